"""Card facts of Sherwood Showdown as flat tables: what the rules, the bots and the search
ask millions of times in a simulation, looked up instead of worked out.

Besides plain dicts (``COMBAT``, ``GOLD``, ``OWNER``) and sets (``OUTLAW``, ``RANSOM``,
``TRAVELLER``), every card of a seat's deck has one bit, ``BIT[card]``, given in display
order (outlaws by value then suit, then ransoms Page, Knight, Queen, King): a hand, which
only ever holds its own seat's cards, is then also one small whole number, its bits
(``State.hand_bits``), and questions about it are bit operations ("holds an outlaw":
``bits & OUTLAW_BITS``; "outlaws worth at least 4": ``bits & OUTLAW_AT_LEAST[4]``), the same
in whatever order the cards were drawn. Both seats' decks are laid out alike (20 outlaws in
bits 0-19, 8 ransoms in bits 20-27), so the masks serve both, and a hand stays below 2**28:
one machine digit, the fastest kind of Python int. ``cards_of(bits, seat)`` lists a hand
in display order.

:func:`memo` keeps the results of pure functions of such keys (a row of legal commands,
the rollout policy's reading of a hand), emptied when full so memory stays bounded.

>>> cards_of(BIT["H7"] | BIT["D2"] | BIT["HQ"] | BIT["H2"], 0)
('H2', 'D2', 'H7', 'HQ')
>>> bool(bits_of(("SQ", "SK")) & OUTLAW_BITS)
False
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import TypeVar

from sherwood.games.showdown.cards import RANSOM_RANKS, SUITS, card, seat_deck, traveller_deck

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

# --- one bit per card of a seat's deck, in display order ------------------------------------

def _seat_bits(seat: int) -> dict[str, int]:
    cards = sorted(seat_deck(seat), key=DISPLAY_ORDER.__getitem__)
    return {c: 1 << i for i, c in enumerate(cards)}


_SEAT_BITS = (_seat_bits(0), _seat_bits(1))
BIT: dict[str, int] = {**_SEAT_BITS[0], **_SEAT_BITS[1]}
"""A seat card's bit among its own deck's (the two decks share the layout)."""
CARD_OF_BIT: tuple[dict[int, str], dict[int, str]] = (
    {bit: c for c, bit in _SEAT_BITS[0].items()}, {bit: c for c, bit in _SEAT_BITS[1].items()})
"""``CARD_OF_BIT[seat][bit]``: the card of ``seat``'s deck with that bit."""
SEAT_BIT = 1 << 28
"""Above every card's bit: ``bits | seat * SEAT_BIT`` tells two seats' hands apart in a key."""
OUTLAW_BITS = sum(BIT[c] for c in seat_deck(0) if c in OUTLAW)
RANSOM_BITS = sum(BIT[c] for c in seat_deck(0) if c in RANSOM)
HIGH_RANSOM_BITS = sum(BIT[c] for c in seat_deck(0) if c in RANSOM and GOLD[c] == 3)  # Q, K
OUTLAW_AT_LEAST: tuple[int, ...] = tuple(
    sum(BIT[c] for c in seat_deck(0) if c in OUTLAW and COMBAT[c] >= value) for value in range(12))
"""``OUTLAW_AT_LEAST[v]``: the bits of every outlaw worth ``v`` or more (v from 0 to 11;
nothing is worth more than 10, so ask ``min(v, 11)``)."""


def bits_of(cards: Iterable[str]) -> int:
    """The bits of ``cards``, all of one seat's deck (each card once)."""
    bits = 0
    for card_id in cards:
        bits |= BIT[card_id]
    return bits


def cards_of(bits: int, seat: int) -> tuple[str, ...]:
    """The cards of ``seat``'s deck whose bits are set, in display order."""
    card_of = CARD_OF_BIT[seat]
    cards = []
    while bits:
        low = bits & -bits
        cards.append(card_of[low])
        bits ^= low
    return tuple(cards)


# --- memos ------------------------------------------------------------------------------------

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")
MEMO_LIMIT = 50_000
"""Entries a memo keeps before it starts afresh (a long sweep meets many hands)."""


def memo(cache: dict[K, V], key: K, make: Callable[[K], V]) -> V:
    """``cache[key]``, made by ``make(key)`` the first time; the cache is emptied when it
    holds :data:`MEMO_LIMIT` entries, so memory stays bounded. Only for pure functions of
    ``key`` whose results nobody changes (tuples, frozen values)."""
    value = cache.get(key)
    if value is None:
        if len(cache) >= MEMO_LIMIT:
            cache.clear()
        value = cache[key] = make(key)
    return value


def display_sorted(cards: Sequence[str]) -> tuple[str, ...]:
    """Outlaws by value, then ransoms Page, Knight, Queen, King, then travellers by number."""
    return tuple(sorted(cards, key=DISPLAY_ORDER.__getitem__))


def has_outlaw(cards: Sequence[str]) -> bool:
    return not OUTLAW.isdisjoint(cards)


def game_cards(encore: bool) -> tuple[str, ...]:
    """Every card in play in this game (SD-2.1, SD-11)."""
    return (*seat_deck(0, encore), *seat_deck(1, encore), *traveller_deck(encore))
