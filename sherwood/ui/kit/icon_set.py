"""One named set of symbols drawn in code, such as a game's resources.

A game draws each of its resources once, as a function, and puts them in an :class:`IconSet`;
its board, its cards, its panels and its dialogs all take their pictures from that set, so a
resource looks the same wherever it is printed. Other names for the same thing (the
board's "coin" for the cards' "pennies") are aliases, not second drawings.

>>> import pygame
>>> dots = IconSet({"dot": lambda big, n: pygame.draw.circle(big, (0, 0, 0), (n / 2, n / 2), n / 3)},
...                aliases={"spot": "dot"})
>>> dots.image("spot", 12) is dots.image("dot", 12), dots.missing(["dot", "star"])
(True, ['star'])
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache

import pygame

from sherwood.ui.render import text
from sherwood.ui.render.surfaces import SS, Draw, canvas, down

Finish = Callable[[pygame.Surface, int], pygame.Surface]
"""``finish(big, px)``: the ``px``-square picture made from the supersampled drawing ``big``."""


def scaled(big: pygame.Surface, px: int) -> pygame.Surface:
    """The plain finish: the drawing scaled down to ``px`` square."""
    return down(big, (px, px))


class IconSet:
    """Symbols by name: ``draws`` maps each name to ``draw(big, n)``, which draws it into the
    ``n``-square ``big`` (``SS`` times the asked size); ``aliases`` maps other names to those;
    ``finish(big, px)`` makes the final picture (default: scaled down smoothly; a game's
    tokens may add a shadow); no picture is smaller than ``smallest`` pixels. Pictures are
    cached per name and size."""

    def __init__(
        self,
        draws: Mapping[str, Draw],
        *,
        aliases: Mapping[str, str] | None = None,
        finish: Finish = scaled,
        smallest: int = 4,
        cache: int = 512,
    ):
        self._draws = dict(draws)
        self._aliases = dict(aliases or {})
        unknown = sorted(set(self._aliases.values()) - set(self._draws))
        if unknown:
            raise ValueError(f"aliases name symbols the set does not draw: {', '.join(unknown)}")
        self._finish = finish
        self._smallest = smallest
        self._image = lru_cache(maxsize=cache)(self._render)

    @property
    def names(self) -> tuple[str, ...]:
        """The symbols drawn (aliases left out)."""
        return tuple(self._draws)

    def __contains__(self, name: object) -> bool:
        return name in self._draws or name in self._aliases

    def key(self, name: str) -> str:
        """The drawn symbol that ``name`` (a name or an alias) stands for; KeyError if none."""
        key = self._aliases.get(name, name)
        if key not in self._draws:
            raise KeyError(f"no symbol {name!r} in this set (it has: {', '.join(self._draws)})")
        return key

    def missing(self, names: Iterable[str]) -> list[str]:
        """Those of ``names`` the set cannot draw, in order (for a test that a game's content
        is covered)."""
        return [n for n in names if n not in self]

    def image(self, name: str, px: int) -> pygame.Surface:
        """Symbol ``name`` on a transparent surface ``px`` pixels square (cached)."""
        return self._image(self.key(name), max(self._smallest, int(px)))

    def _render(self, key: str, px: int) -> pygame.Surface:
        big = canvas(px * SS)
        with text.enlarged(SS):  # words on it stay readable once it is scaled down
            self._draws[key](big, px * SS)
        return self._finish(big, px)
