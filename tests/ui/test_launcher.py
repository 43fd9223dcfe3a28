"""The launcher: people, seats and teams, who plays each seat, lazy bots, a layout
that holds twelve people on a laptop screen; and the start-up flow around it."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QComboBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

from boardgames_desktop import games, theme
from boardgames_desktop.core.saves import Autosaver, autosave_dir
from boardgames_desktop.ui.app import Shell, prepare_app
from boardgames_desktop.ui.kit.marks import seat_style
from boardgames_desktop.ui.launcher import DEFAULT_BOT, DEFAULT_NAMES, HUMAN, Launcher, NewGame

from . import toy_registry
from .conftest import settle
from .toy_registry import CROWD, DUO, LONELY, TEAMS

SCREENS = [(1280, 720), (1366, 768), (1920, 1080)]


@pytest.fixture
def toys(monkeypatch):
    """Register toy games (GameInfo only) for one test; counts loads of bot kinds."""
    loads: list[str] = []
    real_bots = games.bots

    def counting_bots(game_id):
        loads.append(game_id)
        return real_bots(game_id)

    monkeypatch.setattr(games, "bots", counting_bots)

    def register(*infos, **kwargs):
        toy_registry.register(monkeypatch, *infos, **kwargs)
        return loads

    yield register
    toy_registry.forget()


def open_launcher(qtbot, game_id: str | None = None, size: tuple[int, int] | None = None) -> Launcher:
    from PySide6.QtWidgets import QApplication

    prepare_app(QApplication.instance())
    launcher = Launcher(initial_game=game_id)
    qtbot.addWidget(launcher)
    if size:
        launcher.resize(*size)
    launcher.show()
    qtbot.waitExposed(launcher)
    return launcher


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def start(qtbot, launcher: Launcher) -> NewGame:
    with qtbot.waitSignal(launcher.start_requested) as blocker:
        click(qtbot, launcher.start_button)
    choice = blocker.args[0]
    assert choice == launcher.choice
    return choice


def visible_rows(launcher: Launcher) -> list[int]:
    return [sw.seat for sw in launcher.seat_widgets if sw.kind.isVisible()]


# -- people, seats and teams -------------------------------------------------------------------
def test_twelve_people_sit_as_six_teams_each_with_its_own_colour_and_mark(qtbot, toys):
    toys(TEAMS)
    launcher = open_launcher(qtbot, TEAMS.id)
    assert launcher.title_label.text() == "Toy teams"
    assert launcher.player_count.value() == 3 and visible_rows(launcher) == [0, 1, 2]
    assert not launcher.seating_label.isHidden()  # says teams form above six

    click(qtbot, launcher.player_count.buttons[12])
    assert visible_rows(launcher) == [0, 1, 2, 3, 4, 5]
    assert launcher.seat_names() == [
        "Ada & Ben", "Cleo & Dev", "Eli & Fay", "Gus & Hana", "Ivo & Jun", "Kai & Lea",
    ]
    assert "6 teams of two" in launcher.seating_label.text()
    styles = {(seat_style(sw.seat)["colour"], seat_style(sw.seat)["mark"]) for sw in launcher.seat_widgets}
    assert len(styles) == 6 and all(sw.mark.isVisible() for sw in launcher.seat_widgets)
    assert [sw.mark.seat for sw in launcher.seat_widgets] == list(range(6))
    assert all(sw.amp.isVisible() for sw in launcher.seat_widgets)

    # A team's two names sit side by side in its row, with "&" between them.
    first = launcher.seat_widgets[0]
    ada, ben = launcher.people_edits[0], launcher.people_edits[1]
    amp = first.amp.geometry()
    assert ada.geometry().right() < amp.left() < amp.right() < ben.geometry().left()
    assert abs(ada.geometry().center().y() - ben.geometry().center().y()) <= 1

    ben.clear()
    qtbot.keyClicks(ben, "Bea")
    for sw in launcher.seat_widgets:
        sw.kind.fill([(HUMAN, "Human")], HUMAN)
    choice = start(qtbot, launcher)
    assert choice.game_id == TEAMS.id and len(choice.seats) == 6
    assert [s.name for s in choice.seats][:2] == ["Ada & Bea", "Cleo & Dev"]
    assert all(len(s.people) == 2 and s.kind == HUMAN for s in choice.seats)
    assert choice.options == {"rounds": 1}
    match = choice.match()  # what the shell does with it
    assert match.state == (6, choice.seed, 1) and match.names[0] == "Ada & Bea"


def test_an_odd_number_above_six_leaves_one_person_alone(qtbot, toys):
    toys(TEAMS)
    launcher = open_launcher(qtbot, TEAMS.id)
    click(qtbot, launcher.player_count.buttons[7])
    assert launcher.seat_names() == ["Ada & Ben", "Cleo & Dev", "Eli & Fay", "Gus"]
    assert "3 teams of two and one player alone" in launcher.seating_label.text()
    assert not launcher.seat_widgets[3].amp.isVisible()
    # Back to six: everyone alone again, the names kept.
    launcher.people_edits[6].setText("Gwen")
    click(qtbot, launcher.player_count.buttons[6])
    assert launcher.seat_names() == ["Ada", "Ben", "Cleo", "Dev", "Eli", "Fay"]
    click(qtbot, launcher.player_count.buttons[7])
    assert launcher.seat_names()[-1] == "Gwen"


def test_twelve_seats_of_one_each_take_twelve_colours(qtbot, toys):
    toys(CROWD)
    launcher = open_launcher(qtbot, CROWD.id)
    click(qtbot, launcher.player_count.buttons[12])
    assert visible_rows(launcher) == list(range(12))
    assert launcher.seat_names() == list(DEFAULT_NAMES)
    assert len({(seat_style(s)["colour"], seat_style(s)["mark"]) for s in range(12)}) == 12


def test_empty_names_fall_back_to_the_offered_ones(qtbot, toys):
    toys(CROWD)
    launcher = open_launcher(qtbot, CROWD.id)
    launcher.people_edits[1].setText("   ")
    assert launcher.seat_names() == ["Ada", "Ben"]


# -- layout: nothing overlaps, nothing is clipped ----------------------------------------------------
LEAVES = (QLineEdit, QComboBox, QPushButton, QLabel)


def _leaves(root: QWidget) -> list[QWidget]:
    out = []
    for w in root.findChildren(QWidget):
        if not w.isVisibleTo(root) or not isinstance(w, LEAVES):
            continue
        if isinstance(w.parentWidget(), QComboBox) or w.objectName().startswith("qt_"):
            continue
        out.append(w)
    return out


def _scroll_area_of(w: QWidget) -> QAbstractScrollArea | None:
    p = w.parentWidget()
    while p is not None:
        if isinstance(p, QAbstractScrollArea):
            return p
        p = p.parentWidget()
    return None


def text_fits(button: QPushButton) -> bool:
    """The button's text fits its contents box, in bold too if it is checkable
    (a checked segment is drawn bold)."""
    option = QStyleOptionButton()
    button.initStyleOption(option)
    room = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button).width()
    font = QFont(button.font())
    font.setBold(button.isCheckable() or font.bold())
    return QFontMetrics(font).horizontalAdvance(button.text()) <= room


def name(w: QWidget) -> str:
    text = f" {w.text()!r}" if isinstance(w, (QLabel, QPushButton, QLineEdit)) else ""
    return (w.objectName() or type(w).__name__) + text


def assert_laid_out(launcher: Launcher) -> None:
    """No leaf widget is squeezed below its minimum height, overlaps another, or
    reaches outside the window (or outside the scrolled content it lives in)."""
    window = QRect(QPoint(0, 0), launcher.size())
    problems = []
    leaves = _leaves(launcher)
    boxes = {}
    for w in leaves:
        area = _scroll_area_of(w)
        if area is not None and area is not launcher.game_list:
            holder = area.widget()  # type: ignore[attr-defined]
            rect = QRect(w.mapTo(holder, QPoint(0, 0)), w.size())
            if not QRect(QPoint(0, 0), holder.size()).contains(rect):
                problems.append(f"{name(w)} leaves its scrolled content")
            boxes[w] = ("scrolled", rect)
        elif area is launcher.game_list:
            continue  # list items scroll with the list
        else:
            rect = QRect(w.mapTo(launcher, QPoint(0, 0)), w.size())
            if not window.contains(rect):
                problems.append(f"{name(w)} is clipped by the window: {rect} outside {window}")
            boxes[w] = ("window", rect)
        if isinstance(w, QPushButton) and not text_fits(w):
            problems.append(f"{name(w)}: {w.text()!r} does not fit")
        wraps = isinstance(w, QLabel) and w.wordWrap()
        need = w.heightForWidth(w.width()) if wraps else w.minimumSizeHint().height()
        if w.height() < need - 1:
            problems.append(f"{name(w)} squeezed to {w.height()} px (needs {need})")
    items = list(boxes.items())
    for i, (a, (space_a, ra)) in enumerate(items):
        for b, (space_b, rb) in items[i + 1:]:
            if space_a == space_b and ra.intersects(rb):
                problems.append(f"{name(a)} overlaps {name(b)}")
    assert problems == []


@pytest.mark.parametrize("size", SCREENS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", [TEAMS, CROWD, DUO], ids=lambda g: g.id)
def test_twelve_people_fit_a_laptop_screen_without_overlap(qtbot, toys, size, game):
    toys(TEAMS, CROWD, DUO)
    launcher = open_launcher(qtbot, game.id, size)
    assert launcher.minimumSizeHint().width() <= size[0] and launcher.minimumSizeHint().height() <= size[1]
    click(qtbot, launcher.player_count.buttons[game.max_people])
    qtbot.wait(10)
    assert launcher.size().toTuple() == size
    assert_laid_out(launcher)
    # The last seat can be scrolled into view, whole.
    last = launcher.seat_widgets[len(launcher.seating()) - 1]
    launcher.seat_area.ensureWidgetVisible(last.kind)
    qtbot.wait(10)
    viewport = launcher.seat_area.viewport()
    for w in (last.mark, last.kind):
        top_left = w.mapTo(viewport, QPoint(0, 0))
        assert QRect(QPoint(0, 0), viewport.size()).contains(QRect(top_left, w.size()))


def test_the_layout_check_sees_overlap_and_clipped_text(qtbot, toys):
    toys(CROWD, DUO)
    launcher = open_launcher(qtbot, CROWD.id, (1280, 720))
    launcher.cancel_button.move(launcher.start_button.pos())  # force two buttons onto one place
    with pytest.raises(AssertionError, match="overlaps"):
        assert_laid_out(launcher)
    launcher.select_game(DUO.id)
    button = launcher.mode_buttons["app"]
    assert text_fits(button)
    button.setStyleSheet("")  # as before the fix: room for the text in regular weight only
    button.setFixedWidth(button.sizeHint().width())
    assert not text_fits(button)


# -- bots load when they are needed -----------------------------------------------------------
def test_opening_the_launcher_loads_no_bots_until_a_seat_list_opens(qtbot, toys):
    loads = toys(TEAMS)
    launcher = open_launcher(qtbot, TEAMS.id)
    assert loads == []
    kind = launcher.seat_widgets[1].kind
    # The levels' names are known before the bots load.
    assert [kind.itemText(i) for i in range(kind.count())] == ["Human", "Normal"]
    assert kind.key() == DEFAULT_BOT and launcher.seat_widgets[0].kind.key() == HUMAN

    kind.showPopup()
    assert loads == [TEAMS.id]
    assert [kind.itemText(i) for i in range(kind.count())] == ["Human", "Bot (steady)", "Bot (quick)"]
    assert kind.key() == "bot:steady"
    kind.hidePopup()
    kind.setCurrentIndex(kind.findData("bot:quick"))
    choice = start(qtbot, launcher)
    assert [s.kind for s in choice.seats] == ["human", "bot:quick", "bot:steady"]
    assert loads == [TEAMS.id]  # once


def test_start_loads_the_bots_a_seat_needs(qtbot, toys):
    loads = toys(TEAMS)
    launcher = open_launcher(qtbot, TEAMS.id)
    choice = start(qtbot, launcher)
    assert loads == [TEAMS.id]
    assert [s.kind for s in choice.seats] == ["human", "bot:steady", "bot:steady"]


def test_all_human_seats_start_without_loading_bots(qtbot, toys):
    loads = toys(TEAMS)
    launcher = open_launcher(qtbot, TEAMS.id)
    for sw in launcher.seat_widgets:
        sw.kind.setCurrentIndex(sw.kind.findData(HUMAN))
    start(qtbot, launcher)
    assert loads == []


def test_picking_a_game_loads_its_bots(qtbot, toys):
    loads = toys(TEAMS, DUO)
    launcher = open_launcher(qtbot, TEAMS.id)
    item = launcher.game_list.item(1)
    qtbot.mouseClick(launcher.game_list.viewport(), Qt.MouseButton.LeftButton,
                     pos=launcher.game_list.visualItemRect(item).center())
    assert launcher.game_id == DUO.id and loads == [DUO.id]
    assert launcher.seat_widgets[1].kind.currentText() == "Bot (steady)"


def test_a_game_without_bots_says_so_and_seats_people(qtbot, toys):
    toys(LONELY)
    launcher = open_launcher(qtbot, LONELY.id)
    click(qtbot, launcher.start_button)
    assert launcher.choice is None and "has no bots" in launcher.error_label.text()
    assert [sw.kind.key() for sw in launcher.seat_widgets] == [HUMAN] * 4
    choice = start(qtbot, launcher)
    assert [s.kind for s in choice.seats] == [HUMAN, HUMAN]


def test_a_broken_bots_module_fails_loudly(qtbot, toys):
    toys(TEAMS, bots_path="boardgames_desktop.games._no_such_module:BOTS")
    launcher = open_launcher(qtbot, TEAMS.id)
    with pytest.raises(ModuleNotFoundError):
        launcher.load_kinds()


# -- modes, options, remembering ----------------------------------------------------------------
def test_modes_are_chosen_with_their_descriptions(qtbot, toys):
    toys(DUO)
    launcher = open_launcher(qtbot, DUO.id)
    assert set(launcher.mode_buttons) == {"app", "companion"} and "mode" not in launcher.option_boxes
    assert launcher.mode_description.text() == "The app deals and keeps score."
    click(qtbot, launcher.mode_buttons["companion"])
    assert "printed game" in launcher.mode_description.text()
    box = launcher.option_boxes["speed"]
    box.setCurrentIndex(box.findData("brisk"))
    assert start(qtbot, launcher).options == {"mode": "companion", "speed": "brisk"}


def test_choices_are_remembered_without_loading_bots(qtbot, toys):
    loads = toys(TEAMS)
    launcher = open_launcher(qtbot, TEAMS.id)
    click(qtbot, launcher.player_count.buttons[8])
    launcher.people_edits[2].setText("Zed")
    kind = launcher.seat_widgets[3].kind
    kind.showPopup()
    kind.hidePopup()
    kind.setCurrentIndex(kind.findData("bot:quick"))
    box = launcher.option_boxes["rounds"]
    box.setCurrentIndex(box.findData(3))
    first = start(qtbot, launcher)
    assert [s.name for s in first.seats] == ["Ada & Ben", "Zed & Dev", "Eli & Fay", "Gus & Hana"]

    loads.clear()
    again = open_launcher(qtbot)  # the last game is chosen again
    assert again.game_id == TEAMS.id and loads == []
    assert again.player_count.value() == 8 and again.seat_names() == ["Ada & Ben", "Zed & Dev", "Eli & Fay",
                                                                      "Gus & Hana"]
    assert again.seat_widgets[3].kind.currentText() == "Bot (quick)"  # its remembered label
    assert again.option_boxes["rounds"].currentData() == 3
    assert start(qtbot, again).seats == first.seats


def test_launcher_seed_is_random_by_default(qtbot, toys):
    toys(CROWD)
    seeds = {open_launcher(qtbot, CROWD.id).seed() for _ in range(3)}
    assert len(seeds) > 1


def test_typed_seed_is_used(qtbot, toys):
    toys(CROWD)
    launcher = open_launcher(qtbot, CROWD.id)
    launcher.seed_edit.clear()
    qtbot.keyClicks(launcher.seed_edit, "12345")
    assert start(qtbot, launcher).seed == 12345


# -- start-up imports no game ----------------------------------------------------------------------
START_UP = textwrap.dedent("""
    import json, sys
    from boardgames_desktop.ui.app import Shell, create_app
    from PySide6.QtTest import QTest
    app = create_app([])
    shell = Shell()
    shell.start()
    QTest.qWaitForWindowExposed(shell.launcher)
    for _ in range(20):
        app.processEvents()
    parts = sorted(m for m in sys.modules if m.startswith("boardgames_desktop.games.") and m.count(".") > 2)
    shell_modules = sorted(m for m in sys.modules
                           if m.startswith(("boardgames_desktop.ui.", "boardgames_desktop.core.")))
    import PySide6.QtCore, PySide6.QtWidgets
    # PySide builds a class's Python enums the first time the class is used: the Qt
    # namespace's 93 enums, or QStyle's, cost tens of milliseconds of a start-up.
    built = sorted(name for name, module in (("Qt", PySide6.QtCore), ("QStyle", PySide6.QtWidgets))
                   if name in vars(module))
    print(json.dumps({"games": list(shell.launcher.game_ids), "parts": parts, "modules": shell_modules,
                      "built": built}))
""")


def test_start_up_imports_no_rules_bots_or_views(isolated_user_data):
    result = subprocess.run([sys.executable, "-c", START_UP], capture_output=True, text=True, timeout=120,
                            cwd=str(Path(__file__).resolve().parents[2]))
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["games"] == games.ids()
    assert report["parts"] == [], "start-up imported parts of games"
    # The main window, its dialogs and the save machinery wait until they are needed.
    for module in ("ui.mainwindow", "ui.dialogs", "core.saves", "core.match", "ui.print_dialog"):
        assert f"boardgames_desktop.{module}" not in report["modules"], module
    assert report["built"] == [], "start-up built Qt enums it does not need (see ui/kit/marks.py)"


def test_the_palette_holds_every_seat_the_launcher_can_make():
    assert len(theme.SEATS) >= 12


# -- the start-up flow: resume an autosave or start a new game -----------------------------------
def test_start_up_offers_to_resume_an_unfinished_match(qtbot, make_match):
    match = make_match("human", "bot:eager")
    saver = Autosaver(match)
    match.play(0, match.legal_actions(0)[0])  # a stake
    saver.detach()  # as if the app had stopped here

    shell = Shell()
    shell.start()
    dialog = shell.recovery
    assert dialog is not None
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    assert [b.text() for b in dialog.resume_buttons] == ["Resume"]
    assert [b.accessibleName() for b in dialog.resume_buttons] == ["Resume Toy cards (move 2, Ada, Ben)"]
    qtbot.mouseClick(dialog.resume_buttons[0], Qt.MouseButton.LeftButton)
    window = shell.window
    assert window is not None
    qtbot.addWidget(window)
    settle(qtbot, window)
    assert window.match.view(None)["staked"] and len(window.match.active_entries()) == 1


def test_start_up_without_autosave_shows_the_launcher(qtbot, fake):
    shell = Shell()
    shell.start()
    assert shell.recovery is None and shell.launcher is not None
    qtbot.addWidget(shell.launcher)
    assert not autosave_dir().exists() or not list(autosave_dir().iterdir())


def test_start_up_new_game_instead_of_resuming(qtbot, make_match):
    match = make_match("human", "bot:eager")
    Autosaver(match)
    match.play(0, match.legal_actions(0)[0])
    shell = Shell()
    shell.start()
    qtbot.addWidget(shell.recovery)
    qtbot.mouseClick(shell.recovery.new_button, Qt.MouseButton.LeftButton)
    assert shell.launcher is not None and shell.launcher.isVisible()
    qtbot.addWidget(shell.launcher)


def _unfinished(make_match, count: int) -> list:
    """``count`` unfinished matches autosaved side by side, as after a few abandoned evenings."""
    savers = []
    for i in range(count):
        match = make_match("human", "bot:eager", seed=100 + i)
        saver = Autosaver(match, autosave_dir() / f"evening-{i}.bgsave.json")
        for _ in range(i + 1):
            match.play(0, match.legal_actions(0)[-1])  # a note: match i stands at move i + 2
        saver.detach()
        savers.append(saver)
    return savers


def _start_shell(qtbot) -> Shell:
    shell = Shell()
    shell.start()
    assert shell.recovery is not None
    qtbot.addWidget(shell.recovery)
    qtbot.waitExposed(shell.recovery)
    return shell


def _confirm_box(qtbot, dialog) -> QMessageBox:
    qtbot.waitUntil(lambda: dialog.confirm is not None and dialog.confirm.isVisible())
    return dialog.confirm


def test_discard_asks_first_and_removes_only_that_match(qtbot, make_match):
    savers = _unfinished(make_match, 3)
    shell = _start_shell(qtbot)
    dialog = shell.recovery
    row = next(r for r in dialog.rows if r.path == savers[1].path)
    qtbot.mouseClick(row.discard_button, Qt.MouseButton.LeftButton)
    box = _confirm_box(qtbot, dialog)
    qtbot.mouseClick(box.findChild(type(row.discard_button), "keepMatch"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.confirm is None)
    assert all(s.path.exists() for s in savers) and len(dialog.rows) == 3

    others = {s.path: s.path.read_bytes() for s in savers if s is not savers[1]}
    qtbot.mouseClick(row.discard_button, Qt.MouseButton.LeftButton)
    box = _confirm_box(qtbot, dialog)
    with qtbot.waitSignal(dialog.discarded) as blocker:
        qtbot.mouseClick(box.findChild(type(row.discard_button), "confirmDiscard"), Qt.MouseButton.LeftButton)
    assert blocker.args == [savers[1].path]
    assert not savers[1].path.exists()
    assert {p: p.read_bytes() for p in others} == others
    assert dialog.isVisible() and shell.launcher is None


def test_escape_in_the_confirmation_keeps_the_match(qtbot, make_match):
    savers = _unfinished(make_match, 1)
    shell = _start_shell(qtbot)
    dialog = shell.recovery
    qtbot.mouseClick(dialog.rows[0].discard_button, Qt.MouseButton.LeftButton)
    box = _confirm_box(qtbot, dialog)
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: dialog.confirm is None)
    assert savers[0].path.exists() and len(dialog.rows) == 1 and dialog.isVisible()


def test_discarding_the_last_match_goes_on_to_a_new_game(qtbot, make_match):
    savers = _unfinished(make_match, 1)
    shell = _start_shell(qtbot)
    dialog = shell.recovery
    qtbot.mouseClick(dialog.discard_buttons[0], Qt.MouseButton.LeftButton)
    box = _confirm_box(qtbot, dialog)
    confirm = box.findChild(type(dialog.discard_buttons[0]), "confirmDiscard")
    qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: shell.launcher is not None)
    qtbot.addWidget(shell.launcher)
    assert shell.launcher.isVisible() and not dialog.isVisible()
    assert not savers[0].path.exists()


def test_start_a_new_game_keeps_every_unfinished_match(qtbot, make_match):
    savers = _unfinished(make_match, 2)
    before = {s.path: s.path.read_bytes() for s in savers}
    shell = _start_shell(qtbot)
    qtbot.mouseClick(shell.recovery.new_button, Qt.MouseButton.LeftButton)
    launcher = shell.launcher
    qtbot.addWidget(launcher)
    qtbot.waitExposed(launcher)
    launcher.select_game(make_match().game.id)
    launcher.seed_edit.setText("5")
    qtbot.mouseClick(launcher.start_button, Qt.MouseButton.LeftButton)
    window = shell.window
    qtbot.addWidget(window)
    settle(qtbot, window)
    if window.curtain_up:
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
        settle(qtbot, window)
    # A person plays once the board takes their input (a bot may be first to move).
    settle(qtbot, window, lambda: window.board.current is not None and window.board.current.interactive,
           timeout=10000)
    played = len(window.match.entries)
    card = next(b for b in window.board.hand_buttons if b.isEnabled())
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: len(window.match.entries) > played, timeout=10000)
    assert {p: p.read_bytes() for p in before} == before
    assert window.autosaver.path not in before and window.autosaver.path.exists()
    window.close()


def test_settings_stay_in_the_test_folder(isolated_user_data):
    from PySide6.QtCore import QSettings

    from boardgames_desktop.ui import settings as app_settings

    app_settings.set_value("probe/value", 1)
    assert app_settings.settings().fileName() == str(isolated_user_data / "settings.ini")
    plain = QSettings("boardgames-desktop", "boardgames-desktop")
    assert plain.fileName().startswith(str(isolated_user_data))


def test_tab_goes_through_each_seat_row_in_turn(qtbot, toys):
    toys(TEAMS)
    launcher = open_launcher(qtbot, TEAMS.id)
    click(qtbot, launcher.player_count.buttons[8])
    seat = launcher.seat_widgets
    ada, ben, cleo = launcher.people_edits[:3]
    assert ada.nextInFocusChain() is ben
    assert ben.nextInFocusChain() is seat[0].kind
    assert seat[0].kind.nextInFocusChain() is cleo


def test_a_host_mode_seats_people_and_keeps_a_seat_chosen_by_hand(qtbot):
    """At a game night the seats are people: in a host mode (``Mode(host=True)``) every
    seat reads Human; back at one screen the seats nobody chose go back to the bots,
    and a seat the person chose stays as chosen through the changes."""
    launcher = open_launcher(qtbot, "eselsbruecke")
    click(qtbot, launcher.mode_buttons["digital"])
    click(qtbot, launcher.player_count.buttons[4])
    seats = [launcher.seat_widgets[seat].kind for seat in range(4)]
    assert [box.key() == HUMAN for box in seats] == [True, False, False, False]
    click(qtbot, launcher.mode_buttons["host"])
    assert [box.currentText() for box in seats] == ["Human"] * 4
    # The person makes seat 3 a bot, by keyboard, in the host mode; seat 2 stays untouched.
    launcher.activateWindow()
    qtbot.waitUntil(launcher.isActiveWindow, timeout=2000)
    seats[2].setFocus()  # focusing the list loads the game's bots into it
    qtbot.waitUntil(seats[2].hasFocus, timeout=2000)
    qtbot.keyClick(seats[2], Qt.Key.Key_Down)
    chosen = seats[2].key()
    assert chosen != HUMAN
    click(qtbot, launcher.mode_buttons["digital"])
    assert [box.key() == HUMAN for box in seats] == [True, False, False, False] and seats[2].key() == chosen
    click(qtbot, launcher.mode_buttons["host"])
    assert [box.key() == HUMAN for box in seats] == [True, True, False, True] and seats[2].key() == chosen
    choice = start(qtbot, launcher)
    assert choice.options["mode"] == "host"
    assert [s.kind == HUMAN for s in choice.seats] == [True, True, False, True]


# -- the three levels, alike in every game ------------------------------------------------------------
LEVEL_WORDS = [
    ("Human", "A person at this screen plays this seat."),
    ("Easy", "Plays like a beginner: legal, plausible and beatable."),
    ("Normal", "A fair opponent: thinks up to half a second a move."),
    ("Hard", "Plays its best: thinks up to two seconds a move."),
]


def kind_words(box) -> list[tuple[str, str]]:
    return [(box.itemText(i), box.description(i)) for i in range(box.count())]


def test_a_seat_offers_human_and_the_three_levels_never_a_reference_bot(qtbot, toys):
    toys(TEAMS, bots_path="toy.ai:BOTS")  # toy cards' bots: three levels and two reference kinds
    launcher = open_launcher(qtbot, TEAMS.id)
    box = launcher.seat_widgets[1].kind
    box.showPopup()
    assert kind_words(box) == LEVEL_WORDS
    # Each line is the item's tooltip too, and the open list draws it under the name.
    assert [box.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(box.count())] == [d for _n, d in LEVEL_WORDS]
    view = box.view()
    one_line = QFontMetrics(view.font()).height()
    assert view.sizeHintForRow(2) > 1.6 * one_line  # two lines: the name and its description
    box.hidePopup()
    assert box.key() == "bot:normal"  # a new bot seat is Normal
    assert box.toolTip() == LEVEL_WORDS[2][1]  # the closed list says the chosen level's line
    box.setCurrentIndex(3)
    assert box.toolTip() == LEVEL_WORDS[3][1]
    box.setCurrentIndex(2)
    choice = start(qtbot, launcher)
    assert [s.kind for s in choice.seats] == ["human", "bot:normal", "bot:normal"]


def test_a_remembered_reference_bot_becomes_normal(qtbot, toys):
    from boardgames_desktop.ui import settings as app_settings

    toys(TEAMS, bots_path="toy.ai:BOTS")
    app_settings.set_json(f"launcher/{TEAMS.id}", {"people": 3, "kinds": [
        {"key": "human", "label": "Human"}, {"key": "bot:eager", "label": "Eager bot"},
        {"key": "bot:hard", "label": "Hard"}]})
    launcher = open_launcher(qtbot, TEAMS.id)
    assert launcher.seat_widgets[1].kind.currentText() == "Eager bot"  # remembered, not loaded yet
    choice = start(qtbot, launcher)
    assert [s.kind for s in choice.seats] == ["human", "bot:normal", "bot:hard"]


@pytest.mark.parametrize("game_id", games.ids())
def test_every_game_offers_the_same_words_once_its_levels_land(qtbot, game_id):
    """Every real game: Human and its levels in the same words; a game whose bots have no
    levels yet lists every kind it has (and a new bot seat gets its first)."""
    launcher = open_launcher(qtbot, game_id)
    box = launcher.seat_widgets[1].kind
    box.showPopup()  # loads the game's bots
    box.hidePopup()
    kinds = games.bots(game_id)
    people = launcher._default_kind(1) == HUMAN  # a host mode: the seats are people
    if any(k.level is not None for k in kinds):
        assert kind_words(box) == LEVEL_WORDS
        assert box.key() == (HUMAN if people else "bot:normal")
    else:
        assert [box.itemText(i) for i in range(box.count())] == ["Human", *(k.label for k in kinds)]
        assert box.key() == (HUMAN if people else kinds[0].key)
