"""Text for players, in the game's language and theme, from Project Fluent files.

Every `*.ftl` file in `bot/locales/<lang>/` is loaded (inside the package, so an installed
`prbot` finds them from any folder). Names switch with the theme through a selector
on `$theme` ("classic" or 1897). The engine speaks in ids and events; this module turns them into
names, one line per event, button labels for decisions, and error messages.

A missing or broken message never stops the bot: it falls back to English, then to the message
id, and logs a warning (the tests fail on such warnings).
"""

from __future__ import annotations

import functools
import logging
import re
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number
from fluent.syntax.ast import Junk

from .game.components import BUILDINGS, THEMES, TILES
from .game.expansions.nobles import pieces as nobles
from .recent import Recent

if TYPE_CHECKING:
    from .game.state import Player

LANGUAGES = ("en", "es", "it")
FALLBACK = "en"
LOCALES = Path(__file__).resolve().parent / "locales"

log = logging.getLogger(__name__)

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
# The colonist a decision may ask for with it (the Hospice's, the University's, the Mayor's).
PIECES = ("+colonist", "+noble")
# Discord refuses longer button labels, and longer labels of a select's options.
LABEL_LIMIT = 80
OPTION_LIMIT = 100
# The longest text a message's variable gets: fluent.runtime refuses (and shows "{???}" for the
# whole message) a placeable of more than 2 500 characters, its error saying 1 000; keeping to
# 1 000 leaves room for a message that places one variable inside another.
VALUE_LIMIT = 1000
# The labels and event details each Localizer keeps (bot/recent.py): about 0.3 kB an entry
# (key and text, measured), so at most about 0.6 MB for each language and theme. A game's
# prompts use a few dozen of each; a 3-player game adds about a dozen new details.
LABELS_KEPT = 1024
DETAILS_KEPT = 1024
# A name abbreviated at its end ("Mercado Gr.") that ends a sentence: its period is the
# sentence's too, as in print ("... en la casilla de Mercado Gr.").
DOUBLED_PERIOD = re.compile(r"(?<!\.)\.\.(?!\.)")


@functools.cache
def bundle(lang: str) -> FluentBundle:
    """All the messages of one language; later files cannot override earlier ids."""
    bundle = FluentBundle([lang], use_isolating=False)
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        resource = FluentResource(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, Junk):
                log.warning("%s: unparsable entry %r", path, entry.content[:60])
        bundle.add_resource(resource)
    return bundle


def _fluent_value(value):
    """Python values as Fluent wants them (booleans become "true"/"false" for selectors); a
    text too long for Fluent is cut, since Fluent would print "{???}" instead of the message."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str) and len(value) > VALUE_LIMIT:
        return value[: VALUE_LIMIT - 1] + "…"
    return value


def reason_message(error) -> tuple[str, dict]:
    """The message id and variables that say why the engine refused a setup or a record
    (`BadSetup`, `BadRecord`: their `why` and `details`)."""
    return f"reason-{error.why}", {"reason": error.reason, **error.details}


def _theme_value(theme: str):
    # "1897" is given as a number so that `[1897]` variant keys match it; no digit grouping in
    # case a message prints it.
    return fluent_number(1897, useGrouping=False) if theme == "1897" else theme


def _seat_name(names: list[str], seat: int) -> str:
    """A player's display name; a seat without one is shown by its number, not a crash."""
    return names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"


class Localizer:
    """Names, event lines, decision labels and errors in one language and theme."""

    def __init__(self, lang: str, theme: str = "classic") -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; expected one of {LANGUAGES}")
        if theme not in THEMES:
            raise ValueError(f"unknown theme {theme!r}; expected one of {THEMES}")
        self.lang = lang
        self.theme = theme
        # Names and decision labels never change: they are formatted once (every prompt
        # labels all of a player's choices). The names are the game's few dozen; labels and
        # details ("5 sugar · 6 VP") keep coming as games go on, so only the recent ones stay.
        self._names: dict[str, str] = {}
        self._labels: Recent = Recent(LABELS_KEPT)
        self._details: Recent = Recent(DETAILS_KEPT)

    def __repr__(self) -> str:
        return f"Localizer({self.lang!r}, {self.theme!r})"

    # ------------------------------------------------------------------ messages
    def text(self, message_id: str, **args) -> str:
        """Any message (`id` or `id.attribute`); the theme is passed as `$theme`."""
        fluent_args = {name: _fluent_value(value) for name, value in args.items()}
        fluent_args["theme"] = _theme_value(args.get("theme", self.theme))
        first = None
        for lang in dict.fromkeys((self.lang, FALLBACK)):
            result = self._format(lang, message_id, fluent_args)
            if result is None:
                log.warning("%s: no message %r", lang, message_id)
                continue
            text, errors = result
            if ".." in text:
                text = DOUBLED_PERIOD.sub(".", text)
            if not errors:
                return text
            log.warning("%s: message %r: %s", lang, message_id, errors)
            first = first or text
        return first or message_id

    @staticmethod
    def _format(lang: str, message_id: str, args: dict) -> tuple[str, list] | None:
        messages = bundle(lang)
        name, _, attribute = message_id.partition(".")
        if not messages.has_message(name):
            return None
        message = messages.get_message(name)
        pattern = message.attributes.get(attribute) if attribute else message.value
        if pattern is None:
            return None
        return messages.format_pattern(pattern, args)

    # --------------------------------------------------------------------- names
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

    # -------------------------------------------------------------------- events
    def event(self, event: dict, names: list[str]) -> str:
        """One line for an engine event; `names[seat]` is that player's display name."""
        kind = event["type"]
        line = self.text(f"event-{kind}", **self._all_event_args(event, names))
        if event.get("forced") and kind in DECISION_EVENTS:
            line = self.text("event-forced", line=line)
        return line

    def has(self, message_id: str) -> bool:
        """Whether the language has this message (no fallback to English)."""
        return bundle(self.lang).has_message(message_id)

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
            return {SEAT_FIELDS[field]: _seat_name(names, value)}
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
            return {field: value, "placed_text": self._placed(value, event.get("nobles", 0))}
        if field == "kept" and event["type"] == "pirated":  # and the barrels sent back
            back, good = event["count"] - value, event["good"]
            return {field: value, "kept_text": self.amount("barrels", value, good=good),
                    "back": back, "back_text": self.amount("barrels", back, good=good)}
        if field == "san_juan" and event["type"] == "colonists_placed":  # and those left
            return {field: value,
                    "san_juan_text": self._placed(value, event.get("san_juan_nobles", 0))}
        if field == "tiles":  # a number of plantations (a list is handled above)
            return {field: value, "tiles_text": self.amount("plantations", value)}
        unit = COUNTED.get(event["type"]) if field == "count" else AMOUNT_FIELDS.get(field)
        if unit == "barrels":
            return {field: value, f"{field}_text": self.amount(unit, value, good=event["good"])}
        if unit:
            return {field: value, f"{field}_text": self.amount(unit, value)}
        return {field: _fluent_value(value)}

    def _placed(self, placed: int, nobles: int) -> str:
        """"5 colonists and 2 nobles", "3 colonists", "1 noble": a placement's pieces."""
        colonists = placed - nobles
        amounts = [self.amount("colonists", colonists)] if colonists or not nobles else []
        if nobles:
            amounts.append(self.amount("nobles", nobles))
        return self.join(amounts)

    def _list_args(self, field: str, items: list, names: list[str]) -> dict:
        if field == "coins_on":  # the two Prospectors are one name twice
            return {"roles": self.join(self._counted([self.role(r) for r in items])),
                    "roles_count": len(items)}
        if field == "reasons":
            rendered = [self.text(f"end-reason-{reason}") for reason in items]
            return {field: self.join(rendered), f"{field}_count": len(items)}
        if field == "winners":
            rendered = [_seat_name(names, seat) for seat in items]
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

    def _counted(self, names: list[str]) -> list[str]:
        """Names in the order they first appear, a repeated one once with its count
        ("San Juan ×2"): a list never says the same name twice."""
        return [name if n == 1 else self.text("amount-times", name=name, count=n)
                for name, n in Counter(names).items()]

    # ----------------------------------------------------------------- decisions
    def decision(self, decision: str, limit: int = LABEL_LIMIT) -> str:
        """A short label for a decision text (`load sugar 7`), a button's; with `limit` a
        select option's, which has room for where a colonist given back at the Black Market
        was."""
        label = self._labels.get((decision, limit))
        if label is None:
            label = self._labels[decision, limit] = self._label(decision, limit)
        return label

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

    # -------------------------------------------------------------------- errors
    def error(self, code: str, **args) -> str:
        """A message for an engine error code (`illegal`, `not_your_turn`, ...)."""
        return self.text(f"error-{code}", **args)


@functools.cache
def localizer(lang: str, theme: str = "classic") -> Localizer:
    """A shared Localizer for a language and theme."""
    return Localizer(lang, theme)
