"""The pieces that lie on the board: royal carriages, barricades, traps, silver pennies and
the wheel that marks an activated road."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from sherwood.ui.games.merry_men.art.colours import SILVER, WEAPON_COLOUR, WOOD
from sherwood.ui.games.merry_men.art.emblems import WEAPON_DRAW
from sherwood.ui.games.merry_men.art.shading import capsule, lit, outline_of, standing
from sherwood.ui.render import palette as P
from sherwood.ui.render import text
from sherwood.ui.render.surfaces import SS, Draw, canvas, down, shadowed, supersample


def _wheel(
    big: pygame.Surface,
    c: tuple[float, float],
    r: float,
    wood,
    spoke: int,
    *,
    rim: float = 0.82,
    inner: float = 0.62,
    hub: float = 0.16,
) -> None:
    """A cart wheel of radius ``r`` at ``c``: a dark tyre, a ``wood`` felloe (from ``rim`` to
    ``inner`` of the radius), eight spokes ``spoke`` pixels thick and a brass hub."""
    tyre = (0x2A, 0x1C, 0x10)
    pygame.draw.circle(big, tyre, c, r)
    pygame.draw.circle(big, wood, c, r * rim)
    pygame.draw.circle(big, tyre, c, r * inner)
    for k in range(8):
        a = k * math.pi / 4
        pygame.draw.line(big, wood, c, (c[0] + math.cos(a) * r * 0.7, c[1] + math.sin(a) * r * 0.7), spoke)
    pygame.draw.circle(big, P.GOLD_DEEP, c, r * hub)


def _carriage_draw(colour, weapon: str) -> Draw:
    def fn(big: pygame.Surface, n: int) -> None:
        # n is the height; the surface is 1.4 n wide
        w = big.get_width()
        u = w / 1.4  # == n
        W = (255, 255, 255)
        sil = canvas(w, n)
        body = pygame.Rect(0.16 * u, 0.2 * u, 1.08 * u, 0.5 * u)
        pygame.draw.rect(sil, W, body, border_radius=int(0.12 * u))
        pygame.draw.rect(
            sil, W, pygame.Rect(0.22 * u, 0.1 * u, 0.96 * u, 0.16 * u), border_radius=int(0.06 * u)
        )
        big.blit(lit(sil, colour, outline_of(colour), u * 0.025), (0, 0))
        trim = P.GOLD
        pygame.draw.rect(
            big, trim, pygame.Rect(0.2 * u, 0.08 * u, 1.0 * u, 0.045 * u), border_radius=int(0.02 * u)
        )
        for x in (0.28, 0.7, 1.12):
            pygame.draw.circle(big, trim, (x * u, 0.07 * u), 0.035 * u)
        # windows and the door
        glass = (0x2A, 0x2A, 0x30)
        for x in (0.28, 0.9):
            pygame.draw.rect(
                big,
                P.GOLD_DEEP,
                pygame.Rect(x * u - 0.01 * u, 0.23 * u, 0.24 * u, 0.2 * u),
                border_radius=int(0.04 * u),
            )
            pygame.draw.rect(
                big,
                glass,
                pygame.Rect(x * u + 0.01 * u, 0.25 * u, 0.2 * u, 0.16 * u),
                border_radius=int(0.03 * u),
            )
        door = pygame.Rect(0.58 * u, 0.22 * u, 0.24 * u, 0.44 * u)
        pygame.draw.rect(big, P.shade(colour, 0.8), door, border_radius=int(0.04 * u))
        pygame.draw.rect(big, P.GOLD_DEEP, door, max(1, int(u * 0.015)), border_radius=int(0.04 * u))
        em = canvas(round(0.2 * u))
        WEAPON_DRAW[weapon](em, em.get_width(), P.text_on(colour) if weapon != "staff" else P.INK)
        big.blit(em, em.get_rect(center=door.center))
        pygame.draw.line(
            big, P.shade(colour, 0.55), (0.18 * u, 0.6 * u), (1.22 * u, 0.6 * u), max(1, int(u * 0.015))
        )
        for x in (0.38, 1.04):
            _wheel(big, (x * u, 0.76 * u), 0.2 * u, (0x8A, 0x5E, 0x32), max(2, int(u * 0.025)))

    return fn


@lru_cache(maxsize=64)
def carriage(weapon: str, px: int, *, flat: bool = False) -> pygame.Surface:
    """A royal carriage in ``weapon``'s colour, seen from the side; ``round(px * 1.4)`` wide.
    ``flat``: robbed, tipped on its side and greyed."""
    px = max(8, int(px))
    W = round(px * 1.4)
    colour = WEAPON_COLOUR[weapon]
    if flat:
        colour = P.mix(colour, (0x80, 0x7A, 0x70), 0.6)
    n = px * SS
    big = canvas(round(n * 1.4), n)
    _carriage_draw(colour, weapon)(big, n)
    if flat:
        # overturned: upside down, wheels in the air, a little askew
        tipped = pygame.transform.rotozoom(pygame.transform.flip(big, False, True), 6, 0.86)
        big = canvas(W * SS, n)
        big.blit(tipped, tipped.get_rect(midbottom=(W * SS // 2, n)))
    small = down(big, (round(W * 0.92), round(px * 0.92)))
    piece = canvas(W, px)
    piece.blit(small, (round(W * 0.02), 0))
    return shadowed(piece, px * 0.04, px * 0.03)


def barricade_draw(colour) -> Draw:
    """The drawing of a barricade with a band in ``colour`` (for the piece and the
    Construction Yard's emblem)."""

    def fn(big: pygame.Surface, n: int) -> None:
        W = (255, 255, 255)
        sil = canvas(n)
        capsule(sil, W, (0.15 * n, 0.92 * n), (0.55 * n, 0.22 * n), 0.06 * n)
        capsule(sil, W, (0.85 * n, 0.92 * n), (0.45 * n, 0.22 * n), 0.06 * n)
        pygame.draw.rect(
            sil, W, pygame.Rect(0.04 * n, 0.34 * n, 0.92 * n, 0.24 * n), border_radius=int(0.05 * n)
        )
        big.blit(lit(sil, WOOD, P.shade(WOOD, 0.35), n * 0.028), (0, 0))
        # the seat-colour band painted on the plank, stripes like a road barrier
        band = pygame.Rect(0.08 * n, 0.38 * n, 0.84 * n, 0.16 * n)
        pygame.draw.rect(big, colour, band, border_radius=int(0.03 * n))
        for k in range(4):
            x = 0.14 * n + k * 0.21 * n
            pygame.draw.polygon(
                big,
                P.mix(colour, (255, 255, 255), 0.55),
                [
                    (x, band.bottom),
                    (x + 0.08 * n, band.top),
                    (x + 0.14 * n, band.top),
                    (x + 0.06 * n, band.bottom),
                ],
            )
        pygame.draw.rect(big, P.shade(colour, 0.5), band, max(1, n // 70), border_radius=int(0.03 * n))
        grain = P.shade(WOOD, 0.7)
        pygame.draw.line(big, grain, (0.2 * n, 0.8 * n), (0.3 * n, 0.62 * n), max(1, n // 80))
        pygame.draw.line(big, grain, (0.8 * n, 0.8 * n), (0.7 * n, 0.62 * n), max(1, n // 80))

    return fn


@lru_cache(maxsize=64)
def barricade(colour: tuple[int, int, int], px: int) -> pygame.Surface:
    """A wooden barricade (a plank on crossed logs) with a band in the seat ``colour``."""
    return standing(px, barricade_draw(tuple(colour[:3])), scale=0.84)


def _trap_draw(colour, sprung: bool) -> Draw:
    def fn(big: pygame.Surface, n: int) -> None:
        c = (0.5 * n, 0.56 * n)
        iron = (0x6E, 0x70, 0x74)
        pygame.draw.circle(big, P.shade(colour, 0.5), c, 0.44 * n)
        pygame.draw.circle(big, colour, c, 0.41 * n)
        pygame.draw.circle(
            big,
            P.mix(colour, (255, 255, 255), 0.35),
            (c[0] - 0.02 * n, c[1] - 0.02 * n),
            0.41 * n,
            max(1, n // 60),
        )
        pygame.draw.circle(big, P.shade(iron, 0.5), c, 0.32 * n)
        pygame.draw.circle(big, iron, c, 0.29 * n)
        teeth = 9
        if sprung:
            # the jaws shut: two arcs meeting in a toothed seam
            pygame.draw.rect(
                big, P.shade(iron, 0.6), pygame.Rect(c[0] - 0.28 * n, c[1] - 0.05 * n, 0.56 * n, 0.1 * n)
            )
            for k in range(teeth):
                x = c[0] - 0.25 * n + k * 0.5 * n / (teeth - 1)
                pygame.draw.polygon(
                    big,
                    (0xD8, 0xD8, 0xDC),
                    [(x - 0.03 * n, c[1] - 0.05 * n), (x + 0.03 * n, c[1] - 0.05 * n), (x, c[1] + 0.05 * n)],
                )
        else:
            pygame.draw.circle(big, (0x3A, 0x2E, 0x22), c, 0.2 * n)
            for k in range(teeth * 2):
                a = k * 2 * math.pi / (teeth * 2)
                r0, r1 = 0.29 * n, 0.19 * n
                p0 = (c[0] + math.cos(a - 0.14) * r0, c[1] + math.sin(a - 0.14) * r0)
                p1 = (c[0] + math.cos(a + 0.14) * r0, c[1] + math.sin(a + 0.14) * r0)
                tip = (c[0] + math.cos(a) * r1, c[1] + math.sin(a) * r1)
                pygame.draw.polygon(big, (0xD8, 0xD8, 0xDC), [p0, p1, tip])
            pygame.draw.circle(big, (0xC9, 0xA4, 0x55), c, 0.07 * n)
        # the chain and stake
        pygame.draw.circle(big, P.shade(iron, 0.4), (0.86 * n, 0.2 * n), 0.06 * n)
        for k in range(3):
            pygame.draw.ellipse(
                big,
                P.shade(iron, 0.9),
                pygame.Rect((0.7 + k * 0.05) * n, (0.34 - k * 0.05) * n, 0.06 * n, 0.04 * n),
                max(1, n // 60),
            )

    return fn


@lru_cache(maxsize=64)
def trap(colour: tuple[int, int, int], px: int, *, sprung: bool = False) -> pygame.Surface:
    """An iron jaw trap seen from above, ringed in the seat ``colour``; ``sprung``: jaws shut."""
    return standing(px, _trap_draw(tuple(colour[:3]), sprung), scale=0.86)


def penny_face(big: pygame.Surface, n: int, cx: float, cy: float, r: float, squash: float = 1.0) -> None:
    """The face of a silver penny of radius ``r`` at ``(cx, cy)``, ``squash``-ed upright
    (seen at a slant, on a stack)."""
    rim = P.shade(SILVER, 0.6)
    rect = pygame.Rect(0, 0, 2 * r, 2 * r * squash)
    rect.center = (round(cx), round(cy))
    pygame.draw.ellipse(big, rim, rect)
    inner = rect.inflate(-r * 0.14, -r * 0.14 * squash)
    pygame.draw.ellipse(big, SILVER, inner)
    pygame.draw.ellipse(
        big, P.shade(SILVER, 0.78), inner.inflate(-r * 0.3, -r * 0.3 * squash), max(1, round(r * 0.06))
    )
    # a short cross with pellets, like a silver penny
    lw = max(1, round(r * 0.12))
    dark = P.shade(SILVER, 0.62)
    pygame.draw.line(big, dark, (cx - r * 0.45, cy), (cx + r * 0.45, cy), lw)
    pygame.draw.line(big, dark, (cx, cy - r * 0.45 * squash), (cx, cy + r * 0.45 * squash), lw)
    for dx, dy in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
        pygame.draw.circle(big, dark, (cx + dx * r * 0.22, cy + dy * r * 0.22 * squash), max(1, r * 0.07))
    hl = rect.inflate(-r * 0.5, -r * 0.5 * squash).move(-r * 0.12, -r * 0.12 * squash)
    pygame.draw.arc(big, (255, 255, 255), hl, math.pi * 0.55, math.pi * 0.95, max(1, round(r * 0.07)))


@lru_cache(maxsize=64)
def penny(px: int) -> pygame.Surface:
    """A silver penny with a short cross."""
    px = max(6, int(px))
    coin = supersample((px, px), lambda big, n: penny_face(big, n, n * 0.47, n * 0.47, n * 0.42))
    return shadowed(coin, px * 0.04, px * 0.03)


@lru_cache(maxsize=256)
def penny_stack(n: int, px: int, *, label: bool = True) -> pygame.Surface:
    """``n`` pennies stacked, ``px`` square; from 5 up the count is written on the top coin
    (``label=False``: never, the caller shows the count)."""
    px = max(8, int(px))
    N = px * SS
    big = canvas(N)
    shown = max(0, min(int(n), 10))
    r = N * 0.4
    squash = 0.55
    thick = N * (0.05 if shown <= 5 else 0.035)
    cx = N * 0.48
    bottom = N * 0.93 - r * squash
    if shown == 0:
        rect = pygame.Rect(0, 0, 2 * r, 2 * r * squash)
        rect.center = (round(cx), round(bottom))
        pygame.draw.ellipse(big, (*P.INK_SOFT, 110), rect, max(2, N // 40))
    for k in range(shown):
        cy = bottom - k * thick
        rect = pygame.Rect(0, 0, 2 * r, 2 * r * squash)
        rect.center = (round(cx), round(cy + thick * 0.5))
        pygame.draw.ellipse(big, P.shade(SILVER, 0.45), rect)
        rect.center = (round(cx), round(cy))
        pygame.draw.ellipse(big, P.shade(SILVER, 0.72), rect.move(0, round(thick * 0.3)))
        pygame.draw.ellipse(big, P.shade(SILVER, 0.5 if k % 2 else 0.55), rect, max(1, N // 120))
    if shown:
        top = bottom - (shown - 1) * thick
        penny_face(big, N, cx, top - thick * 0.3, r, squash)
    small = down(big, (px, px))
    if label and (n >= 5 or n == 0):
        count = str(int(n))
        top_y = (bottom - (max(shown, 1) - 1) * thick - thick * 0.3) / SS
        room = pygame.FRect(0, 0, round(px * 0.6), 0).move_to(center=(cx / SS, top_y))
        size = round(px * 0.34)
        text.line(small, count, "sans-bold", size, P.INK, room, "center", minimum=6, shadow=(255, 255, 255))
    return shadowed(small, px * 0.035, px * 0.03)


@lru_cache(maxsize=32)
def road_token(px: int) -> pygame.Surface:
    """A carriage wheel: a road is activated (its carriages move)."""
    px = max(6, int(px))

    def wheel(big: pygame.Surface, n: int) -> None:
        wood = (0x9A, 0x6A, 0x3A)
        _wheel(big, (n * 0.46, n * 0.5), n * 0.4, wood, max(2, n // 22), rim=0.84, inner=0.66, hub=0.2)

    return shadowed(supersample((px, px), wheel), px * 0.04, px * 0.03)
