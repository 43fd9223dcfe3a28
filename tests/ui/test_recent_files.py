"""File > Open Recent, driven through the real menus: the last saves and records with
their games and dates, remembered across windows, missing files dropped with a note,
in English and in Chinese."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu

from boardgames_desktop.core.i18n import set_language
from boardgames_desktop.ui import recent
from boardgames_desktop.ui import settings as app_settings

from .conftest import settle

DATE = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d")


def texts(menu: QMenu) -> list[str]:
    return [a.text() for a in menu.actions() if not a.isSeparator()]


def open_recent(qtbot, window) -> QMenu:
    """File > Open Recent, opened as a person opens it (the File menu, then its submenu)."""
    bar = window.menuBar()
    entry = window.recent_menu.menuAction()
    top = next(a for a in bar.actions() if a.menu() is not None and entry in a.menu().actions())
    files = top.menu()
    files.popup(bar.mapToGlobal(bar.actionGeometry(top).bottomLeft()))
    qtbot.waitUntil(files.isVisible)
    qtbot.mouseClick(files, Qt.MouseButton.LeftButton, pos=files.actionGeometry(entry).center())
    qtbot.waitUntil(window.recent_menu.isVisible)
    return window.recent_menu


def choose(qtbot, window, menu: QMenu, index: int) -> None:
    action = menu.file_actions()[index]
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
    qtbot.waitUntil(lambda: not menu.isVisible())
    QApplication.processEvents()


def close_menus(qtbot, window) -> None:
    for menu in window.findChildren(QMenu):
        menu.hide()
    QApplication.processEvents()


def test_saves_records_and_opened_files_are_listed_and_open_again(qtbot, make_match, make_window, tmp_path):
    window = make_window(make_match("human", "bot:eager"))
    assert texts(window.recent_menu) == ["No recent files"]
    window.ask_save_path = lambda: tmp_path / "evening"
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert window.export_record(tmp_path / "shared")
    window.board.choose(window.match.legal_actions(0)[0])
    settle(qtbot, window)

    menu = open_recent(qtbot, window)
    lines = texts(menu)
    assert lines[0].startswith("&1 Toy cards — shared.bgrecord.json (public record) — "), lines
    assert lines[1].startswith("&2 Toy cards — evening.bgsave.json — "), lines
    assert all(DATE.search(line) for line in lines[:2]) and lines[-1] == "&Clear the list"
    assert [a.toolTip() for a in menu.file_actions()] == [str(tmp_path / "shared.bgrecord.json"),
                                                          str(tmp_path / "evening.bgsave.json")]

    # The save, chosen from the list, opens in the window (the move made since is not in it).
    played = len(window.match.active_entries())
    choose(qtbot, window, menu, 1)
    settle(qtbot, window)
    assert window.save_path == tmp_path / "evening.bgsave.json"
    assert len(window.match.active_entries()) == played - 1
    # Opened, it moves to the top; the record, chosen, opens as a review.
    close_menus(qtbot, window)
    menu = open_recent(qtbot, window)
    assert texts(menu)[0].startswith("&1 Toy cards — evening.bgsave.json — ")
    choose(qtbot, window, menu, 1)
    qtbot.waitUntil(lambda: len(window.reviews) == 1)
    close_menus(qtbot, window)

    # Remembered: another window lists the same files, each once.
    other = make_window(make_match("human", "bot:eager", seed=3))
    assert [a.toolTip() for a in other.recent_menu.file_actions()] == [str(tmp_path / "shared.bgrecord.json"),
                                                                        str(tmp_path / "evening.bgsave.json")]


def test_a_missing_file_is_dropped_with_a_note(qtbot, make_match, make_window, tmp_path):
    window = make_window(make_match("human", "bot:eager"))
    for name in ("a", "b", "c"):
        window.ask_save_path = lambda name=name: tmp_path / name
        assert window.save_as()
    (tmp_path / "b.bgsave.json").unlink()

    menu = open_recent(qtbot, window)
    assert [a.toolTip() for a in menu.file_actions()] == [str(tmp_path / "c.bgsave.json"),
                                                          str(tmp_path / "a.bgsave.json")]
    assert "No longer found, taken off the list: b.bgsave.json" in texts(menu)
    assert [r.path.name for r in recent.recent_files()] == ["c.bgsave.json", "a.bgsave.json"]

    # Gone between opening the menu and choosing it: a message, and off the list too.
    (tmp_path / "a.bgsave.json").unlink()
    choose(qtbot, window, menu, 1)
    box = window.last_message
    assert box is not None and box.windowTitle() == "This file is no longer there"
    assert str(tmp_path / "a.bgsave.json") in box.text() and "taken off" in box.text()
    assert [r.path.name for r in recent.recent_files()] == ["c.bgsave.json"]
    assert window.save_path == tmp_path / "c.bgsave.json"  # the game at the table stays
    box.close()
    close_menus(qtbot, window)

    # The list, cleared, is empty.
    menu = open_recent(qtbot, window)
    clear = next(a for a in menu.actions() if a.text() == "&Clear the list")
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(clear).center())
    assert recent.recent_files() == [] and texts(menu) == ["No recent files"]
    close_menus(qtbot, window)


def test_the_list_in_chinese(qtbot, make_match, make_window, tmp_path):
    window = make_window(make_match("human", "bot:eager"))
    window.ask_save_path = lambda: tmp_path / "evening"
    assert window.save_as() and window.export_record(tmp_path / "shared")
    window.ask_save_path = lambda: tmp_path / "gone"
    assert window.save_as()
    (tmp_path / "gone.bgsave.json").unlink()
    try:
        set_language("zh_TW")
        qtbot.waitUntil(lambda: window.recent_menu.title() != "Open Re&cent")
        assert window.recent_menu.title() == "最近開啟(&C)"
        menu = open_recent(qtbot, window)
        lines = texts(menu)
        assert "（公開紀錄）" in lines[0] and "shared.bgrecord.json" in lines[0], lines
        assert "evening.bgsave.json" in lines[1] and "公開紀錄" not in lines[1], lines
        assert any("已從清單移除" in line and "gone.bgsave.json" in line for line in lines), lines
        assert "清除清單(&C)" in lines
        close_menus(qtbot, window)
    finally:
        set_language("en")


def test_the_list_keeps_the_newest_few_and_ignores_what_is_not_an_entry(tmp_path):
    for i in range(recent.MAX_RECENT + 3):
        path = tmp_path / f"{i}.bgsave.json"
        path.write_text("{}", encoding="utf-8")
        recent.remember(path, recent.SAVE, "hooky", when=1_000_000 + i)
    recent.remember(tmp_path / "3.bgsave.json", recent.SAVE, "hooky", when=2_000_000)
    names = [r.path.name for r in recent.recent_files()]
    assert len(names) == recent.MAX_RECENT and names[0] == "3.bgsave.json" and names.count("3.bgsave.json") == 1
    assert names[1:] == [f"{i}.bgsave.json" for i in range(recent.MAX_RECENT + 2, 3, -1)][:recent.MAX_RECENT - 1]

    stored = app_settings.get_json(recent.KEY)
    app_settings.set_json(recent.KEY, [{"path": 7}, "junk", {**stored[0], "kind": "other"}, None, stored[1]])
    assert [r.path.name for r in recent.recent_files()] == [names[1]]
    app_settings.set_value(recent.KEY, "not json [")
    assert recent.recent_files() == []
