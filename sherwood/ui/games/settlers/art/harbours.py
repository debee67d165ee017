"""The nine harbours (SR-B-1.4, SR-B-2.3): in the frame's water off a coast edge, two
wooden piers run to the edge's two corners (its access vertices), and a round plaque at
their meeting says the trade: "3:1" for a generic harbour, "2:1" under the resource's
picture for a special one."""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

import pygame

from sherwood.games.settlers import geometry as G
from sherwood.ui.games.settlers.art import palette as C
from sherwood.ui.games.settlers.art.icons import resource_icon
from sherwood.ui.render import palette as P
from sherwood.ui.render import text
from sherwood.ui.render.surfaces import SS, canvas, down, shadowed

PLAQUE = 0.72
"""A harbour plaque's diameter in hex sizes."""
OUT = 0.78
"""How far the plaque lies out to sea from the middle of its edge, in hex sizes."""


def harbour_point(e: int, centre: tuple[float, float], r: float) -> tuple[float, float]:
    """Where the plaque of the harbour on coast edge ``e`` stands: out to sea from its middle."""
    land = G.LAND[G.EDGE_HEXES[e][0]]
    hx, hy = G.hex_centre(land, r)
    mx, my = G.edge_point(e, r)
    dx, dy = mx - hx, my - hy
    d = math.hypot(dx, dy) or 1.0
    return (centre[0] + mx + dx / d * OUT * r, centre[1] + my + dy / d * OUT * r)


def _pier(s: pygame.Surface, a: tuple[float, float], b: tuple[float, float], width: float) -> None:
    """A plank pier from ``a`` (on the shore) to ``b`` (out at sea), on posts."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1.0
    ux, uy = dx / d, dy / d
    nx, ny = -uy * width / 2, ux * width / 2
    quad = [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)]
    shadow = canvas(*s.get_size())
    off = width * 0.45
    pygame.draw.polygon(shadow, (10, 25, 35, 90), [(x + off, y + off) for x, y in quad])
    s.blit(shadow, (0, 0))
    for k in range(1, 4):
        t = k / 4
        px, py = a[0] + dx * t, a[1] + dy * t
        for side in (1, -1):
            pygame.draw.circle(
                s,
                C.PLANK_DARK,
                (px + nx * side * 1.1 + off * 0.4, py + ny * side * 1.1 + off * 0.4),
                width * 0.2,
            )
    pygame.draw.polygon(s, C.PLANK_DARK, quad)
    inner = [
        (a[0] + nx * 0.78, a[1] + ny * 0.78),
        (b[0] + nx * 0.78, b[1] + ny * 0.78),
        (b[0] - nx * 0.78, b[1] - ny * 0.78),
        (a[0] - nx * 0.78, a[1] - ny * 0.78),
    ]
    pygame.draw.polygon(s, C.PLANK, inner)
    steps = max(3, int(d / (width * 0.55)))
    for k in range(1, steps):
        t = k / steps
        px, py = a[0] + dx * t, a[1] + dy * t
        pygame.draw.line(
            s,
            C.PLANK_DARK,
            (px + nx * 0.8, py + ny * 0.8),
            (px - nx * 0.8, py - ny * 0.8),
            max(1, int(width * 0.09)),
        )


@lru_cache(maxsize=32)
@text.enlarged(SS)  # drawn SS times too big: its ratio stays readable once scaled down
def plaque(kind: str, ratio: int, d: int) -> pygame.Surface:
    """The round plaque of a harbour of ``kind`` (``generic`` or a resource) trading
    ``ratio``:1, ``d`` pixels across, with its shadow (a surface ``1.12 d`` square whose
    disc is centred at ``d / 2``)."""
    d = max(12, int(d))
    n = d * SS
    big = canvas(n)
    c = (n / 2, n / 2)
    rim = C.RESOURCE_COLOUR.get(kind, (0x2E, 0x4E, 0x6A))
    pygame.draw.circle(big, P.shade(rim, 0.5), c, n * 0.49)
    pygame.draw.circle(big, rim, c, n * 0.46)
    pygame.draw.arc(
        big,
        P.mix(rim, (255, 255, 255), 0.45),
        pygame.Rect(n * 0.05, n * 0.05, n * 0.9, n * 0.9),
        math.pi * 0.55,
        math.pi * 1.05,
        max(1, n // 30),
    )
    pygame.draw.circle(big, P.PARCHMENT_EDGE, c, n * 0.4)
    pygame.draw.circle(big, P.PARCHMENT_LIGHT, (c[0] - n * 0.02, c[1] - n * 0.02), n * 0.37)
    label = f"{ratio}:1"
    colour = P.INK
    if kind == "generic":
        wordy = text.legible(round(n * 0.17))  # "any" under the ratio only where it can be read
        img = text.render(label, "sans-bold", text.readable(round(n * (0.27 if wordy else 0.31))), colour)
        big.blit(img, img.get_rect(center=(n * 0.5, n * (0.45 if wordy else 0.5))))
        if wordy:
            q = text.render("any", "serif-bold", round(n * 0.17), P.INK_SOFT)
            big.blit(q, q.get_rect(center=(n * 0.5, n * 0.69)))
    else:
        img = text.render(label, "sans-bold", text.readable(round(n * 0.23)), colour)
        big.blit(img, img.get_rect(center=(n * 0.5, min(n * 0.72, n - img.get_height() * 0.55))))
    small = down(big, (d, d))
    if kind != "generic":
        icon = resource_icon(kind, round(d * 0.46))
        small.blit(icon, icon.get_rect(center=(d * 0.5, d * 0.36)))
    out = canvas(round(d * 1.12))
    out.blit(small, (0, 0))
    return shadowed(out, max(1, d * 0.05), max(1, d * 0.04), 120)


def draw_harbours(s: pygame.Surface, harbours: Iterable[Any], centre: tuple[float, float], r: float) -> None:
    """Every harbour of the island (objects with ``edge``, ``type`` and ``ratio``) on ``s``,
    hex ``(0, 0)`` at ``centre``, hex size ``r``."""
    d = round(PLAQUE * r)
    for h in harbours:
        px, py = harbour_point(h.edge, centre, r)
        for v in G.EDGE_VERTICES[h.edge]:
            vx, vy = G.vertex_point(v, r)
            a = (centre[0] + vx, centre[1] + vy)
            # from just off the corner to under the plaque's rim
            b = (px + (a[0] - px) * 0.3, py + (a[1] - py) * 0.3)
            a2 = (a[0] + (px - a[0]) * 0.1, a[1] + (py - a[1]) * 0.1)
            _pier(s, a2, b, r * 0.13)
    for h in harbours:
        px, py = harbour_point(h.edge, centre, r)
        img = plaque(h.type, h.ratio, d)
        s.blit(img, (round(px - d / 2), round(py - d / 2)))
