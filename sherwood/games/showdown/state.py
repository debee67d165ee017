"""The mutable state of a Sherwood Showdown game, and what a seat can work out about it.

Every zone of SD-1.C is a plain list of card ids. Draw decks and the traveller deck are
listed **top first** (``deck[0]`` is drawn next); discard piles, spoils, passed piles and
the out-of-play pile are listed oldest first. The pending decision is named by ``phase``
(house rule 7): ``sell`` (SD-9.7 purchase), ``decide`` (pass or rob, SD-3.4), ``melee``
(lay or withdraw, SD-6.4) and ``over``.

The functions at the bottom compute the card knowledge of SD-12.3 / SD-14.1 from a
:class:`~sherwood.games.showdown.view.ShowdownView`; both ``sample_hidden`` and the bots use
them, so there is one definition of "what the opponent might hold".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from sherwood.games.showdown.cards import (
    FOOL,
    RANSOM_RANKS,
    SUITS,
    card,
    seat_deck,
    traveller_deck,
)
from sherwood.games.showdown.view import ShowdownView

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


# --- card facts as flat dicts (the rules ask these millions of times in simulations) --------

ALL_IDS: tuple[str, ...] = (*seat_deck(0), *seat_deck(1), *traveller_deck())
COMBAT: dict[str, int] = {c: card(c).combat for c in ALL_IDS}
GOLD: dict[str, int] = {c: card(c).gold for c in ALL_IDS}
OUTLAW: frozenset[str] = frozenset(c for c in ALL_IDS if card(c).kind == "outlaw")
RANSOM: frozenset[str] = frozenset(c for c in ALL_IDS if card(c).kind == "ransom")
TRAVELLER: frozenset[str] = frozenset(c for c in ALL_IDS if card(c).kind == "traveller")
OWNER: dict[str, int | None] = {c: card(c).owner for c in ALL_IDS}


def _display_key(card_id: str) -> tuple[int, int, int]:
    c = card(card_id)
    suit = SUITS.index(c.suit) if c.suit else 0
    if c.kind == "outlaw":
        return (0, c.combat, suit)
    if c.kind == "ransom":
        return (1, RANSOM_RANKS.index(str(c.rank)), suit)
    if c.kind == "traveller":
        return (2, int(c.rank), 0)
    return (3, 0, 0)


DISPLAY_ORDER: dict[str, tuple[int, int, int]] = {c: _display_key(c) for c in ALL_IDS}


def display_sorted(cards: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """Outlaws by value, then ransoms Page, Knight, Queen, King, then travellers by number."""
    return tuple(sorted(cards, key=DISPLAY_ORDER.__getitem__))


def has_outlaw(cards: list[str] | tuple[str, ...]) -> bool:
    return any(c in OUTLAW for c in cards)


def game_cards(encore: bool) -> tuple[str, ...]:
    """Every card in play in this game (SD-2.1, SD-11)."""
    return (*seat_deck(0, encore), *seat_deck(1, encore), *traveller_deck(encore))


# --- the state ------------------------------------------------------------------------------

Laid = tuple[str, str | None]  # an outlaw and the ransom attached to it (SD-7.3)


@dataclass(slots=True)
class State:
    """One Showdown game. Per-seat lists are indexed by seat (0 = Merry Men, 1 = Bandits)."""

    encore: bool
    hands: list[list[str]]
    decks: list[list[str]]          # top first
    discards: list[list[str]]       # oldest first
    spoils: list[list[str]]
    passed: list[list[str]]
    passes_left: list[int]
    traveller_deck: list[str]       # top first
    out_of_play: list[str] = field(default_factory=list)
    active_traveller: str | None = None
    phase: Phase = Phase.DECIDE
    active: int = 0                 # whose turn it is
    mover: int = 0                  # who must decide now (differs from active in a melee)
    turn: int = 0                   # 1-based once the first turn has started
    robber: int | None = None       # the seat that opened the melee
    melee: list[list[Laid]] = field(default_factory=lambda: [[], []])

    def clone(self) -> State:
        """A deep copy, written out by hand (about ten times faster than deepcopy)."""
        return State(
            self.encore,
            [self.hands[0][:], self.hands[1][:]],
            [self.decks[0][:], self.decks[1][:]],
            [self.discards[0][:], self.discards[1][:]],
            [self.spoils[0][:], self.spoils[1][:]],
            [self.passed[0][:], self.passed[1][:]],
            self.passes_left[:],
            self.traveller_deck[:],
            self.out_of_play[:],
            self.active_traveller,
            self.phase,
            self.active,
            self.mover,
            self.turn,
            self.robber,
            [self.melee[0][:], self.melee[1][:]],
        )

    # --- derived facts ------------------------------------------------------------------

    def total(self, seat: int) -> int:
        """SD-6.10: the sum of the outlaws ``seat`` has laid in this melee."""
        total = 0
        for outlaw, _ in self.melee[seat]:  # a loop: faster than sum() on these short rows
            total += COMBAT[outlaw]
        return total

    def last_laid(self, seat: int) -> int | None:
        """The value of ``seat``'s most recent outlaw in this melee (SD-6.8a)."""
        row = self.melee[seat]
        return COMBAT[row[-1][0]] if row else None

    def min_legal(self, seat: int) -> int:
        """SD-6.9: ``max(last or 1, other total − own total)``."""
        row = self.melee[seat]
        last = COMBAT[row[-1][0]] if row else 1
        return max(last, self.total(1 - seat) - self.total(seat))

    def stake(self) -> int:
        """SD-7.7: the traveller's gold plus every ransom attached so far (0 with no traveller)."""
        if self.active_traveller is None:
            return 0
        stake = GOLD[self.active_traveller]
        for row in self.melee:
            for _, ransom in row:
                if ransom is not None:
                    stake += GOLD[ransom]
        return stake

    def score(self, seat: int) -> int:
        """SD-10.3."""
        return sum(GOLD[c] for c in self.spoils[seat])


def min_legal_value(last: int | None, own_total: int, other_total: int) -> int:
    """SD-6.9 as plain numbers: the smallest outlaw value the mover may lay."""
    return max(last or 1, other_total - own_total)


def new_state(encore: bool) -> State:
    """A state with every zone empty (setup and sampling fill it)."""
    return State(encore, [[], []], [[], []], [[], []], [[], []], [[], []], [PASSES, PASSES], [])


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
    for pile in view.spoils:
        seen.update(c for c in pile if c in RANSOM)
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
