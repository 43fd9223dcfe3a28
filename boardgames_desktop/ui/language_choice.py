"""The player's choice of language, offered in the main window's menu and the launcher.

:func:`choose_language` switches the whole app (our catalogues and Qt's own,
through :mod:`.kit.language`) and remembers the choice. Every open window
follows through :func:`boardgames_desktop.core.i18n.on_language_changed`:
:class:`Retranslator` wraps that listener for a widget, so the window rebuilds
its words after the click that chose the language has been handled (a menu
must not be torn down inside its own signal) and stops listening when the
window goes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from ..core import i18n
from ..core.i18n import _
from .kit import language
from .kit.settings import settings

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu


def choose_language(code: str) -> None:
    """Switch the app to ``code`` now and remember it for the next start."""
    app = QApplication.instance()
    if app is not None:
        language.apply_language(app, code)
    else:  # pragma: no cover - the shell always has its application
        i18n.set_language(code)
    store = settings()
    store.setValue(language.SETTINGS_KEY, code)
    store.sync()


def apply_start_language(app: QApplication) -> str:
    """The remembered language (else the system's), applied at start-up."""
    return language.apply_language(app, language.start_language(settings().value(language.SETTINGS_KEY)))


def language_menu(parent: QWidget) -> QMenu:
    """"Language" with one checkable entry a language, each in its own words."""
    from PySide6.QtGui import QAction, QActionGroup  # the main window's, not the launcher's
    from PySide6.QtWidgets import QMenu

    menu = QMenu(_("&Language"), parent)
    menu.setObjectName("languageMenu")
    group = QActionGroup(menu)
    for code, name in i18n.LANGUAGES.items():
        action = QAction(name, menu)  # a language's own name is never translated
        action.setObjectName(f"language_{code}")
        action.setCheckable(True)
        action.setChecked(code == i18n.language())
        action.triggered.connect(lambda _checked=False, c=code: _choose_if_new(c))
        group.addAction(action)
        menu.addAction(action)
    return menu


class LanguageBox(QComboBox):
    """The same choice as a list, for the launcher."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("languageBox")
        self.setAccessibleName(_("Language"))
        self.setToolTip(_("The language of the app"))
        for code, name in i18n.LANGUAGES.items():
            self.addItem(name, code)
        self.setCurrentIndex(max(0, self.findData(i18n.language())))
        self.activated.connect(lambda index: _choose_if_new(str(self.itemData(index))))


def _choose_if_new(code: str) -> None:
    if code != i18n.language():
        choose_language(code)


class Retranslator(QObject):
    """Calls ``rebuild()`` once after each language switch, while ``owner`` lives."""

    def __init__(self, owner: QWidget, rebuild: Callable[[], None]):
        super().__init__(owner)
        self._rebuild = rebuild
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(rebuild)
        self._stop = i18n.on_language_changed(self._changed)
        # The listener holds only the timer; it goes with the widget.
        self.destroyed.connect(lambda *_args, stop=self._stop: stop())

    def _changed(self, _code: str) -> None:
        self._timer.start()

    def stop(self) -> None:
        self._stop()

    def pending(self) -> bool:
        return self._timer.isActive()
