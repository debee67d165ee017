"""Robin Hood's moving things drawn, in the solo game (SR-V): a movement card (its back, its
face, turning over), the movement die tumbling, Robin walking with a hop, the note over his
head saying why he stays, a space of his score track, the ring of an encirclement. Their
steps are :class:`.motion.SettlersMotion`'s.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from sherwood.games.settlers import geometry as G
from sherwood.ui.games.settlers import geometry as geo
from sherwood.ui.games.settlers import pictures
from sherwood.ui.games.settlers.art import robin as art
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box
from sherwood.ui.render.surfaces import scaled, source_size

FLIP = 0.45
SHOW = 0.7  # a drawn card held up, face up, before it goes to the discards


# --- drawing what moves ---------------------------------------------------------------------------------


def draw_sprite(table, surface: pygame.Surface, sprite: Any, box: Box, progress: float) -> bool:
    """Draw one of the solo game's moving things; False when ``sprite`` is not one."""
    T = table.T
    kind = sprite[0]
    r = T.rect(box)
    w, h = source_size(r.size, geo.card_sizes(table))  # in flight: drawn at a size the table has, scaled
    if kind == "moveback":
        pictures.blit_card(surface, scaled(art.movement_back(w, h), r.size), r, 1.6, moving=True)
    elif kind == "movecard":
        pictures.blit_card(surface, scaled(art.movement_card(sprite[1], w, h), r.size), r, 1.6, moving=True)
    elif kind == "moveflip":  # turned over in the first part, then held up face up
        turn = min(1.0, progress * (FLIP + SHOW) / FLIP)
        face = turn >= 0.5
        squeeze = abs(1 - 2 * turn)
        w = max(1, round(r.w * squeeze))
        img = art.movement_card(sprite[1], r.w, r.h) if face else art.movement_back(r.w, r.h)
        img = pygame.transform.smoothscale(img, (w, r.h))
        rect = img.get_rect(center=r.center)
        draw.blit_shadow(surface, rect, max(2, T.length(8)), 1.8, moving=True)
        surface.blit(img, rect)
    elif kind in ("mdie", "mdie_fly"):
        settled = kind == "mdie_fly" or progress >= 0.8
        face = sprite[1] if settled else art.MOVES[int(progress * 11) % 6]
        img = art.movement_die(face, r.w)
        if not settled:
            img = pygame.transform.rotozoom(img, (1 - progress) * 540, 1 + 0.15 * (1 - progress))
        bounce = 0 if settled else abs(math.sin(progress * math.pi * 3)) * (1 - progress) * r.h * 0.3
        rect = img.get_rect(center=(r.centerx, r.centery - bounce))
        draw.blit_shadow(surface, r, T.length(10), 1.2)
        surface.blit(img, rect)
    elif kind == "robin":
        hexes = max(1, sprite[1])
        hop = abs(math.sin(math.pi * progress * min(hexes, 4) * 2)) * r.h * 0.12
        lifted = 0 < progress < 1
        table.painter.draw_robber(surface, at=(r.centerx, r.bottom - r.h * 0.1 - hop), lifted=lifted)
    elif kind == "note":
        _note(table, surface, sprite[1], r, progress)
    elif kind == "track":
        surface.blit(art.track_space(r.w, r.h, True), r)
    elif kind == "ring":
        v = table.view
        alpha = int(255 * abs(math.sin(progress * math.pi * 3)))
        art.ring_glow(surface, table.painter.hex_centre(sprite[1]), table.painter.size, alpha)
        for e in G.HEX_EDGES[sprite[1]]:
            if v is not None and v.edge_owner[e] >= 0:
                table.painter.draw_road(surface, v.edge_owner[e], e)
    else:
        return False
    return True


def _note(table, surface: pygame.Surface, words: str, robin: pygame.Rect, progress: float) -> None:
    """A parchment label over Robin's head saying why he stays."""
    T = table.T
    px = T.px(15)
    w = min(T.length(330), text.size(words, "sans-bold", px)[0] + T.length(24))
    box = pygame.Rect(0, 0, w, T.length(30))
    box.midbottom = (robin.centerx, robin.top - T.length(4))
    area = T.rect(table.Z("island"))
    box.clamp_ip(area)
    fade = min(1.0, progress * 6, (1 - progress) * 5)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*P.PARCHMENT_LIGHT, 240), layer.get_rect(), border_radius=T.length(8))
    pygame.draw.rect(layer, (*P.WAX, 255), layer.get_rect(), max(1, T.length(2)), border_radius=T.length(8))
    text.line(
        layer,
        words,
        "sans-bold",
        px,
        P.INK,
        layer.get_rect().inflate(-T.length(12), 0),
        "center",
        minimum=T.px(9),
    )
    layer.set_alpha(int(255 * max(0.0, fade)))
    draw.blit_shadow(surface, box, T.length(8), 0.8)
    surface.blit(layer, box)
