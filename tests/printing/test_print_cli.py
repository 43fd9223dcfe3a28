"""``boardgames-desktop print``: what it writes, what it says, how it refuses."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from boardgames_desktop.printing import OptionsError, PrintOptions, cli
from boardgames_desktop.printing.generate import plan, printable_games
from boardgames_desktop.printing.options import parse_back_offset


def run(argv, tmp_path=None):
    parser = cli.build_parser()
    if tmp_path is not None:
        argv = [*argv, "--out", str(tmp_path)]
    args = parser.parse_args(argv)
    out, err = io.StringIO(), io.StringIO()
    code = cli.run(args, out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def test_prints_every_file_it_wrote_with_its_page_count(tmp_path):
    code, out, err = run(["held-hands", "--paper", "letter"], tmp_path)
    assert code == 0 and err == ""
    lines = out.splitlines()
    written = [ln for ln in lines if ln.startswith("wrote ")]
    files = sorted(tmp_path.glob("*.pdf"))
    assert len(written) == len(files) == 7  # the cover sheet first
    for line in written:
        m = re.match(r"wrote (\S+)\s+(\d+) pages?$", line)
        assert m, line
        assert Path(m.group(1)).exists()
    assert "held-hands-emotion-cards-letter.pdf" in out and " 12 pages" in out
    assert "calibration-letter.pdf" in out
    assert re.search(r"7 files, 24 pages \(US Letter, bleed 3 mm", out)
    assert not list(tmp_path.glob("*.part"))


def test_all_prints_every_game_with_a_pnp_module(tmp_path):
    code, out, _ = run(["all", "--backs", "none"], tmp_path)
    assert code == 0
    for game_id in printable_games():
        assert f"{game_id}-" in out
    assert "calibration" not in out  # no backs: nothing to calibrate
    assert "held-hands" in printable_games()


def test_default_folder_is_print(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, _out, _ = run(["held-hands", "--backs", "none"])
    assert code == 0
    assert (tmp_path / "print" / "held-hands-rules-a4.pdf").exists()


@pytest.mark.parametrize(
    "argv,message",
    [
        (["chess"], "unknown game 'chess'"),
        (["held-hands", "--paper", "a3"], "--paper must be one of a4, letter"),
        (["held-hands", "--bleed", "2"], "--bleed must be 0, 3 or 6"),
        (["held-hands", "--bleed", "lots"], "--bleed must be 0, 3 or 6"),
        (["held-hands", "--backs", "both"], "--backs must be one of duplex, separate, fold, none"),
        (["held-hands", "--back-offset", "1"], "--back-offset must be X,Y in mm"),
        (["held-hands", "--back-offset", "a,b"], "--back-offset must be X,Y in mm"),
        (["held-hands", "--back-offset", "40,0"], "within ±10 mm"),
        (["held-hands", "--card-size", "huge"], "--card-size must be one of"),
        (["held-hands", "--board", "giant"], "--board must be one of fit, large"),
        (["held-hands", "--layout", "tight"], "--layout must be one of gutterless, bleed"),
    ],
)
def test_bad_options_get_one_clear_line_and_status_2(tmp_path, argv, message):
    code, out, err = run(argv, tmp_path)
    assert code == 2
    assert out == ""
    assert err.startswith("boardgames-desktop print: error: ") and message in err
    assert len(err.strip().splitlines()) == 1
    assert not list(tmp_path.glob("*.pdf"))


def test_argparse_errors_also_exit_2(capsys):
    assert cli.main([]) == 2
    assert "GAME" in capsys.readouterr().err


def test_negative_offsets_need_no_equals_sign(tmp_path):
    code, out, _ = run(["held-hands", "--back-offset", "-1.5,-0.5", "--backs", "separate"], tmp_path)
    assert code == 0 and "back offset -1.5,-0.5 mm" in out
    code, _, _ = run(["held-hands", "--back-offset=-2,1"], tmp_path)
    assert code == 0


def test_the_bleed_layout_is_a_choice_and_says_so_in_the_file_names(tmp_path):
    code, out, _ = run(["held-hands", "--layout", "bleed", "--backs", "none"], tmp_path)
    assert code == 0 and "bleed layout" in out
    names = sorted(p.name for p in tmp_path.glob("*.pdf"))
    # The card files change with the layout; the board, tracks and rules do not.
    assert "held-hands-emotion-cards-a4-bleed-no-backs.pdf" in names
    assert "held-hands-goal-cards-a4-bleed-no-backs.pdf" in names
    assert "held-hands-board-a4.pdf" in names and "held-hands-rules-a4.pdf" in names
    assert "--layout" in cli.build_parser().format_help()


def test_sets_printed_with_other_options_do_not_replace_each_other(tmp_path):
    """A folded set, a set with backs apart, a 6 mm bleed and a large board land beside
    the duplex set in one folder: every file that differs has a name of its own."""
    runs = [[], ["--backs", "fold"], ["--backs", "separate"], ["--bleed", "6"], ["--board", "large"],
            ["--card-size", "bridge"]]
    from pypdf import PdfReader

    def sheets(path) -> list[str]:
        """What the paper shows, page by page (the file's metadata names the options)."""
        return [page.extract_text() for page in PdfReader(path).pages]

    names: set[str] = set()
    for extra in runs:
        before = {p.name: sheets(p) for p in tmp_path.glob("*.pdf")}
        code, _out, _err = run(["held-hands", *extra], tmp_path)
        assert code == 0
        for p in tmp_path.glob("*.pdf"):
            if p.name in before and p.name != "calibration-a4.pdf":
                # Written again only where these options print the very same sheets.
                assert sheets(p) == before[p.name], (extra, p.name)
        names |= {p.name for p in tmp_path.glob("*.pdf")}
    assert "held-hands-emotion-cards-a4.pdf" in names and "held-hands-emotion-cards-a4-fold.pdf" in names
    assert "held-hands-emotion-cards-a4-backs-apart.pdf" in names
    assert "held-hands-board-a4-large.pdf" in names
    assert "held-hands-rules-a4-6mm.pdf" in names
    assert "held-hands-emotion-cards-a4-bridge.pdf" in names
    # A file the option does not change keeps its one name: the rules with any backs.
    assert not any(n.startswith("held-hands-rules-a4-fold") for n in names)


def test_an_unwritable_folder_is_reported(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    code, _, err = run(["held-hands", "--out", str(blocker / "sub")])
    assert code == 1 and "cannot write" in err


def test_option_parsing():
    assert parse_back_offset("1.5,-0.5") == (1.5, -0.5)
    assert parse_back_offset(" 2 ; 3 ") == (2.0, 3.0)
    assert PrintOptions(back_offset=(-0.0, 0.0)).back_offset == (0.0, 0.0)
    with pytest.raises(OptionsError):
        PrintOptions(bleed=4)
    with pytest.raises(OptionsError):
        PrintOptions(back_offset=(float("nan"), 0.0))


def test_plan_names_every_file_once():
    jobs = plan(["held-hands"], PrintOptions(paper="letter", ink_saver=True))
    names = [n for n, _ in jobs]
    assert names == sorted(set(names), key=names.index)
    assert all(n.endswith("-letter-ink-saver.pdf") or n == "calibration-letter.pdf" for n in names)


def test_print_readme_lists_every_file():
    readme = (Path(__file__).resolve().parents[2] / "print" / "README.md").read_text(encoding="utf-8")
    for paper in ("a4", "letter"):
        for backs in ("duplex",):  # other backs add a word to the names, listed once above the tables
            for name, _doc in plan(printable_games(), PrintOptions(paper=paper, backs=backs)):
                generic = name.replace(f"-{paper}.pdf", "-<paper>.pdf")
                assert generic in readme, generic


def test_print_readme_explains_both_layouts_and_every_option():
    readme = (Path(__file__).resolve().parents[2] / "print" / "README.md").read_text(encoding="utf-8")
    for option in ("--paper", "--card-size", "--layout", "--bleed", "--backs", "--back-offset", "--ink-saver",
                   "--board", "--out"):
        assert f"`{option}" in readme, option
    assert "`--layout gutterless`" in readme and "`--layout bleed`" in readme
    assert "still on its way" not in readme


def test_language_prints_the_words_in_traditional_chinese_and_leaves_the_app_in_english(tmp_path):
    import pdfplumber

    from boardgames_desktop.core import i18n

    code, out, err = run(["eselsbruecke", "--language", "zh_TW"], tmp_path)
    assert code == 0 and err == "" and "eselsbruecke-rules-a4.pdf" in out
    with pdfplumber.open(tmp_path / "eselsbruecke-rules-a4.pdf") as pdf:
        words = pdf.pages[0].extract_text()
    assert "驢橋" in words and "遊戲結束" in words
    assert i18n.language() == "en"  # the command sets the language for its own run only
    code, _out, err = run(["eselsbruecke", "--language", "fr"], tmp_path)
    assert code == 2 and "--language must be one of en, zh_TW, not 'fr'" in err
