"""A finished game's review on Discord: the final message's Review button (a link to its
replay), `/pr review` privately with the asker's own summary as a picture and as text (every
player's for someone who did not play), refused for a game in play, said to be on its way while
it is made; and the story's picture drawn again with the turning points once the review is
made."""

from __future__ import annotations

import random

from test_play import ANA, BEA, NOBODY, play_on

from bot.discord_ui.review import game_choices
from bot.l10n import localizer
from bot.links.tokens import Links, signer_for
from bot.offline.recorder import CHANNEL_ID, GUILD_ID
from bot.service.reviews import Reviews

OTHER_CHANNEL = CHANNEL_ID + 1
SECONDS = 0.1  # the analysis' budget: each decision judged on the fewest tables


async def finished_game(h, lang: str = "en", theme: str = "classic", seed: int = 5,
                        channel: int = CHANNEL_ID) -> int:
    """Ana against the computer, played to the end in `channel`; the game's id."""
    h.display_names[ANA] = "Ana"
    await h.command(ANA, "new", theme=theme, language=lang, players=2, computers=1,
                    level="easy", channel_id=channel)
    await h.command(ANA, "start", channel_id=channel)
    await play_on(h, random.Random(seed), channel=channel)
    games = await h.bot.service.recovery.finished_history(channel_id=channel, limit=1)
    return games[0].game_id


async def reviewed(h) -> None:
    """Every queued review made now, by one worker process of the service's own."""
    reviews = h.bot.service.reviews
    reviews.workers, reviews.seconds = 1, SECONDS
    await reviews.catch_up()
    await reviews.stop()
    await h.settle()


def review_button(message) -> dict | None:
    return next((c for c in message.components if c.get("url")), None)


async def test_the_final_message_links_to_the_replay_for_anyone_when_the_table_is_served(
        table):
    h = await table.start()
    h.bot.table_links = Links(table.store, "https://pr.example")
    game_id = await finished_game(h)
    final = next(m for m in h.recorder.channel()
                 if localizer("en").text("score-title") in m.content)
    button = review_button(final)
    signer = await signer_for(table.store)
    assert button["label"] == "Review"
    assert button["url"] == f"https://pr.example/replay?r={signer.replay(game_id)}"
    assert "custom_id" not in button  # a link: anyone in the channel opens it
    await table.stop()


async def test_no_review_button_without_a_served_table(table):
    h = await table.start()
    await finished_game(h, seed=6)
    final = next(m for m in h.recorder.channel()
                 if localizer("en").text("score-title") in m.content)
    assert not final.components
    await table.stop()


async def test_a_game_in_play_is_refused_and_nothing_of_it_reviewed(table):
    h = await table.start()
    await h.command(ANA, "new", theme="classic", language="en", players=2, computers=1,
                    level="easy")
    await h.command(ANA, "start")
    await play_on(h, random.Random(2), clicks=10)
    game_id = (await h.bot.service.tables.table(CHANNEL_ID)).game_id
    reply = await h.command(ANA, "review", game=game_id, locale="es-ES")
    assert reply.ephemeral and not reply.messages[0].files
    assert reply.text == localizer("es").text("review-in-play", game=game_id)
    assert await table.store.review_row(game_id) is None  # nothing queued, nothing made
    assert await h.bot.service.reviews.state(game_id) == "playing"
    reply = await h.command(BEA, "review")  # the channel has no finished game yet
    assert reply.text == localizer("en").text("review-no-game")
    await table.stop()


async def test_a_review_being_made_says_so_and_when_to_ask_again(table):
    h = await table.start()
    game_id = await finished_game(h, lang="it")
    reply = await h.command(ANA, "review", locale="it")
    assert reply.ephemeral
    assert reply.text == localizer("it").text("review-queued", game=game_id)
    assert await h.bot.service.reviews.state(game_id) == "queued"
    await table.stop()


async def test_the_asker_gets_his_own_summary_privately_in_spanish_with_the_link(table):
    h = await table.start()
    h.bot.table_links = Links(table.store, "https://pr.example")
    game_id = await finished_game(h, lang="en")
    await reviewed(h)
    reply = await h.command(ANA, "review", locale="es-ES")
    es = localizer("es")
    answer = reply.messages[0]
    assert reply.ephemeral and answer.files == ["review.png"]
    assert answer.content.startswith(f"**{es.text('review-title', player='Ana', game=game_id)}")
    assert es.text("review-accuracy", player="Ana", accuracy=0).split(":")[0] in answer.content
    assert es.text("review-not-a-player") not in answer.content
    assert review_button(answer)["url"].startswith("https://pr.example/replay?r=")
    assert review_button(answer)["label"] == "Revisión"
    await table.stop()


async def test_someone_who_did_not_play_gets_every_players_summary_in_italian(table):
    h = await table.start()
    game_id = await finished_game(h, lang="it", theme="1897")
    await reviewed(h)
    reply = await h.command(NOBODY, "review", game=game_id, locale="it")
    it = localizer("it", "1897")
    text = reply.messages[0].content
    assert reply.ephemeral and reply.messages[0].files == ["review.png"]
    assert it.text("review-title-all", game=game_id) in text
    assert it.text("review-not-a-player") in text
    names = [line.split(":")[0] for line in text.splitlines() if "precisione del" in line]
    assert len(names) == 2 and "Ana" in names
    assert not review_button(reply.messages[0])  # the table is not served: no link
    await table.stop()


async def test_the_story_is_drawn_again_with_its_turning_points_once_reviewed(table):
    h = await table.start()
    await finished_game(h)
    story = h.recorder.channel()[-1]
    assert story.files == ["story.png"] and story.edits == 0
    text = story.content
    await reviewed(h)
    assert story.files == ["story.png"] and story.edits == 1
    assert story.content == text  # its sentence as it was
    await table.stop()


async def test_a_game_is_chosen_by_its_number_among_the_servers_latest(table):
    h = await table.start()
    first = await finished_game(h, seed=5)
    other = await finished_game(h, seed=6, channel=OTHER_CHANNEL)
    reply = await h.command(ANA, "review", game="", focused="game")
    values = [choice["value"] for choice in reply.choices]
    assert values == [other, first]  # the server's latest first, each with its number
    assert f"#{first}" in reply.choices[1]["name"] and "★" in reply.choices[1]["name"]
    history = await h.command(BEA, "history")  # lists the channel's games as offered here
    assert history.text.splitlines()[1] == reply.choices[1]["name"]
    choices = await game_choices(h.bot.service, GUILD_ID + 1, ANA, localizer("en"))
    assert choices == []  # another server's games are never offered
    reply = await h.command(ANA, "review", game=first + other + 100)
    assert reply.text == localizer("en").text("review-unknown", game=first + other + 100)
    await table.stop()


async def test_a_story_whose_game_another_process_reviewed_is_marked_by_the_clocks_pass(
        table):
    h = await table.start()
    await finished_game(h, seed=6)
    story = h.recorder.channel()[-1]
    elsewhere = Reviews(h.bot.service.tables, workers=1, seconds=SECONDS)  # nobody listens
    await elsewhere.catch_up()
    await elsewhere.stop()
    await h.settle()
    assert story.edits == 0
    waiting = list(h.bot.publisher.pictures.stories.values())
    assert [type(posted).__name__ for posted in waiting] == ["PostedStory"]  # not the game
    await h.bot.timekeeper.run_pass()
    await h.settle()
    assert story.edits == 1 and story.files == ["story.png"]
    await h.bot.timekeeper.run_pass()  # marked once: nothing waits any more
    assert story.edits == 1 and not h.bot.publisher.pictures.stories
    await table.stop()
