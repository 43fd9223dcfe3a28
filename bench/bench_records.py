"""Reading a public record back, strictly, beside the bare JSON parse of the same file.

For every registered game (and toy cards) a whole seeded game's record is read
as File > Open reads it: parsed, then every view checked against the game's
declared shape and every line against the app's messages
(``core.review.review_of_record``). Beside it: ``json.loads`` of the same
text alone. A game without a declared view shape yet is named and skipped.

Prints numbers; passes or fails nothing. Run: python bench/bench_records.py
"""

from __future__ import annotations

import json
import sys
import time

from benchpaths import add_helpers  # bench/ is this script's folder

add_helpers()

import pytest  # noqa: E402  (the toy's registration takes a MonkeyPatch)
from realsaves.records import finished  # noqa: E402
from toy import GAME_ID as TOY  # noqa: E402
from toy import registration  # noqa: E402

from boardgames_desktop import games  # noqa: E402
from boardgames_desktop.core.errors import SaveError  # noqa: E402
from boardgames_desktop.core.review import review_of_record  # noqa: E402

RUNS = 5


def best_ms(work, runs: int = RUNS) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append((time.perf_counter() - start) * 1000)
    return min(times)


def main() -> int:
    patch = pytest.MonkeyPatch()
    registration.register(patch)
    try:
        print(f"{'game':<14} {'steps':>6} {'KiB':>7} {'json.loads ms':>14} {'strict read ms':>15} {'x':>6}")
        for game_id in dict.fromkeys([*games.ids(), TOY]):
            record = finished(game_id)
            text = record.text
            frames = len(record.data["frames"])
            bare = best_ms(lambda t=text: json.loads(t))
            try:
                review_of_record(json.loads(text), games.get_game)
            except SaveError as exc:
                print(f"{game_id:<14} {frames:>6} {len(text.encode()) / 1024:>7.0f} {bare:>14.1f}   skipped: {exc}")
                continue
            strict = best_ms(lambda t=text: review_of_record(json.loads(t), games.get_game))
            ratio = strict / bare if bare else float("nan")
            print(f"{game_id:<14} {frames:>6} {len(text.encode()) / 1024:>7.0f} {bare:>14.1f} {strict:>15.1f} "
                  f"{ratio:>6.1f}")
    finally:
        registration.forget()
        patch.undo()
    return 0


if __name__ == "__main__":
    sys.exit(main())
