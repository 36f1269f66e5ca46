"""The decisions' part of the store: a game's record saved decision by decision (compare-and-set
on its decision counter and revision), the log of who took each decision, and the prompt
message posted for the latest one."""

from __future__ import annotations

from .rows import QUEUE_REVIEW
from .sql import Sql


def revision_step(seq: int, new_seq: int) -> int:
    """How much a game's revision grows when its record goes from `seq` decisions to
    `new_seq`: one for each decision added or taken back, one at least."""
    return max(abs(new_seq - seq), 1)




class DecisionQueries(Sql):
    """Mixed into the store (`base.Store`)."""

    async def save_decisions(
        self,
        game_id: int,
        expected_seq: int,
        seq: int,
        record: str,
        snapshot: str | None,
        finished: bool = False,
        by: tuple[int, bool] | None = None,
        revision: int | None = None,
    ) -> bool:
        """Store a game's new record, snapshot and seq if its seq is still `expected_seq` and
        its revision still `revision` (if given: the writer's game was not taken back and
        decided again meanwhile) (compare-and-set); False, and nothing changed, if another
        writer got there first. The revision grows by each decision added or taken back
        (by one at least), so it equals the seq of a game nothing was taken back in.
        `by` (seat, by the computer) is who took the new decisions, all submitted together:
        each gets its line in the game's decision log, marked with the submission, in the same
        transaction, so the log never disagrees with the record. A decision that ends the
        game queues its review (`reviews.ReviewQueries`) in the same transaction."""
        now = self._now()
        async with self.transaction() as tx:
            changed = await tx.write(
                "UPDATE games SET record = ?, snapshot = ?, seq = ?, revision = revision + ?,"
                " status = CASE WHEN ? THEN 'finished' ELSE status END, updated_at = ?"
                " WHERE id = ? AND seq = ? AND status = 'playing'"
                " AND revision = COALESCE(?, revision)",
                (record, snapshot, seq, revision_step(expected_seq, seq), finished, now, game_id,
                 expected_seq, revision),
            )
            if changed != 1:
                return False
            if finished:  # with the game's end, so that no restart loses its review
                await tx.write(QUEUE_REVIEW, (now, game_id))
            if seq < expected_seq:  # decisions taken back: their lines go with them
                await tx.write("DELETE FROM decisions WHERE game_id = ? AND seq > ?",
                               (game_id, seq))
            if by is not None:
                await tx.write_many(
                    "INSERT INTO decisions (game_id, seq, seat, by_computer, decided_at,"
                    " submission) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, seq) DO UPDATE"
                    " SET seat = excluded.seat, by_computer = excluded.by_computer,"
                    " decided_at = excluded.decided_at, submission = excluded.submission",
                    [(game_id, n, by[0], int(by[1]), now, expected_seq + 1)
                     for n in range(expected_seq + 1, seq + 1)],
                )
        return True


    async def set_prompt_message(self, game_id: int, message_id: int | None,
                                 seq: int | None = None, reopens: str | None = None,
                                 taken_back: str | None = None) -> None:
        """Remember the public prompt message of a game (None: no prompt), the decision
        counter its prompts were posted for, where taking back the decision that opened it
        goes back to, and the take-back lines it shows (JSON each, or None)."""
        await self._write(
            "UPDATE games SET prompt_message_id = ?, prompt_seq = ?, prompt_reopens = ?,"
            " prompt_taken_back = ? WHERE id = ?",
            (message_id, seq, reopens, taken_back, game_id),
        )

    async def prompt_reopens(self, game_id: int) -> tuple[str | None, str | None]:
        """What `set_prompt_message` kept as `reopens` and `taken_back`."""
        row = await self._one("SELECT prompt_reopens, prompt_taken_back FROM games"
                              " WHERE id = ?", (game_id,))
        return (row[0], row[1]) if row else (None, None)

    async def last_submission(self, game_id: int) -> tuple[int, bool]:
        """How many decisions a game's last stored submission holds (0 if none is logged), and
        whether the computer took them (for a seat it plays)."""
        row = await self._one("SELECT seq - submission + 1, by_computer FROM decisions"
                              " WHERE game_id = ? ORDER BY seq DESC LIMIT 1", (game_id,))
        return (int(row[0]), bool(row[1])) if row else (0, False)

    async def decision_log(self, game_id: int) -> list[tuple[int, int, bool, str, int]]:
        """(seq, seat, by the computer, decided at, the seq its submission began at) of each
        stored decision of a game."""
        rows = await self._all(
            "SELECT seq, seat, by_computer, decided_at, submission FROM decisions"
            " WHERE game_id = ? ORDER BY seq",
            (game_id,),
        )
        return [(seq, seat, bool(computer), at, first)
                for seq, seat, computer, at, first in rows]
