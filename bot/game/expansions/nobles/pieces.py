"""The nobles themselves (ES97 "Preparación del juego" of the 2.ª expansión).

The 20 nobles wait beside the colonist supply. At the start of the game and at the end of every
Mayor phase one noble goes on the colonist ship *instead of* a colonist, while nobles remain
(two players alike, ruling R14); with no colonist left to replace, the noble still goes aboard.
The ship's nobles are dealt first, so the Mayor takes the noble. Wherever a rule gives a
colonist the player may ask for a noble instead: the Mayor's privilege (`role mayor +noble`),
the Hospice (`take corn +noble`), the University (`build harbor +noble`); each comes from the
noble supply, the Hospice's and University's else from the ship (`phases.mayor`, `settler`,
`builder` know the second kind; this module offers it). Each noble a player owns is
worth 1 VP at the end, and running out of colonists no longer ends the game, so they are not
counted out: the whole box is the supply.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...components import COLONISTS, NOBLE_BUILDINGS, NOBLES
from ...phases import settler
from ...phases.builder import with_colonist

if TYPE_CHECKING:
    from ...engine import Game
    from ...state import Player

NOBLE = "+noble"


def prepare(game: Game) -> None:
    """The nobles beside the supply, one of them aboard; the eight buildings for sale. The
    colonists are not counted out ("no hace falta contar los trabajadores"): since running
    short ends nothing, every colonist of the box not on the ship is the supply (NO12)."""
    s = game._state
    s.colonist_supply = COLONISTS - s.colonist_ship
    s.noble_supply = NOBLES
    noble_aboard(game)
    for kind in NOBLE_BUILDINGS:
        s.buildings[kind.id] = kind.copies_2p if s.n == 2 else kind.copies


def noble_aboard(game: Game) -> None:
    """One noble takes a colonist's place on the ship (the colonist back to the supply)."""
    s = game._state
    if not s.noble_supply:
        return
    s.noble_supply -= 1
    s.noble_ship += 1
    if s.colonist_ship:
        s.colonist_ship -= 1
        s.colonist_supply += 1
    game.emit("noble_aboard", nobles=s.noble_ship, colonists=s.colonist_ship)


def never_end(game: Game) -> int:
    """ES97: "el hecho de que se agoten los trabajadores/burgueses ya no es una de las
    condiciones que puede desencadenar el final de la partida"."""
    return 1


def role_chosen(game: Game, seat: int, card) -> None:
    """A new phase: the buildings used once per phase are ready again."""
    game._state.used = []


def _with_noble(game: Game, options: list[str], verbs: tuple[str, ...], building: str,
                seat: int) -> list[str]:
    """Beside each `<verb> <x>` the same with `+noble`, for the owner of an occupied
    Hospice/University while a noble is to be had: a tile taken or laid as a forest, a
    building built, paid at the Black Market too (`build harbor +noble -barrel:corn`) unless
    the University's own colonist is given back. Never on a building without a circle."""
    s = game._state
    player = s.players[seat]
    if not (player.active(building) and (s.noble_supply or s.noble_ship)):
        return options
    if building == "hospice" and settler.second_pick(game, seat):  # the Library's: no Hospice
        return options
    # Its only colonist given back to the Black Market leaves it idle.
    emptied = f"-colonist:{building}" if player.city[building] == 1 else None
    result = []
    for text in options:
        result.append(text)
        verb, *rest = text.split()
        if (verb in verbs and rest and all(word.startswith("-") for word in rest[1:])
                and emptied not in rest and (verb != "build" or with_colonist(rest[0]))):
            result.append(" ".join((verb, rest[0], NOBLE, *rest[1:])))
    return result


def hospice_options(game: Game, seat: int, options: list[str]) -> list[str]:
    return _with_noble(game, options, ("take", "forest"), "hospice", seat)


def university_options(game: Game, seat: int, options: list[str]) -> list[str]:
    return _with_noble(game, options, ("build",), "university", seat)


def score(player: Player) -> dict[str, int]:
    """ES97: "Cada burgués propio vale 1 punto de victoria al final de la partida"; the owner
    of an occupied Royal Garden 1 more per noble ("Plaza del Pueblo")."""
    nobles = player.noble_count()
    result = {"nobles": nobles} if nobles else {}  # a score sheet line only for an owner
    if player.active("royal_garden"):  # occupied: a line, as for a large building
        result["royal_garden"] = nobles
    return result


def worth(player: Player) -> int:
    """The VP a player's nobles will score at the end, as things stand: every term of `score`
    (shown beside his VP chips during the game)."""
    return sum(score(player).values())


def occupant(player: Player, building: str) -> str | None:
    """Which kind works a one-circle building: "noble", "colonist" or None (empty)."""
    if player.noble_count(building):
        return "noble"
    return "colonist" if player.active(building) else None
