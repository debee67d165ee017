"""Public piles looked through: a click on a pile (a discard pile, the cards played, the
travellers gone) has the host open its pile browser over the table (the game scene's
:meth:`browse`) with every card of it face up; any click or key closes it.

A table makes a pile clickable with :func:`pile_target` (a target that never glows, whose
tooltip says what a click shows) and opens it with :func:`browse`, giving how one card is
drawn: its own card drawer, or :func:`face_drawer` around a function that paints a face.
Only public cards go in (what every seat may see, from the view). :func:`count_disc` says
how many cards a pile holds, on a disc at its foot.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING

import pygame

from sherwood.ui.kit.targets import Target
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P

if TYPE_CHECKING:
    from sherwood.ui.kit.table import GameTable
    from sherwood.ui.render.board import BoardTransform, Box

DrawCard = Callable[[pygame.Surface, str, pygame.Rect], None]
"""``draw_card(surface, card, rect)``: one card face up in ``rect``, with its shadow."""


def face_drawer(face: Callable[[str, int, int], pygame.Surface], shadow: float = 0.6) -> DrawCard:
    """A card drawer from ``face(card, w, h)``: the face with a soft shadow under it."""

    def draw_card(surface: pygame.Surface, card: str, rect: pygame.Rect) -> None:
        draw.blit_shadow(surface, rect, max(2, rect.w // 20), shadow)
        surface.blit(face(card, rect.w, rect.h), rect)

    return draw_card


def browse(
    table: GameTable,
    title: str,
    cards: Sequence[str],
    draw_card: DrawCard,
    note: str = "",
    *,
    empty: str | None = None,
) -> None:
    """Have the host open the pile browser over ``table``'s game: ``title``, the ``cards``
    in the order given, ``note`` under them (``empty`` instead, if given and the pile is empty)."""
    if not cards and empty is not None:
        note = empty
    table.host.browse(title, list(cards), draw_card, note)


def pile_target(box: Box, tooltip: str, open_pile: Callable[[], object], key: Hashable) -> Target:
    """A pile on the table that a click looks through; it never glows (no command)."""
    return Target(box, tooltip, action=open_pile, glow=False, key=key)


def count_disc(
    surface: pygame.Surface, T: BoardTransform, centre: tuple[float, float], count: int, d: float = 30
) -> None:
    """How many cards a pile holds, on a dark disc ``d`` board units across centred at the
    board point ``centre`` (its foot, say): a disc as wide as its readable number needs."""
    words = str(count)
    px = T.px(14)
    size = max(T.length(d), round(text.size(words, "sans-bold", px)[0] + T.length(10)))
    disc = pygame.Rect(0, 0, size, size)
    disc.center = T.point(*centre)
    pygame.draw.circle(surface, P.OAK_DARK, disc.center, size / 2)
    pygame.draw.circle(surface, P.BRASS, disc.center, size / 2, max(1, T.length(2)))
    text.blit(surface, words, "sans-bold", px, P.CREAM, disc.center, anchor="center")
