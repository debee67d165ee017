"""Where everything of the Settlers table lies, in board units (no drawing here).

The zones come from ``boards/settlers.yaml`` (their ids are in ``SPEC.board_needs``), so
moving a zone there moves it on screen. :class:`IslandPlace` puts the island's hexes,
corners and sides (the rules' geometry, :mod:`sherwood.games.settlers.geometry`) into the
``island`` zone, sea frame included; the other functions lay out the bank, the build panel,
the hand and the seats' plaques inside their zones.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sherwood.games.settlers import geometry as G
from sherwood.ui.games.settlers.art.sea import FRAME_H, FRAME_W
from sherwood.ui.games.settlers.words_table import dev_group
from sherwood.ui.render import text
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.settlers.table import SettlersTable

SQRT3 = math.sqrt(3)
RESOURCES = ("lumber", "wool", "grain", "brick", "ore")

VERTEX_HIT = 0.42  # of a hex size: the square a click on a corner may land in
EDGE_HIT = 0.46
HEX_HIT = 1.05


@dataclass(frozen=True)
class IslandPlace:
    """The island in board units: the centre of hex (0, 0) and the hex size (centre to corner)."""

    cx: float
    cy: float
    size: float

    @classmethod
    def fit(cls, box: Box) -> IslandPlace:
        """The island and its sea frame as large as ``box`` allows, centred in it."""
        x, y, w, h = box
        size = min(w / FRAME_W, h / FRAME_H)
        return cls(x + w / 2, y + h / 2, size)

    def hex_centre(self, h: int) -> tuple[float, float]:
        """The centre of land hex ``h`` (0..18)."""
        dx, dy = G.hex_centre(G.LAND[h], self.size)
        return (self.cx + dx, self.cy + dy)

    def coord_centre(self, q: int, r: int) -> tuple[float, float]:
        """The centre of the hex (land or sea) at ``(q, r)``."""
        dx, dy = G.hex_centre((q, r), self.size)
        return (self.cx + dx, self.cy + dy)

    def vertex(self, v: int) -> tuple[float, float]:
        dx, dy = G.vertex_point(v, self.size)
        return (self.cx + dx, self.cy + dy)

    def edge(self, e: int) -> tuple[float, float]:
        dx, dy = G.edge_point(e, self.size)
        return (self.cx + dx, self.cy + dy)

    def robber_point(self, h: int) -> tuple[float, float]:
        """Where the robber stands on hex ``h`` (left of its token, as the art draws him)."""
        x, y = self.hex_centre(h)
        return (x - self.size * 0.5, y + self.size * 0.12)

    def edge_ends(self, e: int) -> tuple[tuple[float, float], tuple[float, float]]:
        a, b = G.EDGE_VERTICES[e]
        return self.vertex(a), self.vertex(b)

    def square(self, point: tuple[float, float], of: float) -> Box:
        side = self.size * of
        return (point[0] - side / 2, point[1] - side / 2, side, side)

    def vertex_box(self, v: int) -> Box:
        """Where a click picks corner ``v`` (a square around it)."""
        return self.square(self.vertex(v), VERTEX_HIT)

    def edge_box(self, e: int) -> Box:
        """Where a click picks side ``e`` (a square around its middle)."""
        return self.square(self.edge(e), EDGE_HIT)

    def hex_box(self, h: int) -> Box:
        """Where a click picks hex ``h`` (a square inside it, clear of its corners)."""
        return self.square(self.hex_centre(h), HEX_HIT)

    def piece_box(self, point: tuple[float, float], of: float = 0.5) -> Box:
        """A square ``of`` hex sizes wide centred on ``point`` (a piece, a token)."""
        return self.square(point, of)


def around(point: tuple[float, float], size: tuple[float, float]) -> Box:
    """A ``size`` box centred on ``point``."""
    return (point[0] - size[0] / 2, point[1] - size[1] / 2, size[0], size[1])


def centre(box: Box, w: float, h: float) -> Box:
    """A ``w`` × ``h`` box centred in ``box``."""
    x, y, bw, bh = box
    return (x + (bw - w) / 2, y + (bh - h) / 2, w, h)


def inset(box: Box, d: float) -> Box:
    x, y, w, h = box
    return (x + d, y + d, w - 2 * d, h - 2 * d)


# --- the bank -------------------------------------------------------------------------------

BANK_TITLE = 34  # board units: "Bank" over the rows
BANK_CARD = (46, 64)  # a resource card in the bank


def bank_rows(table: SettlersTable) -> list[tuple[str, Box]]:
    """Each resource's row of the bank (card, count), top to bottom; the last row is the
    development deck (``"deck"``)."""
    x, y, w, h = table.Z("bank")
    top = y + BANK_TITLE
    n = len(RESOURCES) + 1
    step = (h - BANK_TITLE - 8) / n
    return [(name, (x + 10, top + i * step, w - 20, step - 6)) for i, name in enumerate((*RESOURCES, "deck"))]


def bank_card(row: Box) -> Box:
    """The card drawn at the left of a bank row."""
    x, y, _w, h = row
    ch = min(h, BANK_CARD[1])
    cw = ch * BANK_CARD[0] / BANK_CARD[1]
    return (x + 6, y + (h - ch) / 2, cw, ch)


def bank_box(table: SettlersTable, what: str) -> Box:
    """Where a card of ``what`` (a resource, or ``"deck"``) lies in the bank."""
    for name, row in bank_rows(table):
        if name == what:
            return bank_card(row)
    return bank_card(bank_rows(table)[0][1])


# --- the dice -------------------------------------------------------------------------------


def dice_boxes(table: SettlersTable) -> tuple[Box, Box]:
    """The two dice, side by side in the dice zone (above its caption line)."""
    x, y, w, h = table.Z("dice")
    side = min((w - 60) / 2, h - 64)
    top = y + 30 + (h - 64 - side) / 2
    left = x + (w - 2 * side - 20) / 2
    return (left, top, side, side), (left + side + 20, top, side, side)


# --- the build panel ------------------------------------------------------------------------

TILES = ("road", "settlement", "city", "development_card", "bank_trade", "offer", "end_turn")
"""The build panel's tiles, top to bottom."""
PANEL_TITLE = 40
TILE_GAP = 10


def tiles(table: SettlersTable) -> tuple[str, ...]:
    """The build panel's tiles at this table: the solo game has no domestic trade (SR-V-3.4),
    so no "Offer a trade"."""
    return tuple(t for t in TILES if t != "offer") if table.solo else TILES


def tile_boxes(table: SettlersTable) -> dict[str, Box]:
    """Each tile of the build panel: full width, stacked under the title; the last
    (end the turn) stands apart at the foot."""
    x, y, w, h = table.Z("build")
    shown = tiles(table)
    n = len(TILES)  # the solo game's panel keeps the tiles' size, one fewer
    usable = h - PANEL_TITLE - 16 - TILE_GAP  # an extra gap sets "End the turn" apart
    tile_h = min(78.0, (usable - TILE_GAP * (n - 1)) / n)
    out = {}
    top = y + PANEL_TITLE
    for i, tile in enumerate(shown[:-1]):
        out[tile] = (x + 10, top + i * (tile_h + TILE_GAP), w - 20, tile_h)
    out[shown[-1]] = (x + 10, y + h - 12 - tile_h, w - 20, tile_h)
    return out


# --- the seats' plaques ---------------------------------------------------------------------


def plaque_box(table: SettlersTable, seat: int) -> Box:
    """``seat``'s plaque: the seats stacked in seat order in the ``seats`` column."""
    x, y, w, _ = table.Z("seats")
    style = table.layout.zone("seats").style
    height, gap = float(style.get("plaque", 118)), float(style.get("gap", 8))
    return (x, y + seat * (height + gap), w, height)


def card_sizes(table: SettlersTable) -> list[tuple[int, int]]:
    """The sizes in pixels of the cards lying on the table: in the hand, in the bank, beside
    the island (a card in flight is drawn at one and scaled: :func:`render.surfaces.source_size`)."""
    T = table.T
    return sorted((T.length(w), T.length(h)) for w, h in (hand_card_size(table), BANK_CARD, SPECIAL))


def plaque_card(table: SettlersTable, seat: int) -> Box:
    """Where a card flies to or from ``seat``'s plaque (its hand-size badge)."""
    x, y, w, h = plaque_box(table, seat)
    return (x + w * 0.5 - 20, y + h * 0.5 - 14, 40, 56)


def seats_bottom(table: SettlersTable) -> float:
    """The foot of the last plaque (the log starts below it)."""
    _x, y, _w, h = plaque_box(table, table.match.seat_count - 1)
    return y + h


# --- the hand -------------------------------------------------------------------------------

HAND_TITLE = 30
POINTS_W = 124  # the viewer's points box at the right end of the hand
GROUP_GAP = 28


def hand_card_size(table: SettlersTable) -> tuple[float, float]:
    w, h = table.layout.zone("hand").style.get("card", (100, 142))
    return float(w), float(h)


def resource_boxes(table: SettlersTable) -> list[tuple[str, Box]]:
    """The five resource stacks of the hand, left to right, in resource order."""
    x, y, _w, h = table.Z("hand")
    cw, ch = hand_card_size(table)
    top = y + HAND_TITLE + (h - HAND_TITLE - ch - 26) / 2
    step = cw + 14
    return [(r, (x + 16 + i * step, top, cw, ch)) for i, r in enumerate(RESOURCES)]


def dev_boxes(table: SettlersTable, kinds: list[str]) -> list[tuple[str, Box]]:
    """The development card groups of the hand (``kinds``, one box each), right of the
    resources; squeezed together when many."""
    x, _y, w, _h = table.Z("hand")
    cw, ch = hand_card_size(table)
    resources_right = resource_boxes(table)[-1][1]
    left = resources_right[0] + resources_right[2] + GROUP_GAP + 16
    room = x + w - POINTS_W - 24 - left  # the viewer's points stand at the right end
    n = len(kinds)
    step = min(cw + 14, (room - cw) / (n - 1)) if n > 1 else 0
    top = resources_right[1]
    return [(k, (left + i * step, top, cw, ch)) for i, k in enumerate(kinds)]


def dev_left(table: SettlersTable) -> float:
    """Where the development cards' group starts (its title)."""
    r = resource_boxes(table)[-1][1]
    return r[0] + r[2] + GROUP_GAP + 16


# --- the special cards, in the island zone's upper corners ---------------------------------------

SPECIAL = (50, 70)  # a special card lying beside the island, board units


def special_boxes(table: SettlersTable) -> dict[str, tuple[Box, Box]]:
    """Longest Road (``"road"``) at the island's upper left, Largest Army (``"army"``) at its
    upper right, in the corners its frame leaves free (the caption takes the foot): each
    card's box and the box of its words under it."""
    x, y, w, _ = table.Z("island")
    cw, ch = SPECIAL
    top = y + 6
    words_h = max(48.0, 2 * text.font("sans-bold", table.T.px(14)).get_linesize() / table.T.scale + 2)
    out = {}
    for which, left in (("road", x + 4), ("army", x + w - 4 - 130)):
        card = (left + (130 - cw) / 2, top, cw, ch)
        out[which] = (card, (left, top + ch + 2, 130, words_h))  # two lines, in a small window too
    return out


# --- the viewer's hand, by card ----------------------------------------------------------------


def dev_groups(table: SettlersTable) -> list[tuple[str, int, int]]:
    """The viewer's development cards by group (Victory Point cards together): ``(kind,
    count, new)``, in the order of the deck's kinds."""
    v = table.view
    order: list[str] = []
    counts: Counter = Counter()
    new: Counter = Counter(dev_group(k) for k in v.dev_new)
    first: dict[str, str] = {}
    for kind in v.dev_cards:
        g = dev_group(kind)
        if g not in counts:
            order.append(g)
            first[g] = kind
        counts[g] += 1
    return [(first[g], counts[g], new[g]) for g in order]


def hand_layout(table: SettlersTable) -> tuple[list[tuple[str, Box]], list[tuple[str, int, int, Box]]]:
    """The resource stacks and the development card groups of the viewer's hand, with boxes."""
    res = resource_boxes(table)
    groups = dev_groups(table) if table.show_hand else []
    boxes = dev_boxes(table, [k for k, _, _ in groups])
    return res, [(k, n, new, box) for (k, n, new), (_, box) in zip(groups, boxes, strict=True)]


def points_box(table: SettlersTable) -> Box:
    """The viewer's points at the right end of the hand."""
    x, y, w, h = table.Z("hand")
    return (x + w - POINTS_W - 16, y + 30, POINTS_W, h - 50)
