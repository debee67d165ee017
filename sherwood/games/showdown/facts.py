"""Card facts of Sherwood Showdown as flat tables: what the rules, the bots and the search
ask millions of times in a simulation, looked up instead of worked out.

Besides plain dicts (``COMBAT``, ``GOLD``, ``OWNER``) and sets (``OUTLAW``, ``RANSOM``,
``TRAVELLER``), every card has one bit, ``BIT[card]``, given in display order (outlaws
by value then suit, ransoms Page, Knight, Queen, King, then the travellers): a hand is then
also one whole number, its bits (``State.hand_bits``), and questions about a hand are
bit operations ("holds an outlaw": ``bits & OUTLAW_BITS``; "outlaws worth at least 4":
``bits & OUTLAW_AT_LEAST[4]``), the same for any order the cards were drawn in. The set bits
from the lowest list the hand in display order (:func:`cards_of`).

:func:`memo` keeps the results of pure functions of such keys (a row of legal commands,
the rollout policy's reading of a hand), emptied when full so memory stays bounded.

>>> cards_of(BIT["H7"] | BIT["S2"] | BIT["HQ"] | BIT["D2"])
('D2', 'S2', 'H7', 'HQ')
>>> bool(bits_of(("HQ", "SK")) & OUTLAW_BITS)
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

# --- one bit per card, in display order -------------------------------------------------------

BIT: dict[str, int] = {c: 1 << i for i, c in enumerate(sorted(ALL_IDS, key=DISPLAY_ORDER.__getitem__))}
CARD_OF_BIT: dict[int, str] = {bit: c for c, bit in BIT.items()}
OUTLAW_BITS = sum(BIT[c] for c in OUTLAW)
RANSOM_BITS = sum(BIT[c] for c in RANSOM)
HIGH_RANSOM_BITS = sum(BIT[c] for c in RANSOM if GOLD[c] == 3)  # Queens and Kings
OUTLAW_AT_LEAST: tuple[int, ...] = tuple(
    sum(BIT[c] for c in OUTLAW if COMBAT[c] >= value) for value in range(12))
"""``OUTLAW_AT_LEAST[v]``: the bits of every outlaw worth ``v`` or more (v from 0 to 11;
nothing is worth more than 10, so ask ``min(v, 11)``)."""


def bits_of(cards: Iterable[str]) -> int:
    """The bits of ``cards`` (each card once)."""
    return sum(map(BIT.__getitem__, cards))


def cards_of(bits: int) -> tuple[str, ...]:
    """The cards whose bits are set, in display order."""
    cards = []
    while bits:
        low = bits & -bits
        cards.append(CARD_OF_BIT[low])
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
