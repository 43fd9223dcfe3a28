"""The print-and-play document model and the one renderer every game shares.

A game's ``pnp.py`` implements ``documents(options: PrintOptions) -> list[Document]``;
each :class:`Document` is one PDF file, made of parts:

* :class:`CardDeck`: cards of one size laid on the shared grid, with backs
  placed for duplex, separate back sheets or folding. One back for the deck
  (``back=``) or one per card (``Card(back=...)``); the chosen card size, or a
  fixed ``size`` (tiles, tokens; ``shape="circle"`` for round ones). Cards
  abut (the gutterless layout) unless the person chose the bleed layout or
  the deck says its art is ``full_bleed``.
* :class:`Sheet`: a free page in page millimetres: a board, tracks, a player
  screen, a worksheet, rules. Art registers what is cut out with
  :meth:`SheetPen.piece` (crop marks, bleed, safe zone) and folds
  with :meth:`SheetPen.fold_line`; a ``back`` draws the other side, placed
  with :meth:`SheetPen.behind`. Art bigger than a page: :mod:`.tiling`.

Art draws with a :class:`~.pen.Pen` in its own frame (a card's origin is its
trim's bottom-left corner; ``pen.bleed_box`` is where its background should
reach; ``pen.text_box`` its safe zone) and asks ``pen.ink_saver`` whether to
use outlines instead of fills.

:func:`render` turns a document into PDF bytes: page labels, crop marks,
embedded fonts, viewer preferences and fixed metadata, so the same document
and options always give the same bytes.

Nothing is ever drawn on a rectangular piece's trim: a cut that misses by
half a millimetre must not leave a grey edge on a card, so cuts are shown by
crop marks outside the pieces only. Round pieces, cut with scissors or a
punch, keep a thin cut circle.
"""

from __future__ import annotations

import io
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field

from reportlab import rl_config  # type: ignore[import-untyped]

# ReportLab ships no type stubs (types-reportlab is not among the project's tools).
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.pdfgen.canvas import Canvas  # type: ignore[import-untyped]

from .. import theme
from ..core.i18n import _
from . import fastnum, fonts
from .layout import (
    CROP_LINE_PT,
    EDGE,
    FOLD_LINE_PT,
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
    label_box,
    place,
    plan_grid,
)
from .options import CARD_SIZE_LABELS, CARD_SIZES, PrintOptions
from .pen import MIN_TEXT_PT, Pen

# ReportLab's number writer, the same strings faster (see .fastnum).
fastnum.install()

#: The cut circle of a round piece, and crop marks.
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

    ``full_bleed``: the art runs to the card's edges in colours or pictures
    that differ from card to card, so a card needs its own bleed on every
    side and two cuts between neighbours (the bleed layout, whatever the
    person chose). Art whose edges are alike on every card (a paper-coloured
    margin, a frame inside the safe zone, one shared back) abuts its
    neighbours in the gutterless layout, which fits more cards on a sheet.
    Round tokens always keep their own bleed.
    """

    component: str
    cards: tuple[Card, ...]
    back: DrawFn | None = None
    size: tuple[float, float] | None = None
    shape: str = "rect"
    full_bleed: bool = False

    @property
    def double_sided(self) -> bool:
        return self.back is not None or any(c.back is not None for c in self.cards)

    def layout(self, options: PrintOptions) -> str:
        """The card layout this deck is printed in with ``options``."""
        if self.full_bleed or self.shape != "rect":
            return "bleed"
        return options.layout


@dataclass(frozen=True)
class Sheet:
    """A free page. ``draw`` gets a :class:`SheetPen` in page millimetres;
    ``back`` (if any) draws the other side, placed with :meth:`SheetPen.behind`."""

    component: str
    draw: Callable[["SheetPen"], None]
    back: Callable[["SheetPen"], None] | None = None
    #: Extra words for the page label (e.g. "tile 1 of 2").
    note: str = ""
    #: Print options beyond paper, bleed and ink that change this sheet (from
    #: :data:`~.options.PART_OPTIONS`, e.g. ``("board",)`` for a board that
    #: prints on one page or two), so the print dialog offers only those that matter.
    uses: tuple[str, ...] = ()


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
    #: What to print it on: "card" (card stock: cards, tiles, tokens, boards) or
    #: "paper" (rules, worksheets, score pads, the cover sheet).
    stock: str = "card"
    #: Documents whose choices this one's name carries too (a cover sheet names the
    #: files of its set, so it differs wherever they do).
    names_from: tuple["Document", ...] = ()

    def filename(self, game_id: str, options: PrintOptions) -> str:
        """``<game>-<slug>-<paper>`` and a word for every choice that makes this file
        differ from the default one, so sets printed with other options sit beside each
        other instead of replacing it (a folded set beside a duplex one). A choice that
        does not change the file is not named: a set printed in both layouts keeps one
        board and one rules sheet."""
        words = self.option_words(options)
        for other in self.names_from:
            words += [w for w in other.option_words(options) if w not in words]
        order = ("poker", "bridge", "mini-euro", "tarot", "bleed", "0mm", "6mm", "fold", "backs-apart", "no-backs",
                 "large", "ink-saver")
        suffix = "".join(f"-{w}" for w in sorted(words, key=order.index))
        return f"{game_id}-{self.slug}-{options.paper}{suffix}.pdf"

    def option_words(self, options: PrintOptions) -> list[str]:
        """The words :meth:`filename` adds for ``options``."""
        default = PrintOptions()
        decks = [p for p in self.parts if isinstance(p, CardDeck)]
        sheets = [p for p in self.parts if isinstance(p, Sheet)]
        words = []
        sized = any(d.size is None for d in decks) or any("card_size" in s.uses for s in sheets)
        if options.card_size != default.card_size and sized:
            words.append(options.card_size)
        if any(d.layout(options) != d.layout(default) for d in decks):
            words.append("bleed")
        if options.bleed != default.bleed:
            words.append(f"{options.bleed:g}mm")
        double = any(d.double_sided for d in decks) or any(s.back is not None for s in sheets)
        if double and options.backs != default.backs:
            words.append({"fold": "fold", "separate": "backs-apart", "none": "no-backs"}[options.backs])
        if options.board != default.board and any("board" in s.uses for s in sheets):
            words.append(options.board)
        if options.ink_saver:
            words.append("ink-saver")
        return words


@dataclass(frozen=True)
class Rendered:
    pdf: bytes
    pages: int
    #: For each page, the trim box of every rectangular piece on it (cards
    #: included), in page millimetres: where nothing may be drawn.
    trims: tuple[tuple[Rect, ...], ...] = ()


# -- pens for sheets -------------------------------------------------------------------
class SheetPen(Pen):
    """A pen over a whole page that also collects the pieces to cut out."""

    def __init__(self, canvas, options: PrintOptions, *, turn: Affine | None = None,
                 label_side: str = "bottom") -> None:
        w, h = options.paper_size
        super().__init__(canvas, w, h, ink_saver=options.ink_saver, text_box=content_box(w, h, label_side))
        self.options = options
        self.label_side = label_side
        self.pieces: list[Piece] = []
        self.folds: list[Segment] = []
        self.drawn = _Drawn()
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
                 ink_saver: bool, safe_inset: float = SAFE_INSET, clip: Rect | None = None) -> Iterator[Pen]:
    """A pen in a piece's own frame, its art clipped to where it may print:
    ``clip`` in page millimetres when given (a card of a grid, whose bleed
    differs side to side), else the piece's bleed box or bleed circle."""
    canvas.saveState()
    try:
        if clip is not None and shape != "circle":
            path = canvas.beginPath()
            path.rect(clip.x * mm, clip.y * mm, clip.w * mm, clip.h * mm)
            canvas.clipPath(path, stroke=0, fill=0)
        t = transform
        canvas.transform(t.a, t.b, t.c, t.d, t.e * mm, t.f * mm)
        if clip is None or shape == "circle":
            path = canvas.beginPath()
            if shape == "circle":
                path.circle(w / 2 * mm, h / 2 * mm, (min(w, h) / 2 + bleed) * mm)
            else:
                path.rect(-bleed * mm, -bleed * mm, (w + 2 * bleed) * mm, (h + 2 * bleed) * mm)
            canvas.clipPath(path, stroke=0, fill=0)
        safe = Rect(0.0, 0.0, w, h).inset(safe_inset)
        reach = None
        if clip is not None and shape != "circle":
            reach = t.inverse().map_rect(clip).rounded()
        yield Pen(canvas, w, h, ink_saver=ink_saver, text_box=safe, bleed=bleed, reach=reach)
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
    #: The crop marks of the page's card grid (a sheet's own pieces add theirs),
    #: and every slot of the grid, filled or not (folds and marks keep out of them).
    marks: Sequence[Segment] = field(default_factory=tuple)
    slots: Sequence[Rect] = field(default_factory=tuple)
    label_side: str = "bottom"
    layout: str = ""  # the card layout, for the label ("" on sheets)


@dataclass
class _Drawn:
    """What a page's art placed: cut pieces (from sheets and round tokens) and
    the card areas (from grids), for the cut lines, marks and folds."""

    cards: list[Rect] = field(default_factory=list)  # trims of rectangular cards
    card_art: list[Rect] = field(default_factory=list)  # where their art reaches
    slots: list[Rect] = field(default_factory=list)  # every slot of the page's grid, filled or not


def _deck_pages(deck: CardDeck, options: PrintOptions) -> list[_Page]:
    cw, ch = deck.size or options.card_mm
    bleed = options.bleed
    layout = deck.layout(options)
    double = options.has_backs and deck.double_sided
    # A deck without backs is laid on the whole sheet even when backs are folded:
    # there is nothing to fold onto, and half a sheet would be wasted.
    grid = card_slots(options, (cw, ch), layout=layout, folded=double and options.backs == "fold")
    if deck.size is None:
        card_info = _(CARD_SIZE_LABELS[options.card_size])
    else:
        card_info = _("{w} × {h} mm").format(w=f"{cw:g}", h=f"{ch:g}")
    chunks = [deck.cards[i : i + grid.per_page] for i in range(0, len(deck.cards), grid.per_page)]
    offset = options.back_offset
    # Every sheet of the deck gets the marks of the whole grid, filled or not,
    # so a stack of its sheets can be cut together. Round tokens get none, as
    # round pieces of a sheet: their cut circle is the cut, and square marks
    # round them would show cuts no one makes.
    front_marks = tuple(grid.crop_marks()) if deck.shape == "rect" else ()
    front_slots = tuple(s.art_box for s in grid.slots)

    def moved(turn: Affine) -> tuple[Segment, ...]:
        segments = []
        for m in front_marks:
            (x0, y0), (x1, y1) = turn.apply(m.x0, m.y0), turn.apply(m.x1, m.y1)
            segments.append(Segment(x0, y0, x1, y1))
        return tuple(segments)

    def moved_slots(turn: Affine) -> tuple[Rect, ...]:
        return tuple(turn.map_rect(r).rounded() for r in front_slots)

    def clips(n: int) -> list[Rect | None]:
        return [_clip_with_empty_neighbours(grid, i, n, bleed) for i in range(n)]

    def fronts(chunk):
        def draw(sheet: SheetPen) -> None:
            for slot, card, clip in zip(grid.slots, chunk, clips(len(chunk))):
                _draw_card(sheet, slot.transform, cw, ch, bleed, deck.shape, card.front, clip)
        return draw

    def backs(chunk, off):
        turn = grid.turn.then(Affine.translate(*off))

        def draw(sheet: SheetPen) -> None:
            for slot, card, clip in zip(grid.slots, chunk, clips(len(chunk))):
                back = card.back or deck.back
                if back is not None:
                    t = back_transform(slot.transform, cw, grid.turn, off)
                    _draw_card(sheet, t, cw, ch, bleed, deck.shape, back,
                               turn.map_rect(clip).rounded() if clip is not None else None)
        return draw

    def page(side: str, draw, **kw) -> _Page:
        kw.setdefault("slots", front_slots)
        return _Page(deck.component, side, draw, card_info=card_info, label_side=grid.label, layout=layout,
                     **kw)

    pages: list[_Page] = []
    if not double:
        return [page("", fronts(chunk), marks=front_marks) for chunk in chunks]
    if options.backs == "fold":
        both_marks = front_marks + moved(grid.turn)
        for chunk in chunks:
            f, b = fronts(chunk), backs(chunk, (0.0, 0.0))

            def both(sheet, f=f, b=b):
                f(sheet)
                b(sheet)

            pages.append(page(_("fronts and backs, fold in half"), both, folds=(grid.fold,), marks=both_marks,
                              slots=front_slots + moved_slots(grid.turn)))
        return pages
    back_turn = grid.turn.then(Affine.translate(*offset))
    front_pages = [page(_("fronts"), fronts(c), marks=front_marks) for c in chunks]
    back_pages = [page("", backs(c, offset), turn=back_turn, is_back=True, marks=moved(back_turn),
                       slots=moved_slots(back_turn)) for c in chunks]
    if options.backs == "separate":
        return front_pages + back_pages
    return [p for pair in zip(front_pages, back_pages) for p in pair]


def _clip_with_empty_neighbours(grid: Grid, i: int, filled: int, bleed: float) -> Rect | None:
    """A gutterless card's clip, grown by the bleed on each side whose
    neighbouring slot stays empty on this sheet (a partly filled last sheet):
    nothing is cut against that side but the card itself."""
    slot = grid.slots[i]
    if grid.layout != "gutterless" or slot.clip is None:
        return slot.clip
    r, c = divmod(i, grid.cols)
    clip, trim = slot.clip, slot.trim
    left, bottom = trim.x - clip.x, trim.y - clip.y
    right, top = clip.x1 - trim.x1, clip.y1 - trim.y1

    def empty(rr: int, cc: int) -> bool:
        return 0 <= rr < grid.rows and 0 <= cc < grid.cols and rr * grid.cols + cc >= filled

    if empty(r, c + 1):
        right = max(right, bleed)
    if empty(r + 1, c):
        bottom = max(bottom, bleed)
    return Rect(trim.x - left, trim.y - bottom, trim.w + left + right, trim.h + bottom + top).rounded()


def _draw_card(sheet: SheetPen, transform: Affine, w: float, h: float, bleed: float, shape: str,
               draw: DrawFn, clip: Rect | None) -> None:
    trim = transform.map_rect(Rect(0.0, 0.0, w, h)).rounded()
    if shape == "rect":
        art = clip if clip is not None else trim.expand(bleed)
        if not content_box(sheet.width, sheet.height, sheet.label_side).contains_rect(art, eps=1e-3):
            raise LayoutError(f"a card ({art.x:.1f},{art.y:.1f})-({art.x1:.1f},{art.y1:.1f}) mm with its "
                              "bleed runs into the margin a printer cannot print (or the label)")
        sheet.drawn.cards.append(trim)
        sheet.drawn.card_art.append(art)
    else:
        piece = Piece(trim, bleed, shape, False)
        _check_printable(piece, sheet.width, sheet.height)
        sheet.pieces.append(piece)
    with _piece_frame(sheet.canvas, transform, w, h, bleed, shape, sheet.ink_saver, clip=clip) as pen:
        draw(pen)


def _sheet_pages(sheet: Sheet, options: PrintOptions) -> list[_Page]:
    pages = [_Page(sheet.component, sheet.note, sheet.draw)]
    if sheet.back is not None and options.has_backs:
        W, _h = options.paper_size
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
                padded.append(_Page(page.component, _("blank back"), lambda s: None, is_back=True,
                                    label_side=page.label_side))
        pages = padded
    return pages


# -- rendering -----------------------------------------------------------------------------
#: ReportLab keeps per-document font state on the shared font objects: one
#: document at a time (a dialog's worker thread and a second dialog, say).
_RENDER_LOCK = threading.Lock()


def render(document: Document, options: PrintOptions) -> Rendered:
    with _RENDER_LOCK:
        return _render(document, options)


#: Compressed streams stay binary (PDF 1.2 and later read them): ReportLab's
#: ASCII85 text encoding runs in pure Python here and was a fifth of ``print all``,
#: for files a quarter larger.
rl_config.useA85 = 0


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
    trims: list[tuple[Rect, ...]] = []
    for number, page in enumerate(pages, start=1):
        if not page.is_back:
            front_number = number
        sheet = SheetPen(canvas, options, turn=page.turn, label_side=page.label_side)
        sheet.drawn.slots.extend(page.slots)
        if page.is_back and page.side == "":
            page.side = _("backs of page {n}").format(n=front_number)
        page.draw(sheet)
        _finish(sheet, list(page.folds), list(page.marks))
        _label(sheet, document, page, number, len(pages), duplex)
        trims.append(tuple(sheet.drawn.cards) + tuple(p.trim for p in sheet.pieces if p.shape == "rect"))
        canvas.showPage()
    canvas.save()
    return Rendered(buf.getvalue(), len(pages), tuple(trims))


def _finish(sheet: SheetPen, folds: list[Segment], grid_marks: list[Segment]) -> None:
    """Cut circles of round pieces, then crop marks and folds where nothing else is.
    Rectangular pieces get no outline: their crop marks are their cut lines."""
    c = sheet.canvas
    W, H = sheet.width, sheet.height
    page = Pen(c, W, H)
    for p in sheet.pieces:
        if p.shape == "circle":
            t = p.trim
            page.circle(t.cx, t.cy, t.w / 2, stroke=CUT_COLOUR, width=TRIM_LINE_PT)
    label = label_box(W, H, sheet.label_side)
    own = crop_marks(sheet.pieces, W, H, keep_out=[label, *sheet.drawn.card_art, *sheet.drawn.slots])
    for seg in grid_marks + own:
        page.line(seg.x0, seg.y0, seg.x1, seg.y1, stroke=MARK_COLOUR, width=CROP_LINE_PT)
    for fold in folds + sheet.folds:
        _draw_fold(page, sheet, fold, grid_marks)


def _draw_fold(page: Pen, sheet: SheetPen, fold: Segment, grid_marks: list[Segment]) -> None:
    """Dashes along the fold, only outside every piece's bleed, the cards and the label."""
    W, H = sheet.width, sheet.height
    keep = [p.bleed_box.expand(1.0) for p in sheet.pieces]
    # The dashes may run in the strip between the fronts and the backs (it is cut
    # away), the word beside them never over a card.
    cards = [a.expand(0.5) for a in sheet.drawn.card_art + sheet.drawn.slots]
    keep += cards
    keep.append(label_box(W, H, sheet.label_side).expand(0.5))
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
    for m in grid_marks:  # a crop mark crossing the fold; the dashes run on between two beside it
        box = Rect(min(m.x0, m.x1), min(m.y0, m.y1), abs(m.x1 - m.x0), abs(m.y1 - m.y0)).expand(0.3)
        if horizontal and box.y <= fold.y0 <= box.y1:
            blocked.append((box.x, box.x1))
        if not horizontal and box.x <= fold.x0 <= box.x1:
            blocked.append((box.y, box.y1))
    stretches, start = [], lo
    for a, b in sorted(blocked):
        if a > start:
            stretches.append((start, min(a, hi)))
        start = max(start, b)
    if start < hi:
        stretches.append((start, hi))
    # Translators: printed beside the dashed line along which a sheet is folded.
    word = _("fold")
    word_w, word_h = page.text_width(word, size=6.5), 2.6

    def word_box(a: float, b: float) -> Rect:
        if horizontal:
            return Rect((a + b) / 2 - word_w / 2, fold.y0 + 0.6, word_w, word_h)
        return Rect(fold.x0 - 0.6 - word_h, (a + b) / 2 - word_w / 2, word_h, word_w)

    roomy = [(a, b) for a, b in stretches if b - a > word_w + 8.0
             and not any(_overlaps(word_box(a, b), r) for r in cards + keep[-1:])]
    longest = max(roomy, key=lambda ab: ab[1] - ab[0], default=None)
    for a, b in stretches:
        if b - a < 3.0:
            continue
        if horizontal:
            page.line(a, fold.y0, b, fold.y0, stroke=FOLD_COLOUR, width=FOLD_LINE_PT, dash=(4, 2))
        else:
            page.line(fold.x0, a, fold.x0, b, stroke=FOLD_COLOUR, width=FOLD_LINE_PT, dash=(4, 2))
        if (a, b) == longest:
            # Say what the dashes are, beside the longest stretch.
            with page.state():
                if horizontal:
                    page.translate((a + b) / 2, fold.y0 + 1.2)
                else:
                    page.translate(fold.x0 - 1.2, (a + b) / 2)
                    page.rotate(90)
                page.text(0.0, 0.0, word, size=6.5, fill=FOLD_COLOUR, align="center")


def _overlaps(a: Rect, b: Rect) -> bool:
    return a.x < b.x1 and b.x < a.x1 and a.y < b.y1 and b.y < a.y1


def _label(sheet: SheetPen, document: Document, page: _Page, number: int, total: int, duplex: bool) -> None:
    """What the sheet is, in its label band: first what, then how to print."""
    o = sheet.options
    W, H = sheet.width, sheet.height
    band = label_box(W, H, page.label_side)
    pen = Pen(sheet.canvas, W, H, text_box=band)
    what = [document.game, page.component]
    if page.side:
        what.append(page.side)
    what.append(_("page {n} of {total}").format(n=number, total=total))
    how = [_(o.paper_name)]
    if page.card_info:
        how.append(page.card_info)
        if page.layout == "gutterless":
            # Translators: on a sheet of cards laid edge to edge (one cut between neighbours).
            how.append(_("shared cut lines"))
        else:
            how.append(_("bleed {mm} mm").format(mm=f"{o.bleed:g}"))
    if o.ink_saver:
        how.append(_("ink saver"))
    how.append(_("print at actual size (100%)"))
    if duplex:
        how.append(_("double-sided, flip on long edge"))
        if o.back_offset != (0.0, 0.0) and page.is_back:
            dx, dy = o.back_offset
            how.append(_("back offset {x},{y} mm").format(x=f"{dx:g}", y=f"{dy:g}"))
    left, right = " · ".join(what), " · ".join(how)
    length = band.h if page.label_side == "left" else band.w
    size = LABEL_SIZE
    while size > MIN_TEXT_PT and (
        pen.text_width(left, size=size, bold=True) + pen.text_width(right, size=size) + 6 > length
    ):
        size -= 0.25
    _up, down = fonts.ascent_descent_mm(fonts.BOLD, size)
    with pen.state():
        if page.label_side == "left":
            # Up the left edge, read from the bottom: the baseline runs along the band's right side.
            pen.translate(band.x1 - down - 0.05, band.y)
            pen.rotate(90)
        else:
            pen.translate(band.x, band.y + down + 0.05)
        pen.text(0.0, 0.0, left, size=size, bold=True, fill=theme.INK)
        pen.text(length, 0.0, right, size=size, fill=theme.INK_SOFT, align="right")


def card_slots(
    options: PrintOptions, size: tuple[float, float] | None = None, *, layout: str | None = None,
    folded: bool | None = None,
) -> Grid:
    """The grid a deck of ``size`` (default: the chosen card size) is printed on,
    in ``layout`` (default: the chosen one), on half a sheet to fold when ``folded``
    (default: when the options fold the backs)."""
    cw, ch = size or CARD_SIZES[options.card_size]
    W, H = options.paper_size
    fold = options.backs == "fold" if folded is None else folded
    return plan_grid(W, H, cw, ch, options.bleed, "fold" if fold else "duplex", layout or options.layout)
