"""The Buccaneer's Kidnapping (ES97 "Cambio de roles", IT97 "Scambio di ruoli"; ruling R6), and
the Buccaneer's marker.

"Coge un rol que no haya sido utilizado aún en la ronda actual y colócalo delante de ti. Coge
todas las monedas de ese rol. Si después otro jugador escoge ese rol durante la misma ronda, tú te
llevas a cambio 3 monedas más de la banca. Si nadie utiliza ese rol hasta el final de la ronda,
juégalo tú mismo."

The kidnapped card lies in front of the kidnapper (`RoleCard.held_by`) and stays free for the
others: whoever chooses it plays it normally (its coins are gone) and the kidnapper takes 3 coins
from the bank. If nobody has chosen it when the round's choices are made, the kidnapper chooses
it (the only card he is offered) and plays it as its chooser, privilege and all, before the
round's coins are placed. The kidnapper himself may not choose the card in front of him in a
later choice of the same round (2 players); he plays it at the round's end.

"Quien ha cogido el rol del Contrabandista solo puede volver a cogerlo cuando entre medias lo ha
cogido otro jugador": the marker (`state.buccaneer_marker`) stays with the last player to take
the Buccaneer, who is not offered it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...components import BUCCANEER

if TYPE_CHECKING:
    from ...engine import Game
    from ...state import RoleCard

RANSOM = 3  # coins from the bank when another player chooses the kidnapped role


def roles_to_kidnap(game: Game) -> list[str]:
    """The roles not yet used this round (one text per role, the Prospectors being one)."""
    cards = game._state.roles
    return list(dict.fromkeys(c.role for c in cards if c.taken_by is None and c.role != BUCCANEER))


def kidnap(game: Game, seat: int, words: list[str]) -> None:
    s = game._state
    card = max((c for c in s.roles if c.role == words[1] and c.taken_by is None),
               key=lambda c: c.coins)
    card.held_by = seat
    coins, card.coins = card.coins, 0
    s.players[seat].doubloons += coins
    game.emit("kidnapped", seat=seat, role=card.role, coins=coins)


def held(game: Game) -> RoleCard | None:
    """The kidnapped card, while nobody has chosen it."""
    return next((c for c in game._state.roles if c.held_by is not None and c.taken_by is None),
                None)


def role_options(game: Game, seat: int, options: list[str]) -> list[str]:
    """What a seat may choose: never the Buccaneer while he holds its marker, never the card in
    front of him unless the round's choices are done and it is his to play."""
    s = game._state
    card = held(game)
    if card is not None and s.picks_made >= s.role_picks:
        return [o for o in options if o.split()[1] == card.role]
    banned = set()
    if s.buccaneer_marker == seat:
        banned.add(BUCCANEER)
    if card is not None and card.held_by == seat:
        banned.add(card.role)
    if not banned:
        return options
    return [o for o in options if o.split()[1] not in banned]


def role_chosen(game: Game, seat: int, card: RoleCard) -> None:
    """The marker follows the Buccaneer; a kidnapped card chosen by another pays the ransom."""
    s = game._state
    if card.role == BUCCANEER:
        s.buccaneer_marker = seat
    kidnapper, card.held_by = card.held_by, None
    if kidnapper is not None and kidnapper != seat:
        s.players[kidnapper].doubloons += RANSOM
        game.emit("ransom_paid", seat=kidnapper, chooser=seat, role=card.role, doubloons=RANSOM)


def choices_done(game: Game) -> bool:
    """Nobody chose the kidnapped card: its kidnapper plays it now."""
    card = held(game)
    if card is None:
        return False
    s = game._state
    s.step, s.role, s.chooser = "role", None, None
    s.turn = [card.held_by]
    game.emit("kidnapped_role_due", seat=card.held_by, role=card.role)
    return True
