"""Which five-letter words Hooky accepts, and why a word is refused.

Maintained lists decide together; none of their words is typed here.

* **US English**: the English word list of ``pyspellchecker`` (MIT). It was
  built from subtitles' word counts and cleaned against dictionaries, so it
  has everyday words, rare dictionary words (QUIPU, OKAPI, SYLPH) and common
  names (PARIS, APRIL, TOKYO), and none of the web's abbreviations or chat
  spellings (HTTPS, LMFAO, YOURE).
* **British English**: LibreOffice's en_GB Hunspell dictionary (Marco A. G.
  Pinto and others, LGPL), shipped in ``assets/hunspell`` and expanded by
  :mod:`.hunspell`. It brings British spellings (METRE, ODOUR, TYRES), newer
  words (EMOJI, UMAMI, CODEC) and thousands of names of people and places,
  which it spells with a capital: that capital is how we tell a name from a
  word. It also writes abbreviations in capitals (NAFTA), marks its taboo
  words, and notes the words that exist only inside a phrase ("vitro", of
  "in vitro").
* **First names**: Faker's lists of the first names given in English-speaking
  countries (MIT): ROHAN, PRIYA, CALUM, KWAME.
* **Frequency**: ``wordfreq``'s English "large" list says how often a word is
  used (Zipf scale: log10 of uses per billion words).

The accepted set is every five-letter word (letters a-z) that

* either spelling list writes in lower case, at any frequency (a dictionary
  is the judge of rare words), or
* is a name (the British list's capitalised words and the first names) that
  people use at least :data:`NAME_ZIPF` (KANYE, PORTO, DHABI; not the genus
  EQUUS),

less what the British list writes only in capitals (abbreviations) or only
inside a phrase, Roman numerals (XXIII), and the short, commented
:data:`EXCLUDED` list of what still slips through (brand names, mostly).

The bots and the app's suggestions use a smaller vocabulary
(:func:`common_words`): the spelling lists' words used at least
:data:`COMMON_ZIPF`, less every offensive word (:func:`is_offensive`:
``better-profanity``'s list, the British dictionary's taboo mark, and
:data:`ALSO_OFFENSIVE`). Players may still ask those words.

Nothing is loaded at import time; the first lookup builds the sets (most of
a second) and keeps them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import NamedTuple

from ...core.i18n import T, Text, Tn
from .data import LETTERS, WORD_LENGTH

#: How often (Zipf) people must use a name that no spelling list writes in
#: lower case: 2.0 keeps DHABI (2.6), JAMMU (2.9), KUALA (3.2) and leaves out
#: the British list's taxonomic genera and rare surnames (EQUUS 1.9).
NAME_ZIPF = 2.0
#: The bots' vocabulary: words everyone at the table knows (about 3,200).
COMMON_ZIPF = 3.0

#: Words the lists accept that Hooky does not, in groups, each with why. Only
#: what would otherwise be accepted is listed (a test checks it).
EXCLUDED = frozenset({
    # Web and computing abbreviations the British list spells in lower case.
    "HTTPS", "GMAIL", "JPEGS", "GZIPS", "KBITS", "SSHED", "SSHES", "HGWYS", "BLDGS",
    # Contractions written without their apostrophe (WHAT'S, HERE'S).
    "WHATS", "HERES",
    # Brand names of companies and products, which both lists keep among their
    # proper nouns. Names of people and places that are also brands stay
    # (DYSON, BOSCH, ASTON); these are the brands used often enough
    # (Zipf 2 or more) that a player might ask them.
    "ADVIL", "AETNA", "ALCOA", "AMGEN", "AMIGA", "AMOCO", "AMWAY", "ARIAL", "ATARI",
    "BADOO", "BAIDU", "BAYER", "BOTOX", "BUICK", "CAMRY", "CASIO", "CHEVY", "CISCO",
    "COBOL", "COORS", "COREL", "DECCA", "DOLBY", "DUREX", "EMACS", "ENRON", "EPCOT",
    "EPSON", "EVIAN", "EXXON", "FRITO", "GUCCI", "HEINZ", "HONDA", "ISUZU", "JELLO",
    "KMART", "KNORR", "KODAK", "LEICA", "LEXUS", "LINUX", "LYCRA", "LYSOL", "MAZDA",
    "MERCK", "MOBIL", "MYLAR", "NIKON", "NIVEA", "NOKIA", "ORKUT", "OXFAM", "PABST",
    "PAXIL", "PEPSI", "POCKY", "PRADA", "PRIUS", "PYREX", "QUORN", "ROLEX", "RYZEN",
    "SEIKO", "SKYPE", "TESCO", "TIMEX", "UDEMY", "VIMEO", "VOLVO", "XANAX", "XCODE",
    "XEROX",
})

#: How the British list spells a name: "Paris", and "McKay", "LaVey".
_NAME_CASE = re.compile(r"(Mc|La|Le)?[A-Z][a-z]+")
_ROMAN = re.compile(r"M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})")
_VOWEL = re.compile(r"[AEIOUY]")
#: Endings that keep an offensive word offensive ("SLUT" -> "SLUTS"). Only
#: roots of four letters or more take them: "FAT" + "ED" is FATED.
_OFFENSIVE_ENDINGS = ("S", "ES", "Y", "EY", "IE", "ED", "ER")
#: Offensive words that neither better-profanity nor the British dictionary's
#: taboo mark catch: slurs against peoples and disabled people, and insults.
ALSO_OFFENSIVE = frozenset({
    "GYPSY", "GIPSY", "GYPPO", "PIKEY", "SQUAW", "DARKY", "LUBRA", "SPAZZ",
    "FATTY", "BUTTS",
})


def normalize(word: str) -> str:
    """The word as the rules store it: trimmed, upper case."""
    return word.strip().upper()


@lru_cache(maxsize=65536)
def letter_key(word: str) -> str:
    """The word's letters, sorted: equal keys mean an anagram (repeats counted).
    Cached: every refusal compares a word with the whole clue log."""
    return "".join(sorted(word))


def _five(word: str) -> str | None:
    """The word in capitals if it is five letters a-z (any case), else None."""
    if len(word) == WORD_LENGTH and word.isascii() and word.isalpha():
        return word.upper()
    return None


@lru_cache(maxsize=1)
def _frequencies() -> dict[str, float]:
    """Every five-letter word wordfreq knows (upper case) with its Zipf frequency."""
    from wordfreq import get_frequency_list  # imported here: it costs a fifth of a second

    out: dict[str, float] = {}
    # The list is bucketed by hundredths of a Zipf point, most frequent first:
    # bucket i holds the words of Zipf 9 - i/100.
    for index, bucket in enumerate(get_frequency_list("en", wordlist="large")):
        for word in bucket:
            five = _five(word)
            if five and five not in out:
                out[five] = round(9 - index / 100, 2)
    return out


@lru_cache(maxsize=1)
def _us_words() -> frozenset[str]:
    """pyspellchecker's English words of five letters (it keeps them in lower case)."""
    from spellchecker import SpellChecker  # imported here: its list loads on construction

    words = SpellChecker(language="en", distance=1).word_frequency.dictionary
    return frozenset(five for five in map(_five, words) if five)


class _British(NamedTuple):
    words: frozenset[str]  # spelled in lower case somewhere
    names: frozenset[str]  # spelled with a capital ("Paris"), not otherwise a word
    capitals_only: frozenset[str]  # spelled only in capitals: abbreviations ("NAFTA")
    phrase_only: frozenset[str]  # only ever a word of a phrase ("vitro": "in vitro")
    taboo: frozenset[str]  # the dictionary's NOSUGGEST mark


@lru_cache(maxsize=1)
def _british() -> _British:
    from ...assets import path
    from .hunspell import words_of_length

    forms = words_of_length(path("hunspell", "en_GB.dic"), path("hunspell", "en_GB.aff"),
                            WORD_LENGTH)
    spellings: dict[str, list[str]] = {}  # capitals -> how the dictionary spells it
    phrase: dict[str, bool] = {}
    taboo = set()
    for form, entry in forms.items():
        five = _five(form)
        if not five:
            continue
        spellings.setdefault(five, []).append(form)
        phrase[five] = phrase.get(five, True) and entry.phrase
        if entry.taboo:
            taboo.add(five)
    words, names, capitals = set(), set(), set()
    for five, spelled in spellings.items():
        if phrase[five]:
            continue
        if any(s.islower() for s in spelled):
            words.add(five)
        elif any(_NAME_CASE.fullmatch(s) for s in spelled):
            names.add(five)
        else:  # "NAFTA", "DPhil", "iPads"
            capitals.add(five)
    only_phrase = {five for five, p in phrase.items() if p}
    return _British(frozenset(words), frozenset(names), frozenset(capitals),
                    frozenset(only_phrase), frozenset(taboo))


def _is_roman(word: str) -> bool:
    return bool(_ROMAN.fullmatch(word))


def dictionary() -> frozenset[str]:
    """Every five-letter word the rules accept (upper case)."""
    return _dictionary()


@lru_cache(maxsize=1)
def _dictionary() -> frozenset[str]:
    return frozenset(_spelled_words() | _names())


@lru_cache(maxsize=1)
def _spelled_words() -> frozenset[str]:
    """The accepted words that a spelling list writes in lower case."""
    british = _british()
    refused = british.capitals_only | british.phrase_only | EXCLUDED
    # A word the US list has and the British list writes only in capitals (or
    # only in a phrase) is the British list's call: it spells both ways when
    # both are in use ("radar" and "RADAR" are one entry each).
    return frozenset(
        w for w in (_us_words() - refused) | (british.words - EXCLUDED) if not _is_roman(w)
    )


@lru_cache(maxsize=1)
def _first_names() -> frozenset[str]:
    """First names given in English-speaking countries, from Faker's lists
    (US Social Security records, and those of Britain, Ireland, India,
    Pakistan, Nigeria, Kenya, New Zealand...)."""
    # Imported one by one, by name, so that the installer sees them.
    from faker.providers.person import en, en_GB, en_IE, en_IN, en_KE, en_NG, en_NZ, en_PK, en_US

    out: set[str] = set()
    for module in (en, en_GB, en_IE, en_IN, en_KE, en_NG, en_NZ, en_PK, en_US):
        for attr in ("first_names", "first_names_male", "first_names_female"):
            names = vars(module.Provider).get(attr, ())
            out.update(five for five in map(_five, names) if five)
    return frozenset(out)


@lru_cache(maxsize=1)
def _names() -> frozenset[str]:
    """The accepted names no spelling list writes in lower case: those the
    British list spells with a capital and the first names, used often enough."""
    zipf_of = _frequencies()
    british = _british()
    refused = british.capitals_only | british.phrase_only | EXCLUDED
    return frozenset(
        w for w in (british.names | _first_names()) - refused if zipf_of.get(w, 0.0) >= NAME_ZIPF
    )


def is_word(word: str) -> bool:
    return normalize(word) in _dictionary()


def zipf(word: str) -> float:
    """How common the word is (Zipf scale, 0 when not in the dictionary)."""
    word = normalize(word)
    return _frequencies().get(word, 0.0) if word in _dictionary() else 0.0


@lru_cache(maxsize=1)
def _offensive_roots() -> frozenset[str]:
    """better-profanity's word list, the single words of letters only, in capitals."""
    from importlib.resources import files

    text = files("better_profanity").joinpath("profanity_wordlist.txt").read_text("utf-8")
    return frozenset(w.strip().upper() for w in text.splitlines() if w.strip().isalpha())


def is_offensive(word: str) -> bool:
    """True for a word a bot must never ask: one of better-profanity's words
    or one of those with an ending ("SLUTS", "PISSY"), a word the British
    dictionary marks as taboo, or one of :data:`ALSO_OFFENSIVE`."""
    word = normalize(word)
    roots = _offensive_roots()
    if word in roots or word in ALSO_OFFENSIVE or word in _british().taboo:
        return True
    return any(
        word.endswith(ending) and len(word) - len(ending) >= 4 and word[:-len(ending)] in roots
        for ending in _OFFENSIVE_ENDINGS
    )


@lru_cache(maxsize=1)
def common_words() -> tuple[str, ...]:
    """The bots' vocabulary, most frequent first."""
    zipf_of = _frequencies()
    words = [
        w for w in _spelled_words()
        if zipf_of.get(w, 0.0) >= COMMON_ZIPF and _VOWEL.search(w) and not is_offensive(w)
    ]
    words.sort(key=lambda w: (-zipf_of[w], w))
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
