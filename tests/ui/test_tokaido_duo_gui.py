"""Tokaido Duo in the real window, clicked like a person: from the launcher, a whole
round of the dice draft by clicking dice and destinations and the space's action
buttons (no curtain: nothing is secret between the two); a refused destination
with the rule's reason; keeping goods with the counters; the projector gets
exactly ``view(state, None)`` after every action, a face-down painting never."""

from __future__ import annotations

from games.tokaido_duo.helpers import goods, situation  # tests/ is on sys.path
from PySide6.QtCore import Qt

from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.games.tokaido_duo.data import CHARACTERS
from boardgames_desktop.games.tokaido_duo.rules import GAME, Draw, Move, Pass, Roll, TokaidoDuo

from .conftest import settle
from .launch import launch

ACTION_PHASES = ("act", "keep", "spring", "return")


class Scripted(TokaidoDuo):
    """The real rules, starting from a hand-made situation."""

    def __init__(self, state):
        super().__init__()
        self.start = state

    def setup(self, seats, seed, options):
        return self.start


def watch_projector(window, game, match) -> list[str]:
    window.toggle_projector(True)
    problems: list[str] = []

    def check() -> None:
        shown = window.projector.board.public_view
        if shown != game.view(match.state, None):
            problems.append(f"the projector's view differs after {len(match.active_entries())} actions")
        for p in shown["players"]:
            if any(s is not None for s in p["paintings"][p["turned"]:]):
                problems.append("a face-down painting reached the projector")
        if window.projector.board.table.targets:
            problems.append("the projector shows destinations")

    window.refreshed.connect(check)
    return problems


def click(qtbot, widget, pos=None) -> None:
    if pos is None:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    else:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)


def press(qtbot, board, text: str) -> None:
    """Click the button below the board that says ``text``, once it shows."""
    button = board.button(text)
    assert button is not None, (text, board.button_texts())
    qtbot.waitUntil(button.isVisible, timeout=2000)
    click(qtbot, button)


def test_from_the_launcher_a_whole_round_of_the_draft_by_clicks(qtbot, make_window):
    match = launch(qtbot, "tokaido-duo", people=2, seed=2)
    assert [s.kind for s in match.seats] == ["human", "human"]
    window = make_window(match, autosave=False)
    problems = watch_projector(window, GAME, match)
    board, table = window.board, window.board.table
    assert not window.curtain_up and match.state.phase == "roll"
    roller = match.to_act()[0]
    assert board.current.seat == roller and "rolls the dice" in window.status_text()
    # What to do is said once, above the buttons, not again in the window's hint line.
    assert "Roll the three dice" in board._prompt_label.text()
    assert "Roll the three dice" not in window.status_text()
    click(qtbot, table, board.die_pos("pilgrim"))  # clicking the dice rolls them
    settle(qtbot, window, lambda: match.state.phase == "pick")
    assert match.active_entries()[0].action == Roll()

    pickers = []
    for _pick in range(3):
        seat = match.to_act()[0]
        pickers.append(seat)
        assert board.current.seat == seat and not window.curtain_up  # nothing secret: no curtain
        free = [c for c in CHARACTERS if c not in {c for _s, c in match.state.picks}]
        character = free[0]
        if len(free) > 1:
            click(qtbot, table, board.die_pos(character))
        assert table.selected == character
        # Every lit space is a legal destination for that die, and says what it would give.
        legal = {a.to for a in match.legal_actions(seat) if isinstance(a, Move) and a.character == character}
        assert set(table.targets) == legal and all(table.targets.values())
        before = len(match.active_entries())
        click(qtbot, table, board.space_pos(min(legal)))
        settle(qtbot, window, lambda n=before: len(match.active_entries()) == n + 1)
        assert match.state.picks[-1] == (seat, character)
        # The space's choices are buttons below the board (the shell keeps them there).
        while match.state.phase in ACTION_PHASES:
            texts = board.button_texts()
            assert texts, match.state.phase
            n = len(match.active_entries())
            press(qtbot, board, texts[0])
            settle(qtbot, window, lambda n=n: len(match.active_entries()) == n + 1)
    # Roller, the other, the roller: then round 2, and the roles change.
    assert pickers == [roller, 1 - roller, roller]
    assert match.state.round == 2 and match.state.phase == "roll" and match.to_act() == (1 - roller,)
    assert len([e for e in match.active_entries() if isinstance(e.action, Move)]) == 3
    assert problems == []


def test_a_refused_destination_says_why(qtbot, make_window):
    match = Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 3)
    window = make_window(match, autosave=False)
    problems = watch_projector(window, GAME, match)
    board, table = window.board, window.board.table
    click(qtbot, table, board.die_pos("merchant"))  # roll
    settle(qtbot, window, lambda: match.state.phase == "pick")
    click(qtbot, table, board.die_pos("pilgrim"))
    assert table.selected == "pilgrim"
    seat = match.to_act()[0]
    n = int(match.state.players[seat].pilgrim[1:])
    behind = f"s{(n - 2) % 28 + 1}"  # a station behind the pilgrim: pilgrims walk clockwise
    entries = len(match.entries)
    click(qtbot, table, board.space_pos(behind))
    settle(qtbot, window)
    said = board._prompt_label.text()
    assert len(match.entries) == entries and ("clockwise" in said or "occupied" in said)
    # A mountain town is no place for a pilgrim either; the board says so below it too.
    click(qtbot, table, board.space_pos("m2"))
    settle(qtbot, window)
    assert "coast road" in board._prompt_label.text() and len(match.entries) == entries
    assert not window.note.isVisible()  # said once, above the buttons
    assert problems == []


def test_keeping_goods_with_the_counters(qtbot, make_window):
    start = situation(dice=(1, 1, 1), players=({"merchant": "m2", "goods": goods(fan=4)}, {}))
    game = Scripted(start)
    match = Match(game, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 1)
    window = make_window(match, autosave=False)
    problems = watch_projector(window, game, match)
    board = window.board
    click(qtbot, board.table, board.die_pos("merchant"))
    click(qtbot, board.table, board.space_pos("m3"))
    settle(qtbot, window, lambda: match.state.phase == "act")
    draw = next(t for t in board.button_texts() if t.startswith("Draw"))
    press(qtbot, board, draw)
    settle(qtbot, window, lambda: match.state.phase == "keep")
    assert isinstance(match.active_entries()[-1].action, Draw)
    keep = next(t for t in board.button_texts() if t.startswith("Keep these"))
    assert keep == "Keep these 5"
    press(qtbot, board, keep)
    settle(qtbot, window, lambda: match.state.phase != "keep")
    assert sum(match.state.players[0].goods) == 5
    assert problems == []


def test_the_projector_gets_exactly_the_public_view_through_a_long_game(qtbot, make_window):
    match = Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 5)
    window = make_window(match, autosave=False)
    problems = watch_projector(window, GAME, match)
    rng = Rng(5)
    for _ in range(50):
        if match.finished:
            break
        seat = match.to_act()[0]
        legal = match.legal_actions(seat)
        active = [a for a in legal if not isinstance(a, Pass)]
        assert window.session.play(seat, rng.choice(active or legal)) is None
        settle(qtbot, window)
    assert len(match.active_entries()) >= 40 and problems == []


def test_a_laptop_sees_the_whole_map_and_the_dice_and_scrolls_to_the_boards(qtbot, make_window):
    from boardgames_desktop.games.tokaido_duo.view.table import MAP, TALL, WIDE

    match = Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 3)
    window = make_window(match, autosave=False)
    board, table, area = window.board, window.board.table, window.board_holder
    for size, arrangement in (((1280, 720), "tall"), ((1920, 1080), "wide")):
        window.resize(*size)
        settle(qtbot, window)
        qtbot.waitUntil(lambda a=arrangement: table.layout_.tall == (a == "tall"), timeout=2000)
        view = area.viewport().rect()
        top_left = table.mapTo(area.viewport(), table.to_widget(MAP.topLeft()).toPoint())
        bottom_right = table.mapTo(area.viewport(), table.to_widget(MAP.bottomRight()).toPoint())
        # The map, and every die, show whole before any scrolling.
        assert view.contains(top_left) and view.adjusted(0, 0, 2, 2).contains(bottom_right), (size, view)
        for character in CHARACTERS:
            assert view.contains(table.mapTo(area.viewport(), board.die_pos(character))), (size, character)
        if arrangement == "tall":
            # The boards lie under the map, reached by scrolling down, never sideways.
            assert table.height() > area.viewport().height() and area.verticalScrollBar().maximum() > 0
            assert area.horizontalScrollBar().maximum() == 0
            below = table.to_widget(table.layout_.panels[0].center())
            assert below.y() > table.to_widget(MAP.bottomLeft()).y()
        else:
            assert area.verticalScrollBar().maximum() == 0 and table.layout_ is WIDE
    assert TALL.tall and not WIDE.tall
    # Clicking a die there still rolls (the dice sit where the tray draws them).
    window.resize(1280, 720)
    settle(qtbot, window)
    qtbot.waitUntil(lambda: table.layout_.tall, timeout=2000)
    click(qtbot, table, board.die_pos("artist"))
    settle(qtbot, window, lambda: match.state.phase == "pick")


def test_the_maps_places_name_themselves_on_hover(qtbot, make_window):
    from PySide6.QtCore import QPointF

    from boardgames_desktop.games.tokaido_duo import data

    match = Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 3)
    table = make_window(match, autosave=False).board.table
    x, y = data.STATION_XY["s9"]
    assert table._tip(QPointF(x, y), table.space_at(QPointF(x, y))) == "station 9, garden"
    x, y = data.STATION_XY["s22"]
    assert table._tip(QPointF(x, y), table.space_at(QPointF(x, y))) == "Matsuyama (station 22)"
    x, y = data.WAVE_SPOTS[0]
    tip = table._tip(QPointF(x, y), None)
    name = table.view["waves"][0]["name"]
    assert tip.splitlines() == [data.WAVE_NAMES[name], data.WAVE_EFFECTS[name]]


def test_the_map_is_a_cached_picture_on_screen_and_words_in_vectors(qtbot, make_window):
    from PySide6.QtGui import QImage

    from .fitcheck import painted_texts

    match = Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 3)
    window = make_window(match, autosave=False)
    window.resize(1920, 1080)
    settle(qtbot, window)
    table = window.board.table
    table._static = None
    image = QImage(table.size(), QImage.Format.Format_ARGB32_Premultiplied)
    table.render(image)
    assert table._static is not None  # pixels: the static map painted once, then copied
    cached = table._static[1]
    table.render(image)
    assert table._static[1] is cached
    # Into SVG (as the fit check measures) the map's key is words, none under the minimum.
    texts = dict(painted_texts(table))
    assert {"The coast road", "coastal town", "trade route"} <= set(texts)
    assert min(texts.values()) >= 11.0 - 0.01


def test_the_players_names_reach_the_board_and_the_projector(qtbot, make_window):
    """The dice tray and the boards say who picked a die by the players' names, on the
    window's table and on the projector's (the colours only where a name is missing)."""
    match = Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 3)
    window = make_window(match, autosave=False)
    window.toggle_projector(True)
    board = window.board
    assert board.table.names == ["Ada", "Ben"]
    assert window.projector.board.table.names == ["Ada", "Ben"]
    click(qtbot, board.table, board.die_pos("merchant"))  # roll
    settle(qtbot, window, lambda: match.state.phase == "pick")
    assert board.names == ["Ada", "Ben"] and window.projector.board.table.names == ["Ada", "Ben"]
    board.set_player_names(["", "Ben"])
    assert board.table.names == ["Purple", "Ben"]
