"""The land under the forest: the ground (forest floor, meadows, the village's trodden earth,
the castle's flagstones), the river past the mill, the landings and the ford, the tracks and
roads of the path edges, and the bridges and stepping stones where a track crosses water.

Everything is derived from the forest section (:mod:`..geometry`): the river runs past the
river-zone spaces (east of those on its west bank, west of those on its east bank, through
the ford), the castle's walls round the castle-zone spaces, the village's earth round the
village and church spaces. Spec units in, pixels out through a :class:`~.shapes.Brush`.
"""

from __future__ import annotations

import itertools
import math
import random
from functools import cache

import pygame

from sherwood.ui.games.adventures.art import shapes as S
from sherwood.ui.games.adventures.geometry import Forest
from sherwood.ui.render.surfaces import canvas

Pt = tuple[float, float]

RIVER_HALF = 21.0  # half the water's width, spec units
BANK = 7.0
FLOOR = (44, 66, 38)
FLOOR_DARK = (32, 50, 30)
MEADOW = (104, 132, 70)
MEADOW_LIGHT = (128, 152, 82)
EARTH = (150, 134, 92)
EARTH_LIGHT = (176, 160, 116)
STONE = (184, 176, 156)
STONE_DARK = (150, 142, 124)
WATER = (62, 110, 140)
WATER_DEEP = (44, 84, 112)
WATER_LIGHT = (150, 190, 210)
MUD = (120, 104, 70)
TRACK = (132, 108, 70)
TRACK_EDGE = (86, 68, 42)
TRACK_LIGHT = (168, 146, 102)
ROAD = (164, 146, 104)
ROAD_EDGE = (108, 92, 62)
PAVING = (168, 162, 146)
PAVING_EDGE = (104, 98, 88)
WOOD = (150, 108, 62)
WOOD_DARK = (82, 54, 28)
WOOD_LIGHT = (190, 150, 96)


# --- the shapes the land is made of (spec units) ---------------------------------------------


@cache
def river_line(forest: Forest) -> tuple[Pt, ...]:
    """The river's middle, top to bottom: beside each river-zone space, on the far side from
    its bank, through the ford."""
    river = [s for s in forest.spaces.values() if s.zone == "river"]
    if not river:
        return ()
    r = forest.radius
    mid = sum(s.at[0] for s in river) / len(river)
    rows: dict[float, list[float]] = {}
    for s in river:
        x, y = s.at
        if s.key == "ford":
            cx = x + r * 0.6
        elif x <= mid:
            cx = x + r + RIVER_HALF + 1
        else:
            cx = x - r - RIVER_HALF - 1
        rows.setdefault(y, []).append(cx)
    pts = sorted((y, sum(xs) / len(xs)) for y, xs in rows.items())
    line = [(x, y) for y, x in pts]
    top = (line[0][0] + 10, -40.0)
    bottom = (line[-1][0] + 12, forest.canvas[1] + 40)
    return tuple(S.catmull_rom([top, *line, bottom], 10))


def river_x(forest: Forest, y: float) -> float:
    """The river's middle at height ``y`` (spec units)."""
    line = river_line(forest)
    if not line:
        return -1e9
    for (ax, ay), (bx, by) in itertools.pairwise(line):
        if ay <= y <= by and by > ay:
            return ax + (bx - ax) * (y - ay) / (by - ay)
    return line[0][0] if y < line[0][1] else line[-1][0]


@cache
def castle_walls(forest: Forest) -> tuple[float, float, float, float]:
    """The castle's walls ``(left, top, right, bottom)``: round the castle-zone spaces, the
    southernmost of them (the gate) in the south wall."""
    castle = [s.at for s in forest.spaces.values() if s.zone == "castle"]
    xs, ys = [p[0] for p in castle], [p[1] for p in castle]
    return (min(xs) - 32, min(ys) - 46, max(xs) + 32, max(ys))


def in_castle(forest: Forest, p: Pt, margin: float = 0.0) -> bool:
    left, top, right, bottom = castle_walls(forest)
    return left - margin <= p[0] <= right + margin and top - margin <= p[1] <= bottom + margin


@cache
def church(forest: Forest) -> tuple[Pt, tuple[float, float, float, float]] | None:
    """The church: its tower (the church-zone space named a tower) and its nave, a box
    running east from the tower."""
    towers = [s for s in forest.spaces.values() if s.zone == "church" and "tower" in s.name.lower()]
    if not towers:
        return None
    x, y = towers[0].at
    r = forest.radius
    return ((x, y), (x + r * 0.7, y - r * 0.95, r * 4.2, r * 1.9))


def path_style(forest: Forest, a: str, b: str) -> str:
    """``track`` through the forest, ``road`` in the village, ``paving`` in the castle."""
    za, zb = forest.spaces[a].zone, forest.spaces[b].zone
    if za == zb == "castle":
        return "paving"
    if {za, zb} & {"village", "church", "castle"}:
        return "road"
    return "track"


@cache
def path_curves(forest: Forest) -> dict[tuple[str, str], tuple[Pt, ...]]:
    """Each path edge as a gentle curve from space to space (spec units)."""
    out = {}
    for a, b in forest.path_edges:
        rng = random.Random(f"{a}-{b}")
        amount = rng.uniform(-0.08, 0.08)
        pts = S.bend(forest.at(a), forest.at(b), amount, 16)
        out[(a, b)] = tuple(S.wobble(pts, rng, 2.0, 4))
    return out


# --- painting ---------------------------------------------------------------------------------


def ground(s: pygame.Surface, forest: Forest, B: S.Brush) -> None:
    """The ground colours, soft-edged: forest floor west of the river, meadows east, trodden
    earth round the village, flagstones in the castle, lush banks along the river."""
    cw, ch = forest.canvas
    cell = 10.0
    gw, gh = int(cw / cell) + 1, int(ch / cell) + 1
    small = pygame.Surface((gw, gh))
    rng = random.Random(2021)
    village = [sp.at for sp in forest.spaces.values() if sp.zone in ("village", "church")]
    for gy in range(gh):
        y = gy * cell
        rx = river_x(forest, y)
        for gx in range(gw):
            x = gx * cell
            jitter = rng.uniform(-0.12, 0.12)
            if x < rx - 34 + 18 * math.sin(y * 0.02):
                c = S.mix(FLOOR, FLOOR_DARK, 0.4 + jitter * 2)
            else:
                c = S.mix(MEADOW, MEADOW_LIGHT, 0.5 + jitter * 3)
                d = min((math.dist((x, y), v) for v in village), default=999)
                if d < 95:
                    c = S.mix(c, EARTH, min(1.0, (95 - d) / 60) * 0.75)
            if abs(x - rx) < 70:
                c = S.mix(c, (76, 116, 58), 0.45 * (1 - abs(x - rx) / 70))
            if in_castle(forest, (x, y), -8):
                c = S.mix(STONE, STONE_DARK, 0.3 + jitter)
            small.set_at((gx, gy), c)
    s.blit(pygame.transform.smoothscale(small, s.get_size()), (0, 0))
    # grass strokes and fallen leaves
    layer = canvas(*s.get_size())
    for _ in range(int(cw * ch / 260)):
        x, y = rng.uniform(0, cw), rng.uniform(0, ch)
        if in_castle(forest, (x, y)):
            continue
        a = rng.uniform(-1.9, -1.2)
        ln = rng.uniform(3, 7)
        light = rng.random() < 0.5
        col = (190, 210, 130, rng.randint(25, 60)) if light else (20, 36, 14, rng.randint(30, 70))
        p = B.p(x, y)
        pygame.draw.line(layer, col, p, (p[0] + math.cos(a) * B.n(ln), p[1] + math.sin(a) * B.n(ln)), 1)
    s.blit(layer, (0, 0))


def fields(s: pygame.Surface, forest: Forest, B: S.Brush) -> None:
    """Striped fields round the farms and gardens of the village (spaces named a farm or a
    garden), on the side away from the roads."""
    rng = random.Random(14)
    layer = canvas(*s.get_size())
    for sp in forest.spaces.values():
        name = sp.name.lower()
        if "farm" not in name and "garden" not in name:
            continue
        x, y = sp.at
        garden = "garden" in name
        for k in range(2 if garden else 3):
            fx = x + (-58 if garden else 36) + k * (26 if garden else 30) + rng.uniform(-4, 4)
            fy = y + (18 if garden else -70) + rng.uniform(-6, 6)
            fw, fh = (22, 26) if garden else (26, 46)
            crop = rng.choice([(176, 160, 78), (142, 152, 70), (120, 140, 62), (168, 136, 80)])
            rect = pygame.Rect(*map(round, B.p(fx, fy)), round(B.n(fw)), round(B.n(fh)))
            pygame.draw.rect(layer, (*crop, 230), rect, border_radius=max(1, round(B.n(2))))
            for i in range(1, 6):
                xx = rect.x + rect.w * i / 6
                pygame.draw.line(
                    layer, (*S.shade(crop, 0.72), 200), (xx, rect.y + 1), (xx, rect.bottom - 2), 1
                )
            pygame.draw.rect(layer, (*S.shade(crop, 0.6), 220), rect, 1, border_radius=max(1, round(B.n(2))))
    s.blit(layer, (0, 0))


def paths(s: pygame.Surface, forest: Forest, B: S.Brush) -> None:
    """The path edges as trodden tracks (forest), earth roads (village) and paved ways
    (castle): a dark rim, the worn middle, a lighter line where feet go, a few pebbles."""
    curves = path_curves(forest)
    widths = {"track": 11.0, "road": 14.0, "paving": 15.0}
    cols = {
        "track": (TRACK_EDGE, TRACK, TRACK_LIGHT),
        "road": (ROAD_EDGE, ROAD, EARTH_LIGHT),
        "paving": (PAVING_EDGE, PAVING, (196, 190, 174)),
    }
    rim = canvas(*s.get_size())
    for (a, b), pts in curves.items():
        st = path_style(forest, a, b)
        S.thick(rim, (*cols[st][0], 150), [B.pt(p) for p in pts], B.n(widths[st] + 5))
    s.blit(S.blurred(rim, B.n(2.5)), (0, 0))
    body = canvas(*s.get_size())
    for (a, b), pts in curves.items():
        st = path_style(forest, a, b)
        S.thick(body, (*cols[st][1], 255), [B.pt(p) for p in pts], B.n(widths[st]))
    s.blit(S.blurred(body, B.n(0.8)), (0, 0))
    worn = canvas(*s.get_size())
    rng = random.Random(9)
    for (a, b), pts in curves.items():
        st = path_style(forest, a, b)
        off = rng.uniform(-1.5, 1.5)
        line = [B.p(x + off, y + off) for x, y in pts]
        S.thick(worn, (*cols[st][2], 120), line, B.n(widths[st] * 0.32))
        for (x, y), _ in S.along(list(pts), 9.0):
            if rng.random() < 0.45:
                px, py = B.p(x + rng.uniform(-4, 4), y + rng.uniform(-4, 4))
                col = (*S.shade(cols[st][0], 0.9), 130) if st != "paving" else (*PAVING_EDGE, 90)
                pygame.draw.circle(worn, col, (px, py), max(1.0, B.n(rng.uniform(0.7, 1.4))))
        if st == "paving":  # the joints of the flagstones
            for (x, y), ang in S.along(list(pts), 7.0):
                nx, ny = -math.sin(ang), math.cos(ang)
                h = widths[st] / 2
                pygame.draw.line(
                    worn, (*PAVING_EDGE, 110), B.p(x - nx * h, y - ny * h), B.p(x + nx * h, y + ny * h), 1
                )
    s.blit(worn, (0, 0))


def river(s: pygame.Surface, forest: Forest, B: S.Brush) -> None:
    """The river: muddy banks, deep water in the middle, light ripples going downstream."""
    line = [B.pt(p) for p in river_line(forest)]
    if not line:
        return
    banks = canvas(*s.get_size())
    S.thick(banks, (*MUD, 220), line, B.n(2 * (RIVER_HALF + BANK)))
    s.blit(S.blurred(banks, B.n(2.5)), (0, 0))
    water = canvas(*s.get_size())
    S.thick(water, (*WATER, 255), line, B.n(2 * RIVER_HALF))
    S.thick(water, (*WATER_DEEP, 255), line, B.n(RIVER_HALF * 0.9))
    water = S.blurred(water, B.n(3))
    mask = canvas(*s.get_size())
    S.thick(mask, (255, 255, 255, 255), line, B.n(2 * RIVER_HALF))
    water.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(water, (0, 0))
    rng = random.Random(3)
    ripples = canvas(*s.get_size())
    spec = list(river_line(forest))
    for (x, y), ang in S.along(spec, 6.0):
        if rng.random() < 0.55:
            side = rng.uniform(-RIVER_HALF * 0.75, RIVER_HALF * 0.75)
            nx, ny = -math.sin(ang), math.cos(ang)
            cx, cy = x + nx * side, y + ny * side
            ln = rng.uniform(4, 9)
            a = B.p(cx - math.cos(ang) * ln / 2, cy - math.sin(ang) * ln / 2)
            b = B.p(cx + math.cos(ang) * ln / 2, cy + math.sin(ang) * ln / 2)
            pygame.draw.line(ripples, (*WATER_LIGHT, rng.randint(60, 130)), a, b, max(1, B.w(0.9)))
    s.blit(ripples, (0, 0))
    # the bank's edge, a darker line on both sides
    edge = canvas(*s.get_size())
    for sign in (-1, 1):
        side = []
        for (x, y), ang in S.along(spec, 4.0):
            nx, ny = -math.sin(ang), math.cos(ang)
            side.append(B.p(x + nx * sign * RIVER_HALF, y + ny * sign * RIVER_HALF))
        if len(side) > 1:
            pygame.draw.lines(edge, (52, 44, 26, 120), False, side, max(1, B.w(1.2)))
    s.blit(edge, (0, 0))


def crossings(s: pygame.Surface, forest: Forest, B: S.Brush) -> None:
    """Where a path crosses the river: stepping stones at the ford, a plank bridge elsewhere."""
    spec = list(river_line(forest))
    if not spec:
        return
    rng = random.Random(5)
    for (a, b), pts in path_curves(forest).items():
        hit = None
        xs = [p[0] for p in pts]
        rx = [river_x(forest, p[1]) for p in pts]
        if min(xs) > max(rx) + 5 or max(xs) < min(rx) - 5:
            continue
        for i in range(len(pts) - 1):
            for j in range(len(spec) - 1):
                c = S.crossing(pts[i], pts[i + 1], spec[j], spec[j + 1])
                if c is not None:
                    hit = (c, math.atan2(pts[i + 1][1] - pts[i][1], pts[i + 1][0] - pts[i][0]))
                    break
            if hit:
                break
        if hit is None:
            continue
        (cx, cy), ang = hit
        ux, uy = math.cos(ang), math.sin(ang)
        nx, ny = -uy, ux
        if "ford" in (a, b):
            for k in range(-3, 4):
                d = k * 7.5
                px, py = cx + ux * d + rng.uniform(-2, 2), cy + uy * d + rng.uniform(-2, 2)
                r = B.n(rng.uniform(3.2, 4.4))
                pygame.draw.circle(s, (70, 66, 58), B.p(px + 1, py + 1.2), r)
                pygame.draw.circle(s, (158, 152, 138), B.p(px, py), r)
                pygame.draw.circle(s, (196, 192, 178), B.p(px - 1, py - 1), r * 0.45)
            continue
        half = RIVER_HALF + BANK + 3
        deck = S.rotated_rect(cx + 2, cy + 2.5, 2 * half, 15, ang)
        S.soft_polygon(s, [B.pt(p) for p in deck], (10, 20, 26, 120), B.n(1.5))
        for k in range(int(2 * half / 4.2)):
            d = -half + 2 + k * 4.2
            px, py = cx + ux * d, cy + uy * d
            plank = S.rotated_rect(px, py, 3.6, 14, ang)
            col = S.mix(WOOD, WOOD_LIGHT, rng.uniform(0, 0.5))
            pygame.draw.polygon(s, col, [B.pt(p) for p in plank])
            pygame.draw.polygon(s, WOOD_DARK, [B.pt(p) for p in plank], 1)
        for sign in (-1, 1):
            r0 = (cx - ux * half + nx * sign * 7.5, cy - uy * half + ny * sign * 7.5)
            r1 = (cx + ux * half + nx * sign * 7.5, cy + uy * half + ny * sign * 7.5)
            pygame.draw.line(s, WOOD_DARK, B.pt(r0), B.pt(r1), max(1, B.w(1.6)))
