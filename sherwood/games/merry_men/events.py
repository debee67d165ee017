"""The events of Robin Hood and the Merry Men: what a command caused, in order.

They are rich enough for the board scene to animate every change without comparing states
(issue #4 point 4): dice with their faces and successes, each carriage step from space to
space, each guard with the hideout or track space it lands on, each penny taken from a
road, every figure's way into and out of prison. Locations, roads, cards and weapons are
content ids; figures are coded as in :mod:`.commands` (seat, -1 Friar Tuck, -2 agent);
carriage spaces are 'S', 'W1'…; depot spaces and hideouts are 1-based.

Events that bring something hidden to light declare it (``reveals``, MM-12.3): a villain
card, ransom tile, spy card or edict turned up from its deck, Merry Men cards drawn into a
hand, a loot tile or carriage drawn from its bag, dice rolled. The match never takes back a
command that caused one, even when the deck was shuffled long before. How an event is worded
in the log lives in :mod:`.event_words`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sherwood.engine import Event
from sherwood.games.merry_men.commands import label
from sherwood.games.merry_men.event_words import Items, MMEvent


@dataclass(frozen=True, slots=True)
class HeroChosen(MMEvent):
    kind = "hero_chosen"
    text = "{seat} plays {hero}"
    seat: int
    hero: str


@dataclass(frozen=True, slots=True)
class RoundStarted(MMEvent):
    kind = "round_started"
    text = "Round {round} begins; {seat} is the start player"
    round: int
    seat: int


@dataclass(frozen=True, slots=True)
class PhaseStarted(MMEvent):
    kind = "phase_started"
    text = "{phase} begins"
    phase: str


@dataclass(frozen=True, slots=True)
class Gained(MMEvent):
    kind = "gained"
    text = "{seat} gains {items} ({cause})"
    seat: int
    items: Items
    cause: str


@dataclass(frozen=True, slots=True)
class Paid(MMEvent):
    kind = "paid"
    text = "{seat} pays {items} to {to}"
    seat: int
    items: Items
    to: str


@dataclass(frozen=True, slots=True)
class GainLost(MMEvent):
    kind = "gain_lost"
    text = "{seat} cannot take {what}: {reason}"
    seat: int
    what: str
    reason: str


@dataclass(frozen=True, slots=True)
class CardPlayed(MMEvent):
    kind = "card_played"
    text = "{seat} plays {card} {mode}ly from the {source}"
    seat: int
    card: str
    source: str
    mode: str


@dataclass(frozen=True, slots=True)
class FigurePlaced(MMEvent):
    kind = "figure_placed"
    text = "{seat} places a figure at {location} (hideout {hideout})"
    seat: int
    figure: int
    location: str
    hideout: int


@dataclass(frozen=True, slots=True)
class PlayerDone(MMEvent):
    kind = "player_done"
    text = "{seat} places no more Merry Men this round"
    seat: int


@dataclass(frozen=True, slots=True)
class CardDiscarded(MMEvent):
    kind = "card_discarded"
    text = "{seat} discards {card} from the {zone}"
    seat: int
    card: str
    zone: str


@dataclass(frozen=True, slots=True)
class SpyTaken(MMEvent):
    kind = "spy_taken"
    text = "{seat} must take the spy card {card}"
    reveals = "turned up a spy card"
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class SpyReturned(MMEvent):
    kind = "spy_returned"
    text = "{card} goes to the bottom of the spy deck"
    card: str


@dataclass(frozen=True, slots=True)
class DiceRolled(MMEvent):
    kind = "dice_rolled"
    text = "{seat} rolls {die} dice for {purpose}: {faces} ({successes} successes{needed})"
    reveals = "rolled dice"
    seat: int
    purpose: str
    die: str
    faces: tuple
    successes: int
    needed: int


@dataclass(frozen=True, slots=True)
class LootDrawn(MMEvent):
    kind = "loot_drawn"
    text = "{seat} draws a loot tile"
    reveals = "drew a loot tile"
    seat: int
    tile: str
    pending: bool


@dataclass(frozen=True, slots=True)
class LootReturned(MMEvent):
    kind = "loot_returned"
    text = "{tiles} loot tiles go back into the bag"
    tiles: tuple
    forfeited: bool


@dataclass(frozen=True, slots=True)
class GuardPlaced(MMEvent):
    kind = "guard_placed"
    text = "A guard goes to {location} hideout {hideout} / track space {track_space}"
    location: str
    hideout: int
    track_space: int


@dataclass(frozen=True, slots=True)
class TrapSprung(MMEvent):
    kind = "trap_sprung"
    text = "{owner}'s trap at {location} hideout {hideout} catches a guard"
    owner: int
    location: str
    hideout: int


@dataclass(frozen=True, slots=True)
class GuardRemoved(MMEvent):
    kind = "guard_removed"
    text = "A guard leaves {location} hideout {hideout} / track space {track_space} ({cause})"
    location: str
    hideout: int
    track_space: int
    by: int
    cause: str


@dataclass(frozen=True, slots=True)
class FigureArrested(MMEvent):
    kind = "figure_arrested"
    text = "{owner}'s figure is arrested at {location} hideout {hideout}"
    figure: int
    owner: int
    location: str
    hideout: int


@dataclass(frozen=True, slots=True)
class FigureImprisoned(MMEvent):
    kind = "figure_imprisoned"
    text = "{owner}'s figure goes to prison level {level} ({cause})"
    figure: int
    owner: int
    level: int
    cause: str


@dataclass(frozen=True, slots=True)
class FigureFreed(MMEvent):
    kind = "figure_freed"
    text = "{by} frees {owner}'s figure from {place} (level {level})"
    figure: int
    owner: int
    by: int
    place: str
    level: int


@dataclass(frozen=True, slots=True)
class PrisonerMoved(MMEvent):
    kind = "prisoner_moved"
    text = "{owner}'s figure moves down from level {from_level} to {to_level}"
    figure: int
    owner: int
    from_level: int
    to_level: int


@dataclass(frozen=True, slots=True)
class FigureHanged(MMEvent):
    kind = "figure_hanged"
    text = "{owner}'s figure is hanged"
    figure: int
    owner: int


@dataclass(frozen=True, slots=True)
class FigureReturned(MMEvent):
    kind = "figure_returned"
    text = "{owner}'s figure goes back from {location} to {to}"
    figure: int
    owner: int
    location: str
    to: str


@dataclass(frozen=True, slots=True)
class VillainCardDrawn(MMEvent):
    kind = "villain_card_drawn"
    text = "{seat} draws the villain card {card}"
    reveals = "turned up a villain card"
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class VillainPlaced(MMEvent):
    kind = "villain_placed"
    text = "{villain} goes to {location}"
    villain: str
    location: str


@dataclass(frozen=True, slots=True)
class VillainsHome(MMEvent):
    kind = "villains_home"
    text = "The villains return to the Fortress"


@dataclass(frozen=True, slots=True)
class AbilityLost(MMEvent):
    kind = "ability_lost"
    text = "{seat}'s hero {hero} has no ability next round"
    seat: int
    hero: str


@dataclass(frozen=True, slots=True)
class BarricadeBuilt(MMEvent):
    kind = "barricade_built"
    text = "{seat} builds a barricade on {road} slot {slot} (from {space})"
    seat: int
    road: str
    slot: int
    space: str


@dataclass(frozen=True, slots=True)
class BarricadeReturned(MMEvent):
    kind = "barricade_returned"
    text = "Guy returns {seat}'s barricade from {road} slot {slot} to {space}"
    seat: int
    road: str
    slot: int
    space: str


@dataclass(frozen=True, slots=True)
class TrapBuilt(MMEvent):
    kind = "trap_built"
    text = "{seat} sets a trap at {location} hideout {hideout} (from {space})"
    seat: int
    location: str
    hideout: int
    space: str


@dataclass(frozen=True, slots=True)
class RowRewardClaimed(MMEvent):
    kind = "row_reward_claimed"
    text = "{seat} uncovers {space}: {reward}"
    seat: int
    space: str
    reward: str


@dataclass(frozen=True, slots=True)
class PenniesRemoved(MMEvent):
    kind = "pennies_removed"
    text = "{road} loses {count} pennies ({cause}); {left} left"
    road: str
    count: int
    left: int
    cause: str


@dataclass(frozen=True, slots=True)
class PenniesAdded(MMEvent):
    kind = "pennies_added"
    text = "{seat} puts a penny on {road}; it holds {total}"
    seat: int
    road: str
    total: int


@dataclass(frozen=True, slots=True)
class CarriageDrawn(MMEvent):
    kind = "carriage_drawn"
    text = "{carriage} is drawn and stands at the start of {road}"
    reveals = "drew a carriage from the bag"
    road: str
    carriage: str


@dataclass(frozen=True, slots=True)
class CarriageMoved(MMEvent):
    kind = "carriage_moved"
    text = "{carriage} drives on {road} from {from_space} to {to_space}"
    road: str
    carriage: str
    from_space: str
    to_space: str


@dataclass(frozen=True, slots=True)
class CarriageArrived(MMEvent):
    kind = "carriage_arrived"
    text = "{carriage} from {road} reaches the Castle: depot space {depot_space}"
    road: str
    carriage: str
    from_space: str
    depot_space: int


@dataclass(frozen=True, slots=True)
class CarriageRobbed(MMEvent):
    kind = "carriage_robbed"
    text = "{seat} robs {carriage} on {road}; it lies on depot space {depot_space}"
    seat: int
    road: str
    carriage: str
    from_space: str
    depot_space: int


@dataclass(frozen=True, slots=True)
class RoadActivated(MMEvent):
    kind = "road_activated"
    text = "{road} is activated ({cause})"
    road: str
    cause: str


@dataclass(frozen=True, slots=True)
class TaxIncrease(MMEvent):
    kind = "tax_increase"
    text = "Tax increase: the depot is full ({flat} robbed); all {carriages} carriages go back to the bag"
    flat: int
    carriages: tuple


@dataclass(frozen=True, slots=True)
class DieTaken(MMEvent):
    kind = "die_taken"
    text = "{seat} takes a {weapon} die from the Armory ({cause})"
    seat: int
    weapon: str
    cause: str


@dataclass(frozen=True, slots=True)
class DiceReturned(MMEvent):
    kind = "dice_returned"
    text = "{seat} returns {count} {weapon} dice to the Armory ({cause})"
    seat: int
    weapon: str
    count: int
    cause: str


@dataclass(frozen=True, slots=True)
class HeroMoved(MMEvent):
    kind = "hero_moved"
    text = "{seat}'s {hero} goes to {location}"
    seat: int
    hero: str
    location: str


@dataclass(frozen=True, slots=True)
class MoveFailed(MMEvent):
    kind = "move_failed"
    text = "{seat}'s move at {location} fails"
    seat: int
    location: str


@dataclass(frozen=True, slots=True)
class TurnStarted(MMEvent):
    kind = "turn_started"
    text = "{seat}'s hero turn begins"
    seat: int


@dataclass(frozen=True, slots=True)
class TurnEnded(MMEvent):
    kind = "turn_ended"
    text = "{seat}'s hero turn ends"
    seat: int


@dataclass(frozen=True, slots=True)
class MessengerSent(MMEvent):
    kind = "messenger_sent"
    text = "{seat} sends a messenger with {quest}"
    seat: int
    quest: str


@dataclass(frozen=True, slots=True)
class RansomRevealed(MMEvent):
    kind = "ransom_revealed"
    text = "A new ransom tile is turned face up"
    reveals = "turned up a ransom tile"
    tile: str


@dataclass(frozen=True, slots=True)
class Ransomed(MMEvent):
    kind = "ransomed"
    text = "{seat} returns {count} captured guards for the ransom"
    seat: int
    count: int
    tile: str


@dataclass(frozen=True, slots=True)
class CardsDrawn(MMEvent):
    kind = "cards_drawn"
    text = "{seat} draws {count} cards"
    reveals = "drew cards"
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class DeckReshuffled(MMEvent):
    kind = "deck_reshuffled"
    text = "The {deck} discard pile is shuffled into a new deck"
    deck: str
    count: int


@dataclass(frozen=True, slots=True)
class EdictRevealed(MMEvent):
    kind = "edict_revealed"
    text = "Edict: {edict}"
    reveals = "turned up an edict"
    edict: str


@dataclass(frozen=True, slots=True)
class EdictTieBroken(MMEvent):
    """MM-11.7: the edict's roads ``tied``; ``road`` takes it, the lowest numeral at the first
    tie of the game (``previous`` empty), else the next tied road after ``previous``, the road
    that took the last tie."""

    kind = "edict_tie_broken"
    road: str
    tied: tuple[str, ...]
    previous: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        tied = " and ".join(label(r) for r in self.tied)
        why = (f"next in turn after {label(self.previous)}" if self.previous
               else "the lowest numeral, at the first tie")
        return f"The edict's roads tie ({tied}): {label(self.road)}, {why}"


@dataclass(frozen=True, slots=True)
class AgentPlaced(MMEvent):
    kind = "agent_placed"
    text = "An agent takes {location} hideout {hideout}"
    location: str
    hideout: int


@dataclass(frozen=True, slots=True)
class AgentRemoved(MMEvent):
    kind = "agent_removed"
    text = "The agent leaves {location} hideout {hideout}"
    location: str
    hideout: int


@dataclass(frozen=True, slots=True)
class HeroesLeave(MMEvent):
    kind = "heroes_leave"
    text = "The heroes leave the board"


@dataclass(frozen=True, slots=True)
class PotWon(MMEvent):
    kind = "pot_won"
    text = "{seat} wins the Golden Arrow pot: {pennies} pennies"
    seat: int
    pennies: int


@dataclass(frozen=True, slots=True)
class PotAdded(MMEvent):
    kind = "pot_added"
    text = "The Golden Arrow pot holds {total} pennies"
    total: int


@dataclass(frozen=True, slots=True)
class StartPlayerPassed(MMEvent):
    kind = "start_player_passed"
    text = "{seat} becomes the start player"
    seat: int


@dataclass(frozen=True, slots=True)
class GameLost(MMEvent):
    kind = "game_lost"
    text = "Prince John wins: {reason}"
    reason: str


@dataclass(frozen=True, slots=True)
class GameEnded(MMEvent):
    kind = "game_ended"
    text = "The game ends: {scores}; {winners}"
    scores: tuple
    winners: tuple


EVENT_TYPES: tuple[type[Event], ...] = tuple(
    v for v in list(globals().values())
    if isinstance(v, type) and issubclass(v, MMEvent) and v is not MMEvent)
