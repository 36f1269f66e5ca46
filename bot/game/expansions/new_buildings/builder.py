"""The Black Market and the Church (ES97 "Mercado Negro", "Iglesia").

Black Market: when its owner (occupied) builds, he may give back at most one colonist, one
barrel and one VP chip, each for 1 doubloon off — only when he needs them, so that no doubloon
is left over after building: a building that costs him k doubloons more than he has is offered
with exactly k returns (`build harbor -barrel:indigo -colonist:san_juan`). The colonist is any
of his but the one on the Black Market (`-colonist:<tile or building>` or `:san_juan`). A
chip or colonist given back after an end condition was met does not undo it.

Church: its owner (occupied) gets 1 VP for each building of column 2 or 3 he builds later, 2 VP
for column 4; none for the Church itself.
"""

from __future__ import annotations

from contextlib import contextmanager
from itertools import combinations, product
from typing import TYPE_CHECKING

from ...components import BUILDINGS, GOODS, TILES
from ...phases import builder
from ...phases.turns import with_more

if TYPE_CHECKING:
    from ...engine import Game
    from ...state import Player

MARKET = "black_market"
CHURCH = "church"
RETURN = "-"  # marks a piece given back to the Black Market
# Where a colonist given back leaves every price as it was (a quarry or a building may not).
UNCOUNTED = frozenset({"san_juan", *GOODS})
CHURCH_VP = {1: 0, 2: 1, 3: 1, 4: 2}


def returns(player: Player) -> list[list[str]]:
    """What the player could give back, by kind of piece: colonists, barrels, a VP chip."""
    colonists = ["colonist:san_juan"] if player.san_juan else []
    colonists += [f"colonist:{tile}" for tile in TILES if player.occupied_tiles(tile)]
    colonists += [f"colonist:{b}" for b, n in player.city.items() if n and b != MARKET]
    barrels = [f"barrel:{good}" for good in GOODS if player.goods[good]]
    return [kind for kind in (colonists, barrels, ["vp"] if player.vp else []) if kind]


def options(game: Game, seat: int, base: list[str]) -> list[str]:
    player = game._state.players[seat]
    if not player.active(MARKET):
        return base
    kinds = returns(player)
    # By the colonist given back, if any: the prices and whether the University still adds a
    # colonist (not when it gave its own).
    prices = {None: (builder.candidates(game, seat), builder.university(game, seat))}
    # Giving a colonist back never lowers a price: out of reach now is out of reach then.
    if not any(0 < cost - player.doubloons <= len(kinds) for _, cost in prices[None][0]):
        return base
    for piece in kinds[0] if kinds[0][0].startswith("colonist") else ():
        if piece.partition(":")[2] in UNCOUNTED:  # no discount nor University rests on those
            prices[piece] = prices[None]
            continue
        with lent(player, piece):
            prices[piece] = (builder.candidates(game, seat), builder.university(game, seat))
    # Only "cuando realmente es necesario": for a building he cannot pay as he stands.
    needed = {building for building, cost in prices[None][0] if cost > player.doubloons}
    more = []
    for size in range(1, len(kinds) + 1):
        for chosen in combinations(kinds, size):
            for pieces in product(*chosen):
                mover = next((p for p in pieces if p.startswith("colonist")), None)
                paid = " ".join(RETURN + piece for piece in pieces)
                candidates, colonist = prices[mover]
                for building, cost in candidates:
                    if building in needed and cost - player.doubloons == size:
                        more.append(f"build {building} {paid}")
                        if colonist and builder.with_colonist(building):
                            more.append(f"build {building} {builder.COLONIST} {paid}")
    return with_more(base, more)


@contextmanager
def lent(player: Player, piece: str):
    """The player without one of his colonists, to price a building as he would pay it (a
    colonist taken off a quarry or the Library changes the price, a noble off the Zoning
    Office its discount); the one that `give_back` would take, a noble only where no colonist
    of the first kind is."""
    where = piece.partition(":")[2]
    if where == "san_juan":
        yield
        return
    noble = player.noble_leaves(where)
    space = None
    if where in TILES:
        space = next(t for t in player.island if t[0] == where and t[1])
        space[1] = 0
    else:
        player.city[where] -= 1
    try:
        yield
    finally:
        if space is not None:
            space[1] = 1
        else:
            player.city[where] += 1
        if noble:
            player.move_noble(None, where)


def build(game: Game, seat: int, words: list[str]) -> None:
    pieces = [word[1:] for word in words if word.startswith(RETURN)]
    if not pieces:
        builder.act(game, seat, words)
        return
    game._state.turn.pop(0)
    for piece in pieces:
        give_back(game, seat, piece)
    game.emit("black_market_used", seat=seat, pieces=pieces)
    builder.build(game, seat, words[1], builder.piece(words), paid_otherwise=len(pieces))


def give_back(game: Game, seat: int, piece: str) -> None:
    s = game._state
    player = s.players[seat]
    kind, _, where = piece.partition(":")
    if kind == "vp":
        player.vp -= 1
        s.vp_supply += 1
    elif kind == "barrel":
        player.goods[where] -= 1
        s.goods_supply[where] += 1
    else:
        if player.noble_leaves(where):  # a noble (expansion II) goes back to its own supply
            s.noble_supply += 1
        else:
            s.colonist_supply += 1
        if where == "san_juan":
            player.san_juan -= 1
        elif where in TILES:
            next(t for t in player.island if t[0] == where and t[1])[1] = 0
        else:
            player.city[where] -= 1


def church(game: Game, seat: int, building: str) -> None:
    player = game._state.players[seat]
    vp = CHURCH_VP[BUILDINGS[building].column]
    if building != CHURCH and vp and player.active(CHURCH):
        game.award_vp(seat, vp)
        game.emit("church_vp", seat=seat, building=building, vp=vp)
