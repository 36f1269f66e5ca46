"""What a player's page of his games (/me) costs the server while it is open: it asks /api/me
every `me.REFRESH` seconds, and each asking reads his seats and his games.

    PYTHONPATH=. python scripts/bench_games_page.py --games 10 --asks 300

Builds an SQLite store in a temporary folder with one player seated at `--games` games in play
on as many servers (he hosts every third), serves the live table's real app on loopback, and
asks /api/me `--asks` times as the page does, then /healthz as often (one trivial query: the
floor of any request, measured in the same run). Prints each one's p50 and p95 in ms, their
ratio, and what the pages cost at that pace: the share of one core 1 000 open pages take.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

from aiohttp.test_utils import TestClient, TestServer

from bot.links.tokens import Signer
from bot.service import GameService
from bot.store import open_store
from bot.web.app import web_app
from bot.web.me import REFRESH

PLAYER, OTHERS = 100, (101, 102)
KEY = Signer(b"the bench's key")


async def seated(service: GameService, games: int) -> None:
    """The player at `games` games in play, each in a channel of a server of its own; he
    hosts every third, so he chooses its first role only where he is the Governor."""
    for number in range(games):
        channel, guild = 1000 + number, 5000 + number
        host, *guests = (PLAYER, *OTHERS) if number % 3 == 0 else (*OTHERS, PLAYER)
        await service.lobby.new_lobby(channel, guild, host, f"P{host}", "classic", "en")
        for user in guests:
            await service.lobby.join(channel, user, f"P{user}")
        await service.lobby.start(channel, host)


def figures(times: list[float]) -> tuple[float, float]:
    ordered = sorted(times)
    return statistics.median(ordered) * 1000, ordered[int(0.95 * (len(ordered) - 1))] * 1000


async def timed(client: TestClient, path: str, asks: int) -> list[float]:
    times = []
    for _ in range(asks):
        started = time.perf_counter()
        answer = await client.get(path)
        await answer.read()
        assert answer.status == 200, answer.status
        times.append(time.perf_counter() - started)
    return times


async def bench(games: int, asks: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = await open_store(str(Path(folder) / "bench.sqlite3"))
        service = GameService(store, seed_source=lambda: 7)
        await seated(service, games)
        listed = await service.own_games.of(PLAYER)
        async with TestClient(TestServer(web_app(service, signer=KEY))) as client:
            token = KEY.games(PLAYER, int(time.time()))
            await timed(client, f"/api/me?t={token}", 5)  # the games loaded into the cache
            me = figures(await timed(client, f"/api/me?t={token}", asks))
            floor = figures(await timed(client, "/healthz", asks))
        await service.feed.close()
        await store.close()
    print(f"{games} games in play ({len(listed.waiting)} waiting on him), {asks} asks each")
    print(f"/api/me   p50 {me[0]:.2f} ms  p95 {me[1]:.2f} ms")
    print(f"/healthz  p50 {floor[0]:.2f} ms  p95 {floor[1]:.2f} ms  (one trivial query)")
    print(f"ratio of the p50s: {me[0] / floor[0]:.1f}")
    share = 1000 / REFRESH * me[0] / 1000
    print(f"1 000 pages open, asking every {REFRESH} s: {1000 / REFRESH:.0f} asks a second, "
          f"{share:.0%} of one core at the p50")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--asks", type=int, default=300)
    options = parser.parse_args()
    asyncio.run(bench(options.games, options.asks))


if __name__ == "__main__":
    sys.exit(main())
