"""Shared test set-up: Qt offscreen, and never the real user's settings or data."""

from __future__ import annotations

import os

import pytest

# Before anything imports Qt: no window system needed, in CI or on a desktop.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def collect_between_tests():
    """Once a window has turned Python's automatic collector off (``ui/kit/collector.py``),
    its GUI-thread timer collects only while a test spins the event loop; the end of
    each test (after pytest-qt has closed the test's widgets) is as safe a moment, so
    the garbage of a test that never waits does not pile up in the worker."""
    yield
    import gc

    if not gc.isenabled():
        from boardgames_desktop.core.gcpause import collect_if_due

        collect_if_due()


@pytest.fixture(autouse=True)
def isolated_user_data(tmp_path_factory, monkeypatch):
    """Autosaves, settings and remembered choices go to a fresh folder per test."""
    home = tmp_path_factory.mktemp("userdata")
    monkeypatch.setenv("BOARDGAMES_DESKTOP_DATA", str(home / "data"))
    settings = home / "settings.ini"
    # Bots act at once in tests (the app's default pauses so people can follow).
    settings.write_text("[bots]\ndelay_ms=0\n", encoding="utf-8")
    monkeypatch.setenv("BOARDGAMES_DESKTOP_SETTINGS", str(settings))
    # The headless commands speak the environment's language (print, screenshot): English
    # in every test unless the test sets one, whatever the machine's locale.
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    # Qt's own locations (file dialogs' defaults, caches) also stay out of the real home.
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "share"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "cache"))
    # Any plain QSettings() (ours or a colleague's dialog) lands in the same folder.
    try:
        from PySide6.QtCore import QSettings
    except ImportError:  # the model-layer tests run without Qt too
        QSettings = None
    if QSettings is not None:
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            QSettings.setPath(QSettings.Format.IniFormat, scope, str(home / "qsettings"))
            QSettings.setPath(QSettings.Format.NativeFormat, scope, str(home / "qsettings"))
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    yield home
