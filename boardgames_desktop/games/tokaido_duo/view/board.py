"""The Tokaido Duo play area (Qt).

Click a die to see every space each character could reach with it and what
each would give; click a highlighted space to move there; then choose the
space's action with the buttons below the board. Any other space clicked with
a die chosen is sent to the rules, which refuse it with their reason.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ....core.game import TooMany
from ....core.i18n import N_, _, render
from ....core.rng import Rng
from ....ui.kit.flow import FlowLayout
from ....ui.kit.gameview import GameView, place_on
from ....ui.kit.hintlayer import HintLayer
from ....ui.kit.keys import KeyFocus, Target, board_keys, circle, mapped_rect
from .. import data
from ..actions import (
    Draw,
    Give,
    Keep,
    Move,
    Paint,
    Pass,
    ReturnGood,
    Roll,
    Sell,
    TakeWave,
    UseSpring,
    Visit,
)
from ..ai import best_keep
from ..mapart import space_radius, space_xy
from ..movement import paint_count
from ..places import place_name
from ..preview import preview
from ..state import as_goods
from ..views import determinize
from .hint import map_targets, same_button
from .table import LIGHT, Table, die_rect, seat_names

#: The height the row of buttons under the board keeps, empty or not (a button and its margins).
ROW_HEIGHT = 60
#: The prompt of a phase that needs no more words.
_PROMPTS = {
    "roll": N_("Roll the three dice (or click them)."),
    "act": N_("Choose the action with the buttons under the map."),
    "spring": N_("Use the hot spring on this die?"),
    "return": N_("Powerful was taken from you: return one good."),
}


# -- the action buttons' words, by action type ------------------------------------------------------
Label = tuple[str, bool]


def _roll_label(v: dict[str, Any], seat: int, action: Roll) -> Label:
    return _("Roll the dice"), True


def _pass_label(v: dict[str, Any], seat: int, action: Pass) -> Label:
    return (_("Keep the hot spring for later") if v["phase"] == "spring" else _("No action")), False


def _spring_label(v: dict[str, Any], seat: int, action: UseSpring) -> Label:
    return _("Use the hot spring: the {character} again").format(
        character=_(data.CHARACTER_NAMES[v["pick"]["character"]])), True


def _visit_label(v: dict[str, Any], seat: int, action: Visit) -> Label:
    me = v["players"][seat]
    kind = data.STATION_KIND[me["pilgrim"]]
    if kind == data.COASTAL:
        price = v["specialties"][data.TOWNS.index(me["pilgrim"])][1]
        return _("Take {n} coins").format(n=price), True
    if kind == data.TEMPLE:
        return _("Temple: move to {n}").format(n=me["temple"] + 1), True
    if kind == data.GARDEN:
        return _("Garden: move to {n}").format(n=me["garden"] + 1), True
    return _("Take the hot spring"), True


def _wave_label(v: dict[str, Any], seat: int, action: TakeWave) -> Label:
    wave = next(w for w in v["waves"] if w["character"] == action.character)
    return _("Take {wave}").format(wave=_(data.WAVE_NAMES[wave["name"]])), True


def _paint_label(v: dict[str, Any], seat: int, action: Paint) -> Label:
    me = v["players"][seat]
    state = determinize(v, seat, Rng(0))
    n = min(paint_count(state, me["artist"]) + (1 if action.extra else 0), 10 - me["turned"])
    if action.extra:
        return _("Paint {n} (Skilled)").format(n=n), True
    return _("Paint {n}").format(n=n), True


def _give_label(v: dict[str, Any], seat: int, action: Give) -> Label:
    me = v["players"][seat]
    symbol = me["paintings"][me["given"]]
    return _("Give the {symbol} painting").format(symbol=_(data.SYMBOL_NAMES[symbol])), True


def _draw_label(v: dict[str, Any], seat: int, action: Draw) -> Label:
    n = data.MOUNTAIN_DRAW[v["players"][seat]["merchant"]] + (1 if action.extra else 0)
    return (_("Draw {n} (Powerful)") if action.extra else _("Draw {n} goods")).format(n=n), True


def _sell_label(v: dict[str, Any], seat: int, action: Sell) -> Label:
    good, price = v["specialties"][data.TOWNS.index(v["players"][seat]["merchant"])]
    coins = action.count * (price + (1 if action.cunning else 0))
    text = _("Sell {n} {good} for {coins}").format(n=action.count, good=_(data.GOODS_NAMES[good]), coins=coins)
    return (text + (" " + _("(Cunning)") if action.cunning else "")), True


def _return_label(v: dict[str, Any], seat: int, action: ReturnGood) -> Label:
    return _("Return a {good}").format(good=_(data.GOODS_NAMES[action.good])), True


_LABELS: dict[type, Callable[[dict[str, Any], int, Any], Label]] = {
    Roll: _roll_label, Pass: _pass_label, UseSpring: _spring_label, Visit: _visit_label, TakeWave: _wave_label,
    Paint: _paint_label, Give: _give_label, Draw: _draw_label, Sell: _sell_label, ReturnGood: _return_label,
}


class BoardView(GameView):
    """The play area: the painted table, and the action buttons below it."""

    def __init__(self, game: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.view: dict[str, Any] | None = None
        self.seat: int | None = None
        self.legal: list[Any] = []
        self.interactive = False
        self.names = seat_names([])
        self.table = Table(LIGHT, self)
        self.table.die_clicked.connect(self._on_die)
        self.table.space_clicked.connect(self._on_space)
        self.table.right_clicked.connect(self.undo_requested)
        self.table.names = self.names
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        # The buttons, wrapping onto more lines rather than widening the window (a laptop's
        # 1280 px hold every phase), and a refusal beside them. The row keeps its height when
        # it is empty, so the map keeps its size from one phase to the next; what to do is
        # said once, in the window's header (``prompt``).
        self.buttons = QWidget()
        column = QVBoxLayout(self.buttons)
        column.setContentsMargins(12, 6, 12, 6)
        column.setSpacing(6)
        self._row = FlowLayout(spacing=10)
        column.addLayout(self._row)
        self.buttons.setMinimumHeight(ROW_HEIGHT)
        self._refusal = QLabel()
        self._refusal.setObjectName("tokaidoRefusal")
        self._refusal.setWordWrap(True)
        self._refusal.setMaximumWidth(480)
        self._refusal.setStyleSheet("color: #B23A3A; font-weight: 600;")
        self._refusal.hide()
        self._action_buttons: list[QWidget] = []
        self._button_actions: list[tuple[QPushButton, Any]] = []
        self._keep: list[int] = [0, 0, 0, 0]
        #: Keyboard play: the dice and the lit spaces (``ui/kit/keys.py``).
        self.keys = KeyFocus(self.table, self._key_targets, cancel=self._cancel_half_move,
                             name=_("Tokaido Duo board"))
        self.setFocusProxy(self.table)
        #: The hinted action (Help > Hint), lit on the map and on its button until the next view.
        self.hinted: Any | None = None
        self._hint_ring = HintLayer(self.buttons)
        self._refresh_controls()

    # -- the contract -------------------------------------------------------------------------
    def show_view(self, view: dict[str, Any], seat: int | None, legal: Sequence[Any] | TooMany,
                  interactive: bool) -> None:
        self.remember(view, seat, legal, interactive)
        self.show_hint(None)  # a hint is about the position it was given in
        before = self.view
        if before != view or seat != self.seat:
            self.clear_notes()  # a refusal is about the position it was given in
        self.view = view
        self.seat = seat
        self.legal = [] if isinstance(legal, TooMany) else list(legal)  # the game always lists them
        self.interactive = interactive and seat is not None and bool(self.legal)
        phase = view["phase"]
        self.table.selected = self._selected_die(before, view)
        if phase == "keep" and self.interactive and (before is None or before["phase"] != "keep"):
            # A proposal to start from: the goods that sell best (the counters change it).
            self._keep = list(self._default_keep())
        self._update_targets()
        self.table.set_view(view)
        self._refresh_controls()
        self._keys_changed()

    def _selected_die(self, before: dict[str, Any] | None, view: dict[str, Any]) -> str | None:
        """The die shown chosen: the hot spring's, the last one free, or the one chosen before
        while it is free and no pick came between."""
        phase = view["phase"]
        free = [c for c in data.CHARACTERS if c not in {c for _s, c in view["picks"]}]
        if not self.interactive or phase not in ("pick", "again"):
            return None
        if phase == "again":
            return str(view["pick"]["character"])
        if len(free) == 1:
            return free[0]
        if self.table.selected not in free or (before is not None and before["picks"] != view["picks"]):
            return None
        return self.table.selected

    def controls(self) -> QWidget:
        return self.buttons

    def set_player_names(self, names: list[str]) -> None:
        self.names = seat_names(names)
        self.table.names = self.names
        self.table.update()

    def prompt(self) -> str:
        """The step, for the window's header (the one instruction line)."""
        return self._prompt_text()

    def refuse(self, reason: str) -> None:
        """A short note beside the buttons, in red, until the next change."""
        self._refusal.setText(reason)
        # On one line where it fits (a word-wrapped label asks for little width), else wrapped.
        bold = self._refusal.font()
        bold.setBold(True)
        width = QFontMetrics(bold).horizontalAdvance(reason) + 12
        self._refusal.setMinimumWidth(min(width, self._refusal.maximumWidth()))
        self._refusal.setVisible(bool(reason))
        self._place_refusal()

    def refusal(self) -> str:
        """The refusal shown beside the board ("" when none)."""
        return self._refusal.text() if self._refusal.isVisibleTo(self.buttons) else ""

    def clear_notes(self) -> None:
        """The note beside the buttons said a refusal to the seat shown before: it goes,
        and so does a hint."""
        self._refusal.setText("")
        self._refusal.hide()
        self.show_hint(None)

    def show_hint(self, action: Any | None) -> None:
        """Ring the hinted move: its die and destination on the map, or the character's
        space and the action's button (``None``: take the hint away)."""
        self.hinted = action
        hint = map_targets(self.view, self.seat, action) if self.view is not None else ((), ())
        if hint != self.table.hint:
            self.table.hint = hint
            self.table.update()
        self._ring_button()

    def lit_rects(self) -> list[QRectF]:
        """The hint's rings on the map and the dice, in this widget's coordinates."""
        return [place_on(self, self.table, r) for r in self.table.hint_rects()]

    def hinted_button(self) -> QPushButton | None:
        """The button the hint rings (None: none)."""
        if self.hinted is None:
            return None
        return next((b for b, a in self._button_actions if same_button(self.hinted, a)), None)

    def _ring_button(self) -> None:
        button = self.hinted_button()
        self._hint_ring.show_targets([button] if button is not None else [], 0.6)  # inside the row's margins

    def set_zoom(self, factor: float) -> None:
        self.table.set_base_minimum(QSize(int(640 * factor), int(400 * factor)))
        self.table.update()

    def prepare_screenshot(self, what: str) -> None:
        """For screenshots: choose the first free die so its destinations glow."""
        if self.view and self.view["phase"] == "pick" and self.interactive and self.table.selected is None:
            free = [c for c in data.CHARACTERS if c not in {c for _s, c in self.view["picks"]}]
            if free:
                self._on_die(free[0])

    # -- helpers for tests --------------------------------------------------------------------------
    def space_pos(self, space: str) -> QPoint:
        return self.table.space_centre(space).toPoint()

    def die_pos(self, character: str) -> QPoint:
        return self.table.die_centre(character).toPoint()

    def button(self, text: str) -> QPushButton | None:
        for b in self._action_buttons:
            if isinstance(b, QPushButton) and b.text() == text:
                return b
        return None

    def button_texts(self) -> list[str]:
        return [b.text() for b in self._action_buttons if isinstance(b, QPushButton)]

    # -- choosing -----------------------------------------------------------------------------------
    def _moves(self, character: str) -> list[Move]:
        return [a for a in self.legal if isinstance(a, Move) and a.character == character]

    def _update_targets(self) -> None:
        self.table.targets = {}
        c = self.table.selected
        if c is None or self.view is None or self.seat is None:
            return
        for move in self._moves(c):
            self.table.targets[move.to] = render(preview(self.view, self.seat, move), dict(enumerate(self.names)))

    def _on_die(self, character: str) -> None:
        if not self.interactive or self.view is None:
            return
        if any(isinstance(a, Roll) for a in self.legal):
            self._choose(Roll())
            return
        if self.view["phase"] != "pick":
            return
        if not self._moves(character):
            # An honest die: one that cannot be taken says why, in the rules' words (a used
            # die, a count that leads nowhere). No move of it is legal, so the rules refuse.
            self._choose(Move(character, self.view["players"][self.seat][character]))
            return
        self.table.selected = None if self.table.selected == character else character
        self.clear_notes()
        self._update_targets()
        self.table.update()
        self._refresh_controls()
        self._keys_changed()

    def _on_space(self, space: str) -> None:
        if not self.interactive or self.view is None or self.seat is None:
            return
        c = self.table.selected
        if c is None:
            # A click on one of my characters picks its die, if that die is free.
            mine = self.view["players"][self.seat]
            for character in data.CHARACTERS:
                if mine[character] == space and self._moves(character) and self.view["phase"] == "pick":
                    self._on_die(character)
                    return
            if self.view["phase"] == "pick":
                self.refuse(_("First click a die."))
            return
        # Legal or not, the rules judge it; a refusal comes back with its reason.
        self._choose(Move(c, space))

    def _choose(self, action: Any) -> None:
        if self.seat is None:
            return
        self.action_chosen.emit(self.seat, action)

    # -- keyboard play -------------------------------------------------------------------------------
    def _key_targets(self) -> list[Target]:
        """What can be chosen on the table, in reading order: the chosen die's lit spaces
        (west to east), then the free dice; while the dice wait to be rolled, the dice."""
        t, v = self.table, self.view
        if v is None or not self.interactive or self.seat is None:
            return []
        least = t.least()
        dice = [mapped_rect(die_rect(i, t.layout_, least), t.to_widget) for i in range(len(data.CHARACTERS))]
        if any(isinstance(a, Roll) for a in self.legal):
            return [Target("roll", dice[0].united(dice[-1]), _("Roll the dice"), functools.partial(self._on_die,
                                                                                                  data.CHARACTERS[0]))]
        if v["phase"] != "pick":
            return []
        names = dict(enumerate(self.names))
        out = []
        for space in sorted(t.targets, key=lambda sp: space_xy(sp)):
            x, y = space_xy(space)
            where = render(place_name(space), names)
            note = t.targets[space]
            out.append(Target(("space", space), mapped_rect(circle(QPointF(x, y), space_radius(space) + 7),
                                                            t.to_widget),
                              _("{place}: {gives}").format(place=where, gives=note) if note else where,
                              functools.partial(self._on_space, space)))
        numbers = v["dice"] or {}
        for i, character in enumerate(data.CHARACTERS):
            if not self._moves(character):
                continue
            what = _("The {character}'s die, {n}").format(character=_(data.CHARACTER_NAMES[character]),
                                                          n=numbers.get(character, "?"))
            if character == t.selected:
                what = _("{die} (chosen)").format(die=what)
            out.append(Target(("die", character), dice[i], what, functools.partial(self._on_die, character),
                              step=True))
        return out

    def keys_help(self) -> list[tuple[str, str]]:
        return board_keys()

    def _cancel_half_move(self, dry_run: bool) -> bool:
        """Escape: the die chosen is put down again (a die the phase chose stays)."""
        v = self.view
        if v is None or v["phase"] != "pick" or self.table.selected is None or not self.interactive:
            return False
        free = [c for c in data.CHARACTERS if c not in {c for _s, c in v["picks"]}]
        if len(free) == 1:
            return False  # the last die is chosen by the phase, not by a person
        if not dry_run:
            self.table.selected = None
            self._update_targets()
            self.table.update()
            self._refresh_controls()
            self._keys_changed()
        return True

    def _keys_changed(self) -> None:
        self.keys.refresh()
        self.keys.describe(self._prompt_text() if self.interactive else _("Nothing to choose on the board now."))

    # -- the buttons below the board -----------------------------------------------------------------
    def _clear_buttons(self) -> None:
        while self._row.count():
            item = self._row.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None and w is not self._refusal:
                w.deleteLater()
        self._action_buttons = []
        self._button_actions = []

    def _place_refusal(self) -> None:
        """The refusal goes last in the row, beside the buttons."""
        for i in range(self._row.count()):
            item = self._row.itemAt(i)
            if item is not None and item.widget() is self._refusal:
                self._row.takeAt(i)
                break
        self._row.addWidget(self._refusal)

    def _add(self, text: str, action: Any, primary: bool = False, tip: str = "") -> QPushButton:
        b = QPushButton(text)
        b.setMinimumHeight(40)
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        if primary:
            b.setProperty("primary", True)
        if tip:
            b.setToolTip(tip)
        b.clicked.connect(lambda _checked=False, a=action: self._choose(a))
        self._row.addWidget(b)
        self._action_buttons.append(b)
        self._button_actions.append((b, action))
        return b

    def _refresh_controls(self) -> None:
        self._clear_buttons()
        if self.interactive and self.view is not None:
            if self.view["phase"] == "keep":
                self._keep_controls()
            else:
                for action in self.legal:
                    if isinstance(action, Move):
                        continue
                    label, primary = self._label(action)
                    self._add(label, action, primary)
        self._place_refusal()
        self._ring_button()

    def _prompt_text(self) -> str:
        v = self.view
        if v is None:
            return ""
        if not self.interactive:
            return ""
        phase = v["phase"]
        if phase in _PROMPTS:
            return _(_PROMPTS[phase])
        if phase == "pick":
            # One line for the whole step (the window's header is not redrawn for a die chosen):
            # the chosen die glows and its destinations light up on the board.
            return _("Click a die, then a lit space: its character moves the die's number.")
        if phase == "again":
            return _("The hot spring: move the {character} {n} again.").format(
                character=_(data.CHARACTER_NAMES[v["pick"]["character"]]), n=v["pick"]["number"])
        if phase == "keep":
            return _("Keep {n} goods; the rest go back to the bag.").format(
                n=v["players"][self.seat]["goods_limit"] if self.seat is not None else 5)
        return ""

    def _label(self, action: Any) -> tuple[str, bool]:
        """A button's words for ``action`` and whether it is a primary button."""
        assert self.view is not None and self.seat is not None
        label = _LABELS.get(type(action))
        if label is None:
            return str(action), False
        return label(self.view, self.seat, action)

    # -- keeping goods ----------------------------------------------------------------------------
    def _default_keep(self) -> tuple[int, ...]:
        assert self.view is not None and self.seat is not None
        state = determinize(self.view, self.seat, Rng(0))
        return best_keep(state, self.seat).goods

    def _keep_controls(self) -> None:
        assert self.view is not None and self.seat is not None
        have = [self.view["players"][self.seat]["goods"][g] for g in data.GOODS]
        limit = self.view["players"][self.seat]["goods_limit"]
        for i, good in enumerate(data.GOODS):
            if not have[i]:
                continue
            box = QWidget()
            row = QHBoxLayout(box)
            row.setContentsMargins(0, 0, 0, 0)
            minus, plus = QToolButton(), QToolButton()
            minus.setText("−")
            plus.setText("+")
            for button in (minus, plus):
                button.setFixedWidth(40)
            minus.setAccessibleName(_("Keep one {good} fewer").format(good=_(data.GOODS_NAMES[good])))
            plus.setAccessibleName(_("Keep one {good} more").format(good=_(data.GOODS_NAMES[good])))
            minus.setToolTip(minus.accessibleName())
            plus.setToolTip(plus.accessibleName())
            label = QLabel(f"{_(data.GOODS_NAMES[good])} {self._keep[i]}/{have[i]}")
            minus.setEnabled(self._keep[i] > 0)
            plus.setEnabled(self._keep[i] < have[i])
            minus.clicked.connect(lambda _c=False, i=i: self._bump(i, -1))
            plus.clicked.connect(lambda _c=False, i=i: self._bump(i, 1))
            for w in (minus, label, plus):
                row.addWidget(w)
            self._row.addWidget(box)
            self._action_buttons.append(box)
        keep = Keep(as_goods(self._keep))
        chosen = sum(self._keep)
        if chosen == limit:
            self._add(_("Keep these {n}").format(n=chosen), keep, primary=True)
        else:  # an honest control: disabled, and its words say why
            b = self._add(_("Keep exactly {n} ({k} chosen)").format(n=limit, k=chosen), keep, primary=True)
            b.setEnabled(False)

    def _bump(self, i: int, delta: int) -> None:
        self._keep[i] += delta
        self._refresh_controls()
