"""Play: a player's decisions checked, applied and stored under the game's lock, a take-back,
and the computer's turns (thought out away from the event loop). `GameService.play`.

Each change stored here (a decision, a take-back, a game ended) goes out on the change feed
once the game's lock is let go (bot/feed/)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import Executor

from ..community.service import Community
from ..feed import DECIDED, ENDED, UNDONE, change_of
from ..game import Game, IllegalDecision
from ..game.record import Record
from ..players import decide_in_a_row, seat_seed
from ..service_errors import ServiceError
from ..store import NotSaved, revision_step
from .clock import Timekeeper
from .tables import Tables, _Loaded, rated, snapshot_of
from .views import Outcome, Table, outcome_of

# What a click stands for in the game as it stands: (revision to decide at, decisions)
Choose = Callable[[Table], tuple[int | None, list[str]]]


def revised(table: Table, new_seq: int) -> int:
    """The revision a table's game has once its record is stored at `new_seq`, as the store
    counts it (`Store.save_decisions`)."""
    return table.revision + revision_step(table.seq, new_seq)


class Play:
    """Decisions, take-backs and the computer's turns."""

    def __init__(self, tables: Tables, clock: Timekeeper, community: Community,
                 executor: Executor | None = None) -> None:
        self.tables = tables
        self.store = tables.store
        self.feed = tables.feed
        self.clock = clock
        self.community = community
        self.executor = executor  # where computer players think; None: the loop's threads

    async def legal(self, channel_id: int, user_id: int) -> list[str]:
        """The decisions a player may take now in the channel's game: those he is asked, and
        the free ones he may take unasked (the Guest House's guests)."""
        async with self.tables.held(channel_id):
            table, loaded = await self.tables.playing(channel_id)
            seat = table.seat_of(user_id)
            if seat is None:
                raise ServiceError("not_a_player", game_id=table.game_id)
            return loaded.game.legal(seat) + loaded.game.free(seat)

    async def decide(
        self, channel_id: int, user_id: int, revision: int | None, decisions: list[str]
    ) -> Outcome:
        """Apply one or several decisions of a player at once (several: e.g. a whole Mayor
        arrangement), all or nothing, and store them in one write.

        `revision` is the game's revision the decisions were chosen at (None: whatever is
        current); it never comes back once left, take-backs included (the decision counter
        does). Errors: no_game, not_started, stale (args: revision, the current one),
        not_a_player, not_your_turn, illegal (args: decision, reason, legal), game_over,
        not_saved (the database refused the write: nothing changed)."""
        return await self.decide_chosen(channel_id, user_id, lambda _: (revision, decisions))

    async def decide_chosen(self, channel_id: int, user_id: int, choose: Choose) -> Outcome:
        """`decide`, with what a click stands for read from the game as it stands under its
        lock: `choose(table)` gives the revision and the decisions, or refuses the click by
        raising (its exception goes to the caller, nothing changed). The game is read once,
        under one lock, for the check and for the decision."""
        async with self.tables.held(channel_id):
            table, loaded = await self.tables.playing(channel_id)
            revision, decisions = choose(table)
            if revision is not None and revision != table.revision:
                raise ServiceError("stale", game_id=table.game_id, revision=table.revision)
            seat = table.seat_of(user_id)
            if seat is None:
                raise ServiceError("not_a_player", game_id=table.game_id)
            if seat in table.computers:
                raise ServiceError("computer_plays", game_id=table.game_id)
            return await self._store_decisions(table, loaded, seat, decisions)

    async def _store_decisions(self, table: Table, loaded: _Loaded, seat: int,
                               decisions: list[str], by_computer: bool = False) -> Outcome:
        """Apply a seat's decisions to a copy, store them (with who took them), then make the
        copy the game; a finished game is rated."""
        game, record, events = self._tried(loaded, seat, decisions)
        new_seq = len(record.decisions)
        try:
            stored = await self.store.save_decisions(
                table.game_id, table.seq, new_seq, record.to_json(), snapshot_of(game, new_seq),
                finished=game.is_over, by=(seat, by_computer), revision=table.revision,
            )
        except NotSaved as exc:  # the game stays as it was: the same decision may come again
            raise ServiceError("not_saved", game_id=table.game_id) from exc
        if not stored:  # another writer moved the game on: reload it next time
            self.tables.forget(table.game_id)
            raise ServiceError("stale", game_id=table.game_id, revision=table.revision)
        table.revision = revised(table, new_seq)
        if game.is_over:
            self.tables.forget(table.game_id)
        else:
            self.tables.remember(table.game_id, _Loaded(
                game, record, new_seq, table.seats, table.names, by_computer, len(decisions),
                table.revision))
        table.game, table.record, table.seq = game, record, new_seq
        table.last_by_computer, table.last_submission = by_computer, len(decisions)
        table.status = "finished" if game.is_over else "playing"
        self.feed.announce(change_of(ENDED if game.is_over else DECIDED, table, events, seat))
        banks = await self.clock.sync_clocks(table)
        if game.is_over:
            table.rating_changes = await rated(self.community, table.game_id)
            table.voted_out = await self.clock.voted_out_rounds(table)
        await self.clock.pending_view(table, banks)
        return outcome_of(table, events)

    async def undo(self, channel_id: int, user_id: int) -> tuple[Outcome, list[str]]:
        """Take back the player's last submission whole (one decision, or a whole Mayor
        arrangement submitted in one click), if the engine allows it for all of it
        (`Game.undo_refusal`): the record keeps only what stands. Returns the outcome and the
        decisions taken back, in the order they were taken.
        Errors: no_game, not_started, not_a_player, undo_refused (args: why)."""
        async with self.tables.held(channel_id):
            table, loaded = await self.tables.playing(channel_id)
            seat = table.seat_of(user_id)
            if seat is None:
                raise ServiceError("not_a_player", game_id=table.game_id)
            why = self._undo_refusal(table, loaded.game, seat)
            if why is not None:
                raise ServiceError("undo_refused", why=why)
            record = Record(loaded.record.setup, list(loaded.record.decisions))
            count = table.last_submission
            decisions = [text for _, text in record.decisions[-count:]]
            game = record.take_back(loaded.game, seat, count)
            new_seq = len(record.decisions)
            if not await self.store.save_decisions(table.game_id, table.seq, new_seq,
                                                   record.to_json(), snapshot_of(game, new_seq),
                                                   revision=table.revision):
                self.tables.forget(table.game_id)
                raise ServiceError("stale", game_id=table.game_id, revision=table.revision)
            table.revision = revised(table, new_seq)
            loaded = _Loaded(game, record, new_seq, table.seats, table.names,
                             revision=table.revision)
            await self.tables.note_last_submission(loaded, table.game_id)
            self.tables.remember(table.game_id, loaded)
            table.game, table.record, table.seq = game, record, new_seq
            table.last_by_computer = loaded.last_by_computer
            table.last_submission = loaded.last_submission
            self.feed.announce(change_of(UNDONE, table, seat=seat, by=user_id,
                                         taken_back=decisions))
            banks = await self.clock.sync_clocks(table)
            await self.clock.pending_view(table, banks)
            return outcome_of(table, []), decisions

    @staticmethod
    def _undo_refusal(table: Table, game: Game, seat: int) -> str | None:
        """The engine's reason (`Game.undo_refusal`) for the last submission, or the
        service's own: the computer plays his seat now ("replaced"), or took his seat's last
        decision ("computer")."""
        why = game.undo_refusal(seat, table.last_submission)
        if why is not None:
            return why
        if seat in table.computers:
            return "replaced"
        return "computer" if table.last_by_computer else None

    # ------------------------------------------------------------- computers
    async def computer_turn(self, channel_id: int) -> Outcome | None:
        """If the computer plays a seat that must decide now, its decisions (one, or a run of
        them the same step asks in a row), thought out away from the event loop and stored
        like anyone's; None when no computer is asked.

        The thinking happens outside the game's lock; the decisions are applied only if the
        game still stands where they were thought out (same revision, the seat still the
        computer's), else they are thought out again: a decision is never taken twice, and
        a player's decision that came in meanwhile is never lost."""
        while True:
            async with self.tables.held(channel_id):
                table, loaded = await self.tables.playing(channel_id)
                seat = table.computer_pending
                if seat is None:
                    return None
                revision, level = table.revision, table.computers[seat]
                state = loaded.game.to_json()
                seed = seat_seed(loaded.record.setup.seed, seat)
            decisions = await self.think(state, seat, level, seed)
            async with self.tables.held(channel_id):
                table, loaded = await self.tables.playing(channel_id)
                if table.revision == revision and table.computers.get(seat) == level:
                    return await self._store_decisions(table, loaded, seat, decisions,
                                                       by_computer=True)

    async def think(self, state: str, seat: int, level: str, seed: int) -> list[str]:
        """Run the computer player in the service's executor (threads unless one is given;
        the bot gives a process)."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.executor, decide_in_a_row, state, seat, level,
                                          seed)

    @staticmethod
    def _tried(loaded: _Loaded, seat: int, decisions: list[str]):
        """The decisions applied to a copy of the game and record: (game, record, events).
        The cached game is left as it was whatever happens."""
        if not decisions:
            raise ServiceError("illegal", decision="", reason="no decision", legal=[])
        game = loaded.game
        if seat not in game.pending() and decisions[0] not in game.free(seat):
            raise ServiceError("not_your_turn", decision=decisions[0])
        game = loaded.game.clone()
        record = Record(loaded.record.setup, list(loaded.record.decisions))
        events: list[dict] = []
        for decision in decisions:
            try:
                events += record.play(game, seat, decision)
            except IllegalDecision as exc:
                raise ServiceError(
                    exc.code, decision=decision, reason=exc.reason, legal=exc.legal
                ) from exc
        return game, record, events
