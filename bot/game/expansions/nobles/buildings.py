"""The eight buildings of the Nobles (ES97 "2.ª Expansión", the notes under each building).

Four of them act by the kind of colonist on their circle (ES97: "(si el Catastro está ocupado
con un trabajador) … (si el Catastro está ocupado con un burgués)"):
- Land Office, on its owner's turn in the Trader phase, once: with a colonist buy the top
  face-down plantation for 1 coin (`land_office buy`, or `land_office forest` to lay it as a
  forest with a Forest House); with a noble discard one of his plantations for 1 coin (ruling
  R9; `land_office sell corn`). A colonist on the discarded tile goes to San Juan.
- Chapel, in every Craftsman phase: +1 coin with a colonist, +1 VP with a noble.
- Hunting Lodge, at the end of every Settler phase: with a colonist discard one plantation or
  forest (`hunting_lodge corn`); with a noble +2 VP to the player with strictly the most empty
  island spaces (R10). The discards come first, in turn from the Settler.
- Zoning Office: with a colonist −1 coin on buildings of columns 1–3, with a noble −2 on
  column 4; never the other way round.

The other four only need to be occupied, by either kind ("No importa si la Oficina de
Abastecimiento está ocupada por un trabajador o un burgués. ¡Lo mismo se aplica para los
siguientes tres edificios!"):
- Royal Supplier: on his first turn of the Captain phase, before loading, its owner may return
  one barrel per noble he owns, all of different kinds (R4), for 1 VP each
  (`royal_supplier corn sugar`);
- Villa: when the Mayor phase deals the ship, +1 noble from the supply (else a colonist);
- Jeweler: +1 coin per noble its owner has, in every Craftsman phase; a large production
  building for the Guild Hall;
- Royal Garden: +1 VP per noble its owner has, at the end (`scoring`).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ...components import FOREST, GOODS
from ...phases import settler
from ...phases.turns import PASS, end_turn, optional
from ...state import SAN_JUAN
from ..new_buildings import forests
from .pieces import occupant

if TYPE_CHECKING:
    from ...engine import Game
    from ...state import GameState, Player

LAND_OFFICE = "land_office"
LODGE = "hunting_lodge"
SUPPLIER = "royal_supplier"


def _used(s: GameState, building: str, seat: int) -> bool:
    return f"{building}:{seat}" in s.used


def _use(s: GameState, building: str, seat: int) -> None:
    s.used.append(f"{building}:{seat}")


def _plus(options: list[str], extra: list[str]) -> list[str]:
    """A building's choices added to a turn's: before its `pass`, or with one of their own."""
    if not extra:
        return options
    if not options:
        return optional(extra)
    if options[-1] == PASS:
        return [*options[:-1], *extra, PASS]
    return [*extra, *options]


def discard_tile(game: Game, seat: int, tile: str) -> None:
    """One of the player's tiles of a kind goes to the discards, an empty one if he has one;
    the colonist working it goes to San Juan (ES97: "este se deja sobre el retrato")."""
    s = game._state
    player = s.players[seat]
    spaces = [space for space in player.island if space[0] == tile]
    space = min(spaces, key=lambda space: space[1])
    if space[1]:  # every tile of the kind is worked: one of them goes to San Juan
        player.noble_leaves(tile, SAN_JUAN)
        player.san_juan += 1
    player.island.remove(space)
    # A forest is a plantation face down: the one laid last goes back as what it is.
    s.discards.append(player.forest_kinds.pop() if tile == FOREST else tile)


def _plantations(player: Player, forests: bool) -> list[str]:
    kinds = {tile for tile, _ in player.island}
    return [tile for tile in (*GOODS, FOREST) if tile in kinds and (forests or tile != FOREST)]


# ------------------------------------------------------------------ Land Office
def land_office_options(game: Game, seat: int, options: list[str]) -> list[str]:
    s = game._state
    player = s.players[seat]
    kind = occupant(player, LAND_OFFICE)
    if kind is None or _used(s, LAND_OFFICE, seat):
        return options
    if kind == "noble":
        extra = [f"{LAND_OFFICE} sell {tile}" for tile in _plantations(player, forests=False)]
    elif player.doubloons and player.free_island_spaces() and (s.plantation_pile or s.discards):
        extra = [f"{LAND_OFFICE} buy"]
        if player.active("forest_house"):
            extra.append(f"{LAND_OFFICE} forest")
    else:
        extra = []
    return _plus(options, extra)


def land_office_act(game: Game, seat: int, words: list[str]) -> None:
    """The player's turn goes on: he may still sell to the trading house."""
    s = game._state
    player = s.players[seat]
    _use(s, LAND_OFFICE, seat)
    if words[1] == "sell":
        discard_tile(game, seat, words[2])
        player.doubloons += 1
        game.emit("plantation_sold", seat=seat, tile=words[2], doubloons=1)
        return
    (tile,) = settler.draw(game, 1)
    player.doubloons -= 1
    forest = words[1] == "forest"
    if forest:
        forests.lay(player, tile)
    else:
        player.island.append([tile, 0])
    game.emit("plantation_bought", seat=seat, tile=tile, forest=forest, doubloons=1)
    if not forest:
        game.rules.call("planted", game, seat, tile)


# ------------------------------------------------------------------ Chapel, Jeweler
def produced(game: Game, seat: int, goods: dict) -> None:
    player = game._state.players[seat]
    chapel = occupant(player, "chapel")
    if chapel == "noble":
        game.award_vp(seat, 1)
        game.emit("chapel_paid", seat=seat, vp=1, doubloons=0)
    elif chapel == "colonist":
        player.doubloons += 1
        game.emit("chapel_paid", seat=seat, vp=0, doubloons=1)
    if player.active("jeweler") and player.noble_count():
        player.doubloons += player.noble_count()
        game.emit("jeweler_paid", seat=seat, doubloons=player.noble_count())


# ------------------------------------------------------------------ Hunting Lodge
def settler_finish(game: Game) -> None:
    """The Settler phase ends: first the Hunting Lodges worked by colonists, in turn."""
    s = game._state
    seats = [seat for seat in game.clockwise_from(s.chooser)
             if occupant(s.players[seat], LODGE) == "colonist"]
    if seats:
        s.step = LODGE
        s.turn = seats
        return
    lodge_finish(game)


def lodge_options(game: Game, seat: int) -> list[str]:
    player = game._state.players[seat]
    return optional([f"{LODGE} {tile}" for tile in _plantations(player, forests=True)])


def lodge_act(game: Game, seat: int, words: list[str]) -> None:
    if end_turn(game, seat, words):
        return
    discard_tile(game, seat, words[1])
    game.emit("plantation_discarded", seat=seat, tile=words[1])


def lodge_finish(game: Game) -> None:
    """Then the nobles' Lodges: +2 VP for strictly the emptiest island; the Settler's end."""
    s = game._state
    empty = [player.free_island_spaces() for player in s.players]
    for seat in game.clockwise_from(s.chooser):
        if occupant(s.players[seat], LODGE) != "noble":
            continue
        if all(empty[seat] > other for i, other in enumerate(empty) if i != seat):
            game.award_vp(seat, 2)
            game.emit("hunting_lodge_paid", seat=seat, vp=2, empty=empty[seat])
    s.step = "settler"
    settler.finish(game)


# ------------------------------------------------------------------ Zoning Office
def zoning_discount(game: Game, player: Player) -> tuple[int, int]:
    """(off each small building, off each large one)."""
    kind = occupant(player, "zoning_office")
    return {"colonist": (1, 0), "noble": (0, 2)}.get(kind, (0, 0))


# ------------------------------------------------------------------ Royal Supplier
def supplier_options(game: Game, seat: int, options: list[str]) -> list[str]:
    s = game._state
    player = s.players[seat]
    if not player.active(SUPPLIER) or _used(s, SUPPLIER, seat):
        return options
    kinds = [good for good in GOODS if player.goods[good]]
    most = min(player.noble_count(), len(kinds))
    extra = [
        " ".join((SUPPLIER, *returned))
        for count in range(1, most + 1)
        for returned in combinations(kinds, count)
    ]
    return _plus(options, extra)


def supplier_act(game: Game, seat: int, words: list[str]) -> None:
    """Barrels back to the supply, 1 VP each; the turn goes on with loading."""
    s = game._state
    player = s.players[seat]
    _use(s, SUPPLIER, seat)
    for good in words[1:]:
        player.goods[good] -= 1
        s.goods_supply[good] += 1
    game.award_vp(seat, len(words) - 1)
    game.emit("royal_supplier_used", seat=seat, goods=words[1:], vp=len(words) - 1)


def supplier_turn_over(game: Game, seat: int) -> None:
    """Only the first turn counts (ES97 "le toca el turno por primera vez"), worked or not:
    a guest moved onto the building later finds the moment gone."""
    s = game._state
    if SUPPLIER in s.players[seat].city and not _used(s, SUPPLIER, seat):
        _use(s, SUPPLIER, seat)


# ------------------------------------------------------------------ Villa
def villa(game: Game) -> None:
    """A noble straight from the supply, else a colonist (ES97 "Villa")."""
    s = game._state
    for seat in game.clockwise_from(s.chooser):
        player = s.players[seat]
        if not player.active("villa"):
            continue
        if s.noble_supply:
            s.noble_supply -= 1
            player.san_juan += 1
            player.move_noble(None, SAN_JUAN)
            game.emit("nobles_taken", seat=seat, count=1, source="villa")
        elif s.colonist_supply:
            s.colonist_supply -= 1
            player.san_juan += 1
            game.emit("colonists_taken", seat=seat, count=1, source="villa")
