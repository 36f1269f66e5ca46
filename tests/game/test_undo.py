"""Taking decisions back: only a seat's own last ones, while nobody else decided since and
nothing unknown was turned over by them (a face-down plantation, a shuffle, the Festival)."""

from __future__ import annotations

import random

import pytest

from bot.game import CannotUndo, Setup
from bot.game.record import Record

ANA, ROBERTO, CRISTINA, DAVID = range(4)
REVEALING = {"plantations_drawn", "plantations_reshuffled", "hacienda_drawn", "festival_set",
             "plantation_bought"}


def builder_table(table):
    t = table(4)
    t.seat(ANA, doubloons=5)
    t.seat(ROBERTO, doubloons=5)
    return t.start(ANA)


def test_a_build_may_be_taken_back_with_the_role_before_it(table):
    game = builder_table(table)
    game.apply(ANA, "role builder")
    assert game.undoable(ANA) == 1
    game.apply(ANA, "build small_market")
    assert game.pending() == (ROBERTO,)
    assert game.undoable(ANA) == 2
    assert game.undoable(ROBERTO) == 0
    assert game.undo_refusal(ROBERTO) == "nothing"  # he has not decided: nobody decided since


def test_a_seat_that_never_decided_has_nothing_to_take_back_whoever_decided_last(table):
    game = builder_table(table)
    game.apply(ANA, "role builder")
    game.apply(ANA, "build small_market")
    game.apply(ROBERTO, "build small_indigo_plant")
    assert game.undo_refusal(CRISTINA) == "nothing"
    assert game.undo_refusal(ANA) == "others"
    assert game.pending() == (ROBERTO,)  # the others could only pass: forced, not theirs
    game.apply(ROBERTO, "role settler")
    assert game.undo_refusal(ANA) == "others"
    assert game.undo_refusal(DAVID) == "nothing"


def test_nothing_after_another_player_decided(table):
    game = builder_table(table)
    game.apply(ANA, "role builder")
    game.apply(ANA, "build small_market")
    game.apply(ROBERTO, "build small_indigo_plant")
    assert game.undoable(ANA) == 0
    assert game.undo_refusal(ANA) == "others"
    assert game.undoable(ROBERTO) == 1


def test_nothing_before_the_first_decision(table):
    game = builder_table(table)
    assert game.undoable(ANA) == 0
    assert game.undo_refusal(ANA) == "nothing"


def settler_table(table, **fields):
    t = table(4)
    t.set(**{"face_up": ["corn", "indigo", "sugar", "tobacco", "coffee"],
             "plantation_pile": ["sugar"] * 6 + ["corn", "coffee"], "discards": [], **fields})
    return t


def test_a_tile_taken_face_up_may_be_taken_back(table):
    game = settler_table(table).start(ANA)
    game.apply(ANA, "role settler")
    game.apply(ANA, "take coffee")
    assert game.undoable(ANA) == 2


def test_the_last_settler_turn_draws_the_new_row_and_stays(table):
    game = settler_table(table).start(ANA)
    for seat, decision in ((ANA, "role settler"), (ANA, "take coffee"), (ROBERTO, "take corn"),
                           (CRISTINA, "pass")):
        game.apply(seat, decision)
    assert game.undoable(CRISTINA) == 1
    game.apply(DAVID, "pass")  # the phase ends: the face-down pile is turned over
    assert game.undoable(DAVID) == 0
    assert game.undo_refusal(DAVID) == "plantations"


def test_a_shuffle_of_the_discards_stays(table):
    game = settler_table(table, plantation_pile=["corn"], discards=["tobacco"] * 6).start(ANA)
    for seat, decision in ((ANA, "role settler"), (ANA, "take coffee"), (ROBERTO, "pass"),
                           (CRISTINA, "pass"), (DAVID, "pass")):
        game.apply(seat, decision)
    assert game.undo_refusal(DAVID) == "shuffle"


def hacienda_drawn(table):
    """Roberto has chosen the Settler and drawn a face-down plantation with his Hacienda."""
    t = settler_table(table)
    t.seat(ROBERTO, city={"hacienda": 1})
    game = t.start(ROBERTO)
    game.apply(ROBERTO, "role settler")
    game.apply(ROBERTO, "hacienda")
    return game


def test_the_hacienda_draw_stays_but_the_pick_after_it_may_go(table):
    game = hacienda_drawn(table)
    assert game.undo_refusal(ROBERTO) == "hacienda"
    game.apply(ROBERTO, "take corn")  # the row was already seen: nothing new turned over
    assert game.undoable(ROBERTO) == 1


def test_nothing_once_the_game_is_over(table):
    game = table(4).final()
    assert game.undoable(ANA) == 0
    assert game.undo_refusal(ANA) == "over"


def real_game(seed: int, expansions=()):
    """A whole random game, as (record, game) after each decision with what it turned over."""
    setup = Setup(players=("Ana", "Roberto", "Cristina", "David"), seed=seed,
                  expansions=expansions)
    record = Record(setup)
    game, _ = record.replay()
    chooser = random.Random(seed)
    while not game.is_over:
        seat = chooser.choice(game.pending())
        options = game.legal(seat) + (game.free(seat) if game.rules.free else [])
        before = game.to_json()
        events = record.play(game, seat, chooser.choice(options))
        yield record, game, seat, before, any(
            e["type"] in REVEALING or e.get("source") == "hacienda"
            or e.get("goal") == "plantation" for e in events)  # hidden back in the pile


@pytest.mark.parametrize("seed,expansions", [(3, ()), (4, ("new_buildings", "festival")),
                                             (5, ("nobles", "buccaneer"))])
def test_in_real_games_a_take_back_restores_the_table_before_the_decision(seed, expansions):
    undone = kept = 0
    for record, game, seat, before, revealed in real_game(seed, expansions):
        if revealed or game.is_over:
            assert game.undoable(seat) == 0
            kept += 1
            continue
        assert game.undoable(seat) >= 1
        copy = Record(record.setup, list(record.decisions))
        back = copy.take_back(game, seat)
        assert back.to_json() == before
        assert copy.decisions == record.decisions[:-1]
        undone += 1
    assert undone > 100 and kept > 5


def test_a_take_back_refused_leaves_the_record_whole():
    record, game, seat, _, _ = next(step for step in real_game(3) if step[4])
    decisions = list(record.decisions)
    with pytest.raises(CannotUndo) as refused:
        record.take_back(game, seat)
    assert refused.value.why in {"plantations", "shuffle", "hacienda"}
    assert record.decisions == decisions
    others = next(s for s in range(4) if s != seat and s in game.state.decided)
    with pytest.raises(CannotUndo) as refused:
        record.take_back(game, others)
    assert refused.value.why == "others"


def test_a_draw_of_the_festival_stays():
    refusals = {game.undo_refusal(seat)
                for _, game, seat, _, revealed in real_game(4, ("new_buildings", "festival"))
                if revealed and not game.is_over}
    assert "festival" in refusals


def test_decisions_submitted_together_go_back_together_or_not_at_all(table):
    """A submission is taken back whole: the Hacienda's draw inside it keeps all of it."""
    game = hacienda_drawn(table)
    game.apply(ROBERTO, "take corn")
    assert game.undo_refusal(ROBERTO, 1) is None
    assert game.undo_refusal(ROBERTO, 2) == "hacienda"
    record = Record(Setup(players=("Ana", "Roberto", "Cristina", "David"), seed=1), [])
    with pytest.raises(CannotUndo) as refused:
        record.take_back(game, ROBERTO, 2)
    assert refused.value.why == "hacienda"
