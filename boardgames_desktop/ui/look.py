"""The app's look on a QApplication: bundled fonts (Latin and Chinese), palette, style sheet, icon.

Every top-level window calls :func:`prepare_app` (it is idempotent), so a
window made on its own (a test, the screenshot command) looks like the app.
It lives apart from ``app.py`` so that windows need not import the module
that creates them.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtWidgets import QApplication

from .. import assets
from .kit import style
from .kit.collector import install_collector
from .kit.fonts import register_fonts

_PREPARED = "_boardgames_desktop_prepared"
#: Set on an application made by :func:`create_app`, which asks Qt for Fusion on its
#: command line: a QStyle handed to Python costs start-up time (PySide builds its enums).
_FUSION = "_boardgames_desktop_fusion"


#: What Qt's offscreen platform (screenshots, headless runs) says about every
#: window it cannot size as a desktop would; the window is the size asked for all the same.
OFFSCREEN_NOTES = frozenset({"This plugin does not support propagateSizeHints()"})


def quiet_offscreen_notes() -> Callable | None:
    """Keep standard error for what matters on the offscreen platform: Qt's other
    messages pass through. Returns the handler it replaced (to put it back)."""
    from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

    def handler(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if message not in OFFSCREEN_NOTES:
            print(message, file=sys.stderr)

    return qInstallMessageHandler(handler)


#: The app's one name: its settings' folder, the command, the desktop file
#: (installer/boardgames-desktop.desktop) and what a window manager shows.
APP_NAME = "boardgames-desktop"


def name_app(app: QApplication | None = None) -> None:
    """The names Qt gives the desktop. The application name places the settings; the
    display name is what Qt adds to every window title ("New game — boardgames-desktop"),
    so no title names the app itself; the desktop file name (without ".desktop") is
    the Wayland app id and ties the windows to the menu entry and its icon."""
    target = app or QApplication
    target.setOrganizationName(APP_NAME)
    target.setApplicationName(APP_NAME)
    target.setApplicationDisplayName(APP_NAME)
    target.setDesktopFileName(APP_NAME)


def prepare_app(app: QApplication) -> QApplication:
    """Fonts, palette and style sheet; safe to call more than once."""
    if app.property(_PREPARED):
        return app
    register_fonts()
    if not app.property(_FUSION):  # an application made elsewhere (a test): Fusion now
        from PySide6.QtWidgets import QStyleFactory

        fusion = QStyleFactory.create("Fusion")
        if fusion is not None:
            app.setStyle(fusion)
    app.setPalette(style.palette())
    app.setFont(style.app_font())
    app.setStyleSheet(style.stylesheet())
    name_app(app)
    icon = assets.path("icons", "boardgames-desktop.png")
    if icon.exists():
        from PySide6.QtGui import QIcon

        app.setWindowIcon(QIcon(str(icon)))
    install_collector(app)  # the cyclic collector runs between events only: see kit/collector.py
    app.setProperty(_PREPARED, True)
    return app


def prepare_current() -> None:
    """:func:`prepare_app` on the running QApplication (a window's constructor calls it)."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        prepare_app(app)


def create_app(argv: list[str] | None = None) -> QApplication:
    """The one QApplication (made here, in Fusion, or the existing one), prepared."""
    app = QApplication.instance()
    if app is None:
        # Fractional scales (125 %, 150 %) stay exact: Qt 6's default rounding
        # policy is PassThrough already, so nothing is set here (touching the Qt
        # namespace's enums would cost start-up time; see bench/).
        args = list(argv) if argv else [sys.argv[0]]
        style_given = any(a == "-style" or a.startswith("-style=") for a in args)
        name_app()  # before the platform starts: the Wayland app id is read then
        app = QApplication(args if style_given else [*args, "-style", "fusion"])
        app.setProperty(_FUSION, True)
    return prepare_app(app)  # type: ignore[arg-type]
