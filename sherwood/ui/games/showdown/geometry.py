"""Where everything of one Showdown view lies, in board units (no drawing here).

The zones come from ``boards/showdown.yaml``; the table turns with the viewer, so a seat's
zones are its ``*_near`` ones (bottom of the screen) when it is the viewer's seat and its
``*_far`` ones (top) otherwise (:meth:`~.table.ShowdownTable.zid`). :func:`layout` places
every card of a view: the hands, the melee rows (each ransom tucked under its outlaw), the
spoils, the piles and the passed travellers on the plaques.

The ``*_extent`` functions say where each part of the picture draws, in window pixels: its
zone, its cards' shadows and glows, its words (:mod:`.drawing` keeps the still parts in a
layer, and draws a part's place again when only that part changes:
:mod:`sherwood.ui.kit.layer`). A place may be larger than what is drawn, never smaller (the
layer's test checks it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from sherwood.games.showdown.cards import card
from sherwood.ui.render import draw
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.showdown.table import ShowdownTable

LIFT_HOVER = 14
LIFT_SELECTED = 30
RANSOM_TUCK = 0.42  # of a card's width: a ransom in the melee shows its left column...
RANSOM_DROP = 0.19  # ...and, of its height, its title band below its outlaw


@dataclass
class Geo:
    """Where everything of one view lies, in board units."""

    hand: dict[int, list[tuple[str | None, Box]]] = field(default_factory=dict)
    melee: dict[int, list[tuple[str, str | None, Box, Box | None]]] = field(default_factory=dict)
    spoils: dict[int, list[tuple[str, Box]]] = field(default_factory=dict)
    passed: dict[int, list[Box]] = field(default_factory=dict)
    deck: dict[int, Box] = field(default_factory=dict)
    discard: dict[int, Box] = field(default_factory=dict)
    active: Box = (0, 0, 1, 1)
    travellers: Box = (0, 0, 1, 1)
    out_of_play: Box = (0, 0, 1, 1)

    def hand_box(self, seat: int, card_id: str) -> Box | None:
        for c, box in self.hand.get(seat, []):
            if c == card_id:
                return box
        return None

    def spoils_box(self, seat: int, card_id: str) -> Box | None:
        for c, box in self.spoils.get(seat, []):
            if c == card_id:
                return box
        return None

    def melee_box(self, card_id: str) -> Box | None:
        for entries in self.melee.values():
            for outlaw, ransom, obox, rbox in entries:
                if outlaw == card_id:
                    return obox
                if ransom == card_id:
                    return rbox
        return None


def centre(box: Box, w: float, h: float) -> Box:
    """A ``w``×``h`` box centred in ``box``."""
    x, y, bw, bh = box
    return (x + (bw - w) / 2, y + (bh - h) / 2, w, h)


def layout(table: ShowdownTable, v) -> Geo:
    """Every card place of the view ``v`` as ``table`` draws it for its viewer."""
    g = Geo()
    Z, size = table.Z, table.card_size
    g.active = centre(Z("active"), *size("active"))
    g.travellers = centre(Z("travellers"), *size("travellers"))
    ow, oh = size("out_of_play")
    ox, oy, _, ozh = Z("out_of_play")
    g.out_of_play = (ox + 8, oy + (ozh - oh) / 2, ow, oh)
    for seat in (0, 1):
        g.deck[seat] = centre(Z(table.zid("deck", seat)), *size(table.zid("deck", seat)))
        g.discard[seat] = centre(Z(table.zid("discard", seat)), *size(table.zid("discard", seat)))
        g.hand[seat] = _hand_layout(table, v, seat)
        g.melee[seat] = _melee_layout(table, v, seat)
        g.spoils[seat] = _spoils_layout(table, v, seat)
        plaque = table.layout.zone(table.zid("plaque", seat))
        g.passed[seat] = [s.shape.bounds for s in plaque.slots]
    return g


def _hand_layout(table: ShowdownTable, v, seat: int) -> list[tuple[str | None, Box]]:
    zone = table.zid("hand", seat)
    x, y, w, h = table.Z(zone)
    cw, ch = table.card_size(zone)
    face_up = seat == table.viewer and table.show_hand and v.seat == seat
    cards: list[str | None] = list(v.hand) if face_up else [None] * v.hand_sizes[seat]
    n = len(cards)
    step = min(cw + 12, (w - cw) / (n - 1)) if n > 1 else 0
    left = x + (w - (cw + step * (n - 1))) / 2 if n else x
    top = y + (h - ch) * (0.62 if table.side(seat) == "near" else 0.5)
    return [(c, (left + i * step, top, cw, ch)) for i, c in enumerate(cards)]


def _melee_layout(table: ShowdownTable, v, seat: int) -> list[tuple[str, str | None, Box, Box | None]]:
    """Outlaws in the order laid, each ransom tucked under its outlaw so that its left
    column (value, suit, gold) and its title band show. A crowded row squeezes the
    outlaws together, never a ransom under its outlaw."""
    zone = table.zid("melee", seat)
    x, y, w, h = table.Z(zone)
    cw, ch = table.card_size(zone)
    tuck, drop = cw * RANSOM_TUCK, ch * RANSOM_DROP
    entries = v.melee[seat]
    widths = [cw + (tuck if r else 0) for _, r in entries]
    gap = 16.0
    total = sum(widths) + gap * max(0, len(widths) - 1)
    squeeze = 1.0
    if total > w - 24 and len(widths) > 1:
        squeeze = max(0.25, (w - 24 - widths[-1]) / (total - widths[-1]))
    top = y + (h - ch - drop) / 2
    cx = x + 16
    out = []
    for (outlaw, ransom), width in zip(entries, widths, strict=True):
        rbox = (cx, top + drop, cw, ch) if ransom else None
        obox = (cx + (tuck if ransom else 0), top, cw, ch)
        out.append((outlaw, ransom, obox, rbox))
        cx += (width + gap) * squeeze
    return out


def spoils_order(cards: Sequence[str]) -> list[str]:
    """Travellers first, then ransoms, then the rest; the richest first in each."""

    def key(c: str):
        k = card(c)
        return (0 if k.kind == "traveller" else 1 if k.kind == "ransom" else 2, -k.gold, c)

    return sorted(cards, key=key)


def _spoils_layout(table: ShowdownTable, v, seat: int) -> list[tuple[str, Box]]:
    zone = table.zid("spoils", seat)
    x, y, w, h = table.Z(zone)
    cw, ch = table.card_size(zone)
    cards = spoils_order(v.spoils[seat])
    n = len(cards)
    head = 30
    max_rows = max(1, int((h - head + 8) // (ch + 8)))
    rows = 1
    while rows < max_rows and n > 1:
        per = -(-n // rows)
        step = (w - cw) / (per - 1) if per > 1 else cw
        if step >= cw * 0.42:
            break
        rows += 1
    per = -(-n // rows) if n else 1
    step = min(cw + 8, (w - cw) / (per - 1)) if per > 1 else 0
    out = []
    for i, c in enumerate(cards):
        r, k = divmod(i, per)
        out.append((c, (x + k * step, y + head + r * (ch + 8), cw, ch)))
    return out


# --- where each part of the picture draws, in window pixels -----------------------------------


def _cards(rects: Sequence[pygame.Rect], lift: float, glow: bool = False) -> list[pygame.Rect]:
    out = [r.union(draw.shadow_extent(r, lift)) for r in rects]
    return out + [draw.glow_extent(r) for r in rects] if glow else out


def _union(first: pygame.Rect, more: Sequence[pygame.Rect]) -> pygame.Rect:
    return first.unionall(list(more)) if more else pygame.Rect(first)


def _label_band(table: ShowdownTable, box: Box, dy: float) -> pygame.Rect:
    """Where :func:`_label` writes under ``box`` (wider than the box: the words may be)."""
    x, y, w, h = box
    return table.T.rect((x - 40, y + h + dy - 2, w + 80, 28))


def plaque_extent(table: ShowdownTable, seat: int) -> pygame.Rect:
    r = table.T.rect(table.Z(table.zid("plaque", seat)))
    return _union(r, [draw.glow_extent(r), draw.shadow_extent(r, 0.6)])


def piles_extent(table: ShowdownTable, geo: Geo, seat: int) -> pygame.Rect:
    T = table.T
    deck, discard = T.rect(geo.deck[seat]), T.rect(geo.discard[seat])
    step = T.length(12)  # a stack's layers lie up and left of it
    stacks = [r.union(r.move(-step, -step)) for r in (deck, discard)]
    labels = [_label_band(table, geo.deck[seat], 6), _label_band(table, geo.discard[seat], 6)]
    return _union(stacks[0], _cards(stacks, 1.0) + labels)


def spoils_extent(table: ShowdownTable, geo: Geo, seat: int) -> pygame.Rect:
    T = table.T
    x, y, w, h = table.Z(table.zid("spoils", seat))
    words = T.rect((x, y - 8, w, 34))
    cards = [T.rect(box) for _, box in geo.spoils[seat]]
    return _union(T.rect((x, y, w, h)), [words, *_cards(cards, 0.7, glow=True)])


def road_extent(table: ShowdownTable, geo: Geo) -> pygame.Rect:
    T = table.T
    zones = [T.rect(table.Z(z)) for z in ("travellers", "out_of_play", "active", "stake")]
    step = T.length(12)
    piles = [T.rect(geo.travellers).move(-step, -step), T.rect(geo.out_of_play).move(T.length(14), 0)]
    cards = _cards([T.rect(geo.travellers), T.rect(geo.active), *piles], 1.3)
    return _union(zones[0], [*zones[1:], *cards, _label_band(table, geo.travellers, 4)]).inflate(
        2 * T.length(16), 2 * T.length(16)
    )


def melee_extent(table: ShowdownTable, geo: Geo, seat: int) -> pygame.Rect:
    T = table.T
    row = T.rect(table.Z(table.zid("melee", seat))).inflate(T.length(14), T.length(14))
    info = T.rect(table.Z(table.zid("info", seat)))
    cards = [T.rect(b) for _, _, obox, rbox in geo.melee[seat] for b in (obox, rbox) if b is not None]
    return _union(row, [info, draw.shadow_extent(info, 0.6), *_cards(cards, 1.0)])


def hand_extent(table: ShowdownTable, geo: Geo, seat: int) -> pygame.Rect:
    T = table.T
    zone = table.Z(table.zid("hand", seat))
    lifted = [T.rect((x, y - LIFT_SELECTED, w, h + LIFT_SELECTED)) for _, (x, y, w, h) in geo.hand[seat]]
    return _union(T.rect(zone), [*_cards(lifted, 2.5, glow=True), _label_band(table, zone, 4)])
