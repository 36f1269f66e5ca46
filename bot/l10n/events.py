"""An engine event in words: one line for the table's story, and its numbers in a few words."""

from __future__ import annotations

from collections import Counter

from .bundles import fluent_value, log
from .names import Names

# Event fields holding a seat, and the Fluent variable that gets the player's name.
SEAT_FIELDS = {"seat": "player", "governor": "governor", "chooser": "chooser"}
# Event fields holding a number of something, rendered as an amount in `<field>_text`.
AMOUNT_FIELDS = {
    "coins": "doubloons",
    "doubloons": "doubloons",
    "cost": "doubloons",
    "vp": "vp",
    "players": "players",
    "needed": "colonists",
    "san_juan": "colonists",
    "removed": "colonists",
}
# Events whose numbers (`detail-<type>`) name a player.
NAMED_DETAILS = frozenset({"ransom_paid"})
# What `count` counts, by event type.
COUNTED = {"colonists_taken": "colonists", "ship_refilled": "colonists", "shipped": "barrels",
           "pirated": "barrels", "nobles_taken": "nobles"}
# What a Festival goal gives its winner (the event's `reward`).
FESTIVAL_REWARDS = {"plantation": "colonists", "goods": "doubloons", "building": "vp"}
# Events that carry out a player's decision: only these say "(forced)" when the engine made the
# only legal choice; what the rules then did by themselves is reported plainly.
DECISION_EVENTS = frozenset({
    "role_chosen", "tile_taken", "passed", "colonists_placed", "built", "craftsman_bonus",
    "sold", "shipped", "goods_kept", "building_drafted", "forest_laid", "hacienda_drawn",
    "sold_to_supply", "small_wharf_shipped", "guest_moved",
    "plantation_bought", "plantation_sold", "plantation_discarded", "royal_supplier_used",
})
# The event details each Localizer keeps (bot/recent.py): see LABELS_KEPT.
DETAILS_KEPT = 1024


def seat_name(names: list[str], seat: int) -> str:
    """A player's display name; a seat without one is shown by its number, not a crash."""
    return names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"


class EventLines(Names):
    """Event lines and details, the recent details kept (`self._details`)."""

    def event(self, event: dict, names: list[str]) -> str:
        """One line for an engine event; `names[seat]` is that player's display name."""
        kind = event["type"]
        line = self.text(f"event-{kind}", **self._all_event_args(event, names))
        if event.get("forced") and kind in DECISION_EVENTS:
            line = self.text("event-forced", line=line)
        return line

    def event_detail(self, event: dict, names: list[str], short: bool = False) -> str:
        """The numbers of what an event did, in a few words (`detail-<type>`: "3 doubloons",
        "5 sugar · 6 VP"); "" for an event whose numbers say nothing to decide on. `short`
        asks for the form that fits beside a long label (`detail-<type>-short`: "7 barrels
        lost"), where the event has one."""
        # Names count only for the details that name a player (a kidnapped role's holder).
        named = names if event["type"] in NAMED_DETAILS else None
        key = repr((short, sorted(event.items()), named))
        found = self._details.get(key)
        if found is None:
            message_id = f"detail-{event['type']}"
            if short and self.has(f"{message_id}-short"):
                message_id += "-short"
            found = self.text(message_id, **self._all_event_args(event, names)) \
                if self.has(message_id) else ""
            self._details[key] = found
        return found

    def _all_event_args(self, event: dict, names: list[str]) -> dict:
        args = {}
        for field, value in event.items():
            if field not in ("type", "forced"):
                args.update(self._event_args(event, field, value, names))
        return args

    def _event_args(self, event: dict, field: str, value, names: list[str]) -> dict:
        """The Fluent variables for one field of an event."""
        if field in SEAT_FIELDS:
            return {SEAT_FIELDS[field]: seat_name(names, value)}
        if field in ("role", "good", "tile", "building"):
            return {field: getattr(self, field)(value), f"{field}_id": value}
        if field == "space":  # a board space, named after the building printed on it
            return {field: self.building(value)}
        if field == "target":  # where a colonist goes: a tile or a building
            return {field: self.place_name(value)}
        if field == "theme":
            return {"edition": self.text(f"theme-{value}")}
        if field == "plantation":  # the Festival's kind
            return {field: self.tile(value), f"{field}_id": value}
        if field == "reward":
            return {field: value,
                    "reward_text": self.amount(FESTIVAL_REWARDS[event["goal"]], value)}
        if isinstance(value, dict):
            return {field: self.goods(value), f"{field}_count": sum(value.values())}
        if isinstance(value, list):
            return self._list_args(field, value, names)
        if field == "ship":  # 0 is the Wharf
            return {field: value, "ship_name": self.ship(value) if value else ""}
        if field == "placed":  # the Mayor's: colonists of each kind (the nobles counted apart)
            return {field: value, "placed_text": self.placed_pieces(value, event.get("nobles", 0))}
        if field == "kept" and event["type"] == "pirated":  # and the barrels sent back
            back, good = event["count"] - value, event["good"]
            return {field: value, "kept_text": self.amount("barrels", value, good=good),
                    "back": back, "back_text": self.amount("barrels", back, good=good)}
        if field == "san_juan" and event["type"] == "colonists_placed":  # and those left
            return {field: value,
                    "san_juan_text": self.placed_pieces(value, event.get("san_juan_nobles", 0))}
        if field == "tiles":  # a number of plantations (a list is handled above)
            return {field: value, "tiles_text": self.amount("plantations", value)}
        unit = COUNTED.get(event["type"]) if field == "count" else AMOUNT_FIELDS.get(field)
        if unit == "barrels":
            return {field: value, f"{field}_text": self.amount(unit, value, good=event["good"])}
        if unit:
            return {field: value, f"{field}_text": self.amount(unit, value)}
        return {field: fluent_value(value)}

    def _list_args(self, field: str, items: list, names: list[str]) -> dict:
        if field == "coins_on":  # the two Prospectors are one name twice
            return {"roles": self.join(self._counted([self.role(r) for r in items])),
                    "roles_count": len(items)}
        if field == "reasons":
            rendered = [self.text(f"end-reason-{reason}") for reason in items]
            return {field: self.join(rendered), f"{field}_count": len(items)}
        if field == "winners":
            rendered = [seat_name(names, seat) for seat in items]
            return {field: self.join(rendered, "list-nobody"), f"{field}_count": len(items)}
        if field == "ships":
            return {field: self.join([self.ship(c) for c in items]), f"{field}_count": len(items)}
        if field in ("goods", "barrels"):  # barrels one by one (the Plunder, the Festival)
            return {field: self.goods(dict(Counter(items))), f"{field}_count": len(items)}
        if field == "targets":  # where colonists were placed one by one
            return {field: self.join(self._counted([self.place_name(t) for t in items])),
                    f"{field}_count": len(items)}
        if field == "buildings":
            return {field: self.join([self.building(b) for b in items]),
                    f"{field}_count": len(items)}
        if field == "pieces":
            return {field: self.pieces(items), f"{field}_count": len(items)}
        if field == "tiles":
            return {field: self.join(self._counted([self.tile(t) for t in items])),
                    f"{field}_count": len(items)}
        log.warning("event list field %r has no rendering", field)
        return {field: ", ".join(map(str, items)), f"{field}_count": len(items)}
