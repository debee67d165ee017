"""Where the painted scenery goes (spec units, no drawing): the trees of the forest and the
copses beyond it, and the village's houses. Each is placed by a fixed seed where nothing of
the game lies: not on a space, a token, a path, the river, the castle or the church, so a
space's clearing and every track stay readable.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import cache

from sherwood.ui.games.adventures.art import land
from sherwood.ui.games.adventures.art import shapes as S
from sherwood.ui.games.adventures.geometry import Forest, token_spots

Pt = tuple[float, float]


@dataclass(frozen=True)
class Crown:
    x: float
    y: float
    r: float
    kind: str  # "leaf", "autumn" or "fir"
    tone: float  # 0 dark .. 1 light
    seed: int


@dataclass(frozen=True)
class House:
    x: float
    y: float
    w: float
    h: float
    angle: float  # radians
    roof: tuple[int, int, int]


class _Segments:
    """The path edges' curves cut into segments, bucketed by cell so that asking whether a
    point is near a path looks at a few of them only."""

    CELL = 40.0

    def __init__(self, forest: Forest):
        self.all: list[tuple[Pt, Pt]] = []
        self.cells: dict[tuple[int, int], list[tuple[Pt, Pt]]] = {}
        for pts in land.path_curves(forest).values():
            for i in range(len(pts) - 1):
                seg = (pts[i], pts[i + 1])
                self.all.append(seg)
                (ax, ay), (bx, by) = seg
                for ci in range(math.floor(min(ax, bx) / self.CELL), math.floor(max(ax, bx) / self.CELL) + 1):
                    for cj in range(
                        math.floor(min(ay, by) / self.CELL), math.floor(max(ay, by) / self.CELL) + 1
                    ):
                        self.cells.setdefault((ci, cj), []).append(seg)

    def near(self, p: Pt, room: float) -> bool:
        x, y = p
        c = self.CELL
        for ci in range(math.floor((x - room) / c), math.floor((x + room) / c) + 1):
            for cj in range(math.floor((y - room) / c), math.floor((y + room) / c) + 1):
                for a, b in self.cells.get((ci, cj), ()):
                    if S.seg_dist(p, a, b) < room:
                        return True
        return False


@cache
def _segments(forest: Forest) -> _Segments:
    return _Segments(forest)


def _value_noise(seed: int, scale: float):
    """A smooth random field in [0, 1] with features about ``scale`` spec units wide."""
    rng = random.Random(seed)
    grid: dict[tuple[int, int], float] = {}

    def at(i: int, j: int) -> float:
        if (i, j) not in grid:
            grid[(i, j)] = rng.random()
        return grid[(i, j)]

    def field(x: float, y: float) -> float:
        gx, gy = x / scale, y / scale
        i, j = math.floor(gx), math.floor(gy)
        fx, fy = gx - i, gy - j
        fx, fy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)
        a = at(i, j) + (at(i + 1, j) - at(i, j)) * fx
        b = at(i, j + 1) + (at(i + 1, j + 1) - at(i, j + 1)) * fx
        return a + (b - a) * fy

    return field


@cache
def houses(forest: Forest) -> tuple[House, ...]:
    """The village's houses: in rows along both sides of its roads, turned to face them,
    clear of the spaces, their tokens, the castle, the church, the river and other roads."""
    rng = random.Random(1190)
    segs = _segments(forest)
    spaces = [s.at for s in forest.spaces.values()]
    tokens = list(token_spots(forest).values())
    church = land.church(forest)
    roofs = [(150, 74, 52), (138, 66, 48), (164, 94, 58), (172, 146, 90), (158, 132, 82), (112, 104, 98)]
    out: list[House] = []
    for (a, b), pts in land.path_curves(forest).items():
        if land.path_style(forest, a, b) != "road":
            continue
        for (x, y), ang in S.along(list(pts), 17.0):
            for side in (-1, 1):
                if rng.random() < 0.3:
                    continue
                w, h = rng.uniform(20, 27), rng.uniform(13, 16)
                off = 9 + h / 2 + rng.uniform(1.5, 4)
                p = (x - math.sin(ang) * off * side, y + math.cos(ang) * off * side)
                if p[0] < land.river_x(forest, p[1]) + land.RIVER_HALF + 22 or p[1] > 935 or p[0] > 1445:
                    continue
                if min(math.dist(p, q) for q in spaces) < forest.radius + 20:
                    continue
                if tokens and min(math.dist(p, q) for q in tokens) < 28:
                    continue
                if land.in_castle(forest, p, 18):
                    continue
                if church:
                    cx, cy, cw, ch = church[1]
                    if cx - 40 < p[0] < cx + cw + 16 and cy - 16 < p[1] < cy + ch + 16:
                        continue
                if segs.near(p, h / 2 + 7):
                    continue
                if any(math.dist(p, (o.x, o.y)) < 22 for o in out):
                    continue
                out.append(House(p[0], p[1], w, h, ang, rng.choice(roofs)))
    return tuple(out)


@cache
def crowns(forest: Forest) -> tuple[Crown, ...]:
    """The trees: dense west of the river (the forest), in copses east of it; never on a
    clearing, a path, the river, the castle or a house."""
    rng = random.Random(77)
    density = _value_noise(5, 140.0)
    tones = _value_noise(8, 90.0)
    segs = _segments(forest)
    built = houses(forest)
    church = land.church(forest)
    r0 = forest.radius
    spaces = list(forest.spaces.values())
    cw, ch = forest.canvas
    out: list[Crown] = []
    step = 19.0
    y = -8.0
    row = 0
    while y < ch + 10:
        x = -8.0 + (step / 2 if row % 2 else 0)
        while x < cw + 10:
            p = (x + rng.uniform(-6, 6), y + rng.uniform(-6, 6))
            x += step
            r = rng.uniform(11.5, 18.5)
            rx = land.river_x(forest, p[1])
            forest_side = p[0] < rx - 26
            if abs(p[0] - rx) < land.RIVER_HALF + land.BANK + r * 0.45:
                continue
            if not forest_side and (density(*p) < 0.56 or rng.random() < 0.25):
                continue
            ok = True
            for sp in spaces:
                d = math.dist(p, sp.at)
                if sp.kind == "tree_bridge":
                    need = r0 * 0.55
                elif sp.light == "shadow" and sp.zone == "forest":
                    need = r0 + r * 0.4
                else:
                    need = r0 + 16 + r * 0.6
                if d < need:
                    ok = False
                    break
            if not ok:
                continue
            if segs.near(p, 7.5 + r * 0.62 if forest_side else 12 + r * 0.8):
                continue
            if land.in_castle(forest, p, 16 + r * 0.5):
                continue
            if church:
                cx, cy, cww, chh = church[1]
                if cx - 30 - r < p[0] < cx + cww + r and cy - r < p[1] < cy + chh + r:
                    continue
            if any(math.dist(p, (h.x, h.y)) < 14 + r * 0.7 for h in built):
                continue
            fir = rng.random() < (0.22 if forest_side else 0.1)
            kind = "fir" if fir else ("autumn" if rng.random() < 0.035 else "leaf")
            tone = min(1.0, max(0.0, 0.7 * tones(*p) + 0.3 * rng.random()))
            out.append(Crown(p[0], p[1], r, kind, tone, rng.randrange(1 << 30)))
        y += step * 0.87
        row += 1
    out.sort(key=lambda c: (c.y, c.x))
    return tuple(out)
