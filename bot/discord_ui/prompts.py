"""The buttons and selects of a game's messages, and what a click on them stands for.

The live message of a game (see `discord_ui.messages`) carries the choices of the player who must
decide, each with its numbers (`bot.choices`): buttons when there are few, else one select per
group (the Builder's columns), so any choice is one or two clicks away. When those selects do
not fit (the Black Market's and the University's ways of building), a select per group holds
one option per building, and a building with several ways opens them in a message only its
player sees — split once more by what is given back if they do not fit it either.

Where several players decide at once (placing colonists, storing goods) the live message has
shared buttons instead — the suggested arrangement, "my choices", which opens the clicking
player's own choices in a message only he sees — and every live message has a button for the
pictures, and, where the bot has its Activity, one that opens the live table inside Discord.

Ids are stateless, so the buttons of any prompt still work after a restart:

- `pr1:<game>:<revision>:<seat>:<version>:<action>` a decision button; `action` is an index into
  the player's legal decisions, or `auto` (the suggested Mayor arrangement);
- `pr1s:<prompt>:<part>` a select of decisions (the chosen value is the index);
- `pr1o:<prompt>:<depth>:<part>` a select of groups of decisions, for a player with more
  than a message can hold (the Builder with the Black Market): each option stands for the
  decisions that share what `narrowed` keeps of them at `depth` — a building, then what is
  given back for it — and its value is the index of one of them; a group of one is decided at once,
  a larger one opens in a message only he sees;
- `pr1a:<prompt>:<part>[:<nobles>]` a select of Mayor circles, `pr1c:<prompt>:<mask>[:<nobles>]`
  its confirmation; `nobles`, the mask of the circles chosen for the player's nobles, marks
  the colonists' step that follows the nobles' (`discord_ui.arrange`), above which `pr1n:<prompt>`
  shows the nobles' circles in a select that cannot change;
- `pr1t:<game>:<revision>:<phase>:<what>` a shared button of the live message (`board`,
  `open`, `auto`, `undo`), made at `revision`; `phase` fingerprints the step it was made in
  (`phase_version`), so that where several decide at once it still works after the others'
  decisions, and never in a later phase;
- `pr1l:<game>` the live table, opened inside Discord as the bot's Activity (where the bot
  has one): it launches the Activity in the channel, whatever the game's revision;
- `pr1g:<game>:<seat>:<version>:<part>` a select of the Guest House's guest moves, a free
  decision its owner may take at any moment (the chosen value is the decision itself;
  `version` fingerprints his guests and where they may go, see `guest_version`).

`revision` is the game's revision when the prompt was made, `seat` the player it is for,
`version` a fingerprint of what that player may do then; see `discord_ui.clicks` for how a click is
checked. Every id but the guest moves' is bound to the revision it was made at: a stale one
is answered as out of date and changes nothing. A guest move is bound to its owner's guests
instead (`guest_version`): he may make it at any moment, and with the same fingerprint it
does exactly what it said.

Why the revision and not the decision counter (`seq`, the decisions in the record): a
take-back makes the counter go back, and the next decision brings it to the same number with
another meaning, so a button of the prompt made then (a phone that did not refresh, a double
tap, a second device) would be taken as an index into the decisions asked now. The revision,
kept in the games table (`Store.save_decisions`), grows with every change to the record,
take-backs included: no two prompts of a game share one, across restarts and on either
database. It equals the counter in a game nothing was taken back in, so the buttons of a
game begun before it still work. Where several decide at once, a prompt made at an earlier
revision still counts while its player's `version` is unchanged (the others' decisions beside
his move the revision on): the version includes every decision open to him, so an index
still names the same one.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
from dataclasses import dataclass

import discord

from .. import arrangement, choices
from ..game import Game
from ..l10n import Localizer
from ..l10n.decisions import OPTION_LIMIT
from ..service import Table
from . import arrange, messages

BUTTON_LIMIT = 8  # more choices than this go into selects (a phone shows one button a line)
SELECT_LIMIT = arrange.SELECT_LIMIT
SELECTS_PER_PROMPT = 4  # the fifth row is for buttons
PRIVATE_SELECTS = 5  # a private list of one group's decisions has no other row
SUGGESTED = "auto"
UNDO = "undo"

_PROMPT = r"(?P<game>\d+):(?P<revision>\d+):(?P<seat>\d):(?P<version>[0-9a-f]{8})"
BUTTON_ID = rf"pr1:{_PROMPT}:(?P<action>\d+|auto)"
SELECT_ID = rf"pr1s:{_PROMPT}:(?P<part>\d+)"
NARROW_ID = rf"pr1o:{_PROMPT}:(?P<depth>\d+):(?P<part>\d+)"
_NOBLES = r"(?::(?P<nobles>[0-9a-f]+))?"
ARRANGE_ID = rf"pr1a:{_PROMPT}:(?P<part>\d+){_NOBLES}"
CONFIRM_ID = rf"pr1c:{_PROMPT}:(?P<mask>[0-9a-f]+){_NOBLES}"
PLACED_ID = rf"pr1n:{_PROMPT}"
TABLE_ID = (r"pr1t:(?P<game>\d+):"
            r"(?P<revision>\d+):(?P<phase>[0-9a-f]{8}):(?P<what>board|open|auto|undo)")
LAUNCH_ID = r"pr1l:(?P<game>\d+)"
GUEST_ID = r"pr1g:(?P<game>\d+):(?P<seat>\d):(?P<version>[0-9a-f]{8}):(?P<part>\d+)"


# ------------------------------------------------------------------------- keys
@dataclass(frozen=True)
class Key:
    """Which prompt a component belongs to."""

    game_id: int
    revision: int
    seat: int
    version: str

    @classmethod
    def from_match(cls, match: re.Match) -> Key:
        return cls(int(match["game"]), int(match["revision"]), int(match["seat"]),
                   match["version"])

    @property
    def prompt(self) -> str:
        return f"{self.game_id}:{self.revision}:{self.seat}:{self.version}"


def version(game: Game, seat: int) -> str:
    """A fingerprint of one player's situation: it changes with each of his own decisions and
    with every step, but not when others decide beside him (Mayor placement, storage)."""
    s = game.state
    return _fingerprint([s.step, s.round, s.role, s.players[seat].to_dict(), game.legal(seat)])


def phase_version(game: Game) -> str:
    """A fingerprint of the step the game is in: no two steps of a game share it (a role is
    chosen once a round), and it stays while players decide in it."""
    s = game.state
    return _fingerprint([s.step, s.round, s.picks_made, s.role])


def _fingerprint(data: list) -> str:
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.blake2s(text.encode(), digest_size=4).hexdigest()


def guest_version(game: Game, seat: int) -> str:
    """A fingerprint of one player's guest moves: it changes when his city or the moves open
    to him change, not when the others decide."""
    return _fingerprint([game.state.players[seat].to_dict(), game.free(seat)])


def key_for(table: Table, seat: int) -> Key:
    return Key(table.game_id, table.revision, seat, version(table.game, seat))


def resolve(game: Game, seat: int, action: str) -> list[str]:
    """The decisions an action stands for (empty if it names nothing)."""
    if action == SUGGESTED:
        return arrangement.suggested_arrangement(game, seat)
    legal = game.legal(seat)
    index = int(action)
    return [legal[index]] if 0 <= index < len(legal) else []


# ------------------------------------------------------------------ components
def answered(callback):
    """A component's callback whose failure is answered as a slash command's is (the bot's
    `on_interaction_error`): discord.py only logs a failed component, and the player who
    clicked would wait for an answer that never comes."""

    @functools.wraps(callback)
    async def answering(item: discord.ui.DynamicItem, interaction: discord.Interaction) -> None:
        try:
            await callback(item, interaction)
        except Exception as error:
            await interaction.client.on_interaction_error(interaction, error)

    return answering


def _clicks(interaction: discord.Interaction):
    """The bot's click router (`discord_ui.clicks`)."""
    return interaction.client.clicks


class DecisionButton(discord.ui.DynamicItem[discord.ui.Button], template=BUTTON_ID):
    """One decision (or the suggested arrangement) of a prompt."""

    def __init__(self, key: Key, action: str, label: str = "·",
                 style: discord.ButtonStyle = discord.ButtonStyle.primary) -> None:
        super().__init__(discord.ui.Button(label=label[:80], style=style,
                                           custom_id=f"pr1:{key.prompt}:{action}"))
        self.key = key
        self.action = action

    @classmethod
    async def from_custom_id(cls, interaction, item: discord.ui.Button, match: re.Match):
        return cls(Key.from_match(match), match["action"], item.label or "·", item.style)

    @answered
    async def callback(self, interaction: discord.Interaction) -> None:
        await _clicks(interaction).on_click(interaction, self.key, self.action)


class DecisionSelect(discord.ui.DynamicItem[discord.ui.Select], template=SELECT_ID):
    """Up to 25 decisions of a prompt; the chosen value is the action."""

    def __init__(self, key: Key, part: int, options: list[discord.SelectOption],
                 placeholder: str | None = None) -> None:
        super().__init__(discord.ui.Select(custom_id=f"pr1s:{key.prompt}:{part}",
                                           options=options, placeholder=placeholder,
                                           min_values=1, max_values=1))
        self.key = key

    @classmethod
    async def from_custom_id(cls, interaction, item: discord.ui.Select, match: re.Match):
        return cls(Key.from_match(match), int(match["part"]), item.options, item.placeholder)

    @answered
    async def callback(self, interaction: discord.Interaction) -> None:
        await _clicks(interaction).on_click(interaction, self.key, self.item.values[0])


class NarrowSelect(discord.ui.DynamicItem[discord.ui.Select], template=NARROW_ID):
    """Up to 25 groups of a prompt's decisions, each sharing what `narrowed` keeps at
    `depth`; the chosen value is the index of one decision of the group."""

    def __init__(self, key: Key, depth: int, part: int, options: list[discord.SelectOption],
                 placeholder: str | None = None) -> None:
        super().__init__(discord.ui.Select(custom_id=f"pr1o:{key.prompt}:{depth}:{part}",
                                           options=options, placeholder=placeholder,
                                           min_values=1, max_values=1))
        self.key = key
        self.depth = depth

    @classmethod
    async def from_custom_id(cls, interaction, item: discord.ui.Select, match: re.Match):
        return cls(Key.from_match(match), int(match["depth"]), int(match["part"]), item.options,
                   item.placeholder)

    @answered
    async def callback(self, interaction: discord.Interaction) -> None:
        await _clicks(interaction).on_narrow(interaction, self.key, self.depth,
                                                  self.item.values[0])


def _with_nobles(nobles: str | None) -> str:
    return "" if nobles is None else f":{nobles}"


def _nobles_of(nobles: str | None) -> list[int] | None:
    return None if nobles is None else arrange.indices_of(nobles)


class ArrangeSelect(discord.ui.DynamicItem[discord.ui.Select], template=ARRANGE_ID):
    """Some of a player's free circles for the Mayor, in one step of his arrangement (after
    his nobles' circles, the mask `nobles`); the chosen values are circle indices."""

    def __init__(self, key: Key, part: int, options: list[discord.SelectOption],
                 placeholder: str | None, least: int, most: int,
                 nobles: str | None = None) -> None:
        super().__init__(discord.ui.Select(
            custom_id=f"pr1a:{key.prompt}:{part}{_with_nobles(nobles)}", options=options,
            placeholder=placeholder, min_values=least, max_values=most))
        self.key = key
        self.part = part
        self.nobles = nobles

    @classmethod
    async def from_custom_id(cls, interaction, item: discord.ui.Select, match: re.Match):
        return cls(Key.from_match(match), int(match["part"]), item.options, item.placeholder,
                   item.min_values, item.max_values, match["nobles"])

    @answered
    async def callback(self, interaction: discord.Interaction) -> None:
        await _clicks(interaction).on_arrange(interaction, self.key, self.part,
                                                   [int(v) for v in self.item.values],
                                                   _nobles_of(self.nobles))


class ArrangeButton(discord.ui.DynamicItem[discord.ui.Button], template=CONFIRM_ID):
    """Takes the circles chosen in the selects above it (its mask) for a step of the Mayor."""

    def __init__(self, key: Key, mask: str, label: str = "·", disabled: bool = False,
                 nobles: str | None = None) -> None:
        super().__init__(discord.ui.Button(
            label=label[:80], style=discord.ButtonStyle.success, disabled=disabled,
            custom_id=f"pr1c:{key.prompt}:{mask}{_with_nobles(nobles)}"))
        self.key = key
        self.mask = mask
        self.nobles = nobles

    @classmethod
    async def from_custom_id(cls, interaction, item: discord.ui.Button, match: re.Match):
        return cls(Key.from_match(match), match["mask"], item.label or "·", item.disabled,
                   match["nobles"])

    @answered
    async def callback(self, interaction: discord.Interaction) -> None:
        await _clicks(interaction).on_arrange(interaction, self.key, None,
                                                   arrange.indices_of(self.mask),
                                                   _nobles_of(self.nobles))


class PlacedNobles(discord.ui.DynamicItem[discord.ui.Select], template=PLACED_ID):
    """The circles chosen for a player's nobles, shown above his colonists' step: a select
    that cannot change (dynamic like the others, so that the bot keeps no view for it)."""

    def __init__(self, key: Key, options: list[discord.SelectOption]) -> None:
        super().__init__(discord.ui.Select(custom_id=f"pr1n:{key.prompt}", options=options,
                                           min_values=len(options), max_values=len(options),
                                           disabled=True))

    @classmethod
    async def from_custom_id(cls, interaction, item: discord.ui.Select, match: re.Match):
        return cls(Key.from_match(match), item.options)


@dataclass(frozen=True)
class Shared:
    """Which live message a shared button belongs to: its game, the revision it was made at
    and the step it was made in."""

    game_id: int
    revision: int
    phase: str

    @property
    def prompt(self) -> str:
        return f"{self.game_id}:{self.revision}:{self.phase}"


def shared_for(table: Table) -> Shared:
    return Shared(table.game_id, table.revision, phase_version(table.game))


class TableButton(discord.ui.DynamicItem[discord.ui.Button], template=TABLE_ID):
    """A button of the live message that any player may press: the pictures, or, where
    several decide at once, his own choices or the suggested arrangement."""

    def __init__(self, shared: Shared, what: str, label: str = "·",
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> None:
        super().__init__(discord.ui.Button(label=label[:80], style=style,
                                           custom_id=f"pr1t:{shared.prompt}:{what}"))
        self.shared = shared
        self.what = what

    @classmethod
    async def from_custom_id(cls, interaction, item: discord.ui.Button, match: re.Match):
        shared = Shared(int(match["game"]), int(match["revision"]), match["phase"])
        return cls(shared, match["what"], item.label or "·", item.style)

    @answered
    async def callback(self, interaction: discord.Interaction) -> None:
        await _clicks(interaction).on_table_button(interaction, self.shared, self.what)


class LaunchButton(discord.ui.DynamicItem[discord.ui.Button], template=LAUNCH_ID):
    """Opens the live table inside Discord: the bot's Activity, launched in the channel."""

    def __init__(self, game_id: int, label: str = "·") -> None:
        super().__init__(discord.ui.Button(label=label[:80], style=discord.ButtonStyle.secondary,
                                           custom_id=f"pr1l:{game_id}"))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction, item: discord.ui.Button, match: re.Match):
        return cls(int(match["game"]), item.label or "·")

    @answered
    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.launch_activity()


class GuestSelect(discord.ui.DynamicItem[discord.ui.Select], template=GUEST_ID):
    """Some of the guest moves a Guest House's owner may make, asked or not; the chosen value
    is the decision."""

    def __init__(self, game_id: int, seat: int, version: str, part: int,
                 options: list[discord.SelectOption], placeholder: str | None = None) -> None:
        super().__init__(discord.ui.Select(
            custom_id=f"pr1g:{game_id}:{seat}:{version}:{part}", options=options,
            placeholder=placeholder, min_values=1, max_values=1))
        self.game_id = game_id
        self.seat = seat
        self.version = version

    @classmethod
    async def from_custom_id(cls, interaction, item: discord.ui.Select, match: re.Match):
        return cls(int(match["game"]), int(match["seat"]), match["version"], int(match["part"]),
                   item.options, item.placeholder)

    @answered
    async def callback(self, interaction: discord.Interaction) -> None:
        await _clicks(interaction).on_guest(interaction, self.game_id, self.seat,
                                                 self.version, self.item.values[0])


COMPONENTS = (DecisionButton, DecisionSelect, NarrowSelect, ArrangeSelect, ArrangeButton,
              PlacedNobles, TableButton, LaunchButton, GuestSelect)


# ----------------------------------------------------------------------- views
def live_view(table: Table, loc: Localizer, launch: bool = False) -> discord.ui.View:
    """The components of the live message: the choices of the player who must decide, or,
    where several decide at once, the shared buttons; the pictures; and, where the bot has
    its Activity (`launch`), the live table inside Discord."""
    game = table.game
    view = discord.ui.View(timeout=None)
    shared = shared_for(table)
    if messages.shared(table):
        if game.state.step == "mayor":
            view.add_item(TableButton(shared, SUGGESTED, loc.text("prompt-suggested"),
                                      discord.ButtonStyle.success))
        view.add_item(TableButton(shared, "open", loc.text(f"prompt-open-{game.state.step}"),
                                  discord.ButtonStyle.primary))
    elif game.pending():
        add_own_choices(view, table, game.pending()[0], loc)
    view.add_item(TableButton(shared, "board", loc.text("prompt-board")))
    if launch:
        view.add_item(LaunchButton(table.game_id, loc.text("board-open")))
    if table.undo_seat is not None:  # only while the last decision may be taken back
        view.add_item(TableButton(shared, UNDO, loc.text("prompt-undo")))
    return view


def private_view(table: Table, seat: int, loc: Localizer) -> discord.ui.View:
    """A player's own choices where several decide at once (sent only to him)."""
    view = discord.ui.View(timeout=None)
    add_own_choices(view, table, seat, loc)
    return view


def guest_view(table: Table, seat: int, loc: Localizer) -> discord.ui.View | None:
    """The guest moves a player may make now, in selects of 25 (None when he has none)."""
    moves = table.game.free(seat)
    if not moves:
        return None
    view = discord.ui.View(timeout=None)
    version = guest_version(table.game, seat)
    for part, run in enumerate(_runs(moves)[:SELECTS_PER_PROMPT + 1]):
        options = [discord.SelectOption(label=loc.decision(move)[:100], value=move)
                   for move in run]
        places = {move.split()[1] for move in run}  # a colonist and a noble guest may go there
        placeholder = loc.text("guests-select", count=len(places))
        view.add_item(GuestSelect(table.game_id, seat, version, part, options,
                                  placeholder[:150]))
    return view


def add_own_choices(view: discord.ui.View, table: Table, seat: int, loc: Localizer) -> None:
    """What one player may decide: his decisions, or for the Mayor his circles in one go."""
    game = table.game
    if game.state.step != "mayor":
        add_choices(view, table, seat, loc)
    else:
        add_arrangement(view, table, seat, loc, arrangement.step(game, seat))


def add_choices(view: discord.ui.View, table: Table, seat: int, loc: Localizer) -> None:
    """A seat's decisions: buttons when they are few, else a select per group of them; when
    the selects would not fit, one option per group of decisions that share their first
    words (a building), each group opening its decisions privately (`add_narrowed`)."""
    key = key_for(table, seat)
    offered = choices.choices(table.game, seat, loc, messages.names(table))
    if len(offered) <= BUTTON_LIMIT:
        _add_buttons(view, key, offered, range(len(offered)))
        return
    loose, selects = _selects(offered, [[i] for i in range(len(offered))])
    if len(selects) > SELECTS_PER_PROMPT:
        loose, selects = _selects(offered, narrowing(offered, range(len(offered)), 1))
        _add_narrow_selects(view, table, seat, offered, selects, 1, loc)
    else:
        _add_decision_selects(view, key, offered, selects, loc)
    _add_buttons(view, key, offered, loose)


def _selects(offered: list[choices.Choice], found: list[list[int]]
             ) -> tuple[list[int], list[tuple[list[list[int]], str]]]:
    """Groups of decisions (`found`) sorted by their choices' group: a decision alone in its
    group is a button (passing), the others fill a select per group, or plain runs of 25 when the
    groups need more selects than a message has rows for."""
    groups: dict[str, list[list[int]]] = {}
    for members in found:
        groups.setdefault(offered[members[0]].group, []).append(members)
    alone = [kind for kind in groups.values() if len(kind) == 1 and len(kind[0]) == 1]
    grouped = [kind for kind in groups.values() if kind not in alone]
    selects = [(run, offered[kind[0][0]].group)
               for kind in grouped for run in _runs(kind)]
    if len(selects) > SELECTS_PER_PROMPT:
        rest = sorted((members for kind in grouped for members in kind), key=min)
        selects = [(run, _spanned(offered, run)) for run in _runs(rest)]
    return [kind[0][0] for kind in alone], selects


def _runs(items: list) -> list[list]:
    """Items in runs of one select's size, in their order."""
    return [items[i:i + SELECT_LIMIT] for i in range(0, len(items), SELECT_LIMIT)]


def _spanned(offered: list[choices.Choice], run: list[list[int]]) -> str:
    """The groups a run of decisions spans, its first and its last (`group|group`): what its
    select is named after, so that a player sees where to look without opening it."""
    groups = list(dict.fromkeys(offered[members[0]].group for members in run))
    return groups[0] if len(groups) == 1 else f"{groups[0]}|{groups[-1]}"


def _add_buttons(view: discord.ui.View, key: Key, offered: list[choices.Choice],
                 indices) -> None:
    for index in indices:
        view.add_item(DecisionButton(key, str(index), offered[index].text, _style(offered[index])))


def _placeholder(group: str, count: int, loc: Localizer) -> str:
    names = [choices.group_name(part, loc) for part in group.split("|")] if group else []
    name = " – ".join(names) if all(names) else ""
    return loc.text("prompt-select", group=name, named=bool(name), count=count)[:150]


def _add_decision_selects(view: discord.ui.View, key: Key, offered: list[choices.Choice],
                          selects: list[tuple[list[list[int]], str]], loc: Localizer) -> None:
    for part, (found, group) in enumerate(selects):
        options = [_option(offered, i) for (i,) in found]
        view.add_item(DecisionSelect(key, part, options, _placeholder(group, len(found), loc)))


def _add_narrow_selects(view: discord.ui.View, table: Table, seat: int,
                        offered: list[choices.Choice],
                        selects: list[tuple[list[list[int]], str]], depth: int,
                        loc: Localizer) -> None:
    key = key_for(table, seat)
    for part, (found, group) in enumerate(selects):
        options = [_narrow_option(table.game, seat, offered, members, depth, loc)
                   for members in found]
        view.add_item(NarrowSelect(key, depth, part, options,
                                   _placeholder(group, len(found), loc)))


def _narrow_option(game: Game, seat: int, offered: list[choices.Choice], members: list[int],
                   depth: int, loc: Localizer) -> discord.SelectOption:
    """One group of decisions: its own label and numbers when it is one decision, else what
    its decisions share (a building and its price for the player) and how many they are."""
    if len(members) == 1:
        return _option(offered, members[0])
    shared = narrowed(offered[members[0]].decision, depth)
    plain = [i for i in members if offered[i].decision == shared]
    detail = offered[plain[0]].detail if plain else choices.shared_detail(game, seat, shared, loc)
    ways = loc.text("prompt-ways", count=len(members))
    return discord.SelectOption(label=loc.decision(shared, OPTION_LIMIT), value=str(members[0]),
                                description=(f"{detail}{choices.SEPARATOR}{ways}" if detail
                                             else ways)[:100])


def _option(offered: list[choices.Choice], index: int) -> discord.SelectOption:
    """One decision as a select's option: its label, and its numbers beneath."""
    choice = offered[index]
    return discord.SelectOption(label=choice.label[:100], value=str(index),
                                description=choice.detail[:100] or None)


# ------------------------------------------------------------------- narrowing
def narrowed(decision: str, depth: int) -> str:
    """What a decision shares with the others of its group at `depth`: its words without the
    pieces it adds or gives back (`+noble`, `-barrel:indigo`), then its first `depth - 1` of
    those pieces; at depth 1 the building of `build harbor +noble -colonist:san_juan`."""
    words = decision.split()
    plain = [word for word in words if word[0] not in "+-"]
    pieces = [word for word in words if word[0] in "+-"]
    return " ".join(plain + pieces[:depth - 1])


def narrowing(offered: list[choices.Choice], members, depth: int) -> list[list[int]]:
    """Decisions (indices) split by what they share at `depth`, in the engine's order."""
    groups: dict[str, list[int]] = {}
    for index in members:
        groups.setdefault(narrowed(offered[index].decision, depth), []).append(index)
    return list(groups.values())


def group_at(legal: list[str], action: str, depth: int) -> list[int]:
    """The decisions (indices) an option of a `NarrowSelect` at `depth` stands for: those
    sharing that much with the chosen one (none if the action names nothing)."""
    if not action.isdigit() or int(action) >= len(legal):
        return []
    shared = narrowed(legal[int(action)], depth)
    return [i for i, decision in enumerate(legal) if narrowed(decision, depth) == shared]


def narrow_view(table: Table, seat: int, loc: Localizer, members: list[int],
                depth: int) -> discord.ui.View:
    """One group's decisions, sent only to its player after he chose it (`add_narrowed`)."""
    view = discord.ui.View(timeout=None)
    add_narrowed(view, table, seat, loc, members, depth)
    return view


def add_narrowed(view: discord.ui.View, table: Table, seat: int, loc: Localizer,
                 members: list[int], depth: int) -> None:
    """The decisions of a group: buttons when they are few, else selects of 25, else — more
    than five selects hold — split again by what they share one piece further (skipping a
    depth where they all share as much), a choice away from selects of 25."""
    key = key_for(table, seat)
    offered = choices.choices(table.game, seat, loc, messages.names(table))
    if len(members) <= BUTTON_LIMIT:
        _add_buttons(view, key, offered, members)
        return
    if len(members) <= SELECT_LIMIT * PRIVATE_SELECTS:
        runs = _runs([[i] for i in members])
        _add_decision_selects(view, key, offered, [(run, "") for run in runs], loc)
        return
    found = narrowing(offered, members, depth)
    while len(found) == 1:
        depth += 1
        found = narrowing(offered, members, depth)
    runs = [(run, "") for run in _runs(found)]
    _add_narrow_selects(view, table, seat, offered, runs, depth, loc)


def narrow_text(table: Table, seat: int, loc: Localizer, members: list[int],
                depth: int) -> str:
    """The question above a group's decisions, and the player's own situation."""
    game = table.game
    shared = narrowed(game.legal(seat)[members[0]], depth)
    lines = [loc.text("prompt-choose-way", choice=loc.decision(shared), count=len(members)),
             choices.status(game, seat, loc, messages.names(table))]
    return "\n".join(lines)


def _style(choice: choices.Choice) -> discord.ButtonStyle:
    return discord.ButtonStyle.secondary if choice.decision == "pass" else \
        discord.ButtonStyle.primary


def add_arrangement(view: discord.ui.View, table: Table, seat: int, loc: Localizer,
                    current: arrangement.Step, chosen: list[int] | None = None) -> None:
    """A step of the Mayor's arrangement: its circles in selects with `chosen` ticked (the
    suggested arrangement's unless given), the nobles' circles when they are chosen already
    (a select that cannot change), the suggested arrangement, and — when the circles need
    more than one select — a button that takes what is ticked."""
    game = table.game
    key = key_for(table, seat)
    found = arrangement.circles(game, seat)
    chosen = arrangement.ticked(game, seat, current) if chosen is None else chosen
    parts = arrange.parts(game, seat, current)
    nobles = None if current.nobles is None else arrange.mask_of(current.nobles)
    view.add_item(DecisionButton(key, SUGGESTED, loc.text("prompt-suggested"),
                                 discord.ButtonStyle.success))
    if current.nobles:
        view.add_item(placed_nobles(key, found, current.nobles, loc))
    placeholder = arrangement.step_title(current, loc)
    for part, indices in enumerate(parts):
        options = [discord.SelectOption(label=arrangement.circle_label(found[i], loc)[:100],
                                        value=str(i), default=i in chosen) for i in indices]
        least, most = (current.least, current.most) if len(parts) == 1 else \
            (0, min(current.most, len(indices)))
        view.add_item(ArrangeSelect(key, part, options, placeholder[:150], least, most, nobles))
    if len(parts) > 1:
        label = confirm_label(current, chosen, loc)
        view.add_item(ArrangeButton(key, arrange.mask_of(chosen), label,
                                    disabled=not current.allows(chosen), nobles=nobles))


def placed_nobles(key: Key, found: list[arrangement.Circle], nobles: tuple[int, ...],
                  loc: Localizer) -> PlacedNobles:
    options = [discord.SelectOption(label=loc.decision(f"place-noble {found[i].target}")[:100],
                                    value=str(i), default=True) for i in nobles]
    return PlacedNobles(key, options)


def confirm_label(current: arrangement.Step, chosen: list[int], loc: Localizer) -> str:
    if current.least == current.most:
        return loc.text("prompt-place", chosen=len(chosen), count=current.most)
    return loc.text("prompt-place-fewer", chosen=len(chosen), least=current.least,
                    most=current.most)


def chosen_circles(message: discord.Message | None, part: int, values: list[int]) -> list[int]:
    """The circles ticked in an arrangement message once one of its selects changed: that
    select's new values and the others' ticks as the message shows them."""
    ticked = set(values)
    for row in message.components if message else []:
        for item in getattr(row, "children", []):
            match = re.fullmatch(ARRANGE_ID, item.custom_id or "")
            if match and int(match["part"]) != part:
                ticked |= {int(option.value) for option in item.options if option.default}
    return sorted(ticked)
