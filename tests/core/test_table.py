"""The table session, without Qt: screen, curtain, viewer, undo, bots, deadlines, peeks.

Played with toy cards (``tests/toy``), whose seats hold secret cards.
"""

from __future__ import annotations

import random

import pytest
from toy.ai import BOTS
from toy.leakcheck import hidden_from, leaks, model_leaks
from toy.rules import GAME, Confirm, Note, Pass, Play, Stake, Swap, ToyCards

from boardgames_desktop.core.game import TABLE, Level, Person, SeatSpec, TooMany
from boardgames_desktop.core.i18n import SeatLabel, render
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.rng import Rng, seed_state
from boardgames_desktop.core.table import (
    APP_SEEDS,
    WARNING_SECONDS,
    BotJob,
    BotSeeds,
    TableSession,
    bot_seed,
    build_bots,
)

NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eli", "Fay")


class FakeClock:
    def __init__(self, now: float = 1000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def make(*kinds: str, seed: int = 7, clock=None, host: bool = False, **options) -> TableSession:
    kinds = kinds or ("human", "bot:eager")
    seats = [SeatSpec.single(NAMES[i], kind) for i, kind in enumerate(kinds)]
    if host:
        options.setdefault("mode", "host")
    match = Match(GAME, seats, seed, options)
    return TableSession(match, BOTS, clock=clock or FakeClock(), host=host)


def text(session: TableSession, message) -> str:
    return render(message, session.names)


def turn(session: TableSession, seat: int) -> None:
    """``seat`` (at the screen) passes."""
    assert session.play(seat, Pass()) is None


# -- screen, curtain, viewer ------------------------------------------------------------------


def test_the_curtain_hides_each_human_seat_until_its_click_and_a_bot_keeps_the_screen():
    session = make("human", "bot:eager", "human")
    assert session.curtain_up and session.curtain_seat == 0
    assert session.screen() is None  # the board gets nothing before Ada's click
    assert session.viewer is None  # the log panel reads the public log meanwhile
    session.lift_curtain()
    screen = session.screen()
    assert not session.curtain_up and screen.seat == 0 and session.viewer == 0
    assert screen.view["hand"] == list(session.match.state.hands[0]) and screen.interactive
    assert Stake() in screen.legal

    turn(session, 0)
    # Ben (a bot) is to act: Ada keeps the screen (she may take notes), no curtain.
    assert session.match.to_act() == (1,)
    assert session.screen_actor == 0 and not session.curtain_up and session.viewer == 0
    screen = session.screen()
    assert screen.seat == 0 and screen.interactive
    assert all(isinstance(a, Note) for a in screen.legal)

    job = session.bot_job
    assert job.seat == 1
    assert session.bot_answer(job.token, Pass())
    # Cleo's turn: the curtain comes down over Ada's cards before Cleo sees anything.
    assert session.curtain_up and session.curtain_seat == 2 and session.screen() is None
    assert session.viewer is None
    session.lift_curtain()
    assert session.viewer == 2 and session.screen().view["seat"] == 2


def test_one_person_against_bots_never_needs_a_curtain():
    session = make("human", "bot:eager", "bot:careful")
    while not session.match.finished:
        assert not session.curtain_up and session.viewer == 0
        job = session.bot_job
        if job is not None:
            session.bot_answer(job.token, job.run())
        else:
            turn(session, 0)
    assert session.viewer == 0 and session.screen().interactive is False


def test_bots_only_show_the_public_view():
    session = make("bot:eager", "bot:careful")
    screen = session.screen()
    assert session.screen_actor is None and screen.seat is None
    assert screen.view == session.match.view(None) and not screen.interactive


def test_no_curtain_while_the_game_says_nobody_holds_secrets():
    class OpenCards(ToyCards):
        def needs_curtain(self, state):
            return state.round >= 2  # secrets only from the second round on

    seats = [SeatSpec.single(n) for n in ("Ada", "Ben")]
    session = TableSession(Match(OpenCards(), seats, 3, {"rounds": 2}), BOTS)
    assert not session.curtain_up and session.viewer == 0
    turn(session, 0)
    assert not session.curtain_up and session.viewer == 1  # the screen passes openly
    turn(session, 1)
    # Round two: secrets now; Ben starts it and must click first, although he had the screen.
    assert session.match.state.round == 2 and session.match.to_act() == (1,)
    assert session.curtain_up and session.curtain_seat == 1


def test_after_the_game_an_unlifted_seat_sees_the_public_view():
    session = make("human", "human", rounds=2)
    for _ in range(4):
        session.lift_curtain()
        turn(session, session.screen_actor)
    assert session.match.finished
    assert not session.curtain_up
    last = session.match.entries[-1].actor
    assert session.viewer == last  # who made the last move keeps their own view
    # A seat that never clicked is never shown.
    session._revealed = None
    assert session.viewer is None


# -- the table actor -----------------------------------------------------------------------------


def test_the_table_confirms_rounds_in_host_mode_with_the_public_view():
    session = make("human", "human", host=True)
    for seat in (0, 1):
        session.lift_curtain()
        turn(session, seat)
    assert session.match.to_act() == (TABLE,)
    assert session.screen_actor == TABLE and not session.curtain_up and session.viewer is None
    screen = session.screen()
    assert screen.seat == TABLE and screen.legal == [Confirm()] and screen.interactive
    assert screen.view == session.match.view(None)
    assert text(session, session.headline()) == "The table's turn"
    assert "the table confirms" in text(session, session.status()[0])
    assert text(session, session.play(0, Confirm())) == "It is not your turn."
    assert session.play(TABLE, Confirm()) is None
    # Round two starts with Ben, behind the curtain.
    assert session.curtain_up and session.curtain_seat == 1
    assert text(session, session.log(None)[-1].message) == "The table confirms the end of round 1."


class _SaysTheTablesTurn(ToyCards):
    """Toy cards whose table says, from the public view, what it confirms."""

    def table_turn(self, public):
        return f"The table closes round {public['round']}"


def test_a_game_s_table_turn_is_the_headline_while_only_the_table_is_to_act():
    game = _SaysTheTablesTurn()
    seats = [SeatSpec.single(name) for name in NAMES[:2]]
    session = TableSession(Match(game, seats, 7, {"mode": "host"}), BOTS, clock=FakeClock(), host=True)
    # Not the table's turn: the game's words are not asked for.
    assert text(session, session.headline()) == "Ada's turn"
    for seat in (0, 1):
        session.lift_curtain()
        turn(session, seat)
    assert session.match.to_act() == (TABLE,)
    assert text(session, session.headline()) == "The table closes round 1"
    # The very game without the override keeps the shell's words (the contract's default).
    assert text(session, GAME.table_turn(session.match.view(None))) == "The table's turn"


# -- playing and refusals -------------------------------------------------------------------------


def test_plays_from_the_screen_are_checked():
    session = make("human", "human")
    assert "clicks the curtain" in text(session, session.play(0, Pass()))
    session.lift_curtain()
    assert text(session, session.play(1, Pass())) == "It is not your turn."
    assert text(session, session.play(0, Play("ruby-99"))) == "Ada does not hold that card."
    assert session.play(0, Stake()) is None
    assert text(session, session.play(0, Stake())) == "Ada has already staked this turn."
    assert len(session.match.entries) == 1


# -- undo and redo ---------------------------------------------------------------------------------


def test_the_screen_seat_takes_back_its_own_steps_and_notes_while_a_bot_thinks():
    session = make("human", "bot:eager")
    assert session.play(0, Stake()) is None
    assert session.can_undo()
    assert session.undo() is None and not session.match.state.staked
    assert session.can_redo() and session.redo() is None and session.match.state.staked
    card = session.match.state.hands[0][0]
    assert session.play(0, Play(card)) is None
    assert "revealed" in text(session, session.undo_block_reason())
    # Ben thinks; Ada writes a note, and takes it back.
    job = session.bot_job
    assert session.play(0, Note(1, "high")) is None
    assert session.can_undo() and session.undo() is None
    assert session.match.state.notes[0] == ()
    assert session.bot_job is job  # the bot was never interrupted


def test_a_host_takes_back_anyones_last_move_and_the_curtain_comes_back():
    session = make("human", "human", host=True)
    session.lift_curtain()
    turn(session, 0)
    assert session.curtain_up and session.curtain_seat == 1
    assert session.undo() is None  # the host, behind Ben's curtain, takes back Ada's pass
    assert session.match.to_act() == (0,)
    # Ada's cards do not reappear by themselves: whoever is at the screen now clicks first.
    assert session.curtain_up and session.curtain_seat == 0 and session.screen() is None


def test_undo_needs_someone_at_the_screen():
    session = make("bot:eager", "bot:eager")
    assert session.undo_block_reason() is not None and not session.can_redo()
    session = make("human", "human")
    assert "curtain" in text(session, session.undo_block_reason())


# -- bots ------------------------------------------------------------------------------------------


def test_a_bot_job_carries_the_seat_view_legal_actions_and_a_seeded_rng():
    session = make("bot:careful", "human")
    job = session.bot_job
    assert isinstance(job, BotJob) and job.seat == 0
    assert job.turn.view == session.match.view(0) and job.turn.legal == session.match.legal_actions(0)
    again = make("bot:careful", "human").bot_job
    assert job.turn.rng.state == again.turn.rng.state
    assert job.run() == again.run()  # same seed, same choice


def test_a_note_does_not_restart_the_thinking_bot_but_a_change_it_sees_does():
    session = make("human", "bot:eager", host=True, mode="app")
    seen: list[frozenset] = []
    session.subscribe(lambda s, reasons: seen.append(reasons))
    turn(session, 0)
    job = session.bot_job
    assert job.seat == 1
    seen.clear()
    assert session.play(0, Note(1, "low")) is None
    assert session.bot_job is job and "job" not in seen[-1] and "match" in seen[-1]
    # The host takes back Ada's note and her pass: Ben's question is gone.
    assert session.undo() is None and session.bot_job is job
    assert session.undo() is None and session.bot_job is None
    assert session.redo() is None
    fresh = session.bot_job
    assert fresh.token != job.token
    assert not session.bot_answer(job.token, Pass())  # the answer to the old question is dropped
    assert session.match.to_act() == (1,)
    assert session.bot_answer(fresh.token, fresh.run())
    assert session.match.entries[-1].actor == 1


def test_a_bot_breaking_a_rule_halts_the_bots_until_resumed():
    session = make("bot:eager", "human")
    job = session.bot_job
    assert not session.bot_answer(job.token, Play("ruby-99"))
    assert session.halted is not None and session.bot_job is None
    assert "Ada chose a move the rules forbid" in text(session, session.halted)
    assert "the bots are paused" in text(session, session.headline())
    session.resume_bots()
    assert session.bot_job is not None
    session.bot_failed(session.bot_job.token, "ZeroDivisionError")
    assert "ZeroDivisionError" in text(session, session.halted)


def test_unknown_bot_kinds_and_games_without_bots():
    seats = [SeatSpec.single("Ada", "bot:retired"), SeatSpec.single("Ben")]
    bots = build_bots(GAME, seats, 1, BOTS)
    assert type(bots[0]).__name__ == "CarefulBot"  # an old save's retired bot: the Normal level plays
    with pytest.raises(ValueError, match="has no bots"):
        build_bots(GAME, seats, 1, ())


def _decisions(session: TableSession, n: int) -> list[tuple[int, int]]:
    """Play ``n`` bot decisions; each one's seat and its generator's first draw."""
    drawn = []
    for _ in range(n):
        job = session.bot_job
        assert job is not None
        before = job.turn.rng.state
        action = job.run()
        drawn.append((job.seat, before))
        assert session.bot_answer(job.token, action)
    return drawn


def test_the_app_seeds_a_bot_a_seat_and_a_fresh_generator_a_decision():
    session = make("bot:eager", "bot:careful", seed=7)
    assert session.seeds is APP_SEEDS
    assert [session.bots[s].seed for s in (0, 1)] == [bot_seed(7, 0), bot_seed(7, 1)]
    for n, (seat, state) in enumerate(_decisions(session, 4)):
        assert state == Rng(seed_state(7, f"bot/{seat}/{n}")).state


def test_a_session_seeds_its_bots_and_decisions_as_declared():
    """A declared seeding (a simulation replaying an older loop) is what the bots get:
    their seeds, and one kept generator that every decision of a stream continues."""
    seeds = BotSeeds(bot=lambda match_seed, seat: match_seed * 10 + seat,
                     stream=lambda match_seed, seat, decision: (match_seed, f"seat{seat}"), kept=True)
    seats = [SeatSpec.single(NAMES[i], kind) for i, kind in enumerate(("bot:eager", "bot:careful"))]
    session = TableSession(Match(GAME, seats, 7), BOTS, clock=FakeClock(), seeds=seeds)
    assert [session.bots[s].seed for s in (0, 1)] == [70, 71]
    streams: dict[int, Rng] = {}
    for _ in range(4):
        job = session.bot_job
        assert job is not None
        if job.seat not in streams:
            assert job.turn.rng.state == seed_state(7, f"seat{job.seat}")
        rng = streams.setdefault(job.seat, job.turn.rng)
        assert job.turn.rng is rng  # the seat's stream goes on where its last decision left it
        assert session.bot_answer(job.token, job.run())
    assert set(streams) == {0, 1} and streams[0] is not streams[1]


def test_a_seeding_that_is_not_kept_draws_anew_every_decision():
    seeds = BotSeeds(stream=lambda match_seed, seat, decision: (match_seed, f"seat{seat}"))
    seats = [SeatSpec.single(NAMES[i], "bot:eager") for i in range(2)]
    session = TableSession(Match(GAME, seats, 7), BOTS, clock=FakeClock(), seeds=seeds)
    first = [state for seat, state in _decisions(session, 4) if seat == 0]
    assert len(first) >= 2 and set(first) == {Rng(seed_state(7, "seat0")).state}


# -- deadlines -----------------------------------------------------------------------------------


def test_a_deadline_starts_when_its_seat_sees_the_board_and_expires_into_the_log():
    clock = FakeClock(100.0)
    session = make("human", "human", clock=clock, timer=10)
    assert session.deadline.actor == 0 and session.deadline.action == Pass()
    clock.advance(60)
    assert session.deadline_started is None and session.seconds_left() == 10  # behind the curtain
    assert not session.expire()
    session.lift_curtain()
    assert session.deadline_started == 160.0
    clock.advance(4.2)
    assert session.countdown() == 6 and not session.warning()
    clock.advance(1.0)
    assert session.warning() and session.seconds_left() <= WARNING_SECONDS
    # A note is no move: the clock runs on. A stake is: the time starts again.
    assert session.play(0, Note(1, "high")) is None
    assert session.deadline_started == 160.0
    assert session.play(0, Stake()) is None
    assert session.deadline_started == clock.now
    clock.advance(9.9)
    assert not session.expire()
    clock.advance(0.1)
    assert session.expire()
    last = session.match.entries[-1]
    assert last.expired and last.action == Pass() and last.actor == 0
    assert text(session, session.log(None)[-1].message) == "Time ran out. Ada passes and loses the stake."
    # Ben's turn now, with a fresh deadline that waits for his click.
    assert session.deadline.actor == 1 and session.deadline_started is None


def test_a_bots_deadline_runs_at_once():
    clock = FakeClock()
    session = make("human", "bot:eager", clock=clock, timer=20)
    turn(session, 0)
    assert session.deadline.actor == 1 and session.deadline_started == clock.now
    job = session.bot_job
    clock.advance(20)
    assert session.expire()
    assert not session.bot_answer(job.token, job.run())  # too late: the bot's answer is stale
    assert session.match.entries[-1].expired


def test_an_expired_deadline_replays_identically_from_the_save():
    clock = FakeClock()
    session = make("human", "human", clock=clock, timer=10, seed=11)
    session.lift_curtain()
    assert session.play(0, Stake()) is None
    clock.advance(10)
    assert session.expire()
    session.lift_curtain()
    assert session.play(1, Play(session.match.state.hands[1][0])) is None
    saved = session.match.to_dict()
    assert [bool(item.get("expired")) for item in saved["log"]] == [False, True, False]
    again = Match.from_dict(saved, lambda game_id: GAME if game_id == GAME.id else None)
    assert again.states() == session.match.states()
    assert [e.expired for e in again.entries] == [e.expired for e in session.match.entries]
    replayed = TableSession(again, BOTS)
    assert [text(replayed, line.message) for line in replayed.log(None)] == [
        text(session, line.message) for line in session.log(None)
    ]


# -- peeks ---------------------------------------------------------------------------------------


def test_a_held_peek_shows_a_seat_until_released_or_anything_happens():
    session = make("human", "human", "bot:eager")
    assert session.curtain_up
    session.peek(1)
    assert not session.curtain_up and session.viewer == 1
    screen = session.screen()
    assert screen.seat == 1 and screen.view["hand"] == list(session.match.state.hands[1]) and not screen.interactive
    assert "peek" in text(session, session.play(0, Pass()))
    session.end_peek()
    assert session.curtain_up and session.viewer is None
    session.peek(0)
    session.match.play(0, Note(1, "high"))  # anything that changes the match ends the peek
    assert session.peeking is None
    with pytest.raises(ValueError):
        session.peek(2)  # a bot's cards are nobody's to look at


# -- words ---------------------------------------------------------------------------------------


def test_headline_status_and_the_end():
    session = make("human", "bot:eager", rounds=2)
    assert text(session, session.headline()) == "Ada's turn"
    assert text(session, session.status()[0]).startswith("Round 1 of 2. Beat ")
    turn(session, 0)
    # A bot's turn reads as anyone's until the shell says it has been thinking a while.
    assert text(session, session.headline()) == "Ben's turn"
    assert text(session, session.headline(thinking=True)) == "Ben (bot) is thinking…"
    # A team a bot plays for is plural, as every line whose subject is a seat.
    team = {0: SeatLabel("Ada", 1), 1: SeatLabel("Ben & Cem", 2)}
    assert render(session.headline(thinking=True), team) == "Ben & Cem (bots) are thinking…"
    while not session.match.finished:
        job = session.bot_job
        if job:
            session.bot_answer(job.token, Pass())
        else:
            turn(session, 0)
    lines = [text(session, m) for m in session.status()]
    assert text(session, session.headline()) == "Game over: Ada and Ben win together." or \
        text(session, session.headline()).startswith("Game over: ")
    assert lines[0] == "Ada, Ben share the win with 0 points."
    assert lines[1] == "Tied on points and on swaps: the win is shared."
    assert lines[2] == "Scores: Ada 0, Ben 0"


def test_team_names_appear_in_every_line():
    people = ["Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea"]
    seating = GAME.info.seating(len(people))
    seats = [SeatSpec(tuple(Person(people[i]) for i in group)) for group in seating]
    assert len(seats) == 6
    session = TableSession(Match(GAME, seats, 5), BOTS)
    session.lift_curtain()
    turn(session, 0)
    assert text(session, session.log(None)[0].message) == "Ada & Ben passes."
    session.lift_curtain()
    turn(session, 1)
    assert text(session, session.headline()) == "Eli & Fay's turn"


# -- many games ------------------------------------------------------------------------------------


def _random_game(seed: int, rng: random.Random) -> TableSession:
    seats_count = rng.randint(2, 5)
    kinds = [rng.choice(["human", "human", "bot:eager", "bot:careful"]) for _ in range(seats_count)]
    options = {"mode": rng.choice(["app", "host"]), "rounds": rng.choice([2, 3])}
    seats = [SeatSpec.single(NAMES[i], k) for i, k in enumerate(kinds)]
    return TableSession(Match(GAME, seats, seed, options), BOTS, host=options["mode"] == "host")


@pytest.mark.parametrize("seed", range(40))
def test_random_games_keep_the_policy_and_every_log_keeps_its_secrets(seed):
    rng = random.Random(seed)
    session = _random_game(seed, rng)
    match = session.match
    steps = 0
    while not match.finished and steps < 400:
        steps += 1
        # The policy, after every change.
        if session.curtain_up:
            assert session.screen() is None and session.viewer is None
            assert session.curtain_seat in match.to_act()
        viewer = session.viewer
        assert viewer is None or viewer == session.screen_actor
        names = session.names
        shown = [line.text(names) for line in session.log(viewer)]
        assert leaks(shown, hidden_from(match, viewer), "log panel") == []
        assert model_leaks(match, text(session, session.headline())) == []

        job = session.bot_job
        if session.curtain_up:
            session.lift_curtain()
        elif job is not None and rng.random() < 0.7:
            assert session.bot_answer(job.token, job.run())
        else:
            screen = session.screen()
            if not screen.interactive:
                assert job is not None
                session.bot_answer(job.token, job.run())
                continue
            assert not isinstance(screen.legal, TooMany)
            action = rng.choice(screen.legal)
            if isinstance(action, Note) and rng.random() < 0.5:
                action = rng.choice(screen.legal)  # fewer notes, so games end
            assert session.play(screen.seat, action) is None
            if rng.random() < 0.1 and session.can_undo():
                assert session.undo() is None
    assert match.finished
    assert match.outcome().winners


def test_swap_lines_differ_per_viewer():
    session = make("human", "human", seed=3)
    session.lift_curtain()
    before = session.match.state.hands[0]
    assert session.play(0, Swap(before[0])) is None
    (new,) = set(session.match.state.hands[0]) - set(before)
    own = text(session, session.log(0)[-1].message)
    assert own == f"Ada swaps {_name(before[0])} face down for {_name(new)}."
    public = text(session, session.log(None)[-1].message)
    assert public == text(session, session.log(1)[-1].message) == "Ada swaps a card face down for a new one."


def _name(card: str) -> str:
    colour, value = card.split("-")
    return f"{colour.capitalize()} {value}"


def test_bots_observe_their_own_seats_view_after_every_change():
    session = make("human", "bot:careful")
    bot = session.bots[1]
    seen = []
    bot.observe = seen.append  # a bot that remembers: record what it is shown
    match = session.match
    actor = match.to_act()[0]
    legal = match.legal_actions(actor)
    session.lift_curtain()
    assert session.play(actor, legal[0]) is None
    assert seen and seen[-1] == match.view(1)
    assert all(view == GAME.view(state, 1) for view, state in zip(seen, match.states()[1:]))


def test_a_seat_whose_bot_is_gone_is_played_by_the_normal_level_and_says_so():
    session = make("human", "bot:clever-2019", "bot:eager")
    assert session.stand_ins() == [1]
    assert type(session.bots[1]) is type(BOTS[1].factory(session.game, 1, 1))  # the Normal level's bot
    assert BOTS[1].level is Level.NORMAL
    assert session.kind_label(1) == "Normal (for a bot no longer offered)"
    assert session.kind_label(2) == "Eager bot"  # a reference kind keeps its own name
    assert session.kind_label(0) == "Human"


def test_a_game_without_levels_seats_its_first_kind_for_a_gone_bot():
    plain = tuple(k for k in BOTS if k.level is None)
    match = Match(GAME, [SeatSpec.single("Ada", "human"), SeatSpec.single("Ben", "bot:gone")], 3, {})
    session = TableSession(match, plain, clock=FakeClock())
    assert session.stand_ins() == [1]
    assert session.kind_label(1) == plain[0].label


def test_a_scripted_seat_has_nobody_at_the_screen_no_curtain_and_no_bot():
    """A lesson's other seats are played by its script: the session seats nobody at the
    screen for them, so the learner's view stays (no curtain) and no bot job is made."""
    from boardgames_desktop.games.inner_compass.rules import GAME as COMPASS  # secret hands: a curtain game

    match = Match(COMPASS, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 71)
    session = TableSession(match, scripted=(1,))
    assert session.human_seats() == [0] and not session.is_human(1) and session.kind_label(1) == "Played by the lesson"
    assert session.screen_actor == 0 and not session.curtain_up  # seat 1 places first: the screen stays seat 0's
    assert session.viewer == 0 and session.bot_job is None
    match.play(1, COMPASS.legal_actions(match.state, 1)[0])
    assert not session.curtain_up and session.viewer == 0 and session.screen().interactive
    both = TableSession(Match(COMPASS, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 71))
    assert both.curtain_up  # two people at one screen: the curtain, as ever
