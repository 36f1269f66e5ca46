"""The Buccaneer's and the Festival's questions as the prompts put them, in every language."""

from __future__ import annotations

import pytest

from bot.choices import situation
from bot.discord_ui.messages import step_text
from bot.game.position import Position
from bot.l10n import LANGUAGES, Localizer
from bot.service import Table

ANA, BEA, CARLO = range(3)


def table_of(game) -> Table:
    return Table(game_id=1, channel_id=1, guild_id=None, host_id=1, status="playing",
                 theme="1897", lang="en", options={}, seats=[11, 12, 13],
                 names=["Ana", "Bea", "Carlo"], game=game, record=None, seq=0,
                 prompt_message_id=None)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_buccaneers_options_the_raid_and_the_kidnapped_role_are_asked(lang, caplog):
    loc = Localizer(lang, "1897")
    game = (Position(players=3, theme="1897", expansions=("buccaneer",))
            .seat(ANA, idle=["corn", "sugar"]).set(colonist_ship=7).start(ANA))
    game.apply(ANA, "role buccaneer")
    asked = step_text(table_of(game), ANA, loc)
    assert loc.text("buccaneer-kidnapping") in asked and loc.role("buccaneer") in asked
    assert loc.text("prompt-colonist-ship", count=7, minimum=3) in situation(game, loc)
    game.apply(ANA, "raid")
    assert loc.text("buccaneer-raid") in step_text(table_of(game), ANA, loc)
    game.apply(ANA, "pass")
    game.apply(BEA, "role craftsman")
    game.apply(CARLO, "role trader")
    assert game.pending() == (BEA,) and game.state.round == 2  # nothing was kidnapped
    game = Position(players=3, theme="1897", expansions=("buccaneer",)).start(ANA)
    game.apply(ANA, "role buccaneer")
    game.apply(ANA, "kidnap mayor")
    game.apply(BEA, "role craftsman")
    game.apply(CARLO, "role trader")
    asked = step_text(table_of(game), ANA, loc)
    assert asked == loc.text("prompt-step-kidnapped", role=loc.role("mayor"))
    assert not [r for r in caplog.records if r.levelno >= 30]
