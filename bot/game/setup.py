"""Setting up the table for 2–5 players (reference §2, ESC "Preparación", 2-player rules)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from .components import (
    BARRELS,
    BASE_BUILDINGS,
    FIVE_PLAYER_VP,
    PLANTATIONS,
    QUARRIES,
    ROLES,
    SETUP,
    THEMES,
    TWO_PLAYER_REMOVED_BARRELS,
    TWO_PLAYER_REMOVED_PLANTATIONS,
    TWO_PLAYER_REMOVED_QUARRIES,
)
from .errors import BadSetup
from .expansions import canonical, known
from .state import GameState, Player, RoleCard, Ship

# Discord's longest display name. A name from elsewhere (a record, the terminal) is cut to it
# where it enters: every line and picture that shows a name costs more with each character.
NAME_LIMIT = 32


def player_name(name: str) -> str:
    """A player's name as the game keeps it: at most Discord's 32 characters."""
    return name[:NAME_LIMIT]


DEFAULT_OPTIONS: dict[str, Any] = {
    # Apply a decision by itself when it is the only legal one (and report it).
    "auto_forced": True,
    # VP chips lie face down in the box; a table may agree to show them.
    "show_vp": False,
}


@dataclass(frozen=True)
class Setup:
    """What a game is started from: seats in order, seed, theme and options."""

    players: tuple[str, ...]
    seed: int
    theme: str = "classic"
    options: dict[str, Any] = field(default_factory=dict)
    expansions: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        players = tuple(player_name(p) if isinstance(p, str) else p for p in self.players)
        object.__setattr__(self, "players", players)
        object.__setattr__(self, "expansions", _expansions(self.expansions))
        defaults = {name: values[0] for name, values in self.expansion_options().items()}
        object.__setattr__(self, "options", {**DEFAULT_OPTIONS, **defaults, **self.options})
        self.validate()

    def expansion_options(self) -> dict[str, tuple]:
        """The setup options the expansions in play bring, with their allowed values."""
        return {name: values for e in self.expansions
                for name, values in known()[e].options.items()}

    def validate(self) -> None:
        if not 2 <= len(self.players) <= 5:
            raise BadSetup("players", f"2 to 5 players, not {len(self.players)}",
                           "player-count", count=len(self.players))
        if not all(isinstance(name, str) for name in self.players):
            raise BadSetup("players", "the players' names must be texts", "player-names")
        if self.theme not in THEMES:
            raise BadSetup("theme", f"theme must be one of {THEMES}, not {self.theme!r}",
                           theme=str(self.theme), themes=", ".join(THEMES))
        if not isinstance(self.seed, int):
            raise BadSetup("seed", "the seed must be an integer")
        allowed = {**dict.fromkeys(DEFAULT_OPTIONS), **self.expansion_options()}
        unknown = set(self.options) - set(allowed)
        if unknown:
            raise BadSetup("options", f"unknown options {sorted(unknown)}", "unknown-options",
                           options=", ".join(sorted(unknown)))
        for name, values in allowed.items():
            if values is not None and self.options[name] not in values:
                raise BadSetup("options", f"option {name!r} must be one of {list(values)}, "
                                          f"not {self.options[name]!r}", "option-value",
                               option=name, value=str(self.options[name]),
                               values=", ".join(map(str, values)))

    def to_dict(self) -> dict:
        return {
            "players": list(self.players),
            "seed": self.seed,
            "theme": self.theme,
            "options": dict(self.options),
            "expansions": list(self.expansions),
        }

    @classmethod
    def from_dict(cls, data: dict) -> Setup:
        try:
            return cls(
                players=tuple(data["players"]),
                seed=data["seed"],
                theme=data.get("theme", "classic"),
                options=dict(data.get("options", {})),
                expansions=tuple(data.get("expansions", ())),
            )
        except (KeyError, TypeError) as exc:
            raise BadSetup("setup", f"malformed setup: {exc}", "malformed-setup") from exc


def _expansions(ids) -> tuple[str, ...]:
    """The expansions in play, in the rulebook's order; an unknown or repeated id is refused."""
    if isinstance(ids, str):
        raise BadSetup("expansions", "expansions must be a list of ids", "expansion-list")
    ids = tuple(ids)
    unknown = [i for i in ids if i not in known()]
    if unknown:
        raise BadSetup("expansions", f"unknown expansions {unknown}; known: {list(known())}",
                       "unknown-expansions", expansions=", ".join(map(str, unknown)),
                       known=", ".join(known()))
    if len(set(ids)) < len(ids):
        raise BadSetup("expansions", f"an expansion is listed twice: {list(ids)}",
                       "expansion-twice", expansions=", ".join(ids))
    return canonical(ids)


def new_state(setup: Setup) -> GameState:
    n = len(setup.players)
    table = SETUP[n]
    two = n == 2
    rng = random.Random(setup.seed)
    governor = rng.randrange(n)

    plantations = {
        kind: count - (TWO_PLAYER_REMOVED_PLANTATIONS if two else 0)
        for kind, count in PLANTATIONS.items()
    }
    players = [Player(name=name, doubloons=table.doubloons) for name in setup.players]
    for i, tile in enumerate(table.starting_tiles):
        players[(governor + i) % n].island.append([tile, 0])
        plantations[tile] -= 1

    pile = [kind for kind, count in plantations.items() for _ in range(count)]
    rng.shuffle(pile)
    face_up = [pile.pop() for _ in range(n + 1)]

    roles = [RoleCard(r) for r in ROLES if r != "prospector"]
    roles += [RoleCard("prospector") for _ in range(table.prospectors)]

    return GameState(
        seed=setup.seed,
        theme=setup.theme,
        options=dict(setup.options),
        players=players,
        governor=governor,
        roles=roles,
        role_picks=table.role_picks,
        vp_supply=FIVE_PLAYER_VP[setup.theme] if n == 5 else table.vp_chips,
        colonist_supply=table.colonist_supply,
        colonist_ship=table.colonist_ship,
        goods_supply={
            good: count - (TWO_PLAYER_REMOVED_BARRELS if two else 0)
            for good, count in BARRELS.items()
        },
        quarries=QUARRIES - (TWO_PLAYER_REMOVED_QUARRIES if two else 0),
        plantation_pile=pile,
        face_up=face_up,
        discards=[],
        buildings={b.id: b.copies_2p if two else b.copies for b in BASE_BUILDINGS},
        ships=[Ship(capacity) for capacity in table.cargo_ships],
        expansions=list(setup.expansions),
    )
