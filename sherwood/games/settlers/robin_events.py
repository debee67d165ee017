"""What Robin Hood's automaton and the solo setup caused (SR-V): the values the table
animates and the log prints, each with its words. All are public: the solo Sheriff sees
everything but the order of the movement pile and of the development deck (SR-V "Hidden
information"), so only a card drawn or a die rolled ``reveals``. :mod:`.events` lists
them with the others (``EVENT_TYPES``) and they are imported from there.

>>> RobinMoved("0,0", "1,0", "card", "forest").describe(["Sheriff"])
'Robin Hood walks from 0,0 into the forest at 1,0'
>>> MovementDrawn("move_knight", "knight").describe(["Sheriff"])
'The Knight makes Robin Hood draw the knight card'
>>> NeutralPlaced("0,2", "0,3,N", "0,2,SE", (11, 3), (), 3).describe()
'Neutral dice: 11 (0,2); corner die 3: a neutral settlement on 0,3,N and a road on 0,2,SE'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sherwood.engine import seat_name
from sherwood.games.settlers.event_base import SettlersEvent


def move_words(card: str) -> str:
    """A movement card (or die face) as a player reads it: ``"move_lumber"`` -> "the lumber card"."""
    return f"the {card.removeprefix('move_')} card"


@dataclass(frozen=True, slots=True)
class NeutralPlaced(SettlersEvent):
    """SR-V-2.4 to SR-V-2.9 (R6 to R8): the dice chose neutral target ``hex``; a neutral
    settlement went on ``vertex`` and a neutral road on ``edge`` (None: no corner, or no side,
    was free). ``rolls`` are every die rolled for it, in order: the 2d6 sums (7 and sums whose
    hexes were all used are rolled again), the 1d6 between two ``candidates`` (when the sum
    named two unused hexes, in reading order), and the corner die ``corner`` (1 N .. 6 NW)."""

    kind = "neutral_placed"
    hex: str
    vertex: str | None
    edge: str | None
    rolls: tuple[int, ...]
    candidates: tuple[str, ...] = ()
    corner: int = 0

    def describe(self, names: Sequence[str] | None = None) -> str:
        picked = 2 if len(self.candidates) == 2 else 1
        sums = self.rolls[:len(self.rolls) - picked]
        rolled = ", then ".join(str(x) for x in sums)
        chose = f"{rolled} ({self.hex})"
        if len(self.candidates) == 2:
            chose = (f"{rolled} ({' or '.join(self.candidates)}; the die shows "
                     f"{self.rolls[-2]}: {self.hex})")
        if self.vertex is None:
            return f"Neutral dice: {chose}; corner die {self.corner}: no corner is free"
        road = f" and a road on {self.edge}" if self.edge else " (no side free for a road)"
        return f"Neutral dice: {chose}; corner die {self.corner}: a neutral settlement on {self.vertex}{road}"


@dataclass(frozen=True, slots=True)
class RobinTurnBegan(SettlersEvent):
    """SR-V-3.2, SR-V-3.7: Robin Hood's turn: one movement card (or die roll)."""

    kind = "robin_turn_began"
    text = "Robin Hood's turn"


@dataclass(frozen=True, slots=True)
class MovesShuffled(SettlersEvent):
    """SR-V-4.1 (R9): the movement discards are shuffled into a new draw pile."""

    kind = "moves_shuffled"
    text = "Robin Hood's movement cards are shuffled into a new pile"


_WHY = {"turn": "Robin Hood", "knight": "The Knight makes Robin Hood",
        "displaced": "After the displacement Robin Hood"}


@dataclass(frozen=True, slots=True)
class MovementDrawn(SettlersEvent):
    """SR-V-4.1: Robin drew movement card ``card`` (``MOVES``) because of ``why``: ``turn``
    (his turn), ``knight`` (SR-V-5.1) or ``displaced`` (SR-M-3)."""

    kind = "movement_drawn"
    reveals = "turned up a movement card"
    card: str
    why: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{_WHY[self.why]} draw{'s' if self.why != 'knight' else ''} {move_words(self.card)}"


@dataclass(frozen=True, slots=True)
class MovementRolled(SettlersEvent):
    """SR-V-4.2 (R10): the movement die showed ``face`` (``MOVES``) because of ``why``."""

    kind = "movement_rolled"
    reveals = "rolled the movement die"
    face: str
    why: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        face = self.face.removeprefix("move_")
        return f"{_WHY[self.why]} roll{'s' if self.why != 'knight' else ''} the movement die: {face}"


@dataclass(frozen=True, slots=True)
class RobinMoved(SettlersEvent):
    """Robin went from ``from_hex`` to ``to_hex`` (a ``terrain``), ``how``: ``card`` (a
    movement card, SR-V-4.5), ``camp`` (the knight card, SR-V-4.3), ``displaced`` (SR-V-6)
    or ``relocated`` (a 7, SR-V-7.10)."""

    kind = "robin_moved"
    from_hex: str
    to_hex: str
    how: str
    terrain: str = ""

    def describe(self, names: Sequence[str] | None = None) -> str:
        where = f"the {self.terrain} at {self.to_hex}" if self.terrain else self.to_hex
        if self.how == "camp":
            return f"Robin Hood goes back to his camp at {self.to_hex}"
        if self.how == "displaced":
            return f"{seat_name(0, names)} drives Robin Hood from {self.from_hex} into {where}"
        if self.how == "relocated":
            return f"Robin Hood moves from {self.from_hex} to {where}, the richest hex for him"
        return f"Robin Hood walks from {self.from_hex} into {where}"


@dataclass(frozen=True, slots=True)
class RobinStayed(SettlersEvent):
    """SR-V-4.4, SR-V-4.9: Robin stays where he is, for ``reason`` (words: "no pasture next to
    0,0", "the road on 0,0,NE bars the pasture", "he is in his camp already")."""

    kind = "robin_stayed"
    text = "Robin Hood stays: {reason}"
    reason: str


@dataclass(frozen=True, slots=True)
class RobinRobbed(SettlersEvent):
    """SR-V-7.6 (R12): Robin took ``resource`` from the Sheriff onto his loot pile (None: the
    Sheriff held no card, SR-E-12)."""

    kind = "robin_robbed"
    resource: str | None

    def describe(self, names: Sequence[str] | None = None) -> str:
        if self.resource is None:
            return f"Robin Hood finds no card on {seat_name(0, names)} to steal"
        return f"Robin Hood robs {seat_name(0, names)} of 1 {self.resource} for his loot"


@dataclass(frozen=True, slots=True)
class RobinScored(SettlersEvent):
    """SR-V-7.9: Robin scored ``points`` (the value of his hex) and has ``total`` VP."""

    kind = "robin_scored"
    text = "Robin Hood scores {points} VP ({total} in all)"
    points: int
    total: int


@dataclass(frozen=True, slots=True)
class RobinWon(SettlersEvent):
    """SR-V-9.1: Robin reached 15 VP (``total``) and wins."""

    kind = "robin_won"
    text = "Robin Hood reaches {total} VP and wins"
    reveals = "ended the game"
    total: int


@dataclass(frozen=True, slots=True)
class Encircled(SettlersEvent):
    """SR-V-9.4 to SR-V-9.9: the Sheriff's road closed the ring round Robin's hex ``hex``;
    ``winner`` 0 (the Sheriff, more VP) or None (Robin more, or equal: a draw)."""

    kind = "encircled"
    reveals = "ended the game"
    hex: str
    sheriff_vp: int
    robin_vp: int
    winner: int | None

    def describe(self, names: Sequence[str] | None = None) -> str:
        sheriff = seat_name(0, names)
        if self.sheriff_vp > self.robin_vp:
            result = f"{sheriff} wins"
        elif self.sheriff_vp < self.robin_vp:
            result = "Robin Hood wins"
        else:
            result = "a draw"
        return (f"{sheriff} closes the ring of roads round Robin Hood at {self.hex}: "
                f"{self.sheriff_vp} VP to {self.robin_vp}, {result}")


@dataclass(frozen=True, slots=True)
class LootRecovered(SettlersEvent):
    """SR-V-8.4: Monopoly took ``count`` ``resource`` from Robin's loot pile to the Sheriff."""

    kind = "loot_recovered"
    resource: str
    count: int

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(0, names)} takes {self.count} {self.resource} back from Robin Hood's loot"
