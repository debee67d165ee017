"""The table's small pictures, from the art's (this package's): resource icons, cards face up
and face down, the special cards; and the dice, drawn here.

:func:`hand_card` is the one function that draws a card of a hand face up: the privacy test
watches it, so a hand's card never reaches the screen another way (the bank's cards and the
cards flying in public go through :func:`resource_card`).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from sherwood.ui.games.settlers import art
from sherwood.ui.kit import card_frame
from sherwood.ui.render import draw
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import SS, canvas, down

BACKS = {"resource": "resource", "dev": "development"}


def resource_icon(name: str, px: int) -> pygame.Surface:
    """Resource ``name`` as an icon ``px`` pixels square (a cost, a dialog, the bank)."""
    return art.resource_icon(name, max(8, int(px)))


def hand_card(card: str, w: int, h: int, solo: bool = False) -> pygame.Surface:
    """A card of a hand drawn face up: a resource (``"lumber"``...) or a development card
    (``"knight"``, ``"vp_chapel"``...), its rule as the solo game plays it with ``solo``.
    Looked up when drawn: the privacy test spies on it."""
    return art.card_face(card, max(12, w), max(16, h), solo)


def resource_card(card: str, w: int, h: int) -> pygame.Surface:
    """A resource card in public: the bank's, one flying from a hex or to the bank."""
    return art.resource_card(card, max(12, w), max(16, h))


def card_back(kind: str, w: int, h: int) -> pygame.Surface:
    """The back of a resource card (``kind`` "resource") or a development card ("dev")."""
    return art.card_back(BACKS[kind], max(12, w), max(16, h))


def special_card(which: str, w: int, h: int) -> pygame.Surface:
    """Longest Road (``"road"``) or Largest Army (``"army"``): a card worth 2 VP."""
    return art.development_card("longest_road" if which == "road" else "largest_army", max(12, w), max(16, h))


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


def blit_card(
    surface: pygame.Surface,
    img: pygame.Surface,
    rect: pygame.Rect,
    lift: float = 1.0,
    *,
    moving: bool = False,
) -> None:
    """A card with its soft shadow (``moving``: in flight, see :func:`draw.blit_shadow`)."""
    draw.blit_shadow(surface, rect, card_frame.radius(rect.w), lift, moving=moving)
    surface.blit(img, rect)
