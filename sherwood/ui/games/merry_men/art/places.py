"""The small emblems of the locations, shown on the cards that send a Merry Man there."""

from __future__ import annotations

from functools import lru_cache

import pygame

from sherwood.games.merry_men.content import load_content
from sherwood.ui.games.merry_men.art.colours import WOOD
from sherwood.ui.games.merry_men.art.resources import iron_ingot, loot_bag, tools_hammer, wood_log
from sherwood.ui.games.merry_men.art.shading import capsule, pts
from sherwood.ui.games.merry_men.art.tokens import barricade_draw
from sherwood.ui.render import palette as P
from sherwood.ui.render import text
from sherwood.ui.render.surfaces import Draw, canvas, supersample


def _chapel(big: pygame.Surface, n: int) -> None:
    stone = (0xB8, 0xA8, 0x8E)
    pygame.draw.polygon(
        big, P.shade(stone, 0.5), pts([(0.2, 0.45), (0.5, 0.2), (0.8, 0.45), (0.8, 0.92), (0.2, 0.92)], n)
    )
    pygame.draw.polygon(
        big, stone, pts([(0.25, 0.47), (0.5, 0.26), (0.75, 0.47), (0.75, 0.88), (0.25, 0.88)], n)
    )
    pygame.draw.polygon(
        big,
        (0x8A, 0x3A, 0x2E),
        pts([(0.14, 0.48), (0.5, 0.18), (0.86, 0.48), (0.8, 0.5), (0.5, 0.26), (0.2, 0.5)], n),
    )
    pygame.draw.line(big, P.GOLD_DEEP, (0.5 * n, 0.02 * n), (0.5 * n, 0.2 * n), max(2, n // 16))
    pygame.draw.line(big, P.GOLD_DEEP, (0.42 * n, 0.08 * n), (0.58 * n, 0.08 * n), max(2, n // 16))
    pygame.draw.rect(
        big,
        (0x4A, 0x32, 0x22),
        pygame.Rect(0.42 * n, 0.62 * n, 0.16 * n, 0.26 * n),
        border_top_left_radius=int(0.08 * n),
        border_top_right_radius=int(0.08 * n),
    )


def _crossed_swords(big: pygame.Surface, n: int) -> None:
    steel = (0x9C, 0xA6, 0xB2)
    for flip in (1, -1):
        a = (0.5 * n - flip * 0.36 * n, 0.86 * n)
        b = (0.5 * n + flip * 0.34 * n, 0.12 * n)
        capsule(big, P.shade(steel, 0.5), a, b, 0.05 * n)
        capsule(big, steel, a, b, 0.035 * n)
        gx, gy = 0.5 * n - flip * 0.24 * n, 0.66 * n
        capsule(
            big,
            P.GOLD_DEEP,
            (gx - 0.1 * n, gy - flip * 0.0 * n - 0.05 * n),
            (gx + 0.1 * n, gy + 0.05 * n),
            0.03 * n,
        )


def _cross_crown(big: pygame.Surface, n: int) -> None:
    pygame.draw.rect(big, P.shade(P.WAX, 0.7), pygame.Rect(0.44 * n, 0.12 * n, 0.12 * n, 0.8 * n))
    pygame.draw.rect(big, P.shade(P.WAX, 0.7), pygame.Rect(0.2 * n, 0.34 * n, 0.6 * n, 0.12 * n))
    pygame.draw.rect(big, P.WAX, pygame.Rect(0.46 * n, 0.14 * n, 0.08 * n, 0.76 * n))
    pygame.draw.rect(big, P.WAX, pygame.Rect(0.22 * n, 0.36 * n, 0.56 * n, 0.08 * n))


def _target_loc(big: pygame.Surface, n: int) -> None:
    for r, c in ((0.44, P.CREAM), (0.34, P.WAX), (0.24, P.CREAM), (0.13, P.GOLD)):
        pygame.draw.circle(big, c, (n / 2, n / 2), r * n)
    pygame.draw.circle(big, P.INK, (n / 2, n / 2), 0.44 * n, max(1, n // 30))


_LOCATION_DRAW: dict[str, Draw] = {
    "lumber_camp": wood_log,
    "iron_forge": iron_ingot,
    "workshop": tools_hammer,
    "church": _chapel,
    "weapon_cache": _crossed_swords,
    "market_square": loot_bag,
    "construction_yard": barricade_draw(WOOD),
    "crusade": _cross_crown,
    "archery_range": _target_loc,
}


@lru_cache(maxsize=128)
def location_icon(location_id: str, px: int) -> pygame.Surface:
    """A small emblem for a location (log, ingot, hammer, chapel, swords, purse, barricade,
    crusader's cross, target); roads get their numeral."""
    px = max(6, int(px))
    fn = _LOCATION_DRAW.get(location_id)
    if fn is not None:
        return supersample((px, px), fn)
    out = canvas(px)
    c = load_content()
    label = c.roads[location_id].numeral if location_id in c.roads else location_id[:2].upper()
    pygame.draw.circle(out, P.INK_SOFT, (px / 2, px / 2), px * 0.46)
    room = pygame.FRect(0, 0, round(px * 0.8), 0).move_to(center=(px / 2, px / 2))
    text.line(out, label, "serif-bold", round(px * 0.6), P.CREAM, room, "center", minimum=6)
    return out
