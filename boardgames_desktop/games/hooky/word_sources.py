"""Where Hooky's dictionary comes from: the word lists it is built from, and
the build (pure, no Qt; run only to regenerate, never by the app).

The app reads one small file, ``assets/hooky/words.txt`` (:mod:`.dictionary`);
this module writes it from maintained lists, none of whose words is typed
here:

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
* **Offensive words**: ``better-profanity``'s list (MIT).

The accepted set is every five-letter word (letters a-z) that

* either spelling list writes in lower case, at any frequency (a dictionary
  is the judge of rare words), or
* is a name (the British list's capitalised words and the first names) that
  people use at least :data:`NAME_ZIPF` (KANYE, PORTO, DHABI; not the genus
  EQUUS),

less what the British list writes only in capitals (abbreviations) or only
inside a phrase, Roman numerals (XXIII), and the short, commented
:data:`EXCLUDED` list of what still slips through (brand names, mostly).
Each accepted word is marked offensive or not (:func:`is_offensive`:
better-profanity's list, the British dictionary's taboo mark, and
:data:`ALSO_OFFENSIVE`): bots never ask those; players may.

Why a generated file rather than reading the lists on first use: reading
them took about twice as long as the frequency list alone had (1.1 s against
0.4-0.7 s, at the first word a player types or a bot thinks of; the file
takes about 20 ms), and the frozen app would carry four packages and their
data for one set of 10,000 words. The lists' packages are development dependencies (pyproject's
``test`` extra); ``tests/games/hooky/test_words.py`` rebuilds the file from
them and fails if it differs from the shipped one.

Regenerate after changing a rule here, a list's version or the dictionary:

    python -m boardgames_desktop.games.hooky.word_sources

It writes the file of this checkout and prints how many words each list and
filter keeps, and a sample of the rarest accepted words (quoted in
docs/architecture.md).
"""

from __future__ import annotations

import argparse
import random
import re
import sys
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

from ...assets import path
from .data import WORD_LENGTH

#: Where :func:`main` writes the table (in a development install, the
#: checkout's assets folder).
TABLE = path("hooky", "words.txt")

#: How often (Zipf) people must use a name that no spelling list writes in
#: lower case: 2.0 keeps DHABI (2.6), JAMMU (2.9), KUALA (3.2) and leaves out
#: the British list's taxonomic genera and rare surnames (EQUUS 1.9).
NAME_ZIPF = 2.0

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
#: Endings that keep an offensive word offensive ("SLUT" -> "SLUTS"). Only
#: roots of four letters or more take them: "FAT" + "ED" is FATED.
_OFFENSIVE_ENDINGS = ("S", "ES", "Y", "EY", "IE", "ED", "ER")
#: Offensive words that neither better-profanity nor the British dictionary's
#: taboo mark catch: slurs against peoples and disabled people, and insults.
ALSO_OFFENSIVE = frozenset({
    "GYPSY", "GIPSY", "GYPPO", "PIKEY", "SQUAW", "DARKY", "LUBRA", "SPAZZ",
    "FATTY", "BUTTS",
})




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
    word = word.strip().upper()
    roots = _offensive_roots()
    if word in roots or word in ALSO_OFFENSIVE or word in _british().taboo:
        return True
    return any(
        word.endswith(ending) and len(word) - len(ending) >= 4 and word[:-len(ending)] in roots
        for ending in _OFFENSIVE_ENDINGS
    )




class Row(NamedTuple):
    """One accepted word, as the table stores it."""

    zipf: float  # wordfreq's Zipf frequency; 0.0 when wordfreq does not count it
    name: bool  # accepted as a name, not because a spelling list writes it in lower case
    offensive: bool  # bots never ask it


def accepted() -> dict[str, Row]:
    """Every accepted word, from the lists."""
    zipf_of = _frequencies()
    spelled, names = _spelled_words(), _names()
    return {
        w: Row(zipf_of.get(w, 0.0), w not in spelled, is_offensive(w))
        for w in sorted(spelled | names)
    }


HEADER = """\
# Hooky's dictionary: every five-letter word the rules accept, one a line:
# the word, its wordfreq Zipf frequency (0.00: wordfreq does not count it),
# and its kind: w = a spelling list writes it in lower case, n = a name;
# x after it = offensive (bots never ask it; players may).
# Built from pyspellchecker, assets/hunspell/en_GB, Faker, wordfreq and
# better-profanity (see assets/LICENSES.md) by
# boardgames_desktop/games/hooky/word_sources.py; do not edit, rerun it:
#     python -m boardgames_desktop.games.hooky.word_sources
# Licence: CC BY-SA 4.0, as wordfreq's frequencies in it ("wordfreq, by
# Robyn Speer, includes data from many sources; see its README"); the words
# from the en_GB dictionary also under its GNU LGPL, whose source (the
# dictionary) ships in assets/hunspell/. The rest of it is MIT.
"""


def table_text(rows: dict[str, Row]) -> str:
    """The file's text: the header, then one line a word, in alphabetical order."""
    lines = [
        f"{w} {row.zipf:.2f} {'n' if row.name else 'w'}{'x' if row.offensive else ''}"
        for w, row in sorted(rows.items())
    ]
    return HEADER + "\n".join(lines) + "\n"


#: The frequency bands of the report (Zipf, lower bound included).
BANDS = ((0.0, 1.0), (1.0, 2.0), (2.0, 3.0), (3.0, 4.0), (4.0, 10.0))


def report(rows: dict[str, Row], sample: int = 50, seed: int = 12) -> str:
    """How many words each list and filter keeps, and a seeded sample of the
    accepted words of the lowest frequency band."""
    british = _british()
    zipf_of = _frequencies()
    refused = british.capitals_only | british.phrase_only | EXCLUDED
    candidates = _us_words() | british.words
    accepted_names = [w for w, r in rows.items() if r.name]
    counts = [
        ("wordfreq, five letters a-z", len(zipf_of)),
        ("pyspellchecker (US), five letters", len(_us_words())),
        ("en_GB Hunspell, in lower case", len(british.words)),
        ("en_GB Hunspell, names (capitalised)", len(british.names)),
        ("en_GB Hunspell, capitals only (refused)", len(british.capitals_only)),
        ("en_GB Hunspell, only in a phrase (refused)", len(british.phrase_only)),
        ("Faker first names, five letters", len(_first_names())),
        ("spelled words, either list", len(candidates)),
        ("  less abbreviations and phrase parts",
         len(candidates - british.capitals_only - british.phrase_only)),
        (f"  less EXCLUDED ({len(EXCLUDED)}) and Roman numerals", len(_spelled_words())),
        ("names (British list or Faker), not refused", len((british.names | _first_names()) - refused)),
        (f"  used at Zipf {NAME_ZIPF} or more, not spelled", len(accepted_names)),
        ("accepted", len(rows)),
        ("  of them offensive (bots never ask them)", sum(r.offensive for r in rows.values())),
    ]
    counts += [
        (f"  Zipf {low:.0f} to {min(high, 9):.0f}", sum(low <= r.zipf < high for r in rows.values()))
        for low, high in BANDS
    ]
    lines = [f"{label:<46}{n:7,}" for label, n in counts]
    low, high = BANDS[0]
    rarest = sorted(w for w, r in rows.items() if low <= r.zipf < high)
    picked = sorted(random.Random(seed).sample(rarest, min(sample, len(rarest))))
    lines.append(f"{len(picked)} of the {len(rarest):,} accepted words below Zipf {high:.0f} "
                 f"(random.Random({seed}).sample):")
    lines.append(" ".join(picked))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=TABLE, help=f"where to write (default: {TABLE})")
    args = parser.parse_args(argv)
    rows = accepted()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(table_text(rows), encoding="ascii")
    print(f"wrote {args.out} ({len(rows):,} words)")
    print(report(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
