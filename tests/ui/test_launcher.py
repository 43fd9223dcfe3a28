"""The launcher and the start-up flow: choose seats and start; resume an autosave."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from boardgames_desktop.core.saves import Autosaver, autosave_dir
from boardgames_desktop.ui.app import Shell
from boardgames_desktop.ui.launcher import Launcher

from .conftest import settle


def _open_launcher(qtbot, fake) -> Launcher:
    launcher = Launcher(initial_game=fake.GAME_ID)
    qtbot.addWidget(launcher)
    launcher.show()
    qtbot.waitExposed(launcher)
    return launcher


def _choose_kind(qtbot, combo, label: str) -> None:
    combo.setCurrentIndex(combo.findText(label))


def test_launcher_starts_a_game_with_the_chosen_seats(qtbot, fake):
    launcher = _open_launcher(qtbot, fake)
    assert fake.GAME_ID in [g.id for g in launcher.games]
    assert launcher.title_label.text() == "Counting race"
    assert "counter" in launcher.description_label.text()
    assert launcher.player_count.value() == 2
    assert [r.name.isVisible() for r in launcher.seat_rows] == [True, True, False]

    qtbot.mouseClick(launcher.player_count.buttons[3], Qt.MouseButton.LeftButton)
    assert [r.name.isVisible() for r in launcher.seat_rows] == [True, True, True]
    row = launcher.seat_rows[2]
    row.name.clear()
    qtbot.keyClicks(row.name, "Zed")
    _choose_kind(qtbot, row.kind, "Counting bot")
    _choose_kind(qtbot, launcher.seat_rows[1].kind, "Human")
    box = launcher.option_boxes["target"]
    box.setCurrentIndex(box.findText("Twenty"))
    launcher.seed_edit.clear()
    qtbot.keyClicks(launcher.seed_edit, "12345")

    with qtbot.waitSignal(launcher.start_requested) as blocker:
        qtbot.mouseClick(launcher.start_button, Qt.MouseButton.LeftButton)
    match = blocker.args[0]
    assert [(p.name, p.kind) for p in match.players] == [
        ("Ada", "human"), ("Ben", "human"), ("Zed", "bot:counter")
    ]
    assert match.seed == 12345 and match.options == {"target": 20}

    # The choices are remembered for next time (the seed is new each time).
    again = _open_launcher(qtbot, fake)
    assert again.player_count.value() == 3
    assert again.seat_rows[2].name.text() == "Zed"
    assert again.seat_rows[2].kind.currentData() == "bot:counter"
    assert again.option_boxes["target"].currentData() == 20


def test_launcher_seed_is_random_by_default(qtbot, fake):
    seeds = {_open_launcher(qtbot, fake).seed() for _ in range(3)}
    assert len(seeds) > 1


def test_start_up_offers_to_resume_an_unfinished_match(qtbot, make_match):
    match = make_match("human", "bot:counter")
    saver = Autosaver(match)
    match.play(0, match.legal_actions(0)[1])  # Add(2)
    saver.detach()  # as if the app had stopped here

    shell = Shell()
    shell.start()
    dialog = shell.recovery
    assert dialog is not None
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    assert [b.text() for b in dialog.resume_buttons] == ["Resume"]
    assert [b.accessibleName() for b in dialog.resume_buttons] == ["Resume Counting race (move 2, Ada, Ben)"]
    assert dialog.rows[0].title_label.text() == "Counting race"
    assert dialog.rows[0].detail_label.text().startswith("Ada, Ben · move 2 · saved ")

    qtbot.mouseClick(dialog.resume_buttons[0], Qt.MouseButton.LeftButton)
    window = shell.window
    assert window is not None
    qtbot.addWidget(window)
    window._bot_delay_override = 0
    settle(qtbot, window)
    assert window.match.view(None)["counter"] == 2
    assert window.log.texts() == ["1. Ada: added 2"]
    # The resumed match goes on autosaving to its own file, not to a new one.
    qtbot.mouseClick(window.board.add1, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert list(autosave_dir().iterdir()) == [saver.path]
    assert len(json.loads(saver.path.read_text())["log"]) == 2


def test_start_up_without_autosave_shows_the_launcher(qtbot, fake):
    shell = Shell()
    shell.start()
    assert shell.recovery is None and shell.launcher is not None
    qtbot.addWidget(shell.launcher)
    assert not autosave_dir().exists() or not list(autosave_dir().iterdir())


def test_start_up_new_game_instead_of_resuming(qtbot, make_match):
    match = make_match("human", "bot:counter")
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
        match = make_match("human", "bot:counter", seed=100 + i)
        saver = Autosaver(match, autosave_dir() / f"evening-{i}.bgsave.json")
        for _ in range(i + 1):
            match.play(0, match.legal_actions(0)[0])  # Add(1): match i stands at move i + 2
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
    assert len(dialog.rows) == 3
    row = next(r for r in dialog.rows if r.path == savers[1].path)
    assert "move 3" in row.detail_label.text()

    # Discard, then think better of it: nothing is deleted.
    qtbot.mouseClick(row.discard_button, Qt.MouseButton.LeftButton)
    box = _confirm_box(qtbot, dialog)
    assert "Counting race" in box.text() and "move 3" in box.text()
    qtbot.mouseClick(box.findChild(type(row.discard_button), "keepMatch"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.confirm is None)
    assert all(s.path.exists() for s in savers) and len(dialog.rows) == 3

    # Discard and confirm: that file alone goes, its row too; the dialog stays.
    others = {s.path: s.path.read_bytes() for s in savers if s is not savers[1]}
    qtbot.mouseClick(row.discard_button, Qt.MouseButton.LeftButton)
    box = _confirm_box(qtbot, dialog)
    with qtbot.waitSignal(dialog.discarded) as blocker:
        qtbot.mouseClick(box.findChild(type(row.discard_button), "confirmDiscard"), Qt.MouseButton.LeftButton)
    assert blocker.args == [savers[1].path]
    assert not savers[1].path.exists()
    assert {p: p.read_bytes() for p in others} == others
    assert sorted(p.name for p in autosave_dir().iterdir()) == ["evening-0.bgsave.json", "evening-2.bgsave.json"]
    assert {r.path for r in dialog.rows} == set(others)
    assert dialog.isVisible() and shell.launcher is None

    # The rest can still be resumed.
    qtbot.mouseClick(dialog.rows[0].resume_button, Qt.MouseButton.LeftButton)
    assert shell.window is not None
    qtbot.addWidget(shell.window)
    assert shell.window.match.seed in (100, 102)


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
    qtbot.mouseClick(box.findChild(type(dialog.discard_buttons[0]), "confirmDiscard"), Qt.MouseButton.LeftButton)
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
    ids = [g.id for g in launcher.games]
    item = launcher.game_list.item(ids.index(make_match().game.id))
    qtbot.mouseClick(
        launcher.game_list.viewport(), Qt.MouseButton.LeftButton, pos=launcher.game_list.visualItemRect(item).center()
    )
    assert launcher.title_label.text() == "Counting race"
    launcher.seed_edit.setText("5")
    qtbot.mouseClick(launcher.start_button, Qt.MouseButton.LeftButton)
    window = shell.window
    qtbot.addWidget(window)
    window._bot_delay_override = 0
    settle(qtbot, window)
    # Playing the new game autosaves to a file of its own; the old ones are untouched.
    qtbot.mouseClick(window.board.add1, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert {p: p.read_bytes() for p in before} == before
    assert window.autosaver.path not in before and window.autosaver.path.exists()
    assert len(list(autosave_dir().iterdir())) == 3
    window.close()

    # Next start-up offers all three.
    again = _start_shell(qtbot)
    assert len(again.recovery.rows) == 3


def test_settings_stay_in_the_test_folder(isolated_user_data):
    from PySide6.QtCore import QSettings

    from boardgames_desktop.ui import settings as app_settings

    app_settings.set_value("probe/value", 1)
    assert app_settings.settings().fileName() == str(isolated_user_data / "settings.ini")
    plain = QSettings("boardgames-desktop", "boardgames-desktop")
    assert plain.fileName().startswith(str(isolated_user_data))
