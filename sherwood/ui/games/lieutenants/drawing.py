"""The Lieutenants table drawn: the mat and the county (cached per window size), the sheriff
on his space, the mission stacks, the piles, the plaques, the stage and the viewer's hand; and
the moving things of the animation (:func:`draw_sprite`).

Private cards are drawn face up only where the view holds them and the host says the viewer
is at the screen (``table.show_hand``): the hand, the viewer's own ambush cards, its sealed
offer, the robbed hand it is looking at, the two ambush cards it is choosing from.

A lieutenant's plaque (:func:`draw_plaque`) shows the pawn (colour and symbol), the name, the
running score (LT-10.6), the hand as card backs with its size, the loot pile with its VP, the
mission cards taken and the ambush sets (a face-down ambush card on its gold card, LT-12.1;
the viewer's own face up while the viewer is at the screen, LT-12.3). The plaque of the seat
deciding now wears its colour round the edge and says what it does; a plaque that may be
clicked (a target to choose) glows.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

import pygame

from sherwood.games.lieutenants.content import MISSIONS, VP, kind_of
from sherwood.ui.games.lieutenants import words_board as WB
from sherwood.ui.games.lieutenants.art import cards as art
from sherwood.ui.games.lieutenants.art import county
from sherwood.ui.games.lieutenants.geometry import (
    SPACE_R,
    Geo,
    Placed,
    Plaque,
    extras,
    hand_backs,
    label_w,
    loot_boxes,
)
from sherwood.ui.kit import piles
from sherwood.ui.kit.layer import Part
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box
from sherwood.ui.render.surfaces import source_size

if TYPE_CHECKING:
    from sherwood.ui.games.lieutenants.table import LieutenantsTable


def background(table: LieutenantsTable, size: tuple[int, int]) -> pygame.Surface:
    """The oak table, the mat and the county with its route: what never moves."""
    T = table.T
    s = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
    s.blit(draw.wood(size), (0, 0))
    mat = T.rect(table.Z("table"))
    s.blit(draw.mat(mat.size, T.length(24)), mat)
    box = table.Z("county")
    r = T.rect(box)
    spaces = tuple((T.point(*sp)[0] - r.x, T.point(*sp)[1] - r.y) for sp in table.space_points())
    clear = table.clearing()
    c = T.rect(clear)
    pic = county.county(
        r.w, r.h, spaces, T.length(SPACE_R), (c.x - r.x, c.y - r.y, c.w, c.h), tuple(table.view.route)
    )
    draw.blit_shadow(s, r, T.length(18), 1.2)
    s.blit(pic, r)
    stage = T.rect(table.Z("stage")).inflate(T.length(10), T.length(10))
    cloth = draw.parchment(stage.size, T.length(16), 0.6).copy()
    cloth.set_alpha(225)
    draw.blit_shadow(s, stage, T.length(16), 0.5)
    s.blit(cloth, stage)
    pygame.draw.rect(
        s, P.shade(P.PARCHMENT_EDGE, 0.8), stage, max(1, T.length(2)), border_radius=T.length(16)
    )
    return s


def draw_table(table: LieutenantsTable, surface: pygame.Surface, t: float) -> None:
    """The table in its drawing order. What comes before the first glowing target (its
    pulse moves by itself) is kept in ``table.layer`` and drawn again only when what it
    shows changes (:mod:`sherwood.ui.kit.layer`); the rest is drawn every frame."""
    v = table.view
    geo = table.geometry()
    hidden = table.host.anim.hidden()
    glowing = table.glowing()
    stage_keys = {table.stage_key(p.group, i) for p in geo.stage for i in range(len(p.group.cards))}
    notices = tuple(table.notices()) if not v.over else ()
    parts: list[Part] = [
        Part(False, lambda s: _draw_sheriff(table, s, geo, hidden, t)),
        Part(False, lambda s: _draw_missions(table, s, geo, hidden)),
        Part(False, lambda s: _draw_piles(table, s, geo, hidden)),
    ]
    T = table.T
    for seat, p in geo.plaques.items():
        glow = ("plaque", seat) in glowing
        r = T.rect(p.box)
        reach = r.unionall([draw.glow_extent(r), draw.shadow_extent(r, 0.6)])
        parts.append(
            Part(glow, lambda s, p=p, glow=glow: draw_plaque(table, s, p, hidden, t, glow), reach)
        )
    stage = _cards_reach(T.rect(table.Z("stage")), [T.rect(b) for p in geo.stage for b in p.cards], 1.0)
    glow = bool(glowing & stage_keys)
    parts.append(Part(glow, lambda s: _draw_stage(table, s, geo, hidden, glowing, t), stage, "stage"))
    lift = 1.6 if table.lifted_cards() else 1.0
    hand = _cards_reach(T.rect(table.Z("hand")), [T.rect(b) for _, b in geo.hand], lift)
    glow = any(("hand", card) in glowing for card, _ in geo.hand)
    parts.append(Part(glow, lambda s: _draw_hand(table, s, geo, hidden, glowing, t), hand, "hand"))
    if notices:
        r = T.rect(notice_box(table))
        notice = r.unionall([draw.shadow_extent(r, 1.4), draw.shadow_extent(r, 0.6)])
        parts.append(Part(False, lambda s: draw_notice(table, s), notice, "notice"))
    key = (
        table.layout,
        v,
        table.viewer,
        table.show_hand,
        table.my_turn,
        frozenset(hidden.items()),
        frozenset(glowing),
        tuple(table.selection.cards),
        notices,
        T.design,
        T.screen,
    )

    def underlay(layer: pygame.Surface) -> None:
        size = layer.get_size()
        if table.background is None or table.background.get_size() != size:
            table.background = background(table, size)
        layer.blit(table.background, (0, 0))

    table.layer.draw_parts(surface, key, parts, underlay)


def _cards_reach(zone: pygame.Rect, cards: list[pygame.Rect], lift: float) -> pygame.Rect:
    """Where a zone and its cards (their glows and shadows) draw."""
    reach = [zone] + [draw.glow_extent(r).union(draw.shadow_extent(r, lift)) for r in cards]
    return reach[0].unionall(reach[1:])


def _draw_sheriff(
    table: LieutenantsTable, surface: pygame.Surface, geo: Geo, hidden: Counter, t: float
) -> None:
    T, v = table.T, table.view
    nxt = (v.sheriff + 1) % len(geo.spaces)
    if not v.over and nxt != 0:
        x, y = geo.spaces[nxt]
        pygame.draw.circle(surface, P.GOLD, T.point(x, y), T.length(SPACE_R + 3), max(1, T.length(2)))
    if hidden[("sheriff",)]:
        return
    x, y = geo.spaces[v.sheriff]
    if v.sheriff:
        ring = T.rect((x - SPACE_R - 4, y - SPACE_R - 4, 2 * SPACE_R + 8, 2 * SPACE_R + 8))
        draw.blit_glow(surface, ring, ring.w // 2, 140)
    pawn_box(table, surface, (x, y))


def pawn_box(table: LieutenantsTable, surface: pygame.Surface, at: tuple[float, float]) -> None:
    """The sheriff standing at ``at`` (board units), his feet a little below the centre."""
    T = table.T
    w, h = T.length(34), T.length(52)
    img = county.sheriff(w, h)
    x, y = T.point(at[0] + SPACE_R * 1.0, at[1] + SPACE_R * 0.55)
    surface.blit(img, img.get_rect(midbottom=(x, y)))


def _draw_missions(table: LieutenantsTable, surface: pygame.Surface, geo: Geo, hidden: Counter) -> None:
    T, v = table.T, table.view
    for m, box in zip(MISSIONS, geo.missions, strict=True):
        stack = v.mission_stacks[m - 1]
        r = T.rect(box)
        if not stack:
            draw.dashed_outline(surface, P.PARCHMENT_EDGE, r, max(1, T.length(2)), radius=T.length(8))
            text.line(surface, WB.ALL_TAKEN, "serif-italic", T.px(14), P.INK_SOFT, r, "center",
                      minimum=T.px(8))
            continue
        if len(stack) > 1:
            under = r.move(T.length(5), T.length(5))
            art.blit_card(surface, art.mission_card(stack[1], under.w, under.h), under, 0.6)
        art.blit_card(surface, art.mission_card(stack[0], r.w, r.h), r, 0.8)


def _pile(
    table: LieutenantsTable, surface: pygame.Surface, box: Box, count: int, deck: str, label: str
) -> None:
    T = table.T
    r = T.rect(box)
    if count <= 0:
        draw.dashed_outline(surface, P.CREAM_DIM, r, max(1, T.length(2)), radius=T.length(6))
    else:
        layers = min(5, 1 + count // 12)
        for i in range(layers):
            rr = r.move(-T.length(1.2) * (layers - 1 - i), -T.length(1.2) * (layers - 1 - i))
            art.blit_card(surface, art.back(deck, rr.w, rr.h), rr, 0.9 if i == 0 else 0)
    _label(table, surface, box, label, count)


def _label(table: LieutenantsTable, surface: pygame.Surface, box: Box, name: str, count: int) -> None:
    """A pile's name under it, and how many cards it holds on a disc at its foot."""
    T = table.T
    x, y, w, h = box
    words = T.rect((x - 6, y + h + 3, w + 12, 20))
    text.line(surface, name, "serif-bold", T.px(16), P.CREAM, words, "midtop", minimum=T.px(8))
    piles.count_disc(surface, T, (x + w - 30 * 0.2, y + h - 30 * 0.3), count)


def _draw_piles(table: LieutenantsTable, surface: pygame.Surface, geo: Geo, hidden: Counter) -> None:
    T, v = table.T, table.view
    _pile(table, surface, geo.draw, v.draw_size - hidden[("draw_top",)], "object", WB.PILE_NAMES["draw"])
    _pile(table, surface, geo.ambush_deck, len(v.ambush_deck), "ambush", WB.PILE_NAMES["ambush_deck"])
    shown = len(v.discard) - hidden[("discard",)]
    r = T.rect(geo.discard)
    if shown > 0:
        art.blit_card(surface, art.object_card(v.discard[shown - 1], r.w, r.h), r, 0.9)
    else:
        draw.dashed_outline(surface, P.CREAM_DIM, r, max(1, T.length(2)), radius=T.length(6))
    _label(table, surface, geo.discard, WB.PILE_NAMES["discard"], len(v.discard))


def _draw_group(
    table: LieutenantsTable, surface: pygame.Surface, placed: Placed, hidden: Counter, glowing: set, t: float
) -> None:
    T = table.T
    g = placed.group
    if hidden[("group", g.kind, g.seat)]:
        return
    colour = strong(table.seat_style(g.seat).colour) if g.seat is not None else P.CREAM
    lx, ly, lw, lh = placed.label
    pill = T.rect((lx, ly, lw, lh))
    text.line(surface, g.label, "sans-bold", T.px(14), P.INK, pill.inflate(-T.length(6), 0), "center",
              minimum=T.px(8), overflow="words")
    rule = ((pill.x + T.length(6), pill.bottom), (pill.right - T.length(6), pill.bottom))
    pygame.draw.line(surface, colour, *rule, max(2, T.length(3)))
    if not g.cards:
        x, y, w, h = placed.box
        cw, ch = table.card_size("stage")
        empty = T.rect((x + (w - cw) / 2, y + h - ch, cw, ch))
        draw.dashed_outline(surface, P.PARCHMENT_EDGE, empty, max(1, T.length(2)), radius=T.length(8))
        text.line(surface, WB.TO_OFFER, "serif-italic", T.px(14), P.INK_SOFT, empty, "center",
                  minimum=T.px(8))
        return
    key_of = table.stage_key
    for i, (card, box) in enumerate(zip(g.cards, placed.cards, strict=True)):
        r = T.rect(box)
        key = key_of(g, i)
        if key is not None and key in glowing:
            draw.blit_glow(surface, r, T.length(8), draw.pulse_alpha(t))
        if card is None:
            img = art.back(g.deck, r.w, r.h)
        elif g.deck == "ambush":
            img = art.ambush_card(card, r.w, r.h)
        else:
            img = art.object_card(card, r.w, r.h)
        art.blit_card(surface, img, r, 1.0)


def _draw_stage(
    table: LieutenantsTable, surface: pygame.Surface, geo: Geo, hidden: Counter, glowing: set, t: float
) -> None:
    T, v = table.T, table.view
    if not geo.stage:
        if v.over:
            stage = T.rect(table.Z("stage"))
            text.line(surface, WB.GAME_OVER, "serif-bold", T.px(26), P.INK, stage, "center", minimum=T.px(12))
        return
    for placed in geo.stage:
        _draw_group(table, surface, placed, hidden, glowing, t)
    alone = len(geo.stage) == 1 and geo.stage[0].group.kind == "revealed"
    if alone and not hidden[("group", "revealed", v.active)]:
        _draw_action_words(table, surface, geo.stage[0])


def _draw_action_words(table: LieutenantsTable, surface: pygame.Surface, placed: Placed) -> None:
    """Beside the revealed card alone on the stage: its object, its VP and what its action does."""
    T = table.T
    card = placed.group.cards[0]
    if card is None:
        return
    sx, sy, sw, sh = table.stage_area()
    x = placed.box[0] + placed.box[2] + 34
    box = (x, sy + 40, sx + sw - x - 24, sh - 80)
    title, words = WB.revealed_words(table, card)
    head = T.rect((box[0], box[1] + box[3] * 0.18, box[2], 40))
    text.line(surface, title, "serif-bold", T.px(30), P.INK, head, "midleft", minimum=T.px(12))
    body = T.rect((box[0], box[1] + box[3] * 0.18 + 46, box[2], box[3] * 0.6))
    text.paragraph(surface, words, "serif", T.px(20), P.INK_SOFT, body, minimum=T.px(9))


def _draw_hand(
    table: LieutenantsTable, surface: pygame.Surface, geo: Geo, hidden: Counter, glowing: set, t: float
) -> None:
    T, v = table.T, table.view
    zone = T.rect(table.Z("hand"))
    draw.inset(surface, zone, T.length(14), 50)
    if not (table.show_hand and v.seat == table.viewer):
        n = v.hand_sizes[table.viewer]
        words = WB.hidden_hand(table.match.names[table.viewer], n)
        text.line(surface, words, "serif-italic", T.px(20), P.CREAM_DIM, zone, "center", minimum=T.px(10))
        return
    if not geo.hand:
        text.line(surface, WB.HAND_EMPTY, "serif-italic", T.px(20), P.CREAM_DIM, zone, "center",
                  minimum=T.px(10))
        return
    for card, box in geo.hand:
        if hidden[("card", card)]:
            continue
        r = T.rect(box)
        if ("hand", card) in glowing:
            draw.blit_glow(surface, r, T.length(8), draw.pulse_alpha(t))
        picked = card in table.lifted_cards()
        art.blit_card(surface, art.object_card(card, r.w, r.h), r, 1.6 if picked else 1.0)


def notice_box(table: LieutenantsTable) -> Box:
    """Where the private notices lie: over the foot of the stage, above the hand."""
    x, y, w, h = table.Z("stage")
    head_h, line_h = _notice_rows(table)
    nh = head_h + 4 + line_h * len(table.notices())
    return (x + 20, y + h - nh - 2, w - 40, nh)


def _notice_rows(table: LieutenantsTable) -> tuple[float, float]:
    """The board units of the notice's heading and of each of its lines: the design's, or
    more in a small window, where the words are larger than the board's scale makes them."""
    T = table.T
    head = text.font("sans-bold", T.px(13)).get_linesize() / T.scale
    line = text.font("serif-bold", T.px(17)).get_linesize() / T.scale
    return max(26.0, head + 6), max(22.0, line + 2)


def draw_notice(table: LieutenantsTable, surface: pygame.Surface) -> None:
    T = table.T
    box = notice_box(table)
    r = T.rect(box)
    draw.blit_shadow(surface, r, T.length(10), 1.4)
    draw.panel(surface, r, T.length(10))
    pygame.draw.rect(surface, P.WAX, r, max(2, T.length(3)), border_radius=T.length(10))
    x, y, w, _ = box
    head_h, line_h = _notice_rows(table)
    head = T.rect((x + 14, y + 4, w - 28, head_h - 4))
    text.line(surface, WB.NOTICE_HEAD, "sans-bold", T.px(13), P.WAX, head, "midleft", minimum=T.px(8),
              overflow="words")
    for i, words in enumerate(table.notices()):
        line = T.rect((x + 14, y + head_h + line_h * i, w - 28, line_h))
        text.line(surface, words, "serif-bold", T.px(17), P.INK, line, "midleft", minimum=T.px(9))


# --- the plaques -------------------------------------------------------------------------------------


def _luma(c) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def ink(colour) -> tuple[int, int, int]:
    """A seat's colour dark enough to read as words on parchment (white and yellow darken)."""
    return P.shade(colour, 0.4 if _luma(colour) > 170 else 0.7)


def strong(colour) -> tuple[int, int, int]:
    """A seat's colour for an edge on parchment (white shows as a warm grey)."""
    return P.shade(colour, 0.6) if _luma(colour) > 200 else colour


def draw_plaque(
    table: LieutenantsTable, surface: pygame.Surface, p: Plaque, hidden: Counter, t: float, glow: bool
) -> None:
    T, v = table.T, table.view
    st = table.seat_style(p.seat)
    r = T.rect(p.box)
    deciding = v.prompt is not None and v.prompt.seat == p.seat
    if glow:
        draw.blit_glow(surface, r, T.length(12), draw.pulse_alpha(t))
    draw.panel(surface, r, T.length(12))
    edge = strong(st.colour) if deciding else P.BRASS
    pygame.draw.rect(surface, edge, r, width=max(2, T.length(5 if deciding else 2)),
                     border_radius=T.length(12))
    band = pygame.Rect(r.x, r.y, T.length(8), r.h)
    pygame.draw.rect(surface, st.colour, band, border_top_left_radius=T.length(12),
                     border_bottom_left_radius=T.length(12))
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
    text.line(surface, str(v.scores[seat]), "sans-bold", T.px(26), P.INK, score_box, "midright",
              minimum=T.px(14))
    vp_box = T.rect((x + w - 64, y + 31, 56, 14))
    text.line(surface, WB.VP_UNIT, "sans-bold", T.px(11), P.INK_SOFT, vp_box, "midright", minimum=T.px(8))
    name = WB.plaque_name(table.match.names[seat], seat == table.viewer and table.show_hand)
    name_box = T.rect((x + 54, y + 5, w - 54 - 70, 24))
    text.line(surface, name, "serif-bold", T.px(21), P.INK, name_box, "midleft", minimum=T.px(12),
              overflow="words")
    word = WB.status(v, seat)
    if word:
        word_box = T.rect((x + 54, y + 28, w - 54 - 70, 16))
        colour = ink(st.colour) if deciding else P.INK_SOFT
        text.line(surface, word.upper(), "sans-bold", T.px(11), colour, word_box, "midleft", minimum=T.px(8),
                  overflow="words")


def _row_label(
    table: LieutenantsTable, surface: pygame.Surface, box: Box, words: str, value: str = ""
) -> None:
    """A row's name, its number (cards, VP) large under it."""
    T = table.T
    x, y, _, h = box
    name_h = max(16.0, text.font("serif-bold", T.px(14)).get_height() / T.scale)
    value_h = max(20.0, text.font("sans-bold", T.px(18)).get_height() / T.scale)
    top = T.rect((x, y + h / 2 - (name_h + 1 if value else name_h / 2), label_w(table), name_h))
    text.line(surface, words, "serif-bold", T.px(14), P.INK_SOFT, top, "midleft", minimum=T.px(8),
              overflow="words")
    if value:
        low = T.rect((x, y + h / 2 - 1, label_w(table), value_h))
        text.line(surface, value, "sans-bold", T.px(18), P.INK, low, "midleft", minimum=T.px(9))


def _hand_row(table: LieutenantsTable, surface: pygame.Surface, p: Plaque, hidden: Counter) -> None:
    T, v = table.T, table.view
    n = max(0, v.hand_sizes[p.seat] - hidden[("hand", p.seat)])
    _row_label(table, surface, p.hand, WB.HAND_ROW, str(n))
    for box in hand_backs(table, p, n):
        rect = T.rect(box)
        art.blit_card(surface, art.back("object", rect.w, rect.h), rect, 0.5)


def _loot_row(table: LieutenantsTable, surface: pygame.Surface, p: Plaque, hidden: Counter) -> None:
    T, v = table.T, table.view
    total = sum(VP[kind_of(c)] for c in v.loot[p.seat])
    _row_label(table, surface, p.loot, WB.LOOT_ROW, f"{total}" if total else "")
    groups = loot_boxes(table, p)
    if not groups:
        x, y, w, h = p.loot
        empty = T.rect((x + label_w(table) + 2, y, w - label_w(table) - 2, h))
        text.line(surface, WB.NOTHING_YET, "serif-italic", T.px(13), P.INK_SOFT, empty, "midleft",
                  minimum=T.px(8))
    for _kind, count, card, box in groups:
        rect = T.rect(box)
        art.blit_card(surface, art.object_card(card, rect.w, rect.h), rect, 0.5)
        if count > 1:
            at = T.point(box[0] + box[2] + 2, box[1] + box[3] * 0.52)
            text.blit(surface, WB.count_tag(count), "sans-bold", T.px(13), P.INK, at, "midleft")


def _extras_row(table: LieutenantsTable, surface: pygame.Surface, p: Plaque, hidden: Counter) -> None:
    T = table.T
    missions, sets = extras(table, p)
    if not missions and not sets:
        text.line(surface, WB.NO_EXTRAS, "serif-italic", T.px(13), P.INK_SOFT, T.rect(p.extras), "midleft",
                  minimum=T.px(8))
    for card, box in missions:
        rect = T.rect(box)
        art.blit_card(surface, art.mission_card(card, rect.w, rect.h), rect, 0.5)
    for gold, face, gbox, abox in sets:
        g = T.rect(gbox)
        art.blit_card(surface, art.object_card(gold, g.w, g.h), g, 0.5)
        a = T.rect(abox)
        img = art.ambush_card(face, a.w, a.h) if face is not None else art.back("ambush", a.w, a.h)
        art.blit_card(surface, img, a, 0.7)


# --- what moves ----------------------------------------------------------------------------------------


def draw_sprite(
    table: LieutenantsTable, surface: pygame.Surface, sprite: Any, box: Box, progress: float
) -> None:
    """One moving thing of the animation (:mod:`.motion` says which): ``("face", card)``,
    ``("back", deck)``, ``("mission", card)``, ``("reveal", card)`` (turning face up as it
    flies) or ``("sheriff",)``."""
    T = table.T
    kind = sprite[0]
    if kind == "sheriff":
        x, y, w, h = box
        pawn_box(table, surface, (x + w / 2, y + h / 2))
        return
    r = T.rect(box)
    # a moving card changes size every frame: drawn at a size the table has, then scaled
    w, h = source_size(r.size, table.card_sizes())
    if kind == "reveal":  # the card turns over as it comes: a back, then its face
        card = sprite[1]
        deck = "ambush" if card.startswith("AM") else "object"
        img = art.back(deck, w, h) if progress < 0.5 else art.face(card, w, h)
        flat = pygame.transform.smoothscale(img, (max(2, round(r.w * abs(1 - 2 * progress))), r.h))
        art.blit_card(surface, flat, flat.get_rect(center=r.center), 1.4, moving=True)
        return
    if kind == "face":  # an object card, or an ambush card face up
        img = art.face(sprite[1], w, h)
    elif kind == "mission":
        img = art.mission_card(sprite[1], w, h)
    else:
        img = art.back(sprite[1], w, h)
    art.blit_card(surface, img, r, 1.6, moving=True)
