"""Every game's phone description (``Game.phone``): built from the seat's view, its
choices legal, its words in both languages; and the page in the app's palette."""

from __future__ import annotations

import re
from importlib import resources

import pytest

from boardgames_desktop import games, theme
from boardgames_desktop.core.game import TABLE, Hidden, SeatSpec, TooMany
from boardgames_desktop.core.i18n import render, set_language
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.rng import Rng


def _people(game_id: str) -> int:
    info = games.info(game_id)
    return max(info.min_people, min(3, info.max_people))


@pytest.mark.parametrize("language", ["en", "zh_TW"])
@pytest.mark.parametrize("game_id", games.ids())
def test_every_choice_a_phone_offers_is_legal_and_plays(game_id, language):
    game = games.get_game(game_id)
    assert game is not None
    people = _people(game_id)
    options = {"mode": "digital"} if game_id == "eselsbruecke" else {}
    match = Match(game, [SeatSpec.single(f"P{i}") for i in range(people)], 11, options)
    rng = Rng(3)
    offered = held = 0
    set_language(language)
    try:
        for _ in range(80):
            if match.finished:
                break
            actor = match.to_act()[0]
            for seat in range(people):
                legal = match.legal_actions(seat)
                phone = game.phone(match.view(seat), seat, legal)
                for choice in phone.choices:
                    assert match.refusal(seat, choice.action) is None, (seat, choice)
                    assert render(choice.label, match.names).strip()
                for item in phone.secret:
                    assert render(item.text, match.names).strip()
                    held += 1
                assert all(render(line, match.names).strip() for line in phone.public)
                if seat != actor:
                    assert not phone.choices or not isinstance(legal, TooMany)
            phone = game.phone(match.view(actor), actor, match.legal_actions(actor)) if actor != TABLE else None
            if phone is not None and phone.choices:
                offered += 1
                match.play(actor, rng.choice(phone.choices).action)
            else:
                legal = match.legal_actions(actor)
                match.play(actor, rng.choice(legal) if isinstance(legal, list) else
                           game.suggestions(match.state, actor, 1)[0])
    finally:
        set_language("en")
    assert offered or held, "a phone offered moves, or showed a secret, at some point"
    if game.info.hidden is Hidden.PER_SEAT:
        assert held, "a seat's phone showed what it holds"


def test_the_page_uses_the_apps_palette():
    css = resources.files("boardgames_desktop.phones").joinpath("static", "phone.css").read_text("utf-8")
    colours = dict(re.findall(r"--([a-z-]+):\s*(#[0-9A-Fa-f]{6})", css))
    assert colours["paper"] == theme.PAPER
    assert colours["paper-deep"] == theme.PAPER_DEEP
    assert colours["ink"] == theme.INK
    assert colours["ink-soft"] == theme.INK_SOFT
    assert colours["highlight"] == theme.HIGHLIGHT
    assert colours["danger"] == theme.DANGER
    # Touch targets of 44 px or more, and nothing fetched from elsewhere.
    assert "min-height: 48px" in css
    for name in ("phone.html", "phone.css", "phone.js"):
        text = resources.files("boardgames_desktop.phones").joinpath("static", name).read_text("utf-8")
        assert "http://" not in text and "https://" not in text and "//cdn" not in text
