"""The canvas of the printed Merry Men board and what it is printed with: text and icons
placed in board units, plaques, wells, rings and holes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from sherwood.engine.layout import Zone
from sherwood.ui.games.merry_men.art.board_symbols import symbol
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import BoardTransform, Box

if TYPE_CHECKING:
    from sherwood.ui.games.merry_men.art.board import BoardArt

Colour = tuple[int, int, int]
# a printed line: text, or ("icon", name), or ("gap", board units)
Item = str | tuple[str, str] | tuple[str, float]

DIRT: Colour = (0xB8, 0x96, 0x62)
DIRT_EDGE: Colour = (0x6E, 0x50, 0x2E)
STONE: Colour = (0x9A, 0x94, 0x88)
STONE_DARK: Colour = (0x5E, 0x58, 0x50)
SHUT: Colour = (0x6A, 0x60, 0x54)
TITLE = 21  # plaque titles, board units
LABEL = 18  # small labels (never below 17)
NUMBER = 20  # printed numbers


def stack(T: BoardTransform, centres: Sequence[float], bottom: float, size: float = LABEL) -> list[float]:
    """The middles of printed lines of words at ``size`` (board units) one under another:
    the design's ``centres``; in a small window, whose words are drawn larger than the
    board's scale, pushed apart to a line's height where they would meet, and up to keep
    above ``bottom``; squeezed only if they cannot all fit."""
    out = list(centres)
    if T.px(size) <= round(size * T.scale):  # the design's own size: the design's own places
        return out
    line = text.font("sans-bold", T.px(size)).get_height() / T.scale
    for i in range(1, len(out)):
        out[i] = max(out[i], out[i - 1] + line)
    over = out[-1] + line / 2 - bottom if out else 0
    if over > 0:
        room = bottom - line / 2 - out[0]
        step = min(line, room / max(1, len(out) - 1)) if len(out) > 1 else 0
        first = max(out[0] - over, bottom - line / 2 - step * (len(out) - 1))
        out = [first + i * step for i in range(len(out))] if len(out) > 1 else [bottom - line / 2]
    return out


class BoardPrint:
    """The static layer of ``art``'s board being printed for a window of ``size`` (``T``
    turns board units into pixels): its surface ``s``, the layout ``L`` and content ``C``,
    the mat ``board`` and the ``printed`` part of it, and the means to print in board units.
    The painters in ``board_land``, ``board_places`` and ``board_tracks`` print with it."""

    def __init__(self, art: BoardArt, T: BoardTransform, size: tuple[int, int]):
        self.art, self.T, self.size = art, T, size
        self.L, self.C = art.layout, art.content
        if pygame.display.get_surface() is not None:
            self.s = pygame.Surface(size).convert()
        else:
            self.s = pygame.Surface(size)
        self.board: Box = art.panel("board") if self.has("board") else (10, 100, 1340, 740)
        x, y, w, h = self.board
        self.printed: Box = (x, y, w, min(h, 800 - y) if y < 800 else h)
        """The part of the mat the board is printed on (the tableau may lie below it)."""

    def has(self, zone_id: str) -> bool:
        """Whether the layout has zone ``zone_id``."""
        return zone_id in self.L.zones

    def px(self, v: float) -> int:
        """``v`` board units in pixels."""
        return self.T.px(v)

    def text(self, s: str, kind: str, size: float, colour, pos, anchor: str = "center", **kw) -> pygame.Rect:
        """``s`` printed at ``pos`` (board units) in font ``kind`` at ``size`` board units."""
        return text.blit(self.s, s, kind, self.px(size), colour, self.T.point(*pos), anchor=anchor, **kw)

    def floor(self) -> int:
        """The smallest a board label may shrink to fit: 14 board units, and never below 7 px."""
        return max(7, round(14 * self.T.scale))

    def fit_text(self, s: str, kind: str, size: float, width: float, colour, pos, anchor="center") -> None:
        """``s`` printed at ``pos``, shrunk to fit ``width`` board units (not below ``floor``),
        then shortened by whole words."""
        room = pygame.Rect(0, 0, self.T.length(width), 0).move_to(**{anchor: self.T.point(*pos)})
        floor = self.floor()
        text.line(self.s, s, kind, self.px(size), colour, room, anchor, minimum=floor, overflow="words")

    def icon(self, name: str, size: float, centre: tuple[float, float], alpha: int | None = None) -> None:
        """Symbol ``name`` (``board_symbols.symbol``) ``size`` board units square, centred on
        ``centre``; ``alpha`` fades it (a spot where a piece goes)."""
        img = symbol(name, self.T.length(size))
        if alpha is not None:
            img = img.copy()
            img.set_alpha(alpha)
        self.s.blit(img, img.get_rect(center=self.T.point(*centre)))

    def row(
        self,
        items: Sequence[Item],
        x: float,
        cy: float,
        size: float = LABEL,
        colour=P.INK,
        kind: str = "sans-bold",
        anchor: str = "left",
    ) -> float:
        """Text and icons in a line centred on ``cy``; returns its width in board units."""
        parts, width = self._row_parts(items, size, kind)
        left = x - width if anchor == "right" else x - width / 2 if anchor == "center" else x
        for what, value, w in parts:
            if what == "icon":
                self.icon(str(value), w, (left + w / 2, cy))
            elif what == "text":
                self.text(str(value), kind, size, colour, (left, cy), anchor="midleft")
            left += w + 2
        return width

    def stack(self, centres: Sequence[float], bottom: float, size: float = LABEL) -> list[float]:
        """:func:`stack` in this print's window."""
        return stack(self.T, centres, bottom, size)

    def row_width(self, items: Sequence[Item], size: float = LABEL, kind: str = "sans-bold") -> float:
        """The width in board units :meth:`row` prints ``items`` at (words at a readable size
        take more of the board in a small window)."""
        return self._row_parts(items, size, kind)[1]

    def _row_parts(
        self, items: Sequence[Item], size: float, kind: str
    ) -> tuple[list[tuple[str, object, float]], float]:
        scale = self.T.scale
        parts: list[tuple[str, object, float]] = []
        for item in items:
            if isinstance(item, tuple) and item[0] == "icon":
                parts.append(("icon", item[1], size * 1.15))
            elif isinstance(item, tuple) and item[0] == "gap":
                parts.append(("gap", None, float(item[1])))
            else:
                w = text.size(str(item), kind, self.px(size))[0] / scale
                parts.append(("text", str(item), w))
        return parts, sum(w for _, _, w in parts) + 2 * max(0, len(parts) - 1)

    def plaque(
        self,
        box: Box,
        fill: Colour | None,
        title: str | None,
        band: float = 30,
        title_size: float = TITLE,
        paper: bool = True,
    ) -> pygame.Rect:
        """A parchment plaque with a coloured title band; returns its screen rect."""
        T = self.T
        r = T.rect(box)
        radius = T.length(9)
        if paper:
            draw.panel(self.s, r, radius)
        if fill is not None and title is not None:
            bh = T.length(band)
            band_rect = pygame.Rect(r.x, r.y, r.w, bh)
            pygame.draw.rect(
                self.s, fill, band_rect, border_top_left_radius=radius, border_top_right_radius=radius
            )
            pygame.draw.line(
                self.s, P.shade(fill, 0.6), band_rect.bottomleft, band_rect.bottomright, max(1, T.length(2))
            )
            pygame.draw.line(
                self.s,
                P.mix(fill, (255, 255, 255), 0.3),
                (band_rect.x + radius, band_rect.y + 1),
                (band_rect.right - radius, band_rect.y + 1),
            )
            pygame.draw.rect(self.s, P.BRASS, r, width=max(1, r.w // 300 + 1), border_radius=radius)
        if title:
            x, y, w, _ = box
            colour = P.text_on(fill) if fill is not None else P.INK
            room = pygame.Rect(T.point(x + 10, y + band / 2 + 1), (T.length(w - 16), 0))
            text.line(
                self.s,
                title,
                "serif-bold",
                self.px(title_size),
                colour,
                room,
                "midleft",
                minimum=self.floor(),
                overflow="words",
                shadow=P.shade(fill, 0.5) if fill is not None else None,
            )
        return r

    def well(self, box: Box, radius: float = 6, alpha: int = 40, dashed: bool = True) -> None:
        """A sunken place on parchment where pieces go."""
        T = self.T
        r = T.rect(box)
        s = pygame.Surface(r.size, pygame.SRCALPHA)
        rad = T.length(radius)
        pygame.draw.rect(s, (90, 60, 30, alpha), s.get_rect(), border_radius=rad)
        pygame.draw.line(s, (60, 40, 20, alpha + 40), (rad, 1), (r.w - rad, 1), max(1, T.length(2)))
        self.s.blit(s, r)
        if dashed:
            draw.dashed_outline(
                self.s,
                P.mix(P.INK_SOFT, P.PARCHMENT, 0.35),
                r,
                max(1, T.length(1.5)),
                max(3, T.length(6)),
                rad,
            )

    def ring(
        self, x: float, y: float, r: float, colour, fill=None, width: float = 2.5, alpha: int = 255
    ) -> None:
        """A ring of radius ``r`` at ``(x, y)`` in ``colour`` (``alpha``), filled with ``fill`` (RGBA)."""
        T = self.T
        c, rad = T.point(x, y), T.length(r)
        s = pygame.Surface((rad * 2 + 4, rad * 2 + 4), pygame.SRCALPHA)
        o = (rad + 2, rad + 2)
        if fill is not None:
            pygame.draw.circle(s, (*fill[:3], fill[3] if len(fill) > 3 else 255), o, rad)
        pygame.draw.circle(s, (*colour[:3], alpha), o, rad, max(1, T.length(width)))
        self.s.blit(s, (c[0] - o[0], c[1] - o[1]))

    def hole(self, x: float, y: float, r: float) -> None:
        """An inset circle on parchment (a hideout, a track space)."""
        T = self.T
        c, rad = T.point(x, y), T.length(r)
        s = pygame.Surface((rad * 2 + 6, rad * 2 + 6), pygame.SRCALPHA)
        o = (rad + 3, rad + 3)
        pygame.draw.circle(s, (*P.PARCHMENT_EDGE, 255), o, rad)
        pygame.draw.circle(
            s,
            (*P.mix(P.PARCHMENT_EDGE, P.PARCHMENT_LIGHT, 0.55), 255),
            (o[0] + 1, o[1] + 2),
            max(1, rad - T.length(3)),
        )
        pygame.draw.circle(s, (*P.BRASS, 255), o, rad, max(1, T.length(2)))
        self.s.blit(s, (c[0] - o[0], c[1] - o[1]))

    def hero_spot(self, x: float, y: float, r: float) -> None:
        """Where a hero stands: a gold ring with a hood."""
        self.ring(x, y, r, P.GOLD_DEEP, fill=(*P.GOLD, 50), width=2.5)
        self.icon("hood", r * 1.2, (x, y), alpha=120)

    def spots(self, zone: Zone, villain: str = "sheriff") -> None:
        """The hero's spot and the villain's spot (with the symbol ``villain``) of ``zone``,
        where it has them."""
        slots = {s.id for s in zone.slots}
        if "hero" in slots:
            self.hero_spot(*self.art.spot(zone.id, "hero"))
        if "villain" in slots:
            self.villain_spot(*self.art.spot(zone.id, "villain"), symbol=villain)

    def villain_spot(self, x: float, y: float, r: float, symbol: str = "villain") -> None:
        """Where a villain stands: a wax-red ring with the villain's ``symbol``."""
        self.ring(x, y, r, P.WAX, fill=(*P.WAX, 40), width=2.5)
        self.icon(symbol, r * 1.15, (x, y), alpha=130)
