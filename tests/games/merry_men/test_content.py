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

from sherwood.engine.layout import FrozenMap
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
