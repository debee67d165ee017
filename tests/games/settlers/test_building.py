"""Building (SR-B-8): costs, the distance rule, roads joined to your own network and never
through an opponent's building (SR-E-1), settlements at your road's end, cities, pieces; the
one phase of trading and building (SR-B-4.2)."""

from __future__ import annotations

from sherwood.engine import refuse
from sherwood.games.settlers.commands import (
    BuildCity,
    BuildRoad,
    BuildSettlement,
    BuyDevelopmentCard,
    MaritimeTrade,
)
from sherwood.games.settlers.geometry import VERTEX_ID, VERTEX_NAMES, VERTEX_NEIGHBOURS

from .situations import legal_kinds, refused, situation

A, B = 0, 1
PLENTY = {"lumber": 5, "brick": 5, "wool": 5, "grain": 5, "ore": 5}


def test_costs_go_to_the_bank():
    """SR-B-8.1: each build pays its cost table's cards to the bank."""
    match = situation(seats=2, settlements={"0,-1,S": A}, roads={"-1,0,NE": A}, hands=[PLENTY])
    match.apply(BuildRoad(A, "-1,0,E"))
    assert match.view(A).hand == (4, 5, 5, 4, 5)
    match.apply(BuildCity(A, "0,-1,S"))
    assert match.view(A).hand == (4, 5, 3, 4, 2)
    match.apply(BuyDevelopmentCard(A))
    assert match.view(A).hand == (4, 4, 2, 4, 1)
    assert sum(match.view(A).bank) == 95 - sum(match.view(A).hand)


def test_roads_join_your_own_network():
    """SR-B-8.2: a road on an empty edge with an end at your building or your road's end."""
    match = situation(seats=2, settlements={"0,-1,S": A}, roads={"-1,0,NE": A}, hands=[PLENTY])
    edges = {c.edge for c in legal_kinds(match, "build_road")}
    # at 0,-1,S: 0,-1,SE and -1,0,E; at -1,0,N (the road's other end): -1,-1,SE and -1,-1,E
    assert edges == {"0,-1,SE", "-1,0,E", "-1,-1,SE", "-1,-1,E"}
    assert refused(match, BuildRoad(A, "2,0,E")).code == "road_not_joined"
    assert refused(match, BuildRoad(A, "-1,0,NE")).code == "edge_taken"


def test_e1_no_road_through_an_opponents_building():
    """SR-B-8.3, SR-E-1: a road cannot go on through a vertex holding an opponent's building;
    a settlement may stand where an opponent's road ends, and it cuts that road."""
    match = situation(seats=2, settlements={"0,-1,S": A, "0,0,N": B},
                      roads={"0,-1,SE": A, "-1,0,NE": A}, hands=[PLENTY])
    edges = {c.edge for c in legal_kinds(match, "build_road")}
    assert "0,0,NE" not in edges and "0,-1,E" not in edges  # beyond B's 0,0,N
    assert refused(match, BuildRoad(A, "0,0,NE")).code == "road_through_building"


def test_e1_a_settlement_where_an_opponents_road_passes():
    """SR-E-1: A's road reaches 0,0,N where B's road passes: A may settle there."""
    match = situation(seats=2, settlements={"-1,-1,S": A, "1,-3,S": B},
                      roads={"-1,-1,SE": A, "-1,0,NE": A, "0,-1,SE": A,
                             "0,-2,E": B, "0,-1,NE": B, "0,-1,E": B, "0,0,NE": B},
                      hands=[PLENTY])
    assert "0,0,N" in {c.vertex for c in legal_kinds(match, "build_settlement")}
    match.apply(BuildSettlement(A, "0,0,N"))
    assert match.view(A).road_lengths == (3, 3)  # B's 4 roads are cut at 0,0,N


def test_distance_rule_and_road_end():
    """SR-B-8.4, SR-B-8.5: a settlement needs its three neighbours empty and must stand at
    the end of one of your own roads."""
    match = situation(seats=2, settlements={"0,-1,S": A, "1,-2,S": B},
                      roads={"0,-1,SE": A, "0,0,NE": A, "-1,0,NE": A}, hands=[PLENTY])
    spots = {c.vertex for c in legal_kinds(match, "build_settlement")}
    # 0,0,N and -1,0,N neighbour A's own 0,-1,S; 1,-1,S is two roads away: legal
    assert spots == {"1,-1,S"}
    assert refused(match, BuildSettlement(A, "0,0,N")).code == "distance_rule"
    assert refused(match, BuildSettlement(A, "2,0,N")).code == "settlement_off_road"
    match.apply(BuildSettlement(A, "1,-1,S"))
    neighbours = {VERTEX_NAMES[w] for w in VERTEX_NEIGHBOURS[VERTEX_ID["1,-1,S"]]}
    assert not neighbours & {c.vertex for c in legal_kinds(match, "build_settlement")}


def test_a_city_replaces_a_settlement_and_returns_the_piece():
    """SR-B-8.6: only on your own settlement; the settlement goes back to your supply."""
    match = situation(seats=2, settlements={"0,-1,S": A, "2,0,N": B}, hands=[PLENTY])
    assert {c.vertex for c in legal_kinds(match, "build_city")} == {"0,-1,S"}
    assert refused(match, BuildCity(A, "2,0,N")).code == "city_needs_settlement"
    before = match.view(A).pieces_left[A]
    match.apply(BuildCity(A, "0,-1,S"))
    assert match.view(A).pieces_left[A] == (before[0] + 1, before[1] - 1, before[2])
    assert match.view(A).vertex_city[VERTEX_ID["0,-1,S"]] and match.view(A).public_vp[A] == 2
    assert legal_kinds(match, "build_city") == []


def test_piece_limits():
    """SR-B-1.7, SR-B-8.7: no settlement, city or road beyond the supply."""
    settlements = {"0,-1,S": A, "2,0,N": A, "-2,1,N": A, "1,1,S": A, "-1,-1,N": A}
    match = situation(seats=2, settlements=settlements, roads={"-2,1,NE": A},
                      hands=[{**PLENTY, "grain": 19, "ore": 19}])
    assert match.view(A).pieces_left[A] == (0, 4, 14)
    assert legal_kinds(match, "build_settlement") == []
    assert refused(match, BuildSettlement(A, "-1,1,N")) == refuse("no_piece_left", piece="settlement")
    for vertex in list(settlements)[:4]:
        match.apply(BuildCity(A, vertex))
    assert match.view(A).pieces_left[A] == (4, 0, 14)
    assert legal_kinds(match, "build_city") == []
    assert refused(match, BuildCity(A, "-1,-1,N")) == refuse("no_piece_left", piece="city")


def test_no_road_without_a_piece():
    """SR-B-8.7: with 15 roads on the board, no more roads."""
    edges = ["-2,0,NE", "-2,0,E", "-2,0,SE", "-3,1,NE", "-2,-1,SE", "-1,-1,NE", "-1,-1,E",
             "-1,-1,SE", "-2,1,NE", "-1,0,NE", "-1,0,E", "-1,0,SE", "-2,1,E", "-2,1,SE", "-3,2,NE"]
    match = situation(seats=2, settlements={"-2,0,N": A}, roads=dict.fromkeys(edges, A),
                      hands=[PLENTY])
    assert match.view(A).pieces_left[A][2] == 0
    assert legal_kinds(match, "build_road") == []
    assert refused(match, BuildRoad(A, "-1,1,NE")) == refuse("no_piece_left", piece="road")


def test_e9_no_card_from_an_empty_deck():
    """SR-B-8.8, SR-E-9: no development card can be bought when the deck is empty."""
    match = situation(seats=2, hands=[PLENTY], deck=[])
    assert legal_kinds(match, "buy_development_card") == []
    assert refused(match, BuyDevelopmentCard(A)) == refuse("deck_empty")


def test_a_build_needs_its_cost():
    """SR-B-8.1: without the cards, no build."""
    match = situation(seats=2, settlements={"0,-1,S": A}, hands=[{"brick": 1}])
    assert legal_kinds(match, "build_road") == []
    assert refused(match, BuildRoad(A, "0,-1,SE")) == refuse("cannot_pay", item="road")


def test_trade_build_and_buy_in_any_order_in_one_phase():
    """SR-B-4.2: after the roll one phase: build, trade, buy and build again, in any order and
    as often as the cards allow, the turn staying in that phase until it ends."""
    match = situation(seats=2, settlements={"0,-1,S": A},
                      hands=[{"lumber": 6, "brick": 1, "wool": 1, "grain": 1, "ore": 1}])
    steps = [BuildRoad(A, "0,-1,SE"), MaritimeTrade(A, "lumber", "brick"), BuyDevelopmentCard(A),
             BuildRoad(A, "0,0,NE")]
    for step in steps:
        assert step in match.legal_commands()
        match.apply(step)
        assert match.view(A).prompt.kind == "trade_and_build" and match.active_seat == A
    view = match.view(A)
    assert view.hand == (0, 0, 0, 0, 0) and view.road_lengths[A] == 2 and len(view.dev_cards) == 1
    assert [c.kind for c in match.legal_commands()] == ["end_turn"]
