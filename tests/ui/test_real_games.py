"""Every game in the registry runs in the shell: bots play, the projector sees only the public view.

The registry lists only games that are complete (rules, bots, views), so every
listed game is played here; a game whose part fails to load fails this test
loudly, as it would fail in the app.
"""

from __future__ import annotations

import json

import pytest

from boardgames_desktop import games
from boardgames_desktop.core.game import Person, SeatSpec
from boardgames_desktop.core.match import Match

from .conftest import settle


@pytest.mark.parametrize("game_id", games.ids())
def test_bots_play_and_the_projector_sees_only_the_public_view(qtbot, make_window, game_id):
    info = games.info(game_id)
    game = games.get_game(game_id)
    kinds = games.bots(game_id)
    assert kinds, f"{game_id} offers no bot"
    seats = [SeatSpec(tuple(Person(f"Bot {i + 1}") for i in group), kinds[0].key)
             for group in info.seating(info.min_people)]
    match = Match(game, seats, 2024)
    window = make_window(match, autosave=False)
    window.toggle_projector(True)
    projector = window.projector
    problems: list[str] = []

    def check() -> None:
        public = game.view(match.state, None)
        if projector.board.public_view != public:
            problems.append(f"projector view differs after {len(match.active_entries())} moves")
        if json.dumps(projector.board.public_view, sort_keys=True, default=str) != json.dumps(
            public, sort_keys=True, default=str
        ):
            problems.append("projector data differs")

    window.refreshed.connect(check)
    settle(qtbot, window, lambda: match.finished or len(match.active_entries()) >= 12
           or match.to_act() == (-1,), timeout=20000)
    settle(qtbot, window)
    check()
    assert problems == []
    assert window.status_text()
    assert len(window.log.texts()) == len(match.moves(None))  # one line a move
