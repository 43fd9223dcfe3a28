"""Python's cyclic collector runs on the GUI thread between events, never on a pool thread."""

from __future__ import annotations

import gc
import threading

from boardgames_desktop.core.gcpause import collect_if_due
from boardgames_desktop.ui.kit.collector import INTERVAL_MS, collector_of, install_collector
from boardgames_desktop.ui.kit.worker import Worker
from boardgames_desktop.ui.look import prepare_app


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def _cyclic_garbage(count: int) -> int:
    """Make ``count`` cycles and drop them: work that makes the automatic collector run."""
    for _ in range(count):
        _Cycle()
    return count


def test_a_prepared_app_turns_automatic_collection_off_and_has_one_collector(qapp):
    prepare_app(qapp)
    assert not gc.isenabled()
    first = collector_of(qapp)
    assert first is not None
    assert install_collector(qapp) is first  # idempotent: one timer, not two
    assert not gc.isenabled()


def test_the_timer_collects_cycles_on_the_gui_thread(qapp, qtbot):
    prepare_app(qapp)
    collector = collector_of(qapp)
    assert collector is not None
    found: list[tuple[str, int]] = []

    def note(phase: str, info: dict) -> None:
        if phase == "stop":
            found.append((threading.current_thread().name, info["collected"]))

    gc.callbacks.append(note)
    try:
        _cyclic_garbage(5 * gc.get_threshold()[0])  # well past generation 0's threshold
        checks = collector.checks
        qtbot.waitUntil(lambda: collector.checks > checks, timeout=4 * INTERVAL_MS)
    finally:
        gc.callbacks.remove(note)
    assert found, "the timer found a collection due and ran it"
    assert {name for name, _ in found} == {threading.main_thread().name}
    assert sum(collected for _, collected in found) > 0


def test_a_pool_thread_never_collects(qapp, qtbot):
    """A bot's or a hint's work on the pool thread makes garbage; with the app's
    collector, no collection runs on that thread (the crash this guards against:
    a cycle holding a Qt object freed in the middle of Qt's work)."""
    prepare_app(qapp)
    threads: list[str] = []

    def note(phase: str, info: dict) -> None:
        if phase == "start":
            threads.append(threading.current_thread().name)

    worker = Worker(threads=1, name="gc-test")
    answers: list[int] = []
    gc.callbacks.append(note)
    try:
        worker.run(_cyclic_garbage, 50 * gc.get_threshold()[0], on_done=answers.append)
        qtbot.waitUntil(lambda: bool(answers), timeout=10_000)
    finally:
        gc.callbacks.remove(note)
        worker.shutdown()
    assert answers
    assert all(name == threading.main_thread().name for name in threads), threads


def test_collect_if_due_collects_only_what_is_due():
    enabled = gc.isenabled()
    gc.disable()
    try:
        gc.collect()
        assert collect_if_due() == 0  # nothing allocated since: nothing due
        _cyclic_garbage(3 * gc.get_threshold()[0])
        assert gc.get_count()[0] > gc.get_threshold()[0]
        assert collect_if_due() > 0
        assert gc.get_count()[0] <= gc.get_threshold()[0]
    finally:
        if enabled:
            gc.enable()


def test_a_full_collection_waits_for_its_spacing_after_the_last_one():
    """With the oldest generation due, a full collection runs, and right after it (by
    the clock) the next due one is a younger generation's instead."""
    from boardgames_desktop.core import gcpause

    enabled = gc.isenabled()
    gc.disable()
    generations: list[int] = []

    def note(phase: str, info: dict) -> None:
        if phase == "start":
            generations.append(info["generation"])

    def oldest_due() -> None:
        for _ in range(gc.get_threshold()[2] + 1):  # each collection of generation 1 counts for 2
            gc.collect(1)
        _cyclic_garbage(3 * gc.get_threshold()[0])

    now = [1e12]  # far past any real clock's last full collection

    def clock() -> float:  # a second passes at every reading
        now[0] += 1.0
        return now[0]

    try:
        gc.callbacks.append(note)
        oldest_due()
        generations.clear()
        gcpause.collect_if_due(clock)
        assert generations == [2]
        oldest_due()
        generations.clear()
        gcpause.collect_if_due(clock)  # a second after a full collection that took one
        assert generations == [1]
        now[0] += 1e6
        oldest_due()
        generations.clear()
        gcpause.collect_if_due(clock)
        assert generations == [2]
    finally:
        gc.callbacks.remove(note)
        if enabled:
            gc.enable()
