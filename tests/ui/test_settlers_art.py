"""The Forest Isle's art: the island painter fits any box, finds the hex, corner and side
under the pointer where it draws them, draws each piece where the geometry puts it, keeps
its printed layer between frames; the tokens, harbours, icons and cards draw at the asked
size and are not blank.

The island is the spec's beginner layout (SR-B-2.2, SR-B-2.3), written out here so these
tests do not depend on the board file's reader."""

from dataclasses import dataclass

import pygame
import pytest

from sherwood.games.settlers import geometry as G
from sherwood.ui.games.settlers import art
from sherwood.ui.games.settlers.art import board as board_module
from sherwood.ui.games.settlers.art import pieces, tokens

# fmt: off
BEGINNER = (
    ("mountains", 10), ("pasture", 2), ("forest", 9), ("fields", 12), ("hills", 6), ("pasture", 4),
    ("hills", 10), ("fields", 9), ("forest", 11), ("desert", None), ("forest", 3), ("mountains", 8),
    ("forest", 8), ("mountains", 3), ("fields", 4), ("pasture", 5), ("hills", 5), ("fields", 6),
    ("pasture", 11),
)
HARBOURS = (
    ("2,-1,NE", "ore", 2), ("2,0,E", "generic", 3), ("1,1,SE", "wool", 2), ("-1,2,SE", "generic", 3),
    ("-3,3,NE", "generic", 3), ("-3,1,E", "brick", 2), ("-2,-1,E", "lumber", 2), ("0,-3,SE", "generic", 3),
    ("1,-2,NE", "grain", 2),
)
# fmt: on


@dataclass(frozen=True)
class Harbour:
    edge: int
    type: str
    ratio: int
    vertices: tuple[int, int]


@dataclass(frozen=True)
class Island:
    layout: str
    terrain: tuple[str, ...]
    tokens: tuple[int | None, ...]
    harbours: tuple[Harbour, ...]
    robber_start: int


def beginner() -> Island:
    """SR-B-2.2 and SR-B-2.3's table, by hand."""
    harbours = tuple(Harbour(G.EDGE_ID[e], t, n, G.EDGE_VERTICES[G.EDGE_ID[e]]) for e, t, n in HARBOURS)
    return Island(
        "beginner", tuple(t for t, _ in BEGINNER), tuple(n for _, n in BEGINNER), harbours, G.HEX_ID[(0, 0)]
    )


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    surface = pygame.display.set_mode((1280, 800))
    yield surface


@pytest.fixture
def painter(screen):
    p = art.BoardPainter(beginner())
    p.fit(pygame.Rect(40, 20, 900, 760))
    return p


def near(a, b, tol=40):
    return all(abs(x - y) <= tol for x, y in zip(a[:3], b[:3], strict=True))


def colours(surf: pygame.Surface) -> int:
    data = pygame.image.tobytes(surf, "RGBA")
    step = 4 * max(1, len(data) // 4 // 5000)
    return len({data[i : i + 3] for i in range(0, len(data), step) if data[i + 3] > 40})


@pytest.mark.parametrize(
    "box", [(0, 0, 1280, 800), (10, 10, 420, 300), (100, 50, 700, 420), (0, 0, 300, 900)]
)
def test_the_island_fits_its_box_at_any_size(screen, box):
    p = art.BoardPainter(beginner())
    p.fit(box)
    rect = pygame.Rect(box)
    assert rect.inflate(2, 2).contains(p.rect), (p.rect, rect)
    # as large as the box allows: it touches two opposite sides (within a hex's tenth)
    assert p.rect.w >= rect.w * 0.9 or p.rect.h >= rect.h * 0.9
    screen.fill((0, 0, 0))
    p.draw_board(screen)
    inside = screen.subsurface(p.rect.clip(screen.get_rect())).copy()
    assert colours(inside) > 200
    for h in range(19):
        assert rect.collidepoint(p.hex_centre(h))


def test_every_hex_corner_and_side_is_found_where_it_is_drawn(painter):
    for h in range(len(G.LAND)):
        assert painter.hit_hex(painter.hex_centre(h)) == h
        x, y = painter.hex_centre(h)
        assert painter.hit_hex((x + painter.size * 0.6, y)) == h  # inside, off the middle
    for v in range(len(G.VERTEX_NAMES)):
        x, y = painter.vertex_pos(v)
        assert painter.hit_vertex((x, y)) == v
        assert painter.hit_vertex((x + painter.size * 0.12, y - painter.size * 0.1)) == v
    for e in range(len(G.EDGE_NAMES)):
        x, y = painter.edge_pos(e)
        assert painter.hit_edge((x, y)) == e
        assert painter.hit_edge((x - painter.size * 0.1, y + painter.size * 0.1)) == e


def test_the_sea_and_the_middle_of_a_hex_pick_no_corner_or_side(painter):
    sea = painter.coord_centre(0, -3)
    assert painter.hit_hex(sea) is None
    assert painter.hit_vertex(sea) is None and painter.hit_edge(sea) is None
    middle = painter.hex_centre(G.HEX_ID[(0, 0)])
    assert painter.hit_vertex(middle) is None and painter.hit_edge(middle) is None
    assert painter.hit_hex((-1000, -1000)) is None


def test_a_click_picks_only_among_the_legal_places(painter):
    v = G.VERTEX_ID["0,0,N"]
    x, y = painter.vertex_pos(v)
    other = G.VERTEX_ID["0,-1,S"]
    assert painter.hit_vertex((x, y), among={other}) is None
    assert painter.hit_vertex((x, y), among={v, other}) == v
    e = G.EDGE_ID["0,0,NE"]
    assert painter.hit_edge(painter.edge_pos(e), among=[]) is None


def test_the_sides_lie_along_three_directions():
    assert {art.edge_angle(e) for e in range(len(G.EDGE_NAMES))} == {30, 90, 150}


def test_pieces_stand_where_the_geometry_puts_them(screen, painter):
    red, blue, _white, orange = (s.colour for s in art.SEAT_STYLES)
    vo, vc, eo = [-1] * 54, [False] * 54, [-1] * 72
    road_e, house_v, city_v, empty_v = (
        G.EDGE_ID["0,0,NE"],
        G.VERTEX_ID["0,0,S"],
        G.VERTEX_ID["2,-1,N"],
        G.VERTEX_ID["-1,1,S"],
    )
    eo[road_e] = 0
    vo[house_v] = 1
    vo[city_v], vc[city_v] = 3, True
    background = (0, 0, 0)
    screen.fill(background)
    painter.draw_pieces(screen, vo, vc, eo)
    r = painter.size

    def around(pos, dy=0.0):
        x, y = pos
        return [
            screen.get_at((round(x + dx * r), round(y + dy * r + ddy * r)))
            for dx in (-0.06, 0, 0.06)
            for ddy in (-0.04, 0, 0.04)
        ]

    assert any(near(c, red, 60) for c in around(painter.edge_pos(road_e)))
    house = around(painter.vertex_pos(house_v), -0.12)
    assert any(near(c, blue, 60) for c in house), house
    assert any(near(c, orange, 60) for c in around(painter.vertex_pos(city_v), -0.12))
    assert all(tuple(c[:3]) == background for c in around(painter.vertex_pos(empty_v), -0.12))
    assert all(not near(c, red, 60) and not near(c, orange, 60) for c in house)


def test_the_robber_stands_on_its_hex_and_darkens_it(screen, painter):
    h = G.HEX_ID[(1, -1)]
    screen.fill((200, 200, 200))
    painter.draw_robber(screen, h)
    x, y = painter.robber_pos(h)
    body = screen.get_at((round(x), round(y - painter.size * 0.35)))
    assert max(body[:3]) < 110, body  # the dark hooded figure
    cx, cy = painter.hex_centre(h)
    token_place = screen.get_at((round(cx + painter.size * 0.3), round(cy)))
    assert max(token_place[:3]) < 200  # the hex under the robber is shaded
    far = painter.hex_centre(G.HEX_ID[(-2, 2)])
    assert tuple(screen.get_at((round(far[0]), round(far[1]))))[:3] == (200, 200, 200)


def test_the_printed_island_is_drawn_once_per_size(screen, painter, monkeypatch):
    calls = []
    screen.fill((0, 0, 0))
    real = board_module.sea
    monkeypatch.setattr(board_module, "sea", lambda *a: calls.append(a) or real(*a))
    painter.draw_board(screen)
    first = pygame.image.tobytes(screen, "RGB")
    for _ in range(2):
        screen.fill((0, 0, 0))
        painter.draw_board(screen)
    assert painter.static_draws == 1 and len(calls) == 1
    assert pygame.image.tobytes(screen, "RGB") == first
    painter.fit(pygame.Rect(0, 0, 640, 400))
    painter.draw_board(screen)
    assert painter.static_draws == 2 and len(calls) == 2


def test_glowing_targets_pulse_and_the_hovered_one_shows_the_piece(screen, painter):
    v, e, h = G.VERTEX_ID["0,0,N"], G.EDGE_ID["0,0,E"], G.HEX_ID[(2, 0)]

    def frame(t, hover=None):
        screen.fill((0, 0, 0))
        painter.draw_targets(screen, t, vertices=[v], edges=[e], hexes=[h], hover=hover, seat=1)
        return [
            screen.get_at(tuple(round(c) for c in p)) for p in (painter.vertex_pos(v), painter.edge_pos(e))
        ]

    dim, bright = frame(0.9), frame(0.3)  # the pulse's low and high
    for a, b in zip(dim, bright, strict=True):
        assert sum(a[:3]) < sum(b[:3])
        assert a[0] > a[2] and b[0] > b[2]  # gold: more red than blue
    x, y = painter.vertex_pos(v)
    above = (round(x), round(y - painter.size * 0.3))  # the roof of the settlement it would get
    frame(0.0)
    plain = screen.get_at(above)
    frame(0.0, hover=("vertex", v))
    ghost = screen.get_at(above)
    assert ghost[2] > plain[2] + 40 and ghost[2] > ghost[0]  # a see-through blue settlement


def test_tokens_print_six_and_eight_in_red_with_their_pips():
    assert [tokens.pips(n) for n in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)] == [1, 2, 3, 4, 5, 5, 4, 3, 2, 1]

    def reds(surf):
        data = pygame.image.tobytes(surf, "RGBA")
        return sum(
            1 for i in range(0, len(data), 4) if data[i + 3] > 200 and data[i] > 130 and data[i + 1] < 90
        )

    assert reds(art.number_token(6, 48)) > 30 and reds(art.number_token(8, 48)) > 30
    assert reds(art.number_token(5, 48)) == 0 and reds(art.number_token(11, 48)) == 0
    for n in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12):
        assert colours(art.number_token(n, 40)) > 20


@pytest.mark.parametrize("px", [12, 24, 64])
def test_resource_icons_draw_at_every_size(px):
    assert (
        art.RESOURCE_ICONS.missing(["lumber", "wool", "grain", "brick", "ore", "forest", "mountains"]) == []
    )
    for kind in art.RESOURCES:
        img = art.resource_icon(kind, px)
        assert img.get_size() == (px, px) and colours(img) >= (6 if px < 20 else 20)


@pytest.mark.parametrize("size", [(40, 56), (84, 120), (170, 240)])
def test_every_card_draws_at_the_asked_size(size):
    for kind in art.RESOURCES:
        assert art.resource_card(kind, *size).get_size() == size
    for card in (*art.DEVELOPMENT, "longest_road", "largest_army"):
        img = art.card_face(card, *size)
        assert img.get_size() == size and colours(img) > 40, card
    for deck in ("development", "resource"):
        assert art.card_back(deck, *size).get_size() == size
    assert art.card_title("vp_great_hall") == "Great Hall" and art.card_title("ore") == "Ore"


def test_harbour_plaques_and_seats():
    assert art.plaque("generic", 3, 40).get_size() == art.plaque("ore", 2, 40).get_size()
    assert pygame.image.tobytes(art.plaque("ore", 2, 40), "RGBA") != pygame.image.tobytes(
        art.plaque("wool", 2, 40), "RGBA"
    )
    styles = art.SEAT_STYLES
    assert [s.colour_name for s in styles] == ["red", "blue", "white", "orange"]
    assert len({s.symbol for s in styles}) == 4 and len({s.colour for s in styles}) == 4
    for seat in range(4):
        for city in (False, True):
            assert colours(pieces.building(seat, 60, city)) > 20
        assert colours(pieces.road(seat, 60, 30)) > 10
    assert colours(art.robber(60)) > 10


def test_a_view_is_drawn_whole_and_the_robber_stands_mid_desert(screen, painter):
    from types import SimpleNamespace

    desert = G.HEX_ID[(0, 0)]
    view = SimpleNamespace(
        vertex_owner=[-1] * 54, vertex_city=[False] * 54, edge_owner=[-1] * 72, robber=desert
    )
    view.vertex_owner[G.VERTEX_ID["1,0,N"]] = 1
    screen.fill((0, 0, 0))
    painter.draw_view(screen, view)
    x, y = painter.hex_centre(desert)
    assert painter.robber_pos(desert) == (x, y + painter.size * 0.3)
    assert max(screen.get_at((round(x), round(y)))[:3]) < 110  # the hooded figure in the middle
    vx, vy = painter.vertex_pos(G.VERTEX_ID["1,0,N"])
    roof = screen.get_at((round(vx), round(vy - painter.size * 0.3)))
    assert roof[2] > roof[0]  # Blue's settlement


def test_another_island_is_painted_anew(screen, painter):
    painter.draw_board(screen)
    before = painter.static_draws
    island = beginner()
    swapped = Island(island.layout, tuple(reversed(island.terrain)), island.tokens, island.harbours, 9)
    painter.set_island(painter.island)  # the same island: nothing to do
    painter.draw_board(screen)
    assert painter.static_draws == before
    painter.set_island(swapped)
    painter.draw_board(screen)
    assert painter.static_draws == before + 1


def test_the_boards_own_island_draws(screen):
    island_module = pytest.importorskip("sherwood.games.settlers.island")
    p = art.BoardPainter(island_module.beginner_island())
    p.fit(screen.get_rect())
    p.draw_board(screen)
    assert p.static_draws == 1
