"""Which five-letter words Hooky accepts, and why a word is refused.

The dictionary is one file, ``assets/hooky/words.txt``: every accepted word
with how often it is used (wordfreq's Zipf scale) and whether it is a name or
offensive. It is generated from maintained lists (pyspellchecker's US
English, LibreOffice's British English Hunspell dictionary, Faker's first
names, wordfreq, better-profanity) by :mod:`.word_sources`, which says what is
kept and why, and a test rebuilds it from them. In short: a word a spelling
list writes in lower case, at any frequency, or a name of a person or a place
used often enough; not abbreviations, chat spellings, contractions without
their apostrophe, phrase fragments or brand names.

The bots and the app's suggestions use a smaller vocabulary
(:func:`common_words`): the spelled words used at least :data:`COMMON_ZIPF`,
with a vowel, less the offensive ones. Players may still ask those.

Nothing is read at import time; the first lookup reads the file (some tens
of milliseconds) and keeps it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import NamedTuple

from ...core.i18n import T, Text, Tn
from .data import LETTERS, WORD_LENGTH

#: The bots' vocabulary: words everyone at the table knows (about 3,200).
COMMON_ZIPF = 3.0

_VOWEL = re.compile(r"[AEIOUY]")


class Entry(NamedTuple):
    """What the dictionary file says about one accepted word."""

    zipf: float  # wordfreq's Zipf frequency; 0.0 when wordfreq does not count it
    name: bool  # a name of a person or place, not a word a spelling list writes in lower case
    offensive: bool  # bots never ask it


def normalize(word: str) -> str:
    """The word as the rules store it: trimmed, upper case."""
    return word.strip().upper()


@lru_cache(maxsize=65536)
def letter_key(word: str) -> str:
    """The word's letters, sorted: equal keys mean an anagram (repeats counted).
    Cached: every refusal compares a word with the whole clue log."""
    return "".join(sorted(word))


@lru_cache(maxsize=1)
def entries() -> dict[str, Entry]:
    """Every accepted word (upper case) with what the file says about it."""
    from ...assets import path

    out: dict[str, Entry] = {}
    with path("hooky", "words.txt").open(encoding="ascii") as lines:
        for line in lines:
            if line.startswith("#"):
                continue
            word, zipf_, kind = line.split()
            out[word] = Entry(float(zipf_), kind[0] == "n", kind.endswith("x"))
    return out


def dictionary() -> frozenset[str]:
    """Every five-letter word the rules accept (upper case)."""
    return _dictionary()


@lru_cache(maxsize=1)
def _dictionary() -> frozenset[str]:
    return frozenset(entries())


def is_word(word: str) -> bool:
    return normalize(word) in entries()


def zipf(word: str) -> float:
    """How common the word is (Zipf scale, 0 when not in the dictionary)."""
    entry = entries().get(normalize(word))
    return entry.zipf if entry else 0.0


def is_offensive(word: str) -> bool:
    """True for an accepted word that bots never ask (see :mod:`.word_sources`)."""
    entry = entries().get(normalize(word))
    return bool(entry and entry.offensive)


@lru_cache(maxsize=1)
def common_words() -> tuple[str, ...]:
    """The bots' vocabulary, most frequent first."""
    words = [
        w for w, e in entries().items()
        if not e.name and e.zipf >= COMMON_ZIPF and _VOWEL.search(w) and not e.offensive
    ]
    words.sort(key=lambda w: (-entries()[w].zipf, w))
    return tuple(words)


def shape_problem(word: str) -> Text | None:
    """Why ``word`` (as typed, trimmed) is not five letters A to Z, or None.

    The check runs on the typed text, not on its capitals: ``str.upper`` turns
    a ligature such as "ﬆ" into two letters, which must not sneak a word in."""
    shown = word if len(word) <= 12 else word[:11] + "\u2026"  # a message quotes a short excerpt
    if not word.isascii():
        return T("A clue may use only the letters A to Z ({word} has other characters).", word=shown)
    if len(word) != WORD_LENGTH:
        if not word:
            return T("A clue must be a word of exactly five letters.")
        return Tn("A clue must be a word of exactly five letters ({word} has {n} letter).",
                  "A clue must be a word of exactly five letters ({word} has {n} letters).",
                  len(word), word=shown.upper())
    if any(ch not in LETTERS for ch in word.upper()):
        return T("A clue may use only the letters A to Z ({word} has other characters).", word=shown)
    return None


def word_problem(word: str, earlier: Iterable[str], any_word: bool = False) -> Text | None:
    """Why ``word`` may not be asked after the words ``earlier``, or None.

    ``word`` is the trimmed text as typed (either case). ``any_word`` is the
    house rule that accepts any five letters (disputes settled by the table).
    """
    problem = shape_problem(word)
    if problem:
        return problem
    word = word.upper()
    if not any_word and word not in entries():
        return T(
            "{word} is not in the app's dictionary of English words and names. "
            "If the table agrees it is a word, turn on the house rule "
            "\u201caccept any five letters\u201d.",
            word=word,
        )
    key = letter_key(word)
    for old in earlier:
        if old == word:
            return T("{word} has already been asked: a word may not be asked twice.", word=word)
        if letter_key(old) == key:
            return T(
                "{word} is made of the same letters as {old}, which has already been asked: "
                "an anagram of an earlier word may not be asked.",
                word=word, old=old,
            )
    return None
