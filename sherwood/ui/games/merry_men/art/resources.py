"""Merry Men's resources, drawn once: the icon set that the cards, the tiles, the seat panels,
the dialogs and the printed board all take their resource pictures from.

``RESOURCE_ICONS`` draws every key a gain, cost or reward of the content may have
(``content.GAIN_KEYS``), the guard of ransom tiles and the any-weapon die; ``resource(kind,
px)`` is a token of it with its soft shadow.
"""

from __future__ import annotations

import math

import pygame

from sherwood.ui.games.merry_men.art.colours import IRON, TABARD, WEAPON_COLOUR, WEAPONS
from sherwood.ui.games.merry_men.art.emblems import WEAPON_DRAW, star
from sherwood.ui.games.merry_men.art.shading import capsule, lit, pts
from sherwood.ui.games.merry_men.art.tokens import penny_face
from sherwood.ui.kit.icon_set import IconSet
from sherwood.ui.render import palette as P
from sherwood.ui.render import text
from sherwood.ui.render.surfaces import Draw, canvas, down, shadowed

RESOURCES = ("wood", "iron", "tools", "distraction", "pennies", "vp", "guard", "renown", "die_any")
"""The plain token kinds of ``resource``; it also draws ``loot`` and ``weapon_<type>``."""


def wood_log(big: pygame.Surface, n: int) -> None:
    """Wood: a log, its cut end showing its rings."""
    bark = (0x7A, 0x4E, 0x2A)
    body = pygame.Rect(0.12 * n, 0.3 * n, 0.72 * n, 0.4 * n)
    pygame.draw.rect(big, P.shade(bark, 0.5), body.inflate(0.04 * n, 0.04 * n), border_radius=int(0.2 * n))
    pygame.draw.rect(big, bark, body, border_radius=int(0.18 * n))
    pygame.draw.line(big, P.shade(bark, 1.3), (0.2 * n, 0.38 * n), (0.7 * n, 0.38 * n), max(1, n // 30))
    pygame.draw.line(big, P.shade(bark, 0.7), (0.25 * n, 0.55 * n), (0.6 * n, 0.56 * n), max(1, n // 40))
    end = pygame.Rect(0.66 * n, 0.28 * n, 0.26 * n, 0.44 * n)
    pygame.draw.ellipse(big, P.shade(bark, 0.5), end.inflate(0.03 * n, 0.03 * n))
    pygame.draw.ellipse(big, (0xE2, 0xC0, 0x86), end)
    pygame.draw.ellipse(big, (0xB8, 0x8E, 0x55), end.inflate(-0.1 * n, -0.16 * n), max(1, n // 40))
    pygame.draw.ellipse(big, (0xB8, 0x8E, 0x55), end.inflate(-0.18 * n, -0.3 * n))


def iron_ingot(big: pygame.Surface, n: int) -> None:
    """Iron: an ingot, lit on its top."""
    top = [(0.28, 0.3), (0.72, 0.3), (0.86, 0.44), (0.42, 0.44)]
    front = [(0.14, 0.44), (0.42, 0.44), (0.36, 0.7), (0.08, 0.7)]
    side = [(0.42, 0.44), (0.86, 0.44), (0.8, 0.7), (0.36, 0.7)]
    left = [(0.28, 0.3), (0.42, 0.44), (0.14, 0.44)]
    base = (0x7C, 0x86, 0x92)
    outline = P.shade(base, 0.4)
    allp = [(0.28, 0.3), (0.72, 0.3), (0.86, 0.44), (0.8, 0.7), (0.08, 0.7), (0.14, 0.44)]
    pygame.draw.polygon(big, outline, pts(allp, n))
    pygame.draw.polygon(big, outline, pts(allp, n), max(2, n // 20))
    pygame.draw.polygon(big, P.shade(base, 1.35), pts(top, n))
    pygame.draw.polygon(big, P.shade(base, 1.15), pts(left, n))
    pygame.draw.polygon(big, P.shade(base, 0.9), pts(front, n))
    pygame.draw.polygon(big, P.shade(base, 0.75), pts(side, n))
    pygame.draw.line(big, (255, 255, 255), (0.32 * n, 0.33 * n), (0.6 * n, 0.33 * n), max(1, n // 40))


def tools_hammer(big: pygame.Surface, n: int) -> None:
    """Tools: a hammer."""
    handle = (0xA8, 0x74, 0x40)
    capsule(big, P.shade(handle, 0.5), (0.3 * n, 0.86 * n), (0.62 * n, 0.3 * n), 0.07 * n)
    capsule(big, handle, (0.3 * n, 0.86 * n), (0.62 * n, 0.3 * n), 0.05 * n)
    head = [(0.38, 0.22), (0.58, 0.1), (0.9, 0.34), (0.78, 0.44), (0.62, 0.36), (0.5, 0.42)]
    pygame.draw.polygon(big, (0x3E, 0x42, 0x48), pts(head, n))
    inner = [(0.42, 0.23), (0.58, 0.14), (0.86, 0.34), (0.78, 0.39), (0.62, 0.31), (0.51, 0.37)]
    pygame.draw.polygon(big, (0x8E, 0x96, 0xA0), pts(inner, n))
    pygame.draw.line(big, (0xD8, 0xDC, 0xE2), (0.47 * n, 0.22 * n), (0.58 * n, 0.16 * n), max(1, n // 40))


def _smoke_bomb(big: pygame.Surface, n: int) -> None:
    puff = (0xB4, 0xB0, 0xAA)
    for x, y, r in ((0.62, 0.18, 0.1), (0.74, 0.12, 0.08), (0.7, 0.26, 0.07)):
        pygame.draw.circle(big, (*puff, 200), (x * n, y * n), r * n)
    body = (0x4A, 0x42, 0x56)
    pygame.draw.circle(big, P.shade(body, 0.5), (0.45 * n, 0.6 * n), 0.32 * n)
    pygame.draw.circle(big, body, (0.45 * n, 0.6 * n), 0.29 * n)
    pygame.draw.circle(big, P.shade(body, 1.6), (0.36 * n, 0.5 * n), 0.08 * n)
    pygame.draw.rect(
        big,
        (0x6A, 0x5E, 0x50),
        pygame.Rect(0.48 * n, 0.24 * n, 0.12 * n, 0.1 * n),
        border_radius=int(0.02 * n),
    )
    pygame.draw.line(big, (0xC9, 0xA4, 0x55), (0.55 * n, 0.25 * n), (0.6 * n, 0.18 * n), max(2, n // 30))
    pygame.draw.circle(big, (0xF2, 0xC1, 0x4E), (0.61 * n, 0.16 * n), 0.04 * n)


def _coin_draw(big: pygame.Surface, n: int) -> None:
    penny_face(big, n, n / 2, n / 2, n * 0.44)


def _laurel(big: pygame.Surface, n: int, colour=(0x5C, 0x8A, 0x3A)) -> None:
    cx, cy, r = 0.5 * n, 0.52 * n, 0.34 * n
    for side in (-1, 1):
        for k in range(6):
            a = math.pi / 2 + side * (0.35 + k * 0.42)
            x, y = cx + math.cos(a) * r, cy + math.sin(a) * r
            leaf = canvas(round(0.22 * n), round(0.11 * n))
            pygame.draw.ellipse(leaf, colour, leaf.get_rect())
            pygame.draw.ellipse(leaf, P.shade(colour, 0.6), leaf.get_rect(), max(1, n // 60))
            deg = -math.degrees(a) + (90 if side > 0 else -90) + side * 35
            rot = pygame.transform.rotate(leaf, deg)
            big.blit(rot, rot.get_rect(center=(x, y)))
    pygame.draw.polygon(
        big, P.WAX, pts([(0.44, 0.86), (0.56, 0.86), (0.62, 0.98), (0.5, 0.93), (0.38, 0.98)], n)
    )


def _vp(big: pygame.Surface, n: int) -> None:
    _laurel(big, n, (0x5C, 0x8A, 0x3A))
    pygame.draw.circle(big, P.GOLD_DEEP, (0.5 * n, 0.5 * n), 0.22 * n)
    pygame.draw.circle(big, P.GOLD, (0.5 * n, 0.5 * n), 0.19 * n)
    f = text.font("serif-bold", max(6, round(0.22 * n)))
    label = f.render("VP", True, P.INK)
    big.blit(label, label.get_rect(center=(0.5 * n, 0.52 * n)))


def guard_helmet(big: pygame.Surface, n: int) -> None:
    """A guard's great helm, from the front: iron, a T-shaped visor, a red crest."""
    sil = canvas(n)
    W = (255, 255, 255)
    pygame.draw.ellipse(sil, W, pygame.Rect(0.2 * n, 0.1 * n, 0.6 * n, 0.7 * n))
    pygame.draw.rect(sil, W, pygame.Rect(0.2 * n, 0.42 * n, 0.6 * n, 0.46 * n), border_radius=int(0.08 * n))
    big.blit(lit(sil, IRON, P.shade(IRON, 0.3), n * 0.035), (0, 0))
    slit = (0x1A, 0x18, 0x1A)
    pygame.draw.rect(
        big, slit, pygame.Rect(0.26 * n, 0.44 * n, 0.48 * n, 0.1 * n), border_radius=int(0.03 * n)
    )
    pygame.draw.rect(
        big, slit, pygame.Rect(0.45 * n, 0.44 * n, 0.1 * n, 0.3 * n), border_radius=int(0.03 * n)
    )
    pygame.draw.line(big, P.shade(IRON, 1.35), (0.32 * n, 0.22 * n), (0.32 * n, 0.38 * n), max(1, n // 30))
    crest = [(0.42, 0.14), (0.5, 0.0), (0.58, 0.14), (0.5, 0.2)]
    pygame.draw.polygon(big, TABARD, pts(crest, n))
    pygame.draw.rect(
        big, TABARD, pygame.Rect(0.2 * n, 0.82 * n, 0.6 * n, 0.06 * n), border_radius=int(0.02 * n)
    )


def _die_any(big: pygame.Surface, n: int) -> None:
    body = (0xEE, 0xE8, 0xDA)
    r = pygame.Rect(0.12 * n, 0.12 * n, 0.76 * n, 0.76 * n)
    pygame.draw.rect(big, P.shade(body, 0.45), r.inflate(0.05 * n, 0.05 * n), border_radius=int(0.16 * n))
    # four weapon colours in the corners
    q = r.w / 2
    for (dx, dy), w in zip(((0, 0), (1, 0), (0, 1), (1, 1)), WEAPONS, strict=True):
        pygame.draw.rect(
            big,
            WEAPON_COLOUR[w],
            pygame.Rect(r.x + dx * q, r.y + dy * q, q, q),
            border_top_left_radius=int(0.14 * n) if (dx, dy) == (0, 0) else 0,
            border_top_right_radius=int(0.14 * n) if (dx, dy) == (1, 0) else 0,
            border_bottom_left_radius=int(0.14 * n) if (dx, dy) == (0, 1) else 0,
            border_bottom_right_radius=int(0.14 * n) if (dx, dy) == (1, 1) else 0,
        )
    pygame.draw.circle(big, body, r.center, 0.27 * n)
    pygame.draw.circle(big, P.shade(body, 0.6), r.center, 0.27 * n, max(1, n // 50))
    f = text.font("sans-bold", max(6, round(0.4 * n)))
    label = f.render("?", True, P.INK)
    big.blit(label, label.get_rect(center=(r.centerx, r.centery + 0.01 * n)))


def loot_bag(big: pygame.Surface, n: int) -> None:
    """Loot: a green cloth bag tied with gold."""
    cloth = (0x4C, 0x7A, 0x3D)
    sil = canvas(n)
    W = (255, 255, 255)
    pygame.draw.ellipse(sil, W, pygame.Rect(0.16 * n, 0.36 * n, 0.68 * n, 0.58 * n))
    pygame.draw.polygon(sil, W, pts([(0.36, 0.4), (0.3, 0.14), (0.5, 0.24), (0.7, 0.14), (0.64, 0.4)], n))
    big.blit(lit(sil, cloth, P.shade(cloth, 0.35), n * 0.03), (0, 0))
    pygame.draw.line(big, (0xC9, 0xA4, 0x55), (0.34 * n, 0.38 * n), (0.66 * n, 0.38 * n), max(2, n // 22))
    pygame.draw.circle(big, P.GOLD, (0.5 * n, 0.66 * n), 0.11 * n)
    pygame.draw.circle(big, P.GOLD_DEEP, (0.5 * n, 0.66 * n), 0.11 * n, max(1, n // 50))


def _weapon_die_icon(weapon: str) -> Draw:
    def fn(big: pygame.Surface, n: int) -> None:
        colour = WEAPON_COLOUR[weapon]
        r = pygame.Rect(0.12 * n, 0.12 * n, 0.76 * n, 0.76 * n)
        pygame.draw.rect(
            big, P.shade(colour, 0.45), r.inflate(0.05 * n, 0.05 * n), border_radius=int(0.16 * n)
        )
        pygame.draw.rect(big, colour, r, border_radius=int(0.14 * n))
        em = canvas(round(0.56 * n))
        WEAPON_DRAW[weapon](em, em.get_width(), P.text_on(colour))
        big.blit(em, em.get_rect(center=r.center))

    return fn


def _token(big: pygame.Surface, px: int) -> pygame.Surface:
    """A resource as a token: a little smaller than its square, with its soft shadow."""
    small = down(big, (round(px * 0.94), round(px * 0.94)))
    token = canvas(px)
    token.blit(small, (0, 0))
    return shadowed(token, max(1, px * 0.035), px * 0.025, 100)


RESOURCE_ICONS = IconSet(
    {
        "wood": wood_log,
        "iron": iron_ingot,
        "tools": tools_hammer,
        "distraction": _smoke_bomb,
        "pennies": _coin_draw,
        "vp": _vp,
        "guard": guard_helmet,
        "renown": star,
        "die_any": _die_any,
        "loot": loot_bag,
        **{f"weapon_{w}": _weapon_die_icon(w) for w in WEAPONS},
    },
    aliases={"weapon_any": "die_any", "penny": "pennies", "coin": "pennies", "tool": "tools"},
    finish=_token,
    smallest=6,
)
"""Every resource of the game, drawn once (the board prints them from here too)."""


def resource(kind: str, px: int) -> pygame.Surface:
    """A token of resource ``kind`` (a name or alias of ``RESOURCE_ICONS``: wood, iron, tools,
    distraction, pennies, vp, guard, renown, loot, weapon_<type>, weapon_any), ``px``
    square, with its soft shadow; cached."""
    return RESOURCE_ICONS.image(kind, px)
