"""A decision's label, a button's or a select option's: `load sugar 7` as "Load sugar on the
ship of 7"."""

from __future__ import annotations

from ..game.components import BUILDINGS, TILES
from ..game.phases.mayor import PLACE_NOBLE
from ..game.state import SAN_JUAN
from .bundles import log
from .names import Names

# The colonist a decision may ask for with it (the Hospice's, the University's, the Mayor's).
PIECES = ("+colonist", "+noble")
# Discord refuses longer button labels, and longer labels of a select's options.
LABEL_LIMIT = 80
OPTION_LIMIT = 100
# The labels and event details each Localizer keeps (bot/recent.py): about 0.3 kB an entry
# (key and text, measured), so at most about 0.6 MB for each language and theme. A game's
# prompts use a few dozen of each; a 3-player game adds about a dozen new details.
LABELS_KEPT = 1024


class DecisionLabels(Names):
    """Decision labels, the recent ones kept (`self._labels`)."""

    def decision(self, decision: str, limit: int = LABEL_LIMIT) -> str:
        """A short label for a decision text (`load sugar 7`), a button's; with `limit` a
        select option's, which has room for where a colonist given back at the Black Market
        was."""
        label = self._labels.get((decision, limit))
        if label is None:
            label = self._labels[decision, limit] = self._label(decision, limit)
        return label

    def arrangement(self, decisions: list[str]) -> str:
        """A Mayor's whole arrangement as one label: "Arrangement of 3 colonists (corn
        plantation ×2 and Hospice)", its pieces and where they went (the nobles left in San
        Juan aside)."""
        placed = [decision.split() for decision in decisions
                  if decision != f"{PLACE_NOBLE} {SAN_JUAN}"]
        nobles = sum(verb == PLACE_NOBLE for verb, _ in placed)
        places = self._counted([self.place_name(target) for _, target in placed])
        return self.text("decision-arrangement", pieces=self.placed_pieces(len(placed), nobles),
                         places=self.join(places))

    def _label(self, decision: str, limit: int) -> str:
        words = decision.split()
        verb, rest = (words[0], words[1:]) if words else ("", [])
        # The colonists a decision asks for with it: "colonist", "noble", "noble-colonist" (the
        # Mayor's two with a Library) or None.
        piece = "-".join(word[1:] for word in rest if word in PIECES) or None
        rest = [word for word in rest if word not in PIECES]
        render = getattr(self, f"_decide_{verb.replace('-', '_')}", None)
        try:
            forms = render(rest, piece) if render else None
        except (IndexError, ValueError):  # a malformed decision text
            forms = None
        if forms is None:
            log.warning("no label for decision %r", decision)
            return decision
        # One label, or its forms from the longest to the shortest: the first that fits.
        forms = (forms,) if isinstance(forms, str) else forms
        label = next((form for form in forms if len(form) <= limit), forms[-1])
        if len(label) > limit:
            log.warning("label too long: %r", label)
            label = label[: limit - 1] + "…"
        return label

    def _with_colonist(self, message_id: str, piece: str | None, **args) -> str:
        return self.text(f"{message_id}-{piece}" if piece else message_id, **args)

    def _decide_role(self, rest: list[str], piece: str | None) -> str:
        """Without the game, the privilege once: `choices.decision_label` counts a Library's."""
        return self._with_colonist("decision-role", piece, role=self.role(rest[0]), count=1)

    def _decide_hacienda(self, rest: list[str], piece: str | None) -> str:
        """`hacienda`, then with a Forest House `hacienda plant` / `hacienda forest`."""
        return self.text(f"decision-hacienda-{rest[0]}" if rest else "decision-hacienda")

    def _decide_draft(self, rest: list[str], piece: str | None) -> str:
        building, space = rest
        return self.text("decision-draft", building=self.building(building),
                         space=self.building(space), cost=BUILDINGS[space].cost)

    def _decide_forest(self, rest: list[str], piece: str | None) -> str:
        return self._with_colonist("decision-forest", piece, tile=self.tile(rest[0]))

    def _decide_trading_post(self, rest: list[str], piece: str | None) -> str:
        return self.text("decision-trading_post", good=self.good(rest[0]))

    def _decide_small_wharf(self, rest: list[str], piece: str | None) -> str:
        if rest == ["done"]:
            return self.text("decision-small_wharf-done")
        count = int(rest[1])
        return self.text("decision-small_wharf",
                         barrels=self.amount("barrels", count, good=rest[0]))

    def _decide_guest(self, rest: list[str], piece: str | None) -> str:
        return self.text("decision-guest", target=self.place_name(rest[0]))

    def _decide_guest_noble(self, rest: list[str], piece: str | None) -> str:
        return self.text("decision-guest-noble", target=self.place_name(rest[0]))

    def _decide_take(self, rest: list[str], piece: str | None) -> str:
        return self._with_colonist("decision-take", piece, tile=self.tile(rest[0]))

    def _decide_pass(self, rest: list[str], piece: str | None) -> str:
        return self.text("decision-pass")

    def _decide_place(self, rest: list[str], piece: str | None) -> str:
        if rest[0] == "san_juan":
            return self.text("decision-place-san_juan")
        target = self.tile(rest[0]) if rest[0] in TILES else self.building(rest[0])
        return self.text("decision-place", target=target)

    def _decide_build(self, rest: list[str], piece: str | None) -> str | tuple[str, str]:
        """`build <building> [+colonist] [-<piece> ...]`: the pieces go to the Black Market,
        said with where the colonist was if it fits, else without."""
        building = self.building(rest[0])
        pieces = [word[1:] for word in rest[1:] if word.startswith("-")]
        if not pieces:
            return self._with_colonist("decision-build", piece, building=building)
        return tuple(self._with_colonist("decision-build-returns", piece, building=building,
                                         pieces=self.pieces(pieces, form))
                     for form in ("label", "label-short"))

    def _decide_place_noble(self, rest: list[str], piece: str | None) -> str:
        if rest[0] == "san_juan":  # the nobles left stay there
            return self.text("decision-place-noble-san_juan")
        target = self.tile(rest[0]) if rest[0] in TILES else self.building(rest[0])
        return self.text("decision-place-noble", target=target)

    def _decide_land_office(self, rest: list[str], piece: str | None) -> str:
        if rest[0] == "sell":
            return self.text("decision-land_office-sell", tile=self.tile(rest[1]))
        return self.text(f"decision-land_office-{rest[0]}")

    def _decide_hunting_lodge(self, rest: list[str], piece: str | None) -> str:
        return self.text("decision-hunting_lodge", tile=self.tile(rest[0]))

    def _decide_royal_supplier(self, rest: list[str], piece: str | None) -> str:
        goods = self.join([self.good(good) for good in rest])
        return self.text("decision-royal_supplier", goods=goods, count=len(rest))

    def _decide_bonus(self, rest: list[str], piece: str | None) -> str:
        return self.text("decision-bonus", good=self.good(rest[0]))

    def _decide_sell(self, rest: list[str], piece: str | None) -> str:
        return self.text("decision-sell", good=self.good(rest[0]))

    def _decide_load(self, rest: list[str], piece: str | None) -> str:
        ship = self.ship(int(rest[1]))
        return self.text("decision-load", good=self.good(rest[0]), ship=ship)

    def _decide_wharf(self, rest: list[str], piece: str | None) -> str:
        return self.text("decision-wharf", good=self.good(rest[0]))

    def _decide_keep(self, rest: list[str], piece: str | None) -> str:
        """`keep [<good>] [<good>:all ...]`: one single barrel, and whole kinds in warehouses."""
        stored = [self.good(word.removesuffix(":all")) for word in rest if word.endswith(":all")]
        single = [self.good(word) for word in rest if not word.endswith(":all")]
        goods = self.join(stored)
        if len(single) > 1:  # several loose barrels (the Storehouse)
            loose = self.join(self._counted(single))
            if stored:
                return self.text("decision-keep-loose-stored", loose=loose, goods=goods)
            return self.text("decision-keep-loose", loose=loose)
        if single and stored:
            return self.text("decision-keep-both", good=single[0], goods=goods)
        if single:
            return self.text("decision-keep-single", good=single[0])
        if stored:
            return self.text("decision-keep-stored", goods=goods)
        return self.text("decision-keep-nothing")

    def _decide_piracy(self, rest: list[str], piece: str | None) -> str:
        return self.text("decision-piracy", ship=self.ship(int(rest[0])), kept=int(rest[1]))

    def _decide_plunder(self, rest: list[str], piece: str | None) -> str:
        return self.text("decision-plunder")

    def _decide_raid(self, rest: list[str], piece: str | None) -> str:
        return self.text("decision-raid")

    def _decide_kidnap(self, rest: list[str], piece: str | None) -> str:
        return self.text("decision-kidnap", role=self.role(rest[0]))
