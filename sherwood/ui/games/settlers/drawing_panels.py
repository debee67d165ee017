"""Everything around the island, drawn: the seats' plaques, the bank and the development
deck, the dice, the build panel with its costs as resource icons, and Longest Road and
Largest Army beside the island (the viewer's hand is :mod:`.drawing`'s).

Counts wait for what flies to them (:mod:`.motion`): a card still in the air is not yet in
the bank or a plaque's count (``hidden`` holds the keys of what has not landed).
"""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import TYPE_CHECKING

import pygame

from sherwood.games.settlers.content import COSTS
from sherwood.ui.games.settlers import geometry as geo
from sherwood.ui.games.settlers import words_table
from sherwood.ui.games.settlers.art import pictures, pieces
from sherwood.ui.kit.layer import hidden_of
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.settlers.table import SettlersTable
    from sherwood.ui.render.palette import SeatStyle

RESOURCES = geo.RESOURCES
TILE_ICON = {"development_card": None, "bank_trade": "coin", "offer": "figure", "end_turn": "moon"}


def title(table: SettlersTable, surface: pygame.Surface, words: str, box: Box, colour=P.CREAM) -> None:
    T = table.T
    text.line(
        surface,
        words,
        "serif-bold",
        T.px(22),
        colour,
        T.rect(box),
        "midleft",
        minimum=T.px(12),
        shadow=(0, 0, 0) if colour == P.CREAM else None,
    )


def count_badge(
    table: SettlersTable, surface: pygame.Surface, centre: tuple[int, int], n: int, px: int, colour=P.WAX
) -> None:
    """A round badge with ``n`` on it (how many cards a stack holds)."""
    r = max(6, px // 2)
    pygame.draw.circle(surface, P.shade(colour, 0.6), centre, r + max(1, px // 14))
    pygame.draw.circle(surface, colour, centre, r)
    box = pygame.Rect(0, 0, 2 * r, 2 * r)
    box.center = centre
    text.line(
        surface,
        str(n),
        "sans-bold",
        max(8, round(px * 0.62)),
        P.CREAM,
        box,
        "center",
        minimum=max(7, round(px * 0.4)),
    )


# --- the plaques ---------------------------------------------------------------------------------


def shown_hand_size(table: SettlersTable, seat: int, hidden: Counter) -> int:
    return max(0, table.view.hand_sizes[seat] - hidden[("plaque", seat)])


def draw_plaque(table: SettlersTable, surface: pygame.Surface, seat: int, hidden: Counter, t: float) -> None:
    """``seat``'s plaque: colour and symbol, name, public VP, cards in hand, development cards,
    knights played, road length, pieces left, Longest Road and Largest Army. The deciding
    seat's glows, pulsing; the plaque on it is a kept picture (:class:`kit.layer.Pictures`)."""
    T, v = table.T, table.view
    r = T.rect(geo.plaque_box(table, seat))
    deciding = v.prompt is not None and v.prompt.seat == seat and not v.over
    if deciding:
        draw.blit_glow(
            surface, r, T.length(12), draw.pulse_alpha(t, 150, 230) if table.host.anim.busy is False else 180
        )
    key = (v, hidden_of(hidden, "plaque", seat=seat), table.viewer, table.show_hand, T.design, T.screen)
    place = r.union(draw.shadow_extent(r, 0.6))
    table.pictures.blit(surface, ("plaque", seat), key, place, lambda s: _plaque(table, s, seat, hidden))


def _plaque(table: SettlersTable, surface: pygame.Surface, seat: int, hidden: Counter) -> None:
    T, v = table.T, table.view
    st = table.seat_style(seat)
    box = geo.plaque_box(table, seat)
    if seat == v.turn and not v.over:
        tag = "to play"
    elif v.winner == seat:
        tag = "winner"
    else:
        tag = ""
    label = table.match.seats[seat].split(":")[0]
    who = "bot" if label == "bot" else ("you" if seat == table.viewer and table.show_hand else "player")
    sub = f"{who} · {tag}" if tag else who
    # the points: the visible ones, and every one once the end reveals the VP cards (SR-B-11.4)
    vp = v.public_vp[seat] + (len(v.revealed_vp[seat]) if v.revealed_vp is not None else 0)
    plaque_head(table, surface, box, st, table.names[seat], sub, vp, tagged=bool(tag))
    x, y, w, _h = box
    # row: cards, development cards, knights, road length
    row = y + 58
    items = [
        (pictures.card_back("resource", T.length(16), T.length(22)), shown_hand_size(table, seat, hidden)),
        (pictures.card_back("dev", T.length(16), T.length(22)), v.dev_counts[seat]),
        (icons.icon("knight", T.length(22), P.INK_SOFT), v.played_knights[seat]),
        (pictures.special_card("road", T.length(16), T.length(22)), v.road_lengths[seat]),
    ]
    _icon_row(table, surface, items, x + 18, row, (w - 36) / 4)
    # row: pieces left, then the special cards held
    s_left, c_left, r_left = v.pieces_left[seat]
    size = T.length(22)
    items = [
        (pieces.building(seat, size * 0.9, False), s_left),
        (pieces.building(seat, size * 0.9, True), c_left),
        (pieces.road(seat, T.length(24), 30), r_left),
    ]
    _icon_row(table, surface, items, x + 18, y + 88, 58)
    specials = [k for k, holder in (("road", v.longest_road), ("army", v.largest_army)) if holder == seat]
    for i, which in enumerate(specials):
        cr = T.rect((x + w - 40 - i * 34, y + 64, 28, 40))
        pictures.blit_card(surface, pictures.special_card(which, cr.w, cr.h), cr, 0.5)


def plaque_head(
    table: SettlersTable,
    surface: pygame.Surface,
    box: Box,
    style: SeatStyle,
    name: str,
    sub: str | tuple[str, ...],
    vp: int,
    *,
    tagged: bool = False,
) -> None:
    """A plaque's panel and head, the seats' and Robin's alike: the band in the seat's colour,
    its badge, ``name`` over ``sub`` (in bold gold when ``tagged``: "to play", "winner"), and
    ``vp`` over "VP of" the target on the right."""
    T = table.T
    r = T.rect(box)
    corner = T.length(12)
    draw.panel(surface, r, corner)
    band = pygame.Rect(r.x, r.y, T.length(9), r.h)
    pygame.draw.rect(
        surface, style.colour, band, border_top_left_radius=corner, border_bottom_left_radius=corner
    )
    x, y, w, _h = box
    surface.blit(icons.badge(style.symbol, T.length(42), style.colour), T.point(x + 18, y + 8))
    name_box = T.rect((x + 68, y + 6, w - 150, 28))
    text.line(surface, name, "serif-bold", T.px(24), P.INK, name_box, "midleft", minimum=T.px(13))
    text.line(
        surface,
        sub,
        "sans-bold" if tagged else "sans",
        T.px(13),
        P.GOLD_DEEP if tagged else P.INK_SOFT,
        T.rect((x + 68, y + 32, w - 150, 18)),
        "midleft",
        minimum=T.px(9),
    )
    text.line(
        surface,
        str(vp),
        "sans-bold",
        T.px(32),
        P.INK,
        T.rect((x + w - 78, y + 2, 64, 40)),
        "midright",
        minimum=T.px(18),
    )
    text.line(
        surface,
        (f"VP of {table.target}", f"of {table.target}"),
        "sans",
        T.px(12),
        P.INK_SOFT,
        T.rect((x + w - 96, y + 40, 84, 14)),
        "midright",
        minimum=T.px(8),
    )


def _icon_row(table: SettlersTable, surface: pygame.Surface, items, x: float, y: float, step: float) -> None:
    T = table.T
    for i, (img, n) in enumerate(items):
        left = x + i * step
        spot = T.rect((left, y, 26, 24))
        surface.blit(img, img.get_rect(center=spot.center))
        # a readable count may reach to the next icon in a small window, never past it
        text.blit(surface, str(n), "sans-bold", T.px(16), P.INK, T.point(left + 28, y + 12), "midleft")


# --- the bank, the deck, the dice ---------------------------------------------------------------------


def draw_bank(table: SettlersTable, surface: pygame.Surface, hidden: Counter) -> None:
    T, v = table.T, table.view
    zone = T.rect(table.Z("bank"))
    draw.inset(surface, zone, T.length(12), alpha=70)
    x, y, w, _ = table.Z("bank")
    title(table, surface, "Bank", (x + 12, y + 4, w - 24, 28))
    for what, row in geo.bank_rows(table):
        cbox = geo.bank_card(row)
        card = T.rect(cbox)
        rx, ry, rw, rh = row
        words = T.rect((cbox[0] + cbox[2] + 12, ry, rx + rw - cbox[0] - cbox[2] - 12, rh))
        if what == "deck":
            n = v.deck_size
            if n:
                pictures.blit_card(surface, pictures.card_back("dev", card.w, card.h), card, 0.6)
            else:
                draw.dashed_outline(surface, P.CREAM_DIM, card, radius=T.length(5))
            top = pygame.Rect(words.x, words.y, words.w, words.h // 2)
            words_ = ("Development", "Dev. cards")
            text.line(surface, words_, "sans", T.px(14), P.CREAM_DIM, top, "bottomleft", minimum=T.px(9))
            low = pygame.Rect(words.x, words.centery, words.w, words.h // 2)
            text.line(surface, f"{n} cards", "sans-bold", T.px(18), P.CREAM, low, "topleft", minimum=T.px(10))
            continue
        i = RESOURCES.index(what)
        n = v.bank[i] - hidden[("bank", what)] + hidden[("bankout", what)]
        if n > 0:
            pictures.blit_card(surface, pictures.resource_card(what, card.w, card.h), card, 0.6)
        else:
            draw.dashed_outline(surface, P.CREAM_DIM, card, radius=T.length(5))
        top = pygame.Rect(words.x, words.y, words.w, words.h // 2)
        text.line(surface, what.title(), "sans", T.px(14), P.CREAM_DIM, top, "bottomleft", minimum=T.px(9))
        low = pygame.Rect(words.x, words.centery, words.w, words.h // 2)
        text.line(
            surface,
            str(max(0, n)),
            "sans-bold",
            T.px(20),
            P.CREAM if n > 2 else P.GOLD,
            low,
            "topleft",
            minimum=T.px(10),
        )


def draw_dice(table: SettlersTable, surface: pygame.Surface, hidden: Counter, t: float, glow: bool) -> None:
    T, v = table.T, table.view
    zone = T.rect(table.Z("dice"))
    draw.inset(surface, zone, T.length(12), alpha=70)
    x, y, w, h = table.Z("dice")
    title(table, surface, "Dice", (x + 12, y + 2, w - 24, 28))
    a, b = geo.dice_boxes(table)
    if glow:
        both = T.rect(a).union(T.rect(b))
        draw.blit_glow(surface, both, T.length(12), draw.pulse_alpha(t))
    if v.dice is None or hidden[("dice",)]:
        for box in (a, b):
            draw.dashed_outline(surface, P.CREAM_DIM, T.rect(box), radius=T.length(10))
        words = "Roll!" if glow else ("Rolling…" if hidden[("dice",)] else "Not rolled yet")
        text.line(
            surface,
            words,
            "sans",
            T.px(15),
            P.CREAM_DIM,
            T.rect((x, y + h - 30, w, 26)),
            "center",
            minimum=T.px(9),
        )
        return
    d1, d2 = v.dice
    for box, value in ((a, d1), (b, d2)):
        r = T.rect(box)
        draw.blit_shadow(surface, r, T.length(10), 0.8)
        surface.blit(pictures.die_face(value, r.w), r)
    total = d1 + d2
    if total == 7:
        words = ("7: Robin strikes!" if table.solo else "7: the robber!") if v.rolled else "Last roll: 7"
    else:
        words = f"Rolled {total}" if v.rolled else f"Last roll: {total}"
    text.line(
        surface,
        words,
        "sans-bold",
        T.px(16),
        P.GOLD if total == 7 else P.CREAM,
        T.rect((x, y + h - 30, w, 26)),
        "center",
        minimum=T.px(9),
    )


# --- the build panel ----------------------------------------------------------------------------------


def tile_states(table: SettlersTable) -> dict[str, str]:
    """Each tile's state: ``"on"`` (on offer), ``"picked"`` (its places glow now), ``"off"``."""
    offered = {o.key[1] for o in table.offered("panel")}
    picked = table.picked_tile()
    out = {}
    for tile in geo.tiles(table):
        if tile == picked:
            out[tile] = "picked"
        elif tile == "offer":
            out[tile] = "on" if table.can_offer() else "off"
        else:
            out[tile] = "on" if tile in offered else "off"
    return out


def draw_build_panel(table: SettlersTable, surface: pygame.Surface, t: float) -> None:
    draw_build_base(table, surface)
    draw_tiles(table, surface, t)


def draw_build_base(table: SettlersTable, surface: pygame.Surface) -> None:
    """The build panel's zone and title (its tiles go on top, :func:`draw_tiles`)."""
    T = table.T
    x, y, w, h = table.Z("build")
    zone = T.rect((x, y, w, h))
    draw.inset(surface, zone, T.length(12), alpha=70)
    title(table, surface, "Build & trade", (x + 12, y + 6, w - 24, 28))


def tile_extent(table: SettlersTable) -> pygame.Rect:
    """Where the tiles draw: their glows and shadows, over the zone."""
    T = table.T
    rects = [T.rect(box) for box in geo.tile_boxes(table).values()]
    reach = [draw.glow_extent(r).union(draw.shadow_extent(r, 0.8)) for r in rects]
    return T.rect(table.Z("build")).unionall(reach)


def draw_tiles(table: SettlersTable, surface: pygame.Surface, t: float) -> None:
    """The tiles: on offer they pulse (with ``t``) and light up under the pointer."""
    T = table.T
    open_dialog = table.composer is not None or table.current_picker() is not None
    states = (
        tile_states(table) if table.my_turn and not open_dialog else dict.fromkeys(geo.tiles(table), "off")
    )
    mouse = table.host.mouse
    seat = table.viewer
    for tile, box in geo.tile_boxes(table).items():
        state = states[tile]
        r = T.rect(box)
        over = r.collidepoint(mouse) and state != "off"
        if state == "on" and not table.host.anim.busy:
            draw.blit_glow(surface, r, T.length(10), draw.pulse_alpha(t, 60, 150))
        key = (state, over, seat, T.design, T.screen)
        place = r.union(draw.shadow_extent(r, 0.8))
        paint = partial(_tile, table, tile=tile, box=box, state=state, over=over)
        table.pictures.blit(surface, ("tile", tile), key, place, paint)


def _tile(table: SettlersTable, surface: pygame.Surface, tile: str, box: Box, state: str, over: bool) -> None:
    """One tile of the build panel (its glow aside)."""
    T = table.T
    seat = table.viewer
    r = T.rect(box)
    if state == "off":
        fill = P.mix(P.PARCHMENT, P.OAK_BOTTOM, 0.35)
    else:
        fill = P.mix(P.PARCHMENT_LIGHT, P.GOLD, 0.5 if state == "picked" else (0.3 if over else 0.08))
    if state != "off":
        draw.blit_shadow(surface, r, T.length(10), 0.8)
    pygame.draw.rect(surface, fill, r, border_radius=T.length(10))
    edge = P.GOLD_DEEP if state == "picked" else (P.BRASS if state == "on" else P.shade(P.BRASS, 0.7))
    pygame.draw.rect(
        surface,
        edge,
        r,
        width=max(1, T.length(3 if state == "picked" else 2)),
        border_radius=T.length(10),
    )
    ink = P.INK if state != "off" else P.shade(P.INK_SOFT, 0.85)
    bx, by, bw, bh = box
    pic = T.rect((bx + 8, by + 6, 48, bh - 12))
    img = _tile_picture(table, tile, seat, min(pic.w, pic.h))
    if img is not None:
        if state == "off":
            img = img.copy()
            img.set_alpha(120)
        surface.blit(img, img.get_rect(center=pic.center))
    label = words_table.TILE_WORDS[tile]
    cost = COSTS.get(tile)
    words = T.rect((bx + 62, by + 4, bw - 70, bh * 0.48) if cost is not None else (bx + 62, by, bw - 70, bh))
    text.line(surface, label, "serif-bold", T.px(21), ink, words, "midleft",
              minimum=T.px(12), overflow="words")
    if cost is not None:
        _costs(table, surface, cost, (bx + 62, by + bh * 0.52, bw - 70, bh * 0.42), state == "off")


def _tile_picture(table: SettlersTable, tile: str, seat: int, px: int) -> pygame.Surface | None:
    if tile == "road":
        return pieces.road(seat, px * 1.2, 30)
    if tile in ("settlement", "city"):
        return pieces.building(seat, px * 0.85, tile == "city")
    if tile == "development_card":
        return pictures.card_back("dev", round(px * 0.66), px)
    symbol = TILE_ICON.get(tile)
    return icons.icon(symbol, round(px * 0.8), P.INK_SOFT) if symbol else None


def _costs(table: SettlersTable, surface: pygame.Surface, cost, box: Box, dim: bool) -> None:
    """A cost as a row of resource icons (one per card)."""
    T = table.T
    _x, _y, w, h = box
    px = T.length(min(h, 26))
    n = sum(cost)
    step = min(px + T.length(2), T.length(w) / max(1, n))
    left = T.rect(box).x
    top = T.rect(box).centery - px // 2
    i = 0
    for r, k in enumerate(cost):
        for _ in range(k):
            img = pictures.resource_icon(RESOURCES[r], px)
            if dim:
                img = img.copy()
                img.set_alpha(130)
            surface.blit(img, (left + round(i * step), top))
            i += 1


# --- Longest Road and Largest Army beside the island ------------------------------------------------


def draw_specials(table: SettlersTable, surface: pygame.Surface) -> None:
    T, v = table.T, table.view
    for which, (card, words) in geo.special_boxes(table).items():
        holder = v.longest_road if which == "road" else v.largest_army
        r = T.rect(card)
        img = pictures.special_card(which, r.w, r.h)
        if holder is None:
            img = img.copy()
            img.set_alpha(110)
        else:
            draw.blit_glow(surface, r, T.length(6), 90, table.seat_style(holder).colour)
        pictures.blit_card(surface, img, r, 0.7 if holder is not None else 0.3)
        colour = P.CREAM if holder is not None else P.CREAM_DIM
        text.paragraph(
            surface,
            words_table.special_words(table, which),
            "sans-bold",
            T.px(14),
            colour,
            T.rect(words),
            "midtop",
            max_lines=2,
            minimum=T.px(9),
            shadow=(0, 0, 0),
        )
