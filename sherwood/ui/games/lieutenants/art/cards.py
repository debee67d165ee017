"""The lieutenants' cards, drawn in code and cached per size: the 84 object cards (LT-1.A),
the ambush cards (LT-1.B), the mission cards (LT-1.C) and the backs of the two decks.

An object card shows its victory points large in the top-left corner with a small picture
of the object under them (what shows of a card fanned in the hand), the object's picture in
the middle, its action ("Buy", "Theft" ...) over a band of the object's colour naming it.
An ambush card shows the colour it waits for (the lieutenant's symbol on a shield) or the
two objects it watches for. A mission card (landscape) shows what it asks for in pictures
and its VP on a wax seal; the first copy of each is gilt-edged.

:func:`object_card` and :func:`ambush_card` are the only ways a face is drawn (the hot-seat
test watches them); :func:`face` picks between them for the kit's zoom and pile browser.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from sherwood.games.lieutenants.content import (
    AMBUSH_COLOUR,
    AMBUSH_OBJECTS,
    MISSION_VP,
    VP,
    kind_of,
    mission_of,
)
from sherwood.ui.games.lieutenants import words as LW
from sherwood.ui.games.lieutenants.art import objects
from sherwood.ui.kit import card_frame
from sherwood.ui.kit.card_frame import radius
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import canvas, down, scaled

SS = 2
OBJECT_BACK = ((0x2E, 0x4A, 0x2A), (0xC9, 0xA2, 0x4A))
"""The object deck's back: forest green with gold."""
AMBUSH_BACK = ((0x2A, 0x22, 0x3A), (0xB8, 0x8A, 0x5A))
"""The ambush deck's back: dusk violet with bronze arrows."""

SEAT_COLOURS: dict[str, tuple[tuple[int, int, int], str]] = {
    s.colour_name: (s.colour, s.symbol) for s in P.SEAT_STYLES
}
"""Each lieutenant colour's paint and symbol (ART.md: colours also differ by symbol)."""


# --- object cards ------------------------------------------------------------------------------


def _object_big(card: str, W: int, H: int) -> pygame.Surface:
    kind = kind_of(card)
    colour = objects.COLOUR[kind]
    s = card_frame.frame(W, H, P.shade(colour, 1.05), edge_width=max(2, W // 55), rule_width=max(1, W // 90))
    # the corner: the VP, the object small under it (what a fanned card shows)
    vp_px = text.readable(round(H * 0.2))  # a small card's VP is as large as it must be to read
    corner = pygame.Rect(round(W * 0.07), round(H * 0.035), round(W * 0.3), vp_px)
    vp = str(VP[kind])
    x = max(corner.centerx, text.size(vp, "sans-bold", vp_px)[0] // 2 + round(W * 0.04))
    text.blit(s, vp, "sans-bold", vp_px, P.shade(colour, 0.7), (x, corner.y), "midtop")
    mini = objects.picture(kind, round(W * 0.24), shadow=False)
    s.blit(mini, mini.get_rect(midtop=(corner.centerx, corner.bottom + round(H * 0.015))))
    # the object large
    pic = objects.picture(kind, round(W * 0.64))
    s.blit(pic, pic.get_rect(center=(round(W * 0.6), round(H * 0.44))))
    # the action, then the band with the object's name
    band = card_frame.title_band(s, LW.object_title(kind), colour, top=None, height=0.15, size=0.62)
    act = pygame.Rect(round(W * 0.08), band.y - round(H * 0.115), round(W * 0.84), round(H * 0.1))
    text.line(
        s,
        LW.card_action(kind),
        "sans-bold",
        round(H * 0.075),
        P.INK,
        act,
        "center",
        minimum=6,
        overflow="words",
    )
    return s


@lru_cache(maxsize=512)
def object_card(card: str, w: int, h: int) -> pygame.Surface:
    """The face of object card ``card`` at ``w``×``h`` pixels."""
    w, h = max(8, int(w)), max(8, int(h))
    with text.enlarged(SS):  # its words stay readable once scaled down
        big = _object_big(card, w * SS, h * SS)
    return down(big, (w, h))


# --- ambush cards -------------------------------------------------------------------------------


def _ambush_big(card: str, W: int, H: int) -> pygame.Surface:
    s = card_frame.frame(W, H, AMBUSH_BACK[1], edge_width=max(2, W // 55), rule_width=max(1, W // 90))
    band = card_frame.title_band(s, LW.AMBUSH_TITLE, AMBUSH_BACK[0], top=0.035, height=0.15, size=0.62)
    mid = (W // 2, round((band.bottom + H * 0.76) / 2))
    if card in AMBUSH_COLOUR:
        colour, symbol = SEAT_COLOURS[AMBUSH_COLOUR[card]]
        d = round(min(W * 0.62, H * 0.46))
        shield = icons.icon("shield", d, P.shade(colour, 0.6))
        s.blit(shield, shield.get_rect(center=(mid[0] + W // 60, mid[1] + W // 60)))
        s.blit(icons.icon("shield", d, colour), icons.icon("shield", d, colour).get_rect(center=mid))
        sym = icons.icon(symbol, round(d * 0.42), P.text_on(colour))
        s.blit(sym, sym.get_rect(center=(mid[0], mid[1] - d * 0.04)))
    else:
        a, b = AMBUSH_OBJECTS[card]
        d = round(min(W * 0.46, H * 0.33))
        pa, pb = objects.picture(a, d), objects.picture(b, d)
        s.blit(pa, pa.get_rect(center=(round(W * 0.3), mid[1] - d * 0.28)))
        s.blit(pb, pb.get_rect(center=(round(W * 0.7), mid[1] + d * 0.28)))
        plus = pygame.Rect(0, 0, round(W * 0.2), round(W * 0.2))
        plus.center = mid
        if text.legible(round(H * 0.07)):  # the words below say it too
            text.line(s, LW.OR, "serif-italic", round(H * 0.07), P.INK_SOFT, plus, "center")
    # what it waits for, in two lines at most, as large as the band's title nearly (on a
    # small card, the words of it that fit whole: the shield or the objects say the rest)
    room = pygame.Rect(round(W * 0.06), round(H * 0.765), round(W * 0.88), round(H * 0.2))
    lines = text.fit_paragraph(
        LW.ambush_caption(card), "serif-bold", round(H * 0.085), room.w, room.h, minimum=6, max_lines=2,
        overflow="words",
    )
    lines.draw(s, P.INK, room, "center")
    return s


@lru_cache(maxsize=128)
def ambush_card(card: str, w: int, h: int) -> pygame.Surface:
    """The face of ambush card ``card`` at ``w``×``h`` pixels (its owner's secret, LT-12.3)."""
    w, h = max(8, int(w)), max(8, int(h))
    with text.enlarged(SS):  # its words stay readable once scaled down
        big = _ambush_big(card, w * SS, h * SS)
    return down(big, (w, h))


# --- backs ---------------------------------------------------------------------------------------


def _back_big(deck: str, W: int, H: int) -> pygame.Surface:
    base, accent = OBJECT_BACK if deck == "object" else AMBUSH_BACK
    s = canvas(W, H)
    pygame.draw.rect(s, P.PARCHMENT, (0, 0, W, H), border_radius=radius(W))
    inset = max(3, round(W * 0.06))
    field = pygame.Rect(inset, inset, W - 2 * inset, H - 2 * inset)
    pygame.draw.rect(s, base, field, border_radius=max(2, radius(W) - inset // 2))
    # a lattice of thin lines, then a medallion: a sheriff's star, or two crossed arrows
    step = max(8, W // 6)
    line = P.mix(base, accent, 0.28)
    clip = s.get_clip()
    s.set_clip(field.inflate(-2, -2))
    for x in range(field.x - field.h, field.right + field.h, step):
        pygame.draw.line(s, line, (x, field.y), (x + field.h, field.bottom), max(1, W // 80))
        pygame.draw.line(s, line, (x + field.h, field.y), (x, field.bottom), max(1, W // 80))
    s.set_clip(clip)
    pygame.draw.rect(s, accent, field, max(1, W // 60), border_radius=max(2, radius(W) - inset // 2))
    d = round(W * 0.56)
    medal = pygame.Rect(0, 0, d, d)
    medal.center = (W // 2, H // 2)
    pygame.draw.ellipse(s, P.PARCHMENT, medal.inflate(W // 18, W // 18))
    pygame.draw.ellipse(s, base, medal)
    pygame.draw.ellipse(s, accent, medal, max(1, W // 50))
    if deck == "object":
        star = icons.icon("star", round(d * 0.7), accent)
        s.blit(star, star.get_rect(center=medal.center))
    else:
        _arrows(s, medal, accent)
    pygame.draw.rect(s, P.shade(base, 0.6), (0, 0, W, H), max(2, W // 70), border_radius=radius(W))
    return s


def _arrows(s: pygame.Surface, box: pygame.Rect, colour) -> None:
    """Two crossed arrows in ``box``: the ambush deck's mark."""
    w = max(2, box.w // 18)
    for sign in (-1, 1):
        a = (box.centerx - sign * box.w * 0.3, box.bottom - box.h * 0.2)
        b = (box.centerx + sign * box.w * 0.3, box.y + box.h * 0.2)
        pygame.draw.line(s, colour, a, b, w)
        head = [
            b,
            (b[0] - sign * box.w * 0.14, b[1] + box.h * 0.02),
            (b[0] - sign * box.w * 0.02, b[1] + box.h * 0.14),
        ]
        pygame.draw.polygon(s, colour, head)
        for k in (0.0, 0.07):
            f = (a[0] + sign * box.w * k, a[1] - box.h * k)
            pygame.draw.line(s, colour, f, (f[0] - sign * box.w * 0.06, f[1] - box.h * 0.1), max(1, w // 2))
            pygame.draw.line(s, colour, f, (f[0] + sign * box.w * 0.1, f[1] + box.h * 0.06), max(1, w // 2))


@lru_cache(maxsize=64)
def back(deck: str, w: int, h: int) -> pygame.Surface:
    """The back of the ``"object"`` or ``"ambush"`` deck at ``w``×``h`` pixels."""
    w, h = max(8, int(w)), max(8, int(h))
    with text.enlarged(SS):  # its words stay readable once scaled down
        big = _back_big(deck, w * SS, h * SS)
    return down(big, (w, h))


# --- mission cards -------------------------------------------------------------------------------

def _mission_rows(mission: int) -> list[str | None]:
    """What a mission card pictures: object kinds, or None for a group of any one object
    (five alike: one group of five; pairs: one group of two each)."""
    if mission == 1:
        return ["CU", "CA", "GO", "PE", "JE", "NE", "CH"]
    return [None] * {2: 1, 3: 4, 4: 3}[mission]


def _mission_big(card: str, W: int, H: int) -> pygame.Surface:
    m = mission_of(card)
    first = card.endswith("A")
    rule = P.GOLD_DEEP if first else P.BRASS
    s = card_frame.frame(
        W, H, rule, edge_width=max(2, W // 90), rule_width=max(1, W // 140) * (2 if first else 1)
    )
    seal_d = round(H * 0.42)
    seal = card_frame.seal(seal_d, str(MISSION_VP[card]), P.WAX if first else P.BRASS)
    head = pygame.Rect(round(W * 0.06), round(H * 0.07), W - seal_d - round(W * 0.12), round(H * 0.3))
    shown, px = _mission_title(m, round(H * 0.22), head.w)
    low = shown not in (LW.MISSION_TITLES[m], LW.MISSION_SHORT[m])  # a small card: the title takes the top
    if low:
        head.w = W - round(W * 0.12)
        shown, px = _mission_title(m, round(H * 0.22), head.w)
        spot = s.blit(seal, seal.get_rect(bottomright=(W - round(W * 0.035), H - round(H * 0.06))))
        if spot.top < head.centery + text.size(shown, "serif-bold", px)[1] / 2:
            shown = ""  # a mini card: its seal (the points it scores) says enough
    else:
        s.blit(seal, seal.get_rect(topright=(W - round(W * 0.035), round(H * 0.06))))
    if shown:
        text.blit(s, shown, "serif-bold", px, P.INK, head.midleft, "midleft")
    # the requirement in small object marks: seven objects, five alike, pairs
    marks = _mission_rows(m)
    area = pygame.Rect(round(W * 0.06), round(H * 0.46), W - seal_d - round(W * 0.12), round(H * 0.44))
    group = 1 if m == 1 else 5 if m == 2 else 2  # marks per group
    overlap = 0.55 if group > 1 else 1.0
    units = sum(1 + (group - 1) * overlap for _ in marks) + 0.3 * (len(marks) - 1)
    d = min(area.h, round(area.w / units))
    x, y = float(area.x), area.y + (area.h - d) // 2
    for i, kind in enumerate(marks):
        if kind is not None:
            s.blit(objects.picture(kind, d, shadow=False), (round(x), y))
            x += d
        else:
            for k in range(group):
                _token(
                    s,
                    pygame.Rect(
                        round(x + k * d * overlap), y + round(d * 0.05), round(d * 0.8), round(d * 0.9)
                    ),
                    i,
                )
            x += d * (1 + (group - 1) * overlap)
        x += d * 0.3 if group > 1 else 0
    foot = pygame.Rect(
        W - seal_d - round(W * 0.05), round(H * 0.56), seal_d + round(W * 0.03), round(H * 0.36)
    )
    if not low:  # a small card leaves it off: its seal's colour tells the first from the second
        text.line(s, LW.copy_words(first), "serif-italic", round(H * 0.18), P.INK_SOFT, foot, "center",
                  minimum=6, overflow="words")
    return s


def _mission_title(m: int, px: int, width: int) -> tuple[str, int]:
    """The mission's title as it fits ``width``: in words, in figures ("5 alike"), or cut."""
    for words in (LW.MISSION_TITLES[m], LW.MISSION_SHORT[m]):
        shown, size = text.fit_line(words, "serif-bold", px, width, minimum=6, overflow="words")
        if shown == words:
            break
    return shown, size


_TOKENS = ((0x8A, 0x5A, 0x30), (0x5E, 0x8C, 0x9C), (0xA8, 0x2A, 0x44), (0x6E, 0x4A, 0x9A))


def _token(s: pygame.Surface, box: pygame.Rect, i: int) -> None:
    """A blank card mark standing for "any object" (a pair shares one colour)."""
    colour = _TOKENS[i % len(_TOKENS)]
    pygame.draw.rect(s, P.PARCHMENT_LIGHT, box, border_radius=max(1, box.w // 6))
    pygame.draw.rect(s, colour, box.inflate(-box.w * 0.3, -box.h * 0.3), border_radius=max(1, box.w // 8))
    pygame.draw.rect(s, P.shade(colour, 0.6), box, max(1, box.w // 10), border_radius=max(1, box.w // 6))


@lru_cache(maxsize=64)
def mission_card(card: str, w: int, h: int) -> pygame.Surface:
    """Mission card ``card`` (landscape) at ``w``×``h`` pixels."""
    w, h = max(8, int(w)), max(8, int(h))
    with text.enlarged(SS):  # its words stay readable once scaled down
        big = _mission_big(card, w * SS, h * SS)
    return down(big, (w, h))


# --- for the kit ----------------------------------------------------------------------------------


def face(card: str, w: int, h: int) -> pygame.Surface:
    """Any card's face for the kit's zoom and pile browser (object, ambush or mission)."""
    if card.startswith("AM"):
        return ambush_card(card, w, h)
    if card.startswith("MI"):
        return mission_card(card, w, h)
    return object_card(card, w, h)


def blit_card(
    surface: pygame.Surface,
    image: pygame.Surface,
    rect: pygame.Rect,
    lift: float = 1.0,
    *,
    moving: bool = False,
) -> None:
    """A card picture with its soft shadow (``lift``: how high it seems to lie; ``moving``:
    in flight, see :func:`draw.blit_shadow`)."""
    if lift:
        draw.blit_shadow(surface, rect, radius(rect.w), lift, moving=moving)
    surface.blit(scaled(image, rect.size), rect)
