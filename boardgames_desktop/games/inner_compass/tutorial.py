"""Inner Compass's guided first game (Learn to play, ``core/tutorial.py``).

Two seats with the first-game quality tiles; the learner is plum (seat 0, the
start player) against amber, whose turns the script plays. The deal, the
board and every card come from seed 71, found by
``tools/inner_compass_tutorial_search.py``: the learner's turns 1, 2, 3, 5,
7, 11, 13 and 15 are taught (the free move, the move, feeling and its bonus
card, moving again, a memory's cost, the track moving, a value token and the
first-placer bonus, the X leaving the top of the track, the discount, a
discard down to 10, the surcharge, the compass), the turns between are played
in the leads; the compass ends the game after amber's last turn.

Each step's claim checks the rule its note states against the rules' states.
The script is in short words (:func:`parse`): ``P e3`` place the pawn,
``F E`` free move, ``M S`` move, ``L`` feel, ``C 3`` a memory with the cube
of player-board space 3, ``V 0`` a value token beside quality tile 0, ``E``
end the turn (``E Y``: discarding a yellow card); a lead's entries start with
the seat.
"""

from __future__ import annotations

import functools
from typing import Any

from ...core.i18n import T
from ...core.tutorial import Claim, Script, Step, Tutorial
from . import data
from .actions import EndTurn, Feel, FreeMove, Memory, Move, PlacePawn, PlaceValue
from .data import SIDES
from .scoring import final_result
from .state import State, memory_cost, others_here

LEARNER = 0
OTHER = 1
SEED = 71
OPTIONS: dict[str, Any] = {"tiles": "intro"}


def cell(name: str) -> int:
    """A cell by its name on the board: column a-f, row 1-6 from the top."""
    return (int(name[1]) - 1) * data.GRID + "abcdef".index(name[0])


def parse(word: str) -> Any:
    """One action in the script's short words (see the module docstring)."""
    head, *rest = word.split()
    if head == "P":
        return PlacePawn(cell(rest[0]))
    if head == "F":
        return FreeMove(rest[0])
    if head == "M":
        return Move(rest[0])
    if head == "L":
        return Feel()
    if head == "C":
        return Memory(int(rest[0]))
    if head == "V":
        return PlaceValue(int(rest[0]))
    if head == "E":
        return EndTurn(tuple(rest[0]) if rest else ())
    raise ValueError(f"not a word of the script: {word!r}")


#: The lesson in its short words: a step and a lead, read by :func:`parse`.
SCRIPT = Script(parse)
step = SCRIPT.step
lead = SCRIPT.lead


# -- what the claims read -------------------------------------------------------------------
def at(s: State) -> int:
    """The learner's pawn."""
    here = s.pawns[LEARNER]
    assert here is not None
    return here


def hand(s: State) -> tuple[str, ...]:
    return s.hands[LEARNER]


def cost(s: State) -> tuple[int, int, int, int]:
    """(base, discount, surcharge, total) of a memory where the learner's pawn stands."""
    here = at(s)
    return memory_cost(s.track, s.grid[here], others_here(s.cubes, LEARNER, here))


def ep(s: State) -> int:
    """The learner's EP gained so far (the track and first value tokens)."""
    return s.ep_track[LEARNER] + s.ep_first[LEARNER]


def felt_with_bonus(b: State, a: State) -> bool:
    """The card on the side of the step-2 move came in, and, its colour the cell's, a bonus card too."""
    assert b.step2 is not None
    taken = b.side[SIDES.index(b.step2)]
    return (taken == a.grid[at(a)] and len(hand(a)) == len(hand(b)) + 2
            and a.side[SIDES.index(b.step2)] is None)


def memory_paid(b: State, a: State, colour: str, total: int, points: int) -> bool:
    """A memory of ``colour`` cost ``total`` cards of it and earned ``points`` EP from the track."""
    return (b.grid[at(b)] == colour and cost(b)[3] == total
            and hand(b).count(colour) - hand(a).count(colour) == total
            and a.ep_track[LEARNER] - b.ep_track[LEARNER] == points and at(b) in a.cubes[LEARNER])


def x_went_down(b: State, a: State) -> bool:
    """The memory's emotion left the top, the X reached it and went at once to the bottom."""
    colour = b.grid[at(b)]
    return b.track[0] == colour and b.track[1] == "X" and a.track[-1] == "X" and a.track[0] != "X"


MOVE_WHY = T("The cards in this lesson are fixed so that each rule comes up in turn; the lit cell is where "
             "this one does.")
FEEL_WHY = T("Feeling is the lesson now: in a real game you may instead move once more, or do neither.")
MEMORY_WHY = T("This memory is the lesson now: the lit space of your player board gives up its cube.")
END_WHY = T("The lesson ends your turn here: click End turn.")
VALUE_WHY = T("The lesson places this token beside the lit tile; in a real game any tile without your token "
              "will do.")

#: Amber's turn 1, and every turn of the script between those the lesson teaches.
TURN_3 = "1 M N; 1 L; 1 C 3; 1 E"
TURNS_4_5 = "1 M W; 1 L; 1 C 1; 1 E; 0 F S; 0 M W; 0 L; 0 C 8; 0 E; 1 M E; 1 L; 1 E"
TURNS_6_7 = "1 M S; 1 M S; 1 C 7; 1 E; 0 M E; 0 L; 0 E; 1 M N; 1 L; 1 E"
TURNS_8_11 = ("1 M W; 1 L; 1 C 2; 1 E; 0 M W; 0 L; 0 E; 1 M E; 1 M E; 1 C 6; 1 E; 0 M N; 0 L; 0 E; "
              "1 M N; 1 L; 1 E; 0 M N; 0 L; 0 E; 1 M E; 1 L; 1 E")
TURNS_12_13 = "1 M E; 1 M S; 1 C 10; 1 E; 0 M N; 0 L; 0 C 12; 0 E; 1 M S; 1 L; 1 C 11; 1 V 3; 1 E"
TURNS_14_15 = "1 F E; 1 M N; 1 L; 1 C 12; 1 V 2; 1 E; 0 M W; 0 M W; 0 C 9; 0 E; 1 M N; 1 L; 1 E"
LAST_TURN = "1 M S; 1 L; 1 E"


def steps() -> tuple[Step, ...]:
    return _first_steps() + _last_steps()


def _first_steps() -> tuple[Step, ...]:
    """The lesson's first half (split in two so each function stays readable)."""
    return (
        step(T("Welcome. Click Continue to begin."),
             T("You are plum. Walk your pawn over the board of five emotions, collect emotion cards and "
               "turn them into memories: a cube of yours on a cell. Memories earn EP (emotion points), "
               "and so do the quality tiles you value. Your cards and your EP stay secret."),
             None, Claim("the game starts with the pawns to place, amber first",
                         lambda b, a: a.phase == "place" and a.current == OTHER and a.start == LEARNER)),
        step(T("Amber placed its pawn. Place yours on the lit white cell, e3."),
             T("The last player places first. A pawn may not go on a cell with a pawn, nor next to a pawn "
               "on a cell of its own colour. You are the start player: your turn comes at once."),
             "P e3", Claim("once both pawns are placed the start player's first turn begins",
                           lambda b, a: at(a) == cell("e3") and a.phase == "play" and a.current == LEARNER),
             before="1 P b1", why=T("The lesson starts from this white cell; its neighbour f3 is white too.")),
        # -- turn 1 ------------------------------------------------------------------------------
        step(T("Free move: Shift+click the lit white cell f3 (or press Free move, then click it)."),
             T("A turn has five steps. Step 1, the free move, is optional: one cell to a neighbour of the "
               "same colour as yours. From white e3 to white f3."),
             "F E", Claim("the free move went to a neighbour of the same colour, and the move is still to come",
                          lambda b, a: a.grid[at(a)] == b.grid[at(b)] and a.free_moved and a.moves == 0),
             why=MOVE_WHY),
        step(T("Move south to f4: click the lit cell."),
             T("Step 2, the move, is required: one cell north, east, south or west, onto any colour. "
               "Pawns may share a cell; none leaves the board."),
             "M S", Claim("the move went one cell south", lambda b, a: at(a) == at(b) + data.GRID and a.moves == 1),
             why=MOVE_WHY),
        step(T("Feel: click the lit card beside the south edge (or press Feel)."),
             T("Step 3: move once more, or feel the face-up card on the side you moved towards: you moved "
               "south, so the south card. It is white like your cell: a bonus, the top card of the deck "
               "as well."),
             "L", Claim("feeling took the south card and, as it matches the cell, a bonus card",
                        felt_with_bonus), why=FEEL_WHY),
        step(T("End your turn: click End turn."),
             T("Step 4, a memory, needs 3 white cards here; you have 2. Step 5 ends the turn: the card "
               "taken from beside the board is replaced from the deck."),
             "E", Claim("ending the turn refilled the south card and passed the turn to amber",
                        lambda b, a: a.side[SIDES.index("S")] is not None and a.current == OTHER),
             why=END_WHY),
        # -- turn 2 ------------------------------------------------------------------------------
        step(T("Amber felt a card. Move south to f5."),
             T("Amber's cards are secret; you see only how many it holds. f5 is white again."),
             "M S", Claim("the pawn moved south to f5", lambda b, a: at(a) == cell("f5")),
             before="1 M S; 1 L; 1 E", why=MOVE_WHY),
        step(T("Feel the south card."),
             T("The new south card is white, your cell white: a bonus card again. Now you hold three white "
               "cards."),
             "L", Claim("the south card matched the cell: two cards came in, three of them white",
                        lambda b, a: felt_with_bonus(b, a) and hand(a).count("W") == 3), why=FEEL_WHY),
        step(T("Make a memory: click the lit white space of your player board."),
             T("Love (white) costs 3 cards of the cell's colour. Your cube leaves a white space of your "
               "player board for this cell, and you gain the EP beside white on the situation track: 5, "
               "as white is second from the top."),
             "C 3", Claim("the white memory cost 3 white cards and earned 5 EP",
                          lambda b, a: memory_paid(b, a, "W", 3, 5) and not a.spaces[LEARNER][3]),
             why=MEMORY_WHY),
        step(T("End your turn."),
             T("The track moved: white went to the bottom and the others moved up one. A memory of an "
               "emotion low on the track earns less, but the two lowest cost one card less."),
             "E", Claim("the memory moved white to the bottom of the track",
                        lambda b, a: b.track[-1] == "W" and a.current == OTHER), why=END_WHY),
        # -- turn 3 ------------------------------------------------------------------------------
        step(T("Amber made a memory. Move north to f4."),
             T("A memory of amber's is on f5 now: your cube and its cube may share a cell."),
             "M N", Claim("the pawn moved north", lambda b, a: at(a) == at(b) - data.GRID),
             before=TURN_3, why=MOVE_WHY),
        step(T("Move again: north to f3."),
             T("In step 3 you may move one more cell instead of feeling. Then there is no card to feel."),
             "M N", Claim("moving again is step 3: no card can be felt after it",
                          lambda b, a: a.moves == 2 and not a.felt and b.moves == 1), why=MOVE_WHY),
        step(T("End your turn."),
             T("No memory: you hold only red cards and f3 is white."),
             "E", Claim("the turn passed without a memory", lambda b, a: a.current == OTHER and b.hands == a.hands),
             why=END_WHY),
        # -- turn 5 ------------------------------------------------------------------------------
        step(T("We played your turn 4: a red memory on e4. Turn 5: move south to the yellow cell e5."),
             T("In turn 4 you made a memory of anger on e4 with 3 red cards. Its cube came from row 2, "
               "column 4 of your player board; the cube of turn 2 came from row 1 of that column."),
             "M S", Claim("turn 4 left the learner's column 4 two cubes short, the pawn now on yellow e5",
                          lambda b, a: not b.spaces[LEARNER][3] and not b.spaces[LEARNER][8]
                          and a.grid[at(a)] == "Y"),
             before=TURNS_4_5, why=MOVE_WHY),
        step(T("Feel the south card: yellow, like your cell."), T("A bonus card again."),
             "L", Claim("a yellow card on a yellow cell brings a bonus card", felt_with_bonus), why=FEEL_WHY),
        step(T("Make a memory with the last cube of column 4."),
             T("Joy (yellow) costs 1 card. The cube comes from the yellow space in row 3, column 4: the "
               "column is then empty, which earns a value token."),
             "C 13", Claim("the yellow memory cost one card, earned 4 EP and emptied column 4",
                           lambda b, a: memory_paid(b, a, "Y", 1, 4) and a.pending == 1),
             why=MEMORY_WHY),
        step(T("Place your value token beside the lit quality tile, Drawn to love."),
             T("A value token goes beside a quality tile without one of yours: at the end that tile scores "
               "for you. The first player to place beside a tile gains 3 EP at once."),
             "V 0", Claim("the first token beside a tile earns 3 EP at once",
                          lambda b, a: a.values[LEARNER] == (0,) and a.ep_first[LEARNER] == b.ep_first[LEARNER] + 3
                          and b.first[0] is None),
             why=VALUE_WHY),
        step(T("End your turn."),
             T("Drawn to love scores 2 EP for each of your cubes next to a white cell. You have one value "
               "token left."),
             "E", Claim("one value token of two is placed", lambda b, a: len(a.values[LEARNER]) == 1),
             why=END_WHY),
        # -- turn 7 ------------------------------------------------------------------------------
    )


def _last_steps() -> tuple[Step, ...]:
    return (
        step(T("We played your turn 6 (you felt a card). Turn 7: move south to the black cell f6."),
             T("Look at the situation track: fear (black) is at the top, worth 6 EP, and the X is right "
               "under it."),
             "M S", Claim("black is at the top of the track with the X under it",
                          lambda b, a: b.track[:2] == ("K", "X") and a.grid[at(a)] == "K"),
             before=TURNS_6_7, why=MOVE_WHY),
        step(T("Feel the south card."), T("Black on a black cell: a bonus card."),
             "L", Claim("a black card on a black cell brings a bonus card", felt_with_bonus), why=FEEL_WHY),
        step(T("Make a memory of fear: click the lit space."),
             T("Fear costs 2 cards and earns 6 EP from the top of the track. Black goes to the bottom, the "
               "X reaches the top, and whenever the X reaches the top it moves at once to the bottom."),
             "C 2", Claim("the memory earned 6 EP and the X went from the top to the bottom",
                          lambda b, a: memory_paid(b, a, "K", 2, 6) and x_went_down(b, a)),
             why=MEMORY_WHY),
        step(T("End your turn."),
             T("The X is never worth EP: it only pushes the emotions up."),
             "E", Claim("the X is at the bottom", lambda b, a: a.track[-1] == "X"), why=END_WHY),
        # -- turn 11 -----------------------------------------------------------------------------
        step(T("We played your turns 8 to 10 (cards felt). Turn 11: move west to the black cell d4."),
             T("You hold 10 cards, the most you may keep at the end of a turn."),
             "M W", Claim("the learner holds 10 cards", lambda b, a: len(hand(b)) == data.HAND_LIMIT),
             before=TURNS_8_11, why=MOVE_WHY),
        step(T("Feel the west card."), T("Black on black: a bonus card, 12 cards now."),
             "L", Claim("a black card on a black cell brings a bonus card, 12 in hand",
                        lambda b, a: felt_with_bonus(b, a) and len(hand(a)) == 12), why=FEEL_WHY),
        step(T("Make a memory of fear."),
             T("Black is on the bottom space of the track: the two lowest emotions cost one card less "
               "(never less than 1). Fear costs 1 card here instead of 2, and earns 1 EP."),
             "C 6", Claim("with the discount fear cost 1 card and earned 1 EP",
                          lambda b, a: cost(b)[:2] == (2, 1) and memory_paid(b, a, "K", 1, 1)),
             why=MEMORY_WHY),
        step(T("Choose a yellow card to discard (the lit one in your hand), then click End turn."),
             T("You hold 11 cards: at the end of the turn you discard down to 10, face up."),
             "E Y", Claim("the turn ended with 10 cards in hand, the yellow one discarded",
                          lambda b, a: len(hand(a)) == data.HAND_LIMIT and a.discard[-1:] == ("Y",)),
             why=T("Discarding a yellow card is the lesson now; in a real game you choose which.")),
        # -- turn 13 -----------------------------------------------------------------------------
        step(T("We played your turn 12 (a red memory). Turn 13: move east to the white cell e3."),
             T("Amber has a memory on e3: its cube is on that cell."),
             "M E", Claim("amber has a cube on e3", lambda b, a: cell("e3") in a.cubes[OTHER]),
             before=TURNS_12_13, why=MOVE_WHY),
        step(T("Feel the east card."), T("Black on a white cell: no bonus this time, only the card."),
             "L", Claim("a card that does not match the cell brings no bonus",
                        lambda b, a: len(hand(a)) == len(hand(b)) + 1), why=FEEL_WHY),
        step(T("Make a memory of love."),
             T("Love costs 3, minus 1 as white is at the bottom of the track, plus 1 as another player's "
               "cube is on this cell (one card however many cubes): 3 cards. The cube empties column 3."),
             "C 7", Claim("3 - 1 discount + 1 surcharge: the white memory cost 3 cards",
                          lambda b, a: cost(b) == (3, 1, 1, 3) and memory_paid(b, a, "W", 3, 1)
                          and a.pending == 1),
             why=MEMORY_WHY),
        step(T("Place your second value token beside Devoted to anger."),
             T("Nobody has a token beside Devoted to anger yet: 3 EP more. It scores your cubes on red "
               "cells."),
             "V 1", Claim("the first token beside Devoted to anger earns 3 EP",
                          lambda b, a: a.values[LEARNER] == (0, 1) and a.ep_first[LEARNER] == 6),
             why=VALUE_WHY),
        step(T("End your turn."),
             T("Both your value tokens are placed. Emptying one more row or column now takes the Inner "
               "Compass and ends the game."),
             "E", Claim("both value tokens are placed and the compass is free",
                        lambda b, a: len(a.values[LEARNER]) == 2 and a.compass is None), why=END_WHY),
        # -- turn 15 -----------------------------------------------------------------------------
        step(T("We played your turn 14 (a yellow memory). Turn 15: move north to c2."),
             T("Row 2 of your player board has one cube left, on its blue space."),
             "M N", Claim("row 2 of the learner's player board holds one cube, the blue one",
                          lambda b, a: b.spaces[LEARNER][5:10] == (True, False, False, False, False)),
             before=TURNS_14_15, why=MOVE_WHY),
        step(T("Move again: east to the blue cell d2."),
             T("Moving again lets you reach a cell two steps away."),
             "M E", Claim("the pawn moved twice to blue d2", lambda b, a: at(a) == cell("d2") and a.moves == 2),
             why=MOVE_WHY),
        step(T("Make a memory of sadness: it empties row 2."),
             T("With both value tokens placed, the next row or column you empty takes the Inner Compass: "
               "3 EP. Sadness is at the top of the track (6 EP), with the X under it."),
             "C 5", Claim("a third emptied line takes the compass",
                          lambda b, a: b.compass is None and a.compass == LEARNER and x_went_down(b, a)
                          and memory_paid(b, a, "B", 2, 6)),
             why=MEMORY_WHY),
        step(T("End your turn: amber plays its last turn."),
             T("Once someone takes the compass, every other player has one more turn, then the game ends."),
             "E", Claim("after the compass amber plays one last turn",
                        lambda b, a: a.current == OTHER and a.phase == "play"), why=END_WHY),
        step(T("You won! Click Continue to finish."),
             T("Plum 67 EP: 39 from memories, 6 from first value tokens, 14 from Drawn to love, 5 from "
               "Devoted to anger and 3 for the compass. Amber 33. You are ready for a real game against an "
               "Easy bot."),
             None, Claim("the game is over and plum wins 67 to 33",
                         lambda b, a: a.phase == "over" and final_result(a)[:2] == ((67, 33), (LEARNER,))),
             before=LAST_TURN),
    )


@functools.cache
def tutorial() -> Tutorial:
    """The lesson (built once: it is data)."""
    return Tutorial(game_id="inner-compass", seats=2, seed=SEED, options=dict(OPTIONS), seat=LEARNER,
                    steps=steps(), names=(T("Plum"), T("Amber")))
