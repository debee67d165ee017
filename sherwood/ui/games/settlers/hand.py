"""The viewer's hand along the foot of the table: its resource cards in five stacks (a
count on each), its development cards by kind (new ones marked, playable ones glowing), and
its points, hidden Victory Point cards counted. While everyone can see the screen the hand
is only its backs and how many, and why.

Counts wait for what flies to them (:mod:`.motion`): ``hidden`` holds what has not landed.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame

from sherwood.ui.games.settlers import geometry as geo
from sherwood.ui.games.settlers import pictures, texts
from sherwood.ui.games.settlers.panels import RESOURCES, _title, count_badge
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.settlers.table import SettlersTable


def dev_groups(table: SettlersTable) -> list[tuple[str, int, int]]:
    """The viewer's development cards by group (Victory Point cards together): ``(kind,
    count, new)``, in the order of the deck's kinds."""
    v = table.view
    order: list[str] = []
    counts: Counter = Counter()
    new: Counter = Counter(texts.dev_group(k) for k in v.dev_new)
    first: dict[str, str] = {}
    for kind in v.dev_cards:
        g = texts.dev_group(kind)
        if g not in counts:
            order.append(g)
            first[g] = kind
        counts[g] += 1
    return [(first[g], counts[g], new[g]) for g in order]


def hand_layout(table: SettlersTable) -> tuple[list[tuple[str, Box]], list[tuple[str, int, int, Box]]]:
    """The resource stacks and the development card groups of the viewer's hand, with boxes."""
    res = geo.resource_boxes(table)
    groups = dev_groups(table) if table.show_hand else []
    boxes = geo.dev_boxes(table, [k for k, _, _ in groups])
    return res, [(k, n, new, box) for (k, n, new), (_, box) in zip(groups, boxes, strict=True)]


def draw_hand(table: SettlersTable, surface: pygame.Surface, hidden: Counter, t: float) -> None:
    """The hand zone: its resources (or backs, hidden), its development cards and, face up,
    the viewer's points; in three steps the table may draw apart (:mod:`.drawing`)."""
    draw_base(table, surface, hidden)
    if table.show_hand:
        draw_devs(table, surface, t)
        draw_points(table, surface)


def draw_base(table: SettlersTable, surface: pygame.Surface, hidden: Counter) -> None:
    """The zone, its titles and the resource cards (the backs, while the hand is hidden)."""
    T, v = table.T, table.view
    zone = table.Z("hand")
    draw.inset(surface, T.rect(zone), T.length(12), alpha=70)
    x, y, w, _h = zone
    me = table.viewer
    name = table.names[me]
    if not table.show_hand:
        _title(table, surface, f"{name}'s cards", (x + 16, y + 2, 400, 28))
        _hidden_hand(table, surface)
        return
    _title(table, surface, f"Your cards · {name}", (x + 16, y + 2, geo.dev_left(table) - x - 20, 28))
    res, devs = hand_layout(table)
    for what, box in res:
        r = T.rect(box)
        i = RESOURCES.index(what)
        n = v.hand[i] - hidden[("hand", what)]
        if n <= 0:
            draw.dashed_outline(surface, P.CREAM_DIM, r, radius=T.length(6))
            img = pictures.resource_icon(what, r.w // 2).copy()
            img.set_alpha(90)
            surface.blit(img, img.get_rect(center=r.center))
            continue
        for k in range(min(n, 4) - 1, 0, -1):  # a stack shows its depth
            back = r.move(T.length(3 * k), -T.length(3 * k))
            pictures.blit_card(surface, pictures.hand_card(what, back.w, back.h), back, 0.4)
        pictures.blit_card(surface, pictures.hand_card(what, r.w, r.h), r, 0.8)
        count_badge(table, surface, (r.right - T.length(4), r.y + T.length(4)), n, T.length(28))
    if devs:
        left = geo.dev_left(table)
        _title(table, surface, "Development cards", (left, y + 2, x + w - left - 150, 28))


def dev_rects(table: SettlersTable) -> list[tuple[str, int, int, pygame.Rect, int]]:
    """The development card groups face up: ``(kind, count, new, rect, lift)``, the rect
    lifted by ``lift`` pixels for the group picked."""
    T = table.T
    out = []
    for kind, n, new, box in hand_layout(table)[1]:
        lift = T.length(18) if table.picked_dev() == texts.dev_group(kind) else 0
        out.append((kind, n, new, T.rect(box).move(0, -lift), lift))
    return out


def draw_devs(table: SettlersTable, surface: pygame.Surface, t: float) -> None:
    """The development cards of the hand, a playable group glowing (pulsing with ``t``)."""
    T = table.T
    playable = table.playable_devs()
    for kind, n, new, r, lift in dev_rects(table):
        group = texts.dev_group(kind)
        if group in playable and not table.host.anim.busy:
            draw.blit_glow(surface, r, T.length(7), draw.pulse_alpha(t))
        pictures.blit_card(surface, pictures.hand_card(kind, r.w, r.h, table.solo), r, 1.6 if lift else 0.8)
        if n > 1:
            count_badge(table, surface, (r.right - T.length(4), r.y + T.length(4)), n, T.length(28), P.NIGHT)
        if new:
            ribbon = pygame.Rect(r.x, r.bottom - T.length(22), r.w, T.length(20))
            pygame.draw.rect(surface, P.GOLD, ribbon)
            words = "new" if new >= n else f"{new} new"
            text.line(surface, words, "sans-bold", T.px(13), P.INK, ribbon, "center", minimum=T.px(8))


def points_box(table: SettlersTable) -> Box:
    """The viewer's points at the right end of the hand."""
    x, y, w, h = table.Z("hand")
    return (x + w - geo.POINTS_W - 16, y + 30, geo.POINTS_W, h - 50)


def draw_points(table: SettlersTable, surface: pygame.Surface) -> None:
    """The viewer's own points at the right end of the hand, hidden cards counted."""
    T, v = table.T, table.view
    box = points_box(table)
    r = T.rect(box)
    draw.panel(surface, r, T.length(10))
    text.line(
        surface,
        str(v.vp),
        "sans-bold",
        T.px(40),
        P.INK,
        T.rect((box[0], box[1] + 8, box[2], 54)),
        "center",
        minimum=T.px(18),
    )
    text.line(
        surface,
        (f"points of {table.target}", f"of {table.target}"),
        "sans",
        T.px(14),
        P.INK_SOFT,
        T.rect((box[0], box[1] + 66, box[2], 20)),
        "center",
        minimum=T.px(8),
    )
    hidden = v.vp - v.public_vp[table.viewer]
    if hidden > 0:
        text.line(
            surface,
            f"{hidden} hidden",
            "sans-bold",
            T.px(14),
            P.WAX,
            T.rect((box[0], box[1] + 90, box[2], 20)),
            "center",
            minimum=T.px(8),
        )


def _hidden_hand(table: SettlersTable, surface: pygame.Surface) -> None:
    """The viewer's hand while everyone looks: its backs, how many, and why."""
    T, v = table.T, table.view
    x, _y, w, _h = table.Z("hand")
    n = v.hand_sizes[table.viewer]
    cw, ch = geo.hand_card_size(table)
    top = geo.resource_boxes(table)[0][1][1]
    step = min(28.0, 280 / max(1, n))
    for i in range(min(n, 12)):
        r = T.rect((x + 16 + i * step, top, cw, ch))
        pictures.blit_card(surface, pictures.card_back("resource", r.w, r.h), r, 0.6)
    left = x + 16 + (cw + step * (min(n, 12) - 1) + 30 if n else 0)
    count = f"{texts.plural(n, 'card')} in hand" if n else "No cards in hand"
    text.line(
        surface,
        count,
        "sans-bold",
        T.px(18),
        P.CREAM,
        T.rect((left, top + 10, 420, 26)),
        "midleft",
        minimum=T.px(10),
    )
    why = (
        "Hands stay hidden while everyone can see the screen: only the player whose cards they are may look."
    )
    text.paragraph(
        surface,
        why,
        "serif-italic",
        T.px(20),
        P.CREAM_DIM,
        T.rect((left, top + 44, x + w - geo.POINTS_W - 40 - left, 90)),
        max_lines=3,
        minimum=T.px(11),
    )
