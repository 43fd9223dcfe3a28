"""A language chosen mid-game rebuilds the words around the same match; the launcher keeps its choices.

The real Chinese catalogue is still being written, so these tests compile a
small one of their own (the messages they read) into a temporary folder.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from toy.rules import Pass, Stake

from boardgames_desktop.core import i18n
from boardgames_desktop.ui.kit import language
from boardgames_desktop.ui.kit.settings import settings

from .conftest import settle
from .seen import visible_texts

CHINESE = {
    "&File": "檔案(&F)",
    "&View": "檢視(&V)",
    "Moves": "棋步",
    "Players": "玩家",
    "Card to beat": "要贏過的牌",
    "Start": "開始",
    "Choose a game": "選擇遊戲",
    "Toy cards": "玩具牌",
}


@pytest.fixture
def chinese(tmp_path: Path, monkeypatch, qapp):
    """A compiled zh_TW catalogue of :data:`CHINESE`; English again afterwards."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    catalog = Catalog(locale="zh_TW", domain=i18n.DOMAIN)
    for msgid, msgstr in CHINESE.items():
        catalog.add(msgid, msgstr)
    folder = tmp_path / "locale" / "zh_TW" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    with (folder / f"{i18n.DOMAIN}.mo").open("wb") as f:
        write_mo(f, catalog)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path / "locale")
    yield
    language.apply_language(qapp, "en")


def _menu_titles(window) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def test_chinese_mid_game_keeps_the_match_and_rebuilds_the_words(qtbot, make_match, make_window, chinese):
    match = make_match("human", "human")
    window = make_window(match, autosave=False)
    window.lift_curtain()
    settle(qtbot, window)
    window.board.choose(Stake())
    settle(qtbot, window, lambda: len(match.entries) == 1)
    session, old_board, old_menu = window.session, window.board, window.menuBar()
    assert "&File" in _menu_titles(window)

    # View > Language > 繁體中文, as a person picks it.
    chosen = window.language_menu.findChild(type(window.undo_action), "language_zh_TW")
    assert chosen.text() == "繁體中文"
    with qtbot.waitSignal(window.retranslated, timeout=3000):
        chosen.trigger()
    settle(qtbot, window)

    assert i18n.language() == "zh_TW" and settings().value(language.SETTINGS_KEY) == "zh_TW"
    # The same match and table session: nothing was replayed, lost or dealt again.
    assert window.match is match and window.session is session and len(match.entries) == 1
    assert match.view(0)["staked"]
    # Rebuilt: a new board, new menus, the words in Chinese.
    assert window.board is not old_board and window.menuBar() is not old_menu
    assert _menu_titles(window)[0] == "檔案(&F)" and "檢視(&V)" in _menu_titles(window)
    seen = visible_texts(window)
    assert "棋步" in seen and "玩家" in seen and "要贏過的牌" in seen
    assert window.language_menu.findChild(type(window.undo_action), "language_zh_TW").isChecked()
    # The seat at the screen is still looking (the curtain stayed down) and plays on.
    assert not window.curtain_up
    qtbot.mouseClick(window.board.pass_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: len(match.entries) == 2)
    assert match.entries[-1].action == Pass()

    # And back: English words, the same match still.
    english = window.language_menu.findChild(type(window.undo_action), "language_en")
    with qtbot.waitSignal(window.retranslated, timeout=3000):
        english.trigger()
    assert _menu_titles(window)[0] == "&File" and window.match is match and len(match.entries) == 2


def test_the_projector_follows_the_language(qtbot, make_match, make_window, chinese):
    match = make_match("human", "bot:eager")
    window = make_window(match, autosave=False)
    window.toggle_projector(True)
    old = window.projector
    qtbot.waitExposed(old)
    old.setGeometry(40, 50, 700, 500)
    with qtbot.waitSignal(window.retranslated, timeout=3000):
        window.language_menu.findChild(type(window.undo_action), "language_zh_TW").trigger()
    projector = window.projector
    assert projector is not None and projector is not old and projector.isVisible()
    assert window.projector_action.isChecked() and projector.board.public_view == match.view(None)
    # Where the host put it, as it was.
    assert projector.geometry().size().toTuple() == (700, 500)
    projector.toggle_full_screen()
    with qtbot.waitSignal(window.retranslated, timeout=3000):
        window.language_menu.findChild(type(window.undo_action), "language_en").trigger()
    assert window.projector is not projector and window.projector.isFullScreen()


def test_the_launcher_switches_language_and_keeps_every_choice(qtbot, toy_only, chinese):
    from boardgames_desktop.ui.launcher import Launcher

    launcher = Launcher(initial_game=toy_only.GAME_ID)
    qtbot.addWidget(launcher)
    launcher.show()
    qtbot.waitExposed(launcher)
    qtbot.mouseClick(launcher.player_count.buttons[3], Qt.MouseButton.LeftButton)
    launcher.people_edits[0].setText("Zoë")  # (QTest types Latin-1 only)
    launcher.seed_edit.setText("4242")
    assert launcher.start_button.text() == "Start"

    box = launcher.language_box
    box.setCurrentIndex(box.findData("zh_TW"))
    box.activated.emit(box.currentIndex())  # what a person's pick in the list emits
    qtbot.waitUntil(lambda: launcher.start_button.text() == "開始", timeout=3000)

    assert launcher.language_box.currentData() == "zh_TW"
    assert launcher.player_count.value() == 3 and launcher.people_edits[0].text() == "Zoë"
    assert launcher.seed_edit.text() == "4242" and launcher.game_id == toy_only.GAME_ID
    assert "選擇遊戲" in visible_texts(launcher) and "玩具牌" in visible_texts(launcher)
    with qtbot.waitSignal(launcher.start_requested) as started:
        qtbot.mouseClick(launcher.start_button, Qt.MouseButton.LeftButton)
    new = started.args[0]
    assert new.seats[0].name == "Zoë" and len(new.seats) == 3 and new.seed == 4242


def test_a_closed_window_stops_listening(qtbot, make_match, chinese, qapp):
    from boardgames_desktop.ui.mainwindow import MainWindow

    window = MainWindow(make_match("human", "bot:eager"), bot_delay_ms=0, remember=False, autosave=False)
    listener = window._retranslator._changed
    assert listener in i18n._listeners
    window.close()
    window.deleteLater()
    qtbot.waitUntil(lambda: listener not in i18n._listeners, timeout=3000)
    language.apply_language(qapp, "zh_TW")  # nobody left to rebuild: no error


def test_a_review_follows_the_language_at_the_same_step(qtbot, make_match, chinese, qapp):
    from toy.rules import Pass

    from boardgames_desktop.ui.review import ReviewWindow

    match = make_match("human", "human")
    for _ in range(3):
        match.play(match.to_act()[0], Pass())
    review = ReviewWindow.of_match(match, 1)
    qtbot.addWidget(review)
    review.show()
    review.go(2)
    with qtbot.waitSignal(review.stepped, timeout=3000):
        language.apply_language(qapp, "zh_TW")
    assert review.index == 2 and review.viewer == 1
    assert "棋步" in visible_texts(review) and "要贏過的牌" in visible_texts(review)
    qtbot.keyClick(review, Qt.Key.Key_Right)  # the keys still step, once each
    assert review.index == 3
