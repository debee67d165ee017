"""The pieces on the island, in the seats' colours: roads (a wooden bar along a side),
settlements (a little house), cities (a bigger house with a tower), each with its seat's
symbol (ART.md: colour-blind players tell the seats apart by it) and a short soft shadow
down-right; the robber (a hooded dark figure); and the gold glow of legal places.

Sizes follow the hex size ``r`` (pixels, centre to corner); every surface is cached.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from sherwood.ui.games.settlers.art import palette as C
from sherwood.ui.games.settlers.art.shapes import capsule, hex_corners, lit
from sherwood.ui.render import draw as rdraw
from sherwood.ui.render import icons
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import SS, canvas, down, shadowed

Pt = tuple[float, float]

ROAD_LENGTH = 0.66
"""A road's length in hex sizes (a side is one hex size long)."""
ROAD_WIDTH = 0.17


def _key(r: float) -> int:
    """Sizes are cached by the hex size in half pixels."""
    return max(8, round(r * 2))


# --- roads -------------------------------------------------------------------------------------


@lru_cache(maxsize=96)
def _road(seat: int, r2: int, angle: int) -> pygame.Surface:
    r = r2 / 2
    colour = C.seat_style(seat).colour
    length, width = r * ROAD_LENGTH, r * ROAD_WIDTH
    side = round(length + width * 2.6)
    n = side * SS
    big = canvas(n)
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)
    half = length * SS / 2 - width * SS / 2
    c = n / 2
    p0, p1 = (c - ux * half, c - uy * half), (c + ux * half, c + uy * half)
    rad = width * SS / 2
    capsule(big, C.outline(colour), p0, p1, rad + max(2.0, SS * r * 0.022))
    capsule(big, P.shade(colour, 0.78), p0, p1, rad)
    # the lit upper face: shifted towards the light, thinner
    nx, ny = -uy, ux
    if nx * -0.6 + ny * -0.8 < 0:
        nx, ny = -nx, -ny
    shift = rad * 0.28
    capsule(
        big,
        colour,
        (p0[0] + nx * shift, p0[1] + ny * shift),
        (p1[0] + nx * shift, p1[1] + ny * shift),
        rad * 0.66,
    )
    hl = P.mix(colour, (255, 255, 255), 0.45)
    capsule(
        big,
        hl,
        (p0[0] + nx * rad * 0.5, p0[1] + ny * rad * 0.5),
        (p1[0] + nx * rad * 0.5, p1[1] + ny * rad * 0.5),
        rad * 0.16,
    )
    small = down(big, (side, side))
    return shadowed(small, max(1, r * 0.05), max(1, r * 0.04), 130)


def road(seat: int, r: float, angle: float) -> pygame.Surface:
    """A road of ``seat`` turned ``angle`` degrees (30, 90 or 150/-30: along a side), for
    hex size ``r``, centred in its surface with its shadow."""
    return _road(seat, _key(r), round(angle) % 180)


# --- settlements and cities -----------------------------------------------------------------

BUILDING_BOX = 1.12
"""The square a building is drawn in, in hex sizes (a city fills it; a settlement less)."""
FOOT = (0.5, 0.74)
"""Where in that square the building's footprint centre lies (on its corner)."""


def _house(
    sil_parts: list, x: float, y: float, w: float, wall: float, roof: float, depth: float
) -> dict[str, list[Pt]]:
    """The faces of a gabled house in three-quarter view: front gable (facing the viewer),
    side wall (right) and roof (up to the right); ``(x, y)`` is the front's bottom left."""
    dx, dy = depth * 0.8, -depth * 0.55
    front = [(x, y), (x + w, y), (x + w, y - wall), (x + w / 2, y - wall - roof), (x, y - wall)]
    side = [(x + w, y), (x + w + dx, y + dy), (x + w + dx, y - wall + dy), (x + w, y - wall)]
    top = [
        (x + w / 2, y - wall - roof),
        (x + w / 2 + dx, y - wall - roof + dy),
        (x + w + dx, y - wall + dy),
        (x + w, y - wall),
    ]
    faces = {"front": front, "side": side, "roof": top}
    sil_parts.extend(faces.values())
    return faces


def _tower(
    sil_parts: list, x: float, y: float, w: float, h: float, cap: float, depth: float
) -> dict[str, list[Pt]]:
    """A square tower with a pointed roof, in three-quarter view."""
    dx, dy = depth * 0.8, -depth * 0.55
    front = [(x, y), (x + w, y), (x + w, y - h), (x, y - h)]
    side = [(x + w, y), (x + w + dx, y + dy), (x + w + dx, y - h + dy), (x + w, y - h)]
    apex = (x + (w + dx) / 2, y - h - cap + dy / 2)
    roof_front = [(x, y - h), (x + w, y - h), apex]
    roof_side = [(x + w, y - h), (x + w + dx, y - h + dy), apex]
    faces = {"front": front, "side": side, "roof_front": roof_front, "roof_side": roof_side}
    sil_parts.extend(faces.values())
    return faces


def _paint_faces(
    big: pygame.Surface, faces: dict[str, list[Pt]], colour: C.Color, edge: C.Color, width: float
) -> None:
    tones = {"front": 1.0, "side": 0.66, "roof": 0.84, "roof_front": 0.92, "roof_side": 0.62}
    for name, poly in faces.items():
        pygame.draw.polygon(big, P.shade(colour, tones[name]) if tones[name] <= 1 else colour, poly)
    for poly in faces.values():
        pygame.draw.polygon(big, edge, poly, max(1, int(width)))


@lru_cache(maxsize=64)
def _building(seat: int, r2: int, city: bool, lifted: bool) -> pygame.Surface:
    r = r2 / 2
    style = C.seat_style(seat)
    colour = style.colour
    side = round(r * BUILDING_BOX * (1.08 if lifted else 1.0))
    n = side * SS
    big = canvas(n)
    edge = C.outline(colour)
    line = n * 0.018
    fx, fy = n * FOOT[0], n * FOOT[1]
    parts: list[list[Pt]] = []
    if city:
        w = n * 0.36
        depth = n * 0.22
        tower = _tower(parts, fx - n * 0.34, fy + n * 0.06, n * 0.2, n * 0.5, n * 0.2, depth * 0.8)
        house = _house(parts, fx - n * 0.16, fy + n * 0.1, w + n * 0.08, n * 0.26, n * 0.14, depth)
        sym_at, sym_px = (fx - n * 0.16 + (w + n * 0.08) / 2, fy + n * 0.1 - n * 0.13), n * 0.22
        faces = [tower, house]
    else:
        w = n * 0.36
        depth = n * 0.2
        house = _house(parts, fx - w / 2 - depth * 0.4, fy + depth * 0.27, w, n * 0.24, n * 0.16, depth)
        sym_at, sym_px = (fx - depth * 0.4, fy + depth * 0.27 - n * 0.12), n * 0.2
        faces = [house]
    sil = canvas(n)
    for poly in parts:
        pygame.draw.polygon(sil, (255, 255, 255), poly)
    big.blit(lit(sil, colour, edge, line * 1.4, 70), (0, 0))
    for f in faces:
        _paint_faces(big, f, colour, edge, line)
    # light on the ridges
    hl = P.mix(colour, (255, 255, 255), 0.5)
    if city:
        pygame.draw.line(big, hl, tower["front"][3], tower["roof_front"][2], max(1, int(line)))
    pygame.draw.line(big, hl, house["front"][4], house["front"][3], max(1, int(line)))
    # the seat's symbol on the front wall, on a little disc of the wall's contrast
    disc = P.text_on(colour)
    ring = P.shade(colour, 0.55) if disc == P.CREAM else P.mix(colour, P.INK, 0.3)
    pygame.draw.circle(big, ring, sym_at, sym_px * 0.62)
    sym = canvas(round(sym_px))
    icons.draw(style.symbol, sym, sym.get_width(), disc)
    big.blit(sym, sym.get_rect(center=(round(sym_at[0]), round(sym_at[1]))))
    small = down(big, (side, side))
    lift = 1.9 if lifted else 1.0
    return shadowed(small, max(1, r * 0.05 * lift), max(1, r * 0.04 * lift), 95 if lifted else 125)


def building(seat: int, r: float, city: bool = False, lifted: bool = False) -> pygame.Surface:
    """A settlement (or, with ``city``, a city) of ``seat`` for hex size ``r``; ``lifted``
    (the piece in hand) a little larger with a longer shadow. Put its
    :func:`building_anchor` on the corner."""
    return _building(seat, _key(r), bool(city), bool(lifted))


def building_anchor(img: pygame.Surface, r: float) -> Pt:
    """The point of a building's surface that stands on its corner."""
    w, h = img.get_size()
    return (w * FOOT[0], h * FOOT[1])


# --- the robber -----------------------------------------------------------------------------

ROBBER = (0x3A, 0x36, 0x3C)


@lru_cache(maxsize=16)
def _robber(r2: int, lifted: bool) -> pygame.Surface:
    r = r2 / 2
    h = round(r * (0.98 if lifted else 0.9))
    w = round(h * 0.62)
    big_w, big_h = w * SS, h * SS
    sil = canvas(big_w, big_h)
    W = (255, 255, 255)
    cx = big_w / 2
    # a round base, a cloak widening to the ground, a hood with a peak
    pygame.draw.ellipse(sil, W, pygame.FRect(cx - big_w * 0.42, big_h * 0.86, big_w * 0.84, big_h * 0.13))
    cloak = [
        (cx - big_w * 0.18, big_h * 0.34),
        (cx + big_w * 0.18, big_h * 0.34),
        (cx + big_w * 0.34, big_h * 0.75),
        (cx + big_w * 0.38, big_h * 0.92),
        (cx - big_w * 0.38, big_h * 0.92),
        (cx - big_w * 0.34, big_h * 0.75),
    ]
    pygame.draw.polygon(sil, W, cloak)
    pygame.draw.ellipse(sil, W, pygame.FRect(cx - big_w * 0.26, big_h * 0.27, big_w * 0.52, big_h * 0.2))
    pygame.draw.circle(sil, W, (cx, big_h * 0.22), big_w * 0.24)
    pygame.draw.polygon(
        sil,
        W,
        [
            (cx - big_w * 0.16, big_h * 0.12),
            (cx + big_w * 0.06, big_h * 0.0),
            (cx + big_w * 0.2, big_h * 0.16),
        ],
    )
    big = lit(sil, ROBBER, (0x14, 0x12, 0x16), SS * r * 0.022, 110)
    # the face in the hood's shadow, two pale eyes
    face = pygame.FRect(cx - big_w * 0.13, big_h * 0.17, big_w * 0.26, big_h * 0.15)
    pygame.draw.ellipse(big, (0x12, 0x10, 0x12), face)
    for ex in (-0.055, 0.055):
        pygame.draw.circle(big, (0xD8, 0xC8, 0x8E), (cx + big_w * ex, big_h * 0.245), big_w * 0.025)
    # the cloak's folds, a belt, the base's rim
    fold = P.shade(ROBBER, 0.6)
    for fx in (-0.12, 0.1):
        pygame.draw.line(
            big, fold, (cx + big_w * fx * 0.6, big_h * 0.5), (cx + big_w * fx * 1.6, big_h * 0.88), max(1, SS)
        )
    pygame.draw.line(
        big,
        (0x6E, 0x52, 0x34),
        (cx - big_w * 0.22, big_h * 0.56),
        (cx + big_w * 0.22, big_h * 0.56),
        max(1, int(big_w * 0.03)),
    )
    pygame.draw.ellipse(
        big,
        P.shade(ROBBER, 1.5),
        pygame.FRect(cx - big_w * 0.4, big_h * 0.865, big_w * 0.8, big_h * 0.1),
        max(1, SS),
    )
    pygame.draw.arc(
        big,
        P.shade(ROBBER, 1.9),
        pygame.FRect(cx - big_w * 0.22, big_h * 0.0 + big_w * 0.0, big_w * 0.44, big_w * 0.5),
        math.pi * 0.55,
        math.pi * 0.95,
        max(1, SS),
    )
    return standing(big, (w, h), r, lifted)


def standing(big: pygame.Surface, size: tuple[int, int], r: float, lifted: bool) -> pygame.Surface:
    """A figure drawn ``SS`` times large (``big``) brought down to ``size`` for hex size ``r``,
    with room for the shadow it casts (farther when ``lifted``): the robber, Robin Hood."""
    w, h = size
    small = down(big, (w, h))
    room = max(2, round(r * 0.12))
    out = canvas(w + room, h + room)
    out.blit(small, (0, 0))
    lift = 1.9 if lifted else 1.0
    return shadowed(out, max(1, r * 0.05 * lift), max(1, r * 0.04 * lift), 130)


def robber(r: float, lifted: bool = False) -> pygame.Surface:
    """The robber for hex size ``r``; ``lifted`` while it is being moved."""
    return _robber(_key(r), bool(lifted))


def robber_anchor(r: float, lifted: bool = False) -> Pt:
    """The point of :func:`robber`'s surface that stands on the ground (the middle of its base)."""
    r = _key(r) / 2
    h = round(r * (0.98 if lifted else 0.9))
    return (round(h * 0.62) / 2, h * 0.925)


@lru_cache(maxsize=8)
def _shade(r2: int) -> pygame.Surface:
    r = r2 / 2
    side = math.ceil(r * 2) + 2
    s = canvas(side)
    pygame.draw.polygon(s, (16, 10, 20, 95), hex_corners(side / 2, side / 2, r * 0.985))
    return s


def shade_hex(surface: pygame.Surface, centre: Pt, r: float) -> None:
    """Darken the hex at ``centre``: the robber's hex produces nothing."""
    s = _shade(_key(r))
    surface.blit(s, s.get_rect(center=(round(centre[0]), round(centre[1]))))


# --- glowing targets ------------------------------------------------------------------------


@lru_cache(maxsize=16)
def _vertex_glow(r2: int, hover: bool) -> pygame.Surface:
    r = r2 / 2
    rad = r * (0.24 if hover else 0.19)
    side = math.ceil(rad * 3.4)
    halo = canvas(side)
    c = (side / 2, side / 2)
    pygame.draw.circle(halo, (*P.GOLD, 230), c, rad * 1.15)
    halo = rdraw.soft_blur(halo, max(2, int(rad * 0.4)))
    pygame.draw.circle(halo, (*P.shade(P.GOLD_DEEP, 0.7), 255), c, rad * 0.8)
    pygame.draw.circle(halo, (*P.GOLD, 255), c, rad * 0.68)
    pygame.draw.circle(
        halo, (*(P.PARCHMENT_LIGHT if hover else P.mix(P.GOLD, (255, 255, 255), 0.6)), 255), c, rad * 0.4
    )
    return halo


def vertex_glow(surface: pygame.Surface, at: Pt, r: float, alpha: int, hover: bool = False) -> None:
    """A legal corner: a gold disc with a soft halo (brighter under the pointer)."""
    g = _vertex_glow(_key(r), bool(hover))
    g.set_alpha(255 if hover else alpha)
    surface.blit(g, g.get_rect(center=(round(at[0]), round(at[1]))))


@lru_cache(maxsize=24)
def _edge_glow(r2: int, angle: int, hover: bool) -> pygame.Surface:
    r = r2 / 2
    length = r * 0.62
    rad = r * (0.1 if hover else 0.075)
    side = math.ceil(length + rad * 6)
    s = canvas(side)
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)
    c = side / 2
    p0 = (c - ux * length / 2, c - uy * length / 2)
    p1 = (c + ux * length / 2, c + uy * length / 2)
    capsule(s, (*P.GOLD, 200), p0, p1, rad * 1.9)
    s = rdraw.soft_blur(s, max(2, int(rad)))
    capsule(s, (*P.shade(P.GOLD_DEEP, 0.7), 255), p0, p1, rad)
    capsule(
        s, (*(P.PARCHMENT_LIGHT if hover else P.mix(P.GOLD, (255, 255, 255), 0.5)), 255), p0, p1, rad * 0.62
    )
    return s


def edge_glow(
    surface: pygame.Surface, ends: tuple[Pt, Pt], r: float, alpha: int, hover: bool = False
) -> None:
    """A legal side: a gold bar with a soft halo along it."""
    (ax, ay), (bx, by) = ends
    angle = round(math.degrees(math.atan2(by - ay, bx - ax))) % 180
    g = _edge_glow(_key(r), angle, bool(hover))
    g.set_alpha(255 if hover else alpha)
    surface.blit(g, g.get_rect(center=(round((ax + bx) / 2), round((ay + by) / 2))))


@lru_cache(maxsize=8)
def _hex_glow(r2: int, hover: bool) -> pygame.Surface:
    r = r2 / 2
    side = math.ceil(r * 2.4)
    s = canvas(side)
    c = side / 2
    corners = hex_corners(c, c, r * 0.93)
    pygame.draw.polygon(s, (*P.GOLD, 255), corners, max(4, int(r * 0.16)))
    s = rdraw.soft_blur(s, max(2, int(r * 0.07)))
    fill = canvas(side)
    pygame.draw.polygon(fill, (*P.GOLD, 80 if hover else 45), corners)
    s.blit(fill, (0, 0))
    edge = P.PARCHMENT_LIGHT if hover else P.mix(P.GOLD, (255, 255, 255), 0.35)
    pygame.draw.polygon(s, (*P.shade(P.GOLD_DEEP, 0.7), 255), corners, max(3, int(r * 0.07)))
    pygame.draw.polygon(
        s, (*edge, 255), hex_corners(c, c, r * 0.93 - max(1, r * 0.015)), max(2, int(r * 0.04))
    )
    return s


def hex_glow(surface: pygame.Surface, centre: Pt, r: float, alpha: int, hover: bool = False) -> None:
    """A legal hex (where the robber may go): its outline glowing gold."""
    g = _hex_glow(_key(r), bool(hover))
    g.set_alpha(255 if hover else alpha)
    surface.blit(g, g.get_rect(center=(round(centre[0]), round(centre[1]))))
