"""The Sheriff's aims in the Robin Hood solo variant (the spec's bot notes, "Solo variant,
Sheriff bot"), as plain functions the heuristic bot (facts from its view) and the rollout
policy (facts from a full state) share.

Everything reads the flat lists a view and a state share (``vertex_owner``, ``vertex_city``,
``edge_owner``; owner 0 the Sheriff, 1 the neutral colour, -1 empty), integer hex ids in
reading order (:mod:`.geometry`, SR-C-1.4) and the island's :class:`.heuristic_board.Tables`.

- **cost of a hex for Robin**: ``cost(h) = 6·V(h) + production lost``, where V(h) is SR-V-7.3
  (Sheriff settlement 1, city 2, neutral settlement 1 at its corners) and the production
  lost is pips(h) times the Sheriff's building weight at h; the V term doubles once Robin
  has 12 VP (:func:`robin_cost`);
- **destination** (SR-V-4.7): the eligible hex of the lowest cost, ties by reading order
  (:func:`cheapest`); **displacement** (SR-V-6): to the cheapest eligible hex when it costs
  less than where Robin stands (:func:`displacement_choice`); **relocation ties**
  (SR-V-7.12): the tied hex of the least production lost, the desert first (:func:`quietest`);
- **the next draw**: where one movement card would take Robin from a hex, and what that
  costs on average over the cards the draw pile can still hold (:func:`expected_draw_cost`;
  the Sheriff sees the discard pile, SR-V "Hidden information");
- **encirclement** (SR-V-9.4 to SR-V-9.10): the edges of a hex still missing a Sheriff road
  (None when a neutral road spoils it for good, SR-V-9.8), an order in which the Sheriff can
  build them, each touching his network as it is placed (SR-B-8.2), and whether a road
  would close the ring (:func:`ring_missing`, :func:`ring_order`, :func:`closes_ring`).

>>> from sherwood.games.settlers.island import beginner_island
>>> from sherwood.games.settlers.geometry import HEX_ID, VERTEX_ID
>>> t = tables(beginner_island())
>>> owner, city = [-1] * 54, [False] * 54
>>> owner[VERTEX_ID["0,-1,S"]] = SHERIFF; city[VERTEX_ID["0,-1,S"]] = True   # hills 6, desert, forest 11
>>> [hex_value(h, owner, city) for h in (HEX_ID[(0, -1)], HEX_ID[(0, 0)], HEX_ID[(1, 0)])]
[2, 2, 0]
>>> robin_cost(t, HEX_ID[(0, -1)], owner, city, 0), robin_cost(t, HEX_ID[(0, 0)], owner, city, 0)
(22, 12)
>>> robin_cost(t, HEX_ID[(0, 0)], owner, city, 12)  # danger: the V term counts twice
24
"""

from __future__ import annotations

from collections.abc import Sequence

from sherwood.games.settlers.content import MOVE_KNIGHT, MOVES, NEUTRAL, SHERIFF
from sherwood.games.settlers.geometry import (
    EDGE_HEXES,
    EDGE_VERTICES,
    HEX_EDGES,
    HEX_NEIGHBOURS,
    HEX_VERTICES,
    VERTEX_EDGES,
)
from sherwood.games.settlers.heuristic_board import Tables, tables
from sherwood.games.settlers.robin import value_at

__all__ = [
    "DANGER", "KNIGHT_PIPS", "MOVES", "NEUTRAL", "SHERIFF", "V_WEIGHT", "camp_of", "cheapest",
    "closes_ring", "displacement_choice", "draw_outcomes", "expected_draw_cost", "hex_value",
    "knight_pays", "production_lost", "quietest", "ring_missing", "ring_order", "robin_cost",
    "tables", "unseen_moves",
]

DANGER = 12
"""Bot notes: from this many Robin VP on, the Sheriff plays as in danger."""
V_WEIGHT = 6
"""Bot notes: cost(h) = 6·V(h) + production lost."""
KNIGHT_PIPS = 4
"""Bot notes: a Knight pays before the roll when Robin blocks this many Sheriff pips."""


# --- what Robin's hex is worth ------------------------------------------------------------------

hex_value = value_at
"""SR-V-7.3: V(h), the VP a 7 gives Robin at hex ``h`` (the rules' own count)."""


def sheriff_weight(h: int, vertex_owner: Sequence[int], vertex_city: Sequence[bool]) -> int:
    """The Sheriff's buildings at ``h``: settlement 1, city 2."""
    return sum((2 if vertex_city[v] else 1) for v in HEX_VERTICES[h] if vertex_owner[v] == SHERIFF)


def production_lost(t: Tables, h: int, vertex_owner: Sequence[int], vertex_city: Sequence[bool]) -> int:
    """Pips of Sheriff production Robin blocks at ``h`` (SR-V-3.5): pips times weight."""
    pips = t.hex_pips[h]
    return pips * sheriff_weight(h, vertex_owner, vertex_city) if pips else 0


def robin_cost(t: Tables, h: int, vertex_owner: Sequence[int], vertex_city: Sequence[bool],
               robin_vp: int) -> int:
    """Bot notes: how much Robin standing on ``h`` costs the Sheriff (module docstring)."""
    scale = 2 * V_WEIGHT if robin_vp >= DANGER else V_WEIGHT
    return scale * hex_value(h, vertex_owner, vertex_city) + production_lost(t, h, vertex_owner, vertex_city)


def cheapest(t: Tables, hexes: Sequence[int], vertex_owner: Sequence[int], vertex_city: Sequence[bool],
             robin_vp: int) -> int:
    """Bot notes, "Robin's destination": the hex of ``hexes`` with the lowest cost, ties
    broken by reading order (the lower hex id)."""
    return min(hexes, key=lambda h: (robin_cost(t, h, vertex_owner, vertex_city, robin_vp), h))


def displacement_choice(t: Tables, current: int, hexes: Sequence[int], vertex_owner: Sequence[int],
                        vertex_city: Sequence[bool], robin_vp: int) -> int | None:
    """Bot notes, "Displacement": the cheapest of ``hexes`` if it costs less than ``current``
    (Robin's hex, the new building counted), else None (decline, SR-V-6.4)."""
    if not hexes:
        return None
    best = cheapest(t, hexes, vertex_owner, vertex_city, robin_vp)
    here = robin_cost(t, current, vertex_owner, vertex_city, robin_vp)
    return best if robin_cost(t, best, vertex_owner, vertex_city, robin_vp) < here else None


def quietest(t: Tables, hexes: Sequence[int], vertex_owner: Sequence[int],
             vertex_city: Sequence[bool]) -> int:
    """Bot notes, "Relocation ties": of ``hexes`` (all of the same V), the one where Robin
    blocks the least Sheriff production (the desert blocks none), ties by reading order."""
    return min(hexes, key=lambda h: (production_lost(t, h, vertex_owner, vertex_city), h))


# --- the next draw ---------------------------------------------------------------------------------

def camp_of(t: Tables) -> int:
    """The camp: the desert (SR-V-2.2)."""
    return t.hex_res.index(-1)


def move_targets(t: Tables, h: int, card: int, edge_owner: Sequence[int]) -> list[int]:
    """SR-V-4.6: the hexes resource card ``card`` (a resource index) lets Robin enter from
    ``h``: land neighbours of that resource across an edge without a Sheriff road."""
    return [n for n, e in HEX_NEIGHBOURS[h] if t.hex_res[n] == card and edge_owner[e] != SHERIFF]


def unseen_moves(movement: str, discard: Sequence[str], left: int) -> list[int]:
    """The movement cards the next draw may show (SR-V-4.1): in deck mode those not on the
    face-up discard pile, or all six when the draw pile is empty and will be reshuffled; in
    die mode every face (SR-V-4.2)."""
    if movement != "deck" or left == 0:
        return list(range(6))
    gone = {MOVES.index(c) for c in discard}
    return [c for c in range(6) if c not in gone]


def draw_outcomes(t: Tables, h: int, cards: Sequence[int], vertex_owner: Sequence[int],
                  vertex_city: Sequence[bool], edge_owner: Sequence[int], robin_vp: int) -> list[int]:
    """Where Robin stands after one draw from ``h``, one entry per card of ``cards``: the
    knight takes him to the camp (SR-V-4.3), a resource card to the cheapest eligible hex
    (the Sheriff's choice, SR-V-4.7), or nowhere (SR-V-4.9)."""
    out = []
    camp = camp_of(t)
    for card in cards:
        if card == MOVE_KNIGHT:
            out.append(camp)
            continue
        targets = move_targets(t, h, card, edge_owner)
        out.append(cheapest(t, targets, vertex_owner, vertex_city, robin_vp) if targets else h)
    return out


def expected_draw_cost(t: Tables, h: int, cards: Sequence[int], vertex_owner: Sequence[int],
                       vertex_city: Sequence[bool], edge_owner: Sequence[int], robin_vp: int) -> float:
    """The mean cost of where one draw from ``h`` leaves Robin (``cards``: what it may show)."""
    if not cards:
        return float(robin_cost(t, h, vertex_owner, vertex_city, robin_vp))
    ends = draw_outcomes(t, h, cards, vertex_owner, vertex_city, edge_owner, robin_vp)
    return sum(robin_cost(t, e, vertex_owner, vertex_city, robin_vp) for e in ends) / len(ends)


def knight_pays(t: Tables, h: int, cards: Sequence[int], vertex_owner: Sequence[int],
                vertex_city: Sequence[bool], edge_owner: Sequence[int], robin_vp: int) -> bool:
    """Bot notes, "Knight": Robin's hex ``h`` holds a Sheriff building or blocks 4 or more
    pips of his production, and the forced draw (SR-V-5.1) is expected to leave him
    somewhere cheaper."""
    if not sheriff_weight(h, vertex_owner, vertex_city) and \
            production_lost(t, h, vertex_owner, vertex_city) < KNIGHT_PIPS:
        return False
    here = robin_cost(t, h, vertex_owner, vertex_city, robin_vp)
    return expected_draw_cost(t, h, cards, vertex_owner, vertex_city, edge_owner, robin_vp) < here


# --- encirclement ----------------------------------------------------------------------------------

def ring_missing(h: int, edge_owner: Sequence[int]) -> list[int] | None:
    """SR-V-9.5, SR-V-9.6, SR-V-9.8: the edges of ``h`` (coast edges included) still without
    a Sheriff road, or None when a neutral road lies on one of them (never encircled)."""
    missing = []
    for e in HEX_EDGES[h]:
        owner = edge_owner[e]
        if owner == NEUTRAL:
            return None
        if owner != SHERIFF:
            missing.append(e)
    return missing


def closes_ring(h: int, e: int, edge_owner: Sequence[int]) -> bool:
    """Whether a Sheriff road on ``e`` would complete the ring around ``h`` (SR-V-9.7)."""
    missing = ring_missing(h, edge_owner)
    return missing == [e]


def _reaches(e: int, vertex_owner: Sequence[int], edge_owner: Sequence[int]) -> bool:
    """SR-B-8.2: a Sheriff road on empty edge ``e`` touches his network."""
    for v in EDGE_VERTICES[e]:
        owner = vertex_owner[v]
        if owner == SHERIFF:
            return True
        if owner == -1 and any(edge_owner[x] == SHERIFF for x in VERTEX_EDGES[v] if x != e):
            return True
    return False


def ring_order(edges: Sequence[int], vertex_owner: Sequence[int],
               edge_owner: Sequence[int]) -> list[int] | None:
    """An order in which the Sheriff can build roads on every one of ``edges`` (each empty
    and touching his network when placed, SR-B-8.2), or None if some never can."""
    owners = list(edge_owner)
    left = list(edges)
    order: list[int] = []
    while left:
        step = next((e for e in left if owners[e] == -1 and _reaches(e, vertex_owner, owners)), None)
        if step is None:
            return None
        owners[step] = SHERIFF
        order.append(step)
        left.remove(step)
    return order


# --- the trap: five sides of a ring round the camp, the sixth when Robin is home -----------------

def network_distances(vertex_owner: Sequence[int], edge_owner: Sequence[int]) -> tuple[list[int], list[int]]:
    """How many new roads the Sheriff needs to reach each vertex from his network (SR-B-8.2:
    his buildings and his road ends without an opponent's building; a road never runs on
    through an opponent's building), -1 where he never can; and the last road of such a
    shortest chain to each vertex (-1 for none)."""
    dist = [-1] * len(vertex_owner)
    via = [-1] * len(vertex_owner)
    frontier = []
    for v, owner in enumerate(vertex_owner):
        if owner == SHERIFF or (owner == -1 and any(edge_owner[e] == SHERIFF for e in VERTEX_EDGES[v])):
            dist[v] = 0
            frontier.append(v)
    while frontier:
        nxt = []
        for u in frontier:
            if vertex_owner[u] not in (-1, SHERIFF):
                continue
            for e in VERTEX_EDGES[u]:
                if edge_owner[e] != -1:
                    continue
                a, b = EDGE_VERTICES[e]
                w = b if a == u else a
                if dist[w] < 0:
                    dist[w] = dist[u] + 1
                    via[w] = e
                    nxt.append(w)
        frontier = nxt
    return dist, via


FAR = 99
"""An edge distance meaning "never"."""


def _edge_distance(e: int, dist: Sequence[int], vertex_owner: Sequence[int]) -> int:
    """Roads needed before a road on ``e`` touches the network (:data:`FAR`: never)."""
    ends = [dist[v] for v in EDGE_VERTICES[e] if dist[v] >= 0 and vertex_owner[v] in (-1, SHERIFF)]
    return min(ends) if ends else FAR


def open_side(h: int, missing: Sequence[int], vertex_owner: Sequence[int], edge_owner: Sequence[int],
              costs: Sequence[float]) -> int:
    """The side of the trap ``h`` left open until Robin is in: a coast side if one is missing
    (Robin never walks out across the sea), else the one toward the neighbour where Robin
    costs least (``costs`` per hex: the way out of the camp he will take), then the one
    farthest from the network."""
    dist, _ = network_distances(vertex_owner, edge_owner)

    def key(e: int) -> tuple[bool, float, int, int]:
        beyond = [x for x in EDGE_HEXES[e] if x != h]
        return (not beyond, -costs[beyond[0]] if beyond else 0.0, _edge_distance(e, dist, vertex_owner), e)

    return max(missing, key=key)


def trap_road(h: int, vertex_owner: Sequence[int], edge_owner: Sequence[int],
              costs: Sequence[float]) -> int | None:
    """The next road toward five sides of a ring round ``h`` (SR-V-9.5; the sixth, chosen by
    :func:`open_side`, waits for Robin): a missing side the Sheriff can build now, else the
    first road of the shortest chain toward one; None when the five are built, the hex can
    never be ringed (a neutral road, SR-V-9.8) or no road leads there."""
    missing = ring_missing(h, edge_owner)
    if missing is None or len(missing) <= 1:
        return None
    keep_open = open_side(h, missing, vertex_owner, edge_owner, costs)
    todo = [e for e in missing if e != keep_open]
    for e in todo:
        if _reaches(e, vertex_owner, edge_owner):
            return e
    dist, via = network_distances(vertex_owner, edge_owner)
    goal = min(todo, key=lambda e: (_edge_distance(e, dist, vertex_owner), e))
    if _edge_distance(goal, dist, vertex_owner) >= FAR:
        return None
    v = min((v for v in EDGE_VERTICES[goal] if dist[v] >= 0 and vertex_owner[v] in (-1, SHERIFF)),
            key=lambda v: dist[v])
    while dist[v] > 1:  # back along the chain to its first road
        a, b = EDGE_VERTICES[via[v]]
        v = a if b == v else b
    return via[v]


def knight_chance(movement: str, discard: Sequence[str], left: int) -> float:
    """The chance that Robin's next draw is the knight (deck mode: the Sheriff sees the
    discard pile, SR-V-4.1; die mode: one face in six, SR-V-4.2)."""
    if movement != "deck" or left == 0:
        return 1 / 6
    return 0.0 if MOVES[MOVE_KNIGHT] in discard else 1 / left
