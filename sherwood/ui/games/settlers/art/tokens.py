"""The number tokens: round parchment discs with the number and, under it, one dot for each
of the 36 rolls of two dice that give it (SR-B-1.3). The likeliest, 6 and 8, are printed in
wax red, and the more likely a number, the bigger it is printed."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from sherwood.ui.games.settlers.art import palette as C
from sherwood.ui.render import palette as P
from sherwood.ui.render import text
from sherwood.ui.render.surfaces import SS, canvas, down, shadowed

TOKEN = 0.64
"""A token's diameter in hex sizes."""


def pips(value: int) -> int:
    """SR-B-1.3: of the 36 rolls of two dice, how many give ``value``."""
    return max(0, 6 - abs(7 - int(value)))


def ink(value: int) -> tuple[int, int, int]:
    """The colour a token's number is printed in: wax red for 6 and 8, else ink."""
    return C.TOKEN_RED if pips(value) == 5 else P.INK


def _disc(big: pygame.Surface, n: int) -> None:
    c = (n / 2, n / 2)
    rad = n * 0.47
    pygame.draw.circle(big, P.shade(P.PARCHMENT_EDGE, 0.62), c, rad)
    steps = 12
    for k in range(steps):
        t = k / (steps - 1)
        colour = P.mix(P.PARCHMENT_EDGE, P.PARCHMENT_LIGHT, t**0.7)
        off = n * 0.05 * t
        pygame.draw.circle(big, colour, (c[0] - off, c[1] - off), rad * 0.95 * (1 - 0.55 * t) + n * 0.0)
    layer = canvas(n)
    pygame.draw.circle(layer, (*P.PARCHMENT, 255), c, rad * 0.93)
    pygame.draw.circle(layer, (255, 255, 255, 0), c, rad * 0.8)
    big.blit(layer, (0, 0))
    pygame.draw.circle(big, P.mix(P.PARCHMENT_EDGE, P.INK_SOFT, 0.35), c, rad * 0.86, max(1, int(n * 0.012)))
    pygame.draw.arc(
        big,
        (255, 252, 240),
        pygame.Rect(n * 0.08, n * 0.08, n * 0.84, n * 0.84),
        math.pi * 0.55,
        math.pi * 1.05,
        max(1, int(n * 0.02)),
    )


@lru_cache(maxsize=96)
@text.enlarged(SS)  # drawn SS times too big: its figure stays readable once scaled down
def number_token(value: int, d: int) -> pygame.Surface:
    """The token of ``value`` (2..12, not 7), ``d`` pixels across, with its soft shadow on a
    surface a little larger (``d * 1.12`` square; its centre is the disc's centre offset up
    and left by the shadow's room, see :func:`token_offset`)."""
    d = max(10, int(d))
    n = d * SS
    big = canvas(n)
    _disc(big, n)
    colour = ink(value)
    label = str(value)
    count = pips(value)
    px = text.readable(round(n * (0.3 + 0.03 * count) * (0.88 if len(label) > 1 else 1.0)))
    img = text.render(label, "sans-bold", px, colour)
    if len(label) > 1:  # the sans is wide: pull the two digits together a little
        img = pygame.transform.smoothscale(img, (round(img.get_width() * 0.9), img.get_height()))
    big.blit(img, img.get_rect(center=(n * 0.5, n * 0.43)))
    dot = n * (0.035 if d >= 26 else 0.045)
    gap = dot * 2.7
    y = n * 0.74
    for k in range(count):
        x = n / 2 + (k - (count - 1) / 2) * gap
        pygame.draw.circle(big, colour, (x, y), dot)
    small = down(big, (d, d))
    room = max(2, round(d * 0.12))
    out = canvas(d + room)
    out.blit(small, (0, 0))
    return shadowed(out, max(1, d * 0.05), max(1, d * 0.04), 120)


def token_offset(d: int) -> tuple[int, int]:
    """Where a token surface of diameter ``d`` is blitted relative to the disc's centre."""
    d = max(10, int(d))
    return (-d // 2, -d // 2)
