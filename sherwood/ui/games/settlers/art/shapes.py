"""Shapes the island's art is drawn with: hexagons, lit silhouettes, bevels, soft shadows.

Coordinates are pixels of the (supersampled) surface being drawn into. A pointy-topped hex
of size ``r`` (centre to corner) is ``√3·r`` wide and ``2·r`` tall (SR-C-1.1, SR-C-1.5).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from functools import lru_cache

import pygame

from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import canvas

Color = tuple[int, int, int]
Paint = tuple[int, ...]
"""A colour as pygame takes it: RGB or RGBA."""
Pt = tuple[float, float]

SQRT3 = math.sqrt(3)
LIGHT = (-0.6, -0.8)
"""The direction light comes from (top left, ART.md), a unit vector in screen axes."""


def hex_corners(cx: float, cy: float, r: float) -> list[Pt]:
    """The six corners of a pointy-topped hex, clockwise from north (SR-C-2.2's order)."""
    return [
        (cx + r * math.cos(math.radians(-90 + 60 * k)), cy + r * math.sin(math.radians(-90 + 60 * k)))
        for k in range(6)
    ]


def flat_hex_corners(cx: float, cy: float, apothem: float) -> list[Pt]:
    """The six corners of a flat-topped hexagon whose flat sides lie ``apothem`` from its
    centre (the sea frame around the island), clockwise from the east point."""
    r = apothem * 2 / SQRT3
    return [
        (cx + r * math.cos(math.radians(60 * k)), cy + r * math.sin(math.radians(60 * k))) for k in range(6)
    ]


def capsule(s: pygame.Surface, colour: Paint, a: Pt, b: Pt, r: float) -> None:
    """A thick line with round ends from ``a`` to ``b``, ``r`` pixels from its spine."""
    ax, ay = a
    bx, by = b
    d = math.hypot(bx - ax, by - ay) or 1.0
    nx, ny = -(by - ay) / d * r, (bx - ax) / d * r
    pygame.draw.polygon(
        s, colour, [(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)]
    )
    pygame.draw.circle(s, colour, a, r)
    pygame.draw.circle(s, colour, b, r)


def tint(sil: pygame.Surface, colour: Paint) -> pygame.Surface:
    """The white silhouette ``sil`` in ``colour``, its alpha kept."""
    s = sil.copy()
    s.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    return s


@lru_cache(maxsize=64)
def _light(w: int, h: int, strength: int) -> pygame.Surface:
    small = canvas(24, 24)
    for y in range(24):
        for x in range(24):
            t = (x + y * 1.2) / (23 * 2.2)
            if t < 0.45:
                small.set_at((x, y), (255, 248, 230, int(strength * (0.45 - t) / 0.45)))
            else:
                small.set_at((x, y), (10, 5, 0, int(strength * 1.1 * (t - 0.45) / 0.55)))
    return pygame.transform.smoothscale(small, (w, h))


def lit(
    sil: pygame.Surface, colour: Paint, edge: Paint | None = None, width: float = 0.0, strength: int = 100
) -> pygame.Surface:
    """Silhouette ``sil`` filled with ``colour``, lit from the top left, with an ``edge`` line
    ``width`` pixels wide around it."""
    w, h = sil.get_size()
    out = canvas(w, h)
    if edge is not None and width > 0:
        dark = tint(sil, edge)
        for k in range(16):
            a = 2 * math.pi * k / 16
            out.blit(dark, (round(width * math.cos(a)), round(width * math.sin(a))))
    out.blit(tint(sil, colour), (0, 0))
    shade = _light(w, h, strength).copy()
    shade.blit(sil, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(shade, (0, 0))
    return out


def clip_to(s: pygame.Surface, mask_points: list[Pt]) -> pygame.Surface:
    """``s`` with everything outside the polygon ``mask_points`` made transparent (in place)."""
    mask = canvas(*s.get_size())
    pygame.draw.polygon(mask, (255, 255, 255, 255), mask_points)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return s


def bevel(s: pygame.Surface, corners: list[Pt], width: float, light: int = 90, dark: int = 110) -> None:
    """A bevel along the polygon ``corners`` (clockwise): sides facing the light (top left)
    get a light strip, those facing away a dark one, in proportion."""
    cx = sum(p[0] for p in corners) / len(corners)
    cy = sum(p[1] for p in corners) / len(corners)
    n = len(corners)
    xs, ys = [p[0] for p in corners], [p[1] for p in corners]
    left, top = math.floor(min(xs)), math.floor(min(ys))
    layer = canvas(math.ceil(max(xs)) - left + 1, math.ceil(max(ys)) - top + 1)
    for k in range(n):
        a, b = corners[k], corners[(k + 1) % n]
        mx, my = (a[0] + b[0]) / 2 - cx, (a[1] + b[1]) / 2 - cy
        d = math.hypot(mx, my) or 1.0
        facing = (mx * LIGHT[0] + my * LIGHT[1]) / d  # 1: faces the light
        ia = (a[0] + (cx - a[0]) * width / max(1.0, d), a[1] + (cy - a[1]) * width / max(1.0, d))
        ib = (b[0] + (cx - b[0]) * width / max(1.0, d), b[1] + (cy - b[1]) * width / max(1.0, d))
        strip = [(x - left, y - top) for x, y in (a, b, ib, ia)]
        if facing > 0:
            pygame.draw.polygon(layer, (255, 250, 230, int(light * facing)), strip)
        else:
            pygame.draw.polygon(layer, (20, 12, 4, int(dark * -facing)), strip)
    s.blit(layer, (left, top))


def blurred(layer: pygame.Surface, radius: float) -> pygame.Surface:
    """``layer`` blurred by about ``radius`` pixels, done at a quarter of its size or less
    (a blur over a whole board at full size takes too long)."""
    w, h = layer.get_size()
    f = max(2, min(int(radius // 3), w // 8, h // 8))
    small = pygame.transform.smoothscale(layer, (max(1, w // f), max(1, h // f)))
    small = pygame.transform.gaussian_blur(small, max(1, round(radius / f)))
    return pygame.transform.smoothscale(small, (w, h))


def blob_shadow(s: pygame.Surface, rect: pygame.Rect | pygame.FRect, alpha: int = 90) -> None:
    """A dark ellipse in ``rect`` at ``alpha``: the soft shadow a small object casts on the
    ground (blurred by the supersampling's scaling down)."""
    layer = canvas(max(1, int(rect.w)) + 2, max(1, int(rect.h)) + 2)
    pygame.draw.ellipse(layer, (20, 14, 6, alpha), layer.get_rect().inflate(-2, -2))
    s.blit(layer, (rect.x, rect.y))


def noise(
    s: pygame.Surface,
    rng: random.Random,
    count: int,
    colours: Sequence[Color],
    size: tuple[float, float],
    alpha: tuple[int, int] = (30, 70),
) -> None:
    """``count`` small soft specks of ``colours`` scattered over ``s`` (grass, grit, sand)."""
    w, h = s.get_size()
    layer = canvas(w, h)
    for _ in range(count):
        c = colours[rng.randrange(len(colours))]
        r = rng.uniform(*size)
        pygame.draw.circle(layer, (*c, rng.randint(*alpha)), (rng.uniform(0, w), rng.uniform(0, h)), r)
    s.blit(layer, (0, 0))


@lru_cache(maxsize=32)
def gradient(size: tuple[int, int], top: Color, bottom: Color, angle: float = 0.0) -> pygame.Surface:
    """A surface of ``size`` shading from ``top`` to ``bottom``, turned ``angle`` degrees
    (0: top to bottom; positive turns the light source to the left). Cached: blit it, do
    not draw on it."""
    w, h = max(1, size[0]), max(1, size[1])
    strip = pygame.Surface((2, 64))
    for y in range(64):
        c = P.mix(top, bottom, y / 63)
        strip.set_at((0, y), c)
        strip.set_at((1, y), c)
    if not angle:
        return pygame.transform.smoothscale(strip, (w, h))
    d = int(math.hypot(w, h)) + 2
    big = pygame.transform.smoothscale(strip, (d, d))
    big = pygame.transform.rotate(big, angle)
    out = pygame.Surface((w, h))
    out.blit(big, big.get_rect(center=(w / 2, h / 2)))
    return out
