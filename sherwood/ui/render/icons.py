"""Small symbols drawn in code: seat symbols (leaf, flame, shield, star, ...), crowns, coins.

Each is supersampled (``render.surfaces``: drawn four times too big and scaled down smoothly),
so edges come out anti-aliased. ``icon(name, px, colour)`` returns a cached transparent
surface ``px`` pixels square.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import canvas, supersample

Pt = tuple[float, float]


def _rot(points: list[Pt], angle: float, cx: float, cy: float) -> list[Pt]:
    c, s = math.cos(angle), math.sin(angle)
    return [(cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c) for x, y in points]


def _leaf(s: pygame.Surface, n: int, colour: P.Color) -> None:
    cx, cy = n / 2, n / 2
    pts_l: list[Pt] = []
    pts_r: list[Pt] = []
    steps = 40
    for i in range(steps + 1):
        t = i / steps
        half = 0.27 * n * math.sin(math.pi * t) ** 0.85 * (1 - 0.25 * t)
        y = cy + 0.40 * n - t * 0.80 * n
        pts_l.append((cx - half, y))
        pts_r.append((cx + half, y))
    outline = pts_l + pts_r[::-1]
    angle = math.radians(35)
    outline = _rot(outline, angle, cx, cy)
    stem = _rot([(cx, cy + 0.40 * n), (cx, cy + 0.50 * n)], angle, cx, cy)
    pygame.draw.line(s, colour, stem[0], stem[1], max(2, n // 22))
    pygame.draw.polygon(s, colour, outline)
    vein = _rot([(cx, cy + 0.38 * n), (cx, cy - 0.30 * n)], angle, cx, cy)
    light = P.mix(colour, (255, 255, 255), 0.45)
    pygame.draw.line(s, light, vein[0], vein[1], max(1, n // 40))
    for k in range(1, 4):
        y = cy + 0.30 * n - k * 0.16 * n
        for side in (-1, 1):
            v = _rot([(cx, y), (cx + side * 0.15 * n, y - 0.09 * n)], angle, cx, cy)
            pygame.draw.line(s, light, v[0], v[1], max(1, n // 60))


_FLAME = [
    (0.50, 0.02),
    (0.57, 0.14),
    (0.64, 0.24),
    (0.71, 0.31),
    (0.78, 0.17),
    (0.82, 0.33),
    (0.85, 0.48),
    (0.85, 0.62),
    (0.81, 0.76),
    (0.72, 0.87),
    (0.61, 0.94),
    (0.50, 0.96),
    (0.39, 0.94),
    (0.28, 0.87),
    (0.19, 0.76),
    (0.15, 0.62),
    (0.16, 0.47),
    (0.21, 0.34),
    (0.24, 0.44),
    (0.31, 0.38),
    (0.36, 0.26),
    (0.43, 0.14),
]


def _flame(s: pygame.Surface, n: int, colour: P.Color) -> None:
    pygame.draw.polygon(s, colour, [(x * n, y * n) for x, y in _FLAME])
    inner = P.mix(colour, (255, 214, 120), 0.7)
    pygame.draw.polygon(
        s, inner, [((0.5 + (x - 0.5) * 0.5) * n, (0.96 - (0.96 - y) * 0.55) * n) for x, y in _FLAME]
    )


def _shield(s: pygame.Surface, n: int, colour: P.Color) -> None:
    pts = [
        (0.18, 0.14),
        (0.5, 0.08),
        (0.82, 0.14),
        (0.82, 0.46),
        (0.74, 0.66),
        (0.5, 0.9),
        (0.26, 0.66),
        (0.18, 0.46),
    ]
    pygame.draw.polygon(s, colour, [(x * n, y * n) for x, y in pts])
    light = P.mix(colour, (255, 255, 255), 0.45)
    pygame.draw.line(s, light, (0.5 * n, 0.16 * n), (0.5 * n, 0.8 * n), max(2, n // 24))
    pygame.draw.line(s, light, (0.24 * n, 0.4 * n), (0.76 * n, 0.4 * n), max(2, n // 24))


def star_points(n: float, outer: float, inner: float) -> list[Pt]:
    """The ten corners of a five-pointed star, point up, in an ``n``-square box: the tips
    ``outer`` and the notches ``inner`` of ``n`` from the centre (a little below the middle)."""
    pts: list[Pt] = []
    for i in range(10):
        r = outer * n if i % 2 == 0 else inner * n
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((n / 2 + r * math.cos(a), n * 0.53 + r * math.sin(a)))
    return pts


def _star(s: pygame.Surface, n: int, colour: P.Color) -> None:
    pygame.draw.polygon(s, colour, star_points(n, 0.44, 0.19))


def _moon(s: pygame.Surface, n: int, colour: P.Color) -> None:
    pygame.draw.circle(s, colour, (n * 0.5, n * 0.5), n * 0.40)
    pygame.draw.circle(s, (0, 0, 0, 0), (n * 0.66, n * 0.40), n * 0.34)


def _crown(s: pygame.Surface, n: int, colour: P.Color, points: int = 5, jewel: P.Color | None = None) -> None:
    base_y, top_y = 0.78 * n, 0.24 * n
    left, right = 0.12 * n, 0.88 * n
    pts = [(left, base_y)]
    for i in range(points):
        x = left + (right - left) * i / (points - 1)
        pts.append((x, top_y if i % 1 == 0 else 0))
        if i < points - 1:
            pts.append((x + (right - left) / (points - 1) / 2, 0.52 * n))
    pts.append((right, base_y))
    pygame.draw.polygon(s, colour, pts)
    pygame.draw.rect(s, colour, (left, base_y - 0.02 * n, right - left, 0.12 * n))
    dark = P.shade(colour, 0.6)
    for i in range(points):
        x = left + (right - left) * i / (points - 1)
        pygame.draw.circle(s, colour, (x, top_y), 0.055 * n)
    pygame.draw.line(s, dark, (left, base_y), (right, base_y), max(1, n // 30))
    for i in range(3):
        pygame.draw.circle(
            s, jewel or P.WAX, (left + (right - left) * (i + 1) / 4, base_y + 0.045 * n), 0.035 * n
        )


def _queen_crown(s: pygame.Surface, n: int, colour: P.Color) -> None:
    _crown(s, n, colour, points=3, jewel=P.WATER)
    pygame.draw.circle(s, colour, (0.5 * n, 0.14 * n), 0.07 * n)


def _tower(s: pygame.Surface, n: int, colour: P.Color) -> None:
    pygame.draw.rect(s, colour, (0.26 * n, 0.3 * n, 0.48 * n, 0.6 * n))
    for i in range(3):
        pygame.draw.rect(s, colour, (0.26 * n + i * 0.19 * n, 0.16 * n, 0.1 * n, 0.16 * n))
    pygame.draw.rect(
        s,
        (0, 0, 0, 0),
        (0.44 * n, 0.62 * n, 0.12 * n, 0.28 * n),
        border_top_left_radius=int(0.06 * n),
        border_top_right_radius=int(0.06 * n),
    )


def _coin(s: pygame.Surface, n: int, colour: P.Color) -> None:
    pygame.draw.circle(s, P.shade(colour, 0.62), (n / 2, n / 2), 0.47 * n)
    pygame.draw.circle(s, colour, (n / 2, n / 2), 0.42 * n)
    pygame.draw.circle(s, P.shade(colour, 0.8), (n / 2, n / 2), 0.33 * n, max(1, n // 28))
    pygame.draw.circle(s, P.mix(colour, (255, 255, 255), 0.5), (0.38 * n, 0.36 * n), 0.08 * n)


def _helmet(s: pygame.Surface, n: int, colour: P.Color) -> None:
    pygame.draw.ellipse(s, colour, (0.2 * n, 0.14 * n, 0.6 * n, 0.7 * n))
    pygame.draw.rect(s, colour, (0.2 * n, 0.48 * n, 0.6 * n, 0.36 * n))
    dark = P.shade(colour, 0.45)
    pygame.draw.rect(s, dark, (0.28 * n, 0.44 * n, 0.44 * n, 0.07 * n))
    pygame.draw.line(s, dark, (0.5 * n, 0.55 * n), (0.5 * n, 0.8 * n), max(2, n // 30))
    plume = [(0.5 * n, 0.16 * n), (0.62 * n, 0.02 * n), (0.86 * n, 0.06 * n), (0.64 * n, 0.2 * n)]
    pygame.draw.polygon(s, P.WAX, plume)


def _cap(s: pygame.Surface, n: int, colour: P.Color) -> None:
    pygame.draw.ellipse(s, colour, (0.12 * n, 0.42 * n, 0.76 * n, 0.3 * n))
    pygame.draw.ellipse(s, colour, (0.24 * n, 0.26 * n, 0.52 * n, 0.34 * n))
    feather = [(0.6 * n, 0.4 * n), (0.9 * n, 0.06 * n), (0.94 * n, 0.12 * n), (0.66 * n, 0.44 * n)]
    pygame.draw.polygon(s, P.FOREST_LIGHT, feather)
    pygame.draw.line(s, P.shade(colour, 0.5), (0.14 * n, 0.6 * n), (0.86 * n, 0.6 * n), max(1, n // 40))


def _figure(s: pygame.Surface, n: int, colour: P.Color) -> None:
    """A hooded traveller with a staff and a purse."""
    pygame.draw.line(s, P.shade(colour, 0.7), (0.74 * n, 0.14 * n), (0.8 * n, 0.94 * n), max(2, n // 26))
    robe = [
        (0.5 * n, 0.3 * n),
        (0.7 * n, 0.56 * n),
        (0.78 * n, 0.94 * n),
        (0.22 * n, 0.94 * n),
        (0.3 * n, 0.56 * n),
    ]
    pygame.draw.polygon(s, colour, robe)
    pygame.draw.circle(s, colour, (0.5 * n, 0.27 * n), 0.14 * n)
    pygame.draw.circle(s, P.GOLD, (0.34 * n, 0.7 * n), 0.08 * n)


def _jester(s: pygame.Surface, n: int, colour: P.Color) -> None:
    base = 0.72 * n
    tips = [(0.1 * n, 0.28 * n), (0.5 * n, 0.08 * n), (0.9 * n, 0.28 * n)]
    cols = [P.GOLD, colour, P.GOLD]
    for (tx, ty), c in zip(tips, cols, strict=True):
        pygame.draw.polygon(s, c, [(0.3 * n, base), (tx, ty), (0.7 * n, base)])
        pygame.draw.circle(s, P.GOLD if c is colour else colour, (tx, ty), 0.06 * n)
    pygame.draw.rect(
        s, P.shade(colour, 0.7), (0.22 * n, base - 0.04 * n, 0.56 * n, 0.14 * n), border_radius=int(0.05 * n)
    )


def _swords(s: pygame.Surface, n: int, colour: P.Color) -> None:
    for flip in (1, -1):
        a = (0.5 * n - flip * 0.36 * n, 0.86 * n)
        b = (0.5 * n + flip * 0.32 * n, 0.14 * n)
        pygame.draw.line(s, colour, a, b, max(2, n // 14))
        gx, gy = 0.5 * n - flip * 0.22 * n, 0.62 * n
        pygame.draw.line(
            s,
            P.shade(colour, 0.6),
            (gx - 0.1 * n, gy - 0.05 * n * flip * 0 - 0.05 * n),
            (gx + 0.1 * n, gy + 0.05 * n),
            max(2, n // 12),
        )


def _rose(s: pygame.Surface, n: int, colour: P.Color) -> None:
    for i in range(5):
        a = i * 2 * math.pi / 5 - math.pi / 2
        pygame.draw.circle(s, colour, (n / 2 + 0.2 * n * math.cos(a), n / 2 + 0.2 * n * math.sin(a)), 0.2 * n)
    pygame.draw.circle(s, P.mix(colour, (255, 220, 120), 0.5), (n / 2, n / 2), 0.12 * n)


_DRAW: dict[str, Callable[[pygame.Surface, int, P.Color], None]] = {
    "leaf": _leaf,
    "flame": _flame,
    "shield": _shield,
    "star": _star,
    "moon": _moon,
    "crown": _crown,
    "king": _crown,
    "queen": _queen_crown,
    "tower": _tower,
    "coin": _coin,
    "knight": _helmet,
    "page": _cap,
    "figure": _figure,
    "jester": _jester,
    "swords": _swords,
    "rose": _rose,
}

ICONS = tuple(_DRAW)


def draw(name: str, big: pygame.Surface, n: int, colour: P.Color) -> None:
    """Symbol ``name`` in ``colour`` drawn into the ``n``-square ``big``, for art that
    supersamples it itself (a set of symbols printed in colours of its own)."""
    _DRAW[name](big, n, colour)


@lru_cache(maxsize=512)
def icon(name: str, px: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """The symbol ``name`` in ``colour`` on a transparent ``px``-square surface."""
    px = max(4, int(px))
    return supersample((px, px), lambda big, n: _DRAW[name](big, n, colour))


@lru_cache(maxsize=128)
def badge(symbol: str, px: int, colour: tuple[int, int, int], ring: P.Color = P.CREAM) -> pygame.Surface:
    """A round seat badge: the seat colour, a cream ring, the symbol in cream."""

    def disc(big: pygame.Surface, n: int) -> None:
        pygame.draw.circle(big, P.shade(colour, 0.55), (n / 2, n / 2), n / 2)
        pygame.draw.circle(big, ring, (n / 2, n / 2), n / 2 - n * 0.04)
        pygame.draw.circle(big, colour, (n / 2, n / 2), n / 2 - n * 0.1)
        sym = canvas(int(n * 0.62))
        _DRAW[symbol](sym, sym.get_width(), P.text_on(colour))
        big.blit(sym, sym.get_rect(center=(n / 2, n / 2)))

    px = max(8, int(px))
    return supersample((px, px), disc)
