"""The reviews' part of the store (migration 0017): each ended game's review, queued with the
game's end (`rows.QUEUE_REVIEW`, in the transaction that ends it), claimed by one worker,
kept as JSON beside the record, or marked failed.

A claim is a compare-and-set (`state` from queued to working) that one writer wins, on SQLite
and PostgreSQL alike: several processes on one database each make a review once, whichever
claims it first (the process that holds the game's server first: the surfaces that show the
game hear of its review there). The claimer renews its claim while it works
(`renew_reviews`); a claim not renewed since `stale_before` belongs to a process that died,
and is claimed again, at most `attempts` times in all, then given up as failed (a review that
kills its worker never loops).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..shards import Shards
from .rows import in_shards
from .sql import Sql

# What a claim may take: a queued review, or one claimed by a process that stopped renewing it.
CLAIMABLE = "(state = 'queued' OR (state = 'working' AND claimed_at <= ?))"


@dataclass(frozen=True)
class ReviewRow:
    """A game's review as stored: its state (queued, working, done, failed), the format and
    JSON of a review done, why one failed."""

    state: str
    format: int | None = None
    review: str | None = None
    error: str | None = None
    attempts: int = 0


class ReviewQueries(Sql):
    """Mixed into the store (`base.Store`)."""

    async def review_row(self, game_id: int) -> ReviewRow | None:
        row = await self._one("SELECT state, format, review, error, attempts FROM reviews"
                              " WHERE game_id = ?", (game_id,))
        return ReviewRow(*row) if row else None

    async def queue_review(self, game_id: int, keep_format: int | None) -> bool:
        """Queue again the review of an ended game that has none, or whose review is of
        another format than `keep_format` (None: whatever its format): the cache made again
        from the record. A review queued, being made or failed is left as it is; a game in
        play or cancelled before any decision is never queued. Whether it was queued."""
        changed = await self._write(
            "INSERT INTO reviews (game_id, state, queued_at) SELECT id, 'queued', ? FROM games"
            " WHERE id = ? AND status IN ('finished', 'cancelled') AND seq > 0"
            " ON CONFLICT (game_id) DO UPDATE SET state = 'queued',"
            " queued_at = excluded.queued_at, claimed_at = NULL, attempts = 0, format = NULL,"
            " review = NULL, error = NULL WHERE reviews.state = 'done'"
            " AND (CAST(? AS INTEGER) IS NULL OR COALESCE(reviews.format, -1) <> ?)",
            (self._now(), game_id, keep_format, keep_format),
        )
        return changed == 1

    async def claim_reviews(self, count: int, now: str, stale_before: str, attempts: int,
                            shards: Shards | None = None,
                            others_before: str | None = None) -> list[int]:
        """Claim up to `count` reviews to make, the oldest queued first: the ids of the games
        this writer won (another process may win some of those it tried). With `shards`, the
        reviews of the games of their servers first, then those of any other game queued
        since `others_before` (its own process left it waiting). A claim abandoned since
        `stale_before`, or queued again after its worker died, that was claimed `attempts`
        times already is failed instead."""
        await self._write(
            "UPDATE reviews SET state = 'failed', error = 'its worker stopped, again and again'"
            f" WHERE {CLAIMABLE} AND attempts >= ?", (stale_before, attempts))
        where, params = in_shards(shards)
        claimed = await self._claim(count, now, stale_before, where, params)
        if shards is not None and others_before is not None and len(claimed) < count:
            claimed += await self._claim(count - len(claimed), now, stale_before, "",
                                         (), " AND queued_at <= ?", (others_before,))
        return claimed

    async def _claim(self, count: int, now: str, stale_before: str, games_where: str,
                     games_params: tuple, where: str = "", params: tuple = ()) -> list[int]:
        claimed: list[int] = []
        while len(claimed) < count:
            waiting = await self._all(  # only games that ended: nothing of a game in play
                f"SELECT game_id FROM reviews WHERE {CLAIMABLE}{where} AND game_id IN"
                " (SELECT id FROM games WHERE status IN ('finished', 'cancelled')"
                f"{games_where}) ORDER BY queued_at, game_id LIMIT ?",
                (stale_before, *params, *games_params, count - len(claimed)))
            if not waiting:
                break
            for (game_id,) in waiting:  # those another writer won are not listed again
                won = await self._write(
                    "UPDATE reviews SET state = 'working', claimed_at = ?,"
                    f" attempts = attempts + 1 WHERE game_id = ? AND {CLAIMABLE}",
                    (now, game_id, stale_before))
                if won == 1:
                    claimed.append(game_id)
        return claimed

    async def renew_reviews(self, game_ids: list[int], now: str) -> None:
        """The claims of reviews still being made, renewed as of `now`."""
        async with self.transaction() as tx:
            await tx.write_many(
                "UPDATE reviews SET claimed_at = ? WHERE game_id = ? AND state = 'working'",
                [(now, game_id) for game_id in game_ids])

    async def release_reviews(self, stale_before: str) -> int:
        """Claims not renewed since `stale_before` queued again (a restart on a database only
        this process uses releases them all); how many."""
        return await self._write(
            "UPDATE reviews SET state = 'queued', claimed_at = NULL"
            " WHERE state = 'working' AND claimed_at <= ?", (stale_before,))

    async def settle_review(self, game_id: int, state: str, format_: int | None = None,
                            review: str | None = None, error: str | None = None) -> bool:
        """A review claimed ends `done` (its format and JSON), `failed` (why), or `queued`
        again (its worker stopped: claimed again later, its attempts counted); False if it
        was not being made (another process took the claim over)."""
        changed = await self._write(
            "UPDATE reviews SET state = ?, format = ?, review = ?, error = ?, claimed_at = NULL"
            " WHERE game_id = ? AND state = 'working'",
            (state, format_, review, error, game_id))
        return changed == 1

