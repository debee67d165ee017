"""Renders the Forest Isle's art to PNG files to look at (not a test):

    SDL_VIDEODRIVER=dummy .venv/bin/python tests/ui/settlers_art_preview.py /tmp/settlers-art

writes ``board_1280x800.png`` and ``board_1920x1080.png`` (the beginner island with pieces
of all four seats, the robber on a hex, legal corners and sides glowing, one hovered),
``board_small.png`` (the island in a 560x420 box), ``cards.png`` (every card, both backs,
the resource icons) and ``tiles.png`` (the six terrains large, the harbour plaques, every
seat's pieces, the robber)."""

from __future__ import annotations

import os
import pathlib
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from sherwood.games.settlers import geometry as G
from sherwood.games.settlers.island import beginner_island
from sherwood.ui.games.settlers import art
from sherwood.ui.games.settlers.art import harbours, pieces, terrain, tokens
from sherwood.ui.render import draw

ROADS = {
    0: ("0,-1,SE", "-1,0,E", "-1,0,NE", "0,-2,SE"),
    1: ("1,0,NE", "0,0,NE", "1,-1,E", "1,-1,SE"),
    2: ("-1,1,SE", "-1,2,NE", "0,1,SE"),
    3: ("-2,1,NE", "-2,1,E", "-3,1,E"),
}
BUILDINGS = {  # vertex: (seat, city)
    "0,-1,S": (0, False),
    "0,-2,S": (0, True),
    "1,0,N": (1, True),
    "1,-1,S": (1, False),
    "-1,1,S": (2, False),
    "0,2,N": (2, True),
    "-2,1,N": (3, True),
    "-2,2,S": (3, False),
}


def board(size: tuple[int, int], box: pygame.Rect | None = None) -> pygame.Surface:
    screen = pygame.Surface(size)
    screen.blit(draw.wood(size), (0, 0))
    painter = art.BoardPainter(beginner_island())
    painter.fit(box or screen.get_rect().inflate(-24, -24))
    vo, vc, eo = [-1] * 54, [False] * 54, [-1] * 72
    for seat, edges in ROADS.items():
        for e in edges:
            eo[G.EDGE_ID[e]] = seat
    for v, (seat, city) in BUILDINGS.items():
        vo[G.VERTEX_ID[v]], vc[G.VERTEX_ID[v]] = seat, city
    painter.draw_board(screen)
    painter.draw_pieces(screen, vo, vc, eo)
    painter.draw_robber(screen, G.HEX_ID[(1, -1)])
    legal_v = [G.VERTEX_ID[v] for v in ("2,0,N", "0,1,S", "-2,2,N", "1,1,S", "-1,-1,N")]
    legal_e = [G.EDGE_ID[e] for e in ("1,-1,NE", "0,-2,NE", "-1,0,SE")]
    painter.draw_targets(screen, 0.3, vertices=legal_v, edges=legal_e, hover=("vertex", legal_v[1]), seat=1)
    return screen


def cards() -> pygame.Surface:
    screen = pygame.Surface((1400, 900))
    screen.blit(draw.wood((1400, 900)), (0, 0))
    x = 20
    for k in art.RESOURCES:
        screen.blit(art.resource_card(k, 120, 170), (x, 20))
        x += 130
    for k in art.RESOURCES:
        screen.blit(art.resource_card(k, 44, 62), (x, 20))
        x += 50
    for row, names in (
        (210, art.DEVELOPMENT[:7]),
        (470, (*art.DEVELOPMENT[7:], "longest_road", "largest_army")),
    ):
        x = 20
        for k in names:
            screen.blit(art.card_face(k, 170, 240), (x, row))
            x += 180
    screen.blit(art.card_back("development", 170, 240), (x, 470))
    screen.blit(art.card_back("resource", 120, 170), (x + 180, 470))
    x = 20
    for k in art.DEVELOPMENT:
        screen.blit(art.card_face(k, 84, 120), (x, 730))
        x += 92
    for px in (16, 24, 32, 48):
        for i, k in enumerate(art.RESOURCES):
            screen.blit(art.resource_icon(k, px), (x + i * (px + 4), 730 + (px if px < 40 else 0)))
        x += 5 * (px + 4) if px >= 40 else 0
    return screen


def tiles() -> pygame.Surface:
    screen = pygame.Surface((1500, 520))
    screen.fill((40, 60, 80))
    x = 10
    for i, t in enumerate(("forest", "pasture", "fields", "hills", "mountains", "desert")):
        img = terrain.tile(t, 120, i)
        screen.blit(img, (x, 10))
        if t != "desert":
            d = round(120 * tokens.TOKEN)
            tok = tokens.number_token((9, 6, 4, 8, 10, 2)[i], d)
            screen.blit(tok, (x + img.get_width() / 2 - d / 2, 10 + img.get_height() / 2 - d / 2))
        x += img.get_width() + 10
    x = 10
    for kind, ratio in (("generic", 3), ("lumber", 2), ("wool", 2), ("grain", 2), ("brick", 2), ("ore", 2)):
        for d in (30, 50):
            screen.blit(harbours.plaque(kind, ratio, d), (x, 270))
            x += d + 12
    screen.blit(pieces.robber(80), (x + 20, 260))
    screen.blit(pieces.robber(40), (x + 90, 290))
    x = 10
    for seat in range(4):
        for r in (40, 80):
            for img in (pieces.building(seat, r), pieces.building(seat, r, True), pieces.road(seat, r, 30)):
                screen.blit(img, (x, 360))
                x += r + 4
    return screen


def main(out: pathlib.Path) -> None:
    pygame.init()
    pygame.display.set_mode((1, 1))
    out.mkdir(parents=True, exist_ok=True)
    shots = {
        "board_1280x800.png": board((1280, 800)),
        "board_1920x1080.png": board((1920, 1080)),
        "board_small.png": board((600, 460), pygame.Rect(20, 20, 560, 420)),
        "cards.png": cards(),
        "tiles.png": tiles(),
    }
    for name, surf in shots.items():
        pygame.image.save(surf, str(out / name))
        print(out / name)


if __name__ == "__main__":
    main(pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/settlers-art"))
