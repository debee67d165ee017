"""The cards of Sherwood Showdown, drawn in code and cached per size.

Outlaws (pips 1–10) show a large value in the corner, the suit's pips and a title band in
their band's colour; ransoms (Page, Knight, Queen, King) a figure or crown and their gold;
travellers (tarot trumps) a Roman numeral, a gold coin with their worth and a figure; the
Fool is in motley with −5. Each deck has its own back: the Merry Men green with leaves, the
Bandits red with flames, the travellers night blue with gold stars on parchment.

Everything is drawn at twice the size and scaled down smoothly (``SS``), for clean edges;
the frame, the title band, the corner radius and the Roman numerals are the table kit's.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from sherwood.games.showdown.cards import RANSOM_NAMES, card
from sherwood.ui.kit import card_frame
from sherwood.ui.kit.card_frame import radius
from sherwood.ui.kit.numerals import roman
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import down, scaled

SS = 2
SUIT_GLYPH = {"H": "♥", "D": "♦", "C": "♣", "S": "♠"}
SUIT_COLOUR = {"H": P.WAX, "D": P.WAX, "C": P.INK, "S": P.INK}
OUTLAW_TITLES = {
    1: "Poacher",
    2: "Cutpurse",
    3: "Woodsman",
    4: "Yeoman",
    5: "Archer",
    6: "Quarterstaff",
    7: "Swordsman",
    8: "Longbowman",
    9: "Captain",
    10: "Champion",
}
TRAVELLER_NAMES = {
    1: "Tinker",
    2: "Pedlar",
    3: "Miller",
    4: "Pilgrim",
    5: "Friar",
    6: "Minstrel",
    7: "Reeve",
    8: "Wool Merchant",
    9: "Spice Trader",
    10: "Goldsmith",
    11: "Abbot",
    12: "Tax Collector",
    13: "Knight Errant",
    14: "Moneylender",
    15: "Lady of the Manor",
    16: "Bishop",
    17: "Baron",
    18: "Sheriff's Clerk",
    19: "Earl",
    20: "Sheriff of Nottingham",
    21: "Prince John",
}
SHORT_TITLES = {6: "Staff", 7: "Sword", 8: "Bowman", 10: "Champ"}
"""Outlaws' names where a card lies under the next one and only its left part shows."""
RANSOM_ICON = {"P": "page", "N": "knight", "Q": "queen", "K": "king"}
RANSOM_CORNER = {"P": "P", "N": "Kn", "Q": "Q", "K": "K"}
BAND_COLOURS = (P.SEAT_STYLES[0].colour, P.SEAT_STYLES[1].colour)
FOOL_MOTLEY = ((0x8A, 0x5A, 0xA3), (0xD9, 0xA9, 0x34))


def _frame(size: tuple[int, int], rule=None, rule_width: int = 1) -> pygame.Surface:
    """A blank card of ``size``: the kit's parchment frame with Showdown's thicker edge and,
    with ``rule``, a thin line of that colour ``rule_width`` pixels thick inside the edge."""
    W, H = size
    edge = max(2, W // 60)
    return card_frame.frame(
        W, H, rule, edge_width=edge, rule_inset=0.05, rule_width=rule_width, rule_corner=radius(W) - 2
    )


def _covered_title(titles: tuple[str, ...], px: int, room: int) -> tuple[str, int]:
    """What a covered card's title shows in the ``room`` pixels left of the next card: the
    first of ``titles`` that fits at about the card's own size, else a whole-word short form
    (or nothing)."""
    floor = max(6, round(px * 0.65))
    for title in titles:
        shown, size = text.fit_line(title, "serif-bold", px, room, minimum=floor, overflow="words")
        if shown == title:
            break
    return shown, size


def _band(s: pygame.Surface, title: str, colour, visible: int = 0, short: str = "") -> None:
    """The title band at the bottom (the kit's, without shine or shadow); on a card covered
    but for its left ``visible`` pixels, a short title at the band's left end, where it can
    be read."""
    W = s.get_width()
    covered = 0 < visible < W
    band = card_frame.title_band(
        s,
        "" if covered else ((title, short) if short else title),
        colour,
        top=None,
        height=0.15,
        inset=0.05,
        corner=0.03,
        shine=False,
        shadow=False,
        size=0.72,
        outline=0.6,
        pad=0.05,
        lift=0,
    )
    if covered:
        inset = max(3, round(W * 0.05))
        px = text.fit(title, "serif-bold", round(band.h * 0.72), band.w - 2 * inset, minimum=6)
        shown, size = _covered_title((title, short) if short else (title,), px, visible - 2 * inset - inset)
        if shown:
            x = band.x + inset
            text.blit(s, shown, "serif-bold", size, P.text_on(colour), (x, band.centery), anchor="midleft")


def _glyph(suit: str, px: int) -> pygame.Surface:
    """The suit's sign in the corner, under the value: as large as it must be to read."""
    return text.render(SUIT_GLYPH[suit], "sans", text.readable(px), SUIT_COLOUR[suit])


def _pip(suit: str, px: int, flip: bool = False) -> pygame.Surface:
    """A pip of the card's body (the corner says its suit, readable)."""
    g = text.render(SUIT_GLYPH[suit], "sans", px, SUIT_COLOUR[suit])
    return pygame.transform.rotate(g, 180) if flip else g


_PIPS = {
    1: [("M", 0.5)],
    2: [("M", 0), ("M", 1)],
    3: [("M", 0), ("M", 0.5), ("M", 1)],
    4: [("L", 0), ("R", 0), ("L", 1), ("R", 1)],
    5: [("L", 0), ("R", 0), ("M", 0.5), ("L", 1), ("R", 1)],
    6: [("L", 0), ("R", 0), ("L", 0.5), ("R", 0.5), ("L", 1), ("R", 1)],
    7: [("L", 0), ("R", 0), ("M", 0.25), ("L", 0.5), ("R", 0.5), ("L", 1), ("R", 1)],
    8: [("L", 0), ("R", 0), ("M", 0.25), ("L", 0.5), ("R", 0.5), ("M", 0.75), ("L", 1), ("R", 1)],
    9: [
        ("L", 0),
        ("R", 0),
        ("L", 1 / 3),
        ("R", 1 / 3),
        ("M", 0.5),
        ("L", 2 / 3),
        ("R", 2 / 3),
        ("L", 1),
        ("R", 1),
    ],
    10: [
        ("L", 0),
        ("R", 0),
        ("M", 1 / 6),
        ("L", 1 / 3),
        ("R", 1 / 3),
        ("L", 2 / 3),
        ("R", 2 / 3),
        ("M", 5 / 6),
        ("L", 1),
        ("R", 1),
    ],
}


def _corner(s: pygame.Surface, label: str, suit: str, colour) -> pygame.Rect:
    """The value and the suit in the top left corner; returns the rect of the suit glyph."""
    W, H = s.get_size()
    px = text.readable(round(H * (0.2 if len(label) <= 1 else 0.17)))
    x = round(W * 0.08)
    r = text.blit(s, label, "sans-bold", px, colour, (x, round(H * 0.025)))
    g = _glyph(suit, round(H * 0.11))
    return s.blit(g, g.get_rect(midtop=(r.centerx, r.bottom - round(H * 0.02))))


def _outlaw(c, size, visible: int = 0) -> pygame.Surface:
    W, H = size
    owner_colour = BAND_COLOURS[c.owner]
    s = _frame(size, P.mix(owner_colour, P.PARCHMENT, 0.55), max(1, W // 100))
    rank = int(c.rank)
    _corner(s, str(rank), c.suit, SUIT_COLOUR[c.suit])
    top, bottom = H * 0.2, H * 0.7
    cols = {"L": W * 0.42, "M": W * 0.61, "R": W * 0.8}
    if rank == 1:
        g = _pip(c.suit, round(H * 0.42))
        s.blit(g, g.get_rect(center=(W * 0.6, H * 0.46)))
    else:
        px = round(H * (0.13 if rank < 9 else 0.115))
        for col, row in _PIPS[rank]:
            g = _pip(c.suit, px, flip=row > 0.5)
            s.blit(g, g.get_rect(center=(cols[col], top + (bottom - top) * row)))
    _band(s, OUTLAW_TITLES[rank], owner_colour, visible=visible, short=SHORT_TITLES.get(rank, ""))
    return s


def _ransom(c, size, visible: int = 0) -> pygame.Surface:
    W, H = size
    owner_colour = BAND_COLOURS[c.owner]
    s = _frame(size, P.mix(P.GOLD_DEEP, P.PARCHMENT, 0.4), max(1, W // 80))
    rank = str(c.rank)
    suit = _corner(s, RANSOM_CORNER[rank], c.suit, SUIT_COLOUR[c.suit])
    art = icons.icon(RANSOM_ICON[rank], round(W * 0.52), P.shade(owner_colour, 0.8))
    s.blit(art, art.get_rect(center=(W * 0.65, H * 0.45)))
    # the gold under the corner, so that it shows wherever the card is overlapped from the right
    coin, px = _coin(f"+{c.gold}", round(W * 0.32), 0.42, room=visible)
    cr = s.blit(coin, coin.get_rect(midtop=(suit.centerx, suit.bottom + round(H * 0.01))))
    if px:
        text.blit(s, f"+{c.gold}", "sans-bold", px, P.INK, cr.center, anchor="center")
    if text.legible(round(H * 0.045)):  # a word of decoration: left off a small card
        px = round(H * 0.045)
        text.blit(s, "RANSOM", "sans-bold", px, P.INK_SOFT, (W * 0.65, H * 0.7), anchor="center")
    _band(s, RANSOM_NAMES[rank], owner_colour, visible=visible)
    return s


def _traveller(c, size, visible: int = 0) -> pygame.Surface:
    W, H = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, P.NIGHT, (0, 0, W, H), border_radius=radius(W))
    inset = round(W * 0.07)
    inner = pygame.Rect(inset, round(H * 0.17), W - 2 * inset, H - round(H * 0.17) - inset)
    s.blit(draw.parchment(inner.size, max(2, radius(W) - 3), 0.9), inner)
    pygame.draw.rect(s, P.GOLD_DEEP, inner, width=max(1, W // 90), border_radius=max(2, radius(W) - 3))
    pygame.draw.rect(s, P.NIGHT_DEEP, (0, 0, W, H), width=max(2, W // 60), border_radius=radius(W))
    _numeral(s, roman(int(c.rank)), P.GOLD, _coin_value(s, str(c.gold), P.GOLD, P.INK, visible))
    figure = icons.icon("figure", round(W * 0.62), P.NIGHT)
    s.blit(figure, figure.get_rect(center=(W * 0.5, inner.y + inner.h * 0.42)))
    name = TRAVELLER_NAMES.get(int(c.rank), "Traveller")
    if visible and visible < W:  # covered: a short name at the left, where it shows
        room = visible - inner.x - inset
        shown, px = _covered_title((name,), round(H * 0.075), room)
        if shown:
            y = inner.bottom - round(H * 0.035) - round(px * 1.05)
            text.blit(s, shown, "serif-bold", px, P.INK, (inner.x + inset // 2, y))
        return s
    room, px = inner.w - inset, round(H * 0.075)
    lines = text.fit_paragraph(
        name, "serif-bold", px, room, max_lines=1, leading=1.05, cut=False, overflow="words"
    )
    if not lines.fits:  # two lines of smaller words, or what of them fits whole (a small card)
        px = round(H * 0.065)
        lines = text.fit_paragraph(name, "serif-bold", px, room, max_lines=2, leading=1.05, overflow="words")
    lines.draw(s, P.INK, pygame.FRect(0, 0, W, inner.bottom - round(H * 0.035)), "midbottom")
    return s


def _coin(label: str, d: int, size: float, colour=P.GOLD, room: int = 0) -> tuple[pygame.Surface, int]:
    """A coin about ``d`` pixels across for ``label`` at ``size`` of its diameter, and the
    label's size: a readable label on a small card gets a coin as wide as it needs, unless
    that is wider than the ``room`` left uncovered by the next card (then the coin stays
    small and bare, size 0: the pile's total says the gold)."""
    px = text.readable(round(d * size))
    need = round(text.size(label, "sans-bold", px)[0] * 1.25)
    if room and max(d, need) > room:
        return icons.icon("coin", min(d, room), colour), 0
    return icons.icon("coin", max(d, need), colour), px


def _coin_value(s: pygame.Surface, label: str, colour, ink, visible: int = 0) -> pygame.Rect:
    """The value on a coin in the top left corner; returns the coin's rect."""
    W, H = s.get_size()
    x = round(W * 0.03)
    coin, px = _coin(label, round(W * 0.36), 0.5 if len(label) < 3 else 0.42, colour, max(0, visible - x))
    r = coin.get_rect(topleft=(x, round(H * 0.015)))
    s.blit(coin, r)
    if px:
        text.blit(s, label, "sans-bold", px, ink, (r.centerx, r.centery + 1), anchor="center")
    return r


def _numeral(s: pygame.Surface, numeral: str, colour, coin: pygame.Rect) -> None:
    """The card's numeral at the top, right of its coin: left off a card too small for both
    (the coin says the same value)."""
    W, H = s.get_size()
    px = text.readable(round(H * 0.11))
    w, h = text.size(numeral, "serif-bold", px)
    centre = (W * 0.62, max(H * 0.085, h * 0.55))
    if centre[0] - w / 2 >= coin.right and centre[0] + w / 2 <= W - round(W * 0.04):
        text.blit(s, numeral, "serif-bold", px, colour, centre, anchor="center")


def _fool(size, visible: int = 0) -> pygame.Surface:
    W, H = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    stripes = pygame.Surface(size, pygame.SRCALPHA)
    band = max(4, W // 6)
    for i in range(-H // band - 2, W // band + H // band + 2):
        colour = FOOL_MOTLEY[i % 2]
        x = i * band
        pygame.draw.polygon(stripes, colour, [(x, 0), (x + band, 0), (x + band - H, H), (x - H, H)])
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, W, H), border_radius=radius(W))
    stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(stripes, (0, 0))
    inset = round(W * 0.08)
    inner = pygame.Rect(inset, round(H * 0.17), W - 2 * inset, H - round(H * 0.17) - inset)
    s.blit(draw.parchment(inner.size, max(2, radius(W) - 3), 0.9), inner)
    pygame.draw.rect(
        s, P.shade(FOOL_MOTLEY[0], 0.6), inner, width=max(1, W // 90), border_radius=max(2, radius(W) - 3)
    )
    pygame.draw.rect(
        s, P.shade(FOOL_MOTLEY[0], 0.5), (0, 0, W, H), width=max(2, W // 60), border_radius=radius(W)
    )
    hat = icons.icon("jester", round(W * 0.66), FOOL_MOTLEY[0])
    s.blit(hat, hat.get_rect(center=(W * 0.5, inner.y + inner.h * 0.4)))
    name, px = _covered_title(("The Fool", "Fool"), round(H * 0.085), inner.w - inset)
    pos, anchor = (W / 2, inner.bottom - round(H * 0.05)), "midbottom"
    if visible and visible < W:  # covered: a short name at the left, where it shows
        name, px = _covered_title(("The Fool", "Fool"), round(H * 0.085), visible - inner.x - inset)
        pos, anchor = (inner.x + inset // 2, inner.bottom - round(H * 0.05)), "bottomleft"
    if name:
        text.blit(s, name, "serif-bold", px, P.INK, pos, anchor=anchor)
    _numeral(s, "0", P.CREAM, _coin_value(s, "−5", (0xC9, 0x5A, 0x4C), P.CREAM, visible))
    return s


@lru_cache(maxsize=600)
@text.enlarged(SS)  # drawn SS times too big: its words stay readable once scaled down
def face(card_id: str, w: int, h: int, visible: int = 0) -> pygame.Surface:
    """The face of ``card_id`` at ``w``×``h`` pixels; ``visible``: only that many pixels of
    its left side show (the next card lies over the rest), so its title is put there, short."""
    size = (max(8, w) * SS, max(8, h) * SS)
    c = card(card_id)
    seen = visible * SS if 0 < visible < w else 0
    if c.kind == "outlaw":
        big = _outlaw(c, size, seen)
    elif c.kind == "ransom":
        big = _ransom(c, size, seen)
    elif c.kind == "traveller":
        big = _traveller(c, size, seen)
    else:
        big = _fool(size, seen)
    return down(big, (max(8, w), max(8, h)))


BACKS = {
    "seat0": (P.FOREST, P.FOREST_LIGHT, "leaf", P.CREAM),
    "seat1": ((0x7A, 0x2A, 0x22), (0xD9, 0x7A, 0x4A), "flame", P.CREAM),
    "travellers": (P.NIGHT, P.GOLD, "star", P.PARCHMENT),
}


def back_kind(card_id: str) -> str:
    c = card(card_id)
    return f"seat{c.owner}" if c.owner is not None else "travellers"


@lru_cache(maxsize=64)
@text.enlarged(SS)  # drawn SS times too big: its words stay readable once scaled down
def back(kind: str, w: int, h: int) -> pygame.Surface:
    """The back of a deck (``seat0``, ``seat1`` or ``travellers``) at ``w``×``h`` pixels."""
    W, H = max(8, w) * SS, max(8, h) * SS
    base, accent, symbol, rim = BACKS[kind]
    s = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.rect(s, rim, (0, 0, W, H), border_radius=radius(W))
    inset = max(3, round(W * 0.06))
    field = pygame.Rect(inset, inset, W - 2 * inset, H - 2 * inset)
    inner = pygame.Surface(field.size, pygame.SRCALPHA)
    inner.fill((*base, 255))
    step = max(10, round(W * 0.2))
    mark = icons.icon(symbol, round(step * 0.55), accent).copy()
    mark.set_alpha(70)
    for row, y in enumerate(range(-step // 2, field.h + step, step // 2 + step // 4)):
        for x in range(-step // 2 + (row % 2) * step // 2, field.w + step, step):
            inner.blit(mark, mark.get_rect(center=(x, y)))
    pygame.draw.rect(
        inner,
        P.shade(accent, 0.9),
        inner.get_rect(),
        width=max(1, W // 70),
        border_radius=max(2, radius(W) - inset // 2),
    )
    mask = pygame.Surface(field.size, pygame.SRCALPHA)
    pygame.draw.rect(
        mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(2, radius(W) - inset // 2)
    )
    inner.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(inner, field)
    d = round(W * 0.5)
    medal = pygame.Rect(0, 0, d, d)
    medal.center = (W // 2, H // 2)
    pygame.draw.ellipse(s, rim, medal.inflate(W // 20, W // 20))
    pygame.draw.ellipse(s, base, medal)
    pygame.draw.ellipse(s, accent, medal, width=max(1, W // 60))
    sym = icons.icon(symbol, round(d * 0.62), accent)
    s.blit(sym, sym.get_rect(center=medal.center))
    pygame.draw.rect(s, P.shade(base, 0.6), (0, 0, W, H), width=max(2, W // 70), border_radius=radius(W))
    return down(s, (max(8, w), max(8, h)))


@lru_cache(maxsize=64)
def dimmed(card_id: str, w: int, h: int, visible: int = 0) -> pygame.Surface:
    """The face, darkened: a card that cannot be played now."""
    s = face(card_id, w, h, visible).copy()
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(shade, (30, 20, 10, 95), (0, 0, w, h), border_radius=radius(w))
    s.blit(shade, (0, 0))
    return s


def near_size(v: int) -> int:
    """A size rounded to a multiple of 8: moving cards are scaled from a few cached sizes."""
    return max(8, (v + 4) // 8 * 8)


def draw_card(
    surface: pygame.Surface,
    card_id: str | None,
    rect: pygame.Rect,
    *,
    face_up: bool = True,
    back_of: str | None = None,
    shadow: float = 1.0,
    dim: bool = False,
    moving: bool = False,
    source: tuple[int, int] | None = None,
    glow: int = 0,
    glow_colour=P.GOLD,
    visible: int = 0,
) -> None:
    """A card with its shadow: ``card_id`` face up, or the back ``back_of``.

    ``moving`` cards change size every frame: they are scaled from the picture at
    ``source`` size (:func:`sherwood.ui.render.surfaces.source_size`), else from a cached size
    nearby, instead of being drawn anew. ``visible``: the next card covers all but that many
    pixels of its left side (see :func:`face`).
    """
    if shadow:
        draw.blit_shadow(surface, rect, radius(rect.w), shadow, moving=moving)
    if glow:
        draw.blit_glow(surface, rect, radius(rect.w), glow, glow_colour)
    w, h = (source or (near_size(rect.w), near_size(rect.h))) if moving else (rect.w, rect.h)
    if face_up and card_id is not None:
        seen = visible if 0 < visible < rect.w and not moving else 0
        img = dimmed(card_id, w, h, seen) if dim else face(card_id, w, h, seen)
    else:
        img = back(back_of or (back_kind(card_id) if card_id else "travellers"), w, h)
    surface.blit(scaled(img, rect.size), rect)
