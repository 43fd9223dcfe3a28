"""The state of a Tokaido Duo match: frozen dataclasses of tuples, and the
small facts every other module asks of it (where characters stand, who holds
which wave tile, the scores).

Secrets: the face-down paintings (``Player.paintings[turned:]``) and the
random stream (``State.rng``, which decides the dice and the bag's draws).
Nothing else is hidden; views (:mod:`.views`) drop exactly those.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ...core.frozen import evolve as put
from .data import (
    ARTIST,
    CHARACTERS,
    COINS_PER_GOLD,
    COMMERCE,
    CULTURE,
    GOLD_SPACES,
    GOODS,
    GOODS_LIMIT,
    MERCHANT,
    PILGRIM,
    POWERFUL_LIMIT,
    TOWNS,
    WAVE_SIDES,
)

# The phases of a round.
ROLL = "roll"        # the roller rolls the three dice
PICK = "pick"        # a player picks a die and moves that character
AGAIN = "again"      # the hot spring: the same character moves the same number again
ACT = "act"          # the space's action (or none)
KEEP = "keep"        # after drawing: choose the goods to keep
SPRING = "spring"    # use the hot spring on this die, or not
RETURN = "return"    # the opponent lost Powerful with 6 goods: return one
OVER = "over"
PHASES = (ROLL, PICK, AGAIN, ACT, KEEP, SPRING, RETURN, OVER)

Goods = tuple[int, int, int, int]  # counts in data.GOODS order


@dataclass(frozen=True)
class Player:
    pilgrim: str
    merchant: str
    artist: str
    temple: int = 1
    garden: int = 1
    goods: Goods = (0, 0, 0, 0)
    coins: int = 0
    gold: int = 0
    #: The ten painting slots in reading order. Slots ``[:given]`` are given away,
    #: ``[given:turned]`` face up, ``[turned:]`` face down (secret).
    paintings: tuple[str, ...] = ()
    turned: int = 0
    given: int = 0

    def position(self, character: str) -> str:
        return {PILGRIM: self.pilgrim, MERCHANT: self.merchant, ARTIST: self.artist}[character]

    def moved(self, character: str, space: str) -> Player:
        return put(self, **{character: space})

    @property
    def goods_total(self) -> int:
        return sum(self.goods)

    @property
    def first_face_up(self) -> str | None:
        """The symbol of the first face-up painting in reading order (the one to give)."""
        return self.paintings[self.given] if self.given < self.turned else None

    @property
    def face_down(self) -> int:
        return len(self.paintings) - self.turned


@dataclass(frozen=True)
class Pick:
    """The die being used: whose, which character, the number, and what the move did."""

    seat: int
    character: str
    number: int
    #: The hot spring's second use of this die.
    again: bool = False
    #: The artist's regions on the last move: where it started, passed and ended.
    path: tuple[str, ...] = ()
    #: The hot spring came to this player during this die (not usable on it).
    spring_gained: bool = False


@dataclass(frozen=True)
class State:
    rng: int
    first: int                                 # player A, who rolls in odd rounds
    round: int
    phase: str
    players: tuple[Player, Player]
    specialties: tuple[tuple[str, int], ...]   # one (good, price) per town, in TOWNS order
    bag: Goods
    wave_sides: tuple[int, int, int]           # per character (CHARACTERS order): 0 side A, 1 side B
    wave_holders: tuple[int | None, int | None, int | None]  # None: on the board
    spring: int | None                         # who holds the hot spring (None: the board)
    dice: tuple[int, int, int] | None          # this round's numbers, CHARACTERS order
    picks: tuple[tuple[int, str], ...] = ()    # (seat, character) in the order dice were picked
    pick: Pick | None = None
    returning: int | None = None               # who must return a good now
    #: What triggered the end, in order: (seat, "temple"|"garden"|"gold"|"paintings").
    ending: tuple[tuple[int, str], ...] = ()
    #: The last action and who took it (all actions are public), for the status line.
    last: tuple[int, Any] | None = None


def other(seat: int) -> int:
    return 1 - seat


def roller(state: State) -> int:
    """Who rolls and picks first and third this round (player A in odd rounds)."""
    return state.first if state.round % 2 == 1 else other(state.first)


def picker(state: State) -> int:
    """Who picks the next die: the roller, the other player, the roller."""
    r = roller(state)
    return r if len(state.picks) != 1 else other(r)


def to_act(state: State) -> tuple[int, ...]:
    """Who the game waits for: the roller, the picker, the player whose pick is in
    progress, or the player who must return a good; nobody once it is over."""
    if state.phase == OVER:
        return ()
    if state.phase == ROLL:
        return (roller(state),)
    if state.phase == PICK:
        return (picker(state),)
    if state.phase == RETURN:
        assert state.returning is not None
        return (state.returning,)
    assert state.pick is not None
    return (state.pick.seat,)


def free_dice(state: State) -> tuple[str, ...]:
    taken = {c for _, c in state.picks}
    return tuple(c for c in CHARACTERS if c not in taken)


def die(state: State, character: str) -> int:
    assert state.dice is not None
    return state.dice[CHARACTERS.index(character)]


def set_player(state: State, seat: int, player: Player) -> State:
    players = (player, state.players[1]) if seat == 0 else (state.players[0], player)
    return put(state, players=players)


# -- wave tiles ------------------------------------------------------------------------
def wave_name(state: State, character: str) -> str:
    """The face-up side of that character's wave tile ("serene", "powerful", ...)."""
    i = CHARACTERS.index(character)
    return WAVE_SIDES[character][state.wave_sides[i]]


def holds(state: State, seat: int, wave: str) -> bool:
    """Whether ``seat`` holds the wave tile showing ``wave``."""
    for i, character in enumerate(CHARACTERS):
        if WAVE_SIDES[character][state.wave_sides[i]] == wave:
            return state.wave_holders[i] == seat
    return False


def goods_limit(state: State, seat: int) -> int:
    return POWERFUL_LIMIT if holds(state, seat, "powerful") else GOODS_LIMIT


# -- the board ------------------------------------------------------------------------------
def specialty(state: State, town: str) -> tuple[str, int]:
    return state.specialties[TOWNS.index(town)]


def station_occupants(state: State) -> dict[str, list[tuple[int, str]]]:
    """Who stands on each coast station: pilgrims, and merchants in coastal towns."""
    out: dict[str, list[tuple[int, str]]] = {}
    for seat, p in enumerate(state.players):
        out.setdefault(p.pilgrim, []).append((seat, PILGRIM))
        if p.merchant.startswith("s"):
            out.setdefault(p.merchant, []).append((seat, MERCHANT))
    return out


def as_goods(counts: Iterable[int]) -> Goods:
    """Four counts (in GOODS order) as :data:`Goods`."""
    kimono, pottery, doll, fan = counts
    return (kimono, pottery, doll, fan)


def add_goods(a: Goods, b: Goods, sign: int = 1) -> Goods:
    return as_goods(x + sign * y for x, y in zip(a, b))


def goods_of(good: str, n: int = 1) -> Goods:
    return as_goods(n if g == good else 0 for g in GOODS)


def exchange(player: Player) -> Player:
    """Every 10 coins become a gold at once, while a gold space is free."""
    coins, gold = player.coins, player.gold
    while coins >= COINS_PER_GOLD and gold < GOLD_SPACES:
        coins -= COINS_PER_GOLD
        gold += 1
    return put(player, coins=coins, gold=gold)


# -- scoring -------------------------------------------------------------------------------
def faith(p: Player) -> int:
    return p.temple * p.garden


def commerce(p: Player) -> int:
    return COMMERCE[p.gold]


def culture(p: Player) -> int:
    return CULTURE[p.given]


def score(p: Player) -> int:
    return faith(p) + commerce(p) + culture(p)
