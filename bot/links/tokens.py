"""The live table's links and sessions: short tokens the bot signs (HMAC-SHA256).

A token names one person at one game until a moment: `<kind><user>.<game>.<expiry>.<mac>`,
numbers in base 36, the MAC the first 18 bytes of HMAC-SHA256 over the rest, in URL-safe
base64, so a link stays short enough to paste. `l` is a link (what `/pr board` and the turn's
DM give, valid `LINK_HOURS`), `s` a session (what the page trades a link for, valid
`SESSION_HOURS`, so a page left open keeps working after its link expires). A token of one
kind is never taken for the other. A session made inside Discord (an Activity) also names the
Activity's instance, `s<user>.<game>.<expiry>.<instance>.<mac>`, so that the socket can ask
Discord again whether its person is still there (activity.py).

`r<game>.<mac>` is a finished game's replay (`/replay`): it names no person and never
expires (a finished game is no secret), but is signed so that nobody walks the games' ids.

The key is PRBOT_WEB_SECRET, or else one made at random the first time and kept in the
database, so that every process on it, and the next start, signs alike.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import secrets
import time
from dataclasses import dataclass

LINK, SESSION, REPLAY = "l", "s", "r"
GAMES = "g"  # a player's page of his games (`/me`): `g<user>.0.<expiry>.<mac>`, as a link
LONGEST = 200  # characters: the longest is an Activity's session (an instance id: 100 at most)
LINK_HOURS = 12  # a link from /pr board or a DM: a day's sitting, then ask again
SESSION_HOURS = 7 * 24  # a page opened from a link stays connected through a week's game
MAC_BYTES = 18
SECRET_NAME = "web"  # the name of the key in the store's secrets


@dataclass(frozen=True)
class Pass:
    """Who a valid token lets in, at which game, until when (seconds since the epoch)."""

    user_id: int
    game_id: int
    expires: int
    instance: str | None = None  # the Activity instance a session was made in

    def age(self, now: int) -> int:
        """Seconds since a session was made."""
        return now - (self.expires - SESSION_HOURS * 3600)


class Refused(Exception):
    """A token that does not open the table: `why` is `bad` (not one the bot signed, or
    not of this kind) or `expired`."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


def _b36(number: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    text = ""
    while True:
        number, rest = divmod(number, 36)
        text = digits[rest] + text
        if not number:
            return text


class Signer:
    """Signs and checks tokens with one key."""

    def __init__(self, key: bytes) -> None:
        self.key = key

    def _mac(self, body: str) -> str:
        digest = hmac.new(self.key, body.encode(), hashlib.sha256).digest()[:MAC_BYTES]
        return base64.urlsafe_b64encode(digest).decode().rstrip("=")

    def sign(self, kind: str, user_id: int, game_id: int, expires: int,
             instance: str | None = None) -> str:
        body = f"{kind}{_b36(user_id)}.{_b36(game_id)}.{_b36(expires)}"
        if instance is not None:
            body += f".{instance}"
        return f"{body}.{self._mac(body)}"

    def link(self, user_id: int, game_id: int, now: int) -> str:
        return self.sign(LINK, user_id, game_id, now + LINK_HOURS * 3600)

    def session(self, user_id: int, game_id: int, now: int, instance: str | None = None) -> str:
        """A session; `instance`: the Activity's (its id has no dot), when made inside one."""
        return self.sign(SESSION, user_id, game_id, now + SESSION_HOURS * 3600, instance)

    def games(self, user_id: int, now: int) -> str:
        """A player's page of his games (no game of its own: 0), valid as long as a link."""
        return self.sign(GAMES, user_id, 0, now + LINK_HOURS * 3600)

    def replay(self, game_id: int) -> str:
        """The replay of a game, for anyone holding it, for ever."""
        body = f"{REPLAY}{_b36(game_id)}"
        return f"{body}.{self._mac(body)}"

    def replayed(self, token: object) -> int:
        """The game a replay token opens; Refused("bad") for anything else."""
        try:
            return int(self._signed_body(REPLAY, token), 36)
        except ValueError:
            raise Refused("bad") from None

    def _signed_body(self, kind: str, token: object) -> str:
        """What a token of this kind says after its kind, if the bot signed it."""
        if not isinstance(token, str) or len(token) > LONGEST or not token.startswith(kind):
            raise Refused("bad")
        body, _, mac = token.rpartition(".")
        if not hmac.compare_digest(mac.encode(), self._mac(body).encode()):
            raise Refused("bad")
        return body[len(kind):]

    def check(self, kind: str, token: object, now: int) -> Pass:
        """Who the token lets in; Refused("bad") for anything the bot did not sign as this
        kind, Refused("expired") for one it did that is too old."""
        parts = self._signed_body(kind, token).split(".")
        instance = parts.pop() if kind == SESSION and len(parts) == 4 else None
        try:
            user, game, expires = (int(part, 36) for part in parts)
        except ValueError:
            raise Refused("bad") from None
        if expires <= now:
            raise Refused("expired")
        return Pass(user, game, expires, instance)


async def signer_for(store) -> Signer:
    """The signer of PRBOT_WEB_SECRET, else of the key kept in the database (made now if
    it has none)."""
    given = os.environ.get("PRBOT_WEB_SECRET", "")
    if given:
        return Signer(given.encode())
    return Signer((await store.secret(SECRET_NAME, secrets.token_urlsafe(32))).encode())


def table_url(base: str, token: str) -> str:
    """The page's address for a link token, on the public address PRBOT_WEB_URL gives."""
    return f"{base.rstrip('/')}/table?t={token}"


def games_url(base: str, token: str) -> str:
    """A player's page of his games, on the public address PRBOT_WEB_URL gives."""
    return f"{base.rstrip('/')}/me?t={token}"


def replay_url(base: str, token: str) -> str:
    """The replay's address for a replay token, on the public address PRBOT_WEB_URL gives."""
    return f"{base.rstrip('/')}/replay?r={token}"


class Links:
    """The links a bot gives to its live table (`/pr board`, the turn's DM): none when it
    has no public address (PRBOT_WEB_URL), else signed for one person at one game; and to a
    finished game's replay, signed for the game alone."""

    def __init__(self, store, base: str | None, clock=time.time) -> None:
        self.store = store
        self.base = base
        self.clock = clock
        self._signer: Signer | None = None

    @property
    def served(self) -> bool:
        return self.base is not None

    async def _signed(self) -> Signer:
        if self._signer is None:
            self._signer = await signer_for(self.store)
        return self._signer

    async def url(self, user_id: int, game_id: int) -> str | None:
        if self.base is None:
            return None
        signer = await self._signed()
        return table_url(self.base, signer.link(user_id, game_id, int(self.clock())))

    async def games(self, user_id: int) -> str | None:
        """His page of his games on the live table (`/pr games`'s button)."""
        if self.base is None:
            return None
        signer = await self._signed()
        return games_url(self.base, signer.games(user_id, int(self.clock())))

    async def replay(self, game_id: int) -> str | None:
        """A finished game's replay, for anyone (the Review button, `/pr review`)."""
        if self.base is None:
            return None
        return replay_url(self.base, (await self._signed()).replay(game_id))
