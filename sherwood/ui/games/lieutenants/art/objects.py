"""The seven objects of the lieutenants' cards, drawn in code (LT-1.A): a copper coin, a
candlestick, gold bars, pearls in an open shell, a cut jewel, a necklace with its pendant and
a banded chest. Each has its colour (the title band of its cards) and a picture drawn
supersampled on a transparent square, cached per size; light from the top left.

>>> import pygame
>>> picture("CH", 40).get_size()
(40, 40)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import shadowed, supersample

Color = tuple[int, int, int]

COLOUR: dict[str, Color] = {
    "CU": (0xB0, 0x62, 0x32),  # copper
    "CA": (0x7A, 0x86, 0x8C),  # pewter
    "GO": (0xC9, 0x98, 0x1E),  # gold
    "PE": (0x5E, 0x8C, 0x9C),  # sea
    "JE": (0xA8, 0x2A, 0x44),  # ruby
    "NE": (0x6E, 0x4A, 0x9A),  # amethyst
    "CH": (0x6A, 0x46, 0x26),  # oak
}
"""Each object's colour: its cards' band, its loot chip, its ambush card's half."""

_COPPER = (0xC8, 0x76, 0x3E)
_GOLD = (0xE8, 0xB8, 0x38)
_GOLD_DARK = (0x9A, 0x70, 0x14)
_IRON = (0x4A, 0x48, 0x46)


def _coin(s: pygame.Surface, n: int) -> None:
    c = (n * 0.5, n * 0.52)
    r = n * 0.4
    pygame.draw.circle(s, P.shade(_COPPER, 0.55), (c[0] + n * 0.02, c[1] + n * 0.03), r)
    pygame.draw.circle(s, _COPPER, c, r)
    pygame.draw.circle(s, P.shade(_COPPER, 0.7), c, r * 0.8, max(2, n // 28))
    pygame.draw.circle(s, P.shade(_COPPER, 1.18), c, r * 0.8 - n // 28, max(1, n // 60))
    # a short cross, the coin's stamp, with four pellets
    w = max(2, n // 14)
    pygame.draw.line(s, P.shade(_COPPER, 0.62), (c[0], c[1] - r * 0.5), (c[0], c[1] + r * 0.5), w)
    pygame.draw.line(s, P.shade(_COPPER, 0.62), (c[0] - r * 0.5, c[1]), (c[0] + r * 0.5, c[1]), w)
    for dx, dy in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
        pygame.draw.circle(s, P.shade(_COPPER, 0.62), (c[0] + dx * r * 0.3, c[1] + dy * r * 0.3), n * 0.035)
    pygame.draw.arc(
        s,
        P.mix(_COPPER, (255, 240, 220), 0.5),
        pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r),
        math.pi * 0.55,
        math.pi * 1.05,
        max(2, n // 30),
    )


def _candlestick(s: pygame.Surface, n: int) -> None:
    metal = (0xB8, 0xA0, 0x5A)
    dark = P.shade(metal, 0.55)
    cx = n * 0.5
    # the foot, the stem with its knops, the drip pan
    pygame.draw.ellipse(s, dark, (cx - n * 0.27, n * 0.84, n * 0.54, n * 0.1))
    pygame.draw.polygon(
        s,
        metal,
        [
            (cx - n * 0.24, n * 0.88),
            (cx + n * 0.24, n * 0.88),
            (cx + n * 0.07, n * 0.76),
            (cx - n * 0.07, n * 0.76),
        ],
    )
    pygame.draw.rect(s, metal, (cx - n * 0.045, n * 0.44, n * 0.09, n * 0.34))
    for y in (0.52, 0.66):
        pygame.draw.ellipse(s, metal, (cx - n * 0.09, n * y, n * 0.18, n * 0.06))
        pygame.draw.ellipse(s, dark, (cx - n * 0.09, n * y, n * 0.18, n * 0.06), max(1, n // 60))
    pygame.draw.ellipse(s, metal, (cx - n * 0.2, n * 0.4, n * 0.4, n * 0.08))
    pygame.draw.ellipse(s, dark, (cx - n * 0.2, n * 0.4, n * 0.4, n * 0.08), max(1, n // 50))
    pygame.draw.line(
        s,
        P.mix(metal, (255, 255, 255), 0.5),
        (cx - n * 0.02, n * 0.46),
        (cx - n * 0.02, n * 0.76),
        max(1, n // 50),
    )
    # the candle and its flame
    wax = (0xF1, 0xE6, 0xC8)
    pygame.draw.rect(s, wax, (cx - n * 0.06, n * 0.2, n * 0.12, n * 0.22))
    pygame.draw.rect(s, P.shade(wax, 0.8), (cx + n * 0.02, n * 0.2, n * 0.04, n * 0.22))
    pygame.draw.line(s, _IRON, (cx, n * 0.2), (cx, n * 0.16), max(1, n // 60))
    flame = [
        (cx, n * 0.03),
        (cx + n * 0.06, n * 0.12),
        (cx + n * 0.04, n * 0.17),
        (cx, n * 0.18),
        (cx - n * 0.04, n * 0.17),
        (cx - n * 0.06, n * 0.12),
    ]
    pygame.draw.polygon(s, (0xF2, 0x9A, 0x2E), flame)
    pygame.draw.ellipse(s, (0xFF, 0xE0, 0x80), (cx - n * 0.025, n * 0.1, n * 0.05, n * 0.07))


def _bar(s: pygame.Surface, n: int, x: float, y: float, w: float, h: float) -> None:
    """One gold ingot: a trapezoid seen from the front and above."""
    top = [(x + w * 0.16, y), (x + w * 0.84, y), (x + w, y + h * 0.4), (x, y + h * 0.4)]
    front = [(x, y + h * 0.4), (x + w, y + h * 0.4), (x + w, y + h), (x, y + h)]
    pygame.draw.polygon(s, P.mix(_GOLD, (255, 255, 255), 0.3), top)
    pygame.draw.polygon(s, _GOLD, front)
    pygame.draw.polygon(s, _GOLD_DARK, top, max(1, n // 70))
    pygame.draw.polygon(s, _GOLD_DARK, front, max(1, n // 70))
    pygame.draw.line(
        s,
        P.mix(_GOLD, (255, 255, 255), 0.6),
        (x + w * 0.08, y + h * 0.55),
        (x + w * 0.5, y + h * 0.55),
        max(1, n // 60),
    )


def _gold(s: pygame.Surface, n: int) -> None:
    w, h = n * 0.42, n * 0.2
    _bar(s, n, n * 0.08, n * 0.62, w, h)
    _bar(s, n, n * 0.5, n * 0.62, w, h)
    _bar(s, n, n * 0.29, n * 0.44, w, h)
    _bar(s, n, n * 0.29, n * 0.26, w * 0.96, h * 0.96)


def _pearl(s: pygame.Surface, c: tuple[float, float], r: float) -> None:
    pygame.draw.circle(s, (0xB8, 0xB4, 0xAE), (c[0] + r * 0.12, c[1] + r * 0.15), r)
    pygame.draw.circle(s, (0xF4, 0xF0, 0xE8), c, r)
    pygame.draw.circle(s, (0xD8, 0xD4, 0xCC), (c[0] + r * 0.22, c[1] + r * 0.22), r * 0.6)
    pygame.draw.circle(s, (0xF4, 0xF0, 0xE8), (c[0] - r * 0.1, c[1] - r * 0.1), r * 0.6)
    pygame.draw.circle(s, (255, 255, 255), (c[0] - r * 0.35, c[1] - r * 0.35), r * 0.28)


def _pearls(s: pygame.Surface, n: int) -> None:
    shell = (0x9C, 0x7C, 0x6A)
    inner = (0xE8, 0xC8, 0xC0)
    # the open shell: a fan with ribs, the pearls lying in it
    box = pygame.Rect(n * 0.06, n * 0.3, n * 0.88, n * 0.9)
    pygame.draw.ellipse(s, P.shade(shell, 0.7), box.move(0, n * 0.02))
    pygame.draw.ellipse(s, shell, box)
    pygame.draw.ellipse(s, inner, box.inflate(-n * 0.12, -n * 0.12))
    s.fill((0, 0, 0, 0), pygame.Rect(0, n * 0.76, n, n))
    pygame.draw.line(s, P.shade(shell, 0.7), (n * 0.06, n * 0.755), (n * 0.94, n * 0.755), max(2, n // 30))
    for k in range(-3, 4):
        a = math.pi * (1.5 + k * 0.11)
        pygame.draw.line(
            s,
            P.shade(shell, 0.82),
            (n * 0.5, n * 0.74),
            (n * 0.5 + n * 0.42 * math.cos(a), n * 0.75 + n * 0.42 * math.sin(a)),
            max(1, n // 70),
        )
    for x, y, r in (
        (0.3, 0.62, 0.11),
        (0.52, 0.58, 0.12),
        (0.72, 0.63, 0.1),
        (0.42, 0.44, 0.1),
        (0.62, 0.44, 0.09),
    ):
        _pearl(s, (n * x, n * y), n * r)


def _jewel(s: pygame.Surface, n: int) -> None:
    ruby = (0xC0, 0x24, 0x3E)
    cx = n * 0.5
    top, girdle, bottom = n * 0.2, n * 0.4, n * 0.86
    crown = [(cx - n * 0.22, top), (cx + n * 0.22, top), (cx + n * 0.4, girdle), (cx - n * 0.4, girdle)]
    pygame.draw.polygon(s, P.mix(ruby, (255, 255, 255), 0.2), crown)
    pav = [(cx - n * 0.4, girdle), (cx + n * 0.4, girdle), (cx, bottom)]
    pygame.draw.polygon(s, ruby, pav)
    dark = P.shade(ruby, 0.55)
    light = P.mix(ruby, (255, 255, 255), 0.55)
    w = max(1, n // 60)
    pygame.draw.polygon(
        s,
        P.mix(ruby, (255, 255, 255), 0.4),
        [(cx - n * 0.12, top), (cx + n * 0.12, top), (cx + n * 0.2, girdle), (cx - n * 0.2, girdle)],
    )
    for x in (-0.2, 0.2):
        pygame.draw.line(s, dark, (cx + n * x, girdle), (cx, bottom), w)
    pygame.draw.polygon(
        s, P.shade(ruby, 0.75), [(cx + n * 0.2, girdle), (cx + n * 0.4, girdle), (cx, bottom)]
    )
    pygame.draw.line(s, dark, (cx - n * 0.4, girdle), (cx + n * 0.4, girdle), w)
    pygame.draw.polygon(s, dark, crown, w)
    pygame.draw.polygon(s, dark, pav, w)
    pygame.draw.line(
        s, light, (cx - n * 0.15, top + n * 0.04), (cx - n * 0.28, girdle - n * 0.03), max(1, n // 40)
    )
    pygame.draw.circle(s, (255, 255, 255), (cx - n * 0.08, top + n * 0.08), n * 0.03)


def _necklace(s: pygame.Surface, n: int) -> None:
    cx = n * 0.5
    # a gold chain hanging in a V, an amethyst pendant in a gold setting
    pts = []
    for i in range(15):
        t = i / 14
        a = math.pi * (1.05 - 1.1 * t)
        pts.append((cx + n * 0.38 * math.cos(a), n * 0.18 + n * 0.42 * math.sin(a) * 0.95))
    for i, (x, y) in enumerate(pts):
        pygame.draw.circle(s, _GOLD_DARK, (x + n * 0.008, y + n * 0.01), n * 0.034)
        pygame.draw.circle(s, _GOLD if i % 2 else P.mix(_GOLD, (255, 255, 255), 0.3), (x, y), n * 0.03)
    bottom = (cx, n * 0.18 + n * 0.42 * 0.95)
    stone = (0x8A, 0x4C, 0xB8)
    setting = pygame.Rect(0, 0, n * 0.26, n * 0.32)
    setting.center = (round(bottom[0]), round(bottom[1] + n * 0.17))
    pygame.draw.ellipse(s, _GOLD_DARK, setting.move(n * 0.01, n * 0.015))
    pygame.draw.ellipse(s, _GOLD, setting)
    inner = setting.inflate(-n * 0.07, -n * 0.07)
    pygame.draw.ellipse(s, stone, inner)
    pygame.draw.ellipse(
        s,
        P.mix(stone, (255, 255, 255), 0.45),
        inner.inflate(-inner.w * 0.5, -inner.h * 0.55).move(-inner.w * 0.1, -inner.h * 0.15),
    )
    pygame.draw.circle(s, _GOLD, (bottom[0], bottom[1] + n * 0.005), n * 0.045)


def _chest(s: pygame.Surface, n: int) -> None:
    wood = (0x8A, 0x5A, 0x30)
    dark = P.shade(wood, 0.6)
    body = pygame.Rect(n * 0.1, n * 0.46, n * 0.8, n * 0.38)
    lid = pygame.Rect(n * 0.1, n * 0.22, n * 0.8, n * 0.3)
    pygame.draw.rect(s, P.shade(wood, 0.5), body.move(n * 0.02, n * 0.025), border_radius=max(2, n // 30))
    pygame.draw.rect(s, wood, body, border_radius=max(2, n // 40))
    pygame.draw.ellipse(s, P.shade(wood, 1.12), lid)
    s.fill((0, 0, 0, 0), pygame.Rect(0, n * 0.38, n, n * 0.08))
    pygame.draw.rect(s, P.shade(wood, 1.12), (n * 0.1, n * 0.37, n * 0.8, n * 0.1))
    pygame.draw.line(s, dark, (n * 0.1, n * 0.47), (n * 0.9, n * 0.47), max(2, n // 32))
    for x in (0.2, 0.74):  # the iron bands
        pygame.draw.rect(s, _IRON, (n * x, n * 0.22, n * 0.06, n * 0.62))
        pygame.draw.line(
            s, (0x7A, 0x78, 0x74), (n * x + n * 0.01, n * 0.25), (n * x + n * 0.01, n * 0.82), max(1, n // 70)
        )
    plate = pygame.Rect(0, 0, n * 0.14, n * 0.16)
    plate.center = (round(n * 0.5), round(n * 0.53))
    pygame.draw.rect(s, _GOLD, plate, border_radius=max(1, n // 50))
    pygame.draw.rect(s, _GOLD_DARK, plate, max(1, n // 60), border_radius=max(1, n // 50))
    pygame.draw.circle(s, _IRON, (plate.centerx, plate.centery - n * 0.015), n * 0.022)
    pygame.draw.rect(s, _IRON, (plate.centerx - n * 0.008, plate.centery, n * 0.016, n * 0.04))
    pygame.draw.rect(s, dark, body, max(1, n // 60), border_radius=max(2, n // 40))


DRAW: dict[str, Callable[[pygame.Surface, int], None]] = {
    "CU": _coin,
    "CA": _candlestick,
    "GO": _gold,
    "PE": _pearls,
    "JE": _jewel,
    "NE": _necklace,
    "CH": _chest,
}


@lru_cache(maxsize=256)
def picture(kind: str, px: int, shadow: bool = True) -> pygame.Surface:
    """Object ``kind``'s picture on a transparent ``px`` square (a soft shadow down-right)."""
    px = max(6, int(px))
    art = supersample((px, px), lambda big, n: DRAW[kind](big, n))
    return shadowed(art, max(1, px * 0.03), px * 0.03, 80) if shadow and px >= 24 else art
