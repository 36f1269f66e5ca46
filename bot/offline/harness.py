"""Discord without Discord: a real bot whose HTTP session is a recorder.

The bot is built as in production (`login` runs `setup_hook`: cogs, translator, buttons); the
aiohttp session under its REST client and its interaction webhooks is replaced by the
`Recorder`'s (transport.py), which keeps every message in memory and answers as Discord would,
rate limits included, so discord.py's own handling of them runs. Interactions are real gateway
payloads fed through `ConnectionState.parse_interaction_create`, so discord.py itself parses the
options, runs the checks, routes the buttons (DynamicItem) and sends the replies.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

import discord

from .recorder import (
    APP_ID,
    CHANNEL_ID,
    GUILD_ID,
    TIMESTAMP,
    Message,
    Recorder,
    snowflake,
    user_payload,
)
from .transport import connect

MANAGE_GUILD = 1 << 5
EVERYDAY = 0x0000_0000_0006_4C40  # view, send, read history, embed, attach: a plain member
# Tasks that last as long as they must: asyncpg's pool connecting again while its server is
# down, the change feed's relay listening to the other processes (PostgreSQL), and the
# reviews' loop and the reviews it waits on from its workers (no answer to anything).
LASTING = frozenset({"Pool._maintain_min_size", "PostgresRelay._listen",
                     "PostgresRelay._publish", "Reviews._run", "Reviews._make"})
SUBSCRIBER = "_Lanes._work"  # a change feed's subscriber: waits for the next change for ever


class Harness:
    """A bot on a recorder, and helpers to act as users in one guild channel."""

    def __init__(self, bot: discord.Client, recorder: Recorder | None = None) -> None:
        self.bot = bot
        self.recorder = recorder or Recorder()
        self.tokens: list[str] = []
        self.display_names: dict[int, str] = {}  # users with a name of their own choosing

    async def start(self) -> Harness:
        connect(self.bot.http, self.recorder)
        await self.bot.login("test-token")
        return self

    async def close(self) -> None:
        await self.settle()
        await self.bot.close()

    async def settle(self, timeout: float = 20) -> None:
        """Wait until every task the bot started is done, and every subscriber of the
        service's change feed has been handed every change (its task waits for the next)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        feed = self.bot.service.feed
        while True:
            tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()
                     and not t.done() and t.get_coro().__qualname__ not in LASTING
                     and t.get_coro().__qualname__ != SUBSCRIBER]
            if not tasks and feed.idle:
                return
            if loop.time() > deadline:
                raise AssertionError(f"tasks still running: {tasks}, feed idle: {feed.idle}")
            if not feed.idle:  # a subscriber at work: look again soon
                await asyncio.sleep(0.001)
            else:
                await asyncio.wait(tasks, timeout=max(0.01, deadline - loop.time()))

    # ------------------------------------------------------- interactions
    def payload(self, kind: int, data: dict, user_id: int, *, channel_id: int = CHANNEL_ID,
                locale: str = "en-US", permissions: int = EVERYDAY,
                message: Message | None = None, guild_id: int = GUILD_ID) -> dict:
        interaction_id = snowflake()
        token = f"tok:{channel_id}:{interaction_id}"
        self.tokens.append(token)
        self.recorder.token_users[token] = user_id
        payload = {
            "id": str(interaction_id), "application_id": str(APP_ID), "type": kind,
            "token": token, "version": 1, "data": data,
            "guild_id": str(guild_id), "channel_id": str(channel_id),
            "channel": {"id": str(channel_id), "type": 0, "guild_id": str(guild_id),
                        "name": f"table-{channel_id % 1000}", "position": 0,
                        "permission_overwrites": [], "nsfw": False, "parent_id": None},
            "member": {"user": user_payload(user_id, self.display_names.get(user_id)),
                       "roles": [], "joined_at": TIMESTAMP,
                       "deaf": False, "mute": False, "flags": 0,
                       "permissions": str(permissions), "nick": None},
            "locale": locale, "guild_locale": "en-US", "app_permissions": str(EVERYDAY),
            "attachment_size_limit": 8_000_000, "entitlements": [],
            "authorizing_integration_owners": {"0": str(guild_id)}, "context": 0,
        }
        if message is not None:
            payload["message"] = message.to_gateway()
            self.recorder.interaction_messages[token] = message.id
        return payload

    def feed(self, payload: dict) -> str:
        self.bot._connection.parse_interaction_create(payload)
        return payload["token"]

    async def command(self, user_id: int, name: str, /, *, focused: str | None = None,
                      **options) -> Reply:
        """`/pr <name> option:value ...` (or its autocomplete, with `focused=<option>`)."""
        opts = [_option(key, value, key == focused) for key, value in options.items()]
        data = {"id": str(snowflake()), "name": "pr", "type": 1,
                "options": [{"type": 1, "name": name, "options": opts}]}
        users = [v.user_id for v in options.values() if isinstance(v, UserOption)]
        if users:
            data["resolved"] = {"users": {str(u): user_payload(u) for u in users}}
        kind = 4 if focused else 2
        extra = {k: options.pop(k) for k in ("locale", "permissions", "channel_id", "guild_id")
                 if k in options}
        if extra:
            opts[:] = [_option(k, v, k == focused) for k, v in options.items()]
        token = self.feed(self.payload(kind, data, user_id, **extra))
        await self.settle()
        return Reply(self.recorder, token)

    def click_payload(self, user_id: int, message: Message, custom_id: str,
                      values: list[str] | None = None, locale: str = "en-US") -> dict:
        """A press of a button (or `values` chosen in a select) of a message, as Discord
        sends it: from the channel the message is in."""
        component = next(c for c in message.components if c.get("custom_id") == custom_id)
        data = {"custom_id": custom_id, "component_type": component["type"]}
        if values is not None:
            data["values"] = values
        return self.payload(3, data, user_id, channel_id=message.channel_id, locale=locale,
                            message=message)

    async def click(self, user_id: int, message: Message, custom_id: str,
                    values: list[str] | None = None, locale: str = "en-US",
                    settle: bool = True) -> Reply:
        """Press a button (or choose `values` in a select) of a message."""
        token = self.feed(self.click_payload(user_id, message, custom_id, values, locale))
        if settle:
            await self.settle()
        return Reply(self.recorder, token)


@dataclass(frozen=True)
class UserOption:
    """A user picked in a slash command's user option."""

    user_id: int


def _option(name: str, value, focused: bool) -> dict:
    if isinstance(value, UserOption):
        return {"name": name, "type": 6, "value": str(value.user_id)}
    kind = 5 if isinstance(value, bool) else 4 if isinstance(value, int) else 3
    option = {"name": name, "type": kind, "value": value}
    if focused:
        option["focused"] = True
    return option


@dataclass
class Reply:
    """What the bot answered to one interaction."""

    recorder: Recorder
    token: str

    @property
    def messages(self) -> list[Message]:
        return self.recorder.replies(self.token)

    @property
    def text(self) -> str:
        return "\n".join(m.text for m in self.messages)

    @property
    def ephemeral(self) -> bool:
        return bool(self.messages) and all(m.ephemeral for m in self.messages)

    @property
    def callbacks(self) -> list[dict]:
        return self.recorder.responses.get(self.token, [])

    @property
    def choices(self) -> list[dict]:
        return self.recorder.autocomplete.get(self.token, [])
