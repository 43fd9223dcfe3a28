"""Eselsbrücke at a game night, through the real windows: the host's headline says
who tells or guesses (the countdown beside it, said once), every key of the host
works from either window, the controls grow with the window and say why they
cannot be used, and the cards slide as they are drawn, turned down, dealt and
won, on the host's screen and the projector, the last move staying marked."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QWidget

from boardgames_desktop import theme
from boardgames_desktop.core.game import TABLE, SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.games.eselsbruecke.actions import CheckCloud, Draw, HandOut, Hide, Right, Wrong
from boardgames_desktop.games.eselsbruecke.rules import GAME
from boardgames_desktop.games.eselsbruecke.view.board import PRIMARY
from boardgames_desktop.ui.kit import motion

from .conftest import settle

NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eli", "Fay")


def night(make_window, people: int = 4, seed: int = 2, mode: str = "host"):
    match = Match(GAME, [SeatSpec.single(n) for n in NAMES[:people]], seed, {"mode": mode})
    window = make_window(match, autosave=False)
    return match, window


def drive(qtbot, window, until) -> None:
    """The host's steps that keep the cards in the hands (the next step, else Wrong),
    played through the session, until ``until(state)``."""
    match = window.match
    for _ in range(3000):
        if until(match.state):
            settle(qtbot, window)
            return
        legal = match.legal_actions(TABLE)
        step = next((a for a in legal if isinstance(a, PRIMARY) and not isinstance(a, CheckCloud)), None)
        if step is None:
            step = Wrong() if Wrong() in legal else legal[0]
        assert window.session.play(TABLE, step) is None
        QApplication.processEvents()
    raise AssertionError("the state never came")


def right_for(seat: int):
    return lambda s: Right(seat, 0) in GAME.legal_actions(s, TABLE)


def a_plain_guess(s) -> bool:
    return Wrong() in GAME.legal_actions(s, TABLE) and s.phase == "guess" and any(
        Right(h, 0) in GAME.legal_actions(s, TABLE) for h in range(s.seats))


# -- the headline ----------------------------------------------------------------------------------


def test_the_host_s_headline_says_who_guesses_once_with_the_countdown_beside_it(qtbot, make_window):
    match, window = night(make_window)
    window.toggle_projector(True)
    drive(qtbot, window, a_plain_guess)
    guesser = match.names[match.state.guesser]
    header, projector = window.header, window.projector
    assert header.turn_label.text() == f"{guesser} guesses"
    assert projector.turn_label.text() == f"{guesser} guesses"
    # The countdown stands beside the headline, on both screens; the words never say the time.
    assert header.countdown.isVisible() and header.countdown.text() == "0:15 left"
    assert projector.countdown.isVisible()
    turn = header.turn_label.geometry()
    beside = header.countdown.geometry()
    assert beside.left() > turn.left() and beside.top() < turn.bottom() and beside.bottom() > turn.top()
    # Said once: the status and the instruction line do not name the guesser again.
    lines = [line for line in header.text().split("\n") if line]
    assert lines[0] == f"{guesser} guesses" and "left" not in lines[0]
    assert all(guesser not in line for line in lines[1:2]), lines
    assert len(set(lines)) == len(lines)
    # The story's steps say who tells.
    drive(qtbot, window, lambda s: s.phase == "tell")
    teller = match.names[match.state.active]
    assert header.turn_label.text() == f"{teller} tells the story" == projector.turn_label.text()


def test_at_one_screen_the_headline_stays_the_seat_s_turn(qtbot, make_window):
    match, window = night(make_window, mode="digital")
    assert window.header.turn_label.text() == f"{match.names[0]}'s turn"


# -- the keys ---------------------------------------------------------------------------------------


def _to(window: QWidget) -> None:
    window.activateWindow()
    window.raise_()


@pytest.mark.parametrize("where", ["projector", "host"])
def test_every_key_of_the_host_works_from_either_window(qtbot, make_window, where):
    """1-6 (a right guess: the holder's seat), W (wrong), Space (the next step) and
    Ctrl+Z (take the last step back), typed on the projector with the focus, or on
    the host's window with the focus on one of its buttons."""
    match, window = night(make_window, people=6, seed=5)
    window.toggle_projector(True)
    projector = window.projector
    qtbot.waitExposed(projector)

    def target() -> QWidget:
        if where == "projector":
            qtbot.mouseClick(projector, Qt.MouseButton.LeftButton)
            _to(projector)
            qtbot.waitUntil(projector.isActiveWindow, timeout=2000)
            return projector
        _to(window)
        qtbot.waitUntil(window.isActiveWindow, timeout=2000)
        # A button has the focus, as after a click; a peek button would take Space itself.
        window.peek_buttons[0].setFocus()
        return QApplication.focusWidget() or window

    # Space: the next step.
    drive(qtbot, window, lambda s: s.phase == "draw")
    qtbot.keyClick(target(), Qt.Key.Key_Space)
    settle(qtbot, window, lambda: match.state.phase == "tell")
    assert isinstance(match.entries[-1].action, Draw) and window.session.peeking is None
    qtbot.keyClick(target(), Qt.Key.Key_Space)
    settle(qtbot, window, lambda: match.state.phase != "tell")
    assert isinstance(match.entries[-1].action, Hide)

    # Ctrl+Z: the host takes anyone's last step back (the story told, nothing revealed since).
    entries = len(match.entries)
    qtbot.keyClick(target(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window, lambda: match.state.phase == "tell")
    assert match.entries[-1].undone and len(match.entries) == entries

    # W: a wrong guess.
    drive(qtbot, window, a_plain_guess)
    before = len(match.active_entries())
    qtbot.keyClick(target(), Qt.Key.Key_W)
    settle(qtbot, window, lambda: len(match.active_entries()) == before + 1)
    assert isinstance(match.active_entries()[-1].action, Wrong)

    # 1 to 6: a right guess, the card of the seat with that number.
    for number in range(1, 7):
        drive(qtbot, window, right_for(number - 1))
        guesser = match.state.guesser
        card = match.state.hands[number - 1][0]
        qtbot.keyClick(target(), Qt.Key(Qt.Key.Key_1 + number - 1))
        settle(qtbot, window, lambda card=card, guesser=guesser: card in match.state.piles[guesser])
        last = match.active_entries()[-1].action
        assert isinstance(last, Right) and last.holder == number - 1


# -- the controls -------------------------------------------------------------------------------------


def _control_px(widget: QWidget) -> int:
    return widget.font().pixelSize() if widget.font().pixelSize() > 0 else round(widget.font().pointSizeF() * 96 / 72)


def test_the_host_s_buttons_grow_with_the_window_and_next_is_the_largest(qtbot, make_window):
    _match, window = night(make_window)
    drive(qtbot, window, lambda s: s.phase == "draw")
    sizes = {}
    for size in ((1280, 720), (1920, 1080)):
        window.resize(*size)
        settle(qtbot, window)
        QApplication.processEvents()  # the controls' layout follows the new type
        next_button = window.board.buttons["primary"]
        assert next_button.text() == "Next (Space)" and next_button.property("primary") is True
        sizes[size] = (_control_px(next_button), next_button.height())
    assert sizes[(1920, 1080)][0] > sizes[(1280, 720)][0] and sizes[(1920, 1080)][1] > sizes[(1280, 720)][1]
    assert sizes[(1920, 1080)][1] >= 56  # the largest control on the screen, easy to hit
    drive(qtbot, window, a_plain_guess)
    QApplication.processEvents()
    buttons = window.board.buttons
    wrong = buttons["wrong"]
    assert _control_px(wrong) >= 20 and wrong.height() >= 40
    assert all(_control_px(b) == _control_px(wrong) for k, b in buttons.items() if k.startswith("right-"))


def test_at_1920x1080_the_picker_shows_its_whole_hint_and_guess_waits_for_a_picture(qtbot, make_window):
    match, window = night(make_window, people=3, seed=4, mode="digital")
    window.resize(1920, 1080)
    for _ in range(300):
        if match.state.phase == "guess" and not window.curtain_up:
            break
        if window.curtain_up:
            window.lift_curtain()
        else:
            seat = match.to_act()[0]
            assert window.session.play(seat, match.legal_actions(seat)[0]) is None
        settle(qtbot, window)
    board = window.board
    picker = board.picker
    assert picker is not None and picker.isVisible()
    line = picker.lineEdit()
    hint = line.placeholderText()
    assert hint == "Type or pick the picture you name"
    assert _control_px(picker) >= 20
    assert QFontMetrics(QFont(line.font())).horizontalAdvance(hint) <= line.width() - 4, "the hint is cut"
    # Honest: Guess is disabled until the words name a picture, with the reason beside it.
    guess = board.buttons["name"]
    assert not guess.isEnabled()
    assert board.reason is not None and board.reason.isVisible()
    assert board.reason.text() == "Pick a picture from the list first."
    picker.setCurrentIndex(0)
    assert guess.isEnabled() and not board.reason.isVisible()
    picker.setEditText("no such picture")
    assert not guess.isEnabled() and board.reason.isVisible()
    # The instruction line says the step once; the header says nothing twice.
    lines = [line for line in window.status_text().split("\n") if line]
    assert "Type or pick the picture you name, then Guess." in lines and len(set(lines)) == len(lines)


def test_while_a_seat_looks_the_host_s_controls_are_disabled_with_the_reason(qtbot, make_window):
    match, window = night(make_window)
    drive(qtbot, window, a_plain_guess)
    holder = next(s for s, h in enumerate(match.state.hands) if h)
    qtbot.mousePress(window.peek_buttons[holder], Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    board = window.board
    assert board.buttons and not any(b.isEnabled() for b in board.buttons.values())
    assert board.reason is not None and board.reason.isVisible()
    assert board.reason.text() == f"{match.names[holder]} is looking: nothing can be entered meanwhile."
    qtbot.mouseRelease(window.peek_buttons[holder], Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert all(b.isEnabled() for b in board.buttons.values()) and board.reason is None


# -- motion -------------------------------------------------------------------------------------------


def _frames(qtbot, window, play) -> tuple[list, list]:
    """The host's board and the projector's right after ``play()`` and 450 ms later."""
    play()
    window.refresh()  # drawn now, before any frame of the animation passed
    boards = (window.board.canvas, window.projector.board)
    first = [b.grab().toImage() for b in boards]
    qtbot.wait(450)
    return first, [b.grab().toImage() for b in boards]


@pytest.fixture(params=[False, True], ids=["motion", "reduced motion"])
def reduced(request):
    motion.set_reduced_motion(request.param)
    yield request.param
    motion.set_reduced_motion(False)


def test_cards_drawn_turned_down_dealt_and_won_slide_and_the_last_move_stays_marked(qtbot, make_window, reduced):
    match, window = night(make_window)
    window.toggle_projector(True)
    qtbot.waitExposed(window.projector)
    board, projector = window.board.canvas, window.projector.board
    steps = [
        ("drawn", lambda s: s.phase == "draw" and s.round == 3, lambda: Draw()),
        ("turned down", lambda s: s.phase == "tell", lambda: Hide()),
        ("dealt", lambda s: s.phase == "hand_out", lambda: HandOut()),
        ("won", a_plain_guess, lambda: next(a for a in match.legal_actions(TABLE) if isinstance(a, Right))),
    ]
    won_by = -1
    for what, until, action in steps:
        drive(qtbot, window, until)
        chosen = action()
        won_by = match.state.guesser
        first, later = _frames(qtbot, window, lambda chosen=chosen: window.session.play(TABLE, chosen))
        assert match.active_entries()[-1].action == chosen
        for name, a, b in zip(("host", "projector"), first, later, strict=True):
            if reduced:
                assert a == b, f"{what} on the {name}: a frame moved under reduced motion"
            else:
                assert a != b, f"{what} on the {name}: nothing moved"
        assert not board.motion.motions.running() and not projector.motion.motions.running()
        # The last move stays marked after the cards landed, on both screens.
        assert board.motion.marks and board.motion.marks == projector.motion.marks, what
    assert ("tile", won_by) in board.motion.marks  # the pile the card was won to
    # Until the next move: a wrong guess marks the seat that guessed, and only it.
    drive(qtbot, window, a_plain_guess)
    wrong_by = match.state.guesser
    assert window.session.play(TABLE, Wrong()) is None
    settle(qtbot, window)
    qtbot.waitUntil(lambda: not board.motion.motions.running(), timeout=2000)
    assert ("tile", wrong_by) in board.motion.marks
    assert wrong_by == won_by or ("tile", won_by) not in board.motion.marks


def test_the_projector_paints_a_frame_from_its_kept_picture_until_the_view_or_size_changes(qtbot, make_window):
    _match, window = night(make_window)
    window.toggle_projector(True)
    projector = window.projector
    qtbot.waitExposed(projector)
    drive(qtbot, window, a_plain_guess)
    board = projector.board
    qtbot.waitUntil(lambda: not board.motion.motions.running(), timeout=2000)
    board.grab()
    kept = board.motion._kept
    assert kept is not None
    board.grab()
    window.refresh()  # the same view again: nothing to paint anew
    board.grab()
    assert board.motion._kept is kept
    assert window.session.play(TABLE, Wrong()) is None
    settle(qtbot, window)
    board.grab()
    assert board.motion._kept is not kept
    kept = board.motion._kept
    projector.resize(projector.width() + 40, projector.height())
    settle(qtbot, window)
    board.grab()
    assert board.motion._kept is not kept


# -- the projector's words ---------------------------------------------------------------------------

WALL = (3840, 2160)


def _wall_texts(qtbot, make_window, moments) -> list[str]:
    """Text under 1/50 of the wall's height on the projector's board, at each moment."""
    from .fitcheck import text_problems

    match, window = night(make_window)
    window.toggle_projector(True)
    projector = window.projector
    projector.resize(*WALL)
    qtbot.waitExposed(projector)
    found = []
    for label, until in moments:
        drive(qtbot, window, until)
        if label == "names":
            projector.board.names_action.setChecked(True)
        if label == "named right":
            right = next(a for a in match.legal_actions(TABLE) if isinstance(a, Right))
            assert window.session.play(TABLE, right) is None
        settle(qtbot, window)
        QApplication.processEvents()
        assert projector.board.height() > WALL[1] * 0.6
        found += [f"{label}: {p}" for p in text_problems(projector.board, WALL[1] / 50)]
    return found


MOMENTS = [
    ("names", lambda s: s.phase == "tell"),
    ("guess", a_plain_guess),
    ("named right", a_plain_guess),
    ("end", lambda s: s.phase == "over"),
]


def test_no_text_on_the_projector_s_board_is_under_a_fiftieth_of_its_height(qtbot, make_window):
    assert theme.PROJECTOR_TEXT_SHARE == 1 / 50
    assert _wall_texts(qtbot, make_window, MOMENTS) == []


def test_the_wall_check_catches_text_under_a_fiftieth(qtbot, make_window, monkeypatch):
    """The same check, with the projector's minimum planted lower: it names the text."""
    monkeypatch.setattr(theme, "PROJECTOR_TEXT_SHARE", 1 / 90)
    assert any("small text" in p for p in _wall_texts(qtbot, make_window, MOMENTS[:1]))


def test_a_number_key_for_a_seat_without_a_card_says_so_in_a_note_the_next_step_clears(qtbot, make_window):
    match, window = night(make_window)
    drive(qtbot, window, lambda s: a_plain_guess(s) and any(
        not s.hands[seat] and seat != s.guesser for seat in range(s.seats)))
    empty = next(seat for seat in range(match.state.seats)
                 if not match.state.hands[seat] and seat != match.state.guesser)
    entries = len(match.entries)
    qtbot.keyClick(window.board, Qt.Key(Qt.Key.Key_1 + empty))
    settle(qtbot, window)
    assert len(match.entries) == entries  # nothing played
    assert window.note.isVisible() and window.note.text() == f"{match.names[empty]} holds no card to name now."
    qtbot.keyClick(window.board, Qt.Key.Key_W)
    settle(qtbot, window, lambda: len(match.entries) == entries + 1)
    assert not window.note.isVisible() or not window.note.text()
