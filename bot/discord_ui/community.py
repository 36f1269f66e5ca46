"""What the community commands say: the leaderboard and a player's statistics, as text (read
by screen readers) and as the data the pictures draw, so both always say the same; and the
leaderboard's select of pages.

The select's id is stateless, so it still works after a restart: `prlb:<user>`, the user the
leaderboard was drawn for (his own line is the one highlighted; only he turns its pages), the
chosen value a page (a pool of `bot.community.ratings`).
"""

from __future__ import annotations

import asyncio
import io
import re
from dataclasses import dataclass

import discord

from renderer.leaderboard import LeaderboardPicture, render_leaderboard

from ..clock import DAY, HOUR, MINUTE
from ..community.ratings import ALL, EXPANSION_POOL
from ..community.service import Leaderboard, Standing
from ..community.stats import PlayerStats, Tally
from ..l10n import Localizer, localizer
from ..l10n.decisions import OPTION_LIMIT
from ..words.messages import jump_url, plain, signed
from .buttons import answered
from .replies import display_name, say, user_language

SHOWN = 10  # the leaderboard's lines before the caller's own
SELECT_LIMIT = 25  # Discord's options in a select
PAGE_ID = r"prlb:(?P<user>\d+)"


def page_name(loc: Localizer, pool: str) -> str:
    """A leaderboard page as players know it, by the same name in both editions' words (a
    page gathers games of both)."""
    if pool.startswith(EXPANSION_POOL):
        ids = pool.removeprefix(EXPANSION_POOL).split("+")
        return loc.text("page-expansions",
                        expansions=loc.join([loc.text(f"page-expansion-{e}") for e in ids]))
    return loc.text(f"page-{pool}")


def page_list(loc: Localizer, pools) -> list[str]:
    """Pages one per line: their names may hold commas ("With the Nobles, the Buccaneer and
    the Festival")."""
    return [f"• {page_name(loc, pool)}" for pool in pools]


# ------------------------------------------------------------------ leaderboard
@dataclass(frozen=True)
class LeaderLine:
    """A line of the leaderboard as the picture draws it."""

    rank: int
    name: str
    rating: int
    games: int
    wins: int
    trend: tuple[int, ...]
    own: bool


def leader_lines(board: Leaderboard, user_id: int) -> list[LeaderLine]:
    return [LeaderLine(s.rank, s.name, s.rating.shown, s.rating.games, s.rating.wins,
                       tuple(s.trend), s.user_id == user_id)
            for s in board.top(SHOWN, user_id)]


def standing_text(loc: Localizer, line: LeaderLine) -> str:
    trend = " ".join(signed(delta) for delta in line.trend) or "none"
    text = loc.text("leaderboard-line", rank=line.rank, player=plain(line.name),
                    rating=line.rating, games=line.games, wins=line.wins, trend=trend)
    return loc.text("leaderboard-asker", line=text) if line.own else text


def leaderboard_text(board: Leaderboard, user_id: int, asker: str, loc: Localizer) -> str:
    """The leaderboard as text, the caller's own line always in it. The channel reads it: the
    caller's line is marked as his who asked, not "you", and `asker` (his name) says who
    has no rating yet."""
    lines = [f"**{loc.text('leaderboard-title', page=page_name(loc, board.pool))}**",
             loc.text("leaderboard-head")]
    shown = leader_lines(board, user_id)
    lines += [standing_text(loc, line) for line in shown]
    if not any(line.own for line in shown):
        lines.append(loc.text("leaderboard-not-rated", player=plain(asker)))
    others = [pool for pool in board.pools if pool != board.pool]
    if others:
        lines += [loc.text("leaderboard-pages"), *page_list(loc, others)]
    lines.append(loc.text("leaderboard-note"))
    return "\n".join(lines)


class PageSelect(discord.ui.DynamicItem[discord.ui.Select], template=PAGE_ID):
    """The leaderboard's pages under its picture; choosing one redraws the picture in place
    (`cogs.community`)."""

    def __init__(self, user_id: int, options: list[discord.SelectOption],
                 placeholder: str | None = None) -> None:
        super().__init__(discord.ui.Select(custom_id=f"prlb:{user_id}", options=options,
                                           placeholder=placeholder, min_values=1,
                                           max_values=1))
        self.user_id = user_id

    @classmethod
    async def from_custom_id(cls, interaction, item: discord.ui.Select, match: re.Match):
        return cls(int(match["user"]), item.options, item.placeholder)

    @answered
    async def callback(self, interaction: discord.Interaction) -> None:
        await turn_page(interaction, self.user_id, self.item.values[0])


def page_view(board: Leaderboard, user_id: int, loc: Localizer) -> discord.ui.View | None:
    """The select of the server's pages (those with games), the shown one chosen; none when
    the server has only one page."""
    if len(board.pools) < 2:
        return None
    pools = sorted(board.pools, key=lambda pool: (pool != ALL, pool))  # all games first
    options = [discord.SelectOption(label=page_name(loc, pool)[:OPTION_LIMIT], value=pool,
                                    default=pool == board.pool)
               for pool in pools[:SELECT_LIMIT]]
    view = discord.ui.View(timeout=None)
    view.add_item(PageSelect(user_id, options, loc.text("leaderboard-choose-page")))
    return view


def own_standing(board: Leaderboard, user_id: int) -> Standing | None:
    return next((s for s in board.standings if s.user_id == user_id), None)


# ------------------------------------------------------------------ statistics
def duration(loc: Localizer, seconds: float) -> str:
    """A time to decide, in the largest units that say it, rounded to the nearest of the
    smallest one it shows (237 s is 4 min, not 3)."""
    whole = round(seconds)
    minutes = nearest(whole, MINUTE)
    if whole < MINUTE:
        return loc.text("time-seconds", seconds=whole)
    if minutes < HOUR // MINUTE:
        return loc.text("time-minutes", minutes=minutes)
    if minutes < DAY // MINUTE:
        return loc.text("time-hours", hours=minutes // 60, minutes=minutes % 60)
    hours = nearest(whole, HOUR)
    return loc.text("time-days", days=hours // 24, hours=hours % 24)


def nearest(seconds: int, unit: int) -> int:
    """How many `unit`s `seconds` is, to the nearest (a half up)."""
    return (seconds + unit // 2) // unit


def tally_args(tally: Tally) -> dict:
    return {"games": tally.games, "wins": tally.wins, "vp": tally.average_vp,
            "place": tally.average_place}


def favourite(loc: Localizer, key: str | None, name) -> str:
    return name(key) if key else loc.text("stats-none-yet")


def shares(stats: PlayerStats) -> tuple[int, int]:
    """The shipping and building shares of his VP, in whole percent adding up to 100."""
    if not stats.chips + stats.building_vp:
        return 0, 0
    shipping = round(100 * stats.shipping_share)
    return shipping, 100 - shipping


def stats_lines(stats: PlayerStats, loc: Localizer) -> list[str]:
    """A player's statistics as text: the same numbers as the picture."""
    lines = [f"**{loc.text('stats-title', player=plain(stats.name))}**",
             loc.text("stats-overall", **tally_args(stats.overall))]
    lines += [loc.text("stats-by-players", players=players, **tally_args(tally))
              for players, tally in sorted(stats.by_players.items())]
    shipping, building = shares(stats)
    lines.append(loc.text("stats-vp-share", shipping=shipping, building=building))
    return lines + closing_lines(stats, loc, linked=True)


def closing_lines(stats: PlayerStats, loc: Localizer, linked: bool) -> list[str]:
    """His favourites, his time to decide and his best game (`linked`: with a link to its
    final message, else its number)."""
    wait = stats.median_wait
    lines = [*favourite_lines(stats, loc),
             loc.text("stats-wait", time=duration(loc, wait)) if wait is not None
             else loc.text("stats-wait-none")]
    if stats.best is not None:
        lines.append(best_line(stats, loc, linked))
    return lines


def favourite_lines(stats: PlayerStats, loc: Localizer) -> list[str]:
    role, building = stats.favourite_role, stats.favourite_building
    return [
        loc.text("stats-role", role=favourite(loc, role, loc.role),
                 count=stats.roles[role] if role else 0,
                 won=favourite(loc, stats.winning_role, loc.role)),
        loc.text("stats-building", building=favourite(loc, building, loc.building),
                 count=stats.built[building] if building else 0,
                 won=favourite(loc, stats.winning_building, loc.building)),
    ]


def best_line(stats: PlayerStats, loc: Localizer, linked: bool) -> str:
    game = stats.best
    guild, channel, message = game.link
    link = jump_url(guild, channel, message) if message and linked else f"#{game.game_id}"
    won, vp = stats.best_key
    return loc.text("stats-best", vp=vp, won=won, date=game.finished_at[:10], link=link)


# ------------------------------------------------------------------ the leaderboard
PICTURE_COLUMNS = ("picture-rank", "picture-player", "picture-rating", "picture-games",
                   "picture-wins", "picture-trend")


def theme_of(pool: str) -> str:
    """The names a page speaks with: 1897's on its own page, the classic ones elsewhere."""
    return "1897" if pool == "1897" else "classic"


def attached(data: bytes, name: str, text: str) -> discord.File:
    """A picture with its text as the description screen readers read."""
    return discord.File(io.BytesIO(data), name, description=text[:1000])


def no_page(loc: Localizer, pools: list[str]) -> str:
    return "\n".join([loc.text("leaderboard-no-page"), *page_list(loc, pools)])


def leaderboard_picture(board, user_id: int, loc: Localizer) -> LeaderboardPicture:
    return LeaderboardPicture(
        title=loc.text("leaderboard-title", page=page_name(loc, board.pool)),
        headers=tuple(loc.text(key) for key in PICTURE_COLUMNS),
        lines=tuple(leader_lines(board, user_id)),
        footer=loc.text("leaderboard-note"),
    )


async def leaderboard_page(interaction: discord.Interaction, pool: str,
                           loc: Localizer) -> tuple[str, discord.File, discord.ui.View | None]:
    """A page of the server's leaderboard for the asker: its text, its picture and the
    select of the other pages."""
    user = interaction.user.id
    board = await interaction.client.service.community.leaderboard(interaction.guild_id, pool)
    text = leaderboard_text(board, user, display_name(interaction.user), loc)
    png = await asyncio.to_thread(render_leaderboard, leaderboard_picture(board, user, loc))
    return text, attached(png, "leaderboard.png", text), page_view(board, user, loc)

async def turn_page(interaction: discord.Interaction, owner: int, pool: str) -> None:
    """A page chosen in a leaderboard's select: its picture and text redrawn in place, for
    the user it was drawn for only; a page the server no longer has changes nothing."""
    loc = localizer(await user_language(interaction), theme_of(pool))
    if interaction.user.id != owner:
        await say(interaction, loc.text("leaderboard-not-yours", user=f"<@{owner}>"))
        return
    pools = await interaction.client.service.community.store.rating_pools(interaction.guild_id)
    if pool not in pools:
        await say(interaction, no_page(loc, pools))
        return
    await interaction.response.defer()
    text, file, view = await leaderboard_page(interaction, pool, loc)
    await interaction.edit_original_response(content=text, attachments=[file], view=view)
