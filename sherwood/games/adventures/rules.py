"""The adventure for the engine: the ``Rules`` protocol over the flow of :mod:`.flow`.

>>> from sherwood.engine import Match
>>> m = Match.start("adventures", 1, seed=2, options={"outlaw": "will", "camp": 70})
>>> m.view(0).prompt, m.view(0).outlaw, m.view(0).camp
(Turn(seat=0, phase='move'), 'will', 70)
>>> any(c.kind == "move" and c.to == m.view(0).at for c in m.legal_commands())
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from sherwood.engine import Command, Event, Refusal, SeededRng, refuse
from sherwood.engine.flow import FlowError
from sherwood.engine.outcome import Outcome
from sherwood.games.adventures import setup as adventure_setup
from sherwood.games.adventures.board import forest
from sherwood.games.adventures.commands import (
    BlowHorn,
    Bribe,
    Deliver,
    DiscardObject,
    DoneTrading,
    Eat,
    EndTurn,
    Explore,
    Forgo,
    GiveUp,
    LetHimRide,
    Move,
    Overpower,
    RollBarrel,
    Swap,
    TakeObject,
    Trade,
    UseTile,
)
from sherwood.games.adventures.content import (
    COACHES,
    DISCS,
    GUARDS,
    HOURGLASSES,
    MARKERS,
    NOBLES,
    OBJECTS,
    SEAL_IDS,
    SET_TASKS,
    SPECIALS,
    VIOLET_DICE,
    WHITE_DICE,
    WIN_HOPE,
)
from sherwood.games.adventures.flow import FLOW
from sherwood.games.adventures.outcome import outcome_of
from sherwood.games.adventures.state import State
from sherwood.games.adventures.view import View, sample_hidden, view_of

TASK_DICE = 3
"""AR-13.2, AR-13.7, AR-13.12: the red task dice."""
TARGETS = frozenset((*GUARDS, *NOBLES, *COACHES, *SPECIALS))
"""AR-8.1: everything that may be overpowered."""


class AdventureRules:
    """The solo adventure for :class:`sherwood.engine.Match` (see :class:`sherwood.engine.Rules`)."""

    def setup(self, rng: SeededRng, seat_count: int,
              options: Mapping[str, Any]) -> tuple[State, list[Event]]:
        """AR-3: set up, then run to the first decision (the first disc is drawn, AR-3.23)."""
        state, events = adventure_setup.setup(rng, options)
        FLOW.run(state, rng, events)
        return state, events

    def active_seat(self, state: State) -> int | None:
        return None if state.over or state.prompt is None else state.prompt.seat

    def legal_commands(self, state: State) -> list[Command]:
        return FLOW.legal(state)

    def why_illegal(self, state: State, command: Command) -> Refusal:
        """Why, as a code and its values (the table's words put it in a sentence): the
        question waiting first, then the part of the turn, then the command's own reason."""
        return _why(state, command)

    def undoable(self, state: State, command: Command) -> bool:
        """Anything may be taken back that drew nothing (the match refuses the rest)."""
        return True

    def apply(self, state: State, command: Command, rng: SeededRng) -> list[Event]:
        events: list[Event] = []
        FLOW.answer(state, command, rng, events)
        return events

    def view(self, state: State, seat: int) -> View:
        return view_of(state, seat)

    def scores(self, state: State) -> list[int]:
        """AR-14.9: no points; the final Hope is the one number."""
        return [state.hope]

    def winners(self, state: State) -> list[int]:
        return [0] if state.result in ("hope", "tasks") else []

    def outcome(self, state: State) -> Outcome:
        return outcome_of(state)

    def score_bounds(self, seat_count: int, options: Mapping[str, Any]) -> tuple[int, int]:
        return 0, WIN_HOPE

    def clone(self, state: State) -> State:
        return state.clone()

    def encode(self, state: State) -> Any:
        return state.encode()

    def check_invariants(self, state: State) -> None:
        """Nothing created or lost: 7 discs, 20 white and 20 violet dice (bag, supply, held
        in a draw), the bow die on the bow or in the bag or held, 8 seals, at most 5 objects
        (markers), the 3 red task dice, Hope within 0-18, the flow at rest."""
        assert Counter(state.bag_discs) + Counter(state.drawn_discs) == Counter(DISCS), \
            f"discs: bag {state.bag_discs}, drawn {state.drawn_discs}"
        assert state.bag_discs == sorted(state.bag_discs, key=DISCS.index), "discs out of order"
        held = Counter(state.held)
        assert set(held) <= {"W", "V", "B"}, state.held
        assert state.bag_white + state.supply_white + held["W"] == WHITE_DICE, "white dice"
        assert state.bag_violet + state.supply_violet + held["V"] == VIOLET_DICE, "violet dice"
        assert min(state.bag_white, state.supply_white, state.bag_violet, state.supply_violet) >= 0
        assert int(state.bow_in_bag) + held["B"] <= 1, "the bow die is in two places"
        assert sorted(state.seals_bag + state.recesses) == list(SEAL_IDS), "seals"
        assert state.seals_bag == sorted(state.seals_bag), "the seals in the bag are unsorted"
        assert all(state.objects[o] >= 0 for o in OBJECTS) and set(state.objects) == set(OBJECTS)
        assert state.markers_used <= MARKERS, f"{state.markers_used} objects, {MARKERS} markers"
        assert state.banner >= 0 and state.cross >= 0
        tasks = SET_TASKS[state.task_set]
        done = state.coat_of_arms
        assert len(set(done)) == len(done) <= TASK_DICE and set(done) <= set(tasks), done
        assert 0 <= state.hope <= WIN_HOPE and 0 <= state.hourglasses <= HOURGLASSES
        assert 1 <= state.dossier <= 5, f"dossier on square {state.dossier}"
        assert 1 <= state.round <= HOURGLASSES, f"round {state.round}"
        if state.over:
            assert state.result and state.prompt is None and not state.queue, state.result
            assert (state.hope >= WIN_HOPE or len(done) == TASK_DICE or state.hourglasses == 0
                    or state.result == "camp"), state.result
        else:
            assert state.prompt is not None and not state.result, "the flow is not at rest"
            assert state.hope < WIN_HOPE and state.hourglasses > 0 and len(done) < TASK_DICE
            assert state.at != state.gisbourne, "you stand on Gisbourne's space"
            assert ("next_disc",) in state.queue, f"no next disc queued: {state.queue}"
            if state.held:
                assert state.prompt.kind == "horn_call", "dice held outside an attempt"
            if not FLOW.legal(state):
                raise FlowError(f"nothing to answer to {state.prompt!r}")

    def sample_hidden(self, view: View, seat: int, rng: SeededRng) -> State:
        return sample_hidden(view, seat, rng)


def _why(state: State, command: Command) -> Refusal:
    prompt = state.prompt
    if prompt is not None and prompt.kind != "turn":
        return refuse("answer_first", prompt=prompt.kind)
    phase = getattr(prompt, "phase", "")
    if isinstance(command, Move):
        if phase != "move":
            return refuse("moved_already")
        if command.to == state.gisbourne:
            return refuse("gisbourne_there", place=command.to)
        if command.to not in forest().spaces:
            return _NOT_POSSIBLE
        return refuse("out_of_reach", place=command.to)
    if isinstance(command, Explore | Trade | UseTile | Overpower) and phase != "act":
        return refuse("move_first") if phase == "move" else refuse("acted_already")
    if isinstance(command, Trade):
        return refuse("no_merchant")
    if isinstance(command, Explore | UseTile) and command.tile not in forest().tiles:
        return _NOT_POSSIBLE  # the words name the tile
    if isinstance(command, Explore):
        return refuse("cannot_explore", tile=command.tile)
    if isinstance(command, UseTile):
        return refuse("cannot_use", tile=command.tile)
    if isinstance(command, Overpower):
        if command.target not in TARGETS:
            return _NOT_POSSIBLE
        return refuse("cannot_overpower", target=command.target, bow=command.bow)
    return _OTHER.get(type(command), _NOT_POSSIBLE)


_NOT_POSSIBLE = refuse("not_possible")
_OTHER: dict[type[Command], Refusal] = {
    Eat: refuse("no_provisions"),
    Bribe: refuse("cannot_bribe"),
    Deliver: refuse("cannot_deliver"),
    Swap: refuse("not_at_merchant"),
    DoneTrading: refuse("not_trading"),
    TakeObject: refuse("no_find"),
    DiscardObject: refuse("no_room_needed"),
    Forgo: refuse("nothing_to_leave"),
    BlowHorn: refuse("no_short_attempt"),
    GiveUp: refuse("no_horn_call"),
    RollBarrel: refuse("no_barrel_call"),
    LetHimRide: refuse("not_riding"),
    EndTurn: refuse("not_end_turn"),
}
"""Why each of the other commands is refused whenever it is not legal."""
