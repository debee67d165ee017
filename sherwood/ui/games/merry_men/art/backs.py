"""The backs of the Merry Men decks: one pattern and one medallion per deck."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from sherwood.ui.games.merry_men.art.colours import (
    EDICT_GREY,
    ROYAL,
    SPY_BLACK,
    TUCK_BROWN,
    VILLAIN_RED,
    Color,
)
from sherwood.ui.games.merry_men.art.emblems import weapon_icon
from sherwood.ui.games.merry_men.art.figures import tuck
from sherwood.ui.games.merry_men.art.resources import guard_helmet
from sherwood.ui.games.merry_men.art.shading import tint
from sherwood.ui.kit.card_frame import radius, seal
from sherwood.ui.render import draw, icons
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import SS, canvas, supersample

DECKS = ("merry_men", "villain", "quest", "tuck", "spy", "edict")


def _icon_into(big: pygame.Surface, name: str, n: int, colour) -> None:
    """The kit symbol ``name`` drawn at its small size and blown up to fill ``big``'s box."""
    ic = pygame.transform.smoothscale(icons.icon(name, max(4, n // SS), colour), (n, n))
    big.blit(ic, (0, 0))


def _back_motif(deck: str) -> tuple[Color, Color, Callable[[pygame.Surface, int, Color], None]]:
    """A deck's base colour, its accent and the motif repeated over its back."""

    def leaf(big, n, colour):
        _icon_into(big, "leaf", n, colour)

    def helmet(big, n, colour):
        sil = canvas(n)
        W = (255, 255, 255)
        pygame.draw.ellipse(sil, W, pygame.Rect(0.24 * n, 0.18 * n, 0.52 * n, 0.6 * n))
        pygame.draw.ellipse(sil, W, pygame.Rect(0.06 * n, 0.54 * n, 0.88 * n, 0.2 * n))
        big.blit(tint(sil, colour), (0, 0))

    def crown(big, n, colour):
        _icon_into(big, "crown", n, colour)

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

    def ring(big, n, colour):
        pygame.draw.circle(big, colour, (n / 2, n / 2), 0.4 * n)
        pygame.draw.circle(big, (0, 0, 0, 0), (n / 2, n / 2), 0.3 * n, max(2, n // 16))

    return {
        "merry_men": (P.FOREST, P.FOREST_LIGHT, leaf),
        "villain": (VILLAIN_RED, (0xC8, 0x6A, 0x5A), helmet),
        "quest": (ROYAL, P.GOLD, crown),
        "tuck": (TUCK_BROWN, (0xD8, 0xB8, 0x84), tankard),
        "spy": (SPY_BLACK, (0x8A, 0x86, 0x90), eye),
        "edict": (EDICT_GREY, P.WAX, ring),
    }[deck]


def emblem_for(deck: str, d: int) -> pygame.Surface:
    """The emblem in the medallion of a deck's back, ``d`` pixels square (a spy card shows it
    on its face too)."""
    if deck == "merry_men":
        s = canvas(d)
        s.blit(weapon_icon("bow", round(d * 0.8), P.CREAM), (round(d * 0.1), round(d * 0.1)))
        return s
    if deck == "villain":
        return supersample((d, d), guard_helmet)
    if deck == "quest":
        return icons.icon("crown", d, P.GOLD)
    if deck == "tuck":
        return tuck(d)
    if deck == "spy":
        s = canvas(d)
        s.blit(supersample((d, d), _eye), (0, 0))
        return s
    return seal(d, "E")


def _eye(big: pygame.Surface, n: int) -> None:
    """The spies' open eye."""
    pygame.draw.ellipse(big, P.CREAM, pygame.Rect(0.04 * n, 0.26 * n, 0.92 * n, 0.48 * n))
    pygame.draw.circle(big, (0x4A, 0x6E, 0x8A), (0.5 * n, 0.5 * n), 0.2 * n)
    pygame.draw.circle(big, P.INK, (0.5 * n, 0.5 * n), 0.09 * n)
    pygame.draw.circle(big, (255, 255, 255), (0.45 * n, 0.45 * n), 0.04 * n)


@lru_cache(maxsize=64)
def card_back(deck: str, w: int, h: int) -> pygame.Surface:
    """The back of a deck: merry_men (green, leaves, a bow), villain (red, helmets), quest
    (royal blue, crowns), tuck (brown), spy (black, an eye), edict (grey parchment, a seal)."""
    w, h = max(16, int(w)), max(20, int(h))
    base, accent, motif = _back_motif(deck)
    rim = P.CREAM if deck not in ("edict",) else P.PARCHMENT_LIGHT
    s = canvas(w, h)
    pygame.draw.rect(s, rim, (0, 0, w, h), border_radius=radius(w))
    inset = max(2, round(w * 0.055))
    field = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    inner = canvas(field.w, field.h)
    inner.blit(draw.vertical_gradient(field.size, P.shade(base, 1.15), P.shade(base, 0.8)), (0, 0))
    step = max(8, round(w * 0.2))
    m = max(4, round(step * 0.5))
    mark = supersample((m, m), lambda b, n: motif(b, n, accent))
    mark.set_alpha(80)
    for row, y in enumerate(range(-step // 2, field.h + step, max(4, step * 3 // 4))):
        for x in range(-step // 2 + (row % 2) * step // 2, field.w + step, step):
            inner.blit(mark, mark.get_rect(center=(x, y)))
    mask = canvas(field.w, field.h)
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
    em = emblem_for(deck, round(d * 0.66))
    s.blit(em, em.get_rect(center=medal.center))
    pygame.draw.rect(
        s, P.shade(base, 0.6), (0, 0, w, h), width=max(1, round(w / 70)), border_radius=radius(w)
    )
    return s
