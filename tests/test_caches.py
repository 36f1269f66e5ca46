"""What a long-running bot keeps in memory stays within bounds however many games it sees: the
decision labels and event details each language formats, and the finished games' summaries.
(`prbot bench service --finished 500` measures the resident memory itself.)"""

from __future__ import annotations

from bot.community.service import SUMMARIES_KEPT, Community
from bot.l10n import Localizer
from bot.l10n.decisions import LABELS_KEPT
from bot.l10n.events import DETAILS_KEPT
from bot.recent import Recent
from renderer.canvas import text_width, width_once
from renderer.fonts import runs
from renderer.story import lines_of


def test_recent_keeps_the_most_recently_used_entries():
    kept = Recent(3)
    for key in "abc":
        kept[key] = key.upper()
    assert kept.get("a") == "A"  # read: now the newest
    kept["d"] = "D"
    assert list(kept) == ["c", "a", "d"] and kept.get("b") is None


def test_a_language_keeps_a_bounded_number_of_event_details():
    loc, fresh = Localizer("es"), Localizer("es")
    sales = [{"type": "sold", "seat": 0, "good": "sugar", "doubloons": n}
             for n in range(3 * DETAILS_KEPT)]
    details = [loc.event_detail(sale, ["Ana", "Bob"]) for sale in sales]
    assert len(loc._details) == DETAILS_KEPT
    # the first ones, forgotten, are formatted again alike
    assert loc.event_detail(sales[0], ["Ana", "Bob"]) == details[0] \
        == fresh.event_detail(sales[0], ["Ana", "Bob"]) and "0" in details[0]
    assert len(set(details)) == len(sales)


def test_a_language_keeps_a_bounded_number_of_decision_labels():
    loc = Localizer("it", "1897")
    labels = [loc.decision("load sugar 7", limit) for limit in range(40, 40 + 3 * LABELS_KEPT)]
    assert len(loc._labels) == LABELS_KEPT
    assert loc.decision("load sugar 7", 40) == labels[0] == Localizer("it", "1897").decision(
        "load sugar 7", 40)


def test_the_finished_games_summaries_kept_are_bounded():
    community = Community(store=None)
    assert isinstance(community._summaries, Recent)
    assert community._summaries.size == SUMMARIES_KEPT


def test_a_storys_sentence_is_wrapped_without_filling_the_width_caches():
    # Each trial line is seen in one game only: kept, they would fill the caches for nothing.
    sentence = "Ana won by three points after a Captain in the last round " * 4
    text_width.cache_clear()
    runs.cache_clear()
    lines = lines_of(sentence, 300, 14)
    assert len(lines) > 2 and all(width_once(line, 14) <= 300 for line in lines)
    assert text_width.cache_info().currsize == 0 and runs.cache_info().currsize == 0
    assert width_once("Ana won", 14) == text_width("Ana won", 14)
