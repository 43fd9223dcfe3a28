"""File > Open with damaged saves of every game: a refused file shows "This file
cannot be opened" with its short reason and keeps the match on screen; a file
that loads is shown and playable (names from any script, undone and redoable
entries, the version 1 format). The 19 MB name is among them: refused, not hung.
"""

from __future__ import annotations

from pathlib import Path

from realsaves.damage import Variant, variants
from realsaves.samples import all_samples

from boardgames_desktop import games
from boardgames_desktop.core.errors import SaveError
from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.saves import SAVE_SUFFIX, load_match

from .conftest import settle

WAITING = 600_000  # a bot pause no test waits out: the bots of an opened match stay put
#: Files opened: refused ones of every kind with an expected reason, and loadable ones of every kind.
REFUSED_PER_KIND = 3
LOADING_PER_KIND = 5
LOADING = 30


def sample(scratch: Path) -> list[Variant]:
    """Refused variants of every kind, and up to LOADING that load, a few of every kind."""
    found = variants(all_samples(), budget=2000 // len(games.ids()))
    chosen: list[Variant] = [v for v in found if v.id.endswith("/size/name-19MB")]
    refused: dict[str, int] = {}
    loading: dict[str, int] = {}
    probe = scratch / ("probe" + SAVE_SUFFIX)
    for v in found:
        if v.expect is not None:
            if v.category != "size" and refused.get(v.category, 0) < REFUSED_PER_KIND:
                chosen.append(v)
                refused[v.category] = refused.get(v.category, 0) + 1
            continue
        if loading.get(v.category, 0) >= LOADING_PER_KIND or sum(loading.values()) >= LOADING:
            continue
        probe.write_bytes(v.make())
        try:
            load_match(probe, games.get_game)
        except SaveError:
            continue
        chosen.append(v)
        loading[v.category] = loading.get(v.category, 0) + 1
    probe.unlink()
    return chosen


def test_file_open_refuses_or_shows_every_damaged_save(qtbot, make_window, tmp_path):
    first = games.ids()[0]
    info = games.info(first)
    seats = [SeatSpec.single(f"P{i}") for i in range(len(info.seating(info.min_people)))]
    window = make_window(Match(games.get_game(first), seats, 1), autosave=False, bot_delay_ms=WAITING)
    shown = refused = 0
    for v in sample(tmp_path):
        path = tmp_path / (v.id.replace("/", "~")[:120] + SAVE_SUFFIX)
        path.write_bytes(v.make())
        try:
            expected: Match | None = load_match(path, games.get_game)
        except SaveError as exc:
            expected, reason = None, str(exc)
        before = window.match
        opened = window.open_file(path)
        assert opened == (expected is not None), v.id
        if expected is None:
            box = window.last_message
            assert box is not None and box.isVisible(), v.id
            assert reason in box.text() and len(box.text()) < 400, v.id
            box.accept()
            assert window.match is before, v.id
            refused += 1
        else:
            settle(qtbot, window)
            assert window.match.state == expected.state and window.status_text(), v.id
            assert window.windowTitle(), v.id
            shown += 1
        path.unlink()
    print(f"\nFile > Open: {shown} shown, {refused} refused")
    assert shown == LOADING and refused >= 20, (shown, refused)
    assert [p.name for p in tmp_path.iterdir()] == []  # nothing written beside them

