"""How much a game says: channel messages, pictures and DMs per round, played through the bot.

`prbot bench chatter [--players 2 4 ...] [--games N] [--seed S] [--pace MINUTES]
[--expansions all]` plays whole
games through the real bot on the in-memory Discord of `bot.offline` (lobby, start, then the
buttons a player would press: the suggested Mayor arrangement, any other choice at random),
and counts what each round posts: new channel messages (edits are counted apart: they make no
new line in the channel), pictures, and direct messages per player. The bot's clock moves
`--pace` minutes between two clicks: 30 (the default) is a day-long game whose players come
back from elsewhere each time, the worst case for DMs; 0.5 a table of players all watching.
Targets: a median of at most 5 channel messages a round with 4 players, 7 with 2; at most one
picture a round; at most one DM per player each time the game starts waiting on him.

`--clock PACE` is the game's pace, as at `/pr new` (daily by default), and `--absent N` makes
the last N seats never answer: while only they are asked an hour passes and the clock loop
runs, so their banks run out and the computer (medium) plays them. Each player count then
also says how many games finished, the decisions taken for the absent seats, and the days the
game would have lasted.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

from ..clock import DEFAULT_PACE, PACES
from ..discord_ui.client import PuertoRicoBot
from ..game.expansions import from_text
from ..game.record import Record
from ..offline.harness import Harness
from ..offline.recorder import CHANNEL_ID
from ..service import GameService
from ..service_errors import ServiceError
from ..store import open_store
from . import bench_parser
from .clicker import next_click

TARGET_MEDIAN = {2: 7, 3: 6, 4: 5, 5: 6}  # channel messages a round
MOST_PICTURES = 1  # a round, nobody asking
START = datetime(2025, 1, 1, tzinfo=UTC)
MOST_CLICKS = 5000  # a game still going after this many clicks did not finish
ABSENT_WAIT = timedelta(hours=1)  # how time passes while only absent seats are asked


def stand_in(*args, **clock) -> bytes:
    return b"\x89PNG\r\n\x1a\n"


def stand_in_table(*args, **clock) -> list[bytes]:
    return [stand_in()]


@dataclass
class Round:
    messages: int = 0
    pictures: int = 0
    edits: int = 0
    dms: Counter = field(default_factory=Counter)  # user -> DMs


@dataclass
class GameCount:
    players: int
    rounds: dict[int, Round] = field(default_factory=lambda: defaultdict(Round))
    waits: Counter = field(default_factory=Counter)  # user -> times the game began waiting
    end: Round = field(default_factory=Round)  # the last decision posted: scores, story
    finished: bool = False
    absent_decisions: int = 0  # taken for the seats that never answer
    days: float = 0.0  # from the start to the scores, on the bot's clock

    @property
    def dms(self) -> int:
        return sum(sum(r.dms.values()) for r in [*self.rounds.values(), self.end])


def new_options(expansions: tuple[str, ...]) -> dict:
    """`/pr new`'s options for the expansions: the New Buildings with the book's draft."""
    return {e: "draft" if e == "new_buildings" else True for e in expansions}


async def play(players: int, seed: int, pace: float, expansions: tuple[str, ...] = (),
               clock: str = "daily", absent: int = 0) -> GameCount:
    """One game from `/pr new` to its scores, counted round by round."""
    with tempfile.TemporaryDirectory() as folder:
        store = await open_store(str(Path(folder) / "chatter.sqlite3"))
        bot = PuertoRicoBot(GameService(store, seed_source=lambda: seed))
        bot.render_board = stand_in_table
        bot.render_player = stand_in
        now = [START]
        bot.clock = lambda: now[0]
        bot.service.tables.now = lambda: int(now[0].timestamp())
        h = await Harness(bot).start()
        try:
            return await count_game(h, players, random.Random(seed), pace, now, expansions,
                                    clock, absent)
        finally:
            await h.close()
            await store.close()


async def count_game(h: Harness, players: int, rng: random.Random, pace: float,
                     now: list[datetime], expansions: tuple[str, ...] = (),
                     clock: str = "daily", absent: int = 0) -> GameCount:
    users = [1000 + seat for seat in range(players)]
    away = set(users[players - absent:])
    await h.command(users[0], "new", players=players, pace=clock, **new_options(expansions))
    for user in users[1:]:
        await h.command(user, "join")
    counted = GameCount(players)
    posted, requests = len(h.recorder.posted), len(h.recorder.log)
    round_, waiting = 1, set()
    await h.command(users[0], "start")
    table = await h.bot.service.tables.table(CHANNEL_ID)
    clicks, wait = 0, timedelta(minutes=pace)
    while clicks < MOST_CLICKS:
        round_, pending = await where(h, round_)
        counted.waits.update(set(pending) - waiting)  # not for decisions taken in a row
        waiting = set(pending)
        tally(h, counted.rounds[round_] if pending else counted.end, posted, requests)
        posted, requests = len(h.recorder.posted), len(h.recorder.log)
        now[0] += wait  # time passes, and the clock loop runs
        await h.bot.timekeeper.tick()
        await h.settle()  # the changes shown by the publisher
        found = next_click(h.recorder, CHANNEL_ID, rng)
        if found is None:
            break
        user, message, custom_id, values = found
        if user in away:  # nobody answers
            wait = ABSENT_WAIT
            continue
        wait = timedelta(minutes=pace)
        await h.click(user, message, custom_id, values)
        clicks += 1
    return await ended(h, counted, table, away, now[0])


async def ended(h: Harness, counted: GameCount, table, away: set[int],
                now: datetime) -> GameCount:
    """The game's end as the database keeps it: finished, and what the absent seats did."""
    history = await h.bot.service.recovery.finished_history(CHANNEL_ID)
    counted.finished = bool(history and history[0].scores)
    counted.days = (now - START).total_seconds() / 86400
    if counted.finished:
        seq, record_json, _ = await h.bot.service.store.game_data(table.game_id)
        seats = {table.seat_of(user) for user in away}
        record = Record.from_json(record_json)
        counted.absent_decisions = sum(seat in seats for seat, _ in record.decisions)
    return counted


async def where(h: Harness, last: int) -> tuple[int, list[int]]:
    """The round the game is in and who it waits on (its last round once it is over)."""
    try:
        table = await h.bot.service.tables.table(CHANNEL_ID)
    except ServiceError:
        return last, []
    return table.game.state.round, table.pending_users


def tally(h: Harness, round_: Round, posted: int, requests: int) -> None:
    for message in h.recorder.posted[posted:]:
        if message.dm_user is not None:
            round_.dms[message.dm_user] += 1
        elif not message.ephemeral and message.channel_id == CHANNEL_ID:
            round_.messages += 1
            round_.pictures += bool(message.files)
    round_.edits += sum(1 for method, path in h.recorder.log[requests:]
                        if method == "PATCH" and path.startswith("/channels/"))


# ------------------------------------------------------------------ report
def summary(games: list[GameCount]) -> dict[str, float]:
    rounds = [r for game in games for r in game.rounds.values()]
    players = games[0].players
    player_rounds = len(rounds) * players
    dms = sum(game.dms for game in games)
    return {
        "rounds": len(rounds) / len(games),
        "median": statistics.median(r.messages for r in rounds),
        "most": max(r.messages for r in rounds),
        "per_game": sum(r.messages for r in rounds) / len(games),
        "edits": statistics.median(r.edits for r in rounds),
        "pictures": max(r.pictures for r in rounds),
        "pictures_game": sum(r.pictures for r in rounds) / len(games),
        "end": statistics.median(game.end.messages for game in games),
        "dms_round": dms / player_rounds,
        "dms_game": dms / (len(games) * players),
        "dms_per_wait": dms / max(1, sum(sum(g.waits.values()) for g in games)),
    }


HEADER = ("players  rounds  channel msgs a round: median (most)  a game  +scores  "
          "edits a round  pictures a round: most  a game  DMs a player: a round  a game  "
          "a wait")


def report(players: int, figures: dict[str, float]) -> bool:
    ok = (figures["median"] <= TARGET_MEDIAN[players] and figures["pictures"] <= MOST_PICTURES
          and figures["dms_per_wait"] <= 1)
    print(f"{players:>7}  {figures['rounds']:>6.1f}  {figures['median']:>25g} "
          f"({figures['most']:>2})  {figures['per_game']:>6.0f}  {figures['end']:>7g}  "
          f"{figures['edits']:>13g}  {figures['pictures']:>22}  "
          f"{figures['pictures_game']:>6.0f}  {figures['dms_round']:>21.2f}  "
          f"{figures['dms_game']:>6.1f}  {figures['dms_per_wait']:>6.2f}"
          + ("" if ok else "  OVER TARGET"))
    return ok


async def measure(args: argparse.Namespace) -> bool:
    print(f"{args.games} games for each number of players, {args.pace:g} minutes between clicks"
          + (f", expansions: {', '.join(args.expansions)}" if args.expansions else "")
          + f", pace {args.clock}, {args.absent} absent")
    print(HEADER)
    ok = True
    for players in args.players:
        games = [await play(players, args.seed + n, args.pace, args.expansions, args.clock,
                            args.absent) for n in range(args.games)]
        ok = report(players, summary(games)) and ok
        ok = report_clock(games) and ok
    return ok


def report_clock(games: list[GameCount]) -> bool:
    """The clock's lines of one player count: every game must finish."""
    done = [game for game in games if game.finished]
    print(f"         games finished: {len(done)}/{len(games)}")
    if done:
        print(f"         decisions taken for absent seats: "
              f"{statistics.mean(g.absent_decisions for g in done):.0f} a game; rounds: "
              f"{statistics.mean(len(g.rounds) for g in done):.1f}; days the game lasted: "
              f"{statistics.mean(g.days for g in done):.1f} (most {max(g.days for g in done):.1f})")
    return len(done) == len(games)


def main(argv: list[str] | None = None) -> int:
    parser = bench_parser("chatter")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5],
                        choices=range(2, 6))
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pace", type=float, default=30)
    parser.add_argument("--expansions", type=from_text, default=())
    parser.add_argument("--clock", choices=tuple(PACES), default=DEFAULT_PACE)
    parser.add_argument("--absent", type=int, default=0, choices=range(0, 5))
    args = parser.parse_args(argv)
    ok = asyncio.run(measure(args))
    print("within target" if ok else "OVER TARGET")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
