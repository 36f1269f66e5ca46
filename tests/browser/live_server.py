"""The live table's real server for the browser tests: `bot.web.app.web_app` on a real
`GameService` (SQLite in the test's folder), in a thread with its own event loop, listening on
a free port of 127.0.0.1. With `discord=True` the real bot runs on the same service through the
offline Discord (bot/offline), so a button pressed there reaches the open pages as in
production. The test's thread runs anything on the server's loop with `call`."""

from __future__ import annotations

import asyncio
import random
import threading
import time
from concurrent.futures import Future

from bot.links.tokens import Signer
from bot.service import GameService, Table
from bot.store import open_store
from bot.web.app import web_app
from bot.web.keys import HUB
from renderer.samples import choose

KEY = Signer(b"the browser tests' key")
CHANNEL, GUILD = 10, 1
NAMES = ("Ana", "Bruno", "Chiara", "Diego", "Elena")
USERS = tuple(100 + index for index in range(len(NAMES)))
WATCHER = 555


class LiveServer:
    """A game of `players` started in a channel, played by the samples' policy until
    `until(game)` holds, and the live table's app on it."""

    def __init__(self, folder, players: int = 3, *, lang: str = "en", theme: str = "classic",
                 expansions: tuple[str, ...] = (), seed: int = 1, until=None,
                 discord: bool = False) -> None:
        self.folder, self.players, self.lang, self.theme = folder, players, lang, theme
        self.expansions, self.seed, self.until, self.discord = expansions, seed, until, discord
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.url = ""
        self.harness = None
        self.channel = CHANNEL

    # ------------------------------------------------------------ the loop
    def call(self, work, timeout: float = 60):
        """`await work()` on the server's loop; its result."""
        future: Future = asyncio.run_coroutine_threadsafe(work(), self.loop)
        return future.result(timeout)

    def __enter__(self) -> LiveServer:
        self.thread.start()
        self.call(self._start, timeout=300)
        return self

    def __exit__(self, *exc) -> None:
        self.call(self._stop)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()

    async def _start(self) -> None:
        self.store = await open_store(str(self.folder / "games.sqlite3"))
        self.service = GameService(self.store, seed_source=lambda: self.seed)
        bot = None
        if self.discord:
            bot = await self._discord()
        else:
            await self._lobby()
        await self._advance()
        self.game_id = (await self.table()).game_id
        self.bot = bot
        await self._serve(KEY, 0)

    async def _serve(self, signer: Signer, port: int) -> None:
        """The live table's app on 127.0.0.1:`port` (0: a free one), signing with `signer`."""
        from aiohttp import web

        self.app = web_app(self.service, self.bot, signer=signer)
        self.runner = web.AppRunner(self.app, shutdown_timeout=0.5)
        await self.runner.setup()
        await web.TCPSite(self.runner, "127.0.0.1", port).start()
        self.url = f"http://127.0.0.1:{self.runner.addresses[0][1]}"

    def restart(self, signer: Signer) -> None:
        """The server stopped (its sockets told to go) and started again on its port, signing
        with `signer`: as a restart with another PRBOT_WEB_SECRET."""
        async def restarting():
            port = self.runner.addresses[0][1]
            await self.runner.cleanup()
            await self._serve(signer, port)

        self.call(restarting)

    async def _lobby(self) -> None:
        host, *guests = USERS[:self.players]
        await self.service.lobby.new_lobby(self.channel, GUILD, host, NAMES[0], self.theme,
                                           self.lang, expansions=self.expansions)
        for user in guests:
            await self.service.lobby.join(self.channel, user, NAMES[USERS.index(user)])
        await self.service.lobby.start(self.channel, host)

    async def _discord(self):
        """The real bot on the offline Discord, its game opened with /pr new, join, start."""
        from bot.discord_ui.client import PuertoRicoBot
        from bot.offline.harness import Harness
        from bot.offline.recorder import CHANNEL_ID

        self.channel = CHANNEL_ID
        bot = PuertoRicoBot(self.service)
        bot.render_board = lambda *args, **kwargs: [b"\x89PNG board"]  # not looked at here
        bot.render_player = lambda *args, **kwargs: b"\x89PNG player"
        h = self.harness = await Harness(bot).start()
        host, *guests = USERS[:self.players]
        await h.command(host, "new", theme=self.theme, language=self.lang,
                        players=self.players)
        for user in guests:
            await h.command(user, "join")
        await h.command(host, "start")
        return bot

    async def _advance(self) -> None:
        rng = random.Random(self.seed)
        while self.until is not None and not self.until((await self.table()).game):
            await self._play_one(rng)  # ServiceError("no_game"): it ended first

    async def _play_one(self, rng: random.Random) -> None:
        table = await self.table()
        seat = rng.choice(table.game.pending())
        decision = choose(rng, table.game.legal(seat))
        await self.service.play.decide(self.channel, table.seats[seat], table.revision,
                                       [decision])

    def finish(self) -> None:
        """The game played on to its end by the samples' policy."""
        async def finishing():
            rng = random.Random(self.seed)
            while (await self.store.game(self.game_id)).status == "playing":
                await self._play_one(rng)

        self.call(finishing, timeout=300)

    def replay(self) -> str:
        """The address of the game's replay."""
        return f"{self.url}/replay?r={KEY.replay(self.game_id)}"

    async def _stop(self) -> None:
        await self.runner.cleanup()
        if self.harness is not None:
            await self.harness.bot.close()
        await self.service.feed.close()
        await self.store.close()

    # ------------------------------------------------------------ the game
    async def table(self) -> Table:
        return await self.service.tables.table(self.channel)

    def game(self) -> Table:
        return self.call(self.table)

    def user(self, seat: int) -> int:
        return self.game().seats[seat]

    def revision(self) -> tuple[int, bool]:
        """The game's revision, and whether it is over (an open or a finished game)."""
        async def reading():
            row = await self.store.game(self.game_id)
            return row.revision, row.status == "finished"

        return self.call(reading)

    def finished_record(self) -> list[tuple[int, str]]:
        """The decisions of the finished game."""
        async def reading():
            return (await self.service.recovery.ended_table(self.game_id)).record.decisions

        return self.call(reading)

    def press_role_button(self, user: int, role: str) -> None:
        """`user` presses a role's button on the channel's live message (offline Discord);
        what the bot does next goes on in the background."""
        from bot.l10n import localizer

        async def pressing():
            live = self.harness.recorder.live_prompts()[-1]
            label = localizer(self.lang).role(role)
            button = next(c["custom_id"] for c in live.components if c.get("label") == label)
            await self.harness.click(user, live, button, settle=False)

        self.call(pressing)

    def link(self, user: int, at: int | None = None) -> str:
        """A link for `user` to the game, signed at `at` (now)."""
        return KEY.link(user, self.game().game_id, int(at or time.time()))

    def decide(self, user: int, decisions: list[str]) -> None:
        """A decision taken elsewhere (a button, /pr play) at the game's revision."""
        async def deciding():
            table = await self.table()
            await self.service.play.decide(self.channel, user, table.revision, decisions)

        self.call(deciding)

    def drop_sockets(self) -> None:
        """Every open socket closed by the server, as a restart or a lost network does."""
        async def dropping():
            for clients in list(self.app[HUB].games.values()):
                for client in list(clients):
                    await client.ws.close()

        self.call(dropping)
