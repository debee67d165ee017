"""The island as the table draws it: :class:`BoardPainter` places the island in a box of
the screen, draws its printed part once per size (the sea and its frame, the terrain tiles,
the number tokens, the harbours) and the pieces on top every frame, and says which hex,
corner or side lies under the pointer.

Places are the integer ids of :mod:`sherwood.games.settlers.geometry` (hex 0..18, vertex
0..53, edge 0..71); pieces come as the plain sequences of the game's view (``vertex_owner``
54 ints with -1 for empty, ``vertex_city`` 54 bools, ``edge_owner`` 72 ints, ``robber`` a
hex id), so any object with those fields can be drawn.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from typing import Any

import pygame

from sherwood.games.settlers import geometry as G
from sherwood.ui.games.settlers.art import harbours, pieces, robin
from sherwood.ui.games.settlers.art.sea import APOTHEM, FRAME_H, FRAME_W, RIM, sea
from sherwood.ui.games.settlers.art.shapes import SQRT3
from sherwood.ui.games.settlers.art.terrain import tile, tile_size
from sherwood.ui.games.settlers.art.tokens import TOKEN, number_token
from sherwood.ui.render import draw as rdraw

Pt = tuple[float, float]

VERTEX_HIT = 0.3
"""How near a corner (in hex sizes) a click must land to pick it."""
EDGE_HIT = 0.3
"""How near a side's middle (in hex sizes) a click must land to pick it."""

_UNIT_HEX = tuple(G.hex_centre(h, 1.0) for h in G.LAND)
_UNIT_VERTEX = tuple(G.vertex_point(v, 1.0) for v in range(len(G.VERTEX_NAMES)))
_UNIT_EDGE = tuple(G.edge_point(e, 1.0) for e in range(len(G.EDGE_NAMES)))
_BACK_TO_FRONT = tuple(sorted(range(len(G.VERTEX_NAMES)), key=lambda v: _UNIT_VERTEX[v][1]))
"""The corners from north to south: buildings further down stand in front."""


def edge_angle(e: int) -> float:
    """The direction of edge ``e`` on screen, in degrees (30, 90 or -30: the three sides of
    a pointy-topped hex)."""
    a, b = G.EDGE_VERTICES[e]
    (ax, ay), (bx, by) = _UNIT_VERTEX[a], _UNIT_VERTEX[b]
    return round(math.degrees(math.atan2(by - ay, bx - ax))) % 180


class BoardPainter:
    """The island ``island`` (an ``island.Island``: ``terrain``, ``tokens``, ``harbours``)
    drawn on screen. Call :meth:`fit` (or :meth:`place`) first, and again when the window
    changes; the rest works in screen pixels."""

    def __init__(self, island: Any):
        self.island = island
        self.centre: Pt = (0.0, 0.0)
        self.size = 1.0
        self._static: pygame.Surface | None = None
        self._static_key: tuple | None = None
        self._static_at = (0, 0)
        self.static_draws = 0
        """How many times the printed layer has been drawn (a test checks it is cached)."""
        self.owner_styles: Sequence[int] | None = None
        """The style (:func:`.palette.seat_style`) each owner's pieces are drawn in; None:
        each seat its own. The solo game draws owner 0 as the Sheriff and owner 1 as the
        neutral colour (SR-V-1.4)."""
        self.robin = False
        """Draw Robin Hood where the robber stands (the solo game, SR-V-1.5)."""

    # --- where the island lies ----------------------------------------------------------------

    def fit(self, rect: pygame.Rect | tuple[float, float, float, float]) -> None:
        """Place the island and its sea frame as large as ``rect`` allows, centred in it."""
        x, y, w, h = rect
        self.place((x + w / 2, y + h / 2), min(w / FRAME_W, h / FRAME_H))

    def place(self, centre: Pt, size: float) -> None:
        """Put the centre of hex ``(0, 0)`` at ``centre`` with hex size ``size`` (pixels from a
        hex's centre to its corners, SR-C-1.5)."""
        self.centre = (float(centre[0]), float(centre[1]))
        self.size = max(4.0, float(size))

    def set_island(self, island: Any) -> None:
        """Draw another island (a new game) from now on."""
        if island is not self.island:
            self.island = island
            self._static = None

    @property
    def rect(self) -> pygame.Rect:
        """The box the framed island fills on screen."""
        cx, cy = self.centre
        half_w = (APOTHEM + RIM) * 2 / SQRT3 * self.size
        half_h = (APOTHEM + RIM) * self.size
        return pygame.Rect(
            math.floor(cx - half_w),
            math.floor(cy - half_h),
            math.ceil(2 * half_w) + 1,
            math.ceil(2 * half_h) + 1,
        )

    def _at(self, unit: Pt) -> Pt:
        return (self.centre[0] + unit[0] * self.size, self.centre[1] + unit[1] * self.size)

    def hex_centre(self, h: int) -> Pt:
        """The centre of land hex ``h`` (0..18) on screen."""
        return self._at(_UNIT_HEX[h])

    def coord_centre(self, q: int, r: int) -> Pt:
        """The centre of the hex (land or sea) at axial ``(q, r)``."""
        return self._at(G.hex_centre((q, r), 1.0))

    def vertex_pos(self, v: int) -> Pt:
        """Corner ``v`` (0..53) on screen."""
        return self._at(_UNIT_VERTEX[v])

    def edge_pos(self, e: int) -> Pt:
        """The middle of side ``e`` (0..71) on screen."""
        return self._at(_UNIT_EDGE[e])

    def edge_ends(self, e: int) -> tuple[Pt, Pt]:
        """The two corners side ``e`` joins, on screen."""
        a, b = G.EDGE_VERTICES[e]
        return self.vertex_pos(a), self.vertex_pos(b)

    def robber_pos(self, h: int) -> Pt:
        """Where the robber stands on hex ``h``: left of its token, so the number shows (in
        the middle of a hex without one, the desert)."""
        x, y = self.hex_centre(h)
        if self.island.tokens[h] is None:
            return (x, y + self.size * 0.3)
        return (x - self.size * 0.5, y + self.size * 0.12)

    # --- what lies under the pointer ----------------------------------------------------------

    def hit_hex(self, pos: Pt) -> int | None:
        """The land hex under ``pos``, or None (the sea, the table)."""
        x = (pos[0] - self.centre[0]) / self.size
        y = (pos[1] - self.centre[1]) / self.size
        rr = y / 1.5
        qq = x / SQRT3 - rr / 2
        q, r, s = round(qq), round(rr), round(-qq - rr)
        dq, dr, ds = abs(q - qq), abs(r - rr), abs(s + qq + rr)
        if dq > dr and dq > ds:
            q = -r - s
        elif dr > ds:
            r = -q - s
        return G.HEX_ID.get((q, r))

    def hit_vertex(
        self, pos: Pt, among: Collection[int] | None = None, reach: float = VERTEX_HIT
    ) -> int | None:
        """The corner within ``reach`` hex sizes of ``pos`` (the nearest), or None; with
        ``among``, only those corners count (the legal ones)."""
        return self._nearest(pos, _UNIT_VERTEX, among, reach)

    def hit_edge(self, pos: Pt, among: Collection[int] | None = None, reach: float = EDGE_HIT) -> int | None:
        """The side whose middle is within ``reach`` hex sizes of ``pos`` (the nearest), or
        None; with ``among``, only those sides count."""
        return self._nearest(pos, _UNIT_EDGE, among, reach)

    def _nearest(
        self, pos: Pt, table: Sequence[Pt], among: Collection[int] | None, reach: float
    ) -> int | None:
        x = (pos[0] - self.centre[0]) / self.size
        y = (pos[1] - self.centre[1]) / self.size
        best, best_d = None, reach
        for i in range(len(table)) if among is None else among:
            px, py = table[i]
            d = math.hypot(px - x, py - y)
            if d <= best_d:
                best, best_d = i, d
        return best

    # --- the printed board ----------------------------------------------------------------------

    def draw_board(self, surface: pygame.Surface) -> None:
        """The printed island: frame, sea, tiles, tokens, harbours. Drawn once per size and
        island, then blitted."""
        surface.blit(self.board_surface(), self._static_at)

    def board_surface(self) -> pygame.Surface:
        """The printed layer (cached), a little larger than :attr:`rect` for the frame's shadow;
        :meth:`draw_board` puts it in place."""
        box = self.rect.inflate(round(self.size * 0.5), round(self.size * 0.5))  # room for the shadow
        key = (
            box.topleft,
            box.size,
            round(self.centre[0], 2),
            round(self.centre[1], 2),
            round(self.size, 3),
        )
        if self._static is None or key != self._static_key:
            self._static = self._paint(box)
            self._static_key = key
            self._static_at = box.topleft
            self.static_draws += 1
        return self._static

    def _paint(self, box: pygame.Rect) -> pygame.Surface:
        r = self.size
        local = (self.centre[0] - box.x, self.centre[1] - box.y)
        s = sea(box.size, local, r)
        ri = max(6, round(r))
        tw, th = tile_size(ri)
        scale = r / ri
        for h, terrain in enumerate(self.island.terrain):
            img = tile(terrain, ri, h)
            if abs(scale - 1) > 0.01:
                img = pygame.transform.smoothscale(img, (round(tw * scale), round(th * scale)))
            x, y = _UNIT_HEX[h]
            s.blit(img, img.get_rect(center=(round(local[0] + x * r), round(local[1] + y * r))))
        harbours.draw_harbours(s, self.island.harbours, local, r)
        d = round(r * TOKEN)
        for h, value in enumerate(self.island.tokens):
            if value is None:
                continue
            img = number_token(value, d)
            x, y = _UNIT_HEX[h]
            s.blit(img, (round(local[0] + x * r - d / 2), round(local[1] + y * r - d / 2)))
        return s.convert_alpha() if pygame.display.get_surface() is not None else s

    # --- the pieces --------------------------------------------------------------------------------

    def style_of(self, owner: int) -> int:
        """The style owner ``owner``'s pieces are drawn in (:attr:`owner_styles`)."""
        styles = self.owner_styles
        return styles[owner] if styles is not None and 0 <= owner < len(styles) else owner

    def draw_pieces(
        self,
        surface: pygame.Surface,
        vertex_owner: Sequence[int],
        vertex_city: Sequence[bool],
        edge_owner: Sequence[int],
        *,
        skip_vertices: Collection[int] = (),
        skip_edges: Collection[int] = (),
    ) -> None:
        """Every road, settlement and city standing on the island (none of ``skip_vertices``
        and ``skip_edges``: pieces the table is animating)."""
        r = self.size
        for e, seat in enumerate(edge_owner):
            if seat >= 0 and e not in skip_edges:
                img = pieces.road(self.style_of(seat), r, edge_angle(e))
                x, y = self.edge_pos(e)
                surface.blit(img, img.get_rect(center=(round(x), round(y))))
        for v in _BACK_TO_FRONT:
            seat = vertex_owner[v]
            if seat >= 0 and v not in skip_vertices:
                self.draw_building(surface, seat, bool(vertex_city[v]), self.vertex_pos(v))

    def draw_building(
        self,
        surface: pygame.Surface,
        seat: int,
        city: bool,
        at: Pt,
        *,
        lifted: bool = False,
        alpha: int | None = None,
    ) -> None:
        """A settlement (or a city) of ``seat`` standing on point ``at`` (a corner)."""
        img = pieces.building(self.style_of(seat), self.size, city, lifted)
        if alpha is not None:
            img = img.copy()
            img.set_alpha(alpha)
        ax, ay = pieces.building_anchor(img, self.size)
        surface.blit(img, (round(at[0] - ax), round(at[1] - ay)))

    def draw_road(
        self, surface: pygame.Surface, seat: int, e: int, *, at: Pt | None = None, alpha: int | None = None
    ) -> None:
        """A road of ``seat`` on side ``e`` (or turned as ``e`` but centred on ``at``)."""
        img = pieces.road(self.style_of(seat), self.size, edge_angle(e))
        if alpha is not None:
            img = img.copy()
            img.set_alpha(alpha)
        x, y = at if at is not None else self.edge_pos(e)
        surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def draw_robber(
        self,
        surface: pygame.Surface,
        h: int | None = None,
        *,
        at: Pt | None = None,
        lifted: bool = False,
        shade_hex: bool = True,
    ) -> None:
        """The robber (Robin Hood with :attr:`robin`) on hex ``h`` (its hex darkened: it
        produces nothing), or standing on point ``at`` (moving)."""
        if h is not None and shade_hex:
            pieces.shade_hex(surface, self.hex_centre(h), self.size)
        x, y = at if at is not None else self.robber_pos(h if h is not None else 0)
        if self.robin:
            img = robin.robin(self.size, lifted)
            fx, fy = robin.robin_anchor(self.size, lifted)
        else:
            img = pieces.robber(self.size, lifted)
            fx, fy = pieces.robber_anchor(self.size, lifted)
        surface.blit(img, (round(x - fx), round(y - fy)))

    def draw_view(self, surface: pygame.Surface, view: Any, **skip: Collection[int]) -> None:
        """The printed island, then the pieces and the robber of ``view`` (the game's view,
        or anything with ``vertex_owner``, ``vertex_city``, ``edge_owner`` and ``robber``)."""
        self.draw_board(surface)
        self.draw_pieces(surface, view.vertex_owner, view.vertex_city, view.edge_owner, **skip)
        if view.robber is not None:
            self.draw_robber(surface, view.robber)

    # --- glowing targets -------------------------------------------------------------------------

    def draw_targets(
        self,
        surface: pygame.Surface,
        t: float,
        *,
        vertices: Collection[int] = (),
        edges: Collection[int] = (),
        hexes: Collection[int] = (),
        hover: tuple[str, int] | None = None,
        seat: int | None = None,
        city: bool = False,
    ) -> None:
        """Legal places glowing gold, pulsing with time ``t`` (seconds, ART.md: alpha 120-220
        every 1.2 s): corners as rings, sides as bars, hexes as outlines. ``hover`` is
        ``("vertex", v)``, ``("edge", e)`` or ``("hex", h)``: that place glows brighter and,
        with ``seat``, shows the piece it would get, see-through (a city with ``city``)."""
        alpha = rdraw.pulse_alpha(t)
        r = self.size
        for h in hexes:
            pieces.hex_glow(surface, self.hex_centre(h), r, alpha, hover == ("hex", h))
        for e in edges:
            pieces.edge_glow(surface, self.edge_ends(e), r, alpha, hover == ("edge", e))
        for v in vertices:
            pieces.vertex_glow(surface, self.vertex_pos(v), r, alpha, hover == ("vertex", v))
        if hover is not None and seat is not None:
            kind, where = hover
            if kind == "vertex" and where in vertices:
                self.draw_building(surface, seat, city, self.vertex_pos(where), alpha=170)
            elif kind == "edge" and where in edges:
                self.draw_road(surface, seat, where, alpha=170)
