"""The app's look on a QApplication: bundled fonts (Latin and Chinese), palette, style sheet, icon.

Every top-level window calls :func:`prepare_app` (it is idempotent), so a
window made on its own (a test, the screenshot command) looks like the app.
It lives apart from ``app.py`` so that windows need not import the module
that creates them.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QStyleFactory

from .. import assets
from .kit import style
from .kit.fonts import register_fonts

_PREPARED = "_boardgames_desktop_prepared"


def prepare_app(app: QApplication) -> QApplication:
    """Fonts, palette and style sheet; safe to call more than once."""
    if app.property(_PREPARED):
        return app
    register_fonts()
    fusion = QStyleFactory.create("Fusion")
    if fusion is not None:
        app.setStyle(fusion)
    app.setPalette(style.palette())
    app.setFont(style.app_font())
    app.setStyleSheet(style.stylesheet())
    app.setOrganizationName("boardgames-desktop")
    app.setApplicationName("boardgames-desktop")
    app.setApplicationDisplayName("boardgames-desktop")
    icon = assets.path("icons", "boardgames-desktop.png")
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    app.setProperty(_PREPARED, True)
    return app


def prepare_current() -> None:
    """:func:`prepare_app` on the running QApplication (a window's constructor calls it)."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        prepare_app(app)


def create_app(argv: list[str] | None = None) -> QApplication:
    """The one QApplication (made here with the HiDPI policy set first, or the existing one)."""
    app = QApplication.instance()
    if app is None:
        # Must happen before the application object exists: fractional scales
        # (125 %, 150 %) stay exact instead of being rounded to 1x or 2x.
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = QApplication(list(argv) if argv is not None else [sys.argv[0]])
    return prepare_app(app)  # type: ignore[arg-type]
