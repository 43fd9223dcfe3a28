"""Every registered game through the shell's doors: the launcher lists and describes
it (from its GameInfo alone), Help > Rules shows its own rules with our decisions,
and the command line renders it (window and projector, host and one-screen modes)
and simulates it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from boardgames_desktop import cli, games
from boardgames_desktop.core.game import Person, SeatSpec
from boardgames_desktop.core.i18n import _
from boardgames_desktop.core.match import Match

from .launch import open_launcher, pick_game

NEW_GAMES = ("inner-compass", "tokaido-duo", "eselsbruecke")


def test_the_launcher_lists_and_describes_every_registered_game(qtbot):
    launcher = open_launcher(qtbot)
    assert launcher.game_list.count() == len(games.ids())
    for game_id in games.ids():
        info = games.info(game_id)
        pick_game(qtbot, launcher, game_id)
        assert launcher.title_label.text().startswith(_(info.title))
        assert info.native_title in launcher.title_label.text()
        assert launcher.description_label.text() == _(info.description)
        low, high = info.min_people, info.max_people
        assert sorted(launcher.player_count.buttons) == list(range(low, high + 1))
    # Eselsbrücke offers its two modes, each described.
    pick_game(qtbot, launcher, "eselsbruecke")
    assert set(launcher.mode_buttons) == {"host", "digital"}
    qtbot.mouseClick(launcher.mode_buttons["digital"], Qt.MouseButton.LeftButton)
    assert "one screen" in launcher.mode_description.text()


@pytest.mark.parametrize("game_id", games.ids())
def test_help_rules_shows_the_games_own_rules(qtbot, make_window, game_id):
    info = games.info(game_id)
    game = games.get_game(game_id)
    seats = [SeatSpec(tuple(Person(f"P{i}") for i in people)) for people in info.seating(info.min_people)]
    window = make_window(Match(game, seats, 1), autosave=False)
    window.rules_action.trigger()
    dialog = window.rules_dialog
    text = dialog.browser.toPlainText()
    assert dialog.windowTitle() == f"Rules — {game.title}"
    assert text.startswith(game.title)
    # The whole text, our decisions included (the rules written for this game, not a placeholder).
    assert "not written yet" not in text and len(text) > 3000
    assert "decision" in text.lower()
    dialog.close()


def _picture(path) -> QImage:
    image = QImage(str(path))
    assert not image.isNull()
    return image


def _colours(image: QImage) -> int:
    step_x, step_y = max(1, image.width() // 40), max(1, image.height() // 40)
    return len({image.pixel(x, y) for x in range(0, image.width(), step_x)
                for y in range(0, image.height(), step_y)})


@pytest.mark.parametrize("game_id", NEW_GAMES)
@pytest.mark.parametrize("projector", [False, True], ids=["window", "projector"])
def test_screenshot_renders_the_game_window_and_projector(qtbot, tmp_path, capsys, game_id, projector):
    out = tmp_path / f"{game_id}.png"
    argv = ["screenshot", game_id, "--seed", "3", "--out", str(out), "--size", "1366x768"]
    if game_id == "eselsbruecke":
        argv += ["--players", "5", "--moves", "26"]  # a guess under way
    if projector:
        argv.append("--projector")
    assert cli.main(argv) == 0
    image = _picture(out)
    assert (image.width(), image.height()) == (1366, 768)
    assert _colours(image) > 30  # a game under way, not an empty window


def test_eselsbruecke_screenshots_its_peek_and_its_one_screen_mode(qtbot, tmp_path, capsys):
    peek = tmp_path / "peek.png"
    assert cli.main(["screenshot", "eselsbruecke", "--seed", "3", "--players", "5", "--moves", "26",
                     "--what", "peek", "--out", str(peek), "--size", "1280x720"]) == 0
    assert _colours(_picture(peek)) > 30
    digital = tmp_path / "digital.png"
    assert cli.main(["screenshot", "eselsbruecke", "--seed", "3", "--option", "mode=digital",
                     "--out", str(digital), "--size", "1280x720"]) == 0
    # A one-screen match has no host to hold a seat's view up; an unknown option is one line.
    assert cli.main(["screenshot", "eselsbruecke", "--seed", "3", "--option", "mode=digital",
                     "--what", "peek", "--out", str(tmp_path / "x.png")]) == 2
    assert cli.main(["screenshot", "eselsbruecke", "--seed", "3", "--option", "mode=loud",
                     "--out", str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err
    assert "needs a host mode" in err and "mode is one of host, digital" in err
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("game_id", NEW_GAMES)
def test_simulate_through_the_command_line(capfd, game_id):
    assert cli.main(["simulate", game_id, "--games", "1", "--seed", "2"]) == 0
    out = capfd.readouterr().out
    assert game_id in out and "invariant" in out
