"""In 繁體中文, every window of every game reads in Chinese: no English left over.

For every registered game (``games.ids()``), with the app switched to zh_TW,
the walk opens what a person meets: the launcher with the game chosen (each
of its modes, its most people); for each mode, a bot-played game's main window
at every kind of decision (with each panel its view declares), the hot-seat
curtain, the projector mid-game and at the end, the end of the game and its
review (public and as a seat saw it); Help > Rules, Help > Saves and sharing,
About, Print and Play and the welcome back of an autosave. On each it reads
every word: the texts, tooltips and accessible names of visible widgets
(``seen.visible_texts``), every menu's title and entries, table cells and
headers, and the words the boards paint themselves (the painted runs
``fitcheck.painted_texts`` records). The file dialogs' filters are ours too
and are read as strings.

Any run of two or more Latin letters is English left over, unless it is on
:data:`ALLOWED` (each with its reason), a word a game shows in English on
purpose (Hooky's letters and words, Eselsbrücke's bilingual picture names),
the machine's folder names or versions, or the asset licences (legal texts,
kept as written). The last test shows the walk finds an untranslated message
in a label, a menu and a painted board."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from pathlib import Path

import pytest
from chinese_text import english_runs
from PySide6.QtWidgets import QHeaderView, QMenu, QTableWidget, QWidget

from boardgames_desktop import games
from boardgames_desktop.ui.kit import language

from .fitcheck import painted_texts
from .seen import visible_texts
from .test_fit import NAMES, close, main_window, played, settle

#: Latin words a Chinese screen may show besides those of :mod:`chinese_text` (paper's too).
ALLOWED = frozenset({
    *NAMES,  # the people the test seats: a player's name is the player's own
    "English",  # the language box offers each language in its own words
    # About: the components it names with their versions.
    "Python", "CPython", "PySide", "Qt", "ReportLab", "Pillow", "Linux",
    "json", "bgsave", "bgrecord",  # file name endings in the file dialogs' filters
})


def folders(*more: Path) -> tuple[str, ...]:
    """The person's own folders (the print dialog shows where the PDFs go), named by the system."""
    from PySide6.QtCore import QStandardPaths

    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return tuple(sorted({documents, str(Path.home()), *map(str, more)} - {""}, key=len, reverse=True))


def english_in(texts: Iterable[str], game_id: str | None = None, places: tuple[str, ...] = ()) -> set[str]:
    """The runs of Latin letters in ``texts`` that are not allowed (with their text, cut short);
    ``places``: folders named in the texts (a folder's name is the file system's)."""
    found = set()
    for text in texts:
        for folder in places or folders():
            text = text.replace(folder, "")
        found.update(f"{run!r} in {text[:70]!r}" for run in english_runs(text, game_id, ALLOWED))
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

    def __init__(self, game_id: str, *places: Path):
        self.game_id = game_id
        self.places = folders(*places)
        self.found: dict[str, set[str]] = {}

    def read(self, where: str, texts: Iterable[str]) -> None:
        english = english_in(texts, self.game_id, self.places)
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


def option_sets(game_id: str) -> list[tuple[tuple[str, str], ...]]:
    """Each way to play the game (its modes: a host's screen differs from a shared one)."""
    modes = games.info(game_id).modes
    return [(("mode", mode.key),) for mode in modes] or [()]


def walk_launcher(walk: Walk, game_id: str) -> None:
    from boardgames_desktop.ui.launcher import Launcher

    launcher = Launcher(initial_game=game_id)
    try:
        walk.read("launcher", everything_read(launcher))
        for key, button in launcher.mode_buttons.items():
            button.click()
            walk.read(f"launcher, {key}", everything_read(launcher))
        launcher.player_count.setValue(games.info(game_id).max_people)
        walk.read("launcher, the most people", everything_read(launcher))
    finally:
        close(launcher)


def walk_play(walk: Walk, game_id: str, options: tuple[tuple[str, str], ...]) -> None:
    """The main window at every kind of decision, the curtain, the projector, the end and the review."""
    from boardgames_desktop.ui.review import ReviewWindow

    play = played(game_id, None, options)
    view = games.part(game_id, "view")
    how = f" ({options[0][1]})" if options else ""
    for upto in play.moments:
        window = main_window(play.match(upto))
        try:
            if window.curtain_up:
                walk.read(f"curtain after {upto} actions{how}", everything_read(window))
                window.lift_curtain()
            walk.read(f"main window after {upto} actions{how}", everything_read(window))
            for what in view.BoardView.screenshots:
                window.board.prepare_screenshot(what)
                walk.read(f"main window after {upto} actions{how}, {what}", everything_read(window))
        finally:
            close(window)
    for label, upto in (("mid-game", play.moments[len(play.moments) // 2]), ("end", None)):
        window = main_window(play.match(upto))
        try:
            if window.curtain_up:
                window.lift_curtain()
            walk.read(f"main window at the {label}{how}", everything_read(window))
            window.toggle_projector(True)
            walk.read(f"projector at the {label}{how}", everything_read(window.projector))
            for what in view.ProjectorBoard.screenshots:
                window.projector.board.prepare_screenshot(what)
                walk.read(f"projector at the {label}{how}, {what}", everything_read(window.projector))
        finally:
            window._close_projector()
            close(window)
    walk.window(f"review{how}", lambda: ReviewWindow.of_match(play.match()))
    walk.window(f"review as the first seat sees it{how}", lambda: ReviewWindow.of_match(play.match(), 0))


def walk_dialogs(walk: Walk, game_id: str, tmp_path: Path) -> None:
    """Help > Rules, Saves and sharing, About; Print and Play; the welcome back of an autosave."""
    from boardgames_desktop.ui.dialogs import RecoveryDialog
    from boardgames_desktop.ui.print_dialog import PrintDialog

    play = played(game_id, None, option_sets(game_id)[0])
    window = main_window(play.match(play.moments[1]))
    try:
        everything_read(window)
        window.show_rules()
        walk.read("Help > Rules", everything_read(window.rules_dialog))
        window.rules_dialog.close()
        walk.read("Help > Saves and sharing", everything_read(window.show_saves_help()))
        window.show_about()
        walk.read("Help > About", without_licences(everything_read(window.about_dialog)))
        window.about_dialog.close()
        walk.window("Print and Play", lambda: PrintDialog(window, game_id, out_dir=tmp_path))
    finally:
        close(window)
    autosave = tmp_path / "autosave.bgsave.json"
    autosave.write_text("{}", encoding="utf-8")  # only its time is read: "saved 14 March, 21:05"
    walk.window("welcome back", lambda: RecoveryDialog([(autosave, play.match(play.moments[1]))]))


def walk_game(game_id: str, tmp_path: Path) -> Walk:
    walk = Walk(game_id, tmp_path)
    walk_launcher(walk, game_id)
    for options in option_sets(game_id):
        walk_play(walk, game_id, options)
    walk_dialogs(walk, game_id, tmp_path)
    return walk


def test_every_window_of_the_game_reads_in_chinese(game_id, chinese, tmp_path):
    walk = walk_game(game_id, tmp_path)
    assert not walk.found, f"English on {game_id}'s screens in 繁體中文:\n{walk.report()}"


def test_the_file_dialogs_filters_read_in_chinese(chinese):
    from boardgames_desktop.ui import files

    walk = Walk("")
    walk.read("file dialogs", [files.save_filter(), files.open_filter(), files.record_filter()])
    assert not walk.found, walk.report()


def test_the_walk_finds_english_in_a_label_a_menu_and_a_painted_board(chinese, tmp_path):
    """A message missing from the catalogue shows in English: the walk must see it wherever it is."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QLabel, QMainWindow

    from boardgames_desktop.core.i18n import _

    class Board(QWidget):
        def paintEvent(self, event):
            p = QPainter(self)
            p.drawText(QPointF(10, 40), _("Painted words nobody translated"))
            p.end()

    def make():
        window = QMainWindow()
        window.menuBar().addMenu(_("&Play")).addAction(_("An entry nobody translated"))
        central = QWidget()
        QLabel(_("Players") + " Ada, Ben: 3 EP, A4 PDF", central).setGeometry(0, 0, 400, 30)  # all allowed
        QLabel(_("A label nobody translated"), central).setGeometry(0, 40, 400, 30)
        Board(central).setGeometry(0, 80, 400, 100)
        window.setCentralWidget(central)
        return window

    walk = Walk("held-hands", tmp_path)
    walk.window("made", make)
    found = walk.report()
    assert "'label' in 'A label nobody translated'" in found
    assert "'entry' in 'An entry nobody translated'" in found
    assert "'Painted' in 'Painted words nobody translated'" in found
    assert "Ada" not in found and "EP" not in found and "PDF" not in found and "玩家" not in found
