"""Surfaces drawn in code: oak table, green mat, parchment, soft shadows, gold glow.

Everything expensive is cached by size, within a memory budget per kind (a resized window
makes new sizes; the old ones go): callers blit the cached surfaces every frame.
"""

from __future__ import annotations

import functools
import math
import random

import pygame

from sherwood.ui.render import palette as P
from sherwood.ui.render.cache import surface_cache


def vertical_gradient(size: tuple[int, int], top: P.Color, bottom: P.Color) -> pygame.Surface:
    """A ``size`` surface shading from ``top`` to ``bottom``."""
    w, h = max(1, size[0]), max(1, size[1])
    strip = pygame.Surface((1, 64))
    for y in range(64):
        strip.set_at((0, y), P.mix(top, bottom, y / 63))
    return pygame.transform.smoothscale(strip, (w, h))


@surface_cache(max_mb=20, maxsize=2)
def wood(size: tuple[int, int]) -> pygame.Surface:
    """The oak table: a vertical gradient with faint horizontal grain and a soft vignette."""
    w, h = size
    surf = vertical_gradient(size, P.OAK_TOP, P.OAK_BOTTOM)
    rng = random.Random(1212)
    grain = pygame.Surface(size, pygame.SRCALPHA)
    plank_h = max(60, h // 7)
    for top in range(0, h, plank_h):  # planks with dark seams
        pygame.draw.line(grain, (20, 10, 4, 90), (0, top), (w, top), 2)
        pygame.draw.line(grain, (255, 230, 190, 18), (0, top + 2), (w, top + 2), 1)
        for _ in range(18):
            y = top + rng.uniform(4, plank_h - 4)
            amp, freq, phase = rng.uniform(1, 5), rng.uniform(0.002, 0.01), rng.uniform(0, 6.3)
            alpha = rng.randint(10, 30)
            dark = rng.random() < 0.7
            colour = (30, 16, 6, alpha) if dark else (255, 220, 170, alpha // 2)
            pts = [(x, y + amp * math.sin(x * freq + phase)) for x in range(0, w + 40, 40)]
            pygame.draw.lines(grain, colour, False, pts, 1)
    surf.blit(grain, (0, 0))
    surf.blit(vignette(size, 110), (0, 0))
    return surf


@surface_cache(max_mb=12, maxsize=2)  # only the cached backgrounds use it
def vignette(size: tuple[int, int], strength: int) -> pygame.Surface:
    """A transparent centre darkening towards the edges (alpha up to ``strength``)."""
    small = pygame.Surface((32, 20), pygame.SRCALPHA)
    for y in range(20):
        for x in range(32):
            dx, dy = (x - 15.5) / 15.5, (y - 9.5) / 9.5
            d = min(1.0, math.hypot(dx, dy) / 1.35)
            small.set_at((x, y), (10, 5, 0, int(strength * d**2.2)))
    return pygame.transform.smoothscale(small, size)


@surface_cache(max_mb=20, maxsize=256)
def parchment(size: tuple[int, int], radius: int = 10, edge: float = 1.0) -> pygame.Surface:
    """Aged paper: ``PARCHMENT`` in the middle, darkening to ``PARCHMENT_EDGE`` at the rim."""
    w, h = max(2, size[0]), max(2, size[1])
    paper = pygame.transform.smoothscale(_paper_grain(edge), (w, h))
    return rounded(paper, radius)


@functools.lru_cache(maxsize=8)
def _paper_grain(edge: float) -> pygame.Surface:
    """The 24×24 paper every parchment is scaled from (the same for every size: made once)."""
    small = pygame.Surface((24, 24))
    rng = random.Random(7)
    for y in range(24):
        for x in range(24):
            dx, dy = abs(x - 11.5) / 11.5, abs(y - 11.5) / 11.5
            d = max(dx, dy) ** 3 * edge
            c = P.mix(P.PARCHMENT_LIGHT, P.PARCHMENT_EDGE, min(1.0, 0.15 + d * 0.85))
            jitter = rng.randint(-5, 5)
            small.set_at((x, y), P.shade(c, 1 + jitter / 200))
    return small


def rounded(surf: pygame.Surface, radius: int) -> pygame.Surface:
    """A copy of ``surf`` with its corners cut round (transparent)."""
    w, h = surf.get_size()
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    out = surf.convert_alpha() if pygame.display.get_surface() else surf.copy()  # a new surface
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def soft_blur(surf: pygame.Surface, radius: int) -> pygame.Surface:
    """A gaussian blur, done on a smaller copy and scaled back (blur is slow on big surfaces)."""
    if radius <= 0:
        return surf
    w, h = surf.get_size()
    f = max(1, min(radius // 3, w // 8, h // 8))
    if f > 1:
        small = pygame.transform.smoothscale(surf, (max(1, w // f), max(1, h // f)))
        small = pygame.transform.gaussian_blur(small, max(1, radius // f))
        return pygame.transform.smoothscale(small, (w, h))
    return pygame.transform.gaussian_blur(surf, radius)


@surface_cache(max_mb=24, maxsize=256)
def shadow(size: tuple[int, int], radius: int, blur: int, alpha: int = 110) -> pygame.Surface:
    """A soft dark blob of ``size`` (plus ``blur`` around it) to put under a piece."""
    w, h = size
    pad = blur * 2
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(surf, (12, 6, 0, alpha), (pad, pad, w, h), border_radius=radius)
    return soft_blur(surf, blur)


_SHADOW_SIZES: set[tuple[int, int, int, int]] = set()


def shadow_extent(rect: pygame.Rect, lift: float = 1.0) -> pygame.Rect:
    """Where :func:`blit_shadow` of ``rect`` with ``lift`` draws."""
    blur = max(2, int(min(rect.w, rect.h) * 0.05 * lift))
    off = max(2, int(rect.w * 0.035 * lift))
    return rect.inflate(4 * blur, 4 * blur).move(off, off)


def glow_extent(rect: pygame.Rect) -> pygame.Rect:
    """Where :func:`blit_glow` round ``rect`` draws."""
    spread = max(6, int(min(rect.w, rect.h) * 0.08))
    return rect.inflate(4 * spread, 4 * spread)


def blit_shadow(
    target: pygame.Surface, rect: pygame.Rect, radius: int, lift: float = 1.0, *, moving: bool = False
) -> None:
    """Draw a short soft shadow down-right of ``rect`` (light comes from the top left).

    ``moving``: the shadow of a piece in flight, whose size changes every frame: scaled from
    one of a few cached sizes instead of blurred anew for each (a blur takes milliseconds)."""
    blur = max(2, int(min(rect.w, rect.h) * 0.05 * lift))
    if moving or ((rect.w, rect.h, radius, blur) not in _SHADOW_SIZES and len(_SHADOW_SIZES) > 200):
        # a piece in flight, or a size seen for the first time while many exist: scale a near one
        base = shadow((rect.w // 16 * 16 + 16, rect.h // 16 * 16 + 16), radius, blur)
        pad = blur * 2
        s = _scaled_shadow(base, (rect.w + 2 * pad, rect.h + 2 * pad))
    else:
        _SHADOW_SIZES.add((rect.w, rect.h, radius, blur))
        s = shadow((rect.w, rect.h), radius, blur)
    off = max(2, int(rect.w * 0.035 * lift))
    target.blit(s, (rect.x - blur * 2 + off, rect.y - blur * 2 + off))


@surface_cache(max_mb=8, maxsize=96)
def _scaled_shadow(base: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """``base`` scaled to ``size``; the last kept (a piece waiting to move keeps its size)."""
    return pygame.transform.scale(base, size)


@surface_cache(max_mb=16, maxsize=64)
def glow(size: tuple[int, int], radius: int, spread: int, colour: P.Color = P.GOLD) -> pygame.Surface:
    """A gold halo around a ``size`` box; blit at ``(x - spread*2, y - spread*2)``."""
    w, h = size
    pad = spread * 2
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(
        surf,
        (*colour, 255),
        (pad - spread, pad - spread, w + 2 * spread, h + 2 * spread),
        border_radius=radius + spread,
    )
    surf = soft_blur(surf, max(1, int(spread * 0.6)))
    pygame.draw.rect(
        surf,
        (*P.mix(colour, (255, 255, 255), 0.35), 255),
        (pad - 2, pad - 2, w + 4, h + 4),
        width=max(2, spread // 4),
        border_radius=radius + 2,
    )
    return surf


def pulse_alpha(t: float, lo: int = 120, hi: int = 220, period: float = 1.2) -> int:
    """The glow's alpha at time ``t``: a sine between ``lo`` and ``hi`` every ``period`` seconds."""
    return int(lo + (hi - lo) * (0.5 + 0.5 * math.sin(2 * math.pi * t / period)))


def blit_glow(
    target: pygame.Surface, rect: pygame.Rect, radius: int, alpha: int, colour: P.Color = P.GOLD
) -> None:
    spread = max(6, int(min(rect.w, rect.h) * 0.08))
    g = glow((rect.w, rect.h), radius, spread, colour)
    g.set_alpha(alpha)
    target.blit(g, (rect.x - spread * 2, rect.y - spread * 2))


@surface_cache(max_mb=20, maxsize=4)
def mat(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The forest-green playing mat: dappled light, darker rim, a stitched edge."""
    w, h = size
    rng = random.Random(31)
    small = pygame.Surface((48, 30))
    for y in range(30):
        for x in range(48):
            dx, dy = (x - 23.5) / 23.5, (y - 14.5) / 14.5
            d = min(1.0, math.hypot(dx, dy) / 1.3)
            dapple = rng.uniform(-0.06, 0.08)
            c = P.mix(P.FOREST_MID, P.FOREST_DEEP, min(1.0, max(0.0, 0.25 + d * 0.75 - dapple)))
            small.set_at((x, y), c)
    surf = (
        pygame.transform.smoothscale(small, (w, h)).convert()
        if pygame.display.get_surface()
        else pygame.transform.smoothscale(small, (w, h))
    )
    # faint light spots (sun through leaves)
    spots = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(26):
        r = rng.uniform(0.03, 0.09) * w
        pygame.draw.circle(
            spots, (200, 230, 150, rng.randint(6, 14)), (rng.uniform(0, w), rng.uniform(0, h)), r
        )
    spots = soft_blur(spots, max(2, int(w * 0.01)))
    surf.blit(spots, (0, 0))
    out = rounded(surf, radius)
    inset = max(4, radius // 2)
    pygame.draw.rect(
        out,
        (*P.shade(P.FOREST_DEEP, 0.8), 255),
        out.get_rect(),
        width=max(2, radius // 6),
        border_radius=radius,
    )
    stitch = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    _dashed_rect(
        out,
        (*P.FOREST_LIGHT, 90),
        stitch,
        max(1, w // 900),
        dash=max(6, w // 160),
        radius=max(2, radius - inset),
    )
    return out


def _dashed_rect(
    surf: pygame.Surface, colour: tuple[int, ...], rect: pygame.Rect, width: int, dash: int, radius: int
) -> None:
    x0, y0, x1, y1 = rect.left + radius, rect.top, rect.right - radius, rect.bottom
    for x in range(x0, x1, dash * 2):
        pygame.draw.line(surf, colour, (x, y0), (min(x + dash, x1), y0), width)
        pygame.draw.line(surf, colour, (x, y1), (min(x + dash, x1), y1), width)
    y0, y1 = rect.top + radius, rect.bottom - radius
    for y in range(y0, y1, dash * 2):
        pygame.draw.line(surf, colour, (rect.left, y), (rect.left, min(y + dash, y1)), width)
        pygame.draw.line(surf, colour, (rect.right, y), (rect.right, min(y + dash, y1)), width)


def dashed_outline(
    surf: pygame.Surface, colour: tuple[int, ...], rect: pygame.Rect, width: int = 2, dash: int = 8,
    radius: int = 6,
) -> None:
    """A dashed rounded outline: the quiet mark of an empty place."""
    _dashed_rect(surf, colour, rect, width, dash, radius)


def panel(
    target: pygame.Surface,
    rect: pygame.Rect,
    radius: int = 10,
    border: P.Color = P.BRASS,
    shadowed: bool = True,
) -> None:
    """A parchment panel with a brass edge and a soft shadow."""
    if shadowed:
        blit_shadow(target, rect, radius, 0.6)
    target.blit(parchment((rect.w, rect.h), radius), rect.topleft)
    pygame.draw.rect(target, border, rect, width=max(1, rect.w // 300 + 1), border_radius=radius)


def inset(target: pygame.Surface, rect: pygame.Rect, radius: int = 8, alpha: int = 60) -> None:
    """A slightly sunken place on the mat (where a pile or a row goes)."""
    s = _inset_surface((rect.w, rect.h), radius, alpha)
    target.blit(s, rect.topleft)


@surface_cache(max_mb=12, maxsize=128)
def _inset_surface(size: tuple[int, int], radius: int, alpha: int) -> pygame.Surface:
    w, h = size
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (8, 20, 8, alpha), (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(s, (0, 0, 0, min(255, alpha + 40)), (0, 0, w, h), width=2, border_radius=radius)
    pygame.draw.line(s, (190, 220, 150, alpha // 2), (radius, h - 1), (w - radius, h - 1), 1)
    return s


def dim(target: pygame.Surface, alpha: int = 150, colour: P.Color = (10, 6, 2)) -> None:
    """Darken the whole of ``target`` (behind a dialog)."""
    s = _dim_surface(target.get_size(), alpha, colour)
    target.blit(s, (0, 0))


@surface_cache(max_mb=20, maxsize=2)
def _dim_surface(size: tuple[int, int], alpha: int, colour: P.Color) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    s.fill((*colour, alpha))
    return s
