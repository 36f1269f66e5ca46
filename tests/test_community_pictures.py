"""The leaderboard and statistics pictures: made for phones, in every language."""

from __future__ import annotations

import io

import pytest
from PIL import Image
from test_renderer import drawn_texts, poor_contrast, record_drawing

from bot.community.ratings import rate_all
from bot.community.service import Leaderboard, Standing
from bot.community.stats import player_stats
from bot.community.summary import summarize
from bot.discord_ui.community import leaderboard_picture
from bot.game.simulate import random_game
from bot.l10n import LANGUAGES, localizer
from cogs.community import stats_picture
from renderer import style
from renderer.leaderboard import leaderboard_image, render_leaderboard
from renderer.stats import render_stats, stats_image

USERS = list(range(11, 26))  # fifteen players: the caller is below the first ten


def games():
    """Forty finished games of two to five of the USERS (no decision log: all people)."""
    found = []
    for seed in range(40):
        users = USERS[seed % 11: seed % 11 + 2 + seed % 4]
        record = random_game(len(users), seed).record
        found.append(summarize(seed, 9, record, users, [f"U{u}" for u in users], [], None,
                               "2026-01-01 12:00:00"))
    return found


def board() -> Leaderboard:
    known, changes = rate_all(games())
    ordered = sorted(((u, r) for (pool, u), r in known.items() if pool == "all"),
                     key=lambda item: -item[1].shown)
    trends = {u: [c.delta for c in changes if c.user_id == u and c.pool == "all"][-5:]
              for u, _ in ordered}
    standings = [Standing(n, u, f"Player {u} with a rather long name", r, trends[u])
                 for n, (u, r) in enumerate(ordered, start=1)]
    return Leaderboard(9, "all", ["all"], standings)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_leaderboard_shows_the_first_ten_and_the_caller_and_fits_a_phone(monkeypatch, lang):
    standings = board()
    caller = standings.standings[-1].user_id
    picture = leaderboard_picture(standings, caller, localizer(lang))
    assert len(picture.lines) == 11 and picture.lines[-1].own
    drawn = drawn_texts(monkeypatch, lambda: leaderboard_image(picture))
    assert min(size * style.PHONE_WIDTH / width for _, size, width in drawn) >= 11
    assert not [text for text, *_ in drawn if text.endswith(style.ELLIPSIS)
                and "Player" not in text]  # only names are ever cut short
    width, height = Image.open(io.BytesIO(render_leaderboard(picture))).size
    assert width == 640 and height <= 2.2 * width


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_long_page_title_is_drawn_whole_at_the_titles_size(monkeypatch, lang):
    """The page of every expansion has a long name: the title wraps, it is neither cut nor
    shrunk, and the lines under it move down to make room."""
    loc = localizer(lang)
    standings = board()
    long_page = Leaderboard(9, "x:buccaneer+festival+new_buildings+nobles", ["all"],
                            standings.standings)
    picture = leaderboard_picture(long_page, standings.standings[0].user_id, loc)
    drawn = drawn_texts(monkeypatch, lambda: leaderboard_image(picture))
    title = [(text, size) for text, size, _width in drawn if size == style.TITLE]
    assert " ".join(text for text, _size in title) == picture.title
    assert len(title) >= 2
    short = leaderboard_picture(standings, standings.standings[0].user_id, loc)
    assert leaderboard_image(picture).height > leaderboard_image(short).height


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_statistics_picture_fits_a_phone(monkeypatch, lang):
    stats = player_stats(USERS[3], games())
    picture = stats_picture(stats, localizer(lang, "1897"))
    assert {row.players for row in picture.counts} == set(stats.by_players)
    drawn = drawn_texts(monkeypatch, lambda: stats_image(picture))
    assert min(size * style.PHONE_WIDTH / width for _, size, width in drawn) >= 11
    assert not [text for text, *_ in drawn if text.endswith(style.ELLIPSIS)]
    width, height = Image.open(io.BytesIO(render_stats(picture))).size
    assert width == 640 and height <= 2.2 * width


def test_every_text_reads_at_wcag_aa_on_what_it_is_drawn_on(monkeypatch):
    """The leaderboard (the caller's highlighted line, the striped lines, the headings) and the
    statistics (the badges, the bars' labels): every text colour against what lies under it
    is at least 4.5:1, measured as for the board picture."""
    drawn = record_drawing(monkeypatch)
    standings = board()
    leaderboard_image(leaderboard_picture(standings, standings.standings[3].user_id,
                                          localizer("es")))
    leaderboard_image(leaderboard_picture(standings, standings.standings[-1].user_id,
                                          localizer("it")))
    for user in USERS[:4]:
        stats_image(stats_picture(player_stats(user, games()), localizer("en")))
    assert len({(d.ink, d.background) for d in drawn}) >= 5
    assert poor_contrast(drawn) == set()
