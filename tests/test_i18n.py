"""Two languages: the message mechanism, the catalogues, the bundled Chinese
font on paper and on screen, and Chinese line breaking."""

from __future__ import annotations

import io
import shutil
import tomllib
from dataclasses import dataclass
from fnmatch import fnmatch
from pathlib import Path

import pdfplumber
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pypdf import PdfReader

from boardgames_desktop import i18n_tools
from boardgames_desktop.core import i18n
from boardgames_desktop.core.game import ActionSpec, Game, GameInfo, Outcome
from boardgames_desktop.core.i18n import SeatLabel, SeatName, T, Tn, Tseat
from boardgames_desktop.printing import fonts, linebreak
from boardgames_desktop.printing.document import Document, Sheet, render
from boardgames_desktop.printing.options import PrintOptions

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def english_again():
    """Every test starts and ends in English (the language is process-wide)."""
    i18n.set_language("en")
    yield
    i18n.set_language("en")


# -- the core's messages ---------------------------------------------------------------
@dataclass(frozen=True)
class Take:
    n: int


class Turns(Game):
    """Two seats take turns; seat 0 is to act at the start."""

    info = GameInfo(id="turns", title="Turns", description="", min_people=2, max_people=2)
    actions = (ActionSpec(Take),)

    def setup(self, seats, seed, options):
        return 0

    def to_act(self, state):
        return (state % 2,)

    def legal_actions(self, state, actor):
        return [Take(1)]

    def outcome(self, state) -> Outcome | None:
        return None


def test_a_core_refusal_reads_in_traditional_chinese_and_again_in_english():
    game = Turns()
    reason = game.refusal(game.setup(2, 0, {}), 1, Take(1))
    names = {0: "小明", 1: "Ada & Ben"}
    assert reason.render(names) == "It is not Ada & Ben's turn."
    i18n.set_language("zh_TW")
    # A Latin name beside Chinese gets a space; a Chinese one does not.
    assert reason.render(names) == "現在不是 Ada & Ben 的回合。"
    assert game.refusal(game.setup(2, 0, {}), 0, "not an action").render() == "這不是這款遊戲的動作。"
    assert T("It is not {who}'s turn.", who=SeatName(0)).render(names) == "現在不是小明的回合。"
    assert T("It is not {who}'s turn.", who=SeatName(1)).render() == "現在不是玩家 2 的回合。"
    i18n.set_language("en")
    assert reason.render(names) == "It is not Ada & Ben's turn."


def test_lists_and_the_table_are_named_in_the_reader_s_language():
    text = T("{who}", who=(SeatName(0), SeatName(-1)))
    assert text.render({0: "Ada"}) == "Ada, The table"
    i18n.set_language("zh_TW")
    assert text.render({0: "Ada"}) == "Ada、全桌"


def _catalogue(tmp_path: Path, code: str, messages: list[tuple]) -> Path:
    """A compiled catalogue for ``code`` under ``tmp_path`` (a locale folder)."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    catalog = Catalog(locale=code, domain=i18n.DOMAIN)
    for msgid, msgstr in messages:
        catalog.add(msgid, msgstr)
    folder = tmp_path / code / "LC_MESSAGES"
    folder.mkdir(parents=True)
    with (folder / f"{i18n.DOMAIN}.mo").open("wb") as f:
        write_mo(f, catalog)
    return tmp_path


def test_plural_messages_have_one_form_in_chinese(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "LOCALE_DIR", _catalogue(tmp_path, "zh_TW", [
        (("{who} draws {n} card.", "{who} draws {n} cards."), ("{who}抽了 {n} 張牌。",)),
    ]))
    for n, english in ((1, "Ada draws 1 card."), (3, "Ada draws 3 cards.")):
        text = Tn("{who} draws {n} card.", "{who} draws {n} cards.", n, who=SeatName(0))
        i18n.set_language("en")
        assert text.render({0: "Ada"}) == english
        i18n.set_language("zh_TW")
        assert text.render({0: "Ada"}) == f"Ada 抽了 {n} 張牌。"


def test_a_seat_s_verb_agrees_with_the_people_in_it(tmp_path, monkeypatch):
    """Tseat: one person reads the singular, a team of two the plural; several
    seats count their people; names without counts and the table are one."""
    names = {0: SeatLabel("Ada & Ben", 2), 1: SeatLabel("Cem"), 2: SeatLabel("Dora")}
    draws = lambda seat: Tseat("{who} draws a card.", "{who} draw a card.", seat, who=SeatName(seat))  # noqa: E731
    assert draws(0).render(names) == "Ada & Ben draw a card."
    assert draws(1).render(names) == "Cem draws a card."
    assert draws(-1).render(names) == "The table draws a card."
    assert draws(0).render({0: "Ada & Ben"}) == "Ada & Ben draws a card."  # no count known: one
    both = Tseat("{who} gets no card.", "{who} get no card.", (SeatName(1), SeatName(2)),
                 who=(SeatName(1), SeatName(2)))
    assert both.render(names) == "Cem, Dora get no card."
    assert names[0] == "Ada & Ben" and names[0].people == 2 and SeatLabel("Ivy").people == 1
    # A count inside the message is a nested plural.
    pictures = Tseat("{who} draws {pictures}.", "{who} draw {pictures}.", 0, who=SeatName(0),
                     pictures=Tn("{n} picture", "{n} pictures", 1))
    assert pictures.render(names) == "Ada & Ben draw 1 picture."
    monkeypatch.setattr(i18n, "LOCALE_DIR", _catalogue(tmp_path, "zh_TW", [
        (("{who} draws a card.", "{who} draw a card."), ("{who}抽一張牌。",)),
    ]))
    i18n.set_language("zh_TW")
    assert draws(0).render(names) == "Ada & Ben 抽一張牌。" and draws(1).render(names) == "Cem 抽一張牌。"
    i18n.set_language("en")


def test_a_broken_translation_falls_back_to_english(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "LOCALE_DIR", _catalogue(tmp_path, "zh_TW", [
        ("{who} wins.", "{winner}獲勝。"),
        (("{n} point", "{n} points"), ("{m} 分",)),
    ]))
    i18n.set_language("zh_TW")
    assert T("{who} wins.", who="Ada").render() == "Ada wins."
    assert Tn("{n} point", "{n} points", 2).render() == "2 points"


def test_spaces_go_only_where_latin_meets_chinese():
    f = i18n.spaced_format
    assert f("輪到{who}了", {"who": "Ada"}) == "輪到 Ada 了"
    assert f("輪到{who}了", {"who": "小明"}) == "輪到小明了"
    assert f("（{who}）", {"who": "Ada"}) == "（Ada）"  # punctuation needs no space
    assert f("得 {n} 分", {"n": 12}) == "得 12 分"  # written spaces are not doubled
    assert f("{a}{b}分", {"a": "x", "b": 3}) == "x3 分"
    assert i18n.fill("{who}贏了", who="Ada") == "Ada贏了"  # English is in force: plain format
    i18n.set_language("zh_TW")
    assert i18n.fill("{who}贏了", who="Ada") == "Ada 贏了"


def test_the_language_follows_the_saved_choice_else_the_system(monkeypatch):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    import locale  # (core.i18n imports it when it first asks the system)

    monkeypatch.setattr(locale, "getlocale", lambda *a: (None, None))
    assert i18n.system_language() == "en"
    monkeypatch.setenv("LANG", "zh_TW.UTF-8")
    assert i18n.system_language() == "zh_TW"
    monkeypatch.setenv("LANGUAGE", "de:en")
    assert i18n.system_language() == "en"  # gettext's own order: LANGUAGE first
    assert i18n.system_language(["zh-Hant-TW", "en-US"]) == "zh_TW"
    assert i18n.match_language(["fr_FR", "zh_CN.UTF-8"]) == "zh_TW"
    assert i18n.match_language(["C", "POSIX", "fr"]) is None
    assert i18n.preferred_language("zh_TW") == "zh_TW"
    assert i18n.preferred_language("klingon", ["zh-TW"]) == "zh_TW"
    assert i18n.preferred_language(None, ["en-GB"]) == "en"


def test_listeners_hear_every_switch_until_removed():
    heard = []
    stop = i18n.on_language_changed(heard.append)
    i18n.set_language("zh_TW")
    i18n.set_language("en")
    stop()
    i18n.set_language("zh_TW")
    assert heard == ["zh_TW", "en"]
    with pytest.raises(ValueError):
        i18n.set_language("xx")


# -- the catalogues ----------------------------------------------------------------------
def test_catalogues_are_complete_and_compiled():
    """Every message of the sources is translated (not fuzzy) in every catalogue,
    keeps its {fields}, uses only characters the bundled fonts have, and the
    committed .mo matches its .po (run ``python -m boardgames_desktop.i18n_tools
    update`` after changing messages, then translate)."""
    problems = i18n_tools.check()
    shown = "\n".join(str(p) for p in problems[:40])
    assert not problems, f"{len(problems)} catalogue problems, first ones:\n{shown}"


@pytest.fixture
def locale_copy(tmp_path, monkeypatch):
    """The real catalogues, copied so a test may damage them."""
    folder = tmp_path / "locale"
    shutil.copytree(i18n_tools.LOCALE_DIR, folder)
    monkeypatch.setattr(i18n_tools, "LOCALE_DIR", folder)
    monkeypatch.setattr(i18n_tools, "TEMPLATE", folder / i18n_tools.TEMPLATE.name)
    return folder


def test_the_check_finds_untranslated_fuzzy_broken_and_stale_catalogues(locale_copy):
    from babel.messages.pofile import read_po, write_po

    # Whether the catalogue is complete is test_catalogues_are_complete_and_compiled's
    # question; here only what the damage adds counts, on messages that were fine.
    before = {(p.kind, p.msgid) for p in i18n_tools.check(["zh_TW"])}
    po = i18n_tools.po_path("zh_TW")
    with po.open("rb") as f:
        catalog = read_po(f, locale="zh_TW")
    catalog["The game is over."].string = ""
    catalog["Nothing to undo."].flags.add("fuzzy")
    catalog["It is not {who}'s turn."].string = "現在不是{name}的回合。"
    catalog["Nothing to redo."].string = "沒有可以重做的步驟 ♫"
    del catalog["Player {n}"]
    buf = io.BytesIO()
    write_po(buf, catalog)
    po.write_bytes(buf.getvalue())
    found = {(p.kind, p.msgid) for p in i18n_tools.check(["zh_TW"])}
    damage = {
        ("untranslated", "The game is over."),
        ("untranslated", "Player {n}"),
        ("fuzzy", "Nothing to undo."),
        ("fields", "It is not {who}'s turn."),
        ("glyph", "Nothing to redo."),
        ("stale-mo", ""),
    }
    assert not {msgid for _kind, msgid in before} & {msgid for _kind, msgid in damage}
    assert found - before == damage


def test_update_twice_changes_nothing(locale_copy):
    i18n_tools.update()
    before = {p: p.read_bytes() for p in locale_copy.rglob("*") if p.is_file()}
    i18n_tools.update()
    assert {p: p.read_bytes() for p in locale_copy.rglob("*") if p.is_file()} == before
    # Nothing is left stale (translating is test_catalogues_are_complete_and_compiled's part).
    assert [p for p in i18n_tools.check() if p.kind in ("stale-pot", "stale-mo")] == []


def test_the_compiled_catalogues_install_as_package_data():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["boardgames_desktop"]
    package = ROOT / "boardgames_desktop"
    for code in i18n.LANGUAGES:
        if code == i18n.DEFAULT_LANGUAGE:
            continue
        mo = i18n.catalogue_path(code).relative_to(package).as_posix()
        assert any(fnmatch(mo, p) for p in patterns), mo


# -- the bundled Chinese font on paper -------------------------------------------------------
def test_the_chinese_face_is_truetype_and_has_what_a_taiwanese_reader_needs():
    have = fonts.coverage(fonts.CJK_REGULAR)
    assert fonts.coverage(fonts.CJK_BOLD) == have
    level1 = {ord(c) for code in range(0xA440, 0xC67F)
              for c in _big5(code)}
    assert len(level1) == 5401 and level1 <= have
    for text in ("，。、；：？！「」『』（）《》〈〉……——", "ㄅㄆㄇㄈㄧㄨㄩˇˋˊ˙", "０１２３ＡＢＣ", "字母點點名"):
        assert fonts.missing_glyphs(text, fonts.CJK_REGULAR) == set(), text


def _big5(code: int) -> str:
    try:
        return bytes((code >> 8, code & 0xFF)).decode("big5")
    except UnicodeDecodeError:
        return ""


def test_latin_runs_stay_in_noto_sans_and_chinese_goes_to_the_chinese_face():
    assert fonts.runs("Ada 出了 3 張牌。", fonts.REGULAR) == [
        (fonts.REGULAR, "Ada "), (fonts.CJK_REGULAR, "出了 "), (fonts.REGULAR, "3 "),
        (fonts.CJK_REGULAR, "張牌。"),
    ]
    # Quotes and ellipses take the script of their neighbours.
    assert fonts.runs("“好”……", fonts.BOLD) == [(fonts.CJK_BOLD, "“好”……")]
    assert fonts.runs("say “hi”…", fonts.BOLD) == [(fonts.BOLD, "say “hi”…")]
    assert fonts.runs("Hooky", fonts.REGULAR) == [(fonts.REGULAR, "Hooky")]
    # A separator between spaces is the Latin one, even beside Chinese.
    assert fonts.runs("字母 · 說明", fonts.REGULAR) == [
        (fonts.CJK_REGULAR, "字母 "), (fonts.REGULAR, "· "), (fonts.CJK_REGULAR, "說明"),
    ]


def test_a_character_no_bundled_font_has_is_refused():
    fonts.check_text("字母點點名 Hooky（…and then）", fonts.BOLD)
    with pytest.raises(fonts.MissingGlyphError, match="U\\+1F600"):
        fonts.check_text("好 😀", fonts.REGULAR)


MIXED_TITLE = "字母點點名 Hooky：玩家須知"
MIXED_BODY = (
    "輪到你時，從牌堆抽一張牌，然後選擇「出牌」或「棄牌」。若手上沒有可以出的牌，"
    "就必須棄一張牌……Ada 與 Ben 同隊（teams of two），每人 5 張牌。"
    "English words stay whole when a line breaks."
)


def _mixed_document() -> Document:
    def draw(pen):
        box = pen.content
        pen.text(box.x + 10, box.y1 - 15, MIXED_TITLE, size=16, bold=True)
        pen.paragraph(box.x + 10, box.y1 - 25, 70, MIXED_BODY, size=10)

    return Document(game="字母點點名", slug="mixed", title="中英混排", parts=(Sheet("說明 notes", draw),))


def test_a_pdf_with_chinese_and_english_reads_back_with_every_font_embedded():
    options = PrintOptions()
    first = render(_mixed_document(), options)
    assert render(_mixed_document(), options).pdf == first.pdf  # deterministic
    with pdfplumber.open(io.BytesIO(first.pdf)) as pdf:
        text = pdf.pages[0].extract_text()
        chars = pdf.pages[0].chars
    flat = text.replace("\n", "")
    assert MIXED_TITLE in flat
    assert "從牌堆抽一張牌" in flat and "Ada 與 Ben 同隊" in flat and "whole when a line" in flat
    # Chinese in the Chinese face, Latin letters in Noto Sans.
    for ch in chars:
        if "\u4e00" <= ch["text"] <= "\u9fff":
            assert "+BoardgamesSansTC" in ch["fontname"], ch
        elif ch["text"].isascii() and ch["text"].isalpha():
            assert "+NotoSans" in ch["fontname"], ch
    seen = set()
    for page in PdfReader(io.BytesIO(first.pdf)).pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            seen.add(str(font["/BaseFont"]).split("+")[-1])
            assert font["/Subtype"] == "/TrueType", font["/BaseFont"]
            assert "/FontFile2" in font["/FontDescriptor"].get_object(), font["/BaseFont"]
            assert "+" in str(font["/BaseFont"]), "subset"
    assert {"BoardgamesSansTC-Bold", "BoardgamesSansTC-Regular", "NotoSans-Regular"} <= seen


def test_no_printed_line_starts_with_closing_punctuation():
    with pdfplumber.open(io.BytesIO(render(_mixed_document(), PrintOptions()).pdf)) as pdf:
        lines = [line for line in pdf.pages[0].extract_text().split("\n") if line]
    assert len(lines) >= 6  # the title, the wrapped paragraph, the label
    for line in lines:
        assert line[0] not in linebreak.NO_BREAK_BEFORE, line
        assert line[-1] not in linebreak.NO_BREAK_AFTER, line


def test_the_pen_wraps_chinese_by_the_rules_at_every_width():
    from reportlab.pdfgen.canvas import Canvas

    from boardgames_desktop.printing.pen import Pen

    pen = Pen(Canvas(io.BytesIO()), 200, 200)
    naive_would_break_badly = 0
    for width in range(20, 90):
        lines = pen.wrap(MIXED_BODY, width, size=10)
        assert "".join(lines).replace(" ", "") == MIXED_BODY.replace(" ", "")
        for i, line in enumerate(lines):
            assert pen.text_width(line, size=10) <= width or len(linebreak.units(line)) == 1
            assert i == 0 or line[0] not in linebreak.NO_BREAK_BEFORE, (width, lines)
            assert line[-1] not in linebreak.NO_BREAK_AFTER, (width, lines)
        assert "Eng" + "lish" in " ".join(lines) and "whole" in " ".join(lines)
        # Breaking anywhere that fits would have started a line with punctuation here.
        line = ""
        for ch in MIXED_BODY:
            if line and pen.text_width(line + ch, size=10) > width:
                naive_would_break_badly += ch in linebreak.NO_BREAK_BEFORE
                line = ""
            line += ch
    assert naive_would_break_badly > 5


# -- Chinese line breaking ----------------------------------------------------------------
def _measure(line: str) -> float:
    """Chinese characters two units wide, everything else one."""
    return sum(2 if linebreak.is_wide(c) else 1 for c in line)


def test_chinese_breaks_between_characters_and_english_at_spaces():
    assert linebreak.wrap("一二三四五六", 6, _measure) == ["一二三", "四五六"]
    assert linebreak.wrap("the cat sat on", 8, _measure) == ["the cat", "sat on"]
    assert linebreak.wrap("我們玩Hooky吧", 8, _measure) == ["我們玩", "Hooky吧"]


def test_closing_punctuation_takes_the_character_before_it_to_the_next_line():
    assert linebreak.wrap("一二三，四五", 6, _measure) == ["一二", "三，四", "五"]
    assert linebreak.wrap("一二「三四」", 6, _measure) == ["一二", "「三", "四」"]
    assert linebreak.wrap("好……好", 4, _measure) == ["好……", "好"]
    # Even after a space: no line starts with a comma, none ends with an opening bracket.
    assert linebreak.wrap("Ada ，好 「 Ben」", 4, _measure) == ["Ada ，", "好", "「 Ben」"]


WORDS = st.sampled_from(["Ada", "Hooky", "cards", "5", "OK"])
HAN = st.sampled_from(list("出牌抽一張你我他的了是在"))
PUNCT = st.sampled_from(list("，。、「」（）：！？…") + [" "])
PIECES = st.lists(st.one_of(WORDS, HAN, HAN, PUNCT), min_size=1, max_size=40)


@settings(max_examples=300, deadline=None)
@given(PIECES, st.integers(min_value=4, max_value=30))
def test_wrapping_keeps_every_character_words_whole_and_punctuation_in_place(pieces, width):
    text = "".join(pieces)
    lines = linebreak.wrap(text, width, _measure)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    words = [w for w in pieces if w.isascii() and w.strip()]
    joined = " ".join(lines)
    for word in words:
        assert word in joined
    for i, line in enumerate(lines):
        if i > 0 and line:
            previous = lines[i - 1]
            # A line may only begin with closing punctuation if nothing could go before it.
            assert line[0] not in linebreak.NO_BREAK_BEFORE or not previous, (lines, i)
        if i < len(lines) - 1 and line:
            assert line[-1] not in linebreak.NO_BREAK_AFTER, (lines, i)
        # A line over the width holds a single unbreakable piece.
        if _measure(line) > width:
            assert len(linebreak.units(line)) == 1, (lines, i)


# -- on screen (Qt) ----------------------------------------------------------------------------
def test_qt_draws_chinese_with_the_bundled_face_in_both_weights(qapp):
    from PySide6.QtGui import QFont, QTextLayout

    from boardgames_desktop.theme import FONT_FAMILY
    from boardgames_desktop.ui.kit import fonts as qt_fonts

    families = qt_fonts.register_fonts()
    assert {FONT_FAMILY, qt_fonts.CJK_FAMILY} <= set(families)
    for bold in (False, True):
        font = QFont(FONT_FAMILY, 12)
        font.setBold(bold)
        layout = QTextLayout("Ada 出了「好」牌", font)
        layout.beginLayout()
        layout.createLine()
        layout.endLayout()
        used = {run.rawFont().familyName(): run.rawFont().weight() for run in layout.glyphRuns()}
        # Not a system CJK font (which may be the Japanese forms), not boxes.
        assert set(used) == {FONT_FAMILY, qt_fonts.CJK_FAMILY}, used
        assert used[qt_fonts.CJK_FAMILY] == (700 if bold else 400)


def test_qt_s_own_dialog_buttons_follow_the_language(qapp):
    from PySide6.QtWidgets import QDialogButtonBox

    from boardgames_desktop.ui.kit import language

    def labels() -> list[str]:
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        return sorted(b.text() for b in box.buttons())

    heard = []
    stop = i18n.on_language_changed(heard.append)
    try:
        assert language.apply_language(qapp, "zh_TW") == "zh_TW"
        assert i18n.language() == "zh_TW" and heard == ["zh_TW"]
        assert labels() == sorted(["確定", "取消"])
        language.apply_language(qapp, "en")
        assert labels() == ["Cancel", "OK"]
    finally:
        stop()
        language.apply_language(qapp, "en")


def test_the_start_language_is_the_saved_one_else_the_desktop_s(qapp, monkeypatch):
    from boardgames_desktop.ui.kit import language

    monkeypatch.setattr(language, "ui_languages", lambda: ["zh-Hant-TW"])
    assert language.start_language(None) == "zh_TW"
    assert language.start_language("en") == "en"
    assert language.start_language(12) == "zh_TW"  # junk in the settings file


def test_translated_strings_format_with_chinese_spacing():
    """``_(...).format(...)`` spaces a Latin name from Chinese text as Text does."""
    from boardgames_desktop.core import i18n

    i18n.set_language("zh_TW")
    try:
        template = i18n._("It is not {who}'s turn.")
        assert template != "It is not {who}'s turn."  # translated in the core catalogue
        assert " Ada " in template.format(who="Ada") or template.format(who="Ada").startswith("Ada ")
        assert "小明" in template.format(who="小明") and " 小明" not in template.format(who="小明")
    finally:
        i18n.set_language("en")
    assert i18n._("It is not {who}'s turn.").format(who="Ada") == "It is not Ada's turn."


# -- lists and clauses, and messages the extractor cannot see ------------------------------
def test_lists_and_clauses_join_in_the_readers_way():
    from boardgames_desktop.core.i18n import join_clauses, join_list

    assert join_list(["9 yellow", "12 blue"]) == "9 yellow, 12 blue"
    assert join_clauses(["3 players: 1", "4 players: 2"]) == "3 players: 1; 4 players: 2"
    assert i18n.join_sentences("Time ran out.", "Ada wins.") == "Time ran out. Ada wins."
    i18n.set_language("zh_TW")
    assert join_list(["9 黃色", "12 藍色"]) == "9 黃色、12 藍色"
    assert join_clauses(["3 人：1", "4 人：2"]) == "3 人：1；4 人：2"
    assert i18n.join_sentences("時間到了。", "", "輪到 Ada 了。") == "時間到了。輪到 Ada 了。"
    # A kept message's list argument is joined the same way.
    assert i18n.Text("{names}", (("names", ("Ada", "Ben")),)).render() == "Ada、Ben"


def test_no_message_is_written_inside_an_f_string():
    """Babel does not look inside f-strings: a ``_("…")`` there never reaches the catalogue
    and shows in English (it happened to "What you will cut" and Tokaido Duo's "to act")."""
    import re

    inside = re.compile(r"""\{[^{}"']*(?<![\w.])(?:_|N_|T|Tn|ngettext|pgettext)\(\s*['"]""")
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for path in sorted((ROOT / "boardgames_desktop").rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if inside.search(line) and re.search(r"""\bf['"]""", line)]
    assert not found, "\n".join(found)


def test_a_printed_paragraph_of_chinese_wraps_between_characters():
    """A rules flow in Chinese has no spaces: it must still wrap inside its width."""
    from boardgames_desktop.printing.typeset import Block, _block_lines, _tokens

    class Measure:
        def text_width(self, text, size, bold=False):
            return float(len(text))  # one unit a character, a space included

    text = "每位玩家說出一個**五個字母**的單字，並說出其中幾個字母在自己的手牌中。"
    _indent, lines = _block_lines(Measure(), Block("p", text), 10.0, 8.0)
    assert len(lines) >= 4 and all(sum(len(t) for w in line for t, _b in w.runs) <= 10 for line in lines)
    # No line starts with a comma or a stop; bold runs stay bold.
    assert all(line[0].runs[0][0][0] not in "，。" for line in lines)
    assert [t for w in _tokens(text) for t, bold in w.runs if bold] == list("五個字母")
    # English still breaks at its spaces only, and "**guess**:" stays one word.
    assert [[t for t, _b in w.runs] for w in _tokens("Say a **guess**: go")] == [["Say"], ["a"], ["guess", ":"], ["go"]]
