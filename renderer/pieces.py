"""The pieces of the live table a player may click, by key, and which piece each of his legal
decisions is about.

A key names a piece as the layout code draws it (`Surface.target`): `role:<role>`,
`tile:<index>` (a face-up plantation) and `tile:quarry`, `building:<building>` (for sale, or a
space of the New Buildings' draft), `ship:<index>`, `house` (the trading house),
`space:<seat>:<space>` (a circle of a player's island or city: `island-<index>` or
`<building>-<circle>`), `good:<good>` (the viewer's own barrels) and `festival:<goal>`.
A decision about nothing drawn (passing, the Hacienda's draw) has no piece: the page shows it
as a button beside the board.
"""

from __future__ import annotations

from bot.decisions.arrangement import Circle, circles, step, suggested_circles
from bot.decisions.choices import choices
from bot.game.components import GOODS, TILES
from bot.game.state import SAN_JUAN

QUARRY = "tile:quarry"
HOUSE = "house"


def role(role_id: str) -> str:
    return f"role:{role_id}"


def tile(index: int) -> str:
    return f"tile:{index}"


def building(building_id: str) -> str:
    return f"building:{building_id}"


def ship(index: int) -> str:
    return f"ship:{index}"


def good(good_id: str) -> str:
    return f"good:{good_id}"


def festival(goal: str) -> str:
    return f"festival:{goal}"


def space(seat: int, space_id: str) -> str:
    return f"space:{seat}:{space_id}"


def island_space(index: int) -> str:
    return f"island-{index}"


def city_space(building_id: str, circle: int) -> str:
    return f"{building_id}-{circle}"


# ------------------------------------------------------------------ decisions
def targets_of(game, seat: int | None, decisions) -> dict[str, str | None]:
    """The key of the piece each decision of `seat` is about (None: no piece)."""
    return {decision: target_of(game, seat, decision) for decision in decisions}


def target_of(game, seat: int | None, decision: str) -> str | None:
    words = decision.split()
    verb, subject = words[0], words[1] if len(words) > 1 else None
    if seat is None or subject is None:
        return HOUSE if verb == "plunder" else None
    if verb in ("role", "kidnap"):
        return role(subject)
    if verb in ("take", "forest"):
        return _face_up(game, subject)
    if verb == "build":
        return building(subject)
    if verb == "draft":  # a building for a space of the draft: the space
        return building(words[2])
    if verb in ("load", "piracy"):  # the ship by its capacity
        return _ship(game, int(words[2] if verb == "load" else subject))
    if verb in ("place", "place-noble", "guest", "guest-noble"):
        return _free_circle(game, seat, subject)
    if verb == "hunting_lodge":  # a plantation of his island, discarded
        return _island_tile(game, seat, subject)
    good_id = _one_good(words[1:] if verb != "land_office" else words[2:])
    if verb in GOOD_VERBS and good_id:
        return good(good_id)
    return None


# The decisions about one good of the player's own barrels, by their first word.
GOOD_VERBS = frozenset({"sell", "trading_post", "land_office", "bonus", "keep",
                        "royal_supplier", "wharf"})


def _one_good(words: list[str]) -> str | None:
    """The good a decision names when it names one (`keep indigo:all`), else None."""
    named = {word.partition(":")[0] for word in words}
    return next(iter(named)) if len(named) == 1 and next(iter(named)) in GOODS else None


def _face_up(game, tile_id: str) -> str | None:
    if tile_id == "quarry":
        return QUARRY
    face_up = game.state.face_up
    return tile(face_up.index(tile_id)) if tile_id in face_up else None


def _ship(game, capacity: int) -> str | None:
    ships = game.state.ships
    return next((ship(i) for i, s in enumerate(ships) if s.capacity == capacity), None)


def _island_tile(game, seat: int, tile_id: str) -> str | None:
    island = game.state.players[seat].island
    return next((space(seat, island_space(i)) for i, (kind, _occupied) in enumerate(island)
                 if kind == tile_id), None)


def _free_circle(game, seat: int, place: str) -> str | None:
    """The first free circle of a tile or building of the seat (San Juan: none)."""
    if place == SAN_JUAN:
        return None
    return next((circle_key(game, seat, c) for c in circles(game, seat) if c.target == place),
                None)


def circle_key(game, seat: int, circle: Circle) -> str:
    """The key of a free circle of `bot.decisions.arrangement.circles`."""
    player = game.state.players[seat]
    if circle.island:
        free = [i for i, (tile_id, occupied) in enumerate(player.island)
                if tile_id == circle.target and not occupied and tile_id in TILES]
        return space(seat, island_space(free[circle.number - 1]))
    first_free = player.city[circle.target]
    return space(seat, city_space(circle.target, first_free + circle.number - 1))


def arrange_of(game, seat: int) -> dict | None:
    """The Mayor's arrangement for the page, while the seat places his colonists: his free
    circles (keys, and what each is: `place <place>`), how many pieces fill them (of which
    from `nobles[0]` to `nobles[1]` are nobles), and the suggested arrangement."""
    if game.state.step != "mayor" or seat not in game.pending():
        return None
    found = circles(game, seat)
    first = step(game, seat)
    player = game.state.players[seat]
    pieces = min(player.san_juan, len(found))
    nobles = (first.least, first.most) if first.for_nobles else (0, 0)
    colonists, noble_circles = suggested_circles(game, seat)
    return {"spaces": [circle_key(game, seat, c) for c in found],
            "places": [c.target for c in found],
            "pieces": pieces, "nobles": list(nobles),
            "suggested": colonists, "suggested_nobles": noble_circles}


def live_choices(game, seat: int, loc, names: list[str]) -> list[dict]:
    """The seat's legal choices as the live table's page offers them: the decision, the words
    and numbers its button shows on Discord (`bot.decisions.choices`), and its piece (or None)."""
    offered = choices(game, seat, loc, names)
    keys = targets_of(game, seat, [choice.decision for choice in offered])
    return [{"decision": choice.decision, "label": choice.text, "target": keys[choice.decision]}
            for choice in offered]
