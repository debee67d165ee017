"""The forest (AR-2): the board of the rules, read from ``boards/adventures.yaml``.

:func:`read_forest` reads and checks the board file's ``forest`` section: the 57 spaces of
table 2.1 in table order (the tie-break order of AR-2.3), the path, bridge and sight edges of
2.2, the tiles of 2.3 with their faces (initial face first), the display areas of 2.4. Every
mistake names the file, the line and the field, e.g. ``boards/adventures.yaml, line 40,
field forest.spaces[16].zone: unknown zone 'forrest'; did you mean 'forest'?``. The
adventure's ``GameSpec`` hands it to the board check: ``BoardNeeds(sections={"forest":
read_forest})``. :func:`forest` reads the bundled board once (cached); ``BOARD`` is the same.

The graph the rules walk is derived once: ``walk`` (path and bridge edges: you, AR-5.3),
``roads`` (path edges only: Gisbourne and the guards' watch, AR-10.4, AR-11.2) and
``bow`` (fewest edges of any kind between two spaces: AR-8.3).

>>> f = forest()
>>> len(f.spaces), len(f.path_edges), len(f.bridge_edges), len(f.sight_edges), len(f.tiles)
(57, 89, 11, 3, 68)
>>> f.walk["camp_60"], f.bow["haycart_214"]["wall_48"], f.tiles_on["square"]
(('tb35', 'thicket_50'), 2, ('G8', 'N20'))
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from sherwood.engine.checked_yaml import (
    At,
    FrozenMap,
    YamlSeq,
    check_fields,
    check_known,
    check_unique,
    read_count,
    read_field,
    read_ident,
    read_list,
    read_number,
    read_numbers,
    read_text,
    show,
    suggest,
)
from sherwood.engine.errors import BadLayout
from sherwood.engine.layout import load_layout_file
from sherwood.engine.values import shown
from sherwood.games.adventures.content import (
    BOOK_TILES,
    CAMP_FRONT,
    COACHES,
    DOSSIER,
    GUARDS,
    HOURGLASSES,
    NOBLES,
    OBJECTS,
    SEAL_IDS,
    SET_TASKS,
    TASK_SPACES,
    WALL,
    WIN_HOPE,
)
from sherwood.resources import resource_path

ZONES = ("forest", "river", "village", "church", "castle")
LIGHTS = ("open", "shadow")
SPACE_KINDS = ("ground", "tree_bridge", "camp", "front_tile")
"""AR-2.2: a space's zone, light and kind."""

TILE_FACES: dict[str, tuple[str, ...]] = {
    **{g: ("hidden", "revealed") for g in (*GUARDS, *NOBLES, *COACHES)},
    **{str(n): ("unexplored", "explored") for n in (
        90, 91, 93, 94, 95, 97, 101, 102, 103, 104, 105, 106, 113, 114, 140, 141, 142, 150)},
    **{n: ("unexplored", "explored", "removed") for n in ("58", "149", "190")},
    **{str(n): ("bridge",) for n in range(30, 39)},
    "46": ("empty", "sheriff"), "48": ("empty", "sheriff"),
    "50": ("present", "removed"), "61": ("present", "removed"),
    "60": ("symbols", "inactive"), "70": ("symbols", "inactive"),
    "100": ("merchant",), "120": ("merchant",), "208": ("boat",), "209": ("boat",),
    "214": ("haycart",), "243": ("pennant", "banner"), "250": ("roof", "removed"),
    "251": ("cross", "no_cross"), "111": ("wall",),
}
"""Table 2.3: every tile the rules read, with its faces (initial first)."""

TILE_KINDS: dict[str, str] = {
    **dict.fromkeys(GUARDS, "guard"), **dict.fromkeys(NOBLES, "noble"),
    **dict.fromkeys(COACHES, "coach"),
    **{t: "explorable" for t, faces in TILE_FACES.items() if faces[0] == "unexplored"},
    **{str(n): "tree_bridge" for n in range(30, 39)},
    "46": "sheriff_post", "48": "sheriff_post", "50": "front", "61": "front", "60": "camp",
    "70": "camp", "100": "merchant", "120": "merchant", "208": "boat", "209": "boat",
    "214": "haycart", "243": "pennant", "250": "smithy_roof", "251": "church_roof",
    "111": "wall",
}
"""Table 2.3 (codes of AR-2.4): the kind of every tile."""

TILE_KIND_NAMES = tuple(sorted(set(TILE_KINDS.values())))
"""AR-2.4: the kinds of tile."""

DISPLAYS = ("seal_recesses", "coat_of_arms", "parchment_top", "parchment_bottom",
            "solo_dossier_78", "explore_overview_79", "banner_of_hope", "evil_end", "bow",
            "task_objects", "bag_panel")
"""2.4: the display areas."""

DISPLAY_COUNTS: dict[str, tuple[str, int]] = {
    "seal_recesses": ("slots", len(SEAL_IDS)),                          # AR-1.14: 8 seals
    "coat_of_arms": ("slots", max(len(t) for t in SET_TASKS.values())),  # a set's 3 tasks
    "solo_dossier_78": ("squares", len(DOSSIER)),                       # 1.6: 6 squares
    "banner_of_hope": ("cells", WIN_HOPE + 1),                          # Hope 0..18
    "evil_end": ("slots", HOURGLASSES),                                 # AR-3.13: 7 hourglasses
}
"""2.4: the places a display shows, as many as the rules have things to put there (the
table draws one for each)."""

CANVAS_SIDES = (500, 5000)
"""The forest's canvas may be from 500 to 5,000 units a side (the spec's is 1600 x 1000; the
table draws its pieces in these units)."""
SPACE_RADIUS = (10, 60)
"""A space's radius may be from 10 to 60 canvas units (the spec's is 26; a figure and a tile
must fit on it, and no two spaces may overlap)."""

NAMED_SPACES = ("gate_shadows", "castle_road", "camp_60", "camp_70", "thicket_50",
                "bramble_61", "tower_46", "wall_48", *WALL, *TASK_SPACES.values(),
                *(s for book in BOOK_TILES.values() for s in book[:2]))
"""Spaces the rules name outside the tiles (AR-3.22, AR-10.8, AR-13.22, AR-6.11 to 6.13)."""


@dataclass(frozen=True)
class Space:
    """A space of table 2.1; ``order`` is its "#" less one (AR-2.3)."""

    key: str
    name: str
    zone: str
    light: str
    kind: str
    at: tuple[float, float]
    order: int


@dataclass(frozen=True)
class Tile:
    """A tile of table 2.3 on its space(s) (tile 111 lies on two)."""

    id: str
    spaces: tuple[str, ...]
    kind: str
    faces: tuple[str, ...]
    carries: str | None = None
    name: str | None = None

    @property
    def space(self) -> str:
        return self.spaces[0]


@dataclass(frozen=True)
class Forest:
    """The board of the rules, with the graph derived from it."""

    canvas: tuple[float, float]
    space_radius: float
    spaces: FrozenMap[Space]
    path_edges: tuple[tuple[str, str], ...]
    bridge_edges: tuple[tuple[str, str], ...]
    sight_edges: tuple[tuple[str, str], ...]
    tiles: FrozenMap[Tile]
    displays: FrozenMap[FrozenMap[Any]]
    lion_seal_places: tuple[str, ...]
    gisbourne_start: str
    caught_return: tuple[str, str]
    walk: dict[str, tuple[str, ...]] = field(default_factory=dict, compare=False, repr=False)
    """Neighbours along path and bridge edges, in table order (AR-5.3)."""
    roads: dict[str, tuple[str, ...]] = field(default_factory=dict, compare=False, repr=False)
    """Neighbours along path edges only, in table order (AR-10.4, AR-11.2)."""
    bow: dict[str, dict[str, int]] = field(default_factory=dict, compare=False, repr=False)
    """Fewest edges of any kind between two spaces (AR-8.3)."""
    tiles_on: dict[str, tuple[str, ...]] = field(default_factory=dict, compare=False, repr=False)
    """The tiles on each space, in file order."""

    def __post_init__(self) -> None:
        order = {key: s.order for key, s in self.spaces.items()}

        def table(edges: tuple[tuple[str, str], ...]) -> dict[str, tuple[str, ...]]:
            found: dict[str, list[str]] = {key: [] for key in self.spaces}
            for a, b in edges:
                found[a].append(b)
                found[b].append(a)
            return {key: tuple(sorted(n, key=order.__getitem__)) for key, n in found.items()}

        walk = table(self.path_edges + self.bridge_edges)
        every = table(self.path_edges + self.bridge_edges + self.sight_edges)
        on: dict[str, list[str]] = {key: [] for key in self.spaces}
        for tile in self.tiles.values():
            for s in tile.spaces:
                on[s].append(tile.id)
        self.walk.update(walk)
        self.roads.update(table(self.path_edges))
        self.bow.update({key: distances(every, key) for key in self.spaces})
        self.tiles_on.update({key: tuple(t) for key, t in on.items()})


def distances(neighbours: dict[str, tuple[str, ...]], start: str,
              allowed: Any = None) -> dict[str, int]:
    """Fewest steps from ``start`` to every space reachable over ``neighbours``, entering only
    spaces for which ``allowed(space)`` holds (all, when None)."""
    found = {start: 0}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        for there in neighbours[here]:
            if there not in found and (allowed is None or allowed(there)):
                found[there] = found[here] + 1
                todo.append(there)
    return found


# --- the bundled board ------------------------------------------------------------------

SHOWN = "boards/adventures.yaml"


@cache
def forest() -> Forest:
    """The forest of ``boards/adventures.yaml``, read and checked once."""
    return forest_from_yaml(resource_path("boards", "adventures.yaml"), SHOWN)


def forest_from_yaml(path: Any, shown: str | None = None) -> Forest:
    """The forest of the board file ``path``, its whole board checked; errors are BadLayout
    naming ``shown`` (default: ``path`` as given), the line and the field."""
    shown = shown if shown is not None else str(path)
    layout = load_layout_file(path, shown)
    section = layout.sections.get("forest")
    if section is None:
        raise BadLayout(shown, None, "forest", "is required but missing: the adventure's board "
                        "(spaces, edges, tiles, displays; see the rules, section 2)")
    return read_forest(section.at, section.node)


def __getattr__(name: str) -> Forest:
    if name == "BOARD":  # the bundled forest, read on first use
        return forest()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# --- reading the forest section ---------------------------------------------------------


def read_forest(at: At, node: Any) -> Forest:
    """The ``forest`` section ``node`` (at ``at``), read and checked (AR-2)."""
    node = check_fields(at, node, ("canvas", "space_radius", "lion_seal_places", "gisbourne_start",
                                   "caught_return", "spaces", "path_edges", "bridge_edges",
                                   "sight_edges", "tiles", "displays"), ())
    canvas = read_field(at, node, "canvas", _canvas)
    radius = read_field(at, node, "space_radius", _radius)
    spaces = _spaces(at.key(node, "spaces"), node["spaces"], canvas, radius)
    kinds = {key: s.kind for key, s in spaces.items()}
    seen: dict[frozenset[str], str] = {}
    paths = _edges(at.key(node, "path_edges"), node["path_edges"], spaces, seen, "path")
    bridges = _edges(at.key(node, "bridge_edges"), node["bridge_edges"], spaces, seen, "bridge")
    sights = _edges(at.key(node, "sight_edges"), node["sight_edges"], spaces, seen, "sight")
    for i, (a, b) in enumerate(paths):
        if kinds[a] == kinds[b] == "tree_bridge":
            at.key(node, "path_edges").item(node["path_edges"], i).fail(
                f"{a} and {b} are both tree bridges: join them with a bridge edge (AR-2.5)")
    for i, (a, b) in enumerate(bridges):
        if not kinds[a] == kinds[b] == "tree_bridge":
            at.key(node, "bridge_edges").item(node["bridge_edges"], i).fail(
                f"a bridge edge joins two tree bridges (AR-2.5), not {a} ({kinds[a]}) and "
                f"{b} ({kinds[b]})")
    _connected(at.key(node, "path_edges"), spaces, paths + bridges)
    tiles = _tiles(at.key(node, "tiles"), node["tiles"], spaces)
    places = read_field(at, node, "lion_seal_places", lambda a, v: _space_list(a, v, spaces, 4))
    start = read_field(at, node, "gisbourne_start", lambda a, v: _space(a, v, spaces))
    back = read_field(at, node, "caught_return", lambda a, v: _space_list(a, v, spaces, 2))
    for key in NAMED_SPACES:
        if key not in spaces:
            at.key(node, "spaces").fail(f"the rules need the space {key!r}{suggest(key, spaces)}")
    for camp, front in ((60, CAMP_FRONT[60]), (70, CAMP_FRONT[70])):
        for key, kind in ((f"camp_{camp}", "camp"), (tiles[front].space, "front_tile")):
            if kinds[key] != kind:
                at.key(node, "spaces").fail(f"{key} must be of kind {kind} (AR-2.8), not {kinds[key]}")
    displays = _displays(at.key(node, "displays"), node["displays"], canvas)
    return Forest(canvas, radius, spaces, tuple(paths), tuple(bridges), tuple(sights), tiles,
                  displays, tuple(places), start, (back[0], back[1]))


def _canvas(at: At, value: Any) -> tuple[float, float]:
    w, h = read_numbers(at, value, "[width, height]")
    low, high = CANVAS_SIDES
    if not (low <= w <= high and low <= h <= high):
        at.fail(f"each side of the canvas is from {low:,} to {high:,} units, got [{w:g}, {h:g}]")
    return (w, h)


def _radius(at: At, value: Any) -> float:
    radius = read_number(at, value)
    low, high = SPACE_RADIUS
    if not low <= radius <= high:
        at.fail(f"a space's radius is from {low} to {high} canvas units, got {radius:g}")
    return radius


def _spaces(at: At, node: Any, canvas: tuple[float, float], radius: float) -> FrozenMap[Space]:
    entries = read_list(at, node, lambda a, v: _space_entry(a, v, canvas, radius), nonempty=True)
    check_unique(at, node, [s.key for s in entries], "key", "space key")
    for i, space in enumerate(entries):  # AR-2.1: each space a circle of its own
        for other in entries[:i]:
            gap = math.dist(space.at, other.at)
            if gap < 2 * radius:
                at.item(node, i).key(node[i], "at").fail(
                    f"{space.key} at {_spot(space.at)} overlaps {other.key} at {_spot(other.at)}: "
                    f"the centres of two spaces lie at least twice the space radius apart "
                    f"({2 * radius:g}), these {gap:g}")
    return FrozenMap((s.key, Space(s.key, s.name, s.zone, s.light, s.kind, s.at, i))
                     for i, s in enumerate(entries))


def _spot(point: tuple[float, float]) -> str:
    return f"[{point[0]:g}, {point[1]:g}]"


def _space_entry(at: At, node: Any, canvas: tuple[float, float], radius: float) -> Space:
    node = check_fields(at, node, ("key", "name", "zone", "light", "kind", "at"), ())
    x, y = read_field(at, node, "at", lambda a, v: read_numbers(a, v, "[x, y]"))
    if not (radius <= x <= canvas[0] - radius and radius <= y <= canvas[1] - radius):
        at.key(node, "at").fail(f"[{x:g}, {y:g}] lies outside the canvas {canvas[0]:g} x "
                                f"{canvas[1]:g}: a space (radius {radius:g}) lies wholly on it")
    return Space(read_field(at, node, "key", read_ident), read_field(at, node, "name", read_text),
                 read_field(at, node, "zone", lambda a, v: _one_of(a, v, ZONES, "zone")),
                 read_field(at, node, "light", lambda a, v: _one_of(a, v, LIGHTS, "light")),
                 read_field(at, node, "kind", lambda a, v: _one_of(a, v, SPACE_KINDS, "kind")),
                 (x, y), -1)


def _one_of(at: At, value: Any, choices: tuple[str, ...], what: str) -> str:
    name = read_ident(at, value)
    if name not in choices:
        at.fail(f"unknown {what} {name!r}{suggest(name, choices)} ({what}s: {', '.join(choices)})")
    return name


def _space(at: At, value: Any, spaces: FrozenMap[Space]) -> str:
    key = read_ident(at, value)
    check_known(at, key, spaces, "space")
    return key


def _space_list(at: At, value: Any, spaces: FrozenMap[Space], count: int) -> list[str]:
    keys = read_list(at, value, lambda a, v: _space(a, v, spaces))
    if len(keys) != count:
        at.fail(f"expected {count} spaces, got {len(keys)}")
    return keys


def _edges(at: At, node: Any, spaces: FrozenMap[Space], seen: dict[frozenset[str], str],
           kind: str) -> list[tuple[str, str]]:
    if not isinstance(node, YamlSeq):
        at.fail(f"expected a list of edges [space, space], got {show(node)}")
    edges: list[tuple[str, str]] = []
    for i, item in enumerate(node):
        where = at.item(node, i)
        ends = read_list(where, item, lambda a, v: _space(a, v, spaces))
        if len(ends) != 2 or ends[0] == ends[1]:
            where.fail(f"an edge joins two different spaces, got {show(item)}")
        pair = frozenset(ends)
        if pair in seen:
            where.fail(f"{ends[0]} and {ends[1]} are joined twice (first by a {seen[pair]} edge)")
        seen[pair] = kind
        edges.append((ends[0], ends[1]))
    return edges


def _connected(at: At, spaces: FrozenMap[Space], edges: list[tuple[str, str]]) -> None:
    neighbours: dict[str, list[str]] = {key: [] for key in spaces}
    for a, b in edges:
        neighbours[a].append(b)
        neighbours[b].append(a)
    first = next(iter(spaces))
    reached = distances({k: tuple(v) for k, v in neighbours.items()}, first)
    cut = [key for key in spaces if key not in reached]
    if cut:
        at.fail(f"no walk joins {first} to {', '.join(cut[:5])} (the forest is one graph, AR-2.1)")


def _tiles(at: At, node: Any, spaces: FrozenMap[Space]) -> FrozenMap[Tile]:
    tiles = read_list(at, node, lambda a, v: _tile(a, v, spaces), nonempty=True)
    check_unique(at, node, [t.id for t in tiles], "id", "tile id")
    found = FrozenMap((t.id, t) for t in tiles)
    for i, tile in enumerate(tiles):
        where = at.item(node, i)
        if tile.id in TILE_FACES:
            if tile.kind != TILE_KINDS[tile.id]:
                where.key(node[i], "kind").fail(
                    f"tile {tile.id} is a {TILE_KINDS[tile.id]} (table 2.3), not a {tile.kind}")
            if tile.faces != TILE_FACES[tile.id]:
                where.key(node[i], "faces").fail(
                    f"tile {tile.id} has the faces {list(TILE_FACES[tile.id])} (table 2.3, "
                    f"initial first), not {list(tile.faces)}")
    missing = [t for t in TILE_FACES if t not in found]
    if missing:
        at.fail(f"the rules need the tiles {', '.join(missing)} (table 2.3)")
    return found


def _tile(at: At, node: Any, spaces: FrozenMap[Space]) -> Tile:
    node = check_fields(at, node, ("id", "kind", "faces"), ("space", "spaces", "carries", "name"))
    tile_id = read_field(at, node, "id", read_text)
    if tile_id not in TILE_FACES:
        at.key(node, "id").fail(f"the rules have no tile {shown(tile_id)}{suggest(tile_id, TILE_FACES)} "
                                "(table 2.3)")
    if ("space" in node) == ("spaces" in node):
        at.fail("a tile lies on one space (space: key) or on several (spaces: [keys])")
    on: tuple[str, ...]
    if "space" in node:
        on = (read_field(at, node, "space", lambda a, v: _space(a, v, spaces)),)
    else:
        on = tuple(read_field(at, node, "spaces", lambda a, v: read_list(
            a, v, lambda b, w: _space(b, w, spaces), nonempty=True)))
    kind = read_field(at, node, "kind", lambda a, v: _one_of(a, v, TILE_KIND_NAMES, "tile kind"))
    faces = tuple(read_field(at, node, "faces", lambda a, v: read_list(a, v, read_ident, nonempty=True)))
    carries = read_field(at, node, "carries", lambda a, v: _one_of(a, v, OBJECTS, "object"))
    if (kind == "noble") != (carries is not None):
        at.key(node, "carries").fail("a noble carries one object (table 2.3b); other tiles none")
    name = read_field(at, node, "name", read_text)
    if kind == "explorable" and name is None:
        at.key(node, "name").fail("an explorable tile needs its name (table 2.3c)")
    return Tile(tile_id, on, kind, faces, carries, name)


_DISPLAY_COUNTS = ("slots", "cells", "squares")


def _objects(at: At, value: Any) -> list[str]:
    return read_list(at, value, lambda a, v: _one_of(a, v, OBJECTS, "object"))


def _displays(at: At, node: Any, canvas: tuple[float, float]) -> FrozenMap[FrozenMap[Any]]:
    node = check_fields(at, node, DISPLAYS, ())
    found: dict[str, FrozenMap[Any]] = {}
    for name in DISPLAYS:
        where = at.key(node, name)
        entry = check_fields(where, node[name], ("rect",), (*_DISPLAY_COUNTS, "objects"))
        rect = read_field(where, entry, "rect", lambda a, v: read_numbers(a, v, "[x, y, w, h]"))
        x, y, w, h = rect
        if w <= 0 or h <= 0 or x < 0 or y < 0 or x + w > canvas[0] or y + h > canvas[1]:
            where.key(entry, "rect").fail(f"{list(rect)} must lie inside the canvas")
        values: dict[str, Any] = {"rect": rect}
        counted, wanted = DISPLAY_COUNTS.get(name, ("", 0))
        for count in _DISPLAY_COUNTS:
            if count in entry and count != counted:
                where.key(entry, count).fail(f"the {name} display has no {count} to count"
                                             + (f" (it has {counted})" if counted else ""))
        if counted:
            if counted not in entry:
                where.key(entry, counted).fail(f"is required: the {name} display shows {wanted}")
            number = read_field(where, entry, counted, read_count)
            if number != wanted:
                where.key(entry, counted).fail(f"the {name} display shows {wanted} {counted} "
                                               f"(the rules have {wanted} to put there), not {number}")
            values[counted] = number
        if "objects" in entry:
            values["objects"] = tuple(read_field(where, entry, "objects", _objects))
        found[name] = FrozenMap(values)
    return FrozenMap(found)
