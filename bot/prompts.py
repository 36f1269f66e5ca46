"""What the bot shows for a game: prompt messages with their buttons, event reports, scores.

A prompt offers one player the legal decisions of the moment. Its buttons and selects carry a
custom id `pr1:<game>:<seq>:<seat>:<version>:<action>` (selects: `pr1s:...:<n>`, the action
in the chosen value): `seq` is the game's decision counter when the prompt was made, `seat` the
player it is for, `version` a fingerprint of what that player may do then, `action` an index
into the player's legal decisions (or `auto`, the suggested Mayor arrangement). Ids are
stateless, so the buttons of any prompt still work after a restart; see `cogs.game` for how a
click is checked.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass

import discord

from .game import Game
from .game.components import BUCCANEER, BUILDINGS, PRICE, ROLES, TILES
from .game.phases.mayor import PLACE_NOBLE
from .game.state import SAN_JUAN
from .l10n import Localizer
from .service import PHASE_EVENTS, Table

BUTTON_LIMIT = 10  # more choices than this go into selects
SELECT_LIMIT = 25  # options in one select (Discord's limit)
SELECTS_PER_PROMPT = 4  # the fifth row is for buttons
MESSAGE_LIMIT = 2000
SUGGESTED = "auto"
SIMULTANEOUS_STEPS = ("mayor", "storage")

_PROMPT = r"(?P<game>\d+):(?P<seq>\d+):(?P<seat>\d):(?P<version>[0-9a-f]{8})"
BUTTON_ID = rf"pr1:{_PROMPT}:(?P<action>\d+|auto)"
SELECT_ID = rf"pr1s:{_PROMPT}:(?P<part>\d+)"


# ------------------------------------------------------------------------- keys
@dataclass(frozen=True)
class Key:
    """Which prompt a button belongs to."""

    game_id: int
    seq: int
    seat: int
    version: str

    @classmethod
    def from_match(cls, match: re.Match) -> Key:
        return cls(int(match["game"]), int(match["seq"]), int(match["seat"]), match["version"])

    def button_id(self, action: str) -> str:
        return f"pr1:{self.game_id}:{self.seq}:{self.seat}:{self.version}:{action}"

    def select_id(self, part: int) -> str:
        return f"pr1s:{self.game_id}:{self.seq}:{self.seat}:{self.version}:{part}"


def version(game: Game, seat: int) -> str:
    """A fingerprint of one player's situation: it changes with each of his own decisions and
    with every step, but not when others decide beside him (Mayor placement, storage)."""
    s = game.state
    data = [s.step, s.round, s.role, s.players[seat].to_dict(), game.legal(seat)]
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.blake2s(text.encode(), digest_size=4).hexdigest()


def simultaneous(game: Game) -> bool:
    return game.state.step in SIMULTANEOUS_STEPS


def key_for(table: Table, seat: int) -> Key:
    return Key(table.game_id, table.seq, seat, version(table.game, seat))


def resolve(game: Game, seat: int, action: str) -> list[str]:
    """The decisions an action stands for (empty if it names nothing)."""
    if action == SUGGESTED:
        return suggested_arrangement(game, seat)
    legal = game.legal(seat)
    index = int(action)
    return [legal[index]] if 0 <= index < len(legal) else []


# ------------------------------------------------------------- Mayor suggestion
def suggested_arrangement(game: Game, seat: int) -> list[str]:
    """Every colonist of a player placed in one go, as a list of `place` decisions: first
    production (a plantation with a building that processes it, and the building), then corn,
    then violet buildings by cost, then the rest."""
    trial = game.clone()
    placed: list[str] = []
    while trial.state.step == "mayor" and seat in trial.pending():
        options = trial.legal(seat)
        if not options:
            break
        best = max(options, key=lambda d: (placement_value(trial, seat, d.split()[1]),
                                           kind_fits(d)))
        trial.apply(seat, best)
        placed.append(best)
    return placed


NOBLE_PLACES = frozenset({"chapel"})


def kind_fits(decision: str) -> bool:
    """Between a colonist and a noble for the same place: the noble where it earns more (a
    Chapel pays a VP rather than a coin), the colonist elsewhere, keeping nobles for there."""
    verb, target = decision.split()
    return (verb == PLACE_NOBLE) == (target in NOBLE_PLACES)


def placement_value(game: Game, seat: int, target: str) -> int:
    player = game.state.players[seat]
    if target in TILES:
        if target == "quarry":
            return 60
        circles = sum(BUILDINGS[b].circles for b in player.city if BUILDINGS[b].good == target)
        if target == "corn":
            return 90
        if circles > player.occupied_tiles(target):
            return 95 + PRICE[target]
        return 50 + PRICE[target]
    building = BUILDINGS[target]
    if building.good is None:
        return 70 + building.cost
    working = sum(n for b, n in player.city.items() if BUILDINGS[b].good == building.good)
    if player.occupied_tiles(building.good) > working:
        return 100 + PRICE[building.good]
    return 40 + PRICE[building.good]


# ------------------------------------------------------------------ components
class DecisionButton(discord.ui.DynamicItem[discord.ui.Button], template=BUTTON_ID):
    """One decision (or the suggested arrangement) of a prompt."""

    def __init__(self, key: Key, action: str, label: str = "·",
                 style: discord.ButtonStyle = discord.ButtonStyle.primary) -> None:
        super().__init__(discord.ui.Button(label=label[:80], style=style,
                                           custom_id=key.button_id(action)))
        self.key = key
        self.action = action

    @classmethod
    async def from_custom_id(cls, interaction, item: discord.ui.Button, match: re.Match):
        return cls(Key.from_match(match), match["action"], item.label or "·", item.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        await play_click(interaction, self.key, self.action)


class DecisionSelect(discord.ui.DynamicItem[discord.ui.Select], template=SELECT_ID):
    """Up to 25 decisions of a prompt; the chosen value is the action."""

    def __init__(self, key: Key, part: int, options: list[discord.SelectOption],
                 placeholder: str | None = None) -> None:
        super().__init__(discord.ui.Select(custom_id=key.select_id(part), options=options,
                                           placeholder=placeholder, min_values=1, max_values=1))
        self.key = key

    @classmethod
    async def from_custom_id(cls, interaction, item: discord.ui.Select, match: re.Match):
        return cls(Key.from_match(match), int(match["part"]), item.options, item.placeholder)

    async def callback(self, interaction: discord.Interaction) -> None:
        await play_click(interaction, self.key, self.item.values[0])


async def play_click(interaction: discord.Interaction, key: Key, action: str) -> None:
    cog = interaction.client.get_cog("GameCog")
    await cog.on_click(interaction, key, action)


def decision_view(table: Table, seat: int, loc: Localizer) -> discord.ui.View:
    """The buttons (or selects) of one player's legal decisions now."""
    game = table.game
    key = key_for(table, seat)
    legal = game.legal(seat)
    view = discord.ui.View(timeout=None)
    if game.state.step == "mayor" and len(legal) > 1:
        view.add_item(DecisionButton(key, SUGGESTED, loc.text("prompt-suggested"),
                                     discord.ButtonStyle.success))
    labels = [loc.decision(d) for d in legal]
    if len(legal) <= BUTTON_LIMIT:
        for index, (decision, label) in enumerate(zip(legal, labels, strict=True)):
            style = (discord.ButtonStyle.secondary if decision == "pass"
                     else discord.ButtonStyle.primary)
            view.add_item(DecisionButton(key, str(index), label, style))
        return view
    options = [discord.SelectOption(label=label[:100], value=str(index))
               for index, label in enumerate(labels)]
    parts = [options[i:i + SELECT_LIMIT] for i in range(0, len(options), SELECT_LIMIT)]
    for part, chunk in enumerate(parts[:SELECTS_PER_PROMPT]):
        first, last = int(chunk[0].value) + 1, int(chunk[-1].value) + 1
        placeholder = loc.text("prompt-select", first=first, last=last, total=len(options))
        view.add_item(DecisionSelect(key, part, chunk, placeholder[:150]))
    return view


# ------------------------------------------------------------------------ text
_MARKUP_OPENER = re.compile(r"<(?=\S)")


def plain(text: str) -> str:
    """Text a user chose (a display name) as a message must show it: no markdown (`# Header`,
    `||spoiler||`, masked links), no mention of anyone (`@everyone`, `<@&role>`, `<#channel>`).
    Allowed mentions already keep such text from pinging; this keeps it from rendering."""
    text = discord.utils.escape_markdown(text, ignore_links=False)
    text = discord.utils.escape_mentions(text).replace("](", "]\\(")  # no masked link
    return _MARKUP_OPENER.sub("<\u200b", text)


def names(table: Table) -> list[str]:
    """The players' names by seat, safe to put in a message."""
    return [plain(name) for name in table.names]


def step_text(table: Table, seat: int, loc: Localizer) -> str:
    """What a player is asked now ("choose a role", "place your colonists" ...)."""
    game = table.game
    s = game.state
    args = {"player": names(table)[seat]}
    if s.step == "mayor":
        player = s.players[seat]
        nobles = player.noble_count(SAN_JUAN)
        colonists = player.san_juan - nobles
        args.update(count=player.san_juan, nobles=nobles, pieces=loc.join(
            ([loc.amount("colonists", colonists)] if colonists else [])
            + ([loc.amount("nobles", nobles)] if nobles else [])))
    if s.placing:  # colonists of a Raid or of the Festival, placed one by one
        args.update(count=s.placing["left"], source=s.placing["source"])
    if s.step != "role" and s.role:
        args["role"] = loc.role(s.role)
    if s.step == "role" and s.picks_made >= s.role_picks:  # the round's end: a kidnapped role
        held = next((c.role for c in s.roles if c.held_by == seat and c.taken_by is None), None)
        if held:
            return loc.text("prompt-step-kidnapped", role=loc.role(held))
    return loc.text(f"prompt-step-{s.step}", **args)


def prompt_content(table: Table, seat: int, loc: Localizer) -> str:
    """The text of a player's prompt: a mention, the question, and the round."""
    game = table.game
    user_id = table.seats[seat]
    others = len(game.pending()) - 1 if simultaneous(game) else 0
    lines = [f"<@{user_id}> {step_text(table, seat, loc)}"]
    if others > 0:
        lines.append(loc.text("prompt-others-too", count=others))
    lines.append(loc.text("prompt-footer", round=game.state.round,
                          governor=names(table)[game.state.governor]))
    return "\n".join(lines)


def event_lines(events: list[dict], table: Table, loc: Localizer) -> list[str]:
    shown = names(table)
    return [loc.event(event, shown) for event in events]


def phase_report(table: Table, outcome_events: list[dict]) -> list[dict]:
    """The events of the phase that just ended: from the end of the phase before it."""
    _, events = table.record.replay()
    end = len(events)
    first_new = max(0, end - len(outcome_events))
    start = 0
    for index in range(first_new - 1, -1, -1):
        if events[index]["type"] in PHASE_EVENTS:
            start = index + 1
            break
    return events[start:end]


def last_events(table: Table, count: int) -> list[dict]:
    _, events = table.record.replay()
    return events[-count:]


def score_lines(table: Table, loc: Localizer) -> list[str]:
    """One line per player with the breakdown of the final score, best first."""
    rows = sorted(table.game.scores or [], key=lambda r: (-r["total"], -r["tiebreak"]))
    lines = []
    for row in rows:
        bonuses = ", ".join(f"{loc.bonus(b)} +{vp}" for b, vp in row["bonuses"].items())
        lines.append(loc.text(
            "score-line", player=names(table)[row["seat"]], total=row["total"],
            chips=row["chips"], buildings=row["buildings"], bonuses=bonuses,
            bonus_count=len(row["bonuses"]), tiebreak=row["tiebreak"], winner=row["winner"],
        ))
    return lines


def chunks(lines: list[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """Lines packed into messages no longer than Discord allows."""
    out: list[str] = []
    current = ""
    for line in lines:
        line = line[:limit]
        if current and len(current) + 1 + len(line) > limit:
            out.append(current)
            current = line
        else:
            current = f"{current}\n{line}" if current else line
    if current:
        out.append(current)
    return out


def jump_url(guild_id: int | None, channel_id: int, message_id: int) -> str:
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


FESTIVAL = "festival"  # the Festival's board has a reference card of its own
# The expansions whose buildings have reference cards (`rules-<id>` in locales/*/bot.ftl).
CARDED_EXPANSIONS = ("new_buildings", "nobles")


def reference_groups() -> dict[str, list[str]]:
    """Everything `/pr rules` explains, in the groups its index shows: the roles, the
    production buildings, the small violet buildings, the large ones, then each expansion's
    buildings."""
    violet = [b for b in BUILDINGS.values() if b.violet and b.expansion is None]
    groups = {
        "roles": list(ROLES),
        "production": [b.id for b in BUILDINGS.values() if b.production and b.expansion is None],
        "violet": [b.id for b in violet if not b.large],
        "large": [b.id for b in violet if b.large],
        "expansions": [BUCCANEER, FESTIVAL],
    }
    for expansion in CARDED_EXPANSIONS:
        groups[expansion] = [b.id for b in BUILDINGS.values() if b.expansion == expansion]
    return groups


def reference_ids() -> list[str]:
    return [subject for group in reference_groups().values() for subject in group]


def reference_name(loc: Localizer, subject: str) -> str:
    if subject == FESTIVAL:
        return loc.text(FESTIVAL)
    return loc.role(subject) if subject in (*ROLES, BUCCANEER) else loc.building(subject)


def reference_index(loc: Localizer) -> str:
    """Every subject of `/pr rules`, by group, for a player who typed none."""
    lines = [loc.text("rules-index")]
    for group, subjects in reference_groups().items():
        listed = ", ".join(reference_name(loc, subject) for subject in subjects)
        lines.append(loc.text(f"rules-index-{group}", subjects=listed))
    return "\n".join(lines)

