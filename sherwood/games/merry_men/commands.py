"""The commands of Robin Hood and the Merry Men (spec section 14): what a seat can decide.

Each class is one decision point of the table in MM-14.1. Every "may" of the spec is an
explicit command (MM-0.7); a "must" that needs a choice becomes a prompt for the named seat,
even outside its turn. Commands hold only ids and small numbers, so they round-trip as JSON.

Figure codes used in commands and events: a seat number (0…3) is that seat's Merry Man,
``TUCK`` (-1) is Friar Tuck, ``AGENT`` (-2) a solo agent.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from sherwood.engine import Command, seat_name

CommandT = TypeVar("CommandT", bound=Command)

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
    """Plain English for the log: "an Axe die", "1 penny", "the guard track, space 3"."""
    for pattern, repl in _TIDY:
        text = pattern.sub(repl, text)
    return text


def label(item: object) -> str:
    """A readable name for a content id (card, location, road, weapon), else the id itself."""
    from sherwood.games.merry_men.facts import display_name

    return display_name(item)


@dataclass(frozen=True, slots=True)
class MMCommand(Command):
    """Base: ``text`` is a format string over the fields, ``{who}`` being the seat's name."""

    kind: ClassVar[str] = "mm"
    text: ClassVar[str] = "{who} decides"

    def describe(self, names: Sequence[str] | None = None) -> str:
        fields = {f.name: label(getattr(self, f.name)) for f in dataclasses.fields(self)}
        fields["who"] = seat_name(self.seat, names)
        return tidy(self.text.format(**fields))


# --- Setup (section 2) -------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ChooseHero(MMCommand):
    """MM-2.22: take a hero not yet taken (with the option ``heroes="choose"``)."""

    kind = "choose_hero"
    hero: str
    text = "{who} plays {hero}"


# --- Merry Men phase (section 4) --------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Place(MMCommand):
    """MM-4.10–4.25: place a Merry Man, playing ``card`` from ``source`` ('hand' | 'passive')
    as ``mode`` ('active' | 'passive') at ``location``; ``hideout`` 1–4, or 0 for a main area,
    the Construction Yard or the Crusade."""

    kind = "place"
    card: str
    source: str
    mode: str
    location: str
    hideout: int = 0

    def describe(self, names: Sequence[str] | None = None) -> str:
        where = label(self.location) + (f" hideout {self.hideout}" if self.hideout else
                                         (" main area" if self.mode == "passive" else ""))
        src = " from the passive pile" if self.source == "passive" else ""
        return f"{seat_name(self.seat, names)} plays {label(self.card)}{src} {self.mode}ly: {where}"


@dataclass(frozen=True, slots=True)
class DeclareDone(MMCommand):
    """MM-4.8 / MM-4.9: place no more Merry Men this phase."""

    kind = "declare_done"
    text = "{who} is done placing"


@dataclass(frozen=True, slots=True)
class PlaceTuck(MMCommand):
    """MM-10.5: place Friar Tuck with a card of the Tuck hand."""

    kind = "place_tuck"
    card: str
    mode: str
    location: str
    hideout: int = 0

    def describe(self, names: Sequence[str] | None = None) -> str:
        where = label(self.location) + (f" hideout {self.hideout}" if self.hideout else "")
        return f"{seat_name(self.seat, names)} sends Friar Tuck ({label(self.card)}, {self.mode}) to {where}"


@dataclass(frozen=True, slots=True)
class PlaceWithSpy(MMCommand):
    """MM-10.24: play a spy card actively; ``guard`` is the hideout (1–4) whose guard is
    removed, -1 for the top guard of the guard track, 0 when none can be removed."""

    kind = "place_with_spy"
    card: str
    guard: int

    def describe(self, names: Sequence[str] | None = None) -> str:
        what = {0: "no guard", -1: "a guard from the track"}.get(
            self.guard, f"the guard in hideout {self.guard}")
        return f"{seat_name(self.seat, names)} plays the spy {label(self.card)}, removing {what}"


@dataclass(frozen=True, slots=True)
class ChooseWeaponType(MMCommand):
    """MM-4.44: the type of a weapon die of any type."""

    kind = "choose_weapon_type"
    weapon: str
    text = "{who} takes a {weapon} die"


@dataclass(frozen=True, slots=True)
class ChooseResource(MMCommand):
    """Ransom R10: the basic resource of the player's choice."""

    kind = "choose_resource"
    resource: str
    text = "{who} takes 1 {resource}"


@dataclass(frozen=True, slots=True)
class RobStart(MMCommand):
    """MM-4.36: rob the rich after a Market Square card's reward."""

    kind = "rob_start"
    text = "{who} robs the rich"


@dataclass(frozen=True, slots=True)
class RobSkip(MMCommand):
    kind = "rob_skip"
    text = "{who} does not rob the rich"


@dataclass(frozen=True, slots=True)
class RobContinue(MMCommand):
    """MM-4.31: try the next, riskier robbery of the rich."""

    kind = "rob_continue"
    text = "{who} robs the rich again"


@dataclass(frozen=True, slots=True)
class RobStop(MMCommand):
    kind = "rob_stop"
    text = "{who} stops robbing and keeps the loot"


@dataclass(frozen=True, slots=True)
class PayFine(MMCommand):
    """MM-4.39: the fine after a failed robbery of the rich."""

    kind = "pay_fine"
    resource: str
    text = "{who} pays 1 {resource} as a fine"


@dataclass(frozen=True, slots=True)
class DiscardPassive(MMCommand):
    """MM-4.14 / MM-4.17 / MM-10.23: the card discarded from an overfull passive pile."""

    kind = "discard_passive"
    card: str
    text = "{who} discards {card} from the passive pile"


@dataclass(frozen=True, slots=True)
class Build(MMCommand):
    """MM-4.46–4.53: build a ``structure`` ('barricade' | 'trap') at ``target`` (a road for a
    barricade, a gathering place for a trap), putting the penny on ``penny_road`` ('supply'
    when every road holds the maximum)."""

    kind = "build"
    structure: str
    target: str
    penny_road: str
    text = "{who} builds a {structure} at {target} (penny to {penny_road})"


@dataclass(frozen=True, slots=True)
class BuildStop(MMCommand):
    """MM-16.5: Double Shift's second structure is optional."""

    kind = "build_stop"
    text = "{who} builds nothing more"


@dataclass(frozen=True, slots=True)
class SendMessenger(MMCommand):
    """MM-4.64: complete ``quest``; ``reduce`` is the resource Pilgrim's Road takes off ('' for
    none); ``substitute`` is 'required>paid' for Crusader's Oath ('' for none)."""

    kind = "send_messenger"
    quest: str
    reduce: str = ""
    substitute: str = ""

    def describe(self, names: Sequence[str] | None = None) -> str:
        extra = f", 1 {self.reduce} less" if self.reduce else ""
        if self.substitute:
            need, _, paid = self.substitute.partition(">")  # a damaged one still reads
            extra += f", paying a {paid} die for a {need} die"
        return f"{seat_name(self.seat, names)} sends a messenger with {label(self.quest)}{extra}"


# --- Hero phase (sections 5, 6, 9) ------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class TakeDie(MMCommand):
    """MM-5.2: take a free weapon die at the start of the Hero phase."""

    kind = "take_die"
    weapon: str
    text = "{who} takes a {weapon} die"


@dataclass(frozen=True, slots=True)
class PayBail(MMCommand):
    """MM-5.18: the bail of an arrested figure."""

    kind = "pay_bail"
    resource: str
    text = "{who} pays 1 {resource} as bail"


@dataclass(frozen=True, slots=True)
class PayD(MMCommand):
    """MM-5.29: spend a distraction token to avoid the villain penalty."""

    kind = "pay_d"
    text = "{who} spends a distraction token to keep the hero's ability"


@dataclass(frozen=True, slots=True)
class Decline(MMCommand):
    kind = "decline"
    text = "{who} keeps the token; the hero loses the ability next round"


@dataclass(frozen=True, slots=True)
class Move(MMCommand):
    """MM-5.41: move the hero to ``location`` and perform its action."""

    kind = "move"
    location: str
    text = "{who} moves the hero to {location}"


@dataclass(frozen=True, slots=True)
class EndTurn(MMCommand):
    kind = "end_turn"
    text = "{who} ends the turn"


@dataclass(frozen=True, slots=True)
class ChooseCarriage(MMCommand):
    """MM-6.16 step 1: the carriage to rob."""

    kind = "choose_carriage"
    carriage: str
    text = "{who} targets {carriage}"


@dataclass(frozen=True, slots=True)
class CommitDice(MMCommand):
    """MM-6.16 step 2 / MM-6.21: how many weapon dice to roll."""

    kind = "commit_dice"
    count: int
    text = "{who} rolls {count} dice"


@dataclass(frozen=True, slots=True)
class RerollAll(MMCommand):
    """MM-6.12: spend 1 distraction token to reroll every die of the robbery."""

    kind = "reroll_all"
    text = "{who} spends a token and rerolls all dice"


@dataclass(frozen=True, slots=True)
class Accept(MMCommand):
    kind = "accept"
    text = "{who} accepts the failure"


@dataclass(frozen=True, slots=True)
class ChooseDepotSpace(MMCommand):
    """MM-6.16 step 4: the depot space the robbed carriage lies flat on (1-based)."""

    kind = "choose_depot_space"
    space: int
    text = "{who} lays the carriage on depot space {space}"


@dataclass(frozen=True, slots=True)
class RobAgain(MMCommand):
    """MM-6.15: rob another carriage on the same road in the same move."""

    kind = "rob_again"
    text = "{who} robs another carriage"


@dataclass(frozen=True, slots=True)
class Stop(MMCommand):
    kind = "stop"
    text = "{who} stops"


@dataclass(frozen=True, slots=True)
class ChooseGuard(MMCommand):
    """MM-6.20: the guard (by hideout) to fight."""

    kind = "choose_guard"
    hideout: int
    text = "{who} fights the guard in hideout {hideout}"


@dataclass(frozen=True, slots=True)
class RerollOne(MMCommand):
    """MM-6.22: spend 1 distraction token to reroll die ``die`` (0-based) of a guard fight."""

    kind = "reroll_one"
    die: int
    text = "{who} spends a token and rerolls die {die}"


@dataclass(frozen=True, slots=True)
class FightAgain(MMCommand):
    """MM-6.25: fight another guard at the same place in the same move."""

    kind = "fight_again"
    text = "{who} fights another guard"


@dataclass(frozen=True, slots=True)
class ChooseTokens(MMCommand):
    """MM-6.36 step 1: hand in ``tokens`` distraction tokens for 2 skill dice each."""

    kind = "choose_tokens"
    tokens: int
    text = "{who} hands in {tokens} distraction tokens"


@dataclass(frozen=True, slots=True)
class RobinReroll(MMCommand):
    """MM-9.2: Robin Hood rerolls skill die ``die`` (0-based) for free."""

    kind = "robin_reroll"
    die: int
    text = "{who} (Robin Hood) rerolls die {die}"


@dataclass(frozen=True, slots=True)
class Skip(MMCommand):
    kind = "skip"
    text = "{who} keeps the roll"


@dataclass(frozen=True, slots=True)
class ChoosePrisoners(MMCommand):
    """MM-6.36 step 4: the figures freed, as (owner, level) pairs (owner -1 = Friar Tuck)."""

    kind = "choose_prisoners"
    figures: tuple[tuple[int, int], ...]

    def describe(self, names: Sequence[str] | None = None) -> str:
        who = ", ".join(("Friar Tuck" if o < 0 else seat_name(o, names))
                        + f" (level {'I' * lv if 0 < lv <= 3 else lv})" for o, lv in self.figures)
        return f"{seat_name(self.seat, names)} frees {who or 'nobody'}"


@dataclass(frozen=True, slots=True)
class TakeFromSheriff(MMCommand):
    """MM-6.36 step 5: one item from the Sheriff's hideout."""

    kind = "take_from_sheriff"
    resource: str
    text = "{who} takes 1 {resource} from the Sheriff's hideout"


@dataclass(frozen=True, slots=True)
class Buy(MMCommand):
    """MM-6.52: buy a weapon die at the Weaponsmith; ``free``: one of Little John's free
    purchases (MM-9.6), which costs no resources."""

    kind = "buy"
    weapon: str
    free: bool = False

    def describe(self, names: Sequence[str] | None = None) -> str:
        free = " free (Little John)" if self.free else ""
        return tidy(f"{seat_name(self.seat, names)} buys a {label(self.weapon)} die{free}")


@dataclass(frozen=True, slots=True)
class Exchange(MMCommand):
    """MM-6.52 / MM-6.53: exchange a die held since the move began for another type."""

    kind = "exchange"
    give: str
    take: str
    text = "{who} exchanges a {give} die for a {take} die"


@dataclass(frozen=True, slots=True)
class Done(MMCommand):
    kind = "done"
    text = "{who} is done here"


@dataclass(frozen=True, slots=True)
class Donate(MMCommand):
    """MM-6.60: 2 pennies to the poor: 1 guard off the track, 2 VP."""

    kind = "donate"
    text = "{who} gives 2 pennies to the poor"


@dataclass(frozen=True, slots=True)
class JaneFreeBreak(MMCommand):
    """MM-9.8: Jane Fortune's free prison-break move."""

    kind = "jane_free_break"
    text = "{who} (Jane Fortune) makes a free prison break"


# --- End of round (section 7) -----------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Ransom(MMCommand):
    """MM-7.2: return ``count`` captured guards for the face-up ransom tile's reward."""

    kind = "ransom"
    count: int
    text = "{who} returns {count} captured guards for ransom"


@dataclass(frozen=True, slots=True)
class DiscardHand(MMCommand):
    """MM-7.11: discard these hand cards (maybe none), then draw up to 4."""

    kind = "discard_hand"
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str] | None = None) -> str:
        n = len(self.cards)
        return f"{seat_name(self.seat, names)} discards {n} card{'s' if n != 1 else ''} and draws"


@dataclass(frozen=True, slots=True)
class Retrieve(MMCommand):
    """MM-7.14: bring an own Merry Man back from prison ``level`` (1–3) for −5 VP."""

    kind = "retrieve"
    level: int
    text = "{who} brings a Merry Man back from prison level {level} (−5 VP)"


INTERNED_LIMIT = 50_000
"""The most instances one :func:`interned` maker keeps (it forgets them all beyond that)."""


def interned(cls: type[CommandT]) -> Callable[..., CommandT]:
    """A maker of ``cls`` commands from positional field values that hands out one shared
    instance per set of values.

    Commands are frozen values, so a shared one is as good as a new one, and a frozen
    dataclass costs microseconds to build: the legal commands are listed again at every
    decision of every rollout, mostly the same ones. Equal commands stay equal; the same
    one is also the same object, which makes ``command in legal`` quick. Each call site
    passes every field positionally, with the field's own type (a ``bool`` where a ``bool``
    is declared: ``True`` and ``1`` are the same key).

    >>> move = interned(Move)
    >>> move(0, "prison") is move(0, "prison") and move(0, "prison") == Move(0, "prison")
    True
    """
    made: dict[tuple, CommandT] = {}

    def make(*fields: Any) -> CommandT:
        cmd = made.get(fields)
        if cmd is None:
            if len(made) >= INTERNED_LIMIT:
                made.clear()
            cmd = made[fields] = cls(*fields)
        return cmd

    make.__name__ = make.__qualname__ = f"interned_{cls.__name__}"
    return make


# One maker per command type the rules list as legal answers (see :func:`interned`).
PLACE, PLACE_TUCK, PLACE_WITH_SPY, DECLARE_DONE = (
    interned(Place), interned(PlaceTuck), interned(PlaceWithSpy), interned(DeclareDone))
CHOOSE_WEAPON_TYPE, CHOOSE_RESOURCE, PAY_BAIL, DISCARD_PASSIVE, PAY_D, DECLINE = (
    interned(ChooseWeaponType), interned(ChooseResource), interned(PayBail), interned(DiscardPassive),
    interned(PayD), interned(Decline))
ROB_START, ROB_SKIP, ROB_CONTINUE, ROB_STOP, PAY_FINE = (
    interned(RobStart), interned(RobSkip), interned(RobContinue), interned(RobStop), interned(PayFine))
BUILD, BUILD_STOP, SEND_MESSENGER = interned(Build), interned(BuildStop), interned(SendMessenger)
TAKE_DIE, MOVE, JANE_FREE_BREAK, END_TURN = (
    interned(TakeDie), interned(Move), interned(JaneFreeBreak), interned(EndTurn))
CHOOSE_CARRIAGE, COMMIT_DICE, REROLL_ALL, REROLL_ONE, ACCEPT, CHOOSE_DEPOT_SPACE = (
    interned(ChooseCarriage), interned(CommitDice), interned(RerollAll), interned(RerollOne),
    interned(Accept), interned(ChooseDepotSpace))
ROB_AGAIN, FIGHT_AGAIN, STOP, CHOOSE_GUARD, CHOOSE_TOKENS, ROBIN_REROLL, SKIP = (
    interned(RobAgain), interned(FightAgain), interned(Stop), interned(ChooseGuard),
    interned(ChooseTokens), interned(RobinReroll), interned(Skip))
CHOOSE_PRISONERS, TAKE_FROM_SHERIFF, BUY, EXCHANGE, DONE, DONATE = (
    interned(ChoosePrisoners), interned(TakeFromSheriff), interned(Buy), interned(Exchange),
    interned(Done), interned(Donate))
RANSOM, DISCARD_HAND, RETRIEVE = interned(Ransom), interned(DiscardHand), interned(Retrieve)


COMMAND_TYPES: tuple[type[Command], ...] = (
    ChooseHero, Place, DeclareDone, PlaceTuck, PlaceWithSpy, ChooseWeaponType, ChooseResource, RobStart,
    RobSkip, RobContinue, RobStop, PayFine, DiscardPassive, Build, BuildStop, SendMessenger,
    TakeDie, PayBail, PayD, Decline, Move, EndTurn, ChooseCarriage, CommitDice, RerollAll,
    Accept, ChooseDepotSpace, RobAgain, Stop, ChooseGuard, RerollOne, FightAgain, ChooseTokens,
    RobinReroll, Skip, ChoosePrisoners, TakeFromSheriff, Buy, Exchange, Done, Donate,
    JaneFreeBreak, Ransom, DiscardHand, Retrieve,
)
