"""The headless commands speak the environment's language, as gettext programs do
(LANGUAGE, LC_ALL, LC_MESSAGES, LANG), and ``--language`` wins over it."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from boardgames_desktop.cli import main
from boardgames_desktop.core import i18n
from boardgames_desktop.core.i18n import environment_language

VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.mark.parametrize("environ, expected", [
    ({}, "en"),
    ({"LANG": "zh_TW.UTF-8"}, "zh_TW"),
    ({"LANG": "zh_HK.UTF-8"}, "zh_TW"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LC_MESSAGES": "zh_TW.UTF-8", "LANG": "en_GB.UTF-8"}, "zh_TW"),
    ({"LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "zh_TW.UTF-8"}, "en"),
    ({"LC_ALL": "zh_TW.UTF-8", "LANG": "C"}, "zh_TW"),
    ({"LANGUAGE": "fr:zh_TW:en", "LANG": "en_US.UTF-8"}, "zh_TW"),   # a list: the first one offered
    ({"LANGUAGE": "en:zh_TW", "LANG": "zh_TW.UTF-8"}, "en"),
    ({"LANGUAGE": "C:zh_TW"}, "en"),                                  # C: untranslated
    ({"LANGUAGE": "fr", "LANG": "zh_TW.UTF-8"}, "en"),               # only the first variable set is read
    ({"LANGUAGE": "", "LC_ALL": "", "LANG": "zh_TW.Big5"}, "zh_TW"),  # empty is unset
])
def test_the_environment_is_read_as_gettext_reads_it(environ, expected):
    assert environment_language(environ) == expected


@pytest.fixture
def environment(monkeypatch):
    def set_to(**values: str) -> None:
        for variable in VARIABLES:
            monkeypatch.delenv(variable, raising=False)
        for variable, value in values.items():
            monkeypatch.setenv(variable, value)

    yield set_to
    i18n.set_language("en")


@pytest.fixture
def printed_in(monkeypatch):
    """The language ``print`` was in while it wrote (its writing step recorded)."""
    from boardgames_desktop.printing import cli as print_cli

    seen: list[str] = []

    def write(games, options, out):
        seen.append(i18n.language())
        return [SimpleNamespace(path=f"{out}/x.pdf", pages=1)]

    monkeypatch.setattr(print_cli, "write", write)
    return seen


@pytest.fixture
def shot_in(monkeypatch):
    """The language ``screenshot`` rendered in (its rendering step recorded)."""
    from boardgames_desktop.ui import screenshot

    seen: list[str] = []

    def render(game_id, seed, out, **kwargs):
        seen.append(i18n.language())
        return out

    monkeypatch.setattr(screenshot, "render", render)
    return seen


@pytest.mark.parametrize("values, flag, expected", [
    ({"LANG": "zh_TW.UTF-8"}, [], "zh_TW"),
    ({"LANGUAGE": "zh_TW", "LANG": "en_US.UTF-8"}, [], "zh_TW"),
    ({"LANG": "en_US.UTF-8"}, [], "en"),
    ({"LANG": "zh_TW.UTF-8"}, ["--language", "en"], "en"),  # --language wins
    ({"LANG": "C.UTF-8"}, ["--language", "zh_TW"], "zh_TW"),
])
def test_print_and_screenshot_follow_the_environment(values, flag, expected, environment, printed_in, shot_in,
                                                     tmp_path, capsys):
    environment(**values)
    assert main(["print", "held-hands", "--out", str(tmp_path / "pdf"), *flag]) == 0
    i18n.set_language("en" if expected != "en" else "zh_TW")  # the next command starts elsewhere
    assert main(["screenshot", "held-hands", "--seed", "1", "--out", str(tmp_path / "x.png"), *flag]) == 0
    assert printed_in == [expected] and shot_in == [expected]
    capsys.readouterr()


def test_print_in_the_environments_language_prints_its_words(environment, tmp_path, capsys):
    """The real sheets, end to end: LANG=zh_TW.UTF-8 and the rules sheet is in Chinese."""
    import pdfplumber

    environment(LANG="zh_TW.UTF-8")
    assert main(["print", "held-hands", "--out", str(tmp_path)]) == 0, capsys.readouterr().err
    capsys.readouterr()
    texts = []
    for pdf in sorted(tmp_path.glob("*.pdf")):
        with pdfplumber.open(pdf) as document:
            texts.append("".join(page.extract_text() or "" for page in document.pages[:2]))
    han = sum(1 for text in texts for ch in text if "\u4e00" <= ch <= "\u9fff")
    assert han > 20, texts[:1]


@pytest.mark.parametrize("command", [[], ["print"], ["screenshot"], ["simulate"], ["simulate", "tokaido-duo"]])
def test_chinese_help_is_wrapped_by_the_columns_it_takes(command, environment, monkeypatch, capsys):
    """``--language zh_TW --help``: argparse's words and ours in Chinese, each line within the
    terminal's 60 columns (a Chinese character takes two; the --what names too), no line opening with a closing
    mark, and the headings end in a full-width colon as Chinese writes it."""
    from boardgames_desktop.core.commandline import columns

    environment()
    monkeypatch.setenv("COLUMNS", "60")
    assert main(["--language", "zh_TW", *command, "--help"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].startswith("用法：boardgames-desktop")
    assert "選項：" in lines
    # argparse never breaks an option's usage ([--card-size poker|bridge|...]), in any language
    assert [line for line in lines if columns(line) > 60 and not line.isascii()] == []
    assert [line for line in lines if line.strip()[:1] in set("，。、；：？！）」』》〉")] == []
    assert "options:" not in out and "show this help message and exit" not in out
    assert "顯示這段說明後結束" in out


def test_english_help_keeps_argparse_headings(environment, capsys):
    environment()
    assert main(["--language", "en", "print", "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: boardgames-desktop print")
    assert "\noptions:\n" in out and "\npositional arguments:\n" in out
