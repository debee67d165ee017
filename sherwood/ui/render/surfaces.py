"""Surface helpers every table's art uses: a transparent canvas, supersampling, a soft shadow.

Curvy shapes drawn straight at their final size come out jagged (pygame's draw calls do not
anti-alias). So the art draws them ``SS`` times too big and scales the result down smoothly:
:func:`supersample` does both steps, :func:`canvas` and :func:`down` are the two halves for
art that needs to do something in between. Pieces get a short soft shadow of their own shape
down-right (ART.md: light from the top left) from :func:`shadowed`.

>>> import pygame
>>> disc = supersample((10, 10), lambda big, n: pygame.draw.circle(big, (200, 0, 0), (n / 2, n / 2), n / 2))
>>> disc.get_size(), disc.get_at((5, 5))[:3]
((10, 10), (200, 0, 0))
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from sherwood.ui.render import text
from sherwood.ui.render.cache import surface_cache

SS = 4
"""How many times too big the art draws before scaling down (4: smooth edges, still quick)."""

Draw = Callable[[pygame.Surface, int], None]
"""``draw(big, n)``: draws into ``big``, whose height is ``n`` pixels."""


def canvas(w: float, h: float | None = None) -> pygame.Surface:
    """A transparent surface ``w`` by ``h`` (square if ``h`` is None), at least 1×1."""
    return pygame.Surface((max(1, int(w)), max(1, int(h if h is not None else w))), pygame.SRCALPHA)


def down(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """``big`` scaled smoothly to ``size`` (at least 1×1): the second half of supersampling."""
    return pygame.transform.smoothscale(big, (max(1, size[0]), max(1, size[1])))


def near(v: int) -> int:
    """A size rounded to a multiple of 8 (at least 8). A piece in flight changes size every
    frame: drawn at the size nearby (cached) and scaled, it is not drawn anew each frame."""
    return max(8, (v + 4) // 8 * 8)


def source_size(size: tuple[int, int], ladder: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """The size to draw a piece in flight at, then scale to ``size``: the smallest of
    ``ladder`` (the sizes the table draws such pieces at rest, whose pictures it has
    already) at least as big, else :func:`near` sizes. A card flying from the deck to the
    hand is drawn anew once or twice, not at every step of 8 pixels.

    >>> source_size((70, 99), [(104, 147), (138, 197)]), source_size((150, 210), [(104, 147)])
    ((104, 147), (152, 208))
    """
    w, h = size
    for lw, lh in sorted(ladder):
        if lw >= w and lh >= h:
            return (lw, lh)
    return (near(w), near(h))


def scaled(img: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """``img`` scaled smoothly to ``size``, or itself if it has that size already; the last
    results kept (a piece waiting to move is drawn at the same size frame after frame)."""
    size = (int(size[0]), int(size[1]))
    return img if img.get_size() == size else _scaled(img, size)


@surface_cache(max_mb=12, maxsize=96)
def _scaled(img: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return down(img, size)  # keyed by the picture itself: kept alive while its result is


def supersample(size: tuple[int, int], draw: Draw, factor: int = SS) -> pygame.Surface:
    """What ``draw(big, n)`` draws on a transparent canvas ``factor`` times ``size`` (``n`` is
    that canvas's height), scaled down smoothly to ``size``. Words drawn on it are never
    smaller than readable once scaled down (:func:`sherwood.ui.render.text.enlarged`)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    big = canvas(w * factor, h * factor)
    with text.enlarged(factor):  # words on it stay readable once it is scaled down
        draw(big, h * factor)
    return down(big, (w, h))


def shadowed(piece: pygame.Surface, off: float, blur: float, alpha: int = 120) -> pygame.Surface:
    """``piece`` with a soft shadow of its own shape ``off`` pixels down-right, blurred by
    ``blur`` pixels, on a surface of the same size (leave room in ``piece`` for it)."""
    w, h = piece.get_size()
    mask = pygame.mask.from_surface(piece, 60)
    sh = mask.to_surface(setcolor=(16, 9, 2, alpha), unsetcolor=(16, 9, 2, 0))
    b = max(0, round(blur))
    if b > 0:
        sh = pygame.transform.gaussian_blur(sh, b)
    out = canvas(w, h)
    o = max(1, round(off))
    out.blit(sh, (o, o))
    out.blit(piece, (0, 0))
    return out
