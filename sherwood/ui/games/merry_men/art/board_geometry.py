"""Geometry for the printed board, in board units: boxes, distances, smooth road curves."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from sherwood.engine.layout import Shape
from sherwood.ui.render.board import Box

Colour = tuple[int, int, int]


def box(bounds: tuple[float, float, float, float]) -> Box:
    """``bounds`` as a box of floats ``(x, y, w, h)``."""
    x, y, w, h = bounds
    return (float(x), float(y), float(w), float(h))


def slot_radius(shape: Shape | None) -> float:
    """The radius of a slot's ``shape``: a circle's own, half a rectangle's shorter side, 0 for a point."""
    if shape is None:
        return 0.0
    if shape.kind == "circle":
        return float(shape.radius)
    _, _, w, h = shape.bounds
    return float(min(w, h) / 2)


def inflate(b: tuple[float, float, float, float], d: float) -> Box:
    """Box ``b`` grown by ``d`` on every side."""
    x, y, w, h = b
    return (x - d, y - d, w + 2 * d, h + 2 * d)


def inside(b: Box, x: float, y: float, margin: float = 0) -> bool:
    """Whether point ``(x, y)`` lies in box ``b`` grown by ``margin`` (shrunk, if negative)."""
    bx, by, bw, bh = b
    return bx - margin <= x <= bx + bw + margin and by - margin <= y <= by + bh + margin


def track_pitch(spaces: Sequence) -> float:
    """The smallest distance between two neighbouring spaces of a track (40 with fewer than two)."""
    if len(spaces) < 2:
        return 40.0
    return min(math.dist(a.at, b.at) for a, b in itertools.pairwise(spaces))


def ray_to_box(p: tuple[float, float], d: tuple[float, float], box: Box) -> float:
    """How far from ``p`` along the unit vector ``d`` until the edge of ``box``."""
    x, y, w, h = box
    best = 1e9
    for lo, hi, pv, dv in ((x, x + w, p[0], d[0]), (y, y + h, p[1], d[1])):
        if dv > 1e-9:
            best = min(best, (hi - pv) / dv)
        elif dv < -1e-9:
            best = min(best, (lo - pv) / dv)
    return max(0.0, best)


def smooth(pts: list[tuple[float, float]], n: int) -> list[tuple[float, float]]:
    """A Catmull-Rom curve through ``pts``, ``n`` samples a segment."""
    if len(pts) < 3:
        return pts
    out = []
    ext = [pts[0], *pts, pts[-1]]
    for i in range(1, len(ext) - 2):
        p0, p1, p2, p3 = ext[i - 1], ext[i], ext[i + 1], ext[i + 2]
        for k in range(n):
            t = k / n
            t2, t3 = t * t, t * t * t
            out.append(
                tuple(  # type: ignore[arg-type]
                    0.5
                    * (
                        2 * p1[j]
                        + (-p0[j] + p2[j]) * t
                        + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                        + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3
                    )
                    for j in (0, 1)
                )
            )
    out.append(pts[-1])
    return out


def offset(line: list[tuple[float, float]], d: float) -> list[tuple[float, float]]:
    """``line`` moved sideways by ``d`` (to the right of its direction): a rut beside a road."""
    out = []
    for i, (x, y) in enumerate(line):
        ax, ay = line[max(0, i - 1)]
        bx, by = line[min(len(line) - 1, i + 1)]
        dx, dy = bx - ax, by - ay
        n = math.hypot(dx, dy) or 1
        out.append((x - dy / n * d, y + dx / n * d))
    return out


def runs_up_down(line: list[tuple[float, float]], p: tuple[float, float]) -> bool:
    """Whether the road runs more up-down than left-right near ``p``."""
    i = min(range(len(line)), key=lambda k: math.dist(line[k], p))
    ax, ay = line[max(0, i - 2)]
    bx, by = line[min(len(line) - 1, i + 2)]
    return abs(by - ay) > abs(bx - ax)


def style_colour(value, default: Colour) -> Colour:
    """A layout style's ``#rrggbb`` colour, else ``default``."""
    if isinstance(value, str) and value.startswith("#") and len(value) == 7:
        return (int(value[1:3], 16), int(value[3:5], 16), int(value[5:7], 16))
    return default
