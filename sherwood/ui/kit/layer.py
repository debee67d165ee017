"""The still part of a table's picture, drawn once and blitted every frame.

Most of a table does not change from one frame to the next: the oak, the mat, the board,
the pieces, the panels and their words change only when a command is applied, a click
picks something or an animated piece lands. Only a few things move by themselves (the
pulse of a glowing target, the lift of a card under the pointer, the flying sprites).
Drawing everything again each frame costs hundreds of blits and text lay-outs; a
:class:`Layer` keeps the still parts as one opaque picture of the window's size, in the
display's pixel format, painted again only when the key the table gives changes. Blitting
it is a copy (about 1 ms at 1920x1080), and because the same calls draw it onto a surface
of the same format, the frame is pixel for pixel the one drawn straight onto the window.

A table lists its drawing order as :class:`Part` s (:meth:`Layer.draw_parts`). The parts
before the first moving one go into the picture. A still part after a moving one goes
there too when it says where it draws (its ``extent``) and that place meets no part drawn
every frame before it: what lies on top of what is then unchanged. The others are drawn
every frame, in the table's own order. :data:`CHECK` makes every part prove that it draws
only inside its extent (tests).

The key must hold everything the still parts depend on (the view, what is picked, what
the animation hides, ...).

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
from typing import Any, NamedTuple

import pygame

KEEP = True
"""Whether a picture is kept from frame to frame. Tests that watch what each frame draws
(every text, for a layout check) set it to False: every frame then paints it all again,
the same pixels the slow way."""

CHECK = False
"""Tests: each part with an extent is drawn alone first and must change no pixel outside
it (AssertionError naming the part otherwise)."""


class Part(NamedTuple):
    """One step of a table's drawing order."""

    moving: bool
    """It changes by itself from frame to frame now (a pulse, a lift under the pointer)."""
    draw: Callable[[pygame.Surface], Any]
    """Draws it onto the surface given."""
    extent: pygame.Rect | None = None
    """Every pixel it may change lies inside (shadows and halos too); None: anywhere."""
    name: str = ""


def opaque(size: tuple[int, int]) -> pygame.Surface:
    """A new surface of ``size`` without alpha, in the display's format when there is one
    (blitting it onto the window is then a plain copy)."""
    surface = pygame.Surface((max(1, size[0]), max(1, size[1])))
    return surface.convert() if pygame.display.get_surface() is not None else surface


def split(parts: Sequence[Part]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The indexes of the parts that go into the picture, and of those drawn every frame.

    >>> r = pygame.Rect
    >>> still = lambda box=None: Part(False, print, box)
    >>> moving = Part(True, print, r(0, 0, 5, 5))
    >>> split([still(), moving, still(r(9, 9, 2, 2)), still(r(4, 4, 2, 2)), still()])
    ((0, 2), (1, 3, 4))
    """
    kept: list[int] = []
    live: list[int] = []
    drawn: list[pygame.Rect] = []  # where the parts drawn every frame so far lie
    anywhere = False  # one of them may draw anywhere
    for i, part in enumerate(parts):
        if part.extent is None:
            clear = not part.moving and not anywhere and not drawn
        else:
            clear = not part.moving and not anywhere and part.extent.collidelist(drawn) < 0
        if clear:
            kept.append(i)
        else:
            live.append(i)
            if part.extent is None:
                anywhere = True
            else:
                drawn.append(part.extent)
    return tuple(kept), tuple(live)


def _checked(part: Part, surface: pygame.Surface) -> Any:
    """Draw ``part``, asserting that it changed nothing outside its extent."""
    if part.extent is None:
        return part.draw(surface)
    before = surface.copy()
    result = part.draw(surface)
    same = pygame.mask.from_threshold(surface, (0, 0, 0, 0), (1, 1, 1, 255), before)
    same.invert()
    outside = [r for r in same.get_bounding_rects() if not part.extent.contains(r)]
    assert not outside, f"part {part.name or part.draw} drew outside {part.extent}: {outside}"
    return result


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
        """Draw ``parts`` onto ``target`` as if one after the other: ``underlay`` (which covers
        the whole surface: the table's background) and the still parts that :func:`split`
        keeps come from the picture for ``key`` (painted if not fresh; then ``kept()`` is
        stored in :attr:`extra`), the others are drawn every frame, in order. Returns
        whether the picture was painted."""
        keep, live = split(parts)
        draw = _checked if CHECK else (lambda part, surface: part.draw(surface))

        def paint(layer: pygame.Surface) -> Any:
            underlay(layer)
            for i in keep:
                draw(parts[i], layer)
            return kept() if kept is not None else None

        painted = self.blit(target, (keep, key), paint)
        for i in live:
            draw(parts[i], target)
        return painted
