"""The pieces, dice, tiles and cards of Robin Hood and the Merry Men, drawn in code.

Every function returns a cached transparent surface of exactly the size asked for. Curvy
shapes are drawn four times too big and scaled down smoothly (as in ``render/icons.py``);
pieces carry a short soft shadow down-right inside their surface (light from the top left).
The art reads only the game's content (names, gains, values), never a match's state.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from functools import lru_cache

import pygame

from sherwood.games.merry_men.content import load_content
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P

Color = tuple[int, int, int]
SS = 4  # supersampling factor for pieces and icons

WEAPONS = ("bow", "sword", "staff", "axe")
WEAPON_COLOUR: dict[str, Color] = {
    "bow": (0x3F, 0x8F, 0x4A),
    "sword": (0x3B, 0x6F, 0xB0),
    "staff": (0xD9, 0xA9, 0x34),
    "axe": (0xD9, 0x6C, 0x9E),
}
SKILL_COLOUR: Color = (0x26, 0x22, 0x20)
IRON: Color = (0x8A, 0x8F, 0x96)
TABARD: Color = (0xA4, 0x32, 0x2A)
SILVER: Color = (0xC9, 0xCC, 0xCF)
WOOD: Color = (0x9A, 0x68, 0x3A)
ROYAL: Color = (0x2D, 0x4A, 0x8C)
VILLAIN_RED: Color = (0x6E, 0x1E, 0x1A)
TUCK_BROWN: Color = (0x7A, 0x55, 0x33)
SPY_BLACK: Color = (0x24, 0x22, 0x26)
EDICT_GREY: Color = (0xB8, 0xB0, 0x9C)
SKIN: Color = (0xE3, 0xB8, 0x8E)

RESOURCES = ("wood", "iron", "tools", "distraction", "pennies", "vp", "guard", "renown", "die_any")
"""The token kinds of ``resource``; it also knows ``loot`` and ``weapon_<type>``."""

VILLAINS = ("sheriff", "guy", "john")
DECKS = ("merry_men", "villain", "quest", "tuck", "spy", "edict")

LOCATION_COLOUR: dict[str, Color] = {
    "lumber_camp": (0x6E, 0x4B, 0x2A),
    "iron_forge": (0x55, 0x5D, 0x66),
    "workshop": (0x9C, 0x74, 0x2C),
    "church": (0x6A, 0x5A, 0x86),
    "weapon_cache": (0x3B, 0x5A, 0x7A),
    "market_square": (0x9A, 0x3C, 0x30),
    "construction_yard": (0x7A, 0x5C, 0x3E),
    "crusade": ROYAL,
    "archery_range": (0x3F, 0x7A, 0x3F),
}

HERO_LOOK: dict[str, tuple[Color, str, str]] = {
    # hero id: (the figure's colour, its emblem, its initial)
    "robin_hood": ((0x3E, 0x7A, 0x36), "bow", "R"),
    "will_scarlet": ((0xB0, 0x2A, 0x2A), "sword", "W"),
    "little_john": ((0x8A, 0x62, 0x38), "staff", "J"),
    "jane_fortune": ((0x3A, 0x6E, 0x8E), "key", "F"),
    "maid_marian": ((0x8E, 0x4E, 0x9A), "rose", "M"),
}

Draw = Callable[[pygame.Surface, int], None]


# --- small helpers ------------------------------------------------------------------------------


def _surf(w: int, h: int | None = None) -> pygame.Surface:
    return pygame.Surface((max(1, int(w)), max(1, int(h if h is not None else w))), pygame.SRCALPHA)


def _down(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(big, (max(1, size[0]), max(1, size[1])))


def _pts(points, n: float, ox: float = 0.0, oy: float = 0.0):
    return [(ox + x * n, oy + y * n) for x, y in points]


def _capsule(s: pygame.Surface, colour, a, b, r: float) -> None:
    """A thick line with round ends from ``a`` to ``b`` (radius ``r``)."""
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    d = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / d * r, dx / d * r
    pygame.draw.polygon(
        s, colour, [(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)]
    )
    pygame.draw.circle(s, colour, a, r)
    pygame.draw.circle(s, colour, b, r)


def _tint(sil: pygame.Surface, colour) -> pygame.Surface:
    """The white silhouette ``sil`` in ``colour`` (alpha kept)."""
    s = sil.copy()
    s.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    return s


@lru_cache(maxsize=64)
def _light(w: int, h: int) -> pygame.Surface:
    """Light from the top left: white fading to clear, then clear to black at the bottom right."""
    small = _surf(24, 24)
    for y in range(24):
        for x in range(24):
            t = (x + y * 1.2) / (23 * 2.2)
            if t < 0.45:
                small.set_at((x, y), (255, 248, 230, int(110 * (0.45 - t) / 0.45)))
            else:
                small.set_at((x, y), (10, 5, 0, int(120 * (t - 0.45) / 0.55)))
    return pygame.transform.smoothscale(small, (w, h))


def _lit(sil: pygame.Surface, colour, outline=None, width: float = 0.0, light: bool = True) -> pygame.Surface:
    """``sil`` filled with ``colour``, shaded from the top left, with an ``outline`` of ``width``."""
    w, h = sil.get_size()
    out = _surf(w, h)
    if outline is not None and width > 0:
        dark = _tint(sil, outline)
        steps = 16
        for k in range(steps):
            a = 2 * math.pi * k / steps
            out.blit(dark, (round(width * math.cos(a)), round(width * math.sin(a))))
    out.blit(_tint(sil, colour), (0, 0))
    if light:
        shade = _light(w, h).copy()
        shade.blit(sil, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        out.blit(shade, (0, 0))
    return out


def _shadowed(piece: pygame.Surface, off: float, blur: float, alpha: int = 120) -> pygame.Surface:
    """``piece`` with a soft shadow of its own shape ``off`` pixels down-right (same size)."""
    w, h = piece.get_size()
    mask = pygame.mask.from_surface(piece, 60)
    sh = mask.to_surface(setcolor=(16, 9, 2, alpha), unsetcolor=(16, 9, 2, 0))
    b = max(0, round(blur))
    if b > 0:
        sh = pygame.transform.gaussian_blur(sh, b)
    out = _surf(w, h)
    o = max(1, round(off))
    out.blit(sh, (o, o))
    out.blit(piece, (0, 0))
    return out


def _figure(
    px: int, draw_fn: Draw, *, scale: float = 0.84, lift: float = 1.0, width: int | None = None
) -> pygame.Surface:
    """A standing piece: ``draw_fn(big, n)`` draws into an ``n``-square box; shadow added."""
    px = max(8, int(px))
    W = px if width is None else max(8, int(width))
    n = round(px * scale) * SS
    big = _surf(n * W // px if width else n, n)
    draw_fn(big, n)
    box = round(px * scale)
    small = _down(big, (box * W // px if width else box, box))
    canvas = _surf(W, px)
    ox = round((W - small.get_width()) / 2 - px * 0.035 * lift)
    oy = round(px - small.get_height() - px * 0.06 * lift)
    canvas.blit(small, (ox, max(0, oy)))
    return _shadowed(canvas, px * 0.045 * lift, px * 0.03 * lift, 115 if lift <= 1 else 95)


def _outline_of(colour) -> Color:
    return P.mix(P.shade(colour, 0.35), P.INK, 0.5)


# --- content lookups -----------------------------------------------------------------------------


def _content():
    return load_content()


def _place_name(place: str) -> str:
    c = _content()
    if place in c.locations:
        return c.locations[place].name
    if place in c.roads:
        road = c.roads[place]
        return road.name
    if place in c.hero_locations:
        return c.hero_locations[place].name
    return place.replace("_", " ").title()


# --- Merry Men, guards, villains, heroes ---------------------------------------------------------


def _meeple_sil(big: pygame.Surface, n: int, hood: bool = True) -> None:
    W = (255, 255, 255)
    body = [
        (0.34, 0.33),
        (0.66, 0.33),
        (0.73, 0.58),
        (0.90, 0.92),
        (0.86, 0.985),
        (0.60, 0.985),
        (0.5, 0.80),
        (0.40, 0.985),
        (0.14, 0.985),
        (0.10, 0.92),
        (0.27, 0.58),
    ]
    pygame.draw.polygon(big, W, _pts(body, n))
    _capsule(big, W, (0.36 * n, 0.40 * n), (0.10 * n, 0.56 * n), 0.085 * n)
    _capsule(big, W, (0.64 * n, 0.40 * n), (0.90 * n, 0.56 * n), 0.085 * n)
    pygame.draw.circle(big, W, (0.5 * n, 0.22 * n), 0.165 * n)
    if hood:
        pygame.draw.polygon(big, W, _pts([(0.36, 0.16), (0.55, 0.005), (0.66, 0.2)], n))
        pygame.draw.ellipse(big, W, pygame.Rect(0.25 * n, 0.28 * n, 0.5 * n, 0.17 * n))


def _meeple_draw(colour, symbol: str | None) -> Draw:
    def fn(big: pygame.Surface, n: int) -> None:
        sil = _surf(n)
        _meeple_sil(sil, n)
        big.blit(_lit(sil, colour, _outline_of(colour), n * 0.028), (0, 0))
        dark = P.shade(colour, 0.55)
        light = P.mix(colour, (255, 255, 255), 0.3)
        # the face in the hood's shadow
        pygame.draw.ellipse(big, P.shade(colour, 0.42), pygame.Rect(0.405 * n, 0.15 * n, 0.19 * n, 0.16 * n))
        pygame.draw.ellipse(
            big, P.mix(SKIN, P.shade(colour, 0.4), 0.45), pygame.Rect(0.43 * n, 0.18 * n, 0.14 * n, 0.12 * n)
        )
        # the mantle's hem and the belt
        pygame.draw.arc(
            big,
            dark,
            pygame.Rect(0.25 * n, 0.26 * n, 0.5 * n, 0.19 * n),
            math.pi * 1.05,
            math.pi * 1.95,
            max(1, n // 70),
        )
        pygame.draw.line(big, dark, (0.29 * n, 0.66 * n), (0.71 * n, 0.66 * n), max(2, n // 40))
        pygame.draw.rect(big, P.GOLD_DEEP, pygame.Rect(0.46 * n, 0.64 * n, 0.08 * n, 0.05 * n))
        pygame.draw.arc(
            big,
            light,
            pygame.Rect(0.34 * n, 0.06 * n, 0.32 * n, 0.32 * n),
            math.pi * 0.55,
            math.pi * 0.95,
            max(1, n // 60),
        )
        if symbol:
            d = round((0.34 if n <= 28 * SS else 0.27) * n)
            disc = pygame.Rect(0, 0, d, d)
            disc.center = (round(0.5 * n), round(0.5 * n))
            pygame.draw.ellipse(big, P.shade(colour, 0.7), disc)
            sym = icons.icon(symbol, round(d * 0.82), P.text_on(P.shade(colour, 0.7)))
            big.blit(sym, sym.get_rect(center=disc.center))

    return fn


@lru_cache(maxsize=256)
def meeple(
    colour: tuple[int, int, int], px: int, *, symbol: str | None = None, lifted: bool = False
) -> pygame.Surface:
    """A hooded Merry Man in the seat ``colour``, its seat ``symbol`` on the chest; ``lifted``
    is a little larger with a longer shadow (the active piece)."""
    colour = tuple(colour[:3])
    return _figure(
        px, _meeple_draw(colour, symbol), scale=0.86 if lifted else 0.8, lift=1.9 if lifted else 1.0
    )


def _guard_draw(big: pygame.Surface, n: int) -> None:
    W = (255, 255, 255)
    sil = _surf(n)
    # the pike behind, right
    _capsule(sil, W, (0.82 * n, 0.10 * n), (0.82 * n, 0.98 * n), 0.03 * n)
    pygame.draw.polygon(sil, W, _pts([(0.82, -0.0), (0.88, 0.12), (0.82, 0.17), (0.76, 0.12)], n))
    body = [(0.30, 0.36), (0.70, 0.36), (0.74, 0.62), (0.70, 0.985), (0.30, 0.985), (0.26, 0.62)]
    pygame.draw.polygon(sil, W, _pts(body, n))
    _capsule(sil, W, (0.34 * n, 0.42 * n), (0.20 * n, 0.66 * n), 0.075 * n)
    _capsule(sil, W, (0.66 * n, 0.42 * n), (0.80 * n, 0.56 * n), 0.075 * n)
    pygame.draw.circle(sil, W, (0.5 * n, 0.25 * n), 0.13 * n)
    # kettle helmet: dome + wide brim
    pygame.draw.ellipse(sil, W, pygame.Rect(0.33 * n, 0.06 * n, 0.34 * n, 0.26 * n))
    pygame.draw.ellipse(sil, W, pygame.Rect(0.22 * n, 0.17 * n, 0.56 * n, 0.09 * n))
    big.blit(_lit(sil, IRON, P.shade(IRON, 0.3), n * 0.028), (0, 0))
    dark = P.shade(IRON, 0.45)
    # the tabard
    tab = [(0.36, 0.38), (0.64, 0.38), (0.66, 0.86), (0.5, 0.93), (0.34, 0.86)]
    pygame.draw.polygon(big, TABARD, _pts(tab, n))
    pygame.draw.polygon(big, P.shade(TABARD, 0.6), _pts(tab, n), max(1, n // 80))
    pygame.draw.line(big, P.GOLD, (0.5 * n, 0.46 * n), (0.5 * n, 0.78 * n), max(2, n // 30))
    pygame.draw.line(big, P.GOLD, (0.41 * n, 0.56 * n), (0.59 * n, 0.56 * n), max(2, n // 30))
    # face under the brim and the brim's edge
    pygame.draw.ellipse(big, P.mix(SKIN, dark, 0.35), pygame.Rect(0.42 * n, 0.25 * n, 0.16 * n, 0.11 * n))
    pygame.draw.line(big, dark, (0.24 * n, 0.235 * n), (0.76 * n, 0.235 * n), max(1, n // 60))
    pygame.draw.line(big, dark, (0.5 * n, 0.985 * n), (0.5 * n, 0.9 * n), max(1, n // 60))


@lru_cache(maxsize=64)
def guard(px: int) -> pygame.Surface:
    """The Sheriff's guard: an iron-grey soldier in a kettle helmet, a red tabard and a pike."""
    return _figure(px, _guard_draw, scale=0.82)


def _robe_sil(sil: pygame.Surface, n: int, *, flare: float = 0.16) -> None:
    W = (255, 255, 255)
    robe = [
        (0.34, 0.34),
        (0.66, 0.34),
        (0.72, 0.6),
        (0.5 + 0.34 + flare * 0.2, 0.985),
        (0.5 - 0.34 - flare * 0.2, 0.985),
        (0.28, 0.6),
    ]
    pygame.draw.polygon(sil, W, _pts(robe, n))
    _capsule(sil, W, (0.36 * n, 0.40 * n), (0.22 * n, 0.62 * n), 0.08 * n)
    _capsule(sil, W, (0.64 * n, 0.40 * n), (0.78 * n, 0.62 * n), 0.08 * n)
    pygame.draw.circle(sil, W, (0.5 * n, 0.24 * n), 0.135 * n)


def _sheriff_draw(big: pygame.Surface, n: int) -> None:
    W = (255, 255, 255)
    black = (0x2A, 0x27, 0x2C)
    sil = _surf(n)
    _robe_sil(sil, n)
    # a broad hat with a brim
    pygame.draw.ellipse(sil, W, pygame.Rect(0.22 * n, 0.10 * n, 0.56 * n, 0.1 * n))
    pygame.draw.rect(sil, W, pygame.Rect(0.36 * n, 0.0 * n, 0.28 * n, 0.15 * n), border_radius=int(0.05 * n))
    big.blit(_lit(sil, black, (0x0C, 0x0A, 0x0C), n * 0.028), (0, 0))
    pygame.draw.ellipse(big, P.shade(SKIN, 0.85), pygame.Rect(0.41 * n, 0.19 * n, 0.18 * n, 0.15 * n))
    pygame.draw.rect(big, P.WAX, pygame.Rect(0.36 * n, 0.1 * n, 0.28 * n, 0.035 * n))
    # the gold chain of office
    pygame.draw.arc(
        big,
        P.GOLD,
        pygame.Rect(0.33 * n, 0.2 * n, 0.34 * n, 0.3 * n),
        math.pi * 1.05,
        math.pi * 1.95,
        max(2, n // 28),
    )
    pygame.draw.circle(big, P.GOLD, (0.5 * n, 0.5 * n), 0.055 * n)
    pygame.draw.circle(big, P.GOLD_DEEP, (0.5 * n, 0.5 * n), 0.055 * n, max(1, n // 90))
    pygame.draw.line(big, (0x50, 0x4A, 0x52), (0.5 * n, 0.58 * n), (0.5 * n, 0.98 * n), max(1, n // 70))


def _guy_draw(big: pygame.Surface, n: int) -> None:
    W = (255, 255, 255)
    red = (0x7A, 0x1F, 0x1C)
    sil = _surf(n)
    # the sword raised, behind the right arm
    _capsule(sil, W, (0.80 * n, 0.64 * n), (0.93 * n, 0.06 * n), 0.028 * n)
    _robe_sil(sil, n, flare=0.3)
    pygame.draw.polygon(sil, W, _pts([(0.37, 0.16), (0.47, 0.0), (0.66, 0.18)], n))  # hood peak
    pygame.draw.polygon(sil, W, _pts([(0.28, 0.36), (0.72, 0.36), (0.84, 0.98), (0.16, 0.98)], n))  # cloak
    big.blit(_lit(sil, red, (0x26, 0x08, 0x06), n * 0.028), (0, 0))
    sword = (0xC8, 0xCC, 0xD2)
    _capsule(big, sword, (0.80 * n, 0.56 * n), (0.925 * n, 0.08 * n), 0.022 * n)
    _capsule(big, P.GOLD_DEEP, (0.73 * n, 0.56 * n), (0.87 * n, 0.59 * n), 0.018 * n)
    pygame.draw.circle(big, (0x3B, 0x2A, 0x1E), (0.79 * n, 0.64 * n), 0.045 * n)
    pygame.draw.ellipse(big, (0x20, 0x08, 0x06), pygame.Rect(0.41 * n, 0.17 * n, 0.18 * n, 0.16 * n))
    pygame.draw.ellipse(
        big, P.mix(SKIN, (0x20, 0x08, 0x06), 0.5), pygame.Rect(0.44 * n, 0.2 * n, 0.12 * n, 0.12 * n)
    )
    pygame.draw.line(big, (0x3A, 0x10, 0x0E), (0.5 * n, 0.4 * n), (0.5 * n, 0.98 * n), max(1, n // 60))


def _john_draw(big: pygame.Surface, n: int) -> None:
    purple = (0x5E, 0x2E, 0x7E)
    sil = _surf(n)
    _robe_sil(sil, n, flare=0.4)
    big.blit(_lit(sil, purple, (0x1E, 0x0A, 0x28), n * 0.028), (0, 0))
    # ermine collar and hem
    ermine = (0xF2, 0xEE, 0xE4)
    pygame.draw.ellipse(big, ermine, pygame.Rect(0.3 * n, 0.32 * n, 0.4 * n, 0.12 * n))
    pygame.draw.rect(
        big, ermine, pygame.Rect(0.1 * n, 0.9 * n, 0.8 * n, 0.07 * n), border_radius=int(0.02 * n)
    )
    for x in (0.38, 0.5, 0.62):
        pygame.draw.circle(big, P.INK, (x * n, 0.38 * n), 0.012 * n)
    for x in (0.2, 0.35, 0.5, 0.65, 0.8):
        pygame.draw.circle(big, P.INK, (x * n, 0.935 * n), 0.012 * n)
    pygame.draw.ellipse(big, SKIN, pygame.Rect(0.41 * n, 0.16 * n, 0.18 * n, 0.17 * n))
    # the crown
    crown = [(0.36, 0.17), (0.36, 0.04), (0.43, 0.11), (0.5, 0.0), (0.57, 0.11), (0.64, 0.04), (0.64, 0.17)]
    pygame.draw.polygon(big, P.GOLD, _pts(crown, n))
    pygame.draw.polygon(big, P.GOLD_DEEP, _pts(crown, n), max(1, n // 80))
    pygame.draw.circle(big, P.WAX, (0.5 * n, 0.13 * n), 0.022 * n)
    pygame.draw.line(big, (0x3A, 0x1A, 0x50), (0.5 * n, 0.44 * n), (0.5 * n, 0.9 * n), max(1, n // 60))


_VILLAIN_DRAW: dict[str, Draw] = {"sheriff": _sheriff_draw, "guy": _guy_draw, "john": _john_draw}


@lru_cache(maxsize=64)
def villain(villain_id: str, px: int) -> pygame.Surface:
    """The Sheriff (black, gold chain), Guy of Gisborne (dark red, hooded, sword) or Prince
    John (purple, crown)."""
    return _figure(px, _VILLAIN_DRAW[villain_id], scale=0.88)


def _hero_draw(hero_id: str, colour) -> Draw:
    look, emblem, initial = HERO_LOOK.get(hero_id, ((0x55, 0x55, 0x55), "star", hero_id[:1].upper()))

    def fn(big: pygame.Surface, n: int) -> None:
        # round base in the seat colour
        base = pygame.Rect(0.06 * n, 0.76 * n, 0.88 * n, 0.23 * n)
        pygame.draw.ellipse(big, P.shade(colour, 0.5), base.move(0, 0.015 * n))
        pygame.draw.ellipse(big, colour, base)
        pygame.draw.ellipse(big, P.shade(colour, 0.45), base, max(1, n // 70))
        pygame.draw.arc(
            big,
            P.mix(colour, (255, 255, 255), 0.4),
            base.inflate(-0.1 * n, -0.05 * n),
            math.pi * 0.55,
            math.pi * 0.95,
            max(1, n // 60),
        )
        # the standee: an arched plaque with the figure
        plaque = pygame.Rect(0.16 * n, 0.0 * n, 0.68 * n, 0.84 * n)
        sil = _surf(n)
        pygame.draw.rect(
            sil,
            (255, 255, 255),
            plaque,
            border_top_left_radius=int(0.34 * n),
            border_top_right_radius=int(0.34 * n),
            border_bottom_left_radius=int(0.03 * n),
            border_bottom_right_radius=int(0.03 * n),
        )
        big.blit(_lit(sil, P.mix(P.PARCHMENT_LIGHT, look, 0.12), P.shade(colour, 0.4), n * 0.035), (0, 0))
        fig = _surf(n)
        _meeple_sil(fig, n)
        small = pygame.transform.smoothscale(
            _lit(fig, look, _outline_of(look), n * 0.03), (round(n * 0.62), round(n * 0.62))
        )
        big.blit(small, (round(0.19 * n), round(0.16 * n)))
        # the hero's emblem, held across the figure, dark with a cream edge
        d = round(n * 0.46)
        draw_em = _WEAPON_DRAW.get(emblem) or _emblem_extra.get(emblem, _star_draw)
        edge, em = _surf(d), _surf(d)
        draw_em(edge, d, P.CREAM)
        draw_em(em, d, P.shade(look, 0.4) if emblem != "rose" else P.WAX)
        at = (round(0.42 * n), round(0.3 * n))
        for k in range(8):
            a = k * math.pi / 4
            big.blit(edge, (at[0] + round(math.cos(a) * n * 0.018), at[1] + round(math.sin(a) * n * 0.018)))
        big.blit(em, at)
        # the initial on the base
        f = text.font("serif-bold", max(6, round(0.17 * n)))
        label = f.render(initial, True, P.text_on(colour))
        big.blit(label, label.get_rect(center=(0.5 * n, 0.905 * n)))

    return fn


@lru_cache(maxsize=64)
def hero(hero_id: str, colour: tuple[int, int, int], px: int) -> pygame.Surface:
    """A hero standee on a round base in the seat ``colour``: the hero's figure and emblem."""
    colour = tuple(colour[:3])
    return _figure(px, _hero_draw(hero_id, colour), scale=0.88)


def _tuck_draw(big: pygame.Surface, n: int) -> None:
    W = (255, 255, 255)
    sil = _surf(n)
    pygame.draw.ellipse(sil, W, pygame.Rect(0.14 * n, 0.3 * n, 0.72 * n, 0.69 * n))
    pygame.draw.circle(sil, W, (0.5 * n, 0.22 * n), 0.16 * n)
    _capsule(sil, W, (0.3 * n, 0.46 * n), (0.08 * n, 0.66 * n), 0.085 * n)
    _capsule(sil, W, (0.7 * n, 0.46 * n), (0.92 * n, 0.66 * n), 0.085 * n)
    big.blit(_lit(sil, TUCK_BROWN, P.shade(TUCK_BROWN, 0.3), n * 0.028), (0, 0))
    pygame.draw.circle(big, SKIN, (0.5 * n, 0.22 * n), 0.13 * n)
    pygame.draw.circle(big, P.shade(SKIN, 1.08), (0.46 * n, 0.16 * n), 0.045 * n)
    pygame.draw.arc(
        big,
        P.shade(TUCK_BROWN, 0.7),
        pygame.Rect(0.36 * n, 0.06 * n, 0.28 * n, 0.3 * n),
        math.pi * 0.1,
        math.pi * 0.9,
        max(2, n // 30),
    )
    pygame.draw.arc(
        big,
        (0x5A, 0x3E, 0x26),
        pygame.Rect(0.4 * n, 0.22 * n, 0.2 * n, 0.1 * n),
        math.pi * 1.1,
        math.pi * 1.9,
        max(1, n // 70),
    )
    rope = (0xE0, 0xCC, 0x96)
    pygame.draw.arc(
        big,
        rope,
        pygame.Rect(0.16 * n, 0.48 * n, 0.68 * n, 0.2 * n),
        math.pi * 1.0,
        math.pi * 2.0,
        max(2, n // 32),
    )
    _capsule(big, rope, (0.56 * n, 0.68 * n), (0.6 * n, 0.86 * n), 0.015 * n)
    pygame.draw.line(big, P.shade(TUCK_BROWN, 0.6), (0.5 * n, 0.7 * n), (0.5 * n, 0.98 * n), max(1, n // 60))


@lru_cache(maxsize=32)
def tuck(px: int) -> pygame.Surface:
    """Friar Tuck: round, in a brown robe with a rope belt."""
    return _figure(px, _tuck_draw, scale=0.82)


def _pawn_draw(big: pygame.Surface, n: int) -> None:
    W = (255, 255, 255)
    grey = (0x8C, 0x8C, 0x8A)
    sil = _surf(n)
    pygame.draw.circle(sil, W, (0.5 * n, 0.2 * n), 0.17 * n)
    pygame.draw.ellipse(sil, W, pygame.Rect(0.3 * n, 0.34 * n, 0.4 * n, 0.1 * n))
    pygame.draw.polygon(sil, W, _pts([(0.4, 0.38), (0.6, 0.38), (0.72, 0.86), (0.28, 0.86)], n))
    pygame.draw.ellipse(sil, W, pygame.Rect(0.14 * n, 0.8 * n, 0.72 * n, 0.19 * n))
    big.blit(_lit(sil, grey, P.shade(grey, 0.35), n * 0.028), (0, 0))
    pygame.draw.arc(
        big,
        P.shade(grey, 1.3),
        pygame.Rect(0.38 * n, 0.07 * n, 0.24 * n, 0.24 * n),
        math.pi * 0.55,
        math.pi * 1.0,
        max(2, n // 40),
    )


@lru_cache(maxsize=32)
def agent(px: int) -> pygame.Surface:
    """A grey pawn: the Sheriff's agent in the solo game."""
    return _figure(px, _pawn_draw, scale=0.8)


# --- carriages, barricades, traps ----------------------------------------------------------------


def _carriage_draw(colour, weapon: str) -> Callable[[pygame.Surface, int], None]:
    def fn(big: pygame.Surface, n: int) -> None:
        # n is the height; the surface is 1.4 n wide
        w = big.get_width()
        u = w / 1.4  # == n
        W = (255, 255, 255)
        sil = _surf(w, n)
        body = pygame.Rect(0.16 * u, 0.2 * u, 1.08 * u, 0.5 * u)
        pygame.draw.rect(sil, W, body, border_radius=int(0.12 * u))
        pygame.draw.rect(
            sil, W, pygame.Rect(0.22 * u, 0.1 * u, 0.96 * u, 0.16 * u), border_radius=int(0.06 * u)
        )
        big.blit(_lit(sil, colour, _outline_of(colour), u * 0.025), (0, 0))
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
        em = _surf(round(0.2 * u))
        _WEAPON_DRAW[weapon](em, em.get_width(), P.text_on(colour) if weapon != "staff" else P.INK)
        big.blit(em, em.get_rect(center=door.center))
        pygame.draw.line(
            big, P.shade(colour, 0.55), (0.18 * u, 0.6 * u), (1.22 * u, 0.6 * u), max(1, int(u * 0.015))
        )
        # wheels
        for x, r in ((0.38, 0.2), (1.04, 0.2)):
            c = (x * u, 0.76 * u)
            pygame.draw.circle(big, (0x2A, 0x1C, 0x10), c, r * u)
            pygame.draw.circle(big, (0x8A, 0x5E, 0x32), c, r * u * 0.82)
            pygame.draw.circle(big, (0x2A, 0x1C, 0x10), c, r * u * 0.62)
            for k in range(8):
                a = k * math.pi / 4
                pygame.draw.line(
                    big,
                    (0x8A, 0x5E, 0x32),
                    c,
                    (c[0] + math.cos(a) * r * u * 0.7, c[1] + math.sin(a) * r * u * 0.7),
                    max(2, int(u * 0.025)),
                )
            pygame.draw.circle(big, P.GOLD_DEEP, c, r * u * 0.16)

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
    big = _surf(round(n * 1.4), n)
    _carriage_draw(colour, weapon)(big, n)
    if flat:
        # overturned: upside down, wheels in the air, a little askew
        big = pygame.transform.rotozoom(pygame.transform.flip(big, False, True), 6, 0.86)
        canvas = _surf(W * SS, n)
        canvas.blit(big, big.get_rect(midbottom=(W * SS // 2, n)))
        big = canvas
    small = _down(big, (round(W * 0.92), round(px * 0.92)))
    canvas = _surf(W, px)
    canvas.blit(small, (round(W * 0.02), 0))
    return _shadowed(canvas, px * 0.04, px * 0.03)


def _barricade_draw(colour) -> Draw:
    def fn(big: pygame.Surface, n: int) -> None:
        W = (255, 255, 255)
        sil = _surf(n)
        _capsule(sil, W, (0.15 * n, 0.92 * n), (0.55 * n, 0.22 * n), 0.06 * n)
        _capsule(sil, W, (0.85 * n, 0.92 * n), (0.45 * n, 0.22 * n), 0.06 * n)
        pygame.draw.rect(
            sil, W, pygame.Rect(0.04 * n, 0.34 * n, 0.92 * n, 0.24 * n), border_radius=int(0.05 * n)
        )
        big.blit(_lit(sil, WOOD, P.shade(WOOD, 0.35), n * 0.028), (0, 0))
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
    return _figure(px, _barricade_draw(tuple(colour[:3])), scale=0.84)


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
    return _figure(px, _trap_draw(tuple(colour[:3]), sprung), scale=0.86)


# --- pennies and resources -----------------------------------------------------------------------


def _penny_face(big: pygame.Surface, n: int, cx: float, cy: float, r: float, squash: float = 1.0) -> None:
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
    n = px * SS
    big = _surf(n)
    _penny_face(big, n, n * 0.47, n * 0.47, n * 0.42)
    return _shadowed(_down(big, (px, px)), px * 0.04, px * 0.03)


@lru_cache(maxsize=256)
def penny_stack(n: int, px: int, *, label: bool = True) -> pygame.Surface:
    """``n`` pennies stacked, ``px`` square; from 5 up the count is written on the top coin
    (``label=False``: never, the caller shows the count)."""
    px = max(8, int(px))
    N = px * SS
    big = _surf(N)
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
        _penny_face(big, N, cx, top - thick * 0.3, r, squash)
    small = _down(big, (px, px))
    if label and (n >= 5 or n == 0):
        count = str(int(n))
        top_y = (bottom - (max(shown, 1) - 1) * thick - thick * 0.3) / SS
        size = text.fit(count, "sans-bold", round(px * 0.34), round(px * 0.6), minimum=6)
        text.blit(
            small, count, "sans-bold", size, P.INK, (cx / SS, top_y), anchor="center", shadow=(255, 255, 255)
        )
    return _shadowed(small, px * 0.035, px * 0.03)


def _log(big: pygame.Surface, n: int) -> None:
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


def _ingot(big: pygame.Surface, n: int) -> None:
    top = [(0.28, 0.3), (0.72, 0.3), (0.86, 0.44), (0.42, 0.44)]
    front = [(0.14, 0.44), (0.42, 0.44), (0.36, 0.7), (0.08, 0.7)]
    side = [(0.42, 0.44), (0.86, 0.44), (0.8, 0.7), (0.36, 0.7)]
    left = [(0.28, 0.3), (0.42, 0.44), (0.14, 0.44)]
    base = (0x7C, 0x86, 0x92)
    outline = P.shade(base, 0.4)
    allp = [(0.28, 0.3), (0.72, 0.3), (0.86, 0.44), (0.8, 0.7), (0.08, 0.7), (0.14, 0.44)]
    pygame.draw.polygon(big, outline, _pts(allp, n))
    pygame.draw.polygon(big, outline, _pts(allp, n), max(2, n // 20))
    pygame.draw.polygon(big, P.shade(base, 1.35), _pts(top, n))
    pygame.draw.polygon(big, P.shade(base, 1.15), _pts(left, n))
    pygame.draw.polygon(big, P.shade(base, 0.9), _pts(front, n))
    pygame.draw.polygon(big, P.shade(base, 0.75), _pts(side, n))
    pygame.draw.line(big, (255, 255, 255), (0.32 * n, 0.33 * n), (0.6 * n, 0.33 * n), max(1, n // 40))


def _hammer(big: pygame.Surface, n: int) -> None:
    handle = (0xA8, 0x74, 0x40)
    _capsule(big, P.shade(handle, 0.5), (0.3 * n, 0.86 * n), (0.62 * n, 0.3 * n), 0.07 * n)
    _capsule(big, handle, (0.3 * n, 0.86 * n), (0.62 * n, 0.3 * n), 0.05 * n)
    head = [(0.38, 0.22), (0.58, 0.1), (0.9, 0.34), (0.78, 0.44), (0.62, 0.36), (0.5, 0.42)]
    pygame.draw.polygon(big, (0x3E, 0x42, 0x48), _pts(head, n))
    inner = [(0.42, 0.23), (0.58, 0.14), (0.86, 0.34), (0.78, 0.39), (0.62, 0.31), (0.51, 0.37)]
    pygame.draw.polygon(big, (0x8E, 0x96, 0xA0), _pts(inner, n))
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
    _penny_face(big, n, n / 2, n / 2, n * 0.44)


def _laurel(big: pygame.Surface, n: int, colour=(0x5C, 0x8A, 0x3A)) -> None:
    cx, cy, r = 0.5 * n, 0.52 * n, 0.34 * n
    for side in (-1, 1):
        for k in range(6):
            a = math.pi / 2 + side * (0.35 + k * 0.42)
            x, y = cx + math.cos(a) * r, cy + math.sin(a) * r
            leaf = _surf(round(0.22 * n), round(0.11 * n))
            pygame.draw.ellipse(leaf, colour, leaf.get_rect())
            pygame.draw.ellipse(leaf, P.shade(colour, 0.6), leaf.get_rect(), max(1, n // 60))
            deg = -math.degrees(a) + (90 if side > 0 else -90) + side * 35
            rot = pygame.transform.rotate(leaf, deg)
            big.blit(rot, rot.get_rect(center=(x, y)))
    pygame.draw.polygon(
        big, P.WAX, _pts([(0.44, 0.86), (0.56, 0.86), (0.62, 0.98), (0.5, 0.93), (0.38, 0.98)], n)
    )


def _vp(big: pygame.Surface, n: int) -> None:
    _laurel(big, n, (0x5C, 0x8A, 0x3A))
    pygame.draw.circle(big, P.GOLD_DEEP, (0.5 * n, 0.5 * n), 0.22 * n)
    pygame.draw.circle(big, P.GOLD, (0.5 * n, 0.5 * n), 0.19 * n)
    f = text.font("serif-bold", max(6, round(0.22 * n)))
    label = f.render("VP", True, P.INK)
    big.blit(label, label.get_rect(center=(0.5 * n, 0.52 * n)))


def _helmet_small(big: pygame.Surface, n: int) -> None:
    """A guard's great helm, from the front: iron, a T-shaped visor, a red crest."""
    sil = _surf(n)
    W = (255, 255, 255)
    pygame.draw.ellipse(sil, W, pygame.Rect(0.2 * n, 0.1 * n, 0.6 * n, 0.7 * n))
    pygame.draw.rect(sil, W, pygame.Rect(0.2 * n, 0.42 * n, 0.6 * n, 0.46 * n), border_radius=int(0.08 * n))
    big.blit(_lit(sil, IRON, P.shade(IRON, 0.3), n * 0.035), (0, 0))
    slit = (0x1A, 0x18, 0x1A)
    pygame.draw.rect(
        big, slit, pygame.Rect(0.26 * n, 0.44 * n, 0.48 * n, 0.1 * n), border_radius=int(0.03 * n)
    )
    pygame.draw.rect(
        big, slit, pygame.Rect(0.45 * n, 0.44 * n, 0.1 * n, 0.3 * n), border_radius=int(0.03 * n)
    )
    pygame.draw.line(big, P.shade(IRON, 1.35), (0.32 * n, 0.22 * n), (0.32 * n, 0.38 * n), max(1, n // 30))
    crest = [(0.42, 0.14), (0.5, 0.0), (0.58, 0.14), (0.5, 0.2)]
    pygame.draw.polygon(big, TABARD, _pts(crest, n))
    pygame.draw.rect(
        big, TABARD, pygame.Rect(0.2 * n, 0.82 * n, 0.6 * n, 0.06 * n), border_radius=int(0.02 * n)
    )


def _star_draw(big: pygame.Surface, n: int, colour=P.GOLD) -> None:
    pts = []
    for i in range(10):
        r = 0.46 * n if i % 2 == 0 else 0.2 * n
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((n / 2 + r * math.cos(a), n * 0.53 + r * math.sin(a)))
    pygame.draw.polygon(big, P.shade(colour, 0.6), pts)
    inner = [(n / 2 + (x - n / 2) * 0.84, n * 0.53 + (y - n * 0.53) * 0.84) for x, y in pts]
    pygame.draw.polygon(big, colour, inner)
    pygame.draw.polygon(
        big, P.mix(colour, (255, 255, 255), 0.5), [inner[9], inner[0], inner[1], (n / 2, n * 0.53)]
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


def _loot_bag(big: pygame.Surface, n: int) -> None:
    cloth = (0x4C, 0x7A, 0x3D)
    sil = _surf(n)
    W = (255, 255, 255)
    pygame.draw.ellipse(sil, W, pygame.Rect(0.16 * n, 0.36 * n, 0.68 * n, 0.58 * n))
    pygame.draw.polygon(sil, W, _pts([(0.36, 0.4), (0.3, 0.14), (0.5, 0.24), (0.7, 0.14), (0.64, 0.4)], n))
    big.blit(_lit(sil, cloth, P.shade(cloth, 0.35), n * 0.03), (0, 0))
    pygame.draw.line(big, (0xC9, 0xA4, 0x55), (0.34 * n, 0.38 * n), (0.66 * n, 0.38 * n), max(2, n // 22))
    pygame.draw.circle(big, P.GOLD, (0.5 * n, 0.66 * n), 0.11 * n)
    pygame.draw.circle(big, P.GOLD_DEEP, (0.5 * n, 0.66 * n), 0.11 * n, max(1, n // 50))


def _weapon_die_icon(weapon: str) -> Callable[[pygame.Surface, int], None]:
    def fn(big: pygame.Surface, n: int) -> None:
        colour = WEAPON_COLOUR[weapon]
        r = pygame.Rect(0.12 * n, 0.12 * n, 0.76 * n, 0.76 * n)
        pygame.draw.rect(
            big, P.shade(colour, 0.45), r.inflate(0.05 * n, 0.05 * n), border_radius=int(0.16 * n)
        )
        pygame.draw.rect(big, colour, r, border_radius=int(0.14 * n))
        em = _surf(round(0.56 * n))
        _WEAPON_DRAW[weapon](em, em.get_width(), P.text_on(colour))
        big.blit(em, em.get_rect(center=r.center))

    return fn


_RESOURCE_DRAW: dict[str, Callable[[pygame.Surface, int], None]] = {
    "wood": _log,
    "iron": _ingot,
    "tools": _hammer,
    "distraction": _smoke_bomb,
    "pennies": _coin_draw,
    "vp": _vp,
    "guard": _helmet_small,
    "renown": _star_draw,
    "die_any": _die_any,
    "loot": _loot_bag,
    **{f"weapon_{w}": _weapon_die_icon(w) for w in WEAPONS},
}


@lru_cache(maxsize=512)
def resource(kind: str, px: int) -> pygame.Surface:
    """A token: wood, iron, tools, distraction, pennies, vp, guard, renown, die_any (also
    loot and weapon_<type>), ``px`` square, with a soft shadow."""
    px = max(6, int(px))
    n = px * SS
    big = _surf(n)
    key = {"weapon_any": "die_any", "penny": "pennies", "tool": "tools"}.get(kind, kind)
    _RESOURCE_DRAW[key](big, n)
    small = _down(big, (round(px * 0.94), round(px * 0.94)))
    canvas = _surf(px)
    canvas.blit(small, (0, 0))
    return _shadowed(canvas, max(1, px * 0.035), px * 0.025, 100)


# --- weapons and dice ----------------------------------------------------------------------------


def _bow(big: pygame.Surface, n: int, colour) -> None:
    lw = max(2, round(n * 0.085))
    rect = pygame.Rect(-0.32 * n, 0.08 * n, 0.9 * n, 0.84 * n)
    pygame.draw.arc(big, colour, rect, -math.pi / 2 + 0.08, math.pi / 2 - 0.08, lw)
    top, bottom = (0.16 * n, 0.12 * n), (0.16 * n, 0.88 * n)
    pygame.draw.line(big, colour, top, bottom, max(1, round(n * 0.03)))
    # the arrow, nocked
    pygame.draw.line(big, colour, (0.1 * n, 0.5 * n), (0.86 * n, 0.5 * n), max(1, round(n * 0.045)))
    pygame.draw.polygon(big, colour, _pts([(0.96, 0.5), (0.8, 0.41), (0.84, 0.5), (0.8, 0.59)], n))
    pygame.draw.polygon(big, colour, _pts([(0.06, 0.42), (0.2, 0.5), (0.06, 0.58), (0.1, 0.5)], n))


def _sword(big: pygame.Surface, n: int, colour) -> None:
    blade = [(0.9, 0.06), (0.94, 0.1), (0.93, 0.16), (0.46, 0.62), (0.38, 0.54), (0.84, 0.07)]
    pygame.draw.polygon(big, colour, _pts(blade, n))
    _capsule(big, colour, (0.24 * n, 0.5 * n), (0.5 * n, 0.76 * n), 0.055 * n)
    _capsule(big, colour, (0.38 * n, 0.62 * n), (0.18 * n, 0.82 * n), 0.05 * n)
    pygame.draw.circle(big, colour, (0.14 * n, 0.86 * n), 0.085 * n)


def _staff(big: pygame.Surface, n: int, colour) -> None:
    _capsule(big, colour, (0.16 * n, 0.88 * n), (0.84 * n, 0.12 * n), 0.055 * n)
    for t in (0.2, 0.8):
        x, y = 0.16 + 0.68 * t, 0.88 - 0.76 * t
        _capsule(big, colour, ((x - 0.07) * n, (y - 0.06) * n), ((x + 0.07) * n, (y + 0.06) * n), 0.045 * n)


def _axe(big: pygame.Surface, n: int, colour) -> None:
    _capsule(big, colour, (0.22 * n, 0.92 * n), (0.56 * n, 0.12 * n), 0.05 * n)
    head = [(0.5, 0.2), (0.66, 0.16), (0.86, 0.06), (0.94, 0.3), (0.88, 0.54), (0.7, 0.4), (0.44, 0.36)]
    pygame.draw.polygon(big, colour, _pts(head, n))
    pygame.draw.circle(big, colour, (0.9 * n, 0.3 * n), 0.13 * n, draw_top_right=True, draw_bottom_right=True)


def _key(big: pygame.Surface, n: int, colour) -> None:
    pygame.draw.circle(big, colour, (0.3 * n, 0.3 * n), 0.2 * n, max(2, round(n * 0.08)))
    _capsule(big, colour, (0.42 * n, 0.42 * n), (0.86 * n, 0.86 * n), 0.05 * n)
    _capsule(big, colour, (0.7 * n, 0.7 * n), (0.82 * n, 0.58 * n), 0.045 * n)
    _capsule(big, colour, (0.8 * n, 0.8 * n), (0.9 * n, 0.7 * n), 0.045 * n)


def _rose(big: pygame.Surface, n: int, colour) -> None:
    _capsule(big, P.shade(colour, 0.7), (0.5 * n, 0.5 * n), (0.44 * n, 0.95 * n), 0.03 * n)
    pygame.draw.ellipse(big, P.shade(colour, 0.7), pygame.Rect(0.46 * n, 0.66 * n, 0.22 * n, 0.1 * n))
    for i in range(5):
        a = i * 2 * math.pi / 5 - math.pi / 2
        pygame.draw.circle(
            big, colour, (n / 2 + 0.15 * n * math.cos(a), 0.38 * n + 0.15 * n * math.sin(a)), 0.16 * n
        )
    pygame.draw.circle(big, P.shade(colour, 0.6), (n / 2, 0.38 * n), 0.09 * n, max(1, n // 30))


_WEAPON_DRAW: dict[str, Callable] = {"bow": _bow, "sword": _sword, "staff": _staff, "axe": _axe}
_emblem_extra: dict[str, Callable] = {"key": _key, "rose": _rose}


@lru_cache(maxsize=256)
def weapon_icon(weapon: str, px: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """The symbol of ``weapon`` (bow, sword, staff, axe) in one ``colour``, ``px`` square."""
    px = max(4, int(px))
    n = px * SS
    big = _surf(n)
    _WEAPON_DRAW[weapon](big, n, tuple(colour[:3]))
    return _down(big, (px, px))


_PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}
# where the small weapon mark goes on each face (a free spot) and its size
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
    big = _surf(d)
    skill = kind == "skill"
    body = SKILL_COLOUR if skill else WEAPON_COLOUR[kind]
    pip = (0xF4, 0xF0, 0xE6) if skill else P.text_on(body)
    if not skill and kind in ("staff",):
        pip = P.INK
    rad = int(d * 0.2)
    sil = _surf(d)
    pygame.draw.rect(
        sil, (255, 255, 255), pygame.Rect(0, 0, d, d).inflate(-d * 0.06, -d * 0.06), border_radius=rad
    )
    big.blit(_lit(sil, body, P.shade(body, 0.4) if not skill else (0x08, 0x08, 0x08), d * 0.03), (0, 0))
    # bevel: a lighter top face
    inner = pygame.Rect(0, 0, d, d).inflate(-d * 0.2, -d * 0.2)
    pygame.draw.rect(big, (*P.mix(body, (255, 255, 255), 0.1), 255), inner, border_radius=int(rad * 0.7))
    if face is None:
        em = _surf(round(d * 0.62))
        if skill:
            _target(em, em.get_width(), pip)
        else:
            _WEAPON_DRAW[kind](em, em.get_width(), pip)
        big.blit(em, em.get_rect(center=(d / 2, d / 2)))
        return big
    f = max(1, min(6, int(face)))
    pr = d * (0.085 if f < 6 else 0.078)
    for x, y in _PIPS[f]:
        pygame.draw.circle(big, P.shade(body, 0.5), (x * d + d * 0.01, y * d + d * 0.015), pr)
        pygame.draw.circle(big, pip, (x * d, y * d), pr)
    if not skill:
        mx, my, ms = _MARK[f]
        em = _surf(round(d * ms))
        _WEAPON_DRAW[kind](
            em, em.get_width(), P.shade(body, 0.55) if kind != "staff" else P.shade(body, 0.62)
        )
        big.blit(em, em.get_rect(center=(mx * d, my * d)))
    return big


def _target(big: pygame.Surface, n: int, colour) -> None:
    for k, r in enumerate((0.44, 0.3, 0.16)):
        pygame.draw.circle(big, colour, (n / 2, n / 2), r * n, 0 if k == 2 else max(2, round(n * 0.06)))


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
    sq = _surf(d + 2 * pad)
    if success:
        # a gold frame following the die's rounded square, with a soft glow
        frame = pygame.Rect(0, 0, d + 2 * pad, d + 2 * pad)
        glow = _surf(frame.w)
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
    big = _surf(n)
    center = (n * 0.48, n * 0.48)
    big.blit(sq, sq.get_rect(center=center))
    small = _down(big, (px, px))
    if success is False:
        grey = small.copy()
        grey.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
        grey.set_alpha(200)
        out = _surf(px)
        out.blit(grey, (0, 0))
        small = out
    return _shadowed(small, px * 0.04, px * 0.03, 100 if success is not False else 60)


# --- cards ---------------------------------------------------------------------------------------


def radius(w: int) -> int:
    return max(3, round(w * 0.06))


def _frame(w: int, h: int, band: Color, border=(0x5E, 0x46, 0x30)) -> pygame.Surface:
    s = _surf(w, h)
    s.blit(draw.parchment((w, h), radius(w), 0.8), (0, 0))
    inset = max(2, round(w * 0.045))
    pygame.draw.rect(
        s,
        P.mix(band, P.PARCHMENT, 0.55),
        pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset),
        max(1, w // 110),
        border_radius=max(2, radius(w) - inset // 2),
    )
    pygame.draw.rect(s, border, (0, 0, w, h), width=max(1, round(w / 70)), border_radius=radius(w))
    return s


def _title(
    s: pygame.Surface,
    title: str,
    colour: Color,
    *,
    right_gap: int = 0,
    top: float = 0.035,
    height: float = 0.14,
) -> pygame.Rect:
    w, h = s.get_size()
    inset = max(2, round(w * 0.045))
    bh = max(8, round(h * height))
    band = pygame.Rect(inset, round(h * top), w - 2 * inset - right_gap, bh)
    pygame.draw.rect(s, colour, band, border_radius=max(2, round(w * 0.035)))
    hl = band.inflate(-4, -bh * 0.55).move(0, -bh * 0.2)
    light = _surf(hl.w, hl.h)
    light.fill((255, 255, 255, 30))
    s.blit(light, hl)
    pygame.draw.rect(s, P.shade(colour, 0.55), band, max(1, w // 90), border_radius=max(2, round(w * 0.035)))
    pad = max(2, round(w * 0.04))
    px = text.fit(title, "serif-bold", round(bh * 0.78), band.w - 2 * pad, minimum=6)
    shown = text.shorten(title, "serif-bold", px, band.w - 2 * pad)  # whole words; a zoom shows all
    text.blit(
        s,
        shown,
        "serif-bold",
        px,
        P.text_on(colour),
        (band.centerx, band.centery - px * 0.04),
        anchor="center",
        shadow=P.shade(colour, 0.45),
    )
    return band


@lru_cache(maxsize=128)
def _seal(d: int, label: str, colour: Color = P.WAX) -> pygame.Surface:
    """A wax seal ``d`` across with ``label`` pressed in it."""
    d = max(8, int(d))
    n = d * SS
    big = _surf(n)
    c = (n / 2, n / 2)
    pts = []
    for i in range(36):
        a = i * 2 * math.pi / 36
        r = n * (0.47 if i % 2 == 0 else 0.44)
        pts.append((c[0] + r * math.cos(a), c[1] + r * math.sin(a)))
    pygame.draw.polygon(big, P.shade(colour, 0.6), pts)
    pygame.draw.circle(big, colour, c, n * 0.4)
    pygame.draw.circle(big, P.shade(colour, 0.75), c, n * 0.32, max(2, n // 30))
    pygame.draw.arc(
        big,
        P.mix(colour, (255, 255, 255), 0.35),
        pygame.Rect(n * 0.18, n * 0.18, n * 0.64, n * 0.64),
        math.pi * 0.55,
        math.pi * 1.0,
        max(2, n // 24),
    )
    small = _down(big, (d, d))
    px = text.fit(
        label, "sans-bold", round(d * (0.5 if len(label) < 2 else 0.42)), round(d * 0.62), minimum=6
    )
    text.blit(
        small, label, "sans-bold", px, P.CREAM, (d / 2, d / 2), anchor="center", shadow=P.shade(colour, 0.45)
    )
    return _shadowed(small, max(1, d * 0.04), d * 0.03, 90)


def _gain_items(gain: Mapping[str, int]) -> list[tuple[str, int]]:
    return [(k, int(v)) for k, v in gain.items()]


def _row_parts(items: list[tuple[str, int]], size: int, plus: bool, single: bool):
    num_px = max(6, round(size * 0.7))
    plus_px = max(6, round(size * 0.5))
    parts: list[tuple[str, object, int]] = []
    for i, (kind, count) in enumerate(items):
        if i and plus:
            parts.append(("plus", plus_px, text.size("+", "sans-bold", plus_px)[0] + max(2, size // 8)))
        if count != 1 or not single:
            label = str(count)
            parts.append(
                ("num", (label, num_px), text.size(label, "sans-bold", num_px)[0] + max(1, size // 12))
            )
        parts.append(("icon", kind, size + (max(1, size // 10) if i < len(items) - 1 else 0)))
    return parts, sum(wd for _, _, wd in parts)


def _row_fit(items, w: int, h: int, plus: bool, single: bool) -> int:
    size = max(5, h)
    while size > 5:  # a tiny card's row shrinks with it, rather than spill off its edges
        _, total = _row_parts(items, size, plus, single)
        if total <= w:
            break
        size = max(5, min(size - 1, int(size * w / total)))
    return size


def _draw_row(s, items, size, cx, cy, ink, plus, single) -> None:
    parts, total = _row_parts(items, size, plus, single)
    x = max(0, min(cx - total / 2, s.get_width() - total))  # never off the card's left edge
    for what, value, wd in parts:
        if what != "icon" and x + wd > s.get_width():  # a tiny tile: no half-cut number
            x += wd
            continue
        if what == "icon":
            img = resource(str(value), size)
            s.blit(img, img.get_rect(midleft=(round(x), cy)))
        elif what == "num":
            label, px = value
            text.blit(s, label, "sans-bold", px, ink, (round(x), cy), anchor="midleft")
        else:
            text.blit(
                s,
                "+",
                "sans-bold",
                value,
                P.mix(ink, P.PARCHMENT, 0.35),
                (round(x + wd / 2 - 1), cy),
                anchor="center",
            )
        x += wd


def _icons_row(
    s: pygame.Surface, items: list[tuple[str, int]], rect: pygame.Rect, *, ink=P.INK, plus: bool = False
) -> None:
    """``items`` (resource kind, count) as count + icon pairs with small pluses, centred in
    ``rect``; everything shrinks together until it fits, and three or more items take two
    lines when that lets the icons be bigger."""
    if not items:
        return
    single = len(items) == 1
    one = _row_fit(items, rect.w, rect.h, plus, single)
    if len(items) >= 3:
        top, rest = items[:2], items[2:]
        half = round(rect.h * 0.5)
        two = min(_row_fit(top, rect.w, half, plus, False), _row_fit(rest, rect.w, half, plus, False))
        if two > one * 1.15:
            _draw_row(s, top, two, rect.centerx, rect.y + half // 2, ink, plus, False)
            _draw_row(s, rest, two, rect.centerx, rect.y + half + half // 2, ink, plus, False)
            return
    _draw_row(s, items, one, rect.centerx, rect.centery, ink, plus, single)


def _location_strip(s: pygame.Surface, loc: str, y: int, hgt: int) -> pygame.Rect:
    w, _ = s.get_size()
    inset = max(2, round(w * 0.07))
    colour = LOCATION_COLOUR.get(loc, P.INK_SOFT)
    rect = pygame.Rect(inset, y, w - 2 * inset, hgt)
    pygame.draw.rect(s, P.mix(colour, P.PARCHMENT, 0.78), rect, border_radius=max(2, hgt // 3))
    pygame.draw.rect(
        s, P.mix(colour, P.PARCHMENT, 0.3), rect, max(1, w // 120), border_radius=max(2, hgt // 3)
    )
    ic = location_icon(loc, round(hgt * 1.0))
    s.blit(ic, ic.get_rect(midleft=(rect.x + max(1, hgt // 8), rect.centery)))
    name = _place_name(loc)
    room = rect.w - hgt - max(2, hgt // 3)
    px = text.fit(name, "sans-bold", round(hgt * 0.56), room, minimum=6)
    name = text.shorten(name, "sans-bold", px, room)
    text.blit(
        s,
        name,
        "sans-bold",
        px,
        P.shade(colour, 0.7),
        (rect.x + hgt + max(1, hgt // 6), rect.centery),
        anchor="midleft",
    )
    return rect


def _chapel(big: pygame.Surface, n: int) -> None:
    stone = (0xB8, 0xA8, 0x8E)
    pygame.draw.polygon(
        big, P.shade(stone, 0.5), _pts([(0.2, 0.45), (0.5, 0.2), (0.8, 0.45), (0.8, 0.92), (0.2, 0.92)], n)
    )
    pygame.draw.polygon(
        big, stone, _pts([(0.25, 0.47), (0.5, 0.26), (0.75, 0.47), (0.75, 0.88), (0.25, 0.88)], n)
    )
    pygame.draw.polygon(
        big,
        (0x8A, 0x3A, 0x2E),
        _pts([(0.14, 0.48), (0.5, 0.18), (0.86, 0.48), (0.8, 0.5), (0.5, 0.26), (0.2, 0.5)], n),
    )
    pygame.draw.line(big, P.GOLD_DEEP, (0.5 * n, 0.02 * n), (0.5 * n, 0.2 * n), max(2, n // 16))
    pygame.draw.line(big, P.GOLD_DEEP, (0.42 * n, 0.08 * n), (0.58 * n, 0.08 * n), max(2, n // 16))
    pygame.draw.rect(
        big,
        (0x4A, 0x32, 0x22),
        pygame.Rect(0.42 * n, 0.62 * n, 0.16 * n, 0.26 * n),
        border_top_left_radius=int(0.08 * n),
        border_top_right_radius=int(0.08 * n),
    )


def _crossed_swords(big: pygame.Surface, n: int) -> None:
    steel = (0x9C, 0xA6, 0xB2)
    for flip in (1, -1):
        a = (0.5 * n - flip * 0.36 * n, 0.86 * n)
        b = (0.5 * n + flip * 0.34 * n, 0.12 * n)
        _capsule(big, P.shade(steel, 0.5), a, b, 0.05 * n)
        _capsule(big, steel, a, b, 0.035 * n)
        gx, gy = 0.5 * n - flip * 0.24 * n, 0.66 * n
        _capsule(
            big,
            P.GOLD_DEEP,
            (gx - 0.1 * n, gy - flip * 0.0 * n - 0.05 * n),
            (gx + 0.1 * n, gy + 0.05 * n),
            0.03 * n,
        )


def _cross_crown(big: pygame.Surface, n: int) -> None:
    pygame.draw.rect(big, P.shade(P.WAX, 0.7), pygame.Rect(0.44 * n, 0.12 * n, 0.12 * n, 0.8 * n))
    pygame.draw.rect(big, P.shade(P.WAX, 0.7), pygame.Rect(0.2 * n, 0.34 * n, 0.6 * n, 0.12 * n))
    pygame.draw.rect(big, P.WAX, pygame.Rect(0.46 * n, 0.14 * n, 0.08 * n, 0.76 * n))
    pygame.draw.rect(big, P.WAX, pygame.Rect(0.22 * n, 0.36 * n, 0.56 * n, 0.08 * n))


def _target_loc(big: pygame.Surface, n: int) -> None:
    for k, (r, c) in enumerate(((0.44, P.CREAM), (0.34, P.WAX), (0.24, P.CREAM), (0.13, P.GOLD))):
        pygame.draw.circle(big, c, (n / 2, n / 2), r * n)
        del k
    pygame.draw.circle(big, P.INK, (n / 2, n / 2), 0.44 * n, max(1, n // 30))


_LOCATION_DRAW: dict[str, Callable[[pygame.Surface, int], None]] = {
    "lumber_camp": _log,
    "iron_forge": _ingot,
    "workshop": _hammer,
    "church": _chapel,
    "weapon_cache": _crossed_swords,
    "market_square": _loot_bag,
    "construction_yard": lambda big, n: _barricade_draw((0x9A, 0x68, 0x3A))(big, n),
    "crusade": _cross_crown,
    "archery_range": _target_loc,
}


@lru_cache(maxsize=128)
def location_icon(location_id: str, px: int) -> pygame.Surface:
    """A small emblem for a location (log, ingot, hammer, chapel, swords, purse, barricade,
    crusader's cross, target); roads get their numeral."""
    px = max(6, int(px))
    n = px * SS
    big = _surf(n)
    fn = _LOCATION_DRAW.get(location_id)
    if fn is not None:
        fn(big, n)
        return _down(big, (px, px))
    out = _surf(px)
    c = _content()
    label = c.roads[location_id].numeral if location_id in c.roads else location_id[:2].upper()
    pygame.draw.circle(out, P.INK_SOFT, (px / 2, px / 2), px * 0.46)
    size = text.fit(label, "serif-bold", round(px * 0.6), round(px * 0.8), minimum=6)
    text.blit(out, label, "serif-bold", size, P.CREAM, (px / 2, px / 2), anchor="center")
    return out


def _paragraph(
    s: pygame.Surface,
    body: str,
    rect: pygame.Rect,
    kind: str = "serif",
    colour=P.INK,
    px: int | None = None,
    minimum: int = 7,
) -> None:
    """``body`` wrapped into ``rect``, shrinking until it fits; centred lines."""
    if rect.h < minimum or rect.w < 10 or not body:
        return
    size = px or max(minimum, round(rect.h / 3.2))
    while True:
        lines = text.wrap(body, kind, size, rect.w)
        lh = round(size * 1.08)
        if len(lines) * lh <= rect.h or size <= minimum:
            break
        size -= 1
    lh = round(size * 1.08)
    if len(lines) * lh > rect.h:  # too small to be read whole: the card shown large says it
        return
    y = rect.y + (rect.h - len(lines) * lh) // 2
    for line in lines:
        text.blit(s, line, kind, size, colour, (rect.centerx, y), anchor="midtop")
        y += lh


def _footer(s: pygame.Surface, label: str, colour=P.INK_SOFT, right_gap: int = 0) -> None:
    w, h = s.get_size()
    px = max(7, round(h * 0.065))
    room = w - 2 * round(w * 0.09) - right_gap
    px = text.fit(label, "serif-italic", px, room, minimum=6)
    shown = text.shorten(label, "serif-italic", px, room)
    text.blit(
        s,
        shown,
        "serif-italic",
        px,
        colour,
        (round(w * 0.09) + room / 2, h - round(h * 0.05)),
        anchor="midbottom",
    )


_ACTION_LABEL = {"rob_the_rich": "Rob the rich", "build": "Build", "messenger": "Messenger"}


def _action_badge(s: pygame.Surface, card, rect: pygame.Rect) -> None:
    """The card's action as an icon and a short word."""
    if card.action == "rob_the_rich":
        kinds = ["loot"]
        label = "Rob the rich"
    elif card.action == "build":
        kinds = []
        label = "Build" if card.builds == 1 else f"Build ×{card.builds}"
    else:
        kinds = []
        label = "Messenger"
    ic = rect.h
    x = rect.x
    parts_w = text.size(label, "serif-bold", max(7, round(ic * 0.62)))[0]
    icon_count = 2 if card.action == "build" else 1
    total = icon_count * ic + max(2, ic // 5) + parts_w
    x = rect.centerx - total // 2
    if card.action == "build":
        s.blit(barricade((0x9A, 0x68, 0x3A), ic), (x, rect.y))
        x += round(ic * 0.8)
        s.blit(trap((0x9A, 0x68, 0x3A), ic), (x, rect.y))
        x += ic
    elif card.action == "messenger":
        s.blit(location_icon("crusade", ic), (x, rect.y))
        x += ic
    else:
        s.blit(resource(kinds[0], ic), (x, rect.y))
        x += ic
    x += max(2, ic // 5)
    px = text.fit(label, "serif-bold", max(7, round(ic * 0.62)), rect.right - x, minimum=6)
    text.blit(s, label, "serif-bold", px, P.INK, (x, rect.centery), anchor="midleft")


@lru_cache(maxsize=400)
def mm_card(card_id: str, w: int, h: int) -> pygame.Surface:
    """A Merry Men card face: name, active location, the effect as icons (or the action), the
    character at the bottom and the passive VP in a wax seal."""
    w, h = max(20, int(w)), max(28, int(h))
    c = _content()
    card = c.merry_men_cards[card_id]
    colour = P.FOREST
    s = _frame(w, h, colour)
    band = _title(s, card.name, colour)
    loc_h = max(8, round(h * 0.085))
    _location_strip(s, card.location, band.bottom + round(h * 0.02), loc_h)
    top = band.bottom + round(h * 0.02) + loc_h + round(h * 0.02)
    seal_d = max(14, round(w * 0.26))
    foot_h = round(h * 0.1)
    bottom = h - foot_h - round(h * 0.02)
    inner = pygame.Rect(round(w * 0.08), top, w - round(w * 0.16), bottom - top)
    items = _gain_items(card.gain)
    show_text = w >= 130
    rows: list[str] = []
    if items:
        rows.append("gain")
    if card.action:
        rows.append("action")
    if card.after_gain:
        rows.append("after")
    text_h = round(inner.h * 0.34) if show_text else 0
    avail = inner.h - text_h
    if show_text:
        row_h = min(round(inner.h * 0.42), round(w * 0.26), avail // max(1, len(rows)))
    else:
        row_h = min(
            round(w * 0.42) if items and len(items) >= 3 else round(w * 0.32), avail // max(1, len(rows))
        )
    y = inner.y + (avail - row_h * len(rows)) // 2
    for row in rows:
        r = pygame.Rect(inner.x, y, inner.w, row_h)
        if row == "gain":
            _icons_row(s, items, r, plus=True)
        elif row == "action":
            _action_badge(s, card, r.inflate(0, -round(row_h * 0.25)))
        else:
            lab = "then"
            tpx = max(7, round(row_h * 0.4))
            tw = text.size(lab, "serif-italic", tpx)[0]
            text.blit(s, lab, "serif-italic", tpx, P.INK_SOFT, (r.x + r.w * 0.22, r.centery), anchor="center")
            _icons_row(
                s,
                _gain_items(card.after_gain),
                pygame.Rect(r.x + r.w * 0.22 + tw, r.y, r.w * 0.78 - tw, r.h),
                plus=True,
            )
        y += row_h
    if show_text:
        _paragraph(
            s, card.text, pygame.Rect(inner.x, inner.bottom - text_h, inner.w, text_h), "serif", P.INK_SOFT
        )
    name = c.characters[card.character].name if card.character in c.characters else card.character
    _footer(s, name, right_gap=round(seal_d * 0.7))
    seal = _seal(seal_d, str(card.passive_vp))
    s.blit(seal, (w - seal_d - round(w * 0.03), h - seal_d - round(w * 0.03)))
    return s


# --- card backs ----------------------------------------------------------------------------------


def _icon_into(big: pygame.Surface, name: str, n: int, colour) -> None:
    ic = pygame.transform.smoothscale(icons.icon(name, max(4, n // SS), colour), (n, n))
    big.blit(ic, (0, 0))


def _back_motif(deck: str) -> tuple[Color, Color, Callable[[pygame.Surface, int, Color], None]]:
    def leaf(big, n, colour):
        _icon_into(big, "leaf", n, colour)

    def helmet(big, n, colour):
        sil = _surf(n)
        W = (255, 255, 255)
        pygame.draw.ellipse(sil, W, pygame.Rect(0.24 * n, 0.18 * n, 0.52 * n, 0.6 * n))
        pygame.draw.ellipse(sil, W, pygame.Rect(0.06 * n, 0.54 * n, 0.88 * n, 0.2 * n))
        big.blit(_tint(sil, colour), (0, 0))

    def crown(big, n, colour):
        _icon_into(big, "crown", n, colour)

    def cross(big, n, colour):
        pygame.draw.rect(big, colour, pygame.Rect(0.42 * n, 0.1 * n, 0.16 * n, 0.8 * n))
        pygame.draw.rect(big, colour, pygame.Rect(0.18 * n, 0.3 * n, 0.64 * n, 0.16 * n))

    def tankard(big, n, colour):
        pygame.draw.rect(
            big, colour, pygame.Rect(0.22 * n, 0.24 * n, 0.44 * n, 0.64 * n), border_radius=int(0.06 * n)
        )
        pygame.draw.circle(big, colour, (0.7 * n, 0.54 * n), 0.16 * n, max(2, n // 12))
        for x in (0.3, 0.44, 0.58):
            pygame.draw.circle(big, colour, (x * n, 0.22 * n), 0.1 * n)

    def eye(big, n, colour):
        pygame.draw.ellipse(big, colour, pygame.Rect(0.08 * n, 0.3 * n, 0.84 * n, 0.4 * n), max(2, n // 14))
        pygame.draw.circle(big, colour, (0.5 * n, 0.5 * n), 0.14 * n)

    def seal(big, n, colour):
        pygame.draw.circle(big, colour, (n / 2, n / 2), 0.4 * n)
        pygame.draw.circle(big, (0, 0, 0, 0), (n / 2, n / 2), 0.3 * n, max(2, n // 16))

    return {
        "merry_men": (P.FOREST, P.FOREST_LIGHT, leaf),
        "villain": (VILLAIN_RED, (0xC8, 0x6A, 0x5A), helmet),
        "quest": (ROYAL, P.GOLD, crown),
        "tuck": (TUCK_BROWN, (0xD8, 0xB8, 0x84), tankard),
        "spy": (SPY_BLACK, (0x8A, 0x86, 0x90), eye),
        "edict": (EDICT_GREY, P.WAX, seal),
    }[deck]


def _emblem_for(deck: str, d: int) -> pygame.Surface:
    if deck == "merry_men":
        s = _surf(d)
        s.blit(weapon_icon("bow", round(d * 0.8), P.CREAM), (round(d * 0.1), round(d * 0.1)))
        return s
    if deck == "villain":
        return _down(_big_of(_helmet_small, d), (d, d))
    if deck == "quest":
        return icons.icon("crown", d, P.GOLD)
    if deck == "tuck":
        return tuck(d)
    if deck == "spy":
        s = _surf(d)
        n = d * SS
        big = _surf(n)
        pygame.draw.ellipse(big, P.CREAM, pygame.Rect(0.04 * n, 0.26 * n, 0.92 * n, 0.48 * n))
        pygame.draw.circle(big, (0x4A, 0x6E, 0x8A), (0.5 * n, 0.5 * n), 0.2 * n)
        pygame.draw.circle(big, P.INK, (0.5 * n, 0.5 * n), 0.09 * n)
        pygame.draw.circle(big, (255, 255, 255), (0.45 * n, 0.45 * n), 0.04 * n)
        s.blit(_down(big, (d, d)), (0, 0))
        return s
    return _seal(d, "E")


def _big_of(fn: Callable[[pygame.Surface, int], None], d: int) -> pygame.Surface:
    n = d * SS
    big = _surf(n)
    fn(big, n)
    return big


@lru_cache(maxsize=64)
def card_back(deck: str, w: int, h: int) -> pygame.Surface:
    """The back of a deck: merry_men (green, leaves, a bow), villain (red, helmets), quest
    (royal blue, crowns), tuck (brown), spy (black, an eye), edict (grey parchment, a seal)."""
    w, h = max(16, int(w)), max(20, int(h))
    base, accent, motif = _back_motif(deck)
    rim = P.CREAM if deck not in ("edict",) else P.PARCHMENT_LIGHT
    s = _surf(w, h)
    pygame.draw.rect(s, rim, (0, 0, w, h), border_radius=radius(w))
    inset = max(2, round(w * 0.055))
    field = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    inner = _surf(field.w, field.h)
    inner.blit(draw.vertical_gradient(field.size, P.shade(base, 1.15), P.shade(base, 0.8)), (0, 0))
    step = max(8, round(w * 0.2))
    m = max(4, round(step * 0.5))
    mark = _down(_big_of(lambda b, n: motif(b, n, accent), m), (m, m))
    mark.set_alpha(80)
    for row, y in enumerate(range(-step // 2, field.h + step, max(4, step * 3 // 4))):
        for x in range(-step // 2 + (row % 2) * step // 2, field.w + step, step):
            inner.blit(mark, mark.get_rect(center=(x, y)))
    mask = _surf(field.w, field.h)
    pygame.draw.rect(
        mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(2, radius(w) - inset // 2)
    )
    inner.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(inner, field)
    pygame.draw.rect(s, accent, field, max(1, w // 80), border_radius=max(2, radius(w) - inset // 2))
    d = round(w * 0.56)
    medal = pygame.Rect(0, 0, d, d)
    medal.center = (w // 2, h // 2)
    pygame.draw.ellipse(s, rim, medal.inflate(max(2, w // 25), max(2, w // 25)))
    pygame.draw.ellipse(s, base, medal)
    pygame.draw.ellipse(s, accent, medal, max(1, w // 60))
    em = _emblem_for(deck, round(d * 0.66))
    s.blit(em, em.get_rect(center=medal.center))
    pygame.draw.rect(
        s, P.shade(base, 0.6), (0, 0, w, h), width=max(1, round(w / 70)), border_radius=radius(w)
    )
    return s


# --- other cards ---------------------------------------------------------------------------------


def _villain_row(s: pygame.Surface, rect: pygame.Rect, img: pygame.Surface, label: str, colour=P.INK) -> None:
    s.blit(img, img.get_rect(midleft=(rect.x, rect.centery)))
    x = rect.x + img.get_width() + max(2, rect.h // 6)
    room = rect.right - x
    px = text.fit(label, "sans-bold", max(6, round(rect.h * 0.48)), room, minimum=6)
    label = text.shorten(label, "sans-bold", px, room)
    text.blit(s, label, "sans-bold", px, colour, (x, rect.centery), anchor="midleft")


def _villain_card_of(card_id: str):
    c = _content()
    if card_id in c.villain_cards:
        return c.villain_cards[card_id], False
    return c.golden_arrow_cards[card_id], True


@lru_cache(maxsize=128)
def villain_card(card_id: str, w: int, h: int) -> pygame.Surface:
    """A villain card (or a Golden Arrow card): its guards, its villain and where it goes, and
    the roads it activates, top to bottom in the order they resolve."""
    w, h = max(20, int(w)), max(28, int(h))
    card, golden = _villain_card_of(card_id)
    colour = (0x8E, 0x6A, 0x1E) if golden else VILLAIN_RED
    s = _frame(w, h, colour)
    band = _title(s, card.title, colour)
    rows: list[tuple[pygame.Surface | None, str, str]] = []
    for place in card.guards:
        rows.append((None, "guard", _place_name(place)))
    if card.villain:
        who, where = card.villain
        rows.append((None, f"villain:{who}", _place_name(where)))
    for road in card.roads:
        rows.append((None, "road", f"{_place_name(road)}"))
    if card.pot_pennies:
        rows.append((None, "pennies", f"+{card.pot_pennies} to the pot"))
    top = band.bottom + round(h * 0.04)
    bottom = h - round(h * 0.06)
    inner = pygame.Rect(round(w * 0.09), top, w - round(w * 0.18), bottom - top)
    text_h = round(inner.h * 0.26) if (w >= 130 and card.text) else 0
    avail = inner.h - text_h
    rh = min(round(h * 0.17), avail // max(1, len(rows)))
    y = inner.y + (avail - rh * len(rows)) // 2
    for _, kind, label in rows:
        r = pygame.Rect(inner.x, y, inner.w, rh)
        if kind == "guard":
            img = guard(rh)
        elif kind.startswith("villain:"):
            img = villain(kind.split(":", 1)[1], round(rh * 1.1))
        elif kind == "road":
            img = _road_token(rh)
        else:
            img = resource("pennies", rh)
        _villain_row(s, r, img, label, P.shade(colour, 0.7) if kind.startswith("villain") else P.INK)
        y += rh
    if text_h:
        _paragraph(
            s, card.text, pygame.Rect(inner.x, inner.bottom - text_h, inner.w, text_h), "serif", P.INK_SOFT
        )
    return s


@lru_cache(maxsize=32)
def _road_token(px: int) -> pygame.Surface:
    """A carriage wheel: a road is activated (its carriages move)."""
    px = max(6, int(px))
    n = px * SS
    big = _surf(n)
    c = (n * 0.46, n * 0.5)
    r = n * 0.4
    pygame.draw.circle(big, (0x2A, 0x1C, 0x10), c, r)
    pygame.draw.circle(big, (0x9A, 0x6A, 0x3A), c, r * 0.84)
    pygame.draw.circle(big, (0x2A, 0x1C, 0x10), c, r * 0.66)
    for k in range(8):
        a = k * math.pi / 4
        pygame.draw.line(
            big,
            (0x9A, 0x6A, 0x3A),
            c,
            (c[0] + math.cos(a) * r * 0.7, c[1] + math.sin(a) * r * 0.7),
            max(2, n // 22),
        )
    pygame.draw.circle(big, P.GOLD_DEEP, c, r * 0.2)
    return _shadowed(_down(big, (px, px)), px * 0.04, px * 0.03)


@lru_cache(maxsize=64)
def quest_card(card_id: str, w: int, h: int) -> pygame.Surface:
    """A King Richard quest: the weapon dice and resources it needs, and its VP."""
    w, h = max(20, int(w)), max(28, int(h))
    q = _content().quests[card_id]
    s = _frame(w, h, ROYAL)
    band = _title(s, q.name, ROYAL)
    inner = pygame.Rect(round(w * 0.08), band.bottom + round(h * 0.03), w - round(w * 0.16), 0)
    seal_d = max(16, round(w * 0.3))
    inner.h = h - seal_d - round(h * 0.07) - inner.y
    dice = [wp for wp, k in q.dice.items() for _ in range(int(k))]
    cost = _gain_items(q.cost)
    # dice in one row (two rows of two for four dice), the cost under them
    per_row = 2 if len(dice) == 4 else max(1, len(dice))
    rows_n = math.ceil(len(dice) / per_row)
    dice_h = round(inner.h * (0.62 if cost else 0.9))
    dsz = min(round(inner.w / (per_row * 1.04)), round(dice_h / rows_n), round(w * 0.4))
    y0 = inner.y + (dice_h - dsz * rows_n) // 2
    for i, wp in enumerate(dice):
        row, col = divmod(i, per_row)
        in_row = min(per_row, len(dice) - row * per_row)
        x = inner.centerx - in_row * dsz * 1.04 / 2 + col * dsz * 1.04
        s.blit(die(wp, None, dsz), (round(x), y0 + row * dsz))
    if cost:
        r = pygame.Rect(inner.x, inner.y + dice_h, inner.w, inner.h - dice_h)
        _icons_row(s, cost, r, plus=True)
    seal = _seal(seal_d, str(q.vp), ROYAL)
    s.blit(seal, seal.get_rect(bottomright=(w - round(w * 0.04), h - round(w * 0.04))))
    if w >= 120:
        _footer(s, "King Richard's Quest", right_gap=round(seal_d * 0.8))
    return s


@lru_cache(maxsize=64)
def tuck_card(card_id: str, w: int, h: int) -> pygame.Surface:
    """A Friar Tuck card: its active gain as icons, its passive VP in a seal."""
    w, h = max(20, int(w)), max(28, int(h))
    card = _content().friar_tuck_cards[card_id]
    s = _frame(w, h, TUCK_BROWN)
    band = _title(s, card.name, TUCK_BROWN)
    big = w >= 130
    fig_h = round(h * (0.24 if big else 0.26))
    fig = tuck(fig_h)
    s.blit(fig, fig.get_rect(midtop=(w // 2, band.bottom + round(h * 0.015))))
    r = pygame.Rect(
        round(w * 0.08),
        band.bottom + fig_h + round(h * 0.025),
        w - round(w * 0.16),
        round(h * (0.15 if big else 0.3)),
    )
    _icons_row(s, _gain_items(card.gain), r, plus=True)
    seal_d = max(14, round(w * 0.26))
    if big:
        _paragraph(
            s,
            card.text.replace(" Passive:", "\nPassive:"),
            pygame.Rect(r.x, r.bottom + round(h * 0.01), r.w, h - r.bottom - seal_d - round(h * 0.03)),
            "serif",
            P.INK_SOFT,
            px=max(8, round(h * 0.058)),
        )
    _footer(s, "Friar Tuck", right_gap=round(seal_d * 0.7))
    seal = _seal(seal_d, str(card.passive_vp))
    s.blit(seal, (w - seal_d - round(w * 0.03), h - seal_d - round(w * 0.03)))
    return s


@lru_cache(maxsize=64)
def spy_card(card_id: str, w: int, h: int) -> pygame.Surface:
    """A Sheriff's spy: the place a Merry Man goes, the guards removed, the VP it costs."""
    w, h = max(20, int(w)), max(28, int(h))
    card = _content().spy_cards[card_id]
    s = _frame(w, h, SPY_BLACK)
    band = _title(s, card.name, SPY_BLACK)
    loc_h = max(8, round(h * 0.085))
    _location_strip(s, card.location, band.bottom + round(h * 0.02), loc_h)
    y = band.bottom + loc_h + round(h * 0.05)
    em = _emblem_for("spy", round(w * 0.4))
    s.blit(em, em.get_rect(midtop=(w // 2, y)))
    y += em.get_height() + round(h * 0.01)
    r = pygame.Rect(round(w * 0.1), y, w - round(w * 0.2), min(round(h * 0.13), round(w * 0.22)))
    g = guard(r.h)
    label = f"−{card.guards_removed}"
    px = max(7, round(r.h * 0.6))
    tw = text.size(label, "sans-bold", px)[0]
    x = r.centerx - (tw + g.get_width()) // 2
    text.blit(s, label, "sans-bold", px, P.WAX, (x, r.centery), anchor="midleft")
    s.blit(g, (x + tw, r.y))
    seal_d = max(14, round(w * 0.26))
    if w >= 130:
        _paragraph(
            s,
            card.text,
            pygame.Rect(r.x, r.bottom + round(h * 0.02), r.w, h - r.bottom - seal_d - round(h * 0.06)),
            "serif",
            P.INK_SOFT,
        )
    _footer(s, "at the end", right_gap=round(seal_d * 0.7))
    seal = _seal(seal_d, str(card.passive_vp).replace("-", "−"), SPY_BLACK)
    s.blit(seal, (w - seal_d - round(w * 0.03), h - seal_d - round(w * 0.03)))
    return s


@lru_cache(maxsize=32)
def edict_card(edict_id: str, w: int, h: int) -> pygame.Surface:
    """A solo edict: the two places the agents go, then its effect."""
    w, h = max(20, int(w)), max(28, int(h))
    e = _content().edict_cards[edict_id]
    s = _surf(w, h)
    paper = draw.parchment((w, h), radius(w), 1.4).copy()
    grey = _surf(w, h)
    grey.fill((*EDICT_GREY, 90))
    paper.blit(grey, (0, 0), special_flags=0)
    s.blit(draw.rounded(paper, radius(w)), (0, 0))
    pygame.draw.rect(
        s, (0x5E, 0x56, 0x48), (0, 0, w, h), width=max(1, round(w / 70)), border_radius=radius(w)
    )
    band = _title(s, e.name, (0x5A, 0x52, 0x46))
    rh = min(round(h * 0.12), round(w * 0.2))
    y = band.bottom + round(h * 0.03)
    for place in e.agents:
        _villain_row(
            s, pygame.Rect(round(w * 0.09), y, w - round(w * 0.18), rh), agent(rh), _place_name(place)
        )
        y += rh
    y += round(h * 0.02)
    pygame.draw.line(s, P.INK_SOFT, (w * 0.2, y), (w * 0.8, y), max(1, w // 120))
    y += round(h * 0.02)
    r = pygame.Rect(round(w * 0.09), y, w - round(w * 0.18), rh)
    if e.effect == "guard":
        _villain_row(s, r, guard(rh), f"+{e.count} at {_place_name(e.location or '')}")
    elif e.effect == "remove_pennies":
        _villain_row(s, r, resource("pennies", rh), f"−{e.count} from a road")
    elif e.effect == "activate_road":
        _villain_row(s, r, _road_token(rh), "A road moves")
    else:
        _villain_row(s, r, villain(e.villain or "john", round(rh * 1.1)), "On a road")
    y += rh + round(h * 0.02)
    seal_d = max(14, round(w * 0.24))
    _paragraph(
        s,
        e.text,
        pygame.Rect(round(w * 0.09), y, w - round(w * 0.18), h - y - seal_d - round(h * 0.045)),
        "serif",
        P.INK_SOFT,
    )
    seal = _seal(seal_d, "E")
    s.blit(seal, seal.get_rect(midbottom=(w // 2, h - round(h * 0.025))))
    return s


@lru_cache(maxsize=32)
def hero_card(hero_id: str, w: int, h: int) -> pygame.Surface:
    """A hero card: the name, a portrait-like emblem and the ability."""
    w, h = max(20, int(w)), max(28, int(h))
    hro = _content().heroes[hero_id]
    look, emblem, initial = HERO_LOOK.get(hero_id, ((0x55, 0x55, 0x55), "star", hero_id[:1].upper()))
    s = _frame(w, h, look)
    band = _title(s, hro.name, look)
    d = round(min(w * 0.62, h * 0.4))
    medal = pygame.Rect(0, 0, d, d)
    medal.midtop = (w // 2, band.bottom + round(h * 0.03))
    pygame.draw.ellipse(s, P.shade(look, 0.5), medal.inflate(max(2, w // 30), max(2, w // 30)))
    pygame.draw.ellipse(s, P.mix(look, P.PARCHMENT, 0.75), medal)
    fig = hero(hero_id, P.mix(look, P.PARCHMENT, 0.35), round(d * 1.08))
    s.blit(fig, fig.get_rect(midbottom=(medal.centerx + d * 0.03, medal.bottom + d * 0.1)))
    r = pygame.Rect(
        round(w * 0.09),
        medal.bottom + round(h * 0.03),
        w - round(w * 0.18),
        h - medal.bottom - round(h * 0.1),
    )
    _paragraph(s, hro.ability, r, "serif", P.INK, minimum=6)
    del initial, emblem
    return s


# --- tiles ---------------------------------------------------------------------------------------


def _tile(px: int, base: Color, edge: Color) -> pygame.Surface:
    px = max(12, int(px))
    n = px * SS
    big = _surf(n)
    r = pygame.Rect(0, 0, n, n).inflate(-n * 0.1, -n * 0.1).move(-n * 0.02, -n * 0.02)
    pygame.draw.rect(big, edge, r, border_radius=int(n * 0.14))
    pygame.draw.rect(big, base, r.inflate(-n * 0.06, -n * 0.06), border_radius=int(n * 0.11))
    pygame.draw.rect(
        big,
        P.mix(base, (255, 255, 255), 0.25),
        r.inflate(-n * 0.16, -n * 0.16),
        max(1, n // 60),
        border_radius=int(n * 0.08),
    )
    return _down(big, (px, px))


@lru_cache(maxsize=64)
def ransom_tile(tile_id: str, px: int) -> pygame.Surface:
    """A ransom tile: a captured guard's helmet, an arrow, and what each returned guard pays;
    a note at the bottom for a choice of resource or a cap per player."""
    px = max(12, int(px))
    t = _content().ransom[tile_id]
    s = _tile(px, (0xEA, 0xD8, 0xB4), P.WAX)
    body = pygame.Rect(round(px * 0.11), round(px * 0.1), round(px * 0.74), round(px * 0.74))
    note = ""
    if t.choice:
        note = "+1 of W/I/T/D"
    if t.cap_per_player:
        note = f"max {t.cap_per_player} a round"
    note_h = round(body.h * 0.2) if note and px >= 36 else 0
    size = text.fit(note, "sans-bold", round(note_h * 0.7), body.w, minimum=6) if note_h else 0
    if note_h and text.size(note, "sans-bold", size)[0] > body.w:
        note_h = 0  # too small to be read: the dot below says there is a note
    hs = round(body.h * 0.34)
    g = resource("guard", hs)
    arrow_px = max(7, round(hs * 0.6))
    aw = text.size("→", "sans-bold", arrow_px)[0]
    x = body.centerx - (hs + aw) // 2
    s.blit(g, (x, body.y))
    text.blit(s, "→", "sans-bold", arrow_px, P.WAX, (x + hs, body.y + hs / 2), anchor="midleft")
    items = _gain_items(t.reward)
    _icons_row(s, items, pygame.Rect(body.x, body.y + hs, body.w, body.h - hs - note_h), plus=True)
    if note_h:
        text.blit(
            s, note, "sans-bold", size, P.WAX, (body.centerx, body.bottom - note_h // 2), anchor="center"
        )
    elif note:
        pygame.draw.circle(s, P.WAX, (body.right - px * 0.02, body.y + px * 0.05), max(2, px * 0.06))
    return _shadowed(s, px * 0.03, px * 0.02, 100)


@lru_cache(maxsize=64)
def loot_tile(tile_id: str, px: int) -> pygame.Surface:
    """A loot tile: green cloth with its reward as icons."""
    px = max(12, int(px))
    t = _content().loot[tile_id]
    s = _tile(px, (0x4C, 0x7A, 0x3D), (0x2A, 0x45, 0x22))
    body = pygame.Rect(round(px * 0.12), round(px * 0.12), round(px * 0.7), round(px * 0.7))
    items = _gain_items(t.reward)
    _icons_row(s, items, body.inflate(0, -round(px * 0.2)), ink=P.CREAM, plus=True)
    return _shadowed(s, px * 0.03, px * 0.02, 100)
