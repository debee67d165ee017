"""Board layouts: ``boards/<id>.yaml`` read into frozen dataclasses and checked.

Rules use the ids and links; the renderer uses the shapes and positions (board units on
the design canvas ``size``). The schema is documented for board authors in
``boards/README.md``. Every mistake in a file raises ``BadLayout`` naming the file, the
line and the field, e.g. ``boards/showdown.yaml, line 12, field zones[3].rect: expected 4
numbers [x, y, w, h], got 3``. The reading itself, section by section, is in
``sherwood.engine.layout_reader``.
"""

from __future__ import annotations

import math
import pathlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property
from typing import TYPE_CHECKING, Any, TypeVar

from sherwood.engine import hexgrid
from sherwood.engine.board_needs import needs_errors
from sherwood.engine.checked_yaml import MAX_YAML_BYTES, At, FrozenMap, parse_yaml, suggest
from sherwood.engine.errors import BadLayout
from sherwood.engine.hexgrid import Coord, Corner, Edge, Point
from sherwood.resources import resource_path

if TYPE_CHECKING:
    from sherwood.engine.game import GameSpec

T = TypeVar("T")


# --- the layout values ------------------------------------------------------------------


_EMPTY: FrozenMap[Any] = FrozenMap()


@dataclass(frozen=True)
class Shape:
    """An outline in board units: ``rect``, ``circle`` or ``polygon``.

    ``points`` holds the top-left and bottom-right corners of a rect, the centre of a
    circle, or the corners of a polygon.

    >>> box = Shape.rect(10, 20, 100, 50)
    >>> box.bounds, box.center, box.contains(15, 25), box.contains(5, 25)
    ((10, 20, 100, 50), (60.0, 45.0), True, False)
    """

    kind: str
    points: tuple[Point, ...]
    radius: float = 0

    @classmethod
    def rect(cls, x: float, y: float, w: float, h: float) -> Shape:
        """A rectangle with its top-left corner at ``(x, y)``."""
        return cls("rect", ((x, y), (x + w, y + h)))

    @classmethod
    def circle(cls, cx: float, cy: float, r: float) -> Shape:
        """A circle around ``(cx, cy)``."""
        return cls("circle", ((cx, cy),), r)

    @classmethod
    def polygon(cls, points: Sequence[Point]) -> Shape:
        """A polygon through ``points``, in order."""
        return cls("polygon", tuple(points))

    @property
    def bounds(self) -> tuple[float, float, float, float]:
        """The bounding box ``(x, y, w, h)``."""
        if self.kind == "circle":
            (cx, cy), r = self.points[0], self.radius
            return (cx - r, cy - r, 2 * r, 2 * r)
        xs, ys = [x for x, _ in self.points], [y for _, y in self.points]
        return (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    @property
    def center(self) -> Point:
        """The middle: of the box for rects and circles, the mean corner for polygons."""
        if self.kind == "polygon":
            n = len(self.points)
            return (sum(x for x, _ in self.points) / n, sum(y for _, y in self.points) / n)
        x, y, w, h = self.bounds
        return (x + w / 2, y + h / 2)

    def contains(self, x: float, y: float) -> bool:
        """Whether the point ``(x, y)`` lies inside (for hit tests)."""
        if self.kind == "circle":
            return math.dist(self.points[0], (x, y)) <= self.radius
        if self.kind == "rect":
            (left, top), (right, bottom) = self.points
            return left <= x <= right and top <= y <= bottom
        return _in_polygon(self.points, x, y)


@dataclass(frozen=True)
class Slot:
    """A sub-place of a zone (a hideout, a card slot) at an absolute position.

    ``shape`` is a circle (``at`` with ``r``), a rect, or ``None`` for a bare point.
    """

    id: str
    kind: str
    at: Point
    shape: Shape | None = None
    label: str | None = None


@dataclass(frozen=True)
class Zone:
    """A named place: a location, pile, card slot, hand, row, panel or area."""

    id: str
    kind: str
    shape: Shape
    label: str | None = None
    owner: int | None = None
    slots: tuple[Slot, ...] = ()
    links: tuple[str, ...] = ()
    style: FrozenMap[Any] = _EMPTY

    def slot(self, slot_id: str) -> Slot:
        """The slot ``slot_id``; a KeyError names the zone and the slot."""
        return _find({s.id: s for s in self.slots}, slot_id, f"zone {self.id!r} has no slot")


@dataclass(frozen=True)
class TrackSpace:
    """A numbered space of a track."""

    n: int
    at: Point


@dataclass(frozen=True)
class Track:
    """Numbered spaces, such as a score or Hope track, in the order they are listed."""

    id: str
    spaces: tuple[TrackSpace, ...]
    label: str | None = None

    def space(self, n: int) -> TrackSpace:
        """The space numbered ``n``; a KeyError names the track and the number."""
        return _find({s.n: s for s in self.spaces}, n, f"track {self.id!r} has no space")


@dataclass(frozen=True)
class PathSpace:
    """A space on a path; ``kind`` tells apart e.g. carriage spaces and barricade slots."""

    id: str
    at: Point
    kind: str = "space"


@dataclass(frozen=True)
class Path:
    """An ordered line of spaces, such as a road; ``to`` is the zone it ends at, if any."""

    id: str
    spaces: tuple[PathSpace, ...]
    label: str | None = None
    to: str | None = None

    def space(self, space_id: str) -> PathSpace:
        """The space ``space_id``; a KeyError names the path and the space."""
        return _find({s.id: s for s in self.spaces}, space_id, f"path {self.id!r} has no space")


@dataclass(frozen=True)
class PrisonLevel:
    """One level of a prison, listed from the first level to the last."""

    id: str
    shape: Shape
    label: str | None = None


@dataclass(frozen=True)
class Hex:
    """A hex of the map at axial ``(q, r)``, with an optional free tag (e.g. ``forest``)."""

    q: int
    r: int
    tag: str | None = None

    @property
    def coord(self) -> Coord:
        """``(q, r)``."""
        return (self.q, self.r)


@dataclass(frozen=True)
class HexMap:
    """A map of hexes; corner and edge ids are those of ``sherwood.engine.hexgrid``.

    The board's corners and edges are those that touch at least one hex of the map.
    Methods taking ``q, r`` accept any hex, on the map or not.
    """

    orientation: str
    size: float
    origin: Point
    hexes: tuple[Hex, ...]

    @cached_property
    def coords(self) -> frozenset[Coord]:
        """The ``(q, r)`` of every hex on the map."""
        return frozenset(h.coord for h in self.hexes)

    @cached_property
    def corners(self) -> tuple[Corner, ...]:
        """Every corner of the board, once, in the order of the hexes."""
        return tuple(dict.fromkeys(c for h in self.hexes for c in hexgrid.corners_of(h.coord)))

    @cached_property
    def edges(self) -> tuple[Edge, ...]:
        """Every edge of the board, once, in the order of the hexes."""
        return tuple(dict.fromkeys(e for h in self.hexes for e in hexgrid.edges_of(h.coord)))

    @cached_property
    def _edge_set(self) -> frozenset[Edge]:
        return frozenset(self.edges)

    def center(self, q: int, r: int) -> Point:
        """The centre of hex ``(q, r)`` in board units."""
        return hexgrid.hex_to_pixel((q, r), self.size, self.orientation, self.origin)

    def corner_points(self, q: int, r: int) -> tuple[Point, ...]:
        """The positions of the six corners of hex ``(q, r)``, in ``corners_of`` order."""
        return tuple(self.corner_position(c) for c in self.corners_of(q, r))

    def corners_of(self, q: int, r: int) -> tuple[Corner, ...]:
        """The ids of the six corners of hex ``(q, r)``, clockwise."""
        return hexgrid.corners_of((q, r))

    def edges_of(self, q: int, r: int) -> tuple[Edge, ...]:
        """The ids of the six edges of hex ``(q, r)``, clockwise."""
        return hexgrid.edges_of((q, r))

    def corner_position(self, corner: Corner) -> Point:
        """Where corner ``corner`` is, in board units."""
        return hexgrid.corner_to_pixel(corner, self.size, self.orientation, self.origin)

    def edge_endpoints(self, edge: Edge) -> tuple[Point, Point]:
        """The positions of the two ends of ``edge`` (to draw a road on it)."""
        first, second = hexgrid.edge_corners(edge)
        return (self.corner_position(first), self.corner_position(second))

    def edges_at(self, corner: Corner) -> tuple[Edge, ...]:
        """The board edges that meet at ``corner`` (2 or 3)."""
        return tuple(e for e in hexgrid.edges_at(corner) if e in self._edge_set)

    def adjacent_corners(self, corner: Corner) -> tuple[Corner, ...]:
        """The board corners one board edge away from ``corner``."""
        ends = (c for e in self.edges_at(corner) for c in hexgrid.edge_corners(e))
        return tuple(c for c in ends if c != corner)

    def hex_at(self, x: float, y: float) -> Coord | None:
        """The map hex under the point ``(x, y)``, or ``None`` off the map."""
        h = hexgrid.pixel_to_hex((x, y), self.size, self.orientation, self.origin)
        return h if h in self.coords else None


@dataclass(frozen=True)
class Section:
    """A top-level section of a board file that a game reads itself (Settlers' ``island``).

    The engine keeps it as written: ``node`` is the YAML tree with its lines and ``at`` its
    place, so the game's reader (named in its ``BoardNeeds.sections``) reports mistakes with
    the file, the line and the field like every other section. Two sections are equal when
    they say the same at the same place.
    """

    at: At
    tree: Any
    """The section read-only (FrozenMap and tuples): what equality and hashing look at."""
    node: Any = field(compare=False, repr=False)
    """The section as parsed (``YamlMap``/``YamlSeq`` with their lines), for the game's reader."""


@dataclass(frozen=True)
class Layout:
    """One board: its zones, tracks, paths, prison levels and hex map.

    ``zones``, ``tracks`` and ``paths`` are read-only mappings from id, in file order.
    Links between zones are undirected: read them with ``neighbours``.
    """

    board: str
    title: str
    size: tuple[float, float]
    zones: FrozenMap[Zone] = _EMPTY
    tracks: FrozenMap[Track] = _EMPTY
    paths: FrozenMap[Path] = _EMPTY
    prison: tuple[PrisonLevel, ...] = ()
    hexmap: HexMap | None = None
    sections: FrozenMap[Section] = _EMPTY
    """The sections games read themselves, by name (see :class:`Section`)."""

    def zone(self, zone_id: str) -> Zone:
        """The zone ``zone_id``; a KeyError names the board and the id."""
        return _find(self.zones, zone_id, f"board {self.board!r} has no zone")

    def track(self, track_id: str) -> Track:
        """The track ``track_id``; a KeyError names the board and the id."""
        return _find(self.tracks, track_id, f"board {self.board!r} has no track")

    def path(self, path_id: str) -> Path:
        """The path ``path_id``; a KeyError names the board and the id."""
        return _find(self.paths, path_id, f"board {self.board!r} has no path")

    def neighbours(self, zone_id: str) -> tuple[str, ...]:
        """The zones linked to ``zone_id`` from either side, in file order."""
        links = self.zone(zone_id).links
        return tuple(z.id for z in self.zones.values() if z.id in links or zone_id in z.links)


# --- the public functions ---------------------------------------------------------------


@cache
def load_layout(board_id: str) -> Layout:
    """The layout of ``boards/<board_id>.yaml`` (or of the board a game brings along:
    :func:`board_file`), read and checked once, then cached.

    It is also checked against the ``board_needs`` of every game drawn on it; the first id
    missing raises BadLayout (``validate_boards`` lists them all).
    """
    path, shown = board_file(board_id)
    root, layout = _read(path, shown)
    errors = needs_errors(_games_on(board_id, None), layout, root, shown)
    if errors:
        raise errors[0]
    return layout


def board_file(board_id: str, specs: Iterable[GameSpec] | None = None) -> tuple[pathlib.Path, str]:
    """The file of the board ``board_id`` and its name in messages: in the ``board_folder`` of a
    game drawn on it (of ``specs``, default: the registered games) that brings its board along,
    else Sherwood's own ``boards/<board_id>.yaml``."""
    for spec in _games_on(board_id, specs):
        if spec.board_folder is not None:
            path = pathlib.Path(spec.board_folder) / f"{board_id}.yaml"
            return path, str(path)
    return resource_path("boards", f"{board_id}.yaml"), f"boards/{board_id}.yaml"


def load_layout_file(path: str | pathlib.Path, shown: str | None = None) -> Layout:
    """Read and check one layout file, without caching; errors name ``shown`` (default:
    ``path`` as given), e.g. ``boards/settlers.yaml`` for a bundled board read by its path."""
    return _read(pathlib.Path(path), str(path) if shown is None else shown)[1]


def board_ids(folder: str | pathlib.Path | None = None) -> list[str]:
    """The ids of the boards in ``folder`` (default: the bundled ``boards/``), sorted."""
    root = pathlib.Path(folder) if folder is not None else resource_path("boards")
    return sorted(p.stem for p in root.glob("*.yaml"))


def validate_boards(
    folder: str | pathlib.Path | None = None, games: Iterable[GameSpec] | None = None
) -> list[tuple[str, str | None]]:
    """Check every board in ``folder``: ``(board id, None)`` or ``(board id, error message)``.

    Each board is checked against the schema and against the ``board_needs`` of every game in
    ``games`` (default: the registered games) whose ``board`` it is; the message then lists
    every missing id, one per line. For the bundled folder, the boards games bring along
    (``GameSpec.board_folder``) are checked too, and a game whose board file is missing is
    reported under its board id.
    """
    root = pathlib.Path(folder) if folder is not None else resource_path("boards")
    specs = list(games) if games is not None else list(_registered_games())
    present = board_ids(root)
    results = [(board_id, _check_board(root / f"{board_id}.yaml", board_id, specs,
                                       str(root / f"{board_id}.yaml") if folder is not None else None))
               for board_id in present]
    if folder is None:
        for board_id in sorted({s.board for s in specs if s.board and s.board not in present}):
            path, shown = board_file(board_id, specs)
            if path.is_file():
                results.append((board_id, _check_board(path, board_id, specs, shown)))
                continue
            titles = ", ".join(s.title for s in specs if s.board == board_id)
            results.append((board_id, f"{shown} is missing; {titles} needs it"))
    return results


def _check_board(path: pathlib.Path, board_id: str, specs: list[GameSpec], shown: str | None) -> str | None:
    """Every mistake of the board file ``path`` (named ``shown``, default ``boards/<id>.yaml``),
    one per line, or None."""
    shown = shown if shown is not None else f"boards/{board_id}.yaml"
    try:
        data, layout = _read(path, shown, specs)
    except BadLayout as exc:
        return str(exc)
    errors = needs_errors(_games_on(board_id, specs), layout, data, shown)
    return "\n".join(str(e) for e in errors) or None


def _registered_games() -> Iterable[GameSpec]:
    """The games of the catalogue handed to the kernel (:mod:`sherwood.engine.registry`)."""
    from sherwood.engine.registry import all_games

    return all_games().values()


def _games_on(board_id: str, specs: Iterable[GameSpec] | None) -> list[GameSpec]:
    """The games (default: the registered ones) drawn on the board ``board_id``."""
    return [s for s in (specs if specs is not None else _registered_games()) if s.board == board_id]


def _read(file: pathlib.Path, shown: str, specs: Iterable[GameSpec] | None = None) -> tuple[Any, Layout]:
    """Read ``file``: its YAML tree and its layout; ``shown`` is the name used in errors.

    A file larger than ``MAX_YAML_BYTES`` is refused before it is read. Its top-level sections
    beyond the schema's own are those the games drawn on it (of ``specs``, default: the
    registered games) declare in their ``BoardNeeds.sections``; the games are asked only
    when the file has such a section, so a plain board reads without a catalogue.
    """
    try:
        size = file.stat().st_size
        if size > MAX_YAML_BYTES:
            raise BadLayout(shown, None, "(file)",
                            f"is {size:,} bytes; a board may have at most {MAX_YAML_BYTES:,}")
        with file.open("rb") as f:
            data = f.read(MAX_YAML_BYTES + 1)
    except OSError as exc:
        raise BadLayout(shown, None, "(file)", f"cannot be read: {exc.strerror or exc}") from None
    from sherwood.engine.layout_reader import FIELDS, read_layout  # it builds the values defined here

    root = parse_yaml(data, shown)
    sections: list[str] = []
    if isinstance(root, dict) and any(name not in FIELDS for name in root):
        sections = [name for spec in _games_on(file.stem, specs) if spec.board_needs is not None
                    for name in spec.board_needs.sections]
    return root, read_layout(At(shown, "", getattr(root, "line", 1)), root, file.stem, sections)


def _in_polygon(points: Sequence[Point], x: float, y: float) -> bool:
    """Even-odd test: does a ray from ``(x, y)`` cross the outline an odd number of times?"""
    inside = False
    for (x1, y1), (x2, y2) in zip(points, (*points[1:], points[0]), strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _find(table: Mapping[Any, T], key: Any, missing: str) -> T:
    """``table[key]``, or a KeyError that says what is missing and what is close."""
    try:
        return table[key]
    except KeyError:
        raise KeyError(f"{missing} {key!r}{suggest(key, [str(k) for k in table])}") from None
