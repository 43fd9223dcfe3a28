"""A tiny test-only game with secrets, to drive the shell without a real game.

"Counting race": each turn the player adds 1 or 2 to a shared counter, as often
as they like, then ends the turn; whoever brings the counter to TARGET wins.
Every seat holds a secret word (dealt from the seed, re-drawn by ``Draw``,
which reveals something and so stops undo). The public view shows the counter
and whose turn it is, never a secret word.
"""

from __future__ import annotations

import sys
import types
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from boardgames_desktop.core.actions import ActionCodec
from boardgames_desktop.core.errors import IllegalAction
from boardgames_desktop.core.game import Bot, BotKind, Game, Option, Outcome
from boardgames_desktop.core.rng import Rng, seed_state
from boardgames_desktop.ui.kit.gameview import GameView
from boardgames_desktop.ui.kit.gameview import ProjectorBoard as ProjectorBoardBase

GAME_ID = "fake-secrets"
PACKAGE = "_test_fake_secrets"
SECRET_PREFIX = "SECRET-"
WORDS = ("apple", "birch", "comet", "delta", "ember", "fjord", "grove", "harbor")


@dataclass(frozen=True)
class Add:
    amount: int


@dataclass(frozen=True)
class EndTurn:
    pass


@dataclass(frozen=True)
class Draw:
    pass


@dataclass(frozen=True)
class State:
    counter: int
    current: int
    added_this_turn: int
    secrets: tuple[str, ...]
    rng: int
    target: int
    winner: int | None = None


class FakeGame(Game):
    id = GAME_ID
    title = "Counting race"
    description = "A test game: add to a shared counter and keep your word secret."
    min_players = 2
    max_players = 3
    has_private_info = True
    codec = ActionCodec([Add, EndTurn, Draw])
    options = (Option("target", "Target", ((10, "Ten"), (20, "Twenty")), 10),)

    def setup(self, players, seed, options):
        rng = Rng(seed_state(seed, "fake"))
        secrets = tuple(SECRET_PREFIX + rng.choice(WORDS) + f"-{seat}" for seat in range(players))
        return State(0, 0, 0, secrets, rng.state, options.get("target", 10))

    def to_act(self, state):
        return () if state.winner is not None else (state.current,)

    def legal_actions(self, state, seat):
        if seat not in self.to_act(state):
            return []
        actions: list[Any] = [Add(1), Add(2), Draw()]
        if state.added_this_turn:
            actions.append(EndTurn())
        return actions

    def apply(self, state, seat, action):
        self.check(state, seat, action)
        if isinstance(action, Add):
            counter = min(state.target, state.counter + action.amount)
            winner = seat if counter >= state.target else None
            return replace(state, counter=counter, added_this_turn=state.added_this_turn + 1, winner=winner)
        if isinstance(action, EndTurn):
            return replace(state, current=(state.current + 1) % len(state.secrets), added_this_turn=0)
        if isinstance(action, Draw):
            rng = Rng(state.rng)
            secrets = list(state.secrets)
            secrets[seat] = SECRET_PREFIX + rng.choice(WORDS) + f"-{seat}"
            return replace(state, secrets=tuple(secrets), rng=rng.state)
        raise IllegalAction("Unknown move.")

    def reveals(self, before, seat, action, after):
        return isinstance(action, Draw)

    def view(self, state, seat):
        out = {
            "counter": state.counter,
            "target": state.target,
            "current": state.current,
            "added_this_turn": state.added_this_turn,
            "players": len(state.secrets),
        }
        if seat is not None:
            out["seat"] = seat
            out["my_secret"] = state.secrets[seat]
        return out

    def outcome(self, state):
        if state.winner is None:
            return None
        return Outcome((state.winner,), "target", f"Player {state.winner + 1} reached {state.target}.")

    def describe(self, state, seat, action):
        if isinstance(action, Add):
            return f"added {action.amount}"
        if isinstance(action, Draw):
            return "drew a new word"
        return "ended the turn"

    def status(self, state):
        return f"The counter stands at {state.counter} of {state.target}."

    def rules_text(self):
        return "# Counting race\n\nAdd **1 or 2** to the counter; reach the target to win."


GAME = FakeGame()


class CountingBot(Bot):
    name = "counter"

    def choose(self, view, legal):
        assert "my_secret" in view and view["seat"] == self.seat  # a seat view, not the state
        if view["added_this_turn"] == 0:
            return Add(2) if Add(2) in legal else legal[0]
        return EndTurn()


BOTS = (BotKind("bot:counter", "Counting bot", CountingBot),)


class BoardView(GameView):
    """Buttons for the legal moves and a label with the seat's secret word."""

    def __init__(self, game):
        super().__init__()
        self.game = game
        self.shown: list[tuple[dict, int | None, list, bool]] = []
        self.zoom = 1.0
        self.refusals: list[str] = []
        layout = QVBoxLayout(self)
        self.counter_label = QLabel()
        self.secret_label = QLabel()
        layout.addWidget(self.counter_label)
        layout.addWidget(self.secret_label)
        row = QHBoxLayout()
        self.add1 = QPushButton("+1")
        self.add2 = QPushButton("+2")
        self.draw = QPushButton("Draw")
        self.end = QPushButton("End turn")
        for button, action in ((self.add1, Add(1)), (self.add2, Add(2)), (self.draw, Draw()), (self.end, EndTurn())):
            button.clicked.connect(lambda _=False, a=action: self._choose(a))
            row.addWidget(button)
        layout.addLayout(row)
        layout.addStretch(1)
        self._seat = None
        self._legal: list = []

    def _choose(self, action):
        self.action_chosen.emit(self._seat if self._seat is not None else -1, action)

    def show_view(self, view, seat, legal, interactive):
        self.shown.append((view, seat, list(legal), interactive))
        self._seat = seat
        self._legal = list(legal)
        self.counter_label.setText(f"Counter: {view['counter']} / {view['target']}")
        self.secret_label.setText(f"Your word: {view.get('my_secret', '—')}")
        for button, action in ((self.add1, Add(1)), (self.add2, Add(2)), (self.draw, Draw()), (self.end, EndTurn())):
            button.setEnabled(interactive and action in legal)

    def refuse(self, reason):
        self.refusals.append(reason)
        super().refuse(reason)

    def prompt(self):
        return "Add 1 or 2, or end your turn." if self._legal else ""

    def set_zoom(self, factor):
        self.zoom = factor

    def set_player_names(self, names):
        self.names = list(names)


class ProjectorBoard(ProjectorBoardBase):
    def __init__(self, game):
        super().__init__()
        self.game = game
        self.received: list[tuple[dict, str]] = []
        layout = QVBoxLayout(self)
        self.label = QLabel()
        layout.addWidget(self.label)

    def show_public(self, view, status):
        self.public_view = view
        self.received.append((view, status))
        self.label.setText(f"Counter {view['counter']} of {view['target']}")


def register(monkeypatch) -> None:
    """Make the registry offer this game, as if it were boardgames_desktop.games._test_fake_secrets."""
    from boardgames_desktop import games

    module = sys.modules[__name__]
    monkeypatch.setitem(games.PACKAGES, GAME_ID, PACKAGE)
    monkeypatch.setitem(sys.modules, f"{games.__name__}.{PACKAGE}", module)
    monkeypatch.setitem(sys.modules, f"{games.__name__}.{PACKAGE}.view", module)
