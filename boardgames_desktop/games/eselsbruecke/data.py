"""Eselsbrücke's numbers and components, as plain data (no Qt).

Every rule number the spec leaves to us is a **[decision]** and lives here
once; ``rules.py``, the in-app rules (``rules_text.py``), the player boards on
screen and on paper all read these tables.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ...core.i18n import N_, language, pgettext

# -- the round table -----------------------------------------------------------------

#: [decision, pending the printed board's values] Picture cards a wrong (or
#: timed-out) guess discards from the top of the guesser's score pile, by
#: round. Rounds 1 and 2 have no guessing. The one place to correct it.
PENALTY: dict[int, int] = {3: 1, 4: 1, 5: 2, 6: 2, 7: 2}

ROUNDS = 7


@dataclass(frozen=True)
class RoundRow:
    """One row of the player board: what happens in a round."""

    round: int
    draw: int              # cards drawn for a story (0: no story this round)
    hand_out_from: int     # the round whose stack is handed out (0: no guessing)
    penalty: int           # cards lost for a wrong guess (the dark cloud)


#: The player board's table, rounds 1 to 7 (spec: 3, 3, 4, 4, 5 cards drawn in
#: rounds 1-5; the stack from two rounds earlier handed out in rounds 3-7).
ROUND_TABLE: tuple[RoundRow, ...] = tuple(
    RoundRow(r, draw, r - 2 if r >= 3 else 0, PENALTY.get(r, 0))
    for r, draw in zip(range(1, ROUNDS + 1), (3, 3, 4, 4, 5, 0, 0))
)


def row(round_: int) -> RoundRow:
    return ROUND_TABLE[round_ - 1]


# -- components and times -----------------------------------------------------------

PICTURE_COUNT = 180
BLOCKERS = 30
#: Seconds a seat has to name a card; no answer in time counts as a wrong guess.
GUESS_SECONDS = 15.0
#: Seats at the table (above six people, seats are teams of two).
MIN_SEATS = 3
MAX_SEATS = 6
#: A blocker on the score pile, where a picture id would be.
BLOCKER = "#blocker"

#: [decision] Rules the spec leaves open, named in the in-app rules (rules_text.py).
DECISIONS: tuple[str, ...] = (
    N_("The penalty for a wrong or timed-out guess is 1 card in rounds 3 and 4 and "
       "2 cards in rounds 5, 6 and 7 (until the printed board's values are known)."),
    N_("Above six people, seats are teams of two; an odd count leaves one seat of one."),
    N_("The storyteller holds surplus cards but never guesses; the others may still "
       "name those cards, and the storyteller hands them over when they do."),
    N_("A blocker that stops a penalty stays on the pile, so every card beneath it is "
       "safe for the rest of the game."),
    N_("After every guess, right or wrong, the turn passes to the next seat in order."),
    N_("The guessing ends when every card handed out has been named, or when every "
       "seat that guesses has guessed wrong once since the last right guess."),
    N_("A seat that got no card may take one from a seat earlier in the guessing "
       "order once every seat holding a card has guessed wrong since the last right "
       "guess; it then holds that card and guesses at once. Each such seat takes one "
       "card at most in a storyteller's guessing."),
    N_("At one screen, naming your own card or a picture already named right is refused "
       "rather than counted as a wrong guess."),
    N_("When the thought-cloud card leaves the game after a wrong guess, it is turned over "
       "for everyone to see."),
    N_("No blocker is left in the supply: a storyteller whose round went without a "
       "wrong guess gets none."),
)


# -- the picture deck --------------------------------------------------------------


@dataclass(frozen=True)
class Picture:
    id: str
    en: str
    zh_TW: str
    group: str
    hexcode: str

    def name(self, lang: str | None = None) -> str:
        """The name a player says, in ``lang`` (default: the app's language)."""
        return self.zh_TW if (lang or language()) == "zh_TW" else self.en


def _assets() -> Path:
    from ... import assets  # the installed assets folder (see assets/__init__.py)

    return Path(assets.path("eselsbruecke"))


@cache
def deck_source() -> dict[str, str]:
    """Where the pictures come from, with the credit line every sheet carries."""
    doc = json.loads((_assets() / "pictures.json").read_text(encoding="utf-8"))
    return dict(doc["source"])


@cache
def pictures() -> tuple[Picture, ...]:
    """The 180 pictures, in the reviewed list's order."""
    doc = json.loads((_assets() / "pictures.json").read_text(encoding="utf-8"))
    deck = tuple(Picture(p["id"], p["en"], p["zh_TW"], p["group"], p["hexcode"]) for p in doc["pictures"])
    if len(deck) != PICTURE_COUNT or len({p.id for p in deck}) != PICTURE_COUNT:
        raise ValueError(f"the picture list must hold {PICTURE_COUNT} distinct pictures")
    return deck


@cache
def _by_id() -> dict[str, Picture]:
    return {p.id: p for p in pictures()}


def picture(picture_id: str) -> Picture:
    return _by_id()[picture_id]


@cache
def picture_ids() -> tuple[str, ...]:
    return tuple(p.id for p in pictures())


def svg_path(picture_id: str) -> Path:
    """The picture's SVG file (one per picture, drawn by QtSvg and for the PDFs)."""
    return _assets() / "pictures" / f"{picture(picture_id).id}.svg"


def component_svg(name: str) -> Path:
    """Art for a component: ``donkey``, ``thought-cloud`` or ``blocker`` (OpenMoji too)."""
    if name not in ("donkey", "thought-cloud", "blocker"):
        raise KeyError(name)
    return _assets() / "components" / f"{name}.svg"


def attribution() -> str:
    """The credit line (CC BY-SA 4.0 asks for it wherever the pictures appear)."""
    return deck_source()["attribution"]


@dataclass(frozen=True)
class PictureName:
    """A picture named in a kept message (log line, outcome): rendered in the
    language in force when it is read, from the deck's own names (they are data,
    not catalogue entries)."""

    id: str

    def __format__(self, spec: str) -> str:
        return format(picture(self.id).name(), spec)

    def __str__(self) -> str:
        return picture(self.id).name()


def round_label(n: int | None = None) -> str:
    """"round 3" (or the word "round" alone) as the game says it everywhere: on screen,
    in the rules and on paper (one word for a round, in every language)."""
    if n is None:
        return pgettext("a round of Eselsbrücke", "round")
    return pgettext("a round of Eselsbrücke", "round {n}").format(n=n)
