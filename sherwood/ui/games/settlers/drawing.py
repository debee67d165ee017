"""The Settlers table drawn in its order, the still parts kept in one layer.

The oak and the mat, the island (printed board, pieces, robber), the specials, the bank,
the dice, the build panel, the hand and the plaques are drawn in that order, then the
dialogs and the hint's ring over everything. What moves by itself (a glowing place on the
island, the dice to roll, the tiles on offer lit under the pointer, a playable card, the
deciding seat's plaque) is drawn every frame; every other part is kept in
``table.layer`` (:mod:`sherwood.ui.kit.layer`) with the place it draws in, and drawn
again only when what it shows changes.

Here too: the viewer's hand (its resource cards in five stacks, its development cards by
kind, new ones marked and playable ones glowing, its points with the hidden VP cards; only
its backs, how many and why while everyone can see the screen), and the moving things of
the animation (:mod:`.motion`'s sprites: cards, dice, the robber, pieces, special cards;
Robin's are :mod:`.robin_side`'s). The plaques, the bank, the dice and the build panel are
:mod:`.drawing_panels`'. Counts wait for what flies to them: ``hidden`` holds what has not
landed.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import TYPE_CHECKING, Any

import pygame

from sherwood.games.settlers import geometry as G
from sherwood.games.settlers.board import HEX_BY_NAME
from sherwood.ui.games.settlers import drawing_panels as panels
from sherwood.ui.games.settlers import geometry as geo
from sherwood.ui.games.settlers import hint, robin_side
from sherwood.ui.games.settlers import words as W
from sherwood.ui.games.settlers.art import pictures
from sherwood.ui.games.settlers.drawing_panels import RESOURCES, count_badge, title
from sherwood.ui.kit.layer import Part, hidden_of, opaque
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box
from sherwood.ui.render.surfaces import scaled, source_size

if TYPE_CHECKING:
    from sherwood.ui.games.settlers.table import SettlersTable


def _panel(rect: pygame.Rect, glow: bool = False) -> pygame.Rect:
    """Where a parchment panel of :func:`draw.panel` (its shadow), glowing or not, draws."""
    out = rect.union(draw.shadow_extent(rect, 0.6))
    return out.union(draw.glow_extent(rect)) if glow else out


def _cards(rects: list[pygame.Rect], lift: float, glow: bool = False) -> pygame.Rect | None:
    """Where cards with their shadows (and glows) draw; None for no cards."""
    if not rects:
        return None
    reach = [r.union(draw.shadow_extent(r, lift)) for r in rects]
    if glow:
        reach += [draw.glow_extent(r) for r in rects]
    return reach[0].unionall(reach[1:])


def _with(rect: pygame.Rect, *more: pygame.Rect | None) -> pygame.Rect:
    return rect.unionall([m for m in more if m is not None])


def island_rect(table: SettlersTable) -> pygame.Rect:
    """Where the island and everything on it is drawn: the printed board's surface (its
    frame's shadow included), which the pieces and the glowing places stay inside."""
    painter = table.painter
    box = painter.rect.inflate(round(painter.size * 0.5), round(painter.size * 0.5))
    return box.inflate(2 * table.T.length(8), 2 * table.T.length(8))


def specials_extent(table: SettlersTable) -> pygame.Rect:
    T = table.T
    rects = []
    for card, words in geo.special_boxes(table).values():
        r = T.rect(card)
        rects += [r, draw.glow_extent(r), draw.shadow_extent(r, 0.7), T.rect(words).inflate(4, 4)]
    return rects[0].unionall(rects[1:])


def bank_extent(table: SettlersTable) -> pygame.Rect:
    T = table.T
    cards = [T.rect(geo.bank_card(row)) for _, row in geo.bank_rows(table)]
    return _with(T.rect(table.Z("bank")), _cards(cards, 0.6))


def dice_extent(table: SettlersTable) -> pygame.Rect:
    T = table.T
    a, b = (T.rect(box) for box in geo.dice_boxes(table))
    return _with(T.rect(table.Z("dice")), draw.glow_extent(a.union(b)), _cards([a, b], 0.8))


def hand_extent(table: SettlersTable) -> pygame.Rect:
    """Where the hand's zone, titles and resource cards (or backs) draw."""
    T = table.T
    x, _y, _w, _h = table.Z("hand")
    step = T.length(9)  # a stack's depth: up to three cards behind, up and right
    cards = [T.rect(box) for _, box in geo.resource_boxes(table)]
    stacks = [r.union(r.move(step, -step)) for r in cards]
    cw, ch = geo.hand_card_size(table)
    top = geo.resource_boxes(table)[0][1][1]
    backs = [T.rect((x + 16 + i * 28, top, cw, ch)) for i in range(12)]
    return _with(T.rect(table.Z("hand")), _cards(stacks, 0.8), _cards(backs, 0.6))


def draw_table(table: SettlersTable, surface: pygame.Surface, t: float) -> None:
    v = table.view
    if v is None:
        return
    T = table.T
    anim = table.host.anim
    hidden = anim.hidden()
    skip_v, skip_e, robber_away = piece_hidden(hidden)
    painter = table.painter
    still = not anim.busy
    dialog = table.composer is not None or table.current_picker() is not None
    glowing = table.my_turn and still and not dialog
    hexes = [HEX_BY_NAME[o.key[1]] for o in table.offered("hex")] if glowing else []
    hover = table.hover() if glowing else None
    vertices = [G.VERTEX_ID[o.key[1]] for o in table.offered("vertex")] if glowing else []
    edges = [G.EDGE_ID[o.key[1]] for o in table.offered("edge")] if glowing else []
    island = island_rect(table)
    roll = table.my_turn and still and any(o.key == ("roll",) for o in table.offered("button"))
    states = panels.tile_states(table) if table.my_turn and not dialog else {}
    playable = table.playable_devs() if still else set()
    lit_cards = any(geo.dev_group(kind) in playable for kind, *_ in geo.hand_layout(table)[1])
    city = table.picked_tile() == "city"
    parts: list[Part] = []  # the printed island is in the ground (:func:`ground`)
    if hexes:  # under the pieces: an outline on every hex would cover the settlements at its corners
        parts.append(Part(True, lambda s: painter.draw_targets(s, t, hexes=hexes, hover=hover), island))
    parts.append(
        Part(
            False,
            lambda s: painter.draw_pieces(
                s, v.vertex_owner, v.vertex_city, v.edge_owner, skip_vertices=skip_v, skip_edges=skip_e
            ),
            island,
            "pieces",
            (frozenset(skip_v), frozenset(skip_e)),
        )
    )
    if not robber_away:
        parts.append(Part(False, lambda s: painter.draw_robber(s, v.robber), island, "robber"))
    if vertices or edges:
        parts.append(
            Part(
                True,
                lambda s: painter.draw_targets(
                    s, t, vertices=vertices, edges=edges, hover=hover, seat=table.viewer, city=city
                ),
                island,
            )
        )
    if not dialog:  # else under the dialog
        parts.append(
            Part(False, lambda s: panels.draw_specials(table, s), specials_extent(table), "specials")
        )
    spot = hint.spot_box(table) if still else None
    if spot is not None:  # a halo under the hint's tile, dice or card
        r, spread = T.rect(spot), max(6, T.length(14))
        parts.append(Part(False, lambda s: hint.draw_under(table, s), r.inflate(4 * spread, 4 * spread)))
    bank = hidden_of(hidden, "bank", "bankout")
    parts.append(Part(False, lambda s: panels.draw_bank(table, s, hidden), bank_extent(table), "bank", bank))
    parts.append(
        Part(
            roll,
            lambda s: panels.draw_dice(table, s, hidden, t, roll),
            dice_extent(table),
            "dice",
            hidden_of(hidden, "dice"),
        )
    )
    build = T.rect(table.Z("build"))
    parts.append(Part(False, lambda s: panels.draw_build_base(table, s), build, "build panel"))
    lit = any(state != "off" for state in states.values())  # they pulse, and light under the pointer
    parts.append(Part(lit, lambda s: panels.draw_tiles(table, s, t), panels.tile_extent(table), "tiles"))
    mine = hidden_of(hidden, "hand")
    parts.append(Part(False, lambda s: draw_hand(table, s, hidden), hand_extent(table), "hand", mine))
    if table.show_hand:
        devs = dev_rects(table)
        lift = 1.6 if any(lifted for *_, lifted in devs) else 0.8
        reach = _cards([r for *_, r, _ in devs], lift, glow=True)
        if reach is not None:
            parts.append(Part(lit_cards, lambda s: draw_devs(table, s, t), reach, "devs"))
        points = _panel(T.rect(geo.points_box(table)))
        parts.append(Part(False, lambda s: draw_points(table, s), points, "points"))
    for seat in range(table.match.seat_count):
        deciding = v.prompt is not None and v.prompt.seat == seat and not v.over
        parts.append(
            Part(
                deciding and still,
                lambda s, seat=seat: panels.draw_plaque(table, s, seat, hidden, t),
                _panel(T.rect(geo.plaque_box(table, seat)), glow=deciding),
                f"plaque {seat}",
                hidden_of(hidden, "plaque", seat=seat),
            )
        )
    if table.solo:
        robin = _panel(T.rect(robin_side.robin_box(table)))
        shows = hidden_of(hidden, "track", "loot", "die", "pile", "slot")
        parts.append(
            Part(False, lambda s: robin_side.draw_robin_plaque(table, s, hidden, t), robin, "robin", shows)
        )
        ring = bool(robin_side.ring_edges(table))
        parts.append(Part(ring, lambda s: robin_side.draw_ring(table, s, t), island, "ring"))
    if still and table.my_turn:
        mouse = table.host.mouse
        if table.composer is not None:
            parts.append(Part(True, lambda s: table.composer.draw(s, mouse)))
        elif (picker := table.current_picker()) is not None:
            parts.append(Part(True, lambda s: picker.draw(s, mouse)))
        else:
            parts.append(Part(True, lambda s: table.question.draw(s, table.offered("dialog"), mouse, t)))
    if still:
        parts.append(Part(hint.island_spot(table) is not None, lambda s: hint.draw_over(table, s, t)))
    key = (
        table.layout,
        v,
        table.viewer,
        table.show_hand,
        table.my_turn,
        anim.busy,  # the parts' own keys say which of the animation's hidden pieces they show
        table.choice_key(),
        dialog,
        table.hint.shown,
        table.hint.spot,
        T.design,
        T.screen,
    )

    def underlay(layer: pygame.Surface) -> None:
        layer.blit(ground(table, layer.get_size()), (0, 0))

    table.layer.draw_parts(surface, key, parts, underlay)


def ground(table: SettlersTable, size: tuple[int, int]) -> pygame.Surface:
    """The oak, the mat and the printed island, one opaque picture per window size (and
    island): the first things drawn, under everything else."""
    T = table.T
    board = table.painter.board_surface()  # the painter keeps it per size and island
    mat = T.rect(table.Z("table"))
    key = (size, tuple(mat), board)
    if table.ground_for != key:
        s = opaque(size)
        s.blit(draw.wood(size), (0, 0))
        s.blit(draw.mat(mat.size, T.length(24)), mat)
        table.painter.draw_board(s)
        table.ground, table.ground_for = s, key
    return table.ground


# --- the viewer's hand ------------------------------------------------------------------------


def draw_hand(table: SettlersTable, surface: pygame.Surface, hidden: Counter) -> None:
    """The viewer's hand: the zone, its titles and the resource cards (the backs, while the
    hand is hidden); its development cards and points are drawn apart (:func:`draw_devs`,
    :func:`draw_points`)."""
    T, v = table.T, table.view
    zone = table.Z("hand")
    draw.inset(surface, T.rect(zone), T.length(12), alpha=70)
    x, y, w, _h = zone
    me = table.viewer
    name = table.names[me]
    if not table.show_hand:
        title(table, surface, f"{name}'s cards", (x + 16, y + 2, 400, 28))
        _hidden_hand(table, surface)
        return
    title(table, surface, f"Your cards · {name}", (x + 16, y + 2, geo.dev_left(table) - x - 20, 28))
    res, devs = geo.hand_layout(table)
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
        title(table, surface, "Development cards", (left, y + 2, x + w - left - 150, 28))


def dev_rects(table: SettlersTable) -> list[tuple[str, int, int, pygame.Rect, int]]:
    """The development card groups face up: ``(kind, count, new, rect, lift)``, the rect
    lifted by ``lift`` pixels for the group picked."""
    T = table.T
    out = []
    for kind, n, new, box in geo.hand_layout(table)[1]:
        lift = T.length(18) if table.picked_dev() == geo.dev_group(kind) else 0
        out.append((kind, n, new, T.rect(box).move(0, -lift), lift))
    return out


def draw_devs(table: SettlersTable, surface: pygame.Surface, t: float) -> None:
    """The development cards of the hand, a playable group glowing (pulsing with ``t``)."""
    T = table.T
    playable = table.playable_devs()
    for kind, n, new, r, lift in dev_rects(table):
        group = geo.dev_group(kind)
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


def draw_points(table: SettlersTable, surface: pygame.Surface) -> None:
    """The viewer's own points at the right end of the hand, hidden cards counted."""
    T, v = table.T, table.view
    box = geo.points_box(table)
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
    count = f"{W.plural(n, 'card')} in hand" if n else "No cards in hand"
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


# --- the moving things ---------------------------------------------------------------------------


def draw_sprite(
    table: SettlersTable, surface: pygame.Surface, sprite: Any, box: Box, progress: float
) -> None:
    if table.solo and robin_side.draw_sprite(table, surface, sprite, box, progress):
        return
    T = table.T
    kind = sprite[0]
    r = T.rect(box)
    w, h = source_size(r.size, geo.card_sizes(table))  # in flight: drawn at a size the table has, scaled
    if kind == "card":
        pictures.blit_card(
            surface, scaled(pictures.resource_card(sprite[1], w, h), r.size), r, 1.6, moving=True
        )
    elif kind == "hand":  # a card of the viewer's own hand (a theft): private
        pictures.blit_card(surface, scaled(pictures.hand_card(sprite[1], w, h), r.size), r, 1.6, moving=True)
    elif kind == "back":
        pictures.blit_card(surface, scaled(pictures.card_back(sprite[1], w, h), r.size), r, 1.6, moving=True)
    elif kind == "dice":
        _draw_dice(table, surface, sprite[1], sprite[2], progress)
    elif kind == "robber":
        x, y = r.center
        lift = math.sin(math.pi * progress) * r.h * 0.25
        table.painter.draw_robber(surface, at=(x, y - lift), lifted=0 < progress < 1)
    elif kind == "road":
        _, seat, e = sprite
        table.painter.draw_road(surface, seat, e, at=r.center, alpha=min(255, int(120 + 135 * progress)))
    elif kind == "building":
        _, seat, city, _v = sprite
        table.painter.draw_building(surface, seat, city, r.center, lifted=progress < 1)
    elif kind == "special":
        pictures.blit_card(
            surface, scaled(pictures.special_card(sprite[1], w, h), r.size), r, 1.6, moving=True
        )


def _draw_dice(table: SettlersTable, surface: pygame.Surface, d1: int, d2: int, progress: float) -> None:
    """Two dice tumbling: turning, changing faces, bouncing; the last fifth shows the roll."""
    T = table.T
    boxes = geo.dice_boxes(table)
    rng = random.Random(int(progress * 9))  # a few face changes over the roll
    settled = progress >= 0.8
    for i, (box, value) in enumerate(zip(boxes, (d1, d2), strict=True)):
        r = T.rect(box)
        face = value if settled else rng.randint(1, 6)
        bounce = abs(math.sin(progress * math.pi * 3)) * (1 - progress) * r.h * 0.35
        angle = 0.0 if settled else (1 - progress) * 540 * (1 if i == 0 else -1)
        scale = 1.0 + 0.12 * (1 - progress)
        img = pictures.die_face(face, r.w)
        if angle or scale != 1.0:
            img = pygame.transform.rotozoom(img, angle, scale)
        rect = img.get_rect(center=(r.centerx, r.centery - bounce))
        draw.blit_shadow(surface, r, T.length(10), 1.2)
        surface.blit(img, rect)


def piece_hidden(hidden) -> tuple[set[int], set[int], bool]:
    """The vertices and edges whose pieces are still on their way, and whether the robber is."""
    vertices = {k[1] for k, n in hidden.items() if n > 0 and k[0] == "vertex"}
    edges = {k[1] for k, n in hidden.items() if n > 0 and k[0] == "edge"}
    return vertices, edges, hidden[("robber",)] > 0
