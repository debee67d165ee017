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
command that caused one, even when the deck was shuffled long before.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from sherwood.engine import Event, seat_name
from sherwood.games.merry_men.commands import label, tidy

Items = tuple[tuple[str, int], ...]


PHASE_TITLES = {"merry": "The Merry Men phase", "hero": "The Hero phase", "end": "The end of the round"}
PAID_TO = {"sheriff": "the Sheriff's hideout", "supply": "the supply", "bail": "the hideout as bail",
           "bought": "the Weaponsmith"}


ZONES = {"hand": "hand", "passive": "passive pile", "tuck": "Friar Tuck hand",
         "active": "cards played this round",
         "merry_men": "Merry Men", "villain": "villain"}
_PLURALS = {"penny": "pennies", "die": "dice", "VP": "VP", "wood": "wood", "iron": "iron", "renown": "renown"}


def plural(n: int, noun: str) -> str:
    """``noun`` for ``n`` of it: "1 tool", "2 tools", "2 Axe dice", "3 VP"."""
    if n == 1:
        return noun
    head, _, last = noun.rpartition(" ")
    return (head + " " if head else "") + _PLURALS.get(last, last + "s")


def _items(items: Items) -> str:
    return ", ".join(f"{n} {plural(n, label(k))}" for k, n in items) or "nothing"


def _carriage(carriage_id: str) -> str:
    from sherwood.games.merry_men.facts import C

    c = C.carriages.get(carriage_id)
    return f"the {c.colour} carriage" if c else carriage_id


@dataclass(frozen=True, slots=True)
class MMEvent(Event):
    kind: ClassVar[str] = "mm_event"
    text: ClassVar[str] = "{kind}"

    def describe(self, names: Sequence[str] | None = None) -> str:
        fields = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if f.name in ("seat", "owner", "by"):
                value = "Friar Tuck" if value == -1 else seat_name(value, names)
            elif f.name == "items":
                value = _items(value)
            elif f.name == "scores":
                value = ", ".join(f"{seat_name(i, names)} {score}" for i, score in enumerate(value))
            elif f.name == "winners":
                who = " and ".join(seat_name(i, names) for i in value)
                value = f"{who} {'wins' if len(value) == 1 else 'win'}" if value else "nobody wins"
            elif f.name == "faces":
                value = " ".join(str(face) for face in value)
            elif f.name == "phase":
                value = PHASE_TITLES.get(value, value)
            elif f.name == "needed":
                value = f", {value} needed" if value else ""
            elif f.name == "to":
                value = PAID_TO.get(value) or label(value)
            elif f.name in ("source", "zone", "deck"):
                value = ZONES.get(value, value)
            elif f.name == "carriage":
                value = _carriage(value)
            elif f.name in ("carriages", "tiles"):
                value = len(value)
            else:
                value = label(value)
            fields[f.name] = value
        line = tidy(self.text.format(kind=self.kind, **fields))
        return line[:1].upper() + line[1:]


def _e(kind: str, text: str, reveals: str = "", **fields: type) -> type[MMEvent]:
    """Declare an event class in one line (they are plain records); ``reveals`` as in
    :class:`sherwood.engine.Event`."""
    ns = {"__annotations__": dict(fields), "kind": kind, "text": text, "reveals": reveals}
    cls = type(kind.title().replace("_", ""), (MMEvent,), ns)
    return dataclass(frozen=True, slots=True)(cls)


HeroChosen = _e("hero_chosen", "{seat} plays {hero}", seat=int, hero=str)
RoundStarted = _e("round_started", "Round {round} begins; {seat} is the start player", round=int, seat=int)
PhaseStarted = _e("phase_started", "{phase} begins", phase=str)
Gained = _e("gained", "{seat} gains {items} ({cause})", seat=int, items=Items, cause=str)
Paid = _e("paid", "{seat} pays {items} to {to}", seat=int, items=Items, to=str)
GainLost = _e("gain_lost", "{seat} cannot take {what}: {reason}", seat=int, what=str, reason=str)
CardPlayed = _e("card_played", "{seat} plays {card} {mode}ly from the {source}", seat=int, card=str,
                source=str, mode=str)
FigurePlaced = _e("figure_placed", "{seat} places a figure at {location} (hideout {hideout})",
                  seat=int, figure=int, location=str, hideout=int)
PlayerDone = _e("player_done", "{seat} places no more Merry Men this round", seat=int)
CardDiscarded = _e("card_discarded", "{seat} discards {card} from the {zone}", seat=int, card=str, zone=str)
SpyTaken = _e("spy_taken", "{seat} must take the spy card {card}", "turned up a spy card", seat=int, card=str)
SpyReturned = _e("spy_returned", "{card} goes to the bottom of the spy deck", card=str)
DiceRolled = _e("dice_rolled", "{seat} rolls {die} dice for {purpose}: {faces} "
                "({successes} successes{needed})", "rolled dice",
                seat=int, purpose=str, die=str, faces=tuple, successes=int, needed=int)
LootDrawn = _e("loot_drawn", "{seat} draws a loot tile", "drew a loot tile", seat=int, tile=str, pending=bool)
LootReturned = _e("loot_returned", "{tiles} loot tiles go back into the bag", tiles=tuple, forfeited=bool)
GuardPlaced = _e("guard_placed", "A guard goes to {location} hideout {hideout} / track space {track_space}",
                 location=str, hideout=int, track_space=int)
TrapSprung = _e("trap_sprung", "{owner}'s trap at {location} hideout {hideout} catches a guard",
                owner=int, location=str, hideout=int)
GuardRemoved = _e("guard_removed", "A guard leaves {location} hideout {hideout} / track space "
                  "{track_space} ({cause})", location=str, hideout=int, track_space=int, by=int, cause=str)
FigureArrested = _e("figure_arrested", "{owner}'s figure is arrested at {location} hideout {hideout}",
                    figure=int, owner=int, location=str, hideout=int)
FigureImprisoned = _e("figure_imprisoned", "{owner}'s figure goes to prison level {level} ({cause})",
                      figure=int, owner=int, level=int, cause=str)
FigureFreed = _e("figure_freed", "{by} frees {owner}'s figure from {place} (level {level})",
                 figure=int, owner=int, by=int, place=str, level=int)
PrisonerMoved = _e("prisoner_moved", "{owner}'s figure moves down from level {from_level} to "
                   "{to_level}", figure=int, owner=int, from_level=int, to_level=int)
FigureHanged = _e("figure_hanged", "{owner}'s figure is hanged", figure=int, owner=int)
FigureReturned = _e("figure_returned", "{owner}'s figure goes back from {location} to {to}",
                    figure=int, owner=int, location=str, to=str)
VillainCardDrawn = _e("villain_card_drawn", "{seat} draws the villain card {card}",
                      "turned up a villain card", seat=int, card=str)
VillainPlaced = _e("villain_placed", "{villain} goes to {location}", villain=str, location=str)
VillainsHome = _e("villains_home", "The villains return to the Fortress")
AbilityLost = _e("ability_lost", "{seat}'s hero {hero} has no ability next round", seat=int, hero=str)
BarricadeBuilt = _e("barricade_built", "{seat} builds a barricade on {road} slot {slot} (from {space})",
                    seat=int, road=str, slot=int, space=str)
BarricadeReturned = _e("barricade_returned", "Guy returns {seat}'s barricade from {road} slot {slot} to "
                       "{space}", seat=int, road=str, slot=int, space=str)
TrapBuilt = _e("trap_built", "{seat} sets a trap at {location} hideout {hideout} (from {space})",
               seat=int, location=str, hideout=int, space=str)
RowRewardClaimed = _e("row_reward_claimed", "{seat} uncovers {space}: {reward}", seat=int, space=str,
                      reward=str)
PenniesRemoved = _e("pennies_removed", "{road} loses {count} pennies ({cause}); {left} left", road=str,
                    count=int, left=int, cause=str)
PenniesAdded = _e("pennies_added", "{seat} puts a penny on {road}; it holds {total}", seat=int, road=str,
                  total=int)
CarriageDrawn = _e("carriage_drawn", "{carriage} is drawn and stands at the start of {road}",
                   "drew a carriage from the bag", road=str, carriage=str)
CarriageMoved = _e("carriage_moved", "{carriage} drives on {road} from {from_space} to {to_space}",
                   road=str, carriage=str, from_space=str, to_space=str)
CarriageArrived = _e("carriage_arrived", "{carriage} from {road} reaches the Castle: depot space "
                     "{depot_space}", road=str, carriage=str, from_space=str, depot_space=int)
CarriageRobbed = _e("carriage_robbed", "{seat} robs {carriage} on {road}; it lies on depot space "
                    "{depot_space}", seat=int, road=str, carriage=str, from_space=str, depot_space=int)
RoadActivated = _e("road_activated", "{road} is activated ({cause})", road=str, cause=str)
TaxIncrease = _e("tax_increase", "Tax increase: the depot is full ({flat} robbed); all {carriages} "
                 "carriages go back to the bag", flat=int, carriages=tuple)
DieTaken = _e("die_taken", "{seat} takes a {weapon} die from the Armory ({cause})", seat=int, weapon=str,
              cause=str)
DiceReturned = _e("dice_returned", "{seat} returns {count} {weapon} dice to the Armory ({cause})",
                  seat=int, weapon=str, count=int, cause=str)
HeroMoved = _e("hero_moved", "{seat}'s {hero} goes to {location}", seat=int, hero=str, location=str)
MoveFailed = _e("move_failed", "{seat}'s move at {location} fails", seat=int, location=str)
TurnStarted = _e("turn_started", "{seat}'s hero turn begins", seat=int)
TurnEnded = _e("turn_ended", "{seat}'s hero turn ends", seat=int)
MessengerSent = _e("messenger_sent", "{seat} sends a messenger with {quest}", seat=int, quest=str)
RansomRevealed = _e("ransom_revealed", "A new ransom tile is turned face up", "turned up a ransom tile",
                    tile=str)
Ransomed = _e("ransomed", "{seat} returns {count} captured guards for the ransom", seat=int, count=int,
              tile=str)
CardsDrawn = _e("cards_drawn", "{seat} draws {count} cards", "drew cards", seat=int, count=int)
DeckReshuffled = _e("deck_reshuffled", "The {deck} discard pile is shuffled into a new deck", deck=str,
                    count=int)
EdictRevealed = _e("edict_revealed", "Edict: {edict}", "turned up an edict", edict=str)
AgentPlaced = _e("agent_placed", "An agent takes {location} hideout {hideout}", location=str, hideout=int)
AgentRemoved = _e("agent_removed", "The agent leaves {location} hideout {hideout}", location=str, hideout=int)
HeroesLeave = _e("heroes_leave", "The heroes leave the board")
PotWon = _e("pot_won", "{seat} wins the Golden Arrow pot: {pennies} pennies", seat=int, pennies=int)
PotAdded = _e("pot_added", "The Golden Arrow pot holds {total} pennies", total=int)
StartPlayerPassed = _e("start_player_passed", "{seat} becomes the start player", seat=int)
GameLost = _e("game_lost", "Prince John wins: {reason}", reason=str)
GameEnded = _e("game_ended", "The game ends: {scores}; {winners}", scores=tuple,
               winners=tuple)

EVENT_TYPES: tuple[type[Event], ...] = tuple(
    v for v in list(globals().values())
    if isinstance(v, type) and issubclass(v, MMEvent) and v is not MMEvent)
