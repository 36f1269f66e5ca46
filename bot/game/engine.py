"""The decision API: who must decide now, what they may decide, and applying one decision.

A decision is a short text (`role captain`, `load sugar 7`, `place corn`): the same form is used
in records, on the command line, in logs and in tests. The engine asks "who must decide what";
several seats may be asked at once where order cannot matter (Mayor placement, storage after
the Captain). Between decisions it runs everything the rules do by themselves and reports it as
events: dicts of ids and numbers, never sentences.
"""

from __future__ import annotations

import json

from .errors import GameOver, IllegalDecision, NotYourTurn
from .expansions import rules_for
from .phases import Step, roles
from .setup import Setup, new_state
from .state import GameState

Event = dict


class Game:
    def __init__(self, state: GameState) -> None:
        self._state = state
        self.rules = rules_for(tuple(state.expansions))
        self._steps = self.rules.steps
        # Legal decisions per seat, valid until the state changes. Whoever takes `state` may
        # edit it, so reading it drops the cache rather than risk answering for an older
        # table; the rules' modules (phases, expansions), which the engine runs and whose
        # changes it follows, read `_state` itself.
        self._options: dict[int, list[str]] = {}
        self._events: list[Event] = []
        # While a decision is applied: whether the engine takes it by itself (the only legal
        # one), for the rules that report several decisions in one event (the Mayor's).
        self.forcing = False
        # What the decision being applied turned over that was unknown (a plantation drawn,
        # a shuffle...): None while nothing. Such a decision can never be taken back.
        self._revealed: str | None = None

    @property
    def state(self) -> GameState:
        """The table. Reading it from outside drops the cached legal decisions, so an edit
        is never hidden by them; positions for tests and tools are built with `Position`."""
        self._options.clear()
        return self._state

    # ---------------------------------------------------------------- creation
    @classmethod
    def new(cls, setup: Setup) -> Game:
        """A game at its first decision; `opening_events` says what setup and forced play did."""
        game = cls(new_state(setup))
        game.start()
        return game

    def start(self) -> list[Event]:
        """Open a freshly set-up table: the first round begins and forced play runs."""
        s = self._state
        self.emit("game_started", players=s.n, governor=s.governor, theme=s.theme)
        roles.begin_selection(self)
        for prepare in self.rules.prepares:  # may start a step before the first round
            prepare(self)
        self._advance()
        self._revealed = None  # what setup turned over belongs to no decision
        self.opening_events = self._events
        return self._events

    # ------------------------------------------------------------------ queries
    def pending(self) -> tuple[int, ...]:
        """The seats that must decide now (empty once the game is over)."""
        s = self._state
        if s.step == "over":
            return ()
        if self._steps[s.step].simultaneous:
            return tuple(s.waiting)
        return (s.turn[0],) if s.turn else ()

    def legal(self, seat: int) -> list[str]:
        """Every legal decision for `seat` now, in a stable order ([] if it is not asked)."""
        if seat not in self.pending():
            return []
        return list(self._legal(seat))

    def free(self, seat: int) -> list[str]:
        """Decisions `seat` may take at this moment whether or not he is asked (the Guest
        House's guests); taken with `apply` like any other, and nobody waits for them."""
        if not self.rules.free or self._state.step == "over":
            return []
        return [text for options in self.rules.free for text in options(self, seat)]

    def undoable(self, seat: int) -> int:
        """How many of the record's last decisions `seat` may take back: his own, taken since
        anyone else last decided, none of which turned over anything unknown."""
        window = self._state.undo
        if self.is_over or not window or window[0] != seat:
            return 0
        return window[1]

    def undo_refusal(self, seat: int, count: int = 1) -> str | None:
        """Why `seat` may not take back his last `count` decisions (None if he may): "over",
        "nothing" (he has not decided yet), "others" (another player decided since his last
        decision) or what one of them turned over: "plantations", "shuffle", "hacienda",
        "festival"."""
        may = self.undoable(seat)
        if may >= count:
            return None
        window = self._state.undo
        if self.is_over:
            return "over"
        if not window or seat not in self._state.decided:
            return "nothing"
        if window[0] != seat:
            return "others"
        return window[2] or "others"

    @property
    def is_over(self) -> bool:
        return self._state.step == "over"

    @property
    def scores(self) -> list[dict] | None:
        return self._state.scores

    # ------------------------------------------------------------------ actions
    def apply(self, seat: int, decision: str) -> list[Event]:
        """Apply one decision; raise an IllegalDecision (state untouched) if it is not legal."""
        # The usual case, kept short: a decision as `legal` wrote it. Options are cached only
        # for seats asked to decide, and dropped when the game ends.
        known = self._options.get(seat)
        if known and decision in known:
            self._events = []
            self._act(seat, decision)
            self._advance()
            self._decided(seat)
            return self._events
        decision = " ".join(decision.split())
        if self.is_over:
            raise GameOver(seat, decision, "the game is over")
        if self.rules.free and decision.partition(" ")[0] in self.rules.free_verbs:
            # A free decision is his at any moment, or not his at all: never "not your turn".
            free = self.free(seat)
            if decision not in free:
                raise IllegalDecision(seat, decision, f"{decision!r} is not his to take now",
                                      free)
            return self._free(seat, decision)
        if seat not in self.pending():
            raise NotYourTurn(seat, decision, f"seat {seat} is not asked to decide now")
        legal = self._legal(seat)
        if decision not in legal:
            raise IllegalDecision(seat, decision, f"{decision!r} is not legal now", list(legal))
        self._events = []
        self._act(seat, decision)
        self._advance()
        self._decided(seat)
        return self._events

    def _decided(self, seat: int) -> None:
        """Widen or restart the window of decisions `seat` may take back (`state.undo`)."""
        s = self._state
        if seat not in s.decided:
            s.decided.append(seat)
        revealed, self._revealed = self._revealed, None
        if revealed:
            s.undo = [seat, 0, revealed]
        elif s.undo and s.undo[0] == seat:
            s.undo[1] += 1
        else:
            s.undo = [seat, 1, None]

    def reveal(self, what: str) -> None:
        """The rules turned over something unknown (`what`): the decision being applied
        stays, whoever took it."""
        if self._revealed is None:
            self._revealed = what

    def _free(self, seat: int, decision: str) -> list[Event]:
        """A free decision changes what seats may do: every cached option is recomputed."""
        self._events = []
        self._state.decisions += 1
        words = decision.split()
        self.rules.free_verbs[words[0]](self, seat, words)
        self._options.clear()
        self._advance()
        self._decided(seat)
        return self._events

    def clone(self) -> Game:
        return Game(self._state.copy())

    def to_json(self) -> str:
        return json.dumps(self._state.to_dict(), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Game:
        return cls(GameState.from_dict(json.loads(text)))

    # ------------------------------------------------- helpers for the phases
    def emit(self, type_: str, **data) -> None:
        self._events.append({"type": type_, **data})

    def clockwise_from(self, seat: int) -> list[int]:
        n = self._state.n
        return [(seat + i) % n for i in range(n)]

    def take_colonist(self, noble: bool = False) -> str | None:
        """One colonist for the Hospice or University: from the supply, else the ship. A
        noble (expansion II) where the player asks for one instead."""
        s = self._state
        supply, ship = ("noble_supply", "noble_ship") if noble else (
            "colonist_supply", "colonist_ship")
        for source, pile in (("supply", supply), ("ship", ship)):
            left = getattr(s, pile)
            if left:
                setattr(s, pile, left - 1)
                return source
        return None

    def privilege(self, seat: int) -> int:
        """How many times the chosen role's privilege counts for `seat` (the Library doubles
        it); 0 for a seat that did not choose the role."""
        if seat != self._state.chooser:
            return 0
        return self.privilege_if_chosen(seat)

    def privilege_if_chosen(self, seat: int) -> int:
        """How many times a role's privilege would count for `seat` were he its chooser now
        (2 with an occupied Library): what a choice of role offers him."""
        return 1 + self.rules.total("privilege", self, seat) if self.rules.hooks else 1

    def award_vp(self, seat: int, vp: int) -> None:
        """VP chips from the supply; once it is empty they still count (written on paper)."""
        s = self._state
        s.players[seat].vp += vp
        s.vp_supply -= vp
        if s.vp_supply <= 0:
            self.trigger_end("vp")

    def trigger_end(self, reason: str) -> None:
        """The game will end at the end of this round."""
        if reason not in self._state.end_reasons:
            self._state.end_reasons.append(reason)
            self.emit("game_end_triggered", reason=reason)

    # ---------------------------------------------------------------- internal
    def _step(self) -> Step:
        return self._steps[self._state.step]

    def _legal(self, seat: int) -> list[str]:
        options = self._options.get(seat)
        if options is None:
            options = self._steps[self._state.step].options(self, seat)
            if self.rules.filters:
                for extend in self.rules.filters.get(self._state.step, ()):
                    options = extend(self, seat, options)
            self._options[seat] = options
        return options

    def _act(self, seat: int, decision: str, forced: bool = False) -> None:
        first = len(self._events)
        name = self._state.step
        step = self._steps[name]
        self._state.decisions += 1
        words = decision.split()
        verbs = self.rules.verbs
        act = verbs and verbs.get((name, words[0])) or step.act
        self.forcing = forced
        act(self, seat, words)
        self.forcing = False
        if step.simultaneous and self._state.step == name:
            # Seats deciding at once never change each other's options.
            self._options.pop(seat, None)
        else:
            self._options.clear()
        if forced:  # unless an event says otherwise: it reports decisions of his own too
            for event in self._events[first:]:
                event.setdefault("forced", True)

    def _finish(self, step: Step) -> None:
        step.finish(self)
        self._options.clear()  # a new step asks new questions

    def _advance(self) -> None:
        """Run the rules until someone has a real decision to make, or the game ends."""
        s = self._state
        auto = s.options.get("auto_forced", True)
        steps, legal, free, cached = self._steps, self._legal, self.rules.free, self._options
        while s.step != "over":
            step = steps[s.step]
            if step.simultaneous:
                waiting, forced = [], []
                for seat in s.waiting:
                    options = cached.get(seat)
                    if options is None:
                        options = legal(seat)
                    if options:
                        waiting.append(seat)
                        if len(options) == 1 and not (free and self.free(seat)):
                            forced.append(seat)
                s.waiting = waiting
                if not waiting:
                    self._finish(step)
                    continue
                if not (auto and forced):
                    return
                for seat in forced:
                    self._act(seat, legal(seat)[0], forced=True)
                continue
            if not s.turn:
                self._finish(step)
                continue
            seat = s.turn[0]
            options = legal(seat)
            if not options:
                (step.skip or _pop_turn)(self, seat)
                self._options.clear()
                continue
            if auto and len(options) == 1 and not (free and self.free(seat)):
                self._act(seat, options[0], forced=True)
                continue
            return


def _pop_turn(game: Game, seat: int) -> None:
    game._state.turn.pop(0)
