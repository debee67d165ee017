"""The simulated tarot deck of Sherwood Showdown (SD-1.A, SD-1.B).

Card ids: outlaws ``H1``…``S10``, ransoms ``HP``/``HN``/``HQ``/``HK``…, travellers ``T1``…``T21``,
and ``FOOL``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

SUITS = ("H", "D", "C", "S")
SUIT_NAMES = {"H": "Hearts", "D": "Diamonds", "C": "Clubs", "S": "Spades"}
SEAT_SUITS = (("H", "D"), ("S", "C"))  # SD-2.3: seat 0 red, seat 1 black
ENCORE_REMOVED_SUIT = ("D", "C")  # SD-11.4: the suit whose ransoms each seat removes
RANSOM_RANKS = ("P", "N", "Q", "K")
RANSOM_NAMES = {"P": "Page", "N": "Knight", "Q": "Queen", "K": "King"}
RANSOM_GOLD = {"P": 1, "N": 1, "Q": 3, "K": 3}
FOOL = "FOOL"
FOOL_GOLD = -5


@dataclass(frozen=True, slots=True)
class Card:
    """One card's fields as SD-1.B lists them."""

    id: str
    kind: str  # "outlaw" | "ransom" | "traveller" | "fool"
    suit: str | None
    rank: int | str
    combat: int
    gold: int
    owner: int | None


@cache
def card(card_id: str) -> Card:
    """The card with this id; raises KeyError for anything that is not a Showdown card."""
    if card_id == FOOL:
        return Card(FOOL, "fool", None, 0, 0, FOOL_GOLD, None)
    if not isinstance(card_id, str) or not card_id:
        raise KeyError(f"{card_id!r} is not a Sherwood Showdown card")
    head, tail = card_id[0], card_id[1:]
    if head == "T" and tail.isdigit() and 1 <= int(tail) <= 21:
        return Card(card_id, "traveller", None, int(tail), 0, int(tail), None)
    if head in SUITS:
        owner = 0 if head in SEAT_SUITS[0] else 1
        if tail.isdigit() and 1 <= int(tail) <= 10:
            return Card(card_id, "outlaw", head, int(tail), int(tail), 0, owner)
        if tail in RANSOM_RANKS:
            return Card(card_id, "ransom", head, tail, 0, RANSOM_GOLD[tail], owner)
    raise KeyError(f"{card_id!r} is not a Sherwood Showdown card")


def combat(card_id: str) -> int:
    return card(card_id).combat


def gold(card_id: str) -> int:
    return card(card_id).gold


def card_name(card_id: str) -> str:
    """A readable name: "7 of Hearts", "Queen of Spades", "Traveller 12", "the Fool"."""
    c = card(card_id)
    if c.kind == "fool":
        return "the Fool"
    if c.kind == "traveller":
        return f"Traveller {c.rank}"
    rank = "Ace" if c.rank == 1 else RANSOM_NAMES.get(str(c.rank), str(c.rank))
    return f"{rank} of {SUIT_NAMES[c.suit or '']}"


@cache
def seat_deck(seat: int, encore: bool = False) -> tuple[str, ...]:
    """The 28 cards (24 in Encore) of a seat's own deck, SD-2.2 / SD-11.3."""
    cards = []
    for suit in SEAT_SUITS[seat]:
        cards += [f"{suit}{n}" for n in range(1, 11)]
        if not (encore and suit == ENCORE_REMOVED_SUIT[seat]):
            cards += [f"{suit}{r}" for r in RANSOM_RANKS]
    return tuple(cards)


@cache
def traveller_deck(encore: bool = False) -> tuple[str, ...]:
    """The 22 travellers with the Fool (11 in Encore: even numbers and the Fool), SD-2.5 / SD-11.2."""
    numbers = range(2, 22, 2) if encore else range(1, 22)
    return (*(f"T{n}" for n in numbers), FOOL)
