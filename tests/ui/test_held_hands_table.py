"""Held hands at the table, through the real window, clicked like a person: one
instruction line, honest buttons, moves that move, the last move kept in view,
and pawns a player can see (issue #19)."""

from __future__ import annotations

import itertools
import math

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QLabel

from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.games.held_hands import data
from boardgames_desktop.games.held_hands.actions import EndTurn, Step
from boardgames_desktop.games.held_hands.rules import GAME
from boardgames_desktop.games.held_hands.view import layout
from boardgames_desktop.games.held_hands.view.table import pawn_walk, shortest_walk
from boardgames_desktop.ui.kit import motion

from .conftest import settle
from .test_held_hands_gui import _click_node, _set_up_turn


def _two_humans(seed: int = 11) -> Match:
    return Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], seed, {"first": 0})


def _against_a_bot(seed: int = 11) -> Match:
    return Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Bot", "bot:careful")], seed, {"first": 0})


def _visible_words(window) -> list[str]:
    """Every line of words the window shows now (labels, buttons, the seat note)."""
    out = []
    for label in window.findChildren(QLabel):
        if label.isVisible() and label.text().strip():
            out.extend(line.strip() for line in label.text().splitlines() if line.strip())
    return out


def _safe_node(board) -> str:
    return sorted(n for n in board.table.next_nodes if board.table.reach.get(n) == "safe")[0]


# -- one instruction line ---------------------------------------------------------------------
def test_the_header_says_how_and_nothing_is_said_twice_nor_left_after_the_bots_turn(qtbot, make_window):
    match = _against_a_bot()
    window = make_window(match, autosave=False)
    board = window.board
    qtbot.mouseClick(board.fan_left, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: match.state.phase == "play" and match.to_act() == (0,))
    if match.state.active_goals[0] is None:
        qtbot.mouseClick(board.reveal, Qt.MouseButton.LeftButton)
        settle(qtbot, window, lambda: match.to_act() == (0,) and not board.reveal.isVisible())
    settle(qtbot, window, lambda: bool(board.table.next_nodes))
    header = window.header
    assert "glowing node next to your pawn" in header.prompt_label.text()
    assert not window.note.isVisible()
    words = _visible_words(window)
    assert len(words) == len(set(words)), words

    # A step: the header moves on to the next step; the board says nothing of its own.
    _click_node(qtbot, board, _safe_node(board))
    settle(qtbot, window, lambda: len(match.state.path) == 1)
    assert "step on" in header.prompt_label.text() and "End move" in header.prompt_label.text()
    assert not window.note.isVisible()
    words = _visible_words(window)
    assert len(words) == len(set(words)), words

    # A refusal is a short note beside the board...
    here = match.state.positions[0]
    far = next(n for n in data.NODES if data.NODES[n].ring == 0 and n != here
               and n not in data.ADJACENT[here] and n not in board.table.reach)
    _click_node(qtbot, board, far)
    assert window.note.isVisible() and window.note.text()
    said = window.note.text()
    assert said not in header.text()
    # ...gone with the next change, and nothing of Ada's move stays after the bot's turn.
    qtbot.mouseClick(board.end_keep, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: match.finished or (match.state.current == 0 and match.state.turn >= 2
                                                     and match.to_act() == (0,)))
    if match.finished:
        return
    assert not window.note.isVisible()
    assert said not in "\n".join(_visible_words(window))
    assert "step on" not in header.prompt_label.text()  # the line of the move before
    words = _visible_words(window)
    assert len(words) == len(set(words)), words


def test_a_card_chosen_first_lifts_in_silence_and_pays_the_next_step(qtbot, make_window):
    match = _two_humans()
    window = make_window(match, autosave=False)
    _set_up_turn(qtbot, window, match)
    board = window.board
    node = _safe_node(board)
    card = board.table.next_nodes[node][-1]
    qtbot.mouseClick(board.table, Qt.MouseButton.LeftButton, pos=board.card_pos(card))
    assert board.table.selected_card == card and not window.note.isVisible()
    _click_node(qtbot, board, node)
    settle(qtbot, window, lambda: match.state.path == (node,))
    assert match.state.cards_played == (card,)


# -- honest controls -----------------------------------------------------------------------------
def test_end_and_take_back_are_shown_disabled_with_the_reason_until_a_step(qtbot, make_window):
    match = _two_humans(seed=13)
    window = make_window(match, autosave=False)
    _set_up_turn(qtbot, window, match)
    board = window.board
    for button in (board.take_back, board.end_keep):
        assert button.isVisible() and not button.isEnabled()
    assert board.why.isVisible() and "first" in board.why.text()
    # A click on the disabled button does nothing.
    qtbot.mouseClick(board.end_keep, Qt.MouseButton.LeftButton)
    assert not any(isinstance(e.action, EndTurn) for e in match.entries)
    _click_node(qtbot, board, _safe_node(board))
    settle(qtbot, window, lambda: len(match.state.path) == 1)
    assert board.take_back.isEnabled() and board.end_keep.isEnabled()
    assert not board.why.isVisible()


def test_the_reason_is_in_chinese_too(qtbot, make_window):
    from boardgames_desktop.core import i18n

    i18n.set_language("zh_TW")
    try:
        match = _two_humans(seed=13)
        window = make_window(match, autosave=False)
        _set_up_turn(qtbot, window, match)
        assert "先走到" in window.board.why.text()
        assert "發亮的節點" in window.header.prompt_label.text()
    finally:
        i18n.set_language("en")


# -- motion --------------------------------------------------------------------------------------
def _step_and_frames(qtbot, window, match) -> tuple[QImage, QImage]:
    """Step by a click; the table's picture at once, and 450 ms later."""
    board = window.board
    _click_node(qtbot, board, _safe_node(board))
    settle(qtbot, window, lambda: len(match.state.path) == 1)
    QApplication.processEvents()  # the window's layout settles (the header's lines may change)
    first = board.table.grab().toImage()
    qtbot.wait(450)
    later = board.table.grab().toImage()
    assert first.size() == later.size()  # the same table, only what moved differs
    return first, later


def test_a_step_animates_and_lands_within_the_kits_time(qtbot, make_window):
    match = _two_humans()
    window = make_window(match, autosave=False)
    _set_up_turn(qtbot, window, match)
    first, later = _step_and_frames(qtbot, window, match)
    assert first != later
    assert not window.board.table.motions.running()


def test_under_reduced_motion_a_step_lands_at_once(qtbot, make_window):
    motion.set_reduced_motion(True)
    match = _two_humans()
    window = make_window(match, autosave=False)
    _set_up_turn(qtbot, window, match)
    first, later = _step_and_frames(qtbot, window, match)
    assert first == later


def test_a_click_skips_the_walk_to_its_end(qtbot, make_window):
    match = _two_humans()
    window = make_window(match, autosave=False)
    _set_up_turn(qtbot, window, match)
    board = window.board
    node = _safe_node(board)
    _click_node(qtbot, board, node)
    settle(qtbot, window, lambda: len(match.state.path) == 1)
    assert board.table.motions.running("pawn-0")
    qtbot.mouseClick(board.table, Qt.MouseButton.LeftButton, pos=board.table.rect().topLeft() + QPointF(2, 2).toPoint())
    assert not board.table.motions.running()
    assert board.table.anim_pos == {}


def test_the_paid_card_slides_to_its_discard_pile(qtbot, make_window):
    match = _two_humans()
    window = make_window(match, autosave=False)
    _set_up_turn(qtbot, window, match)
    board = window.board
    _click_node(qtbot, board, _safe_node(board))
    settle(qtbot, window, lambda: len(match.state.path) == 1)
    table = board.table
    paid = match.state.cards_played[0]
    assert paid in table.flying
    lay = table.table_layout()
    pile = layout.pile_rect("discard-0", lay) if any(
        c["id"] == paid for c in table.view["discards"][0]) else layout.pile_rect("discard-1", lay)
    [(rect, _card)] = [(r, c) for r, c in table.flights() if c["id"] == paid]
    assert rect != pile  # on its way
    table.motions.skip()
    assert table.flying == frozenset() and table.flights() == []


def test_a_walk_follows_the_views_steps_back_and_forth():
    match = _two_humans()
    # Fan both hands and reveal both goals: then the first seat steps twice.
    while not any(isinstance(a, Step) for a in match.legal_actions(match.to_act()[0])):
        seat = match.to_act()[0]
        match.play(seat, match.legal_actions(seat)[0])
    seat = match.to_act()[0]
    before = GAME.view(match.state, None)
    for _ in range(2):
        step = next(a for a in match.legal_actions(seat) if isinstance(a, Step))
        match.play(seat, step)
    after = GAME.view(match.state, None)
    walk = pawn_walk(before, after, seat)
    assert walk == [before["positions"][seat], *after["path"]]
    assert pawn_walk(after, before, seat) == walk[::-1]  # both steps taken back
    # Between views that show no path (a whole move at once): a shortest walk along the lines.
    start, end = walk[0], walk[-1]
    way = shortest_walk(start, end)
    assert way[0] == start and way[-1] == end
    assert all(b in data.ADJACENT[a] for a, b in itertools.pairwise(way))


# -- the last move -------------------------------------------------------------------------------
def test_the_bots_move_stays_marked_on_board_and_projector_until_the_next(qtbot, make_window):
    match = _against_a_bot(seed=5)
    window = make_window(match, autosave=False)
    window.toggle_projector(True)
    board = window.board
    qtbot.mouseClick(board.fan_left, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: match.state.phase == "play" and match.to_act() == (0,))
    if match.state.active_goals[0] is None:
        qtbot.mouseClick(board.reveal, Qt.MouseButton.LeftButton)
        settle(qtbot, window, lambda: match.to_act() == (0,) and not board.reveal.isVisible())
    settle(qtbot, window, lambda: bool(board.table.next_nodes))
    _click_node(qtbot, board, _safe_node(board))
    settle(qtbot, window, lambda: len(match.state.path) == 1)
    qtbot.mouseClick(board.end_keep, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: match.finished or (match.state.current == 0 and match.to_act() == (0,)))
    if match.finished:
        pytest.skip("seed 5 ends before the bot moves")  # never: seed 5 plays on (checked below)
    bot_at = match.state.positions[1]
    projector = window.projector.board.table
    for table in (board.table, projector):
        assert table.trail is not None and table.trail[0] == 1 and table.trail[1][-1] == bot_at
    # The mark is painted: the picture differs from one without it, around the bot's node.
    table = board.table
    table.motions.skip()
    marked = table.grab().toImage()
    trail, table.trail = table.trail, None
    bare = table.grab().toImage()
    table.trail = trail
    centre = table.to_widget(layout.node_point(bot_at))
    ring = (layout.node_radius(bot_at) + 12) * table._transform()[0]
    around = [QPointF(centre.x() + ring * math.cos(a / 8 * math.tau), centre.y() + ring * math.sin(a / 8 * math.tau))
              for a in range(8)]
    assert any(marked.pixelColor(p.toPoint()) != bare.pixelColor(p.toPoint()) for p in around)
    # Ada's next step is the last move now.
    _click_node(qtbot, board, _safe_node(board))
    settle(qtbot, window, lambda: len(match.state.path) == 1)
    for t in (board.table, projector):
        assert t.trail is not None and t.trail[0] == 0


# -- pawns a player can see ----------------------------------------------------------------------
def _hidden_node_pixels(table, node: str) -> int:
    """How many pixels of ``node``'s disc the live layer (pawns, path, marks) paints over:
    the table painted whole against the table with no pawns (a check: see the next test)."""
    whole = table.grab().toImage()
    shown = table.view
    table.view = dict(shown, positions=[data.HEART, data.HEART], path=[])
    try:
        without = table.grab().toImage()
    finally:
        table.view = shown
    centre = table.to_widget(layout.node_point(node))
    r = layout.node_radius(node) * table._transform()[0]
    hidden = 0
    for dy in range(-int(r), int(r) + 1, 2):
        for dx in range(-int(r), int(r) + 1, 2):
            if dx * dx + dy * dy > (r - 2) ** 2:
                continue
            x, y = int(centre.x() + dx), int(centre.y() + dy)
            a, b = QColor(whole.pixelColor(x, y)), QColor(without.pixelColor(x, y))
            if max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) > 24:
                hidden += 1
    return hidden


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_pawns_stand_beside_their_nodes_and_grow_with_the_window(qtbot, make_window, size):
    match = _two_humans()
    window = make_window(match, autosave=False)
    window.resize(*size)
    _set_up_turn(qtbot, window, match)
    table = window.board.table
    table.motions.skip()
    for seat in (0, 1):
        assert _hidden_node_pixels(table, match.state.positions[seat]) == 0
    width_px = layout.PAWN_W * table._transform()[0]
    assert width_px >= (24 if size[0] == 1280 else 34), width_px


def test_the_hidden_node_check_sees_a_pawn_drawn_over_its_node(qtbot, make_window, monkeypatch):
    from boardgames_desktop.games.held_hands.view import painter

    match = _two_humans()
    window = make_window(match, autosave=False)
    _set_up_turn(qtbot, window, match)
    table = window.board.table
    table.motions.skip()
    monkeypatch.setattr(painter, "pawn_spot", lambda node, seat: layout.node_point(node))  # the old pawn
    assert _hidden_node_pixels(table, match.state.positions[0]) > 0


def test_pawns_badges_and_nodes_keep_apart_everywhere():
    from boardgames_desktop.games.held_hands.view.table import MAX_MIN_PX

    radius = MAX_MIN_PX * 0.8  # a step badge at the largest text the table paints (painter._paint_path)
    for node in data.NODES:
        c = layout.node_point(node)
        r = layout.node_radius(node)
        spots = [layout.pawn_spot(node, seat) for seat in (0, 1)]
        badge = layout.badge_spot(node, radius)
        for spot in spots:
            # The heart is PAWN_W wide and about as tall: a disc of half that holds most of it.
            assert math.dist((spot.x(), spot.y()), (c.x(), c.y())) >= r + layout.PAWN_W * 0.45, node
            assert math.dist((spot.x(), spot.y()), (badge.x(), badge.y())) >= radius + layout.PAWN_W * 0.45, node
        assert math.dist((spots[0].x(), spots[0].y()), (spots[1].x(), spots[1].y())) >= layout.PAWN_W * 0.9, node


def test_no_projector_text_is_under_a_fiftieth_of_the_screen(qtbot):
    from boardgames_desktop import theme
    from boardgames_desktop.games.held_hands.view import ProjectorBoard
    from ui.fitcheck import painted_texts

    assert theme.PROJECTOR_TEXT_SHARE == pytest.approx(1 / 50)
    match = _two_humans(seed=27)
    for _ in range(12):
        seat = match.to_act()[0]
        match.play(seat, match.legal_actions(seat)[0])
    board = ProjectorBoard(GAME)
    qtbot.addWidget(board)
    board.set_player_names(["Ada", "Ben"])
    board.resize(3840, 2160)
    board.show()
    board.show_public(GAME.view(match.state, None), "")
    sizes = dict(painted_texts(board.table))
    assert {"Ada", "balance", "goal"} <= set(sizes), sorted(sizes)
    assert min(sizes.values()) >= 2160 / 50 - 0.01, sorted(sizes.items(), key=lambda kv: kv[1])[:3]


def _pawn_pixels_differing(scale: float, sprite_seat: int, painted_seat: int) -> tuple[int, int]:
    """A pawn's kept picture against the pawn painted at once (a check: see the companion
    test), at ``scale``: (pixels differing clearly, pixels in all)."""
    from PySide6.QtGui import QPainter

    from boardgames_desktop.games.held_hands.view.painter import PAWN_BOX, paint_pawn, pawn_sprite

    side = math.ceil(PAWN_BOX * scale) + 4
    images = []
    for sprite in (True, False):
        image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor("#F6F1E7"))
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.scale(scale, scale)
        c = QPointF(side / scale / 2, side / scale / 2)
        if sprite:
            picture = pawn_sprite(sprite_seat, round(scale, 3))
            box = QRectF(c.x() - PAWN_BOX / 2, c.y() - PAWN_BOX / 2, PAWN_BOX, PAWN_BOX)
            p.drawPixmap(box, picture, QRectF(picture.rect()))
        else:
            paint_pawn(p, painted_seat, c, layout.PAWN_W)
        p.end()
        images.append(image)
    differing = sum(
        1 for y in range(side) for x in range(side)
        if max(abs(a - b) for a, b in zip(images[0].pixelColor(x, y).getRgb()[:3],
                                          images[1].pixelColor(x, y).getRgb()[:3], strict=True)) > 60)
    return differing, side * side


@pytest.mark.parametrize("scale", [0.45, 1.0, 2.16])
def test_a_pawns_kept_picture_paints_what_painting_the_pawn_paints(qtbot, scale):
    differing, total = _pawn_pixels_differing(scale, 1, 1)
    assert differing < 0.03 * total, differing


def test_the_pawn_picture_check_sees_the_wrong_pawn(qtbot):
    differing, total = _pawn_pixels_differing(1.0, 0, 1)
    assert differing >= 0.03 * total, differing
