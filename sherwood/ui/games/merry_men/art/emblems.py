"""The weapons' symbols (bow, sword, staff, axe) and the heroes' other emblems (key, rose,
star), drawn in one colour: on dice, carriages, hero standees and card backs."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from sherwood.ui.games.merry_men.art.shading import capsule, pts
from sherwood.ui.render import icons
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import supersample


def _bow(big: pygame.Surface, n: int, colour) -> None:
    lw = max(2, round(n * 0.085))
    rect = pygame.Rect(-0.32 * n, 0.08 * n, 0.9 * n, 0.84 * n)
    pygame.draw.arc(big, colour, rect, -math.pi / 2 + 0.08, math.pi / 2 - 0.08, lw)
    top, bottom = (0.16 * n, 0.12 * n), (0.16 * n, 0.88 * n)
    pygame.draw.line(big, colour, top, bottom, max(1, round(n * 0.03)))
    # the arrow, nocked
    pygame.draw.line(big, colour, (0.1 * n, 0.5 * n), (0.86 * n, 0.5 * n), max(1, round(n * 0.045)))
    pygame.draw.polygon(big, colour, pts([(0.96, 0.5), (0.8, 0.41), (0.84, 0.5), (0.8, 0.59)], n))
    pygame.draw.polygon(big, colour, pts([(0.06, 0.42), (0.2, 0.5), (0.06, 0.58), (0.1, 0.5)], n))


def _sword(big: pygame.Surface, n: int, colour) -> None:
    blade = [(0.9, 0.06), (0.94, 0.1), (0.93, 0.16), (0.46, 0.62), (0.38, 0.54), (0.84, 0.07)]
    pygame.draw.polygon(big, colour, pts(blade, n))
    capsule(big, colour, (0.24 * n, 0.5 * n), (0.5 * n, 0.76 * n), 0.055 * n)
    capsule(big, colour, (0.38 * n, 0.62 * n), (0.18 * n, 0.82 * n), 0.05 * n)
    pygame.draw.circle(big, colour, (0.14 * n, 0.86 * n), 0.085 * n)


def _staff(big: pygame.Surface, n: int, colour) -> None:
    capsule(big, colour, (0.16 * n, 0.88 * n), (0.84 * n, 0.12 * n), 0.055 * n)
    for t in (0.2, 0.8):
        x, y = 0.16 + 0.68 * t, 0.88 - 0.76 * t
        capsule(big, colour, ((x - 0.07) * n, (y - 0.06) * n), ((x + 0.07) * n, (y + 0.06) * n), 0.045 * n)


def _axe(big: pygame.Surface, n: int, colour) -> None:
    capsule(big, colour, (0.22 * n, 0.92 * n), (0.56 * n, 0.12 * n), 0.05 * n)
    head = [(0.5, 0.2), (0.66, 0.16), (0.86, 0.06), (0.94, 0.3), (0.88, 0.54), (0.7, 0.4), (0.44, 0.36)]
    pygame.draw.polygon(big, colour, pts(head, n))
    pygame.draw.circle(big, colour, (0.9 * n, 0.3 * n), 0.13 * n, draw_top_right=True, draw_bottom_right=True)


def _key(big: pygame.Surface, n: int, colour) -> None:
    pygame.draw.circle(big, colour, (0.3 * n, 0.3 * n), 0.2 * n, max(2, round(n * 0.08)))
    capsule(big, colour, (0.42 * n, 0.42 * n), (0.86 * n, 0.86 * n), 0.05 * n)
    capsule(big, colour, (0.7 * n, 0.7 * n), (0.82 * n, 0.58 * n), 0.045 * n)
    capsule(big, colour, (0.8 * n, 0.8 * n), (0.9 * n, 0.7 * n), 0.045 * n)


def _rose(big: pygame.Surface, n: int, colour) -> None:
    capsule(big, P.shade(colour, 0.7), (0.5 * n, 0.5 * n), (0.44 * n, 0.95 * n), 0.03 * n)
    pygame.draw.ellipse(big, P.shade(colour, 0.7), pygame.Rect(0.46 * n, 0.66 * n, 0.22 * n, 0.1 * n))
    for i in range(5):
        a = i * 2 * math.pi / 5 - math.pi / 2
        pygame.draw.circle(
            big, colour, (n / 2 + 0.15 * n * math.cos(a), 0.38 * n + 0.15 * n * math.sin(a)), 0.16 * n
        )
    pygame.draw.circle(big, P.shade(colour, 0.6), (n / 2, 0.38 * n), 0.09 * n, max(1, n // 30))


def star(big: pygame.Surface, n: int, colour=P.GOLD) -> None:
    """A five-pointed star with a darker rim and a lit point (renown; a hero without an emblem)."""
    corners = icons.star_points(n, 0.46, 0.2)
    pygame.draw.polygon(big, P.shade(colour, 0.6), corners)
    inner = [(n / 2 + (x - n / 2) * 0.84, n * 0.53 + (y - n * 0.53) * 0.84) for x, y in corners]
    pygame.draw.polygon(big, colour, inner)
    pygame.draw.polygon(
        big, P.mix(colour, (255, 255, 255), 0.5), [inner[9], inner[0], inner[1], (n / 2, n * 0.53)]
    )


def target(big: pygame.Surface, n: int, colour) -> None:
    """Two rings and a bull's eye: the skill die's symbol."""
    for k, r in enumerate((0.44, 0.3, 0.16)):
        pygame.draw.circle(big, colour, (n / 2, n / 2), r * n, 0 if k == 2 else max(2, round(n * 0.06)))


Emblem = Callable[[pygame.Surface, int, tuple[int, int, int]], None]
"""``draw(big, n, colour)``: an emblem in one colour in the ``n``-square ``big``."""

WEAPON_DRAW: dict[str, Emblem] = {"bow": _bow, "sword": _sword, "staff": _staff, "axe": _axe}
EMBLEM_DRAW: dict[str, Emblem] = {"key": _key, "rose": _rose}
"""The heroes' emblems that are not weapons (Jane Fortune's key, Maid Marian's rose)."""


@lru_cache(maxsize=256)
def weapon_icon(weapon: str, px: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """The symbol of ``weapon`` (bow, sword, staff, axe) in one ``colour``, ``px`` square."""
    px = max(4, int(px))
    colour = tuple(colour[:3])
    return supersample((px, px), lambda big, n: WEAPON_DRAW[weapon](big, n, colour))
