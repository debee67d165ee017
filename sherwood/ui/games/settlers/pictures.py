"""The table's small pictures: resource icons and cards, development cards, card backs, the
dice, and the special cards (Longest Road, Largest Army).

The island, its pieces and the robber are :mod:`.art`'s (the painter); this module puts the
rest together from the same palette, so a resource looks the same in the bank, the hand, a
cost and a dialog. :func:`hand_card` is the one function that draws a card of a hand face up
(the privacy test watches it).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from sherwood.ui.games.settlers.art import icons as art_icons
from sherwood.ui.games.settlers.art import palette as C
from sherwood.ui.kit import card_frame
from sherwood.ui.kit.surfaces import SS, canvas, down
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P

RESOURCES = ("lumber", "wool", "grain", "brick", "ore")
DEV_COLOUR = {
    "knight": (0x6A, 0x3A, 0x7A),
    "road_building": (0x3E, 0x6B, 0x34),
    "year_of_plenty": (0xB0, 0x82, 0x2A),
    "monopoly": (0x2F, 0x5C, 0x7C),
    "vp": P.WAX,
}


def resource_icon(name: str, px: int) -> pygame.Surface:
    """Resource ``name`` as an icon ``px`` pixels square (a cost, a dialog, the bank): the art's."""
    return art_icons.resource_icon(name, max(8, int(px)))


@lru_cache(maxsize=128)
def _resource_face(name: str, w: int, h: int) -> pygame.Surface:
    s = card_frame.frame(w, h, C.RESOURCE_COLOUR[name])
    band = pygame.Rect(0, 0, w, max(3, round(h * 0.2)))
    pygame.draw.rect(
        s,
        C.RESOURCE_COLOUR[name],
        band,
        border_top_left_radius=card_frame.radius(w),
        border_top_right_radius=card_frame.radius(w),
    )
    text.line(
        s, C.RESOURCE_NAMES[name], "serif-bold", max(8, round(h * 0.14)), P.CREAM, band, "center", minimum=7
    )
    img = resource_icon(name, round(min(w * 0.8, h * 0.62)))
    s.blit(img, img.get_rect(center=(w // 2, round(h * 0.6))))
    return s


def hand_card(card: str, w: int, h: int) -> pygame.Surface:
    """A card of a hand drawn face up: a resource (``"lumber"``...) or a development card
    (``"knight"``, ``"vp_chapel"``...). Looked up when drawn: the privacy test spies on it."""
    if card in RESOURCES:
        return _resource_face(card, w, h)
    return dev_face(card, w, h)


def resource_card(card: str, w: int, h: int) -> pygame.Surface:
    """A resource card of the bank (public: the bank's cards are anybody's to see)."""
    return _resource_face(card, w, h)


DEV_SYMBOL = {
    "knight": "knight",
    "road_building": "tower",
    "year_of_plenty": "star",
    "monopoly": "coin",
    "vp": "crown",
}


@lru_cache(maxsize=64)
def dev_face(kind: str, w: int, h: int) -> pygame.Surface:
    """A development card face up: its title band, its symbol, its words' first line."""
    from sherwood.ui.games.settlers.texts import dev_group, dev_title

    group = dev_group(kind)
    colour = DEV_COLOUR[group]
    s = card_frame.frame(w, h, colour)
    band = pygame.Rect(0, 0, w, max(3, round(h * 0.22)))
    pygame.draw.rect(
        s,
        colour,
        band,
        border_top_left_radius=card_frame.radius(w),
        border_top_right_radius=card_frame.radius(w),
    )
    title = dev_title(kind)
    text.line(
        s,
        title,
        "serif-bold",
        max(8, round(h * 0.13)),
        P.CREAM,
        band.inflate(-4, 0),
        "center",
        minimum=7,
        overflow="words",
    )
    px = round(min(w * 0.6, h * 0.42))
    img = icons.icon(DEV_SYMBOL[group], px, colour)
    s.blit(img, img.get_rect(center=(w // 2, round(h * 0.58))))
    if group == "vp":
        foot = pygame.Rect(0, round(h * 0.8), w, round(h * 0.16))
        text.line(s, "1 VP", "sans-bold", max(8, round(h * 0.11)), P.WAX, foot, "center", minimum=7)
    return s


@lru_cache(maxsize=32)
def card_back(kind: str, w: int, h: int) -> pygame.Surface:
    """The back of a resource card (``kind`` "resource") or a development card ("dev")."""
    s = canvas(w, h)
    r = card_frame.radius(w)
    base = P.FOREST if kind == "resource" else P.NIGHT
    pygame.draw.rect(s, base, (0, 0, w, h), border_radius=r)
    pygame.draw.rect(s, P.GOLD_DEEP, (0, 0, w, h), width=max(1, w // 30), border_radius=r)
    inner = pygame.Rect(0, 0, w, h).inflate(-w // 5, -w // 5)
    pygame.draw.rect(s, P.shade(P.GOLD_DEEP, 0.9), inner, width=1, border_radius=r)
    sym = icons.icon("leaf" if kind == "resource" else "star", max(6, w // 2), P.GOLD)
    s.blit(sym, sym.get_rect(center=(w // 2, h // 2)))
    return s


@lru_cache(maxsize=64)
def die_face(value: int, px: int, colour: tuple[int, int, int] = P.PARCHMENT_LIGHT) -> pygame.Surface:
    """A die showing ``value`` (1-6), ``px`` pixels square: a rounded ivory square with pips."""
    px = max(8, int(px))
    n = px * SS
    big = canvas(n)
    pygame.draw.rect(big, P.shade(colour, 0.7), (0, 0, n, n), border_radius=int(n * 0.2))
    pygame.draw.rect(big, colour, (n * 0.04, n * 0.03, n * 0.92, n * 0.9), border_radius=int(n * 0.18))
    spots = {
        1: [(0.5, 0.5)],
        2: [(0.28, 0.28), (0.72, 0.72)],
        3: [(0.26, 0.26), (0.5, 0.5), (0.74, 0.74)],
        4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
        5: [(0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)],
        6: [(0.28, 0.24), (0.72, 0.24), (0.28, 0.5), (0.72, 0.5), (0.28, 0.76), (0.72, 0.76)],
    }[max(1, min(6, value))]
    pip = P.WAX if value == 1 else P.INK
    for x, y in spots:
        pygame.draw.circle(big, pip, (x * n, y * n * 0.97), n * 0.085)
    return down(big, (px, px))


@lru_cache(maxsize=16)
def special_card(which: str, w: int, h: int) -> pygame.Surface:
    """Longest Road (``"road"``) or Largest Army (``"army"``): a card worth 2 VP."""
    colour = P.FOREST if which == "road" else P.WAX
    s = card_frame.frame(w, h, colour)
    band = pygame.Rect(0, 0, w, max(3, round(h * 0.3)))
    pygame.draw.rect(
        s,
        colour,
        band,
        border_top_left_radius=card_frame.radius(w),
        border_top_right_radius=card_frame.radius(w),
    )
    title = "Longest Road" if which == "road" else "Largest Army"
    text.paragraph(
        s,
        title,
        "serif-bold",
        max(8, round(h * 0.13)),
        P.CREAM,
        band.inflate(-4, -2),
        "center",
        max_lines=2,
        minimum=7,
    )
    img = icons.icon("tower" if which == "road" else "swords", round(min(w, h) * 0.38), colour)
    s.blit(img, img.get_rect(center=(w // 2, round(h * 0.6))))
    foot = pygame.Rect(0, round(h * 0.8), w, round(h * 0.16))
    text.line(s, "2 VP", "sans-bold", max(8, round(h * 0.11)), P.INK, foot, "center", minimum=7)
    return s


def blit_card(surface: pygame.Surface, img: pygame.Surface, rect: pygame.Rect, lift: float = 1.0) -> None:
    """A card with its soft shadow."""
    draw.blit_shadow(surface, rect, card_frame.radius(rect.w), lift)
    surface.blit(img, rect)
