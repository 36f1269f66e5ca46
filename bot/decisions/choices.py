"""A player's legal decisions as a prompt offers them: each with the numbers it needs (what a
building costs him, what a sale pays, how many barrels a load ships for how many VP, the coins
on a role), grouped where there are many, and the player's own situation.

The numbers are not computed here: each decision is tried on a copy of the game and the first
of its own events of a kind that has numbers says what it did (`built` with its cost,
`shipped` with its count and VP ...); the Fluent message `detail-<event type>` turns that into
a few words. A decision a future phase adds gets its numbers the same way, with one `detail-`
message. Only what an event cannot say (how many tiles of a kind lie face up) is read from the
state, by `STATE_DETAILS`.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass

from ..game import Game
from ..game.components import BUILDINGS, TRADING_HOUSE_SPACES
from ..game.phases import builder, mayor
from ..l10n import Localizer
from ..l10n.decisions import LABEL_LIMIT, OPTION_LIMIT

SEPARATOR = " · "  # between a choice's label and its numbers


@dataclass(frozen=True)
class Choice:
    """One legal decision as a prompt shows it: a select option shows label and numbers on
    lines of their own, a button both on one line."""

    decision: str
    label: str  # what it is: "Build the Small Market"
    detail: str  # its numbers: "1 doubloon"
    group: str  # choices with the same group share a select when there are many
    text: str  # label and numbers on one line, within a button's 80 characters


def one_line(label: str, detail: str) -> str:
    return f"{label}{SEPARATOR}{detail}" if detail else label


# --------------------------------------------------------------------- details
def _face_up(game: Game, seat: int, words: list[str]) -> tuple[str, dict]:
    s = game.state
    if words[1] == "quarry":
        return "detail-quarries", {"count": s.quarries}
    return "detail-face_up", {"count": s.face_up.count(words[1])}


def _pile(game: Game, seat: int, words: list[str]) -> tuple[str, dict]:
    return "detail-pile", {"count": len(game.state.plantation_pile)}


# Numbers no event carries, by the decision's first word: (message id, its arguments).
STATE_DETAILS: dict[str, Callable[[Game, int, list[str]], tuple[str, dict]]] = {
    "take": _face_up,
    "hacienda": _pile,
}


def preview(game: Game, seat: int, decision: str) -> list[dict]:
    """The events a decision would cause: what it does, with its numbers. What the engine then
    decides by itself (another player's only load, his own only storage) is not this
    decision's doing: its numbers would be read as this choice's."""
    events = game.clone().apply(seat, decision)
    return list(itertools.takewhile(lambda event: not event.get("forced"), events))


def detail(game: Game, seat: int, decision: str, loc: Localizer, names: list[str],
           room: int | None = None) -> str:
    """The numbers of the first event of a kind that has numbers to show (a Black Market
    build: not the pieces given back, but what the building then costs), in at most `room`
    characters: their short form when the whole does not fit, else none."""
    words = decision.split()
    from_state = STATE_DETAILS.get(words[0])
    if from_state is not None:
        message_id, args = from_state(game, seat, words)
        return loc.text(message_id, **args)
    events = preview(game, seat, decision)
    # A role with no coin on it says what else choosing it does: a kidnapped one's ransom.
    shown = next((e for e in events if loc.has(f"detail-{e['type']}")
                  and loc.event_detail(e, names)), None)
    if shown is None:
        return ""
    text = loc.event_detail(shown, names)
    if room is None or len(text) <= room:
        return text
    text = loc.event_detail(shown, names, short=True)
    return text if len(text) <= room else ""


def shared_detail(game: Game, seat: int, shared: str, loc: Localizer) -> str:
    """The numbers of what several decisions share when it is no decision itself: a
    building he can only build by giving pieces back (the Black Market), at its price for
    him before they are given back."""
    words = shared.split()
    if words[0] == "build" and len(words) == 2:
        return loc.amount("doubloons", builder.price(game, seat, words[1]))
    return ""


# ---------------------------------------------------------------------- groups
def _column(words: list[str]) -> str:
    """The building's column (`build harbor`, `draft church office`)."""
    return f"column-{BUILDINGS[words[1]].column}"


# How many choices of one kind are sorted into groups, by the decision's first word; the
# group's name is the Fluent message `group-<verb>` with `$key`.
GROUPS: dict[str, Callable[[list[str]], str]] = {"build": _column, "draft": _column}


def group_of(decision: str) -> str:
    words = decision.split()
    grouping = GROUPS.get(words[0])
    return f"{words[0]}:{grouping(words)}" if grouping else words[0]


def group_name(group: str, loc: Localizer) -> str:
    verb, _, key = group.partition(":")
    return loc.text(f"group-{verb}", key=key) if key else ""


# --------------------------------------------------------------------- choices
def choices(game: Game, seat: int, loc: Localizer, names: list[str]) -> list[Choice]:
    """Every legal decision of a seat, labelled and with its numbers, in the engine's order.
    On one line they fit a button: the numbers shortened, or left out, when they do not (what
    a storage loses beside a long list of what it keeps)."""
    legal = game.legal(seat)
    details: dict[str, str] = {}  # a choice with a piece added costs what it costs without
    result = []
    for decision in legal:
        plain = " ".join(word for word in decision.split() if not word.startswith("+"))
        if plain not in details:
            details[plain] = detail(game, seat, decision, loc, names)
        shown, numbers = label(game, seat, decision, legal, loc, OPTION_LIMIT), details[plain]
        button = shown if len(shown) <= LABEL_LIMIT else label(game, seat, decision, legal, loc)
        text = one_line(button, numbers)
        if len(text) > LABEL_LIMIT:
            room = LABEL_LIMIT - len(button) - len(SEPARATOR)
            text = one_line(button, detail(game, seat, decision, loc, names, room))
        result.append(Choice(decision, shown, numbers, group_of(decision), text))
    return result


def label(game: Game, seat: int, decision: str, legal: list[str], loc: Localizer,
          limit: int = LABEL_LIMIT) -> str:
    """The decision's label (`decision_label`); a role offered with and without a privilege
    piece (the Mayor's extra colonists) says which button goes without."""
    words = decision.split()
    if words[0] == "role" and len(words) == 2 \
            and any(other.startswith(f"{decision} +") for other in legal):
        return loc.text("decision-role-without-colonist", role=loc.role(words[1]),
                        count=game.privilege_if_chosen(seat))
    return decision_label(game, seat, decision, loc, limit)


def decision_label(game: Game, seat: int, decision: str, loc: Localizer,
                   limit: int = LABEL_LIMIT) -> str:
    """A legal decision's label for `seat` now, in `limit` characters (a button's, or a
    select option's). The Mayor's privilege colonists or nobles are counted as the engine
    will give them: two with an occupied Library, fewer when the supply is short (one of each
    says so itself)."""
    words = decision.split()
    if words[0] != "role" or len(words) == 2:
        return loc.decision(decision, limit)
    nobles, colonists = mayor.privilege_pieces(game, seat, words[2:])
    piece = "-".join(word[1:] for word in words[2:])
    return loc.text(f"decision-role-{piece}", role=loc.role(words[1]), count=nobles or colonists)


def taken_back_label(game: Game, seat: int, decisions: list[str], loc: Localizer) -> str:
    """What a take-back took back, labelled in the game as it stands after it: a whole Mayor
    arrangement as one ("Arrangement of 3 colonists (...)"), else each decision's label."""
    if len(decisions) > 1 and all(d.split()[0] in (mayor.PLACE, mayor.PLACE_NOBLE)
                                  for d in decisions):
        return loc.arrangement(decisions)
    return SEPARATOR.join(decision_label(game, seat, decision, loc) for decision in decisions)


# ------------------------------------------------------------------- situation
def status(game: Game, seat: int, loc: Localizer, names: list[str]) -> str:
    """A player's own doubloons, goods and free spaces, on one short line."""
    player = game.state.players[seat]
    goods = {good: n for good, n in player.goods.items() if n}
    return loc.text(
        "prompt-status", player=names[seat],
        doubloons_text=loc.amount("doubloons", player.doubloons),
        goods=loc.goods(goods), goods_count=sum(goods.values()),
        island_free=player.free_island_spaces(), city_free=player.free_city_spaces(),
    )


def situation(game: Game, loc: Localizer) -> list[str]:
    """What the step's decisions depend on besides the player's own board."""
    s = game.state
    if s.step == "trader":
        return [trading_house_line(game, loc)]
    if s.step == "captain":
        return [ships_line(game, loc)]
    if s.step == "buccaneer":  # what Piracy, Plunder and Raid would take
        return [ships_line(game, loc), trading_house_line(game, loc),
                loc.text("prompt-colonist-ship", count=s.colonist_ship + s.noble_ship,
                         minimum=s.n)]
    return []


def trading_house_line(game: Game, loc: Localizer) -> str:
    s = game.state
    house = {}
    for good in s.trading_house:
        house[good] = house.get(good, 0) + 1
    return loc.text("prompt-trading-house", goods=loc.goods(house), count=len(s.trading_house),
                    spaces=TRADING_HOUSE_SPACES)


def ships_line(game: Game, loc: Localizer) -> str:
    ships = [loc.text("prompt-ship", ship=loc.ship(ship.capacity), load=ship.load,
                      capacity=ship.capacity, good=loc.good(ship.good) if ship.good else "")
             for ship in game.state.ships]
    return loc.text("prompt-ships", ships=" · ".join(ships))


# The Buccaneer's options by the first word of their decisions.
BUCCANEER_OPTIONS = {"piracy": "buccaneer-piracy", "plunder": "buccaneer-plunder",
                     "raid": "buccaneer-raid", "kidnap": "buccaneer-kidnapping"}


def buccaneer_options(game: Game, seat: int, loc: Localizer) -> str:
    """The Buccaneer's options the player may carry out, by name ("Plunder or Kidnapping"):
    the engine offers none that would do nothing."""
    verbs = dict.fromkeys(decision.split()[0] for decision in game.legal(seat))
    return loc.join([loc.text(BUCCANEER_OPTIONS[verb]) for verb in verbs
                     if verb in BUCCANEER_OPTIONS], pattern="list-or")
