"""The least size of a word a player reads, which the text kit
(:mod:`sherwood.ui.render.text`, where these names are found too) keeps everywhere."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

READABLE = 11
"""The least size, in pixels, of any word a player reads: in the smallest
window, 800×500, a design's 14-unit label would be 7 px. The text kit draws and measures
nothing smaller (its ``render``, ``size``, ``wrap`` and helpers take a smaller size as this
one), the floors its ``fit``, ``line`` and ``paragraph`` shrink words to are never lower, and
a board's font sizes start here too
(:meth:`~sherwood.ui.render.board.BoardTransform.px`). Words that then need more room than
a panel has are scrolled or folded (:mod:`sherwood.ui.kit.scroll`), shortened to whole
words, or given more room by the layout; never drawn smaller. Screens still ask for a size
of at least this (``tests/ui/test_text_size.py`` checks every one drawn)."""

_enlarged = 1
"""The picture drawn on now is shown this many times smaller (see :func:`enlarged`)."""


def readable(px: float) -> int:
    """``px`` as a size a player can read: at least :data:`READABLE` (times the enlargement
    of the picture drawn now, :func:`enlarged`)."""
    return max(READABLE * _enlarged, int(px))


def legible(px: float) -> bool:
    """Whether words at ``px`` are drawn at that size (not raised to :func:`readable`): a
    word that is only a decoration (a card's kind printed under its picture) is left off
    where it would have to be drawn larger than its place on the picture."""
    return px >= READABLE * _enlarged


@contextmanager
def enlarged(factor: int) -> Iterator[None]:
    """Words drawn meanwhile go on a picture ``factor`` times too big, to be scaled down
    smoothly (supersampled art: :func:`sherwood.ui.render.surfaces.supersample`, a card face):
    the floor of every size is ``factor`` times :data:`READABLE`, so that the words are
    readable once the picture is scaled down. Nested, the factors multiply."""
    global _enlarged
    saved = _enlarged
    _enlarged = saved * max(1, int(factor))
    try:
        yield
    finally:
        _enlarged = saved
