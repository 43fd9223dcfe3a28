"""Every control of every window has a name a screen reader can say: the launcher
with each game, the main window with each game (its board described from the view),
the projector, the end panel, and the dialogs the menus open. A planted unnamed
control proves the walk finds one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit, QListWidget, QPushButton, QVBoxLayout, QWidget

from boardgames_desktop import games
from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.match import Match

from .accessnames import unnamed
from .conftest import settle

REAL = ["held-hands", "inner-compass", "hooky", "tokaido-duo", "eselsbruecke"]


def test_the_walk_finds_an_unnamed_control(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    named = QLineEdit()
    named.setAccessibleName("Seed")
    layout.addWidget(named)
    layout.addWidget(QPushButton("Start"))
    assert unnamed(window) == []
    layout.addWidget(QLineEdit())  # the planted defect: a field no one named
    digits = QPushButton("2")  # and a button whose name is a number only
    layout.addWidget(digits)
    found = unnamed(window)
    assert len(found) == 2 and found[0].startswith("QLineEdit") and "'2'" in found[1]


def test_the_launcher_names_every_control_for_every_game(qtbot):
    from boardgames_desktop.ui.launcher import Launcher

    launcher = Launcher()
    qtbot.addWidget(launcher)
    launcher.show()
    qtbot.waitExposed(launcher)
    problems = []
    for row, game_id in enumerate(launcher.game_ids):
        launcher.game_list.setCurrentRow(row)
        problems += [f"{game_id}: {p}" for p in unnamed(launcher)]
        # Every control of the launcher says what it does under the mouse too.
        for widget in launcher.findChildren(QWidget):
            if widget.isVisibleTo(launcher) and isinstance(widget, (QPushButton, QLineEdit, QComboBox, QListWidget)) \
                    and not widget.toolTip():
                problems.append(f"{game_id}: {type(widget).__name__} {widget.objectName()!r} has no tooltip")
    assert problems == []


def _match(game_id: str) -> Match:
    game = games.get_game(game_id)
    assert game is not None
    info = game.info
    people = max(2, info.min_people)
    return Match(game, [SeatSpec.single(f"P{i + 1}") for i in range(people)], 3, {})


@pytest.mark.parametrize("game_id", REAL)
def test_the_main_window_and_projector_name_every_control(qtbot, make_window, game_id):
    match = _match(game_id)
    window = make_window(match, autosave=False)
    settle(qtbot, window)
    if window.curtain_up:
        assert unnamed(window) == []
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
        settle(qtbot, window, lambda: not window.curtain_up)
    assert unnamed(window) == []
    board = window.board
    if game_id == "hooky":  # its second page: the worksheet
        board.show_page("sheet")
        assert unnamed(window) == []
    described = [w for w in [board, *board.findChildren(QWidget)] if w.accessibleDescription()]
    assert described, "the board says what is on it"
    window.toggle_projector(True)
    qtbot.waitExposed(window.projector)
    assert unnamed(window.projector) == []
    projected = window.projector.board
    assert projected.accessibleName() and projected.accessibleDescription()  # the public sentences
    window.toggle_projector(False)


def test_the_dialogs_and_the_end_panel_name_every_control(qtbot, make_window):
    from boardgames_desktop.ui.endscreen import EndPanel, EndSummary

    window = make_window(_match("held-hands"), autosave=False)
    for open_dialog, name in ((window.show_rules, "rules_dialog"), (window.show_about, "about_dialog"),
                              (window.show_saves_help, "saves_help_dialog"), (window.show_keys, "keys_dialog")):
        open_dialog()
        dialog = getattr(window, name)
        assert dialog.isVisible()
        assert unnamed(dialog) == []
        dialog.close()
    panel = EndPanel(buttons=True)
    qtbot.addWidget(panel)
    panel.show_outcome(EndSummary("Ada wins.", "", ((0, "Ada", 3, True), (1, "Ben", 1, False))))
    panel.show()
    assert unnamed(panel) == []


@pytest.mark.parametrize("game_id", ["tokaido-duo", "held-hands"])
def test_the_end_of_a_game_and_its_review_name_every_control(qtbot, make_window, game_id):
    from boardgames_desktop.ui.screenshot import END_MOVES, build_match

    match = build_match(game_id, 5, END_MOVES)
    assert match.finished
    window = make_window(match, autosave=False)
    settle(qtbot, window)
    assert window.header.findChildren(QPushButton), "the end panel's buttons show"
    assert unnamed(window) == []
    review = window.open_review(match)
    qtbot.addWidget(review)
    qtbot.waitExposed(review)
    assert unnamed(review) == []


def test_the_print_dialog_names_every_control(qtbot, make_window):
    from boardgames_desktop.ui.print_dialog import PrintDialog

    window = make_window(_match("hooky"), autosave=False)
    dialog = PrintDialog(window, "hooky")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert unnamed(dialog) == []
