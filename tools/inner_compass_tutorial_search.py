"""Find a seed and a script for Inner Compass's tutorial (games/inner_compass/tutorial.py).

Two seats; the learner is the start player (seeds where seat 0 starts). The
learner plays whole turns chosen by a lesson-seeking policy: of every way its
turn can go (each sequence of legal actions up to the end of the turn), one
that makes a rule it has not met yet happen (the free move, moving again,
feeling and its bonus card, a memory, its discount and surcharge, the X
leaving the top of the track, a value token and the first-placer bonus, a
discard down to 10, the compass), else the one that brings a row or column
of its player board nearest to empty; the other seat is the Easy bot. It
prints, per seed, the learner's turn at which each lesson falls; with
--print SEED every turn in the tutorial's short words; with --skeleton SEED
--teach TURNS the learner's steps of the turns to teach, each with the lead
before it (the other turns, the learner's too, go into the leads).

    python tools/inner_compass_tutorial_search.py --seeds 0-300
    python tools/inner_compass_tutorial_search.py --print 71
    python tools/inner_compass_tutorial_search.py --skeleton 71 --teach 1,2,3,5,7,11,13,15

Seed 71 is the lesson's: every lesson by the learner's turn 13, the compass in
its turn 15, and the learner wins (67 to 33).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator

from boardgames_desktop.core.game import BotTurn
from boardgames_desktop.core.rng import Rng, seed_state
from boardgames_desktop.games.inner_compass import data
from boardgames_desktop.games.inner_compass.actions import EndTurn, Feel, FreeMove, Memory, Move, PlacePawn, PlaceValue
from boardgames_desktop.games.inner_compass.ai import BOTS
from boardgames_desktop.games.inner_compass.rules import GAME, legal_list
from boardgames_desktop.games.inner_compass.state import State, memory_cost, others_here

OPTIONS = {"tiles": "intro"}
LEARNER = 0
OTHER = 1
TEACH = ("free", "again", "feel", "bonus", "memory", "discount", "surcharge", "x", "value", "first")


def code(action: object) -> str:
    """An action in the tutorial's short words (games/inner_compass/tutorial.py: ``parse``)."""
    if isinstance(action, PlacePawn):
        return f"P {data.cell_name(action.cell)}"
    if isinstance(action, FreeMove):
        return f"F {action.direction}"
    if isinstance(action, Move):
        return f"M {action.direction}"
    if isinstance(action, Feel):
        return "L"
    if isinstance(action, Memory):
        return f"C {action.space}"
    if isinstance(action, PlaceValue):
        return f"V {action.tile}"
    assert isinstance(action, EndTurn)
    return "E" + ("" if not action.discard else " " + "".join(action.discard))


def lessons(before: State, action: object, after: State) -> set[str]:
    out = set()
    if isinstance(action, FreeMove):
        out.add("free")
    if isinstance(action, Move) and before.moves == 1:
        out.add("again")
    if isinstance(action, Feel):
        out.add("feel")
        if len(after.hands[LEARNER]) == len(before.hands[LEARNER]) + 2:
            out.add("bonus")
    if isinstance(action, Memory):
        out.add("memory")
        cell = before.pawns[LEARNER]
        assert cell is not None
        _base, discount, surcharge, _total = memory_cost(before.track, before.grid[cell],
                                                          others_here(before.cubes, LEARNER, cell))
        if discount:
            out.add("discount")
        if surcharge:
            out.add("surcharge")
        if after.track[-1] == "X" and before.track[-1] != "X":
            out.add("x")
    if isinstance(action, PlaceValue):
        out.add("value")
        if before.first[action.tile] is None:
            out.add("first")
    if isinstance(action, EndTurn) and action.discard:
        out.add("discard")
    if after.compass == LEARNER and before.compass is None:
        out.add("compass")
    return out


def turns(state: State) -> Iterator[tuple[list[object], State, set[str]]]:
    """Every way the learner's turn can go: (actions, state after, lessons met)."""
    def walk(s: State, done: list[object], got: set[str]) -> Iterator[tuple[list[object], State, set[str]]]:
        legal = legal_list(s, LEARNER)
        ends = [a for a in legal if isinstance(a, EndTurn)]
        for a in legal:
            if isinstance(a, EndTurn) and a is not ends[0] and a != ends[-1]:
                continue  # two ways of discarding are enough
            after = GAME.apply(s, LEARNER, a)
            met = got | lessons(s, a, after)
            if isinstance(a, EndTurn):
                yield done + [a], after, met
            else:
                yield from walk(after, done + [a], met)
    yield from walk(state, [], set())


def nearest_line(s: State) -> int:
    """Cubes left in the learner's fullest-emptied row or column not yet empty (lower is nearer)."""
    spaces = s.spaces[LEARNER]
    left = [sum(spaces[k] for k in line) for line in data.PB_LINES]
    return min((n for n in left if n), default=0)


def progress(s: State) -> float:
    lines = sum(1 for line in data.PB_LINES if not any(s.spaces[LEARNER][k] for k in line))
    return 20 * lines - 3 * nearest_line(s) + len(s.hands[LEARNER]) * 0.8 + s.ep_track[LEARNER] * 0.2


class Other:
    def __init__(self, seed: int):
        easy = next(k for k in BOTS if k.key == "bot:easy")
        self.bot = easy.factory(GAME, OTHER, seed)
        self.seed = seed

    def choose(self, state: State, n: int) -> object:
        legal = GAME.legal_actions(state, OTHER)
        assert isinstance(legal, list)
        if len(legal) == 1:
            return legal[0]
        turn = BotTurn(GAME, OTHER, GAME.view(state, OTHER), legal, Rng(seed_state(self.seed, f"t/{n}")))
        return self.bot.choose(turn)


def play(seed: int, max_turns: int = 40):
    state = GAME.setup(2, seed, GAME.check_options(OPTIONS))
    if state.start != LEARNER:
        return None
    other = Other(seed)
    log: list[tuple[int, list[object], set[str]]] = []  # (actor, actions, new lessons)
    met: set[str] = set()
    when: dict[str, int] = {}
    n = 0
    mine = 0
    # The other seat places first (it is the last player), then the learner.
    a = other.choose(state, n)
    state = GAME.apply(state, OTHER, a)
    log.append((OTHER, [a], set()))
    best_cell, best = None, -1.0
    for place in legal_list(state, LEARNER):
        after = GAME.apply(state, LEARNER, place)
        value = max((len(got) + 0.01 * progress(s) for _acts, s, got in turns(after)), default=0)
        if value > best:
            best_cell, best = place, value
    state = GAME.apply(state, LEARNER, best_cell)
    log.append((LEARNER, [best_cell], set()))
    while GAME.outcome(state) is None and mine < max_turns:
        if state.current == LEARNER:
            mine += 1
            options = list(turns(state))
            scored = []
            for i, (acts, s, got) in enumerate(options):
                new = got - met
                # The compass only once every other lesson is met; lessons first, then progress.
                if "compass" in new and not set(TEACH) <= met:
                    new.discard("compass")
                scored.append((len(new), progress(s), -len(acts), -i))
            k = max(range(len(options)), key=lambda j: scored[j])
            acts, s, got = options[k]
            new = got - met
            for g in new:
                when.setdefault(g, mine)
            met |= got
            log.append((LEARNER, acts, new))
            state = s
        else:
            acts = []
            while GAME.outcome(state) is None and state.current == OTHER:
                a = other.choose(state, n)
                n += 1
                state = GAME.apply(state, OTHER, a)
                acts.append(a)
                if isinstance(a, EndTurn):
                    break
            log.append((OTHER, acts, set()))
    return state, log, when


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seeds", default="0-40")
    parser.add_argument("--print", type=int, default=None, dest="show")
    parser.add_argument("--skeleton", type=int, default=None)
    parser.add_argument("--teach", default="", help="the learner's turns to teach, as 1,2,5")
    args = parser.parse_args(argv)
    if args.skeleton is not None:
        skeleton(args.skeleton, {int(t) for t in args.teach.split(",") if t})
        return 0
    if args.show is not None:
        result = play(args.show)
        assert result is not None, "seat 0 does not start with this seed"
        state, log, when = result
        for actor, acts, new in log:
            print(actor, "; ".join(code(a) for a in acts), sorted(new) or "")
        print(when, state.phase, state.compass, GAME.outcome(state))
        return 0
    lo, hi = (int(x) for x in args.seeds.split("-"))
    for seed in range(lo, hi + 1):
        result = play(seed)
        if result is None:
            continue
        state, log, when = result
        order = sorted(when.items(), key=lambda kv: kv[1])
        print(seed, "over" if state.phase == "over" else "-", "compass", state.compass, order)
        sys.stdout.flush()
    return 0


def skeleton(seed: int, teach: set[int]) -> None:
    """The learner's steps of ``seed``'s script (its pawn and the turns ``teach``), each
    with the lead before it; every other turn is played in the leads."""
    result = play(seed)
    assert result is not None, "seat 0 does not start with this seed"
    _state, log, _when = result
    lead: list[str] = []
    mine = -1
    for actor, acts, _new in log:
        if actor == LEARNER:
            mine += 1
        for a in acts:
            if actor == LEARNER and (mine == 0 or mine in teach):
                print(f'    ("{"; ".join(lead)}", "{code(a)}"),  # turn {mine}')
                lead = []
            else:
                lead.append(f"{actor} {code(a)}")
    if lead:
        print(f'    ("{"; ".join(lead)}", None),')


if __name__ == "__main__":
    raise SystemExit(main())
