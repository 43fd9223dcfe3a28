"""The calibration sheet: is the printer printing at 100%, and how far does it
shift the back side of a double-sided sheet?

Front: two 50 mm rulers and five pin targets. Back: at the spot behind each
target (with the back offset in use already applied), an X and a Y scale.
Pierce each target with a pin; where the hole comes out on the back is the
correction to add to the back offset.
"""

from __future__ import annotations

from .. import theme
from ..core.i18n import _
from .document import Document, Sheet, SheetPen
from .options import PrintOptions

TARGETS = ((0.5, 0.5), (0.22, 0.78), (0.78, 0.78), (0.22, 0.24), (0.78, 0.24))
SCALE_MM = 5.0  # each scale reads -5..+5 mm


def _targets(sheet: SheetPen) -> list[tuple[float, float]]:
    box = sheet.content
    return [(round(box.x + fx * box.w, 3), round(box.y + fy * box.h, 3)) for fx, fy in TARGETS]


def _ruler(pen: SheetPen, x: float, y: float, length: float, vertical: bool) -> None:
    def pt(along: float, across: float) -> tuple[float, float]:
        return (x + across, y + along) if vertical else (x + along, y + across)

    pen.line(*pt(0, 0), *pt(length, 0), stroke=theme.INK, width=0.8)
    for mm_ in range(int(length) + 1):
        tick = 4.0 if mm_ % 10 == 0 else (2.6 if mm_ % 5 == 0 else 1.6)
        pen.line(*pt(mm_, 0), *pt(mm_, tick), stroke=theme.INK, width=0.35)
        if mm_ % 10 == 0:
            lx, ly = pt(mm_, 5.2)
            if vertical:
                pen.text(lx, ly - 1.0, str(mm_), size=6.5)
            else:
                pen.text(lx, ly, str(mm_), size=6.5, align="center")


def _front(sheet: SheetPen) -> None:
    box = sheet.content
    o = sheet.options
    sheet.text(box.x + 4, box.y1 - 8, _("Printer calibration"), size=16, bold=True)
    sheet.paragraph(
        box.x + 4, box.y1 - 12, box.w - 8,
        _("Print both pages of this file double-sided, flipping on the long edge, at actual size (100%, "
          "no 'fit to page') on {paper} paper. 1. Measure the rulers: each must be exactly 50 mm; if not, "
          "your print dialog is scaling the page. 2. Pierce the centre of every target with a pin. "
          "3. Turn the sheet over and read where each hole came out on its scales."
          ).format(paper=_(o.paper_name)),
        size=8.5, fill=theme.INK,
    )
    # Two 50 mm rulers, across and down the page (printers can scale either way).
    rx, ry = box.cx - 25.0, box.y1 - 45.0
    _ruler(sheet, rx, ry, 50.0, vertical=False)
    sheet.text(box.cx, ry - 4.5, _("this ruler is 50 mm long"), size=7, fill=theme.INK_SOFT, align="center")
    _ruler(sheet, box.x + 14.0, box.cy - 25.0, 50.0, vertical=True)
    for i, (x, y) in enumerate(_targets(sheet)):
        sheet.circle(x, y, 4.0, stroke=theme.INK, width=0.5)
        sheet.circle(x, y, 1.5, stroke=theme.INK, width=0.35)
        sheet.line(x - 7, y, x + 7, y, stroke=theme.INK, width=0.3)
        sheet.line(x, y - 7, x, y + 7, stroke=theme.INK, width=0.3)
        # Translators: a numbered target on the calibration sheet, pierced with a pin.
        sheet.text(x + 5.0, y + 5.0, _("pin {n}").format(n=i + 1), size=7, fill=theme.INK_SOFT)


def _back(sheet: SheetPen) -> None:
    box = sheet.content
    dx, dy = sheet.options.back_offset
    sheet.text(box.x + 4, box.y1 - 8, _("Printer calibration: the back"), size=16, bold=True)
    sheet.paragraph(
        box.x + 4, box.y1 - 12, box.w - 8,
        _("This side was printed with a back offset of X = {x} mm, Y = {y} mm. Read where each pin hole "
          "came out: X along the horizontal scale (right is +), Y along the vertical scale (up is +). "
          "Take the middle of your readings and add it to the offset above; print your cards with that "
          "sum, e.g. boardgames-desktop print all --back-offset=1.5,-0.5 (or enter it in File › Print and "
          "Play). Printed again with the new offset, the holes should land on 0."
          ).format(x=f"{dx:g}", y=f"{dy:g}"),
        size=8.5, fill=theme.INK,
    )
    front_targets = _targets(sheet)
    for i, (fx, fy) in enumerate(front_targets):
        x, y = sheet.behind(fx, fy)
        # A 1 mm graticule, its axes through the point behind the target.
        for k in range(-int(SCALE_MM), int(SCALE_MM) + 1):
            axis = k == 0
            colour, width = (theme.INK, 0.6) if axis else ((theme.INK_SOFT, 0.3) if k % 5 == 0 else (theme.RULE, 0.25))
            sheet.line(x + k, y - SCALE_MM, x + k, y + SCALE_MM, stroke=colour, width=width)
            sheet.line(x - SCALE_MM, y + k, x + SCALE_MM, y + k, stroke=colour, width=width)
        for v in (-5, 0, 5):
            label = "0" if v == 0 else f"{v:+d}".replace("-", "–")
            sheet.text(x + v, y - SCALE_MM - 2.6, label, size=6, align="center", fill=theme.INK)
            sheet.text(x - SCALE_MM - 1.2, y + v - 0.7, label, size=6, align="right", fill=theme.INK)
        sheet.text(x + SCALE_MM + 1.0, y - 0.9, "X", size=7, bold=True)
        sheet.text(x, y + SCALE_MM + 1.2, "Y", size=7, bold=True, align="center")
        sheet.text(x + SCALE_MM + 1.0, y + SCALE_MM - 2.0, _("pin {n}").format(n=i + 1), size=7,
                   fill=theme.INK_SOFT)


def calibration_document(options: PrintOptions) -> Document:
    return Document(
        "boardgames-desktop",
        "calibration",
        _("Printer calibration"),
        (Sheet(_("Printer calibration"), _front, back=_back),),
        _("Print double-sided: a 50 mm ruler to check the scale, and pin targets that measure the back "
          "offset."),
    )
