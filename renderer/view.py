"""What one picture shows: the game's state seen in one language and theme."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

from bot.game.setup import player_name
from bot.game.state import GameState
from bot.l10n import localizer

from .canvas import clean


@dataclass(frozen=True)
class View:
    state: GameState
    loc: Any  # bot.l10n.Localizer
    show_vp: bool
    pending: tuple[int, ...]
    scores: list[dict] | None  # set once the game is over
    clock: dict = field(default_factory=dict)  # seat -> his time left ("18 h"), while asked
    voted_out: dict = field(default_factory=dict)  # seat -> the round the others voted him out

    @property
    def over(self) -> bool:
        return self.state.step == "over"

    def label(self, message: str, **args) -> str:
        """A label of the picture (locales/*/renderer.ftl)."""
        return clean(self.loc.text(f"board-{message}", **args))

    def name(self, seat: int) -> str:
        """A player's name, cut as the game cuts it: a picture of a state built by hand (a
        position) shows no longer name than a game's."""
        return player_name(self.state.players[seat].name)

    def voted_out_note(self, seat: int) -> str:
        """The score sheet's words for a seat voted out, as the final message says them."""
        return clean(self.loc.text("score-voted-out", player=self.name(seat),
                                   round=self.voted_out[seat]))

    def names(self, seats) -> str:
        return ", ".join(self.name(seat) for seat in seats)

    def role(self, role: str) -> str:
        return clean(self.loc.role(role))

    def building(self, building: str) -> str:
        return clean(self.loc.building(building))

    def tile(self, tile: str) -> str:
        return capitalized(clean(self.loc.tile(tile)))

    def bonus(self, key: str) -> str:
        return clean(self.loc.bonus(key))

    def good(self, good: str) -> str:
        return capitalized(clean(self.loc.good(good)))

    def term(self, term: str) -> str:
        return capitalized(clean(self.loc.term(term)))

    def step(self) -> str:
        """Where the round stands (`Localizer.step`)."""
        return clean(self.loc.step(self.state.step, self.state.role))


def capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


# The fonts are shared, and a FreeType face must not draw in two threads at once (the bot
# renders with asyncio.to_thread); writing the PNG needs no lock.
DRAWING = threading.Lock()


def board_view(game, lang: str, theme: str | None = None, show_vp: bool | None = None,
               clock: dict[int, str] | None = None,
               voted_out: dict[int, int] | None = None) -> View:
    state = game.state
    theme = theme or state.theme
    if show_vp is None:
        show_vp = bool(state.options.get("show_vp", False))
    return View(
        state=state,
        loc=localizer(lang, theme),
        show_vp=show_vp,
        pending=tuple(game.pending()),
        scores=game.scores if game.is_over else None,
        clock=dict(clock or {}),
        voted_out=dict(voted_out or {}),
    )
