"""The adventure's pieces, drawn in code and cached by size: dice and discs of the bag (each
disc with the symbol of what it means, not only its colour), seals, hourglasses, the bard, the
outlaw's standee, Guy of Gisbourne on his horse, the Poacher and the Hawk, and the objects.

Every function returns a transparent surface (supersampled: :mod:`sherwood.ui.render.surfaces`).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from sherwood.ui.games.adventures.art import colours as C
from sherwood.ui.games.adventures.art.shapes import mix, shade
from sherwood.ui.render import icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import canvas, shadowed, supersample

Colour = tuple[int, int, int]


# --- dice and discs -----------------------------------------------------------------------------


@lru_cache(maxsize=256)
def die(colour: Colour, px: int, symbol: str | None = None, ring: bool = False) -> pygame.Surface:
    """A wooden cube seen from above: rounded, lit from the top left; ``symbol`` (a seat
    symbol) on its face; ``ring``: a gold ring (a success)."""
    px = max(6, int(px))

    def paint(big: pygame.Surface, n: int) -> None:
        m = n * 0.08
        r = int(n * 0.2)
        body = pygame.Rect(m, m, n - 2 * m, n - 2 * m)
        pygame.draw.rect(big, shade(colour, 0.55), body.move(n * 0.03, n * 0.04), border_radius=r)
        pygame.draw.rect(big, shade(colour, 0.78), body, border_radius=r)
        face = body.inflate(-n * 0.12, -n * 0.12).move(-n * 0.02, -n * 0.02)
        pygame.draw.rect(big, colour, face, border_radius=int(r * 0.8))
        hi = face.inflate(-face.w * 0.5, -face.h * 0.7).move(-face.w * 0.12, -face.h * 0.28)
        pygame.draw.ellipse(big, (*mix(colour, (255, 255, 255), 0.45), 120), hi)
        if symbol:
            icons.draw(
                symbol,
                _sub(big, face.inflate(-face.w * 0.3, -face.h * 0.3)),
                int(face.w * 0.7),
                P.text_on(colour),
            )
        if ring:
            pygame.draw.rect(
                big, P.GOLD, body.inflate(n * 0.1, n * 0.1), max(2, n // 12), border_radius=r + 4
            )

    return supersample((px, px), paint)


def _sub(big: pygame.Surface, rect: pygame.Rect) -> pygame.Surface:
    rect = rect.clip(big.get_rect())
    return big.subsurface(rect)


def _footsteps(s: pygame.Surface, n: int, colour) -> None:
    for dx, dy, a in ((-0.1, 0.12, -0.25), (0.1, -0.1, 0.2)):
        cx, cy = n / 2 + dx * n, n / 2 + dy * n
        pts = []
        for i in range(20):
            t = i / 20 * math.tau
            x, y = 0.09 * n * math.cos(t), 0.17 * n * math.sin(t) * (1.1 if math.sin(t) < 0 else 0.9)
            pts.append((cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)))
        pygame.draw.polygon(s, colour, pts)


def _horseshoe(s: pygame.Surface, n: int, colour) -> None:
    rect = pygame.Rect(n * 0.22, n * 0.2, n * 0.56, n * 0.6)
    pygame.draw.arc(s, colour, rect, math.radians(-35), math.radians(215), max(2, int(n * 0.13)))
    for x in (0.3, 0.7):
        pygame.draw.circle(s, colour, (n * x, n * 0.72), n * 0.07)


def _hourglass(s: pygame.Surface, n: int, colour) -> None:
    w = max(2, int(n * 0.08))
    pygame.draw.line(s, colour, (n * 0.26, n * 0.18), (n * 0.74, n * 0.18), w)
    pygame.draw.line(s, colour, (n * 0.26, n * 0.82), (n * 0.74, n * 0.82), w)
    pygame.draw.polygon(s, colour, [(n * 0.32, n * 0.22), (n * 0.68, n * 0.22), (n * 0.5, n * 0.5)])
    pygame.draw.polygon(
        s, colour, [(n * 0.5, n * 0.5), (n * 0.7, n * 0.78), (n * 0.3, n * 0.78)], max(1, n // 20)
    )
    pygame.draw.polygon(s, colour, [(n * 0.4, n * 0.78), (n * 0.6, n * 0.78), (n * 0.5, n * 0.64)])



@lru_cache(maxsize=128)
def disc(colour: Colour, meaning: str, px: int, faded: bool = False) -> pygame.Surface:
    """A wooden disc seen from above with the symbol of what it means: footsteps (a turn),
    a horseshoe (Gisbourne rides), an hourglass (the Sheriff's hour)."""
    px = max(6, int(px))

    def paint(big: pygame.Surface, n: int) -> None:
        c = (n / 2, n / 2)
        pygame.draw.circle(big, shade(colour, 0.5), (c[0] + n * 0.03, c[1] + n * 0.04), n * 0.45)
        pygame.draw.circle(big, shade(colour, 0.8), c, n * 0.45)
        pygame.draw.circle(big, colour, (c[0] - n * 0.02, c[1] - n * 0.02), n * 0.39)
        pygame.draw.circle(
            big,
            (*mix(colour, (255, 255, 255), 0.3), 255),
            (c[0] - n * 0.02, c[1] - n * 0.02),
            n * 0.39,
            max(1, n // 40),
        )
        mark = shade(colour, 0.45) if sum(colour) > 380 else mix(colour, (255, 255, 255), 0.75)
        sym = canvas(n, n)
        {"turn": _footsteps, "gisbourne": _horseshoe, "sheriff": _hourglass}[meaning](sym, n, mark)
        small = pygame.transform.smoothscale(sym, (int(n * 0.7), int(n * 0.7)))
        big.blit(small, small.get_rect(center=(c[0] - n * 0.02, c[1] - n * 0.02)))
        if faded:
            big.fill((255, 255, 255, 80), special_flags=pygame.BLEND_RGBA_MULT)

    return supersample((px, px), paint)


def meaning_icon(meaning: str, px: int, colour) -> pygame.Surface:
    """The symbol alone (a legend beside the discs)."""
    return supersample(
        (px, px),
        lambda big, n: {"turn": _footsteps, "gisbourne": _horseshoe, "sheriff": _hourglass}[meaning](
            big, n, colour
        ),
    )


# --- seals, hourglasses, the bard ---------------------------------------------------------------


SEAL_COLOURS = {
    "green": (0x3F, 0x8F, 0x4A),
    "yellow": (0xD9, 0xA9, 0x34),
    "blue": (0x3B, 0x6F, 0xB0),
    "turquoise": (0x2F, 0xA0, 0x9C),
}


@lru_cache(maxsize=128)
def seal(
    number: int, lion: bool, colour: str | None, coach: bool, hope: bool, px: int, face_up: bool = True
) -> pygame.Surface:
    """Seal ``number`` (table 1.5) in red wax: a lion on its back (S1-S4); face up, the
    colour of a lion seal as a ring, the coach seal's octagon, "-1" for a Hope loss."""
    px = max(8, int(px))
    wax = (150, 36, 30)

    def paint(big: pygame.Surface, n: int) -> None:
        c = (n / 2, n / 2)
        pts = []
        for i in range(28):  # a blobby wax edge
            a = i / 28 * math.tau
            r = n * (0.46 + 0.025 * math.sin(a * 5 + number))
            pts.append((c[0] + r * math.cos(a), c[1] + r * math.sin(a)))
        pygame.draw.polygon(big, shade(wax, 0.6), [(x + n * 0.03, y + n * 0.04) for x, y in pts])
        pygame.draw.polygon(big, wax, pts)
        pygame.draw.circle(big, shade(wax, 0.78), c, n * 0.34)
        pygame.draw.circle(big, mix(wax, (255, 200, 180), 0.2), (c[0] - n * 0.02, c[1] - n * 0.02), n * 0.31)
        if face_up and colour:
            pygame.draw.circle(big, SEAL_COLOURS[colour], c, n * 0.4, max(2, int(n * 0.09)))
        if not face_up or lion:
            lion_head(big, n, (232, 190, 120) if face_up else (214, 150, 120))
        if face_up and coach:
            oct_pts = [
                (
                    c[0] + n * 0.2 * math.cos(math.pi / 8 + i * math.pi / 4),
                    c[1] + n * 0.2 * math.sin(math.pi / 8 + i * math.pi / 4),
                )
                for i in range(8)
            ]
            pygame.draw.polygon(big, (240, 210, 150), oct_pts, max(2, n // 16))
        if face_up and not lion and not coach:
            t = text.render(str(number), "serif-bold", text.readable(int(n * 0.42)), (240, 210, 150))
            big.blit(t, t.get_rect(center=c))
        if face_up and hope:  # the Hope it costs, on a tag as large as its readable figure needs
            t = text.render("-1", "sans-bold", text.readable(int(n * 0.24)), (255, 240, 200))
            radius = max(n * 0.16, t.get_width() * 0.6)
            tag = t.get_rect(center=(min(n * 0.72, n - radius), min(n * 0.78, n - radius)))
            pygame.draw.circle(big, (60, 20, 16), tag.center, radius)
            big.blit(t, tag)

    return supersample((px, px), paint)


def lion_head(s: pygame.Surface, n: int, colour) -> None:
    """A lion's head: a mane of points round a face."""
    c = (n / 2, n * 0.5)
    mane = []
    for i in range(24):
        a = i / 24 * math.tau
        r = n * (0.22 if i % 2 == 0 else 0.17)
        mane.append((c[0] + r * math.cos(a), c[1] + r * math.sin(a)))
    pygame.draw.polygon(s, colour, mane)
    pygame.draw.circle(s, shade(colour, 0.8), c, n * 0.12)
    for dx in (-0.045, 0.045):
        pygame.draw.circle(s, (60, 20, 10), (c[0] + dx * n, c[1] - n * 0.02), max(1, n * 0.018))
    pygame.draw.polygon(
        s,
        (60, 20, 10),
        [(c[0] - n * 0.03, c[1] + n * 0.04), (c[0] + n * 0.03, c[1] + n * 0.04), (c[0], c[1] + n * 0.07)],
    )


@lru_cache(maxsize=32)
def hourglass(px: int, empty: bool = False) -> pygame.Surface:
    """An hourglass standing on the Evil End: a wooden frame, sand above and below."""
    px = max(8, int(px))

    def paint(big: pygame.Surface, n: int) -> None:
        wood, dark = (150, 104, 58), (82, 52, 26)
        glass = (210, 226, 230, 150)
        sand = (226, 190, 110)
        w = n * 0.56
        x0 = (n - w) / 2
        pygame.draw.rect(big, dark, (x0 + n * 0.02, n * 0.07, w, n * 0.09), border_radius=int(n * 0.03))
        pygame.draw.rect(big, wood, (x0, n * 0.05, w, n * 0.09), border_radius=int(n * 0.03))
        pygame.draw.rect(big, dark, (x0 + n * 0.02, n * 0.88, w, n * 0.09), border_radius=int(n * 0.03))
        pygame.draw.rect(big, wood, (x0, n * 0.86, w, n * 0.09), border_radius=int(n * 0.03))
        top = [
            (x0 + n * 0.05, n * 0.14),
            (x0 + w - n * 0.05, n * 0.14),
            (n / 2 + n * 0.03, n * 0.5),
            (n / 2 - n * 0.03, n * 0.5),
        ]
        bottom = [
            (n / 2 - n * 0.03, n * 0.5),
            (n / 2 + n * 0.03, n * 0.5),
            (x0 + w - n * 0.05, n * 0.86),
            (x0 + n * 0.05, n * 0.86),
        ]
        pygame.draw.polygon(big, glass, top)
        pygame.draw.polygon(big, glass, bottom)
        if not empty:
            pygame.draw.polygon(
                big, sand, [(x0 + n * 0.12, n * 0.24), (x0 + w - n * 0.12, n * 0.24), (n / 2, n * 0.48)]
            )
            pygame.draw.polygon(
                big, sand, [(n / 2, n * 0.66), (x0 + w - n * 0.08, n * 0.85), (x0 + n * 0.08, n * 0.85)]
            )
            pygame.draw.line(big, sand, (n / 2, n * 0.5), (n / 2, n * 0.7), max(1, n // 40))
        for x in (x0 + n * 0.04, x0 + w - n * 0.04):
            pygame.draw.line(big, dark, (x, n * 0.12), (x, n * 0.88), max(2, n // 22))

    return supersample((px, px), paint)


@lru_cache(maxsize=16)
def bard(px: int) -> pygame.Surface:
    """The bard on the Banner of Hope: a figure with a feathered cap and a lute."""
    px = max(10, int(px))

    def paint(big: pygame.Surface, n: int) -> None:
        coat, skin = (190, 60, 48), (236, 200, 160)
        pygame.draw.ellipse(big, (30, 20, 10, 90), (n * 0.22, n * 0.86, n * 0.56, n * 0.12))
        body = [
            (n * 0.5, n * 0.34),
            (n * 0.7, n * 0.52),
            (n * 0.72, n * 0.9),
            (n * 0.28, n * 0.9),
            (n * 0.3, n * 0.52),
        ]
        pygame.draw.polygon(big, shade(coat, 0.55), [(x + n * 0.02, y + n * 0.02) for x, y in body])
        pygame.draw.polygon(big, coat, body)
        pygame.draw.circle(big, skin, (n * 0.5, n * 0.26), n * 0.11)
        pygame.draw.ellipse(big, (60, 120, 60), (n * 0.34, n * 0.1, n * 0.32, n * 0.12))
        pygame.draw.line(big, (240, 230, 200), (n * 0.6, n * 0.14), (n * 0.78, n * 0.02), max(2, n // 24))
        pygame.draw.ellipse(big, (196, 146, 70), (n * 0.3, n * 0.52, n * 0.26, n * 0.22))
        pygame.draw.line(big, (120, 80, 36), (n * 0.5, n * 0.58), (n * 0.74, n * 0.4), max(2, n // 22))
        pygame.draw.circle(big, (80, 50, 20), (n * 0.42, n * 0.63), n * 0.035)

    return shadowed(supersample((px, px), paint), px * 0.04, px * 0.04)


# --- standees -----------------------------------------------------------------------------------


@lru_cache(maxsize=32)
def outlaw(colour: Colour, symbol: str, px: int, lifted: bool = False) -> pygame.Surface:
    """The outlaw's standee: a hooded archer with a bow in the outlaw's colour and symbol, on
    a round base; ``px`` is its height. Its feet stand at 88 % of the height."""
    px = max(12, int(px))

    def paint(big: pygame.Surface, n: int) -> None:
        cx = n / 2
        dark = shade(colour, 0.5)
        pygame.draw.ellipse(big, shade(colour, 0.45), (cx - n * 0.26, n * 0.8, n * 0.52, n * 0.16))
        pygame.draw.ellipse(big, shade(colour, 0.75), (cx - n * 0.25, n * 0.79, n * 0.5, n * 0.13))
        body = [
            (cx, n * 0.2),
            (cx + n * 0.2, n * 0.42),
            (cx + n * 0.22, n * 0.85),
            (cx - n * 0.22, n * 0.85),
            (cx - n * 0.2, n * 0.42),
        ]
        pygame.draw.polygon(big, dark, [(x + n * 0.015, y + n * 0.01) for x, y in body])
        pygame.draw.polygon(big, colour, body)
        pygame.draw.circle(big, colour, (cx, n * 0.22), n * 0.13)
        pygame.draw.polygon(
            big, colour, [(cx - n * 0.12, n * 0.2), (cx + n * 0.02, n * 0.03), (cx + n * 0.1, n * 0.16)]
        )
        pygame.draw.circle(big, (236, 204, 166), (cx + n * 0.02, n * 0.245), n * 0.07)
        pygame.draw.arc(
            big,
            (110, 70, 32),
            (cx + n * 0.1, n * 0.28, n * 0.2, n * 0.5),
            -math.pi / 2,
            math.pi / 2,
            max(2, n // 26),
        )
        pygame.draw.line(
            big, (200, 190, 160), (cx + n * 0.2, n * 0.3), (cx + n * 0.2, n * 0.76), max(1, n // 60)
        )
        sym = canvas(int(n * 0.22), int(n * 0.22))
        icons.draw(symbol, sym, sym.get_width(), P.text_on(colour))
        big.blit(sym, sym.get_rect(center=(cx - n * 0.02, n * 0.55)))
        pygame.draw.polygon(big, shade(colour, 0.4), body, max(1, n // 60))

    piece = supersample((px, px), paint)
    return shadowed(piece, px * (0.06 if lifted else 0.035), px * 0.04)


@lru_cache(maxsize=8)
def gisbourne(px: int) -> pygame.Surface:
    """Guy of Gisbourne, mounted: a dark horse and rider on a dark red base; ``px`` high,
    standing at 88 % of it."""
    px = max(12, int(px))

    def paint(big: pygame.Surface, n: int) -> None:
        horse, rider = (48, 36, 30), C.GISBOURNE
        pygame.draw.ellipse(big, (70, 18, 16), (n * 0.1, n * 0.8, n * 0.8, n * 0.16))
        pygame.draw.ellipse(big, (120, 30, 26), (n * 0.12, n * 0.79, n * 0.76, n * 0.12))
        pygame.draw.ellipse(big, horse, (n * 0.2, n * 0.44, n * 0.54, n * 0.22))
        for x in (0.26, 0.36, 0.6, 0.68):
            pygame.draw.line(big, horse, (n * x, n * 0.6), (n * (x - 0.02), n * 0.84), max(2, n // 20))
        pygame.draw.polygon(
            big,
            horse,
            [
                (n * 0.66, n * 0.5),
                (n * 0.8, n * 0.3),
                (n * 0.9, n * 0.34),
                (n * 0.84, n * 0.42),
                (n * 0.74, n * 0.56),
            ],
        )
        pygame.draw.line(big, horse, (n * 0.22, n * 0.5), (n * 0.1, n * 0.66), max(2, n // 18))
        cloak = [
            (n * 0.44, n * 0.18),
            (n * 0.56, n * 0.3),
            (n * 0.58, n * 0.54),
            (n * 0.3, n * 0.58),
            (n * 0.36, n * 0.3),
        ]
        pygame.draw.polygon(big, rider, cloak)
        pygame.draw.polygon(
            big, (120, 24, 24), [(n * 0.36, n * 0.3), (n * 0.3, n * 0.58), (n * 0.22, n * 0.5)]
        )
        pygame.draw.circle(big, (180, 170, 160), (n * 0.48, n * 0.16), n * 0.07)
        pygame.draw.line(big, (200, 200, 210), (n * 0.58, n * 0.34), (n * 0.74, n * 0.08), max(2, n // 30))

    return shadowed(supersample((px, px), paint), px * 0.035, px * 0.04)


@lru_cache(maxsize=8)
def poacher(px: int) -> pygame.Surface:
    """The Poacher (Set 1) in his recess: a hooded figure with a snare and a bow."""
    px = max(10, int(px))

    def paint(big: pygame.Surface, n: int) -> None:
        c = (86, 66, 40)
        pygame.draw.circle(big, (30, 24, 14), (n / 2, n / 2), n * 0.48)
        pygame.draw.circle(big, (140, 110, 66), (n / 2, n / 2), n * 0.44)
        icons.draw("figure", _sub(big, pygame.Rect(n * 0.14, n * 0.12, n * 0.72, n * 0.76)), int(n * 0.72), c)
        pygame.draw.arc(
            big,
            (60, 40, 20),
            (n * 0.18, n * 0.2, n * 0.2, n * 0.6),
            math.pi / 2,
            3 * math.pi / 2,
            max(2, n // 18),
        )

    return shadowed(supersample((px, px), paint), px * 0.05, px * 0.05)


@lru_cache(maxsize=8)
def hawk(px: int) -> pygame.Surface:
    """The Hawk (Set 2) in the belfry's recess: a bird with spread wings."""
    px = max(10, int(px))

    def paint(big: pygame.Surface, n: int) -> None:
        pygame.draw.circle(big, (30, 24, 14), (n / 2, n / 2), n * 0.48)
        pygame.draw.circle(big, (170, 196, 214), (n / 2, n / 2), n * 0.44)
        brown, pale = (96, 64, 36), (196, 170, 130)
        wing = [
            (n * 0.5, n * 0.46),
            (n * 0.1, n * 0.3),
            (n * 0.16, n * 0.44),
            (n * 0.3, n * 0.5),
            (n * 0.5, n * 0.56),
        ]
        pygame.draw.polygon(big, brown, wing)
        pygame.draw.polygon(big, brown, [(n - x, y) for x, y in wing])
        pygame.draw.ellipse(big, pale, (n * 0.42, n * 0.38, n * 0.16, n * 0.36))
        pygame.draw.circle(big, brown, (n * 0.5, n * 0.36), n * 0.07)
        pygame.draw.polygon(
            big, (230, 180, 60), [(n * 0.48, n * 0.4), (n * 0.52, n * 0.4), (n * 0.5, n * 0.45)]
        )
        pygame.draw.polygon(big, brown, [(n * 0.44, n * 0.72), (n * 0.56, n * 0.72), (n * 0.5, n * 0.84)])

    return shadowed(supersample((px, px), paint), px * 0.05, px * 0.05)


# --- objects ------------------------------------------------------------------------------------


def _provisions(s, n):
    pygame.draw.ellipse(s, (150, 96, 46), (n * 0.12, n * 0.34, n * 0.76, n * 0.42))
    pygame.draw.ellipse(s, (196, 140, 72), (n * 0.14, n * 0.32, n * 0.7, n * 0.36))
    for x in (0.34, 0.5, 0.66):
        pygame.draw.line(s, (130, 80, 36), (n * x, n * 0.38), (n * (x - 0.06), n * 0.6), max(1, n // 24))
    pygame.draw.ellipse(s, (214, 80, 60), (n * 0.6, n * 0.58, n * 0.24, n * 0.22))


def _gold(s, n):
    sack = [
        (n * 0.5, n * 0.3),
        (n * 0.78, n * 0.56),
        (n * 0.74, n * 0.86),
        (n * 0.26, n * 0.86),
        (n * 0.22, n * 0.56),
    ]
    pygame.draw.polygon(s, (150, 116, 62), sack)
    pygame.draw.polygon(s, (110, 80, 40), sack, max(1, n // 28))
    pygame.draw.polygon(
        s,
        (150, 116, 62),
        [(n * 0.4, n * 0.16), (n * 0.6, n * 0.16), (n * 0.54, n * 0.32), (n * 0.46, n * 0.32)],
    )
    pygame.draw.line(s, (90, 60, 28), (n * 0.42, n * 0.32), (n * 0.58, n * 0.32), max(2, n // 18))
    pygame.draw.circle(s, (232, 190, 70), (n * 0.5, n * 0.64), n * 0.13)
    pygame.draw.circle(s, (180, 136, 40), (n * 0.5, n * 0.64), n * 0.13, max(1, n // 30))


def _barrel(s, n):
    body = pygame.Rect(n * 0.24, n * 0.14, n * 0.52, n * 0.74)
    pygame.draw.ellipse(s, (126, 80, 40), body)
    pygame.draw.rect(s, (126, 80, 40), body.inflate(-n * 0.04, -n * 0.16))
    for x in (0.36, 0.5, 0.64):
        pygame.draw.line(s, (90, 56, 26), (n * x, n * 0.18), (n * x, n * 0.84), max(1, n // 36))
    for y in (0.3, 0.72):
        pygame.draw.line(s, (70, 70, 76), (n * 0.25, n * y), (n * 0.75, n * y), max(2, n // 16))


def _horn(s, n):
    pts = []
    for i in range(21):
        t = i / 20
        a = math.pi * (0.9 + 0.7 * t)
        r = n * 0.3
        pts.append((n * 0.52 + r * math.cos(a) * (1.1 - 0.2 * t), n * 0.72 + r * math.sin(a)))
    for i, p in enumerate(pts[:-1]):
        pygame.draw.line(s, (222, 200, 150), p, pts[i + 1], max(2, int(n * (0.04 + 0.16 * i / 20))))
    pygame.draw.circle(s, (120, 86, 50), pts[-1], n * 0.11, max(1, n // 20))


def _sword(s, n):
    pygame.draw.polygon(
        s,
        (200, 204, 214),
        [(n * 0.47, n * 0.1), (n * 0.53, n * 0.1), (n * 0.54, n * 0.66), (n * 0.46, n * 0.66)],
    )
    pygame.draw.polygon(s, (200, 204, 214), [(n * 0.46, n * 0.1), (n * 0.54, n * 0.1), (n * 0.5, n * 0.03)])
    pygame.draw.line(s, (150, 110, 40), (n * 0.3, n * 0.68), (n * 0.7, n * 0.68), max(2, n // 12))
    pygame.draw.line(s, (90, 56, 30), (n * 0.5, n * 0.7), (n * 0.5, n * 0.88), max(2, n // 10))
    pygame.draw.circle(s, (200, 160, 60), (n * 0.5, n * 0.92), n * 0.05)


def _banner(s, n):
    pygame.draw.line(s, (110, 74, 40), (n * 0.24, n * 0.08), (n * 0.24, n * 0.94), max(2, n // 14))
    cloth = [
        (n * 0.26, n * 0.12),
        (n * 0.82, n * 0.12),
        (n * 0.82, n * 0.7),
        (n * 0.54, n * 0.58),
        (n * 0.26, n * 0.7),
    ]
    pygame.draw.polygon(s, (178, 40, 36), cloth)
    lion_head(_sub(s, pygame.Rect(n * 0.3, n * 0.14, n * 0.48, n * 0.48)), int(n * 0.48), (240, 200, 80))


def _cross(s, n):
    gold, dark = (232, 190, 70), (150, 110, 30)
    for col, off in ((dark, n * 0.025), (gold, 0)):
        pygame.draw.rect(
            s, col, (n * 0.43 + off, n * 0.08 + off, n * 0.14, n * 0.84), border_radius=int(n * 0.03)
        )
        pygame.draw.rect(
            s, col, (n * 0.2 + off, n * 0.28 + off, n * 0.6, n * 0.13), border_radius=int(n * 0.03)
        )
    pygame.draw.circle(s, (200, 40, 40), (n * 0.5, n * 0.345), n * 0.05)


OBJECTS = {
    "provisions": _provisions,
    "gold": _gold,
    "barrel": _barrel,
    "horn": _horn,
    "sword": _sword,
    "banner": _banner,
    "cross": _cross,
}


@lru_cache(maxsize=64)
def thing(name: str, px: int) -> pygame.Surface:
    """Object ``name`` (provisions, gold, barrel, horn, sword, banner, cross) as a picture."""
    return supersample((max(6, int(px)), max(6, int(px))), lambda big, n: OBJECTS[name](big, n))
