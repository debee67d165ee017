"""The display areas of the board (AR-2.4) with what lies on them: the seal recesses, the
coat of arms with the red task dice, the two objects parchments with the dice of the
outlaw's colour on the objects owned, the solo dossier with its red die and symbols, the
explore overview, the Banner of Hope with the bard, the Evil End with its hourglasses, the
bow with its die, the task objects, and a small bag panel saying what is in the bag.

Each function draws one display into the forest's pixels through a :class:`~.shapes.Brush`
(the forest's spec units); the places come from :mod:`..geometry`.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from sherwood.games.adventures.content import DOSSIER, SEALS
from sherwood.ui.games.adventures import geometry as G
from sherwood.ui.games.adventures.art import colours as C
from sherwood.ui.games.adventures.art import pieces
from sherwood.ui.games.adventures.art.shapes import Brush, mix, shade
from sherwood.ui.games.adventures.words import EXPLORE_ROWS, SHORT_NAMES
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import supersample

if TYPE_CHECKING:
    from sherwood.ui.games.adventures.drawing import Shown

Box = tuple[float, float, float, float]


def rect(B: Brush, box: Box) -> pygame.Rect:
    x, y, w, h = box
    (x0, y0), (x1, y1) = B.p(x, y), B.p(x + w, y + h)
    return pygame.Rect(round(x0), round(y0), max(1, round(x1) - round(x0)), max(1, round(y1) - round(y0)))


TITLES = {
    "Solo dossier": ("Solo dossier", "Dossier"),
    "Tasks done": ("Tasks done", "Tasks"),
    "Coat of arms": ("Coat of arms", "Arms"),
    "Exploring": ("Exploring", "Explore"),
}
RESULTS = {
    "1 Provisions": ("1 Provisions", "Provisions"),
    "a Barrel or a Horn": ("a Barrel or a Horn", "Barrel/Horn"),
    "Gisbourne moves": ("Gisbourne moves", "Gisbourne"),
}
"""Shorter words for the small window, longest first."""


def card(s: pygame.Surface, r: pygame.Rect, B: Brush, title: str | None = None) -> pygame.Rect:
    """A parchment card lying on the board with a title line; returns the title's box."""
    rad = max(3, round(B.n(8)))
    draw.blit_shadow(s, r, rad, 0.7)
    s.blit(draw.parchment(r.size, rad), r.topleft)
    pygame.draw.rect(s, P.BRASS, r, max(1, round(B.n(1.5))), border_radius=rad)
    head = pygame.Rect(r.x + B.n(6), r.y + B.n(3), r.w - B.n(12), B.n(20))
    if title:
        label(s, TITLES.get(title, title), "serif-bold", max(8, round(B.n(15))), P.INK, head, "midleft")
    return head


def label(
    s: pygame.Surface,
    words: str | tuple[str, ...],
    kind: str,
    px: int,
    colour,
    box: pygame.Rect,
    anchor: str = "midleft",
    minimum: int = 8,
) -> pygame.Rect | None:
    """The first of ``words`` (longest first) that fits ``box``'s width, drawn: each at
    ``px`` first, then a little smaller, then down to ``minimum`` (never under the readable
    size); else the short form of the last ("Provis."), or nothing if none fits (a small
    window keeps the pictures)."""
    options = (words,) if isinstance(words, str) else words
    floor = text.readable(minimum)
    for smallest in dict.fromkeys((px, max(floor, round(px * 0.85)), floor)):
        for w in options:
            size = text.fit(w, kind, px, box.w, smallest)
            if text.size(w, kind, size)[0] <= box.w:
                return text.line(s, w, kind, size, colour, box, anchor)
    shown, size = text.fit_line(options[-1], kind, px, box.w, minimum=floor, overflow="words")
    return text.blit(s, shown, kind, size, colour, getattr(box, anchor), anchor) if shown else None


def _die_px(B: Brush, size: float = 17) -> int:
    return max(7, round(B.n(size)))


# --- seals -------------------------------------------------------------------------------------


def seal_picture(seal: str, px: int, face_up: bool = True) -> pygame.Surface:
    info = SEALS[seal]
    return pieces.seal(int(seal[1:]), info.lion, info.colour or None, info.coach, info.hope_loss, px, face_up)


def seal_recesses(s: pygame.Surface, forest: G.Forest, B: Brush, sh: Shown) -> None:
    """The wooden plank with 8 recesses; the seals drawn so far lie in them."""
    x, y, w, h = forest.display("seal_recesses")
    r = rect(B, (x, y, w, h))
    rad = max(3, round(B.n(10)))
    draw.blit_shadow(s, r, rad, 0.7)
    pygame.draw.rect(s, (96, 64, 36), r, border_radius=rad)
    pygame.draw.rect(s, (126, 88, 52), r.inflate(-B.n(4), -B.n(4)), border_radius=rad)
    pygame.draw.rect(s, (60, 38, 20), r, max(1, round(B.n(1.5))), border_radius=rad)
    n = int(forest.displays["seal_recesses"]["slots"])
    shown = sh.recesses
    for i in range(1, n + 1):
        cx, cy = B.pt(G.recess_centre(forest, i))
        rr = B.n(21)
        pygame.draw.circle(s, (44, 28, 14), (cx, cy), rr)
        pygame.draw.circle(s, (70, 46, 24), (cx + B.n(1), cy + B.n(1.5)), rr * 0.86)
        label(
            s,
            str(i),
            "sans-bold",
            max(8, round(B.n(11))),
            (150, 120, 80),
            pygame.Rect(cx - rr, cy - rr, 2 * rr, 2 * rr),
            "center",
        )
        if i <= len(shown):
            pic = seal_picture(shown[i - 1], round(B.n(44)))
            s.blit(pic, pic.get_rect(center=(cx, cy)))


# --- coat of arms, parchments ---------------------------------------------------------------------


def coat_of_arms(s: pygame.Surface, forest: G.Forest, B: Brush, sh: Shown) -> None:
    """The coat of arms: on the board in a game without tasks; taken away in every set, its
    recess collects the red dice of the tasks completed (AR-13.16)."""
    r = rect(B, forest.display("coat_of_arms"))
    card(s, r, B, "Tasks done" if sh.task_set != "none" else "Coat of arms")
    cx, cy = r.centerx, r.y + r.h * 0.6
    sw, shh = B.n(46), B.n(50)
    shield = [
        (cx - sw / 2, cy - shh / 2),
        (cx + sw / 2, cy - shh / 2),
        (cx + sw / 2, cy),
        (cx, cy + shh / 2),
        (cx - sw / 2, cy),
    ]
    if sh.task_set == "none":
        pygame.draw.polygon(s, (150, 36, 30), shield)
        pygame.draw.polygon(s, P.GOLD_DEEP, shield, max(1, round(B.n(2))))
        pieces.lion_head(
            s.subsurface(pygame.Rect(cx - sw / 2, cy - shh / 2, sw, sw).clip(s.get_rect())), round(sw), P.GOLD
        )
        return
    pygame.draw.polygon(s, (60, 44, 28), shield)
    pygame.draw.polygon(s, (34, 24, 14), shield, max(1, round(B.n(2))))
    done = sh.coat_of_arms
    px = _die_px(B, 18)
    for i in range(3):
        px_, py_ = B.pt(G.coat_slot(forest, i))
        if i < len(done):
            d = pieces.die(C.RED, px)
            s.blit(d, d.get_rect(center=(px_, py_)))
        else:
            pygame.draw.circle(s, (90, 70, 46), (px_, py_), px * 0.32, 1)


def parchments(s: pygame.Surface, forest: G.Forest, B: Brush, sh: Shown) -> None:
    """The two objects parchments: each object's picture, name, and one die of the outlaw's
    colour per copy owned (AR-7.2); free markers are counted at the foot."""
    colour = C.outlaw_style(sh.outlaw).colour
    rows = G.object_rows(forest)
    for name, title in (("parchment_top", "Goods"), ("parchment_bottom", "Gear")):
        r = rect(B, forest.display(name))
        card(s, r, B, title)
    pic_px = round(B.n(30))
    dpx = _die_px(B, 15)
    px = text.readable(round(B.n(11)))
    line_h = text.font("sans-bold", px).get_height()
    for obj, box in rows.items():
        rr = rect(B, box)
        n = sh.objects.get(obj, 0)
        pygame.draw.rect(s, (*mix(P.PARCHMENT, P.INK, 0.08),), rr, border_radius=max(2, round(B.n(5))))
        name = SHORT_NAMES[obj]
        size = pic_px
        where = pygame.Rect(rr.x + size + B.n(5), rr.y + B.n(2), rr.w - size - B.n(7), B.n(15))
        pic_at, dice_at = (rr.x + B.n(2), rr.y + B.n(3)), (rr.x + size + B.n(4), rr.y + B.n(19))
        if text.size(name, "sans-bold", px)[0] > where.w:
            # a small window: the name across the row's top, the picture under it, as small as
            # a die, and the dice beside it
            size = dpx
            where = pygame.Rect(rr.x + B.n(3), rr.y + B.n(2), rr.w - B.n(5), line_h)
            pic_at = (rr.x + B.n(2), where.bottom + B.n(1))
            dice_at = (pic_at[0] + size + B.n(3), pic_at[1])
        s.blit(pieces.thing(obj, size), pic_at)
        label(s, name, "sans-bold", px, P.INK, where, "midleft")
        for k in range(max(0, n)):
            col, row = k % 5, k // 5
            d = pieces.die(colour, dpx)
            s.blit(d, (dice_at[0] + col * (dpx + B.n(1)), dice_at[1] + row * (dpx + B.n(1))))


# --- the solo dossier, the explore overview ----------------------------------------------------------


def _dossier_symbol(s: pygame.Surface, kind: str, centre, px: int, outlaw: str) -> None:
    if kind == "seal":
        pic = pieces.seal(0, True, None, False, False, px, face_up=False)
    elif kind == "gisbourne":
        pic = pieces.meaning_icon("gisbourne", px, C.GISBOURNE)
    elif kind == "violet":
        pic = pieces.die(C.VIOLET, round(px * 0.85))
    elif kind == "reset":
        pic = supersample((px, px), _circular_arrow)
    else:
        return
    s.blit(pic, pic.get_rect(center=centre))


def _circular_arrow(big: pygame.Surface, n: int) -> None:
    col = (90, 60, 30)
    pygame.draw.arc(
        big,
        col,
        (n * 0.18, n * 0.18, n * 0.64, n * 0.64),
        math.radians(40),
        math.radians(330),
        max(2, n // 9),
    )
    a = math.radians(40)
    tip = (n / 2 + n * 0.32 * math.cos(a), n / 2 - n * 0.32 * math.sin(a))
    pygame.draw.polygon(
        big,
        col,
        [
            (tip[0] - n * 0.16, tip[1] - n * 0.04),
            (tip[0] + n * 0.08, tip[1] - n * 0.16),
            (tip[0] + n * 0.06, tip[1] + n * 0.12),
        ],
    )


def dossier(s: pygame.Surface, forest: G.Forest, B: Brush, sh: Shown, show_die: bool = True) -> None:
    """The solo dossier: six squares, 1 at the bottom, each with its symbol; the red die on
    its square (unless it is moving: ``show_die`` False)."""
    r = rect(B, forest.display("solo_dossier_78"))
    card(s, r, B, "Solo dossier")
    at = sh.dossier
    for n in range(1, 7):
        box = rect(B, G.dossier_square(forest, n))
        fill = mix(P.PARCHMENT, (160, 40, 30), 0.18) if n == at else mix(P.PARCHMENT, P.INK, 0.06)
        pygame.draw.rect(s, fill, box, border_radius=max(2, round(B.n(4))))
        pygame.draw.rect(s, (150, 126, 92), box, 1, border_radius=max(2, round(B.n(4))))
        label(
            s,
            str(n),
            "sans-bold",
            max(8, round(B.n(11))),
            P.INK_SOFT,
            pygame.Rect(box.x + B.n(4), box.y, B.n(12), box.h),
            "midleft",
        )
        kind = DOSSIER[n]
        _dossier_symbol(
            s, kind, (box.x + box.w * 0.45, box.centery), round(min(box.h * 0.86, B.n(22))), sh.outlaw
        )
        if n == at and show_die:
            d = pieces.die(C.RED, round(min(box.h * 0.9, B.n(20))))
            s.blit(d, d.get_rect(center=(box.right - box.h * 0.6, box.centery)))


def overview(s: pygame.Surface, forest: G.Forest, B: Brush, sh: Shown) -> None:
    """The explore overview (AR-1.7): the dice drawn in order and what they give."""
    r = rect(B, forest.display("explore_overview_79"))
    card(s, r, B, "Exploring")
    dpx = _die_px(B, 14)
    for (dice, result), box in zip(EXPLORE_ROWS, G.overview_rows(forest), strict=True):
        rr = rect(B, box)
        pygame.draw.line(s, (180, 160, 120), (rr.x, rr.bottom), (rr.right, rr.bottom), 1)
        for i, d in enumerate(dice):
            pic = pieces.die(C.WHITE_DIE if d == "W" else C.VIOLET, dpx)
            s.blit(pic, (rr.x + i * (dpx + B.n(1)), rr.y + B.n(2)))
        words = pygame.Rect(rr.x, rr.y + dpx + B.n(3), rr.w, rr.bottom - rr.y - dpx - B.n(3))
        label(
            s, RESULTS.get(result, result), "sans", max(8, round(B.n(11))), P.INK, words, "midleft", minimum=8
        )


# --- the bottom row: Hope, the Evil End, the bow, task objects, the bag panel --------------------------


def banner_of_hope(s: pygame.Surface, forest: G.Forest, B: Brush, sh: Shown, show_bard: bool = True) -> None:
    """The Banner of Hope: cells 0 to 18 on a red cloth, 18 in gold; the bard on Hope
    (unless he is walking: ``show_bard`` False)."""
    r = rect(B, forest.display("banner_of_hope"))
    draw.blit_shadow(s, r, max(2, round(B.n(4))), 0.7)
    cloth = (150, 40, 34)
    pygame.draw.rect(s, shade(cloth, 0.6), r, border_radius=max(2, round(B.n(4))))
    pygame.draw.rect(s, cloth, r.inflate(-B.n(3), -B.n(3)), border_radius=max(2, round(B.n(4))))
    n = int(forest.displays["banner_of_hope"]["cells"])
    for k in range(n):
        cx, cy = B.pt(G.hope_centre(forest, k))
        cell = pygame.Rect(0, 0, B.n(44), B.n(38))
        cell.center = (round(cx), round(cy))
        win = k == n - 1
        fill = P.GOLD if win else mix(P.PARCHMENT, cloth, 0.12)
        pygame.draw.rect(s, fill, cell, border_radius=max(2, round(B.n(5))))
        pygame.draw.rect(s, shade(cloth, 0.7), cell, 1, border_radius=max(2, round(B.n(5))))
        label(s, str(k), "serif-bold", max(8, round(B.n(20))), P.INK, cell, "center")
    if show_bard:
        x, y = B.pt(G.hope_centre(forest, max(0, min(n - 1, sh.hope))))
        pic = pieces.bard(round(B.n(46)))
        s.blit(pic, pic.get_rect(midbottom=(x + B.n(9), y + B.n(20))))


def evil_end(s: pygame.Surface, forest: G.Forest, B: Brush, sh: Shown, extra: int = 0) -> None:
    """The Evil End: the hourglasses left (``extra``: more or fewer, one leaving it now)."""
    r = rect(B, forest.display("evil_end"))
    draw.blit_shadow(s, r, max(2, round(B.n(4))), 0.7)
    pygame.draw.rect(s, (40, 30, 36), r, border_radius=max(2, round(B.n(4))))
    pygame.draw.rect(s, (90, 40, 40), r, max(1, round(B.n(2))), border_radius=max(2, round(B.n(4))))
    n = int(forest.displays["evil_end"]["slots"])
    left = sh.hourglasses + extra
    px = round(B.n(30))
    for i in range(n):
        cx, cy = B.pt(G.hourglass_centre(forest, i))
        if i < left:
            pic = pieces.hourglass(px)
            s.blit(pic, pic.get_rect(center=(cx, cy - B.n(4))))
        else:
            pygame.draw.circle(s, (70, 54, 60), (cx, cy), B.n(6), 1)
    where = pygame.Rect(r.x, r.bottom - B.n(13), r.w, B.n(12))
    label(
        s,
        (f"Evil End · {sh.hourglasses} left", f"{sh.hourglasses} left"),
        "sans-bold",
        max(8, round(B.n(10))),
        (236, 200, 190),
        where,
        "center",
        minimum=8,
    )


def bow(s: pygame.Surface, forest: G.Forest, B: Brush, sh: Shown) -> None:
    """The bow with the bow die on it (or its empty place while the die is in the bag)."""
    r = rect(B, forest.display("bow"))
    card(s, r, B)
    wood = (120, 78, 36)
    arc = pygame.Rect(r.x + r.w * 0.1, r.y + r.h * 0.08, r.w * 0.5, r.h * 0.84)
    pygame.draw.arc(s, wood, arc, -math.pi / 2, math.pi / 2, max(2, round(B.n(3.5))))
    pygame.draw.line(s, (220, 210, 180), (arc.centerx, arc.top + 2), (arc.centerx, arc.bottom - 2), 1)
    place = (r.x + r.w * 0.7, r.centery)
    if sh.bow_in_bag:
        pygame.draw.circle(s, (150, 126, 92), place, B.n(8), 1)
    else:
        d = pieces.die(C.outlaw_style(sh.outlaw).colour, _die_px(B, 20), C.outlaw_style(sh.outlaw).symbol)
        s.blit(d, d.get_rect(center=place))


def task_objects(s: pygame.Surface, forest: G.Forest, B: Brush, sh: Shown) -> None:
    """The Banner and the Golden cross, when held (AR-7.4)."""
    r = rect(B, forest.display("task_objects"))
    card(s, r, B)
    px = round(B.n(36))
    for i, (obj, n) in enumerate((("banner", sh.banner), ("cross", sh.cross))):
        cx = r.x + r.w * (0.28 + 0.44 * i)
        if n:
            pic = pieces.thing(obj, px)
            s.blit(pic, pic.get_rect(center=(cx, r.centery)))
        else:
            ghost = pieces.thing(obj, px).copy()
            ghost.set_alpha(45)
            s.blit(ghost, ghost.get_rect(center=(cx, r.centery)))


def bag_panel(s: pygame.Surface, forest: G.Forest, B: Brush, sh: Shown) -> None:
    """The bag's place on the board: what is in it, in numbers (the pouch below shows it all)."""
    r = rect(B, forest.display("bag_panel"))
    card(s, r, B)
    px = round(B.n(14))
    rows = (
        (pieces.disc(C.GREY, "turn", px), f"{len(sh.bag_discs)}"),
        (pieces.die(C.WHITE_DIE, px), f"{sh.bag_white}"),
        (pieces.die(C.VIOLET, px), f"{sh.bag_violet}"),
    )
    for i, (pic, words) in enumerate(rows):
        x = r.x + B.n(4) + (i % 2) * r.w / 2
        y = r.y + B.n(4) + (i // 2) * B.n(21)
        s.blit(pic, (x, y + B.n(2)))
        label(
            s,
            words,
            "sans-bold",
            max(8, round(B.n(12))),
            P.INK,
            pygame.Rect(x + px + B.n(2), y, r.w / 2 - px, B.n(18)),
            "midleft",
            minimum=8,
        )
    seals = pieces.seal(0, True, None, False, False, px, face_up=False)
    x, y = r.x + B.n(4) + r.w / 2, r.y + B.n(25)
    s.blit(seals, (x, y + B.n(2)))
    label(
        s,
        f"{len(sh.seals_bag)}",
        "sans-bold",
        max(8, round(B.n(12))),
        P.INK,
        pygame.Rect(x + px + B.n(2), y, r.w / 2 - px, B.n(18)),
        "midleft",
        minimum=8,
    )
