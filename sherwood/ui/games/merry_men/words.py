"""Robin Hood and the Merry Men in a player's words: every event, command and refusal of the
game (the log, the captions, the golden playthroughs), the names of its things, and the
phrases the rest of the table words them with. No pygame here: the command line and the
golden playthroughs word games with it.

The game speaks in ids (``"MC12"``, ``"road_3"``, ``"weapon_bow"``) and codes; :func:`label`
names them from the game's content, :func:`plural` counts them, :func:`tidy` makes the
English plain ("an Axe die", "1 penny"). An event's fields are worded by their names, as
:func:`event_words` says, into its template; a command's likewise (:func:`command_words`).

>>> from sherwood.games.merry_men.events import DiceRolled, Paid
>>> from sherwood.ui.kit.words import Words
>>> words = Words(WORDS, MerryMenSay(("Green", "Red")))
>>> words.event(Paid(1, (("pennies", 1), ("wood", 2)), "sheriff"))
"Red pays 1 penny, 2 wood to the Sheriff's hideout"
>>> words.event(DiceRolled(0, "fight roll", "axe", (2, 5), 1, 1))
'Green rolls an Axe dice for fight roll: 2 5 (1 success, 1 needed)'
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping
from typing import Any

from sherwood.engine import Command, Event
from sherwood.engine.values import shortened
from sherwood.games.merry_men import commands as K
from sherwood.games.merry_men import events as E
from sherwood.games.merry_men.facts import WEAPONS, C
from sherwood.games.merry_men.outcome import lost_because
from sherwood.ui.kit.words import GameWords, Say

# --- names and phrases ------------------------------------------------------------------------

_NAMES: dict[str, str] = {}
for _group in (C.locations, C.roads, C.merry_men_cards, C.villain_cards, C.golden_arrow_cards,
               C.quests, C.heroes, C.friar_tuck_cards, C.spy_cards, C.edict_cards, C.weapons,
               C.villains):
    for _key, _value in _group.items():
        _NAMES[_key] = getattr(_value, "name", "") or getattr(_value, "title", _key)
for _h in C.hero_locations.values():
    _NAMES.setdefault(_h.id, _h.name)
_NAMES.update({"distraction": "distraction token", "tools": "tool", "pennies": "penny",
               "vp": "VP", "renown": "renown", "loot": "loot tile", "supply": "the supply"})


def label(item: object) -> str:
    """A readable name for a content id (card, location, road, weapon, resource), else the
    item itself as text.

    >>> label("road_3"), label("weapon_axe"), label("weapon_any"), label("pennies"), label(4)
    ('Road III', 'Axe die', 'weapon die', 'penny', '4')
    """
    if isinstance(item, str):
        if item.startswith("weapon_") and item[7:] in (*WEAPONS, "any"):
            return f"{_NAMES.get(item[7:], item[7:])} die" if item != "weapon_any" else "weapon die"
        return _NAMES.get(item, item)
    return str(item)


_TIDY = (
    (re.compile(r"\ba ([AEIOU])"), r"an \1"),
    (re.compile(r"\b1 (\w+ )?dice\b"), r"1 \1die"),
    (re.compile(r"\b1 pennies\b"), "1 penny"),
    (re.compile(r"\b1 successes\b"), "1 success"),
    (re.compile(r"\b1 (captured )?guards\b"), r"1 \1guard"),
    (re.compile(r"\b1 loot tiles go\b"), "1 loot tile goes"),
    (re.compile(r"track hideout 0 / track space (\d+)"), r"the guard track, space \1"),
    (re.compile(r" hideout (\d) / track space 0"), r" hideout \1"),
    (re.compile(r" \(hideout 0\)"), ""),
)


def tidy(text: str) -> str:
    """Plain English for the log: "an Axe die", "1 penny", "the guard track, space 3".

    >>> tidy("Red takes a Axe die and 1 pennies")
    'Red takes an Axe die and 1 penny'
    """
    for pattern, repl in _TIDY:
        text = pattern.sub(repl, text)
    return text


_PLURALS = {"penny": "pennies", "die": "dice", "VP": "VP", "wood": "wood", "iron": "iron", "renown": "renown"}


def plural(n: int, noun: str) -> str:
    """``noun`` for ``n`` of it: "1 tool", "2 tools", "2 Axe dice", "3 VP"."""
    if n == 1:
        return noun
    head, _, last = noun.rpartition(" ")
    return (head + " " if head else "") + _PLURALS.get(last, last + "s")


def items(its: Any) -> str:
    """``((key, n), ...)`` as "1 penny, 2 wood"; "nothing" if empty."""
    return ", ".join(f"{n} {plural(n, label(k))}" for k, n in its) or "nothing"


PHASE_TITLES = {"merry": "The Merry Men phase", "hero": "The Hero phase", "end": "The end of the round"}
PAID_TO = {"sheriff": "the Sheriff's hideout", "supply": "the supply", "bail": "the hideout as bail",
           "bought": "the Weaponsmith"}
ZONES = {"hand": "hand", "passive": "passive pile", "tuck": "Friar Tuck hand",
         "active": "cards played this round", "merry_men": "Merry Men", "villain": "villain"}
GAIN_LOST = {"dice_full": "4 dice held", "armory_out": "none left in the Armory",
             "armory_empty": "the Armory is empty"}
"""Why a weapon die gained is lost (``GainLost.reason``)."""


def carriage(carriage_id: str) -> str:
    """"the red carriage" for a carriage's id."""
    c = C.carriages.get(carriage_id)
    return f"the {c.colour} carriage" if c else carriage_id


class MerryMenSay(Say):
    """The seats' names, and Friar Tuck's where a figure is his (figure code -1)."""

    def figure(self, code: int | None) -> str:
        return "Friar Tuck" if code == -1 else self.seat(code)


# --- events -----------------------------------------------------------------------------------

def _field(name: str, value: Any, say: MerryMenSay) -> Any:
    """An event's field in words, by its name."""
    if name in ("seat", "owner", "by"):
        return say.figure(value)
    if name == "items":
        return items(value)
    if name == "scores":
        return ", ".join(f"{say.seat(i)} {score}" for i, score in enumerate(value))
    if name == "winners":
        who = " and ".join(say.seat(i) for i in value)
        return f"{who} {'wins' if len(value) == 1 else 'win'}" if value else "nobody wins"
    if name == "faces":
        return " ".join(str(face) for face in value)
    if name == "phase":
        return PHASE_TITLES.get(value, value)
    if name == "needed":
        return f", {value} needed" if value else ""
    if name == "to":
        return PAID_TO.get(value) or label(value)
    if name in ("source", "zone", "deck"):
        return ZONES.get(value, value)
    if name == "carriage":
        return carriage(value)
    if name in ("carriages", "tiles"):
        return len(value)
    if name == "reason" and value in GAIN_LOST:
        return GAIN_LOST[value]
    return label(value)


def event_words(template: str) -> Callable[[Event, Any], str]:
    """The words of an event from ``template``, each ``{field}`` worded by :func:`_field`,
    plain (:func:`tidy`) and with a capital first letter."""
    def word(event: Event, say: Any) -> str:
        fields = {f.name: _field(f.name, getattr(event, f.name), say) for f in dataclasses.fields(event)}
        line = tidy(template.format(kind=event.kind, **fields))
        return line[:1].upper() + line[1:]

    return word


def _tie_broken(e: E.EdictTieBroken, say: Say) -> str:
    tied = " and ".join(label(r) for r in e.tied)
    why = f"next in turn after {label(e.previous)}" if e.previous else "the lowest numeral, at the first tie"
    return f"The edict's roads tie ({tied}): {label(e.road)}, {why}"


def _game_lost(e: E.GameLost, say: Say) -> str:
    return f"Prince John wins: {lost_because(e.reason, e.road)}"


EVENTS: dict[type[Event], Callable[[Any, Any], str]] = {
    **{cls: event_words(template) for cls, template in {
        E.HeroChosen: "{seat} plays {hero}",
        E.RoundStarted: "Round {round} begins; {seat} is the start player",
        E.PhaseStarted: "{phase} begins",
        E.Gained: "{seat} gains {items} ({cause})",
        E.Paid: "{seat} pays {items} to {to}",
        E.GainLost: "{seat} cannot take {what}: {reason}",
        E.CardPlayed: "{seat} plays {card} {mode}ly from the {source}",
        E.FigurePlaced: "{seat} places a figure at {location} (hideout {hideout})",
        E.PlayerDone: "{seat} places no more Merry Men this round",
        E.CardDiscarded: "{seat} discards {card} from the {zone}",
        E.SpyTaken: "{seat} must take the spy card {card}",
        E.SpyReturned: "{card} goes to the bottom of the spy deck",
        E.DiceRolled: "{seat} rolls {die} dice for {purpose}: {faces} ({successes} successes{needed})",
        E.LootDrawn: "{seat} draws a loot tile",
        E.LootReturned: "{tiles} loot tiles go back into the bag",
        E.GuardPlaced: "A guard goes to {location} hideout {hideout} / track space {track_space}",
        E.TrapSprung: "{owner}'s trap at {location} hideout {hideout} catches a guard",
        E.GuardRemoved: "A guard leaves {location} hideout {hideout} / track space {track_space} ({cause})",
        E.FigureArrested: "{owner}'s figure is arrested at {location} hideout {hideout}",
        E.FigureImprisoned: "{owner}'s figure goes to prison level {level} ({cause})",
        E.FigureFreed: "{by} frees {owner}'s figure from {place} (level {level})",
        E.PrisonerMoved: "{owner}'s figure moves down from level {from_level} to {to_level}",
        E.FigureHanged: "{owner}'s figure is hanged",
        E.FigureReturned: "{owner}'s figure goes back from {location} to {to}",
        E.VillainCardDrawn: "{seat} draws the villain card {card}",
        E.VillainPlaced: "{villain} goes to {location}",
        E.VillainsHome: "The villains return to the Fortress",
        E.AbilityLost: "{seat}'s hero {hero} has no ability next round",
        E.BarricadeBuilt: "{seat} builds a barricade on {road} slot {slot} (from {space})",
        E.BarricadeReturned: "Guy returns {seat}'s barricade from {road} slot {slot} to {space}",
        E.TrapBuilt: "{seat} sets a trap at {location} hideout {hideout} (from {space})",
        E.RowRewardClaimed: "{seat} uncovers {space}: {reward}",
        E.PenniesRemoved: "{road} loses {count} pennies ({cause}); {left} left",
        E.PenniesAdded: "{seat} puts a penny on {road}; it holds {total}",
        E.CarriageDrawn: "{carriage} is drawn and stands at the start of {road}",
        E.CarriageMoved: "{carriage} drives on {road} from {from_space} to {to_space}",
        E.CarriageArrived: "{carriage} from {road} reaches the Castle: depot space {depot_space}",
        E.CarriageRobbed: "{seat} robs {carriage} on {road}; it lies on depot space {depot_space}",
        E.RoadActivated: "{road} is activated ({cause})",
        E.TaxIncrease: "Tax increase: the depot is full ({flat} robbed); all {carriages} carriages go back "
                       "to the bag",
        E.DieTaken: "{seat} takes a {weapon} die from the Armory ({cause})",
        E.DiceReturned: "{seat} returns {count} {weapon} dice to the Armory ({cause})",
        E.HeroMoved: "{seat}'s {hero} goes to {location}",
        E.MoveFailed: "{seat}'s move at {location} fails",
        E.TurnStarted: "{seat}'s hero turn begins",
        E.TurnEnded: "{seat}'s hero turn ends",
        E.MessengerSent: "{seat} sends a messenger with {quest}",
        E.RansomRevealed: "A new ransom tile is turned face up",
        E.Ransomed: "{seat} returns {count} captured guards for the ransom",
        E.CardsDrawn: "{seat} draws {count} cards",
        E.DeckReshuffled: "The {deck} discard pile is shuffled into a new deck",
        E.EdictRevealed: "Edict: {edict}",
        E.AgentPlaced: "An agent takes {location} hideout {hideout}",
        E.AgentRemoved: "The agent leaves {location} hideout {hideout}",
        E.HeroesLeave: "The heroes leave the board",
        E.PotWon: "{seat} wins the Golden Arrow pot: {pennies} pennies",
        E.PotAdded: "The Golden Arrow pot holds {total} pennies",
        E.StartPlayerPassed: "{seat} becomes the start player",
        E.GameEnded: "The game ends: {scores}; {winners}",
    }.items()},
    E.EdictTieBroken: _tie_broken,
    E.GameLost: _game_lost,
}

REVEALS: dict[type[Event], str] = {
    E.SpyTaken: "turned up a spy card",
    E.DiceRolled: "rolled dice",
    E.LootDrawn: "drew a loot tile",
    E.VillainCardDrawn: "turned up a villain card",
    E.CarriageDrawn: "drew a carriage from the bag",
    E.RansomRevealed: "turned up a ransom tile",
    E.CardsDrawn: "drew cards",
    E.EdictRevealed: "turned up an edict",
}
"""What each event type that ``reveals`` showed, after "The last move …"."""


# --- commands ---------------------------------------------------------------------------------

def command_words(template: str) -> Callable[[Command, Any], str]:
    """The words of a command from ``template``: ``{who}`` the seat's name, each other
    ``{field}`` its :func:`label`, plain (:func:`tidy`)."""
    def word(command: Command, say: Any) -> str:
        fields = {f.name: label(getattr(command, f.name)) for f in dataclasses.fields(command)}
        return tidy(template.format(who=say.seat(command.seat), **fields))

    return word


def _where(location: str, hideout: int) -> str:
    return label(location) + (f" hideout {hideout}" if hideout else "")


def _place(c: K.Place, say: Say) -> str:
    where = _where(c.location, c.hideout) + (" main area" if not c.hideout and c.mode == "passive" else "")
    src = " from the passive pile" if c.source == "passive" else ""
    return f"{say.seat(c.seat)} plays {label(c.card)}{src} {c.mode}ly: {where}"


def _place_tuck(c: K.PlaceTuck, say: Say) -> str:
    where = _where(c.location, c.hideout)
    return f"{say.seat(c.seat)} sends Friar Tuck ({label(c.card)}, {c.mode}) to {where}"


def _place_with_spy(c: K.PlaceWithSpy, say: Say) -> str:
    what = {0: "no guard", -1: "a guard from the track"}.get(c.guard, f"the guard in hideout {c.guard}")
    return f"{say.seat(c.seat)} plays the spy {label(c.card)}, removing {what}"


def _send_messenger(c: K.SendMessenger, say: Say) -> str:
    extra = f", 1 {c.reduce} less" if c.reduce else ""
    if c.substitute:
        need, _, paid = c.substitute.partition(">")  # a damaged one still reads
        extra += f", paying a {paid} die for a {need} die"
    return f"{say.seat(c.seat)} sends a messenger with {label(c.quest)}{extra}"


def _choose_prisoners(c: K.ChoosePrisoners, say: MerryMenSay) -> str:
    who = ", ".join(("Friar Tuck" if o < 0 else say.seat(o)) + f" (level {'I' * lv if 0 < lv <= 3 else lv})"
                    for o, lv in c.figures)
    return f"{say.seat(c.seat)} frees {who or 'nobody'}"


def _buy(c: K.Buy, say: Say) -> str:
    free = " free (Little John)" if c.free else ""
    return tidy(f"{say.seat(c.seat)} buys a {label(c.weapon)} die{free}")


def _discard_hand(c: K.DiscardHand, say: Say) -> str:
    n = len(c.cards)
    return f"{say.seat(c.seat)} discards {n} card{'s' if n != 1 else ''} and draws"


COMMANDS: dict[type[Command], Callable[[Any, Any], str]] = {
    **{cls: command_words(template) for cls, template in {
        K.ChooseHero: "{who} plays {hero}",
        K.DeclareDone: "{who} is done placing",
        K.ChooseWeaponType: "{who} takes a {weapon} die",
        K.ChooseResource: "{who} takes 1 {resource}",
        K.RobStart: "{who} robs the rich",
        K.RobSkip: "{who} does not rob the rich",
        K.RobContinue: "{who} robs the rich again",
        K.RobStop: "{who} stops robbing and keeps the loot",
        K.PayFine: "{who} pays 1 {resource} as a fine",
        K.DiscardPassive: "{who} discards {card} from the passive pile",
        K.Build: "{who} builds a {structure} at {target} (penny to {penny_road})",
        K.BuildStop: "{who} builds nothing more",
        K.TakeDie: "{who} takes a {weapon} die",
        K.PayBail: "{who} pays 1 {resource} as bail",
        K.PayD: "{who} spends a distraction token to keep the hero's ability",
        K.Decline: "{who} keeps the token; the hero loses the ability next round",
        K.Move: "{who} moves the hero to {location}",
        K.EndTurn: "{who} ends the turn",
        K.ChooseCarriage: "{who} targets {carriage}",
        K.CommitDice: "{who} rolls {count} dice",
        K.RerollAll: "{who} spends a token and rerolls all dice",
        K.Accept: "{who} accepts the failure",
        K.ChooseDepotSpace: "{who} lays the carriage on depot space {space}",
        K.RobAgain: "{who} robs another carriage",
        K.Stop: "{who} stops",
        K.ChooseGuard: "{who} fights the guard in hideout {hideout}",
        K.RerollOne: "{who} spends a token and rerolls die {die}",
        K.FightAgain: "{who} fights another guard",
        K.ChooseTokens: "{who} hands in {tokens} distraction tokens",
        K.RobinReroll: "{who} (Robin Hood) rerolls die {die}",
        K.Skip: "{who} keeps the roll",
        K.TakeFromSheriff: "{who} takes 1 {resource} from the Sheriff's hideout",
        K.Exchange: "{who} exchanges a {give} die for a {take} die",
        K.Done: "{who} is done here",
        K.Donate: "{who} gives 2 pennies to the poor",
        K.JaneFreeBreak: "{who} (Jane Fortune) makes a free prison break",
        K.Ransom: "{who} returns {count} captured guards for ransom",
        K.Retrieve: "{who} brings a Merry Man back from prison level {level} (−5 VP)",
    }.items()},
    K.Place: _place,
    K.PlaceTuck: _place_tuck,
    K.PlaceWithSpy: _place_with_spy,
    K.SendMessenger: _send_messenger,
    K.ChoosePrisoners: _choose_prisoners,
    K.Buy: _buy,
    K.DiscardHand: _discard_hand,
}


def command_text(command: Command, names: tuple[str, ...] = ()) -> str:
    """``command`` in words, its seat named from ``names`` ("Seat 2" without)."""
    return COMMANDS[type(command)](command, MerryMenSay(names))


# --- the animation's words -------------------------------------------------------------------

LOST_BANNER = "Prince John wins"


def round_banner(number: int) -> str:
    return f"Round {number}"


def phase_title(phase: str) -> str:
    """"The Hero phase": a phase's title, across the board as it begins."""
    return PHASE_TITLES.get(phase, phase)


def rolling_words(event: E.DiceRolled, say: Say) -> str:
    """The caption while the dice are in the air: who rolls what, for what, and not how it went."""
    n = len(event.faces)
    dice = plural(n, f"{label(event.die)} die")
    return f"{say.seat(event.seat)} rolls {n} {dice} for {event.purpose}…"


def tray_words(purpose: str, hits: int | None, needed: int) -> str:
    """What the dice tray says under the dice: "Fight roll · 1 hit, 1 needed" once they have
    landed; while they tumble (``hits`` None) only what they are rolled for: "Fight roll · 1
    needed", or "Prison break"."""
    if hits is None:
        return f"{purpose[:1].upper()}{purpose[1:]}" + (f" · {needed} needed" if needed else "")
    verdict = f"{hits} {'hit' if hits == 1 else 'hits'}" + (f", {needed} needed" if needed else "")
    return f"{purpose[:1].upper()}{purpose[1:]} · {verdict}"


# --- refusals ---------------------------------------------------------------------------------

MUST: Mapping[str, str] = {
    "hero_choice": "choose a hero",
    "place": "place a Merry Man (or declare done)",
    "rob_start": "decide whether to rob the rich",
    "rob_continue": "rob the rich again or stop",
    "fine": "pay a fine",
    "build": "choose what to build",
    "messenger": "choose the quest for the messenger",
    "weapon": "choose the type of a weapon die",
    "resource": "choose a resource",
    "bail": "pay bail",
    "discard_passive": "discard a card from the passive pile",
    "penalty": "spend a distraction token or decline",
    "take_die": "take a weapon die",
    "hero": "move the hero or end the turn",
    "carriage": "choose a carriage",
    "commit": "choose how many dice to roll",
    "reroll_all": "reroll or accept the failure",
    "reroll_one": "reroll a die or accept the failure",
    "depot": "choose a depot space",
    "rob_again": "rob another carriage or stop",
    "guard": "choose a guard to fight",
    "fight_again": "fight again or stop",
    "tokens": "choose how many tokens to hand in",
    "robin": "use Robin Hood's reroll or keep the roll",
    "prisoners": "choose whom to free",
    "sheriff_item": "take an item from the Sheriff's hideout",
    "smith": "trade at the Weaponsmith",
    "village": "give to the poor or stop",
    "ransom": "return captured guards for ransom",
    "discard_hand": "discard cards from hand",
    "retrieve": "bring a Merry Man back from prison",
}
"""What the seat asked by each kind of prompt must do, after "… must"."""


def must(prompt_kind: str) -> str:
    return MUST.get(prompt_kind, "decide")


def _not_now(r: Any, say: Say) -> str:
    command = shortened(r["command"])
    wording = COMMANDS.get(type(command))
    said = wording(command, say) if wording is not None else command.describe(say.names)
    return f"{said} is not possible now: you must {must(r['prompt'])}."


REFUSALS: dict[str, Callable[[Any, Any], str]] = {
    "not_now": _not_now,
    "not_your_decision": lambda r, say: f"It is not your decision: {say.seat(r['seat'])} must "
                                        f"{must(r['prompt'])}.",
}


WORDS = GameWords(events=EVENTS, commands=COMMANDS, refusals=REFUSALS, reveals=REVEALS,
                  say=lambda match: MerryMenSay(match.names))
