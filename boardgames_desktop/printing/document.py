"""The print-and-play document model and the one renderer every game shares.

A game's ``pnp.py`` implements ``documents(options: PrintOptions) -> list[Document]``;
each :class:`Document` is one PDF file, made of parts:

* :class:`CardDeck`: cards of one size laid on the shared grid, with backs
  placed for duplex, separate back sheets or folding. One back for the deck
  (``back=``) or one per card (``Card(back=...)``); the chosen card size, or a
  fixed ``size`` (tiles, tokens; ``shape="circle"`` for round ones).
* :class:`Sheet`: a free page in page millimetres: a board, tracks, a player
  screen, a worksheet, rules. Art registers what is cut out with
  :meth:`SheetPen.piece` (cut line, crop marks, bleed, safe zone) and folds
  with :meth:`SheetPen.fold_line`; a ``back`` draws the other side, placed
  with :meth:`SheetPen.behind`. Art bigger than a page: :mod:`.tiling`.

Art draws with a :class:`~.pen.Pen` in its own frame (a card's origin is its
trim's bottom-left corner; ``pen.bleed_box`` is where its background should
reach; ``pen.text_box`` its safe zone) and asks ``pen.ink_saver`` whether to
use outlines instead of fills.

:func:`render` turns a document into PDF bytes: page labels, cut lines, crop
marks, embedded fonts, viewer preferences and fixed metadata, so the same
document and options always give the same bytes.
"""

from __future__ import annotations

import io
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from .. import theme
from . import fonts
from .layout import (
    CROP_LINE_PT,
    EDGE,
    FOLD_LINE_PT,
    LABEL_BAND,
    SAFE_INSET,
    TRIM_LINE_PT,
    Affine,
    Grid,
    LayoutError,
    Piece,
    Rect,
    Segment,
    back_transform,
    content_box,
    crop_marks,
    place,
    plan_grid,
)
from .options import CARD_SIZE_LABELS, CARD_SIZES, PrintOptions
from .pen import Pen

#: Cut lines (the trim outline of every piece) and crop marks.
CUT_COLOUR = "#8E857A"
MARK_COLOUR = theme.INK
FOLD_COLOUR = theme.INK_SOFT
LABEL_SIZE = 6.5  # pt

DrawFn = Callable[[Pen], None]


# -- the model -------------------------------------------------------------------------
@dataclass(frozen=True)
class Card:
    """One card: how to draw its front and, if it differs from its deck's, its back."""

    front: DrawFn
    back: DrawFn | None = None
    name: str = ""


@dataclass(frozen=True)
class CardDeck:
    """Cards of one size; ``back`` is the back they share (None: per card or none).

    ``size`` is (width, height) in mm of an upright card; None uses the size the
    person chose (:attr:`PrintOptions.card_mm`). Tokens are decks too, with a
    fixed size and ``shape="circle"``.
    """

    component: str
    cards: tuple[Card, ...]
    back: DrawFn | None = None
    size: tuple[float, float] | None = None
    shape: str = "rect"

    @property
    def double_sided(self) -> bool:
        return self.back is not None or any(c.back is not None for c in self.cards)


@dataclass(frozen=True)
class Sheet:
    """A free page. ``draw`` gets a :class:`SheetPen` in page millimetres;
    ``back`` (if any) draws the other side, placed with :meth:`SheetPen.behind`."""

    component: str
    draw: Callable[["SheetPen"], None]
    back: Callable[["SheetPen"], None] | None = None
    #: Extra words for the page label (e.g. "tile 1 of 2").
    note: str = ""


Part = CardDeck | Sheet


@dataclass(frozen=True)
class Document:
    """One PDF file.

    ``slug`` names the file (``<game>-<slug>-<paper>.pdf``); ``contents`` says in
    a sentence or two what to cut, how many, and how to assemble (for the
    command's summary and ``print/README.md``).
    """

    game: str
    slug: str
    title: str
    parts: tuple[Part, ...]
    contents: str = ""

    def filename(self, game_id: str, options: PrintOptions) -> str:
        suffix = "-ink-saver" if options.ink_saver else ""
        return f"{game_id}-{self.slug}-{options.paper}{suffix}.pdf"


@dataclass(frozen=True)
class Rendered:
    pdf: bytes
    pages: int


# -- pens for sheets -------------------------------------------------------------------
class SheetPen(Pen):
    """A pen over a whole page that also collects the pieces to cut out."""

    def __init__(self, canvas, options: PrintOptions, *, turn: Affine | None = None) -> None:
        w, h = options.paper_size
        super().__init__(canvas, w, h, ink_saver=options.ink_saver, text_box=content_box(w, h))
        self.options = options
        self.pieces: list[Piece] = []
        self.folds: list[Segment] = []
        self._turn = turn

    @property
    def content(self) -> Rect:
        """Where a sheet may draw: the printable area above the label band."""
        return content_box(self.width, self.height)

    def add_piece(self, trim: Rect, bleed: float = 0.0, shape: str = "rect", marks: bool = True) -> Piece:
        """Register something to cut out (in the pen's current coordinates)."""
        piece = Piece(self._m.map_rect(trim).rounded(), bleed, shape, marks and shape == "rect")
        _check_printable(piece, self.width, self.height)
        self.pieces.append(piece)
        return piece

    @contextmanager
    def piece(
        self,
        trim: Rect,
        *,
        rotation: int = 0,
        bleed: float | None = None,
        shape: str = "rect",
        marks: bool = True,
        safe_inset: float = SAFE_INSET,
    ) -> Iterator[Pen]:
        """Draw a piece in its own upright frame (origin at its trim's bottom-left)
        turned by ``rotation``; the art is clipped to its bleed box."""
        b = self.options.bleed if bleed is None else bleed
        local_w, local_h = (trim.w, trim.h) if rotation % 180 == 0 else (trim.h, trim.w)
        self.add_piece(trim, b, shape, marks)
        with _piece_frame(self.canvas, place(local_w, local_h, rotation, trim), local_w, local_h,
                          b, shape, self.ink_saver, safe_inset) as pen:
            yield pen

    def fold_line(self, x0: float, y0: float, x1: float, y1: float) -> None:
        """A fold, drawn dashed wherever no piece or mark is."""
        a, b = self._m.apply(x0, y0), self._m.apply(x1, y1)
        self.folds.append(Segment(a[0], a[1], b[0], b[1]))

    def behind(self, x: float, y: float) -> tuple[float, float]:
        """On a back page: where the paper point (x, y) of the front lands,
        with the person's back offset applied."""
        if self._turn is None:
            raise LayoutError("behind() is only meaningful on the back of a sheet")
        return self._turn.apply(x, y)


def _check_printable(piece: Piece, W: float, H: float) -> None:
    box = piece.bleed_box
    if not content_box(W, H).contains_rect(box, eps=1e-3):
        raise LayoutError(
            f"a piece to cut out ({box.x:.1f},{box.y:.1f})-({box.x1:.1f},{box.y1:.1f}) mm with its bleed "
            f"runs into the margin a printer cannot print (or the label band)"
        )


@contextmanager
def _piece_frame(canvas, transform: Affine, w: float, h: float, bleed: float, shape: str,
                 ink_saver: bool, safe_inset: float = SAFE_INSET) -> Iterator[Pen]:
    canvas.saveState()
    try:
        t = transform
        canvas.transform(t.a, t.b, t.c, t.d, t.e * mm, t.f * mm)
        clip = canvas.beginPath()
        if shape == "circle":
            clip.circle(w / 2 * mm, h / 2 * mm, (min(w, h) / 2 + bleed) * mm)
        else:
            clip.rect(-bleed * mm, -bleed * mm, (w + 2 * bleed) * mm, (h + 2 * bleed) * mm)
        canvas.clipPath(clip, stroke=0, fill=0)
        safe = Rect(0.0, 0.0, w, h).inset(safe_inset)
        yield Pen(canvas, w, h, ink_saver=ink_saver, text_box=safe, bleed=bleed)
    finally:
        canvas.restoreState()


# -- planning pages ----------------------------------------------------------------------
@dataclass
class _Page:
    component: str
    side: str  # words for the label: "fronts", "backs of page 3", ...
    draw: Callable[[SheetPen], None]
    turn: Affine | None = None
    card_info: str = ""
    is_back: bool = False
    folds: Sequence[Segment] = field(default_factory=tuple)


def _deck_pages(deck: CardDeck, options: PrintOptions) -> list[_Page]:
    cw, ch = deck.size or options.card_mm
    W, H = options.paper_size
    bleed = options.bleed
    grid = plan_grid(W, H, cw, ch, bleed, "fold" if options.backs == "fold" else "duplex")
    if deck.size is None:
        card_info = CARD_SIZE_LABELS[options.card_size]
    else:
        card_info = f"{cw:g} × {ch:g} mm"
    chunks = [deck.cards[i : i + grid.per_page] for i in range(0, len(deck.cards), grid.per_page)]
    double = options.has_backs and deck.double_sided
    offset = options.back_offset

    def fronts(chunk):
        def draw(sheet: SheetPen) -> None:
            for slot, card in zip(grid.slots, chunk):
                _draw_card(sheet, slot.transform, cw, ch, bleed, deck.shape, card.front)
        return draw

    def backs(chunk, off):
        def draw(sheet: SheetPen) -> None:
            for slot, card in zip(grid.slots, chunk):
                back = card.back or deck.back
                if back is not None:
                    t = back_transform(slot.transform, cw, grid.turn, off)
                    _draw_card(sheet, t, cw, ch, bleed, deck.shape, back)
        return draw

    pages: list[_Page] = []
    if not double:
        for chunk in chunks:
            pages.append(_Page(deck.component, "", fronts(chunk), card_info=card_info))
        return pages
    if options.backs == "fold":
        for chunk in chunks:
            f, b = fronts(chunk), backs(chunk, (0.0, 0.0))

            def both(sheet, f=f, b=b):
                f(sheet)
                b(sheet)

            pages.append(_Page(deck.component, "fronts and backs, fold in half", both,
                               card_info=card_info, folds=(grid.fold,)))
        return pages
    front_pages = [_Page(deck.component, "fronts", fronts(c), card_info=card_info) for c in chunks]
    back_pages = [
        _Page(deck.component, "", backs(c, offset), turn=grid.turn.then(Affine.translate(*offset)),
              card_info=card_info, is_back=True)
        for c in chunks
    ]
    if options.backs == "separate":
        return front_pages + back_pages
    return [p for pair in zip(front_pages, back_pages) for p in pair]


def _draw_card(sheet: SheetPen, transform: Affine, w: float, h: float, bleed: float, shape: str,
               draw: DrawFn) -> None:
    trim = transform.map_rect(Rect(0.0, 0.0, w, h)).rounded()
    piece = Piece(trim, bleed, shape, shape == "rect")
    _check_printable(piece, sheet.width, sheet.height)
    sheet.pieces.append(piece)
    with _piece_frame(sheet.canvas, transform, w, h, bleed, shape, sheet.ink_saver) as pen:
        draw(pen)


def _sheet_pages(sheet: Sheet, options: PrintOptions) -> list[_Page]:
    pages = [_Page(sheet.component, sheet.note, sheet.draw)]
    if sheet.back is not None and options.has_backs:
        W, _ = options.paper_size
        turn = Affine.mirror_x(W / 2).then(Affine.translate(*options.back_offset))
        pages.append(_Page(sheet.component, "", sheet.back, turn=turn, is_back=True))
    return pages


def _plan(document: Document, options: PrintOptions) -> list[_Page]:
    pages: list[_Page] = []
    for part in document.parts:
        if isinstance(part, CardDeck):
            pages += _deck_pages(part, options)
        elif isinstance(part, Sheet):
            pages += _sheet_pages(part, options)
        else:
            raise TypeError(f"not a print part: {part!r}")
    if options.backs == "duplex" and any(p.is_back for p in pages):
        # Keep fronts on odd pages: a single-sided page gets a blank back.
        padded: list[_Page] = []
        for i, page in enumerate(pages):
            padded.append(page)
            following = pages[i + 1] if i + 1 < len(pages) else None
            if not page.is_back and (following is None or not following.is_back):
                padded.append(_Page(page.component, "blank back", lambda s: None, is_back=True))
        pages = padded
    return pages


# -- rendering -----------------------------------------------------------------------------
#: ReportLab keeps per-document font state on the shared font objects: one
#: document at a time (a dialog's worker thread and a second dialog, say).
_RENDER_LOCK = threading.Lock()


def render(document: Document, options: PrintOptions) -> Rendered:
    with _RENDER_LOCK:
        return _render(document, options)


def _render(document: Document, options: PrintOptions) -> Rendered:
    fonts.register()
    pages = _plan(document, options)
    W, H = options.paper_size
    buf = io.BytesIO()
    canvas = Canvas(
        buf,
        pagesize=(W * mm, H * mm),
        invariant=1,
        pageCompression=1,
        initialFontName=fonts.REGULAR,
        initialFontSize=LABEL_SIZE,
    )
    canvas.setTitle(f"{document.game} – {document.title}")
    canvas.setAuthor("boardgames-desktop")
    canvas.setCreator("boardgames-desktop print")
    canvas.setSubject(options.describe())
    canvas.setViewerPreference("PrintScaling", "None")
    duplex = options.backs == "duplex" and any(p.is_back for p in pages)
    canvas.setViewerPreference("Duplex", "DuplexFlipLongEdge" if duplex else "Simplex")
    canvas.setViewerPreference("DisplayDocTitle", "true")

    front_number = 0
    for number, page in enumerate(pages, start=1):
        if not page.is_back:
            front_number = number
        sheet = SheetPen(canvas, options, turn=page.turn)
        if page.is_back and page.side == "":
            page.side = f"backs of page {front_number}"
        page.draw(sheet)
        _finish(sheet, list(page.folds))
        _label(sheet, document, page, number, len(pages), duplex)
        canvas.showPage()
    canvas.save()
    return Rendered(buf.getvalue(), len(pages))


def label_band(W: float) -> Rect:
    return Rect(EDGE, EDGE, W - 2 * EDGE, LABEL_BAND)


def _finish(sheet: SheetPen, folds: list[Segment]) -> None:
    """Cut lines over the art, then crop marks and folds where nothing else is."""
    c = sheet.canvas
    W, H = sheet.width, sheet.height
    page = Pen(c, W, H)
    for p in sheet.pieces:
        t = p.trim
        if p.shape == "circle":
            page.circle(t.cx, t.cy, t.w / 2, stroke=CUT_COLOUR, width=TRIM_LINE_PT)
        else:
            page.rect(t.x, t.y, t.w, t.h, stroke=CUT_COLOUR, width=TRIM_LINE_PT)
    for seg in crop_marks(sheet.pieces, W, H, keep_out=[label_band(W)]):
        page.line(seg.x0, seg.y0, seg.x1, seg.y1, stroke=MARK_COLOUR, width=CROP_LINE_PT)
    for fold in folds + sheet.folds:
        _draw_fold(page, sheet, fold)


def _draw_fold(page: Pen, sheet: SheetPen, fold: Segment) -> None:
    """Dashes along the fold, only outside every piece's bleed and crop marks."""
    W, H = sheet.width, sheet.height
    keep = [p.bleed_box.expand(1.0) for p in sheet.pieces] + [label_band(W).expand(0.5)]
    printable = Rect(EDGE, EDGE, W - 2 * EDGE, H - 2 * EDGE)
    horizontal = abs(fold.y1 - fold.y0) < 1e-9
    if horizontal:
        lo, hi = max(printable.x, min(fold.x0, fold.x1)), min(printable.x1, max(fold.x0, fold.x1))
    else:
        lo, hi = max(printable.y, min(fold.y0, fold.y1)), min(printable.y1, max(fold.y0, fold.y1))
    # Split [lo, hi] into the stretches no keep-out rectangle covers.
    blocked = []
    for r in keep:
        if horizontal and r.y - 1e-9 <= fold.y0 <= r.y1 + 1e-9:
            blocked.append((r.x, r.x1))
        if not horizontal and r.x - 1e-9 <= fold.x0 <= r.x1 + 1e-9:
            blocked.append((r.y, r.y1))
    stretches, start = [], lo
    for a, b in sorted(blocked):
        if a > start:
            stretches.append((start, min(a, hi)))
        start = max(start, b)
    if start < hi:
        stretches.append((start, hi))
    longest = max(stretches, key=lambda ab: ab[1] - ab[0], default=None)
    for a, b in stretches:
        if b - a < 3.0:
            continue
        if horizontal:
            page.line(a, fold.y0, b, fold.y0, stroke=FOLD_COLOUR, width=FOLD_LINE_PT, dash=(4, 2))
        else:
            page.line(fold.x0, a, fold.x0, b, stroke=FOLD_COLOUR, width=FOLD_LINE_PT, dash=(4, 2))
        if (a, b) == longest and b - a > 14.0:
            # Say what the dashes are, beside the longest stretch.
            with page.state():
                if horizontal:
                    page.translate((a + b) / 2, fold.y0 + 1.2)
                else:
                    page.translate(fold.x0 - 1.2, (a + b) / 2)
                    page.rotate(90)
                page.text(0.0, 0.0, "fold", size=6.5, fill=FOLD_COLOUR, align="center")


def _label(sheet: SheetPen, document: Document, page: _Page, number: int, total: int, duplex: bool) -> None:
    """What the sheet is, in its bottom margin: left what, right how to print."""
    o = sheet.options
    W = sheet.width
    band = label_band(W)
    pen = Pen(sheet.canvas, W, sheet.height, text_box=band)
    what = [document.game, page.component]
    if page.side:
        what.append(page.side)
    what.append(f"page {number} of {total}")
    how = [o.paper_name]
    if page.card_info:
        how.append(page.card_info)
        how.append(f"bleed {o.bleed:g} mm")
    if o.ink_saver:
        how.append("ink saver")
    how.append("print at actual size (100%)")
    if duplex:
        how.append("double-sided, flip on long edge")
        if o.back_offset != (0.0, 0.0) and page.is_back:
            how.append(f"back offset {o.back_offset[0]:g},{o.back_offset[1]:g} mm")
    left, right = " · ".join(what), " · ".join(how)
    size = LABEL_SIZE
    while size > 4.5 and (
        pen.text_width(left, size=size, bold=True) + pen.text_width(right, size=size) + 6 > band.w
    ):
        size -= 0.25
    _, down = fonts.ascent_descent_mm(fonts.BOLD, size)
    baseline = band.y + down + 0.05
    pen.text(band.x, baseline, left, size=size, bold=True, fill=theme.INK)
    pen.text(band.x1, baseline, right, size=size, fill=theme.INK_SOFT, align="right")


def card_slots(options: PrintOptions, size: tuple[float, float] | None = None) -> Grid:
    """The grid a deck of ``size`` (default: the chosen card size) is printed on."""
    cw, ch = size or CARD_SIZES[options.card_size]
    W, H = options.paper_size
    return plan_grid(W, H, cw, ch, options.bleed, "fold" if options.backs == "fold" else "duplex")
