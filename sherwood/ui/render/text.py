"""Fonts and cached text: EB Garamond for headings and titles, DejaVu Sans for numbers and labels."""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import pygame

from sherwood.resources import resource_path
from sherwood.ui.render.cache import surface_bytes

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
    _cache_bytes = 0


def render(text: str, kind: str, px: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """``text`` rendered anti-aliased on a transparent surface; cached (most text repeats)."""
    global _cache_bytes
    key = (text, kind, int(px), tuple(colour))
    surf = _CACHE.get(key)
    if surf is None:
        shown = text.translate(_BOLD_SUBSTITUTES) if kind == "serif-bold" else text
        surf = font(kind, px).render(shown, True, colour)
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
    colour,
    pos,
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


def size(text: str, kind: str, px: int) -> tuple[int, int]:
    return render(text, kind, px, (0, 0, 0)).get_size()


def fit(text: str, kind: str, px: int, width: int, minimum: int = 8) -> int:
    """The largest size ≤ ``px`` at which ``text`` fits in ``width`` pixels (``minimum`` if
    none does). Starts from the size the width ratio predicts, so it opens a font or two,
    not one per size tried (each font costs memory)."""
    w = font(kind, px).size(text)[0]
    if px <= minimum or w <= width:
        return px
    guess = max(minimum, min(px - 1, int(px * width / max(1, w))))
    while guess < px - 1 and font(kind, guess + 1).size(text)[0] <= width:
        guess += 1
    while guess > minimum and font(kind, guess).size(text)[0] > width:
        guess -= 1
    return guess


def wrap(text: str, kind: str, px: int, width: int) -> list[str]:
    """``text`` broken into lines no wider than ``width`` (a long word gets a line of its own)."""
    return list(_wrap(text, kind, int(px), int(width)))


@lru_cache(maxsize=4096)
def _wrap(text: str, kind: str, px: int, width: int) -> tuple[str, ...]:
    f = font(kind, px)
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


def ellipsize(text: str, kind: str, px: int, width: int) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels."""
    f = font(kind, px)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


_SMALL_WORDS = frozenset({"a", "an", "and", "at", "by", "for", "from", "in", "of", "on", "the", "to", "with"})
_VOWELS = frozenset("aeiouyAEIOUY")
_MARKS = frozenset({"·", "-", "—", "–"})


def shorten(text: str, kind: str, px: int, width: int) -> str:
    """``text`` if it fits in ``width`` pixels, else the longest short form that a reader still
    takes for a name, never a word cut without a mark: its first words without a dangling
    "of" or "the" ("Arrows for the Holy Land" -> "Arrows"), else its first real word, else
    that word abbreviated before a vowel with a full stop ("Construction" -> "Constr."),
    else "" (nothing readable fits: the full name is for a zoom or a tooltip).

    >>> shorten("Arrows for the Holy Land", "sans", 12, 10_000)
    'Arrows for the Holy Land'
    >>> w = font("sans", 12).size("Arrows for")[0]
    >>> shorten("Arrows for the Holy Land", "sans", 12, w)
    'Arrows'
    """
    f = font(kind, px)
    if f.size(text)[0] <= width:
        return text
    words = text.split()
    # cut where a phrase ends ("Arrows | for the Holy Land", "Maid Marian | · no ability"),
    # else after any word ("King Richard's | Crusade")
    phrases = [
        n
        for n in range(len(words) - 1, 0, -1)
        if words[n].lower() in _SMALL_WORDS or words[n] in _MARKS or words[n - 1][-1] in ",;:"
    ]
    for n in phrases or range(len(words) - 1, 0, -1):
        head = list(words[:n])
        while head and head[-1].lower().strip(",;:") in _SMALL_WORDS:
            head.pop()
        short = " ".join(head).rstrip(",;:·-—").rstrip()
        if short and f.size(short)[0] <= width:
            return short
    real = [w for w in words if w.lower() not in _SMALL_WORDS] or words[:1]
    if not real:
        return ""
    word = real[0].rstrip(",;:")
    if f.size(word)[0] <= width:
        return word
    for cut in range(len(word) - 1, 2, -1):
        if word[cut] in _VOWELS and word[cut - 1] not in _VOWELS and word[cut - 1].isalpha():
            short = word[:cut] + "."
            if f.size(short)[0] <= width:
                return short
    return ""
