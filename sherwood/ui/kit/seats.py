"""A seat's plaque: its badge, its name and a few lines about it (points, cards in hand),
for a table that has no plaque of its own design.

>>> import pygame
>>> from sherwood.ui.render.board import BoardTransform
>>> from sherwood.ui.render.palette import seat_style
>>> s = pygame.Surface((400, 200))
>>> draw_plaque(s, BoardTransform((400, 200), (400, 200)), (0, 0, 400, 200), seat_style(0),
...             "North", ("12 points", "2 cards in hand"))
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import BoardTransform, Box
from sherwood.ui.render.palette import SeatStyle


def draw_plaque(surface: pygame.Surface, T: BoardTransform, box: Box, style: SeatStyle, name: str,
                lines: Sequence[str]) -> None:
    """``box`` (board units) as a seat's plaque: a panel with the seat's badge and ``name``
    on top, then ``lines``, the first in bold."""
    x, y, w, h = box
    r = T.rect((x + 10, y, w - 20, h))
    draw.panel(surface, r, T.length(12))
    badge = icons.badge(style.symbol, T.length(44), style.colour)
    surface.blit(badge, (r.x + T.length(12), r.y + T.length(12)))
    inner = r.inflate(-T.length(28), 0)
    title = pygame.Rect(r.x + T.length(66), r.y + T.length(12), r.right - r.x - T.length(80), T.length(44))
    text.line(surface, name, "serif-bold", T.px(26), P.INK, title, "midleft", minimum=T.px(16))
    top = r.y + T.length(68)
    for i, words in enumerate(lines):
        first = i == 0
        row = pygame.Rect(inner.x, top, inner.w, T.length(30 if first else 26))
        text.line(surface, words, "sans-bold" if first else "sans", T.px(20 if first else 16),
                  P.INK if first else P.INK_SOFT, row, "midleft", minimum=T.px(14 if first else 12))
        top = row.bottom + T.length(2)
