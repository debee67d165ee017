"""Where everything of the adventure's table lies (no drawing here).

The forest is the ``forest`` section of ``boards/adventures.yaml`` (AR-2): 57 spaces on a
1600 x 1000 canvas ("spec units"), the path, bridge and sight edges, the tiles on their
spaces and the display areas of AR-2.4. :func:`read_forest` takes what the table needs from
it; :class:`Place` puts that canvas into the board's ``forest`` zone (board units), so moving
the zone in the YAML moves the whole forest, and moving a space moves it with its tiles.

Tiles that are pieces of their own (guards, nobles, coaches, explorable tiles, merchants,
the boat, the hay cart, the wall, the Sheriff's posts) sit on the rim of their space, where
no path leaves it (:func:`token_spots`); the rest belong to the scenery drawn there (a tree
bridge is its platform, tile 243 the gate's flag, 250 the smithy's roof, 251 the church's
cross, a camp its fire, a front tile the thicket over its space).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from sherwood.games.adventures.board import Space, Tile
from sherwood.games.adventures.board import forest as board_forest
from sherwood.games.adventures.content import task_die_place
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.adventures.table import AdventuresTable

Pt = tuple[float, float]

TOKEN_KINDS = frozenset(
    {
        "guard",
        "noble",
        "coach",
        "explorable",
        "merchant",
        "boat",
        "haycart",
        "wall",
        "sheriff_post",
        "pennant",
        "smithy_roof",
        "church_roof",
    }
)
"""Tile kinds drawn as a token on the rim of their space (the others are scenery)."""
TOKEN_R = 16.0
"""A token's radius, spec units."""
TOKEN_OFF = 32.0
"""How far from its space's centre a token sits, spec units."""


@dataclass(frozen=True, eq=False)
class Forest:
    """The forest as the table reads it (spec units): the rules' board
    (:func:`sherwood.games.adventures.board.forest`) with a few lookups; compared by
    identity, so the art's caches key on it cheaply."""

    canvas: tuple[float, float]
    radius: float
    spaces: Mapping[str, Space]
    path_edges: tuple[tuple[str, str], ...]
    bridge_edges: tuple[tuple[str, str], ...]
    sight_edges: tuple[tuple[str, str], ...]
    tiles: Mapping[str, Tile]
    displays: Mapping[str, Mapping[str, Any]]
    gisbourne_start: str
    tiles_on: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """The tiles on each space, in the board's order."""
    walk: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """The spaces joined to each by a path or bridge edge."""

    def at(self, key: str) -> Pt:
        return self.spaces[key].at

    def display(self, name: str) -> Box:
        x, y, w, h = self.displays[name]["rect"]
        return (float(x), float(y), float(w), float(h))

    def neighbours(self, key: str) -> tuple[str, ...]:
        """The spaces joined to ``key`` by a path or bridge edge."""
        return self.walk[key]


def from_board(board: Any) -> Forest:
    """The table's forest from the rules' one (``board.Forest``)."""
    return Forest(
        canvas=(float(board.canvas[0]), float(board.canvas[1])),
        radius=float(board.space_radius),
        spaces=board.spaces,
        path_edges=board.path_edges,
        bridge_edges=board.bridge_edges,
        sight_edges=board.sight_edges,
        tiles=board.tiles,
        displays=board.displays,
        gisbourne_start=board.gisbourne_start,
        tiles_on=board.tiles_on,
        walk=board.walk,
    )


@cache
def the_forest() -> Forest:
    """The bundled forest (``boards/adventures.yaml``), read once."""
    return from_board(board_forest())


@dataclass(frozen=True)
class Place:
    """The forest's canvas in the board: spec point ``(sx, sy)`` is board point
    ``(x + sx * k, y + sy * k)``."""

    x: float
    y: float
    k: float

    @classmethod
    def fit(cls, box: Box, canvas: tuple[float, float]) -> Place:
        """The canvas as large as ``box`` allows, centred in it."""
        bx, by, bw, bh = box
        k = min(bw / canvas[0], bh / canvas[1])
        return cls(bx + (bw - canvas[0] * k) / 2, by + (bh - canvas[1] * k) / 2, k)

    def point(self, sx: float, sy: float) -> Pt:
        return (self.x + sx * self.k, self.y + sy * self.k)

    def box(self, b: Box) -> Box:
        sx, sy, sw, sh = b
        return (self.x + sx * self.k, self.y + sy * self.k, sw * self.k, sh * self.k)

    def around(self, sx: float, sy: float, r: float) -> Box:
        """The square of half-side ``r`` (spec units) round spec point ``(sx, sy)``."""
        return self.box((sx - r, sy - r, 2 * r, 2 * r))


# --- tiles on their spaces -------------------------------------------------------------------


def _angle_gap(a: float, b: float) -> float:
    d = abs(a - b) % 360
    return min(d, 360 - d)


@cache
def token_spots(forest: Forest) -> Mapping[tuple[str, str], Pt]:
    """Where each token tile lies on each of its spaces: ``(tile, space) -> spec point`` on
    the space's rim, at the angles farthest from the edges that leave it (and from each
    other), the first tile towards the top right."""
    out: dict[tuple[str, str], Pt] = {}
    for key, space in forest.spaces.items():
        tokens = [t for t in forest.tiles_on[key] if forest.tiles[t].kind in TOKEN_KINDS]
        if not tokens:
            continue
        sx, sy = space.at
        edges = []
        for other in (*forest.neighbours(key), *_sight(forest, key)):
            ox, oy = forest.at(other)
            edges.append(math.degrees(math.atan2(oy - sy, ox - sx)) % 360)
        taken: list[float] = []
        for tile in tokens:
            best, best_score = 0.0, -1.0
            for step in range(24):
                a = (-40 + step * 15) % 360
                clear = min((_angle_gap(a, e) for e in edges), default=180.0)
                apart = min((_angle_gap(a, t) for t in taken), default=180.0)
                score = min(clear, apart * 0.8) - 0.02 * step  # the top right first on a tie
                if score > best_score:
                    best, best_score = a, score
            taken.append(best)
            rad = math.radians(best)
            out[(tile, key)] = (sx + TOKEN_OFF * math.cos(rad), sy + TOKEN_OFF * math.sin(rad))
    return out


def _sight(forest: Forest, key: str) -> tuple[str, ...]:
    return tuple(b if a == key else a for a, b in forest.sight_edges if key in (a, b))


# --- the display areas (AR-2.4), spec units --------------------------------------------------


def recess_centre(forest: Forest, i: int) -> Pt:
    """Seal recess ``i`` (1..8): ``(630 + 60*(i-1), 40)`` on the spec's canvas."""
    x, y, w, h = forest.display("seal_recesses")
    n = int(forest.displays["seal_recesses"]["slots"])
    step = w / n
    return (x + step * (i - 0.5), y + h / 2)


def hope_centre(forest: Forest, k: int) -> Pt:
    """Cell ``k`` (0..18) of the Banner of Hope: ``(55 + 50*k, 970)``."""
    x, y, w, h = forest.display("banner_of_hope")
    n = int(forest.displays["banner_of_hope"]["cells"])
    step = w / n
    return (x + step * (k + 0.5), y + h / 2)


def hourglass_centre(forest: Forest, i: int) -> Pt:
    """Hourglass place ``i`` (0..6, left to right) on the Evil End."""
    x, y, w, h = forest.display("evil_end")
    n = int(forest.displays["evil_end"]["slots"])
    step = w / n
    return (x + step * (i + 0.5), y + h / 2)


def dossier_square(forest: Forest, n: int) -> Box:
    """Square ``n`` (1 at the bottom .. 6 at the top) of the solo dossier, under its title."""
    x, y, w, h = forest.display("solo_dossier_78")
    top = y + 26
    step = (y + h - 6 - top) / 6
    return (x + 8, top + (6 - n) * step + 2, w - 16, step - 4)


def coat_slot(forest: Forest, i: int) -> Pt:
    """Place ``i`` (0..2) of a red task die on the coat of arms."""
    x, y, w, h = forest.display("coat_of_arms")
    return (x + w * (0.5 + (i - 1) * 0.24), y + h * 0.62)


def object_rows(forest: Forest) -> dict[str, Box]:
    """Each parchment object's row (picture and dice), under its parchment's title."""
    out: dict[str, Box] = {}
    for name in ("parchment_top", "parchment_bottom"):
        x, y, w, h = forest.display(name)
        objects = forest.displays[name]["objects"]
        top = y + 24
        step = (y + h - 6 - top) / len(objects)
        for i, obj in enumerate(objects):
            out[obj] = (x + 6, top + i * step, w - 12, step - 4)
    return out


def overview_rows(forest: Forest) -> list[Box]:
    """The explore overview's four rows (AR-1.7), under its title."""
    x, y, w, h = forest.display("explore_overview_79")
    top = y + 26
    step = (y + h - 6 - top) / 4
    return [(x + 6, top + i * step, w - 12, step - 3) for i in range(4)]


SPECIAL_TILES = {"poacher": "190", "hawk": "58"}
"""The recess a special opponent waits in (AR-13.3, AR-13.8)."""


def task_die_spot(forest: Forest, task: str, task_set: str, camp: int) -> Pt:
    """Where the red die of ``task`` lies (spec units): on the corner of its tile or recess
    (AR-13.2, AR-13.7, AR-13.12: :func:`~sherwood.games.adventures.content.task_die_place`),
    or beside the camp."""
    if task == "secret_camp":
        x, y = forest.at(f"camp_{camp}")
        return (x + 16, y + 16)
    tile = task_die_place(task, task_set, camp)
    space = forest.tiles[tile].spaces[0]
    x, y = token_spots(forest).get((tile, space), forest.at(space))
    return (x + 11, y - 11)


# --- the bag strip (board units, in the ``bag`` zone) -----------------------------------------


@dataclass(frozen=True)
class BagLayout:
    """The bag strip: the pouch, the three groups of discs (turns, Gisbourne, the Sheriff's
    hour), the dice in the bag, the tray where drawn dice land, the seals in the bag."""

    pouch: Box
    discs: Mapping[str, Box]
    """Each group's box: ``turn``, ``gisbourne``, ``sheriff``."""
    dice: Box
    tray: Box
    seals: Box


def bag_layout(box: Box) -> BagLayout:
    x, y, w, h = box
    pad = 8
    pouch = (x + pad, y + 2, h - 4, h - 4)
    left = pouch[0] + pouch[2] + 14
    widths = {"turn": 206, "gisbourne": 146, "sheriff": 140}
    discs = {}
    cx = left
    for name, gw in widths.items():
        discs[name] = (cx, y + 6, gw, h - 12)
        cx += gw + 8
    dice = (cx, y + 6, 200, h - 12)
    tray = (dice[0] + dice[2] + 8, y + 6, 164, h - 12)
    seals = (tray[0] + tray[2] + 8, y + 6, x + w - pad - (tray[0] + tray[2] + 8), h - 12)
    return BagLayout(pouch, discs, dice, tray, seals)


DISC_GROUPS = {
    "turn": ("own", "white", "grey", "grey"),
    "gisbourne": ("violet", "violet"),
    "sheriff": ("red",),
}
"""The discs by what they mean (AR-4.3 to AR-4.6), as the strip groups them."""


def disc_slots(layout: BagLayout) -> dict[tuple[str, int], Box]:
    """Each disc's place in the strip: ``(meaning, index in its group)`` -> box."""
    out = {}
    for meaning, group in DISC_GROUPS.items():
        x, y, w, _ = layout.discs[meaning]
        d = min(40.0, (w - 12) / len(group) - 4)
        for i in range(len(group)):
            out[(meaning, i)] = (x + 6 + i * (d + 4), y + 26, d, d)
    return out


def tray_slot(layout: BagLayout, i: int, n: int) -> Box:
    """Die ``i`` of ``n`` drawn in one go, in the tray."""
    x, y, w, _ = layout.tray
    d = min(30.0, (w - 10) / max(1, n) - 2)
    return (x + 6 + i * (d + 2), y + 30, d, d)


# --- where the things in flight go (board units) ---------------------------------------------


class Spots:
    """Where things are on ``table``, in board units, for the tweens and the targets."""

    def __init__(self, table: AdventuresTable):
        self.t = table

    @property
    def k(self) -> float:
        return self.t.place.k

    def space(self, key: str, r: float = 30) -> Box:
        x, y = self.t.forest.at(key)
        return self.t.place.around(x, y, r)

    def token(self, tile: str, space: str | None = None, r: float = TOKEN_R) -> Box:
        forest = self.t.forest
        space = space or forest.tiles[tile].spaces[0]
        spot = token_spots(forest).get((tile, space), forest.at(space))
        return self.t.place.around(*spot, r)

    def mouth(self, size: float = 14) -> Box:
        x, y, w, h = self.t.bag.pouch
        return (x + w * 0.5 - size / 2, y + h * 0.2 - size / 2, size, size)

    def reveal(self) -> Box:
        """Where a disc drawn is shown large a moment: above the pouch, over the forest's foot."""
        x, y, w, h = self.t.place.box((0, 0, *self.t.forest.canvas))
        return (x + w * 0.5 - 60, y + h * 0.5 - 60, 120, 120)

    def spec_point(self, p: tuple[float, float], r: float) -> Box:
        return self.t.place.around(p[0], p[1], r)

    def display(self, name: str) -> Box:
        return self.t.place.box(self.t.forest.display(name))

    def off_bag(self, size: float = 30) -> Box:
        """The supply: just left of the pouch."""
        x, y, _w, h = self.t.bag.pouch
        return (x - size * 0.2, y + h * 0.6, size, size)

    def object_row(self, obj: str, k: int, size: float = 15) -> Box:
        x, y, _w, _h = object_rows(self.t.forest)[obj]
        col, row = k % 5, k // 5
        return self.t.place.box((x + 30 + 4 + col * (size + 1), y + 19 + row * (size + 1), size, size))
