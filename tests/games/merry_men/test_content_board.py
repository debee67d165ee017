"""The Merry Men's places: locations, roads and the board's tables (shared/rules/merry_men.md),
and the board file that draws them. Each test names the rules whose numbers it checks."""

from __future__ import annotations

from collections import Counter

import pytest

from sherwood.cli import main
from sherwood.engine.layout import load_layout, validate_boards
from sherwood.games.merry_men.content import (
    Content,
    load_content,
)


@pytest.fixture(scope="module")
def c() -> Content:
    return load_content()


# --- locations, roads and the board's tables ------------------------------------------------


def test_locations(c):
    """MM-1.2, MM-1.3, MM-1.4: eight locations in spec order, six gathering places with four
    hideouts; main-area effects, weapon symbols and clear rewards as in the table."""
    table = {
        "lumber_camp": ({"wood": 1}, None, "axe", {"wood": 2, "vp": 2}),
        "iron_forge": ({"iron": 1}, None, "sword", {"iron": 2, "vp": 2}),
        "workshop": ({"tools": 1}, None, "staff", {"tools": 2, "vp": 2}),
        "church": ({"distraction": 1}, None, "bow", {"distraction": 2, "vp": 2}),
        "weapon_cache": ({"weapon_any": 1}, None, "sword", {"weapon_any": 1, "vp": 2}),
        "market_square": (None, "rob_the_rich", "bow", {"pennies": 2, "vp": 2}),
        "construction_yard": (None, None, None, None),
        "crusade": (None, None, None, None),
    }
    assert list(c.locations) == list(table)
    for loc_id, (gain, action, weapon, clear) in table.items():
        loc = c.locations[loc_id]
        assert (loc.main_gain, loc.main_action, loc.weapon, loc.clear_reward) == (gain, action, weapon, clear)
        assert loc.hideouts == (4 if loc.gathering else 0)
    assert c.gathering_places == tuple(list(table)[:6])
    names = [loc.name for loc in c.locations.values()]
    assert names == [
        "Lumber Camp",
        "Iron Forge",
        "Workshop",
        "Church",
        "Weapon Cache",
        "Market Square",
        "Construction Yard",
        "King Richard's Crusade",
    ]


def test_hideouts_in_play_and_starting_guards(c):
    """MM-1.5, MM-2.4, MM-2.5: hideouts 1-3 with 1-2 players and guards on 2 and 3; all four
    with 3-4 players and guards on 3 and 4."""
    assert c.usable_hideouts_by_players == (3, 3, 4, 4)
    assert c.start_guards_by_players == ((2, 3), (2, 3), (3, 4), (3, 4))


def test_hero_locations(c):
    """MM-1.7, MM-1.8: fourteen Hero-phase locations, numbered as in the spec."""
    assert [(h.number, h.id, h.action) for h in c.hero_locations.values()] == [
        (1, "lumber_camp", "fight"),
        (2, "iron_forge", "fight"),
        (3, "workshop", "fight"),
        (4, "church", "fight"),
        (5, "weapon_cache", "fight"),
        (6, "market_square", "fight"),
        (7, "road_1", "rob_carriages"),
        (8, "road_2", "rob_carriages"),
        (9, "road_3", "rob_carriages"),
        (10, "road_4", "rob_carriages"),
        (11, "prison", "prison_break"),
        (12, "archery_range", "archery"),
        (13, "weaponsmith", "weaponsmith"),
        (14, "village", "give_to_the_poor"),
    ]
    assert c.hero_locations["road_2"].name == "Road II"


def test_roads(c):
    """MM-1.10, MM-1.12 and table 1.4: barricade slots 3/4/3/2, stacks 6/6/7/8, cap 10."""
    assert [(r.id, r.numeral, r.slots, r.stack_by_players, r.cap) for r in c.roads.values()] == [
        ("road_1", "I", 3, (6, 6, 7, 8), 10),
        ("road_2", "II", 4, (6, 6, 7, 8), 10),
        ("road_3", "III", 3, (6, 6, 7, 8), 10),
        ("road_4", "IV", 2, (6, 6, 7, 8), 10),
    ]
    assert c.roads["road_1"].spaces == ("S", "W1", "W2", "W3")
    assert c.roads["road_4"].spaces == ("S", "W1", "W2")
    assert [r.title for r in c.roads.values()] == ["North Road", "East Road", "South Road", "West Road"]


def test_depot_and_guard_track(c):
    """MM-1.14 and MM-1.15: depot losses 1,1,1,2,2,2,3,3 with 6/6/7/8 spaces in use, and a guard
    track of 7/4/3/7 spaces for 1/2/3/4 players, as tuned by the sweep (MM-11.2: solo's own)."""
    assert c.depot_losses == (1, 1, 1, 2, 2, 2, 3, 3)
    assert c.depot_spaces_by_players == (6, 6, 7, 8)
    assert c.guard_track_by_players == (7, 4, 3, 7)


def test_prison_levels(c):
    """MM-1.16 (table 1.5): levels I/II/III need 1/2/3 successes and pay 2/3/4 VP and 1/2/3
    items; level IV is the gallows."""
    assert [(p.id, p.successes, p.vp, p.items) for p in c.prison_levels] == [
        ("I", 1, 2, 1),
        ("II", 2, 3, 2),
        ("III", 3, 4, 3),
        ("IV", None, None, None),
    ]


def test_sheriff_hideout_and_player_start(c):
    """MM-1.17, MM-2.15: the Sheriff's hideout starts with 1 W, 1 I, 1 T, 2 D and 1 P; MM-2.20:
    each player starts with the same."""
    stock = {"wood": 1, "iron": 1, "tools": 1, "distraction": 2, "pennies": 1}
    assert c.sheriff_hideout_start == stock
    assert c.player_start == stock


def test_archery_and_robbing_the_rich(c):
    """MM-1.18 (table 1.6), MM-6.41: three contests of 3 skill dice needing 1/2/3 hits for 1 penny
    each; MM-4.32-MM-4.34: robbing the rich with 3, 2, 1 dice, one hit each, a loot tile each."""
    assert [(a.number, a.dice, a.hits, a.reward) for a in c.archery] == [
        (1, 3, 1, {"pennies": 1}),
        (2, 3, 2, {"pennies": 1}),
        (3, 3, 3, {"pennies": 1}),
    ]
    assert [(r.number, r.dice, r.hits, r.reward) for r in c.rob_the_rich] == [
        (1, 3, 1, {"loot": 1}),
        (2, 2, 1, {"loot": 1}),
        (3, 1, 1, {"loot": 1}),
    ]


def test_weapons_prices_and_colours(c):
    """MM-0.10: Bow green, Sword blue, Staff yellow, Axe pink; MM-1.18 (table 1.6): prices;
    MM-1.19: 5 dice of each type in the Armory."""
    assert dict(c.colour_weapon) == {"green": "bow", "blue": "sword", "yellow": "staff", "pink": "axe"}
    assert dict(c.weapon_prices) == {
        "bow": {"wood": 1, "tools": 1},
        "sword": {"iron": 1, "tools": 1},
        "staff": {"wood": 2},
        "axe": {"wood": 1, "iron": 1},
    }
    assert [w.armory for w in c.weapons.values()] == [5, 5, 5, 5]


def test_structures_and_village(c):
    """MM-1.18 (table 1.6), MM-4.47: a barricade costs 2 wood + 1 tool, a trap 2 iron + 1 tool,
    plus 1 penny on a road; MM-6.60: 2 pennies remove 1 track guard for 2 VP."""
    assert dict(c.structure_costs) == {"barricade": {"wood": 2, "tools": 1}, "trap": {"iron": 2, "tools": 1}}
    assert c.road_penny == 1
    assert (c.village.price, c.village.guards_removed, c.village.vp) == ({"pennies": 2}, 1, 2)


def test_row_rewards(c):
    """MM-1.21 (table 1.8): rewards under B1…B5 and T1…T5."""
    rows = [(r.space, r.kind, r.gain, r.camp_space) for r in (*c.barricade_rewards, *c.trap_rewards)]
    assert rows == [
        ("B1", "income", {"wood": 1}, None),
        ("B2", "unlock", None, 4),
        ("B3", "income", {"pennies": 1}, None),
        ("B4", "unlock", None, 6),
        ("B5", "vp", {"vp": 3}, None),
        ("T1", "income", {"iron": 1}, None),
        ("T2", "unlock", None, 5),
        ("T3", "income", {"distraction": 1}, None),
        ("T4", "income", {"tools": 1}, None),
        ("T5", "vp", {"vp": 3}, None),
    ]
    assert (c.camp.spaces, c.camp.open) == (6, 3)


def test_renown_bands(c):
    """MM-1.21 (table 1.8), MM-8.4 S2: ×1/×2/×3/×4 for renown 0-2/3-5/6-9/10-15; at most 15."""
    assert c.renown_bands == ((0, 2, 1), (3, 5, 2), (6, 9, 3), (10, 15, 4))
    assert c.renown_max == 15
    assert [c.renown_multiplier(r) for r in range(16)] == [1] * 3 + [2] * 3 + [3] * 4 + [4] * 6
    with pytest.raises(ValueError):
        c.renown_multiplier(16)


def test_limits_dice_and_scoring(c):
    """MM-0.9 die faces; MM-1.20 at most 4 weapon dice; MM-2.17 4 cards; MM-2.18 3 quests;
    MM-4.13 6 passive cards; MM-4.63 3 messengers; MM-6.30 3 tokens, 2 dice each; MM-8.4
    set bonuses and S5-S7; MM-6.39 hanging -4; MM-7.14 forced return -5."""
    assert (c.dice.skill_hit, c.dice.weapon_success, c.dice.skill_dice) == (4, 3, 6)
    lim = c.limits
    assert (lim.rounds, lim.weapon_dice_held, lim.hand_size, lim.quests_dealt) == (5, 4, 4, 3)
    assert (lim.passive_pile, lim.messengers, lim.prison_tokens, lim.prison_dice_per_token) == (6, 3, 3, 2)
    assert (lim.robbery_dice, lim.barricades, lim.traps) == (2, 5, 5)
    s = c.scoring
    assert [s.set_points(n) for n in range(8)] == [0, 0, 2, 5, 8, 12, 16, 16]
    assert (s.captive_vp, s.resources_per_vp, s.prisoner_vp) == (1, 3, -2)
    assert (s.hanged_vp, s.forced_return_vp) == (-4, -5)


def test_characters_and_villains(c):
    """MM-1.24: five characters; MM-2.3, MM-5.20: three villains, the Sheriff brings 2 guards."""
    assert [ch.name for ch in c.characters.values()] == [
        "Much",
        "Alan-a-Dale",
        "Will Stutely",
        "David of Doncaster",
        "Arthur a Bland",
    ]
    assert [(v.id, v.targets, v.guards) for v in c.villains.values()] == [
        ("sheriff", "gathering", 2),
        ("guy", "road", 0),
        ("john", "road", 0),
    ]


# --- the board --------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def board():
    return load_layout("merry_men")


def test_board_loads_and_validates(capsys):
    """`sherwood validate-boards` reports the Merry Men board ok."""
    assert ("merry_men", None) in validate_boards()
    assert main(["validate-boards"]) == 0
    assert "merry_men: ok" in capsys.readouterr().out


def test_board_gathering_places(board, c):
    """MM-1.3: each gathering place has hideouts h1…h4 and a main area."""
    gathering = [z.id for z in board.zones.values() if z.kind == "gathering"]
    assert sorted(gathering) == sorted(c.gathering_places)
    for place in c.gathering_places:
        slots = {s.id: s.kind for s in board.zone(place).slots}
        assert {k: slots[k] for k in ("h1", "h2", "h3", "h4", "main")} == {
            "h1": "hideout",
            "h2": "hideout",
            "h3": "hideout",
            "h4": "hideout",
            "main": "main_area",
        }


def test_board_has_a_zone_for_every_location(board, c):
    """MM-1.4, MM-1.8, MM-1.9: every Merry-Men-phase and Hero-phase location is a zone, and so
    are the Castle, the Fortress, the Sheriff's hideout, the Armory and Friar Tuck's chapel."""
    others = ("castle", "fortress", "sheriff_hideout", "armory", "chapel")
    for zone_id in (*c.locations, *c.hero_locations, *others):
        board.zone(zone_id)
    for zone_id in c.hero_locations:
        assert "hero" in {s.id for s in board.zone(zone_id).slots}, zone_id


def test_board_roads(board, c):
    """MM-1.10 and table 1.4: each road is S, the printed barricade, then Wk and barricade slot k
    for k = 1…n, ending at the Castle; n matches the content's barricade slots."""
    assert list(board.paths) == list(c.roads)
    for road in c.roads.values():
        path = board.path(road.id)
        assert path.to == "castle"
        kinds = Counter(s.kind for s in path.spaces)
        assert kinds == {"start": 1, "printed_barricade": 1, "carriage": road.slots, "barricade": road.slots}
        carriage_spaces = tuple(s.id for s in path.spaces if s.kind in ("start", "carriage"))
        assert carriage_spaces == road.spaces
        expected = ["S", "B0"] + [x for k in range(1, road.slots + 1) for x in (f"W{k}", f"B{k}")]
        assert [s.id for s in path.spaces] == expected


def test_board_tracks_and_prison(board, c):
    """MM-1.14: 8 depot spaces; MM-1.15: the board prints 13 guard-track spaces (room for more than
    the tuned lengths need);
    MM-1.21: renown 0…15; 5 rounds; MM-1.16: prison levels I…IV."""
    assert (
        [s.n for s in board.track("depot").spaces]
        == list(range(1, len(c.depot_losses) + 1))
        == list(range(1, 9))
    )
    assert [s.n for s in board.track("guards").spaces] == list(range(1, 14))
    assert max(c.guard_track_by_players) <= 13
    assert [s.n for s in board.track("renown").spaces] == list(range(c.renown_max + 1))
    assert [s.n for s in board.track("round").spaces] == list(range(1, c.limits.rounds + 1))
    assert (
        [level.id for level in board.prison]
        == [level.id for level in c.prison_levels]
        == [
            "I",
            "II",
            "III",
            "IV",
        ]
    )


def test_board_leaves_the_player_areas_free(board):
    """The printed board keeps to x 10…1350, y 100…800 of the 1920 x 1080 canvas; the rest is the
    screen's panels (zones of kind ``panel``: banner, seats, log, hand strip; see the file's header)."""
    assert board.size == (1920, 1080)
    printed = [z for z in board.zones.values() if z.kind != "panel"]
    points = [s.at for t in board.tracks.values() for s in t.spaces]
    points += [s.at for p in board.paths.values() for s in p.spaces]
    boxes = [z.shape.bounds for z in printed] + [lv.shape.bounds for lv in board.prison]
    boxes += [s.shape.bounds for z in printed for s in z.slots if s.shape is not None]
    assert all(x >= 10 and x + w <= 1350 and y >= 100 and y + h <= 800 for x, y, w, h in boxes)
    assert all(10 <= x <= 1350 and 100 <= y <= 800 for x, y in points)
