"""Hooky's model never imports Qt, and declaring the game imports nothing of it.

Checked in a fresh interpreter, by what lands in ``sys.modules``."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

PURE = (
    "data", "state", "actions", "refusals", "effects", "views", "invariants", "suggest", "describe",
    "dealspace", "rules", "rules_text", "dictionary", "scoring", "results", "worksheet", "ai", "simulate",
    "hunspell", "word_sources",
)
#: The word lists Hooky's dictionary is built from (word_sources.py): only
#: the build reads them, never the app.
WORD_LISTS = ("wordfreq", "spellchecker", "faker", "better_profanity")
QT = ("PySide6", "shiboken6", "PyQt5", "PyQt6")


def _modules_after(statement: str) -> list[str]:
    code = f"import json, sys\n{statement}\nprint(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


@pytest.mark.parametrize("name", PURE)
def test_the_model_imports_no_qt(name):
    loaded = _modules_after(f"import boardgames_desktop.games.hooky.{name}")
    assert not [m for m in loaded if m.split(".")[0] in QT]


def test_declaring_the_game_loads_no_rules_bots_or_words():
    loaded = _modules_after("from boardgames_desktop.games.hooky import INFO, PACKAGE")
    ours = [m for m in loaded if m.startswith("boardgames_desktop.games.hooky.")]
    assert ours == []
    assert not [m for m in loaded if m.split(".")[0] in QT + WORD_LISTS]


def test_the_dictionary_reads_no_word_list_package():
    """The app (and the frozen app, which leaves them out) looks words up in
    the generated file alone."""
    loaded = _modules_after(
        "from boardgames_desktop.games.hooky.dictionary import common_words, is_word\n"
        "assert is_word('PARIS') and not is_word('HTTPS') and common_words()"
    )
    assert not [m for m in loaded if m.split(".")[0] in WORD_LISTS]
    assert "boardgames_desktop.games.hooky.word_sources" not in loaded
