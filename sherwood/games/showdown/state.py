"""The mutable state of a Sherwood Showdown game, and what a seat can work out about it.

Every zone of SD-1.C is a tuple of card ids (a zone changes by being replaced, never in
place). Draw decks and the traveller deck are listed **top first** (``deck[0]`` is drawn
next); discard piles, spoils, passed piles and the out-of-play pile are listed oldest
first. The pending decision is named by ``phase`` (house rule 7): ``sell`` (SD-9.7
purchase), ``decide`` (pass or rob, SD-3.4), ``melee`` (lay or withdraw, SD-6.4) and
``over``.

Why tuples (the "fast states" pattern of ``docs/adding-a-game.md``): a clone copies only
the few per-seat lists that hold the zones, never a card, and a view hands the zones out as
they are. Three fields are kept up to date beside the zones, so that the rules and the
search never count them again: ``hand_bits`` (each hand as the bits of
:mod:`.facts`, whatever the order its cards were drawn in), ``totals`` (SD-6.10) and
``ransom_gold`` (the ransoms laid in this melee, SD-7.7). ``check_invariants`` checks them.

The functions at the bottom compute the card knowledge of SD-12.3 / SD-14.1 from a
:class:`~sherwood.games.showdown.view.ShowdownView`; both ``sample_hidden`` and the bots use
them, so there is one definition of "what the opponent might hold".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from sherwood.games.showdown.cards import FOOL, seat_deck
from sherwood.games.showdown.facts import (
    ALL_IDS,
    BIT,
    COMBAT,
    DISPLAY_ORDER,
    GOLD,
    OUTLAW,
    OWNER,
    RANSOM,
    TRAVELLER,
    bits_of,
    display_sorted,
    game_cards,
    has_outlaw,
)
from sherwood.games.showdown.view import ShowdownView

__all__ = [  # the card facts live in .facts; these names are read from here too
    "ALL_IDS", "BIT", "COMBAT", "DISPLAY_ORDER", "END_DRAW", "GOLD", "HAND_SIZE", "OUTLAW",
    "OWNER", "PASSES", "RANSOM", "REFILL_DRAW", "TRAVELLER", "Laid", "Phase", "State", "Zone",
    "blank_state", "display_sorted", "game_cards", "has_outlaw", "min_legal_value", "new_state",
    "opponent_holds_outlaw", "opponent_pool", "own_draw_deck", "unseen_cards",
]

PASSES = 2  # SD-2.8 / SD-4.1
HAND_SIZE = 5  # SD-2.6
END_DRAW = 2  # SD-9.2
REFILL_DRAW = 3  # SD-9.6


class Phase(StrEnum):
    """The decision the game waits for."""

    SELL = "sell"      # the active seat may sell a traveller (SD-9.7 – SD-9.11)
    DECIDE = "decide"  # the active seat passes or robs the revealed traveller (SD-3.4)
    MELEE = "melee"    # the mover lays an outlaw or withdraws (SD-6.4)
    OVER = "over"      # every traveller is resolved (SD-10.1)


# --- the state ------------------------------------------------------------------------------

Laid = tuple[str, str | None]  # an outlaw and the ransom attached to it (SD-7.3)
Zone = tuple[str, ...]          # a pile of cards, replaced whole when it changes


@dataclass(slots=True)
class State:
    """One Showdown game. Per-seat lists are indexed by seat (0 = Merry Men, 1 = Bandits);
    each holds that seat's zone as a tuple (zones given as lists become tuples)."""

    encore: bool
    hands: list[Zone]
    decks: list[Zone]               # top first
    discards: list[Zone]            # oldest first
    spoils: list[Zone]
    passed: list[Zone]
    passes_left: list[int]
    traveller_deck: Zone            # top first
    out_of_play: Zone = ()
    active_traveller: str | None = None
    phase: Phase = Phase.DECIDE
    active: int = 0                 # whose turn it is
    mover: int = 0                  # who must decide now (differs from active in a melee)
    turn: int = 0                   # 1-based once the first turn has started
    robber: int | None = None       # the seat that opened the melee
    melee: list[tuple[Laid, ...]] = field(default_factory=lambda: [(), ()])
    # kept up to date by the handlers (see the module docstring), set here from the zones:
    hand_bits: list[int] = field(init=False)   # bits_of(hands[seat])
    totals: list[int] = field(init=False)      # SD-6.10: the outlaws laid in this melee
    ransom_gold: int = field(init=False)       # SD-7.7: the ransoms laid in this melee

    def __post_init__(self) -> None:
        """Zones handed in as lists (a test's situation) become tuples, laid pairs too; the
        derived fields are worked out from them."""
        self.hands = [tuple(z) for z in self.hands]
        self.decks = [tuple(z) for z in self.decks]
        self.discards = [tuple(z) for z in self.discards]
        self.spoils = [tuple(z) for z in self.spoils]
        self.passed = [tuple(z) for z in self.passed]
        self.passes_left = list(self.passes_left)
        self.traveller_deck = tuple(self.traveller_deck)
        self.out_of_play = tuple(self.out_of_play)
        self.melee = [tuple((o, r) for o, r in row) for row in self.melee]
        for seat, hand in enumerate(self.hands):
            stray = [c for c in hand if OWNER.get(c) != seat]
            if stray:  # a hand's bits only tell its own deck's cards apart (see .facts)
                raise ValueError(f"hand {seat} holds cards that are not of its deck: {stray}")
        self.derive()

    def derive(self) -> None:
        """Set ``hand_bits``, ``totals`` and ``ransom_gold`` from the zones."""
        self.hand_bits = [bits_of(hand) for hand in self.hands]
        self.totals = [sum(COMBAT[o] for o, _ in row) for row in self.melee]
        self.ransom_gold = sum(GOLD[r] for row in self.melee for _, r in row if r is not None)

    def clone(self) -> State:
        """An independent copy: the zones are immutable, so only the lists that hold them
        are copied (no card is copied, and no constructor runs)."""
        new = blank_state()
        new.encore = self.encore
        new.hands = self.hands[:]
        new.decks = self.decks[:]
        new.discards = self.discards[:]
        new.spoils = self.spoils[:]
        new.passed = self.passed[:]
        new.passes_left = self.passes_left[:]
        new.traveller_deck = self.traveller_deck
        new.out_of_play = self.out_of_play
        new.active_traveller = self.active_traveller
        new.phase = self.phase
        new.active = self.active
        new.mover = self.mover
        new.turn = self.turn
        new.robber = self.robber
        new.melee = self.melee[:]
        new.hand_bits = self.hand_bits[:]
        new.totals = self.totals[:]
        new.ransom_gold = self.ransom_gold
        return new

    # --- derived facts ------------------------------------------------------------------

    def total(self, seat: int) -> int:
        """SD-6.10: the sum of the outlaws ``seat`` has laid in this melee."""
        return self.totals[seat]

    def last_laid(self, seat: int) -> int | None:
        """The value of ``seat``'s most recent outlaw in this melee (SD-6.8a)."""
        row = self.melee[seat]
        return COMBAT[row[-1][0]] if row else None

    def min_legal(self, seat: int) -> int:
        """SD-6.9: ``max(last or 1, other total − own total)``."""
        row = self.melee[seat]
        last = COMBAT[row[-1][0]] if row else 1
        totals = self.totals
        lead = totals[1 - seat] - totals[seat]
        return lead if lead > last else last

    def stake(self) -> int:
        """SD-7.7: the traveller's gold plus every ransom attached so far (0 with no traveller)."""
        traveller = self.active_traveller
        return 0 if traveller is None else GOLD[traveller] + self.ransom_gold

    def score(self, seat: int) -> int:
        """SD-10.3."""
        return sum(map(GOLD.__getitem__, self.spoils[seat]))


def blank_state(new: Callable[[type[State]], Any] = object.__new__) -> State:
    """A State with no field set yet: :meth:`State.clone` and ``sample_hidden`` fill every
    field themselves, so they skip the constructor's checks."""
    state: State = new(State)
    return state


def min_legal_value(last: int | None, own_total: int, other_total: int) -> int:
    """SD-6.9 as plain numbers: the smallest outlaw value the mover may lay."""
    return max(last or 1, other_total - own_total)


def new_state(encore: bool) -> State:
    """A state with every zone empty (setup fills it, drawing through ``handlers.draw``)."""
    return State(encore, [(), ()], [(), ()], [(), ()], [(), ()], [(), ()], [PASSES, PASSES], ())


# --- what a seat can work out (SD-12.3, SD-14.1) -------------------------------------------

def unseen_cards(view: ShowdownView, seat: int) -> list[str]:
    """The cards of ``seat``'s own deck that the viewer of ``view`` cannot see.

    SD-14.1: the seat's deck cards minus its discard pile, its cards in the melee area and
    its ransoms already in either spoils pile. For the opponent this pool holds their hand
    and their draw deck; for the viewer it also holds the viewer's hand, which is removed,
    so the result is exactly the set of cards in the viewer's own draw deck (SD-12.3).
    The list keeps the deck's canonical order, so sampling from it is reproducible.
    """
    seen = set(view.discards[seat])
    for outlaw, ransom in view.melee[seat]:
        seen.add(outlaw)
        if ransom is not None:
            seen.add(ransom)
    for pile in view.spoils:  # its ransoms; the travellers and the Fool are in no seat's deck
        seen.update(pile)
    if seat == view.seat:
        seen.update(view.hand)
    return [c for c in seat_deck(seat, view.encore) if c not in seen]


def opponent_pool(view: ShowdownView) -> list[str]:
    """SD-14.1: the opponent's unseen pool (their hand and draw deck together)."""
    return unseen_cards(view, 1 - view.seat)


def own_draw_deck(view: ShowdownView) -> list[str]:
    """The set of cards in the viewer's own draw deck (order unknown), SD-12.3."""
    return unseen_cards(view, view.seat)


def opponent_holds_outlaw(view: ShowdownView) -> bool | None:
    """What the phase says about the opponent's hand, when the opponent is the active seat.

    A normal traveller waiting for the opponent's decision means they hold an outlaw (else
    he would have escaped, SD-3.7); a purchase prompt means they hold none (SD-9.8).
    None when the view says nothing.
    """
    if view.active_seat != 1 - view.seat:
        return None
    if view.phase == Phase.DECIDE and view.active_traveller != FOOL:
        return True
    if view.phase == Phase.SELL:
        return False
    return None
