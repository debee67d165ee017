"""The Settlers table drawn in its order, the still parts kept in one layer.

The oak and the mat, the island (printed board, pieces, robber), the specials, the bank,
the dice, the build panel, the hand and the plaques are drawn in that order, then the
dialogs and the hint's ring over everything. What moves by itself (a glowing place on the
island, the dice to roll, the tiles on offer lit under the pointer, a playable card, the
deciding seat's plaque) is drawn every frame; every other part is kept in
``table.layer`` (:mod:`sherwood.ui.kit.layer`) with the place it draws in, and drawn
again only when what it shows changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sherwood.games.settlers import geometry as G
from sherwood.games.settlers.board import HEX_BY_NAME
from sherwood.ui.games.settlers import geometry as geo
from sherwood.ui.games.settlers import hand, hint, motion, panels, robin_side, words_table
from sherwood.ui.kit.layer import Part, hidden_of, opaque
from sherwood.ui.render import draw

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
    skip_v, skip_e, robber_away = motion.piece_hidden(hidden)
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
    lit_cards = any(words_table.dev_group(kind) in playable for kind, *_ in hand.hand_layout(table)[1])
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
    parts.append(Part(False, lambda s: hand.draw_base(table, s, hidden), hand_extent(table), "hand", mine))
    if table.show_hand:
        devs = hand.dev_rects(table)
        lift = 1.6 if any(lifted for *_, lifted in devs) else 0.8
        reach = _cards([r for *_, r, _ in devs], lift, glow=True)
        if reach is not None:
            parts.append(Part(lit_cards, lambda s: hand.draw_devs(table, s, t), reach, "devs"))
        points = _panel(T.rect(hand.points_box(table)))
        parts.append(Part(False, lambda s: hand.draw_points(table, s), points, "points"))
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
