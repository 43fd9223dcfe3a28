"""Eselsbrücke: the picture deck's data and files, the simulated guessers, and
the headless simulation."""

from __future__ import annotations

import importlib.util
import io
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from eselsbruecke_helpers import match

from boardgames_desktop import assets, cli
from boardgames_desktop.core import simulate
from boardgames_desktop.core.game import BotTurn
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.games import eselsbruecke
from boardgames_desktop.games.eselsbruecke import data
from boardgames_desktop.games.eselsbruecke.actions import Name
from boardgames_desktop.games.eselsbruecke.ai import BOTS, DreamyBot, SharpBot
from boardgames_desktop.games.eselsbruecke.rules import GAME

# -- the deck -------------------------------------------------------------------------


def _rebuild_module():
    # The rebuild script is a development tool beside the sources, not an installed asset.
    path = Path(__file__).resolve().parents[3] / "tools" / "rebuild_eselsbruecke_pictures.py"
    spec = importlib.util.spec_from_file_location("rebuild_pictures", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_reviewed_list_passes_the_deck_s_own_checks():
    doc = json.loads(assets.path("eselsbruecke", "pictures.json").read_text(encoding="utf-8"))
    assert _rebuild_module().problems(doc) == []
    assert doc["source"]["licence"] == "CC BY-SA 4.0" and "OpenMoji" in doc["source"]["attribution"]


def test_the_deck_s_checks_catch_flags_skin_tones_faces_and_doubles():
    rebuild = _rebuild_module()
    good = json.loads(assets.path("eselsbruecke", "pictures.json").read_text(encoding="utf-8"))
    pictures = good["pictures"]
    for bad, word in [
        ({**pictures[0], "hexcode": "1F1E9-1F1EA"}, "flag"),
        ({**pictures[0], "hexcode": "1F44D-1F3FD"}, "skin-tone"),
        ({**pictures[0], "hexcode": "1F602"}, "face"),
        ({**pictures[0], "en": pictures[1]["en"].upper()}, "twice"),
    ]:
        problems = rebuild.problems({**good, "pictures": [bad, *pictures[1:]]})
        assert any(word in p for p in problems), (word, problems)
    assert rebuild.problems({**good, "pictures": pictures[:-1]})


def test_every_picture_has_a_small_valid_svg_and_two_names():
    deck = data.pictures()
    assert len(deck) == 180 and len({p.en for p in deck}) == 180 and len({p.zh_TW for p in deck}) == 180
    total = 0
    for p in deck:
        path = data.svg_path(p.id)
        raw = path.read_bytes()
        total += len(raw)
        root = ET.fromstring(raw.decode("utf-8").split("\n", 1)[1])
        assert root.get("viewBox") == "0 0 72 72", p.id
        assert "CC BY-SA 4.0" in raw.decode("utf-8").splitlines()[0]
        assert p.name("en") == p.en and p.name("zh_TW") == p.zh_TW
    assert total < 600 * 1024
    files = sorted(f.stem for f in assets.path("eselsbruecke", "pictures").glob("*.svg"))
    assert files == sorted(data.picture_ids())


def test_every_name_prints_and_shows_in_the_bundled_fonts():
    from boardgames_desktop.printing import fonts

    for p in data.pictures():
        assert not fonts.missing_glyphs(p.en + p.zh_TW, fonts.font_name(True)), p.id
        assert not fonts.missing_glyphs(p.en + p.zh_TW, fonts.font_name(False)), p.id


def test_picture_names_in_messages_follow_the_language():
    from boardgames_desktop.core.i18n import T, language

    assert language() == "en"
    line = T("{who} names {picture}.", who="Ada", picture=data.PictureName("elephant"))
    assert line.render() == "Ada names Elephant."


# -- the guessers ---------------------------------------------------------------------------


def test_bots_play_whole_games_at_one_screen_from_their_views_alone():
    m = match(4, 5, "digital")
    bots = [SharpBot(GAME, 0, 5), DreamyBot(GAME, 1, 5), SharpBot(GAME, 2, 5), DreamyBot(GAME, 3, 5)]
    rng = Rng(1)
    while not m.finished:
        seat = m.to_act()[0]
        legal = m.legal_actions(seat)
        turn = BotTurn(GAME, seat, m.view(seat), legal, rng)
        action = bots[seat].choose(turn)
        assert action in legal
        m.play(seat, action)
        for i, bot in enumerate(bots):
            bot.observe(m.view(i))
    assert m.outcome() is not None and sum(m.outcome().scores) > 20


def test_a_bot_names_what_it_remembers_and_never_its_own_card():
    bot = SharpBot(GAME, 1, 0)
    bot.remember = 1.0
    m = match(3, 2, "digital")
    # play to the first guessing, showing the bot every view
    while m.state.phase != "guess":
        seat = m.to_act()[0]
        m.play(seat, m.legal_actions(seat)[0])
        bot.observe(m.view(1))
    story = bot.stories[(0, 1)]
    assert set(story) == set(m.state.slots[0][0]) | {c for h in m.state.hands for c in h}
    assert m.state.guesser == 1
    choice = bot.choose(BotTurn(GAME, 1, m.view(1), m.legal_actions(1), Rng(0)))
    own = m.state.hands[1][0]
    assert isinstance(choice, Name) and choice.picture in story and choice.picture != own


def test_every_part_of_the_package_loads(qapp):
    from boardgames_desktop.games import ids, part

    assert "eselsbruecke" in ids()
    assert part("eselsbruecke", "rules") is eselsbruecke.PACKAGE.load("rules")
    assert hasattr(part("eselsbruecke", "view"), "BoardView")
    assert hasattr(part("eselsbruecke", "view"), "ProjectorBoard")
    assert callable(part("eselsbruecke", "pnp").documents)
    assert callable(part("eselsbruecke", "simulate").lines)
    assert eselsbruecke.INFO.native_title == "驢橋" and eselsbruecke.INFO.seat_range() == (3, 6)


def test_bot_kinds_are_declared_for_the_launcher():
    # The three levels for the launcher, then the old guessers as reference kinds.
    assert [b.key for b in BOTS] == ["bot:easy", "bot:normal", "bot:hard", "bot:sharp", "bot:dreamy"]
    assert all(b.label and b.description for b in BOTS)
    assert eselsbruecke.PACKAGE.load("bots") == BOTS


@pytest.mark.parametrize("people", [3, 7, 12])
def test_simulate_prints_scores_penalties_speed_and_invariants(people):
    parser = cli.simulate_parser("eselsbruecke")  # the shared options, then the game's own
    out = io.StringIO()
    args = parser.parse_args(["--players", str(people), "--games", "3", "--seed", "4"])
    assert simulate.run("eselsbruecke", args, out, io.StringIO()) == 0
    text = out.getvalue()
    for word in ("picture cards a seat", "blockers a seat", "penalties a game", "games per second",
                 "0 failures"):
        assert word in text
    assert cli.main(["simulate", "eselsbruecke", "--players", "13"]) == 2
    # The old spelling of --bots still seats one kind everywhere.
    assert parser.parse_args(["--bot", "dreamy"]).bots == ("bot:dreamy",)


def test_the_about_box_credits_the_pictures(qapp):
    from boardgames_desktop.games.eselsbruecke import data
    from boardgames_desktop.ui.dialogs import about_markdown

    about = about_markdown()
    assert "eselsbruecke/pictures" in about and "OpenMoji" in about and "CC BY-SA 4.0" in about
    assert data.attribution() in about
