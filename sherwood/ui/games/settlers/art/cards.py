"""The cards of the Forest Isle, on the table kit's parchment frame: the five resource
cards, the development cards (knight, road building, year of plenty, monopoly, and the
five victory points named for their buildings, SR-B-1.6), the two special cards (longest
road, largest army, SR-B-1.8) and the backs of both decks.

Each face reads at any size: a resource card small enough for a row in the hand is its
picture and a band of its colour; larger, it gains its name; a development card gains its
rule in words when it is tall enough to read them (the kit's zoom shows any card large).
Every face is cached per size.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from sherwood.ui.games.settlers.art import palette as C
from sherwood.ui.games.settlers.art.emblems import EMBLEMS
from sherwood.ui.games.settlers.art.icons import RESOURCE_ICONS
from sherwood.ui.games.settlers.art.shapes import hex_corners
from sherwood.ui.kit import card_frame
from sherwood.ui.kit.card_frame import radius
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import canvas, down, shadowed

SS = 2

DEVELOPMENT = (
    "knight",
    "road_building",
    "year_of_plenty",
    "monopoly",
    "vp_chapel",
    "vp_library",
    "vp_market",
    "vp_great_hall",
    "vp_university",
)
"""The development card ids (SR-B-1.6)."""

TITLES: dict[str, str] = {
    "knight": "Knight",
    "road_building": "Road Building",
    "year_of_plenty": "Year of Plenty",
    "monopoly": "Monopoly",
    "vp_chapel": "Chapel",
    "vp_library": "Library",
    "vp_market": "Market",
    "vp_great_hall": "Great Hall",
    "vp_university": "University",
    "longest_road": "Longest Road",
    "largest_army": "Largest Army",
}

RULES: dict[str, str] = {
    "knight": "Move the robber, then take a card at random from a player beside its new hex.",
    "road_building": "Build two roads at no cost.",
    "year_of_plenty": "Take any two resource cards from the bank.",
    "monopoly": "Name a resource. Every other player gives you all their cards of it.",
    "vp": "One victory point. Keep it hidden until it wins you the game.",
    "longest_road": "Two victory points while you have the longest road of five or more.",
    "largest_army": "Two victory points while you have played the most knights, three or more.",
}

SOLO_RULES: dict[str, str] = {
    "knight": "Robin must draw a movement card at once. Counts toward Largest Army.",
    "monopoly": "Name a resource. Take back every card of it from Robin's loot.",
}
"""The two cards that work otherwise in the Robin Hood solo game (SR-V-5, SR-V-8.4)."""

KIND_WORD = {
    "knight": "Knight",
    "road_building": "Progress",
    "year_of_plenty": "Progress",
    "monopoly": "Progress",
}

BAND: dict[str, tuple[int, int, int]] = {
    "knight": (0x7E, 0x2C, 0x28),
    "progress": (0x3A, 0x66, 0x38),
    "vp": (0x2D, 0x4A, 0x8C),
    "special": (0x8A, 0x62, 0x22),
}


def card_title(card: str) -> str:
    """The name printed on card ``card`` (a resource, a development card id, a special card)."""
    return C.RESOURCE_NAMES.get(card) or TITLES[card]


def _band_colour(card: str) -> tuple[int, int, int]:
    if card.startswith("vp_"):
        return BAND["vp"]
    if card in ("longest_road", "largest_army"):
        return BAND["special"]
    return BAND["knight"] if card == "knight" else BAND["progress"]


def _picture(s: pygame.Surface, box: pygame.Rect, card: str, backdrop: C.Color) -> None:
    """An inset window on the card in ``box``: a wash of ``backdrop`` with the card's picture."""
    rad = max(2, round(box.w * 0.08))
    pygame.draw.rect(s, P.mix(backdrop, P.PARCHMENT, 0.45), box, border_radius=rad)
    glow = canvas(box.w, box.h)
    pygame.draw.ellipse(glow, (*P.PARCHMENT_LIGHT, 150), glow.get_rect().inflate(-box.w * 0.2, -box.h * 0.25))
    s.blit(draw.soft_blur(glow, max(2, box.w // 8)), box)
    pygame.draw.rect(s, P.shade(backdrop, 0.6), box, max(1, box.w // 60), border_radius=rad)
    side = min(box.w, box.h) - 2 * max(2, box.w // 14)
    big = canvas(side * 2)
    EMBLEMS[card](big, big.get_width())
    img = down(big, (side, side))
    s.blit(img, img.get_rect(center=box.center))


@lru_cache(maxsize=128)
@text.enlarged(SS)  # drawn SS times too big: its words stay readable once scaled down
def resource_card(kind: str, w: int, h: int) -> pygame.Surface:
    """The card of resource ``kind`` at ``w``×``h``: its picture large on a wash of its
    colour; its name in a band at the top once the card is 70 pixels tall or more."""
    w, h = max(12, int(w)), max(16, int(h))
    W, H = w * SS, h * SS
    colour = C.RESOURCE_COLOUR[kind]
    s = card_frame.frame(W, H, P.shade(colour, 0.7))
    inset = max(3, round(W * 0.09))
    top = inset
    if h >= 70:
        band = card_frame.title_band(s, C.RESOURCE_NAMES[kind], colour, height=0.16)
        top = band.bottom + round(H * 0.03)
    window = pygame.Rect(inset, top, W - 2 * inset, H - top - inset)
    rad = max(2, round(W * 0.05))
    wash = canvas(window.w, window.h)
    base, light, _dark = C.TERRAIN[
        {"lumber": "forest", "wool": "pasture", "grain": "fields", "brick": "hills", "ore": "mountains"}[kind]
    ]
    for k in range(12):
        t = k / 11
        pygame.draw.ellipse(
            wash,
            (*P.mix(P.mix(base, P.PARCHMENT, 0.35), P.mix(light, P.PARCHMENT_LIGHT, 0.55), t), 255),
            wash.get_rect()
            .inflate(-window.w * 0.7 * t, -window.h * 0.7 * t)
            .move(-window.w * 0.06 * t, -window.h * 0.08 * t),
        )
    mask = canvas(window.w, window.h)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=rad)
    wash.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(wash, window)
    pygame.draw.rect(s, P.shade(colour, 0.6), window, max(1, W // 70), border_radius=rad)
    icon = RESOURCE_ICONS.image(kind, round(min(window.w, window.h) * 0.86))
    s.blit(icon, icon.get_rect(center=window.center))
    return down(s, (w, h))


@lru_cache(maxsize=160)
@text.enlarged(SS)  # drawn SS times too big: its words stay readable once scaled down
def development_card(card: str, w: int, h: int, solo: bool = False) -> pygame.Surface:
    """The face of development card ``card`` (``knight``, ``road_building``,
    ``year_of_plenty``, ``monopoly``, ``vp_chapel``... ``vp_university``), or of a special
    card (``longest_road``, ``largest_army``), at ``w``×``h``; ``solo``: its rule as the
    Robin Hood solo game plays it (:data:`SOLO_RULES`)."""
    w, h = max(12, int(w)), max(16, int(h))
    W, H = w * SS, h * SS
    colour = _band_colour(card)
    s = card_frame.frame(W, H, P.shade(colour, 0.8))
    band = card_frame.title_band(s, TITLES[card], colour, height=0.15 if h >= 90 else 0.2, size=0.72)
    inset = max(3, round(W * 0.09))
    rule = RULES["vp"] if card.startswith("vp_") else RULES[card]
    if solo:
        rule = SOLO_RULES.get(card, rule)
    top = band.bottom + round(H * 0.025) + round(H * 0.44) + round(H * 0.03)
    room = pygame.Rect(inset, top, W - 2 * inset, H - round(H * 0.1) - top)
    # a card large enough says its rule, if the rule fits it readable (else the zoom says it)
    words = text.fit_paragraph(rule, "serif", round(H * 0.052), room.w, room.h, minimum=7, cut=False,
                               overflow="words")
    wordy = h >= 150 and words.fits
    seal_d = round(W * 0.26)
    pic_h = round(H * (0.44 if wordy else 0.62))
    pic = pygame.Rect(inset, band.bottom + round(H * 0.025), W - 2 * inset, pic_h)
    _picture(s, pic, card, colour)
    vp = card.startswith("vp_") or card in ("longest_road", "largest_army")
    if wordy:
        words.draw(s, P.INK, room, "midtop")
        word = "Victory point" if card.startswith("vp_") else KIND_WORD.get(card, "Special card")
        card_frame.footer(s, word)
    if vp:
        value = "2" if card in ("longest_road", "largest_army") else "1"
        seal = card_frame.seal(seal_d, value)
        if wordy:  # on the picture's lower right corner, clear of the words
            s.blit(seal, (pic.right - round(seal_d * 0.74), pic.bottom - round(seal_d * 1.02)))
        else:
            s.blit(seal, seal.get_rect(bottomright=(W - round(W * 0.05), H - round(W * 0.05))))
    return down(s, (w, h))


def card_face(card: str, w: int, h: int, solo: bool = False) -> pygame.Surface:
    """The face of any card of the game: a resource, a development card or a special card."""
    if card in C.RESOURCE_COLOUR:
        return resource_card(card, w, h)
    return development_card(card, w, h, solo)


BACKS = {
    "development": ((0x22, 0x34, 0x5A), P.GOLD, P.PARCHMENT),
    "resource": ((0x2F, 0x5D, 0x34), (0xE2, 0xCC, 0x96), P.CREAM),
}


@lru_cache(maxsize=32)
@text.enlarged(SS)  # drawn SS times too big: its words stay readable once scaled down
def card_back(deck: str, w: int, h: int) -> pygame.Surface:
    """The back of a ``development`` or ``resource`` card at ``w``×``h``: a lattice of hexes
    and a medallion with the island in it."""
    w, h = max(12, int(w)), max(16, int(h))
    W, H = w * SS, h * SS
    base, accent, rim = BACKS[deck]
    s = canvas(W, H)
    pygame.draw.rect(s, rim, (0, 0, W, H), border_radius=radius(W))
    inset = max(3, round(W * 0.06))
    field = pygame.Rect(inset, inset, W - 2 * inset, H - 2 * inset)
    inner = canvas(field.w, field.h)
    inner.fill((*base, 255))
    step = max(6, W * 0.13)
    for row in range(-1, int(field.h / (step * 1.5)) + 2):
        for col in range(-1, int(field.w / (step * math.sqrt(3))) + 2):
            cx = col * step * math.sqrt(3) + (row % 2) * step * math.sqrt(3) / 2
            cy = row * step * 1.5
            pygame.draw.polygon(inner, (*accent, 60), hex_corners(cx, cy, step * 0.92), max(1, W // 90))
    pygame.draw.rect(
        inner,
        (*P.shade(accent, 0.9), 255),
        inner.get_rect(),
        max(1, W // 70),
        border_radius=max(2, radius(W) - inset // 2),
    )
    mask = canvas(field.w, field.h)
    pygame.draw.rect(
        mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(2, radius(W) - inset // 2)
    )
    inner.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(inner, field)
    d = round(W * 0.56)
    medal = pygame.Rect(0, 0, d, d)
    medal.center = (W // 2, H // 2)
    pygame.draw.ellipse(s, rim, medal.inflate(W // 16, W // 16))
    pygame.draw.ellipse(s, base, medal)
    pygame.draw.ellipse(s, accent, medal, max(1, W // 60))
    r = d * 0.14
    for q, rr in ((0, 0), (1, 0), (-1, 0), (0, -1), (1, -1), (0, 1), (-1, 1)):
        x = medal.centerx + r * math.sqrt(3) * (q + rr / 2)
        y = medal.centery + r * 1.5 * rr
        terrain = ("forest", "pasture", "fields", "hills", "mountains", "forest", "pasture")[
            (q * 3 + rr * 5) % 7
        ]
        pygame.draw.polygon(s, C.TERRAIN[terrain][0], hex_corners(x, y, r * 0.96))
        pygame.draw.polygon(s, P.shade(base, 0.7), hex_corners(x, y, r * 0.96), max(1, W // 120))
    pygame.draw.rect(s, P.shade(base, 0.6), (0, 0, W, H), max(2, W // 70), border_radius=radius(W))
    return down(s, (w, h))


def card_with_shadow(img: pygame.Surface) -> pygame.Surface:
    """A card on a surface a little larger, with its soft shadow down-right (for a card
    drawn loose on the table; the table may use ``draw.blit_shadow`` instead)."""
    w, h = img.get_size()
    room = max(2, round(w * 0.08))
    out = canvas(w + room, h + room)
    out.blit(img, (0, 0))
    return shadowed(out, max(1, w * 0.035), max(1, w * 0.03), 110)
