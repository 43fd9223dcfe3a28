"""Inner Compass in the real window, clicked like a person: from the launcher to the
board, the hot-seat curtain between two people (hands and EP are secret), a whole
turn with free move, step, feel and memory, a refused memory with its reason,
undo until a card is drawn; the projector gets exactly ``view(state, None)``
after every action."""

from __future__ import annotations

import pytest

# The hand-made positions of the game's own tests (the A B / C D board, unturned).
from games.inner_compass.helpers import cell, make_state  # tests/ is on sys.path
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.games.inner_compass.rules import (
    GAME,
    EndTurn,
    Feel,
    FreeMove,
    InnerCompass,
    Memory,
    Move,
    PlacePawn,
    PlaceValue,
)
from boardgames_desktop.ui.logpanel import format_lines

from .conftest import settle
from .fitcheck import painted_texts
from .launch import launch


class Scripted(InnerCompass):
    """The real rules, starting from a hand-made position."""

    def __init__(self, **state):
        super().__init__()
        self.start = state

    def setup(self, seats, seed, options):
        return make_state(seats, **self.start)


def two_people(game) -> Match:
    return Match(game, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 1)


def watch_projector(window, game, match) -> list[str]:
    """Open the projector and check, after every refresh, that it holds the public view only."""
    window.toggle_projector(True)
    problems: list[str] = []

    def check() -> None:
        public = game.view(match.state, None)
        shown = window.projector.board.public_view
        if shown != public:
            problems.append(f"the projector's view differs after {len(match.active_entries())} actions")
        if shown["hand"] is not None or shown["ep"] is not None:
            problems.append("a hand or an EP total reached the projector")

    window.refreshed.connect(check)
    return problems


def lift(qtbot, window) -> None:
    assert window.curtain_up
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: not window.curtain_up)


def click_cell(qtbot, window, name_or_index, shift: bool = False) -> None:
    index = cell(name_or_index) if isinstance(name_or_index, str) else name_or_index
    table = window.board.table
    mods = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    qtbot.mouseClick(table, Qt.MouseButton.LeftButton, mods, table.cell_pos(index))


def click_rect(qtbot, window, rect) -> None:
    table = window.board.table
    qtbot.mouseClick(table, Qt.MouseButton.LeftButton, pos=table.rect_pos(rect))


def hover(window, pos) -> None:
    """The mouse resting over ``pos`` (QTest's mouseMove sends no event offscreen)."""
    event = QMouseEvent(QMouseEvent.Type.MouseMove, QPointF(pos), QPointF(pos), Qt.MouseButton.NoButton,
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window.board.table, event)


def played(match) -> list:
    return [e.action for e in match.active_entries()]


def test_from_the_launcher_the_curtain_hides_each_hand_while_pawns_are_placed(qtbot, make_window):
    match = launch(qtbot, "inner-compass", people=2)
    assert [s.kind for s in match.seats] == ["human", "human"]
    window = make_window(match, autosave=False)
    problems = watch_projector(window, GAME, match)
    board = window.board
    hands = {seat: sorted(match.state.hands[seat]) for seat in (0, 1)}
    placed = 0
    while match.state.phase == "place":
        seat = match.to_act()[0]
        # Whose turn it is shows on the curtain, nothing else; the board got no new view.
        assert window.curtain_up and window.curtain.name == match.names[seat]
        shown_before = len(board.shown)
        assert board.current is None or board.current.seat != seat
        lift(qtbot, window)
        assert len(board.shown) > shown_before and board.current.seat == seat
        assert sorted(board.current.view["hand"]) == hands[seat]
        # Every glowing cell is a legal placement; a click places the pawn.
        legal = {a.cell for a in match.legal_actions(seat) if isinstance(a, PlacePawn)}
        assert set(board.table.targets) == legal
        click_cell(qtbot, window, min(legal))
        settle(qtbot, window, lambda n=placed: len(match.active_entries()) == n + 1)
        placed += 1
    assert placed == 2 and match.state.phase == "play"
    # Pawns go down in reverse order, so the last to place plays first: still at the
    # screen, no curtain; the glowing cells are the first step's.
    seat = match.to_act()[0]
    assert not window.curtain_up and board.current.seat == seat and board.current.interactive
    moves = {a.direction for a in match.legal_actions(seat) if isinstance(a, Move)}
    assert moves and board.table.targets
    # No seat's hand ever reached the board but its own.
    assert all(s.view["hand"] is None or sorted(s.view["hand"]) == hands[s.seat] for s in board.shown
               if s.seat is not None)
    assert problems == []


def test_a_whole_turn_by_clicks_free_move_step_feel_memory_then_the_curtain(qtbot, make_window):
    # Ada on c4 (white, c5 below is white too); b5 is black; the west card is black (a bonus).
    game = Scripted(hands=("K", ""), side="YBKK", deck_top="W", pawns=(cell("c4"), cell("f6")))
    match = two_people(game)
    window = make_window(match, autosave=False)
    problems = watch_projector(window, game, match)
    board = window.board
    assert board.current is None  # nothing shown before Ada's click
    lift(qtbot, window)
    assert board.free_button.isVisible()

    # Step 1, the free move along one colour: Shift+click.
    click_cell(qtbot, window, "c5", shift=True)
    settle(qtbot, window, lambda: played(match) == [FreeMove("S")])
    # Step 2: the glowing neighbours; hovering one previews it.
    assert cell("b5") in board.table.targets
    hover(window, board.table.cell_pos(cell("b5")))
    assert "Step west to b5" in board.table.caption
    # The memory panel shows the memory one could make there, whole.
    assert board.table.hover_preview.cell == cell("b5")
    assert "If you go to b5: a memory of fear" in painted(board.table)
    # Where the pawn could go next from there (step 3), and the west card's bonus on black.
    assert board.table.after_hover == {cell(n) for n in ("b4", "c5", "b6", "a5")}
    assert "feel the black card on that side (it matches: a bonus card)" in board.table.caption
    click_cell(qtbot, window, "b5")
    settle(qtbot, window, lambda: played(match)[-1:] == [Move("W")])

    # Undo takes the step back (Ctrl+Z), and the click makes it again.
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window, lambda: played(match) == [FreeMove("S")])
    click_cell(qtbot, window, "b5")
    settle(qtbot, window, lambda: played(match)[-1:] == [Move("W")])

    # Feel: the glowing card on the west side (the step's direction); it matches: a bonus card.
    assert board.table.feel_side == 3 and "black" in board.feel_button.text()
    table = board.table
    qtbot.mouseClick(table, Qt.MouseButton.LeftButton, pos=table.side_pos(3))
    settle(qtbot, window, lambda: played(match)[-1:] == [Feel()])
    assert match.state.hands[0] == ("K", "K", "W")
    assert "W" in board.current.view["hand"]
    # A card was drawn: undo stops there, and says why.
    assert not window.undo_action.isEnabled()

    # The memory panel: 2 black cards, +4 EP; the black spaces of Ada's board glow.
    preview = board.table.preview
    assert (preview.cost, preview.ep, preview.have) == (2, 4, 2)
    assert board.table.space_targets == {2, 6, 10}
    click_rect(qtbot, window, board.table.space_rects[6])
    settle(qtbot, window, lambda: played(match)[-1:] == [Memory(6)])
    assert match.state.cubes[0] == (cell("b5"),) and match.state.ep_track[0] == 4

    # The shell keeps the turn buttons below the board; End turn passes to Ben.
    assert window.controls is board.controls() and board.end_button.isVisible()
    qtbot.mouseClick(board.end_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: match.state.current == 1)
    assert played(match)[-1] == EndTurn()
    # The curtain comes down for Ben; his hand reaches the board only after his click.
    assert window.curtain_up and window.curtain.name == "Ben"
    assert all(s.seat in (0, None) for s in board.shown)
    # Behind the curtain the log is the public one: the bonus card Ada drew is not named.
    assert window.log.lines() == format_lines(window.session.log(None), match.names)
    feel_line = next(t for t in window.log.texts() if "feels" in t)
    assert "also draw a card" in feel_line and "white" not in feel_line
    lift(qtbot, window)
    assert board.current.seat == 1 and board.current.view["hand"] == []
    # The projector says the last action in words.
    assert window.projector.last_label.text().startswith("Last: ")
    assert problems == []


def test_a_memory_out_of_reach_is_disabled_with_its_reason_and_a_click_is_refused(qtbot, make_window):
    game = Scripted(hands=("R", ""))  # Ada on c3 (red); north is yellow c2, and she holds no yellow card
    match = two_people(game)
    window = make_window(match, autosave=False)
    problems = watch_projector(window, game, match)
    board = window.board
    lift(qtbot, window)
    click_cell(qtbot, window, "c2")
    settle(qtbot, window, lambda: played(match) == [Move("N")])
    reason = "A memory of joy here costs 1 yellow card; you hold 0."
    # Honest controls: the button is there, disabled, with the rules' reason beside it.
    assert board.memory_button.isVisible() and not board.memory_button.isEnabled()
    assert board.memory_control.reason.isVisible() and board.memory_control.reason.text() == reason
    assert board.memory_button.text() == "Make a memory"
    qtbot.mouseClick(board.memory_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert played(match) == [Move("N")] and window.note.text() == ""
    # A click on a space of her player board asks the rules, which say why not.
    click_rect(qtbot, window, board.table.space_rects[0])
    settle(qtbot, window)
    assert window.note.text() == reason
    assert played(match) == [Move("N")]
    # Nothing changed: Ada may still end her turn.
    assert board.current.interactive and board.end_button.isVisible() and board.end_button.isEnabled()
    assert not board.end_control.reason.isVisible()
    assert problems == []


def test_every_control_of_the_step_is_shown_and_those_out_of_reach_say_why(qtbot, make_window):
    # Ada on c3 (red) holding two red cards; the free move is hers, the rest comes after the step.
    game = Scripted(hands=("RR", ""))
    match = two_people(game)
    window = make_window(match, autosave=False)
    board = window.board
    lift(qtbot, window)
    header = window.header.text().split("\n")
    # One instruction line under whose turn it is: the step, then what to click.
    assert header[0] == "Ada's turn" and len(header) == 2
    assert header[1].startswith("A free move along the same colour, or the required step. Click a glowing cell")
    assert not board.feel_control.isVisible() and not board.end_control.isVisible()
    click_cell(qtbot, window, "c2")
    settle(qtbot, window, lambda: played(match) == [Move("N")])
    assert not board.free_control.isVisible()
    # The memory on yellow c2 is out of reach; feel and end turn are there to take.
    assert board.feel_button.isEnabled() and board.end_button.isEnabled()
    assert not board.memory_button.isEnabled() and "you hold 0" in board.memory_control.reason.text()
    header = window.header.text().split("\n")
    assert len(header) == 2 and "memory" not in header[1].split("Click")[1]
    qtbot.mouseClick(board.feel_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: played(match)[-1:] == [Feel()])
    # Felt: feeling again is disabled with the rules' reason.
    assert board.feel_control.isVisible() and not board.feel_button.isEnabled()
    assert board.feel_control.reason.text() == "You have already felt this turn."


def test_pawn_placement_value_tokens_and_discarding_by_clicks(qtbot, make_window):
    game = Scripted(phase="place", pawns=(None, None), current=1)
    match = two_people(game)
    window = make_window(match, autosave=False)
    lift(qtbot, window)
    assert len(window.board.table.targets) == 36
    click_cell(qtbot, window, "a1")
    settle(qtbot, window, lambda: played(match) == [PlacePawn(cell("a1"))])
    lift(qtbot, window)  # Ada places next
    assert cell("a1") not in window.board.table.targets  # taken now

    # A value token: the glowing quality tiles.
    game = Scripted(pending=1, moves=1, step2="N", values=((2,), ()))
    match = two_people(game)
    window = make_window(match, autosave=False)
    lift(qtbot, window)
    assert window.board.table.tile_targets == {0, 1, 3, 4}
    click_rect(qtbot, window, window.board.table.tile_rects[3])
    settle(qtbot, window, lambda: played(match) == [PlaceValue(3)])

    # Over the hand limit: pick the cards in the hand, then end the turn.
    game = Scripted(hands=("RRRRRWWWWWYK", ""), moves=1, step2="N", felt=True)
    match = two_people(game)
    window = make_window(match, autosave=False)
    lift(qtbot, window)
    board = window.board
    assert board.table.discard_need == 2 and not board.end_button.isEnabled()
    click_rect(qtbot, window, board.table.chip_rects["Y"])
    click_rect(qtbot, window, board.table.chip_rects["R"])
    assert board.end_button.isEnabled()
    qtbot.mouseClick(board.end_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: played(match) == [EndTurn(("Y", "R"))])


def test_clicking_a_far_cell_or_an_unstepped_side_says_what_to_do(qtbot, make_window):
    match = two_people(Scripted())
    window = make_window(match, autosave=False)
    lift(qtbot, window)
    click_cell(qtbot, window, "f6")
    assert played(match) == [] and "glowing cell" in window.note.text()
    table = window.board.table
    qtbot.mouseClick(table, Qt.MouseButton.LeftButton, pos=table.side_pos(1))
    settle(qtbot, window)
    assert played(match) == [] and "first move one step" in window.note.text()


def test_bots_play_to_the_score_table_with_the_projector_open(qtbot, make_window):
    seats = [SeatSpec.single(name, "bot:greedy") for name in ("Ada", "Ben")]
    match = Match(GAME, seats, 3)
    window = make_window(match, autosave=False)
    problems = watch_projector(window, GAME, match)
    settle(qtbot, window, lambda: match.finished, timeout=120_000)
    settle(qtbot, window)
    assert window.projector.board.public_view["final"] is not None
    assert "Game over" in window.status_text()
    assert not window.projector.grab().isNull() and not window.board.grab().isNull()
    assert problems == []


# -- a laptop's screen: four people at 1280x720 ---------------------------------------------------------
def laptop_window(qtbot, make_window, moves: int, language: str = "en"):
    """Four people at 1280x720 after ``moves`` bot moves (the screenshot command's opening)."""
    from boardgames_desktop.core.i18n import set_language
    from boardgames_desktop.ui.screenshot import build_match

    set_language(language)
    window = make_window(build_match("inner-compass", 3, moves, 4))
    if window.curtain_up:
        window.lift_curtain()
    window.resize(1280, 720)
    settle(qtbot, window)
    qtbot.wait(50)
    return window


def painted(widget) -> str:
    """Every text run painted by ``widget``, joined, with its spaces made plain."""
    return " ".join(" ".join(text.replace("\u00a0", " ").split()) for text, _px in painted_texts(widget))


@pytest.fixture
def english():
    from boardgames_desktop.core.i18n import set_language

    yield
    set_language("en")


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_at_1280x720_the_quality_tiles_read_whole_and_nothing_is_cut(qtbot, make_window, english, language):
    from boardgames_desktop.core.i18n import _, ngettext
    from boardgames_desktop.games.inner_compass import data

    window = laptop_window(qtbot, make_window, 21, language)
    table = window.board.table
    text = painted(table)
    assert "…" not in text
    view = table.view
    assert len(table.tile_text_rects) == len(view["qualities"])
    for i, tile_id in enumerate(view["qualities"]):
        tile = data.TILE[tile_id]
        if language == "en":  # Chinese wraps between any two letters; English at spaces
            assert _(tile.text) in text, f"{tile.title}: its rule is not drawn whole"
        box, rule = table.tile_rects[i], table.tile_text_rects[i]
        assert box.contains(rule.adjusted(0, 0, 0, -1)), f"{tile.title}: its rule runs out of its tile"
    for seat in range(4):
        hand = view["hand_sizes"][seat]
        cubes = sum(view["spaces"][seat])
        facts = ngettext("{n} card in hand", "{n} cards in hand", hand).format(n=hand) + " · " + ngettext(
            "{n} cube left", "{n} cubes left", cubes).format(n=cubes)
        assert facts in text, f"seat {seat}'s facts are not drawn whole"


def test_at_1280x720_the_memory_panel_keeps_its_ep_and_quality_tiles_lines(qtbot, make_window, english):
    window = laptop_window(qtbot, make_window, 21)
    table = window.board.table
    assert table.preview is not None and not table.preview.own_cube
    text = painted(table)
    assert f"It gains {table.preview.ep} EP from the track." in text
    assert "Quality tiles:" in text
    assert "cards in hand · 15 cubes left" in text and "…" not in text


def test_the_life_boards_letters_stand_clear_of_the_cells(qtbot, make_window, english):
    from boardgames_desktop.games.inner_compass import data
    from boardgames_desktop.games.inner_compass.view.paint import cell_rect, quadrant_label_rect, side_rect

    badges = [quadrant_label_rect(q) for q in range(4)]
    for q, badge in enumerate(badges):
        for c in range(data.CELLS):
            assert not badge.intersects(cell_rect(c)), f"board {q}'s letter lies on cell {c}"
        for k in range(4):
            assert not badge.intersects(side_rect(k))
        assert badge.left() >= 0 and badge.top() >= 0
    window = laptop_window(qtbot, make_window, 21)
    table = window.board.table
    # Drawn as the view has them, each letter alone in its badge, as large as the minimum allows.
    runs = [t for t, px in painted_texts(table) if t in ("A", "B", "C", "D") and px >= 11]
    assert sorted(runs) == sorted(letter for letter, _turns in table.view["boards"])
