"""The Merry Men table drawn from the view, over the printed board (:mod:`.art.board`): the
pieces standing on the board, and the moving pieces of the animation.

Figures stand where the layout puts their slot (:mod:`.geometry`): Merry Men, guards, traps
and bail in the hideouts, Merry Men in main areas, at the Construction Yard and on the
Crusade, carriages on road spaces and in the depot, penny stacks, guards on the track,
prisoners on their level, heroes and villains at their spots, markers on the renown and
round tracks. A piece that an animation is still carrying is left out here (``hidden``
counts them by the keys :mod:`.motion` gives its tweens), so nothing is ever in two places.

A moving piece is a sprite, a small tuple drawn by :func:`draw_sprite` at the box its tween
has reached (ART.md "Motion"): ``("figure", code)``, ``("guard",)`` or ``("guard", "fade")``,
``("villain", id)``, ``("hero", seat, hero)``, ``("carriage", weapon, flat)``, ``("penny",)``,
``("barricade", seat)``, ``("trap", seat)``, ``("res", kind, n)``,
``("die", kind, face, success, settled)``, ``("tray", purpose, hits, needed)``,
``("card", id)``, ``("loot", tile)``, ``("banner", text)``. The dice tray under a roll and
the banner across the board (a new round, a new phase) are sprites like the others, held
still while their step plays.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Hashable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from sherwood.games.merry_men.content import load_content
from sherwood.games.merry_men.facts import AGENT, GATHERING, ROADS, TUCK, WEAPONS
from sherwood.games.merry_men.hero_trades import free_left
from sherwood.ui.games.merry_men import art
from sherwood.ui.games.merry_men import words as W
from sherwood.ui.games.merry_men import words_table as WT
from sherwood.ui.games.merry_men.art import board_places
from sherwood.ui.games.merry_men.geometry import (
    FIGURE,
    carriage_box_at,
    centred,
    depot_box,
    figure_boxes,
    hero_boxes,
    hideout_box,
    penny_box,
    prison_boxes,
    track_box,
    villain_box,
)
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.merry_men.table import MerryMenTable

C = load_content()
VILLAINS = ("sheriff", "guy", "john")


def carriage_weapon(carriage_id: str) -> str:
    c = C.carriages[carriage_id]
    return c.weapon or next((w.id for w in C.weapons.values() if w.colour == c.colour), "bow")


# --- drawing ----------------------------------------------------------------------------------


@lru_cache(maxsize=128)
def _ring(w: int, h: int, circle: bool, width: int) -> pygame.Surface:
    """A gold outline with a soft outer halo and a faint fill: a spot that can be clicked,
    without hiding what is printed or standing there."""
    pad = width * 3
    s = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    box = pygame.Rect(pad, pad, w, h)
    radius = min(w, h) // 2 if circle else max(4, min(w, h) // 6)
    for k, alpha in ((3, 60), (2, 110), (1, 170)):
        pygame.draw.rect(
            s,
            (*P.GOLD, alpha),
            box.inflate(2 * width * k, 2 * width * k),
            width=width,
            border_radius=radius + width * k,
        )
    pygame.draw.rect(s, (*P.GOLD, 80), box, border_radius=radius)
    pygame.draw.rect(s, (*P.shade(P.GOLD_DEEP, 0.8), 255), box, width=width, border_radius=radius)
    inner = box.inflate(-2 * width, -2 * width)
    pygame.draw.rect(
        s,
        (*P.mix(P.GOLD, (255, 255, 255), 0.5), 255),
        inner.inflate(2, 2),
        width=max(1, width // 2),
        border_radius=max(1, radius - width),
    )
    return s


def glow_spot(table: MerryMenTable, surface: pygame.Surface, box: Box, alpha: int) -> None:
    """Mark a board spot that can be clicked now (hideouts are round, areas square)."""
    r = table.T.rect(box)
    circle = abs(r.w - r.h) <= 2 and r.w < table.T.length(80)
    width = max(3, table.T.length(4))
    ring = _ring(r.w, r.h, circle, width)
    ring.set_alpha(alpha)
    surface.blit(ring, (r.x - width * 3, r.y - width * 3))


def blit_centred(surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect) -> None:
    surface.blit(image, image.get_rect(center=rect.center))


def figure_image(table: MerryMenTable, figure: int, px: int, lifted: bool = False) -> pygame.Surface:
    if figure == TUCK:
        return art.tuck(px)
    if figure == AGENT:
        return art.agent(px)
    st = table.seat_style(figure)
    return art.meeple(st.colour, px, symbol=st.symbol, lifted=lifted)


@lru_cache(maxsize=64)
def _hero_image(hero: str, colour, symbol: str, px: int) -> pygame.Surface:
    image = art.hero(hero, colour, px).copy()
    size = max(8, int(px * 0.42))
    image.blit(icons.badge(symbol, size, colour), (px - size, px - size))
    return image


def hero_image(table: MerryMenTable, seat: int, hero: str, px: int) -> pygame.Surface:
    """A hero standee with its player's badge (colour and symbol) at its feet: the standee's
    own colours are the hero's, so the badge says whose it is."""
    st = table.seat_style(seat)
    return _hero_image(hero, st.colour, st.symbol, px)


def count_label(surface: pygame.Surface, rect: pygame.Rect, n: int, px: int, fill=P.INK) -> None:
    """A small dark pill with a number at the bottom right of ``rect``."""
    s = str(n)
    w, h = text.size(s, "sans-bold", px)
    pill = pygame.Rect(0, 0, w + px // 2 + 2, h + 2)
    pill.center = (rect.right - pill.w // 3, rect.bottom - pill.h // 3)
    if pill.h > rect.h // 2:  # a readable number on a small piece: clear of a caption below it
        pill.bottom = min(pill.bottom, rect.bottom + 2)
    pygame.draw.rect(surface, fill, pill, border_radius=pill.h // 2)
    pygame.draw.rect(surface, P.CREAM_DIM, pill, width=1, border_radius=pill.h // 2)
    text.blit(surface, s, "sans-bold", px, P.CREAM, pill.center, anchor="center")


def take(hidden: Counter, key: Hashable) -> bool:
    """True (and one fewer hidden) if an animation still carries a piece with ``key``."""
    if hidden.get(key, 0) > 0:
        hidden[key] -= 1
        return True
    return False


def draw_pieces(table: MerryMenTable, surface: pygame.Surface, hidden: Counter) -> None:
    hidden = Counter(hidden)
    v = table.view
    b = v.board
    T = table.T
    fig_px = T.length(FIGURE)
    # gathering places: hideouts, main areas
    for loc in GATHERING:
        for i in range(4):
            r = T.rect(hideout_box(table, loc, i + 1))
            trap = b["traps"][loc][i]
            if trap is not None and not take(hidden, ("trap", loc, i + 1)):
                img = art.trap(table.seat_style(trap).colour, max(8, int(r.h * 0.55)))
                surface.blit(img, img.get_rect(center=(r.x + r.w * 0.28, r.bottom - r.h * 0.22)))
            occ = b["occupant"][loc][i]
            guard = b["guards"][loc][i]
            if occ is not None and not take(hidden, ("hideout", loc, i + 1)):
                img = figure_image(table, occ, int(r.h * (0.8 if guard else 0.95)))
                surface.blit(img, img.get_rect(center=(r.centerx - (r.w * 0.18 if guard else 0), r.centery)))
            if guard and not take(hidden, ("guard", loc, i + 1)):
                img = art.guard(int(r.h * (0.8 if occ is not None else 0.95)))
                surface.blit(
                    img, img.get_rect(center=(r.centerx + (r.w * 0.2 if occ is not None else 0), r.centery))
                )
            bail = b["bail"][loc][i]
            if bail:
                img = art.resource(bail, max(8, r.h // 3))
                surface.blit(img, img.get_rect(center=(r.right - r.w * 0.12, r.y + r.h * 0.15)))
        main = b["main"][loc]
        boxes = figure_boxes(table, ("main", loc), len(main))
        for fig, box in zip(main, boxes, strict=True):
            if not take(hidden, ("main", loc, fig)):
                blit_centred(surface, figure_image(table, fig, fig_px), T.rect(box))
    # Construction Yard and Crusade
    yard = list(b["yard"])
    for fig, box in zip(yard, figure_boxes(table, ("figures", "construction_yard"), len(yard)), strict=True):
        if not take(hidden, ("figures", "construction_yard", fig)):
            blit_centred(surface, figure_image(table, fig, fig_px), T.rect(box))
    crusade = [seat for seat in range(table.seats) for _ in range(b["messengers"][seat])]
    for fig, box in zip(crusade, figure_boxes(table, ("figures", "crusade"), len(crusade)), strict=True):
        if not take(hidden, ("figures", "crusade", fig)):
            blit_centred(surface, figure_image(table, fig, fig_px), T.rect(box))
    _draw_roads(table, surface, hidden)
    _draw_tracks(table, surface, hidden)
    _draw_prison(table, surface, hidden)
    _draw_stores(table, surface, hidden)
    if free_left(v):  # MM-9.6: Little John's purchases are free in this move
        board_places.free_prices(table.board, T, surface)
    _draw_villains_and_heroes(table, surface, hidden)
    _draw_threat(table, surface, hidden)


def _draw_roads(table: MerryMenTable, surface: pygame.Surface, hidden: Counter) -> None:
    v, T = table.view, table.T
    b = v.board
    for road in ROADS:
        for slot, seat in enumerate(b["barricades"][road], start=1):
            if take(hidden, ("barricade", road, slot)):
                continue
            x, y = table.board.road_space(road, f"B{slot}")
            r = T.rect(centred(x, y, 36))
            blit_centred(surface, art.barricade(table.seat_style(seat).colour, r.h), r)
        for i, cid in enumerate(b["carriages"][road]):
            if cid is None or take(hidden, ("carriage", cid)):
                continue
            r = T.rect(carriage_box_at(table, road, "S" if i == 0 else f"W{i}"))
            blit_centred(surface, art.carriage(carriage_weapon(cid), r.h), r)
        n = shown_pennies(b, road, hidden)
        r = T.rect(penny_box(table, road))
        blit_centred(surface, art.penny_stack(n, r.h, label=False), r)
        count_label(surface, r, n, T.px(17), P.WAX if n <= 2 else P.INK)
        if n <= 2:  # MM-3.4: an empty road loses the game
            pygame.draw.circle(surface, P.WAX, r.center, r.w // 2 + T.length(5), width=max(2, T.length(3)))


def _draw_tracks(table: MerryMenTable, surface: pygame.Surface, hidden: Counter) -> None:
    v, T = table.view, table.T
    b = v.board
    for n in range(1, b["track"] + 1):
        if not take(hidden, ("track", n)):
            r = T.rect(track_box(table, n))
            blit_centred(surface, art.guard(r.h), r)
    for n, slot in enumerate(b["depot"], start=1):
        if slot is None or take(hidden, ("depot", n)):
            continue
        r = T.rect(depot_box(table, n))
        blit_centred(surface, art.carriage(carriage_weapon(slot[0]), r.h, flat=bool(slot[1])), r)
    # renown markers: one small disc per seat at its own corner of the space, so the printed
    # number stays readable and four seats can share a space
    corners = ((-11, -10), (11, -10), (-11, 10), (11, 10))
    for seat in range(table.seats):
        x, y = table.board.track_space("renown", min(15, b["renown"][seat]))
        dx, dy = corners[seat % 4]
        r = T.rect(centred(x + dx, y + dy, 15))
        st = table.seat_style(seat)
        pygame.draw.circle(surface, P.shade(st.colour, 0.5), (r.centerx + 1, r.centery + 1), r.w // 2 + 1)
        pygame.draw.circle(surface, st.colour, r.center, r.w // 2)
        pygame.draw.circle(surface, P.CREAM, r.center, r.w // 2, width=1)
    x, y = table.board.track_space("round", min(5, b["round"]))
    r = T.rect(centred(x, y, 26))
    pygame.draw.circle(surface, P.shade(P.WAX, 0.6), (r.centerx + 1, r.centery + 2), r.w // 2)
    pygame.draw.circle(surface, P.WAX, r.center, r.w // 2)
    pygame.draw.circle(surface, P.GOLD, r.center, r.w // 2, width=max(1, T.length(2)))


def _draw_prison(table: MerryMenTable, surface: pygame.Surface, hidden: Counter) -> None:
    v, T = table.view, table.T
    b = v.board
    levels: dict[int, list[int]] = {1: [], 2: [], 3: [], 4: []}
    for fig, level in b["prison"]:
        levels[level].append(fig)
    for seat in range(table.seats):
        levels[4] += [seat] * b["hanged"][seat]
    if b.get("tuck_at") == "gallows":
        levels[4].append(TUCK)
    for level, figs in levels.items():
        for fig, box in zip(figs, prison_boxes(table, level, len(figs)), strict=True):
            if take(hidden, ("prison", fig, level)):
                continue
            img = figure_image(table, fig, T.length(box[3]))
            if level == 4:
                img = img.copy()
                img.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
            blit_centred(surface, img, T.rect(box))


def _draw_stores(table: MerryMenTable, surface: pygame.Surface, hidden: Counter) -> None:
    """The Sheriff's hideout, the Armory, the bags, the decks, the ransom tile, the chapel."""
    v, T = table.view, table.T
    b = v.board
    small = T.px(15)
    for res in ("wood", "iron", "tools", "distraction", "pennies"):
        x, y, rr = table.board.spot("sheriff_hideout", res)
        r = T.rect(centred(x, y, 2 * rr))
        blit_centred(surface, art.resource(res, r.h), r)
        count_label(surface, r, b["sheriff"][res] - hidden.get(("arriving", "sheriff", res), 0), small)
    for weapon in WEAPONS:
        x, y, rr = table.board.spot("armory", weapon)
        r = T.rect(centred(x, y, 2 * rr))
        blit_centred(surface, art.die(weapon, None, r.h), r)
        landed = b["armory"][weapon] - hidden.get(("arriving_die", "armory", weapon), 0)
        count_label(surface, r, landed, small)
    for bag, n in (("carriage_bag", len(b["carriage_bag"])), ("loot_bag", len(b["loot_bag"]))):
        r = T.rect(table.board.zone_box(bag))
        count_label(surface, r.inflate(-r.w // 4, -r.h // 4), n, T.px(17))
    decks = v.deck_sizes
    _pile(table, surface, "merry_men_deck", "merry_men", decks.get("mm_deck", 0))
    _face_pile(table, surface, "merry_men_discard", b["mm_discard"], art.mm_card)
    _pile(table, surface, "villain_deck", "villain", decks.get("villain_deck", 0))
    _face_pile(table, surface, "villain_discard", b["villain_discard"], art.villain_card)
    if b.get("spies"):
        _pile(table, surface, "spy_deck", "spy", decks.get("spy_deck", 0))
    if table.seats == 1:
        _pile(table, surface, "edict_deck", "edict", decks.get("edict_deck", 0))
        _face_pile(table, surface, "edict_discard", b["edicts_revealed"], art.edict_card)
    if b.get("ransom_face"):
        r = T.rect(table.layout.zone("fortress").slot("ransom").shape.bounds)
        blit_centred(surface, art.ransom_tile(b["ransom_face"], min(r.w, r.h)), r)
    if b.get("friar_tuck") and b.get("tuck_at") == "chapel" and not take(hidden, ("tuck",)):
        x, y, rr = table.board.spot("chapel", "tuck")
        r = T.rect(centred(x, y, FIGURE))
        blit_centred(surface, art.tuck(r.h), r)
    if b.get("golden_arrow"):
        x, y, rr = table.board.spot("archery_range", "pot")
        r = T.rect(centred(x, y, 2 * rr))
        blit_centred(surface, art.penny_stack(b["pot"], r.h), r)
        count_label(surface, r, b["pot"], small)


def _pile(table: MerryMenTable, surface: pygame.Surface, zone: str, deck: str, n: int) -> None:
    T = table.T
    r = T.rect(table.board.zone_box(zone))
    if n <= 0:
        return
    for k in range(min(3, max(0, n - 1)), -1, -1):
        rk = r.move(T.length(2) * k, -T.length(2) * k)
        surface.blit(art.card_back(deck, rk.w, rk.h), rk)
    count_label(surface, r, n, T.px(16))


def _face_pile(table: MerryMenTable, surface: pygame.Surface, zone: str, cards, face) -> None:
    if not cards:
        return
    r = table.T.rect(table.board.zone_box(zone))
    surface.blit(face(cards[-1], r.w, r.h), r)


def _draw_villains_and_heroes(table: MerryMenTable, surface: pygame.Surface, hidden: Counter) -> None:
    v, T = table.view, table.T
    b = v.board
    for villain in VILLAINS:
        loc = b["villains"][villain]
        if take(hidden, ("villain", villain)):
            continue
        r = T.rect(villain_box(table, villain, loc))
        blit_centred(surface, art.villain(villain, r.h), r)
    at: dict[str, list[int]] = {}
    for seat in range(table.seats):
        loc = b["hero_loc"][seat]
        if loc:
            at.setdefault(loc, []).append(seat)
    for loc, seats in at.items():
        for seat, box in zip(seats, hero_boxes(table, loc, len(seats)), strict=True):
            if take(hidden, ("hero", seat)):
                continue
            r = T.rect(box)
            lifted = seat == v.active_seat
            blit_centred(
                surface, hero_image(table, seat, b["heroes"][seat], int(r.h * (1.08 if lifted else 1))), r
            )


def shown_pennies(board, road: str, hidden: Counter) -> int:
    """A road's penny count as the eye follows it: pennies still flying off count as there,
    pennies still flying in do not (the view already holds the count after the command)."""
    return board["pennies"][road] + hidden.get(("leaving", road), 0) - hidden.get(("arriving", road), 0)


def _draw_threat(table: MerryMenTable, surface: pygame.Surface, hidden: Counter) -> None:
    """How close Prince John is (MM-3.4, MM-3.5), under the board: the pennies left on each
    road and the free spaces of the guard track, in wax red when two or fewer are left."""
    v, T = table.view, table.T
    b = v.board
    bx, _, bw, _ = table.board.panel("board")
    _, cy, _, ch = table.board.panel("caption")
    px = T.px(18)
    y = T.rect((0, cy + ch / 2, 1, 1)).y
    x = T.rect((bx + 18, 0, 1, 1)).x
    text.blit(surface, WT.PENNIES, "sans", px, P.CREAM_DIM, (x, y), anchor="midleft")
    x += text.size(WT.PENNIES, "sans", px)[0] + T.length(10)
    for road in ROADS:
        n = shown_pennies(b, road, hidden)
        numeral = C.roads[road].numeral or road
        words = WT.road_pennies(numeral, n)
        colour = P.WAX if n <= 2 else P.CREAM
        if n <= 2:
            w, h = text.size(words, "sans-bold", px)
            pill = pygame.Rect(x - T.length(4), y - h // 2 - T.length(2), w + T.length(8), h + T.length(4))
            pygame.draw.rect(surface, P.CREAM, pill, border_radius=pill.h // 2)
        text.blit(surface, words, "sans-bold", px, colour, (x, y), anchor="midleft")
        x += text.size(words, "sans-bold", px)[0] + T.length(14)
    free = b["track_size"] - b["track"]
    words = WT.guard_track_free(free, b["track_size"])
    colour = P.WAX if free <= 2 else P.CREAM
    right = T.rect((bx + bw - 18, 0, 1, 1)).x
    if free <= 2:
        w, h = text.size(words, "sans-bold", px)
        pill = pygame.Rect(
            right - w - T.length(4), y - h // 2 - T.length(2), w + T.length(8), h + T.length(4)
        )
        pygame.draw.rect(surface, P.CREAM, pill, border_radius=pill.h // 2)
    text.blit(surface, words, "sans-bold", px, colour, (right, y), anchor="midright")


# --- the moving pieces ---------------------------------------------------------------------------

TRAY_PX = 17  # the tray's words


def draw_sprite(
    table: MerryMenTable, surface: pygame.Surface, sprite: Any, box: Box, progress: float
) -> None:
    """One moving sprite at ``box``, ``progress`` (0..1) of the way through its tween."""
    T = table.T
    r = T.rect(box)
    kind = sprite[0]
    image: pygame.Surface | None = None
    if kind == "figure":
        image = figure_image(table, sprite[1], r.h, lifted=True)
    elif kind == "guard":
        image = art.guard(r.h)
        if sprite[1:] == ("fade",):
            image = image.copy()
            image.set_alpha(round(255 * (1 - progress)))
    elif kind == "villain":
        image = art.villain(sprite[1], r.h)
    elif kind == "hero":
        image = hero_image(table, sprite[1], sprite[2], r.h)
    elif kind == "carriage":
        image = art.carriage(sprite[1], r.h, flat=sprite[2])
    elif kind == "penny":
        image = art.penny(r.h)
    elif kind == "barricade":
        image = art.barricade(table.seat_style(sprite[1]).colour, r.h)
    elif kind == "trap":
        image = art.trap(table.seat_style(sprite[1]).colour, r.h)
    elif kind == "res":
        image = art.resource(sprite[1], r.h)
        surface.blit(image, image.get_rect(center=r.center))
        if sprite[2] > 1:
            count_label(surface, r, sprite[2], T.px(15))
        return
    elif kind == "die":
        _, die_kind, face, ok, settled = sprite
        if settled:
            image = art.die(die_kind, face, r.h, success=ok)
        else:
            # the face is drawn once (cached), then turned and grown by rotozoom each frame
            spin = (1 - progress) * 540 % 360
            shown = face if progress > 0.8 else 1 + (int(progress * 14) + face) % 6
            scale = 1 + 0.25 * math.sin(progress * math.pi)
            image = pygame.transform.rotozoom(art.die(die_kind, shown, r.h), spin, scale)
    elif kind == "card":
        image = art.card_face(sprite[1], r.w, r.h)
        draw.blit_shadow(surface, r, T.length(8), 1.6)
        surface.blit(image, r)
        return
    elif kind == "loot":
        image = art.loot_tile(sprite[1], r.h)
    elif kind == "tray":
        draw_tray(table, surface, r, *sprite[1:])
        return
    elif kind == "banner":
        draw_banner(table, surface, r, sprite[1], progress)
        return
    if image is not None:
        surface.blit(image, image.get_rect(center=r.center))


def draw_banner(
    table: MerryMenTable, surface: pygame.Surface, r: pygame.Rect, message: str, progress: float
) -> None:
    """A headline across the board ("Round 3", a phase's title), fading in and out."""
    T = table.T
    alpha = round(255 * min(1.0, progress / 0.15, (1 - progress) / 0.2))
    if alpha <= 0:
        return
    s = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(s, (*P.NIGHT_DEEP, 215), s.get_rect(), border_radius=T.length(16))
    pygame.draw.rect(s, (*P.GOLD, 255), s.get_rect(), width=max(2, T.length(3)), border_radius=T.length(16))
    room = pygame.Rect(0, 0, r.w - T.length(40), 0).move_to(center=(r.w // 2, r.h // 2))
    text.line(s, message, "serif-bold", T.px(54), P.CREAM, room, "center", minimum=8)
    s.set_alpha(alpha)
    surface.blit(s, r)


def draw_tray(
    table: MerryMenTable, surface: pygame.Surface, r: pygame.Rect, purpose: str, hits: int | None, needed: int
) -> None:
    """The tray the dice land on, its words under them (:func:`.words.tray_words`): green once enough
    hits have counted, red when they fell short."""
    T = table.T
    draw.blit_shadow(surface, r, T.length(14), 1.4)
    draw.panel(surface, r, T.length(14))
    pygame.draw.rect(surface, P.BRASS, r, width=max(1, T.length(2)), border_radius=T.length(14))
    if hits is None:  # still rolling
        colour = P.INK
    else:
        colour = P.FOREST if needed and hits >= needed else (P.WAX if needed else P.INK)
    message = W.tray_words(purpose, hits, needed)
    room = pygame.Rect(0, 0, r.w - T.length(20), 0).move_to(midbottom=(r.centerx, r.bottom - T.length(10)))
    text.line(surface, message, "sans-bold", T.px(TRAY_PX), colour, room, "midbottom", minimum=T.px(11))
