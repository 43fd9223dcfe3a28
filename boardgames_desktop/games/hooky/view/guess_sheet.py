"""The guess sheet of Hooky's board: the phases where letters are written (the
truant guesses, the playground card, the final guesses, and in companion mode
the hands the table types in). :class:`GuessSheet` is a mixin of
:class:`~.board.BoardView`: it fills the action panel's sheet (:mod:`.controls`)
from the seat's view and turns what was clicked into the rules' actions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....core.i18n import _
from ..actions import EnterHand, GuessHands, GuessTruants, RevealPlayground
from ..data import TRUANT_GUESS_ROUNDS, TRUANTS
from .controls import Row

if TYPE_CHECKING:
    from .controls import ActionPanel


class GuessSheet:
    """The guess sheet's part of the board (a mixin; see the module docstring)."""

    # -- what the board provides -----------------------------------------------------
    view: dict[str, Any] | None
    interactive: bool
    actions: ActionPanel
    _prompt: str

    if TYPE_CHECKING:
        def _name(self, actor: int) -> str: ...

        def _choose(self, action: Any, actor: int | None = None) -> bool: ...

        def _local_refusal(self, text: str) -> None: ...

    def _configure_sheet(self, view: dict[str, Any], seat: int) -> None:
        """The guess sheet of a phase where letters are written (truants, the
        playground card, the final guesses, the hands)."""
        configure = {"truants": self._sheet_truants, "playground": self._sheet_playground,
                     "final": self._sheet_final, "hands": self._sheet_hands}.get(view["phase"])
        if configure is None:
            return
        key = (view["phase"], view["round"], seat, tuple(view["my_truant_guesses"] or ()),
               bool(view.get("my_hand_guesses")), tuple(view["hand_entered"]))
        configure(view, seat, key)

    @staticmethod
    def _marked(view: dict[str, Any], column: str) -> str:
        """The letters the seat's worksheet marks as in ``column``."""
        notes = view.get("notes") or {}
        return "".join(sorted(ch for ch, m in (notes.get(column) or {}).items() if m == "has"))

    @staticmethod
    def _public_letters(view: dict[str, Any]) -> set[str]:
        return {ch for r in view["revealed"] for ch in r} | set(view["playground_revealed"])

    def _sheet_truants(self, view: dict[str, Any], seat: int, key: tuple[Any, ...]) -> None:
        rnd = view["round"]
        rows = [Row(f"truants{rnd}", _("Truants after round {n}").format(n=rnd), 3, True,
                    letters=self._marked(view, TRUANTS)[:3], required=True)]
        self.actions.sheet.configure(
            key, _("End of round {n}: click three different letters you think are the truants "
                   "({points} points each correct one).").format(n=rnd, points=5 if rnd < 6 else 10),
            rows, _("Write my truant guess"))
        self._prompt = _("Click three letters for your truant guess, then press Write my truant guess.")

    def _sheet_playground(self, view: dict[str, Any], seat: int, key: tuple[Any, ...]) -> None:
        rows = [Row("playground", _("Playground card"), 1, True, disabled=self._public_letters(view), required=True)]
        self.actions.sheet.configure(key, _("End of round {n}: click the letter of the playground card "
                                            "just turned face up.").format(n=view["round"]), rows,
                                     _("Turn up this card"))
        self._prompt = _("Click the letter of the playground card turned face up, then press Turn up this card.")

    def _sheet_final(self, view: dict[str, Any], seat: int, key: tuple[Any, ...]) -> None:
        k = view["hand_size"]
        rows = []
        if view["mode"] == "companion":
            for i, r in enumerate(TRUANT_GUESS_ROUNDS):
                if not (view["my_truant_guesses"] or ["", "", ""])[i]:
                    rows.append(Row(f"truants{r}", _("Truants, round {n}").format(n=r), 3, True, required=True))
        if not view.get("my_hand_guesses"):
            rows += self._hand_guess_rows(view, seat)
        if view["mode"] == "companion":
            text = _("After round 6: write your truant guesses for rounds 4, 5 and 6 and the letters you "
                     "think each other player holds (at most {k} a hand; 1 point a correct letter, 1 more "
                     "for a whole hand). Click a row, then letters.")
        else:
            text = _("After round 6: write the letters you think each other player holds (at most {k} a "
                     "hand; 1 point a correct letter, 1 more for a whole hand). Click a row, then letters.")
        self.actions.sheet.configure(key, text.format(k=k), rows, _("Write my guesses"))
        self._prompt = _("Click a player's row, then the letters you think they hold; then press Write my guesses.")

    def _hand_guess_rows(self, view: dict[str, Any], seat: int) -> list[Row]:
        """A row for every other hand, filled with what the seat knows or marked is in it."""
        k = view["hand_size"]
        known = {s: set(view["revealed"][s]) for s in range(view["players"])}
        for p in view["peeks"]:
            if p["seer"] == seat and p.get("letter"):
                known[p["target"]].add(p["letter"])
        rows = []
        for s in range(view["players"]):
            if s == seat:
                continue
            letters = "".join(sorted(known[s] | set(self._marked(view, str(s)))))[:k]
            rows.append(Row(f"hand{s}", self._name(s), k, False, seat=s, letters=letters))
        return rows

    def _sheet_hands(self, view: dict[str, Any], seat: int, key: tuple[Any, ...]) -> None:
        """The table types in every hand still missing; a row a player."""
        k = view["hand_size"]
        public = self._public_letters(view)
        rows = []
        for s in range(view["players"]):
            if s in view["hand_entered"]:
                continue
            own = set(view["revealed"][s])
            others = public - own
            for t in view["hand_entered"]:
                others |= set(view["entered_hands"][t])
            rows.append(Row(f"hand{s}", _("{who}'s hand").format(who=self._name(s)), k, True, seat=s,
                            letters="".join(sorted(own)), locked=own, disabled=others))
        self.actions.sheet.configure(key, _("Every guess is in. Click a player's row, then the {k} letters of their "
                                            "hand (their face-up cards are already in).").format(k=k),
                                     rows, _("These are the hands"))
        self._prompt = _("Click the {k} letters of each hand, then press These are the hands.").format(k=k)

    def _submit_sheet(self) -> None:
        view = self.view
        if not self.interactive or view is None:
            return
        values = self.actions.sheet.values()
        phase = view["phase"]
        if phase == "truants":
            self._choose(GuessTruants(view["round"], values.get(f"truants{view['round']}", "")))
        elif phase == "playground":
            letter = values.get("playground", "")
            if not letter:
                self._local_refusal(_("Click the letter of the playground card first."))
                return
            self._choose(RevealPlayground(letter))
        elif phase == "hands":
            typed = [(int(key[4:]), letters) for key, letters in values.items() if letters]
            if not typed:
                self._local_refusal(_("Click a player's row, then the letters of their hand."))
            for s, letters in typed:
                if not self._choose(EnterHand(s, letters)):
                    return
        elif phase == "final":
            for r in TRUANT_GUESS_ROUNDS:
                if f"truants{r}" in values and not self._choose(GuessTruants(r, values[f"truants{r}"])):
                    return
            if any(key.startswith("hand") for key in values):
                guesses = tuple(values.get(f"hand{s}", "") for s in range(view["players"]))
                self._choose(GuessHands(guesses))


__all__ = ["GuessSheet"]
