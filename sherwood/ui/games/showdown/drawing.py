"""Drawing the Showdown table from the viewer's view: the wooded table and its mat (drawn once
per window size), each seat's plaque, piles, spoils, melee row and hand, and the road (the
travellers, the active one, the out-of-play pile and the stake), and the cards moving.

Cards still flying (the animation queue's hidden keys, see :mod:`.motion`) are left out, and
the numbers they will change (gold, totals, the stake) count them only once they land;
:func:`draw_sprite` draws them on their way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from sherwood.games.showdown.cards import FOOL, card
from sherwood.ui.games.showdown import art, geometry
from sherwood.ui.games.showdown import words as W
from sherwood.ui.games.showdown.geometry import Geo
from sherwood.ui.kit import piles
from sherwood.ui.kit.layer import Part, hidden_of
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box
from sherwood.ui.render.surfaces import source_size

if TYPE_CHECKING:
    from sherwood.ui.games.showdown.table import ShowdownTable


def _static_layer(table: ShowdownTable, size: tuple[int, int]) -> pygame.Surface:
    if table.background is not None and table.background.get_size() == size:
        return table.background
    T = table.T
    surf = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
    surf.blit(draw.wood(size), (0, 0))
    mat = T.rect(table.Z("table"))
    draw.blit_shadow(surf, mat, T.length(24), 1.2)
    surf.blit(draw.mat(mat.size, T.length(24)), mat)
    r8 = T.length(10)
    for zid in (
        "deck_far",
        "discard_far",
        "deck_near",
        "discard_near",
        "travellers",
        "out_of_play",
        "active",
        "melee_far",
        "melee_near",
        "spoils_far",
        "spoils_near",
        "hand_far",
    ):
        draw.inset(surf, T.rect(table.Z(zid)).inflate(T.length(10), T.length(10)), r8, 50)
    # the road the travellers come down
    road = T.rect((20, 320, 326, 360))
    pygame.draw.rect(
        surf, (*P.shade(P.FOREST_DEEP, 0.9),), road, width=T.length(2), border_radius=T.length(16)
    )
    table.background = surf
    return surf


def draw_table(table: ShowdownTable, surface: pygame.Surface, t: float) -> None:
    """The table in its drawing order, through ``table.layer`` (:mod:`sherwood.ui.kit.layer`):
    what moves by itself (the viewer's hand while it decides: lift under the pointer, pulse;
    its spoils while one may be sold) is drawn every frame, the rest kept. Each part says
    where it draws and which of the animation's hidden cards it shows, so that a card landing
    draws only the places it changes again."""
    v = table.view
    if v is None:
        return
    hidden = table.host.anim.hidden()
    geo = table.geometry(v)
    sell = tuple(sorted(table.offered_cards("spoils")))
    T = table.T
    near, far = table.viewer, 1 - table.viewer

    def flying(*kinds: str, seat: int | None = None) -> frozenset:
        return hidden_of(hidden, *kinds, seat=seat)  # what of the animation a part shows

    def part(moving: bool, name: str, draw_it, extent: pygame.Rect, key=None) -> Part:
        return Part(moving, _recording(table, name, draw_it), extent, name, key)

    parts: list[Part] = []
    for seat in (0, 1):
        score = table.shown_score(seat, hidden)
        parts += [
            part(False, f"plaque {seat}", lambda s, seat=seat: _draw_plaque(table, s, seat, geo, hidden),
                 geometry.plaque_extent(table, seat), (flying("passed", seat=seat), score)),
            part(False, f"piles {seat}", lambda s, seat=seat: _draw_piles(table, s, seat, geo, hidden),
                 geometry.piles_extent(table, geo, seat), flying("discard", seat=seat)),
            part(bool(sell) and seat == near, f"spoils {seat}",
                 lambda s, seat=seat: _draw_spoils(table, s, seat, geo, hidden, t),
                 geometry.spoils_extent(table, geo, seat), (flying("spoils", seat=seat), score)),
        ]
    parts.append(part(False, "road", lambda s: _draw_road(table, s, geo, hidden),
                      geometry.road_extent(table, geo), flying("active", "melee_r")))
    for seat in (0, 1):
        parts.append(part(False, f"melee {seat}",
                          lambda s, seat=seat: _draw_melee(table, s, seat, geo, hidden),
                          geometry.melee_extent(table, geo, seat), flying("melee", "melee_r", seat=seat)))
    parts += [
        part(False, "far hand", lambda s: _draw_far_hand(table, s, far, geo, hidden),
             geometry.hand_extent(table, geo, far), hidden[("handback", far)]),
        part(table.my_turn and table.show_hand, "near hand",
             lambda s: _draw_near_hand(table, s, geo, hidden, t),
             geometry.hand_extent(table, geo, near), flying("hand", "handback", seat=near)),
    ]
    key = (table.layout, v, table.viewer, table.show_hand, table.my_turn, sell, table.asking(),
           table.selected_ransom, T.design, T.screen)

    def underlay(layer: pygame.Surface) -> None:
        layer.blit(_static_layer(table, layer.get_size()), (0, 0))

    table.layer.draw_parts(surface, key, parts, underlay)
    table.faces_drawn = set().union(*(table.part_faces.get(p.name, ()) for p in parts))


def _recording(table: ShowdownTable, name: str, draw_it):
    """``draw_it``, keeping the faces it draws under ``name`` (``table.faces_drawn`` then
    holds every face on the screen, whether its part was drawn in this frame or kept)."""

    def drawn(surface: pygame.Surface) -> None:
        outer, table.faces_drawn = table.faces_drawn, set()
        try:
            draw_it(surface)
        finally:
            table.part_faces[name] = frozenset(table.faces_drawn)
            table.faces_drawn = outer

    return drawn


def _uncovered(
    table: ShowdownTable, boxes: Sequence[Box], next_left: Sequence[Box] | None = None
) -> list[int]:
    """Cards laid left to right in a row, each under the next one (whose left edge is that
    of ``next_left``'s box, by default the card's own): how many pixels of each show, 0 for
    a card shown whole."""
    rects = [table.T.rect(b) for b in boxes]
    lefts = [table.T.rect(b).x for b in (next_left or boxes)]
    out = []
    for i, r in enumerate(rects):
        nxt = lefts[i + 1] if i + 1 < len(rects) and rects[i + 1].y == r.y else None
        out.append(max(1, nxt - r.x) if nxt is not None and nxt < r.right else 0)
    return out


def _face(table: ShowdownTable, surface, c: str, rect: pygame.Rect, **kw) -> None:
    table.faces_drawn.add(c)
    art.draw_card(surface, c, rect, **kw)


def _label(
    table: ShowdownTable,
    surface,
    message: str,
    box: Box,
    dy: float = 8,
    colour=P.CREAM,
    size: float = 15,
    kind: str = "sans-bold",
    room: float | None = None,
) -> None:
    """``message`` centred under ``box``; wider than ``room`` board units (the box's width
    and a little, by default), its parts ("Deck · 11") go one under another."""
    T = table.T
    x, y, w, h = box
    px = T.px(size)
    width = T.length(room if room is not None else w + 12)
    lines = [message] if text.size(message, kind, px)[0] <= width else message.split(" · ")
    top = T.point(x + w / 2, y + h + dy)
    step = text.font(kind, px).get_linesize()
    for i, part in enumerate(lines):
        text.blit(surface, part, kind, px, colour, (top[0], top[1] + i * step), anchor="midtop",
                  shadow=(10, 20, 10))


def _draw_plaque(table: ShowdownTable, surface, seat: int, geo: Geo, hidden: Counter) -> None:
    T, v = table.T, table.view
    zone = table.layout.zone(table.zid("plaque", seat))
    r = T.rect(zone.shape.bounds)
    style = table.seat_style(seat)
    active = v.active_seat == seat
    if active:
        draw.blit_glow(surface, r, T.length(12), 170, style.light)
    draw.panel(surface, r, T.length(12))
    pygame.draw.rect(
        surface,
        style.colour,
        (r.x, r.y, r.w, T.length(8)),
        border_top_left_radius=T.length(12),
        border_top_right_radius=T.length(12),
    )
    b = T.length(44)
    surface.blit(icons.badge(style.symbol, b, style.colour), (r.x + T.length(10), r.y + T.length(16)))
    room = r.w - b - T.length(24)
    name = text.fit_paragraph(
        table.match.names[seat], "serif-bold", T.px(17), room, max_lines=2, leading=1.1, overflow="words"
    )
    ny = r.y + T.length(14) + (T.length(12) if len(name.lines) == 1 else 0)
    name.draw(surface, P.INK, (r.x + b + T.length(18), ny, 0, 0))
    near = table.side(seat) == "near"
    score_y = r.y + T.length(74 if not near else 96)
    score = str(table.shown_score(seat, hidden))
    text.blit(surface, score, "sans-bold", T.px(30), P.INK, (r.x + T.length(14), score_y))
    sw = text.size(score, "sans-bold", T.px(30))[0]
    text.blit(surface, W.GOLD, "serif-italic", T.px(18), P.INK_SOFT,
              (r.x + T.length(20) + sw, score_y + T.length(10)))
    slots_y = zone.slots[0].shape.bounds[1]
    left = zone.shape.bounds[0] + 12
    if near:
        tag = W.band_tag(table.show_hand, table.host.is_bot(seat))
        text.blit(surface, tag, "sans", T.px(13), P.INK_SOFT, (r.x + T.length(14), r.y + T.length(68)))
        words = W.passes_left(v.passes_left[seat])
        at = T.point(left, slots_y - 2)
        text.blit(surface, words, "sans-bold", T.px(13), P.INK, at, anchor="bottomleft")
    else:
        top = T.point(left, slots_y + 6)
        step = max(T.length(20), text.font("sans", T.px(13)).get_linesize())
        room = T.rect(zone.slots[0].shape.bounds).x - top[0] - T.length(2)  # left of the slots
        kind = "sans-bold" if text.size(W.PASSES, "sans-bold", T.px(13))[0] <= room else "sans"
        text.blit(surface, W.PASSES, kind, T.px(13), P.INK, top)
        words = W.left(v.passes_left[seat])
        text.blit(surface, words, "sans", T.px(13), P.INK_SOFT, (top[0], top[1] + step))
    passed = v.passed[seat]
    for i, box in enumerate(geo.passed[seat]):
        sr = T.rect(box)
        if i < len(passed) and ("passed", seat, passed[i]) not in hidden:
            _face(table, surface, passed[i], sr, shadow=0.4)
        else:
            draw.dashed_outline(surface, P.INK_SOFT, sr, 1, max(3, T.length(5)), T.length(4))


def _stack(table: ShowdownTable, surface, rect: pygame.Rect, count: int, back_kind: str) -> None:
    layers = min(4, (count + 5) // 6)
    off = max(1, table.T.length(2))
    for i in range(layers, 0, -1):
        r = rect.move(-i * off, -i * off)
        art.draw_card(surface, None, r, face_up=False, back_of=back_kind, shadow=1.0 if i == layers else 0)
    art.draw_card(surface, None, rect, face_up=False, back_of=back_kind, shadow=0 if layers else 1.0)


def _draw_piles(table: ShowdownTable, surface, seat: int, geo: Geo, hidden: Counter) -> None:
    T, v = table.T, table.view
    deck = T.rect(geo.deck[seat])
    n = v.deck_sizes[seat]
    if n:
        _stack(table, surface, deck, n, f"seat{seat}")
    else:
        draw.dashed_outline(surface, P.FOREST_LIGHT, deck, 2, T.length(8), T.length(6))
    _label(table, surface, W.deck_label(n), geo.deck[seat], dy=6)
    pile = [c for c in v.discards[seat] if ("discard", seat, c) not in hidden]
    dr = T.rect(geo.discard[seat])
    if pile:
        for i in range(min(2, len(pile) - 1), 0, -1):
            art.draw_card(surface, pile[-1 - i], dr.move(-i * T.length(2), -i * T.length(2)), shadow=0.5)
        _face(table, surface, pile[-1], dr)
    else:
        draw.dashed_outline(surface, P.FOREST_LIGHT, dr, 2, T.length(8), T.length(6))
    landed = len(v.discards[seat]) - sum(n for k, n in hidden.items() if k[:2] == ("discard", seat))
    _label(table, surface, W.discard_label(landed), geo.discard[seat], dy=6)


def _draw_spoils(table: ShowdownTable, surface, seat: int, geo: Geo, hidden: Counter, t: float) -> None:
    T = table.T
    x, y, w, h = table.Z(table.zid("spoils", seat))
    text.blit(surface, W.spoils_label(table.shown_score(seat, hidden)), "sans-bold", T.px(15), P.CREAM,
              T.point(x + 4, y - 2), shadow=(10, 20, 10))
    sell = set(table.offered_cards("spoils")) if seat == table.viewer else set()
    alpha = draw.pulse_alpha(t)
    if not geo.spoils[seat]:
        text.blit(surface, W.NOTHING_YET, "serif-italic", T.px(17), P.CREAM_DIM,
                  T.point(x + w / 2, y + h / 2 + 10), anchor="center")
    shown = _uncovered(table, [box for _, box in geo.spoils[seat]])
    for (c, box), visible in zip(geo.spoils[seat], shown, strict=True):
        if ("spoils", seat, c) in hidden:
            continue
        r = T.rect(box)
        _face(table, surface, c, r, shadow=0.7, glow=alpha if c in sell else 0, visible=visible)


def _draw_road(table: ShowdownTable, surface, geo: Geo, hidden: Counter) -> None:
    T, v = table.T, table.view
    tr = T.rect(geo.travellers)
    if v.traveller_deck_size:
        _stack(table, surface, tr, v.traveller_deck_size, "travellers")
    else:
        draw.dashed_outline(surface, P.FOREST_LIGHT, tr, 2, T.length(8), T.length(6))
    words = W.travellers_label(v.traveller_deck_size)
    if text.size(words, "sans-bold", T.px(15))[0] <= T.length(geo.travellers[2] + 12):
        _label(table, surface, words, geo.travellers, dy=4)
    else:  # a small window: the name under the deck, how many on it (no room for two lines)
        _label(table, surface, W.TRAVELLERS, geo.travellers, dy=4)
        tb = geo.travellers
        piles.count_disc(surface, T, (tb[0] + tb[2] - 6, tb[1] + tb[3] - 9), v.traveller_deck_size)
    oop = T.rect(geo.out_of_play)
    n = len(v.out_of_play)
    ox, oy, _, oh = table.Z("out_of_play")
    if n:
        for i in range(min(3, n)):
            art.draw_card(surface, None, oop.move(i * T.length(6), 0), face_up=False, back_of="travellers",
                          shadow=0.6)
    else:
        draw.dashed_outline(surface, P.FOREST_LIGHT, oop, 2, T.length(6), T.length(5))
    cx = T.point(ox + 8 + geo.out_of_play[2] + 14, oy + oh / 2)
    out_of, play = W.OUT_OF_PLAY_LINES
    if cx[0] + text.size(out_of, "sans", T.px(12))[0] > T.rect(table.Z("stake")).x - T.length(4):
        # a small window: no room for the words beside the pile; its count on it (its name
        # is in its tooltip)
        ob = geo.out_of_play
        piles.count_disc(surface, T, (ob[0] + ob[2] - 6, ob[1] + ob[3] - 9), n)
    else:
        text.blit(surface, str(n), "sans-bold", T.px(24), P.CREAM, (cx[0], cx[1] - T.length(14)),
                  shadow=(10, 20, 10))
        below = cx[1] + T.length(14)
        step = max(T.length(14), text.font("sans", T.px(12)).get_linesize())
        text.blit(surface, out_of, "sans", T.px(12), P.CREAM_DIM, (cx[0], below))
        text.blit(surface, play, "sans", T.px(12), P.CREAM_DIM, (cx[0], below + step))
    ar = T.rect(geo.active)
    t = v.active_traveller
    if t is not None and ("active", t) not in hidden:
        _face(table, surface, t, ar, shadow=1.3)
    else:
        draw.dashed_outline(surface, P.FOREST_LIGHT, ar, 2, T.length(10), T.length(10))
        text.blit(surface, W.THE_ROAD, "serif-italic", T.px(20), P.CREAM_DIM, ar.center, anchor="center")
    sr = T.rect(table.Z("stake"))
    draw.panel(surface, sr, T.length(10), shadowed=True)
    text.blit(surface, W.STAKE, "sans-bold", T.px(12), P.INK_SOFT, (sr.centerx, sr.y + T.length(6)),
              anchor="midtop")
    coin = icons.icon("coin", T.length(38), P.GOLD)
    laid = sum(  # ransoms still flying to the melee are not in the stake yet
        card(ransom).gold
        for s in (0, 1)
        for i, (_, ransom) in enumerate(v.melee[s])
        if ransom and ("melee_r", s, i) in hidden
    )
    value = str(v.stake - laid) if t is not None and ("active", t) not in hidden else "–"
    vw = text.size(value, "sans-bold", T.px(34))[0]
    total_w = coin.get_width() + T.length(8) + vw
    x0 = sr.centerx - total_w // 2
    cy = sr.y + T.length(54)
    surface.blit(coin, coin.get_rect(midleft=(x0, cy)))
    text.blit(surface, value, "sans-bold", T.px(34), P.INK, (x0 + coin.get_width() + T.length(8), cy),
              anchor="midleft")


def _draw_melee(table: ShowdownTable, surface, seat: int, geo: Geo, hidden: Counter) -> None:
    T, v = table.T, table.view
    zid = table.zid("melee", seat)
    row = T.rect(table.Z(zid))
    in_melee = v.phase == "melee" or bool(v.melee[seat])
    mover = v.phase == "melee" and v.active_seat == seat
    style = table.seat_style(seat)
    if mover:
        pygame.draw.rect(
            surface,
            (*P.GOLD,),
            row.inflate(T.length(10), T.length(10)),
            width=T.length(3),
            border_radius=T.length(10),
        )
    if not v.melee[seat]:
        name = table.match.names[seat]
        if in_melee:
            msg = W.NO_OUTLAW_LAID
        elif v.phase == "decide" and v.active_seat == seat and v.active_traveller != FOOL:
            msg = W.robs_here(name)
        else:
            msg = W.melee_side(name)
        if msg and not table.asking():  # the question box lies over the rows
            text.blit(surface, msg, "serif-italic", T.px(19), P.CREAM_DIM, row.center, anchor="center")
    entries = geo.melee[seat]
    lefts = [rbox or obox for _, _, obox, rbox in entries]  # a ransom lies left of its outlaw
    shown = _uncovered(table, [obox for _, _, obox, _ in entries], lefts)
    for i, (outlaw, ransom, obox, rbox) in enumerate(entries):
        if ransom and rbox and ("melee_r", seat, i) not in hidden:
            _face(table, surface, ransom, T.rect(rbox), shadow=0.8)
        if ("melee", seat, i) not in hidden:
            _face(table, surface, outlaw, T.rect(obox), shadow=1.0, visible=shown[i])
    info = T.rect(table.Z(table.zid("info", seat)))
    draw.panel(surface, info, T.length(10))
    pygame.draw.rect(
        surface,
        style.colour,
        (info.x, info.y, T.length(8), info.h),
        border_top_left_radius=T.length(10),
        border_bottom_left_radius=T.length(10),
    )
    x = info.x + T.length(20)
    b = T.length(28)
    top = info.y + T.length(10)
    surface.blit(icons.badge(style.symbol, b, style.colour), (x, top))
    role = W.role(v.robber, seat).upper()
    role_px, small_px, big_px = T.px(12), T.px(12), T.px(44)
    beside = x + b + T.length(8)
    if beside + text.size(role, "sans-bold", role_px)[0] <= info.right - T.length(6):
        at, anchor = (beside, top + b // 2), "midleft"
    else:  # a small window: the role under the badge
        at, anchor = (x, top + b + T.length(2)), "topleft"
    role_rect = text.blit(surface, role, "sans-bold", role_px, style.dark, at, anchor)
    flying = sum(card(o).combat for i, (o, _) in enumerate(v.melee[seat]) if ("melee", seat, i) in hidden)
    total = str(v.totals[seat] - flying) if in_melee else "–"
    label_y = max(info.y + T.length(50), role_rect.bottom + T.length(4))
    label_h = text.font("sans-bold", small_px).get_linesize()
    number_y = max(info.y + T.length(64), label_y + label_h)
    number_h = text.font("sans-bold", big_px).get_height()
    if number_y + number_h <= info.bottom - T.length(38):
        text.blit(surface, W.TOTAL, "sans-bold", small_px, P.INK_SOFT, (x, label_y))
        text.blit(surface, total, "sans-bold", big_px, P.INK, (x, number_y))
    else:  # no room for the total under its label: beside it, as large as the row holds
        label_w = text.size(W.TOTAL, "sans-bold", small_px)[0] + T.length(8)
        room = info.right - T.length(8) - x - label_w
        px = text.fit(total, "sans-bold", big_px, room, minimum=small_px)
        mid = label_y + text.font("sans-bold", px).get_height() // 2
        text.blit(surface, W.TOTAL, "sans-bold", small_px, P.INK_SOFT, (x, mid), "midleft")
        text.blit(surface, total, "sans-bold", px, P.INK, (x + label_w, mid), "midleft")
    if mover and v.min_legal[seat] is not None:
        pygame.draw.rect(
            surface,
            P.GOLD,
            (info.x + T.length(12), info.bottom - T.length(38), info.w - T.length(22), T.length(28)),
            border_radius=T.length(6),
        )
        text.blit(surface, W.needs(v.min_legal[seat]), "sans-bold", T.px(15), P.INK,
                  (info.centerx + T.length(4), info.bottom - T.length(24)), anchor="center")
    elif v.phase == "melee" and in_melee:
        text.blit(surface, W.waiting(v.min_legal[seat]), "serif-italic", T.px(16), P.INK_SOFT,
                  (info.centerx + T.length(4), info.bottom - T.length(24)), anchor="center")


def _draw_far_hand(table: ShowdownTable, surface, seat: int, geo: Geo, hidden: Counter) -> None:
    T = table.T
    boxes = geo.hand[seat]
    n = len(boxes) - hidden[("handback", seat)]
    for _c, box in boxes[: max(0, n)]:
        art.draw_card(surface, None, T.rect(box), face_up=False, back_of=f"seat{seat}", shadow=0.8)
    x, y, w, h = table.Z(table.zid("hand", seat))
    _label(table, surface, W.hand_label(max(0, n)), (x, y, w, h), dy=4)


def _draw_near_hand(table: ShowdownTable, surface, geo: Geo, hidden: Counter, t: float) -> None:
    T, v = table.T, table.view
    seat = table.viewer
    if not table.show_hand:
        boxes = geo.hand[seat]
        n = len(boxes) - hidden[("handback", seat)]
        for _c, box in boxes[: max(0, n)]:
            art.draw_card(surface, None, T.rect(box), face_up=False, back_of=f"seat{seat}", shadow=0.8)
        return
    offered = table.offered_cards("hand")  # the outlaws that fit the ransom picked, if any
    usable = set(table.usable_ransoms())
    playing = table.my_turn and v.phase in ("decide", "melee")
    alpha = draw.pulse_alpha(t)
    hover = table.hovered_hand_card(geo)
    entries = table.hand_boxes()
    covered = dict(zip((id(e) for e in entries), _uncovered(table, [e[1] for e in entries]), strict=True))
    ordered = [e for e in entries if e[0] != hover] + [e for e in entries if e[0] == hover]
    for entry in ordered:
        c, box, lift = entry
        if c is None or ("hand", seat, c) in hidden:
            continue
        x, y, w, h = box
        r = T.rect((x, y - lift, w, h))
        target = c in offered or c in usable
        glow, colour = 0, P.GOLD
        if playing and target:
            selected = c == table.selected_ransom
            glow, colour = (235, P.CREAM) if selected else (alpha, P.GOLD)
        dim = playing and not target
        visible = 0 if c == hover else covered[id(entry)]  # the card under the pointer lies on top
        _face(table, surface, c, r, shadow=1.0 + lift / 20, dim=dim, glow=glow, glow_colour=colour,
              visible=visible)
    if not geo.hand[seat]:
        hx, hy, hw, hh = table.Z(table.zid("hand", seat))
        text.blit(surface, W.HAND_EMPTY, "serif-italic", T.px(20), P.CREAM_DIM,
                  T.point(hx + hw / 2, hy + hh / 2), anchor="center")


def draw_sprite(
    table: ShowdownTable, surface: pygame.Surface, sprite: Any, box: Box, progress: float
) -> None:
    """One moving card: face up, face down, or a traveller turning over."""
    r = table.T.rect(box)
    kind = sprite[0]
    source = source_size(r.size, table.card_sizes())  # drawn at a size the table has, then scaled
    if kind == "face":
        art.draw_card(surface, sprite[1], r, shadow=1.6, moving=True, source=source)
    elif kind == "back":
        art.draw_card(
            surface, None, r, face_up=False, back_of=sprite[1], shadow=1.6, moving=True, source=source
        )
    elif kind == "reveal":
        squeeze = abs(1 - 2 * progress)
        w = max(2, int(r.w * squeeze))
        rr = pygame.Rect(0, 0, w, r.h)
        rr.center = r.center
        if progress < 0.5:
            img = art.back("travellers", *source)
        else:
            img = art.face(sprite[1], *source)
        draw.blit_shadow(surface, rr, art.radius(r.w), 1.6, moving=True)
        surface.blit(pygame.transform.smoothscale(img, rr.size), rr)
