"""Hooky: state, actions, legal actions, apply, outcome and views. Pure (no Qt).

Two modes share these rules (the option ``mode``):

* ``"app"``: the app deals the 26 letter cards, computes every answer from
  the real hands by the counting rule, turns up the playground cards and
  deals the random card of a peek.
* ``"companion"``: the table plays with printed cards. The app never knows a
  hand: answers, revealed cards and playground cards are typed in as they
  are announced, the guesses are typed in at the end, then every player
  types in the hand they hold, and the app scores the game. (The truants are
  the three letters no hand and no playground card holds.)

Worksheet notes are actions too (:class:`Mark`): they never advance the
game, any seat may make them at any time before the end, and only that
seat's view shows them. Being in the action log, they are saved, autosaved,
replayed and recovered like every move, with no second save mechanism.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from ...core.actions import ActionCodec
from ...core.errors import IllegalAction
from ...core.game import Game, Option, Outcome
from ...core.rng import Rng, seed_state
from .data import (
    LETTERS,
    MARKS,
    REVEAL_FROM_ROUND,
    ROUNDS,
    SETUPS,
    START_PLAYER,
    TRUANT_COUNT,
    TRUANT_GUESS_ROUNDS,
    worksheet_columns,
)
from .rules_text import RULES_TEXT
from .scoring import TIE_REASONS, ScoreRow, rank_winners, score_row
from .words import common_words, letter_key, normalize, word_problem

APP = "app"
COMPANION = "companion"

# Phases, in the order a game passes through them.
OPENING = "opening"        # each player names an opening clue about their own hand
QUESTION = "question"      # rounds 1-6: a turn is an optional reveal-and-peek, then a question
PLAYGROUND_PHASE = "playground"  # companion only: the table types in the playground card turned up
TRUANT_GUESS = "truants"   # app only, after rounds 4, 5, 6: everyone writes three letters
FINAL = "final"            # after round 6: hand guesses (companion: and the truant guesses)
HANDS = "hands"            # companion only: every player types in their real hand
OVER = "over"

#: How many word moves ``legal_actions`` suggests (the full list is the dictionary).
SUGGESTIONS = 12
#: How many guesses ``legal_actions`` lists where the choices run into thousands.
GUESS_SAMPLES = 40


def count_in_hand(hand: Any, word: str) -> int:
    """The counting rule: letter occurrences of ``word`` found in ``hand``
    (a letter twice in the word counts 2, three times 3)."""
    return sum(1 for ch in word if ch in hand)


def player(seat: int) -> str:
    return f"Player {seat + 1}"


# -- actions ------------------------------------------------------------------------------
@dataclass(frozen=True)
class OpeningClue:
    """Before round 1: name a word holding at least one letter of your own hand.
    ``answer`` is None in app mode (the app counts); in companion mode it is
    the count the player announced."""

    word: str
    answer: int | None = None


@dataclass(frozen=True)
class Ask:
    """Ask ``target`` how many letters of ``word`` are in their hand.
    ``answer``: None in app mode; the announced count in companion mode."""

    target: int
    word: str
    answer: int | None = None


@dataclass(frozen=True)
class RevealAndPeek:
    """From round 2, before asking, at most once a turn: put ``letter`` of your
    own hand face up, then look at one random face-down card of ``target``.
    In companion mode the app only records the revealed letter and the peek."""

    letter: str
    target: int


@dataclass(frozen=True)
class RevealPlayground:
    """Companion mode, at the end of rounds 1-3 (3 players: 1-2): the playground
    card the start player turned face up."""

    letter: str


@dataclass(frozen=True)
class GuessTruants:
    """Three different letters as the truant guess after ``round`` (4, 5 or 6)."""

    round: int
    letters: str


@dataclass(frozen=True)
class GuessHands:
    """After round 6: for every seat the letters you believe are in that hand
    (revealed cards included); "" for your own seat."""

    guesses: tuple[str, ...]


@dataclass(frozen=True)
class EnterHand:
    """Companion mode, after every guess is in: the letters you really hold."""

    letters: str


@dataclass(frozen=True)
class FixAnswer:
    """Companion mode: correct a mistyped answer (``clue`` indexes the clue log).
    Any seat may do it at any time before the end; the log keeps both."""

    clue: int
    answer: int


@dataclass(frozen=True)
class Mark:
    """A worksheet note: ``mark`` ("has", "has_not", "maybe", or "" to clear) for
    ``letter`` in ``column`` (another seat's number as text, "playground" or
    "truants"). Private to the seat; never advances the game."""

    column: str
    letter: str
    mark: str


ACTIONS = (OpeningClue, Ask, RevealAndPeek, RevealPlayground, GuessTruants, GuessHands,
           EnterHand, FixAnswer, Mark)
#: Actions any seat may take at any time (they are not turns and not in legal_actions).
FREE_ACTIONS = (Mark, FixAnswer)


# -- state --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Clue:
    """One row of the clue log. For an opening clue ``asked == asker`` and ``round == 0``."""

    kind: str  # "opening" or "question"
    round: int
    asker: int
    asked: int
    word: str
    answer: int


@dataclass(frozen=True)
class Peek:
    """``seer`` looked at a random card of ``target``. ``letter`` is the card
    ("" in companion mode, where the app never sees it)."""

    round: int
    seer: int
    target: int
    letter: str


@dataclass(frozen=True)
class HookyState:
    players: int
    mode: str
    any_word: bool
    #: App mode: the dealt hands (sorted). Companion mode: () until typed in at the end.
    hands: tuple[tuple[str, ...], ...]
    #: App mode: the face-down playground stack, top card first. Companion: ().
    playground: tuple[str, ...]
    #: App mode: the three truants (sorted). Companion: () until the end.
    truants: tuple[str, ...]
    rng: int
    phase: str
    round: int
    #: The seat whose turn it is in the opening and the rounds, else -1.
    turn: int
    revealed_this_turn: bool
    clues: tuple[Clue, ...]
    #: Per seat, the cards put face up, in the order they were revealed.
    revealed: tuple[tuple[str, ...], ...]
    playground_revealed: tuple[str, ...]
    peeks: tuple[Peek, ...]
    #: Per seat, the guesses after rounds 4, 5, 6 ("" while not written).
    truant_guesses: tuple[tuple[str, str, str], ...]
    #: Per seat, () until written, else one string per seat ("" for the writer).
    hand_guesses: tuple[tuple[str, ...], ...]
    #: Per seat, worksheet marks as sorted (column, letter, mark) triples.
    notes: tuple[tuple[tuple[str, str, str], ...], ...]

    @property
    def setup(self):
        return SETUPS[self.players]


# -- the game -----------------------------------------------------------------------------
class Hooky(Game):
    id = "hooky"
    title = "Hooky"
    min_players = 3
    max_players = 5
    rules_version = 1
    codec = ActionCodec(ACTIONS)
    has_private_info = True
    description = (
        "Three of the 26 students are playing hooky. Ask each other with real "
        "five-letter words how many of your letters they hold, note every "
        "answer, and work out who is missing. Hidden hands at one screen, or "
        "the app as companion to printed cards."
    )
    free_actions = FREE_ACTIONS
    quiet_actions = (Mark,)
    options = (
        Option(
            "mode",
            "How you play",
            (
                (APP, "The app deals the letters and answers"),
                (COMPANION, "Companion for printed cards (answers typed in)"),
            ),
            APP,
        ),
        Option(
            "words",
            "Clue words",
            (
                ("dictionary", "Real words only (the app's dictionary)"),
                ("any", "House rule: accept any five letters"),
            ),
            "dictionary",
        ),
    )

    def needs_curtain(self, state: HookyState) -> bool:
        """App mode: every hand is secret. Companion mode: the app knows no hand and
        the clue log is public, so the screen passes from seat to seat openly; only
        the final guesses, typed in one player after another, go behind the curtain."""
        return state.mode == APP or state.phase == FINAL

    # -- set-up ---------------------------------------------------------------------------
    def setup(self, players: int, seed: int, options: Mapping[str, Any]) -> HookyState:
        opts = self.check_options(players, options)
        s = SETUPS[players]
        rng = Rng(seed_state(seed, "hooky"))
        if opts["mode"] == APP:
            deck = rng.shuffled(LETTERS)
            hands = tuple(tuple(sorted(deck[i * s.hand:(i + 1) * s.hand])) for i in range(players))
            rest = deck[players * s.hand:]
            playground = tuple(rest[:s.playground])
            truants = tuple(sorted(rest[s.playground:]))
        else:
            hands, playground, truants = tuple(() for _ in range(players)), (), ()
        return HookyState(
            players=players,
            mode=opts["mode"],
            any_word=opts["words"] == "any",
            hands=hands,
            playground=playground,
            truants=truants,
            rng=rng.state,
            phase=OPENING,
            round=0,
            turn=START_PLAYER,
            revealed_this_turn=False,
            clues=(),
            revealed=tuple(() for _ in range(players)),
            playground_revealed=(),
            peeks=(),
            truant_guesses=tuple(("", "", "") for _ in range(players)),
            hand_guesses=tuple(() for _ in range(players)),
            notes=tuple(() for _ in range(players)),
        )

    # -- whose move -----------------------------------------------------------------------
    def to_act(self, state: HookyState) -> tuple[int, ...]:
        phase = state.phase
        if phase in (OPENING, QUESTION):
            return (state.turn,)
        if phase == PLAYGROUND_PHASE:
            return (START_PLAYER,)
        if phase == TRUANT_GUESS:
            i = TRUANT_GUESS_ROUNDS.index(state.round)
            return tuple(s for s in range(state.players) if not state.truant_guesses[s][i])
        if phase == FINAL:
            return tuple(s for s in range(state.players) if not _guesses_done(state, s))
        if phase == HANDS:
            return tuple(s for s in range(state.players) if not state.hands[s])
        return ()

    # -- legal actions ----------------------------------------------------------------------
    def legal_actions(self, state: HookyState, seat: int) -> list[Any]:
        """The moves ``seat`` may make now.

        Complete for reveal-and-peek and playground cards. Word moves and
        guesses have thousands of legal choices (any dictionary word, any
        three letters), so for those this lists a bounded, deterministic
        sample (suggestions); :meth:`check` is the authority on any other
        choice. Worksheet marks and answer fixes (:data:`FREE_ACTIONS`) are
        never listed.
        """
        if seat not in self.to_act(state):
            return []
        phase = state.phase
        out: list[Any] = []
        companion = state.mode == COMPANION
        if phase == OPENING:
            own = set(state.hands[seat])
            for word in _suggested_words(state, seat, lambda w: companion or count_in_hand(own, w) > 0):
                if companion:
                    lo, hi = _answer_bounds(state, seat, word, opening=True)
                    out.extend(OpeningClue(word, a) for a in range(lo, hi + 1))
                else:
                    out.append(OpeningClue(word))
        elif phase == QUESTION:
            if _may_reveal(state, seat):
                for letter in _revealable(state, seat):
                    for target in range(state.players):
                        if target != seat and _peekable(state, target):
                            out.append(RevealAndPeek(letter, target))
            for word in _suggested_words(state, seat):
                for target in range(state.players):
                    if target == seat:
                        continue
                    if companion:
                        lo, hi = _answer_bounds(state, target, word)
                        out.extend(Ask(target, word, a) for a in range(lo, hi + 1))
                    else:
                        out.append(Ask(target, word))
        elif phase == PLAYGROUND_PHASE:
            placed = _public_letters(state)
            out.extend(RevealPlayground(ch) for ch in LETTERS if ch not in placed)
        elif phase == TRUANT_GUESS:
            out.extend(_truant_guess_sample(state, seat, state.round))
        elif phase == FINAL:
            if companion:
                for i, r in enumerate(TRUANT_GUESS_ROUNDS):
                    if not state.truant_guesses[seat][i]:
                        out.extend(_truant_guess_sample(state, seat, r))
            if not state.hand_guesses[seat]:
                out.extend(_hand_guess_sample(state, seat))
        elif phase == HANDS:
            out.extend(_hand_entry_sample(state, seat))
        return out

    def check(self, state: HookyState, seat: int, action: Any) -> None:
        self.apply(state, seat, action)

    # -- apply ------------------------------------------------------------------------------
    def apply(self, state: HookyState, seat: int, action: Any) -> HookyState:
        if not isinstance(seat, int) or not 0 <= seat < state.players:
            raise IllegalAction("There is no such player.")
        if state.phase == OVER:
            raise IllegalAction("The game is over.")
        if isinstance(action, Mark):
            return _apply_mark(state, seat, action)
        if isinstance(action, FixAnswer):
            return _apply_fix(state, action)
        if seat not in self.to_act(state):
            raise IllegalAction(_not_your_turn(state, seat))
        handler = _HANDLERS.get((state.phase, type(action)))
        if handler is None:
            raise IllegalAction(_wrong_move(state, action))
        return handler(state, seat, action)

    # -- views ------------------------------------------------------------------------------
    def view(self, state: HookyState, seat: int | None) -> dict[str, Any]:
        """What ``seat`` (or the projector, ``None``) may see, as plain JSON data.

        Every key is always present; what the seat may not see is ``None``.

        - set-up: ``game, mode ("app"|"companion"), any_word, players, seat,
          start_player, hand_size, playground_size, truant_count,
          reveal_after [rounds], rounds``
        - progress: ``phase ("opening"|"question"|"playground"|"truants"|
          "final"|"hands"|"over"), round (0 in the opening), turn (seat or
          None), to_act [seats], may_reveal (the current player may still
          reveal and peek), revealed_this_turn``
        - public table: ``revealed [per seat: letters in reveal order],
          playground_revealed [letters], playground_hidden (count),
          clues [{index, kind ("opening"|"question"), round, asker, asked,
          word, answer}], peeks [{round, seer, target, letter}]`` (``letter``
          only in the seer's own view, else None), ``truant_guessed [[seats
          who wrote] for rounds 4, 5, 6], hand_guessed [seats], hand_entered
          [seats] (companion)``
        - the seat's own: ``hand`` (sorted letters; None for the public and in
          companion mode), ``my_truant_guesses ["", "", ""] for rounds 4-6``,
          ``my_hand_guesses [per seat] or None``, ``notes {column: {letter:
          mark}}``, ``worksheet_columns [other seats as text, "playground",
          "truants"]`` (every seat's column in the public view)
        - at the end only: ``truants, hands, playground, score_table [{seat,
          truant_guesses, truant_hits, truant_points, hand_guesses,
          hand_letters, complete_hands, revealed, total}], winners,
          mismatched_clues`` (companion: clue indexes whose typed-in answer
          does not fit the hands entered)
        """
        s = state.setup
        over = state.phase == OVER
        me = seat if seat is not None and 0 <= seat < state.players else None
        v: dict[str, Any] = {
            "game": self.id,
            "mode": state.mode,
            "any_word": state.any_word,
            "players": state.players,
            "seat": me,
            "start_player": START_PLAYER,
            "hand_size": s.hand,
            "playground_size": s.playground,
            "truant_count": s.truants,
            "reveal_after": list(s.reveal_after),
            "rounds": ROUNDS,
            "phase": state.phase,
            "round": state.round,
            "turn": state.turn if state.turn >= 0 else None,
            "to_act": list(self.to_act(state)),
            "may_reveal": state.phase == QUESTION and _may_reveal(state, state.turn),
            "revealed_this_turn": state.revealed_this_turn,
            "hand": (list(state.hands[me]) if me is not None and state.hands[me] else None),
            "revealed": [list(r) for r in state.revealed],
            "playground_revealed": list(state.playground_revealed),
            "playground_hidden": s.playground - len(state.playground_revealed),
            "clues": [
                {"index": i, "kind": c.kind, "round": c.round, "asker": c.asker,
                 "asked": c.asked, "word": c.word, "answer": c.answer}
                for i, c in enumerate(state.clues)
            ],
            "peeks": [
                {"round": p.round, "seer": p.seer, "target": p.target,
                 "letter": (p.letter or None) if (over or p.seer == me) else None}
                for p in state.peeks
            ],
            "truant_guessed": [
                [t for t in range(state.players) if state.truant_guesses[t][i]]
                for i in range(len(TRUANT_GUESS_ROUNDS))
            ],
            "hand_guessed": [t for t in range(state.players) if state.hand_guesses[t]],
            "hand_entered": (
                [t for t in range(state.players) if state.hands[t]] if state.mode == COMPANION else []
            ),
            "worksheet_columns": list(worksheet_columns(state.players, me)),
            "my_truant_guesses": list(state.truant_guesses[me]) if me is not None else None,
            "my_hand_guesses": list(state.hand_guesses[me]) if me is not None and state.hand_guesses[me] else None,
            "notes": _notes_dict(state.notes[me]) if me is not None else None,
            "truants": None,
            "hands": None,
            "playground": None,
            "score_table": None,
            "winners": None,
            "mismatched_clues": [],
        }
        if over:
            rows = score_rows(state)
            winners, _ = rank_winners(rows)
            v["truants"] = list(state.truants)
            v["hands"] = [list(h) for h in state.hands]
            v["playground"] = sorted(state.playground_revealed) if state.mode == COMPANION else list(state.playground)
            v["score_table"] = [r.as_dict() for r in rows]
            v["winners"] = list(winners)
            v["mismatched_clues"] = mismatched_clues(state)
        return v

    # -- outcome ----------------------------------------------------------------------------
    def outcome(self, state: HookyState) -> Outcome | None:
        if state.phase != OVER:
            return None
        rows = score_rows(state)
        winners, reason = rank_winners(rows)
        best = max(r.total for r in rows)
        names = " and ".join(player(w) for w in winners)
        if reason == "score":
            message = f"{names} wins with {best} points."
        elif reason == "shared":
            message = f"{names} share the victory with {best} points each (tied after every tie-break)."
        else:
            message = f"{names} wins the tie at {best} points: {TIE_REASONS[reason]}."
        return Outcome(winners=winners, reason=reason, message=message,
                       scores=tuple(r.total for r in rows))

    # -- undo -------------------------------------------------------------------------------
    def reveals(self, before: Any, seat: int, action: Any, after: Any) -> bool:
        if after.phase == OVER:
            return True  # the truants and every hand turn up
        if before.mode == APP and isinstance(action, (OpeningClue, Ask, RevealAndPeek)):
            return True  # an answer counted from a secret hand, a random card seen
        if (before.mode == APP and after.playground_revealed != before.playground_revealed):
            return True
        return False

    # -- presentation -----------------------------------------------------------------------
    def describe(self, state: HookyState, seat: int, action: Any) -> str:
        who = player(seat)
        try:
            if isinstance(action, OpeningClue):
                word = normalize(action.word)
                n = action.answer if action.answer is not None else count_in_hand(state.hands[seat], word)
                return f"{who} opens with {word}: {n} in their own hand."
            if isinstance(action, Ask):
                word = normalize(action.word)
                if action.answer is not None:
                    n = action.answer
                else:
                    n = count_in_hand(state.hands[action.target], word)
                line = f"{who} asks {player(action.target)} {word}: {n}."
                if (state.mode == APP and state.turn == state.players - 1
                        and state.round in state.setup.reveal_after):
                    card = state.playground[len(state.playground_revealed)]
                    line += f" End of round {state.round}: the playground card {card} turns up."
                return line
            if isinstance(action, RevealAndPeek):
                return (f"{who} reveals {normalize(action.letter)} and looks at a random card "
                        f"of {player(action.target)}.")
            if isinstance(action, RevealPlayground):
                return f"End of round {state.round}: the playground card {normalize(action.letter)} turns up."
            if isinstance(action, GuessTruants):
                return f"{who} writes their truant guess for round {action.round}."
            if isinstance(action, GuessHands):
                return f"{who} writes their guesses of the other hands."
            if isinstance(action, EnterHand):
                return f"{who} shows their hand: {' '.join(sorted(normalize(action.letters)))}."
            if isinstance(action, FixAnswer):
                c = state.clues[action.clue]
                return (f"{who} corrects the answer to {c.word} ({player(c.asked)}): "
                        f"{c.answer} becomes {action.answer}.")
            if isinstance(action, Mark):
                return f"{who} makes a note on their worksheet."
        except (IllegalAction, IndexError, TypeError, AttributeError, ValueError):
            pass
        return type(action).__name__

    def status(self, state: HookyState) -> str:
        phase = state.phase
        if phase == OPENING:
            return (f"Opening clues: {player(state.turn)} names a five-letter word holding at least "
                    "one letter of their hand.")
        if phase == QUESTION:
            extra = " (they may first reveal a card and peek)" if _may_reveal(state, state.turn) else ""
            return (f"Round {state.round} of {ROUNDS}: {player(state.turn)} asks another player "
                    f"a five-letter word{extra}.")
        if phase == PLAYGROUND_PHASE:
            return f"End of round {state.round}: type in the playground card turned face up."
        if phase == TRUANT_GUESS:
            waiting = ", ".join(player(s) for s in self.to_act(state))
            return f"End of round {state.round}: everyone writes three truant letters (waiting for {waiting})."
        if phase == FINAL:
            waiting = ", ".join(player(s) for s in self.to_act(state))
            what = "their truant guesses and hand guesses" if state.mode == COMPANION else "their guesses of the other hands"
            return f"After round {ROUNDS}: every player writes {what} (waiting for {waiting})."
        if phase == HANDS:
            waiting = ", ".join(player(s) for s in self.to_act(state))
            return f"Every player shows their hand (waiting for {waiting})."
        out = self.outcome(state)
        return f"Game over. {out.message}" if out else "Game over."

    def rules_text(self) -> str:
        return RULES_TEXT


# -- helpers: words and suggestions ---------------------------------------------------------
def _asked_words(state: HookyState) -> list[str]:
    return [c.word for c in state.clues]


def _suggested_words(state: HookyState, seat: int, keep=None) -> list[str]:
    """A few allowed words, chosen deterministically from the common vocabulary."""
    vocab = common_words()
    used = {letter_key(w) for w in _asked_words(state)}
    rng = Rng(seed_state(len(state.clues) * 8 + seat, f"suggest{state.round}"))
    out: list[str] = []
    seen: set[str] = set()
    for _ in range(SUGGESTIONS * 20):
        word = vocab[rng.below(len(vocab))]
        key = letter_key(word)
        if key in used or key in seen or (keep is not None and not keep(word)):
            continue
        seen.add(key)
        out.append(word)
        if len(out) == SUGGESTIONS:
            break
    return out


def _check_word(state: HookyState, raw: Any) -> str:
    if not isinstance(raw, str):
        raise IllegalAction("A clue must be a word of five letters.")
    word = normalize(raw)
    problem = word_problem(word, _asked_words(state), state.any_word)
    if problem:
        raise IllegalAction(problem)
    return word


def _check_letter(raw: Any, what: str = "letter") -> str:
    if not isinstance(raw, str) or len(raw.strip()) != 1 or normalize(raw) not in LETTERS:
        raise IllegalAction(f"A {what} is one of the letters A to Z.")
    return normalize(raw)


def _check_letters(raw: Any, what: str) -> str:
    if not isinstance(raw, str):
        raise IllegalAction(f"{what} must be letters A to Z.")
    letters = normalize(raw).replace(" ", "").replace(",", "")
    if any(ch not in LETTERS for ch in letters):
        raise IllegalAction(f"{what} may hold only the letters A to Z.")
    if len(set(letters)) != len(letters):
        raise IllegalAction(f"{what} may not hold the same letter twice.")
    return "".join(sorted(letters))


# -- helpers: public knowledge (companion checks) ---------------------------------------------
def _public_letters(state: HookyState) -> set[str]:
    """Letters whose place everyone knows: revealed cards and playground cards."""
    out = set(state.playground_revealed)
    for r in state.revealed:
        out.update(r)
    return out


def _answer_bounds(state: HookyState, target: int, word: str, opening: bool = False) -> tuple[int, int]:
    """The least and most ``target`` can truthfully answer to ``word`` given what
    is public (their revealed cards, everyone else's, the playground)."""
    own_revealed = set(state.revealed[target])
    elsewhere = set(state.playground_revealed)
    for s, r in enumerate(state.revealed):
        if s != target:
            elsewhere.update(r)
    lo = count_in_hand(own_revealed, word)
    free_slots = state.setup.hand - len(own_revealed)
    counts = sorted(
        (word.count(ch) for ch in set(word) if ch not in own_revealed and ch not in elsewhere),
        reverse=True,
    )
    hi = lo + sum(counts[:free_slots])
    if opening:
        lo = max(lo, 1)
    return lo, hi


def _check_answer(state: HookyState, target: int, word: str, answer: Any, opening: bool) -> int:
    if state.mode == APP:
        if answer is not None:
            raise IllegalAction("In app mode the app counts the answer from the real hand; leave it out.")
        return count_in_hand(state.hands[target], word)
    if not isinstance(answer, int) or isinstance(answer, bool):
        raise IllegalAction("Companion mode: type in the number the player announced.")
    lo, hi = _answer_bounds(state, target, word, opening)
    if opening and answer < 1:
        raise IllegalAction(
            "An opening clue must hold at least one letter of the player's own hand, so its count is at least 1."
        )
    if not lo <= answer <= hi:
        raise IllegalAction(
            f"{player(target)} cannot truthfully answer {answer} to {word}: with the cards already "
            f"face up the answer is between {lo} and {hi}."
        )
    return answer


# -- helpers: reveal and peek -------------------------------------------------------------------
def _may_reveal(state: HookyState, seat: int) -> bool:
    return (
        state.phase == QUESTION
        and state.round >= REVEAL_FROM_ROUND
        and not state.revealed_this_turn
        and len(state.revealed[seat]) < state.setup.hand
        and any(_peekable(state, t) for t in range(state.players) if t != seat)
    )


def _revealable(state: HookyState, seat: int) -> list[str]:
    if state.mode == COMPANION:
        placed = _public_letters(state)
        return [ch for ch in LETTERS if ch not in placed]
    return [ch for ch in state.hands[seat] if ch not in state.revealed[seat]]


def _peekable(state: HookyState, target: int) -> bool:
    """A peek draws from the face-down cards: a hand all face up cannot be peeked."""
    return len(state.revealed[target]) < state.setup.hand


# -- helpers: guesses ---------------------------------------------------------------------------
def _guesses_done(state: HookyState, seat: int) -> bool:
    if not state.hand_guesses[seat]:
        return False
    if state.mode == COMPANION:
        return all(state.truant_guesses[seat])
    return True


def _seen_letters(state: HookyState, seat: int) -> set[str]:
    """Letters ``seat`` has seen (own hand, face-up cards, own peeks)."""
    out = _public_letters(state) | set(state.hands[seat])
    out.update(p.letter for p in state.peeks if p.seer == seat and p.letter)
    return out


def _pick(rng: Rng, pool: list[str], count: int) -> list[str]:
    """``count`` different random items of ``pool`` (a partial Fisher-Yates shuffle)."""
    items = list(pool)
    for i in range(min(count, len(items))):
        j = i + rng.below(len(items) - i)
        items[i], items[j] = items[j], items[i]
    return items[:count]


def _truant_guess_sample(state: HookyState, seat: int, rnd: int) -> list[GuessTruants]:
    pool = [ch for ch in LETTERS if ch not in _seen_letters(state, seat)]
    if len(pool) < TRUANT_COUNT:  # (cannot happen before the end) any letters then
        pool = list(LETTERS)
    rng = Rng(seed_state(seat * 8 + rnd, f"truants{len(state.clues)}"))
    out: dict[GuessTruants, None] = {}
    for _ in range(GUESS_SAMPLES):
        picks = _pick(rng, pool, TRUANT_COUNT)
        out[GuessTruants(rnd, "".join(sorted(picks)))] = None
    return list(out)


def _hand_guess_sample(state: HookyState, seat: int) -> list[GuessHands]:
    """Guesses that write each hand's face-up cards and own peeks, then (but
    for the first) fill every hand with letters the seat has not seen."""
    k = state.setup.hand
    pool = [ch for ch in LETTERS if ch not in _seen_letters(state, seat)]
    known = [set(state.revealed[t]) for t in range(state.players)]
    for p in state.peeks:
        if p.seer == seat and p.letter:
            known[p.target].add(p.letter)
    rng = Rng(seed_state(seat, f"hands{len(state.clues)}"))
    out: dict[GuessHands, None] = {}
    for i in range(GUESS_SAMPLES // 8):
        shuffled = _pick(rng, pool, len(pool)) if i else ()
        at = 0
        guesses = []
        for t in range(state.players):
            if t == seat:
                guesses.append("")
                continue
            room = k - len(known[t])
            fill = shuffled[at:at + room]
            at += room
            guesses.append("".join(sorted(known[t] | set(fill))))
        out[GuessHands(tuple(guesses))] = None
    return list(out)


def _hand_entry_sample(state: HookyState, seat: int) -> list[EnterHand]:
    k = state.setup.hand
    own = set(state.revealed[seat])
    taken = _public_letters(state) - own
    for h in state.hands:
        taken.update(h)
    pool = [ch for ch in LETTERS if ch not in taken and ch not in own]
    rng = Rng(seed_state(seat, "enter"))
    out: dict[EnterHand, None] = {}
    for _ in range(GUESS_SAMPLES // 8):
        fill = _pick(rng, pool, k - len(own))
        out[EnterHand("".join(sorted(own | set(fill))))] = None
    return list(out)


# -- handlers ---------------------------------------------------------------------------------
def _next_turn(state: HookyState) -> HookyState:
    turn = state.turn + 1
    if state.phase == OPENING:
        if turn < state.players:
            return replace(state, turn=turn)
        return replace(state, phase=QUESTION, round=1, turn=START_PLAYER, revealed_this_turn=False)
    if turn < state.players:
        return replace(state, turn=turn, revealed_this_turn=False)
    return _end_of_round(replace(state, revealed_this_turn=False))


def _end_of_round(state: HookyState) -> HookyState:
    if state.round in state.setup.reveal_after:
        if state.mode == COMPANION:
            return replace(state, phase=PLAYGROUND_PHASE, turn=-1)
        card = state.playground[len(state.playground_revealed)]
        state = replace(state, playground_revealed=state.playground_revealed + (card,))
    return _after_playground(state)


def _after_playground(state: HookyState) -> HookyState:
    if state.round in TRUANT_GUESS_ROUNDS and state.mode == APP:
        return replace(state, phase=TRUANT_GUESS, turn=-1)
    if state.round >= ROUNDS:
        return replace(state, phase=FINAL, turn=-1)
    return replace(state, phase=QUESTION, round=state.round + 1, turn=START_PLAYER)


def _apply_opening(state: HookyState, seat: int, action: OpeningClue) -> HookyState:
    word = _check_word(state, action.word)
    answer = _check_answer(state, seat, word, action.answer, opening=True)
    if answer < 1:
        raise IllegalAction(
            f"An opening clue must hold at least one letter of your own hand; {word} holds none."
        )
    clue = Clue("opening", 0, seat, seat, word, answer)
    return _next_turn(replace(state, clues=state.clues + (clue,)))


def _apply_ask(state: HookyState, seat: int, action: Ask) -> HookyState:
    target = action.target
    if not isinstance(target, int) or not 0 <= target < state.players:
        raise IllegalAction("Ask one of the other players.")
    if target == seat:
        raise IllegalAction("You must ask another player, not yourself.")
    word = _check_word(state, action.word)
    answer = _check_answer(state, target, word, action.answer, opening=False)
    clue = Clue("question", state.round, seat, target, word, answer)
    return _next_turn(replace(state, clues=state.clues + (clue,)))


def _apply_reveal(state: HookyState, seat: int, action: RevealAndPeek) -> HookyState:
    if state.round < REVEAL_FROM_ROUND:
        raise IllegalAction("Revealing a card and peeking is allowed from round 2 on.")
    if state.revealed_this_turn:
        raise IllegalAction("You may reveal a card and peek at most once a turn.")
    letter = _check_letter(action.letter, "revealed card")
    target = action.target
    if not isinstance(target, int) or not 0 <= target < state.players or target == seat:
        raise IllegalAction("Peek at the hand of one of the other players.")
    if state.mode == APP:
        if letter not in state.hands[seat]:
            raise IllegalAction(f"You can only reveal a card of your own hand, and {letter} is not in it.")
        if letter in state.revealed[seat]:
            raise IllegalAction(f"{letter} is already face up: reveal a card not yet revealed.")
    else:
        if letter in _public_letters(state):
            raise IllegalAction(f"{letter} is already face up on the table; it cannot be revealed again.")
        if len(state.revealed[seat]) >= state.setup.hand:
            raise IllegalAction("Every card of this hand is already face up.")
    if not _peekable(state, target):
        raise IllegalAction(f"Every card of {player(target)} is face up: there is no card to peek at.")
    rng = Rng(state.rng)
    seen = ""
    if state.mode == APP:
        hidden = [ch for ch in state.hands[target] if ch not in state.revealed[target]]
        seen = rng.choice(hidden)
    revealed = list(state.revealed)
    revealed[seat] = revealed[seat] + (letter,)
    return replace(
        state,
        revealed=tuple(revealed),
        peeks=state.peeks + (Peek(state.round, seat, target, seen),),
        revealed_this_turn=True,
        rng=rng.state,
    )


def _apply_playground(state: HookyState, seat: int, action: RevealPlayground) -> HookyState:
    letter = _check_letter(action.letter, "playground card")
    if letter in _public_letters(state):
        raise IllegalAction(f"{letter} is already face up on the table; it cannot be a playground card.")
    state = replace(state, playground_revealed=state.playground_revealed + (letter,))
    return _after_playground(state)


def _apply_truants(state: HookyState, seat: int, action: GuessTruants) -> HookyState:
    rnd = action.round
    if rnd not in TRUANT_GUESS_ROUNDS:
        raise IllegalAction("Truant guesses are written after rounds 4, 5 and 6.")
    if state.mode == APP and rnd != state.round:
        raise IllegalAction(f"Now is the truant guess for round {state.round}, not round {rnd}.")
    i = TRUANT_GUESS_ROUNDS.index(rnd)
    if state.truant_guesses[seat][i]:
        raise IllegalAction(f"{player(seat)} has already written their truant guess for round {rnd}.")
    letters = _check_letters(action.letters, "A truant guess")
    if len(letters) != TRUANT_COUNT:
        raise IllegalAction("A truant guess is exactly three different letters.")
    guesses = list(state.truant_guesses)
    row = list(guesses[seat])
    row[i] = letters
    guesses[seat] = tuple(row)  # type: ignore[assignment]
    state = replace(state, truant_guesses=tuple(guesses))
    if state.phase == TRUANT_GUESS and all(g[i] for g in state.truant_guesses):
        if rnd == ROUNDS:
            return replace(state, phase=FINAL)
        return replace(state, phase=QUESTION, round=rnd + 1, turn=START_PLAYER)
    if state.phase == FINAL:
        return _after_final_guess(state)
    return state


def _apply_hand_guesses(state: HookyState, seat: int, action: GuessHands) -> HookyState:
    if state.hand_guesses[seat]:
        raise IllegalAction(f"{player(seat)} has already written their hand guesses.")
    raw = action.guesses
    if not isinstance(raw, tuple) or len(raw) != state.players:
        raise IllegalAction("Write one guess for every seat (nothing for your own).")
    k = state.setup.hand
    guesses = []
    for t, g in enumerate(raw):
        letters = _check_letters(g, f"The guess for {player(t)}")
        if t == seat and letters:
            raise IllegalAction("You do not guess your own hand.")
        if len(letters) > k:
            raise IllegalAction(
                f"A hand guess holds at most {k} letters, as many as {player(t)} holds."
            )
        guesses.append(letters)
    hg = list(state.hand_guesses)
    hg[seat] = tuple(guesses)
    state = replace(state, hand_guesses=tuple(hg))
    return _after_final_guess(state)


def _after_final_guess(state: HookyState) -> HookyState:
    if any(not _guesses_done(state, s) for s in range(state.players)):
        return state
    if state.mode == COMPANION:
        return replace(state, phase=HANDS)
    return replace(state, phase=OVER)


def _apply_enter_hand(state: HookyState, seat: int, action: EnterHand) -> HookyState:
    letters = _check_letters(action.letters, "A hand")
    k = state.setup.hand
    if len(letters) != k:
        raise IllegalAction(f"A hand holds exactly {k} letters.")
    missing = [ch for ch in state.revealed[seat] if ch not in letters]
    if missing:
        raise IllegalAction(f"The hand must include the cards {player(seat)} revealed: {' '.join(missing)}.")
    if any(ch in state.playground_revealed for ch in letters):
        bad = [ch for ch in letters if ch in state.playground_revealed]
        raise IllegalAction(f"{' '.join(bad)} turned up in the playground, so it is in no hand.")
    for other in range(state.players):
        if other == seat:
            continue
        clash = [ch for ch in letters if ch in state.revealed[other] or ch in state.hands[other]]
        if clash:
            raise IllegalAction(f"{' '.join(clash)} belongs to {player(other)}'s hand.")
    hands = list(state.hands)
    hands[seat] = tuple(letters)
    state = replace(state, hands=tuple(hands))
    if all(state.hands):
        used = set(state.playground_revealed).union(*map(set, state.hands))
        truants = tuple(ch for ch in LETTERS if ch not in used)
        return replace(state, truants=truants, phase=OVER)
    return state


def _apply_fix(state: HookyState, action: FixAnswer) -> HookyState:
    if state.mode != COMPANION:
        raise IllegalAction("In app mode the answers are counted by the app and cannot be changed.")
    i = action.clue
    if not isinstance(i, int) or not 0 <= i < len(state.clues):
        raise IllegalAction("There is no such clue in the log.")
    c = state.clues[i]
    answer = _check_answer(state, c.asked, c.word, action.answer, opening=c.kind == "opening")
    clues = list(state.clues)
    clues[i] = replace(c, answer=answer)
    return replace(state, clues=tuple(clues))


def _apply_mark(state: HookyState, seat: int, action: Mark) -> HookyState:
    columns = worksheet_columns(state.players, seat)
    if action.column not in columns:
        raise IllegalAction(
            "A worksheet column is another player, the playground or the truants."
        )
    letter = _check_letter(action.letter)
    if action.mark not in MARKS and action.mark != "":
        raise IllegalAction("A mark is has, has not, maybe, or empty.")
    notes = [n for n in state.notes[seat] if not (n[0] == action.column and n[1] == letter)]
    if action.mark:
        notes.append((action.column, letter, action.mark))
    all_notes = list(state.notes)
    all_notes[seat] = tuple(sorted(notes))
    return replace(state, notes=tuple(all_notes))


_HANDLERS = {
    (OPENING, OpeningClue): _apply_opening,
    (QUESTION, Ask): _apply_ask,
    (QUESTION, RevealAndPeek): _apply_reveal,
    (PLAYGROUND_PHASE, RevealPlayground): _apply_playground,
    (TRUANT_GUESS, GuessTruants): _apply_truants,
    (FINAL, GuessTruants): _apply_truants,
    (FINAL, GuessHands): _apply_hand_guesses,
    (HANDS, EnterHand): _apply_enter_hand,
}


def _not_your_turn(state: HookyState, seat: int) -> str:
    if state.phase == TRUANT_GUESS:
        return f"{player(seat)} has already written their truant guess for round {state.round}."
    if state.phase == FINAL:
        return f"{player(seat)} has already written all their guesses."
    if state.phase == HANDS:
        return f"{player(seat)} has already entered their hand."
    if state.phase == PLAYGROUND_PHASE:
        return "The start player types in the playground card."
    return f"It is not {player(seat)}'s turn."


def _wrong_move(state: HookyState, action: Any) -> str:
    name = type(action).__name__
    phase = state.phase
    if phase == OPENING:
        return "First every player gives an opening clue about their own hand."
    if phase == QUESTION:
        if isinstance(action, OpeningClue):
            return "The opening clues are over: now ask another player a word."
        return "On your turn you may reveal a card and peek (from round 2), then you ask another player a word."
    if phase == PLAYGROUND_PHASE:
        return "The round is over: first type in the playground card turned face up."
    if phase == TRUANT_GUESS:
        return f"The round is over: every player writes three truant letters for round {state.round}."
    if phase == FINAL:
        if isinstance(action, GuessTruants):
            return "The truant guesses were written after rounds 4, 5 and 6."
        return "The six rounds are over: write your guesses of the other hands."
    if phase == HANDS:
        return "Every guess is in: now every player shows their real hand."
    return f"{name} is not allowed now."


# -- scoring the state -------------------------------------------------------------------------
def score_rows(state: HookyState) -> list[ScoreRow]:
    return [
        score_row(s, state.truants, state.hands, state.truant_guesses[s],
                  state.hand_guesses[s], len(state.revealed[s]))
        for s in range(state.players)
    ]


def mismatched_clues(state: HookyState) -> list[int]:
    """Companion mode, at the end: clue-log rows whose typed-in answer does not
    match the hand entered for that player (a slip at the table)."""
    if state.mode != COMPANION or not all(state.hands):
        return []
    return [i for i, c in enumerate(state.clues)
            if count_in_hand(state.hands[c.asked], c.word) != c.answer]


def _notes_dict(notes: tuple[tuple[str, str, str], ...]) -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {}
    for column, letter, mark in notes:
        out.setdefault(column, {})[letter] = mark
    return out


GAME = Hooky()
