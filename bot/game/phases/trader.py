"""The Trader: selling to the trading house (ESC "El mercader", markets, "Oficina").

In turn from the Trader each player may sell one barrel while the house has room (4 places),
each kind only once unless the seller has an occupied Office. Price + 1 for the Trader on his
sale, + 1 Small Market, + 2 Large Market. At the end the house is emptied only if full.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..components import GOODS, PRICE, TRADING_HOUSE_SPACES
from .roles import end_role
from .turns import end_turn, optional

if TYPE_CHECKING:
    from ..engine import Game


def begin(game: Game, privilege: str | None) -> None:
    s = game._state
    s.step = "trader"
    s.turn = game.clockwise_from(s.chooser)


def options(game: Game, seat: int) -> list[str]:
    s = game._state
    if len(s.trading_house) >= TRADING_HOUSE_SPACES:
        return []
    player = s.players[seat]
    office = player.active("office")
    result = [
        f"sell {good}"
        for good in GOODS
        if player.goods[good] and (office or good not in s.trading_house)
    ]
    return optional(result)


def price(game: Game, seat: int, good: str) -> int:
    s = game._state
    player = s.players[seat]
    return (
        PRICE[good]
        + game.privilege(seat)
        + (1 if player.active("small_market") else 0)
        + (2 if player.active("large_market") else 0)
    )


def act(game: Game, seat: int, words: list[str]) -> None:
    s = game._state
    if end_turn(game, seat, words):
        return
    good = words[1]
    paid = price(game, seat, good)
    player = s.players[seat]
    player.goods[good] -= 1
    player.doubloons += paid
    s.trading_house.append(good)
    game.emit("sold", seat=seat, good=good, doubloons=paid)


def finish(game: Game) -> None:
    s = game._state
    if len(s.trading_house) >= TRADING_HOUSE_SPACES:
        for good in s.trading_house:
            s.goods_supply[good] += 1
        s.trading_house = []
        game.emit("trading_house_emptied")
    end_role(game)
