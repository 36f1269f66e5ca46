"""Discord's REST API and interaction webhooks, answered in memory.

`Recorder` keeps every message the bot posts, edits or deletes, and answers each request as
Discord would (its errors too: a refused DM, a channel the bot may not post in, a server
error), at the pace its `limits` set (limits.py): `transport.py` puts it under discord.py's
HTTP layer. Only discord.py is needed: `harness.py` runs the real bot on it for the tests and
the benchmarks.
"""

from __future__ import annotations

import copy
import itertools
import json
import re
from collections import Counter
from dataclasses import dataclass, field, replace

from .limits import INSTANT, DiscordLimits, Gate

APP_ID = 900_000_000_000_000_001
GUILD_ID = 910_000_000_000_000_001
CHANNEL_ID = 920_000_000_000_000_001
BOT_USER = {"id": str(APP_ID), "username": "prbot", "discriminator": "0", "avatar": None,
            "bot": True, "global_name": "Puerto Rico"}
TIMESTAMP = "2025-01-01T00:00:00+00:00"

_ids = itertools.count(930_000_000_000_000_001)

MENTION = re.compile(r"<@(\d+)>")


def asked_users(message: Message) -> list[int]:
    """The players a live message waits on: the ones its question mentions."""
    return [int(user) for user in MENTION.findall(message.content)]


def prompt_user(message: Message) -> int:
    """The player a prompt is for (the first one it waits on; a private prompt's viewer)."""
    return message.viewer if message.viewer is not None else asked_users(message)[0]


def snowflake() -> int:
    return next(_ids)


def ids_from(first: int) -> None:
    """Make the ids of messages, channels and interactions from `first` on: two bot processes
    on one database must not give the same ids."""
    global _ids
    _ids = itertools.count(first)


def user_payload(user_id: int, display_name: str | None = None) -> dict:
    """A user as Discord sends it; his display name is `User<nnn>` unless one is given."""
    name = f"user{user_id % 1000}"
    return {"id": str(user_id), "username": name, "discriminator": "0", "avatar": None,
            "global_name": display_name or name.title()}


class Refused(Exception):
    """Discord refuses a request: its HTTP status, and its JSON error's code and message."""

    def __init__(self, status: int, code: int, message: str) -> None:
        super().__init__(f"{status} {message} (error code: {code})")
        self.status, self.code, self.message = status, code, message


@dataclass
class Message:
    """A message as Discord keeps it."""

    id: int
    channel_id: int
    payload: dict  # what the bot sent (content, components, allowed_mentions, flags ...)
    files: list[str] = field(default_factory=list)
    ephemeral: bool = False
    deleted: bool = False
    dm_user: int | None = None  # the recipient of a direct message
    viewer: int | None = None  # the only user who sees an ephemeral message
    edits: int = 0

    def snapshot(self) -> Message:
        """The message as it is now, as a user who does not refresh keeps seeing it."""
        return replace(self, payload=copy.deepcopy(self.payload), files=list(self.files))

    @property
    def content(self) -> str:
        return self.payload.get("content") or ""

    @property
    def components(self) -> list[dict]:
        """Every button and select, flattened out of the action rows."""
        return [c for row in self.payload.get("components") or [] for c in row["components"]]

    @property
    def embeds_text(self) -> str:
        parts = []
        for embed in self.payload.get("embeds") or []:
            parts += [embed.get("title") or "", embed.get("description") or ""]
            parts += [f"{f['name']}\n{f['value']}" for f in embed.get("fields", [])]
        return "\n".join(parts)

    @property
    def text(self) -> str:
        return "\n".join(filter(None, [self.content, self.embeds_text]))

    def to_gateway(self) -> dict:
        """The message as Discord sends it back (in a component interaction, in a fetch)."""
        data = {
            "id": str(self.id), "channel_id": str(self.channel_id), "author": BOT_USER,
            "content": self.content, "timestamp": TIMESTAMP, "edited_timestamp": None,
            "tts": False, "mention_everyone": False, "mentions": [], "mention_roles": [],
            "attachments": [
                {"id": str(i + 1), "filename": name, "size": 1, "url": f"https://cdn/{name}",
                 "proxy_url": f"https://cdn/{name}"}
                for i, name in enumerate(self.files)
            ],
            "embeds": self.payload.get("embeds") or [], "pinned": False, "type": 0,
            "flags": 64 if self.ephemeral else 0,
            "components": self.payload.get("components") or [],
        }
        if self.dm_user is None:
            data["guild_id"] = str(GUILD_ID)
        return data


def parse_body(kwargs: dict, files=None) -> tuple[dict, list[str]]:
    """The JSON body of a request and the names of its files."""
    if kwargs.get("json") is not None:
        return kwargs["json"], []
    body = {}
    for part in kwargs.get("form") or kwargs.get("multipart") or []:
        if part.get("name") == "payload_json":
            body = json.loads(part["value"])
    names = [f.filename for f in files or []]
    return body, names


class Recorder:
    """Discord's REST API, in memory, for one bot (every client of it, as its processes or
    shards, shares its rate limits). By default no time passes in it: the headers say what
    Discord's buckets allow, but every window is over at once, so the bot never waits."""

    def __init__(self, limits: DiscordLimits = INSTANT) -> None:
        self.limits = limits
        self.gate = Gate()
        self.rate_limited: Counter[str] = Counter()  # the 429s answered, by scope
        self.messages: dict[int, Message] = {}
        self.log: list[tuple[str, str]] = []  # (method, path) of every request let through
        self.dm_refused: set[int] = set()  # users whose DMs Discord refuses (50007)
        self.channel_forbidden: set[int] = set()  # channels the bot may not post in
        self.failing_posts = 0  # the next channel posts or edits fail with a server error
        self.originals: dict[str, int] = {}  # interaction token -> message of its response
        self.interaction_messages: dict[str, int] = {}  # token -> message clicked
        self.responses: dict[str, list[dict]] = {}  # token -> callbacks
        self.autocomplete: dict[str, list[dict]] = {}  # token -> choices offered
        self.synced: list[dict] = []
        self.commands: list[dict] = []  # the application's global commands, as Discord has them
        self.dm_channels: dict[int, int] = {}  # DM channel id -> user id
        self.thinking: set[str] = set()  # deferred responses not followed up yet
        self.posted: list[Message] = []  # every message as it was first posted
        self.token_users: dict[str, int] = {}  # interaction token -> the user who acted
        self.guilds: dict[int, str] = {GUILD_ID: "Puerto Rico"}  # the bot's servers, by name

    # ------------------------------------------------------------ messages
    def post(self, channel_id: int, body: dict, files: list[str], **extra) -> Message:
        message = Message(snowflake(), channel_id, body, files, **extra)
        self.messages[message.id] = message
        self.posted.append(copy.deepcopy(message))
        return message

    def edit(self, message_id: int, body: dict, files: list[str]) -> Message:
        message = self.messages.get(message_id)
        if message is None or message.deleted:
            raise Refused(404, 10008, "Unknown Message")
        message.payload = {**message.payload, **body}
        if files or body.get("attachments") == []:
            message.files = files
        message.edits += 1
        return message

    def channel(self, channel_id: int = CHANNEL_ID) -> list[Message]:
        """The public messages of a channel, oldest first."""
        return [m for m in self.messages.values()
                if m.channel_id == channel_id and not m.ephemeral and not m.deleted]

    def live_prompts(self, channel_id: int = CHANNEL_ID) -> list[Message]:
        """The messages of a channel whose buttons are still on, oldest first (a link, such
        as a finished game's Review, is no button of the bot's)."""
        return [m for m in self.channel(channel_id)
                if any("custom_id" in c for c in m.components)]

    def dms(self, user_id: int) -> list[Message]:
        return [m for m in self.messages.values() if m.dm_user == user_id]

    def replies(self, token: str) -> list[Message]:
        """Messages answering one interaction (its response and its follow-ups)."""
        return [m for m in self.messages.values()
                if m.payload.get("_token") == token and not m.deleted]

    # --------------------------------------------------------------- REST
    async def http_request(self, route, *, files=None, form=None, **kwargs):
        self.log.append((route.method, route.path))
        body, names = parse_body({**kwargs, "form": form}, files)
        handler = getattr(self, _handler_name(route), None)
        if handler is None:
            raise AssertionError(f"unexpected request {route.method} {route.path}")
        return handler(route, body, names, kwargs.get("params") or {})

    def get__users__me(self, route, body, files, params):
        return BOT_USER

    def get__oauth2__applications__me(self, route, body, files, params):
        return {"id": str(APP_ID), "name": "prbot", "icon": None, "description": "",
                "bot_public": True, "bot_require_code_grant": False, "verify_key": "0" * 64,
                "owner": user_payload(1), "flags": 0, "summary": ""}

    def get__applications__application_id__commands(self, route, body, files, params):
        return copy.deepcopy(self.commands)

    def put__applications__application_id__commands(self, route, body, files, params):
        """A bulk update, refused as Discord does when it drops the Entry Point (type 4)."""
        kept = {c.get("name") for c in body if c.get("type") == 4}
        if any(c["type"] == 4 and c["name"] not in kept for c in self.commands):
            raise Refused(400, 50035, "You cannot remove this app's Entry Point command "
                                         "in a bulk update operation.")
        self.commands = self.put__applications__application_id__guilds__guild_id__commands(
            route, body, files, params)
        return copy.deepcopy(self.commands)

    def put__applications__application_id__guilds__guild_id__commands(self, route, body, files,
                                                                      params):
        self.synced = body
        return [{**c, "id": c.get("id") or str(snowflake()), "application_id": str(APP_ID),
                 "version": "1"} for c in body]

    def post__channels__channel_id__messages(self, route, body, files, params):
        channel_id = int(route.channel_id)
        if channel_id in self.channel_forbidden:
            raise Refused(403, 50013, "Missing Permissions")
        if self.failing_posts:
            self.failing_posts -= 1
            raise Refused(503, 0, "Service Unavailable")
        user = self.dm_channels.get(channel_id)
        if user in self.dm_refused:
            raise Refused(403, 50007, "Cannot send messages to this user")
        return self.post(channel_id, body, files, dm_user=user).to_gateway()

    def patch__channels__channel_id__messages__message_id(self, route, body, files, params):
        if self.failing_posts:
            self.failing_posts -= 1
            raise Refused(503, 0, "Service Unavailable")
        return self.edit(_message_id(route), body, files).to_gateway()

    def get__channels__channel_id__messages__message_id(self, route, body, files, params):
        message = self.messages.get(_message_id(route))
        if message is None or message.deleted:
            raise Refused(404, 10008, "Unknown Message")
        return message.to_gateway()

    def delete__channels__channel_id__messages__message_id(self, route, body, files, params):
        self.delete(_message_id(route))

    def get__guilds__guild_id(self, route, body, files, params):
        """A server the bot is in, as Discord describes it (its name; no roles or emojis)."""
        guild_id = int(route.guild_id)
        if guild_id not in self.guilds:
            raise Refused(404, 10004, "Unknown Guild")
        return {"id": str(guild_id), "name": self.guilds[guild_id], "icon": None,
                "owner_id": "1", "roles": [], "emojis": [], "features": [],
                "verification_level": 0, "default_message_notifications": 0,
                "explicit_content_filter": 0, "mfa_level": 0, "nsfw_level": 0,
                "premium_tier": 0, "preferred_locale": "en-US"}

    def post__users__me__channels(self, route, body, files, params):
        user_id = int(body["recipient_id"])
        channel_id = next((c for c, u in self.dm_channels.items() if u == user_id), None)
        if channel_id is None:
            channel_id = snowflake()
            self.dm_channels[channel_id] = user_id
        return {"id": str(channel_id), "type": 1, "recipients": [user_payload(user_id)],
                "last_message_id": None}

    def delete(self, message_id: int) -> None:
        message = self.messages.get(message_id)
        if message is None or message.deleted:
            raise Refused(404, 10008, "Unknown Message")
        message.deleted = True

    # ----------------------------------------------------------- webhooks
    async def webhook_request(self, route, session, *, payload=None, multipart=None, files=None,
                              params=None, **kwargs):
        self.log.append((route.method, route.path))
        body, names = parse_body({"json": payload, "multipart": multipart}, files)
        token = route.webhook_token
        if route.path.endswith("/callback"):
            return self.callback(route.webhook_id, token, body, names)
        if route.path.endswith("/messages/@original"):
            return self.original(route.method, token, body, names)
        if route.method == "POST":  # a follow-up message
            return self.followup(token, body, names)
        if route.method == "PATCH":
            return self.edit(_message_id(route), body, names).to_gateway()
        raise AssertionError(f"unexpected webhook request {route.method} {route.path}")

    def callback(self, interaction_id, token, body, files):
        kind, data = body["type"], body.get("data") or {}
        self.responses.setdefault(token, []).append(body)
        response = {"id": str(interaction_id), "type": 2,
                    "response_message_loading": kind == 5,
                    "response_message_ephemeral": bool(data.get("flags", 0) & 64)}
        if kind == 8:
            self.autocomplete[token] = data.get("choices", [])
            return {"interaction": response}
        message = None
        if kind in (4, 5):
            message = self.respond(token, data if kind == 4 else {"content": ""}, files,
                                   bool(data.get("flags", 0) & 64))
            if kind == 5:
                self.thinking.add(token)
        elif kind == 7:
            message = self.edit(self.interaction_messages[token], data, files)
        elif kind == 6:
            self.originals[token] = self.interaction_messages[token]
        if message is not None:
            response["response_message_id"] = str(message.id)
            return {"interaction": response,
                    "resource": {"type": kind, "message": message.to_gateway()}}
        return {"interaction": response, "resource": {"type": kind}}

    def respond(self, token: str, body: dict, files: list[str], ephemeral: bool) -> Message:
        message = self.answer(token, body, files, ephemeral)
        self.originals[token] = message.id
        return message

    def answer(self, token: str, body: dict, files: list[str], ephemeral: bool) -> Message:
        """A message answering an interaction; an ephemeral one is seen by its user only."""
        channel_id = int(token.split(":")[1])
        viewer = self.token_users.get(token) if ephemeral else None
        return self.post(channel_id, {**body, "_token": token}, files, ephemeral=ephemeral,
                         viewer=viewer)

    def original(self, method: str, token: str, body: dict, files: list[str]):
        if method == "DELETE":
            self.delete(self.originals[token])
            self.thinking.discard(token)  # follow-ups are new messages now
            return None
        message_id = self.originals.get(token)
        if message_id is None:
            raise Refused(404, 10015, "Unknown Webhook")
        if method == "GET":
            return self.messages[message_id].to_gateway()
        return self.edit(message_id, body, files).to_gateway()

    def followup(self, token: str, body: dict, files: list[str]):
        if token in self.thinking:  # the first follow-up replaces "thinking..."
            self.thinking.discard(token)
            return self.edit(self.originals[token], body, files).to_gateway()
        message = self.answer(token, body, files, bool(body.get("flags", 0) & 64))
        return message.to_gateway()


def _handler_name(route) -> str:
    path = route.path.replace("@", "").replace("{", "").replace("}", "")
    return route.method.lower() + path.replace("/", "__")


def _message_id(route) -> int:
    return int(route.url.rstrip("/").rsplit("/", 1)[1].split("?")[0])
