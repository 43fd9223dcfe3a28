"""Help > Rules, Keys and About. Keys: every key the window and the game shown answer to, in one page.

The window's keys are read from its menus (an action's shortcut is the truth,
so the page never says a key that does nothing); the game's come from its
board (:meth:`~.kit.gameview.GameView.keys_help`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QMainWindow, QMenu, QMenuBar

from ..core.i18n import _
from .dialogs import AboutDialog, MarkdownDialog
from .kit.gameview import GameView

if TYPE_CHECKING:
    from ..core.match import Match

    # The type checker sees the mixin as the main window it is mixed into.
    _Window = QMainWindow
else:
    _Window = object


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _table(rows: list[tuple[str, str]]) -> str:
    keys, what = _("Keys"), _("What they do")
    head = f"| {keys} | {what} |\n|---|---|\n"
    return head + "".join(f"| {_cell(keys)} | {_cell(what)} |\n" for keys, what in rows)


def plain(title: str) -> str:
    """A menu title as read, without its Alt letter: "&File" -> "File", "檔案(&F)" -> "檔案"."""
    title = re.sub(r"\(&[^&]\)", "", title)
    return title.replace("&&", "\0").replace("&", "").replace("\0", "&")


def menu_keys(window: QMainWindow) -> list[tuple[str, str]]:
    """(shortcut, menu and item) for every menu item of ``window`` with a shortcut."""
    rows: list[tuple[str, str]] = []

    def walk(menu: QMenu, path: str) -> None:
        for action in menu.actions():
            sub = action.menu()
            title = plain(action.text())
            if isinstance(sub, QMenu):
                walk(sub, f"{path} > {title}")
            elif isinstance(action, QAction) and action.shortcuts() and action.isVisible():
                keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts())
                rows.append((keys, f"{path} > {title}"))

    for top in window.menuBar().actions():
        menu = top.menu()
        if isinstance(menu, QMenu) and top.isVisible():
            walk(menu, plain(top.text()))
    return rows


def keys_markdown(window: QMainWindow, game_title: str, board: GameView | None) -> str:
    parts = [_("# Keys"), ""]
    board_rows = board.keys_help() if board is not None else []
    if board_rows:
        parts += [_("## {game}").format(game=game_title), "", _table(board_rows), ""]
    parts += [_("## The window"), "",
              _("Alt and a menu's underlined letter opens that menu; Tab goes from control to control."), "",
              _table(menu_keys(window))]
    return "\n".join(parts)


class KeysHelp(_Window):
    """The main window's Help > Rules, Keys and About (a mixin: the window keeps its dialogs)."""

    board: GameView | None

    if TYPE_CHECKING:
        def current_match(self) -> Match: ...

        def keep(self, dialog: QDialog) -> QDialog: ...

    def show_keys(self) -> MarkdownDialog:
        title = self.current_match().game.title
        dialog = MarkdownDialog(_("Keys — {game}").format(game=title), keys_markdown(self, title, self.board), self)
        self.keep(dialog)
        dialog.open()
        self.keys_dialog = dialog
        return dialog

    def show_rules(self) -> None:
        game = self.current_match().game
        text = game.rules_text() or _("# {game}\n\nThe rules are not written yet.").format(game=game.title)
        dialog = MarkdownDialog(_("Rules — {game}").format(game=game.title), text, self)
        self.keep(dialog)
        dialog.open()
        self.rules_dialog = dialog

    def show_about(self) -> None:
        dialog = AboutDialog(self)
        self.keep(dialog)
        dialog.open()
        self.about_dialog = dialog


# -- the game menu's Alt letter ----------------------------------------------------------------------
#: Letters a menu without a free letter of its own takes, in this order: G for the game
#: (the Chinese menus' "遊戲(&G)" convention), then the rest of the alphabet.
_FALLBACK = "GPMKQJXZYWUOTSRNLIDCBA"


def mnemonic(text: str) -> str:
    """The Alt letter of a menu title ("&File" -> "f", "檔案(&F)" -> "f"), or ""."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].lower()
            i += 1
        i += 1
    return ""


def game_menu_title(title: str, bar: QMenuBar, menu: QMenu) -> str:
    """``title`` as the title of ``menu`` in ``bar``, with an Alt letter no other menu of the
    bar has: the first free letter that starts a word of the title, else any free letter of
    it; a title with none (a Chinese one) gets one in brackets after it, as "遊戲(&G)"."""
    taken = {mnemonic(a.text()) for a in bar.actions() if a.menu() is not menu} - {""}
    escaped = title.replace("&", "&&")
    letters = [i for i, ch in enumerate(title) if ch.isascii() and ch.isalpha()]
    starts = [i for i in letters if i == 0 or not title[i - 1].isalpha()]
    for i in starts + [i for i in letters if i not in starts]:
        if title[i].lower() not in taken:
            return title[:i].replace("&", "&&") + "&" + title[i:].replace("&", "&&")
    letter = next((c for c in _FALLBACK if c.lower() not in taken), "G")
    return f"{escaped}(&{letter})"
