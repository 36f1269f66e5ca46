"""A small server speaking the live table's contract to the page, for the browser tests: the
page's static files and the renderer's fonts, a session for the link "good", and a socket
that sends the table of a real game (its SVG, the viewer's choices, the Mayor's arrangement,
the page's words) and applies what the page decides. It keeps every frame the page sent."""

from __future__ import annotations

import asyncio
import json
import threading
from pathlib import Path

from aiohttp import WSMsgType, web

from bot import arrangement
from bot.game import Game
from bot.game.errors import IllegalDecision
from bot.l10n import localizer
from bot.web_words import page_words
from renderer import table_svg
from renderer.fonts import FONT_DIR
from renderer.pieces import arrange_of, live_choices

STATIC = Path(__file__).resolve().parents[2] / "bot" / "web" / "static"


class TableServer:
    def __init__(self, game: Game, seat: int, lang: str = "en") -> None:
        self.game, self.seat, self.lang = game, seat, lang
        self.revision = 1
        self.sent: list[dict] = []  # what the page sent, in order
        self.lines: list[str] = []
        self.sockets: set[web.WebSocketResponse] = set()
        self.loop = asyncio.new_event_loop()
        self.ready = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.url = ""

    # ------------------------------------------------------------ the game
    def table(self, changed=()) -> dict:
        game, seat = self.game, self.seat
        loc = localizer(self.lang, game.state.theme)
        names = [player.name for player in game.state.players]
        return {"type": "table", "game": 1, "seq": game.state.decisions,
                "revision": self.revision, "svg": table_svg(game, self.lang, viewer_seat=seat),
                "choices": live_choices(game, seat, loc, names),
                "arrange": arrange_of(game, seat), "undo": bool(self.lines),
                "you": {"seat": seat, "name": names[seat]}, "lang": self.lang,
                "lines": self.lines, "changed": list(changed), "words": page_words(loc)}

    def decide(self, message: dict) -> dict:
        if message.get("revision") != self.revision:
            return {"type": "error", "code": "stale", "message": "stale"}
        decisions = list(message["decisions"])
        if self.game.state.step == "mayor" and arrange_of(self.game, self.seat):
            decisions = arrangement.arranged(self.game, self.seat, decisions)
        trial = self.game.clone()
        try:
            if not decisions:
                raise IllegalDecision(self.seat, "", "no arrangement")
            for decision in decisions:
                trial.apply(self.seat, decision)
        except IllegalDecision:
            return {"type": "error", "code": "illegal", "message": "That move is not allowed."}
        self.game = trial
        self.revision += 1
        self.lines = [*self.lines, " · ".join(decisions)]
        return self.table()

    # ------------------------------------------------------------- the web
    async def page(self, request: web.Request) -> web.FileResponse:
        return web.FileResponse(STATIC / "index.html")

    async def session(self, request: web.Request) -> web.Response:
        body = await request.json()
        if body.get("link") != "good":
            return web.json_response({"message": "Ask for a new link with /pr board."},
                                     status=403)
        return web.json_response({"session": "s1"})

    async def socket(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=4096)
        await ws.prepare(request)
        self.sockets.add(ws)
        await ws.send_str(json.dumps(self.table()))
        async for frame in ws:
            if frame.type != WSMsgType.TEXT:
                break
            message = json.loads(frame.data)
            self.sent.append(message)
            if message["type"] == "decide":
                await ws.send_str(json.dumps(self.decide(message)))
        self.sockets.discard(ws)
        return ws

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get("/table", self.page)
        app.router.add_post("/api/session", self.session)
        app.router.add_get("/ws", self.socket)
        app.router.add_static("/static/fonts", FONT_DIR)
        app.router.add_static("/static", STATIC)
        return app

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        runner = web.AppRunner(self.app(), shutdown_timeout=0.2)
        self.loop.run_until_complete(runner.setup())
        site = web.TCPSite(runner, "127.0.0.1", 0)
        self.loop.run_until_complete(site.start())
        port = runner.addresses[0][1]
        self.url = f"http://127.0.0.1:{port}"
        self.runner = runner
        self.ready.set()
        self.loop.run_forever()
        self.loop.run_until_complete(self._close())
        self.loop.close()

    async def _close(self) -> None:
        for ws in list(self.sockets):
            await ws.close()
        await self.runner.cleanup()

    def __enter__(self) -> TableServer:
        self.thread.start()
        self.ready.wait(10)
        return self

    def __exit__(self, *exc) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)

    def push(self, changed=()) -> None:
        """Send the table again to every page, as the server does after a change."""
        frame = json.dumps(self.table(changed))

        async def sending() -> None:
            for ws in list(self.sockets):
                await ws.send_str(frame)

        asyncio.run_coroutine_threadsafe(sending(), self.loop).result(5)
