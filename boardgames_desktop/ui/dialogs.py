"""The shell's dialogs: messages, the error report, rules, about, recovery of unfinished matches.

Dialogs open window-modal with ``open()`` rather than ``exec()``: the event
loop keeps running (bots, autosave, tests driving the window like a person).
"""

from __future__ import annotations

import platform
import sys
import traceback
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QLocale, Qt, Signal
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .. import __version__, assets
from ..core import i18n
from ..core.i18n import N_, _, join_list

if TYPE_CHECKING:
    from ..core.match import Match


def show_message(parent: QWidget | None, title: str, text: str, *, error: bool = True) -> QMessageBox:
    """A non-blocking message box; returned so callers (and tests) can keep hold of it."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning if error else QMessageBox.Icon.Information)
    box.setWindowTitle(title)
    box.setText(text)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


class ErrorDialog(QDialog):
    """An unexpected error: what happened, that the match is safe, and the details to report."""

    def __init__(self, summary: str, details: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(_("Something went wrong"))
        self.setMinimumSize(640, 420)
        self.details = details
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 20, 20, 20)
        layout.setSpacing(12)
        heading = QLabel(_("Something went wrong"))
        heading.setProperty("role", "heading")
        layout.addWidget(heading)
        self.summary_label = QLabel(
            summary + "\n\n" + _(
                "Your match is autosaved after every move: if the app has to close, "
                "it will offer to resume the match when you start it again."
            )
        )
        self.summary_label.setWordWrap(True)
        self.summary_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.summary_label)
        self.details_box = QPlainTextEdit(details)
        self.details_box.setReadOnly(True)
        self.details_box.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        mono = self.details_box.font()
        mono.setFamily("DejaVu Sans Mono")
        mono.setStyleHint(mono.StyleHint.Monospace)
        self.details_box.setFont(mono)
        layout.addWidget(self.details_box, 1)
        buttons = QHBoxLayout()
        self.copy_button = QPushButton(_("Copy details"))
        self.copy_button.clicked.connect(self.copy_details)
        buttons.addWidget(self.copy_button)
        buttons.addStretch(1)
        self.close_button = QPushButton(_("Close"))
        self.close_button.setProperty("primary", True)
        self.close_button.clicked.connect(self.accept)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)

    def copy_details(self) -> None:
        QApplication.clipboard().setText(self.details)
        self.copy_button.setText(_("Copied"))


#: Punctuation that ends a bold run in Chinese text ("**猜對：**持有者…").
_CLOSING_PUNCTUATION = "：，。；！？、）」』"


def bold_fits_cjk(markdown: str) -> str:
    """``**猜對：**持有者`` reads as bold: CommonMark (Qt's Markdown reader) does not close
    a bold run whose last character is punctuation when a letter follows it with no
    space, which is how Chinese is written, so the run would show its asterisks. The
    punctuation moves just outside the run (``**猜對**：持有者``); English is unchanged.
    Runs are paired in order within each paragraph (one with an odd number of marks is
    left as it is)."""
    paragraphs = markdown.split("\n\n")
    for index, paragraph in enumerate(paragraphs):
        pieces = paragraph.split("**")
        if len(pieces) < 3 or len(pieces) % 2 == 0:
            continue
        for i in range(1, len(pieces), 2):  # the odd pieces are bold
            bold = pieces[i]
            trimmed = bold.rstrip(_CLOSING_PUNCTUATION)
            following = pieces[i + 1]
            if trimmed and trimmed != bold and following[:1] not in ("", " ", "\n"):
                pieces[i] = trimmed
                pieces[i + 1] = bold[len(trimmed):] + following
        paragraphs[index] = "**".join(pieces)
    return "\n\n".join(paragraphs)


class MarkdownDialog(QDialog):
    """A readable page of Markdown (rules, licences): a comfortable line length, large type."""

    def __init__(self, title: str, markdown: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(760, 720)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 16, 16, 16)
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(title)
        self.browser.setOpenExternalLinks(True)
        font = self.browser.font()
        font.setPointSizeF(max(font.pointSizeF(), 11) * 1.1)
        self.browser.setFont(font)
        self.browser.document().setDocumentMargin(18)
        # A page reads downwards: a long address or file name breaks where it must instead
        # of pushing the page sideways, so there is never a horizontal scroll bar.
        self.browser.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.browser.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.browser.setMarkdown(bold_fits_cjk(markdown))
        layout.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


def versions() -> list[tuple[str, str]]:
    """The versions an error report or the About box should name."""
    import PySide6
    from PySide6.QtCore import qVersion

    out = [
        ("boardgames-desktop", __version__),
        ("Python", f"{platform.python_version()} ({platform.python_implementation()})"),
        ("PySide6", PySide6.__version__),
        ("Qt", qVersion()),
    ]
    try:
        import reportlab  # type: ignore[import-untyped]  # no stubs: types-reportlab is not among our tools

        out.append(("ReportLab", reportlab.Version))
    except ImportError:  # printing is optional for playing
        out.append(("ReportLab", _("not installed")))
    try:
        import PIL

        out.append(("Pillow", PIL.__version__))
    except ImportError:
        out.append(("Pillow", _("not installed")))
    out.append((N_("System"), f"{platform.system()} {platform.release()}"))
    return out


def about_markdown() -> str:
    lines = [
        f"# boardgames-desktop {__version__}",
        "",
        _(
            "Play, print and project tabletop games: at one screen with friends or bots, "
            "on paper, or on a projector for a game night."
        ),
        "",
        _("| Component | Version |"),
        "|---|---|",
    ]
    lines += [f"| {_(name)} | {version} |" for name, version in versions()]
    lines.append("")
    try:
        licences = Path(assets.path("LICENSES.md")).read_text(encoding="utf-8")
    except OSError:
        licences = _("# Asset licences\n\nThe licence list (assets/LICENSES.md) is missing from this installation.")
    if i18n.language() != i18n.DEFAULT_LANGUAGE:
        # The licences are legal texts: they are shown as written, and the reader is told so.
        lines += [_("The licences below are given in their original English."), ""]
    lines.append(licences)
    return "\n".join(lines)


class AboutDialog(MarkdownDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(_("About boardgames-desktop"), about_markdown(), parent)


class RecoveryDialog(QDialog):
    """At start-up: for every unfinished autosaved match, Resume or Discard; or start a new game.

    Emits ``resume(path, match)``, ``discarded(path)`` (after the file is gone) or
    ``start_new()``. Discarding asks first and removes only that match's file;
    "Start a new game" keeps every file for another day. When the last match is
    discarded, the dialog goes on to a new game by itself.
    """

    resume = Signal(object, object)
    discarded = Signal(object)
    start_new = Signal()

    def __init__(self, found: Sequence[tuple[Path, Match]], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(_("Resume a match?"))
        self.setMinimumWidth(700)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.setSpacing(12)
        heading = QLabel(_("Welcome back"))
        heading.setProperty("role", "heading")
        layout.addWidget(heading)
        self.note = QLabel(
            _(
                "These matches were not finished. Resume one, discard the ones you are done with, "
                "or start a new game and keep them for later."
            )
        )
        self.note.setWordWrap(True)
        self.note.setProperty("role", "muted")
        layout.addWidget(self.note)

        rows_holder = QWidget()
        self.rows_layout = QVBoxLayout(rows_holder)
        self.rows_layout.setContentsMargins(0, 0, 0, 0)
        self.rows_layout.setSpacing(8)
        self.rows: list[RecoveryRow] = []
        for path, match in found:
            row = RecoveryRow(Path(path), match, primary=not self.rows)
            row.resume_button.clicked.connect(lambda _checked=False, r=row: self._resume(r))
            row.discard_button.clicked.connect(lambda _checked=False, r=row: self.ask_discard(r))
            self.rows_layout.addWidget(row)
            self.rows.append(row)
        self.rows_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(rows_holder)
        # Up to four matches show without scrolling; more scroll.
        shown = min(len(self.rows), 4)
        scroll.setMinimumHeight(shown * 72 if shown else 0)
        layout.addWidget(scroll, 1)

        layout.addSpacing(4)
        self.new_button = QPushButton(_("Start a new game…"))
        self.new_button.setMinimumHeight(44)
        self.new_button.setToolTip(_("The unfinished matches stay; they are offered again next time."))
        self.new_button.clicked.connect(self._new)
        layout.addWidget(self.new_button)
        self.skipped_label = QLabel()
        self.skipped_label.setObjectName("skippedFiles")
        self.skipped_label.setProperty("role", "muted")
        self.skipped_label.setWordWrap(True)
        self.skipped_label.hide()
        layout.addWidget(self.skipped_label)
        self.confirm: QMessageBox | None = None

    def set_note(self, text: str, details: str = "") -> None:
        """One line below the matches: files of the autosave folder that were skipped."""
        self.skipped_label.setText(text)
        self.skipped_label.setToolTip(details)
        self.skipped_label.setVisible(bool(text))

    @property
    def resume_buttons(self) -> list[QPushButton]:
        return [row.resume_button for row in self.rows]

    @property
    def discard_buttons(self) -> list[QPushButton]:
        return [row.discard_button for row in self.rows]

    def _resume(self, row: RecoveryRow) -> None:
        self.accept()
        self.resume.emit(row.path, row.match)

    def _new(self) -> None:
        self.accept()
        self.start_new.emit()

    def ask_discard(self, row: RecoveryRow) -> QMessageBox:
        """Ask before throwing a match away (non-blocking; the answer arrives by signal)."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(_("Discard this match?"))
        box.setText(_("Discard {match}?").format(match=row.summary))
        box.setInformativeText(_("Its autosave is deleted; this cannot be undone. The other matches stay."))
        discard = box.addButton(_("Discard"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(_("Keep it"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        discard.setObjectName("confirmDiscard")
        keep.setObjectName("keepMatch")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.buttonClicked.connect(lambda button, r=row: self._answered(r, button is discard))
        self.confirm = box
        box.open()
        return box

    def _answered(self, row: RecoveryRow, discard: bool) -> None:
        self.confirm = None
        if discard:
            self.discard(row)

    def discard(self, row: RecoveryRow) -> None:
        """Delete this match's autosave (only that file) and take its row away."""
        try:
            row.path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            show_message(self, _("Could not discard"), _("{name} could not be deleted: {why}.").format(
                name=row.path.name, why=exc.strerror or exc))
            return
        self.rows.remove(row)
        row.hide()
        self.rows_layout.removeWidget(row)
        row.deleteLater()
        if self.rows:
            self.rows[0].resume_button.setProperty("primary", True)
            self.rows[0].resume_button.style().unpolish(self.rows[0].resume_button)
            self.rows[0].resume_button.style().polish(self.rows[0].resume_button)
        self.discarded.emit(row.path)
        if not self.rows:
            self._new()


class RecoveryRow(QFrame):
    """One unfinished match: what it is, and its Resume and Discard buttons."""

    def __init__(self, path: Path, match: Match, primary: bool = False, parent: QWidget | None = None):
        super().__init__(parent)
        self.path = path
        self.match = match
        self.summary = match_summary(match)
        self.setProperty("role", "panel")
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 8, 10, 8)
        row.setSpacing(10)
        text = QVBoxLayout()
        text.setSpacing(0)
        self.title_label = QLabel(match.game.title)
        self.title_label.setStyleSheet("font-weight: bold; font-size: 12pt; background: transparent;")
        self.detail_label = QLabel(resume_details(match, path))
        self.detail_label.setProperty("role", "muted")
        self.detail_label.setStyleSheet("background: transparent;")
        self.detail_label.setWordWrap(True)
        text.addWidget(self.title_label)
        text.addWidget(self.detail_label)
        row.addLayout(text, 1)
        self.resume_button = QPushButton(_("Resume"))
        self.resume_button.setProperty("primary", primary)
        self.resume_button.setToolTip(resume_label(match))
        self.resume_button.setAccessibleName(resume_label(match))
        self.discard_button = QPushButton(_("Discard…"))
        self.discard_button.setToolTip(_("Delete this match's autosave (asks first)"))
        self.discard_button.setAccessibleName(_("Discard {match}").format(match=self.summary))
        for button in (self.discard_button, self.resume_button):
            button.setMinimumWidth(128)  # the same width in every row, primary or not
            button.setMinimumHeight(44)
            row.addWidget(button)


def _seat_names(match: Match) -> str:
    return join_list(match.names[seat] for seat in range(len(match.seats)))


def match_summary(match: Match) -> str:
    return _("{game} ({names}, move {n})").format(
        game=match.game.title, names=_seat_names(match), n=len(match.active_entries()) + 1
    )


def resume_label(match: Match) -> str:
    return _("Resume {game} (move {n}, {names})").format(
        game=match.game.title, n=len(match.active_entries()) + 1, names=_seat_names(match)
    )


def resume_details(match: Match, path: Path | None = None) -> str:
    """"Ada, Ben · move 7 · saved 14 March, 21:05"."""
    parts = [_seat_names(match), _("move {n}").format(n=len(match.active_entries()) + 1)]
    if path is not None:
        try:
            mtime: float | None = Path(path).stat().st_mtime
        except OSError:
            mtime = None
        if mtime is not None:
            # Local time to the minute, as the file manager shows it. Qt names the month in
            # the app's language (strftime would in the C locale's English).
            when = QDateTime.fromSecsSinceEpoch(int(mtime))
            # Translators: a Qt date format (d day, MMMM month name, HH:mm time); "M月d日 HH:mm" in Chinese.
            shown = QLocale().toString(when, _("d MMMM, HH:mm"))
            parts.append(_("saved {when}").format(when=shown))
    return " · ".join(parts)


def format_exception(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> str:
    text = "".join(traceback.format_exception(exc_type, exc, tb))
    env = "\n".join(f"{name}: {version}" for name, version in versions())
    return f"{text}\n{env}\nPlatform: {sys.platform}\n"


# -- unexpected errors ------------------------------------------------------------------
_open_error_dialogs: list[ErrorDialog] = []


def show_error(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None,
               parent: QWidget | None = None) -> ErrorDialog:
    """Show an error report dialog (non-blocking); the caller's match stays as it was."""
    details = format_exception(exc_type, exc, tb)
    summary = f"{exc_type.__name__}: {exc}" if str(exc) else exc_type.__name__
    if parent is None:
        parent = QApplication.activeWindow()
    dialog = ErrorDialog(summary, details, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    _open_error_dialogs.append(dialog)
    dialog.finished.connect(
        lambda _result=0, d=dialog: _open_error_dialogs.remove(d) if d in _open_error_dialogs else None)
    dialog.open()
    return dialog
