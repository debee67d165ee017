"""The rules of The Sheriff's Lieutenants for the engine: the ``Rules`` protocol over the flow
(:mod:`.flow`), the checks of open-ended commands (``is_legal``), why a command is refused
(a code and its values: the table's words say it), and the invariants.

>>> from sherwood.engine import Match
>>> m = Match.start("lieutenants", 3, seed=2)
>>> type(m.view(m.active_seat).prompt).__name__, [c.kind for c in m.legal_commands()]
('TakeOrAct', ['take', 'act'])
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from sherwood.engine import Command, Event, Refusal, SeededRng, refuse
from sherwood.engine.flow import FlowRules, push
from sherwood.engine.outcome import Outcome
from sherwood.games.lieutenants import prompts as P
from sherwood.games.lieutenants.commands import (
    Act,
    AmbushTake,
    ChooseAmbush,
    ChooseCard,
    ChooseOffer,
    ChooseTarget,
    Defend,
    DeliverMission,
    DeliverSet,
    EndTurn,
    FireAmbush,
    HoldAmbush,
    NoDefence,
    Offer,
    Take,
)
from sherwood.games.lieutenants.content import (
    ACTION,
    CARDS,
    COLOUR_CHOICE,
    MISSION_CARDS,
    ROUTE_LENGTH,
    kept_ambushes,
    kind_of,
)
from sherwood.games.lieutenants.delivery_phase import missions_open
from sherwood.games.lieutenants.flow import FLOW
from sherwood.games.lieutenants.matching import SET, is_valid_delivery, may_take
from sherwood.games.lieutenants.outcome import outcome_of, scores, winners
from sherwood.games.lieutenants.setup import set_table
from sherwood.games.lieutenants.state import EVERYONE, NOBODY, State
from sherwood.games.lieutenants.view import View, sample_hidden, view_of

OPEN_ENDED = (Offer, DeliverSet, DeliverMission, ChooseCard, AmbushTake)
"""Commands whose cards may be any fitting ones (``legal_commands`` lists one per shape)."""


_ALWAYS: dict[type, type] = {Take: P.TakeOrAct, EndTurn: P.Deliver, NoDefence: P.Defend,
                             HoldAmbush: P.FireOrHold}
"""Answers every prompt of a type offers (LT-15.10, LT-6.3, LT-5.6.6, LT-7.4)."""


def _in_hand(cards: tuple[str, ...], hand: list[str]) -> bool:
    """Each card named once, and held (the command put them in order)."""
    return len(set(cards)) == len(cards) and all(c in hand for c in cards)


def _not_held(cards: tuple[str, ...]) -> Refusal:
    """Why ``cards`` are not a choice from the hand: a card named twice, or one not held."""
    if len(set(cards)) != len(cards):
        return refuse("card_named_twice")
    return refuse("card_not_held")


def is_legal(state: State, command: Command) -> bool:
    """Whether ``command`` answers the pending prompt: the open-ended commands checked by
    their rules, any other looked up among the listed answers."""
    prompt = state.prompt
    if prompt is None or state.over or command.seat != prompt.seat:
        return False
    if not isinstance(command, OPEN_ENDED):
        quick = _ALWAYS.get(type(command))  # the answers always offered, without listing
        if quick is not None:
            return isinstance(prompt, quick)
        return command in FLOW.legal(state)
    hand = state.hands[command.seat]
    if isinstance(command, Offer) and isinstance(prompt, P.MakeOffer):
        most = 1 if prompt.action == "buy" else 2
        return 1 <= len(command.cards) <= most and _in_hand(command.cards, hand)  # LT-5.1.1, LT-5.7.1
    if isinstance(command, DeliverSet) and isinstance(prompt, P.Deliver):
        return _in_hand(command.cards, hand) and is_valid_delivery(SET, command.cards)  # LT-6.4
    if isinstance(command, DeliverMission) and isinstance(prompt, P.Deliver):
        return (command.mission in missions_open(state, command.seat)  # LT-6.10, LT-15.7
                and _in_hand(command.cards, hand)
                and is_valid_delivery(command.mission, command.cards))  # LT-6.9
    if isinstance(command, ChooseCard) and isinstance(prompt, P.ChooseCard):
        return command.card in state.hands[prompt.target]  # LT-5.4.2, LT-5.5.2
    if isinstance(command, AmbushTake) and isinstance(prompt, P.AmbushTake):
        pending = state.delivery
        return (pending is not None and command.card in pending["cards"]
                and may_take(prompt.ambush, command.card))  # LT-7.5
    return False


def why_illegal(state: State, command: Command) -> Refusal:
    """Why ``command`` is refused now, as a code and its values (the rules it follows in
    comments; the table's words put it in a sentence)."""
    prompt = state.prompt
    if isinstance(command, Take | Act) and not isinstance(prompt, P.TakeOrAct):
        return refuse("card_dealt_with")
    if isinstance(command, Act) and isinstance(prompt, P.TakeOrAct):
        action = ACTION[kind_of(prompt.card)]
        if action == "defence":
            return refuse("defence_only_reaction")  # LT-5.6.5
        if action == "ambush":
            return refuse("ambush_deck_empty")  # LT-4.4
        return refuse("nobody_holds_cards", action=action)  # LT-4.4
    if isinstance(command, ChooseTarget) and isinstance(prompt, P.ChooseTarget):
        return refuse("target_without_cards")
    if isinstance(command, Offer) and isinstance(prompt, P.MakeOffer):
        if prompt.action == "buy" and len(command.cards) != 1:
            return refuse("buy_offer_one_card")
        if not 1 <= len(command.cards) <= 2:
            return refuse("exchange_offer_size")
        return _not_held(command.cards)
    if isinstance(command, DeliverSet) and isinstance(prompt, P.Deliver):
        if not _in_hand(command.cards, state.hands[command.seat]):
            return _not_held(command.cards)
        return refuse("not_a_set")  # LT-6.4
    if isinstance(command, DeliverMission) and isinstance(prompt, P.Deliver):
        if command.mission not in MISSION_CARDS:
            return refuse("no_such_mission")
        if command.mission not in missions_open(state, command.seat):
            return refuse("mission_closed", mission=command.mission)  # LT-15.7
        if not _in_hand(command.cards, state.hands[command.seat]):
            return _not_held(command.cards)
        return refuse("mission_mismatch", mission=command.mission)  # LT-6.9
    if isinstance(command, Defend) and isinstance(prompt, P.Defend):
        return refuse("no_necklace")  # LT-5.6.1
    if isinstance(command, ChooseOffer) and isinstance(prompt, P.ChooseOffer):
        return refuse("not_an_offer")
    if isinstance(command, ChooseAmbush) and isinstance(prompt, P.ChooseAmbush):
        return refuse("not_a_drawn_ambush")
    if isinstance(command, FireAmbush) and isinstance(prompt, P.FireOrHold):
        return refuse("ambush_cannot_fire")  # LT-7.2
    if isinstance(command, ChooseCard) and isinstance(prompt, P.ChooseCard):
        return refuse("not_in_target_hand")
    if isinstance(command, AmbushTake) and isinstance(prompt, P.AmbushTake):
        return refuse("ambush_cannot_take")  # LT-7.5
    return refuse("not_now")


class LieutenantsRules(FlowRules):
    """The Sheriff's Lieutenants for :class:`sherwood.engine.Match` (see
    :class:`sherwood.engine.Rules`; whose decision it is, the legal commands and applying one
    come from :class:`~sherwood.engine.flow.FlowRules`)."""

    flow = FLOW

    def setup(self, rng: SeededRng, seat_count: int,
              options: Mapping[str, Any]) -> tuple[State, list[Event]]:
        """LT-2, then the first player's turn begins; LT-2.2: the seats' colours are known
        and all different, else BadOptions says what is wrong."""
        colours = COLOUR_CHOICE.chosen(seat_count, options.get("colours"))
        state = set_table(rng, seat_count, bool(options.get("short", False)),
                          bool(options.get("auto_ambush", False)), colours)
        events: list[Event] = []
        push(state, ("turn", state.first))
        FLOW.run(state, rng, events)
        return state, events

    def is_legal(self, state: State, command: Command) -> bool:
        return is_legal(state, command)

    def why_illegal(self, state: State, command: Command) -> Refusal:
        return why_illegal(state, command)

    def undoable(self, state: State, command: Command) -> bool:
        """Taking the card, and choosing an attack (the next decision is the mover's own);
        the match refuses anything that used chance or revealed a card."""
        if isinstance(command, Take):
            return True
        prompt = state.prompt
        return (isinstance(command, Act) and isinstance(prompt, P.TakeOrAct)
                and ACTION[kind_of(prompt.card)] in ("theft", "robbery", "raid"))

    def view(self, state: State, seat: int) -> View:
        return view_of(state, seat)

    def scores(self, state: State) -> list[int]:
        return scores(state)

    def winners(self, state: State) -> list[int]:
        return winners(state)

    def outcome(self, state: State) -> Outcome:
        return outcome_of(state)

    def score_bounds(self, seat_count: int, options: Mapping[str, Any]) -> tuple[int, int]:
        """At most 21 successful deliveries (LT-10.2), each worth at most 30 VP."""
        return 0, ROUTE_LENGTH * 30

    def clone(self, state: State) -> State:
        return state.clone()

    def encode(self, state: State) -> Any:
        return state.encode()

    def sample_hidden(self, view: View, seat: int, rng: SeededRng) -> State:
        return sample_hidden(view, seat, rng)

    def check_invariants(self, state: State) -> None:
        """Nothing created or lost, what is known is true, and the flow is at rest."""
        n = state.seats
        objects = Counter(state.draw) + Counter(state.discard)
        for s in range(n):
            objects += Counter(state.hands[s]) + Counter(state.loot[s])
            objects += Counter(gold for _, gold in state.ambush_sets[s])
        if state.revealed is not None:
            objects[state.revealed] += 1
        if state.delivery is not None:
            objects += Counter(state.delivery["cards"])
        # the laid-out raid cards are still in the hand, so they are not counted again
        assert objects == Counter(CARDS), f"object cards created or lost: {objects - Counter(CARDS)} " \
                                          f"extra, {Counter(CARDS) - objects} missing"
        ambushes = Counter(state.ambush_deck) + Counter(state.ambush_choice)
        for sets in state.ambush_sets:
            ambushes += Counter(a for a, _ in sets)
        assert ambushes == Counter(kept_ambushes(state.colours)), f"ambush cards created or lost: {ambushes}"
        assert len(state.colours) == n == len(set(state.colours)), f"colours {state.colours}"
        assert len(state.ambush_knower) == len(state.ambush_deck)
        assert all(k in (NOBODY, EVERYONE) or 0 <= k < n for k in state.ambush_knower)
        missions = Counter(c for stack in state.mission_stacks.values() for c in stack)
        missions += Counter(c for taken in state.missions_taken for c in taken)
        assert missions == Counter(c for pair in MISSION_CARDS.values() for c in pair)
        assert 0 <= state.sheriff < ROUTE_LENGTH
        assert state.deliveries == [len(state.loot[s]) + len(state.missions_taken[s]) for s in range(n)]
        for s in range(n):
            assert state.hands[s] == sorted(state.hands[s]), f"seat {s}'s hand is not sorted"
            offer = state.offers[s]
            if offer is not None:
                assert all(c in state.hands[s] for c in offer), f"seat {s} offers cards it lacks"
            for t in range(n):
                record = state.known[s][t]
                assert not (s == t and record), "a seat's record of its own hand"
                assert all(c in state.hands[t] for c in record), \
                    f"seat {s} 'knows' {record} in seat {t}'s hand {state.hands[t]}"
        if state.laid_out is not None:
            assert isinstance(state.prompt, P.ChooseCard)
            assert state.laid_out == state.hands[state.prompt.target]
        assert not state.queue, f"steps left between commands: {state.queue!r}"
        assert (state.prompt is None) == state.over, "a prompt must wait exactly while the game goes on"
        if state.ambush_choice:
            assert isinstance(state.prompt, P.ChooseAmbush)


RULES = LieutenantsRules()
