"""Choosing roles, the Prospector, and the end of the round (ESC "Desarrollo de la partida").

Players choose in turn from the Governor; with two players they alternate until each has chosen
three roles. After the last role's phase one coin goes on every card nobody chose, the Governor
card passes left, and the game ends here if an end condition was met during the round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..components import BUCCANEER
from ..scoring import final_scores

if TYPE_CHECKING:
    from ..engine import Game

PRIVILEGE_COLONIST = "+colonist"
PRIVILEGE_NOBLE = "+noble"  # expansion II: the Mayor's privilege colonist may be a noble


def begin_selection(game: Game) -> None:
    s = game._state
    s.step = "role"
    s.role = None
    s.chooser = None
    s.turn = [(s.governor + s.picks_made) % s.n]


def options(game: Game, seat: int) -> list[str]:
    s = game._state
    result = []
    for role in dict.fromkeys(card.role for card in s.roles if card.taken_by is None):
        if role == "mayor":
            result += mayor_privileges(game, seat)
        result.append(f"role {role}")
    return result


def mayor_privileges(game: Game, seat: int) -> list[str]:
    """The Mayor with his privilege colonist, or a noble (expansion II); with the privilege
    twice (a Library) one of each too, since either colonist may be a noble ("Nota
    general")."""
    s = game._state
    result = []
    if s.colonist_supply:
        result.append(f"role mayor {PRIVILEGE_COLONIST}")
    if s.noble_supply:
        result.append(f"role mayor {PRIVILEGE_NOBLE}")
        if s.colonist_supply and game.privilege_if_chosen(seat) > 1:
            result.append(f"role mayor {PRIVILEGE_NOBLE} {PRIVILEGE_COLONIST}")
    return result


def act(game: Game, seat: int, words: list[str]) -> None:
    s = game._state
    role = words[1]
    # Of two identical cards (the Prospectors) the chooser takes the one with more coins; a
    # kidnapped card goes to its kidnapper, and to another player only when no other is free.
    card = max(
        (c for c in s.roles if c.role == role and c.taken_by is None),
        key=lambda c: (c.held_by == seat, c.held_by is None, c.coins),
    )
    card.taken_by = seat
    coins, card.coins = card.coins, 0
    s.players[seat].doubloons += coins
    s.role = role
    s.chooser = seat
    s.turn = []
    game.emit("role_chosen", seat=seat, role=role, coins=coins)
    game.rules.call("role_chosen", game, seat, card)
    # The privilege asked for with the role: the Mayor's "+colonist", "+noble" or both, or None.
    privilege = " ".join(words[2:]) or None
    game.rules.roles[role](game, privilege)


def finish(game: Game) -> None:
    """Nobody is asked to choose: cannot happen while cards remain, kept for the protocol."""
    end_role(game)


def prospect(game: Game, privilege: str | None) -> None:
    """The Prospector has no action; his privilege is one doubloon (two with a Library)."""
    s = game._state
    coins = game.privilege(s.chooser)
    s.players[s.chooser].doubloons += coins
    game.emit("prospected", seat=s.chooser, doubloons=coins)
    end_role(game)


def end_role(game: Game) -> None:
    """A role's phase is over: the next player chooses, or the round ends."""
    s = game._state
    game.emit("phase_ended", role=s.role)
    if s.memo:
        s.memo = {}
    s.picks_made += 1
    s.turn = []
    s.waiting = []
    if s.picks_made < s.role_picks:
        begin_selection(game)
    elif not game.rules.total("choices_done", game):
        end_round(game)


def end_round(game: Game) -> None:
    s = game._state
    unchosen = [card for card in s.roles if card.taken_by is None and card.role != BUCCANEER]
    for card in unchosen:
        card.coins += 1
    for card in s.roles:
        card.taken_by = card.held_by = None
    game.emit("round_ended", round=s.round, coins_on=[card.role for card in unchosen])
    if s.end_reasons:
        s.step = "over"
        s.role = s.chooser = None
        s.turn = []
        s.scores = final_scores(s, game.rules.hooks.get("score", ()))
        winners = [row["seat"] for row in s.scores if row["winner"]]
        game.emit("game_over", reasons=list(s.end_reasons), winners=winners)
        return
    s.governor = (s.governor + 1) % s.n
    s.round += 1
    s.picks_made = 0
    game.emit("governor_changed", seat=s.governor, round=s.round)
    begin_selection(game)
