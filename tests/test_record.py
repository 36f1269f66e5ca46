"""Game records: replay rebuilds the same game, and a broken record names its first bad decision."""

import json

import pytest

from bot.game import BadRecord, Game, Setup
from bot.game.record import Record
from bot.game.simulate import random_game


@pytest.fixture(scope="module")
def played():
    return random_game(3, seed=11)


def test_replay_gives_the_same_state_and_events(played):
    game_a, events_a = played.record.replay()
    game_b, events_b = Record.from_json(played.record.to_json()).replay()
    assert game_a.is_over
    assert game_a.to_json() == game_b.to_json()
    assert events_a == events_b


def test_replay_events_are_the_events_of_play():
    record = Record(Setup(players=("A", "B", "C", "D"), seed=5))
    game, _ = record.replay()
    seen = list(game.opening_events)
    for _ in range(60):
        seat = game.pending()[0]
        seen += record.play(game, seat, game.legal(seat)[-1])
    _, replayed = record.replay()
    assert replayed == seen


def test_same_seed_same_game_and_different_seed_different_game():
    first = random_game(4, seed=3).record
    again = random_game(4, seed=3).record
    other = random_game(4, seed=4).record
    assert first.decisions == again.decisions
    assert first.replay()[0].to_json() == again.replay()[0].to_json()
    assert first.replay()[0].to_json() != other.replay()[0].to_json()


def test_a_partial_record_replays_to_the_current_state(played):
    half = Record(played.record.setup, played.record.decisions[:40])
    game, _ = half.replay()
    assert not game.is_over
    assert game.pending()


def test_tampered_decision_is_named(played):
    data = played.record.to_dict()
    data["decisions"][25][1] = "build city_hall"
    with pytest.raises(BadRecord) as err:
        Record.from_dict(data).replay()
    assert err.value.index == 25
    assert "decision 26" in err.value.reason
    assert err.value.decision == "build city_hall"


def test_wrong_seat_is_named(played):
    data = played.record.to_dict()
    seat, text = data["decisions"][0]
    data["decisions"][0] = [(seat + 1) % 3, text]
    with pytest.raises(BadRecord) as err:
        Record.from_dict(data).replay()
    assert err.value.index == 0


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d.pop("setup"),
        lambda d: d.update(format="chess"),
        lambda d: d.update(version=99),
        lambda d: d["setup"].update(players=["solo"]),
        lambda d: d["setup"].update(theme="steampunk"),
        lambda d: d["decisions"].append("role mayor"),
        lambda d: d["decisions"].append([0]),
    ],
)
def test_malformed_records_are_rejected(played, mutate):
    data = played.record.to_dict()
    mutate(data)
    with pytest.raises(BadRecord):
        Record.from_dict(data).replay()


def test_not_json_is_rejected():
    with pytest.raises(BadRecord):
        Record.from_json("{not json")


def test_state_json_is_small_and_round_trips(played):
    game, _ = played.record.replay()
    text = game.to_json()
    assert len(text.encode()) < 20_000
    assert Game.from_json(text).to_json() == text
    json.loads(text)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_player_chooses_the_right_number_of_roles_each_round(players):
    game, events = random_game(players, seed=players).record.replay()
    picks_per_round = 3 if players == 2 else 1
    rounds: list[list[int]] = [[]]
    for event in events:
        if event["type"] == "role_chosen":
            rounds[-1].append(event["seat"])
        elif event["type"] == "round_ended":
            rounds.append([])
    for chosen in rounds[:-1]:
        assert sorted(chosen) == sorted(list(range(players)) * picks_per_round)
    assert rounds[-1] == []
