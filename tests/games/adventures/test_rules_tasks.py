"""The Special Tasks, set by set (AR-13, AR-3.16, AR-7.9, AR-14.4, AR-14.7, AR-18.9 to AR-18.12
of shared/rules/adventures_solo.md), one test per rule or small group, through the public
API; draws are injected with ``rig``."""

from __future__ import annotations

import pytest

from sherwood.engine import Match
from tests.games.adventures.playing import do, face, kinds, legal, objects, only, refused
from tests.games.adventures.situations import rig, situation


def start(task_set, camp=60):
    return Match.start("adventures", 1, seed=4, options={"task_set": task_set, "camp": camp})


# --- Set 1: The Lion in the Wind -----------------------------------------------------------------

def test_set_1_setup():
    """AR-3.16, AR-13.1, AR-13.2, AR-0.5: tiles 190 (Chest) and 149 (Cave) are taken from the board
    (their recesses are the Poacher and the Hungry), the coat of arms is empty; the task dice
    lie on 190, 149 and 243 (the pennant still shows)."""
    m = start("1")
    assert (face(m, "190"), face(m, "149"), face(m, "243")) == ("removed", "removed", "pennant")
    assert tuple(m.view(0).coat_of_arms) == ()
    assert face(m, "58") == "unexplored" and face(m, "46") == "empty"


def test_the_poacher():
    """AR-13.3, AR-8.7, AR-13.16, AR-13.21: overpower the Poacher on chest_190 with 2 white
    dice in one attempt: tile 190 back on `explored`, Hope +4, 1 Provisions, the red die onto
    the coat of arms, then the dossier step."""
    m = situation(task_set="1", at="chest_190", phase="act", bag_white=2, hope=5)
    rig(m, dice="WW", seals=["S6"], discs=["own"])
    events = do(m, "overpower", target="poacher", bow=False)
    assert only(events, "task_completed").task == "poacher"
    view = m.view(0)
    assert face(m, "190") == "explored" and view.hope == 9
    assert objects(m) == {"provisions": 1}
    assert tuple(view.coat_of_arms) == ("poacher",)
    assert view.dossier == 2
    order = kinds(events)
    assert order.index("task_completed") < order.index("dossier_stepped")
    assert not legal(m, "overpower")  # AR-13.18: gone


@pytest.mark.parametrize("goods", ["provisions", "gold"])
def test_the_hungry(goods):
    """AR-13.4, AR-7.9, AR-13.19, AR-13.20: on cave_149 give up 2 Provisions or 2 Sacks of
    gold (a free action): tile 149 back on `explored`, Hope +4, 1 Banner."""
    m = situation(task_set="1", at="cave_149", objects={goods: 2, "horn": 1}, hope=5)
    events = do(m, "deliver", task="hungry", goods=goods)
    assert only(events, "task_completed").task == "hungry"
    view = m.view(0)
    assert face(m, "149") == "explored" and view.hope == 9 and view.banner == 1
    assert objects(m) == {"horn": 1}
    assert view.prompt.kind == "turn" and view.prompt.phase == "move"  # still your move


def test_two_of_the_same_kind():
    """AR-13.20: one Provisions and one Sack of gold are not enough."""
    m = situation(task_set="1", at="cave_149", objects={"provisions": 1, "gold": 1})
    assert not legal(m, "deliver")
    from sherwood.games.adventures.commands import Deliver
    refused(m, Deliver(0, "hungry", "provisions"))


def test_the_lion_banner():
    """AR-13.5, AR-7.4, AR-13.23: on castle_gate give up the Banner (only the Hungry gives
    one): tile 243 turns to the banner, Hope +4."""
    m = situation(task_set="1", at="castle_gate", banner=1, coat_of_arms=["hungry"], hope=5)
    events = do(m, "deliver", task="lion_banner", goods="banner")
    assert "task_completed" in kinds(events)
    view = m.view(0)
    assert face(m, "243") == "banner" and view.hope == 9 and view.banner == 0
    assert tuple(view.coat_of_arms) == ("hungry", "lion_banner")
    m = situation(task_set="1", at="castle_gate", objects={"provisions": 2})
    assert not legal(m, "deliver")


def test_set_1_tiles_are_never_explored():
    """AR-18.9: in Set 1 tiles 190 and 149 cannot be explored, before (removed) or after
    (explored) their tasks."""
    for at, tile in (("chest_190", "190"), ("cave_149", "149")):
        assert not legal(situation(task_set="1", at=at, phase="act"), "explore", tile=tile)
    m = situation(task_set="1", at="cave_149", phase="act", faces={"149": "explored"},
                  coat_of_arms=["hungry"], banner=1)
    assert not legal(m, "explore")


# --- Set 2: The Stolen Cross ---------------------------------------------------------------------

def test_set_2_setup():
    """AR-3.16, AR-13.6, AR-13.7: tile 58 taken (the Hawk's recess), the Sheriff shows on tile
    46, the church roof 251 without its cross, the coat of arms empty; tile 150 stays."""
    m = start("2")
    assert (face(m, "58"), face(m, "46"), face(m, "251")) == ("removed", "sheriff", "no_cross")
    assert face(m, "150") == "unexplored" and face(m, "48") == "empty"
    assert tuple(m.view(0).coat_of_arms) == ()


def test_the_hawk():
    """AR-13.8, AR-8.7, AR-7.4: overpower the Hawk on church_tower_58 with 2 white dice: tile 58
    back on `explored`, Hope +4 and the golden cross."""
    m = situation(task_set="2", at="church_tower_58", phase="act", bag_white=2, hope=5)
    rig(m, dice="WVW", seals=["S6"], discs=["own"])
    do(m, "overpower", target="hawk", bow=False)
    view = m.view(0)
    assert face(m, "58") == "explored" and view.hope == 9 and view.cross == 1
    assert tuple(view.coat_of_arms) == ("hawk",)


@pytest.mark.parametrize("vicar", ["unexplored", "explored"])
def test_the_golden_cross(vicar):
    """AR-13.9, AR-18.9: on church_front_150, whether or not the vicar is visible, give up the
    golden cross: tile 251 shows the cross again, Hope +4."""
    m = situation(task_set="2", at="church_front_150", cross=1, coat_of_arms=["hawk"],
                  faces={"150": vicar, "58": "explored"}, hope=5)
    do(m, "deliver", task="golden_cross", goods="cross")
    view = m.view(0)
    assert face(m, "251") == "cross" and view.hope == 9 and view.cross == 0


def test_the_golden_cross_comes_only_from_the_hawk():
    """AR-13.23: without the cross the delivery is not offered (no merchant sells it)."""
    m = situation(task_set="2", at="church_front_150", objects={"gold": 2, "provisions": 2})
    assert not legal(m, "deliver")


def test_the_sheriff_on_tower_46():
    """AR-13.10, AR-8.7, AR-13.21: overpower the Sheriff on tower_46 with 2 white dice: tile 46
    back to `empty`, Hope +4; a failure makes Gisbourne move."""
    m = situation(task_set="2", at="tower_46", phase="act", bag_white=2, hope=5)
    rig(m, dice="WW", seals=["S6"], discs=["own"])
    do(m, "overpower", target="sheriff", bow=False)
    assert face(m, "46") == "empty" and m.view(0).hope == 9
    m = situation(task_set="2", at="tower_46", phase="act", bag_white=2, hope=5,
                  gisbourne="forest_edge")
    rig(m, dice="WVV", discs=["own"])
    events = do(m, "overpower", target="sheriff", bow=False)
    assert "gisbourne_rode" in kinds(events) and face(m, "46") == "sheriff"


def test_set_2_vicar_stays_explorable():
    """AR-18.9: tile 150 stays explorable in Set 2; tile 58 does not."""
    assert legal(situation(task_set="2", at="church_front_150", phase="act"), "explore", tile="150")
    assert not legal(situation(task_set="2", at="church_tower_58", phase="act"), "explore")


# --- Set 3: Fire and Water -----------------------------------------------------------------------

def test_set_3_setup():
    """AR-3.16, AR-13.11, AR-13.12: tile 250 taken (the burning smithy), the Sheriff shows on
    the castle wall 48, the coat of arms empty; the task dice on 48, the camp and 250."""
    m = start("3", camp=70)
    assert (face(m, "250"), face(m, "48"), face(m, "46")) == ("removed", "sheriff", "empty")
    assert tuple(m.view(0).coat_of_arms) == ()


@pytest.mark.parametrize("camp", [60, 70])
def test_the_secret_camp(camp):
    """AR-13.13, AR-13.22, AR-13.20: on your camp space give up 2 Provisions or 2 Sacks of
    gold: Hope +4 and 2 Barrels."""
    m = situation(task_set="3", camp=camp, at=f"camp_{camp}", objects={"gold": 2}, hope=5)
    do(m, "deliver", task="secret_camp", goods="gold")
    assert objects(m) == {"barrel": 2} and m.view(0).hope == 9
    assert not legal(situation(task_set="3", camp=camp, at="hollow_tree", objects={"gold": 2}),
                     "deliver")


def test_burning_smithy():
    """AR-13.14: on smithy_250 give up 2 Barrels: tile 250 back on `roof`, Hope +4, 1 Sword."""
    m = situation(task_set="3", at="smithy_250", objects={"barrel": 2}, hope=5)
    do(m, "deliver", task="burning_smithy", goods="barrel")
    assert face(m, "250") == "roof" and m.view(0).hope == 9
    assert objects(m) == {"sword": 1}


def test_megan_stays_explorable_while_the_smithy_burns():
    """AR-18.10: in Set 3 Megan (tile 105) on smithy_250 can still be explored."""
    assert legal(situation(task_set="3", at="smithy_250", phase="act"), "explore", tile="105")


def test_the_sheriff_on_the_castle_wall():
    """AR-13.15: overpower the Sheriff on wall_48 with 2 white dice: tile 48 back to `empty`,
    Hope +4."""
    m = situation(task_set="3", at="wall_48", phase="act", bag_white=2, hope=5)
    rig(m, dice="WW", seals=["S6"], discs=["own"])
    do(m, "overpower", target="sheriff", bow=False)
    assert face(m, "48") == "empty" and m.view(0).hope == 9
    assert tuple(m.view(0).coat_of_arms) == ("sheriff",)


# --- common task rules ---------------------------------------------------------------------------

def test_deliveries_only_on_their_space():
    """AR-13.22, AR-0.4: the Hungry only on cave_149, the Burning Smithy only on smithy_250."""
    assert not legal(situation(task_set="1", at="north_road", objects={"gold": 2}), "deliver")
    assert not legal(situation(task_set="3", at="square", objects={"barrel": 2}), "deliver")


def test_each_task_once():
    """AR-13.18: a completed task cannot be done again."""
    m = situation(task_set="1", at="cave_149", objects={"gold": 2, "provisions": 2})
    do(m, "deliver", task="hungry", goods="gold")
    assert not legal(m, "deliver")


def test_a_delivery_after_the_action():
    """AR-13.19, AR-5.1: a delivery is a free action, also after the turn's action."""
    m = situation(task_set="3", at="smithy_250", phase="act", objects={"barrel": 2},
                  bag_white=1)
    rig(m, dice="W", discs=["own"])
    do(m, "explore", tile="105")
    assert legal(m, "deliver", task="burning_smithy")


def test_the_third_task_wins_whatever_the_hope():
    """AR-13.17, AR-14.4, AR-18.11: completing a third Special Task wins at once, regardless of
    Hope."""
    m = situation(task_set="1", at="castle_gate", banner=1, hope=3,
                  coat_of_arms=["poacher", "hungry"], faces={"190": "explored", "149": "explored"})
    events = do(m, "deliver", task="lion_banner", goods="banner")
    assert m.is_over and m.view(0).result == "tasks"
    assert m.outcome().winners == (0,)
    assert m.view(0).hope == 7
    assert kinds(events)[-1] == "adventure_won"


def test_hope_and_tasks_together():
    """AR-13.0: in a set, nobles and guards still give Hope; tasks add to it."""
    m = situation(task_set="2", at="square", phase="act", faces={"G8": "revealed"}, bag_white=1,
                  hope=5)
    rig(m, dice="W", seals=["S6"], discs=["own"])
    do(m, "overpower", target="G8", bow=False)
    assert m.view(0).hope == 6


def test_no_set_has_no_tasks():
    """AR-14.7, AR-15.1: with no set no task can be done: no delivery, no special opponent;
    only Hope 18, the hourglasses and the camp end the game."""
    m = situation(task_set="none", at="cave_149", objects={"gold": 2})
    assert not legal(m, "deliver")
    m = situation(task_set="none", at="tower_46", phase="act")
    assert not legal(m, "overpower")
    f = dict(start("none").view(0).faces)
    assert (f["190"], f["149"], f["58"], f["250"]) == ("unexplored",) * 3 + ("roof",)


def test_a_delivery_is_never_the_action():
    """AR-13.19: after delivering in the action step, the action is still to be taken."""
    m = situation(task_set="3", at="smithy_250", phase="act", objects={"barrel": 2})
    do(m, "deliver", task="burning_smithy", goods="barrel")
    assert m.view(0).prompt.phase == "act"
    assert legal(m, "explore", tile="105")


def test_a_reward_is_the_tile_and_the_coat_of_arms_before_its_hope():
    """AR-13.3, AR-13.16, AR-14.2: a task's reward follows the seed's order: the tile goes back
    and the red die onto the coat of arms, then Hope +4; a reward that reaches 18 wins with the
    finished task on the board."""
    m = situation(task_set="1", at="chest_190", phase="act", bag_white=2, hope=15)
    rig(m, dice="WW")
    events = do(m, "overpower", target="poacher", bow=False)
    order = kinds(events)
    assert order.index("tile_turned") < order.index("task_completed") < order.index("hope_changed")
    view = m.view(0)
    assert face(m, "190") == "explored" and tuple(view.coat_of_arms) == ("poacher",)
    assert view.hope == 18 and view.result == "hope" and m.is_over


def test_a_third_task_that_also_reaches_18_hope_wins_by_the_tasks():
    """AR-13.17, AR-18.11, AR-14.6: the third task wins regardless of Hope; when its reward
    would also reach 18 Hope, the task (complete before its Hope is counted) is the cause."""
    m = situation(task_set="1", at="chest_190", phase="act", bag_white=2, hope=15,
                  coat_of_arms=["hungry", "lion_banner"])
    rig(m, dice="WW")
    do(m, "overpower", target="poacher", bow=False)
    view = m.view(0)
    assert view.result == "tasks" and m.is_over and m.outcome().winners == (0,)
    assert view.hope == 18 and face(m, "190") == "explored" and len(view.coat_of_arms) == 3
