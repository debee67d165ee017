"""The cards of The Sheriff's Lieutenants (LT-1): objects, ambushes, missions, colours, by
id (their names for the player are the table's words).

Object cards are ids ``CU01``..``CH12`` (LT-1.A); the first two letters name the object
(:func:`kind_of`). Ambush cards are ``AM01``..``AM13`` (LT-1.B), missions ``1``..``4`` with the
cards ``MI1A``..``MI4B`` (LT-1.C).

>>> kind_of("PE07"), VP["PE"], ACTION["PE"], len(CARDS)
('PE', 10, 'robbery', 84)
>>> AMBUSH_COLOUR["AM04"], AMBUSH_OBJECTS["AM11"], len(AMBUSHES)
('blue', ('PE', 'CH'), 13)
>>> MISSION_CARDS[2], MISSION_VP["MI2B"]
(('MI2A', 'MI2B'), 14)
>>> kept_ambushes(3)
('AM01', 'AM02', 'AM03', 'AM08', 'AM09', 'AM10', 'AM11', 'AM12', 'AM13')
"""

from __future__ import annotations

from collections.abc import Sequence

from sherwood.engine.seat_choice import SeatChoice

COLOURS: tuple[str, ...] = ("red", "yellow", "green", "blue", "mauve", "white", "grey")
"""LT-1.E: the lieutenants' colours, in the order seats take them unless they choose."""

SEAT_NAMES: tuple[str, ...] = tuple(c.capitalize() for c in COLOURS)

COLOUR_CHOICE = SeatChoice("colours", COLOURS, "colour")
"""LT-2.1, LT-2.2: each seat plays the colour it chooses, no two the same (the option
``colours``: a list of colours, one per seat; None: seat ``s`` plays ``COLOURS[s]``)."""

OBJECTS: tuple[str, ...] = ("CU", "CA", "GO", "PE", "JE", "NE", "CH")
"""LT-1.A: the seven objects, by id prefix, in table order."""

VP: dict[str, int] = dict(zip(OBJECTS, range(7, 14), strict=True))
"""LT-1.2: copper 7, candlestick 8, gold 9, pearls 10, jewels 11, necklace 12, chest 13."""

ACTIONS: tuple[str, ...] = ("buy", "theft", "ambush", "robbery", "raid", "defence", "exchange")
ACTION: dict[str, str] = dict(zip(OBJECTS, ACTIONS, strict=True))
"""LT-1.1: the action each object allows."""
PAYING: dict[str, str] = {action: obj for obj, action in ACTION.items()}
"""The object that pays for each action."""

CARDS: tuple[str, ...] = tuple(f"{o}{n:02d}" for o in OBJECTS for n in range(1, 13))
"""LT-1.A: the 84 object cards, in id order (the order they are shuffled from, LT-2.9)."""
CARD_VP: dict[str, int] = {card: VP[card[:2]] for card in CARDS}
"""LT-1.2: each card's printed VP."""

AMBUSH_COLOUR: dict[str, str] = {f"AM{i + 1:02d}": colour for i, colour in enumerate(COLOURS)}
"""LT-1.B: the colour ambush cards and the colour each shows."""
AMBUSH_OBJECTS: dict[str, tuple[str, str]] = {
    "AM08": ("CU", "PE"),
    "AM09": ("CA", "JE"),
    "AM10": ("GO", "NE"),
    "AM11": ("PE", "CH"),
    "AM12": ("JE", "CU"),
    "AM13": ("NE", "CA"),
}
"""LT-1.B: the object ambush cards and the two objects each shows."""
AMBUSHES: tuple[str, ...] = (*AMBUSH_COLOUR, *AMBUSH_OBJECTS)
"""LT-1.B: the 13 ambush cards in id order."""

MISSIONS: tuple[int, ...] = (1, 2, 3, 4)
MISSION_CARDS: dict[int, tuple[str, str]] = {m: (f"MI{m}A", f"MI{m}B") for m in MISSIONS}
"""LT-1.C, LT-2.5: each mission's stack, first (higher) copy on top."""
MISSION_VP: dict[str, int] = {"MI1A": 30, "MI1B": 20, "MI2A": 20, "MI2B": 14,
                              "MI3A": 25, "MI3B": 16, "MI4A": 18, "MI4B": 12}
"""LT-1.4."""
MISSION_SIZES: dict[int, int] = {1: 7, 2: 5, 3: 8, 4: 6}
"""LT-1.C: how many cards each mission delivers."""

ROUTE_LENGTH = 21
"""LT-1.5: Nottingham (0) and the forest spaces 1..20."""
SHORT_START = 8
"""LT-V1: the sheriff's first space in the short game."""


def kind_of(card: str) -> str:
    """The object of an object card: ``"CH"`` for ``"CH03"``."""
    return card[:2]


def mission_of(card: str) -> int:
    """The mission of a mission card: ``3`` for ``"MI3B"``."""
    return int(card[2])


def kept_ambushes(colours: Sequence[str] | int) -> tuple[str, ...]:
    """LT-2.4: the ambush cards in play when the seats play ``colours`` (a number of seats:
    the first colours), the colour cards of the colours nobody plays removed, in id order.

    >>> kept_ambushes(("blue", "white"))
    ('AM04', 'AM06', 'AM08', 'AM09', 'AM10', 'AM11', 'AM12', 'AM13')
    """
    played = COLOURS[:colours] if isinstance(colours, int) else tuple(colours)
    return tuple(a for a in AMBUSHES if a in AMBUSH_OBJECTS or AMBUSH_COLOUR[a] in played)
