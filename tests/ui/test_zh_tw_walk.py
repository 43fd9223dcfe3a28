"""In 繁體中文, every window of every game reads in Chinese: no English left over.

For every registered game (``games.ids()``), with the app switched to zh_TW,
the walk opens what a person meets — the launcher with the game chosen, the
main window through the first kinds of decision of a bot-played game (with
each panel its view declares), the hot-seat curtain, the projector, the print
dialog, Help > Rules, Help > Saves and sharing, About, the end of the game and
its review — and reads every word on them: the texts and tooltips of visible
widgets (``seen.visible_texts``), every menu's title and entries, table
cells and headers, and the words the boards paint themselves (the painted
runs ``fitcheck.painted_texts`` records). The file dialogs' filters are ours
too and are read as strings.

Any run of two or more Latin letters is English left over, unless it is on
:data:`ALLOWED` (with the reason) or, in Hooky, a word of the game.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QHeaderView, QMenu, QTableWidget, QWidget

from boardgames_desktop import games
from boardgames_desktop.ui.kit import language

from .fitcheck import painted_texts
from .seen import visible_texts
from .test_fit import NAMES, close, main_window, played, settle

#: Latin words a Chinese screen may show, each with its reason. Anything else is English left over.
ALLOWED = frozenset({
    *NAMES,  # the people the test seats: a player's name is the player's own
    # Keys are printed so on the keyboard: shortcuts in tooltips, the host's keys in the rules.
    "Ctrl", "Shift", "Alt", "Enter", "Return", "Backspace", "Esc", "Space", "Home", "End", "PgUp", "PgDown",
    "Letter",  # paper: "美規 Letter" is how a Taiwanese shop names US Letter (A4 is one letter)
    "mm",  # the unit of every size in the print dialog
    "PDF", "PDFs",  # the files the print dialog writes
    "EP",  # Inner Compass's points: its Chinese write-up counts "EP" too
    "English",  # the language box offers each language in its own words
    "Eselsbrücke",  # the game's German name, beside its Chinese one in the rules, which explain it
    # Credits in the rules: designers, publishers and licences keep their own spelling.
    "Asger", "Harding", "Granerud", "Daniel", "Skjold", "Pedersen", "AEG", "Antoine", "Bauza", "Funforge",
    "Stefan", "Dorra", "Schmidt", "Spiele", "Yannick", "Chircop", "David", "Massa", "Global", "Game", "Jam",
    "OpenMoji", "openmoji", "org", "CC", "BY", "SA",
    # About: the app's own name and the components it names with their versions.
    "boardgames", "desktop", "Python", "CPython", "PySide", "Qt", "ReportLab", "Pillow", "Linux",
    "json", "bgsave", "bgrecord",  # file name endings in the file dialogs' filters
})
#: Two or more letters of the Latin script (ü and é included), digits inside a word allowed.
LATIN_RUN = re.compile(r"[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9]*[A-Za-zÀ-ÿ]")
#: How many kinds of decision each game is walked through (its first ones).
MOMENTS = 3


@functools.cache
def game_words(game_id: str) -> frozenset[str]:
    """Words a game shows in English on purpose, in every language."""
    if game_id == "eselsbruecke":
        # Its picture cards carry both names, English above Chinese, so a mixed table can play.
        from boardgames_desktop.games.eselsbruecke import data

        return frozenset(run for p in data.pictures() for run in LATIN_RUN.findall(p.en))
    return frozenset()


def folders() -> tuple[str, ...]:
    """The person's own folders (the print dialog shows where the PDFs go): named by the system."""
    from PySide6.QtCore import QStandardPaths

    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return tuple(sorted({documents, str(Path.home())} - {""}, key=len, reverse=True))


def english_in(texts: Iterable[str], game_id: str | None = None) -> set[str]:
    """The runs of Latin letters in ``texts`` that are not allowed (with their text, cut short)."""
    found = set()
    allowed = ALLOWED | (game_words(game_id) if game_id else frozenset())
    for text in texts:
        for folder in folders():
            text = text.replace(folder, "")
        for run in LATIN_RUN.findall(text):
            if run in allowed:
                continue
            if game_id == "hooky" and run.isupper():
                continue  # a word spelt on Hooky's sheet: the game's letters
            found.add(f"{run!r} in {text[:70]!r}")
    return found


def menu_texts(root: QWidget) -> list[str]:
    out = []
    for menu in root.findChildren(QMenu):
        out += [menu.title(), menu.toolTip()]
        for action in menu.actions():
            out += [action.text(), action.toolTip(), action.statusTip(), action.whatsThis()]
    return [t for t in out if t]


def table_texts(root: QWidget) -> list[str]:
    out = []
    for table in root.findChildren(QTableWidget):
        if not table.isVisible():
            continue
        for row in range(table.rowCount()):
            for col in range(table.columnCount()):
                item = table.item(row, col)
                if item is not None:
                    out += [item.text(), item.toolTip()]
        for header in (table.horizontalHeader(), table.verticalHeader()):
            if isinstance(header, QHeaderView) and header.isVisible():
                model = table.model()
                for i in range(header.count()):
                    out.append(str(model.headerData(i, header.orientation()) or ""))
    return [t for t in out if t]


def everything_read(window: QWidget) -> list[str]:
    """What a person reads on ``window``, shown at a laptop's size."""
    if not window.isVisible():
        window.resize(1366, 768)
        window.show()
    settle()
    return (visible_texts(window) + menu_texts(window) + table_texts(window)
            + [text for text, _px in painted_texts(window)])


def without_licences(texts: list[str]) -> list[str]:
    """The About box's texts but the asset licences: legal texts, shown in their original English
    (the box says so in Chinese above them)."""
    from PySide6.QtGui import QTextDocument

    from boardgames_desktop import assets
    from boardgames_desktop.ui.dialogs import versions

    doc = QTextDocument()
    doc.setMarkdown(Path(assets.path("LICENSES.md")).read_text(encoding="utf-8"))
    licences = doc.toPlainText()
    squeeze = functools.partial(re.sub, r"\s+", "")
    inside = squeeze(licences)
    # The versions are the machine's own ("Linux 6.18.44-fc-v857"): data, not words.
    machine = [version for _name, version in versions()]
    out = []
    for text in texts:
        text = text.replace(licences, "")
        for version in machine:
            text = text.replace(version, "")
        if not squeeze(text) or squeeze(text) not in inside:
            out.append(text)
    return out


class Walk:
    """What a walk read, by the place it was read (for a failure that says where)."""

    def __init__(self, game_id: str):
        self.game_id = game_id
        self.found: dict[str, set[str]] = {}

    def read(self, where: str, texts: Iterable[str]) -> None:
        english = english_in(texts, self.game_id)
        if english:
            self.found.setdefault(where, set()).update(english)

    def window(self, where: str, make: Callable[[], QWidget]) -> None:
        window = make()
        try:
            self.read(where, everything_read(window))
        finally:
            close(window)

    def report(self) -> str:
        return "\n".join(f"{where}: {line}" for where, lines in self.found.items() for line in sorted(lines))


@pytest.fixture
def chinese(qapp):
    language.apply_language(qapp, "zh_TW")
    yield
    language.apply_language(qapp, "en")


@pytest.fixture(params=games.ids())
def game_id(request, qapp):
    return request.param


def walk_game(game_id: str) -> Walk:
    from boardgames_desktop.ui.launcher import Launcher
    from boardgames_desktop.ui.print_dialog import PrintDialog
    from boardgames_desktop.ui.review import ReviewWindow

    walk = Walk(game_id)
    walk.window("launcher", lambda: Launcher(initial_game=game_id))
    play = played(game_id)
    view = games.part(game_id, "view")
    for upto in play.moments[:MOMENTS]:
        window = main_window(play.match(upto))
        try:
            if window.curtain_up:
                walk.read(f"curtain after {upto} actions", everything_read(window))
                window.lift_curtain()
            walk.read(f"main window after {upto} actions", everything_read(window))
            for what in view.BoardView.screenshots:
                window.board.prepare_screenshot(what)
                walk.read(f"main window after {upto} actions, {what}", everything_read(window))
        finally:
            close(window)
    window = main_window(play.match(play.moments[min(MOMENTS, len(play.moments)) - 1]))
    try:
        everything_read(window)
        window.toggle_projector(True)
        walk.read("projector", everything_read(window.projector))
        for what in view.ProjectorBoard.screenshots:
            window.projector.board.prepare_screenshot(what)
            walk.read(f"projector, {what}", everything_read(window.projector))
        window._close_projector()
        window.show_rules()
        walk.read("Help > Rules", everything_read(window.rules_dialog))
        window.rules_dialog.close()
        walk.read("Help > Saves and sharing", everything_read(window.show_saves_help()))
        window.show_about()
        walk.read("Help > About", without_licences(everything_read(window.about_dialog)))
        window.about_dialog.close()
        walk.window("Print and Play", lambda: PrintDialog(window, game_id))
    finally:
        close(window)
    end = main_window(play.match())
    try:
        walk.read("end of the game", everything_read(end))
        end.toggle_projector(True)
        walk.read("projector at the end", everything_read(end.projector))
        end._close_projector()
    finally:
        close(end)
    walk.window("review", lambda: ReviewWindow.of_match(play.match()))
    return walk


def test_every_window_of_the_game_reads_in_chinese(game_id, chinese):
    walk = walk_game(game_id)
    assert not walk.found, f"English on {game_id}'s screens in 繁體中文:\n{walk.report()}"


def test_the_file_dialogs_filters_read_in_chinese(chinese):
    from boardgames_desktop.ui import files

    walk = Walk("")
    walk.read("file dialogs", [files.save_filter(), files.open_filter(), files.record_filter()])
    assert not walk.found, walk.report()
