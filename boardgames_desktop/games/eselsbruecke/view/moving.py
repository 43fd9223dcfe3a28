"""Eselsbrücke's cards in motion, and the picture of the board kept between frames.

What moved is read from two views the board showed one after the other (views
only, never the state, so a card in flight shows no more than the views do):

- a card **revealed** (a story's pictures drawn, the thought-cloud card turned
  over) slides from the bag to its place in the row, which stays empty until
  it lands;
- pictures turned **face down** after the story slide, as backs, into the
  round's slot on the round table;
- cards **dealt** (a hand-out) slide as backs from the slot of the round they
  come from to each seat; a card **taken** from the seat that held it;
- a card **won** (named right) slides face up from its holder (or from the
  thought cloud) to the guesser's score pile; cards lost to a penalty slide
  from the pile back to the bag.

The last move stays marked (``ui/kit/motion.py``'s ``paint_last_mark``) until the
next one: the places its cards went to, or the seat that moved.

A frame paints the board from a kept picture (rebuilt only when the view, the
names or the size change) and the cards in flight over it, so a 4K projector
frame is one picture and a few cards. Painted to a vector device (the fit test's
SVG) it draws every primitive.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPaintEngine, QPainter, QPixmap
from PySide6.QtWidgets import QWidget

from ....ui.kit.motion import MAX_MS, Motions, lerp, paint_last_mark
from . import paint

#: The flight of all cards of one move; several cards leave one after another.
MOVE_MS = MAX_MS - 40
#: The share of the move by which each next card leaves later than the one before.
STAGGER = 0.08


@dataclass(frozen=True)
class Places:
    """Where things lie on a board drawn for one view at one size."""

    row: tuple[QRectF, ...] = ()        # the face-up cards of ``view["showing"]``
    tiles: tuple[QRectF, ...] = ()      # each seat's tile
    rounds: tuple[QRectF, ...] = ()     # the round table's cells, round 1 first
    bag: QRectF = field(default_factory=QRectF)

    def tile(self, seat: int) -> QRectF:
        return paint.card_in(self.tiles[seat]) if 0 <= seat < len(self.tiles) else self.bag

    def slot(self, round_number: int) -> QRectF:
        if 1 <= round_number <= len(self.rounds):
            return paint.card_in(self.rounds[round_number - 1], 0.8)
        return self.bag


@dataclass(frozen=True)
class Flight:
    start: QRectF
    end: QRectF
    picture: str | None = None     # None: a card back
    place: int | None = None       # the row place it lands on (empty until then)


#: ("tile", seat) or ("row", place): what the last-move mark rings.
Mark = tuple[str, int]
Layout = Callable[[dict[str, Any], float, float], Places]


def _revealed(before: dict[str, Any], after: dict[str, Any], old: Places, new: Places) -> list[Flight]:
    shown = set(before["showing"])
    return [Flight(new.bag, new.row[i], picture, i) for i, picture in enumerate(after["showing"])
            if picture not in shown and i < len(new.row)]


def _face_down(before: dict[str, Any], after: dict[str, Any], old: Places, new: Places) -> list[Flight]:
    """Pictures no longer face up that no score pile took: into the round's slot
    after a story, else (the thought cloud) back to its place by the bag."""
    gone = [i for i, picture in enumerate(before["showing"]) if picture not in after["showing"]]
    won = any(len(a) > len(b) for a, b in zip(after["piles"], before["piles"], strict=True))
    if not gone or won:
        return []
    told = before["phase"] == "tell"
    end = new.slot(before["round"]) if told else new.bag
    return [Flight(old.row[i], end) for i in gone if i < len(old.row)]


def _hands(before: dict[str, Any], after: dict[str, Any], old: Places, new: Places) -> list[Flight]:
    """Cards dealt to seats (from the slot of the round handed out) or taken from one."""
    gained = [s for s in range(after["seats"]) if after["hands"][s] > before["hands"][s]]
    lost = [s for s in range(after["seats"]) if after["hands"][s] < before["hands"][s]]
    if not gained:
        return []
    if lost and len(gained) == 1:
        return [Flight(old.tile(lost[0]), new.tile(gained[0]))]
    source = new.slot(before["round"] - 2) if after["phase"] != before["phase"] else new.bag
    return [Flight(source, new.tile(s)) for s in gained for _card in range(after["hands"][s] - before["hands"][s])]


def _piles(before: dict[str, Any], after: dict[str, Any], old: Places, new: Places) -> list[Flight]:
    """A card won (face up when the view names it) or cards lost to a penalty."""
    news = after.get("news") or {}
    named = list(news.get("pictures") or []) if news.get("kind") in ("right", "cloud_right") else []
    holders = [s for s in range(after["seats"]) if after["hands"][s] < before["hands"][s]]
    flights: list[Flight] = []
    for seat in range(after["seats"]):
        grew = len(after["piles"][seat]) - len(before["piles"][seat])
        if grew > 0:
            start = old.tile(holders[0]) if holders else (old.row[0] if old.row else old.bag)
            flights += [Flight(start, new.tile(seat), named[0] if named else None)] * grew
        elif grew < 0:
            flights += [Flight(old.tile(seat), new.bag)] * -grew
    return flights


def plan(before: dict[str, Any], after: dict[str, Any], old: Places, new: Places) -> tuple[list[Flight], set[Mark]]:
    """The cards that move from ``before`` to ``after`` and what the last-move mark rings."""
    if before["seats"] != after["seats"]:
        return [], set()
    flights = (_revealed(before, after, old, new) + _face_down(before, after, old, new)
               + _hands(before, after, old, new) + _piles(before, after, old, new))
    marks: set[Mark] = {("row", f.place) for f in flights if f.place is not None}
    for f in flights:
        marks.update(("tile", s) for s, tile in enumerate(new.tiles) if paint.card_in(tile) == f.end)
    news = after.get("news") or {}
    if not marks and news.get("seat", -1) >= 0 and news != (before.get("news") or {}):
        marks.add(("tile", news["seat"]))
    return flights, marks


class CardMotion:
    """One board's moving cards, last-move mark and kept picture. The board calls
    :meth:`show` with every view it is given and :meth:`changed` when anything else
    it draws changes, and paints through :meth:`paint`."""

    def __init__(self, owner: QWidget, layout: Layout, dark: bool = False):
        self.owner = owner
        self.layout = layout
        self.dark = dark
        self.motions = Motions(owner)
        self.flights: list[Flight] = []
        self.marks: set[Mark] = set()
        self._shown: dict[str, Any] | None = None
        self._version = 0
        self._kept: tuple[Any, QPixmap] | None = None
        self._sprites: list[QPixmap] = []

    def show(self, view: dict[str, Any] | None) -> None:
        """A new view: the cards that moved since the last one start flying."""
        before, self._shown = self._shown, view
        if before == view:
            return  # the same view again (a refresh): nothing moved, nothing to paint anew
        self._version += 1
        if before is None or view is None:
            return
        w, h = float(self.owner.width()), float(self.owner.height())
        flights, marks = plan(before, view, self.layout(before, w, h), self.layout(view, w, h))
        self.motions.skip()  # a move still in flight lands first
        self.flights = flights
        self.marks = marks
        if flights and self.owner.isVisible():
            self._sprites = [self._sprite(f) for f in flights]
            self.motions.start("cards", MOVE_MS, on_done=self._landed)
        else:
            self.flights = []

    def stop(self) -> None:
        """The board is hidden (or goes): every card lands now. No animation outlives
        its board's showing, so none is left for a click to finish on a board gone."""
        self.motions.skip()
        if self.flights:
            self._landed()

    def changed(self) -> None:
        """Something else the board draws changed (names, a peek, a display choice)."""
        self._version += 1
        self.owner.update()

    def _landed(self) -> None:
        self.flights, self._sprites = [], []
        self._version += 1
        self.owner.update()

    @property
    def hidden(self) -> frozenset[int]:
        """Row places whose cards are still on their way."""
        return frozenset(f.place for f in self.flights if f.place is not None)

    def _sprite(self, flight: Flight) -> QPixmap:
        """The flying card drawn once, at the larger of its two sizes."""
        w = max(flight.start.width(), flight.end.width(), 8.0)
        h = max(flight.start.height(), flight.end.height(), 8.0)
        ratio = self.owner.devicePixelRatioF()
        pixmap = QPixmap(max(1, round(w * ratio)), max(1, round(h * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(QColor(0, 0, 0, 0))
        p = QPainter(pixmap)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if flight.picture is None:
            paint.card_back(p, QRectF(0, 0, w, h))
        else:
            paint.card_face(p, QRectF(0, 0, w, h), flight.picture, names=False)
        p.end()
        return pixmap

    # -- painting ------------------------------------------------------------------------
    def paint(self, p: QPainter, paint_board: Callable[[QPainter], None], places: Places) -> None:
        """The board (kept between frames on a raster device), the mark, the cards in flight."""
        if p.paintEngine().type() != QPaintEngine.Type.Raster:
            paint_board(p)
        else:
            p.drawPixmap(0, 0, self._picture(paint_board))
        self._paint_marks(p, places)
        self._paint_flights(p)

    def _picture(self, paint_board: Callable[[QPainter], None]) -> QPixmap:
        owner = self.owner
        ratio = owner.devicePixelRatioF()
        key = (self._version, owner.width(), owner.height(), ratio)
        if self._kept is not None and self._kept[0] == key:
            return self._kept[1]
        pixmap = QPixmap(max(1, round(owner.width() * ratio)), max(1, round(owner.height() * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        p = QPainter(pixmap)
        with paint.legible_for(owner):
            paint_board(p)
        p.end()
        self._kept = (key, pixmap)
        return pixmap

    def _paint_marks(self, p: QPainter, places: Places) -> None:
        scale = max(1.0, self.owner.height() / 540)
        for kind, index in sorted(self.marks):
            if kind == "row" and index < len(places.row) and index not in self.hidden:
                paint_last_mark(p, places.row[index], scale, on_dark=self.dark)
            elif kind == "tile" and index < len(places.tiles):
                paint_last_mark(p, places.tiles[index], scale, on_dark=self.dark)

    def _paint_flights(self, p: QPainter) -> None:
        if not self.flights:
            return
        t = self.motions.t("cards")
        n = len(self.flights)
        span = max(0.2, 1.0 - STAGGER * (n - 1))
        for i, (flight, sprite) in enumerate(zip(self.flights, self._sprites, strict=True)):
            local = min(1.0, max(0.0, (t - STAGGER * i) / span))
            centre = lerp(flight.start.center(), flight.end.center(), local)
            w = flight.start.width() + (flight.end.width() - flight.start.width()) * local
            h = flight.start.height() + (flight.end.height() - flight.start.height()) * local
            p.drawPixmap(QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h), sprite, QRectF(sprite.rect()))


__all__ = ["CardMotion", "Flight", "Places", "plan"]
