"""The table kit's drawing helpers: supersampling, Roman numerals, the card frame and the
icon sets. Each draws something of exactly the asked size that is not blank, and Merry
Men's one resource icon set covers every resource its content names."""

from __future__ import annotations

import pygame
import pytest

from sherwood.games.merry_men import content as mm_content
from sherwood.ui.games.merry_men.art import resources as mm_resources
from sherwood.ui.kit import card_frame, icon_set, numerals
from sherwood.ui.render import palette as P
from sherwood.ui.render import surfaces, text


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield


def opaque(surf: pygame.Surface, rect: pygame.Rect | None = None) -> int:
    """How many pixels of ``surf`` (inside ``rect``) are more than faintly visible."""
    area = surf.subsurface(rect) if rect is not None else surf
    return pygame.mask.from_surface(area, 40).count()


def colours(surf: pygame.Surface) -> int:
    data = pygame.image.tobytes(surf, "RGBA")
    return len({data[i : i + 3] for i in range(0, len(data), 4) if data[i + 3] > 40})


def disc(big: pygame.Surface, n: int) -> None:
    pygame.draw.circle(big, (200, 30, 30), (big.get_width() / 2, n / 2), n * 0.4)


# --- supersampling -----------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1, 1), (9, 9), (30, 18), (64, 64)])
def test_supersample_draws_at_the_asked_size(size):
    out = surfaces.supersample(size, disc)
    assert out.get_size() == size
    assert out.get_flags() & pygame.SRCALPHA
    assert opaque(out) > 0


def test_supersample_gives_smooth_edges_that_a_direct_drawing_lacks():
    smooth = surfaces.supersample((40, 40), disc)
    direct = surfaces.canvas(40)
    disc(direct, 40)
    alphas = {smooth.get_at((x, y)).a for x in range(40) for y in range(40)}
    assert {a for a in alphas if 0 < a < 255}, "no anti-aliased edge"
    assert {direct.get_at((x, y)).a for x in range(40) for y in range(40)} <= {0, 255}
    # the same shape, give or take its edge
    assert abs(opaque(smooth) - opaque(direct)) < opaque(direct) * 0.1


def test_supersample_hands_the_drawing_its_big_height():
    seen = []
    surfaces.supersample((10, 6), lambda big, n: seen.append((big.get_size(), n)), factor=3)
    assert seen == [((30, 18), 18)]


def test_canvas_and_down_never_give_an_empty_surface():
    assert surfaces.canvas(0).get_size() == (1, 1)
    assert surfaces.canvas(5, 0.4).get_size() == (5, 1)
    assert surfaces.down(surfaces.canvas(8), (0, 3)).get_size() == (1, 3)


def test_shadowed_adds_a_shadow_down_right_and_keeps_the_size():
    piece = surfaces.canvas(40)
    pygame.draw.rect(piece, (250, 250, 250), (4, 4, 24, 24))
    out = surfaces.shadowed(piece, 6, 2)
    assert out.get_size() == (40, 40)
    assert out.get_at((16, 16))[:3] == (250, 250, 250)  # the piece stays on top
    below_right = out.get_at((31, 31))
    assert below_right.a > 0 and below_right[:3] != (250, 250, 250)
    assert out.get_at((2, 2)).a == 0  # nothing up-left


# --- numerals ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "n, text",
    [
        (1, "I"),
        (2, "II"),
        (3, "III"),
        (4, "IV"),
        (5, "V"),
        (9, "IX"),
        (14, "XIV"),
        (19, "XIX"),
        (21, "XXI"),
        (40, "XL"),
        (44, "XLIV"),
        (90, "XC"),
        (400, "CD"),
        (1994, "MCMXCIV"),
        (3999, "MMMCMXCIX"),
    ],
)
def test_roman_numerals(n, text):
    assert numerals.roman(n) == text


@pytest.mark.parametrize("n", [0, -1, 4000])
def test_no_roman_numeral_outside_1_to_3999(n):
    with pytest.raises(ValueError, match="1 to 3999"):
        numerals.roman(n)


def test_the_merry_men_roads_and_prison_levels_are_numbered_as_roman_numerals_count():
    c = mm_content.load_content()
    assert [road.numeral for road in c.roads.values()] == [numerals.roman(i + 1) for i in range(len(c.roads))]
    assert [lv.id for lv in c.prison_levels] == [numerals.roman(i + 1) for i in range(len(c.prison_levels))]


# --- the card frame ------------------------------------------------------------------------


@pytest.mark.parametrize("w, h", [(20, 28), (64, 90), (150, 210), (300, 420)])
def test_frame_is_a_card_of_the_asked_size_with_round_corners(w, h):
    card = card_frame.frame(w, h, P.FOREST)
    assert card.get_size() == (w, h)
    assert card.get_at((0, 0)).a == 0, "a corner is not cut round"
    assert card.get_at((w // 2, h // 2)).a == 255
    assert card.get_at((w // 2, 0))[:3] == card_frame.EDGE


def test_frame_rule_edge_and_wash_show():
    plain = card_frame.frame(150, 210)
    ruled = card_frame.frame(150, 210, (10, 120, 10))
    inset = round(150 * 0.045)
    assert ruled.get_at((75, inset))[:3] == (10, 120, 10)
    assert plain.get_at((75, inset))[:3] != (10, 120, 10)
    thick = card_frame.frame(150, 210, edge=(200, 0, 0), edge_width=5)
    assert thick.get_at((75, 4))[:3] == (200, 0, 0)
    washed = card_frame.frame(150, 210, wash=(0, 0, 255, 120))
    assert washed.get_at((75, 105)).r < plain.get_at((75, 105)).r - 40  # bluer: less red
    assert washed.get_at((0, 0)).a == 0


def test_title_band_at_the_top_or_at_the_bottom():
    card = card_frame.frame(150, 210)
    band = card_frame.title_band(card, "Kindling Run", P.FOREST)
    assert card.get_rect().contains(band) and band.top < 20 and band.h == round(210 * 0.14)
    assert card.get_at((band.x + 8, band.bottom - 4))[:3] == P.FOREST
    low = card_frame.frame(150, 210)
    bottom = card_frame.title_band(low, "Archer", P.WAX, top=None, height=0.15, shine=False, shadow=False)
    assert low.get_rect().contains(bottom) and bottom.bottom > 200
    # the title is written on the band, in cream on a dark band
    words = sum(1 for x in range(bottom.x, bottom.right) if low.get_at((x, bottom.centery))[:3] != P.WAX)
    assert words > 10


def test_rule_knobs_and_a_bare_band(drawn):
    """Showdown's faces: a rule 5 % in, 3 px thick; a covered card's band without its title."""
    card = card_frame.frame(200, 300, (0, 0, 200), rule_inset=0.05, rule_width=3, rule_corner=4)
    assert [card.get_at((100, y))[:3] == (0, 0, 200) for y in range(8, 15)] == [False, False] + [True] * 3 + [
        False
    ] * 2
    band = card_frame.title_band(card, "", P.WAX, top=None, shine=False)
    assert drawn == [] and card.get_at(band.center)[:3] == P.WAX


def test_a_title_too_long_for_its_band_stays_inside_it(drawn):
    card = card_frame.frame(64, 90)
    band = card_frame.title_band(card, "The Sheriff of Nottingham's Very Long Proclamation", P.WAX)
    shown, rect = drawn[-1]
    assert band.contains(rect), (shown, rect, band)


@pytest.mark.parametrize("d", [8, 20, 60])
def test_seal_has_the_asked_size_and_shows_its_label(d):
    """A seal too small for its label at the readable size grows to hold it (issue 32, 12)."""
    one, two = card_frame.seal(d, "1"), card_frame.seal(d, "7")
    least = round(text.size("1", "sans-bold", text.READABLE)[0] / 0.62)
    assert one.get_size() == (max(d, least),) * 2
    assert colours(one) > 8
    assert pygame.image.tobytes(one, "RGBA") != pygame.image.tobytes(two, "RGBA")
    assert card_frame.seal(d, "1") is one  # cached


def test_footer_writes_at_the_foot_of_the_card():
    card = card_frame.frame(150, 210)
    before = pygame.image.tobytes(card, "RGBA")
    card_frame.footer(card, "Will Scarlet", right_gap=30)
    after = card.copy()
    assert pygame.image.tobytes(after, "RGBA") != before
    top = card_frame.frame(150, 210)
    assert pygame.image.tobytes(top.subsurface((0, 0, 150, 150)), "RGBA") == pygame.image.tobytes(
        after.subsurface((0, 0, 150, 150)), "RGBA"
    )


def test_radius_is_about_six_percent_of_the_width():
    assert card_frame.radius(100) == 6
    assert card_frame.radius(20) == 3


# --- icon sets -----------------------------------------------------------------------------


def test_an_icon_set_draws_each_name_and_alias_at_the_asked_size():
    calls = []

    def square(big, n):
        calls.append(n)
        pygame.draw.rect(big, (0, 0, 0), (n // 4, n // 4, n // 2, n // 2))

    icons = icon_set.IconSet({"square": square}, aliases={"box": "square"}, smallest=5)
    assert icons.names == ("square",)
    assert "box" in icons and "square" in icons and "circle" not in icons
    img = icons.image("box", 20)
    assert img.get_size() == (20, 20) and opaque(img) > 0
    assert icons.image("square", 20) is img and calls == [80]  # drawn once, at 4×
    assert icons.image("square", 2).get_size() == (5, 5)
    assert icons.missing(["box", "circle", "square"]) == ["circle"]
    with pytest.raises(KeyError, match="circle"):
        icons.image("circle", 20)


def test_an_icon_set_refuses_an_alias_to_nothing():
    with pytest.raises(ValueError, match="star"):
        icon_set.IconSet({"dot": disc}, aliases={"sun": "star"})


def test_an_icon_set_finishes_its_pictures_as_told():
    icons = icon_set.IconSet({"dot": disc}, finish=lambda big, px: surfaces.canvas(px + 1))
    assert icons.image("dot", 10).get_size() == (11, 11)


def _resource_kinds(c) -> set[str]:
    """Every resource the Merry Men content gives, costs or prices, wherever it stands."""
    kinds: set[str] = set(mm_content.GAIN_KEYS) | set(mm_content.BASIC_RESOURCES)
    kinds |= {f"weapon_{w}" for w in c.weapons}
    gains = [card.gain for card in c.merry_men_cards.values()]
    gains += [card.after_gain for card in c.merry_men_cards.values()]
    gains += [card.gain for card in c.friar_tuck_cards.values()]
    gains += [q.cost for q in c.quests.values()]
    gains += [t.reward for t in c.ransom.values()] + [t.reward for t in c.loot.values()]
    gains += [loc.main_gain or {} for loc in c.locations.values()]
    gains += [loc.clear_reward or {} for loc in c.locations.values()]
    gains += list(c.weapon_prices.values()) + list(c.structure_costs.values())
    gains += [contest.reward for contest in c.archery] + [c.village.price]
    for gain in gains:
        kinds |= set(gain)
    return kinds


def test_the_merry_men_icon_set_covers_every_resource_of_the_content():
    c = mm_content.load_content()
    kinds = _resource_kinds(c)
    assert {"wood", "distraction", "pennies", "weapon_bow", "loot", "vp"} <= kinds
    assert mm_resources.RESOURCE_ICONS.missing(sorted(kinds)) == []
    for kind in sorted(kinds):
        img = mm_resources.resource(kind, 24)
        assert img.get_size() == (24, 24) and colours(img) >= 6, kind


def test_merry_men_resources_are_drawn_once_whatever_their_name():
    """Another name for a resource is an alias, not a second drawing (which would let two
    places show the same resource differently)."""
    r = mm_resources.resource
    assert r("penny", 30) is r("pennies", 30)
    assert r("weapon_any", 30) is r("die_any", 30)
    drawn = {pygame.image.tobytes(r(k, 30), "RGBA") for k in mm_resources.RESOURCE_ICONS.names}
    assert len(drawn) == len(mm_resources.RESOURCE_ICONS.names), "two resources look alike"
