"""The phone page in a real browser: headless Chromium (Debian's ``chromium`` and
``chromium-driver``, which ``.ci/run`` installs) driven by Selenium. Two seats' pages
of a Hooky game and of an Eselsbrücke game night (host mode) and of Eselsbrücke at
one screen: each page draws its own seat's secret, a tap on the page plays that
seat's move, and after every change the DOM of every page is read for anything of
another seat's.

Where Chromium or its driver is missing the tests skip, except under ``.ci/run``
(``BGD_REQUIRE_BROWSER=1``), where a missing browser fails them: CI must not pass by
skipping the only test in a real browser."""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from boardgames_desktop import games
from boardgames_desktop.core.game import normal_kind
from boardgames_desktop.games.eselsbruecke.actions import TimeUp

from .helpers import Table

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
REQUIRED = os.environ.get("BGD_REQUIRE_BROWSER") == "1"

if CHROMIUM is None or DRIVER is None:
    if REQUIRED:
        raise RuntimeError("BGD_REQUIRE_BROWSER=1 but Chromium or chromedriver is not installed "
                           "(Debian: apt-get install chromium chromium-driver)")
    pytest.skip("headless Chromium and chromedriver are not installed", allow_module_level=True)

from selenium import webdriver  # noqa: E402  (only where a browser is there to drive)
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402


def new_browser(profile) -> Any:
    """A phone: headless Chromium at a phone's width, its own profile (its own cookies),
    with none of its background connections (the machine's network is closed)."""
    options = webdriver.ChromeOptions()
    assert CHROMIUM is not None and DRIVER is not None
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--no-first-run", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--disable-quic", "--window-size=360,780", f"--user-data-dir={profile}"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service(executable_path=DRIVER), options=options)


@pytest.fixture
def phones(tmp_path) -> Iterator[Callable[[], Any]]:
    made: list[Any] = []

    def make() -> Any:
        browser = new_browser(tmp_path / f"phone{len(made)}")
        browser.set_page_load_timeout(60)
        made.append(browser)
        return browser

    yield make
    for browser in made:
        browser.quit()


def until(check: Callable[[], Any], what: str, timeout: float = 15.0) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"the page never showed {what}")
        time.sleep(0.05)


def page_text(browser: Any) -> str:
    """Everything the page holds: its DOM (hidden parts too), not only what is drawn."""
    return str(browser.page_source)


def shows_view(browser: Any, table: Table, seat: int) -> bool:
    """The page drew the seat's newest phone message: its headline and its choices' labels."""
    message = table.bridge.message(seat)[1]
    source = page_text(browser)
    labels = [c["label"] for c in message["choices"]][:3]
    return message["name"] in source and all(label in source for label in labels)


def assert_no_leak(table: Table, pages: dict[int, Any]) -> None:
    for seat, browser in pages.items():
        until(lambda b=browser, s=seat: shows_view(b, table, s), f"seat {seat}'s newest view")
        source = page_text(browser)
        leaked = sorted(s for s in table.secrets_of_others(seat) if s in source)
        assert not leaked, f"seat {seat}'s page holds another seat's {leaked[:5]}"


def join(make: Callable[[], Any], table: Table, seat: int) -> Any:
    browser = make()
    browser.get(table.join_url(seat))
    until(lambda: shows_view(browser, table, seat), f"seat {seat}'s view after joining")
    return browser


def own_secret_shown(browser: Any, table: Table, seat: int) -> None:
    secret = table.bridge.message(seat)[1]["secret"]
    assert secret, f"seat {seat} holds something of its own"
    until(lambda: len(browser.find_elements(By.CSS_SELECTOR, "#secret li")) == len(secret),
          f"seat {seat}'s {len(secret)} secret items")
    items = browser.find_elements(By.CSS_SELECTOR, "#secret li")
    assert browser.find_element(By.ID, "secret-part").is_displayed()
    # Exactly the seat's own items, one a line (Hooky's letters are too short to be
    # searched for in the page's text: here no other seat's letter can hide).
    assert [item.text.splitlines()[0] for item in items] == [item["text"] for item in secret]


def tap_first_choice(browser: Any, table: Table, seat: int) -> None:
    """Tap the page's first move button, as a thumb would, and wait for the match to take it."""
    button = until(lambda: browser.find_elements(By.CSS_SELECTOR, "#choices button"), "a move button")[0]
    label = table.bridge.message(seat)[1]["choices"][0]["label"]
    assert button.text == label
    height = button.size["height"]
    assert height >= 44, f"a touch target of {height} px"
    before = len(table.match.entries)
    button.click()
    until(lambda: len(table.match.entries) > before, "the tap played")
    assert table.match.entries[before].actor == seat


def play_on(table: Table, moves: int, seed: int = 5) -> Iterator[int]:
    """Play the match on at the laptop, ``moves`` moves by Normal bots from the seats'
    own views (the clock's time-up where a guess waits for it); yields the actor."""
    from boardgames_desktop.core.game import BotTurn
    from boardgames_desktop.core.rng import Rng

    game, match = table.match.game, table.match
    kind = normal_kind(games.bots(table.match.game.info.id))
    bots = {seat: kind.factory(game, seat, seed + seat) for seat in range(len(match.seats))}
    rng = Rng(seed)
    for _ in range(moves):
        if match.finished:
            return
        actor = match.to_act()[0]
        legal = match.legal_actions(actor)
        if isinstance(legal, list) and TimeUp() in legal:
            action: Any = TimeUp()
        elif actor not in bots:  # the host's table (Eselsbrücke's host mode): its first choice
            assert isinstance(legal, list) and legal
            action = legal[0]
        else:
            action = bots[actor].choose(BotTurn(game, actor, match.view(actor), legal, rng))
        if table.session.is_human(actor):
            assert table.session.play_remote(actor, action) is None
        else:
            match.play(actor, action)
            table.bridge.refresh()
        yield actor


def test_hooky_two_seats_pages_keep_their_hands(phones):
    table = Table("hooky", 4, seed=3)
    try:
        pages = {seat: join(phones, table, seat) for seat in (0, 2)}
        for seat, browser in pages.items():
            own_secret_shown(browser, table, seat)
        assert_no_leak(table, pages)
        # The table plays on at the laptop: clues, questions, reveals and peeks; after
        # every change each page is read again, hidden parts of its DOM too.
        for _actor in play_on(table, 14):
            assert_no_leak(table, pages)
        for seat, browser in pages.items():
            own_secret_shown(browser, table, seat)
            # The letters on the page are the seat's own hand as its view holds it, no other.
            # (then what it saw when it peeked, each with where it saw it).
            hand = list(table.match.view(seat)["hand"])
            items = [i.text.splitlines()[0] for i in browser.find_elements(By.CSS_SELECTOR, "#secret li")]
            assert items[:len(hand)] == hand
    finally:
        table.close()


def test_eselsbruecke_host_night_pages_show_the_held_card_and_no_other(phones):
    table = Table("eselsbruecke", 4, seed=7, options={"mode": "host"})
    try:
        for _actor in play_on(table, 60):
            holders = [s for s in range(4) if table.match.view(s).get("hand")]
            if len(holders) >= 2:
                break
        holders = [s for s in range(4) if table.match.view(s).get("hand")][:2]
        assert len(holders) == 2, "two seats hold a card"
        pages = {seat: join(phones, table, seat) for seat in holders}
        for seat, browser in pages.items():
            own_secret_shown(browser, table, seat)
            picture = browser.find_elements(By.CSS_SELECTOR, "#secret img")
            assert picture and picture[0].size["width"] >= 200, "the card's picture is large"
        assert_no_leak(table, pages)
        for _actor in play_on(table, 12):
            assert_no_leak(table, pages)
    finally:
        table.close()


def test_eselsbruecke_a_tap_on_the_page_plays_the_seats_move(phones):
    table = Table("eselsbruecke", 4, seed=7, options={"mode": "digital"})
    try:
        for _actor in play_on(table, 60):
            if sum(bool(table.match.view(s).get("hand")) for s in range(4)) >= 3:
                break
        actor = table.match.to_act()[0]
        other = next(s for s in range(4) if s != actor and table.match.view(s).get("hand"))
        pages = {seat: join(phones, table, seat) for seat in (actor, other)}
        assert_no_leak(table, pages)
        for _ in range(3):
            actor = table.match.to_act()[0]
            if actor not in pages or not table.bridge.message(actor)[1]["choices"]:
                break
            tap_first_choice(pages[actor], table, actor)
            assert_no_leak(table, pages)
    finally:
        table.close()


def test_hooky_a_seat_types_its_clue_and_marks_its_worksheet_on_the_page(phones):
    table = Table("hooky", 4, seed=3)
    try:
        actor = table.match.to_act()[0]
        other = (actor + 1) % 4
        pages = {seat: join(phones, table, seat) for seat in (actor, other)}
        page = pages[actor]
        # The opening clue: typed into the form's field, sent with its button.
        word = until(lambda: page.find_elements(By.CSS_SELECTOR, "#forms input[type=text]"), "the word field")[0]
        assert word.size["height"] >= 44
        before = len(table.match.entries)
        word.send_keys("qqqqq")
        page.find_element(By.CSS_SELECTOR, "#forms button.send").click()
        notice = until(lambda: page.find_element(By.ID, "notice").text, "the rule's refusal")
        assert notice and len(table.match.entries) == before, "a word the rules refuse changes nothing"
        word = page.find_element(By.CSS_SELECTOR, "#forms input[type=text]")
        word.clear()
        word.send_keys(table.match.game.suggestions(table.match.state, actor, 1)[0].word.lower())
        page.find_element(By.CSS_SELECTOR, "#forms button.send").click()
        until(lambda: len(table.match.entries) > before, "the clue played")
        assert table.match.entries[before].actor == actor
        assert_no_leak(table, pages)
        # The other seat taps a cell of its worksheet: a ● there, on its page alone.
        sheet = pages[other]
        hand = table.match.view(other)["hand"]
        letter = next(ch for ch in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" if ch not in hand)
        row = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".index(letter)
        cell = sheet.find_elements(By.CSS_SELECTOR, "#sheet tbody tr")[row].find_elements(By.CSS_SELECTOR, "button")[1]
        assert cell.size["height"] >= 44 and cell.size["width"] >= 40
        count = len(table.match.entries)
        cell.click()
        until(lambda: len(table.match.entries) > count, "the mark played")
        assert table.match.entries[count].actor == other
        until(lambda: sheet.execute_script(
            "return document.querySelectorAll('#sheet tbody tr')[arguments[0]].querySelectorAll('button')[1]"
            ".textContent", row) == "●", "the mark on the page")
        assert "●" not in [b.text for b in page.find_elements(By.CSS_SELECTOR, "#sheet button.note")]
        assert_no_leak(table, pages)
        # The assist's switch shows what the clues prove, in its own look.
        sheet.find_element(By.ID, "help").click()
        assert sheet.find_element(By.ID, "help").is_selected()
    finally:
        table.close()
