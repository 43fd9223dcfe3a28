"""Deliberately broken toy cards, so the simulate loop can show it finds what is wrong.

- :data:`BROKEN_INVARIANT` reports a broken invariant once the second round begins
  (as a game that lost a card there would);
- :data:`BROKEN_DEADLINE` runs its deadline out with a move its own rules refuse;
- :class:`CheatBot` plays a card it does not hold.
"""

from __future__ import annotations

from typing import Any

from boardgames_desktop.core.game import N_, Bot, BotKind, BotTurn, Deadline

from .rules import Play, State, ToyCards

PLANTED = "planted: a card went missing"


class BrokenInvariant(ToyCards):
    def invariants(self, state: State) -> list[str]:
        return [*super().invariants(state), *([PLANTED] if state.round >= 2 else [])]


BROKEN_INVARIANT = BrokenInvariant()


class BrokenDeadline(ToyCards):
    def deadline(self, state: State) -> Deadline | None:
        found = super().deadline(state)
        return None if found is None else Deadline(found.actor, found.seconds, Play("ruby-99"))


BROKEN_DEADLINE = BrokenDeadline()


class CheatBot(Bot):
    def choose(self, turn: BotTurn) -> Any:
        return Play("ruby-99")


CHEAT = BotKind("bot:cheat", N_("Cheat"), CheatBot)
