"""The Discord client: the `/pr` command group, the cogs, the persistent buttons, and what
serves them all, held by the bot: the publisher (the live messages and pictures), the pinger
(the DMs), the click router and the clock's pass. A cog reaches them as `bot.publisher` and so
on, never another cog.

No privileged intents, and no command sync at start-up (`prbot sync` does that once).
"""

from __future__ import annotations

import logging
from datetime import timedelta

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from ..links.tokens import Links
from ..service import GameService
from .clicks import Clicks
from .pinger import Pinger
from .prompts import COMPONENTS
from .publisher import Publisher
from .replies import reply_error
from .timekeeper import Timekeeper
from .translator import FluentTranslator
from .tree import PuertoRicoTree

log = logging.getLogger(__name__)

EXTENSIONS = ("cogs.lobby", "cogs.game", "cogs.reference", "cogs.prefs", "cogs.admin",
              "cogs.clock", "cogs.community", "cogs.board", "cogs.player",
              "cogs.review")


def intents() -> discord.Intents:
    """Only guild events: interactions arrive without any intent, no privileged one is used."""
    return discord.Intents(guilds=True)


class PuertoRicoBot(commands.Bot):
    """Discord front end of the game service; `pr` is the group every cog adds commands to."""

    publisher: Publisher
    pinger: Pinger
    clicks: Clicks
    timekeeper: Timekeeper

    def __init__(self, service: GameService, remind_every: timedelta | None = None,
                 **options) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents(),
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            tree_cls=PuertoRicoTree,
            **options,
        )
        self.service = service
        # How long a decision may wait before its player is reminded (None: never).
        self.remind_every = remind_every
        # The live table's server (`prbot run --web`), started with the bot and stopped with
        # it, and the links to it that /pr board and the DMs give (PRBOT_WEB_URL).
        self.web = None
        self.table_links = Links(service.store, None)
        # The players' guide `/pr help` links to (PRBOT_GUIDE_URL; None: it names docs/).
        self.guide_url: str | None = None
        # The names of servers this process does not hold, asked of Discord for /pr games.
        self.server_names: dict[int, str] = {}
        # Whether the live message offers the live table inside Discord, as the bot's
        # Activity (bot/web/activity.py): with a served table and the Activity's settings.
        self.offers_activity = False
        self.pr = app_commands.Group(
            name=locale_str("pr"),
            description=locale_str("Play Puerto Rico in this channel"),
            guild_only=True,
        )

    def dispatch(self, event_name: str, /, *args, **kwargs) -> None:
        """discord.py's events; an interaction (a click, a command) first stops the review
        workers for a moment (`Reviews.give_way`), before any of its callbacks runs."""
        if event_name == "interaction":
            self.service.reviews.give_way()
        super().dispatch(event_name, *args, **kwargs)

    async def setup_hook(self) -> None:
        self.serve()
        await self.tree.set_translator(FluentTranslator())
        self.add_dynamic_items(*COMPONENTS)  # the buttons of messages posted before a restart
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        self.tree.add_command(self.pr)
        self.tree.on_error = self.on_interaction_error
        if self.web is not None:
            await self.web.start()

    async def close(self) -> None:
        if self.web is not None:
            await self.web.stop()
        publisher = getattr(self, "publisher", None)
        if publisher is not None:  # off the service's feed, which outlives the bot
            publisher.unsubscribe()
            publisher.delivery.rate_limited.stop()
        await super().close()

    def serve(self) -> None:
        """Make what serves the cogs and the buttons: once, before the cogs are loaded (the
        renderers a test gives the bot are set by then)."""
        self.publisher = Publisher(self)
        self.pinger = Pinger(self)
        self.clicks = Clicks(self)
        self.timekeeper = Timekeeper(self)
        self.publisher.subscribe()  # which has the pinger send each change's DMs
        self.publisher.delivery.rate_limited.watch()

    async def server_name(self, guild_id: int | None) -> str | None:
        """A server's name as the bot sees it: from its cache, else asked of Discord (a
        server of another process's shards) and remembered; None for one it cannot see."""
        guild = self.get_guild(guild_id) if guild_id else None
        if guild is not None:
            return guild.name
        if guild_id is None or guild_id in self.server_names:
            return self.server_names.get(guild_id)
        try:
            fetched = await self.fetch_guild(guild_id, with_counts=False)
        except discord.HTTPException:
            log.info("server %s could not be named", guild_id)
            return None
        self.server_names[guild_id] = fetched.name
        return fetched.name

    async def on_ready(self) -> None:
        await self.publisher.debts.on_ready()

    async def add_pr_cog(self, cog: commands.Cog) -> None:
        """Add a cog and move its slash commands under `/pr`."""
        await self.add_cog(cog)
        for command in cog.get_app_commands():
            self.tree.remove_command(command.name)
            self.pr.add_command(command)

    async def on_interaction_error(self, interaction: discord.Interaction,
                                   error: Exception) -> None:
        """Every interaction that failed is answered, privately: a slash command (the
        command tree's error handler) or a component (`buttons.answered`): a refusal of
        the service in the player's words, anything else with an apology."""
        await reply_error(interaction, error)

    async def on_error(self, event_method: str, /, *args, **kwargs) -> None:
        log.exception("error in %s", event_method)


class ShardedPuertoRicoBot(PuertoRicoBot, commands.AutoShardedBot):
    """The same bot holding several shards in one process (`prbot run --shards 0-3`)."""


def bot_for(service: GameService, remind_every: timedelta | None = None) -> PuertoRicoBot:
    """The bot for a service: one connection to Discord, or one per shard of the service's
    range when it holds several (discord.py's AutoShardedClient)."""
    shards = service.shards
    if shards is None:
        return PuertoRicoBot(service, remind_every)
    kind = ShardedPuertoRicoBot if len(shards.ids) > 1 else PuertoRicoBot
    return kind(service, remind_every, **shards.client_options())
