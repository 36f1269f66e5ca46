"""How long the pictures take: the table of a full 5-player game late in the game, and the
board of its busiest player, each rendered N times.

`python -m bot.bench.render [--runs N] [--players P] [--seed S] [--lang L] [--expansions E,…]`
(or `prbot bench render`) prints the median time of the table's pictures together and of the
board, and the size of each PNG; the VP chips are shown, and with the Nobles what each
player's nobles will score. The process is pinned to one CPU where the system allows it.
Targets: the table's pictures together and the board each under 150 ms median, every PNG
under 1.5 MB.
"""

from __future__ import annotations

import os
import statistics
import time

from renderer import render_board, render_player
from renderer.samples import built, play

from ..game.engine import Game
from ..game.expansions import from_text
from . import bench_parser

TARGET_MS = 150
TARGET_BYTES = 1_500_000


def late_game(players: int, seed: int, expansions: tuple[str, ...] = ()) -> Game:
    """A game stopped once the cities are well filled (about 7 buildings a player)."""
    return play(players, seed, until=built(7 * players), show_vp=True, expansions=expansions)


def pin_to_one_cpu() -> None:
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})


def measure(render, runs: int) -> tuple[list[float], list[bytes]]:
    """Times of `render()` in ms, and its PNGs."""
    png = render()  # fonts and caches warm up once, as in a running bot
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        png = render()
        times.append((time.perf_counter() - start) * 1000)
    return times, png


def report(what: str, times: list[float], pngs: list[bytes]) -> bool:
    """The figures of one measure; whether they are within target (all its pictures together
    drawn in TARGET_MS, and no PNG over TARGET_BYTES)."""
    median = statistics.median(times)
    sizes = " + ".join(f"{len(png) / 1000:.0f}" for png in pngs)
    print(f"{what}: median {median:.1f} ms (min {min(times):.1f}, max {max(times):.1f}); "
          f"{len(pngs)} PNG, {sizes} kB")
    return median < TARGET_MS and max(len(png) for png in pngs) < TARGET_BYTES


def main(argv: list[str] | None = None) -> int:
    parser = bench_parser("render")
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--lang", default="en", choices=("en", "es", "it"))
    parser.add_argument("--expansions", default="")
    args = parser.parse_args(argv)
    pin_to_one_cpu()
    game = late_game(args.players, args.seed, from_text(args.expansions))
    players = game.state.players
    busiest = max(range(len(players)), key=lambda seat: len(players[seat].city))
    buildings = sum(len(p.city) for p in players)
    print(f"{args.players} players, round {game.state.round}, {buildings} buildings, "
          f"{args.runs} runs")
    ok = report("table", *measure(lambda: render_board(game, args.lang), args.runs))
    ok &= report("a player's board",
                 *measure(lambda: [render_player(game, busiest, args.lang)], args.runs))
    print("within target" if ok else f"OVER TARGET ({TARGET_MS} ms, {TARGET_BYTES} bytes)")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
