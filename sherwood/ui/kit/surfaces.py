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

from collections.abc import Callable

import pygame

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


def supersample(size: tuple[int, int], draw: Draw, factor: int = SS) -> pygame.Surface:
    """What ``draw(big, n)`` draws on a transparent canvas ``factor`` times ``size`` (``n`` is
    that canvas's height), scaled down smoothly to ``size``."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    big = canvas(w * factor, h * factor)
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
