"""The board's tiles, face by face (AR-0.5, 2.3): round guards, hexagonal nobles and octagonal
coaches (``hidden``: plain scenery on the tile; ``revealed``: the opponent), the explorable
tiles (a "?" until explored, then their picture), the recess a removed tile leaves, the
merchants' stalls, the boat, the hay cart, the castle wall's footholds, the Sheriff on his
post, the pennant or the lion banner over the gate (243), the smithy's roof or its fire
(250), the church's cross (251). A camp and the thicket in front of it are drawn over their
space (:func:`camp`, :func:`thicket`).
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from sherwood.ui.games.adventures.art import colours as C
from sherwood.ui.games.adventures.art import pieces
from sherwood.ui.games.adventures.art.shapes import mix, shade
from sherwood.ui.render import icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.surfaces import shadowed, supersample

PERSONS = frozenset({"90", "93", "101", "102", "103", "104", "105", "106", "140", "141", "142", "150"})
"""The explorable tiles that show a person once explored (the others show a thing)."""


def _shape(kind: str, n: int, scale: float = 1.0) -> list[tuple[float, float]]:
    c, r = n / 2, n * 0.46 * scale
    if kind == "noble":
        k, rot = 6, math.pi / 6
    elif kind == "coach":
        k, rot = 8, math.pi / 8
    elif kind in ("explorable", "merchant", "haycart", "wall", "smithy_roof"):
        return [
            (c - r * 0.92, c - r * 0.92),
            (c + r * 0.92, c - r * 0.92),
            (c + r * 0.92, c + r * 0.92),
            (c - r * 0.92, c + r * 0.92),
        ]
    else:
        k, rot = 32, 0.0
    return [
        (c + r * math.cos(rot + i * math.tau / k), c + r * math.sin(rot + i * math.tau / k)) for i in range(k)
    ]


def _plate(big: pygame.Surface, n: int, kind: str, fill, edge, rim=None) -> None:
    pts = _shape(kind, n)
    pygame.draw.polygon(big, shade(edge, 0.7), [(x + n * 0.03, y + n * 0.04) for x, y in pts])
    pygame.draw.polygon(big, edge, pts)
    inner = _shape(kind, n, 0.86)
    pygame.draw.polygon(big, fill, inner)
    if rim is not None:
        pygame.draw.polygon(big, rim, inner, max(1, n // 28))


def _scenery(big: pygame.Surface, n: int, kind: str, seed: int) -> None:
    """A tile's plain face: grass and a few leaves (it hides an opponent a seal may reveal)."""
    _plate(big, n, kind, (96, 128, 64), (62, 84, 42))
    rng = random.Random(seed)
    for _ in range(7):
        x, y = n * rng.uniform(0.3, 0.7), n * rng.uniform(0.3, 0.7)
        pygame.draw.circle(big, rng.choice([(70, 104, 50), (124, 156, 84), (150, 170, 96)]), (x, y), n * 0.07)


def _recess(big: pygame.Surface, n: int, kind: str) -> None:
    pts = _shape(kind, n, 0.94)
    pygame.draw.polygon(big, (26, 20, 12), pts)
    pygame.draw.polygon(big, (58, 46, 30), _shape(kind, n, 0.8))
    pygame.draw.lines(big, (12, 8, 4), True, pts, max(2, n // 14))


def _question(big: pygame.Surface, n: int) -> None:
    _plate(big, n, "explorable", P.PARCHMENT, (126, 100, 62), (176, 150, 104))
    t = text.render("?", "serif-bold", text.readable(int(n * 0.8)), P.INK)
    big.blit(t, t.get_rect(center=(n / 2, n * 0.54)))


def _explored(big: pygame.Surface, n: int, tile: str) -> None:
    _plate(big, n, "explorable", (200, 184, 146), (110, 90, 58), (150, 130, 96))
    sub = big.subsurface(pygame.Rect(n * 0.18, n * 0.16, n * 0.64, n * 0.66))
    if tile in PERSONS:
        icons.draw("figure", sub, sub.get_width(), (92, 70, 46))
    else:
        pieces.OBJECTS["gold" if tile in ("190", "95", "113") else "provisions"](sub, sub.get_width())


def _guard(big: pygame.Surface, n: int) -> None:
    _plate(big, n, "guard", C.GUARD, (60, 20, 16), (230, 200, 170))
    icons.draw(
        "knight", big.subsurface(pygame.Rect(n * 0.2, n * 0.18, n * 0.6, n * 0.6)), int(n * 0.6), C.CREAM
    )


def _noble(big: pygame.Surface, n: int) -> None:
    _plate(big, n, "noble", C.NOBLE, (40, 20, 50), (220, 190, 120))
    icons.draw("crown", big.subsurface(pygame.Rect(n * 0.2, n * 0.2, n * 0.6, n * 0.6)), int(n * 0.6), C.GOLD)


def _coach(big: pygame.Surface, n: int) -> None:
    _plate(big, n, "coach", C.COACH, (30, 20, 10), (220, 190, 120))
    body = pygame.Rect(n * 0.28, n * 0.3, n * 0.44, n * 0.28)
    pygame.draw.rect(big, C.GOLD, body, border_radius=int(n * 0.05))
    pygame.draw.rect(big, (60, 40, 20), body.inflate(-n * 0.2, -n * 0.12))
    for x in (0.34, 0.66):
        pygame.draw.circle(big, (40, 26, 12), (n * x, n * 0.66), n * 0.09)
        pygame.draw.circle(big, C.GOLD, (n * x, n * 0.66), n * 0.09, max(1, n // 30))


def _merchant(big: pygame.Surface, n: int) -> None:
    _plate(big, n, "merchant", (206, 184, 140), (110, 84, 50))
    w = n * 0.6
    x0 = (n - w) / 2
    for i in range(5):
        col = (176, 52, 44) if i % 2 == 0 else (240, 228, 200)
        pygame.draw.rect(big, col, (x0 + i * w / 5, n * 0.22, w / 5 + 1, n * 0.22))
    pygame.draw.polygon(
        big,
        (176, 52, 44),
        [(x0, n * 0.44), (x0 + w, n * 0.44), (x0 + w - n * 0.04, n * 0.5), (x0 + n * 0.04, n * 0.5)],
    )
    pieces.OBJECTS["barrel"](big.subsurface(pygame.Rect(n * 0.22, n * 0.5, n * 0.3, n * 0.3)), int(n * 0.3))
    pieces.OBJECTS["gold"](big.subsurface(pygame.Rect(n * 0.48, n * 0.5, n * 0.3, n * 0.3)), int(n * 0.3))


def _boat(big: pygame.Surface, n: int) -> None:
    _plate(big, n, "boat", (86, 132, 160), (40, 66, 84))
    hull = [(n * 0.2, n * 0.46), (n * 0.8, n * 0.46), (n * 0.68, n * 0.64), (n * 0.32, n * 0.64)]
    pygame.draw.polygon(big, (120, 80, 40), hull)
    pygame.draw.line(big, (200, 160, 100), (n * 0.24, n * 0.5), (n * 0.76, n * 0.5), max(1, n // 30))
    pygame.draw.line(big, (80, 54, 26), (n * 0.62, n * 0.3), (n * 0.5, n * 0.56), max(2, n // 24))


def _haycart(big: pygame.Surface, n: int) -> None:
    _plate(big, n, "haycart", (170, 150, 104), (96, 72, 40))
    pygame.draw.rect(big, (120, 80, 40), (n * 0.2, n * 0.5, n * 0.6, n * 0.12))
    pygame.draw.ellipse(big, (226, 196, 100), (n * 0.18, n * 0.22, n * 0.64, n * 0.36))
    for i in range(6):
        x = n * (0.26 + i * 0.09)
        pygame.draw.line(big, (190, 156, 70), (x, n * 0.28), (x + n * 0.03, n * 0.5), 1)
    for x in (0.3, 0.7):
        pygame.draw.circle(big, (70, 46, 22), (n * x, n * 0.7), n * 0.09)


def _wall(big: pygame.Surface, n: int) -> None:
    _plate(big, n, "wall", (170, 164, 148), (90, 84, 74))
    for j in range(4):
        y = n * (0.22 + j * 0.16)
        pygame.draw.line(big, (120, 114, 100), (n * 0.16, y), (n * 0.84, y), 1)
    pygame.draw.line(big, (110, 74, 40), (n * 0.38, n * 0.14), (n * 0.38, n * 0.86), max(2, n // 16))
    pygame.draw.line(big, (110, 74, 40), (n * 0.62, n * 0.14), (n * 0.62, n * 0.86), max(2, n // 16))
    for j in range(5):
        y = n * (0.22 + j * 0.14)
        pygame.draw.line(big, (150, 104, 56), (n * 0.38, y), (n * 0.62, y), max(2, n // 20))


def _sheriff(big: pygame.Surface, n: int) -> None:
    _plate(big, n, "sheriff_post", C.SHERIFF, (140, 30, 26), (200, 60, 50))
    icons.draw(
        "crown", big.subsurface(pygame.Rect(n * 0.24, n * 0.1, n * 0.52, n * 0.4)), int(n * 0.4), C.GOLD
    )
    pygame.draw.circle(big, (200, 170, 140), (n * 0.5, n * 0.52), n * 0.1)
    pygame.draw.polygon(big, (150, 30, 30), [(n * 0.3, n * 0.86), (n * 0.5, n * 0.6), (n * 0.7, n * 0.86)])


def _pennant(big: pygame.Surface, n: int, banner: bool) -> None:
    pygame.draw.line(big, (90, 62, 36), (n * 0.3, n * 0.06), (n * 0.3, n * 0.96), max(2, n // 14))
    pygame.draw.circle(big, C.GOLD, (n * 0.3, n * 0.06), n * 0.05)
    if banner:
        cloth = [
            (n * 0.32, n * 0.1),
            (n * 0.92, n * 0.1),
            (n * 0.92, n * 0.74),
            (n * 0.62, n * 0.62),
            (n * 0.32, n * 0.74),
        ]
        pygame.draw.polygon(big, (60, 20, 16), [(x + n * 0.03, y + n * 0.03) for x, y in cloth])
        pygame.draw.polygon(big, (190, 40, 36), cloth)
        head = big.subsurface(pygame.Rect(n * 0.37, n * 0.12, n * 0.5, n * 0.5))
        pieces.lion_head(head, int(n * 0.5), C.GOLD)
    else:
        cloth = [(n * 0.32, n * 0.1), (n * 0.86, n * 0.2), (n * 0.32, n * 0.32)]
        pygame.draw.polygon(big, (60, 20, 16), [(x + n * 0.02, y + n * 0.02) for x, y in cloth])
        pygame.draw.polygon(big, (60, 60, 130), cloth)


def _smithy(big: pygame.Surface, n: int, burning: bool) -> None:
    if not burning:
        _plate(big, n, "smithy_roof", (160, 90, 54), (80, 44, 24))
        pygame.draw.line(big, (100, 54, 30), (n * 0.12, n * 0.5), (n * 0.88, n * 0.5), max(2, n // 14))
        for j in range(1, 4):
            y = n * (0.5 + (j - 2) * 0.16)
            pygame.draw.line(big, (130, 70, 40), (n * 0.14, y), (n * 0.86, y), 1)
        pygame.draw.rect(big, (70, 60, 58), (n * 0.6, n * 0.2, n * 0.14, n * 0.14))
        return
    _recess(big, n, "smithy_roof")
    rng = random.Random(250)
    for _ in range(9):
        x, y = n * rng.uniform(0.25, 0.75), n * rng.uniform(0.35, 0.78)
        h = n * rng.uniform(0.16, 0.32)
        pygame.draw.polygon(big, (236, 110, 30), [(x - h * 0.3, y), (x + h * 0.3, y), (x, y - h)])
        pygame.draw.polygon(big, (255, 210, 80), [(x - h * 0.14, y), (x + h * 0.14, y), (x, y - h * 0.55)])


def _church_cross(big: pygame.Surface, n: int, there: bool) -> None:
    if there:
        pieces.OBJECTS["cross"](big, n)
        return
    pygame.draw.rect(
        big,
        (60, 56, 52),
        (n * 0.43, n * 0.08, n * 0.14, n * 0.84),
        max(1, n // 24),
        border_radius=int(n * 0.03),
    )
    pygame.draw.rect(
        big,
        (60, 56, 52),
        (n * 0.2, n * 0.28, n * 0.6, n * 0.13),
        max(1, n // 24),
        border_radius=int(n * 0.03),
    )


@lru_cache(maxsize=512)
def tile(tile_id: str, kind: str, face: str, px: int) -> pygame.Surface | None:
    """Tile ``tile_id`` of ``kind`` showing ``face``, ``px`` pixels square (None: nothing to
    draw, a Sheriff's post without the Sheriff)."""
    px = max(8, int(px))
    if face == "removed" and kind not in ("smithy_roof",):
        return supersample((px, px), lambda big, n: _recess(big, n, kind))
    if kind in ("guard", "noble", "coach"):
        if face == "hidden":
            seed = sum(map(ord, tile_id))
            quiet = supersample((px, px), lambda big, n: _scenery(big, n, kind, seed))
            quiet.set_alpha(110)
            return quiet
        paint = {"guard": _guard, "noble": _noble, "coach": _coach}[kind]
    elif kind == "explorable":
        if face == "unexplored":
            paint = _question
        else:

            def paint(big, n):
                _explored(big, n, tile_id)
    elif kind == "sheriff_post":
        if face != "sheriff":
            return None
        paint = _sheriff
    elif kind == "pennant":

        def paint(big, n):
            _pennant(big, n, face == "banner")
    elif kind == "smithy_roof":

        def paint(big, n):
            _smithy(big, n, face == "removed")
    elif kind == "church_roof":

        def paint(big, n):
            _church_cross(big, n, face == "cross")
    else:
        paint = {"merchant": _merchant, "boat": _boat, "haycart": _haycart, "wall": _wall}.get(kind)
        if paint is None:
            return None
    return shadowed(supersample((px, px), paint), px * 0.05, px * 0.05)


# --- over a whole space ------------------------------------------------------------------------


@lru_cache(maxsize=16)
def camp(px: int, active: bool) -> pygame.Surface:
    """A secret camp seen from above (``px`` across): a tent, a fire and logs round it, the
    dark events' symbols on the ground; inactive, the place is overgrown (AR-2.8)."""
    px = max(10, int(px))

    def paint(big: pygame.Surface, n: int) -> None:
        c = n / 2
        if not active:
            rng = random.Random(70)
            for _ in range(16):
                x, y = c + rng.uniform(-0.3, 0.3) * n, c + rng.uniform(-0.3, 0.3) * n
                r = n * rng.uniform(0.1, 0.18)
                pygame.draw.circle(big, (24, 44, 22), (x + n * 0.02, y + n * 0.03), r)
                pygame.draw.circle(big, rng.choice([(40, 72, 38), (52, 88, 44)]), (x, y), r)
            return
        tent = [
            (c - n * 0.32, c - n * 0.02),
            (c - n * 0.06, c - n * 0.34),
            (c + n * 0.04, c - n * 0.06),
            (c - n * 0.18, c + n * 0.2),
        ]
        pygame.draw.polygon(big, (120, 100, 64), [(x + n * 0.03, y + n * 0.04) for x, y in tent])
        pygame.draw.polygon(big, (176, 150, 100), tent)
        pygame.draw.line(
            big, (110, 88, 54), (c - n * 0.32, c - n * 0.02), (c + n * 0.04, c - n * 0.06), max(1, n // 40)
        )
        fx, fy = c + n * 0.16, c + n * 0.12
        for a in range(6):
            ang = a * math.tau / 6
            pygame.draw.circle(
                big,
                (120, 116, 108),
                (fx + n * 0.11 * math.cos(ang), fy + n * 0.11 * math.sin(ang)),
                n * 0.035,
            )
        pygame.draw.circle(big, (236, 120, 30), (fx, fy), n * 0.07)
        pygame.draw.circle(big, (255, 214, 90), (fx - n * 0.01, fy - n * 0.01), n * 0.035)
        for dx, dy, a in ((-0.02, 0.32, 0.1), (0.3, -0.12, 1.3)):
            x, y = c + dx * n, c + dy * n
            pygame.draw.line(
                big,
                (96, 64, 36),
                (x - n * 0.1 * math.cos(a), y - n * 0.1 * math.sin(a)),
                (x + n * 0.1 * math.cos(a), y + n * 0.1 * math.sin(a)),
                max(2, n // 16),
            )

    return supersample((px, px), paint)


@lru_cache(maxsize=8)
def thicket(px: int) -> pygame.Surface:
    """The tile in front of a camp (50, 61): brambles and thorn bushes closing the space."""
    px = max(10, int(px))

    def paint(big: pygame.Surface, n: int) -> None:
        rng = random.Random(50)
        c = n / 2
        pygame.draw.circle(big, (38, 30, 20), (c + n * 0.02, c + n * 0.03), n * 0.47)
        pygame.draw.circle(big, (64, 70, 36), (c, c), n * 0.46)
        for _ in range(22):
            a, d = rng.uniform(0, math.tau), n * 0.36 * math.sqrt(rng.random())
            x, y = c + d * math.cos(a), c + d * math.sin(a)
            r = n * rng.uniform(0.07, 0.13)
            pygame.draw.circle(big, mix((40, 60, 30), (90, 104, 50), rng.random()), (x, y), r)
        for _ in range(16):
            a, d = rng.uniform(0, math.tau), n * 0.4 * math.sqrt(rng.random())
            x, y = c + d * math.cos(a), c + d * math.sin(a)
            b = rng.uniform(0, math.tau)
            pygame.draw.line(
                big,
                (110, 60, 50),
                (x, y),
                (x + n * 0.12 * math.cos(b), y + n * 0.12 * math.sin(b)),
                max(1, n // 50),
            )
        for _ in range(5):
            a, d = rng.uniform(0, math.tau), n * 0.3 * math.sqrt(rng.random())
            pygame.draw.circle(big, (120, 30, 60), (c + d * math.cos(a), c + d * math.sin(a)), n * 0.025)

    return shadowed(supersample((px, px), paint), px * 0.03, px * 0.03)
