"""A game's review as plain data: every decision with each player's chance to win after it,
the decision the analysis prefers where it differs, and the win chance it lost; each player's
accuracy and his best and worst decisions.

Chances and losses are in points of win chance (0–100). The JSON form (`to_json`) is what
`prbot review --json` writes, what the store keeps beside the record, and what the live
table's replay reads: `{"decisions": [...], "players": [...]}`.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

# Points of win chance a decision may lose before it is marked, the worst mark first. A
# decision of the opening rounds rarely moves a chance by more than a few points and one of the
# last round can cost the whole game: from 4 points most of a medium player's decisions stay
# unmarked while an easy player's worst are marked, and a blunder (20) is a decision that
# turns a game (docs/players.md, "The review").
MARKS = (("blunder", 20.0), ("mistake", 10.0), ("inaccuracy", 4.0))


def mark(loss: float) -> str | None:
    """The mark a decision that lost `loss` points of win chance earns, if any."""
    return next((name for name, least in MARKS if loss >= least), None)


@dataclass(frozen=True)
class ReviewedDecision:
    index: int  # its place in the review (a whole Mayor arrangement is one decision)
    seat: int
    decision: str  # as the record holds it (an arrangement's decisions joined by "; ")
    chances: list[float]  # each seat's chance to win after it, 0–100
    loss: float = 0.0  # points of win chance it lost against `best`
    best: str | None = None  # the decision the analysis prefers, where it differs
    kept: float | None = None  # the seat's chance `best` would have kept
    first: int = 0  # the record's index of its first decision
    last: int = 0  # ... and of its last (a Mayor arrangement spans several)
    round: int = 0

    @property
    def mark(self) -> str | None:
        return mark(self.loss)


@dataclass(frozen=True)
class PlayerSummary:
    seat: int
    accuracy: float  # 0–100
    best: int | None = None  # the review's index of his best decision
    worst: int | None = None  # ... and of his costliest


@dataclass(frozen=True)
class Review:
    decisions: list[ReviewedDecision] = field(default_factory=list)
    players: list[PlayerSummary] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"decisions": [asdict(d) | {"mark": d.mark} for d in self.decisions],
                "players": [asdict(p) for p in self.players]}

    @classmethod
    def from_json(cls, data: dict) -> Review:
        return cls([ReviewedDecision(**{k: v for k, v in d.items() if k != "mark"})
                    for d in data["decisions"]],
                   [PlayerSummary(**p) for p in data["players"]])
