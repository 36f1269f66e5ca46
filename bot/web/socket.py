"""The live table's socket, `GET /ws?s=<session>`: the table as it stands to the page, each
change of the game within a second, and the page's decisions to the service.

One subscription to the service's change feed serves every socket (`Hub`), fanning out by
game. Each socket gets the table read once per change and drawn for its viewer. What a page
sends is checked before anything is done: its size (`SOFT_LIMIT`), its pace (`PACE` a
second), its JSON, its type, the session (which may expire while the page is open), and,
for a decision, that the viewer plays a seat the game asks. Each refusal is an `error` frame
in the viewer's language; the socket stays open and nothing changes. While the database
cannot be reached a socket that opens is told so and closed, for the page to try again.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections import deque

from aiohttp import WSCloseCode, WSMsgType, web

from ..decisions.arrangement import arranged
from ..feed import DECIDED, ENDED, UNDONE, Change, Heard
from ..l10n import LANGUAGES, localizer
from ..links.tokens import SESSION, Refused
from ..service_errors import ServiceError
from ..store import StoreUnavailable
from .keys import BOT, HUB, INSTANCES, METRICS, SERVICE, SIGNER
from .view import Drawings, Drawn, Lines, Viewer, table_of

log = logging.getLogger(__name__)

SOFT_LIMIT = 4096  # a page's message is far shorter: longer ones are refused, the socket open
HARD_LIMIT = 65536  # above this aiohttp closes the socket (1009) without reading the message
PACE = 5  # messages a second a page may send
MOST_DECISIONS = 40  # a whole Mayor arrangement is the longest submission
HEARTBEAT = 25  # seconds between pings, so proxies keep an idle socket open
SHOWN_WAIT = 2  # seconds a take-back's table waits for its "↶" line in the channel

# A service refusal of a decision, as the page's error codes.
REFUSALS = {"stale": "stale", "no_game": "stale", "not_started": "stale",
            "game_over": "stale", "not_a_player": "forbidden", "computer_plays": "forbidden",
            "not_your_turn": "illegal", "illegal": "illegal", "undo_refused": "illegal"}


class Client:
    """One open socket: its viewer, and what it was sent last."""

    def __init__(self, ws: web.WebSocketResponse, viewer: Viewer | None, session: str,
                 lang: str) -> None:
        self.ws = ws
        self.viewer = viewer
        self.session = session
        self.lang = lang
        self.sent: tuple[int, int] | None = None  # (seq, revision) of the last table sent
        self.drawn: Drawn | None = None  # the last drawing sent
        self.sending = asyncio.Lock()  # one table at a time, never an older after a newer
        self.recent: deque[float] = deque()

    def too_fast(self, now: float) -> bool:
        while self.recent and now - self.recent[0] >= 1:
            self.recent.popleft()
        self.recent.append(now)
        return len(self.recent) > PACE


class Hub:
    """Every open socket, by game, fed from the change feed."""

    def __init__(self, app: web.Application) -> None:
        self.app = app
        self.games: dict[int, set[Client]] = {}
        self.lines = Lines(app[SERVICE])
        self.drawings = Drawings(self.lines, lambda game_id: app[SIGNER].replay(game_id))
        self._unsubscribe = None

    def start(self) -> None:
        feed = self.app[SERVICE].feed
        unsubscribe = feed.subscribe(self.on_change, wants=self.wants)
        unwatch = feed.watch(self.count_heard)

        def stop() -> None:
            unsubscribe()
            unwatch()

        self._unsubscribe = stop

    def wants(self, heard: Heard) -> bool:
        """Another process's change is read here for a game a page shows, and for a
        take-back (rare), whose "↶" line is kept for a page that opens later (`Lines.heard`).
        Not for the decisions metric: `count_heard` counts them from the note itself, so
        that it counts every decision stored without reading games no page shows."""
        return heard.game_id in self.games or heard.kind == UNDONE

    def count_heard(self, heard: Heard) -> None:
        """A decision of another process, counted as it is heard, read here or not."""
        if heard.kind in (DECIDED, ENDED):
            self.app[METRICS].decisions.inc()

    async def stop(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        for clients in list(self.games.values()):
            for client in list(clients):
                await client.ws.close(code=1001)

    def join(self, client: Client) -> None:
        self.games.setdefault(client.viewer.game_id, set()).add(client)

    def leave(self, client: Client) -> None:
        clients = self.games.get(client.viewer.game_id)
        if clients is not None:
            clients.discard(client)
            if not clients:
                del self.games[client.viewer.game_id]
                self.drawings.forget(client.viewer.game_id)

    async def on_change(self, change: Change) -> None:
        if change.kind in (DECIDED, ENDED) and not change.heard:  # heard: `count_heard`
            self.app[METRICS].decisions.inc()
        undone = change.kind == UNDONE
        if undone:  # its "↶" line, said here: to whoever took it back too, if sent already
            await self.lines.heard(change)
            self.drawings.forget(change.game_id)
        clients = [client for client in self.games.get(change.game_id, ())
                   if client.sent is None or change.revision > client.sent[1]
                   or undone and change.revision == client.sent[1]]
        if not clients:
            return
        if undone:
            await self.taken_back(change)
        table = await table_of(self.app[SERVICE], change.game_id)
        if table is None:
            return
        for client in clients:
            await self.send_table(client, table, again=undone)

    async def send_table(self, client: Client, table=None, again: bool = False) -> None:
        """The table as it stands (or `table`) to the client's viewer, unless he was sent
        it, or a later one, already (`again`: even so). Nothing for a game that is not
        there any more (cancelled)."""
        async with client.sending:
            if table is None:
                table = await table_of(self.app[SERVICE], client.viewer.game_id)
                if table is None:
                    return
            if client.sent is not None and table.revision <= client.sent[1] and not again:
                return
            drawn = await self.drawings.of(table, client.viewer)
            text = drawn.text_after(client.drawn)
            client.sent, client.drawn = (table.seq, table.revision), drawn
            await send_text(client, text)

    async def taken_back(self, change: Change) -> None:
        """Wait until a take-back is shown in the channel, its "↶" line with the live message
        (the publisher's, from the feed: `discord_ui.handoff`): the page's lines are the
        channel's. At most `SHOWN_WAIT` seconds: a Discord that answers slowly delays no
        table longer (the line then comes with the next one)."""
        bot = self.app[BOT]
        if bot is not None:
            await bot.publisher.handoff.result(change, SHOWN_WAIT)


async def send(client: Client, message: dict) -> None:
    await send_text(client, json.dumps(message, ensure_ascii=False))


async def send_text(client: Client, text: str) -> None:
    """`text` to the page, compressed on its own when the page asked for compression (as
    browsers do): aiohttp then keeps no compressor for the socket between messages, whose
    zlib state is 256 KiB a socket, for a table about 4 % larger on the wire."""
    if not client.ws.closed:
        try:
            await client.ws.send_str(text, compress=client.ws.compress or None)
        except ConnectionError:  # the page left meanwhile
            pass


# The server's own refusals, as the page's error codes ("expired": it stops reconnecting).
CODES = {"internal": "stale", "left": "expired"}
# A session the bot did not sign with its key (signed with a key changed since, or forged) is
# told as an expired one: either way the page can only ask /pr board for a new link.
SESSION_WORDS = {"bad": "expired"}


async def refuse(app: web.Application, client: Client, code: str,
                 words: str | None = None) -> None:
    """An error frame for `code` (counted under it), with the words and page code of `words`
    when given."""
    app[METRICS].errors.labels(code).inc()
    shown = words or code
    text = localizer(client.lang).text(f"web-error-{shown}")
    await send(client, {"type": "error", "code": CODES.get(shown, shown), "message": text})


async def refuse_session(app: web.Application, client: Client, refused: Refused) -> None:
    """A session that does not open the table: the page's session ends there."""
    await refuse(app, client, refused.why, SESSION_WORDS.get(refused.why))


def page_language(request: web.Request) -> str:
    """The language the page asks for (`lang`), else the browser's first of ours, else
    English: for someone the bot cannot name yet."""
    asked = request.query.get("lang", "")
    if asked in LANGUAGES:
        return asked
    for part in request.headers.get("Accept-Language", "").split(","):
        lang = part.strip()[:2].lower()
        if lang in LANGUAGES:
            return lang
    return "en"


async def viewer_of(app: web.Application, session: str) -> Viewer:
    """The viewer a session names, in his language (his own, else his game's); Refused."""
    entry = app[SIGNER].check(SESSION, session, int(time.time()))
    service = app[SERVICE]
    prefs = await service.players.user(entry.user_id)
    row = await service.store.game(entry.game_id)
    lang = prefs.lang or (row.lang if row is not None else "en")
    return Viewer(entry.user_id, entry.game_id, lang)


async def socket(request: web.Request) -> web.WebSocketResponse:
    app = request.app
    ws = web.WebSocketResponse(heartbeat=HEARTBEAT, max_msg_size=HARD_LIMIT)
    await ws.prepare(request)
    client = Client(ws, None, request.query.get("s", ""), page_language(request))
    try:
        if await admitted(app, client):
            await served(app, client)
    except StoreUnavailable as down:
        await unreachable(app, client, down)
    return ws


async def admitted(app: web.Application, client: Client) -> bool:
    """Whether the socket goes on: with its viewer if the session opens the table, else
    after the refusal (closed if he left the Activity)."""
    try:
        viewer = await viewer_of(app, client.session)
        client.lang = viewer.lang
        if app.get(INSTANCES) is not None:  # opened in an Activity he may have left since
            await app[INSTANCES].admit(client.session)
        client.viewer = viewer
    except Refused as refused:
        await refuse_session(app, client, refused)
        if refused.why == "left":
            await client.ws.close()
            return False
    return True


async def served(app: web.Application, client: Client) -> None:
    """The table to the viewer, then the page's messages, until the socket closes."""
    metrics, hub = app[METRICS], app[HUB]
    metrics.sockets.inc()
    try:
        if client.viewer is not None:
            hub.join(client)
            looking(app, client.viewer)
            await hub.send_table(client)
        async for message in client.ws:
            if message.type is WSMsgType.TEXT:
                await received(app, client, message.data)
            elif message.type is WSMsgType.BINARY:
                await refuse(app, client, "bad")
    finally:
        metrics.sockets.dec()
        if client.viewer is not None:
            hub.leave(client)


def looking(app: web.Application, viewer: Viewer) -> None:
    """He is at the table, as if he pressed a button of the live message: no DM needs to
    call him to the game for a while (`Pinger.watching`)."""
    bot = app[BOT]
    if bot is not None:
        bot.pinger.acted(viewer.game_id, viewer.user_id, decided=False)


async def unreachable(app: web.Application, client: Client, down: StoreUnavailable) -> None:
    """The database cannot be reached just now: the page is told so in its language, then
    the socket closed (1013, try again later) for the page to reconnect as after any lost
    connection. Nothing failed in the bot: a warning, no traceback."""
    log.warning("web table: the database cannot be reached, a socket told to try again: %s",
                down)
    await refuse(app, client, "unavailable")
    await client.ws.close(code=WSCloseCode.TRY_AGAIN_LATER)


async def received(app: web.Application, client: Client, data: str) -> None:
    """One message of the page, checked, then done; any refusal is an error frame."""
    if client.too_fast(time.monotonic()):
        await refuse(app, client, "too_fast")
        return
    if len(data.encode()) > SOFT_LIMIT:
        await refuse(app, client, "too_big")
        return
    try:
        app[SIGNER].check(SESSION, client.session, int(time.time()))
    except Refused as refused:
        await refuse_session(app, client, refused)
        return
    try:
        message = json.loads(data)
    except (ValueError, RecursionError):  # RecursionError: brackets nested too deep
        await refuse(app, client, "bad")
        return
    kind = message.get("type") if isinstance(message, dict) else None
    handler = HANDLERS.get(kind) if isinstance(kind, str) else None
    if handler is None:
        await refuse(app, client, "bad")
        return
    try:
        await handler(app, client, message)
    except StoreUnavailable as down:  # nothing changed: the page may try again
        log.warning("web table: game %s, a %s: the database cannot be reached: %s",
                    client.viewer.game_id, kind, down)
        await refuse(app, client, "unavailable")
    except Exception:
        log.exception("web table: game %s, a %s failed", client.viewer.game_id, kind)
        await refuse(app, client, "internal")


def _revision(message: dict) -> int | None:
    revision = message.get("revision")
    return revision if isinstance(revision, int) and not isinstance(revision, bool) else None


def _decisions(message: dict) -> list[str] | None:
    decisions = message.get("decisions")
    if not isinstance(decisions, list) or not 0 < len(decisions) <= MOST_DECISIONS \
            or not all(isinstance(d, str) and 0 < len(d) <= 100 for d in decisions):
        return None
    return decisions


async def on_decide(app: web.Application, client: Client, message: dict) -> None:
    revision, decisions = _revision(message), _decisions(message)
    if revision is None or decisions is None:
        await refuse(app, client, "bad")
        return

    async def deciding(table) -> None:
        wanted = engine_decisions(table, table.seat_of(client.viewer.user_id), decisions)
        if not wanted:
            raise ServiceError("illegal", game_id=table.game_id)
        # Shown in Discord as a click's is: the publisher hears it on the change feed.
        app[SERVICE].reviews.give_way()  # a player is answered: the reviews wait
        await app[SERVICE].play.decide(table.channel_id, client.viewer.user_id, revision, wanted)

    await act(app, client, revision, deciding)


async def take_back(app: web.Application, table, user: int) -> None:
    """`GameService.undo` (its ServiceError raised); shown in Discord with its "↶" line as
    the Undo button's is: the publisher hears it on the change feed."""
    await app[SERVICE].play.undo(table.channel_id, user)


def engine_decisions(table, seat: int, decisions: list[str]) -> list[str]:
    """The engine's decisions for what the page sent: a Mayor arrangement (every decision a
    `place` or `place-noble` of one circle, in the Mayor phase) as the Discord selects submit
    it (`bot.decisions.arrangement.arranged`; [] when it is none he may make), else as sent."""
    placing = all(d.partition(" ")[0] in ("place", "place-noble") for d in decisions)
    if table.game.state.step == "mayor" and placing:
        return arranged(table.game, seat, decisions)
    return decisions


async def on_undo(app: web.Application, client: Client, message: dict) -> None:
    revision = _revision(message)
    if revision is None:
        await refuse(app, client, "bad")
        return
    # The table after it comes from the feed (`Hub.on_change`), its "↶" line with it.
    await act(app, client, revision,
              lambda table: take_back(app, table, client.viewer.user_id), answer=False)


async def act(app: web.Application, client: Client, revision: int, action,
              answer: bool = True) -> None:
    """A decision or take-back at `revision`, by a seated viewer, through the service as a
    button's; then the table to him (`answer`). A refusal leaves the game as it was."""
    started = time.perf_counter()
    table = await table_of(app[SERVICE], client.viewer.game_id)
    if table is None or table.seat_of(client.viewer.user_id) is None:
        await refuse(app, client, "forbidden" if table is not None else "stale")
        return
    looking(app, client.viewer)
    if table.status != "playing" or revision != table.revision:
        await refuse(app, client, "stale")
        await app[HUB].send_table(client, table, again=True)
        return
    try:
        await action(table)
    except ServiceError as error:
        code = REFUSALS.get(error.code, "internal")
        await refuse(app, client, code)
        if code == "stale":
            await app[HUB].send_table(client, again=True)
        return
    if answer:
        await app[HUB].send_table(client)
    app[METRICS].answer_seconds.observe(time.perf_counter() - started)


async def on_resume(app: web.Application, client: Client, message: dict) -> None:
    """After a reconnect: the table again if the game moved since the page's `seq`."""
    seq = message.get("seq")
    if not isinstance(seq, int):
        await refuse(app, client, "bad")
        return
    table = await table_of(app[SERVICE], client.viewer.game_id)
    if table is not None and (table.seq != seq or _revision(message) not in (None,
                                                                             table.revision)):
        await app[HUB].send_table(client, table, again=True)


HANDLERS = {"decide": on_decide, "undo": on_undo, "resume": on_resume}
