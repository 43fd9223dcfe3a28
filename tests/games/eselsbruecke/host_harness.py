"""A small stand-in for the shell around Eselsbrücke's boards: a table session,
the host's board with its controls, and the projector board, wired the way the
main window wires them (actions, peeks, the deadline, names on the projector)."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.table import TableSession
from boardgames_desktop.games.eselsbruecke.ai import BOTS
from boardgames_desktop.games.eselsbruecke.rules import GAME
from boardgames_desktop.games.eselsbruecke.view import BoardView, ProjectorBoard

NAMES = ["Ada", "Ben", "Cem", "Dora", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lu"]


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Host:
    def __init__(self, people: int = 4, seed: int = 1, mode: str = "host"):
        from boardgames_desktop.games import eselsbruecke

        seating = eselsbruecke.INFO.seating(people)
        from boardgames_desktop.core.game import Person

        seats = [SeatSpec(tuple(Person(NAMES[i]) for i in seat)) for seat in seating]
        self.match = Match(GAME, seats, seed, {"mode": mode})
        self.clock = FakeClock()
        self.session = TableSession(self.match, BOTS, clock=self.clock, host=mode == "host")
        self.window = QWidget()
        layout = QVBoxLayout(self.window)
        self.board = BoardView()
        self.board.set_player_names(list(self.match.names.values()))
        layout.addWidget(self.board, 1)
        layout.addWidget(self.board.controls())
        self.projector = ProjectorBoard()
        self.projector.set_player_names(list(self.match.names.values()))
        self.board.action_chosen.connect(self.play)
        self.board.peek_requested.connect(self.session.peek)
        self.board.peek_released.connect(self.session.end_peek)
        self.board.time_up.connect(lambda actor, action: self.session.expire())
        self.board.projector_names.connect(self.projector.set_show_names)
        self.refusals: list[str] = []
        self.session.subscribe(lambda session, reasons: self.refresh())
        self.refresh()

    def play(self, actor, action) -> None:
        refusal = self.session.play(actor, action)
        if refusal is not None:
            self.refusals.append(render(refusal, self.match.names))

    def refresh(self) -> None:
        screen = self.session.screen()
        if screen is not None:
            legal = screen.legal if isinstance(screen.legal, list) else []
            self.board.show_view(screen.view, screen.seat, legal, screen.interactive)
        public = self.match.view(None)
        self.projector.show_public(public, render(self.match.status(), self.match.names))
        left = self.session.seconds_left() if self.session.deadline_started is not None else None
        self.board.show_deadline(left)
        self.projector.show_deadline(left)

    def wait(self, seconds: float) -> None:
        """Let the session's clock run on, as the shell's timer would, and expire a deadline."""
        self.clock.now += seconds
        if not self.session.expire():
            self.refresh()
