"""Colonists a player places one by one outside the Mayor phase: the Buccaneer's Raid ("Tieni
fino a 3 dei Lavoratori rimossi e posizionali immediatamente sulla tua Isola (ma non sul
ritratto)") and the Festival's plantation reward ("los coloca inmediatamente sobre su isla (o
su retrato)").

The step interrupts whatever was going on and gives it back afterwards. Each decision places one
colonist on an empty circle (`place corn`, `place hospice`, the Mayor's texts); the Festival's
colonists may also go to San Juan (`place san_juan`), and the Raid's may be refused (`pass`: the
ones left go back to the supply).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..components import BUILDINGS, TILES
from ..phases.turns import PASS

if TYPE_CHECKING:
    from ..engine import Game

STEP = "placing"
SAN_JUAN = "san_juan"
# Where the colonists nobody placed go: back to the supply (Raid) or to San Juan (Festival).
TO_SUPPLY, TO_SAN_JUAN = "supply", SAN_JUAN


def begin(game: Game, seat: int, count: int, rest: str, source: str, resume: bool) -> None:
    """`seat` places `count` colonists; with `resume` the current step goes on afterwards,
    otherwise the role ends (the Raid is the whole Buccaneer phase)."""
    s = game._state
    back = {"step": s.step, "turn": list(s.turn), "waiting": list(s.waiting)} if resume else None
    s.placing = {"seat": seat, "left": count, "rest": rest, "source": source, "placed": [],
                 "resume": back}
    s.step, s.turn, s.waiting = STEP, [seat], []
    if not count:
        s.turn = []


def empty_circles(game: Game, seat: int) -> list[str]:
    """The tiles (by kind) and buildings of a player with a free circle."""
    player = game._state.players[seat]
    free_tiles = {tile for tile, occupied in player.island if not occupied}
    result = [tile for tile in TILES if tile in free_tiles]
    result += [b for b, n in player.city.items() if n < BUILDINGS[b].circles]
    return result


def room(game: Game, seat: int) -> int:
    """How many colonists fit on the player's empty circles."""
    player = game._state.players[seat]
    tiles = sum(1 for tile, occupied in player.island if tile in TILES and not occupied)
    return tiles + player.empty_building_circles()


def options(game: Game, seat: int) -> list[str]:
    placing = game._state.placing
    result = [f"place {target}" for target in empty_circles(game, seat)]
    result.append(f"place {SAN_JUAN}" if placing["rest"] == TO_SAN_JUAN else PASS)
    return result


def act(game: Game, seat: int, words: list[str]) -> None:
    s = game._state
    placing = s.placing
    player = s.players[seat]
    target = words[1] if words[0] != PASS else None
    if target is None:
        s.colonist_supply += placing["left"]
        placing["left"] = 0
    elif target == SAN_JUAN:
        player.san_juan += 1
        placing["left"] -= 1
    elif target in TILES:
        next(space for space in player.island if space[0] == target and not space[1])[1] = 1
        placing["left"] -= 1
    else:
        player.city[target] += 1
        placing["left"] -= 1
    if target:
        placing["placed"].append(target)
    if not placing["left"]:
        s.turn = []


def finish(game: Game) -> None:
    """Every colonist is placed: report it and go back to what was interrupted."""
    from ..phases.roles import end_role

    s = game._state
    placing, s.placing = s.placing, None
    if placing["placed"]:
        game.emit("colonists_settled", seat=placing["seat"], source=placing["source"],
                  targets=placing["placed"])
    back = placing["resume"]
    if back is None:
        end_role(game)
        return
    s.step, s.turn, s.waiting = back["step"], back["turn"], back["waiting"]
