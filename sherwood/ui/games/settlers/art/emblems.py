"""The pictures on the development cards (knight, road building, year of plenty, monopoly,
and the five buildings of the victory point cards) and on the two special cards (longest
road, largest army). Each is ``draw(big, n)``: drawn into the ``n``-square ``big``, lit
from the top left; the cards scale them into their picture box."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from sherwood.ui.games.settlers.art import palette as C
from sherwood.ui.games.settlers.art.icons import grain, ore, wool
from sherwood.ui.games.settlers.art.shapes import blob_shadow, capsule, lit
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import canvas

Draw = Callable[[pygame.Surface, int], None]
Color = tuple[int, int, int]
IRON = (0x8A, 0x90, 0x98)
STEEL = (0xC8, 0xCE, 0xD6)
STONE_WALL = (0xC9, 0xBC, 0x9E)
ROOF_RED = (0x9A, 0x3E, 0x2C)
ROOF_SLATE = (0x4E, 0x5A, 0x6A)


def _pts(points: Sequence[tuple[float, float]], n: float) -> list[tuple[float, float]]:
    return [(x * n, y * n) for x, y in points]


def knight(big: pygame.Surface, n: int) -> None:
    """A knight's great helm over a shield, a sword behind."""
    blob_shadow(big, pygame.FRect(n * 0.16, n * 0.84, n * 0.7, n * 0.12), 90)
    capsule(big, P.shade(STEEL, 0.5), (n * 0.2, n * 0.9), (n * 0.78, n * 0.12), n * 0.035)
    capsule(big, STEEL, (n * 0.2, n * 0.9), (n * 0.78, n * 0.12), n * 0.022)
    capsule(big, (0x6E, 0x4A, 0x2A), (n * 0.18, n * 0.74), (n * 0.34, n * 0.86), n * 0.03)
    shield = _pts([(0.3, 0.46), (0.72, 0.46), (0.72, 0.66), (0.51, 0.92), (0.3, 0.66)], n)
    sil = canvas(n)
    pygame.draw.polygon(sil, (255, 255, 255), shield)
    big.blit(lit(sil, P.WAX, P.shade(P.WAX, 0.4), n * 0.02), (0, 0))
    pygame.draw.line(big, P.GOLD, (n * 0.51, n * 0.5), (n * 0.51, n * 0.86), max(2, n // 28))
    pygame.draw.line(big, P.GOLD, (n * 0.36, n * 0.6), (n * 0.66, n * 0.6), max(2, n // 28))
    helm = canvas(n)
    pygame.draw.ellipse(helm, (255, 255, 255), pygame.FRect(n * 0.34, n * 0.06, n * 0.34, n * 0.36))
    pygame.draw.rect(
        helm,
        (255, 255, 255),
        pygame.FRect(n * 0.34, n * 0.22, n * 0.34, n * 0.22),
        border_radius=int(n * 0.04),
    )
    big.blit(lit(helm, IRON, P.shade(IRON, 0.35), n * 0.018), (0, 0))
    pygame.draw.rect(
        big,
        (0x1C, 0x1A, 0x1C),
        pygame.FRect(n * 0.37, n * 0.24, n * 0.28, n * 0.05),
        border_radius=int(n * 0.01),
    )
    pygame.draw.rect(big, (0x1C, 0x1A, 0x1C), pygame.FRect(n * 0.49, n * 0.24, n * 0.04, n * 0.16))
    pygame.draw.polygon(big, P.WAX, _pts([(0.5, 0.08), (0.58, -0.0), (0.62, 0.02), (0.54, 0.1)], n))


def road_building(big: pygame.Surface, n: int) -> None:
    """Two new roads meeting at a signpost, a mallet beside them."""
    for a, b in (((0.1, 0.74), (0.5, 0.56)), ((0.5, 0.56), (0.9, 0.74))):
        pa, pb = (a[0] * n, a[1] * n), (b[0] * n, b[1] * n)
        blob_shadow(
            big,
            pygame.FRect(min(pa[0], pb[0]), max(pa[1], pb[1]) - n * 0.02, abs(pb[0] - pa[0]), n * 0.08),
            70,
        )
        capsule(big, P.shade(C.PLANK, 0.45), pa, pb, n * 0.07)
        capsule(big, C.PLANK, pa, pb, n * 0.055)
        capsule(
            big,
            P.mix(C.PLANK, (255, 255, 255), 0.35),
            (pa[0], pa[1] - n * 0.02),
            (pb[0], pb[1] - n * 0.02),
            n * 0.012,
        )
    post = (0x7A, 0x52, 0x2E)
    pygame.draw.rect(big, P.shade(post, 0.6), pygame.FRect(n * 0.475, n * 0.14, n * 0.05, n * 0.44))
    for y, d in ((0.2, 1), (0.34, -1)):
        board = _pts(
            [
                (0.5, y),
                (0.5 + d * 0.26, y),
                (0.5 + d * 0.32, y + 0.05),
                (0.5 + d * 0.26, y + 0.1),
                (0.5, y + 0.1),
            ],
            n,
        )
        pygame.draw.polygon(big, (0xC8, 0x9A, 0x5E), board)
        pygame.draw.polygon(big, P.shade(post, 0.5), board, max(1, n // 60))
    pygame.draw.line(big, P.shade(post, 0.5), (n * 0.56, n * 0.25), (n * 0.7, n * 0.25), max(1, n // 50))
    pygame.draw.line(big, P.shade(post, 0.5), (n * 0.3, n * 0.39), (n * 0.44, n * 0.39), max(1, n // 50))


def year_of_plenty(big: pygame.Surface, n: int) -> None:
    """A horn of plenty spilling grain, wool and ore."""
    horn = [
        (0.08, 0.3),
        (0.2, 0.52),
        (0.36, 0.66),
        (0.56, 0.72),
        (0.62, 0.5),
        (0.44, 0.48),
        (0.28, 0.4),
        (0.14, 0.3),
    ]
    sil = canvas(n)
    pygame.draw.polygon(sil, (255, 255, 255), _pts(horn, n))
    pygame.draw.ellipse(sil, (255, 255, 255), pygame.FRect(n * 0.5, n * 0.44, n * 0.16, n * 0.3))
    big.blit(lit(sil, (0xB8, 0x86, 0x44), (0x5A, 0x3A, 0x1A), n * 0.02), (0, 0))
    for t in (0.3, 0.5, 0.7):
        a = (n * (0.1 + 0.5 * t), n * (0.3 + 0.28 * t))
        pygame.draw.line(
            big,
            (0x7A, 0x52, 0x22),
            a,
            (a[0] + n * 0.04, a[1] + n * 0.2 * (1 - t) + n * 0.02),
            max(1, n // 60),
        )
    pygame.draw.ellipse(big, (0x5A, 0x3A, 0x1A), pygame.FRect(n * 0.54, n * 0.48, n * 0.1, n * 0.22))
    for fn, box in ((grain, (0.52, 0.06, 0.42)), (ore, (0.6, 0.5, 0.36)), (wool, (0.28, 0.58, 0.4))):
        sub = canvas(round(box[2] * n))
        fn(sub, sub.get_width())
        big.blit(sub, (box[0] * n, box[1] * n))


def monopoly(big: pygame.Surface, n: int) -> None:
    """A sealed decree: a parchment scroll with lines of writing and a wax seal."""
    blob_shadow(big, pygame.FRect(n * 0.14, n * 0.82, n * 0.74, n * 0.1), 90)
    sheet = pygame.FRect(n * 0.2, n * 0.14, n * 0.6, n * 0.7)
    pygame.draw.rect(big, P.PARCHMENT_EDGE, sheet.inflate(n * 0.02, n * 0.02), border_radius=int(n * 0.02))
    pygame.draw.rect(big, P.PARCHMENT_LIGHT, sheet, border_radius=int(n * 0.02))
    for y in (0.1, 0.84):
        roll = pygame.FRect(n * 0.14, n * (y - 0.04), n * 0.72, n * 0.1)
        pygame.draw.rect(big, P.shade(P.PARCHMENT_EDGE, 0.75), roll, border_radius=int(n * 0.05))
        pygame.draw.rect(big, P.PARCHMENT, roll.inflate(-n * 0.02, -n * 0.03), border_radius=int(n * 0.05))
    for k in range(6):
        y = n * (0.26 + k * 0.075)
        right = 0.72 if k % 3 != 2 else 0.56
        pygame.draw.line(big, P.INK_SOFT, (n * 0.28, y), (n * right, y), max(1, n // 55))
    c = (n * 0.64, n * 0.72)
    pygame.draw.polygon(
        big, P.shade(P.WAX, 0.8), _pts([(0.58, 0.72), (0.54, 0.94), (0.6, 0.9), (0.63, 0.95)], n)
    )
    pygame.draw.polygon(
        big, P.shade(P.WAX, 0.8), _pts([(0.7, 0.72), (0.74, 0.94), (0.68, 0.9), (0.65, 0.95)], n)
    )
    pygame.draw.circle(big, P.shade(P.WAX, 0.6), c, n * 0.12)
    pygame.draw.circle(big, P.WAX, c, n * 0.1)
    pygame.draw.circle(big, P.shade(P.WAX, 0.7), c, n * 0.07, max(1, n // 50))
    pygame.draw.arc(
        big,
        P.mix(P.WAX, (255, 255, 255), 0.4),
        pygame.FRect(c[0] - n * 0.08, c[1] - n * 0.08, n * 0.16, n * 0.16),
        math.pi * 0.55,
        math.pi * 1.0,
        max(1, n // 50),
    )


# --- the buildings of the victory point cards ---------------------------------------------


def _walls(big: pygame.Surface, rect: pygame.FRect, colour: Color = STONE_WALL) -> None:
    sil = canvas(*big.get_size())
    pygame.draw.rect(sil, (255, 255, 255), rect)
    big.blit(lit(sil, colour, P.shade(colour, 0.4), big.get_width() * 0.012, 70), (0, 0))


def _roof(big: pygame.Surface, pts: list[tuple[float, float]], colour: Color = ROOF_RED) -> None:
    pygame.draw.polygon(big, colour, pts)
    pygame.draw.polygon(big, P.shade(colour, 0.5), pts, max(1, big.get_width() // 90))


def _window(big: pygame.Surface, rect: pygame.FRect, arch: bool = True) -> None:
    glass = (0x3A, 0x4E, 0x66)
    if arch:
        pygame.draw.ellipse(big, glass, pygame.FRect(rect.x, rect.y, rect.w, rect.w))
        pygame.draw.rect(big, glass, pygame.FRect(rect.x, rect.y + rect.w / 2, rect.w, rect.h - rect.w / 2))
    else:
        pygame.draw.rect(big, glass, rect)
    pygame.draw.line(
        big,
        (0xF2, 0xD8, 0x8A),
        (rect.x + rect.w * 0.3, rect.y + rect.w * 0.3),
        (rect.x + rect.w * 0.3, rect.bottom - rect.w * 0.2),
        max(1, big.get_width() // 120),
    )


def _ground(big: pygame.Surface, n: int) -> None:
    pygame.draw.ellipse(big, (*P.FOREST_MID, 255), pygame.FRect(n * 0.04, n * 0.8, n * 0.92, n * 0.16))
    pygame.draw.ellipse(big, (*P.FOREST_LIGHT, 255), pygame.FRect(n * 0.1, n * 0.8, n * 0.6, n * 0.08))


def chapel(big: pygame.Surface, n: int) -> None:
    """A chapel: a nave with a rose window and a bell tower."""
    _ground(big, n)
    _walls(big, pygame.FRect(n * 0.36, n * 0.48, n * 0.46, n * 0.38))
    _roof(big, _pts([(0.32, 0.5), (0.59, 0.28), (0.86, 0.5)], n))
    _walls(big, pygame.FRect(n * 0.16, n * 0.3, n * 0.2, n * 0.56))
    _roof(big, _pts([(0.13, 0.32), (0.26, 0.04), (0.39, 0.32)], n), ROOF_SLATE)
    pygame.draw.circle(big, (0x3A, 0x4E, 0x66), (n * 0.59, n * 0.6), n * 0.06)
    pygame.draw.circle(big, P.GOLD, (n * 0.59, n * 0.6), n * 0.06, max(1, n // 80))
    _window(big, pygame.FRect(n * 0.22, n * 0.38, n * 0.08, n * 0.14))
    pygame.draw.rect(
        big,
        (0x5A, 0x3A, 0x22),
        pygame.FRect(n * 0.54, n * 0.72, n * 0.1, n * 0.14),
        border_top_left_radius=int(n * 0.05),
        border_top_right_radius=int(n * 0.05),
    )


def library(big: pygame.Surface, n: int) -> None:
    """A library: a pillared front under a pediment, an open book above the door."""
    _ground(big, n)
    _walls(big, pygame.FRect(n * 0.14, n * 0.4, n * 0.72, n * 0.46), (0xD8, 0xCC, 0xB0))
    _roof(big, _pts([(0.1, 0.42), (0.5, 0.18), (0.9, 0.42)], n), (0xB8, 0xAC, 0x90))
    for k in range(5):
        x = n * (0.2 + k * 0.15)
        pygame.draw.rect(big, (0xF0, 0xE8, 0xD4), pygame.FRect(x, n * 0.46, n * 0.06, n * 0.38))
        pygame.draw.rect(
            big, (0x9A, 0x8E, 0x74), pygame.FRect(x, n * 0.46, n * 0.06, n * 0.38), max(1, n // 120)
        )
    book = [(0.38, 0.3), (0.5, 0.33), (0.62, 0.3), (0.62, 0.38), (0.5, 0.41), (0.38, 0.38)]
    pygame.draw.polygon(big, (0xF6, 0xEE, 0xD6), _pts(book, n))
    pygame.draw.polygon(big, P.INK, _pts(book, n), max(1, n // 100))
    pygame.draw.line(big, P.INK, (n * 0.5, n * 0.33), (n * 0.5, n * 0.41), max(1, n // 100))


def market(big: pygame.Surface, n: int) -> None:
    """A market: two stalls under striped awnings, wares on the counters."""
    _ground(big, n)
    for x0, stripe in ((0.08, P.WAX), (0.52, (0x3B, 0x6F, 0xB0))):
        pygame.draw.rect(big, (0x7A, 0x52, 0x2E), pygame.FRect(n * (x0 + 0.02), n * 0.46, n * 0.03, n * 0.38))
        pygame.draw.rect(big, (0x7A, 0x52, 0x2E), pygame.FRect(n * (x0 + 0.34), n * 0.46, n * 0.03, n * 0.38))
        pygame.draw.rect(big, (0xA8, 0x7C, 0x4E), pygame.FRect(n * x0, n * 0.64, n * 0.4, n * 0.1))
        for k in range(5):
            col = stripe if k % 2 == 0 else (0xF4, 0xEC, 0xD8)
            pygame.draw.polygon(
                big,
                col,
                _pts(
                    [
                        (x0 + k * 0.08, 0.46),
                        (x0 + (k + 1) * 0.08, 0.46),
                        (x0 + (k + 1) * 0.08 - 0.02, 0.32),
                        (x0 + k * 0.08 + 0.02, 0.32),
                    ],
                    n,
                ),
            )
            pygame.draw.circle(big, col, (n * (x0 + k * 0.08 + 0.04), n * 0.46), n * 0.04)
        sub = canvas(round(n * 0.16))
        (grain if x0 < 0.3 else ore)(sub, sub.get_width())
        big.blit(sub, (n * (x0 + 0.04), n * 0.5))
        sub2 = canvas(round(n * 0.16))
        (wool if x0 < 0.3 else grain)(sub2, sub2.get_width())
        big.blit(sub2, (n * (x0 + 0.2), n * 0.5))


def great_hall(big: pygame.Surface, n: int) -> None:
    """A great hall: a long timbered hall under a steep roof, banners at its door."""
    _ground(big, n)
    _walls(big, pygame.FRect(n * 0.1, n * 0.5, n * 0.8, n * 0.36), (0xE6, 0xD8, 0xB6))
    for k in range(6):
        x = n * (0.12 + k * 0.15)
        pygame.draw.line(big, (0x5A, 0x3A, 0x22), (x, n * 0.5), (x, n * 0.86), max(1, n // 50))
    pygame.draw.line(big, (0x5A, 0x3A, 0x22), (n * 0.1, n * 0.62), (n * 0.9, n * 0.62), max(1, n // 50))
    _roof(big, _pts([(0.04, 0.52), (0.2, 0.22), (0.8, 0.22), (0.96, 0.52)], n), (0x6A, 0x4A, 0x2E))
    pygame.draw.rect(
        big,
        (0x4A, 0x2E, 0x18),
        pygame.FRect(n * 0.44, n * 0.66, n * 0.12, n * 0.2),
        border_top_left_radius=int(n * 0.06),
        border_top_right_radius=int(n * 0.06),
    )
    for x in (0.34, 0.62):
        pygame.draw.polygon(
            big, P.WAX, _pts([(x, 0.56), (x + 0.06, 0.56), (x + 0.06, 0.74), (x + 0.03, 0.7), (x, 0.74)], n)
        )
        pygame.draw.circle(big, P.GOLD, (n * (x + 0.03), n * 0.62), n * 0.015)


def university(big: pygame.Surface, n: int) -> None:
    """A university: a domed hall between two wings, a tall arched window in each."""
    _ground(big, n)
    _walls(big, pygame.FRect(n * 0.08, n * 0.5, n * 0.84, n * 0.36), (0xD4, 0xC4, 0xA4))
    _walls(big, pygame.FRect(n * 0.32, n * 0.36, n * 0.36, n * 0.5), (0xE0, 0xD2, 0xB4))
    dome = pygame.FRect(n * 0.34, n * 0.14, n * 0.32, n * 0.44)
    sil = canvas(n)
    pygame.draw.ellipse(sil, (255, 255, 255), dome)
    pygame.draw.rect(sil, (0, 0, 0, 0), pygame.FRect(0, n * 0.36, n, n))
    big.blit(lit(sil, (0x5E, 0x86, 0x7A), (0x2A, 0x40, 0x3A), n * 0.012), (0, 0))
    pygame.draw.line(big, P.GOLD_DEEP, (n * 0.5, n * 0.14), (n * 0.5, n * 0.06), max(1, n // 60))
    pygame.draw.circle(big, P.GOLD, (n * 0.5, n * 0.06), n * 0.02)
    for x in (0.14, 0.43, 0.74):
        _window(big, pygame.FRect(n * x, n * 0.56, n * 0.12 if x == 0.43 else n * 0.1, n * 0.22))
    _roof(big, _pts([(0.06, 0.52), (0.2, 0.44), (0.32, 0.44), (0.32, 0.52)], n), ROOF_SLATE)
    _roof(big, _pts([(0.68, 0.52), (0.68, 0.44), (0.8, 0.44), (0.94, 0.52)], n), ROOF_SLATE)


def longest_road(big: pygame.Surface, n: int) -> None:
    """A long road winding into the distance past a milestone."""
    road = [
        (0.02, 0.92),
        (0.44, 0.92),
        (0.5, 0.7),
        (0.36, 0.52),
        (0.46, 0.36),
        (0.56, 0.28),
        (0.52, 0.28),
        (0.4, 0.36),
        (0.28, 0.52),
        (0.34, 0.7),
        (0.2, 0.92),
    ]
    pygame.draw.ellipse(big, P.FOREST_MID, pygame.FRect(0, n * 0.3, n, n * 0.66))
    pygame.draw.polygon(big, (0xC8, 0xA4, 0x6E), _pts(road, n))
    pygame.draw.polygon(big, (0x8A, 0x6A, 0x3E), _pts(road, n), max(1, n // 60))
    pygame.draw.rect(
        big,
        (0xB8, 0xB4, 0xAC),
        pygame.FRect(n * 0.66, n * 0.56, n * 0.14, n * 0.24),
        border_top_left_radius=int(n * 0.07),
        border_top_right_radius=int(n * 0.07),
    )
    pygame.draw.rect(
        big,
        (0x6A, 0x66, 0x60),
        pygame.FRect(n * 0.66, n * 0.56, n * 0.14, n * 0.24),
        max(1, n // 70),
        border_top_left_radius=int(n * 0.07),
        border_top_right_radius=int(n * 0.07),
    )


def largest_army(big: pygame.Surface, n: int) -> None:
    """Three knights' shields in a row, a banner above."""
    pygame.draw.line(big, (0x6E, 0x4A, 0x2A), (n * 0.5, n * 0.04), (n * 0.5, n * 0.5), max(2, n // 40))
    pygame.draw.polygon(
        big, P.WAX, _pts([(0.52, 0.06), (0.82, 0.1), (0.74, 0.18), (0.82, 0.26), (0.52, 0.24)], n)
    )
    for k, colour in enumerate((C.SEAT_STYLES[1].colour, P.WAX, C.SEAT_STYLES[3].colour)):
        x = 0.08 + k * 0.3
        y = 0.4 if k == 1 else 0.46
        shield = _pts([(x, y), (x + 0.26, y), (x + 0.26, y + 0.22), (x + 0.13, y + 0.44), (x, y + 0.22)], n)
        sil = canvas(n)
        pygame.draw.polygon(sil, (255, 255, 255), shield)
        big.blit(lit(sil, colour, P.shade(colour, 0.4), n * 0.015), (0, 0))
        pygame.draw.line(
            big, P.GOLD, (n * (x + 0.13), n * (y + 0.04)), (n * (x + 0.13), n * (y + 0.38)), max(1, n // 50)
        )


EMBLEMS: dict[str, Draw] = {
    "knight": knight,
    "road_building": road_building,
    "year_of_plenty": year_of_plenty,
    "monopoly": monopoly,
    "vp_chapel": chapel,
    "vp_library": library,
    "vp_market": market,
    "vp_great_hall": great_hall,
    "vp_university": university,
    "longest_road": longest_road,
    "largest_army": largest_army,
}
"""The picture of each development card id (SR-B-1.6) and of the two special cards."""
