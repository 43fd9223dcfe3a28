"""What a person chooses when printing: paper, card size, bleed, backs, ink.

Plain data shared by the command line, the print dialog and every game's
``pnp.py``. All lengths are millimetres.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.errors import excerpt
from ..core.i18n import N_, _, join_list

#: Paper sizes, portrait, in mm. Every sheet we print is portrait: a landscape
#: page makes printer drivers rotate, and duplex then flips on the wrong edge.
PAPERS: dict[str, tuple[float, float]] = {
    "a4": (210.0, 297.0),
    "letter": (215.9, 279.4),
}
PAPER_NAMES = {"a4": N_("A4"), "letter": N_("US Letter")}

#: Card sizes (width x height, portrait), mm. Poker is the 63 × 88 mm of most
#: card games and their sleeves (66 × 91 mm); nine fit A4 and US Letter.
CARD_SIZES: dict[str, tuple[float, float]] = {
    "poker": (63.0, 88.0),
    "bridge": (57.15, 88.9),
    "mini-euro": (44.0, 68.0),
    "tarot": (70.0, 120.0),
}
CARD_SIZE_LABELS = {
    "poker": N_("poker 63 × 88 mm"),
    "bridge": N_("bridge 57.2 × 88.9 mm"),
    "mini-euro": N_("mini euro 44 × 68 mm"),
    "tarot": N_("tarot 70 × 120 mm"),
}

BLEEDS = (0.0, 3.0, 6.0)

#: How card backs are printed.
#:   duplex:   each back page follows its front page, mirrored for a long-edge flip
#:   separate: all fronts, then all backs (same mirrored placement: manual duplex or glue)
#:   fold:     fronts on the top half of each sheet, backs on the bottom; fold and glue
#:   none:     fronts only
BACKS = ("duplex", "separate", "fold", "none")
BACK_LABELS = {
    "duplex": N_("double-sided, flip on long edge"),
    "separate": N_("fronts, then backs"),
    "fold": N_("fold in half"),
    "none": N_("no backs"),
}

#: How cards sit on the sheet (see :func:`.layout.plan_grid`):
#:   gutterless: cards abut, one cut between neighbours, bleed only around the block
#:   bleed:      every card keeps its own bleed, two cuts between neighbours
#: A deck whose art runs to the card's edge (``CardDeck.full_bleed``) always
#: prints in the bleed layout.
LAYOUTS = ("gutterless", "bleed")
LAYOUT_LABELS = {
    "gutterless": N_("cards edge to edge"),
    "bleed": N_("a bleed around every card"),
}

#: Boards: "fit" prints a board on one page when it is still big enough to play,
#: "large" always tiles it over two pages at a bigger size.
BOARD_SIZES = ("fit", "large")

#: Choices that only some print sets use; paper, bleed and ink apply to every
#: set. A set uses ``card_size`` and ``layout`` when it has cards of the chosen
#: size, ``backs`` (and the back offset) when anything is double-sided, and
#: whatever its sheets declare in ``Sheet.uses`` (``board``).
PART_OPTIONS = ("card_size", "layout", "backs", "board")

#: A back offset beyond this is a printer fault, not a shift to correct.
MAX_BACK_OFFSET_MM = 10.0


class OptionsError(ValueError):
    """A print option a person chose cannot be used; the message says why."""


@dataclass(frozen=True)
class PrintOptions:
    paper: str = "a4"
    card_size: str = "poker"
    bleed: float = 3.0
    backs: str = "duplex"
    #: Shift every back by (x, y) mm, as seen looking at the back of the sheet
    #: (x to the right, y up). The calibration page measures it.
    back_offset: tuple[float, float] = (0.0, 0.0)
    ink_saver: bool = False
    board: str = "fit"
    layout: str = "gutterless"
    #: Game-specific extras (kept as sorted pairs so the options stay hashable).
    extras: tuple[tuple[str, Any], ...] = field(default=())

    def __post_init__(self) -> None:
        if self.paper not in PAPERS:
            raise OptionsError(_("paper must be one of {choices}, not {value}").format(
                choices=join_list(PAPERS), value=excerpt(self.paper)))
        if self.card_size not in CARD_SIZES:
            raise OptionsError(_("card size must be one of {choices}, not {value}").format(
                choices=join_list(CARD_SIZES), value=excerpt(self.card_size)))
        if float(self.bleed) not in BLEEDS:
            raise OptionsError(_("bleed must be 0, 3 or 6 mm, not {value}").format(value=excerpt(self.bleed)))
        object.__setattr__(self, "bleed", float(self.bleed))
        if self.backs not in BACKS:
            raise OptionsError(_("backs must be one of {choices}, not {value}").format(
                choices=join_list(BACKS), value=excerpt(self.backs)))
        if self.board not in BOARD_SIZES:
            raise OptionsError(_("board must be one of {choices}, not {value}").format(
                choices=join_list(BOARD_SIZES), value=excerpt(self.board)))
        if self.layout not in LAYOUTS:
            raise OptionsError(_("layout must be one of {choices}, not {value}").format(
                choices=join_list(LAYOUTS), value=excerpt(self.layout)))
        try:
            dx, dy = (float(v) for v in self.back_offset)
        except (TypeError, ValueError):
            raise OptionsError(_("back offset must be two numbers (x, y), not {value}").format(
                value=excerpt(self.back_offset))) from None
        for v in (dx, dy):
            if v != v or abs(v) > MAX_BACK_OFFSET_MM:
                raise OptionsError(_("back offset must be within ±{most} mm, not {value}").format(
                    most=f"{MAX_BACK_OFFSET_MM:g}", value=f"{dx:g},{dy:g}"))
        # Normalise -0.0 so equal options give equal bytes.
        object.__setattr__(self, "back_offset", (dx + 0.0, dy + 0.0))

    # -- derived values ---------------------------------------------------------------
    @property
    def paper_size(self) -> tuple[float, float]:
        return PAPERS[self.paper]

    @property
    def paper_name(self) -> str:
        return PAPER_NAMES[self.paper]

    @property
    def card_mm(self) -> tuple[float, float]:
        return CARD_SIZES[self.card_size]

    @property
    def has_backs(self) -> bool:
        return self.backs != "none"

    def extra(self, key: str, default: Any = None) -> Any:
        return dict(self.extras).get(key, default)

    def describe(self) -> str:
        """One line for a page label or a log: the choices that change the paper."""
        bleed = _("bleed {mm} mm").format(mm=f"{self.bleed:g}")
        parts = [_(self.paper_name), bleed, _(BACK_LABELS[self.backs])]
        if self.layout != "gutterless":
            parts.append(_("bleed layout"))
        if self.backs in ("duplex", "separate") and self.back_offset != (0.0, 0.0):
            parts.append(_("back offset {x},{y} mm").format(x=f"{self.back_offset[0]:g}",
                                                           y=f"{self.back_offset[1]:g}"))
        if self.ink_saver:
            parts.append(_("ink saver"))
        return join_list(parts)


def parse_back_offset(text: str) -> tuple[float, float]:
    """``--back-offset "1.5,-0.5"`` -> (1.5, -0.5); an OptionsError naming the option for anything else."""
    parts = [p.strip() for p in str(text).replace(";", ",").split(",")]
    unreadable = _("--back-offset must be X,Y in mm (e.g. 1.5,-0.5), not {value}").format(value=excerpt(text))
    if len(parts) != 2 or not all(parts):
        raise OptionsError(unreadable)
    try:
        x, y = float(parts[0]), float(parts[1])
    except ValueError:
        raise OptionsError(unreadable) from None
    if x != x or y != y or abs(x) > MAX_BACK_OFFSET_MM or abs(y) > MAX_BACK_OFFSET_MM:
        raise OptionsError(_("--back-offset must be within ±{most} mm, not {value}").format(
            most=f"{MAX_BACK_OFFSET_MM:g}", value=excerpt(text)))
    return (x, y)


def parse_bleed(text: str | float) -> float:
    try:
        value = float(text)
    except (TypeError, ValueError):
        raise OptionsError(_("--bleed must be 0, 3 or 6 (mm), not {value}").format(value=excerpt(text))) from None
    if value not in BLEEDS:
        raise OptionsError(_("--bleed must be 0, 3 or 6 (mm), not {value}").format(value=excerpt(text)))
    return value


