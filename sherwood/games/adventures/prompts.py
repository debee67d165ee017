"""The decisions the adventure waits for: what ``state.prompt`` can be. All of them are the
one seat's (seat 0): the solo game has no other.

- :class:`Turn` (AR-5.1): ``phase`` ``move`` (walk 0-4 steps, or a free action first),
  ``act`` (one action, a free action, or end the turn: no action), ``after`` (free actions
  after the action, or end the turn);
- :class:`PickObject` (AR-6.3): a Barrel or a Horn after exploring V, V, W;
- :class:`MakeRoom` (AR-7.3): a parchment object gained with no free marker;
- :class:`HornCall` (AR-8.6): an overpower still short after its normal draws, a Horn owned;
- :class:`BarrelCall` (AR-7.7): Gisbourne about to move (and he would), a Barrel owned;
- :class:`Trading` (AR-6.8): at a merchant, swap top objects for bottom ones.

>>> Turn(0, "move").to_json()
{'kind': 'turn', 'seat': 0, 'phase': 'move'}
"""

from __future__ import annotations

from dataclasses import dataclass

from sherwood.engine.flow import Prompt

PHASES = ("move", "act", "after")


@dataclass(frozen=True, slots=True)
class Turn(Prompt):
    """AR-5.1: your turn, at ``phase`` (``move``, ``act`` or ``after``)."""

    kind = "turn"
    phase: str


@dataclass(frozen=True, slots=True)
class PickObject(Prompt):
    """AR-6.3: exploring drew 2 violet dice and a white one: take one of ``options``."""

    kind = "pick_object"
    options: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class MakeRoom(Prompt):
    """AR-7.3: you gain ``obj`` but all 5 markers are in use: discard an object, or forgo it."""

    kind = "make_room"
    obj: str


@dataclass(frozen=True, slots=True)
class HornCall(Prompt):
    """AR-8.6: the attempt on ``target`` is still short (``successes`` of ``need``) after its
    normal draws: blow the Horn for up to 2 more draws, or give up."""

    kind = "horn_call"
    target: str
    bow: bool
    successes: int
    need: int


@dataclass(frozen=True, slots=True)
class BarrelCall(Prompt):
    """AR-7.7: Gisbourne is about to move (``cause``): roll a Barrel to cancel it, or not."""

    kind = "barrel_call"
    cause: str


@dataclass(frozen=True, slots=True)
class Trading(Prompt):
    """AR-6.8: trading at merchant ``tile``: swap a top object for a bottom one, or stop."""

    kind = "trading"
    tile: str


AnyPrompt = Turn | PickObject | MakeRoom | HornCall | BarrelCall | Trading
PROMPT_TYPES: tuple[type[Prompt], ...] = (Turn, PickObject, MakeRoom, HornCall, BarrelCall, Trading)
