"""The in-app rules of Hooky (Markdown), in our own words, naming our decisions.

Each section is one message (translated as a whole, so a translator sees
whole paragraphs); the numbers are filled in from :mod:`.data` afterwards.
"""

from __future__ import annotations

from ...core.i18n import N_, _
from .data import COMPLETE_HAND_POINTS, HAND_LETTER_POINTS, TRUANT_POINTS

SECTIONS = (
    N_("""\
# Hooky

Three of the 26 letters are playing hooky. Find out which, and which letters
sit in the other players' hands, by asking five-letter words."""),
    N_("""\
## Set-up

| players | cards a hand | playground | truants | a playground card turns up after rounds |
|---|---|---|---|---|
| 3 | 7 | 2 | 3 | 1 and 2 |
| 4 | 5 | 3 | 3 | 1, 2 and 3 |
| 5 | 4 | 3 | 3 | 1, 2 and 3 |

The first seat is the start player for the whole game."""),
    N_("""\
## The counting rule

Every answer counts **letter occurrences**: a letter of the word that is in the
hand counts once for each time it appears in the word. Hand A G H L U, word
MIRTH: 1. Hand A E L N P, word NEVER: 3. Hand S M A R T, word QUICK: 0.
In app mode the app always counts the answer from the real hand."""),
    N_("""\
## Opening clues

In seat order each player names a word and announces how many of its letters
are in their own hand. The word must hold at least one of their letters."""),
    N_("""\
## Six rounds

On your turn:

1. From round 2 on, you may first (at most once a turn) reveal one card of your
   hand that is still face down; it stays face up and still counts as yours.
   Then you look at one **random face-down card** of another player. Nobody,
   that player included, learns which card you saw.
2. Ask another player a word; they answer with the count.

**Words.** Five letters, a real word; names of people and places count (PARIS,
APRIL). A word may not be asked twice, and no word may be asked that is made
of exactly the same letters as an earlier one. You may not pass.

After rounds 1, 2 and 3 (3 players: 1 and 2) a playground card turns face up:
it is not a truant. After rounds 4, 5 and 6 every player secretly writes three
different letters as their truant guess (a letter may be guessed again later).

After round 6 every player writes, for every other player, the letters they
believe are in that hand. Then the truants and the hands are shown."""),
    N_("""\
## Scoring

| what | points |
|---|---|
| each correct truant letter in the round-4 guess | {round4} |
| each correct truant letter in the round-5 guess | {round5} |
| each correct truant letter in the round-6 guess | {round6} |
| each letter correctly placed in another player's hand | {letter} |
| each other player's hand guessed completely | {hand} |

Ties: the tied player who first guessed a truant correctly wins; then the one
who earliest had the most correct truant letters; then the one who revealed
the fewest cards. Still tied: a shared victory."""),
    N_("""\
## Our decisions (where the printed rules are silent or unclear)

- **Same letters.** "Made of the same letters" means the same letters with the
  same repeats (an anagram); it covers asking the identical word again. The
  rule covers the whole clue log: opening clues and questions alike.
- **Which words.** The app accepts any word of its dictionary (an English word
  list that includes names of people and places). For disputes the table can
  switch on the house rule *accept any five letters* when setting up.
- **Hand guesses.** A letter is correct when that player holds it (face-up
  cards included); a wrong letter costs nothing. A guess holds at most as many
  letters as that hand has cards (the worksheet's boxes), so writing every
  letter cannot score. "Completely" means the letters written for a player are
  exactly their hand.
- **Tie-breaks compare rounds.** "First to guess a truant" compares the rounds
  4, 5 and 6 of each player's first correct letter; players equal on a round
  stay tied for the next rule. "Earliest the most correct letters" compares the
  correct letters of the round-4 guesses, then round 5, then round 6: at the
  first round where they differ, the most wins.
- **Peeks.** The random card is drawn from the face-down cards of the chosen
  hand (face-up cards lie on the table); a hand with every card face up cannot
  be peeked at."""),
    N_("""\
## Companion mode (for printed cards)

The app keeps the clue log, the rounds and the playground, and projects the
public log; the table types in every answer, every revealed card and every
playground card as they are announced (a mistyped answer can be corrected).
After round 6 every player types in their truant guesses for rounds 4, 5 and 6
and their hand guesses, behind the curtain; then the table types in every
hand; the app scores the game (the truants are the three letters left over)
and lists any typed-in answer that does not match the hands."""),
)


def rules_text() -> str:
    """The rules in the current language."""
    points = {"round4": TRUANT_POINTS[4], "round5": TRUANT_POINTS[5], "round6": TRUANT_POINTS[6],
              "letter": HAND_LETTER_POINTS, "hand": COMPLETE_HAND_POINTS}
    return "\n\n".join(_(section).format(**points) for section in SECTIONS) + "\n"
