"""Guy of Gisbourne (AR-10, AR-18.6, AR-18.8 of shared/rules/adventures_solo.md): his target,
his graph, his two steps with the tie-break, the camp and being caught; one test per rule or
small group, through the public API. Each activation here comes from a violet disc drawn
when the turn ends (injected with ``rig``)."""

from __future__ import annotations

import pytest

from tests.games.adventures.playing import do, kinds, only
from tests.games.adventures.situations import rig, situation


def ride(**kw):
    """The match and the events of a violet disc drawn as the turn at ``at`` ends."""
    kw.setdefault("phase", "after")
    m = situation(**kw)
    rig(m, discs=["violet", "own"])
    return m, do(m, "end_turn")


def path(events):
    return tuple(only(events, "gisbourne_rode").path)


# --- his target -------------------------------------------------------------------------------

def test_he_rides_at_you_when_you_are_visible():
    """AR-10.1, AR-10.3, AR-10.5: Gisbourne pursues only you: visible on a forest space (open
    or shadow), you are his target; two steps along the shortest path."""
    _m, events = ride(at="hollow_tree", gisbourne="north_road", camp=60)
    assert only(events, "gisbourne_rode").target == "hollow_tree"
    _m, events = ride(at="north_road", gisbourne="west_wall_111")
    assert path(events) == ("west_wall_111", "mill", "keeper_90")


@pytest.mark.parametrize("at", ["tb34", "keep", "courtyard", "tb30"])
def test_hidden_in_the_castle_or_on_a_tree_bridge_he_rides_for_the_camp(at):
    """AR-10.2, AR-10.2a, AR-10.3: in the castle or on a tree bridge you are not visible: he
    rides towards your secret camp."""
    _m, events = ride(at=at, gisbourne="forest_edge", camp=60)
    rode = only(events, "gisbourne_rode")
    assert rode.target == "camp_60"
    assert tuple(rode.path) == ("forest_edge", "mid_road", "thicket_50")


def test_hidden_from_any_cause():
    """AR-10.2a, AR-10.9, AR-0.6: the same for an activation by a failed overpower (here in the castle
    courtyard against guard 5)."""
    m = situation(at="courtyard", faces={"G5": "revealed"}, gisbourne="forest_edge",
                  phase="act", camp=60, bag_white=0)
    rig(m, dice="VVV", discs=["own"])
    events = do(m, "overpower", target="G5", bow=False)
    assert only(events, "gisbourne_rode").target == "camp_60"
    assert m.view(0).gisbourne == "thicket_50"


# --- his graph --------------------------------------------------------------------------------

def test_the_church_counts_as_village():
    """AR-2.2, AR-10.3: the church zone hides nobody (only the castle and the tree bridges
    do): on church_tower_58 you are his target."""
    _m, events = ride(at="church_tower_58", gisbourne="gate_shadows", hope=9)
    assert only(events, "gisbourne_rode").target == "church_tower_58"


def test_he_never_takes_a_tree_bridge():
    """AR-10.4: forest_edge -- tb34 -- hollow_tree would be 2 steps; he may not enter tb34, so
    he rides mid_road, thicket_50."""
    _m, events = ride(at="hollow_tree", gisbourne="forest_edge", camp=60)
    assert path(events) == ("forest_edge", "mid_road", "thicket_50")


@pytest.mark.parametrize(("camp", "expected"), [
    (60, ("south_path", "well_95", "mid_road")),   # bramble_61 blocked: the long way round
    (70, ("south_path", "bramble_61", "stones")),  # tile 61 removed: straight through, caught
])
def test_he_never_enters_a_blocked_space(camp, expected):
    """AR-10.4, AR-2.9: with camp 60 the brambles (tile 61 present) bar his way from
    south_path to stones; with camp 70 they are open and he catches you there."""
    _m, events = ride(at="stones", gisbourne="south_path", camp=camp, hope=9)
    assert path(events) == expected
    assert ("caught" in kinds(events)) == (camp == 70)


def test_revealed_opponents_do_not_stop_him():
    """AR-10.4: he rides through a revealed guard's space (guard 1 on forest_edge)."""
    _m, events = ride(at="mid_road", gisbourne="north_road", faces={"G1": "revealed"}, hope=9)
    assert path(events) == ("north_road", "forest_edge", "mid_road")
    assert "caught" in kinds(events)


def test_the_tie_break_is_the_table_order():
    """AR-10.5, AR-2.3, AR-17.1: of two neighbours equally close, the lower "#" (keeper_90 #4
    before cave_149 #29); the same position always gives the same ride."""
    _m, events = ride(at="north_road", gisbourne="mill", hope=9)
    assert path(events) == ("mill", "keeper_90", "north_road")
    assert "caught" in kinds(events)
    again = ride(at="north_road", gisbourne="mill", hope=9)[1]
    assert [e.to_json() for e in again] == [e.to_json() for e in events]


def test_he_never_enters_your_camp_unless_it_is_his_target():
    """AR-10.6: riding at you over camp 70's neighbours (beehive_97 to bramble_61, camp 70)
    he goes by stones, never through the camp."""
    m, events = ride(at="south_path", gisbourne="beehive_97", camp=70, hope=9)
    assert "camp_70" not in path(events)
    assert not m.is_over


# --- the camp and being caught ----------------------------------------------------------------

def test_touching_your_camp_loses_at_once():
    """AR-10.7, AR-10.7a, AR-14.5, AR-14.6: if he enters your camp space you lose at once."""
    m, events = ride(at="keep", gisbourne="mid_road", camp=60)
    assert path(events) == ("mid_road", "thicket_50", "camp_60")
    assert m.is_over and m.view(0).result == "camp"
    assert m.outcome().table_lost and kinds(events)[-1] == "adventure_lost"


def test_standing_visible_on_your_camp_is_no_protection():
    """AR-18.6, AR-10.7a: visible on your own camp, his target is the camp: entering it is a
    loss (the camp check comes before being caught)."""
    m, events = ride(at="camp_60", gisbourne="mid_road", camp=60, hope=9)
    assert m.is_over and m.view(0).result == "camp"
    assert "caught" not in kinds(events)


def test_caught():
    """AR-10.8: if he enters your space the activation ends, Hope -2, and he goes back to
    gate_shadows."""
    m, events = ride(at="mid_road", gisbourne="north_road", hope=9)
    assert "caught" in kinds(events)
    view = m.view(0)
    assert view.hope == 7 and view.gisbourne == "gate_shadows" and view.at == "mid_road"
    assert only(events, "gisbourne_sent").to == "gate_shadows"


def test_caught_on_gate_shadows_he_goes_to_castle_road():
    """AR-10.8: if you stand on gate_shadows he is put on castle_road instead."""
    m, events = ride(at="gate_shadows", gisbourne="beggar_102", hope=9)
    assert "caught" in kinds(events)
    assert m.view(0).gisbourne == "castle_road"


def test_caught_at_low_hope_can_end_the_game():
    """AR-18.8, AR-12.3, AR-14.3: caught at Hope 0 with one hourglass: Hope would be -2, two
    hourglasses are due, the last goes: lost."""
    m, _events = ride(at="mid_road", gisbourne="north_road", hope=0, hourglasses=1)
    assert m.is_over and m.outcome().table_lost
    assert m.view(0).result == "hourglasses"
