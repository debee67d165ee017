"""What a seat of Settlers can decide: one frozen value per command kind of SR-B-12.

Places are the spec's names (a hex ``"0,-1"``, a vertex ``"0,0,N"``, an edge ``"0,0,NE"``),
resources their names (SR-C-5.2); cards given as lists are sorted in resource order.

Building a frozen dataclass costs about a microsecond, far too much for the search bot's
thousands of games a move, so every command with a finite set of values is made once here,
at import, in tables the rules pick from (``BUILD_ROAD[seat][edge]`` and so on). Only
discards (any cards) and domestic offers (any terms, SR-B-7.4) are made as needed; the
offers bots choose among (one card for one card, to everyone) have a table too. A command
holds no words: the table's words (``sherwood/ui/games/settlers/words.py``) say each, the
places named by their land.

>>> from sherwood.games.settlers.geometry import EDGE_ID
>>> BUILD_ROAD[0][EDGE_ID["0,0,NE"]]
BuildRoad(seat=0, edge='0,0,NE')
>>> YEAR_OF_PLENTY_CHOICES[:3]
(('lumber', 'lumber'), ('lumber', 'wool'), ('lumber', 'grain'))
"""

from __future__ import annotations

from dataclasses import dataclass

from sherwood.engine import Command
from sherwood.games.settlers.board import EDGES, HEX_NAMES, HEXES, VERTICES
from sherwood.games.settlers.content import MAX_SEATS, RESOURCES
from sherwood.games.settlers.geometry import EDGE_NAMES, VERTEX_NAMES

# --- setup (SR-B-12.2) ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class PlaceSettlement(Command):
    """SR-B-3.3, SR-B-3.4: a starting settlement on ``vertex``."""

    kind = "place_settlement"
    vertex: str


@dataclass(frozen=True, slots=True)
class PlaceRoad(Command):
    """SR-B-3.3, SR-B-3.6: a starting road on ``edge``, touching the settlement just placed."""

    kind = "place_road"
    edge: str


# --- before the roll, and development cards (SR-B-12.3) ------------------------------------------

@dataclass(frozen=True, slots=True)
class Roll(Command):
    """SR-B-4.5: roll the two dice."""

    kind = "roll"


@dataclass(frozen=True, slots=True)
class PlayKnight(Command):
    """SR-B-9.1: play a Knight: move the robber and steal."""

    kind = "play_knight"


@dataclass(frozen=True, slots=True)
class PlayRoadBuilding(Command):
    """SR-B-9.2: play Road Building: up to 2 free roads."""

    kind = "play_road_building"


@dataclass(frozen=True, slots=True)
class PlayYearOfPlenty(Command):
    """SR-B-9.3: play Year of Plenty, taking ``resources`` (2, or 1 when the bank has no 2)."""

    kind = "play_year_of_plenty"
    resources: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PlayMonopoly(Command):
    """SR-B-9.4: play Monopoly naming ``resource``."""

    kind = "play_monopoly"
    resource: str


# --- the seven (SR-B-12.4) ------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Discard(Command):
    """SR-B-6.2: return ``cards`` (sorted in resource order) to the bank."""

    kind = "discard"
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class MoveRobber(Command):
    """SR-B-6.4: move the robber to the land hex ``hex``."""

    kind = "move_robber"
    hex: str


@dataclass(frozen=True, slots=True)
class StealFrom(Command):
    """SR-B-6.5: rob ``victim`` of one card drawn at random."""

    kind = "steal_from"
    victim: int


@dataclass(frozen=True, slots=True)
class PlaceFreeRoad(Command):
    """SR-B-12.5: one free road of Road Building on ``edge``."""

    kind = "place_free_road"
    edge: str


# --- trade and build (SR-B-12.6) ------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class BuildRoad(Command):
    """SR-B-8.2: a road on ``edge``."""

    kind = "build_road"
    edge: str


@dataclass(frozen=True, slots=True)
class BuildSettlement(Command):
    """SR-B-8.4, SR-B-8.5: a settlement on ``vertex``."""

    kind = "build_settlement"
    vertex: str


@dataclass(frozen=True, slots=True)
class BuildCity(Command):
    """SR-B-8.6: the settlement on ``vertex`` becomes a city."""

    kind = "build_city"
    vertex: str


@dataclass(frozen=True, slots=True)
class BuyDevelopmentCard(Command):
    """SR-B-8.8: buy the top card of the development deck."""

    kind = "buy_development_card"


@dataclass(frozen=True, slots=True)
class EndTurn(Command):
    """SR-B-4.1: end the turn."""

    kind = "end_turn"


@dataclass(frozen=True, slots=True)
class MaritimeTrade(Command):
    """SR-B-7.6 to SR-B-7.9: ``give`` to the bank at the best ratio the seat has, for one ``get``."""

    kind = "maritime_trade"
    give: str
    get: str


@dataclass(frozen=True, slots=True)
class OfferTrade(Command):
    """SR-B-7.4: offer ``give`` for ``want`` (each sorted in resource order) to seat ``to``,
    or to every other seat (``to`` None)."""

    kind = "offer_trade"
    give: tuple[str, ...]
    want: tuple[str, ...]
    to: int | None


@dataclass(frozen=True, slots=True)
class AcceptOffer(Command):
    """SR-B-12.7: accept the pending offer (only with every card it asks for)."""

    kind = "accept_offer"


@dataclass(frozen=True, slots=True)
class DeclineOffer(Command):
    """SR-B-12.7: decline the pending offer."""

    kind = "decline_offer"


@dataclass(frozen=True, slots=True)
class CancelOffer(Command):
    """SR-B-12.7: withdraw the offer although someone accepted."""

    kind = "cancel_offer"


@dataclass(frozen=True, slots=True)
class ChoosePartner(Command):
    """SR-B-12.7: trade with ``partner``, one of those who accepted."""

    kind = "choose_partner"
    partner: int


# --- the Robin Hood solo variant (SR-V-10) --------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ChooseRobinHex(Command):
    """SR-V-4.7, SR-V-10.2: Robin walks into ``hex``, one of the hexes his card allows."""

    kind = "choose_robin_hex"
    hex: str


@dataclass(frozen=True, slots=True)
class DisplaceRobin(Command):
    """SR-V-6.1, SR-V-10.3: drive Robin from his hex to the neighbouring ``hex``."""

    kind = "displace_robin"
    hex: str


@dataclass(frozen=True, slots=True)
class DeclineDisplacement(Command):
    """SR-V-6.4, SR-V-10.3: leave Robin where he is."""

    kind = "decline_displacement"


@dataclass(frozen=True, slots=True)
class RelocateRobin(Command):
    """SR-V-7.12, SR-V-10.4: place Robin on ``hex``, one of the hexes worth most to him."""

    kind = "relocate_robin"
    hex: str


COMMAND_TYPES: tuple[type[Command], ...] = (
    PlaceSettlement, PlaceRoad, Roll, PlayKnight, PlayRoadBuilding, PlayYearOfPlenty,
    PlayMonopoly, Discard, MoveRobber, StealFrom, PlaceFreeRoad, BuildRoad, BuildSettlement,
    BuildCity, BuyDevelopmentCard, EndTurn, MaritimeTrade, OfferTrade, AcceptOffer,
    DeclineOffer, CancelOffer, ChoosePartner, ChooseRobinHex, DisplaceRobin,
    DeclineDisplacement, RelocateRobin,
)

# --- the prebuilt tables ----------------------------------------------------------------------------

SEATS = range(MAX_SEATS)

PLACE_SETTLEMENT = tuple(tuple(PlaceSettlement(s, VERTEX_NAMES[v]) for v in range(VERTICES)) for s in SEATS)
PLACE_ROAD = tuple(tuple(PlaceRoad(s, EDGE_NAMES[e]) for e in range(EDGES)) for s in SEATS)
BUILD_ROAD = tuple(tuple(BuildRoad(s, EDGE_NAMES[e]) for e in range(EDGES)) for s in SEATS)
PLACE_FREE_ROAD = tuple(tuple(PlaceFreeRoad(s, EDGE_NAMES[e]) for e in range(EDGES)) for s in SEATS)
BUILD_SETTLEMENT = tuple(tuple(BuildSettlement(s, VERTEX_NAMES[v]) for v in range(VERTICES)) for s in SEATS)
BUILD_CITY = tuple(tuple(BuildCity(s, VERTEX_NAMES[v]) for v in range(VERTICES)) for s in SEATS)
MOVE_ROBBER = tuple(tuple(MoveRobber(s, HEX_NAMES[h]) for h in range(HEXES)) for s in SEATS)
STEAL_FROM = tuple(tuple(StealFrom(s, v) for v in SEATS) for s in SEATS)
CHOOSE_PARTNER = tuple(tuple(ChoosePartner(s, p) for p in SEATS) for s in SEATS)
ROLL = tuple(Roll(s) for s in SEATS)
END_TURN = tuple(EndTurn(s) for s in SEATS)
BUY_DEV = tuple(BuyDevelopmentCard(s) for s in SEATS)
PLAY_KNIGHT = tuple(PlayKnight(s) for s in SEATS)
PLAY_ROAD_BUILDING = tuple(PlayRoadBuilding(s) for s in SEATS)
ACCEPT = tuple(AcceptOffer(s) for s in SEATS)
DECLINE = tuple(DeclineOffer(s) for s in SEATS)
CANCEL = tuple(CancelOffer(s) for s in SEATS)
PLAY_MONOPOLY = tuple(tuple(PlayMonopoly(s, RESOURCES[r]) for r in range(5)) for s in SEATS)
MARITIME = tuple(tuple(tuple(MaritimeTrade(s, RESOURCES[g], RESOURCES[w]) for w in range(5))
                       for g in range(5)) for s in SEATS)
"""``MARITIME[seat][give][get]`` (the diagonal is never legal, SR-B-7.9)."""
BOT_OFFER = tuple(tuple(tuple(OfferTrade(s, (RESOURCES[g],), (RESOURCES[w],), None) for w in range(5))
                        for g in range(5)) for s in SEATS)
"""``BOT_OFFER[seat][give][want]``: the family of offers bots choose among (SR-B-7.5)."""

CHOOSE_ROBIN_HEX = tuple(ChooseRobinHex(0, HEX_NAMES[h]) for h in range(HEXES))
DISPLACE_ROBIN = tuple(DisplaceRobin(0, HEX_NAMES[h]) for h in range(HEXES))
RELOCATE_ROBIN = tuple(RelocateRobin(0, HEX_NAMES[h]) for h in range(HEXES))
"""``..._ROBIN[hex]``: the Sheriff's (seat 0's) choices for Robin in the solo game."""
DECLINE_DISPLACEMENT = DeclineDisplacement(0)

YEAR_OF_PLENTY_PAIRS: tuple[tuple[int, int], ...] = tuple(
    (a, b) for a in range(5) for b in range(a, 5))
"""SR-B-9.3: the 15 ways to take two cards, as resource index pairs."""
YEAR_OF_PLENTY_CHOICES: tuple[tuple[str, ...], ...] = tuple(
    (RESOURCES[a], RESOURCES[b]) for a, b in YEAR_OF_PLENTY_PAIRS)
PLAY_YOP_PAIR = tuple(tuple(PlayYearOfPlenty(s, c) for c in YEAR_OF_PLENTY_CHOICES) for s in SEATS)
PLAY_YOP_ONE = tuple(tuple(PlayYearOfPlenty(s, (RESOURCES[r],)) for r in range(5)) for s in SEATS)

_DISCARDS: dict[tuple[int, tuple[int, ...]], Discard] = {}


def discard_command(seat: int, counts: tuple[int, ...]) -> Discard:
    """The discard of ``counts`` (per resource) by ``seat``, made once and kept."""
    key = (seat, counts)
    command = _DISCARDS.get(key)
    if command is None:
        if len(_DISCARDS) > 50_000:
            _DISCARDS.clear()
        cards = tuple(RESOURCES[r] for r in range(5) for _ in range(counts[r]))
        command = _DISCARDS[key] = Discard(seat, cards)
    return command
