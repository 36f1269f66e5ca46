"""The Mayor's circles in selects: a step of his arrangement, the nobles' circles already
chosen above his colonists', and the button that takes what is ticked."""

from __future__ import annotations

import re

import discord

from ..decisions import arrangement
from ..l10n import Localizer
from ..service import Table
from . import arrange
from .buttons import DecisionButton, answered, clicks_of
from .custom_ids import ARRANGE_ID, CONFIRM_ID, PLACED_ID, SUGGESTED, Key, key_for


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
        await clicks_of(interaction).on_arrange(interaction, self.key, self.part,
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
        await clicks_of(interaction).on_arrange(interaction, self.key, None,
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
