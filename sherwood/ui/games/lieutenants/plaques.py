"""A lieutenant's plaque (issue 16, "Scene"): the pawn (colour and symbol), the name, the
running score (LT-10.6), the hand as card backs with its size, the loot pile with its VP, the
mission cards taken and the ambush sets (a face-down ambush card on its gold card, LT-12.1;
the viewer's own face up while the viewer is at the screen, LT-12.3).

The plaque of the seat deciding now wears its colour round the edge and says what it does;
a plaque that may be clicked (a target to choose) glows.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame

from sherwood.games.lieutenants import prompts as PR
from sherwood.games.lieutenants.content import OBJECTS, VP, kind_of
from sherwood.ui.games.lieutenants.art import cards as art
from sherwood.ui.games.lieutenants.geometry import MINI, Plaque, fan
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.lieutenants.table import LieutenantsTable


def _luma(c) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def ink(colour) -> tuple[int, int, int]:
    """A seat's colour dark enough to read as words on parchment (white and yellow darken)."""
    return P.shade(colour, 0.4 if _luma(colour) > 170 else 0.7)


def strong(colour) -> tuple[int, int, int]:
    """A seat's colour for an edge on parchment (white shows as a warm grey)."""
    return P.shade(colour, 0.6) if _luma(colour) > 200 else colour


def status(table: LieutenantsTable, seat: int) -> str:
    """A word on the plaque about what the seat is doing now ("to act", "offered", "targeted")."""
    v = table.view
    prompt = v.prompt
    if prompt is None:
        return ""
    if prompt.seat == seat:
        return "to act"
    if isinstance(prompt, PR.MakeOffer | PR.ChooseOffer) and v.offered[seat]:
        return "offered"
    if isinstance(prompt, PR.Defend | PR.ChooseCard) and getattr(prompt, "target", prompt.seat) == seat:
        return "attacked"
    if seat == v.active:
        return "their turn"
    return ""


def label_w(table: LieutenantsTable) -> float:
    """Board units of the rows' names ("Hand", "Loot") at the left of a plaque: the design's,
    or more in a small window, where the names are drawn larger than the board's scale."""
    T = table.T
    widest = max(text.size(words, "serif-bold", T.px(14))[0] for words in ("Hand", "Loot"))
    return max(44.0, widest / T.scale + 2)


def loot_groups(loot: tuple[str, ...]) -> list[tuple[str, int, str]]:
    """The loot by object, richest first: (object, count, the card shown)."""
    counts = Counter(kind_of(c) for c in loot)
    first = {}
    for c in loot:
        first.setdefault(kind_of(c), c)
    return [(k, counts[k], first[k]) for k in reversed(OBJECTS) if counts[k]]


def extras(
    table: LieutenantsTable, p: Plaque
) -> tuple[list[tuple[str, Box]], list[tuple[str, str | None, Box, Box]]]:
    """The plaque's mission cards (card, box) and ambush sets (gold, ambush face or None, gold
    box, ambush box), laid in its ``extras`` row."""
    v = table.view
    x, y, w, h = p.extras
    mw, mh = h * 0.95 * 1.45, h * 0.95
    missions = list(v.missions_taken[p.seat])
    boxes = [(x + i * (mw * 0.55), y + (h - mh) / 2, mw, mh) for i in range(len(missions))]
    placed = list(zip(missions, boxes, strict=True))
    left = x + (mw + (len(missions) - 1) * mw * 0.55 + 10 if missions else 0)
    golds = v.ambush_golds[p.seat]
    own = table.show_hand and p.seat == table.viewer and v.seat == table.viewer
    faces = list(v.own_ambushes) if own else [None] * len(golds)
    ch = h * 0.92
    cw = ch * MINI[0] / MINI[1]
    room = x + w - left
    step = min(cw * 1.55, (room - cw * 1.4) / max(1, len(golds) - 1)) if len(golds) > 1 else 0
    sets = []
    for i, (gold, face) in enumerate(zip(golds, faces, strict=True)):
        gx = left + i * step
        gbox = (gx, y + (h - ch) / 2, cw, ch)
        abox = (gx + cw * 0.4, y + (h - ch) / 2 + ch * 0.08, cw, ch)
        sets.append((gold, face, gbox, abox))
    return placed, sets


def draw_plaque(
    table: LieutenantsTable, surface: pygame.Surface, p: Plaque, hidden: Counter, t: float, glow: bool
) -> None:
    T, v = table.T, table.view
    seat = p.seat
    st = table.seat_style(seat)
    r = T.rect(p.box)
    deciding = v.prompt is not None and v.prompt.seat == seat
    if glow:
        draw.blit_glow(surface, r, T.length(12), draw.pulse_alpha(t))
    draw.panel(surface, r, T.length(12))
    edge = strong(st.colour) if deciding else P.BRASS
    pygame.draw.rect(
        surface, edge, r, width=max(2, T.length(5 if deciding else 2)), border_radius=T.length(12)
    )
    band = pygame.Rect(r.x, r.y, T.length(8), r.h)
    pygame.draw.rect(
        surface, st.colour, band, border_top_left_radius=T.length(12), border_bottom_left_radius=T.length(12)
    )
    _header(table, surface, p, deciding)
    if p.hand is not None:
        _hand_row(table, surface, p, hidden)
    _loot_row(table, surface, p, hidden)
    _extras_row(table, surface, p, hidden)


def _header(table: LieutenantsTable, surface: pygame.Surface, p: Plaque, deciding: bool) -> None:
    T, v = table.T, table.view
    seat = p.seat
    st = table.seat_style(seat)
    x, y, w, _ = p.header
    badge = icons.badge(st.symbol, T.length(34), st.colour)
    surface.blit(badge, T.point(x + 14, y + 7))
    score_box = T.rect((x + w - 64, y + 4, 56, 30))
    text.line(
        surface, str(v.scores[seat]), "sans-bold", T.px(26), P.INK, score_box, "midright", minimum=T.px(14)
    )
    vp_box = T.rect((x + w - 64, y + 31, 56, 14))
    text.line(surface, "VP", "sans-bold", T.px(11), P.INK_SOFT, vp_box, "midright", minimum=T.px(8))
    name = table.match.names[seat] + (" (you)" if seat == table.viewer and table.show_hand else "")
    name_box = T.rect((x + 54, y + 5, w - 54 - 70, 24))
    text.line(
        surface, name, "serif-bold", T.px(21), P.INK, name_box, "midleft", minimum=T.px(12), overflow="words"
    )
    word = status(table, seat)
    if word:
        word_box = T.rect((x + 54, y + 28, w - 54 - 70, 16))
        colour = ink(st.colour) if deciding else P.INK_SOFT
        text.line(
            surface,
            word.upper(),
            "sans-bold",
            T.px(11),
            colour,
            word_box,
            "midleft",
            minimum=T.px(8),
            overflow="words",
        )


def hand_backs(table: LieutenantsTable, p: Plaque, count: int) -> list[Box]:
    assert p.hand is not None
    x, y, w, h = p.hand
    ch = h * 0.9
    cw = ch * MINI[0] / MINI[1]
    left = label_w(table) + 2
    return fan((x + left, y, w - left, h), count, cw, ch, gap=3, align="left")


def _row_label(
    table: LieutenantsTable, surface: pygame.Surface, box: Box, words: str, value: str = ""
) -> None:
    """A row's name, its number (cards, VP) large under it."""
    T = table.T
    x, y, _, h = box
    name_h = max(16.0, text.font("serif-bold", T.px(14)).get_height() / T.scale)
    value_h = max(20.0, text.font("sans-bold", T.px(18)).get_height() / T.scale)
    top = T.rect((x, y + h / 2 - (name_h + 1 if value else name_h / 2), label_w(table), name_h))
    text.line(
        surface,
        words,
        "serif-bold",
        T.px(14),
        P.INK_SOFT,
        top,
        "midleft",
        minimum=T.px(8),
        overflow="words",
    )
    if value:
        low = T.rect((x, y + h / 2 - 1, label_w(table), value_h))
        text.line(surface, value, "sans-bold", T.px(18), P.INK, low, "midleft", minimum=T.px(9))


def _hand_row(table: LieutenantsTable, surface: pygame.Surface, p: Plaque, hidden: Counter) -> None:
    T, v = table.T, table.view
    n = max(0, v.hand_sizes[p.seat] - hidden[("hand", p.seat)])
    _row_label(table, surface, p.hand, "Hand", str(n))
    for box in hand_backs(table, p, n):
        rect = T.rect(box)
        art.blit_card(surface, art.back("object", rect.w, rect.h), rect, 0.5)


def loot_boxes(table: LieutenantsTable, p: Plaque) -> list[tuple[str, int, str, Box]]:
    x, y, w, h = p.loot
    groups = loot_groups(table.view.loot[p.seat])
    ch = h * 0.9
    cw = ch * MINI[0] / MINI[1]
    tag = text.size("×9", "sans-bold", table.T.px(13))[0] / table.T.scale + 4  # room for "×2" after a card
    left = label_w(table) + 2
    boxes = fan((x + left, y, w - left, h), len(groups), cw + max(cw * 0.9, tag), ch, gap=4, align="left")
    return [(k, n, c, (bx, by, cw, ch)) for (k, n, c), (bx, by, _, _) in zip(groups, boxes, strict=True)]


def _loot_row(table: LieutenantsTable, surface: pygame.Surface, p: Plaque, hidden: Counter) -> None:
    T, v = table.T, table.view
    total = sum(VP[kind_of(c)] for c in v.loot[p.seat])
    _row_label(table, surface, p.loot, "Loot", f"{total}" if total else "")
    groups = loot_boxes(table, p)
    if not groups:
        x, y, w, h = p.loot
        text.line(
            surface,
            "nothing yet",
            "serif-italic",
            T.px(13),
            P.INK_SOFT,
            T.rect((x + label_w(table) + 2, y, w - label_w(table) - 2, h)),
            "midleft",
            minimum=T.px(8),
        )
    for _kind, count, card, box in groups:
        rect = T.rect(box)
        art.blit_card(surface, art.object_card(card, rect.w, rect.h), rect, 0.5)
        if count > 1:
            at = T.point(box[0] + box[2] + 2, box[1] + box[3] * 0.52)
            text.blit(surface, f"×{count}", "sans-bold", T.px(13), P.INK, at, "midleft")


def _extras_row(table: LieutenantsTable, surface: pygame.Surface, p: Plaque, hidden: Counter) -> None:
    T = table.T
    missions, sets = extras(table, p)
    if not missions and not sets:
        x, y, w, h = p.extras
        text.line(
            surface,
            "no mission, no ambush",
            "serif-italic",
            T.px(13),
            P.INK_SOFT,
            T.rect((x, y, w, h)),
            "midleft",
            minimum=T.px(8),
        )
    for card, box in missions:
        rect = T.rect(box)
        art.blit_card(surface, art.mission_card(card, rect.w, rect.h), rect, 0.5)
    for gold, face, gbox, abox in sets:
        g = T.rect(gbox)
        art.blit_card(surface, art.object_card(gold, g.w, g.h), g, 0.5)
        a = T.rect(abox)
        img = art.ambush_card(face, a.w, a.h) if face is not None else art.back("ambush", a.w, a.h)
        art.blit_card(surface, img, a, 0.7)
