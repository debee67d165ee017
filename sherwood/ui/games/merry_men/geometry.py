"""Where things lie on the Merry Men table, in board units (no drawing): the board's places
from ``boards/merry_men.yaml`` (:class:`BoardGeometry`), the pieces on them, the spots a
choice glows on, and the places the animation's pieces fly between.

Everything is placed from the layout, so moving a zone in the YAML moves it on screen. The
drawing (:mod:`.drawing`, :mod:`.art`) and the motion (:mod:`.motion`) ask here.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import TYPE_CHECKING, Any

from sherwood.engine.layout import Layout
from sherwood.games.merry_men.content import load_content
from sherwood.games.merry_men.facts import AGENT, GATHERING, ROADS, TUCK
from sherwood.ui.games.merry_men.art.board_geometry import box, slot_radius
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.merry_men.table import MerryMenTable

Spot = tuple[float, float, float]
FIGURE = 34  # a standing figure's height, board units
HERO = 46
VILLAIN = 44
CARRIAGE = 32  # carriage height (width 1.4x)
PENNIES = 40
DIE = 26
ROB_PLACE = "market_square"  # where the Merry Men rob the rich (MM-4.31)
SEAT_H = 185  # a seat panel in the right column
SEAT_GAP = 8


def overlap(a: Box, b: Box) -> bool:
    """Whether boxes ``a`` and ``b`` overlap."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


class BoardGeometry:
    """The board for ``seats`` players: what the seat count changes, and where every place
    is (board units, from the layout)."""

    def __init__(self, layout: Layout, seats: int, unused: Iterable[str] = ()):
        self.layout = layout
        self.seats = max(1, min(4, int(seats)))
        self.unused = frozenset(unused)  # zones this game never uses (no spies: no spy deck)
        self.content = load_content()

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

    # --- places (board units) ---------------------------------------------------------------

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


def centred(x: float, y: float, w: float, h: float | None = None) -> Box:
    h = w if h is None else h
    return (x - w / 2, y - h / 2, w, h)


def row(box: Box, n: int, size: float) -> list[Box]:
    """``n`` squares of ``size`` spread along the middle of ``box`` (overlapping if need be)."""
    x, y, w, h = box
    if n <= 0:
        return []
    step = min(size * 1.05, (w - size) / max(1, n - 1)) if n > 1 else 0
    left = x + (w - (size + step * (n - 1))) / 2
    return [(left + i * step, y + (h - size) / 2, size, size) for i in range(n)]


def grid(box: Box, n: int, size: float) -> list[Box]:
    """``n`` squares in rows filling ``box``."""
    x, y, w, h = box
    per_row = max(1, int(w // (size * 1.02)))
    rows = max(1, -(-n // per_row))
    if rows * size > h:
        return row(box, n, size)
    out = []
    top = y + (h - rows * size) / 2
    for r in range(rows):
        k = min(per_row, n - r * per_row)
        out += row((x, top + r * size, w, size), k, size)
    return out


# --- the pieces ------------------------------------------------------------------------------


def hideout_box(table: MerryMenTable, loc: str, n: int) -> Box:
    cx, cy, r = table.board.hideout(loc, n)
    return centred(cx, cy, 2 * r)


def carriage_space(view, carriage_id: str) -> tuple[str, str] | None:
    for road in ROADS:
        for i, c in enumerate(view.board["carriages"][road]):
            if c == carriage_id:
                return road, ("S" if i == 0 else f"W{i}")
    return None


def carriage_box_at(table: MerryMenTable, road: str, space_id: str) -> Box:
    x, y = table.board.road_space(road, space_id)
    return centred(x, y, CARRIAGE * 1.4, CARRIAGE)


def depot_box(table: MerryMenTable, n: int) -> Box:
    x, y = table.board.track_space("depot", n)
    return centred(x, y, CARRIAGE * 1.4, CARRIAGE)


def track_box(table: MerryMenTable, n: int) -> Box:
    x, y = table.board.track_space("guards", n)
    return centred(x, y, FIGURE)


def hero_boxes(table: MerryMenTable, loc: str, n: int) -> list[Box]:
    x, y, _ = table.board.spot(loc, "hero")
    return row((x - HERO * 0.55 * n, y - HERO / 2, HERO * 1.1 * n, HERO), n, HERO)


def villain_box(table: MerryMenTable, villain: str, loc: str | None) -> Box:
    if loc is None:
        x, y, _ = table.board.spot("fortress", villain)
    else:
        x, y, _ = table.board.spot(loc, "villain")
    return centred(x, y, VILLAIN)


def penny_box(table: MerryMenTable, road: str) -> Box:
    if road == "supply":
        return table.board.zone_box("supply")
    x, y, _ = table.board.spot(road, "pennies")
    return centred(x, y, PENNIES)


def prison_boxes(table: MerryMenTable, level: int, n: int) -> list[Box]:
    x, y, w, h = table.board.prison_level(level)
    # between the level's numeral (left) and its printed successes, VP and items (right)
    return row((x + 36, y, w - 170, h), n, min(FIGURE, h - 4))


def figure_boxes(table: MerryMenTable, key: tuple, n: int) -> list[Box]:
    """Boxes for ``n`` figures in a main area (``("main", loc)``), the Yard or the Crusade
    (``("figures", loc)``)."""
    area = table.board.main_area(key[1]) if key[0] == "main" else table.board.figures(key[1])
    return grid(area, n, FIGURE) if key[0] == "figures" else row(area, n, FIGURE)


def hero_location(view, seat: int) -> str | None:
    move = (view.board.get("ctx") or {}).get("move") or {}
    return move.get("loc") or move.get("road") or view.board["hero_loc"][seat]


def spot_box(table: MerryMenTable, key: Hashable) -> Box | None:
    """The box of a board option's spot (see :mod:`.choices` for the keys)."""
    v = table.view
    kind = key[0]
    if kind == "hideout":
        return hideout_box(table, key[1], key[2])
    if kind == "main":
        return table.board.main_area(key[1])
    if kind == "figures":
        return table.board.figures(key[1])
    if kind == "location":
        return table.board.zone_box(key[1])
    if kind == "carriage":
        where = carriage_space(v, key[1])
        return carriage_box_at(table, *where) if where else None
    if kind == "guard":
        loc = hero_location(v, table.viewer)
        return hideout_box(table, loc, key[1]) if loc in GATHERING else None
    if kind == "track_top":
        return track_box(table, max(1, v.board["track"]))
    if kind == "depot":
        return depot_box(table, key[1])
    if kind == "road":
        slot = len(v.board["barricades"][key[1]]) + 1
        x, y = table.board.road_space(key[1], f"B{slot}")
        return centred(x, y, 40)
    if kind == "place":
        h = trap_hideout(v, key[1])
        return hideout_box(table, key[1], h) if h else table.board.zone_box(key[1])
    if kind == "penny":
        return penny_box(table, key[1])
    return None


def trap_hideout(view, loc: str) -> int | None:
    """MM-4.53: the highest usable hideout with neither a guard nor a trap (1-based)."""
    guards, traps = view.board["guards"][loc], view.board["traps"][loc]
    for h in range(view.board["usable"] - 1, -1, -1):
        if not guards[h] and traps[h] is None:
            return h + 1
    return None


# --- where the animation's pieces fly ----------------------------------------------------------


def centre(b: Box) -> tuple[float, float]:
    return b[0] + b[2] / 2, b[1] + b[3] / 2


def resized(b: Box, w: float, h: float | None = None) -> Box:
    """A box of ``w`` by ``h`` (square without) centred where ``b`` is."""
    x, y = centre(b)
    return centred(x, y, w, h)


def camp_box(table: MerryMenTable, seat: int) -> Box:
    """A figure-sized box in ``seat``'s panel (its camp)."""
    x, y, _, _ = table.seat_box(seat)
    return (x + 30, y + 90, FIGURE, FIGURE)


def zone(table: MerryMenTable, zone_id: str) -> Box:
    return table.board.zone_box(zone_id)


def place_box(table: MerryMenTable, location: str, hideout: int) -> Box:
    """Where a figure placed at ``location`` (``hideout`` 1-4, 0 for its main area or figures) stands."""
    if hideout:
        return hideout_box(table, location, hideout)
    if location in GATHERING:
        area = table.board.main_area(location)
    else:
        area = table.board.figures(location)
    return resized(area, FIGURE)


def figure_source(table: MerryMenTable, figure: int) -> Box:
    """Where a figure comes from and goes home to: Friar Tuck's chapel, the edict deck for an
    agent, a Merry Man's camp."""
    if figure == TUCK:
        x, y, _ = table.board.spot("chapel", "tuck")
        return centred(x, y, FIGURE)
    if figure == AGENT:
        return resized(zone(table, "edict_deck"), FIGURE)
    return camp_box(table, figure)


def hero_box(table: MerryMenTable, view: Any, seat: int) -> Box:
    """``seat``'s hero standee in ``view``: at its place, or in its panel when off the board."""
    loc = view.board["hero_loc"][seat] if view is not None else None
    if not loc:
        return camp_box(table, seat)
    at = [s for s in range(table.seats) if view.board["hero_loc"][s] == loc]
    return hero_boxes(table, loc, len(at))[at.index(seat)]


def paid_to_box(table: MerryMenTable, to: str) -> Box:
    """Where a payment goes: a road's penny stack, the Sheriff's hideout or the supply."""
    if to in ROADS:
        return penny_box(table, to)
    if "sheriff" in to:
        return resized(zone(table, "sheriff_hideout"), 30)
    return resized(zone(table, "supply"), 30)


def robber_box(table: MerryMenTable, figure: int, owner: int, before: Any) -> Box | None:
    """Where the figure that failed to rob the rich stood (MM-4.38), in the view ``before``
    the command; None if that figure did not rob."""
    rob = ((before.board.get("ctx") or {}).get("rob") if before is not None else None) or {}
    if rob.get("figure") != figure or rob.get("seat") != owner:
        return None
    if rob.get("hideout", -1) >= 0:
        return hideout_box(table, ROB_PLACE, rob["hideout"] + 1)
    return resized(table.board.main_area(ROB_PLACE), FIGURE)
