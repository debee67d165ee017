"""What the outlaw can decide: one small frozen value per kind of decision.

Places are space keys and tiles tile ids (``"91"``, ``"G8"``); targets of an overpower are
tile ids or ``poacher``, ``hawk``, ``sheriff``. ``describe`` words each in a player's words.

>>> Move(0, "mushrooms_91").describe(["Maid Marian"])
'Maid Marian ends the move at the Mushroom ring'
>>> Overpower(0, "G8", True).describe()
'Seat 1 shoots at the guard at the Village square'
>>> Deliver(0, "hungry", "gold").to_json()
{'kind': 'deliver', 'seat': 0, 'task': 'hungry', 'goods': 'gold'}
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sherwood.engine import Command, seat_name
from sherwood.games.adventures.board import place
from sherwood.games.adventures.content import DELIVERIES, OBJECT_NAMES
from sherwood.games.adventures.words import object_words, target_words, task_words, tile_words


@dataclass(frozen=True, slots=True)
class Move(Command):
    """AR-5.1 to AR-5.6: walk to ``to`` (your own space: stay, a 0-step move)."""

    kind = "move"
    to: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        # the command does not know where the move starts, so it reads well for a stay too
        return f"{seat_name(self.seat, names)} ends the move at {place(self.to)}"


@dataclass(frozen=True, slots=True)
class Explore(Command):
    """AR-6.1: explore ``tile`` on your space (draw up to 3 dice)."""

    kind = "explore"
    tile: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} explores {tile_words(self.tile)}"


@dataclass(frozen=True, slots=True)
class Trade(Command):
    """AR-6.8: explore the merchant ``tile`` on your space (no dice: trade)."""

    kind = "trade"
    tile: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} trades with {tile_words(self.tile)}"


@dataclass(frozen=True, slots=True)
class Swap(Command):
    """AR-6.8, AR-6.9: move one die from ``give`` (top) to ``take`` (bottom)."""

    kind = "swap"
    give: str
    take: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        return (f"{seat_name(self.seat, names)} trades {object_words(self.give)} for "
                f"{object_words(self.take)}")


@dataclass(frozen=True, slots=True)
class DoneTrading(Command):
    """AR-6.8: stop trading."""

    kind = "done_trading"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} is done trading"


@dataclass(frozen=True, slots=True)
class UseTile(Command):
    """AR-6.11 to AR-6.13: the boat (208, 209), the castle wall (111), the hay cart (214)."""

    kind = "use_tile"
    tile: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        verb = {"111": "climbs the castle wall", "214": "hides in the hay cart"}.get(
            self.tile, "takes the boat")
        return f"{seat_name(self.seat, names)} {verb}"


@dataclass(frozen=True, slots=True)
class Overpower(Command):
    """AR-8: overpower ``target`` in melee, or shoot it with the bow (``bow``)."""

    kind = "overpower"
    target: str
    bow: bool

    def describe(self, names: Sequence[str] | None = None) -> str:
        verb = "shoots at" if self.bow else "attacks"
        return f"{seat_name(self.seat, names)} {verb} {target_words(self.target)}"


@dataclass(frozen=True, slots=True)
class EndTurn(Command):
    """AR-5.1: end the turn (before the action: no action)."""

    kind = "end_turn"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} ends the turn"


@dataclass(frozen=True, slots=True)
class Eat(Command):
    """AR-7.5: discard 1 Provisions: 2 white dice into the bag (a free action)."""

    kind = "eat"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} eats Provisions"


@dataclass(frozen=True, slots=True)
class Bribe(Command):
    """AR-7.6: discard 1 Sack of gold: ``guard`` turns back to hidden (a free action)."""

    kind = "bribe"
    guard: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} bribes {target_words(self.guard)}"


@dataclass(frozen=True, slots=True)
class Deliver(Command):
    """AR-13.19: complete the delivery ``task`` (a free action), giving up ``goods`` (the
    kind of object given where the task takes either, AR-13.20)."""

    kind = "deliver"
    task: str
    goods: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        count = dict(DELIVERIES[self.task]).get(self.goods, 1)
        return (f"{seat_name(self.seat, names)} completes {task_words(self.task)} with "
                f"{object_words(self.goods, count)}")


@dataclass(frozen=True, slots=True)
class TakeObject(Command):
    """AR-6.3: take ``obj`` (a Barrel or a Horn)."""

    kind = "take_object"
    obj: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} takes the {OBJECT_NAMES[self.obj]}"


@dataclass(frozen=True, slots=True)
class DiscardObject(Command):
    """AR-7.3: discard ``obj`` to make room for a new object."""

    kind = "discard_object"
    obj: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} discards {object_words(self.obj)} to make room"


@dataclass(frozen=True, slots=True)
class Forgo(Command):
    """AR-7.3: leave the new object (no free marker)."""

    kind = "forgo"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} leaves the new object behind"


@dataclass(frozen=True, slots=True)
class BlowHorn(Command):
    """AR-8.6: discard the Horn for up to 2 more draws."""

    kind = "blow_horn"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} blows the Horn"


@dataclass(frozen=True, slots=True)
class GiveUp(Command):
    """AR-8.6: keep the Horn; the attempt fails."""

    kind = "give_up"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} keeps the Horn"


@dataclass(frozen=True, slots=True)
class RollBarrel(Command):
    """AR-7.7: discard a Barrel: Gisbourne's activation is cancelled."""

    kind = "roll_barrel"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} rolls a Barrel into Gisbourne's way"


@dataclass(frozen=True, slots=True)
class LetHimRide(Command):
    """AR-7.7: keep the Barrels; Gisbourne moves."""

    kind = "let_him_ride"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} keeps the Barrels and lets Gisbourne ride"


COMMAND_TYPES: tuple[type[Command], ...] = (
    Move, Explore, Trade, Swap, DoneTrading, UseTile, Overpower, EndTurn, Eat, Bribe, Deliver,
    TakeObject, DiscardObject, Forgo, BlowHorn, GiveUp, RollBarrel, LetHimRide,
)
