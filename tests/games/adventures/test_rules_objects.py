"""Objects, the two parchments and the free actions (AR-7, AR-1.5, AR-1.11, AR-9.4, AR-18.12,
AR-18.15, AR-18.17 of shared/rules/adventures_solo.md), one test per rule or small group,
through the public API; draws are injected with ``rig``."""

from __future__ import annotations

import pytest

from sherwood.engine import IllegalCommand
from tests.games.adventures.playing import do, face, kinds, legal, objects, only
from tests.games.adventures.situations import rig, situation

# --- owning objects -----------------------------------------------------------------------------

def test_objects_are_dice_of_your_colour_on_the_parchments():
    """AR-7.1, AR-7.1a, AR-7.2, AR-3.10: Provisions and Sack of gold on the top parchment,
    Barrel, Horn and Sword on the bottom one; several dice on one picture are several copies;
    5 marker dice in all."""
    m = situation(at="hollow_tree", objects={"provisions": 2, "gold": 1, "barrel": 1, "sword": 1})
    assert objects(m) == {"provisions": 2, "gold": 1, "barrel": 1, "sword": 1}
    with pytest.raises(ValueError):
        situation(at="hollow_tree", objects={"provisions": 4, "gold": 2})


def test_a_sixth_object_needs_room():
    """AR-7.3: gaining a parchment object with all 5 marker dice in use: discard an owned one
    first (its die comes back) or lose the new one."""
    full = {"provisions": 2, "gold": 1, "horn": 1, "sword": 1}
    m = situation(at="mushrooms_91", phase="act", objects=full, bag_white=1)
    rig(m, dice="VW", discs=["own"])
    do(m, "explore", tile="91")
    assert m.view(0).prompt.kind == "make_room"
    assert {c.obj for c in legal(m, "discard_object")} == {"provisions", "gold", "horn", "sword"}
    assert legal(m, "forgo")
    do(m, "discard_object", obj="gold")
    assert objects(m) == {"provisions": 3, "horn": 1, "sword": 1}
    assert face(m, "91") == "explored"

    m = situation(at="mushrooms_91", phase="act", objects=full, bag_white=1)
    rig(m, dice="VW", discs=["own"])
    do(m, "explore", tile="91")
    do(m, "forgo")
    assert objects(m) == full


def test_task_objects_need_no_marker():
    """AR-7.4, AR-18.12: the Banner and the Golden cross are tokens beside the board: gaining
    one with all 5 markers in use asks nothing; they are never offered to a merchant."""
    m = situation(task_set="1", at="cave_149", objects={"provisions": 3, "gold": 2})
    do(m, "deliver", task="hungry")
    view = m.view(0)
    assert view.banner == 1 and view.prompt.kind != "make_room"
    m = situation(task_set="2", at="merchant_100", phase="act", cross=1, objects={"gold": 1})
    do(m, "trade", tile="100")
    assert all(c.give != "cross" for c in legal(m, "swap"))


# --- Eat ---------------------------------------------------------------------------------------

def test_eat_puts_two_white_dice_into_the_bag():
    """AR-7.5, AR-1.11: Eat (a free action): discard 1 Provisions, 2 white dice from the supply
    into the bag."""
    m = situation(at="hollow_tree", objects={"provisions": 2}, bag_white=1)
    events = do(m, "eat")
    assert only(events, "object_discarded").obj == "provisions"
    assert m.view(0).bag_white == 3 and objects(m) == {"provisions": 1}
    assert m.view(0).prompt.phase == "move"  # not an action


def test_eat_with_a_short_supply():
    """AR-1.5: an effect that would add white dice from an empty supply adds nothing (one
    left: one)."""
    m = situation(at="hollow_tree", objects={"provisions": 1}, bag_white=19)
    do(m, "eat")
    assert m.view(0).bag_white == 20 and m.view(0).supply_white == 0


def test_eat_needs_provisions():
    """AR-7.5: without Provisions there is nothing to eat; the command is refused."""
    m = situation(at="hollow_tree", objects={"gold": 1})
    assert not legal(m, "eat")
    from sherwood.games.adventures.commands import Eat
    before = m.state_hash()
    with pytest.raises(IllegalCommand):
        m.apply(Eat(0))
    assert m.state_hash() == before


# --- Bribe -------------------------------------------------------------------------------------

def test_bribe_a_guard_here_or_next_door():
    """AR-7.6, AR-9.4: Bribe (a free action): discard 1 Sack of gold to turn a revealed guard on
    your space or a space joined to it by a path edge back to hidden; no Hope, no dossier step,
    and it is not your action."""
    m = situation(at="gate_shadows", faces={"G4": "revealed", "G8": "revealed"},
                  objects={"gold": 1}, hope=5)
    assert {c.guard for c in legal(m, "bribe")} == {"G4"}  # G8 on square is 2 steps away
    events = do(m, "bribe", guard="G4")
    assert "bribed" in kinds(events)
    view = m.view(0)
    assert face(m, "G4") == "hidden" and view.hope == 5 and view.dossier == 1
    assert objects(m) == {}
    assert view.prompt.phase == "move"


def test_bribe_does_not_reach_over_a_sight_edge():
    """AR-7.6: guard 7 in the stables is only joined to haycart_214 by a sight edge: not
    bribable from there; from the courtyard (path edge) it is."""
    m = situation(at="haycart_214", faces={"G7": "revealed"}, objects={"gold": 1})
    assert not legal(m, "bribe")
    m = situation(at="courtyard", faces={"G7": "revealed"}, objects={"gold": 1})
    assert legal(m, "bribe", guard="G7")


def test_bribe_is_for_guards_only():
    """AR-7.6: nobles and coaches cannot be bribed."""
    m = situation(at="square", faces={"N20": "revealed"}, objects={"gold": 1})
    assert not legal(m, "bribe")


# --- Roll the barrel ---------------------------------------------------------------------------

def test_a_barrel_cancels_a_whole_activation():
    """AR-7.7, AR-5.1, AR-10.9: when Gisbourne is about to move (here by the violet disc, outside
    your turn) you may discard a Barrel to cancel the whole activation, or let him ride."""
    m = situation(at="north_road", gisbourne="west_wall_111", objects={"barrel": 2}, phase="after")
    rig(m, discs=["violet", "own"])
    events = do(m, "end_turn")
    assert "gisbourne_alarm" in kinds(events) or m.view(0).prompt.kind == "barrel_call"
    assert m.view(0).prompt.kind == "barrel_call"
    events = do(m, "roll_barrel")
    assert "barrel_rolled" in kinds(events) and "gisbourne_rode" not in kinds(events)
    assert m.view(0).gisbourne == "west_wall_111" and objects(m) == {"barrel": 1}

    m = situation(at="north_road", gisbourne="west_wall_111", objects={"barrel": 1}, phase="after")
    rig(m, discs=["violet", "own"])
    do(m, "end_turn")
    events = do(m, "let_him_ride")
    assert tuple(only(events, "gisbourne_rode").path) == ("west_wall_111", "mill", "keeper_90")
    assert objects(m) == {"barrel": 1}


def test_a_barrel_against_the_alarm_of_a_three_violet_explore():
    """AR-18.17, AR-7.7: the alarm of an explore of 3 violet is an activation too: a Barrel can
    cancel it."""
    m = situation(at="mushrooms_91", phase="act", objects={"barrel": 1}, gisbourne="gate_shadows")
    rig(m, dice="VVV", discs=["own"])
    do(m, "explore", tile="91")
    assert m.view(0).prompt.kind == "barrel_call"
    do(m, "roll_barrel")
    assert m.view(0).gisbourne == "gate_shadows"
    assert face(m, "91") == "explored"


def test_without_a_barrel_nothing_is_asked():
    """AR-7.7: the reaction needs a Barrel: without one Gisbourne rides at once."""
    m = situation(at="north_road", gisbourne="west_wall_111", objects={"horn": 1}, phase="after")
    rig(m, discs=["violet", "own"])
    events = do(m, "end_turn")
    assert "gisbourne_rode" in kinds(events)
    assert m.view(0).prompt.kind == "turn"


def test_a_coach_with_one_free_marker():
    """AR-7.3, AR-1.8, AR-8.9: a coach's 2 Sacks of gold with one free marker: the first takes
    it, the second asks for room; forgoing it, the coach still turns back and the dossier
    steps."""
    m = situation(at="south_road", phase="act", faces={"C23": "revealed"}, bag_white=1,
                  objects={"horn": 2, "barrel": 2}, hope=5)
    rig(m, dice="W", seals=["S2"], discs=["own"])
    do(m, "overpower", target="C23", bow=False)
    assert m.view(0).prompt.kind == "make_room" and m.view(0).prompt.obj == "gold"
    do(m, "forgo")
    assert objects(m) == {"horn": 2, "barrel": 2, "gold": 1}
    assert face(m, "C23") == "hidden" and m.view(0).dossier == 2 and m.view(0).hope == 7


def test_making_room_for_a_nobles_object():
    """AR-7.3, AR-1.9: noble 16's Horn with all markers in use: discard a Sack of gold for it."""
    m = situation(at="beggar_102", phase="act", faces={"N16": "revealed"}, bag_white=1,
                  objects={"gold": 3, "barrel": 2})
    rig(m, dice="W", seals=["S6"], discs=["own"])
    do(m, "overpower", target="N16", bow=False)
    do(m, "discard_object", obj="gold")
    assert objects(m) == {"gold": 2, "barrel": 2, "horn": 1}
