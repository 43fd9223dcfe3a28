"""A whole two-player game, scripted from the pawns' placement to the score and
scored by hand: every number below was worked out on paper from the rules, not
read back from the code (board in helpers.py, A B / C D unturned):

    a b c d e f
 1  R W B W W K
 2  K R Y R Y B
 3  B W R K R W
 4  B R W R K Y
 5  W K W W R W
 6  Y B R B K R

Player boards (spaces 0-14, rows Y B K W R / B K W R Y / K W R Y B): column 1 is
spaces 0 Y, 5 B, 10 K; column 2 is 1 B, 6 K, 11 W; column 3 is 2 K, 7 W, 12 R.
Ada (seat 0, the start player) walks the east columns emptying those three
columns: two value tokens, then the Inner Compass; Ben (seat 1) makes one memory
and walks between c5 and c6. The deck is stacked (a possible shuffle) so that
each of Ada's feels matches its cell and draws a bonus card.
"""

from __future__ import annotations

from boardgames_desktop.games.inner_compass.rules import (
    GAME,
    EndTurn,
    Feel,
    Memory,
    Move,
    PlacePawn,
    PlaceValue,
)
from boardgames_desktop.games.inner_compass.scoring import breakdown

from .helpers import card_total, cell, make_state, play

# Hands are kept in emotion order (Y B K W R).
# Cards drawn from the deck, in order: on each of Ada's turns the feel's bonus
# card, then the refill of the side she took at the end of the turn.
DRAWS = "".join(("BK", "KW", "WB", "BR", "RK", "KR", "RK", "KY", "WY", "WW"))  # turns 1 to 10


def test_a_whole_game_scripted_and_scored_by_hand():
    # Ada starts with 1 card, Ben with 2; the side cards N E S W are B Y Y W; the
    # track reads Y B K W X R from the top (6 5 4 3 2 1 EP; X and R discounted).
    s = make_state(hands=("W", "RR"), side="BYYW", deck_top=DRAWS, phase="place", pawns=(None, None),
                   current=1, start=0, turn=0)
    # Pawns go down in reverse order: Ben first, then Ada, who begins.
    s = play(s, 1, PlacePawn(cell("a6")))
    s = play(s, 0, PlacePawn(cell("f3")))
    assert s.phase == "play" and s.current == 0

    def ada(*actions):
        nonlocal s
        s = play(s, 0, *actions, EndTurn())

    def ben(*actions):
        nonlocal s
        s = play(s, 1, *actions, EndTurn())

    # 1. Ada f3 -> f2 (blue); feels the north card (blue, a match: + the bonus B).
    #    Blue is 2nd on the track: 2 cards, 5 EP; the cube from space 5. Track Y K W X R B.
    ada(Move("N"), Feel(), Memory(5))
    assert (s.hands[0], s.ep_track[0], "".join(s.track), s.side[0]) == (("W",), 5, "YKWXRB", "K")
    # Ben a6 -> b6 -> c6 (red, 5th: discounted to 2 cards, 2 EP). Red is already at the bottom.
    ben(Move("E"), Move("E"), Memory(4))
    assert (s.hands[1], s.ep_track[1], "".join(s.track)) == ((), 2, "YKWXBR")
    # 2. Ada f2 -> f1 (black): north card K + bonus K; black 2nd: 2 cards, 5 EP (space 10).
    ada(Move("N"), Feel(), Memory(10))
    assert (s.hands[0], s.ep_track[0], "".join(s.track)) == (("W",), 10, "YWXBRK")
    ben(Move("N"))
    # 3. Ada f1 -> e1 (white): west card W + bonus W, with her own W: 3 cards, 5 EP (space 11).
    ada(Move("W"), Feel(), Memory(11))
    assert (s.hands[0], s.ep_track[0], "".join(s.track)) == ((), 15, "YXBRKW")
    ben(Move("S"))
    # 4. Ada e1 -> e2 (yellow): south card Y + bonus B; joy on top: 1 card, 6 EP (space 0).
    #    Column 1 is empty: a value token, first beside "Drawn to love" (+3 EP).
    #    The track: Y to the bottom puts X on top, and X jumps straight to the bottom.
    ada(Move("S"), Feel(), Memory(0), PlaceValue(0))
    assert (s.hands[0], s.ep_track[0], s.ep_first[0], "".join(s.track)) == (("B",), 21, 3, "BRKWYX")
    assert s.values[0] == (0,) and s.first[0] == 0
    ben(Move("N"))
    # 5. Ada e2 -> e3 (red): south card R + bonus R. Red 2nd costs 3; she holds 2: no memory.
    ada(Move("S"), Feel())
    assert (s.hands[0], s.ep_track[0]) == (("B", "R", "R"), 21)
    ben(Move("S"))
    # 6. Ada e3 -> e4 (black): K + bonus K; black 3rd: 2 cards, 4 EP (space 6).
    ada(Move("S"), Feel(), Memory(6))
    assert (s.ep_track[0], "".join(s.track)) == (25, "BRWYXK")
    ben(Move("N"))
    # 7. Ada e4 -> e5 (red): R + bonus R, four reds; red 2nd: 3 cards, 5 EP (space 12).
    ada(Move("S"), Feel(), Memory(12))
    assert (s.hands[0], s.ep_track[0], "".join(s.track)) == (("B", "R"), 30, "BWYXKR")
    ben(Move("S"))
    # 8. Ada e5 -> e6 (black): K + bonus K; black 5th, discounted: 1 card, 2 EP (space 2).
    ada(Move("S"), Feel(), Memory(2))
    assert (s.hands[0], s.ep_track[0], "".join(s.track)) == (("B", "K", "R"), 32, "BWYXRK")
    ben(Move("N"))
    # 9. Ada e6 -> d6 (blue): the west card, refilled on turn 3, is blue; + bonus W. Blue on
    #    top: 2 cards, 6 EP (space 1). Column 2 is empty: her second value token, first
    #    beside "Structure" (+3 EP).
    ada(Move("W"), Feel(), Memory(1), PlaceValue(4))
    assert (s.hands[0], s.ep_track[0], s.ep_first[0], "".join(s.track)) == (("K", "W", "R"), 38, 6, "WYXRKB")
    ben(Move("S"))
    # 10. Ada d6 -> d5 (white): the north card, refilled on turn 2, is white; + bonus W.
    #     White on top: 3 cards, 6 EP (space 7). Column 3 empties with both value tokens
    #     placed: the Inner Compass. Ben has one more turn, then the game ends.
    ada(Move("N"), Feel(), Memory(7))
    assert (s.hands[0], s.ep_track[0], s.compass, s.phase) == (("K", "R"), 44, 0, "play")
    ben(Move("N"))
    assert s.phase == "over"
    assert card_total(s) == 69 and sum(s.spaces[0]) == 15 - 9 == 15 - len(s.cubes[0])

    # Ada's cubes: e1 f1 e2 f2 e4 e5 e6 d5 d6.
    # Drawn to love, 2 EP a cube beside a white cell: e1 (d1), f1 (e1), e2 (e1), f2 (f3),
    # d5 (c5), e5 (d5), d6 (d5); not e4 (R R Y R) nor e6 (B R R): 7 cubes, 14 EP.
    # Structure: one straight run of 3, e4 e5 e6 (e1 e2, f1 f2, d5 e5, d6 e6 are pairs): 4 EP.
    # Total: 44 track + 6 first tokens + 14 + 4 + 3 compass = 71.
    assert breakdown(s, 0) == {"track": 44, "first": 6, "tiles": {"drawn-W": 14, "structure": 4},
                               "compass": 3, "total": 71}
    # Ben: the 2 EP of his memory, no value token.
    assert breakdown(s, 1) == {"track": 2, "first": 0, "tiles": {}, "compass": 0, "total": 2}
    outcome = GAME.outcome(s)
    assert outcome.winners == (0,) and outcome.scores == (71, 2) and outcome.tiebreak == ""
