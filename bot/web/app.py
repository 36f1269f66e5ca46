"""The live table's web server (aiohttp), in the bot's own process (`prbot run --web`) or
alone on the bot's database (`prbot web`).

Routes:
  GET  /table?t=<link>   the page (bot/web/static/index.html); a link that is not valid gets
                         only how to have a new one, in the page's language
  GET  /static/…         the page's files, and in /static/fonts/ the renderer's fonts
  POST /api/session      {"link": t} → {"session": s}: a link traded for a session
  GET  /ws?s=<session>   the socket (bot/web/socket.py)
  GET  /replay?r=<replay>            a finished game's replay (bot/web/static/replay.html),
                                     for anyone holding its link; a game in play, or a link
                                     that is not valid, gets one sentence saying why
  GET  /api/replay?r=<replay>        what the replay says of every step (replay.summary)
  GET  /api/replay/step?r=…&step=N   the table after N steps, as SVG (0: the start)
  GET  /me?t=<games>                 a player's page of his games (bot/web/static/me.html)
  GET  /api/me?t=<games>             its list, asked again while the page is open (me.py)
  GET  /healthz          {"database": bool, "discord": bool|null}: 200, or 503 if one is down
  GET  /metrics          Prometheus's text format (bot/web/metrics.py)

With the Activity configured (bot/web/activity.py), the page is also what Discord shows in
its frame, at `/` (or `/table`) with `frame_id`: it has no link, and trades Discord's code for a
session at `/api/activity/token`; the socket takes a session, however it was had.

While the database cannot be reached, a request that needs it is answered 503 with
`{"code": "unavailable", "message": …}` in the page's language (the page tries again by
itself), and the socket says so before it closes.

Tokens travel in query strings, so the access log writes the path only, and the page is sent
with `Referrer-Policy: no-referrer`. The page's Content-Security-Policy allows only its own
origin (and its socket), which is also what Discord's proxy enforces for an Activity.
"""

from __future__ import annotations

import html
import logging
import time
from pathlib import Path

from aiohttp import web
from aiohttp.abc import AbstractAccessLogger

from ..l10n import localizer
from ..links.tokens import LINK, Refused, Signer, signer_for
from ..store import StoreUnavailable
from .activity import ACTIVITY, Activity, activity_from_env, add_activity
from .keys import BOT, HUB, METRICS, REPLAYS, SERVICE, SIGNER
from .me import add_games_page
from .metrics import CONTENT_TYPE, Metrics
from .replay import NoReplay, NotOver, Replayed, Replays
from .socket import Hub, page_language, socket
from .view import table_of

log = logging.getLogger(__name__)

STATIC = Path(__file__).parent / "static"
FONTS = Path(__file__).parents[2] / "renderer" / "fonts"
REQUEST_LIMIT = 16 * 1024  # a page's request body (a link) is a few dozen bytes
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "font-src 'self'; connect-src 'self' wss:; object-src 'none'; base-uri 'none'; "
       "form-action 'self'; "
       "frame-ancestors 'self' https://discord.com https://*.discord.com "
       "https://*.discordsays.com")


class PathLog(AbstractAccessLogger):
    """One line a request without its query string (where links and sessions travel)."""

    def log(self, request: web.BaseRequest, response: web.StreamResponse,
            time: float) -> None:
        self.logger.info("%s %s %s %.3fs", request.method, request.path, response.status,
                         time)


@web.middleware
async def guarded(request: web.Request, handler):
    """Every answer: no sniffing, no referrer (the page's address holds its link), the CSP."""
    response = await handler(request)
    response.headers["Content-Security-Policy"] = CSP
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    if request.path in ("/", "/table", "/api/session", "/api/activity/token", "/replay",
                        "/api/replay", "/me", "/api/me"):
        response.headers["Cache-Control"] = "no-store"
    return response


@web.middleware
async def reachable(request: web.Request, handler):
    """A database that cannot be reached just now: a 503 the page reads, in its language,
    and tries again after (no traceback: nothing failed in the bot)."""
    try:
        return await handler(request)
    except StoreUnavailable as down:
        log.warning("%s %s: the database cannot be reached: %s", request.method,
                    request.path, down)
        request.app[METRICS].errors.labels("unavailable").inc()
        text = localizer(page_language(request)).text("web-error-unavailable")
        return web.json_response({"code": "unavailable", "message": text}, status=503)


def plain_page(lang: str, text: str, status: int = 200) -> web.Response:
    """A page with one sentence on it (a refused link, or no page installed yet)."""
    title = html.escape(localizer(lang).text("web-title"))
    body = (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<link rel="icon" href="data:,">'  # no request for /favicon.ico
            f"<title>{title}</title></head><body><main><h1>{title}</h1>"
            f"<p>{html.escape(text)}</p></main></body></html>")
    return web.Response(text=body, status=status, content_type="text/html")


async def page(request: web.Request) -> web.StreamResponse:
    """The page for a valid link, or inside Discord's frame for the Activity's handshake."""
    lang = page_language(request)
    in_discord = "frame_id" in request.query and ACTIVITY in request.app
    try:
        if not in_discord:
            request.app[SIGNER].check(LINK, request.query.get("t", ""), int(time.time()))
    except Refused as refused:
        request.app[METRICS].errors.labels(refused.why).inc()
        return plain_page(lang, localizer(lang).text("web-link-refused"), 403)
    index = STATIC / "index.html"
    if index.is_file():
        return web.FileResponse(index)
    return plain_page(lang, localizer(lang).text("web-placeholder"))


async def new_session(request: web.Request) -> web.Response:
    """A link traded for a session of the same person at the same game, if the link is
    the bot's, not expired, and its game is in play or finished."""
    app = request.app
    lang = page_language(request)
    try:
        body = await request.json()
    except ValueError:
        body = None
    link = body.get("link") if isinstance(body, dict) else None
    now = int(time.time())
    try:
        entry = app[SIGNER].check(LINK, link, now)
        if await table_of(app[SERVICE], entry.game_id) is None:
            raise Refused("bad")
    except Refused as refused:
        app[METRICS].errors.labels(refused.why).inc()
        return web.json_response({"code": refused.why,
                                  "message": localizer(lang).text("web-link-refused")},
                                 status=403)
    return web.json_response(
        {"session": app[SIGNER].session(entry.user_id, entry.game_id, now)})


# Why a replay is not shown: its message (`web-replay-<code>`) and the answer's status.
NOT_REPLAYED = {"refused": 403, "empty": 404, "playing": 409, "bad-step": 400}


async def replayed_of(request: web.Request) -> Replayed | str:
    """The game over a replay link names, else why not (a key of NOT_REPLAYED)."""
    app = request.app
    try:
        return await app[REPLAYS].game(app[SIGNER].replayed(request.query.get("r", "")))
    except Refused as refused:
        app[METRICS].errors.labels(refused.why).inc()
        return "refused"
    except NoReplay:
        return "empty"
    except NotOver:
        return "playing"


def replay_refusal(request: web.Request, code: str) -> web.Response:
    lang = page_language(request)
    return web.json_response({"code": code,
                              "message": localizer(lang).text(f"web-replay-{code}")},
                             status=NOT_REPLAYED[code])


async def replay_page(request: web.Request) -> web.StreamResponse:
    """The replay's page, for a game over; else one sentence saying why not."""
    replayed = await replayed_of(request)
    if isinstance(replayed, str):
        lang = page_language(request)
        return plain_page(lang, localizer(lang).text(f"web-replay-{replayed}"),
                          NOT_REPLAYED[replayed])
    return web.FileResponse(STATIC / "replay.html")


async def replay_summary(request: web.Request) -> web.Response:
    replayed = await replayed_of(request)
    if isinstance(replayed, str):
        return replay_refusal(request, replayed)
    summary = await request.app[REPLAYS].summary(replayed, page_language(request))
    response = web.json_response(summary)
    response.enable_compression()
    return response


async def replay_step(request: web.Request) -> web.Response:
    """The table after `step` steps: the same at every asking, so kept by the browser."""
    replayed = await replayed_of(request)
    if isinstance(replayed, str):
        return replay_refusal(request, replayed)
    step = request.query.get("step", "")
    if not (step.isascii() and step.isdigit() and len(step) < 7
            and int(step) <= len(replayed.steps)):
        return replay_refusal(request, "bad-step")
    svg = await request.app[REPLAYS].drawing(replayed, int(step), page_language(request))
    response = web.Response(text=svg, content_type="image/svg+xml")
    response.headers["Cache-Control"] = "public, max-age=86400"
    response.enable_compression()
    return response


async def healthz(request: web.Request) -> web.Response:
    """Whether the database answers a trivial query and, with a bot, Discord is connected."""
    app = request.app
    try:
        await app[SERVICE].store.ping()
        database = True
    except Exception as exc:  # any failure is the answer, not an error of this route
        log.warning("health: the database does not answer: %s", type(exc).__name__)
        database = False
    bot = app[BOT]
    discord = None if bot is None else bot.is_ready() and not bot.is_closed()
    healthy = database and discord is not False
    return web.json_response({"database": database, "discord": discord},
                             status=200 if healthy else 503)


async def metrics(request: web.Request) -> web.Response:
    app = request.app
    try:
        app[METRICS].games.count = len(await app[SERVICE].recovery.open_games())
    except Exception:
        app[METRICS].games.count = None  # unknown now: no sample, rather than an old count
        log.warning("metrics: games in play not read", exc_info=True)
    app[METRICS].feed_lag.set(app[SERVICE].feed.lag())
    response = web.Response(body=app[METRICS].text())
    response.headers["Content-Type"] = CONTENT_TYPE
    return response


async def _started(app: web.Application) -> None:
    if app[SIGNER] is None:
        app[SIGNER] = await signer_for(app[SERVICE].store)
    if app[BOT] is not None:  # served beside a bot, whose delivery it reports
        app[METRICS].watch(app[BOT].publisher.delivery)
    app[HUB].start()


async def _stopping(app: web.Application) -> None:
    await app[HUB].stop()


def web_app(service, bot=None, signer: Signer | None = None,
            activity: Activity | None = None) -> web.Application:
    """The live table's app on a game service, its take-backs shown in Discord through
    `bot` when there is one (its decisions reach the bot's publisher on the service's change
    feed), and opened inside Discord as `activity` when given. Without
    `signer`, the key is read at start-up (`signer_for`)."""
    app = web.Application(middlewares=[guarded, reachable], client_max_size=REQUEST_LIMIT)
    app[SERVICE] = service
    app[SIGNER] = signer
    app[METRICS] = Metrics()
    app[BOT] = bot
    app[HUB] = Hub(app)
    app[REPLAYS] = Replays(service)
    app.on_startup.append(_started)
    app.on_shutdown.append(_stopping)
    app.router.add_get("/table", page)
    if activity is not None:
        add_activity(app, activity)
        app.router.add_get("/", page)  # where Discord's proxy opens an Activity
    app.router.add_post("/api/session", new_session)
    app.router.add_get("/ws", socket)
    app.router.add_get("/replay", replay_page)
    app.router.add_get("/api/replay", replay_summary)
    app.router.add_get("/api/replay/step", replay_step)
    add_games_page(app, plain_page)  # /me and /api/me: a player's games (me.py)
    app.router.add_get("/healthz", healthz)
    app.router.add_get("/metrics", metrics)
    app.router.add_static("/static/fonts/", FONTS)  # the page's CSS asks for them there
    app.router.add_static("/static/", STATIC)
    return app


class WebServer:
    """The app listening on HOST:PORT, started and stopped with the bot (or alone)."""

    def __init__(self, service, bot=None, host: str = "127.0.0.1", port: int = 8080) -> None:
        self.app = web_app(service, bot, activity=activity_from_env())
        self.host, self.port = host, port
        self.runner: web.AppRunner | None = None

    async def start(self) -> None:
        # A second to close: open sockets are told to go (1001) and the page reconnects.
        self.runner = web.AppRunner(self.app, access_log_class=PathLog, shutdown_timeout=1)
        await self.runner.setup()
        await web.TCPSite(self.runner, self.host, self.port).start()
        log.info("the live table listens on %s:%s", self.host, self.port)

    async def stop(self) -> None:
        if self.runner is not None:
            await self.runner.cleanup()
            self.runner = None
