"""The held-hands board in the main window: the table widget (clicks, hover,
pawn animation) and the controller that turns clicks into actions.

The controller holds no state of the game: it is shown a view and the legal
actions of the seat at the screen, and emits the action chosen. Where it needs
the move search (the glowing nodes, the hint), it asks the game for a state
consistent with the view; the search only reads what the view shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QAction, QColor, QKeySequence, QMouseEvent, QPaintEngine, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QHBoxLayout, QMessageBox, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from .... import theme
from ....core.game import TooMany
from ....core.i18n import Text, _, ngettext, render
from ....core.rng import Rng
from ....ui.kit.gameview import GameView
from ....ui.kit.gameview import ProjectorBoard as ProjectorBoardBase
from ....ui.kit.paintguard import guarded_paint
from .. import data
from ..data import HEART, NODES
from ..moves import payment_order, reachable
from ..rules import EndTurn, Fan, RevealGoal, State, Step
from .painter import (
    DARK,
    LIGHT,
    PANEL_X,
    H,
    Layout,
    Palette,
    TablePainter,
    card_rects,
    default_names,
    emotion_label,
    emotion_word,
    node_at,
    node_point,
)

#: The largest text, in logical units, that the table's places hold: below the scale where
#: this is still too small on the screen (a window far under 1280x720) text would sooner
#: spill out of its place than grow.
MAX_MIN_PX = 28.0


class Table(QWidget):
    """The painted table. Emits clicks on nodes and cards in logical terms; holds
    the board's marks (what is reachable, hovered, chosen) for the painter."""

    node_clicked = Signal(str)
    card_clicked = Signal(int)
    right_clicked = Signal()

    def __init__(self, palette: Palette = LIGHT, parent: QWidget | None = None):
        super().__init__(parent)
        self.pal = palette
        self.names = default_names()
        self.view: dict[str, Any] | None = None
        self.setMouseTracking(True)
        self.setMinimumSize(480, 300)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        # The marks (see painter.Marks), set by the BoardView:
        self.reach: dict[str, str] = {}
        self.next_nodes: dict[str, list[int]] = {}
        self.selected_card: int | None = None
        self.pending_node: str | None = None
        self.armed_node: str | None = None
        self.hover_node: str | None = None
        self.hover_card: int | None = None
        self.demo_node: str | None = None
        self.interactive = False
        self.anim_pos: dict[int, QPointF] = {}
        self._anims: list[QVariantAnimation] = []
        self._last_positions: list[str] | None = None
        #: Painted layers kept between frames: name -> (what they show, the picture).
        self._layers: dict[str, tuple[Any, QPixmap]] = {}
        self._version = 0  # counts the views shown (a layer of panels is for one of them)

    # -- geometry --------------------------------------------------------------------
    def table_layout(self) -> Layout:
        shape = Layout.for_size(self.width(), self.height())
        s = min(self.width() / shape.width, self.height() / H)
        return shape.with_text(min(MAX_MIN_PX, self.min_screen_px() / s) if s > 0 else 0.0)

    @property
    def card_rects(self) -> dict[int, QRectF]:
        return card_rects(self.view, self.table_layout())

    def _transform(self) -> tuple[float, float, float]:
        width = self.table_layout().width
        s = min(self.width() / width, self.height() / H)
        return s, (self.width() - width * s) / 2, (self.height() - H * s) / 2

    def min_screen_px(self) -> float:
        """The smallest text on the screen, in pixels: the app's minimum, and on the projector
        a share of the projected screen's height."""
        if self.pal.projector:
            return max(theme.MIN_TEXT_PX, self.window().height() * theme.PROJECTOR_TEXT_SHARE)
        return float(theme.MIN_TEXT_PX)


    def to_widget(self, p: QPointF) -> QPointF:
        s, ox, oy = self._transform()
        return QPointF(ox + p.x() * s, oy + p.y() * s)

    def to_logical(self, p: QPointF) -> QPointF:
        s, ox, oy = self._transform()
        return QPointF((p.x() - ox) / s, (p.y() - oy) / s)

    def card_at(self, p: QPointF) -> int | None:
        for cid, rect in reversed(list(self.card_rects.items())):
            if rect.contains(p):
                return cid
        return None

    # -- data ----------------------------------------------------------------------
    def set_view(self, view: dict[str, Any] | None) -> None:
        old = self._last_positions
        self.view = view
        self._version += 1
        if view is not None:
            new = list(view["positions"])
            if old is not None:
                for seat in (0, 1):
                    if old[seat] != new[seat]:
                        self._animate(seat, node_point(old[seat]), node_point(new[seat]))
            self._last_positions = new
        self.update()

    def _animate(self, seat: int, start: QPointF, end: QPointF) -> None:
        anim = QVariantAnimation(self)
        anim.setDuration(220)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)

        def step(value: QPointF, seat: int = seat) -> None:
            self.anim_pos[seat] = value
            self.update()

        def done(seat: int = seat, anim: QVariantAnimation = anim) -> None:
            self.anim_pos.pop(seat, None)
            if anim in self._anims:
                self._anims.remove(anim)
            self.update()

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        self._anims.append(anim)
        anim.start()

    # -- input ---------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        p = self.to_logical(event.position())
        node = node_at(p)
        card = self.card_at(p)
        if (node, card) != (self.hover_node, self.hover_card):
            self.hover_node, self.hover_card = node, card
            clickable = self.interactive and (
                (node is not None and (node in self.next_nodes or node in self.reach)) or card is not None
            )
            self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)
            self.setToolTip(self._tooltip(node, card))
            self.update()

    def leaveEvent(self, event) -> None:
        self.hover_node = self.hover_card = None
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            self.right_clicked.emit()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        p = self.to_logical(event.position())
        card = self.card_at(p)
        if card is not None:
            self.card_clicked.emit(card)
            return
        node = node_at(p)
        if node is not None:
            self.node_clicked.emit(node)

    def _tooltip(self, node: str | None, card: int | None) -> str:
        if node is not None:
            if node == HEART:
                return _("The heart: enter it with any card once the inner ring is done; your balance must then be 0.")
            n = NODES[node]
            ring = _(data.RING_LABEL[n.ring])
            if n.side is None:
                return _("{emotion} · {ring} · middle node (you may keep or switch perspective here)").format(
                    emotion=emotion_label(n.emotion), ring=ring)
            return _("{emotion} · {ring}").format(emotion=emotion_label(n.emotion), ring=ring)
        if card is not None and self.view:
            for seat in (0, 1):
                for c in self.view["hands"][seat]:
                    if c["id"] == card:
                        return _("{name}'s card: left {left}, right {right}; counts as {visible}").format(
                            name=self.names[seat], left=emotion_label(c["left"]), right=emotion_label(c["right"]),
                            visible=emotion_word(c["visible"]) if c["visible"] else "-")
        return ""

    # -- painting --------------------------------------------------------------------
    def painter(self) -> TablePainter:
        return TablePainter(self.pal, self.names, self.view, self, self.table_layout())

    @guarded_paint
    def paintEvent(self, event) -> None:
        p = QPainter(self)
        s, ox, oy = self._transform()
        painter = self.painter()
        if p.paintEngine().type() != QPaintEngine.Type.Raster:
            # A vector device (an SVG, a recorded picture): every primitive, as drawn.
            self._paint_layer(p, painter.paint, s, ox, oy)
            p.end()
            return
        # The board and the panels are kept as pictures and only painted again when what
        # they show changes; the highlights, the path and the pawns are painted every frame.
        split = max(0, min(self.width(), round(ox + (PANEL_X - 16) * s)))
        ring = self.view["ring"] if self.view else 0
        common = (self.width(), self.height(), self.devicePixelRatioF(), self.pal, tuple(self.names),
                  round(painter.min_px, 2))
        p.drawPixmap(0, 0, self._layer("board", (*common, ring), 0, split, painter.paint_board, s, ox, oy))
        glow = tuple(self.next_nodes.get(self.pending_node or self.hover_node or self.demo_node or "", []))
        panels = (*common, self._version, self.interactive, self.selected_card, self.hover_card, glow)
        p.drawPixmap(split, 0, self._layer("panels", panels, split, self.width(), painter.paint_panels, s, ox, oy))
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.translate(ox, oy)
        p.scale(s, s)
        painter.paint_live(p)
        p.end()

    def _paint_layer(self, p: QPainter, paint, s: float, ox: float, oy: float) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.fillRect(self.rect(), QColor(self.pal.bg))
        p.translate(ox, oy)
        p.scale(s, s)
        paint(p)

    def _layer(self, name: str, key: Any, left: int, right: int, paint, s: float, ox: float, oy: float) -> QPixmap:
        """The picture of the widget's columns ``left`` to ``right`` painted by ``paint``, kept
        while ``key`` (everything it shows) stays the same."""
        kept = self._layers.get(name)
        if kept is not None and kept[0] == key:
            return kept[1]
        ratio = self.devicePixelRatioF()
        pixmap = QPixmap(max(1, round((right - left) * ratio)), max(1, round(self.height() * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        p = QPainter(pixmap)
        p.translate(-left, 0)
        self._paint_layer(p, paint, s, ox, oy)
        p.end()
        self._layers[name] = (key, pixmap)
        return pixmap


class BoardView(GameView):
    """The play area: the painted table and a row of turn buttons."""

    def __init__(self, game, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.view: dict[str, Any] | None = None
        self.seat: int | None = None
        self.legal: list[Any] = []
        self.interactive = False
        self.table = Table(LIGHT, self)
        self.table.node_clicked.connect(self._on_node)
        self.table.card_clicked.connect(self._on_card)
        self.table.right_clicked.connect(self.undo_requested)
        self._zoom = 1.0

        self.buttons = QWidget()
        row = QHBoxLayout(self.buttons)
        row.setContentsMargins(12, 6, 12, 10)
        row.setSpacing(12)
        self.fan_left = QPushButton(_("Fan hand left"))
        self.fan_right = QPushButton(_("Fan hand right"))
        self.reveal = QPushButton(_("Reveal my next goal"))
        self.take_back = QPushButton(_("Take back step"))
        self.end_keep = QPushButton(_("End move"))
        self.end_switch = QPushButton(_("End move and switch"))
        for b in (self.fan_left, self.fan_right, self.reveal, self.take_back, self.end_keep, self.end_switch):
            b.setMinimumHeight(44)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            row.addWidget(b)
        for b in (self.reveal, self.end_keep, self.end_switch):
            b.setProperty("primary", True)
        row.addStretch(1)
        # Keys for the turn buttons (they work while their button is shown).
        self.end_keep.setShortcut(QKeySequence("Return"))
        self.end_keep.setToolTip(_("End the move (Enter)"))
        self.end_switch.setShortcut(QKeySequence("Shift+Return"))
        self.end_switch.setToolTip(_("End the move and switch perspective (Shift+Enter)"))
        self.take_back.setShortcut(QKeySequence("Backspace"))
        self.take_back.setToolTip(_("Take back the last step (Backspace, Ctrl+Z or a right-click)"))
        self.reveal.setShortcut(QKeySequence("Return"))
        self.reveal.setToolTip(_("Reveal your next goal (Enter)"))
        self.fan_left.clicked.connect(lambda: self._choose(Fan("L")))
        self.fan_right.clicked.connect(lambda: self._choose(Fan("R")))
        self.reveal.clicked.connect(lambda: self._choose(RevealGoal()))
        self.take_back.clicked.connect(self.undo_requested)
        self.end_keep.clicked.connect(lambda: self._end(0))
        self.end_switch.clicked.connect(lambda: self._end(1))

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.table, 1)

        self.hint_action = QAction(_("Can we still make it?"), self)
        self.hint_action.setShortcut(QKeySequence("Ctrl+H"))
        self.hint_action.triggered.connect(self.show_hint)
        self._prompt = ""
        self._hint_box: QMessageBox | None = None  # the open answer to "Can we still make it?"
        self._update_buttons()

    # -- the contract --------------------------------------------------------------------
    def show_view(self, view: dict[str, Any], seat: int | None, legal: Sequence[Any] | TooMany,
                  interactive: bool) -> None:
        self.remember(view, seat, legal, interactive)
        turn_changed = self.view is None or (view["turn"], view["current"]) != (self.view["turn"], self.view["current"])
        self.view = view
        self.seat = seat
        # Held hands always lists its legal actions; a TooMany would offer nothing.
        self.legal = [] if isinstance(legal, TooMany) else list(legal)
        self.interactive = interactive and seat is not None and bool(self.legal)
        if turn_changed or not self.interactive:
            self.table.selected_card = None
        self.table.pending_node = None
        self.table.armed_node = None
        self.table.interactive = self.interactive
        self._compute_moves()
        self.table.set_view(view)
        self._update_buttons()

    def menu_actions(self) -> list:
        return [self.hint_action]

    def controls(self) -> QWidget:
        """The turn buttons, kept by the shell below the zooming board."""
        return self.buttons

    def set_player_names(self, names: list[str]) -> None:
        self.table.names = [n or d for n, d in zip(list(names) + ["", ""], default_names())]
        self.table.update()

    def prompt(self) -> str:
        return self._prompt

    def clear_notes(self) -> None:
        """Another viewer: the hint line and an open "Can we still make it?" answer were
        worked out for the seat shown before."""
        self._prompt = ""
        if self._hint_box is not None:
            self._hint_box.done(0)
            self._hint_box = None

    def refuse(self, reason: Text | str) -> None:
        """Show a refusal: the rules' reasons come as messages, named for this table."""
        self.message.emit(render(reason, dict(enumerate(self.table.names))))

    def set_zoom(self, factor: float) -> None:
        self._zoom = factor
        # Zoom enlarges the table inside the window; the view stays vector-drawn.
        self.table.setMinimumSize(int(480 * factor), int(300 * factor))
        self.table.update()

    # -- helpers for tests and the shell -----------------------------------------------------
    def node_pos(self, node_id: str):
        """Where ``node_id`` is drawn, in table widget coordinates (for clicks)."""
        return self.table.to_widget(node_point(node_id)).toPoint()

    def card_pos(self, card_id: int):
        return self.table.to_widget(self.table.card_rects[card_id].center()).toPoint()

    def prepare_screenshot(self, what: str) -> None:
        """For screenshots: hover the first step so its paying cards glow."""
        if self.table.next_nodes:
            node = sorted(self.table.next_nodes)[0]
            self.table.demo_node = node
            self.table.update()

    # -- moves ------------------------------------------------------------------------
    def _compute_moves(self) -> None:
        self.table.reach = {}
        self.table.next_nodes = {}
        view = self.view
        if not self.interactive or view is None:
            return
        steps = [a for a in self.legal if isinstance(a, Step)]
        if not steps:
            return
        state = self._state()
        self.table.reach = reachable(state)
        ordered = payment_order(state)
        for step in steps:
            self.table.next_nodes.setdefault(step.node, []).append(step.card)
        for cards in self.table.next_nodes.values():
            cards.sort(key=lambda c: ordered.get(c, 99))

    def _state(self) -> State:
        """A state the view could come from: the move search reads only what the
        view shows, so any consistent sample gives the same answers."""
        assert self.view is not None
        seat = self.view["current"] if self.seat is None else self.seat
        return self.game.determinize(self.view, seat, Rng(0))

    def _on_node(self, node: str) -> None:
        if not self.interactive or self.view is None:
            return
        payers = self.table.next_nodes.get(node)
        if not payers:
            self._refuse_click(node)
            return
        card = None
        if self.table.selected_card in payers:
            card = self.table.selected_card
        elif len(payers) == 1 or self.table.pending_node == node:
            card = payers[0]  # the only card that pays, or a second click on the node asked about
        if card is None:
            self.table.pending_node = node
            self.table.update()
            if node == HEART:
                self._set_prompt(_("Choose a glowing card to pay for the heart "
                                   "(or click the node again for the first one)."))
            else:
                self._set_prompt(_("Choose a glowing card to pay for this {emotion} node "
                                   "(or click the node again for the first one).").format(
                                       emotion=emotion_word(NODES[node].emotion)))
            return
        losing = self.table.reach.get(node) == "loses" and not self._card_is_safe(node, card)
        if losing and self.table.armed_node != node:  # the first click on a losing step only warns
            self.table.armed_node = node
            self.table.update()
            self.refuse(_("This step would take your balance out of -2..+2 and the couple would break up. "
                          "Click it again to do it anyway."))
            return
        self._choose(Step(node, card))

    def _card_is_safe(self, node: str, card: int) -> bool:
        view = self.view
        seat = view["current"]
        played = len(view["cards_played"])
        if played + 1 >= data.RESET_STEP:
            return True
        after = view["balances"][seat] + data.BALANCE_CHANGE[self._visible(card)]
        return data.BALANCE_MIN <= after <= data.BALANCE_MAX

    def _on_card(self, card: int) -> None:
        if not self.interactive or self.view is None:
            return
        pending = self.table.pending_node
        if pending and card in self.table.next_nodes.get(pending, []):
            self.table.selected_card = card
            self._on_node(pending)
            return
        if pending:
            self.refuse(_("That card cannot pay for that node: it shows {emotion}.").format(
                emotion=emotion_word(self._visible(card))))
            return
        self.table.selected_card = None if self.table.selected_card == card else card
        self.table.update()
        if self.table.selected_card is not None:
            nodes = [n for n, cs in self.table.next_nodes.items() if card in cs]
            self._set_prompt(
                ngettext("This card pays a step to {n} glowing node.",
                         "This card pays a step to {n} glowing nodes.", len(nodes)).format(n=len(nodes))
                if nodes
                else _("This card cannot pay any step from here.")
            )

    def _visible(self, card: int) -> str:
        for seat in (0, 1):
            for c in self.view["hands"][seat]:
                if c["id"] == card:
                    return c["visible"]
        return "?"

    def _refuse_click(self, node: str) -> None:
        """A click on a node with no legal step. Where the click is only in the
        wrong place, say how to click; otherwise let the rules say why (the
        shell sends their refusal back through ``refuse``)."""
        view = self.view
        seat = view["current"]
        here = view["positions"][seat]
        if view["phase"] == "play" and not view["needs_reveal"][seat]:
            if node == here:
                self.refuse(_("Your pawn is here: click a glowing neighbouring node."))
                return
            if node in self.table.reach and node not in data.ADJACENT[here]:
                self.refuse(_("Step by step: first click a glowing node next to your pawn."))
                return
        cards = [c["id"] for hand in view["hands"] for c in hand]
        self._choose(Step(node, cards[0] if cards else -1))

    def _end(self, which: int) -> None:
        ends = [a for a in self.legal if isinstance(a, EndTurn)]
        if not ends:
            self.refuse(_("A move must enter at least one node before the turn ends."))
            return
        self._choose(ends[min(which, len(ends) - 1)])

    def _choose(self, action: Any) -> None:
        if self.seat is None:
            return
        self.table.selected_card = None
        self.table.pending_node = None
        self.table.armed_node = None
        self.action_chosen.emit(self.seat, action)

    def _set_prompt(self, text: str) -> None:
        self._prompt = text
        self.message.emit(text)

    def _update_buttons(self) -> None:
        legal = self.legal if self.interactive else []
        fan = any(isinstance(a, Fan) for a in legal)
        reveal = any(isinstance(a, RevealGoal) for a in legal)
        ends = [a for a in legal if isinstance(a, EndTurn)]
        steps = any(isinstance(a, Step) for a in legal)
        view = self.view
        self.fan_left.setVisible(fan)
        self.fan_right.setVisible(fan)
        if fan and view:
            hand = view["hands"][view["current"]]
            for button, label, half in ((self.fan_left, _("Fan hand left:  {shown}"), "left"),
                                        (self.fan_right, _("Fan hand right:  {shown}"), "right")):
                counts = {e: sum(c[half] == e for c in hand) for e in data.EMOTIONS}
                shown = " · ".join(_("{n} {emotion}").format(n=n, emotion=emotion_word(e))
                                   for e, n in counts.items() if n)
                button.setText(label.format(shown=shown))
        self.reveal.setVisible(reveal)
        moving = bool(view and view["phase"] == "play" and not reveal and self.interactive)
        self.take_back.setVisible(moving)
        self.take_back.setEnabled(bool(view and view["path"]))
        self.end_keep.setVisible(moving and bool(ends))
        self.end_switch.setVisible(moving and len(ends) == 2)
        if ends and view:
            now = view["perspectives"][view["current"]]
            if len(ends) == 2:
                self.end_keep.setText(_("End move, keep left") if now == "L" else _("End move, keep right"))
                self.end_switch.setText(_("End move, switch to left") if ends[1].perspective == "L"
                                        else _("End move, switch to right"))
            elif ends[0].perspective == now:
                self.end_keep.setText(_("End move"))
            else:
                self.end_keep.setText(_("End move (perspective switches to left)") if ends[0].perspective == "L"
                                      else _("End move (perspective switches to right)"))
        else:
            self.end_keep.setText(_("End move"))
        # The prompt for the status line.
        if not view or not self.interactive:
            self._prompt = ""
        elif fan:
            self._prompt = _("Look at your cards, then fan your hand to the left or the right.")
        elif reveal:
            self._prompt = _("Reveal your next goal: that is your whole turn.")
        elif steps and not view["path"]:
            self._prompt = _("Click a glowing node next to your pawn to step there; "
                             "pale nodes can be reached later this turn.")
        elif steps or ends:
            self._prompt = _("Step on, take a step back (right-click), or end your move.")
        else:
            self._prompt = ""

    # -- the hint --------------------------------------------------------------------
    def show_hint(self) -> None:
        from ..hint import can_we_make_it

        if self.view is None:
            return
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            result = can_we_make_it(self._state())
        finally:
            QApplication.restoreOverrideCursor()
        self.last_hint = result
        names = dict(enumerate(self.table.names))
        text = render(result.message, names)
        if result.turns:
            text += "\n\n" + _("One way:") + "\n" + "\n".join(
                f"  {i}. {render(t, names)}" for i, t in enumerate(result.turns, 1))
        box = QMessageBox(QMessageBox.Icon.Information, _("Can we still make it?"), text,
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName("hint-box")
        box.open()
        self._hint_box = box


class ProjectorBoard(ProjectorBoardBase):
    """The public table for the projector: dark, large, nothing interactive."""

    def __init__(self, game, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.public_view = None
        self.table = Table(DARK, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)

    def set_player_names(self, names: list[str]) -> None:
        self.table.names = [n or d for n, d in zip(list(names) + ["", ""], default_names())]
        self.table.update()

    def show_public(self, view: dict[str, Any], status: str) -> None:
        self.public_view = view
        self.table.interactive = False
        self.table.set_view(view)

