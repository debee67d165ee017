"""The bag (AR-4.1): a cloth pouch with a drawstring, its mouth open at the top so that the
discs and dice drawn from it can be seen coming out (the table animates them from
:func:`mouth`)."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from sherwood.ui.games.adventures.art.shapes import catmull_rom, mix, shade
from sherwood.ui.render.surfaces import shadowed, supersample

CLOTH = (146, 104, 62)
CLOTH_DARK = (96, 64, 34)
CORD = (200, 170, 110)


def mouth(box: pygame.Rect) -> tuple[float, float]:
    """Where things come out of a pouch drawn in ``box`` (pixels)."""
    return (box.x + box.w * 0.5, box.y + box.h * 0.2)


@lru_cache(maxsize=16)
def pouch(w: int, h: int, open_: bool = True) -> pygame.Surface:
    """The pouch, ``w`` x ``h`` pixels: a round body, a gathered neck tied with a cord, the
    mouth open (dark inside) at the top."""
    w, h = max(10, int(w)), max(10, int(h))

    def paint(big: pygame.Surface, n: int) -> None:
        W = big.get_width()
        cx = W / 2

        def at(fx: float, fy: float) -> tuple[float, float]:
            return (cx + fx * W, fy * n)

        # the body: a round sack narrowing to the neck, as a smooth curve through these
        ctrl = [
            at(-0.13, 0.3),
            at(-0.3, 0.4),
            at(-0.42, 0.6),
            at(-0.34, 0.84),
            at(0.0, 0.95),
            at(0.34, 0.84),
            at(0.42, 0.6),
            at(0.3, 0.4),
            at(0.13, 0.3),
        ]
        body = catmull_rom(ctrl, 8)
        pygame.draw.polygon(big, CLOTH_DARK, [(x + n * 0.025, y + n * 0.03) for x, y in body])
        pygame.draw.polygon(big, CLOTH, body)
        # light on the upper left, shade low right, folds from the neck
        pygame.draw.ellipse(big, mix(CLOTH, (255, 232, 196), 0.22), (*at(-0.33, 0.45), W * 0.3, n * 0.3))
        pygame.draw.ellipse(big, shade(CLOTH, 0.86), (*at(0.02, 0.6), W * 0.34, n * 0.3))
        for fx0, fx1 in ((-0.08, -0.26), (-0.03, -0.1), (0.03, 0.1), (0.08, 0.26)):
            pygame.draw.line(big, shade(CLOTH, 0.7), at(fx0, 0.32), at(fx1, 0.74), max(1, n // 60))
        # stitching along the bottom
        for i in range(14):
            t = i / 13
            a = math.pi * (0.12 + 0.76 * t)
            x, y = cx - W * 0.34 * math.cos(a), n * 0.6 + n * 0.28 * math.sin(a)
            pygame.draw.line(big, shade(CLOTH, 0.58), (x, y), (x + n * 0.012, y + n * 0.018), max(1, n // 70))
        # the neck's frill and the open mouth
        frill = [at(-0.2, 0.2), at(-0.13, 0.3), at(0.13, 0.3), at(0.2, 0.2)]
        pygame.draw.polygon(big, shade(CLOTH, 0.92), frill)
        for i in range(6):
            x0 = -0.2 + i * 0.08
            pygame.draw.line(
                big, shade(CLOTH, 0.7), at(x0 + 0.02, 0.2), at(x0 * 0.65 + 0.02, 0.3), max(1, n // 80)
            )
        if open_:
            pygame.draw.ellipse(big, (36, 22, 12), (*at(-0.19, 0.13), W * 0.38, n * 0.13))
            pygame.draw.ellipse(
                big,
                mix(CLOTH, (255, 232, 196), 0.15),
                (*at(-0.19, 0.13), W * 0.38, n * 0.13),
                max(2, n // 36),
            )
        # the drawstring round the neck, its ends hanging with knots
        pygame.draw.line(big, CORD, at(-0.15, 0.3), at(0.15, 0.3), max(2, n // 22))
        for sx in (-1, 1):
            pygame.draw.line(big, CORD, at(sx * 0.04, 0.3), at(sx * 0.1, 0.47), max(2, n // 30))
            pygame.draw.circle(big, shade(CORD, 0.8), at(sx * 0.1, 0.49), n * 0.028)

    return shadowed(supersample((w, h), paint), h * 0.03, h * 0.03)
