"""A button counts only for the decision it named: whatever the order of decisions, take-backs,
restarts and clicks on buttons seen earlier (a phone that did not refresh, a double tap, a
second device), a click either takes exactly the decision its label named or is out of date
and changes nothing; a button seen before a take-back is out of date after it, also where
several decide at once (Mayor, storage). Clicks go through the bot's own check of a decision
button (`Clicks.clicked`), on both databases."""

from __future__ import annotations

import asyncio
import itertools
import random
from dataclasses import dataclass

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.discord_ui import custom_ids
from bot.discord_ui.clicks import Clicks
from bot.discord_ui.custom_ids import Key
from bot.service import GameService
from bot.store import open_store

GUILD = 1
PLAYERS = (100, 101, 102)
CHANNELS = itertools.count(500)


@dataclass(frozen=True)
class Button:
    """A decision button as its player saw it, and the decision its label named then."""

    user: int
    key: Key
    action: str
    named: str
    take_backs: int  # how many take-backs came before it was shown


class Bot:
    """The service of a running bot, which can be restarted on the same database."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.service: GameService | None = None

    async def start(self, seed: int) -> GameService:
        self.seed = seed
        self.service = GameService(await open_store(self.url), seed_source=lambda: seed)
        return self.service

    async def restart(self) -> GameService:
        await self.stop()
        return await self.start(self.seed)

    async def stop(self) -> None:
        await self.service.store.close()


async def shown(service: GameService, channel: int, take_backs: int) -> list[Button]:
    """The decision buttons every player asked now sees, after that many take-backs."""
    table = await service.tables.table(channel)
    buttons = []
    for user in table.pending_users:
        seat = table.seat_of(user)
        key = custom_ids.key_for(table, seat)
        buttons += [Button(user, key, str(index), decision, take_backs)
                    for index, decision in enumerate(table.game.legal(seat))]
    return buttons


async def click(service: GameService, channel: int, button: Button) -> bool:
    """A click checked as the bot checks it; True if it took a decision, which must be the one
    the button named (followed by the forced ones it led to, if any)."""
    table = await service.tables.table(channel)
    before = len(table.record.decisions)
    revision, decisions = Clicks.clicked(table, button.key, button.action)
    if not decisions:
        return False
    outcome = await service.play.decide(channel, button.user, revision, decisions)
    taken = outcome.table.record.decisions[before:]
    assert decisions == [button.named]
    assert tuple(taken[0]) == (button.key.seat, button.named)
    return True


async def play(url: str, steps: list[tuple[str, int]], seed: int) -> None:
    bot = Bot(url)
    service = await bot.start(seed)
    channel = next(CHANNELS)
    try:
        await service.lobby.new_lobby(channel, GUILD, PLAYERS[0], "P0", "classic", "en")
        for user in PLAYERS[1:]:
            await service.lobby.join(channel, user, f"P{user}")
        await service.lobby.start(channel, PLAYERS[0])
        seen: list[Button] = []
        take_backs = 0
        for what, number in steps:
            rng = random.Random(number)
            if what == "decide":
                current = await shown(service, channel, take_backs)
                seen += current
                assert await click(service, channel, rng.choice(current))
            elif what == "undo":
                table = await service.tables.table(channel)
                if table.undo_seat is not None:
                    await service.play.undo(channel, table.seats[table.undo_seat])
                    take_backs += 1
            elif what == "restart":
                service = await bot.restart()
            elif seen:  # a button seen lately, pressed again or late
                table = await service.tables.table(channel)
                button = seen[-1 - number % min(len(seen), 30)]
                state = table.game.to_json()
                if not await click(service, channel, button):
                    assert (await service.tables.table(channel)).game.to_json() == state
                else:
                    assert button.take_backs == take_backs, "shown before a take-back"
    finally:
        await bot.stop()


STEPS = st.lists(st.tuples(st.sampled_from(["decide", "decide", "undo", "old", "old",
                                            "restart"]),
                           st.integers(0, 10**6)),
                 min_size=4, max_size=50)


@settings(max_examples=30, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(steps=STEPS, seed=st.integers(0, 2**16))
def test_every_click_taken_is_the_decision_its_button_named(db_url, steps, seed):
    asyncio.run(play(db_url, steps, seed))
