"""The commands of Robin Hood and the Merry Men (spec section 14): what a seat can decide.

Each class is one decision point of the table in MM-14.1. Every "may" of the spec is an
explicit command (MM-0.7); a "must" that needs a choice becomes a prompt for the named seat,
even outside its turn. Commands hold only ids and small numbers, so they round-trip as JSON.

A command holds no words: the table's words module (``sherwood/ui/games/merry_men/words.py``)
says each type to a player.

Figure codes used in commands and events: a seat number (0…3) is that seat's Merry Man,
``TUCK`` (-1) is Friar Tuck, ``AGENT`` (-2) a solo agent.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from sherwood.engine import Command

CommandT = TypeVar("CommandT", bound=Command)


# --- Setup (section 2) -------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ChooseHero(Command):
    """MM-2.22: take a hero not yet taken (with the option ``heroes="choose"``)."""

    kind = "choose_hero"
    hero: str


# --- Merry Men phase (section 4) --------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Place(Command):
    """MM-4.10–4.25: place a Merry Man, playing ``card`` from ``source`` ('hand' | 'passive')
    as ``mode`` ('active' | 'passive') at ``location``; ``hideout`` 1–4, or 0 for a main area,
    the Construction Yard or the Crusade."""

    kind = "place"
    card: str
    source: str
    mode: str
    location: str
    hideout: int = 0



@dataclass(frozen=True, slots=True)
class DeclareDone(Command):
    """MM-4.8 / MM-4.9: place no more Merry Men this phase."""

    kind = "declare_done"


@dataclass(frozen=True, slots=True)
class PlaceTuck(Command):
    """MM-10.5: place Friar Tuck with a card of the Tuck hand."""

    kind = "place_tuck"
    card: str
    mode: str
    location: str
    hideout: int = 0



@dataclass(frozen=True, slots=True)
class PlaceWithSpy(Command):
    """MM-10.24: play a spy card actively; ``guard`` is the hideout (1–4) whose guard is
    removed, -1 for the top guard of the guard track, 0 when none can be removed."""

    kind = "place_with_spy"
    card: str
    guard: int



@dataclass(frozen=True, slots=True)
class ChooseWeaponType(Command):
    """MM-4.44: the type of a weapon die of any type."""

    kind = "choose_weapon_type"
    weapon: str


@dataclass(frozen=True, slots=True)
class ChooseResource(Command):
    """Ransom R10: the basic resource of the player's choice."""

    kind = "choose_resource"
    resource: str


@dataclass(frozen=True, slots=True)
class RobStart(Command):
    """MM-4.36: rob the rich after a Market Square card's reward."""

    kind = "rob_start"


@dataclass(frozen=True, slots=True)
class RobSkip(Command):
    kind = "rob_skip"


@dataclass(frozen=True, slots=True)
class RobContinue(Command):
    """MM-4.31: try the next, riskier robbery of the rich."""

    kind = "rob_continue"


@dataclass(frozen=True, slots=True)
class RobStop(Command):
    kind = "rob_stop"


@dataclass(frozen=True, slots=True)
class PayFine(Command):
    """MM-4.39: the fine after a failed robbery of the rich."""

    kind = "pay_fine"
    resource: str


@dataclass(frozen=True, slots=True)
class DiscardPassive(Command):
    """MM-4.14 / MM-4.17 / MM-10.23: the card discarded from an overfull passive pile."""

    kind = "discard_passive"
    card: str


@dataclass(frozen=True, slots=True)
class Build(Command):
    """MM-4.46–4.53: build a ``structure`` ('barricade' | 'trap') at ``target`` (a road for a
    barricade, a gathering place for a trap), putting the penny on ``penny_road`` ('supply'
    when every road holds the maximum)."""

    kind = "build"
    structure: str
    target: str
    penny_road: str


@dataclass(frozen=True, slots=True)
class BuildStop(Command):
    """MM-16.5: Double Shift's second structure is optional."""

    kind = "build_stop"


@dataclass(frozen=True, slots=True)
class SendMessenger(Command):
    """MM-4.64: complete ``quest``; ``reduce`` is the resource Pilgrim's Road takes off ('' for
    none); ``substitute`` is 'required>paid' for Crusader's Oath ('' for none)."""

    kind = "send_messenger"
    quest: str
    reduce: str = ""
    substitute: str = ""



# --- Hero phase (sections 5, 6, 9) ------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class TakeDie(Command):
    """MM-5.2: take a free weapon die at the start of the Hero phase."""

    kind = "take_die"
    weapon: str


@dataclass(frozen=True, slots=True)
class PayBail(Command):
    """MM-5.18: the bail of an arrested figure."""

    kind = "pay_bail"
    resource: str


@dataclass(frozen=True, slots=True)
class PayD(Command):
    """MM-5.29: spend a distraction token to avoid the villain penalty."""

    kind = "pay_d"


@dataclass(frozen=True, slots=True)
class Decline(Command):
    kind = "decline"


@dataclass(frozen=True, slots=True)
class Move(Command):
    """MM-5.41: move the hero to ``location`` and perform its action."""

    kind = "move"
    location: str


@dataclass(frozen=True, slots=True)
class EndTurn(Command):
    kind = "end_turn"


@dataclass(frozen=True, slots=True)
class ChooseCarriage(Command):
    """MM-6.16 step 1: the carriage to rob."""

    kind = "choose_carriage"
    carriage: str


@dataclass(frozen=True, slots=True)
class CommitDice(Command):
    """MM-6.16 step 2 / MM-6.21: how many weapon dice to roll."""

    kind = "commit_dice"
    count: int


@dataclass(frozen=True, slots=True)
class RerollAll(Command):
    """MM-6.12: spend 1 distraction token to reroll every die of the robbery."""

    kind = "reroll_all"


@dataclass(frozen=True, slots=True)
class Accept(Command):
    kind = "accept"


@dataclass(frozen=True, slots=True)
class ChooseDepotSpace(Command):
    """MM-6.16 step 4: the depot space the robbed carriage lies flat on (1-based)."""

    kind = "choose_depot_space"
    space: int


@dataclass(frozen=True, slots=True)
class RobAgain(Command):
    """MM-6.15: rob another carriage on the same road in the same move."""

    kind = "rob_again"


@dataclass(frozen=True, slots=True)
class Stop(Command):
    kind = "stop"


@dataclass(frozen=True, slots=True)
class ChooseGuard(Command):
    """MM-6.20: the guard (by hideout) to fight."""

    kind = "choose_guard"
    hideout: int


@dataclass(frozen=True, slots=True)
class RerollOne(Command):
    """MM-6.22: spend 1 distraction token to reroll die ``die`` (0-based) of a guard fight."""

    kind = "reroll_one"
    die: int


@dataclass(frozen=True, slots=True)
class FightAgain(Command):
    """MM-6.25: fight another guard at the same place in the same move."""

    kind = "fight_again"


@dataclass(frozen=True, slots=True)
class ChooseTokens(Command):
    """MM-6.36 step 1: hand in ``tokens`` distraction tokens for 2 skill dice each."""

    kind = "choose_tokens"
    tokens: int


@dataclass(frozen=True, slots=True)
class RobinReroll(Command):
    """MM-9.2: Robin Hood rerolls skill die ``die`` (0-based) for free."""

    kind = "robin_reroll"
    die: int


@dataclass(frozen=True, slots=True)
class Skip(Command):
    kind = "skip"


@dataclass(frozen=True, slots=True)
class ChoosePrisoners(Command):
    """MM-6.36 step 4: the figures freed, as (owner, level) pairs (owner -1 = Friar Tuck)."""

    kind = "choose_prisoners"
    figures: tuple[tuple[int, int], ...]



@dataclass(frozen=True, slots=True)
class TakeFromSheriff(Command):
    """MM-6.36 step 5: one item from the Sheriff's hideout."""

    kind = "take_from_sheriff"
    resource: str


@dataclass(frozen=True, slots=True)
class Buy(Command):
    """MM-6.52: buy a weapon die at the Weaponsmith; ``free``: one of Little John's free
    purchases (MM-9.6), which costs no resources."""

    kind = "buy"
    weapon: str
    free: bool = False



@dataclass(frozen=True, slots=True)
class Exchange(Command):
    """MM-6.52 / MM-6.53: exchange a die held since the move began for another type."""

    kind = "exchange"
    give: str
    take: str


@dataclass(frozen=True, slots=True)
class Done(Command):
    kind = "done"


@dataclass(frozen=True, slots=True)
class Donate(Command):
    """MM-6.60: 2 pennies to the poor: 1 guard off the track, 2 VP."""

    kind = "donate"


@dataclass(frozen=True, slots=True)
class JaneFreeBreak(Command):
    """MM-9.8: Jane Fortune's free prison-break move."""

    kind = "jane_free_break"


# --- End of round (section 7) -----------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Ransom(Command):
    """MM-7.2: return ``count`` captured guards for the face-up ransom tile's reward."""

    kind = "ransom"
    count: int


@dataclass(frozen=True, slots=True)
class DiscardHand(Command):
    """MM-7.11: discard these hand cards (maybe none), then draw up to 4."""

    kind = "discard_hand"
    cards: tuple[str, ...]



@dataclass(frozen=True, slots=True)
class Retrieve(Command):
    """MM-7.14: bring an own Merry Man back from prison ``level`` (1–3) for −5 VP."""

    kind = "retrieve"
    level: int


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
