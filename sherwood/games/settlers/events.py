"""What a command of Settlers caused: the values the table animates and the log prints.

Each event type has its words (``text``, with ``{field}`` for each field; seats are named,
cards counted). Those that show the mover something it could not see before ``reveal``
(SR-B "Hidden information"): the dice, a development card drawn, a stolen card, what a
Monopoly takes from each hand. A stolen card's kind is in no event: it reaches the thief and
the victim through their views (``view.last_theft``).

The Robin Hood solo variant's events are written in :mod:`.robin_events` and listed here with
the others (import them from here). Events with few possible values are made once, at
import, like the commands (the rules append them by the thousand in the search bot's
games): see the ``*_EVENT`` tables.

>>> Produced(6, (("0,-1", 0, "brick", 2), ("-1,2", 1, "grain", 1))).describe(["Red", "Blue"])
'Red gets 2 brick (0,-1); Blue gets 1 grain (-1,2)'
>>> Robbed(0, 2).describe(["Red", "Blue", "White"]), Robbed.reveals
('Red robs White of a card', 'stole a card')
>>> LongestRoadChanged(None, 0, 3).describe(["Red"])
'Longest Road is set aside (Red falls to 3)'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sherwood.engine import Event, seat_name
from sherwood.games.settlers.board import EDGES, HEX_NAMES, HEXES, VERTICES
from sherwood.games.settlers.content import DEV_TITLES, MAX_SEATS, RESOURCES, cards_words
from sherwood.games.settlers.event_base import SettlersEvent
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
    move_words,  # noqa: F401 (re-exported: every event type is imported from here)
)

# --- setup -----------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class FirstPlayer(SettlersEvent):
    """SR-B-3.2 (R1): ``seat`` begins."""

    kind = "first_player"
    text = "{seat} is drawn to begin"
    seat: int


@dataclass(frozen=True, slots=True)
class SetupResources(SettlersEvent):
    """SR-B-3.5: ``seat`` takes ``cards`` for its second settlement."""

    kind = "setup_resources"
    text = "{seat} takes {cards} for the second settlement"
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DeckShuffled(SettlersEvent):
    """SR-B-3.7 (R5): the development deck is shuffled before the first turn."""

    kind = "deck_shuffled"
    text = "The development deck is shuffled"


# --- the turn ---------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class TurnBegan(SettlersEvent):
    """SR-B-4.1: turn ``number`` (counting from 1) of ``seat`` begins."""

    kind = "turn_began"
    text = "Turn {number}: {seat}"
    seat: int
    number: int


@dataclass(frozen=True, slots=True)
class DiceRolled(SettlersEvent):
    """SR-B-4.5 (R11): ``seat`` rolled ``d1`` and ``d2``."""

    kind = "dice_rolled"
    text = "{seat} rolls {d1} and {d2}: {total}"
    reveals = "rolled the dice"
    seat: int
    d1: int
    d2: int
    total: int


@dataclass(frozen=True, slots=True)
class Produced(SettlersEvent):
    """SR-B-5.1, SR-B-5.2: the roll ``roll`` paid ``gains``, each ``(hex, seat, resource, amount)``."""

    kind = "produced"
    roll: int
    gains: tuple[tuple[str, int, str, int], ...]

    def describe(self, names: Sequence[str] | None = None) -> str:
        return "; ".join(f"{seat_name(s, names)} gets {n} {res} ({h})" for h, s, res, n in self.gains)


@dataclass(frozen=True, slots=True)
class Shortage(SettlersEvent):
    """SR-B-5.3: the bank held ``bank`` ``resource`` for ``owed`` owed: with several seats owed,
    nobody gets it (``seat`` None); with one, ``seat`` gets what the bank held."""

    kind = "shortage"
    resource: str
    owed: int
    bank: int
    seat: int | None

    def describe(self, names: Sequence[str] | None = None) -> str:
        if self.seat is None:
            return (f"The bank has {self.bank} {self.resource} for {self.owed} owed: "
                    f"nobody gets {self.resource}")
        return (f"The bank has {self.bank} {self.resource} for {self.owed} owed: "
                f"{seat_name(self.seat, names)} gets what is left")


# --- the seven and the robber -------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Discarded(SettlersEvent):
    """SR-B-6.2: ``seat`` returned ``cards`` to the bank (public, SR-B "Hidden information")."""

    kind = "discarded"
    text = "{seat} discards {cards}"
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RobberMoved(SettlersEvent):
    """SR-B-6.4: ``seat`` moved the robber to ``hex``."""

    kind = "robber_moved"
    text = "{seat} moves the robber to {hex}"
    seat: int
    hex: str


@dataclass(frozen=True, slots=True)
class Robbed(SettlersEvent):
    """SR-B-6.5 (R12): ``seat`` took a card drawn at random from ``victim``; which card only the
    two of them see (``view.last_theft``)."""

    kind = "robbed"
    text = "{seat} robs {victim} of a card"
    reveals = "stole a card"
    seat: int
    victim: int


@dataclass(frozen=True, slots=True)
class NoVictim(SettlersEvent):
    """SR-B-6.6, SR-E-4: no opponent holding cards has a building at the robber's hex."""

    kind = "no_victim"
    text = "{seat} finds nobody to rob"
    seat: int


# --- building ---------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class RoadBuilt(SettlersEvent):
    """SR-B-8.2: ``seat`` has a road on ``edge`` now (``paid`` false: in setup or Road Building)."""

    kind = "road_built"
    text = "{seat} builds a road on {edge}"
    seat: int
    edge: str
    paid: bool


@dataclass(frozen=True, slots=True)
class SettlementBuilt(SettlersEvent):
    """SR-B-8.4: ``seat`` has a settlement on ``vertex`` now (``paid`` false: in setup)."""

    kind = "settlement_built"
    text = "{seat} builds a settlement on {vertex}"
    seat: int
    vertex: str
    paid: bool


@dataclass(frozen=True, slots=True)
class CityBuilt(SettlersEvent):
    """SR-B-8.6: ``seat``'s settlement on ``vertex`` is a city now."""

    kind = "city_built"
    text = "{seat} builds a city on {vertex}"
    seat: int
    vertex: str


@dataclass(frozen=True, slots=True)
class DevCardBought(SettlersEvent):
    """SR-B-8.8: ``seat`` bought the top development card (only it sees which)."""

    kind = "dev_card_bought"
    text = "{seat} buys a development card"
    reveals = "drew a development card"
    seat: int


# --- development cards ----------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class KnightPlayed(SettlersEvent):
    """SR-B-9.1: ``seat`` played a Knight and has ``knights`` played now."""

    kind = "knight_played"
    text = "{seat} plays a Knight ({knights} played)"
    seat: int
    knights: int


@dataclass(frozen=True, slots=True)
class RoadBuildingPlayed(SettlersEvent):
    """SR-B-9.2: ``seat`` played Road Building and may place ``roads`` free roads (SR-E-6)."""

    kind = "road_building_played"
    text = "{seat} plays Road Building ({roads} free roads)"
    seat: int
    roads: int


@dataclass(frozen=True, slots=True)
class YearOfPlentyPlayed(SettlersEvent):
    """SR-B-9.3: ``seat`` played Year of Plenty and took ``cards``."""

    kind = "year_of_plenty_played"
    text = "{seat} plays Year of Plenty and takes {cards}"
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class MonopolyPlayed(SettlersEvent):
    """SR-B-9.4: ``seat`` named ``resource`` and took ``taken[s]`` cards from each seat ``s``."""

    kind = "monopoly_played"
    reveals = "showed what the others held"
    seat: int
    resource: str
    taken: tuple[int, ...]

    def describe(self, names: Sequence[str] | None = None) -> str:
        return (f"{seat_name(self.seat, names)} plays Monopoly on {self.resource} and takes "
                f"{sum(self.taken)}")


# --- trade --------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class MaritimeTraded(SettlersEvent):
    """SR-B-7.6 to SR-B-7.8: ``seat`` gave ``count`` ``give`` to the bank for 1 ``get``."""

    kind = "maritime_traded"
    text = "{seat} trades {count} {give} with the bank for 1 {get}"
    seat: int
    give: str
    count: int
    get: str


@dataclass(frozen=True, slots=True)
class OfferMade(SettlersEvent):
    """SR-B-7.4: ``seat`` offers ``give`` for ``want`` to ``to`` (None: everyone)."""

    kind = "offer_made"
    seat: int
    give: tuple[str, ...]
    want: tuple[str, ...]
    to: int | None

    def describe(self, names: Sequence[str] | None = None) -> str:
        whom = "everyone" if self.to is None else seat_name(self.to, names)
        return (f"{seat_name(self.seat, names)} offers {cards_words(self.give)} for "
                f"{cards_words(self.want)} to {whom}")


@dataclass(frozen=True, slots=True)
class OfferAccepted(SettlersEvent):
    """SR-B-7.4: ``seat`` accepts the offer."""

    kind = "offer_accepted"
    text = "{seat} accepts"
    seat: int


@dataclass(frozen=True, slots=True)
class OfferDeclined(SettlersEvent):
    """SR-B-7.4: ``seat`` declines the offer."""

    kind = "offer_declined"
    text = "{seat} declines"
    seat: int


@dataclass(frozen=True, slots=True)
class Traded(SettlersEvent):
    """SR-B-7.2: ``seat`` gave ``give`` to ``partner`` for ``want``."""

    kind = "traded"
    text = "{seat} gives {give} to {partner} for {want}"
    seat: int
    partner: int
    give: tuple[str, ...]
    want: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class OfferCancelled(SettlersEvent):
    """SR-B-7.4: ``seat`` withdrew its offer."""

    kind = "offer_cancelled"
    text = "{seat} cancels the offer"
    seat: int


@dataclass(frozen=True, slots=True)
class OfferLapsed(SettlersEvent):
    """SR-B-12.7: nobody accepted ``seat``'s offer."""

    kind = "offer_lapsed"
    text = "Nobody accepts {seat}'s offer"
    seat: int


# --- special cards and the end --------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class LongestRoadChanged(SettlersEvent):
    """SR-B-10.3: Longest Road went from ``previous`` to ``seat`` (None: set aside); ``length``
    is the new holder's road length (set aside: the previous holder's)."""

    kind = "longest_road_changed"
    seat: int | None
    previous: int | None
    length: int

    def describe(self, names: Sequence[str] | None = None) -> str:
        if self.seat is None:
            who = seat_name(self.previous, names) if self.previous is not None else "nobody"
            return f"Longest Road is set aside ({who} falls to {self.length})"
        return f"{seat_name(self.seat, names)} takes Longest Road ({self.length} roads)"


@dataclass(frozen=True, slots=True)
class LargestArmyChanged(SettlersEvent):
    """SR-B-10.4: Largest Army went from ``previous`` to ``seat``, who has ``knights`` played."""

    kind = "largest_army_changed"
    text = "{seat} takes Largest Army ({knights} knights)"
    seat: int
    previous: int | None
    knights: int


@dataclass(frozen=True, slots=True)
class GameWon(SettlersEvent):
    """SR-B-11.2, SR-B-11.4: ``seat`` won with ``vp``; every seat's Victory Point cards are shown."""

    kind = "game_won"
    reveals = "ended the game"
    seat: int
    vp: int
    vp_cards: tuple[tuple[str, ...], ...]

    def describe(self, names: Sequence[str] | None = None) -> str:
        shown = [f"{seat_name(s, names)}: {', '.join(DEV_TITLES[c] for c in cards)}"
                 for s, cards in enumerate(self.vp_cards) if cards]
        tail = f" (Victory Point cards: {'; '.join(shown)})" if shown else ""
        return f"{seat_name(self.seat, names)} wins with {self.vp} VP{tail}"


@dataclass(frozen=True, slots=True)
class TurnLimitReached(SettlersEvent):
    """SR-M-5: the game ended after ``turns`` turns; ``winner`` has the most VP (None: a draw)."""

    kind = "turn_limit_reached"
    reveals = "ended the game"
    turns: int
    scores: tuple[int, ...]
    winner: int | None
    vp_cards: tuple[tuple[str, ...], ...]
    robin_vp: int | None = None
    """The solo game (SR-M-5 counts the Sheriff's turns): Robin's VP; ``scores`` the Sheriff's."""

    def describe(self, names: Sequence[str] | None = None) -> str:
        if self.robin_vp is not None:
            sheriff, mine = seat_name(0, names), self.scores[0]
            result = (f"{sheriff} wins" if mine > self.robin_vp
                      else "Robin Hood wins" if mine < self.robin_vp else "a draw")
            return (f"The game ends after {self.turns} turns ({sheriff} {mine}, Robin Hood "
                    f"{self.robin_vp}): {result}")
        result = "a draw" if self.winner is None else f"{seat_name(self.winner, names)} wins"
        points = ", ".join(f"{seat_name(s, names)} {v}" for s, v in enumerate(self.scores))
        return f"The game ends after {self.turns} turns ({points}): {result}"


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
