"""What happened in the adventure, in order: the values the table animates and the log
prints. Every event that shows a draw (a disc, a die, a seal, the lion shuffle) ``reveals``:
a command that drew cannot be taken back (it used chance anyway).

An event holds no words: places are space keys, tiles tile ids, causes short codes
(``why``: ``slow``, ``explore``, ``seal`` ...); the table's words module says them. The
events between your turns are in :mod:`.round_events`, imported here: ``EVENT_TYPES`` lists
all.

>>> Walked(("stones", "tb35", "camp_60"), True)
Walked(path=('stones', 'tb35', 'camp_60'), slow=True)
>>> DieDrawn.reveals, HopeChanged.reveals
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass

from sherwood.engine import Event
from sherwood.games.adventures.round_events import (
    BarrelRolled,
    Caught,
    DiscDrawn,
    DossierReset,
    DossierStepped,
    GisbourneAlarm,
    GisbourneRode,
    GisbourneSent,
    GisbourneStayed,
    HourglassRemoved,
    NoSealLeft,
    RoundBegan,
    SealDrawn,
    Watched,
)


@dataclass(frozen=True, slots=True)
class AdventureBegan(Event):
    """AR-0.7, AR-14.8: the story and the goal; ``start`` is where the outlaw starts."""

    kind = "adventure_began"
    outlaw: str
    task_set: str
    camp: int
    start: str


@dataclass(frozen=True, slots=True)
class LionSealsLaid(Event):
    """AR-3.17, AR-3.18: the shuffled lion seals on their places, ``(space, seal)`` each."""

    kind = "lion_seals_laid"
    reveals = True
    places: tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    """AR-4.3, AR-5.1: turn number ``turn`` of the game begins."""

    kind = "turn_began"
    turn: int


@dataclass(frozen=True, slots=True)
class Walked(Event):
    """AR-5.1 to AR-5.6: the outlaw walked ``path`` (start included; one space: stayed)."""

    kind = "walked"
    path: tuple[str, ...]
    slow: bool


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    """AR-5.1: the turn is over."""

    kind = "turn_ended"
    turn: int


@dataclass(frozen=True, slots=True)
class WhiteDiceAdded(Event):
    """AR-5.6, AR-7.5: ``count`` white dice from the supply into the bag (AR-1.5)."""

    kind = "white_dice_added"
    count: int
    why: str


@dataclass(frozen=True, slots=True)
class VioletDieAdded(Event):
    """Table 1.6, square 4: a violet die from the supply into the bag."""

    kind = "violet_die_added"
    why: str


@dataclass(frozen=True, slots=True)
class DieDrawn(Event):
    """AR-4.1: ``die`` (``W``, ``V``, ``B``) drawn for ``purpose`` (``explore``,
    ``overpower``, ``wall``)."""

    kind = "die_drawn"
    reveals = True
    die: str
    purpose: str


@dataclass(frozen=True, slots=True)
class BowDieBack(Event):
    """AR-0.3, AR-18.2: the bow die does not count here: back onto the bow, another drawn."""

    kind = "bow_die_back"


@dataclass(frozen=True, slots=True)
class BowDieIntoBag(Event):
    """AR-8.4: a bow shot puts the bow die into the bag."""

    kind = "bow_die_into_bag"


@dataclass(frozen=True, slots=True)
class DiceReturned(Event):
    """AR-6.6: the sequence is over: ``white`` dice to the supply, ``violet`` back into the
    bag, the bow die (``bow``) back onto the bow."""

    kind = "dice_returned"
    white: int
    violet: int
    bow: bool


@dataclass(frozen=True, slots=True)
class Explored(Event):
    """AR-6.3: exploring ``tile`` gave ``result`` (``hope``, ``provisions``, ``object``,
    ``gisbourne``, ``nothing``)."""

    kind = "explored"
    tile: str
    result: str


@dataclass(frozen=True, slots=True)
class HopeChanged(Event):
    """AR-12: Hope changed by ``delta`` (as the rule says; it stays within 0-18) to ``hope``."""

    kind = "hope_changed"
    delta: int
    hope: int
    why: str


@dataclass(frozen=True, slots=True)
class ObjectGained(Event):
    """AR-7.2, AR-7.4: you gain ``obj``."""

    kind = "object_gained"
    obj: str


@dataclass(frozen=True, slots=True)
class ObjectDiscarded(Event):
    """AR-7.3 to AR-7.7, AR-13: ``obj`` discarded (``why``)."""

    kind = "object_discarded"
    obj: str
    why: str


@dataclass(frozen=True, slots=True)
class ObjectForgone(Event):
    """AR-7.3: no free marker: ``obj`` is lost."""

    kind = "object_forgone"
    obj: str


@dataclass(frozen=True, slots=True)
class Traded(Event):
    """AR-6.8, AR-6.9: a die moved from ``give`` to ``take``."""

    kind = "traded"
    give: str
    take: str


@dataclass(frozen=True, slots=True)
class Relocated(Event):
    """AR-6.11 to AR-6.13: the outlaw moved ``frm`` -> ``to`` by ``how`` (``boat``, ``wall``,
    ``haycart``): not steps (AR-5.7)."""

    kind = "relocated"
    frm: str
    to: str
    how: str


@dataclass(frozen=True, slots=True)
class WallFailed(Event):
    """AR-6.12: a violet die: you stay below the wall."""

    kind = "wall_failed"


@dataclass(frozen=True, slots=True)
class OverpowerAttempt(Event):
    """AR-8.5, AR-8.6: an attempt on ``target`` (with the bow: ``bow``), at most ``limit``
    draws, ``need`` success dice."""

    kind = "overpower_attempt"
    target: str
    bow: bool
    limit: int
    need: int


@dataclass(frozen=True, slots=True)
class HornBlown(Event):
    """AR-8.6: the Horn: up to 2 more draws."""

    kind = "horn_blown"


@dataclass(frozen=True, slots=True)
class Overpowered(Event):
    """AR-8.9: ``target`` is overpowered."""

    kind = "overpowered"
    target: str


@dataclass(frozen=True, slots=True)
class OverpowerFailed(Event):
    """AR-8.10: the attempt on ``target`` failed (the alarm is raised)."""

    kind = "overpower_failed"
    target: str


@dataclass(frozen=True, slots=True)
class TileTurned(Event):
    """AR-0.5: ``tile`` now shows ``face``."""

    kind = "tile_turned"
    tile: str
    face: str


@dataclass(frozen=True, slots=True)
class Bribed(Event):
    """AR-7.6: ``guard`` turns back to hidden."""

    kind = "bribed"
    guard: str


@dataclass(frozen=True, slots=True)
class TaskCompleted(Event):
    """AR-13.16: ``task`` done; its red die on the coat of arms (``done`` tasks now)."""

    kind = "task_completed"
    task: str
    done: int


@dataclass(frozen=True, slots=True)
class AdventureWon(Event):
    """AR-14.2, AR-14.4: you win (``cause``: ``hope`` or ``tasks``)."""

    kind = "adventure_won"
    cause: str


@dataclass(frozen=True, slots=True)
class AdventureLost(Event):
    """AR-14.3, AR-14.5: you lose (``cause``: ``hourglasses`` or ``camp``)."""

    kind = "adventure_lost"
    cause: str


EVENT_TYPES: tuple[type[Event], ...] = (
    AdventureBegan, LionSealsLaid, SealDrawn, NoSealLeft, RoundBegan, DiscDrawn, TurnBegan,
    Walked, TurnEnded, WhiteDiceAdded, VioletDieAdded, DieDrawn, BowDieBack, BowDieIntoBag,
    DiceReturned, Explored, HopeChanged, HourglassRemoved, ObjectGained, ObjectDiscarded,
    ObjectForgone, Traded, Relocated, WallFailed, OverpowerAttempt, HornBlown, Overpowered,
    OverpowerFailed, TileTurned, DossierStepped, DossierReset, GisbourneAlarm, BarrelRolled,
    GisbourneRode, GisbourneStayed, Caught, GisbourneSent, Watched, Bribed, TaskCompleted,
    AdventureWon, AdventureLost,
)
