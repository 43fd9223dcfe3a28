"""Hooky on screen: the seat's own board, its turn controls, and the projector.

:class:`BoardView` draws exactly the view the shell hands it (one seat's, or
the public one) and nothing else: the seat's hand as big letter cards, the
round track, the players and their face-up cards, the playground, the clue
log, the seat's worksheet (the colleague-built ``WorksheetWidget``), and at
the end the score table. Its controls (:mod:`.controls`) sit below the
board: the opening clue, a question with the optional reveal-and-peek, the
truant guesses and the final hand guesses, and in companion mode the typed-in
answers, playground cards and hands, typed in by the table (the shell hands
the board ``seat == TABLE`` with the public view when the table is to act;
the board answers with ``action_chosen(TABLE, action)``). Every refusal is
the rules' own sentence, shown next to the field.

``legal`` may be a list or :class:`~boardgames_desktop.core.game.TooMany`
(any word): the board only asks whether there is anything to do; the rules
judge every choice.

:class:`ProjectorBoard` paints the public view only (:mod:`.public_table`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ....core.game import TABLE, Game, TooMany
from ....core.i18n import N_, _, join_list, ngettext, render, seat_label
from ....ui.kit.gameview import GameView
from ....ui.kit.hintlayer import HintLayer
from ....ui.kit.keys import describe_board
from ....ui.kit.settings import GameSettings
from ..actions import (
    Ask,
    FixAnswer,
    Mark,
    OpeningClue,
    RevealAndPeek,
)
from .cluelog import ClueLog
from .controls import ActionPanel, ErrorLabel
from .guess_sheet import GuessSheet
from .hint import control_targets, hint_targets
from .panels import HandPanel, Panel, Placeholder, ResultsPanel, SeatsPanel, heading, muted
from .public_table import default_names
from .scrolling import SheetPage, SheetScroll, scroller
from .widgets import RoundTrack, font
from .worksheet_grid import hooky_keys
from .worksheet_view import WorksheetWidget

#: The view's remembered choices, under the game's own settings (``games/hooky/``).
ASSIST_KEY = "worksheet/assist"
PAGE_KEY = "page"


def prefs() -> GameSettings:
    return GameSettings("hooky")


def has_moves(legal: Any) -> bool:
    """Whether ``legal`` (a list, or too many to list) leaves anything to do."""
    return isinstance(legal, TooMany) or bool(legal)


class BoardView(GuessSheet, GameView):
    """The play area of one seat. It never holds the state, only the view it was given."""

    screenshots: ClassVar[dict[str, str]] = {"worksheet": N_("the seat's worksheet page instead of the table")}
    #: The controls below the board. The name hides QWidget.actions(), which the board
    #: never uses (its menu actions are :meth:`menu_actions`); the shell and the tests
    #: reach the controls by it.
    actions: ActionPanel  # type: ignore[assignment]  # shadows QWidget.actions() on purpose, see above
    assist_action: QAction

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.names = default_names()
        self.view: dict[str, Any] | None = None
        self.seat: int | None = None
        self.legal: list[Any] | TooMany = []
        self.interactive = False
        self.scale = 1.0
        self.last_refusal = ""
        self._refused: str | None = None
        self._error_target: ErrorLabel | None = None  # where a refusal shows (next to the field it is about)
        self._turn_key: Any = None
        self._prompt = ""
        self._shown_over = False
        self._log_under = False  # the clue log under the scores (see _place_log)
        self._table_key: Any = None  # what the last view showed of the table (see _moved)
        self._moved_seat: int | None = None

        # -- the board ---------------------------------------------------------------------
        root = QVBoxLayout(self)
        root.setContentsMargins(6, 6, 6, 6)
        root.setSpacing(10)
        top = QHBoxLayout()
        top.setSpacing(8)
        self.round_track = RoundTrack()
        top.addWidget(self.round_track, 1)
        top.addSpacing(8)
        self.page_buttons: dict[str, QPushButton] = {}
        for key, text, tip in (
            ("table", _("Table"), _("The clue log, your hand and the cards on the table (Ctrl+1)")),
            ("sheet", _("Worksheet"), _("Your worksheet: only you see it (Ctrl+2)")),
        ):
            b = QPushButton(text)
            b.setObjectName(f"page_{key}")
            b.setProperty("segment", True)
            b.setCheckable(True)
            b.setMinimumHeight(44)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setToolTip(tip)
            b.clicked.connect(lambda _=False, key=key: self.show_page(key))
            top.addWidget(b, 0, Qt.AlignmentFlag.AlignTop)
            self.page_buttons[key] = b
        root.addLayout(top)
        self.pages = QStackedWidget()
        root.addWidget(self.pages, 1)

        # The table: the players, the playground and the truants (at the end the scores) |
        # the seat's hand over the clue log. Each column is whole on a laptop's screen.
        self.table_page = QWidget()
        columns = QHBoxLayout(self.table_page)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.setSpacing(12)
        left = QVBoxLayout()
        left.setSpacing(10)
        self.results = ResultsPanel()
        self.results.hide()
        left.addWidget(self.results)
        self.seats_panel = SeatsPanel()
        left.addWidget(self.seats_panel)
        left.addStretch(1)
        self.left = QWidget()
        self.left.setLayout(left)
        self.left_scroll = scroller(self.left)
        columns.addWidget(self.left_scroll, 5)

        self.right = QWidget()
        right = QVBoxLayout(self.right)
        right.setContentsMargins(0, 0, 0, 0)
        right.setSpacing(10)
        self.hand_panel = HandPanel()
        self.hand_panel.card_clicked.connect(self._on_hand_card)
        right.addWidget(self.hand_panel)
        self.log_panel = Panel()
        log_top = QHBoxLayout()
        self.log_title = heading(_("Clue log"))
        log_top.addWidget(self.log_title)
        log_top.addStretch(1)
        self.log_legend = muted("")  # wraps under the title in a narrow column
        log_top.addWidget(self.log_legend)
        self.log_panel.box.addLayout(log_top)
        self.clue_log = ClueLog()
        self.clue_log.fix_requested.connect(self._on_fix)
        self.log_panel.box.addWidget(self.clue_log, 1)
        self.log_panel.setMinimumWidth(260)
        right.addWidget(self.log_panel, 1)
        self.right_box = right
        columns.addWidget(self.right, 6)
        self.columns = columns
        self.compact = False
        self.pages.addWidget(self.table_page)

        # The worksheet: the sheet of this seat, or why there is none.
        self.sheet_page = SheetPage()
        self.sheet_stack = QStackedWidget()
        self.sheet_placeholder = Placeholder()
        self.sheet_stack.addWidget(self.sheet_placeholder)
        self.worksheet = WorksheetWidget()
        self.worksheet.mark_chosen.connect(self._on_mark)
        self.worksheet.assist_toggled.connect(lambda on: self.assist_action.setChecked(on))
        self.sheet_stack.addWidget(self.worksheet)
        self.sheet_page.box.addWidget(self.sheet_stack, 1)
        box = self.sheet_page.box.contentsMargins()
        self.sheet_scroll = SheetScroll(self.worksheet, box.top() + box.bottom())
        scroller(self.sheet_page, self.sheet_scroll)
        self.pages.addWidget(self.sheet_scroll)

        # -- the controls below the board ------------------------------------------------------
        self.actions = ActionPanel()
        wp = self.actions.word_panel
        wp.submit.connect(self._submit_word)
        wp.reveal_submit.connect(self._submit_reveal)
        self.actions.sheet.submit.connect(self._submit_sheet)

        # -- menu actions --------------------------------------------------------------------
        self.assist_action = QAction(_("Worksheet assist: fill in what follows from the clues"), self)
        self.assist_action.setCheckable(True)
        self.assist_action.setShortcut(QKeySequence("Ctrl+Shift+A"))
        self.assist_action.setChecked(prefs().get_bool(ASSIST_KEY, False))
        self.assist_action.toggled.connect(self._set_assist)
        self.table_action = QAction(_("Show the table and clue log"), self)
        self.table_action.setShortcut(QKeySequence("Ctrl+1"))
        self.table_action.triggered.connect(lambda: self.show_page("table"))
        self.sheet_action = QAction(_("Show my worksheet"), self)
        self.sheet_action.setShortcut(QKeySequence("Ctrl+2"))
        self.sheet_action.triggered.connect(lambda: self.show_page("sheet"))
        self._apply_assist(self.assist_action.isChecked())
        self.show_page("sheet" if prefs().get(PAGE_KEY, "table") == "sheet" else "table", remember=False)
        self.set_zoom(1.0)
        self.hint = HintLayer(self)
        #: The controls that take the hinted move, marked below the board (:func:`.hint.control_targets`).
        self.controls_hint = HintLayer(self.actions)

    # -- the contract --------------------------------------------------------------------------
    def show_view(self, view: dict[str, Any], seat: int | None, legal: Sequence[Any] | TooMany,
                  interactive: bool) -> None:
        """``seat``: a seat, None (watching) or :data:`TABLE` (companion mode: the
        table types in the clue log, the playground cards and the hands)."""
        self.remember(view, seat, legal, interactive)
        self.hint.clear()
        self.controls_hint.clear()
        self.worksheet.grid.show_hint_cell(None)
        self.view = view
        self.seat = seat
        self.legal = legal if isinstance(legal, TooMany) else list(legal)
        self.interactive = bool(interactive and seat is not None and has_moves(self.legal))
        names = self.names
        self.round_track.set_state(view["phase"], view["round"], view["reveal_after"])
        moved = self._moved(view, seat)
        self.hand_panel.show_hand(view, names, table=seat == TABLE, moved=moved, same_seat=seat == self._moved_seat)
        self.seats_panel.show_table(view, names, moved)
        self._moved_seat = seat
        companion = view["mode"] == "companion"
        over = view["phase"] == "over"
        hand = view.get("hand") or []
        self.clue_log.set_clues(view["clues"], names, hand, view.get("mismatched_clues") or (),
                                editable=companion and not over and seat is not None)
        n = len(view["clues"])
        self.log_title.setText(ngettext("Clue log · {n} clue", "Clue log · {n} clues", n).format(n=n))
        # Tinted tiles are also told by their outline, so "in your hand" is never colour alone.
        self.log_legend.setText(_("tinted, outlined = in your hand") if hand else
                                (_("double-click an answer to fix it") if companion and not over else ""))
        self._show_legend()
        self._show_results(view)
        self._show_sheet(view, seat)
        key = (view["phase"], view["round"], view.get("turn"), n, seat, tuple(view["to_act"]))
        new_turn = key != self._turn_key
        self._turn_key = key
        self._show_controls(view, seat, new_turn)
        describe_board(self, _("Hooky board"), self.prompt())

    def keys_help(self) -> list[tuple[str, str]]:
        return hooky_keys()

    def _moved(self, view: dict[str, Any], seat: int | None) -> bool:
        """Whether ``view`` follows a move since the view shown before (a refresh, a zoom,
        new names are none): the last move's marks go, its cards slide in."""
        key = (view["phase"], view["round"], view.get("turn"), len(view["clues"]),
               tuple(map(tuple, view["revealed"])), tuple(view["playground_revealed"]),
               tuple(view.get("truants") or ()), len(view["peeks"]), view.get("seat"))
        moved = self._table_key is not None and key != self._table_key
        self._table_key = key
        if moved:
            self.seats_panel.clear_marks()
            self.hand_panel.cards.clear_marks()
            self.hand_panel.peek_cards.clear_marks()
        return moved

    def refuse(self, reason: Any) -> None:
        """``reason``: the rules' message (rendered here with the table's names) or a string."""
        text = render(reason, dict(enumerate(self.names)))
        self._refused = text
        self.last_refusal = text
        self._say_refusal(text)

    def _say_refusal(self, text: str) -> None:
        """Beside the field it is about when a panel shows one, else in the shell's note."""
        error = self._error_target or self.actions.current_error()
        if error is not None:
            error.say(text)
        else:
            self.message.emit(text)

    def clear_notes(self) -> None:
        """Another viewer (or the curtain): the refusals beside the fields were for the seat
        shown before, and so was the last refusal."""
        wp = self.actions.word_panel
        for error in (wp.error, wp.reveal_error, self.actions.sheet.error):
            error.say("")
        self.last_refusal = ""
        self._refused = None
        self.hint.clear()
        self.controls_hint.clear()
        self.worksheet.grid.show_hint_cell(None)

    def show_hint(self, action: Any | None) -> None:
        """Mark what ``action`` is about on the table page and the controls that take it
        (:mod:`.hint`); a worksheet note, the worksheet's page button and the note's cell.
        None clears."""
        grid = self.worksheet.grid
        if action is None:
            self.hint.clear()
            self.controls_hint.clear()
            grid.show_hint_cell(None)
            return
        targets = control_targets(self, action)
        if isinstance(action, Mark):  # taken on the worksheet: its page button and its cell are marked
            self.controls_hint.clear()
            self.hint.show_targets(targets)
            grid.show_hint_cell((action.column, action.letter))
            return
        grid.show_hint_cell(None)
        self.show_page("table", remember=False)
        self.hint.show_targets(hint_targets(self, action), self.scale * 0.7)
        self.controls_hint.show_targets(targets)

    def prompt(self) -> str:
        """How to take the step now, said once, in the window's header under the public
        status (which says what the step is); the panels below the board hold the fields
        and buttons only."""
        if self.interactive:
            return self._prompt or self.actions.current_instruction()
        return ""

    def controls(self) -> QWidget:
        return self.actions

    def menu_actions(self) -> list:
        return [self.assist_action, self.table_action, self.sheet_action]

    def set_player_names(self, names: list[str]) -> None:
        defaults = default_names(max(5, len(names)))
        self.names = [n or d for n, d in zip(list(names) + [""] * (len(defaults) - len(names)), defaults)]
        self.worksheet.set_player_names(self.names)
        if self.view is not None:
            self.show_view(self.view, self.seat, self.legal, self.interactive)

    def set_zoom(self, factor: float) -> None:
        self.scale = factor
        self.round_track.set_scale(factor)
        self.hand_panel.cards.set_scale(factor)
        self.hand_panel.peek_cards.set_scale(factor)
        for row in self.seats_panel.rows:
            row.cards.set_scale(factor)
        self.seats_panel.playground.set_scale(factor)
        self.seats_panel.truants.set_scale(factor)
        self.clue_log.set_scale(factor)
        for label in self.findChildren(QLabel):
            if label.property("hookyHeading"):
                label.setFont(font(17 * factor, True))
        if self.view is not None:
            self.clue_log.set_clues(self.view["clues"], self.names, self.view.get("hand") or [],
                                    self.view.get("mismatched_clues") or (),
                                    editable=self.view["mode"] == "companion" and self.view["phase"] != "over")

    def prepare_screenshot(self, what: str) -> None:
        if what == "worksheet":
            self.show_page("sheet", remember=False)

    # -- pages: the table or the worksheet ------------------------------------------------------------
    def show_page(self, key: str, remember: bool = True) -> None:
        page = self.sheet_scroll if key == "sheet" else self.table_page
        self.pages.setCurrentWidget(page)
        for k, b in self.page_buttons.items():
            b.setChecked(k == key)
        self.round_track.set_compact(key == "sheet")
        # Only the page on show sets the board's minimum size (the worksheet is tall).
        for w in (self.table_page, self.sheet_scroll):
            policy = QSizePolicy.Policy.Preferred if w is page else QSizePolicy.Policy.Ignored
            w.setSizePolicy(policy, policy)
        self.pages.updateGeometry()
        if remember:
            prefs().set(PAGE_KEY, key)
        if key == "sheet" and self.worksheet.grid.hint_cell is not None:
            # A hinted note's cell is scrolled into sight once the page has its size.
            QTimer.singleShot(0, self, self._show_hint_cell)

    def _show_hint_cell(self) -> None:
        grid = self.worksheet.grid
        if grid.hint_cell is None or self.current_page() != "sheet":
            return
        rect = grid.cell_rect(*grid.hint_cell)
        centre = grid.mapTo(self.sheet_page, rect.center())
        self.sheet_scroll.ensureVisible(centre.x(), centre.y(), rect.width(), rect.height())

    def current_page(self) -> str:
        return "sheet" if self.pages.currentWidget() is self.sheet_scroll else "table"

    def _show_results(self, view: dict[str, Any]) -> None:
        over = view["phase"] == "over"
        if over:
            self.results.show_results(view, self.names)
        self.results.setVisible(over)
        self.hand_panel.setVisible(not over)  # every hand is face up at the table now
        self.columns.setStretch(0, 7 if over else 5)
        self.columns.setStretch(1, 5 if over else 6)
        if over and not self._shown_over:
            self.left_scroll.verticalScrollBar().setValue(0)
        self._shown_over = over
        self._place_log()

    def _place_log(self) -> None:
        """At the end, where the scores and the clue log do not both fit side by side (five
        players on a laptop, a review), the log stands under the scores in the one scrolling
        column, shown whole (no scroll area in another); beside them otherwise."""
        under = False
        if self._shown_over:
            frame = self.parentWidget()
            while frame is not None and not isinstance(frame, QScrollArea):
                frame = frame.parentWidget()
            room = (frame.maximumViewportSize().width() - (self.width() - self.table_page.width())
                    if frame is not None else self.table_page.width())
            need = (self.results.minimumSizeHint().width() + self.columns.spacing()
                    + self.clue_log.least_width() + 60)  # the panels' margins and the column's bar
            under = room < need
        self.right.setVisible(not under)  # the log stands under the scores: nothing is left here
        if under == self._log_under:
            if under:
                self.clue_log.setFixedHeight(self.clue_log.whole_height())
            return
        self._log_under = under
        left = self.left.layout()
        assert isinstance(left, QVBoxLayout)
        if under:
            self.right_box.removeWidget(self.log_panel)
            left.insertWidget(1, self.log_panel)
            self.clue_log.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.clue_log.setFixedHeight(self.clue_log.whole_height())
        else:
            left.removeWidget(self.log_panel)
            self.right_box.addWidget(self.log_panel, 1)
            self.clue_log.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            self.clue_log.setMinimumHeight(0)
            self.clue_log.setMaximumHeight(16777215)

    #: Below this height (a laptop's window) the board draws its cards and rows smaller
    #: and keeps the round notes in the tooltip, so the table stays whole without scrolling.
    COMPACT_BELOW = 640

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._set_compact(self.height() < self.COMPACT_BELOW * self.scale)
        if self._shown_over:
            self._place_log()

    def _show_legend(self) -> None:
        """The log's legend beside its title; on a laptop's window in the title's tooltip
        (the rows want the height)."""
        text = self.log_legend.text()
        self.log_legend.setVisible(bool(text) and not self.compact)
        self.log_title.setToolTip(text)

    def _set_compact(self, on: bool) -> None:
        if on == self.compact:
            return
        self.compact = on
        self._show_legend()
        self.round_track.set_low(on)
        self.hand_panel.set_compact(on)
        self.seats_panel.set_compact(on)
        if self.view is not None:
            self.hand_panel.show_hand(self.view, self.names, table=self.seat == TABLE)

    def _show_sheet(self, view: dict[str, Any], seat: int | None) -> None:
        reason = ""
        if view["mode"] == "companion":
            reason = _("Companion mode: every player keeps their printed worksheet. "
                       "The screen is shared between turns, so no notes are kept here.")
        elif seat is None or seat == TABLE:
            reason = _("Watching the public table: a worksheet belongs to a player.")
        if reason:
            self.sheet_placeholder.setText(reason)
            self.sheet_stack.setCurrentWidget(self.sheet_placeholder)
            return
        self.sheet_stack.setCurrentWidget(self.worksheet)
        self.worksheet.show_worksheet(view, self._can_mark())
        self.sheet_scroll.fit()

    def _can_mark(self) -> bool:
        v = self.view
        return bool(v and self._player() is not None and v["phase"] != "over" and v["mode"] != "companion")

    def _player(self) -> int | None:
        """The seat at the screen, when it is a player (not the table, not watching)."""
        return self.seat if self.seat is not None and self.seat >= 0 else None

    def _set_assist(self, on: bool) -> None:
        prefs().set(ASSIST_KEY, bool(on))
        self._apply_assist(on)

    def _apply_assist(self, on: bool) -> None:
        self.worksheet.assist = bool(on)

    # -- controls ---------------------------------------------------------------------------------
    def _show_controls(self, view: dict[str, Any], seat: int | None, new_turn: bool) -> None:
        a = self.actions
        phase = view["phase"]
        if phase == "over":
            self._prompt = ""
            a.show_page(None)
            return
        if not self.interactive or seat is None:
            self._prompt = ""
            a.idle.setText(self._idle_text(view, seat))
            a.show_page(a.idle)
            self.hand_panel.set_clickable(())
            return
        if phase in ("opening", "question"):
            self._configure_word(view, seat, new_turn)
            a.show_page(a.word_panel)
            if new_turn:
                a.word_panel.word.setFocus()
        else:
            self._configure_sheet(view, seat)
            a.show_page(a.sheet)
            self.hand_panel.set_clickable(())

    def _name(self, actor: int) -> str:
        return self.names[actor] if 0 <= actor < len(self.names) else seat_label(actor)

    def _idle_text(self, view: dict[str, Any], seat: int | None) -> str:
        waiting = join_list(self._name(s) for s in view["to_act"])
        if seat is not None and seat not in view["to_act"] and view["phase"] in ("truants", "final", "hands"):
            return _("You are done for now. Waiting for {who}.").format(who=waiting)
        if view.get("turn") is not None:
            return _("{who} is asking. Your worksheet stays open: notes are yours alone.").format(
                who=self._name(view["turn"]))
        return _("Waiting for {who}.").format(who=waiting) if waiting else ""

    def _configure_word(self, view: dict[str, Any], seat: int, new_turn: bool) -> None:
        """The opening clue or a question of the seat whose turn it is (``view["turn"]``),
        typed by that seat (app mode) or by the table (companion mode)."""
        wp = self.actions.word_panel
        companion = view["mode"] == "companion"
        opening = view["phase"] == "opening"
        asker = view["turn"]
        wp.companion = companion
        if new_turn:
            wp.reset()
        others = [s for s in range(view["players"]) if s != asker]
        wp.set_asking(not opening)
        wp.targets.set_seats(others, self.names)
        wp.answer_label.setVisible(companion)
        wp.answer.setVisible(companion)
        wp.go.setText(_("Give clue") if opening else _("Ask"))
        wp.answer_label.setText(_("In own hand:") if opening else _("Answer:"))
        wp.answer.set_minimum(1 if opening else 0)
        instruction, self._prompt = self._word_texts(view, self._name(asker), opening, companion)
        wp.instruction.setText(instruction)
        # Reveal and peek: from round 2, once a turn, before asking.
        may_reveal = bool(view["may_reveal"]) and not opening
        wp.set_may_reveal(may_reveal)
        if may_reveal:
            self._configure_reveal(view, asker, others, companion)
        else:
            self.hand_panel.set_clickable(())
        banner = self._peek_banner(view, seat, asker)
        wp.peek_banner.setText(banner)
        wp.peek_banner.setVisible(bool(banner))

    @staticmethod
    def _word_texts(view: dict[str, Any], name: str, opening: bool, companion: bool) -> tuple[str, str]:
        """The word panel's instruction and the status prompt for this clue."""
        if opening and companion:
            return (_("Opening clue: type the word {who} names and how many of its letters are "
                      "in their own hand (at least one).").format(who=name),
                    _("Type the opening word and the count announced, then press Give clue."))
        if opening:
            return (_("Opening clue: name a five-letter word holding at least one letter of your hand. "
                      "The app announces how many of its letters you hold."),
                    _("Type a five-letter word with at least one of your letters, then press Give clue."))
        if companion:
            return (_("Round {n}: click the player {who} asks, type the word, then the answer they gave.").format(
                        n=view["round"], who=name),
                    _("Click the player asked, type the word and their answer, then press Ask."))
        return (_("Round {n}: click the player you ask, type a five-letter word, press Ask.").format(n=view["round"]),
                _("Click the player you ask, type a five-letter word and press Ask."))

    def _configure_reveal(self, view: dict[str, Any], asker: int, others: list[int], companion: bool) -> None:
        """The reveal-and-peek controls: whom to peek at, which card to put face up
        (companion: any letter not yet face up, typed; app: a card of the hand)."""
        wp = self.actions.word_panel
        k = view["hand_size"]
        full = _("Every card of this hand is face up: there is nothing to peek at.")
        blocked = {s: full for s in others if len(view["revealed"][s]) >= k}
        wp.peek_targets.set_seats(others, self.names, blocked)
        public = {ch for r in view["revealed"] for ch in r} | set(view["playground_revealed"])
        down = [ch for ch in view.get("hand") or [] if ch not in view["revealed"][asker]]
        if companion:
            wp.reveal_label.setText(_("Card revealed:"))
            wp.reveal_cards.hide()
            wp.reveal_keys.show()
            wp.reveal_keys.set_disabled(public, _("This letter is already face up."))
        else:
            wp.reveal_label.setText(_("Reveal:"))
            chosen = wp.reveal_letter()
            wp.reveal_cards.set_cards([(ch, "hand", "") for ch in down])
            for card in wp.reveal_cards.cards:
                card.set_clickable(True)
                card.set_selected(card.letter == chosen)
                card.setToolTip(_("Put {letter} face up").format(letter=card.letter))
            wp.reveal_cards.show()
            wp.reveal_keys.hide()
        self.hand_panel.set_clickable([] if companion else down, wp.reveal_letter())

    def _peek_banner(self, view: dict[str, Any], seat: int, asker: int) -> str:
        """What this turn's peek showed (the seat's own view holds the letter), or ""."""
        if not (view["revealed_this_turn"] and view["peeks"]):
            return ""
        p = view["peeks"][-1]
        shown = view["revealed"][asker][-1] if view["revealed"][asker] else "?"
        if p["seer"] == seat and p.get("letter"):
            return _("You revealed <b>{shown}</b> and peeked at {who}'s hand: "
                     "<span style='font-size:20pt; font-weight:bold'>{card}</span>"
                     " &nbsp;— only you see this. Now ask.").format(
                shown=shown, who=self._name(p["target"]), card=p["letter"])
        if p["seer"] == asker:
            return _("{who} revealed <b>{shown}</b> and looked at a random card of {target}. "
                     "Now the question.").format(who=self._name(asker), shown=shown, target=self._name(p["target"]))
        return ""

    # -- choosing -----------------------------------------------------------------------------------
    def _choose(self, action: Any, actor: int | None = None) -> bool:
        """Hand ``action`` to the shell, as ``actor`` (default: the seat at the screen);
        False when it was refused."""
        actor = self.seat if actor is None else actor
        if actor is None:
            return False
        self._refused = None
        self.action_chosen.emit(actor, action)
        return self._refused is None

    def _local_refusal(self, text: str) -> None:
        self._say_refusal(text)
        self.last_refusal = text

    def _submit_word(self) -> None:
        view = self.view
        if not self.interactive or view is None:
            return
        wp = self.actions.word_panel
        word = wp.word.text()
        answer = wp.answer_value() if view["mode"] == "companion" else None
        if view["phase"] == "opening":
            self._choose(OpeningClue(word, answer))
            return
        target = wp.targets.chosen()
        if target is None:
            self._local_refusal(_("First click the player asked."))
            return
        self._choose(Ask(target, word, answer))

    def _submit_reveal(self) -> None:
        view = self.view
        if not self.interactive or view is None:
            return
        wp = self.actions.word_panel
        letter = wp.reveal_letter()
        target = wp.peek_targets.chosen()
        wp.reveal_error.say("")
        self._error_target = wp.reveal_error
        try:
            if not letter:
                self._local_refusal(_("Click the card you reveal first."))
            elif target is None:
                self._local_refusal(_("Click the player whose hand you peek at."))
            else:
                self._choose(RevealAndPeek(letter, target))
        finally:
            self._error_target = None

    def _on_hand_card(self, letter: str) -> None:
        if self.interactive and self.view and self.view["may_reveal"]:
            self.actions.word_panel.select_reveal(letter)
            self.hand_panel.set_clickable(
                [c.letter for c in self.hand_panel.cards.cards if c.clickable], letter)

    def _on_mark(self, column: str, letter: str, mark: str) -> None:
        refused = not self._can_mark() or not self._choose(Mark(column, letter, mark), self._player())
        if refused and self.view is not None:
            # The sheet showed the click at once; a refused note goes back to what the view holds.
            self.worksheet.show_worksheet(self.view, self._can_mark())

    def _on_fix(self, clue: int, answer: int) -> None:
        if self.view is None or self.view["mode"] != "companion":
            return
        self._choose(FixAnswer(clue, answer), TABLE)  # corrections are the table's
        if self._refused:
            # Show the rules' reason where the answer was typed, and the old value again.
            self.clue_log._shown = None
            self.clue_log.set_clues(self.view["clues"], self.names, self.view.get("hand") or [],
                                    self.view.get("mismatched_clues") or (), editable=True)


__all__ = ["BoardView"]
