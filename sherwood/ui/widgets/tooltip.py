"""A small parchment tooltip drawn next to the pointer."""

from __future__ import annotations

import pygame

from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P


def draw_tooltip(surface: pygame.Surface, message: str, pos: tuple[int, int], scale: float) -> pygame.Rect:
    size = max(12, round(16 * scale))
    lines = text.wrap(message, "sans", size, max(160, round(360 * scale)))
    pad = max(6, round(8 * scale))
    w = max(text.size(line, "sans", size)[0] for line in lines) + 2 * pad
    line_h = round(size * 1.3)
    h = len(lines) * line_h + 2 * pad - (line_h - size)
    x, y = pos[0] + round(18 * scale), pos[1] + round(20 * scale)
    sw, sh = surface.get_size()
    if x + w > sw - 4:
        x = pos[0] - w - 8
    if y + h > sh - 4:
        y = pos[1] - h - 8
    rect = pygame.Rect(x, y, w, h)
    draw.blit_shadow(surface, rect, 6, 0.6)
    pygame.draw.rect(surface, P.PARCHMENT_LIGHT, rect, border_radius=6)
    pygame.draw.rect(surface, P.BRASS, rect, width=1, border_radius=6)
    for i, line in enumerate(lines):
        text.blit(surface, line, "sans", size, P.INK, (x + pad, y + pad + i * line_h - 1))
    return rect
