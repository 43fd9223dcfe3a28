"""English left over in Chinese text: runs of Latin letters a Chinese reader should not meet.

Shared by the zh_TW walk through every window (``tests/ui/test_zh_tw_walk.py``)
and the zh_TW check of every PDF (``tests/printing/test_zh_tw_pdfs.py``). A run
of two or more Latin letters is English left over unless it is on
:data:`ALLOWED` (each with its reason), or a word a game shows in English on
purpose (:func:`game_words`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

#: Latin words Chinese screens and sheets may show, each with its reason.
ALLOWED = frozenset({
    # Keys are printed so on the keyboard: shortcuts in tooltips, the host's keys in the rules.
    "Ctrl", "Shift", "Alt", "Enter", "Return", "Backspace", "Esc", "Space", "Home", "End", "PgUp", "PgDown",
    "Letter",  # paper: "美規 Letter" is how a Taiwanese shop names US Letter (A4 is one letter)
    "mm",  # the unit of every size, on screen and on paper
    "PDF", "PDFs",  # the files the print dialog writes
    "EP",  # Inner Compass's points: its Chinese write-up counts "EP" too
    "Eselsbrücke",  # the game's German name, beside its Chinese one in the rules, which explain it
})
#: Names kept as they are spelt, whole (a word of one alone is still English left over):
#: the credits in the rules (designers, publishers, the pictures' licence) and the app's own name.
PROPER_NAMES = (
    "Asger Harding Granerud", "Daniel Skjold Pedersen", "AEG", "Antoine Bauza", "Funforge", "Stefan Dorra",
    "Schmidt Spiele", "David Chircop", "Yannick Massa", "Global Game Jam", "openmoji.org", "OpenMoji",
    "CC BY-SA", "boardgames-desktop",
)
#: Two or more letters of the Latin script (ü and é included), digits inside a word allowed.
LATIN_RUN = re.compile(r"[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9]*[A-Za-zÀ-ÿ]")
#: A command typed as written: the calibration sheet's "boardgames-desktop print all --back-offset=1.5,-0.5".
COMMAND = re.compile(r"boardgames-desktop print [a-z-]+(?: --[a-z-]+(?:=\S+)?)*")


@functools.cache
def game_words(game_id: str | None) -> frozenset[str]:
    """Words a game shows in English on purpose, in every language."""
    if game_id == "eselsbruecke":
        # Its picture cards carry both names, English above Chinese, so a mixed table can play
        # (and a Chinese name may hold Latin letters of its own: "OK繃", a plaster).
        from boardgames_desktop.games.eselsbruecke import data

        return frozenset(run for p in data.pictures() for run in LATIN_RUN.findall(f"{p.en} {p.zh_TW}"))
    return frozenset()


def english_runs(text: str, game_id: str | None = None, also: Iterable[str] = ()) -> list[str]:
    """The runs of Latin letters in ``text`` that are English left over (``also``: more allowed)."""
    allowed = ALLOWED | game_words(game_id) | frozenset(also)
    out = []
    text = COMMAND.sub("", text)
    for name in PROPER_NAMES:
        text = text.replace(name, "")
    for run in LATIN_RUN.findall(text):
        if run in allowed:
            continue
        if game_id == "hooky" and run.isupper():
            continue  # a word spelt on Hooky's sheet: the game's letters stay English
        out.append(run)
    return out
