"""Eselsbrücke in the real window, clicked like a host: from the launcher in host mode,
a round with telling (names on the projector on request), handing out, a held
"Hold to look" peek, a right guess, wrong guesses by key, a guess that runs out of
time through the deadline (a fake clock) and its penalty, the host's undo of
anyone's step; the projector gets exactly ``view(state, None)`` and never a card
that was handed out. At one screen, a seat behind the curtain picks the name it
guesses."""

from __future__ import annotations

from games.eselsbruecke.eselsbruecke_helpers import view_pictures  # tests/ is on sys.path
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from boardgames_desktop.core.game import TABLE
from boardgames_desktop.games.eselsbruecke.actions import Name, Right, TimeUp, Wrong
from boardgames_desktop.games.eselsbruecke.rules import GAME

from .conftest import settle
from .launch import launch


def watch_projector(window, match) -> list[str]:
    window.toggle_projector(True)
    problems: list[str] = []

    def check() -> None:
        shown = window.projector.board.public_view
        if shown != GAME.view(match.state, None):
            problems.append(f"the projector's view differs after {len(match.active_entries())} actions")
        held = {c for hand in match.state.hands for c in hand}
        if held & view_pictures(shown):
            problems.append(f"a handed-out card reached the projector: {held & view_pictures(shown)}")
        if "hand" in shown:
            problems.append("a hand reached the projector")

    window.refreshed.connect(check)
    return problems


def host_inputs(qtbot, window, until) -> None:
    """The host's quick inputs (the first choice, a right guess where one is offered)
    until ``until(state)``, through the session as the board's buttons would send them."""
    match = window.match
    for _ in range(2000):
        if until(match.state):
            settle(qtbot, window)
            return
        legal = match.legal_actions(TABLE)
        rights = [a for a in legal if isinstance(a, Right)]
        assert window.session.play(TABLE, rights[0] if rights else legal[0]) is None
        QApplication.processEvents()
    raise AssertionError("the state never came")


def click(qtbot, widget) -> None:
    qtbot.waitUntil(widget.isVisible, timeout=2000)
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def test_a_host_round_telling_handing_out_a_peek_a_right_guess_a_time_out_and_undo(
        qtbot, make_window, clock, monkeypatch):
    beeps: list[float] = []
    monkeypatch.setattr(QApplication, "beep", staticmethod(lambda: beeps.append(clock.now)))
    match = launch(qtbot, "eselsbruecke", people=4, mode="host", seed=2)
    assert match.options["mode"] == "host" and all(not s.is_bot for s in match.seats)
    window = make_window(match, autosave=False, clock=clock)
    assert window.session.host  # the host mode is declared a host mode
    problems = watch_projector(window, match)
    board, projector = window.board, window.projector.board
    host_inputs(qtbot, window, lambda s: s.round == 3 and s.phase == "draw")

    # Telling: one click draws, the projector shows the story's pictures large.
    assert not window.curtain_up and board.current.seat == TABLE
    click(qtbot, board.buttons["primary"])
    settle(qtbot, window, lambda: match.state.phase == "tell")
    assert len(match.state.showing) == 4 and projector.public_view["showing"] == list(match.state.showing)
    # The names under the pictures, on request: the game's menu while the projector is open.
    names = next(a for a in window.game_menu.actions() if a.text() == "Names under the pictures")
    assert not projector.show_names
    names.trigger()
    assert projector.show_names
    # One click hides them everywhere.
    click(qtbot, board.buttons["primary"])
    settle(qtbot, window, lambda: match.state.phase == "hand_out")
    assert projector.public_view["showing"] == []

    # Handing out: the cards go to the seats; nobody's card shows on the host's screen.
    click(qtbot, board.buttons["primary"])
    settle(qtbot, window, lambda: match.state.phase == "guess")
    assert any(match.state.hands) and "hand" not in board.current.view

    # A held peek: the seat's card shows only while its button is held down.
    holder = next(s for s, h in enumerate(match.state.hands) if h)
    button = window.peek_buttons[holder]
    qtbot.mousePress(button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert window.session.peeking == holder and board.peeking == holder
    assert board.current.view["hand"] == list(match.state.hands[holder]) and not board.current.interactive
    assert "hand" not in projector.public_view
    # Nothing can be entered while a seat peeks (a key press is refused).
    entries = len(match.entries)
    qtbot.keyClick(board, Qt.Key.Key_W)
    assert len(match.entries) == entries
    qtbot.mouseRelease(button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert window.session.peeking is None and board.peeking is None and "hand" not in board.current.view

    # A right guess: one click names the holder; the card goes to the guesser's pile, now public.
    guesser = match.state.guesser
    target = next(s for s, h in enumerate(match.state.hands) if h and s != guesser)
    card = match.state.hands[target][0]
    click(qtbot, board.buttons[f"right-{target}-0"])
    settle(qtbot, window, lambda: match.state.piles[guesser] == (card,))
    assert projector.public_view["news"]["pictures"] == [card]

    # Wrong guesses by key until the first guesser's turn comes round again.
    for _ in range(8):
        if match.state.guesser == guesser or match.state.phase != "guess":
            break
        before = len(match.entries)
        qtbot.keyClick(board, Qt.Key.Key_W)
        settle(qtbot, window)
        assert len(match.entries) == before + 1 and isinstance(match.entries[-1].action, Wrong)
    assert match.state.phase == "guess" and match.state.guesser == guesser

    # The deadline: 15 seconds from the decision, a warning (seen and heard), then the expiry.
    header = window.header.countdown
    assert header.isVisible() and header.text() == "0:15 left"
    clock.advance(10.5)
    window.tick()
    assert header.warning and window.projector.countdown.warning and beeps
    assert match.state.guesser == guesser
    clock.advance(5)
    window.tick()
    settle(qtbot, window)
    last = match.entries[-1]
    assert last.expired and isinstance(last.action, TimeUp)
    assert match.state.piles[guesser] == () and match.state.news.lost == 1  # the round's penalty
    line = window.log.texts()[-1]
    assert "Time ran out" in line and "discards 1 card" in line
    assert "Time ran out" in window.projector.last_label.text()

    # The host takes anyone's last step back: the time-out (nothing was revealed since).
    assert window.undo_action.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window, lambda: match.state.piles[guesser] == (card,))
    assert match.entries[-1].undone and header.text() == "0:15 left"  # a new decision, a new clock
    assert problems == []


def test_the_projector_never_shows_a_handed_out_card_while_seats_peek(qtbot, make_window, clock):
    match = launch(qtbot, "eselsbruecke", people=5, mode="host", seed=4)
    window = make_window(match, autosave=False, clock=clock)
    problems = watch_projector(window, match)
    host_inputs(qtbot, window, lambda s: s.round == 4 and s.phase == "guess")
    peeks = 0
    for _ in range(12):
        if match.state.phase != "guess":
            break
        holder = next((s for s, h in enumerate(match.state.hands) if h), None)
        if holder is not None:
            qtbot.mousePress(window.peek_buttons[holder], Qt.MouseButton.LeftButton)
            settle(qtbot, window)
            assert window.board.peeking == holder and "hand" not in window.projector.board.public_view
            assert not window.projector.grab().isNull()
            qtbot.mouseRelease(window.peek_buttons[holder], Qt.MouseButton.LeftButton)
            settle(qtbot, window)
            peeks += 1
        qtbot.keyClick(window.board, Qt.Key.Key_W)
        settle(qtbot, window)
    assert peeks >= 3 and problems == []


def test_at_one_screen_a_seat_behind_the_curtain_picks_the_name_it_guesses(qtbot, make_window):
    match = launch(qtbot, "eselsbruecke", people=3, mode="digital", seed=4)
    assert match.options["mode"] == "digital"
    window = make_window(match, autosave=False)
    assert not window.session.host and not window.peek_buttons
    problems = watch_projector(window, match)
    for _ in range(200):
        if match.state.phase == "guess":
            break
        if window.curtain_up:
            window.lift_curtain()
        seat = match.to_act()[0]
        assert window.session.play(seat, match.legal_actions(seat)[0]) is None
        settle(qtbot, window)
    guesser = match.state.guesser
    # Hands are secret at one screen now: the curtain for the guesser, and only then the hand.
    assert window.curtain_up and window.curtain.name == match.names[guesser]
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: not window.curtain_up)
    board = window.board
    assert board.current.seat == guesser and board.current.view["hand"] == list(match.state.hands[guesser])
    other = next(c for s, hand in enumerate(match.state.hands) if s != guesser for c in hand)
    picker = board.picker
    assert picker is not None
    picker.setCurrentIndex(picker.findData(other))
    click(qtbot, board.buttons["name"])
    settle(qtbot, window, lambda: match.state.piles[guesser] == (other,))
    assert isinstance(match.active_entries()[-1].action, Name)
    assert problems == []


def test_with_nine_people_at_one_screen_a_team_s_words_are_plural(qtbot, make_window):
    """Nine people sit as four teams and one person: the curtain, the header and
    the log speak to a team in the plural and to the single seat in the singular."""
    match = launch(qtbot, "eselsbruecke", people=9, mode="digital", seed=3)
    assert [match.names[s].people for s in range(5)] == [2, 2, 2, 2, 1]
    window = make_window(match, autosave=False)
    curtains: dict[int, tuple[str, str]] = {}
    statuses: list[str] = []
    for _ in range(400):
        if window.curtain_up:
            curtains.setdefault(window.session.curtain_seat, (window.curtain.button.text(), window.status_text()))
            if len(curtains) == 5:
                break
            qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
            settle(qtbot, window, lambda: not window.curtain_up)
        statuses.append(window.status_text())
        seat = match.to_act()[0]
        assert window.session.play(seat, match.legal_actions(seat)[0]) is None
        settle(qtbot, window)
    team, single = match.names[0], match.names[4]
    assert curtains[0][0] == f"We are {team}: show our turn"
    assert f"The board stays hidden until {team} click the curtain." in curtains[0][1]
    assert curtains[4][0] == f"I am {single}: show my turn"
    assert f"The board stays hidden until {single} clicks the curtain." in curtains[4][1]
    words = " ".join(statuses + window.log.texts())
    assert f"{team} draw " in words and f"{team} have told the story." in words and f"{team} draws" not in words
    assert f"{single} draws " in words and f"{single} draw " not in words


def test_the_host_s_guess_keys_work_while_the_projector_has_the_focus(qtbot, make_window):
    """The projector takes the focus when it opens and when the host clicks it: the
    guess keys typed there play the guess, as they do on the host's own window."""
    match = launch(qtbot, "eselsbruecke", people=4, mode="host", seed=2)
    window = make_window(match, autosave=False)
    window.toggle_projector(True)
    projector = window.projector
    host_inputs(qtbot, window, lambda s: s.phase == "guess" and any(
        h for seat, h in enumerate(s.hands) if seat != s.guesser))
    qtbot.waitExposed(projector)
    qtbot.mouseClick(projector, Qt.MouseButton.LeftButton)
    projector.activateWindow()
    qtbot.waitUntil(projector.isActiveWindow, timeout=2000)
    assert not window.isActiveWindow()

    # W: a wrong guess, typed on the projector.
    before = len(match.entries)
    qtbot.keyClick(projector, Qt.Key.Key_W)
    settle(qtbot, window)
    assert len(match.entries) == before + 1 and isinstance(match.entries[-1].action, Wrong)

    # A seat's number: a right guess, the holder's card.
    host_inputs(qtbot, window, lambda s: s.phase == "guess" and any(
        h for seat, h in enumerate(s.hands) if seat != s.guesser and seat < 6))
    guesser = match.state.guesser
    holder = next(s for s, h in enumerate(match.state.hands) if h and s != guesser)
    card = match.state.hands[holder][0]
    qtbot.keyClick(projector, Qt.Key(Qt.Key.Key_1 + holder))
    settle(qtbot, window, lambda: card in match.state.piles[guesser])
    assert isinstance(match.entries[-1].action, Right) and match.entries[-1].action.holder == holder
