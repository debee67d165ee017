"""The island: which terrain and number token lie on each land hex, where the harbours are,
where the robber starts (SR-B-1, SR-B-2, SR-C-5).

The beginner island is read from ``boards/settlers.yaml`` (its ``island`` section, SR-C-5.1);
the random island is dealt with the match's seeded generator (R2, R3, R4 of "Randomness").
:func:`read_island` reads and checks an ``island`` section (SR-C-5.3); every mistake names
the file, the line and the field, e.g. ``boards/settlers.yaml, line 24, field
island.hexes[4].token: one 6 token too many ...``. The settlers ``GameSpec`` hands it to the
board check: ``BoardNeeds(sections={"island": read_island})``.

Places are integer ids of :mod:`sherwood.games.settlers.geometry` (hex ``0..18`` in reading
order, edge ``0..71``, vertex ``0..53``).
"""

from __future__ import annotations

import pathlib
from collections import Counter
from dataclasses import dataclass
from functools import cache
from typing import Any

from sherwood.engine.checked_yaml import (
    At,
    YamlMap,
    YamlSeq,
    check_fields,
    read_field,
    read_ident,
    read_int,
    read_list,
    show,
    suggest,
)
from sherwood.engine.errors import BadLayout
from sherwood.engine.hexgrid import distance
from sherwood.engine.layout import load_layout_file
from sherwood.engine.rng import SeededRng
from sherwood.games.settlers.geometry import (
    EDGE_HEXES,
    EDGE_ID,
    EDGE_NAMES,
    EDGE_VERTICES,
    HEX_ID,
    LAND,
    SPIRAL_STARTS,
    SPIRALS,
    VERTEX_NAMES,
    Hex,
    side_name,
)
from sherwood.resources import resource_path

# --- the components (SR-B-1, SR-C-5.2) --------------------------------------------------

RESOURCES = ("lumber", "wool", "grain", "brick", "ore")
"""SR-C-5.2: the resources, in the order every hand and bank counts them."""

TERRAINS = ("forest", "pasture", "fields", "hills", "mountains", "desert")
"""SR-C-5.2: the terrains."""

PRODUCES: dict[str, str] = dict(zip(TERRAINS, RESOURCES, strict=False))
"""SR-B-1.2: the resource each terrain produces (the desert produces nothing: not listed)."""

TERRAIN_COUNTS: dict[str, int] = {
    "forest": 4, "pasture": 4, "fields": 4, "hills": 3, "mountains": 3, "desert": 1}
"""SR-B-1.1: how many hexes of each terrain the island has (19)."""

TOKEN_LETTERS: dict[str, int] = {
    "A": 5, "B": 2, "C": 6, "D": 3, "E": 8, "F": 10, "G": 9, "H": 12, "I": 11,
    "J": 4, "K": 8, "L": 10, "M": 9, "N": 4, "O": 5, "P": 6, "Q": 3, "R": 11}
"""SR-B-1.3: the 18 number tokens by the letter on their back, in placing order A-R."""

TOKEN_COUNTS: dict[int, int] = dict(sorted(Counter(TOKEN_LETTERS.values()).items()))
"""SR-B-1.3: how many tokens show each number (one 2 and one 12, two of each other; no 7)."""

PIPS: dict[int, int] = {n: 6 - abs(7 - n) for n in TOKEN_COUNTS}
"""SR-B-1.3: of the 36 rolls of two dice, how many give each token's number."""

HARBOUR_TYPES = ("generic", *RESOURCES)
"""SR-C-5.2: the harbour types."""

HARBOUR_SET = ("generic", "generic", "generic", "generic", *RESOURCES)
"""SR-B-1.4: the nine harbours' types (4 generic, one of each resource), in the order the
random layout shuffles them (R4)."""

RATIO: dict[str, int] = {t: 3 if t == "generic" else 2 for t in HARBOUR_TYPES}
"""SR-B-1.4: a generic harbour trades 3:1, a resource's harbour 2:1."""

HARBOUR_EDGES = (
    "2,-1,NE", "2,0,E", "1,1,SE", "-1,2,SE", "-3,3,NE", "-3,1,E", "-2,-1,E", "0,-3,SE", "1,-2,NE")
"""SR-B-2.3: the nine harbour positions H1..H9 (clockwise from the north-east), as edges."""

HARBOUR_ACCESS: tuple[tuple[str, str], ...] = tuple(
    (VERTEX_NAMES[a], VERTEX_NAMES[b]) for a, b in (EDGE_VERTICES[EDGE_ID[e]] for e in HARBOUR_EDGES))
"""SR-B-2.3: the two access vertices of H1..H9, the ends of each harbour's edge (SR-C-3.2)."""

CORNER_ORDER: tuple[str, ...] = tuple(SPIRAL_STARTS)
"""R3: the six start corners in the order the random layout draws from (E, NE, NW, W, SW, SE)."""

LAYOUTS = ("beginner", "random")
"""SR-M-1: the two layouts."""

_BAG = tuple(t for t, n in TERRAIN_COUNTS.items() for _ in range(n))
"""R2: the 19 terrain hexes before the shuffle (forest x4, ..., desert)."""


@dataclass(frozen=True)
class Harbour:
    """One harbour: on edge ``edge``, trading ``ratio``:1 (SR-B-7.6 to SR-B-7.9)."""

    edge: int
    type: str
    """``generic`` or a resource."""
    ratio: int
    vertices: tuple[int, int]
    """Its two access vertices (SR-B-2.3), the ends of its edge."""


@dataclass(frozen=True)
class Island:
    """Everything the layout decides, indexed by hex id (``geometry.LAND`` order)."""

    layout: str
    """``beginner`` or ``random`` (SR-M-1)."""
    terrain: tuple[str, ...]
    tokens: tuple[int | None, ...]
    """The number token on each hex; None on the desert."""
    harbours: tuple[Harbour, ...]
    """H1..H9 in the spec's order (a board file: in the file's order)."""
    robber_start: int
    """The hex the robber starts on: the desert (SR-B-2.7)."""


# --- the two layouts --------------------------------------------------------------------


@cache
def beginner_island() -> Island:
    """SR-B-2.2, SR-B-2.3: the beginner island, read from ``boards/settlers.yaml`` once."""
    return island_from_yaml(resource_path("boards", "settlers.yaml"), "boards/settlers.yaml")


def random_island(rng: SeededRng) -> Island:
    """SR-B-2.4 to SR-B-2.7: a random island dealt with the match's generator.

    Three draws, in this order: R2 shuffles the 19 terrains (``_BAG``) over the land hexes in
    reading order, R3 picks the spiral's start corner from ``CORNER_ORDER``, R4 shuffles the
    nine harbour types (``HARBOUR_SET``) over H1..H9. The tokens follow the spiral, skipping
    the desert (:func:`spiral_tokens`); the robber starts on the desert.
    """
    terrain = list(_BAG)
    rng.shuffle(terrain)  # R2
    corner = rng.choice(CORNER_ORDER)  # R3
    types = list(HARBOUR_SET)
    rng.shuffle(types)  # R4
    desert = terrain.index("desert")
    harbours = tuple(_harbour(EDGE_ID[e], t) for e, t in zip(HARBOUR_EDGES, types, strict=True))
    return Island("random", tuple(terrain), spiral_tokens(desert, corner), harbours, desert)


def spiral_tokens(desert: int, corner: str) -> tuple[int | None, ...]:
    """SR-B-2.5: the token on each hex when tokens A..R are laid along the spiral from
    ``corner`` (SR-C-4.1), skipping the hex ``desert`` (an id), which gets None."""
    tokens: list[int | None] = [None] * len(LAND)
    spiral = [HEX_ID[h] for h in SPIRALS[corner] if HEX_ID[h] != desert]
    for h, value in zip(spiral, TOKEN_LETTERS.values(), strict=True):
        tokens[h] = value
    return tuple(tokens)


def _harbour(edge: int, kind: str) -> Harbour:
    return Harbour(edge, kind, RATIO[kind], EDGE_VERTICES[edge])


# --- reading a board file's island (SR-C-5) ---------------------------------------------


def island_from_yaml(path: str | pathlib.Path, shown: str | None = None) -> Island:
    """The island of the board file ``path``, its whole board checked (SR-C-5.3).

    Errors are BadLayout naming ``shown`` (default: ``path`` as given), the line and the field.
    """
    shown = shown if shown is not None else str(path)
    layout = load_layout_file(path, shown)
    section = layout.sections.get("island")
    if section is None:
        raise BadLayout(shown, None, "island", "is required but missing: the board's island "
                        "(layout, hexes, harbours, robber_start; see boards/README.md)")
    return read_island(section.at, section.node)


def read_island(at: At, node: Any) -> Island:
    """The ``island`` section ``node`` (at ``at``), read and checked (SR-C-5.1, SR-C-5.3):
    19 land hexes at distance at most 2 with the terrain counts of SR-B-1.1, 18 tokens with
    the counts of the token table and none on the desert, 9 harbours (SR-B-1.4) each on a
    coast edge with no vertex shared between two, the robber on the desert (SR-B-2.7)."""
    node = check_fields(at, node, ("layout", "hexes", "harbours", "robber_start"), ())
    layout = read_field(at, node, "layout", _layout_name)
    terrain, tokens = _hexes(at.key(node, "hexes"), node["hexes"])
    harbours = _harbours(at.key(node, "harbours"), node["harbours"])
    robber = read_field(at, node, "robber_start", _hex)
    if terrain[HEX_ID[robber]] != "desert":
        desert = LAND[terrain.index("desert")]
        at.key(node, "robber_start").fail(
            f"the robber starts on the desert, {_coords(desert)} (SR-B-2.7), "
            f"not on {_coords(robber)} ({terrain[HEX_ID[robber]]})")
    return Island(layout, terrain, tokens, harbours, HEX_ID[robber])


def _layout_name(at: At, value: Any) -> str:
    name = read_ident(at, value)
    if name not in LAYOUTS:
        at.fail(f"expected beginner or random, got {name!r}{suggest(name, LAYOUTS)}")
    return name


def _coords(h: Hex) -> str:
    return f"[{h[0]}, {h[1]}]"


def _hex(at: At, value: Any) -> Hex:
    """A land hex written ``[q, r]``."""
    if not isinstance(value, YamlSeq) or len(value) != 2:
        at.fail(f"expected a land hex [q, r], got {show(value)}")
    h = (read_int(at.item(value, 0), value[0]), read_int(at.item(value, 1), value[1]))
    _on_land(at, h)
    return h


def _on_land(at: At, h: Hex) -> None:
    if h not in HEX_ID:
        at.fail(f"{_coords(h)} is not a land hex: the island's 19 hexes lie at most 2 steps "
                f"from [0, 0] (SR-C-1.3), and {_coords(h)} is {distance(h, (0, 0))} away")


# --- hexes and tokens -------------------------------------------------------------------


@dataclass(frozen=True)
class _HexEntry:
    at: At
    node: YamlMap
    place: Hex
    terrain: str
    token: int | None


def _hexes(at: At, node: Any) -> tuple[tuple[str, ...], tuple[int | None, ...]]:
    """The terrain and the token of every land hex, by hex id."""
    entries = read_list(at, node, _hex_entry)
    first: dict[Hex, int] = {}
    for i, entry in enumerate(entries):
        if entry.place in first:
            entry.at.fail(f"hex {_coords(entry.place)} is listed twice "
                          f"(first as {at.field}[{first[entry.place]}])")
        first[entry.place] = i
    _at_most(entries, TERRAIN_COUNTS, lambda e: e.terrain, "terrain",
             lambda t, n: f"one {t} hex too many: the island has {n} (SR-B-1.1: 4 forest, "
                          "4 pasture, 4 fields, 3 hills, 3 mountains and 1 desert)")
    _at_most([e for e in entries if e.token is not None], TOKEN_COUNTS, lambda e: e.token, "token",
             lambda v, n: f"one {v} token too many: there {'is' if n == 1 else 'are'} {n} "
                          "(SR-B-1.3: one 2 and one 12, two each of 3, 4, 5, 6, 8, 9, 10 and 11)")
    if len(entries) < len(LAND):
        missing = ", ".join(_coords(h) for h in LAND if h not in first)
        at.fail(f"lists {len(entries)} land hexes, but the island has {len(LAND)} "
                f"(SR-C-1.3); missing: {missing}")
    terrain = [""] * len(LAND)
    tokens: list[int | None] = [None] * len(LAND)
    for entry in entries:
        terrain[HEX_ID[entry.place]], tokens[HEX_ID[entry.place]] = entry.terrain, entry.token
    return tuple(terrain), tuple(tokens)


def _at_most(entries: list[Any], limits: dict[Any, int], value: Any, field: str, words: Any) -> None:
    """Fail at the ``field`` of the first entry whose ``value`` exceeds its limit."""
    seen: Counter[Any] = Counter()
    for entry in entries:
        key = value(entry)
        seen[key] += 1
        if seen[key] > limits[key]:
            entry.at.key(entry.node, field).fail(words(key, limits[key]))


def _hex_entry(at: At, node: Any) -> _HexEntry:
    node = check_fields(at, node, ("q", "r", "terrain", "token"), ())
    place = (read_field(at, node, "q", read_int), read_field(at, node, "r", read_int))
    _on_land(at, place)
    terrain = read_field(at, node, "terrain", _terrain)
    token_at, token = at.key(node, "token"), node["token"]
    if terrain == "desert":
        if token is not None:
            token_at.fail(f"the desert carries no number token (SR-B-1.2), got {show(token)}; "
                          "write token: null")
        return _HexEntry(at, node, place, terrain, None)
    if token is None:
        token_at.fail(f"a {terrain} hex carries a number token (SR-B-1.3: every land hex "
                      "but the desert has one)")
    value = read_int(token_at, token)
    if value not in TOKEN_COUNTS:
        token_at.fail(f"no number token shows {value} (the tokens show 2 to 6 and 8 to 12, SR-B-1.3)")
    return _HexEntry(at, node, place, terrain, value)


def _terrain(at: At, value: Any) -> str:
    name = read_ident(at, value)
    if name not in TERRAINS:
        at.fail(f"unknown terrain {name!r}{suggest(name, TERRAINS)} "
                f"(terrains: {', '.join(TERRAINS)})")
    return name


# --- harbours ---------------------------------------------------------------------------


@dataclass(frozen=True)
class _HarbourEntry:
    at: At
    node: YamlMap
    harbour: Harbour


def _harbours(at: At, node: Any) -> tuple[Harbour, ...]:
    entries = read_list(at, node, _harbour_entry)
    owner: dict[int, int] = {}
    for i, entry in enumerate(entries):
        edge_at = entry.at.key(entry.node, "edge")
        for j, other in enumerate(entries[:i]):
            if other.harbour.edge == entry.harbour.edge:
                edge_at.fail(f"the edge {_edge_words(entry.harbour.edge)} has a harbour already "
                             f"({at.field}[{j}])")
        for v in entry.harbour.vertices:
            if v in owner:
                j = owner[v]
                edge_at.fail(f"shares the corner [{_spaced(VERTEX_NAMES[v])}] with the harbour "
                             f"{at.field}[{j}] on {_edge_words(entries[j].harbour.edge)}: "
                             "no two harbours may share a corner (SR-C-5.3)")
        owner.update((v, i) for v in entry.harbour.vertices)
    _at_most(entries, Counter(HARBOUR_SET), lambda e: e.harbour.type, "type",
             lambda t, n: f"one {t} harbour too many: there {'is' if n == 1 else 'are'} {n} "
                          "(SR-B-1.4: 4 generic and one for each resource)")
    if len(entries) < len(HARBOUR_SET):
        lacking = Counter(HARBOUR_SET) - Counter(e.harbour.type for e in entries)
        words = ", ".join(f"{n} {t}" for t, n in lacking.items())
        at.fail(f"lists {len(entries)} harbours, but the island has {len(HARBOUR_SET)} "
                f"(SR-B-1.4); missing: {words}")
    return tuple(e.harbour for e in entries)


def _harbour_entry(at: At, node: Any) -> _HarbourEntry:
    node = check_fields(at, node, ("edge", "type", "ratio"), ())
    edge = read_field(at, node, "edge", _coast_edge)
    kind = read_field(at, node, "type", _harbour_type)
    ratio = read_field(at, node, "ratio", read_int)
    if ratio != RATIO[kind]:
        at.key(node, "ratio").fail(f"a {kind} harbour trades {RATIO[kind]}:1, so its ratio is "
                                   f"{RATIO[kind]}, not {ratio} (SR-B-1.4)")
    return _HarbourEntry(at, node, _harbour(edge, kind))


def _harbour_type(at: At, value: Any) -> str:
    name = read_ident(at, value)
    if name not in HARBOUR_TYPES:
        at.fail(f"unknown harbour type {name!r}{suggest(name, HARBOUR_TYPES)} "
                f"(types: {', '.join(HARBOUR_TYPES)})")
    return name


_OTHER_SIDES = ("SW", "W", "NW")


def _coast_edge(at: At, value: Any) -> int:
    """An edge written ``[q, r, D]`` (SR-C-3.1) that lies on the coast (SR-C-3.5)."""
    if not isinstance(value, YamlSeq) or len(value) != 3:
        at.fail(f"expected an edge [q, r, D] with D one of NE, E, SE, got {show(value)}")
    q, r = read_int(at.item(value, 0), value[0]), read_int(at.item(value, 1), value[1])
    side = value[2]
    if side in _OTHER_SIDES:
        proper = side_name((q, r), side)
        at.item(value, 2).fail(f"the {side} side of [{q}, {r}] is written [{_spaced(proper)}] "
                               "(an edge is named from the hex whose NE, E or SE side it is, SR-C-3.1)")
    if side not in ("NE", "E", "SE"):
        at.item(value, 2).fail(f"expected NE, E or SE, got {show(side)} (SR-C-3.1)")
    name = f"{q},{r},{side}"
    if name not in EDGE_ID:
        at.fail(f"the edge [{q}, {r}, {side}] is out at sea: it touches no land hex "
                "(a harbour lies on a coast edge, between a land hex and the sea)")
    edge = EDGE_ID[name]
    if len(EDGE_HEXES[edge]) == 2:
        a, b = (_coords(LAND[h]) for h in EDGE_HEXES[edge])
        at.fail(f"the edge [{q}, {r}, {side}] is inland, between {a} and {b}: a harbour lies on "
                "a coast edge, between a land hex and the sea (SR-C-5.3)")
    return edge


def _spaced(name: str) -> str:
    """``"2,-1,NE"`` as the file writes it: ``2, -1, NE``."""
    return name.replace(",", ", ")


def _edge_words(edge: int) -> str:
    return f"[{_spaced(EDGE_NAMES[edge])}]"
