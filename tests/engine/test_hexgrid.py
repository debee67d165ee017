"""Hex maths: neighbours, corner and edge ids, pixels (rules SR-C-1 to SR-C-3)."""

from __future__ import annotations

import math

import pytest

from sherwood.engine import hexgrid
from sherwood.engine.hexgrid import (
    adjacent_corners,
    corner,
    corner_to_pixel,
    corners_of,
    distance,
    edge,
    edge_corners,
    edges_at,
    edges_of,
    hex_to_pixel,
    neighbours,
    pixel_to_hex,
)
from sherwood.engine.layout import Hex, HexMap

FLOWER = [(0, 0), *neighbours((0, 0))]
ISLAND = [(q, r) for q in range(-2, 3) for r in range(-2, 3) if distance((q, r), (0, 0)) <= 2]


def _union(ids_per_hex):
    return {i for ids in ids_per_hex for i in ids}


def test_neighbours_and_distance():
    """SR-C-1.2: E [q+1, r], NE [q+1, r-1], NW [q, r-1], W [q-1, r], SW [q-1, r+1], SE [q, r+1]."""
    assert set(neighbours((2, 3))) == {(3, 3), (3, 2), (2, 2), (1, 3), (1, 4), (2, 4)}
    assert all(distance((2, 3), n) == 1 for n in neighbours((2, 3)))
    assert distance((0, 0), (2, -2)) == 2
    assert distance((-2, 0), (2, 0)) == 4


def test_single_hex_has_six_corners_and_six_edges():
    assert len(set(corners_of((0, 0)))) == 6
    assert len(set(edges_of((0, 0)))) == 6


def test_edge_i_joins_corner_i_and_the_next():
    """SR-C-3.4: the side clockwise from corner k joins corner k and corner k+1."""
    for h in FLOWER:
        corners, edges = corners_of(h), edges_of(h)
        for i, e in enumerate(edges):
            assert set(edge_corners(e)) == {corners[i], corners[(i + 1) % 6]}


def test_flower_has_24_corners_and_30_edges():
    assert len(_union(corners_of(h) for h in FLOWER)) == 24
    assert len(_union(edges_of(h) for h in FLOWER)) == 30


def test_standard_island_counts():
    """SR-C-2.5: 54 vertices; SR-C-3.5: 72 edges, 30 on the coast."""
    hexmap = HexMap("pointy", 60, (0, 0), tuple(Hex(q, r) for q, r in ISLAND))
    assert len(ISLAND) == 19
    assert (len(hexmap.corners), len(hexmap.edges)) == (54, 72)
    coast = [e for e in hexmap.edges if sum(h in hexmap.coords for h in e) == 1]
    assert len(coast) == 30


def test_neighbours_share_corner_and_edge_ids():
    for n in neighbours((0, 0)):
        shared = set(corners_of((0, 0))) & set(corners_of(n))
        assert shared == set(edge_corners(edge((0, 0), n)))
        assert edge((0, 0), n) in edges_of((0, 0)) and edge((0, 0), n) in edges_of(n)


def test_corner_numbering_follows_the_settlers_rules():
    """SR-C-2.2/2.3: corner 1 is N and touches [q, r-1] and [q+1, r-1]; corner 4 (S) touches
    [q, r+1] and [q-1, r+1]; SR-C-3.3: edge NE separates [q, r] and [q+1, r-1]."""
    q, r = 3, -1
    assert corners_of((q, r))[0] == corner((q, r), (q, r - 1), (q + 1, r - 1))
    assert corners_of((q, r))[3] == corner((q, r), (q, r + 1), (q - 1, r + 1))
    assert edges_of((q, r))[0] == edge((q, r), (q + 1, r - 1))


def test_adjacent_corners_follow_the_settlers_rules():
    """SR-C-2.4: [q, r, N] is joined to [q+1, r-2, S], [q, r-1, S] and [q+1, r-1, S]."""

    def south(q, r):
        return corner((q, r), (q, r + 1), (q - 1, r + 1))

    q, r = 1, 1
    north = corners_of((q, r))[0]
    assert set(adjacent_corners(north)) == {south(q + 1, r - 2), south(q, r - 1), south(q + 1, r - 1)}
    assert all(north in edge_corners(e) for e in edges_at(north))


@pytest.mark.parametrize(("orientation", "first_angle"), [("pointy", -90), ("flat", -60)])
def test_corner_positions_agree_with_geometry(orientation, first_angle):
    size, origin = 30.0, (100.0, 200.0)
    for h in FLOWER:
        cx, cy = hex_to_pixel(h, size, orientation, origin)
        for i, c in enumerate(corners_of(h)):
            angle = math.radians(first_angle + 60 * i)
            expected = (cx + size * math.cos(angle), cy + size * math.sin(angle))
            assert math.dist(corner_to_pixel(c, size, orientation, origin), expected) < 1e-6


def test_shared_corner_positions_agree_between_neighbours():
    hexmap = HexMap("flat", 25, (0, 0), tuple(Hex(q, r) for q, r in FLOWER))
    for n in neighbours((0, 0)):
        mine = dict(zip(hexmap.corners_of(0, 0), hexmap.corner_points(0, 0), strict=True))
        theirs = dict(zip(hexmap.corners_of(*n), hexmap.corner_points(*n), strict=True))
        for c in mine.keys() & theirs.keys():
            assert math.dist(mine[c], theirs[c]) < 1e-6


def test_hex_to_pixel_follows_the_settlers_rules():
    """SR-C-1.5: x = R*sqrt(3)*(q + r/2), y = R*1.5*r."""
    assert hex_to_pixel((2, -1), 10) == pytest.approx((10 * math.sqrt(3) * 1.5, -15))


@pytest.mark.parametrize("orientation", hexgrid.ORIENTATIONS)
def test_pixel_to_hex_inverts_hex_to_pixel(orientation):
    for h in ISLAND:
        x, y = hex_to_pixel(h, 40, orientation, (7, 9))
        assert pixel_to_hex((x + 5, y - 5), 40, orientation, (7, 9)) == h


def test_bad_input_is_refused():
    with pytest.raises(ValueError, match="not neighbours"):
        edge((0, 0), (2, 0))
    with pytest.raises(ValueError, match="do not meet"):
        corner((0, 0), (1, 0), (2, 0))
    with pytest.raises(ValueError, match="orientation"):
        hex_to_pixel((0, 0), 10, "sideways")
