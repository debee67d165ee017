"""The text kit every screen uses: fonts, cached rendered text, and the few helpers that put
words into a box.

It stays in ``sherwood.ui.render`` rather than ``sherwood.ui.kit`` (the lead's decision):
the menu, setup, results and the other scenes use it as much as the game tables do, and the
table kit builds on it. EB Garamond for headings and titles, DejaVu Sans for numbers and
labels (:data:`FONT_FILES`).

Two levels:

* the primitives: :func:`render` (a cached surface), :func:`blit` (draw at a point),
  :func:`size`, :func:`fit` (the size at which a text fits a width), :func:`wrap`,
  :func:`ellipsize` and :func:`shorten` (cut to a width: with "…", or to whole words);
* the helpers a screen draws with, which do the usual sequence of those in one call:
  :func:`line` (one line into a box: shrunk to a floor, then cut, then placed by its
  anchor) and :func:`paragraph` (words wrapped into a box, shrunk until they fit its height,
  the last line cut if even the floor is too big). :func:`fit_line` and
  :func:`fit_paragraph` work out the same without drawing, for a screen that lays out first
  (a pill as wide as its words, a dialog as tall as its message); the :class:`Wrapped`
  lines that :func:`fit_paragraph` returns then draw themselves (:meth:`Wrapped.draw`).

A box is a ``pygame.Rect`` (a tuple is taken as one) or a ``pygame.FRect``; an ``anchor``
is the name of one of its nine points (``"topleft"``, ``"midtop"``, ``"center"``,
``"midleft"``...), and the text's own point of that name is put on it: ``"midleft"`` is a
line centred vertically against the box's left edge, ``"center"`` is centred in the box.
An FRect keeps half pixels (a box centred on ``w / 2``); a Rect rounds its centre down.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

import pygame

from sherwood.resources import resource_path
from sherwood.ui.render.cache import surface_bytes
from sherwood.ui.render.readable import READABLE, readable
from sherwood.ui.render.readable import enlarged as enlarged  # the kit's too, with READABLE
from sherwood.ui.render.readable import legible as legible
from sherwood.ui.render.short_forms import phrases, short_forms

FONT_FILES = {
    "serif": "EBGaramond12-Regular.ttf",
    "serif-bold": "EBGaramond12-Bold.ttf",
    "serif-italic": "EBGaramond12-Italic.ttf",
    "sans": "DejaVuSans.ttf",
    "sans-bold": "DejaVuSans-Bold.ttf",
}

# EB Garamond 12 Bold lacks these glyphs; they are replaced by near equivalents it has.
_BOLD_SUBSTITUTES = str.maketrans(
    {
        "—": "-",
        "–": "-",
        "−": "-",
        "…": "...",
        "•": "·",
        "’": "'",
        "‘": "'",
        "“": '"',
        "”": '"',
        "×": "x",
        "→": "->",
    }
)

_SIZES: dict[tuple[str, int, str], tuple[int, int]] = {}
_SIZES_KEPT = 20_000  # measured texts (a screen measures the same words every frame)
_CACHE: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_CACHE_SIZE = 3000  # rendered texts kept, and at most _CACHE_BYTES of their pixels:
_CACHE_BYTES = 16 * 2**20  # the texts of a few frames; a long log or resizes need no more
_cache_bytes = 0


@lru_cache(maxsize=48)  # 0.2 to 1 MB each with its glyphs; each window size has its own
def font(kind: str, px: int) -> pygame.font.Font:
    """The font ``kind`` (a key of FONT_FILES) at ``px`` pixels."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(resource_path("assets", "fonts", FONT_FILES[kind])), max(6, int(px)))


def reset() -> None:
    """Forget every loaded font and rendered text (needed after ``pygame.quit()``)."""
    global _cache_bytes
    font.cache_clear()
    _CACHE.clear()
    _SIZES.clear()
    _fit_line.cache_clear()
    _cache_bytes = 0


def shown(text: str, kind: str) -> str:
    """``text`` as it is drawn in ``kind``: bold serif with the substitutes of the glyphs its
    font lacks ("…" as "...", "→" as "->"), anything else unchanged."""
    return text.translate(_BOLD_SUBSTITUTES) if kind == "serif-bold" else text


class _Measure:
    """The font of ``kind`` at ``px``, measuring text as :func:`render` draws it, so that a
    bold serif "…" is measured as the "..." it becomes (three dots are wider)."""

    __slots__ = ("_font", "_kind", "_px")

    def __init__(self, kind: str, px: int):
        self._px = readable(px)
        self._font = font(kind, self._px)
        self._kind = kind

    def size(self, text: str) -> tuple[int, int]:
        key = (self._kind, self._px, text)
        measured = _SIZES.get(key)
        if measured is None:
            measured = self._font.size(shown(text, self._kind))
            if len(_SIZES) >= _SIZES_KEPT:
                _SIZES.clear()
            _SIZES[key] = measured
        return measured

    def get_linesize(self) -> int:
        return self._font.get_linesize()


def render(text: str, kind: str, px: float, colour: tuple[int, ...]) -> pygame.Surface:
    """``text`` rendered anti-aliased on a transparent surface; cached (most text repeats).
    Never under :data:`READABLE` (a smaller ``px`` is drawn at that); a decorative mark drawn
    smaller must render with :func:`font` itself."""
    global _cache_bytes
    px = readable(px)
    key = (text, kind, px, tuple(colour))
    surf = _CACHE.get(key)
    if surf is None:
        surf = font(kind, px).render(shown(text, kind), True, colour)
        _CACHE[key] = surf
        _cache_bytes += surface_bytes(surf)
        while len(_CACHE) > 1 and (len(_CACHE) > _CACHE_SIZE or _cache_bytes > _CACHE_BYTES):
            _cache_bytes -= surface_bytes(_CACHE.popitem(last=False)[1])
    else:
        _CACHE.move_to_end(key)
    return surf


def blit(
    surface: pygame.Surface,
    text: str,
    kind: str,
    px: int,
    colour: tuple[int, ...],
    pos: tuple[float, float],
    anchor: str = "topleft",
    shadow: tuple[int, int, int] | None = None,
    alpha: int | None = None,
) -> pygame.Rect:
    """Draw ``text`` with its ``anchor`` (a pygame.Rect attribute) at ``pos``; returns its rect."""
    surf = render(text, kind, px, colour)
    rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow is not None:
        off = max(1, px // 14)
        shade = render(text, kind, px, shadow)
        if alpha is not None:
            shade = shade.copy()
            shade.set_alpha(alpha)
        surface.blit(shade, rect.move(off, off))
    if alpha is not None:
        surf = surf.copy()
        surf.set_alpha(alpha)
    surface.blit(surf, rect)
    return rect


def size(text: str, kind: str, px: float) -> tuple[int, int]:
    return render(text, kind, px, (0, 0, 0)).get_size()


def fit(text: str, kind: str, px: int, width: float, minimum: int = READABLE) -> int:
    """The largest size ≤ ``px`` at which ``text`` fits in ``width`` pixels (``minimum`` if
    none does; neither is ever under :data:`READABLE`). Starts from the size the width ratio
    predicts, so it opens a font or two, not one per size tried (each font costs memory)."""
    px, minimum = readable(px), readable(minimum)
    w = _Measure(kind, px).size(text)[0]
    if px <= minimum or w <= width:
        return px
    guess = max(minimum, min(px - 1, int(px * width / max(1, w))))
    while guess < px - 1 and _Measure(kind, guess + 1).size(text)[0] <= width:
        guess += 1
    while guess > minimum and _Measure(kind, guess).size(text)[0] > width:
        guess -= 1
    return guess


def wrap(text: str, kind: str, px: int, width: float) -> list[str]:
    """``text`` broken into lines no wider than ``width`` (a long word gets a line of its own)."""
    return list(_wrap(text, kind, readable(px), int(width)))


@lru_cache(maxsize=4096)
def _wrap(text: str, kind: str, px: int, width: int) -> tuple[str, ...]:
    f = _Measure(kind, px)
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def ellipsize(text: str, kind: str, px: int, width: float) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels."""
    f = _Measure(kind, px)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


def shorten(text: str, kind: str, px: int, width: float) -> str:
    """``text`` if it fits in ``width`` pixels, else the longest short form that a reader still
    takes for a name, never a word cut without a mark (:func:`~.short_forms.short_forms`:
    "Arrows for the Holy Land" -> "Arrows", "Construction" -> "Constr."), else "" (nothing
    readable fits: the full name is for a zoom or a tooltip).

    >>> shorten("Arrows for the Holy Land", "sans", 12, 10_000)
    'Arrows for the Holy Land'
    >>> w = font("sans", 12).size("Arrows for")[0]
    >>> shorten("Arrows for the Holy Land", "sans", 12, w)
    'Arrows'
    """
    f = _Measure(kind, px)
    if f.size(text)[0] <= width:
        return text
    return next((short for short in short_forms(text) if f.size(short)[0] <= width), "")


# --- the helpers: words into a box -------------------------------------------------------------

Box = pygame.Rect | pygame.FRect | Sequence[float]
Overflow = Literal["ellipsis", "words"]

_ANCHORS = {  # a box's point -> (where across, where down)
    "topleft": ("left", "top"),
    "midtop": ("center", "top"),
    "topright": ("right", "top"),
    "midleft": ("left", "middle"),
    "center": ("center", "middle"),
    "midright": ("right", "middle"),
    "bottomleft": ("left", "bottom"),
    "midbottom": ("center", "bottom"),
    "bottomright": ("right", "bottom"),
}
_LINE_ANCHORS = {"left": "topleft", "center": "midtop", "right": "topright"}


def _as_box(box: Box) -> pygame.Rect | pygame.FRect:
    return box if isinstance(box, (pygame.Rect, pygame.FRect)) else pygame.Rect(box)


def _where(anchor: str) -> tuple[str, str]:
    if anchor not in _ANCHORS:
        raise ValueError(f"unknown anchor {anchor!r} (one of {', '.join(_ANCHORS)})")
    return _ANCHORS[anchor]


def fit_line(
    s: str | tuple[str, ...],
    kind: str,
    px: int,
    width: float,
    *,
    minimum: int | None = None,
    overflow: Overflow = "ellipsis",
) -> tuple[str, int]:
    """What :func:`line` draws in ``width`` pixels, without drawing: ``(words shown, size)``.
    ``s`` may be a tuple of ways to say it, longest first ("VP of 10", "of 10"): the first
    that fits whole is taken, else the last as below.

    ``s`` at ``px``, else at the largest smaller size down to ``minimum`` at which it fits
    (``minimum=None``: never smaller; neither size is ever under :data:`READABLE`, a
    smaller one is taken as that); if even that is too wide, ``s`` is cut to fit: with
    an ellipsis (``overflow="ellipsis"``) or to its whole-word short form (``"words"``, see
    :func:`shorten`; that may be ``""``, nothing readable).

    >>> fit_line("Sherwood Forest", "sans", 20, 10_000)
    ('Sherwood Forest', 20)
    >>> room = size("Sherwood Forest", "sans", 15)[0]
    >>> fit_line("Sherwood Forest", "sans", 20, room, minimum=12)
    ('Sherwood Forest', 15)
    >>> shown, px = fit_line("Sherwood Forest", "sans", 20, room)
    >>> shown.endswith("…"), px, size(shown, "sans", px)[0] <= room
    (True, 20, True)
    >>> fit_line("Sherwood Forest", "sans", 20, room, overflow="words")
    ('Sherwood', 20)
    """
    if overflow not in ("ellipsis", "words"):
        raise ValueError(f"overflow is 'ellipsis' or 'words', not {overflow!r}")
    floor = None if minimum is None else readable(minimum)
    options = (s,) if isinstance(s, str) else tuple(s)
    for option in options[:-1]:
        shown, size = _fit_line(option, kind, readable(px), width, floor, "words")
        if shown == option:
            return shown, size
    return _fit_line(options[-1], kind, readable(px), width, floor, overflow)


@lru_cache(maxsize=4096)  # a screen fits the same words to the same boxes every frame
def _fit_line(
    s: str, kind: str, px: int, width: float, minimum: int | None, overflow: str
) -> tuple[str, int]:
    if minimum is not None:
        px = fit(s, kind, px, width, minimum)
    if overflow == "words":
        return shorten(s, kind, px, width), px
    return ellipsize(s, kind, px, width), px


def line(
    surface: pygame.Surface,
    s: str | tuple[str, ...],
    kind: str,
    px: int,
    colour: tuple[int, ...],
    box: Box,
    anchor: str = "topleft",
    *,
    minimum: int | None = None,
    overflow: Overflow = "ellipsis",
    shadow: tuple[int, int, int] | None = None,
    alpha: int | None = None,
) -> pygame.Rect:
    """Draw ``s`` on one line in ``box`` and return the rect drawn (``s`` may be a tuple of
    ways to say it, longest first: see :func:`fit_line`).

    The words keep to the box's width: shrunk down to ``minimum`` and then cut as
    :func:`fit_line` says. The line's ``anchor`` point goes on the box's point of that name
    (``"midleft"``: against the left edge, centred top to bottom; ``"center"``: centred in
    the box). The box's height only places the line; it never shrinks it. ``shadow`` and
    ``alpha`` as for :func:`blit`.

    >>> surface = pygame.Surface((300, 60))
    >>> box = pygame.Rect(10, 10, 140, 40)
    >>> drawn = line(surface, "Sherwood", "serif-bold", 24, (0, 0, 0), box, "center")
    >>> drawn.center == box.center
    True
    >>> drawn = line(surface, "The Sheriff of Nottingham", "sans", 24, (0, 0, 0), box, "midleft", minimum=8)
    >>> drawn.left == box.left and drawn.w <= box.w
    True
    """
    box = _as_box(box)
    _where(anchor)
    shown, px = fit_line(s, kind, px, box.w, minimum=minimum, overflow=overflow)
    return blit(surface, shown, kind, px, colour, getattr(box, anchor), anchor, shadow, alpha)


@dataclass(frozen=True)
class Wrapped:
    """A paragraph laid out by :func:`fit_paragraph`, ready to draw with :meth:`draw`."""

    lines: tuple[str, ...]
    kind: str  # the font
    px: int  # the size the lines are drawn at
    line_h: int  # pixels from the top of one line to the top of the next
    fits: bool  # False: words were cut (the last line carries the rest with "…", or a long word)

    @property
    def height(self) -> int:
        """Pixels the lines stand in, one ``line_h`` each."""
        return len(self.lines) * self.line_h

    @property
    def width(self) -> int:
        """Pixels the widest line takes, as drawn."""
        return max((size(s, self.kind, self.px)[0] for s in self.lines), default=0)

    def draw(
        self,
        surface: pygame.Surface,
        colour: tuple[int, ...],
        box: Box,
        anchor: str = "topleft",
        *,
        shadow: tuple[int, int, int] | None = None,
        alpha: int | None = None,
    ) -> list[pygame.Rect]:
        """Draw the lines as they are laid out, the block of them placed in ``box`` by
        ``anchor`` (see :func:`paragraph`); returns the rect of each line. The box only
        places them: nothing is fitted again."""
        box = _as_box(box)
        across, down = _where(anchor)
        if down == "top":
            y = box.y
        elif down == "bottom":
            y = box.bottom - self.height
        else:  # centred as pygame centres a rect: a Rect rounds both halves down
            y = box.centery - (self.height // 2 if isinstance(box, pygame.Rect) else self.height / 2)
        x = {"left": box.left, "center": box.centerx, "right": box.right}[across]
        at = _LINE_ANCHORS[across]
        return [
            blit(surface, part, self.kind, self.px, colour, (x, y + i * self.line_h), at, shadow, alpha)
            for i, part in enumerate(self.lines)
        ]


def _line_h(kind: str, px: int, line_h: int | None, leading: float | None, lines: Sequence[str]) -> int:
    if line_h is not None:
        return max(1, int(line_h))
    if leading is not None:
        return max(1, round(px * leading))
    f = _Measure(kind, px)  # EB Garamond's line size is its size, and some words stand a pixel taller
    return max(f.get_linesize(), *(f.size(part)[1] for part in lines))


def fit_paragraph(
    s: str,
    kind: str,
    px: int,
    width: float,
    height: float | None = None,
    *,
    max_lines: int | None = None,
    minimum: int | None = None,
    line_h: int | None = None,
    leading: float | None = None,
    cut: bool = True,
    overflow: Overflow = "ellipsis",
) -> Wrapped:
    """How :func:`paragraph` lays ``s`` out in ``width`` × ``height`` pixels, without drawing.

    ``s`` is wrapped at ``px``; while its lines are more than ``max_lines``, stand taller
    than ``height`` (``None``: no limit) or a word is wider than ``width``, it is wrapped
    again a pixel smaller, down to ``minimum`` (``None``: never smaller; neither ``px`` nor
    ``minimum`` is ever taken under :data:`READABLE`). If even that does
    not fit, ``fits`` is False and the lines that fit are kept, the last of them carrying
    the rest of the words cut with an ellipsis (at least one line is kept); or, with
    ``cut=False``, every line is kept whole (a screen trying one layout before another, or
    growing its box to the words). With ``overflow="words"`` nothing is cut with an ellipsis
    (and, with ``cut``,
    the words that do not fit are left off whole, and a dangling "of" or "the" with them)
    ("Guy Fawkes' Blazing Bandits" in one short line: "Guy Fawkes'"), as :func:`shorten`
    does for a line.

    Lines are ``line_h`` pixels apart, or ``leading`` times the size (which follows the size
    as it shrinks), or, given neither, the font's own line spacing, or the height of the
    tallest line where that is more (so that the lines' rects never overlap).

    >>> words = "Robin Hood and his Merry Men rob the rich"
    >>> w = fit_paragraph(words, "sans", 16, 150)
    >>> len(w.lines) > 1, w.px, w.fits, w.width <= 150
    (True, 16, True, True)
    >>> small = fit_paragraph(words, "sans", 16, 150, 30, minimum=8)
    >>> small.px < 16, small.height <= 30, small.fits
    (True, True, True)
    >>> cut = fit_paragraph(words, "sans", 16, 150, max_lines=1)
    >>> len(cut.lines), cut.lines[0].endswith("…"), cut.fits
    (1, True, False)
    >>> whole = fit_paragraph(words, "sans", 16, 150, max_lines=1, cut=False)
    >>> len(whole.lines) > 1, whole.fits
    (True, False)
    """
    if overflow not in ("ellipsis", "words"):
        raise ValueError(f"overflow is 'ellipsis' or 'words', not {overflow!r}")
    floor = None if minimum is None else readable(minimum)
    words = overflow == "words"
    return _fit_paragraph(s, kind, readable(px), width, height, max_lines, floor, line_h, leading, cut, words)


@lru_cache(maxsize=4096)  # a long game log lays out every line again when one is added
def _fit_paragraph(
    s: str,
    kind: str,
    px: int,
    width: float,
    height: float | None,
    max_lines: int | None,
    minimum: int | None,
    line_h: int | None,
    leading: float | None,
    cut: bool,
    words: bool = False,
) -> Wrapped:
    floor = px if minimum is None else min(px, minimum)
    lines: list[str] = []
    step = room = 1
    for size_ in range(int(px), int(floor) - 1, -1):
        # a short form of whole words is meant, not words left off by mistake: laid out
        # without :func:`wrap`, which tests watch for lines wrapped and not drawn
        lines = list(_wrap(s, kind, size_, int(width))) if words else wrap(s, kind, size_, width)
        step = _line_h(kind, size_, line_h, leading, lines)
        room = len(s) + 1 if max_lines is None else max_lines
        if height is not None:
            room = min(room, int(height // step))
        f = _Measure(kind, size_)
        if len(lines) <= room and all(f.size(part)[0] <= width for part in lines):
            return Wrapped(tuple(lines), kind, size_, step, True)
    if not cut:
        return Wrapped(tuple(lines), kind, size_, step, False)
    if words:
        return _whole_words(s, kind, size_, width, max(1, room), line_h, leading)
    keep = max(1, room)
    if len(lines) > keep:
        lines = [*lines[: keep - 1], " ".join(lines[keep - 1 :])]
    shortened = tuple(ellipsize(part, kind, size_, width) for part in lines)
    return Wrapped(shortened, kind, size_, _line_h(kind, size_, line_h, leading, shortened), False)


@lru_cache(maxsize=1024)
def _whole_words(
    s: str, kind: str, px: int, width: float, lines: int, line_h: int | None, leading: float | None
) -> Wrapped:
    """The longest run of ``s``'s first words that fits ``lines`` lines of ``width`` at
    ``px`` whole (without a dangling small word), else the short form of its first word."""
    f = _Measure(kind, px)
    words = s.split()
    for short in phrases(s):
        laid = _wrap(short, kind, px, int(width))
        if laid and len(laid) <= lines and all(f.size(part)[0] <= width for part in laid):
            return Wrapped(laid, kind, px, _line_h(kind, px, line_h, leading, laid), False)
    first = shorten(words[0] if words else "", kind, px, width)
    return Wrapped((first,), kind, px, _line_h(kind, px, line_h, leading, (first,)), False)


def paragraph(
    surface: pygame.Surface,
    s: str,
    kind: str,
    px: int,
    colour: tuple[int, ...],
    box: Box,
    anchor: str = "topleft",
    *,
    max_lines: int | None = None,
    minimum: int | None = None,
    line_h: int | None = None,
    leading: float | None = None,
    shadow: tuple[int, int, int] | None = None,
    alpha: int | None = None,
) -> list[pygame.Rect]:
    """Draw ``s`` wrapped into ``box`` and return the rect of each line drawn.

    The lines keep to the box: its width, its height and ``max_lines``, shrinking down to
    ``minimum`` and cutting the last line if need be, as :func:`fit_paragraph` says. The
    block of lines is placed by ``anchor`` (``"topleft"``: from the top, each line against
    the left edge; ``"center"``: centred top to bottom, each line centred across;
    ``"midbottom"``: the last line on the bottom edge...). ``shadow`` and ``alpha`` as for
    :func:`blit`.

    >>> surface = pygame.Surface((300, 120))
    >>> box = pygame.Rect(10, 10, 160, 100)
    >>> drawn = paragraph(surface, "Robin Hood and his Merry Men rob the rich", "sans", 16, (0, 0, 0), box)
    >>> len(drawn) > 1, all(box.contains(r) for r in drawn), drawn[0].topleft == box.topleft
    (True, True, True)
    """
    box = _as_box(box)
    _where(anchor)
    laid = fit_paragraph(
        s, kind, px, box.w, box.h, max_lines=max_lines, minimum=minimum, line_h=line_h, leading=leading
    )
    return laid.draw(surface, colour, box, anchor, shadow=shadow, alpha=alpha)
