"""Eselsbrücke's guided first game (Learn to play, ``core/tutorial.py``).

A game night of three: you host it (the learner is the table, :data:`TABLE`,
which enters every step in host mode) and sit at the table too, with Ben and
Cleo. Seed 3 fixes the pictures (the thought-cloud card is the bell, your first
story the giraffe, the whale and the pencil); at a game night the host enters
whatever the table says, so the script chooses each guess right or wrong.

The lesson: the thought-cloud card drawn and hidden; drawing and telling; the
cards handed out two rounds later and the storyteller's surplus card; a right
guess confirmed with the holder's number; the thought cloud guessed (C, then
Y); a blocker for a guessing without a wrong guess; the 15 seconds running out
and the penalty; then (skipping round 4) a penalty of 2 that your blocker
stops; then (skipping to the last storyteller of round 7) the last hand-out,
the last guesses and the score. The skipped stretches are written by
``tools/eselsbruecke_tutorial_script.py``.

The script is in short words (:func:`parse`): ``D`` draw, ``H`` hide (the
pictures go face down), ``O`` hand out, ``R 2 0`` right (the holder's seat, its
card number), ``W`` wrong, ``C`` check the thought cloud, ``Y`` the thought
cloud named right, ``T`` time is up.
"""

from __future__ import annotations

import functools
from typing import Any

from ...core.game import TABLE
from ...core.i18n import T
from ...core.tutorial import Claim, Script, Step, Tutorial
from .actions import CheckCloud, Draw, HandOut, Hide, Right, RightCloud, TimeUp, Wrong
from .data import BLOCKER
from .scoring import score

#: The seats: you (the start player, and the host), Ben and Cleo.
YOU, BEN, CLEO = 0, 1, 2
SEED = 3
OPTIONS: dict[str, Any] = {"mode": "host"}

#: From the set-up to the end of Ben's round-3 guessing: every step the lesson shows.
OPENING = """
D H  D H D H D H  D H D H D H
D H O R 2 0; R 0 0; C Y
D H O T; R 2 0; R 0 0; R 1 0
"""
#: Your wrong guess of round 5 (the lesson's own step).
MIDDLE = "W"


def parse(word: str) -> Any:
    """One action in the script's short words (see the module docstring)."""
    head, *rest = word.split()
    simple = {"D": Draw(), "H": Hide(), "O": HandOut(), "W": Wrong(), "C": CheckCloud(), "Y": RightCloud(),
              "T": TimeUp()}
    if head in simple and not rest:
        return simple[head]
    if head == "R" and len(rest) == 2:
        return Right(int(rest[0]), int(rest[1]))
    raise ValueError(f"not a word of the script: {word!r}")


def words(script: str) -> list[str]:
    """The words of a script: ``R`` takes its two numbers, ``;`` may end a word."""
    tokens = script.replace(";", " ").split()
    out: list[str] = []
    i = 0
    while i < len(tokens):
        if tokens[i] == "R":
            out.append(" ".join(tokens[i:i + 3]))
            i += 3
        else:
            out.append(tokens[i])
            i += 1
    return out


def lead(script: str) -> tuple[tuple[int, Any], ...]:
    """The actions a step's lead plays (all the table's, at a game night)."""
    return tuple((TABLE, parse(w)) for w in words(script))


#: The lesson in its short words (every word the table's).
SCRIPT = Script(parse, lead)
step = SCRIPT.step


#: Cleo's round 3 and all of round 4, to your guess in Ben's round 5 (the tool's first stretch).
FIRST = """
D H O W R 0 0 R 1 0 R 2 0 D H O R 2 0 W R 0 0 R 1 0 D H O R 0 0 W R 1 0 R 2 0 D H O W R 0 0 R 1 0 R 2 0
D H O R 2 0 R 1 0 R 0 0 R 0 0 D H O R 0 0 R 2 0 R 1 0
"""
#: From there to Cleo's hand-out of round 7, the game's last (the tool's second stretch).
SECOND = """
R 1 0 D H O R 1 0 R 0 0 R 2 0 W R 2 0 O W R 1 0 W R 0 0 W W O R 0 0 R 2 0 W R 1 0 W R 1 0 O R 1 0 R 0 0
R 2 0 R 2 0 O R 2 0 R 1 0 R 0 0 R 0 0 R 0 0 O R 0 0 R 2 0 R 1 0 R 1 0 R 1 0
"""
#: Round 7, between your guess and Ben's last: Ben wrong, then three cards named.
LAST = "W R 2 0 R 2 0 R 1 0"


# -- what the claims read -------------------------------------------------------------------


def above_blocker(pile: tuple[str, ...]) -> int:
    """Cards on a score pile above its top blocker (all of them without one)."""
    return len(pile) - 1 - max((i for i, c in enumerate(pile) if c == BLOCKER), default=-1)


NEXT_WHY = T("At a game night the big Next button (or Space) enters this step.")
RIGHT_WHY = T("The table said who holds the card named: confirm that holder's card, with its seat number.")

def steps() -> tuple[Step, ...]:
    return _first_steps() + _last_steps()


def _first_steps() -> tuple[Step, ...]:
    """The lesson's first half (split in two so each function stays readable)."""
    return (
        # -- the set-up ----------------------------------------------------------------------
        step(T("A game night of three: click Continue."),
             T("You host tonight and play too, as Ada, with Ben and Cleo. At a game night the app is the bag, "
               "the board and the timer; the people hold their cards. The host's screen enters every step: the "
               "big Next button or Space, a holder's seat number for a right guess, W for a wrong one."),
             None, Claim("at a game night of three the table enters every step",
                         lambda b, a: a.mode == "host" and a.seats == 3 and a.phase == "setup")),
        step(T("Press Space (or click Next) to draw the thought-cloud card."),
             T("The start player draws one picture and shows it to everyone: the thought-cloud card. "
               "Look at it well."),
             "D", Claim("the set-up draws one picture, face up, for the thought cloud",
                        lambda b, a: a.showing == ("bell",) and a.cloud == "bell"), why=NEXT_WHY),
        step(T("Everyone has seen the bell: press Space to lay it face down on the thought cloud."),
             T("It stays there face down. Late in a guessing it may be the card to name, so remember it: "
               "a bell."),
             "H", Claim("the thought-cloud card lies face down",
                        lambda b, a: a.showing == () and a.cloud == "bell" and a.phase == "draw"), why=NEXT_WHY),
        # -- round 1 -------------------------------------------------------------------------
        step(T("Round 1, your story: press Space to draw 3 pictures."),
             T("The donkey marks the storyteller. The round table says how many pictures: 3 in rounds 1 and "
               "2, 4 in rounds 3 and 4, 5 in round 5; rounds 6 and 7 have no story."),
             "D", Claim("round 1 draws 3 pictures for the story",
                        lambda b, a: a.showing == ("giraffe", "whale", "pencil")), why=NEXT_WHY),
        step(T("Tell a story that links the giraffe, the whale and the pencil, then press Space."),
             T("Say it aloud, for example: \"A giraffe lent a whale her pencil to write home.\" Then the "
               "pictures go face down into your slot for round 1. Two rounds later, in round 3, you hand "
               "them out, and the others must remember your story."),
             "H", Claim("the told story lies face down in the storyteller's slot for round 1",
                        lambda b, a: a.slots[YOU][0] == ("giraffe", "whale", "pencil") and a.showing == ()),
             why=NEXT_WHY),
        step(T("Ben drew his 3 pictures and tells his story: press Space when he is done."),
             T("Ben's story links the panda, the bone and the strawberry. Listen well: in round 3 you may "
               "have to name one of them."),
             "H", Claim("Ben's story lies face down in his slot for round 1",
                        lambda b, a: a.slots[BEN][0] == ("panda", "bone", "strawberry")),
             before="D", why=NEXT_WHY),
        # -- round 3 -------------------------------------------------------------------------
        step(T("Round 3: tell your story of the dolphin, the candle, the house and the firefighter, "
               "then press Space."),
             T("Cleo told her story of the mouse, the flamingo and the ping pong, and round 2's three stories "
               "were told (the app stepped through them). Round 3 is the first with guessing: after the "
               "story, the storyteller hands out the stack from two rounds earlier."),
             "H", Claim("round 3 draws 4 pictures",
                        lambda b, a: b.round == 3 and len(a.slots[YOU][2]) == 4 and a.phase == "hand_out"),
             before="D H  D H D H D H  D", why=NEXT_WHY),
        step(T("Press Space to hand out your round-1 cards."),
             T("Your round-1 stack is dealt face down, one card a seat from your left: Ben, then Cleo. Three "
               "cards and two other seats: the surplus card stays in your own hand. You never guess in your "
               "own turn, but the others may name your surplus card."),
             "O", Claim("round 3 hands out round 1's stack, the surplus to the storyteller",
                        lambda b, a: a.slots[YOU][0] == () and a.hands == (("pencil",), ("giraffe",), ("whale",))
                        and a.news is not None and a.news.surplus == 1), why=NEXT_WHY),
        step(T("Ben names the whale, and Cleo says it is hers: press 3, Cleo's seat number."),
             T("Guessing starts left of the storyteller. A guess names the picture on a card another seat "
               "holds. Right: the holder hands it over and it goes face down on the guesser's score pile. "
               "Each guess has 15 seconds."),
             "R 2 0", Claim("a right guess puts the named card on the guesser's score pile",
                            lambda b, a: a.piles[BEN] == ("whale",) and a.hands[CLEO] == ()), why=RIGHT_WHY),
        step(T("Cleo names the pencil, your surplus card: press 1, your seat number."),
             T("The storyteller hands over a surplus card named, like any other. After every guess, right "
               "or wrong, the turn passes to the next seat."),
             "R 0 0", Claim("a surplus card named goes to the guesser, and the turn passes on",
                            lambda b, a: a.piles[CLEO] == ("pencil",) and a.guesser == BEN), why=RIGHT_WHY),
        step(T("Ben holds the last card himself, so he names the thought-cloud card: \"the bell\". "
               "Press C (or Next) to turn it over."),
             T("When the only card still unguessed is in the guesser's own hand, the guesser names the "
               "thought-cloud card instead."),
             "C", Claim("the last card in the guesser's own hand: the thought cloud is guessed",
                        lambda b, a: b.hands[BEN] != () and sum(map(len, b.hands)) == 1
                        and a.phase == "cloud_check" and a.showing == ("bell",)),
             why=T("Ben guessed the thought-cloud card: turn it over to check (C).")),
        step(T("It is the bell: press Y, right."),
             T("Right: Ben takes the thought-cloud card onto his score pile and lays his own card face down "
               "on the thought cloud. Wrong, the thought-cloud card would leave the game and the penalty "
               "would apply."),
             "Y", Claim("the thought cloud named right: its card to the pile, the guesser's card in its place",
                        lambda b, a: a.piles[BEN] == ("whale", "bell") and a.cloud == "giraffe"
                        and a.cloud_from == BEN),
             why=T("Ben named it right: press Y.")),
    )


def _last_steps() -> tuple[Step, ...]:
    return (
        step(T("Nobody guessed wrong: you get a blocker. Click Continue."),
             T("When a storyteller's guessing goes without a wrong guess, the storyteller lays a blocker on "
               "top of its score pile. A penalty stops at a blocker: the cards beneath it are safe for the "
               "rest of the game."),
             None, Claim("a guessing without a wrong guess gives the storyteller a blocker",
                         lambda b, a: a.piles[YOU] == (BLOCKER,) and a.supply == 29 and a.active == BEN)),
        step(T("Ben tells his round-3 story: press Space when he is done."),
             T("The bee, the bandage, the monkey and the skateboard: Ben will hand these out in round 5."),
             "H", Claim("Ben's round-3 story lies in his slot for round 3",
                        lambda b, a: a.slots[BEN][2] == ("bee", "bandage", "monkey", "skateboard")),
             before="D", why=NEXT_WHY),
        step(T("Press Space: Ben hands out his round-1 cards."),
             T("Cleo gets the first card, you the second; the third is Ben's surplus."),
             "O", Claim("Ben's round-1 stack is dealt from his left, the surplus his",
                        lambda b, a: a.hands == (("bone",), ("strawberry",), ("panda",))), why=NEXT_WHY),
        step(T("Cleo thinks and thinks: let the 15 seconds run out (click nothing)."),
             T("No answer within 15 seconds counts as a wrong guess; the countdown beside the headline warns "
               "in the last seconds. A wrong guess costs the penalty in the dark cloud, in round 3 one card "
               "from the top of the guesser's score pile, out of the game: Cleo loses the pencil."),
             "T", Claim("time up counts as wrong: round 3's penalty discards one card",
                        lambda b, a: b.piles[CLEO] == ("pencil",) and a.piles[CLEO] == () and "pencil" in a.out
                        and a.any_wrong),
             why=T("Wait: this step shows what happens when the 15 seconds run out.")),
        step(T("Your guess: you remember Ben's panda, and Cleo says it is hers. Press 3."),
             T("You play too: the host enters your own guesses like everyone's."),
             "R 2 0", Claim("your right guess lies on your blocker",
                            lambda b, a: a.piles[YOU] == (BLOCKER, "panda")), why=RIGHT_WHY),
        step(T("Cleo named your bone. Now you name the strawberry, Ben's surplus card: press 2."),
             T("Every card handed out is named, so the guessing ends. A guess went wrong (the time-up), so "
               "Ben gets no blocker."),
             "R 1 0", Claim("a guessing with a wrong guess gives no blocker",
                            lambda b, a: a.active == CLEO and BLOCKER not in a.piles[BEN]
                            and a.piles[YOU] == (BLOCKER, "panda", "strawberry")),
             before="R 0 0", why=RIGHT_WHY),
        # -- round 5 -------------------------------------------------------------------------
        step(T("Now we skip ahead to round 5. Click Continue."),
             T("The app steps through Cleo's round 3 and all of round 4. Watch the top of your score pile: "
               "after three wrong guesses of yours and another blocker, one card lies above your top blocker."),
             None, None),
        step(T("Ben hands out in round 5, and you name a picture nobody holds: press W, wrong."),
             T("From round 5 a wrong guess costs 2 cards. The discarding stops at once at a blocker: you "
               "lose the one card above it; the blocker and every card beneath it stay."),
             "W", Claim("a blocker stops the penalty: one card lost of two, the blocker stays",
                        lambda b, a: b.round == 5 and above_blocker(b.piles[YOU]) == 1
                        and a.piles[YOU] == b.piles[YOU][:-1] and a.piles[YOU][-1] == BLOCKER
                        and a.news is not None and a.news.blocked and a.news.lost == 1),
             before=FIRST, why=T("The lesson is the penalty: this guess was wrong (W).")),
        step(T("Now we skip to the last turn of the game. Click Continue."),
             T("Rounds 6 and 7 have no stories: each storyteller only hands out the stack of two rounds "
               "earlier, round 4's and then round 5's."),
             None, None),
        # -- round 7: the end ---------------------------------------------------------------------
        step(T("Round 7, Cleo is the last storyteller: press Space to hand out her round-5 cards."),
             T("Five cards and two other seats: three surplus cards stay in Cleo's hand, for you and Ben to "
               "name."),
             "O", Claim("round 7 hands out round 5's five cards, three of them surplus",
                        lambda b, a: b.round == 7 and b.active == CLEO and a.news is not None
                        and a.news.surplus == 3 and len(a.hands[CLEO]) == 3),
             before=SECOND, why=NEXT_WHY),
        step(T("You name one of Cleo's surplus cards: press 3."), T("One more card for your score pile."),
             "R 2 0", Claim("your right guess adds a card to your pile",
                            lambda b, a: len(a.piles[YOU]) == len(b.piles[YOU]) + 1), why=RIGHT_WHY),
        step(T("Ben names your card, the game's last: press 1."),
             T("Ben missed once, but the blocker on top of his pile stopped the penalty; then you and Ben "
               "named the rest. With every card named the guessing ends, and with round 7 the game."),
             "R 0 0", Claim("the last card named ends the game", lambda b, a: a.phase == "over"),
             before=LAST, why=RIGHT_WHY),
        step(T("You won! Click Continue to finish."),
             T("Each seat counts the picture cards on its score pile; blockers are not pictures. Most cards "
               "wins; on a tie, the most blockers. Ada 15, Ben 10, Cleo 10. You are ready for a real game "
               "night."),
             None, Claim("Ada wins with 15 picture cards, Ben and Cleo 10",
                         lambda b, a: tuple(score(p)[0] for p in a.piles) == (15, 10, 10))),
    )


@functools.cache
def tutorial() -> Tutorial:
    """The lesson (built once: it is data)."""
    return Tutorial(game_id="eselsbruecke", seats=3, seed=SEED, options=dict(OPTIONS), seat=TABLE,
                    steps=steps(), names=(T("Ada"), T("Ben"), T("Cleo")))


__all__ = ["tutorial"]
