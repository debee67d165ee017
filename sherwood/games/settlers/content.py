"""The fixed facts of the game (SR-B-1, SR-V-1): resources, costs, the development deck,
pieces, the bank, the targets, as small integer tables the rules index; and the Robin Hood
solo variant's (SR-V-1): its two owners, supplies, movement cards, bank and target.

Resources are always in the order of :data:`RESOURCES` (SR-C-5.2) and are indexes 0..4 in
the state; development cards are kinds 0..8 of :data:`DEV_KINDS` (the five Victory Point
cards each have a name of their own, so the deck holds 9 kinds).

>>> RESOURCES[BRICK], COST_NAMES["city"]
('brick', ('grain', 'grain', 'ore', 'ore', 'ore'))
>>> len(DECK), DECK.count(KNIGHT), sum(1 for k in DECK if k >= VP_FIRST)
(25, 14, 5)
>>> counts_of(("lumber", "grain", "lumber")), cards_of((0, 0, 3, 0, 0))
([2, 0, 1, 0, 0], ('grain', 'grain', 'grain'))
>>> supply("robin_hood", SHERIFF), supply("robin_hood", NEUTRAL), supply("standard", 3)
((10, 8, 30), (5, 0, 5), (5, 4, 15))
>>> bank_start("robin_hood", "deck"), deck_of("robin_hood", "deck").count(KNIGHT)
(18, 13)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

RESOURCES: tuple[str, ...] = ("lumber", "wool", "grain", "brick", "ore")
"""SR-C-5.2: the five resources, in the order used everywhere (index 0..4)."""

LUMBER, WOOL, GRAIN, BRICK, ORE = range(5)

RES_INDEX: dict[str, int] = {name: i for i, name in enumerate(RESOURCES)}

TERRAIN_RESOURCE: dict[str, int] = {
    "forest": LUMBER, "pasture": WOOL, "fields": GRAIN, "hills": BRICK, "mountains": ORE,
    "desert": -1,
}
"""SR-B-1.2: what each terrain produces (-1: nothing)."""

BANK_START = 19
"""SR-B-1.5: cards of each resource; no more exist."""

SETTLEMENTS, CITIES, ROADS = 5, 4, 15
"""SR-B-1.7: the pieces of each colour."""

TARGET = 10
"""SR-B-11.2: the VP that win on your own turn."""

HAND_LIMIT = 7
"""SR-B-6.2: more cards than this on a 7, and half of them go back to the bank."""

LONGEST_ROAD_MIN = 5
"""SR-B-10.3: the shortest road length that can hold Longest Road."""

LARGEST_ARMY_MIN = 3
"""SR-B-10.4: the played knights that first take Largest Army."""

MAX_SEATS = 4
"""SR-M-4: 2 to 4 seats."""

BOT_OFFERS_PER_TURN = 2
"""SR-B-7.5: a bot makes at most this many domestic offers a turn."""

# --- costs (SR-B-8.1) ------------------------------------------------------------------------

ROAD_COST = (1, 0, 0, 1, 0)
SETTLEMENT_COST = (1, 1, 1, 1, 0)
CITY_COST = (0, 0, 2, 0, 3)
DEV_COST = (0, 1, 1, 0, 1)

COSTS: dict[str, tuple[int, ...]] = {
    "road": ROAD_COST, "settlement": SETTLEMENT_COST, "city": CITY_COST,
    "development_card": DEV_COST,
}
"""The cost table, as counts in resource order."""

COST_NAMES: dict[str, tuple[str, ...]] = {
    item: tuple(RESOURCES[r] for r in range(5) for _ in range(cost[r])) for item, cost in COSTS.items()
}

# --- development cards (SR-B-1.6) ----------------------------------------------------------------

DEV_KINDS: tuple[str, ...] = (
    "knight", "road_building", "year_of_plenty", "monopoly",
    "vp_chapel", "vp_library", "vp_market", "vp_great_hall", "vp_university",
)
"""The development card ids of the spec's table; kinds 4..8 are the Victory Point cards."""

KNIGHT, ROAD_BUILDING, YEAR_OF_PLENTY, MONOPOLY = range(4)
VP_FIRST = 4
"""Kinds from this one on are Victory Point cards (SR-B-9.6)."""

DEV_INDEX: dict[str, int] = {name: i for i, name in enumerate(DEV_KINDS)}

DEV_TITLES: dict[str, str] = {
    "knight": "Knight", "road_building": "Road Building", "year_of_plenty": "Year of Plenty",
    "monopoly": "Monopoly", "vp_chapel": "Chapel", "vp_library": "Library",
    "vp_market": "Market", "vp_great_hall": "Great Hall", "vp_university": "University",
}

DECK: tuple[int, ...] = (KNIGHT,) * 14 + (ROAD_BUILDING,) * 2 + (YEAR_OF_PLENTY,) * 2 \
    + (MONOPOLY,) * 2 + tuple(range(VP_FIRST, len(DEV_KINDS)))
"""SR-B-1.6: the 25 development cards, unshuffled."""

SEAT_NAMES: tuple[str, ...] = ("Red", "Blue", "White", "Orange")
"""The seats are named by the colours of their pieces."""


def counts_of(cards: Sequence[str]) -> list[int]:
    """Resource names -> counts in resource order (unknown names raise KeyError)."""
    out = [0, 0, 0, 0, 0]
    for card in cards:
        out[RES_INDEX[card]] += 1
    return out


def cards_of(counts: Sequence[int]) -> tuple[str, ...]:
    """Counts in resource order -> resource names, sorted in resource order."""
    return tuple(RESOURCES[r] for r in range(5) for _ in range(counts[r]))


# --- the Robin Hood solo variant (SR-V-1) -----------------------------------------------------------

STANDARD, ROBIN_HOOD = "standard", "robin_hood"
VARIANTS: tuple[str, ...] = (STANDARD, ROBIN_HOOD)
"""The games the ``variant`` option names: SR-B and SR-V."""

SHERIFF, NEUTRAL = 0, 1
"""SR-V-1.1: the owners of pieces in the solo game: the Sheriff (seat 0, the only player) and
the neutral colour, an owner that never takes a turn (SR-V-2.10, SR-V-2.11)."""

SHERIFF_NAME = "Sheriff"
"""What the table calls seat 0 in the solo game."""

ROBIN_NAME = "Robin Hood"

SOLO_TARGET = 15
"""SR-V-9.1, SR-V-9.2: the VP that win, for the Sheriff and for Robin."""

TURN_LIMIT_MAX = 100_000
"""SR-M-5: the largest turn limit the option ``turn_limit`` takes (0 is none); a game of random
bots takes a few hundred turns, now and then past a thousand."""

SOLO_SUPPLY: tuple[tuple[int, int, int], ...] = ((10, 8, 30), (5, 0, 5))
"""SR-V-1.3, SR-V-1.8: settlements, cities and roads of the Sheriff and of the neutral colour."""

MOVEMENTS = ("deck", "die")
"""SR-M-2: Robin's movement deck or movement die."""

MOVES: tuple[str, ...] = ("move_lumber", "move_wool", "move_grain", "move_brick", "move_ore",
                          "move_knight")
"""SR-V-1.9: the movement cards (and die faces); a resource move's index is its resource."""

MOVE_KNIGHT = 5

MOVE_INDEX: dict[str, int] = {name: i for i, name in enumerate(MOVES)}

DIE_FACES: tuple[int, ...] = (BRICK, LUMBER, WOOL, GRAIN, ORE, MOVE_KNIGHT)
"""R10: the movement die's faces 1..6 (brick, lumber, wool, grain, ore, knight) as moves."""

RESOURCE_TERRAIN: tuple[str, ...] = ("forest", "pasture", "fields", "hills", "mountains")
"""SR-B-1.2: the terrain that produces each resource (where a resource card leads Robin)."""

SOLO_RESULTS = ("sheriff_15", "robin_15", "encircled_sheriff", "encircled_robin",
                "encircled_draw", "turn_limit")
"""How a solo game ended (``state.solo_result``): SR-V-9.1 to SR-V-9.9, SR-M-5."""


def supply(variant: str, owner: int) -> tuple[int, int, int]:
    """SR-B-1.7, SR-V-1.3, SR-V-1.8: the settlements, cities and roads ``owner`` has."""
    if variant == ROBIN_HOOD:
        return SOLO_SUPPLY[owner]
    return (SETTLEMENTS, CITIES, ROADS)


def bank_start(variant: str, movement: str) -> int:
    """SR-B-1.5, SR-V-1.10: the bank's first count of each resource (18 when the movement
    deck holds one card of each)."""
    return BANK_START - 1 if variant == ROBIN_HOOD and movement == "deck" else BANK_START


def deck_of(variant: str, movement: str) -> tuple[int, ...]:
    """SR-B-1.6, SR-V-1.10: the development deck, unshuffled (one Knight fewer when the
    movement deck holds it)."""
    if variant == ROBIN_HOOD and movement == "deck":
        return DECK[1:]
    return DECK


def target(game: Any) -> int:
    """SR-B-11.2, SR-V-9.1, SR-V-9.2: the VP that win, for a state or a view."""
    return SOLO_TARGET if game.variant == ROBIN_HOOD else TARGET
