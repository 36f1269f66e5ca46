"""One bot process's game service and change feed, for tests/test_feed_processes.py: a service
on the PostgreSQL database given, its feed connected to the other processes', and a subscriber
that writes every change it gets as a JSON line `{"change": ...}` on the standard output the
moment it gets it. Driven by JSON lines on the standard input, answering `{"answer": op, ...}`.

    python tests/feed_driver.py URL

Requests (`op`): `open` (a 3-player game started in the test channel), `decide` (the first
legal decision of the first person asked; answers with the outcome's seq, revision and events).
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.feed import Change  # noqa: E402
from bot.service import GameService  # noqa: E402
from bot.store import open_store  # noqa: E402

CHANNEL, GUILD = 10, 1
PLAYERS = ((100, "Ana"), (101, "Bob"), (102, "Cris"))


def say(line: dict) -> None:
    print(json.dumps(line, default=str), flush=True)


async def open_game(service: GameService) -> dict:
    (host, name), *guests = PLAYERS
    await service.lobby.new_lobby(CHANNEL, GUILD, host, name, "classic", "en")
    for user, name in guests:
        await service.lobby.join(CHANNEL, user, name)
    outcome = await service.lobby.start(CHANNEL, host)
    return {"seq": outcome.seq}


async def decide(service: GameService) -> dict:
    table = await service.tables.table(CHANNEL)
    user = table.pending_users[0]
    decision = (await service.play.legal(CHANNEL, user))[0]
    outcome = await service.play.decide(CHANNEL, user, table.revision, [decision])
    return {"seq": outcome.seq, "revision": outcome.table.revision,
            "events": json.loads(json.dumps(outcome.events, default=str))}


async def main(url: str) -> None:
    store = await open_store(url)
    service = GameService(store, seed_source=lambda: 5)
    await service.connect_feed(url)

    def heard(change: Change) -> None:
        say({"change": change.to_dict()})

    service.feed.subscribe(heard)
    say({"ready": True})
    ops = {"open": open_game, "decide": decide}
    loop = asyncio.get_running_loop()
    while line := await loop.run_in_executor(None, sys.stdin.readline):
        request = json.loads(line)
        say({"answer": request["op"], **await ops[request["op"]](service)})
    await service.feed.close()
    await store.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
