"""Whole games played through the offline Discord, written down request by request.

Three seeded games are played as players would play them (slash commands and clicks on the
buttons the bot shows, chosen by a seeded random player), each on a fresh database, with a
clock moved by hand. Every request the bot makes to Discord (REST and interaction webhooks) is
written as text: its method and address, then its body (content line by line, components,
embeds, flags, the names of its files; never the pictures' bytes, which are stubbed as in the
other harness tests). `test_transcripts.py` compares them word for word with the ones kept in
`transcripts/`; run as a script, this module writes them:

    python tests/discord/transcript_games.py FOLDER [SQLITE_FOLDER]
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import sys
import tempfile
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path
from urllib.parse import unquote

from conftest import Table

from bot.bench.clicker import next_click
from bot.clock import HOUR, ManualTime
from bot.offline.harness import Harness
from bot.offline.recorder import CHANNEL_ID, Recorder

ANA, BEA, CARLO, DAN = 101, 102, 103, 104
T0 = int(datetime(2026, 11, 23, 12, 0, tzinfo=UTC).timestamp())
SEED = 7
# Discord's ids (messages, DM channels, interactions and their tokens) come from one counter
# for the whole process, so they depend on what ran before: each is written as #1, #2 ... in
# the order it first appears in a game's transcript. A message's nonce, which discord.py draws
# at random for each message, is left out. Nothing else is normalised.
RANDOM = frozenset({"nonce"})
SNOWFLAKE = re.compile(r"\b9[0-9]{17}\b")


class TranscriptRecorder(Recorder):
    """The in-memory Discord, also writing down every request the bot makes."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []

    async def http_request(self, route, *, files=None, form=None, **kwargs):
        self.write(route, kwargs.get("json"), form, files)
        return await super().http_request(route, files=files, form=form, **kwargs)

    async def webhook_request(self, route, session, *, payload=None, multipart=None,
                              files=None, params=None, **kwargs):
        self.write(route, payload, multipart, files)
        return await super().webhook_request(route, session, payload=payload,
                                             multipart=multipart, files=files, params=params,
                                             **kwargs)

    def write(self, route, body, form, files) -> None:
        address = unquote(route.url.removeprefix(route.BASE))  # the tokens' ids readable
        self.lines.append(f"{route.method} {address}")
        for part in form or []:
            if part.get("name") == "payload_json":
                body = json.loads(part["value"])
        self.lines += body_lines(body)
        if files:
            self.lines.append("  files: " + ", ".join(f.filename for f in files))


def body_lines(body) -> list[str]:
    """A request's body as readable lines: the content's own lines, one line per other key."""
    if not isinstance(body, dict):
        return [] if body is None else [f"  {compact(body)}"]
    lines = []
    for key in sorted(body.keys() - RANDOM):
        value = body[key]
        if key == "content" and isinstance(value, str):
            lines += [f"  | {line}" for line in value.split("\n")]
        elif key == "data" and isinstance(value, dict):  # an interaction's response
            lines.append(f"  type: {body.get('type')}")
            lines += ["  " + line for line in body_lines(value)]
        elif key == "components" and value:  # a row, then each of its buttons or selects
            for row in value:
                items = row.get("components", [])
                lines.append(f"  row: {compact({**row, 'components': len(items)})}")
                lines += [f"    {compact(item)}" for item in items]
        elif key == "embeds" and value:
            lines += [f"  embed: {compact(embed)}" for embed in value]
        elif key != "type" or "data" not in body:
            lines.append(f"  {key}: {compact(value)}")
    return lines


def compact(value) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def normalised(lines: list[str]) -> str:
    """The transcript's text, Discord's ids numbered in order of appearance."""
    numbers: dict[str, str] = {}

    def number(match: re.Match) -> str:
        return numbers.setdefault(match.group(0), f"#{len(numbers) + 1}")

    return "".join(SNOWFLAKE.sub(number, line) + "\n" for line in lines)


async def play_on(h: Harness, rng: random.Random, time: ManualTime, absent: int | None = None,
                  clicks: int = 3000) -> None:
    """The players click a minute after being asked until the game ends (or `clicks` were
    made); while only `absent` is asked, an hour passes at a time and the clock's pass runs."""
    for _ in range(clicks):
        found = next_click(h.recorder, CHANNEL_ID, rng)
        if found is None:
            return
        user, message, custom_id, values = found
        if user == absent:
            time.now += HOUR
            await h.bot.timekeeper.tick()
            await h.settle()
            continue
        time.now += 60
        await h.click(user, message, custom_id, values)
    if clicks == 3000:
        raise AssertionError("the game does not end")


async def press_pictures(h: Harness, user: int, locale: str) -> None:
    """Press the live message's Pictures button."""
    live = h.recorder.live_prompts(CHANNEL_ID)[-1]
    board = next(c["custom_id"] for c in live.components
                 if c.get("custom_id", "").endswith(":board"))
    await h.click(user, live, board, locale=locale)


async def take_back(h: Harness, users: tuple[int, ...]) -> None:
    """Each of `users` in turn presses Undo on the live message."""
    for user in users:
        live = h.recorder.live_prompts(CHANNEL_ID)[-1]
        undo = next(c["custom_id"] for c in live.components
                    if c.get("custom_id", "").endswith(":undo"))
        await h.click(user, live, undo)


async def classic_two(table: Table, time: ManualTime) -> None:
    """Two players, classic, untimed, in English; the bot restarts in the middle, and both
    press Undo."""
    h = table.harness
    await h.command(ANA, "new", theme="classic", language="en", players=2, pace="untimed")
    await h.command(BEA, "join")
    await h.command(ANA, "start")
    rng = random.Random(1)
    await play_on(h, rng, time, clicks=25)
    h = await restart(table)
    await take_back(h, (ANA, BEA))
    await play_on(h, rng, time)
    await h.command(BEA, "history")


async def all_expansions_four(table: Table, time: ManualTime) -> None:
    """Four players, 1897 with the four expansions, daily, in Spanish; everyone answers, and
    one asks for /pr status and presses Pictures."""
    h = table.harness
    await h.command(ANA, "new", theme="1897", language="es", players=4, locale="es-ES",
                    new_buildings="all_new", nobles=True, buccaneer=True, festival=True)
    for user in (BEA, CARLO, DAN):
        await h.command(user, "join", locale="es-ES")
    await h.command(ANA, "start", locale="es-ES")
    rng = random.Random(2)
    await play_on(h, rng, time, clicks=30)
    time.now += 5 * HOUR
    await h.command(CARLO, "status", locale="es-ES")
    await press_pictures(h, DAN, "es-ES")
    await play_on(h, rng, time)


async def computer_and_time_out(table: Table, time: ManualTime) -> None:
    """Three seats, one of them the computer's, daily, in Italian: Bea never answers, her
    time runs out and the computer plays her seat to the end."""
    h = table.harness
    await h.command(ANA, "new", theme="classic", language="it", players=3, computers=1,
                    level="easy", locale="it")
    await h.command(BEA, "join", locale="it")
    await h.command(ANA, "start", locale="it")
    await play_on(h, random.Random(3), time, absent=BEA)
    await h.command(ANA, "status", locale="it")


GAMES: dict[str, Callable[[Table, ManualTime], Awaitable[None]]] = {
    "classic_two": classic_two,
    "all_expansions_four": all_expansions_four,
    "computer_and_time_out": computer_and_time_out,
}


async def restart(table: Table) -> Harness:
    """The bot stops and starts again on the same database, and Discord says it is ready."""
    await table.stop()
    h = await table.start()
    h.bot.dispatch("ready")
    await h.settle()
    return h


async def transcript(name: str, url: str) -> str:
    """Play one of GAMES on the empty database at `url`; its transcript's text."""
    time = ManualTime(T0)
    table = Table(url, seed=SEED, time=time)  # the games' clock, never the wall's
    table.recorder = TranscriptRecorder()
    try:
        await table.start()
        await GAMES[name](table, time)
        await table.stop()
    finally:
        await table.close()
    return normalised(table.recorder.lines)


async def write_all(folder: Path, databases: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name in GAMES:
        text = await transcript(name, str(databases / f"{name}.sqlite3"))
        (folder / f"{name}.txt").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as scratch:
        asyncio.run(write_all(Path(sys.argv[1]), Path(sys.argv[2] if len(sys.argv) > 2
                                                            else scratch)))
