"""The rules of Sherwood Showdown (shared/rules/showdown.md) for the engine.

A turn (SD-3.2): refill check for both seats, the active seat first (SD-9.6, SD-9.14); a
purchase if the active seat holds no outlaw and has a traveller to sell (SD-9.7 – SD-9.11);
the traveller is revealed (SD-3.3); pass or rob (SD-3.4); the melee (SD-6); the end-of-melee
draws and refill checks (SD-9.1 – SD-9.6); the end of the game (SD-10).

Only the decisions of SD-3.8 are commands. Everything between two decisions runs inside the
``apply`` of the command that leads to it and reports itself as events, in order. So a
command that ends a turn returns e.g. ``Withdrew, MeleeWon, CardsDiscarded…, CardsDrawn…,
TurnStarted, TravellerRevealed`` (or ``GameEnded`` after the last traveller).

Showdown keeps a phase table rather than the engine's flow (:mod:`sherwood.engine.flow`),
because no decision ever comes up in the middle of a resolution; it reads as the same
shape, part for part:

- the pending prompt is ``state.phase`` (SELL, DECIDE, MELEE; OVER at the end) with
  ``state.mover``, the seat that must answer;
- the options table is :func:`.legality.legal_commands`, one branch per phase;
- the handlers table is :data:`.handlers.HANDLERS`, command type -> handler;
- the steps are the functions between decisions in :mod:`.handlers` (``begin_turn``,
  ``_reveal``, ``_finish_turn``), called in order instead of queued;
- a decision with one legal answer still waits for its seat (SD-3.8: the engine offers
  the legal commands at each decision point, e.g. ``take_fool`` alone when the Fool is
  revealed and no pass is left); what needs no decision (SD-9.2, SD-9.6) is no prompt.

This module ties them to the ``Rules`` protocol, with setup, the views and their sampling
(SD-12, SD-14.10), scoring and the checks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from sherwood.engine import Command, Event, Refusal, SeededRng
from sherwood.engine.flow import Events
from sherwood.engine.outcome import Outcome
from sherwood.games.showdown import handlers, legality
from sherwood.games.showdown.cards import FOOL, seat_deck, traveller_deck
from sherwood.games.showdown.commands import Lay, Rob
from sherwood.games.showdown.events import CardsDrawn
from sherwood.games.showdown.facts import SEAT_BIT, bits_of, cards_of, memo
from sherwood.games.showdown.outcome import outcome_of
from sherwood.games.showdown.state import (
    GOLD,
    HAND_SIZE,
    OUTLAW,
    OWNER,
    PASSES,
    RANSOM,
    TRAVELLER,
    Phase,
    State,
    Zone,
    blank_state,
    display_sorted,
    game_cards,
    has_outlaw,
    new_state,
    opponent_holds_outlaw,
    opponent_pool,
    own_draw_deck,
)
from sherwood.games.showdown.view import ShowdownView, new_view

PHASES = {phase.value: phase for phase in Phase}
_HAND_SHOWN: dict[int, tuple[str, ...]] = {}  # bits | seat * SEAT_BIT -> the hand, in order


def _hand_shown(key: int) -> tuple[str, ...]:
    return cards_of(key & (SEAT_BIT - 1), key >> 28)  # the bits run in display order
_REMAINING: dict[tuple[str, ...], tuple[str, ...]] = {}  # traveller deck -> display order


def _fit_hand(pool: list[str], size: int, outlaw: bool | None, rng: SeededRng) -> list[str]:
    """Reorder a shuffled pool so that its first ``size`` cards (the hand) hold an outlaw, or
    hold none, as the view demands (see ``opponent_holds_outlaw``)."""
    if outlaw is None or has_outlaw(pool[:size]) == outlaw:
        return pool
    if not outlaw:  # the first ``size`` non-outlaws of a shuffled pool: a uniform choice
        hand = [c for c in pool if c not in OUTLAW][:size]
        taken = set(hand)
        return hand + [c for c in pool if c not in taken]
    for _ in range(20):  # rejection keeps the choice uniform among hands with an outlaw
        rng.shuffle(pool)
        if has_outlaw(pool[:size]):
            return pool
    first = next(i for i, c in enumerate(pool) if c in OUTLAW)
    pool[0], pool[first] = pool[first], pool[0]
    return pool



class ShowdownRules:
    """Sherwood Showdown for :class:`sherwood.engine.Match` (the ``Rules`` protocol)."""

    # --- setting up -------------------------------------------------------------------------

    def setup(self, rng: SeededRng, seat_count: int,
              options: Mapping[str, Any]) -> tuple[State, list[Event]]:
        """SD-2, in the random order of SD-2.9 / SD-13.1, then the first turn starts."""
        encore = bool(options.get("encore", False))
        state = new_state(encore)
        first = rng.randint(0, 1)  # SD-2.7
        for seat in (0, 1):  # SD-2.2, SD-2.3, SD-11.3, SD-11.4
            deck = list(seat_deck(seat, encore))
            rng.shuffle(deck)
            state.decks[seat] = tuple(deck)
        travellers = list(traveller_deck(encore))  # SD-2.4, SD-2.5, SD-11.1, SD-11.2
        rng.shuffle(travellers)
        state.traveller_deck = tuple(travellers)
        events: Events = []
        for seat in (0, 1):  # SD-2.6
            events.append(CardsDrawn(seat, handlers.draw(state, seat, HAND_SIZE), "deal"))
        handlers.begin_turn(state, first, rng, events)
        return state, events

    # --- asking ---------------------------------------------------------------------------

    def active_seat(self, state: State, over: Phase = Phase.OVER) -> int | None:
        return None if state.phase is over else state.mover

    legal_commands = staticmethod(legality.legal_commands)  # no extra call at every step

    def why_illegal(self, state: State, command: Command) -> Refusal:
        """Why ``command`` is not allowed now, as a code and its values."""
        return legality.why_illegal(state, command)

    def undoable(self, state: State, command: Command) -> bool:
        """Rob and Lay show only the mover's own card and draw nothing."""
        return isinstance(command, Rob | Lay)

    # --- changing ---------------------------------------------------------------------------

    def apply(self, state: State, command: Command, rng: SeededRng) -> list[Event]:
        return handlers.HANDLERS[type(command)](state, command, rng)

    # --- seeing ---------------------------------------------------------------------------

    def view(self, state: State, seat: int) -> ShowdownView:
        """SD-12: everything public, plus ``seat``'s own hand; no deck order, no other hand."""
        phase = state.phase
        in_melee = phase is Phase.MELEE
        hands, decks, totals = state.hands, state.decks, state.totals
        traveller = state.active_traveller
        shown = state.hand_bits[seat] | SEAT_BIT * seat
        hand = _HAND_SHOWN.get(shown)
        travellers = state.traveller_deck
        remaining = _REMAINING.get(travellers)
        return new_view(  # ShowdownView's fields in order, built fast (see new_view)
            seat,
            state.encore,
            phase._value_,  # the plain string ("decide"); .value is a slower property
            None if phase is Phase.OVER else state.mover,
            state.turn,
            memo(_HAND_SHOWN, shown, _hand_shown) if hand is None else hand,
            (len(hands[0]), len(hands[1])),
            (len(decks[0]), len(decks[1])),
            (state.discards[0], state.discards[1]),
            (state.spoils[0], state.spoils[1]),
            (state.passed[0], state.passed[1]),
            (state.passes_left[0], state.passes_left[1]),
            len(travellers),
            memo(_REMAINING, travellers, display_sorted) if remaining is None else remaining,
            traveller,
            state.robber if in_melee else None,
            (state.melee[0], state.melee[1]),
            (totals[0], totals[1]),
            0 if traveller is None else GOLD[traveller] + state.ransom_gold,
            (state.min_legal(0), state.min_legal(1)) if in_melee else (None, None),
            state.out_of_play,
            (state.score(0), state.score(1)),
        )

    def sample_hidden(self, view: ShowdownView, seat: int, rng: SeededRng) -> State:
        """SD-14.10: a full state consistent with ``view``: the viewer's hand kept; the
        opponent's hand, both draw-deck orders and the traveller-deck order sampled."""
        if view.seat != seat:
            raise ValueError(f"this is seat {view.seat}'s view, not seat {seat}'s")
        other = 1 - seat
        own_deck = own_draw_deck(view)
        pool = opponent_pool(view)
        travellers = list(view.travellers_remaining)
        rng.shuffle(own_deck)
        rng.shuffle(pool)
        rng.shuffle(travellers)
        size = view.hand_sizes[other]
        if len(own_deck) != view.deck_sizes[seat] or len(pool) != size + view.deck_sizes[other]:
            raise ValueError("the view's hand and deck sizes do not match its unseen cards")
        pool = _fit_hand(pool, size, opponent_holds_outlaw(view), rng)
        hands: list[Zone] = [view.hand, view.hand]
        decks: list[Zone] = [(), ()]
        hands[other] = tuple(pool[:size])
        decks[seat] = tuple(own_deck)
        decks[other] = tuple(pool[size:])
        state = blank_state()  # every field set below: the view's zones are tuples already
        state.encore = view.encore
        state.hands = hands
        state.decks = decks
        state.discards = list(view.discards)
        state.spoils = list(view.spoils)
        state.passed = list(view.passed)
        state.passes_left = list(view.passes_left)
        state.traveller_deck = tuple(travellers)
        state.out_of_play = view.out_of_play
        state.active_traveller = view.active_traveller
        state.phase = PHASES[view.phase]
        state.turn = view.turn
        state.robber = view.robber
        state.melee = list(view.melee)
        state.hand_bits = [bits_of(hands[0]), bits_of(hands[1])]
        state.totals = list(view.totals)
        state.ransom_gold = sum(GOLD[r] for row in view.melee for _, r in row if r is not None)
        mover = view.active_seat if view.active_seat is not None else 0
        state.mover = mover
        state.active = view.robber if view.robber is not None else mover
        return state

    # --- scoring --------------------------------------------------------------------------

    def scores(self, state: State) -> list[int]:
        """SD-10.3: travellers' numbers + 1 per Page/Knight + 3 per Queen/King − 5 for the Fool."""
        return handlers.scores(state)

    def winners(self, state: State) -> list[int]:
        """SD-10.2 and the tie-break SD-10.5; [] for a draw."""
        return handlers.winners(state)

    def outcome(self, state: State) -> Outcome:
        """SD-10.2 – SD-10.5 worded for the results (:mod:`.outcome`)."""
        return outcome_of(state, self.scores(state), self.winners(state))

    def score_bounds(self, seat_count: int, options: Mapping[str, Any]) -> tuple[int, int]:
        """From the Fool alone (−5) to every traveller and every ransom of the game."""
        cards = game_cards(bool(options.get("encore", False)))
        return GOLD[FOOL], sum(GOLD[c] for c in cards if c != FOOL)

    # --- copying and checking -------------------------------------------------------------

    def clone(self, state: State) -> State:
        return state.clone()

    def encode(self, state: State) -> Any:
        """A canonical JSON-ready form of the whole state, for the state hash."""
        return {
            "encore": state.encore,
            "hands": [list(zone) for zone in state.hands],
            "decks": [list(zone) for zone in state.decks],
            "discards": [list(zone) for zone in state.discards],
            "spoils": [list(zone) for zone in state.spoils],
            "passed": [list(zone) for zone in state.passed],
            "passes_left": state.passes_left,
            "traveller_deck": list(state.traveller_deck),
            "out_of_play": list(state.out_of_play),
            "active_traveller": state.active_traveller,
            "phase": state.phase.value,
            "active": state.active,
            "mover": state.mover,
            "turn": state.turn,
            "robber": state.robber,
            "melee": [[list(laid) for laid in row] for row in state.melee],
        }

    def check_invariants(self, state: State) -> None:
        """No card created or lost; each zone holds only what it may; SD-15.8; passes 0..2."""
        zones: dict[str, list[str]] = {
            "traveller deck": list(state.traveller_deck), "out of play": list(state.out_of_play),
            "active traveller": [state.active_traveller] if state.active_traveller else [],
        }
        for name, pile in (("traveller deck", state.traveller_deck),
                           ("out of play", state.out_of_play)):
            assert type(pile) is tuple, f"the {name} is not a tuple (zones are replaced, not changed)"
        for seat in (0, 1):
            assert type(state.melee[seat]) is tuple, f"melee {seat} is not a tuple"
            for name, pile in (("hand", state.hands[seat]), ("deck", state.decks[seat]),
                               ("discard", state.discards[seat]), ("spoils", state.spoils[seat]),
                               ("passed", state.passed[seat])):
                assert type(pile) is tuple, f"{name} {seat} is not a tuple"
                zones[f"{name} {seat}"] = list(pile)
            zones[f"melee {seat}"] = [c for laid in state.melee[seat] for c in laid if c]
        found = Counter(c for cards in zones.values() for c in cards)
        expected = Counter(game_cards(state.encore))
        assert found == expected, (
            f"cards created {sorted((found - expected).elements())}, "
            f"lost {sorted((expected - found).elements())}")
        for seat in (0, 1):
            for zone in ("hand", "deck", "discard", "melee"):
                stray = [c for c in zones[f"{zone} {seat}"] if OWNER[c] != seat]
                assert not stray, f"{zone} {seat} holds cards of another deck: {stray}"
            assert not any(c in OUTLAW for c in state.spoils[seat]), "an outlaw in spoils"
            assert all(c in TRAVELLER or c == FOOL for c in state.passed[seat])
            assert 0 <= state.passes_left[seat] <= PASSES, "passes out of range"
            assert state.passes_left[seat] + len(state.passed[seat]) == PASSES, "passes miscounted"
            for laid_outlaw, laid_ransom in state.melee[seat]:
                assert laid_outlaw in OUTLAW and (laid_ransom is None or laid_ransom in RANSOM)
            places = zones[f"hand {seat}"] + zones[f"deck {seat}"] + zones[f"discard {seat}"]
            if state.phase is not Phase.MELEE:  # SD-15.8
                assert sum(c in OUTLAW for c in places) == 20, f"seat {seat}'s outlaws strayed"
        assert all(c in TRAVELLER for c in state.out_of_play), "the Fool went out of play"
        phase = state.phase
        if phase is Phase.MELEE:
            assert state.robber is not None and state.active_traveller in TRAVELLER
            assert state.melee[state.robber], "a melee without an opening card"
        else:
            assert not state.melee[0] and not state.melee[1], "cards left in the melee area"
        if phase is Phase.DECIDE:
            assert state.active_traveller is not None and state.mover == state.active
            assert state.active_traveller == FOOL or has_outlaw(state.hands[state.active]), (
                "a traveller waits for a seat that cannot rob him (SD-3.7)")
        if phase is Phase.SELL:
            assert state.active_traveller is None and handlers.can_sell(state, state.active)
        if phase is Phase.OVER:
            assert not state.traveller_deck and state.active_traveller is None
        kept = (state.hand_bits, state.totals, state.ransom_gold)
        state.derive()
        assert kept == (state.hand_bits, state.totals, state.ransom_gold), (
            f"hand bits, melee totals or ransom gold out of step with the zones: {kept}")


RULES = ShowdownRules()
