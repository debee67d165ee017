"""The dice: weapon dice in their weapon's colour (pips and a small weapon mark, or the
weapon alone on the rack) and the black skill dice; a success is ringed in gold."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from sherwood.ui.games.merry_men.art.colours import SKILL_COLOUR, WEAPON_COLOUR
from sherwood.ui.games.merry_men.art.emblems import WEAPON_DRAW, target
from sherwood.ui.games.merry_men.art.shading import lit
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import SS, canvas, shadowed, supersample

_PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}
_MARK = {
    1: (0.27, 0.27, 0.3),
    2: (0.73, 0.27, 0.3),
    3: (0.73, 0.27, 0.3),
    4: (0.5, 0.5, 0.27),
    5: (0.5, 0.25, 0.22),
    6: (0.5, 0.5, 0.24),
}


def _die_face(kind: str, face: int | None, d: int) -> pygame.Surface:
    """The die, ``d`` square at supersampled size, upright."""
    big = canvas(d)
    skill = kind == "skill"
    body = SKILL_COLOUR if skill else WEAPON_COLOUR[kind]
    pip = (0xF4, 0xF0, 0xE6) if skill else P.text_on(body)
    if not skill and kind in ("staff",):
        pip = P.INK
    rad = int(d * 0.2)
    sil = canvas(d)
    pygame.draw.rect(
        sil, (255, 255, 255), pygame.Rect(0, 0, d, d).inflate(-d * 0.06, -d * 0.06), border_radius=rad
    )
    big.blit(lit(sil, body, P.shade(body, 0.4) if not skill else (0x08, 0x08, 0x08), d * 0.03), (0, 0))
    # bevel: a lighter top face
    inner = pygame.Rect(0, 0, d, d).inflate(-d * 0.2, -d * 0.2)
    pygame.draw.rect(big, (*P.mix(body, (255, 255, 255), 0.1), 255), inner, border_radius=int(rad * 0.7))
    if face is None:
        em = canvas(round(d * 0.62))
        if skill:
            target(em, em.get_width(), pip)
        else:
            WEAPON_DRAW[kind](em, em.get_width(), pip)
        big.blit(em, em.get_rect(center=(d / 2, d / 2)))
        return big
    f = max(1, min(6, int(face)))
    pr = d * (0.085 if f < 6 else 0.078)
    for x, y in _PIPS[f]:
        pygame.draw.circle(big, P.shade(body, 0.5), (x * d + d * 0.01, y * d + d * 0.015), pr)
        pygame.draw.circle(big, pip, (x * d, y * d), pr)
    if not skill:
        mx, my, ms = _MARK[f]
        em = canvas(round(d * ms))
        WEAPON_DRAW[kind](em, em.get_width(), P.shade(body, 0.55) if kind != "staff" else P.shade(body, 0.62))
        big.blit(em, em.get_rect(center=(mx * d, my * d)))
    return big


@lru_cache(maxsize=1024)
def die(
    kind: str, face: int | None, px: int, *, success: bool | None = None, angle: float = 0.0
) -> pygame.Surface:
    """A die ``px`` square: ``kind`` a weapon id (its colour, pips and a small weapon mark) or
    ``skill`` (black, white pips); ``face`` None shows the weapon (a die on the rack).
    ``success`` True rings it in gold, False dims it; ``angle`` turns it (degrees)."""
    px = max(8, int(px))
    n = px * SS
    a = math.radians(angle)
    fit = abs(math.cos(a)) + abs(math.sin(a))
    # the rounded corners reach a little less far than a square's
    fit = 1 + (fit - 1) * 0.8
    d = round(n * 0.76 / fit)
    pad = round(n * 0.065)
    sq = canvas(d + 2 * pad)
    if success:
        # a gold frame following the die's rounded square, with a soft glow
        frame = pygame.Rect(0, 0, d + 2 * pad, d + 2 * pad)
        glow = canvas(frame.w)
        pygame.draw.rect(
            glow, (*P.GOLD, 200), frame.inflate(-pad * 0.6, -pad * 0.6), border_radius=int(d * 0.28)
        )
        sq.blit(pygame.transform.gaussian_blur(glow, max(1, pad // 3)), (0, 0))
        ring = frame.inflate(-pad * 0.8, -pad * 0.8)
        pygame.draw.rect(sq, P.GOLD_DEEP, ring, max(2, round(pad * 0.75)), border_radius=int(d * 0.26))
        pygame.draw.rect(
            sq,
            P.GOLD,
            ring.inflate(-pad * 0.2, -pad * 0.2),
            max(2, round(pad * 0.45)),
            border_radius=int(d * 0.25),
        )
    face_surf = _die_face(kind, face, d)
    sq.blit(face_surf, (pad, pad))
    if angle:
        sq = pygame.transform.rotozoom(sq, -angle, 1.0)
    small = supersample((px, px), lambda big, n: big.blit(sq, sq.get_rect(center=(n * 0.48, n * 0.48))))
    if success is False:
        grey = small.copy()
        grey.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
        grey.set_alpha(200)
        out = canvas(px)
        out.blit(grey, (0, 0))
        small = out
    return shadowed(small, px * 0.04, px * 0.03, 100 if success is not False else 60)
