"""A name enters the game at most 32 characters long, as Discord itself allows."""

from types import SimpleNamespace

from bot.discord_ui.replies import display_name


def test_a_lobby_takes_a_players_name_cut_to_32_characters():
    user = SimpleNamespace(display_name="z" * 5_000, name="zed")
    assert display_name(user) == "z" * 32
