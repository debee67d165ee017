"""The main menu's game tiles, laid out for any number of games, and the picture on a tile.

Places are in the menu's design units (a 1600 × 1000 canvas that the scene's ``length``
scales to the window). Up to five games, every tile is as it always was, 800 × 112 units
and 16 apart, and the panel holds just them. More games share the room of five: each tile
is shorter by as much, and what is in it shrinks with it (the medal, the title, the tagline,
the "Coming soon" ribbon) until the tagline would be smaller than :data:`TAG_MIN` pixels, the
size the 800 × 500 window draws it at with five games; then the tile shows its title alone,
centred, and its tooltip says the tagline (:attr:`TileLook.tagline`).

A tile's picture is its catalogue entry's ``icon`` (:class:`sherwood.games.CatalogueEntry`):
a symbol of :mod:`sherwood.ui.render.icons`, drawn in cream, or an SVG or PNG file shown as it
is; a file that cannot be read shows the star.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import pygame

from sherwood.resources import resource_path
from sherwood.ui.render import icons, text
from sherwood.ui.render.readable import READABLE

TILE_X, TILE_W, TILE_H, GAP = 190, 800, 112, 16
"""A tile's left edge, width and height, and the room between two tiles, at full size."""
PANEL_X, PANEL_TOP, PANEL_W = 160, 236, 860
"""The games' panel: its left edge, top and width."""
PAD, FOOT = 26, 30
"""The panel's room above its first tile and below its last."""
FULL = 5
"""How many tiles the panel holds at full size; more share their room."""
TAG_MIN = 10
"""The smallest a tagline is designed, in pixels (the text kit draws it at :data:`READABLE`
at least); a tile with less room, or a tagline too long for its room, shows its title alone."""

COUNTS = ("One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven",
          "Twelve")


def subtitle(count: int) -> str:
    """The line under the menu's title, counting its games.

    >>> subtitle(5)
    'Five tales of the greenwood, for one table'
    >>> subtitle(1), subtitle(40)
    ('One tale of the greenwood, for one table', 'Tales of the greenwood, for one table')
    """
    if count == 1:
        return "One tale of the greenwood, for one table"
    if 2 <= count <= len(COUNTS):
        return f"{COUNTS[count - 1]} tales of the greenwood, for one table"
    return "Tales of the greenwood, for one table"


def tile_places(count: int) -> tuple[list[tuple[float, float]], float]:
    """The top and height of each of ``count`` tiles, and the height of the panel holding
    them, in design units.

    >>> tops, panel = tile_places(5)
    >>> tops[0], tops[4], panel
    ((262, 112), (774, 112), 680)
    >>> tops, panel = tile_places(9)
    >>> round(tops[8][0] + tops[8][1]) == 262 + 5 * 112 + 4 * 16, panel
    (True, 680)
    """
    height: float
    gap: float
    if count <= FULL:
        height, gap = TILE_H, GAP
    else:
        height = (FULL * TILE_H + (FULL - 1) * GAP) / (count + (count - 1) * GAP / TILE_H)
        gap = height * GAP / TILE_H
    first = PANEL_TOP + PAD
    used = count * height + max(0, count - 1) * gap
    return [(first + i * (height + gap), height) for i in range(count)], PAD + used + FOOT


@dataclass(frozen=True)
class TileLook:
    """Where each part of a tile goes, in window pixels: the medal, the title's box (its
    ``title_anchor`` point is where the title's goes), the tagline's box (None: the title
    alone), the ribbon of a game still to come (None: playable), and their sizes."""

    medal: pygame.Rect
    title: pygame.Rect
    title_px: int
    title_anchor: str
    tagline: pygame.Rect | None
    tagline_px: int
    ribbon: pygame.Rect | None
    ribbon_px: int
    ribbon_radius: int


def tile_look(r: pygame.Rect, length: Callable[[float], int], playable: bool, tagline: str = "") -> TileLook:
    """The parts of the tile ``r`` (pixels; ``length`` turns design units into pixels) whose
    game's tagline is ``tagline``."""
    full = length(TILE_H)
    k = min(1.0, r.h / full)

    def down(v: float) -> int:  # a height or a size, shrunk with the tile
        return length(v) if k == 1 else max(1, round(length(v) * k))

    size = down(70)
    medal = pygame.Rect(r.x + length(18), r.centery - size // 2, size, size)
    x = medal.right + length(22)
    tagline_px = down(20)
    tagline_box = pygame.Rect(x, r.y + down(62), r.right - x - length(40), 0)
    too_long = text.size(tagline, "serif-italic", max(READABLE, tagline_px))[0] > tagline_box.w
    alone = tagline_px < TAG_MIN or too_long
    ribbon = None
    ribbon_px = max(READABLE, down(14))
    if not playable:
        ribbon_h = min(max(down(30), round(ribbon_px * 30 / 14)), r.h - 4)
        ribbon = pygame.Rect(0, 0, max(down(150), round(ribbon_px * 150 / 14)), ribbon_h)
        if alone:
            ribbon.midright = (r.right - length(14), r.centery)
        else:
            ribbon.topright = (r.right - length(14), r.y + down(14))
    right = ribbon.left - length(12) if ribbon is not None else r.right - length(40)
    if alone:
        title_px = min(length(32), round(r.h * 0.45))
        return TileLook(medal, pygame.Rect(x, r.y, right - x, r.h), title_px, "midleft", None, tagline_px,
                        ribbon, ribbon_px, down(6))
    return TileLook(medal, pygame.Rect(x, r.y + down(14), right - x, 0), down(32), "topleft", tagline_box,
                    tagline_px, ribbon, ribbon_px, down(6))


@lru_cache(maxsize=32)
def picture(icon: str, px: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """The picture ``icon`` (a symbol's name, or a file: see the module docstring) fitted
    into ``px`` pixels square; a symbol is drawn in ``colour``."""
    if icon in icons.ICONS:
        return icons.icon(icon, px, colour)
    path = Path(icon) if Path(icon).is_absolute() else resource_path("assets", icon)
    try:
        if path.suffix.lower() == ".svg":
            image = pygame.image.load_sized_svg(str(path), (px, px))
        else:
            image = pygame.image.load(str(path))
    except (OSError, pygame.error):
        return icons.icon("star", px, colour)
    w, h = image.get_size()
    scale = min(px / max(1, w), px / max(1, h))
    fitted = (max(1, round(w * scale)), max(1, round(h * scale)))
    if fitted == (w, h):
        return image
    smooth = image.get_bitsize() in (24, 32)  # smoothscale takes no palette picture
    return (pygame.transform.smoothscale if smooth else pygame.transform.scale)(image, fitted)
