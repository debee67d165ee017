"""Overpowering and the bow (AR-8, AR-0.3, AR-1.8 to AR-1.10a, AR-18.1, AR-18.2, AR-18.4,
AR-18.16 of shared/rules/adventures_solo.md), one test per rule or small group, through the
public API; the dice drawn are injected with ``rig`` (V violet, W white, B the bow die)."""

from __future__ import annotations

import pytest

from tests.games.adventures.playing import acting, do, drawn, face, kinds, legal, objects, of, only, refused
from tests.games.adventures.situations import rig, situation


def targets(m, bow):
    return {c.target for c in legal(m, "overpower", bow=bow)}


# --- what can be overpowered ---------------------------------------------------------------------

def test_only_revealed_opponents_on_your_space_in_melee():
    """AR-8.1, AR-8.2, AR-18.4: melee targets are the revealed guards, nobles and coaches on
    your space; on `square` with guard 8 and noble 20 revealed you choose one of them; hidden
    tiles are scenery."""
    m = acting(at="square", faces={"G8": "revealed", "N20": "revealed"})
    assert targets(m, bow=False) == {"G8", "N20"}
    m = acting(at="square", faces={"G8": "revealed"})
    assert targets(m, bow=False) == {"G8"}
    m = acting(at="square")
    assert targets(m, bow=False) == set()
    from sherwood.games.adventures.commands import Overpower
    refused(m, Overpower(0, "G8", False))


def test_the_special_opponent_only_in_its_set():
    """AR-8.1, AR-13.18, AR-1.10a: the Poacher exists only in Set 1, the Hawk and the Sheriff
    on tower_46 only in Set 2, the Sheriff on wall_48 only in Set 3."""
    assert "poacher" in targets(acting(task_set="1", at="chest_190"), bow=False)
    assert not legal(acting(task_set="2", at="chest_190"), "overpower")
    assert "hawk" in targets(acting(task_set="2", at="church_tower_58"), bow=False)
    assert not legal(acting(task_set="1", at="church_tower_58"), "overpower")
    assert "sheriff" in targets(acting(task_set="2", at="tower_46"), bow=False)
    assert not targets(acting(task_set="3", at="tower_46"), bow=False)
    assert "sheriff" in targets(acting(task_set="3", at="wall_48"), bow=False)
    assert not legal(acting(task_set="none", at="wall_48"), "overpower")


# --- the bow -------------------------------------------------------------------------------------

def test_bow_distance_two_or_robins_three():
    """AR-8.3, table 1.2 (Robin Hood): a bow shot reaches a revealed guard at bow distance 2
    or less (Robin: 3): from north_road guard 9 on mill (2) is in Marian's range, guard 12 on
    west_wall_111 (3) only in Robin's."""
    faces = {"G9": "revealed", "G12": "revealed"}
    assert targets(acting(outlaw="marian", at="north_road", faces=faces, task_set="none"),
                   bow=True) == {"G9"}
    assert targets(acting(outlaw="robin", at="north_road", faces=faces, task_set="none"),
                   bow=True) == {"G9", "G12"}


def test_bow_distance_counts_sight_edges_and_blocked_spaces():
    """AR-8.3: bow distance counts edges of every kind; blocked spaces and Gisbourne count as
    ordinary spaces: from stones guard 2 on south_path is 2 through the blocked bramble_61
    (camp 60); from haycart_214 guard 7 in the stables is 1 over the sight edge."""
    m = acting(outlaw="marian", at="stones", camp=60, faces={"G2": "revealed"})
    assert targets(m, bow=True) == {"G2"}
    m = acting(outlaw="marian", at="haycart_214", faces={"G7": "revealed"})
    assert targets(m, bow=True) == {"G7"}
    # Gisbourne's space counts as an ordinary space: old_oak -- keeper_90 -- mill is 2
    m = acting(outlaw="marian", at="old_oak", faces={"G9": "revealed"}, gisbourne="keeper_90",
               task_set="none")
    assert targets(m, bow=True) == {"G9"}


def test_nobles_and_coaches_cannot_be_shot():
    """AR-1.8, AR-1.9, AR-8.3: nobles and coaches are never bow targets, even on your space."""
    m = acting(at="north_road", faces={"N13": "revealed", "C22": "revealed"}, task_set="none")
    assert targets(m, bow=True) == set()
    assert targets(m, bow=False) == {"N13", "C22"}


def test_a_shot_at_your_own_space_is_a_bow_shot():
    """AR-18.16, AR-8.4, AR-8.5: bow distance 0 is allowed and follows the bow rules: the bow
    die goes into the bag and Robin draws 1 more (limit 4)."""
    m = acting(at="square", faces={"G8": "revealed"}, bag_white=0)
    assert "G8" in targets(m, bow=True)
    rig(m, dice="VVVV", discs=["own"])
    events = do(m, "overpower", target="G8", bow=True)
    assert "bow_die_into_bag" in kinds(events)
    assert only(events, "overpower_attempt").limit == 4
    assert drawn(events) == "VVVV"
    assert m.view(0).bow_in_bag


def test_the_bow_die_goes_into_the_bag_and_back_when_drawn():
    """AR-8.4, AR-3.9, AR-18.1: at the start of a shot the bow die goes into the bag; while it
    is there the bow cannot be used; whenever any draw takes it, it returns to the bow."""
    m = acting(outlaw="marian", at="north_road", faces={"G1": "revealed"}, bag_white=0)
    rig(m, dice="VVV", discs=["own"])
    do(m, "overpower", target="G1", bow=True)
    assert m.view(0).bow_in_bag
    m2 = acting(outlaw="marian", at="north_road", faces={"G1": "revealed"}, bow_in_bag=True)
    assert targets(m2, bow=True) == set() and targets(m2, bow=False) == set()
    m3 = acting(at="mushrooms_91", bow_in_bag=True, bag_white=1)
    rig(m3, dice="BW", discs=["own"])
    do(m3, "explore", tile="91")
    assert not m3.view(0).bow_in_bag


def test_the_bow_die_is_a_success_against_a_guard():
    """AR-0.3, AR-18.2: against guards, nobles and coaches the bow die counts as a success
    die; drawn, it goes back onto the bow (never to the white supply)."""
    m = acting(outlaw="marian", at="north_road", faces={"G1": "revealed"}, bag_white=0, hope=5)
    supply = m.view(0).supply_white
    rig(m, dice="VB", discs=["own"])
    events = do(m, "overpower", target="G1", bow=True)
    assert drawn(events) == "VB"
    assert "overpowered" in kinds(events)
    view = m.view(0)
    assert view.hope == 6 and not view.bow_in_bag and view.supply_white == supply


# --- the draw ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("outlaw", "bow", "sword", "limit"), [
    ("marian", False, False, 3), ("marian", True, False, 3), ("marian", False, True, 4),
    ("john", False, False, 4), ("john", True, False, 3), ("john", False, True, 5),
    ("robin", False, False, 3), ("robin", True, False, 4), ("robin", True, True, 5),
    ("will", False, True, 4)])
def test_the_draw_limit(outlaw, bow, sword, limit):
    """AR-8.5, AR-7.8, table 1.2: 3 dice, +1 with a Sword, +1 for Little John in melee, +1 for
    Robin Hood on a bow shot; a failed draw uses the whole limit."""
    m = acting(outlaw=outlaw, at="forest_edge", faces={"G1": "revealed"}, bag_white=0,
               objects={"sword": 1} if sword else {})
    rig(m, dice="V" * 5, discs=["own"])
    events = do(m, "overpower", target="G1", bow=bow)
    assert only(events, "overpower_attempt").limit == limit
    assert len(of(events, "die_drawn")) == limit
    assert "overpower_failed" in kinds(events)


def test_the_draw_stops_at_the_first_success_against_a_guard():
    """AR-8.6, AR-1.8: a guard needs 1 success: V, W ends the draw; Hope +1."""
    m = acting(at="forest_edge", faces={"G1": "revealed"}, bag_white=1, hope=5)
    rig(m, dice="VWV", discs=["own"])
    events = do(m, "overpower", target="G1", bow=False)
    assert drawn(events) == "VW"
    assert m.view(0).hope == 6 and face(m, "G1") == "hidden"


def test_a_noble_gives_two_hope_and_its_object():
    """AR-1.9, AR-8.9, table 2.3b: a noble needs 1 success and gives Hope +2 and what it
    carries (noble 19: a Sword), then turns back to hidden."""
    m = acting(at="castle_road", faces={"N19": "revealed"}, bag_white=1, hope=5)
    rig(m, dice="W", discs=["own"])
    do(m, "overpower", target="N19", bow=False)
    assert m.view(0).hope == 7 and objects(m) == {"sword": 1}
    assert face(m, "N19") == "hidden"


def test_a_coach_gives_two_hope_and_two_sacks_of_gold():
    """AR-1.8, AR-8.9: a coach needs 1 success and gives Hope +2 and 2 Sacks of gold."""
    m = acting(at="south_road", faces={"C23": "revealed"}, bag_white=1, hope=5)
    rig(m, dice="W", discs=["own"])
    do(m, "overpower", target="C23", bow=False)
    assert m.view(0).hope == 7 and objects(m) == {"gold": 2}
    assert face(m, "C23") == "hidden"


def test_the_horn_gives_two_more_draws_once():
    """AR-8.6, AR-7.8, table 1.3 (Horn): still short after the normal draws, you may discard 1
    Horn to draw up to 2 more, stopping at the need; at most one Horn per attempt."""
    m = acting(at="forest_edge", faces={"G1": "revealed"}, objects={"horn": 2}, bag_white=1,
               hope=5)
    rig(m, dice="VVVW", discs=["own"])
    do(m, "overpower", target="G1", bow=False)
    assert m.view(0).prompt.kind == "horn_call"
    events = do(m, "blow_horn")
    assert "horn_blown" in kinds(events) and drawn(events) == "W"
    assert "overpowered" in kinds(events)
    assert objects(m) == {"horn": 1} and m.view(0).hope == 6

    m = acting(at="forest_edge", faces={"G1": "revealed"}, objects={"horn": 2}, bag_white=1)
    rig(m, dice="VVVVV", discs=["own"])
    do(m, "overpower", target="G1", bow=False)
    events = do(m, "blow_horn")
    assert drawn(events) == "VV" and "overpower_failed" in kinds(events)
    assert m.view(0).prompt.kind != "horn_call"  # no second Horn
    assert objects(m) == {"horn": 1}


def test_giving_up_keeps_the_horn():
    """AR-8.6: the Horn is a choice: giving up keeps it and the attempt fails."""
    m = acting(at="forest_edge", faces={"G1": "revealed"}, objects={"horn": 1}, bag_white=1)
    rig(m, dice="VVV", discs=["own"])
    do(m, "overpower", target="G1", bow=False)
    events = do(m, "give_up")
    assert "overpower_failed" in kinds(events) and objects(m) == {"horn": 1}


def test_special_opponents_need_two_white_dice_in_one_attempt():
    """AR-8.7, AR-8.7a, AR-1.10, AR-1.10a: the Poacher needs 2 white dice drawn in this one
    attempt: W, V, V is no success (one white), W, V, W is."""
    m = acting(task_set="1", at="chest_190", bag_white=3, hope=5)
    rig(m, dice="WVV", discs=["own"])
    events = do(m, "overpower", target="poacher", bow=False)
    assert "overpower_failed" in kinds(events) and m.view(0).hope == 5
    m = acting(task_set="1", at="chest_190", bag_white=3, hope=5)
    rig(m, dice="WVW", seals=["S5"], discs=["own"])
    events = do(m, "overpower", target="poacher", bow=False)
    assert "overpowered" in kinds(events) and m.view(0).hope == 9


def test_the_bow_die_never_counts_against_a_special_opponent():
    """AR-8.7a, AR-0.3, AR-18.2: shooting the Hawk, a drawn bow die goes back onto the bow and
    is replaced: B, W, V, V, V is one white in 4 draws (Robin's limit): a failure."""
    m = acting(task_set="2", at="church_front_150", bag_white=2, hope=5)
    assert "hawk" in targets(m, bow=True)  # bow distance 1
    rig(m, dice="BWVVV", discs=["own"])
    events = do(m, "overpower", target="hawk", bow=True)
    assert drawn(events) == "BWVVV"
    assert "overpower_failed" in kinds(events)
    assert not m.view(0).bow_in_bag and m.view(0).hope == 5


def test_dice_after_an_attempt():
    """AR-8.8, AR-6.6: white dice drawn go to the supply, violet dice back into the bag, the bow
    die onto the bow."""
    m = acting(at="forest_edge", faces={"G1": "revealed"}, bag_white=2, bag_violet=8)
    supply = m.view(0).supply_white
    rig(m, dice="VVW", discs=["own"])
    do(m, "overpower", target="G1", bow=True)
    view = m.view(0)
    assert (view.bag_violet, view.bag_white, view.supply_white) == (8, 1, supply + 1)


def test_success_is_reward_then_hidden_then_dossier():
    """AR-8.9, AR-9.1: reward first, the tile turned back to hidden, then the dossier step."""
    m = acting(at="forest_edge", faces={"G1": "revealed"}, bag_white=1, hope=5)
    rig(m, dice="W", seals=["S6"], discs=["own"])
    events = do(m, "overpower", target="G1", bow=False)
    order = kinds(events)
    assert order.index("hope_changed") < order.index("dossier_stepped")
    assert m.view(0).dossier == 2


def test_failure_raises_the_alarm():
    """AR-8.10, AR-8.1: a failed attempt makes Gisbourne move; the opponent stays revealed."""
    m = acting(at="forest_edge", faces={"G1": "revealed"}, bag_white=0,
               gisbourne="gate_shadows")
    rig(m, dice="VVV", discs=["own"])
    events = do(m, "overpower", target="G1", bow=False)
    assert "overpower_failed" in kinds(events) and "gisbourne_rode" in kinds(events)
    assert face(m, "G1") == "revealed" and m.view(0).dossier == 1
    assert m.view(0).gisbourne != "gate_shadows"


def test_two_white_dice_are_reachable():
    """AR-8.12: slow moves, Eat, extra draws and the Horn make 2 white dice reachable: with a
    slow move (+1) and a meal (+2) the bag holds 4 white dice before the attempt."""
    m = situation(task_set="1", at="old_oak", objects={"provisions": 1}, bag_white=1)
    do(m, "move", to="chest_190")
    do(m, "eat")
    assert m.view(0).bag_white == 4
    assert "poacher" in targets(m, bow=False)
