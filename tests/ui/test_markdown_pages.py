"""Markdown pages (Help > Rules, Saves and sharing, About) show no Markdown marks.

Chinese is written without spaces, and CommonMark (Qt's Markdown reader) does
not close a bold run that ends in punctuation when a letter follows directly:
``**猜對：**持有者`` showed its asterisks. Every page of every game is read
back as the dialog shows it, in both languages.
"""

from __future__ import annotations

import pytest

from boardgames_desktop import games
from boardgames_desktop.ui import kit  # noqa: F401  (Qt set up as the app does)
from boardgames_desktop.ui.dialogs import MarkdownDialog, about_markdown, bold_fits_cjk
from boardgames_desktop.ui.files import saves_help_markdown
from boardgames_desktop.ui.kit import language


@pytest.fixture(params=["en", "zh_TW"])
def lang(request, qapp):
    language.apply_language(qapp, request.param)
    yield request.param
    language.apply_language(qapp, "en")


def _shown(markdown: str) -> str:
    dialog = MarkdownDialog("page", markdown)
    try:
        return dialog.browser.toPlainText()
    finally:
        dialog.deleteLater()


def _pages() -> list[tuple[str, str]]:
    pages = [(f"{game_id} rules", games.part(game_id, "rules").rules_text()) for game_id in games.ids()]
    return [*pages, ("saves and sharing", saves_help_markdown()), ("about", about_markdown())]


def test_no_page_shows_markdown_marks(lang):
    found = [where for where, markdown in _pages() if "**" in _shown(markdown)]
    assert found == []


def test_bold_before_chinese_punctuation_is_closed(qapp):
    assert bold_fits_cjk("**猜對：**持有者") == "**猜對**：持有者"
    assert bold_fits_cjk("（**我們的決定：**藝術家不計入）") == "（**我們的決定**：藝術家不計入）"
    assert bold_fits_cjk("**Right:** the holder") == "**Right:** the holder"
    # The check above would catch the old dialog: CommonMark leaves these marks showing.
    dialog = MarkdownDialog("page", "")
    try:
        dialog.browser.setMarkdown("**猜對：**持有者")
        assert "**" in dialog.browser.toPlainText()
    finally:
        dialog.deleteLater()
