"""A game's review in the terminal's words: `prbot review RECORD --analysis`.

Round by round, each decision: who took it, what it was in the words of the game's labels (a
Mayor arrangement as one), his chance to win after it, and where the analysis prefers another
decision, that one, the chance it would have kept and the points lost, with the mark they earn;
then each player's accuracy, his best decision and his costliest. The legend of the marks comes
first. Lines are wrapped at the terminal's width, a decision's rest indented under it.
"""

from __future__ import annotations

from rich.console import Console

from ..coach.analysis import PLACE, verb
from ..coach.review import MARKS, Review, ReviewedDecision
from ..l10n import Localizer
from .wrapping import Hanging

INDENT = "  "


def show_review(review: Review, names: list[str], loc: Localizer, console: Console) -> None:
    for line in review_lines(review, names, loc):
        console.print(Hanging(line))


def review_lines(review: Review, names: list[str], loc: Localizer) -> list[str]:
    lines = [legend(loc)]
    round_ = None
    for decision in review.decisions:
        if decision.round != round_:
            round_ = decision.round
            lines.append(loc.text("cli-review-round", round=round_))
        lines.append(INDENT + decision_line(decision, names, loc))
    lines.append(loc.text("cli-review-players"))
    for player in review.players:
        best = review.decisions[player.best] if player.best is not None else None
        worst = review.decisions[player.worst] if player.worst is not None else None
        lines.append(INDENT + loc.text(
            "cli-review-summary", player=names[player.seat], accuracy=player.accuracy,
            best=at(best, loc) if best else loc.text("cli-review-no-best"),
            worst=costliest(worst, loc) if worst else loc.text("cli-review-nothing-lost")))
    return lines


def legend(loc: Localizer) -> str:
    return loc.text("cli-review-legend", **{name: least for name, least in MARKS})


def decision_line(decision: ReviewedDecision, names: list[str], loc: Localizer) -> str:
    args = {"player": names[decision.seat], "decision": words(decision.decision, loc),
            "chance": decision.chances[decision.seat]}
    if decision.best is None:
        return loc.text("cli-review-decision", **args)
    return loc.text("cli-review-better", best=words(decision.best, loc), kept=decision.kept,
                    loss=decision.loss, mark=decision.mark or "none", **args)


def at(decision: ReviewedDecision, loc: Localizer) -> str:
    return loc.text("cli-review-at", round=decision.round,
                    decision=words(decision.decision, loc))


def costliest(decision: ReviewedDecision, loc: Localizer) -> str:
    return loc.text("cli-review-costliest", decision=at(decision, loc), loss=decision.loss,
                    best=words(decision.best or "", loc))


def words(plan: str, loc: Localizer) -> str:
    """A reviewed decision's texts ("; " between them) as the game's labels say them: a
    Mayor's placements as one arrangement."""
    labels: list[str] = []
    placed: list[str] = []
    for text in plan.split("; "):
        if verb(text) in PLACE:
            placed.append(text)
            continue
        if placed:
            labels.append(loc.arrangement(placed))
            placed = []
        labels.append(loc.decision(text))
    if placed:
        labels.append(loc.arrangement(placed))
    return loc.join(labels)
