"""Drawing the adventure's table each frame, from a :class:`~.shown.Shown` (no match needed,
so a picture can be made from a state built by hand): the printed forest, the tiles on
their spaces with their faces, the special opponents and the red task dice, the camps and
thickets, the glow on the spaces the outlaw can reach, the outlaw and Gisbourne, the
displays, the bag strip (the pouch, the discs of the round, the dice and seals in the bag).

``Look`` carries where things go on the screen and what the animation hides for now.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field

import pygame

from sherwood.ui.games.adventures import geometry as G
from sherwood.ui.games.adventures import texts
from sherwood.ui.games.adventures.art import colours as C
from sherwood.ui.games.adventures.art import displays, pieces, tiles
from sherwood.ui.games.adventures.art.board import printed
from sherwood.ui.games.adventures.art.pouch import pouch
from sherwood.ui.games.adventures.art.shapes import Brush, mix
from sherwood.ui.games.adventures.shown import Shown
from sherwood.ui.render import draw, text
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
    hidden: Collection[str] = ()  # "outlaw", "gisbourne", "bard", "seal", "coat", ...
    counts: Mapping[str, int] = field(default_factory=dict)  # how many of a kind still fly
    reach: Collection[str] = ()  # spaces that glow
    hover: str | None = None  # the space under the pointer
    bard_at: float | None = None
    dossier_at: int | None = None


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


def task_spot(look: Look, sh: Shown, task: str) -> tuple[float, float] | None:
    """Where a task's red die lies on the board (None once done)."""
    if task in sh.coat_of_arms:
        return None
    if task == "sheriff":
        tile = sheriff_tile(sh)
        return None if tile is None else token_point(look, tile)
    if task == "secret_camp":
        x, y = look.forest.at(f"camp_{sh.camp}")
        return look.B.p(x + 16, y + 16)
    tile = TASK_TILE.get(task)
    return None if tile is None else token_point(look, tile)


# --- the forest ------------------------------------------------------------------------------------


def draw_forest(s: pygame.Surface, look: Look, sh: Shown) -> None:
    forest, B = look.forest, look.B
    s.blit(printed(forest, look.rect.size), look.rect.topleft)
    r = forest.radius
    # camps and thickets over their spaces
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
    _draw_reach(s, look)
    px = tile_px(look)
    for (tile_id, space), _ in G.token_spots(forest).items():
        t = forest.tiles[tile_id]
        pic = tiles.tile(tile_id, t.kind, face(look, sh, tile_id), px)
        if pic is not None and f"tile:{tile_id}" not in look.hidden:
            s.blit(pic, pic.get_rect(center=token_point(look, tile_id, space)))
    for special, tile_id in SPECIAL_TILE.items():
        if special in texts.SET_TASKS.get(sh.task_set, ()) and special not in sh.coat_of_arms:
            pic = pieces.poacher(px) if special == "poacher" else pieces.hawk(px)
            s.blit(pic, pic.get_rect(center=token_point(look, tile_id)))
    dpx = max(6, round(B.n(14)))
    coat_flying = look.counts.get("coat", 0)
    for task in texts.SET_TASKS.get(sh.task_set, ()):
        spot = task_spot(look, sh, task)
        if spot is None and coat_flying and task == (sh.coat_of_arms[-1] if sh.coat_of_arms else None):
            continue
        if spot is not None:
            d = pieces.die(C.RED, dpx)
            s.blit(d, d.get_rect(center=(spot[0] + B.n(11), spot[1] - B.n(11))))
    if "gisbourne" not in look.hidden and sh.gisbourne:
        draw_gisbourne(s, look, B.pt(forest.at(sh.gisbourne)))
    if "outlaw" not in look.hidden and sh.at:
        draw_outlaw(s, look, sh, B.pt(forest.at(sh.at)))


def _draw_reach(s: pygame.Surface, look: Look) -> None:
    """A gold ring pulsing round each space the outlaw can walk to (ART.md: legal targets glow)."""
    if not look.reach:
        return
    B = look.B
    alpha = draw.pulse_alpha(look.t)
    for key in look.reach:
        cx, cy = B.pt(look.forest.at(key))
        R = B.n(look.forest.radius + 3)
        ring = pygame.Surface((round(2 * R + 12), round(2 * R + 12)), pygame.SRCALPHA)
        c = ring.get_width() / 2
        strong = key == look.hover
        pygame.draw.circle(ring, (*P.GOLD, 70 if strong else 34), (c, c), R)
        pygame.draw.circle(
            ring, (*P.GOLD, min(255, alpha + (35 if strong else 0))), (c, c), R, max(2, B.w(4))
        )
        pygame.draw.circle(ring, (255, 244, 200, 160), (c, c), R - max(2, B.w(4)), 1)
        s.blit(ring, ring.get_rect(center=(cx, cy)))


def piece_height(look: Look) -> int:
    return max(16, round(look.B.n(72)))


def draw_outlaw(
    s: pygame.Surface, look: Look, sh: Shown, at: tuple[float, float], lifted: bool = False
) -> None:
    st = C.outlaw_style(sh.outlaw)
    h = piece_height(look)
    pic = pieces.outlaw(st.colour, st.symbol, h, lifted)
    s.blit(pic, pic.get_rect(midbottom=(at[0], at[1] + h * 0.12 + look.B.n(8))))


def draw_gisbourne(s: pygame.Surface, look: Look, at: tuple[float, float]) -> None:
    h = round(piece_height(look) * 1.15)
    pic = pieces.gisbourne(h)
    s.blit(pic, pic.get_rect(midbottom=(at[0], at[1] + h * 0.12 + look.B.n(8))))


def draw_displays(s: pygame.Surface, look: Look, sh: Shown) -> None:
    forest, B = look.forest, look.B
    displays.seal_recesses(s, forest, B, sh, look.counts.get("seal", 0))
    displays.coat_of_arms(s, forest, B, sh, look.counts.get("coat", 0))
    displays.parchments(s, forest, B, sh, {k[4:]: v for k, v in look.counts.items() if k.startswith("obj:")})
    displays.dossier(s, forest, B, sh, look.dossier_at)
    displays.overview(s, forest, B, sh)
    displays.banner_of_hope(s, forest, B, sh, look.bard_at)
    displays.evil_end(s, forest, B, sh, look.counts.get("hourglass", 0))
    displays.bow(s, forest, B, sh)
    displays.task_objects(s, forest, B, sh)
    displays.bag_panel(s, forest, B, sh)


# --- the bag strip --------------------------------------------------------------------------------


def draw_bag(
    s: pygame.Surface,
    T,
    layout: G.BagLayout,
    box: pygame.Rect,
    sh: Shown,
    counts: Mapping[str, int],
    tray: list[str] | None = None,
) -> None:
    """The bag strip: the pouch; the discs by what they mean, those drawn this round laid
    beside (faded); the dice in the bag; the tray where drawn dice land; the seals in the bag."""
    draw.panel(s, box, max(4, T.length(10)))
    pr = T.rect(layout.pouch)
    pic = pouch(pr.w, pr.h)
    s.blit(pic, pr)
    in_bag = list(sh.bag_discs)
    flying = counts.get("disc", 0)
    drawn = sh.drawn_discs[: max(0, len(sh.drawn_discs) - flying)]
    still = in_bag + sh.drawn_discs[len(drawn) :]  # a disc in flight is still shown in the bag
    label_px = T.px(13)
    for meaning, group in texts.DISC_GROUPS.items():
        r = T.rect(layout.discs[meaning])
        pygame.draw.rect(s, mix(P.PARCHMENT, P.INK, 0.06), r, border_radius=T.length(6))
        head = pygame.Rect(r.x + T.length(6), r.y + T.length(2), r.w - T.length(12), T.length(20))
        left = sum(1 for d in still if d in group)
        text.line(
            s,
            f"{texts.GROUP_TITLES[meaning]} · {left} left",
            "sans-bold",
            label_px,
            P.INK,
            head,
            "midleft",
            minimum=8,
        )
        dpx = min(T.length(40), (r.w - T.length(12)) // max(1, len(group)) - T.length(4))
        pool = list(still)
        for i, d in enumerate(group):
            there = d in pool
            if there:
                pool.remove(d)
            pic = pieces.disc(C.disc_colour(d, sh.outlaw), meaning, dpx, faded=not there)
            x = r.x + T.length(6) + i * (dpx + T.length(4))
            s.blit(pic, (x, r.y + T.length(26)))
            if not there:
                draw.dashed_outline(
                    s, P.INK_SOFT, pygame.Rect(x, r.y + T.length(26), dpx, dpx), 1, 3, dpx // 2
                )
    # the dice in the bag
    r = T.rect(layout.dice)
    pygame.draw.rect(s, mix(P.PARCHMENT, P.INK, 0.06), r, border_radius=T.length(6))
    head = pygame.Rect(r.x + T.length(6), r.y + T.length(2), r.w - T.length(12), T.length(20))
    text.line(s, "Dice in the bag", "sans-bold", label_px, P.INK, head, "midleft", minimum=8)
    dpx = T.length(30)
    rows = [
        (C.WHITE_DIE, None, f"{sh.bag_white - counts.get('die:W', 0) + counts.get('back:W', 0)}"),
        (C.VIOLET, None, f"{sh.bag_violet - counts.get('die:V', 0) + counts.get('back:V', 0)}"),
    ]
    st = C.outlaw_style(sh.outlaw)
    if sh.bow_in_bag:
        rows.append((st.colour, st.symbol, "bow"))
    for i, (colour, symbol, words) in enumerate(rows):
        x = r.x + T.length(8) + i * T.length(64)
        pic = pieces.die(colour, dpx, symbol)
        s.blit(pic, (x, r.y + T.length(28)))
        text.line(
            s,
            words if words == "bow" else f"×{words}",
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
    text.line(
        s,
        "Drawn",
        "sans-bold",
        label_px,
        P.INK_SOFT,
        pygame.Rect(r.x + T.length(6), r.y + T.length(2), r.w, T.length(20)),
        "midleft",
        minimum=8,
    )
    if tray:
        tpx = min(T.length(30), (r.w - T.length(10)) // max(1, len(tray)) - T.length(2))
        for i, d in enumerate(tray):
            pic = pieces.die(C.die_colour(d, sh.outlaw), tpx, st.symbol if d == "B" else None, ring=d == "W")
            s.blit(pic, (r.x + T.length(6) + i * (tpx + T.length(2)), r.y + T.length(30)))
    # the seals in the bag
    r = T.rect(layout.seals)
    pygame.draw.rect(s, mix(P.PARCHMENT, P.INK, 0.06), r, border_radius=T.length(6))
    head = pygame.Rect(r.x + T.length(6), r.y + T.length(2), r.w - T.length(12), T.length(20))
    text.line(
        s, f"Seals in the bag · {len(sh.seals_bag)}", "sans-bold", label_px, P.INK, head, "midleft", minimum=8
    )
    spx = min(T.length(36), (r.h - T.length(26)) // 2, (r.w - T.length(12)) // 4 - T.length(4))
    for i, seal in enumerate(sorted(sh.seals_bag)):
        col, row = i % 4, i // 4
        pic = displays.seal_picture(seal, spx)
        s.blit(pic, (r.x + T.length(6) + col * (spx + T.length(4)), r.y + T.length(23) + row * spx))


def disc_boxes(T, layout: G.BagLayout, sh: Shown) -> dict[tuple[str, int], pygame.Rect]:
    """Where each disc sits in the strip: ``(meaning, index in its group)`` -> screen rect."""
    out = {}
    for meaning, group in texts.DISC_GROUPS.items():
        r = T.rect(layout.discs[meaning])
        dpx = min(T.length(40), (r.w - T.length(12)) // max(1, len(group)) - T.length(4))
        for i in range(len(group)):
            out[(meaning, i)] = pygame.Rect(
                r.x + T.length(6) + i * (dpx + T.length(4)), r.y + T.length(26), dpx, dpx
            )
    return out


def disc_meaning(disc: str) -> str:
    return pieces.DISC_SYMBOL[disc]
