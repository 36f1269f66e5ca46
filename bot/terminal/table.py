"""The table and a player's board as text for a terminal (Rich), in the game's language and theme.

Only what a player at the table sees: the VP chips of a player are shown when the table shows
them (`show_vp`) or to that player himself, and with them, in a game with the Nobles, what his
nobles will score at the end.
"""

from __future__ import annotations

from rich.console import Group
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from ..game import Game
from ..game.components import BUCCANEER, BUILDINGS, GOODS
from ..game.expansions.nobles.pieces import worth
from ..game.state import SAN_JUAN
from ..l10n import Localizer
from .wrapping import Hanging

OCCUPIED, VACANT = "●", "○"
INDENT = 2  # a player's island and city, under his name
NOBLES = "nobles"  # expansion II
FESTIVAL_GOALS = ("plantation", "goods", "building")  # expansion IV, as the picture lists them


class TableText:
    """Rich renderables for one game seen in one language; `names[seat]` are display names."""

    def __init__(self, game: Game, loc: Localizer, names: list[str]) -> None:
        self.game = game
        self.loc = loc
        self.names = names

    def label(self, message: str, **args) -> str:
        return self.loc.text(f"terminal-{message}", **args)

    def picture_label(self, message: str, **args) -> str:
        """A label the picture of the table shows too (locales/*/renderer.ftl)."""
        return self.loc.text(f"board-{message}", **args)

    # ------------------------------------------------------------------- table
    def table(self, viewer: int | None = None) -> Group:
        """Round, roles, supply, ships, plantations, buildings for sale, the Festival's goals
        (expansion IV), and every player."""
        s = self.game.state
        festival = ()
        if s.festival:
            festival = (self._titled(self.picture_label("festival"), self._festival()),)
        return Group(
            Rule(Text(self.heading(), style="bold")),
            self._line("roles", self._roles()),
            self._line("supply", self._supply()),
            self._line("ships", self._ships()),
            self._line("trading-house", self._trading_house()),
            self._line("plantations", ", ".join(self._tile(t) for t in s.face_up)),
            self._line("buildings", self._for_sale()),
            *festival,
            self._players(viewer),
        )

    def heading(self) -> str:
        s = self.game.state
        step = self.loc.step(s.step, s.role)
        return self.label("heading", round=s.round, governor=self.names[s.governor], step=step)

    def _line(self, name: str, content: str) -> Hanging:
        return self._titled(self.label(name), content)

    @staticmethod
    def _titled(title: str, content: str, indent: int = 0) -> Hanging:
        """"Title: content", `indent` columns in; a wrapped line goes on deeper."""
        line = Text(" " * indent)
        line.append(f"{title}: ", style="bold")  # the title only: what follows is plain
        line.append(content)
        return Hanging(line)

    def _roles(self) -> str:
        return " · ".join(self._role(card) for card in self.game.state.roles)

    def _role(self, card) -> str:
        """A role card: who took it; else its coins, and (expansion III) the Buccaneer who
        kidnapped it or, on the Buccaneer's card, who holds its marker."""
        text = self.loc.role(card.role)
        if card.taken_by is not None:
            return text + f" [{self.names[card.taken_by]}]"
        if card.coins:
            text += f" (+{self.loc.amount('doubloons', card.coins)})"
        marker = self.game.state.buccaneer_marker
        if card.held_by is not None:  # still free for the others this round
            text += f" [{self.loc.text('buccaneer-kidnapping')}: {self.names[card.held_by]}]"
        elif card.role == BUCCANEER and marker is not None:
            text += f" [{self.picture_label('marker', name=self.names[marker])}]"
        return text

    def _supply(self) -> str:
        s = self.game.state
        barrels = ", ".join(f"{self.loc.good(g)} {s.goods_supply[g]}" for g in GOODS)
        return self.label(
            "supply-line", supply=s.colonist_supply, ship=s.colonist_ship,
            nobles=self._nobles_supply(), vp=max(s.vp_supply, 0), quarries=s.quarries,
            barrels=barrels,
        )

    def _nobles_supply(self) -> str:
        """Beside the colonists, the nobles in the supply and aboard, as the picture counts
        them; nothing without the Nobles."""
        s = self.game.state
        if NOBLES not in s.expansions:
            return ""
        return (f" · {self.picture_label('nobles')} {s.noble_supply}"
                f" · {self.picture_label('nobles-aboard')} {s.noble_ship}")

    def _ships(self) -> str:
        parts = []
        for ship in self.game.state.ships:
            load = (self.loc.amount("barrels", ship.load, good=ship.good) if ship.good
                    else self.label("empty"))
            parts.append(f"{self.loc.ship(ship.capacity)}: {load}")
        return " · ".join(parts)

    def _trading_house(self) -> str:
        return self.loc.join([self.loc.good(g) for g in self.game.state.trading_house])

    def _for_sale(self) -> str:
        parts = []
        for building, left in self.game.state.buildings.items():
            kind = BUILDINGS.get(building)
            if left and kind is not None:
                parts.append(f"{self.loc.building(building)} {kind.cost}×{left}")
        return ", ".join(parts) or self.loc.text("list-nothing")

    def _festival(self) -> str:
        """Each goal, what it asks for and who won it, or what it rewards while open."""
        board = self.game.state.festival
        parts = []
        for goal in FESTIVAL_GOALS:
            winner = board["won"].get(goal)
            if winner is None:
                outcome = f" ({self.picture_label(f'festival-reward-{goal}')})"
            else:
                outcome = f" [{self.names[winner]}]"
            parts.append(self._festival_goal(goal, board) + outcome)
        return " · ".join(parts)

    def _festival_goal(self, goal: str, board: dict) -> str:
        if goal == "plantation":
            return f"3 × {self.loc.tile(board['plantation'])}"
        if goal == "goods":
            goods = ", ".join(self.loc.good(good) for good in board["barrels"])
            return f"{goods} {self.picture_label('festival-goods')}"
        if board["building"] is None:  # the New Buildings' draft is still on (as the picture)
            return self.picture_label("festival-building-later")
        return self.loc.building(board["building"])

    def _players(self, viewer: int | None) -> Group:
        """Each player as a block that fits 80 columns: his numbers on one line (the
        column's title before each), then his island and his city, indented, each wrapping
        at its words under its own text."""
        blocks = []
        for seat in range(len(self.game.state.players)):
            blocks.extend(self._player(seat, viewer))
        return Group(*blocks)

    def _player(self, seat: int, viewer: int | None) -> list:
        s = self.game.state
        player = s.players[seat]
        name = Text(self.names[seat], style="bold" if seat in self.game.pending() else "")
        if seat == s.governor:
            name.append(" ♛")
        numbers = [("doubloons", str(player.doubloons)), ("vp", self._vp(seat, viewer))]
        if NOBLES in s.expansions:
            numbers.append(("nobles", self._nobles(seat, viewer)))
        numbers += [("goods", self._goods(player.goods)),
                    ("san-juan", str(player.san_juan) + self._nobles_at(player, SAN_JUAN))]
        for column, value in numbers:
            name.append(f" · {self.label(f'column-{column}')} {value}")
        places = (("column-island", self._island(player)), ("column-city", self._city(player)))
        return [Hanging(name), *(self._titled(self.label(column), text, INDENT)
                                 for column, text in places)]

    def _shows_vp(self, seat: int, viewer: int | None) -> bool:
        return self.game.state.options.get("show_vp", False) or seat == viewer

    def _vp(self, seat: int, viewer: int | None) -> str:
        return str(self.game.state.players[seat].vp) if self._shows_vp(seat, viewer) else "?"

    def _nobles(self, seat: int, viewer: int | None) -> str:
        """How many nobles the player owns (anyone can count them on his board), with what
        they will score at the end beside his VP chips when those are shown."""
        player = self.game.state.players[seat]
        if not (player.noble_count() and self._shows_vp(seat, viewer)):
            return str(player.noble_count())
        return self.label("nobles-cell", count=player.noble_count(), vp=worth(player))

    def _goods(self, goods: dict[str, int]) -> str:
        return ", ".join(f"{n} {self.loc.good(g)}" for g, n in goods.items() if n) or "–"

    def _nobles_at(self, player, place: str) -> str:
        """Which of the colonists at a place are nobles, as the Chapel, Land Office, Zoning
        Office and Hunting Lodge act by it: " (noble)" for a lone one, else " (2 nobles)"."""
        nobles = player.noble_count(place)
        if not nobles:
            return ""
        if nobles == player.colonists_at(place) == 1:
            return f" ({self.loc.term('noble')})"
        return f" ({self.loc.amount('nobles', nobles)})"

    def _island(self, player) -> str:
        nobles = dict(player.nobles)  # nobles still to show, by tile kind (as the picture)
        spaces = []
        for tile, occupied in player.island:
            text = self._tile(tile) + (OCCUPIED if occupied else VACANT)
            if occupied and nobles.get(tile):
                nobles[tile] -= 1
                text += f" ({self.loc.term('noble')})"
            spaces.append(text)
        return " ".join(spaces) or "–"

    def _tile(self, tile: str) -> str:
        """A plantation by its good (short), anything else by its own name."""
        return self.loc.good(tile) if tile in GOODS else self.loc.tile(tile)

    def _city(self, player) -> str:
        parts = []
        for building, workers in player.city.items():
            kind = BUILDINGS.get(building)
            circles = kind.circles if kind is not None else workers
            parts.append(self.loc.building(building) + OCCUPIED * workers
                         + VACANT * max(0, circles - workers) + self._nobles_at(player, building))
        return ", ".join(parts) or "–"

    # ------------------------------------------------------------------- board
    def board(self, seat: int) -> Group:
        """One player's own board, in full: what he decides with."""
        player = self.game.state.players[seat]
        nobles = ""
        if player.noble_count():  # only the Nobles bring them
            nobles = " · " + self.loc.nobles_worth(player)  # beside his VP chips
        lines = [
            Rule(Text(self.label("board-title", player=self.names[seat]), style="bold"),
                 align="left"),
            self._line("purse", self.label(
                "purse-line", purse=self.loc.amount("doubloons", player.doubloons),
                vp=player.vp, nobles=nobles, waiting=player.san_juan,
            ) + self._nobles_at(player, SAN_JUAN)),
            self._line("goods", self._goods(player.goods)),
            self._line("island", self._island(player)),
            self._line("city", self._city(player)),
        ]
        return Group(*lines)

    def scores(self) -> Table:
        grid = Table(title=self.loc.text("board-score-sheet"), show_edge=False)
        for column in ("player", "vp-chips", "buildings", "bonuses", "total", "tiebreak"):
            # On 80 columns a long name wraps in its cell, and is never cut short
            grid.add_column(self.label(f"column-{column}"), overflow="fold")
        rows = sorted(self.game.scores or [], key=lambda r: (-r["total"], -r["tiebreak"]))
        for row in rows:
            bonuses = ", ".join(self.loc.score_bonuses(row)) or "–"
            name = ("🏆 " if row["winner"] else "") + self.names[row["seat"]]
            grid.add_row(name, str(row["chips"]), str(row["buildings"]), bonuses,
                         str(row["total"]), str(row["tiebreak"]))
        return grid
