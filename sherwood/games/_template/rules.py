"""Rules of Twenty-One (see the package docstring)."""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sherwood.engine import Command, Event, SeededRng, seat_name
from sherwood.engine.outcome import Outcome
from sherwood.games._template.outcome import outcome_of

TARGET = 21
DECK = tuple(n for n in range(1, 7) for _ in range(4))


@dataclass(frozen=True, slots=True)
class Play(Command):
    kind = "play"
    card: int

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} plays a {self.card}"


@dataclass(frozen=True, slots=True)
class Draw(Command):
    kind = "draw"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} draws a card"


@dataclass(frozen=True, slots=True)
class Played(Event):
    kind = "played"
    seat: int
    card: int
    total: int


@dataclass(frozen=True, slots=True)
class Drew(Event):
    kind = "drew"
    reveals = "drew a card"  # a card from the hidden deck: never taken back
    seat: int


@dataclass
class State:
    deck: list[int]
    hands: list[list[int]]
    points: list[int]
    pile: int = 0
    turn: int = 0
    over: bool = False
    played: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class View:
    seat: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    deck_size: int
    points: tuple[int, ...]
    pile: int
    turn: int
    over: bool
    played: tuple[int, ...]


class TemplateRules:
    def setup(self, rng: SeededRng, seat_count: int,
              options: Mapping[str, Any]) -> tuple[State, list[Event]]:
        deck = list(DECK)
        rng.shuffle(deck)
        hands = [[deck.pop(), deck.pop()] for _ in range(seat_count)]
        return State(deck=deck, hands=hands, points=[0] * seat_count), []

    def active_seat(self, state: State) -> int | None:
        return None if state.over else state.turn

    def legal_commands(self, state: State) -> list[Command]:
        seat = state.turn
        plays: list[Command] = [Play(seat, c) for c in sorted(set(state.hands[seat]))]
        return plays + ([Draw(seat)] if state.deck else [])

    def why_illegal(self, state: State, command: Command) -> str:
        if isinstance(command, Play):
            return f"You hold no {command.card}."
        return "The deck is empty."

    def undoable(self, state: State, command: Command) -> bool:
        return isinstance(command, Play)

    def apply(self, state: State, command: Command, rng: SeededRng) -> list[Event]:
        seat = command.seat
        events: list[Event]
        if isinstance(command, Play):
            state.hands[seat].remove(command.card)
            state.pile += command.card
            state.points[seat] += command.card
            state.played.append(command.card)
            events = [Played(seat, command.card, state.pile)]
        else:
            state.hands[seat].append(state.deck.pop())
            events = [Drew(seat)]
        n = len(state.hands)
        state.turn = (seat + 1) % n
        for _ in range(n):  # skip seats that can do nothing
            if state.hands[state.turn] or state.deck:
                break
            state.turn = (state.turn + 1) % n
        state.over = state.pile >= TARGET or not (state.deck or any(state.hands))
        return events

    def view(self, state: State, seat: int) -> View:
        return View(seat, tuple(sorted(state.hands[seat])),
                    tuple(len(h) for h in state.hands), len(state.deck),
                    tuple(state.points), state.pile, state.turn, state.over, tuple(state.played))

    def scores(self, state: State) -> list[int]:
        return list(state.points)

    def winners(self, state: State) -> list[int]:
        best = max(state.points)
        return [s for s, p in enumerate(state.points) if p == best]

    def outcome(self, state: State) -> Outcome:
        return outcome_of(state, self.scores(state), self.winners(state))

    def score_bounds(self, seat_count: int, options: Mapping[str, Any]) -> tuple[int, int]:
        return 0, sum(DECK)

    def clone(self, state: State) -> State:
        return copy.deepcopy(state)

    def encode(self, state: State) -> Any:
        return [state.deck, state.hands, state.points, state.pile, state.turn, state.over,
                state.played]

    def check_invariants(self, state: State) -> None:
        cards = Counter(state.deck) + Counter(state.played)
        for hand in state.hands:
            cards += Counter(hand)
        assert cards == Counter(DECK), "a card was created or lost"
        assert sum(state.points) == state.pile == sum(state.played)

    def sample_hidden(self, view: View, seat: int, rng: SeededRng) -> State:
        unseen = Counter(DECK) - Counter(view.played) - Counter(view.hand)
        pool = list(unseen.elements())
        rng.shuffle(pool)
        hands = [list(view.hand) if s == seat else [pool.pop() for _ in range(size)]
                 for s, size in enumerate(view.hand_sizes)]
        return State(deck=pool, hands=hands, points=list(view.points), pile=view.pile,
                     turn=view.turn, over=view.over, played=list(view.played))


RULES = TemplateRules()
