"""Exploring, the merchants and the book events (AR-6, AR-2.7, AR-0.3, AR-18.2, AR-18.3 of
shared/rules/adventures_solo.md), one test per rule or small group, through the public API;
draws are injected with ``rig`` (V violet, W white, B the bow die)."""

from __future__ import annotations

import pytest

from sherwood.engine import IllegalCommand
from sherwood.ui.games import words_of
from tests.games.adventures.playing import acting, do, drawn, face, kinds, legal, objects, only
from tests.games.adventures.situations import rig

EXPLORABLE = {"58": "church_tower_58", "90": "keeper_90", "91": "mushrooms_91",
              "93": "woodcutter_93", "94": "herbs_94", "95": "well_95", "97": "beehive_97",
              "101": "farm_101", "102": "beggar_102", "103": "carpenter_103",
              "104": "tavern_104", "105": "smithy_250", "106": "tuck_106", "113": "courtyard",
              "114": "armoury", "140": "fisher", "141": "mill", "142": "wash",
              "149": "cave_149", "150": "church_front_150", "190": "chest_190"}


# --- the 21 small objects and persons ----------------------------------------------------------

def test_the_explorable_tiles():
    """AR-2.7, AR-6.1, AR-6.7: the 21 small objects and persons of table 2.3c can be explored
    from their space (with no set, all of them); nothing else is explored with dice."""
    for tile, space in EXPLORABLE.items():
        m = acting(at=space, task_set="none")
        assert {c.tile for c in legal(m, "explore")} == {tile}, tile
    for space in ("landing_208", "west_wall_111", "haycart_214", "merchant_100", "tb34", "camp_60"):
        assert not legal(acting(at=space), "explore"), space


# --- the draws and results ---------------------------------------------------------------------

@pytest.mark.parametrize(("dice", "hope", "gained", "gisbourne_moves"), [
    ("W", 6, {}, False),
    ("VW", 4, {"provisions": 1}, False),
    ("VVV", 4, {}, True),
])
def test_the_explore_overview(dice, hope, gained, gisbourne_moves):
    """AR-6.1, AR-6.3, AR-1.3, table 1.7: 1 white = Hope +2; 1 violet then 1 white = 1
    Provisions; 3 violet = Gisbourne moves."""
    m = acting(at="mushrooms_91", bag_violet=8, bag_white=1, hope=4)
    rig(m, dice=dice, discs=["own"])
    events = do(m, "explore", tile="91")
    assert drawn(events) == dice
    assert m.view(0).hope == hope
    assert objects(m) == gained
    assert ("gisbourne_rode" in kinds(events)) == gisbourne_moves
    assert face(m, "91") == "explored"


@pytest.mark.parametrize("pick", ["barrel", "horn"])
def test_two_violet_then_white_gives_a_barrel_or_a_horn(pick):
    """AR-6.3, table 1.7: 2 violet then 1 white: 1 Barrel or 1 Horn, the player's choice."""
    m = acting(at="mushrooms_91", bag_violet=8, bag_white=1)
    rig(m, dice="VVW", discs=["own"])
    do(m, "explore", tile="91")
    assert {c.obj for c in legal(m, "take_object")} == {"barrel", "horn"}
    do(m, "take_object", obj=pick)
    assert objects(m) == {pick: 1}
    assert face(m, "91") == "explored"


def test_a_white_die_stops_the_draw_and_you_never_stop_early():
    """AR-6.2, AR-6.4: the first white die ends the draw; before it nothing can stop it: the
    explore command draws on to 3 dice without asking."""
    m = acting(at="mushrooms_91", bag_violet=8, bag_white=2)
    rig(m, dice="VWV", discs=["own"])
    events = do(m, "explore", tile="91")
    assert drawn(events) == "VW"
    m = acting(at="mushrooms_91", bag_violet=8, bag_white=2)
    rig(m, dice="VVV", discs=["own"])
    events = do(m, "explore", tile="91")
    assert drawn(events) == "VVV"
    assert m.view(0).prompt.kind != "pick_object"


def test_the_dice_after_an_explore():
    """AR-6.6, AR-0.2, AR-0.2a: dice are drawn from the bag, held aside while drawing, then
    white dice go to the supply, violet dice back into the bag."""
    m = acting(at="mushrooms_91", bag_violet=8, bag_white=2)
    before = m.view(0)
    rig(m, dice="VVW", discs=["own"])
    do(m, "explore", tile="91")
    after = m.view(0)
    assert after.bag_violet == before.bag_violet
    assert after.bag_white == before.bag_white - 1
    assert after.supply_white == before.supply_white + 1


def test_the_bow_die_drawn_while_exploring_is_replaced():
    """AR-6.2a, AR-0.3, AR-18.2: a bow die drawn while exploring goes straight back onto the
    bow and another die is drawn in its place (it uses up no draw and is no success)."""
    m = acting(at="mushrooms_91", bag_violet=8, bag_white=1, bow_in_bag=True, hope=4)
    rig(m, dice="VBVW", discs=["own"])
    events = do(m, "explore", tile="91")
    assert drawn(events) == "VBVW"
    assert objects(m) == {}  # V, V, W: the choice of Barrel or Horn
    assert {c.obj for c in legal(m, "take_object")} == {"barrel", "horn"}
    assert not m.view(0).bow_in_bag
    m = acting(at="mushrooms_91", bag_violet=8, bag_white=1, bow_in_bag=True, hope=4)
    rig(m, dice="BW", discs=["own"])
    do(m, "explore", tile="91")
    assert m.view(0).hope == 6 and not m.view(0).bow_in_bag


def test_an_explored_tile_cannot_be_explored_again():
    """AR-6.5, AR-6.5a, AR-0.5: in every case the tile turns to `explored` after its result; it is not
    offered again and an explore command for it is refused."""
    m = acting(at="mushrooms_91", bag_violet=8, bag_white=1)
    rig(m, dice="W", discs=["own"])
    events = do(m, "explore", tile="91")
    order = kinds(events)
    assert order.index("hope_changed") < order.index("tile_turned")
    m = acting(at="mushrooms_91", faces={"91": "explored"})
    assert not legal(m, "explore")
    from sherwood.games.adventures.commands import Explore
    before = m.state_hash()
    with pytest.raises(IllegalCommand):
        m.apply(Explore(0, "91"))
    assert m.state_hash() == before


# --- the merchants -----------------------------------------------------------------------------

def test_a_merchant_moves_dice_from_top_to_bottom():
    """AR-6.8, AR-6.9, AR-7.1, AR-7.1a, AR-7.2: at a merchant no dice are drawn; each swap
    discards a top object (Provisions, Sack of gold) and gives a bottom one (Barrel, Horn,
    Sword) of your choice; never the other way round."""
    m = acting(at="merchant_100", objects={"provisions": 2, "gold": 1, "horn": 1})
    events = do(m, "trade", tile="100")
    assert "die_drawn" not in kinds(events)
    swaps = {(c.give, c.take) for c in legal(m, "swap")}
    assert swaps == {(give, take) for give in ("provisions", "gold")
                     for take in ("barrel", "horn", "sword")}
    events = do(m, "swap", give="gold", take="sword")
    assert only(events, "traded").take == "sword"
    assert objects(m) == {"provisions": 2, "sword": 1, "horn": 1}
    do(m, "swap", give="provisions", take="sword")
    assert objects(m) == {"provisions": 1, "sword": 2, "horn": 1}
    assert {c.give for c in legal(m, "swap")} == {"provisions"}  # a Horn never goes up
    do(m, "done_trading")
    assert face(m, "100") == "merchant"


def test_a_merchant_may_be_visited_again():
    """AR-6.10: the merchants are never turned and can be traded with again later."""
    m = acting(at="merchant_120", objects={"provisions": 2})
    do(m, "trade", tile="120")
    do(m, "swap", give="provisions", take="barrel")
    do(m, "done_trading")
    rig(m, discs=["own"])
    do(m, "end_turn")
    do(m, "move", to="merchant_120")
    assert legal(m, "trade", tile="120")
    assert face(m, "120") == "merchant"


def test_trading_nothing_is_allowed():
    """AR-6.8: "as many as you like" includes none (the trade is still the turn's action)."""
    m = acting(at="merchant_100", objects={"gold": 1})
    do(m, "trade", tile="100")
    do(m, "done_trading")
    assert objects(m) == {"gold": 1}
    assert not legal(m, "explore") and not legal(m, "trade")


# --- the book events ---------------------------------------------------------------------------

@pytest.mark.parametrize(("start", "tile", "end"), [("landing_208", "208", "landing_209"),
                                                      ("landing_209", "209", "landing_208")])
def test_the_boat_crosses_both_ways(start, tile, end):
    """AR-6.7, AR-6.7a, AR-6.11: the boat (208/209) is no dice exploration: it carries you to
    the other landing, is never turned and can be used again."""
    m = acting(at=start)
    events = do(m, "use_tile", tile=tile)
    assert "die_drawn" not in kinds(events)
    assert m.view(0).at == end
    assert face(m, tile) == "boat"
    assert "boat" in only(events, "relocated").how


@pytest.mark.parametrize(("start", "end"), [("west_wall_111", "armoury"), ("armoury", "west_wall_111")])
def test_the_castle_wall_with_a_white_die(start, end):
    """AR-6.12, AR-6.6: on the wall you draw 1 die; a white one carries you over (either way),
    then goes to the supply."""
    m = acting(at=start, bag_white=1)
    supply = m.view(0).supply_white
    rig(m, dice="W", discs=["own"])
    events = do(m, "use_tile", tile="111")
    assert drawn(events) == "W"
    assert m.view(0).at == end
    assert m.view(0).supply_white == supply + 1
    assert "over the wall" in words_of(m).event(only(events, "relocated"))


def test_the_castle_wall_with_a_violet_die():
    """AR-6.12: a violet die: you stay below ("a stone breaks loose"); the die goes back."""
    m = acting(at="west_wall_111", bag_violet=8)
    rig(m, dice="V", discs=["own"])
    events = do(m, "use_tile", tile="111")
    assert "wall_failed" in kinds(events)
    assert m.view(0).at == "west_wall_111" and m.view(0).bag_violet == 8


def test_the_bow_die_is_no_success_on_the_wall():
    """AR-18.2, AR-0.3: on the wall a drawn bow die goes back onto the bow and another die is
    drawn in its place."""
    m = acting(at="west_wall_111", bow_in_bag=True, bag_white=1)
    rig(m, dice="BV", discs=["own"])
    events = do(m, "use_tile", tile="111")
    assert drawn(events) == "BV"
    assert m.view(0).at == "west_wall_111" and not m.view(0).bow_in_bag


def test_the_hay_cart_carries_you_into_the_stables():
    """AR-6.13, AR-6.7a: the hay cart moves you from haycart_214 to stables; it is never
    turned."""
    m = acting(at="haycart_214")
    events = do(m, "use_tile", tile="214")
    assert m.view(0).at == "stables" and "die_drawn" not in kinds(events)
    assert face(m, "214") == "haycart"


def test_a_book_event_may_end_on_a_guard_but_not_on_gisbourne():
    """AR-6.14: a book-event move is no step: it may end on a revealed guard's space (guard 7
    in the stables) but not on Gisbourne's; the wall is not offered (before any draw) while
    he stands on the far side."""
    m = acting(at="haycart_214", faces={"G7": "revealed"})
    do(m, "use_tile", tile="214")
    assert m.view(0).at == "stables"
    m = acting(at="landing_208", gisbourne="landing_209")
    assert not legal(m, "use_tile")
    m = acting(at="armoury", gisbourne="west_wall_111")
    assert not legal(m, "use_tile", tile="111")


def test_the_book_tiles_are_repeatable():
    """AR-6.7a: the boat, the wall and the hay cart are never turned and can be used again."""
    m = acting(at="landing_208")
    rig(m, discs=["own"])
    do(m, "use_tile", tile="208")  # nothing else to do: the turn ends, the next begins
    do(m, "move", to="landing_209")
    do(m, "use_tile", tile="209")
    assert m.view(0).at == "landing_208"


def test_a_draw_never_runs_the_bag_dry():
    """AR-18.3: the bag always holds at least 8 violet dice; an explore of 3 violet puts them
    all back."""
    m = acting(at="mushrooms_91", bag_violet=8, bag_white=0)
    rig(m, dice="VVV", discs=["own"])
    do(m, "explore", tile="91")
    assert m.view(0).bag_violet == 8
