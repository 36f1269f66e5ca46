"""The players' own: preferences (language, DM pings, DMs refused), pings claimed once, the
prompt message kept for each game, and the reminders of untimed games. `GameService.players`."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime, timedelta

from ..l10n import LANGUAGES
from ..service_errors import ServiceError
from ..store import Conflict, timestamp
from .clock_reading import pace_of
from .tables import Tables
from .views import Reminder, UserPrefs, utc_now


def marks(stored: list) -> tuple:
    """Take-back lines as stored (JSON lists) as `messages.taken_back_marks` gives them."""
    return tuple((int(seen), str(line)) for seen, line in stored)


def reopened(stored: list) -> tuple:
    """A message's `reopens` as stored; one kept before the take-back lines had none."""
    seq, earlier, opened, *shown = stored
    return seq, earlier, tuple(opened), marks(shown[0]) if shown else ()


class Players:
    """What the service keeps of each player, and of each game's prompt message."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.store = tables.store

    async def set_notify(self, user_id: int, on: bool) -> None:
        """Turn a player's DM pings on or off."""
        await self.store.set_user(user_id, "notify", int(on))

    async def set_language(self, user_id: int, lang: str | None) -> None:
        """A player's language for private replies (None: follow Discord's locale). Errors:
        bad_language."""
        if lang is not None and lang not in LANGUAGES:
            raise ServiceError("bad_language", lang=lang, languages=list(LANGUAGES))
        await self.store.set_user(user_id, "lang", lang)

    async def user(self, user_id: int) -> UserPrefs:
        """A player's preferences (defaults: no language, DM pings on, DMs not blocked)."""
        return await self.tables.prefs(user_id)

    async def mark_dm_blocked(self, user_id: int, blocked: bool) -> None:
        """Remember that Discord refused (or accepts again) DMs to a player."""
        await self.store.set_user(user_id, "dm_blocked", int(blocked))

    async def claim_ping(self, game_id: int, revision: int, user_id: int) -> bool:
        """True exactly once per (game, revision, user): whether to ping that player now. By
        the revision, which never comes back: after a take-back, a new decision at the same
        decision counter is pinged for anew. ServiceError("no_game") for an unknown game."""
        try:
            return await self.store.claim_ping(game_id, revision, user_id)
        except Conflict as exc:
            raise ServiceError("no_game", game_id=game_id) from exc

    async def set_prompt_message(self, game_id: int, message_id: int | None,
                                 seq: int | None = None, reopens: tuple | None = None,
                                 taken_back: tuple = ()) -> None:
        """Remember the public prompt message of a game (None: none), the decision counter
        (`seq`) its prompts were posted for, `reopens` (`messages.Turn.reopens`) and the
        take-back lines it shows (`messages.taken_back_marks`)."""
        await self.store.set_prompt_message(game_id, message_id, seq,
                                            json.dumps(reopens) if reopens else None,
                                            json.dumps(taken_back) if taken_back else None)

    async def prompt_reopens(self, game_id: int) -> tuple[tuple | None, tuple]:
        """What `set_prompt_message` kept as `reopens` and `taken_back`."""
        reopens, taken_back = await self.store.prompt_reopens(game_id)
        return (reopened(json.loads(reopens)) if reopens else None,
                marks(json.loads(taken_back)) if taken_back else ())

    async def due_reminders(self, every: timedelta, most: int,
                            clock: Callable[[], datetime] = utc_now) -> list[Reminder]:
        """The reminders due now: a decision has waited `every` on a player who wants DMs, and
        `every` has passed since his last reminder about it, at most `most` times a decision.
        Each is counted as sent when returned."""
        now = clock()
        due_before = timestamp(now - every)
        reminders = []
        for game_id, channel_id in await self.store.waiting_since(due_before,
                                                                  self.tables.shards):
            try:
                table = await self.tables.table(channel_id)
            except ServiceError:
                continue  # a game that cannot be loaded is reported when someone acts in it
            if table.game_id != game_id or pace_of(table):  # a timed game's clock reminds
                continue
            for user in table.pending_users:
                prefs = await self.user(user)
                if not prefs.notify or prefs.dm_blocked:
                    continue
                number = await self.store.claim_reminder(
                    game_id, table.seq, user, timestamp(now), due_before, most)
                if number is not None:
                    reminders.append(Reminder(table, user, number, prefs.lang))
        return reminders
