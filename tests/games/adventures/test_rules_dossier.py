"""The solo dossier, seals, the Sheriff's hour, Hope and the Evil End (AR-9, AR-11, AR-12,
AR-1.14, AR-1.15, AR-18.7, AR-18.8 of shared/rules/adventures_solo.md), one test per rule or
small group, through the public API; draws are injected with ``rig``."""

from __future__ import annotations

import pytest

from tests.games.adventures.playing import do, face, kinds, of, only
from tests.games.adventures.situations import rig, situation


def win_a_guard(square, **kw):
    """Overpower guard 1 on forest_edge (one white die) with the dossier on ``square``."""
    kw.setdefault("gisbourne", "gate_shadows")
    faces = {"G1": "revealed", **kw.pop("faces", {})}
    m = situation(at="forest_edge", faces=faces, dossier=square, phase="act",
                  bag_white=kw.pop("bag_white", 1), **kw)
    return m


# --- the dossier ------------------------------------------------------------------------------

def test_square_2_draws_a_seal():
    """AR-9.1, AR-1.2, AR-1.15, table 1.6: after the reward the red die moves up one square
    and its symbol is carried out: square 2 draws a seal into the next free recess."""
    m = win_a_guard(1, recesses=["S1"])
    rig(m, dice="W", seals=["S6"], discs=["own"])
    events = do(m, "overpower", target="G1", bow=False)
    assert only(events, "dossier_stepped").square == 2
    seal = only(events, "seal_drawn")
    assert (seal.seal, seal.recess) == ("S6", 2)
    assert face(m, "G12") == "revealed" and face(m, "C23") == "revealed"


def test_square_3_moves_gisbourne():
    """AR-9.1, AR-10.9, table 1.6: square 3: Gisbourne moves."""
    m = win_a_guard(2, gisbourne="west_wall_111")
    rig(m, dice="W", discs=["own"])
    events = do(m, "overpower", target="G1", bow=False)
    assert only(events, "dossier_stepped").square == 3
    assert "gisbourne_rode" in kinds(events)
    assert m.view(0).gisbourne != "west_wall_111"


def test_square_3_may_be_cancelled_by_a_barrel():
    """AR-10.9, AR-7.7: the dossier's Gisbourne is an activation: a Barrel may cancel it."""
    m = win_a_guard(2, gisbourne="west_wall_111", objects={"barrel": 1})
    rig(m, dice="W", discs=["own"])
    do(m, "overpower", target="G1", bow=False)
    assert m.view(0).prompt.kind == "barrel_call"
    do(m, "roll_barrel")
    assert m.view(0).gisbourne == "west_wall_111" and m.view(0).dossier == 3


def test_square_4_adds_a_violet_die():
    """AR-9.1, table 1.6: square 4 puts 1 violet die from the supply into the bag."""
    m = win_a_guard(3, bag_violet=8)
    rig(m, dice="W", discs=["own"])
    do(m, "overpower", target="G1", bow=False)
    view = m.view(0)
    assert view.dossier == 4 and view.bag_violet == 9 and view.supply_violet == 11


def test_square_4_with_an_empty_violet_supply():
    """AR-1.5: with no violet die in the supply square 4 adds nothing."""
    m = win_a_guard(3, bag_violet=20)
    rig(m, dice="W", discs=["own"])
    do(m, "overpower", target="G1", bow=False)
    assert m.view(0).bag_violet == 20


def test_square_5_draws_a_seal():
    """AR-9.1, table 1.6: square 5 draws a seal."""
    m = win_a_guard(4, recesses=["S2", "S4"])
    rig(m, dice="W", seals=["S8"], discs=["own"])
    events = do(m, "overpower", target="G1", bow=False)
    assert (only(events, "seal_drawn").seal, m.view(0).recesses[-1]) == ("S8", "S8")
    assert m.view(0).dossier == 5


def test_the_top_square_resets_the_dossier_and_the_seals():
    """AR-9.2, AR-9.3: at square 6 the die goes back to square 1 at once; every placed seal
    but the coach seals goes back into the bag; the coach seals keep their order in the lowest
    recesses; tiles they revealed stay; the next seal goes into the next free recess; square
    1's effect is not carried out."""
    m = win_a_guard(5, recesses=["S6", "S1", "S5", "S2"],
                    faces={"G1": "revealed", "G2": "revealed", "N14": "revealed"})
    rig(m, dice="W", discs=["own"])
    events = do(m, "overpower", target="G1", bow=False)
    assert "dossier_reset" in kinds(events) and "seal_drawn" not in kinds(events)
    view = m.view(0)
    assert view.dossier == 1
    assert tuple(view.recesses) == ("S6", "S5")
    assert sorted(view.seals_bag) == ["S1", "S2", "S3", "S4", "S7", "S8"]
    assert face(m, "G2") == "revealed" and face(m, "N14") == "revealed"
    do(m, "move", to="forest_edge")  # the next turn: stay, no action
    rig(m, discs=["red", "white"], seals=["S3"])
    events = do(m, "end_turn")
    assert only(events, "seal_drawn").recess == 3


def test_a_bribe_is_not_an_overpower():
    """AR-9.4, AR-7.6: a bribe turns a guard back without a dossier step."""
    m = situation(at="forest_edge", faces={"G1": "revealed"}, objects={"gold": 1}, dossier=2)
    do(m, "bribe", guard="G1")
    assert m.view(0).dossier == 2


# --- the Sheriff's hour -----------------------------------------------------------------------

def hour(**kw):
    """End the turn into the red disc (and then the own disc)."""
    seals = kw.pop("seals", ["S2"])
    kw.setdefault("phase", "after")
    kw.setdefault("gisbourne", "gate_shadows")
    m = situation(**kw)
    rig(m, discs=["red", "own"], seals=seals)
    return m, do(m, "end_turn")


@pytest.mark.parametrize(("at", "watched"), [
    ("forest_edge", True),   # the guard's own space
    ("north_road", True),    # open, joined by a path edge
    ("mid_road", True),      # open, joined by a path edge
    ("tb34", False),         # joined by a path edge, but in shadow
    ("keeper_90", False),    # open, two steps away
])
def test_a_guard_watches_its_space_and_open_neighbours(at, watched):
    """AR-11.2, AR-11.3: a revealed guard watches its own space, whatever its light, and every
    open space joined to it by a path edge; a watched outlaw loses 1 Hope."""
    m, events = hour(at=at, faces={"G1": "revealed"}, hope=9)
    assert ("watched" in kinds(events)) == watched
    assert m.view(0).hope == 9 - watched  # S2 costs no Hope


def test_the_guards_own_space_is_watched_even_in_shadow():
    """AR-11.2: guard 12 on west_wall_111 (shadow) watches its own space."""
    m, events = hour(at="west_wall_111", faces={"G12": "revealed"}, hope=9)
    assert "watched" in kinds(events) and m.view(0).hope == 8


def test_watched_by_many_costs_one_hope():
    """AR-11.3: however many guards watch you, Hope -1 once."""
    m, events = hour(at="castle_gate", faces={"G4": "revealed", "G5": "revealed"}, hope=9)
    assert only(events, "watched")
    assert m.view(0).hope == 8


def test_will_scarlet_is_never_watched():
    """AR-11.3, table 1.2 (Will Scarlet): Will is never watched."""
    m, events = hour(outlaw="will", at="forest_edge", faces={"G1": "revealed"}, hope=9)
    assert "watched" not in kinds(events) and m.view(0).hope == 9


def test_a_seal_revealing_a_guard_on_your_space():
    """AR-18.7, AR-11.1: the seal comes after the watch check: a guard it reveals on your
    space watches you only from the next hour on."""
    m, events = hour(at="forest_edge", hope=9, seals=["S7"])
    assert "watched" not in kinds(events)
    assert face(m, "G1") == "revealed"
    assert m.view(0).hope == 8  # S7: Hope -1


def test_no_seal_left_draws_nothing():
    """AR-11.4, AR-1.14: with all 8 seals in the 8 recesses the hour draws none."""
    every = [f"S{i}" for i in range(1, 9)]
    m, events = hour(at="hollow_tree", recesses=every, hope=9, seals=[])
    assert "seal_drawn" not in kinds(events)
    assert m.view(0).hourglasses == 6


def test_a_revealed_tile_stays_revealed():
    """AR-11.5, AR-11.5a: revealing turns each listed tile to revealed; one already revealed
    stays so."""
    m, _events = hour(at="hollow_tree", faces={"G1": "revealed"}, seals=["S1"], hope=9)
    for tile in ("G1", "G2", "G3", "N13"):
        assert face(m, tile) == "revealed"
    assert m.view(0).hope == 8


# --- Hope and hourglasses ---------------------------------------------------------------------

def test_hope_below_zero_costs_hourglasses():
    """AR-12.3, AR-18.8, AR-12.5: Hope stays at 0 and each point below it removes an
    hourglass: at Hope 0 a seal with Hope -1 takes one (the red disc took one already)."""
    m, events = hour(at="hollow_tree", hope=0, hourglasses=5, seals=["S1"])
    view = m.view(0)
    assert view.hope == 0 and view.hourglasses == 3
    assert len(of(events, "hourglass_removed")) == 2


def test_despair_can_remove_the_last_hourglass():
    """AR-12.3, AR-18.8, AR-14.3: if Hope below 0 removes the last hourglass, you lose."""
    m, events = hour(at="forest_edge", faces={"G1": "revealed"}, hope=0, hourglasses=2,
                     seals=["S3"])
    assert m.is_over and m.outcome().table_lost
    assert m.view(0).hourglasses == 0
    assert "seal_drawn" not in kinds(events)  # AR-14.6: nothing after the end
