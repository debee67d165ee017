"""Development cards (SR-B-9) and their timing (SR-B-4.3, SR-B-4.4): never on the turn bought,
one a turn, before or after the roll, Victory Point cards never played; SR-E-6 to SR-E-9."""

from __future__ import annotations

from sherwood.engine import refuse
from sherwood.games.settlers.commands import (
    BuyDevelopmentCard,
    EndTurn,
    MoveRobber,
    PlaceFreeRoad,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    Roll,
)

from .situations import legal_kinds, refused, situation

A, B = 0, 1
CARD = {"wool": 1, "grain": 1, "ore": 1}
PLAYS = ("play_knight", "play_road_building", "play_year_of_plenty", "play_monopoly")


def plays(match):
    return [c for c in match.legal_commands() if c.kind in PLAYS]


def test_a_card_bought_this_turn_waits_for_the_next():
    """SR-B-4.4: a card bought this turn cannot be played this turn; next turn it can."""
    match = situation(seats=2, hands=[CARD], deck=["knight"], script=[1, 1, 1, 1])
    match.apply(BuyDevelopmentCard(A))
    assert match.view(A).dev_cards == ("knight",) and match.view(A).dev_new == ("knight",)
    assert match.view(B).dev_counts == (1, 0) and match.view(B).bought_this_turn == 1
    assert plays(match) == []
    assert refused(match, PlayKnight(A)).code == "card_bought_this_turn"
    match.apply(EndTurn(A))
    match.apply(Roll(B))
    match.apply(EndTurn(B))
    assert match.view(A).dev_new == () and plays(match) == [PlayKnight(A)]


def test_one_card_a_turn_before_or_after_the_roll():
    """SR-B-4.3, SR-B-4.4, SR-B-12.3: one card before the roll (no building), and then no
    other card that turn."""
    match = situation(seats=2, phase="before_roll", dev=[["knight", "monopoly"], []],
                      hands=[{"brick": 1, "lumber": 1}, {"ore": 2}], script=[2, 2])
    kinds = {c.kind for c in match.legal_commands()}
    assert kinds == {"roll", "play_knight", "play_monopoly"}
    match.apply(PlayMonopoly(A, "ore"))
    assert match.view(A).hand == (1, 0, 0, 1, 2) and match.view(A).dev_played_this_turn
    assert [c.kind for c in match.legal_commands()] == ["roll"]
    match.apply(Roll(A))
    assert plays(match) == []
    assert refused(match, PlayKnight(A)).code == "card_played_this_turn"


def test_a_card_after_the_roll():
    """SR-B-4.3, SR-B-12.6: in the trade-and-build phase too, and then back to it."""
    match = situation(seats=2, dev=[["knight"], []], hands=[{}, {"ore": 1}], settlements={"2,0,N": B},
                      script=[0])
    match.apply(PlayKnight(A))
    match.apply(MoveRobber(A, "2,0"))
    assert match.view(A).prompt.kind == "trade_and_build" and match.view(A).hand == (0, 0, 0, 0, 1)
    assert match.view(A).played_knights == (1, 0)


def test_victory_point_cards_are_never_played():
    """SR-B-9.6: a Victory Point card counts 1 VP while held, hidden, and is never played."""
    match = situation(seats=2, dev=[["vp_library", "vp_chapel"], []], settlements={"0,-1,S": A})
    assert plays(match) == []
    assert match.view(A).vp == 3 and match.view(A).public_vp == (1, 0)
    assert match.view(B).dev_counts == (2, 0) and match.view(B).vp == 0


def test_e6_road_building_with_one_piece_left():
    """SR-E-6, SR-B-9.2: with one road piece left, one free road; the card is the turn's card."""
    edges = ["-2,0,NE", "-2,0,E", "-2,0,SE", "-3,1,NE", "-2,-1,SE", "-1,-1,NE", "-1,-1,E",
             "-1,-1,SE", "-2,1,NE", "-1,0,NE", "-1,0,E", "-1,0,SE", "-2,1,E", "-2,1,SE"]
    match = situation(seats=2, settlements={"-2,0,N": A}, roads=dict.fromkeys(edges, A),
                      dev=[["road_building", "knight"], []])
    events = match.apply(PlayRoadBuilding(A))
    assert events[0].roads == 1 and match.view(A).prompt.kind == "free_road"
    match.apply(legal_kinds(match, "place_free_road")[0])
    assert match.view(A).prompt.kind == "trade_and_build"
    assert match.view(A).pieces_left[A][2] == 0 and plays(match) == []


def test_e6_road_building_with_no_piece_left():
    """SR-E-6: with no road piece, Road Building places nothing and still counts."""
    edges = ["-2,0,NE", "-2,0,E", "-2,0,SE", "-3,1,NE", "-2,-1,SE", "-1,-1,NE", "-1,-1,E",
             "-1,-1,SE", "-2,1,NE", "-1,0,NE", "-1,0,E", "-1,0,SE", "-2,1,E", "-2,1,SE", "-3,2,NE"]
    match = situation(seats=2, settlements={"-2,0,N": A}, roads=dict.fromkeys(edges, A),
                      dev=[["road_building"], []])
    events = match.apply(PlayRoadBuilding(A))
    assert events[0].roads == 0 and match.view(A).prompt.kind == "trade_and_build"
    assert match.view(A).dev_played_this_turn and match.view(A).progress_played == (1, 0, 0)


def test_road_building_places_two_free_roads():
    """SR-B-9.2, SR-B-12.5: two roads under the road rules, at no cost."""
    match = situation(seats=2, settlements={"0,-1,S": A}, dev=[["road_building"], []])
    match.apply(PlayRoadBuilding(A))
    assert match.view(A).prompt.left == 2
    match.apply(PlaceFreeRoad(A, "0,-1,SE"))
    assert match.view(A).prompt.left == 1
    assert "0,0,NE" in {c.edge for c in match.legal_commands()}
    match.apply(PlaceFreeRoad(A, "0,0,NE"))
    assert match.view(A).hand == (0, 0, 0, 0, 0) and match.view(A).road_lengths == (2, 0)


def test_e8_year_of_plenty_only_from_what_the_bank_holds():
    """SR-B-9.3, SR-E-8: two cards of the player's choice the bank holds; one when it holds
    only one."""
    match = situation(seats=2, dev=[["year_of_plenty"], []],
                      hands=[{}, {"lumber": 19, "wool": 19, "grain": 19, "brick": 18, "ore": 19}])
    assert [c.resources for c in legal_kinds(match, "play_year_of_plenty")] == [("brick",)]
    match = situation(seats=2, dev=[["year_of_plenty"], []],
                      hands=[{}, {"lumber": 19, "wool": 19, "grain": 18, "brick": 18}])
    choices = {c.resources for c in legal_kinds(match, "play_year_of_plenty")}
    assert choices == {("grain", "brick"), ("grain", "ore"), ("brick", "ore"), ("ore", "ore")}
    assert refused(match, PlayYearOfPlenty(A, ("grain", "grain"))).code == "bank_lacks_cards"
    match.apply(PlayYearOfPlenty(A, ("grain", "ore")))
    assert match.view(A).hand == (0, 0, 1, 0, 1)


def test_e8_monopoly_on_a_type_nobody_holds():
    """SR-B-9.4, SR-E-8: every other player hands over all of the type; nobody: nothing."""
    match = situation(seats=3, dev=[["monopoly"], [], []],
                      hands=[{"ore": 1}, {"ore": 2, "wool": 1}, {"ore": 3}])
    events = match.apply(PlayMonopoly(A, "ore"))
    assert events[0].taken == (0, 2, 3) and match.view(A).hand == (0, 0, 0, 0, 6)
    assert match.undo_refusal == refuse("undo_reveals", event="monopoly_played")
    match = situation(seats=3, dev=[["monopoly"], [], []], hands=[{}, {"ore": 2}, {}])
    events = match.apply(PlayMonopoly(A, "grain"))
    assert events[0].taken == (0, 0, 0) and match.view(A).hand == (0, 0, 0, 0, 0)


def test_the_card_bought_is_seen_and_not_taken_back():
    """SR-B-8.8: the buyer takes the top card into its hidden hand; having seen it, it cannot
    take the purchase back."""
    match = situation(seats=2, hands=[CARD], deck=["monopoly", "knight"])
    match.apply(BuyDevelopmentCard(A))
    assert match.view(A).dev_cards == ("monopoly",) and match.view(A).deck_size == 1
    assert not match.can_undo


def test_knights_played_count_for_everyone_to_see():
    """SR-B-9.1: a played knight stays face up: counted in the public view."""
    match = situation(seats=2, dev=[["knight"], []], knights=[2, 0])
    match.apply(PlayKnight(A))
    assert match.view(B).played_knights == (3, 0) and match.view(B).dev_counts == (0, 0)


def test_year_of_plenty_names_a_resource_pair_in_order():
    """SR-B-12.3: the resources listed in resource order."""
    match = situation(seats=2, dev=[["year_of_plenty"], []])
    assert refused(match, PlayYearOfPlenty(A, ("ore", "lumber"))).code == "cards_out_of_order"
    assert len(legal_kinds(match, "play_year_of_plenty")) == 15


def test_played_progress_cards_leave_the_game():
    """SR-B-9.5: a played Road Building, Year of Plenty or Monopoly is out of the game: not
    in the hand, never back in the deck (an empty deck stays empty, so nothing can be bought
    with the cards in hand), only counted as played; a played Knight stays in front of its
    owner."""
    match = situation(seats=2, dev=[["year_of_plenty", "monopoly", "road_building", "knight"], []],
                      settlements={"0,-1,S": A}, hands=[{}, {"ore": 1}], deck=[], script=[1, 1] * 6)
    cards = [PlayYearOfPlenty(A, ("wool", "grain")), PlayMonopoly(A, "ore"), PlayRoadBuilding(A),
             PlayKnight(A)]
    for played, card in enumerate(cards, 1):
        if match.view(A).prompt.kind == "before_roll":
            match.apply(Roll(A))
        match.apply(card)
        while match.view(A).prompt.kind == "free_road":
            match.apply(legal_kinds(match, "place_free_road")[0])
        if match.view(A).prompt.kind == "move_robber":
            match.apply(MoveRobber(A, "1,1"))
        view = match.view(B)
        assert view.deck_size == 0 and view.dev_counts[A] == 4 - played
        match.apply(EndTurn(A))
        match.apply(Roll(B))
        match.apply(EndTurn(B))
    match.apply(Roll(A))
    view = match.view(A)
    assert view.progress_played == (1, 1, 1) and view.played_knights == (1, 0)
    assert view.dev_cards == () and view.deck_size == 0
    assert view.hand == (0, 1, 1, 0, 1)  # a card's cost, but no card to buy
    assert legal_kinds(match, "buy_development_card") == []
