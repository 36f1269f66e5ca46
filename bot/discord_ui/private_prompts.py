"""What only one player sees: his own choices where several decide at once, his guest moves,
and a group of decisions he chose from a select (`NarrowSelect`), split again if it is large."""

from __future__ import annotations

import discord

from ..decisions import choices
from ..l10n import Localizer
from ..service import Table
from ..words import messages
from .buttons import GuestSelect
from .custom_ids import guest_version, key_for, narrowed, narrowing
from .prompts import (
    BUTTON_LIMIT,
    SELECT_LIMIT,
    SELECTS_PER_PROMPT,
    add_buttons,
    add_decision_selects,
    add_narrow_selects,
    add_own_choices,
    select_runs,
)

PRIVATE_SELECTS = 5  # a private list of one group's decisions has no other row


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
    for part, run in enumerate(select_runs(moves)[:SELECTS_PER_PROMPT + 1]):
        options = [discord.SelectOption(label=loc.decision(move)[:100], value=move)
                   for move in run]
        places = {move.split()[1] for move in run}  # a colonist and a noble guest may go there
        placeholder = loc.text("guests-select", count=len(places))
        view.add_item(GuestSelect(table.game_id, seat, version, part, options,
                                  placeholder[:150]))
    return view


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
        add_buttons(view, key, offered, members)
        return
    if len(members) <= SELECT_LIMIT * PRIVATE_SELECTS:
        runs = select_runs([[i] for i in members])
        add_decision_selects(view, key, offered, [(run, "") for run in runs], loc)
        return
    found = narrowing(offered, members, depth)
    while len(found) == 1:
        depth += 1
        found = narrowing(offered, members, depth)
    runs = [(run, "") for run in select_runs(found)]
    add_narrow_selects(view, table, seat, offered, runs, depth, loc)


def narrow_text(table: Table, seat: int, loc: Localizer, members: list[int],
                depth: int) -> str:
    """The question above a group's decisions, and the player's own situation."""
    game = table.game
    shared = narrowed(game.legal(seat)[members[0]], depth)
    lines = [loc.text("prompt-choose-way", choice=loc.decision(shared), count=len(members)),
             choices.status(game, seat, loc, messages.names(table))]
    return "\n".join(lines)
