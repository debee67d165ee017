"""The printed forest: everything on the board that no rule changes, painted once per size.

:func:`printed` paints, in this order, the ground, the fields, the tracks and roads, the
river and its crossings, the clearings of the spaces, the canopy, the buildings, the tree
bridges over the treetops and the board's edge; the table blits it every frame and draws
the tiles, the pieces and the displays' contents on top.

A space is a clearing (ART.md: an inset circle): sunlit grass in the open forest, dark moss
under the canopy in the shadows (AR-2.2's ``light``), packed earth in the village, flagstones
in the castle, a grassy bank by the river.
"""

from __future__ import annotations

import math
import random

import pygame

from sherwood.ui.games.adventures.art import buildings, land, trees
from sherwood.ui.games.adventures.art import shapes as S
from sherwood.ui.games.adventures.geometry import Forest, Space
from sherwood.ui.render.cache import surface_cache
from sherwood.ui.render.surfaces import canvas

GRASS = (112, 148, 72)
GRASS_LIGHT = (150, 178, 96)
MOSS = (38, 64, 36)
EARTH = (170, 152, 108)
FLAG = (176, 170, 152)


def clearing(s: pygame.Surface, sp: Space, r: float, B: S.Brush) -> None:
    """Space ``sp``'s ground: a soft disc of its zone and light, with a little texture."""
    rng = random.Random(sp.order * 31 + 7)
    cx, cy = B.pt(sp.at)
    R = B.n(r)
    if sp.kind == "tree_bridge":
        return
    if sp.zone == "castle":
        col, edge = FLAG, (120, 114, 100)
    elif sp.zone in ("village", "church"):
        col, edge = (EARTH, (120, 104, 72)) if sp.light == "open" else (S.shade(EARTH, 0.78), (92, 80, 56))
    elif sp.light == "shadow":
        col, edge = MOSS, (20, 34, 18)
    elif sp.zone == "river":
        col, edge = S.mix(GRASS, EARTH, 0.35), (96, 100, 60)
    else:
        col, edge = GRASS, (70, 96, 46)
    S.soft_circle(s, (cx, cy), R * 1.12, (*edge, 200), B.n(2.2))
    S.soft_circle(s, (cx, cy), R * 1.02, (*col, 255), B.n(1.6))
    box = pygame.Rect(0, 0, math.ceil(2 * R) + 4, math.ceil(2 * R) + 4)
    box.center = (round(cx), round(cy))
    tex = canvas(box.w, box.h)
    cx, cy = cx - box.x, cy - box.y
    if sp.zone == "castle":  # flagstones
        for i in range(-2, 3):
            x = cx + i * R * 0.42
            half = math.sqrt(max(0.0, R * R * 0.9 - (i * R * 0.42) ** 2))
            pygame.draw.line(tex, (110, 104, 92, 120), (x, cy - half), (x, cy + half), 1)
        for j in range(-2, 3):
            y = cy + j * R * 0.42
            half = math.sqrt(max(0.0, R * R * 0.9 - (j * R * 0.42) ** 2))
            pygame.draw.line(tex, (110, 104, 92, 90), (cx - half, y), (cx + half, y), 1)
    elif sp.zone in ("village", "church"):  # cobbles
        for _ in range(26):
            a, d = rng.uniform(0, math.tau), R * math.sqrt(rng.random()) * 0.9
            pygame.draw.circle(
                tex, (120, 104, 76, 90), (cx + d * math.cos(a), cy + d * math.sin(a)), max(1.0, R * 0.08)
            )
    elif sp.light == "shadow":  # leaf litter and a few sunflecks
        for _ in range(22):
            a, d = rng.uniform(0, math.tau), R * math.sqrt(rng.random()) * 0.95
            c = rng.choice([(84, 70, 40, 120), (26, 44, 22, 140), (72, 100, 52, 110)])
            pygame.draw.circle(tex, c, (cx + d * math.cos(a), cy + d * math.sin(a)), max(1.0, R * 0.06))
        for _ in range(3):
            a, d = rng.uniform(0, math.tau), R * rng.uniform(0.1, 0.6)
            pygame.draw.circle(
                tex, (180, 200, 120, 40), (cx + d * math.cos(a), cy + d * math.sin(a)), R * 0.16
            )
    else:  # grass and a few flowers
        for _ in range(30):
            a, d = rng.uniform(0, math.tau), R * math.sqrt(rng.random()) * 0.95
            x, y = cx + d * math.cos(a), cy + d * math.sin(a)
            pygame.draw.line(tex, (*GRASS_LIGHT, 120), (x, y), (x - R * 0.03, y - R * 0.1), 1)
        for _ in range(4):
            a, d = rng.uniform(0, math.tau), R * rng.uniform(0.3, 0.9)
            c = rng.choice([(240, 230, 200), (236, 200, 90), (200, 160, 220)])
            pygame.draw.circle(
                tex, (*c, 200), (cx + d * math.cos(a), cy + d * math.sin(a)), max(1.0, R * 0.05)
            )
    s.blit(tex, box.topleft)


def inset_ring(s: pygame.Surface, sp: Space, r: float, B: S.Brush) -> None:
    """The quiet mark of a space: a thin inset ring, dark where the light comes from."""
    cx, cy = B.pt(sp.at)
    R = B.n(r)
    w = max(1, B.w(1.6))
    box = pygame.Rect(0, 0, round(2 * R), round(2 * R))
    box.center = (round(cx), round(cy))
    pygame.draw.arc(s, (20, 14, 6), box, math.radians(20), math.radians(250), w)
    pygame.draw.arc(s, (236, 226, 190), box, math.radians(200), math.radians(430), w)


def frame(s: pygame.Surface) -> None:
    """The board's edge: darker towards the rim, a thin dark line round it."""
    w, h = s.get_size()
    edge = canvas(w, h)
    steps = 10
    for i in range(steps):
        a = int(70 * (1 - i / steps) ** 2)
        pygame.draw.rect(edge, (16, 10, 4, a), (i * 2, i * 2, w - i * 4, h - i * 4), 2)
    s.blit(edge, (0, 0))
    pygame.draw.rect(s, (40, 28, 16), s.get_rect(), max(1, w // 700))


@surface_cache(max_mb=40, maxsize=2)
def printed(forest: Forest, size: tuple[int, int]) -> pygame.Surface:
    """The forest's canvas painted at ``size`` pixels (its 1600 x 1000 spec units scaled)."""
    w, h = size
    B = S.Brush(w / forest.canvas[0])
    s = pygame.Surface((w, h))
    s.fill(land.MEADOW)
    land.ground(s, forest, B)
    land.fields(s, forest, B)
    buildings.courtyard(s, forest, B)
    land.paths(s, forest, B)
    land.river(s, forest, B)
    land.crossings(s, forest, B)
    r = forest.radius
    for sp in forest.spaces.values():
        clearing(s, sp, r, B)
    trees.canopy(s, forest, B)
    buildings.riverside(s, forest, B)
    buildings.village(s, forest, B)
    buildings.church(s, forest, B)
    buildings.castle(s, forest, B)
    trees.bridges(s, forest, B)
    for sp in forest.spaces.values():
        if sp.kind != "tree_bridge":
            inset_ring(s, sp, r, B)
    paper = S.mottle((w, h), [(255, 252, 240), (236, 228, 206), (248, 242, 224), (226, 220, 200)], 5, 12)
    s.blit(paper, (0, 0), special_flags=pygame.BLEND_MULT)
    frame(s)
    return s
