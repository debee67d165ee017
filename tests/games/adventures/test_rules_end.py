"""The end of the game and the result (AR-14, AR-8.11, AR-12.2, AR-18.11 of
shared/rules/adventures_solo.md), and taking moves back; one test per rule or small group,
through the public API (``outcome``, ``can_undo``)."""

from __future__ import annotations

import pytest

from sherwood.engine import IllegalCommand
from tests.games.adventures.playing import do, kinds
from tests.games.adventures.situations import rig, situation


def test_hope_18_wins_at_once_mid_turn():
    """AR-14.2, AR-12.2, AR-14.1: Hope reaching 18 (here by exploring: 17 + 2) wins at once,
    in the middle of the turn; Hope never shows above 18."""
    m = situation(at="mushrooms_91", phase="act", hope=17, bag_white=1)
    rig(m, dice="W", discs=["own"])
    events = do(m, "explore", tile="91")
    view = m.view(0)
    assert m.is_over and view.result == "hope" and view.hope == 18
    assert m.outcome().winners == (0,) and not m.outcome().table_lost
    assert kinds(events)[-1] == "adventure_won"
    assert "tile_turned" not in kinds(events)  # AR-14.6: nothing after the end
    assert m.legal_commands() == []


def test_a_reward_to_18_ends_before_the_dossier_step():
    """AR-8.11, AR-14.6, AR-18.11: an overpower reward that brings Hope to 18 wins before the
    dossier step."""
    m = situation(at="forest_edge", phase="act", faces={"G1": "revealed"}, hope=17,
                  bag_white=1, dossier=2)
    rig(m, dice="W", discs=["own"])
    events = do(m, "overpower", target="G1", bow=False)
    assert m.is_over and m.view(0).result == "hope"
    assert "dossier_stepped" not in kinds(events) and m.view(0).dossier == 2


def test_a_special_reward_to_18_wins():
    """AR-18.11: a special opponent's reward reaching 18 wins even with the dossier on
    square 5 (the reset never happens)."""
    m = situation(task_set="3", at="wall_48", phase="act", hope=14, bag_white=2, dossier=5,
                  recesses=["S1", "S2"])
    rig(m, dice="WW", discs=["own"])
    events = do(m, "overpower", target="sheriff", bow=False)
    assert m.is_over and m.view(0).result == "hope"
    assert "dossier_reset" not in kinds(events)


def test_the_last_hourglass_loses():
    """AR-14.3, AR-12.4, AR-12.5: removing the last hourglass loses at once (unless already
    won)."""
    m = situation(at="hollow_tree", phase="after", hourglasses=1, hope=10)
    rig(m, discs=["red"], seals=["S2"])
    events = do(m, "end_turn")
    assert m.is_over and m.outcome().table_lost and m.outcome().winners == ()
    assert m.view(0).result == "hourglasses"
    assert kinds(events)[-1] == "adventure_lost"


def test_the_camp_loses():
    """AR-14.5, AR-10.7: Gisbourne entering your camp loses at once."""
    m = situation(at="keep", gisbourne="thicket_50", phase="after", camp=60)
    rig(m, discs=["violet"])
    do(m, "end_turn")
    assert m.is_over and m.view(0).result == "camp" and m.outcome().table_lost


def test_nothing_after_the_end():
    """AR-14.6: once the game is over no command is legal and any command is refused."""
    m = situation(at="keep", gisbourne="thicket_50", phase="after", camp=60)
    rig(m, discs=["violet"])
    do(m, "end_turn")
    from sherwood.games.adventures.commands import EndTurn
    with pytest.raises(IllegalCommand):
        m.apply(EndTurn(0))
    assert m.legal_commands() == []


def test_the_result_rows():
    """AR-14.9: no points: the result shows the cause, final Hope, hourglasses left, tasks
    completed and turns taken."""
    m = situation(task_set="1", at="castle_gate", banner=1, hope=6, hourglasses=4,
                  coat_of_arms=["poacher", "hungry"], faces={"190": "explored", "149": "explored"})
    do(m, "deliver", task="lion_banner", goods="banner")
    outcome = m.outcome()
    assert outcome.scores == (10,) and outcome.total_label == "Final Hope"
    assert [(row.label, row.values) for row in outcome.rows] == [
        ("Hourglasses left", (4,)), ("Special Tasks completed", (3,)), ("Turns taken", (1,))]
    assert "Special Tasks" in outcome.heading  # the cause


# --- taking back ----------------------------------------------------------------------------------

def test_a_move_can_be_taken_back_a_draw_cannot():
    """AR-4.1, AR-16.2: a move draws nothing and can be taken back; an explore draws dice and
    cannot."""
    m = situation(at="mushrooms_91", bag_white=1)
    before = m.state_hash()
    do(m, "move", to="hollow_tree")
    assert m.can_undo
    m.undo()
    assert m.state_hash() == before
    do(m, "move", to="mushrooms_91")
    rig(m, dice="W", discs=["own"])
    do(m, "explore", tile="91")
    assert not m.can_undo
