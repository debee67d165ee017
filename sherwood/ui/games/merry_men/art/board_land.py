"""The printed board's landscape: the oak table and the green mat, the forest, the dirt
roads with their spaces and signs, and Nottingham Castle."""

from __future__ import annotations

import math
import random

import pygame

from sherwood.engine.layout import Zone
from sherwood.ui.games.merry_men.art.board_geometry import (
    inflate,
    inside,
    offset,
    ray_to_box,
    runs_up_down,
    smooth,
    style_colour,
)
from sherwood.ui.games.merry_men.art.board_print import DIRT, DIRT_EDGE, LABEL, NUMBER, STONE, BoardPrint
from sherwood.ui.games.merry_men.art.board_symbols import tree
from sherwood.ui.render import draw
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import BoardTransform, Box

Colour = tuple[int, int, int]


def table(p: BoardPrint) -> None:
    """The oak table under everything, and the green mat the board lies on, with its shadow."""
    T = p.T
    p.s.blit(draw.wood(p.size), (0, 0))
    mat = T.rect(p.board)
    draw.blit_shadow(p.s, mat, T.length(18), 1.2)
    p.s.blit(draw.mat(mat.size, T.length(18)), mat)


def forest(p: BoardPrint) -> None:
    """The forest floor over the printed area, and trees wherever no place stands."""
    T = p.T
    x0, y0, w, h = p.printed
    area = T.rect((x0 + 6, y0 + 6, w - 12, h - 12))
    # a darker forest floor with a soft edge
    floor = pygame.Surface(area.size, pygame.SRCALPHA)
    pygame.draw.rect(floor, (*P.FOREST_DEEP, 120), floor.get_rect(), border_radius=T.length(12))
    p.s.blit(floor, area)
    clip = p.s.get_clip()
    p.s.set_clip(area)
    rng = random.Random(1066)
    step = 30
    blockers = [
        inflate(z.shape.bounds, 2)
        for z in p.L.zones.values()
        if z.kind not in ("panel", "road", "area") or z.id in ("fortress", "chapel")
    ]
    trees = []
    yy = y0 + 4.0
    row = 0
    while yy < y0 + h + 10:
        xx = x0 + (step / 2 if row % 2 else 0) - 6
        while xx < x0 + w + 10:
            px_, py_ = xx + rng.uniform(-9, 9), yy + rng.uniform(-8, 8)
            size, variant = rng.uniform(26, 40), rng.randrange(6)
            if not any(inside(b, px_, py_, -size * 0.25) for b in blockers):
                trees.append((py_, px_, size, variant))
            xx += step
        yy += step * 0.8
        row += 1
    for py_, px_, size, variant in sorted(trees):
        img = tree(T.length(size), variant)
        p.s.blit(img, img.get_rect(center=T.point(px_, py_)))
    p.s.set_clip(clip)
    pygame.draw.rect(
        p.s, P.shade(P.FOREST_DEEP, 0.7), area, width=max(1, T.length(3)), border_radius=T.length(12)
    )


def _road_line(p: BoardPrint, path_id: str) -> list[tuple[float, float]]:
    """Road ``path_id`` as a smooth line: from the forest's edge through its spaces to the castle."""
    path = p.L.path(path_id)
    pts = [(float(s.at[0]), float(s.at[1])) for s in path.spaces]
    if len(pts) >= 2:
        (ax, ay), (bx, by) = pts[0], pts[1]
        dx, dy = ax - bx, ay - by
        d = math.hypot(dx, dy) or 1
        x0, y0, w, h = p.printed
        room = ray_to_box((ax, ay), (dx / d, dy / d), (x0 + 8, y0 + 8, w - 16, h - 16))
        reach = min(room, 140)
        pts.insert(0, (ax + dx / d * reach, ay + dy / d * reach))
    if path.to and p.has(path.to):
        cx, cy = p.L.zone(path.to).shape.center
        pts.append((cx, cy))
    return smooth(pts, 8)


def roads(p: BoardPrint) -> None:
    """The dirt roads from the edge of the forest to the castle, their spaces, signs and spots."""
    T = p.T
    for path_id in p.L.paths:
        line = _road_line(p, path_id)
        pts = [T.point(x, y) for x, y in line]
        for colour, r in ((DIRT_EDGE, 27), (P.mix(DIRT_EDGE, DIRT, 0.5), 25), (DIRT, 22)):
            rad = T.length(r)
            for pt in pts:
                pygame.draw.circle(p.s, colour, pt, rad)
        rut = P.shade(DIRT, 0.85)
        for off in (-11, 11):
            rp = offset(line, off)
            pygame.draw.lines(p.s, rut, False, [T.point(x, y) for x, y in rp], max(1, T.length(2)))
    for path_id, path in p.L.paths.items():
        line = _road_line(p, path_id)
        for space in path.spaces:
            x, y = space.at
            vertical = runs_up_down(line, (x, y))
            _road_space(p, space.kind, x, y, vertical)
    for path_id in p.L.paths:
        if p.has(path_id):
            _road_zone(p, p.L.zone(path_id))


def _road_space(p: BoardPrint, kind: str, x: float, y: float, vertical: bool) -> None:
    T = p.T
    if kind in ("start", "carriage"):
        w, h = 50, 32
        r = T.rect((x - w / 2, y - h / 2, w, h))
        pygame.draw.rect(p.s, P.shade(DIRT, 0.9), r, border_radius=T.length(7))
        pygame.draw.rect(
            p.s,
            P.mix(DIRT, (255, 240, 210), 0.35),
            r,
            width=max(1, T.length(2)),
            border_radius=T.length(7),
        )
        if kind == "start":
            p.text("S", "serif-bold", LABEL, P.shade(DIRT_EDGE, 0.9), (x, y))
    elif kind == "printed_barricade":
        p.icon("fence_v" if not vertical else "fence", 40, (x, y))
    else:
        bw, bh = (44, 11) if vertical else (11, 44)
        r = T.rect((x - bw / 2, y - bh / 2, bw, bh))
        pygame.draw.rect(p.s, P.shade(DIRT, 0.78), r, border_radius=T.length(3))
        draw.dashed_outline(
            p.s,
            P.mix(DIRT, (255, 240, 210), 0.45),
            r,
            max(1, T.length(1.5)),
            max(2, T.length(4)),
            T.length(3),
        )


def _road_zone(p: BoardPrint, zone: Zone) -> None:
    road = p.C.roads.get(zone.id)
    slots = {s.id: s for s in zone.slots}
    if "pennies" in slots:
        x, y, r = p.art.spot(zone.id, "pennies")
        p.ring(x, y, r, P.shade(P.PARCHMENT_EDGE, 0.7), fill=(*P.PARCHMENT, 235), width=2)
        p.icon("pennies", r * 1.3, (x, y), alpha=110)
    if "sign" in slots and road is not None:
        x, y, r = p.art.spot(zone.id, "sign")
        _sign(p, x, y, r, road.numeral)
    p.spots(zone, villain="villain")


def _sign(p: BoardPrint, x: float, y: float, r: float, numeral: str) -> None:
    """A wooden waymarker with the road's numeral."""
    T = p.T
    w = max(2 * r, 16 + 12 * len(numeral))
    box = T.rect((x - w / 2, y - r, w, 2 * r))
    draw.blit_shadow(p.s, box, T.length(5), 0.5)
    pygame.draw.rect(p.s, (0x7A, 0x52, 0x2E), box, border_radius=T.length(5))
    pygame.draw.rect(p.s, (0x4A, 0x30, 0x18), box, width=max(1, T.length(2)), border_radius=T.length(5))
    p.text(numeral, "serif-bold", NUMBER + 2, P.CREAM, (x, y + 1), shadow=(40, 24, 10))


def castle(p: BoardPrint) -> None:
    """Nottingham Castle on its hill: the curtain wall, the keep, two towers, the gate, its name."""
    if not p.has("castle"):
        return
    zone = p.L.zone("castle")
    x, y, w, h = zone.shape.bounds
    T = p.T
    fill = style_colour(zone.style.get("fill"), STONE)
    dark = P.shade(fill, 0.62)
    light = P.mix(fill, (255, 255, 255), 0.25)
    # the hill / courtyard
    court = T.rect((x - 4, y + h * 0.18, w + 8, h * 0.86))
    pygame.draw.ellipse(p.s, P.shade(P.FOREST, 0.8), court.inflate(T.length(10), T.length(6)))
    pygame.draw.ellipse(p.s, P.mix(DIRT, STONE, 0.5), court)
    # curtain wall
    wall = (x + w * 0.1, y + h * 0.38, w * 0.8, h * 0.42)
    wr = T.rect(wall)
    draw.blit_shadow(p.s, wr, T.length(3), 0.8)
    pygame.draw.rect(p.s, fill, wr)
    _crenels(p.s, T, wall, fill, dark)
    # the keep
    keep = (x + w * 0.34, y + h * 0.1, w * 0.32, h * 0.5)
    kr = T.rect(keep)
    pygame.draw.rect(p.s, light, kr)
    _crenels(p.s, T, keep, light, dark)
    pygame.draw.rect(p.s, dark, kr, width=max(1, T.length(2)))
    # towers
    for fx in (0.04, 0.8):
        tower = (x + w * fx, y + h * 0.28, w * 0.16, h * 0.56)
        tr = T.rect(tower)
        pygame.draw.rect(p.s, light, tr)
        _crenels(p.s, T, tower, light, dark)
        pygame.draw.rect(p.s, dark, tr, width=max(1, T.length(2)))
        # a pennant
        px_, py_ = x + w * (fx + 0.08), y + h * 0.28
        pygame.draw.line(p.s, P.INK, T.point(px_, py_), T.point(px_, py_ - 20), max(1, T.length(2)))
        pygame.draw.polygon(
            p.s, P.WAX, [T.point(px_, py_ - 20), T.point(px_ + 16, py_ - 15), T.point(px_, py_ - 10)]
        )
    pygame.draw.rect(p.s, dark, wr, width=max(1, T.length(2)))
    # windows and the gate
    for fx in (0.42, 0.58):
        pygame.draw.rect(
            p.s,
            P.shade(dark, 0.6),
            T.rect((x + w * fx - 3, y + h * 0.22, 6, 11)),
            border_top_left_radius=T.length(3),
            border_top_right_radius=T.length(3),
        )
    gate = T.rect((x + w / 2 - 13, y + h * 0.56, 26, h * 0.24))
    pygame.draw.rect(
        p.s,
        (0x2A, 0x1E, 0x14),
        gate,
        border_top_left_radius=gate.w // 2,
        border_top_right_radius=gate.w // 2,
    )
    for i in range(1, 4):
        gx = gate.x + gate.w * i // 4
        pygame.draw.line(
            p.s,
            (0x55, 0x48, 0x3A),
            (gx, gate.y + gate.w // 3),
            (gx, gate.bottom),
            max(1, T.length(1.5)),
        )
    # the name on a ribbon
    label = zone.label or "Castle"
    rib = (x - 6, _ribbon_top(p, zone, 22), w + 12, 22)
    rr = T.rect(rib)
    draw.blit_shadow(p.s, rr, T.length(4), 0.5)
    pygame.draw.rect(p.s, P.PARCHMENT, rr, border_radius=T.length(4))
    pygame.draw.rect(p.s, P.BRASS, rr, width=max(1, T.length(1.5)), border_radius=T.length(4))
    p.fit_text(label, "serif-bold", 19, w + 4, P.INK, (x + w / 2, rib[1] + 11))


def _ribbon_top(p: BoardPrint, zone: Zone, height: float) -> float:
    """The castle's ribbon sits low on its wall, but above any plaque below that reaches
    under it (a plaque painted later would cover the end of the name)."""
    x, y, w, h = zone.shape.bounds
    top = y + h * 0.8
    for other in p.L.zones.values():
        if other.id == zone.id or other.kind in ("panel", "road"):
            continue
        ox, oy, ow, _ = other.shape.bounds
        if ox < x + w + 6 and ox + ow > x - 6 and y + h / 2 < oy < top + height + 2:
            top = min(top, oy - height - 2)
    return top


def _crenels(surf: pygame.Surface, T: BoardTransform, wall: Box, fill: Colour, dark: Colour) -> None:
    """The battlements along the top of ``wall``."""
    x, y, w, _ = wall
    n = max(2, int(w // 9))
    cw = w / (2 * n - 1)
    for i in range(n):
        r = T.rect((x + i * 2 * cw, y - 6, cw, 7))
        pygame.draw.rect(surf, fill, r)
        pygame.draw.rect(surf, dark, r, width=1)
