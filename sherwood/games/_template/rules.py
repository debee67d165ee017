"""The rules of Twenty-One for the engine: the flow's tables and the ``Rules`` protocol.

**In a real game** this room ties the game to :class:`sherwood.engine.Rules` on the
engine's flow (:mod:`sherwood.engine.flow`), in four parts, as below:

1. **handlers**, one per command type, ``handler(state, command, rng, events, prompt)``:
   apply the answer, append the events, :func:`~sherwood.engine.flow.push` what follows;
2. **steps**, ``step(state, rng, events, *args)``, queued as ``(name, *args)``: a part of
   the resolution that may :func:`~sherwood.engine.flow.ask` a seat (any seat, out of turn
   too) or push more steps;
3. **options**, one per prompt type (:mod:`.prompts`), ``options(state, prompt)``: the legal
   answers, which are the game's legal commands while that prompt waits;
4. :data:`FLOW`, the one :class:`~sherwood.engine.flow.FlowTables` listing them all, built
   here by hand (no registration by decorators or imports), and the ``Rules`` class, whose
   ``setup`` runs the flow to the first decision; whose decision it is, the legal commands
   and ``apply`` come from :class:`~sherwood.engine.flow.FlowRules`, which reads ``FLOW``.

A bigger game keeps this shape and splits it: the handlers and steps of each part of a
round in a module of their own, the table in ``flow.py``, the ``Rules`` class here (Merry
Men does). A game whose turn is one decision after another may keep a phase table
instead (Showdown's ``HANDLERS``); the flow is for decisions in the middle of resolution.

One command, step by step::

    Match.apply(Play(0, 5))          the match checks it is legal, then rules.apply
    FLOW.answer                      clears the prompt Turn(0), calls play(): the card moves,
                                     Played(0, 5, total) is recorded, ("end_turn", 0) pushed
    FLOW.run pops ("end_turn", 0)    the turn passes (TW-3), the end is checked (TW-4),
                                     ("turn", 1) is pushed
    FLOW.run pops ("turn", 1)        begin_turn asks Turn(1): seat 1 has a choice, so the
                                     flow stops and apply returns [Played(0, 5, total)]

>>> from sherwood.engine import Match
>>> m = Match.start("_template", 2, seed=1)
>>> m.legal_commands()
[Play(seat=0, card=2), Play(seat=0, card=5), Draw(seat=0)]
>>> m.apply(Play(0, 2)), m.active_seat
([Played(seat=0, card=2, total=2)], 1)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from sherwood.engine import Command, Event, Refusal, SeededRng, refuse
from sherwood.engine.flow import Events, FlowRules, FlowTables, ask, never, push
from sherwood.engine.outcome import Outcome
from sherwood.games._template.commands import Draw, Play
from sherwood.games._template.events import Drew, Played
from sherwood.games._template.outcome import outcome_of
from sherwood.games._template.prompts import Turn
from sherwood.games._template.state import DECK, HAND_SIZE, TARGET, State
from sherwood.games._template.view import View, sample_hidden, view_of

# --- 1. handlers: one per command type ---------------------------------------------------------


def play(state: State, command: Play, rng: SeededRng, events: Events, prompt: Turn) -> None:
    """TW-2.1: the card goes from the hand onto the pile and counts for its player."""
    seat = command.seat
    state.hands[seat].remove(command.card)
    state.pile += command.card
    state.points[seat] += command.card
    state.played.append(command.card)
    events.append(Played(seat, command.card, state.pile))
    push(state, ("end_turn", seat))


def draw(state: State, command: Draw, rng: SeededRng, events: Events, prompt: Turn) -> None:
    """TW-2.2: the top card of the deck goes into the hand (no chance now: the deck was
    shuffled at setup, but the card is news to the drawer, so ``Drew`` reveals)."""
    seat = command.seat
    state.hands[seat].append(state.deck.pop())
    events.append(Drew(seat))
    push(state, ("end_turn", seat))


# --- 2. steps: what follows a command, queued as (name, *args) ---------------------------------


def begin_turn(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    """TW-2: ``seat`` decides: play or draw."""
    ask(state, Turn(seat))


def end_turn(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    """TW-3: the turn passes to the next seat that can do something; TW-4: the game ends."""
    n = len(state.hands)
    state.turn = (seat + 1) % n  # TW-3.1
    for _ in range(n):  # TW-3.2: skip seats with no card to play and no card to draw
        if state.hands[state.turn] or state.deck:
            break
        state.turn = (state.turn + 1) % n
    state.over = state.pile >= TARGET or not (state.deck or any(state.hands))  # TW-4.1, TW-4.2
    if not state.over:
        push(state, ("turn", state.turn))


# --- 3. options: the legal answers to each prompt type -----------------------------------------


def turn_options(state: State, prompt: Turn) -> list[Command]:
    """TW-2.1, TW-2.2: each different card in hand, then a draw while the deck has cards."""
    seat = prompt.seat
    plays: list[Command] = [Play(seat, c) for c in sorted(set(state.hands[seat]))]
    return plays + ([Draw(seat)] if state.deck else [])


# --- 4. the table, and the Rules protocol ------------------------------------------------------

FLOW = FlowTables(
    "Twenty-One",
    steps={"turn": begin_turn, "end_turn": end_turn},
    options={Turn: turn_options},
    handlers={Play: play, Draw: draw},
    auto_answer=never,  # TW-2.3: a seat with one possible move still makes it (leave this
                        # out to have the flow make a lone move at once)
)


class TemplateRules(FlowRules):
    """Twenty-One for :class:`sherwood.engine.Match` (see :class:`sherwood.engine.Rules`)."""

    flow = FLOW

    def setup(self, rng: SeededRng, seat_count: int,
              options: Mapping[str, Any]) -> tuple[State, list[Event]]:
        """TW-1: shuffle the deck, deal two cards to each seat; the first seat begins."""
        deck = list(DECK)
        rng.shuffle(deck)
        hands = [[deck.pop() for _ in range(HAND_SIZE)] for _ in range(seat_count)]
        state = State(deck=deck, hands=hands, points=[0] * seat_count)
        events: list[Event] = []
        push(state, ("turn", 0))  # TW-1.3
        FLOW.run(state, rng, events)  # to the first decision
        return state, events

    def why_illegal(self, state: State, command: Command) -> Refusal:
        """Why, as a code and its values (the match has already refused another seat's move;
        the table's words put it in a sentence)."""
        if isinstance(command, Play):
            return refuse("no_card", card=command.card)
        return refuse("deck_empty")

    def undoable(self, state: State, command: Command) -> bool:
        """TW-7.1: a play may be taken back; TW-7.2: a draw never (``Drew`` reveals)."""
        return isinstance(command, Play)

    def view(self, state: State, seat: int) -> View:
        return view_of(state, seat)

    def scores(self, state: State) -> list[int]:
        """TW-5.1: the points of the cards each seat played."""
        return list(state.points)

    def winners(self, state: State) -> list[int]:
        """TW-5.2: the most points wins; seats level at the top share the win."""
        best = max(state.points)
        return [s for s, p in enumerate(state.points) if p == best]

    def outcome(self, state: State) -> Outcome:
        return outcome_of(state, self.scores(state), self.winners(state))

    def score_bounds(self, seat_count: int, options: Mapping[str, Any]) -> tuple[int, int]:
        return 0, sum(DECK)

    def clone(self, state: State) -> State:
        return state.clone()

    def encode(self, state: State) -> Any:
        return state.encode()

    def check_invariants(self, state: State) -> None:
        """No card created or lost, the points are the pile, and the flow is at rest."""
        cards = Counter(state.deck) + Counter(state.played)
        for hand in state.hands:
            cards += Counter(hand)
        assert cards == Counter(DECK), "a card was created or lost"
        assert sum(state.points) == state.pile == sum(state.played)
        assert not state.queue, f"steps left between commands: {state.queue!r}"
        waiting = None if state.over else Turn(state.turn)
        assert state.prompt == waiting, f"waiting for {state.prompt!r} instead of {waiting!r}"

    def sample_hidden(self, view: View, seat: int, rng: SeededRng) -> State:
        return sample_hidden(view, seat, rng)


RULES = TemplateRules()
