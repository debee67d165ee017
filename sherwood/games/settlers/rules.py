"""The rules of Settlers of the Forest Isle (shared/rules/settlers_robin.md, SR-B) for the engine.

The game runs on the engine's flow (:mod:`sherwood.engine.flow`), with every step, prompt and
handler in :data:`.flow.FLOW`; the rules of each part live in :mod:`.setup` (SR-B-2, SR-B-3),
:mod:`.turn` (SR-B-4, SR-B-11, SR-M-5), :mod:`.production` (SR-B-5), :mod:`.robber`
(SR-B-6), :mod:`.trade` (SR-B-7), :mod:`.building` (SR-B-8), :mod:`.development` (SR-B-9)
and :mod:`.roads` (SR-B-10); the legal answers in :mod:`.options`, the reasons for refusals
in :mod:`.reasons`, the conservation checks in :mod:`.checks`. This module ties them to the
``Rules`` protocol.

Domestic offers are open-ended (any cards for any cards, SR-B-7.4), so the legal list holds
only the family bots choose among, and :meth:`SettlersRules.is_legal` judges any offer a
player composes (the match asks it instead of searching the list).

The ``variant`` option names the game: ``standard`` (SR-B), or ``robin_hood`` (SR-V), the solo
variant for one seat, which reuses the island, production, building and roads and replaces
the robber by Robin's automaton (:mod:`.robin`), the setup (:mod:`.solo_setup`) and the end.
Its state has two owners of pieces (the Sheriff, seat 0, and the neutral colour) for one seat.

>>> from sherwood.engine import Match
>>> m = Match.start("settlers", 4, seed=2)
>>> m.active_seat, len(m.legal_commands()), m.legal_commands()[0]
(0, 54, PlaceSettlement(seat=0, vertex='0,-3,S'))
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sherwood.engine import Command, Event, Refusal, SeededRng
from sherwood.engine.flow import FlowError, FlowRules
from sherwood.engine.outcome import Outcome
from sherwood.games.settlers.checks import check_invariants
from sherwood.games.settlers.commands import OfferTrade
from sherwood.games.settlers.flow import FLOW
from sherwood.games.settlers.options import offer_problem
from sherwood.games.settlers.outcome import outcome_of
from sherwood.games.settlers.reasons import why_illegal
from sherwood.games.settlers.setup import new_game
from sherwood.games.settlers.state import State
from sherwood.games.settlers.view import SettlersView, sample_hidden, view_of

MAX_VP = 22
"""More VP than any seat can hold: 5 settlements and 4 cities on the board, both special
cards and all 5 Victory Point cards."""


class SettlersRules(FlowRules):
    """Settlers of the Forest Isle for :class:`sherwood.engine.Match` (see the module docstring;
    whose decision it is and applying a command come from :class:`~sherwood.engine.flow.FlowRules`)."""

    flow = FLOW

    def setup(self, rng: SeededRng, seat_count: int,
              options: Mapping[str, Any]) -> tuple[State, list[Event]]:
        state, events = new_game(rng, seat_count, options)
        FLOW.run(state, rng, events)  # to the first decision
        return state, events

    def legal_commands(self, state: State) -> list[Command]:
        """``FLOW.legal``: the answers to the pending prompt (listed once per prompt)."""
        prompt = state.prompt
        if prompt is None or state.over:
            return []
        legal = state.legal
        if legal is None:
            legal = FLOW.options_of(state, prompt)
            if not legal:
                raise FlowError(f"Settlers: prompt {prompt!r} has no legal answer")
        return legal[:]

    def is_legal(self, state: State, command: Command) -> bool:
        """Any offer a player composes, within SR-B-7.1 to SR-B-7.4; every other command
        exactly when it is among the legal commands."""
        prompt = state.prompt
        if prompt is None or state.over or command.seat != prompt.seat:
            return False
        if type(command) is OfferTrade:
            return offer_problem(state, command) is None
        legal = state.legal
        if legal is None:
            legal = FLOW.options_of(state, prompt)
        return command in legal

    def why_illegal(self, state: State, command: Command) -> Refusal:
        return why_illegal(state, command)

    def undoable(self, state: State, command: Command) -> bool:
        """Any command may be taken back; the match itself refuses those that used chance (the
        dice, a theft, the deck shuffle) or showed something hidden (a card bought, what a
        Monopoly took, the end)."""
        return True

    # --- seeing -------------------------------------------------------------------------------

    def view(self, state: State, seat: int) -> SettlersView:
        return view_of(state, seat)

    def sample_hidden(self, view: SettlersView, seat: int, rng: SeededRng) -> State:
        return sample_hidden(view, seat, rng)

    # --- scoring ------------------------------------------------------------------------------

    def scores(self, state: State) -> list[int]:
        """SR-B-11.1, SR-B-11.4: the visible VP while the game goes on; every VP at the end."""
        if state.over:
            return [state.total_vp(s) for s in range(state.players)]
        return [state.public_vp(s) for s in range(state.players)]

    def winners(self, state: State) -> list[int]:
        """SR-B-11.2, SR-B-11.3; SR-M-5: the higher total at the turn limit, none on a tie;
        the solo Sheriff when he beat Robin (SR-V-9), none when Robin won or on a draw."""
        return [state.winner] if state.over and state.winner is not None else []

    def outcome(self, state: State) -> Outcome:
        return outcome_of(state, self.scores(state), self.winners(state))

    def score_bounds(self, seat_count: int, options: Mapping[str, Any]) -> tuple[int, int]:
        return 0, MAX_VP

    # --- copying and checking -----------------------------------------------------------------

    def clone(self, state: State) -> State:
        return state.clone()

    def encode(self, state: State) -> Any:
        return state.encode()

    def check_invariants(self, state: State) -> None:
        check_invariants(state)


RULES = SettlersRules()
