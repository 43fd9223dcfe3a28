"""Hooky: a deduction game of five-letter words and three truant letters.

The pure part (no Qt): ``rules`` (state, actions, views, scoring), ``data``
(set-up and scoring tables, worksheet layout), ``words`` (the dictionary),
``worksheet`` (certain facts and the deduction assist for a seat's worksheet),
``ai`` (the bots) and ``simulate`` (headless bot games).
"""

from __future__ import annotations

from .ai import BOTS
from .rules import GAME

__all__ = ["GAME", "BOTS"]
