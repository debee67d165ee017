"""The parts of a card face that every game's cards share: the parchment frame, the title
band, the wax seal and the footer line.

A game draws the rest of a face (its pips, icons, figures) between them. Sizes are
proportions of the card, so one face reads the same in a hand, on the board and zoomed.
The colours are the caller's: Merry Men's cards give each deck its band colour; a game
whose faces look otherwise (Showdown's tarot cards: the band at the bottom, no shine)
says so with the keyword arguments.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import SS, canvas, down, shadowed

Color = tuple[int, int, int]
EDGE: Color = (0x5E, 0x46, 0x30)
"""The dark brown outer edge of a card."""


def radius(w: int) -> int:
    """The corner radius of a card ``w`` pixels wide (about 6 % of its width, ART.md)."""
    return max(3, round(w * 0.06))


def frame(
    w: int,
    h: int,
    rule: Color | None = None,
    *,
    edge: Color = EDGE,
    edge_width: int | None = None,
    paper_edge: float = 0.8,
    wash: tuple[int, int, int, int] | None = None,
    rule_inset: float = 0.045,
    rule_width: int | None = None,
    rule_corner: int | None = None,
) -> pygame.Surface:
    """A blank card ``w``×``h``: aged parchment with rounded corners and an ``edge`` line
    (``edge_width`` pixels; about 1/70 of the width by default).

    With ``rule``, a thin line of that colour runs inside the edge, ``rule_inset`` of the
    width in from it, ``rule_width`` pixels thick (about 1/110 of the width by default), its
    corners rounded by ``rule_corner`` pixels (by default they follow the card's corners).
    ``paper_edge``: how much the paper darkens at its rim; ``wash``: a see-through colour
    (RGBA) laid over the paper (a grey edict)."""
    s = canvas(w, h)
    paper = draw.parchment((w, h), radius(w), paper_edge)
    if wash is not None:
        paper = paper.copy()
        tint = canvas(w, h)
        tint.fill(wash)
        paper.blit(tint, (0, 0))
        paper = draw.rounded(paper, radius(w))
    s.blit(paper, (0, 0))
    if rule is not None:
        inset = max(2, round(w * rule_inset))
        corner = rule_corner if rule_corner is not None else max(2, radius(w) - inset // 2)
        pygame.draw.rect(
            s,
            rule,
            pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset),
            rule_width if rule_width is not None else max(1, w // 110),
            border_radius=corner,
        )
    width = edge_width if edge_width is not None else max(1, round(w / 70))
    pygame.draw.rect(s, edge, (0, 0, w, h), width=width, border_radius=radius(w))
    return s


def title_band(
    s: pygame.Surface,
    title: str | tuple[str, ...],
    colour: Color,
    *,
    top: float | None = 0.035,
    height: float = 0.14,
    inset: float = 0.045,
    right_gap: int = 0,
    corner: float = 0.035,
    shine: bool = True,
    shadow: bool = True,
    size: float = 0.78,
    outline: float = 0.55,
    pad: float = 0.04,
    lift: float = 0.04,
) -> pygame.Rect:
    """A rounded band in ``colour`` across card ``s`` with ``title`` centred on it, in ink or
    cream (whichever reads on ``colour``); returns the band's rect.

    ``top`` and ``height`` are fractions of the card's height (``top=None``: the band sits
    at the bottom, ``inset`` above the edge); ``inset`` and ``corner`` fractions of its width;
    ``right_gap`` pixels are left free at the right (for a corner mark). ``shine`` lays a faint
    highlight over the band's upper half, ``shadow`` a dark copy under the title; ``size`` is
    the title's size as a fraction of the band's height, ``outline`` how dark the band's rim
    is; ``pad`` (of the width) is kept clear at either end of the title, which is raised by
    ``lift`` of its size (optical centring). A title too long for the band shrinks, then
    loses whole words (a zoom shows it all); an empty title leaves the band bare. A tuple of
    titles, longest first, puts the first that fits whole ("Swordsman", "Sword").
    """
    w, h = s.get_size()
    side = max(2, round(w * inset))
    bh = max(8, round(h * height))
    y = round(h * top) if top is not None else h - bh - side
    band = pygame.Rect(side, y, w - 2 * side - right_gap, bh)
    rounding = max(2, round(w * corner))
    pygame.draw.rect(s, colour, band, border_radius=rounding)
    if shine:
        hl = band.inflate(-4, -bh * 0.55).move(0, -bh * 0.2)
        light = canvas(hl.w, hl.h)
        light.fill((255, 255, 255, 30))
        s.blit(light, hl)
    pygame.draw.rect(s, P.shade(colour, outline), band, max(1, w // 90), border_radius=rounding)
    titles = (title,) if isinstance(title, str) else title
    if any(titles):
        room = band.w - 2 * max(2, round(w * pad))
        for option in titles:
            shown, px = text.fit_line(option, "serif-bold", round(bh * size), room, minimum=6,
                                      overflow="words")
            if shown == option:
                break
        half = text.size(shown, "serif-bold", px)[1] / 2  # raised to be read on a small card,
        centre_y = min(max(band.centery - px * lift, half), h - half)  # it still keeps on the card
        text.blit(
            s,
            shown,
            "serif-bold",
            px,
            P.text_on(colour),
            (band.centerx, centre_y),
            anchor="center",
            shadow=P.shade(colour, 0.45) if shadow else None,
        )
    return band


@lru_cache(maxsize=128)
def seal(d: int, label: str, colour: Color = P.WAX) -> pygame.Surface:
    """A wax seal ``d`` pixels across in ``colour`` with ``label`` (a value, a letter) pressed
    into it in cream, with its shadow; cached. A seal too small for its label at a readable
    size is made as large as the label needs (place it by its size, not by ``d``)."""
    size = text.readable(round(d * (0.5 if len(label) < 2 else 0.42)))
    d = max(8, int(d), round(text.size(label, "sans-bold", size)[0] / 0.62))
    n = d * SS
    big = canvas(n)
    c = (n / 2, n / 2)
    pts = []
    for i in range(36):
        a = i * 2 * math.pi / 36
        r = n * (0.47 if i % 2 == 0 else 0.44)
        pts.append((c[0] + r * math.cos(a), c[1] + r * math.sin(a)))
    pygame.draw.polygon(big, P.shade(colour, 0.6), pts)
    pygame.draw.circle(big, colour, c, n * 0.4)
    pygame.draw.circle(big, P.shade(colour, 0.75), c, n * 0.32, max(2, n // 30))
    pygame.draw.arc(
        big,
        P.mix(colour, (255, 255, 255), 0.35),
        pygame.Rect(n * 0.18, n * 0.18, n * 0.64, n * 0.64),
        math.pi * 0.55,
        math.pi * 1.0,
        max(2, n // 24),
    )
    small = down(big, (d, d))
    px = max(size, round(d * (0.5 if len(label) < 2 else 0.42)))
    text.blit(small, label, "sans-bold", px, P.CREAM, (d / 2, d / 2), "center", shadow=P.shade(colour, 0.45))
    return shadowed(small, max(1, d * 0.04), d * 0.03, 90)


def footer(s: pygame.Surface, label: str, colour: Color = P.INK_SOFT, right_gap: int = 0) -> None:
    """``label`` in small italics centred at the foot of card ``s`` (who or what the card is),
    leaving ``right_gap`` pixels free at the right for a seal; shortened to fit."""
    w, h = s.get_size()
    room = pygame.FRect(round(w * 0.09), 0, w - 2 * round(w * 0.09) - right_gap, h - round(h * 0.05))
    px = max(7, round(h * 0.065))
    text.line(s, label, "serif-italic", px, colour, room, "midbottom", minimum=6, overflow="words")
