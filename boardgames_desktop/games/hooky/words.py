"""Which five-letter words Hooky accepts, and why a word is refused.

The dictionary is the English "large" list of the ``wordfreq`` package (its
data ships inside the wheel; nothing is fetched). It is a frequency list
built from many sources (Wikipedia, subtitles, books, news, the web), so it
holds everyday words, rarer dictionary words (OKAPI, QUAFF, SYLPH) and the
names of people and places (PARIS, APRIL, TOKYO), all in lower case.
We keep the five-letter words made of the letters a-z whose Zipf frequency is
at least :data:`ACCEPT_ZIPF`, less the drawn-out interjections a frequency
list picks up from chat ("AHHHH", "XXXXX"): any letter four times or more, or
three of a letter in a row. Nothing is computed at import time; the set is
built on first use (about a fifth of a second) and cached.

The bots and the app's suggestions use a smaller, better known vocabulary
(:func:`common_words`): frequent words with a vowel, less a few rude ones a
bot should not put on a projector.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from ...core.i18n import T, Text, Tn
from .data import LETTERS, WORD_LENGTH

#: wordfreq Zipf frequency (log10 of uses per billion words) a word needs to be
#: accepted. 1.8 keeps rare but real words such as QUAFF (1.82) and OKAPI
#: (1.85) and refuses most typing slips.
ACCEPT_ZIPF = 1.8
#: The bots' vocabulary: words everyone at the table knows (about 3,500).
COMMON_ZIPF = 3.0

_DRAWN_OUT = re.compile(r"(.)\1\1")
_VOWEL = re.compile(r"[AEIOUY]")
#: Bots never ask these (nor any word containing them); players still may.
_BOT_AVOIDS = (
    "ANAL", "ANUS", "BITCH", "BONER", "BOOB", "BOOTY", "COCK", "CUNT", "DICK", "DILDO",
    "FAG", "FART", "FUCK", "HOMO", "HORNY", "JIZZ", "KINKY", "LGBTQ", "NAZI", "NIGG",
    "NUDE", "PENIS", "PISS", "PORN", "PUBIC", "PUSSY", "RAPE", "SEMEN", "SEXY", "SHIT",
    "SLUT", "SPERM", "TITS", "TWAT", "VAGIN", "WANK", "WHORE",
)


def normalize(word: str) -> str:
    """The word as the rules store it: trimmed, upper case."""
    return word.strip().upper()


@lru_cache(maxsize=65536)
def letter_key(word: str) -> str:
    """The word's letters, sorted: equal keys mean an anagram (repeats counted).
    Cached: every refusal compares a word with the whole clue log."""
    return "".join(sorted(word))


def _is_drawn_out(word: str) -> bool:
    return bool(_DRAWN_OUT.search(word)) or max(word.count(c) for c in set(word)) >= 4


@lru_cache(maxsize=1)
def _frequencies() -> dict[str, float]:
    """Every accepted word (upper case) with its Zipf frequency."""
    import math

    from wordfreq import get_frequency_dict  # imported here: it costs a tenth of a second

    out: dict[str, float] = {}
    for word, freq in get_frequency_dict("en", wordlist="large").items():
        if len(word) != WORD_LENGTH or not word.isascii() or not word.isalpha():
            continue
        zipf = math.log10(freq * 1e9)
        if zipf < ACCEPT_ZIPF:
            continue
        upper = word.upper()
        if _is_drawn_out(upper):
            continue
        out[upper] = round(zipf, 2)
    return out


def dictionary() -> frozenset[str]:
    """Every five-letter word the rules accept (upper case)."""
    return _dictionary()


@lru_cache(maxsize=1)
def _dictionary() -> frozenset[str]:
    return frozenset(_frequencies())


def is_word(word: str) -> bool:
    return normalize(word) in _dictionary()


def zipf(word: str) -> float:
    """How common the word is (Zipf scale, 0 when not in the dictionary)."""
    return _frequencies().get(normalize(word), 0.0)


@lru_cache(maxsize=1)
def common_words() -> tuple[str, ...]:
    """The bots' vocabulary, most frequent first."""
    words = [
        w
        for w, z in _frequencies().items()
        if z >= COMMON_ZIPF and _VOWEL.search(w) and not any(bad in w for bad in _BOT_AVOIDS)
    ]
    words.sort(key=lambda w: (-_frequencies()[w], w))
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
    if not any_word and word not in _dictionary():
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
