"""The game's names of things, in a Localizer's language and theme: roles, buildings, goods,
plantations, ships, amounts, lists and the pieces a player gives back."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..game.components import BUILDINGS, TILES
from ..game.expansions.nobles import pieces as nobles
from .bundles import Messages

if TYPE_CHECKING:
    from ..game.state import Player


class Names(Messages):
    """Names, formatted once each (`self._names`)."""

    def _name(self, message_id: str) -> str:
        name = self._names.get(message_id)
        if name is None:
            name = self._names[message_id] = self.text(message_id)
        return name

    def role(self, role_id: str) -> str:
        return self._name(f"role-{role_id}")

    def building(self, building_id: str) -> str:
        return self._name(f"building-{building_id}")

    def step(self, step: str, role: str | None) -> str:
        """Where the round stands, as the pictures' and the terminal's headings say it: the
        New Buildings' draft, choosing a role, a role's phase (the chosen role's, also in a
        step of its own such as the Hunting Lodge's), storing goods, game over."""
        if step in ("role", "draft", "over"):
            return self.text(f"board-step-{step}")
        if step == "storage":
            return self.text("board-step-storage", role=self.role("captain"))
        return self.text("board-step-phase", role=self.role(role or step))

    def bonus(self, key: str) -> str:
        """A line of a final score's bonuses: a large building, or what an expansion scores
        (the nobles)."""
        return self.building(key) if key in BUILDINGS else self._name(f"bonus-{key}")

    def score_bonuses(self, row: dict) -> list[str]:
        """A final score's bonuses in words: each occupied large building's (and each
        expansion's term), then each large building that scored none for want of a colonist
        (a score row of `scoring.final_scores`; older ones have no `unoccupied`)."""
        scored = [self.text("score-bonus", name=self.bonus(key), vp=vp)
                  for key, vp in row["bonuses"].items()]
        return scored + [self.text("score-bonus-unoccupied", name=self.building(building))
                         for building in row.get("unoccupied", ())]

    def good(self, good_id: str) -> str:
        return self._name(f"good-{good_id}")

    def tile(self, tile_id: str) -> str:
        """A good's plantation, or the quarry."""
        return self._name(f"tile-{tile_id}")

    def term(self, term_id: str) -> str:
        return self._name(f"term-{term_id}")

    def amount(self, unit: str, count: int, **args) -> str:
        """`3 doubloons`, `1 colonist`, `2 sugar` (unit "barrels" needs good=<good id>)."""
        if "good" in args:
            args["good"] = self.good(args["good"])
        return self.text(f"amount-{unit}", count=count, **args)

    def nobles_worth(self, player: Player) -> str:
        """What a player's nobles will score at the end as things stand, counted by the final
        score itself: "4 nobles: +8 VP at the end (Royal Garden +4)"."""
        garden = nobles.score(player).get("royal_garden", 0)
        return self.text("nobles-worth", nobles_text=self.amount("nobles", player.noble_count()),
                         vp=nobles.worth(player), garden=garden)

    def place_name(self, target: str) -> str:
        """Where a colonist goes: a tile, a building or San Juan."""
        if target == "san_juan":
            return self.term(target)
        return self.tile(target) if target in TILES else self.building(target)

    def ship(self, capacity: int) -> str:
        return self.text("ship-name", capacity=capacity)

    def join(self, items: list[str], empty: str = "list-nothing",
             pattern: str = "list-and") -> str:
        """`a, b and c` in this language (`a, b or c` with `list-or`)."""
        if not items:
            return self.text(empty)
        if len(items) == 1:
            return items[0]
        return self.text(pattern, head=", ".join(items[:-1]), last=items[-1])

    def pieces(self, pieces: list[str], label: str = "") -> str:
        """What a player gives back at the Black Market (`colonist:<where>`, `barrel:<good>`,
        `vp`): a sentence's list, or with `label` set ("label" or "label-short", without
        where the colonist was) the compact form of a button."""
        rendered = []
        for piece in pieces:
            kind, _, where = piece.partition(":")
            if label:
                args = {"good": self.good(where)} if kind == "barrel" else {}
                place = {"place": self.place_name(where)} if kind == "colonist" else {}
                rendered.append(self.text(f"piece-{label}-{kind}", **args, **place))
            elif kind == "barrel":
                rendered.append(self.amount("barrels", 1, good=where))
            elif kind == "colonist":
                rendered.append(self.text("piece-colonist", place=self.place_name(where)))
            else:
                rendered.append(self.amount("vp", 1))
        return " ".join(rendered) if label else self.join(rendered)

    def goods(self, goods: dict[str, int]) -> str:
        """`2 sugar and 1 coffee`."""
        return self.join([self.amount("barrels", n, good=good) for good, n in goods.items()])

    def placed_pieces(self, placed: int, nobles: int) -> str:
        """"5 colonists and 2 nobles", "3 colonists", "1 noble": a placement's pieces."""
        colonists = placed - nobles
        amounts = [self.amount("colonists", colonists)] if colonists or not nobles else []
        if nobles:
            amounts.append(self.amount("nobles", nobles))
        return self.join(amounts)

    def _counted(self, names: list[str]) -> list[str]:
        """Names in the order they first appear, a repeated one once with its count
        ("San Juan ×2"): a list never says the same name twice."""
        return [name if n == 1 else self.text("amount-times", name=name, count=n)
                for name, n in Counter(names).items()]
