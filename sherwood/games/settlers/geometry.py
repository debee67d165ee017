"""The standard island's geometry in the spec's coordinates (SR-C), as small integer tables.

Hexes, corners (vertices) and sides (edges) have the canonical names of the spec: a land hex
``(q, r)``, a vertex ``"q,r,N"`` or ``"q,r,S"`` (SR-C-2.1), an edge ``"q,r,NE"``,
``"q,r,E"`` or ``"q,r,SE"`` (SR-C-3.1). Commands, saves, boards and tests use those names;
the rules use the integer ids below, indexes into the tables, computed once at import:

* hex ``h`` in 0..18: ``LAND[h]`` in reading order (SR-C-1.4);
* vertex ``v`` in 0..53: ``VERTEX_NAMES[v]``, in reading order of the names (r, q, N first);
* edge ``e`` in 0..71: ``EDGE_NAMES[e]``, in reading order of the names (r, q, NE, E, SE).

Everything here is fixed by the spec; the standard game and the Robin Hood variant share it.

>>> len(LAND), len(VERTEX_NAMES), len(EDGE_NAMES)
(19, 54, 72)
>>> [VERTEX_NAMES[v] for v in HEX_VERTICES[HEX_ID[(0, 0)]]]
['0,0,N', '1,-1,S', '0,1,N', '0,0,S', '-1,1,N', '0,-1,S']
>>> sorted(VERTEX_NAMES[v] for v in VERTEX_NEIGHBOURS[VERTEX_ID["0,0,N"]])
['0,-1,S', '1,-1,S', '1,-2,S']
>>> sum(1 for e in range(len(EDGE_NAMES)) if len(EDGE_HEXES[e]) == 1)  # SR-C-3.5: coast edges
30
"""

from __future__ import annotations

import math

from sherwood.engine.hexgrid import distance

Hex = tuple[int, int]

CORNERS = ("N", "NE", "SE", "S", "SW", "NW")
"""SR-C-2.2: the corners of a hex, clockwise from north (corner k is ``CORNERS[k - 1]``)."""

SIDES = ("NE", "E", "SE", "SW", "W", "NW")
"""SR-C-3.4: the sides of a hex, clockwise from north-east; side i joins corners i and i+1."""

NEIGHBOUR_STEPS: dict[str, Hex] = {
    "NE": (1, -1), "E": (1, 0), "SE": (0, 1), "SW": (-1, 1), "W": (-1, 0), "NW": (0, -1),
}
"""SR-C-1.2: the neighbour across each side."""


def _reading(h: Hex) -> tuple[int, int]:
    return (h[1], h[0])


LAND: tuple[Hex, ...] = tuple(sorted(
    ((q, r) for q in range(-2, 3) for r in range(-2, 3) if distance((q, r), (0, 0)) <= 2),
    key=_reading))
"""SR-C-1.3: the 19 land hexes, in reading order (SR-C-1.4)."""

HEX_ID: dict[Hex, int] = {h: i for i, h in enumerate(LAND)}

SEA: tuple[Hex, ...] = tuple(sorted(
    ((q, r) for q in range(-3, 4) for r in range(-3, 4) if distance((q, r), (0, 0)) == 3),
    key=_reading))
"""SR-C-1.3: the 18 sea hexes of the frame."""


def corner_name(h: Hex, corner: str) -> str:
    """SR-C-2.2: the canonical name of corner ``corner`` (N, NE, SE, S, SW, NW) of hex ``h``.

    >>> corner_name((0, 0), "NE"), corner_name((0, 0), "NW")
    ('1,-1,S', '0,-1,S')
    """
    q, r = h
    q2, r2, half = {
        "N": (q, r, "N"), "NE": (q + 1, r - 1, "S"), "SE": (q, r + 1, "N"),
        "S": (q, r, "S"), "SW": (q - 1, r + 1, "N"), "NW": (q, r - 1, "S"),
    }[corner]
    return f"{q2},{r2},{half}"


def side_name(h: Hex, side: str) -> str:
    """SR-C-3.1: the canonical name of side ``side`` (NE, E, SE, SW, W, NW) of hex ``h``.

    >>> side_name((0, 0), "W"), side_name((0, 0), "SW")
    ('-1,0,E', '-1,1,NE')
    """
    q, r = h
    q2, r2, d = {
        "NE": (q, r, "NE"), "E": (q, r, "E"), "SE": (q, r, "SE"),
        "SW": (q - 1, r + 1, "NE"), "W": (q - 1, r, "E"), "NW": (q, r - 1, "SE"),
    }[side]
    return f"{q2},{r2},{d}"


def _name_key(name: str) -> tuple[int, int, int]:
    q, r, d = name.split(",")
    return (int(r), int(q), ("N", "S", "NE", "E", "SE").index(d))


def _vertex_hexes(name: str) -> tuple[Hex, ...]:
    """SR-C-2.3: the three hexes (land or sea) a vertex touches."""
    q, r, half = name.split(",")
    qi, ri = int(q), int(r)
    if half == "N":
        return ((qi, ri), (qi, ri - 1), (qi + 1, ri - 1))
    return ((qi, ri), (qi, ri + 1), (qi - 1, ri + 1))


def _edge_ends(name: str) -> tuple[str, str]:
    """SR-C-3.2: the two vertices an edge joins."""
    q, r, d = name.split(",")
    h = (int(q), int(r))
    first, second = {"NE": ("N", "NE"), "E": ("NE", "SE"), "SE": ("SE", "S")}[d]
    return (corner_name(h, first), corner_name(h, second))


def _edge_sides(name: str) -> tuple[Hex, Hex]:
    """SR-C-3.3: the two hexes an edge separates."""
    q, r, d = name.split(",")
    qi, ri = int(q), int(r)
    dq, dr = NEIGHBOUR_STEPS[d]
    return ((qi, ri), (qi + dq, ri + dr))


_land = set(LAND)

VERTEX_NAMES: tuple[str, ...] = tuple(sorted(
    {corner_name(h, c) for h in LAND for c in CORNERS}, key=_name_key))
"""SR-C-2.5: the 54 board vertices."""

VERTEX_ID: dict[str, int] = {n: i for i, n in enumerate(VERTEX_NAMES)}

EDGE_NAMES: tuple[str, ...] = tuple(sorted(
    {side_name(h, s) for h in LAND for s in SIDES}, key=_name_key))
"""SR-C-3.5: the 72 board edges."""

EDGE_ID: dict[str, int] = {n: i for i, n in enumerate(EDGE_NAMES)}

HEX_VERTICES: tuple[tuple[int, ...], ...] = tuple(
    tuple(VERTEX_ID[corner_name(h, c)] for c in CORNERS) for h in LAND)
"""The six vertex ids of each land hex, clockwise from north (corners 1–6)."""

HEX_EDGES: tuple[tuple[int, ...], ...] = tuple(
    tuple(EDGE_ID[side_name(h, s)] for s in SIDES) for h in LAND)
"""The six edge ids of each land hex, clockwise from north-east (sides NE..NW)."""

VERTEX_HEXES: tuple[tuple[int, ...], ...] = tuple(
    tuple(HEX_ID[h] for h in _vertex_hexes(n) if h in _land) for n in VERTEX_NAMES)
"""The land hexes (1 to 3) each vertex touches."""

EDGE_VERTICES: tuple[tuple[int, int], ...] = tuple(
    (VERTEX_ID[a], VERTEX_ID[b]) for a, b in map(_edge_ends, EDGE_NAMES))
"""The two vertex ids each edge joins."""

EDGE_HEXES: tuple[tuple[int, ...], ...] = tuple(
    tuple(HEX_ID[h] for h in _edge_sides(n) if h in _land) for n in EDGE_NAMES)
"""The land hexes (1: a coast edge, 2: inland) on either side of each edge."""

VERTEX_EDGES: tuple[tuple[int, ...], ...] = tuple(
    tuple(e for e, ends in enumerate(EDGE_VERTICES) if v in ends) for v in range(len(VERTEX_NAMES)))
"""The board edges (2 or 3) that meet at each vertex."""

VERTEX_NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(a if b == v else b for a, b in (EDGE_VERTICES[e] for e in VERTEX_EDGES[v]))
    for v in range(len(VERTEX_NAMES)))
"""SR-C-2.4: the board vertices one edge away, in the order of ``VERTEX_EDGES``."""

HEX_NEIGHBOURS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((HEX_ID[(h[0] + dq, h[1] + dr)], EDGE_ID[side_name(h, s)])
          for s, (dq, dr) in NEIGHBOUR_STEPS.items() if (h[0] + dq, h[1] + dr) in _land)
    for h in LAND)
"""For each land hex, its land neighbours as ``(hex id, id of the edge crossed)`` (SR-C-3.6)."""

SPIRALS: dict[str, tuple[Hex, ...]] = {}
"""SR-C-4.1: the six spirals by start corner (E, NE, NW, W, SW, SE), 19 hexes each."""


def _spiral(start: Hex) -> tuple[Hex, ...]:
    """Outer ring counter-clockwise from ``start``, then the inner ring from the hex in the
    same direction, then the centre (SR-C-4.1)."""

    def ring(radius: int, first: Hex) -> list[Hex]:
        cells = [(q, r) for (q, r) in LAND if distance((q, r), (0, 0)) == radius]

        def angle(h: Hex) -> float:  # counter-clockwise on screen (y grows downward)
            x, y = math.sqrt(3) * (h[0] + h[1] / 2), 1.5 * h[1]
            return math.atan2(-y, x) % (2 * math.pi)

        a0 = angle(first)
        return sorted(cells, key=lambda h: (angle(h) - a0) % (2 * math.pi))

    inner_first = (start[0] // 2, start[1] // 2)
    return tuple(ring(2, start) + ring(1, inner_first) + [(0, 0)])


SPIRAL_STARTS: dict[str, Hex] = {
    "E": (2, 0), "NE": (2, -2), "NW": (0, -2), "W": (-2, 0), "SW": (-2, 2), "SE": (0, 2),
}
"""SR-C-1.5: the six corner hexes of the island, in the order R3 draws them (E, NE, NW, W, SW, SE)."""

for _name, _start in SPIRAL_STARTS.items():
    SPIRALS[_name] = _spiral(_start)


def parse_vertex(name: str) -> int:
    """The id of the board vertex called ``name``; ValueError in words otherwise.

    >>> VERTEX_NAMES[parse_vertex("2,1,N")]
    '2,1,N'
    >>> parse_vertex("9,9,N")
    Traceback (most recent call last):
    ...
    ValueError: there is no board vertex '9,9,N' (a vertex is written like '0,-1,S')
    """
    try:
        return VERTEX_ID[name]
    except KeyError:
        raise ValueError(f"there is no board vertex {name!r} (a vertex is written like '0,-1,S')") from None


def parse_edge(name: str) -> int:
    """The id of the board edge called ``name``; ValueError in words otherwise."""
    try:
        return EDGE_ID[name]
    except KeyError:
        raise ValueError(f"there is no board edge {name!r} (an edge is written like '0,-1,NE')") from None


def hex_centre(h: Hex, size: float) -> tuple[float, float]:
    """SR-C-1.5: the centre of hex ``h`` for hex size ``size`` (y grows downward)."""
    return (size * math.sqrt(3) * (h[0] + h[1] / 2), size * 1.5 * h[1])


def vertex_point(v: int, size: float) -> tuple[float, float]:
    """Where vertex ``v`` is drawn: the mean of its three hexes' centres."""
    points = [hex_centre(h, size) for h in _vertex_hexes(VERTEX_NAMES[v])]
    return (sum(p[0] for p in points) / 3, sum(p[1] for p in points) / 3)


def edge_point(e: int, size: float) -> tuple[float, float]:
    """The midpoint of edge ``e``."""
    a, b = (vertex_point(v, size) for v in EDGE_VERTICES[e])
    return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
