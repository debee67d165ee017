"""The design canvas of a board mapped onto the window, keeping its aspect ratio.

A board's YAML gives positions in board units on a canvas of ``layout.size``. The window
may have any size: the canvas is scaled to fit and centred, and the margins show the table.
"""

from __future__ import annotations

import pygame

from sherwood.ui.render.text import READABLE

Box = tuple[float, float, float, float]


class BoardTransform:
    """Board units -> screen pixels for one window size.

    >>> t = BoardTransform((1600, 1000), (1920, 1080))
    >>> t.scale, t.rect((0, 0, 1600, 1000))
    (1.08, <rect(96, 0, 1728, 1080)>)
    """

    def __init__(self, design: tuple[float, float], screen: tuple[int, int]):
        self.design = (float(design[0]), float(design[1]))
        self.screen = (int(screen[0]), int(screen[1]))
        dw, dh = self.design
        sw, sh = self.screen
        self.scale = min(sw / dw, sh / dh)
        self.ox = (sw - dw * self.scale) / 2
        self.oy = (sh - dh * self.scale) / 2

    def rect(self, box: Box) -> pygame.Rect:
        """The screen rect of the board box ``(x, y, w, h)`` (edges rounded consistently)."""
        x, y, w, h = box
        left = round(self.ox + x * self.scale)
        top = round(self.oy + y * self.scale)
        right = round(self.ox + (x + w) * self.scale)
        bottom = round(self.oy + (y + h) * self.scale)
        return pygame.Rect(left, top, max(1, right - left), max(1, bottom - top))

    def point(self, x: float, y: float) -> tuple[int, int]:
        return (round(self.ox + x * self.scale), round(self.oy + y * self.scale))

    def length(self, v: float) -> int:
        """A board length in pixels (at least 1)."""
        return max(1, round(v * self.scale))

    def px(self, v: float) -> int:
        """A font size in pixels for a board size ``v``: never under
        :data:`~sherwood.ui.render.text.READABLE` (a small window gives its words more room,
        or scrolls or folds them, rather than drawing them smaller)."""
        return max(READABLE, round(v * self.scale))

    def zoomed(self, box: Box, scale: float, at: tuple[int, int]) -> BoardTransform:
        """The same board at ``scale``, the board box ``box``'s top left at the window point
        ``at``: a panel drawn larger than the board, over it (an opened fold).

        >>> z = BoardTransform((1600, 1000), (800, 500)).zoomed((100, 100, 200, 50), 1.0, (10, 20))
        >>> tuple(z.rect((100, 100, 200, 50))), z.px(14)
        ((10, 20, 200, 50), 14)
        """
        z = BoardTransform(self.design, self.screen)
        z.scale = scale
        z.ox, z.oy = at[0] - box[0] * scale, at[1] - box[1] * scale
        return z

    def to_board(self, x: float, y: float) -> tuple[float, float]:
        return ((x - self.ox) / self.scale, (y - self.oy) / self.scale)

    @property
    def canvas(self) -> pygame.Rect:
        return self.rect((0, 0, *self.design))
