"""The projector window: legible across a room at any size, and the table's keys work in it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from boardgames_desktop import theme
from boardgames_desktop.ui.kit.marks import contrast_ratio
from boardgames_desktop.ui.projector import header_pixel_sizes

from .conftest import settle


def _open_projector(qtbot, window):
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    projector = window.projector
    assert projector is not None
    qtbot.waitExposed(projector)
    return projector


@pytest.mark.parametrize("width,height", [(1280, 720), (1920, 1080), (3840, 2160)])
def test_header_type_grows_with_the_window_and_the_board_fills_the_rest(
    qtbot, make_match, make_window, width, height
):
    window = make_window(make_match("human", "bot:eager"))
    projector = _open_projector(qtbot, window)
    projector.resize(width, height)
    qtbot.waitUntil(lambda: projector.height() == height)
    qtbot.waitUntil(lambda: projector.turn_label.font().pixelSize() == round(height * 0.045))

    title, turn, status = (
        label.font().pixelSize() for label in (projector.title_label, projector.turn_label, projector.status_label)
    )
    assert (title, turn, status) == header_pixel_sizes(height)
    assert turn == round(height * 0.045) and status == round(height * 0.026) and title == round(height * 0.021)
    assert projector.turn_label.font().bold()
    # The labels really are drawn that large (no style sheet overrides the size).
    assert projector.turn_label.fontMetrics().height() >= turn

    # High contrast: every header line at least 7:1 on the dark ground.
    for label in (projector.title_label, projector.turn_label, projector.status_label):
        colour = label.palette().color(label.foregroundRole())
        assert contrast_ratio(colour, theme.PROJECTOR_BG) >= 7.0, label.objectName()

    # The board takes everything below the header, to the window's foot.
    board = projector.board.geometry()
    assert board.top() > projector.status_label.geometry().bottom()
    assert projector.height() - board.bottom() <= 0.04 * height
    assert board.height() >= 0.7 * height
    assert board.width() >= 0.9 * width


def test_header_sizes_have_a_readable_floor():
    assert header_pixel_sizes(300) == (13, 24, 16)
    small, large = header_pixel_sizes(720), header_pixel_sizes(2160)
    assert all(b > a for a, b in zip(small, large))


def test_undo_redo_zoom_and_projector_keys_work_in_the_projector(qtbot, make_match, make_window):
    match = make_match("human", "bot:eager")
    window = make_window(match)
    qtbot.mouseClick(window.board.stake_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    projector = _open_projector(qtbot, window)
    projector.activateWindow()
    qtbot.waitUntil(projector.isActiveWindow)

    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(projector, Qt.Key.Key_Z, ctrl)
    settle(qtbot, window)
    assert not match.state.staked
    assert projector.board.public_view["staked"] is False  # the projector follows
    qtbot.keyClick(projector, Qt.Key.Key_Y, ctrl)
    settle(qtbot, window)
    assert match.state.staked
    qtbot.keyClick(projector, Qt.Key.Key_Z, ctrl)
    settle(qtbot, window)
    qtbot.keyClick(projector, Qt.Key.Key_Z, ctrl | Qt.KeyboardModifier.ShiftModifier)
    settle(qtbot, window)
    assert match.state.staked

    qtbot.keyClick(projector, Qt.Key.Key_Equal, ctrl)
    assert window.zoom > 1.0
    qtbot.keyClick(projector, Qt.Key.Key_0, ctrl)
    assert window.zoom == 1.0
    qtbot.keyClick(projector, Qt.Key.Key_Minus, ctrl)
    assert window.zoom < 1.0

    # Ctrl+P in the projector puts the projector away, as it does in the main window.
    qtbot.keyClick(projector, Qt.Key.Key_P, ctrl)
    qtbot.waitUntil(lambda: window.projector is None)
    assert not window.projector_action.isChecked()


def test_escape_in_the_projector_only_leaves_full_screen(qtbot, make_match, make_window):
    match = make_match("human", "bot:eager")
    window = make_window(match)
    projector = _open_projector(qtbot, window)
    projector.activateWindow()
    qtbot.waitUntil(projector.isActiveWindow)
    qtbot.keyClick(projector, Qt.Key.Key_F11)
    qtbot.waitUntil(projector.isFullScreen)
    assert not window.isFullScreen()  # F11 in the projector is the projector's own

    qtbot.keyClick(projector, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not projector.isFullScreen())
    assert projector.isVisible() and window.projector is projector

    qtbot.keyClick(projector, Qt.Key.Key_Escape)  # not full screen: nothing happens
    assert projector.isVisible() and window.projector is projector and not projector.isFullScreen()
    assert match.entries == []  # and nothing was played or taken back


def test_the_projector_tells_spectators_the_last_action_in_words(qtbot, make_match, make_window):
    match = make_match("human", "human")
    window = make_window(match)
    projector = _open_projector(qtbot, window)
    assert not projector.last_label.isVisible()
    window.lift_curtain()
    qtbot.mouseClick(window.board.stake_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert projector.last_label.text() == "Last: Ada stakes: a good card scores double this turn."
    assert projector.turn_label.text() == "Ada's turn"
    assert projector.status_label.text().startswith("Round 1 of 3. Beat ")
    # A note is Ada's alone: the projector's last action does not change.
    window.board.choose(next(a for a in window.board.current.legal if type(a).__name__ == "Note"))
    settle(qtbot, window)
    assert projector.last_label.text() == "Last: Ada stakes: a good card scores double this turn."
    assert projector.board.public_view == match.view(None)
    assert all("hand" not in item[0] for item in projector.received)


def test_no_projector_text_is_smaller_than_a_fiftieth_of_its_height(qtbot, make_match, make_window):
    from PySide6.QtWidgets import QLabel

    window = make_window(make_match("human", "bot:eager", timer=30))
    projector = _open_projector(qtbot, window)
    projector.resize(1920, 1080)
    qtbot.waitUntil(lambda: projector.height() == 1080)
    settle(qtbot, window)
    labels = [w for w in projector.findChildren(QLabel) if w.isVisible() and w.text()]
    assert projector.countdown in labels
    for label in labels:
        px = label.font().pixelSize() if label.font().pixelSize() > 0 else label.fontInfo().pixelSize()
        assert px >= 1080 * theme.PROJECTOR_TEXT_SHARE - 0.5, (label.text(), px)


def test_the_share_is_a_fiftieth_and_the_header_keeps_it_at_every_size():
    assert theme.PROJECTOR_TEXT_SHARE == 1 / 50
    for height in (720, 1080, 1440, 2160):
        assert min(header_pixel_sizes(height)) >= height * theme.PROJECTOR_TEXT_SHARE - 0.5, height


def _played_out(qtbot, make_match, make_window, *kinds):
    """A toy game the bots play to its end with the projector open at 3840x2160."""
    match = make_match(*kinds, rounds=2)
    window = make_window(match)
    projector = _open_projector(qtbot, window)
    projector.resize(3840, 2160)
    qtbot.waitUntil(lambda: projector.height() == 2160)
    settle(qtbot, window, lambda: match.finished, timeout=10000)
    settle(qtbot, window)
    return match, window, projector


def _visible_words(projector) -> list[str]:
    from PySide6.QtWidgets import QLabel

    return [w.text() for w in projector.findChildren(QLabel) if w.isVisibleTo(projector) and w.text()]


def test_the_end_says_the_result_once_and_ranks_the_seats_large(qtbot, make_match, make_window):
    from boardgames_desktop.core.i18n import render

    match, _window, projector = _played_out(qtbot, make_match, make_window, "bot:eager", "bot:careful", "bot:eager")
    outcome = match.outcome()
    message = render(outcome.message, match.names)
    words = _visible_words(projector)
    # The outcome once, in the turn line's type; no "Game over" headline or status repeating it.
    assert projector.turn_label.text() == message
    assert sum(message in text for text in words) == 1, words
    assert not any(text.startswith("Game over") for text in words), words
    assert not projector.last_label.isVisibleTo(projector)
    assert projector.board.received[-1][1] == ""  # the board is given nothing to say it again with
    # The seats, best first: places, names and scores, the winners starred.
    assert projector.ranking.isVisibleTo(projector)
    ranked = projector.ranking.ranked
    scores = outcome.scores
    assert [seat for _place, seat, *_rest in ranked] == sorted(
        range(3), key=lambda s: (s not in outcome.winners, -scores[s]))
    assert ranked[0][0] == 1 and all(place >= 1 for place, *_rest in ranked)
    for place, seat, name, score, winner in ranked:
        entry = projector.ranking.findChild(QWidget, f"rank{seat}")
        texts = [w.text() for w in entry.findChildren(QLabel)]
        assert texts[:2] == [f"{place}.", name] and str(score) in texts and ("★" in texts) == winner
    # Large: nothing the shell writes there under a fiftieth of the height.
    shell_labels = [w for w in projector.findChildren(QLabel)
                    if w.isVisibleTo(projector) and w.text() and not projector.board.isAncestorOf(w)]
    assert projector.ranking.findChildren(QLabel)
    for label in shell_labels:
        assert label.font().pixelSize() >= 2160 * theme.PROJECTOR_TEXT_SHARE, (label.text(), label.font().pixelSize())


def test_a_new_game_after_the_end_brings_the_turn_line_back(qtbot, make_match, make_window):
    _match, window, projector = _played_out(qtbot, make_match, make_window, "bot:eager", "bot:eager")
    assert projector.ranking.isVisibleTo(projector)
    window.set_match(make_match("human", "bot:eager"))
    settle(qtbot, window)
    projector = window.projector
    assert projector is not None and not projector.ranking.isVisibleTo(projector)
    assert projector.turn_label.text() == "Ada's turn"


def test_ranks_are_shared_by_seats_level_on_winning_and_score():
    from boardgames_desktop.ui.endscreen import EndSummary

    rows = ((0, "Ada", 5, False), (1, "Ben", 7, True), (2, "Cleo", 5, False), (3, "Dev", 7, False))
    assert [(place, seat) for place, seat, *_rest in EndSummary("m", "", rows).ranking()] == \
        [(1, 1), (2, 3), (3, 0), (3, 2)]
    together = ((0, "Ada", None, True), (1, "Ben", None, True))
    assert EndSummary("You win!", "", together).ranking() == ()  # nothing to rank in a shared win
    apart = ((0, "Ada", None, False), (1, "Ben", None, True))
    assert [(place, seat) for place, seat, *_rest in EndSummary("m", "", apart).ranking()] == [(1, 1), (2, 0)]
