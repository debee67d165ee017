"""Panels whose words need more room than a small window leaves them.

Words are never drawn smaller than :data:`~sherwood.ui.render.text.READABLE`; a panel that
cannot hold them at that size in a small window shows them through a :class:`Scroll` or
folds them with a :class:`Fold`, the same way at every table:

* A :class:`Scroll` is a view onto a column of words taller than its box. The mouse wheel
  over the box moves the words; a thin bar at its right edge says how much there is and
  where the view stands, and a small arrow at the top or the bottom edge that more lies
  that way. The view begins at the top of a line and shows whole lines only. Paragraphs of
  words are drawn through one by :func:`paragraphs`; a panel drawing its column itself tells
  the scroll where its lines begin (:meth:`Scroll.place`), draws the lines that
  :meth:`Scroll.shows` at :meth:`Scroll.origin` inside :meth:`Scroll.clipped`, then
  :meth:`Scroll.draw_bar`.
* A :class:`Fold` is a panel shown folded to its summary (a line or a few figures) until a
  click opens it whole, over what lies beside it; another click folds it again. A table
  asks it for the click target (:meth:`Fold.target`) and draws one or the other, the folded
  one with the mark that there is more (:func:`draw_more`).

A table keeps its scrolls and folds in its :class:`Panels` (``table.panels``, made by
:class:`~sherwood.ui.kit.table.GameTable`), which the game scene asks first with every turn
of the wheel (:meth:`Panels.wheel`); what is left goes to the game log.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

import pygame

from sherwood.ui.render import palette as P
from sherwood.ui.render import text

if TYPE_CHECKING:
    from sherwood.ui.kit.targets import Target
    from sherwood.ui.render.board import Box

WHEEL_LINES = 3
"""Lines the words move for one notch of the wheel."""


class Scroll:
    """The view of a column of lines through a box on the screen. The view always begins at
    the top of a line and shows whole lines only (:meth:`shows`), never a line cut in half."""

    def __init__(self) -> None:
        self.top = 0  # pixels of the column above the view: the top of a line
        self.box = pygame.Rect(0, 0, 0, 0)
        self.content_h = 0
        self.stops: list[int] = [0]  # where each line of the column begins

    def place(self, box: pygame.Rect, stops: Sequence[int], content_h: int) -> None:
        """Where the view is, where the column's lines begin (pixels from its top) and how
        tall it is: every time the panel is drawn. The view keeps its line if it still can."""
        self.box = pygame.Rect(box)
        self.stops = sorted({0, *(int(y) for y in stops)})
        self.content_h = max(0, int(content_h))
        self.top = min((y for y in self.stops if y >= self.top), default=0)
        self.top = min(self.top, self.last())

    @property
    def hidden(self) -> int:
        """Pixels of the column that do not fit the view (0: it all shows)."""
        return max(0, self.content_h - self.box.h)

    def last(self) -> int:
        """The top of the view at the end of the column: the first line from which the rest
        all fit."""
        return min((y for y in self.stops if y >= self.hidden), default=self.stops[-1])

    def origin(self) -> int:
        """The window's y of the column's top, as scrolled."""
        return self.box.y - self.top

    def shows(self, y: int, h: int) -> bool:
        """Whether the line at window ``y``, ``h`` pixels tall, lies whole in the view."""
        return self.box.top <= y and y + h <= self.box.bottom

    def to_top(self) -> None:
        self.top = 0

    def to_end(self) -> None:
        self.top = self.last()

    def wheel(self, pos: tuple[int, int], dy: int) -> bool:
        """A turn of the wheel at ``pos`` (``dy`` > 0: away from the player, up the column):
        True if it scrolled this view (the pointer is over it and there is more to see)."""
        if not self.hidden or not self.box.collidepoint(pos):
            return False
        stops = [y for y in self.stops if y <= self.last()]
        at = max((i for i, y in enumerate(stops) if y <= self.top), default=0)
        self.top = stops[max(0, min(len(stops) - 1, at - dy * WHEEL_LINES))]
        return True

    @contextmanager
    def clipped(self, surface: pygame.Surface) -> Iterator[int]:
        """Drawing inside the view only; yields :meth:`origin`."""
        saved = surface.get_clip()
        surface.set_clip(saved.clip(self.box))
        try:
            yield self.origin()
        finally:
            surface.set_clip(saved)

    def draw_bar(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        """The bar at the view's right edge and an arrow at each end with more beyond it;
        nothing when the whole column shows."""
        if not self.hidden:
            return
        box = self.box
        width = max(3, round(5 * scale))
        track = pygame.Rect(box.right - width, box.y, width, box.h)
        pygame.draw.rect(surface, P.PARCHMENT_EDGE, track, border_radius=width // 2)
        bar_h = max(width * 3, box.h * box.h // max(1, self.content_h))
        bar_y = box.y + (box.h - bar_h) * self.top // max(1, self.last())
        pygame.draw.rect(surface, P.INK_SOFT, (track.x, bar_y, width, bar_h), border_radius=width // 2)
        size = max(5, round(8 * scale))
        x = track.x - size - max(2, round(3 * scale))
        if self.top > 0:
            _arrow(surface, (x, box.y), size, up=True)
        if self.top < self.last():
            _arrow(surface, (x, box.bottom - size), size, up=False)


def place_paragraphs(scroll: Scroll, box: pygame.Rect, laid: Sequence[text.Wrapped], gap: int) -> None:
    """Tell ``scroll`` where the lines of ``laid`` (``gap`` pixels between paragraphs) begin."""
    stops: list[int] = []
    y = 0
    for w in laid:
        stops.extend(y + i * w.line_h for i in range(len(w.lines)))
        y += w.height + gap
    scroll.place(box, stops, y - gap if laid else 0)


def paragraphs(
    surface: pygame.Surface,
    scroll: Scroll,
    box: pygame.Rect,
    laid: Sequence[text.Wrapped],
    gap: int,
    colours: Sequence[tuple[int, int, int]],
    scale: float = 1.0,
) -> None:
    """Paragraphs laid out for ``box``'s width (``gap`` pixels apart, each in its colour)
    shown through ``scroll`` in ``box``: the whole lines in view, then the bar."""
    place_paragraphs(scroll, box, laid, gap)
    with scroll.clipped(surface) as top:
        y = top
        for w, colour in zip(laid, colours, strict=True):
            for i, part in enumerate(w.lines):
                if scroll.shows(y + i * w.line_h, w.line_h):
                    text.blit(surface, part, w.kind, w.px, colour, (box.x, y + i * w.line_h))
            y += w.height + gap
    scroll.draw_bar(surface, scale)


def _arrow(surface: pygame.Surface, at: tuple[int, int], size: int, *, up: bool) -> None:
    """A small solid triangle pointing up or down, its box's top left at ``at``."""
    x, y = at
    points = [(x, y + size), (x + size, y + size), (x + size / 2, y)] if up else [
        (x, y), (x + size, y), (x + size / 2, y + size)]
    pygame.draw.polygon(surface, P.INK_SOFT, points)


def draw_more(surface: pygame.Surface, box: pygame.Rect, scale: float = 1.0) -> None:
    """The mark of a folded panel, at the bottom right of ``box``: "more" and an arrow down."""
    px = text.READABLE
    size = max(5, round(8 * scale))
    word = text.render("more", "sans", px, P.INK_SOFT)
    at = word.get_rect(bottomright=(box.right - size - max(2, round(4 * scale)), box.bottom))
    surface.blit(word, at)
    _arrow(surface, (at.right + max(2, round(4 * scale)), at.centery - size // 2), size, up=False)


class Fold:
    """A panel shown folded to its summary until a click opens it (and another folds it)."""

    def __init__(self, opened: bool = False) -> None:
        self.opened = opened

    def toggle(self) -> None:
        self.opened = not self.opened

    def target(
        self, box: Box, key: Hashable, what: str, on_change: Callable[[], None] | None = None
    ) -> Target:
        """The click target over the panel at ``box``: it opens or folds it; ``what`` names
        the panel in its tooltip ("Red's cards")."""
        from sherwood.ui.kit.targets import Target

        def toggle() -> None:
            self.toggle()
            if on_change is not None:
                on_change()

        tip = f"Fold {what}" if self.opened else f"Open {what}"
        return Target(box, tip, action=toggle, glow=False, key=key)


class Panels:
    """A table's scrolled and folded panels, each by a name the table gives it."""

    def __init__(self) -> None:
        self.scrolls: dict[Hashable, Scroll] = {}
        self.folds: dict[Hashable, Fold] = {}

    def scroll(self, name: Hashable) -> Scroll:
        if name not in self.scrolls:
            self.scrolls[name] = Scroll()
        return self.scrolls[name]

    def fold(self, name: Hashable, opened: bool = False) -> Fold:
        if name not in self.folds:
            self.folds[name] = Fold(opened)
        return self.folds[name]

    def wheel(self, pos: tuple[int, int], dy: int) -> bool:
        """A turn of the wheel at ``pos``: True if it scrolled one of the panels."""
        return any(scroll.wheel(pos, dy) for scroll in reversed(self.scrolls.values()))

    def state(self) -> tuple:
        """Where every view stands and which panels are open: for the key of a kept picture
        (:class:`~sherwood.ui.kit.layer.Layer`) that draws them."""
        return (
            tuple((name, s.top) for name, s in self.scrolls.items()),
            tuple((name, f.opened) for name, f in self.folds.items()),
        )
