"""Tokaido Duo in the real window, clicked like a person: from the launcher, a whole
round of the dice draft by clicking dice and destinations and the space's action
buttons (no curtain: nothing is secret between the two); a refused destination
with the rule's reason; keeping goods with the counters; the projector gets
exactly ``view(state, None)`` after every action, a face-down painting never."""

from __future__ import annotations

import pytest
from games.tokaido_duo.helpers import goods, situation  # tests/ is on sys.path
from PySide6.QtCore import Qt

from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.games.tokaido_duo.data import CHARACTERS
from boardgames_desktop.games.tokaido_duo.rules import GAME, Draw, Move, Pass, Roll, TokaidoDuo

from .conftest import settle
from .launch import launch
from .seen import visible_texts

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
    # What to do is said once, in the window's header (the one instruction line), never again
    # under the board.
    assert "Roll the three dice" in window.header.prompt_label.text()
    assert window.status_text().count("Roll the three dice") == 1 and board.refusal() == ""
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
    said = board.refusal()
    assert len(match.entries) == entries and ("clockwise" in said or "occupied" in said)
    # A mountain town is no place for a pilgrim either; the note beside the board says so.
    click(qtbot, table, board.space_pos("m2"))
    settle(qtbot, window)
    said = board.refusal()
    assert "coast road" in said and len(match.entries) == entries
    assert not window.note.isVisible() and said not in window.status_text()  # said once
    assert board._refusal.isVisible()
    # The header still says the step; the refusal goes with the next change (a legal move).
    assert "a lit space" in window.header.prompt_label.text()
    legal = sorted(a.to for a in match.legal_actions(seat) if isinstance(a, Move) and a.character == "pilgrim")
    click(qtbot, table, board.space_pos(legal[0]))
    settle(qtbot, window, lambda: len(match.entries) == entries + 1)
    assert board.refusal() == "" and not board._refusal.isVisible()
    assert not any("coast road" in t for t in visible_texts(window))
    # An honest die: the one taken cannot be chosen again, and says why.
    while match.state.phase in ACTION_PHASES:
        n = len(match.active_entries())
        press(qtbot, board, board.button_texts()[-1])
        settle(qtbot, window, lambda n=n: len(match.active_entries()) == n + 1)
    entries = len(match.entries)
    click(qtbot, table, board.die_pos("pilgrim"))
    settle(qtbot, window)
    assert "used this round" in board.refusal() and len(match.entries) == entries
    assert table.selected != "pilgrim"
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


def _in_view(window, rect) -> bool:
    """Whether a rectangle of the table's logical space shows whole in the board's frame."""
    table, area = window.board.table, window.board_holder
    view = area.viewport().rect().adjusted(-1, -1, 2, 2)
    return all(view.contains(table.mapTo(area.viewport(), table.to_widget(corner).toPoint()))
               for corner in (rect.topLeft(), rect.bottomRight()))


def _map_width(table) -> float:
    from boardgames_desktop.games.tokaido_duo.view.table import MAP

    return table.to_widget(MAP.topRight()).x() - table.to_widget(MAP.topLeft()).x()


def test_a_laptop_sees_the_whole_map_the_dice_and_both_boards_without_scrolling(qtbot, make_window):
    from boardgames_desktop.games.tokaido_duo.view.table import MAP, WIDE

    match = Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 3)
    window = make_window(match, autosave=False)
    board, table, area = window.board, window.board.table, window.board_holder
    for size in ((1280, 720), (1366, 768), (1920, 1080)):
        window.resize(*size)
        settle(qtbot, window)
        qtbot.waitUntil(lambda s=size: table.layout_.compact == (s[0] < 1900), timeout=2000)
        # The map, every die and both players' boards show whole, and nothing scrolls.
        assert _in_view(window, MAP), size
        for seat in (0, 1):
            assert _in_view(window, table.layout_.panels[seat]), (size, seat)
        view = area.viewport().rect()
        for character in CHARACTERS:
            assert view.contains(table.mapTo(area.viewport(), board.die_pos(character))), (size, character)
        assert area.verticalScrollBar().maximum() == 0 and area.horizontalScrollBar().maximum() == 0, size
        if size[0] < 1900:
            # Beside the map, in the column the dice share: not the wide arrangement's boards.
            assert table.layout_.panels[0].left() > MAP.right() and table.layout_.tray.left() > MAP.right()
            assert table.layout_.panels[1].bottom() <= MAP.bottom() + 0.5
        else:
            assert table.layout_ is WIDE
    # Clicking a die there still rolls (the dice sit where the tray draws them).
    window.resize(1280, 720)
    settle(qtbot, window)
    qtbot.waitUntil(lambda: table.layout_.compact, timeout=2000)
    click(qtbot, table, board.die_pos("artist"))
    settle(qtbot, window, lambda: match.state.phase == "pick")


def test_the_map_keeps_its_size_between_phases(qtbot, make_window):
    """The row of buttons under the map comes and goes with the phase; the map does not jump."""
    match = Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 3)
    window = make_window(match, autosave=False)
    board, table = window.board, window.board.table
    window.resize(1280, 720)
    settle(qtbot, window)
    widths: dict[str, set[float]] = {}
    rng = Rng(3)
    for _ in range(30):
        settle(qtbot, window)
        qtbot.wait(10)
        widths.setdefault(match.state.phase, set()).add(round(_map_width(table), 1))
        seat = match.to_act()[0]
        legal = match.legal_actions(seat)
        assert window.session.play(seat, rng.choice([a for a in legal if not isinstance(a, Pass)] or legal)) is None
    assert {"roll", "pick", "act"} <= set(widths), widths
    assert len(set().union(*widths.values())) == 1, widths
    assert board.buttons.height() >= 40


def test_a_language_switch_keeps_the_board_where_it_was(qtbot, make_window, qapp):
    from boardgames_desktop.games.tokaido_duo.view.table import MAP
    from boardgames_desktop.ui.kit import language

    match = Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 3)
    window = make_window(match, autosave=False)
    try:
        for size in ((1280, 720), (1366, 768)):
            window.resize(*size)
            settle(qtbot, window)
            assert window.board_holder.verticalScrollBar().value() == 0
            with qtbot.waitSignal(window.retranslated, timeout=5000):
                language.apply_language(qapp, "zh_TW" if size[0] == 1280 else "en")
            settle(qtbot, window)
            qtbot.wait(20)
            # Nothing scrolled away: the top of the map, and the whole table, in view as before.
            assert window.board_holder.verticalScrollBar().value() == 0, size
            table = window.board.table
            assert table.layout_.compact and _in_view(window, MAP), size
            assert all(_in_view(window, table.layout_.panels[seat]) for seat in (0, 1)), size
    finally:
        language.apply_language(qapp, "en")


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
    still = table._still[1]
    table.render(image)
    assert table._static[1] is cached and table._still[1] is still  # a frame copies them
    table.set_view(dict(table.view))  # a new view: what stands still is painted again
    table.render(image)
    assert table._still[1] is not still and table._static[1] is cached
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


# -- motion, the last move, the end, the projector ----------------------------------------------------
def test_each_character_walks_the_way_a_player_traces_it():
    from boardgames_desktop.games.tokaido_duo.view.table import walk

    assert walk("pilgrim", "s26", "s2") == ["s26", "s27", "s28", "s1", "s2"]  # clockwise, round the coast
    assert walk("pilgrim", "s2", "s28") == ["s2", "s1", "s28"]  # a review stepping back walks back
    assert walk("merchant", "s26", "m2") == ["s26", "m1", "m2"]  # along the trade routes
    assert walk("merchant", "m1", "m3") in (["m1", "m2", "m3"], ["m1", "m4", "m3"])
    assert walk("artist", "r8", "r2") == ["r8", "r1", "r2"]  # region to neighbouring region


def _frame(widget):
    return widget.grab().toImage()


def _roll_and_pick(qtbot, window, match, character: str):
    """Roll, choose ``character``'s die, and click its farthest lit space; answers the seat."""
    board, table = window.board, window.board.table
    click(qtbot, table, board.die_pos(character))  # roll
    settle(qtbot, window, lambda: match.state.phase == "pick")
    qtbot.waitUntil(lambda: not table.motions.running(), timeout=2000)
    click(qtbot, table, board.die_pos(character))
    seat = match.to_act()[0]
    legal = [a.to for a in match.legal_actions(seat) if isinstance(a, Move) and a.character == character]
    n = len(match.active_entries())
    click(qtbot, table, board.space_pos(legal[-1]))
    settle(qtbot, window, lambda: len(match.active_entries()) == n + 1)
    return seat, legal[-1]


@pytest.mark.parametrize("reduced", [False, True], ids=["motion", "reduced motion"])
def test_a_move_animates_on_the_board_and_the_projector_unless_motion_is_reduced(qtbot, make_window, reduced):
    from boardgames_desktop.ui.kit.motion import MAX_MS, set_reduced_motion

    set_reduced_motion(reduced)
    match = Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 3)
    window = make_window(match, autosave=False)
    window.resize(1280, 720)
    window.toggle_projector(True)
    settle(qtbot, window)
    table, wall = window.board.table, window.projector.board.table
    _roll_and_pick(qtbot, window, match, "pilgrim")
    frames = (_frame(table), _frame(wall))
    assert table.motions.running() != reduced and wall.motions.running() != reduced
    qtbot.wait(MAX_MS + 100)
    later = (_frame(table), _frame(wall))
    assert not table.motions.running() and not wall.motions.running()
    if reduced:
        assert frames == later  # nothing moves: the first frame is the last
    else:
        assert frames[0] != later[0] and frames[1] != later[1]


def test_a_click_ends_the_walk_at_once(qtbot, make_window):
    match = Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 3)
    window = make_window(match, autosave=False)
    table = window.board.table
    _roll_and_pick(qtbot, window, match, "merchant")
    assert table.motions.running()
    qtbot.mouseClick(window.header, Qt.MouseButton.LeftButton)
    assert not table.motions.running()


def test_the_last_move_stays_marked_until_the_next_one(qtbot, make_window):
    match = Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 3)
    window = make_window(match, autosave=False)
    window.toggle_projector(True)
    board, table, wall = window.board, window.board.table, window.projector.board.table
    assert table.last_move is None
    seat, to = _roll_and_pick(qtbot, window, match, "pilgrim")
    assert table.last_move == (seat, "pilgrim", to) == wall.last_move
    # The space's action (or passing) is no move: the mark stays.
    while match.state.phase in ACTION_PHASES:
        n = len(match.active_entries())
        press(qtbot, board, board.button_texts()[-1])
        settle(qtbot, window, lambda n=n: len(match.active_entries()) == n + 1)
    assert table.last_move == (seat, "pilgrim", to) == wall.last_move
    # The next move moves the mark.
    other = match.to_act()[0]
    free = [c for c in CHARACTERS if c not in {c for _s, c in match.state.picks}]
    click(qtbot, table, board.die_pos(free[0]))
    legal = [a.to for a in match.legal_actions(other) if isinstance(a, Move) and a.character == free[0]]
    n = len(match.active_entries())
    click(qtbot, table, board.space_pos(legal[0]))
    settle(qtbot, window, lambda: len(match.active_entries()) == n + 1)
    assert table.last_move == (other, free[0], legal[0]) == wall.last_move
    # A board opened on this position (a review, a language switch) marks it too, from the view.
    from boardgames_desktop.games.tokaido_duo.view.table import Table

    fresh = Table()
    qtbot.addWidget(fresh)
    fresh.set_view(GAME.view(match.state, None))
    assert fresh.last_move == (other, free[0], legal[0])


def _ended_match(seed: int = 1) -> Match:
    match = Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], seed)
    rng = Rng(seed)
    while not match.finished:
        seat = match.to_act()[0]
        match.play(seat, rng.choice(match.legal_actions(seat)))
    return match


@pytest.mark.parametrize("code", ["en", "zh_TW"])
def test_the_end_says_what_ended_the_game_and_leaves_the_map_in_sight(qtbot, make_window, qapp, code):
    from boardgames_desktop.core import i18n
    from boardgames_desktop.games.tokaido_duo.view.table import MAP

    match = _ended_match()
    assert match.state.ending == ((1, "garden"),)
    i18n.set_language(code)
    try:
        window = make_window(match, autosave=False)
        window.resize(1280, 720)
        settle(qtbot, window)
        said = window.status_text()
        assert ("Ben's garden reached 6." if code == "en" else "Ben 的花園抵達 6。") in said, said
        # The scores stand in the dice tray, beside the map, never over it.
        from .fitcheck import painted_texts

        table = window.board.table
        verdict = "Ada wins!" if code == "en" else None
        texts = [t for t, _px in painted_texts(table)]
        assert verdict is None or verdict in texts
        assert table.layout_.tray.intersected(MAP).isEmpty()
    finally:
        i18n.set_language("en")


def test_the_projectors_table_writes_nothing_under_a_fiftieth_of_the_screen(qtbot, make_window):
    from boardgames_desktop import theme

    from .fitcheck import painted_texts

    assert theme.PROJECTOR_TEXT_SHARE == 1 / 50
    for match in (Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 3), _ended_match()):
        window = make_window(match, autosave=False)
        window.toggle_projector(True)
        projector = window.projector
        projector.resize(3840, 2160)
        settle(qtbot, window)
        qtbot.wait(20)
        texts = painted_texts(projector.board.table)
        assert texts and min(px for _t, px in texts) >= 2160 / 50 - 0.01, sorted(texts, key=lambda t: t[1])[:3]
