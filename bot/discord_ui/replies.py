"""Answering an interaction: who is asking and in which language, answering privately or
publicly after a `defer`, and the one answer to an interaction that failed (`reply_error`,
the command tree's and the buttons' error handler)."""

from __future__ import annotations

import logging
import re

import discord

from bot.game.setup import player_name
from bot.l10n import LANGUAGES, Localizer, localizer
from bot.service_errors import ServiceError
from bot.store import NotSaved, StoreError, StoreUnavailable

from ..words.language import language_of
from ..words.messages import plain

log = logging.getLogger(__name__)

PRIVATE = discord.AllowedMentions.none()


def service_of(interaction: discord.Interaction):
    return interaction.client.service


async def user_language(interaction: discord.Interaction, game_lang: str | None = None) -> str:
    """The language of private replies: the player's choice, else Discord's locale, else the
    game's, else English. While the database cannot be read, Discord's locale."""
    try:
        prefs = await service_of(interaction).players.user(interaction.user.id)
    except StoreError:
        log.warning("the language of %s could not be read", interaction.user.id)
    else:
        if prefs.lang in LANGUAGES:
            return prefs.lang
    return language_of(interaction.locale) or game_lang or "en"


async def private_localizer(interaction: discord.Interaction, game_lang: str | None = None,
                            theme: str = "classic") -> Localizer:
    return localizer(await user_language(interaction, game_lang), theme)


async def channel_game(interaction: discord.Interaction):
    """The channel's open game as a Table, or None."""
    try:
        return await service_of(interaction).tables.table(interaction.channel_id)
    except ServiceError:
        return None


async def game_in_play(interaction: discord.Interaction):
    """The channel's game in play, with the asker's localizer for it; None for the game (the
    asker told there is none) when the channel has no game in play."""
    table = await channel_game(interaction)
    loc = await private_localizer(interaction, table.lang if table else None,
                                  table.theme if table else "classic")
    if table is None or table.status != "playing":
        await say(interaction, loc.text("service-error-no_game"))
        return None, loc
    return table, loc


def looking(interaction: discord.Interaction, table) -> None:
    """Whoever asks about a game is at it now: no DM needs to bring him there for a while
    (`Pinger.watching`)."""
    interaction.client.pinger.acted(table.game_id, interaction.user.id, decided=False)


# A UTF-16 half without its other half (a modified client may send one): no database or
# encoder takes it.
LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def display_name(user: discord.abc.User) -> str:
    """A user's name as the game keeps it: cut to Discord's length, a lone surrogate shown
    as the replacement character."""
    name = getattr(user, "display_name", None) or user.name
    return player_name(LONE_SURROGATE.sub("\ufffd", name))


def shown_name(user: discord.abc.User) -> str:
    """A user's name as a message shows it (escaped; the game stores it as it is)."""
    return plain(display_name(user))


def mention(user_ids) -> discord.AllowedMentions:
    return discord.AllowedMentions(everyone=False, roles=False,
                                   users=[discord.Object(u) for u in user_ids])


async def say(interaction: discord.Interaction, text: str, *, ephemeral: bool = True,
              **kwargs) -> discord.Message | None:
    """Answer an interaction whether or not it was deferred."""
    kwargs.setdefault("allowed_mentions", PRIVATE)
    if interaction.response.is_done():
        return await interaction.followup.send(text, ephemeral=ephemeral, wait=True, **kwargs)
    await interaction.response.send_message(text, ephemeral=ephemeral, **kwargs)
    return None


async def say_with(interaction: discord.Interaction, text: str,
                   view: discord.ui.View | None, **kwargs) -> None:
    """A private answer with a view when there is one; its items answer through the bot's
    dynamic items, so the view itself is stopped at once."""
    if view is None:
        await say(interaction, text, **kwargs)
        return
    await say(interaction, text, view=view, **kwargs)
    view.stop()


def link_view(url: str, label: str) -> discord.ui.View:
    """A button that opens an address (the live table, a player's page)."""
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(label=label, url=url))
    return view


async def say_private(interaction: discord.Interaction, text: str) -> None:
    """A private answer, even after a public `defer` (whose placeholder is then removed)."""
    response = interaction.response
    thinking = discord.InteractionResponseType.deferred_channel_message
    if response.is_done() and response.type is thinking:
        if not interaction.extras.get("ephemeral"):
            try:
                await interaction.delete_original_response()
            except discord.HTTPException:
                log.debug("could not remove the deferred reply", exc_info=True)
    await say(interaction, text, ephemeral=True)


async def defer(interaction: discord.Interaction, *, ephemeral: bool) -> None:
    interaction.extras["ephemeral"] = ephemeral
    await interaction.response.defer(ephemeral=ephemeral, thinking=True)


async def reply_service_error(interaction: discord.Interaction, error: ServiceError,
                              game_lang: str | None = None) -> None:
    """A refusal, privately, in the asker's language (the channel's game's where Discord's
    locale is not one of the bot's)."""
    loc = await private_localizer(interaction, game_lang)
    await say_private(interaction, loc.text(f"service-error-{error.code}"))


async def game_language(interaction: discord.Interaction) -> str | None:
    """The language of the channel's game, if it has one and it can be read."""
    try:
        table = await service_of(interaction).tables.table(interaction.channel_id)
    except (ServiceError, StoreError):
        return None
    return table.lang


async def reply_error(interaction: discord.Interaction, error: Exception) -> None:
    """The answer to an interaction (a command, a click) that failed: its ServiceError, or a
    short apology. The one place a refusal becomes the player's message."""
    original = getattr(error, "original", error)
    if isinstance(original, NotSaved):  # the disk refused a write: nothing changed
        original = ServiceError("not_saved")
    elif isinstance(original, StoreUnavailable):  # the database's server is down
        original = ServiceError("unavailable")
    if not isinstance(original, ServiceError):
        log.error("interaction failed", exc_info=error)
    try:
        if isinstance(original, ServiceError):
            lang = None if original.code == "unavailable" else await game_language(interaction)
            await reply_service_error(interaction, original, lang)
            return
        loc = await private_localizer(interaction)
        await say_private(interaction, loc.text("bot-error-unexpected"))
    except discord.HTTPException:
        log.warning("could not report an error to the user", exc_info=True)
