"""Twenty-One's cards, drawn in code: a face shows its value, the back a star.

**In a real game** this room paints the game's pictures (cards, pieces, tiles), each a
cached surface of a given size, looked up when drawn (the hot-seat test spies on the
functions that turn a card into a face).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P


@lru_cache(maxsize=64)
def number_card(value: int | None, w: int, h: int) -> pygame.Surface:
    """A card of Twenty-One, face up (``value``) or its back (None), ``w`` × ``h`` pixels."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, round(w * 0.06))
    if value is None:
        pygame.draw.rect(s, P.NIGHT, (0, 0, w, h), border_radius=radius)
        pygame.draw.rect(s, P.GOLD_DEEP, (0, 0, w, h), width=2, border_radius=radius)
        inner = pygame.Rect(0, 0, w, h).inflate(-w // 6, -w // 6)
        pygame.draw.rect(s, P.GOLD_DEEP, inner, width=1, border_radius=radius)
        star = icons.icon("star", w // 2, P.GOLD)
        s.blit(star, star.get_rect(center=(w // 2, h // 2)))
        return s
    s.blit(draw.parchment((w, h), radius), (0, 0))
    pygame.draw.rect(s, P.BRASS, (0, 0, w, h), width=2, border_radius=radius)
    text.blit(s, str(value), "sans-bold", round(h * 0.22), P.INK, (round(w * 0.1), round(h * 0.04)))
    text.blit(s, str(value), "serif-bold", round(h * 0.5), P.FOREST, (w // 2, h * 0.56), anchor="center")
    return s


def face(card: Any, w: int, h: int) -> pygame.Surface:
    """A card's face for the kit (zoom, pile browser): :func:`number_card`, looked up when
    drawn (a test's spy on it sees every face)."""
    return number_card(int(card), w, h)
