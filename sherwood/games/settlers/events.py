"""What a command of Settlers caused: the values the table animates and the log prints.

An event holds facts, no words: the table's words (``sherwood/ui/games/settlers/words.py``)
give each type its sentence, its motion its animation. Those that show the mover something
it could not see before ``reveal`` (SR-B "Hidden information"): the dice, a development card
drawn, a stolen card, what a Monopoly takes from each hand, the end. A stolen card's kind is
in no event: it reaches the thief and the victim through their views (``view.last_theft``).

The Robin Hood solo variant's events are written in :mod:`.robin_events` and listed here with
the others (import them from here). Events with few possible values are made once, at
import, like the commands (the rules append them by the thousand in the search bot's
games): see the ``*_EVENT`` tables.

>>> Robbed(0, 2), Robbed.reveals
(Robbed(seat=0, victim=2), True)
>>> ROAD_EVENT[1][0][True]
RoadBuilt(seat=1, edge='0,-3,SE', paid=True)
"""

from __future__ import annotations

from dataclasses import dataclass

from sherwood.engine import Event
from sherwood.games.settlers.board import EDGES, HEX_NAMES, HEXES, VERTICES
from sherwood.games.settlers.content import MAX_SEATS, RESOURCES
from sherwood.games.settlers.geometry import EDGE_NAMES, VERTEX_NAMES
from sherwood.games.settlers.robin_events import (
    Encircled,
    LootRecovered,
    MovementDrawn,
    MovementRolled,
    MovesShuffled,
    NeutralPlaced,
    RobinMoved,
    RobinRobbed,
    RobinScored,
    RobinStayed,
    RobinTurnBegan,
    RobinWon,
)

# --- setup -----------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class FirstPlayer(Event):
    """SR-B-3.2 (R1): ``seat`` begins."""

    kind = "first_player"
    seat: int


@dataclass(frozen=True, slots=True)
class SetupResources(Event):
    """SR-B-3.5: ``seat`` takes ``cards`` for its second settlement."""

    kind = "setup_resources"
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DeckShuffled(Event):
    """SR-B-3.7 (R5): the development deck is shuffled before the first turn."""

    kind = "deck_shuffled"


# --- the turn ---------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    """SR-B-4.1: turn ``number`` (counting from 1) of ``seat`` begins."""

    kind = "turn_began"
    seat: int
    number: int


@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    """SR-B-4.5 (R11): ``seat`` rolled ``d1`` and ``d2``."""

    kind = "dice_rolled"
    reveals = True
    seat: int
    d1: int
    d2: int
    total: int


@dataclass(frozen=True, slots=True)
class Produced(Event):
    """SR-B-5.1, SR-B-5.2: the roll ``roll`` paid ``gains``, each ``(hex, seat, resource, amount)``."""

    kind = "produced"
    roll: int
    gains: tuple[tuple[str, int, str, int], ...]


@dataclass(frozen=True, slots=True)
class Shortage(Event):
    """SR-B-5.3: the bank held ``bank`` ``resource`` for ``owed`` owed: with several seats owed,
    nobody gets it (``seat`` None); with one, ``seat`` gets what the bank held."""

    kind = "shortage"
    resource: str
    owed: int
    bank: int
    seat: int | None


# --- the seven and the robber -------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """SR-B-6.2: ``seat`` returned ``cards`` to the bank (public, SR-B "Hidden information")."""

    kind = "discarded"
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RobberMoved(Event):
    """SR-B-6.4: ``seat`` moved the robber to ``hex``."""

    kind = "robber_moved"
    seat: int
    hex: str


@dataclass(frozen=True, slots=True)
class Robbed(Event):
    """SR-B-6.5 (R12): ``seat`` took a card drawn at random from ``victim``; which card only the
    two of them see (``view.last_theft``)."""

    kind = "robbed"
    reveals = True
    seat: int
    victim: int


@dataclass(frozen=True, slots=True)
class NoVictim(Event):
    """SR-B-6.6, SR-E-4: no opponent holding cards has a building at the robber's hex."""

    kind = "no_victim"
    seat: int


# --- building ---------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class RoadBuilt(Event):
    """SR-B-8.2: ``seat`` has a road on ``edge`` now (``paid`` false: in setup or Road Building)."""

    kind = "road_built"
    seat: int
    edge: str
    paid: bool


@dataclass(frozen=True, slots=True)
class SettlementBuilt(Event):
    """SR-B-8.4: ``seat`` has a settlement on ``vertex`` now (``paid`` false: in setup)."""

    kind = "settlement_built"
    seat: int
    vertex: str
    paid: bool


@dataclass(frozen=True, slots=True)
class CityBuilt(Event):
    """SR-B-8.6: ``seat``'s settlement on ``vertex`` is a city now."""

    kind = "city_built"
    seat: int
    vertex: str


@dataclass(frozen=True, slots=True)
class DevCardBought(Event):
    """SR-B-8.8: ``seat`` bought the top development card (only it sees which)."""

    kind = "dev_card_bought"
    reveals = True
    seat: int


# --- development cards ----------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class KnightPlayed(Event):
    """SR-B-9.1: ``seat`` played a Knight and has ``knights`` played now."""

    kind = "knight_played"
    seat: int
    knights: int


@dataclass(frozen=True, slots=True)
class RoadBuildingPlayed(Event):
    """SR-B-9.2: ``seat`` played Road Building and may place ``roads`` free roads (SR-E-6)."""

    kind = "road_building_played"
    seat: int
    roads: int


@dataclass(frozen=True, slots=True)
class YearOfPlentyPlayed(Event):
    """SR-B-9.3: ``seat`` played Year of Plenty and took ``cards``."""

    kind = "year_of_plenty_played"
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class MonopolyPlayed(Event):
    """SR-B-9.4: ``seat`` named ``resource`` and took ``taken[s]`` cards from each seat ``s``."""

    kind = "monopoly_played"
    reveals = True
    seat: int
    resource: str
    taken: tuple[int, ...]


# --- trade --------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class MaritimeTraded(Event):
    """SR-B-7.6 to SR-B-7.8: ``seat`` gave ``count`` ``give`` to the bank for 1 ``get``."""

    kind = "maritime_traded"
    seat: int
    give: str
    count: int
    get: str


@dataclass(frozen=True, slots=True)
class OfferMade(Event):
    """SR-B-7.4: ``seat`` offers ``give`` for ``want`` to ``to`` (None: everyone)."""

    kind = "offer_made"
    seat: int
    give: tuple[str, ...]
    want: tuple[str, ...]
    to: int | None


@dataclass(frozen=True, slots=True)
class OfferAccepted(Event):
    """SR-B-7.4: ``seat`` accepts the offer."""

    kind = "offer_accepted"
    seat: int


@dataclass(frozen=True, slots=True)
class OfferDeclined(Event):
    """SR-B-7.4: ``seat`` declines the offer."""

    kind = "offer_declined"
    seat: int


@dataclass(frozen=True, slots=True)
class Traded(Event):
    """SR-B-7.2: ``seat`` gave ``give`` to ``partner`` for ``want``."""

    kind = "traded"
    seat: int
    partner: int
    give: tuple[str, ...]
    want: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class OfferCancelled(Event):
    """SR-B-7.4: ``seat`` withdrew its offer."""

    kind = "offer_cancelled"
    seat: int


@dataclass(frozen=True, slots=True)
class OfferLapsed(Event):
    """SR-B-12.7: nobody accepted ``seat``'s offer."""

    kind = "offer_lapsed"
    seat: int


# --- special cards and the end --------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class LongestRoadChanged(Event):
    """SR-B-10.3: Longest Road went from ``previous`` to ``seat`` (None: set aside); ``length``
    is the new holder's road length (set aside: the previous holder's)."""

    kind = "longest_road_changed"
    seat: int | None
    previous: int | None
    length: int


@dataclass(frozen=True, slots=True)
class LargestArmyChanged(Event):
    """SR-B-10.4: Largest Army went from ``previous`` to ``seat``, who has ``knights`` played."""

    kind = "largest_army_changed"
    seat: int
    previous: int | None
    knights: int


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    """SR-B-11.2, SR-B-11.4: ``seat`` won with ``vp``; every seat's Victory Point cards are shown."""

    kind = "game_won"
    reveals = True
    seat: int
    vp: int
    vp_cards: tuple[tuple[str, ...], ...]


@dataclass(frozen=True, slots=True)
class TurnLimitReached(Event):
    """SR-M-5: the game ended after ``turns`` turns; ``winner`` has the most VP (None: a draw)."""

    kind = "turn_limit_reached"
    reveals = True
    turns: int
    scores: tuple[int, ...]
    winner: int | None
    vp_cards: tuple[tuple[str, ...], ...]
    robin_vp: int | None = None
    """The solo game (SR-M-5 counts the Sheriff's turns): Robin's VP; ``scores`` the Sheriff's."""


EVENT_TYPES: tuple[type[Event], ...] = (
    FirstPlayer, SetupResources, DeckShuffled, TurnBegan, DiceRolled, Produced, Shortage,
    Discarded, RobberMoved, Robbed, NoVictim, RoadBuilt, SettlementBuilt, CityBuilt,
    DevCardBought, KnightPlayed, RoadBuildingPlayed, YearOfPlentyPlayed, MonopolyPlayed,
    MaritimeTraded, OfferMade, OfferAccepted, OfferDeclined, Traded, OfferCancelled,
    OfferLapsed, LongestRoadChanged, LargestArmyChanged, GameWon, TurnLimitReached,
    NeutralPlaced, RobinTurnBegan, MovesShuffled, MovementDrawn, MovementRolled, RobinMoved,
    RobinStayed, RobinRobbed, RobinScored, RobinWon, Encircled, LootRecovered,
)

# --- events made once ---------------------------------------------------------------------------------

_SEATS = range(MAX_SEATS)
ROAD_EVENT = tuple(tuple((RoadBuilt(s, EDGE_NAMES[e], False), RoadBuilt(s, EDGE_NAMES[e], True))
                         for e in range(EDGES)) for s in _SEATS)
"""``ROAD_EVENT[seat][edge][paid]``."""
SETTLEMENT_EVENT = tuple(tuple((SettlementBuilt(s, VERTEX_NAMES[v], False),
                                SettlementBuilt(s, VERTEX_NAMES[v], True))
                               for v in range(VERTICES)) for s in _SEATS)
"""``SETTLEMENT_EVENT[seat][vertex][paid]``."""
CITY_EVENT = tuple(tuple(CityBuilt(s, VERTEX_NAMES[v]) for v in range(VERTICES)) for s in _SEATS)
ROBBER_EVENT = tuple(tuple(RobberMoved(s, HEX_NAMES[h]) for h in range(HEXES)) for s in _SEATS)
ROBBED_EVENT = tuple(tuple(Robbed(s, v) for v in _SEATS) for s in _SEATS)
DICE_EVENT = tuple(tuple(tuple(DiceRolled(s, a, b, a + b) for b in range(7)) for a in range(7))
                   for s in _SEATS)
"""``DICE_EVENT[seat][d1][d2]`` (indexes 1..6)."""
BOUGHT_EVENT = tuple(DevCardBought(s) for s in _SEATS)
ACCEPTED_EVENT = tuple(OfferAccepted(s) for s in _SEATS)
DECLINED_EVENT = tuple(OfferDeclined(s) for s in _SEATS)
CANCELLED_EVENT = tuple(OfferCancelled(s) for s in _SEATS)
LAPSED_EVENT = tuple(OfferLapsed(s) for s in _SEATS)
NO_VICTIM_EVENT = tuple(NoVictim(s) for s in _SEATS)
MARITIME_EVENT = tuple(tuple(tuple(tuple(MaritimeTraded(s, RESOURCES[g], n, RESOURCES[w]) for w in range(5))
                                   for n in range(5)) for g in range(5)) for s in _SEATS)
"""``MARITIME_EVENT[seat][give][count][get]``."""
