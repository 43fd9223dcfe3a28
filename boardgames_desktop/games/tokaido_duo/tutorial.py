"""Tokaido Duo's guided first game (Learn to play, ``core/tutorial.py``).

The learner plays purple (seat 0, player A) against green, whose moves the
script plays. The deal and every die come from seed 4 (all wave tiles on their
bold side), found by ``tools/tokaido_tutorial_search.py``: in its first eight
rounds every kind of action falls to the learner (a temple, painting, drawing
goods, a seaside and Hasty, giving a painting, coins in a coastal town, the hot
spring and its second move, selling, a garden, and 10 coins becoming a gold);
then the script skips to round 33 (both sides played by the Easy bot), where
the learner's garden reaches 6, the round is finished with the last dice and
the game is scored.

Each step's claim checks the rule its note states against the rules' states.
The script is in short words (:func:`parse`): ``R`` roll, ``M pilgrim s2``
move, ``V`` visit, ``W artist`` wave tile, ``P``/``P+`` paint, ``G`` give,
``D``/``D+`` draw, ``K 2 1 2 0`` keep, ``S 1``/``S 1 c`` sell, ``U`` hot
spring, ``-`` pass, ``X fan`` return a good; a lead's entries start with the
seat.
"""

from __future__ import annotations

import functools
from typing import Any

from ...core.i18n import T
from ...core.tutorial import Claim, Script, Step, Tutorial
from .actions import Draw, Give, Keep, Move, Paint, Pass, ReturnGood, Roll, Sell, TakeWave, UseSpring, Visit
from .state import OVER, PICK, ROLL, State, roller, score

LEARNER = 0
OTHER = 1
SEED = 4
OPTIONS: dict[str, Any] = {"first": "seat1", "waves": "b"}

#: Rounds 8 (its end) to 33 (its roll), both sides played by the Easy bot.
SKIP = """
1 M pilgrim s23; 1 W merchant; 0 R; 0 M merchant s19; 0 S 2; 1 M artist r2; 1 G;
0 M pilgrim s17; 0 W merchant; 1 R; 1 M pilgrim s25; 1 V; 0 M merchant m2; 0 D; 1 M artist r7;
1 -; 1 -; 0 R; 0 M merchant m1; 0 D; 1 M pilgrim s28; 1 W merchant; 0 X fan; 1 U;
1 M pilgrim s3; 1 V; 0 M artist r2; 1 R; 1 M pilgrim s4; 1 V; 0 M artist r8; 0 P;
1 M merchant m4; 1 D; 1 K 3 0 2 1; 0 R; 0 M pilgrim s19; 0 V; 1 M merchant s22; 0 M artist r5;
0 G; 1 R; 1 M pilgrim s5; 1 V; 0 M artist r6; 0 P; 1 M merchant m4; 1 -; 0 R; 0 M pilgrim s20;
0 V; 1 M merchant s4; 1 S 3; 0 M artist r5; 1 R; 1 M merchant m4; 1 D; 0 M pilgrim s23;
0 W artist; 1 M artist r5; 1 P; 0 R; 0 M pilgrim s25; 0 V; 1 M merchant s4; 1 -; 0 M artist r7;
0 -; 0 -; 1 R; 1 M merchant m3; 1 D+; 1 K 2 2 2 0; 0 M pilgrim s28; 0 W merchant; 1 X doll;
0 -; 1 M artist r3; 1 G; 0 R; 0 M pilgrim s3; 0 V; 0 U; 0 M pilgrim s7; 0 V; 1 M artist r8;
1 P; 0 M merchant m4; 0 D; 0 K 1 3 2 0; 1 R; 1 M pilgrim s8; 1 V; 0 M artist r2; 0 G;
1 M merchant m4; 1 D; 1 K 3 2 0 0; 0 R; 0 M artist r7; 0 G; 1 M pilgrim s11; 1 V;
0 M merchant s22; 0 S 3; 1 R; 1 M merchant s4; 1 S 3; 0 M pilgrim s8; 0 V; 1 M artist r7; 1 -;
0 R; 0 M pilgrim s10; 0 V; 1 M merchant m1; 1 D; 0 M artist r5; 0 G; 1 R; 1 M pilgrim s12; 1 V;
0 M merchant m4; 0 D+; 0 K 1 1 2 2; 1 M artist r8; 1 G; 1 U; 1 M artist r1; 1 G; 0 R;
0 M pilgrim s14; 0 V; 1 M merchant m4; 1 D; 1 K 0 2 2 1; 0 M artist r7; 0 G; 1 R;
1 M merchant s15; 1 S 1; 0 M artist r6; 0 P; 1 M pilgrim s16; 1 V; 0 R; 0 M merchant s26;
0 S 1; 1 M artist r4; 1 P; 0 M pilgrim s19; 0 V; 1 R; 1 M merchant m4; 1 D; 1 K 2 2 1 0;
0 M pilgrim s20; 0 V; 1 M artist r6; 1 -; 0 R; 0 M merchant m1; 0 D; 0 K 1 2 2 1;
1 M artist r3; 1 G; 0 M pilgrim s24; 0 V; 1 R; 1 M pilgrim s18; 1 V; 0 M artist r8; 0 G;
1 M merchant s22; 1 S 1; 0 R; 0 M pilgrim s27; 0 V; 1 M artist r5; 1 -; 0 M merchant m4; 0 -;
1 R; 1 M pilgrim s19; 1 V; 0 M artist r6; 0 P; 1 M merchant m4; 1 D; 1 K 3 1 1 0
"""


def parse(word: str) -> Any:
    """One action in the script's short words (see the module docstring)."""
    head, *rest = word.split()
    simple = {"R": Roll(), "V": Visit(), "P": Paint(), "P+": Paint(True), "G": Give(), "D": Draw(),
              "D+": Draw(True), "U": UseSpring(), "-": Pass()}
    if head in simple:
        return simple[head]
    if head == "M":
        return Move(rest[0], rest[1])
    if head == "W":
        return TakeWave(rest[0])
    if head == "K":
        a, b, c, d = (int(n) for n in rest)
        return Keep((a, b, c, d))
    if head == "S":
        return Sell(int(rest[0]), cunning=rest[1:] == ["c"])
    if head == "X":
        return ReturnGood(rest[0])
    raise ValueError(f"not a word of the script: {word!r}")


#: The lesson in its short words: a step and a lead, read by :func:`parse`.
SCRIPT = Script(parse)
step = SCRIPT.step
lead = SCRIPT.lead


# -- what the claims read -------------------------------------------------------------------
def me(state: State) -> Any:
    return state.players[LEARNER]


def them(state: State) -> Any:
    return state.players[OTHER]


MOVE_WHY = T("In this lesson the dice are fixed so that each rule comes up in turn; the lit space is "
             "where this one does.")
ACT_WHY = T("This space's action is the lesson now; in a real game you may also take no action.")


def steps() -> tuple[Step, ...]:
    return (
        step(T("Welcome. Click Continue to begin."),
             T("You are purple. Each of you has three characters: a pilgrim on the coast road, a merchant "
               "on the trade routes and an artist in the regions. Every round three dice are rolled, one a "
               "character; picking a die moves your character of that die."),
             None, Claim("the game starts in round 1, before the roll, purple to roll",
                         lambda b, a: a.round == 1 and a.phase == ROLL and roller(a) == LEARNER)),
        # -- round 1 ---------------------------------------------------------------------------
        step(T("Roll the three dice."),
             T("You are player A: in odd rounds you roll, pick the first die, let green pick the second and "
               "take the last one. In even rounds green rolls and picks first and third."),
             "R", Claim("the roller is player A in round 1 and picks next",
                        lambda b, a: a.dice is not None and a.phase == PICK and roller(a) == LEARNER),
             why=T("Nothing can be picked before the dice are rolled.")),
        step(T("Pick the pilgrim die (2): move your pilgrim two stations to the temple."),
             T("The pilgrim walks clockwise along the coast exactly as many stations as its die shows. "
               "Occupied stations count as steps; landing on one, it goes on to the next free one."),
             "M pilgrim s2", Claim("the pilgrim moved two stations clockwise, 28 to 2",
                                   lambda b, a: me(b).pilgrim == "s28" and me(a).pilgrim == "s2"),
             why=MOVE_WHY),
        step(T("Visit the temple."),
             T("A temple moves your temple track up one. Reaching 9 would end the game."),
             "V", Claim("a temple visit moves the temple track up one",
                        lambda b, a: me(a).temple == me(b).temple + 1), why=ACT_WHY),
        step(T("Green took the merchant die. Take the last die: move your artist one region to the Awa Hills."),
             T("Green picked the second die, so the artist die is yours. The artist moves from region to "
               "neighbouring region, as many regions as its die."),
             "M artist r1", Claim("the last die of the round fell to the roller",
                                  lambda b, a: len(a.picks) == 3 and a.picks[2] == (LEARNER, "artist")),
             before="1 M merchant s22", why=MOVE_WHY),
        step(T("Paint."),
             T("Painting turns face up as many of your face-down paintings as there are pilgrims and "
               "merchants, yours too, on the region's coast and its mountain towns: here your pilgrim and "
               "your merchant, so two."),
             "P", Claim("painting turned two paintings: two characters stand by the region",
                        lambda b, a: me(a).turned == me(b).turned + 2), why=ACT_WHY),
        # -- round 2 ---------------------------------------------------------------------------
        step(T("Green rolled and took the artist die. Pick the merchant die (3): move to Kamiyama."),
             T("Round 2: green rolls and picks first and third. The merchant travels the trade routes, one "
               "town a step. In a mountain town he draws goods from the bag: Kamiyama draws 3."),
             "M merchant m2", Claim("in even rounds green rolls and you pick second",
                                    lambda b, a: roller(b) == OTHER and len(b.picks) == 1),
             before="1 R; 1 M artist r1; 1 -", why=MOVE_WHY),
        step(T("Draw goods."),
             T("Three goods come out of the bag. After an action you may keep at most 5 goods; with more, "
               "you choose which go back."),
             "D", Claim("Kamiyama draws three goods",
                        lambda b, a: me(a).goods_total == me(b).goods_total + 3), why=ACT_WHY),
        # -- round 3 ---------------------------------------------------------------------------
        step(T("Green's pilgrim took a wave tile. Your roll: roll the dice."),
             T("Green's pilgrim stopped at the seaside and took the artist's wave tile. Round 3 is odd, so "
               "you roll and pick first again."),
             "R", Claim("odd rounds are player A's to roll",
                        lambda b, a: b.round == 3 and roller(b) == LEARNER and a.phase == PICK),
             before="1 M pilgrim s17; 1 W artist", why=T("Roll first: the dice decide what can be picked.")),
        step(T("Pick the pilgrim die (4): walk to the seaside at station 6."),
             T("At the seaside the pilgrim takes a wave tile: a lasting power of one character."),
             "M pilgrim s6", Claim("the pilgrim walked four stations, 2 to 6",
                                   lambda b, a: me(a).pilgrim == "s6"), why=MOVE_WHY),
        step(T("Take the pilgrim's wave tile, Hasty."),
             T("Hasty lets your pilgrim move one station more than its die, when you want. A tile is taken "
               "from the board, or from your opponent once the board has none; it is never flipped."),
             "W pilgrim", Claim("the pilgrim's wave tile is now yours",
                                lambda b, a: a.wave_holders[0] == LEARNER), why=ACT_WHY),
        step(T("Green took the merchant die. Take the last die: move your artist to the Sanuki Moon."),
             T("Your first face-up painting shows a moon; this region's symbol is a moon."),
             "M artist r8", Claim("the artist moved one region, 1 to 8", lambda b, a: me(a).artist == "r8"),
             before="1 M merchant m3; 1 D", why=MOVE_WHY),
        step(T("Give away the moon painting."),
             T("Giving removes your first face-up painting when its symbol matches the region's. The more "
               "you give, the more culture you score; giving the tenth ends the game."),
             "G", Claim("giving removed the first face-up painting",
                        lambda b, a: me(a).given == me(b).given + 1 and me(b).paintings[0] == "moon"),
             why=ACT_WHY),
        # -- round 4 ---------------------------------------------------------------------------
        step(T("Pick the pilgrim die (1) and use Hasty: move two stations, to the coastal town at station 8."),
             T("Your die shows 1, but Hasty may add one: station 7 or station 8. A coastal town pays coins, "
               "its specialty's price."),
             "M pilgrim s8", Claim("with Hasty a die of 1 walks two stations",
                                   lambda b, a: me(b).pilgrim == "s6" and me(a).pilgrim == "s8"),
             before="1 R; 1 M artist r2; 1 P", why=MOVE_WHY),
        step(T("Visit the coastal town."),
             T("The town's specialty is kimono at 3: your pilgrim earns 3 coins."),
             "V", Claim("a coastal town pays its price, 3 coins", lambda b, a: me(a).coins == me(b).coins + 3),
             why=ACT_WHY),
        # -- round 5 ---------------------------------------------------------------------------
        step(T("Green drew goods and kept five. Roll the dice."),
             T("Green's merchant drew past the limit and kept five goods; the others went back to the bag."),
             "R", Claim("after green's draw green holds at most five goods",
                        lambda b, a: them(b).goods_total <= 5 and a.phase == PICK),
             before="1 M merchant m2; 1 D; 1 K 2 1 2 0", why=T("Roll first: the dice decide what can be picked.")),
        step(T("Pick the pilgrim die (3) with Hasty: four stations, to the hot spring at station 12."),
             T("The hot spring lets one later die be used twice."), "M pilgrim s12",
             Claim("the pilgrim reached the hot spring", lambda b, a: me(a).pilgrim == "s12"), why=MOVE_WHY),
        step(T("Take the hot spring token."),
             T("You hold the hot spring now (taken from the board, or from your opponent). It cannot be used "
               "on the die that gained it."),
             "V", Claim("the hot spring token is yours", lambda b, a: a.spring == LEARNER), why=ACT_WHY),
        step(T("Green sold a pottery. Take the last die: move your artist three regions, to the Shimanto Heights."),
             T("Green's merchant is in a coastal town and sold there. Your artist walks three regions, none "
               "twice."),
             "M artist r5", Claim("the artist walked three regions, 8 to 5", lambda b, a: me(a).artist == "r5"),
             before="1 M merchant s22; 1 S 1", why=MOVE_WHY),
        step(T("Paint."),
             T("One character stands by this region (green's pilgrim on its coast): one painting turns."),
             "P", Claim("one character by the region turns one painting",
                        lambda b, a: me(a).turned == me(b).turned + 1), why=ACT_WHY),
        step(T("Use the hot spring."),
             T("After a die you picked, spend the hot spring to move the same character the same number "
               "again and take that space's action. The token goes back to the board."),
             "U", Claim("spending the hot spring returns it to the board", lambda b, a: a.spring is None),
             why=T("The lesson is the hot spring: use it on this die.")),
        step(T("Move the artist three regions again, to the Sanuki Moon."),
             T("The second move may find nothing to do: nobody stands by this region, and your first face-up "
               "painting (a mountain) does not match its moon. The round ends."),
             "M artist r8", Claim("the second move of the spring ended the round",
                                  lambda b, a: me(a).artist == "r8" and a.phase == ROLL and a.round == 6),
             why=MOVE_WHY),
        # -- round 6 ---------------------------------------------------------------------------
        step(T("Pick the merchant die (1): move to the coastal town at station 4."),
             T("A coastal town holds one character at a time, so a merchant may not end on an occupied one."),
             "M merchant s4", Claim("the merchant stepped from Kamiyama to its coastal town",
                                    lambda b, a: me(b).merchant == "m2" and me(a).merchant == "s4"),
             before="1 R; 1 M pilgrim s20; 1 V", why=MOVE_WHY),
        step(T("Sell your kimono."),
             T("Here kimono sell at 4 coins each. You may sell any number of goods of the town's specialty."),
             "S 1", Claim("a kimono sold for 4 coins", lambda b, a: me(a).coins == me(b).coins + 4),
             why=ACT_WHY),
        # -- round 7 ---------------------------------------------------------------------------
        step(T("Roll the dice."), T("Round 7: your roll again."),
             "R", Claim("round 7 is purple's roll", lambda b, a: b.round == 7 and roller(b) == LEARNER),
             before="1 M artist r4; 1 -", why=T("Roll first: the dice decide what can be picked.")),
        step(T("Pick the pilgrim die (2): walk to the garden at station 14."),
             T("A garden moves your garden track up one; reaching 6 ends the game. At the end faith scores "
               "temple times garden."),
             "M pilgrim s14", Claim("the pilgrim walked two stations, 12 to 14",
                                    lambda b, a: me(a).pilgrim == "s14"), why=MOVE_WHY),
        step(T("Visit the garden."), T("Your garden track moves up one."),
             "V", Claim("a garden visit moves the garden track up one",
                        lambda b, a: me(a).garden == me(b).garden + 1), why=ACT_WHY),
        step(T("Green painted. Take the last die: move the merchant to Kotohira."),
             T("Kotohira draws 2 goods."), "M merchant m1",
             Claim("the merchant took two steps to Kotohira", lambda b, a: me(a).merchant == "m1"),
             before="1 M artist r1; 1 P", why=MOVE_WHY),
        step(T("Draw goods."), T("Two goods come out of the bag."),
             "D", Claim("Kotohira draws two goods", lambda b, a: me(a).goods_total == me(b).goods_total + 2),
             why=ACT_WHY),
        # -- round 8 ---------------------------------------------------------------------------
        step(T("Pick the merchant die (3): travel to the coastal town at station 11."),
             T("This town buys pottery at 3 coins. You have 7 coins."),
             "M merchant s11", Claim("the merchant travelled three towns to station 11",
                                     lambda b, a: me(a).merchant == "s11"),
             before="1 R; 1 M artist r8; 1 G", why=MOVE_WHY),
        step(T("Sell one pottery."),
             T("7 + 3 = 10 coins: whenever you have 10 coins or more, 10 of them become a gold at once, on "
               "your merchant board. The 6th gold ends the game; more gold scores more commerce."),
             "S 1", Claim("10 coins became a gold",
                          lambda b, a: me(b).coins + 3 == 10 and me(a).gold == me(b).gold + 1 and me(a).coins == 0),
             why=ACT_WHY),
        step(T("Now we skip ahead to round 33. Click Continue."),
             T("You know every action now. The app plays both sides for 25 rounds; then an end comes near: "
               "your garden is at 5."),
             None, None),
        # -- round 33: the end ------------------------------------------------------------------
        step(T("Round 33: roll the dice."),
             T("Your garden track is at 5, one short of its end."),
             "R", Claim("the skip reached round 33 with purple's garden at 5",
                        lambda b, a: b.round == 33 and me(b).garden == 5 and not b.ending),
             before=SKIP, why=T("Roll first: the dice decide what can be picked.")),
        step(T("Pick the pilgrim die (4): walk to the garden at station 3."),
             T("A garden: your garden track will reach 6."), "M pilgrim s3",
             Claim("the pilgrim walked to the garden at station 3", lambda b, a: me(a).pilgrim == "s3"),
             why=MOVE_WHY),
        step(T("Visit the garden: this ends the game."),
             T("Reaching 6 triggers the end, but the round is finished first: green picks a die and you take "
               "the last one."),
             "V", Claim("garden 6 triggers the end and the round goes on",
                        lambda b, a: me(a).garden == 6 and a.ending == ((LEARNER, "garden"),) and a.phase == PICK),
             why=ACT_WHY),
        step(T("Green sold goods with the last but one die. Take the last die: move your artist to the "
               "Shimanto Heights."), T("The last die of the last round."), "M artist r5",
             Claim("the last die is purple's", lambda b, a: len(a.picks) == 3 and a.picks[2][0] == LEARNER),
             before="1 M merchant s8; 1 S 2", why=MOVE_WHY),
        step(T("Give away your painting."),
             T("With the last action the game is over. Faith is temple times garden (7 x 6 = 42), commerce "
               "the value above your rightmost gold, culture the value under your last painting given."),
             "G", Claim("the game is over and faith is 7 x 6 = 42",
                        lambda b, a: a.phase == OVER and me(a).temple * me(a).garden == 42), why=ACT_WHY),
        step(T("You won! Click Continue to finish."),
             T("Purple 89 points: faith 42, commerce 18 (three gold), culture 29 (eight paintings given). "
               "You are ready for a real game against an Easy bot."),
             None, Claim("purple wins with 89 points",
                         lambda b, a: score(me(a)) == 89 and score(me(a)) > score(them(a)))),
    )


@functools.cache
def tutorial() -> Tutorial:
    """The lesson (built once: it is data)."""
    return Tutorial(game_id="tokaido-duo", seats=2, seed=SEED, options=dict(OPTIONS), seat=LEARNER,
                    steps=steps(), names=(T("Purple"), T("Green")))
