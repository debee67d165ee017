"""Robin Hood's side of the table in the solo game (SR-V): his plaque in the seats' column,
under the Sheriff's, where the other seats' plaques stand in the standard game.

The plaque shows, top to bottom: his name and VP against the target; his score track of 15
roads (SR-V-1.6), filled as he scores; his loot pile face up (SR-V-1.12: what he stole, by
resource); and his movement: in deck mode the face-down draw pile with how many cards it
holds, and the six cards in a row, those already drawn this time round face up (the
discard pile, SR-V-4.1), those still to come greyed, so the Sheriff always knows which
cards remain; in die mode the movement die with its last face (SR-V-4.2).

Also here: where a movement card is shown large when Robin draws it (over the island), where
Robin's figure stands on a hex, the ring of roads of an encirclement, drawn at the end
(SR-V-9.4), and Robin's moving things (:mod:`.motion`'s sprites: a movement card turning
over, the movement die, Robin walking, the note saying why he stays, a space of his track,
the ring glowing). No words but labels: :mod:`.words_solo` words the rest.

This is the solo game's room of its own, beside the guide's rooms: where Robin's things lie
and how they are drawn.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import TYPE_CHECKING, Any

import pygame

from sherwood.games.settlers import geometry as G
from sherwood.ui.games.settlers import drawing_panels
from sherwood.ui.games.settlers import geometry as geo
from sherwood.ui.games.settlers.art import palette as C
from sherwood.ui.games.settlers.art import pictures
from sherwood.ui.games.settlers.art import robin as art
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box
from sherwood.ui.render.surfaces import scaled, source_size

if TYPE_CHECKING:
    from sherwood.ui.games.settlers.table import SettlersTable

RESOURCES = geo.RESOURCES
MOVES = art.MOVES
TRACK = 15
"""Robin's 15 roads (SR-V-1.6): his score track."""
ROBIN_H = 254
"""Robin's plaque's height, board units."""
LOOT_CARD = (30, 42)
MOVE_CARD = (30, 42)
PILE_CARD = (34, 48)
SHOW_CARD = (150, 212)
"""A movement card shown large over the island when Robin draws it."""
FLIP = 0.45
"""Seconds a drawn movement card takes to turn over ..."""
SHOW = 0.7
"""... and is then held up, face up, before it goes to the discards."""


def movement(table: SettlersTable) -> str:
    """``deck`` or ``die`` (SR-M-2); the match's option while the table has no view yet (the
    log is written from the whole history before the first view)."""
    v = table.view
    return v.movement if v is not None else str(table.match.options.get("movement", "deck"))


# --- where things lie ------------------------------------------------------------------------------


def robin_box(table: SettlersTable) -> Box:
    """Robin's plaque: under the last seat's plaque in the seats' column."""
    x, y, w, h = geo.plaque_box(table, table.match.seat_count - 1)
    gap = float(table.layout.zone("seats").style.get("gap", 8))
    return (x, y + h + gap, w, ROBIN_H)


def track_boxes(table: SettlersTable) -> list[Box]:
    """The 15 spaces of his score track, left to right."""
    x, y, w, _ = robin_box(table)
    step = (w - 28) / TRACK
    return [(x + 14 + i * step, y + 58, step, 34) for i in range(TRACK)]


def loot_boxes(table: SettlersTable) -> list[tuple[str, Box]]:
    """His loot pile: one face-up card per resource, in resource order."""
    x, y, w, _ = robin_box(table)
    cw, ch = LOOT_CARD
    step = (w - 36 - cw) / 4
    return [(r, (x + 18 + i * step, y + 124, cw, ch)) for i, r in enumerate(RESOURCES)]


def pile_box(table: SettlersTable) -> Box:
    """The movement draw pile (face down), or the movement die."""
    x, y, _w, _ = robin_box(table)
    pw, ph = PILE_CARD
    return (x + 18, y + 198, pw, ph)


def slot_boxes(table: SettlersTable) -> list[tuple[str, Box]]:
    """The six movement cards in a row right of the pile, in :data:`MOVES` order."""
    x, y, w, _ = robin_box(table)
    px, _py, pw, _ph = pile_box(table)
    left = px + pw + 22
    cw, ch = MOVE_CARD
    step = (x + w - 18 - cw - left) / (len(MOVES) - 1)
    return [(m, (left + i * step, y + 201, cw, ch)) for i, m in enumerate(MOVES)]


def slot_box(table: SettlersTable, card: str) -> Box:
    return dict(slot_boxes(table)).get(card, pile_box(table))


def loot_box(table: SettlersTable, resource: str) -> Box:
    return dict(loot_boxes(table)).get(resource, loot_boxes(table)[0][1])


def show_box(table: SettlersTable, robin: int | None = None) -> Box:
    """Where a drawn movement card is shown large: over the island's upper middle, or its
    lower middle when Robin (on hex ``robin``) stands in the upper half, so he stays in view."""
    x, y, w, h = table.Z("island")
    cw, ch = SHOW_CARD
    low = robin is not None and table.place.hex_centre(robin)[1] < table.place.cy
    return (x + (w - cw) / 2, y + h * (0.74 if low else 0.26) - ch / 2, cw, ch)


def bottom(table: SettlersTable) -> float:
    _x, y, _w, h = robin_box(table)
    return y + h


# --- drawing ------------------------------------------------------------------------------------------


def _label(
    table: SettlersTable, surface: pygame.Surface, words: str | tuple[str, ...], box: Box, colour=P.INK_SOFT
) -> None:
    T = table.T
    text.line(surface, words, "sans", T.px(13), colour, T.rect(box), "midleft", minimum=T.px(8))


def shown_vp(table: SettlersTable, hidden: Counter) -> int:
    """Robin's VP as the track shows them: roads still flying to it not yet counted."""
    return max(0, table.view.robin_vp - sum(n for k, n in hidden.items() if k[0] == "track"))


def draw_robin_plaque(table: SettlersTable, surface: pygame.Surface, hidden: Counter, t: float) -> None:
    v = table.view
    if v.over:
        sub = "winner" if v.solo_result in ("robin_15", "encircled_robin") else "automaton"
    else:
        sub = ("moves after you", "after you")
    vp = shown_vp(table, hidden)
    drawing_panels.plaque_head(table, surface, robin_box(table), C.seat_style(C.ROBIN), "Robin Hood", sub, vp)
    _draw_track(table, surface, vp)
    _draw_loot(table, surface, hidden)
    _draw_movement(table, surface, hidden)


def _draw_track(table: SettlersTable, surface: pygame.Surface, vp: int) -> None:
    T = table.T
    boxes = track_boxes(table)
    groove = T.rect(boxes[0]).union(T.rect(boxes[-1])).inflate(T.length(8), T.length(4))
    draw.inset(surface, groove, T.length(8), alpha=55)
    for i, b in enumerate(boxes):
        rr = T.rect(b)
        n = i + 1
        img = art.track_space(rr.w, rr.h, i < vp, n if n % 5 == 0 else None)
        surface.blit(img, rr)


def _draw_loot(table: SettlersTable, surface: pygame.Surface, hidden: Counter) -> None:
    T = table.T
    x, y, w, _ = robin_box(table)
    counts = table.view.loot
    total = sum(counts)
    words = (
        "Loot: nothing stolen yet" if not total else f"Loot: {total} stolen card{'s' if total != 1 else ''}"
    )
    _label(table, surface, words, (x + 18, y + 98, w - 36, 16))
    for i, (res, b) in enumerate(loot_boxes(table)):
        rr = T.rect(b)
        n = counts[i] - hidden[("loot", res)]
        if n <= 0:
            draw.dashed_outline(surface, P.INK_SOFT, rr, width=1, dash=5, radius=T.length(4))
            img = pictures.resource_icon(res, rr.w * 0.6).copy()
            img.set_alpha(80)
            surface.blit(img, img.get_rect(center=rr.center))
            continue
        pictures.blit_card(surface, pictures.resource_card(res, rr.w, rr.h), rr, 0.6)
        _badge(table, surface, (rr.right, rr.top), n)


def _badge(table: SettlersTable, surface: pygame.Surface, at: tuple[int, int], n: int) -> None:
    drawing_panels.count_badge(table, surface, at, n, table.T.length(20))


def _draw_movement(table: SettlersTable, surface: pygame.Surface, hidden: Counter) -> None:
    T = table.T
    x, y, w, _ = robin_box(table)
    pile = T.rect(pile_box(table))
    if movement(table) == "die":
        _label(table, surface, "Movement die", (x + 18, y + 172, w - 36, 16))
        face = table.view.last_move
        side = min(pile.w, pile.h) + T.length(10)
        die = pygame.Rect(pile.x, pile.centery - side // 2, side, side)
        if face is None or hidden[("die",)]:
            draw.dashed_outline(surface, P.INK_SOFT, die, radius=T.length(8))
        else:
            draw.blit_shadow(surface, die, T.length(8), 0.7)
            surface.blit(art.movement_die(face, die.w), die)
        slots = slot_boxes(table)
        left = T.rect(slots[0][1]).x
        words = pygame.Rect(left, die.y, T.rect(slots[-1][1]).right - left, die.h)
        if hidden[("die",)]:
            said = "Rolling…"
        else:
            said = "Not rolled yet" if face is None else f"Last: {_face_words(face)}"
        text.line(surface, said, "sans-bold", T.px(15), P.INK, words, "midleft", minimum=T.px(9))
        return
    left = table.view.moves_left + hidden[("pile",)]
    words = (f"Movement cards: {left} to draw", f"Movement: {left} to draw", f"{left} to draw")
    _label(table, surface, words, (x + 18, y + 172, w - 36, 16))
    if left > 0:
        for k in range(min(left, 3) - 1, 0, -1):
            back = pile.move(T.length(2 * k), -T.length(2 * k))
            pictures.blit_card(surface, art.movement_back(back.w, back.h), back, 0.3)
        pictures.blit_card(surface, art.movement_back(pile.w, pile.h), pile, 0.7)
        _badge(table, surface, (pile.right, pile.top), left)
    else:
        draw.dashed_outline(surface, P.INK_SOFT, pile, width=1, dash=5, radius=T.length(4))
    drawn = table.view.moves_discard
    latest = drawn[-1] if drawn and not hidden[("slot", drawn[-1])] else None
    for card, b in slot_boxes(table):
        rr = T.rect(b)
        if card in drawn and not hidden[("slot", card)]:
            if card == latest:
                draw.blit_glow(surface, rr, T.length(5), 150)
            pictures.blit_card(surface, art.movement_card(card, rr.w, rr.h), rr, 0.5)
        else:
            img = art.movement_card(card, rr.w, rr.h).copy()
            img.set_alpha(70)
            surface.blit(img, rr)
            draw.dashed_outline(surface, P.INK_SOFT, rr, width=1, dash=4, radius=T.length(4))


def _face_words(card: str) -> str:
    res = art.move_resource(card)
    return "the knight (camp)" if res is None else res


# --- where Robin stands, and his moving things -------------------------------------------------------


def figure_box(table: SettlersTable, h: int) -> Box:
    """Where Robin's figure stands on hex ``h`` (left of its token, as the art draws him)."""
    place = table.place
    x, y = place.robber_point(h)
    if table.view.island.tokens[h] is None:
        x, y = place.hex_centre(h)
        y += place.size * 0.3
    return geo.around((x, y - place.size * 0.4), (place.size * 0.8, place.size * 1.0))


def draw_sprite(
    table: SettlersTable, surface: pygame.Surface, sprite: Any, box: Box, progress: float
) -> bool:
    """Draw one of the solo game's moving things; False when ``sprite`` is not one."""
    T = table.T
    kind = sprite[0]
    r = T.rect(box)
    w, h = source_size(r.size, geo.card_sizes(table))  # in flight: drawn at a size the table has, scaled
    if kind == "moveback":
        pictures.blit_card(surface, scaled(art.movement_back(w, h), r.size), r, 1.6, moving=True)
    elif kind == "movecard":
        pictures.blit_card(surface, scaled(art.movement_card(sprite[1], w, h), r.size), r, 1.6, moving=True)
    elif kind == "moveflip":  # turned over in the first part, then held up face up
        turn = min(1.0, progress * (FLIP + SHOW) / FLIP)
        face = turn >= 0.5
        squeeze = abs(1 - 2 * turn)
        w = max(1, round(r.w * squeeze))
        img = art.movement_card(sprite[1], r.w, r.h) if face else art.movement_back(r.w, r.h)
        img = pygame.transform.smoothscale(img, (w, r.h))
        rect = img.get_rect(center=r.center)
        draw.blit_shadow(surface, rect, max(2, T.length(8)), 1.8, moving=True)
        surface.blit(img, rect)
    elif kind in ("mdie", "mdie_fly"):
        settled = kind == "mdie_fly" or progress >= 0.8
        face = sprite[1] if settled else art.MOVES[int(progress * 11) % 6]
        img = art.movement_die(face, r.w)
        if not settled:
            img = pygame.transform.rotozoom(img, (1 - progress) * 540, 1 + 0.15 * (1 - progress))
        bounce = 0 if settled else abs(math.sin(progress * math.pi * 3)) * (1 - progress) * r.h * 0.3
        rect = img.get_rect(center=(r.centerx, r.centery - bounce))
        draw.blit_shadow(surface, r, T.length(10), 1.2)
        surface.blit(img, rect)
    elif kind == "robin":
        hexes = max(1, sprite[1])
        hop = abs(math.sin(math.pi * progress * min(hexes, 4) * 2)) * r.h * 0.12
        lifted = 0 < progress < 1
        table.painter.draw_robber(surface, at=(r.centerx, r.bottom - r.h * 0.1 - hop), lifted=lifted)
    elif kind == "note":
        _note(table, surface, sprite[1], r, progress)
    elif kind == "track":
        surface.blit(art.track_space(r.w, r.h, True), r)
    elif kind == "ring":
        v = table.view
        alpha = int(255 * abs(math.sin(progress * math.pi * 3)))
        art.ring_glow(surface, table.painter.hex_centre(sprite[1]), table.painter.size, alpha)
        for e in G.HEX_EDGES[sprite[1]]:
            if v is not None and v.edge_owner[e] >= 0:
                table.painter.draw_road(surface, v.edge_owner[e], e)
    else:
        return False
    return True


def _note(
    table: SettlersTable, surface: pygame.Surface, words: str, robin: pygame.Rect, progress: float
) -> None:
    """A parchment label over Robin's head saying why he stays."""
    T = table.T
    px = T.px(15)
    w = min(T.length(330), text.size(words, "sans-bold", px)[0] + T.length(24))
    box = pygame.Rect(0, 0, w, T.length(30))
    box.midbottom = (robin.centerx, robin.top - T.length(4))
    area = T.rect(table.Z("island"))
    box.clamp_ip(area)
    fade = min(1.0, progress * 6, (1 - progress) * 5)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*P.PARCHMENT_LIGHT, 240), layer.get_rect(), border_radius=T.length(8))
    pygame.draw.rect(layer, (*P.WAX, 255), layer.get_rect(), max(1, T.length(2)), border_radius=T.length(8))
    text.line(
        layer,
        words,
        "sans-bold",
        px,
        P.INK,
        layer.get_rect().inflate(-T.length(12), 0),
        "center",
        minimum=T.px(9),
    )
    layer.set_alpha(int(255 * max(0.0, fade)))
    draw.blit_shadow(surface, box, T.length(8), 0.8)
    surface.blit(layer, box)


# --- on the island -----------------------------------------------------------------------------------


def ring_edges(table: SettlersTable) -> list[int]:
    """The six edges round Robin's hex, when the game ended by encirclement (SR-V-9.4)."""
    v = table.view
    if not v.over or not (v.solo_result or "").startswith("encircled"):
        return []
    return list(G.HEX_EDGES[v.robber])


def draw_ring(table: SettlersTable, surface: pygame.Surface, t: float) -> None:
    """The encircling ring: the six roads round Robin's hex glowing (the end of the game)."""
    edges = ring_edges(table)
    if not edges:
        return
    painter = table.painter
    alpha = draw.pulse_alpha(t, 170, 255)
    art.ring_glow(surface, painter.hex_centre(table.view.robber), painter.size, alpha)
    for e in edges:
        owner = table.view.edge_owner[e]
        if owner >= 0:
            painter.draw_road(surface, owner, e)
