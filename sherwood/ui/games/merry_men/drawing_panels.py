"""The panels of the Merry Men table drawn from the view: a seat panel per seat in the right
column, and the viewer's hand strip along the bottom.

A seat panel is that seat's player board at a glance (MM-12.1, all public): hero, score so
far, storage, weapon rack, camp, barricade and trap rows with the rewards they uncovered,
renown, messengers, captured guards, and how many cards are in hand, in the passive pile and
played actively. In a small window, whose words keep a readable size and so no longer fit
the panel's place, each panel is folded (:class:`sherwood.ui.kit.scroll.Fold`) to its first
three rows, laid out by the height of their words, with a "more" mark: a click opens it
whole and larger, over the board beside the column (:func:`open_transform`), its words at
their design's proportions; a click on it folds it again, and opening one folds the others.

The hand strip shows the viewer's own cards readable (MM-12.2): the hand, the passive pile,
the quests and Friar Tuck's hand, and the cards played this round.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from sherwood.games.merry_men.content import load_content
from sherwood.games.merry_men.facts import RESOURCES, WEAPONS
from sherwood.ui.games.merry_men import art
from sherwood.ui.games.merry_men import words_table as WT
from sherwood.ui.kit import scroll as scrolling
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import BoardTransform, Box

if TYPE_CHECKING:
    from sherwood.ui.games.merry_men.table import MerryMenTable

C = load_content()
SMALLEST = 13  # board units: the panel's smallest words ("hand", "passive", the tags)
HAND_CARD = (126, 182)
TITLE_PX = 18  # group titles of the hand strip, board units
SMALL_CARD = (96, 138)
HIDDEN_HAND_W = 250  # the hand's place in the strip while hands are hidden: room for why


def seat_edge(
    surface: pygame.Surface, rect: pygame.Rect, colour, radius: int, width: int, side: str = "left"
) -> None:
    """The band in a seat's colour along one edge of a panel that belongs to that seat."""
    if side == "left":
        band = (rect.x, rect.y, width, rect.h)
        corners = {"border_top_left_radius": radius, "border_bottom_left_radius": radius}
    else:
        band = (rect.x, rect.y, rect.w, width)
        corners = {"border_top_left_radius": radius, "border_top_right_radius": radius}
    pygame.draw.rect(surface, colour, band, **corners)


# --- folded in a small window -------------------------------------------------------------------




def folds(table: MerryMenTable) -> bool:
    """Whether the panels fold (a small window): at a readable size, the hero's line would
    reach into the storage row under it, or the words under the card piles of the last row
    would run into each other."""
    T, L = table.T, table.T.length
    if L(23) + text.font("serif-italic", T.px(17)).get_height() > L(50):
        return True
    room = L(table.seat_box(0)[2] - 10 - 20 - 5 * 27 - 18)  # what the cell rows leave
    widest = max(text.size(words, "sans", T.px(SMALLEST))[0] for words in WT.COUNTS)
    return len(WT.COUNTS) * (widest + L(4)) > room


def fold(table: MerryMenTable, seat: int) -> scrolling.Fold:
    return table.panels.fold(("seat", seat))


def opened(table: MerryMenTable) -> int | None:
    """The seat whose panel is open over the board, if any (only while the panels fold)."""
    if not folds(table):
        return None
    return next((s for s in range(table.seats) if fold(table, s).opened), None)


def open_transform(table: MerryMenTable, seat: int) -> BoardTransform:
    """How the opened panel of ``seat`` is drawn: large enough for its smallest words to be
    read at the design's proportions, its top at the panel's, its right edge at the column's
    left (over the board), kept inside the window."""
    T = table.T
    box = table.seat_box(seat)
    scale = max(T.scale, text.READABLE / SMALLEST)
    w, h = round(box[2] * scale), round(box[3] * scale)
    column = T.rect(box)
    x = max(0, min(column.x - w, T.screen[0] - w))
    y = max(0, min(column.y, T.screen[1] - h))
    return T.zoomed(box, scale, (x, y))


def to_table(table: MerryMenTable, seat: int, box: Box) -> Box:
    """A box of ``seat``'s panel (board units, at its place in the column) where the table's
    hit test finds it: there, or over the board while the panel is open."""
    if opened(table) != seat:
        return box
    T = table.T
    r = open_transform(table, seat).rect(box)
    x, y = T.to_board(r.x, r.y)
    return (x, y, r.w / T.scale, r.h / T.scale)


def draw_seat(table: MerryMenTable, surface: pygame.Surface, seat: int, hidden: Counter) -> None:
    """``seat``'s panel in the column: whole, or folded to its summary in a small window."""
    _draw(table, surface, seat, hidden, table.T, summary=folds(table))


def draw_open(table: MerryMenTable, surface: pygame.Surface, hidden: Counter) -> None:
    """The panel opened over the board, if one is."""
    seat = opened(table)
    if seat is not None:
        Z = open_transform(table, seat)
        r = Z.rect(table.seat_box(seat))
        draw.blit_shadow(surface, r, Z.length(12), 1.4)
        _draw(table, surface, seat, hidden, Z, summary=False)


def _back(deck: str, w: int, h: int) -> pygame.Surface:
    """A card back of exactly ``w``×``h`` (the art has a smallest size; a small window's panel
    must not get a bigger card than it has room for)."""
    image = art.card_back(deck, w, h)
    return image if image.get_size() == (w, h) else pygame.transform.smoothscale(image, (w, h))


def _rewards(kind: str):
    return C.barricade_rewards if kind == "barricade" else C.trap_rewards


def _reward_icon(reward, px: int) -> pygame.Surface:
    if reward.kind == "unlock":
        return art.meeple(P.CREAM_DIM, px)
    if reward.kind == "vp":
        return art.resource("vp", px)
    key = next(iter(reward.gain)) if reward.gain else "vp"
    return art.resource(key, px)


def _draw(
    table: MerryMenTable, surface: pygame.Surface, seat: int, hidden: Counter, T: BoardTransform,
    summary: bool,
) -> None:
    """``seat``'s panel at its place as ``T`` draws it: whole, or (``summary``) its first three
    rows, laid out by the height of their words, and the mark that there is more."""
    v = table.view
    b = v.board
    st = table.seat_style(seat)
    rect = T.rect(table.seat_box(seat))
    active = v.active_seat == seat
    L = T.length
    draw.panel(surface, rect, L(12))
    if active:
        pygame.draw.rect(surface, st.colour, rect, width=max(2, L(4)), border_radius=L(12))
    seat_edge(surface, rect, st.colour, L(12), L(10))
    x0, y0 = rect.x + L(20), rect.y + L(8)
    # row A: who, which hero, the score so far (the score first: the words make way for it)
    badge = L(38)
    surface.blit(icons.badge(st.symbol, badge, st.colour), (x0, y0))
    score = table.shown_score(seat)
    unit = WT.VP
    if table.seats == 1:  # solo: the score against the target chosen (MM-11.8)
        unit = WT.solo_target(next(r.score for r in C.solo.ranks if r.id == b["difficulty"]))
    text.blit(
        surface,
        unit,
        "serif-italic",
        T.px(18),
        P.INK_SOFT,
        (rect.right - L(14), y0 + L(6)),
        anchor="topright",
    )
    unit_w = text.size(unit, "serif-italic", T.px(18))[0]
    score_rect = text.blit(
        surface,
        str(score),
        "sans-bold",
        T.px(30),
        P.INK,
        (rect.right - L(20) - unit_w, y0 - L(4)),
        anchor="topright",
    )
    tags = []
    if b["start"] == seat:
        tags.append((WT.START_PLAYER, P.BRASS))
    if active:
        tags.append((WT.TO_PLAY, st.dark))
    name_x = x0 + badge + L(8)
    name = table.match.names[seat]
    hero = b["heroes"][seat] if b["heroes"] else None
    hero_y = y0 + (max(L(23), text.font("serif-bold", T.px(24)).get_height()) if summary else L(23))
    pills = [(tag, colour, text.size(tag, "sans-bold", T.px(13))) for tag, colour in tags]
    right = min(rect.right - L(120), score_rect.x - L(8))
    tags_w = sum(w + L(14) + L(6) for _, _, (w, _) in pills)
    name_w = text.size(name, "serif-bold", T.px(24))[0]
    # the tags after the name; in a small window, where they leave the name no room, on the
    # hero's line (the name first: it says whose panel it is)
    low = summary and right - tags_w - name_x < name_w
    tx, tags_top = right, (hero_y if low else y0 + L(2))
    tags_bottom = y0
    for tag, colour, (tw, th) in pills:
        pill = pygame.Rect(0, 0, tw + L(14), th + L(4))
        pill.topright = (tx, tags_top)
        pygame.draw.rect(surface, colour, pill, border_radius=pill.h // 2)
        text.line(surface, tag, "sans-bold", T.px(13), P.CREAM, pill, "center")
        tx, tags_bottom = pill.x - L(6), pill.bottom
    name_box = pygame.Rect(name_x, y0 - L(3), min(L(270), (score_rect.x - L(8) if low else tx) - name_x), 0)
    text.line(surface, name, "serif-bold", T.px(24), P.INK, name_box, minimum=T.px(15), overflow="words")
    if hero:
        off = b["disabled"][seat]
        line = C.heroes[hero].name + (WT.NO_ABILITY if off else "")
        beside = tx if tags_bottom > hero_y else score_rect.x - L(8)
        room = pygame.Rect(name_x, hero_y, beside - name_x, 0)  # clear of the tags and the score
        ink, floor = (P.WAX if off else P.INK_SOFT), T.px(13)
        text.line(surface, line, "serif-italic", T.px(17), ink, room, minimum=floor, overflow="words")
    # row B: storage and the weapon rack
    icon = L(26)
    words_h = text.font("sans-bold", T.px(19)).get_height()
    y = hero_y + text.font("serif-italic", T.px(17)).get_height() + L(4) if summary else y0 + L(50)
    x = x0
    for res in RESOURCES:
        surface.blit(art.resource(res, icon), (x, y))
        text.blit(
            surface,
            str(b["res"][seat][res] - hidden.get(("arriving", seat, res), 0)),
            "sans-bold",
            T.px(19),
            P.INK,
            (x + icon + L(4), y + icon // 2),
            anchor="midleft",
        )
        x += L(66)
    held = {  # the rack as the eye sees it: a die counts once it has landed, until it has left
        w: b["dice"][seat][w]
        - hidden.get(("arriving_die", seat, w), 0)
        + hidden.get(("leaving_die", seat, w), 0)
        for w in WEAPONS
    }
    dice = [w for w in WEAPONS for _ in range(max(0, held[w]))]
    x = rect.right - L(14) - 4 * icon - 3 * L(6)
    for k in range(4):
        slot = pygame.Rect(x + k * (icon + L(6)), y, icon, icon)
        if k < len(dice):
            surface.blit(art.die(dice[k], None, icon), slot)
        else:
            pygame.draw.rect(surface, P.PARCHMENT_EDGE, slot, width=1, border_radius=L(5))
    # row C: camp, renown, captured guards, messengers
    y += (max(icon, words_h) + L(4)) if summary else icon + L(10)
    mpx = L(28)
    camp, unlocked = b["camp"][seat] - hidden.get(("arriving", seat, "camp"), 0), b["unlocked"][seat]
    for k in range(6):
        box = pygame.Rect(x0 + k * (mpx + L(2)), y, mpx, mpx)
        if k < camp:
            surface.blit(art.meeple(st.colour, mpx, symbol=st.symbol), box)
        elif k < unlocked:
            pygame.draw.circle(surface, P.PARCHMENT_EDGE, box.center, mpx // 3, width=max(1, L(2)))
        else:  # locked until a barricade or trap uncovers it
            cross = box.inflate(-mpx // 2, -mpx // 2)
            for start, end in ((cross.topleft, cross.bottomright), (cross.topright, cross.bottomleft)):
                pygame.draw.line(surface, P.PARCHMENT_EDGE, start, end, max(1, L(2)))
    x = x0 + 6 * (mpx + L(2)) + L(16)
    renown = b["renown"][seat] - hidden.get(("arriving", seat, "renown"), 0)
    mult = C.renown_multiplier(min(renown, C.renown_max))
    for kind, label in (("renown", f"{renown} ×{mult}"), ("guard", str(b["captured"][seat]))):
        surface.blit(art.resource(kind, icon), (x, y + (mpx - icon) // 2))
        text.blit(
            surface, label, "sans-bold", T.px(18), P.INK, (x + icon + L(4), y + mpx // 2), anchor="midleft"
        )
        x += L(100) if kind == "renown" else L(62)
    cw, ch = L(19), L(27)
    surface.blit(_back("quest", cw, ch), (x, y))
    text.blit(
        surface,
        WT.sent(len(b["quests_done"][seat])),
        "sans-bold",
        T.px(16),
        P.INK,
        (x + cw + L(5), y + mpx // 2),
        anchor="midleft",
    )
    if summary:  # the rest when the panel is opened
        hint = pygame.Rect(rect.x, y + max(mpx, words_h), rect.w - L(16), rect.bottom - y - max(mpx, words_h))
        scrolling.draw_more(surface, hint, T.scale)
        return
    # row D: the barricade and trap rows, and the cards
    y += mpx + L(10)
    cell = L(24)
    for r, kind in enumerate(("barricade", "trap")):
        left = b["bar_left"][seat] if kind == "barricade" else b["trap_left"][seat]
        rewards = _rewards(kind)
        ry = y + r * (cell + L(4))
        for k in range(5):
            box = pygame.Rect(x0 + k * (cell + L(3)), ry, cell, cell)
            pygame.draw.rect(surface, P.PARCHMENT_LIGHT, box, border_radius=L(4))
            pygame.draw.rect(surface, P.PARCHMENT_EDGE, box, width=1, border_radius=L(4))
            if k >= 5 - left:
                img = art.barricade(st.colour, cell) if kind == "barricade" else art.trap(st.colour, cell)
            else:
                img = _reward_icon(rewards[k], cell - L(4))
            surface.blit(img, img.get_rect(center=box.center))
    x = x0 + 5 * (cell + L(3)) + L(18)
    piles = (
        ("merry_men", v.hand_sizes[seat]),
        ("merry_men", len(b["passive"][seat])),
        ("merry_men", len(b["active"][seat])),
        ("quest", v.quest_counts[seat]),
    )
    counts = [(label, deck, n) for label, (deck, n) in zip(WT.COUNTS, piles, strict=True)]
    # the words under the piles keep apart where the font shrinks less than the panel
    widest = max(text.size(label, "sans", T.px(13))[0] for label, _, _ in counts)
    step = max(L(78), min(widest + L(10), (rect.right - L(10) - x) // len(counts)))
    for label, deck, n in counts:
        surface.blit(_back(deck, cw, ch), (x, y))
        text.blit(
            surface, str(n), "sans-bold", T.px(18), P.INK, (x + cw + L(5), y + ch // 2), anchor="midleft"
        )
        text.blit(surface, label, "sans", T.px(13), P.INK_SOFT, (x, y + ch + L(3)))
        x += step


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
    wanted.append((WT.HAND, "hand", list(v.hand) if table.show_hand else [], HAND_CARD))
    passive = list(v.board["passive"][seat])
    vp = sum(C.merry_men_cards[c].passive_vp for c in passive if c in C.merry_men_cards)
    wanted.append((WT.passive_pile(vp), "passive", passive, SMALL_CARD))
    if table.show_hand and v.quests:
        wanted.append((WT.QUESTS, "quest", list(v.quests), SMALL_CARD))
    if table.show_hand and v.tuck_hand:
        wanted.append((WT.TUCK_HAND, "tuck", list(v.tuck_hand), SMALL_CARD))
    active = list(v.board["active"][seat]) + list(v.board["tuck_pile"][seat])
    if active:
        wanted.append((WT.PLAYED, "active", active, SMALL_CARD))

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


def _draw_tableau(table: MerryMenTable, surface: pygame.Surface) -> None:
    T = table.T
    area = T.rect(table.panel("tableau"))
    draw.panel(surface, area, T.length(12))
    seat_edge(surface, area, table.seat_style(table.viewer).colour, T.length(12), T.length(10))
    marked = table.chooser.marked
    lifted = {k[1] for k in table.chooser.picked if isinstance(k, tuple) and len(k) == 2}
    options = {o.key for o in table.offered("card")}
    glowing = {k[1] for k in options}
    if table.chooser.sets:
        glowing |= {c for c in table.view.hand if table.chooser.can_mark(c)}
    for title, source, cards, left in tableau_layout(table):
        x0 = T.rect((left, 0, 1, 1)).x
        text.blit(surface, title, "serif-bold", T.px(TITLE_PX), P.INK, (x0, area.y + T.length(6)))
        if source == "hand" and not table.show_hand:  # why, in the hand's own place
            top = area.y + T.length(40)
            why = pygame.Rect(x0, top, T.length(HIDDEN_HAND_W - 16), area.bottom - top)
            text.paragraph(surface, WT.HIDDEN_WHY, "serif-italic", T.px(17), P.INK_SOFT, why, leading=1.2)
        elif not cards and source in ("hand", "passive"):
            text.blit(surface, WT.EMPTY, "serif-italic", T.px(17), P.INK_SOFT, (x0, area.y + T.length(40)))
        for card, box in cards:
            r = T.rect(box)
            if card in lifted or card in marked:
                r = r.move(0, -T.length(14))
            if card in glowing and card not in lifted:
                draw.blit_glow(surface, r, T.length(8), 200)
            draw.blit_shadow(surface, r, T.length(6), 1.4 if card in lifted else 1.0)
            surface.blit(art.card_face(card, r.w, r.h), r)
            if card in marked:  # a wax-red ribbon over the title: the effect stays readable
                ribbon = pygame.Rect(r.x, r.y + r.h // 8, r.w, T.length(26))
                pygame.draw.rect(surface, P.WAX, ribbon)
                text.line(surface, WT.DISCARD, "sans-bold", T.px(15), P.CREAM, ribbon, "center")


def draw_panels(table: MerryMenTable, surface: pygame.Surface, hidden: Counter) -> None:
    """The seat panels (their resources counted as the gains land) and the hand strip."""
    for seat in range(table.seats):
        draw_seat(table, surface, seat, hidden)
    _draw_tableau(table, surface)
