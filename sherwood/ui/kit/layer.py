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

The key must hold everything the still parts depend on (the view, what is picked, the
window's transform, ...). What a part shows of the animation (the pieces still in flight
to it: :func:`hidden_of`) goes in its own :attr:`Part.key`: when a piece lands, only the
places of the parts whose keys changed are drawn again. Something drawn every frame on top
of a moving thing (a plaque on its pulsing glow) can be a kept picture of its own
(:class:`Pictures`).

How a table uses it, in short: list the parts in drawing order with where each draws
(a zone's rect grown by its cards' shadows and glows: :func:`draw.shadow_extent`,
:func:`draw.glow_extent`), mark the moving ones, give the layer a key, and draw through
:meth:`Layer.draw_parts`; the layer's test (``tests/ui/test_kit_layer.py``) then checks
that a kept frame is the frame drawn from scratch and that every part keeps to its place.

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

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any, NamedTuple

import pygame

KEEP = True
"""Whether a picture is kept from frame to frame. Tests that watch what each frame draws
(every text, for a layout check) set it to False: every frame then paints it all again,
the same pixels the slow way."""

CHECK = False
"""Tests: every part with an extent must change no pixel outside it as it is drawn
(AssertionError naming the part otherwise)."""


class Part(NamedTuple):
    """One step of a table's drawing order."""

    moving: bool
    """It changes by itself from frame to frame now (a pulse, a lift under the pointer)."""
    draw: Callable[[pygame.Surface], Any]
    """Draws it onto the surface given."""
    extent: pygame.Rect | None = None
    """Every pixel it may change lies inside (shadows and halos too); None: anywhere."""
    name: str = ""
    key: Hashable = None
    """What its picture depends on besides the layer's key (which of its cards are still in
    flight, say): when only this changes, only its place is drawn again (with its extent)."""


def hidden_of(hidden: Mapping[Hashable, int], *kinds: str, seat: int | None = None) -> frozenset:
    """The entries of the animation's ``hidden`` keys (tuples, kind first) of ``kinds``
    (and of ``seat``, the key's second item): what of the animation a part shows, for its
    :attr:`Part.key`, so that a piece landing elsewhere does not draw it again.

    >>> sorted(hidden_of({("hand", 0, "C1"): 1, ("hand", 1, "C2"): 1, ("discard", 0): 2}, "hand", seat=0))
    [(('hand', 0, 'C1'), 1)]
    """
    return frozenset(
        (k, n)
        for k, n in hidden.items()
        if n > 0 and isinstance(k, tuple) and k and k[0] in kinds and (seat is None or k[1:2] == (seat,))
    )


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
        """Whatever the table wants to keep with the picture."""
        self._part_keys: tuple | None = None  # the keys of the kept parts, as last drawn
        self.paints = 0
        """How many times the picture was painted whole (tests)."""
        self.repaints = 0
        """How many times only the places of some of its parts were drawn again (tests)."""

    def clear(self) -> None:
        """Forget the picture (its size and key): the next blit paints again."""
        self.surface, self.key, self.extra, self._part_keys = None, None, None, None

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
            self.key, self._part_keys = None, None  # a paint that raises leaves no picture
            self.extra = paint(self.surface)
            self.key = key
            self.paints += 1
        assert self.surface is not None
        target.blit(self.surface, (0, 0))
        return painted

    def draw_parts(
        self,
        target: pygame.Surface,
        key: Hashable,
        parts: Sequence[Part],
        underlay: Callable[[pygame.Surface], Any],
    ) -> None:
        """Draw ``parts`` onto ``target`` as if one after the other: ``underlay`` (which covers
        the whole surface: the table's background) and the still parts that :func:`split`
        keeps come from the picture for ``key``, the others are drawn every frame, in order.

        The picture is painted whole when ``key`` changes (or which parts it keeps). When
        only some kept parts' own keys (:attr:`Part.key`) changed, only their places are
        drawn again: clipped to each place, the underlay and every kept part that reaches
        into it, in order (the same pixels: what is drawn clipped is what is drawn whole,
        inside the clip)."""
        keep, live = split(parts)
        draw = _checked if CHECK else (lambda part, surface: part.draw(surface))
        keys = tuple(parts[i].key for i in keep)
        whole = (keep, key)
        if self.fresh(target.get_size(), whole) and self._part_keys is not None and keys != self._part_keys:
            changed = [
                parts[i].extent for i, old, new in zip(keep, self._part_keys, keys, strict=True) if old != new
            ]
            if all(place is not None for place in changed):
                assert self.surface is not None
                for place in _merged([p for p in changed if p is not None]):
                    self.surface.set_clip(place)
                    try:
                        underlay(self.surface)
                        for i in keep:
                            reach = parts[i].extent
                            if reach is None or reach.colliderect(place):
                                draw(parts[i], self.surface)
                    finally:
                        self.surface.set_clip(None)
                self._part_keys = keys
                self.repaints += 1
            else:
                self.key = None  # a change that may be anywhere: paint it all

        def paint(layer: pygame.Surface) -> None:
            underlay(layer)
            for i in keep:
                draw(parts[i], layer)

        self.blit(target, whole, paint)
        self._part_keys = keys
        for i in live:
            draw(parts[i], target)


def _merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` with those that overlap joined into one (each place drawn once)."""
    out: list[pygame.Rect] = []
    for r in rects:
        r = pygame.Rect(r)
        i = r.collidelist(out)
        while i >= 0:
            r.union_ip(out.pop(i))
            i = r.collidelist(out)
        out.append(r)
    return out


class Pictures:
    """Pictures of single things a table draws every frame on top of something that moves
    (a plaque on its pulsing glow, a tile lit under the pointer), kept by key: each is drawn
    once with the table's own calls on a transparent canvas as big as the window, clipped to
    its place, and its place is copied out; then it is blitted each frame.

    The same pixels as drawing it straight on the table as long as nothing it draws is
    see-through over another see-through thing of its own outside its opaque middle (a
    parchment panel: only its shadow lies outside, over whatever is under it)."""

    def __init__(self) -> None:
        self._canvas: pygame.Surface | None = None
        self._kept: dict[Hashable, tuple[Hashable, pygame.Surface, tuple[int, int]]] = {}

    def clear(self) -> None:
        self._kept.clear()

    def blit(
        self,
        target: pygame.Surface,
        name: Hashable,
        key: Hashable,
        place: pygame.Rect,
        paint: Callable[[pygame.Surface], Any],
    ) -> None:
        """Blit the picture ``name`` for ``key`` (``paint(surface)`` draws it, inside ``place``)."""
        kept = self._kept.get(name)
        if kept is None or kept[0] != key or not KEEP:
            size = target.get_size()
            if self._canvas is None or self._canvas.get_size() != size:
                self._canvas = pygame.Surface(size, pygame.SRCALPHA)
                self._kept.clear()
            canvas = self._canvas
            region = place.clip(canvas.get_rect())
            canvas.fill((0, 0, 0, 0), region)
            canvas.set_clip(region)
            try:
                paint(canvas)
            finally:
                canvas.set_clip(None)
            kept = (key, canvas.subsurface(region).copy(), region.topleft)
            self._kept[name] = kept
        target.blit(kept[1], kept[2])
