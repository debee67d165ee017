"""Rules of the Robin Hood solo variant (SR-V, SR-M-2, SR-M-3, SR-M-5, SR-E-11 to SR-E-27),
one test per rule or edge case, through the public API (situations.py builds the position)."""

from __future__ import annotations

import doctest
import importlib

import pytest

from sherwood.engine import IllegalCommand, Match, SeededRng
from sherwood.engine.errors import BadOptions
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
from sherwood.games.settlers.content import DECK, deck_of
from sherwood.games.settlers.geometry import VERTEX_ID, VERTEX_NEIGHBOURS
from sherwood.games.settlers.island import random_island
from sherwood.games.settlers.robin import relocation_targets
from tests.games.settlers.situations import legal_kinds, situation

SETTLE = {"brick": 1, "lumber": 1, "wool": 1, "grain": 1}
CITY = {"grain": 2, "ore": 3}
ROAD = {"brick": 1, "lumber": 1}
SEVEN = [3, 4]


def kinds(events):
    return [e.kind for e in events]


def only(events, kind):
    found = [e for e in events if e.kind == kind]
    assert len(found) == 1, kinds(events)
    return found[0]


def do(m, kind, **fields):
    """Apply the legal command of ``kind`` whose fields are ``fields``."""
    for c in legal_kinds(m, kind):
        if all(getattr(c, k) == v for k, v in fields.items()):
            return m.apply(c)
    raise AssertionError(f"no legal {kind} {fields}: {m.legal_commands()}")


def place_setup(m):
    """The Sheriff's two starting settlements and roads: the first legal ones."""
    for _ in range(4):
        m.apply(m.legal_commands()[0])


# --- options, components and setup --------------------------------------------------------------

def test_one_seat_plays_the_solo_variant_and_the_variants_keep_their_seats():
    """SR-V-1.2, SR-M-4: one seat is the Sheriff in the Robin Hood variant; the variant needs
    one seat and the standard game two or more."""
    m = Match.start("settlers", 1, seed=1)
    assert m.options["variant"] == "robin_hood" and m.view(0).players == 1
    assert m.view(0).target == 15 and Match.start("settlers", 3, seed=1).view(0).target == 10
    with pytest.raises(BadOptions, match="one player, the Sheriff"):
        Match.start("settlers", 2, seed=1, options={"variant": "robin_hood"})
    with pytest.raises(BadOptions, match="2 to 4 players"):
        Match.start("settlers", 1, seed=1, options={"variant": "standard"})


@pytest.mark.parametrize(("movement", "bank", "deck", "knights"), [("deck", 18, 24, 13), ("die", 19, 25, 14)])
def test_components_with_the_deck_or_the_die(movement, bank, deck, knights):
    """SR-V-1.10, SR-M-2: the movement deck takes one card of each resource from the bank and
    a Knight from the development deck; the die takes nothing."""
    m = Match.start("settlers", 1, seed=2, options={"movement": movement})
    view = m.view(0)
    assert view.bank == (bank,) * 5 and view.deck_size == deck
    assert deck_of("robin_hood", movement).count(0) == knights and deck_of("standard", "deck") == DECK
    assert view.moves_left == (6 if movement == "deck" else 0) and view.movement == movement


def test_supplies_of_the_sheriff_and_the_neutral_colour():
    """SR-V-1.3, SR-V-1.8: the Sheriff has 10 settlements, 8 cities and 30 roads; the neutral
    colour's 5 settlements and 5 roads are all on the board after setup."""
    m = Match.start("settlers", 1, seed=3)
    assert m.view(0).pieces_left == ((10, 8, 30), (0, 0, 0))
    place_setup(m)
    assert m.view(0).pieces_left[0] == (8, 8, 28)


def test_setup_order_and_the_sheriff_begins():
    """SR-V-2.16, SR-V-2.17: no starting player is drawn; the development deck (R5), then the
    movement deck (R9), then the neutral dice (R6-R8); the Sheriff places twice and takes
    the first turn with 2 VP, Robin with 0, on the desert (SR-V-2.2)."""
    for seed, layout in ((4, "beginner"), (5, "random"), (6, "random")):
        m = Match.start("settlers", 1, seed=seed, options={"layout": layout})
        assert kinds(m.opening_events)[:2] == ["deck_shuffled", "moves_shuffled"]
        assert "first_player" not in kinds(m.opening_events)
        rng = SeededRng(seed)
        island = random_island(rng) if layout == "random" else None
        rng.shuffle(list(deck_of("robin_hood", "deck")))
        rng.shuffle(list(range(6)))
        first = rng.randint(1, 6) + rng.randint(1, 6)
        assert m.opening_events[2].rolls[0] == first
        view = m.view(0)
        if island is not None:
            assert view.island == island
        assert view.robber == view.island.terrain.index("desert")
        place_setup(m)
        view = m.view(0)
        assert view.turn == 0 and view.prompt.kind == "before_roll" and view.public_vp[0] == 2
        assert view.robin_vp == 0 and not view.setup
    die = Match.start("settlers", 1, seed=4, options={"movement": "die"})
    assert "moves_shuffled" not in kinds(die.opening_events)


def test_the_sheriffs_setup_keeps_away_from_neutral_pieces():
    """SR-V-2.12, SR-V-2.14: starting settlements obey the distance rule with neutral
    settlements, and no Sheriff road goes on a neutral road's edge."""
    m = Match.start("settlers", 1, seed=7)
    view = m.view(0)
    neutral = {v for v, o in enumerate(view.vertex_owner) if o == 1}
    blocked = neutral | {w for v in neutral for w in VERTEX_NEIGHBOURS[v]}
    spots = {VERTEX_ID[c.vertex] for c in m.legal_commands()}
    assert spots and not spots & blocked
    assert len(spots) == 54 - len(blocked)


def test_setup_at_the_camp_displaces_nobody_and_the_second_settlement_pays():
    """SR-V-6.7, SR-V-2.15: a starting settlement at Robin's hex asks nothing; the second
    pays one card of each producing hex it touches."""
    m = Match.start("settlers", 1, seed=8)
    corner = next(c for c in m.legal_commands() if HEX_BY_NAME["0,0"] in _hexes_of(c.vertex))
    m.apply(corner)
    assert m.view(0).prompt.kind == "setup_road"
    m.apply(m.legal_commands()[0])
    events = m.apply(m.legal_commands()[-1])
    assert kinds(events)[:2] == ["settlement_built", "setup_resources"]
    assert sum(m.view(0).hand) == len(only(events, "setup_resources").cards) > 0


def _hexes_of(vertex):
    from sherwood.games.settlers.geometry import VERTEX_HEXES
    return VERTEX_HEXES[VERTEX_ID[vertex]]


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
    with pytest.raises(IllegalCommand, match="nobody to trade with"):
        m.apply(OfferTrade(0, ("brick",), ("ore",), None))
    with pytest.raises(IllegalCommand, match="Robin Hood is the robber"):
        m.apply(MoveRobber(0, "1,0"))


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
    assert only(events, "robin_stayed").reason == "he is in his camp already"
    camp = {"0,0,NE": 0, "0,0,E": 0, "0,0,SE": 0, "-1,1,NE": 0, "-1,0,E": 0, "0,-1,SE": 0}
    m = situation(seats=1, robber="2,0", roads=camp, moves=["move_knight"])
    assert only(do(m, "end_turn"), "robin_moved").to_hex == "0,0"


def test_no_neighbour_of_that_terrain():
    """SR-V-4.9: the ore card next to no mountains leaves Robin where he is, saying why."""
    m = situation(seats=1, robber="1,-2", moves=["move_ore"])  # 1,-2: next to 0,-2 mountains
    assert only(do(m, "end_turn"), "robin_moved").to_hex == "0,-2"
    m = situation(seats=1, robber="-2,2", moves=["move_wool"])
    assert only(do(m, "end_turn"), "robin_stayed").reason == "no pasture next to -2,2"


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


# --- displacement ------------------------------------------------------------------------------------

RING_FIVE = {"1,0,NE": 0, "1,0,E": 0, "1,0,SE": 0, "0,1,NE": 0, "0,0,E": 0}


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
    with pytest.raises(IllegalCommand, match="worth the most to him: 0,-1, 1,-1, 0,0, 0,2"):
        m.apply(RelocateRobin(0, "2,-2"))


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


# --- the end ---------------------------------------------------------------------------------------

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


# --- why a command is refused -----------------------------------------------------------------------

def test_why_robins_destinations_are_refused():
    """SR-V-4.6, SR-V-6.3, SR-V-10.2, SR-V-10.3: refusals say what is wrong."""
    m = situation(seats=1, settlements={"1,1,S": 0}, robber="0,0", moves=["move_lumber"])
    do(m, "end_turn")
    with pytest.raises(IllegalCommand, match="only into a forest hex"):
        m.apply(ChooseRobinHex(0, "0,1"))
    with pytest.raises(IllegalCommand, match="next to his own"):
        m.apply(ChooseRobinHex(0, "2,-2"))
    with pytest.raises(IllegalCommand, match="is not a land hex"):
        m.apply(ChooseRobinHex(0, "9,9"))
    m = situation(seats=1, robber="1,0", roads={"1,-1,SE": 0, "1,0,NE": 0}, hands=[SETTLE])
    do(m, "build_settlement", vertex="1,0,N")
    with pytest.raises(IllegalCommand, match="cross the Sheriff's road on 1,0,NE"):
        m.apply(DisplaceRobin(0, "2,-1"))
    with pytest.raises(IllegalCommand, match="drive Robin Hood to a neighbouring hex"):
        m.apply(EndTurn(0))
    with pytest.raises(IllegalCommand, match="trade, build or end your turn"):
        situation(seats=1).apply(DeclineDisplacement(0))


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


def test_the_words_of_the_solo_commands():
    """Every solo command says what it does in the player's words."""
    names = ["Sheriff"]
    assert ChooseRobinHex(0, "1,0").describe(names) == "Sheriff sends Robin Hood to 1,0"
    assert DisplaceRobin(0, "0,0").describe(names) == "Sheriff drives Robin Hood to 0,0"
    assert RelocateRobin(0, "0,0").describe(names) == "Sheriff places Robin Hood on 0,0"


@pytest.mark.parametrize("room", ["robin", "solo_setup", "robin_events"])
def test_docstring_examples_of_the_solo_rooms(room):
    module = importlib.import_module(f"sherwood.games.settlers.{room}")
    result = doctest.testmod(module)
    assert result.failed == 0 and result.attempted > 0
