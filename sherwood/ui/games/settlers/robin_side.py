"""Robin Hood's side of the table in the solo game (SR-V): his plaque in the seats' column,
under the Sheriff's, where the other seats' plaques stand in the standard game.

The plaque shows, top to bottom: his name and VP against the target; his score track of 15
roads (SR-V-1.6), filled as he scores; his loot pile face up (SR-V-1.12: what he stole, by
resource); and his movement: in deck mode the face-down draw pile with how many cards it
holds, and the six cards in a row, those already drawn this time round face up (the
discard pile, SR-V-4.1), those still to come greyed, so the Sheriff always knows which
cards remain; in die mode the movement die with its last face (SR-V-4.2).

Also here: where a movement card is shown large when Robin draws it (over the island), and
the ring of roads of an encirclement, drawn at the end (SR-V-9.4). No words but labels:
:mod:`.robin_texts` words the rest.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame

from sherwood.games.settlers import geometry as G
from sherwood.ui.games.settlers import geometry as geo
from sherwood.ui.games.settlers import panels, pictures
from sherwood.ui.games.settlers.art import palette as C
from sherwood.ui.games.settlers.art import robin as art
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box

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
    panels.plaque_head(table, surface, robin_box(table), C.seat_style(C.ROBIN), "Robin Hood", sub, vp)
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
    panels.count_badge(table, surface, at, n, table.T.length(20))


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
