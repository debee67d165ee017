"""The six terrains as printed hex tiles: forest, pasture, fields, hills, mountains, desert.

:func:`tile` draws one land hex of size ``r`` (centre to corner, SR-C-1.5) on a transparent
surface ``√3·r`` wide and ``2·r`` tall (plus a pixel of margin), cached. Each tile is a
ground colour lit from the top left, with its picture drawn around the middle, where the
number token lies (the desert keeps its middle free for the robber and, in the solo
variant, Robin's camp), a bevel and a thin seam. ``variant`` (the hex id) seeds where the
trees, sheep and peaks stand, so no two tiles of a terrain look quite alike.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from sherwood.ui.games.settlers.art import palette as C
from sherwood.ui.games.settlers.art.ground import Ground
from sherwood.ui.games.settlers.art.shapes import (
    SQRT3,
    bevel,
    blob_shadow,
    capsule,
    clip_to,
    gradient,
    hex_corners,
    noise,
)
from sherwood.ui.games.settlers.art.terrain_rock import desert, hills, mountains
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import canvas, down

SS = 3
"""Tiles are drawn three times too big and scaled down (big enough for clean edges; a whole
island of them is drawn in well under a second)."""


def _base(g: Ground, terrain: str) -> None:
    base, light, dark = C.TERRAIN[terrain]
    w, h = g.s.get_size()
    g.s.blit(gradient((w, h), P.mix(base, light, 0.45), P.mix(base, dark, 0.35), angle=25), (0, 0))
    noise(g.s, g.rng, int(g.n * 0.9), (light, dark, base), (g.n * 0.02, g.n * 0.07), (25, 60))


# --- forest ----------------------------------------------------------------------------------


def pine(s: pygame.Surface, x: float, y: float, h: float, colour: C.Color) -> None:
    """A fir tree whose foot is at ``(x, y)``, ``h`` pixels tall: three tiers of needles,
    lit on the left, on a short trunk."""
    w = h * 0.62
    blob_shadow(s, pygame.FRect(x - w * 0.25, y - h * 0.08, w * 0.95, h * 0.22), 80)
    trunk = P.shade(C.BARK, 0.9)
    pygame.draw.rect(s, trunk, pygame.FRect(x - h * 0.05, y - h * 0.16, h * 0.1, h * 0.16))
    dark, light = P.shade(colour, 0.62), P.mix(colour, (200, 230, 140), 0.28)
    for k, (top, bottom, half) in enumerate(((0.0, 0.42, 0.3), (0.2, 0.66, 0.4), (0.42, 0.88, 0.5))):
        t, b = y - h + top * h, y - h + bottom * h
        left, right, apex = (x - half * w, b), (x + half * w, b), (x, t)
        pygame.draw.polygon(s, dark, [apex, right, left])
        pygame.draw.polygon(s, colour, [apex, (x + half * w * 0.15, b), left])
        pygame.draw.line(s, light, apex, (x - half * w * 0.8, b - h * 0.02), max(1, int(h * 0.035)))
        if k:
            pygame.draw.line(
                s, P.shade(colour, 0.5), (x - half * w, b), (x + half * w, b), max(1, int(h * 0.03))
            )


def oak(s: pygame.Surface, x: float, y: float, h: float, colour: C.Color) -> None:
    """A round broadleaf tree whose foot is at ``(x, y)``, ``h`` pixels tall."""
    r = h * 0.3
    blob_shadow(s, pygame.FRect(x - r * 0.7, y - h * 0.08, r * 2.3, h * 0.22), 80)
    pygame.draw.rect(s, C.BARK, pygame.FRect(x - h * 0.055, y - h * 0.42, h * 0.11, h * 0.42))
    cy = y - h + r * 1.05
    dark, light = P.shade(colour, 0.6), P.mix(colour, (210, 235, 150), 0.35)
    for dx, dy, rr in ((-0.55, 0.3, 0.7), (0.55, 0.3, 0.7), (0.0, 0.0, 0.85), (0.0, 0.5, 0.7)):
        pygame.draw.circle(s, dark, (x + dx * r, cy + dy * r), rr * r)
    for dx, dy, rr in ((-0.5, 0.22, 0.58), (0.35, 0.2, 0.55), (-0.1, -0.05, 0.7)):
        pygame.draw.circle(s, colour, (x + dx * r - r * 0.08, cy + dy * r - r * 0.08), rr * r)
    pygame.draw.circle(s, light, (x - r * 0.35, cy - r * 0.3), r * 0.32)


def forest(g: Ground) -> None:
    """Forest: a dark floor crowded with firs and oaks."""
    base, light, dark = C.TERRAIN["forest"]
    trees = g.spots(30, 0.2, 0.1, 0.36)
    trees += [(x, y) for x, y in g.spots(40, 0.17, 0.08, 0.0) if math.hypot(x, y) > 0.55][:6]
    greens = (P.mix(base, light, 0.1), P.shade(base, 0.9), P.mix(base, (0x5A, 0x7A, 0x2E), 0.5), P.FOREST)
    for x, y in sorted(trees, key=lambda p: p[1]):
        px, py = g.at(x, y + 0.1)
        h = g.n * g.rng.uniform(0.27, 0.35)
        colour = greens[g.rng.randrange(len(greens))]
        if g.rng.random() < 0.62:
            pine(g.s, px, py, h, colour)
        else:
            oak(g.s, px, py, h * 0.92, colour)
    del dark


# --- pasture ---------------------------------------------------------------------------------


def sheep(s: pygame.Surface, x: float, y: float, w: float, facing: int = 1) -> None:
    """A sheep standing at ``(x, y)`` (its feet), ``w`` pixels long, facing right (1) or left (-1)."""
    h = w * 0.62
    blob_shadow(s, pygame.FRect(x - w * 0.45, y - h * 0.12, w * 1.05, h * 0.3), 90)
    leg = (0x3A, 0x34, 0x30)
    for dx in (-0.28, -0.12, 0.14, 0.3):
        pygame.draw.line(
            s, leg, (x + dx * w * facing, y - h * 0.35), (x + dx * w * facing, y), max(1, int(w * 0.07))
        )
    body_y = y - h * 0.55
    edge = P.shade(C.WOOL, 0.62)
    puffs = (
        (-0.3, 0.02, 0.24),
        (-0.1, -0.08, 0.27),
        (0.12, -0.06, 0.26),
        (0.28, 0.04, 0.22),
        (0.0, 0.1, 0.28),
    )
    for dx, dy, rr in puffs:
        pygame.draw.circle(s, edge, (x + dx * w * facing, body_y + dy * w), rr * w + max(1.0, w * 0.035))
    for dx, dy, rr in puffs:
        pygame.draw.circle(s, C.WOOL, (x + dx * w * facing, body_y + dy * w), rr * w)
    pygame.draw.circle(s, (255, 255, 252), (x - 0.12 * w * facing, body_y - 0.12 * w), 0.12 * w)
    head = pygame.FRect(0, 0, w * 0.26, w * 0.34)
    head.center = (x + 0.46 * w * facing, body_y - 0.02 * w)
    pygame.draw.ellipse(s, (0x2E, 0x2A, 0x28), head)
    pygame.draw.ellipse(
        s,
        (0x2E, 0x2A, 0x28),
        pygame.FRect(head.centerx - w * 0.2 * facing - w * 0.06, head.y, w * 0.12, w * 0.08),
    )
    pygame.draw.circle(
        s, (0xF4, 0xF0, 0xE4), (head.centerx + w * 0.04 * facing, head.y + w * 0.12), max(1.0, w * 0.03)
    )


def _tuft(s: pygame.Surface, x: float, y: float, h: float, colour: C.Color) -> None:
    wdt = max(1, int(h * 0.16))
    for dx, tilt in ((-0.25, -0.35), (0.0, 0.0), (0.25, 0.35)):
        pygame.draw.line(s, colour, (x + dx * h, y), (x + dx * h + tilt * h, y - h), wdt)


def fence(s: pygame.Surface, a: tuple[float, float], b: tuple[float, float], h: float) -> None:
    """A split-rail fence from ``a`` to ``b``, its posts ``h`` pixels tall."""
    wood, dark = (0x9A, 0x6E, 0x42), (0x5A, 0x3C, 0x22)
    steps = max(2, int(math.hypot(b[0] - a[0], b[1] - a[1]) / (h * 1.3)))
    posts = [(a[0] + (b[0] - a[0]) * k / steps, a[1] + (b[1] - a[1]) * k / steps) for k in range(steps + 1)]
    for f in (0.35, 0.7):
        pygame.draw.line(
            s, dark, (a[0], a[1] - h * f + h * 0.06), (b[0], b[1] - h * f + h * 0.06), max(1, int(h * 0.14))
        )
        pygame.draw.line(s, wood, (a[0], a[1] - h * f), (b[0], b[1] - h * f), max(1, int(h * 0.1)))
    for x, y in posts:
        pygame.draw.line(s, dark, (x + h * 0.05, y), (x + h * 0.05, y - h), max(1, int(h * 0.16)))
        pygame.draw.line(s, wood, (x, y), (x, y - h), max(1, int(h * 0.1)))


def pasture(g: Ground) -> None:
    """Pasture: bright grass in tufts and flowers, a stretch of fence, grazing sheep."""
    base, light, dark = C.TERRAIN["pasture"]
    for x, y in g.spots(60, 0.09, 0.06, 0.0, 900):
        px, py = g.at(x, y)
        _tuft(g.s, px, py, g.n * g.rng.uniform(0.05, 0.08), P.shade(dark, g.rng.uniform(0.85, 1.1)))
    flowers = ((250, 250, 240), (250, 220, 90), (235, 170, 200))
    for x, y in g.spots(24, 0.06, 0.08, 0.3, 600):
        pygame.draw.circle(g.s, flowers[g.rng.randrange(3)], g.at(x, y), g.n * 0.018)
    side = g.rng.choice((-1, 1))
    fence(g.s, g.at(-0.62 * side, 0.28), g.at(-0.2 * side, 0.62), g.n * 0.1)
    for x, y in sorted(g.spots(4, 0.36, 0.2, 0.42), key=lambda p: p[1]):
        px, py = g.at(x, y + 0.08)
        sheep(g.s, px, py, g.n * g.rng.uniform(0.22, 0.26), g.rng.choice((-1, 1)))
    del base, light


# --- fields ----------------------------------------------------------------------------------


def _ear(
    s: pygame.Surface, base: tuple[float, float], tip: tuple[float, float], width: float, colour: C.Color
) -> None:
    """One ear of grain from ``base`` to ``tip``: a slim spindle."""
    dx, dy = tip[0] - base[0], tip[1] - base[1]
    d = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / d * width / 2, dx / d * width / 2
    mid = (base[0] + dx * 0.45, base[1] + dy * 0.45)
    pygame.draw.polygon(s, colour, [base, (mid[0] + nx, mid[1] + ny), tip, (mid[0] - nx, mid[1] - ny)])


def sheaf(s: pygame.Surface, x: float, y: float, h: float) -> None:
    """A sheaf of grain standing at ``(x, y)``, ``h`` pixels tall: stalks fanning out above
    a band round its waist, their ears at the top."""
    w = h * 0.7
    blob_shadow(s, pygame.FRect(x - w * 0.3, y - h * 0.1, w * 1.0, h * 0.22), 90)
    waist = (x, y - h * 0.42)
    stalk = max(1, int(h * 0.045))
    count = 9
    rim = P.shade(C.WHEAT_DARK, 0.55)
    for k in range(count):
        t = k / (count - 1) - 0.5
        foot = (x + t * w * 0.55, y)
        top = (x + t * w * 0.95, y - h * 0.78 + abs(t) * h * 0.22)
        pygame.draw.lines(s, rim, False, [foot, waist, top], stalk + max(2, int(h * 0.05)))
    for k in range(count):
        t = k / (count - 1) - 0.5
        foot = (x + t * w * 0.55, y)
        top = (x + t * w * 0.95, y - h * 0.78 + abs(t) * h * 0.22)
        col = P.mix(C.WHEAT_DARK, C.WHEAT, 0.35 + 0.65 * (0.5 - t))
        pygame.draw.line(s, P.shade(col, 0.85), foot, waist, stalk)
        pygame.draw.line(s, col, waist, top, stalk)
    for k in range(count):
        t = k / (count - 1) - 0.5
        top = (x + t * w * 0.95, y - h * 0.78 + abs(t) * h * 0.22)
        dx, dy = top[0] - waist[0], top[1] - waist[1]
        d = math.hypot(dx, dy) or 1.0
        tip = (top[0] + dx / d * h * 0.24, top[1] + dy / d * h * 0.24)
        col = P.mix(C.WHEAT, (255, 238, 170), 0.45 - t * 0.4)
        _ear(
            s,
            (top[0] - dx / d * h * 0.02, top[1] - dy / d * h * 0.02),
            tip,
            h * 0.1,
            P.shade(C.WHEAT_DARK, 0.9),
        )
        _ear(s, top, tip, h * 0.07, col)
    band = pygame.FRect(0, 0, w * 0.34, h * 0.09)
    band.center = waist
    pygame.draw.rect(s, (0x7A, 0x4E, 0x1E), band, border_radius=max(1, int(h * 0.03)))
    pygame.draw.line(
        s,
        (0xB8, 0x88, 0x44),
        (band.x + h * 0.02, band.y + h * 0.02),
        (band.right - h * 0.02, band.y + h * 0.02),
        max(1, int(h * 0.02)),
    )


def fields(g: Ground) -> None:
    """Fields: two or three strips of ripe and ripening grain in furrows, and sheaves."""
    base, light, dark = C.TERRAIN["fields"]
    w, h = g.s.get_size()
    angle = g.rng.uniform(-0.5, 0.5)
    cut = g.rng.uniform(-0.25, 0.25) * g.n
    patches = (
        (P.mix(base, light, 0.25), dark, 0.12),
        (P.mix(base, (0x9C, 0xA8, 0x3C), 0.45), (0x6E, 0x7A, 0x22), -0.55),
    )
    for side, (colour, furrow, tilt) in zip((1, -1), patches, strict=True):
        layer = canvas(w, h)
        layer.fill((*colour, 255))
        ang = angle + tilt
        dx, dy = math.cos(ang), math.sin(ang)
        step = g.n * 0.085
        for k in range(-30, 31):
            ox, oy = g.cx - dy * k * step, g.cy + dx * k * step
            a = (ox - dx * w, oy - dy * w)
            b = (ox + dx * w, oy + dy * w)
            pygame.draw.line(layer, (*furrow, 150), a, b, max(1, int(g.n * 0.022)))
            pygame.draw.line(
                layer,
                (*P.mix(colour, (255, 245, 200), 0.35), 120),
                (a[0] + dy * step * 0.4, a[1] - dx * step * 0.4),
                (b[0] + dy * step * 0.4, b[1] - dx * step * 0.4),
                max(1, int(g.n * 0.012)),
            )
        # keep one side of a slanted line through the middle
        half = canvas(w, h)
        far = 3 * max(w, h)
        nx, ny = math.cos(angle + 1.9), math.sin(angle + 1.9)
        mx, my = g.cx + nx * cut, g.cy + ny * cut
        ex, ey = -ny * far, nx * far
        poly = [
            (mx + ex, my + ey),
            (mx - ex, my - ey),
            (mx - ex + side * nx * far, my - ey + side * ny * far),
            (mx + ex + side * nx * far, my + ey + side * ny * far),
        ]
        pygame.draw.polygon(half, (255, 255, 255, 255), poly)
        layer.blit(half, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        g.s.blit(layer, (0, 0))
    nx, ny = math.cos(angle + 1.9), math.sin(angle + 1.9)
    mx, my = g.cx + nx * cut, g.cy + ny * cut
    far = 3 * max(w, h)
    capsule(
        g.s, (0xB8, 0x96, 0x5C), (mx - ny * far, my + nx * far), (mx + ny * far, my - nx * far), g.n * 0.035
    )
    noise(g.s, g.rng, int(g.n * 0.4), (light, dark), (g.n * 0.01, g.n * 0.03), (40, 90))
    for x, y in sorted(g.spots(4, 0.32, 0.18, 0.44), key=lambda p: p[1]):
        px, py = g.at(x, y + 0.1)
        sheaf(g.s, px, py, g.n * g.rng.uniform(0.32, 0.38))


PAINTERS = {
    "forest": forest,
    "pasture": pasture,
    "fields": fields,
    "hills": hills,
    "mountains": mountains,
    "desert": desert,
}


def tile_size(r: int) -> tuple[int, int]:
    """The surface size of a tile of hex size ``r``: ``√3·r`` by ``2·r``, plus a pixel."""
    return (math.ceil(SQRT3 * r) + 2, 2 * r + 2)


@lru_cache(maxsize=64)
def tile(terrain: str, r: int, variant: int = 0) -> pygame.Surface:
    """The land hex of ``terrain`` at size ``r`` (centre to corner), its centre at the middle
    of the surface; ``variant`` seeds its details. Cached."""
    r = max(6, int(r))
    w, h = tile_size(r)
    big = canvas(w * SS, h * SS)
    n = r * SS
    cx, cy = big.get_width() / 2, big.get_height() / 2
    g = Ground(big, cx, cy, n, random.Random(f"{terrain}-{variant}"))
    _base(g, terrain)
    PAINTERS[terrain](g)
    corners = hex_corners(cx, cy, n)
    bevel(big, corners, n * 0.06, 70, 90)
    clip_to(big, corners)
    pygame.draw.polygon(big, (*P.shade(C.TERRAIN[terrain][2], 0.55), 255), corners, max(2, int(n * 0.018)))
    return down(big, (w, h))
