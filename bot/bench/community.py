"""How long `/pr leaderboard` and `/pr stats` take on a server with many finished games, beside
the table's pictures in the same run.

`prbot bench community [--games 500] [--runs 20] [--cold-runs 3] [--seed 1]` stores `--games`
finished games of 2 to 5 of twelve players (random decisions; a third of them with the 1897
names, a quarter with the Nobles: three pages of the leaderboard) in a temporary SQLite file,
each with its decision log, and rates them as `prbot ratings rebuild` does (timed once). Then
it times, as the commands do them (the median wall-clock time of each):

- the table's pictures of a late 5-player game (`prbot bench render`'s): the baseline;
- the leaderboard's picture and a player's statistics picture, drawn alone;
- the leaderboard: the page's ratings, names and trends read from the store, its text and its
  picture drawn;
- a player's statistics, his text and his picture, with the game summaries in the cache (as
  once the bot has answered one `/pr stats` or rated a game since it started);
- the same with an empty cache, as the first `/pr stats` after a start: every finished game
  the player played replayed (`--cold-runs` times).
"""

from __future__ import annotations

import asyncio
import dataclasses
import random
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from ..community.ratings import ALL
from ..community.service import Community
from ..discord_ui import community as words
from ..game.record import Record
from ..game.simulate import random_game
from ..l10n import localizer
from ..store import SqliteStore
from . import bench_parser

GUILD = 1
PLAYERS = 12  # the server's players: user ids 1 to 12


def finished_game(index: int, rng: random.Random) -> tuple[list[int], Record]:
    """The players (user ids by seat) and record of the server's `index`-th game."""
    users = rng.sample(range(1, PLAYERS + 1), rng.randint(2, 5))
    expansions = ("nobles",) if index % 4 == 3 else ()
    record = random_game(len(users), rng.getrandbits(31), expansions=expansions).record
    if index % 3 == 2:  # the same game with the 1897 names: a page of its own
        record = Record(dataclasses.replace(record.setup, theme="1897"), record.decisions)
    return users, record


async def store_game(store: SqliteStore, channel: int, users: list[int],
                     record: Record) -> None:
    """A finished game as the bot stores it: lobby, seats, start, every decision logged."""
    setup = record.setup
    game_id = await store.create_lobby(channel, GUILD, users[0], f"Player {users[0]}",
                                       setup.theme, "en", len(users), {})
    for user in users[1:]:
        await store.add_seat(game_id, user, f"Player {user}")
    await store.start_game(game_id, users, Record(setup).to_json(), None)
    await store.save_decisions(game_id, 0, len(record.decisions), record.to_json(), None,
                               finished=True, by=(0, False))


def median_ms(times: list[float]) -> str:
    return f"median {statistics.median(times) * 1000:.1f} ms (min {min(times) * 1000:.1f}, " \
           f"max {max(times) * 1000:.1f})"


async def timed(work: Callable[[], Awaitable[object]], runs: int) -> list[float]:
    """Seconds each of `runs` calls of `work()` took, after one untimed call."""
    await work()
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        await work()
        times.append(time.perf_counter() - started)
    return times


async def measure(store: SqliteStore, args) -> None:
    from bot.discord_ui.community import leaderboard_picture
    from cogs.community import stats_picture
    from renderer import render_board
    from renderer.leaderboard import render_leaderboard
    from renderer.stats import render_stats

    from .render import late_game

    loc = localizer("en")
    community = Community(store)
    started = time.perf_counter()
    rated = await community.rebuild(GUILD)
    print(f"{args.games} finished games, {rated.get(GUILD, 0)} rated, pages: "
          f"{', '.join(await store.rating_pools(GUILD))}; ratings rebuilt in "
          f"{time.perf_counter() - started:.1f} s")
    user = 1

    async def table() -> None:
        render_board(game, "en")

    async def leaderboard() -> None:
        board = await community.leaderboard(GUILD, ALL)
        words.leaderboard_text(board, user, "User1", loc)
        render_leaderboard(leaderboard_picture(board, user, loc))

    async def stats(of: Community) -> None:
        found = await of.stats(GUILD, user)
        words.stats_lines(found, loc)
        render_stats(stats_picture(found, loc))

    async def pictures() -> None:
        render_leaderboard(leaderboard_picture(board, user, loc))
        render_stats(stats_picture(found, loc))

    game = late_game(5, 5)
    board, found = await community.leaderboard(GUILD, ALL), await community.stats(GUILD, user)
    rows = [("the table's pictures, 5 players (the baseline)", await timed(table, args.runs)),
            ("the leaderboard's and the statistics' pictures alone",
             await timed(pictures, args.runs)),
            ("/pr leaderboard: read, text and picture", await timed(leaderboard, args.runs)),
            ("/pr stats, summaries cached: read, text and picture",
             await timed(lambda: stats(community), args.runs)),
            (f"/pr stats, the first after a start (his {found.overall.games} games replayed)",
             await timed(lambda: stats(Community(store)), args.cold_runs))]
    for what, times in rows:
        print(f"{what}: {median_ms(times)}")


async def run(args) -> None:
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as folder:
        store = await SqliteStore.open(str(Path(folder) / "bench.sqlite3"))
        try:
            for index in range(args.games):
                await store_game(store, 1000 + index, *finished_game(index, rng))
            await measure(store, args)
        finally:
            await store.close()


def main(argv: list[str] | None = None) -> int:
    parser = bench_parser("community")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--cold-runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    asyncio.run(run(parser.parse_args(argv)))
    return 0
