"""Write the stretches Eselsbrücke's Learn to play skips over (``games/eselsbruecke/tutorial.py``).

At a game night the host enters every step, so any run of rights and wrongs is a
legal game: the seed (3, three seats) fixes only the pictures. This tool plays the
lesson's game from its opening with a fixed policy and prints, in the tutorial's
short words, the two stretches the lesson skips:

- from the end of Ben's round-3 guessing to your first guess in round 5 or
  later with exactly one card above your top blocker (your guesses there go
  wrong while more than one lies above it), so the penalty of 2 is stopped by it;
- from there to Cleo's hand-out of round 7, the last storyteller's.

The policy: the only move where there is one; a guess of the thought cloud is
checked and named right; otherwise the guesser names the first card of the
first seat after it that holds one, except Ben's and Cleo's guesses listed in
``WRONG`` (by the guess's number in the stretch, anyone's counted), which are wrong. Run it after a rules
change and paste its output into the tutorial.

    python tools/eselsbruecke_tutorial_script.py
"""

from __future__ import annotations

from boardgames_desktop.core.game import TABLE
from boardgames_desktop.games.eselsbruecke import data, tutorial
from boardgames_desktop.games.eselsbruecke.data import BLOCKER
from boardgames_desktop.games.eselsbruecke.rules import GAME
from boardgames_desktop.games.eselsbruecke.state import State, cloud_case, order

#: The guesses (counted from 1 in each stretch, everyone's) that go wrong when Ben or Cleo makes them.
WRONG = ({3, 6, 10}, {2, 4, 5, 7, 9, 11, 12, 14, 15, 17, 19})


def above_blocker(pile: tuple[str, ...]) -> int:
    """Cards on the pile above its top blocker (all of them without one)."""
    return len(pile) - 1 - max((i for i, c in enumerate(pile) if c == BLOCKER), default=-1)


def word(state: State, guesses: int, wrong: set[int], first: bool) -> str:
    """The policy's next action, in the script's words (``first``: the first stretch)."""
    if state.phase in ("setup", "draw"):
        return "D"
    if state.phase in ("cloud_shown", "tell"):
        return "H"
    if state.phase == "hand_out":
        return "O"
    if state.phase == "cloud_check":
        return "Y"
    if cloud_case(state):
        return "C"
    if first and state.guesser == tutorial.YOU:
        # Down to one card above your blocker, so round 5's penalty of 2 is stopped by it.
        if above_blocker(state.piles[tutorial.YOU]) > 1:
            return "W"
    elif state.guesser != tutorial.YOU and guesses in wrong:
        return "W"
    seats = order(state)
    start = seats.index(state.guesser)
    for seat in seats[start + 1:] + seats[:start] + [state.active]:
        if seat != state.guesser and state.hands[seat]:
            return f"R {seat} 0"
    raise AssertionError("a guess with no card to name")


def stretch(state: State, until, wrong: set[int], first: bool) -> tuple[State, list[str]]:
    words: list[str] = []
    guesses = 0
    while not until(state):
        if state.phase == "guess" and not cloud_case(state):
            guesses += 1
        w = word(state, guesses, wrong, first)
        state = GAME.apply(state, TABLE, tutorial.parse(w))
        words.append(w)
    return state, words


def blocker_ahead(s: State) -> bool:
    """Your guess in round 5 or later, one card above your blocker, a penalty of 2."""
    return (s.round >= 5 and s.phase == "guess" and s.guesser == tutorial.YOU and not cloud_case(s)
            and above_blocker(s.piles[tutorial.YOU]) == 1 and data.row(s.round).penalty == 2)


def play(state: State, script: str) -> State:
    for w in tutorial.words(script):
        state = GAME.apply(state, TABLE, tutorial.parse(w))
    return state


def stretches() -> tuple[list[str], list[str]]:
    """The two skipped stretches, in the script's words (``FIRST`` and ``SECOND``)."""
    state = play(GAME.setup(3, tutorial.SEED, GAME.check_options(tutorial.OPTIONS)), tutorial.OPENING)
    state, first = stretch(state, blocker_ahead, WRONG[0], True)
    state = play(state, tutorial.MIDDLE)
    state, second = stretch(state, lambda s: s.round == 7 and s.active == 2 and s.phase == "hand_out", WRONG[1],
                            False)
    return first, second


def main() -> None:
    first, second = stretches()
    print("FIRST =", " ".join(first))
    print("SECOND =", " ".join(second))


if __name__ == "__main__":
    main()
