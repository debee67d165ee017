"""The dry and rocky terrains: hills (clay, a brick kiln, stacked bricks), mountains (grey
peaks with snow, a mine, glints of ore) and the desert (dunes, rocks, dry scrub; its middle
left free for the robber, and in the solo variant for Robin's camp)."""

from __future__ import annotations

import math
import random

import pygame

from sherwood.ui.games.settlers.art import palette as C
from sherwood.ui.games.settlers.art.ground import Ground
from sherwood.ui.games.settlers.art.shapes import blob_shadow, noise
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import canvas


def _hump(x: float, y: float, w: float, h: float, steps: int = 24) -> list[tuple[float, float]]:
    return [
        (x + w / 2 * math.cos(math.pi * k / steps), y - h * math.sin(math.pi * k / steps) ** 0.8)
        for k in range(steps + 1)
    ]


def mound(s: pygame.Surface, x: float, y: float, w: float, h: float, colour: C.Color) -> None:
    """A rounded hill whose foot is centred on ``(x, y)``: lit on its left, shaded right."""
    light, dark = P.mix(colour, (255, 225, 180), 0.3), P.shade(colour, 0.66)
    blob_shadow(s, pygame.FRect(x - w * 0.4, y - h * 0.2, w * 1.0, h * 0.4), 70)
    pygame.draw.polygon(s, dark, _hump(x, y, w, h))
    pygame.draw.polygon(s, colour, _hump(x - w * 0.08, y, w * 0.8, h * 0.96))
    pygame.draw.polygon(s, light, _hump(x - w * 0.2, y - h * 0.1, w * 0.42, h * 0.72))
    for k in (0.3, 0.55):
        pts = [(px, py + h * k) for px, py in _hump(x, y, w * (1 - k * 0.7), h * (1 - k))][3:-3]
        if len(pts) > 1:
            pygame.draw.lines(s, P.shade(colour, 0.8), False, pts, max(1, int(h * 0.04)))


def bricks(s: pygame.Surface, x: float, y: float, w: float) -> None:
    """A stack of bricks whose foot is centred on ``(x, y)``, ``w`` pixels wide: three
    courses, each a brick shorter, with mortar lines and lit tops."""
    bh = w * 0.2
    bw = w / 3
    blob_shadow(s, pygame.FRect(x - w * 0.45, y - bh * 0.5, w * 1.05, bh * 1.2), 100)
    for row, count in enumerate((3, 2, 1)):
        left = x - count * bw / 2
        top = y - (row + 1) * bh
        for k in range(count):
            r = pygame.FRect(left + k * bw, top, bw, bh)
            pygame.draw.rect(s, P.shade(C.BRICK, 0.55), r)
            pygame.draw.rect(s, C.BRICK, r.inflate(-bh * 0.16, -bh * 0.16))
            pygame.draw.line(
                s,
                C.BRICK_LIGHT,
                (r.x + bh * 0.1, r.y + bh * 0.14),
                (r.right - bh * 0.15, r.y + bh * 0.14),
                max(1, int(bh * 0.1)),
            )


def kiln(s: pygame.Surface, x: float, y: float, w: float) -> None:
    """A brick kiln: a dome with a glowing mouth and a chimney breathing smoke."""
    h = w * 0.62
    blob_shadow(s, pygame.FRect(x - w * 0.4, y - h * 0.15, w * 1.0, h * 0.35), 100)
    chim = pygame.FRect(x + w * 0.12, y - h * 1.25, w * 0.16, h * 0.7)
    pygame.draw.rect(s, P.shade(C.BRICK, 0.55), chim.inflate(w * 0.04, 0))
    pygame.draw.rect(s, P.shade(C.BRICK, 0.9), chim)
    for k, (dx, dy, rr) in enumerate(((0.2, -1.4, 0.09), (0.28, -1.62, 0.12), (0.2, -1.88, 0.14))):
        pygame.draw.circle(s, (230, 226, 220, 200 - k * 40), (x + dx * w, y + dy * h), rr * w)
    dome = pygame.FRect(x - w / 2, y - h, w, h * 2)
    pygame.draw.ellipse(s, P.shade(C.BRICK, 0.55), dome.inflate(w * 0.05, w * 0.05))
    pygame.draw.ellipse(s, C.BRICK, dome)
    pygame.draw.ellipse(s, C.BRICK_LIGHT, pygame.FRect(x - w * 0.36, y - h * 0.86, w * 0.4, h * 0.7))
    for k in range(1, 4):
        yy = y - h * k / 4
        half = w / 2 * math.sqrt(max(0.0, 1 - (k / 4) ** 2))
        pygame.draw.line(s, P.shade(C.BRICK, 0.7), (x - half, yy), (x + half, yy), max(1, int(w * 0.025)))
    mouth = pygame.FRect(x - w * 0.14, y - h * 0.42, w * 0.28, h * 0.84)
    pygame.draw.ellipse(s, (0x3A, 0x18, 0x0C), mouth)
    pygame.draw.ellipse(s, (0xF2, 0x9A, 0x3A), mouth.inflate(-w * 0.1, -h * 0.44).move(0, h * 0.12))
    # cut the bottom of the dome flat
    pygame.draw.rect(s, (0, 0, 0, 0), pygame.FRect(x - w, y, w * 2, h * 1.2))


def ridges(g: Ground, rows: tuple[float, ...], colour: C.Color, light: C.Color, dark: C.Color) -> None:
    """Rolling ground across the tile: bands whose lit crests rise and fall, each casting a
    soft shadow on the one behind it."""
    w, _ = g.s.get_size()
    h = g.s.get_height()
    for y0 in rows:
        amp = g.rng.uniform(0.06, 0.1)
        freq = g.rng.uniform(3.0, 4.4)
        phase = g.rng.uniform(0, 6.3)
        crest = [
            (x, g.cy + (y0 - amp * abs(math.sin(x / g.n * freq / 2 + phase))) * g.n)
            for x in range(0, w + 8, 6)
        ]
        band = canvas(w, h)
        body = [*crest, (w + 8, h), (0, h)]
        pygame.draw.polygon(
            band, (*P.shade(dark, 0.8), 90), [(x + g.n * 0.03, y - g.n * 0.035) for x, y in body]
        )
        pygame.draw.polygon(band, (*colour, 255), body)
        shade = [(x, y + g.n * 0.16) for x, y in crest]
        pygame.draw.polygon(band, (*light, 110), crest + shade[::-1])
        pygame.draw.lines(
            band, (*P.mix(light, (255, 240, 210), 0.3), 220), False, crest, max(2, int(g.n * 0.022))
        )
        g.s.blit(band, (0, 0))
        colour = P.shade(colour, 0.96)


def hills(g: Ground) -> None:
    """Hills: rolling red clay, a brick kiln breathing smoke and a stack of bricks."""
    base, light, dark = C.TERRAIN["hills"]
    ridges(g, (-0.62, -0.2, 0.28, 0.7), P.mix(base, light, 0.15), P.mix(base, light, 0.6), dark)
    noise(g.s, g.rng, int(g.n * 0.5), (dark, P.shade(dark, 0.8)), (g.n * 0.01, g.n * 0.025), (50, 110))
    places = sorted(g.spots(8, 0.3, 0.2, 0.5), key=lambda p: p[1])
    kiln_at = min(places, key=lambda p: p[1] + abs(p[0]) * 0.3) if places else None
    stack_at = max((p for p in places if p != kiln_at), key=lambda p: p[1], default=None)
    pits = [p for p in places if p not in (kiln_at, stack_at)][:2]
    for x, y in pits:
        px, py = g.at(x, y)
        pit = pygame.FRect(0, 0, g.n * 0.2, g.n * 0.09)
        pit.center = (px, py)
        pygame.draw.ellipse(g.s, P.shade(dark, 0.75), pit)
        pygame.draw.ellipse(
            g.s,
            P.mix(dark, (0x6A, 0x86, 0x9A), 0.35),
            pit.inflate(-g.n * 0.04, -g.n * 0.03).move(g.n * 0.01, g.n * 0.006),
        )
    if stack_at is not None:
        px, py = g.at(stack_at[0], stack_at[1] + 0.1)
        bricks(g.s, px, py, g.n * 0.34)
    if kiln_at is not None:
        px, py = g.at(kiln_at[0], kiln_at[1] + 0.12)
        layer = canvas(*g.s.get_size())
        kiln(layer, px, py, g.n * 0.44)
        g.s.blit(layer, (0, 0))


def peak(
    s: pygame.Surface, x: float, y: float, w: float, h: float, colour: C.Color, rng: random.Random
) -> None:
    """A mountain whose foot is centred on ``(x, y)``: a lit west face, a shaded east face,
    a ragged snow cap and scree lines."""
    apex = (x + w * rng.uniform(-0.08, 0.08), y - h)
    left, right = (x - w / 2, y), (x + w / 2, y)
    ridge_foot = (x + w * 0.12, y)
    blob_shadow(s, pygame.FRect(x - w * 0.3, y - h * 0.12, w * 1.0, h * 0.25), 90)
    light, dark = P.mix(colour, (255, 250, 240), 0.3), P.shade(colour, 0.6)
    pygame.draw.polygon(s, dark, [apex, right, ridge_foot])
    pygame.draw.polygon(s, light, [apex, ridge_foot, left])
    for k in range(3):
        t = 0.35 + 0.2 * k
        a = (apex[0] + (left[0] - apex[0]) * t, apex[1] + (left[1] - apex[1]) * t)
        b = (apex[0] + (ridge_foot[0] - apex[0]) * (t + 0.1), apex[1] + (ridge_foot[1] - apex[1]) * (t + 0.1))
        pygame.draw.line(s, P.shade(light, 0.85), a, b, max(1, int(w * 0.02)))
    snow = 0.32
    sl = (apex[0] + (left[0] - apex[0]) * snow, apex[1] + (left[1] - apex[1]) * snow)
    sr = (apex[0] + (right[0] - apex[0]) * snow, apex[1] + (right[1] - apex[1]) * snow)
    sm = (apex[0] + (ridge_foot[0] - apex[0]) * snow * 1.3, apex[1] + (ridge_foot[1] - apex[1]) * snow * 1.3)
    jag = [
        apex,
        sr,
        (sr[0] - w * 0.08, sr[1] - h * 0.04),
        sm,
        (sl[0] + w * 0.12, sl[1] + h * 0.06),
        (sl[0] + w * 0.06, sl[1] - h * 0.02),
        sl,
    ]
    pygame.draw.polygon(s, (0xF4, 0xF6, 0xF8), jag)
    pygame.draw.polygon(
        s,
        (0xBC, 0xC6, 0xD2),
        [apex, sr, (sr[0] - w * 0.08, sr[1] - h * 0.04), sm, (apex[0] + w * 0.02, apex[1] + h * 0.08)],
    )
    pygame.draw.polygon(s, P.shade(dark, 0.7), [apex, right, left], max(1, int(w * 0.02)))


def glint(s: pygame.Surface, x: float, y: float, r: float, colour: C.Color) -> None:
    """A four-pointed sparkle of ore at ``(x, y)``."""
    pts = []
    for k in range(8):
        a = k * math.pi / 4
        rr = r if k % 2 == 0 else r * 0.28
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    pygame.draw.circle(s, P.shade(colour, 0.5), (x, y), r * 0.42)
    pygame.draw.polygon(s, colour, pts)
    pygame.draw.circle(s, (255, 255, 255), (x, y), r * 0.18)


def mine(s: pygame.Surface, x: float, y: float, w: float) -> None:
    """A mine's mouth in the rock: a dark arch framed with timbers, a cart of ore before it."""
    h = w * 0.8
    mouth = canvas(w, h)
    pygame.draw.ellipse(mouth, (0x24, 0x20, 0x22), pygame.FRect(0, 0, w, h * 2))
    s.blit(mouth, (x - w / 2, y - h))
    timber, dark = (0x9A, 0x6A, 0x3A), (0x4E, 0x34, 0x1C)
    t = max(2, int(w * 0.14))
    for px in (x - w * 0.44, x + w * 0.44):
        pygame.draw.line(s, dark, (px + t * 0.3, y), (px + t * 0.3, y - h * 0.82), t)
        pygame.draw.line(s, timber, (px, y), (px, y - h * 0.82), max(1, int(t * 0.7)))
    pygame.draw.line(s, dark, (x - w * 0.58, y - h * 0.8), (x + w * 0.58, y - h * 0.8), t)
    pygame.draw.line(
        s, timber, (x - w * 0.58, y - h * 0.86), (x + w * 0.58, y - h * 0.86), max(1, int(t * 0.7))
    )
    cart = pygame.FRect(x + w * 0.5, y - h * 0.36, w * 0.55, h * 0.3)
    blob_shadow(s, pygame.FRect(cart.x, y - h * 0.08, cart.w * 1.1, h * 0.16), 110)
    for ox in (0.22, 0.78):
        pygame.draw.circle(s, (0x30, 0x2C, 0x2A), (cart.x + cart.w * ox, cart.bottom), h * 0.08)
    for k, ox in enumerate((0.25, 0.5, 0.75)):
        pygame.draw.circle(
            s, (0x6A, 0x70, 0x7C) if k != 1 else C.SILVER, (cart.x + cart.w * ox, cart.y + h * 0.02), h * 0.1
        )
    pygame.draw.rect(s, (0x5A, 0x46, 0x32), cart, border_radius=max(1, int(h * 0.04)))
    pygame.draw.rect(s, (0x2E, 0x22, 0x16), cart, max(1, int(h * 0.04)), border_radius=max(1, int(h * 0.04)))


def mountains(g: Ground) -> None:
    """Mountains: grey scree, three snowy peaks around the token, a mine and glints of ore."""
    base, light, dark = C.TERRAIN["mountains"]
    noise(g.s, g.rng, int(g.n * 0.7), (dark, light, P.shade(base, 0.8)), (g.n * 0.01, g.n * 0.035), (50, 110))
    j = g.rng.uniform
    peaks = [
        (j(-0.08, 0.08), -0.28, 0.72, 0.62),
        (j(-0.56, -0.46), j(0.05, 0.15), 0.5, 0.46),
        (j(0.46, 0.56), j(0.1, 0.2), 0.5, 0.44),
        (j(-0.3, -0.15), 0.62, 0.4, 0.3),
        (j(-0.72, -0.62), -0.38, 0.3, 0.26),
        (j(0.6, 0.7), -0.36, 0.32, 0.28),
    ]
    mine_peak = g.rng.choice((1, 2))
    for k, (x, y, w, h) in sorted(enumerate(peaks), key=lambda kp: kp[1][1]):
        px, py = g.at(x, y)
        peak(g.s, px, py, w * g.n, h * g.n, P.mix(base, dark, g.rng.uniform(0.0, 0.25)), g.rng)
        if k == mine_peak:
            mx, my = g.at(x - 0.02, y)
            mine(g.s, mx, my, g.n * 0.12)
    for x, y in g.spots(7, 0.16, 0.14, 0.4):
        px, py = g.at(x, y)
        glint(
            g.s,
            px,
            py,
            g.n * g.rng.uniform(0.03, 0.045),
            (0xF2, 0xC1, 0x4E) if g.rng.random() < 0.5 else C.SILVER,
        )
    rock = P.shade(base, 0.75)
    for x, y in g.spots(5, 0.2, 0.16, 0.5):
        px, py = g.at(x, y + 0.2)
        r = g.n * 0.05
        blob_shadow(g.s, pygame.FRect(px - r * 0.6, py - r * 0.2, r * 2, r * 0.8), 90)
        pygame.draw.ellipse(g.s, rock, pygame.FRect(px - r, py - r * 1.1, r * 2, r * 1.3))
        pygame.draw.ellipse(g.s, light, pygame.FRect(px - r * 0.7, py - r * 1.0, r * 0.9, r * 0.6))


def scrub(s: pygame.Surface, x: float, y: float, h: float) -> None:
    """A tuft of dry scrub at ``(x, y)``."""
    blob_shadow(s, pygame.FRect(x - h * 0.3, y - h * 0.12, h * 0.9, h * 0.26), 70)
    col, tip = (0x8A, 0x7A, 0x3E), (0xB0, 0x9C, 0x58)
    for k in range(7):
        a = math.radians(-150 + k * 20)
        end = (x + math.cos(a) * h * 0.6, y + math.sin(a) * h)
        pygame.draw.line(s, col, (x, y), end, max(1, int(h * 0.07)))
        pygame.draw.circle(s, tip, end, h * 0.06)


def desert(g: Ground) -> None:
    """Desert: wind-rippled dunes, a few rocks and dry scrub, the middle left open."""
    base, light, dark = C.TERRAIN["desert"]
    w, _ = g.s.get_size()
    h = g.s.get_height()
    for y0 in (-0.78, -0.46, 0.36, 0.68):
        amp = g.rng.uniform(0.05, 0.09)
        phase = g.rng.uniform(0, 6.3)
        crest = [(x, g.cy + (y0 + amp * math.sin(x / g.n * 3.2 + phase)) * g.n) for x in range(0, w + 8, 8)]
        layer = canvas(w, h)
        # the windward side lit above the crest, the slip face in shadow below it
        above = [(x, y - g.n * 0.12) for x, y in crest]
        pygame.draw.polygon(layer, (*light, 90), above + crest[::-1])
        for k in range(4):
            depth = g.n * (0.13 - 0.03 * k)
            below = [(x, y + depth) for x, y in crest]
            pygame.draw.polygon(layer, (*dark, 34), crest + below[::-1])
        pygame.draw.lines(
            layer, (*P.mix(light, (255, 255, 255), 0.4), 240), False, crest, max(2, int(g.n * 0.026))
        )
        for r in range(1, 3):
            ripple = [(x, y + g.n * (0.05 + 0.045 * r)) for x, y in crest]
            pygame.draw.lines(layer, (*P.shade(base, 0.86), 110), False, ripple, max(1, int(g.n * 0.01)))
        g.s.blit(layer, (0, 0))
    for x, y in g.spots(3, 0.3, 0.16, 0.55):
        px, py = g.at(x, y)
        rr = g.n * g.rng.uniform(0.045, 0.07)
        blob_shadow(g.s, pygame.FRect(px - rr * 0.6, py - rr * 0.2, rr * 2.1, rr * 0.9), 100)
        pygame.draw.ellipse(g.s, (0x9A, 0x84, 0x66), pygame.FRect(px - rr, py - rr * 1.1, rr * 2, rr * 1.4))
        pygame.draw.ellipse(
            g.s, (0xC8, 0xB4, 0x90), pygame.FRect(px - rr * 0.7, py - rr * 1.0, rr * 0.9, rr * 0.6)
        )
    for x, y in g.spots(4, 0.25, 0.12, 0.55):
        px, py = g.at(x, y)
        scrub(g.s, px, py, g.n * 0.09)
