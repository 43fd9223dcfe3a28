"""The language of the Qt side: our catalogues and Qt's own for its dialogs.

The shell remembers the choice (QSettings) and calls :func:`apply_language`
at start-up, with :func:`start_language` to pick the language, and again when
the player picks another in Settings or the launcher. Our own messages go
through :mod:`boardgames_desktop.core.i18n`; Qt's standard dialogs and
buttons (file dialogs, message boxes, "OK", "Cancel") through the
``qtbase_<lang>.qm`` catalogue that ships inside PySide6, installed here as a
QTranslator.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from ...core import i18n

if TYPE_CHECKING:
    from PySide6.QtCore import QTranslator

#: The settings key under which the shell keeps the player's choice.
SETTINGS_KEY = "language"

_installed: dict[int, QTranslator] = {}


def ui_languages() -> list[str]:
    """The desktop's preferred UI languages (Qt knows them on every platform)."""
    return list(QLocale.system().uiLanguages())


def start_language(saved: object) -> str:
    """The language to start in: the remembered one (a QSettings value, maybe
    None or junk) if still offered, else the system's."""
    return i18n.preferred_language(saved if isinstance(saved, str) else None, ui_languages())


def qt_translations_dirs() -> list[Path]:
    """Where Qt's own ``.qm`` files are: Qt's configured folder (inside the
    PySide6 wheel, or the frozen app's copy), then the wheel's own folder."""
    from PySide6.QtCore import QLibraryInfo

    dirs = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    try:
        import PySide6

        dirs.append(Path(PySide6.__file__).resolve().parent / "Qt" / "translations")
    except ImportError:  # pragma: no cover - PySide6 is what runs this module
        pass
    unique = dict.fromkeys(d for d in dirs if d.is_dir())
    return list(unique)


def install_qt_translator(app: QCoreApplication, code: str) -> QTranslator | None:
    """Install Qt's own translations for ``code`` (removing the previous ones);
    None for English or when Qt has no catalogue for ``code``."""
    old = _installed.pop(id(app), None)
    if old is not None:
        app.removeTranslator(old)
    if code == i18n.DEFAULT_LANGUAGE:
        return None
    from PySide6.QtCore import QTranslator  # only for a language other than English

    translator = QTranslator(app)
    for folder in qt_translations_dirs():
        if translator.load(f"qtbase_{code}", str(folder)):
            app.installTranslator(translator)
            _installed[id(app)] = translator
            return translator
    return None


def apply_language(app: QCoreApplication, code: str) -> str:
    """Switch the whole app to ``code``: our catalogues (and their listeners),
    Qt's own, and Qt's default locale (number formats in spin boxes)."""
    before = i18n.language()
    i18n.set_language(code)
    install_qt_translator(app, code)
    if code != i18n.DEFAULT_LANGUAGE:
        QLocale.setDefault(QLocale(code))
    elif before != code:  # back to English: the system's formats again (at start they are already)
        QLocale.setDefault(QLocale.system())
    return code
