"""Words said to one seat never cross the curtain or reach the next seat.

A refusal, a hint or "Move taken back." is said to the eyes at the screen: the
rules' reason why Ada's opening clue is refused names letters she does not
hold. The window shows such words in its seat note (``ui/kit/note.py``) and
boards keep some of their own (Hooky's error labels, Tokaido Duo's prompt
line); both must be gone once the viewer changes or the curtain comes down.

The check plays seeded games of every game (every mode) through the real
window, two to four people, at least two of them human: curtain clicks,
legal moves, now and then a move that is not legal now (one legal earlier, or
for another seat) and Ctrl+Z or the board's own undo gesture, so refusals
come. Every note said is recorded with the eyes it was said to (the window's
note, the board's ``message``, what ``refuse`` received). After every action
no visible text may carry a note said to other eyes, unless a freshly drawn
screen for the eyes now looking shows the same words (a hint that is also the
new seat's prompt). A planted note that outlives its viewer must be found.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import pytest
from games.inner_compass.helpers import cell, make_state  # tests/ is on sys.path
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QToolTip, QVBoxLayout, QWidget

from boardgames_desktop import games
from boardgames_desktop.core.game import SeatSpec, TooMany
from boardgames_desktop.core.match import Match
from boardgames_desktop.games.inner_compass.rules import EndTurn, InnerCompass, Move
from boardgames_desktop.ui.kit.note import SeatNote

from .conftest import NAMES, settle
from .seen import visible_texts

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier
CURTAIN = "curtain"

#: A quick bot for each game (the check is about the screen, not the play).
QUICK_BOT = {
    "held-hands": "bot:casual",
    "inner-compass": "bot:greedy",
    "hooky": "bot:random",
    "tokaido-duo": "bot:greedy",
    "eselsbruecke": "bot:dreamy",
}


def _configurations() -> list[tuple[str, str | None]]:
    """Every game in every mode it declares."""
    out = []
    for game_id in games.ids():
        modes = games.info(game_id).modes
        out += [(game_id, mode.key) for mode in modes] if modes else [(game_id, None)]
    return out


CONFIGURATIONS = _configurations()


def looking(window) -> Any:
    """Whose eyes the window shows something for, as a person sees it: nobody's
    behind the curtain, else the seat (or the table) the board was last given."""
    if window.stack.currentWidget() is window.curtain:
        return CURTAIN
    shown = window.board.current
    return shown.seat if shown is not None else None


@dataclass
class Said:
    """Every note said in a window, with the eyes it was said to."""

    notes: list[tuple[str, Any]] = field(default_factory=list)

    def add(self, text: str, owner: Any) -> None:
        if text and (text, owner) not in self.notes:
            self.notes.append((text, owner))

    def foreign(self, owner: Any) -> set[str]:
        """Words said to other eyes and never to ``owner``."""
        own = {text for text, o in self.notes if o == owner}
        return {text for text, o in self.notes if o != owner} - own


def record(window) -> Said:
    said = Said()
    window.note.said.connect(lambda text, _owner: said.add(text, looking(window)))
    board = window.board
    board.message.connect(lambda text: said.add(str(text), looking(window)))
    refuse = board.refuse

    def refused(reason: Any) -> None:
        said.add(str(reason), looking(window))
        refuse(reason)

    board.refuse = refused  # the window's refusals pass through here
    return said


def fresh_texts(window) -> set[str]:
    """What the eyes now looking may read anyway: the public header, the players and
    moves, the curtain, and a board drawn afresh for them (its controls and prompt)."""
    session, match = window.session, window.match
    texts = {window.headline(), window.public_status(), *window.public_status().split("\n")}
    texts |= set(visible_texts(window.side))
    if session.curtain_up:
        return texts | set(visible_texts(window.curtain)) | {window.header.prompt_label.text()}
    screen = session.screen()
    board = games.part(match.game.id, "view").BoardView(match.game)
    board.set_player_names([match.names[s] for s in range(len(match.seats))])
    holder = QWidget()
    box = QVBoxLayout(holder)
    box.addWidget(board, 1)
    controls = board.controls()
    if controls is not None:
        box.addWidget(controls)
    holder.resize(window.centralWidget().size())
    holder.show()
    try:
        if session.peeking is not None:
            board.show_peek(screen.view, session.peeking)
        else:
            board.show_view(screen.view, screen.seat, screen.legal, screen.interactive)
        texts |= set(visible_texts(holder)) | {board.prompt()}
    finally:
        holder.close()
        holder.deleteLater()
    return texts


def check(window, said: Said, when: str) -> list[str]:
    """Every visible text that carries words said to other eyes than the ones now looking."""
    owner = looking(window)
    foreign = said.foreign(owner)
    if not foreign:
        return []
    suspects = [t for t in visible_texts(window) if any(note in t for note in foreign)]
    if not suspects:
        return []
    legit = fresh_texts(window)
    out = []
    for text in suspects:
        if text in legit:
            continue
        to = sorted({str(o) for t, o in said.notes if t in text and o != owner})
        out.append(f"{when}: {owner} reads {text!r}, said to {', '.join(to)}")
    return out


# -- playing through the window ------------------------------------------------------------------


def _seats(game_id: str, rng: random.Random) -> list[SeatSpec]:
    info = games.info(game_id)
    low, high = max(2, info.min_people), min(4, info.max_people)
    people = rng.randint(low, high)
    kinds = ["human", "human"] + [rng.choice(["human", QUICK_BOT[game_id]]) for _ in range(people - 2)]
    rng.shuffle(kinds)
    return [SeatSpec.single(NAMES[i], kind) for i, kind in enumerate(kinds)]


def _candidates(match: Match, shown) -> list[Any]:
    legal = shown.legal
    if isinstance(legal, TooMany):
        return list(match.game.suggestions(match.state, shown.seat, 12))
    return list(legal)


def _illegal(match: Match, shown, pool: list[Any], rng: random.Random) -> Any | None:
    """An action of the pool that the seat at the screen may not take now."""
    for action in rng.sample(pool, min(len(pool), 8)):
        if isinstance(shown.legal, TooMany):
            if match.game.refusal(match.state, shown.seat, action) is not None:
                return action
        elif action not in shown.legal:
            return action
    return None


def _grow(pool: list[Any], actions: list[Any], rng: random.Random) -> None:
    for action in rng.sample(actions, min(len(actions), 4)):
        if action not in pool:
            pool.append(action)
    del pool[:-60]


def _seed_pool(match: Match, pool: list[Any], rng: random.Random) -> None:
    """What the other seats might do now: legal for them, rarely for the seat at the screen."""
    game = match.game
    for seat in range(len(match.seats)):
        _grow(pool, list(game.suggestions(match.state, seat, 6)), rng)


def play(qtbot, make_window, clock, game_id: str, mode: str | None, seed: int, moves: int,
         *, until_found: bool = False) -> tuple[list[str], Said]:
    """Play ``moves`` steps (or until the game ends, or a problem is found when
    ``until_found``); the problems found after each, and every note said."""
    rng = random.Random(f"{game_id}/{mode}/{seed}")
    game = games.get_game(game_id)
    options = {"mode": mode} if mode is not None else {}
    match = Match(game, _seats(game_id, rng), seed, options)
    window = make_window(match, autosave=False, clock=clock)
    said = record(window)
    pool: list[Any] = []
    _seed_pool(match, pool, rng)
    problems = check(window, said, "at the start")
    for step in range(moves):
        if match.finished or (until_found and problems):
            break
        before = len(match.entries)
        shown = window.board.current
        session = window.session
        what = "waited"
        if window.curtain_up:
            qtbot.mouseClick(window.curtain.button, LEFT)
            what = "lifted the curtain"
        elif session.host and window.peek_buttons and rng.random() < 0.15:
            seat = rng.choice(sorted(window.peek_buttons))
            qtbot.mousePress(window.peek_buttons[seat], LEFT)
            settle(qtbot, window)
            problems += check(window, said, f"step {step}, {NAMES[seat]} peeking")
            qtbot.mouseRelease(window.peek_buttons[seat], LEFT)
            what = "peeked"
        elif shown is not None and shown.interactive:
            roll = rng.random()
            candidates = _candidates(match, shown)
            _grow(pool, candidates, rng)
            wrong = _illegal(match, shown, pool, rng) if roll < 0.25 else None
            if wrong is not None:
                assert window.board.choose(wrong)
                what = f"tried {wrong!r}"
            elif roll < 0.3:
                window.board.undo_requested.emit()  # a right-click or the board's "take back"
                what = "asked the board to take back"
            elif roll < 0.36:
                qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
                what = "pressed Ctrl+Z"
            elif candidates:
                turn = [a for a in candidates if type(a).__name__ not in ("Note", "Mark")]
                action = rng.choice(turn if turn and rng.random() < 0.9 else candidates)
                assert window.board.choose(action)
                what = f"played {action!r}"
        else:
            settle(qtbot, window, lambda b=before: len(match.entries) != b or match.finished, timeout=8000)
        settle(qtbot, window)
        problems += check(window, said, f"step {step} ({what})")
    window.close()
    return problems, said


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize(("game_id", "mode"), CONFIGURATIONS)
def test_no_seats_note_reaches_other_eyes(qtbot, make_window, clock, game_id, mode, seed):
    problems, said = play(qtbot, make_window, clock, game_id, mode, seed, moves=48)
    assert problems == []
    assert said.notes, "no note was said: the check checked nothing"


def _never_cleared(monkeypatch) -> None:
    monkeypatch.setattr(SeatNote, "clear", lambda self: None)


def _in_the_status_bar(monkeypatch) -> None:
    from boardgames_desktop.ui.mainwindow import MainWindow

    # As it was: every note in the status bar for six seconds, whoever looks.
    monkeypatch.setattr(MainWindow, "_say", lambda self, text: self.statusBar().showMessage(text, 6000))


@pytest.mark.parametrize("bug", [_never_cleared, _in_the_status_bar])
def test_the_check_finds_a_note_that_outlives_its_viewer(qtbot, make_window, clock, monkeypatch, bug):
    bug(monkeypatch)
    found: list[str] = []
    for game_id, mode in (("hooky", "app"), ("inner-compass", None)):
        for seed in (1, 2):
            problems, _said = play(qtbot, make_window, clock, game_id, mode, seed, moves=36, until_found=True)
            found += problems
    assert any(f"{CURTAIN} reads" in p for p in found), found


def test_the_check_finds_a_board_that_keeps_its_refusal(qtbot, make_window, clock, monkeypatch):
    # The bug: Tokaido Duo's note beside the buttons keeps the refusal it said to the seat before.
    view = games.part("tokaido-duo", "view")
    monkeypatch.setattr(view.BoardView, "clear_notes", lambda self: None)
    found: list[str] = []
    for seed in (1, 2, 3):
        problems, _said = play(qtbot, make_window, clock, "tokaido-duo", None, seed, moves=36, until_found=True)
        found += problems
    assert found


# -- the two cases of the issue -------------------------------------------------------------------


def _lift(qtbot, window) -> None:
    assert window.curtain_up
    qtbot.mouseClick(window.curtain.button, LEFT)
    settle(qtbot, window, lambda: not window.curtain_up)


def _nowhere(window, words: str) -> bool:
    return not any(words in text for text in visible_texts(window))


def test_ada_s_refused_opening_clue_is_gone_behind_the_curtain_and_for_ben(qtbot, make_window):
    from boardgames_desktop.games.hooky.rules import GAME, OpeningClue

    people = [SeatSpec.single(name) for name in NAMES[:3]]
    seed = next(s for s in range(1, 200) if not set("FRESH") & set(Match(GAME, people, s).state.hands[0]))
    match = Match(GAME, people, seed, {"mode": "app"})
    window = make_window(match, autosave=False)
    _lift(qtbot, window)
    board = window.board
    wp = board.actions.word_panel
    qtbot.keyClicks(wp.word, "fresh")
    qtbot.mouseClick(wp.go, LEFT)
    refusal = "An opening clue must hold at least one letter of your own hand; FRESH holds none."
    assert wp.error.isVisible() and wp.error.reason() == refusal  # beside the field
    assert f"\u26a0 {refusal}" in visible_texts(window)
    assert window.statusBar().currentMessage() == ""
    # Ada gives a clue she may give: the screen passes to Ben, behind the curtain.
    word = next(a.word for a in GAME.suggestions(match.state, 0, 50) if isinstance(a, OpeningClue))
    wp.word.clear()
    qtbot.keyClicks(wp.word, word.lower())
    qtbot.mouseClick(wp.go, LEFT)
    settle(qtbot, window, lambda: window.curtain_up)
    assert window.curtain.text() == "Ben's turn: click when only Ben can see the screen"
    assert _nowhere(window, "FRESH holds none")
    _lift(qtbot, window)
    assert board.current.seat == 1
    assert _nowhere(window, "FRESH holds none") and not window.note.isVisible()
    assert board.last_refusal == "" and not wp.error.isVisible()


class Scripted(InnerCompass):
    """The real rules, starting from a hand-made position."""

    def __init__(self, **state):
        super().__init__()
        self.start = state

    def setup(self, seats, seed, options):
        return make_state(seats, **self.start)


def test_ada_s_refused_memory_is_gone_behind_the_curtain_and_for_ben(qtbot, make_window):
    game = Scripted(hands=("R", "YY"))  # Ada on c3; north is yellow c2, and she holds no yellow card
    match = Match(game, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 1)
    window = make_window(match, autosave=False)
    _lift(qtbot, window)
    board = window.board
    table = board.table
    qtbot.mouseClick(table, LEFT, Qt.KeyboardModifier.NoModifier, table.cell_pos(cell("c2")))
    settle(qtbot, window, lambda: [e.action for e in match.active_entries()] == [Move("N")])
    refusal = "A memory of joy here costs 1 yellow card; you hold 0."
    # The Memory button stands disabled with the reason beside it, for Ada's eyes.
    assert not board.memory_button.isEnabled() and board.memory_control.reason.text() == refusal
    # A click on a space of her player board is refused, in the seat note.
    qtbot.mouseClick(table, LEFT, Qt.KeyboardModifier.NoModifier, table.rect_pos(table.space_rects[0]))
    settle(qtbot, window)
    assert window.note.isVisible() and window.note.text() == refusal
    assert window.statusBar().currentMessage() == ""
    # Ada ends her turn: the screen goes to Ben behind the curtain.
    end = next(a for a in board.current.legal if isinstance(a, EndTurn))
    assert board.choose(end)
    settle(qtbot, window, lambda: window.curtain_up)
    assert _nowhere(window, "you hold 0")
    _lift(qtbot, window)
    assert board.current.seat == 1
    assert _nowhere(window, "you hold 0") and not window.note.isVisible()


def test_an_open_tooltip_goes_when_the_seat_at_the_screen_changes(qtbot, make_window):
    # Tokaido Duo has no curtain: the board stays, only the seat it is drawn for changes.
    game = games.get_game("tokaido-duo")
    match = Match(game, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 3)
    window = make_window(match, autosave=False)
    board = window.board
    for _step in range(40):
        seat = board.current.seat
        QToolTip.showText(window.header.mapToGlobal(QPoint(10, 10)), f"for {NAMES[seat]} only", window.header)
        assert QToolTip.isVisible()
        assert board.choose(board.current.legal[0])
        settle(qtbot, window)
        if board.current.seat != seat:
            break
    assert board.current.seat != seat
    # Qt lets a hidden tip fade for 300 ms; left alone it would stay for seconds.
    qtbot.waitUntil(lambda: not QToolTip.isVisible(), timeout=1000)
