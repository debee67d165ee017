"""What the heuristic bot knows about the island: production, places worth settling, roads.

Plain functions over the flat lists a view and a state share (``vertex_owner`` 54 ints,
``vertex_city`` 54 bools, ``edge_owner`` 72 ints, -1 for empty) and the integer ids of
:mod:`.geometry`, so that the bot (facts from its view) and the rollout policy (facts from
a full state) reason the same way. Per-island tables are computed once per island.

The values are those of the spec's bot notes for the standard game ("Placement value of a
vertex"): the pips of the producing hexes around a corner, 2 for each distinct resource,
2 for a generic harbour, 3 for a 2:1 harbour whose resource the bot produces with 5 pips
or more, the robber's hex counted as producing nothing, and for the second setup
settlement 3 for each resource the first one lacks, with brick and lumber weighted up.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sherwood.games.settlers.geometry import (
    EDGE_VERTICES,
    VERTEX_EDGES,
    VERTEX_HEXES,
    VERTEX_NEIGHBOURS,
)
from sherwood.games.settlers.roads import trail_length

RESOURCES = ("lumber", "wool", "grain", "brick", "ore")
"""SR-C-5.2, in the order every hand and cost below uses (index 0..4)."""
RES_INDEX = {r: i for i, r in enumerate(RESOURCES)}
LUMBER, WOOL, GRAIN, BRICK, ORE = range(5)

PRODUCES = {"forest": LUMBER, "pasture": WOOL, "fields": GRAIN, "hills": BRICK, "mountains": ORE}
"""SR-B-1.2: the resource index each terrain produces (the desert none)."""
PIPS = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
"""Pips of a number token: how many of the 36 outcomes of two dice give it."""

ROAD = (1, 0, 0, 1, 0)
SETTLEMENT = (1, 1, 1, 1, 0)
CITY = (0, 0, 2, 0, 3)
DEV_CARD = (0, 1, 1, 0, 1)
"""SR-B-8.1 building costs, in RESOURCES order."""

GENERIC = 5
"""``Tables.harbour[v]`` for a 3:1 harbour; 0..4 is a 2:1 harbour of that resource, -1 none."""

N_VERTICES = len(VERTEX_HEXES)


class Tables:
    """One island's production facts by hex and by vertex (computed once per island)."""

    __slots__ = ("harbour", "hex_pips", "hex_res", "vertex_pips", "vertex_res")

    def __init__(self, island: Any):
        self.hex_res: tuple[int, ...] = tuple(PRODUCES.get(t, -1) for t in island.terrain)
        self.hex_pips: tuple[int, ...] = tuple(
            0 if tok is None or r < 0 else PIPS[tok]
            for tok, r in zip(island.tokens, self.hex_res, strict=True))
        self.vertex_pips: tuple[int, ...] = tuple(
            sum(self.hex_pips[h] for h in hexes) for hexes in VERTEX_HEXES)
        vres = []
        for hexes in VERTEX_HEXES:
            row = [0] * 5
            for h in hexes:
                if self.hex_res[h] >= 0:
                    row[self.hex_res[h]] += self.hex_pips[h]
            vres.append(tuple(row))
        self.vertex_res: tuple[tuple[int, ...], ...] = tuple(vres)
        harbour = [-1] * N_VERTICES
        for h in island.harbours:
            kind = GENERIC if h.type == "generic" else RES_INDEX[h.type]
            for v in h.vertices:
                harbour[v] = kind
        self.harbour: tuple[int, ...] = tuple(harbour)


_TABLES: dict[int, tuple[Any, Tables]] = {}


def tables(island: Any) -> Tables:
    """The tables of ``island`` (cached by identity; islands are frozen and few)."""
    hit = _TABLES.get(id(island))
    if hit is not None and hit[0] is island:
        return hit[1]
    made = Tables(island)
    if len(_TABLES) > 64:
        _TABLES.clear()
    _TABLES[id(island)] = (island, made)
    return made


# --- production ---------------------------------------------------------------------------

def production(t: Tables, seat: int, vertex_owner: Sequence[int], vertex_city: Sequence[bool],
               robber: int | None = None) -> list[int]:
    """Pips per resource the seat's buildings collect (a city counts twice); the robber's
    hex produces nothing when ``robber`` is given."""
    out = [0, 0, 0, 0, 0]
    for v in range(N_VERTICES):
        if vertex_owner[v] != seat:
            continue
        weight = 2 if vertex_city[v] else 1
        for h in VERTEX_HEXES[v]:
            r = t.hex_res[h]
            if r >= 0 and h != robber:
                out[r] += weight * t.hex_pips[h]
    return out


def ratios(t: Tables, seat: int, vertex_owner: Sequence[int]) -> list[int]:
    """SR-B-7.6 to SR-B-7.8: the seat's maritime ratio per resource (4, 3 or 2)."""
    out = [4, 4, 4, 4, 4]
    for v in range(N_VERTICES):
        if vertex_owner[v] != seat or t.harbour[v] < 0:
            continue
        kind = t.harbour[v]
        if kind == GENERIC:
            out = [min(x, 3) for x in out]
        else:
            out[kind] = 2
    return out


# --- places -------------------------------------------------------------------------------

def is_open(v: int, vertex_owner: Sequence[int]) -> bool:
    """SR-B-8.4: the vertex is empty and so are its neighbours (the distance rule)."""
    if vertex_owner[v] != -1:
        return False
    return all(vertex_owner[w] == -1 for w in VERTEX_NEIGHBOURS[v])


def vertex_value(t: Tables, v: int, own_res: Sequence[int], robber: int | None,
                 lacking_bonus: bool, early: bool) -> float:
    """The bot notes' placement value of vertex ``v`` for a seat that already collects
    ``own_res`` pips per resource. ``lacking_bonus`` adds 3 for each resource the seat does
    not collect yet (the second settlement, and every later one); ``early`` weights brick
    and lumber up (the second setup settlement).

    >>> from sherwood.games.settlers.geometry import VERTEX_ID
    >>> from sherwood.games.settlers.island import beginner_island
    >>> t = tables(beginner_island())
    >>> vertex_value(t, VERTEX_ID["-2,2,N"], [0] * 5, None, False, False)  # 11 pips, 3 resources
    17.0
    >>> vertex_value(t, VERTEX_ID["-2,2,N"], [0, 5, 5, 0, 0], None, True, True)  # + 3 * 3 + 4.5
    30.5
    """
    res = [0, 0, 0, 0, 0]
    for h in VERTEX_HEXES[v]:
        r = t.hex_res[h]
        if r >= 0 and h != robber:
            res[r] += t.hex_pips[h]
    value = float(sum(res))
    for r in range(5):
        if res[r]:
            value += 2
            if lacking_bonus and not own_res[r]:
                value += 3
    if early:
        value += 0.5 * (res[BRICK] + res[LUMBER])
    kind = t.harbour[v]
    if kind == GENERIC:
        value += 2
    elif kind >= 0 and own_res[kind] + res[kind] >= 5:
        value += 3
    return value


def network(seat: int, vertex_owner: Sequence[int], edge_owner: Sequence[int]) -> set[int]:
    """Vertices the seat's roads can grow from (SR-B-8.2): its buildings, and its road ends
    that hold no opponent's building."""
    nodes = {v for v in range(N_VERTICES) if vertex_owner[v] == seat}
    for e, owner in enumerate(edge_owner):
        if owner == seat:
            for v in EDGE_VERTICES[e]:
                if vertex_owner[v] in (-1, seat):
                    nodes.add(v)
    return nodes


def road_ends(seat: int, edge_owner: Sequence[int]) -> set[int]:
    """Vertices at an end of one of the seat's roads (where SR-B-8.5 lets it settle)."""
    return {v for e, owner in enumerate(edge_owner) if owner == seat for v in EDGE_VERTICES[e]}


def reachable_spots(seat: int, vertex_owner: Sequence[int], edge_owner: Sequence[int]) -> list[int]:
    """Vertices where the seat could build a settlement now, cards aside (SR-B-8.4, SR-B-8.5)."""
    return sorted(v for v in road_ends(seat, edge_owner) if is_open(v, vertex_owner))


def buildable_edges(seat: int, vertex_owner: Sequence[int], edge_owner: Sequence[int]) -> list[int]:
    """Empty edges the seat could build a road on, cards aside (SR-B-8.2, SR-B-8.3)."""
    out = set()
    for v in network(seat, vertex_owner, edge_owner):
        for e in VERTEX_EDGES[v]:
            if edge_owner[e] == -1:
                out.add(e)
    return sorted(out)


def road_target(t: Tables, seat: int, e: int, vertex_owner: Sequence[int], edge_owner: Sequence[int],
                own_res: Sequence[int], robber: int | None, early: bool = False) -> float:
    """How good a road on edge ``e`` is as a step toward a new settlement: the value of the
    best open vertex it reaches (its far end), or one edge further at 0.8 of its value; 0
    when it leads nowhere (the bot notes: "a road toward the best open vertex within 2
    edges")."""
    a, b = EDGE_VERTICES[e]
    best = 0.0
    for far in (a, b):
        if vertex_owner[far] not in (-1, seat):
            continue  # cannot pass an opponent's building
        if is_open(far, vertex_owner):
            best = max(best, vertex_value(t, far, own_res, robber, True, early))
        for e2 in VERTEX_EDGES[far]:
            if e2 == e or edge_owner[e2] not in (-1, seat):
                continue
            x = EDGE_VERTICES[e2][0] if EDGE_VERTICES[e2][1] == far else EDGE_VERTICES[e2][1]
            if is_open(x, vertex_owner):
                best = max(best, 0.8 * vertex_value(t, x, own_res, robber, True, early))
    return best


# --- longest road (SR-B-10.1, SR-B-10.2) -------------------------------------------------

def longest_trail(seat: int, vertex_owner: Sequence[int], edge_owner: Sequence[int],
                  extra: int = -1) -> int:
    """The seat's road length (SR-B-10.1, SR-B-10.2, measured by the rules' own
    :func:`.roads.trail_length`) with its roads, plus edge ``extra`` if given."""
    mask = 0
    for e, owner in enumerate(edge_owner):
        if owner == seat:
            mask |= 1 << e
    if extra >= 0:
        mask |= 1 << extra
    return trail_length(mask, list(vertex_owner), seat)
