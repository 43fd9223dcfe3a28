"""File › Print and Play…: the same choices as ``boardgames-desktop print``.

The PDFs are made on a worker thread (the window stays responsive, a progress
bar counts the files), then opened in the system's PDF viewer. The choices,
above all a measured back offset, are remembered for next time.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLocale, QObject, QStandardPaths, Qt, QThread, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import theme
from ..games import get_game
from ..printing import generate
from ..printing.options import (
    BACK_LABELS,
    BACKS,
    BLEEDS,
    CARD_SIZE_LABELS,
    CARD_SIZES,
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
    "duplex": "Each page of backs follows its fronts. Print double-sided, flipping on the long edge.",
    "separate": "All fronts, then all backs: feed the stack through again, or glue the backs on.",
    "fold": "Fronts and backs on one sheet: fold in half, glue, then cut. No duplex printer needed.",
    "none": "Fronts only.",
}


def _buddy(text: str, widget: QWidget) -> QLabel:
    label = QLabel(text)
    label.setBuddy(widget)
    return label


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
            self.failed.emit(f"Cannot write to {self.out_dir}: {e.strerror or e}")
        except Exception as e:  # noqa: BLE001 - shown to the person, the dialog stays usable
            self.failed.emit(str(e) or type(e).__name__)
        else:
            self.done.emit(written)


class PrintDialog(QDialog):
    """Choose paper, cards, backs and ink; write the PDFs; open them.

    ``open_url`` opens each written file (``QDesktopServices.openUrl`` by
    default; tests replace it), and only when "Open the PDFs" is ticked.
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
        game = get_game(game_id)
        title = game.title if game is not None else game_id
        self.setWindowTitle("Print and Play")
        self.setMinimumWidth(600)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 20, 20, 20)
        layout.setSpacing(12)
        heading = QLabel(f"Print and Play: {title}")
        heading.setProperty("role", "heading")
        heading.setWordWrap(True)
        layout.addWidget(heading)
        intro = QLabel("Print-ready PDFs of every component, with cut marks, card backs and a page that "
                       "calibrates your printer.")
        intro.setWordWrap(True)
        layout.addWidget(intro)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.games_combo = QComboBox()
        printable = generate.printable_games()
        if game_id in printable:
            self.games_combo.addItem(f"This game ({title})", game_id)
        self.games_combo.addItem("All games", ALL)
        form.addRow("&Games", self.games_combo)

        self.paper_combo = QComboBox()
        for key in PAPERS:
            self.paper_combo.addItem(PAPER_NAMES[key], key)
        form.addRow("&Paper", self.paper_combo)

        self.card_combo = QComboBox()
        for key in CARD_SIZES:
            self.card_combo.addItem(CARD_SIZE_LABELS[key].capitalize(), key)
        form.addRow("&Card size", self.card_combo)

        self.bleed_combo = QComboBox()
        for b in BLEEDS:
            self.bleed_combo.addItem("none" if b == 0 else f"{b:g} mm", b)
        self.bleed_combo.setToolTip(
            "Art that runs past the cut line, so a slightly-off cut shows no white edge."
        )
        form.addRow("&Bleed", self.bleed_combo)

        self.backs_combo = QComboBox()
        for key in BACKS:
            self.backs_combo.addItem(BACK_LABELS[key].capitalize(), key)
        self.backs_help = QLabel()
        self.backs_help.setWordWrap(True)
        self.backs_help.setStyleSheet(f"color: {theme.INK_SOFT};")
        # Two lines always: the texts differ in length and the dialog should not jump.
        self.backs_help.setMinimumHeight(self.backs_help.fontMetrics().lineSpacing() * 2 + 6)
        form.addRow("Card &backs", self.backs_combo)
        form.addRow("", self.backs_help)

        self.offset_x = self._offset_box("Move every back this far to the right (as seen on the back).")
        self.offset_y = self._offset_box("Move every back this far up (as seen on the back).")
        offset_row = QHBoxLayout()
        offset_row.addWidget(QLabel("X"))
        offset_row.addWidget(self.offset_x)
        offset_row.addSpacing(12)
        offset_row.addWidget(QLabel("Y"))
        offset_row.addWidget(self.offset_y)
        offset_row.addStretch(1)
        form.addRow(_buddy("Back &offset", self.offset_x), offset_row)

        self.ink_saver = QCheckBox("&Ink saver: outlines and symbols, no large areas of colour")
        form.addRow("", self.ink_saver)

        self.board_combo = QComboBox()
        self.board_combo.addItem("On one page, while it is big enough to play", "fit")
        self.board_combo.addItem("Large, over two pages", "large")
        form.addRow("Boa&rds", self.board_combo)

        self.folder_edit = QLineEdit()
        browse = QPushButton("Choose…")
        browse.clicked.connect(self._choose_folder)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder_edit, 1)
        folder_row.addWidget(browse)
        form.addRow(_buddy("&Folder", self.folder_edit), folder_row)

        self.open_when_done = QCheckBox("Open the PDFs when they are ready")
        self.open_when_done.setChecked(True)
        form.addRow("", self.open_when_done)
        layout.addLayout(form)

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

        self.buttons = QDialogButtonBox()
        self.make_button = self.buttons.addButton("&Make PDFs", QDialogButtonBox.ButtonRole.AcceptRole)
        self.make_button.setDefault(True)
        self.folder_button = self.buttons.addButton("Show &folder", QDialogButtonBox.ButtonRole.ActionRole)
        self.folder_button.setEnabled(False)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.make_button.clicked.connect(self.make)
        self.folder_button.clicked.connect(self._show_folder)
        self.close_button.clicked.connect(self.reject)
        layout.addWidget(self.buttons)

        self.backs_combo.currentIndexChanged.connect(self._backs_changed)
        self._restore(out_dir)
        self._backs_changed()

    # -- choices ----------------------------------------------------------------------------
    def _offset_box(self, tip: str) -> QDoubleSpinBox:
        box = QDoubleSpinBox()
        box.setRange(-MAX_BACK_OFFSET_MM, MAX_BACK_OFFSET_MM)
        box.setDecimals(1)
        box.setSingleStep(0.1)
        box.setSuffix(" mm")
        box.setToolTip(tip + " Print the calibration page to measure it.")
        return box

    def _backs_changed(self) -> None:
        backs = self.backs_combo.currentData()
        self.backs_help.setText(BACK_HELP[backs])
        shifted = backs in ("duplex", "separate")
        self.offset_x.setEnabled(shifted)
        self.offset_y.setEnabled(shifted)

    def _restore(self, out_dir) -> None:
        saved = settings.get_json(SETTINGS_KEY, {}) or {}
        imperial = QLocale.system().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
        self._select(self.paper_combo, saved.get("paper", "letter" if imperial else "a4"))
        self._select(self.card_combo, saved.get("card_size", "poker"))
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
        if out_dir is None:
            out_dir = saved.get("folder") or str(
                Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
                     or Path.home()) / "Print and Play"
            )
        self.folder_edit.setText(str(out_dir))

    @staticmethod
    def _select(combo: QComboBox, value) -> None:
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
        )

    def _remember(self, options: PrintOptions, folder: Path) -> None:
        settings.set_json(SETTINGS_KEY, {
            "paper": options.paper, "card_size": options.card_size, "bleed": options.bleed,
            "backs": options.backs, "back_offset": list(options.back_offset), "ink_saver": options.ink_saver,
            "board": options.board, "folder": str(folder),
        })

    def _choose_folder(self) -> None:
        chosen = QFileDialog.getExistingDirectory(self, "Folder for the PDFs", self.folder_edit.text())
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
            self._fail("Choose a folder for the PDFs.")
            return
        folder = Path(folder_text).expanduser()
        choice = self.games_combo.currentData()
        games = generate.resolve_games(ALL if choice == ALL else self.game_id)
        self._remember(options, folder)
        self.written = []
        self._set_busy(True)
        self.status.setStyleSheet("")
        self.status.setText("Making the PDFs…")
        self.progress.setRange(0, 1)
        self.progress.setValue(0)

        thread = QThread(self)
        worker = _Worker(games, options, folder)
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
        self.progress.setFormat(f"{done} of {total} files" if total else "")
        if name:
            self.status.setText(f"Writing {name}…")

    @Slot(list)
    def _done(self, written: list) -> None:
        self.written = list(written)
        pages = sum(w.pages for w in self.written)
        folder = self.written[0].path.parent if self.written else Path(self.folder_edit.text())
        lines = [f"Wrote {len(self.written)} PDF files ({pages} pages) to {folder}:"]
        lines += [f"  {w.path.name} ({w.pages} page{'s' if w.pages != 1 else ''})" for w in self.written]
        if self.backs_combo.currentData() == "duplex":
            lines.append("Print double-sided, flipping on the long edge, at actual size (100%).")
        self.status.setText("\n".join(lines))
        self.folder_button.setEnabled(bool(self.written))
        if self.open_when_done.isChecked():
            for w in self.written:
                if not w.path.name.startswith("calibration-"):
                    self.open_url(QUrl.fromLocalFile(str(w.path)))
        self.files_written.emit(self.written)

    @Slot(str)
    def _fail(self, message: str) -> None:
        self.status.setStyleSheet(f"color: {theme.DANGER};")
        self.status.setText(f"No PDFs were made: {message}")

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
        for w in (self.games_combo, self.paper_combo, self.card_combo, self.bleed_combo, self.backs_combo,
                  self.offset_x, self.offset_y, self.ink_saver, self.board_combo, self.folder_edit):
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
