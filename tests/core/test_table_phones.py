"""A seat played on its phone (``TableSession.set_on_phone``): never the screen's, no
curtain for it, the board and the log are public while only phones are to act, the
screen cannot play, undo or peek for it, its moves arrive through ``play_remote``,
its clock runs from the moment it is to act, and a laptop seat still lifts the
curtain at each of its turns (everyone can see the laptop)."""

from __future__ import annotations

import pytest
from toy.ai import BOTS
from toy.rules import GAME, Pass, Stake

from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.table import TableSession

from .test_table import NAMES, FakeClock


def make(*kinds: str, clock=None, **options) -> TableSession:
    seats = [SeatSpec.single(NAMES[i], kind) for i, kind in enumerate(kinds)]
    return TableSession(Match(GAME, seats, 7, options), BOTS, clock=clock or FakeClock())


def test_a_seat_on_its_phone_never_has_the_screen_and_no_curtain_rises_for_it():
    session = make("human", "human")
    session.set_on_phone(0)
    assert session.phone_seats == {0} and session.on_phone(0) and not session.at_screen(0)
    assert session.is_human(0) and session.match.to_act() == (0,)
    # Ada is to act on her phone: the laptop shows the public table, with no curtain.
    assert not session.curtain_up and session.screen_actor is None and session.viewer is None
    screen = session.screen()
    assert screen.seat is None and screen.view == session.match.view(None) and not screen.interactive
    assert render(session.headline(), session.names) == "Ada's turn, on the phone"
    refused = session.play(0, Pass())
    assert render(refused, session.names) == "Ada plays on the phone: the move is made there."
    assert session.undo_block_reason() is not None
    with pytest.raises(ValueError):
        session.peek(0)
    # Her phone plays it.
    assert session.play_remote(0, Pass()) is None
    assert session.match.entries[-1].actor == 0


def test_a_laptop_seat_lifts_the_curtain_at_each_turn_while_phones_are_at_the_table():
    session = make("human", "human")
    session.set_on_phone(1)
    assert session.curtain_up and session.curtain_seat == 0  # Ben can see the laptop
    session.lift_curtain()
    assert session.viewer == 0 and session.screen().view["hand"] == list(session.match.state.hands[0])
    assert session.play(0, Pass()) is None
    # Ben's turn on his phone: Ada's cards leave the laptop at once.
    assert session.match.to_act() == (1,) and session.viewer is None and not session.curtain_up
    assert session.screen().view == session.match.view(None)
    while session.match.to_act() == (1,):
        assert not session.curtain_up and session.viewer is None
        assert session.play_remote(1, session.match.legal_actions(1)[0]) is None
    # Ada's turn again: the curtain first, as Ben may be looking.
    assert session.match.to_act() == (0,) and session.curtain_up and session.screen() is None


def test_back_at_the_laptop_the_seat_sits_behind_the_curtain_again():
    session = make("human", "human")
    session.set_on_phone(0)
    changes: list[frozenset[str]] = []
    session.subscribe(lambda _s, reasons: changes.append(reasons))
    session.set_on_phone(0, False)
    assert "phones" in changes[-1] and session.phone_seats == frozenset()
    assert session.curtain_up and session.curtain_seat == 0
    session.set_on_phone(0, False)  # already at the laptop: nothing happens
    assert len(changes) == 1


def test_only_a_persons_seat_goes_on_a_phone_and_a_peek_at_it_ends():
    session = make("human", "bot:eager", "human", mode="host")
    with pytest.raises(ValueError):
        session.set_on_phone(1)
    session.peek(2)
    assert session.peeking == 2
    session.set_on_phone(2)
    assert session.peeking is None  # the seat looks at its phone now


def test_a_phone_seat_s_clock_runs_from_the_moment_it_is_to_act():
    clock = FakeClock(100.0)
    session = make("human", "human", clock=clock, timer=10)
    assert session.deadline.actor == 0 and session.deadline_started is None  # behind the curtain
    session.set_on_phone(0)
    assert session.deadline_started == 100.0  # the phone shows the decision at once
    clock.advance(10)
    assert session.expire() and session.match.entries[-1].expired


def test_with_every_person_on_a_phone_the_laptop_is_the_public_table_all_game():
    session = make("human", "bot:eager", "human")
    for seat in (0, 2):
        session.set_on_phone(seat)
    while not session.match.finished:
        assert not session.curtain_up and session.viewer is None
        assert session.screen().view == session.match.view(None)
        job = session.bot_job
        if job is not None:
            assert session.bot_answer(job.token, job.run())
            continue
        seat = session.match.to_act()[0]
        legal = session.match.legal_actions(seat)
        action = Stake() if Stake() in legal else legal[0]
        assert session.play_remote(seat, action) is None
    assert session.viewer is None
