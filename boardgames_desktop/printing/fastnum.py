"""ReportLab writes every number of a page through ``fp_str``; without its optional C
accelerator (``rl_accel``, not among our dependencies) that is a Python loop per
digit, and the largest single cost of ``print all``. :func:`install` puts in its
place a function that gives exactly the same strings (the same rounding rule,
the same trimming of zeros) with ``str.rstrip`` and a cache of the values that
recur (line widths, colours, grid coordinates). Measured in ``bench/bench_print.py``.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence
from functools import lru_cache
from math import log
from typing import Any

_LN10 = log(10.0)
_FORMATS = ("%.0f", "%.1f", "%.2f", "%.3f", "%.4f", "%.5f", "%.6f")
#: The ReportLab modules that imported ``fp_str`` by name when we patch it.
_USERS = ("reportlab.lib.rl_accel", "reportlab.pdfgen.canvas", "reportlab.pdfgen.pathobject",
          "reportlab.pdfgen.textobject", "reportlab.pdfgen.pdfimages", "reportlab.pdfbase.pdfdoc",
          "reportlab.pdfbase.ttfonts", "reportlab.lib.colors")


@lru_cache(maxsize=1 << 16)
def _one(value: float) -> str:
    magnitude = abs(value)
    if magnitude <= 1e-7:
        return "0"
    # As ReportLab: six decimals below 1, fewer as the number grows (its own log, so
    # a power of ten rounds as it does there).
    places = 6 if magnitude <= 1 else min(max(0, 6 - int(log(magnitude) / _LN10)), 6)
    text = _FORMATS[places] % value
    if places:
        text = text.rstrip("0").rstrip(".")
    return text[1:] if text[0] == "0" and len(text) > 1 else text


def fp_str(*values: Any) -> str:
    """Space-separated numbers, as ``reportlab.lib.rl_accel.fp_str`` writes them."""
    numbers: Sequence[Any] = values
    if len(values) == 1:
        if not isinstance(values[0], (list, tuple)):
            return _one(values[0])
        numbers = values[0]
    return " ".join(map(_one, numbers))


def install() -> None:
    """Use :func:`fp_str` in every ReportLab module that writes page numbers."""
    for name in ("reportlab.pdfgen.canvas", "reportlab.pdfgen.pdfimages"):  # they import the others
        importlib.import_module(name)
    for name in _USERS:
        module = sys.modules.get(name)
        if module is not None and hasattr(module, "fp_str"):
            setattr(module, "fp_str", fp_str)  # noqa: B010  (a module's attribute, on purpose)
