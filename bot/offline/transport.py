"""The offline Discord under discord.py's HTTP layer.

discord.py sends every REST request (`HTTPClient.request`) and every interaction webhook
(`AsyncWebhookAdapter.request`) through the one aiohttp session of the bot's HTTP client, and
reads Discord's answers there: the `X-RateLimit-*` headers that fill its buckets, a 429's
`retry_after` that it sleeps before trying again, the global flag that holds back all its
requests meanwhile. `connect` gives the client an `OfflineSession` in that session's place, so
all of that runs as against Discord: each request is routed by its address, waits the
latency, is let through or refused by the recorder's gate (limits.py), and is answered with
the recorder's reply and the headers Discord sends.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import math
import time
from contextlib import asynccontextmanager
from dataclasses import dataclass
from functools import cache, lru_cache
from http import HTTPStatus
from urllib.parse import unquote

from discord.http import HTTPClient, Route
from multidict import CIMultiDict

from .limits import Verdict
from .recorder import Recorder, Refused

# The routes the bot uses, each with the kind of bucket it counts against (limits.py). The
# interaction endpoints (a response, its follow-ups and edits) are not bound by the global
# limit.
ROUTES = {
    ("GET", "/users/@me"): "others",
    ("GET", "/oauth2/applications/@me"): "others",
    ("GET", "/applications/{application_id}/commands"): "others",
    ("PUT", "/applications/{application_id}/commands"): "others",
    ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands"): "others",
    ("POST", "/users/@me/channels"): "others",
    ("GET", "/guilds/{guild_id}"): "others",
    ("POST", "/channels/{channel_id}/messages"): "messages",
    ("GET", "/channels/{channel_id}/messages/{message_id}"): "others",
    ("PATCH", "/channels/{channel_id}/messages/{message_id}"): "edits",
    ("DELETE", "/channels/{channel_id}/messages/{message_id}"): "deletes",
    ("POST", "/interactions/{webhook_id}/{webhook_token}/callback"): "interactions",
    ("POST", "/webhooks/{webhook_id}/{webhook_token}"): "interactions",
    ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"): "interactions",
    ("GET", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"): "interactions",
    ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"): "interactions",
    ("DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"): "interactions",
}
# Each route's method, path, the path's parts and its bucket's kind; fixed parts first:
# ".../messages/@original" is not a message of id "@original".
TEMPLATES = sorted(((method, path, path.split("/"), kind) for (method, path), kind
                    in ROUTES.items()), key=lambda route: route[1].count("{"))
RATE_LIMITED = "You are being rate limited."
VIA = "1.1 google"  # Discord's answers come through Google's front end; discord.py checks
ENCODE = json.JSONEncoder(separators=(",", ":"), check_circular=False).encode  # as Discord's


@dataclass(frozen=True)
class Upload:
    """A file of a multipart request, by its name."""

    filename: str


@dataclass
class Answer:
    """What Discord answers: the part of aiohttp's ClientResponse discord.py reads."""

    status: int
    headers: CIMultiDict
    body: str = ""

    @property
    def reason(self) -> str:
        return HTTPStatus(self.status).phrase

    async def text(self, encoding: str = "utf-8") -> str:
        return self.body


class OfflineSession:
    """The part of aiohttp's ClientSession discord.py uses, answered by the recorder."""

    def __init__(self, recorder: Recorder) -> None:
        self.recorder = recorder
        self.closed = False

    @asynccontextmanager
    async def request(self, method: str, url: str, *, data=None, params=None, **_):
        yield await answer(self, method, url, data, params)

    async def close(self) -> None:
        self.closed = True


def connect(http: HTTPClient, recorder: Recorder) -> None:
    """Have `http` log in on the offline Discord: discord.py's own login would open an aiohttp
    session to discord.com; this one puts an OfflineSession in its place, then asks who the
    bot is as discord.py does."""
    async def static_login(token: str) -> dict:
        http._HTTPClient__session = OfflineSession(recorder)
        http._global_over = asyncio.Event()
        http._global_over.set()
        http.token = token
        return await http.request(Route("GET", "/users/@me"))

    http.static_login = static_login


async def answer(session: OfflineSession, method: str, url: str, data, params) -> Answer:
    """Discord's answer to one request: after the latency, a 429 if its bucket or the bot's
    global limit is spent, else the recorder's reply (or refusal), with the bucket's state."""
    recorder = session.recorder
    route, kind = routed(method, url)
    if recorder.limits.latency:
        await asyncio.sleep(recorder.limits.latency)
    bucket = bucket_name(route, kind)
    verdict = recorder.gate.admit(recorder.limits, kind, bucket, route.major_parameters,
                                  asyncio.get_running_loop().time(),
                                  bound=kind != "interactions")
    if verdict.refused:
        recorder.rate_limited[verdict.scope] += 1
        return too_many(verdict, bucket)
    headers = rate_headers(verdict, bucket)
    try:
        reply = await handled(recorder, session, route, data, params)
    except Refused as refused:
        return reply_answer(refused.status, {"code": refused.code, "message": refused.message},
                            headers)
    return reply_answer(200, reply, headers)


async def handled(recorder: Recorder, session: OfflineSession, route: Route, data, params):
    body, parts, files = decoded(data)
    if route.path.startswith(("/webhooks/", "/interactions/")):
        return await recorder.webhook_request(route, session, payload=body, multipart=parts,
                                              files=files, params=params)
    return await recorder.http_request(route, files=files, form=parts, json=body,
                                       params=params)


def decoded(data) -> tuple[object, list[dict] | None, list[Upload]]:
    """A request's JSON body; or its multipart form's parts (name, value, and a file's name),
    as aiohttp holds them before encoding, and its files."""
    if data is None:
        return None, None, []
    if isinstance(data, str | bytes):
        return json.loads(data), None, []
    # aiohttp.FormData, read before it is encoded: discord.py fills it from its form's parts
    parts = [{"name": options["name"], "value": value}
             | ({"filename": options["filename"]} if "filename" in options else {})
             for options, _headers, value in data._fields]
    return None, parts, [Upload(part["filename"]) for part in parts if "filename" in part]


@lru_cache(maxsize=4096)  # a channel's posts, a message's edits: the same address again
def routed(method: str, url: str) -> tuple[Route, str]:
    """The route a request's address names, as discord.py built it, and its bucket's kind."""
    segments = url.removeprefix(Route.BASE).split("?")[0].split("/")
    for known_method, path, parts, kind in TEMPLATES:
        if known_method == method:
            params = matched(parts, segments)
            if params is not None:
                return Route(method, path, **params), kind
    raise AssertionError(f"unexpected request {method} {url}")


def matched(template: list[str], segments: list[str]) -> dict[str, int | str] | None:
    """The parameters of a path that fits `template` (ids as numbers, as discord.py has
    them), or None."""
    if len(template) != len(segments):
        return None
    params: dict[str, int | str] = {}
    for part, segment in zip(template, segments, strict=True):
        if part.startswith("{"):
            params[part.strip("{}")] = int(segment) if segment.isdigit() else unquote(segment)
        elif part != segment:
            return None
    return params



def bucket_name(route: Route, kind: str) -> str:
    """Routes of one kind share a bucket, but for the others: each has its own."""
    return f"{route.method} {route.path}" if kind == "others" else kind


@cache
def bucket_hash(name: str) -> str:
    """X-RateLimit-Bucket: a bucket's name as an opaque string, as Discord gives it."""
    return hashlib.md5(name.encode(), usedforsecurity=False).hexdigest()


def seconds(value: float) -> float:
    """Seconds to the millisecond, rounded up: who waits that long finds the window over."""
    return math.ceil(value * 1000) / 1000


def rate_headers(verdict: Verdict, bucket: str) -> CIMultiDict:
    reset_after = seconds(verdict.reset_after)
    return CIMultiDict({
        "Via": VIA,
        "X-RateLimit-Limit": str(verdict.limit),
        "X-RateLimit-Remaining": str(verdict.remaining),
        "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
        "X-RateLimit-Reset-After": f"{reset_after:.3f}",
        "X-RateLimit-Bucket": bucket_hash(bucket),
    })


def too_many(verdict: Verdict, bucket: str) -> Answer:
    """A 429: the route's bucket is spent (with its headers), or the bot's global limit."""
    is_global = verdict.scope == "global"
    headers = CIMultiDict({"Via": VIA, "X-RateLimit-Global": "true"}) if is_global \
        else rate_headers(verdict, bucket)
    headers["X-RateLimit-Scope"] = verdict.scope
    headers["Retry-After"] = str(math.ceil(verdict.reset_after))
    body = {"message": RATE_LIMITED, "retry_after": seconds(verdict.reset_after),
            "global": is_global}
    return reply_answer(429, body, headers)


def reply_answer(status: int, body, headers: CIMultiDict) -> Answer:
    """An answer carrying `body` as JSON; none (204) when there is nothing to say."""
    if body is None:
        return Answer(204 if status == 200 else status, headers)
    headers["Content-Type"] = "application/json"
    return Answer(status, headers, ENCODE(body))
