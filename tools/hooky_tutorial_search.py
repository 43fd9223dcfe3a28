"""Play out a seed for Hooky's tutorial (games/hooky/tutorial.py) and print its script.

Three players, app mode; the learner is seat 0 (the start player). The learner
names ``--opening`` as the opening clue (a word with a letter of the hand
twice, for the counting rule), reveals and peeks in round 2 (the card and the
seat of ``--reveal``), and otherwise plays what the Normal bot would; the two
other seats are the Easy bot. Printed: the deal, every action (the learner's
marked with ``*``), every truant guess and the scores, so a seed whose learner
deduces the truants in the end can be chosen and its script copied (the lesson
plays the other seats' guesses after a round before the learner's, so the
screen stays the learner's).

    python tools/hooky_tutorial_search.py --seed 0 --opening NEVER --reveal J1
"""

from __future__ import annotations

import argparse

from boardgames_desktop.core.game import BotTurn
from boardgames_desktop.core.rng import Rng, seed_state
from boardgames_desktop.games.hooky.actions import OpeningClue, RevealAndPeek
from boardgames_desktop.games.hooky.ai import BOTS
from boardgames_desktop.games.hooky.rules import GAME
from boardgames_desktop.games.hooky.scoring import score_rows
from boardgames_desktop.games.hooky.state import OVER, QUESTION

LEARNER = 0


def bot(key: str, seat: int, seed: int):
    kind = next(k for k in BOTS if k.key == key)
    return kind.factory(GAME, seat, seed)


def play(seed: int, opening: str, reveal: str | None) -> list[tuple[int, object]]:
    state = GAME.setup(3, seed, GAME.check_options({}))
    bots = [bot("bot:normal", 0, seed), bot("bot:easy", 1, seed), bot("bot:easy", 2, seed)]
    log: list[tuple[int, object]] = []
    n = 0
    while state.phase != OVER:
        actor = GAME.to_act(state)[0]  # the guesses after a round: seat by seat
        if actor == LEARNER and state.phase == "opening":
            action: object = OpeningClue(opening)
        elif (actor == LEARNER and reveal and state.phase == QUESTION and state.round == 2
              and not state.revealed_this_turn):
            action = RevealAndPeek(reveal[0], int(reveal[1:]))
        else:
            legal = GAME.legal_actions(state, actor)
            turn = BotTurn(GAME, actor, GAME.view(state, actor), legal, Rng(seed_state(seed, f"t/{actor}/{n}")))
            action = bots[actor].choose(turn)
        state = GAME.apply(state, actor, action)
        log.append((actor, action))
        n += 1
    for actor, action in log:
        print("*" if actor == LEARNER else " ", actor, action)
    print("hands", ["".join(h) for h in state.hands], "playground", "".join(state.playground),
          "truants", "".join(state.truants))
    print("truant guesses", state.truant_guesses)
    print("hand guesses", state.hand_guesses)
    for row in score_rows(state):
        print(row)
    return log


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--opening", default="NEVER")
    parser.add_argument("--reveal", default=None, help="the card and the seat peeked at, as J1")
    args = parser.parse_args(argv)
    play(args.seed, args.opening.upper(), args.reveal)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
