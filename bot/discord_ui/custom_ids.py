"""The custom ids of a game's buttons and selects, and what a click on them stands for.

Ids are stateless, so the buttons of any prompt still work after a restart:

- `pr1:<game>:<revision>:<seat>:<version>:<action>` a decision button; `action` is an index into
  the player's legal decisions, or `auto` (the suggested Mayor arrangement);
- `pr1s:<prompt>:<part>` a select of decisions (the chosen value is the index);
- `pr1o:<prompt>:<depth>:<part>` a select of groups of decisions, for a player with more
  than a message can hold (the Builder with the Black Market): each option stands for the
  decisions that share what `narrowed` keeps of them at `depth` — a building, then what is
  given back for it — and its value is the index of one of them; a group of one is decided at once,
  a larger one opens in a message only he sees;
- `pr1a:<prompt>:<part>[:<nobles>]` a select of Mayor circles, `pr1c:<prompt>:<mask>[:<nobles>]`
  its confirmation; `nobles`, the mask of the circles chosen for the player's nobles, marks
  the colonists' step that follows the nobles' (`discord_ui.arrange`), above which `pr1n:<prompt>`
  shows the nobles' circles in a select that cannot change;
- `pr1t:<game>:<revision>:<phase>:<what>` a shared button of the live message (`board`,
  `open`, `auto`, `undo`), made at `revision`; `phase` fingerprints the step it was made in
  and the take-backs before it (`phase_version`), so that where several decide at once it
  still works after the others' decisions, and never in a later phase or after a take-back;
- `pr1l:<game>` the live table, opened inside Discord as the bot's Activity (where the bot
  has one): it launches the Activity in the channel, whatever the game's revision;
- `pr1g:<game>:<seat>:<version>:<part>` a select of the Guest House's guest moves, a free
  decision its owner may take at any moment (the chosen value is the decision itself;
  `version` fingerprints his guests and where they may go, see `guest_version`).

`revision` is the game's revision when the prompt was made, `seat` the player it is for,
`version` a fingerprint of what that player may do then; see `discord_ui.clicks` for how a click is
checked. Every id but the guest moves' is bound to the revision it was made at: a stale one
is answered as out of date and changes nothing. A guest move is bound to its owner's guests
instead (`guest_version`): he may make it at any moment, and with the same fingerprint it
does exactly what it said.

Why the revision and not the decision counter (`seq`, the decisions in the record): a
take-back makes the counter go back, and the next decision brings it to the same number with
another meaning, so a button of the prompt made then (a phone that did not refresh, a double
tap, a second device) would be taken as an index into the decisions asked now. The revision,
kept in the games table (`Store.save_decisions`), grows with every change to the record,
take-backs included: no two prompts of a game share one, across restarts and on either
database. It equals the counter in a game nothing was taken back in, so the buttons of a
game begun before it still work. Where several decide at once, a prompt made at an earlier
revision still counts while its player's `version` is unchanged (the others' decisions beside
his move the revision on): the version includes every decision open to him, so an index
still names the same one. It counts the decisions taken back too (`Table.taken_back`): a
prompt shown before a take-back never counts after it, even where the take-back left the
player's situation as it was (his own decision taken back, or another's beside him).
"""


from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass

from ..decisions import arrangement, choices
from ..game import Game
from ..service import Table

SUGGESTED = "auto"
UNDO = "undo"

_PROMPT = r"(?P<game>\d+):(?P<revision>\d+):(?P<seat>\d):(?P<version>[0-9a-f]{8})"
BUTTON_ID = rf"pr1:{_PROMPT}:(?P<action>\d+|auto)"
SELECT_ID = rf"pr1s:{_PROMPT}:(?P<part>\d+)"
NARROW_ID = rf"pr1o:{_PROMPT}:(?P<depth>\d+):(?P<part>\d+)"
_NOBLES = r"(?::(?P<nobles>[0-9a-f]+))?"
ARRANGE_ID = rf"pr1a:{_PROMPT}:(?P<part>\d+){_NOBLES}"
CONFIRM_ID = rf"pr1c:{_PROMPT}:(?P<mask>[0-9a-f]+){_NOBLES}"
PLACED_ID = rf"pr1n:{_PROMPT}"
TABLE_ID = (r"pr1t:(?P<game>\d+):"
            r"(?P<revision>\d+):(?P<phase>[0-9a-f]{8}):(?P<what>board|open|auto|undo)")
LAUNCH_ID = r"pr1l:(?P<game>\d+)"
GUEST_ID = r"pr1g:(?P<game>\d+):(?P<seat>\d):(?P<version>[0-9a-f]{8}):(?P<part>\d+)"


# ------------------------------------------------------------------------- keys
@dataclass(frozen=True)
class Key:
    """Which prompt a component belongs to."""

    game_id: int
    revision: int
    seat: int
    version: str

    @classmethod
    def from_match(cls, match: re.Match) -> Key:
        return cls(int(match["game"]), int(match["revision"]), int(match["seat"]),
                   match["version"])

    @property
    def prompt(self) -> str:
        return f"{self.game_id}:{self.revision}:{self.seat}:{self.version}"


def version(table: Table, seat: int) -> str:
    """A fingerprint of one player's situation: it changes with each of his own decisions,
    with every step and with every take-back, but not when others decide beside him (Mayor
    placement, storage)."""
    game = table.game
    s = game.state
    return _fingerprint([s.step, s.round, s.role, s.players[seat].to_dict(), game.legal(seat),
                         *_taken_back(table)])


def phase_version(table: Table) -> str:
    """A fingerprint of the step the game is in: no two steps of a game share it (a role is
    chosen once a round), and it stays while players decide in it, until a take-back."""
    s = table.game.state
    return _fingerprint([s.step, s.round, s.picks_made, s.role, *_taken_back(table)])


def _taken_back(table: Table) -> list[int]:
    """What a fingerprint counts of the game's take-backs: how many decisions were taken
    back, once there was one (a game nothing was taken back in keeps the fingerprints the
    bot gave it before they counted take-backs: the buttons it showed then still work)."""
    return [table.taken_back] if table.taken_back else []


def _fingerprint(data: list) -> str:
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.blake2s(text.encode(), digest_size=4).hexdigest()


def guest_version(game: Game, seat: int) -> str:
    """A fingerprint of one player's guest moves: it changes when his city or the moves open
    to him change, not when the others decide."""
    return _fingerprint([game.state.players[seat].to_dict(), game.free(seat)])


def key_for(table: Table, seat: int) -> Key:
    return Key(table.game_id, table.revision, seat, version(table, seat))


def resolve(game: Game, seat: int, action: str) -> list[str]:
    """The decisions an action stands for (empty if it names nothing)."""
    if action == SUGGESTED:
        return arrangement.suggested_arrangement(game, seat)
    legal = game.legal(seat)
    index = int(action)
    return [legal[index]] if 0 <= index < len(legal) else []


@dataclass(frozen=True)
class Shared:
    """Which live message a shared button belongs to: its game, the revision it was made at
    and the step it was made in."""

    game_id: int
    revision: int
    phase: str

    @property
    def prompt(self) -> str:
        return f"{self.game_id}:{self.revision}:{self.phase}"


def shared_for(table: Table) -> Shared:
    return Shared(table.game_id, table.revision, phase_version(table))


# ------------------------------------------------------------------- narrowing
def narrowed(decision: str, depth: int) -> str:
    """What a decision shares with the others of its group at `depth`: its words without the
    pieces it adds or gives back (`+noble`, `-barrel:indigo`), then its first `depth - 1` of
    those pieces; at depth 1 the building of `build harbor +noble -colonist:san_juan`."""
    words = decision.split()
    plain = [word for word in words if word[0] not in "+-"]
    pieces = [word for word in words if word[0] in "+-"]
    return " ".join(plain + pieces[:depth - 1])


def narrowing(offered: list[choices.Choice], members, depth: int) -> list[list[int]]:
    """Decisions (indices) split by what they share at `depth`, in the engine's order."""
    groups: dict[str, list[int]] = {}
    for index in members:
        groups.setdefault(narrowed(offered[index].decision, depth), []).append(index)
    return list(groups.values())


def group_at(legal: list[str], action: str, depth: int) -> list[int]:
    """The decisions (indices) an option of a `NarrowSelect` at `depth` stands for: those
    sharing that much with the chosen one (none if the action names nothing)."""
    if not action.isdigit() or int(action) >= len(legal):
        return []
    shared = narrowed(legal[int(action)], depth)
    return [i for i, decision in enumerate(legal) if narrowed(decision, depth) == shared]
