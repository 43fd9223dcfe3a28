"""The launcher: pick a game, the players (human or which bot), seed and options.

Emits ``start_requested(match)`` with a fresh :class:`Match` and remembers the
choices for next time (QSettings ``launcher/...``).
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import games, theme
from ..core.game import Game, PlayerSpec
from ..core.match import Match
from . import settings as app_settings
from .bots import bot_kinds
from .kit.marks import SeatMark

SEED_MAX = 999_999_999
DEFAULT_NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eli")


def available_games() -> list[Game]:
    """The games that really load, with a board view; a game half-written by a colleague is left out."""
    out = []
    for game_id in games.PACKAGES:
        try:
            game = games.get_game(game_id)
            view = games.view_module(game_id)
        except Exception:
            continue
        if game is not None and hasattr(view, "BoardView"):
            out.append(game)
    return out


def describe_game(game: Game) -> str:
    """A short description: the game's own ``description``, else its package's docstring."""
    text = getattr(game, "description", "") or ""
    if not text:
        try:
            text = games.package(game.id).__doc__ or ""
        except Exception:
            text = ""
    paragraphs = [p.strip() for p in text.strip().split("\n\n") if p.strip()]
    if len(paragraphs) > 1 and paragraphs[0].rstrip(".").lower().endswith(game.title.lower().lstrip(".")):
        paragraphs = paragraphs[1:]
    first = " ".join(paragraphs[0].split()) if paragraphs else ""
    prefix = game.title + ":"
    if first.startswith(prefix):  # "Title: a silent game." under a heading that says Title
        first = first[len(prefix):].strip()
        first = first[:1].upper() + first[1:]
    return first


def players_text(game: Game) -> str:
    if game.min_players == game.max_players:
        return f"{game.min_players} players"
    return f"{game.min_players}–{game.max_players} players"


def random_seed() -> int:
    return random.SystemRandom().randint(1, SEED_MAX)


class CountPicker(QWidget):
    """The number of players as a row of large toggle buttons (one click, no tiny arrows)."""

    valueChanged = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(6)
        self.buttons: dict[int, QPushButton] = {}
        self._value = 0

    def setRange(self, low: int, high: int) -> None:
        for button in self.buttons.values():
            self._layout.removeWidget(button)
            button.deleteLater()
        self.buttons = {}
        for n in range(low, high + 1):
            button = QPushButton(str(n))
            button.setObjectName(f"players{n}")
            button.setCheckable(True)
            button.setProperty("segment", True)
            button.setToolTip(f"{n} players")
            button.clicked.connect(lambda _=False, v=n: self.setValue(v))
            self._layout.addWidget(button)
            self.buttons[n] = button
        self._layout.addStretch(0)
        self._value = 0

    def value(self) -> int:
        return self._value

    def setValue(self, value: int) -> None:
        if value not in self.buttons:
            return
        for n, button in self.buttons.items():
            button.setChecked(n == value)
        if value != self._value:
            self._value = value
            self.valueChanged.emit(value)


class GameCard(QWidget):
    """A game in the launcher's list: its title, large, and how many play."""

    def __init__(self, game: Game, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(2)
        title = QLabel(game.title)
        title.setStyleSheet("font-size: 14pt; font-weight: bold; background: transparent;")
        title.setWordWrap(True)
        sub = QLabel(players_text(game) + (" · hidden cards" if game.has_private_info else ""))
        sub.setStyleSheet(f"color: {theme.INK_SOFT}; background: transparent;")
        layout.addStretch(1)  # spare height goes around the text, not between its lines
        layout.addWidget(title)
        layout.addWidget(sub)
        layout.addStretch(1)
        for w in (self, title, sub):
            w.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)


class SeatRow:
    """One seat: its token (colour and mark), a name field and a kind (Human or a bot)."""

    def __init__(self, seat: int, grid: QGridLayout, kinds):
        self.seat = seat
        self.mark = SeatMark(seat, 26)
        self.mark.setObjectName(f"seatMark{seat}")
        self.name = QLineEdit(DEFAULT_NAMES[seat % len(DEFAULT_NAMES)])
        self.name.setMaxLength(24)
        self.name.setPlaceholderText(f"Player {seat + 1}")
        self.name.setObjectName(f"seatName{seat}")
        self.kind = QComboBox()
        self.kind.setObjectName(f"seatKind{seat}")
        self.kind.addItem("Human", "human")
        for k in kinds:
            self.kind.addItem(k.label, k.key)
        self.kind.setMinimumWidth(170)
        grid.addWidget(self.mark, seat, 0)
        grid.addWidget(self.name, seat, 1)
        grid.addWidget(self.kind, seat, 2)

    def set_visible(self, visible: bool) -> None:
        for w in (self.mark, self.name, self.kind):
            w.setVisible(visible)

    def spec(self) -> PlayerSpec:
        name = self.name.text().strip() or f"Player {self.seat + 1}"
        return PlayerSpec(name, self.kind.currentData())

    def set_spec(self, name: str, kind: str) -> None:
        self.name.setText(name)
        index = self.kind.findData(kind)
        if index >= 0:
            self.kind.setCurrentIndex(index)


class Launcher(QDialog):
    start_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None, initial_game: str | None = None):
        super().__init__(parent)
        from .app import prepare_app

        prepare_app(QApplication.instance())  # type: ignore[arg-type]
        self.setWindowTitle("boardgames-desktop — new game")
        self.setObjectName("launcher")
        self.resize(980, 640)
        self.games = available_games()
        self.match: Match | None = None
        self.seat_rows: list[SeatRow] = []
        self.option_boxes: dict[str, QComboBox] = {}

        root = QHBoxLayout(self)
        root.setContentsMargins(24, 24, 24, 24)
        root.setSpacing(24)

        left = QVBoxLayout()
        heading = QLabel("Choose a game")
        heading.setProperty("role", "heading")
        left.addWidget(heading)
        self.game_list = QListWidget()
        self.game_list.setObjectName("gameList")
        self.game_list.setMinimumWidth(300)
        self.game_list.setSpacing(0)
        for game in self.games:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, game.id)
            item.setToolTip(describe_game(game))
            card = GameCard(game)
            # Room for the card's text at the list's width, plus the item's margin and
            # padding from the style sheet (a bare sizeHint clipped "Counting race"'s g).
            height = card.heightForWidth(272) if card.hasHeightForWidth() else card.sizeHint().height()
            item.setSizeHint(QSize(280, max(84, height + 18)))
            self.game_list.addItem(item)
            self.game_list.setItemWidget(item, card)
        left.addWidget(self.game_list, 1)
        root.addLayout(left, 0)

        right_frame = QFrame()
        right_frame.setProperty("role", "panel")
        right = QVBoxLayout(right_frame)
        right.setContentsMargins(24, 20, 24, 20)
        right.setSpacing(12)
        self.title_label = QLabel()
        self.title_label.setProperty("role", "heading")
        self.title_label.setWordWrap(True)
        right.addWidget(self.title_label)
        self.description_label = QLabel()
        self.description_label.setWordWrap(True)
        self.description_label.setStyleSheet(f"font-size: 12pt; color: {theme.INK_SOFT};")
        right.addWidget(self.description_label)

        count_row = QHBoxLayout()
        count_label = QLabel("Players")
        count_label.setProperty("role", "subheading")
        count_row.addWidget(count_label)
        self.player_count = CountPicker()
        self.player_count.setObjectName("playerCount")
        self.player_count.valueChanged.connect(self._update_seat_visibility)
        count_row.addWidget(self.player_count)
        count_row.addStretch(1)
        right.addLayout(count_row)

        self.seat_grid = QGridLayout()
        self.seat_grid.setHorizontalSpacing(10)
        self.seat_grid.setVerticalSpacing(8)
        self.seat_grid.setColumnStretch(1, 1)
        seat_holder = QWidget()
        seat_holder.setLayout(self.seat_grid)
        right.addWidget(seat_holder)

        self.options_grid = QGridLayout()
        self.options_grid.setHorizontalSpacing(10)
        self.options_grid.setColumnStretch(1, 1)
        options_holder = QWidget()
        options_holder.setLayout(self.options_grid)
        right.addWidget(options_holder)

        seed_row = QHBoxLayout()
        seed_label = QLabel("Seed")
        seed_label.setProperty("role", "subheading")
        seed_label.setToolTip("The same seed, players and options deal the same game again.")
        seed_row.addWidget(seed_label)
        self.seed_edit = QLineEdit(str(random_seed()))
        self.seed_edit.setObjectName("seed")
        self.seed_edit.setValidator(QIntValidator(0, SEED_MAX, self))
        self.seed_edit.setMaximumWidth(180)
        seed_row.addWidget(self.seed_edit)
        self.reseed_button = QPushButton("New seed")
        self.reseed_button.clicked.connect(lambda: self.seed_edit.setText(str(random_seed())))
        seed_row.addWidget(self.reseed_button)
        seed_row.addStretch(1)
        right.addLayout(seed_row)

        right.addStretch(1)
        self.error_label = QLabel()
        self.error_label.setStyleSheet(f"color: {theme.DANGER}; font-size: 12pt;")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        right.addWidget(self.error_label)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.clicked.connect(self.reject)
        buttons.addWidget(self.cancel_button)
        self.start_button = QPushButton("Start")
        self.start_button.setObjectName("startButton")
        self.start_button.setProperty("primary", True)
        self.start_button.setDefault(True)
        self.start_button.setMinimumWidth(160)
        self.start_button.clicked.connect(self.start)
        buttons.addWidget(self.start_button)
        right.addLayout(buttons)
        root.addWidget(right_frame, 1)

        self.game_list.currentRowChanged.connect(self._select_row)
        if not self.games:
            self.title_label.setText("No games available")
            self.description_label.setText("This installation has no playable game yet.")
            self.start_button.setEnabled(False)
            return
        wanted = initial_game or app_settings.settings().value("launcher/game")
        ids = [g.id for g in self.games]
        self.game_list.setCurrentRow(ids.index(wanted) if wanted in ids else 0)

    # -- the chosen game -----------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        row = self.game_list.currentRow()
        return self.games[row] if 0 <= row < len(self.games) else None

    def select_game(self, game_id: str) -> None:
        ids = [g.id for g in self.games]
        self.game_list.setCurrentRow(ids.index(game_id))

    def _select_row(self, row: int) -> None:
        game = self.game
        if game is None:
            return
        self.error_label.hide()
        self.title_label.setText(game.title)
        self.description_label.setText(describe_game(game) or players_text(game))
        for row_widgets in self.seat_rows:
            for w in (row_widgets.mark, row_widgets.name, row_widgets.kind):
                self.seat_grid.removeWidget(w)
                w.deleteLater()
        kinds = bot_kinds(game.id)
        self.seat_rows = [SeatRow(seat, self.seat_grid, kinds) for seat in range(game.max_players)]
        for seat, row_widgets in enumerate(self.seat_rows):
            if seat > 0 and kinds:
                row_widgets.kind.setCurrentIndex(1)  # one human against bots unless told otherwise
        while self.options_grid.count():
            item = self.options_grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.option_boxes = {}
        for i, option in enumerate(game.options):
            label = QLabel(option.label)
            box = QComboBox()
            box.setObjectName(f"option_{option.key}")
            for value, text in option.choices:
                box.addItem(text, value)
            box.setCurrentIndex(max(0, [c[0] for c in option.choices].index(option.default)
                                    if option.default in [c[0] for c in option.choices] else 0))
            self.options_grid.addWidget(label, i, 0)
            self.options_grid.addWidget(box, i, 1)
            self.option_boxes[option.key] = box
        self.player_count.blockSignals(True)
        self.player_count.setRange(game.min_players, game.max_players)
        self.player_count.setValue(game.min_players)
        self.player_count.blockSignals(False)
        self._restore_choices(game)
        self._update_seat_visibility()

    def _update_seat_visibility(self) -> None:
        n = self.player_count.value()
        for row in self.seat_rows:
            row.set_visible(row.seat < n)

    # -- remembering -----------------------------------------------------------------------
    def _restore_choices(self, game: Game) -> None:
        saved = app_settings.get_json(f"launcher/{game.id}", {}) or {}
        if not isinstance(saved, dict):
            return
        count = saved.get("players")
        if isinstance(count, int) and game.min_players <= count <= game.max_players:
            self.player_count.setValue(count)
        for row, seat in zip(self.seat_rows, saved.get("seats") or []):
            if isinstance(seat, dict) and isinstance(seat.get("name"), str) and isinstance(seat.get("kind"), str):
                row.set_spec(seat["name"], seat["kind"])
        options = saved.get("options") or {}
        if isinstance(options, dict):
            for key, box in self.option_boxes.items():
                if key in options:
                    for i in range(box.count()):
                        if box.itemData(i) == options[key]:
                            box.setCurrentIndex(i)

    def _remember(self, game: Game, players: list[PlayerSpec], options: dict[str, Any]) -> None:
        app_settings.set_value("launcher/game", game.id)
        app_settings.set_json(
            f"launcher/{game.id}",
            {
                "players": len(players),
                "seats": [{"name": r.spec().name, "kind": r.spec().kind} for r in self.seat_rows],
                "options": options,
            },
        )

    # -- starting -----------------------------------------------------------------------
    def players(self) -> list[PlayerSpec]:
        return [row.spec() for row in self.seat_rows[: self.player_count.value()]]

    def options(self) -> dict[str, Any]:
        return {key: box.currentData() for key, box in self.option_boxes.items()}

    def seed(self) -> int:
        text = self.seed_edit.text().strip()
        if not text:
            text = str(random_seed())
            self.seed_edit.setText(text)
        return int(text)

    def start(self) -> None:
        game = self.game
        if game is None:
            return
        players, options = self.players(), self.options()
        try:
            match = Match(game, players, self.seed(), options)
        except ValueError as exc:
            self.error_label.setText(str(exc))
            self.error_label.show()
            return
        self._remember(game, players, options)
        self.match = match
        self.accept()
        self.start_requested.emit(match)
