"""held hands' guided first game (Learn to play, ``core/tutorial.py``).

The learner is Player 1 (seat 0, south, who starts); the partner's moves are
the script's, played by the careful bot. The deal is seed 4, found by
``tools/held_hands_tutorial_search.py``: the learner's first three moves pay
with the partner's cards (whose halves follow the partner's fan), play six
cards and more in one turn (the reset), reach the end of the balance track,
complete goals, refill at balance 0 and end on a middle node (the choice of
perspective). Then the script skips ahead (both seats played by the careful
bot) to the first new ring, and on to the heart: the partner goes in first and
the learner must follow on the very next turn, ending at balance 0.

The script is in short words (:func:`parse`): ``F L`` fan, ``G`` reveal a
goal, ``S O23 11`` step onto a node paying with a card, ``E R`` end the move
with that perspective; a lead's entries start with the seat.
"""

from __future__ import annotations

import functools
from typing import Any

from ...core.i18n import T
from ...core.tutorial import Claim, Script, Step, Tutorial
from .actions import EndTurn, Fan, RevealGoal
from .actions import Step as StepOn
from .data import GOAL_CARDS, HAND_SIZE, NODES
from .state import State, visible

LEARNER = 0
PARTNER = 1
SEED = 4
OPTIONS: dict[str, Any] = {"first": 0}

#: From the learner's third move to the first new ring, both seats by the careful bot.
TO_THE_RING = """
1 S O2 24; 1 S O1 8; 1 E L; 0 S O9 16; 0 S O10 33; 0 S O11 4; 0 E L; 1 S O2 30; 1 S O3 14;
1 E L; 0 S O10 43; 0 S O9 13; 0 E L; 1 S O2 34; 1 S O1 10; 1 S O0 18; 1 S O31 2; 1 S O30 45;
1 S O29 20; 1 E L; 0 S O10 42; 0 E L
"""

#: From the middle ring to the heart, where the partner goes in first.
TO_THE_HEART = """
1 G; 0 G; 1 S M15 26; 1 S M14 9; 1 E L; 0 S M5 25; 0 S M4 3; 0 S O7 35; 0 S O6 8; 0 S O5 36;
0 S M2 27; 0 E R; 1 S O29 13; 1 S M15 31; 1 E L; 0 S M3 0; 0 S M4 14; 0 S O8 11; 0 S O9 30;
0 S O10 22; 0 S M5 45; 0 E L; 1 S O29 16; 1 S O28 37; 1 S O27 19; 1 S O26 28; 1 S O25 7;
1 S M12 20; 1 S M13 41; 1 E L; 0 S O10 38; 0 S O9 18; 0 S O8 43; 0 S M4 10; 0 E L; 1 S M12 21;
1 S M11 5; 1 S M10 46; 1 S O19 33; 1 S M9 12; 1 S M8 29; 1 E R; 0 S M3 17; 0 S M2 32;
0 S O5 44; 0 S O4 6; 0 S O3 23; 0 S M1 2; 0 E R; 1 G; 0 G; 1 S I4 1; 1 S I5 15; 1 S I6 32;
1 S I7 4; 1 S M15 47; 1 S I0 24; 1 S I1 40; 1 E L; 0 S M0 34; 0 S M15 6; 0 S O29 3; 0 S M14 14;
0 S I7 17; 0 S I0 10; 0 E R; 1 S I2 30; 1 S I3 44; 1 S I4 23; 1 S I5 0; 1 E R; 0 S I7 18;
0 S M14 27; 0 S M13 35; 0 S O25 36; 0 S M12 42; 0 S I6 8; 0 E R; 1 S M11 38; 1 S M12 43;
1 S M13 11; 1 S I7 45; 1 S I0 39; 1 S I1 2; 1 E L; 0 S M11 15; 0 S O21 19; 0 S M10 22;
0 S O19 5; 0 S M9 0; 0 S I5 25; 0 E L; 1 S I0 4; 1 S M0 46; 1 S O31 1; 1 S O30 47; 1 S O29 12;
1 S M14 9; 1 S M13 40; 1 S I7 32; 1 E L; 0 S M9 13; 0 S I4 16; 0 S I3 37; 0 S I2 26; 0 E R;
1 S I0 13; 1 S H 30; 1 E L
"""


def parse(word: str) -> Any:
    """One action in the script's short words (see the module docstring)."""
    head, *rest = word.split()
    if head == "F":
        return Fan(side="L" if rest[0] == "L" else "R")
    if head == "G":
        return RevealGoal()
    if head == "S":
        return StepOn(rest[0], int(rest[1]))
    if head == "E":
        return EndTurn(perspective="L" if rest[0] == "L" else "R")
    raise ValueError(f"not a word of the script: {word!r}")


#: The lesson in its short words: a step and a lead, read by :func:`parse`.
SCRIPT = Script(parse)
step = SCRIPT.step
lead = SCRIPT.lead


# -- what the claims read ------------------------------------------------------------------------
def moved_by(b: State, a: State, change: int) -> bool:
    return a.balances[LEARNER] == b.balances[LEARNER] + change


def paid_with(b: State, a: State, owner: int, shown: str) -> bool:
    """The last card played came from ``owner``'s hand and showed ``shown`` there."""
    card = a.cards_played[-1]
    return card in b.hands[owner] and visible(card, b.perspectives[owner]) == shown


STEP_WHY = T("The lesson's cards are dealt so that each rule comes up in turn; the lit node and the lit card "
             "are where this one does.")


def steps() -> tuple[Step, ...]:
    return (
        step(T("Welcome. Click Continue to begin."),
             T("You and your partner play together, in silence: walk your pawns to the heart in the centre "
               "and enter it both, each ending at balance 0. You are Player 1, at the bottom."),
             None, Claim("the game starts with both fanning their hands",
                         lambda b, a: a.phase == "fan" and a.positions == ("O24", "O8"))),
        step(T("Fan your hand to the right."),
             T("Every card shows two halves. Only the half on your fan's side counts: fanned right, your cards "
               "show their right halves. Both hands lie open; both of you may pay with either."),
             "F R", Claim("the fan sets the perspective", lambda b, a: a.perspectives[LEARNER] == "R"),
             why=T("In this lesson you fan to the right.")),
        step(T("Your partner fanned left. Reveal your first goal."),
             T("With no active goal, your whole turn is to turn up your next goal card: here sad, a black "
               "node of the outer ring."),
             "G", Claim("revealing turns up the top goal card",
                        lambda b, a: a.active_goals[LEARNER] is not None
                        and GOAL_CARDS[a.active_goals[LEARNER]] == "sad"),
             before="1 F L", why=T("Without an active goal, revealing one is your whole turn.")),
        step(T("Your partner revealed a goal. Step onto the black node left of you, paying with the lit card."),
             T("A step enters a neighbouring node with a card whose visible half has the node's colour. "
               "Sad (black) and angry (red) take one from your balance; happy and calm add one."),
             "S O23 11", Claim("entering sad takes one from the balance", lambda b, a: moved_by(b, a, -1)),
             before="1 G", why=STEP_WHY),
        step(T("Step on to the blue node."), T("Calm adds one: your balance is back at 0."),
             "S O22 0", Claim("entering calm adds one", lambda b, a: moved_by(b, a, 1)), why=STEP_WHY),
        step(T("Step on to the red node."), T("Angry takes one. A move may go on as long as you have cards that "
                                             "fit, but never into a node twice in one turn."),
             "S O21 46", Claim("entering angry takes one", lambda b, a: moved_by(b, a, -1)), why=STEP_WHY),
        step(T("Step on to the blue node."), T("Calm: balance 0 again."),
             "S O20 41", Claim("entering calm adds one", lambda b, a: moved_by(b, a, 1)), why=STEP_WHY),
        step(T("Pay the red node with your partner's lit card."),
             T("You may pay with your partner's cards too, and theirs show the half of your partner's fan: "
               "this one shows red (its left half), though on your side it would be blue."),
             "S O19 28", Claim("a partner's card shows the half of the partner's fan",
                               lambda b, a: paid_with(b, a, PARTNER, "angry")), why=STEP_WHY),
        step(T("Step on to the green node: your sixth card this turn."),
             T("From the sixth card of a turn on, each step sets your balance to 0 instead of changing it."),
             "S O18 26", Claim("the sixth card resets the balance to 0",
                               lambda b, a: len(a.cards_played) == 6 and a.balances[LEARNER] == 0), why=STEP_WHY),
        step(T("Step on to the black node with your partner's card."),
             T("Sad would take one, but this is the seventh card: the balance stays at 0."),
             "S O17 38", Claim("a seventh card keeps the balance at 0",
                               lambda b, a: b.balances[LEARNER] == 0 and a.balances[LEARNER] == 0), why=STEP_WHY),
        step(T("End your move."),
             T("You crossed to the left half of the board, so your fan turns to the left. Ending on black "
               "completes your sad goal (the next is revealed at once), and at balance 0 you refill your "
               "hand to six."),
             "E L", Claim("crossing sides switches the fan; a goal done; balance 0 refills to six",
                          lambda b, a: a.perspectives[LEARNER] == "L" and len(a.goals_done[LEARNER]) == 1
                          and len(a.hands[LEARNER]) == HAND_SIZE),
             why=T("End the move here: it completes your goal.")),
        step(T("Your partner moved. Step onto the green node."), T("Happy adds one: balance +1."),
             "S O16 7", Claim("entering happy adds one", lambda b, a: moved_by(b, a, 1)),
             before="1 S O9 15; 1 S O10 44; 1 E R", why=STEP_WHY),
        step(T("Step on to the blue node."),
             T("Your balance reaches +2, the end of its track. Leaving -2..+2 at any moment loses the game "
               "for you both, so the next step must take one away."),
             "S O15 17", Claim("the balance reaches +2, the end of the track",
                               lambda b, a: a.balances[LEARNER] == 2), why=STEP_WHY),
        step(T("Step on to the red node."), T("Angry takes one: +1."),
             "S O14 27", Claim("entering angry takes one", lambda b, a: moved_by(b, a, -1)), why=STEP_WHY),
        step(T("Step on to the black node."), T("Sad takes one: balance 0, and black is your goal's colour."),
             "S O13 47", Claim("entering sad takes one, to 0",
                               lambda b, a: moved_by(b, a, -1) and a.balances[LEARNER] == 0), why=STEP_WHY),
        step(T("End your move."), T("Goal done, and at balance 0 your hand fills up to six again."),
             "E L", Claim("a goal done and a refill at balance 0",
                          lambda b, a: len(a.goals_done[LEARNER]) == 2 and len(a.hands[LEARNER]) == HAND_SIZE),
             why=T("End the move here: it completes your goal.")),
        step(T("Your partner moved far. Step onto the red node."),
             T("Your partner played six cards and more as well. Now walk towards the top of the board."),
             "S O12 32", Claim("entering angry takes one", lambda b, a: moved_by(b, a, -1)),
             before="1 S O9 1; 1 S O8 21; 1 S O7 19; 1 S O6 12; 1 S O5 23; 1 S O4 6; 1 S O3 29; 1 E L",
             why=STEP_WHY),
        step(T("Pay the green node with your partner's card."), T("Happy: balance 0."),
             "S O11 5", Claim("a partner's card pays", lambda b, a: paid_with(b, a, PARTNER, "happy")),
             why=STEP_WHY),
        step(T("Step on to the black node."), T("Sad: -1."),
             "S O10 40", Claim("entering sad takes one", lambda b, a: moved_by(b, a, -1)), why=STEP_WHY),
        step(T("Step on to the blue node."), T("Calm: 0."),
             "S O9 22", Claim("entering calm adds one", lambda b, a: moved_by(b, a, 1)), why=STEP_WHY),
        step(T("Step on to the black node at the top of the board."),
             T("This node lies on the line between the two halves: a middle node."),
             "S O8 39", Claim("the top node is a middle node", lambda b, a: NODES["O8"].side is None),
             why=STEP_WHY),
        step(T("End your move and switch your fan to the right."),
             T("On a middle node you choose: keep your fan or switch it. Your balance is -1, not 0, so no "
               "refill this time."),
             "E R", Claim("a middle node lets you switch; no refill away from 0",
                          lambda b, a: a.perspectives[LEARNER] == "R" and len(a.hands[LEARNER]) == 1),
             why=T("On this middle node the lesson switches your fan.")),
        step(T("Now we skip ahead to your first new ring. Click Continue."),
             T("You know the moves now. The app plays both of you until all four goals of each of you in the "
               "outer ring are done."), None, None),
        step(T("A new ring. Click Continue."),
             T("Both of you completed your four goals: each draws four new goals, and you may now move one "
               "ring further in. Goals count only on nodes of the current ring."),
             None, Claim("four goals each done: the middle ring opens with four new goals each",
                         lambda b, a: a.ring == 1 and all(len(a.goals_done[s]) == 4 for s in (0, 1))
                         and all(len(a.goal_piles[s]) + (a.active_goals[s] is not None) == 4 for s in (0, 1))),
             before=TO_THE_RING),
        step(T("On to the heart. Click Continue."),
             T("The app plays on through the middle and the inner ring. When the inner goals are done, a "
               "pawn on an inner node joined to the heart may enter it with any card, if the balance is then "
               "0."), None, Claim("the heart is open and your partner is in it",
                                  lambda b, a: a.ring == 3 and a.in_heart == (False, True)),
             before=TO_THE_HEART),
        step(T("Your partner is in the heart: follow this turn. Step onto the blue node."),
             T("When one of you has entered the heart, the other must follow on the very next turn, also at "
               "balance 0, or the couple breaks up."),
             "S I1 3", Claim("entering calm adds one", lambda b, a: moved_by(b, a, 1)), why=STEP_WHY),
        step(T("Step on to the green node."), T("Happy: +2."),
             "S I0 27", Claim("entering happy adds one", lambda b, a: moved_by(b, a, 1)), why=STEP_WHY),
        step(T("Step on to the red node with your partner's card."), T("Angry: +1."),
             "S I7 24", Claim("entering angry takes one", lambda b, a: moved_by(b, a, -1)), why=STEP_WHY),
        step(T("Step out to the black node of the middle ring."), T("Sad: 0. A move may go back out a ring."),
             "S M13 34", Claim("entering sad takes one", lambda b, a: moved_by(b, a, -1)), why=STEP_WHY),
        step(T("Step in to the black node joined to the heart."), T("Sad: -1. Now one card more, to the heart."),
             "S I6 21", Claim("entering sad takes one", lambda b, a: moved_by(b, a, -1)), why=STEP_WHY),
        step(T("Enter the heart with your last card."),
             T("Any card enters the heart; its visible half changes the balance, which must then be 0: "
               "calm brings -1 to 0."),
             "S H 42", Claim("the heart is entered at balance 0",
                             lambda b, a: a.positions[LEARNER] == "H" and a.balances[LEARNER] == 0), why=STEP_WHY),
        step(T("End your move."), T("Both of you are in the heart."), "E L",
             Claim("both in the heart: the couple wins",
                   lambda b, a: a.in_heart == (True, True) and a.result is not None
                   and a.result.winners == (0, 1)),
             why=T("End the move: you are in the heart.")),
        step(T("You hold hands! Click Continue to finish."),
             T("You won together. You are ready for a real game with an Easy bot as your partner."),
             None, None),
    )


@functools.cache
def tutorial() -> Tutorial:
    """The lesson (built once: it is data)."""
    return Tutorial(game_id="held-hands", seats=2, seed=SEED, options=dict(OPTIONS), seat=LEARNER,
                    steps=steps(), names=(T("Player 1"), T("Player 2")))
