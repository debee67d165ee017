"""The five resources drawn once, as the kit's icon set: the cards, the harbours, the build
panel's costs, the bank and the dialogs all take their pictures from here, so lumber looks
the same wherever it is printed (SR-C-5.2's names: lumber, wool, grain, brick, ore).

Terrain names are aliases of what they produce (``forest`` is ``lumber``...).
"""

from __future__ import annotations

import math

import pygame

from sherwood.ui.games.settlers.art import palette as C
from sherwood.ui.games.settlers.art.terrain import sheaf, sheep
from sherwood.ui.games.settlers.art.terrain_rock import bricks, glint
from sherwood.ui.kit.icon_set import IconSet
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import canvas, down, shadowed

RESOURCES = ("lumber", "wool", "grain", "brick", "ore")


def _log(s: pygame.Surface, x: float, y: float, length: float, rad: float) -> None:
    """A log lying left to right, its cut end (with rings) facing the viewer on the right."""
    bark, dark = C.BARK, P.shade(C.BARK, 0.55)
    body = pygame.FRect(x - length / 2, y - rad, length, rad * 2)
    pygame.draw.rect(s, dark, body.inflate(rad * 0.16, rad * 0.16), border_radius=int(rad))
    pygame.draw.rect(s, bark, body, border_radius=int(rad * 0.9))
    pygame.draw.line(
        s,
        P.shade(bark, 1.35),
        (body.x + rad * 0.6, y - rad * 0.5),
        (body.right - rad * 1.2, y - rad * 0.5),
        max(1, int(rad * 0.18)),
    )
    pygame.draw.line(
        s,
        P.shade(bark, 0.75),
        (body.x + rad, y + rad * 0.3),
        (body.right - rad * 1.6, y + rad * 0.35),
        max(1, int(rad * 0.12)),
    )
    end = pygame.FRect(body.right - rad * 1.05, y - rad, rad * 1.1, rad * 2)
    pygame.draw.ellipse(s, dark, end.inflate(rad * 0.16, rad * 0.16))
    pygame.draw.ellipse(s, C.WOOD_CUT, end)
    for k in (0.45, 0.8):
        pygame.draw.ellipse(
            s, P.shade(C.WOOD_CUT, 0.78), end.inflate(-end.w * k, -end.h * k), max(1, int(rad * 0.1))
        )


def lumber(big: pygame.Surface, n: int) -> None:
    """Lumber: three felled logs, two below and one on top."""
    rad = n * 0.13
    _log(big, n * 0.36, n * 0.68, n * 0.56, rad)
    _log(big, n * 0.6, n * 0.7, n * 0.56, rad)
    _log(big, n * 0.5, n * 0.45, n * 0.58, rad)
    leaf = [(0.22, 0.3), (0.3, 0.2), (0.36, 0.3), (0.3, 0.36)]
    pygame.draw.polygon(big, C.TERRAIN["forest"][1], [(x * n, y * n) for x, y in leaf])


def wool(big: pygame.Surface, n: int) -> None:
    """Wool: a sheep."""
    sheep(big, n * 0.44, n * 0.86, n * 0.72, 1)


def grain(big: pygame.Surface, n: int) -> None:
    """Grain: a sheaf tied round its middle."""
    sheaf(big, n * 0.5, n * 0.92, n * 0.84)


def brick(big: pygame.Surface, n: int) -> None:
    """Brick: a stack of bricks."""
    bricks(big, n * 0.5, n * 0.82, n * 0.84)


def ore(big: pygame.Surface, n: int) -> None:
    """Ore: a heap of grey rock with silver and gold in it."""
    stones = ((0.3, 0.66, 0.22), (0.68, 0.66, 0.22), (0.5, 0.46, 0.24))
    pygame.draw.ellipse(big, (20, 14, 6, 80), pygame.FRect(n * 0.12, n * 0.76, n * 0.82, n * 0.14))
    for x, y, rr in stones:
        cx, cy, R = x * n, y * n, rr * n
        pts = [
            (
                cx + R * math.cos(a) * (1 if k % 2 else 0.86),
                cy + R * math.sin(a) * 0.86 * (1 if k % 2 else 0.9),
            )
            for k, a in enumerate(math.radians(d) for d in range(0, 360, 45))
        ]
        pygame.draw.polygon(big, C.STONE_DARK, [(px + n * 0.015, py + n * 0.015) for px, py in pts])
        pygame.draw.polygon(big, C.STONE, pts)
        top = [pts[4], pts[5], pts[6], (cx, cy)]
        pygame.draw.polygon(big, P.shade(C.STONE, 1.25), top)
        right = [pts[0], pts[1], pts[2], (cx, cy)]
        pygame.draw.polygon(big, P.shade(C.STONE, 0.78), right)
        pygame.draw.polygon(big, P.shade(C.STONE_DARK, 0.7), pts, max(1, n // 40))
    glint(big, n * 0.42, n * 0.42, n * 0.08, C.SILVER)
    glint(big, n * 0.7, n * 0.62, n * 0.07, P.GOLD)
    glint(big, n * 0.26, n * 0.68, n * 0.05, C.SILVER)


def _finish(big: pygame.Surface, px: int) -> pygame.Surface:
    small = down(big, (round(px * 0.94), round(px * 0.94)))
    out = canvas(px)
    out.blit(small, (0, 0))
    return shadowed(out, max(1, px * 0.03), px * 0.025, 90)


RESOURCE_ICONS = IconSet(
    {"lumber": lumber, "wool": wool, "grain": grain, "brick": brick, "ore": ore},
    aliases={"forest": "lumber", "pasture": "wool", "fields": "grain", "hills": "brick", "mountains": "ore"},
    finish=_finish,
    smallest=8,
)
"""The five resources (and the terrains as aliases of what they produce)."""


def resource_icon(kind: str, px: int) -> pygame.Surface:
    """Resource ``kind`` (or a terrain) on a transparent ``px``-square surface with its soft
    shadow; cached."""
    return RESOURCE_ICONS.image(kind, px)
