"""Where each part of the Showdown table draws, in window pixels: its zone, its cards'
shadows and glows, its words (:mod:`.drawing` keeps the still parts in a layer, and draws a
part's place again when only that part changes: :mod:`sherwood.ui.kit.layer`). A place may
be larger than what is drawn, never smaller (the layer's test checks it)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from sherwood.ui.games.showdown.geometry import LIFT_SELECTED, Geo
from sherwood.ui.render import draw
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.showdown.table import ShowdownTable


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
