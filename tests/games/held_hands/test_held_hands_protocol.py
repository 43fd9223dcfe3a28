"""Held hands on protocol v2: the declaration, the action specs, log lines and
the status line built from views only, ``determinize``, and bots that never see
the state."""

from __future__ import annotations

import dataclasses
import io
import json
import random
import subprocess
import sys
from argparse import Namespace

import pytest

from boardgames_desktop import cli, games
from boardgames_desktop.core import simulate
from boardgames_desktop.core.game import BotKind, BotTurn, Game, Hidden, Log, Part, SeatSpec, Undo
from boardgames_desktop.core.i18n import Text, render
from boardgames_desktop.core.match import LazyView, Match
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.core.simulate import RandomBot
from boardgames_desktop.games.held_hands import INFO, PACKAGE
from boardgames_desktop.games.held_hands.actions import EndTurn, Fan, RevealGoal, Step
from boardgames_desktop.games.held_hands.ai import BOTS, CarefulBot, CasualBot, NarrowTwoTurnBot, Outcomes, Seen
from boardgames_desktop.games.held_hands.invariants import invariants as check_invariants
from boardgames_desktop.games.held_hands.moves import Ctx, enumerate_moves
from boardgames_desktop.games.held_hands.rules import GAME
from boardgames_desktop.games.held_hands.rules_text import BLOCKS, rules_markdown
from boardgames_desktop.games.held_hands.state import State, needs_reveal

NAMES = {0: "Ada", 1: "Ben"}
SEATS = [SeatSpec.single("Ada", "bot:casual"), SeatSpec.single("Ben", "bot:casual")]


def play_match(seed: int, bot=CasualBot) -> Match:
    match = Match(GAME, SEATS, seed)
    bots = [bot(GAME, s, seed) for s in (0, 1)]
    rngs = [Rng(seed * 2 + s) for s in (0, 1)]
    while match.to_act():
        seat = match.to_act()[0]
        legal = match.legal_actions(seat)
        match.play(seat, bots[seat].choose(BotTurn(GAME, seat, match.view(seat), legal, rngs[seat])))
    return match


@pytest.fixture(scope="module")
def matches() -> list[Match]:
    return [play_match(seed) for seed in range(12)] + [play_match(100 + s, RandomBot) for s in range(12)]


def rehidden(state: State, rng: random.Random) -> State:
    """The same table with another deck order, other face-down goals and another
    generator state: nothing any view shows differs."""
    hidden = list(state.goal_deck) + [g for p in state.goal_piles for g in p]
    rng.shuffle(hidden)
    n0, n1 = (len(p) for p in state.goal_piles)
    deck = list(state.deck)
    rng.shuffle(deck)
    return dataclasses.replace(
        state, deck=tuple(deck), goal_piles=(tuple(hidden[:n0]), tuple(hidden[n0 : n0 + n1])),
        goal_deck=tuple(hidden[n0 + n1 :]), rng=rng.getrandbits(64))


# -- the declaration --------------------------------------------------------------------
def test_the_package_declares_the_game_and_imports_nothing_heavy():
    code = (
        "import sys, json\n"
        "import boardgames_desktop.games.held_hands as hh\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith(('boardgames_desktop', 'PySide6')))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    loaded = json.loads(out.stdout)
    assert not [m for m in loaded if m.startswith("PySide6")]
    assert not [m for m in loaded if m.startswith("boardgames_desktop.games.held_hands.")]
    assert INFO.id == "held-hands" and (INFO.min_people, INFO.max_people) == (2, 2)
    assert INFO.hidden is Hidden.FROM_ALL
    assert INFO.native_title == "然後我們牽起手"
    assert [o.key for o in INFO.options] == ["first"]


def test_the_model_side_imports_no_qt():
    """Rules, data, bots, the move search, the hint, the rules text and the
    simulation are pure Python (only view/ and pnp paint)."""
    names = ["rules", "data", "ai", "moves", "hint", "rules_text", "simulate"]
    code = (
        "import importlib, json, sys\n"
        f"for n in {names!r}: importlib.import_module('boardgames_desktop.games.held_hands.' + n)\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert json.loads(out.stdout) == []


def test_every_part_loads_through_the_registry():
    assert games.info("held-hands") is INFO and games.package("held-hands") is PACKAGE
    assert games.get_game("held-hands") is GAME and GAME.info is INFO
    kinds = games.bots("held-hands")
    assert all(isinstance(k, BotKind) for k in kinds)
    assert [k.key for k in kinds] == ["bot:easy", "bot:normal", "bot:hard", "bot:careful", "bot:casual"]
    sim = games.part("held-hands", "simulate")
    assert callable(sim.lines) and sim.DEFAULT_BOTS == ("normal",)
    view = games.part("held-hands", "view")
    assert view.BoardView and view.ProjectorBoard
    assert callable(games.part("held-hands", "pnp").documents)


def test_one_spec_per_action_type_with_its_undo_and_log_policy():
    specs = {spec.type: spec for spec in GAME.actions}
    assert set(specs) == {Fan, RevealGoal, Step, EndTurn}
    assert all(spec.log is Log.PUBLIC for spec in specs.values())
    assert specs[RevealGoal].undo is Undo.REVEALS and specs[EndTurn].undo is Undo.REVEALS
    assert specs[Fan].undo is Undo.STEP
    safe = GAME.setup(2, 1, {})
    assert specs[Step].undo_policy(safe, safe) is Undo.STEP
    over = dataclasses.replace(safe, phase="over")
    assert specs[Step].undo_policy(safe, over) is Undo.NEVER  # a step that broke the balance


def test_options_are_the_declared_ones():
    assert GAME.options is INFO.options
    with pytest.raises(ValueError):
        GAME.setup(2, 1, {"first": 2})


# -- words from views only ------------------------------------------------------------------
def test_describe_is_given_views_only_and_gives_one_short_line_per_action(matches, monkeypatch):
    seen: list = []
    real = type(GAME).describe

    def spy(self: Game, before, after, actor, action, viewer):
        seen.append((before, after))
        return real(self, before, after, actor, action, viewer)

    monkeypatch.setattr(type(GAME), "describe", spy)
    lines = 0
    for match in matches:
        for viewer in (None, 0, 1):
            for _entry, text in match.log_lines(viewer):
                line = render(text, NAMES)
                assert "\n" not in line and "{" not in line and len(line) < 220, line
                lines += 1
    assert lines > 1000
    for before, after in seen:
        for view in (before, after):
            view = view.data() if isinstance(view, LazyView) else view  # built when describe reads it
            assert isinstance(view, dict) and json.loads(json.dumps(view)) == view
            assert not any(isinstance(v, State) for v in view.values())


def test_log_lines_do_not_depend_on_what_the_views_hide(matches):
    rng = random.Random(3)
    for match in matches[::3]:
        for entry in match.active_entries():
            b, a = rehidden(entry.before, rng), rehidden(entry.after, rng)
            for viewer in (None, 0, 1):
                real = GAME.describe(GAME.view(entry.before, viewer), GAME.view(entry.after, viewer),
                                     entry.actor, entry.action, viewer)
                other = GAME.describe(GAME.view(b, viewer), GAME.view(a, viewer), entry.actor, entry.action, viewer)
                assert real == other


def test_every_seat_reads_the_same_lines_as_the_public(matches):
    """Nothing is private between the partners (both hands lie face up)."""
    for match in matches[::4]:
        public = [render(t, NAMES) for _e, t in match.log_lines(None)]
        for seat in (0, 1):
            assert [render(t, NAMES) for _e, t in match.log_lines(seat)] == public


def test_log_lines_read_plainly():
    match = Match(GAME, SEATS, 4, {"first": 0})
    match.play(0, Fan("L"))
    match.play(1, Fan("R"))
    match.play(0, RevealGoal())
    lines = [render(t, NAMES) for _e, t in match.log_lines(None)]
    assert lines[0] == "Ada fans their hand to the left."
    assert lines[1] == "Ben fans their hand to the right."
    goal = match.view(None)["active_goals"][0]
    assert lines[2] == f"Ada reveals the next goal: {goal}."
    match.play(1, RevealGoal())
    step = next(a for a in match.legal_actions(0) if isinstance(a, Step)
                and GAME.apply(match.state, 0, a).phase == "play")
    match.play(0, step)
    line = render(match.log_lines(None)[-1][1], NAMES)
    assert line.startswith("Ada steps to a") and "paying from" in line and "(balance" in line
    end = next(a for a in match.legal_actions(0) if isinstance(a, EndTurn))
    match.play(0, end)
    assert render(match.log_lines(None)[-1][1], NAMES).startswith("Ada ends the move")


def test_a_move_is_one_line_built_from_views_only(matches):
    """Steps and ending the move read as one line a move, the same for every
    viewer, and the line does not change with what the views hide."""
    rng = random.Random(5)
    moves = 0
    for match in matches[::3]:
        public = [(entries, render(line, NAMES)) for entries, line in match.moves(None)]
        for seat in (0, 1):
            assert [render(line, NAMES) for _e, line in match.moves(seat)] == [t for _e, t in public]
        for entries, text in public:
            kinds = [type(e.action) for e in entries]
            if Step not in kinds:
                assert len(entries) == 1
                continue
            moves += 1
            # Steps, then the ending (the last move may still be going on, or a step ended the game).
            assert set(kinds[:-1]) == {Step} or kinds == [Step]
            assert kinds[-1] in (Step, EndTurn) and (kinds[-1] is EndTurn or entries[-1] is match.entries[-1])
            assert "\n" not in text and "{" not in text and text.count(" moves ") == 1 and "ends the move" not in text
            parts = [Part(GAME.view(rehidden(e.before, rng), None), GAME.view(rehidden(e.after, rng), None), e.action)
                     for e in entries]
            assert render(GAME.describe_move(parts, entries[0].actor, None), NAMES) == text
    assert moves > 50


def test_a_move_in_plain_words():
    match = Match(GAME, SEATS, 4, {"first": 0})
    for actor, action in [(0, Fan("L")), (1, Fan("R")), (0, RevealGoal()), (1, RevealGoal())]:
        match.play(actor, action)
    for _ in range(2):
        step = next(a for a in match.legal_actions(0) if isinstance(a, Step)
                    and GAME.apply(match.state, 0, a).phase == "play")
        match.play(0, step)
    line = render(match.moves(None)[-1][1], NAMES)
    assert line.startswith("Ada moves 2 steps to ") and "paying from" in line
    assert line.endswith("The move is not over yet.")
    match.undo(0)  # one step back, not the move
    assert render(match.moves(None)[-2][1], NAMES).startswith("Ada moves 1 step to ")
    match.play(0, next(a for a in match.legal_actions(0) if isinstance(a, EndTurn)))
    line = render(match.moves(None)[-1][1], NAMES)
    assert line.startswith("Ada moves 1 step to ") and "(balance " in line and "not over" not in line
    assert len(match.moves(None)) == 6 and len(match.log_lines(None)) == 7  # a step taken back stays listed


def test_status_comes_from_the_public_view(matches):
    rng = random.Random(4)
    for match in matches[::3]:
        for state in match.states():
            status = GAME.status(GAME.view(state, None))
            assert isinstance(status, Text) and render(status, NAMES)
            assert GAME.status(GAME.view(rehidden(state, rng), None)) == status
    finished = matches[0].state
    assert GAME.status(GAME.view(finished, None)) == finished.result.message


def test_the_outcome_message_names_the_seat_by_its_name():
    match = next(m for m in (play_match(s, RandomBot) for s in range(20)) if m.outcome().reason == "balance")
    message = render(match.outcome().message, match.names)
    assert message.startswith(("Ada's balance", "Ben's balance"))


# -- determinize ---------------------------------------------------------------------------
def test_determinize_gives_a_state_whose_view_is_the_given_view(matches):
    rng = Rng(2014)
    differs = 0
    for match in matches:
        for state in match.states()[::4]:
            for seat in (0, 1):
                view = GAME.view(state, seat)
                sampled = GAME.determinize(view, seat, rng)
                assert isinstance(sampled, State)
                assert GAME.view(sampled, seat) == view
                assert GAME.view(sampled, None) == GAME.view(state, None)
                assert check_invariants(sampled) == []
                assert GAME.legal_actions(sampled, state.current) == GAME.legal_actions(state, state.current)
                assert GAME.outcome(sampled) == GAME.outcome(state)
                differs += sampled.deck != state.deck
    assert differs > 100  # the unseen really are sampled


def test_determinize_samples_from_the_rng_only():
    state = next(m for m in (play_match(s) for s in range(7, 40)) if len(m.states()) > 30).states()[30]
    view = GAME.view(state, 0)
    a = GAME.determinize(view, 0, Rng(1))
    assert a == GAME.determinize(view, 0, Rng(1))
    assert a != GAME.determinize(view, 0, Rng(2))
    assert a.rng != state.rng


def test_a_sampled_state_plays_on_with_the_real_rules():
    for seed in range(6):
        states = play_match(seed).states()
        state = states[len(states) // 2]
        sampled = GAME.determinize(GAME.view(state, state.current), state.current, Rng(seed))
        rng = random.Random(seed)
        while GAME.to_act(sampled):
            seat = GAME.to_act(sampled)[0]
            sampled = GAME.apply(sampled, seat, rng.choice(GAME.legal_actions(sampled, seat)))
            assert check_invariants(sampled) == []


# -- bots see no state -------------------------------------------------------------------------
def _states_to_move(count: int) -> list[State]:
    out = []
    for match in (play_match(300 + s) for s in range(20)):
        out += [s for s in match.states() if s.phase == "play" and not needs_reveal(s, s.current)][::5]
    return out[:count]


def _holds_a_state(value) -> bool:
    if isinstance(value, State):
        return True
    if isinstance(value, dict):
        return any(_holds_a_state(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_holds_a_state(v) for v in value)
    return False


class UntimedNormal(NarrowTwoTurnBot):
    seconds = None  # the same choice however loaded the machine


@pytest.mark.parametrize("bot_class", [CarefulBot, CasualBot, UntimedNormal])
def test_bots_choose_from_a_turn_that_holds_no_state_and_ignore_what_views_hide(bot_class):
    rng = random.Random(9)
    for state in _states_to_move(40):
        seat = state.current
        legal = GAME.legal_actions(state, seat)
        turns = []
        for s in (state, rehidden(state, rng)):
            view = json.loads(json.dumps(GAME.view(s, seat)))  # plain data, no object of the rules
            turn = BotTurn(GAME, seat, view, legal, Rng(seat))
            assert not _holds_a_state([getattr(turn, f.name) for f in dataclasses.fields(turn)])
            turns.append(turn)
        a, b = (bot_class(GAME, seat, 1).choose(t) for t in turns)
        assert a in legal and a == b


def test_the_careful_bot_ranks_as_if_it_played_out_every_plan():
    """The bound only skips plans that could not make the top: the same best six
    as scoring every plan with the real apply."""
    bot = CarefulBot(GAME, 0)
    compared = 0
    for state in _states_to_move(60):
        seen = Seen.of(state)
        plans = enumerate_moves(Ctx.of(state), include_stop=True, exact=False)
        outcomes = Outcomes(GAME, state, state.current)
        every = []
        for index, plan in enumerate(plans):
            if not plan.steps and not state.path:
                continue
            assert bot.bound(state, plan, seen) >= max(
                bot.score(state, plan, mid, after, seen, Rng(0)) for _s, mid, after in outcomes.ends(plan))
            for k, (side, mid, after) in enumerate(outcomes.ends(plan)):
                every.append((bot.score(state, plan, mid, after, seen, Rng(0)), (index, k), plan, side))
        every.sort(key=lambda t: (-t[0], t[1]))
        top = bot.ranked(GAME, state, Rng(0), plans, seen, 6)
        assert [(v, p, s) for v, p, s, _a in top] == [(v, p, s) for v, _o, p, s in every[:6]]
        compared += 1
    assert compared >= 40


def test_bot_kinds_are_labelled_for_translation():
    assert [k.label for k in BOTS] == ["Easy", "Normal", "Hard", "Bot (careful)", "Bot (casual)"]
    for kind in BOTS:
        bot = kind.factory(GAME, 1, 5)
        assert bot.seat == 1


# -- simulate -----------------------------------------------------------------------------------
def _args(*argv: str) -> Namespace:
    return cli.simulate_parser("held-hands").parse_args(list(argv))


def test_simulate_prints_wins_losses_turns_speed_and_invariant_failures():
    out = io.StringIO()
    assert simulate.run("held-hands", _args("--games", "3", "--bots", "casual"), out=out, err=io.StringIO()) == 0
    text = out.getvalue()
    for words in ("3 games", "bots seated in turn: casual", "wins (held hands)", "losses", "mean turns",
                  "games per second", "invariants: ", "checked, 0 failures"):
        assert words in text


def test_simulate_shows_progress_and_time_left_on_long_runs_only():
    # The clock moves on five seconds each time it is read (once per game, and
    # twice at the start): after game 1 it has run 5 s, about 15 s are left; a
    # file (not a terminal) gets a line at most every ten seconds.
    ticks = iter(range(0, 1000, 5))
    err = io.StringIO()
    simulate.run("held-hands", _args("--games", "4", "--random"), out=io.StringIO(), err=err,
                 clock=lambda: float(next(ticks)))
    assert err.getvalue().splitlines() == [
        "held-hands: 1 of 4 games, about 15 s left",
        "held-hands: 3 of 4 games, about 5 s left",
    ]
    quiet = io.StringIO()
    simulate.run("held-hands", _args("--games", "2", "--random"), out=io.StringIO(), err=quiet, clock=lambda: 0.0)
    assert quiet.getvalue() == ""


# -- the rules text ---------------------------------------------------------------------------
def test_rules_text_is_made_of_messages_and_names_the_refill_after_a_reveal():
    text = GAME.rules_text()
    assert text == rules_markdown()
    assert all(block in text for block in BLOCKS)
    assert "a turn that only revealed a goal is a turn too" in text
    assert "## A turn" in text and "## Decisions taken for the app" in text
