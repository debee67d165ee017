"""The seat panels (one per seat, right column) and the viewer's hand strip (bottom).

A seat panel is that seat's player board at a glance (MM-12.1, all public): hero, score so
far, storage, weapon rack, camp, barricade and trap rows with the rewards they uncovered,
renown, messengers, captured guards, and how many cards are in hand, in the passive pile
and played actively. The hand strip shows the viewer's own cards readable (MM-12.2): the
hand, the passive pile, the quests and Friar Tuck's hand.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from sherwood.games.merry_men.content import load_content
from sherwood.ui.games.merry_men import art, seat_panel
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.merry_men.table import MerryMenTable

C = load_content()
SEAT_H = seat_panel.SEAT_H
SEAT_GAP = seat_panel.SEAT_GAP
HAND_CARD = (126, 182)
TITLE_PX = 18  # group titles of the hand strip, board units
SMALL_CARD = (96, 138)
HIDDEN_HAND_W = 250  # the hand's place in the strip while hands are hidden: room for why
HIDDEN_WHY = "Hands stay hidden: this question needs no cards, so anyone may watch."


# --- the hand strip ------------------------------------------------------------------------------


def tableau_layout(table: MerryMenTable) -> list[tuple[str, str, list[tuple[str, Box]], float]]:
    """The groups of the viewer's strip: (title, source, [(card, box)], left), left to right.

    Every group gets the width to lay its cards side by side, and at least its title's. When
    that is more than the strip holds, the piles after the hand share what is left and their
    cards overlap, the hand last of all.
    """
    v = table.view
    x, y, w, h = table.panel("tableau")
    seat = table.viewer
    top = y + 26
    gap, space = 8, 28
    wanted: list[tuple[str, str, list[str], tuple[float, float]]] = []
    wanted.append(("Hand", "hand", list(v.hand) if table.show_hand else [], HAND_CARD))
    passive = list(v.board["passive"][seat])
    vp = sum(C.merry_men_cards[c].passive_vp for c in passive if c in C.merry_men_cards)
    wanted.append((f"Passive pile · {vp} VP", "passive", passive, SMALL_CARD))
    if table.show_hand and v.quests:
        wanted.append(("Quests", "quest", list(v.quests), SMALL_CARD))
    if table.show_hand and v.tuck_hand:
        wanted.append(("Friar Tuck", "tuck", list(v.tuck_hand), SMALL_CARD))
    active = list(v.board["active"][seat]) + list(v.board["tuck_pile"][seat])
    if active:
        wanted.append(("Played this round", "active", active, SMALL_CARD))

    def natural(cards: list[str], size: tuple[float, float]) -> float:
        return len(cards) * (size[0] + gap) - gap if cards else 0

    hidden_hand = HIDDEN_HAND_W if not table.show_hand else 0

    T = table.T  # the titles as drawn: larger than the board's scale in a small window
    titles = [text.size(title, "serif-bold", T.px(TITLE_PX))[0] / T.scale * 1.05 for title, *_ in wanted]
    widths = [max(t, natural(cards, size)) for t, (_, _, cards, size) in zip(titles, wanted, strict=True)]
    widths[0] = max(widths[0], hidden_hand)
    room = w - 28 - space * (len(wanted) - 1)
    excess = sum(widths) - room
    if excess > 0:  # squeeze the piles after the hand, down to one card or the title each
        floors = [
            max(t, size[0] if cards else 0) for t, (_, _, cards, size) in zip(titles, wanted, strict=True)
        ]
        slack = [wd - fl if k else 0 for k, (wd, fl) in enumerate(zip(widths, floors, strict=True))]
        total = sum(slack) or 1
        widths = [
            wd - excess * sl / total if total >= excess else wd - sl
            for wd, sl in zip(widths, slack, strict=True)
        ]
    groups: list[tuple[str, str, list[tuple[str, Box]], float]] = []
    left = x + 16
    for (title, source, cards, (cw, ch)), width in zip(wanted, widths, strict=True):
        n = len(cards)
        step = min(cw + gap, (width - cw) / (n - 1)) if n > 1 else 0
        boxes = [(c, (left + i * step, top + (h - 30 - ch) / 2, cw, ch)) for i, c in enumerate(cards)]
        groups.append((title, source, boxes, left))
        left += width + space
    return groups


def hand_boxes(table: MerryMenTable) -> list[tuple[str, Box]]:
    return tableau_layout(table)[0][2]


def card_box(table: MerryMenTable, key: Hashable) -> Box | None:
    """The box of a card option: key ``(source, card)``, source hand/passive/tuck/spy/quest."""
    source, card = key
    wanted = {"spy": "passive"}.get(source, source)
    for _, group_source, cards, _ in tableau_layout(table):
        if group_source == wanted:
            for c, box in cards:
                if c == card:
                    return box
    return None


def card_face(card: str, w: int, h: int) -> pygame.Surface:
    if card in C.merry_men_cards:
        return art.mm_card(card, w, h)
    if card in C.quests:
        return art.quest_card(card, w, h)
    if card in C.friar_tuck_cards:
        return art.tuck_card(card, w, h)
    if card in C.spy_cards:
        return art.spy_card(card, w, h)
    if card in C.villain_cards or card in C.golden_arrow_cards:
        return art.villain_card(card, w, h)
    if card in C.edict_cards:
        return art.edict_card(card, w, h)
    return art.card_back("merry_men", w, h)


def _draw_tableau(table: MerryMenTable, surface: pygame.Surface) -> None:
    T = table.T
    area = T.rect(table.panel("tableau"))
    draw.panel(surface, area, T.length(12))
    seat_panel.seat_edge(surface, area, table.seat_style(table.viewer).colour, T.length(12), T.length(10))
    marked = table.chooser.marked
    lifted = {k[1] for k in table.chooser.picked if isinstance(k, tuple) and len(k) == 2}
    options = {o.key for o in table.options() if o.where == "card"}
    glowing = {k[1] for k in options}
    if table.chooser.discards:
        glowing |= {c for c in table.view.hand if table.chooser.can_mark(c)}
    for title, source, cards, left in tableau_layout(table):
        x0 = T.rect((left, 0, 1, 1)).x
        text.blit(surface, title, "serif-bold", T.px(TITLE_PX), P.INK, (x0, area.y + T.length(6)))
        if source == "hand" and not table.show_hand:  # why, in the hand's own place
            top = area.y + T.length(40)
            why = pygame.Rect(x0, top, T.length(HIDDEN_HAND_W - 16), area.bottom - top)
            text.paragraph(surface, HIDDEN_WHY, "serif-italic", T.px(17), P.INK_SOFT, why, leading=1.2)
        elif not cards and source in ("hand", "passive"):
            text.blit(surface, "empty", "serif-italic", T.px(17), P.INK_SOFT, (x0, area.y + T.length(40)))
        for card, box in cards:
            r = T.rect(box)
            if card in lifted or card in marked:
                r = r.move(0, -T.length(14))
            if card in glowing and card not in lifted:
                draw.blit_glow(surface, r, T.length(8), 200)
            draw.blit_shadow(surface, r, T.length(6), 1.4 if card in lifted else 1.0)
            surface.blit(card_face(card, r.w, r.h), r)
            if card in marked:  # a wax-red ribbon over the title: the effect stays readable
                ribbon = pygame.Rect(r.x, r.y + r.h // 8, r.w, T.length(26))
                pygame.draw.rect(surface, P.WAX, ribbon)
                text.line(surface, "DISCARD", "sans-bold", T.px(15), P.CREAM, ribbon, "center")


def draw_panels(table: MerryMenTable, surface: pygame.Surface, hidden: Counter) -> None:
    """The seat panels (their resources counted as the gains land) and the hand strip."""
    for seat in range(table.seats):
        seat_panel.draw_seat(table, surface, seat, hidden)
    _draw_tableau(table, surface)
