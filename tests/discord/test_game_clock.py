"""The game's clock through Discord with a controlled time: a daily game in which one player
never answers still ends, with a restart in the middle; the live message shows when the time
runs out, as a moment each reader's Discord counts down; Undo on the live message; absences and
quiet hours."""

from __future__ import annotations

import inspect
import random
import re
from datetime import UTC, datetime
from pathlib import Path

import pytest
from conftest import Table
from test_play import ANA, BEA, CARLO, live_prompts, open_table, play_on

from bot import clock
from bot.bench.clicker import next_click
from bot.clock import HOUR, ManualTime
from bot.l10n import localizer
from bot.offline.harness import UserOption
from bot.offline.recorder import CHANNEL_ID, asked_users
from bot.words import messages

DAN = 104
FOUR = (ANA, BEA, CARLO, DAN)
EN = localizer("en")
T0 = int(datetime(2026, 11, 23, 12, 0, tzinfo=UTC).timestamp())


async def play_with_clock(h, time: ManualTime, rng: random.Random, absent: int,
                          clicks: int | None = None) -> int:
    """The others click a minute after being asked; when only `absent` is asked, an hour
    passes and the clock loop runs. Returns the clicks made."""
    made = 0
    cog = h.bot.timekeeper
    while clicks is None or made < clicks:
        found = next_click(h.recorder, CHANNEL_ID, rng)
        if found is None:
            return made
        user, message, custom_id, values = found
        if user == absent:
            time.now += HOUR
            await cog.tick()
            await h.settle()  # the changes shown by the publisher
            continue
        time.now += 60
        await h.click(user, message, custom_id, values)
        made += 1
        assert made < 3000, "the game does not end"
    return made


async def test_a_daily_game_with_a_player_who_never_answers_ends_by_itself(table):
    h = await table.start()
    time = ManualTime(T0)
    h.bot.service.tables.now = time
    await open_table(h, players=FOUR)  # the default pace: daily
    assert "⏳" in live_prompts(h)[-1].content
    rng = random.Random(11)
    await play_with_clock(h, time, rng, DAN, clicks=60)

    h = await table.restart()  # the clock's state is in the database
    h.bot.service.tables.now = time
    await play_with_clock(h, time, rng, DAN)

    channel = "\n".join(m.content for m in h.recorder.channel())
    assert EN.text("score-title") in channel
    timeouts = [m for m in h.recorder.channel() if m.content.startswith("⌛")]
    assert len(timeouts) == 1 and "/pr takeback" in timeouts[0].content  # told once
    told = [m for m in h.recorder.dms(DAN) if "/pr takeback" in m.content]
    assert len(told) == 1
    days = (time.now - T0) / 86400
    assert days < 20, days


async def test_undo_on_the_live_message_and_refused_with_the_reason(table):
    h = await table.start()
    await open_table(h, pace="untimed")
    live = live_prompts(h)[-1]
    user = asked_users(live)[0]
    assert not any(c.get("custom_id", "").endswith(":undo") for c in live.components)
    builder = next(c for c in live.components if c.get("label", "").startswith("Builder"))
    await h.click(user, live, builder["custom_id"])
    live = live_prompts(h)[-1]
    undo = next(c for c in live.components if c.get("custom_id", "").endswith(":undo"))
    other = next(u for u in (ANA, BEA, CARLO) if u != user)
    reply = await h.click(other, live, undo["custom_id"])
    assert reply.ephemeral and "You have no decision to take back" in reply.text

    reply = await h.click(user, live, undo["custom_id"])
    assert "took back: Builder" in reply.text
    assert "↶" in live_prompts(h)[-1].content
    table_now = await h.bot.service.tables.table(CHANNEL_ID)
    assert table_now.record.decisions == []
    await table.stop()


async def test_an_absence_stops_the_clock_and_shows_in_status(table):
    h = await table.start()
    time = ManualTime(T0)
    h.bot.service.tables.now = time
    await open_table(h, players=FOUR)
    user = asked_users(live_prompts(h)[-1])[0]
    reply = await h.command(user, "away", until="3d", reason="trip")
    assert reply.ephemeral and "You are away until" in reply.text
    assert "is away until" in live_prompts(h)[-1].content
    reply = await h.command(ANA if user != ANA else BEA, "status")
    assert "is away until" in reply.text and "Pace: daily" in reply.text
    reply = await h.command(user, "away", until="30d")
    assert "at most 7 days" in reply.text and "7 d remain" in reply.text
    time.now += 2 * 86400
    await h.bot.timekeeper.tick()
    await h.settle()  # the changes shown by the publisher
    assert not any(m.content.startswith("⌛") for m in h.recorder.channel())
    await h.command(user, "away", until="off")  # back sooner: two days of his seven spent
    reply = await h.command(user, "away", until="6d")
    assert "at most 7 days" in reply.text and "5 d remain" in reply.text
    reply = await h.command(user, "away", until="6d", locale="es-ES")
    assert "7 días de ausencia en total" in reply.text and "te quedan 5 d" in reply.text
    reply = await h.command(user, "away", until="6d", locale="it")
    assert "7 giorni di assenza in tutto" in reply.text and "ne restano 5 g" in reply.text
    await table.stop()


async def test_quiet_hours_hold_the_ping_until_they_end(table):
    h = await table.start()
    time = ManualTime(T0)  # noon UTC
    h.bot.service.tables.now = time
    reply = await h.command(DAN, "quiet", hours="11:00-14:00", timezone="Nowhere/Land")
    assert "is not a time zone" in reply.text
    reply = await h.command(DAN, "quiet", hours="11:00-14:00", timezone="UTC")
    assert "No DMs between 11:00-14:00" in reply.text
    h.bot.clock = lambda: datetime.fromtimestamp(time.now, UTC)  # who is watching
    await open_table(h, players=(ANA, DAN))
    rng = random.Random(2)
    cog = h.bot.timekeeper
    service = h.bot.service

    async def owed():
        table_now = await service.tables.table(CHANNEL_ID)
        rows = await service.clock.clock_rows(table_now)
        return rows[table_now.seat_of(DAN)].ping_owed

    while await owed() is None:  # until a ping to him falls in his quiet hours
        time.now += 600
        user, message, custom_id, values = next_click(h.recorder, CHANNEL_ID, rng)
        await h.click(user, message, custom_id, values)
    pinged = len([m for m in h.recorder.dms(DAN) if "Your turn" in m.content])
    time.now = T0 + 2 * HOUR + 1
    await cog.tick()
    await h.settle()  # the changes shown by the publisher
    pings = [m for m in h.recorder.dms(DAN) if "Your turn" in m.content]
    assert len(pings) == pinged + 1 and "Your time runs out" in pings[-1].content
    await cog.tick()
    await h.settle()  # the changes shown by the publisher
    assert len([m for m in h.recorder.dms(DAN) if "Your turn" in m.content]) == pinged + 1
    await table.stop()


def drawn_with(seen: list):
    """Stand-in pictures that keep what each was asked to show."""
    def render(game, lang, theme, **shown):
        seen.append(shown)
        return [b"\x89PNG board"]
    return render


async def test_the_final_message_and_score_sheet_say_who_was_voted_out(tmp_path):
    seen: list[dict] = []
    table = Table(tmp_path / "games.sqlite3", render=drawn_with(seen))
    h = await table.start()
    time = ManualTime(T0)
    service = h.bot.service
    service.tables.now = time
    await open_table(h, lang="it", players=(ANA, BEA))
    user = asked_users(live_prompts(h)[-1])[0]
    other = BEA if user == ANA else ANA
    for _ in range(3):  # out of time three times, back each time
        table_now = await service.tables.table(CHANNEL_ID)
        time.now = await service.clock.deadline_of(table_now, table_now.seat_of(user))
        await service.clock.tick()
        await service.seats.take_back(CHANNEL_ID, user, user, False)
    await h.command(other, "vote", player=UserOption(user))
    seat = (await service.tables.table(CHANNEL_ID)).seat_of(user)
    assert seat in (await service.tables.table(CHANNEL_ID)).computers  # one vote of one: done
    await play_on(h, random.Random(5))

    final = next(m.content for m in reversed(h.recorder.channel())
                 if localizer("it").text("score-title") in m.content)
    assert "il computer ha giocato al suo posto dal turno 1 (per voto degli altri)" in final
    assert seen[-1] == {"voted_out": {seat: 1}}  # the score sheet's picture is told too
    await table.stop()


async def test_a_player_who_takes_his_seat_back_after_a_time_out_has_the_small_reserve(table):
    h = await table.start()
    time = ManualTime(T0)
    h.bot.service.tables.now = time
    await open_table(h, players=FOUR)  # daily: 6 h after a time-out
    user = asked_users(live_prompts(h)[-1])[0]
    table_now = await h.bot.service.tables.table(CHANNEL_ID)
    time.now = await h.bot.service.clock.deadline_of(table_now, table_now.seat_of(user))
    await h.bot.timekeeper.tick()  # out of time: the computer answers for him
    await h.settle()  # the changes shown by the publisher
    await h.command(user, "takeback", player=UserOption(user))
    reply = await h.command(user, "status")
    name = table_now.names[table_now.seat_of(user)]
    assert f"{name}: 6 h" in reply.text, reply.text
    await table.stop()


@pytest.mark.parametrize("restart", [False, True])
async def test_taking_back_a_decision_that_ended_a_phase_goes_back_to_its_message(table,
                                                                                  restart):
    """Nobody produces in the first round: the Craftsman's phase ends as it is chosen and the
    next role's message opens; taking it back leaves the channel as if it had not been, even
    with a restart in between."""
    h = await table.start()
    await open_table(h, pace="untimed")
    first = live_prompts(h)[-1]
    user = asked_users(first)[0]
    craftsman = next(c for c in first.components if c.get("label", "").startswith("Craftsman"))
    await h.click(user, first, craftsman["custom_id"])
    (opened,) = live_prompts(h)
    assert opened.id != first.id and user not in asked_users(opened)
    if restart:
        h = await table.restart()
    undo = next(c for c in opened.components if c.get("custom_id", "").endswith(":undo"))
    await h.click(user, opened, undo["custom_id"])

    channel = h.recorder.channel()
    assert opened.id not in [m.id for m in channel]  # the role's message it opened is gone
    assert [m.content.count("↶") for m in channel if "↶" in m.content] == [1]
    assert not any("chooses the Craftsman" in m.content for m in channel)
    (live,) = live_prompts(h)
    assert live.id == first.id and live.files  # the round's message, with its pictures
    assert asked_users(live) == [user] and "↶" in live.content
    craftsman = next(c for c in live.components if c.get("label", "").startswith("Craftsman"))
    await h.click(user, live, craftsman["custom_id"])  # and the game goes on from there
    assert sum("chooses the Craftsman" in m.content for m in h.recorder.channel()) == 1
    assert user not in asked_users(live_prompts(h)[-1])
    await table.stop()


LOCALE = {"en": "en-US", "es": "es-ES", "it": "it"}


@pytest.mark.parametrize("lang", ["en", "es", "it"])
async def test_each_refused_vote_says_why_and_a_passing_vote_counts_those_with_a_say(table,
                                                                                    lang):
    h = await table.start()
    time = ManualTime(T0)
    service = h.bot.service
    service.tables.now = time
    loc = localizer(lang)
    await open_table(h, lang=lang, players=(ANA, BEA, CARLO))
    late = asked_users(live_prompts(h)[-1])[0]
    first, second = [u for u in (ANA, BEA, CARLO) if u != late]
    for _ in range(3):  # out of time three times, back each time
        table_now = await service.tables.table(CHANNEL_ID)
        time.now = await service.clock.deadline_of(table_now, table_now.seat_of(late))
        await service.clock.tick()
        await service.seats.take_back(CHANNEL_ID, late, late, False)

    async def vote(voter, on):
        reply = await h.command(voter, "vote", player=UserOption(on), locale=LOCALE[lang])
        return reply.text

    assert await vote(late, late) == loc.text("service-error-vote_on_yourself")
    assert await vote(first, DAN) == loc.text("service-error-vote_not_seated")
    assert await vote(DAN, late) == loc.text("service-error-not_a_player")
    assert await vote(first, late) == loc.text("clock-vote-counted", votes=1, needed=2)
    await service.seats.replace(CHANNEL_ID, ANA, first, "easy", True)  # his seat is the computer's
    assert await vote(first, late) == loc.text("service-error-vote_computer_plays_yours")
    # the first vote no longer counts: the second player alone has a say, and decides
    assert await vote(second, late) == loc.text("clock-vote-passed", votes=1, voters=1)
    assert (await service.tables.table(CHANNEL_ID)).seat_of(late) in (
        await service.tables.table(CHANNEL_ID)).computers
    await h.bot.close()


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_vote_counts_read_naturally(lang):
    loc = localizer(lang)
    words = {"en": ("1 vote of", "2 votes of", "2 of the 3 players"),
             "es": ("1 voto de", "2 votos de", "2 de los 3 jugadores"),
             "it": ("1 voto dei", "2 voti dei", "2 dei 3 giocatori")}[lang]
    assert words[0] in loc.text("clock-vote-counted", votes=1, needed=2)
    assert words[1] in loc.text("clock-vote-counted", votes=2, needed=3)
    assert words[2] in loc.text("clock-vote-passed", votes=2, voters=3)
    alone = loc.text("clock-vote-passed", votes=1, voters=1)
    assert "1" not in alone and alone != loc.text("clock-vote-passed", votes=1, voters=2)


async def test_a_time_out_in_quiet_hours_is_told_by_dm_when_they_end(table):
    h = await table.start()
    time = ManualTime(T0)  # noon UTC
    h.bot.service.tables.now = time
    await open_table(h, players=FOUR)
    user = asked_users(live_prompts(h)[-1])[0]
    await h.command(user, "quiet", hours="00:00-23:30", timezone="UTC")  # his clock: 00-10
    table_now = await h.bot.service.tables.table(CHANNEL_ID)
    time.now = await h.bot.service.clock.deadline_of(table_now, table_now.seat_of(user))
    cog = h.bot.timekeeper
    await cog.tick()  # out of time in his quiet hours: the others are told, he is not yet
    await h.settle()  # the changes shown by the publisher

    def told():
        return [m for m in h.recorder.dms(user) if "/pr takeback" in m.content]

    assert sum(m.content.startswith("⌛") for m in h.recorder.channel()) == 1
    assert told() == []
    assert time.now % 86400 == 23 * HOUR  # out of time at 23:00, after his clock's 10 hours
    time.now += HOUR // 2  # 23:30 UTC: his quiet hours end
    await cog.tick()
    await h.settle()  # the changes shown by the publisher
    await cog.tick()
    await h.settle()  # the changes shown by the publisher
    assert len(told()) == 1
    await table.stop()


async def test_a_time_out_cut_off_by_a_crash_is_told_once_after_the_restart(table):
    h = await table.start()
    time = ManualTime(T0)
    h.bot.service.tables.now = time
    await open_table(h, players=FOUR)
    user = asked_users(live_prompts(h)[-1])[0]
    table_now = await h.bot.service.tables.table(CHANNEL_ID)
    time.now = await h.bot.service.clock.deadline_of(table_now, table_now.seat_of(user))
    assert [e.kind for e in await h.bot.service.clock.tick()] == ["timeout"]  # written, then killed

    h = await table.restart()
    h.bot.service.tables.now = time
    cog = h.bot.timekeeper
    await cog.tick()
    await h.settle()  # the changes shown by the publisher
    await cog.tick()
    await h.settle()  # the changes shown by the publisher
    assert sum(m.content.startswith("⌛") for m in h.recorder.channel()) == 1
    assert len([m for m in h.recorder.dms(user) if "/pr takeback" in m.content]) == 1
    await table.stop()


@pytest.mark.parametrize("lang", ["en", "es", "it"])
async def test_the_live_message_counts_down_in_the_readers_client_with_no_edit(table, lang):
    h = await table.start()
    time = ManualTime(T0)
    h.bot.service.tables.now = time
    await open_table(h, lang=lang, players=FOUR)
    live = live_prompts(h)[-1]
    game = await h.bot.service.tables.table(CHANNEL_ID)
    seat = game.game.pending()[0]
    deadline = await h.bot.service.clock.deadline_of(game, seat)
    assert f"⏳ {game.names[seat]}: <t:{deadline}:R>" in live.content.splitlines(), live.content
    edits = live.edits
    time.now += 5 * HOUR  # the clock has moved on; the deadline has not
    await h.command(ANA, "status", locale=lang)
    board = next(c for c in live.components if c.get("custom_id", "").endswith(":board"))
    await h.click(BEA, live, board["custom_id"])
    assert live_prompts(h)[-1].id == live.id and live.edits == edits
    await table.stop()


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_four_players_clocks_share_lines_that_fit_as_discord_shows_them(lang):
    """The Mayor's phase waits on everyone: their clocks go side by side, each line within
    90 characters as a reader's Discord writes the moments at their widest."""
    loc = localizer(lang)
    clocks = [loc.text("clock-runs-out", player=f"User10{seat}", when=f"<t:{T0 + seat * HOUR}:R>")
              for seat in range(4)]
    lines = messages.side_by_side(clocks)
    assert " · ".join(lines) == " · ".join(clocks)  # every clock, in the seats' order
    shown = [re.sub(r"<t:\d+:R>", "dentro de 59 minutos", line) for line in lines]
    assert len(lines) == 2 and all(len(line) <= 90 for line in shown), shown


MADRID = clock.zone("Europe/Madrid")
QUIET_UNTIL = {"en": "quiet until", "es": "en horas de silencio hasta las",
               "it": "in ore di silenzio fino alle"}
LOCALES = {"en": "en-US", "es": "es-ES", "it": "it"}


def madrid(*when: int) -> int:
    return int(datetime(*when, tzinfo=MADRID).timestamp())


@pytest.mark.parametrize("lang", ["en", "es", "it"])
async def test_his_quiet_hours_stop_his_clock_and_the_live_message_says_so(table, lang):
    h = await table.start()
    time = ManualTime(T0)  # 13:00 in Madrid
    h.bot.service.tables.now = time
    await open_table(h, lang, players=FOUR)
    user = asked_users(live_prompts(h)[-1])[0]
    await h.command(user, "quiet", hours="23:00-08:00", timezone="Europe/Madrid")
    service = h.bot.service
    table_now = await service.tables.table(CHANNEL_ID)
    seat = table_now.seat_of(user)
    row = (await service.clock.clock_rows(table_now))[seat]
    await service.store.set_bank(table_now.game_id, seat, row.bank,  # out at 02:00 without it
                                 clock.Bank(left=13 * HOUR, since=T0, asked_with=13 * HOUR))
    name = messages.names(table_now)[seat]
    morning = madrid(2026, 11, 24, 8, 0)
    stopped = f"⏸ {name}: {QUIET_UNTIL[lang]} <t:{morning}:t>"
    while time.now < madrid(2026, 11, 24, 10, 30):
        time.now += 30 * 60
        await h.bot.timekeeper.tick()
        await h.settle()
        live = live_prompts(h)[-1].content
        assert not any(m.content.startswith("⌛") for m in h.recorder.channel()), \
            [m.content for m in h.recorder.channel()][-3:]
        if madrid(2026, 11, 23, 23, 0) <= time.now < morning:
            assert stopped in live and "⏳" not in live, time.now
        if time.now == madrid(2026, 11, 24, 2, 0):  # when his bank would have run out
            reply = await h.command(next(u for u in FOUR if u != user), "status",
                                    locale=LOCALES[lang])
            assert stopped in reply.text
    end = madrid(2026, 11, 24, 11, 0)  # 10 hours ran to 23:00, and 3 from 08:00
    assert "⏸" not in live and f"⏳ {name}: <t:{end}:R>" in live
    time.now = end
    await h.bot.timekeeper.tick()
    await h.settle()  # the line is the publisher's, from the feed
    assert sum(m.content.startswith("⌛") for m in h.recorder.channel()) == 1
    await table.stop()


@pytest.mark.parametrize("lang,night,longer", [
    ("en", "at most 10 hours a night: from 23:00 to 08:00",
     "at most 10 hours a night: from 20:00 to 06:00"),
    ("es", "como mucho 10 horas por noche: de 23:00 a 08:00",
     "como mucho 10 horas por noche: de 20:00 a 06:00"),
    ("it", "al massimo 10 ore a notte: dalle 23:00 alle 08:00",
     "al massimo 10 ore a notte: dalle 20:00 alle 06:00")])
async def test_quiet_hours_say_how_long_they_stop_his_clock(table, lang, night, longer):
    h = await table.start()
    reply = await h.command(DAN, "quiet", hours="23:00-08:00", timezone="Europe/Madrid",
                            locale=LOCALES[lang])
    assert night in reply.text
    reply = await h.command(DAN, "quiet", hours="20:00-10:00", locale=LOCALES[lang])
    assert longer in reply.text  # 14 hours declared: DMs wait for all, the clock for 10
    await table.stop()


async def test_a_decision_is_shown_with_the_clocks_and_prefs_read_with_it(table):
    """The live message's clock lines, the picture's clock and the DMs of a decision come
    with its outcome, read under the game's lock: showing it reads no clock or preference
    back from the service."""
    h = await table.start()
    time = ManualTime(T0)
    h.bot.service.tables.now = time
    h.bot.clock = lambda: datetime.fromtimestamp(time.now, UTC)
    await open_table(h, players=FOUR)
    read_back: list[str] = []
    for part, name in [(h.bot.service.clock, "user_clock"), (h.bot.service.clock, "deadline_of"),
                       (h.bot.service.clock, "clock_rows"), (h.bot.service.clock, "hold_ping"),
                       (h.bot.service.clock, "pending_view"), (h.bot.service.players, "user")]:
        setattr(part, name, _noted(getattr(part, name), name, read_back))
    rng = random.Random(3)
    dms = {person: len(h.recorder.dms(person)) for person in FOUR}
    for _ in range(8):  # a role and what follows it: new people asked, DMs sent
        user, message, custom_id, values = next_click(h.recorder, CHANNEL_ID, rng)
        time.now += 10 * 60  # long enough for the others to be called by DM
        await h.click(user, message, custom_id, values)
        await h.settle()
        assert read_back == [], read_back
    assert "⏳" in live_prompts(h)[-1].content
    called = [m for person in FOUR for m in h.recorder.dms(person)[dms[person]:]]
    deadline = EN.text("clock-ends", when="").strip()[:6]
    assert called and all(deadline in m.content for m in called), [m.content for m in called]
    await table.stop()


async def test_a_dm_says_when_his_time_runs_out_once_as_his_discord_writes_it(table):
    """Discord writes a <t:…> moment in each reader's own time zone: the DM says it so, and
    not again as plain text in the time zone he gave /pr quiet."""
    h = await table.start()
    time = ManualTime(T0)
    h.bot.service.tables.now = time
    h.bot.clock = lambda: datetime.fromtimestamp(time.now, UTC)
    for person in FOUR:  # quiet hours far from now: his DMs come at once
        await h.command(person, "quiet", hours="03:00-04:00", timezone="Europe/Madrid")
    await open_table(h, players=FOUR)
    dms = {person: len(h.recorder.dms(person)) for person in FOUR}
    rng = random.Random(3)
    for _ in range(8):
        user, message, custom_id, values = next_click(h.recorder, CHANNEL_ID, rng)
        time.now += 10 * 60  # long enough for the others to be called by DM
        await h.click(user, message, custom_id, values)
        await h.settle()
    called = [m.content for person in FOUR for m in h.recorder.dms(person)[dms[person]:]]
    assert called
    for content in called:
        deadline = int(re.search(r"<t:(\d+):f>", content)[1])
        line = EN.text("clock-ends", when=f"<t:{deadline}:f> (<t:{deadline}:R>)")
        assert line in content.splitlines() and "Europe/Madrid" not in content, content
    await table.stop()


def _noted(method, name: str, notes: list[str]):
    """`method`, noting its name when a surface (not the service itself) calls it."""
    async def noted(*args, **kwargs):
        caller = Path(inspect.stack()[1].filename)
        if "service" not in caller.parts:
            notes.append(f"{name} from {caller.name}")
        return await method(*args, **kwargs)
    return noted
