"""One bot process of a sharded bot, for tests/discord/test_shards.py: a real bot and service on
the offline harness, on the PostgreSQL database given, driven by JSON lines on its standard
input and answering with JSON lines on its standard output.

    python tests/discord/shard_driver.py URL [SHARDS SHARD_COUNT]

Requests (`op`): `open` a 3-player untimed table (answers with the live prompts; an untimed
game is the one reminded every `PRBOT_REMIND_HOURS`), `adopt` messages
another process posted (Discord shows every process the same channel), `arm` clicks on a
button without letting them run, `go` (they all run at once), `remind` (the reminder pass, at
a clock `hours` ahead), `take_over` (the start-up pass: prompts brought up to date), `play`
(`clicks` clicks, one answer line per click once it is acknowledged), `seq`.
Messages travel pickled in base64.
"""

from __future__ import annotations

import asyncio
import base64
import json
import os
import pickle
import random
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bot.bench.clicker import next_click  # noqa: E402
from bot.discord_ui.client import bot_for  # noqa: E402
from bot.offline.harness import Harness  # noqa: E402
from bot.offline.recorder import CHANNEL_ID, ids_from  # noqa: E402
from bot.service import GameService  # noqa: E402
from bot.shards import Shards  # noqa: E402
from bot.store import open_store  # noqa: E402

PLAYERS = (101, 102, 103)


def packed(messages) -> str:
    return base64.b64encode(pickle.dumps(list(messages))).decode()


def unpacked(text: str) -> list:
    return pickle.loads(base64.b64decode(text))


class Driver:
    def __init__(self, harness: Harness) -> None:
        self.h = harness
        self.bot = harness.bot
        self.armed: list[dict] = []
        self.rng = random.Random(11)

    async def open(self, request: dict) -> dict:
        await self.h.command(PLAYERS[0], "new", theme="classic", language="en", players=3,
                             pace="untimed")
        for user in PLAYERS[1:]:
            await self.h.command(user, "join")
        await self.h.command(PLAYERS[0], "start")
        return {"messages": packed(self.h.recorder.live_prompts()), **await self.seq({})}

    async def adopt(self, request: dict) -> dict:
        for message in unpacked(request["messages"]):
            self.h.recorder.messages[message.id] = message
        return {}

    async def arm(self, request: dict) -> dict:
        """Payloads of `count` clicks on the first button of the latest live prompt, by the
        player it waits on, ready to be fed at once."""
        found = next_click(self.h.recorder, CHANNEL_ID, self.rng)
        user, message, custom_id, values = found
        component = next(c for c in message.components if c.get("custom_id") == custom_id)
        data = {"custom_id": custom_id, "component_type": component["type"]}
        if values is not None:
            data["values"] = values
        self.armed = [self.h.payload(3, data, user, message=message)
                      for _ in range(request["count"])]
        return {}

    async def go(self, request: dict) -> dict:
        for payload in self.armed:
            self.h.feed(payload)
        await self.h.settle()
        return await self.seq({})

    async def remind(self, request: dict) -> dict:
        self.h.bot.remind_every = timedelta(hours=24)
        later = datetime.now(UTC) + timedelta(hours=request["hours"])
        before = sum(len(self.h.recorder.dms(user)) for user in PLAYERS)
        await self.bot.pinger.send_reminders(lambda: later)
        after = sum(len(self.h.recorder.dms(user)) for user in PLAYERS)
        return {"sent": after - before}

    async def take_over(self, request: dict) -> dict:
        """What a process does at start-up for its shards, and for a game whose live message
        it never saw: the message posted again for the game as it stands."""
        await self.bot.publisher.debts.on_ready()
        for _, channel_id in await self.h.bot.service.recovery.open_games():
            await self.bot.publisher.refresh(await self.h.bot.service.tables.table(channel_id))
        await self.h.settle()
        return await self.seq({})

    async def play(self, request: dict) -> dict:
        for _ in range(request["clicks"]):
            user, message, custom_id, values = next_click(self.h.recorder, CHANNEL_ID, self.rng)
            await self.h.click(user, message, custom_id, values)
            print(json.dumps(await self.seq({})), flush=True)
        return {"done": True}

    async def seq(self, request: dict) -> dict:
        table = await self.h.bot.service.tables.table(CHANNEL_ID)
        return {"seq": table.seq, "decisions": [text for _, text in table.record.decisions]}


async def main(url: str, shards: Shards | None) -> None:
    # Ids of this process's messages and interactions apart from the other process's.
    ids_from(930_000_000_000_000_001 + os.getpid() * 10_000_000)
    store = await open_store(url)
    service = GameService(store, seed_source=lambda: 5, shards=shards)
    bot = bot_for(service)
    bot.render_board = lambda game, lang, theme, **clock: [b"\x89PNG board"]
    bot.render_player = lambda game, seat, lang, theme: b"\x89PNG player"
    driver = Driver(await Harness(bot).start())
    print(json.dumps({"ready": True}), flush=True)
    loop = asyncio.get_running_loop()
    while line := await loop.run_in_executor(None, sys.stdin.readline):
        request = json.loads(line)
        answer = await getattr(driver, request["op"])(request)
        print(json.dumps({"answer": request["op"], **answer}), flush=True)
    await driver.h.close()
    await store.close()


if __name__ == "__main__":
    shards = Shards.parse(sys.argv[2], int(sys.argv[3])) if len(sys.argv) > 3 else None
    asyncio.run(main(sys.argv[1], shards))
