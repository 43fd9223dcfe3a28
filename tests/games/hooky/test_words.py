"""Hooky's dictionary: real words and names in, web junk out; bots never ask an
offensive word; the shipped file is what the word lists make of it. Also the
Hunspell expansion the dictionary relies on, on a small dictionary written
here."""

from __future__ import annotations

from pathlib import Path

import pytest

from boardgames_desktop.assets import path
from boardgames_desktop.games.hooky import word_sources
from boardgames_desktop.games.hooky.dictionary import (
    COMMON_ZIPF,
    common_words,
    dictionary,
    entries,
    is_offensive,
    is_word,
    word_problem,
    zipf,
)
from boardgames_desktop.games.hooky.hunspell import Entry, words_of_length
from boardgames_desktop.games.hooky.word_sources import ALSO_OFFENSIVE, EXCLUDED


def _listed(text: str) -> list[str]:
    """The words of a paragraph (long lists read better as text)."""
    return text.split()


#: Accepted by frequency alone, refused now: abbreviations, interjection
#: spellings, contractions without their apostrophe, brand and software names.
JUNK = _listed(
    "HTTPS LMFAO GMAIL LOLOL HAHAH HEHEH YOURE THISE THEMS NUMPY SMPTE "
    "DIDNT WASNT ARENT DOESN THATS WHATS OFTHE INTHE AHHHH HMMMM NAFTA ASCII DARPA "
    "NAACP POTUS MYSQL IPADS FEDEX ROLEX PRADA GOPRO PIXAR SKYPE NOKIA TESCO XANAX"
)

#: Everyday words: the most frequent five-letter words of English, less names.
COMMON = _listed(
    "ABOUT THEIR THERE WHICH WOULD OTHER AFTER FIRST THINK COULD THESE WHERE RIGHT YEARS "
    "BEING GOING STILL NEVER THOSE WORLD GREAT WHILE EVERY STATE THREE SINCE UNDER THING "
    "HOUSE PLACE AGAIN FOUND MIGHT MONEY NIGHT UNTIL DOING GROUP WOMEN START TIMES TODAY "
    "POINT MUSIC POWER WATER BASED SMALL WHITE LATER ORDER PARTY THANK USING BLACK MAKES "
    "WHOLE MAYBE STORY GAMES LEAST MEANS EARLY LOCAL VIDEO YOUNG COURT GIVEN LEVEL OFTEN "
    "DEATH HOURS SOUTH KNOWN LARGE WRONG ALONG NEEDS CLASS CLOSE COMES LOOKS CAUSE HAPPY "
    "HUMAN WOMAN LEAVE NORTH WATCH LIGHT SHORT TAKEN THIRD AMONG CHECK HEART ASKED CHILD "
    "MAJOR MEDIA PHONE QUITE WORKS FINAL FRONT READY BRING HEARD MARCH STUDY CLEAR MONTH "
    "WORDS BOARD FIELD SEEMS WANTS FIGHT FORCE ISSUE PRICE SHOWS SPACE TOTAL ABOVE SHARE "
    "SENSE WEEKS BREAK EVENT SORRY TAKES GIRLS GUESS LEARN ADDED ALONE HANDS MOVIE PRESS "
    "TRIED WORTH AREAS BOOKS SOUND VALUE LIVES ROUND STAND STUFF DRIVE GREEN MATCH MODEL "
    "TRUST RANGE TRADE CHIEF LOWER STYLE BLOOD STAGE TERMS TITLE ENJOY COVER LEGAL SEVEN "
    "STAFF SUPER UNION BEGAN BUILT CRAZY DAILY KNOWS PAPER PARTS VOICE WHOSE EARTH RULES "
    "BELOW OFFER SLEEP TABLE TRUTH BUILD CASES PIECE VISIT WROTE GIVES RIVER SHALL SPEAK "
    "WRITE ALBUM EIGHT FUNNY PEACE SALES SPENT STORE TRACK AHEAD ALLOW BROWN MOVED PLANS "
    "RADIO CROSS FOCUS LOVED MILES SPEED EXTRA QUICK AGREE CLEAN PHOTO SCENE SPEND TEAMS "
    "COACH COSTS HEAVY TRAIN CLAIM GOALS HOTEL JUDGE LINES NAMED BRAIN FLOOR IMAGE MEANT "
    "REACH CIVIL DANCE STOCK WORST BEACH ENDED OLDER CALLS COLOR DREAM GRAND NAMES SWEET "
    "TOUCH DOUBT DRINK FEELS SHOWN BASIC CARRY CRIME FULLY PLANT WORSE AWARD BLOCK LIVED "
    "RATES AVOID CATCH COAST TRIAL TRULY QUEEN STARS BROKE GLASS PRIOR ROYAL SERVE TYPES "
    "BEGIN IDEAS NOTES PLAYS SONGS TWICE WORRY BRAND COUNT FRESH MOUTH OWNER SCALE SCORE "
    "SMART THROW VIEWS CLICK FAITH METAL AGENT APPLY BASIS ENTER PRIME WASTE WEIRD ADULT "
    "GRADE STONE USERS APART AWARE FIFTH ITEMS PROUD TELLS BIRTH DRUGS LABOR LUCKY PROVE "
    "TOUGH UNITS ALIVE APPLE CARDS DRESS HORSE LIKED MAGIC OWNED STICK TURNS CELLS GUIDE "
    "RAISE TREAT YOURS YOUTH FUNDS HELPS SITES EXIST FORMS GUARD LIKES SHOOT SIDES SOLID "
    "SPORT STEPS TASTE FACTS HELLO LINKS PLANE SHAPE UPPER CHEAP JOINT SIGNS STEEL TIRED "
    "CROWD ENEMY FIXED LIMIT OCEAN PROOF BANKS CHAIR HOMES HONOR NOTED TREES EMAIL STUCK"
)

#: Real words no frequency list counts often, and spellings of both sides of
#: the Atlantic.
RARE_AND_REGIONAL = _listed(
    "QUIPU OKAPI QUAFF SYLPH XEBEC NAIAD PSHAW ENURE "
    "METRE FIBRE LITRE MOULD ODOUR TYRES MATHS KERBS "
    "COLOR FIBER LITER MOLDS ODORS HUMOR ARMOR VAPOR "
    "EMOJI UMAMI CODEC MANGA CYBER ADMIN SYNTH HIJAB"
)

#: Names of people and places.
NAMES = _listed("PARIS APRIL TOKYO TEXAS DAVID SARAH KANYE MESSI PORTO DHABI KUALA ROHAN PRIYA CALUM MCKAY")

#: Offensive words frequent enough to be in the bots' vocabulary if nothing
#: filtered them (the test checks that too): profanity, slurs, insults.
OFFENSIVE = _listed("BITCH PUSSY DICKS SHITS FUCKS CUNTS WHORE SLUTS PENIS HORNY NEGRO GYPSY NAZIS QUEER FATTY")


# -- what is accepted ------------------------------------------------------------------------------
@pytest.mark.parametrize("word", JUNK)
def test_web_junk_is_refused_with_the_house_rule_offered(word):
    assert not is_word(word)
    reason = word_problem(word, [])
    assert reason is not None
    assert "not in the app's dictionary" in str(reason) and "accept any five letters" in str(reason)
    assert word_problem(word, [], any_word=True) is None  # the house rule is unchanged


def test_everyday_words_are_accepted():
    assert len(COMMON) >= 300
    assert [w for w in COMMON if not is_word(w)] == []


@pytest.mark.parametrize("word", RARE_AND_REGIONAL + NAMES)
def test_rare_words_both_spellings_and_names_are_accepted(word):
    assert is_word(word) and is_word(word.lower()) and is_word(word.title())
    assert word_problem(word, []) is None


def test_roman_numerals_abbreviations_and_phrase_fragments_are_refused_not_their_look_alikes():
    for refused in ("XXIII", "LVIII", "XVIII", "NAFTA", "TOEFL", "VITRO", "CARPE", "SEDIS"):
        assert not is_word(refused), refused
    for word in ("CIVIL", "MIMIC", "VIVID", "LIVID", "RADAR", "SCUBA"):
        assert is_word(word), word


def test_every_excluded_word_would_otherwise_be_accepted(monkeypatch):
    """The exclusion list lists only what slips through the other filters."""
    monkeypatch.setattr(word_sources, "EXCLUDED", frozenset())
    caches = (word_sources._spelled_words, word_sources._names)
    for cached in caches:
        cached.cache_clear()
    try:
        assert sorted(w for w in EXCLUDED if w not in word_sources.accepted()) == []
    finally:
        monkeypatch.undo()
        for cached in caches:
            cached.cache_clear()
    assert not EXCLUDED & dictionary()


def test_the_dictionary_is_five_capital_letters_and_zipf_says_how_common():
    words_ = dictionary()
    assert 9_000 < len(words_) < 14_000
    assert all(len(w) == 5 and w.isascii() and w.isalpha() and w.isupper() for w in words_)
    assert zipf("about") > zipf("quaff") > zipf("quipu") > 0  # QUIPU: rarer than the old floor
    assert zipf("HTTPS") == 0  # frequent, but not a word


# -- what bots ask ---------------------------------------------------------------------------------
def test_bots_never_ask_an_offensive_word():
    vocabulary = set(common_words())
    for word in OFFENSIVE:
        # Each is a word players may ask, and common enough that only the
        # offensive filter keeps it from the bots.
        assert is_word(word) and zipf(word) >= COMMON_ZIPF, word
        assert word_sources.is_offensive(word) and is_offensive(word), word
        assert word not in vocabulary, word
    assert not ALSO_OFFENSIVE & vocabulary


def test_the_offensive_filter_spares_innocent_look_alikes():
    """Only whole words with their endings count, not letters inside a word."""
    vocabulary = set(common_words())
    for word in ("GLASS", "CLASS", "GRAPE", "CANAL", "SCRAP", "FATED", "HIVES", "TITLE", "ASSET"):
        assert not word_sources.is_offensive(word) and not is_offensive(word), word
        assert word in vocabulary, word


def test_bots_ask_common_dictionary_words_most_frequent_first():
    vocabulary = common_words()
    assert 2_500 < len(vocabulary) < 4_000
    assert set(vocabulary) <= dictionary()
    zipfs = [zipf(w) for w in vocabulary]
    assert zipfs == sorted(zipfs, reverse=True) and zipfs[-1] >= COMMON_ZIPF
    assert "ABOUT" in vocabulary and "QUIPU" not in vocabulary


# -- the shipped file -----------------------------------------------------------------------------
def test_the_shipped_dictionary_is_what_the_word_lists_make():
    """assets/hooky/words.txt is generated; a rule, a list or a list's version
    that changed without regenerating it fails here, naming the words."""
    shipped = path("hooky", "words.txt").read_text(encoding="ascii")
    rows = word_sources.accepted()
    built = word_sources.table_text(rows)
    if built != shipped:
        old = {line for line in shipped.splitlines() if not line.startswith("#")}
        new = {line for line in built.splitlines() if not line.startswith("#")}
        pytest.fail(
            "assets/hooky/words.txt is out of date: run "
            "python -m boardgames_desktop.games.hooky.word_sources and review the change.\n"
            f"only in the file: {sorted(old - new)[:20]}\nonly from the lists: {sorted(new - old)[:20]}"
        )
    # And the app reads back what was written.
    assert {w: (e.zipf, e.name, e.offensive) for w, e in entries().items()} == {
        w: (r.zipf, r.name, r.offensive) for w, r in rows.items()
    }


def test_the_report_counts_every_filter_and_samples_the_rarest_words():
    rows = word_sources.accepted()
    text = word_sources.report(rows, sample=50, seed=12)
    sample = text.splitlines()[-1].split()
    assert len(sample) == 50 == len(set(sample))
    assert all(w in rows and rows[w].zipf < 1 for w in sample)
    assert sample == sorted(sample) and word_sources.report(rows) == text  # seeded: the same each run
    counts = dict(line.rsplit(None, 1) for line in text.splitlines()[:-2])
    assert counts["accepted"] == f"{len(rows):,}"


# -- the Hunspell expansion ------------------------------------------------------------------------
AFF = """\
SET UTF-8
FLAG long
NOSUGGEST !!
NEEDAFFIX Nd
# plural: -s, or -es after s, x, z
SFX Ss Y 2
SFX Ss 0 s [^sxz]
SFX Ss 0 es [sxz]
# -y becomes -ies
SFX Yy Y 1
SFX Yy y ies [^aeiou]y
# -ing, then a plural on it (a continuation class)
SFX Gg Y 1
SFX Gg 0 ing/Ss .
# re- prefix, combinable with suffixes
PFX Rr Y 1
PFX Rr 0 re .
# un- prefix, not combinable
PFX Un N 1
PFX Un 0 un .
"""
DIC = """\
11
cat/Ss
fox/Ss
pony/Yy
act/SsRr
do/Un
sing/Gg
Paris
vitro\tin vitro
bonk/Ss!!
stem/NdSs
bird/Ss po:noun
"""


def _small(tmp_path: Path, length: int) -> dict[str, Entry]:
    dic, aff = tmp_path / "t.dic", tmp_path / "t.aff"
    dic.write_text("\ufeff" + DIC, encoding="utf-8")  # a byte-order mark, as LibreOffice ships them
    aff.write_text(AFF, encoding="utf-8")
    return words_of_length(dic, aff, length)


def test_hunspell_suffixes_prefixes_cross_products_and_continuations(tmp_path):
    assert set(_small(tmp_path, 4)) == {"cats", "acts", "undo", "pony", "sing", "bonk", "bird"}
    assert set(_small(tmp_path, 5)) == {"foxes", "react", "Paris", "vitro", "bonks", "stems", "birds"}
    assert set(_small(tmp_path, 6)) == {"ponies", "reacts"}  # re- + act + -s: a cross product
    assert set(_small(tmp_path, 7)) == {"singing"}
    assert set(_small(tmp_path, 8)) == {"singings"}  # -ing then -s: a continuation class


def test_hunspell_marks_taboo_words_and_phrase_parts_and_keeps_case(tmp_path):
    five = _small(tmp_path, 5)
    assert five["bonks"] == Entry(taboo=True, phrase=False)
    assert five["vitro"] == Entry(taboo=False, phrase=True)
    assert five["Paris"] == Entry(taboo=False, phrase=False)
    assert "stem" not in _small(tmp_path, 4)  # NEEDAFFIX: only its affixed forms are words
