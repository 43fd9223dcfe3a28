"""Find a seed and a script for held hands' tutorial (games/held_hands/tutorial.py).

The learner (seat 0, who starts) plans each of its first moves to meet a rule
it has not met yet (paying with the partner's card, six cards in a turn, a
refill at balance 0, ending on a middle node, a goal done); the partner is the
careful bot. Then the script skips ahead (both seats played by the careful
bot) to the first new ring, and again to the turn where the learner can enter
the heart at balance 0. It prints, per seed, whether the couple wins and when
the lessons fall; with --skeleton SEED the learner's steps in the tutorial's
short words, each with the lead before it.

    python tools/held_hands_tutorial_search.py --seeds 0-20
    python tools/held_hands_tutorial_search.py --skeleton 0
"""

from __future__ import annotations

import argparse
import sys

from boardgames_desktop.core.game import BotTurn
from boardgames_desktop.core.rng import Rng, seed_state
from boardgames_desktop.games.held_hands.actions import EndTurn, Fan, RevealGoal, Step
from boardgames_desktop.games.held_hands.data import HEART, NODES
from boardgames_desktop.games.held_hands.moves import Ctx, Plan, enumerate_moves
from boardgames_desktop.games.held_hands.planning import CarefulBot
from boardgames_desktop.games.held_hands.rules import GAME
from boardgames_desktop.games.held_hands.state import State, completes_goal, end_choices, phase_of

LEARNER = 0
OPTIONS = {"first": 0}
FIRST = ("partner", "reset", "refill", "middle", "goal")
TEACH_TURNS = 8  # the learner's own planning stops after this many turns of the game


def plan_lessons(state: State, plan: Plan, met: set[str]) -> set[str]:
    got = set()
    if any(card in state.hands[1 - LEARNER] for _node, card in plan.steps):
        got.add("partner")
    if len(plan.steps) >= 6:
        got.add("reset")
    if plan.balance == 0:
        got.add("refill")
    if NODES[plan.end].side is None and plan.end != HEART:
        got.add("middle")
    if plan.end != HEART and completes_goal(state, LEARNER, plan.end):
        got.add("goal")
    return got - met


def code(action: object) -> str:
    if isinstance(action, Fan):
        return f"F {action.side}"
    if isinstance(action, RevealGoal):
        return "G"
    if isinstance(action, Step):
        return f"S {action.node} {action.card}"
    assert isinstance(action, EndTurn)
    return f"E {action.perspective}"


def play(seed: int):
    state = GAME.setup(2, seed, GAME.check_options(OPTIONS))
    bots = [CarefulBot(GAME, s, seed) for s in (0, 1)]
    log: list[tuple[int, object, str]] = []
    met: set[str] = set()
    when: dict[str, int] = {}
    segment = "teach"
    n = 0

    def put(actor: int, action: object) -> None:
        nonlocal state, n
        state = GAME.apply(state, actor, action)
        log.append((actor, action, segment))
        n += 1

    while GAME.outcome(state) is None and n < 4000:
        actor = GAME.to_act(state)[0]
        if actor == LEARNER and phase_of(state) == "move" and not state.path:
            plans = [p for p in enumerate_moves(Ctx.of(state, LEARNER), include_stop=False, by_owner=True)
                     if not p.loses]
            chosen = None
            if segment == "teach" and state.turn < TEACH_TURNS:
                scored = [(len(plan_lessons(state, p, met)), -i, p) for i, p in enumerate(plans)]
                if scored and max(scored, key=lambda t: (t[0], t[1]))[0] > 0:
                    chosen = max(scored, key=lambda t: (t[0], t[1]))[2]
            elif segment == "skip2" and state.ring == 3:
                heart = [p for p in plans if p.end == HEART]
                if heart:
                    segment = "end"
                    chosen = heart[0]
            if chosen is not None:
                got = plan_lessons(state, chosen, met)
                for g in got:
                    when[g] = state.turn
                met |= got
                for node, card in chosen.steps:
                    put(LEARNER, Step(node, card))
                put(LEARNER, EndTurn(end_choices(state, LEARNER)[-1]))
                continue
        legal = GAME.legal_actions(state, actor)
        if len(legal) == 1:
            action = legal[0]
        else:
            rng = Rng(seed_state(seed, f"tutorial/{actor}/{n}"))
            action = bots[actor].choose(BotTurn(GAME, actor, GAME.view(state, actor), legal, rng))
        ring = state.ring
        put(actor, action)
        if segment == "teach" and state.turn >= TEACH_TURNS and actor != LEARNER:
            segment = "skip1"
        if segment == "skip1" and state.ring > ring:
            when["ring"] = state.turn
            segment = "skip2"
    return state, log, when


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seeds", default="0-20")
    parser.add_argument("--skeleton", type=int, default=None)
    args = parser.parse_args(argv)
    if args.skeleton is not None:
        _state, log, _when = play(args.skeleton)
        lead: list[str] = []
        for actor, action, segment in log:
            if actor == LEARNER and segment in ("teach", "end"):
                print(f'    ("{"; ".join(lead)}", "{code(action)}"),')
                lead = []
            else:
                lead.append(f"{actor} {code(action)}")
        if lead:
            print(f'    ("{"; ".join(lead)}", None),')
        return 0
    lo, hi = (int(x) for x in args.seeds.split("-"))
    for seed in range(lo, hi + 1):
        state, log, when = play(seed)
        outcome = GAME.outcome(state)
        taught = sum(1 for a, _, s in log if a == LEARNER and s in ("teach", "end"))
        print(seed, outcome.reason if outcome else None, "turns", state.turn, "learner steps", taught,
              sorted(when.items(), key=lambda kv: kv[1]), [s for _a, _x, s in log][-1])
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
