"""The buttons and selects of a game's messages, and what a click on them stands for.

The live message of a game (see `bot.words.messages`) carries the choices of the player who must
decide, each with its numbers (`bot.decisions.choices`): buttons when there are few, else one
select per group (the Builder's columns), so any choice is one or two clicks away. When those
selects do not fit (the Black Market's and the University's ways of building), a select per
group holds one option per building, and a building with several ways opens them in a message
only its player sees — split once more by what is given back if they do not fit it either.

Where several players decide at once (placing colonists, storing goods) the live message has
shared buttons instead — the suggested arrangement, "my choices", which opens the clicking
player's own choices in a message only he sees — and every live message has a button for the
pictures, and, where the bot has its Activity, one that opens the live table inside Discord.

Their custom ids, and what a click on them stands for, are in `custom_ids.py`; the components
in `buttons.py` (the Mayor's in `mayor_selects.py`); what only one player sees in
`private_prompts.py`.
"""

from __future__ import annotations

import discord

from ..decisions import arrangement, choices
from ..game import Game
from ..l10n import Localizer
from ..l10n.decisions import OPTION_LIMIT
from ..service import Table
from ..words import messages
from . import arrange
from .buttons import (
    DecisionButton,
    DecisionSelect,
    GuestSelect,
    LaunchButton,
    NarrowSelect,
    TableButton,
)
from .custom_ids import SUGGESTED, UNDO, Key, key_for, narrowed, narrowing, shared_for
from .mayor_selects import ArrangeButton, ArrangeSelect, PlacedNobles, add_arrangement

BUTTON_LIMIT = 8  # more choices than this go into selects (a phone shows one button a line)
SELECT_LIMIT = arrange.SELECT_LIMIT
SELECTS_PER_PROMPT = 4  # the fifth row is for buttons


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
        add_buttons(view, key, offered, range(len(offered)))
        return
    loose, selects = _selects(offered, [[i] for i in range(len(offered))])
    if len(selects) > SELECTS_PER_PROMPT:
        loose, selects = _selects(offered, narrowing(offered, range(len(offered)), 1))
        add_narrow_selects(view, table, seat, offered, selects, 1, loc)
    else:
        add_decision_selects(view, key, offered, selects, loc)
    add_buttons(view, key, offered, loose)


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
               for kind in grouped for run in select_runs(kind)]
    if len(selects) > SELECTS_PER_PROMPT:
        rest = sorted((members for kind in grouped for members in kind), key=min)
        selects = [(run, _spanned(offered, run)) for run in select_runs(rest)]
    return [kind[0][0] for kind in alone], selects


def select_runs(items: list) -> list[list]:
    """Items in runs of one select's size, in their order."""
    return [items[i:i + SELECT_LIMIT] for i in range(0, len(items), SELECT_LIMIT)]


def _spanned(offered: list[choices.Choice], run: list[list[int]]) -> str:
    """The groups a run of decisions spans, its first and its last (`group|group`): what its
    select is named after, so that a player sees where to look without opening it."""
    groups = list(dict.fromkeys(offered[members[0]].group for members in run))
    return groups[0] if len(groups) == 1 else f"{groups[0]}|{groups[-1]}"


def add_buttons(view: discord.ui.View, key: Key, offered: list[choices.Choice],
                 indices) -> None:
    for index in indices:
        view.add_item(DecisionButton(key, str(index), offered[index].text, _style(offered[index])))


def _placeholder(group: str, count: int, loc: Localizer) -> str:
    names = [choices.group_name(part, loc) for part in group.split("|")] if group else []
    name = " – ".join(names) if all(names) else ""
    return loc.text("prompt-select", group=name, named=bool(name), count=count)[:150]


def add_decision_selects(view: discord.ui.View, key: Key, offered: list[choices.Choice],
                          selects: list[tuple[list[list[int]], str]], loc: Localizer) -> None:
    for part, (found, group) in enumerate(selects):
        options = [_option(offered, i) for (i,) in found]
        view.add_item(DecisionSelect(key, part, options, _placeholder(group, len(found), loc)))


def add_narrow_selects(view: discord.ui.View, table: Table, seat: int,
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


def _style(choice: choices.Choice) -> discord.ButtonStyle:
    return discord.ButtonStyle.secondary if choice.decision == "pass" else \
        discord.ButtonStyle.primary


# Every dynamic item of a game's messages, for the client to rebuild from its custom id.
COMPONENTS = (DecisionButton, DecisionSelect, NarrowSelect, ArrangeSelect, ArrangeButton,
              PlacedNobles, TableButton, LaunchButton, GuestSelect)
