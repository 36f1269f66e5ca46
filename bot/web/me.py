"""A player's page of his games on the live table: what `/pr games` lists, kept current.

  GET /me?t=<games token>      the page (static/me.html); a token that is not valid gets only
                               how to have a new one, in the page's language
  GET /api/me?t=<games token>  the list: {"words", "sections", "empty", "refresh"}

The token (`tokens.GAMES`) names the player alone and expires as a link does. The page asks for
the list again every `REFRESH` seconds while it is shown, and at once when it is shown again:
a list of a player's games changes at most as often as he and the others at his tables decide,
and each asking costs one query of his seats and his games read from the service's cache
(docs/performance.md). Every word comes from here, in his language: the page holds none.
"""

from __future__ import annotations

import functools
import time
from pathlib import Path

from aiohttp import web

from ..clock import shown
from ..l10n import Localizer, localizer
from ..links.tokens import GAMES, Refused
from ..service.own_games import FinishedGame, OpenGame
from ..words.messages import jump_url, step_text
from .keys import BOT, METRICS, SERVICE, SIGNER
from .socket import page_language

REFRESH = 20  # seconds between two askings of a page left open
PAGE_WORDS = ("title", "refreshing", "unreachable")
PAGE = Path(__file__).parent / "static" / "me.html"


async def language_of(request: web.Request, user_id: int) -> str:
    """His own language, else the page's."""
    prefs = await request.app[SERVICE].players.user(user_id)
    return prefs.lang or page_language(request)


def refusal(lang: str, why: str) -> web.Response:
    return web.json_response({"code": why,
                              "message": localizer(lang).text("games-web-refused")},
                             status=403)


async def games_page(request: web.Request, plain_page) -> web.StreamResponse:
    """The page for a valid token, else one sentence saying how to have a new one (the
    app's `plain_page`)."""
    lang = page_language(request)
    try:
        request.app[SIGNER].check(GAMES, request.query.get("t", ""), int(time.time()))
    except Refused as refused:
        request.app[METRICS].errors.labels(refused.why).inc()
        return plain_page(lang, localizer(lang).text("games-web-refused"), 403)
    return web.FileResponse(PAGE)


async def games_list(request: web.Request) -> web.Response:
    """His games as `/pr games` lists them, in his language."""
    app = request.app
    try:
        entry = app[SIGNER].check(GAMES, request.query.get("t", ""), int(time.time()))
    except Refused as refused:
        app[METRICS].errors.labels(refused.why).inc()
        return refusal(page_language(request), refused.why)
    user = entry.user_id
    lang = await language_of(request, user)
    loc = localizer(lang)
    games = await app[SERVICE].own_games.of(user)
    sections = [
        ("games-waiting", [await waiting_item(app, g, user, lang) for g in games.waiting]),
        ("games-others", [await other_item(app, g, user, lang) for g in games.others]),
        ("games-finished", [await finished_item(app, g, lang) for g in games.finished]),
    ]
    return web.json_response({
        "lang": lang,
        "words": {key: loc.text(f"games-web-{key}") for key in PAGE_WORDS},
        "sections": [{"title": loc.text(key), "items": items} for key, items in sections
                     if items],
        "empty": loc.text("games-none"),
        "refresh": REFRESH,
    })


# ------------------------------------------------------------------ the items
async def server(app: web.Application, guild_id: int | None, loc: Localizer) -> str:
    """The server's name as the bot in this process sees it; "a server" without one."""
    bot = app[BOT]
    name = await bot.server_name(guild_id) if bot is not None else None
    return name or loc.text("games-unknown-server")


def link(loc: Localizer, key: str, url: str) -> dict:
    return {"label": loc.text(key), "url": url}


async def table_link(app: web.Application, user: int, game_id: int, loc: Localizer) -> dict:
    """His own link to the game's live table, on this same site."""
    token = app[SIGNER].link(user, game_id, int(time.time()))
    return link(loc, "games-web-table", f"/table?t={token}")


async def waiting_item(app: web.Application, game: OpenGame, user: int, lang: str) -> dict:
    table = game.table
    loc = localizer(lang, table.theme)
    asked = step_text(table, game.seat, loc, table.names).rstrip(".")  # a page: names as chosen
    line = loc.text("games-asked", where=await server(app, table.guild_id, loc),
                    round=game.round, decision=asked)
    links = [await table_link(app, user, table.game_id, loc)]
    live = live_message(app, table)
    if live:
        links.insert(0, link(loc, "games-web-answer",
                             jump_url(table.guild_id, table.channel_id, live)))
    return {"line": line, "time": clock_text(game, loc), "links": links, "waiting": True}


def live_message(app: web.Application, table) -> int | None:
    """The message that asks now: the bot's own knowledge of it, else the store's."""
    bot = app[BOT]
    return bot.publisher.live_message(table) if bot is not None else table.prompt_message_id


def clock_text(game: OpenGame, loc: Localizer) -> str | None:
    """His clock in words: away, stopped by his quiet hours, or the time he has left."""
    his = game.clock
    if his is None:
        return None
    if his.away_until is not None:
        return loc.text("games-web-away")
    if his.still_until is not None:
        return loc.text("games-web-still")
    if his.left is None:
        return None
    amount, unit = shown(his.left)
    return loc.text("games-web-left", left=loc.text(f"clock-unit-{unit}", amount=amount))


async def other_item(app: web.Application, game: OpenGame, user: int, lang: str) -> dict:
    table = game.table
    loc = localizer(lang, table.theme)
    where = await server(app, table.guild_id, loc)
    if table.game is None:
        line = loc.text("games-lobby", where=where, count=len(table.seats),
                        max=table.max_players)
        return {"line": line, "time": None, "links": []}
    players = loc.join([table.names[seat] for seat in game.pending_seats])
    line = loc.text("games-turn", where=where, round=game.round, players=players)
    return {"line": line, "time": None,
            "links": [await table_link(app, user, table.game_id, loc)]}


async def finished_item(app: web.Application, game: FinishedGame, lang: str) -> dict:
    loc = localizer(lang, game.row.theme)
    line = loc.text("games-ended", where=await server(app, game.row.guild_id, loc),
                    date=game.row.updated_at[:10], players=game.players,
                    place=game.place or 0)
    links = [link(loc, "games-web-review", f"/replay?r={app[SIGNER].replay(game.row.id)}")
             ] if game.reviewed else []
    return {"line": line, "time": None, "links": links}


def add_games_page(app: web.Application, plain_page) -> None:
    """The page and its list, a refusal said on the app's `plain_page`."""
    app.router.add_get("/me", functools.partial(games_page, plain_page=plain_page))
    app.router.add_get("/api/me", games_list)
