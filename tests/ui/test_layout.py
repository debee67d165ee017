"""The Showdown table: every zone the scene needs exists, and nothing overlaps at the sizes
people play at."""

import itertools

import pytest

from sherwood.engine.layout import load_layout
from sherwood.ui.render.board import BoardTransform

NEEDED = {
    "banner",
    "actions",
    "controls",
    "log",
    "caption",
    "table",
    "travellers",
    "out_of_play",
    "active",
    "stake",
    *(
        f"{k}_{s}"
        for k in ("plaque", "deck", "discard", "hand", "spoils", "melee", "info")
        for s in ("near", "far")
    ),
}
INSIDE = {("actions", "banner")}  # the buttons sit in the banner on purpose


def test_the_board_has_every_zone_the_scene_draws():
    layout = load_layout("showdown")
    assert set(layout.zones) >= NEEDED
    assert len(layout.zone("plaque_near").slots) == 2 and len(layout.zone("plaque_far").slots) == 2


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (2560, 1440)])
def test_no_two_zones_overlap_on_screen(size):
    layout = load_layout("showdown")
    T = BoardTransform(layout.size, size)
    zones = {z.id: T.rect(z.shape.bounds) for z in layout.zones.values() if z.id != "table"}
    for (a, ra), (b, rb) in itertools.combinations(zones.items(), 2):
        if (a, b) in INSIDE or (b, a) in INSIDE:
            continue
        assert not ra.colliderect(rb), f"{a} and {b} overlap at {size}"
    mat = T.rect(layout.zone("table").shape.bounds)
    for zid in NEEDED - {"banner", "actions", "controls", "log", "table"}:
        assert mat.contains(zones[zid]), f"{zid} leaves the mat at {size}"
    assert T.canvas.w <= size[0] and T.canvas.h <= size[1]
