"""What the outlaw can decide: one small frozen value per kind of decision.

Places are space keys and tiles tile ids (``"91"``, ``"G8"``); targets of an overpower are
tile ids or ``poacher``, ``hawk``, ``sheriff``. A command holds no words: the table's words
module says each in a player's words.

>>> Move(0, "mushrooms_91")
Move(seat=0, to='mushrooms_91')
>>> Deliver(0, "hungry", "gold").to_json()
{'kind': 'deliver', 'seat': 0, 'task': 'hungry', 'goods': 'gold'}
"""

from __future__ import annotations

from dataclasses import dataclass

from sherwood.engine import Command


@dataclass(frozen=True, slots=True)
class Move(Command):
    """AR-5.1 to AR-5.6: walk to ``to`` (your own space: stay, a 0-step move)."""

    kind = "move"
    to: str


@dataclass(frozen=True, slots=True)
class Explore(Command):
    """AR-6.1: explore ``tile`` on your space (draw up to 3 dice)."""

    kind = "explore"
    tile: str


@dataclass(frozen=True, slots=True)
class Trade(Command):
    """AR-6.8: explore the merchant ``tile`` on your space (no dice: trade)."""

    kind = "trade"
    tile: str


@dataclass(frozen=True, slots=True)
class Swap(Command):
    """AR-6.8, AR-6.9: move one die from ``give`` (top) to ``take`` (bottom)."""

    kind = "swap"
    give: str
    take: str


@dataclass(frozen=True, slots=True)
class DoneTrading(Command):
    """AR-6.8: stop trading."""

    kind = "done_trading"


@dataclass(frozen=True, slots=True)
class UseTile(Command):
    """AR-6.11 to AR-6.13: the boat (208, 209), the castle wall (111), the hay cart (214)."""

    kind = "use_tile"
    tile: str


@dataclass(frozen=True, slots=True)
class Overpower(Command):
    """AR-8: overpower ``target`` in melee, or shoot it with the bow (``bow``)."""

    kind = "overpower"
    target: str
    bow: bool


@dataclass(frozen=True, slots=True)
class EndTurn(Command):
    """AR-5.1: end the turn (before the action: no action)."""

    kind = "end_turn"


@dataclass(frozen=True, slots=True)
class Eat(Command):
    """AR-7.5: discard 1 Provisions: 2 white dice into the bag (a free action)."""

    kind = "eat"


@dataclass(frozen=True, slots=True)
class Bribe(Command):
    """AR-7.6: discard 1 Sack of gold: ``guard`` turns back to hidden (a free action)."""

    kind = "bribe"
    guard: str


@dataclass(frozen=True, slots=True)
class Deliver(Command):
    """AR-13.19: complete the delivery ``task`` (a free action), giving up ``goods`` (the
    kind of object given where the task takes either, AR-13.20)."""

    kind = "deliver"
    task: str
    goods: str


@dataclass(frozen=True, slots=True)
class TakeObject(Command):
    """AR-6.3: take ``obj`` (a Barrel or a Horn)."""

    kind = "take_object"
    obj: str


@dataclass(frozen=True, slots=True)
class DiscardObject(Command):
    """AR-7.3: discard ``obj`` to make room for a new object."""

    kind = "discard_object"
    obj: str


@dataclass(frozen=True, slots=True)
class Forgo(Command):
    """AR-7.3: leave the new object (no free marker)."""

    kind = "forgo"


@dataclass(frozen=True, slots=True)
class BlowHorn(Command):
    """AR-8.6: discard the Horn for up to 2 more draws."""

    kind = "blow_horn"


@dataclass(frozen=True, slots=True)
class GiveUp(Command):
    """AR-8.6: keep the Horn; the attempt fails."""

    kind = "give_up"


@dataclass(frozen=True, slots=True)
class RollBarrel(Command):
    """AR-7.7: discard a Barrel: Gisbourne's activation is cancelled."""

    kind = "roll_barrel"


@dataclass(frozen=True, slots=True)
class LetHimRide(Command):
    """AR-7.7: keep the Barrels; Gisbourne moves."""

    kind = "let_him_ride"


COMMAND_TYPES: tuple[type[Command], ...] = (
    Move, Explore, Trade, Swap, DoneTrading, UseTile, Overpower, EndTurn, Eat, Bribe, Deliver,
    TakeObject, DiscardObject, Forgo, BlowHorn, GiveUp, RollBarrel, LetHimRide,
)
