"""Small geometry and paint helpers the forest's art shares: smooth curves through points,
a polyline offset to one side, distances to segments, soft blobs, a mottled texture.

Points here are in pixels unless a name says spec units; :class:`Brush` converts the spec's
canvas (1600 x 1000) into the pixels of one drawing (``u`` pixels per spec unit).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from sherwood.ui.render.surfaces import canvas

Pt = tuple[float, float]
Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Brush:
    """Spec units to pixels for one drawing: point ``(sx, sy)`` is ``(ox + sx*u, oy + sy*u)``."""

    u: float
    ox: float = 0.0
    oy: float = 0.0

    def p(self, sx: float, sy: float) -> Pt:
        return (self.ox + sx * self.u, self.oy + sy * self.u)

    def pt(self, point: Pt) -> Pt:
        return self.p(point[0], point[1])

    def n(self, v: float) -> float:
        """A length in pixels."""
        return v * self.u

    def w(self, v: float) -> int:
        """A stroke width in pixels (at least 1)."""
        return max(1, round(v * self.u))


def catmull_rom(points: Sequence[Pt], per: int = 8) -> list[Pt]:
    """A smooth curve through ``points`` (``per`` samples between two of them)."""
    if len(points) < 3:
        return list(points)
    pts = [points[0], *points, points[-1]]
    out: list[Pt] = []
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        for k in range(per):
            t = k / per
            t2, t3 = t * t, t * t * t
            x = 0.5 * (
                2 * p1[0]
                + (-p0[0] + p2[0]) * t
                + (2 * p0[0] - 5 * p1[0] + 4 * p2[0] - p3[0]) * t2
                + (-p0[0] + 3 * p1[0] - 3 * p2[0] + p3[0]) * t3
            )
            y = 0.5 * (
                2 * p1[1]
                + (-p0[1] + p2[1]) * t
                + (2 * p0[1] - 5 * p1[1] + 4 * p2[1] - p3[1]) * t2
                + (-p0[1] + 3 * p1[1] - 3 * p2[1] + p3[1]) * t3
            )
            out.append((x, y))
    out.append(points[-1])
    return out


def bend(a: Pt, b: Pt, amount: float, samples: int = 14) -> list[Pt]:
    """A gentle curve from ``a`` to ``b`` bowing ``amount`` (a fraction of its length) to the
    left of its direction (negative: to the right)."""
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length
    out = []
    for i in range(samples + 1):
        t = i / samples
        off = amount * length * 4 * t * (1 - t)
        out.append((ax + dx * t + nx * off, ay + dy * t + ny * off))
    return out


def wobble(points: Sequence[Pt], rng: random.Random, amp: float, every: int = 3) -> list[Pt]:
    """``points`` nudged sideways a little (a hand-drawn line), the ends kept."""
    out = list(points)
    for i in range(1, len(out) - 1):
        if i % every == 0:
            x, y = out[i]
            out[i] = (x + rng.uniform(-amp, amp), y + rng.uniform(-amp, amp))
    return catmull_rom(out, 3) if len(out) > 3 else out


def length(points: Sequence[Pt]) -> float:
    return sum(math.dist(points[i], points[i + 1]) for i in range(len(points) - 1))


def along(points: Sequence[Pt], step: float) -> list[tuple[Pt, float]]:
    """Points every ``step`` along the polyline, with the direction there (radians)."""
    out: list[tuple[Pt, float]] = []
    carry = step / 2
    for i in range(len(points) - 1):
        (ax, ay), (bx, by) = points[i], points[i + 1]
        seg = math.hypot(bx - ax, by - ay)
        if seg <= 0:
            continue
        ang = math.atan2(by - ay, bx - ax)
        d = carry
        while d < seg:
            t = d / seg
            out.append(((ax + (bx - ax) * t, ay + (by - ay) * t), ang))
            d += step
        carry = d - seg
    return out


def seg_dist(p: Pt, a: Pt, b: Pt) -> float:
    """The distance from ``p`` to the segment ``a``-``b``."""
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    l2 = dx * dx + dy * dy
    t = 0.0 if l2 == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / l2))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)



def crossing(a: Pt, b: Pt, c: Pt, d: Pt) -> Pt | None:
    """Where segment ``a``-``b`` crosses segment ``c``-``d`` (None if they do not)."""
    (x1, y1), (x2, y2), (x3, y3), (x4, y4) = a, b, c, d
    den = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4)
    if abs(den) < 1e-9:
        return None
    t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / den
    s = -((x1 - x2) * (y1 - y3) - (y1 - y2) * (x1 - x3)) / den
    if 0 <= t <= 1 and 0 <= s <= 1:
        return (x1 + t * (x2 - x1), y1 + t * (y2 - y1))
    return None


def thick(surface: pygame.Surface, colour, points: Sequence[Pt], width: float) -> None:
    """A thick polyline with round joins and ends (pygame's own leaves gaps at joins)."""
    if len(points) < 2:
        return
    w = max(1, round(width))
    r = w / 2
    pygame.draw.lines(surface, colour, False, points, w)
    if w >= 3:
        for p in points:
            pygame.draw.circle(surface, colour, p, r)


def blurred(surface: pygame.Surface, radius: float) -> pygame.Surface:
    r = max(0, round(radius))
    return pygame.transform.gaussian_blur(surface, r) if r > 0 else surface


def mottle(size: tuple[int, int], colours: Sequence[Colour], cell: int, seed: int) -> pygame.Surface:
    """A soft mottled texture of ``colours`` (cells of about ``cell`` pixels, smoothed)."""
    w, h = size
    cw, ch = max(2, w // max(1, cell)), max(2, h // max(1, cell))
    small = pygame.Surface((cw, ch))
    rng = random.Random(seed)
    for y in range(ch):
        for x in range(cw):
            a, b = rng.choice(colours), rng.choice(colours)
            t = rng.random()
            small.set_at((x, y), tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3)))
    return pygame.transform.smoothscale(small, (max(1, w), max(1, h)))



def rotated_rect(cx: float, cy: float, w: float, h: float, angle: float) -> list[Pt]:
    """The corners of a ``w`` x ``h`` rectangle centred on ``(cx, cy)`` turned by ``angle`` radians."""
    c, s = math.cos(angle), math.sin(angle)
    out = []
    for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)):
        out.append((cx + dx * c - dy * s, cy + dx * s + dy * c))
    return out


def mix(a: Colour, b: Colour, t: float) -> Colour:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def shade(c: Colour, f: float) -> Colour:
    return (min(255, round(c[0] * f)), min(255, round(c[1] * f)), min(255, round(c[2] * f)))


# --- soft shapes, blurred on a small canvas of their own (a whole-board blur is slow) -----------


def _soft(s: pygame.Surface, box: pygame.Rect, blur: float, draw) -> None:
    pad = max(2, round(blur * 3))
    box = box.inflate(2 * pad, 2 * pad).clip(s.get_rect().inflate(2 * pad, 2 * pad))
    if box.w <= 0 or box.h <= 0:
        return
    layer = canvas(box.w, box.h)
    draw(layer, box.x, box.y)
    s.blit(blurred(layer, blur), box.topleft)


def soft_polygon(s: pygame.Surface, pts, colour, blur: float) -> None:
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    box = pygame.Rect(
        math.floor(min(xs)),
        math.floor(min(ys)),
        math.ceil(max(xs) - min(xs)) + 2,
        math.ceil(max(ys) - min(ys)) + 2,
    )
    _soft(
        s,
        box,
        blur,
        lambda layer, ox, oy: pygame.draw.polygon(layer, colour, [(x - ox, y - oy) for x, y in pts]),
    )


def soft_circle(s: pygame.Surface, centre: Pt, r: float, colour, blur: float) -> None:
    box = pygame.Rect(
        math.floor(centre[0] - r), math.floor(centre[1] - r), math.ceil(2 * r) + 2, math.ceil(2 * r) + 2
    )
    _soft(
        s,
        box,
        blur,
        lambda layer, ox, oy: pygame.draw.circle(layer, colour, (centre[0] - ox, centre[1] - oy), r),
    )


def soft_lines(s: pygame.Surface, pts, colour, width: float, blur: float) -> None:
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    box = pygame.Rect(
        math.floor(min(xs) - width),
        math.floor(min(ys) - width),
        math.ceil(max(xs) - min(xs) + 2 * width) + 2,
        math.ceil(max(ys) - min(ys) + 2 * width) + 2,
    )
    _soft(s, box, blur, lambda layer, ox, oy: thick(layer, colour, [(x - ox, y - oy) for x, y in pts], width))
