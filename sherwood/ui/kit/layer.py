"""The still part of a table's picture, drawn once and blitted every frame.

Most of a table does not change from one frame to the next: the oak, the mat, the board,
the pieces, the panels and their words change only when a command is applied, a click
picks something or an animated piece lands. Only a few things move by themselves (the
pulse of a glowing target, the lift of a card under the pointer, the flying sprites).
Drawing everything again each frame costs hundreds of blits and text lay-outs; a
:class:`Layer` keeps what a table draws *before* its first moving part as one opaque
picture of the window's size, in the display's pixel format, redrawn only when the key the
table gives changes. Blitting it is a copy (about 1 ms at 1920x1080), and because the
same calls draw it onto a surface of the same format, the frame is pixel for pixel the
one drawn straight onto the window.

The key must hold everything the still part depends on (the view, what is picked, what
the animation hides, ...). Whatever comes after the first moving part is drawn every frame
on top, in the table's own order, so nothing changes place in the stack.

>>> import pygame
>>> layer = Layer()
>>> screen = pygame.Surface((4, 3))
>>> calls = []
>>> paint = lambda s: (calls.append(1), s.fill((9, 8, 7)))
>>> layer.blit(screen, ("view", 1), paint); layer.blit(screen, ("view", 1), paint)
True
False
>>> len(calls), screen.get_at((0, 0))[:3]
(1, (9, 8, 7))
>>> layer.blit(screen, ("view", 2), paint)
True
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

import pygame

KEEP = True
"""Whether a picture is kept from frame to frame. Tests that watch what each frame draws
(every text, for a layout check) set it to False: every frame then paints it all again,
the same pixels the slow way."""

Part = tuple[bool, Callable[[pygame.Surface], Any]]
"""One step of a table's drawing order: whether it moves by itself now (a pulse, a lift
under the pointer), and the call that draws it onto the surface it is given."""


def opaque(size: tuple[int, int]) -> pygame.Surface:
    """A new surface of ``size`` without alpha, in the display's format when there is one
    (blitting it onto the window is then a plain copy)."""
    surface = pygame.Surface((max(1, size[0]), max(1, size[1])))
    return surface.convert() if pygame.display.get_surface() is not None else surface


class Layer:
    """One cached screen-sized picture, redrawn by ``paint`` when its key or size changes."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.key: Hashable = None
        self.extra: Any = None
        """Whatever the table wants to keep with the picture (e.g. the faces drawn in it)."""

    def clear(self) -> None:
        """Forget the picture (its size and key): the next blit paints again."""
        self.surface, self.key, self.extra = None, None, None

    def fresh(self, size: tuple[int, int], key: Hashable) -> bool:
        """Whether the picture is of ``size`` and was painted for ``key``."""
        return KEEP and self.surface is not None and self.surface.get_size() == size and self.key == key

    def blit(self, target: pygame.Surface, key: Hashable, paint: Callable[[pygame.Surface], Any]) -> bool:
        """Blit the picture for ``key`` onto ``target`` at (0, 0), painting it first if it is
        not fresh (``paint`` must cover it all: it is reused from one key to the next);
        returns whether it was painted."""
        size = target.get_size()
        painted = not self.fresh(size, key)
        if painted:
            if self.surface is None or self.surface.get_size() != size:
                self.surface = opaque(size)
            self.key = None  # a paint that raises leaves no picture for the key
            self.extra = paint(self.surface)
            self.key = key
        assert self.surface is not None
        target.blit(self.surface, (0, 0))
        return painted

    def draw_parts(
        self,
        target: pygame.Surface,
        key: Hashable,
        parts: Sequence[Part],
        underlay: Callable[[pygame.Surface], Any],
        kept: Callable[[], Any] | None = None,
    ) -> bool:
        """Draw ``parts`` in order onto ``target``: ``underlay`` (which covers the whole
        surface: the table's background) and the parts before the first moving one come from
        the picture for ``key`` (painted if not fresh; then ``kept()`` is stored in
        :attr:`extra`), the others are drawn every frame. Returns whether it was painted."""
        still = next((i for i, (moving, _) in enumerate(parts) if moving), len(parts))

        def paint(layer: pygame.Surface) -> Any:
            underlay(layer)
            for _, part in parts[:still]:
                part(layer)
            return kept() if kept is not None else None

        painted = self.blit(target, (still, key), paint)
        for _, part in parts[still:]:
            part(target)
        return painted
