"""Damaged public records of every registered game (and toy cards): each is refused with one
short sentence, or reads back to a review whose every line renders, in English and in
Chinese, without an exception. Drawing the accepted ones is ``tests/ui/test_open_records.py``.

A real game's records open only once the game declares the shape of its public view
(``Game.public_view_shape``); until then they are all refused, and the tests of that game
that need a record to open fail (``test_genuine_records_read_back``, and the expected
refusals naming a step). The default run checks about :data:`BUDGET` variants a game;
``-m soak`` applies every systematic damage to every record, with more random damage.
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import pytest
from realsaves.damage import Variant
from realsaves.records import ISSUE, all_records, finished, records, variants
from toy import GAME_ID as TOY
from toy import registration

from boardgames_desktop import games
from boardgames_desktop.core.errors import SaveError
from boardgames_desktop.core.i18n import render, set_language
from boardgames_desktop.core.review import RECORD_SUFFIX, Review, review_of_record
from boardgames_desktop.core.saves import read_save_data

from .test_view_shapes import _damaged, _public_views

#: Variants a game in the default run.
BUDGET = 260
#: A refusal a person reads: one short sentence, never the file.
MAX_MESSAGE = 200
GAME_IDS = [*games.ids(), TOY]


@pytest.fixture(autouse=True)
def toy_too(monkeypatch):
    """Toy cards among the registered games (its records' messages readable, as a game's are)."""
    registration.register(monkeypatch)
    yield
    registration.forget()


def read(variant: Variant, folder: Path) -> Review | str:
    """The review a variant reads back to, or the refusal's words."""
    path = folder / ("record" + RECORD_SUFFIX)
    path.write_bytes(variant.make())
    try:
        return review_of_record(read_save_data(path), games.get_game)
    except SaveError as exc:
        return str(exc)
    finally:
        path.unlink()


def use(review: Review) -> None:
    """What the review window reads of a review, in both languages: every line, the outcome."""
    for language in ("en", "zh_TW"):
        set_language(language)
        try:
            for i in range(len(review)):
                assert isinstance(review.text(i), str)
            if review.outcome is not None:
                assert isinstance(render(review.outcome, review.names), str)
        finally:
            set_language("en")


def check(variant: Variant, folder: Path) -> str:
    found = read(variant, folder)
    if isinstance(found, str):
        assert len(found) <= MAX_MESSAGE and "\n" not in found, (variant.id, len(found), found[:300])
        if variant.expect is not None:
            assert variant.expect in found, (variant.id, found)
        return "refused"
    assert variant.expect is None, f"{variant.id} opened; expected a refusal saying {variant.expect!r}"
    use(found)
    return "opened"


def run(found: list[Variant], folder: Path) -> Counter:
    tally: Counter = Counter()
    for variant in found:
        try:
            result = check(variant, folder)
        except BaseException as exc:
            exc.add_note(f"damaged record: {variant.id}")
            raise
        tally[variant.category, result] += 1
        tally[result] += 1
    print(f"\n{len(found)} records: {tally['refused']} refused, {tally['opened']} opened")
    for (category, result), n in sorted((k, v) for k, v in tally.items() if isinstance(k, tuple)):
        print(f"  {category:<12} {result:<8} {n}")
    return tally


@pytest.mark.parametrize("rules", ["toy.rules:GAME", "toy.leaky:LEAKY_SWAP", "toy.leaky:LEAKY_STATUS"])
def test_the_test_games_shapes_fit_their_public_views_and_no_damaged_one(rules, monkeypatch):
    """What ``tests/core/test_view_shapes.py`` checks of the real games, for toy cards and its
    leaky variants (whose records carry the leak they declare)."""
    import random

    registration.register(monkeypatch, rules)
    game = games.get_game(TOY)
    rng = random.Random(rules)
    for seed in range(6):
        seats, views = _public_views(TOY, seed)
        shape = game.public_view_shape(seats)
        for view in views:
            shape.check(view)
        for view in rng.sample(views, min(4, len(views))):
            for damaged in _damaged(view, rng):
                assert not shape.fits(damaged), sorted(set(damaged) ^ set(view))
    if rules.endswith("STATUS"):
        assert any("current_hand" in v for v in views)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_genuine_records_read_back(game_id):
    """Needs the game's declared view shape: a real record must open, whole, to its outcome."""
    for record in [*records(game_id), finished(game_id)]:
        review = review_of_record(record.data, games.get_game)
        assert len(review) == len(record.data["frames"]), record.name
        use(review)
    assert review.outcome is not None


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_damaged_records_are_refused_in_a_sentence_or_read_back(game_id, tmp_path):
    own = records(game_id)
    others = [r for other in GAME_IDS if other != game_id for r in records(other)[-1:]]
    found = [v for v in variants(own + others, budget=BUDGET) if v.id.startswith(game_id + "-")]
    tally = run(found, tmp_path)
    assert tally["refused"] > len(found) // 2 and tally["opened"] > 10, tally
    categories = {c for c, _ in (k for k in tally if isinstance(k, tuple))}
    assert {"type", "missing", "extra", "header", "seats", "frames", "other-game", "msgid", "line", "nesting",
            "huge", "size", "issue", "bytes"} <= categories, categories


def test_the_issues_records_are_among_them():
    own = records(TOY)
    found = {v.id.rsplit("/", 1)[1] for v in variants(own + records(games.ids()[0])[-1:]) if v.category == "issue"}
    assert set(ISSUE) <= found, found


@pytest.mark.soak
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_soak_every_damage_on_every_record(game_id, tmp_path):
    seed = int(os.environ.get("FUZZ_SEED", "31"))
    found = variants(all_records(GAME_IDS), budget=3000, seed=seed, thorough=True)
    run([v for v in found if v.id.startswith(game_id + "-")], tmp_path)


def test_with_lines_taken_on_trust_the_issues_msgids_break_rendering(monkeypatch, tmp_path):
    # The planted defect: a line reader that takes any message id as it is.
    from boardgames_desktop.core import review as review_module
    from boardgames_desktop.core.i18n import Text

    monkeypatch.setattr(review_module.LineReader, "line", lambda self, data: Text(data["msgid"]))
    own = records(TOY)
    found = [v for v in variants(own + records(games.ids()[0])[-1:])
             if v.category == "issue" and "msgid" in v.id and v.id.startswith(TOY)]
    assert len(found) == 4
    for variant in found:
        with pytest.raises((AssertionError, KeyError, ValueError)):
            check(variant, tmp_path)
