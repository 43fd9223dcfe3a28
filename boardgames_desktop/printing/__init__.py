"""Print and play: the ReportLab machinery every game's ``pnp.py`` shares.

A game's ``pnp.py`` implements one function::

    def documents(options: PrintOptions) -> list[Document]

Each :class:`Document` is one PDF file made of parts: :class:`CardDeck`
(cards or tokens with backs on the shared cut grid) and :class:`Sheet` (a
free page: a board, a track, a screen, a worksheet, rules). :func:`render`
makes the PDF; :mod:`.generate` finds the games and writes the files; the
command line is :mod:`.cli` and the dialog ``ui/print_dialog.py``.

Shared drawing beyond the :class:`Pen`: :mod:`.typeset` (text metrics in
millimetres, rich text blocks that wrap and shrink to fit, small tables: the
rules reminders, player aids and labels of every game) and :mod:`.seatmarks`
(each seat's mark beside its colour, as on screen).
"""

from .document import Card, CardDeck, Document, Rendered, Sheet, SheetPen, render
from .layout import LayoutError, Rect
from .options import OptionsError, PrintOptions
from .pen import Pen

__all__ = [
    "Card",
    "CardDeck",
    "Document",
    "LayoutError",
    "OptionsError",
    "Pen",
    "PrintOptions",
    "Rect",
    "Rendered",
    "Sheet",
    "SheetPen",
    "render",
]
