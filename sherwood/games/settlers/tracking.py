"""Putting pieces on the board, and the bookkeeping that follows (see :mod:`.state`).

Every road, settlement and city goes on the board through :func:`put_road`,
:func:`put_settlement` or :func:`put_city`, which update, besides the record, what the
rules read instead of searching the board:

- ``free``: the vertices a settlement may still take under the distance rule (SR-B-8.4);
- ``road_spots[seat]``: the empty edges where ``seat`` may build a road (SR-B-8.2, SR-B-8.3);
- ``settle_spots[seat]``: the free vertices at the end of one of ``seat``'s roads (SR-B-8.5);
- ``settlement_mask[seat]``: where its settlements stand (a city may replace them);
- ``ratio[seat][resource]``: its best maritime ratio (SR-B-7.6 to SR-B-7.8);
- ``building_vp``, pieces left.

:func:`derive` computes all of it from the record; ``check_invariants`` compares. Road
lengths are measured by :mod:`.roads`. The flow's :func:`ask` lives here too: it sets the
prompt and forgets the listed answers of the last one (``state.legal``).
"""

from __future__ import annotations

from sherwood.games.settlers.board import (
    ALL_EDGES,
    ALL_VERTICES,
    BLOCK_MASK,
    EDGE_ENDS_MASK,
    EDGE_OTHER_END,
    GENERIC,
    VERTEX_EDGE_MASK,
    bit_list,
)
from sherwood.games.settlers.content import VP_FIRST, counts_of, supply
from sherwood.games.settlers.geometry import EDGE_VERTICES, VERTEX_EDGES
from sherwood.games.settlers.prompts import SettlersPrompt
from sherwood.games.settlers.roads import trail_length
from sherwood.games.settlers.state import State


def ask(state: State, prompt: SettlersPrompt) -> None:
    """Wait for ``prompt.seat`` to answer ``prompt`` (the flow's ``ask``, forgetting the
    answers listed for the previous prompt)."""
    state.prompt = prompt
    state.legal = None


def put_settlement(state: State, seat: int, v: int) -> None:
    """A settlement of ``seat`` on vertex ``v`` (legality checked by the caller)."""
    state.vertex_owner[v] = seat
    state.settlement_mask[seat] |= 1 << v
    state.settlements_left[seat] -= 1
    state.building_vp[seat] += 1
    block = ~BLOCK_MASK[v]
    state.free &= block
    spots = state.settle_spots
    for t in range(state.n):
        spots[t] &= block
    harbour = state.board.vertex_harbour[v]
    if harbour >= 0:
        ratio = state.ratio[seat]
        if harbour == GENERIC:
            for r in range(5):
                if ratio[r] > 3:
                    ratio[r] = 3
        else:
            ratio[harbour] = 2
    edge_owner = state.edge_owner
    open_edges = 0
    for e in VERTEX_EDGES[v]:
        if edge_owner[e] < 0:
            open_edges |= 1 << e
    road_spots = state.road_spots
    road_spots[seat] |= open_edges
    owner = state.vertex_owner
    roads_mask = state.roads_mask
    for t in range(state.n):  # SR-B-8.3: others' roads may no longer pass through v
        if t != seat and road_spots[t] & open_edges:
            for e in VERTEX_EDGES[v]:
                if road_spots[t] >> e & 1:
                    w = EDGE_OTHER_END[e][v]
                    o = owner[w]
                    if o == t or (o < 0 and roads_mask[t] & VERTEX_EDGE_MASK[w]):
                        continue
                    road_spots[t] &= ~(1 << e)


def put_city(state: State, seat: int, v: int) -> None:
    """``seat``'s settlement on ``v`` becomes a city (SR-B-8.6)."""
    state.vertex_city[v] = True
    state.settlement_mask[seat] &= ~(1 << v)
    state.settlements_left[seat] += 1
    state.cities_left[seat] -= 1
    state.building_vp[seat] += 1


def put_road(state: State, seat: int, e: int) -> None:
    """A road of ``seat`` on edge ``e``."""
    state.edge_owner[e] = seat
    bit = 1 << e
    state.roads_mask[seat] |= bit
    state.roads_left[seat] -= 1
    road_spots = state.road_spots
    gone = ~bit
    for t in range(state.n):
        road_spots[t] &= gone
    owner = state.vertex_owner
    edge_owner = state.edge_owner
    free = state.free
    grow = 0
    spots = 0
    for u in EDGE_VERTICES[e]:
        o = owner[u]
        if o < 0 or o == seat:  # SR-B-8.2: the road may go on from here
            for e2 in VERTEX_EDGES[u]:
                if edge_owner[e2] < 0:
                    grow |= 1 << e2
            if free >> u & 1:
                spots |= 1 << u
    road_spots[seat] |= grow
    state.settle_spots[seat] |= spots


def derive(state: State) -> None:
    """Recompute the whole bookkeeping from the record (a new state, a sampled one, a
    test's situation)."""
    n = state.n
    owner, city, edge_owner = state.vertex_owner, state.vertex_city, state.edge_owner
    harbours = state.board.vertex_harbour
    state.legal = None
    free = ALL_VERTICES
    occupied = 0
    own = [0] * n
    settlement_mask = [0] * n
    building_vp = [0] * n
    settlements = [0] * n
    cities = [0] * n
    ratio = [[4, 4, 4, 4, 4] for _ in range(n)]
    for v, o in enumerate(owner):
        if o < 0:
            continue
        bit = 1 << v
        free &= ~BLOCK_MASK[v]
        occupied |= bit
        own[o] |= bit
        if city[v]:
            cities[o] += 1
            building_vp[o] += 2
        else:
            settlements[o] += 1
            settlement_mask[o] |= bit
            building_vp[o] += 1
        harbour = harbours[v]
        if harbour == GENERIC:
            ratio[o] = [min(r, 3) for r in ratio[o]]
        elif harbour >= 0:
            ratio[o][harbour] = 2
    roads_mask = [0] * n
    for e, o in enumerate(edge_owner):
        if o >= 0:
            roads_mask[o] |= 1 << e
    empty_edges = ALL_EDGES
    for roads in roads_mask:
        empty_edges &= ~roads
    road_spots = [0] * n
    settle_spots = [0] * n
    for s in range(n):
        touched = 0  # the vertices at the ends of s's roads
        for e in bit_list(roads_mask[s]):
            touched |= EDGE_ENDS_MASK[e]
        reach = own[s] | (touched & ~occupied)  # SR-B-8.2: where s's roads may go on from
        spots = 0
        for v in bit_list(reach):
            spots |= VERTEX_EDGE_MASK[v]
        road_spots[s] = spots & empty_edges
        settle_spots[s] = touched & free
    state.free = free
    state.roads_mask = roads_mask
    state.settlement_mask = settlement_mask
    state.building_vp = building_vp
    state.ratio = ratio
    pieces = [supply(state.variant, o) for o in range(n)]  # SR-B-1.7, SR-V-1.3, SR-V-1.8
    state.settlements_left = [p[0] - x for p, x in zip(pieces, settlements, strict=True)]
    state.cities_left = [p[1] - x for p, x in zip(pieces, cities, strict=True)]
    state.roads_left = [p[2] - m.bit_count() for p, m in zip(pieces, roads_mask, strict=True)]
    state.road_spots = road_spots
    state.settle_spots = settle_spots
    state.road_len = [trail_length(roads_mask[s], owner, s) for s in range(n)]
    state.vp_cards = [sum(1 for k in hand if k >= VP_FIRST) for hand in state.dev_hands]
    state.offer_want = tuple(counts_of(state.offer.want)) if state.offer else ()
