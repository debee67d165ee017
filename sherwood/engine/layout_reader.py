"""Reading a board layout from its YAML tree, section by section, into the values of
:mod:`sherwood.engine.layout`; every mistake raises BadLayout with file, line and field.

``read_layout`` is the entry; :func:`sherwood.engine.layout.load_layout` and friends call it.
Besides the sections every board may have (:data:`FIELDS`), a board holds the sections the
games drawn on it read themselves (the Settlers' ``island``), each declared by its game in
``BoardNeeds.sections``: the caller names them, and a top-level section no game declares is
refused at its line.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import replace
from typing import Any

from sherwood.engine import hexgrid
from sherwood.engine.checked_yaml import (
    At,
    FrozenMap,
    YamlMap,
    YamlSeq,
    check_fields,
    check_known,
    check_unique,
    read_count,
    read_field,
    read_ident,
    read_int,
    read_items,
    read_list,
    read_natural,
    read_number,
    read_numbers,
    read_table,
    read_text,
    show,
    suggest,
)
from sherwood.engine.hexgrid import Point
from sherwood.engine.layout import (
    Hex,
    HexMap,
    Layout,
    Path,
    PathSpace,
    PrisonLevel,
    Section,
    Shape,
    Slot,
    Track,
    TrackSpace,
    Zone,
)

_SHAPES = ("rect", "circle", "polygon")
REQUIRED = ("board", "title", "size")
FIELDS = (*REQUIRED, "zones", "tracks", "paths", "prison", "hexmap")
"""The top-level fields every board may have; any other is a section a game reads itself."""
_EMPTY: FrozenMap[Any] = FrozenMap()


# --- reading values ---------------------------------------------------------------------


def _vector(at: At, value: Any) -> Point:
    """A step ``[dx, dy]``, no longer than the board either way."""
    dx, dy = read_numbers(at, value, "[dx, dy]")
    if abs(dx) > at.canvas[0] or abs(dy) > at.canvas[1]:
        at.fail(f"a step of [{dx:g}, {dy:g}] is longer than the board, whose size is "
                f"[{at.canvas[0]:g}, {at.canvas[1]:g}]")
    return (dx, dy)


def _origin(at: At, value: Any) -> Point:
    """A position ``[x, y]`` that may lie off the board."""
    x, y = read_numbers(at, value, "[x, y]")
    return (x, y)


def _point(at: At, value: Any) -> Point:
    """A position ``[x, y]`` on the board."""
    x, y = read_numbers(at, value, "[x, y]")
    _inside(at, (x, y, 0, 0))
    return (x, y)


def _positive(at: At, value: Any) -> float:
    number = read_number(at, value)
    if number <= 0:
        at.fail(f"must be positive, got {number:g}")
    return number


MAX_BOARD_SIDE = 10_000
"""The widest and tallest a board's design canvas may be (the boards are 1600 x 1000 and
1920 x 1080 units; the window scales them)."""


def _size(at: At, value: Any) -> tuple[float, float]:
    width, height = read_numbers(at, value, "[width, height]")
    if width <= 0 or height <= 0:
        at.fail(f"width and height must be positive, got [{width:g}, {height:g}]")
    if width > MAX_BOARD_SIDE or height > MAX_BOARD_SIDE:
        at.fail(f"width and height may be at most {MAX_BOARD_SIDE:,}, got [{width:g}, {height:g}]")
    return (width, height)


def _inside(at: At, bounds: tuple[float, float, float, float], what: str = "") -> None:
    """Fail unless the box ``bounds`` (of ``what``, if named) lies on the board."""
    x, y, w, h = bounds
    width, height = at.canvas
    if x < 0 or y < 0 or x + w > width or y + h > height:
        at.fail(f"{what}reaches outside the board, whose size is [{width:g}, {height:g}]")


def _style(at: At, value: Any) -> FrozenMap[Any]:
    """A zone's settings for its table, passed through; each number in them (a card's size,
    a gap, a colour's part) lies from 0 to the board's larger side."""
    if not isinstance(value, YamlMap) or not all(isinstance(k, str) for k in value):
        at.fail(f"expected a mapping of named settings, got {show(value)}")
    _style_numbers(at, value, max(at.canvas))
    return _frozen(value)


def _style_numbers(at: At, node: Any, largest: float) -> None:
    if isinstance(node, YamlMap):
        for key, item in node.items():
            _style_numbers(at.key(node, key), item, largest)
    elif isinstance(node, YamlSeq):
        for i, item in enumerate(node):
            _style_numbers(at.item(node, i), item, largest)
    elif isinstance(node, int | float) and not isinstance(node, bool):
        number = read_number(at, node)
        if not 0 <= number <= largest:
            at.fail(f"a setting's number lies from 0 to the board's larger side, {largest:g}; "
                    f"got {number:g}")


def _frozen(value: Any) -> Any:
    """A YAML value made read-only: mappings become FrozenMap, lists tuples."""
    if isinstance(value, dict):
        return FrozenMap((k, _frozen(v)) for k, v in value.items())
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


# --- reading shapes ---------------------------------------------------------------------


def _shape(at: At, node: YamlMap) -> Shape:
    """The one shape field (rect, circle or polygon) of ``node``."""
    given = [name for name in _SHAPES if name in node]
    if not given:
        at.fail("needs a shape: give one of rect, circle or polygon")
    if len(given) > 1:
        at.key(node, given[1]).fail(f"has two shapes ({given[0]} and {given[1]}); give one")
    return _SHAPE_READERS[given[0]](at.key(node, given[0]), node[given[0]])


def _rect(at: At, value: Any) -> Shape:
    x, y, w, h = read_numbers(at, value, "[x, y, w, h]")
    if w <= 0 or h <= 0:
        at.fail(f"width and height must be positive, got {w:g} and {h:g}")
    _inside(at, (x, y, w, h))
    return Shape.rect(x, y, w, h)


def _circle(at: At, value: Any) -> Shape:
    cx, cy, r = read_numbers(at, value, "[cx, cy, r]")
    if r <= 0:
        at.fail(f"the radius must be positive, got {r:g}")
    _inside(at, (cx - r, cy - r, 2 * r, 2 * r))
    return Shape.circle(cx, cy, r)


def _polygon(at: At, value: Any) -> Shape:
    if not isinstance(value, YamlSeq) or len(value) < 3:
        at.fail(f"expected a list of 3 or more points [[x, y], ...], got {show(value)}")
    points = tuple(_point(at.item(value, i), p) for i, p in enumerate(value))
    if abs(_area(points)) < 1e-9:
        at.fail("the points enclose no area")
    return Shape.polygon(points)


_SHAPE_READERS: dict[str, Callable[[At, Any], Shape]] = {
    "rect": _rect,
    "circle": _circle,
    "polygon": _polygon,
}


def _area(points: Sequence[Point]) -> float:
    """The signed area of a polygon (shoelace formula)."""
    pairs = zip(points, (*points[1:], points[0]), strict=True)
    return sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in pairs) / 2


# --- reading the sections ---------------------------------------------------------------


def read_layout(at: At, root: Any, stem: str, sections: Collection[str] = ()) -> Layout:
    """The layout in the YAML tree ``root`` of the file ``<stem>.yaml``, whose games read the
    top-level ``sections`` themselves (the names in their ``BoardNeeds.sections``); those are
    kept as written (:class:`~sherwood.engine.layout.Section`), for the games' readers."""
    if isinstance(root, YamlMap):
        known = (*FIELDS, *sections)
        for name in root:
            if name not in known:
                at.key(root, name).fail(
                    f"unknown field {name!r}{suggest(name, known)} (known: {', '.join(known)}); a section "
                    f"of a game's own is known only on the board of a game that reads it "
                    f"(BoardNeeds.sections)")
    root = check_fields(at, root, REQUIRED, (*FIELDS[len(REQUIRED):], *sections))
    board = read_field(at, root, "board", read_ident)
    if board != stem:
        at.key(root, "board").fail(f"is {board!r} but the file is {stem}.yaml; they must match")
    title = read_field(at, root, "title", read_text)
    at = replace(at, canvas=read_field(at, root, "size", _size))
    zones = read_field(at, root, "zones", _zones, _EMPTY)
    paths = read_field(at, root, "paths", _paths, _EMPTY)
    if zones:
        _check_links(at.key(root, "zones"), root["zones"], zones)
    if paths:
        _check_path_ends(at.key(root, "paths"), root["paths"], paths, zones)
    return Layout(
        board=board,
        title=title,
        size=at.canvas,
        zones=zones,
        tracks=read_field(at, root, "tracks", _tracks, _EMPTY),
        paths=paths,
        prison=tuple(read_field(at, root, "prison", _prison, [])),
        hexmap=read_field(at, root, "hexmap", _hexmap),
        sections=FrozenMap((name, _section(at.key(root, name), root[name]))
                           for name in root if name in sections),
    )


def _section(at: At, node: Any) -> Section:
    """A section a game reads itself: only checked to be a mapping here."""
    if not isinstance(node, YamlMap):
        at.fail(f"expected a mapping of fields, got {show(node)}")
    return Section(at, _frozen(node), node)


def _zones(at: At, node: Any) -> FrozenMap[Zone]:
    return read_table(at, node, _zone, "zone id")


def _zone(at: At, node: Any) -> Zone:
    node = check_fields(at, node, ("id", "kind"), ("label", "owner", *_SHAPES, "slots", "links", "style"))
    return Zone(
        id=read_field(at, node, "id", read_ident),
        kind=read_field(at, node, "kind", read_ident),
        shape=_shape(at, node),
        label=read_field(at, node, "label", read_text),
        owner=read_field(at, node, "owner", read_natural),
        slots=tuple(read_field(at, node, "slots", _slots, [])),
        links=read_field(at, node, "links", _links, ()),
        style=read_field(at, node, "style", _style, _EMPTY),
    )


def _slots(at: At, node: Any) -> list[Slot]:
    return read_items(at, node, _slot, "slot id")


def _slot(at: At, node: Any) -> Slot:
    node = check_fields(at, node, ("id",), ("kind", "label", "at", "r", "rect"))
    if ("at" in node) == ("rect" in node):
        where = at.key(node, "rect") if "at" in node else at
        where.fail("give the slot's place as either at: [x, y] or rect: [x, y, w, h]")
    if "r" in node and "at" not in node:
        at.key(node, "r").fail("r (a radius) goes with at: [x, y], not with rect")
    point, shape = read_field(at, node, "at", _point), read_field(at, node, "rect", _rect)
    if "r" in node:
        shape = Shape.circle(*point, read_field(at, node, "r", _positive))
        _inside(at.key(node, "r"), shape.bounds)
    return Slot(
        id=read_field(at, node, "id", read_ident),
        kind=read_field(at, node, "kind", read_ident, "slot"),
        at=point if point is not None else shape.center,
        shape=shape,
        label=read_field(at, node, "label", read_text),
    )


def _links(at: At, node: Any) -> tuple[str, ...]:
    links = read_list(at, node, read_ident)
    check_unique(at, node, links, None, "link")
    return tuple(links)


def _check_links(at: At, node: YamlSeq, zones: Mapping[str, Zone]) -> None:
    """Every link of every zone must name another zone of the board."""
    for i, zone in enumerate(zones.values()):
        if zone.links:
            links_at = at.item(node, i).key(node[i], "links")
            for j, target in enumerate(zone.links):
                link_at = links_at.item(node[i]["links"], j)
                if target == zone.id:
                    link_at.fail("a zone cannot link to itself")
                check_known(link_at, target, zones, "zone")


def _tracks(at: At, node: Any) -> FrozenMap[Track]:
    return read_table(at, node, _track, "track id")


_GENERATED = ("from", "step", "first", "count")
MAX_TRACK_SPACES = 1000


def _track(at: At, node: Any) -> Track:
    node = check_fields(at, node, ("id",), ("label", "spaces", *_GENERATED))
    if "spaces" in node:
        extra = next((name for name in _GENERATED if name in node), None)
        if extra:
            at.key(node, extra).fail("give either spaces or from, step and count, not both")
        spaces = read_field(at, node, "spaces", _track_spaces)
    else:
        spaces = _generated_spaces(at, node)
    label = read_field(at, node, "label", read_text)
    return Track(id=read_field(at, node, "id", read_ident), spaces=spaces, label=label)


def _track_spaces(at: At, node: Any) -> tuple[TrackSpace, ...]:
    spaces = read_list(at, node, _track_space, nonempty=True)
    check_unique(at, node, [s.n for s in spaces], "n", "space number")
    return tuple(spaces)


def _track_space(at: At, node: Any) -> TrackSpace:
    node = check_fields(at, node, ("n", "at"), ())
    return TrackSpace(n=read_field(at, node, "n", _track_number), at=read_field(at, node, "at", _point))


def _track_number(at: At, value: Any) -> int:
    """The number of a track's space: a score, a count, a step of a route."""
    number = read_int(at, value)
    if abs(number) > MAX_TRACK_SPACES:
        at.fail(f"a track's space is numbered from -{MAX_TRACK_SPACES} to {MAX_TRACK_SPACES}, got {number}")
    return number


def _generated_spaces(at: At, node: YamlMap) -> tuple[TrackSpace, ...]:
    """Spaces ``first``, ``first + 1``, ... at ``from``, ``from + step``, ..."""
    if not any(name in node for name in _GENERATED):
        at.fail("needs spaces: list them, or give from, step and count")
    for name in ("from", "step", "count"):
        if name not in node:
            at.key(node, name).fail("is required to generate the spaces (with from, step, count)")
    x, y = read_field(at, node, "from", _point)
    dx, dy = read_field(at, node, "step", _vector)
    first, count = read_field(at, node, "first", _track_number, 0), read_field(at, node, "count", read_count)
    if count > MAX_TRACK_SPACES:
        at.key(node, "count").fail(f"a track may have at most {MAX_TRACK_SPACES} spaces, got {count}")
    last = (x + (count - 1) * dx, y + (count - 1) * dy)
    _inside(at.key(node, "count"), (*last, 0, 0), f"the last space at [{last[0]:g}, {last[1]:g}] ")
    return tuple(TrackSpace(first + i, (x + i * dx, y + i * dy)) for i in range(count))


def _paths(at: At, node: Any) -> FrozenMap[Path]:
    return read_table(at, node, _path, "path id")


def _path(at: At, node: Any) -> Path:
    node = check_fields(at, node, ("id", "spaces"), ("label", "to"))
    return Path(
        id=read_field(at, node, "id", read_ident),
        spaces=read_field(at, node, "spaces", _path_spaces),
        label=read_field(at, node, "label", read_text),
        to=read_field(at, node, "to", read_ident),
    )


def _path_spaces(at: At, node: Any) -> tuple[PathSpace, ...]:
    return tuple(read_items(at, node, _path_space, "space id", nonempty=True))


def _path_space(at: At, node: Any) -> PathSpace:
    node = check_fields(at, node, ("id", "at"), ("kind",))
    return PathSpace(
        id=read_field(at, node, "id", read_ident),
        at=read_field(at, node, "at", _point),
        kind=read_field(at, node, "kind", read_ident, "space"),
    )


def _check_path_ends(at: At, node: YamlSeq, paths: Mapping[str, Path], zones: Mapping[str, Zone]) -> None:
    """The ``to`` of every path must name a zone of the board."""
    for i, path in enumerate(paths.values()):
        if path.to is not None:
            check_known(at.item(node, i).key(node[i], "to"), path.to, zones, "zone")


def _prison(at: At, node: Any) -> list[PrisonLevel]:
    return read_items(at, node, _prison_level, "prison level id")


def _prison_level(at: At, node: Any) -> PrisonLevel:
    node = check_fields(at, node, ("id",), ("label", *_SHAPES))
    return PrisonLevel(
        id=read_field(at, node, "id", read_ident),
        shape=_shape(at, node),
        label=read_field(at, node, "label", read_text),
    )


def _hexmap(at: At, node: Any) -> HexMap:
    node = check_fields(at, node, ("orientation", "size", "origin", "hexes"), ())
    orientation = read_field(at, node, "orientation", _orientation)
    size, origin = read_field(at, node, "size", _positive), read_field(at, node, "origin", _origin)
    hexes_at, hexes_node = at.key(node, "hexes"), node["hexes"]
    hexes = read_list(hexes_at, hexes_node, _hex, nonempty=True)
    check_unique(hexes_at, hexes_node, [h.coord for h in hexes], None, "hex")
    hexmap = HexMap(orientation, size, origin, tuple(hexes))
    for i, h in enumerate(hexes):
        outline = Shape.polygon(hexmap.corner_points(h.q, h.r))
        _inside(hexes_at.item(hexes_node, i), outline.bounds, f"hex {h.coord} ")
    return hexmap


def _orientation(at: At, value: Any) -> str:
    if value not in hexgrid.ORIENTATIONS:
        at.fail(f"expected pointy or flat, got {show(value)}")
    return value


def _hex(at: At, node: Any) -> Hex:
    node = check_fields(at, node, ("q", "r"), ("tag",))
    return Hex(
        q=read_field(at, node, "q", read_int),
        r=read_field(at, node, "r", read_int),
        tag=read_field(at, node, "tag", read_ident),
    )
