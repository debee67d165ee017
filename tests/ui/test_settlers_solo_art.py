"""The solo game's art (SR-V): Robin Hood's figure in Lincoln green where the robber stands
(SR-V-1.5), the Sheriff's pieces in one colour and the neutral pieces in grey, each with its
own symbol (SR-V-1.4, ART.md: colour-blind players), the six movement cards and their back
(SR-V-1.9), the movement die's faces (SR-V-1.11) and the spaces of Robin's score track of 15
roads (SR-V-1.6): each drawn at the size asked, not blank, and each unlike the others."""

import pygame
import pytest

from sherwood.games.settlers import geometry as G
from sherwood.ui.games.settlers import art
from sherwood.ui.games.settlers.art import palette
from sherwood.ui.games.settlers.art import robin as R
from tests.ui.test_settlers_art import beginner, colours, near


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    yield pygame.display.set_mode((1280, 800))


@pytest.fixture
def painter(screen):
    p = art.BoardPainter(beginner())
    p.fit(pygame.Rect(40, 20, 900, 760))
    return p


def pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def greenish(c) -> bool:
    r, g, b = c[:3]
    return g > r + 15 and g > b + 5


def test_the_solo_styles_differ_by_colour_and_by_symbol():
    """SR-V-1.1, SR-V-1.4: the Sheriff, the neutral colour and Robin each look their own."""
    styles = [palette.seat_style(s) for s in (palette.SHERIFF, palette.NEUTRAL, palette.ROBIN)]
    assert len({s.colour for s in styles}) == 3
    assert len({s.symbol for s in styles}) == 3
    # the standard seats are what they were
    assert [palette.seat_style(s) for s in range(4)] == list(palette.SEAT_STYLES)


def test_robin_is_a_green_archer_unlike_the_robber():
    for r in (24.0, 48.0, 90.0):
        robin, robber = R.robin(r), art.robber(r)
        assert colours(robin) > 20
        assert pixels(robin) != pixels(robber)
        data = pygame.image.tobytes(robin, "RGBA")
        green = sum(1 for i in range(0, len(data), 4) if data[i + 3] > 200 and greenish(data[i : i + 3]))
        assert green > robin.get_width() * robin.get_height() * 0.05
        lifted = R.robin(r, lifted=True)
        assert lifted.get_height() > robin.get_height()  # the piece in hand lifts a little
        ax, ay = R.robin_anchor(r)
        assert 0 < ax < robin.get_width() and robin.get_height() * 0.6 < ay < robin.get_height()


@pytest.mark.parametrize("size", [(30, 42), (60, 84), (150, 212)])
def test_the_six_movement_cards_and_their_back(size):
    faces = [R.movement_card(card, *size) for card in R.MOVES]
    back = R.movement_back(*size)
    for img in [*faces, back]:
        assert img.get_size() == size
        assert colours(img) > 12
    shown = {pixels(img) for img in [*faces, back]}
    assert len(shown) == 7, "every movement card and the back look different"


def test_the_movement_die_has_six_faces():
    faces = [R.movement_die(face, 56) for face in R.MOVES]
    assert all(f.get_size() == (56, 56) and colours(f) > 8 for f in faces)
    assert len({pixels(f) for f in faces}) == 6


def test_a_track_space_shows_a_green_road_once_filled():
    empty, filled = R.track_space(20, 34, False), R.track_space(20, 34, True)
    assert empty.get_size() == filled.get_size() == (20, 34)
    data = pixels(filled)
    assert any(data[i + 3] > 200 and greenish(data[i : i + 3]) for i in range(0, len(data), 4))
    assert not any(
        pixels(empty)[i + 3] > 200 and greenish(pixels(empty)[i : i + 3]) for i in range(0, len(data), 4)
    )
    assert pixels(R.track_space(20, 34, False, 5)) != pixels(empty)  # every fifth space is numbered


def test_the_painter_draws_the_sheriff_and_the_neutral_pieces_in_their_colours(screen, painter):
    """SR-V-1.4: owner 0 (the Sheriff) in the Sheriff's red, owner 1 (neutral) in grey."""
    painter.owner_styles = (palette.SHERIFF, palette.NEUTRAL)
    sheriff = palette.seat_style(palette.SHERIFF).colour
    neutral = palette.seat_style(palette.NEUTRAL).colour
    vo, vc, eo = [-1] * 54, [False] * 54, [-1] * 72
    mine, theirs, road = G.VERTEX_ID["0,0,S"], G.VERTEX_ID["2,-1,N"], G.EDGE_ID["0,0,NE"]
    vo[mine], vo[theirs], eo[road] = 0, 1, 1
    screen.fill((0, 0, 0))
    painter.draw_pieces(screen, vo, vc, eo)
    r = painter.size

    def around(pos, dy=-0.12):
        x, y = pos
        return [
            screen.get_at((round(x + dx * r), round(y + (dy + ddy) * r)))
            for dx in (-0.06, 0, 0.06)
            for ddy in (-0.04, 0, 0.04)
        ]

    assert any(near(c, sheriff, 60) for c in around(painter.vertex_pos(mine)))
    assert any(near(c, neutral, 50) for c in around(painter.vertex_pos(theirs)))
    assert not any(near(c, sheriff, 60) for c in around(painter.vertex_pos(theirs)))
    assert any(near(c, neutral, 50) for c in around(painter.edge_pos(road), 0.0))


def test_robin_stands_where_the_robber_would(screen, painter):
    """SR-V-1.5: the robber pawn is Robin Hood; his hex is shaded (SR-V-3.5)."""
    h = G.HEX_ID[(1, -1)]
    painter.robin = True
    screen.fill((200, 200, 200))
    painter.draw_robber(screen, h)
    x, y = painter.robber_pos(h)
    body = [
        screen.get_at((round(x + dx * painter.size), round(y - painter.size * 0.4))) for dx in (-0.1, 0, 0.1)
    ]
    assert any(greenish(c) for c in body), body
    cx, cy = painter.hex_centre(h)
    assert max(screen.get_at((round(cx + painter.size * 0.3), round(cy)))[:3]) < 200
