"""What one seat may know of the table: a copy of the game with the hidden things drawn anew.

A player at the table sees everything except the order of the face-down plantations and, when
the VP chips lie face down, how many chips each opponent holds (the supply left is in sight, so
their total is known). A computer player that looks ahead plays on such a copy: the pile is
shuffled with the player's own generator, the seed that would reshuffle the discards later is
replaced, and the opponents' chips are dealt again from their known total. Looking ahead on the
real game would be peeking.

The copy is built from the state's JSON form, never by changing a live game: the engine's own
game stays untouched, and fields an expansion adds travel along unchanged.
"""

from __future__ import annotations

import random

from ..game import Game
from ..game.state import GameState


def observe(game: Game, seat: int, rng: random.Random) -> Game:
    """A game `seat` cannot tell from the real one, with its hidden parts drawn by `rng`."""
    data = game.state.to_dict()
    pile = data.get("plantation_pile")
    if isinstance(pile, list):
        pile.sort()  # forget the real order before drawing one
        rng.shuffle(pile)
    if "seed" in data:
        data["seed"] = rng.getrandbits(62)
    if not data.get("options", {}).get("show_vp", False):
        _deal_opponents_chips(data, seat, rng)
    return type(game)(GameState.from_dict(data))


def _deal_opponents_chips(data: dict, seat: int, rng: random.Random) -> None:
    """Share the opponents' known total of chips out among them, one chip at a time."""
    players = data.get("players", [])
    others = [p for i, p in enumerate(players) if i != seat and isinstance(p.get("vp"), int)]
    total = sum(p["vp"] for p in others)
    if len(others) < 2 or total <= 0:
        return
    for player in others:
        player["vp"] = 0
    for _ in range(total):
        rng.choice(others)["vp"] += 1
