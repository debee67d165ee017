"""The things in flight while the adventure's events play (:mod:`.motion` makes the tweens):
the outlaw and Gisbourne, discs and dice, seals, the bard, hourglasses, the red dice, objects,
a tile turning over, the ring round a guard who watches.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from sherwood.ui.games.adventures import drawing as D
from sherwood.ui.games.adventures.art import colours as C
from sherwood.ui.games.adventures.art import pieces, tiles
from sherwood.ui.games.adventures.words import MEANING_OF

if TYPE_CHECKING:
    from sherwood.ui.games.adventures.table import AdventuresTable

Box = tuple[float, float, float, float]


# --- drawing a sprite -----------------------------------------------------------------------------


def draw_sprite(
    table: AdventuresTable, surface: pygame.Surface, sprite: Any, box: Box, progress: float
) -> None:
    T = table.T
    r = T.rect(box)
    kind = sprite[0]
    sh = table.shown
    painters: dict[str, Callable[[], None]] = {}

    def outlaw() -> None:
        D.draw_outlaw(surface, table.look_now(), sh, r.center, lifted=True)

    def gisbourne() -> None:
        D.draw_gisbourne(surface, table.look_now(), r.center)

    def disc() -> None:
        _, d, back = sprite
        meaning = MEANING_OF[d]
        pic = pieces.disc(C.disc_colour(d, sh.outlaw), meaning, max(8, r.w), faded=back)
        surface.blit(pic, pic.get_rect(center=r.center))

    def die() -> None:
        st = C.outlaw_style(sh.outlaw)
        spin = math.sin(progress * math.pi) * 25
        pic = pieces.die(
            C.die_colour(sprite[1], sh.outlaw), max(8, r.w), st.symbol if sprite[1] == "B" else None
        )
        if spin:
            pic = pygame.transform.rotate(pic, spin)
        surface.blit(pic, pic.get_rect(center=r.center))

    def seal() -> None:
        from sherwood.ui.games.adventures.art.displays import seal_picture

        pic = seal_picture(sprite[1], max(8, r.w), face_up=progress > 0.5)
        surface.blit(pic, pic.get_rect(center=r.center))

    def flip() -> None:
        _, tile, tkind, old, new = sprite
        showing = old if progress < 0.5 else new
        pic = tiles.tile(tile, tkind, showing, max(8, r.w))
        if pic is None:
            return
        squeeze = abs(math.cos(progress * math.pi))
        w = max(1, round(pic.get_width() * squeeze))
        pic = pygame.transform.smoothscale(pic, (w, pic.get_height()))
        surface.blit(pic, pic.get_rect(center=r.center))

    def bard() -> None:
        pic = pieces.bard(max(10, round(r.h * 1.8)))
        hop = math.sin(progress * math.pi * 3) ** 2 * r.h * 0.2
        surface.blit(pic, pic.get_rect(midbottom=(r.centerx + r.w * 0.18, r.bottom - r.h * 0.1 - hop)))

    def hourglass() -> None:
        pic = pieces.hourglass(max(8, round(r.h * 1.9))).copy()
        pic.set_alpha(round(255 * (1 - progress)))
        surface.blit(pic, pic.get_rect(center=r.center))

    def red() -> None:  # the dossier's die, a task's die
        pic = pieces.die(C.RED, max(8, r.w))
        surface.blit(pic, pic.get_rect(center=r.center))

    def thing() -> None:
        pic = pieces.thing(sprite[1], max(8, r.w))
        surface.blit(pic, pic.get_rect(center=r.center))

    def ring() -> None:
        a = round(220 * (1 - progress))
        ring_s = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.circle(ring_s, (*C.GUARD, a), (r.w / 2, r.h / 2), r.w / 2, max(2, r.w // 12))
        surface.blit(ring_s, r)

    painters.update(
        outlaw=outlaw,
        gisbourne=gisbourne,
        disc=disc,
        die=die,
        seal=seal,
        flip=flip,
        bard=bard,
        hourglass=hourglass,
        dossier=red,
        taskdie=red,
        thing=thing,
        ring=ring,
    )
    paint = painters.get(kind)
    if paint is not None:
        paint()
