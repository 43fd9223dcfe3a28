"""The move log updated row by row reads exactly as a log built afresh.

The panel changes only the rows that changed and keeps row heights on its
items, measuring the newest rows and those in sight at once and the rest when
idle. After every play, undo, redo and curtain click of seeded random games,
the window's log must show the rows a new panel shows for the same lines: the
same words, struck through and grey with the same tooltip where taken back,
and, once measured, the same heights; and it still follows the newest line.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from realsaves.samples import random_move, seats_for

from boardgames_desktop import games
from boardgames_desktop.core.match import Match
from boardgames_desktop.ui.kit.wraprows import KeptRows
from boardgames_desktop.ui.logpanel import UNDONE_ROLE, MoveLog, format_lines

from .conftest import settle


def rows(log: MoveLog) -> list[tuple]:
    """What a reader sees of each row: words, undone, struck through, grey, tooltip."""
    out = []
    for row in range(log.count()):
        item = log.item(row)
        font = item.data(Qt.ItemDataRole.FontRole)
        ink = item.data(Qt.ItemDataRole.ForegroundRole)
        out.append((item.text(), bool(item.data(UNDONE_ROLE)), font is not None and font.strikeOut(),
                    None if ink is None else ink.color().name(), item.toolTip()))
    return out


def heights(qtbot, log: MoveLog) -> list[int]:
    qtbot.waitUntil(lambda: log.rows.pending < 0, timeout=5000)  # every row measured
    return [log.item(row).sizeHint().height() for row in range(log.count())]


def fresh_log(qtbot, window) -> MoveLog:
    """A new panel as wide as the window's, shown the same lines."""
    log = MoveLog()
    qtbot.addWidget(log)
    log.resize(window.log.size())
    log.show()
    qtbot.waitExposed(log)
    log.show_log(window.session.log(window.session.viewer), window.session.names)
    return log


@pytest.mark.parametrize("game_id, seed", [("held-hands", 3), ("hooky", 4), ("tokaido-duo", 5)])
def test_the_log_updated_row_by_row_equals_a_fresh_one(qtbot, make_window, game_id, seed):
    game = games.get_game(game_id)
    rng = random.Random(seed)
    people = game.info.min_people
    match = Match(game, seats_for(game, people, rng), seed, {})
    window = make_window(match, autosave=False)
    settle(qtbot, window)
    undone_seen = 0
    for step in range(60):
        session = window.session
        roll = rng.random()
        if session.curtain_up and roll < 0.7:
            session.lift_curtain()
        elif roll < 0.25 and match.can_undo():
            match.undo()
        elif roll < 0.4 and match.can_redo():
            match.redo()
        else:
            move = random_move(match, rng)
            if move is None:
                break
            match.play(*move)
        settle(qtbot, window)
        log = window.log
        names = session.names
        assert log.lines() == format_lines(session.log(session.viewer), names)
        fresh = fresh_log(qtbot, window)
        assert rows(log) == rows(fresh), step
        undone_seen += sum(1 for row in rows(log) if row[1])
        assert log.at_bottom()  # it follows the newest line
        if step % 10 == 0:
            assert heights(qtbot, log) == heights(qtbot, fresh), step
        fresh.close()
    assert undone_seen > 0  # struck-through rows were among those compared


def test_a_long_log_measures_the_newest_rows_and_those_in_sight_first(qtbot, monkeypatch):
    """With room for few rows measured at once, the others are estimated, the rows
    scrolled into sight are measured before they are painted, and idle moments
    measure the rest, to the heights a list measured whole has."""
    monkeypatch.setattr(KeptRows, "AT_ONCE", 6)
    monkeypatch.setattr(KeptRows, "PER_TURN", 4)
    long_words = "Ada moves 4 steps to a happy node, paying from their own hand (balance 0). " * 2
    lines = [(f"{i}. {long_words if i % 3 else 'Ben passes.'}", i % 7 == 0) for i in range(1, 80)]
    log = MoveLog()
    qtbot.addWidget(log)
    log.resize(260, 400)
    log.show()
    qtbot.waitExposed(log)
    log.rows._idle.timeout.disconnect()  # idle moments measure only when asked, below
    log.set_lines(lines)
    measured = [log.rows.is_measured(log.item(r)) for r in range(log.count())]
    assert all(measured[-6:]) and not any(measured[:60])  # the newest at once, the oldest not yet
    log.scrollToTop()
    top = log.indexAt(QPoint(0, 0)).row()
    bottom = log.indexAt(QPoint(0, log.viewport().height() - 1)).row()
    assert all(log.rows.is_measured(log.item(r)) for r in range(top, bottom + 1))
    while log.rows.pending >= 0:
        log.rows._measure_some()
    whole = MoveLog()
    qtbot.addWidget(whole)
    whole.resize(260, 400)
    whole.show()
    qtbot.waitExposed(whole)
    monkeypatch.setattr(KeptRows, "AT_ONCE", 400)  # 79 rows: all measured at once
    whole.set_lines(lines)
    assert whole.rows.pending < 0
    assert [log.item(r).sizeHint().height() for r in range(log.count())] == \
        [whole.item(r).sizeHint().height() for r in range(whole.count())]
    assert rows(log) == rows(whole)


def test_the_comparison_catches_a_row_that_stays_struck_through(qtbot, make_window, monkeypatch):
    """Planted defect: a row brought back by redo keeps the undone row's strike and grey."""

    def careless(self: MoveLog, item, undone: bool, struck) -> None:
        item.setData(UNDONE_ROLE, undone)
        if undone:
            item.setFont(struck[0])

    monkeypatch.setattr(MoveLog, "_style", careless)
    with pytest.raises(AssertionError):
        test_the_log_updated_row_by_row_equals_a_fresh_one(qtbot, make_window, "held-hands", 3)


def test_rows_measured_while_the_reader_looks_further_up_leave_the_reader_in_place(qtbot, monkeypatch):
    """Idle moments measure rows above the reader (estimated heights become real
    ones): the row at the top of the list stays where it was, and the log does
    not jump back to the newest line."""
    monkeypatch.setattr(KeptRows, "AT_ONCE", 6)
    monkeypatch.setattr(KeptRows, "PER_TURN", 4)
    words = "Ada moves 4 steps to a happy node, paying from their own hand (balance 0). "
    lines = [(f"{i}. {words * (1 + i % 4)}", False) for i in range(1, 120)]
    log = MoveLog()
    qtbot.addWidget(log)
    log.resize(260, 400)
    log.show()
    qtbot.waitExposed(log)
    log.rows._idle.timeout.disconnect()
    log.set_lines(lines)
    bar = log.verticalScrollBar()
    bar.setValue(bar.maximum() // 2)  # the reader scrolls up, into rows still estimated
    qtbot.wait(10)
    top = log.indexAt(QPoint(0, 0)).row()
    place = log.visualItemRect(log.item(top)).top()
    assert log.rows.pending >= 0
    while log.rows.pending >= 0:
        log.rows._measure_some()
    assert log.indexAt(QPoint(0, 0)).row() == top
    assert log.visualItemRect(log.item(top)).top() == place
    assert not log.at_bottom()
