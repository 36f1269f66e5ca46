"""Seats of a game in play changing hands: handed over to someone else, given to the computer
while a player is away, and taken back. `GameService.seats`."""

from __future__ import annotations

from ..feed import HANDED_OVER, REPLACED, RETURNED, SEATS, change_of
from ..players import LEVELS
from ..service_errors import ServiceError
from .clock import Timekeeper
from .tables import Tables
from .views import COMPUTER_MARK, Table


class Seats:
    """Who plays each seat: a person, someone he hands it to, or the computer."""

    def __init__(self, tables: Tables, clock: Timekeeper) -> None:
        self.tables = tables
        self.store = tables.store
        self.feed = tables.feed
        self.clock = clock

    async def hand_over(self, channel_id: int, by_user: int, from_user: int, to_user: int,
                        to_name: str, is_admin: bool) -> Table:
        """Give a seat of the game in play to someone else, who goes on from where it stands
        (a player who must leave, or one who has disappeared). The player himself, the host
        or an admin may do it; a host who hands over his seat hands over the hosting too.
        Errors: no_game, not_started, not_a_player (`from_user` has no seat), already_joined
        (`to_user` has one), not_host."""
        async with self.tables.held(channel_id):
            table, _ = await self.tables.playing(channel_id)
            if table.seat_of(from_user) is None:
                raise ServiceError("not_a_player", game_id=table.game_id)
            if table.seat_of(to_user) is not None:
                raise ServiceError("already_joined", game_id=table.game_id)
            if by_user not in (from_user, table.host_id) and not is_admin:
                raise ServiceError("not_host", game_id=table.game_id)
            former = table.names[table.seat_of(from_user)].removesuffix(f" {COMPUTER_MARK}")
            if not await self.store.move_seat(table.game_id, from_user, to_user, to_name):
                raise ServiceError("already_joined", game_id=table.game_id)
            if from_user == table.host_id:
                await self.store.set_host(table.game_id, to_user)
            self.tables.forget(table.game_id)  # the cached seats are out of date
            table, _ = await self.tables.playing(channel_id)
            self.feed.announce(change_of(SEATS, table, seat=table.seat_of(to_user), by=by_user,
                                         reason=HANDED_OVER, former=former))
            return table

    async def replace(self, channel_id: int, by_user: int, user: int, level: str,
                      is_admin: bool) -> Table:
        """Let the computer play a player's seat at `level` (he is away) until he takes it
        back. The host or an admin only. Errors: no_game, not_started, not_a_player, not_host,
        bad_option (an unknown level), computer_plays (it does already)."""
        if level not in LEVELS:
            raise ServiceError("bad_option", option="level")
        async with self.tables.held(channel_id):
            table, _ = await self.tables.playing(channel_id)
            if table.seat_of(user) is None or user < 0:
                raise ServiceError("not_a_player", game_id=table.game_id)
            if by_user != table.host_id and not is_admin:
                raise ServiceError("not_host", game_id=table.game_id)
            if not await self.store.set_computer(table.game_id, user, level, "person"):
                raise ServiceError("computer_plays", game_id=table.game_id)
            table, _ = await self.tables.playing(channel_id)
            self.feed.announce(change_of(SEATS, table, seat=table.seat_of(user), by=by_user,
                                         reason=REPLACED, level=level))
            await self.clock.sync_clocks(table)
            return table

    async def take_back(self, channel_id: int, by_user: int, user: int,
                        is_admin: bool) -> Table:
        """A player plays his seat again after the computer played it; he himself, the host
        or an admin may give it back. Errors: no_game, not_started, not_a_player, not_host,
        not_replaced (the computer does not play that seat)."""
        async with self.tables.held(channel_id):
            table, _ = await self.tables.playing(channel_id)
            if table.seat_of(user) is None or user < 0:
                raise ServiceError("not_a_player", game_id=table.game_id)
            if by_user not in (user, table.host_id) and not is_admin:
                raise ServiceError("not_host", game_id=table.game_id)
            if await self.clock.voted_out(table, table.seat_of(user)):
                raise ServiceError("voted_out", game_id=table.game_id)
            if table.seat_of(user) in table.computers:
                await self.clock.seat_returns(table, table.seat_of(user))
            if not await self.store.set_computer(table.game_id, user, None, "computer"):
                raise ServiceError("not_replaced", game_id=table.game_id)
            table, _ = await self.tables.playing(channel_id)
            self.feed.announce(change_of(SEATS, table, seat=table.seat_of(user), by=by_user,
                                         reason=RETURNED))
            await self.clock.sync_clocks(table)
            return table
