"""The county of Nottingham, drawn in code (LT-1.D, LT-1.6): a painted map in a parchment
rim, woods all round, the sheriff's road running as a closed loop through the 21 spaces of
the route (Nottingham castle at the bottom centre, the forest spaces 1–20 clockwise, each
with its number in large type), and a clearing inside the loop where the cards are laid.

:func:`county` draws the still picture once per size (cached); the table draws what moves
over it: the sheriff, the glow of the space he stands on.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import canvas, down, shadowed, supersample

Pt = tuple[float, float]

MEADOW = (0x86, 0xA2, 0x5C)
MEADOW_DARK = (0x5E, 0x80, 0x44)
CLEARING = (0xA8, 0xB8, 0x74)
ROAD = (0xA8, 0x84, 0x54)
ROAD_EDGE = (0x6A, 0x50, 0x30)
LEAF_DARK = (0x22, 0x44, 0x26)
LEAF = (0x36, 0x62, 0x34)
LEAF_LIGHT = (0x78, 0x9E, 0x56)
STONE = (0xB8, 0xAE, 0x98)
STONE_DARK = (0x7A, 0x70, 0x5E)
ROOF = (0x8A, 0x3A, 0x2C)
SS = 2


def _crown(s: pygame.Surface, x: float, y: float, r: float, rng: random.Random) -> None:
    """A tree seen from above: lobes lit from the top left, a dark rim."""
    tone = rng.uniform(0, 1)
    base = P.mix(LEAF, P.mix(LEAF, LEAF_LIGHT, 0.4), tone)
    dark = P.mix(LEAF_DARK, base, 0.3)
    light = P.mix(base, LEAF_LIGHT, 0.6)
    lobes = []
    rot = rng.uniform(0, math.tau)
    for i in range(6):
        a = rot + i * math.tau / 6
        d = r * rng.uniform(0.38, 0.48)
        lobes.append((x + d * math.cos(a), y + d * math.sin(a), r * rng.uniform(0.48, 0.6)))
    for lx, ly, lr in lobes:
        pygame.draw.circle(s, dark, (lx, ly), lr + max(1.0, r * 0.08))
    for lx, ly, lr in lobes:
        pygame.draw.circle(s, base, (lx, ly), lr)
    pygame.draw.circle(s, base, (x, y), r * 0.6)
    for lx, ly, lr in lobes:
        if (lx - x) + (ly - y) < 0:
            pygame.draw.circle(s, light, (lx - lr * 0.2, ly - lr * 0.2), lr * 0.5)
    pygame.draw.circle(s, P.mix(base, light, 0.5), (x - r * 0.2, y - r * 0.22), r * 0.3)


def _inside(p: Pt, box: pygame.Rect, pad: float) -> bool:
    return box.inflate(2 * pad, 2 * pad).collidepoint(p)


def _near(p: Pt, points: list[Pt], d: float) -> bool:
    return any(math.dist(p, q) < d for q in points)


def _road_points(spaces: list[Pt], step: float) -> list[Pt]:
    """Points every ``step`` along the closed loop through ``spaces``."""
    out: list[Pt] = []
    for a, b in zip(spaces, spaces[1:] + spaces[:1], strict=True):
        n = max(1, int(math.dist(a, b) / step))
        out += [(a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n) for i in range(n)]
    return out


def castle(w: int, h: int) -> pygame.Surface:
    """Nottingham castle, ``w``×``h`` pixels: a curtain wall with its gate between two round
    towers, the keep behind, the Sheriff's pennant."""

    def paint(s: pygame.Surface, n: int) -> None:
        W = s.get_width()
        u = W / 100  # the castle is drawn on a 100 x (100 h / w) grid

        def R(x, y, ww, hh):
            return pygame.Rect(round(x * u), round(y * u), round(ww * u), round(hh * u))

        def crenels(x, y, ww, k):
            step = ww / (2 * k - 1)
            for i in range(k):
                pygame.draw.rect(s, STONE, R(x + 2 * i * step, y - 5, step, 5))
                pygame.draw.rect(s, STONE_DARK, R(x + 2 * i * step, y - 5, step, 5), max(1, round(u * 0.6)))

        # the keep
        pygame.draw.rect(s, P.shade(STONE, 0.92), R(30, 14, 40, 44))
        crenels(30, 14, 40, 4)
        pygame.draw.rect(s, STONE_DARK, R(30, 14, 40, 44), max(1, round(u * 0.8)))
        pygame.draw.line(s, (0x30, 0x24, 0x18), (50 * u, 2 * u), (50 * u, 9 * u), max(1, round(u * 0.8)))
        pygame.draw.polygon(s, P.WAX, [(50 * u, 2 * u), (62 * u, 4.5 * u), (50 * u, 7 * u)])
        for x in (38, 58):
            pygame.draw.rect(s, (0x3A, 0x2E, 0x22), R(x, 24, 4, 8), border_radius=round(u * 2))
        # the curtain wall and the gate
        pygame.draw.rect(s, STONE, R(10, 48, 80, 40))
        crenels(10, 48, 80, 8)
        pygame.draw.rect(s, STONE_DARK, R(10, 48, 80, 40), max(1, round(u * 0.8)))
        for yy in (58, 68, 78):
            pygame.draw.line(
                s, P.shade(STONE, 0.85), (10 * u, yy * u), (90 * u, yy * u), max(1, round(u * 0.4))
            )
        gate = R(40, 62, 20, 26)
        pygame.draw.rect(
            s,
            (0x2E, 0x22, 0x18),
            gate,
            border_top_left_radius=round(u * 10),
            border_top_right_radius=round(u * 10),
        )
        for gx in range(42, 60, 4):
            pygame.draw.line(
                s, (0x5A, 0x4A, 0x3A), (gx * u, 64 * u), (gx * u, 88 * u), max(1, round(u * 0.5))
            )
        # two round towers with roofs
        for x in (4, 78):
            pygame.draw.rect(s, STONE, R(x, 36, 18, 52))
            pygame.draw.rect(s, STONE_DARK, R(x, 36, 18, 52), max(1, round(u * 0.8)))
            pygame.draw.polygon(
                s, ROOF, [((x - 2) * u, 37 * u), ((x + 20) * u, 37 * u), ((x + 9) * u, 16 * u)]
            )
            pygame.draw.polygon(
                s, P.shade(ROOF, 0.7), [((x + 9) * u, 16 * u), ((x + 20) * u, 37 * u), ((x + 9) * u, 37 * u)]
            )
            pygame.draw.rect(s, (0x3A, 0x2E, 0x22), R(x + 7, 50, 4, 8), border_radius=round(u * 2))

    pic = supersample((w, h), paint)
    return shadowed(pic, max(1, w * 0.02), w * 0.02, 110)


@lru_cache(maxsize=4)
def county(
    w: int,
    h: int,
    spaces: tuple[Pt, ...],
    r: float,
    clearing: tuple[int, int, int, int],
    numbers: tuple[int | None, ...],
) -> pygame.Surface:
    """The county ``w``×``h`` pixels: ``spaces`` are the route's space centres (space 0
    first) in pixels from its top left, ``r`` a space's radius, ``clearing`` the box inside
    the loop kept clear of trees, ``numbers`` the number of each space (LT-1.5)."""
    W, H = w * SS, h * SS
    pts = [(x * SS, y * SS) for x, y in spaces]
    R = r * SS
    s = canvas(W, H)
    rim = max(4, round(W * 0.012))
    corner = max(6, round(W * 0.03))
    paper = draw.parchment((W, H), corner, 0.8)
    s.blit(paper, (0, 0))
    inner = pygame.Rect(rim, rim, W - 2 * rim, H - 2 * rim)
    land = pygame.Surface(inner.size, pygame.SRCALPHA)
    land.blit(draw.vertical_gradient(inner.size, MEADOW, MEADOW_DARK), (0, 0))
    rng = random.Random(1066)
    for _ in range(60):  # soft patches of lighter and darker grass
        c = (rng.uniform(0, inner.w), rng.uniform(0, inner.h))
        pygame.draw.circle(
            land, (*P.mix(MEADOW, CLEARING, rng.uniform(0, 0.6)), 40), c, rng.uniform(0.03, 0.09) * W
        )
    glade = pygame.Rect(clearing).move(-rim // SS, -rim // SS)
    glade = pygame.Rect(glade.x * SS, glade.y * SS, glade.w * SS, glade.h * SS)
    pygame.draw.rect(land, (*CLEARING, 150), glade.inflate(R * 1.2, R * 1.2), border_radius=round(R * 2.2))
    pygame.draw.rect(land, (*P.mix(CLEARING, P.PARCHMENT, 0.35), 120), glade, border_radius=round(R * 1.6))
    local = [(x - rim, y - rim) for x, y in pts]
    # the road: a loop through the spaces, a dark edge under a lighter track
    loop = _road_points(local, R * 0.25)
    for width, colour in ((R * 0.62, ROAD_EDGE), (R * 0.46, ROAD), (R * 0.12, P.mix(ROAD, P.PARCHMENT, 0.4))):
        for p in loop:
            pygame.draw.circle(land, colour, p, width / 2)
    # the woods: trees everywhere but on the road, the spaces and the clearing
    trees: list[tuple[float, float, float]] = []
    tries = 0
    while len(trees) < 320 and tries < 6000:
        tries += 1
        x, y = rng.uniform(0, inner.w), rng.uniform(0, inner.h)
        tr = rng.uniform(0.55, 0.95) * R * 0.6
        if (
            _inside((x, y), glade, R * 1.0)
            or _near((x, y), loop, R * 0.45 + tr)
            or _near((x, y), local, R * 1.3)
        ):
            continue
        if any(math.dist((x, y), (tx, ty)) < (tr + tt) * 0.75 for tx, ty, tt in trees):
            continue
        trees.append((x, y, tr))
    shade = canvas(inner.w, inner.h)
    for x, y, tr in trees:
        pygame.draw.circle(shade, (10, 20, 8, 70), (x + tr * 0.25, y + tr * 0.3), tr)
    land.blit(shade, (0, 0))
    for x, y, tr in sorted(trees, key=lambda t: t[1]):
        _crown(land, x, y, tr, rng)
    mask = canvas(inner.w, inner.h)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=corner - rim // 2)
    land.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(land, inner)
    pygame.draw.rect(s, P.PARCHMENT_EDGE, inner, max(2, rim // 3), border_radius=corner - rim // 2)
    pygame.draw.rect(s, P.BRASS, s.get_rect(), max(2, rim // 3), border_radius=corner)
    # the spaces: parchment discs with their number large (Nottingham is the castle)
    for n, (x, y) in enumerate(pts):
        if n == 0:
            continue
        disc = pygame.Rect(0, 0, 2 * R, 2 * R)
        disc.center = (round(x), round(y))
        pygame.draw.circle(s, (20, 12, 4, 90), (x + R * 0.1, y + R * 0.14), R)
        pygame.draw.circle(s, P.shade(P.PARCHMENT_EDGE, 0.7), (x, y), R)
        pygame.draw.circle(s, P.PARCHMENT_LIGHT, (x, y), R * 0.9)
        pygame.draw.circle(s, P.PARCHMENT_EDGE, (x, y), R * 0.9, max(1, round(R * 0.06)))
    out = down(s, (w, h))
    for n, (x, y) in enumerate(spaces):
        number = numbers[n] if n < len(numbers) else None
        if n == 0 or number is None:
            continue
        box = pygame.Rect(0, 0, round(r * 1.6), round(r * 1.4))
        box.center = (round(x), round(y + r * 0.04))
        text.line(out, str(number), "sans-bold", round(r * 1.05), P.INK, box, "center", minimum=6)
    cw, ch = round(r * 3.6), round(r * 3.3)
    keep = castle(cw, ch)
    x0, y0 = spaces[0]
    out.blit(keep, keep.get_rect(midbottom=(round(x0), round(min(h - rim // SS - 2, y0 + r * 1.45)))))
    return out


@lru_cache(maxsize=8)
def sheriff(w: int, h: int) -> pygame.Surface:
    """The sheriff's black pawn, ``w``×``h`` pixels, with its shadow."""

    def paint(s: pygame.Surface, n: int) -> None:
        W = s.get_width()
        body = (0x1E, 0x1C, 0x1E)
        light = (0x6A, 0x66, 0x6A)
        base = pygame.Rect(W * 0.08, n * 0.82, W * 0.84, n * 0.14)
        pygame.draw.ellipse(s, body, base)
        pygame.draw.polygon(
            s, body, [(W * 0.22, n * 0.88), (W * 0.78, n * 0.88), (W * 0.62, n * 0.42), (W * 0.38, n * 0.42)]
        )
        pygame.draw.ellipse(s, body, (W * 0.26, n * 0.36, W * 0.48, n * 0.12))
        pygame.draw.circle(s, body, (W * 0.5, n * 0.25), W * 0.22)
        # a hat brim and crown: the Sheriff
        pygame.draw.ellipse(s, body, (W * 0.14, n * 0.12, W * 0.72, n * 0.08))
        pygame.draw.rect(s, body, (W * 0.3, n * 0.02, W * 0.4, n * 0.14), border_radius=round(W * 0.06))
        pygame.draw.line(s, light, (W * 0.32, n * 0.14), (W * 0.68, n * 0.14), max(1, round(W * 0.04)))
        pygame.draw.line(s, light, (W * 0.4, n * 0.5), (W * 0.31, n * 0.84), max(1, round(W * 0.05)))
        pygame.draw.circle(s, light, (W * 0.42, n * 0.22), W * 0.05)

    pic = supersample((w, h), paint)
    return shadowed(pic, max(1, w * 0.05), w * 0.05, 120)
