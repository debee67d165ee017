"""The trees seen from above: leafy crowns in lobes lit from the top left, dark firs, their
soft shadow down-right on the ground; and the tree bridges, rope-and-plank walkways from
platform to platform above the canopy (AR-2.5: the outlaw's secret network).
"""

from __future__ import annotations

import math
import random

import pygame

from sherwood.ui.games.adventures.art import shapes as S
from sherwood.ui.games.adventures.art.land import WOOD, WOOD_DARK, WOOD_LIGHT
from sherwood.ui.games.adventures.art.scenery import Crown, crowns
from sherwood.ui.games.adventures.geometry import Forest
from sherwood.ui.render.surfaces import canvas

LEAF_DARK = (30, 62, 34)
LEAF = (52, 96, 50)
LEAF_MID = (74, 122, 58)
LEAF_LIGHT = (132, 168, 88)
FIR = (28, 70, 52)
FIR_LIGHT = (66, 112, 78)
ROPE = (96, 74, 44)


def _crown(s: pygame.Surface, c: Crown, B: S.Brush) -> None:
    rng = random.Random(c.seed)
    cx, cy = B.p(c.x, c.y)
    r = B.n(c.r)
    if c.kind == "fir":
        base = S.mix(FIR, FIR_LIGHT, c.tone * 0.5)
        spikes = 9
        rot = rng.uniform(0, math.pi)
        for scale, col in ((1.0, S.shade(base, 0.7)), (0.86, base), (0.5, S.mix(base, FIR_LIGHT, 0.6))):
            pts = []
            for i in range(spikes * 2):
                a = rot + i * math.pi / spikes
                rr = r * scale * (1.0 if i % 2 == 0 else 0.58)
                dx, dy = (-r * 0.12, -r * 0.14) if scale < 0.6 else (0, 0)
                pts.append((cx + dx + rr * math.cos(a), cy + dy + rr * math.sin(a)))
            pygame.draw.polygon(s, col, pts)
        pygame.draw.circle(s, S.shade(base, 0.6), (cx, cy), max(1.0, r * 0.12))
        return
    base = S.mix(S.mix(LEAF_DARK, LEAF, 0.6), S.mix(LEAF_MID, LEAF_LIGHT, 0.25), c.tone)
    if c.kind == "autumn":
        base = S.mix((150, 118, 52), (122, 126, 50), c.tone)
    dark = S.mix(LEAF_DARK, base, 0.35)
    light = S.mix(base, LEAF_LIGHT, 0.55)
    lobes = rng.randint(6, 8)
    rot = rng.uniform(0, math.tau)
    spots = []
    for i in range(lobes):
        a = rot + i * math.tau / lobes + rng.uniform(-0.2, 0.2)
        d = r * rng.uniform(0.4, 0.5)
        spots.append((cx + d * math.cos(a), cy + d * math.sin(a), r * rng.uniform(0.46, 0.58)))
    for x, y, rr in spots:
        pygame.draw.circle(s, dark, (x, y), rr + max(1.0, r * 0.07))
    pygame.draw.circle(s, dark, (cx, cy), r * 0.7)
    for x, y, rr in spots:
        pygame.draw.circle(s, base, (x, y), rr)
    pygame.draw.circle(s, base, (cx, cy), r * 0.62)
    for x, y, rr in spots:  # the lit side of each lobe
        if (x - cx) + (y - cy) < r * 0.2:
            pygame.draw.circle(s, light, (x - rr * 0.18, y - rr * 0.2), rr * 0.55)
    pygame.draw.circle(s, S.mix(base, light, 0.6), (cx - r * 0.22, cy - r * 0.25), r * 0.32)
    for _ in range(3):
        a = rng.uniform(math.pi, 1.6 * math.pi)
        d = r * rng.uniform(0.2, 0.6)
        pygame.draw.circle(
            s,
            S.mix(light, (220, 230, 160), 0.3),
            (cx + d * math.cos(a), cy + d * math.sin(a)),
            max(1.0, r * 0.09),
        )


def canopy(s: pygame.Surface, forest: Forest, B: S.Brush) -> None:
    """Every tree of :func:`~.scenery.crowns`, with the canopy's soft shadow under it."""
    trees = crowns(forest)
    shadow = canvas(*s.get_size())
    for c in trees:
        x, y = B.p(c.x + c.r * 0.28, c.y + c.r * 0.36)
        pygame.draw.circle(shadow, (6, 14, 4, 150), (x, y), B.n(c.r * 0.95))
    s.blit(S.blurred(shadow, B.n(3.5)), (0, 0))
    for c in trees:
        _crown(s, c, B)


def platform(s: pygame.Surface, at: tuple[float, float], r: float, B: S.Brush, seed: int) -> None:
    """A tree bridge's platform: a ring of planks round a great trunk (spec radius ``r``)."""
    rng = random.Random(seed)
    cx, cy = B.pt(at)
    R = B.n(r)
    S.soft_circle(s, (cx + R * 0.18, cy + R * 0.24), R * 1.02, (6, 12, 4, 150), B.n(2.5))
    pygame.draw.circle(s, WOOD_DARK, (cx, cy), R)
    pygame.draw.circle(s, WOOD, (cx, cy), R - max(1.0, B.n(1.4)))
    planks = 14
    for i in range(planks):
        a0 = i * math.tau / planks
        col = S.mix(WOOD, WOOD_LIGHT, rng.uniform(0, 0.55))
        pts = [(cx, cy)]
        for k in range(5):
            a = a0 + (k / 4) * math.tau / planks
            pts.append((cx + (R - B.n(1.6)) * math.cos(a), cy + (R - B.n(1.6)) * math.sin(a)))
        pygame.draw.polygon(s, col, pts)
        pygame.draw.line(s, S.shade(WOOD_DARK, 1.1), (cx, cy), pts[1], 1)
    # the trunk through the middle, and a rail round the edge
    pygame.draw.circle(s, (70, 50, 30), (cx, cy), R * 0.36)
    pygame.draw.circle(s, (98, 72, 44), (cx - R * 0.05, cy - R * 0.06), R * 0.28)
    for k in range(3):
        pygame.draw.circle(s, (78, 56, 34), (cx, cy), R * (0.08 + 0.07 * k), 1)
    pygame.draw.circle(s, ROPE, (cx, cy), R - B.n(0.8), max(1, B.w(1.3)))
    for i in range(8):
        a = i * math.tau / 8 + 0.2
        pygame.draw.circle(
            s,
            WOOD_DARK,
            (cx + (R - B.n(1)) * math.cos(a), cy + (R - B.n(1)) * math.sin(a)),
            max(1.0, B.n(1.5)),
        )


def rope_bridge(
    s: pygame.Surface, a: tuple[float, float], b: tuple[float, float], r: float, B: S.Brush, seed: str
) -> None:
    """A rope-and-plank bridge from platform ``a`` to platform ``b`` (spec units), its shadow
    falling on the treetops below."""
    rng = random.Random(seed)
    (ax, ay), (bx, by) = a, b
    dist = math.hypot(bx - ax, by - ay)
    if dist <= 2 * r:
        return
    ux, uy = (bx - ax) / dist, (by - ay) / dist
    nx, ny = -uy, ux
    start, end = r * 0.85, dist - r * 0.85
    half = 5.5
    p0 = (ax + ux * start + 6, ay + uy * start + 8)
    p1 = (ax + ux * end + 6, ay + uy * end + 8)
    S.soft_lines(s, [B.pt(p0), B.pt(p1)], (4, 10, 2, 140), max(2, B.w(2 * half + 2)), B.n(2.5))
    d = start + 1.5
    while d < end - 1:
        px, py = ax + ux * d, ay + uy * d
        plank = S.rotated_rect(px, py, 3.2, 2 * half + rng.uniform(-0.8, 0.8), math.atan2(uy, ux))
        col = S.mix(WOOD, WOOD_LIGHT, rng.uniform(0.1, 0.7))
        pygame.draw.polygon(s, col, [B.pt(p) for p in plank])
        pygame.draw.polygon(s, WOOD_DARK, [B.pt(p) for p in plank], 1)
        d += 4.4
    for sign in (-1, 1):  # the hand ropes, sagging a little towards the middle
        pts = []
        for i in range(11):
            t = i / 10
            dd = start + (end - start) * t
            sag = 1.6 * 4 * t * (1 - t)
            off = sign * (half + 0.6) - sign * sag
            pts.append(B.p(ax + ux * dd + nx * off, ay + uy * dd + ny * off))
        pygame.draw.lines(s, ROPE, False, pts, max(1, B.w(1.4)))
        for i in range(0, 11, 2):  # posts where the ropes are tied
            pygame.draw.circle(s, WOOD_DARK, pts[i], max(1.0, B.n(0.9)))


def bridges(s: pygame.Surface, forest: Forest, B: S.Brush) -> None:
    """The tree bridges: every bridge edge, then the platforms over their ends."""
    r = forest.radius
    for a, b in forest.bridge_edges:
        rope_bridge(s, forest.at(a), forest.at(b), r, B, f"{a}-{b}")
    for sp in forest.spaces.values():
        if sp.kind == "tree_bridge":
            platform(s, sp.at, r * 0.92, B, sp.order)
