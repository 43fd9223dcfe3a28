"""The words for an emotion and for its colour, as the refusals, the log lines
and the boards name them (message ids in :mod:`data`)."""

from __future__ import annotations

from ...core.i18n import T, Text
from . import data


def emotion_text(colour: str) -> Text:
    return T(data.EMOTION_NAME[colour])


def colour_text(colour: str) -> Text:
    return T(data.COLOUR_NAME[colour])
