"""The buttons and selects of a game's messages as Discord sends them back on a click: each a
dynamic item rebuilt from its custom id (`custom_ids.py`), whose click goes to the bot's click
router (`discord_ui.clicks`); the Mayor's are in `mayor_selects.py`."""

from __future__ import annotations

import functools
import re

import discord

from .custom_ids import BUTTON_ID, GUEST_ID, LAUNCH_ID, NARROW_ID, SELECT_ID, TABLE_ID, Key, Shared


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


def clicks_of(interaction: discord.Interaction):
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
        await clicks_of(interaction).on_click(interaction, self.key, self.action)


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
        await clicks_of(interaction).on_click(interaction, self.key, self.item.values[0])


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
        await clicks_of(interaction).on_narrow(interaction, self.key, self.depth,
                                                  self.item.values[0])


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
        await clicks_of(interaction).on_table_button(interaction, self.shared, self.what)


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
        await clicks_of(interaction).on_guest(interaction, self.game_id, self.seat,
                                                 self.version, self.item.values[0])
