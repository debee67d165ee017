"""The island as the rules read it: bit masks over the geometry, and each island's own tables.

:mod:`.geometry` names every hex, vertex and edge and says what touches what. The rules keep
sets of vertices and edges as Python ints used as bit masks (bit ``v`` for vertex ``v``, bit
``e`` for edge ``e``): copying a state copies an int, and a set test is one ``&``. This module
adds the masks to the geometry, and :func:`board_of` derives, once per island
(:mod:`.island`), what production and harbours need: each roll's producing hexes, each
vertex's harbour.

>>> from sherwood.games.settlers.geometry import VERTEX_ID
>>> bin(BLOCK_MASK[VERTEX_ID["0,0,N"]]).count("1")  # the vertex and its three neighbours
4
>>> [VERTEX_NAMES[v] for v in bits(BLOCK_MASK[VERTEX_ID["0,0,N"]])]
['1,-2,S', '0,-1,S', '1,-1,S', '0,0,N']
>>> HEX_NAMES[0], HEX_NAMES[9]
('0,-2', '0,0')
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from sherwood.games.settlers.content import RES_INDEX, TERRAIN_RESOURCE
from sherwood.games.settlers.geometry import (
    EDGE_NAMES,
    EDGE_VERTICES,
    HEX_VERTICES,
    LAND,
    VERTEX_EDGES,
    VERTEX_NAMES,
    VERTEX_NEIGHBOURS,
)

if TYPE_CHECKING:
    from sherwood.games.settlers.island import Island

VERTICES = len(VERTEX_NAMES)
EDGES = len(EDGE_NAMES)
HEXES = len(LAND)

HEX_NAMES: tuple[str, ...] = tuple(f"{q},{r}" for q, r in LAND)
"""Each land hex's name in commands, ``"q,r"``."""

HEX_BY_NAME: dict[str, int] = {name: h for h, name in enumerate(HEX_NAMES)}

VERTEX_EDGE_MASK: tuple[int, ...] = tuple(sum(1 << e for e in VERTEX_EDGES[v]) for v in range(VERTICES))
"""The edges that meet at each vertex, as a mask."""

BLOCK_MASK: tuple[int, ...] = tuple((1 << v) | sum(1 << w for w in VERTEX_NEIGHBOURS[v])
                                    for v in range(VERTICES))
"""SR-B-8.4: a settlement on ``v`` takes ``v`` and its neighbours off the free vertices."""

EDGE_ENDS_MASK: tuple[int, ...] = tuple((1 << a) | (1 << b) for a, b in EDGE_VERTICES)
"""Each edge's two end vertices, as a vertex mask."""

ALL_VERTICES = (1 << VERTICES) - 1
ALL_EDGES = (1 << EDGES) - 1

EDGE_OTHER_END: tuple[dict[int, int], ...] = tuple(
    {a: b, b: a} for a, b in EDGE_VERTICES)
"""``EDGE_OTHER_END[e][v]``: the end of edge ``e`` that is not ``v``."""

BIT_INDEX: dict[int, int] = {1 << i: i for i in range(max(VERTICES, EDGES))}
"""A single bit -> its index (faster than ``int.bit_length`` in the hot loops)."""


def bits(mask: int) -> Iterator[int]:
    """The indexes of the set bits of ``mask``, lowest first.

    >>> list(bits(0b10110))
    [1, 2, 4]
    """
    while mask:
        low = mask & -mask
        yield BIT_INDEX[low] if low in BIT_INDEX else low.bit_length() - 1
        mask ^= low


def bit_list(mask: int) -> list[int]:
    """:func:`bits` as a list."""
    out = []
    index = BIT_INDEX
    while mask:
        low = mask & -mask
        out.append(index[low])
        mask ^= low
    return out


GENERIC = 5
"""``Board.vertex_harbour`` value of a generic (3:1) harbour; 0..4 is a 2:1 harbour of that resource."""


class Board:
    """One island's tables for the rules (shared by every state on that island; never changed).

    - ``hex_res[h]``: the resource hex ``h`` produces (-1: the desert);
    - ``hex_token[h]``: its number token (0: none);
    - ``desert``: the desert's hex (Robin's camp in the solo game);
    - ``roll_hexes[n]``: the hexes whose token is ``n``, each ``(hex, resource, vertices)``;
    - ``vertex_harbour[v]``: the harbour a building on ``v`` may use: -1 none, 0..4 a 2:1
      harbour of that resource, :data:`GENERIC` a 3:1 harbour (SR-B-7.7, SR-B-7.8).
    """

    __slots__ = ("desert", "hex_res", "hex_token", "island", "roll_hexes", "vertex_harbour")

    def __init__(self, island: Island):
        self.island = island
        self.hex_res: tuple[int, ...] = tuple(TERRAIN_RESOURCE[t] for t in island.terrain)
        self.hex_token: tuple[int, ...] = tuple(t or 0 for t in island.tokens)
        self.desert = self.hex_res.index(-1)
        self.roll_hexes: tuple[tuple[tuple[int, int, tuple[int, ...]], ...], ...] = tuple(
            tuple((h, self.hex_res[h], HEX_VERTICES[h]) for h in range(HEXES)
                  if self.hex_token[h] == n and self.hex_res[h] >= 0)
            for n in range(13))
        harbour = [-1] * VERTICES
        for h in island.harbours:
            kind = GENERIC if h.type == "generic" else RES_INDEX[h.type]
            for v in h.vertices:
                harbour[v] = kind
        self.vertex_harbour: tuple[int, ...] = tuple(harbour)


_BOARDS: dict[Island, Board] = {}


def board_of(island: Island) -> Board:
    """The :class:`Board` of ``island``, made once and shared."""
    board = _BOARDS.get(island)
    if board is None:
        if len(_BOARDS) > 256:  # random islands of many games: keep the cache small
            _BOARDS.clear()
        board = _BOARDS[island] = Board(island)
    return board
