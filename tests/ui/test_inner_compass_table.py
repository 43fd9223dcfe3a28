"""Inner Compass's table on every screen: the hover preview whole on a laptop, card
names with their descenders, words that grow with the window, cubes and player-board
spaces large enough to see and hit, the moves animated (the projector too) and the
last one marked until the next."""

from __future__ import annotations

import pytest
from games.inner_compass.helpers import cell, make_state  # tests/ is on sys.path
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QMouseEvent, QPainter
from PySide6.QtWidgets import QApplication

from boardgames_desktop import theme
from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.games.inner_compass import data
from boardgames_desktop.games.inner_compass.rules import InnerCompass, Move
from boardgames_desktop.ui.kit import motion

from .conftest import settle
from .fitcheck import painted_text_boxes, painted_texts


class Scripted(InnerCompass):
    """The real rules, starting from a hand-made position."""

    def __init__(self, **state):
        super().__init__()
        self.start = state

    def setup(self, seats, seed, options):
        return make_state(seats, **self.start)


@pytest.fixture
def english():
    from boardgames_desktop.core.i18n import set_language

    yield
    set_language("en")


def window_at(qtbot, make_window, size, moves=21, players=4, language="en", seed=3):
    """``players`` people at a window of ``size`` after ``moves`` bot moves (the
    screenshot command's opening), the curtain lifted."""
    from boardgames_desktop.core.i18n import set_language
    from boardgames_desktop.ui.screenshot import build_match

    set_language(language)
    window = make_window(build_match("inner-compass", seed, moves, players))
    if window.curtain_up:
        window.lift_curtain()
    window.resize(*size)
    settle(qtbot, window)
    qtbot.wait(50)
    return window


def painted(widget) -> str:
    return " ".join(" ".join(text.replace("\u00a0", " ").split()) for text, _px in painted_texts(widget))


def hover(table, pos) -> None:
    """The mouse resting over ``pos`` (QTest's mouseMove sends no event offscreen)."""
    event = QMouseEvent(QMouseEvent.Type.MouseMove, QPointF(pos), QPointF(pos), Qt.MouseButton.NoButton,
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(table, event)


def frame(widget) -> QImage:
    return widget.grab().toImage()


# -- whole at 1280x720 -----------------------------------------------------------------------------------
@pytest.mark.parametrize("language", ["en", "zh_TW"])
@pytest.mark.parametrize(("players", "seed"), [(2, 1), (4, 3)])
def test_at_1280x720_every_hover_preview_reads_whole(qtbot, make_window, english, language, players, seed):
    from boardgames_desktop.core.i18n import _

    window = window_at(qtbot, make_window, (1280, 720), 24 if players == 2 else 21, players, language, seed)
    table = window.board.table
    assert table.targets and table.preview is not None
    for target in sorted(table.targets):
        hover(table, table.cell_pos(target))
        assert table.hover_cell == target and table.hover_preview is not None
        text = painted(table)
        # The caption (what the step does) and every line of the memory there: whole.
        assert not table.caption_cut, f"{data.cell_name(target)}: the caption runs out of its place"
        assert table.memory_cut == 0, f"{data.cell_name(target)}: {table.memory_cut} memory lines left out"
        assert "…" not in text
        pre = table.hover_preview
        if language == "en":
            assert table.caption in text
            if pre.own_cube:
                assert "You already have a cube here: no memory on this cell." in text
            else:
                assert f"It gains {pre.ep} EP from the track." in text and "You hold" in text
        else:
            # Chinese runs are painted apart around full-width marks: compared without spaces.
            title = _("If you go to {cell}: a memory of {emotion}").format(
                cell=data.cell_name(target), emotion=_(data.EMOTION_NAME[pre.colour]))
            assert "".join(title.split()) in "".join(text.split())


def test_the_memory_panel_says_how_many_lines_it_left_out(qtbot, make_window, english):
    """The check above reads ``memory_cut``: a panel too low for its lines reports them."""
    from boardgames_desktop.games.inner_compass.view.panels import paint_memory

    window = window_at(qtbot, make_window, (1280, 720))
    table = window.board.table
    image = QImage(400, 300, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(image)
    try:
        _spaces, cut = paint_memory(p, table.panels(), QRectF(0, 0, 390, 90))
    finally:
        p.end()
    assert cut > 0


@pytest.mark.parametrize("where", ["board", "projector"])
def test_the_side_cards_names_keep_their_descenders(qtbot, make_window, english, where):
    window = window_at(qtbot, make_window, (1280, 720), 24, 2, seed=1)
    if where == "projector":
        window.toggle_projector(True)
        window.projector.resize(3840, 2160)
        settle(qtbot, window)
        table = window.projector.board.table
    else:
        table = window.board.table
    table.update()
    boxes = painted_text_boxes(table)
    named = 0
    for k, card in enumerate(table.view["side"]):
        field = table.card_fields.get(k)
        if card is None or field is None:
            continue
        name = data.EMOTION_NAME[card]
        top = table.to_widget(field.topLeft()).y()
        card_rect = QRectF(table.to_widget(QPointF(field.left(), field.top() - 200)),
                           table.to_widget(field.bottomRight()))
        mine = [box for text, box in boxes if text == name and card_rect.contains(box.center())]
        assert mine, f"the {name} card's name is not painted on it"
        # Its letters, descenders included, stand above the card's coloured field.
        assert all(box.bottom() <= top + 0.5 for box in mine), f"the {name} card's name runs into its field"
        named += 1
    assert named >= 1


# -- text follows the window ---------------------------------------------------------------------------------
def test_at_1920x1080_the_quality_tiles_rules_are_larger_than_the_least_size(qtbot, make_window, english):
    from boardgames_desktop.core.i18n import _

    window = window_at(qtbot, make_window, (1920, 1080), 24, 2, seed=1)
    table = window.board.table
    rules = {_(data.TILE[t].text) for t in table.view["qualities"]}
    sizes = [px for text, px in painted_texts(table) if len(text) >= 8 and any(text in rule for rule in rules)]
    assert sizes and min(sizes) >= 1.3 * theme.MIN_TEXT_PX


def test_the_projector_uses_its_width_and_its_text_reads_across_the_room(qtbot, make_window, english):
    window = window_at(qtbot, make_window, (1280, 720), 24, 2, seed=1)
    window.toggle_projector(True)
    projector = window.projector
    projector.resize(3840, 2160)
    settle(qtbot, window)
    table = projector.board.table
    s, ox, _oy = table._transform()
    # No margins left and right: the table spans the window's width.
    assert ox <= 0.01 * table.width() and table.logical_w() * s >= 0.98 * table.width()
    least = 2160 * theme.PROJECTOR_TEXT_SHARE
    assert theme.PROJECTOR_TEXT_SHARE == pytest.approx(1 / 50)
    assert min(px for _text, px in painted_texts(table)) >= least - 0.5


# -- pieces a player can see and hit ------------------------------------------------------------------------
def test_at_1280x720_the_player_board_spaces_are_24_px_and_glow_under_the_mouse(qtbot, make_window):
    # Ada on c3 with four white cards: after a step to white b3 her white spaces glow.
    game = Scripted(hands=("WWWW", ""), pawns=(cell("c3"), cell("f6")))
    match = Match(game, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 1)
    window = make_window(match, autosave=False)
    window.resize(1280, 720)
    window.lift_curtain()
    settle(qtbot, window)
    table = window.board.table
    qtbot.mouseClick(table, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, table.cell_pos(cell("b3")))
    settle(qtbot, window, lambda: [e.action for e in match.active_entries()] == [Move("W")])
    table.motions.skip()
    s = table._transform()[0]
    assert table.space_targets
    for rect in table.space_rects.values():
        assert rect.width() * s >= 24 - 0.01 and rect.height() * s >= 24 - 0.01
    # The cubes on the main board: at least 16 px, their owner's colour and mark.
    from boardgames_desktop.games.inner_compass.view.table import CUBE, CUBE_PX

    assert max(CUBE, CUBE_PX / s) * s >= 16
    space = min(table.space_targets)
    rect = table.space_rects[space]
    region = QRectF(table.to_widget(rect.topLeft()), table.to_widget(rect.bottomRight())).adjusted(-4, -4, 4, 4)
    hover(table, table.rect_pos(QRectF(0, 0, 1, 1)))
    before = frame(table).copy(region.toRect())
    hover(table, table.rect_pos(rect))
    assert table.hover_space == space
    after = frame(table).copy(region.toRect())
    assert before != after, "the space under the mouse does not glow"
    assert table.cursor().shape() == Qt.CursorShape.PointingHandCursor


# -- motion ---------------------------------------------------------------------------------------------------
def _step_frames(qtbot, make_window, reduced: bool, projector: bool = False) -> tuple[QImage, QImage]:
    """The frame drawn right after Ada's step and the frame 450 ms later."""
    game = Scripted(hands=("R", ""))
    match = Match(game, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 1)
    window = make_window(match, autosave=False)
    window.lift_curtain()
    if projector:
        window.toggle_projector(True)
    settle(qtbot, window)
    table = window.projector.board.table if projector else window.board.table
    first: list[QImage] = []
    window.refreshed.connect(lambda: first.append(frame(table)) if not first else None)
    motion.set_reduced_motion(reduced)
    try:
        board = window.board.table
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, board.cell_pos(cell("c2")))
        settle(qtbot, window, lambda: bool(first))
        qtbot.wait(450)
        later = frame(table)
    finally:
        motion.set_reduced_motion(False)
    assert [e.action for e in match.active_entries()] == [Move("N")]
    # The last move stays marked: the cell the pawn went to.
    from boardgames_desktop.games.inner_compass.view.paint import cell_rect

    assert [m.center() for m in table.last_marks] == [cell_rect(cell("c2")).center()]
    return first[0], later


@pytest.mark.parametrize("projector", [False, True])
def test_the_pawn_steps_to_its_cell_and_reduced_motion_makes_it_instant(qtbot, make_window, projector):
    moving, later = _step_frames(qtbot, make_window, reduced=False, projector=projector)
    assert moving != later, "the frame right after the step is already its end"
    still, later = _step_frames(qtbot, make_window, reduced=True, projector=projector)
    assert still == later, "under reduced motion the step is not instant"


def test_a_cube_lands_and_the_last_move_stays_marked_until_the_next(qtbot, make_window):
    from boardgames_desktop.games.inner_compass.rules import EndTurn, Memory
    from boardgames_desktop.games.inner_compass.view.paint import cell_rect

    # Ada on c3 with four white cards; b3 is white: a memory there is hers to make.
    game = Scripted(hands=("WWWW", ""), pawns=(cell("c3"), cell("f6")))
    match = Match(game, [SeatSpec.single("Ada"), SeatSpec.single("Ben", "bot:greedy")], 1)
    window = make_window(match, autosave=False)
    window.lift_curtain()
    settle(qtbot, window)
    board = window.board
    table = board.table
    assert table.last_marks == []
    qtbot.mouseClick(table, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, table.cell_pos(cell("b3")))
    settle(qtbot, window, lambda: len(match.active_entries()) == 1)
    b3 = cell_rect(cell("b3"))
    assert [m.center() for m in table.last_marks] == [b3.center()]
    # A hover, or the same view shown again, keeps the mark.
    hover(table, table.cell_pos(cell("a3")))
    board.show_view(board.current.view, board.current.seat, board.current.legal, True)
    assert [m.center() for m in table.last_marks] == [b3.center()]
    memory = next(a for a in board.current.legal if isinstance(a, Memory))
    assert board.choose(memory)
    settle(qtbot, window, lambda: len(match.active_entries()) == 2)
    assert table.motions.running(f"cube-0-{cell('b3')}")
    landing = frame(table)
    table.motions.skip()
    assert frame(table) != landing, "the cube does not land"
    assert board.choose(EndTurn())
    settle(qtbot, window, lambda: match.state.current == 0 and match.state.turn > 1, timeout=20_000)
    settle(qtbot, window)
    # Ben's move (a bot's) is what is marked now: where his pawn went, or the card he felt.
    from boardgames_desktop.games.inner_compass.view.paint import side_rect

    ben = match.state.pawns[1]
    assert ben is not None
    def at(r: QRectF) -> tuple[float, float]:
        return (r.center().x(), r.center().y())

    marks = [at(m) for m in table.last_marks]
    assert marks and marks != [at(b3)]
    assert set(marks) <= {at(cell_rect(ben))} | {at(side_rect(k)) for k in range(4)}
