"""Drawing the adventure's table each frame, from a :class:`~.shown.Shown` (no match needed,
so a picture can be made from a state built by hand): the printed forest, the tiles on
their spaces with their faces, the special opponents and the red task dice, the camps and
thickets, the glow on the spaces the outlaw can reach, the outlaw and Gisbourne, the
displays, the bag strip (the pouch, the discs of the round, the dice and seals in the bag).

``Look`` carries where things go on the screen and what the animation hides for now.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Collection
from dataclasses import dataclass

import pygame

from sherwood.games.adventures.content import SET_TASKS
from sherwood.ui.games.adventures import geometry as G
from sherwood.ui.games.adventures import words_table as W
from sherwood.ui.games.adventures.art import colours as C
from sherwood.ui.games.adventures.art import displays, pieces, tiles
from sherwood.ui.games.adventures.art.board import printed
from sherwood.ui.games.adventures.art.pouch import pouch
from sherwood.ui.games.adventures.art.shapes import Brush, mix
from sherwood.ui.games.adventures.shown import Shown
from sherwood.ui.kit.layer import Part
from sherwood.ui.render import draw
from sherwood.ui.render import palette as P

SPECIAL_TILE = {"poacher": "190", "hawk": "58"}
"""The recess a special opponent waits in (AR-13.3, AR-13.8)."""
TASK_TILE = {
    "poacher": "190",
    "hungry": "149",
    "lion_banner": "243",
    "hawk": "58",
    "golden_cross": "150",
    "burning_smithy": "250",
}
"""The tile or recess a task's red die lies on (AR-13.2, 13.7, 13.12); the Sheriff's is his
post, the Secret Camp's the camp."""


@dataclass
class Look:
    """Where the forest is on screen and what not to draw now."""

    forest: G.Forest
    B: Brush  # the forest's spec units to screen pixels
    rect: pygame.Rect  # the forest on screen
    t: float = 0.0
    flying: Collection[str] = ()  # kinds of piece in flight: not drawn in their places
    flying_tasks: Collection[str] = ()  # tasks whose red die is in flight
    flipping: Collection[str] = ()  # tiles turning over now
    reach: Collection[str] = ()  # spaces that glow
    hover: str | None = None  # the space under the pointer
    tiles: Collection[tuple[str, str]] = ()  # (tile, space) of the tiles that glow


def initial(forest: G.Forest, tile: str) -> str:
    return forest.tiles[tile].faces[0]


def face(look: Look, sh: Shown, tile: str) -> str:
    return sh.faces.get(tile, initial(look.forest, tile))


def tile_px(look: Look) -> int:
    return max(8, round(look.B.n(2 * G.TOKEN_R)))


def token_point(look: Look, tile: str, space: str | None = None) -> tuple[float, float]:
    spots = G.token_spots(look.forest)
    space = space or look.forest.tiles[tile].spaces[0]
    if (tile, space) in spots:
        return look.B.pt(spots[(tile, space)])
    return look.B.pt(look.forest.at(space))


def sheriff_tile(sh: Shown) -> str | None:
    return {"2": "46", "3": "48"}.get(sh.task_set)


def task_place(forest: G.Forest, sh: Shown, task: str) -> tuple[float, float] | None:
    """Where a task's red die lies on the board, spec units (None once done): on the corner
    of its tile or recess, or beside the camp."""
    if task in sh.coat_of_arms:
        return None
    if task == "secret_camp":
        x, y = forest.at(f"camp_{sh.camp}")
        return (x + 16, y + 16)
    tile = sheriff_tile(sh) if task == "sheriff" else TASK_TILE.get(task)
    if tile is None:
        return None
    x, y = G.token_spots(forest).get(
        (tile, forest.tiles[tile].spaces[0]), forest.at(forest.tiles[tile].spaces[0])
    )
    return (x + 11, y - 11)


def task_spot(look: Look, sh: Shown, task: str) -> tuple[float, float] | None:
    """:func:`task_place` in pixels."""
    spot = task_place(look.forest, sh, task)
    return None if spot is None else look.B.pt(spot)


# --- the forest ------------------------------------------------------------------------------------


def draw_forest(s: pygame.Surface, look: Look, sh: Shown) -> None:
    for part in forest_parts(look, sh):
        part.draw(s)


def _blit_at(pic: pygame.Surface, rect: pygame.Rect) -> Callable[[pygame.Surface], object]:
    return lambda s: s.blit(pic, rect)


def forest_parts(look: Look, sh: Shown, printed_too: bool = True) -> list[Part]:
    """The forest in its drawing order, each piece with the place it draws in (the table
    keeps the still ones in its layer, :mod:`sherwood.ui.kit.layer`): the printed forest, the
    camps and thickets, the rings of the spaces the outlaw can reach, the tiles, the rings of
    the tiles that offer an action, the special opponents, the red task dice, Gisbourne and
    the outlaw. ``printed_too=False``: the printed forest is under them already."""
    forest, B = look.forest, look.B
    parts = [Part(False, lambda s: _draw_ground(s, look, sh, printed_too), look.rect, "forest")]
    if look.reach:
        alpha = draw.pulse_alpha(look.t)
        for key in look.reach:
            ring = _reach_ring(look, key, alpha)
            at = ring.get_rect(center=B.pt(look.forest.at(key)))
            parts.append(Part(True, _blit_at(ring, at), at))
    px = tile_px(look)
    for (tile_id, space), _ in G.token_spots(forest).items():
        t = forest.tiles[tile_id]
        pic = tiles.tile(tile_id, t.kind, face(look, sh, tile_id), px)
        if pic is not None and tile_id not in look.flipping:
            at = pic.get_rect(center=token_point(look, tile_id, space))
            parts.append(Part(False, _blit_at(pic, at), at, f"tile {tile_id}"))
    if look.tiles:
        alpha = draw.pulse_alpha(look.t)
        for tile, space in look.tiles:
            ring = _tile_ring(look, alpha)
            at = ring.get_rect(center=token_point(look, tile, space))
            parts.append(Part(True, _blit_at(ring, at), at))
    pieces_ = []
    for special, tile_id in SPECIAL_TILE.items():
        if special in SET_TASKS.get(sh.task_set, ()) and special not in sh.coat_of_arms:
            pic = pieces.poacher(px) if special == "poacher" else pieces.hawk(px)
            pieces_.append((pic, pic.get_rect(center=token_point(look, tile_id))))
    dpx = max(6, round(B.n(14)))
    for task in SET_TASKS.get(sh.task_set, ()):
        spot = task_spot(look, sh, task)
        if spot is not None and task not in look.flying_tasks:
            d = pieces.die(C.RED, dpx)
            pieces_.append((d, d.get_rect(center=spot)))
    if "gisbourne" not in look.flying and sh.gisbourne:
        pieces_.append(_gisbourne(look, B.pt(forest.at(sh.gisbourne))))
    if "outlaw" not in look.flying and sh.at:
        pieces_.append(_outlaw(look, sh, B.pt(forest.at(sh.at))))
    parts += [Part(False, _blit_at(pic, at), at, "piece") for pic, at in pieces_]
    return parts


def _draw_ground(s: pygame.Surface, look: Look, sh: Shown, printed_too: bool = True) -> None:
    """The printed forest (unless the table's ground has it already), the camps and the
    thickets over their spaces."""
    forest, B = look.forest, look.B
    if printed_too:
        s.blit(printed(forest, look.rect.size), look.rect.topleft)
    r = forest.radius
    for tile_id in ("60", "70"):
        t = forest.tiles.get(tile_id)
        if t is None:
            continue
        pic = tiles.camp(round(B.n(2 * r + 6)), face(look, sh, tile_id) == "symbols")
        s.blit(pic, pic.get_rect(center=B.pt(forest.at(t.spaces[0]))))
    for tile_id in ("50", "61"):
        t = forest.tiles.get(tile_id)
        if t is not None and face(look, sh, tile_id) == "present":
            pic = tiles.thicket(round(B.n(2 * r + 8)))
            s.blit(pic, pic.get_rect(center=B.pt(forest.at(t.spaces[0]))))


def _reach_ring(look: Look, key: str, alpha: int) -> pygame.Surface:
    """A gold ring pulsing round a space the outlaw can walk to (ART.md: legal targets glow)."""
    B = look.B
    R = B.n(look.forest.radius + 3)
    ring = pygame.Surface((round(2 * R + 12), round(2 * R + 12)), pygame.SRCALPHA)
    c = ring.get_width() / 2
    strong = key == look.hover
    pygame.draw.circle(ring, (*P.GOLD, 70 if strong else 34), (c, c), R)
    pygame.draw.circle(ring, (*P.GOLD, min(255, alpha + (35 if strong else 0))), (c, c), R, max(2, B.w(4)))
    pygame.draw.circle(ring, (255, 244, 200, 160), (c, c), R - max(2, B.w(4)), 1)
    return ring


def _tile_ring(look: Look, alpha: int) -> pygame.Surface:
    """A gold ring pulsing round a tile that offers an action now."""
    R = look.B.n(G.TOKEN_R + 4)
    ring = pygame.Surface((round(2 * R + 8), round(2 * R + 8)), pygame.SRCALPHA)
    c = ring.get_width() / 2
    pygame.draw.circle(ring, (*P.GOLD, 60), (c, c), R + 2)
    pygame.draw.circle(ring, (*P.GOLD, alpha), (c, c), R + 2, max(2, look.B.w(3)))
    return ring


def piece_height(look: Look) -> int:
    return max(18, round(look.B.n(84)))


def _outlaw(
    look: Look, sh: Shown, at: tuple[float, float], lifted: bool = False
) -> tuple[pygame.Surface, pygame.Rect]:
    st = C.outlaw_style(sh.outlaw)
    h = piece_height(look)
    pic = pieces.outlaw(st.colour, st.symbol, h, lifted)
    return pic, pic.get_rect(midbottom=(at[0], at[1] + h * 0.12 + look.B.n(8)))


def draw_outlaw(
    s: pygame.Surface, look: Look, sh: Shown, at: tuple[float, float], lifted: bool = False
) -> None:
    s.blit(*_outlaw(look, sh, at, lifted))


def _gisbourne(look: Look, at: tuple[float, float]) -> tuple[pygame.Surface, pygame.Rect]:
    h = round(piece_height(look) * 1.15)
    pic = pieces.gisbourne(h)
    return pic, pic.get_rect(midbottom=(at[0], at[1] + h * 0.12 + look.B.n(8)))


def draw_gisbourne(s: pygame.Surface, look: Look, at: tuple[float, float]) -> None:
    s.blit(*_gisbourne(look, at))


def draw_displays(s: pygame.Surface, look: Look, sh: Shown) -> None:
    for part in display_parts(look, sh):
        part.draw(s)


def display_parts(look: Look, sh: Shown) -> list[Part]:
    """The displays round the forest, in their drawing order, each with its place (its
    card's shadow included)."""
    forest, B = look.forest, look.B

    def where(*names: str) -> pygame.Rect:
        rects = [displays.rect(B, forest.display(name)) for name in names]
        reach = [r.union(draw.shadow_extent(r, 0.7)).inflate(4, 4) for r in rects]
        return reach[0].unionall(reach[1:])

    return [
        Part(False, lambda s: displays.seal_recesses(s, forest, B, sh), where("seal_recesses"), "seals"),
        Part(False, lambda s: displays.coat_of_arms(s, forest, B, sh), where("coat_of_arms"), "arms"),
        Part(
            False,
            lambda s: displays.parchments(s, forest, B, sh),
            where("parchment_top", "parchment_bottom"),
            "parchments",
        ),
        Part(
            False,
            lambda s: displays.dossier(s, forest, B, sh, show_die="dossier" not in look.flying),
            where("solo_dossier_78"),
            "dossier",
        ),
        Part(False, lambda s: displays.overview(s, forest, B, sh), where("explore_overview_79"), "overview"),
        Part(
            False,
            lambda s: displays.banner_of_hope(s, forest, B, sh, show_bard="bard" not in look.flying),
            where("banner_of_hope"),
            "banner of hope",
        ),
        Part(
            False,
            lambda s: displays.evil_end(s, forest, B, sh, -1 if "hourglass" in look.flying else 0),
            where("evil_end"),
            "evil end",
        ),
        Part(False, lambda s: displays.bow(s, forest, B, sh), where("bow"), "bow"),
        Part(False, lambda s: displays.task_objects(s, forest, B, sh), where("task_objects"), "objects"),
        Part(False, lambda s: displays.bag_panel(s, forest, B, sh), where("bag_panel"), "bag panel"),
    ]


# --- the bag strip --------------------------------------------------------------------------------


def draw_bag(
    s: pygame.Surface,
    T,
    layout: G.BagLayout,
    box: pygame.Rect,
    sh: Shown,
    flying: Collection[str] = (),
    last_tray: list[str] | None = None,
) -> None:
    """The bag strip: the pouch; the discs by what they mean, those drawn this round faded
    in their places; the dice in the bag; the tray of the dice drawn (the last draw faded
    once its dice went back); the seals in the bag."""
    draw.panel(s, box, max(4, T.length(10)))
    pr = T.rect(layout.pouch)
    pic = pouch(pr.w, pr.h)
    s.blit(pic, pr)
    label_px = T.px(13)
    slots = G.disc_slots(layout)
    for meaning, group in G.DISC_GROUPS.items():
        r = T.rect(layout.discs[meaning])
        pygame.draw.rect(s, mix(P.PARCHMENT, P.INK, 0.06), r, border_radius=T.length(6))
        head = pygame.Rect(r.x + T.length(6), r.y + T.length(2), r.w - T.length(12), T.length(20))
        left = sum(1 for d in sh.bag_discs if d in group)
        displays.label(
            s,
            W.strip_labels(meaning, left),
            "sans-bold",
            label_px,
            P.INK,
            head,
            "midleft",
            minimum=8,
        )
        for d in set(group):
            positions = [i for i, g in enumerate(group) if g == d]
            out = min(len(positions), sh.drawn_discs.count(d))
            for k, i in enumerate(positions):
                drawn = k >= len(positions) - out
                rr = T.rect(slots[(meaning, i)])
                pic = pieces.disc(C.disc_colour(d, sh.outlaw), meaning, rr.w, faded=drawn)
                s.blit(pic, rr)
                if drawn:
                    draw.dashed_outline(s, P.INK_SOFT, rr, 1, 3, rr.w // 2)
    # the dice in the bag
    r = T.rect(layout.dice)
    pygame.draw.rect(s, mix(P.PARCHMENT, P.INK, 0.06), r, border_radius=T.length(6))
    head = pygame.Rect(r.x + T.length(6), r.y + T.length(2), r.w - T.length(12), T.length(20))
    displays.label(s, W.DICE_LABELS, "sans-bold", label_px, P.INK, head, "midleft", minimum=8)
    dpx = T.length(30)
    st = C.outlaw_style(sh.outlaw)
    rows = [(C.WHITE_DIE, None, f"×{sh.bag_white}"), (C.VIOLET, None, f"×{sh.bag_violet}")]
    if sh.bow_in_bag:
        rows.append((st.colour, st.symbol, "bow"))
    for i, (colour, symbol, words) in enumerate(rows):
        x = r.x + T.length(8) + i * T.length(64)
        s.blit(pieces.die(colour, dpx, symbol), (x, r.y + T.length(28)))
        displays.label(
            s,
            words,
            "sans-bold",
            T.px(17),
            P.INK,
            pygame.Rect(x + dpx + T.length(3), r.y + T.length(28), T.length(30), dpx),
            "midleft",
            minimum=8,
        )
    # the tray
    r = T.rect(layout.tray)
    draw.inset(s, r, T.length(6), 50)
    tray = sh.tray if sh.tray else (last_tray or [])
    done = sh.tray_done or not sh.tray
    words = W.tray_labels(bool(done and tray))
    displays.label(
        s,
        words,
        "sans-bold",
        label_px,
        P.INK_SOFT,
        pygame.Rect(r.x + T.length(6), r.y + T.length(2), r.w, T.length(20)),
        "midleft",
        minimum=8,
    )
    total = max(3, len(tray))
    for i, d in enumerate(tray):
        rr = T.rect(G.tray_slot(layout, i, total))
        pic = pieces.die(C.die_colour(d, sh.outlaw), rr.w, st.symbol if d == "B" else None, ring=d == "W")
        if done:
            pic = pic.copy()
            pic.set_alpha(120)
        s.blit(pic, rr)
    # the seals in the bag
    r = T.rect(layout.seals)
    pygame.draw.rect(s, mix(P.PARCHMENT, P.INK, 0.06), r, border_radius=T.length(6))
    head = pygame.Rect(r.x + T.length(6), r.y + T.length(2), r.w - T.length(12), T.length(20))
    displays.label(
        s,
        W.seal_labels(len(sh.seals_bag)),
        "sans-bold",
        label_px,
        P.INK,
        head,
        "midleft",
        minimum=8,
    )
    spx = min(T.length(36), (r.h - T.length(26)) // 2, (r.w - T.length(12)) // 4 - T.length(4))
    for i, seal in enumerate(sorted(sh.seals_bag)):
        col, row = i % 4, i // 4
        pic = displays.seal_picture(seal, spx)
        s.blit(pic, (r.x + T.length(6) + col * (spx + T.length(4)), r.y + T.length(23) + row * spx))


def seal_boxes(T, layout: G.BagLayout, sh: Shown) -> list[tuple[str, pygame.Rect]]:
    """Each seal in the bag and its rect in the strip (for tooltips)."""
    r = T.rect(layout.seals)
    spx = min(T.length(36), (r.h - T.length(26)) // 2, (r.w - T.length(12)) // 4 - T.length(4))
    out = []
    for i, seal in enumerate(sorted(sh.seals_bag)):
        col, row = i % 4, i // 4
        out.append(
            (
                seal,
                pygame.Rect(
                    r.x + T.length(6) + col * (spx + T.length(4)), r.y + T.length(23) + row * spx, spx, spx
                ),
            )
        )
    return out


def walk_extent(look: Look, walk: tuple[str, ...]) -> pygame.Rect:
    """Where :func:`draw_walk` of ``walk`` draws its footprints."""
    B = look.B
    points = [B.p(*look.forest.at(key)) for key in walk] or [B.p(0, 0)]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    pad = round(B.n(6) + max(2.5, B.n(4.5))) + 3
    box = pygame.Rect(
        round(min(xs)), round(min(ys)), round(max(xs) - min(xs)) + 1, round(max(ys) - min(ys)) + 1
    )
    return box.inflate(2 * pad, 2 * pad)


def draw_walk(
    s: pygame.Surface, look: Look, walk: tuple[str, ...], colour: tuple[int, int, int] = P.GOLD
) -> None:
    """The way to the space under the pointer: footprints from space to space (Gisbourne's
    ride if he is let go: in ``colour``)."""
    if len(walk) < 2:
        return
    B = look.B
    for a, b in itertools.pairwise(walk):
        (ax, ay), (bx, by) = look.forest.at(a), look.forest.at(b)
        dist = max(1.0, ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5)
        n = max(2, int(dist / 15))
        r = max(2.5, B.n(4.5))
        for i in range(1, n):
            t = i / n
            x, y = ax + (bx - ax) * t, ay + (by - ay) * t
            side = 4 if i % 2 else -4
            nx, ny = -(by - ay) / dist * side, (bx - ax) / dist * side
            pygame.draw.circle(s, (70, 44, 8), B.p(x + nx + 0.8, y + ny + 1), r)
            pygame.draw.circle(s, colour, B.p(x + nx, y + ny), r)
