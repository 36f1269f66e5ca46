"""A Builder with more decisions than a message holds (the Black Market's returns, the
University's nobles): every decision stays one, two or three clicks away, within Discord's
limits, and a chosen one is exactly what is built; clicks that must not count change nothing."""

from __future__ import annotations

import random

import discord
import pytest
from test_play import ANA, BEA, CARLO, live_prompts

from bot.discord_ui import buttons, custom_ids, private_prompts, prompts
from bot.game import Game, expansions
from bot.game.record import Record
from bot.game.setup import Setup
from bot.game.simulate import random_game
from bot.l10n import localizer
from bot.offline.harness import Harness
from bot.offline.recorder import CHANNEL_ID, Message
from bot.service import Table

EN = localizer("en", "1897")
ROWS, OPTIONS = 5, 25  # Discord's limits: action rows of a message, options of a select


# ------------------------------------------------------------------ the walk
def reachable(table: Table, seat: int, view: discord.ui.View, depth: int = 0) -> list[int]:
    """The decisions (indices into the seat's legal ones) its components reach, opening every
    group as its select would; checks each message against Discord's limits on the way."""
    assert depth < 3, "a decision more than three clicks away"
    assert len({item.row for item in view.children}) <= ROWS and \
        sum(isinstance(item.item, discord.ui.Select) for item in view.children) <= ROWS
    legal = table.game.legal(seat)
    found = []
    for item in view.children:
        if isinstance(item, buttons.DecisionButton) and item.action != custom_ids.SUGGESTED:
            found.append(int(item.action))
        elif isinstance(item, buttons.DecisionSelect | buttons.NarrowSelect):
            assert len(item.item.options) <= OPTIONS
            for option in item.item.options:
                found += opened(table, seat, item, option.value, legal, depth)
    return found


def opened(table: Table, seat: int, item, value: str, legal: list[str], depth: int) -> list[int]:
    if isinstance(item, buttons.DecisionSelect):
        return [int(value)]
    members = custom_ids.group_at(legal, value, item.depth)
    if len(members) == 1:
        return members
    inner = private_prompts.narrow_view(table, seat, EN, members, item.depth + 1)
    found = reachable(table, seat, inner, depth + 1)
    assert sorted(found) == members  # the group opens to its own decisions, all of them
    return found


def table_of(game) -> Table:
    return Table(game_id=1, channel_id=1, guild_id=None, host_id=1, status="playing",
                 theme="1897", lang="en", options={}, seats=[11, 12, 13, 14],
                 names=["Ana", "Bea", "Carlo", "Dora"], game=game, record=None, seq=0,
                 prompt_message_id=None)


def test_no_builder_prompt_drops_a_decision():
    """Random games with every expansion: each Builder's prompt reaches each of his
    decisions exactly once; the largest of them do not fit a message as selects."""
    largest = 0
    for seed in (2, 5, 8):
        record = random_game(4, seed, expansions=tuple(expansions.known())).record
        game, _ = Record(record.setup).replay()
        for seat, decision in record.decisions:
            if game.state.step == "builder" and seat in game.pending():
                table = table_of(game)
                view = prompts.live_view(table, EN)
                assert sorted(reachable(table, seat, view)) == \
                    list(range(len(game.legal(seat))))
                largest = max(largest, len(game.legal(seat)))
            game.apply(seat, decision)
    assert largest > OPTIONS * prompts.SELECTS_PER_PROMPT


def test_a_group_too_large_for_its_message_is_split_once_more(monkeypatch):
    """With one select a private message, a building's ways beyond 25 are split by the first
    piece given back: still every decision, at most three clicks away."""
    monkeypatch.setattr(private_prompts, "PRIVATE_SELECTS", 1)
    record = random_game(4, 2, expansions=tuple(expansions.known())).record
    game, _ = Record(record.setup).replay()
    for seat, decision in record.decisions:
        legal = game.legal(seat) if game.state.step == "builder" else []
        heads = {custom_ids.narrowed(d, 1) for d in legal}
        if any(sum(custom_ids.narrowed(d, 1) == head for d in legal) > OPTIONS for head in heads):
            table = table_of(game)
            assert sorted(reachable(table, seat, prompts.live_view(table, EN))) == \
                list(range(len(legal)))
            return
        game.apply(seat, decision)
    raise AssertionError("no building with more than 25 ways")


# ------------------------------------------------------------ through the bot
async def crowded_builder(h: Harness, seed: int = 4) -> Table:
    """A three-player game with every expansion, played at random through the service until
    the Builder's player has more than a hundred decisions."""
    await h.command(ANA, "new", theme="1897", language="en", players=3,
                    new_buildings="all_new", nobles=True, buccaneer=True, festival=True)
    await h.command(BEA, "join")
    await h.command(CARLO, "join")
    await h.command(ANA, "start")
    service, rng = h.bot.service, random.Random(seed)
    for _ in range(5000):
        table = await service.tables.table(CHANNEL_ID)
        game = table.game
        if game.state.step == "builder" and len(game.legal(game.pending()[0])) > 100:
            await h.bot.publisher.refresh(table)
            await h.settle()
            return table
        user = rng.choice(table.pending_users)
        await service.play.decide(CHANNEL_ID, user, table.seq,
                             [rng.choice(await service.play.legal(CHANNEL_ID, user))])
    raise AssertionError("no crowded Builder in 5000 decisions")


async def clicked_reach(h: Harness, user: int, message: Message, legal: list[str]) -> set[int]:
    """The decisions a player reaches by clicking through a prompt: every button and option,
    a group of several opened (privately) and walked in turn."""
    found: set[int] = set()
    message = message.snapshot()  # a private message changes in place as it is walked
    for component in message.components:
        custom_id = component.get("custom_id", "")
        if custom_id.startswith("pr1:") and not custom_id.endswith((":auto", ":board")):
            found.add(int(custom_id.rsplit(":", 1)[1]))
        elif custom_id.startswith("pr1s:"):
            found |= {int(option["value"]) for option in component["options"]}
        elif custom_id.startswith("pr1o:"):
            depth = int(custom_id.split(":")[-2])
            for option in component["options"]:
                members = custom_ids.group_at(legal, option["value"], depth)
                if len(members) == 1:
                    found.add(members[0])
                    continue
                reply = await h.click(user, message, custom_id, [option["value"]])
                private = reply.messages[0] if reply.messages else h.recorder.messages[message.id]
                assert private.ephemeral
                inner = await clicked_reach(h, user, private, legal)
                assert inner == set(members)
                found |= inner
    return found


@pytest.mark.parametrize("private_selects", [private_prompts.PRIVATE_SELECTS, 1])
async def test_every_decision_of_a_crowded_builder_is_reachable_and_taken_as_chosen(
        table, monkeypatch, private_selects):
    """Walked by clicks, the prompt reaches each decision; one with pieces given back is
    built as chosen, from its building's private message (split once more by the first piece
    given back when a building's ways need more selects than a message holds)."""
    monkeypatch.setattr(private_prompts, "PRIVATE_SELECTS", private_selects)
    h = await table.start()
    before = await crowded_builder(h)
    seat = before.game.pending()[0]
    user, legal = before.seats[seat], before.game.legal(seat)
    live = live_prompts(h)[-1].snapshot()  # as the player saw it, before it moves on
    assert any(c["custom_id"].startswith("pr1o:") for c in live.components)
    assert await clicked_reach(h, user, live, legal) == set(range(len(legal)))
    # opening decides nothing
    assert (await h.bot.service.tables.table(CHANNEL_ID)).seq == before.seq

    # the last decision with pieces given back: its building, then its way of paying
    wanted = max(range(len(legal)), key=lambda i: (legal[i].count(" -"), i))
    select, private = await opened_group(h, user, live, legal, wanted)
    assert private.content.startswith(EN.text(
        "prompt-choose-way", choice=EN.decision(custom_ids.narrowed(legal[wanted], 1)),
        count=len(custom_ids.group_at(legal, str(wanted), 1))))
    intruder = next(u for u in before.seats if u != user)
    refused = await h.click(intruder, live, select["custom_id"], [str(wanted)])
    assert refused.text == EN.text("click-not-yours", player=f"User{user % 1000}")
    assert (await h.bot.service.tables.table(CHANNEL_ID)).seq == before.seq
    await choose(h, user, private, wanted)
    after = await h.bot.service.tables.table(CHANNEL_ID)
    assert after.record.decisions[-1] == (seat, legal[wanted])

    stale = await h.click(user, live, select["custom_id"], [str(wanted)])
    assert stale.text.startswith(EN.text("click-expired"))
    assert (await h.bot.service.tables.table(CHANNEL_ID)).seq == after.seq
    await table.stop()


async def opened_group(h: Harness, user: int, live: Message, legal: list[str],
                       wanted: int) -> tuple[dict, Message]:
    """The live message's select holding a decision's building, and the private message
    that building's option opens."""
    members = custom_ids.group_at(legal, str(wanted), 1)
    for select in [c for c in live.components if c["custom_id"].startswith("pr1o:")]:
        for option in select["options"]:
            if int(option["value"]) in members:
                reply = await h.click(user, live, select["custom_id"], [option["value"]])
                return select, reply.messages[0]
    raise AssertionError(f"{legal[wanted]} is in no select")


async def choose(h: Harness, user: int, private: Message, wanted: int) -> None:
    """Click through a private message down to one decision."""
    legal = (await h.bot.service.tables.table(CHANNEL_ID)).game.legal(
        (await h.bot.service.tables.table(CHANNEL_ID)).seat_of(user))
    for component in private.components:
        custom_id = component["custom_id"]
        if custom_id.startswith("pr1:") and custom_id.endswith(f":{wanted}"):
            await h.click(user, private, custom_id)
            return
        values = [int(o["value"]) for o in component.get("options", [])]
        if custom_id.startswith("pr1s:") and wanted in values:
            await h.click(user, private, custom_id, [str(wanted)])
            return
        depth = int(custom_id.split(":")[-2]) if custom_id.startswith("pr1o:") else 0
        for value in values if depth else []:
            if wanted in custom_ids.group_at(legal, str(value), depth):
                await h.click(user, private, custom_id, [str(value)])
                await choose(h, user, h.recorder.messages[private.id], wanted)
                return
    raise AssertionError("the decision is not in the private message")


def test_the_drafts_runs_of_25_are_named_by_the_columns_they_span():
    """The draft's first pick has more groups than a message has rows: its selects are runs of
    25, each named by the first and last column it holds, never by a bare count."""
    game = Game.new(Setup(players=("a", "b", "c", "d"), seed=3, expansions=("new_buildings",)))
    seat = game.pending()[0]
    view = discord.ui.View()
    prompts.add_choices(view, table_of(game), seat, localizer("es", "1897"))
    shown = [item.item.placeholder for item in view.children
             if isinstance(item, buttons.DecisionSelect)]
    assert len(shown) >= 2
    assert shown[0].startswith("Columna 1 (1 PV) – ")
    assert all("Columna" in text or "Edificios grandes" in text for text in shown)
