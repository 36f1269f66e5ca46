"""`prbot run` (the bot), `prbot sync` (publish the slash commands to Discord) and `prbot
ratings rebuild` (every server's ratings again from the stored games)."""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
from contextlib import contextmanager
from datetime import timedelta

from .. import heap
from .arguments import cli_text

DEFAULT_DB = "./prbot.sqlite3"
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
# Seconds between tries to log in while Discord cannot be reached: doubling, up to the second.
FIRST_WAIT, LONGEST_WAIT = 5, 300

log = logging.getLogger(__name__)


def add_commands(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("run")
    add_db_option(p)
    p.add_argument(
        "--remind-hours", type=float, default=os.environ.get("PRBOT_REMIND_HOURS", "24"),
    )
    p.add_argument("--shards", metavar="RANGE")
    p.add_argument("--shard-count", type=int, metavar="N")
    p.add_argument("--web", type=listen_address, metavar="HOST:PORT")
    p.add_argument("--review-workers", type=review_workers, metavar="N",
                   default=os.environ.get("PRBOT_REVIEW_WORKERS", "1"))
    p.set_defaults(run=run)

    p = subparsers.add_parser("web")
    add_db_option(p)
    p.add_argument("--listen", type=listen_address, default="127.0.0.1:8080",
                   metavar="HOST:PORT")
    p.set_defaults(run=web_alone)

    p = subparsers.add_parser("sync")
    add_db_option(p)
    p.add_argument("--guild", type=int, metavar="ID")
    p.set_defaults(run=sync)

    ratings = subparsers.add_parser("ratings").add_subparsers(dest="action", required=True)
    p = ratings.add_parser("rebuild")
    add_db_option(p)
    p.add_argument("--guild", type=int, metavar="ID")
    p.set_defaults(run=rebuild_ratings)


def add_db_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--db", default=os.environ.get("PRBOT_DB", DEFAULT_DB),
    )


def token() -> str:
    value = os.environ.get("DISCORD_TOKEN", "").strip()
    if not value:
        print(cli_text("cli-no-token"), file=sys.stderr)
        raise SystemExit(2)
    return value


@contextmanager
def store_faults():
    """A database the bot cannot use (CannotOpen, CannotConnect, NewerSchema) ends the command
    with its operator's message and no traceback (nor the password of its URL)."""
    from ..store import CannotConnect, CannotOpen, NewerSchema

    try:
        yield
    except CannotConnect as fault:
        print(cli_text(f"cli-connect-{fault.reason}", url=fault.url, name=fault.name,
                       detail=fault.detail), file=sys.stderr)
        raise SystemExit(1) from None
    except CannotOpen as fault:
        print(cli_text(f"cli-open-{fault.reason}", path=fault.path, detail=fault.detail),
              file=sys.stderr)
        raise SystemExit(1) from None
    except NewerSchema as newer:
        print(cli_text("cli-open-newer", found=newer.found, known=newer.known), file=sys.stderr)
        raise SystemExit(1) from None


def logged_in(coro_fn):
    """Run a coroutine that opens the database and logs in; a database the bot cannot use
    (`store_faults`), or a token Discord refuses, ends with a clear message and no traceback."""
    import discord

    try:
        with store_faults():
            return asyncio.run(coro_fn())
    except discord.LoginFailure:
        print(cli_text("cli-bad-token"), file=sys.stderr)
        raise SystemExit(2) from None


async def start(bot, secret: str, sleep=asyncio.sleep) -> None:
    """Log in, then stay connected. Once connected, discord.py reconnects by itself with
    growing waits (`connect(reconnect=True)`); but a login that cannot reach Discord is raised
    at once, so it is tried again here, waiting longer each time, with one log line a try."""
    import discord

    wait = FIRST_WAIT
    while True:
        try:
            await bot.login(secret)
            break
        except (OSError, TimeoutError, discord.DiscordServerError) as exc:
            log.warning(cli_text("cli-no-network", seconds=wait,
                                 reason=str(exc) or type(exc).__name__))
            await forget_session(bot)
            await sleep(wait)
            wait = min(wait * 2, LONGEST_WAIT)
    await bot.connect(reconnect=True)


async def forget_session(bot) -> None:
    """Close the failed login's HTTP session; the next login opens a fresh one (closing a
    session closes its connector, which discord.py would otherwise reuse)."""
    from discord.utils import MISSING

    await bot.http.close()
    bot.http.connector = MISSING


def listen_address(text: str) -> tuple[str, int]:
    """HOST:PORT (the host may be empty: every address), for argparse."""
    host, _, port = text.rpartition(":")
    if not port.isdigit() or not 0 < int(port) < 65536:
        raise argparse.ArgumentTypeError(cli_text("cli-bad-listen", address=text))
    return host.strip("[]") or "0.0.0.0", int(port)


def review_workers(text: str) -> int:
    """How many worker processes make the reviews (0: none), for argparse."""
    if not text.strip().isdigit():
        raise argparse.ArgumentTypeError(cli_text("cli-bad-review-workers", count=text))
    return int(text)


def web_url() -> str | None:
    """The live table's public address (PRBOT_WEB_URL), None when it is not served."""
    return os.environ.get("PRBOT_WEB_URL", "").strip().rstrip("/") or None


async def open_bot(db: str, remind_hours: float = 0, executor=None, shards=None,
                   web: tuple[str, int] | None = None, review_workers: int = 0):
    """A bot on the service of the database `db` (an SQLite file, created if missing, or a
    PostgreSQL URL), holding `shards` (None: all); the computer players think in `executor`
    (None: threads); the live table served on `web` (HOST, PORT) beside it, if given; the
    reviews of ended games made by `review_workers` processes (started by `run`)."""
    from ..discord_ui.client import bot_for
    from ..links.tokens import Links
    from ..service import GameService
    from ..store import open_store
    from ..web.activity import activity_from_env

    store = await open_store(db)
    remind_every = timedelta(hours=remind_hours) if remind_hours > 0 else None
    service = GameService(store, executor=executor, shards=shards,
                          review_workers=review_workers)
    await service.connect_feed(db)
    bot = bot_for(service, remind_every)
    bot.clock_ticks = True  # the game clock's loop (tests tick it by hand)
    bot.table_links = Links(store, web_url())
    bot.guide_url = os.environ.get("PRBOT_GUIDE_URL", "").strip() or None
    bot.offers_activity = bot.table_links.served and activity_from_env() is not None
    if web is not None:
        from ..web.app import WebServer

        bot.web = WebServer(service, bot, *web)
    return bot, store


def shards_of(args: argparse.Namespace):
    """The shards `--shards` and `--shard-count` name (None: one process for all); exits with
    a clear message if they do not make a range of shards."""
    from ..shards import Shards

    if args.shards is None and args.shard_count is None:
        return None
    try:
        return Shards.parse(args.shards or "", args.shard_count or 0)
    except ValueError:
        print(cli_text("cli-bad-shards", shards=args.shards or "",
                       count=args.shard_count or 0), file=sys.stderr)
        raise SystemExit(2) from None


def thinking_process():
    """A process of its own for the computer players' search, so that a second of thinking
    never takes the event loop's core (started fresh, not forked from the running bot)."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    return ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))


def run(args: argparse.Namespace) -> int:
    shards = shards_of(args)
    secret = token()
    logging.basicConfig(level=logging.INFO, format=LOG_FORMAT)
    heap.limit_arenas()  # before any thread: a bot that runs for months (bot/heap.py)

    async def main() -> None:
        executor = thinking_process()
        try:
            bot, store = await open_bot(args.db, args.remind_hours, executor, shards,
                                        args.web, args.review_workers)
            try:
                await bot.service.reviews.start()  # what a restart left queued, then each end
                async with bot:
                    await start(bot, secret)
            finally:
                await bot.service.reviews.stop()
                await bot.service.feed.close()
                await store.close()
        finally:
            executor.shutdown(cancel_futures=True)

    try:
        logged_in(main)
    except KeyboardInterrupt:
        pass
    return 0


def web_alone(args: argparse.Namespace) -> int:
    """The live table without the bot, on its database: decisions go through the service,
    and the bot's process shows them in Discord when it hears them (PostgreSQL's change
    feed: on SQLite, run the table inside the bot with `prbot run --web` instead)."""
    from ..service import GameService
    from ..store import open_store
    from ..web.app import WebServer

    logging.basicConfig(level=logging.INFO, format=LOG_FORMAT)

    async def main() -> None:
        store = await open_store(args.db, create=False)
        service = GameService(store)
        await service.connect_feed(args.db)
        server = WebServer(service, None, *args.listen)
        try:
            await server.start()
            await asyncio.Event().wait()  # until the process is stopped
        finally:
            await server.stop()
            await service.feed.close()
            await store.close()

    try:
        with store_faults():
            asyncio.run(main())
    except KeyboardInterrupt:
        pass
    return 0


def sync(args: argparse.Namespace) -> int:
    secret = token()
    logging.basicConfig(level=logging.INFO)

    async def main() -> list:
        bot, store = await open_bot(args.db)
        try:
            async with bot:
                await bot.login(secret)  # runs setup_hook: the cogs and the translator
                return await sync_tree(bot, args.guild)
        finally:
            await store.close()

    commands = logged_in(main)
    if args.guild:
        print(cli_text("cli-synced-guild", count=len(commands), guild=str(args.guild)))
    else:
        print(cli_text("cli-synced-everywhere", count=len(commands)))
    return 0


async def sync_tree(bot, guild_id: int | None) -> list:
    import discord

    if guild_id is None:
        return await bot.tree.sync()
    guild = discord.Object(guild_id)
    bot.tree.copy_global_to(guild=guild)
    return await bot.tree.sync(guild=guild)


def rebuild_ratings(args: argparse.Namespace) -> int:
    """Rate again, from nothing, the finished games of every server (or of one) from their
    records and decision logs. A game that ends while it runs keeps the rating it got only
    if it ended before the rebuild read the games: run it with the bot stopped, or again."""
    from ..community.service import Community
    from ..store import open_store

    async def main() -> dict[int, int]:
        store = await open_store(args.db, create=False)
        try:
            return await Community(store).rebuild(args.guild)
        finally:
            await store.close()

    with store_faults():
        rated = asyncio.run(main())
    for guild, games in sorted(rated.items()):
        print(cli_text("cli-ratings-rebuilt", guild=str(guild), games=games))
    if not rated:
        print(cli_text("cli-ratings-none"))
    return 0
