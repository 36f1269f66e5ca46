"""The live table inside Discord, as an Activity: who opened it, and at which game.

Discord shows the page in its frame (the address has `frame_id` and `instance_id`). The page
asks Discord for a code (`commands.authorize`, scope `identify`) and posts it here with the
Activity's instance:

  GET  /api/activity        {"client_id": …, "refused": …}: what the page's SDK is made with
  POST /api/activity/token  {"code": c, "instance": i} → {"access_token": a, "session": s}

The code is traded for the person's token (OAuth2, DISCORD_CLIENT_ID and _SECRET), Discord
says who he is (/users/@me) and, asked with the bot's own token, where the Activity is and who
is in it (/applications/{id}/activity-instances/{instance}). The game is the one in play in
the Activity's channel, never one the page names (its channel and user could be made up),
and he must be among the Activity's users. The session is the one a link gives (tokens.py),
for him at that game: the socket lets him decide only for his own seat, or watch. The page
gives the token to `commands.authenticate` and opens the socket with the session.

A refusal is `{"code", "message"}` in his language (his own, else his Discord client's, else
the page's): `bad` (not such a request), `code` (Discord refused the code), `absent` (he is
not in that Activity), `no_game` (no game in play in its channel), `unreachable` (Discord did
not answer).

The session names the Activity's instance. When the page's socket opens (or opens again) with
one made more than `RECHECK_AFTER` ago, Discord is asked again (`Instances.admit`; its answer
about an instance is kept `KEPT` seconds for the sockets that follow, one question at a time):
if he left the Activity, or it is gone or not in his game's channel any more, the socket gets
an `expired` error (`web-error-left`, in his language) and nothing of the game. A Discord that
does not answer lets him in: he was in it when the session was made.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
import time
from dataclasses import dataclass, field

import aiohttp
from aiohttp import web

from ..l10n import localizer
from ..links.tokens import SESSION, Refused
from ..words.language import language_of
from .keys import INSTANCES, METRICS, SERVICE, SIGNER
from .socket import page_language

log = logging.getLogger(__name__)

DISCORD_API = "https://discord.com/api"
TIMEOUT = aiohttp.ClientTimeout(total=10)
AGAIN_AFTER = 1.0  # seconds: Discord may not list a person in the instance he just joined
LONGEST = 512  # characters of a code; Discord's are far shorter
INSTANCE = re.compile(r"[A-Za-z0-9_-]{1,100}")  # Discord's look like i-1234567890-gc-10-20
RECHECK_AFTER = 5 * 60  # seconds: a session older than this is checked again by its socket
KEPT = 60  # seconds Discord's answer about an instance serves the sockets that follow


@dataclass(frozen=True)
class Activity:
    """The application's OAuth2 client and the bot's token, and where Discord's API is."""

    client_id: str
    client_secret: str = field(repr=False)
    bot_token: str = field(repr=False)
    api: str = DISCORD_API


def activity_from_env() -> Activity | None:
    """The Activity of DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET (with DISCORD_TOKEN), or
    None when one is missing: the table is then only opened from links."""
    names = ("DISCORD_CLIENT_ID", "DISCORD_CLIENT_SECRET", "DISCORD_TOKEN")
    values = [os.environ.get(name, "").strip() for name in names]
    return Activity(*values) if all(values) else None


class Refusal(Exception):
    """Why the table does not open (one of the codes above), with the HTTP status."""

    def __init__(self, code: str, status: int) -> None:
        super().__init__(code)
        self.code, self.status = code, status


ACTIVITY = web.AppKey("activity", Activity)
HTTP = web.AppKey("activity_http", aiohttp.ClientSession)


class Discord:
    """The three questions put to Discord's API."""

    def __init__(self, http: aiohttp.ClientSession, activity: Activity) -> None:
        self.http, self.activity = http, activity

    async def _json(self, method: str, path: str, refused: str, **kwargs) -> dict | None:
        """Discord's answer; None for a 404, Refusal(`refused`) for another 4xx,
        Refusal("unreachable") when Discord did not answer or failed."""
        try:
            async with self.http.request(method, self.activity.api + path, **kwargs) as answer:
                if answer.status == 404:
                    return None
                if 400 <= answer.status < 500 and answer.status != 429:  # 429: too many
                    raise Refusal(refused, 403)
                if answer.status >= 300:
                    raise Refusal("unreachable", 502)
                return await answer.json()
        except (TimeoutError, aiohttp.ClientError, ValueError) as error:
            log.warning("activity: %s %s failed: %s", method, path.split("/")[1],
                        type(error).__name__)
            raise Refusal("unreachable", 502) from None

    async def access_token(self, code: str) -> str:
        activity = self.activity
        form = {"client_id": activity.client_id, "client_secret": activity.client_secret,
                "grant_type": "authorization_code", "code": code}
        answer = await self._json("POST", "/oauth2/token", "code", data=form)
        if not answer or not isinstance(answer.get("access_token"), str):
            raise Refusal("code", 403)
        return answer["access_token"]

    async def user(self, access_token: str) -> dict:
        answer = await self._json("GET", "/users/@me", "code",
                                  headers={"Authorization": f"Bearer {access_token}"})
        if not answer or not str(answer.get("id", "")).isdigit():
            raise Refusal("code", 403)
        return answer

    async def instance(self, instance: str) -> tuple[int | None, frozenset[int]]:
        """The channel of the Activity's instance (None: not a channel's) and who is in it;
        nobody for an instance Discord does not know (any more)."""
        path = f"/applications/{self.activity.client_id}/activity-instances/{instance}"
        headers = {"Authorization": f"Bot {self.activity.bot_token}"}
        answer = await self._json("GET", path, "absent", headers=headers) or {}
        channel = str((answer.get("location") or {}).get("channel_id", ""))
        users = frozenset(int(user) for user in map(str, answer.get("users", ()))
                          if user.isdigit())
        return (int(channel) if channel.isdigit() else None), users

    async def channel_of(self, instance: str, user_id: int) -> int:
        """The channel of the Activity's instance, once `user_id` is among its users (asked
        again once, a moment later, when he is not yet)."""
        for attempt in range(2):
            if attempt:
                await asyncio.sleep(AGAIN_AFTER)
            channel, users = await self.instance(instance)
            if user_id in users:
                if channel is None:
                    raise Refusal("no_game", 404)
                return channel
        raise Refusal("absent", 403)


class Instances:
    """Who is in each Activity instance, as Discord last said: asked by the socket when a
    session made in one is older than `RECHECK_AFTER`, kept `KEPT` seconds, and asked once at
    a time per instance (every page of an instance reconnects at once after a restart)."""

    def __init__(self, app: web.Application, clock=time.monotonic) -> None:
        self.app, self.clock = app, clock
        self.known: dict[str, tuple[float, int | None, frozenset[int]]] = {}
        self.asking: dict[str, asyncio.Future] = {}

    async def admit(self, session: str) -> None:
        """Refused("left") when the session was made in an Activity more than
        `RECHECK_AFTER` ago and Discord no longer lists its person in that instance, or the
        instance is gone or is not in the channel of the session's game."""
        entry = self.app[SIGNER].check(SESSION, session, int(time.time()))
        if entry.instance is None or entry.age(int(time.time())) < RECHECK_AFTER:
            return
        try:
            channel, users = await self.members(entry.instance)
        except Refusal:  # Discord did not answer: he was in it when the session was made
            log.warning("activity: instance not checked again, Discord did not answer")
            return
        row = await self.app[SERVICE].store.game(entry.game_id)
        if entry.user_id not in users or row is None or row.channel_id != channel:
            raise Refused("left")

    async def members(self, instance: str) -> tuple[int | None, frozenset[int]]:
        kept = self.known.get(instance)
        if kept is not None and self.clock() - kept[0] < KEPT:
            return kept[1], kept[2]
        asking = self.asking.get(instance)
        if asking is None:
            asking = self.asking[instance] = asyncio.ensure_future(self._ask(instance))
            asking.add_done_callback(lambda _: self.asking.pop(instance, None))
        return await asyncio.shield(asking)

    async def _ask(self, instance: str) -> tuple[int | None, frozenset[int]]:
        answer = await Discord(self.app[HTTP], self.app[ACTIVITY]).instance(instance)
        now = self.clock()
        self.known = {name: kept for name, kept in self.known.items() if now - kept[0] < KEPT}
        self.known[instance] = (now, *answer)
        return answer


async def language_of_user(request: web.Request, user: dict | None) -> str:
    """The person's language: his own (/pr language), else his Discord client's, else the
    page's."""
    if user is not None:
        prefs = await request.app[SERVICE].store.user(int(user["id"]))
        chosen = prefs.lang or language_of(user.get("locale"))
        if chosen:
            return chosen
    return page_language(request)


async def client_id(request: web.Request) -> web.Response:
    """What the page's DiscordSDK is made with, and what it says if Discord does not give it
    a code (the person declined), in the page's language."""
    refused = localizer(page_language(request)).text("activity-code")
    return web.json_response({"client_id": request.app[ACTIVITY].client_id,
                              "refused": refused})


async def token(request: web.Request) -> web.Response:
    """A code of Discord's traded for the person's access token and a session at the game
    in play in the Activity's channel."""
    user = None
    try:
        try:
            body = await request.json()
        except ValueError:
            body = None
        code, instance = (body.get(key) if isinstance(body, dict) else None
                          for key in ("code", "instance"))
        if not (isinstance(code, str) and 0 < len(code) <= LONGEST
                and isinstance(instance, str) and INSTANCE.fullmatch(instance)):
            raise Refusal("bad", 400)
        discord = Discord(request.app[HTTP], request.app[ACTIVITY])
        access_token = await discord.access_token(code)
        user = await discord.user(access_token)
        channel = await discord.channel_of(instance, int(user["id"]))
        row = await request.app[SERVICE].store.open_game(channel)
        if row is None or row.status != "playing":
            raise Refusal("no_game", 404)
    except Refusal as refusal:
        request.app[METRICS].errors.labels(f"activity_{refusal.code}").inc()
        lang = await language_of_user(request, user)
        return web.json_response(
            {"code": refusal.code, "message": localizer(lang).text(f"activity-{refusal.code}")},
            status=refusal.status)
    session = request.app[SIGNER].session(int(user["id"]), row.id, int(time.time()), instance)
    return web.json_response({"access_token": access_token, "session": session,
                              "lang": await language_of_user(request, user)})


async def _http(app: web.Application):
    async with aiohttp.ClientSession(timeout=TIMEOUT) as http:
        app[HTTP] = http
        yield


def add_activity(app: web.Application, activity: Activity) -> None:
    """The Activity's routes on the live table's app (web_app's `activity`)."""
    app[ACTIVITY] = activity
    app[INSTANCES] = Instances(app)
    app.cleanup_ctx.append(_http)
    app.router.add_get("/api/activity", client_id)
    app.router.add_post("/api/activity/token", token)
