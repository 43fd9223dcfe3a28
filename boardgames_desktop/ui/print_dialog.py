"""File › Print and Play…: the same choices as ``boardgames-desktop print``.

Only the choices that change the chosen game's sheets are shown (read from
its print set: :func:`printing.generate.options_used`), beside a short "what
you will cut" list from the set itself (each file's title and contents, the
brief form of ``print/README.md``, in the reader's language). The PDFs are
made on a worker thread (the window stays responsive, a progress bar counts
the files); when they are ready the folder opens (or the file, when there is
just one), never a viewer window per PDF. The choices, above all a measured
back offset, are remembered for next time.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLocale, QObject, QStandardPaths, Qt, QThread, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from .. import games, theme
from ..core.i18n import N_, _, join_sentences, ngettext
from ..printing import generate
from ..printing.options import (
    BACK_LABELS,
    BACKS,
    BLEEDS,
    CARD_SIZE_LABELS,
    CARD_SIZES,
    LAYOUT_LABELS,
    LAYOUTS,
    MAX_BACK_OFFSET_MM,
    PAPER_NAMES,
    PAPERS,
    OptionsError,
    PrintOptions,
)
from . import settings

SETTINGS_KEY = "print/options"
ALL = "all"

BACK_HELP = {
    "duplex": N_("Each page of backs follows its fronts. Print double-sided, flipping on the long edge."),
    "separate": N_("All fronts, then all backs: feed the stack through again, or glue the backs on."),
    "fold": N_("Fronts and backs on one sheet: fold in half, glue, then cut. No duplex printer needed."),
    "none": N_("Fronts only."),
}
LAYOUT_HELP = {
    "gutterless": N_("Nine poker cards a sheet: one cut between neighbours, along the marks from edge to "
                     "edge."),
    "bleed": N_("Six poker cards a sheet: art past every cut line, so a card cut a little off shows no "
                "neighbour. Decks whose art runs to the edge always print this way."),
}


def _buddy(text: str, widget: QWidget) -> QLabel:
    label = QLabel(text)
    label.setBuddy(widget)
    return label


def _help_label() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setProperty("role", "muted")
    label.setStyleSheet(f"color: {theme.INK_SOFT};")
    # Two lines always: the texts differ in length and the dialog should not jump.
    label.setMinimumHeight(label.fontMetrics().lineSpacing() * 2 + 6)
    return label


def game_title(game_id: str) -> str:
    return _(games.info(game_id).title) if game_id in games.ids() else game_id


class _Worker(QObject):
    progress = Signal(int, int, str)
    done = Signal(list)
    failed = Signal(str)

    def __init__(self, games: list[str], options: PrintOptions, out_dir: Path):
        super().__init__()
        self.games, self.options, self.out_dir = games, options, out_dir

    @Slot()
    def run(self) -> None:
        try:
            written = generate.write(self.games, self.options, self.out_dir, progress=self.progress.emit)
        except OSError as e:
            self.failed.emit(_("Cannot write to {folder}: {reason}").format(folder=self.out_dir,
                                                                              reason=e.strerror or e))
        except Exception as e:  # noqa: BLE001 - shown to the person, the dialog stays usable
            self.failed.emit(str(e) or type(e).__name__)
        else:
            self.done.emit(written)


class PrintDialog(QDialog):
    """Choose paper, cards, backs and ink; write the PDFs; show them.

    ``open_url`` opens the folder (or the one file) when the PDFs are ready
    (``QDesktopServices.openUrl`` by default; tests replace it), and only when
    "Open the folder" is ticked.
    """

    files_written = Signal(list)  # of generate.Written

    def __init__(self, parent: QWidget | None, game_id: str, *, out_dir: str | Path | None = None,
                 open_url: Callable[[QUrl], object] | None = None):
        super().__init__(parent)
        self.game_id = game_id
        self.open_url = open_url or QDesktopServices.openUrl
        self.written: list[generate.Written] = []
        self._thread: QThread | None = None
        self._worker: _Worker | None = None
        self._used: dict[str, frozenset[str]] = {}
        title = game_title(game_id)
        self.setWindowTitle(_("Print and Play"))
        outer, body, layout = self._build_page(title)
        form, how, columns = self._build_columns()
        self._build_what(form, game_id, title)
        self._build_how(how)
        self._build_boards(form)
        browse = self._build_folder(how)
        layout.addLayout(columns)
        self._build_guidance(layout)
        self._build_progress(layout)
        self._build_buttons(outer, browse)
        self._size_to_screen(parent, body)
        self._wire_choices()
        self._restore(out_dir)
        self._backs_changed()
        self._layout_changed()
        self._choices_changed()

    def _build_page(self, title: str) -> tuple[QVBoxLayout, QWidget, QVBoxLayout]:
        """The scrolling body (everything but the buttons), its heading and introduction."""
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        # Everything but the buttons scrolls, so the dialog fits a small laptop screen.
        body = QWidget()
        scroll = QScrollArea()
        scroll.setWidget(body)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer.addWidget(scroll, 1)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(20, 20, 20, 8)
        layout.setSpacing(12)
        heading = QLabel(_("Print and Play: {game}").format(game=title))
        heading.setProperty("role", "heading")
        heading.setWordWrap(True)
        layout.addWidget(heading)
        intro = QLabel(_("Print-ready PDFs of every component, with cut marks, card backs and a page that "
                         "calibrates your printer."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        return outer, body, layout

    def _build_columns(self) -> tuple[QFormLayout, QFormLayout, QHBoxLayout]:
        """Two columns of choices: what is printed, and how it comes out of the printer."""
        self.form = form = QFormLayout()
        self.form_how = how = QFormLayout()
        for f in (form, how):
            f.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
            f.setVerticalSpacing(8)
            f.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        columns = QHBoxLayout()
        columns.setSpacing(24)
        columns.addLayout(form, 1)
        columns.addLayout(how, 1)
        return form, how, columns

    def _build_what(self, form: QFormLayout, game_id: str, title: str) -> None:
        """What is printed: the games, the paper, the cards' size, layout and bleed."""
        self.games_combo = QComboBox()
        if game_id in generate.printable_games():
            self.games_combo.addItem(_("This game ({game})").format(game=title), game_id)
        self.games_combo.addItem(_("All games"), ALL)
        form.addRow(_("&Games"), self.games_combo)

        self.paper_combo = QComboBox()
        for key in PAPERS:
            self.paper_combo.addItem(_(PAPER_NAMES[key]), key)
        form.addRow(_("&Paper"), self.paper_combo)

        self.card_combo = QComboBox()
        for key in CARD_SIZES:
            self.card_combo.addItem(_(CARD_SIZE_LABELS[key]).capitalize(), key)
        form.addRow(_("&Card size"), self.card_combo)

        self.layout_combo = QComboBox()
        for key in LAYOUTS:
            self.layout_combo.addItem(_(LAYOUT_LABELS[key]).capitalize(), key)
        self.layout_help = _help_label()
        form.addRow(_("Card &layout"), self.layout_combo)
        form.addRow("", self.layout_help)

        self.bleed_combo = QComboBox()
        for b in BLEEDS:
            self.bleed_combo.addItem(_("none") if b == 0 else _("{mm} mm").format(mm=f"{b:g}"), b)
        self.bleed_combo.setToolTip(
            _("Art that runs past the cut line, so a slightly-off cut shows no white edge.")
        )
        form.addRow(_("&Bleed"), self.bleed_combo)

    def _build_how(self, how: QFormLayout) -> None:
        """How the backs come out of the printer, and the ink."""
        self.backs_combo = QComboBox()
        for key in BACKS:
            self.backs_combo.addItem(_(BACK_LABELS[key]).capitalize(), key)
        self.backs_help = _help_label()
        how.addRow(_("Card &backs"), self.backs_combo)
        how.addRow("", self.backs_help)

        self.offset_x = self._offset_box(_("Move every back this far to the right (as seen on the back)."))
        self.offset_y = self._offset_box(_("Move every back this far up (as seen on the back)."))
        self.offset_x.setAccessibleName(_("Back offset to the right"))
        self.offset_y.setAccessibleName(_("Back offset upwards"))
        offset_row = QHBoxLayout()
        offset_row.setSpacing(6)
        offset_row.addWidget(QLabel("X"))
        offset_row.addWidget(self.offset_x)
        offset_row.addSpacing(12)
        offset_row.addWidget(QLabel("Y"))
        offset_row.addWidget(self.offset_y)
        offset_row.addStretch(1)
        self.offset_label = _buddy(_("Back &offset"), self.offset_x)
        how.addRow(self.offset_label, offset_row)

        self.ink_saver = QCheckBox(_("&Ink saver"))
        self.ink_saver.setToolTip(_("Outlines and symbols, no large areas of colour."))
        how.addRow(_("Ink"), self.ink_saver)

    def _build_boards(self, form: QFormLayout) -> None:
        """How large a board is printed."""
        self.board_combo = QComboBox()
        self.board_combo.addItem(_("On one page, while it is big enough to play"), "fit")
        self.board_combo.addItem(_("Large, over two pages"), "large")
        form.addRow(_("Boa&rds"), self.board_combo)

    def _build_folder(self, how: QFormLayout) -> QPushButton:
        """Where the PDFs go, and whether to open the folder after."""
        self.folder_edit = QLineEdit()
        browse = QPushButton(_("Choose…"))
        browse.clicked.connect(self._choose_folder)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder_edit, 1)
        folder_row.addWidget(browse)
        how.addRow(_buddy(_("&Folder"), self.folder_edit), folder_row)

        self.open_when_done = QCheckBox(_("Open the folder when done"))
        self.open_when_done.setChecked(True)
        how.addRow("", self.open_when_done)
        return browse

    def _build_guidance(self, layout: QVBoxLayout) -> None:
        """What the chosen set asks of scissors and glue, file by file."""
        self.guidance = QLabel()
        self.guidance.setWordWrap(True)
        self.guidance.setTextFormat(Qt.TextFormat.RichText)
        self.guidance.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.guidance.setContentsMargins(12, 10, 12, 10)
        panel = QFrame()
        panel.setProperty("role", "panel")
        panel_layout = QVBoxLayout(panel)
        panel_layout.setContentsMargins(0, 0, 0, 0)
        panel_layout.addWidget(self.guidance)
        self.guidance_area = QScrollArea()
        self.guidance_area.setWidget(panel)
        self.guidance_area.setWidgetResizable(True)
        self.guidance_area.setFrameShape(QFrame.Shape.NoFrame)
        self.guidance_area.setMinimumHeight(120)
        self.guidance_area.setMaximumHeight(170)
        layout.addWidget(self.guidance_area)

    def _build_progress(self, layout: QVBoxLayout) -> None:
        """The progress bar and the line saying what was written."""
        self.progress = QProgressBar()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.progress.setTextVisible(True)
        self.progress.setFormat("")
        layout.addWidget(self.progress)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.status)
        layout.addStretch(1)

    def _build_buttons(self, outer: QVBoxLayout, browse: QPushButton) -> None:
        """Make PDFs (the default), Show folder and Close, below the scrolling body."""
        self.buttons = QDialogButtonBox()
        self.buttons.setContentsMargins(20, 8, 20, 16)
        self.make_button = self.buttons.addButton(_("&Make PDFs"), QDialogButtonBox.ButtonRole.AcceptRole)
        # The one thing this dialog is for: the default button (Enter), styled as the primary one.
        self.make_button.setDefault(True)
        self.make_button.setAutoDefault(True)
        self.make_button.setProperty("primary", True)
        self.folder_button = self.buttons.addButton(_("Show &folder"), QDialogButtonBox.ButtonRole.ActionRole)
        self.folder_button.setEnabled(False)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.close_button.setAutoDefault(False)
        browse.setAutoDefault(False)
        self.make_button.clicked.connect(self.make)
        self.folder_button.clicked.connect(self._show_folder)
        self.close_button.clicked.connect(self.reject)
        outer.addWidget(self.buttons)

    def _size_to_screen(self, parent: QWidget | None, body: QWidget) -> None:
        """As tall as the content, but never taller than the screen leaves room for (the body scrolls)."""
        self.setMinimumSize(560, 420)
        screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
        room = screen.availableGeometry().height() - 60 if screen is not None else 680
        wanted = body.sizeHint().height() + self.buttons.sizeHint().height() + 8
        self.resize(980, max(420, min(wanted, 680, room)))

    def _wire_choices(self) -> None:
        """Narrow combo boxes, and each choice updating what depends on it."""
        for combo in (self.games_combo, self.paper_combo, self.card_combo, self.layout_combo,
                      self.bleed_combo, self.backs_combo, self.board_combo):
            # Narrow in the form, whole in the list that drops down.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(14)
        self.backs_combo.currentIndexChanged.connect(self._backs_changed)
        self.layout_combo.currentIndexChanged.connect(self._layout_changed)
        for combo in (self.games_combo, self.paper_combo, self.card_combo, self.board_combo):
            combo.currentIndexChanged.connect(self._choices_changed)

    # -- choices ----------------------------------------------------------------------------
    def _offset_box(self, tip: str) -> QDoubleSpinBox:
        box = QDoubleSpinBox()
        box.setRange(-MAX_BACK_OFFSET_MM, MAX_BACK_OFFSET_MM)
        box.setDecimals(1)
        box.setSingleStep(0.1)
        box.setSuffix(" mm")
        box.setToolTip(join_sentences(tip, _("Print the calibration page to measure it.")))
        return box

    def chosen_games(self) -> list[str]:
        return generate.resolve_games(ALL if self.games_combo.currentData() == ALL else self.game_id)

    def options_used(self) -> frozenset[str]:
        """The choices that change the chosen games' sheets (paper, bleed and ink always do)."""
        key = ",".join(self.chosen_games())
        if key not in self._used:
            self._used[key] = generate.options_used(self.chosen_games())
        return self._used[key]

    def _choices_changed(self) -> None:
        used = self.options_used()
        backs = "backs" in used
        rows = (
            (self.card_combo, "card_size" in used),
            (self.layout_combo, "layout" in used),
            (self.layout_help, "layout" in used),
            (self.backs_combo, backs),
            (self.backs_help, backs),
            (self.offset_label, backs),
            (self.board_combo, "board" in used),
        )
        for widget, shown in rows:
            self._form_of(widget).setRowVisible(widget, shown)
        self._show_guidance()

    def _form_of(self, widget: QWidget) -> QFormLayout:
        for form in (self.form, self.form_how):
            if form.indexOf(widget) >= 0:
                return form
        raise KeyError(widget)  # the dialog's own rows only

    def row_visible(self, widget: QWidget) -> bool:
        """Is the choice shown (its row in either column)?"""
        return self._form_of(widget).isRowVisible(widget)

    def _backs_changed(self) -> None:
        backs = self.backs_combo.currentData()
        self.backs_help.setText(_(BACK_HELP[backs]))
        shifted = backs in ("duplex", "separate")
        self.offset_x.setEnabled(shifted)
        self.offset_y.setEnabled(shifted)

    def _layout_changed(self) -> None:
        self.layout_help.setText(_(LAYOUT_HELP[self.layout_combo.currentData()]))

    def _show_guidance(self) -> None:
        """Each file of the chosen set, with what to cut from it and how many."""
        try:
            options = self.options()
        except OptionsError:
            options = PrintOptions()
        heading = html.escape(_("What you will cut"))  # outside the f-string, where extraction finds it
        parts = [f"<p style='margin:0 0 4px 0'><b>{heading}</b></p>"]
        chosen = self.chosen_games()
        for game_id in chosen:
            if len(chosen) > 1:
                parts.append(f"<p style='margin:6px 0 2px 0'><b>{html.escape(game_title(game_id))}</b></p>")
            # Translators: a file of the print set and what to cut from it ("Life boards: 4 boards…").
            item = _("{title}: {contents}")
            items = "".join(
                "<li>" + item.format(title=f"<b>{html.escape(title)}</b>", contents=html.escape(contents)) + "</li>"
                for title, contents in generate.guidance(game_id, options)
            )
            parts.append(f"<ul style='margin:0; -qt-list-indent:1'>{items}</ul>")
        self.guidance.setText("".join(parts))

    def _restore(self, out_dir: str | Path | None) -> None:
        saved = settings.get_json(SETTINGS_KEY, {}) or {}
        imperial = QLocale.system().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
        self._select(self.paper_combo, saved.get("paper", "letter" if imperial else "a4"))
        self._select(self.card_combo, saved.get("card_size", "poker"))
        self._select(self.layout_combo, saved.get("layout", "gutterless"))
        self._select(self.bleed_combo, float(saved.get("bleed", 3.0)))
        self._select(self.backs_combo, saved.get("backs", "duplex"))
        self._select(self.board_combo, saved.get("board", "fit"))
        offset = saved.get("back_offset", [0.0, 0.0])
        try:
            self.offset_x.setValue(float(offset[0]))
            self.offset_y.setValue(float(offset[1]))
        except (TypeError, ValueError, IndexError):
            pass
        self.ink_saver.setChecked(bool(saved.get("ink_saver", False)))
        self.open_when_done.setChecked(bool(saved.get("open_when_done", True)))
        if out_dir is None:
            out_dir = saved.get("folder") or str(
                Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
                     or Path.home()) / _("Print and Play")
            )
        self.folder_edit.setText(str(out_dir))

    @staticmethod
    def _select(combo: QComboBox, value: object) -> None:
        index = combo.findData(value)
        if index >= 0:
            combo.setCurrentIndex(index)

    def options(self) -> PrintOptions:
        return PrintOptions(
            paper=self.paper_combo.currentData(),
            card_size=self.card_combo.currentData(),
            bleed=self.bleed_combo.currentData(),
            backs=self.backs_combo.currentData(),
            back_offset=(round(self.offset_x.value(), 1), round(self.offset_y.value(), 1)),
            ink_saver=self.ink_saver.isChecked(),
            board=self.board_combo.currentData(),
            layout=self.layout_combo.currentData(),
        )

    def _remember(self, options: PrintOptions, folder: Path) -> None:
        settings.set_json(SETTINGS_KEY, {
            "paper": options.paper, "card_size": options.card_size, "bleed": options.bleed,
            "backs": options.backs, "back_offset": list(options.back_offset), "ink_saver": options.ink_saver,
            "board": options.board, "layout": options.layout, "folder": str(folder),
            "open_when_done": self.open_when_done.isChecked(),
        })

    def _choose_folder(self) -> None:
        chosen = QFileDialog.getExistingDirectory(self, _("Folder for the PDFs"), self.folder_edit.text())
        if chosen:
            self.folder_edit.setText(chosen)

    # -- making the PDFs ---------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self._thread is not None

    def make(self) -> None:
        if self.busy:
            return
        try:
            options = self.options()
        except OptionsError as e:
            self._fail(str(e))
            return
        folder_text = self.folder_edit.text().strip()
        if not folder_text:
            self._fail(_("Choose a folder for the PDFs."))
            return
        folder = Path(folder_text).expanduser()
        self._remember(options, folder)
        self.written = []
        self._set_busy(True)
        self.status.setStyleSheet("")
        self.status.setText(_("Making the PDFs…"))
        self.progress.setRange(0, 1)
        self.progress.setValue(0)

        thread = QThread(self)
        worker = _Worker(self.chosen_games(), options, folder)
        worker.moveToThread(thread)
        thread.started.connect(worker.run)
        worker.progress.connect(self._progress)
        worker.done.connect(self._done)
        worker.failed.connect(self._fail)
        worker.done.connect(thread.quit)
        worker.failed.connect(thread.quit)
        thread.finished.connect(self._thread_finished)
        self._thread, self._worker = thread, worker
        thread.start()

    @Slot(int, int, str)
    def _progress(self, done: int, total: int, name: str) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self.progress.setFormat(_("{done} of {total} files").format(done=done, total=total) if total else "")
        if name:
            self.status.setText(_("Writing {name}…").format(name=name))

    @Slot(list)
    def _done(self, written: list) -> None:
        self.written = list(written)
        pages = sum(w.pages for w in self.written)
        folder = self.written[0].path.parent if self.written else Path(self.folder_edit.text())
        lines = [ngettext("Wrote {n} PDF file ({pages} pages) to {folder}:",
                          "Wrote {n} PDF files ({pages} pages) to {folder}:", len(self.written)).format(
            n=len(self.written), pages=pages, folder=folder)]
        lines += [
            "  " + ngettext("{name} ({n} page)", "{name} ({n} pages)", w.pages).format(
                name=w.path.name, n=w.pages)
            for w in self.written
        ]
        if self.backs_combo.currentData() == "duplex" and "backs" in self.options_used():
            lines.append(_("Print double-sided, flipping on the long edge, at actual size (100%)."))
        self.status.setText("\n".join(lines))
        self.folder_button.setEnabled(bool(self.written))
        if self.open_when_done.isChecked() and self.written:
            self.open_url(QUrl.fromLocalFile(str(self.to_open())))
        self.files_written.emit(self.written)

    def to_open(self) -> Path:
        """What "open when ready" shows: the one PDF of a game when there is just
        one (a calibration page beside it aside), else the folder."""
        made = [w.path for w in self.written if not w.path.name.startswith("calibration-")]
        if len(made) == 1:
            return made[0]
        return self.written[0].path.parent

    @Slot(str)
    def _fail(self, message: str) -> None:
        self.status.setStyleSheet(f"color: {theme.DANGER};")
        self.status.setText(_("No PDFs were made: {reason}").format(reason=message))

    @Slot()
    def _thread_finished(self) -> None:
        if self._thread is not None:
            self._thread.wait()
            self._thread.deleteLater()
        # The worker is Python's: dropped here, after its thread has ended.
        self._thread = self._worker = None
        self._set_busy(False)

    def _set_busy(self, busy: bool) -> None:
        self.make_button.setEnabled(not busy)
        self.close_button.setEnabled(not busy)
        for w in (self.games_combo, self.paper_combo, self.card_combo, self.layout_combo, self.bleed_combo,
                  self.backs_combo, self.offset_x, self.offset_y, self.ink_saver, self.board_combo,
                  self.folder_edit):
            w.setEnabled(not busy)
        if not busy:
            self._backs_changed()

    def _show_folder(self) -> None:
        if self.written:
            self.open_url(QUrl.fromLocalFile(str(self.written[0].path.parent)))

    def reject(self) -> None:
        # Making the files takes a moment; never leave a thread writing behind a closed dialog.
        if self._thread is not None:
            self._thread.wait(30000)
        super().reject()
