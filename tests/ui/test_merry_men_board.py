"""The Merry Men board: the YAML has every place the table needs, the screen frame does not
overlap, and BoardArt draws the board from the layout (so a YAML edit moves it on screen)."""

from __future__ import annotations

import itertools
import pathlib

import pygame
import pytest
import yaml

from sherwood.engine.layout import load_layout, load_layout_file
from sherwood.games.merry_men.content import load_content
from sherwood.ui.games.merry_men.art import board_symbols, resources
from sherwood.ui.games.merry_men.art.board import BoardArt
from sherwood.ui.render.board import BoardTransform

BOARD_FILE = pathlib.Path(__file__).resolve().parents[2] / "boards" / "merry_men.yaml"

PANELS = {
    "banner": (10, 8, 1340, 84),
    "actions": (1000, 22, 340, 56),
    "controls": (1362, 8, 548, 52),
    "seats": (1362, 68, 548, 764),
    "log": (1362, 840, 548, 232),
    "tableau": (10, 848, 1340, 224),
    "caption": (370, 800, 620, 42),
    "board": (10, 100, 1340, 740),
}
GATHERING = ("lumber_camp", "iron_forge", "workshop", "church", "weapon_cache", "market_square")
ROADS = ("road_1", "road_2", "road_3", "road_4")
# zone id -> the slots the table addresses there
NEEDED: dict[str, tuple[str, ...]] = {
    **{g: ("h1", "h2", "h3", "h4", "main", "hero", "villain") for g in GATHERING},
    **{r: ("hero", "villain", "pennies") for r in ROADS},
    "castle": (),
    "construction_yard": ("figures",),
    "crusade": ("figures",),
    "fortress": ("sheriff", "guy", "john", "ransom", "ransom_stack"),
    "chapel": ("tuck",),
    "sheriff_hideout": ("wood", "iron", "tools", "distraction", "pennies"),
    "armory": ("bow", "sword", "staff", "axe"),
    "weaponsmith": ("hero",),
    "village": ("hero",),
    "prison": ("hero",),
    "archery_range": ("hero", "villain", "pot"),
    "carriage_bag": (),
    "loot_bag": (),
    "round_panel": (),
    "depot": (),
    "guard_track": (),
    "renown_panel": (),
    "supply": (),
    "merry_men_deck": (),
    "merry_men_discard": (),
    "villain_deck": (),
    "villain_discard": (),
    "spy_deck": (),
    "edict_deck": (),
    "edict_discard": (),
}
TRACKS = {"depot": range(1, 9), "guards": range(1, 14), "renown": range(0, 16), "round": range(1, 6)}


@pytest.fixture(scope="module")
def layout():
    return load_layout("merry_men")


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield


def _overlap(a, b) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def _printed(layout):
    """Every box and point of the printed board (all but the panels)."""
    boxes = [z.shape.bounds for z in layout.zones.values() if z.kind != "panel"]
    boxes += [s.shape.bounds for z in layout.zones.values() if z.kind != "panel" for s in z.slots if s.shape]
    boxes += [lv.shape.bounds for lv in layout.prison]
    points = [s.at for t in layout.tracks.values() for s in t.spaces]
    points += [s.at for p in layout.paths.values() for s in p.spaces]
    points += [s.at for z in layout.zones.values() if z.kind != "panel" for s in z.slots]
    return boxes, points


# --- (a) every place the table needs ----------------------------------------------------


def test_every_zone_and_slot_the_table_needs_exists(layout):
    for zone_id, slots in NEEDED.items():
        have = {s.id for s in layout.zone(zone_id).slots}
        assert set(slots) <= have, (zone_id, set(slots) - have)
    for g in GATHERING:
        assert layout.zone(g).kind == "gathering"
        assert layout.zone(g).slot("villain").kind == "villain"
        assert layout.zone(g).slot("villain").shape.kind == "circle"
    for r in ROADS:
        pennies = layout.zone(r).slot("pennies")
        assert pennies.kind == "pennies" and pennies.shape.kind == "circle"


def test_tracks_paths_and_prison_levels(layout):
    for track_id, numbers in TRACKS.items():
        assert [s.n for s in layout.track(track_id).spaces] == list(numbers)
    c = load_content()
    for road in c.roads.values():
        ids = ["S", "B0"] + [x for k in range(1, road.slots + 1) for x in (f"W{k}", f"B{k}")]
        assert [s.id for s in layout.path(road.id).spaces] == ids
    assert [lv.id for lv in layout.prison] == ["I", "II", "III", "IV"]


def test_geometry_helpers(layout):
    art = BoardArt(layout, 4)
    x, y, r = art.hideout("church", 1)
    assert (x, y) == layout.zone("church").slot("h1").at and r > 0
    assert art.main_area("lumber_camp") == layout.zone("lumber_camp").slot("main").shape.bounds
    assert art.figures("crusade") == layout.zone("crusade").slot("figures").shape.bounds
    assert art.spot("road_2", "pennies")[2] > 0
    assert art.road_space("road_4", "W1") == layout.path("road_4").space("W1").at
    assert art.track_space("guards", 13) == layout.track("guards").space(13).at
    assert art.prison_level(4) == layout.prison[3].shape.bounds
    assert art.zone_box("castle") == layout.zone("castle").shape.bounds
    assert art.panel("seats") == PANELS["seats"]
    with pytest.raises(KeyError):
        art.panel("castle")
    with pytest.raises(ValueError):
        art.hideout("church", 5)


def test_room_for_the_pieces(layout):
    """Hideouts, carriage bays, prison levels and tracks are big enough for their pieces."""
    for g in GATHERING:
        zone = layout.zone(g)
        for n in range(1, 5):
            assert zone.slot(f"h{n}").shape.radius >= 20
        _, _, w, h = zone.slot("main").shape.bounds
        assert w >= 6 * 28 and h >= 36
    for road in ROADS:
        spaces = layout.path(road).spaces
        for a, b in itertools.pairwise(spaces):
            assert abs(a.at[0] - b.at[0]) + abs(a.at[1] - b.at[1]) >= 34, (road, a.id, b.id)
    for level in layout.prison:
        _, _, w, h = level.shape.bounds
        assert w >= 6 * 26 + 100 and h >= 32


# --- (b) the screen frame -----------------------------------------------------------------


def test_panels_are_the_screen_frame_and_do_not_overlap(layout):
    panels = {z.id: z.shape.bounds for z in layout.zones.values() if z.kind == "panel"}
    assert panels == PANELS
    names = sorted(panels)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            if {a, b} == {"actions", "banner"} or ("board" in (a, b) and "caption" in (a, b)):
                continue
            assert not _overlap(panels[a], panels[b]), (a, b)
    bx, by, bw, bh = PANELS["banner"]
    ax, ay, aw, ah = PANELS["actions"]
    assert bx <= ax and ax + aw <= bx + bw and by <= ay and ay + ah <= by + bh


def test_the_printed_board_stays_inside_its_area(layout):
    boxes, points = _printed(layout)
    for x, y, w, h in boxes:
        assert x >= 10 and x + w <= 1350 and y >= 100 and y + h <= 800, (x, y, w, h)
    for x, y in points:
        assert 10 <= x <= 1350 and 100 <= y <= 800, (x, y)


# --- (c) moving a location in the YAML moves it on screen -----------------------------------


def _shifted(tmp_path, zone_id: str, dx: float, dy: float) -> pathlib.Path:
    data = yaml.safe_load(BOARD_FILE.read_text())
    for zone in data["zones"]:
        if zone["id"] == zone_id:
            x, y, w, h = zone["rect"]
            zone["rect"] = [x + dx, y + dy, w, h]
            for slot in zone.get("slots", []):
                if "at" in slot:
                    slot["at"] = [slot["at"][0] + dx, slot["at"][1] + dy]
                else:
                    sx, sy, sw, sh = slot["rect"]
                    slot["rect"] = [sx + dx, sy + dy, sw, sh]
    out = tmp_path / "merry_men.yaml"
    out.write_text(yaml.safe_dump(data, sort_keys=False))
    return out


def test_moving_the_church_in_the_yaml_moves_it_on_screen(tmp_path):
    before = load_layout_file(BOARD_FILE)
    after = load_layout_file(_shifted(tmp_path, "church", -40, 0))
    size = (1280, 800)
    T = BoardTransform(before.size, size)
    old_art, new_art = BoardArt(before, 4), BoardArt(after, 4)
    old, new = old_art.surface(T, size), new_art.surface(T, size)
    hx, hy, _ = old_art.hideout("church", 1)
    assert new_art.hideout("church", 1) == (hx - 40, hy, old_art.hideout("church", 1)[2])
    # the church's plaque, cropped where it was and where it is now
    x, y, w, h = old_art.zone_box("church")
    crop_old = T.rect((x + 60, y, w - 60, h))
    crop_new = pygame.Rect(T.point(x + 20, y), crop_old.size)
    assert new_art.zone_box("church")[0] == x - 40
    assert pygame.image.tobytes(old.subsurface(crop_old), "RGB") != pygame.image.tobytes(
        new.subsurface(crop_old), "RGB"
    )
    assert _similar(old.subsurface(crop_old), new.subsurface(crop_new))
    # and far from the church, nothing changed
    far = T.rect(old_art.zone_box("weapon_cache"))
    assert pygame.image.tobytes(old.subsurface(far), "RGB") == pygame.image.tobytes(
        new.subsurface(far), "RGB"
    )


def _similar(a: pygame.Surface, b: pygame.Surface) -> bool:
    """Two crops look alike (the same plaque, give or take a pixel of rounding)."""
    assert a.get_size() == b.get_size()
    w, h = a.get_size()
    diff = 0
    for yy in range(0, h, 3):
        for xx in range(0, w, 3):
            ca, cb = a.get_at((xx, yy)), b.get_at((xx, yy))
            diff += abs(ca.r - cb.r) + abs(ca.g - cb.g) + abs(ca.b - cb.b)
    samples = len(range(0, h, 3)) * len(range(0, w, 3))
    return diff / samples < 40


# --- (d) every window size and seat count ---------------------------------------------------


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_renders_at_every_size_and_seat_count(layout, size, seats):
    art = BoardArt(layout, seats)
    T = BoardTransform(layout.size, size)
    surf = art.surface(T, size)
    assert surf.get_size() == size
    assert art.surface(T, size) is surf  # cached
    # the printed board is drawn: the castle is not the bare table
    cx, cy = T.point(*layout.zone("castle").shape.center)
    assert surf.get_at((cx, cy))[:3] != surf.get_at((2, 2))[:3]


def test_seat_count_changes_the_print(layout):
    size = (1280, 800)
    T = BoardTransform(layout.size, size)
    two, four = BoardArt(layout, 2), BoardArt(layout, 4)
    a, b = two.surface(T, size), four.surface(T, size)
    x, y, r = two.hideout("church", 4)
    hideout_4 = T.rect((x - r, y - r, 2 * r, 2 * r))
    assert pygame.image.tobytes(a.subsurface(hideout_4), "RGB") != pygame.image.tobytes(
        b.subsurface(hideout_4), "RGB"
    )
    # a guard-track space in use with four players but not with two (MM-1.15's tuned lengths)
    space = two.guard_spaces + 1
    assert space <= four.guard_spaces
    gx, gy = two.track_space("guards", space)
    printed = T.rect((gx - 10, gy - 10, 20, 20))
    assert pygame.image.tobytes(a.subsurface(printed), "RGB") != pygame.image.tobytes(
        b.subsurface(printed), "RGB"
    )


# --- (e) the board prints the game's one set of resource pictures ---------------------------


def test_the_board_prints_resources_as_the_cards_and_panels_show_them():
    """A resource printed on the board is the picture of the game's resource icon set, the
    one the cards, tiles, panels and dialogs use (the board had a second, different set:
    a tankard for distraction on the board, a smoke bomb in the seat panels)."""
    c = load_content()
    kinds = ["wood", "iron", "tools", "distraction", "pennies", "guard", "loot", "weapon_any"]
    kinds += [f"weapon_{w}" for w in c.weapons]
    for kind in kinds:
        assert board_symbols.symbol(kind, 22) is resources.resource(kind, 22), kind
    assert not set(board_symbols.PRINTED.names) & set(resources.RESOURCE_ICONS.names)


def test_every_symbol_the_board_prints_is_drawn(layout, monkeypatch):
    """No printed name falls through to the grey dot kept for a name a changed layout
    might give that nothing draws."""
    asked = []
    real = board_symbols.symbol

    def spy(name, px):
        asked.append(name)
        return real(name, px)

    monkeypatch.setattr("sherwood.ui.games.merry_men.art.board_print.symbol", spy)
    for seats in (1, 4):
        size = (1280, 800)
        BoardArt(layout, seats).surface(BoardTransform(layout.size, size), size)
    assert {"wood", "pennies", "weapon_bow", "guard", "fence", "skull", "noose", "hood"} <= set(asked)
    unknown = [n for n in asked if n not in resources.RESOURCE_ICONS and n not in board_symbols.PRINTED]
    assert unknown == []
    dot = board_symbols.symbol("no such thing", 20)
    assert dot.get_size() == (20, 20) and dot is board_symbols.PRINTED.image("unknown", 20)
