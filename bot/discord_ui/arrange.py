"""The Mayor in one go on Discord: a step of the arrangement
(`bot/decisions/arrangement.py`) as selects.

A player with no more free circles than Discord lets one select hold (25) gets a single select
that asks for exactly as many circles as he has colonists: choosing them is the submission.
With more, the circles are split over several selects and a button confirms; the choices made
so far travel in the button's id as a bit mask, so nothing is kept on the bot's side. The
nobles' circles (expansion II) travel in the second step's ids. The suggested arrangement
fills the selects beforehand.
"""

from __future__ import annotations

from ..decisions.arrangement import Step, circles
from ..game import Game

SELECT_LIMIT = 25  # options in one select (Discord's limit)


def parts(game: Game, seat: int, current: Step) -> list[list[int]]:
    """The circle indices each select of a step offers: one select when they all fit in it,
    else the island and the city apart, each split at Discord's limit."""
    found = circles(game, seat)
    indices = list(current.offered)
    if len(indices) <= SELECT_LIMIT:
        return [indices]
    island = [i for i in indices if found[i].island]
    city = [i for i in indices if not found[i].island]
    return [group[i:i + SELECT_LIMIT] for group in (island, city) if group
            for i in range(0, len(group), SELECT_LIMIT)]


# ---------------------------------------------------------------- the mask
def mask_of(indices) -> str:
    return format(sum(1 << i for i in set(indices)), "x")


def indices_of(mask: str) -> list[int]:
    value = int(mask, 16)
    return [i for i in range(value.bit_length()) if value >> i & 1]
