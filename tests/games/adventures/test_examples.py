"""The 15 worked examples of shared/rules/adventures_solo.md, played through the public API.

Each test builds the example's position with ``situation`` and injects the example's draws
with ``rig`` (tests/games/adventures/situations.py); the docstring names the example and the
rule IDs it lists. Unless the example says otherwise: Robin Hood, camp 60, no Sword or Horn,
the dossier on square 1.
"""

from __future__ import annotations

from tests.games.adventures.playing import do, face, kinds, of, only
from tests.games.adventures.situations import rig, situation, start


def drawn_dice(events):
    return [e.die for e in of(events, "die_drawn")]


def end_turn(m):
    return do(m, "end_turn")


# --- 1. Start position ---------------------------------------------------------------------------

def test_example_01_start_position():
    """Example 1, start position (AR-3.18, AR-3.19, AR-3.20, AR-3.21, AR-11.5): the lion
    seals shuffled to S3, S1, S4, S2 lie on old_oak (blue), hollow_tree (green), stones
    (turquoise), herbs_94 (yellow); Robin (green) starts on hollow_tree; the setup seal S3
    goes into recess 1: Hope 4 -> 3, guards 6, 7, 8 and noble 16 revealed."""
    m = start(outlaw="robin", camp=60, lion=["S3", "S1", "S4", "S2"], seals=["S3"])
    laid = only(m.opening_events, "lion_seals_laid")
    assert tuple(laid.places) == (("old_oak", "S3"), ("hollow_tree", "S1"), ("stones", "S4"),
                                  ("herbs_94", "S2"))
    view = m.view(0)
    assert view.at == "hollow_tree"
    assert tuple(view.recesses) == ("S3",)
    assert view.hope == 3
    seal = only(m.opening_events, "seal_drawn")
    assert (seal.seal, seal.recess) == ("S3", 1)
    revealed = {t for t, f in dict(view.faces).items() if f == "revealed"}
    assert revealed == {"G6", "G7", "G8", "N16"}
    assert sorted(view.seals_bag) == ["S1", "S2", "S4", "S5", "S6", "S7", "S8"]


# --- 2-4. Exploring ------------------------------------------------------------------------------

def test_example_02_explore_three_violet():
    """Example 2, explore with 3 violet (AR-6.3, AR-6.4, AR-6.5, AR-6.6): bag 8V + 1W; Robin
    explores tile 91 on mushrooms_91 and draws V, V, V: Gisbourne moves; tile 91 turns to
    `explored`; the 3 V go back, the bag still holds 8V + 1W."""
    m = situation(at="mushrooms_91", bag_violet=8, bag_white=1, gisbourne="gate_shadows",
                  phase="act")
    rig(m, dice="VVV", discs=["own"])
    events = do(m, "explore", tile="91")
    assert drawn_dice(events) == ["V", "V", "V"]
    assert only(events, "explored").tile == "91"
    assert "gisbourne_rode" in kinds(events)
    assert kinds(events).index("gisbourne_rode") < kinds(events).index("tile_turned")
    view = m.view(0)
    assert view.gisbourne != "gate_shadows"
    assert face(m, "91") == "explored"
    assert (view.bag_violet, view.bag_white) == (8, 1)
    assert view.hope == 4


def test_example_03_explore_white_first():
    """Example 3, explore with a white die first (AR-6.2, AR-6.6): bag 8V + 3W, Hope 6;
    exploring tile 94 draws W and stops; Hope 8; the W goes to the supply (bag 8V + 2W);
    tile 94 turns to `explored`."""
    m = situation(at="herbs_94", bag_violet=8, bag_white=3, hope=6, phase="act")
    supply = m.view(0).supply_white
    rig(m, dice="W", discs=["own"])
    events = do(m, "explore", tile="94")
    assert drawn_dice(events) == ["W"]
    view = m.view(0)
    assert view.hope == 8
    assert (view.bag_violet, view.bag_white) == (8, 2)
    assert view.supply_white == supply + 1
    assert face(m, "94") == "explored"


def test_example_04_explore_two_violet_then_white_barrel():
    """Example 4, explore V, V, W (AR-6.3, AR-7.3): bag 8V + 2W; the player picks the Barrel;
    a free die of Robin's colour goes on the Barrel picture; bag 8V + 1W."""
    m = situation(at="keeper_90", bag_violet=8, bag_white=2, phase="act")
    rig(m, dice="VVW", discs=["own"])
    do(m, "explore", tile="90")
    assert m.view(0).prompt.kind == "pick_object"
    assert {c.obj for c in m.legal_commands()} == {"barrel", "horn"}
    events = do(m, "take_object", obj="barrel")
    assert only(events, "object_gained").obj == "barrel"
    view = m.view(0)
    assert dict(view.objects)["barrel"] == 1 and sum(dict(view.objects).values()) == 1
    assert (view.bag_violet, view.bag_white) == (8, 1)
    assert face(m, "90") == "explored"


# --- 5. Slow move --------------------------------------------------------------------------------

def test_example_05_slow_move_for_marian_not_for_robin():
    """Example 5, slow move (AR-5.6, table 1.2): Maid Marian moves stones -> tb35 -> camp_60
    -> thicket_50 (3 steps): slow for her, 1 white die into the bag; Robin making the same 3
    steps gets none."""
    m = situation(outlaw="marian", at="stones", bag_white=1)
    events = do(m, "move", to="thicket_50")
    assert tuple(only(events, "walked").path) == ("stones", "tb35", "camp_60", "thicket_50")
    assert only(events, "white_dice_added").count == 1
    assert m.view(0).bag_white == 2
    m = situation(outlaw="robin", at="stones", bag_white=1)
    events = do(m, "move", to="thicket_50")
    assert "white_dice_added" not in kinds(events)
    assert m.view(0).bag_white == 1


# --- 6-9. Overpowering and the dossier ----------------------------------------------------------

def test_example_06_guard_melee_with_dossier_step():
    """Example 6, a guard in melee with the dossier step (AR-8.6, AR-8.7, AR-8.8, AR-8.9,
    AR-9.1): Robin on square, guard 8 revealed, bag 9V + 2W, seals S1 and S3 in recesses 1
    and 2. Draws V, W: success; Hope +1; G8 -> hidden; bag 9V + 1W. Dossier 1 -> 2: a seal,
    S5, goes into recess 3; guard 11 and coach 22 are revealed."""
    m = situation(at="square", faces={"G8": "revealed"}, bag_violet=9, bag_white=2,
                  recesses=["S1", "S3"], hope=5, phase="act")
    rig(m, dice="VW", seals=["S5"], discs=["own"])
    events = do(m, "overpower", target="G8", bow=False)
    assert drawn_dice(events) == ["V", "W"]
    assert "overpowered" in kinds(events)
    view = m.view(0)
    assert view.hope == 6
    assert face(m, "G8") == "hidden"
    assert (view.bag_violet, view.bag_white) == (9, 1)
    assert view.dossier == 2
    seal = only(events, "seal_drawn")
    assert (seal.seal, seal.recess) == ("S5", 3)
    assert tuple(view.recesses) == ("S1", "S3", "S5")
    assert face(m, "G11") == "revealed" and face(m, "C22") == "revealed"
    order = kinds(events)
    assert order.index("hope_changed") < order.index("dossier_stepped") < order.index("seal_drawn")


def test_example_07_bow_shot_at_the_sheriff_set_2():
    """Example 7, a bow shot at the Sheriff in Set 2 (AR-8.3, AR-8.4, AR-8.5, AR-8.6, AR-8.7,
    AR-8.8, AR-8.9, AR-13.10): Robin on west_wall_111, bow distance 1 to tower_46 over the
    sight edge; bag 8V + 3W; the bow die goes into the bag, limit 3 + 1 = 4. Draws V, B, W, V,
    W: the B goes back onto the bow and is replaced; V, W, V, W are the 4 draws, 2 white:
    success. Hope +4; tile 46 -> empty; its red die onto the coat of arms; bag 8V + 1W;
    dossier step."""
    m = situation(task_set="2", at="west_wall_111", bag_violet=8, bag_white=3, hope=5,
                  phase="act")
    assert face(m, "46") == "sheriff"
    rig(m, dice="VBWVW", seals=["S5"], discs=["own"])
    events = do(m, "overpower", target="sheriff", bow=True)
    assert "bow_die_into_bag" in kinds(events)
    assert only(events, "overpower_attempt").limit == 4
    assert drawn_dice(events) == ["V", "B", "W", "V", "W"]
    assert "overpowered" in kinds(events)
    view = m.view(0)
    assert view.hope == 9
    assert face(m, "46") == "empty"
    assert "sheriff" in tuple(view.coat_of_arms)
    assert (view.bag_violet, view.bag_white) == (8, 1)
    assert not view.bow_in_bag
    assert view.dossier == 2


def test_example_08_special_with_horn_failing():
    """Example 8, a special opponent with the Horn, failing (AR-8.5, AR-8.6, AR-8.7, AR-8.8,
    AR-8.9, AR-8.10): Little John, Set 1, on chest_190 with a Sword and a Horn: melee limit
    3 + 1 + 1 = 5. Draws V, W, V, V, V: 1 success; he discards the Horn for 2 more: V, V:
    failure. The W goes to the supply, the 6 V back; no Hope; Gisbourne moves (alarm)."""
    m = situation(outlaw="john", task_set="1", at="chest_190", objects={"sword": 1, "horn": 1},
                  bag_violet=8, bag_white=2, hope=5, phase="act")
    supply = m.view(0).supply_white
    rig(m, dice="VWVVVVV", discs=["own"])
    events = do(m, "overpower", target="poacher", bow=False)
    assert only(events, "overpower_attempt").limit == 5
    assert drawn_dice(events) == ["V", "W", "V", "V", "V"]
    assert m.view(0).prompt.kind == "horn_call"
    events = do(m, "blow_horn")
    assert drawn_dice(events) == ["V", "V"]
    assert "overpower_failed" in kinds(events) and "gisbourne_rode" in kinds(events)
    view = m.view(0)
    assert view.hope == 5
    objects = dict(view.objects)
    assert objects.get("horn", 0) == 0 and objects["sword"] == 1
    assert (view.bag_violet, view.bag_white) == (8, 1)
    assert view.supply_white == supply + 1
    assert view.gisbourne != "gate_shadows"
    assert face(m, "190") == "removed" and view.dossier == 1


def test_example_09_dossier_reset():
    """Example 9, the dossier reset (AR-9.2, AR-9.3): dossier on square 5, recesses 1-4 = S1,
    S5, S7, S2. A successful overpower moves the die to square 6, at once back to square 1;
    S1, S7, S2 go back into the bag; S5 (coach) stays and moves to recess 1; square 1's
    (empty) effect is not carried out."""
    m = situation(at="square", faces={"G8": "revealed"}, dossier=5,
                  recesses=["S1", "S5", "S7", "S2"], bag_white=2, phase="act")
    rig(m, dice="W", discs=["own"])
    events = do(m, "overpower", target="G8", bow=False)
    assert "dossier_reset" in kinds(events)
    assert "seal_drawn" not in kinds(events)
    view = m.view(0)
    assert view.dossier == 1
    assert tuple(view.recesses) == ("S5",)
    assert sorted(view.seals_bag) == ["S1", "S2", "S3", "S4", "S6", "S7", "S8"]


# --- 10-12. Gisbourne ----------------------------------------------------------------------------

def test_example_10_gisbourne_chase_with_tie_break():
    """Example 10, Gisbourne's chase with a tie-break (AR-10.5): Robin visible on north_road,
    Gisbourne on west_wall_111. A violet disc: step 1 to mill; step 2: keeper_90 (#4) and
    cave_149 (#29) are both one step from north_road: keeper_90."""
    m = situation(at="north_road", gisbourne="west_wall_111", phase="after")
    rig(m, discs=["violet", "own"])
    events = end_turn(m)
    assert [e.disc for e in of(events, "disc_drawn")] == ["violet", "own"]
    rode = of(events, "gisbourne_rode")[0]
    assert tuple(rode.path) == ("west_wall_111", "mill", "keeper_90")
    assert m.view(0).gisbourne == "keeper_90"
    assert m.view(0).at == "north_road"


def test_example_11_hiding_leads_gisbourne_to_the_camp():
    """Example 11, hiding leads Gisbourne to the camp (AR-10.2, AR-10.7, AR-7.7): Robin on
    tree bridge tb34 (invisible), camp 60, Gisbourne on mid_road. A violet disc, no Barrel:
    target camp_60; thicket_50 (tile 50 removed), then camp_60: lost at once. With a Barrel
    discarded the activation is cancelled and nothing happens."""
    m = situation(at="tb34", gisbourne="mid_road", phase="after")
    rig(m, discs=["violet"])
    events = end_turn(m)
    rode = only(events, "gisbourne_rode")
    assert tuple(rode.path) == ("mid_road", "thicket_50", "camp_60")
    assert m.is_over and m.outcome().table_lost and m.outcome().winners == ()
    assert m.view(0).result == "camp"
    assert "adventure_lost" in kinds(events)

    m = situation(at="tb34", gisbourne="mid_road", phase="after", objects={"barrel": 1})
    rig(m, discs=["violet", "own"])
    end_turn(m)
    assert m.view(0).prompt.kind == "barrel_call"
    events = do(m, "roll_barrel")
    assert "gisbourne_rode" not in kinds(events)
    view = m.view(0)
    assert not m.is_over and view.gisbourne == "mid_road"
    assert dict(view.objects).get("barrel", 0) == 0


def test_example_12_caught_at_low_hope():
    """Example 12, caught at low Hope (AR-10.8, AR-12.3): Hope 1, 5 hourglasses; Robin visible
    on mid_road; Gisbourne on forest_edge. A violet disc: step 1 enters mid_road: caught;
    Hope 1 - 2 = -1: Hope 0 and 1 hourglass removed (4 left); Gisbourne to gate_shadows."""
    m = situation(at="mid_road", gisbourne="forest_edge", hope=1, hourglasses=5, phase="after")
    rig(m, discs=["violet", "own"])
    events = end_turn(m)
    assert tuple(only(events, "gisbourne_rode").path) == ("forest_edge", "mid_road")
    assert "caught" in kinds(events)
    view = m.view(0)
    assert view.hope == 0 and view.hourglasses == 4
    assert view.gisbourne == "gate_shadows"
    assert not m.is_over


# --- 13-14. The Sheriff's hour -------------------------------------------------------------------

def test_example_13_sheriffs_hour_watched():
    """Example 13, the Sheriff's hour, watched (AR-11.1, AR-11.2, AR-11.3, AR-11.4, AR-11.5):
    Hope 9, 3 hourglasses, guard 1 revealed on forest_edge, Robin on north_road (open, joined
    to forest_edge). The red disc: 2 hourglasses left; watched: Hope 8; seal S7: Hope 7,
    guards 1, 5, 9 and nobles 19, 20 revealed (guard 1 stays revealed)."""
    m = situation(at="north_road", faces={"G1": "revealed"}, hope=9, hourglasses=3,
                  phase="after")
    rig(m, discs=["red", "own"], seals=["S7"])
    events = end_turn(m)
    order = kinds(events)
    assert order.index("hourglass_removed") < order.index("watched") < order.index("seal_drawn")
    view = m.view(0)
    assert view.hourglasses == 2
    assert view.hope == 7
    assert only(events, "seal_drawn").seal == "S7"
    for tile in ("G1", "G5", "G9", "N19", "N20"):
        assert face(m, tile) == "revealed", tile


def test_example_14_last_hourglass():
    """Example 14, the last hourglass (AR-11.1, AR-14.3): 1 hourglass, Hope 17. The red disc
    removes it: lost at once; no watch check and no seal."""
    m = situation(at="north_road", faces={"G1": "revealed"}, hope=17, hourglasses=1,
                  phase="after")
    rig(m, discs=["red"], seals=["S7"])
    events = end_turn(m)
    assert "watched" not in kinds(events) and "seal_drawn" not in kinds(events)
    view = m.view(0)
    assert view.hourglasses == 0 and view.hope == 17
    assert m.is_over and m.outcome().table_lost
    assert view.result == "hourglasses"


# --- 15. Merchant and the Set 3 finish -----------------------------------------------------------

def test_example_15_merchant_trade_and_set_3_finish():
    """Example 15, merchant trade and the Set 3 finish (AR-6.8, AR-6.9, AR-6.10, AR-13.15,
    AR-13.17): Set 3, Secret Camp and Burning Smithy done, Hope 12; Robin owns 2 Provisions
    and 1 Sack of gold and trades at merchant 120: gold -> Horn, one Provisions -> Barrel
    (tile 120 not turned). Later from haycart_214 (bow distance 2 to wall_48) he shoots the
    Sheriff: B, W, V, W: the B is replaced; 2 white: third task, an immediate win although
    Hope 12 + 4 = 16 < 18."""
    m = situation(task_set="3", at="merchant_120", hope=12,
                  coat_of_arms=["secret_camp", "burning_smithy"],
                  objects={"provisions": 2, "gold": 1}, bag_white=2, phase="act")
    do(m, "trade", tile="120")
    assert m.view(0).prompt.kind == "trading"
    do(m, "swap", give="gold", take="horn")
    do(m, "swap", give="provisions", take="barrel")
    rig(m, discs=["own"], dice="BWVW")
    do(m, "done_trading")
    view = m.view(0)
    objects = {k: v for k, v in dict(view.objects).items() if v}
    assert objects == {"provisions": 1, "horn": 1, "barrel": 1}
    assert face(m, "120") == "merchant"
    if m.view(0).prompt.phase == "after":  # Eat is still possible: end the turn
        end_turn(m)
    do(m, "move", to="haycart_214")
    events = do(m, "overpower", target="sheriff", bow=True)
    assert drawn_dice(events) == ["B", "W", "V", "W"]
    assert "overpowered" in kinds(events)
    view = m.view(0)
    assert view.hope == 16
    assert face(m, "48") == "empty"
    assert len(view.coat_of_arms) == 3
    assert m.is_over and m.outcome().winners == (0,)
    assert view.result == "tasks"
    assert "dossier_stepped" not in kinds(events)  # AR-14.6: the win ends everything
