"""The launcher and the start-up flow: choose seats and start; resume an autosave."""

from __future__ import annotations

from PySide6.QtCore import Qt

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
    labels = [b.text() for b in dialog.resume_buttons]
    assert labels == ["Resume Counting race (move 2, Ada, Ben)"]

    qtbot.mouseClick(dialog.resume_buttons[0], Qt.MouseButton.LeftButton)
    window = shell.window
    assert window is not None
    qtbot.addWidget(window)
    window._bot_delay_override = 0
    settle(qtbot, window)
    assert window.match.view(None)["counter"] == 2
    assert window.log.texts() == ["1. Ada: added 2"]


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


def test_settings_stay_in_the_test_folder(isolated_user_data):
    from PySide6.QtCore import QSettings

    from boardgames_desktop.ui import settings as app_settings

    app_settings.set_value("probe/value", 1)
    assert app_settings.settings().fileName() == str(isolated_user_data / "settings.ini")
    plain = QSettings("boardgames-desktop", "boardgames-desktop")
    assert plain.fileName().startswith(str(isolated_user_data))
