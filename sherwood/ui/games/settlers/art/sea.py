"""The sea around the island: a wooden frame (a flat-sided hexagon), deep water shading to
shallows at the shore, the seams of the 18 frame hexes, ripples, and the island's beach.

:func:`sea` draws it all on a transparent surface of the board's size, for hex size ``r``
(SR-C-1.5) with hex ``(0, 0)``'s centre at ``centre``; the land tiles go on top.
"""

from __future__ import annotations

import math
import random

import pygame

from sherwood.games.settlers import geometry as G
from sherwood.ui.games.settlers.art import palette as C
from sherwood.ui.games.settlers.art.shapes import SQRT3, Paint, bevel, blurred, flat_hex_corners, hex_corners
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import canvas

APOTHEM = 5.05
"""The water's edge, in hex sizes from the middle: half a hex beyond the frame hexes' centres."""
RIM = 0.18
"""The wooden frame's width, in hex sizes."""
FRAME_W = 7 * SQRT3
FRAME_H = 11.0
"""The box the island and its frame are fitted into, in hex sizes (7 hexes across, 11 tall:
the frame with a little room)."""


def sea(size: tuple[int, int], centre: tuple[float, float], r: float) -> pygame.Surface:
    """The framed sea and the beach for hex size ``r``, hex ``(0, 0)`` at ``centre``."""
    w, h = size
    cx, cy = centre
    s = canvas(w, h)
    outer = flat_hex_corners(cx, cy, (APOTHEM + RIM) * r)
    water = flat_hex_corners(cx, cy, APOTHEM * r)
    # the frame's shadow on the table, then the frame
    shadow = canvas(w, h)
    off = max(2, r * 0.12)
    pygame.draw.polygon(shadow, (10, 5, 0, 150), [(x + off, y + off * 1.2) for x, y in outer])
    s.blit(blurred(shadow, r * 0.18), (0, 0))
    pygame.draw.polygon(s, C.FRAME_WOOD, outer)
    grain = canvas(w, h)
    rng = random.Random(4242)
    for _ in range(60):
        y = rng.uniform(cy - (APOTHEM + RIM) * r, cy + (APOTHEM + RIM) * r)
        pygame.draw.line(grain, (30, 16, 6, rng.randint(20, 45)), (0, y), (w, y + rng.uniform(-3, 3)), 1)
    frame_mask = canvas(w, h)
    pygame.draw.polygon(frame_mask, (255, 255, 255, 255), outer)
    grain.blit(frame_mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(grain, (0, 0))
    bevel(s, outer, r * RIM * 0.45, 80, 120)
    # the water: deep at the frame, lighter towards the island
    sea_layer = canvas(w, h)
    steps = 14
    for k in range(steps):
        t = k / (steps - 1)
        colour = P.mix(C.SEA_DEEP, C.SEA, t**0.8)
        pygame.draw.polygon(sea_layer, colour, flat_hex_corners(cx, cy, APOTHEM * r * (1 - 0.34 * t)))
    sea_layer = blurred(sea_layer, r * 0.4)
    mask = canvas(w, h)
    pygame.draw.polygon(mask, (255, 255, 255, 255), water)
    sea_layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(sea_layer, (0, 0))
    _frame_seams(s, cx, cy, r, mask)
    _ripples(s, cx, cy, r, mask)
    # the frame's inner lip throws a shadow on the water
    lip = canvas(w, h)
    pygame.draw.polygon(lip, (8, 20, 30, 110), water, max(2, int(r * 0.12)))
    s.blit(blurred(lip, r * 0.08), (0, 0))
    pygame.draw.polygon(s, C.FRAME_DARK, water, max(1, int(r * 0.03)))
    pygame.draw.polygon(s, C.FRAME_DARK, outer, max(1, int(r * 0.03)))
    # brass studs at the frame's corners
    k = (APOTHEM + RIM / 2) / (APOTHEM + RIM)
    for x, y in outer:
        sx, sy = cx + (x - cx) * k, cy + (y - cy) * k
        pygame.draw.circle(s, P.shade(P.BRASS, 0.55), (sx + r * 0.015, sy + r * 0.02), r * 0.065)
        pygame.draw.circle(s, P.BRASS, (sx, sy), r * 0.06)
        pygame.draw.circle(
            s, P.mix(P.BRASS, (255, 240, 200), 0.55), (sx - r * 0.018, sy - r * 0.018), r * 0.025
        )
    _shore(s, cx, cy, r)
    return s


def _frame_seams(s: pygame.Surface, cx: float, cy: float, r: float, mask: pygame.Surface) -> None:
    """The joins between the 18 frame hexes: faint lines in the water."""
    layer = canvas(*s.get_size())
    for q, rr in G.SEA:
        x, y = G.hex_centre((q, rr), r)
        pygame.draw.polygon(layer, (*C.SEA_LIGHT, 38), hex_corners(cx + x, cy + y, r), max(1, int(r * 0.025)))
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(layer, (0, 0))


def _ripples(s: pygame.Surface, cx: float, cy: float, r: float, mask: pygame.Surface) -> None:
    """Small light arcs on the open water, away from the shore."""
    layer = canvas(*s.get_size())
    rng = random.Random(77)
    land = [G.hex_centre(h, r) for h in G.LAND]
    width = max(1, int(r * 0.03))
    for _ in range(220):
        a = rng.uniform(0, 2 * math.pi)
        d = rng.uniform(3.3, APOTHEM * 1.12) * r
        x, y = cx + d * math.cos(a), cy + d * math.sin(a)
        if min(math.hypot(x - cx - lx, y - cy - ly) for lx, ly in land) < r * 1.35:
            continue
        rw = r * rng.uniform(0.18, 0.32)
        box = pygame.Rect(round(x - rw / 2), round(y - rw * 0.2), max(2, round(rw)), max(2, round(rw * 0.5)))
        pygame.draw.arc(
            layer, (*C.SEA_LIGHT, rng.randint(60, 120)), box, math.pi * 0.15, math.pi * 0.85, width
        )
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(layer, (0, 0))


def _island(
    size: tuple[int, int], cx: float, cy: float, r: float, scale: float, colour: Paint
) -> pygame.Surface:
    layer = canvas(*size)
    for h in G.LAND:
        x, y = G.hex_centre(h, r)
        pygame.draw.polygon(layer, colour, hex_corners(cx + x, cy + y, r * scale))
    return layer


def _shore(s: pygame.Surface, cx: float, cy: float, r: float) -> None:
    """Shallows, a line of foam and a sandy beach around the land."""
    size = s.get_size()
    shallows = blurred(_island(size, cx, cy, r, 1.3, (*C.SHALLOWS, 150)), r * 0.25)
    s.blit(shallows, (0, 0))
    foam = blurred(_island(size, cx, cy, r, 1.17, (*C.FOAM, 200)), r * 0.05)
    s.blit(foam, (0, 0))
    sand = _island(size, cx, cy, r, 1.12, (*C.SAND, 255))
    edge = _island(size, cx, cy, r, 1.12, (*C.SAND_DARK, 255))
    s.blit(edge, (max(1, round(r * 0.03)), max(1, round(r * 0.04))))
    s.blit(sand, (0, 0))
