"""How long a phone waits for the table: from a seat's choice sent over the websocket to
the new view on every seat's phone, over this machine's loopback (issue: within 200 ms).

Four phones join an Eselsbrücke match at one screen; the seat to act taps its first
choice, again and again, until the cards are dealt. Four phones join a Hooky game and
play it to its end from their forms (the clue, each question, the guesses), another
seat tapping a mark on its worksheet after every move (its phone alone changes). Each
round trip is timed from the send to the moment the last phone that changed has its
new view (a Hooky phone's message carries its worksheet twice, with and without the
assist, worked out from its view on every change).

    python bench/bench_phones.py [--rounds 3]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time
from typing import Any

import aiohttp

from boardgames_desktop import games
from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.table import TableSession
from boardgames_desktop.games.hooky.actions import Ask, GuessHands, GuessTruants, OpeningClue
from boardgames_desktop.phones.bridge import PhoneBridge, run_locked
from boardgames_desktop.phones.server import PhoneServer

SEATS = 4


def _eselsbruecke_move(match: Match, last: dict[str, Any], actor: int) -> dict[str, Any]:
    return {"type": "choose", "version": last["version"], "choice": 0}


def _hooky_move(match: Match, last: dict[str, Any], actor: int) -> dict[str, Any]:
    """The seat's move as its phone sends it: the form the suggested action fills in."""
    action = match.game.suggestions(match.state, actor, 1)[0]
    keys = [f["key"] for f in last["forms"]]
    if isinstance(action, OpeningClue):
        key, values = "clue", {"word": action.word}
    elif isinstance(action, Ask):
        key, values = "ask", {"target": str(action.target), "word": action.word}
    elif isinstance(action, GuessTruants):
        key, values = f"truants{action.round}", {"letters": action.letters}
    else:
        assert isinstance(action, GuessHands), action
        fields = next(f["fields"] for f in last["forms"] if f["key"] == "hands")
        key, values = "hands", {f["key"]: action.guesses[int(f["key"][4:])] for f in fields}
    return {"type": "form", "version": last["version"], "form": keys.index(key), "values": values}


def _hooky_mark(last: dict[str, Any], turn: int) -> dict[str, Any] | None:
    """A tap on a free cell of the seat's worksheet (a different one each turn), or None."""
    sheet = last.get("sheet")
    free = [c["tap"] for row in (sheet or {}).get("cells", []) for c in row if c["tap"] is not None]
    if not free:
        return None
    return {"type": "choose", "version": last["version"], "choice": free[(turn * 7) % len(free)]}


async def _round(game_id: str, seed: int, options: dict[str, Any]) -> list[float]:
    game = games.get_game(game_id)
    assert game is not None
    match = Match(game, [SeatSpec.single(f"P{i}") for i in range(SEATS)], seed, options)
    session = TableSession(match)
    bridge = PhoneBridge(session, list(range(SEATS)), run_locked())
    server = PhoneServer(range(SEATS), bridge.handler())
    bridge.attach(server)
    host, port = server.start()
    base = f"http://{host}:{port}"
    times: list[float] = []
    clients: list[aiohttp.ClientSession] = []
    sockets: list[aiohttp.ClientWebSocketResponse] = []
    last: list[dict[str, Any]] = []
    hooky = game_id == "hooky"

    async def timed(seat: int, data: dict[str, Any]) -> None:
        before = len(match.entries)
        shown = [m["view"] for m in last]
        start = time.perf_counter()
        await sockets[seat].send_str(json.dumps(data))
        # The seat's own view changes with its every move (a mark too): it comes first.
        while True:
            msg = json.loads((await sockets[seat].receive(timeout=5)).data)
            assert msg["type"] == "view", msg
            last[seat], shown[seat] = msg, msg["view"]
            if len(match.entries) > before:
                break
        for s, ws in enumerate(sockets):
            want = json.loads(json.dumps(match.view(s)))
            while want != shown[s]:
                msg = json.loads((await ws.receive(timeout=5)).data)
                if msg["type"] == "view":
                    last[s], shown[s] = msg, msg["view"]
        times.append((time.perf_counter() - start) * 1000)
        assert len(match.entries) == before + 1, "the move was played"

    try:
        for seat in range(SEATS):
            http = aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True))
            clients.append(http)
            path = server.join_path(seat)
            async with http.get(base + str(path), allow_redirects=False):
                pass
            ws = await http.ws_connect(base + "/socket")
            sockets.append(ws)
            last.append(json.loads((await ws.receive(timeout=5)).data))
        turn = 0
        while not match.finished and (hooky or not any(match.view(s).get("hand") for s in range(SEATS))):
            actor = match.to_act()[0]
            await timed(actor, (_hooky_move if hooky else _eselsbruecke_move)(match, last[actor], actor))
            turn += 1
            other = (actor + 1) % SEATS
            mark = _hooky_mark(last[other], turn) if hooky and not match.finished else None
            if mark is not None:
                await timed(other, mark)
    finally:
        for ws in sockets:
            await ws.close()
        for http in clients:
            await http.close()
        server.stop()
        bridge.close()
        session.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="matches played (default 3)")
    args = parser.parse_args()
    for game_id, options, what in (("eselsbruecke", {"mode": "digital"}, "choices"),
                                   ("hooky", {}, "forms and worksheet taps")):
        times: list[float] = []
        for seed in range(args.rounds):
            times += asyncio.run(_round(game_id, seed, options))
        times.sort()
        print(f"phones, {game_id}: {len(times)} {what}, the new view on every phone that changed after "
              f"median {statistics.median(times):.1f} ms, 95th percentile {times[int(len(times) * 0.95)]:.1f} ms, "
              f"slowest {times[-1]:.1f} ms (goal: 200 ms)")


if __name__ == "__main__":
    main()
