"""Hand-made Inner Compass states for the rules tests.

The main board is always the four life boards A B / C D, unturned:

    a b c d e f
 1  R W B W W K
 2  K R Y R Y B
 3  B W R K R W
 4  B R W R K Y
 5  W K W W R W
 6  Y B R B K R
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.games.inner_compass import data
from boardgames_desktop.games.inner_compass.rules import GAME, build_grid, setup_state
from boardgames_desktop.games.inner_compass.state import State, evolve, sort_hand

BOARDS = (("A", 0), ("B", 0), ("C", 0), ("D", 0))
GRID = build_grid(BOARDS)
ROWS = tuple(GRID[r * 6:(r + 1) * 6] for r in range(6))


def cell(name: str) -> int:
    """'a1' -> 0, 'f6' -> 35 (column letter, row number from the top)."""
    return (int(name[1:]) - 1) * 6 + "abcdef".index(name[0])


def hand(text: str) -> tuple[str, ...]:
    return sort_hand(text)


def make_state(players: int = 2, *, hands: tuple[str, ...] | None = None, deck_top: str = "",
               side: str = "YBKW", discard: str = "", track: str = "YBKWXR",
               pawns: tuple[int | None, ...] | None = None, qualities: tuple[str, ...] | None = None,
               **changes: Any) -> State:
    """A state in the first turn of seat 0 on the A B / C D board.

    ``deck_top`` lists the next cards drawn, first drawn first; the rest of the
    deck is every card not in a hand, beside the board or discarded.
    """
    base = setup_state(players, 1, {"tiles": "random"})
    hands = tuple(hand(h) for h in (hands or ("",) * players))
    used = Counter("".join("".join(h) for h in hands)) + Counter(side) + Counter(discard) + Counter(deck_top)
    rest = []
    for c in data.EMOTIONS:
        n = data.CARD_COUNTS[c] - used[c]
        assert n >= 0, f"too many {c} cards in the hand-made state"
        rest += [c] * n
    deck = tuple(rest) + tuple(reversed(deck_top))
    s = evolve(
        base,
        boards=BOARDS, grid=GRID, hands=hands, deck=deck, side=tuple(side), discard=tuple(discard),
        track=tuple(track), pawns=pawns or tuple(cell(n) for n in ("c3", "d4", "a6", "f1")[:players]),
        qualities=qualities or ("drawn-W", "devoted-R", "solitude", "diversity", "structure"),
        phase="play", current=0, start=0, turn=1,
    )
    return evolve(s, **changes)


def play(s: State, seat: int, *actions: Any) -> State:
    """Apply actions through refusal (so an illegal one fails loudly with its reason)."""
    for a in actions:
        reason = GAME.refusal(s, seat, a)
        assert reason is None, f"{a} refused: {reason}"
        s = GAME.apply(s, seat, a)
    return s


def reason(s: State, seat: int, action: Any) -> str:
    r = GAME.refusal(s, seat, action)
    assert r is not None, f"{action} was allowed"
    return str(r)


def new_match(players: int = 2, seed: int = 1, **options: Any) -> Match:
    seats = [SeatSpec.single(f"P{i + 1}", "human") for i in range(players)]
    return Match(GAME, seats, seed, options)


def card_total(s: State) -> int:
    return len(s.deck) + len(s.discard) + sum(len(h) for h in s.hands) + sum(c is not None for c in s.side)
