"""One land tile being drawn: its supersampled surface, centre, size and seeded dice, and
where on it things may stand (inside the hex, clear of the number token)."""

from __future__ import annotations

import math
import random

import pygame

from sherwood.ui.games.settlers.art.shapes import SQRT3


class Ground:
    """One tile being drawn: the supersampled surface ``s``, the hex's centre ``(cx, cy)``
    and size ``n`` in its pixels, and a seeded ``rng``."""

    def __init__(self, s: pygame.Surface, cx: float, cy: float, n: float, rng: random.Random):
        self.s, self.cx, self.cy, self.n, self.rng = s, cx, cy, n, rng

    def at(self, x: float, y: float) -> tuple[float, float]:
        """The pixel at ``(x, y)`` fractions of the hex size from its centre."""
        return (self.cx + x * self.n, self.cy + y * self.n)

    def inside(self, x: float, y: float, margin: float = 0.0) -> bool:
        """Is ``(x, y)`` (fractions of the size, from the centre) inside the hex, at least
        ``margin`` (a fraction of the size) from its sides?"""
        ax, ay = abs(x), abs(y)
        apothem = SQRT3 / 2 - margin
        return ax <= apothem and ax * 0.5 + ay * SQRT3 / 2 <= apothem

    def spots(
        self, count: int, spacing: float, margin: float, hole: float, tries: int = 400
    ) -> list[tuple[float, float]]:
        """Up to ``count`` places (fractions from the centre) inside the hex ``margin`` from
        its sides, ``spacing`` apart, none within ``hole`` of the centre (the token)."""
        out: list[tuple[float, float]] = []
        for _ in range(tries):
            if len(out) >= count:
                break
            x, y = self.rng.uniform(-0.9, 0.9), self.rng.uniform(-0.95, 0.95)
            if not self.inside(x, y, margin) or math.hypot(x, y * 1.1) < hole:
                continue
            if all(math.hypot(x - a, y - b) >= spacing for a, b in out):
                out.append((x, y))
        return out
