"""The printed Merry Men board, drawn once per window size from ``boards/merry_men.yaml``.

:class:`BoardArt` is the board as the table knows it: what the seat count changes, where
every place is (board units, from the layout), and the static layer: the oak table, the
board mat, and everything printed on the board (forest, dirt roads, the castle, the
location plaques with their effects and prices, the tracks). Pieces (meeples, guards,
carriages, pennies, dice) are not part of it: the table draws them on top every frame, at
the places the geometry helpers give.

Everything is placed from the layout, and the printed numbers come from the content
(``sherwood.games.merry_men.content``), so moving a zone in the YAML moves it on screen.
The printing itself is done in ``art.board_land``, ``art.board_places`` and
``art.board_tracks``, on an ``art.board_print.BoardPrint``.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from sherwood.engine.layout import Layout
from sherwood.games.merry_men.content import load_content
from sherwood.ui.games.merry_men.art import board_land, board_places, board_tracks
from sherwood.ui.games.merry_men.art.board_geometry import box, slot_radius
from sherwood.ui.games.merry_men.art.board_print import BoardPrint
from sherwood.ui.render.board import BoardTransform, Box

Spot = tuple[float, float, float]


class BoardArt:
    """The printed board for ``seats`` players, and where things go on it (board units)."""

    def __init__(self, layout: Layout, seats: int, unused: Iterable[str] = ()):
        self.layout = layout
        self.seats = max(1, min(4, int(seats)))
        self.unused = frozenset(unused)  # zones this game never uses (no spies: no spy deck)
        self.content = load_content()
        self._cache: dict[tuple, pygame.Surface] = {}

    # --- what the seat count changes -------------------------------------------------------

    @property
    def usable_hideouts(self) -> int:
        """Hideouts in play at each gathering place (MM-1.5): 3 with 1-2 players, else 4."""
        return self.content.usable_hideouts_by_players[self.seats - 1]

    @property
    def guard_spaces(self) -> int:
        """Guard-track spaces in use (MM-1.15, as the game data has them tuned)."""
        return self.content.guard_track_by_players[self.seats - 1]

    @property
    def depot_spaces(self) -> int:
        """Carriage-depot spaces in use (MM-1.14): 6 / 6 / 7 / 8."""
        return self.content.depot_spaces_by_players[self.seats - 1]

    # --- geometry (board units) ------------------------------------------------------------

    def zone_box(self, zone_id: str) -> Box:
        """The bounding box ``(x, y, w, h)`` of zone ``zone_id``."""
        return box(self.layout.zone(zone_id).shape.bounds)

    def panel(self, name: str) -> Box:
        """The screen-frame panel ``name``: banner, actions, controls, seats, log, tableau,
        caption or board (the board's mat)."""
        zone = self.layout.zone(name)
        if zone.kind != "panel":
            raise KeyError(f"zone {name!r} is a {zone.kind}, not a panel")
        return box(zone.shape.bounds)

    def spot(self, zone_id: str, slot_id: str) -> Spot:
        """The centre and radius ``(x, y, r)`` of slot ``slot_id`` of zone ``zone_id``
        (a rect slot gives its centre and half its shorter side)."""
        slot = self.layout.zone(zone_id).slot(slot_id)
        x, y = slot.at
        return (float(x), float(y), slot_radius(slot.shape))

    def hideout(self, loc: str, n: int) -> Spot:
        """Hideout ``n`` (1..4) of gathering place ``loc``: ``(cx, cy, r)``."""
        if not 1 <= n <= 4:
            raise ValueError(f"hideouts are numbered 1..4, not {n}")
        return self.spot(loc, f"h{n}")

    def main_area(self, loc: str) -> Box:
        """The main area of gathering place ``loc`` (room for ~6 meeples in a row)."""
        return self._slot_box(loc, "main")

    def figures(self, loc: str) -> Box:
        """Where figures stand at the Construction Yard or King Richard's Crusade."""
        return self._slot_box(loc, "figures")

    def road_space(self, road: str, space_id: str) -> tuple[float, float]:
        """The centre of space ``space_id`` (S, B0, W1, B1, ...) of road ``road``."""
        x, y = self.layout.path(road).space(space_id).at
        return (float(x), float(y))

    def track_space(self, track_id: str, n: int) -> tuple[float, float]:
        """The centre of space ``n`` of track ``track_id`` (depot, guards, renown, round)."""
        x, y = self.layout.track(track_id).space(n).at
        return (float(x), float(y))

    def prison_level(self, n: int) -> Box:
        """Prison level ``n`` (1 = I, the top, .. 4 = IV, the gallows)."""
        if not 1 <= n <= len(self.layout.prison):
            raise ValueError(f"prison levels are numbered 1..{len(self.layout.prison)}, not {n}")
        return box(self.layout.prison[n - 1].shape.bounds)

    def _slot_box(self, zone_id: str, slot_id: str) -> Box:
        """The box of slot ``slot_id`` of zone ``zone_id`` (a point slot: an empty box at it)."""
        slot = self.layout.zone(zone_id).slot(slot_id)
        if slot.shape is None:
            x, y = slot.at
            return (float(x), float(y), 0.0, 0.0)
        return box(slot.shape.bounds)

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
