"""Your turn and movement (AR-2, AR-5, AR-18.13, AR-18.14 of shared/rules/adventures_solo.md):
the board graph, the 4 steps, blocked spaces, guards and Gisbourne in the way, slow moves
and the turn's phases; one test per rule or small group, through the public API."""

from __future__ import annotations

import pytest

from sherwood.games.adventures.commands import Explore, Move, UseTile
from tests.games.adventures.playing import do, kinds, only, refused
from tests.games.adventures.situations import rig, situation

# every space within 4 steps of hollow_tree (path and bridge edges; camp 60: camp_70 and
# bramble_61 blocked), worked out by hand from the edge lists of 2.2
FROM_HOLLOW_TREE = {
    "hollow_tree",
    "mushrooms_91", "tb33", "tb34", "thicket_50",
    "camp_60", "forest_edge", "herbs_94", "mid_road", "old_oak", "tb31", "tb32", "tb35", "tb37",
    "chest_190", "fisher", "keeper_90", "landing_208", "north_road", "stones", "tb30", "tb36",
    "tb38", "well_95", "woodcutter_93",
    "beehive_97", "cave_149", "ford", "mill", "south_path",
}


def destinations(m):
    return {c.to for c in m.legal_commands() if c.kind == "move"}


# --- the graph and the four steps ----------------------------------------------------------------

def test_up_to_four_steps_along_path_and_bridge_edges():
    """AR-2.1, AR-2.5, AR-5.2, AR-5.3: one move goes up to 4 steps along path and bridge edges
    (staying put is a move of 0 steps); nothing at 5 steps is offered."""
    m = situation(at="hollow_tree", gisbourne="gate_shadows", camp=60)
    assert destinations(m) == FROM_HOLLOW_TREE


def test_sight_edges_are_never_walked():
    """AR-2.5, AR-5.3: the sight edge west_wall_111 -- tower_46 only measures bow range:
    tower_46 and armoury are not a step away (armoury lies 5 steps round by the gate)."""
    m = situation(at="west_wall_111", gisbourne="south_road", camp=60)
    dest = destinations(m)
    assert "tower_46" not in dest and "armoury" not in dest
    assert {"mill", "castle_road", "courtyard"} <= dest
    refused(m, Move(0, "armoury"))


@pytest.mark.parametrize(("camp", "blocked"), [(60, ("camp_70", "bramble_61")),
                                               (70, ("camp_60", "thicket_50"))])
def test_the_other_camp_and_its_front_tile_are_blocked(camp, blocked):
    """AR-2.8, AR-2.9, AR-3.6a: the inactive camp and the tile in front of it cannot be
    entered or passed; the chosen camp's front space can (its tile was removed)."""
    m = situation(at="hollow_tree", camp=camp)
    dest = destinations(m)
    for key in blocked:
        assert key not in dest
    if camp == 60:
        assert {"thicket_50", "camp_60"} <= dest
    else:
        assert "thicket_50" not in dest
        m = situation(at="stones", camp=70)
        assert {"bramble_61", "camp_70"} <= destinations(m)


def test_you_never_enter_or_pass_gisbourne():
    """AR-5.4, AR-18.5: with Gisbourne on old_oak, from chest_190 his space is not offered, nor
    are cave_149 and west_wall_111, which lie 4 steps away only through old_oak."""
    m = situation(at="chest_190", gisbourne="mill", camp=60)
    assert {"old_oak", "cave_149"} <= destinations(m)
    m = situation(at="chest_190", gisbourne="old_oak", camp=60)
    dest = destinations(m)
    assert not {"old_oak", "cave_149", "west_wall_111"} & dest
    assert "keeper_90" in dest  # round by the tree bridges
    refused(m, Move(0, "old_oak"))


def test_a_revealed_guard_ends_your_move():
    """AR-5.5: you may enter a space with a revealed guard but stop there: with guard 4 on
    castle_gate, from gate_shadows the gate is offered, the courtyard behind it is not."""
    m = situation(at="gate_shadows", faces={"G4": "revealed"}, gisbourne="south_road")
    dest = destinations(m)
    assert "castle_gate" in dest
    assert not {"courtyard", "keep", "armoury", "stables"} & dest
    m = situation(at="gate_shadows", faces={"G4": "hidden"}, gisbourne="south_road")
    assert {"courtyard", "keep", "armoury", "stables"} <= destinations(m)


def test_will_scarlet_passes_guards_but_not_gisbourne():
    """AR-5.5, AR-18.13, AR-1.7, table 1.2 (Will Scarlet): Will may walk through a revealed guard's
    space, but never through Gisbourne or a blocked space."""
    m = situation(outlaw="will", at="gate_shadows", faces={"G4": "revealed"},
                  gisbourne="south_road")
    assert {"courtyard", "keep"} <= destinations(m)
    m = situation(outlaw="will", at="chest_190", gisbourne="old_oak", camp=60)
    assert "cave_149" not in destinations(m)
    m = situation(outlaw="will", at="hollow_tree", camp=60)
    assert "camp_70" not in destinations(m)


def test_you_may_leave_a_guards_space_freely():
    """AR-5.5, AR-18.7: standing on a revealed guard's space (e.g. one a seal revealed under
    you) you leave it freely on your turn."""
    m = situation(at="castle_gate", faces={"G4": "revealed"}, gisbourne="south_road")
    assert {"courtyard", "keep", "gate_shadows", "haycart_214"} <= destinations(m)


# --- slow moves --------------------------------------------------------------------------------

@pytest.mark.parametrize(("to", "steps", "slow"), [
    ("hollow_tree", 0, True), ("mushrooms_91", 1, True), ("camp_60", 2, True),
    ("north_road", 3, False), ("mill", 4, False)])
def test_a_move_of_two_or_fewer_steps_is_slow(to, steps, slow):
    """AR-5.1, AR-5.6: after a move of 2 or fewer steps (0 counts) 1 white die from the supply
    goes into the bag; after 3 or 4 steps none."""
    m = situation(outlaw="robin", at="hollow_tree", bag_white=1, gisbourne="gate_shadows")
    supply = m.view(0).supply_white
    events = do(m, "move", to=to)
    if steps:
        assert len(only(events, "walked").path) == steps + 1
    view = m.view(0)
    assert view.bag_white == (2 if slow else 1)
    assert view.supply_white == supply - (1 if slow else 0)
    assert ("white_dice_added" in kinds(events)) == slow


def test_maid_marian_is_slow_up_to_three_steps():
    """AR-5.6, table 1.2 (Maid Marian): her move is slow with 3 steps, not with 4."""
    m = situation(outlaw="marian", at="hollow_tree", bag_white=1)
    do(m, "move", to="north_road")
    assert m.view(0).bag_white == 2
    m = situation(outlaw="marian", at="hollow_tree", bag_white=1)
    do(m, "move", to="mill")
    assert m.view(0).bag_white == 1


def test_a_slow_move_with_an_empty_supply_adds_nothing():
    """AR-1.5: with no white die left in the supply a slow move adds none."""
    m = situation(at="hollow_tree", bag_white=20)
    assert m.view(0).supply_white == 0
    do(m, "move", to="hollow_tree")
    assert m.view(0).bag_white == 20


def test_the_boat_after_staying_keeps_the_move_slow():
    """AR-5.7, AR-18.14, AR-6.11: a book-event relocation is not a step: staying on
    landing_208 (slow, +1 white) and taking the boat to landing_209 leaves the move slow and
    adds nothing more."""
    m = situation(at="landing_208", bag_white=1, gisbourne="gate_shadows")
    do(m, "move", to="landing_208")
    assert m.view(0).bag_white == 2
    events = do(m, "use_tile", tile="208")
    assert only(events, "relocated").to == "landing_209"
    assert m.view(0).at == "landing_209" and m.view(0).bag_white == 2


# --- the turn's phases and actions -------------------------------------------------------------

def test_the_turn_is_move_then_one_action():
    """AR-5.1, AR-5.8: first the move (actions are not offered before it), then at most one
    action; after it only free actions and ending the turn remain."""
    m = situation(at="mushrooms_91", bag_white=1, objects={"provisions": 1})
    assert m.view(0).prompt.phase == "move"
    assert not any(c.kind in ("explore", "overpower", "trade", "use_tile") for c in m.legal_commands())
    do(m, "move", to="mushrooms_91")
    assert m.view(0).prompt.phase == "act"
    assert any(c.kind == "explore" for c in m.legal_commands())
    rig(m, dice="W", discs=["own"])
    do(m, "explore", tile="91")
    assert m.view(0).prompt.phase == "after"
    assert {c.kind for c in m.legal_commands()} == {"eat", "end_turn"}


def test_no_action_is_an_action():
    """AR-5.8: "no action" ends the turn after the move (the next disc is drawn)."""
    m = situation(at="mushrooms_91")
    do(m, "move", to="hollow_tree")
    rig(m, discs=["own"])
    events = do(m, "end_turn")
    assert "disc_drawn" in kinds(events) and m.view(0).prompt.phase == "move"


def test_free_actions_before_the_move_and_after_the_action():
    """AR-5.1, AR-7.5: a free action (Eat) may be taken before the move and after the action,
    but is never the turn's action."""
    m = situation(at="mushrooms_91", objects={"provisions": 2}, bag_white=1)
    do(m, "eat")
    assert m.view(0).prompt.phase == "move" and m.view(0).bag_white == 3
    do(m, "move", to="mushrooms_91")
    rig(m, dice="W", discs=["own"])
    do(m, "explore", tile="91")
    do(m, "eat")
    assert m.view(0).bag_white == 5  # 1 + 2 eaten + 1 slow - 1 drawn + 2 eaten
    assert dict(m.view(0).objects).get("provisions", 0) == 0


def test_tiles_are_used_only_from_their_space():
    """AR-0.4, AR-5.9: only tiles on the space you stand on can be explored, traded with or
    used; tile 90 on keeper_90 is not offered from old_oak next to it, and is refused."""
    m = situation(at="old_oak", phase="act")
    tiles = {getattr(c, "tile", None) for c in m.legal_commands()}
    assert "90" not in tiles and "91" not in tiles
    refused(m, Explore(0, "90"))
    refused(m, UseTile(0, "208"))


def test_refusals_say_why_and_change_nothing():
    """AR-5.1, AR-5.8: the action comes after the move, and there is one move a turn: an
    action before moving or a second move is refused, saying which; nothing
    changes."""
    m = situation(at="mushrooms_91")
    refused(m, Explore(0, "91"), "move_first")
    do(m, "move", to="mushrooms_91")
    refused(m, Move(0, "old_oak"), "moved_already")
    refused(m, Move(0, "camp_70"))
