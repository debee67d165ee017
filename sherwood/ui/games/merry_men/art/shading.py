"""How Merry Men's pieces are drawn: white silhouettes tinted, lit from the top left and
outlined, and standing pieces set in their box with their shadow.

Every shape is drawn into a supersampled surface (``render.surfaces.SS`` times too big) in
coordinates that are fractions ``n`` of its box, then scaled down smoothly.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import Draw, canvas, shadowed, supersample

Color = tuple[int, int, int]


def pts(points, n: float, ox: float = 0.0, oy: float = 0.0):
    """``points`` given as fractions of a box ``n`` wide, in pixels, moved by ``(ox, oy)``."""
    return [(ox + x * n, oy + y * n) for x, y in points]


def capsule(s: pygame.Surface, colour, a, b, r: float) -> None:
    """A thick line with round ends from ``a`` to ``b`` (radius ``r``)."""
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    d = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / d * r, dx / d * r
    pygame.draw.polygon(
        s, colour, [(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)]
    )
    pygame.draw.circle(s, colour, a, r)
    pygame.draw.circle(s, colour, b, r)


def tint(sil: pygame.Surface, colour) -> pygame.Surface:
    """The white silhouette ``sil`` in ``colour`` (alpha kept)."""
    s = sil.copy()
    s.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    return s


@lru_cache(maxsize=64)
def _light(w: int, h: int) -> pygame.Surface:
    """Light from the top left: white fading to clear, then clear to black at the bottom right."""
    small = canvas(24, 24)
    for y in range(24):
        for x in range(24):
            t = (x + y * 1.2) / (23 * 2.2)
            if t < 0.45:
                small.set_at((x, y), (255, 248, 230, int(110 * (0.45 - t) / 0.45)))
            else:
                small.set_at((x, y), (10, 5, 0, int(120 * (t - 0.45) / 0.55)))
    return pygame.transform.smoothscale(small, (w, h))


def lit(sil: pygame.Surface, colour, outline=None, width: float = 0.0, light: bool = True) -> pygame.Surface:
    """``sil`` filled with ``colour``, shaded from the top left, with an ``outline`` of ``width``."""
    w, h = sil.get_size()
    out = canvas(w, h)
    if outline is not None and width > 0:
        dark = tint(sil, outline)
        steps = 16
        for k in range(steps):
            a = 2 * math.pi * k / steps
            out.blit(dark, (round(width * math.cos(a)), round(width * math.sin(a))))
    out.blit(tint(sil, colour), (0, 0))
    if light:
        shade = _light(w, h).copy()
        shade.blit(sil, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        out.blit(shade, (0, 0))
    return out


def standing(px: int, draw_fn: Draw, *, scale: float = 0.84, lift: float = 1.0) -> pygame.Surface:
    """A standing piece ``px`` square: ``draw_fn(big, n)`` draws it into an ``n``-square box
    (``scale`` of the piece, supersampled), set a little up and left of the middle with its
    shadow down-right; ``lift`` > 1 raises it (a longer, lighter shadow)."""
    px = max(8, int(px))
    box = round(px * scale)
    small = supersample((box, box), draw_fn)
    piece = canvas(px)
    ox = round((px - small.get_width()) / 2 - px * 0.035 * lift)
    oy = round(px - small.get_height() - px * 0.06 * lift)
    piece.blit(small, (ox, max(0, oy)))
    return shadowed(piece, px * 0.045 * lift, px * 0.03 * lift, 115 if lift <= 1 else 95)


def outline_of(colour) -> Color:
    """The dark outline of a piece in ``colour``."""
    return P.mix(P.shade(colour, 0.35), P.INK, 0.5)
