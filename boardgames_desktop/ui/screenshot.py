"""Render a seeded match in progress to a PNG, offscreen: ``boardgames-desktop screenshot``.

Every seat starts as a bot (the game's first bot kind); the bots play ``moves``
actions synchronously so the picture shows a game under way (where the table is
to enter something, a host's confirmation, a listed legal input is picked at
random from the screenshot's seed); then every seat is treated as human so the
seat at the screen gets its legal moves highlighted. ``options`` are set-up
options by key (``{"mode": "digital"}``), as the launcher would give them.

``--what NAME`` shows something besides the board: :data:`SHELL_SHOTS` for
every game, plus what the game's views declare in their ``screenshots``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core import interrupt
from ..core.i18n import N_, _

if TYPE_CHECKING:
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from ..core.match import Match
    from .mainwindow import MainWindow

MAIN_SIZE = (1920, 1080)
PROJECTOR_SIZE = (3840, 2160)
DEFAULT_MOVES = 24

#: What ``--what`` can show in every game (name -> what it is, translated where it is shown).
SHELL_SHOTS: dict[str, str] = {
    "curtain": N_("the hot-seat curtain left down (games with secrets between seats)"),
    "peek": N_("the first seat's own view held up with its 'Hold to look' button (host modes)"),
    "end": N_("the end of the game: the bots play it out, the window shows how it ended (--moves ignored)"),
    "keys": N_("the keyboard's focus mark on the board's first lit choice (the board reached with Tab)"),
    "hint": N_("Help > Hint asked for the seat at the screen: the move lit on the board, its why in the note"),
}

class ShotRefused(ValueError):
    """What ``--what`` asked for cannot be shown in this position (the command line says so
    in one line, as it says every refusal)."""


#: The most seconds ``--what hint`` waits for the Normal bot's advice.
HINT_WAIT = 60.0

#: Bot moves at most for ``--what end``: more than any game lasts.
END_MOVES = 100_000


def game_shots(game_id: str) -> dict[str, str]:
    """The ``--what`` names a game's views declare (imports its view part)."""
    from .. import games

    view = games.part(game_id, "view")
    return {**view.BoardView.screenshots, **view.ProjectorBoard.screenshots}


def shot_names(game_id: str) -> dict[str, str]:
    """Every ``--what`` name ``game_id`` accepts."""
    return {**SHELL_SHOTS, **game_shots(game_id)}


def parse_options(game_id: str, pairs: list[str]) -> dict[str, Any]:
    """``["mode=digital"]`` as the game's option values (each value as declared: a
    choice is matched by its text, so ``first=0`` gives the number 0)."""
    from .. import games
    from ..core.errors import excerpt

    known = {o.key: o for o in games.info(game_id).options}
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or key not in known:
            names = ", ".join(known) or _("none")
            raise ValueError(_("--option {value}: write KEY=VALUE with a key of {game} ({keys})").format(
                value=excerpt(pair, 24), game=game_id, keys=names))
        values = {str(value): value for value, _label in known[key].choices}
        if text not in values:
            raise ValueError(_("--option {value}: {key} is one of {values}").format(
                value=excerpt(pair, 24), key=key, values=", ".join(values)))
        options[key] = values[text]
    return options


def build_match(game_id: str, seed: int, moves: int = DEFAULT_MOVES, players: int | None = None,
                options: dict[str, Any] | None = None) -> "Match":
    """A match of ``game_id`` advanced by a bot for up to ``moves`` actions (Qt-free).

    The opening is played by the game's first reference bot (a kind without a level:
    the bot of earlier versions), else its first kind, so ``--moves N`` keeps showing
    the position it always showed while the levels get stronger."""
    from .. import games
    from ..core.game import TABLE, BotTurn, Person, SeatSpec, TooMany
    from ..core.match import Match
    from ..core.rng import Rng, seed_state
    from .launcher import DEFAULT_NAMES

    info = games.info(game_id)
    game = games.part(game_id, "rules")
    kinds = games.bots(game_id)
    if not kinds:
        raise ValueError(f"{info.title} has no bot to play the opening moves")
    opening = next((k for k in kinds if k.level is None), kinds[0])
    seating = info.seating(players or info.min_people)
    seats = [SeatSpec(tuple(Person(DEFAULT_NAMES[i]) for i in people), opening.key) for people in seating]
    match = Match(game, seats, seed, options or {})
    # A seed a seat, so two bots of one kind do not mirror each other.
    bots = {seat: opening.factory(game, seat, (seed * 1_000_003 + seat * 7919 + 1) & 0xFFFFFFFF)
            for seat in range(len(seats))}
    rng = Rng(seed_state(seed, "screenshot"))
    for _move in range(max(0, moves)):
        interrupt.check()  # Ctrl+C between two moves (see core/interrupt.py)
        if match.finished:
            break
        acting = [actor for actor in match.to_act() if actor != TABLE]
        if not acting:
            # The table's turn (a host's confirmation): a listed input at random. Typed
            # inputs that cannot be listed (a companion's answers) stop the opening here.
            legal = match.legal_actions(TABLE)
            if isinstance(legal, TooMany) or not legal:
                break
            match.play(TABLE, rng.choice(legal))
            continue
        seat = acting[0]
        turn = BotTurn(game, seat, match.view(seat), match.legal_actions(seat), rng)
        match.play(seat, bots[seat].choose(turn))
    # From here on the seats are people: the window highlights the legal moves.
    match.seats = [SeatSpec(s.people, "human") for s in match.seats]
    return match


def write_png(image: QImage, out: Path) -> Path:
    """Write a QImage as PNG through Python's file I/O, so a failure is an
    :class:`OSError` that names its cause (Qt only answers False)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6 takes the format as a str (bytes raise ValueError); its stub says bytes.
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise OSError(f"the picture could not be encoded as PNG ({image.width()}x{image.height()})")
    buffer.close()
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(f".{out.name}.part")
    try:
        tmp.write_bytes(bytes(data.data()))
        os.replace(tmp, out)
    finally:
        tmp.unlink(missing_ok=True)
    return out


def render(
    game_id: str,
    seed: int,
    out: Path | str,
    *,
    size: tuple[int, int] | None = None,
    projector: bool = False,
    moves: int = DEFAULT_MOVES,
    what: str | None = None,
    players: int | None = None,
    options: dict[str, Any] | None = None,
) -> Path:
    """Write the main window (or the projector window) of a seeded match to ``out``."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import qInstallMessageHandler

    from .look import create_app, quiet_offscreen_notes

    if what is not None and what not in shot_names(game_id):
        raise ValueError(f"unknown --what {what!r} for {game_id}")
    app = create_app()
    previous = quiet_offscreen_notes()
    try:
        return _render(app, game_id, seed, out, size, projector, moves, what, players, options)
    finally:
        qInstallMessageHandler(previous)


def _render(app: QApplication, game_id: str, seed: int, out: Path | str, size: tuple[int, int] | None, projector: bool,
            moves: int, what: str | None, players: int | None, options: dict[str, Any] | None) -> Path:
    from PySide6.QtWidgets import QApplication, QWidget

    from .mainwindow import MainWindow

    match = build_match(game_id, seed, END_MOVES if what == "end" else moves, players, options)
    if what == "end" and not match.finished:
        raise ShotRefused(_("--what end: the bots could not finish this game of {game} (seed {seed})").format(
            game=game_id, seed=seed))
    window = MainWindow(match, autosave=False, remember=False, bot_delay_ms=0)
    width, height = size or (PROJECTOR_SIZE if projector else MAIN_SIZE)
    try:
        if what != "curtain" and window.curtain_up:
            window.lift_curtain()
        target: QWidget
        if projector:
            window.toggle_projector(True)
            assert window.projector is not None  # toggle_projector(True) opens it
            target = window.projector
        else:
            target = window
        target.resize(width, height)
        target.show()
        _settle(app)
        target.resize(width, height)
        if what == "peek":
            session = window.current_session()
            if not session.host:
                raise ShotRefused(_("--what peek: {game} is not in a host mode here (see --option mode=...)").format(
                    game=game_id))
            window.peek(session.human_seats()[0])
        if what == "keys" and not projector:
            _press_tab(window)
        if what == "hint" and not projector:
            _ask_hint(app, window, game_id, seed)
        if what is not None and what not in SHELL_SHOTS:
            if projector:
                assert window.projector is not None
                window.projector.board.prepare_screenshot(what)
            else:
                assert window.board is not None  # the window shows a match
                window.board.prepare_screenshot(what)
        _settle(app)
        image = target.grab().toImage()
        interrupt.check()  # the last safe point: after it the picture is written whole
        return write_png(image, Path(out))
    finally:
        window.close()
        window.deleteLater()
        QApplication.processEvents()


def _ask_hint(app: QApplication, window: MainWindow, game_id: str, seed: int) -> None:
    """Help > Hint, as a person asks it (the bot seeded from ``seed``: the same picture
    every time), and wait for the answer to be shown."""
    import time

    from .hint import SEED_MAX

    if not window.hints.ask(seed % SEED_MAX + 1):
        raise ShotRefused(_("--what hint: {game} offers no hint here (no person is to act at the screen)").format(
            game=game_id))
    waited_until = time.monotonic() + HINT_WAIT
    while window.hints.shown is None:
        if time.monotonic() > waited_until:
            raise ShotRefused(_("--what hint: {game}'s hint did not come within {seconds:.0f} s").format(
                game=game_id, seconds=HINT_WAIT))
        interrupt.check()
        app.processEvents()
        time.sleep(0.01)


def _press_tab(window: MainWindow) -> None:
    """The board reached with Tab, as a person using the keyboard does (its first target marked)."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QFocusEvent
    from PySide6.QtWidgets import QApplication

    board = window.board
    assert board is not None  # the window shows a match
    target = board.focusProxy() or board
    target.clearFocus()
    target.setFocus(Qt.FocusReason.TabFocusReason)
    if QApplication.focusWidget() is not target:  # an inactive offscreen window: say it as Qt would
        QApplication.sendEvent(target, QFocusEvent(QEvent.Type.FocusIn, Qt.FocusReason.TabFocusReason))


def _settle(app: QApplication) -> None:
    for _round in range(5):
        interrupt.check()
        app.processEvents()
