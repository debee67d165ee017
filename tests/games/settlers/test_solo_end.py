"""How the Robin Hood solo variant ends (SR-V-8 to SR-V-10): points, the ring round the
camp, the turn limit and the outcome, through the public API (situations.py builds the
position)."""

from __future__ import annotations

from sherwood.engine import Match
from tests.games.settlers.situations import RING_FIVE, do, kinds, only, situation

CITY = {"grain": 2, "ore": 3}
ROAD = {"brick": 1, "lumber": 1}
SEVEN = [3, 4]


SEVEN_VP = {"cities": {"-2,0,N": 0, "0,-2,N": 0, "-2,2,S": 0}, "settlements": {"0,2,S": 0}}


def test_road_building_checks_the_ring_after_each_road():
    """SR-E-17: the first free road closes the ring and the game ends there."""
    m = situation(seats=1, robber="1,0", roads=RING_FIVE, dev=[["road_building"]], robin_vp=3, **SEVEN_VP)
    do(m, "play_road_building")
    events = do(m, "place_free_road", edge="1,-1,SE")
    assert only(events, "encircled").winner == 0 and m.is_over


def test_a_closing_road_that_reaches_fifteen_is_a_win_by_points():
    """SR-V-9.10: a neutral settlement at 1,0,S cuts the five roads into trails of 4 and 1;
    the sixth road makes one trail of 6, Longest Road lifts the Sheriff to 15: he wins by
    SR-V-9.2 and no encirclement is reported."""
    roads = {"1,0,SE": 0, "0,1,NE": 0, "0,0,E": 0, "1,-1,SE": 0, "1,0,NE": 0}
    m = situation(seats=1, robber="1,0", roads=roads, hands=[ROAD],
                  settlements={"1,0,S": 1, "-1,-1,S": 0},
                  cities={"-2,0,N": 0, "0,-2,N": 0, "-2,2,S": 0, "0,2,S": 0, "2,-2,N": 0, "-1,3,N": 0})
    assert m.view(0).longest_road is None and m.view(0).vp == 13
    events = do(m, "build_road", edge="1,0,E")
    assert kinds(events)[-2:] == ["longest_road_changed", "game_won"]
    assert m.view(0).solo_result == "sheriff_15" and "encircled" not in kinds(events)


def test_a_ring_round_the_camp_counts_when_robin_stands_in_it():
    """SR-E-23, SR-V-9.7: the desert is a land hex: closing its ring with Robin there ends the game."""
    camp = {"0,0,NE": 0, "0,0,E": 0, "0,0,SE": 0, "-1,1,NE": 0, "-1,0,E": 0}
    m = situation(seats=1, robber="0,0", roads=camp, hands=[ROAD], **SEVEN_VP)
    events = do(m, "build_road", edge="0,-1,SE")
    assert only(events, "encircled").hex == "0,0" and m.is_over


def test_a_ring_elsewhere_ends_nothing():
    """SR-V-9.7: only a ring round Robin's current hex ends the game."""
    m = situation(seats=1, robber="2,0", roads=RING_FIVE, hands=[ROAD], **SEVEN_VP)
    do(m, "build_road", edge="1,-1,SE")
    assert not m.is_over and m.view(0).prompt.kind == "trade_and_build"


def test_the_turn_limit_compares_the_sheriff_with_robin():
    """SR-M-5: the bots' game ends after the last Sheriff turn, before Robin draws; the
    higher total wins (Robin's here), equal totals draw."""
    m = situation(seats=1, turn_limit=50, turns=50, robin_vp=9, **SEVEN_VP)
    events = do(m, "end_turn")
    end = only(events, "turn_limit_reached")
    assert (end.scores, end.robin_vp, end.winner) == ((7,), 9, None)
    assert "movement_drawn" not in kinds(events) and m.winners() == []
    assert m.outcome().heading == "Robin Hood wins" and m.view(0).solo_result == "turn_limit"
    assert m.outcome().table_lost == "Robin Hood won with 9 VP to 7"
    m = situation(seats=1, turn_limit=50, turns=50, robin_vp=7, **SEVEN_VP)
    do(m, "end_turn")
    assert m.winners() == [] and m.outcome().heading == "A draw" and m.outcome().table_lost is None


def test_the_outcome_rows_and_scores():
    """SR-V-9, SR-V-8.2: the results show the Sheriff's sources (his total below them) and, in
    the note, Robin's total; the match scores one seat, the Sheriff; places in land words."""
    m = situation(seats=1, robber="1,0", roads=RING_FIVE, hands=[ROAD], robin_vp=4, **SEVEN_VP)
    do(m, "build_road", edge="1,-1,SE")
    outcome = m.outcome()
    assert outcome.winners == (0,) and outcome.scores == (9,) == tuple(m.scores())
    rows = {row.label: row.values for row in outcome.rows}
    assert rows["Cities (2 VP each)"] == (6,) and rows["Longest Road"] == (2,)
    assert "Robin Hood's VP (his total)" not in rows and outcome.note.startswith("Robin Hood: 4 VP")
    assert "closed the last road round Robin at the Forest 3: 9 VP to 4" in outcome.subtitle


FOURTEEN = {"cities": {"2,0,N": 0, "-2,0,N": 0, "0,-2,N": 0, "-2,2,S": 0, "0,2,S": 0},
            "settlements": {"-2,1,S": 0, "-1,-1,S": 0, "1,-3,S": 0, "-1,3,N": 0}}
"""Five cities and four settlements: 14 VP."""


def test_the_sheriff_wins_at_fifteen_by_normal_play():
    """SR-V-8.1: the Sheriff's own VP from normal play win at 15: a city lifting him from 14."""
    m = situation(seats=1, hands=[CITY], **FOURTEEN)
    assert m.view(0).vp == 14 and not m.is_over
    events = do(m, "build_city", vertex="-2,1,S")
    assert kinds(events)[-1] == "game_won" and m.is_over and m.winners() == [0]
    assert m.view(0).solo_result == "sheriff_15" and m.scores() == [15]


def test_a_race_to_fifteen_or_an_encirclement():
    """SR-V-1.13: both race to 15: the Sheriff plays on well past the standard 10, Robin wins
    by scoring 15 first; the Sheriff may end it earlier by ringing Robin in."""
    m = situation(seats=1, robber="2,-2", moves=["move_knight"], **FOURTEEN)
    assert m.view(0).target == 15
    do(m, "end_turn")
    assert not m.is_over and m.view(0).prompt.kind == "before_roll"  # 14 VP: no win
    m = situation(seats=1, phase="before_roll", robber="2,0", robin_vp=13, script=SEVEN, **FOURTEEN)
    do(m, "roll")  # the city at 2,0,N: 2 VP for Robin
    assert m.is_over and m.view(0).solo_result == "robin_15" and m.winners() == []
    m = situation(seats=1, robber="1,0", roads=RING_FIVE, hands=[ROAD], robin_vp=3, **SEVEN_VP)
    do(m, "build_road", edge="1,-1,SE")
    assert m.is_over and m.view(0).solo_result == "encircled_sheriff" and m.scores() == [9]


def test_robin_is_encircled_when_all_six_edges_carry_sheriff_roads():
    """SR-V-9.5: road by road round Robin's hex 1,0 from the Sheriff's settlement at 1,0,N:
    five sides closed end nothing; the sixth Sheriff road ends the game."""
    sides = ["1,0,NE", "1,0,E", "1,0,SE", "0,1,NE", "0,0,E", "1,-1,SE"]
    m = situation(seats=1, robber="1,0", settlements={"1,0,N": 0},
                  hands=[{"lumber": 6, "brick": 6}], robin_vp=1)
    for edge in sides[:5]:
        events = do(m, "build_road", edge=edge)
        assert "encircled" not in kinds(events) and not m.is_over
    events = do(m, "build_road", edge=sides[5])
    ring = only(events, "encircled")
    assert ring.hex == "1,0" and m.is_over and ring.winner == 0


def test_the_automaton_needs_no_command():
    """SR-V-10.5: the neutral placement, Robin's turn, his robbery and scoring, a relocation
    to the one highest hex and the end checks run as events inside the Sheriff's commands;
    the Sheriff's own setup is place_settlement, then place_road (twice)."""
    m = Match.start("settlers", 1, seed=6)
    assert kinds(m.opening_events).count("neutral_placed") >= 5
    asked = []
    while m.view(0).setup:
        asked.append({c.kind for c in m.legal_commands()})
        m.apply(m.legal_commands()[0])
    assert asked == [{"place_settlement"}, {"place_road"}] * 2
    m = situation(seats=1, robber="0,0", moves=["move_brick"])
    events = do(m, "end_turn")
    assert kinds(events) == ["robin_turn_began", "movement_drawn", "robin_moved", "turn_began"]
    assert m.view(0).prompt.kind == "before_roll"
    m = situation(seats=1, phase="before_roll", robber="0,0", settlements={"0,0,N": 0},
                  hands=[{"ore": 1}], script=[*SEVEN, 0])
    events = do(m, "roll")
    assert kinds(events) == ["dice_rolled", "robin_robbed", "robin_scored"]
    assert m.view(0).prompt.kind == "trade_and_build"
    m = situation(seats=1, phase="before_roll", robber="0,0", cities={"2,1,N": 0}, script=SEVEN)
    events = do(m, "roll")
    assert only(events, "robin_moved").to_hex == "2,0" and m.view(0).prompt.kind == "trade_and_build"
