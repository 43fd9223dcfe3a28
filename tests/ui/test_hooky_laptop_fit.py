"""Hooky's window on a laptop: the truant guess form, the worksheet's rows and columns
in view at 1920x1080 and at laptop sizes (one page that scrolls, two halves), the
final score table and clue log never cut off, and the round track's notes under
their own pills."""

from __future__ import annotations

from collections import defaultdict

from boardgames_desktop.games.hooky.data import LETTERS

from .conftest import settle
from .hooky_helpers import LEFT, click_cell, hooky_match, lift, play_first


# -- fitting the window ------------------------------------------------------------------------------
def test_the_truant_guess_can_be_written_only_with_three_letters(qtbot, make_window):
    match = hooky_match(3, seed=6)
    play_first(match, lambda: match.state.phase == "truants")
    window = make_window(match, autosave=False)
    lift(qtbot, window)
    sheet = window.board.actions.sheet
    for ch in sheet.values()[f"truants{match.state.round}"]:
        qtbot.mouseClick(sheet.click_letter(ch), LEFT)  # no prefill from the worksheet
    assert not sheet.go.isEnabled() and "3 letters" in sheet.go.toolTip()
    for ch, enabled in (("A", False), ("B", False), ("C", True)):
        qtbot.mouseClick(sheet.click_letter(ch), LEFT)
        assert sheet.go.isEnabled() is enabled
    qtbot.mouseClick(sheet.click_letter("C"), LEFT)  # taken back: 2 of 3 again
    assert not sheet.go.isEnabled()


def _rows_out_of_view(board) -> list[str]:
    """The letters whose row (first to last column) is not wholly inside the worksheet
    page's visible viewport."""
    scroll, grid = board.sheet_scroll, board.worksheet.grid
    seen = scroll.viewport().rect()
    out = []
    for letter in LETTERS:
        for column in (grid._columns()[0], grid._columns()[-1]):
            cell = grid.cell_rect(column, letter)
            corners = (grid.mapTo(scroll.viewport(), cell.topLeft()), grid.mapTo(scroll.viewport(), cell.bottomRight()))
            if not all(seen.contains(c) for c in corners):
                out.append(letter)
                break
    return out


def test_the_worksheet_shows_a_to_z_beside_the_whole_clue_log_at_1920x1080(qtbot, make_window):
    for players, phase in ((3, "question"), (4, "question"), (5, "question"), (5, "truants"), (5, "final")):
        match = hooky_match(players, seed=6)
        play_first(match, lambda phase=phase, match=match: match.state.phase == phase and match.state.round >= 3)
        window = make_window(match, autosave=False)
        window.resize(1920, 1080)
        lift(qtbot, window)
        board = window.board
        board.show_page("sheet", remember=False)
        settle(qtbot, window)
        qtbot.wait(20)
        scroll, grid = board.sheet_scroll, board.worksheet.grid
        assert not scroll.verticalScrollBar().isVisible(), phase  # nothing to scroll
        assert _rows_out_of_view(board) == [], (players, phase)
        log = board.worksheet.log_scroll
        assert log.height() > 0.4 * grid.height(), phase  # the log fills the height beside the grid
        window.close()


def test_a_short_window_scrolls_the_worksheet_as_one_page(qtbot, make_window):
    match = hooky_match(5, seed=6)
    play_first(match, lambda: match.state.phase == "truants")
    window = make_window(match, autosave=False)
    window.resize(1366, 768)
    lift(qtbot, window)
    board = window.board
    board.show_page("sheet", remember=False)
    settle(qtbot, window)
    qtbot.wait(20)
    log = board.worksheet.log_scroll
    assert board.sheet_scroll.verticalScrollBar().maximum() > 0  # the page scrolls...
    assert log.verticalScrollBar().maximum() == 0  # ...and the log in it does not: one scroll area
    assert log.height() >= board.worksheet.log.height()


def test_at_a_laptop_size_the_grid_stands_in_two_halves_with_a_to_z_in_view(qtbot, make_window):
    # Too short for A to Z in one column at legible cells: A-M beside N-Z, every row on
    # screen without scrolling, nothing pushed sideways out of the window. Four or five
    # players' halves are mostly too wide to stand beside the clue log at these sizes:
    # there the log stands under them (the page scrolls down to it), the letters in view.
    for players, size, under in ((3, (1280, 720), False), (3, (1366, 768), False),
                                 (4, (1280, 720), True), (4, (1366, 768), False),
                                 (5, (1280, 720), True), (5, (1366, 768), True)):
        match = hooky_match(players, seed=6)
        play_first(match, lambda match=match: match.state.phase == "question" and match.state.round >= 3)
        window = make_window(match, autosave=False)
        window.resize(*size)
        lift(qtbot, window)
        board = window.board
        board.show_page("sheet", remember=False)
        settle(qtbot, window)
        qtbot.wait(20)
        grid = board.worksheet.grid
        assert grid.blocks == 2, (players, size)
        assert board.worksheet.under() is under, (players, size)
        log = board.worksheet.log_scroll
        if under:
            assert log.mapTo(grid.parentWidget(), log.rect().topLeft()).y() >= grid.geometry().bottom(), (players, size)
        else:
            assert log.mapTo(grid.parentWidget(), log.rect().topLeft()).x() >= grid.geometry().right(), (players, size)
        assert board.sheet_scroll.verticalScrollBar().value() == 0
        assert _rows_out_of_view(board) == [], (players, size)
        assert window.board_holder.horizontalScrollBar().maximum() == 0, (players, size)
        # A click on a cell of the second half marks that letter there.
        sheet = board.worksheet
        column = next(c for c in grid._columns() if c.isdigit())
        letter = next(ch for ch in LETTERS[13:]
                      if not sheet.cell(column, ch).locked and not sheet.cell(column, ch).source)
        click_cell(qtbot, board, column, letter)
        assert sheet.cell(column, letter).note == "has", (players, size, letter)
        window.close()


def test_the_final_score_table_is_never_cut_off_on_a_laptop(qtbot, make_window):
    from boardgames_desktop.games.hooky.view.panels import ResultsPanel

    match = hooky_match(3, seed=6)
    play_first(match, lambda: match.finished)
    window = make_window(match, autosave=False)
    window.resize(1366, 768)
    settle(qtbot, window)
    qtbot.wait(20)
    table = window.board.findChildren(ResultsPanel)[0].table
    assert table.isVisible()
    # Every column, the total last, inside the table's visible width.
    assert table.horizontalHeader().length() <= table.viewport().width(), (
        table.horizontalHeader().length(), table.viewport().width())
    window.close()


def test_at_the_end_the_clue_log_shows_every_column_beside_or_under_the_scores(qtbot, make_window):
    # Five players' scores leave a laptop's clue log too narrow for its answers: there the
    # log stands under the scores, whole; on a wide screen beside them.
    match = hooky_match(5, seed=6)
    play_first(match, lambda: match.finished)
    for size, under in (((1280, 720), True), ((1920, 1080), False)):
        window = make_window(match, autosave=False)
        window.resize(*size)
        settle(qtbot, window)
        qtbot.wait(20)
        board = window.board
        log = board.clue_log
        assert (board.log_panel.parentWidget() is board.left) is under, size
        assert log.horizontalHeader().length() <= log.viewport().width(), (
            size, log.horizontalHeader().length(), log.viewport().width())
        if under:
            assert log.verticalScrollBar().maximum() == 0  # shown whole in the page's one scroll
        window.close()


# -- the round track on a laptop ----------------------------------------------------------------
def _notes_under_pills(track) -> tuple[list, dict[int, list]]:
    """The track's pills and, for each, the boxes of the note words painted under it."""
    from PySide6.QtCore import QRectF

    from boardgames_desktop.games.hooky.view.widgets import track_pills

    from .fitcheck import painted_text_boxes

    pills = track_pills(QRectF(track.rect()))
    notes: dict[int, list] = defaultdict(list)
    for _text, box in painted_text_boxes(track):
        if box.top() < pills[0].bottom():
            continue  # a pill's own label
        nearest = min(range(len(pills)), key=lambda i: abs(pills[i].center().x() - box.center().x()))
        notes[nearest].append(box)
    return pills, notes


def test_the_round_notes_stay_under_their_own_pills_on_a_laptop(qtbot, make_window, qapp):
    # Round 5 on show: "then truants +5" under 4 and 5 beside the last round's longer note,
    # the widest neighbours the track has.
    from boardgames_desktop import theme
    from boardgames_desktop.ui.kit import language

    from .fitcheck import text_problems

    match = hooky_match(3, seed=6)
    play_first(match, lambda: match.state.phase == "question" and match.state.round == 5)
    window = make_window(match, autosave=False)
    try:
        for code in ("en", "zh_TW"):
            language.apply_language(qapp, code)
            for size in ((1280, 720), (1366, 768)):
                window.resize(*size)
                lift(qtbot, window)
                settle(qtbot, window)
                qtbot.wait(20)
                track = window.board.round_track
                pills, notes = _notes_under_pills(track)
                want = [r for r in range(1, 7) if track.end_note(r, track.reveal_after)]
                assert len(want) >= 5 and sorted(notes) == want, (code, size, sorted(notes))
                for i, boxes in notes.items():
                    for box in boxes:
                        # Inside its own pill's width (so never in a neighbour's), and the track's height.
                        assert pills[i].left() - 0.5 <= box.left() and box.right() <= pills[i].right() + 0.5, (
                            code, size, i, box, pills[i])
                        assert box.bottom() <= track.height() + 0.5, (code, size, i, box)
                for i in range(1, 6):
                    assert not any(a.intersects(b) for a in notes[i] for b in notes[i + 1]), (code, size, i)
                assert text_problems(track, theme.MIN_TEXT_PX) == [], (code, size)
    finally:
        language.apply_language(qapp, "en")
        window.close()
