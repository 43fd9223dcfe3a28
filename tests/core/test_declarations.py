"""What a game declares about hidden information and chance holds in its rules.

``GameInfo.hidden`` decides the curtain and which viewers a review offers:
a game declared ``NONE`` or ``FROM_ALL`` must show every seat exactly the
public view (only the view's own ``seat`` label may differ), or a review
would hide what a seat saw. ``Game.chance_outcomes``, where a game answers it,
must be a distribution (probabilities above zero, summing to one) whose
outcomes include the state the rules reach, so a look-ahead that weighs them
weighs what can really happen. A hint (``core/hint.py``) is the same in every
state that looks alike to its seat (the others' secrets dealt anew by
``determinize``), and names nothing only the others can see.
"""

from __future__ import annotations

import math
import random

import pytest
from realsaves.samples import play, random_move

from boardgames_desktop import games
from boardgames_desktop.core.game import Game, Hidden
from boardgames_desktop.core.match import Match

#: The one key a seat's view may label differently from the public view.
LABELS = {"seat", "viewer"}


def _public_but_labels(view: dict) -> dict:
    return {k: v for k, v in view.items() if k not in LABELS}


@pytest.mark.parametrize("game_id", games.ids())
def test_a_game_without_secrets_per_seat_shows_every_seat_the_public_view(game_id):
    game = games.get_game(game_id)
    if game.info.hidden is Hidden.PER_SEAT:
        pytest.skip("seats hold secrets: their views differ by design")
    for seed in range(3):
        match = play(game_id, seed)
        for state in match.states():
            public = _public_but_labels(game.view(state, None))
            for seat in range(len(match.seats)):
                assert _public_but_labels(game.view(state, seat)) == public, (seed, seat)


def test_the_check_catches_a_seat_view_with_more_than_the_public(monkeypatch):
    game = games.get_game("tokaido-duo")
    real = type(game).view

    def leaky(self, state, seat):
        view = real(self, state, seat)
        return {**view, "bag_order": "secret"} if seat is not None else view

    monkeypatch.setattr(type(game), "view", leaky)
    with pytest.raises(AssertionError):
        test_a_game_without_secrets_per_seat_shows_every_seat_the_public_view("tokaido-duo")


def _check_chance(match: Match, rng: random.Random, actions: int) -> int:
    """Play ``actions`` random moves; at each, where the rules answer chance outcomes,
    check the distribution and that the real next state is one of its outcomes.
    Returns how many distributions were checked."""
    game = match.game
    checked = 0
    for _ in range(actions):
        if match.finished:
            break
        move = random_move(match, rng)
        if move is None:
            break
        actor, action = move
        outcomes = game.chance_outcomes(match.state, actor, action)
        match.play(actor, action)
        if outcomes is None:
            continue
        checked += 1
        assert outcomes and all(o.probability > 0 for o in outcomes), action
        assert math.isclose(sum(o.probability for o in outcomes), 1.0, rel_tol=1e-9), action
        assert match.state in [o.state for o in outcomes], f"{action}: the state reached is not an outcome"
    return checked


@pytest.mark.parametrize("game_id", games.ids())
def test_chance_outcomes_are_a_distribution_that_holds_what_happens(game_id):
    game = games.get_game(game_id)
    checked = 0
    for seed in range(3):
        rng = random.Random(f"chance/{game_id}/{seed}")
        match = play(game_id, seed, actions=0)
        checked += _check_chance(match, rng, 150)
    if type(game).chance_outcomes is Game.chance_outcomes:
        assert checked == 0  # the default: every result is certain
    else:
        assert checked > 0, "the game answers chance outcomes, but none came up"


# -- a hint sees only its seat's view ---------------------------------------------------------------
def _strings(data) -> set[str]:
    """Every string in a view (keys and values, however deep)."""
    if isinstance(data, str):
        return {data}
    if isinstance(data, dict):
        return {s for k, v in data.items() for s in _strings(k) | _strings(v)}
    if isinstance(data, (list, tuple, set, frozenset)):
        return {s for item in data for s in _strings(item)}
    return _strings(vars(data)) if hasattr(data, "__dataclass_fields__") else set()


def _real_advice(game: Game, state, seat: int) -> tuple:
    from boardgames_desktop.core.hint import advise, hint_text
    from boardgames_desktop.core.i18n import render

    advice = advise(game, games.bots(game.id), seat, game.view(state, seat), game.legal_actions(state, seat), 17)
    return advice.action, render(hint_text(advice))


def _hint_leaks(game_id: str, seed: int, advice_for=_real_advice) -> list[str] | None:
    """Ask the hint for the seat to act after a few random moves, then again in other
    states that look the same to it (the others' secrets dealt anew by ``determinize``):
    the advice must not change, and its words name nothing only the others can see.
    None: no seat was to act in that game."""
    from boardgames_desktop.core.game import TABLE
    from boardgames_desktop.core.rng import Rng

    game = games.get_game(game_id)
    match = play(game_id, seed, actions=random.Random(seed).randint(2, 14))
    rng = random.Random(seed)
    seat = next((a for a in match.to_act() if a != TABLE), None)
    while seat is None and not match.finished:  # the table's turn: on to a seat's
        move = random_move(match, rng)
        if move is None:
            break
        match.play(*move)
        seat = next((a for a in match.to_act() if a != TABLE), None)
    if seat is None:
        return None  # over before a seat was to act: nothing to ask
    state, view = match.state, match.view(seat)
    action, why = advice_for(game, state, seat)
    problems = []
    mine = _strings(view)
    for other in range(len(match.seats)):
        if other != seat:
            hidden = {s for s in _strings(game.view(state, other)) - mine if len(s) >= 3}
            problems += [f"{game_id} {seed}: the hint names {s!r} of seat {other + 1}" for s in hidden if s in why]
    for world in range(2):
        twin = game.determinize(view, seat, Rng(1000 * seed + world))
        assert game.view(twin, seat) == view, "determinize must keep what the seat sees"
        if advice_for(game, twin, seat) != (action, why):
            problems.append(f"{game_id} {seed}: the hint changed with the others' secrets (world {world})")
    return problems


@pytest.fixture
def untimed(monkeypatch):
    """The clocks stand still: a level's time guard never cuts its thinking short, so
    its advice is a function of the view and the seed alone, whatever the machine's
    load (the guards bound work that is finite anyway)."""
    import time

    for name in ("perf_counter", "monotonic", "process_time"):
        monkeypatch.setattr(time, name, lambda: 0.0)


@pytest.mark.parametrize("game_id", games.ids())
def test_a_hint_is_the_same_whatever_the_other_seats_hold(game_id, untimed):
    found = [_hint_leaks(game_id, seed) for seed in range(3)]
    assert [p for problems in found if problems for p in problems] == []
    assert sum(problems is not None for problems in found) >= 2  # asked in most games


def test_the_hint_check_catches_advice_that_reads_another_seats_secrets(untimed):
    def cheating(game, state, seat):
        action, _why = _real_advice(game, state, seat)
        other = 0 if seat else 1
        return action, " ".join(sorted(_strings(game.view(state, other))))

    found = [p for seed in range(3) for p in _hint_leaks("hooky", seed, cheating) or []]  # secret words
    assert any("changed with the others' secrets" in p for p in found)
