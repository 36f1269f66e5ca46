"""A decision or take-back from the web table, shown in Discord as a button's is: the same
lock of the game's messages, the same channel message, DMs and computer moves afterwards
(`bot.publisher.publish`, `bot.clicks.taken_back`). Without a bot (`prbot web` alone), only the
service is called: the bot process hears the change through the PostgreSQL change feed.
"""

from __future__ import annotations

import asyncio
import logging

from ..service import Outcome, Table

log = logging.getLogger(__name__)


class DiscordSide:
    def __init__(self, service, bot=None) -> None:
        self.service = service
        self.bot = bot
        self._showing: set[asyncio.Task] = set()

    def connected(self) -> bool | None:
        """Whether the bot is connected to Discord now (None: no bot here)."""
        if self.bot is None:
            return None
        return self.bot.is_ready() and not self.bot.is_closed()

    async def decide(self, table: Table, user: int, revision: int,
                     decisions: list[str]) -> Outcome:
        """`service.play.decide` (its ServiceError raised), then the channel and the DMs
        moved on in the background, the game's messages held meanwhile, as after a click:
        the page hears back without waiting for Discord."""
        if self.bot is None:
            return await self.service.play.decide(table.channel_id, user, revision, decisions)
        publisher = self.bot.publisher
        lock = publisher.locks[table.game_id]
        await lock.acquire()
        try:
            before = set(table.pending_users)
            outcome = await self.service.play.decide(table.channel_id, user, revision, decisions)
        except BaseException:
            lock.release()
            raise
        task = asyncio.get_running_loop().create_task(
            self._show(publisher, lock, outcome, before, user, len(decisions)))
        self._showing.add(task)
        task.add_done_callback(self._showing.discard)
        return outcome

    @staticmethod
    async def _show(publisher, lock: asyncio.Lock, outcome: Outcome, before: set[int],
                    user: int, decided: int) -> None:
        try:
            await publisher.publish(outcome, before=before, actor=user, decided=decided)
        except Exception:
            log.exception("game %s: a web decision is stored, showing it in Discord failed",
                          outcome.table.game_id)
        finally:
            lock.release()

    async def undo(self, table: Table, user: int) -> None:
        """`service.play.undo` (its ServiceError raised), its line in the channel."""
        if self.bot is None:
            await self.service.play.undo(table.channel_id, user)
        else:
            await self.bot.clicks.taken_back(table, user)

    async def close(self) -> None:
        """Let what is being shown in Discord finish."""
        if self._showing:
            await asyncio.gather(*self._showing, return_exceptions=True)
