"""Drawing the adventure's table each frame, from a :class:`Shown` (no match needed, so a
picture can be made from a state built by hand): the printed forest, the tiles on their
spaces with their faces, the special opponents and the red task dice, the camps and
thickets, the glow on the spaces the outlaw can reach, the outlaw and Gisbourne, the
displays, the footprints of a walk, and the things in flight while events play (the panels
beside the forest are :mod:`.drawing_panels`').

:class:`Shown` is the view read once per view: plain fields, dicts and lists (the view is
frozen tuples), so that the art and the panels never read the engine's shapes directly, and
the animation can step a copy through a command's events (:mod:`.motion`). ``Look`` carries
where things go on the screen and what the animation hides for now.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from sherwood.games.adventures.content import DISCS, OBJECTS, SET_TASKS
from sherwood.games.adventures.view import View
from sherwood.ui.games.adventures import geometry as G
from sherwood.ui.games.adventures.art import colours as C
from sherwood.ui.games.adventures.art import displays, pieces, tiles
from sherwood.ui.games.adventures.art.board import printed
from sherwood.ui.games.adventures.art.shapes import Brush
from sherwood.ui.games.adventures.words import MEANING_OF
from sherwood.ui.kit.layer import Part
from sherwood.ui.render import draw
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.adventures.table import AdventuresTable

# --- what is drawn: the view read once ---------------------------------------------------------


@dataclass
class Shown:
    """What the table draws: the view's fields, and the tray of the draw going on."""

    outlaw: str = "robin"
    task_set: str = "1"
    camp: int = 60
    at: str = ""
    gisbourne: str = "gate_shadows"
    hope: int = 4
    hourglasses: int = 7
    round: int = 1
    turns_taken: int = 0
    faces: dict[str, str] = field(default_factory=dict)
    objects: dict[str, int] = field(default_factory=dict)
    banner: int = 0
    cross: int = 0
    bag_discs: list[str] = field(default_factory=lambda: list(DISCS))
    drawn_discs: list[str] = field(default_factory=list)
    bag_white: int = 1
    bag_violet: int = 8
    bow_in_bag: bool = False
    supply_white: int = 19
    supply_violet: int = 12
    seals_bag: list[str] = field(default_factory=list)
    recesses: list[str] = field(default_factory=list)
    dossier: int = 1
    coat_of_arms: list[str] = field(default_factory=list)
    moved_steps: int | None = None
    result: str = ""
    over: bool = False
    prompt: Any = None
    tray: list[str] = field(default_factory=list)
    """The dice of the draw going on or last made (the table's, not the view's)."""
    tray_done: bool = False
    """The tray's draw is over: its dice went back; the next draw starts a new tray."""

    def face(self, tile: str, default: str = "") -> str:
        return self.faces.get(tile, default)

    @property
    def parchment_count(self) -> int:
        return sum(self.objects.get(o, 0) for o in OBJECTS)


_PLAIN = ("outlaw", "task_set", "camp", "at", "gisbourne", "hope", "hourglasses", "round",
          "turns_taken", "banner", "cross", "bag_white", "bag_violet", "bow_in_bag",
          "supply_white", "supply_violet", "dossier", "moved_steps", "result", "over", "prompt")


def shown(view: View) -> Shown:
    """The table's reading of ``view``."""
    s = Shown(**{name: getattr(view, name) for name in _PLAIN})
    s.faces = dict(view.faces)
    s.objects = dict(view.objects)
    s.bag_discs = list(view.bag_discs)
    s.drawn_discs = list(view.drawn_discs)
    s.seals_bag = list(view.seals_bag)
    s.recesses = list(view.recesses)
    s.coat_of_arms = list(view.coat_of_arms)
    s.tray = list(view.held)
    return s


# --- where on the screen --------------------------------------------------------------------------


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


def task_spot(look: Look, sh: Shown, task: str) -> tuple[float, float] | None:
    """Where the red die of ``task`` lies, in pixels (None once the task is done)."""
    if task in sh.coat_of_arms:
        return None
    return look.B.pt(G.task_die_spot(look.forest, task, sh.task_set, sh.camp))


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
    for special, tile_id in G.SPECIAL_TILES.items():
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


# --- the things in flight -----------------------------------------------------------------------------


def draw_sprite(
    table: AdventuresTable, surface: pygame.Surface, sprite: Any, box: Box, progress: float
) -> None:
    T = table.T
    r = T.rect(box)
    kind = sprite[0]
    sh = table.shown
    painters: dict[str, Callable[[], None]] = {}

    def outlaw() -> None:
        draw_outlaw(surface, table.look_now(), sh, r.center, lifted=True)

    def gisbourne() -> None:
        draw_gisbourne(surface, table.look_now(), r.center)

    def disc() -> None:
        _, d, back = sprite
        meaning = MEANING_OF[d]
        pic = pieces.disc(C.disc_colour(d, sh.outlaw), meaning, max(8, r.w), faded=back)
        surface.blit(pic, pic.get_rect(center=r.center))

    def die() -> None:
        st = C.outlaw_style(sh.outlaw)
        spin = math.sin(progress * math.pi) * 25
        pic = pieces.die(
            C.die_colour(sprite[1], sh.outlaw), max(8, r.w), st.symbol if sprite[1] == "B" else None
        )
        if spin:
            pic = pygame.transform.rotate(pic, spin)
        surface.blit(pic, pic.get_rect(center=r.center))

    def seal() -> None:
        pic = displays.seal_picture(sprite[1], max(8, r.w), face_up=progress > 0.5)
        surface.blit(pic, pic.get_rect(center=r.center))

    def flip() -> None:
        _, tile, tkind, old, new = sprite
        showing = old if progress < 0.5 else new
        pic = tiles.tile(tile, tkind, showing, max(8, r.w))
        if pic is None:
            return
        squeeze = abs(math.cos(progress * math.pi))
        w = max(1, round(pic.get_width() * squeeze))
        pic = pygame.transform.smoothscale(pic, (w, pic.get_height()))
        surface.blit(pic, pic.get_rect(center=r.center))

    def bard() -> None:
        pic = pieces.bard(max(10, round(r.h * 1.8)))
        hop = math.sin(progress * math.pi * 3) ** 2 * r.h * 0.2
        surface.blit(pic, pic.get_rect(midbottom=(r.centerx + r.w * 0.18, r.bottom - r.h * 0.1 - hop)))

    def hourglass() -> None:
        pic = pieces.hourglass(max(8, round(r.h * 1.9))).copy()
        pic.set_alpha(round(255 * (1 - progress)))
        surface.blit(pic, pic.get_rect(center=r.center))

    def red() -> None:  # the dossier's die, a task's die
        pic = pieces.die(C.RED, max(8, r.w))
        surface.blit(pic, pic.get_rect(center=r.center))

    def thing() -> None:
        pic = pieces.thing(sprite[1], max(8, r.w))
        surface.blit(pic, pic.get_rect(center=r.center))

    def ring() -> None:
        a = round(220 * (1 - progress))
        ring_s = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.circle(ring_s, (*C.GUARD, a), (r.w / 2, r.h / 2), r.w / 2, max(2, r.w // 12))
        surface.blit(ring_s, r)

    painters.update(
        outlaw=outlaw,
        gisbourne=gisbourne,
        disc=disc,
        die=die,
        seal=seal,
        flip=flip,
        bard=bard,
        hourglass=hourglass,
        dossier=red,
        taskdie=red,
        thing=thing,
        ring=ring,
    )
    paint = painters.get(kind)
    if paint is not None:
        paint()
