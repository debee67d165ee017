"""The symbols printed on the Merry Men board (fences, traps, locks, the gallows...), its
trees and its bags."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import lru_cache

import pygame

from sherwood.ui.games.merry_men.art.colours import WEAPON_COLOUR
from sherwood.ui.render import icons
from sherwood.ui.render import palette as P

Colour = tuple[int, int, int]


def res_icon(kind: str) -> str:
    return {"pennies": "coin", "weapon_any": "die_any", "vp": "vp", "loot": "loot"}.get(kind, kind)


@lru_cache(maxsize=64)
def tree(px: int, variant: int) -> pygame.Surface:
    """A tree crown seen from above: a few overlapping leafy circles, lit from the top left."""
    n = max(4, px) * 2
    s = pygame.Surface((n, n), pygame.SRCALPHA)
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
    return pygame.transform.smoothscale(s, (max(2, px), max(2, px)))


@lru_cache(maxsize=16)
def bag_image(px: int, fill: Colour) -> pygame.Surface:
    n = max(8, px) * 4
    s = pygame.Surface((n, n), pygame.SRCALPHA)
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
    return pygame.transform.smoothscale(s, (px, px))


SS = 4


def symbol(name: str, px: int) -> pygame.Surface:
    return _icon_cached(name, max(4, int(px)))


@lru_cache(maxsize=512)
def _icon_cached(name: str, px: int) -> pygame.Surface:
    n = px * SS
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    if name in _ICONS:
        _ICONS[name](s, n)
    elif name.startswith("die_"):
        _die(s, n, name[4:])
    elif name in icons.ICONS:
        colour = {"coin": (0xC8, 0xC8, 0xCE), "crown": P.GOLD, "star": P.GOLD}.get(name, P.INK)
        return icons.icon(name, px, colour)
    else:
        pygame.draw.circle(s, P.INK_SOFT, (n / 2, n / 2), n * 0.3)
    return pygame.transform.smoothscale(s, (px, px))


def _w(n: int, f: float) -> int:
    return max(1, int(n * f))


def _wood(s, n):
    body = pygame.Rect(n * 0.08, n * 0.3, n * 0.76, n * 0.42)
    pygame.draw.rect(s, (0x6B, 0x42, 0x1E), body, border_radius=int(n * 0.2))
    pygame.draw.line(s, (0x4A, 0x2C, 0x12), (n * 0.16, n * 0.44), (n * 0.66, n * 0.44), _w(n, 0.04))
    pygame.draw.line(s, (0x8E, 0x5E, 0x30), (n * 0.2, n * 0.36), (n * 0.6, n * 0.36), _w(n, 0.03))
    pygame.draw.ellipse(s, (0xD8, 0xB0, 0x78), (n * 0.66, n * 0.3, n * 0.24, n * 0.42))
    pygame.draw.ellipse(s, (0x9A, 0x6A, 0x38), (n * 0.66, n * 0.3, n * 0.24, n * 0.42), _w(n, 0.03))
    pygame.draw.ellipse(s, (0xB0, 0x80, 0x48), (n * 0.72, n * 0.42, n * 0.12, n * 0.18), _w(n, 0.02))


def _iron(s, n):
    top = [(n * 0.28, n * 0.3), (n * 0.72, n * 0.3), (n * 0.9, n * 0.7), (n * 0.1, n * 0.7)]
    pygame.draw.polygon(s, (0x5C, 0x66, 0x74), top)
    pygame.draw.polygon(
        s,
        (0x8E, 0x9A, 0xA8),
        [(n * 0.3, n * 0.33), (n * 0.7, n * 0.33), (n * 0.62, n * 0.45), (n * 0.38, n * 0.45)],
    )
    pygame.draw.polygon(s, (0x33, 0x3A, 0x44), top, _w(n, 0.04))


def _tools(s, n):
    pygame.draw.line(s, (0x7A, 0x50, 0x2A), (n * 0.24, n * 0.86), (n * 0.62, n * 0.3), _w(n, 0.11))
    head = [(n * 0.4, n * 0.2), (n * 0.72, n * 0.06), (n * 0.92, n * 0.36), (n * 0.6, n * 0.5)]
    pygame.draw.polygon(s, (0x66, 0x6E, 0x78), head)
    pygame.draw.polygon(s, (0x30, 0x36, 0x3E), head, _w(n, 0.04))


def _distraction(s, n):
    """A tankard of ale (what keeps a guard busy)."""
    body = pygame.Rect(n * 0.2, n * 0.3, n * 0.46, n * 0.58)
    pygame.draw.rect(s, (0xC0, 0x82, 0x2A), body, border_radius=int(n * 0.06))
    pygame.draw.rect(s, (0x6A, 0x44, 0x14), body, _w(n, 0.05), border_radius=int(n * 0.06))
    pygame.draw.arc(
        s, (0x6A, 0x44, 0x14), (n * 0.52, n * 0.4, n * 0.3, n * 0.32), -math.pi / 2, math.pi / 2, _w(n, 0.07)
    )
    for fx in (0.26, 0.42, 0.58):
        pygame.draw.circle(s, (0xF6, 0xF0, 0xE0), (n * fx, n * 0.28), n * 0.11)
    pygame.draw.line(s, (0xE0, 0xA8, 0x50), (n * 0.3, n * 0.45), (n * 0.3, n * 0.78), _w(n, 0.04))


def _loot(s, n):
    _bag_shape(s, n, (0x3D, 0x6B, 0x3D))


def _bag_shape(s, n, fill):
    dark = P.shade(fill, 0.6)
    pygame.draw.ellipse(s, fill, (n * 0.14, n * 0.34, n * 0.72, n * 0.6))
    pygame.draw.ellipse(s, dark, (n * 0.14, n * 0.34, n * 0.72, n * 0.6), _w(n, 0.05))
    pygame.draw.polygon(
        s, fill, [(n * 0.38, n * 0.38), (n * 0.3, n * 0.12), (n * 0.7, n * 0.12), (n * 0.62, n * 0.38)]
    )
    pygame.draw.line(s, (0xC8, 0xA8, 0x60), (n * 0.34, n * 0.36), (n * 0.66, n * 0.36), _w(n, 0.07))
    pygame.draw.circle(s, (0xE8, 0xC8, 0x60), (n * 0.5, n * 0.66), n * 0.12)


def _guard(s, n):
    icons._helmet(s, n, (0x70, 0x76, 0x80))


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


def _weapon_symbol(s, n, weapon: str, colour) -> None:
    w = _w(n, 0.07)
    if weapon == "bow":
        pygame.draw.arc(s, colour, (n * 0.18, n * 0.12, n * 0.5, n * 0.76), -math.pi / 2, math.pi / 2, w)
        pygame.draw.line(s, colour, (n * 0.43, n * 0.14), (n * 0.43, n * 0.86), _w(n, 0.03))
        pygame.draw.line(s, colour, (n * 0.16, n * 0.5), (n * 0.86, n * 0.5), _w(n, 0.04))
        pygame.draw.polygon(s, colour, [(n * 0.9, n * 0.5), (n * 0.76, n * 0.42), (n * 0.76, n * 0.58)])
    elif weapon == "sword":
        pygame.draw.line(s, colour, (n * 0.5, n * 0.1), (n * 0.5, n * 0.7), _w(n, 0.1))
        pygame.draw.polygon(s, colour, [(n * 0.45, n * 0.12), (n * 0.5, n * 0.04), (n * 0.55, n * 0.12)])
        pygame.draw.line(s, colour, (n * 0.3, n * 0.68), (n * 0.7, n * 0.68), _w(n, 0.08))
        pygame.draw.line(s, colour, (n * 0.5, n * 0.7), (n * 0.5, n * 0.88), _w(n, 0.07))
        pygame.draw.circle(s, colour, (n * 0.5, n * 0.9), n * 0.06)
    elif weapon == "staff":
        pygame.draw.line(s, colour, (n * 0.22, n * 0.86), (n * 0.78, n * 0.14), _w(n, 0.1))
        pygame.draw.circle(s, colour, (n * 0.22, n * 0.86), n * 0.08)
        pygame.draw.circle(s, colour, (n * 0.78, n * 0.14), n * 0.08)
    elif weapon == "axe":
        pygame.draw.line(s, colour, (n * 0.3, n * 0.9), (n * 0.62, n * 0.14), _w(n, 0.08))
        blade = [(n * 0.56, n * 0.16), (n * 0.86, n * 0.1), (n * 0.9, n * 0.44), (n * 0.62, n * 0.42)]
        pygame.draw.polygon(s, colour, blade)
    else:  # any weapon: a question mark made of a hook and a dot
        pygame.draw.arc(s, colour, (n * 0.3, n * 0.14, n * 0.4, n * 0.38), -math.pi / 2, math.pi, _w(n, 0.09))
        pygame.draw.line(s, colour, (n * 0.5, n * 0.5), (n * 0.5, n * 0.66), _w(n, 0.09))
        pygame.draw.circle(s, colour, (n * 0.5, n * 0.8), n * 0.06)


def _die(s, n, weapon: str) -> None:
    colour = WEAPON_COLOUR.get(weapon, (0x8A, 0x7A, 0x60))  # the dice's colours (art.py)
    r = pygame.Rect(n * 0.06, n * 0.06, n * 0.88, n * 0.88)
    pygame.draw.rect(s, P.shade(colour, 0.55), r.move(n * 0.03, n * 0.04), border_radius=int(n * 0.18))
    pygame.draw.rect(s, colour, r, border_radius=int(n * 0.18))
    pygame.draw.rect(s, P.shade(colour, 0.6), r, _w(n, 0.04), border_radius=int(n * 0.18))
    inner = pygame.Surface((int(n * 0.7), int(n * 0.7)), pygame.SRCALPHA)
    _weapon_symbol(inner, inner.get_width(), weapon, P.CREAM)
    s.blit(inner, inner.get_rect(center=(n / 2, n / 2)))


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


def _vp(s, n):
    pygame.draw.circle(s, P.GOLD_DEEP, (n / 2, n / 2), n * 0.44)
    pygame.draw.circle(s, P.GOLD, (n / 2, n / 2), n * 0.36)
    icons._star(s, n, P.shade(P.GOLD_DEEP, 0.8))


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


def _villain(s, n):
    icons._helmet(s, n, P.WAX)


def _sheriff(s, n):
    icons._star(s, n, P.WAX)


def _crown_wax(s, n):
    icons._crown(s, n, P.WAX)


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


_ICONS: dict[str, Callable] = {
    "wood": _wood,
    "iron": _iron,
    "tools": _tools,
    "distraction": _distraction,
    "loot": _loot,
    "guard": _guard,
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
    "vp": _vp,
    "hood": _hood,
    "villain": _villain,
    "sheriff": _sheriff,
    "crown": _crown_wax,
    "cross": _cross,
    "chapel": _chapel_icon,
    "cards": _cards,
}
