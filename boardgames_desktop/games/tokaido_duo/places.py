"""A space as people name it (refusals, log lines and the board's tips say it the same way)."""

from __future__ import annotations

from ...core.i18n import T, Text
from .data import (
    KIND_NAMES,
    MOUNTAIN_NAMES,
    REGION_NAMES,
    REGION_SYMBOL,
    STATION_KIND,
    SYMBOL_NAMES,
    TOWN_NAMES,
    space_number,
)


def place_name(space: str) -> Text:
    """A town, a numbered station, a mountain town, a region."""
    if space in TOWN_NAMES:
        return T("{town} (station {n})", town=T(TOWN_NAMES[space]), n=space_number(space))
    if space.startswith("s"):
        return T("station {n}, {kind}", n=space_number(space), kind=T(KIND_NAMES[STATION_KIND[space]]))
    if space.startswith("m"):
        return T("{town} (mountain town)", town=T(MOUNTAIN_NAMES[space]))
    return T("{region} ({symbol})", region=T(REGION_NAMES[space]), symbol=T(SYMBOL_NAMES[REGION_SYMBOL[space]]))
