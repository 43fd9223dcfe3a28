"""The guide's example through the command line, as a new game goes: toy cards
registered (and only it), then ``simulate``, ``print`` and ``screenshot`` run
in-process on it by ``cli.main``, each leaving a real result."""

from __future__ import annotations

import re

from pypdf import PdfReader
from PySide6.QtGui import QImage

from boardgames_desktop.cli import main


def test_simulate_plays_toy_cards_bots_against_bots(toy_only, capsys):
    assert main(["simulate", "toy-cards", "--games", "3", "--seed", "5", "--players", "4"]) == 0
    out = capsys.readouterr().out
    # The core loop's one report: a line a bot kind under "wins by bot".
    wins = dict(re.findall(r"^ {4}(\w+) +(\d+) wins in +\d+ seats", out, re.MULTILINE))
    assert set(wins) == {"easy", "normal", "hard"}  # the levels, seated in turn by default
    assert sum(int(n) for n in wins.values()) >= 3  # every game has a winner (a tie has several)
    assert re.search(r"^  invariants: \d+ states checked, 0 failures$", out, re.MULTILINE)


def test_simulate_names_the_levels_first_in_its_help_and_its_errors(toy_only, capsys):
    assert main(["simulate", "toy-cards", "--help"]) == 0
    help_text = " ".join(capsys.readouterr().out.split())
    assert "levels: easy, normal, hard (e.g. --bots easy,hard); other bots: eager, careful, random-legal" in help_text
    assert main(["simulate", "toy-cards", "--bots", "easy,clever"]) == 2
    assert capsys.readouterr().err.strip() == (
        "boardgames-desktop simulate toy-cards: error: argument --bots: the bots are easy, normal, hard, "
        "eager, careful, random-legal, not 'easy,clever'")
    assert main(["simulate", "toy-cards", "--games", "2", "--bots", "easy,hard"]) == 0
    assert "  bots seated in turn: easy, hard" in capsys.readouterr().out


def test_print_writes_toy_cards_deck_as_a_real_pdf(toy_only, tmp_path, capsys):
    out_dir = tmp_path / "print"
    assert main(["print", "toy-cards", "--out", str(out_dir)]) == 0
    said = capsys.readouterr().out
    pdf = out_dir / "toy-cards-cards-a4.pdf"
    assert pdf.read_bytes().startswith(b"%PDF-")
    reader = PdfReader(pdf)
    # 36 cards, 9 to a sheet edge to edge, each sheet of fronts followed by its backs.
    assert len(reader.pages) == 8
    assert re.search(rf"wrote {re.escape(str(pdf))}\s+8 pages", said), said
    text = "".join(page.extract_text() for page in reader.pages[:2])
    assert ("Toy cards" in text and "Ruby" not in text) or "9" in text


def test_screenshot_renders_toy_cards_to_a_real_png(toy_only, tmp_path, capsys, qapp):
    png = tmp_path / "shots" / "toy.png"
    assert main(["screenshot", "toy-cards", "--seed", "3", "--moves", "4", "--size", "1280x720",
                 "--out", str(png)]) == 0
    assert capsys.readouterr().out.strip() == str(png)
    assert png.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    image = QImage(str(png))
    assert (image.width(), image.height()) == (1280, 720)
    colours = {image.pixel(x, y) for x in range(0, 1280, 40) for y in range(0, 720, 40)}
    assert len(colours) > 8  # a drawn window, not a blank picture
