"""The printed Merry Men board, drawn once per window size from ``boards/merry_men.yaml``.

:class:`BoardArt` draws the static layer: the oak table, the board mat, and everything
printed on the board (forest, dirt roads, the castle, the location plaques with their
effects and prices, the tracks). Pieces (meeples, guards, carriages, pennies, dice) are
not part of it: the table draws them on top every frame, at the places the geometry
helpers give, all in board units.

Everything is placed from the layout, and the printed numbers come from the content
(``sherwood.games.merry_men.content``), so moving a zone in the YAML moves it on screen.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache

import pygame

from sherwood.engine.layout import Layout, Shape, Zone
from sherwood.games.merry_men.content import load_content
from sherwood.ui.games.merry_men.art import WEAPON_COLOUR
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import BoardTransform, Box

Spot = tuple[float, float, float]
Colour = tuple[int, int, int]
# a printed line: text, or ("icon", name), or ("gap", board units)
Item = str | tuple[str, str] | tuple[str, float]

GATHERING = ("lumber_camp", "iron_forge", "workshop", "church", "weapon_cache", "market_square")
DIRT: Colour = (0xB8, 0x96, 0x62)
DIRT_EDGE: Colour = (0x6E, 0x50, 0x2E)
STONE: Colour = (0x9A, 0x94, 0x88)
STONE_DARK: Colour = (0x5E, 0x58, 0x50)
SHUT: Colour = (0x6A, 0x60, 0x54)
TITLE = 21  # plaque titles, board units
LABEL = 18  # small labels (never below 17)
NUMBER = 20  # printed numbers


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
        """Guard-track spaces in use (MM-1.15): 10 / 9 / 9 / 13."""
        return self.content.guard_track_by_players[self.seats - 1]

    @property
    def depot_spaces(self) -> int:
        """Carriage-depot spaces in use (MM-1.14): 6 / 6 / 7 / 8."""
        return self.content.depot_spaces_by_players[self.seats - 1]

    # --- geometry (board units) ------------------------------------------------------------

    def zone_box(self, zone_id: str) -> Box:
        """The bounding box ``(x, y, w, h)`` of zone ``zone_id``."""
        return _box(self.layout.zone(zone_id).shape.bounds)

    def panel(self, name: str) -> Box:
        """The screen-frame panel ``name``: banner, actions, controls, seats, log, tableau,
        caption or board (the board's mat)."""
        zone = self.layout.zone(name)
        if zone.kind != "panel":
            raise KeyError(f"zone {name!r} is a {zone.kind}, not a panel")
        return _box(zone.shape.bounds)

    def spot(self, zone_id: str, slot_id: str) -> Spot:
        """The centre and radius ``(x, y, r)`` of slot ``slot_id`` of zone ``zone_id``
        (a rect slot gives its centre and half its shorter side)."""
        slot = self.layout.zone(zone_id).slot(slot_id)
        x, y = slot.at
        return (float(x), float(y), _radius(slot.shape))

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
        return _box(self.layout.prison[n - 1].shape.bounds)

    def _slot_box(self, zone_id: str, slot_id: str) -> Box:
        slot = self.layout.zone(zone_id).slot(slot_id)
        if slot.shape is None:
            x, y = slot.at
            return (float(x), float(y), 0.0, 0.0)
        return _box(slot.shape.bounds)

    def _has(self, zone_id: str) -> bool:
        return zone_id in self.layout.zones

    # --- the static layer ------------------------------------------------------------------

    def surface(self, T: BoardTransform, size: tuple[int, int]) -> pygame.Surface:
        """The whole static layer for a window of ``size`` (cached per size)."""
        size = (int(size[0]), int(size[1]))
        key = (size, round(T.scale, 6), round(T.ox, 3), round(T.oy, 3))
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) >= 3:
                self._cache.clear()
            surf = self._cache[key] = _Painter(self, T, size).paint()
        return surf


# --- painting ------------------------------------------------------------------------------


class _Painter:
    """Paints one static layer; every position comes from the layout, in board units."""

    def __init__(self, art: BoardArt, T: BoardTransform, size: tuple[int, int]):
        self.art, self.T, self.size = art, T, size
        self.L, self.C = art.layout, art.content

    def paint(self) -> pygame.Surface:
        T = self.T
        if pygame.display.get_surface() is not None:
            surf = pygame.Surface(self.size).convert()
        else:
            surf = pygame.Surface(self.size)
        self.s = surf
        surf.blit(draw.wood(self.size), (0, 0))
        board = self.art.panel("board") if self._has("board") else (10, 100, 1340, 740)
        mat = T.rect(board)
        draw.blit_shadow(surf, mat, T.length(18), 1.2)
        surf.blit(draw.mat(mat.size, T.length(18)), mat)
        self.printed = self._printed_area(board)
        self._forest()
        self._roads()
        self._castle()
        for zone in self.L.zones.values():
            painter = self._PAINTERS.get(zone.kind)
            if painter is not None and zone.id not in self.art.unused:
                painter(self, zone)
        self._tracks()
        self._prison_levels()
        return surf

    # --- small helpers -----------------------------------------------------------------

    def _has(self, zone_id: str) -> bool:
        return zone_id in self.L.zones

    def px(self, v: float) -> int:
        return self.T.px(v)

    def text(self, s: str, kind: str, size: float, colour, pos, anchor: str = "center", **kw) -> pygame.Rect:
        return text.blit(self.s, s, kind, self.px(size), colour, self.T.point(*pos), anchor=anchor, **kw)

    def floor(self) -> int:
        """The smallest a board label may shrink to fit: 14 board units, and never below 7 px."""
        return max(7, round(14 * self.T.scale))

    def fit_text(self, s: str, kind: str, size: float, width: float, colour, pos, anchor="center") -> None:
        room = self.T.length(width)
        px = text.fit(s, kind, self.px(size), room, minimum=self.floor())
        s = text.shorten(s, kind, px, room)  # whole words only, when even the floor is too big
        text.blit(self.s, s, kind, px, colour, self.T.point(*pos), anchor=anchor)

    def icon(self, name: str, size: float, centre: tuple[float, float], alpha: int | None = None) -> None:
        img = _icon(name, self.T.length(size))
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
        width = sum(w for _, _, w in parts) + 2 * max(0, len(parts) - 1)
        left = x - width if anchor == "right" else x - width / 2 if anchor == "center" else x
        for what, value, w in parts:
            if what == "icon":
                self.icon(str(value), w, (left + w / 2, cy))
            elif what == "text":
                self.text(str(value), kind, size, colour, (left, cy), anchor="midleft")
            left += w + 2
        return width

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
            room = T.length(w - 16)
            px = text.fit(title, "serif-bold", self.px(title_size), room, minimum=self.floor())
            text.blit(
                self.s,
                text.shorten(title, "serif-bold", px, room),
                "serif-bold",
                px,
                colour,
                T.point(x + 10, y + band / 2 + 1),
                anchor="midleft",
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
        self.ring(x, y, r, P.GOLD_DEEP, fill=(*P.GOLD, 50), width=2.5)
        self.icon("hood", r * 1.2, (x, y), alpha=120)

    def villain_spot(self, x: float, y: float, r: float, symbol: str = "villain") -> None:
        self.ring(x, y, r, P.WAX, fill=(*P.WAX, 40), width=2.5)
        self.icon(symbol, r * 1.15, (x, y), alpha=130)

    # --- the printed area: forest ---------------------------------------------------------

    def _printed_area(self, board: Box) -> Box:
        x, y, w, h = board
        return (x, y, w, min(h, 800 - y) if y < 800 else h)

    def _forest(self) -> None:
        T = self.T
        x0, y0, w, h = self.printed
        area = T.rect((x0 + 6, y0 + 6, w - 12, h - 12))
        # a darker forest floor with a soft edge
        floor = pygame.Surface(area.size, pygame.SRCALPHA)
        pygame.draw.rect(floor, (*P.FOREST_DEEP, 120), floor.get_rect(), border_radius=T.length(12))
        self.s.blit(floor, area)
        clip = self.s.get_clip()
        self.s.set_clip(area)
        rng = random.Random(1066)
        step = 30
        blockers = [
            _inflate(z.shape.bounds, 2)
            for z in self.L.zones.values()
            if z.kind not in ("panel", "road", "area") or z.id in ("fortress", "chapel")
        ]
        trees = []
        yy = y0 + 4.0
        row = 0
        while yy < y0 + h + 10:
            xx = x0 + (step / 2 if row % 2 else 0) - 6
            while xx < x0 + w + 10:
                px_, py_ = xx + rng.uniform(-9, 9), yy + rng.uniform(-8, 8)
                size, variant = rng.uniform(26, 40), rng.randrange(6)
                if not any(_inside(b, px_, py_, -size * 0.25) for b in blockers):
                    trees.append((py_, px_, size, variant))
                xx += step
            yy += step * 0.8
            row += 1
        for py_, px_, size, variant in sorted(trees):
            img = _tree(T.length(size), variant)
            self.s.blit(img, img.get_rect(center=T.point(px_, py_)))
        self.s.set_clip(clip)
        pygame.draw.rect(
            self.s, P.shade(P.FOREST_DEEP, 0.7), area, width=max(1, T.length(3)), border_radius=T.length(12)
        )

    # --- roads and castle -----------------------------------------------------------------

    def _road_line(self, path_id: str) -> list[tuple[float, float]]:
        path = self.L.path(path_id)
        pts = [(float(s.at[0]), float(s.at[1])) for s in path.spaces]
        if len(pts) >= 2:
            (ax, ay), (bx, by) = pts[0], pts[1]
            dx, dy = ax - bx, ay - by
            d = math.hypot(dx, dy) or 1
            x0, y0, w, h = self.printed
            room = _ray_to_box((ax, ay), (dx / d, dy / d), (x0 + 8, y0 + 8, w - 16, h - 16))
            reach = min(room, 140)
            pts.insert(0, (ax + dx / d * reach, ay + dy / d * reach))
        if path.to and self._has(path.to):
            cx, cy = self.L.zone(path.to).shape.center
            pts.append((cx, cy))
        return _smooth(pts, 8)

    def _roads(self) -> None:
        T = self.T
        for path_id in self.L.paths:
            line = self._road_line(path_id)
            pts = [T.point(x, y) for x, y in line]
            for colour, r in ((DIRT_EDGE, 27), (P.mix(DIRT_EDGE, DIRT, 0.5), 25), (DIRT, 22)):
                rad = T.length(r)
                for p in pts:
                    pygame.draw.circle(self.s, colour, p, rad)
            rut = P.shade(DIRT, 0.85)
            for off in (-11, 11):
                rp = _offset(line, off)
                pygame.draw.lines(self.s, rut, False, [T.point(x, y) for x, y in rp], max(1, T.length(2)))
        for path_id, path in self.L.paths.items():
            line = self._road_line(path_id)
            for space in path.spaces:
                x, y = space.at
                vertical = _direction_at(line, (x, y))
                self._road_space(space.kind, x, y, vertical)
        for path_id in self.L.paths:
            if self._has(path_id):
                self._road_zone(self.L.zone(path_id))

    def _road_space(self, kind: str, x: float, y: float, vertical: bool) -> None:
        T = self.T
        if kind in ("start", "carriage"):
            w, h = 50, 32
            r = T.rect((x - w / 2, y - h / 2, w, h))
            pygame.draw.rect(self.s, P.shade(DIRT, 0.9), r, border_radius=T.length(7))
            pygame.draw.rect(
                self.s,
                P.mix(DIRT, (255, 240, 210), 0.35),
                r,
                width=max(1, T.length(2)),
                border_radius=T.length(7),
            )
            if kind == "start":
                self.text("S", "serif-bold", LABEL, P.shade(DIRT_EDGE, 0.9), (x, y))
        elif kind == "printed_barricade":
            self.icon("fence_v" if not vertical else "fence", 40, (x, y))
        else:
            bw, bh = (44, 11) if vertical else (11, 44)
            r = T.rect((x - bw / 2, y - bh / 2, bw, bh))
            pygame.draw.rect(self.s, P.shade(DIRT, 0.78), r, border_radius=T.length(3))
            draw.dashed_outline(
                self.s,
                P.mix(DIRT, (255, 240, 210), 0.45),
                r,
                max(1, T.length(1.5)),
                max(2, T.length(4)),
                T.length(3),
            )

    def _road_zone(self, zone: Zone) -> None:
        road = self.C.roads.get(zone.id)
        slots = {s.id: s for s in zone.slots}
        if "pennies" in slots:
            x, y, r = self.art.spot(zone.id, "pennies")
            self.ring(x, y, r, P.shade(P.PARCHMENT_EDGE, 0.7), fill=(*P.PARCHMENT, 235), width=2)
            self.icon("coin", r * 1.3, (x, y), alpha=110)
        if "sign" in slots and road is not None:
            x, y, r = self.art.spot(zone.id, "sign")
            self._sign(x, y, r, road.numeral)
        if "hero" in slots:
            self.hero_spot(*self.art.spot(zone.id, "hero"))
        if "villain" in slots:
            self.villain_spot(*self.art.spot(zone.id, "villain"))

    def _sign(self, x: float, y: float, r: float, numeral: str) -> None:
        """A wooden waymarker with the road's numeral."""
        T = self.T
        w = max(2 * r, 16 + 12 * len(numeral))
        box = T.rect((x - w / 2, y - r, w, 2 * r))
        draw.blit_shadow(self.s, box, T.length(5), 0.5)
        pygame.draw.rect(self.s, (0x7A, 0x52, 0x2E), box, border_radius=T.length(5))
        pygame.draw.rect(
            self.s, (0x4A, 0x30, 0x18), box, width=max(1, T.length(2)), border_radius=T.length(5)
        )
        self.text(numeral, "serif-bold", NUMBER + 2, P.CREAM, (x, y + 1), shadow=(40, 24, 10))

    def _castle(self) -> None:
        if not self._has("castle"):
            return
        zone = self.L.zone("castle")
        x, y, w, h = zone.shape.bounds
        T = self.T
        fill = _colour(zone.style.get("fill"), STONE)
        dark = P.shade(fill, 0.62)
        light = P.mix(fill, (255, 255, 255), 0.25)
        # the hill / courtyard
        court = T.rect((x - 4, y + h * 0.18, w + 8, h * 0.86))
        pygame.draw.ellipse(self.s, P.shade(P.FOREST, 0.8), court.inflate(T.length(10), T.length(6)))
        pygame.draw.ellipse(self.s, P.mix(DIRT, STONE, 0.5), court)
        # curtain wall
        wall = (x + w * 0.1, y + h * 0.38, w * 0.8, h * 0.42)
        wr = T.rect(wall)
        draw.blit_shadow(self.s, wr, T.length(3), 0.8)
        pygame.draw.rect(self.s, fill, wr)
        _crenels(self.s, T, wall, fill, dark)
        # the keep
        keep = (x + w * 0.34, y + h * 0.1, w * 0.32, h * 0.5)
        kr = T.rect(keep)
        pygame.draw.rect(self.s, light, kr)
        _crenels(self.s, T, keep, light, dark)
        pygame.draw.rect(self.s, dark, kr, width=max(1, T.length(2)))
        # towers
        for fx in (0.04, 0.8):
            tower = (x + w * fx, y + h * 0.28, w * 0.16, h * 0.56)
            tr = T.rect(tower)
            pygame.draw.rect(self.s, light, tr)
            _crenels(self.s, T, tower, light, dark)
            pygame.draw.rect(self.s, dark, tr, width=max(1, T.length(2)))
            # a pennant
            px_, py_ = x + w * (fx + 0.08), y + h * 0.28
            pygame.draw.line(self.s, P.INK, T.point(px_, py_), T.point(px_, py_ - 20), max(1, T.length(2)))
            pygame.draw.polygon(
                self.s, P.WAX, [T.point(px_, py_ - 20), T.point(px_ + 16, py_ - 15), T.point(px_, py_ - 10)]
            )
        pygame.draw.rect(self.s, dark, wr, width=max(1, T.length(2)))
        # windows and the gate
        for fx in (0.42, 0.58):
            pygame.draw.rect(
                self.s,
                P.shade(dark, 0.6),
                T.rect((x + w * fx - 3, y + h * 0.22, 6, 11)),
                border_top_left_radius=T.length(3),
                border_top_right_radius=T.length(3),
            )
        gate = T.rect((x + w / 2 - 13, y + h * 0.56, 26, h * 0.24))
        pygame.draw.rect(
            self.s,
            (0x2A, 0x1E, 0x14),
            gate,
            border_top_left_radius=gate.w // 2,
            border_top_right_radius=gate.w // 2,
        )
        for i in range(1, 4):
            gx = gate.x + gate.w * i // 4
            pygame.draw.line(
                self.s,
                (0x55, 0x48, 0x3A),
                (gx, gate.y + gate.w // 3),
                (gx, gate.bottom),
                max(1, T.length(1.5)),
            )
        # the name on a ribbon
        label = zone.label or "Castle"
        rib = (x - 6, self._ribbon_top(zone, 22), w + 12, 22)
        rr = T.rect(rib)
        draw.blit_shadow(self.s, rr, T.length(4), 0.5)
        pygame.draw.rect(self.s, P.PARCHMENT, rr, border_radius=T.length(4))
        pygame.draw.rect(self.s, P.BRASS, rr, width=max(1, T.length(1.5)), border_radius=T.length(4))
        self.fit_text(label, "serif-bold", 19, w + 4, P.INK, (x + w / 2, rib[1] + 11))

    def _ribbon_top(self, zone: Zone, height: float) -> float:
        """The castle's ribbon sits low on its wall, but above any plaque below that reaches
        under it (a plaque painted later would cover the end of the name)."""
        x, y, w, h = zone.shape.bounds
        top = y + h * 0.8
        for other in self.L.zones.values():
            if other.id == zone.id or other.kind in ("panel", "road"):
                continue
            ox, oy, ow, _ = other.shape.bounds
            if ox < x + w + 6 and ox + ow > x - 6 and y + h / 2 < oy < top + height + 2:
                top = min(top, oy - height - 2)
        return top

    # --- zone painters --------------------------------------------------------------------

    def _gathering(self, zone: Zone) -> None:
        loc = self.C.locations.get(zone.id)
        x, y, w, h = zone.shape.bounds
        fill = _colour(zone.style.get("fill"), P.FOREST)
        self.plaque((x, y, w, h), fill, zone.label or (loc.name if loc else zone.id))
        if loc is not None and loc.weapon:
            self.icon(f"die_{loc.weapon}", 25, (x + w - 18, y + 15))
            self.fit_text("fight", "serif-italic", 17, 50, P.text_on(fill), (x + w - 52, y + 15))
        usable = self.art.usable_hideouts
        for n in range(1, 5):
            slot_id = f"h{n}"
            if slot_id not in {s.id for s in zone.slots}:
                continue
            cx, cy, r = self.art.hideout(zone.id, n)
            if n > usable:
                self.ring(cx, cy, r, SHUT, fill=(*P.mix(SHUT, P.PARCHMENT, 0.45), 255), width=2)
                d = r * 0.55
                for sx in (-1, 1):
                    pygame.draw.line(
                        self.s,
                        P.WAX,
                        self.T.point(cx - d, cy - d * sx),
                        self.T.point(cx + d, cy + d * sx),
                        max(2, self.T.length(3.5)),
                    )
            else:
                self.hole(cx, cy, r)
                self.text(str(n), "sans-bold", NUMBER, P.mix(P.INK_SOFT, P.PARCHMENT_EDGE, 0.25), (cx, cy))
        slots = {s.id for s in zone.slots}
        if "main" in slots:
            mx, my, mw, mh = self.art.main_area(zone.id)
            self.well((mx, my, mw, mh))
        if "hero" in slots:
            self.hero_spot(*self.art.spot(zone.id, "hero"))
        if "villain" in slots:
            self.villain_spot(*self.art.spot(zone.id, "villain"), symbol="sheriff")
        if loc is None:
            return
        # the printed effect and the clear reward, under the main area
        bottom = y + h - 12
        if loc.main_action == "rob_the_rich":
            main: list[Item] = [("icon", "loot"), "Rob the rich"]
            self.row(main, x + 10, bottom, 17, kind="sans")
            main = []
        else:
            main = ["+"]
            for kind, amount in (loc.main_gain or {}).items():
                main += [str(amount), ("icon", _res_icon(kind))]
        if main:
            self.row(main, x + 12, bottom, LABEL)
        reward: list[Item] = [("icon", "flag"), ("gap", 1)]
        for kind, amount in (loc.clear_reward or {}).items():
            reward += [f"{amount}VP"] if kind == "vp" else [str(amount), ("icon", _res_icon(kind))]
        self.row(reward, x + w - 10, bottom, LABEL, anchor="right")

    def _location(self, zone: Zone) -> None:
        fill = _colour(zone.style.get("fill"), P.FOREST)
        x, y, w, h = zone.shape.bounds
        painter = {
            "construction_yard": self._yard,
            "crusade": self._crusade,
            "weaponsmith": self._weaponsmith,
            "village": self._village,
            "archery_range": self._archery,
            "prison": self._prison,
        }.get(zone.id)
        self.plaque((x, y, w, h), fill, zone.label)
        if painter is not None:
            painter(zone)
        slots = {s.id for s in zone.slots}
        if "hero" in slots:
            self.hero_spot(*self.art.spot(zone.id, "hero"))
        if "villain" in slots:
            self.villain_spot(*self.art.spot(zone.id, "villain"), symbol="sheriff")
        for slot in zone.slots:
            if slot.kind == "golden_arrow_pot":
                px_, py_, r = self.art.spot(zone.id, slot.id)
                self.ring(px_, py_, r, P.GOLD_DEEP, fill=(*P.GOLD, 120), width=2.5)
                self.icon("golden_arrow", r * 1.4, (px_, py_), alpha=200)

    def _yard(self, zone: Zone) -> None:
        x, y, _width, h = zone.shape.bounds
        if "figures" in {s.id for s in zone.slots}:
            fx, fy, fw, fh = self.art.figures(zone.id)
            self.well((fx, fy, fw, fh))
            right = fx + fw + 8
        else:
            right = x + 10
        costs = self.C.structure_costs
        rows = [("barricade", "fence"), ("trap", "trap")]
        cy = y + 30 + (h - 30) * 0.3
        for struct, icon_name in rows:
            cost = costs.get(struct, {})
            items: list[Item] = [("icon", icon_name), "="]
            for kind, amount in cost.items():
                items += [str(amount), ("icon", _res_icon(kind))]
            self.row(items, right, cy, LABEL)
            cy += (h - 30) * 0.36
        self.row(
            ["+", str(self.C.road_penny), ("icon", "coin"), "on a road"],
            x + 10,
            y + h - 12,
            17,
            colour=P.INK_SOFT,
            kind="sans",
        )

    def _crusade(self, zone: Zone) -> None:
        if "figures" in {s.id for s in zone.slots}:
            fx, fy, fw, fh = self.art.figures(zone.id)
            self.well((fx, fy, fw, fh))
            self.icon("cross", min(fw, fh) * 0.8, (fx + fw / 2, fy + fh / 2), alpha=40)

    def _weaponsmith(self, zone: Zone) -> None:
        x, y, w, h = zone.shape.bounds
        prices = self.C.weapon_prices
        right = self.art.spot(zone.id, "hero")[0] - 22 if "hero" in {s.id for s in zone.slots} else x + w
        col_w = (right - x - 10) / 2
        for i, (weapon, price) in enumerate(prices.items()):
            cx = x + 10 + (i % 2) * col_w
            cy = y + 46 + (i // 2) * 27
            items: list[Item] = [("icon", f"die_{weapon}"), "="]
            for kind, amount in price.items():
                items += [str(amount), ("icon", _res_icon(kind))]
            self.row(items, cx, cy, LABEL)
        self.row([("icon", "swap"), "1 die: free"], x + 10, y + h - 13, 17, colour=P.INK_SOFT, kind="sans")

    def _village(self, zone: Zone) -> None:
        x, y, _width, _h = zone.shape.bounds
        offer = self.C.village
        pay: list[Item] = []
        for kind, amount in offer.price.items():
            pay += [str(amount), ("icon", _res_icon(kind))]
        self.row([*pay, ("icon", "arrow")], x + 10, y + 48, LABEL)
        self.row([f"-{offer.guards_removed}", ("icon", "guard")], x + 10, y + 74, LABEL, colour=P.WAX)
        self.row([f"+{offer.vp} VP"], x + 10, y + 98, LABEL)

    def _archery(self, zone: Zone) -> None:
        x, y, _width, _h = zone.shape.bounds
        for i, contest in enumerate(self.C.archery):
            cy = y + 46 + i * 24
            hits = f"{contest.hits} hit" + ("s" if contest.hits != 1 else "")
            reward: list[Item] = []
            for kind, amount in contest.reward.items():
                reward += [str(amount), ("icon", _res_icon(kind))]
            self.row([f"{contest.dice}", ("icon", "skill"), hits, ("icon", "arrow"), *reward], x + 10, cy, 17)

    def _prison(self, zone: Zone) -> None:
        pass  # the levels are drawn by _prison_levels

    def _area(self, zone: Zone) -> None:
        painter = {
            "fortress": self._fortress,
            "armory": self._armory,
            "chapel": self._chapel,
            "sheriff_hideout": self._hideout,
            "supply": self._supply,
        }.get(zone.id)
        if painter is not None:
            painter(zone)

    def _fortress(self, zone: Zone) -> None:
        x, y, w, h = zone.shape.bounds
        fill = _colour(zone.style.get("fill"), P.WAX)
        self.plaque((x, y, w, h), fill, zone.label)
        symbols = {"sheriff": "sheriff", "guy": "villain", "john": "crown"}
        for slot in zone.slots:
            if slot.kind == "villain":
                sx, sy, r = self.art.spot(zone.id, slot.id)
                self.villain_spot(sx, sy, r, symbols.get(slot.id, "villain"))
            elif slot.shape is not None:
                bx, by, bw, bh = slot.shape.bounds
                self.well((bx, by, bw, bh))
                if slot.label:
                    self.text(slot.label, "sans", 17, P.INK_SOFT, (bx + bw / 2, by + bh + 11))

    def _armory(self, zone: Zone) -> None:
        x, y, w, h = zone.shape.bounds
        fill = _colour(zone.style.get("fill"), STONE_DARK)
        self.plaque((x, y, w, h), fill, zone.label)
        for slot in zone.slots:
            sx, sy, r = self.art.spot(zone.id, slot.id)
            self.hole(sx, sy, r)
            self.icon(f"die_{slot.id}", r * 1.45, (sx, sy), alpha=150)

    def _chapel(self, zone: Zone) -> None:
        x, y, w, h = zone.shape.bounds
        fill = _colour(zone.style.get("fill"), P.BRASS)
        r = self.T.rect((x, y, w, h))
        draw.panel(self.s, r, self.T.length(9))
        words = (zone.label or "Chapel").split(" ")
        lines = [" ".join(words[:2]), " ".join(words[2:])] if len(words) > 2 else [" ".join(words)]
        band = 18 + 20 * len(lines)
        pygame.draw.rect(
            self.s,
            fill,
            self.T.rect((x, y, w, band)),
            border_top_left_radius=self.T.length(9),
            border_top_right_radius=self.T.length(9),
        )
        pygame.draw.rect(self.s, P.BRASS, r, width=max(1, r.w // 300 + 1), border_radius=self.T.length(9))
        for i, line in enumerate(lines):
            self.fit_text(line, "serif-bold", 19, w - 8, P.text_on(fill), (x + w / 2, y + 18 + i * 20))
        self.icon("chapel", min(w, h - band) * 0.8, (x + w / 2, y + band + (h - band) / 2), alpha=60)
        for slot in zone.slots:
            sx, sy, rr = self.art.spot(zone.id, slot.id)
            self.hero_spot(sx, sy, rr)

    def _hideout(self, zone: Zone) -> None:
        x, y, w, h = zone.shape.bounds
        fill = _colour(zone.style.get("fill"), P.WAX)
        self.plaque((x, y, w, h), fill, zone.label, title_size=19)
        for slot in zone.slots:
            sx, sy, r = self.art.spot(zone.id, slot.id)
            self.hole(sx, sy, r)
            self.icon(_res_icon(slot.id), r * 1.3, (sx, sy), alpha=120)

    def _supply(self, zone: Zone) -> None:
        x, y, w, h = zone.shape.bounds
        r = self.T.rect((x, y, w, h))
        s = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (*P.PARCHMENT, 60), s.get_rect(), border_radius=self.T.length(6))
        self.s.blit(s, r)
        self.row(
            [
                zone.label or "Supply",
                ("gap", 4),
                ("icon", "wood"),
                ("icon", "iron"),
                ("icon", "tools"),
                ("icon", "distraction"),
                ("icon", "coin"),
            ],
            x + w / 2,
            y + h / 2,
            17,
            colour=P.CREAM,
            kind="serif-bold",
            anchor="center",
        )

    def _bag(self, zone: Zone) -> None:
        cx, cy = zone.shape.center
        _, _, w, h = zone.shape.bounds
        fill = _colour(zone.style.get("fill"), (0x40, 0x40, 0x40))
        img = _bag_image(self.T.length(min(w, h) * 1.05), fill)
        draw.blit_shadow(
            self.s,
            img.get_rect(center=self.T.point(cx, cy)).inflate(-img.get_width() // 3, -img.get_height() // 3),
            20,
            0.6,
        )
        self.s.blit(img, img.get_rect(center=self.T.point(cx, cy)))
        symbol = "carriage" if "carriage" in zone.id else "coin"
        self.icon(symbol, min(w, h) * 0.42, (cx, cy + h * 0.12))

    def _pile(self, zone: Zone) -> None:
        x, y, w, h = zone.shape.bounds
        r = self.T.rect((x, y, w, h))
        s = pygame.Surface(r.size, pygame.SRCALPHA)
        rad = self.T.length(5)
        pygame.draw.rect(s, (10, 25, 12, 110), s.get_rect(), border_radius=rad)
        self.s.blit(s, r)
        draw.dashed_outline(self.s, P.CREAM_DIM, r, max(1, self.T.length(1.5)), max(3, self.T.length(5)), rad)
        if zone.kind == "deck":
            self.icon("cards", min(w, h) * 0.6, (x + w / 2, y + h / 2), alpha=90)

    def _pile_labels(self) -> None:
        """One caption under each group of piles that sit side by side."""
        piles = [
            z for z in self.L.zones.values() if z.kind in ("deck", "pile") and z.id not in self.art.unused
        ]
        groups: list[list[Zone]] = []
        for z in sorted(piles, key=lambda z: (z.shape.bounds[1], z.shape.bounds[0])):
            bx, by, _bw, _bh = z.shape.bounds
            for g in groups:
                gx, gy, gw, _gh = g[-1].shape.bounds
                if abs(gy - by) < 4 and 0 <= bx - (gx + gw) < 14:
                    g.append(z)
                    break
            else:
                groups.append([z])
        for g in groups:
            x0 = g[0].shape.bounds[0]
            x1 = g[-1].shape.bounds[0] + g[-1].shape.bounds[2]
            bottom = max(z.shape.bounds[1] + z.shape.bounds[3] for z in g)
            name = _group_name([z.label or z.id for z in g])
            self.fit_text(name, "serif-bold", 17, x1 - x0 + 12, P.CREAM, ((x0 + x1) / 2, bottom + 11))

    _PAINTERS: Mapping[str, Callable[[_Painter, Zone], None]] = {}

    # --- tracks ----------------------------------------------------------------------------

    def _tracks(self) -> None:
        self._pile_labels()
        if "round" in self.L.tracks:
            self._round()
        if "guards" in self.L.tracks:
            self._guards()
        if "depot" in self.L.tracks:
            self._depot()
        if "renown" in self.L.tracks:
            self._renown()

    def _strip(self, zone_id: str, fallback: Iterable[tuple[float, float]], pad: float = 22) -> Box:
        if self._has(zone_id):
            return _box(self.L.zone(zone_id).shape.bounds)
        pts = list(fallback)
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return (min(xs) - pad, min(ys) - pad, max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad)

    def _round(self) -> None:
        track = self.L.track("round")
        box = self._strip("round_panel", (s.at for s in track.spaces))
        x, y, w, _h = box
        self.plaque(box, None, None)
        self.fit_text("Round", "serif-bold", 18, w - 4, P.INK, (x + w / 2, y + 16))
        for s in track.spaces:
            sx, sy = s.at
            self.hole(sx, sy, 15)
            self.text(str(s.n), "sans-bold", NUMBER, P.INK_SOFT, (sx, sy))

    def _track_plaque(self, zone_id: str, track, icon: str, title: str) -> None:
        """The plaque under a row of track spaces, with its icon and title left of the first."""
        box = self._strip(zone_id, (s.at for s in track.spaces))
        x, y, _width, h = box
        self.plaque(box, None, None)
        first_x = min(s.at[0] for s in track.spaces)
        self.icon(icon, 27, (x + 21, y + h / 2))
        self.fit_text(title, "serif-bold", 19, first_x - x - 64, P.INK, (x + 38, y + h / 2), anchor="midleft")

    def _guards(self) -> None:
        track = self.L.track("guards")
        self._track_plaque("guard_track", track, "guard", "Guards")
        used = self.art.guard_spaces
        last = max((s.n for s in track.spaces if s.n <= used), default=None)
        pitch = _pitch(track.spaces)
        r = min(16, pitch / 2 - 1.5)
        for s in track.spaces:
            sx, sy = s.at
            if s.n > used:
                self.ring(sx, sy, r, SHUT, fill=(*P.mix(SHUT, P.PARCHMENT, 0.3), 255), width=1.5)
                self.icon("lock", r * 1.1, (sx, sy), alpha=150)
            elif s.n == last:
                self.ring(sx, sy, r + 1, P.shade(P.WAX, 0.7), fill=(*P.WAX, 255), width=2)
                self.icon("skull", r * 1.3, (sx, sy))
            else:
                self.hole(sx, sy, r)
                self.text(str(s.n), "sans-bold", NUMBER, P.INK_SOFT, (sx, sy))

    def _depot(self) -> None:
        track = self.L.track("depot")
        self._track_plaque("depot", track, "carriage", "Depot")
        used = self.art.depot_spaces
        losses = self.C.depot_losses
        pitch = _pitch(track.spaces)
        bw = min(48, pitch - 4)
        for s in track.spaces:
            sx, sy = s.at
            box_ = (sx - bw / 2, sy - 16, bw, 28)
            if s.n > used:
                r = self.T.rect(box_)
                pygame.draw.rect(self.s, P.mix(SHUT, P.PARCHMENT, 0.35), r, border_radius=self.T.length(5))
                self.icon("lock", 18, (sx, sy - 2), alpha=150)
                continue
            self.well(box_, radius=5, alpha=45)
            if 1 <= s.n <= len(losses):
                self.row(
                    [f"-{losses[s.n - 1]}", ("icon", "coin")], sx, sy + 22, 17, colour=P.WAX, anchor="center"
                )

    def _renown(self) -> None:
        track = self.L.track("renown")
        box = self._strip("renown_panel", (s.at for s in track.spaces))
        x, y, _width, h = box
        self.plaque(box, None, None)
        first_x = min(s.at[0] for s in track.spaces)
        self.fit_text(
            "Renown", "serif-bold", 19, first_x - x - 26, P.INK, (x + 10, y + h / 2), anchor="midleft"
        )
        pitch = _pitch(track.spaces)
        bands = self.C.renown_bands
        tints = [
            P.PARCHMENT_LIGHT,
            P.mix(P.FOREST_LIGHT, P.PARCHMENT, 0.6),
            P.mix(P.FOREST_LIGHT, P.PARCHMENT, 0.2),
            P.mix(P.GOLD, P.PARCHMENT, 0.3),
        ]
        sy = track.spaces[0].at[1]
        bw, _bh = pitch - 3, min(28, (y + h - sy) * 2 - 22 if h > 30 else 26)
        for s in track.spaces:
            sx, sy = s.at
            band = next((i for i, (lo, hi, _) in enumerate(bands) if lo <= s.n <= hi), 0)
            r = self.T.rect((sx - bw / 2, sy - 13, bw, 26))
            pygame.draw.rect(self.s, tints[band % len(tints)], r, border_radius=self.T.length(4))
            pygame.draw.rect(
                self.s, P.BRASS, r, width=max(1, self.T.length(1.5)), border_radius=self.T.length(4)
            )
            self.text(str(s.n), "sans-bold", NUMBER, P.INK_SOFT, (sx, sy))
        for lo, hi, mult in bands:
            xs = [s.at[0] for s in track.spaces if lo <= s.n <= hi]
            if xs:
                mid = (min(xs) + max(xs)) / 2
                self.text(f"×{mult}", "sans-bold", 17, P.INK_SOFT, (mid, sy + 21))
                edge = min(xs) - pitch / 2
                if lo > 0:
                    pygame.draw.line(
                        self.s,
                        P.BRASS,
                        self.T.point(edge, sy + 15),
                        self.T.point(edge, sy + 30),
                        max(1, self.T.length(2)),
                    )

    def _prison_levels(self) -> None:
        levels = self.L.prison
        info = {lv.id: lv for lv in self.C.prison_levels}
        for i, level in enumerate(levels):
            x, y, w, h = level.shape.bounds
            fact = info.get(level.id)
            gallows = fact is not None and fact.successes is None
            r = self.T.rect((x, y, w, h))
            base = (
                (0x4A, 0x2A, 0x26) if gallows else P.mix(STONE_DARK, P.PARCHMENT_EDGE, 0.35 + 0.1 * (3 - i))
            )
            pygame.draw.rect(self.s, base, r, border_radius=self.T.length(5))
            pygame.draw.rect(
                self.s, P.shade(base, 0.6), r, width=max(1, self.T.length(2)), border_radius=self.T.length(5)
            )
            # bars
            for k in range(1, 4):
                bx = x + 34 + k * 4
                pygame.draw.line(
                    self.s,
                    P.shade(base, 0.75),
                    self.T.point(bx, y + 3),
                    self.T.point(bx, y + h - 3),
                    max(1, self.T.length(1.5)),
                )
            self.text(level.id, "serif-bold", NUMBER + 1, P.CREAM, (x + 17, y + h / 2), shadow=(20, 15, 10))
            if fact is None:
                continue
            if gallows:
                self.icon("noose", h * 0.8, (x + w - 22, y + h / 2))
                self.text(
                    "gallows", "serif-italic", LABEL, P.CREAM_DIM, (x + w - 44, y + h / 2), anchor="midright"
                )
            else:
                items: list[Item] = [
                    str(fact.successes),
                    ("icon", "hit"),
                    ("gap", 6),
                    f"{fact.vp} VP",
                    ("gap", 6),
                    str(fact.items),
                    ("icon", "chest"),
                ]
                self.row(items, x + w - 6, y + h / 2, 17, colour=P.CREAM, anchor="right")


_Painter._PAINTERS = {
    "gathering": _Painter._gathering,
    "location": _Painter._location,
    "area": _Painter._area,
    "bag": _Painter._bag,
    "deck": _Painter._pile,
    "pile": _Painter._pile,
}


# --- geometry helpers --------------------------------------------------------------------


def _box(bounds: tuple[float, float, float, float]) -> Box:
    x, y, w, h = bounds
    return (float(x), float(y), float(w), float(h))


def _radius(shape: Shape | None) -> float:
    if shape is None:
        return 0.0
    if shape.kind == "circle":
        return float(shape.radius)
    _, _, w, h = shape.bounds
    return float(min(w, h) / 2)


def _inflate(b: tuple[float, float, float, float], d: float) -> Box:
    x, y, w, h = b
    return (x - d, y - d, w + 2 * d, h + 2 * d)


def _inside(b: Box, x: float, y: float, margin: float = 0) -> bool:
    bx, by, bw, bh = b
    return bx - margin <= x <= bx + bw + margin and by - margin <= y <= by + bh + margin


def _pitch(spaces: Sequence) -> float:
    if len(spaces) < 2:
        return 40.0
    return min(math.dist(a.at, b.at) for a, b in itertools.pairwise(spaces))


def _ray_to_box(p: tuple[float, float], d: tuple[float, float], box: Box) -> float:
    """How far from ``p`` along the unit vector ``d`` until the edge of ``box``."""
    x, y, w, h = box
    best = 1e9
    for lo, hi, pv, dv in ((x, x + w, p[0], d[0]), (y, y + h, p[1], d[1])):
        if dv > 1e-9:
            best = min(best, (hi - pv) / dv)
        elif dv < -1e-9:
            best = min(best, (lo - pv) / dv)
    return max(0.0, best)


def _smooth(pts: list[tuple[float, float]], n: int) -> list[tuple[float, float]]:
    """A Catmull-Rom curve through ``pts``, ``n`` samples a segment."""
    if len(pts) < 3:
        return pts
    out = []
    ext = [pts[0], *pts, pts[-1]]
    for i in range(1, len(ext) - 2):
        p0, p1, p2, p3 = ext[i - 1], ext[i], ext[i + 1], ext[i + 2]
        for k in range(n):
            t = k / n
            t2, t3 = t * t, t * t * t
            out.append(
                tuple(  # type: ignore[arg-type]
                    0.5
                    * (
                        2 * p1[j]
                        + (-p0[j] + p2[j]) * t
                        + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                        + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3
                    )
                    for j in (0, 1)
                )
            )
    out.append(pts[-1])
    return out


def _offset(line: list[tuple[float, float]], d: float) -> list[tuple[float, float]]:
    out = []
    for i, (x, y) in enumerate(line):
        ax, ay = line[max(0, i - 1)]
        bx, by = line[min(len(line) - 1, i + 1)]
        dx, dy = bx - ax, by - ay
        n = math.hypot(dx, dy) or 1
        out.append((x - dy / n * d, y + dx / n * d))
    return out


def _direction_at(line: list[tuple[float, float]], p: tuple[float, float]) -> bool:
    """Whether the road runs more up-down than left-right near ``p``."""
    i = min(range(len(line)), key=lambda k: math.dist(line[k], p))
    ax, ay = line[max(0, i - 2)]
    bx, by = line[min(len(line) - 1, i + 2)]
    return abs(by - ay) > abs(bx - ax)


def _colour(value, default: Colour) -> Colour:
    if isinstance(value, str) and value.startswith("#") and len(value) == 7:
        return (int(value[1:3], 16), int(value[3:5], 16), int(value[5:7], 16))
    return default


def _res_icon(kind: str) -> str:
    return {"pennies": "coin", "weapon_any": "die_any", "vp": "vp", "loot": "loot"}.get(kind, kind)


def _group_name(labels: list[str]) -> str:
    if len(labels) == 1:
        return labels[0]
    words = [label.split(" ")[0] for label in labels]
    if len(set(words)) == 1:
        return words[0] if words[0] not in ("Merry",) else "Merry Men"
    return " · ".join(w for w in dict.fromkeys(words))


def _crenels(surf: pygame.Surface, T: BoardTransform, box: Box, fill: Colour, dark: Colour) -> None:
    x, y, w, _ = box
    n = max(2, int(w // 9))
    cw = w / (2 * n - 1)
    for i in range(n):
        r = T.rect((x + i * 2 * cw, y - 6, cw, 7))
        pygame.draw.rect(surf, fill, r)
        pygame.draw.rect(surf, dark, r, width=1)


# --- cached images -------------------------------------------------------------------------


@lru_cache(maxsize=64)
def _tree(px: int, variant: int) -> pygame.Surface:
    """A tree crown seen from above: a few overlapping leafy circles, lit from the top left."""
    n = max(4, px) * 2
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    rng = random.Random(variant * 97 + 5)
    greens = [P.FOREST, P.FOREST_MID, P.shade(P.FOREST, 0.85), P.mix(P.FOREST, P.FOREST_MID, 0.5)]
    base = greens[variant % len(greens)]
    c = n / 2
    pygame.draw.circle(s, (8, 18, 8, 90), (c + n * 0.06, c + n * 0.07), n * 0.4)
    blobs = [
        (rng.uniform(-0.16, 0.16) * n, rng.uniform(-0.16, 0.16) * n, rng.uniform(0.2, 0.27) * n)
        for _ in range(4)
    ]
    for bx, by, r in blobs:
        pygame.draw.circle(s, P.shade(base, 0.72), (c + bx, c + by), r)
    for bx, by, r in blobs:
        pygame.draw.circle(s, base, (c + bx - r * 0.12, c + by - r * 0.12), r * 0.86)
    for bx, by, r in blobs:
        pygame.draw.circle(
            s, P.mix(base, P.FOREST_LIGHT, 0.55), (c + bx - r * 0.32, c + by - r * 0.34), r * 0.38
        )
    return pygame.transform.smoothscale(s, (max(2, px), max(2, px)))


@lru_cache(maxsize=16)
def _bag_image(px: int, fill: Colour) -> pygame.Surface:
    n = max(8, px) * 4
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    dark, light = P.shade(fill, 0.6), P.mix(fill, (255, 255, 255), 0.25)
    body = pygame.Rect(n * 0.1, n * 0.28, n * 0.8, n * 0.68)
    pygame.draw.ellipse(s, dark, body)
    pygame.draw.ellipse(s, fill, body.inflate(-n * 0.05, -n * 0.05))
    pygame.draw.ellipse(s, light, (n * 0.2, n * 0.36, n * 0.22, n * 0.16))
    neck = [
        (n * 0.36, n * 0.3),
        (n * 0.3, n * 0.08),
        (n * 0.5, n * 0.16),
        (n * 0.7, n * 0.08),
        (n * 0.64, n * 0.3),
    ]
    pygame.draw.polygon(s, fill, neck)
    pygame.draw.polygon(s, dark, neck, max(2, n // 60))
    pygame.draw.line(s, (0xC8, 0xA8, 0x60), (n * 0.33, n * 0.3), (n * 0.67, n * 0.3), max(3, n // 30))
    return pygame.transform.smoothscale(s, (px, px))


SS = 4


def _icon(name: str, px: int) -> pygame.Surface:
    return _icon_cached(name, max(4, int(px)))


@lru_cache(maxsize=512)
def _icon_cached(name: str, px: int) -> pygame.Surface:
    n = px * SS
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    if name in _ICONS:
        _ICONS[name](s, n)
    elif name.startswith("die_"):
        _die(s, n, name[4:])
    elif name in icons.ICONS:
        colour = {"coin": (0xC8, 0xC8, 0xCE), "crown": P.GOLD, "star": P.GOLD}.get(name, P.INK)
        return icons.icon(name, px, colour)
    else:
        pygame.draw.circle(s, P.INK_SOFT, (n / 2, n / 2), n * 0.3)
    return pygame.transform.smoothscale(s, (px, px))


def _w(n: int, f: float) -> int:
    return max(1, int(n * f))


def _wood(s, n):
    body = pygame.Rect(n * 0.08, n * 0.3, n * 0.76, n * 0.42)
    pygame.draw.rect(s, (0x6B, 0x42, 0x1E), body, border_radius=int(n * 0.2))
    pygame.draw.line(s, (0x4A, 0x2C, 0x12), (n * 0.16, n * 0.44), (n * 0.66, n * 0.44), _w(n, 0.04))
    pygame.draw.line(s, (0x8E, 0x5E, 0x30), (n * 0.2, n * 0.36), (n * 0.6, n * 0.36), _w(n, 0.03))
    pygame.draw.ellipse(s, (0xD8, 0xB0, 0x78), (n * 0.66, n * 0.3, n * 0.24, n * 0.42))
    pygame.draw.ellipse(s, (0x9A, 0x6A, 0x38), (n * 0.66, n * 0.3, n * 0.24, n * 0.42), _w(n, 0.03))
    pygame.draw.ellipse(s, (0xB0, 0x80, 0x48), (n * 0.72, n * 0.42, n * 0.12, n * 0.18), _w(n, 0.02))


def _iron(s, n):
    top = [(n * 0.28, n * 0.3), (n * 0.72, n * 0.3), (n * 0.9, n * 0.7), (n * 0.1, n * 0.7)]
    pygame.draw.polygon(s, (0x5C, 0x66, 0x74), top)
    pygame.draw.polygon(
        s,
        (0x8E, 0x9A, 0xA8),
        [(n * 0.3, n * 0.33), (n * 0.7, n * 0.33), (n * 0.62, n * 0.45), (n * 0.38, n * 0.45)],
    )
    pygame.draw.polygon(s, (0x33, 0x3A, 0x44), top, _w(n, 0.04))


def _tools(s, n):
    pygame.draw.line(s, (0x7A, 0x50, 0x2A), (n * 0.24, n * 0.86), (n * 0.62, n * 0.3), _w(n, 0.11))
    head = [(n * 0.4, n * 0.2), (n * 0.72, n * 0.06), (n * 0.92, n * 0.36), (n * 0.6, n * 0.5)]
    pygame.draw.polygon(s, (0x66, 0x6E, 0x78), head)
    pygame.draw.polygon(s, (0x30, 0x36, 0x3E), head, _w(n, 0.04))


def _distraction(s, n):
    """A tankard of ale (what keeps a guard busy)."""
    body = pygame.Rect(n * 0.2, n * 0.3, n * 0.46, n * 0.58)
    pygame.draw.rect(s, (0xC0, 0x82, 0x2A), body, border_radius=int(n * 0.06))
    pygame.draw.rect(s, (0x6A, 0x44, 0x14), body, _w(n, 0.05), border_radius=int(n * 0.06))
    pygame.draw.arc(
        s, (0x6A, 0x44, 0x14), (n * 0.52, n * 0.4, n * 0.3, n * 0.32), -math.pi / 2, math.pi / 2, _w(n, 0.07)
    )
    for fx in (0.26, 0.42, 0.58):
        pygame.draw.circle(s, (0xF6, 0xF0, 0xE0), (n * fx, n * 0.28), n * 0.11)
    pygame.draw.line(s, (0xE0, 0xA8, 0x50), (n * 0.3, n * 0.45), (n * 0.3, n * 0.78), _w(n, 0.04))


def _loot(s, n):
    _bag_shape(s, n, (0x3D, 0x6B, 0x3D))


def _bag_shape(s, n, fill):
    dark = P.shade(fill, 0.6)
    pygame.draw.ellipse(s, fill, (n * 0.14, n * 0.34, n * 0.72, n * 0.6))
    pygame.draw.ellipse(s, dark, (n * 0.14, n * 0.34, n * 0.72, n * 0.6), _w(n, 0.05))
    pygame.draw.polygon(
        s, fill, [(n * 0.38, n * 0.38), (n * 0.3, n * 0.12), (n * 0.7, n * 0.12), (n * 0.62, n * 0.38)]
    )
    pygame.draw.line(s, (0xC8, 0xA8, 0x60), (n * 0.34, n * 0.36), (n * 0.66, n * 0.36), _w(n, 0.07))
    pygame.draw.circle(s, (0xE8, 0xC8, 0x60), (n * 0.5, n * 0.66), n * 0.12)


def _guard(s, n):
    icons._helmet(s, n, (0x70, 0x76, 0x80))


def _fence(s, n, vertical: bool = False):
    wood, dark = (0x9A, 0x6A, 0x3A), (0x4A, 0x30, 0x18)
    posts = [0.16, 0.5, 0.84]
    surf = pygame.Surface((n, n), pygame.SRCALPHA)
    for fx in posts:
        r = pygame.Rect(n * (fx - 0.07), n * 0.2, n * 0.14, n * 0.62)
        pygame.draw.rect(
            surf, wood, r, border_top_left_radius=int(n * 0.07), border_top_right_radius=int(n * 0.07)
        )
        pygame.draw.rect(
            surf,
            dark,
            r,
            _w(n, 0.03),
            border_top_left_radius=int(n * 0.07),
            border_top_right_radius=int(n * 0.07),
        )
    for fy in (0.36, 0.6):
        r = pygame.Rect(n * 0.04, n * fy, n * 0.92, n * 0.1)
        pygame.draw.rect(surf, wood, r)
        pygame.draw.rect(surf, dark, r, _w(n, 0.025))
    if vertical:
        surf = pygame.transform.rotate(surf, 90)
    s.blit(surf, (0, 0))


def _trap(s, n):
    steel, dark = (0x80, 0x86, 0x8E), (0x30, 0x34, 0x3A)
    pygame.draw.circle(s, steel, (n / 2, n * 0.55), n * 0.36, _w(n, 0.08))
    for i in range(7):
        a = math.pi + i * math.pi / 6
        x, y = n / 2 + n * 0.32 * math.cos(a), n * 0.55 + n * 0.32 * math.sin(a)
        pygame.draw.polygon(
            s,
            steel,
            [
                (x, y),
                (n / 2 + n * 0.2 * math.cos(a + 0.1), n * 0.55 + n * 0.2 * math.sin(a + 0.1)),
                (n / 2 + n * 0.2 * math.cos(a - 0.1), n * 0.55 + n * 0.2 * math.sin(a - 0.1)),
            ],
        )
    pygame.draw.circle(s, dark, (n / 2, n * 0.55), n * 0.08)
    pygame.draw.line(s, dark, (n * 0.1, n * 0.86), (n * 0.9, n * 0.86), _w(n, 0.06))


def _carriage(s, n):
    body, dark = (0x8A, 0x3A, 0x2A), (0x3A, 0x1E, 0x12)
    r = pygame.Rect(n * 0.1, n * 0.22, n * 0.8, n * 0.46)
    pygame.draw.rect(s, body, r, border_radius=int(n * 0.08))
    pygame.draw.rect(s, dark, r, _w(n, 0.04), border_radius=int(n * 0.08))
    pygame.draw.rect(s, (0xE8, 0xD8, 0xA8), (n * 0.22, n * 0.3, n * 0.22, n * 0.18))
    pygame.draw.rect(s, (0xE8, 0xD8, 0xA8), (n * 0.56, n * 0.3, n * 0.22, n * 0.18))
    for fx in (0.26, 0.74):
        pygame.draw.circle(s, dark, (n * fx, n * 0.74), n * 0.14)
        pygame.draw.circle(s, (0xC8, 0xA0, 0x60), (n * fx, n * 0.74), n * 0.07)


def _weapon_symbol(s, n, weapon: str, colour) -> None:
    w = _w(n, 0.07)
    if weapon == "bow":
        pygame.draw.arc(s, colour, (n * 0.18, n * 0.12, n * 0.5, n * 0.76), -math.pi / 2, math.pi / 2, w)
        pygame.draw.line(s, colour, (n * 0.43, n * 0.14), (n * 0.43, n * 0.86), _w(n, 0.03))
        pygame.draw.line(s, colour, (n * 0.16, n * 0.5), (n * 0.86, n * 0.5), _w(n, 0.04))
        pygame.draw.polygon(s, colour, [(n * 0.9, n * 0.5), (n * 0.76, n * 0.42), (n * 0.76, n * 0.58)])
    elif weapon == "sword":
        pygame.draw.line(s, colour, (n * 0.5, n * 0.1), (n * 0.5, n * 0.7), _w(n, 0.1))
        pygame.draw.polygon(s, colour, [(n * 0.45, n * 0.12), (n * 0.5, n * 0.04), (n * 0.55, n * 0.12)])
        pygame.draw.line(s, colour, (n * 0.3, n * 0.68), (n * 0.7, n * 0.68), _w(n, 0.08))
        pygame.draw.line(s, colour, (n * 0.5, n * 0.7), (n * 0.5, n * 0.88), _w(n, 0.07))
        pygame.draw.circle(s, colour, (n * 0.5, n * 0.9), n * 0.06)
    elif weapon == "staff":
        pygame.draw.line(s, colour, (n * 0.22, n * 0.86), (n * 0.78, n * 0.14), _w(n, 0.1))
        pygame.draw.circle(s, colour, (n * 0.22, n * 0.86), n * 0.08)
        pygame.draw.circle(s, colour, (n * 0.78, n * 0.14), n * 0.08)
    elif weapon == "axe":
        pygame.draw.line(s, colour, (n * 0.3, n * 0.9), (n * 0.62, n * 0.14), _w(n, 0.08))
        blade = [(n * 0.56, n * 0.16), (n * 0.86, n * 0.1), (n * 0.9, n * 0.44), (n * 0.62, n * 0.42)]
        pygame.draw.polygon(s, colour, blade)
    else:  # any weapon: a question mark made of a hook and a dot
        pygame.draw.arc(s, colour, (n * 0.3, n * 0.14, n * 0.4, n * 0.38), -math.pi / 2, math.pi, _w(n, 0.09))
        pygame.draw.line(s, colour, (n * 0.5, n * 0.5), (n * 0.5, n * 0.66), _w(n, 0.09))
        pygame.draw.circle(s, colour, (n * 0.5, n * 0.8), n * 0.06)


def _die(s, n, weapon: str) -> None:
    colour = WEAPON_COLOUR.get(weapon, (0x8A, 0x7A, 0x60))  # the dice's colours (art.py)
    r = pygame.Rect(n * 0.06, n * 0.06, n * 0.88, n * 0.88)
    pygame.draw.rect(s, P.shade(colour, 0.55), r.move(n * 0.03, n * 0.04), border_radius=int(n * 0.18))
    pygame.draw.rect(s, colour, r, border_radius=int(n * 0.18))
    pygame.draw.rect(s, P.shade(colour, 0.6), r, _w(n, 0.04), border_radius=int(n * 0.18))
    inner = pygame.Surface((int(n * 0.7), int(n * 0.7)), pygame.SRCALPHA)
    _weapon_symbol(inner, inner.get_width(), weapon, P.CREAM)
    s.blit(inner, inner.get_rect(center=(n / 2, n / 2)))


def _skill(s, n):
    r = pygame.Rect(n * 0.08, n * 0.08, n * 0.84, n * 0.84)
    pygame.draw.rect(s, (0x26, 0x22, 0x20), r, border_radius=int(n * 0.18))
    for fx, fy in ((0.3, 0.3), (0.5, 0.5), (0.7, 0.7)):
        pygame.draw.circle(s, P.CREAM, (n * fx, n * fy), n * 0.08)


def _hit(s, n):
    for rr, c in ((0.44, P.WAX), (0.32, P.CREAM), (0.2, P.WAX), (0.08, P.CREAM)):
        pygame.draw.circle(s, c, (n / 2, n / 2), n * rr)


def _chest(s, n):
    wood, dark = (0x8A, 0x5A, 0x2A), (0x3E, 0x26, 0x10)
    pygame.draw.rect(s, wood, (n * 0.1, n * 0.36, n * 0.8, n * 0.5), border_radius=int(n * 0.05))
    pygame.draw.ellipse(s, wood, (n * 0.1, n * 0.16, n * 0.8, n * 0.4))
    pygame.draw.rect(s, dark, (n * 0.1, n * 0.36, n * 0.8, n * 0.5), _w(n, 0.04), border_radius=int(n * 0.05))
    pygame.draw.line(s, P.GOLD_DEEP, (n * 0.1, n * 0.42), (n * 0.9, n * 0.42), _w(n, 0.06))
    pygame.draw.rect(s, P.GOLD, (n * 0.43, n * 0.38, n * 0.14, n * 0.16))


def _lock(s, n):
    c = (0x3A, 0x32, 0x2A)
    pygame.draw.arc(s, c, (n * 0.3, n * 0.12, n * 0.4, n * 0.44), 0, math.pi, _w(n, 0.09))
    pygame.draw.line(s, c, (n * 0.3, n * 0.34), (n * 0.3, n * 0.46), _w(n, 0.09))
    pygame.draw.line(s, c, (n * 0.7, n * 0.34), (n * 0.7, n * 0.46), _w(n, 0.09))
    pygame.draw.rect(s, c, (n * 0.2, n * 0.44, n * 0.6, n * 0.44), border_radius=int(n * 0.06))


def _skull(s, n):
    c = P.CREAM
    pygame.draw.circle(s, c, (n * 0.5, n * 0.42), n * 0.3)
    pygame.draw.rect(s, c, (n * 0.34, n * 0.56, n * 0.32, n * 0.22), border_radius=int(n * 0.05))
    for fx in (0.39, 0.61):
        pygame.draw.circle(s, P.WAX, (n * fx, n * 0.44), n * 0.08)
    for fx in (0.42, 0.5, 0.58):
        pygame.draw.line(s, P.WAX, (n * fx, n * 0.66), (n * fx, n * 0.78), _w(n, 0.03))


def _noose(s, n):
    rope = (0xC8, 0xA8, 0x70)
    pygame.draw.line(s, (0x6A, 0x4A, 0x2A), (n * 0.15, n * 0.06), (n * 0.85, n * 0.06), _w(n, 0.08))
    pygame.draw.line(s, rope, (n * 0.5, n * 0.06), (n * 0.5, n * 0.4), _w(n, 0.06))
    pygame.draw.rect(s, rope, (n * 0.43, n * 0.36, n * 0.14, n * 0.16), border_radius=int(n * 0.03))
    pygame.draw.ellipse(s, rope, (n * 0.3, n * 0.5, n * 0.4, n * 0.42), _w(n, 0.06))


def _arrow(s, n):
    c = P.INK_SOFT
    pygame.draw.line(s, c, (n * 0.12, n * 0.5), (n * 0.7, n * 0.5), _w(n, 0.09))
    pygame.draw.polygon(s, c, [(n * 0.92, n * 0.5), (n * 0.62, n * 0.28), (n * 0.62, n * 0.72)])


def _golden_arrow(s, n):
    c = P.GOLD_DEEP
    pygame.draw.line(s, c, (n * 0.16, n * 0.84), (n * 0.76, n * 0.24), _w(n, 0.07))
    pygame.draw.polygon(s, c, [(n * 0.9, n * 0.1), (n * 0.62, n * 0.2), (n * 0.8, n * 0.38)])
    for d in (0.0, 0.1):
        pygame.draw.line(s, c, (n * (0.16 + d), n * (0.84 - d)), (n * (0.08 + d), n * (0.7 - d)), _w(n, 0.05))
        pygame.draw.line(s, c, (n * (0.16 + d), n * (0.84 - d)), (n * (0.3 + d), n * (0.92 - d)), _w(n, 0.05))


def _swap(s, n):
    c = P.INK_SOFT
    pygame.draw.line(s, c, (n * 0.12, n * 0.36), (n * 0.72, n * 0.36), _w(n, 0.08))
    pygame.draw.polygon(s, c, [(n * 0.9, n * 0.36), (n * 0.66, n * 0.2), (n * 0.66, n * 0.52)])
    pygame.draw.line(s, c, (n * 0.28, n * 0.66), (n * 0.88, n * 0.66), _w(n, 0.08))
    pygame.draw.polygon(s, c, [(n * 0.1, n * 0.66), (n * 0.34, n * 0.5), (n * 0.34, n * 0.82)])


def _flag(s, n):
    """The clear reward: a banner planted on a cleared place."""
    pygame.draw.line(s, P.INK, (n * 0.22, n * 0.08), (n * 0.22, n * 0.94), _w(n, 0.07))
    pygame.draw.polygon(s, P.FOREST_MID, [(n * 0.25, n * 0.1), (n * 0.88, n * 0.24), (n * 0.25, n * 0.5)])
    pygame.draw.polygon(
        s, P.FOREST, [(n * 0.25, n * 0.1), (n * 0.88, n * 0.24), (n * 0.25, n * 0.5)], _w(n, 0.03)
    )


def _vp(s, n):
    pygame.draw.circle(s, P.GOLD_DEEP, (n / 2, n / 2), n * 0.44)
    pygame.draw.circle(s, P.GOLD, (n / 2, n / 2), n * 0.36)
    icons._star(s, n, P.shade(P.GOLD_DEEP, 0.8))


def _hood(s, n):
    c = P.GOLD_DEEP
    pygame.draw.polygon(
        s,
        c,
        [
            (n * 0.5, n * 0.06),
            (n * 0.84, n * 0.62),
            (n * 0.78, n * 0.94),
            (n * 0.22, n * 0.94),
            (n * 0.16, n * 0.62),
        ],
    )
    pygame.draw.ellipse(s, (0, 0, 0, 0), (n * 0.34, n * 0.36, n * 0.32, n * 0.3))


def _villain(s, n):
    icons._helmet(s, n, P.WAX)


def _sheriff(s, n):
    icons._star(s, n, P.WAX)


def _crown_wax(s, n):
    icons._crown(s, n, P.WAX)


def _cross(s, n):
    c = P.WAX
    pygame.draw.rect(s, c, (n * 0.42, n * 0.08, n * 0.16, n * 0.84))
    pygame.draw.rect(s, c, (n * 0.14, n * 0.3, n * 0.72, n * 0.16))


def _chapel_icon(s, n):
    c = (0x5A, 0x46, 0x30)
    pygame.draw.rect(s, c, (n * 0.2, n * 0.5, n * 0.6, n * 0.42))
    pygame.draw.polygon(s, c, [(n * 0.14, n * 0.52), (n * 0.5, n * 0.24), (n * 0.86, n * 0.52)])
    pygame.draw.rect(s, c, (n * 0.46, n * 0.04, n * 0.08, n * 0.24))
    pygame.draw.rect(s, c, (n * 0.38, n * 0.1, n * 0.24, n * 0.06))
    pygame.draw.rect(
        s,
        (0, 0, 0, 0),
        (n * 0.42, n * 0.66, n * 0.16, n * 0.26),
        border_top_left_radius=int(n * 0.08),
        border_top_right_radius=int(n * 0.08),
    )


def _cards(s, n):
    c = P.CREAM
    for i, a in enumerate((-12, 0, 12)):
        card = pygame.Surface((int(n * 0.5), int(n * 0.7)), pygame.SRCALPHA)
        pygame.draw.rect(
            card, (*P.shade(c, 0.9 + 0.05 * i), 255), card.get_rect(), border_radius=int(n * 0.06)
        )
        pygame.draw.rect(card, (*P.INK_SOFT, 255), card.get_rect(), _w(n, 0.025), border_radius=int(n * 0.06))
        card = pygame.transform.rotate(card, a)
        s.blit(card, card.get_rect(center=(n / 2, n / 2)))


_ICONS: dict[str, Callable] = {
    "wood": _wood,
    "iron": _iron,
    "tools": _tools,
    "distraction": _distraction,
    "loot": _loot,
    "guard": _guard,
    "fence": _fence,
    "fence_v": lambda s, n: _fence(s, n, vertical=True),
    "trap": _trap,
    "carriage": _carriage,
    "skill": _skill,
    "hit": _hit,
    "chest": _chest,
    "lock": _lock,
    "skull": _skull,
    "noose": _noose,
    "arrow": _arrow,
    "swap": _swap,
    "golden_arrow": _golden_arrow,
    "flag": _flag,
    "vp": _vp,
    "hood": _hood,
    "villain": _villain,
    "sheriff": _sheriff,
    "crown": _crown_wax,
    "cross": _cross,
    "chapel": _chapel_icon,
    "cards": _cards,
}
