"""SR-B-10: Longest Road (SR-B-10.1 to SR-B-10.3, WE-5) and Largest Army (SR-B-10.4, SR-B-10.5)."""

from __future__ import annotations

import random

from sherwood.games.settlers.commands import BuildRoad, BuildSettlement, MoveRobber, PlayKnight
from sherwood.games.settlers.geometry import EDGE_ID, EDGE_VERTICES, VERTEX_EDGES, VERTEX_ID
from sherwood.games.settlers.roads import trail_length

from .situations import situation

A, B, C, D = range(4)
ROADS = {"lumber": 4, "brick": 4, "wool": 2, "grain": 2}

WE5_A = ["-1,-1,SE", "-1,0,NE", "0,-1,SE", "0,0,NE", "1,-1,SE", "1,0,NE"]
"""WE-5: A's trail -1,-1,S .. 2,-1,S, 6 roads."""
WE5_B = ["0,-2,E", "0,-1,NE", "0,-1,E"]
"""WE-5: B's roads from 1,-3,S to 0,0,N."""
EAST = ["2,-1,E", "2,-1,NE", "2,-2,E", "2,-2,NE", "2,-3,SE"]
"""A trail of 5 along the east coast, 2,0,N .. 2,-3,S."""
SOUTH = ["-2,2,SE", "-2,2,E", "-1,1,SE", "-1,1,E", "0,0,SE"]
"""A trail of 5 in the south, -2,2,S .. 0,1,N."""


def length(edges, owner=None, seat=0):
    mask = sum(1 << EDGE_ID[e] for e in edges)
    return trail_length(mask, owner or [-1] * 54, seat)


def test_a_fork_counts_one_branch():
    """SR-B-10.1: three roads meeting at one vertex give length 2."""
    assert length(["0,-1,E", "0,-1,SE", "0,0,NE"]) == 2


def test_a_loop_counts_in_full():
    """SR-B-10.1: a trail may revisit a vertex: a ring of 6 counts 6, and with a tail 7."""
    ring = ["0,0,NE", "0,0,E", "0,0,SE", "-1,1,NE", "-1,0,E", "0,-1,SE"]
    assert length(ring) == 6
    assert length([*ring, "0,-1,E"]) == 7
    assert length([*ring, "0,-1,E", "0,-1,NE"]) == 8


def test_a_trail_may_end_at_an_opponents_building_but_not_pass():
    """SR-B-10.2: an opponent's building interrupts the trail; the player's own does not."""
    owner = [-1] * 54
    assert length(WE5_A) == 6
    owner[VERTEX_ID["0,0,N"]] = 1
    assert length(WE5_A, owner) == 3
    owner[VERTEX_ID["0,0,N"]] = 0
    assert length(WE5_A, owner) == 6


def random_network(rnd: random.Random) -> int:
    """A connected network of 1 to 15 roads, often closing loops (several loops at times)."""
    size = rnd.randint(1, 15)
    mask = 1 << rnd.randrange(72)
    while mask.bit_count() < size:
        ends = {v for e in range(72) if mask >> e & 1 for v in EDGE_VERTICES[e]}
        near = [e for v in ends for e in VERTEX_EDGES[v] if not mask >> e & 1]
        closing = [e for e in near if set(EDGE_VERTICES[e]) <= ends]
        mask |= 1 << rnd.choice(closing if closing and rnd.random() < 0.5 else near)
    return mask


def brute_length(mask: int, owner: list[int], seat: int) -> int:
    """SR-B-10.1, SR-B-10.2 taken literally: every trail from every vertex, tried."""
    best = 0

    def walk(v, used, n):
        nonlocal best
        best = max(best, n)
        if n and owner[v] not in (-1, seat):
            return
        for e in VERTEX_EDGES[v]:
            if mask >> e & 1 and not used >> e & 1:
                a, b = EDGE_VERTICES[e]
                walk(b if a == v else a, used | 1 << e, n + 1)

    for v in range(54):
        walk(v, 0, 0)
    return best


def test_the_search_agrees_with_every_trail_tried():
    """SR-B-10.1, SR-B-10.2: on 300 random networks, many with loops, and random buildings,
    the length equals the longest trail found by trying every trail from every vertex."""
    rnd = random.Random(13)
    loops = 0
    for _ in range(300):
        mask = random_network(rnd)
        owner = [rnd.choice((-1,) * 12 + (0, 1)) for _ in range(54)]
        ends = {v for e in range(72) if mask >> e & 1 for v in EDGE_VERTICES[e]}
        loops += mask.bit_count() >= len(ends)
        assert trail_length(mask, owner, 0) == brute_length(mask, owner, 0)
    assert loops > 60


def test_we5_longest_road_broken_and_set_aside():
    """WE-5, SR-B-10.2, SR-B-10.3, SR-E-1: B's settlement at 0,0,N cuts A's 6 into two 3s;
    the longest is now 3 < 5, so the card is set aside and A loses 2 VP."""
    match = situation(turn=B, settlements={"-1,-1,S": A, "1,-3,S": B},
                      roads={**dict.fromkeys(WE5_A, A), **dict.fromkeys(WE5_B, B)},
                      hands=[{}, ROADS])
    assert match.view(A).longest_road == A and match.view(A).public_vp[A] == 3
    events = match.apply(BuildSettlement(B, "0,0,N"))
    assert match.view(A).road_lengths[A] == 3
    assert match.view(A).longest_road is None and match.view(A).public_vp[A] == 1
    change = next(e for e in events if e.kind == "longest_road_changed")
    assert (change.seat, change.previous, change.length) == (None, A, 3)


def test_ties_keep_the_holder_and_more_takes_the_card():
    """SR-B-10.3, SR-B-10.5: B drawing level at 5 leaves the card with A; B at 6 takes it and
    its 2 VP."""
    match = situation(turn=B, roads={**dict.fromkeys(WE5_A[:5], A), **dict.fromkeys(EAST[:4], B)},
                      hands=[{}, ROADS])
    assert match.view(A).longest_road == A
    events = match.apply(BuildRoad(B, EAST[4]))
    assert match.view(A).road_lengths[:2] == (5, 5) and match.view(A).longest_road == A
    assert not [e for e in events if e.kind == "longest_road_changed"]
    events = match.apply(BuildRoad(B, "1,-2,NE"))
    assert match.view(A).longest_road == B and match.view(A).public_vp[:2] == (0, 2)
    change = next(e for e in events if e.kind == "longest_road_changed")
    assert (change.seat, change.previous, change.length) == (B, A, 6)


def test_a_broken_holder_with_two_tied_sets_the_card_aside():
    """SR-B-10.3: A (6) is cut to 3 while B and C have 5 each: no unique longest, so the
    card is set aside; B then reaching 6 takes it."""
    roads = {**dict.fromkeys(WE5_A, A), **dict.fromkeys(EAST, B), **dict.fromkeys(SOUTH, C),
             **dict.fromkeys(WE5_B, D)}
    match = situation(turn=D, settlements={"1,-3,S": D}, roads=roads, hands=[{}, {}, {}, ROADS])
    assert match.view(A).longest_road == A
    match.apply(BuildSettlement(D, "0,0,N"))
    assert match.view(A).road_lengths == (3, 5, 5, 3) and match.view(A).longest_road is None
    match = situation(turn=B, roads={**dict.fromkeys(EAST, B), **dict.fromkeys(SOUTH, C)},
                      hands=[{}, ROADS], longest=None)
    match.apply(BuildRoad(B, "1,-2,NE"))
    assert match.view(A).longest_road == B


def test_the_first_to_three_knights_takes_largest_army():
    """SR-B-10.4, SR-B-10.5: the first with 3 played knights takes the card (2 VP)."""
    match = situation(seats=2, dev=[["knight"], []], knights=[2, 2])
    events = match.apply(PlayKnight(A))
    assert match.view(B).largest_army == A and match.view(B).public_vp == (2, 0)
    change = next(e for e in events if e.kind == "largest_army_changed")
    assert (change.seat, change.previous, change.knights) == (A, None, 3)


def test_largest_army_moves_only_to_strictly_more():
    """SR-B-10.4: B's equal count leaves the card with A; one more takes it."""
    match = situation(seats=2, turn=B, dev=[[], ["knight"]], knights=[3, 2])
    assert match.view(A).largest_army == A
    match.apply(PlayKnight(B))
    match.apply(MoveRobber(B, "1,1"))
    assert match.view(A).largest_army == A
    match = situation(seats=2, turn=B, dev=[[], ["knight"]], knights=[3, 3], army=A)
    match.apply(PlayKnight(B))
    assert match.view(A).largest_army == B and match.view(A).public_vp == (0, 2)
