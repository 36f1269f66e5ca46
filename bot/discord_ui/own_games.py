"""What `/pr games` and `/pr help` say, privately, in the asker's language.

`/pr games`: every game he sits at on every server, those waiting on him first (his time left
as his Discord writes it, a jump link to the message to answer, his live-table link where the
table is served), then the others (whose turn, the round; a lobby's players), then his latest
finished games. The servers are named as the bot sees them (`PuertoRicoBot.server_name`). A
list too long for a message ends "…and N more".

`/pr help`: the commands by what one wants to do, and where the players' guide is.
"""

from __future__ import annotations

from ..l10n import Localizer, localizer
from ..service.own_games import FinishedGame, OpenGame, OwnGames
from ..words.messages import MESSAGE_LIMIT, jump_url, names, plain, step_text

# The help's parts, each its heading's id and its lines' ids, by what one wants to do.
HELP = (
    ("help-start", ("help-new", "help-join", "help-start-game")),
    ("help-play", ("help-buttons", "help-status", "help-play-cmd", "help-undo", "help-board",
                   "help-rules")),
    ("help-away", ("help-games", "help-notify", "help-away-cmd", "help-quiet",
                   "help-handover")),
    ("help-after", ("help-history", "help-review", "help-leaderboard", "help-stats",
                    "help-language")),
)


def help_text(loc: Localizer, guide: str | None) -> str:
    """The commands by what one wants to do, then the players' guide: its address
    (PRBOT_GUIDE_URL, `{lang}` in it the reader's language: the guide is in all three), else
    where the guide comes with the bot (docs/players-guide/)."""
    lines = [f"**{loc.text('help-title')}**"]
    for heading, items in HELP:
        lines.append(f"__{loc.text(heading)}__")
        lines += [f"• {loc.text(item)}" for item in items]
    lines.append(loc.text("help-guide", url=guide.replace("{lang}", loc.lang)) if guide
                 else loc.text("help-guide-shipped"))
    return "\n".join(lines)


# ------------------------------------------------------------------ the lines
async def where(bot, row, loc: Localizer) -> str:
    """"**Server** · #channel" of a game."""
    server = plain(await bot.server_name(row.guild_id) or loc.text("games-unknown-server"))
    return loc.text("games-where", server=f"**{server}**", channel=f"<#{row.channel_id}>")


async def waiting_line(bot, game: OpenGame, user: int, lang: str) -> str:
    """A game waiting on him: what he is asked, his time, where to answer."""
    table = game.table
    loc = localizer(lang, table.theme)
    parts = [loc.text("games-asked", where=await where(bot, table, loc), round=game.round,
                      decision=step_text(table, game.seat, loc).rstrip("."))]
    if game.clock is not None:
        parts += clock_parts(game, loc)
    live = bot.publisher.live_message(table)
    if live:
        parts.append(loc.text("games-answer", link=jump_url(table.guild_id, table.channel_id,
                                                            live)))
    web = await bot.table_links.url(user, table.game_id)
    if web is not None:
        parts.append(loc.text("games-table", url=web))
    return " · ".join(parts)


def clock_parts(game: OpenGame, loc: Localizer) -> list[str]:
    """His clock as his Discord counts it down: away, stopped by his quiet hours, or
    running out."""
    his = game.clock
    if his.away_until is not None:
        return [loc.text("games-away", until=f"<t:{his.away_until}:R>")]
    if his.still_until is not None:
        return [loc.text("games-still", until=f"<t:{his.still_until}:t>")]
    if his.deadline is not None:
        return [loc.text("games-left", when=f"<t:{his.deadline}:R>")]
    return []


async def other_line(bot, game: OpenGame, lang: str) -> str:
    """A game he waits in: whose turn and the round, or the lobby's players."""
    table = game.table
    loc = localizer(lang, table.theme)
    place = await where(bot, table, loc)
    if table.game is None:
        return loc.text("games-lobby", where=place, count=len(table.seats),
                        max=table.max_players)
    shown = names(table)
    return loc.text("games-turn", where=place, round=game.round,
                    players=loc.join([shown[seat] for seat in game.pending_seats]))


async def finished_line(bot, game: FinishedGame, lang: str) -> str:
    """A game he finished: when, his place, and its review where it is ready and served."""
    loc = localizer(lang, game.row.theme)
    line = loc.text("games-ended", where=await where(bot, game.row, loc),
                    date=game.row.updated_at[:10], players=game.players,
                    place=game.place or 0)
    replay = await bot.table_links.replay(game.row.id) if game.reviewed else None
    return f"{line} · {loc.text('games-review', url=replay)}" if replay else line


async def sections(bot, games: OwnGames, user: int, lang: str) -> list[tuple[str, list[str]]]:
    """The list's parts: (heading's id, lines), in the order they are shown."""
    return [
        ("games-waiting", [await waiting_line(bot, g, user, lang) for g in games.waiting]),
        ("games-others", [await other_line(bot, g, lang) for g in games.others]),
        ("games-finished", [await finished_line(bot, g, lang) for g in games.finished]),
    ]


def fitted(parts: list[tuple[str, list[str]]], loc: Localizer,
           limit: int = MESSAGE_LIMIT) -> str:
    """The parts in one message: lines in order while they fit, the rest counted in a last
    line ("…and 3 more"), which always finds room."""
    room = limit - len(loc.text("games-more", count=999))
    lines: list[str] = []
    left = sum(len(items) for _, items in parts)
    for heading, items in parts:
        if not items:
            continue
        head = f"**{loc.text(heading)}**"
        for number, item in enumerate(items):
            shown = [head, f"• {item}"] if number == 0 else [f"• {item}"]
            if len("\n".join(lines + shown)) > room:
                return "\n".join([*lines, loc.text("games-more", count=left)])
            lines += shown
            left -= 1
    return "\n".join(lines)


async def games_text(bot, games: OwnGames, user: int, lang: str) -> str:
    """The whole answer of `/pr games`."""
    loc = localizer(lang)
    if not (games.waiting or games.others or games.finished):
        return loc.text("games-none")
    return fitted(await sections(bot, games, user, lang), loc)
