"""The held-hands board in the main window: the painted table (``view/table.py``)
with its turn buttons, and the controller that turns clicks into actions.

The controller holds no state of the game: it is shown a view and the legal
actions of the seat at the screen, and emits the action chosen. Where it needs
the move search (the glowing nodes, the hint), it asks the game for a state
consistent with the view; the search only reads what the view shows.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget

from .... import theme
from ....core.game import Game, TooMany
from ....core.i18n import Text, _, join_sentences, render
from ....core.rng import Rng
from ....ui.kit.gameview import GameView, place_on
from ....ui.kit.hintlayer import HintLayer
from ....ui.kit.keys import KeyFocus, Target, board_keys, circle, key_names, mapped_rect
from .. import data
from ..actions import EndTurn, Fan, RevealGoal, Step
from ..describe import signed
from ..moves import payment_order, reachable
from ..state import State
from .hintmark import hint_rects, hint_targets
from .layout import LIGHT, default_names, emotion_word, node_point, node_radius
from .table import Table, node_tooltip


class BoardView(GameView):
    """The play area: the painted table and a row of turn buttons."""

    def __init__(self, game: Game, parent: QWidget | None = None):
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
        #: Keyboard play: the glowing nodes and the cards that pay them (``ui/kit/keys.py``).
        self.keys = KeyFocus(self.table, self._key_targets, cancel=self._cancel_half_move,
                             name=_("Held hands board"))
        self.setFocusProxy(self.table)

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
        # Why a button beside it cannot be pressed now (a disabled button says why, in words).
        self.why = QLabel()
        self.why.setObjectName("heldHandsWhy")
        self.why.setWordWrap(True)
        self.why.setStyleSheet(f"color: {theme.INK_SOFT}; font-size: 11pt;")
        row.addWidget(self.why, 3)
        row.addStretch(1)
        # The hinted action's button (a fan, a reveal, the end of a move), ringed.
        self._hint_ring = HintLayer(self.buttons)
        self.hinted: Any | None = None
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
        self.hint_action.triggered.connect(self.ask_can_we_make_it)
        self._prompt = ""
        self._hint_box: QMessageBox | None = None  # the open answer to "Can we still make it?"
        self._update_buttons()

    @property
    def view_shown(self) -> dict[str, Any]:
        """The view shown: clicks and the move search come only once there is one."""
        assert self.view is not None, "no view shown yet"
        return self.view

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
        self.table.armed_node = None
        self.table.hint = None  # a hint was for the view shown before
        self.table.interactive = self.interactive
        self._compute_moves()
        self.table.set_view(view)
        self._update_buttons()
        self._keys_changed()

    def menu_actions(self) -> list[QAction]:
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
        self.show_hint(None)
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
    def node_pos(self, node_id: str) -> QPoint:
        """Where ``node_id`` is drawn, in table widget coordinates (for clicks)."""
        return self.table.to_widget(node_point(node_id)).toPoint()

    def card_pos(self, card_id: int) -> QPoint:
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
        view = self.view_shown
        seat = view["current"] if self.seat is None else self.seat
        state = self.game.determinize(view, seat, Rng(0))
        assert isinstance(state, State)
        return state

    def _on_node(self, node: str) -> None:
        if not self.interactive or self.view is None:
            return
        payers = self.table.next_nodes.get(node)
        if not payers:
            self._refuse_click(node)
            return
        card = self._payer(node, payers)
        if card is None:  # the card chosen first pays no step there
            chosen = self.table.selected_card
            assert chosen is not None
            self.refuse(_("That card cannot pay for that node: it shows {emotion}.").format(
                emotion=emotion_word(self._visible(chosen))))
            return
        losing = self.table.reach.get(node) == "loses" and not self._card_is_safe(node, card)
        if losing and self.table.armed_node != node:  # the first click on a losing step only warns
            self.table.armed_node = node
            self.table.update()
            self.refuse(_("This step would take your balance out of -2..+2 and the couple would break up. "
                          "Click it again to do it anyway."))
            return
        self._choose(Step(node, card))

    def _payer(self, node: str, payers: list[int]) -> int | None:
        """The card that pays a click on ``node``: the card chosen first (None when it pays
        no step there), else the first that keeps the balance in bounds, in the order the
        bots would spend them (``payment_order``), else the first. One click a step: the
        header says how to pay with another card, so no second question is asked."""
        chosen = self.table.selected_card
        if chosen is not None:
            return chosen if chosen in payers else None
        safe = [c for c in payers if self._card_is_safe(node, c)]
        return (safe or payers)[0]

    def _card_is_safe(self, node: str, card: int) -> bool:
        view = self.view_shown
        seat = view["current"]
        played = len(view["cards_played"])
        if played + 1 >= data.RESET_STEP:
            return True
        after: int = view["balances"][seat] + data.BALANCE_CHANGE[self._visible(card)]
        return data.BALANCE_MIN <= after <= data.BALANCE_MAX

    def _on_card(self, card: int) -> None:
        """A click on a card: choose it to pay the next step (it lifts, and only the nodes it
        pays keep glowing), or let it go again. A card that pays no step is not chosen."""
        if not self.interactive or self.view is None:
            return
        if self.table.selected_card == card:
            self.table.selected_card = None
        elif any(card in cards for cards in self.table.next_nodes.values()):
            self.table.selected_card = card
        else:
            self.refuse(_("This card cannot pay any step from here."))
        self.table.update()
        self._keys_changed()

    def _visible(self, card: int) -> str:
        for seat in (0, 1):
            for c in self.view_shown["hands"][seat]:
                if c["id"] == card:
                    shown: str = c["visible"]
                    return shown
        return "?"

    def _refuse_click(self, node: str) -> None:
        """A click on a node with no legal step. Where the click is only in the
        wrong place, say how to click; otherwise let the rules say why (the
        shell sends their refusal back through ``refuse``)."""
        view = self.view_shown
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
        self.table.armed_node = None
        self.action_chosen.emit(self.seat, action)

    def _update_buttons(self) -> None:
        legal = self.legal if self.interactive else []
        fan = any(isinstance(a, Fan) for a in legal)
        reveal = any(isinstance(a, RevealGoal) for a in legal)
        ends = [a for a in legal if isinstance(a, EndTurn)]
        steps = any(isinstance(a, Step) for a in legal)
        view = self.view
        self._show_buttons(view, fan, reveal, ends)
        if view:
            self._label_ends(ends, view["perspectives"][view["current"]])
        else:
            self._label_ends([], None)
        self._prompt = self._turn_prompt(view, fan, reveal, steps, bool(ends))

    def _show_buttons(self, view: dict[str, Any] | None, fan: bool, reveal: bool, ends: list[EndTurn]) -> None:
        """The buttons of what the turn allows: fanning, revealing, or taking back and ending a move."""
        self.fan_left.setVisible(fan)
        self.fan_right.setVisible(fan)
        if fan and view:
            self._label_fans(view["hands"][view["current"]])
        self.reveal.setVisible(reveal)
        moving = bool(view and view["phase"] == "play" and not reveal and self.interactive)
        stepped = bool(view and view["path"])
        # Both stay in their place while the move goes on, disabled until a step is taken,
        # with the reason beside them (a button that vanishes says nothing).
        self.take_back.setVisible(moving)
        self.take_back.setEnabled(stepped)
        self.end_keep.setVisible(moving)
        self.end_keep.setEnabled(bool(ends))
        self.end_switch.setVisible(moving and len(ends) == 2)
        why = "" if not moving or (stepped and ends) else (
            _("Step onto a glowing node first: then you can take the step back or end the move.") if not stepped
            else _("This move cannot end here."))
        self.why.setText(why)
        self.why.setVisible(bool(why))
        for button in (self.take_back, self.end_keep):
            button.setStatusTip(why if not button.isEnabled() else "")

    def _label_fans(self, hand: list[dict[str, Any]]) -> None:
        """Each fan button says what the hand would show fanned its way."""
        for button, label, half in ((self.fan_left, _("Fan hand left:  {shown}"), "left"),
                                    (self.fan_right, _("Fan hand right:  {shown}"), "right")):
            counts = {e: sum(c[half] == e for c in hand) for e in data.EMOTIONS}
            shown = " · ".join(_("{n} {emotion}").format(n=n, emotion=emotion_word(e))
                               for e, n in counts.items() if n)
            button.setText(label.format(shown=shown))

    def _label_ends(self, ends: list[EndTurn], now: str | None) -> None:
        """The end buttons say which perspective the move ends with (``now``: the current one)."""
        if not ends:
            self.end_keep.setText(_("End move"))
        elif len(ends) == 2:
            self.end_keep.setText(_("End move, keep left") if now == "L" else _("End move, keep right"))
            self.end_switch.setText(_("End move, switch to left") if ends[1].perspective == "L"
                                    else _("End move, switch to right"))
        elif ends[0].perspective == now:
            self.end_keep.setText(_("End move"))
        else:
            self.end_keep.setText(_("End move (perspective switches to left)") if ends[0].perspective == "L"
                                  else _("End move (perspective switches to right)"))

    def _turn_prompt(self, view: dict[str, Any] | None, fan: bool, reveal: bool, steps: bool, ends: bool) -> str:
        """The prompt for the status line: what the seat at the screen can do now."""
        if not view or not self.interactive:
            return ""
        # The header's status line above says what the rules ask; this line says how.
        if fan:
            return _("Look at your cards, then press a fan button below the board.")
        if reveal:
            return _("Press Reveal my next goal (Enter): that is your whole turn.")
        if steps and not view["path"]:
            return _("Click a glowing node next to your pawn (to pay with a particular card, click the card first).")
        if steps:
            return _("Click a glowing node to step on, right-click to take the last step back, "
                     "or press End move (Enter).")
        if ends:
            return _("No step can go on from here: press End move (Enter), or right-click to take "
                     "the last step back.")
        return ""

    # -- keyboard play ---------------------------------------------------------------
    def _key_targets(self) -> list[Target]:
        """The glowing nodes (the card lifted first pays only some), top to bottom, then the
        cards of the hand that pay a step, left to right."""
        t = self.table
        if not self.interactive or self.view is None:
            return []
        chosen = t.selected_card
        nodes = [n for n, cards in t.next_nodes.items() if chosen is None or chosen in cards]
        nodes.sort(key=lambda n: (round(node_point(n).y()), node_point(n).x()))
        out = [Target(("node", n), mapped_rect(circle(node_point(n), node_radius(n) + 4), t.to_widget),
                      _("Node {id}: {what}").format(id=n, what=node_tooltip(n)), functools.partial(self._on_node, n))
               for n in nodes]
        payers = {c for cards in t.next_nodes.values() for c in cards}
        rects = t.card_rects
        for card in sorted(payers & set(rects), key=lambda c: (rects[c].top(), rects[c].left())):
            name = t.card_tooltip(self.view, card)
            if card == chosen:
                name = _("{card} (chosen to pay)").format(card=name)
            out.append(Target(("card", card), mapped_rect(rects[card], t.to_widget), name,
                              functools.partial(self._on_card, card), step=True))
        return out

    def keys_help(self) -> list[tuple[str, str]]:
        return [*board_keys(),
                (_("Enter (no mark on the board)"), _("End the move, or reveal your next goal")),
                (_("Shift+Enter"), _("End the move and switch perspective")),
                (key_names("Backspace"), _("Take back the last step"))]

    def _cancel_half_move(self, dry_run: bool) -> bool:
        """Escape: a card lifted to pay, or a losing step clicked once, is let go."""
        t = self.table
        if t.selected_card is None and t.armed_node is None:
            return False
        if not dry_run:
            t.selected_card = None
            t.armed_node = None
            t.update()
            self._keys_changed()
        return True

    def _keys_changed(self) -> None:
        """The mark follows the targets; the description says where the pawns stand (from
        the view) and what the seat at the screen is asked."""
        self.keys.refresh()
        view = self.view
        pawns = [] if view is None else [
            _("{name}'s pawn: {node}, balance {balance}.").format(
                name=self.table.names[seat], node=node_tooltip(view["positions"][seat]),
                balance=signed(view["balances"][seat]))
            for seat in (0, 1)]
        lead = self._prompt if self.interactive else _("Nothing to choose on the board now.")
        self.keys.describe(join_sentences(*pawns, lead))

    # -- the hints --------------------------------------------------------------------
    def show_hint(self, action: Any | None) -> None:
        """Light the hinted action (Help > Hint): the node a step enters and the card
        paying it, the pawn's node for ending the move or revealing a goal, the hand for
        a fan. ``None`` clears it, as the next view does."""
        self.table.hint = None if action is None or self.view is None else hint_targets(action, self.view)
        self.table.update()
        self.hinted = action
        button = self.hinted_button()
        self._hint_ring.show_targets([button] if button is not None else [])

    def lit_rects(self) -> list[QRectF]:
        """The hint's rings on the table (node, cards, pile), in this widget's coordinates."""
        table = self.table
        return [place_on(self, table, QRectF(table.to_widget(r.topLeft()), table.to_widget(r.bottomRight())))
                for r in hint_rects(table.hint, table.card_rects, table.table_layout())]

    def hinted_button(self) -> QPushButton | None:
        """The turn button that takes the hinted action (None: it is taken on the table)."""
        action = self.hinted
        if isinstance(action, Fan):
            return self.fan_left if action.side == "L" else self.fan_right
        if isinstance(action, RevealGoal):
            return self.reveal
        if isinstance(action, EndTurn):
            ends = [a for a in self.legal if isinstance(a, EndTurn)]
            if action in ends:
                return self.end_keep if ends.index(action) == 0 else self.end_switch
        return None

    def ask_can_we_make_it(self) -> None:
        """Can we still make it? (Ctrl+H): the exact solver's answer for the ring's goals."""
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
