"""The Merry Men content data (shared/rules/merry_men.md, sections 1, 9, 10, 11) and its board.

Each test names the rules whose numbers it checks, with the IDs as the spec writes them.
The expected values are copied from the spec's tables, so a change to a data file that
drifts from the spec fails here.
"""

from __future__ import annotations

import dataclasses
import math
from collections import Counter
from pathlib import Path

import pytest

from sherwood.cli import main
from sherwood.engine.layout import FrozenMap, load_layout, validate_boards
from sherwood.games.merry_men import content as content_module
from sherwood.games.merry_men.content import (
    BASIC_RESOURCES,
    DATA_DIR,
    GAIN_KEYS,
    Content,
    load_content,
)


@pytest.fixture(scope="module")
def c() -> Content:
    return load_content()


def ids(prefix: str, first: int, last: int, width: int = 2) -> list[str]:
    return [f"{prefix}{n:0{width}d}" for n in range(first, last + 1)]


# --- loading ----------------------------------------------------------------------------------


def test_load_is_cached_and_frozen(c):
    assert load_content() is c
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.road_penny = 2  # type: ignore[misc]
    with pytest.raises(TypeError):
        c.merry_men_cards["MC01"] = None  # type: ignore[index]
    assert isinstance(c.merry_men_cards["MC01"].gain, FrozenMap)
    hash(c)


def test_every_data_file_is_read():
    """The data folder holds exactly the files the loader reads; a stray file would be ignored."""
    assert sorted(p.name for p in DATA_DIR.glob("*")) == sorted(
        [
            "tables.yaml",
            "merry_men_cards.yaml",
            "villain_cards.yaml",
            "quests.yaml",
            "carriages.yaml",
            "loot.yaml",
            "ransom.yaml",
            "heroes.yaml",
            "friar_tuck.yaml",
            "spies.yaml",
            "golden_arrow.yaml",
            "edicts.yaml",
        ]
    )


def test_the_loader_uses_only_the_safe_yaml_loader():
    folder = Path(content_module.__file__).parent
    for name in ("content.py", "content_reader.py", "content_tables.py"):
        source = (folder / name).read_text(encoding="utf-8")
        assert "yaml.load(" not in source and "import yaml" not in source, name


def test_gains_use_only_the_known_keys(c):
    gains = [
        *(card.gain for card in c.merry_men_cards.values()),
        *(card.after_gain for card in c.merry_men_cards.values()),
        *(t.reward for t in (*c.carriages.values(), *c.loot.values(), *c.ransom.values())),
        *(card.gain for card in c.friar_tuck_cards.values()),
        *(loc.main_gain for loc in c.locations.values() if loc.main_gain),
        *(loc.clear_reward for loc in c.locations.values() if loc.clear_reward),
    ]
    for gain in gains:
        assert set(gain) <= set(GAIN_KEYS)
        assert all(isinstance(n, int) and n >= 1 for n in gain.values())


# --- the spec's ids exist ---------------------------------------------------------------------

# Every card and tile id that shared/rules/merry_men.md names (found with a grep of the spec for
# MC\d\d, V\d\d, Q\d\d, C\d\d, L\d\d, R\d\d, FT\d\d, SP\d\d, GA\d and E\d\d; ranges such as
# "FT01–FT03" are given by their ends). R1 … R14 are the spec's randomness table, not tiles.
SPEC_IDS = (
    ids("MC", 1, 50)
    + ids("V", 1, 24)
    + ids("Q", 1, 15)
    + ids("C", 1, 24)
    + ["L01", "L06", "L07", "L10", "L11", "L12", "L13", "L14", "L15", "L17", "L18", "L20", "L21", "L23"]
    + ["L24", "L25", "L26", "L28", "L29", "L30"]
    + ids("R", 1, 12)
    + ["FT01", "FT03", "FT04", "FT06", "FT07", "FT09", "FT10", "FT12", "FT13", "FT15"]
    + ["SP01", "SP03", "SP04", "SP06", "SP07", "SP09", "SP10", "SP12", "SP13", "SP15", "SP16", "SP18"]
    + ["GA1", "GA5"]
    + ids("E", 1, 10)
)


def test_every_id_the_spec_names_exists(c):
    """MM-1.23 … MM-1.30, MM-10.4, MM-10.26, MM-10.34, MM-11.7: the ids the rules refer to."""
    known = {
        *c.merry_men_cards,
        *c.villain_cards,
        *c.quests,
        *c.carriages,
        *c.loot,
        *c.ransom,
        *c.friar_tuck_cards,
        *c.spy_cards,
        *c.golden_arrow_cards,
        *c.edict_cards,
    }
    assert [i for i in SPEC_IDS if i not in known] == []


def test_id_sets_are_complete(c):
    """§1.1 inventory: every id range is complete and in order."""
    assert list(c.merry_men_cards) == ids("MC", 1, 50)
    assert list(c.villain_cards) == ids("V", 1, 24)
    assert list(c.quests) == ids("Q", 1, 15)
    assert list(c.carriages) == ids("C", 1, 24)
    assert list(c.loot) == ids("L", 1, 30)
    assert list(c.ransom) == ids("R", 1, 12)
    assert list(c.friar_tuck_cards) == ids("FT", 1, 15)
    assert list(c.spy_cards) == ids("SP", 1, 18)
    assert list(c.golden_arrow_cards) == ids("GA", 1, 5, width=1)
    assert list(c.edict_cards) == ids("E", 1, 10)


def test_inventory_counts(c):
    """§1.1 inventory: 50 Merry Men, 24 villain, 15 quest cards; 12 ransom, 30 loot tiles; 24
    carriages; 5 heroes; 15 Friar Tuck, 18 spy, 5 Golden Arrow cards; 10 edicts (MM-11.2)."""
    counts = [
        len(c.merry_men_cards),
        len(c.villain_cards),
        len(c.quests),
        len(c.ransom),
        len(c.loot),
        len(c.carriages),
        len(c.heroes),
        len(c.friar_tuck_cards),
        len(c.spy_cards),
        len(c.golden_arrow_cards),
        len(c.edict_cards),
    ]
    assert counts == [50, 24, 15, 12, 30, 24, 5, 15, 18, 5, 10]


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


# --- Merry Men cards --------------------------------------------------------------------------


def test_merry_men_deck(c):
    """MM-1.23, MM-1.24: 10 cards per character; passive VP ten 2s, twenty-eight 1s, twelve 0s;
    active-location counts 7/7/7/6/6/5/7/5 in the order of MM-1.4."""
    cards = c.merry_men_cards.values()
    assert Counter(card.character for card in cards) == {ch: 10 for ch in c.characters}
    assert Counter(card.passive_vp for card in cards) == {2: 10, 1: 28, 0: 12}
    per_location = Counter(card.location for card in cards)
    assert [per_location[loc] for loc in c.locations] == [7, 7, 7, 6, 6, 5, 7, 5]
    assert len({card.name for card in cards}) == 50


def test_merry_men_card_actions(c):
    """MM-1.23 and the card list in §1.9: each card's action fits its location."""
    for card in c.merry_men_cards.values():
        expected = {"market_square": "rob_the_rich", "construction_yard": "build", "crusade": "messenger"}
        assert card.action == expected.get(card.location)
        assert (card.builds > 0) == (card.action == "build")
        if c.locations[card.location].gathering:
            assert card.gain, card.id
        assert card.text


def test_merry_men_card_modifiers(c):
    """MM-16.5, MM-16.6 and §1.9: the modifiers of MC41-MC50."""
    mm = c.merry_men_cards
    assert mm["MC41"].build_discount == "wood_or_iron"
    assert mm["MC42"].build_discount == "tool"
    assert mm["MC43"].after_gain == {"vp": 1}
    assert mm["MC44"].builds == 2
    assert mm["MC45"].gain == {"pennies": 1} and mm["MC45"].builds == 1
    assert mm["MC48"].quest_discount and not mm["MC47"].quest_discount
    assert mm["MC49"].after_gain == {"vp": 2}
    assert mm["MC50"].weapon_substitute
    assert mm["MC32"].gain == {"weapon_any": 2}
    assert mm["MC35"].gain == {"loot": 1}
    modified = {
        card.id
        for card in mm.values()
        if card.build_discount
        or card.after_gain
        or card.quest_discount
        or card.weapon_substitute
        or card.builds > 1
    }
    assert modified == {"MC41", "MC42", "MC43", "MC44", "MC48", "MC49", "MC50"}


def test_merry_men_cards_spot_checks(c):
    """§1.9: names, characters and gains of a few cards, as printed in the spec."""
    mm = c.merry_men_cards
    mc01 = mm["MC01"]
    assert (mc01.name, mc01.character, mc01.gain) == ("Woodcutter's Path", "much", {"wood": 2})
    assert mm["MC05"].gain == {"wood": 1, "distraction": 1, "pennies": 1}
    assert mm["MC26"].gain == {"distraction": 1, "pennies": 1, "vp": 1}
    assert (mm["MC50"].name, mm["MC50"].character) == ("Crusader's Oath", "arthur_a_bland")


# --- villain cards ----------------------------------------------------------------------------


def test_villain_deck(c):
    """MM-1.25: 36 guards and 16 road activations; each gathering place gets 4 single guards and 1
    Sheriff visit; each road is activated 4 times and visited once by Guy and once by John."""
    cards = list(c.villain_cards.values())
    singles = Counter(g for card in cards for g in card.guards)
    sheriff = Counter(card.villain[1] for card in cards if card.villain and card.villain[0] == "sheriff")
    guards = sum(singles.values()) + c.villains["sheriff"].guards * sum(sheriff.values())
    activations = Counter(r for card in cards for r in card.roads)
    assert guards == 36 and sum(activations.values()) == 16
    assert singles == {g: 4 for g in c.gathering_places}
    assert sheriff == {g: 1 for g in c.gathering_places}
    assert activations == {r: 4 for r in c.roads}
    for villain in ("guy", "john"):
        visits = Counter(card.villain[1] for card in cards if card.villain and card.villain[0] == villain)
        assert visits == {r: 1 for r in c.roads}
    assert all(card.pot_pennies == 0 for card in cards)


def test_villain_cards_spot_checks(c):
    """MM-1.25 table, as used by WE-2, WE-3, WE-6, WE-7, WE-14."""
    v = c.villain_cards

    def card(i):
        return (v[i].guards, v[i].villain, v[i].roads)

    assert card("V01") == ((), ("sheriff", "lumber_camp"), ("road_2",))
    assert card("V07") == (("church",), ("guy", "road_1"), ("road_3",))
    assert card("V13") == (("church",), ("john", "road_3"), ())
    assert card("V16") == (("workshop", "church"), None, ("road_2",))
    assert v["V06"].villain == ("sheriff", "market_square")
    assert v["V24"].roads == ("road_2", "road_4")
    assert [card.title for card in v.values()][::4] == [
        "Sheriff's Patrol",
        "Sheriff's Inspection",
        "Gisborne Rides",
        "The Prince's Levy",
        "Tax Convoy",
        "Garrison",
    ]


# --- quests, carriages, loot, ransom, heroes --------------------------------------------------


def quest_vp(dice: dict[str, int], cost: dict[str, int]) -> int:
    """MM-1.26: 2.5 per die + 1 per resource, half up; +1 for ≥2 Bow or ≥2 Sword; +1 for three
    types, +2 for four."""
    base = math.floor(2.5 * sum(dice.values()) + sum(cost.values()) + 0.5)
    bonus = 1 if dice.get("bow", 0) >= 2 or dice.get("sword", 0) >= 2 else 0
    bonus += {3: 1, 4: 2}.get(len(dice), 0)
    return base + bonus


def test_quest_vp_follows_the_formula(c):
    """MM-1.26: every quest's VP is recomputed from its cost."""
    for quest in c.quests.values():
        assert quest.vp == quest_vp(dict(quest.dice), dict(quest.cost)), quest.id
        assert set(quest.cost) <= set(BASIC_RESOURCES) and set(quest.dice) <= set(c.weapons)


def test_quests_as_listed(c):
    """MM-1.26 table: the VP column."""
    assert [q.vp for q in c.quests.values()] == [7, 7, 6, 6, 7, 7, 7, 7, 5, 6, 9, 9, 6, 6, 12]
    assert c.quests["Q15"].dice == {"bow": 1, "sword": 1, "staff": 1, "axe": 1}
    assert c.quests["Q06"].cost == {"wood": 2, "iron": 1, "tools": 1}


def test_carriages(c):
    """MM-1.27, MM-0.10: 24 carriages, 6 of each colour, every colour with the same six rewards."""
    by_colour: dict[str, list] = {}
    for carriage in c.carriages.values():
        by_colour.setdefault(carriage.colour, []).append(carriage.reward)
        assert carriage.weapon == c.colour_weapon[carriage.colour]
    assert list(by_colour) == ["green", "blue", "yellow", "pink"]
    assert all(len(rewards) == 6 for rewards in by_colour.values())
    assert by_colour["green"] == by_colour["blue"] == by_colour["yellow"] == by_colour["pink"]
    assert by_colour["green"] == [
        {"pennies": 3},
        {"pennies": 2, "vp": 1},
        {"loot": 1, "pennies": 1},
        {"vp": 3},
        {"wood": 1, "iron": 1, "tools": 1},
        {"distraction": 2, "pennies": 1},
    ]
    assert c.carriages["C22"].reward == {"vp": 3} and c.carriages["C22"].colour == "pink"


def test_loot_tiles(c):
    """MM-1.28: the loot table, tile by tile."""
    expected = (
        [{"pennies": 1}] * 6
        + [{"pennies": 2}] * 4
        + [{"pennies": 3}]
        + [{"wood": 1}] * 3
        + [{"iron": 1}] * 3
        + [{"tools": 1}] * 3
        + [{"distraction": 1}] * 3
        + [{"weapon_any": 1}] * 2
        + [{"vp": 2}] * 3
        + [{"renown": 1}]
        + [{"vp": 4}]
    )
    assert [tile.reward for tile in c.loot.values()] == expected


def test_ransom_tiles(c):
    """MM-1.30: rewards per returned guard; R07 at most 2 guards per player; R10 adds a basic
    resource of the player's choice that is not a penny."""
    assert [r.reward for r in c.ransom.values()] == [
        {"vp": 2},
        {"vp": 1, "pennies": 1},
        {"pennies": 2},
        {"wood": 1, "iron": 1},
        {"tools": 1, "distraction": 1},
        {"weapon_any": 1},
        {"vp": 3},
        {"renown": 1},
        {"loot": 1},
        {"vp": 1},
        {"vp": 2},
        {"pennies": 1, "distraction": 1},
    ]
    assert [r.id for r in c.ransom.values() if r.cap_per_player] == ["R07"]
    assert c.ransom["R07"].cap_per_player == 2
    assert [(r.id, r.choice) for r in c.ransom.values() if r.choice] == [("R10", "basic_resource")]
    assert c.ransom["R10"].choice_kinds == ("wood", "iron", "tools", "distraction")


def test_heroes(c):
    """Table 1.15 and MM-9.1 … MM-9.10: five heroes, each naming the rules of its ability."""
    assert [(h.id, h.name) for h in c.heroes.values()] == [
        ("robin_hood", "Robin Hood"),
        ("will_scarlet", "Will Scarlet"),
        ("little_john", "Little John"),
        ("jane_fortune", "Jane Fortune"),
        ("maid_marian", "Maid Marian"),
    ]
    assert all(h.ability and h.rules for h in c.heroes.values())
    assert [r for h in c.heroes.values() for r in h.rules] == [f"MM-9.{n}" for n in range(1, 11)]


# --- modules and solo -------------------------------------------------------------------------


def test_friar_tuck_cards(c):
    """MM-10.2, MM-10.4: 15 cards, 3 per player; five kinds of three, each +1 VP passive."""
    assert c.tuck_hand_size == 3
    kinds = [(card.name, dict(card.gain)) for card in c.friar_tuck_cards.values()]
    assert kinds[::3] == [
        ("Sanctuary", {"distraction": 2}),
        ("Alms", {"pennies": 2}),
        ("Tithe Barn", {"wood": 1, "iron": 1, "tools": 1}),
        ("Brewer's Cask", {"loot": 1}),
        ("Blessed Quarterstaff", {"weapon_any": 1}),
    ]
    assert all(kinds[i] == kinds[i - i % 3] for i in range(15))
    assert {card.passive_vp for card in c.friar_tuck_cards.values()} == {1}


def test_spy_cards(c):
    """MM-10.20, MM-10.25, MM-10.26: 18 cards, three per gathering place in spec order; -3 VP
    each at the end; at most 3 spies in a passive pile; each removes one guard (MM-10.24)."""
    assert [s.location for s in c.spy_cards.values()] == [g for g in c.gathering_places for _ in range(3)]
    assert {(s.passive_vp, s.guards_removed) for s in c.spy_cards.values()} == {(-3, 1)}
    assert c.spy_pile_limit == 3


def test_golden_arrow_cards(c):
    """MM-10.31, MM-10.34: five villain cards with no guards and no road; the Sheriff goes to the
    Archery Range and 1 penny goes to the pot."""
    for card in c.golden_arrow_cards.values():
        assert (card.guards, card.villain, card.roads, card.pot_pennies) == (
            (),
            ("sheriff", "archery_range"),
            (),
            1,
        )
        assert card.text
    assert not set(c.golden_arrow_cards) & set(c.villain_cards)


def test_edict_cards(c):
    """MM-11.7: the edict table."""
    got = [(e.agents, e.effect, e.location, e.road, e.villain, e.count) for e in c.edict_cards.values()]
    assert got == [
        (("lumber_camp", "iron_forge"), "guard", "workshop", None, None, 1),
        (("workshop", "church"), "remove_pennies", None, "most_pennies", None, 1),
        (("church", "weapon_cache"), "guard", "market_square", None, None, 1),
        (("weapon_cache", "market_square"), "activate_road", None, "fewest_barricades", None, 1),
        (("market_square", "lumber_camp"), "guard", "church", None, None, 1),
        (("iron_forge", "workshop"), "guard", "lumber_camp", None, None, 1),
        (("lumber_camp", "church"), "activate_road", None, "most_carriages", None, 1),
        (("iron_forge", "market_square"), "guard", "weapon_cache", None, None, 1),
        (("workshop", "weapon_cache"), "guard", "iron_forge", None, None, 1),
        (("church", "market_square"), "villain", None, "most_barricades", "john", 1),
    ]
    assert [e.name for e in c.edict_cards.values()][-1] == "The Prince's Feast"


def test_solo_rules(c):
    """MM-11.2: 2 agents; MM-11.4: 5 of the 10 edicts per game; MM-11.6: 1 villain card in rounds
    1-3 and 2 in rounds 4-5; MM-11.7: ties rotate round the roads; MM-11.9: Squire 40,
    Outlaw 50, Legend 60, as measured."""
    solo = c.solo
    assert (solo.agents, solo.edicts_per_game, solo.villain_draws_by_round) == (2, 5, (1, 1, 1, 2, 2))
    assert solo.road_tie_break == "rotate"
    assert [(r.name, r.score) for r in solo.ranks] == [("Squire", 40), ("Outlaw", 50), ("Legend", 60)]


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
