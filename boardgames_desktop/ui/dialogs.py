"""The shell's dialogs: messages, the error report, rules, about, recovery.

Dialogs open window-modal with ``open()`` rather than ``exec()``: the event
loop keeps running (bots, autosave, tests driving the window like a person).
"""

from __future__ import annotations

import platform
import sys
from pathlib import Path
from typing import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .. import __version__


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
        self.setWindowTitle("Something went wrong")
        self.setMinimumSize(640, 420)
        self.details = details
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 20, 20, 20)
        layout.setSpacing(12)
        heading = QLabel("Something went wrong")
        heading.setProperty("role", "heading")
        layout.addWidget(heading)
        self.summary_label = QLabel(
            f"{summary}\n\nYour match is autosaved after every move: if the app has to close, "
            "it will offer to resume the match when you start it again."
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
        self.copy_button = QPushButton("Copy details")
        self.copy_button.clicked.connect(self.copy_details)
        buttons.addWidget(self.copy_button)
        buttons.addStretch(1)
        self.close_button = QPushButton("Close")
        self.close_button.setProperty("primary", True)
        self.close_button.clicked.connect(self.accept)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)

    def copy_details(self) -> None:
        QApplication.clipboard().setText(self.details)
        self.copy_button.setText("Copied")


class MarkdownDialog(QDialog):
    """A readable page of Markdown (rules, licences): a comfortable line length, large type."""

    def __init__(self, title: str, markdown: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(760, 720)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 16, 16, 16)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        font = self.browser.font()
        font.setPointSizeF(max(font.pointSizeF(), 11) * 1.1)
        self.browser.setFont(font)
        self.browser.document().setDocumentMargin(18)
        self.browser.setMarkdown(markdown)
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
        import reportlab

        out.append(("ReportLab", reportlab.Version))
    except Exception:  # printing is optional for playing
        out.append(("ReportLab", "not installed"))
    try:
        import PIL

        out.append(("Pillow", PIL.__version__))
    except Exception:
        out.append(("Pillow", "not installed"))
    out.append(("System", f"{platform.system()} {platform.release()}"))
    return out


def about_markdown() -> str:
    from .. import assets

    lines = [
        f"# boardgames-desktop {__version__}",
        "",
        "Play, print and project tabletop games: at one screen with friends or bots, "
        "on paper, or on a projector for a game night.",
        "",
        "| Component | Version |",
        "|---|---|",
    ]
    lines += [f"| {name} | {version} |" for name, version in versions()]
    lines.append("")
    try:
        licences = Path(assets.path("LICENSES.md")).read_text(encoding="utf-8")
    except OSError:
        licences = "# Asset licences\n\nThe licence list (assets/LICENSES.md) is missing from this installation."
    lines.append(licences)
    return "\n".join(lines)


class AboutDialog(MarkdownDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__("About boardgames-desktop", about_markdown(), parent)


class RecoveryDialog(QDialog):
    """At start-up: resume an autosaved match, or start a new one.

    Emits ``resume(path, match)`` or ``start_new()``.
    """

    resume = Signal(object, object)
    start_new = Signal()

    def __init__(self, found: Sequence[tuple[Path, object]], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("Resume a match?")
        self.setMinimumWidth(560)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.setSpacing(12)
        heading = QLabel("Welcome back")
        heading.setProperty("role", "heading")
        layout.addWidget(heading)
        note = QLabel("These matches were not finished. Pick one to carry on, or start a new game.")
        note.setWordWrap(True)
        note.setProperty("role", "muted")
        layout.addWidget(note)
        self.resume_buttons: list[QPushButton] = []
        for path, match in found:
            button = QPushButton(resume_label(match))
            button.setProperty("primary", not self.resume_buttons)
            button.setMinimumHeight(48)
            button.clicked.connect(lambda _=False, p=path, m=match: self._resume(p, m))
            layout.addWidget(button)
            self.resume_buttons.append(button)
        layout.addSpacing(8)
        self.new_button = QPushButton("Start a new game…")
        self.new_button.setMinimumHeight(44)
        self.new_button.clicked.connect(self._new)
        layout.addWidget(self.new_button)

    def _resume(self, path, match) -> None:
        self.accept()
        self.resume.emit(path, match)

    def _new(self) -> None:
        self.accept()
        self.start_new.emit()


def resume_label(match) -> str:
    names = ", ".join(p.name for p in match.players)
    moves = len(match.active_entries())
    return f"Resume {match.game.title} (move {moves + 1}, {names})"


def format_exception(exc_type, exc, tb) -> str:
    import traceback

    text = "".join(traceback.format_exception(exc_type, exc, tb))
    env = "\n".join(f"{name}: {version}" for name, version in versions())
    return f"{text}\n{env}\nPlatform: {sys.platform}\n"
