"""What the Merry Men board prints besides its text: the resources (from the game's one
resource icon set), its own flat symbols (fences, traps, locks, the gallows...), its trees
and its bags."""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from sherwood.ui.games.merry_men.art.resources import RESOURCE_ICONS, resource
from sherwood.ui.kit.icon_set import IconSet
from sherwood.ui.render import icons
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import supersample

Colour = tuple[int, int, int]


@lru_cache(maxsize=64)
def tree(px: int, variant: int) -> pygame.Surface:
    """A tree crown seen from above: a few overlapping leafy circles, lit from the top left."""

    def crown(s: pygame.Surface, n: int) -> None:
        rng = random.Random(variant * 97 + 5)
        greens = [P.FOREST, P.FOREST_MID, P.shade(P.FOREST, 0.85), P.mix(P.FOREST, P.FOREST_MID, 0.5)]
        base = greens[variant % len(greens)]
        c = n / 2
        pygame.draw.circle(s, (8, 18, 8, 90), (c + n * 0.06, c + n * 0.07), n * 0.4)
        blobs = [
            (rng.uniform(-0.16, 0.16) * n, rng.uniform(-0.16, 0.16) * n, rng.uniform(0.2, 0.27) * n)
            for _ in range(4)
        ]
        for bx, by, r in blobs:
            pygame.draw.circle(s, P.shade(base, 0.72), (c + bx, c + by), r)
        for bx, by, r in blobs:
            pygame.draw.circle(s, base, (c + bx - r * 0.12, c + by - r * 0.12), r * 0.86)
        for bx, by, r in blobs:
            pygame.draw.circle(
                s, P.mix(base, P.FOREST_LIGHT, 0.55), (c + bx - r * 0.32, c + by - r * 0.34), r * 0.38
            )

    px = max(4, px)  # drawn twice too big: trees are many, and soft anyway
    return supersample((px, px), crown, factor=2)


@lru_cache(maxsize=16)
def bag_image(px: int, fill: Colour) -> pygame.Surface:
    """A drawing bag in ``fill``, tied at the neck with a golden cord, ``px`` square."""

    def sack(s: pygame.Surface, n: int) -> None:
        dark, light = P.shade(fill, 0.6), P.mix(fill, (255, 255, 255), 0.25)
        body = pygame.Rect(n * 0.1, n * 0.28, n * 0.8, n * 0.68)
        pygame.draw.ellipse(s, dark, body)
        pygame.draw.ellipse(s, fill, body.inflate(-n * 0.05, -n * 0.05))
        pygame.draw.ellipse(s, light, (n * 0.2, n * 0.36, n * 0.22, n * 0.16))
        neck = [
            (n * 0.36, n * 0.3),
            (n * 0.3, n * 0.08),
            (n * 0.5, n * 0.16),
            (n * 0.7, n * 0.08),
            (n * 0.64, n * 0.3),
        ]
        pygame.draw.polygon(s, fill, neck)
        pygame.draw.polygon(s, dark, neck, max(2, n // 60))
        pygame.draw.line(s, (0xC8, 0xA8, 0x60), (n * 0.33, n * 0.3), (n * 0.67, n * 0.3), max(3, n // 30))

    return supersample((max(8, px), max(8, px)), sack)


def _w(n: int, f: float) -> int:
    return max(1, int(n * f))


def _fence(s, n, vertical: bool = False):
    wood, dark = (0x9A, 0x6A, 0x3A), (0x4A, 0x30, 0x18)
    posts = [0.16, 0.5, 0.84]
    surf = pygame.Surface((n, n), pygame.SRCALPHA)
    for fx in posts:
        r = pygame.Rect(n * (fx - 0.07), n * 0.2, n * 0.14, n * 0.62)
        pygame.draw.rect(
            surf, wood, r, border_top_left_radius=int(n * 0.07), border_top_right_radius=int(n * 0.07)
        )
        pygame.draw.rect(
            surf,
            dark,
            r,
            _w(n, 0.03),
            border_top_left_radius=int(n * 0.07),
            border_top_right_radius=int(n * 0.07),
        )
    for fy in (0.36, 0.6):
        r = pygame.Rect(n * 0.04, n * fy, n * 0.92, n * 0.1)
        pygame.draw.rect(surf, wood, r)
        pygame.draw.rect(surf, dark, r, _w(n, 0.025))
    if vertical:
        surf = pygame.transform.rotate(surf, 90)
    s.blit(surf, (0, 0))


def _trap(s, n):
    steel, dark = (0x80, 0x86, 0x8E), (0x30, 0x34, 0x3A)
    pygame.draw.circle(s, steel, (n / 2, n * 0.55), n * 0.36, _w(n, 0.08))
    for i in range(7):
        a = math.pi + i * math.pi / 6
        x, y = n / 2 + n * 0.32 * math.cos(a), n * 0.55 + n * 0.32 * math.sin(a)
        pygame.draw.polygon(
            s,
            steel,
            [
                (x, y),
                (n / 2 + n * 0.2 * math.cos(a + 0.1), n * 0.55 + n * 0.2 * math.sin(a + 0.1)),
                (n / 2 + n * 0.2 * math.cos(a - 0.1), n * 0.55 + n * 0.2 * math.sin(a - 0.1)),
            ],
        )
    pygame.draw.circle(s, dark, (n / 2, n * 0.55), n * 0.08)
    pygame.draw.line(s, dark, (n * 0.1, n * 0.86), (n * 0.9, n * 0.86), _w(n, 0.06))


def _carriage(s, n):
    body, dark = (0x8A, 0x3A, 0x2A), (0x3A, 0x1E, 0x12)
    r = pygame.Rect(n * 0.1, n * 0.22, n * 0.8, n * 0.46)
    pygame.draw.rect(s, body, r, border_radius=int(n * 0.08))
    pygame.draw.rect(s, dark, r, _w(n, 0.04), border_radius=int(n * 0.08))
    pygame.draw.rect(s, (0xE8, 0xD8, 0xA8), (n * 0.22, n * 0.3, n * 0.22, n * 0.18))
    pygame.draw.rect(s, (0xE8, 0xD8, 0xA8), (n * 0.56, n * 0.3, n * 0.22, n * 0.18))
    for fx in (0.26, 0.74):
        pygame.draw.circle(s, dark, (n * fx, n * 0.74), n * 0.14)
        pygame.draw.circle(s, (0xC8, 0xA0, 0x60), (n * fx, n * 0.74), n * 0.07)


def _skill(s, n):
    r = pygame.Rect(n * 0.08, n * 0.08, n * 0.84, n * 0.84)
    pygame.draw.rect(s, (0x26, 0x22, 0x20), r, border_radius=int(n * 0.18))
    for fx, fy in ((0.3, 0.3), (0.5, 0.5), (0.7, 0.7)):
        pygame.draw.circle(s, P.CREAM, (n * fx, n * fy), n * 0.08)


def _hit(s, n):
    for rr, c in ((0.44, P.WAX), (0.32, P.CREAM), (0.2, P.WAX), (0.08, P.CREAM)):
        pygame.draw.circle(s, c, (n / 2, n / 2), n * rr)


def _chest(s, n):
    wood, dark = (0x8A, 0x5A, 0x2A), (0x3E, 0x26, 0x10)
    pygame.draw.rect(s, wood, (n * 0.1, n * 0.36, n * 0.8, n * 0.5), border_radius=int(n * 0.05))
    pygame.draw.ellipse(s, wood, (n * 0.1, n * 0.16, n * 0.8, n * 0.4))
    pygame.draw.rect(s, dark, (n * 0.1, n * 0.36, n * 0.8, n * 0.5), _w(n, 0.04), border_radius=int(n * 0.05))
    pygame.draw.line(s, P.GOLD_DEEP, (n * 0.1, n * 0.42), (n * 0.9, n * 0.42), _w(n, 0.06))
    pygame.draw.rect(s, P.GOLD, (n * 0.43, n * 0.38, n * 0.14, n * 0.16))


def _lock(s, n):
    c = (0x3A, 0x32, 0x2A)
    pygame.draw.arc(s, c, (n * 0.3, n * 0.12, n * 0.4, n * 0.44), 0, math.pi, _w(n, 0.09))
    pygame.draw.line(s, c, (n * 0.3, n * 0.34), (n * 0.3, n * 0.46), _w(n, 0.09))
    pygame.draw.line(s, c, (n * 0.7, n * 0.34), (n * 0.7, n * 0.46), _w(n, 0.09))
    pygame.draw.rect(s, c, (n * 0.2, n * 0.44, n * 0.6, n * 0.44), border_radius=int(n * 0.06))


def _skull(s, n):
    c = P.CREAM
    pygame.draw.circle(s, c, (n * 0.5, n * 0.42), n * 0.3)
    pygame.draw.rect(s, c, (n * 0.34, n * 0.56, n * 0.32, n * 0.22), border_radius=int(n * 0.05))
    for fx in (0.39, 0.61):
        pygame.draw.circle(s, P.WAX, (n * fx, n * 0.44), n * 0.08)
    for fx in (0.42, 0.5, 0.58):
        pygame.draw.line(s, P.WAX, (n * fx, n * 0.66), (n * fx, n * 0.78), _w(n, 0.03))


def _noose(s, n):
    rope = (0xC8, 0xA8, 0x70)
    pygame.draw.line(s, (0x6A, 0x4A, 0x2A), (n * 0.15, n * 0.06), (n * 0.85, n * 0.06), _w(n, 0.08))
    pygame.draw.line(s, rope, (n * 0.5, n * 0.06), (n * 0.5, n * 0.4), _w(n, 0.06))
    pygame.draw.rect(s, rope, (n * 0.43, n * 0.36, n * 0.14, n * 0.16), border_radius=int(n * 0.03))
    pygame.draw.ellipse(s, rope, (n * 0.3, n * 0.5, n * 0.4, n * 0.42), _w(n, 0.06))


def _arrow(s, n):
    c = P.INK_SOFT
    pygame.draw.line(s, c, (n * 0.12, n * 0.5), (n * 0.7, n * 0.5), _w(n, 0.09))
    pygame.draw.polygon(s, c, [(n * 0.92, n * 0.5), (n * 0.62, n * 0.28), (n * 0.62, n * 0.72)])


def _golden_arrow(s, n):
    c = P.GOLD_DEEP
    pygame.draw.line(s, c, (n * 0.16, n * 0.84), (n * 0.76, n * 0.24), _w(n, 0.07))
    pygame.draw.polygon(s, c, [(n * 0.9, n * 0.1), (n * 0.62, n * 0.2), (n * 0.8, n * 0.38)])
    for d in (0.0, 0.1):
        pygame.draw.line(s, c, (n * (0.16 + d), n * (0.84 - d)), (n * (0.08 + d), n * (0.7 - d)), _w(n, 0.05))
        pygame.draw.line(s, c, (n * (0.16 + d), n * (0.84 - d)), (n * (0.3 + d), n * (0.92 - d)), _w(n, 0.05))


def _swap(s, n):
    c = P.INK_SOFT
    pygame.draw.line(s, c, (n * 0.12, n * 0.36), (n * 0.72, n * 0.36), _w(n, 0.08))
    pygame.draw.polygon(s, c, [(n * 0.9, n * 0.36), (n * 0.66, n * 0.2), (n * 0.66, n * 0.52)])
    pygame.draw.line(s, c, (n * 0.28, n * 0.66), (n * 0.88, n * 0.66), _w(n, 0.08))
    pygame.draw.polygon(s, c, [(n * 0.1, n * 0.66), (n * 0.34, n * 0.5), (n * 0.34, n * 0.82)])


def _flag(s, n):
    """The clear reward: a banner planted on a cleared place."""
    pygame.draw.line(s, P.INK, (n * 0.22, n * 0.08), (n * 0.22, n * 0.94), _w(n, 0.07))
    pygame.draw.polygon(s, P.FOREST_MID, [(n * 0.25, n * 0.1), (n * 0.88, n * 0.24), (n * 0.25, n * 0.5)])
    pygame.draw.polygon(
        s, P.FOREST, [(n * 0.25, n * 0.1), (n * 0.88, n * 0.24), (n * 0.25, n * 0.5)], _w(n, 0.03)
    )


def _hood(s, n):
    c = P.GOLD_DEEP
    pygame.draw.polygon(
        s,
        c,
        [
            (n * 0.5, n * 0.06),
            (n * 0.84, n * 0.62),
            (n * 0.78, n * 0.94),
            (n * 0.22, n * 0.94),
            (n * 0.16, n * 0.62),
        ],
    )
    pygame.draw.ellipse(s, (0, 0, 0, 0), (n * 0.34, n * 0.36, n * 0.32, n * 0.3))


def _cross(s, n):
    c = P.WAX
    pygame.draw.rect(s, c, (n * 0.42, n * 0.08, n * 0.16, n * 0.84))
    pygame.draw.rect(s, c, (n * 0.14, n * 0.3, n * 0.72, n * 0.16))


def _chapel_icon(s, n):
    c = (0x5A, 0x46, 0x30)
    pygame.draw.rect(s, c, (n * 0.2, n * 0.5, n * 0.6, n * 0.42))
    pygame.draw.polygon(s, c, [(n * 0.14, n * 0.52), (n * 0.5, n * 0.24), (n * 0.86, n * 0.52)])
    pygame.draw.rect(s, c, (n * 0.46, n * 0.04, n * 0.08, n * 0.24))
    pygame.draw.rect(s, c, (n * 0.38, n * 0.1, n * 0.24, n * 0.06))
    pygame.draw.rect(
        s,
        (0, 0, 0, 0),
        (n * 0.42, n * 0.66, n * 0.16, n * 0.26),
        border_top_left_radius=int(n * 0.08),
        border_top_right_radius=int(n * 0.08),
    )


def _cards(s, n):
    c = P.CREAM
    for i, a in enumerate((-12, 0, 12)):
        card = pygame.Surface((int(n * 0.5), int(n * 0.7)), pygame.SRCALPHA)
        pygame.draw.rect(
            card, (*P.shade(c, 0.9 + 0.05 * i), 255), card.get_rect(), border_radius=int(n * 0.06)
        )
        pygame.draw.rect(card, (*P.INK_SOFT, 255), card.get_rect(), _w(n, 0.025), border_radius=int(n * 0.06))
        card = pygame.transform.rotate(card, a)
        s.blit(card, card.get_rect(center=(n / 2, n / 2)))


def _unknown(s, n):
    """A quiet grey dot: a symbol the board's layout names that nothing draws."""
    pygame.draw.circle(s, P.INK_SOFT, (n / 2, n / 2), n * 0.3)


PRINTED = IconSet(
    {
        "fence": _fence,
        "fence_v": lambda s, n: _fence(s, n, vertical=True),
        "trap": _trap,
        "carriage": _carriage,
        "skill": _skill,
        "hit": _hit,
        "chest": _chest,
        "lock": _lock,
        "skull": _skull,
        "noose": _noose,
        "arrow": _arrow,
        "swap": _swap,
        "golden_arrow": _golden_arrow,
        "flag": _flag,
        "hood": _hood,
        "villain": lambda s, n: icons.draw("knight", s, n, P.WAX),
        "sheriff": lambda s, n: icons.draw("star", s, n, P.WAX),
        "crown": lambda s, n: icons.draw("crown", s, n, P.WAX),
        "cross": _cross,
        "chapel": _chapel_icon,
        "cards": _cards,
        "unknown": _unknown,
    }
)
"""The symbols printed on the board that are not resources, flat as print is."""


def symbol(name: str, px: int) -> pygame.Surface:
    """What the board prints for ``name``, ``px`` square: a resource from the game's one
    resource icon set (``art.resources``: the same picture as on the cards and panels), else
    one of the board's own printed symbols (``PRINTED``), else a grey dot."""
    if name in RESOURCE_ICONS:
        return resource(name, px)
    return PRINTED.image(name if name in PRINTED else "unknown", px)
