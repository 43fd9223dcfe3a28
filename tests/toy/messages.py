"""The test games' messages, for reading their public records back.

A record's lines are accepted only when they are messages the app has
(``core/catalogue.py``: the shipped catalogues). The test games (toy cards and
its leaky variants here, Tally in ``tests/core/toygame.py``) are not shipped,
so their messages are extracted from their sources with the same Babel
keywords the app's catalogue is made with, and added for a test's duration.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from boardgames_desktop.core import catalogue
from boardgames_desktop.core.catalogue import Catalogue
from boardgames_desktop.i18n_tools import KEYWORDS

TESTS = Path(__file__).resolve().parent.parent
SOURCES = (TESTS / "toy", TESTS / "core" / "toygame.py")


@cache
def test_game_messages() -> Catalogue:
    from babel.messages.extract import extract_from_dir, extract_from_file
    from babel.messages.frontend import parse_keywords

    keywords = parse_keywords(list(KEYWORDS))
    found: list[tuple[str, str | None]] = []
    for source in SOURCES:
        if source.is_dir():
            items = (m[2] for m in extract_from_dir(str(source), method_map=[("**.py", "python")], keywords=keywords))
        else:
            items = (m[1] for m in extract_from_file("python", str(source), keywords=keywords))
        for message in items:
            found.append((message[0], message[1]) if isinstance(message, tuple) else (message, None))
    return Catalogue.of_messages(found)


def with_test_messages(monkeypatch) -> Catalogue:
    """Accept the test games' messages in records as well as the app's, until the test ends."""
    both = catalogue.shipped().union(test_game_messages())
    monkeypatch.setattr(catalogue, "app_messages", lambda: both)
    return both
