"""Every game's cover sheet: what to print on what, what is in each file and how many,
and what to cut, fold and glue, in the order to do it.

Read from the game's own documents (their titles, contents and stock), so the cover
never disagrees with the files beside it. It is the first file of a set
(``<game>-cover-<paper>.pdf``), one page, on plain paper.
"""

from __future__ import annotations

from ..core.i18n import N_, _
from .document import CardDeck, Document
from .options import PrintOptions
from .textpages import BODY, HEAD, TITLE, Line, _lead, _wrap, text_sheets

STOCK_WORDS = {
    # Translators: on a cover sheet, what to print a file on.
    "card": N_("card stock (160–250 g/m²) or paper glued to card"),
    # Translators: on a cover sheet, what to print a file on.
    "paper": N_("ordinary paper"),
}


def _stock(doc: Document) -> str:
    return _(STOCK_WORDS[doc.stock])


def _lines(game: str, docs: list[tuple[str, Document]], options: PrintOptions, width: float) -> list[Line]:
    out: list[Line] = []

    def para(text: str, size: float = BODY, bold: bool = False, before: float = 0.0) -> None:
        for k, piece in enumerate(_wrap(text, width, size, bold)):
            out.append(Line((piece,), size, bold=bold, lead=_lead(size) + (before if k == 0 else 0.0)))

    para(_("{game}: print and play, start here").format(game=game), TITLE, True)
    para(_("Print every file at actual size (100 %, no “fit to page”), {how}. The files, what to print "
           "them on and what is in them:").format(how=_("double-sided, flipping on the long edge")
                                                 if options.backs == "duplex" else options.describe()),
         before=1.5)
    for name, doc in docs:
        para(f"{doc.title}", HEAD, True, before=3.0)
        para(_("File {name} · print on {stock}").format(name=name, stock=_stock(doc)))
        if doc.contents:
            para(doc.contents, before=0.8)
    para(_("In this order"), HEAD, True, before=4.0)
    steps = [_("Print the files above (a calibration sheet comes first when backs are printed on the back "
               "of the sheet: print it once, double-sided, and correct the offset if the backs are off).")]
    cards = [d.title for _n, d in docs if any(isinstance(p, CardDeck) for p in d.parts)]
    if cards:
        steps.append(_("Cut the cards, tiles and tokens: {what}. Cut each sheet along the crop marks, the long "
                       "lines first; round pieces along their circles.").format(what="; ".join(cards)))
    boards = [d.title for _n, d in docs if d.stock == "card" and not any(isinstance(p, CardDeck) for p in d.parts)]
    if boards:
        steps.append(_("Cut out the boards and other pieces: {what}; then fold and glue as each file says "
                       "above (a tiled board: glue its tiles last, on a flat table).").format(what="; ".join(boards)))
    steps.append(_("Keep the rules and the sheets on ordinary paper beside the game: they are not cut."))
    for n, step in enumerate(steps, start=1):
        para(f"{n}. {step}", before=1.0)
    para(_("Spares: where a file prints a spare (a marker, a cube, a worksheet), its line above says so; "
           "print any file again for more."), before=2.0)
    return out


def cover_document(game_id: str, documents: list[Document], options: PrintOptions) -> Document:
    """The game's cover sheet, for the ``documents`` it is printed with."""
    game = documents[0].game if documents else game_id
    named = [(d.filename(game_id, options), d) for d in documents]
    sheets = text_sheets(_("Cover sheet"), lambda width: _lines(game, named, options, width), options, columns=1)
    return Document(game, "cover", _("Cover sheet"), tuple(sheets),
                    _("What to print on what, what is in each file, and the order to cut, fold and glue."),
                    stock="paper", names_from=tuple(documents))
