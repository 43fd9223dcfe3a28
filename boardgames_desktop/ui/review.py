"""Review: step through a finished or saved game, forwards and backwards, as one viewer saw it.

Built only from :class:`~boardgames_desktop.core.review.Review`: one frame per
log line the chosen viewer read, each with the view that viewer had after
it. The game's own ``BoardView`` draws each frame's view, never taking input,
so a review as a seat shows exactly what that seat saw and a review as the
public (a public record, or "Everyone") shows only what was public.

- **Viewer**: "Everyone" or one seat (a match); a public record has only
  "Everyone" (it holds nothing else).
- **Stepping**: Left/Right (or Page Up/Down), Home/End, the buttons, the
  slider, or a click on a line of the log.
- **The end**: on the last step of a finished game, the outcome with its
  tie-break and scores (``ui/endscreen.py``).
- **Motion**: the board is shown each step's view as at the table, so a step
  forward replays its move's animation (from the view shown before); a step
  back, a jump (First, Last, the slider, a line of the log) or another viewer
  shows the step at once, nothing crawling backwards or across the game.

    window = ReviewWindow.of_match(match, parent=main_window)
    window = ReviewWindow(review_of_record(data, games.get_game))
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QPushButton,
    QSlider,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from .. import games
from ..core.game import Game, Hidden, Outcome
from ..core.i18n import T, _, fill, join_list, join_sentences, render
from ..core.match import Match
from ..core.review import Review
from .boardarea import BoardArea
from .endscreen import EndPanel, EndSummary
from .kit.gameview import GameView
from .kit.layouts import fit_choices
from .kit.motion import finish_motions
from .kit.paintguard import end_painters, note_failure
from .kit.wraprows import WrappedRows
from .language_choice import Retranslator
from .look import prepare_current


class ReviewWindow(QMainWindow):
    #: Emitted after a step is shown (its index); tests wait on it.
    stepped = Signal(int)

    def __init__(self, review: Review, *, match: Match | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        prepare_current()
        if parent is not None:
            self.setWindowFlag(Qt.WindowType.Window, True)
        self.setObjectName("reviewWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.match = match
        self.review = review
        self.names = dict(review.names)
        game = games.get_game(review.game_id)
        if game is None:  # a record's lookup already refused this; a match has its game
            raise KeyError(review.game_id)
        self.game: Game = game
        self._reviews: dict[int | None, Review] = {review.viewer: review}
        self.index = 0
        self._shown_step: int | None = None  # the step the board was last shown
        self.board: GameView
        self._build()
        self._fill()
        self.resize(1280, 800)
        self.go(len(review) - 1 if review.outcome is not None else 0)
        self._retranslator = Retranslator(self, self.retranslate)

    def retranslate(self) -> None:
        """Rebuild the words in the language now in force, at the same step and viewer."""
        index = self.index
        finish_motions(self.board)  # no animation outlives its board (see kit/motion.py)
        self.board.hide()
        self.board.deleteLater()
        self._shown_step = None  # a new board: it has shown nothing yet
        self._build()
        central = self.centralWidget()
        assert central is not None  # _build just set it
        central.show()  # at once (a layout would show it only later)
        self._fill()
        self.go(index)

    @classmethod
    def of_match(cls, match: Match, viewer: int | None = None, parent: QWidget | None = None) -> ReviewWindow:
        """A review of ``match`` (finished, or as far as it went), first as ``viewer``."""
        return cls(Review.of_match(match, viewer), match=match, parent=parent)

    # -- building -----------------------------------------------------------------------
    def _build(self) -> None:
        for old in self.actions():  # a rebuild (a new language) makes the keys afresh
            self.removeAction(old)
            old.deleteLater()
        central = QWidget()
        outer = QVBoxLayout(central)
        outer.setContentsMargins(16, 12, 16, 12)
        outer.setSpacing(8)

        self._build_header(outer)
        self._build_board_and_log(outer)
        self._build_nav(outer)
        self.setCentralWidget(central)

    def _build_header(self, outer: QVBoxLayout) -> None:
        """The title, whose eyes the review shows, the step, its line and the end panel."""
        header = QFrame()
        header.setProperty("role", "panel")
        head = QVBoxLayout(header)
        head.setContentsMargins(18, 10, 18, 10)
        head.setSpacing(4)
        top = QHBoxLayout()
        self.title_label = QLabel()
        self.title_label.setObjectName("reviewTitle")
        self.title_label.setStyleSheet("font-size: 17pt; font-weight: bold;")
        top.addWidget(self.title_label, 1)
        seen = QLabel(_("Seen by"))
        seen.setProperty("role", "subheading")
        top.addWidget(seen)
        self.viewer_box = QComboBox()
        self.viewer_box.setObjectName("viewerBox")
        self.viewer_box.setAccessibleName(_("Whose view the review shows"))
        seen.setBuddy(self.viewer_box)
        self.viewer_box.currentIndexChanged.connect(self._viewer_chosen)
        top.addWidget(self.viewer_box)
        head.addLayout(top)
        under = QHBoxLayout()  # which step, and whose eyes: one line, so the board keeps the room
        under.setSpacing(16)
        self.step_label = QLabel()
        self.step_label.setObjectName("stepLabel")
        self.step_label.setProperty("role", "subheading")
        under.addWidget(self.step_label)
        self.viewer_note = QLabel()
        self.viewer_note.setObjectName("viewerNote")
        self.viewer_note.setProperty("role", "muted")
        self.viewer_note.setWordWrap(True)
        under.addWidget(self.viewer_note, 1)
        head.addLayout(under)
        self.line_label = QLabel()
        self.line_label.setObjectName("stepLine")
        self.line_label.setWordWrap(True)
        self.line_label.setStyleSheet("font-size: 13pt;")
        head.addWidget(self.line_label)
        self.end = EndPanel(buttons=False)
        head.addWidget(self.end)
        outer.addWidget(header)

    def _build_board_and_log(self, outer: QVBoxLayout) -> None:
        """The board (or the line saying a step could not be drawn) beside the moves."""
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.board = games.part(self.review.game_id, "view").BoardView(self.game)
        self.board.set_player_names([self.names[s] for s in sorted(self.names)])
        self.board_area = BoardArea()
        self.board_area.set_board(self.board)
        # Where the board stands, or (a step it could not draw) a calm line saying so.
        self.board_stack = QStackedWidget()
        self.board_stack.addWidget(self.board_area)
        self.step_failed = QLabel(_("This step could not be drawn."))
        self.step_failed.setObjectName("stepFailed")
        self.step_failed.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.step_failed.setProperty("role", "muted")
        self.step_failed.setWordWrap(True)
        self.board_stack.addWidget(self.step_failed)
        self.splitter.addWidget(self.board_stack)
        side = QWidget()
        side.setMinimumWidth(220)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(8, 0, 0, 0)
        moves = QLabel(_("Moves"))
        moves.setProperty("role", "subheading")
        side_layout.addWidget(moves)
        self.log = QListWidget()
        self.log.setObjectName("reviewLog")
        self.log.setAccessibleName(_("Moves"))
        WrappedRows.install(self.log)  # lines wrap again, as tall as their words, when the column is resized
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys step the review
        self.log.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # By the pixel: scrolled a row at a time, a tall row under a short one was left cut.
        self.log.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.log.setToolTip(_("Click a line to go to that step"))
        self.log.currentRowChanged.connect(self._log_row_changed)
        self.log.viewport().installEventFilter(self)  # a list grown or shrunk keeps the step in sight
        side_layout.addWidget(self.log, 1)
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setSizes([960, 280])  # a 1280-wide laptop leaves the board 940 px
        outer.addWidget(self.splitter, 1)

    def _build_nav(self, outer: QVBoxLayout) -> None:
        """The step keys and buttons, and the slider between them."""
        nav = QHBoxLayout()
        self.first_action = self._step_action(_("First step"), self.first, ["Home"])
        self.back_action = self._step_action(_("Back"), self.back, ["Left", "PgUp"])
        self.forward_action = self._step_action(_("Forward"), self.forward, ["Right", "PgDown"])
        self.last_action = self._step_action(_("Last step"), self.last, ["End"])
        close = QAction(_("Close"), self)
        close.setShortcuts([QKeySequence("Ctrl+W"), QKeySequence("Escape")])
        close.triggered.connect(self.close)
        self.addAction(close)
        # Words with the arrows (the bundled fonts have ◀ and ▶, not ⏮ or ⏭).
        self.first_button = self._nav_button(_("◀◀ First"), self.first_action)
        self.back_button = self._nav_button(_("◀ Back"), self.back_action)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("reviewSlider")
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.setAccessibleName(_("Step"))
        self.slider.setPageStep(1)
        self.slider.valueChanged.connect(self.go)
        self.forward_button = self._nav_button(_("Forward ▶"), self.forward_action)
        self.last_button = self._nav_button(_("Last ▶▶"), self.last_action)
        for widget in (self.first_button, self.back_button):
            nav.addWidget(widget)
        nav.addWidget(self.slider, 1)
        for widget in (self.forward_button, self.last_button):
            nav.addWidget(widget)
        outer.addLayout(nav)

    def _step_action(self, text: str, slot: Callable[[], object], keys: list[str]) -> QAction:
        action = QAction(text, self)
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.triggered.connect(slot)
        self.addAction(action)  # the keys work anywhere in the window
        return action

    def _nav_button(self, label: str, action: QAction) -> QPushButton:
        button = QPushButton(label)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        keys = join_list(k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts())
        button.setToolTip(_("{what} ({keys})").format(what=action.text(), keys=keys))
        button.setAccessibleName(action.text())
        button.clicked.connect(action.trigger)
        return button

    def _fill(self) -> None:
        """The viewer list, the title and the log of the current viewer."""
        game_title = self.game.title
        self.setWindowTitle(fill(_("Review — {game}"), game=game_title))
        self.title_label.setText(fill(_("Review — {game}"), game=game_title))
        self.viewer_box.blockSignals(True)
        self.viewer_box.clear()
        self.viewer_box.addItem(_("Everyone (what was public)"), None)
        # A seat saw more than everyone only where seats hold secrets from one another
        # (Hidden.PER_SEAT); in a game whose secrets are hidden from all (FROM_ALL: the deck,
        # face-down paintings) every seat's view is the public one, so "as Ada saw it"
        # would show the same steps again.
        if self.match is not None and self.game.info.hidden is Hidden.PER_SEAT:
            for seat in range(len(self.match.seats)):
                self.viewer_box.addItem(self.names[seat], seat)
        self.viewer_box.setCurrentIndex(max(0, self.viewer_box.findData(self.review.viewer)))
        self.viewer_box.setEnabled(self.viewer_box.count() > 1)
        self.viewer_box.blockSignals(False)
        fit_choices(self.viewer_box)
        self._show_log()

    def _show_log(self) -> None:
        review = self.review
        viewer = review.viewer
        if self.match is None:
            note = _("A public record: only what everyone at the table saw.")
        elif viewer is None:
            note = _("As everyone at the table saw it: no hand, no private note.")
        else:
            note = fill(_("As {name} saw it: {name}'s own cards and notes, and what was public."),
                        name=self.names[viewer])
        self.viewer_note.setText(note)
        self.log.blockSignals(True)
        self.log.clear()
        self.log.addItem(_("The start of the game"))
        for i in range(1, len(review)):
            prefix = _("Time ran out.") if review.frames[i].expired else ""
            self.log.addItem(f"{i}. {join_sentences(prefix, review.text(i))}")
        self.log.blockSignals(False)
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(review) - 1)
        self.slider.blockSignals(False)

    # -- stepping ---------------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        return self.review.viewer

    def go(self, index: int) -> None:
        """Show step ``index`` (clamped to the review)."""
        review = self.review
        index = max(0, min(len(review) - 1, int(index)))
        forward = index == self.index + 1 and self._shown_step == self.index
        self.index = index
        frame = review.frames[index]
        self._show_board(frame.view)
        self._shown_step = index
        if not forward:
            finish_motions(self.board_stack)  # a jump or a step back: at once
        last = index == len(review) - 1
        self.step_label.setText(fill(_("Step {n} of {total}"), n=index, total=len(review) - 1))
        if index == 0:
            line = _("The start of the game.")
        else:
            line = review.text(index)
            if frame.expired:
                line = render(T("Time ran out. {line}", line=line))
        self.line_label.setText(line)
        summary = self._summary() if last else None
        if summary is not None:
            self.end.show_outcome(summary)
        self.end.setVisible(summary is not None)
        for widget, value in ((self.slider, index), (self.log, index)):
            widget.blockSignals(True)
            if widget is self.slider:
                self.slider.setValue(value)
            else:
                self.log.setCurrentRow(value)
                self.log.scrollToItem(self.log.item(value))
            widget.blockSignals(False)
        # Once the rows are laid out at the list's width (a new line can wrap the rows above
        # it differently), the step's line is brought whole into sight again.
        QTimer.singleShot(0, self._current_line_in_sight)
        for action, enabled in ((self.first_action, index > 0), (self.back_action, index > 0),
                                (self.forward_action, not last), (self.last_action, not last)):
            action.setEnabled(enabled)
        for button, action in ((self.first_button, self.first_action), (self.back_button, self.back_action),
                               (self.forward_button, self.forward_action), (self.last_button, self.last_action)):
            button.setEnabled(action.isEnabled())
        self.stepped.emit(index)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.log.viewport():
            QTimer.singleShot(0, self._current_line_in_sight)
        return super().eventFilter(watched, event)

    def _current_line_in_sight(self) -> None:
        item = self.log.item(self.index)
        if item is not None:
            self.log.scrollToItem(item)

    def _show_board(self, view: Any) -> None:
        """The board at this step; a board that fails on it shows that the step could not be
        drawn, and the window goes on (the other steps, the log, the keys)."""
        try:
            self.board.show_view(view, self.review.viewer, [], False)
        except Exception as exc:  # noqa: BLE001 - logged and said on screen; one step, not the window
            end_painters(exc.__traceback__)  # a board may lay out by painting into a picture
            note_failure(self.board, exc)
            self.board_stack.setCurrentWidget(self.step_failed)
            return
        self.board_stack.setCurrentWidget(self.board_area)

    def _summary(self) -> EndSummary | None:
        if self.match is not None:
            outcome: Outcome | None = self.match.outcome()
            return EndSummary.of(outcome, self.names) if outcome is not None else None
        if self.review.outcome is None:
            return None
        return EndSummary(render(self.review.outcome, self.names), "", ())

    def forward(self) -> None:
        self.go(self.index + 1)

    def back(self) -> None:
        self.go(self.index - 1)

    def first(self) -> None:
        self.go(0)

    def last(self) -> None:
        self.go(len(self.review) - 1)

    def _log_row_changed(self, row: int) -> None:
        if row >= 0:
            self.go(row)

    # -- the viewer -----------------------------------------------------------------------------
    def _viewer_chosen(self, _index: int) -> None:
        self.set_viewer(self.viewer_box.currentData())

    def set_viewer(self, viewer: Any) -> None:
        """See the game as ``viewer`` (a seat, or ``None`` for everyone); the step stays as near as it can."""
        if self.match is None or viewer == self.review.viewer:
            return
        if viewer not in self._reviews:
            self._reviews[viewer] = Review.of_match(self.match, viewer)
        at_end = self.index == len(self.review) - 1
        self.review = self._reviews[viewer]
        index = self.viewer_box.findData(viewer)
        if index != self.viewer_box.currentIndex():
            self.viewer_box.blockSignals(True)
            self.viewer_box.setCurrentIndex(index)
            self.viewer_box.blockSignals(False)
        step = self.index
        self._shown_step = None  # another viewer's views: nothing moves from the last one
        self._show_log()
        self.go(len(self.review) - 1 if at_end else step)

    def closeEvent(self, event: QCloseEvent) -> None:
        finish_motions(self)  # no animation outlives the board it moves
        super().closeEvent(event)

    def lines(self) -> list[str]:
        """The log as this viewer reads it (tests)."""
        return [self.log.item(i).text() for i in range(self.log.count())]
