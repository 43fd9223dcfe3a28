"""Hooky: the letters, the set-up table, the scoring table and the worksheet
layout as plain data.

Read by the rules, the bots, the Qt view and the printed worksheets alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ... import theme

#: The 26 letter cards ("students"), one of each.
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LETTER_INDEX = {ch: i for i, ch in enumerate(LETTERS)}

WORD_LENGTH = 5
ROUNDS = 6
TRUANT_COUNT = 3
#: The start player (who holds the round cards) never changes.
START_PLAYER = 0
#: Reveal-and-peek is allowed from this round on, at most once a turn.
REVEAL_FROM_ROUND = 2


@dataclass(frozen=True)
class Setup:
    """How the 26 cards are dealt for one player count."""

    players: int
    hand: int            # cards in each hand
    playground: int      # face-down playground cards
    truants: int         # face-down truant cards
    reveal_after: tuple[int, ...]  # rounds after which one playground card turns up


SETUPS: dict[int, Setup] = {
    3: Setup(3, hand=7, playground=2, truants=TRUANT_COUNT, reveal_after=(1, 2)),
    4: Setup(4, hand=5, playground=3, truants=TRUANT_COUNT, reveal_after=(1, 2, 3)),
    5: Setup(5, hand=4, playground=3, truants=TRUANT_COUNT, reveal_after=(1, 2, 3)),
}
for _s in SETUPS.values():  # the deal uses every card exactly once
    assert _s.players * _s.hand + _s.playground + _s.truants == len(LETTERS)
    assert len(_s.reveal_after) == _s.playground  # every playground card turns up by round 3

# -- scoring ------------------------------------------------------------------------
#: Rounds after which every player writes a truant guess, and what each correct
#: letter of that guess scores.
TRUANT_GUESS_ROUNDS = (4, 5, 6)
TRUANT_POINTS = {4: 5, 5: 5, 6: 10}
HAND_LETTER_POINTS = 1       # each letter correctly placed in another player's hand
COMPLETE_HAND_POINTS = 1     # each other player's hand guessed exactly


# -- the worksheet ------------------------------------------------------------------
#: Worksheet grid columns besides one per other player (seat numbers as text).
PLAYGROUND = "playground"
TRUANTS = "truants"
#: The marks a player may put in a grid cell ("" clears the cell).
MARKS = ("has", "has_not", "maybe")


@lru_cache(maxsize=64)
def worksheet_columns(players: int, seat: int | None) -> tuple[str, ...]:
    """The grid's columns for ``seat``: every other seat (as text), then the
    playground and the truants. ``seat=None`` gives a column for every seat."""
    return tuple(str(s) for s in range(players) if s != seat) + (PLAYGROUND, TRUANTS)


def clue_log_rows(players: int) -> int:
    """Rows on the worksheet's clue log: the opening clues and six rounds."""
    return players + ROUNDS * players


# -- colours on screen (tests/test_palettes.py checks them under colour-vision deficiencies) --
CARD_FACE = "#FFFDF8"
CARD_BACK = "#5B6C8F"        # the printed cards' slate-blue back
CARD_BACK_LINE = "#7484A6"
CARD_BACK_EDGE = "#E6EAF2"
CARD_UP_FACE = "#FFF4DA"     # a face-up card: this face, a gold edge and a gold band
CARD_TRUANT_FACE = "#FBE3E0"
#: A letter of the seat's own hand in a clue: tinted, and outlined and underlined in ink,
#: so it never rests on the tint alone.
IN_HAND_TINT = theme.HIGHLIGHT_SOFT
IN_HAND_EDGE = theme.INK
#: The worksheet: assist marks in a quiet blue (with an "A" badge), cells known for certain
#: shaded, a letter seen in its place a solid cell.
ASSIST_INK = "#2F67A8"
ASSIST_TINT = "#EAF0F8"
LOCKED_BG = "#EDE5D6"
FACT_FILL = "#5A5249"
#: The projector's dark table.
PROJECTOR_SOFT = "#CFC6B8"   # 9:1 on the ground
PROJECTOR_RULE = "#6D655B"
PROJECTOR_ROW_ALT = "#2A2622"
PROJECTOR_CARD_EDGE = "#8C8274"
PROJECTOR_DONE = "#4A443D"
#: Pale grounds under words that warn: a refusal next to its field, the worksheet's
#: notice, a clue that does not fit the hands entered; and a hand guessed whole.
REFUSAL_TINT = "#FBEDEB"
NOTICE_TINT = "#F6E3DF"
MISMATCH_TINT = "#F3CFCB"
WHOLE_HAND_TINT = "#D7EAD9"
