"""The Trading Post (ES97 "Puesto de Comercio"): on his Trader-phase turn its owner
(occupied) may, instead of selling to the trading house, sell any one barrel at its usual price
straight back to the supply (`trading_post coffee`) — whatever the house holds, full or not.
The Trader's privilege counts, the markets do not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...components import GOODS, PRICE
from ...phases.turns import end_turn, with_more

if TYPE_CHECKING:
    from ...engine import Game

POST = "trading_post"


def options(game: Game, seat: int, base: list[str]) -> list[str]:
    player = game._state.players[seat]
    if not player.active(POST):
        return base
    return with_more(base, [f"{POST} {good}" for good in GOODS if player.goods[good]])


def sell(game: Game, seat: int, words: list[str]) -> None:
    s = game._state
    end_turn(game, seat, words)
    good = words[1]
    paid = PRICE[good] + game.privilege(seat)
    player = s.players[seat]
    player.goods[good] -= 1
    s.goods_supply[good] += 1
    player.doubloons += paid
    game.emit("sold_to_supply", seat=seat, good=good, doubloons=paid)
