"""The bag (AR-4.1): a cloth pouch with a drawstring, its mouth open at the top so that the
discs and dice drawn from it can be seen coming out (the table animates them from
:func:`mouth`)."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from sherwood.ui.games.adventures.art.shapes import mix, shade
from sherwood.ui.kit.surfaces import shadowed, supersample

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
        body = []
        for i in range(40):
            t = i / 39
            a = math.pi * (1.15 - 1.3 * t)
            rx, ry = W * 0.44, n * 0.4
            body.append(
                (cx + rx * math.cos(a), n * 0.56 - ry * math.sin(a) * (1.0 if math.sin(a) < 0 else 0.55))
            )
        neck = [
            (cx - W * 0.2, n * 0.3),
            (cx - W * 0.12, n * 0.2),
            (cx + W * 0.12, n * 0.2),
            (cx + W * 0.2, n * 0.3),
        ]
        outline = [*neck, *[p for p in body if p[1] > n * 0.32]]
        outline.sort(key=lambda p: math.atan2(p[1] - n * 0.55, p[0] - cx))
        pygame.draw.polygon(big, CLOTH_DARK, [(x + n * 0.02, y + n * 0.03) for x, y in outline])
        pygame.draw.polygon(big, CLOTH, outline)
        # light on the upper left, folds towards the neck
        pygame.draw.ellipse(
            big, (*mix(CLOTH, (255, 230, 190), 0.25), 255), (cx - W * 0.32, n * 0.42, W * 0.28, n * 0.32)
        )
        for dx in (-0.22, -0.08, 0.08, 0.22):
            pygame.draw.line(
                big,
                shade(CLOTH, 0.72),
                (cx + dx * W * 0.5, n * 0.3),
                (cx + dx * W * 1.2, n * 0.72),
                max(1, n // 60),
            )
        # stitching round the bottom
        for i in range(16):
            a = math.pi * (0.1 + 0.8 * i / 15)
            x, y = cx + W * 0.38 * math.cos(a), n * 0.56 + n * 0.32 * math.sin(a)
            pygame.draw.line(big, shade(CLOTH, 0.6), (x, y), (x + n * 0.015, y + n * 0.02), max(1, n // 80))
        # the mouth and its frill
        if open_:
            pygame.draw.ellipse(big, (40, 26, 14), (cx - W * 0.2, n * 0.12, W * 0.4, n * 0.14))
            pygame.draw.ellipse(big, CLOTH, (cx - W * 0.2, n * 0.12, W * 0.4, n * 0.14), max(2, n // 30))
        for i in range(7):
            x = cx - W * 0.2 + i * W * 0.4 / 6
            pygame.draw.circle(
                big, mix(CLOTH, (255, 230, 190), 0.12), (x, n * 0.15 + (i % 2) * n * 0.02), n * 0.025
            )
        # the cord round the neck, its ends hanging
        pygame.draw.line(big, CORD, (cx - W * 0.18, n * 0.29), (cx + W * 0.18, n * 0.29), max(2, n // 24))
        for sx in (-1, 1):
            pygame.draw.line(
                big, CORD, (cx + sx * W * 0.04, n * 0.29), (cx + sx * W * 0.12, n * 0.44), max(2, n // 28)
            )
            pygame.draw.circle(big, shade(CORD, 0.8), (cx + sx * W * 0.12, n * 0.46), n * 0.03)

    return shadowed(supersample((w, h), paint), h * 0.03, h * 0.03)
