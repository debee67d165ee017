"""The standing pieces: Merry Men, guards, the three villains, hero standees, Friar Tuck and
the solo game's agents."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from sherwood.ui.games.merry_men.art.colours import IRON, SKIN, TABARD, TUCK_BROWN, hero_look
from sherwood.ui.games.merry_men.art.emblems import EMBLEM_DRAW, WEAPON_DRAW, star
from sherwood.ui.games.merry_men.art.shading import capsule, lit, outline_of, pts, standing
from sherwood.ui.render import icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import SS, Draw, canvas, down

VILLAINS = ("sheriff", "guy", "john")


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
    pygame.draw.polygon(big, W, pts(body, n))
    capsule(big, W, (0.36 * n, 0.40 * n), (0.10 * n, 0.56 * n), 0.085 * n)
    capsule(big, W, (0.64 * n, 0.40 * n), (0.90 * n, 0.56 * n), 0.085 * n)
    pygame.draw.circle(big, W, (0.5 * n, 0.22 * n), 0.165 * n)
    if hood:
        pygame.draw.polygon(big, W, pts([(0.36, 0.16), (0.55, 0.005), (0.66, 0.2)], n))
        pygame.draw.ellipse(big, W, pygame.Rect(0.25 * n, 0.28 * n, 0.5 * n, 0.17 * n))


def _meeple_draw(colour, symbol: str | None) -> Draw:
    def fn(big: pygame.Surface, n: int) -> None:
        sil = canvas(n)
        _meeple_sil(sil, n)
        big.blit(lit(sil, colour, outline_of(colour), n * 0.028), (0, 0))
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
    return standing(
        px, _meeple_draw(colour, symbol), scale=0.86 if lifted else 0.8, lift=1.9 if lifted else 1.0
    )


def _guard_draw(big: pygame.Surface, n: int) -> None:
    W = (255, 255, 255)
    sil = canvas(n)
    # the pike behind, right
    capsule(sil, W, (0.82 * n, 0.10 * n), (0.82 * n, 0.98 * n), 0.03 * n)
    pygame.draw.polygon(sil, W, pts([(0.82, -0.0), (0.88, 0.12), (0.82, 0.17), (0.76, 0.12)], n))
    body = [(0.30, 0.36), (0.70, 0.36), (0.74, 0.62), (0.70, 0.985), (0.30, 0.985), (0.26, 0.62)]
    pygame.draw.polygon(sil, W, pts(body, n))
    capsule(sil, W, (0.34 * n, 0.42 * n), (0.20 * n, 0.66 * n), 0.075 * n)
    capsule(sil, W, (0.66 * n, 0.42 * n), (0.80 * n, 0.56 * n), 0.075 * n)
    pygame.draw.circle(sil, W, (0.5 * n, 0.25 * n), 0.13 * n)
    # kettle helmet: dome + wide brim
    pygame.draw.ellipse(sil, W, pygame.Rect(0.33 * n, 0.06 * n, 0.34 * n, 0.26 * n))
    pygame.draw.ellipse(sil, W, pygame.Rect(0.22 * n, 0.17 * n, 0.56 * n, 0.09 * n))
    big.blit(lit(sil, IRON, P.shade(IRON, 0.3), n * 0.028), (0, 0))
    dark = P.shade(IRON, 0.45)
    # the tabard
    tab = [(0.36, 0.38), (0.64, 0.38), (0.66, 0.86), (0.5, 0.93), (0.34, 0.86)]
    pygame.draw.polygon(big, TABARD, pts(tab, n))
    pygame.draw.polygon(big, P.shade(TABARD, 0.6), pts(tab, n), max(1, n // 80))
    pygame.draw.line(big, P.GOLD, (0.5 * n, 0.46 * n), (0.5 * n, 0.78 * n), max(2, n // 30))
    pygame.draw.line(big, P.GOLD, (0.41 * n, 0.56 * n), (0.59 * n, 0.56 * n), max(2, n // 30))
    # face under the brim and the brim's edge
    pygame.draw.ellipse(big, P.mix(SKIN, dark, 0.35), pygame.Rect(0.42 * n, 0.25 * n, 0.16 * n, 0.11 * n))
    pygame.draw.line(big, dark, (0.24 * n, 0.235 * n), (0.76 * n, 0.235 * n), max(1, n // 60))
    pygame.draw.line(big, dark, (0.5 * n, 0.985 * n), (0.5 * n, 0.9 * n), max(1, n // 60))


@lru_cache(maxsize=64)
def guard(px: int) -> pygame.Surface:
    """The Sheriff's guard: an iron-grey soldier in a kettle helmet, a red tabard and a pike."""
    return standing(px, _guard_draw, scale=0.82)


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
    pygame.draw.polygon(sil, W, pts(robe, n))
    capsule(sil, W, (0.36 * n, 0.40 * n), (0.22 * n, 0.62 * n), 0.08 * n)
    capsule(sil, W, (0.64 * n, 0.40 * n), (0.78 * n, 0.62 * n), 0.08 * n)
    pygame.draw.circle(sil, W, (0.5 * n, 0.24 * n), 0.135 * n)


def _sheriff_draw(big: pygame.Surface, n: int) -> None:
    W = (255, 255, 255)
    black = (0x2A, 0x27, 0x2C)
    sil = canvas(n)
    _robe_sil(sil, n)
    # a broad hat with a brim
    pygame.draw.ellipse(sil, W, pygame.Rect(0.22 * n, 0.10 * n, 0.56 * n, 0.1 * n))
    pygame.draw.rect(sil, W, pygame.Rect(0.36 * n, 0.0 * n, 0.28 * n, 0.15 * n), border_radius=int(0.05 * n))
    big.blit(lit(sil, black, (0x0C, 0x0A, 0x0C), n * 0.028), (0, 0))
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
    sil = canvas(n)
    # the sword raised, behind the right arm
    capsule(sil, W, (0.80 * n, 0.64 * n), (0.93 * n, 0.06 * n), 0.028 * n)
    _robe_sil(sil, n, flare=0.3)
    pygame.draw.polygon(sil, W, pts([(0.37, 0.16), (0.47, 0.0), (0.66, 0.18)], n))  # hood peak
    pygame.draw.polygon(sil, W, pts([(0.28, 0.36), (0.72, 0.36), (0.84, 0.98), (0.16, 0.98)], n))  # cloak
    big.blit(lit(sil, red, (0x26, 0x08, 0x06), n * 0.028), (0, 0))
    sword = (0xC8, 0xCC, 0xD2)
    capsule(big, sword, (0.80 * n, 0.56 * n), (0.925 * n, 0.08 * n), 0.022 * n)
    capsule(big, P.GOLD_DEEP, (0.73 * n, 0.56 * n), (0.87 * n, 0.59 * n), 0.018 * n)
    pygame.draw.circle(big, (0x3B, 0x2A, 0x1E), (0.79 * n, 0.64 * n), 0.045 * n)
    pygame.draw.ellipse(big, (0x20, 0x08, 0x06), pygame.Rect(0.41 * n, 0.17 * n, 0.18 * n, 0.16 * n))
    pygame.draw.ellipse(
        big, P.mix(SKIN, (0x20, 0x08, 0x06), 0.5), pygame.Rect(0.44 * n, 0.2 * n, 0.12 * n, 0.12 * n)
    )
    pygame.draw.line(big, (0x3A, 0x10, 0x0E), (0.5 * n, 0.4 * n), (0.5 * n, 0.98 * n), max(1, n // 60))


def _john_draw(big: pygame.Surface, n: int) -> None:
    purple = (0x5E, 0x2E, 0x7E)
    sil = canvas(n)
    _robe_sil(sil, n, flare=0.4)
    big.blit(lit(sil, purple, (0x1E, 0x0A, 0x28), n * 0.028), (0, 0))
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
    pygame.draw.polygon(big, P.GOLD, pts(crown, n))
    pygame.draw.polygon(big, P.GOLD_DEEP, pts(crown, n), max(1, n // 80))
    pygame.draw.circle(big, P.WAX, (0.5 * n, 0.13 * n), 0.022 * n)
    pygame.draw.line(big, (0x3A, 0x1A, 0x50), (0.5 * n, 0.44 * n), (0.5 * n, 0.9 * n), max(1, n // 60))


_VILLAIN_DRAW: dict[str, Draw] = {"sheriff": _sheriff_draw, "guy": _guy_draw, "john": _john_draw}


@lru_cache(maxsize=64)
def villain(villain_id: str, px: int) -> pygame.Surface:
    """The Sheriff (black, gold chain), Guy of Gisborne (dark red, hooded, sword) or Prince
    John (purple, crown)."""
    return standing(px, _VILLAIN_DRAW[villain_id], scale=0.88)


def _hero_draw(hero_id: str, colour) -> Draw:
    look, emblem, initial = hero_look(hero_id)

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
        sil = canvas(n)
        pygame.draw.rect(
            sil,
            (255, 255, 255),
            plaque,
            border_top_left_radius=int(0.34 * n),
            border_top_right_radius=int(0.34 * n),
            border_bottom_left_radius=int(0.03 * n),
            border_bottom_right_radius=int(0.03 * n),
        )
        big.blit(lit(sil, P.mix(P.PARCHMENT_LIGHT, look, 0.12), P.shade(colour, 0.4), n * 0.035), (0, 0))
        fig = canvas(n)
        _meeple_sil(fig, n)
        small = down(lit(fig, look, outline_of(look), n * 0.03), (round(n * 0.62), round(n * 0.62)))
        big.blit(small, (round(0.19 * n), round(0.16 * n)))
        # the hero's emblem, held across the figure, dark with a cream edge
        d = round(n * 0.46)
        draw_em = WEAPON_DRAW.get(emblem) or EMBLEM_DRAW.get(emblem, star)
        edge, em = canvas(d), canvas(d)
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
    return standing(px, _hero_draw(hero_id, colour), scale=0.88)


def _tuck_draw(big: pygame.Surface, n: int) -> None:
    W = (255, 255, 255)
    sil = canvas(n)
    pygame.draw.ellipse(sil, W, pygame.Rect(0.14 * n, 0.3 * n, 0.72 * n, 0.69 * n))
    pygame.draw.circle(sil, W, (0.5 * n, 0.22 * n), 0.16 * n)
    capsule(sil, W, (0.3 * n, 0.46 * n), (0.08 * n, 0.66 * n), 0.085 * n)
    capsule(sil, W, (0.7 * n, 0.46 * n), (0.92 * n, 0.66 * n), 0.085 * n)
    big.blit(lit(sil, TUCK_BROWN, P.shade(TUCK_BROWN, 0.3), n * 0.028), (0, 0))
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
    capsule(big, rope, (0.56 * n, 0.68 * n), (0.6 * n, 0.86 * n), 0.015 * n)
    pygame.draw.line(big, P.shade(TUCK_BROWN, 0.6), (0.5 * n, 0.7 * n), (0.5 * n, 0.98 * n), max(1, n // 60))


@lru_cache(maxsize=32)
def tuck(px: int) -> pygame.Surface:
    """Friar Tuck: round, in a brown robe with a rope belt."""
    return standing(px, _tuck_draw, scale=0.82)


def _pawn_draw(big: pygame.Surface, n: int) -> None:
    W = (255, 255, 255)
    grey = (0x8C, 0x8C, 0x8A)
    sil = canvas(n)
    pygame.draw.circle(sil, W, (0.5 * n, 0.2 * n), 0.17 * n)
    pygame.draw.ellipse(sil, W, pygame.Rect(0.3 * n, 0.34 * n, 0.4 * n, 0.1 * n))
    pygame.draw.polygon(sil, W, pts([(0.4, 0.38), (0.6, 0.38), (0.72, 0.86), (0.28, 0.86)], n))
    pygame.draw.ellipse(sil, W, pygame.Rect(0.14 * n, 0.8 * n, 0.72 * n, 0.19 * n))
    big.blit(lit(sil, grey, P.shade(grey, 0.35), n * 0.028), (0, 0))
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
    return standing(px, _pawn_draw, scale=0.8)
