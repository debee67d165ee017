"""Production (SR-B-5) and the bank's shortage rule: worked examples WE-1 and WE-4; the dice
and the robber (SR-B-1.9), and the turn around the roll (SR-B-4.1, SR-B-4.5)."""

from __future__ import annotations

import pytest

from sherwood.engine import IllegalCommand, refuse
from sherwood.games.settlers.board import HEX_BY_NAME
from sherwood.games.settlers.commands import EndTurn, MaritimeTrade, MoveRobber, Roll

from .situations import refused, situation

A, B, C, D = range(4)


def roll(match, seat):
    return match.apply(Roll(seat))


def test_we1_production():
    """WE-1, SR-B-5.1, SR-B-5.2: a 6 pays A's city 2 brick and B's settlement 1 grain; C,
    on no 6, gets nothing; every seat collects, not only the roller."""
    match = situation(turn=C, phase="before_roll", cities={"0,-1,S": A},
                      settlements={"-1,2,N": B, "1,-1,S": C}, robber="0,0", script=[2, 4])
    events = roll(match, C)
    assert match.view(A).hand == (0, 0, 0, 2, 0)
    assert match.view(B).hand == (0, 0, 1, 0, 0)
    assert match.view(C).hand == (0, 0, 0, 0, 0)
    produced = next(e for e in events if e.kind == "produced")
    assert sorted(produced.gains) == [("-1,2", B, "grain", 1), ("0,-1", A, "brick", 2)]


def test_we1_the_robber_stops_its_hex():
    """WE-1, SR-B-5.1, SR-B-6.7: with the robber on -1,2 the 6 there pays nobody."""
    match = situation(turn=C, phase="before_roll", cities={"0,-1,S": A},
                      settlements={"-1,2,N": B, "1,-1,S": C}, robber="-1,2", script=[3, 3])
    roll(match, C)
    assert match.view(A).hand == (0, 0, 0, 2, 0)
    assert match.view(B).hand == (0, 0, 0, 0, 0)


def test_we4_shortage_with_two_players_owed():
    """WE-4, SR-B-5.3, SR-B-5.4: 3 ore owed to two players with 2 in the bank: nobody gets
    ore; D's lumber from the other 8 is paid."""
    match = situation(turn=D, phase="before_roll", cities={"2,0,N": A},
                      settlements={"2,1,N": B, "-2,1,N": D},
                      hands=[{}, {}, {"ore": 17}, {}], script=[4, 4])
    assert match.view(A).bank[4] == 2
    events = roll(match, D)
    assert match.view(A).hand == (0, 0, 0, 0, 0) and match.view(B).hand == (0, 0, 0, 0, 0)
    assert match.view(D).hand == (1, 0, 0, 0, 0)
    assert match.view(A).bank[4] == 2
    shortage = next(e for e in events if e.kind == "shortage")
    assert (shortage.resource, shortage.owed, shortage.bank, shortage.seat) == ("ore", 3, 2, None)


def test_we4_variant_one_player_owed_gets_what_is_left():
    """WE-4 (variant), SR-B-5.3: with B absent and 1 ore in the bank, A receives that 1 ore."""
    match = situation(turn=D, phase="before_roll", cities={"2,0,N": A},
                      settlements={"-2,1,N": D}, hands=[{}, {}, {"ore": 18}, {}], script=[5, 3])
    roll(match, D)
    assert match.view(A).hand == (0, 0, 0, 0, 1)
    assert match.view(A).bank[4] == 0
    assert match.view(D).hand == (1, 0, 0, 0, 0)


def test_enough_in_the_bank_pays_everyone():
    """SR-B-5.3: the shortage rule applies only when the bank cannot pay all owed."""
    match = situation(turn=D, phase="before_roll", cities={"2,0,N": A},
                      settlements={"2,1,N": B}, hands=[{}, {}, {"ore": 16}, {}], script=[6, 2])
    events = roll(match, D)
    assert match.view(A).hand[4] == 2 and match.view(B).hand[4] == 1
    assert not [e for e in events if e.kind == "shortage"]


def test_a_seven_produces_nothing():
    """SR-B-6.1: on a 7 no hex produces."""
    match = situation(turn=A, phase="before_roll", settlements={"0,-1,S": A, "2,0,N": B},
                      script=[3, 4])
    events = roll(match, A)
    assert not [e for e in events if e.kind == "produced"]
    assert match.view(A).hand == (0, 0, 0, 0, 0)


def test_two_dice_summed_and_one_robber():
    """SR-B-1.9: two six-sided dice, rolled together and summed (a double six is 12, a double
    one 2; each die asks for 1..6); there is one robber: moved on, it frees the hex it left."""
    match = situation(seats=2, turn=A, phase="before_roll", settlements={"-1,-1,N": A, "1,-2,N": B},
                      script=[6, 6])
    events = roll(match, A)
    assert match.view(A).dice == (6, 6) and next(e for e in events if e.kind == "dice_rolled").total == 12
    assert match.view(A).hand == (0, 0, 1, 0, 0)  # -1,-1 fields 12
    match = situation(seats=2, turn=A, phase="before_roll", settlements={"1,-2,N": B}, script=[1, 1])
    roll(match, A)
    assert match.view(B).hand == (0, 1, 0, 0, 0)  # 1,-2 pasture 2
    with pytest.raises(ValueError, match=r"not in 1\.\.6"):
        roll(situation(seats=2, turn=A, phase="before_roll", script=[7]), A)
    match = situation(seats=2, turn=A, phase="before_roll", settlements={"2,0,N": B}, robber="2,0",
                      script=[3, 4, 4, 4])
    roll(match, A)
    match.apply(MoveRobber(A, "1,1"))
    assert match.view(A).robber == HEX_BY_NAME["1,1"]
    match.apply(EndTurn(A))
    roll(match, B)  # an 8: 2,0 pays again now that the robber is gone
    assert match.view(B).hand == (0, 0, 0, 0, 1)


def test_a_turn_is_roll_then_trade_and_build_then_end():
    """SR-B-4 (the turn), SR-B-4.1: first the roll (nothing to trade, build or end before it),
    then trading and building, then the end of the turn, which passes play to the next seat
    clockwise."""
    match = situation(seats=3, turn=C, phase="before_roll", settlements={"0,-1,S": A},
                      hands=[{}, {}, {"lumber": 4, "brick": 4}], script=[2, 2, 1, 1])
    assert [c.kind for c in match.legal_commands()] == ["roll"]
    assert refused(match, EndTurn(C)) == refuse("answer_first", prompt="before_roll")
    assert refused(match, MaritimeTrade(C, "lumber", "ore")) == refuse("roll_first")
    roll(match, C)
    kinds = {c.kind for c in match.legal_commands()}
    assert "roll" not in kinds and {"maritime_trade", "end_turn"} <= kinds
    match.apply(EndTurn(C))
    assert match.active_seat == A and match.view(A).prompt.kind == "before_roll"
    assert [c.kind for c in match.legal_commands()] == ["roll"]
    roll(match, A)
    match.apply(EndTurn(A))
    assert match.active_seat == B


def test_the_dice_are_rolled_once_a_turn():
    """SR-B-4.5: one roll a turn; a sum other than 7 produces, a 7 sets off the robber."""
    match = situation(seats=2, turn=A, phase="before_roll", settlements={"0,-1,S": A}, script=[2, 4])
    events = roll(match, A)
    assert "produced" in [e.kind for e in events] and match.view(A).prompt.kind == "trade_and_build"
    assert "roll" not in {c.kind for c in match.legal_commands()}
    with pytest.raises(IllegalCommand):
        roll(match, A)
    match = situation(seats=2, turn=A, phase="before_roll", settlements={"0,-1,S": A}, script=[5, 2])
    events = roll(match, A)
    assert "produced" not in [e.kind for e in events] and match.view(A).prompt.kind == "move_robber"
    match.apply(MoveRobber(A, "1,1"))
    assert match.view(A).prompt.kind == "trade_and_build"
    assert "roll" not in {c.kind for c in match.legal_commands()}
