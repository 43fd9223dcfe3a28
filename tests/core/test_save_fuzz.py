"""Damaged saves of every registered game: refused with a short SaveError and
nothing written, or loaded and saved again to an equal match. Never anything else.

The default run checks about 2,000 variants (:data:`TOTAL`, shared by the
games); ``-m soak`` applies every systematic damage to every save and adds
more random damage.
"""

from __future__ import annotations

import json
import os
import time
from collections import Counter
from pathlib import Path

import pytest
from realsaves.damage import Variant, variants
from realsaves.samples import all_samples, fingerprint

from boardgames_desktop import games
from boardgames_desktop.core.errors import SaveError
from boardgames_desktop.core.game import TooMany
from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.saves import SAVE_SUFFIX, dumps, load_match, save_match

#: Damaged variants in the default run, shared by the registered games.
TOTAL = 2000
#: Random variants a game in the soak run gets on top of the systematic ones.
SOAK_RANDOM = 4000
#: A refusal a person reads: a sentence or two, never the file.
MAX_MESSAGE = 300


def folder_state(folder: Path) -> dict[str, tuple[int, int, int]]:
    """Name -> (size, mtime, inode) of everything in ``folder`` (cheap for a 19 MB file)."""
    out = {}
    for p in folder.iterdir():
        st = p.lstat()
        out[p.name] = (st.st_size, st.st_mtime_ns, st.st_ino)
    return out


def check(variant: Variant, folder: Path) -> str:
    """Load one variant from ``folder``; returns "refused" or "loaded", or fails."""
    path = folder / (variant.id.replace("/", "~")[:150] + SAVE_SUFFIX)
    path.write_bytes(variant.make())
    before = folder_state(folder)
    try:
        match = load_match(path, games.get_game)
    except SaveError as exc:
        message = str(exc)
        assert len(message) < MAX_MESSAGE, (variant.id, len(message), message[:400])
        assert "\n" not in message.strip(), (variant.id, message)
        assert folder_state(folder) == before, variant.id
        if variant.expect is not None:
            assert variant.expect in message, (variant.id, message)
        path.unlink()
        return "refused"
    assert variant.expect is None, f"{variant.id} loaded; expected a refusal saying {variant.expect!r}"
    assert folder_state(folder) == before, variant.id
    use(match)
    # Loaded means saveable: written to a file, read back, the same match.
    text = dumps(match)
    again = Match.from_dict(json.loads(text), games.get_game)
    assert fingerprint(again) == fingerprint(match), variant.id
    assert dumps(again) == text, variant.id
    copy = folder / "resaved.json"
    save_match(match, copy)
    assert fingerprint(load_match(copy, games.get_game)) == fingerprint(match), variant.id
    copy.unlink()
    path.unlink()
    return "loaded"


def use(match: Match) -> None:
    """What the window does with a loaded match: every viewer's log, the status,
    whose turn, what they may do, undo and redo, the outcome."""
    names = match.names
    for viewer in [None, *range(len(match.seats))]:
        for _entry, line in match.log_lines(viewer):
            assert isinstance(render(line, names), str)
        match.view(viewer)
    assert isinstance(render(match.status(), names), str)
    outcome = match.outcome()
    if outcome is not None:
        render(outcome.message, names)
    for actor in match.to_act():
        legal = match.legal_actions(actor)
        if isinstance(legal, TooMany):
            match.game.suggestions(match.state, actor, 5)
        match.can_undo(actor)
        match.can_redo(actor)
    match.can_undo()
    match.can_redo()


def run(found: list[Variant], folder: Path) -> Counter:
    tally: Counter = Counter()
    slowest = (0.0, "")
    for variant in found:
        start = time.perf_counter()
        try:
            result = check(variant, folder)
        except BaseException as exc:  # re-raised at once, naming the variant that failed
            exc.add_note(f"damaged variant: {variant.id}")
            raise
        slowest = max(slowest, (time.perf_counter() - start, variant.id))
        tally[variant.category, result] += 1
        tally[result] += 1
    assert list(folder.iterdir()) == []
    print(f"\n{len(found)} variants: {tally['refused']} refused, {tally['loaded']} loaded; "
          f"slowest {slowest[0]:.2f} s ({slowest[1]})")
    for (category, result), n in sorted((k, v) for k, v in tally.items() if isinstance(k, tuple)):
        print(f"  {category:<12} {result:<8} {n}")
    return tally


def test_damaged_saves_are_refused_cleanly_or_load_and_save_again(tmp_path):
    found = variants(all_samples(), budget=TOTAL // len(games.ids()))
    tally = run(found, tmp_path)
    # The damage really reached both outcomes and every kind of damage ran.
    assert tally["refused"] > len(found) // 2 and tally["loaded"] > 20, tally
    categories = {c for c, _ in (k for k in tally if isinstance(k, tuple))}
    assert {"type", "missing", "extra", "odd-text", "version", "encoding", "blank", "nesting", "huge",
            "name", "size", "other-game", "bytes", "truncate", "sequence", "flags"} <= categories


def test_every_game_has_its_share():
    found = variants(all_samples(), budget=TOTAL // len(games.ids()))
    per_game = Counter(next(g for g in games.ids() if v.id.startswith(g + "-")) for v in found)
    assert len(found) >= TOTAL and set(per_game) == set(games.ids())
    assert min(per_game.values()) >= TOTAL // len(games.ids()), per_game


@pytest.mark.soak
def test_soak_every_damage_on_every_save(tmp_path):
    seed = int(os.environ.get("FUZZ_SEED", "29"))
    run(variants(all_samples(), seed=seed, thorough=True, extra=SOAK_RANDOM), tmp_path)
