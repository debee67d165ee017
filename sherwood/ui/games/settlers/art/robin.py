"""Robin Hood's things in the solo game (SR-V-1): his figure on the island (he is the robber,
SR-V-1.5), his six movement cards and their back (SR-V-1.9), the movement die's faces
(SR-V-1.11) and a space of his score track of 15 roads (SR-V-1.6).

A movement card is a parchment card framed in Lincoln green: a band of the resource's colour
with its name (or "Knight"), the terrain it leads to as a hex with the resource on it (the
knight's card shows the camp, a tent in the desert), and, when tall enough, what it does in
words. Every surface is cached per size.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from sherwood.ui.games.settlers.art import palette as C
from sherwood.ui.games.settlers.art.icons import RESOURCE_ICONS
from sherwood.ui.games.settlers.art.pieces import standing
from sherwood.ui.games.settlers.art.shapes import capsule, hex_corners, lit
from sherwood.ui.kit import card_frame
from sherwood.ui.kit.card_frame import radius
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import SS, canvas, down

Pt = tuple[float, float]

MOVES = ("move_lumber", "move_wool", "move_grain", "move_brick", "move_ore", "move_knight")
"""The movement cards (and die faces), in the engine's order: the five resources, the knight."""
TERRAIN_OF = {"lumber": "forest", "wool": "pasture", "grain": "fields", "brick": "hills", "ore": "mountains"}

TUNIC = C.LINCOLN
CLOAK = (0x2A, 0x55, 0x2C)
SKIN = (0xE2, 0xB4, 0x8C)
BOW = (0x8A, 0x5A, 0x2A)
BOOTS = (0x5A, 0x3A, 0x22)
FEATHER = (0xB8, 0x43, 0x3A)
KNIGHT_BAND = (0x7E, 0x2C, 0x28)


def move_resource(card: str) -> str | None:
    """The resource a movement card shows (``"move_ore"`` -> ``"ore"``), None for the knight."""
    kind = card.removeprefix("move_")
    return None if kind == "knight" else kind


# --- Robin's figure ----------------------------------------------------------------------------


def _key(r: float) -> int:
    return max(8, round(r * 2))


@lru_cache(maxsize=16)
def _robin(r2: int, lifted: bool) -> pygame.Surface:
    r = r2 / 2
    h = round(r * (1.04 if lifted else 0.96))
    w = round(h * 0.74)
    W, H = w * SS, h * SS
    cx = W * 0.44
    white = (255, 255, 255)
    line = SS * r * 0.022

    def pt(x: float, y: float) -> Pt:
        return (cx + W * x, H * y)

    # the silhouette: base, boots, cloak, tunic, head and cap, the bow
    sil = canvas(W, H)
    pygame.draw.ellipse(sil, white, pygame.FRect(cx - W * 0.38, H * 0.87, W * 0.76, H * 0.12))
    cloak = [pt(-0.17, 0.33), pt(0.17, 0.33), pt(0.3, 0.84), pt(-0.3, 0.84)]
    pygame.draw.polygon(sil, white, cloak)
    pygame.draw.circle(sil, white, pt(0, 0.24), W * 0.15)
    cap = [pt(-0.2, 0.23), pt(-0.12, 0.1), pt(0.1, 0.06), pt(0.34, 0.02), pt(0.18, 0.2)]
    pygame.draw.polygon(sil, white, cap)
    bow_box = pygame.FRect(cx + W * 0.18, H * 0.1, W * 0.3, H * 0.74)
    pygame.draw.arc(sil, white, bow_box, -math.pi / 2, math.pi / 2, max(2, int(W * 0.06)))
    big = lit(sil, CLOAK, (0x12, 0x22, 0x12), line, 90)

    # the tunic over the cloak, the belt, the boots
    tunic = [pt(-0.13, 0.34), pt(0.13, 0.34), pt(0.2, 0.74), pt(-0.2, 0.74)]
    pygame.draw.polygon(big, TUNIC, tunic)
    pygame.draw.line(big, P.mix(TUNIC, (255, 255, 255), 0.3), pt(-0.12, 0.36), pt(-0.18, 0.72), max(1, SS))
    pygame.draw.line(big, BOOTS, pt(-0.18, 0.55), pt(0.18, 0.55), max(2, int(W * 0.04)))
    pygame.draw.rect(big, P.GOLD, pygame.FRect(cx - W * 0.03, H * 0.535, W * 0.06, H * 0.03))
    for dx in (-0.1, 0.03):
        pygame.draw.rect(
            big, BOOTS, pygame.FRect(cx + W * dx, H * 0.74, W * 0.08, H * 0.13), border_radius=max(1, SS)
        )
    # the quiver's arrows over the left shoulder
    for k, dx in enumerate((-0.2, -0.24)):
        a, b = pt(dx + 0.06, 0.36), pt(dx - 0.02, 0.16 + k * 0.02)
        pygame.draw.line(big, BOW, a, b, max(1, int(SS * 0.8)))
        pygame.draw.polygon(
            big, (0xF0, 0xEA, 0xD8), [b, (b[0] - W * 0.04, b[1] + H * 0.03), (b[0], b[1] + H * 0.05)]
        )
    # the face and the cap with its red feather
    pygame.draw.circle(big, SKIN, pt(0.01, 0.25), W * 0.1)
    pygame.draw.circle(big, P.shade(SKIN, 0.7), pt(0.01, 0.25), W * 0.1, max(1, SS // 2))
    pygame.draw.circle(big, (0x2A, 0x1E, 0x14), pt(0.05, 0.24), max(1.0, W * 0.016))
    pygame.draw.polygon(big, TUNIC, cap)
    pygame.draw.polygon(big, (0x12, 0x22, 0x12), cap, max(1, int(line)))
    pygame.draw.line(big, P.shade(TUNIC, 0.6), pt(-0.19, 0.215), pt(0.17, 0.19), max(1, SS))
    capsule(big, FEATHER, pt(0.06, 0.12), pt(0.3, -0.02 + 0.05), W * 0.025)
    # the longbow and its string
    pygame.draw.arc(big, BOW, bow_box, -math.pi / 2, math.pi / 2, max(2, int(W * 0.045)))
    pygame.draw.arc(
        big, P.shade(BOW, 1.4), bow_box.inflate(-W * 0.03, 0), -math.pi / 3, math.pi / 3, max(1, SS)
    )
    top, bottom = (bow_box.centerx, bow_box.top + H * 0.01), (bow_box.centerx, bow_box.bottom - H * 0.01)
    pygame.draw.line(big, (0xE8, 0xE0, 0xC8), top, bottom, max(1, SS // 2))
    # the base's rim
    pygame.draw.ellipse(
        big, P.shade(CLOAK, 1.6), pygame.FRect(cx - W * 0.36, H * 0.875, W * 0.72, H * 0.09), max(1, SS)
    )
    return standing(big, (w, h), r, lifted)


def robin(r: float, lifted: bool = False) -> pygame.Surface:
    """Robin Hood for hex size ``r``: a green archer with his longbow and a red feather in
    his cap (the solo game's robber); ``lifted`` while he walks."""
    return _robin(_key(r), bool(lifted))


def robin_anchor(r: float, lifted: bool = False) -> Pt:
    """The point of :func:`robin`'s surface that stands on the ground (the middle of his base)."""
    r = _key(r) / 2
    h = round(r * (1.04 if lifted else 0.96))
    return (round(h * 0.74) * 0.44, h * 0.93)


# --- the movement cards ------------------------------------------------------------------------


def _camp(big: pygame.Surface, n: int) -> None:
    """The camp: a tent in the desert with a little fire."""
    sand, light, dark = C.TERRAIN["desert"]
    corners = hex_corners(n / 2, n / 2, n * 0.48)
    pygame.draw.polygon(big, sand, corners)
    pygame.draw.polygon(big, dark, corners, max(1, n // 40))
    tent = [(n * 0.22, n * 0.7), (n * 0.47, n * 0.26), (n * 0.72, n * 0.7)]
    pygame.draw.polygon(big, TUNIC, tent)
    pygame.draw.polygon(
        big, P.shade(TUNIC, 0.55), [(n * 0.47, n * 0.26), (n * 0.72, n * 0.7), (n * 0.55, n * 0.7)]
    )
    pygame.draw.polygon(
        big, (0x1E, 0x2A, 0x1A), [(n * 0.4, n * 0.7), (n * 0.47, n * 0.48), (n * 0.53, n * 0.7)]
    )
    pygame.draw.line(big, BOW, (n * 0.47, n * 0.26), (n * 0.47, n * 0.16), max(1, n // 40))
    pygame.draw.polygon(big, FEATHER, [(n * 0.47, n * 0.16), (n * 0.58, n * 0.19), (n * 0.47, n * 0.22)])
    for k, (dx, col) in enumerate(((0.0, (0xE0, 0x60, 0x20)), (0.02, P.GOLD))):
        s = 0.07 - k * 0.025
        pygame.draw.polygon(
            big,
            col,
            [
                (n * (0.8 - s + dx), n * 0.72),
                (n * (0.8 + dx), n * (0.58 + k * 0.04)),
                (n * (0.8 + s + dx), n * 0.72),
            ],
        )
    pygame.draw.line(big, BOW, (n * 0.72, n * 0.74), (n * 0.88, n * 0.72), max(1, n // 36))
    pygame.draw.ellipse(big, light, pygame.FRect(n * 0.16, n * 0.76, n * 0.3, n * 0.06))


def _land(big: pygame.Surface, n: int, resource: str) -> None:
    """The terrain a resource card leads to: a hex of its colour with the resource on it."""
    base, light, dark = C.TERRAIN[TERRAIN_OF[resource]]
    corners = hex_corners(n / 2, n / 2, n * 0.48)
    pygame.draw.polygon(big, P.mix(base, light, 0.35), corners)
    pygame.draw.polygon(big, dark, corners, max(1, n // 40))
    icon = RESOURCE_ICONS.image(resource, round(n * 0.62))
    big.blit(icon, icon.get_rect(center=(n / 2, n * 0.52)))


WORDS = {
    "knight": "Robin goes back to his camp in the desert.",
    "resource": "Robin walks into the {land} beside him, unless your road bars the way.",
}


@lru_cache(maxsize=96)
@text.enlarged(2)  # drawn twice too big: its words stay readable once scaled down
def movement_card(card: str, w: int, h: int) -> pygame.Surface:
    """The face of movement card ``card`` (``"move_lumber"`` ... ``"move_knight"``) at ``w``×``h``."""
    w, h = max(12, int(w)), max(16, int(h))
    W, H = w * 2, h * 2
    res = move_resource(card)
    colour = C.RESOURCE_COLOUR[res] if res else KNIGHT_BAND
    s = card_frame.frame(W, H, TUNIC, rule_width=max(2, W // 40))
    title = C.RESOURCE_NAMES[res] if res else "Knight"
    top = round(W * 0.09)
    if h >= 40:
        band = card_frame.title_band(s, title, colour, height=0.15 if h >= 90 else 0.2, size=0.72)
        top = band.bottom + round(H * 0.025)
    wordy = h >= 150
    inset = round(W * 0.1)
    room = H - top - (round(H * 0.4) if wordy else inset)
    side = min(W - 2 * inset, room)
    big = canvas(side * 2)
    if res:
        _land(big, side * 2, res)
    else:
        _camp(big, side * 2)
    pic = down(big, (side, side))
    s.blit(pic, pic.get_rect(midtop=(W // 2, top)))
    if wordy:
        words = WORDS["knight"] if res is None else WORDS["resource"].format(land=TERRAIN_OF[res])
        box = pygame.Rect(
            inset, top + side + round(H * 0.02), W - 2 * inset, H - top - side - round(H * 0.12)
        )
        laid = text.fit_paragraph(  # the rule where it fits readable; else the card shown large says it
            words, "serif", round(H * 0.055), box.w, box.h, minimum=7, cut=False, overflow="words"
        )
        if laid.fits:
            laid.draw(s, P.INK, box, "midtop")
        card_frame.footer(s, "Robin's movement")
    return down(s, (w, h))


@lru_cache(maxsize=32)
def movement_back(w: int, h: int) -> pygame.Surface:
    """The back of a movement card: Lincoln green with an archery target and an arrow in it."""
    w, h = max(12, int(w)), max(16, int(h))
    W, H = w * 2, h * 2
    s = canvas(W, H)
    pygame.draw.rect(s, P.CREAM, (0, 0, W, H), border_radius=radius(W))
    inset = max(3, round(W * 0.06))
    field = pygame.Rect(inset, inset, W - 2 * inset, H - 2 * inset)
    pygame.draw.rect(s, TUNIC, field, border_radius=max(2, radius(W) - inset // 2))
    s.set_clip(field.inflate(-W // 30, -W // 30))
    for k in range(0, field.h, max(4, W // 10)):  # a woven pattern of leaves
        for j in range(0, field.w, max(4, W // 8)):
            x, y = field.x + j + (k // max(4, W // 10)) % 2 * W // 16, field.y + k
            pygame.draw.ellipse(s, P.shade(TUNIC, 0.8), pygame.FRect(x, y, W * 0.07, W * 0.035))
    s.set_clip(None)
    c = field.center
    d = W * 0.62
    for i, col in enumerate((P.CREAM, P.WAX, P.CREAM, P.WAX, P.GOLD)):
        pygame.draw.circle(s, col, c, d / 2 * (1 - i * 0.19))
    pygame.draw.circle(s, P.shade(TUNIC, 0.5), c, d / 2, max(1, W // 60))
    tip = (c[0] + W * 0.02, c[1] - W * 0.02)
    tail = (c[0] + W * 0.34, c[1] - W * 0.34)
    pygame.draw.line(s, BOW, tip, tail, max(2, W // 36))
    pygame.draw.polygon(
        s, P.CREAM, [tail, (tail[0] - W * 0.1, tail[1] - W * 0.02), (tail[0] - W * 0.04, tail[1] + W * 0.04)]
    )
    pygame.draw.polygon(
        s, FEATHER, [tail, (tail[0] + W * 0.02, tail[1] + W * 0.1), (tail[0] - W * 0.04, tail[1] + W * 0.04)]
    )
    pygame.draw.rect(s, P.shade(TUNIC, 0.5), (0, 0, W, H), max(2, W // 70), border_radius=radius(W))
    return down(s, (w, h))


# --- the movement die ------------------------------------------------------------------------------


@lru_cache(maxsize=32)
def movement_die(face: str, px: int) -> pygame.Surface:
    """A face of the movement die (``"move_ore"``... ``"move_knight"``), ``px`` pixels square:
    an ivory die edged in green with the resource, or the knight's helm."""
    px = max(8, int(px))
    n = px * SS
    big = canvas(n)
    pygame.draw.rect(big, P.shade(TUNIC, 0.7), (0, 0, n, n), border_radius=int(n * 0.2))
    pygame.draw.rect(
        big, P.PARCHMENT_LIGHT, (n * 0.05, n * 0.04, n * 0.9, n * 0.88), border_radius=int(n * 0.17)
    )
    res = move_resource(face)
    if res:
        img = RESOURCE_ICONS.image(res, round(px * 0.74))
        img = pygame.transform.smoothscale(img, (round(n * 0.74), round(n * 0.74)))
    else:
        img = icons.icon("knight", round(n * 0.8), P.shade(KNIGHT_BAND, 0.85))
    big.blit(img, img.get_rect(center=(n / 2, n * 0.48)))
    return down(big, (px, px))


# --- Robin's score track -----------------------------------------------------------------------------


@lru_cache(maxsize=16)
def track_space(px_w: int, px_h: int, filled: bool, mark: int | None = None) -> pygame.Surface:
    """A space of Robin's score track, ``px_w``×``px_h``: an inset slot, holding one of his
    green roads when ``filled``; ``mark`` (5, 10, 15) printed small in an empty slot."""
    w, h = max(4, int(px_w)), max(8, int(px_h))
    W, H = w * SS, h * SS
    s = canvas(W, H)
    slot = pygame.FRect(W * 0.12, H * 0.04, W * 0.76, H * 0.92)
    pygame.draw.rect(s, (0, 0, 0, 70), slot, border_radius=int(W * 0.3))
    pygame.draw.rect(s, (255, 255, 255, 50), slot.move(SS * 0.5, SS * 0.8), 1, border_radius=int(W * 0.3))
    if filled:
        rad = W * 0.26
        top, bottom = (W / 2, H * 0.12 + rad), (W / 2, H * 0.88 - rad)
        capsule(s, C.outline(TUNIC), top, bottom, rad + SS * 0.6)
        capsule(s, P.shade(TUNIC, 0.8), top, bottom, rad)
        capsule(
            s,
            P.mix(TUNIC, (255, 255, 255), 0.35),
            (top[0] - rad * 0.35, top[1]),
            (bottom[0] - rad * 0.35, bottom[1]),
            rad * 0.28,
        )
    small = down(s, (w, h))
    px = text.readable(round(w * 0.55))
    if mark is not None and not filled and text.size(str(mark), "sans-bold", px)[0] <= w:
        # a milestone, where it can be read: a small window leaves it off (the plaque's
        # head says Robin's points)
        text.blit(small, str(mark), "sans-bold", px, P.CREAM_DIM, (w / 2, h / 2), "center")
    return small


# --- the ring of an encirclement ---------------------------------------------------------------------


@lru_cache(maxsize=8)
def _ring(r2: int) -> pygame.Surface:
    r = r2 / 2
    side = math.ceil(r * 2.8)
    s = canvas(side)
    c = side / 2
    corners = hex_corners(c, c, r)
    inner = hex_corners(c, c, r * 0.78)
    band = canvas(side)
    pygame.draw.polygon(band, (*P.GOLD, 255), hex_corners(c, c, r * 1.2))
    pygame.draw.polygon(band, (0, 0, 0, 0), inner)
    s.blit(draw.soft_blur(band, max(3, int(r * 0.1))), (0, 0))
    pygame.draw.polygon(s, (*P.mix(P.GOLD, (255, 255, 255), 0.5), 255), corners, max(3, int(r * 0.3)))
    return s


def ring_glow(surface: pygame.Surface, centre: Pt, r: float, alpha: int) -> None:
    """The six sides of the hex at ``centre`` glowing gold (the roads that ring Robin in,
    SR-V-9.4): drawn under those roads."""
    g = _ring(_key(r))
    g.set_alpha(alpha)
    surface.blit(g, g.get_rect(center=(round(centre[0]), round(centre[1]))))
