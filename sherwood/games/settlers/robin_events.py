"""What Robin Hood's automaton and the solo setup caused (SR-V): the values the table
animates and the log prints (no words: the table's words say them). All are public: the
solo Sheriff sees everything but the order of the movement pile and of the development deck
(SR-V "Hidden information"), so only a card drawn or a die rolled (and the end) ``reveals``.
:mod:`.events` lists them with the others (``EVENT_TYPES``) and they are imported from there.

>>> RobinMoved("0,0", "1,0", "card", "forest")
RobinMoved(from_hex='0,0', to_hex='1,0', how='card', terrain='forest')
>>> MovementDrawn.reveals, RobinMoved.reveals
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass

from sherwood.engine import Event


@dataclass(frozen=True, slots=True)
class NeutralPlaced(Event):
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


@dataclass(frozen=True, slots=True)
class RobinTurnBegan(Event):
    """SR-V-3.2, SR-V-3.7: Robin Hood's turn: one movement card (or die roll)."""

    kind = "robin_turn_began"


@dataclass(frozen=True, slots=True)
class MovesShuffled(Event):
    """SR-V-4.1 (R9): the movement discards are shuffled into a new draw pile."""

    kind = "moves_shuffled"


@dataclass(frozen=True, slots=True)
class MovementDrawn(Event):
    """SR-V-4.1: Robin drew movement card ``card`` (``MOVES``) because of ``why``: ``turn``
    (his turn), ``knight`` (SR-V-5.1) or ``displaced`` (SR-M-3)."""

    kind = "movement_drawn"
    reveals = True
    card: str
    why: str


@dataclass(frozen=True, slots=True)
class MovementRolled(Event):
    """SR-V-4.2 (R10): the movement die showed ``face`` (``MOVES``) because of ``why``."""

    kind = "movement_rolled"
    reveals = True
    face: str
    why: str


@dataclass(frozen=True, slots=True)
class RobinMoved(Event):
    """Robin went from ``from_hex`` to ``to_hex`` (a ``terrain``), ``how``: ``card`` (a
    movement card, SR-V-4.5), ``camp`` (the knight card, SR-V-4.3), ``displaced`` (SR-V-6)
    or ``relocated`` (a 7, SR-V-7.10)."""

    kind = "robin_moved"
    from_hex: str
    to_hex: str
    how: str
    terrain: str = ""


@dataclass(frozen=True, slots=True)
class RobinStayed(Event):
    """SR-V-4.4, SR-V-4.9: Robin stays on hex ``at``, because (``why``): ``camp``, the knight
    card found him in his camp already; ``none``, no hex of ``terrain`` lies next to him;
    ``barred``, a Sheriff road bars the way into each that does: ``barred`` holds each
    ``(road's edge, hex)``."""

    kind = "robin_stayed"
    why: str
    at: str
    terrain: str = ""
    barred: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class RobinRobbed(Event):
    """SR-V-7.6 (R12): Robin took ``resource`` from the Sheriff onto his loot pile (None: the
    Sheriff held no card, SR-E-12)."""

    kind = "robin_robbed"
    resource: str | None


@dataclass(frozen=True, slots=True)
class RobinScored(Event):
    """SR-V-7.9: Robin scored ``points`` (the value of his hex) and has ``total`` VP."""

    kind = "robin_scored"
    points: int
    total: int


@dataclass(frozen=True, slots=True)
class RobinWon(Event):
    """SR-V-9.1: Robin reached 15 VP (``total``) and wins."""

    kind = "robin_won"
    reveals = True
    total: int


@dataclass(frozen=True, slots=True)
class Encircled(Event):
    """SR-V-9.4 to SR-V-9.9: the Sheriff's road closed the ring round Robin's hex ``hex``;
    ``winner`` 0 (the Sheriff, more VP) or None (Robin more, or equal: a draw)."""

    kind = "encircled"
    reveals = True
    hex: str
    sheriff_vp: int
    robin_vp: int
    winner: int | None


@dataclass(frozen=True, slots=True)
class LootRecovered(Event):
    """SR-V-8.4: Monopoly took ``count`` ``resource`` from Robin's loot pile to the Sheriff."""

    kind = "loot_recovered"
    resource: str
    count: int
