"""The launcher: a game, its people and how they sit, who plays each seat, options, a seed.

It reads only what every game declares up front (:class:`GameInfo` through
``games.ids()`` and ``games.info(id)``): people range, seating, modes,
options. Showing it imports no game's rules, bots or views, so the app opens
fast whatever the games weigh.

Bot kinds are the one thing a game must import to list, so they load when they
are first needed: when a person picks a game in the list, opens or focuses a
seat's list of kinds, or presses Start with a bot seat. Until then a seat's
list holds "Human" and the bot that seat had last time (its label was
remembered with it), or "Normal" for the game's Normal level (the levels' names
are the same in every game, so they are known before the game's bots load). Once loaded a seat's
list is Human and the game's three levels, Easy, Normal and Hard, with the same
names and one-line descriptions (a tooltip, and a line under the name in the
open list) in every game; reference kinds (``BotKind.level`` None) are never
listed, and a game whose bots have no levels lists every kind. A seat's kind
starts as Human for the first seat and in a host mode (``Mode(host=True)``: at
a game night the seats are people), else the game's Normal level; a remembered
bot the list no longer offers becomes Normal; a kind the person chose by hand
stays when the mode changes. Errors in a game's bots
are not caught: a broken game fails loudly instead of quietly losing its bots.

Start emits ``start_requested(NewGame)``: the game id, one :class:`SeatSpec` a
seat (teams are one seat of two people, "Ada & Ben"), seed and options. The
shell makes the match (``NewGame.match()``); the launcher imports neither the
match nor the window.
Choices are remembered for next time (QSettings ``launcher/...``).

It is the app's first window, and its code never names the ``Qt`` namespace
(see ``ui/kit/marks.py``): building that namespace's enums costs about 35 ms
of CPU, and a test keeps start-up free of it. Neither list scrolls sideways
(their rows are as wide as they are), so no scroll-bar policy is set.
"""

from __future__ import annotations

import itertools
import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint, QSize, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QIntValidator
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QCheckBox,
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
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from .. import games, theme
from ..core.game import GameInfo, Level, Person, SeatSpec, normal_kind, offered_kinds
from ..core.i18n import _
from ..core.rng import NEW_SEED_MAX
from . import settings as app_settings
from .kit.layouts import taken_widgets
from .language_choice import LanguageBox, Retranslator
from .launcher_memory import LauncherMemory
from .launcher_parts import (
    HUMAN,
    NAME_LENGTH,
    CountPicker,
    GameCard,
    KindBox,
    SeatWidgets,
    fit_bold,
    players_text,
    seating_text,
)
from .new_game import NewGame

if TYPE_CHECKING:
    from PySide6.QtGui import QShowEvent  # building QEvent's enums costs start-up time

    from ..core.game import BotKind

#: The most people the launcher seats: one colour and mark a seat, even one seat each.
MAX_PEOPLE = theme.MAX_SEATS
#: Names offered until people type their own, one a person.
DEFAULT_NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea")
#: A seat's kind before the game's bots are loaded: "the game's Normal level" (a game
#: without levels: its first bot).
DEFAULT_BOT = "bot"
#: A game card's width in the list (the list is 300 px with its padding and frame).
CARD_WIDTH = 270
#: Name fields are wide enough for a long name, no wider: on a large screen the
#: spare width stays to the right of the form instead of stretching every field.
NAME_WIDTH = 190
#: Room around a card inside its row of the list (the style sheet's item margin, border and padding).
CARD_MARGIN_X, CARD_MARGIN_Y = 4, 9
#: The launcher's width where the screen has room: every game's widest seat row whole.
WIDTH = 1240


def random_seed() -> int:
    return random.SystemRandom().randint(1, NEW_SEED_MAX)


#: Qt.ItemDataRole.AccessibleTextRole and AccessibleDescriptionRole, as numbers: the first
#: use of the ``Qt`` namespace's enums costs start-up time (see ui/kit/marks.py).
ACCESSIBLE_TEXT_ROLE, ACCESSIBLE_DESCRIPTION_ROLE = 11, 12


class Launcher(LauncherMemory, QDialog):
    start_requested = Signal(object)
    #: Learn to play was asked for, for this game id (the app opens its lesson).
    learn_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None, initial_game: str | None = None):
        super().__init__(parent)
        self.setWindowTitle(_("New game"))  # Qt adds " — boardgames-desktop" (the display name)
        self.setObjectName("launcher")
        self.game_ids = games.ids()
        self.infos = {game_id: games.info(game_id) for game_id in self.game_ids}
        self.choice: NewGame | None = None
        self._kinds: dict[str, tuple[BotKind, ...]] = {}  # loaded bot kinds, by game
        self._kind_labels: dict[str, str] = {}  # bot key -> label, remembered or loaded
        self.people_edits: list[QLineEdit] = []
        self.seat_widgets: list[SeatWidgets] = []
        #: Seats whose kind the person chose (a mode's default never replaces it).
        self._kind_by_hand: set[int] = set()
        self.option_boxes: dict[str, QComboBox] = {}
        self.mode_buttons: dict[Any, QPushButton] = {}
        self._mode_group: QButtonGroup | None = None
        self._selecting = False

        self._outer = QVBoxLayout(self)
        self._outer.setContentsMargins(0, 0, 0, 0)
        self._body: QWidget | None = None
        self._note = ("", "")
        self._build_body()
        self._size_to_screen()
        wanted = initial_game or app_settings.settings().value("launcher/game")
        self._selecting = True  # the first game shown is no one's choice yet: load nothing
        self._show_game(wanted if isinstance(wanted, str) else None)
        self._selecting = False
        # A language chosen here (or anywhere) rebuilds the words, keeping every choice made.
        self._retranslator = Retranslator(self, self.retranslate)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._seat_in_sight)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_cards()
        QTimer.singleShot(0, self._fit_cards)  # again once the list has laid the cards out

    def _fit_cards(self) -> None:
        """Each game's card as tall as its words at the width the list gives it, measured once
        shown (the style sheet's fonts and the list's own width known by then)."""
        room = self.game_list.viewport().width() - 2 * CARD_MARGIN_X
        for row in range(self.game_list.count()):
            item = self.game_list.item(row)
            card = self.game_list.itemWidget(item)
            if card is None or not card.hasHeightForWidth():
                continue
            card.ensurePolished()
            width = card.width() if card.width() > 50 else room  # as laid out, once it is
            need = max(64, card.heightForWidth(width) + 2 * CARD_MARGIN_Y)
            if need != item.sizeHint().height():
                item.setSizeHint(QSize(CARD_WIDTH, need))

    def _seat_in_sight(self, _old: QWidget | None, new: QWidget | None) -> None:
        """A seat's field or list that takes the focus (Tab, a click) scrolls whole into sight
        (Qt's own scrolling keeps only a name field's text cursor in sight: the field was cut)."""
        if new is not None and self.seat_holder.isAncestorOf(new):
            top = new.mapTo(self.seat_holder, QPoint(0, 0))
            half_w, half_h = new.width() // 2, new.height() // 2
            self.seat_area.ensureVisible(top.x() + half_w, top.y() + half_h, half_w, half_h + 4)

    def _build_body(self) -> None:
        """Everything inside the dialog, in the current language (again after a switch)."""
        body = QWidget()
        root = QHBoxLayout(body)
        root.setContentsMargins(24, 16, 24, 16)  # the height goes to the seats (a laptop with a taskbar)
        root.setSpacing(24)
        # The widgets of the old body go with it.
        self.people_edits, self.seat_widgets, self.option_boxes, self.mode_buttons = [], [], {}, {}
        root.addLayout(self._build_game_list(), 0)
        root.addWidget(self._build_panel(), 1)
        self.game_list.currentRowChanged.connect(self._select_row)
        self._explain_controls()
        if self._body is not None:
            self._outer.removeWidget(self._body)
            self._body.hide()
            self._body.deleteLater()
        self._outer.addWidget(body)
        if self.isVisible():
            body.show()  # after a language switch: at once (the layout would show it only later)
        self._body = body
        if self.isVisible():
            self._fit_cards()
        self.show_note(*self._note)

    def _show_game(self, game_id: str | None) -> None:
        if not self.game_ids:
            self.title_label.setText(_("No games available"))
            self.description_label.setText(_("This installation has no game yet."))
            self.start_button.setEnabled(False)
            return
        self.game_list.setCurrentRow(self.game_ids.index(game_id) if game_id in self.game_ids else 0)

    def retranslate(self) -> None:
        """Rebuild in the language now in force; the game, people, seats, options and seed stay."""
        self.setWindowTitle(_("New game"))  # Qt adds " — boardgames-desktop" (the display name)
        game_id, choices, seed = self.game_id, self.choices(), self.seed_edit.text()
        by_hand = set(self._kind_by_hand)
        for kinds in self._kinds.values():  # loaded bots' labels, in the new words
            self._kind_labels.update({k.key: _(k.label) for k in kinds})
        for kind in choices["kinds"]:
            kind["label"] = self._kind_labels.get(kind["key"], kind["label"])
        self._build_body()
        self._selecting = True
        self._show_game(game_id)
        self._selecting = False
        info = self.info
        if info is not None and info.id == game_id:
            self._apply_choices(info, choices)
            self._kind_by_hand = by_hand
            self._arrange_seats()
        self.seed_edit.setText(seed)

    def show_note(self, text: str, details: str = "") -> None:
        """A line for the person starting the app (files skipped in the autosave folder)."""
        self._note = (text, details)
        self.note_label.setText(text)
        self.note_label.setToolTip(details)
        self.note_label.setVisible(bool(text))

    # -- building ----------------------------------------------------------------------------
    def _build_game_list(self) -> QVBoxLayout:
        left = QVBoxLayout()
        heading = QLabel(_("Choose a game"))
        heading.setProperty("role", "heading")
        left.addWidget(heading)
        self.game_list = QListWidget()
        self.game_list.setObjectName("gameList")
        self.game_list.setFixedWidth(300)
        for game_id in self.game_ids:
            info = self.infos[game_id]
            item = QListWidgetItem()
            item.setToolTip(_(info.description))
            item.setData(ACCESSIBLE_TEXT_ROLE, _(info.title))  # the card is a picture to a reader
            item.setData(ACCESSIBLE_DESCRIPTION_ROLE, _(info.description))
            card = GameCard(info)
            card.ensurePolished()  # the style sheet's fonts (a large title) count in its height
            # Room for the card's text at the list's inner width plus the item's padding.
            # (At the width the card gets beside a scroll bar: its lines never wrap more than this.)
            height = card.heightForWidth(CARD_WIDTH - 30) if card.hasHeightForWidth() else card.sizeHint().height()
            item.setSizeHint(QSize(CARD_WIDTH, max(64, height + 14)))
            self.game_list.addItem(item)
            self.game_list.setItemWidget(item, card)
        left.addWidget(self.game_list, 1)
        # The language lives under the games: the form's last row keeps the seed, so the
        # seats get that row's height (five rows whole at 1280x720).
        language_row = QHBoxLayout()
        language_label = QLabel(_("Language"))
        language_label.setProperty("role", "muted")
        language_row.addWidget(language_label)
        self.language_box = LanguageBox()
        language_label.setBuddy(self.language_box)
        language_row.addWidget(self.language_box, 1)
        left.addLayout(language_row)
        return left

    def _build_panel(self) -> QFrame:
        frame = QFrame()
        frame.setProperty("role", "panel")
        right = QVBoxLayout(frame)
        right.setContentsMargins(24, 14, 24, 14)
        right.setSpacing(8)
        self._build_title(right)
        self._build_mode_row(right)
        self._build_count(right)
        self._build_seats(right)
        self._build_options_grid(right)
        right.addStretch(1)  # what the seats leave, below the form
        self._build_messages(right)
        self._build_buttons(right)
        return frame

    def _build_title(self, right: QVBoxLayout) -> None:
        """The game's title and its one-line description."""
        self.title_label = QLabel()
        self.title_label.setProperty("role", "heading")
        self.title_label.setWordWrap(True)
        right.addWidget(self.title_label)
        self.description_label = QLabel()
        self.description_label.setWordWrap(True)
        self.description_label.setProperty("role", "lead")
        right.addWidget(self.description_label)

    def _build_mode_row(self, right: QVBoxLayout) -> None:
        """The game's modes, each a button, and what the chosen one means."""
        self.mode_row = QWidget()
        mode_layout = QVBoxLayout(self.mode_row)
        mode_layout.setContentsMargins(0, 4, 0, 0)
        mode_layout.setSpacing(4)
        self.mode_buttons_row = QHBoxLayout()
        self.mode_buttons_row.setSpacing(6)
        self.mode_label: QLabel | None = None
        mode_layout.addLayout(self.mode_buttons_row)
        self.mode_description = QLabel()
        self.mode_description.setWordWrap(True)
        self.mode_description.setProperty("role", "muted")
        mode_layout.addWidget(self.mode_description)
        right.addWidget(self.mode_row)

    def _build_count(self, right: QVBoxLayout) -> None:
        """How many play, and how they are seated."""
        count_row = QHBoxLayout()
        count_label = QLabel(_("Players"))
        count_label.setProperty("role", "subheading")
        count_row.addWidget(count_label)
        self.player_count = CountPicker()
        self.player_count.setObjectName("playerCount")
        self.player_count.valueChanged.connect(self._arrange_seats)
        count_row.addWidget(self.player_count)
        count_row.addStretch(1)
        # Beside the count, as it is about the people: a game night with phones.
        self.phones_box = QCheckBox(_("On phones"))
        self.phones_box.setObjectName("phonesBox")
        count_row.addWidget(self.phones_box)
        right.addLayout(count_row)
        self.seating_label = QLabel()
        self.seating_label.setObjectName("seatingLabel")
        self.seating_label.setWordWrap(True)
        self.seating_label.setProperty("role", "muted")
        right.addWidget(self.seating_label)

    def _build_seats(self, right: QVBoxLayout) -> None:
        """The seats, scrolling: twelve people never squeeze into overlapping rows."""
        self.seat_area = QScrollArea()
        self.seat_area.setObjectName("seatArea")
        self.seat_area.setWidgetResizable(True)
        self.seat_area.setFrameShape(QFrame.Shape.NoFrame)
        # The panel's colour shows through (the app's style sheet: a scroll area paints the base colour).
        self.seat_holder = QWidget()
        self.seat_holder.setObjectName("seatHolder")
        self.seat_grid = QGridLayout(self.seat_holder)
        self.seat_grid.setContentsMargins(0, 2, 8, 2)
        self.seat_grid.setHorizontalSpacing(8)
        self.seat_grid.setVerticalSpacing(8)
        self.seat_grid.setColumnStretch(5, 1)  # spare width goes right of the form
        self.seat_area.setWidget(self.seat_holder)
        self.seat_area.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        right.addWidget(self.seat_area, 100)  # the seats take the room, up to what their rows need

    def _build_options_grid(self, right: QVBoxLayout) -> None:
        """The grid the game's set-up options are laid in."""
        self.options_grid = QGridLayout()
        self.options_grid.setHorizontalSpacing(10)
        self.options_grid.setVerticalSpacing(8)
        self.options_grid.setColumnStretch(2, 1)  # option lists as wide as their longest choice
        right.addLayout(self.options_grid)

    def _build_seed(self, seed_row: QHBoxLayout) -> None:
        """The seed, and a button for a new one."""
        seed_label = QLabel(_("Seed"))
        seed_label.setProperty("role", "subheading")
        seed_label.setToolTip(_("The same seed, players and options deal the same game again."))
        seed_row.addWidget(seed_label)
        self.seed_edit = QLineEdit(str(random_seed()))
        self.seed_edit.setObjectName("seed")
        self.seed_edit.setValidator(QIntValidator(0, NEW_SEED_MAX, self))
        self.seed_edit.setMaximumWidth(180)
        seed_row.addWidget(self.seed_edit)
        self.reseed_button = QPushButton(_("New seed"))
        self.reseed_button.clicked.connect(lambda: self.seed_edit.setText(str(random_seed())))
        seed_row.addWidget(self.reseed_button)

    def _build_messages(self, right: QVBoxLayout) -> None:
        """Why the game cannot start, and notes, both hidden until there is one."""
        self.error_label = QLabel()
        self.error_label.setObjectName("launcherError")
        self.error_label.setProperty("role", "error")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        right.addWidget(self.error_label)
        self.note_label = QLabel()
        self.note_label.setObjectName("launcherNote")
        self.note_label.setProperty("role", "muted")
        self.note_label.setWordWrap(True)
        self.note_label.hide()
        right.addWidget(self.note_label)

    def _build_buttons(self, right: QVBoxLayout) -> None:
        """The seed, Cancel and Start: one row."""
        buttons = QHBoxLayout()
        self._build_seed(buttons)
        buttons.addStretch(1)
        self.cancel_button = QPushButton(_("Cancel"))
        self.cancel_button.clicked.connect(self.reject)
        buttons.addWidget(self.cancel_button)
        self.learn_button = QPushButton(_("Learn to play"))
        self.learn_button.setObjectName("learnButton")
        self.learn_button.clicked.connect(self.learn)
        buttons.addWidget(self.learn_button)
        self.start_button = QPushButton(_("Start"))
        self.start_button.setObjectName("startButton")
        self.start_button.setProperty("primary", True)
        self.start_button.setDefault(True)
        self.start_button.setMinimumWidth(160)
        self.start_button.clicked.connect(self.start)
        buttons.addWidget(self.start_button)
        right.addLayout(buttons)

    def _explain_controls(self) -> None:
        """Every fixed control says what it does, to the mouse (a tooltip) and to a screen
        reader (a name where its text or label does not say it)."""
        self.game_list.setAccessibleName(_("Games"))
        self.game_list.setToolTip(_("Choose the game to set up"))
        self.language_box.setToolTip(_("The language of the whole app"))
        self.player_count.setAccessibleName(_("Number of players"))
        self.seed_edit.setAccessibleName(_("Seed"))
        self.seed_edit.setToolTip(_("The same seed, players and options deal the same game again."))
        self.reseed_button.setToolTip(_("Draw a new random seed"))
        self.phones_box.setToolTip(_("At a game night: each person scans their seat's code and plays on their "
                                     "phone, with their own hand; this screen and the projector show the table."))
        self.cancel_button.setToolTip(_("Close without starting a game"))
        self.start_button.setToolTip(_("Start the game with these players and options (Enter)"))

    def _size_to_screen(self) -> None:
        """A comfortable size, never more than the screen leaves free. As wide as any
        game's seat rows need (two names and the longest bot's label, "Careful bot
        (reasons over every deal that fits)"), so the window keeps its width when another
        game is picked and no list of who plays a seat is cut."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        width, height = WIDTH, 720
        if screen is not None:
            free = screen.availableGeometry()
            width, height = min(width, free.width() - 40), min(height, free.height() - 40)
        self.resize(max(width, 600), max(height, 420))

    # -- the chosen game -------------------------------------------------------------------------
    @property
    def game_id(self) -> str | None:
        row = self.game_list.currentRow()
        return self.game_ids[row] if 0 <= row < len(self.game_ids) else None

    @property
    def info(self) -> GameInfo | None:
        game_id = self.game_id
        return self.infos[game_id] if game_id is not None else None

    def select_game(self, game_id: str) -> None:
        self.game_list.setCurrentRow(self.game_ids.index(game_id))

    def _select_row(self, row: int) -> None:
        info = self.info
        if info is None:
            return
        self.error_label.hide()
        title = _(info.title)
        # The seed's own title beside ours, unless ours already is it (in Chinese: 驢橋, not 驢橋 · 驢橋).
        native = info.native_title if info.native_title and info.native_title != title else ""
        self.title_label.setText(f"{title} · {native}" if native else title)
        self.description_label.setText(_(info.description) or players_text(info))
        self.learn_button.setEnabled(info.tutorial)
        self.learn_button.setToolTip(
            _("A short guided first game of {title} that teaches each rule as it comes up").format(title=title)
            if info.tutorial else _("{title} has no guided first game yet").format(title=title))
        self._build_people(info)
        self._build_options(info)
        self.player_count.blockSignals(True)
        self.player_count.setRange(info.min_people, info.max_people)
        self.player_count.setValue(info.min_people)
        self.player_count.blockSignals(False)
        self._restore_choices(info)
        self._arrange_seats()
        if not self._selecting:
            self.load_kinds()  # a person picked this game: its bots are worth loading now

    def _build_people(self, info: GameInfo) -> None:
        if info.max_people > MAX_PEOPLE:
            raise ValueError(f"{info.id} seats {info.max_people} people; the launcher seats {MAX_PEOPLE}")
        self._clear_grid()
        for w in self.people_edits:
            w.deleteLater()
        for sw in self.seat_widgets:
            for part in (sw.mark, sw.kind, sw.amp):
                part.deleteLater()
        self.people_edits = []
        for i in range(info.max_people):
            edit = QLineEdit(DEFAULT_NAMES[i])
            edit.setObjectName(f"personName{i}")
            edit.setMaxLength(NAME_LENGTH)
            edit.setPlaceholderText(DEFAULT_NAMES[i])
            edit.setAccessibleName(_("Name of player {n}").format(n=i + 1))
            edit.setToolTip(_("The name player {n} goes by at the table").format(n=i + 1))
            edit.setMinimumWidth(NAME_WIDTH)
            self.people_edits.append(edit)
        most_seats = info.seat_range()[1]
        self.seat_widgets = [SeatWidgets(seat, self.load_kinds) for seat in range(most_seats)]
        self._kind_by_hand = set()
        for seat, sw in enumerate(self.seat_widgets):
            self._fill_kind_box(sw.kind, self._default_kind(seat))
            # Filling a list blocks its signals: only the person's choice lands here.
            sw.kind.currentIndexChanged.connect(lambda _index=0, seat=seat: self._kind_by_hand.add(seat))

    def _default_kind(self, seat: int) -> str:
        """One person against bots unless told otherwise; everyone a person in a host mode."""
        info = self.info
        host = info is not None and info.is_host_mode({"mode": self.mode()} if self.mode_buttons else {})
        return HUMAN if seat == 0 or host else DEFAULT_BOT

    def _default_kinds(self) -> None:
        """Every seat the person has not chosen by hand gets the mode's default kind."""
        for seat, sw in enumerate(self.seat_widgets):
            default = self._default_kind(seat)
            # A bot seat that should be a bot keeps its bot (a remembered "quick" one).
            if seat not in self._kind_by_hand and (sw.kind.key() == HUMAN) != (default == HUMAN):
                self._fill_kind_box(sw.kind, default)

    def _build_options(self, info: GameInfo) -> None:
        for widget in (*taken_widgets(self.options_grid), *taken_widgets(self.mode_buttons_row)):
            widget.hide()  # gone from sight now, not only when the event loop deletes it
            widget.deleteLater()
        self.option_boxes = {}
        self.mode_buttons = {}
        self._mode_group = QButtonGroup(self)
        self._mode_group.setExclusive(True)
        mode_option = next((o for o in info.options if o.key == "mode"), None)
        modes = {m.key: m for m in info.modes}
        use_modes = (mode_option is not None and len(modes) > 1
                     and {value for value, _label in mode_option.choices} <= set(modes))
        self.mode_row.setVisible(use_modes)
        if use_modes:
            assert mode_option is not None
            self.mode_label = QLabel(_(mode_option.label))
            self.mode_label.setProperty("role", "subheading")
            self.mode_buttons_row.addWidget(self.mode_label)
            for value, _label in mode_option.choices:
                button = QPushButton(_(modes[value].label))
                button.setObjectName(f"mode_{value}")
                button.setCheckable(True)
                button.setProperty("segment", True)
                button.setToolTip(_(modes[value].description) or _(modes[value].label))
                fit_bold(button)
                button.clicked.connect(lambda _checked=False, v=value: self.set_mode(v))
                self._mode_group.addButton(button)
                self.mode_buttons_row.addWidget(button)
                self.mode_buttons[value] = button
            self.mode_buttons_row.addStretch(1)
            self.set_mode(mode_option.default)
        row = 0
        for option in info.options:
            if use_modes and option is mode_option:
                continue
            label = QLabel(_(option.label))
            label.setProperty("role", "subheading")
            if option.help:
                label.setToolTip(_(option.help))
            box = QComboBox()
            box.setObjectName(f"option_{option.key}")
            box.setAccessibleName(_(option.label))
            box.setToolTip(_(option.help) if option.help else _(option.label))
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            for value, text in option.choices:
                box.addItem(_(text), value)
            box.setCurrentIndex(max(0, box.findData(option.default)))
            self.options_grid.addWidget(label, row, 0)
            self.options_grid.addWidget(box, row, 1)
            self.option_boxes[option.key] = box
            row += 1
        self._default_kinds()  # the seats were filled before the modes were known

    def set_mode(self, value: Any) -> None:
        info = self.info
        if info is None or value not in self.mode_buttons:
            return
        for key, button in self.mode_buttons.items():
            button.setChecked(key == value)
        mode = next(m for m in info.modes if m.key == value)
        self.mode_description.setText(_(mode.description))
        self.mode_description.setVisible(bool(mode.description))
        self._default_kinds()

    def mode(self) -> Any:
        return next((k for k, b in self.mode_buttons.items() if b.isChecked()), None)

    # -- seats -----------------------------------------------------------------------------------------
    def _clear_grid(self) -> None:
        for widget in taken_widgets(self.seat_grid):
            widget.hide()

    def seating(self) -> tuple[tuple[int, ...], ...]:
        info = self.info
        return info.seating(self.player_count.value()) if info is not None else ()

    def _arrange_seats(self) -> None:
        """Lay out one row a seat for the chosen number of people: mark, the
        name(s) of its people ("Ada & Ben" for a team), who plays it."""
        info = self.info
        if info is None or not self.player_count.value():
            return
        self._clear_grid()
        seating = self.seating()
        for seat, people in enumerate(seating):
            sw = self.seat_widgets[seat]
            self.seat_grid.addWidget(sw.mark, seat, 0)
            if len(people) == 1:
                self.seat_grid.addWidget(self.people_edits[people[0]], seat, 1, 1, 3)
            else:
                self.seat_grid.addWidget(self.people_edits[people[0]], seat, 1)
                self.seat_grid.addWidget(sw.amp, seat, 2)
                self.seat_grid.addWidget(self.people_edits[people[1]], seat, 3)
                sw.amp.show()
            self.seat_grid.addWidget(sw.kind, seat, 4)
            for w in (sw.mark, sw.kind, *(self.people_edits[p] for p in people)):
                w.show()
        self.seat_grid.setRowStretch(len(seating), 1)  # rows keep their height; spare room goes below
        for row in range(len(seating)):
            self.seat_grid.setRowStretch(row, 0)
        self.seat_grid.activate()
        # Never taller than the rows: the options and seed follow the last seat.
        frame = 2 * self.seat_area.frameWidth()
        self.seat_area.setMaximumHeight(self.seat_holder.sizeHint().height() + frame)
        text = seating_text(info, self.player_count.value())
        self.seating_label.setText(text)
        self.seating_label.setVisible(bool(text))
        self._tab_order(seating)

    def _tab_order(self, seating: tuple[tuple[int, ...], ...]) -> None:
        """Tab goes row by row (names, then who plays), then on to the options."""
        chain: list[QWidget] = [self.player_count]
        for seat, people in enumerate(seating):
            chain += [self.people_edits[p] for p in people] + [self.seat_widgets[seat].kind]
        chain += [*self.option_boxes.values(), self.seed_edit, self.reseed_button, self.cancel_button,
                  self.start_button]
        for before, after in itertools.pairwise(chain):
            QWidget.setTabOrder(before, after)

    def seat_names(self) -> list[str]:
        """The names of the seats as chosen now ("Ada & Ben" for a team)."""
        return [" & ".join(self._person_name(p) for p in people) for people in self.seating()]

    def _person_name(self, person: int) -> str:
        return self.people_edits[person].text().strip() or DEFAULT_NAMES[person]

    # -- bot kinds -------------------------------------------------------------------------------------
    def load_kinds(self) -> tuple[BotKind, ...]:
        """The chosen game's bot kinds, imported the first time (import errors are not caught)."""
        game_id = self.game_id
        if game_id is None:
            return ()
        if game_id not in self._kinds:
            kinds = games.bots(game_id)
            self._kinds[game_id] = kinds
            self._kind_labels.update({k.key: _(k.label) for k in kinds})
            for sw in self.seat_widgets:
                self._fill_kind_box(sw.kind, sw.kind.key())
        return self._kinds[game_id]

    def _fill_kind_box(self, box: KindBox, key: str) -> None:
        """Human and the game's levels (Easy, Normal, Hard, the same words in every game;
        a game without levels: every kind it has), ``key`` chosen: the game's Normal for
        :data:`DEFAULT_BOT` and for a bot the list no longer offers (a remembered kind
        that became a reference one)."""
        kinds = self._kinds.get(self.game_id or "")
        choices = [(HUMAN, _("Human"))]
        if kinds is not None:
            offered = offered_kinds(kinds)
            choices += [(k.key, _(k.label)) for k in offered]
            normal = normal_kind(offered)
            if key != HUMAN and normal is not None and key not in {k.key for k in offered}:
                key = normal.key
            descriptions = {HUMAN: _("A person at this screen plays this seat.")}
            descriptions.update({k.key: _(k.description) for k in offered if k.description})
            box.fill(choices, key, descriptions)
            return
        if key == DEFAULT_BOT:  # the game's Normal level, named as every game names it
            choices.append((DEFAULT_BOT, _(Level.NORMAL.label)))
        elif key != HUMAN:
            choices.append((key, self._kind_labels.get(key, _("Bot"))))
        box.fill(choices, key)

    # -- starting ----------------------------------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        chosen = {key: box.currentData() for key, box in self.option_boxes.items()}
        if self.mode_buttons:
            chosen["mode"] = self.mode()
        return chosen

    def seed(self) -> int:
        text = self.seed_edit.text().strip()
        if not text:
            text = str(random_seed())
            self.seed_edit.setText(text)
        return int(text)

    def seats(self) -> tuple[SeatSpec, ...]:
        """One :class:`SeatSpec` a seat, bot kinds resolved (loads them if a seat is a bot):
        a bot the lists do not offer (a remembered kind that is no longer one, or became
        a reference kind) is the game's Normal, as the refilled list shows it. Raises
        ValueError, in a player's words, when the game has no bots."""
        seating = self.seating()
        keys = [self.seat_widgets[seat].kind.key() for seat in range(len(seating))]
        if any(k != HUMAN for k in keys):
            kinds = self.load_kinds()  # refills the lists: read the choices made before it
            info = self.info
            assert info is not None
            offered = offered_kinds(kinds)
            normal = normal_kind(offered)
            if normal is None:
                raise ValueError(_("{title} has no bots: every seat is played by a person.").format(
                    title=_(info.title)))
            listed = {k.key for k in offered}
            keys = [key if key == HUMAN or key in listed else normal.key for key in keys]
        return tuple(
            SeatSpec(tuple(Person(self._person_name(p)) for p in people), key)
            for people, key in zip(seating, keys)
        )

    def learn(self) -> None:
        """Learn to play the chosen game: its lesson, resumed where it was left."""
        game_id, info = self.game_id, self.info
        if game_id is None or info is None or not info.tutorial:
            return
        self.accept()
        self.learn_requested.emit(game_id)

    def start(self) -> None:
        game_id = self.game_id
        if game_id is None:
            return
        try:
            choice = NewGame(game_id, self.seats(), self.seed(), self.options(), self.phones_box.isChecked())
        except ValueError as exc:
            self.error_label.setText(str(exc))
            self.error_label.show()
            return
        self._remember(choice)
        self.choice = choice
        self.accept()
        self.start_requested.emit(choice)
