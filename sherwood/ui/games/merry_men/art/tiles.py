"""The square tiles: ransom tiles (what a returned guard pays) and loot tiles."""

from __future__ import annotations

from functools import lru_cache

import pygame

from sherwood.games.merry_men.content import load_content
from sherwood.ui.games.merry_men.art.card_parts import gain_items, icons_row
from sherwood.ui.games.merry_men.art.colours import Color
from sherwood.ui.games.merry_men.art.resources import resource
from sherwood.ui.render import palette as P
from sherwood.ui.render import text
from sherwood.ui.render.surfaces import shadowed, supersample


def _tile(px: int, base: Color, edge: Color) -> pygame.Surface:
    """A blank square tile ``px`` wide: ``base`` with an ``edge`` and a lighter inner line."""

    def draw(big: pygame.Surface, n: int) -> None:
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

    return supersample((max(12, int(px)),) * 2, draw)


def _arrow(s: pygame.Surface, box: pygame.Rect, colour) -> None:
    """An arrow pointing right across ``box`` (each guard returned gives what follows)."""
    mid = box.centery
    head = max(2, box.h // 2)
    pygame.draw.line(s, colour, (box.x, mid), (box.right - head, mid), max(1, box.h // 4))
    tip = [(box.right - head, box.y), (box.right, mid), (box.right - head, box.bottom)]
    pygame.draw.polygon(s, colour, tip)


@lru_cache(maxsize=64)
def ransom_tile(tile_id: str, px: int) -> pygame.Surface:
    """A ransom tile: a captured guard's helmet, an arrow, and what each returned guard pays;
    a note at the bottom for a choice of resource or a cap per player."""
    px = max(12, int(px))
    t = load_content().ransom[tile_id]
    s = _tile(px, (0xEA, 0xD8, 0xB4), P.WAX)
    body = pygame.Rect(round(px * 0.11), round(px * 0.1), round(px * 0.74), round(px * 0.74))
    note = ""
    if t.choice:
        note = "+1 of W/I/T/D"
    if t.cap_per_player:
        note = f"max {t.cap_per_player} a round"
    note_h = round(body.h * 0.2) if note and px >= 36 else 0
    if note_h:
        size = round(note_h * 0.7)
        note_line = text.fit_paragraph(
            note, "sans-bold", size, body.w, max_lines=1, minimum=6, cut=False, overflow="words"
        )
        if not note_line.fits:
            note_h = 0  # too small to be read: the dot below says there is a note
    hs = round(body.h * 0.34)
    g = resource("guard", hs)
    aw = max(4, round(hs * 0.6))
    x = body.centerx - (hs + aw) // 2
    s.blit(g, (x, body.y))
    _arrow(s, pygame.Rect(x + hs, body.y + hs // 4, aw, hs // 2), P.WAX)
    items = gain_items(t.reward)
    icons_row(s, items, pygame.Rect(body.x, body.y + hs, body.w, body.h - hs - note_h), plus=True)
    if note_h:
        note_line.draw(s, P.WAX, (body.centerx, body.bottom - note_h // 2, 0, 0), "center")
    elif note:
        pygame.draw.circle(s, P.WAX, (body.right - px * 0.02, body.y + px * 0.05), max(2, px * 0.06))
    return shadowed(s, px * 0.03, px * 0.02, 100)


@lru_cache(maxsize=64)
def loot_tile(tile_id: str, px: int) -> pygame.Surface:
    """A loot tile: green cloth with its reward as icons."""
    px = max(12, int(px))
    t = load_content().loot[tile_id]
    s = _tile(px, (0x4C, 0x7A, 0x3D), (0x2A, 0x45, 0x22))
    body = pygame.Rect(round(px * 0.12), round(px * 0.12), round(px * 0.7), round(px * 0.7))
    items = gain_items(t.reward)
    icons_row(s, items, body.inflate(0, -round(px * 0.2)), ink=P.CREAM, plus=True)
    return shadowed(s, px * 0.03, px * 0.02, 100)
