"""The printed Merry Men board, drawn once per window size from ``boards/merry_men.yaml``.

:class:`BoardArt` is the board as the table knows it: what the seat count changes and where
every place is (board units, from the layout: :class:`.geometry.BoardGeometry`), and the
static layer: the oak table, the
board mat, and everything printed on the board (forest, dirt roads, the castle, the
location plaques with their effects and prices, the tracks). Pieces (meeples, guards,
carriages, pennies, dice) are not part of it: the table draws them on top every frame, at
the places :mod:`.geometry` gives.

Everything is placed from the layout, and the printed numbers come from the content
(``sherwood.games.merry_men.content``), so moving a zone in the YAML moves it on screen.
The printing itself is done in ``art.board_land``, ``art.board_places`` and
``art.board_tracks``, on an ``art.board_print.BoardPrint``.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from sherwood.engine.layout import Layout
from sherwood.ui.games.merry_men.art import board_land, board_places, board_tracks
from sherwood.ui.games.merry_men.art.board_print import BoardPrint
from sherwood.ui.games.merry_men.geometry import BoardGeometry
from sherwood.ui.render.board import BoardTransform


class BoardArt(BoardGeometry):
    """The printed board for ``seats`` players, and where things go on it (board units,
    :class:`~.geometry.BoardGeometry`)."""

    def __init__(self, layout: Layout, seats: int, unused: Iterable[str] = ()):
        super().__init__(layout, seats, unused)
        self._cache: dict[tuple, pygame.Surface] = {}

    # --- the static layer ------------------------------------------------------------------

    def surface(self, T: BoardTransform, size: tuple[int, int]) -> pygame.Surface:
        """The whole static layer for a window of ``size`` (cached per size)."""
        size = (int(size[0]), int(size[1]))
        key = (size, round(T.scale, 6), round(T.ox, 3), round(T.oy, 3))
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) >= 3:
                self._cache.clear()
            surf = self._cache[key] = _paint(self, T, size)
        return surf


def _paint(art: BoardArt, T: BoardTransform, size: tuple[int, int]) -> pygame.Surface:
    """The static layer of ``art`` for a window of ``size``, printed back to front."""
    p = BoardPrint(art, T, size)
    board_land.table(p)
    board_land.forest(p)
    board_land.roads(p)
    board_land.castle(p)
    for zone in p.L.zones.values():
        painter = board_places.PAINTERS.get(zone.kind)
        if painter is not None and zone.id not in art.unused:
            painter(p, zone)
    board_tracks.tracks(p)
    board_tracks.prison_levels(p)
    return p.s
