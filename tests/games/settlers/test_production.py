"""Production (SR-B-5) and the bank's shortage rule: worked examples WE-1 and WE-4."""

from __future__ import annotations

from sherwood.games.settlers.commands import Roll

from .situations import situation

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
    assert produced.describe(["A", "B", "C", "D"]) in (
        "A gets 2 brick (0,-1); B gets 1 grain (-1,2)", "B gets 1 grain (-1,2); A gets 2 brick (0,-1)")


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
    assert "nobody gets ore" in shortage.describe()


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
