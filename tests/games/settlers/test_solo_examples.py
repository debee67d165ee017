"""The worked examples of the Robin Hood solo variant, WE-7 to WE-15 (shared/rules/
settlers_robin.md), played through the public API on the beginner island."""

from __future__ import annotations

from sherwood.games.settlers.board import HEX_BY_NAME, HEX_NAMES
from sherwood.games.settlers.geometry import EDGE_NAMES
from sherwood.games.settlers.robin import hex_value, ring_missing
from tests.games.settlers.situations import kinds, legal_kinds, only, scripted_start, situation

ALL_SIX = ["move_lumber", "move_wool", "move_grain", "move_brick", "move_ore", "move_knight"]


def end_turn(m):
    return m.apply(legal_kinds(m, "end_turn")[0])


def pile(top, *rest):
    """A draw pile with ``top`` on top; the other cards in the discards."""
    cards = [top, *rest]
    return {"moves": cards, "moves_discard": [c for c in ALL_SIX if c not in cards]}


# --- WE-7 -----------------------------------------------------------------------------------------

def test_we7_neutral_placement_by_dice():
    """WE-7 (SR-V-2.5 to SR-V-2.9): 7 is rolled again; 8 names 2,0 and -2,1 and the 1d6's 5
    picks -2,1, corner 1 (N), road on NE; 11 names -1,0 and 0,2, the die's 2 picks -1,0, the
    corner die's 4 (S) is illegal and so are SW (occupied) and NW, so N; 11 again leaves only
    0,2 (no candidate roll), corner 3 (SE) on 0,3,N with its road on the coast edge 0,2,SE."""
    script = [3, 4, 4, 4, 5, 1,  # 7, 8, candidate die 5, corner 1
              5, 6, 2, 4,  # 11, candidate die 2, corner 4
              6, 5, 3,  # 11 again, corner 3
              6, 6, 1]  # (a fifth target: 12 at -1,-1, corner 1, then 2 at 1,-2)
    m = scripted_start(1, script)
    placed = [e for e in m.opening_events if e.kind == "neutral_placed"]
    assert [(e.hex, e.vertex, e.edge) for e in placed[:3]] == [
        ("-2,1", "-2,1,N", "-2,1,NE"), ("-1,0", "-1,0,N", "-1,0,NE"), ("0,2", "0,3,N", "0,2,SE")]
    assert placed[0].rolls == (7, 8, 5, 1) and placed[0].candidates == ("2,0", "-2,1")
    assert placed[1].rolls == (11, 2, 4) and placed[1].candidates == ("-1,0", "0,2")
    assert placed[2].rolls == (11, 3) and placed[2].candidates == ()
    assert placed[3].hex == "-1,-1" and placed[3].vertex == "-1,-1,N"
    assert len([e for e in placed if e.vertex]) == 5
    view = m.view(0)
    owner = {v: o for v, o in enumerate(view.vertex_owner) if o >= 0}
    assert set(owner.values()) == {1} and len(owner) == 5  # SR-V-1.8: five neutral settlements
    assert sum(1 for o in view.edge_owner if o == 1) == 5


# --- WE-8, WE-9 -----------------------------------------------------------------------------------

def test_we8_robin_moves_and_the_sheriff_chooses():
    """WE-8 (SR-V-4.5 to SR-V-4.8): from 0,0 the lumber card leads to the forests 1,0 and
    -1,0; the Sheriff picks one, and only those two are offered (SR-E-21)."""
    m = situation(seats=1, settlements={"1,1,S": 0}, robber="0,0", **pile("move_lumber"))
    events = end_turn(m)
    assert kinds(events)[:2] == ["robin_turn_began", "movement_drawn"]
    prompt = m.view(0).prompt
    assert prompt.kind == "choose_robin_hex" and prompt.hexes == ("-1,0", "1,0")
    assert [c.hex for c in m.legal_commands()] == ["-1,0", "1,0"]
    events = m.apply(m.legal_commands()[1])
    assert only(events, "robin_moved").to_hex == "1,0" and m.view(0).robber == HEX_BY_NAME["1,0"]
    assert kinds(events)[-1] == "turn_began"  # the Sheriff's next turn
    assert m.view(0).moves_discard[-1] == "move_lumber"


def test_we8_a_sheriff_road_leaves_one_forest_a_neutral_road_both():
    """WE-8 (SR-V-4.6, SR-V-4.10): a Sheriff road on -1,0,E leaves only 1,0, entered without a
    command; a neutral road there blocks nothing (SR-E-20)."""
    m = situation(seats=1, settlements={"-1,1,N": 0}, roads={"-1,0,E": 0}, robber="0,0",
                  **pile("move_lumber"))
    events = end_turn(m)
    assert only(events, "robin_moved").to_hex == "1,0" and m.view(0).prompt.kind == "before_roll"
    m = situation(seats=1, settlements={"-1,1,N": 1}, roads={"-1,0,E": 1}, robber="0,0",
                  **pile("move_lumber"))
    end_turn(m)
    assert m.view(0).prompt.hexes == ("-1,0", "1,0")


def test_we9_a_blocked_move_and_the_brick_card():
    """WE-9 (SR-V-4.9): a Sheriff road on 0,0,NE bars the only pasture next to the desert, so
    the wool card leaves Robin on 0,0 and goes to the discards; brick would lead to 0,-1."""
    m = situation(seats=1, settlements={"0,0,N": 0}, roads={"0,0,NE": 0}, robber="0,0",
                  **pile("move_wool"))
    events = end_turn(m)
    stayed = only(events, "robin_stayed")
    assert (stayed.why, stayed.at, stayed.terrain) == ("barred", "0,0", "pasture")
    assert stayed.barred == (("0,0,NE", "1,-1"),)  # the road on 0,0,NE, the pasture beyond it
    view = m.view(0)
    assert view.robber == HEX_BY_NAME["0,0"] and view.moves_discard[-1] == "move_wool"
    m = situation(seats=1, settlements={"0,0,N": 0}, roads={"0,0,NE": 0}, robber="0,0",
                  **pile("move_brick"))
    assert only(end_turn(m), "robin_moved").to_hex == "0,-1"


# --- WE-10, WE-11 ------------------------------------------------------------------------------------

def test_we10_robbery_and_vp_on_a_seven():
    """WE-10 (SR-V-7): V(0,1) = 1 + 2 + 1 = 4; the Sheriff discards 4 of 9, Robin steals 1
    of the 5 left onto his loot pile and reaches 10 VP; a later Monopoly on grain brings the
    stolen grain back (SR-V-8.4)."""
    m = situation(seats=1, phase="before_roll", robber="0,1", robin_vp=6,
                  settlements={"0,1,N": 0, "-1,2,N": 1}, cities={"0,2,N": 0},
                  hands=[{"brick": 2, "lumber": 2, "wool": 1, "grain": 3, "ore": 1}],
                  dev=[["monopoly"]], script=[3, 4, 1])  # 7; the theft draws card 1 of 5
    assert hex_value(m.view(0), HEX_BY_NAME["0,1"]) == 4
    m.apply(legal_kinds(m, "roll")[0])
    assert m.view(0).prompt.kind == "discard" and m.view(0).prompt.count == 4
    discard = next(c for c in m.legal_commands() if c.cards == ("lumber", "lumber", "brick", "brick"))
    events = m.apply(discard)
    assert only(events, "robin_robbed").resource == "grain"
    assert only(events, "robin_scored").total == 10
    view = m.view(0)
    assert sum(view.hand) == 4 and view.loot == (0, 0, 1, 0, 0) and view.robin_vp == 10
    events = m.apply(next(c for c in legal_kinds(m, "play_monopoly") if c.resource == "grain"))
    assert only(events, "loot_recovered").count == 1
    assert m.view(0).hand[2] == 3 and m.view(0).loot == (0, 0, 0, 0, 0)


def test_we11_relocation_on_a_seven():
    """WE-11 (SR-V-7.10 to SR-V-7.12): no building at 2,-2, so no discard (5 cards), no theft,
    no VP; the hex values are as listed and the Sheriff places Robin on 0,0 or 1,0."""
    m = situation(seats=1, phase="before_roll", robber="2,-2",
                  cities={"0,-1,S": 0, "2,-1,S": 0}, settlements={"1,-1,S": 0, "-1,1,S": 1},
                  hands=[{"ore": 5}], script=[3, 4])
    values = {HEX_NAMES[h]: hex_value(m.view(0), h) for h in range(19)}
    assert {h for h, v in values.items() if v == 3} == {"0,0", "1,0"}
    assert {h for h, v in values.items() if v == 2} == {"0,-1", "-1,0", "2,-1", "2,0"}
    assert {h for h, v in values.items() if v == 1} == {"1,-1", "-1,1", "-1,2", "-2,2"}
    events = m.apply(legal_kinds(m, "roll")[0])
    assert not {"discarded", "robin_robbed", "robin_scored"} & set(kinds(events))
    prompt = m.view(0).prompt
    assert prompt.kind == "relocate_robin" and prompt.hexes == ("0,0", "1,0")
    events = m.apply(legal_kinds(m, "relocate_robin")[0])
    assert only(events, "robin_moved").how == "relocated" and m.view(0).robin_vp == 0
    assert m.view(0).prompt.kind == "trade_and_build"


# --- WE-12 ------------------------------------------------------------------------------------------

SETTLE = {"brick": 1, "lumber": 1, "wool": 1, "grain": 1}


def test_we12_forced_displacement():
    """WE-12 (SR-V-6, SR-V-6.9): a settlement on 1,0,N with Sheriff roads on the NW and NE
    sides lets the Sheriff drive Robin to 2,0, 0,0, 0,1 or 1,1, not across his roads; he
    chooses 0,0 and Robin draws no extra card."""
    m = situation(seats=1, robber="1,0", roads={"1,-1,SE": 0, "1,0,NE": 0}, hands=[SETTLE])
    m.apply(next(c for c in legal_kinds(m, "build_settlement") if c.vertex == "1,0,N"))
    prompt = m.view(0).prompt
    assert prompt.kind == "displace_robin" and set(prompt.hexes) == {"2,0", "0,0", "0,1", "1,1"}
    assert {c.kind for c in m.legal_commands()} == {"displace_robin", "decline_displacement"}
    events = m.apply(next(c for c in legal_kinds(m, "displace_robin") if c.hex == "0,0"))
    assert kinds(events) == ["robin_moved"] and m.view(0).prompt.kind == "trade_and_build"
    assert m.view(0).moves_left == 6


def test_we12_with_the_extra_draw_option():
    """WE-12, SR-M-3: with the option on, Robin draws one card at once after the displacement."""
    m = situation(seats=1, robber="1,0", roads={"1,-1,SE": 0, "1,0,NE": 0}, hands=[SETTLE],
                  extra_draw=True, **pile("move_knight"))
    m.apply(next(c for c in legal_kinds(m, "build_settlement") if c.vertex == "1,0,N"))
    events = m.apply(next(c for c in legal_kinds(m, "displace_robin") if c.hex == "2,0"))
    assert kinds(events) == ["robin_moved", "movement_drawn", "robin_moved"]
    assert only(events, "movement_drawn").why == "displaced"
    assert m.view(0).robber == HEX_BY_NAME["0,0"] and m.view(0).prompt.kind == "trade_and_build"


# --- WE-13 ------------------------------------------------------------------------------------------

def test_we13_knight_and_the_movement_deck():
    """WE-13 (SR-V-5, SR-V-4.1): the Knight makes Robin draw grain at once and walk into the
    fields at -1,-1; a 12 then pays nothing there; his turn draws the knight card, back to the
    camp; the empty pile is reshuffled before the next draw; one played knight."""
    m = situation(seats=1, phase="before_roll", robber="0,-1", settlements={"-1,-1,N": 0},
                  dev=[["knight"]], script=[6, 6, 2, 3], **pile("move_grain", "move_knight"))
    events = m.apply(legal_kinds(m, "play_knight")[0])
    assert kinds(events) == ["knight_played", "movement_drawn", "robin_moved"]
    assert only(events, "movement_drawn").why == "knight"
    assert only(events, "robin_moved").to_hex == "-1,-1"
    events = m.apply(legal_kinds(m, "roll")[0])
    assert only(events, "dice_rolled").total == 12 and "produced" not in kinds(events)
    events = end_turn(m)
    assert only(events, "movement_drawn").card == "move_knight"
    assert only(events, "robin_moved").to_hex == "0,0" and m.view(0).moves_left == 0
    m.apply(legal_kinds(m, "roll")[0])  # a 5
    events = end_turn(m)
    assert kinds(events)[:3] == ["robin_turn_began", "moves_shuffled", "movement_drawn"]
    assert m.view(0).played_knights[0] == 1


# --- WE-14 ------------------------------------------------------------------------------------------

RING_FIVE = {"1,0,NE": 0, "1,0,E": 0, "1,0,SE": 0, "0,1,NE": 0, "0,0,E": 0}
SEVEN_VP = {"cities": {"-2,0,N": 0, "0,-2,N": 0, "-2,2,S": 0}, "settlements": {"0,2,S": 0}}
ROAD = {"brick": 1, "lumber": 1}


def ring_match(robin_vp, **extra):
    return situation(seats=1, robber="1,0", roads={**RING_FIVE, **extra.pop("roads", {})},
                     hands=[ROAD], robin_vp=robin_vp, **SEVEN_VP, **extra)


def test_we14_encirclement_wins_for_the_higher_total():
    """WE-14 (SR-V-9.4 to SR-V-9.9): five roads round 1,0 hold Longest Road (9 VP with it);
    the road on 1,-1,SE closes the ring: the game ends, the Sheriff wins 9 to 7, and the
    loop of 6 keeps Longest Road."""
    m = ring_match(7)
    assert m.view(0).longest_road == 0 and m.view(0).public_vp[0] == 9
    events = m.apply(next(c for c in legal_kinds(m, "build_road") if c.edge == "1,-1,SE"))
    ring = only(events, "encircled")
    assert (ring.hex, ring.sheriff_vp, ring.robin_vp, ring.winner) == ("1,0", 9, 7, 0)
    assert m.is_over and m.winners() == [0] and m.view(0).solo_result == "encircled_sheriff"
    assert m.view(0).road_lengths[0] == 6
    assert m.outcome().heading == "Victory for the Sheriff!"


def test_we14_equal_totals_are_a_draw_and_more_for_robin_is_his_win():
    """WE-14, SR-V-9.9: at 9 to 9 a draw; at 9 to 10 Robin wins; nobody is a winning seat."""
    for robin, result, heading in ((9, "encircled_draw", "A draw"),
                                   (10, "encircled_robin", "Robin Hood wins")):
        m = ring_match(robin)
        m.apply(next(c for c in legal_kinds(m, "build_road") if c.edge == "1,-1,SE"))
        assert m.is_over and m.winners() == [] and m.view(0).solo_result == result
        assert m.outcome().heading == heading


def test_we14_a_neutral_road_makes_the_ring_impossible():
    """WE-14, SR-V-9.8: with a neutral road on 1,-1,SE the sixth side can never be the Sheriff's."""
    m = ring_match(7, roads={"1,-1,SE": 1})
    assert [EDGE_NAMES[e] for e in ring_missing(m.view(0), HEX_BY_NAME["1,0"])] == ["1,-1,SE"]
    assert "1,-1,SE" not in [c.edge for c in legal_kinds(m, "build_road")]


def test_we14_the_coast_edges_count():
    """WE-14, SR-V-9.6: encircling 2,0 needs Sheriff roads on its three coast edges too."""
    m = situation(seats=1, robber="2,0")
    missing = ring_missing(m.view(0), HEX_BY_NAME["2,0"])
    assert sorted(EDGE_NAMES[e] for e in missing) == sorted(
        ["2,0,NE", "2,0,E", "2,0,SE", "1,1,NE", "1,0,E", "2,-1,SE"])


def test_we14_a_ring_built_in_advance_holds_robin_but_ends_nothing():
    """WE-14, SR-V-9.7, SR-E-14, SR-E-23: with the camp ringed, the knight card brings Robin
    back into it and the game goes on."""
    camp = {"0,0,NE": 0, "0,0,E": 0, "0,0,SE": 0, "-1,1,NE": 0, "-1,0,E": 0, "0,-1,SE": 0}
    m = situation(seats=1, robber="1,0", roads=camp, settlements={"0,0,N": 0},
                  **pile("move_knight"))
    events = end_turn(m)
    assert only(events, "robin_moved").to_hex == "0,0" and not m.is_over
    assert m.view(0).prompt.kind == "before_roll"


# --- WE-15 ------------------------------------------------------------------------------------------

def test_we15_robin_wins_on_a_seven():
    """WE-15 (SR-V-9.1, SR-V-7.14): Robin at 13 VP on 2,0 with a Sheriff city at 2,0,N; the
    Sheriff (14 VP, 3 cards) rolls 7: Robin steals 1 card, gains 2 VP, reaches 15 and wins
    at once; the Sheriff builds nothing more."""
    m = situation(seats=1, phase="before_roll", robber="2,0", robin_vp=13,
                  cities={"2,0,N": 0, "-2,0,N": 0, "0,-2,N": 0, "-2,2,S": 0, "0,2,S": 0},
                  settlements={"-2,1,S": 0, "-1,-1,S": 0, "1,-3,S": 0, "-1,3,N": 0},
                  hands=[{"brick": 1, "wool": 1, "ore": 1}], script=[3, 4, 0])
    assert m.view(0).vp == 14
    events = m.apply(legal_kinds(m, "roll")[0])
    assert kinds(events)[-3:] == ["robin_robbed", "robin_scored", "robin_won"]
    assert only(events, "robin_won").total == 15
    assert m.is_over and m.winners() == [] and m.legal_commands() == []
    assert sum(m.view(0).hand) == 2 and sum(m.view(0).loot) == 1
    outcome = m.outcome()
    assert outcome.heading == "Robin Hood wins" and "15 VP on a 7 at the Mountains 8" in outcome.subtitle
