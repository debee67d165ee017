"""What happened in the adventure, in order: the values the table animates and the log
prints. Every event that shows a draw (a disc, a die, a seal, the lion shuffle) ``reveals``:
a command that drew cannot be taken back (it used chance anyway).

Words name places by their names (never keys): each event's ``text`` is filled with its
fields and with what :meth:`AdventureEvent.words` adds (:mod:`.event_base`). The events
between your turns are in :mod:`.round_events`, imported here: ``EVENT_TYPES`` lists all.

>>> Walked(("stones", "tb35", "camp_60"), True).describe()
'You walk from the Standing stones to the Secret camp 60 (2 steps): a slow move'
>>> DieDrawn("W", "explore").describe(), HopeChanged(2, 8, "explore").describe()
('Drawn: a white die', 'Hope +2 (exploring): now 8')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sherwood.engine import Event
from sherwood.games.adventures.board import at_place, place
from sherwood.games.adventures.content import (
    BOOK_TEXTS,
    EXPLORE_WORDS,
    GOAL,
    GOAL_NO_SET,
    OUTLAWS,
    SEALS,
    SET_NAMES,
    STORY,
)
from sherwood.games.adventures.event_base import DIE_NAMES, WHY, AdventureEvent
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
from sherwood.games.adventures.words import (
    object_words,
    target_words,
    task_words,
    tile_words,
    turned_words,
)


@dataclass(frozen=True, slots=True)
class AdventureBegan(AdventureEvent):
    """AR-0.7, AR-14.8: the story and the goal; ``start`` is where the outlaw starts."""

    kind = "adventure_began"
    text = "{story} {goal} {name} starts {where} ({set_name}; secret camp {camp})."
    outlaw: str
    task_set: str
    camp: int
    start: str

    def words(self) -> dict[str, Any]:
        goal = GOAL_NO_SET if self.task_set == "none" else GOAL
        return {"story": STORY, "goal": goal, "name": OUTLAWS[self.outlaw].name,
                "where": at_place(self.start), "set_name": SET_NAMES[self.task_set]}


@dataclass(frozen=True, slots=True)
class LionSealsLaid(AdventureEvent):
    """AR-3.17, AR-3.18: the shuffled lion seals on their places, ``(space, seal)`` each."""

    kind = "lion_seals_laid"
    text = "The lion seals are laid: {laid}."
    reveals = "shuffled the lion seals"
    places: tuple[tuple[str, str], ...]

    def words(self) -> dict[str, Any]:
        return {"laid": "; ".join(f"{SEALS[s].colour} on {place(p)}" for p, s in self.places)}


@dataclass(frozen=True, slots=True)
class TurnBegan(AdventureEvent):
    """AR-4.3, AR-5.1: turn number ``turn`` of the game begins."""

    kind = "turn_began"
    text = "Turn {turn}: your move."
    turn: int


@dataclass(frozen=True, slots=True)
class Walked(AdventureEvent):
    """AR-5.1 to AR-5.6: the outlaw walked ``path`` (start included; one space: stayed)."""

    kind = "walked"
    text = "{line}"
    path: tuple[str, ...]
    slow: bool

    def words(self) -> dict[str, Any]:
        steps = len(self.path) - 1
        slow = ": a slow move" if self.slow else ""
        if not steps:
            return {"line": f"You stay at {place(self.path[0])}{slow}"}
        count = "1 step" if steps == 1 else f"{steps} steps"
        return {"line": f"You walk from {place(self.path[0])} to {place(self.path[-1])} "
                        f"({count}){slow}"}


@dataclass(frozen=True, slots=True)
class TurnEnded(AdventureEvent):
    """AR-5.1: the turn is over."""

    kind = "turn_ended"
    text = "Turn {turn} ends."
    turn: int


@dataclass(frozen=True, slots=True)
class WhiteDiceAdded(AdventureEvent):
    """AR-5.6, AR-7.5: ``count`` white dice from the supply into the bag (AR-1.5)."""

    kind = "white_dice_added"
    text = "{count} white {dice} into the bag ({why_words})."
    count: int
    why: str

    def words(self) -> dict[str, Any]:
        return {"dice": "die goes" if self.count == 1 else "dice go", "why_words": WHY[self.why]}


@dataclass(frozen=True, slots=True)
class VioletDieAdded(AdventureEvent):
    """Table 1.6, square 4: a violet die from the supply into the bag."""

    kind = "violet_die_added"
    text = "A violet die goes into the bag ({why_words})."
    why: str

    def words(self) -> dict[str, Any]:
        return {"why_words": WHY[self.why]}


@dataclass(frozen=True, slots=True)
class DieDrawn(AdventureEvent):
    """AR-4.1: ``die`` (``W``, ``V``, ``B``) drawn for ``purpose`` (``explore``,
    ``overpower``, ``wall``)."""

    kind = "die_drawn"
    text = "Drawn: {name}"
    reveals = "drew a die"
    die: str
    purpose: str

    def words(self) -> dict[str, Any]:
        return {"name": DIE_NAMES[self.die]}


@dataclass(frozen=True, slots=True)
class BowDieBack(AdventureEvent):
    """AR-0.3, AR-18.2: the bow die does not count here: back onto the bow, another drawn."""

    kind = "bow_die_back"
    text = "Your bow die does not count here: it goes back onto the bow."


@dataclass(frozen=True, slots=True)
class BowDieIntoBag(AdventureEvent):
    """AR-8.4: a bow shot puts the bow die into the bag."""

    kind = "bow_die_into_bag"
    text = "Your bow die goes into the bag."


@dataclass(frozen=True, slots=True)
class DiceReturned(AdventureEvent):
    """AR-6.6: the sequence is over: ``white`` dice to the supply, ``violet`` back into the
    bag, the bow die (``bow``) back onto the bow."""

    kind = "dice_returned"
    text = "The drawn dice go back: {line}."
    white: int
    violet: int
    bow: bool

    def words(self) -> dict[str, Any]:
        parts = []
        if self.white:
            parts.append(f"{self.white} white to the supply")
        if self.violet:
            parts.append(f"{self.violet} violet into the bag")
        if self.bow:
            parts.append("the bow die onto the bow")
        return {"line": ", ".join(parts) or "none"}


@dataclass(frozen=True, slots=True)
class Explored(AdventureEvent):
    """AR-6.3: exploring ``tile`` gave ``result`` (``hope``, ``provisions``, ``object``,
    ``gisbourne``, ``nothing``)."""

    kind = "explored"
    text = "You explore {tile_name}: {result_words}."
    tile: str
    result: str

    def words(self) -> dict[str, Any]:
        return {"tile_name": tile_words(self.tile), "result_words": EXPLORE_WORDS[self.result]}


@dataclass(frozen=True, slots=True)
class HopeChanged(AdventureEvent):
    """AR-12: Hope changed by ``delta`` (as the rule says; it stays within 0-18) to ``hope``."""

    kind = "hope_changed"
    text = "Hope {sign}{delta} ({why_words}): now {hope}"
    delta: int
    hope: int
    why: str

    def words(self) -> dict[str, Any]:
        return {"sign": "+" if self.delta > 0 else "", "why_words": WHY.get(self.why, self.why)}


@dataclass(frozen=True, slots=True)
class ObjectGained(AdventureEvent):
    """AR-7.2, AR-7.4: you gain ``obj``."""

    kind = "object_gained"
    text = "You gain {name}."
    obj: str

    def words(self) -> dict[str, Any]:
        return {"name": object_words(self.obj)}


@dataclass(frozen=True, slots=True)
class ObjectDiscarded(AdventureEvent):
    """AR-7.3 to AR-7.7, AR-13: ``obj`` discarded (``why``)."""

    kind = "object_discarded"
    text = "You give up {name} ({why_words})."
    obj: str
    why: str

    def words(self) -> dict[str, Any]:
        return {"name": object_words(self.obj), "why_words": WHY[self.why]}


@dataclass(frozen=True, slots=True)
class ObjectForgone(AdventureEvent):
    """AR-7.3: no free marker: ``obj`` is lost."""

    kind = "object_forgone"
    text = "You leave {name} behind: no free die of your colour."
    obj: str

    def words(self) -> dict[str, Any]:
        return {"name": object_words(self.obj)}


@dataclass(frozen=True, slots=True)
class Traded(AdventureEvent):
    """AR-6.8, AR-6.9: a die moved from ``give`` to ``take``."""

    kind = "traded"
    text = "The merchant takes {give_name} and gives {take_name}."
    give: str
    take: str

    def words(self) -> dict[str, Any]:
        return {"give_name": object_words(self.give), "take_name": object_words(self.take)}


@dataclass(frozen=True, slots=True)
class Relocated(AdventureEvent):
    """AR-6.11 to AR-6.13: the outlaw moved ``frm`` -> ``to`` by ``how`` (``boat``, ``wall``,
    ``haycart``): not steps (AR-5.7)."""

    kind = "relocated"
    text = "{story} You are now {where}."
    frm: str
    to: str
    how: str

    def words(self) -> dict[str, Any]:
        story = BOOK_TEXTS["wall_over"] if self.how == "wall" else BOOK_TEXTS[self.how]
        return {"story": story, "where": at_place(self.to)}


@dataclass(frozen=True, slots=True)
class WallFailed(AdventureEvent):
    """AR-6.12: a violet die: you stay below the wall."""

    kind = "wall_failed"
    text = "A stone breaks loose and you slide back down."


@dataclass(frozen=True, slots=True)
class OverpowerAttempt(AdventureEvent):
    """AR-8.5, AR-8.6: an attempt on ``target`` (with the bow: ``bow``), at most ``limit``
    draws, ``need`` success dice."""

    kind = "overpower_attempt"
    text = "You {verb} {target_name}: up to {limit} draws, {need} {success} needed."
    target: str
    bow: bool
    limit: int
    need: int

    def words(self) -> dict[str, Any]:
        white = self.need == 2
        return {"verb": "shoot at" if self.bow else "attack", "target_name": target_words(self.target),
                "success": ("white dice" if white else "success die")}


@dataclass(frozen=True, slots=True)
class HornBlown(AdventureEvent):
    """AR-8.6: the Horn: up to 2 more draws."""

    kind = "horn_blown"
    text = "You blow the Horn: up to 2 more draws."


@dataclass(frozen=True, slots=True)
class Overpowered(AdventureEvent):
    """AR-8.9: ``target`` is overpowered."""

    kind = "overpowered"
    text = "You overpower {target_name}!"
    target: str

    def words(self) -> dict[str, Any]:
        return {"target_name": target_words(self.target)}


@dataclass(frozen=True, slots=True)
class OverpowerFailed(AdventureEvent):
    """AR-8.10: the attempt on ``target`` failed (the alarm is raised)."""

    kind = "overpower_failed"
    text = "The attempt on {target_name} fails: the alarm is raised."
    target: str

    def words(self) -> dict[str, Any]:
        return {"target_name": target_words(self.target)}


@dataclass(frozen=True, slots=True)
class TileTurned(AdventureEvent):
    """AR-0.5: ``tile`` now shows ``face``."""

    kind = "tile_turned"
    text = "{said}"
    tile: str
    face: str

    def words(self) -> dict[str, Any]:
        return {"said": turned_words(self.tile, self.face)}


@dataclass(frozen=True, slots=True)
class Bribed(AdventureEvent):
    """AR-7.6: ``guard`` turns back to hidden."""

    kind = "bribed"
    text = "A Sack of gold changes hands: {who} looks the other way."
    guard: str

    def words(self) -> dict[str, Any]:
        return {"who": target_words(self.guard)}


@dataclass(frozen=True, slots=True)
class TaskCompleted(AdventureEvent):
    """AR-13.16: ``task`` done; its red die on the coat of arms (``done`` tasks now)."""

    kind = "task_completed"
    text = "Special Task completed: {name} ({done} of 3)."
    task: str
    done: int

    def words(self) -> dict[str, Any]:
        return {"name": task_words(self.task)}


@dataclass(frozen=True, slots=True)
class AdventureWon(AdventureEvent):
    """AR-14.2, AR-14.4: you win (``cause``: ``hope`` or ``tasks``)."""

    kind = "adventure_won"
    text = "You win: {why_words}!"
    cause: str

    def words(self) -> dict[str, Any]:
        return {"why_words": WHY[self.cause]}


@dataclass(frozen=True, slots=True)
class AdventureLost(AdventureEvent):
    """AR-14.3, AR-14.5: you lose (``cause``: ``hourglasses`` or ``camp``)."""

    kind = "adventure_lost"
    text = "You lose: {why_words}."
    cause: str

    def words(self) -> dict[str, Any]:
        return {"why_words": WHY[self.cause]}


EVENT_TYPES: tuple[type[Event], ...] = (
    AdventureBegan, LionSealsLaid, SealDrawn, NoSealLeft, RoundBegan, DiscDrawn, TurnBegan,
    Walked, TurnEnded, WhiteDiceAdded, VioletDieAdded, DieDrawn, BowDieBack, BowDieIntoBag,
    DiceReturned, Explored, HopeChanged, HourglassRemoved, ObjectGained, ObjectDiscarded,
    ObjectForgone, Traded, Relocated, WallFailed, OverpowerAttempt, HornBlown, Overpowered,
    OverpowerFailed, TileTurned, DossierStepped, DossierReset, GisbourneAlarm, BarrelRolled,
    GisbourneRode, GisbourneStayed, Caught, GisbourneSent, Watched, Bribed, TaskCompleted,
    AdventureWon, AdventureLost,
)
