"""The Inner Compass play area (BoardView).

Choices are made with the mouse on the table: a glowing cell next to the pawn
steps there (Shift+click, or the *Free move* button, for the free move along
one colour), the glowing face-up card feels, a glowing space of one's player
board makes the memory with that cube, a glowing quality tile takes a value
token, hand cards are picked to discard. Hovering a cell previews what ending
there would allow; the memory panel spells out the cost of a memory where the
pawn stands. Every refusal comes back from the rules with its reason.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .... import theme
from ....core.game import TooMany
from ....core.i18n import N_, _, join_list, ngettext
from ....core.rng import Rng
from ....ui.kit.flow import FlowLayout
from ....ui.kit.gameview import GameView, place_on
from ....ui.kit.hintlayer import HintLayer
from ....ui.kit.keys import KeyFocus, Target, board_keys, mapped_rect
from .. import data
from ..actions import EndTurn, Feel, FreeMove, Memory, Move, PlacePawn, PlaceValue
from ..describe import public_status
from ..names import colour_text
from ..preview import MemoryPreview, chosen_space, memory_preview, reachable_after
from .paint import LIGHT, cell_rect, side_rect
from .table import Table


def _direction(start: int, cell: int) -> str | None:
    for d, to in data.STEPS[start]:
        if to == cell:
            return d
    return None


def _pawn_preview(view: dict[str, Any], seat: int | None) -> MemoryPreview | None:
    """A memory on the cell of ``seat``'s pawn, for its memory panel (during the turns,
    for a seat that holds a hand)."""
    if seat is None or seat < 0 or view["phase"] != "play" or view["hand"] is None:
        return None
    here = view["pawns"][seat]
    return None if here is None else memory_preview(view, seat, here)


class BoardView(GameView):
    screenshots: ClassVar[dict[str, str]] = {
        "hover": N_("the first glowing cell under the mouse: what stepping there does, and its memory")}

    def __init__(self, game: Any, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.view: dict[str, Any] | None = None
        self.seat: int | None = None
        self.legal: list[Any] = []
        self.interactive = False
        self._prompt = ""
        self.table = Table(LIGHT, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        self.buttons = QWidget()
        row = FlowLayout(self.buttons, spacing=10)
        row.setContentsMargins(8, 4, 8, 4)
        self.free_button = QPushButton(_("Free move"))
        self.free_button.setCheckable(True)
        self.free_button.setToolTip(_("Step 1: move to a neighbouring cell of the same colour (or Shift+click it)."))
        self.feel_button = QPushButton(_("Feel"))
        self.memory_button = QPushButton(_("Make a memory"))
        self.end_button = QPushButton(_("End turn"))
        self.free_control = Control("free", self.free_button)
        self.feel_control = Control("feel", self.feel_button)
        self.memory_control = Control("memory", self.memory_button)
        self.end_control = Control("end", self.end_button)
        for control in (self.free_control, self.feel_control, self.memory_control, self.end_control):
            row.addWidget(control)
        self.free_button.toggled.connect(self._on_free_toggled)
        self.feel_button.clicked.connect(self._feel)
        self.memory_button.clicked.connect(self._memory_button)
        self.end_button.clicked.connect(self._end)
        self.table.cell_clicked.connect(self._on_cell)
        self.table.side_clicked.connect(self._on_side)
        self.table.tile_clicked.connect(self._on_tile)
        self.table.space_clicked.connect(self._on_space)
        self.table.chip_clicked.connect(self._on_chip)
        self.table.hover_changed.connect(self._on_hover)
        #: Keyboard play: what glows on the table (``ui/kit/keys.py``).
        self.keys = KeyFocus(self.table, self._key_targets, cancel=self._cancel_half_move,
                             name=_("Inner Compass board"))
        self.setFocusProxy(self.table)
        self._update_buttons()

    # -- the GameView contract ------------------------------------------------------------
    def show_view(self, view: dict[str, Any], seat: int | None, legal: Sequence[Any] | TooMany,
                  interactive: bool) -> None:
        self.remember(view, seat, legal, interactive)
        self._set_hint(None)  # a hint is about the position it was given in
        turn_changed = self.view is None or (view["turn"], view["current"]) != (self.view["turn"], self.view["current"])
        self.view = view
        self.seat = seat
        self.legal = list(legal) if isinstance(legal, (list, tuple)) else []
        self.interactive = interactive and seat is not None and bool(self.legal)
        if turn_changed:
            self.table.discard_sel = []
            self.free_button.setChecked(False)
        t = self.table
        t.interactive = self.interactive
        t.preview = _pawn_preview(view, seat)
        self._compute_overlays()
        t.previews = self._previews()
        t.set_view(view)
        self._on_hover()
        self._update_buttons()
        self._keys_changed()

    def show_hint(self, action: Any | None) -> None:
        """Mark where ``action`` acts: the cell stepped to, the card felt, the space or
        cell of a memory, the quality tile valued, the cards discarded (:meth:`Table.hint_rects`),
        and the turn button that plays it (:meth:`_hint_end`). ``None`` takes the mark away."""
        self._set_hint(action)

    def clear_notes(self) -> None:
        super().clear_notes()
        self._set_hint(None)

    def lit_rects(self) -> list[QRectF]:
        """The hint's places on the table (:meth:`Table.hint_rects`), in this widget's
        coordinates (``GameView.light``; the turn buttons' marks are hint layers)."""
        table = self.table
        return [place_on(self, table, QRectF(table.to_widget(r.topLeft()), table.to_widget(r.bottomRight())))
                for r in table.hint_rects()]

    def _set_hint(self, action: Any | None) -> None:
        self.table.hint = action
        self._hint_end()
        self.table.update()

    def _hint_end(self) -> None:
        """The turn buttons that play the hinted action carry its mark too (they stay in
        sight where the table scrolls): *Feel* for a feel, *Make a memory* for a memory
        with the cube the button takes, *End turn* for an ending without discards, and
        for one with discards once exactly the hinted cards are chosen in the hand."""
        a = self.table.hint
        chosen = tuple(sorted(self.table.discard_sel, key=data.EMOTIONS.index))
        self.end_control.set_hinted(isinstance(a, EndTurn) and a.discard == chosen)
        self.feel_control.set_hinted(isinstance(a, Feel))
        pre = self.table.preview
        self.memory_control.set_hinted(isinstance(a, Memory) and pre is not None and chosen_space(pre) == a.space)

    def controls(self) -> QWidget:
        return self.buttons

    def prompt(self) -> str:
        return self._prompt

    def set_player_names(self, names: list[str]) -> None:
        self.table.names = list(names)
        self.table.update()

    def set_zoom(self, factor: float) -> None:
        self.table.setMinimumSize(int(640 * factor), int(400 * factor))
        self.table.update()

    def prepare_screenshot(self, what: str) -> None:
        """``hover``: hover the first target cell, so its preview shows."""
        if what == "hover" and self.table.targets:
            self.table.hover_cell = min(self.table.targets)
            self._on_hover()
            self.table.update()

    # -- overlays -------------------------------------------------------------------------------
    def _legal(self, kind: type) -> list[Any]:
        return [a for a in self.legal if isinstance(a, kind)] if self.interactive else []

    def _compute_overlays(self) -> None:
        t = self.table
        v = self.view
        t.targets, t.tile_targets, t.space_targets = {}, set(), set()
        t.feel_side = None
        t.discard_need = 0
        if v is None or not self.interactive or self.seat is None:
            return
        for a in self._legal(PlacePawn):
            t.targets[a.cell] = "place"
        here = v["pawns"][self.seat]
        if here is not None:
            self._step_targets(here)
        if self._legal(Feel):
            t.feel_side = data.SIDES.index(v["stage"]["step2"])
        t.tile_targets = {a.tile for a in self._legal(PlaceValue)}
        t.space_targets = {a.space for a in self._legal(Memory)}
        ends = self._legal(EndTurn)
        if ends and ends[0].discard:
            t.discard_need = len(ends[0].discard)

    def _step_targets(self, here: int) -> None:
        """The cells the pawn on ``here`` may step to: by the free move where the
        *Free move* button is down (and it is legal), else by the move."""
        t = self.table
        t.free_mode = self.free_button.isChecked() and bool(self._legal(FreeMove))
        kind, moves = (FreeMove, "free") if t.free_mode else (Move, "move")
        for a in self._legal(kind):
            to = data.step(here, a.direction)
            if to is not None:
                t.targets[to] = moves

    # -- clicks ----------------------------------------------------------------------------------
    def _choose(self, action: Any) -> None:
        if self.seat is not None and self.interactive:
            self.action_chosen.emit(self.seat, action)

    def _on_cell(self, cell: int, shift: bool) -> None:
        v = self.view
        if v is None or not self.interactive or self.seat is None:
            return
        if v["phase"] == "place":
            self._choose(PlacePawn(cell))
            return
        here = v["pawns"][self.seat]
        direction = _direction(here, cell) if here is not None else None
        if direction is None:
            self.message.emit(_("Click a glowing cell next to your pawn."))
            return
        if (shift or self.free_button.isChecked()) and self._legal(FreeMove):
            self.free_button.setChecked(False)
            self._choose(FreeMove(direction))
            return
        self._choose(Move(direction))

    def _on_side(self, k: int) -> None:
        if not self.interactive:
            return
        if self.table.feel_side == k:
            self._feel()
        elif self.table.feel_side is not None:
            self.message.emit(_("Feel takes the card on the side you moved towards in step 2."))
        else:
            self._choose(Feel())  # the rules say why not now

    def _feel(self) -> None:
        self._choose(Feel())

    def _on_tile(self, tile: int) -> None:
        if self.interactive and self.view and self.view["stage"]["pending"]:
            self._choose(PlaceValue(tile))

    def _on_space(self, space: int) -> None:
        if self.interactive and self.view and self.view["phase"] == "play":
            self._choose(Memory(space))

    def _memory_button(self) -> None:
        pre = self.table.preview
        if pre is None:
            return
        # With several spaces to take the cube from, the one the panel names: the first
        # that empties the most rows and columns.
        space = chosen_space(pre)
        self._choose(Memory(0 if space is None else space))

    def _on_chip(self, colour: str) -> None:
        t = self.table
        if not t.discard_need or self.view is None:
            return
        hand = self.view["hand"] or []
        if t.discard_sel.count(colour) < hand.count(colour) and len(t.discard_sel) < t.discard_need:
            t.discard_sel.append(colour)
        elif colour in t.discard_sel:
            t.discard_sel.remove(colour)
        self._hint_end()
        t.update()
        self._update_buttons()
        self._keys_changed()

    def _end(self) -> None:
        t = self.table
        if t.discard_need:
            if len(t.discard_sel) != t.discard_need:
                self.message.emit(_("First choose the cards to discard in your hand."))
                return
            chosen = tuple(sorted(t.discard_sel, key=data.EMOTIONS.index))
            t.discard_sel = []
            self._choose(EndTurn(chosen))
            return
        self._choose(EndTurn())

    def _on_free_toggled(self, _checked: bool) -> None:
        self._compute_overlays()
        self.table.previews = self._previews()
        self.table.update()
        self._update_buttons()
        self._keys_changed()

    # -- keyboard play ------------------------------------------------------------------------------
    def _key_targets(self) -> list[Target]:
        """What glows, in reading order: the cells, the card to feel, the quality tiles, the
        spaces of the player board, the hand's cards to discard."""
        t, v = self.table, self.view
        if v is None or not self.interactive:
            return []
        out = []
        free = bool(self._legal(FreeMove)) and not t.free_mode
        for cell in sorted(t.targets):
            # Translators: a cell of the board and its colour: "a1 (red)".
            where = _("{cell} ({colour})").format(cell=data.cell_name(cell),
                                                  colour=t.text(colour_text(v["grid"][cell])))
            name = _("Free move to {where}").format(where=where) if t.targets[cell] == "free" \
                else _("Cell {where}").format(where=where)
            out.append(Target(("cell", cell), mapped_rect(cell_rect(cell), t.to_widget), name,
                              functools.partial(self._on_cell, cell, False),
                              functools.partial(self._on_cell, cell, True) if free else None))
        if t.feel_side is not None:
            card = v["side"][t.feel_side]
            side = data.SIDES[t.feel_side]
            out.append(Target(("side", t.feel_side), mapped_rect(side_rect(t.feel_side), t.to_widget),
                              _("Feel: take the {colour} card ({side})").format(
                                  colour=t.text(colour_text(card)) if card else "", side=_(data.SIDE_NAME[side])),
                              functools.partial(self._on_side, t.feel_side)))
        for tile in sorted(t.tile_targets & set(t.tile_rects)):
            title = _(data.TILE[v["qualities"][tile]].title) if tile < len(v["qualities"]) else str(tile + 1)
            out.append(Target(("tile", tile), mapped_rect(t.tile_rects[tile], t.to_widget),
                              _("Quality tile: {title}").format(title=title), functools.partial(self._on_tile, tile)))
        for space in sorted(t.space_targets & set(t.space_rects)):
            out.append(Target(("space", space), mapped_rect(t.space_rects[space], t.to_widget),
                              _("Memory with the cube on space {n} of your board").format(n=space + 1),
                              functools.partial(self._on_space, space)))
        if t.discard_need:
            for colour, rect in t.chip_rects.items():
                chosen = t.discard_sel.count(colour)
                name = _("Discard a {colour} card").format(colour=t.text(colour_text(colour)))
                if chosen:
                    name = _("{card} ({n} chosen)").format(card=name, n=chosen)
                out.append(Target(("chip", colour), mapped_rect(rect, t.to_widget), name,
                                  functools.partial(self._on_chip, colour)))
        return out

    def keys_help(self) -> list[tuple[str, str]]:
        return [*board_keys(), (_("Shift+Enter"), _("The free move along one colour to the cell marked"))]

    def _cancel_half_move(self, dry_run: bool) -> bool:
        """Escape: the cards chosen to discard, or the free move's button, let go."""
        t = self.table
        if not t.discard_sel and not self.free_button.isChecked():
            return False
        if not dry_run:
            t.discard_sel = []
            self.free_button.setChecked(False)
            t.update()
            self._update_buttons()
            self._keys_changed()
        return True

    def _keys_changed(self) -> None:
        self.keys.refresh()
        self.keys.describe(self._prompt if self.interactive else _("Nothing to choose on the board now."))

    # -- hover previews ---------------------------------------------------------------------------
    def _on_hover(self) -> None:
        """Hovering a glowing cell: the caption says what stepping there does, and the
        memory panel shows the memory one could make there (its cost, hold and EP)."""
        t = self.table
        v = self.view
        t.after_hover = set()
        cell = t.hover_cell
        if v is None or cell is None or cell not in t.targets or self.seat is None or v["phase"] != "play":
            t.caption = ""
            t.hover_preview = None
            t.update()
            return
        # Translators: a cell of the board and its colour: "a1 (red)".
        where = _("{cell} ({colour})").format(cell=data.cell_name(cell), colour=t.text(colour_text(v["grid"][cell])))
        t.hover_preview = memory_preview(v, self.seat, cell)
        t.caption = self._hover_lead(v, cell, where)
        t.update()

    def _previews(self) -> tuple[MemoryPreview, ...]:
        """Every memory the panel may show in this view: the pawn's cell's and each
        glowing cell's (the panel is laid out for the largest, so a hover never moves it)."""
        v, t = self.view, self.table
        if v is None or self.seat is None or t.preview is None:
            return ()
        return (t.preview, *(memory_preview(v, self.seat, cell) for cell in sorted(t.targets)))

    def _hover_lead(self, v: dict[str, Any], cell: int, where: str) -> str:
        """What stepping to the hovered ``cell`` does (and, for the required step, what may follow)."""
        t = self.table
        assert self.seat is not None
        if t.targets[cell] == "free":
            return _("Free move to {where}.").format(where=where)
        if v["stage"]["moves"] != 0:
            return _("Move again to {where}.").format(where=where)
        direction = _direction(v["pawns"][self.seat], cell)
        side = data.SIDES.index(direction) if direction else 0
        card = v["side"][side]
        lead = _("Step {direction} to {where}.").format(direction=_(data.SIDE_NAME[direction or "N"]), where=where)
        if card is not None:
            then = _("Then move again, or feel the {colour} card on that side (it matches: a bonus card).") \
                if card == v["grid"][cell] else _("Then move again, or feel the {colour} card on that side.")
            lead += " " + then.format(colour=t.text(colour_text(card)))
        t.after_hover = reachable_after(v, cell)
        return lead

    # -- buttons and prompt -----------------------------------------------------------------------
    def _update_buttons(self) -> None:
        """The turn's controls, honest about now: each action of the step the turn is at is
        shown, and one that cannot be taken is disabled with the rules' reason beside it."""
        v = self.view
        on = self.interactive and v is not None and v["phase"] == "play" and not v["stage"]["pending"]
        moves = v["stage"]["moves"] if v is not None and on else None
        first, later = moves == 0, moves is not None and moves >= 1
        self.free_control.show_for(first, self._reason(FreeMove) if first else "")
        self._update_feel_button(later)
        self._update_memory_button(later)
        self._update_end_button(later)
        self._prompt = self._make_prompt()

    def _reason(self, kind: type) -> str:
        """Why no action of ``kind`` may be taken now: the rules' own words, asked of a
        state built from the seat's view (what the seat itself knows decides them), or
        "" where one is legal."""
        if self._legal(kind) or self.view is None or self.seat is None or self.seat < 0:
            return ""
        state = self.game.determinize(self.view, self.seat, Rng(0))
        for action in _candidates(kind, self.view, self.seat, self.table.preview):
            reason = self.game.refusal(state, self.seat, action)
            if reason is not None:
                return self.table.text(reason)
        return ""

    def _update_feel_button(self, shown: bool) -> None:
        """*Feel*, where it is legal, names the card it takes."""
        v = self.view
        feel = self._legal(Feel)
        if feel and v:
            side = v["stage"]["step2"]
            card = v["side"][data.SIDES.index(side)]
            self.feel_button.setText(_("Feel: take the {colour} card ({side})").format(
                colour=self.table.text(colour_text(card)), side=_(data.SIDE_NAME[side])))
        else:
            self.feel_button.setText(_("Feel"))
        self.feel_control.show_for(shown, self._reason(Feel) if shown else "")

    def _update_memory_button(self, shown: bool) -> None:
        """*Make a memory* on the pawn's cell: its cost and EP where it can be made."""
        preview = self.table.preview
        reason = self._reason(Memory) if shown else ""
        if shown and not reason and preview is not None:
            self.memory_button.setText(_("Make a memory ({cost} cards, +{ep} EP)").format(
                cost=preview.cost, ep=preview.ep))
        else:
            self.memory_button.setText(_("Make a memory"))
        self.memory_control.show_for(shown, reason)

    def _update_end_button(self, shown: bool) -> None:
        """*End turn*; over the hand limit it waits for the cards to discard."""
        t = self.table
        reason = ""
        if t.discard_need:
            self.end_button.setText(_("Discard {n} and end turn").format(n=t.discard_need))
            if len(t.discard_sel) != t.discard_need:
                reason = _("{chosen} of {n} chosen").format(chosen=len(t.discard_sel), n=t.discard_need)
        else:
            self.end_button.setText(_("End turn"))
            if shown:
                reason = self._reason(EndTurn)
        self.end_control.show_for(shown, reason)

    def _make_prompt(self) -> str:
        """The one instruction line: the step in the rules' words (the public status,
        which the header then leaves out) and what to click for it."""
        v = self.view
        if v is None or not self.interactive:
            return ""
        step = self.table.text(public_status(v))
        how = self._how()
        # Translators: the instruction line: the step (a sentence), then what to click for it.
        return _("{step} {how}").format(step=step, how=how) if how else step

    def _how(self) -> str:
        """What to click for the step the turn is at: only what can be taken."""
        v = self.view
        t = self.table
        assert v is not None
        if v["phase"] == "place":
            return _("Click a glowing cell.")
        if v["stage"]["pending"]:
            return _("Click a glowing quality tile.")
        if t.discard_need:
            return ngettext("Over the hand limit: click {n} card in your hand to discard, then end the turn.",
                            "Over the hand limit: click {n} cards in your hand to discard, then end the turn.",
                            t.discard_need).format(n=t.discard_need)
        if v["stage"]["moves"] == 0:
            return _("Click a glowing cell (Shift+click: the free move along one colour).") \
                if self._legal(FreeMove) else _("Click a glowing cell.")
        parts = []
        if t.targets:
            parts.append(_("a cell to move again"))
        if t.feel_side is not None:
            parts.append(_("the card to feel"))
        if t.space_targets:
            parts.append(_("a space of your board for a memory"))
        return _("Click what glows: {parts}.").format(parts=join_list(parts)) if parts else ""


def _candidates(kind: type, view: dict[str, Any], seat: int, preview: MemoryPreview | None) -> list[Any]:
    """Actions of ``kind`` whose refusal says why none may be taken now: a free move in a
    direction that stays on the board, the memory the button would make, or the action."""
    if kind is FreeMove:
        here = view["pawns"][seat]
        sides = [d for d in data.SIDES if here is not None and data.step(here, d) is not None]
        return [FreeMove(d) for d in sides or data.SIDES]
    if kind is Memory:
        space = chosen_space(preview) if preview is not None else None
        return [Memory(0 if space is None else space)]
    if kind is EndTurn:
        return [EndTurn()]
    return [kind()]


class Control(QWidget):
    """A turn button and, while it cannot be used, the reason beside it."""

    def __init__(self, name: str, button: QPushButton):
        super().__init__()
        self.button = button
        button.setObjectName(f"ic-{name}")
        self.reason = QLabel()
        self.reason.setObjectName(f"ic-{name}-reason")
        self.reason.setStyleSheet(f"color: {theme.INK_SOFT};")
        row = QHBoxLayout(self)
        # Room above and right of the button for the hint's ring and star.
        row.setContentsMargins(0, HINT_ROOM, HINT_ROOM, 0)
        row.setSpacing(6)
        row.addWidget(button)
        row.addWidget(self.reason)
        # The mark grows its shape by 6 px at scale 1: an inset of 6 keeps the ring on the button's edge.
        self.ring = HintLayer(self, inset=6)
        self.hinted = False

    def set_hinted(self, hinted: bool) -> None:
        """Mark the button as the hinted move (Help > Hint), or take the mark away."""
        self.hinted = hinted
        if hinted:
            self.ring.show_targets([self.button])
        else:
            self.ring.clear()

    def show_for(self, shown: bool, reason: str) -> None:
        """Shown or not; enabled unless there is a ``reason``, which then stands beside it."""
        self.setVisible(shown)
        self.button.setEnabled(shown and not reason)
        self.reason.setText(reason if shown else "")
        self.reason.setVisible(shown and bool(reason))


#: Pixels kept free above and right of a turn button for the hint mark's ring and star.
HINT_ROOM = 7
