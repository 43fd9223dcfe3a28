"""Eselsbrücke on screen, clicked like a host would: a round with telling,
handing out, a held peek, a right guess, a timed-out guess and its penalty;
the projector never shows a card that was handed out."""

from __future__ import annotations

import pytest
from host_harness import Host
from PySide6.QtCore import Qt

from boardgames_desktop.core.game import TABLE
from boardgames_desktop.games.eselsbruecke.rules import Name, Right

pytestmark = pytest.mark.usefixtures("qapp")


def click(qtbot, host: Host, key: str) -> None:
    button = host.board.buttons[key]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def handed_out(host: Host) -> set[str]:
    return {c for h in host.match.state.hands for c in h}


def play_to(host: Host, round_: int, phase: str) -> None:
    """Quick host inputs (always the first choice, right where possible) up to a phase."""
    m = host.match
    for _ in range(2000):
        if m.state.round == round_ and m.state.phase == phase:
            return
        legal = m.legal_actions(TABLE)
        rights = [a for a in legal if isinstance(a, Right)]
        host.play(TABLE, rights[0] if rights else legal[0])
    raise AssertionError(f"round {round_} {phase} never came")


@pytest.fixture
def host(qtbot):
    h = Host(people=4, seed=2)
    qtbot.addWidget(h.window)
    qtbot.addWidget(h.projector)
    seen: list[dict] = []
    original = h.projector.show_public

    def recording(view, status):
        seen.append(view)
        # whatever reaches the projector: never a card a seat holds
        assert not handed_out(h) & set(map(str, _pictures_in(view)))
        original(view, status)

    h.projector.show_public = recording
    h.projector_views = seen
    h.window.resize(1280, 720)
    h.window.show()
    h.projector.resize(1280, 720)
    h.projector.show()
    return h


def _pictures_in(view) -> list:
    from eselsbruecke_helpers import view_pictures

    return sorted(view_pictures(view))


def test_a_host_round_with_telling_handing_out_a_peek_a_right_guess_and_a_time_out(qtbot, host):
    m = host.match
    play_to(host, 3, "draw")
    # telling: one click draws, the projector shows the pictures large
    click(qtbot, host, "primary")
    assert m.state.phase == "tell" and len(m.state.showing) == 4
    assert host.projector.public_view["showing"] == list(m.state.showing)
    host.board.names_box.setChecked(True)
    assert host.projector.show_names
    # ...and one click hides them everywhere
    click(qtbot, host, "primary")
    assert host.projector.public_view["showing"] == [] and m.state.phase == "hand_out"
    click(qtbot, host, "primary")
    assert m.state.phase == "guess" and any(m.state.hands)
    # a seat's card shows on the main screen only while its button is held
    holder = next(s for s, h in enumerate(m.state.hands) if h)
    button = host.board.buttons[f"peek-{holder}"]
    qtbot.mousePress(button, Qt.MouseButton.LeftButton)
    assert host.session.peeking == holder and host.board.peeking == holder
    assert host.board.view["hand"] == list(m.state.hands[holder])
    assert "hand" not in host.projector.public_view
    qtbot.mouseRelease(button, Qt.MouseButton.LeftButton)
    assert host.session.peeking is None and host.board.peeking is None and "hand" not in host.board.view
    # a right guess: one click names the holder, the card moves to the guesser's pile
    guesser = m.state.guesser
    target = next(s for s, h in enumerate(m.state.hands) if h and s != guesser)
    card = m.state.hands[target][0]
    click(qtbot, host, f"right-{target}-0")
    assert m.state.piles[guesser] == (card,)
    assert host.projector.public_view["news"]["pictures"] == [card]  # named aloud: now public
    # wrong guesses by key until the first guesser's turn comes round again
    for _ in range(8):
        if m.state.guesser == guesser or m.state.phase != "guess":
            break
        before = len(m.entries)
        qtbot.keyClick(host.board, Qt.Key.Key_W)
        assert len(m.entries) == before + 1, "the W key entered no wrong guess"
    assert m.state.phase == "guess" and m.state.guesser == guesser
    # the countdown runs out: the expiry lands in the log and costs the penalty
    host.wait(10.0)
    assert host.board.clock.warning() and m.state.guesser == guesser
    host.wait(5.0)
    last = m.entries[-1]
    assert last.expired and type(last.action).__name__ == "TimeUp"
    assert m.state.piles[guesser] == () and m.state.news.lost == 1
    line = m.line(last, None).render(m.names)
    assert line.startswith("Time is up") and "discards 1 card" in line
    # the host may take the time-out back (nothing was revealed since)
    assert host.session.can_undo()
    assert host.projector_views and not host.refusals


def test_the_projector_never_shows_a_handed_out_card(qtbot, host):
    m = host.match
    play_to(host, 4, "guess")
    for _ in range(12):
        if m.state.phase != "guess":
            break
        holder = next((s for s, h in enumerate(m.state.hands) if h), None)
        if holder is not None:
            host.board.peek_requested.emit(holder)
            host.projector.grab()
            assert "hand" not in host.projector.public_view
            host.board.peek_released.emit()
        qtbot.keyClick(host.board, Qt.Key.Key_W)
    assert len(host.projector_views) > 10


def test_the_screens_paint_at_every_size(qtbot, host):
    play_to(host, 3, "guess")
    for size in ((1280, 720), (1366, 768), (1920, 1080)):
        host.window.resize(*size)
        assert not host.window.grab().isNull()
    host.projector.resize(3840, 2160)
    image = host.projector.grab().toImage()
    assert image.width() == 3840
    # the projector is dark and the guesser's tile is lit: not an empty picture
    colours = {image.pixel(x, y) for x in range(0, 3840, 97) for y in range(0, 2160, 97)}
    assert len(colours) > 20


def test_at_one_screen_a_seat_picks_the_name_it_guesses(qtbot):
    h = Host(people=3, seed=4, mode="digital")
    qtbot.addWidget(h.window)
    m = h.match
    while m.state.phase != "guess":
        seat = m.to_act()[0]
        if h.session.curtain_up:
            h.session.lift_curtain()
        h.play(seat, m.legal_actions(seat)[0])
    if h.session.curtain_up:
        h.session.lift_curtain()
    guesser = m.state.guesser
    assert h.board.seat == guesser and h.board.view["hand"] == list(m.state.hands[guesser])
    other = next(c for s, hand in enumerate(m.state.hands) if s != guesser for c in hand)
    picker = h.board.picker
    assert picker is not None
    picker.setCurrentIndex(picker.findData(other))
    click(qtbot, h, "name")
    assert m.state.piles[guesser] == (other,)
    assert isinstance(m.entries[-1].action, Name) and not h.refusals
