"""Every real game in the registry runs in the shell: bots play, the projector follows.

Games whose Qt view is not written yet are skipped (they are not offered either).
"""

from __future__ import annotations

import json

import pytest

from boardgames_desktop import games
from boardgames_desktop.core.game import PlayerSpec
from boardgames_desktop.core.match import Match

from .conftest import settle


def _playable(game_id: str) -> bool:
    try:
        return games.get_game(game_id) is not None and hasattr(games.view_module(game_id), "BoardView")
    except Exception:
        return False


@pytest.mark.parametrize("game_id", list(games.PACKAGES))
def test_bots_play_and_the_projector_sees_only_the_public_view(qtbot, make_window, game_id):
    if not _playable(game_id):
        pytest.skip(f"{game_id} has no board view yet")
    game = games.get_game(game_id)
    kinds = games.bots(game_id)
    assert kinds, f"{game_id} offers no bot"
    players = [PlayerSpec(f"Bot {i + 1}", kinds[0].key) for i in range(game.min_players)]
    match = Match(game, players, 2024)
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
    settle(qtbot, window, lambda: match.finished or len(match.active_entries()) >= 12, timeout=20000)
    settle(qtbot, window)
    check()
    assert problems == []
    assert window.status_text()
    assert len(window.log.texts()) == len(match.entries)
