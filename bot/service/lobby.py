"""The lobby: a game opened in a channel, players joining and leaving, the host starting it or
cancelling it (in play too), and a game put in play as a given record stands (the terminal's).
`GameService.lobby`."""

from __future__ import annotations

import random
from collections.abc import Callable

from .. import feed
from ..feed import STARTED, change_of
from ..game import BadSetup, Game, IllegalDecision
from ..game.components import THEMES
from ..game.record import Record
from ..game.setup import Setup
from ..l10n import LANGUAGES, localizer
from ..players import LEVELS
from ..service_errors import ServiceError
from ..store import ChannelBusy
from .clock import Timekeeper
from .clock_reading import CLOCK, clock_settings
from .tables import Tables, _Loaded, snapshot_of
from .views import EXPANSIONS, MAX_PLAYERS, MIN_PLAYERS, Lobby, Outcome, outcome_of


class Lobbies:
    """Opening, joining, leaving, starting and cancelling a channel's game."""

    def __init__(self, tables: Tables, clock: Timekeeper,
                 seed_source: Callable[[], int]) -> None:
        self.tables = tables
        self.store = tables.store
        self.feed = tables.feed
        self.clock = clock
        self.seed_source = seed_source

    async def new_lobby(
        self,
        channel_id: int,
        guild_id: int,
        host_id: int,
        host_name: str,
        theme: str,
        lang: str,
        max_players: int = MAX_PLAYERS,
        options: dict | None = None,
        expansions: tuple[str, ...] = (),
        computers: tuple[str, ...] = (),
        clock: dict | None = None,
    ) -> Lobby:
        """Open a lobby in a channel with its host seated, and a seat for each computer player
        of `computers` (their levels). Errors: game_exists, bad_theme, bad_language,
        bad_max_players (also
        when the computers leave no room for the host), bad_option (only `show_vp` may be
        chosen, and the options of the expansions chosen, e.g. `buildings` with
        `new_buildings`; an unknown expansion or level too)."""
        if theme not in THEMES:
            raise ServiceError("bad_theme", theme=theme, themes=list(THEMES))
        if lang not in LANGUAGES:
            raise ServiceError("bad_language", lang=lang, languages=list(LANGUAGES))
        if not MIN_PLAYERS <= max_players <= MAX_PLAYERS or len(computers) >= max_players:
            raise ServiceError("bad_max_players", max_players=max_players)
        if any(level not in LEVELS for level in computers):
            raise ServiceError("bad_option", option="level")
        chosen = dict(options or {})
        game_options = {"auto_forced": True, "show_vp": bool(chosen.pop("show_vp", False))}
        game_options.update(chosen)
        try:  # the expansions and their options, as the engine will take them
            trial = Setup(players=("", ""), seed=0, theme=theme, options=game_options,
                          expansions=expansions)
        except BadSetup as exc:
            raise ServiceError("bad_option", option=exc.field) from exc
        for key in set(chosen) - set(trial.expansion_options()):  # auto_forced is not a choice
            raise ServiceError("bad_option", option=key)
        if trial.expansions:
            game_options = {**trial.options, EXPANSIONS: list(trial.expansions)}
        if clock:  # the pace, the computer's level, absences
            try:
                game_options[CLOCK] = clock_settings(**clock)
            except ValueError as exc:
                raise ServiceError("bad_option", option=str(exc)) from exc
        async with self.tables.held(channel_id):
            try:
                await self.store.create_lobby(
                    channel_id, guild_id, host_id, host_name, theme, lang, max_players,
                    game_options,
                )
            except ChannelBusy as exc:
                raise ServiceError("game_exists", channel_id=channel_id) from exc
            row = await self.tables.open_row(channel_id)
            loc = localizer(lang, theme)
            for number, level in enumerate(computers, start=1):
                name = loc.text("computer-name", number=number, level=loc.text(f"level-{level}"))
                await self.store.add_seat(row.id, -number, name, computer=level)
            return await self.tables.lobby(row)

    async def join(self, channel_id: int, user_id: int, name: str) -> Lobby:
        """Sit a player at the channel's lobby. Errors: no_game, already_started,
        already_joined, full."""
        async with self.tables.held(channel_id):
            row = await self.tables.lobby_row(channel_id)
            lobby = await self.tables.lobby(row)
            if any(player == user_id for player, _ in lobby.players):
                raise ServiceError("already_joined", game_id=row.id)
            if len(lobby.players) >= row.max_players:
                raise ServiceError("full", game_id=row.id, max_players=row.max_players)
            await self.store.add_seat(row.id, user_id, name)
            return await self.tables.lobby(row)

    async def leave(self, channel_id: int, user_id: int) -> Lobby:
        """Take a player out of the channel's lobby. A leaving host hands the lobby to the
        next player who joined; the last player leaving cancels it (`Lobby.cancelled`).
        Errors: no_game, already_started, not_joined."""
        async with self.tables.held(channel_id):
            row = await self.tables.lobby_row(channel_id)
            if not await self.store.remove_seat(row.id, user_id):
                raise ServiceError("not_joined", game_id=row.id)
            lobby = await self.tables.lobby(row)
            people = [user for user, _ in lobby.players if user > 0]  # not the computers
            if not people:
                await self.store.set_status(row.id, "cancelled", ("lobby",))
                lobby.cancelled = True
            elif user_id == row.host_id:
                lobby.host_id = people[0]
                await self.store.set_host(row.id, lobby.host_id)
            return lobby

    async def start(self, channel_id: int, user_id: int) -> Outcome:
        """Start the channel's lobby: seats shuffled and the seed drawn from `seed_source`.
        Host only. Errors: no_game, already_started, not_host, too_few_players."""
        async with self.tables.held(channel_id):
            row = await self.tables.lobby_row(channel_id)
            if user_id != row.host_id:
                raise ServiceError("not_host", game_id=row.id)
            players = (await self.tables.lobby(row)).players
            if len(players) < MIN_PLAYERS:
                raise ServiceError("too_few_players", game_id=row.id, min_players=MIN_PLAYERS)
            seed = self.seed_source()
            random.Random(seed).shuffle(players)
            options = dict(row.options)
            options.pop(CLOCK, None)
            setup = Setup(
                players=tuple(name for _, name in players), seed=seed, theme=row.theme,
                options=options, expansions=tuple(options.pop(EXPANSIONS, ())),
            )
            game = Game.new(setup)
            record = Record(setup)
            seating = [user for user, _ in players]
            if not await self.store.start_game(
                row.id, seating, record.to_json(), snapshot_of(game, 0)
            ):
                raise ServiceError("already_started", game_id=row.id)
            self.tables.remember(row.id, _Loaded(game, record, 0, seating,
                                                 [n for _, n in players]))
            table, _ = await self.tables.of_row(await self.tables.open_row(channel_id))
            self.feed.announce(change_of(STARTED, table, game.opening_events))
            banks = await self.clock.sync_clocks(table)
            await self.clock.pending_view(table, banks)
            return outcome_of(table, list(game.opening_events))

    async def seat_record(self, channel_id: int, guild_id: int | None, record: Record,
                          users: list[int], lang: str, computers: dict[int, str] | None = None,
                          submissions: list[int] | None = None) -> Outcome:
        """A game put in play as a given record stands: its setup is the game (no shuffle, no
        seed drawn), `users[seat]` plays each seat (a negative id where the computer plays,
        at the level `computers[seat]` gives), and its decisions are stored submission by
        submission (`submissions`: how many decisions each holds; one each if not given), so
        that a take-back takes back what it did before. A terminal's game is played through
        the service so. Errors: game_exists, illegal (a record that does not replay)."""
        computers = computers or {}
        setup = record.setup
        options = {**setup.options, **({EXPANSIONS: list(setup.expansions)}
                                       if setup.expansions else {})}
        async with self.tables.held(channel_id):
            try:  # the first seat hosts: the lobby seats him
                await self.store.create_lobby(channel_id, guild_id, users[0], setup.players[0],
                                              setup.theme, lang, len(users), options)
            except ChannelBusy as exc:
                raise ServiceError("game_exists", channel_id=channel_id) from exc
            row = await self.tables.open_row(channel_id)
            for seat, user in enumerate(users[1:], start=1):
                await self.store.add_seat(row.id, user, setup.players[seat],
                                          computer=computers.get(seat))
            game, played = Game.new(setup), Record(setup)
            await self.store.start_game(row.id, users, played.to_json(), snapshot_of(game, 0))
            if 0 in computers:  # a seated seat, once started
                await self.store.set_computer(row.id, users[0], computers[0], only_if=None)
            for size in submissions or [1] * len(record.decisions):
                await self._store_submission(row.id, game, played, record, size, computers)
            table, _ = await self.tables.of_row(await self.tables.open_row(channel_id))
            self.feed.announce(change_of(STARTED, table, () if record.decisions
                                         else game.opening_events))
            banks = await self.clock.sync_clocks(table)
            await self.clock.pending_view(table, banks)
            return outcome_of(table, [])

    async def _store_submission(self, game_id: int, game: Game, played: Record, record: Record,
                                size: int, computers: dict[int, str]) -> None:
        """The next `size` decisions of `record` played onto `game` and `played` and stored
        as one submission of the seat that took them."""
        seq = len(played.decisions)
        seat = record.decisions[seq][0]
        for _, decision in record.decisions[seq:seq + size]:
            try:
                played.play(game, seat, decision)
            except IllegalDecision as exc:
                raise ServiceError(exc.code, decision=decision, reason=exc.reason,
                                   legal=exc.legal) from exc
        new_seq = len(played.decisions)
        await self.store.save_decisions(game_id, seq, new_seq, played.to_json(),
                                        snapshot_of(game, new_seq), finished=game.is_over,
                                        by=(seat, seat in computers))

    async def cancel(self, channel_id: int, user_id: int, is_admin: bool,
                     by_name: str = "") -> None:
        """Cancel the channel's open game, in the lobby or in play. The host or an admin only
        (`by_name`: his name, as the feed's change says it). Errors: no_game, not_host."""
        async with self.tables.held(channel_id):
            row = await self.tables.open_row(channel_id)
            if user_id != row.host_id and not is_admin:
                raise ServiceError("not_host", game_id=row.id)
            table, _ = await self.tables.of_row(row)
            if await self.store.cancel_game(row.id):
                table.status = "cancelled"
                self.feed.announce(feed.cancelled(
                    table, by=user_id, by_name=by_name,
                    reason=feed.BY_HOST if user_id == row.host_id else feed.BY_ADMIN))
            self.tables.forget(row.id)
