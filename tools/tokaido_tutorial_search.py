"""Find a seed and a script for Tokaido Duo's tutorial (games/tokaido_duo/tutorial.py).

The learner (seat 0, player A) plays a lesson-seeking policy: among its legal
actions it takes one that makes a rule it has not met yet happen (coins in a
coastal town, drawing and keeping goods, selling, 10 coins becoming a gold,
painting, giving, a wave tile, the hot spring and its use, an end trigger),
else what the Easy bot would play; the other seat is the Easy bot. Once every
lesson but the end is met, the script skips ahead (both seats played by Easy)
until the learner can trigger the end with a pick. It prints, per seed, the
rounds at which the lessons fall and how many steps the learner takes; with
--print SEED every action, with --skeleton SEED the learner's steps in the
tutorial's short words, each with the lead before it.

    python tools/tokaido_tutorial_search.py --seeds 0-40
    python tools/tokaido_tutorial_search.py --skeleton 4
"""

from __future__ import annotations

import argparse
import sys

from boardgames_desktop.core.game import BotTurn
from boardgames_desktop.core.rng import Rng, seed_state
from boardgames_desktop.games.tokaido_duo import actions as A
from boardgames_desktop.games.tokaido_duo import rules
from boardgames_desktop.games.tokaido_duo.data import STATION_KIND
from boardgames_desktop.games.tokaido_duo.levels import BOTS
from boardgames_desktop.games.tokaido_duo.state import PICK, State

GAME = rules.GAME
OPTIONS = {"first": "seat1", "waves": "b"}
LEARNER = 0
FIRST = ("coins", "draw", "sell", "gold", "paint", "give", "wave", "temple", "garden", "spring", "use_spring")


def lessons(before: State, after: State, actor: int, action: object) -> set[str]:
    if actor != LEARNER:
        return set()
    out = set()
    me0, me1 = before.players[LEARNER], after.players[LEARNER]
    if isinstance(action, A.Visit):
        kind = STATION_KIND[me0.pilgrim]
        out.add({"coastal": "coins", "temple": "temple", "garden": "garden", "hot_spring": "spring"}[kind])
    if isinstance(action, A.Draw):
        out.add("draw")
    if isinstance(action, A.Sell):
        out.add("sell")
    if me1.gold > me0.gold:
        out.add("gold")
    if isinstance(action, A.Paint):
        out.add("paint")
    if isinstance(action, A.Give):
        out.add("give")
    if isinstance(action, A.TakeWave):
        out.add("wave")
    if isinstance(action, A.UseSpring):
        out.add("use_spring")
    if after.ending and not before.ending and after.ending[0][0] == LEARNER:
        out.add("end")
    return out


class Player:
    def __init__(self, seed: int):
        easy = next(k for k in BOTS if k.key == "bot:easy")
        self.bots = [easy.factory(GAME, s, seed) for s in (0, 1)]
        self.seed = seed

    def easy(self, state: State, seat: int, n: int) -> object:
        legal = GAME.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        turn = BotTurn(GAME, seat, GAME.view(state, seat), legal, Rng(seed_state(self.seed, f"t/{seat}/{n}")))
        return self.bots[seat].choose(turn)


def gain(state: State, action: object, met: set[str], depth: int = 2) -> int:
    after = GAME.apply(state, LEARNER, action)
    got = lessons(state, after, LEARNER, action) - met
    best = 0
    if depth > 1 and GAME.outcome(after) is None and GAME.to_act(after) == (LEARNER,) and after.phase != PICK:
        for follow in GAME.legal_actions(after, LEARNER):
            best = max(best, gain(after, follow, met | got, depth - 1))
    return len(got) + best


def play(seed: int, verbose: bool = False):
    player = Player(seed)
    state = GAME.setup(2, seed, GAME.check_options(OPTIONS))
    log: list[tuple[int, object, str]] = []  # (actor, action, segment)
    met: set[str] = set()
    when: dict[str, int] = {}
    segment = "teach"
    n = 0
    while GAME.outcome(state) is None and state.round < 60:
        actor = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, actor)
        action = None
        if (actor == LEARNER and segment == "skip" and state.phase == PICK and not state.ending
                and any(gain(state, a, met, 3) for a in legal)):
            segment = "end"
        if actor == LEARNER and segment in ("teach", "end"):
            scored = [(gain(state, a, met), i, a) for i, a in enumerate(legal)]
            top = max(scored, key=lambda t: (t[0], -t[1]))
            if top[0] > 0:
                action = top[2]
        if action is None:
            action = player.easy(state, actor, n)
        after = GAME.apply(state, actor, action)
        got = lessons(state, after, actor, action)
        for g in got - met:
            when[g] = state.round
        met |= got
        log.append((actor, action, segment))
        n += 1
        # Segments: teach the first lessons, skip to the spring, teach it, skip to the end.
        if segment == "teach" and set(FIRST) <= met and after.phase == "roll":
            segment = "skip"
        if segment == "skip" and after.ending:
            return after, log, when  # the other seat ended it during the skip: no good
        state = after
    return state, log, when


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="0-50")
    parser.add_argument("--print", type=int, default=None, dest="show")
    parser.add_argument("--skeleton", type=int, default=None)
    args = parser.parse_args(argv)
    if args.skeleton is not None:
        skeleton(args.skeleton)
        return 0
    if args.show is not None:
        state, log, when = play(args.show)
        for actor, action, seg in log:
            print(f"{seg:6} {actor} {action!r}")
        print(when, state.round, state.ending)
        return 0
    lo, hi = (int(x) for x in args.seeds.split("-"))
    for seed in range(lo, hi + 1):
        state, log, when = play(seed)
        taught = sum(1 for a, _, s in log if a == LEARNER and s != "skip")
        if not state.ending or state.ending[0][0] != LEARNER or "end" not in when:
            print(seed, "no: the learner does not end it")
            continue
        lessons_by_round = sorted(when.items(), key=lambda kv: kv[1])
        print(seed, "rounds", state.round, "learner steps", taught, "ending", state.ending, lessons_by_round)
        sys.stdout.flush()
    return 0




def code(action: object) -> str:
    """An action in the tutorial's short script words (games/tokaido_duo/tutorial.py: ``parse``)."""
    if isinstance(action, A.Roll):
        return "R"
    if isinstance(action, A.Move):
        return f"M {action.character} {action.to}"
    if isinstance(action, A.Visit):
        return "V"
    if isinstance(action, A.TakeWave):
        return f"W {action.character}"
    if isinstance(action, A.Paint):
        return "P+" if action.extra else "P"
    if isinstance(action, A.Give):
        return "G"
    if isinstance(action, A.Draw):
        return "D+" if action.extra else "D"
    if isinstance(action, A.Keep):
        return "K " + " ".join(str(n) for n in action.goods)
    if isinstance(action, A.Sell):
        return f"S {action.count}" + (" c" if action.cunning else "")
    if isinstance(action, A.UseSpring):
        return "U"
    if isinstance(action, A.Pass):
        return "-"
    assert isinstance(action, A.ReturnGood)
    return f"X {action.good}"


def skeleton(seed: int) -> None:
    """The learner's steps of ``seed``'s script: each with the lead before it."""
    _state, log, _when = play(seed)
    lead: list[str] = []
    for actor, action, segment in log:
        if actor == LEARNER and segment != "skip":
            print(f'    ("{"; ".join(lead)}", "{code(action)}"),')
            lead = []
        else:
            lead.append(f"{actor} {code(action)}")
    if lead:
        print(f'    ("{"; ".join(lead)}", None),')


if __name__ == "__main__":
    raise SystemExit(main())
