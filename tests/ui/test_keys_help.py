"""Help > Keys lists every game's keys and the window's, in both languages, and every
game's menu has an Alt letter no other menu has."""

from __future__ import annotations

import pytest

from boardgames_desktop import games
from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.ui.keyshelp import mnemonic
from boardgames_desktop.ui.kit import language

from .conftest import settle

#: A key each game's page must name (its own keys, besides the window's).
OWN_KEY = {"held-hands": "Backspace", "inner-compass": "Shift+Enter", "tokaido-duo": "Tab",
           "hooky": "Del", "eselsbruecke": "W"}


def _window(make_window, game_id: str):
    game = games.get_game(game_id)
    assert game is not None
    people = max(2, game.info.min_people)
    return make_window(Match(game, [SeatSpec.single(f"P{i + 1}") for i in range(people)], 3, {}), autosave=False)


@pytest.fixture(params=["en", "zh_TW"])
def lang(request, qapp):
    language.apply_language(qapp, request.param)
    yield request.param
    language.apply_language(qapp, "en")


@pytest.mark.parametrize("game_id", sorted(OWN_KEY))
def test_help_keys_lists_the_game_s_keys_and_the_window_s(qtbot, make_window, game_id, lang):
    window = _window(make_window, game_id)
    settle(qtbot, window)
    dialog = window.show_keys()
    text = dialog.browser.toPlainText()
    assert OWN_KEY[game_id] in text
    assert "Ctrl+Z" in text and "F1" in text  # the window's, read from its menus
    assert "(F)" not in text and "&" not in text  # menus named as read, without their Alt letters
    assert ("方向鍵" if lang == "zh_TW" else "Arrow keys") in text or game_id == "eselsbruecke"
    assert window.keys_action in window.menuBar().actions()[-1].menu().actions()
    dialog.close()


@pytest.mark.parametrize("game_id", sorted(OWN_KEY))
def test_the_game_menu_has_an_alt_letter_of_its_own(qtbot, make_window, game_id, lang):
    window = _window(make_window, game_id)
    settle(qtbot, window)
    letters = [mnemonic(a.text()) for a in window.menuBar().actions()]
    assert all(letters), [a.text() for a in window.menuBar().actions()]
    assert len(set(letters)) == len(letters), [a.text() for a in window.menuBar().actions()]
    title = window.game_menu.title()
    assert mnemonic(title)
    if lang == "zh_TW" and not any(ch.isascii() and ch.isalpha() for ch in window.current_match().game.title):
        assert title.endswith(f"(&{mnemonic(title).upper()})")  # the "遊戲(&G)" convention
