"""How long a phone waits for the table: from a seat's choice sent over the websocket to
the new view on every seat's phone, over this machine's loopback (issue: within 200 ms).

Four phones join an Eselsbrücke match at one screen; the seat to act taps its first
choice, again and again, until the cards are dealt; each round trip is timed from the
send to the moment the last of the four phones has its new view.

    python bench/bench_phones.py [--rounds 3]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time

import aiohttp

from boardgames_desktop import games
from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.table import TableSession
from boardgames_desktop.phones.bridge import PhoneBridge, run_locked
from boardgames_desktop.phones.server import PhoneServer

SEATS = 4


async def _round(seed: int) -> list[float]:
    game = games.get_game("eselsbruecke")
    assert game is not None
    match = Match(game, [SeatSpec.single(f"P{i}") for i in range(SEATS)], seed, {"mode": "digital"})
    session = TableSession(match)
    bridge = PhoneBridge(session, list(range(SEATS)), run_locked())
    server = PhoneServer(range(SEATS), bridge.handler())
    bridge.attach(server)
    host, port = server.start()
    base = f"http://{host}:{port}"
    times: list[float] = []
    clients, sockets, last = [], [], []
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
        while not any(match.view(s).get("hand") for s in range(SEATS)):
            actor = match.to_act()[0]
            before = len(match.entries)
            start = time.perf_counter()
            await sockets[actor].send_str(json.dumps({"type": "choose", "version": last[actor]["version"],
                                                      "choice": 0}))
            for seat, ws in enumerate(sockets):
                while True:
                    msg = json.loads((await ws.receive(timeout=5)).data)
                    if msg["type"] == "view" and msg["view"] == json.loads(json.dumps(match.view(seat))):
                        last[seat] = msg
                        break
            times.append((time.perf_counter() - start) * 1000)
            assert len(match.entries) == before + 1
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
    times: list[float] = []
    for seed in range(args.rounds):
        times += asyncio.run(_round(seed))
    times.sort()
    print(f"phones: {len(times)} choices, the new view on all {SEATS} phones after "
          f"median {statistics.median(times):.1f} ms, 95th percentile {times[int(len(times) * 0.95)]:.1f} ms, "
          f"slowest {times[-1]:.1f} ms (goal: 200 ms)")


if __name__ == "__main__":
    main()
