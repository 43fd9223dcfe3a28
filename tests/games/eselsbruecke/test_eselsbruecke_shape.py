"""Eselsbrücke in the one shape of a game package: every action declared with its
phases, refusal and effect; a misplaced action names what the phase asks for;
the invariants name what is wrong; no import cycle inside the package."""

from __future__ import annotations

import ast
import random
from dataclasses import replace
from pathlib import Path

import pytest
from eselsbruecke_helpers import guessing, match, random_play

from boardgames_desktop.core.game import TABLE, Game
from boardgames_desktop.core.i18n import render
from boardgames_desktop.games import eselsbruecke
from boardgames_desktop.games.eselsbruecke import data
from boardgames_desktop.games.eselsbruecke.actions import Draw, Hide, Right, Take, Wrong
from boardgames_desktop.games.eselsbruecke.data import BLOCKER
from boardgames_desktop.games.eselsbruecke.invariants import check_invariants, invariants
from boardgames_desktop.games.eselsbruecke.rules import GAME

PHASES = {"setup", "cloud_shown", "draw", "tell", "hand_out", "guess", "cloud_check", "over"}
NAMES = {0: "Ada", 1: "Ben", 2: "Cem", 3: "Dora"}

# -- the declarations --------------------------------------------------------------------------


def test_every_action_type_declares_its_phases_and_effect():
    for spec in GAME.actions:
        assert spec.apply is not None, spec.type
        assert spec.phases and set(spec.phases) <= PHASES, spec.type
    # Refusal and effect come from the declarations alone.
    assert type(GAME).refusal is Game.refusal
    assert type(GAME).apply is Game.apply


def test_an_action_in_another_phase_says_what_the_phase_asks_for():
    setup = GAME.setup(4, 3, {"mode": "host"})
    said = render(GAME.refusal(setup, TABLE, Hide()), NAMES)
    assert said == "That move is not allowed now. Set-up: Ada draws the thought-cloud card."
    drawn = GAME.apply(setup, TABLE, Draw())
    assert render(GAME.refusal(drawn, TABLE, Draw()), NAMES) == (
        "That move is not allowed now. Everyone looks at the thought-cloud card.")


def test_a_rule_that_holds_in_every_phase_keeps_its_words_out_of_phase():
    setup = GAME.setup(4, 3, {"mode": "host"})
    assert render(GAME.refusal(setup, TABLE, Right(1, 0)), NAMES) == "That card cannot be named now."
    assert render(GAME.refusal(setup, TABLE, Take(1, 0)), NAMES).startswith("A seat may take a card only if")


def test_wrong_is_refused_while_a_seat_must_take_first():
    state = guessing(4, "host", hands={2: ("cat",)}, failed=(1, 2), dealt_none=(3,), guesser=3, must_take=True)
    assert render(GAME.refusal(state, TABLE, Wrong()), NAMES) == "That move is not allowed now."


def test_the_mode_option_offers_the_declared_modes():
    option = next(o for o in eselsbruecke.INFO.options if o.key == "mode")
    assert option.choices == tuple((m.key, m.label) for m in eselsbruecke.INFO.modes)
    assert option.default == eselsbruecke.INFO.modes[0].key


# -- the invariants --------------------------------------------------------------------------


def test_the_invariants_hold_after_every_action_of_random_games():
    rng = random.Random(5)
    for mode in ("host", "digital"):
        m = match(4, seed=11, mode=mode)
        assert GAME.invariants(m.state) == []
        for _entry in random_play(m, rng):
            assert GAME.invariants(m.state) == []


def _mid_game():
    m = match(4, seed=2, mode="host")
    for _entry, _ in zip(random_play(m, random.Random(2)), range(40)):
        pass
    assert invariants(m.state) == []
    return m.state


@pytest.mark.parametrize("defect, says", [
    (lambda s: replace(s, bag=(s.bag[1],) + s.bag[1:]), "a picture is lost or doubled"),
    (lambda s: replace(s, bag=s.bag[1:]), "179 pictures in play"),
    (lambda s: replace(s, supply=s.supply - 1), "blockers not conserved"),
    (lambda s: replace(s, piles=(s.piles[0] + (BLOCKER,),) + s.piles[1:]), "blockers not conserved"),
    (lambda s: replace(s, round=data.ROUNDS + 1), "round 8 is out of range"),
    (lambda s: replace(s, active=s.seats), "is no seat"),
    (lambda s: replace(s, named=s.named + (s.named[:1] or ("no such picture",))), "named right"),
])
def test_the_invariants_name_a_planted_defect(defect, says):
    broken = defect(_mid_game())
    problems = GAME.invariants(broken)
    assert any(says in p for p in problems), problems
    with pytest.raises(AssertionError, match=says):
        check_invariants(broken)


def test_the_invariants_see_cards_held_outside_the_guessing():
    state = _mid_game()
    draw = replace(state, phase="draw", guesser=-1, hands=(("cat",),) + ((),) * (state.seats - 1))
    assert any("cards held" in p for p in invariants(draw))


# -- imports ----------------------------------------------------------------------------------


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    """Which module of the package imports which (at the top or inside a function)."""
    modules = {}
    for path in root.rglob("*.py"):
        parts = [p for p in path.relative_to(root).with_suffix("").parts if p != "__init__"]
        modules[".".join([package, *parts])] = path
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        here = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom):
                continue
            base = ".".join(here[:len(here) - node.level + 1] if node.level else [])
            target = ".".join(p for p in (base, node.module or "") if p) if node.level else node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                found = sub if sub in modules else target
                if found in modules and found != name:
                    graph[name].add(found)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    found = []

    def walk(start: str, node: str, path: list[str]) -> None:
        for nxt in sorted(graph[node]):
            if nxt == start:
                found.append(path + [nxt])
            elif nxt > start and nxt not in path:
                walk(start, nxt, path + [nxt])

    for name in sorted(graph):
        walk(name, name, [name])
    return found


def test_the_package_has_no_import_cycle_deferred_or_not():
    root = Path(eselsbruecke.__file__).parent
    graph = import_graph(root, eselsbruecke.__name__)
    assert f"{eselsbruecke.__name__}.effects" in graph[f"{eselsbruecke.__name__}.rules"]
    assert cycles(graph) == []


def test_the_cycle_check_finds_a_deferred_import_cycle(tmp_path):
    (tmp_path / "__init__.py").write_text("")
    (tmp_path / "rules.py").write_text("from .describe import status\n")
    (tmp_path / "describe.py").write_text("def status():\n    from .rules import GAME\n    return GAME\n")
    assert cycles(import_graph(tmp_path, "game")) == [["game.describe", "game.rules", "game.describe"]]
