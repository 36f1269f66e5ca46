"""What the channels are owed: what a stored change could not show yet, made good later.

After a restart (`on_ready`'s pass), the games whose last decision was stored but whose
message was never brought up to date get it and their DMs, a game that ended so its final
message and story, and the computer goes on where it was thinking. After a store error that
followed a decision (a full disk, a database that cannot be reached), what the decision still
owes — the live message's record, the DMs, the computer's move — is kept as a `Debt`, paid by
the clock loop's next pass (`settle_all`).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from bot.retrying import Retrying
from bot.service import Table
from bot.service_errors import ServiceError

log = logging.getLogger(__name__)


@dataclass
class Debt:
    """What a stored decision still owes its game, its write or a later one having failed (a
    full disk, a database that cannot be reached): the live message brought up to date and
    recorded, the DMs to the players it waits on but those `spared`, the computer's move.
    Paid by the clock loop's next pass (`Debts.settle_all`); after a restart, by `catch_up`."""

    channel_id: int
    revision: int  # the game's revision it was owed at: a take-back never brings it back
    seq: int  # the decision counter then, which a take-back and a new decision can repeat
    spared: set[int]  # no DM for them: waited on already, mentioned, or the one who decided
    shown: int | None = None  # the live message Discord shows, its record owed


class Debts:
    """What the channels are owed (module docstring); the publisher's `debts`."""

    def __init__(self, publisher) -> None:
        self.publisher = publisher
        self.bot = publisher.bot
        self.service = publisher.service
        self.caught_up = False  # on_ready fires again after every reconnection
        self.catching_up = Retrying("the pass after start-up")
        self.owed: dict[int, Debt] = {}  # game id -> what its last decision still owes

    async def on_ready(self) -> None:
        """Games whose last decision was stored but whose message was never updated (the bot
        stopped in between) get it, and their pings, now; a game that ended so gets its final
        message and its story."""
        if self.caught_up:
            return
        self.caught_up = True
        await self.catching_up.until_done(self.catch_up)

    async def catch_up(self) -> None:
        """`on_ready`'s pass; done again from the start while it fails (a database that
        cannot be reached yet): what it did already is not listed a second time."""
        for game_id, channel_id in await self.service.recovery.unprompted_games():
            try:
                table = await self.service.tables.table(channel_id)
            except ServiceError:
                log.warning("game %s cannot be loaded to post its prompts", game_id)
                continue
            if table.game_id == game_id:
                await self.publisher.refresh(table)
        for game_id, _ in await self.service.recovery.unposted_endings():
            await self.post_ending(game_id)
        # The computer may have been thinking when the bot stopped: it goes on now.
        for game_id, channel_id in await self.service.recovery.games_with_computers():
            try:
                table = await self.service.tables.table(channel_id)
            except ServiceError:
                continue
            if table.game_id == game_id and table.computer_pending is not None:
                await self.publisher.play_on(table)

    async def post_ending(self, game_id: int) -> None:
        """A game that ended while the bot stopped before posting its end: its final message
        (scores, each player's rating change as the store keeps it) and its story, as they
        would have been."""
        try:
            table = await self.service.recovery.ended_table(game_id)
        except ServiceError:
            log.warning("game %s cannot be loaded to post its end", game_id)
            return
        async with self.publisher.locks[game_id]:
            posted = await self.publisher.refresh_held(table)
            self.publisher.forget_game(game_id)
        if posted:  # else both come at the next start, the story after the scores
            channel = self.bot.get_partial_messageable(table.channel_id,
                                                       guild_id=table.guild_id)
            await self.publisher.pictures.post_story(table, channel)

    def owe(self, table: Table, spared: set[int], shown: int | None = None) -> None:
        """Keep what a game's stored decision still owes (`Debt`); a second failure at the
        same decision spares only those both spare."""
        debt = self.owed.get(table.game_id)
        if debt is not None and debt.revision == table.revision:
            spared, shown = spared & debt.spared, shown or debt.shown
        self.owed[table.game_id] = Debt(table.channel_id, table.revision, table.seq,
                                        set(spared), shown)

    async def settle_all(self) -> None:
        """The clock loop's pass: every game's debt paid, or kept for the next pass."""
        for game_id in list(self.owed):
            debt = self.owed.pop(game_id)
            try:
                await self.settle(game_id, debt)
            except Exception:
                self.owed.setdefault(game_id, debt)
                raise

    async def settle(self, game_id: int, debt: Debt) -> None:
        """A game's live message brought up to date and recorded, the DMs it owes, and the
        computer's moves; for a game that ended, its final message and story. A decision
        taken since has posted and pinged for itself: only the computer may be owed then."""
        async with self.publisher.locks[game_id]:
            try:
                table = await self.service.tables.table(debt.channel_id)
            except ServiceError:
                table = None
            if table is not None and table.game_id == game_id:
                spared = debt.spared if table.revision == debt.revision \
                    else set(table.pending_users)
                await self.publisher.refresh_held(table, spared)
        if table is not None and table.game_id == game_id:
            await self.publisher.play_on(table)
            return
        if debt.shown is not None:  # its final message is out: only its record is owed
            await self.service.players.set_prompt_message(game_id, debt.shown, debt.seq)
        elif (game_id, debt.channel_id) in await self.service.recovery.unposted_endings():
            await self.post_ending(game_id)
