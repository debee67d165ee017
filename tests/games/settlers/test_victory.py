"""Victory (SR-B-11): 10 VP at any moment of your own turn wins at once (SR-B-11.2, SR-E-7);
10 reached on another's turn wins at the start of your own (SR-B-11.3); the turn limit of
bots-only tables (SR-M-5); the outcome and the revealed Victory Point cards (SR-B-11.4)."""

from __future__ import annotations

from sherwood.engine import Match
from sherwood.games.settlers.commands import (
    BuildRoad,
    BuildSettlement,
    BuyDevelopmentCard,
    EndTurn,
    MoveRobber,
    PlayKnight,
    Roll,
)

from .situations import situation
from .test_roads import EAST, SOUTH, WE5_A, WE5_B

A, B, C, D = range(4)
SETTLE = {"lumber": 1, "brick": 1, "wool": 1, "grain": 1}


def test_ten_on_your_own_turn_wins_at_once():
    """SR-B-11.2, SR-B-11.4: a settlement bringing A to 10 VP (a hidden VP card counting)
    ends the game at once; the VP cards are shown."""
    match = situation(seats=3, cities={"2,1,N": A, "-2,0,N": A, "0,2,S": A, "-2,2,S": A},
                      roads={"-2,2,SE": A, "-2,2,E": A}, dev=[["vp_market"], [], []],
                      hands=[SETTLE])
    assert match.view(A).vp == 9 and match.view(B).public_vp[A] == 8
    events = match.apply(BuildSettlement(A, "-1,1,S"))
    assert match.is_over and match.winners() == [A] and match.scores() == [10, 0, 0]
    won = events[-1]
    assert won.kind == "game_won" and won.vp == 10 and won.vp_cards == (("vp_market",), (), ())
    assert match.view(B).revealed_vp == (("vp_market",), (), ())
    outcome = match.outcome()
    assert outcome.heading == "Victory for Red!" and outcome.unit == "VP"
    assert [(r.label, r.values) for r in outcome.rows][:2] == [("Settlements (1 VP each)", (1, 0, 0)),
                                                              ("Cities (2 VP each)", (8, 0, 0))]
    assert outcome.breakdown[-1].values == (10, 0, 0)


def test_e7_a_victory_point_card_bought_wins_at_once():
    """SR-E-7, SR-B-9.6: bought at 9 VP, a Victory Point card wins on the turn it is bought."""
    match = situation(seats=2, cities={"2,1,N": A, "-2,0,N": A, "0,2,S": A, "1,1,S": A},
                      settlements={"-2,2,S": A}, hands=[{"wool": 1, "grain": 1, "ore": 1}],
                      deck=["vp_chapel"])
    match.apply(BuyDevelopmentCard(A))
    assert match.is_over and match.winners() == [A]


def test_b11_3_ten_on_another_turn_wins_at_the_start_of_your_own():
    """SR-B-11.3: B's settlement cuts A's road, Longest Road passes to C who then has 10 VP,
    but it is B's turn: C wins when its own turn begins."""
    roads = {**dict.fromkeys(WE5_A[:5], A), **dict.fromkeys(SOUTH, C), **dict.fromkeys(WE5_B, B)}
    match = situation(turn=B, settlements={"1,-3,S": B},
                      cities={"2,1,N": C, "-2,0,N": C, "0,2,S": C, "-2,2,S": C},
                      roads=roads, hands=[{}, SETTLE], longest=A)
    assert match.view(A).public_vp[C] == 8 and match.view(A).longest_road == A
    match.apply(BuildSettlement(B, "0,0,N"))
    assert match.view(A).longest_road == C and match.view(A).public_vp[C] == 10
    assert not match.is_over and match.active_seat == B
    events = match.apply(EndTurn(B))
    assert [e.kind for e in events] == ["turn_began", "game_won"]
    assert match.is_over and match.winners() == [C]


def test_b11_3_no_win_if_the_ten_are_gone_by_then():
    """SR-B-11.3: the win needs 10 VP still at the start of the turn. C holds Longest Road
    (tied at 5, SR-B-10.3) and 10 VP on B's turn; B's sixth road takes the card, so C starts
    its turn with 8 and play goes on."""
    roads = {**dict.fromkeys(EAST, B), **dict.fromkeys(SOUTH, C)}
    match = situation(turn=B, cities={"2,1,N": C, "-2,0,N": C, "0,2,S": C, "-2,2,S": C},
                      roads=roads, hands=[{}, {"lumber": 1, "brick": 1}], longest=C)
    assert match.view(A).public_vp[C] == 10 and not match.is_over
    match.apply(BuildRoad(B, "1,-2,NE"))
    assert match.view(A).longest_road == B and match.view(A).public_vp[C] == 8
    events = match.apply(EndTurn(B))
    assert [e.kind for e in events] == ["turn_began"]
    assert not match.is_over and match.active_seat == C


def test_m5_the_turn_limit_goes_to_the_higher_total():
    """SR-M-5: after the last turn the higher VP total wins, hidden VP cards counting."""
    match = situation(seats=3, turn_limit=5, turns=5, settlements={"2,1,N": A, "-2,0,N": B},
                      dev=[[], ["vp_chapel"], []])
    events = match.apply(EndTurn(A))
    assert match.is_over and match.winners() == [B] and match.scores() == [1, 2, 0]
    assert events[-1].kind == "turn_limit_reached" and events[-1].winner == B
    assert match.outcome().subtitle == "The game stopped after 5 turns: the higher total wins."


def test_m5_equal_totals_are_a_draw():
    """SR-M-5: equal totals at the top are a draw: nobody wins."""
    match = situation(seats=3, turn_limit=5, turns=5, settlements={"2,1,N": A, "-2,0,N": B})
    match.apply(EndTurn(A))
    assert match.is_over and match.winners() == []
    outcome = match.outcome()
    assert outcome.heading == "A draw" and outcome.note == "Equal totals at the top: a draw."


def test_m5_only_tables_of_bots_get_the_limit():
    """SR-M-5: a table of bots only starts with 1,000 turns; any human seat, no cap."""
    assert Match.start("settlers", ["bot:random"] * 4, 1).options["turn_limit"] == 1000
    assert Match.start("settlers", ["human", "bot:random"], 1).options["turn_limit"] == 0
    match = situation(seats=2, turn_limit=0, turns=5000, script=[2, 2])
    match.apply(EndTurn(A))
    match.apply(Roll(B))
    assert not match.is_over


def test_what_each_source_is_worth():
    """SR-B-11.1: a settlement is worth 1 VP, a city 2, Longest Road 2, Largest Army 2 and
    each Victory Point card 1; a seat's total is their sum."""
    sources = [
        ({"settlements": {"2,1,N": A}}, 1),
        ({"cities": {"2,1,N": A}}, 2),
        ({"roads": dict.fromkeys(WE5_A, A)}, 2),
        ({"knights": [3, 0]}, 2),
        ({"dev": [["vp_chapel"], []]}, 1),
        ({"dev": [["vp_chapel", "vp_library"], []]}, 2),
    ]
    for extra, vp in sources:
        assert situation(seats=2, **extra).view(A).vp == vp, extra
    match = situation(seats=2, settlements={"-1,-1,S": A}, cities={"2,1,N": A},
                      roads=dict.fromkeys(WE5_A, A), knights=[3, 0], dev=[["vp_chapel"], []])
    assert match.view(A).vp == 1 + 2 + 2 + 2 + 1 and match.view(B).public_vp == (7, 0)


def test_two_special_cards_worth_two_each_to_their_holder():
    """SR-B-1.8: Longest Road and Largest Army, one card each, 2 VP to whoever holds it now:
    nobody holds them at first (no VP), A's fifth road takes one, B's third knight the other."""
    match = situation(seats=2, roads=dict.fromkeys(WE5_A[:4], A), knights=[0, 2],
                      dev=[[], ["knight"]], hands=[{"lumber": 1, "brick": 1}])
    view = match.view(A)
    assert (view.longest_road, view.largest_army, view.public_vp) == (None, None, (0, 0))
    match.apply(BuildRoad(A, WE5_A[4]))
    assert match.view(A).longest_road == A and match.view(A).public_vp == (2, 0)
    match.apply(EndTurn(A))
    match.apply(PlayKnight(B))
    match.apply(MoveRobber(B, "1,1"))
    view = match.view(A)
    assert (view.longest_road, view.largest_army, view.public_vp) == (A, B, (2, 2))
