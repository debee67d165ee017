"""What people built, seen from above: Nottingham Castle (walls with their walk, corner
towers, the gatehouse, the keep, the left tower, the stables), the church with its tower,
the village's houses, the water mill with its wheel, the jetties at the landings, the
washing stones. Placed from the forest's spaces (:mod:`.land`, :mod:`.scenery`).
"""

from __future__ import annotations

import math
import random

import pygame

from sherwood.ui.games.adventures.art import land
from sherwood.ui.games.adventures.art import shapes as S
from sherwood.ui.games.adventures.art.land import WOOD, WOOD_DARK, WOOD_LIGHT
from sherwood.ui.games.adventures.art.scenery import House, houses
from sherwood.ui.games.adventures.geometry import Forest
from sherwood.ui.render.surfaces import canvas

WALL = (164, 156, 138)
WALL_TOP = (188, 180, 160)
WALL_DARK = (96, 90, 80)
SLATE = (88, 92, 104)
SLATE_LIGHT = (120, 126, 140)
ROOF_RED = (146, 70, 50)


def _shadow_poly(s: pygame.Surface, pts, B: S.Brush, off: float = 4.0, alpha: int = 120) -> None:
    S.soft_polygon(s, [(x + B.n(off), y + B.n(off * 1.2)) for x, y in pts], (10, 8, 4, alpha), B.n(2.2))


def roof(
    s: pygame.Surface,
    cx: float,
    cy: float,
    w: float,
    h: float,
    angle: float,
    colour,
    B: S.Brush,
    hip: bool = False,
) -> None:
    """A pitched roof ``w`` long and ``h`` deep seen from above (spec units): the half facing
    the light lighter, a ridge, the eaves darker."""
    c, s_ = math.cos(angle), math.sin(angle)

    def at(dx: float, dy: float):
        return B.p(cx + dx * c - dy * s_, cy + dx * s_ + dy * c)

    hw, hh = w / 2, h / 2
    ridge = hw - (hh if hip else 0)
    outline = [at(-hw, -hh), at(hw, -hh), at(hw, hh), at(-hw, hh)]
    _shadow_poly(s, outline, B, 3.5)
    # which half faces the top-left light
    lit_top = (-s_ * -1 + c * -1) < 0  # the normal of the top half points (s, -c)
    light, dark = S.mix(colour, (255, 240, 210), 0.18), S.shade(colour, 0.72)
    top = [at(-hw, -hh), at(hw, -hh), at(ridge, 0), at(-ridge, 0)]
    bottom = [at(-ridge, 0), at(ridge, 0), at(hw, hh), at(-hw, hh)]
    pygame.draw.polygon(s, light if lit_top else dark, top)
    pygame.draw.polygon(s, dark if lit_top else light, bottom)
    if hip:
        pygame.draw.polygon(s, S.mix(colour, dark, 0.5), [at(-hw, -hh), at(-ridge, 0), at(-hw, hh)])
        pygame.draw.polygon(s, S.mix(colour, light, 0.3), [at(hw, -hh), at(ridge, 0), at(hw, hh)])
    for k in range(1, 5):  # rows of tiles or thatch
        f = k / 5
        pygame.draw.line(s, S.shade(colour, 0.8), at(-hw + 1, -hh * f), at(hw - 1, -hh * f), 1)
        pygame.draw.line(s, S.shade(colour, 0.62), at(-hw + 1, hh * f), at(hw - 1, hh * f), 1)
    pygame.draw.line(s, S.shade(colour, 0.5), at(-ridge, 0), at(ridge, 0), max(1, B.w(1.2)))
    pygame.draw.polygon(s, S.shade(colour, 0.45), outline, 1)


def house(s: pygame.Surface, h: House, B: S.Brush) -> None:
    roof(s, h.x, h.y, h.w, h.h, h.angle, h.roof, B)
    rng = random.Random(int(h.x * 7 + h.y))
    if rng.random() < 0.6:  # a chimney
        c, s_ = math.cos(h.angle), math.sin(h.angle)
        dx, dy = h.w * 0.25, -h.h * 0.22
        px, py = B.p(h.x + dx * c - dy * s_, h.y + dx * s_ + dy * c)
        pygame.draw.rect(s, (90, 70, 60), (px - B.n(1.8), py - B.n(1.8), B.n(3.6), B.n(3.6)))


def tower(s: pygame.Surface, at, r: float, B: S.Brush, cap=SLATE) -> None:
    """A round tower seen from above: stone ring with merlons, a conical roof."""
    cx, cy = B.pt(at)
    R = B.n(r)
    S.soft_circle(s, (cx + R * 0.25, cy + R * 0.32), R, (10, 8, 4, 130), B.n(2.5))
    pygame.draw.circle(s, WALL_DARK, (cx, cy), R)
    pygame.draw.circle(s, WALL, (cx, cy), R - max(1.0, B.n(1.2)))
    for i in range(12):
        a = i * math.tau / 12
        pygame.draw.circle(s, WALL_TOP, (cx + R * 0.86 * math.cos(a), cy + R * 0.86 * math.sin(a)), R * 0.13)
    # the cone: lit from the top left
    pygame.draw.circle(s, S.shade(cap, 0.7), (cx, cy), R * 0.72)
    pts = []
    for i in range(24):
        a = math.pi + i * math.pi / 23 + math.pi / 4
        pts.append((cx + R * 0.72 * math.cos(a), cy + R * 0.72 * math.sin(a)))
    pygame.draw.polygon(s, S.mix(cap, (230, 230, 240), 0.2), [(cx, cy), *pts])
    for i in range(8):
        a = i * math.tau / 8
        pygame.draw.line(
            s, S.shade(cap, 0.55), (cx, cy), (cx + R * 0.72 * math.cos(a), cy + R * 0.72 * math.sin(a)), 1
        )
    pygame.draw.circle(s, S.shade(cap, 0.4), (cx, cy), max(1.0, R * 0.08))


def courtyard(s: pygame.Surface, forest: Forest, B: S.Brush) -> None:
    """The castle's courtyard inside its walls: worn flagstones in rows, a little moss
    between them (painted before the paths and the spaces)."""
    left, top, right, bottom = land.castle_walls(forest)
    x0, y0, x1, y1 = left + 10, top + 10, right - 10, bottom - 10
    rng = random.Random(1189)
    base = canvas(*s.get_size())
    pygame.draw.rect(
        base,
        (196, 188, 166, 255),
        pygame.Rect(*map(round, B.p(x0, y0)), round(B.n(x1 - x0)), round(B.n(y1 - y0))),
    )
    y = y0
    row = 0
    while y < y1:
        h = rng.uniform(9, 13)
        x = x0 - (rng.uniform(0, 8) if row % 2 else 0)
        while x < x1:
            w = rng.uniform(11, 19)
            col = S.mix((204, 196, 174), (168, 160, 140), rng.random())
            sx0, sy0 = max(x, x0), y
            sx1, sy1 = min(x + w, x1), min(y + h, y1)
            if sx1 - sx0 > 1 and sy1 - sy0 > 1:
                r = pygame.Rect(
                    *map(round, B.p(sx0 + 0.6, sy0 + 0.6)),
                    max(1, round(B.n(sx1 - sx0 - 1.2))),
                    max(1, round(B.n(sy1 - sy0 - 1.2))),
                )
                pygame.draw.rect(base, (*col, 255), r, border_radius=max(1, round(B.n(1.5))))
            x += w
        y += h
        row += 1
    for _ in range(40):  # moss and puddles
        px, py = rng.uniform(x0, x1), rng.uniform(y0, y1)
        pygame.draw.circle(base, (110, 130, 80, 70), B.p(px, py), B.n(rng.uniform(1.5, 4)))
    s.blit(base, (0, 0))


def castle(s: pygame.Surface, forest: Forest, B: S.Brush) -> None:
    """The walls round the castle's spaces with a walk and merlons, corner towers, the
    gatehouse at the gate, the keep, the left tower and the stables' roof."""
    left, top, right, bottom = land.castle_walls(forest)
    t = 14.0
    outer = [B.p(left, top), B.p(right, top), B.p(right, bottom), B.p(left, bottom)]
    off = B.n(5)
    S.soft_lines(
        s, [(x + off, y + off * 1.2) for x, y in (*outer, outer[0])], (10, 8, 4, 110), B.n(t), B.n(2.2)
    )
    # the walls are a ring round the courtyard (painted under the paths: :func:`courtyard`)
    ring = canvas(*s.get_size())
    pygame.draw.polygon(ring, (*WALL_DARK, 255), outer)
    inner = [
        B.p(left + t, top + t),
        B.p(right - t, top + t),
        B.p(right - t, bottom - t),
        B.p(left + t, bottom - t),
    ]
    pygame.draw.polygon(
        ring,
        (*WALL, 255),
        [
            B.p(left + 1, top + 1),
            B.p(right - 1, top + 1),
            B.p(right - 1, bottom - 1),
            B.p(left + 1, bottom - 1),
        ],
    )
    pygame.draw.polygon(ring, (0, 0, 0, 0), inner)
    s.blit(ring, (0, 0))
    # the wall walk and the merlons on the outer edge
    walk = [
        B.p(left + t / 2, top + t / 2),
        B.p(right - t / 2, top + t / 2),
        B.p(right - t / 2, bottom - t / 2),
        B.p(left + t / 2, bottom - t / 2),
    ]
    pygame.draw.lines(s, WALL_TOP, True, walk, max(1, B.w(3)))
    for (x0, y0), (x1, y1) in (
        ((left, top), (right, top)),
        ((right, top), (right, bottom)),
        ((right, bottom), (left, bottom)),
        ((left, bottom), (left, top)),
    ):
        dist = math.hypot(x1 - x0, y1 - y0)
        n = int(dist / 8)
        for i in range(n):
            f = (i + 0.5) / n
            mx, my = x0 + (x1 - x0) * f, y0 + (y1 - y0) * f
            if i % 2 == 0:
                pygame.draw.rect(s, WALL_DARK, (*B.p(mx - 1.8, my - 1.8), B.n(3.6), B.n(3.6)))
    pygame.draw.polygon(s, WALL_DARK, inner, 1)
    # inside shadow of the walls on the courtyard
    S.soft_lines(s, [inner[3], inner[0], inner[1]], (20, 16, 10, 90), max(2, B.w(4)), B.n(2))
    # buildings by the spaces they house
    for sp in forest.spaces.values():
        if sp.zone != "castle":
            continue
        name = sp.name.lower()
        x, y = sp.at
        if name == "keep":
            roof(s, x, y + 4, 104, 74, 0.0, SLATE, B, hip=True)
        elif "stable" in name:
            roof(s, x + 4, y - 34, 62, 22, 0.0, (150, 120, 70), B)
        elif "armoury" in name:
            roof(s, x + 2, y - 36, 48, 20, 0.0, SLATE, B)
    for cx, cy in ((left, top), (right, top), (right, bottom), (left, bottom)):
        tower(s, (cx, cy), 15, B)
    for sp in forest.spaces.values():
        if sp.zone == "castle" and "tower" in sp.name.lower():
            tower(s, sp.at, 34, B)
    gates = [sp for sp in forest.spaces.values() if sp.zone == "castle" and sp.at[1] == bottom]
    for g in gates:
        gx = g.at[0]
        for dx in (-30, 30):
            tower(s, (gx + dx, bottom), 13, B, cap=ROOF_RED)


def church(s: pygame.Surface, forest: Forest, B: S.Brush) -> None:
    """The church: a long slate roof running east from its square tower."""
    found = land.church(forest)
    if found is None:
        return
    (tx, ty), (x, y, w, h) = found
    roof(s, x + w / 2, y + h / 2, w, h, 0.0, SLATE, B)
    # the apse at the east end
    ax, ay = B.p(x + w, y + h / 2)
    pygame.draw.circle(s, S.shade(SLATE, 0.8), (ax, ay), B.n(h * 0.42))
    pygame.draw.circle(s, SLATE_LIGHT, (ax - B.n(1), ay - B.n(1)), B.n(h * 0.3))
    # the square tower under the tower's space
    side = forest.radius * 2.2
    tp = [
        B.p(tx - side / 2, ty - side / 2),
        B.p(tx + side / 2, ty - side / 2),
        B.p(tx + side / 2, ty + side / 2),
        B.p(tx - side / 2, ty + side / 2),
    ]
    _shadow_poly(s, tp, B, 6.0, 130)
    pygame.draw.polygon(s, WALL_DARK, tp)
    inner = [
        B.p(tx - side / 2 + 2, ty - side / 2 + 2),
        B.p(tx + side / 2 - 2, ty - side / 2 + 2),
        B.p(tx + side / 2 - 2, ty + side / 2 - 2),
        B.p(tx - side / 2 + 2, ty + side / 2 - 2),
    ]
    pygame.draw.polygon(s, WALL, inner)
    c = B.p(tx, ty)
    for a, b, col in (
        (0, 1, WALL_TOP),
        (1, 2, S.shade(WALL, 0.8)),
        (2, 3, S.shade(WALL, 0.7)),
        (3, 0, WALL_TOP),
    ):
        pygame.draw.polygon(s, col, [inner[a], inner[b], c])


def village(s: pygame.Surface, forest: Forest, B: S.Brush) -> None:
    for h in houses(forest):
        house(s, h, B)


def riverside(s: pygame.Surface, forest: Forest, B: S.Brush) -> None:
    """The mill's house and wheel, jetties at the landings and the fisherman's, the washing
    stones: each on the river side of its space."""
    rng = random.Random(41)
    r = forest.radius
    for sp in forest.spaces.values():
        if sp.zone != "river":
            continue
        x, y = sp.at
        rx = land.river_x(forest, y)
        side = 1 if rx > x else -1
        name = sp.name.lower()
        if "mill" in name:
            roof(s, x - side * 6, y - r - 14, 44, 26, 0.0, (160, 132, 84), B)
            wx = rx - side * 4
            wheel = S.rotated_rect(wx, y + 4, 8, 30, 0.0)
            pygame.draw.polygon(s, WOOD_DARK, [B.pt(p) for p in wheel])
            for k in range(7):
                yy = y + 4 - 13 + k * 4.3
                pygame.draw.line(s, WOOD_LIGHT, B.p(wx - 5, yy), B.p(wx + 5, yy), max(1, B.w(1.4)))
        elif "landing" in name or "jetty" in name:
            start = x + side * (r - 4)
            end = rx - side * 2
            y0 = y + (-r * 0.6 if "jetty" in name else r * 0.55)
            n = max(2, int(abs(end - start) / 4.2))
            x0, y1 = B.p(min(start, end) + 2, y0 - 5)
            x1, y2 = B.p(max(start, end) + 2, y0 + 8)
            S.soft_polygon(s, [(x0, y1), (x1, y1), (x1, y2), (x0, y2)], (8, 16, 20, 110), B.n(1.5))
            for k in range(n):
                px = start + (end - start) * k / (n - 1)
                col = S.mix(WOOD, WOOD_LIGHT, rng.uniform(0, 0.6))
                plank = S.rotated_rect(px, y0, 3.6, 12, 0.0)
                pygame.draw.polygon(s, col, [B.pt(p) for p in plank])
                pygame.draw.polygon(s, WOOD_DARK, [B.pt(p) for p in plank], 1)
            for py in (y0 - 6.5, y0 + 6.5):
                pygame.draw.circle(s, WOOD_DARK, B.p(end, py), B.n(1.8))
        elif "wash" in name:
            for k in range(4):
                px, py = x + side * (r + 4 + k * 6), y - 10 + k * 7
                pygame.draw.ellipse(s, (150, 146, 132), (*B.p(px - 4, py - 3), B.n(9), B.n(6)))
