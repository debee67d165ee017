"""The card under the pointer, shown large beside it so that its words can be read.

A table lists the cards it shows that may be zoomed, in the order they are drawn (the last
one lies on top), and says how a card's face is drawn at a size; :class:`CardZoom` finds
the card the pointer rests on (the topmost, for cards fanned over each other) and draws it
large: above the card when there is room in the area (a hand at the foot of the screen),
else beside it, left if there is room, right otherwise, kept inside the area. The table calls
:meth:`CardZoom.draw` from its ``draw_over`` (the host calls that only while nothing moves
and the pointer is over the table).

>>> zoom = CardZoom((200, 280), face=lambda card, w, h: None)
>>> zoom.place((500, 700, 80, 112), (0, 0, 1000, 1000))  # room above the card
(440.0, 408, 200, 280)
>>> zoom.place((500, 40, 80, 112), (0, 0, 1000, 1000))  # none above: to its left
(288, 8, 200, 280)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

from sherwood.ui.render import draw
from sherwood.ui.render.board import BoardTransform, Box

GAP = 12  # board units between the card and its zoom, and the zoom and the area's edge

Face = Callable[[str, int, int], pygame.Surface]
"""``face(card, w, h)``: the card's face, exactly ``w``×``h`` pixels."""


@dataclass
class CardZoom:
    """Shows a card ``size`` board units large; ``face`` draws it."""

    size: tuple[float, float]
    face: Face
    shown: str | None = None  # the card zoomed in the last frame (None: none), for tests

    def under(
        self, T: BoardTransform, mouse: tuple[int, int], cards: Iterable[tuple[str, Box]]
    ) -> tuple[str, Box] | None:
        """The card of ``cards`` (listed in drawing order) that the pointer rests on: the
        last one listed whose box holds it."""
        found = None
        for card, box in cards:
            if card is not None and T.rect(box).collidepoint(mouse):
                found = (card, box)
        return found

    def place(self, box: Box, area: Box) -> Box:
        """Where the zoom of the card at ``box`` goes in ``area`` (board units)."""
        x, y, w, h = box
        zw, zh = self.size
        bx, by, bw, bh = area
        if y - zh - GAP >= by:  # above it
            zx, zy = min(max(x + w / 2 - zw / 2, bx + 8), bx + bw - zw - 8), y - zh - GAP
        else:  # beside it
            zx = x - zw - GAP if x - zw - GAP >= bx else x + w + GAP
            zy = min(max(y + h / 2 - zh / 2, by + 8), by + bh - zh - 8)
        return (zx, zy, zw, zh)

    def draw(
        self,
        surface: pygame.Surface,
        T: BoardTransform,
        mouse: tuple[int, int],
        cards: Iterable[tuple[str, Box]],
        area: Box,
        radius: int | None = None,
    ) -> str | None:
        """Draw the card under the pointer large, with its shadow (corners ``radius`` pixels
        round); returns the card shown, None if the pointer rests on none."""
        found = self.under(T, mouse, cards)
        self.shown = found[0] if found else None
        if found is None:
            return None
        card, box = found
        r = T.rect(self.place(box, area))
        draw.blit_shadow(surface, r, T.length(12) if radius is None else radius, 1.8)
        surface.blit(self.face(card, r.w, r.h), r)
        return card
