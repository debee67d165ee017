"""Rules of the Robin Hood solo variant in play (SR-V-3 to SR-V-8, SR-M-3, SR-M-5, SR-E-11 to
SR-E-27), one test per rule or edge case, through the public API (situations.py builds the
position). Its setup is in test_solo_setup.py, its end in test_solo_end.py."""

from __future__ import annotations

import doctest
import importlib

import pytest

from sherwood.engine import Match, SeededRng, refuse
from sherwood.games.settlers.board import HEX_BY_NAME, HEX_NAMES
from sherwood.games.settlers.commands import (
    ChooseRobinHex,
    DeclineDisplacement,
    DisplaceRobin,
    EndTurn,
    MoveRobber,
    OfferTrade,
    RelocateRobin,
)
from sherwood.games.settlers.events import RobinStayed
from sherwood.games.settlers.robin import relocation_targets
from tests.games.settlers.situations import RING_FIVE, do, kinds, legal_kinds, only, refused, situation

SETTLE = {"brick": 1, "lumber": 1, "wool": 1, "grain": 1}
SEVEN = [3, 4]


# --- production and trade --------------------------------------------------------------------------

def test_the_neutral_colour_never_produces():
    """SR-V-2.11, SR-V-3.1: on a 6 the Sheriff collects; the neutral settlement at the
    fields 6 (-1,2) gets nothing."""
    m = situation(seats=1, phase="before_roll", settlements={"0,-1,S": 0, "-1,2,N": 1},
                  script=[3, 3])
    events = do(m, "roll")
    assert only(events, "produced").gains == (("0,-1", 0, "brick", 1),)
    assert m.view(0).hand_sizes == (1, 0)


def test_a_bank_shortage_pays_the_sheriff_what_is_left():
    """SR-E-25: with one player, the Sheriff gets whatever the bank still holds."""
    m = situation(seats=1, phase="before_roll", cities={"0,-1,S": 0}, hands=[{"brick": 17}],
                  script=[3, 3])
    events = do(m, "roll")
    assert only(events, "shortage").seat == 0 and m.view(0).hand[3] == 18


def test_no_domestic_trade_and_no_robber_commands():
    """SR-V-3.4, SR-V-3.6, SR-V-10.1: no offer is listed and one composed is refused; nobody
    moves Robin as the robber."""
    m = situation(seats=1, hands=[{"brick": 2}])
    assert not legal_kinds(m, "offer_trade")
    assert refused(m, OfferTrade(0, ("brick",), ("ore",), None)) == refuse("solo_no_trade")
    assert refused(m, MoveRobber(0, "1,0")) == refuse("solo_no_robber")


def test_the_sheriff_buys_and_plays_development_cards_one_a_turn():
    """SR-V-3.3 (SR-B-4.3, SR-B-4.4): the Sheriff buys development cards; one bought this turn
    waits for his next turn, he plays at most one a turn, before the roll too."""
    m = situation(seats=1, hands=[{"wool": 1, "grain": 1, "ore": 1}], dev=[["monopoly"]],
                  deck=["year_of_plenty"], loot={"grain": 1}, moves=["move_knight"], script=[2, 2])
    do(m, "buy_development_card")
    assert m.view(0).dev_cards == ("year_of_plenty", "monopoly") and m.view(0).deck_size == 0
    assert {c.kind for c in m.legal_commands()} == {"play_monopoly", "end_turn"}
    do(m, "play_monopoly", resource="grain")
    assert m.view(0).hand == (0, 0, 1, 0, 0) and [c.kind for c in m.legal_commands()] == ["end_turn"]
    do(m, "end_turn")  # Robin draws the knight and stays in his camp
    assert "play_year_of_plenty" in {c.kind for c in m.legal_commands()}
    do(m, "play_year_of_plenty", resources=("brick", "ore"))
    assert [c.kind for c in m.legal_commands()] == ["roll"]
    do(m, "roll")
    assert not [c for c in m.legal_commands() if c.kind.startswith("play_")]


def test_a_round_is_a_sheriff_turn_then_one_robin_draw():
    """SR-V-3.7: ending the Sheriff's turn runs Robin's turn, which is one movement card drawn
    and resolved, and then the Sheriff's next turn begins."""
    m = situation(seats=1, robber="0,0", moves=["move_brick", "move_ore", "move_wool"], script=[1, 1])
    for card, to in (("move_brick", "0,-1"), ("move_ore", "0,-2")):
        turns, left = m.view(0).turns, m.view(0).moves_left
        events = do(m, "end_turn")
        assert kinds(events) == ["robin_turn_began", "movement_drawn", "robin_moved", "turn_began"]
        assert only(events, "movement_drawn").card == card and only(events, "robin_moved").to_hex == to
        view = m.view(0)
        assert view.turns == turns + 1 and view.moves_left == left - 1 and view.moves_discard[-1] == card
        assert view.prompt.kind == "before_roll" and view.turn == 0
        if card == "move_brick":
            do(m, "roll")


# --- Robin's movement ------------------------------------------------------------------------------

def test_the_movement_die(tmp_path):
    """SR-V-4.2, SR-M-2 (R10): the die's faces 1-6 are brick, lumber, wool, grain, ore and
    knight; each roll is independent (no pile)."""
    m = situation(seats=1, robber="0,0", movement="die", settlements={"0,0,S": 0}, script=[1])
    events = do(m, "end_turn")
    assert only(events, "movement_rolled").face == "move_brick"
    assert only(events, "robin_moved").to_hex == "0,-1"
    m = situation(seats=1, robber="1,0", movement="die", settlements={"0,0,S": 0}, script=[6])
    events = do(m, "end_turn")
    assert only(events, "movement_rolled").face == "move_knight"
    assert only(events, "robin_moved").how == "camp" and m.view(0).moves_discard == ()
    assert m.view(0).last_move == "move_knight"  # the die's face stays in sight (no pile shows it)


def test_the_knight_card_in_the_camp_keeps_robin_there():
    """SR-V-4.4: the camp return ignores roads; already in the camp, Robin stays."""
    m = situation(seats=1, robber="0,0", moves=["move_knight"])
    events = do(m, "end_turn")
    assert only(events, "robin_stayed") == RobinStayed("camp", "0,0")
    camp = {"0,0,NE": 0, "0,0,E": 0, "0,0,SE": 0, "-1,1,NE": 0, "-1,0,E": 0, "0,-1,SE": 0}
    m = situation(seats=1, robber="2,0", roads=camp, moves=["move_knight"])
    assert only(do(m, "end_turn"), "robin_moved").to_hex == "0,0"


def test_no_neighbour_of_that_terrain():
    """SR-V-4.9: the ore card next to no mountains leaves Robin where he is, saying why."""
    m = situation(seats=1, robber="1,-2", moves=["move_ore"])  # 1,-2: next to 0,-2 mountains
    assert only(do(m, "end_turn"), "robin_moved").to_hex == "0,-2"
    m = situation(seats=1, robber="-2,2", moves=["move_wool"])
    assert only(do(m, "end_turn"), "robin_stayed") == RobinStayed("none", "-2,2", "pasture")


def test_a_knight_on_an_empty_pile_reshuffles_first():
    """SR-E-19, SR-V-4.1: the discards become a new pile (R9) before the Knight's draw."""
    m = situation(seats=1, phase="before_roll", robber="0,0", dev=[["knight"]], moves=[])
    events = do(m, "play_knight")
    assert kinds(events)[:3] == ["knight_played", "moves_shuffled", "movement_drawn"]
    assert m.view(0).moves_left == 5 and len(m.view(0).moves_discard) == 1


def test_one_knight_a_turn_and_largest_army():
    """SR-E-24, SR-V-5.4, SR-V-8.3: one development card a turn, so one forced draw; the third
    knight takes Largest Army with no rival."""
    m = situation(seats=1, phase="before_roll", dev=[["knight", "knight"]], knights=[2],
                  script=[2, 3])
    events = do(m, "play_knight")
    assert only(events, "largest_army_changed").seat == 0 and "movement_drawn" in kinds(events)
    if m.view(0).prompt.kind == "choose_robin_hex":
        m.apply(m.legal_commands()[0])
    assert not legal_kinds(m, "play_knight")
    do(m, "roll")
    assert not legal_kinds(m, "play_knight") and m.view(0).prompt.kind == "trade_and_build"


def test_a_knight_that_wins_draws_nothing():
    """SR-E-27, SR-V-9.3: the Knight joins the played knights, Largest Army lifts the Sheriff
    to 15 and he wins at once; Robin does not draw."""
    m = situation(seats=1, phase="before_roll", dev=[["knight"]], knights=[2],
                  cities={"-2,0,N": 0, "0,-2,N": 0, "-2,2,S": 0, "0,2,S": 0, "2,0,N": 0, "2,-2,N": 0},
                  settlements={"-1,3,N": 0})
    events = do(m, "play_knight")
    assert kinds(events) == ["knight_played", "largest_army_changed", "game_won"]
    assert m.is_over and m.winners() == [0] and m.view(0).solo_result == "sheriff_15"


def test_entering_a_hex_only_stops_its_production():
    """SR-V-4.11: Robin stands only on land hexes; walking into a hex with the Sheriff's city
    robs and scores nothing; it only stops the hex producing while he stays (SR-V-3.5)."""
    m = situation(seats=1, robber="0,0", cities={"-1,2,N": 0}, settlements={"1,0,N": 0},
                  hands=[{"ore": 2, "grain": 1}], moves=["move_ore"], script=[1, 2])
    events = do(m, "end_turn")
    assert only(events, "robin_moved").to_hex == "-1,1"  # the only mountains next to the camp
    assert not {"robin_robbed", "robin_scored"} & set(kinds(events))
    view = m.view(0)
    assert view.robin_vp == 0 and view.hand == (0, 0, 1, 0, 2) and sum(view.loot) == 0
    assert view.robber in range(19) and view.island.terrain[view.robber] == "mountains"
    events = do(m, "roll")  # a 3: -1,1 (mountains) is stopped, 1,0 (forest) pays
    assert only(events, "produced").gains == (("1,0", 0, "lumber", 1),)


# --- displacement ------------------------------------------------------------------------------------

def test_displacement_through_the_one_open_edge():
    """SR-E-15: with five sides of Robin's hex barred, only the sixth neighbour is offered."""
    m = situation(seats=1, robber="1,0", roads=RING_FIVE, hands=[SETTLE])
    do(m, "build_settlement", vertex="1,0,N")
    assert m.view(0).prompt.hexes == ("1,-1",)


def test_no_open_edge_no_question():
    """SR-V-6.5, SR-V-10.3: Robin in a hex ringed by Sheriff roads cannot be displaced; nothing is asked."""
    m = situation(seats=1, robber="1,0", roads={**RING_FIVE, "1,-1,SE": 0}, hands=[SETTLE])
    do(m, "build_settlement", vertex="1,0,N")
    assert m.view(0).prompt.kind == "trade_and_build"


def test_a_city_displaces_too_and_every_build_asks_again():
    """SR-E-16, SR-V-6.2, SR-V-6.6, SR-V-6.4: a city at Robin's hex asks as a settlement does;
    the Sheriff may decline, and the next qualifying build asks again."""
    m = situation(seats=1, robber="1,0", settlements={"1,0,N": 0, "1,1,N": 0},
                  hands=[{"grain": 4, "ore": 6}])
    do(m, "build_city", vertex="1,0,N")
    assert m.view(0).prompt.kind == "displace_robin"
    events = do(m, "decline_displacement")
    assert events == [] and m.view(0).robber == HEX_BY_NAME["1,0"]
    do(m, "build_city", vertex="1,1,N")
    assert m.view(0).prompt.kind == "displace_robin"


def test_only_builds_at_robins_hex_and_never_roads():
    """SR-V-6.2, SR-V-6.7: a settlement elsewhere and a road at Robin's hex ask nothing."""
    m = situation(seats=1, robber="1,0", roads={"1,0,NE": 0, "2,-1,NE": 0},
                  hands=[{"brick": 2, "lumber": 2, "wool": 1, "grain": 1}])
    do(m, "build_settlement", vertex="2,-1,N")
    assert m.view(0).prompt.kind == "trade_and_build"
    do(m, "build_road", edge="1,0,E")
    assert m.view(0).prompt.kind == "trade_and_build"


def test_a_winning_build_at_robins_hex_displaces_nobody():
    """SR-E-26: a settlement at Robin's hex that brings 15 VP wins at once."""
    m = situation(seats=1, robber="1,0", roads={"1,0,NE": 0}, hands=[SETTLE],
                  cities={"-2,0,N": 0, "0,-2,N": 0, "-2,2,S": 0, "0,2,S": 0, "2,-2,N": 0},
                  settlements={"-1,3,N": 0, "-2,1,S": 0, "-1,-1,S": 0, "1,-3,S": 0})
    events = do(m, "build_settlement", vertex="1,0,N")
    assert kinds(events)[-1] == "game_won" and m.is_over and m.winners() == [0]


def test_after_a_displacement_robin_draws_as_usual():
    """SR-V-6.8: after being driven off, Robin draws his next movement card as usual (in his
    turn, SR-V-6.9) and it moves him on from the hex he was driven to."""
    m = situation(seats=1, robber="1,0", roads={"1,-1,SE": 0, "1,0,NE": 0}, hands=[SETTLE],
                  moves=["move_brick", "move_ore"])
    do(m, "build_settlement", vertex="1,0,N")
    do(m, "displace_robin", hex="0,0")
    assert m.view(0).moves_left == 2
    events = do(m, "end_turn")
    assert kinds(events) == ["robin_turn_began", "movement_drawn", "robin_moved", "turn_began"]
    moved = only(events, "robin_moved")
    assert only(events, "movement_drawn").card == "move_brick"
    assert (moved.from_hex, moved.to_hex) == ("0,0", "0,-1") and m.view(0).moves_left == 1


# --- the seven --------------------------------------------------------------------------------------

def test_the_camp_is_robbed_like_any_hex():
    """SR-E-11, SR-V-7.4 to SR-V-7.6: Robin in the camp robs and scores its buildings."""
    m = situation(seats=1, phase="before_roll", robber="0,0", settlements={"0,0,N": 0},
                  hands=[{"ore": 2}], script=[*SEVEN, 0])
    events = do(m, "roll")
    assert only(events, "robin_robbed").resource == "ore" and only(events, "robin_scored").points == 1
    assert m.view(0).loot == (0, 0, 0, 0, 1)


def test_no_card_to_steal_still_scores():
    """SR-E-12: with an empty hand nothing is stolen, and the VP still count."""
    m = situation(seats=1, phase="before_roll", robber="0,0", cities={"0,0,N": 0}, script=SEVEN)
    events = do(m, "roll")
    assert only(events, "robin_robbed").resource is None and m.view(0).robin_vp == 2


def test_neutral_settlements_score_but_are_not_robbed():
    """SR-V-7.7, SR-V-7.8: a neutral settlement gives Robin 1 VP and causes no theft."""
    m = situation(seats=1, phase="before_roll", robber="0,0", settlements={"0,0,N": 1},
                  hands=[{"ore": 2}], script=SEVEN)
    events = do(m, "roll")
    assert "robin_robbed" not in kinds(events) and m.view(0).robin_vp == 1
    assert sum(m.view(0).hand) == 2


def test_the_sheriff_discards_before_a_relocation():
    """SR-E-13, SR-V-7.14: 8 cards: 4 go back first, even though Robin is then relocated."""
    m = situation(seats=1, phase="before_roll", robber="2,-2", settlements={"1,0,N": 0},
                  cities={"1,1,N": 0}, hands=[{"ore": 8}], script=SEVEN)
    do(m, "roll")
    assert m.view(0).prompt.kind == "discard" and m.view(0).prompt.count == 4
    events = m.apply(m.legal_commands()[0])
    moved = only(events, "robin_moved")
    assert moved.how == "relocated" and moved.to_hex == "1,0"  # V(1,0) = 1 + 2
    assert "robin_scored" not in kinds(events)  # SR-V-7.13


def test_relocation_candidates_include_the_desert_and_neutral_hexes():
    """SR-E-18, SR-V-7.11, SR-V-7.12: every hex of the highest value is offered, the desert
    and a hex with only a neutral settlement included."""
    m = situation(seats=1, phase="before_roll", robber="2,0", settlements={"0,0,N": 0, "0,3,N": 1},
                  script=SEVEN)
    assert [HEX_NAMES[h] for h in relocation_targets(m.view(0))] == ["0,-1", "1,-1", "0,0", "0,2"]
    do(m, "roll")
    assert m.view(0).prompt.hexes == ("0,-1", "1,-1", "0,0", "0,2")
    hexes = ("0,-1", "1,-1", "0,0", "0,2")
    assert refused(m, RelocateRobin(0, "2,-2")) == refuse("relocate_listed_hex", hexes=hexes)


def test_robins_total_may_pass_fifteen():
    """SR-E-22: the exact total is shown when the last 7 takes Robin past 15."""
    m = situation(seats=1, phase="before_roll", robber="0,0", robin_vp=14,
                  cities={"0,0,N": 0, "0,1,N": 0}, script=SEVEN)
    events = do(m, "roll")
    assert only(events, "robin_won").total == 18 and m.view(0).robin_vp == 18


def test_monopoly_on_an_empty_loot_pile_takes_nothing():
    """SR-V-8.4, SR-E-8: Monopoly takes only from the loot pile; none there, nothing taken."""
    m = situation(seats=1, dev=[["monopoly"]], loot={"ore": 2}, hands=[{"wool": 1}])
    events = do(m, "play_monopoly", resource="wool")
    assert only(events, "loot_recovered").count == 0 and m.view(0).hand[1] == 1
    assert m.can_undo  # the loot pile is public: nothing hidden came to light


def test_a_seven_produces_nothing_in_the_solo_game():
    """SR-V-7.1: on a 7 no hex produces, not even those with the Sheriff's buildings."""
    m = situation(seats=1, phase="before_roll", robber="0,0",
                  settlements={"0,-1,S": 0, "2,0,N": 0, "-1,2,N": 0}, script=SEVEN)
    events = do(m, "roll")
    assert only(events, "dice_rolled").total == 7 and "produced" not in kinds(events)
    assert m.view(0).hand == (0, 0, 0, 0, 0)


def test_more_than_seven_cards_discard_half_of_his_choice():
    """SR-V-7.2: with 9 cards the Sheriff returns 4 to the bank, choosing which (every split of
    4 he can make is offered); with 7 he returns nothing."""
    m = situation(seats=1, phase="before_roll", robber="0,0", settlements={"2,1,N": 0},
                  hands=[{"ore": 5, "grain": 4}], script=SEVEN)
    do(m, "roll")
    assert m.view(0).prompt.kind == "discard" and m.view(0).prompt.count == 4
    choices = legal_kinds(m, "discard")
    assert len(choices) == 5 and all(len(c.cards) == 4 for c in choices)
    m.apply(next(c for c in choices if c.cards == ("grain", "ore", "ore", "ore")))
    assert m.view(0).hand == (0, 0, 3, 0, 2) and m.view(0).bank == (18, 18, 15, 18, 16)
    m = situation(seats=1, phase="before_roll", robber="0,0", settlements={"2,1,N": 0},
                  hands=[{"ore": 4, "grain": 3}], script=SEVEN)
    events = do(m, "roll")
    assert "discarded" not in kinds(events) and m.view(0).prompt.kind == "trade_and_build"
    assert sum(m.view(0).hand) == 7


def test_robins_vp_counter_starts_at_zero_and_adds_up():
    """SR-V-1.7: Robin's VP are a counter: 0 at the start, raised by each scoring 7, and it
    may pass 15 on the 7 that wins (SR-E-22)."""
    m = Match.start("settlers", 1, seed=3)
    assert m.view(0).robin_vp == 0
    m = situation(seats=1, phase="before_roll", robber="0,0", settlements={"0,0,N": 0},
                  cities={"0,1,N": 0}, moves=["move_knight", "move_knight"],
                  moves_discard=["move_lumber", "move_wool", "move_grain", "move_brick", "move_ore"],
                  script=[*SEVEN, *SEVEN])
    totals = []
    for _ in range(2):
        do(m, "roll")
        totals.append(m.view(0).robin_vp)
        do(m, "end_turn")
    assert totals == [3, 6]
    m = situation(seats=1, phase="before_roll", robber="0,0", robin_vp=13,
                  cities={"0,0,N": 0, "0,1,N": 0}, script=SEVEN)
    do(m, "roll")
    assert m.view(0).robin_vp == 17 and m.is_over


def test_year_of_plenty_road_building_and_victory_points_as_usual():
    """SR-V-8.5: in the solo game Year of Plenty takes 2 cards from the bank, Road Building
    places 2 roads free, and a Victory Point card is worth 1 VP while held."""
    m = situation(seats=1, phase="before_roll", settlements={"0,-1,S": 0},
                  dev=[["year_of_plenty", "road_building", "vp_chapel"]], moves=["move_knight"],
                  script=[1, 1, 1, 1])
    assert m.view(0).vp == 2
    do(m, "play_year_of_plenty", resources=("wool", "ore"))
    assert m.view(0).hand == (0, 1, 0, 0, 1) and m.view(0).bank == (18, 17, 18, 18, 17)
    do(m, "roll")
    do(m, "end_turn")
    do(m, "play_road_building")
    do(m, "place_free_road", edge="0,-1,SE")
    do(m, "place_free_road", edge="0,0,NE")
    view = m.view(0)
    assert view.road_lengths[0] == 2 and view.hand == (0, 1, 0, 0, 1) and view.progress_played == (1, 1, 0)
    assert view.vp == 2 and view.dev_cards == ("vp_chapel",)


# --- why a command is refused -----------------------------------------------------------------------

def test_why_robins_destinations_are_refused():
    """SR-V-4.6, SR-V-6.3, SR-V-10.2, SR-V-10.3: refusals say what is wrong."""
    m = situation(seats=1, settlements={"1,1,S": 0}, robber="0,0", moves=["move_lumber"])
    do(m, "end_turn")
    forest = refuse("wrong_terrain", card="move_lumber", terrain="forest")
    assert refused(m, ChooseRobinHex(0, "0,1")) == forest
    assert refused(m, ChooseRobinHex(0, "2,-2")).code == "robin_not_next"
    assert refused(m, ChooseRobinHex(0, "9,9")) == refuse("no_such_hex", hex="9,9")
    m = situation(seats=1, robber="1,0", roads={"1,-1,SE": 0, "1,0,NE": 0}, hands=[SETTLE])
    do(m, "build_settlement", vertex="1,0,N")
    assert refused(m, DisplaceRobin(0, "2,-1")) == refuse("robin_barred", edge="1,0,NE")
    hexes = ("0,0", "2,0", "0,1", "1,1")
    assert refused(m, EndTurn(0)) == refuse("answer_first", prompt="displace_robin", hexes=hexes)
    trade = refuse("answer_first", prompt="trade_and_build")
    assert refused(situation(seats=1), DeclineDisplacement(0)) == trade


# --- what the Sheriff sees -----------------------------------------------------------------------------

def test_the_view_hides_only_the_piles_order():
    """SR-V "Hidden information": the loot and the discards are public; resampling the hidden
    parts reorders the movement pile and the development deck and leaves the view alone."""
    m = situation(seats=1, loot={"ore": 1}, moves=["move_ore", "move_wool", "move_grain"])
    view = m.view(0)
    rules = m.spec.rules
    orders = set()
    for seed in range(12):
        sample = rules.sample_hidden(view, 0, SeededRng(seed))
        assert rules.view(sample, 0) == view
        rules.check_invariants(sample)
        orders.add(tuple(sample.moves))
    assert len(orders) > 1 and all(sorted(o) == [1, 2, 4] for o in orders)


def test_encode_keeps_the_standard_game_and_adds_the_solo_part():
    """Saves: a standard game's state encodes exactly as before (no solo part); a solo
    game's carries Robin's VP, loot and piles, and a save loads back mid-choice."""
    rules = Match.start("settlers", 3, seed=1).spec.rules
    standard = Match.start("settlers", 3, seed=1)
    assert "solo" not in rules.encode(rules.sample_hidden(standard.view(0), 0, SeededRng(1)))
    m = situation(seats=1, settlements={"1,1,S": 0}, robber="0,0", moves=["move_lumber"])
    solo = rules.encode(rules.sample_hidden(m.view(0), 0, SeededRng(1)))
    assert set(solo["solo"]) == {"players", "movement", "extra_draw", "robin_vp",
                                 "loot", "moves", "moves_discard", "result", "last_move"}


def test_a_solo_save_loads_back(tmp_path):
    """Saves replay the log: a solo game saved while the Sheriff chooses Robin's hex."""
    m = Match.start("settlers", 1, seed=21)
    rng = SeededRng(3)
    while not m.is_over and m.view(0).prompt.kind not in ("choose_robin_hex", "relocate_robin"):
        m.apply(rng.choice(m.legal_commands()))
    path = tmp_path / "solo.json"
    m.save(path)
    loaded = Match.load(path)
    assert loaded.state_hash() == m.state_hash() and loaded.legal_commands() == m.legal_commands()


@pytest.mark.parametrize("room", ["robin", "solo_setup", "robin_events"])
def test_docstring_examples_of_the_solo_rooms(room):
    module = importlib.import_module(f"sherwood.games.settlers.{room}")
    result = doctest.testmod(module)
    assert result.failed == 0 and result.attempted > 0
