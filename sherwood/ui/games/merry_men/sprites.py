"""The Merry Men's moving pieces drawn (ART.md "Motion"): what :mod:`.motion`'s tweens carry.

A sprite is a small tuple, drawn by :func:`draw_sprite` at the box its tween has reached:
``("figure", code)``, ``("guard",)`` or ``("guard", "fade")``, ``("villain", id)``,
``("hero", seat, hero)``, ``("carriage", weapon, flat)``, ``("penny",)``,
``("barricade", seat)``, ``("trap", seat)``, ``("res", kind, n)``,
``("die", kind, face, success, settled)``, ``("tray", purpose, hits, needed)``,
``("card", id)``, ``("loot", tile)``, ``("banner", text)``.

The dice tray under a roll and the banner across the board (a new round, a new phase) are
drawn here too: they are sprites like the others, held still while their step plays.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from sherwood.ui.games.merry_men import art, panels, pieces
from sherwood.ui.games.merry_men import words as W
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.merry_men.table import MerryMenTable

TRAY_PX = 17  # the tray's words


def draw_sprite(
    table: MerryMenTable, surface: pygame.Surface, sprite: Any, box: Box, progress: float
) -> None:
    """One moving sprite at ``box``, ``progress`` (0..1) of the way through its tween."""
    T = table.T
    r = T.rect(box)
    kind = sprite[0]
    image: pygame.Surface | None = None
    if kind == "figure":
        image = pieces.figure_image(table, sprite[1], r.h, lifted=True)
    elif kind == "guard":
        image = art.guard(r.h)
        if sprite[1:] == ("fade",):
            image = image.copy()
            image.set_alpha(round(255 * (1 - progress)))
    elif kind == "villain":
        image = art.villain(sprite[1], r.h)
    elif kind == "hero":
        image = pieces.hero_image(table, sprite[1], sprite[2], r.h)
    elif kind == "carriage":
        image = art.carriage(sprite[1], r.h, flat=sprite[2])
    elif kind == "penny":
        image = art.penny(r.h)
    elif kind == "barricade":
        image = art.barricade(table.seat_style(sprite[1]).colour, r.h)
    elif kind == "trap":
        image = art.trap(table.seat_style(sprite[1]).colour, r.h)
    elif kind == "res":
        image = art.resource(sprite[1], r.h)
        surface.blit(image, image.get_rect(center=r.center))
        if sprite[2] > 1:
            pieces.count_label(surface, r, sprite[2], T.px(15))
        return
    elif kind == "die":
        _, die_kind, face, ok, settled = sprite
        if settled:
            image = art.die(die_kind, face, r.h, success=ok)
        else:
            # the face is drawn once (cached), then turned and grown by rotozoom each frame
            spin = (1 - progress) * 540 % 360
            shown = face if progress > 0.8 else 1 + (int(progress * 14) + face) % 6
            scale = 1 + 0.25 * math.sin(progress * math.pi)
            image = pygame.transform.rotozoom(art.die(die_kind, shown, r.h), spin, scale)
    elif kind == "card":
        image = panels.card_face(sprite[1], r.w, r.h)
        draw.blit_shadow(surface, r, T.length(8), 1.6)
        surface.blit(image, r)
        return
    elif kind == "loot":
        image = art.loot_tile(sprite[1], r.h)
    elif kind == "tray":
        draw_tray(table, surface, r, *sprite[1:])
        return
    elif kind == "banner":
        draw_banner(table, surface, r, sprite[1], progress)
        return
    if image is not None:
        surface.blit(image, image.get_rect(center=r.center))


def draw_banner(
    table: MerryMenTable, surface: pygame.Surface, r: pygame.Rect, message: str, progress: float
) -> None:
    """A headline across the board ("Round 3", a phase's title), fading in and out."""
    T = table.T
    alpha = round(255 * min(1.0, progress / 0.15, (1 - progress) / 0.2))
    if alpha <= 0:
        return
    s = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(s, (*P.NIGHT_DEEP, 215), s.get_rect(), border_radius=T.length(16))
    pygame.draw.rect(s, (*P.GOLD, 255), s.get_rect(), width=max(2, T.length(3)), border_radius=T.length(16))
    room = pygame.Rect(0, 0, r.w - T.length(40), 0).move_to(center=(r.w // 2, r.h // 2))
    text.line(s, message, "serif-bold", T.px(54), P.CREAM, room, "center", minimum=8)
    s.set_alpha(alpha)
    surface.blit(s, r)


def draw_tray(
    table: MerryMenTable, surface: pygame.Surface, r: pygame.Rect, purpose: str, hits: int | None, needed: int
) -> None:
    """The tray the dice land on, its words under them (:func:`.words.tray_words`): green once enough
    hits have counted, red when they fell short."""
    T = table.T
    draw.blit_shadow(surface, r, T.length(14), 1.4)
    draw.panel(surface, r, T.length(14))
    pygame.draw.rect(surface, P.BRASS, r, width=max(1, T.length(2)), border_radius=T.length(14))
    if hits is None:  # still rolling
        colour = P.INK
    else:
        colour = P.FOREST if needed and hits >= needed else (P.WAX if needed else P.INK)
    message = W.tray_words(purpose, hits, needed)
    room = pygame.Rect(0, 0, r.w - T.length(20), 0).move_to(midbottom=(r.centerx, r.bottom - T.length(10)))
    text.line(surface, message, "sans-bold", T.px(TRAY_PX), colour, room, "midbottom", minimum=T.px(11))
