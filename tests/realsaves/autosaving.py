"""A child process for the kill -9 test: bots play game after game of one game,
autosaving after every action, until the process is killed.

``python -m realsaves.autosaving GAME SEED PATH``. After each action (and
so after its autosave is on disk) it prints ``SEED ENTRIES``: the match's
seed and the length of its log. Core only, no Qt.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from boardgames_desktop import games
from boardgames_desktop.core.game import BotTurn, Person, SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.rng import Rng, seed_state
from boardgames_desktop.core.saves import Autosaver
from boardgames_desktop.core.table import build_bots

from .samples import random_move


def play_forever(game_id: str, seed: int, path: Path) -> None:
    game = games.get_game(game_id)
    assert game is not None
    kinds = games.bots(game_id)
    info = game.info
    while True:
        people = info.min_people + seed % (info.max_people - info.min_people + 1)
        seats = [SeatSpec(tuple(Person(f"Bot {p + 1}") for p in seat), kinds[i % len(kinds)].key)
                 for i, seat in enumerate(info.seating(people))]
        match = Match(game, seats, seed, game.default_options())
        saver = Autosaver(match, path)
        bots = build_bots(game, seats, seed, kinds)
        rng = random.Random(seed)
        while not match.finished:
            actor = match.to_act()[0]
            if actor in bots:
                turn = BotTurn(game, actor, match.view(actor), match.legal_actions(actor),
                               Rng(seed_state(seed, f"bot/{actor}/{len(match.entries)}")))
                action = bots[actor].choose(turn)
            else:  # the table's inputs (companion mode): any legal one
                move = random_move(match, rng)
                assert move is not None
                actor, action = move
            match.play(actor, action)  # the autosave is written before play() returns
            if saver.error:
                raise SystemExit(saver.error)
            print(seed, len(match.entries), flush=True)
        saver.detach()
        seed += 1


if __name__ == "__main__":
    play_forever(sys.argv[1], int(sys.argv[2]), Path(sys.argv[3]))
