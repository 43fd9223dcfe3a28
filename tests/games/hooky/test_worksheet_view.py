"""Hooky's digital worksheet, clicked like a person: marks, facts, assist, secrets.

(The widget is the game's own, so its tests live with the game; they need no shell.)"""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import QPoint, Qt

from boardgames_desktop.core.i18n import render
from boardgames_desktop.games.hooky.data import LETTERS, PLAYGROUND, TRUANTS
from boardgames_desktop.games.hooky.rules import GAME, Mark, RevealAndPeek
from boardgames_desktop.games.hooky.view.worksheet_parts import MIN_CELL
from boardgames_desktop.games.hooky.view.worksheet_view import WorksheetWidget
from boardgames_desktop.games.hooky.worksheet import ASSIST, FACT, IMPLIED, ME, NOTE, known_facts, log_entries
from boardgames_desktop.games.hooky.worksheet import assist as deduce

NAMES = ["Ada", "Ben", "Cleo", "Dev", "Eli"]


# -- games to look at -------------------------------------------------------------------------
def play(players: int, seed: int = 5, until_round: int = 4, seat: int = 1, to_end: bool = False):
    """An app-mode game played by first suggestions; everyone reveals and peeks in
    round 2, and ``seat`` again in round 3. Stops when round ``until_round`` starts."""
    state = GAME.setup(players, seed, {})
    while state.phase != "over":
        if not to_end and state.round >= until_round:
            break
        who = GAME.to_act(state)[0]
        legal = GAME.suggestions(state, who, 10_000)
        pick = None
        if state.round == 2 or (state.round == 3 and who == seat):
            pick = next((a for a in legal if isinstance(a, RevealAndPeek)), None)
        if pick is None:
            pick = next(a for a in legal if not isinstance(a, RevealAndPeek))
        state = GAME.apply(state, who, pick)
    return state


@pytest.fixture(scope="module")
def mid4():
    return play(4)


def make_sheet(qtbot, view, interactive=True, assist=False, players=None):
    sheet = WorksheetWidget()
    qtbot.addWidget(sheet)
    sheet.set_player_names(NAMES[: players or view["players"]])
    sheet.assist = assist
    sheet.show_worksheet(view, interactive)
    sheet.resize(sheet.sizeHint())
    sheet.show()
    qtbot.waitExposed(sheet)
    return sheet


def click(qtbot, sheet, column, letter, button=Qt.MouseButton.LeftButton):
    centre = sheet.cell_rect(column, letter).center()
    qtbot.mouseClick(sheet.grid, button, pos=centre)


def record(sheet):
    got = []
    sheet.mark_chosen.connect(lambda c, l, m: got.append((c, l, m)))
    return got


def open_letter(sheet, column):
    """A letter whose cell in ``column`` is empty and open."""
    return next(ch for ch in LETTERS if sheet.cell(column, ch).source == "" and not sheet.cell(column, ch).locked)


# -- marking ---------------------------------------------------------------------------------
def test_clicks_cycle_has_has_not_maybe_empty_and_emit_marks_the_game_accepts(qtbot, mid4):
    view = GAME.view(mid4, 1)
    sheet = make_sheet(qtbot, view)
    got = record(sheet)
    letter = open_letter(sheet, "2")
    for expected in ("has", "has_not", "maybe", ""):
        click(qtbot, sheet, "2", letter)
        assert got[-1] == ("2", letter, expected)
        assert sheet.cell("2", letter).mark == expected  # shown at once
    assert len(got) == 4
    # Every emitted triple is a legal Mark, and the next view shows the note as the player's own.
    state = mid4
    for column, ch, mark in got[:1]:
        state = GAME.apply(state, 1, Mark(column, ch, mark))
    sheet.show_worksheet(GAME.view(state, 1), True)
    cell = sheet.cell("2", letter)
    assert (cell.mark, cell.source, cell.locked) == ("has", NOTE, False)


def test_the_playground_and_truant_columns_are_marked_by_name(qtbot, mid4):
    sheet = make_sheet(qtbot, GAME.view(mid4, 1))
    got = record(sheet)
    assert sheet.columns()[-2:] == [PLAYGROUND, TRUANTS]
    letter = open_letter(sheet, TRUANTS)
    click(qtbot, sheet, TRUANTS, letter)
    assert got == [(TRUANTS, letter, "has")]
    GAME.apply(mid4, 1, Mark(*got[0]))


def test_right_click_clears_a_mark_and_does_nothing_on_an_empty_cell(qtbot, mid4):
    letter = next(ch for ch in LETTERS if not known_facts(GAME.view(mid4, 1))["3"].get(ch))
    state = GAME.apply(mid4, 1, Mark("3", letter, "maybe"))
    sheet = make_sheet(qtbot, GAME.view(state, 1))
    assert sheet.cell("3", letter).mark == "maybe"
    got = record(sheet)
    click(qtbot, sheet, "3", letter, Qt.MouseButton.RightButton)
    assert got == [("3", letter, "")]
    assert sheet.cell("3", letter).mark == ""
    click(qtbot, sheet, "3", letter, Qt.MouseButton.RightButton)
    assert got == [("3", letter, "")]  # nothing to clear, nothing sent
    # A left click after the clear starts the cycle again.
    click(qtbot, sheet, "3", letter)
    assert got[-1] == ("3", letter, "has")


def test_the_keyboard_marks_too(qtbot, mid4):
    sheet = make_sheet(qtbot, GAME.view(mid4, 1))
    got = record(sheet)
    letter = open_letter(sheet, "0")
    sheet.grid.setFocus()
    qtbot.keyClick(sheet.grid, letter.lower())   # jump to the letter's row
    qtbot.keyClick(sheet.grid, Qt.Key.Key_Space)  # on "You": locked, nothing
    qtbot.keyClick(sheet.grid, Qt.Key.Key_Right)  # to Player 1's column
    qtbot.keyClick(sheet.grid, Qt.Key.Key_Space)
    qtbot.keyClick(sheet.grid, Qt.Key.Key_Space)
    qtbot.keyClick(sheet.grid, Qt.Key.Key_Delete)
    assert got == [("0", letter, "has"), ("0", letter, "has_not"), ("0", letter, "")]


# -- facts -------------------------------------------------------------------------------------
def test_what_the_seat_has_seen_is_filled_in_locked_and_silent(qtbot, mid4):
    seat = 1
    view = GAME.view(mid4, seat)
    sheet = make_sheet(qtbot, view)
    got = record(sheet)
    hand = view["hand"]
    # Own hand: the "You" column, and a locked soft ✕ in every other column.
    assert sheet.columns()[0] == ME
    for ch in hand:
        assert (sheet.cell(ME, ch).mark, sheet.cell(ME, ch).source) == ("has", FACT)
        for col in view["worksheet_columns"]:
            c = sheet.cell(col, ch)
            assert (c.mark, c.source, c.locked) == ("has_not", FACT, True)
    # Cards face up, playground cards turned up, own peeks.
    seen = [(str(s), ch) for s, cards in enumerate(view["revealed"]) if s != seat for ch in cards]
    seen += [(PLAYGROUND, ch) for ch in view["playground_revealed"]]
    peeks = [(str(p["target"]), p["letter"]) for p in view["peeks"] if p["seer"] == seat]
    assert peeks and all(letter for _, letter in peeks)
    seen += peeks
    assert len(seen) >= 8
    for col, ch in seen:
        c = sheet.cell(col, ch)
        assert (c.mark, c.source, c.locked) == ("has", FACT, True)
        for other in view["worksheet_columns"]:
            if other != col:
                assert sheet.cell(other, ch).mark == "has_not"
                assert sheet.cell(other, ch).locked
    # Clicking (left or right) a fact changes nothing and sends nothing.
    for col, ch in seen[:3] + [(view["worksheet_columns"][0], hand[0])]:
        click(qtbot, sheet, col, ch)
        click(qtbot, sheet, col, ch, Qt.MouseButton.RightButton)
    click(qtbot, sheet, ME, hand[0])
    assert got == []
    assert sheet.cell(*seen[0]).source == FACT


def test_facts_match_known_facts_exactly(qtbot, mid4):
    view = GAME.view(mid4, 2)
    sheet = make_sheet(qtbot, view)
    for col, marks in known_facts(view).items():
        for ch, mark in marks.items():
            assert (sheet.cell(col, ch).mark, sheet.cell(col, ch).source) == (mark, FACT)


def test_a_full_playground_rules_every_other_letter_out(qtbot, mid4):
    view = GAME.view(mid4, 1)
    assert len(view["playground_revealed"]) == view["playground_size"]  # after round 3
    sheet = make_sheet(qtbot, view)
    for ch in LETTERS:
        c = sheet.cell(PLAYGROUND, ch)
        assert c.locked and c.source == FACT
        assert c.mark == ("has" if ch in view["playground_revealed"] else "has_not")


def test_a_players_has_rules_the_letter_out_elsewhere_softly(qtbot, mid4):
    view = GAME.view(mid4, 1)
    letter = next(ch for ch in LETTERS if not any(known_facts(view)[c].get(ch) for c in view["worksheet_columns"]))
    state = GAME.apply(mid4, 1, Mark("2", letter, "has"))
    sheet = make_sheet(qtbot, GAME.view(state, 1))
    for col in ("0", "3", TRUANTS):
        c = sheet.cell(col, letter)
        assert (c.mark, c.source, c.locked) == ("has_not", IMPLIED, False)
    got = record(sheet)
    click(qtbot, sheet, "0", letter)  # the player may still mark it: their own reasoning
    assert got == [("0", letter, "has")]
    assert sheet.cell("0", letter).conflict  # two places for one letter


def test_marks_that_contradict_what_was_seen_are_flagged(qtbot, mid4):
    view = GAME.view(mid4, 1)
    own = view["hand"][0]
    state = GAME.apply(mid4, 1, Mark("2", own, "has"))
    sheet = make_sheet(qtbot, GAME.view(state, 1))
    cell = sheet.cell("2", own)
    assert cell.source == FACT and cell.note == "has" and cell.conflict
    assert "do not fit" in sheet.notice_text() and f"{own} under Cleo" in sheet.notice_text()


# -- assist ------------------------------------------------------------------------------------
def test_assist_off_shows_no_deductions_and_on_shows_them(qtbot, mid4):
    view = GAME.view(mid4, 1)
    facts = known_facts(view)
    deduced = deduce(view)
    assert not deduced["contradiction"]
    extra = {(col, ch): m for col, marks in deduced["marks"].items() for ch, m in marks.items()
             if ch not in facts.get(col, {}) and ch not in (view["notes"].get(col) or {})}
    sheet = make_sheet(qtbot, view)
    # (a column whose cards are all seen, like the playground after round 3, is a fact, not a deduction)
    extra = {key: m for key, m in extra.items() if sheet.cell(*key).source != FACT}
    assert extra, "the clue log should prove something by round 4"
    assert not sheet.assist
    assert not sheet.legend_items["assist"][0].isVisible()
    assert all(sheet.cell(c, ch).source != ASSIST for c in sheet.columns() for ch in LETTERS)
    # Tick the box like a person.
    toggled = []
    sheet.assist_toggled.connect(toggled.append)
    qtbot.mouseClick(sheet.assist_box, Qt.MouseButton.LeftButton,
                     pos=QPoint(8, sheet.assist_box.height() // 2))
    assert sheet.assist and toggled == [True]
    assert sheet.legend_items["assist"][0].isVisible()
    for (col, ch), mark in extra.items():
        c = sheet.cell(col, ch)
        assert (c.mark, c.source) == (mark, ASSIST)
    # Assist marks are no facts: the player may still click them.
    got = record(sheet)
    (col, ch), _ = next(iter(extra.items()))
    click(qtbot, sheet, col, ch)
    assert got == [(col, ch, "has")]
    sheet.assist = False
    assert not sheet.assist_box.isChecked()
    assert all(sheet.cell(c, l).source != ASSIST for c in sheet.columns() for l in LETTERS)


def test_a_mark_the_clue_log_disproves_is_flagged_with_assist_on(qtbot, mid4):
    view = GAME.view(mid4, 1)
    facts = known_facts(view)
    col, ch = next((c, l) for c, marks in deduce(view)["marks"].items() for l, m in marks.items()
                   if m == "has_not" and l not in facts.get(c, {}))
    state = GAME.apply(mid4, 1, Mark(col, ch, "has"))
    sheet = make_sheet(qtbot, GAME.view(state, 1))
    assert not sheet.cell(col, ch).conflict  # without the assist the sheet does not know
    sheet.assist = True
    assert render(sheet.cell(col, ch).conflict) == "the clue log proves otherwise"
    assert sheet.cell(col, ch).source == NOTE  # the player's mark stays as they made it
    assert "do not fit" in sheet.notice_text()


def test_a_clue_log_that_cannot_be_right_gets_a_clear_notice(qtbot, mid4):
    view = copy.deepcopy(GAME.view(mid4, 1))
    clue = next(c for c in view["clues"] if c["kind"] == "question")
    clue["answer"] = 5 + 1  # no five-letter word can score six
    sheet = make_sheet(qtbot, view, assist=False)
    assert sheet.notice_text() == ""
    sheet.assist = True
    assert "does not fit together" in sheet.notice_text()
    assert sheet.notice.isVisible()


# -- secrets -----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_sheet_shows_nothing_of_another_seat(qtbot, players):
    state = play(players, seed=11)
    seat, other = 1, 0
    view = GAME.view(state, seat)
    sheet = make_sheet(qtbot, view, assist=True)
    secret = set(state.hands[other]) - set(state.revealed[other])
    mine = {p.letter for p in state.peeks if p.seer == seat and p.target == other}
    hidden = secret - mine
    assert hidden
    for ch in hidden:
        for col in sheet.columns():
            c = sheet.cell(col, ch)
            assert c.source != FACT or c.mark != "has", (col, ch)
        assert sheet.cell(str(other), ch).source != FACT
    assert set(sheet.hand_boxes.letters) == set(state.hands[seat])
    # Other seats' peeks are in the log without the card they saw.
    for e in log_entries(view):
        if e.kind == "peek" and e.seer != seat:
            assert e.seen == ""
    # The seat's own notes only.
    state = GAME.apply(state, other, Mark(str(seat), LETTERS[0], "has"))
    sheet.show_worksheet(GAME.view(state, seat), True)
    assert all(sheet.cell(c, l).source != NOTE for c in sheet.columns() for l in LETTERS)


def test_the_public_view_is_read_only_and_shows_only_public_facts(qtbot, mid4):
    view = GAME.view(mid4, None)
    sheet = make_sheet(qtbot, view)
    got = record(sheet)
    assert ME not in sheet.columns() and sheet.columns()[:4] == ["0", "1", "2", "3"]
    assert not sheet.hand_boxes.isVisible() and sheet.read_only.isVisible()
    public = {ch for cards in view["revealed"] for ch in cards} | set(view["playground_revealed"])
    certain = {ch for c in sheet.columns() for ch in LETTERS
               if sheet.cell(c, ch).source == FACT and sheet.cell(c, ch).mark == "has"}
    assert certain == public
    click(qtbot, sheet, "2", open_letter(sheet, "2"))
    assert got == []


# -- read only ---------------------------------------------------------------------------------
def test_not_interactive_means_no_marking_but_still_readable(qtbot, mid4):
    state = GAME.apply(mid4, 1, Mark("2", "Z", "maybe"))
    sheet = make_sheet(qtbot, GAME.view(state, 1), interactive=False)
    got = record(sheet)
    assert sheet.read_only.isVisible() and not sheet.how_to.isVisible()
    click(qtbot, sheet, "2", "Z")
    click(qtbot, sheet, "2", "Z", Qt.MouseButton.RightButton)
    letter = open_letter(sheet, "3")
    click(qtbot, sheet, "3", letter)
    assert got == []
    assert sheet.cell("2", "Z").mark == "maybe"  # still shown
    sheet.show_worksheet(GAME.view(state, 1), True)
    assert not sheet.read_only.isVisible()
    click(qtbot, sheet, "3", letter)
    assert got == [("3", letter, "has")]


def test_hover_highlights_the_row_the_column_and_the_letter_in_the_log(qtbot, mid4):
    view = GAME.view(mid4, 1)
    sheet = make_sheet(qtbot, view)
    letter = next(ch for c in view["clues"] for ch in c["word"]
                  if not sheet.cell("2", ch).locked)
    qtbot.mouseMove(sheet.grid, sheet.cell_rect("2", letter).center())
    qtbot.waitUntil(lambda: sheet.grid.hover == (sheet.columns().index("2"), LETTERS.index(letter)))
    assert (sheet.hover_column, sheet.hover_letter) == ("2", letter)
    assert sheet.grid.cursor().shape() == Qt.CursorShape.PointingHandCursor
    assert sheet.describe_cell(*sheet.grid.hover).startswith(f"{letter} · Cleo")
    own = view["hand"][0]
    qtbot.mouseMove(sheet.grid, sheet.cell_rect("2", own).center())
    qtbot.waitUntil(lambda: sheet.hover_letter == own)
    assert sheet.grid.cursor().shape() == Qt.CursorShape.ArrowCursor  # a fact: nothing to click
    assert "in your hand" in sheet.describe_cell(*sheet.grid.hover)


# -- the rest of the sheet -----------------------------------------------------------------------
def test_the_log_puts_peeks_and_playground_cards_where_they_happened(mid4):
    view = GAME.view(mid4, 1)
    entries = log_entries(view)
    kinds = [e.kind for e in entries]
    assert kinds.count("clue") == len(view["clues"])
    assert kinds.count("peek") == len(view["peeks"])
    assert kinds.count("playground") == len(view["playground_revealed"])
    for i, e in enumerate(entries):
        if e.kind == "peek":
            nxt = entries[i + 1]
            if nxt.kind == "clue":
                assert (nxt.clue["round"], nxt.clue["asker"]) == (e.round, e.seer)
            assert e.revealed in view["revealed"][e.seer]
            assert bool(e.seen) == (e.seer == 1)
        if e.kind == "playground":
            before = [x for x in entries[:i] if x.kind == "clue"]
            assert before[-1].clue["round"] == e.round
            assert all(x.clue["round"] > e.round for x in entries[i + 1:] if x.kind == "clue")


def test_guesses_and_the_result_show_at_the_end(qtbot):
    state = play(4, seed=3, to_end=True)
    view = GAME.view(state, 2)
    sheet = make_sheet(qtbot, view, interactive=True)
    assert not sheet.interactive  # the game is over: no more marks
    guesses = view["my_truant_guesses"]
    assert [row.letters for row in sheet.truant_rows] == guesses
    assert sheet.truant_rows[0].hits == set(view["truants"])
    assert "The truants were" in sheet.truant_result.text()
    name, boxes, result = sheet.hand_guess_rows[0]
    assert name.text() == "Ada" and boxes.letters == view["my_hand_guesses"][0]
    assert result.text().endswith("right") or "complete" in result.text()
    assert 2 not in sheet.hand_guess_rows


def test_truant_guesses_fill_in_as_they_are_written(qtbot):
    state = play(3, seed=2, until_round=5)
    while state.phase == "truants":
        who = GAME.to_act(state)[0]
        state = GAME.apply(state, who, GAME.legal_actions(state, who)[0])
    view = GAME.view(state, 1)
    assert view["my_truant_guesses"][0]
    sheet = make_sheet(qtbot, view)
    assert sheet.truant_rows[0].letters == view["my_truant_guesses"][0]
    assert sheet.truant_rows[1].letters == "" and sheet.truant_rows[0].hits is None


# -- looks ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("assist", [False, True])
def test_renders_legibly_mid_game(qtbot, tmp_path, players, assist):
    state = play(players)
    cols = GAME.view(state, 1)["worksheet_columns"]
    for col, ch, mark in ((cols[0], "M", "maybe"), (cols[1], "S", "has_not"), (TRUANTS, "K", "has")):
        state = GAME.apply(state, 1, Mark(col, ch, mark))
    sheet = make_sheet(qtbot, GAME.view(state, 1), assist=assist)
    for _ in range(5):  # the grid's width follows its height: settle on the smallest size
        sheet.resize(sheet.minimumSizeHint())
        qtbot.wait(10)
        if sheet.size() == sheet.minimumSizeHint():
            break
    assert sheet.size() == sheet.minimumSizeHint()
    for col in sheet.columns():
        rect = sheet.cell_rect(col, "Z")
        assert rect.height() >= MIN_CELL and rect.width() >= MIN_CELL
        assert sheet.grid.rect().contains(rect)
    image = sheet.grab().toImage()
    assert image.width() >= sheet.minimumSizeHint().width()
    assert sheet.grab().save(str(tmp_path / f"worksheet{players}.png"))


def test_companion_mode_a_mistyped_answer_is_called_out(qtbot):
    """Companion mode (printed cards, answers typed in): the app knows no hand, and
    a slip in the answers shows as a log that cannot be right."""
    from boardgames_desktop.core.game import TABLE
    from boardgames_desktop.games.hooky.rules import Ask, OpeningClue

    state = GAME.setup(3, 1, {"mode": "companion", "words": "any"})
    for word, answer in (("QQQQX", 1), ("AAAAB", 1), ("ZZZZY", 1)):  # the table types them in
        state = GAME.apply(state, TABLE, OpeningClue(word, answer))
    view = GAME.view(state, 0)
    sheet = make_sheet(qtbot, view, assist=True)
    assert view["hand"] is None and ME not in sheet.columns()
    assert sheet.hand_note.text() == "(your printed cards)"
    assert sheet.cell("1", "B").source == ASSIST and sheet.cell("1", "B").mark == "has"  # AAAAB: 1 means B
    assert sheet.notice_text() == ""
    state = GAME.apply(state, TABLE, Ask(1, "BBBBC", 0))  # typed 0: then B is not in the hand after all
    sheet.show_worksheet(GAME.view(state, 0), True)
    assert "typed in wrong" in sheet.notice_text()
    assert all(sheet.cell(c, l).source != ASSIST for c in sheet.columns() for l in LETTERS)
    got = record(sheet)
    click(qtbot, sheet, "1", "B")
    assert got == [("1", "B", "has")]
