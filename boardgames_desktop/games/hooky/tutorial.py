"""Hooky's guided first game (Learn to play, ``core/tutorial.py``).

Three players in app mode: the learner is Ada, seat 0, the start player (hand
E I J P U V W), against Bea and Cy, whose turns the script plays. The deal comes
from seed 0 (truants K, L, N; playground R, S); the learner's own moves are
the Normal bot's of ``tools/hooky_tutorial_search.py --seed 0 --opening NEVER
--reveal J1`` (its opening clue NEVER counts a letter twice, its round 2
reveals J), the others' the Easy bot's. Along the way the learner meets the
opening clue, repeated letters counted every time (NEVER, MOMMY, DADDY,
ANZAC), asking, reading an answer on the worksheet (a mark), the playground
cards turned up after rounds 1 and 2, reveal and peek (and a peek that shows
the same card again, and another player's peek at the learner), the truant
guesses after rounds 4, 5 and 6, the final hand guesses and the scoring.

Each step's claim checks the rule its note states against the rules' states.
The notes are fixed texts: they say only what the learner's own view shows
(the hand, the answers, the face-up cards, the learner's peeks) until the end.
"""

from __future__ import annotations

import functools
from typing import Any

from ...core.i18n import T, Text
from ...core.tutorial import Claim, Step, Tutorial
from . import views
from .actions import Ask, GuessHands, GuessTruants, Mark, OpeningClue, RevealAndPeek
from .scoring import score_rows
from .state import FINAL, OPENING, OVER, QUESTION, TRUANT_GUESS, HookyState, count_in_hand

LEARNER = 0
BEA = 1
CY = 2
SEED = 0
OPTIONS: dict[str, Any] = {"mode": "app", "words": "dictionary"}

ASK_WHY = T("The lesson's questions are chosen so that each one teaches something: type the word the "
            "instruction line names and ask the player it names.")
REVEAL_WHY = T("Reveal the card the instruction line names and peek at the player it names.")
GUESS_WHY = T("Write the letters the instruction line names: the lesson's guesses are chosen to show the scoring.")


def last_clue(state: HookyState) -> Any:
    return state.clues[-1]


def answered(word: str, target: int, answer: int) -> Any:
    """The claim of a question (or the opening clue): the answer counts every occurrence."""
    def holds(b: HookyState, a: HookyState) -> bool:
        clue = last_clue(a)
        return (len(a.clues) == len(b.clues) + 1 and clue.word == word and clue.asked == target
                and clue.answer == answer == count_in_hand(a.hands[target], word)
                and clue.answer > len(set(word) & set(a.hands[target])))
    return holds


def twice(word: str, target: int, answer: int, letter: str) -> Any:
    """The claim of a question whose word has ``letter`` twice, not in the target's hand:
    the answer, and the answer that letter would have added (2, counted every time)."""
    def holds(b: HookyState, a: HookyState) -> bool:
        clue, hand = last_clue(a), a.hands[target]
        return (clue.word == word and clue.asked == target and clue.answer == answer == count_in_hand(hand, word)
                and letter not in hand and count_in_hand((*hand, letter), word) == answer + 2)
    return holds


def seen_peeks(state: HookyState, seat: int) -> list[Any]:
    """The peeks as ``seat``'s own view shows them (the card only the seer sees)."""
    return list(views.view(state, seat, ())["peeks"])


def peeked(target: int, letter: str, revealed: str) -> Any:
    """The claim of a reveal and peek: the card revealed is face up and still the learner's,
    the learner sees a card of the target's, and the target's view does not show which."""
    def holds(b: HookyState, a: HookyState) -> bool:
        peek = a.peeks[-1]
        return (len(a.peeks) == len(b.peeks) + 1 and peek.seer == LEARNER and peek.target == target
                and peek.letter == letter and letter in a.hands[target]
                and seen_peeks(a, LEARNER)[-1]["letter"] == letter and seen_peeks(a, target)[-1]["letter"] is None
                and a.revealed[LEARNER][-1] == revealed and revealed in a.hands[LEARNER]
                and a.revealed_this_turn and a.phase == QUESTION and a.turn == LEARNER)
    return holds


def step(instruction: Text, note: Text, action: Any | None, claim: Claim | None, *,
         lead: tuple[tuple[int, Any], ...] = (), why: Text | None = None) -> Step:
    return Step(instruction=instruction, note=note, action=action, lead=lead, why=why, claim=claim)


def steps() -> tuple[Step, ...]:
    return _first_steps() + _last_steps()


def _first_steps() -> tuple[Step, ...]:
    """The lesson's first half (split in two so each function stays readable)."""
    return (
        step(T("Welcome to Hooky. Click Continue."),
             T("Three of the 26 letters are playing hooky: the truants, face down. With three players each "
               "holds 7 letters and 2 lie face down on the playground. You play Ada, the start player: your hand "
               "is E I J P U V W. Ask words, note the answers, and find the truants and the others' hands."),
             None, Claim("three players hold 7 letters each, 2 on the playground, 3 truants",
                         lambda b, a: [len(h) for h in a.hands] == [7, 7, 7] and len(a.playground) == 2
                         and len(a.truants) == 3 and a.hands[LEARNER] == tuple("EIJPUVW")
                         and a.phase == OPENING and a.turn == LEARNER)),
        step(T("Opening clue: type NEVER and press Give clue."),
             T("First everyone names a word holding at least one letter of their own hand, and the app says how "
               "many of its letters they hold. Letters are counted every time they appear: NEVER has E twice "
               "and V once, so your answer is 3."),
             OpeningClue("NEVER"), Claim("an opening clue counts E twice: NEVER answers 3",
                                         answered("NEVER", LEARNER, 3)),
             why=T("The lesson's opening word is NEVER: it shows a letter counted twice.")),
        step(T("Round 1: click Cy, type MOMMY and press Ask."),
             T("Bea and Cy gave their opening clues. Now each turn you ask another player how many letters of a "
               "five-letter word they hold. MOMMY has M three times: watch the answer."),
             Ask(CY, "MOMMY"), Claim("MOMMY answers 4: M counted three times and Y once",
                                     answered("MOMMY", CY, 4)),
             lead=((BEA, OpeningClue("DOGGY")), (CY, OpeningClue("ABBOT"))), why=ASK_WHY),
        step(T("Bea and Cy asked. Round 1 is over: click Continue."),
             T("After rounds 1 and 2 (with three players) one playground card is turned face up: R is not a "
               "truant. Bea asked Cy SERUM (1) and Cy asked you BOXES: you hold E, so 1."),
             None, Claim("after round 1 a playground card turns up, and it is no truant",
                         lambda b, a: b.playground_revealed == () and a.playground_revealed == ("R",)
                         and "R" not in a.truants and a.round == 2 and a.turn == LEARNER),
             lead=((BEA, Ask(CY, "SERUM")), (CY, Ask(LEARNER, "BOXES")))),
        step(T("Open the Worksheet and mark M in Cy's column as in the hand."),
             T("Cy answered 4. Without M, MOMMY counts at most 2 (O and Y), so M is Cy's. The worksheet is yours "
               "alone: one click on a cell marks a letter as in the hand, a second as not, a third as maybe."),
             Mark(str(CY), "M", "has"), Claim("4 to MOMMY needs M: M is in Cy's hand and your worksheet says so",
                                              lambda b, a: ("2", "M", "has") in a.notes[LEARNER]
                                              and "M" in a.hands[CY] and a.clues == b.clues),
             why=T("Mark M in Cy's column on your worksheet: the answer 4 tells it.")),
        step(T("Round 2: reveal J, peek at Bea, then press Reveal and peek."),
             T("From round 2, before asking, you may once a turn put a card of your hand face up (it stays "
               "yours, everyone sees it) and look at a random face-down card of another player. Only you see "
               "the card: Bea does not learn which."),
             RevealAndPeek("J", BEA), Claim("revealing J lets you see a random card of Bea's: X",
                                            peeked(BEA, "X", "J")), why=REVEAL_WHY),
        step(T("You saw Bea's X. Now click Cy, type DADDY and press Ask."),
             T("A reveal does not replace the question: you still ask. DADDY has D three times."),
             Ask(CY, "DADDY"), Claim("DADDY answers 4: D three times and Y", answered("DADDY", CY, 4)),
             why=ASK_WHY),
        step(T("Round 3: reveal E, peek at Cy, then press Reveal and peek."),
             T("After round 2 the second playground card turned up: S. With three players both playground "
               "cards are face up now; every other letter is in a hand or a truant."),
             RevealAndPeek("E", CY), Claim("after round 2 both playground cards are up; the peek shows Cy's M",
                                           lambda b, a: b.playground_revealed == ("R", "S")
                                           and peeked(CY, "M", "E")(b, a)),
             lead=((BEA, Ask(CY, "TICKS")), (CY, Ask(BEA, "ANKLE"))), why=REVEAL_WHY),
        step(T("Click Bea, type ANZAC and press Ask."),
             T("A twice in ANZAC: if Bea holds A it counts 2."),
             Ask(BEA, "ANZAC"), Claim("ANZAC answers 3: A twice and Z", answered("ANZAC", BEA, 3)),
             why=ASK_WHY),
    )


def _last_steps() -> tuple[Step, ...]:
    return (
        step(T("Round 4: reveal V, peek at Cy, then press Reveal and peek."),
             T("A peek draws at random from the face-down cards, so it may show a card you saw before."),
             RevealAndPeek("V", CY), Claim("a peek is random: Cy's M came again",
                                           lambda b, a: peeked(CY, "M", "V")(b, a)
                                           and b.peeks[-1].letter == "M" and b.peeks[-1].seer == LEARNER),
             lead=((BEA, Ask(LEARNER, "FUNKY")), (CY, Ask(LEARNER, "HOGAN"))), why=REVEAL_WHY),
        step(T("Click Cy, type GALLO and press Ask."), T("L twice in GALLO: if Cy holds L, it counts 2."),
             Ask(CY, "GALLO"), Claim("GALLO answers 1, and an L in Cy's hand would have counted 2",
                                     twice("GALLO", CY, 1, "L")),
             why=ASK_WHY),
        step(T("After round 4: write the truant guess A L N."),
             T("After rounds 4, 5 and 6 everyone secretly writes three different letters as the truants. Each "
               "correct letter scores 5 after rounds 4 and 5, and 10 after round 6."),
             GuessTruants(4, "ALN"), Claim("after round 4 everyone writes a truant guess",
                                           lambda b, a: b.phase == TRUANT_GUESS and b.round == 4
                                           and a.truant_guesses[LEARNER][0] == "ALN"),
             lead=((BEA, Ask(CY, "GRIND")), (CY, Ask(BEA, "MANGO")), (BEA, GuessTruants(4, "DLN")),
                   (CY, GuessTruants(4, "IOU"))), why=GUESS_WHY),
        step(T("Round 5: click Bea, type BARCA and press Ask."),
             T("BARCA has A twice too: if Bea holds A, it counts 2."),
             Ask(BEA, "BARCA"), Claim("BARCA answers 3: A twice and B", answered("BARCA", BEA, 3)),
             why=ASK_WHY),
        step(T("After round 5: write the truant guess C L N."),
             T("Cy revealed Y and peeked at one of your face-down cards: you do not learn which. A letter guessed "
               "after round 4 may be guessed again."),
             GuessTruants(5, "CLN"), Claim("another player's peek shows you no letter; L and N are guessed again",
                                           lambda b, a: b.peeks[-1].seer == CY and b.peeks[-1].target == LEARNER
                                           and seen_peeks(b, LEARNER)[-1]["letter"] is None
                                           and a.truant_guesses[LEARNER][:2] == ("ALN", "CLN")),
             lead=((BEA, Ask(LEARNER, "VINYL")), (CY, RevealAndPeek("Y", LEARNER)), (CY, Ask(BEA, "LIONS")),
                   (BEA, GuessTruants(5, "DGL")), (CY, GuessTruants(5, "BOU"))),
             why=GUESS_WHY),
        step(T("Round 6: reveal I, peek at Cy, then press Reveal and peek."),
             T("The last round: what you still need to know decides whom you peek at."),
             RevealAndPeek("I", CY), Claim("the peek shows Cy's C", peeked(CY, "C", "I")),
             why=REVEAL_WHY),
        step(T("Click Bea, type FIFTH and press Ask."), T("F twice in FIFTH: if Bea holds F, it counts 2."),
             Ask(BEA, "FIFTH"), Claim("FIFTH answers 1, and an F in Bea's hand would have counted 2",
                                      twice("FIFTH", BEA, 1, "F")),
             why=ASK_WHY),
        step(T("After round 6: write the truant guess K L N."),
             T("This guess counts double: 10 points a correct letter."),
             GuessTruants(6, "KLN"), Claim("a correct letter of the round-6 guess scores 10, of round 5 5",
                                           lambda b, a: b.round == 6 and b.phase == TRUANT_GUESS
                                           and a.truant_guesses[LEARNER][2] == "KLN" and _per_letter(a) == (5, 5, 10)),
             lead=((BEA, RevealAndPeek("O", CY)), (BEA, Ask(LEARNER, "KNOWN")), (CY, Ask(BEA, "LUCAS")),
                   (BEA, GuessTruants(6, "GLN")), (CY, GuessTruants(6, "LNU"))),
             why=GUESS_WHY),
        step(T("Write Bea's hand A B H O Q X Z and Cy's C D F G M T Y, then press Write my guesses."),
             T("After round 6 everyone writes, for every other player, the letters they think that player "
               "holds (face-up cards included): 1 point a correct letter, 1 more for a hand guessed whole."),
             GuessHands(("", "ABHOQXZ", "CDFGMTY")),
             Claim("after round 6 every hand is guessed, and the last guess ends the game",
                   lambda b, a: b.phase == FINAL and all(b.hand_guesses[s] for s in (BEA, CY))
                   and a.phase == OVER and a.hand_guesses[LEARNER] == ("", "ABHOQXZ", "CDFGMTY")),
             lead=((BEA, GuessHands(("EFIJKVW", "", "CKMTUWY"))), (CY, GuessHands(("BEIJPUV", "AHKLNOZ", "")))),
             why=GUESS_WHY),
        step(T("You won! Click Continue to finish."),
             T("The truants were K, L and N. You scored 66: 10 + 10 + 30 for the truants (L and N twice, then "
               "all three), 14 for the letters of both hands and 2 for two whole hands. You are ready for a "
               "real game against Easy bots."),
             None, Claim("you win with 66: 50 for the truants, 14 letters, 2 whole hands",
                         lambda b, a: a.phase == OVER and _score(a) == (66, (10, 10, 30), 14, 2)
                         and a.truants == ("K", "L", "N")
                         and all(r.total < 66 for r in score_rows(a)[1:]))),
    )


def _per_letter(state: HookyState) -> tuple[int, ...]:
    """What one correct letter of the learner's guesses after rounds 4, 5 and 6 scored."""
    row = score_rows(state)[LEARNER]
    return tuple(points // len(hits) if hits else 0 for points, hits in zip(row.truant_points, row.truant_hits))


def _score(state: HookyState) -> tuple[int, tuple[int, ...], int, int]:
    row = score_rows(state)[LEARNER]
    return row.total, tuple(row.truant_points), row.hand_letters, row.complete_hands


@functools.cache
def tutorial() -> Tutorial:
    """The lesson (built once: it is data)."""
    return Tutorial(game_id="hooky", seats=3, seed=SEED, options=dict(OPTIONS), seat=LEARNER,
                    steps=steps(), names=(T("Ada"), T("Bea"), T("Cy")))
