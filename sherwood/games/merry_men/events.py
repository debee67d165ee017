"""The events of Robin Hood and the Merry Men: what a command caused, in order.

They are rich enough for the board scene to animate every change without comparing states:
dice with their faces and successes, each carriage step from space to
space, each guard with the hideout or track space it lands on, each penny taken from a
road, every figure's way into and out of prison. Locations, roads, cards and weapons are
content ids; figures are coded as in :mod:`.commands` (seat, -1 Friar Tuck, -2 agent);
carriage spaces are 'S', 'W1'…; depot spaces and hideouts are 1-based.

Events that bring something hidden to light declare it (``reveals``, MM-12.3): a villain
card, ransom tile, spy card or edict turned up from its deck, Merry Men cards drawn into a
hand, a loot tile or carriage drawn from its bag, dice rolled. The match never takes back a
command that caused one, even when the deck was shuffled long before.

An event holds no words: the table's words module (``sherwood/ui/games/merry_men/words.py``)
says each type, its motion module animates it. A ``cause`` or ``purpose`` names what brought
a change about as the rules' steps carry it (a card id, or a short tag such as "main area",
"cleared Church", "archery contest 2"): the flow's queue and prompts keep these tags in the
saved state, so they stay as they are; the words repeat them. A reason is a code:
``GainLost.reason`` ("dice_full", "armory_out", "armory_empty") and ``GameLost.reason``
("track_full", "road_empty" of ``road``, "tuck_hanged", "tuck_in_prison").
"""

from __future__ import annotations

from dataclasses import dataclass

from sherwood.engine import Event
from sherwood.games.merry_men.facts import Items


@dataclass(frozen=True, slots=True)
class HeroChosen(Event):
    kind = "hero_chosen"
    seat: int
    hero: str


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    kind = "round_started"
    round: int
    seat: int


@dataclass(frozen=True, slots=True)
class PhaseStarted(Event):
    kind = "phase_started"
    phase: str


@dataclass(frozen=True, slots=True)
class Gained(Event):
    kind = "gained"
    seat: int
    items: Items
    cause: str


@dataclass(frozen=True, slots=True)
class Paid(Event):
    kind = "paid"
    seat: int
    items: Items
    to: str


@dataclass(frozen=True, slots=True)
class GainLost(Event):
    """MM-1.20, MM-4.44: ``seat`` cannot take ``what`` (a weapon die), for ``reason``."""

    kind = "gain_lost"
    seat: int
    what: str
    reason: str


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    kind = "card_played"
    seat: int
    card: str
    source: str
    mode: str


@dataclass(frozen=True, slots=True)
class FigurePlaced(Event):
    kind = "figure_placed"
    seat: int
    figure: int
    location: str
    hideout: int


@dataclass(frozen=True, slots=True)
class PlayerDone(Event):
    kind = "player_done"
    seat: int


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    kind = "card_discarded"
    seat: int
    card: str
    zone: str


@dataclass(frozen=True, slots=True)
class SpyTaken(Event):
    kind = "spy_taken"
    reveals = True
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class SpyReturned(Event):
    kind = "spy_returned"
    card: str


@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    kind = "dice_rolled"
    reveals = True
    seat: int
    purpose: str
    die: str
    faces: tuple
    successes: int
    needed: int


@dataclass(frozen=True, slots=True)
class LootDrawn(Event):
    kind = "loot_drawn"
    reveals = True
    seat: int
    tile: str
    pending: bool


@dataclass(frozen=True, slots=True)
class LootReturned(Event):
    kind = "loot_returned"
    tiles: tuple
    forfeited: bool


@dataclass(frozen=True, slots=True)
class GuardPlaced(Event):
    kind = "guard_placed"
    location: str
    hideout: int
    track_space: int


@dataclass(frozen=True, slots=True)
class TrapSprung(Event):
    kind = "trap_sprung"
    owner: int
    location: str
    hideout: int


@dataclass(frozen=True, slots=True)
class GuardRemoved(Event):
    kind = "guard_removed"
    location: str
    hideout: int
    track_space: int
    by: int
    cause: str


@dataclass(frozen=True, slots=True)
class FigureArrested(Event):
    kind = "figure_arrested"
    figure: int
    owner: int
    location: str
    hideout: int


@dataclass(frozen=True, slots=True)
class FigureImprisoned(Event):
    kind = "figure_imprisoned"
    figure: int
    owner: int
    level: int
    cause: str


@dataclass(frozen=True, slots=True)
class FigureFreed(Event):
    kind = "figure_freed"
    figure: int
    owner: int
    by: int
    place: str
    level: int


@dataclass(frozen=True, slots=True)
class PrisonerMoved(Event):
    kind = "prisoner_moved"
    figure: int
    owner: int
    from_level: int
    to_level: int


@dataclass(frozen=True, slots=True)
class FigureHanged(Event):
    kind = "figure_hanged"
    figure: int
    owner: int


@dataclass(frozen=True, slots=True)
class FigureReturned(Event):
    kind = "figure_returned"
    figure: int
    owner: int
    location: str
    to: str


@dataclass(frozen=True, slots=True)
class VillainCardDrawn(Event):
    kind = "villain_card_drawn"
    reveals = True
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class VillainPlaced(Event):
    kind = "villain_placed"
    villain: str
    location: str


@dataclass(frozen=True, slots=True)
class VillainsHome(Event):
    kind = "villains_home"


@dataclass(frozen=True, slots=True)
class AbilityLost(Event):
    kind = "ability_lost"
    seat: int
    hero: str


@dataclass(frozen=True, slots=True)
class BarricadeBuilt(Event):
    kind = "barricade_built"
    seat: int
    road: str
    slot: int
    space: str


@dataclass(frozen=True, slots=True)
class BarricadeReturned(Event):
    kind = "barricade_returned"
    seat: int
    road: str
    slot: int
    space: str


@dataclass(frozen=True, slots=True)
class TrapBuilt(Event):
    kind = "trap_built"
    seat: int
    location: str
    hideout: int
    space: str


@dataclass(frozen=True, slots=True)
class RowRewardClaimed(Event):
    kind = "row_reward_claimed"
    seat: int
    space: str
    reward: str


@dataclass(frozen=True, slots=True)
class PenniesRemoved(Event):
    kind = "pennies_removed"
    road: str
    count: int
    left: int
    cause: str


@dataclass(frozen=True, slots=True)
class PenniesAdded(Event):
    kind = "pennies_added"
    seat: int
    road: str
    total: int


@dataclass(frozen=True, slots=True)
class CarriageDrawn(Event):
    kind = "carriage_drawn"
    reveals = True
    road: str
    carriage: str


@dataclass(frozen=True, slots=True)
class CarriageMoved(Event):
    kind = "carriage_moved"
    road: str
    carriage: str
    from_space: str
    to_space: str


@dataclass(frozen=True, slots=True)
class CarriageArrived(Event):
    kind = "carriage_arrived"
    road: str
    carriage: str
    from_space: str
    depot_space: int


@dataclass(frozen=True, slots=True)
class CarriageRobbed(Event):
    kind = "carriage_robbed"
    seat: int
    road: str
    carriage: str
    from_space: str
    depot_space: int


@dataclass(frozen=True, slots=True)
class RoadActivated(Event):
    kind = "road_activated"
    road: str
    cause: str


@dataclass(frozen=True, slots=True)
class TaxIncrease(Event):
    kind = "tax_increase"
    flat: int
    carriages: tuple


@dataclass(frozen=True, slots=True)
class DieTaken(Event):
    kind = "die_taken"
    seat: int
    weapon: str
    cause: str


@dataclass(frozen=True, slots=True)
class DiceReturned(Event):
    kind = "dice_returned"
    seat: int
    weapon: str
    count: int
    cause: str


@dataclass(frozen=True, slots=True)
class HeroMoved(Event):
    kind = "hero_moved"
    seat: int
    hero: str
    location: str


@dataclass(frozen=True, slots=True)
class MoveFailed(Event):
    kind = "move_failed"
    seat: int
    location: str


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    kind = "turn_started"
    seat: int


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    kind = "turn_ended"
    seat: int


@dataclass(frozen=True, slots=True)
class MessengerSent(Event):
    kind = "messenger_sent"
    seat: int
    quest: str


@dataclass(frozen=True, slots=True)
class RansomRevealed(Event):
    kind = "ransom_revealed"
    reveals = True
    tile: str


@dataclass(frozen=True, slots=True)
class Ransomed(Event):
    kind = "ransomed"
    seat: int
    count: int
    tile: str


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    kind = "cards_drawn"
    reveals = True
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    kind = "deck_reshuffled"
    deck: str
    count: int


@dataclass(frozen=True, slots=True)
class EdictRevealed(Event):
    kind = "edict_revealed"
    reveals = True
    edict: str


@dataclass(frozen=True, slots=True)
class EdictTieBroken(Event):
    """MM-11.7: the edict's roads ``tied``; ``road`` takes it, the lowest numeral at the first
    tie of the game (``previous`` empty), else the next tied road after ``previous``, the road
    that took the last tie."""

    kind = "edict_tie_broken"
    road: str
    tied: tuple[str, ...]
    previous: str


@dataclass(frozen=True, slots=True)
class AgentPlaced(Event):
    kind = "agent_placed"
    location: str
    hideout: int


@dataclass(frozen=True, slots=True)
class AgentRemoved(Event):
    kind = "agent_removed"
    location: str
    hideout: int


@dataclass(frozen=True, slots=True)
class HeroesLeave(Event):
    kind = "heroes_leave"


@dataclass(frozen=True, slots=True)
class PotWon(Event):
    kind = "pot_won"
    seat: int
    pennies: int


@dataclass(frozen=True, slots=True)
class PotAdded(Event):
    kind = "pot_added"
    total: int


@dataclass(frozen=True, slots=True)
class StartPlayerPassed(Event):
    kind = "start_player_passed"
    seat: int


@dataclass(frozen=True, slots=True)
class GameLost(Event):
    """MM-0.8, MM-3.7: Prince John wins, for ``reason`` (of ``road``, when a road ran dry)."""

    kind = "game_lost"
    reason: str
    road: str = ""


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    kind = "game_ended"
    scores: tuple
    winners: tuple


EVENT_TYPES: tuple[type[Event], ...] = tuple(
    v for v in list(globals().values())
    if isinstance(v, type) and issubclass(v, Event) and v is not Event)
