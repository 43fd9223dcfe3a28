"""Starting a real game the way a person does: the launcher's clicks, then its match.

``launch(qtbot, "tokaido-duo", people=2)`` opens the launcher, clicks the game
in the list, the number of people and the mode, makes every seat a person
(or leaves ``bots`` seats to the bots), types the seed and clicks Start; it
returns the match the app would open (``Shell.match_of``), for the test to
show in a main window with the fixtures it needs (a fake clock, no autosave).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from boardgames_desktop import games
from boardgames_desktop.core.match import Match
from boardgames_desktop.ui.app import Shell, prepare_app
from boardgames_desktop.ui.launcher import HUMAN, Launcher


def click(qtbot, widget, pos=None) -> None:
    if pos is None:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    else:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)


def open_launcher(qtbot) -> Launcher:
    prepare_app(QApplication.instance())
    launcher = Launcher()
    qtbot.addWidget(launcher)
    launcher.show()
    qtbot.waitExposed(launcher)
    return launcher


def pick_game(qtbot, launcher: Launcher, game_id: str) -> None:
    """Click the game's card in the list."""
    item = launcher.game_list.item(games.ids().index(game_id))
    click(qtbot, launcher.game_list.viewport(), launcher.game_list.visualItemRect(item).center())
    assert launcher.game_id == game_id


def launch(qtbot, game_id: str, people: int, *, mode: str | None = None, bots: tuple[int, ...] = (),
           seed: int = 1) -> Match:
    launcher = open_launcher(qtbot)
    pick_game(qtbot, launcher, game_id)
    if mode is not None:
        click(qtbot, launcher.mode_buttons[mode])
    click(qtbot, launcher.player_count.buttons[people])
    for seat in range(len(launcher.seating())):
        box = launcher.seat_widgets[seat].kind
        if seat in bots:
            continue
        box.setCurrentIndex(box.findData(HUMAN))
    launcher.seed_edit.setText(str(seed))
    with qtbot.waitSignal(launcher.start_requested) as blocker:
        click(qtbot, launcher.start_button)
    return Shell.match_of(blocker.args[0])
