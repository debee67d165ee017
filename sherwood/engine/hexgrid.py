"""Hex-grid maths in axial coordinates: neighbours, distance, corner and edge ids, pixels.

A hex is ``(q, r)``; the third cube coordinate is ``s = -q - r``. Ids are plain tuples,
so they hash, sort and print well:

* a **corner** is the sorted tuple of the three hexes that meet there;
* an **edge** is the sorted pair of the two hexes it separates.

Hexes off the map count too, so every corner and edge of a map has exactly one id, and
neighbouring hexes share the ids of their common corners and edge.

On screen y grows downwards. ``DIRECTIONS`` and the corners and edges of a hex run
clockwise on screen in both orientations. For pointy-topped hexes (the settlers rules,
SR-C-1 to SR-C-3) the neighbours are NE, E, SE, SW, W, NW, corner 0 is the north corner,
and edge ``i`` joins corner ``i`` and corner ``i + 1``.
"""

from __future__ import annotations

import math

Coord = tuple[int, int]
Corner = tuple[Coord, Coord, Coord]
Edge = tuple[Coord, Coord]
Point = tuple[float, float]

ORIENTATIONS = ("pointy", "flat")
DIRECTIONS: tuple[Coord, ...] = ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))

_SQRT3 = math.sqrt(3)


def neighbours(h: Coord) -> tuple[Coord, ...]:
    """The six hexes around ``h``, in the order of ``DIRECTIONS``.

    >>> neighbours((0, 0))
    ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))
    """
    q, r = h
    return tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)


def distance(a: Coord, b: Coord) -> int:
    """The number of steps from hex ``a`` to hex ``b``.

    >>> distance((0, 0), (2, -1))
    2
    """
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def edge(a: Coord, b: Coord) -> Edge:
    """The id of the edge between neighbouring hexes ``a`` and ``b``.

    >>> edge((1, 0), (0, 0))
    ((0, 0), (1, 0))
    """
    if distance(a, b) != 1:
        raise ValueError(f"hexes {a} and {b} are not neighbours, so no edge separates them")
    return (a, b) if a < b else (b, a)


def corner(a: Coord, b: Coord, c: Coord) -> Corner:
    """The id of the corner where the three mutually neighbouring hexes meet.

    >>> corner((1, -1), (0, 0), (0, -1))
    ((0, -1), (0, 0), (1, -1))
    """
    if not distance(a, b) == distance(b, c) == distance(a, c) == 1:
        raise ValueError(f"hexes {a}, {b} and {c} do not meet at one corner")
    return _corner(a, b, c)


def corners_of(h: Coord) -> tuple[Corner, ...]:
    """The six corners of hex ``h``, clockwise; for pointy hexes the north corner first.

    >>> corners_of((0, 0))[0]
    ((0, -1), (0, 0), (1, -1))
    """
    ring = neighbours(h)
    return tuple(_corner(h, ring[i - 1], ring[i]) for i in range(6))


def edges_of(h: Coord) -> tuple[Edge, ...]:
    """The six edges of hex ``h``, clockwise; edge ``i`` joins corners ``i`` and ``i + 1``.

    >>> edges_of((0, 0))[:2]
    (((0, 0), (1, -1)), ((0, 0), (1, 0)))
    """
    return tuple(edge(h, n) for n in neighbours(h))


def edge_corners(e: Edge) -> tuple[Corner, Corner]:
    """The two corners an edge joins, sorted.

    >>> edge_corners(((0, 0), (1, 0)))
    (((0, 0), (0, 1), (1, 0)), ((0, 0), (1, -1), (1, 0)))
    """
    a, b = edge(*e)
    first, second = sorted(_corner(a, b, h) for h in set(neighbours(a)) & set(neighbours(b)))
    return (first, second)


def edges_at(c: Corner) -> tuple[Edge, Edge, Edge]:
    """The three edges that meet at corner ``c``.

    >>> edges_at(((0, -1), (0, 0), (1, -1)))
    (((0, -1), (0, 0)), ((0, -1), (1, -1)), ((0, 0), (1, -1)))
    """
    a, b, d = corner(*c)
    return ((a, b), (a, d), (b, d))


def adjacent_corners(c: Corner) -> tuple[Corner, Corner, Corner]:
    """The three corners one edge away from corner ``c``, in the order of ``edges_at(c)``.

    >>> adjacent_corners(((0, -1), (0, 0), (1, -1)))[0]
    ((-1, 0), (0, -1), (0, 0))
    """
    first, second, third = (_other_end(e, c) for e in edges_at(c))
    return (first, second, third)


def hex_to_pixel(h: Coord, size: float, orientation: str = "pointy", origin: Point = (0.0, 0.0)) -> Point:
    """The centre of hex ``h``; ``size`` is the centre-to-corner radius (SR-C-1.5).

    >>> hex_to_pixel((0, 1), 10, "pointy")
    (8.660254037844386, 15.0)
    """
    q, r = h
    if _check(orientation) == "pointy":
        x, y = size * _SQRT3 * (q + r / 2), size * 1.5 * r
    else:
        x, y = size * 1.5 * q, size * _SQRT3 * (r + q / 2)
    return (origin[0] + x, origin[1] + y)


def corner_to_pixel(c: Corner, size: float, orientation: str = "pointy", origin: Point = (0.0, 0.0)) -> Point:
    """The position of corner ``c``: the mean of the centres of its three hexes.

    >>> corner_to_pixel(((0, -1), (0, 0), (1, -1)), 10, "pointy")
    (0.0, -10.0)
    """
    centres = [hex_to_pixel(h, size, orientation, origin) for h in c]
    return (sum(x for x, _ in centres) / 3, sum(y for _, y in centres) / 3)


def pixel_to_hex(point: Point, size: float, orientation: str = "pointy", origin: Point = (0.0, 0.0)) -> Coord:
    """The hex whose area holds ``point`` (the inverse of ``hex_to_pixel``).

    >>> pixel_to_hex((9.0, 14.0), 10, "pointy")
    (0, 1)
    """
    x, y = (point[0] - origin[0]) / size, (point[1] - origin[1]) / size
    if _check(orientation) == "pointy":
        q, r = _SQRT3 / 3 * x - y / 3, 2 / 3 * y
    else:
        q, r = 2 / 3 * x, -x / 3 + _SQRT3 / 3 * y
    return _round(q, r)


def _corner(a: Coord, b: Coord, c: Coord) -> Corner:
    first, second, third = sorted((a, b, c))
    return (first, second, third)


def _other_end(e: Edge, c: Corner) -> Corner:
    first, second = edge_corners(e)
    return second if first == c else first


def _check(orientation: str) -> str:
    if orientation not in ORIENTATIONS:
        raise ValueError(f"hex orientation must be 'pointy' or 'flat', not {orientation!r}")
    return orientation


def _round(q: float, r: float) -> Coord:
    """The hex nearest to fractional axial coordinates (cube rounding)."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return (rq, rr)
