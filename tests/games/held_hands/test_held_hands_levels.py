"""Held hands' three levels, the advice behind a hint, and the hint on the board.

Strength is measured in ``bench/strength_held_hands.py`` (the levels' look-ahead
is too slow for a fair count of deals here); here the levels play legal games,
the careful bot's guard off changes none of its moves, Normal's look is Hard's
over fewer plans, the advice is a legal move with its why, and a hint lights its
target and goes again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from boardgames_desktop.core.game import BotTurn, Level, SeatSpec
from boardgames_desktop.core.i18n import Text, render
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.core.simulate import play_game
from boardgames_desktop.games.held_hands.actions import EndTurn, Fan, RevealGoal, Step
from boardgames_desktop.games.held_hands.ai import (
    BOTS,
    CarefulBot,
    CasualBot,
    NarrowTwoTurnBot,
    TimedCarefulBot,
    TwoTurnBot,
)
from boardgames_desktop.games.held_hands.data import ADJACENT
from boardgames_desktop.games.held_hands.moves import Ctx, Plan, enumerate_moves
from boardgames_desktop.games.held_hands.planning import CAREFUL_THRIFT, Thrift, spending
from boardgames_desktop.games.held_hands.rules import GAME
from boardgames_desktop.games.held_hands.state import needs_reveal
from boardgames_desktop.games.held_hands.view import BoardView
from boardgames_desktop.games.held_hands.view.hintmark import HintTargets


class UntimedCareful(TimedCarefulBot):
    seconds = None


class UntimedNormal(NarrowTwoTurnBot):
    seconds = None


class UntimedHard(TwoTurnBot):
    seconds = None


def test_the_levels_come_first_and_todays_bots_stay_as_references():
    assert [k.key for k in BOTS] == ["bot:easy", "bot:normal", "bot:hard", "bot:careful", "bot:casual"]
    assert [k.level for k in BOTS[:3]] == [Level.EASY, Level.NORMAL, Level.HARD]
    assert BOTS[0].factory is CasualBot and BOTS[1].factory is NarrowTwoTurnBot and BOTS[2].factory is TwoTurnBot
    assert BOTS[3].factory is CarefulBot
    assert BOTS[3].level is None and BOTS[4].level is None
    assert NarrowTwoTurnBot.seconds == Level.NORMAL.seconds and TwoTurnBot.seconds == Level.HARD.seconds


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_level_plays_a_seeded_game_legally_to_its_end(level):
    result = play_game("held-hands", 7, [level])
    assert result.failures == []  # an illegal choice or a broken invariant is recorded there
    assert result.outcome is not None


def play(factories, seed: int) -> tuple[list, object]:
    """A seeded game of the two bots on the rules alone; every choice must be legal."""
    state = GAME.setup(2, seed, GAME.check_options({}))
    bots = [factories[s](GAME, s, seed) for s in (0, 1)]
    rngs = [Rng(seed * 10 + s) for s in (0, 1)]
    actions = []
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        action = bots[seat].choose(BotTurn(GAME, seat, GAME.view(state, seat), legal, rngs[seat]))
        assert action in legal
        actions.append(action)
        state = GAME.apply(state, seat, action)
    return actions, state


def test_hard_plays_a_seeded_game_legally_to_its_end():
    _actions, state = play((UntimedHard, UntimedHard), 3)
    assert state.result is not None


def test_the_timed_careful_bot_without_its_guard_is_the_careful_bot_move_for_move():
    """The guard only cuts a decision short: off, the careful bot's choices are untouched."""
    assert play((UntimedCareful, UntimedCareful), 5)[0] == play((CarefulBot, CarefulBot), 5)[0]


def test_normal_plays_a_seeded_game_legally_to_its_end_and_not_as_the_careful_bot():
    actions, state = play((UntimedNormal, UntimedNormal), 5)
    assert state.result is not None
    assert actions != play((CarefulBot, CarefulBot), 5)[0]


def test_normal_weighs_hards_look_over_its_best_three_plans_only():
    """Normal's choice is always one of the three plans it ranks best (the careful
    score, Hard's thrift); the look after them sometimes prefers a lower one, and Hard,
    weighing eight, sometimes plays a plan Normal never weighs."""
    assert NarrowTwoTurnBot.thrift == TwoTurnBot.thrift != CAREFUL_THRIFT
    assert NarrowTwoTurnBot.lookahead == 3 < TwoTurnBot.lookahead
    weighed = not_first = beyond = 0
    for k, (seat, view, legal) in enumerate(positions(4, 60) + positions(5, 60)):
        if view["phase"] != "play" or view["needs_reveal"][seat] or view["path"] or len(legal) < 2:
            continue
        state = GAME.determinize(view, seat, Rng(k))
        if needs_reveal(state, 1 - seat) or state.in_heart[1 - seat]:
            continue  # no look at the partner's reply: the best-ranked plan is played
        normal = UntimedNormal(GAME, seat, 1)
        plans = enumerate_moves(Ctx.of(state), include_stop=True, exact=False)
        best3 = [(plan, side) for _v, plan, side, _after in
                 normal.ranked(GAME, state, Rng(0), plans, normal.seen_of(state), 3)]
        chosen = normal.best_plan(GAME, state, Rng(0))
        assert chosen in best3
        weighed += 1
        not_first += chosen != best3[0]
        beyond += UntimedHard(GAME, seat, 1).best_plan(GAME, state, Rng(0)) not in best3
    assert weighed >= 20 and not_first >= 1 and beyond >= 1, (weighed, not_first, beyond)


# -- thrift: what a move's cards and the balance it leaves are worth --------------------------------
def plan_of(cards: list[int], balance: int) -> Plan:
    return Plan(tuple((f"O{i}", c) for i, c in enumerate(cards)), "O9", balance, False)


def test_the_careful_thrift_is_todays_formula():
    own = (1, 2, 3, 4, 5, 6)
    # A refill after spending two own cards and one of the partner's: 10 + 3 a card drawn, less the cards.
    assert spending(plan_of([1, 2, 40], 0), own) == 10 + 3 * 2 - 0.5 * 2 - 2.5
    # Off balance: 6 a point of balance, whatever is left in the hand.
    assert spending(plan_of([1, 2, 3, 4, 5], -2), own) == -12 - 0.5 * 5
    assert CarefulBot.thrift == CAREFUL_THRIFT == Thrift() and TimedCarefulBot.thrift == CAREFUL_THRIFT


def test_hards_thrift_fears_a_thin_hand_off_balance_and_the_edge():
    own = (1, 2, 3, 4, 5, 6)
    hard = TwoTurnBot.thrift
    assert hard != CAREFUL_THRIFT
    # At -1 with five cards left nothing more is charged than the balance...
    assert spending(plan_of([1], -1), own, hard) == -hard.off - 0.5
    # ...at -2 the edge is charged too, and with one card left two cards short of three.
    assert spending(plan_of([1, 2, 3, 4, 5], -2), own, hard) == (
        -2 * hard.off - hard.edge - 2 * hard.short - 0.5 * 5)
    # A refill is worth more a card drawn than the careful bot's.
    assert spending(plan_of([1, 2, 3], 0), own, hard) > spending(plan_of([1, 2, 3], 0), own)
    # The partner's cards spent do not thin the mover's hand.
    assert spending(plan_of([40, 41, 42], 1), own, hard) == -hard.off - 3 * 2.5


# -- advice -----------------------------------------------------------------------------------
def positions(seed: int, count: int):
    """The views of the seat to act along a casual game, with their legal actions."""
    state = GAME.setup(2, seed, GAME.check_options({"first": 0}))
    bots = [CasualBot(GAME, s, seed) for s in (0, 1)]
    out = []
    while GAME.to_act(state) and len(out) < count:
        seat = GAME.to_act(state)[0]
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        out.append((seat, view, legal))
        state = GAME.apply(state, seat, bots[seat].choose(BotTurn(GAME, seat, view, legal, Rng(len(out)))))
    return out


def test_advice_is_a_legal_action_with_a_line_of_why():
    kinds = set()
    for seat, view, legal in positions(4, 24):
        advice = UntimedNormal(GAME, seat, 1).advise(BotTurn(GAME, seat, view, legal, Rng(9)))
        assert advice.action in legal
        assert isinstance(advice.why, Text) and render(advice.why).strip()
        kinds.add(type(advice.action))
    assert {Fan, RevealGoal, Step} <= kinds


def test_the_why_of_a_step_toward_a_goal_names_the_goal():
    for seat, view, legal in positions(4, 60):
        if view["phase"] != "play" or view["needs_reveal"][seat] or view["path"] or len(legal) < 2:
            continue
        advice = UntimedNormal(GAME, seat, 1).advise(BotTurn(GAME, seat, view, legal, Rng(9)))
        line = render(advice.why)
        if "goal is done" in line:
            assert view["active_goals"][seat] in line
            return
    pytest.fail("no advised move completed a goal in 60 positions")


# -- the hint on the board ------------------------------------------------------------------------
def board_at(qtbot, seed: int = 11):
    match = Match(GAME, [SeatSpec.single(n) for n in ("Ada", "Ben")], seed, {"first": 0})
    for seat in (0, 1):
        match.play(seat, Fan("L"))
    match.play(0, RevealGoal())
    match.play(1, RevealGoal())
    board = BoardView(GAME)
    qtbot.addWidget(board)
    board.resize(1280, 720)
    board.show()
    view = match.view(0)
    board.show_view(view, 0, match.legal_actions(0), True)
    return match, board


def pixels(board: BoardView, node: str) -> list[int]:
    """The colours painted round ``node``."""
    centre = board.node_pos(node)
    image = board.table.grab(QRect(centre.x() - 30, centre.y() - 30, 60, 60)).toImage()
    return [image.pixel(x, y) for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)]


def test_show_hint_lights_the_step_and_its_card_and_clears(qtbot):
    match, board = board_at(qtbot)
    step = next(a for a in match.legal_actions(0) if isinstance(a, Step))
    before = pixels(board, step.node)
    board.show_hint(step)
    assert board.table.hint == HintTargets(step.node, (step.card,))
    assert pixels(board, step.node) != before  # the mark is painted there
    board.show_hint(None)
    assert board.table.hint is None and pixels(board, step.node) == before


def test_the_next_view_and_another_viewer_clear_the_hint(qtbot):
    match, board = board_at(qtbot)
    step = next(a for a in match.legal_actions(0) if isinstance(a, Step))
    board.show_hint(step)
    board.show_view(match.view(0), 0, match.legal_actions(0), True)
    assert board.table.hint is None
    board.show_hint(step)
    board.clear_notes()
    assert board.table.hint is None


def test_revealing_a_goal_lights_the_goal_pile(qtbot):
    _match, board = board_at(qtbot)
    board.show_hint(RevealGoal())
    assert board.table.hint == HintTargets(pile="goals-0")


def test_ending_the_move_lights_the_pawns_node(qtbot):
    match, board = board_at(qtbot)
    here = match.view(0)["positions"][0]
    step = next(a for a in match.legal_actions(0) if isinstance(a, Step) and a.node in ADJACENT[here])
    match.play(0, step)
    board.show_view(match.view(0), 0, match.legal_actions(0), True)
    end = next(a for a in match.legal_actions(0) if isinstance(a, EndTurn))
    board.show_hint(end)
    assert board.table.hint == HintTargets(step.node)
