"""Delivering sets and missions (LT-6, LT-1.C, LT-15.7 of shared/rules/lieutenants.md); the
ambushes at a delivery are in test_rules_ambush.py."""

from __future__ import annotations

import pytest

from sherwood.games.lieutenants.commands import (
    Act,
    ChooseCard,
    ChooseTarget,
    DeliverMission,
    DeliverSet,
    EndTurn,
    NoDefence,
    Take,
)
from tests.games.lieutenants.playing import (
    BLUE,
    GREEN,
    RED,
    YELLOW,
    kinds,
    only,
    play,
    prompt_kind,
    refused,
)
from tests.games.lieutenants.situations import situation

ONE_OF_EACH = ("CA01", "CH01", "CU01", "GO01", "JE01", "NE01", "PE01")
FIVE = ("PE01", "PE02", "PE03", "PE04", "PE05")
FOUR_PAIRS = ("CA01", "CA02", "CU01", "CU02", "GO01", "GO02", "JE01", "JE02")
THREE_PAIRS = ("CA01", "CA02", "CU01", "CU02", "GO01", "GO02")
MISSION_CARDS = {1: ONE_OF_EACH, 2: FIVE, 3: FOUR_PAIRS, 4: THREE_PAIRS}


def delivering(cards, seat: int = RED, **kw):
    """``seat`` holds ``cards`` and is asked to deliver."""
    return situation(hands={seat: list(cards)}, active=seat, at="deliver", **kw)


def test_one_delivery_per_turn():
    """LT-6.1: after a delivery the turn ends: no second delivery, though another set is in
    hand."""
    m = delivering(("CU01", "CU02", "CU03", "CH01", "CH02", "CH03"))
    events = m.apply(DeliverSet(RED, ("CU01", "CU02", "CU03")))
    assert only(events, "set_delivered").seat == RED
    assert m.active_seat == YELLOW and prompt_kind(m) == "take_or_act"
    assert m.view(RED).hand[:3] == ("CH01", "CH02", "CH03")


@pytest.mark.parametrize("cards", [("CU01", "CU02"), ("CU01", "CU02", "PE01"), ("CU01",)])
def test_a_set_is_three_or_more_of_one_object(cards):
    """LT-6.2, LT-6.4: two cards, or three mixed, are no set."""
    m = delivering(("CU01", "CU02", "PE01", "CH01"))
    assert m.legal_commands() == [EndTurn(RED)]
    refused(m, DeliverSet(RED, cards), code="not_a_set")


def test_only_the_active_player_delivers_after_taking_or_acting():
    """LT-6.3: no delivery before the take/act step, nor by another seat; delivering is
    optional."""
    m = situation(hands={RED: ["CU01", "CU02", "CU03"], YELLOW: ["CH01", "CH02", "CH03"]},
                  draw=["PE01"])
    refused(m, DeliverSet(RED, ("CU01", "CU02", "CU03")))
    refused(m, DeliverSet(YELLOW, ("CH01", "CH02", "CH03")), code="not_your_turn", seat=YELLOW, active=RED)
    m.apply(Take(RED))
    refused(m, DeliverSet(YELLOW, ("CH01", "CH02", "CH03")), code="not_your_turn", seat=YELLOW, active=RED)
    assert EndTurn(RED) in m.legal_commands()
    m.apply(EndTurn(RED))
    assert m.view(RED).hand == ("CU01", "CU02", "CU03", "PE01") and m.view(RED).sheriff == 0


def test_cards_won_this_turn_may_be_delivered():
    """LT-6.3: a card robbed this turn completes the set delivered this turn."""
    m = situation(hands={RED: ["GO01", "GO02"], YELLOW: ["GO03", "CU01"]}, draw=["PE01"])
    play(m, Act(RED), ChooseTarget(RED, YELLOW), NoDefence(YELLOW), ChooseCard(RED, "GO03"))
    events = m.apply(DeliverSet(RED, ("GO01", "GO02", "GO03")))
    assert only(events, "set_delivered").seat == RED


def test_a_set_keeps_one_card_in_the_loot_whatever_its_size():
    """LT-6.4, LT-6.5: any 3 or more; exactly one card scores, the rest go to the discard pile
    (extra cards bring no VP)."""
    five = ("JE01", "JE02", "JE03", "JE04", "JE05")
    m = delivering(five)
    assert [c.cards for c in m.legal_commands() if c.kind == "deliver_set"] == [
        five[:3], five[:4], five]
    events = m.apply(DeliverSet(RED, five))
    scored = only(events, "set_delivered")
    assert scored.loot in five and sorted((scored.loot, *scored.discarded)) == list(five)
    view = m.view(BLUE)
    assert len(view.loot[RED]) == 1 and len(view.discard) == 4 and view.scores[RED] == 11
    assert view.deliveries[RED] == 1


def test_any_copies_may_be_delivered():
    """LT-6.4: the listed delivery uses the lowest ids, but any copies held will do."""
    m = delivering(("CH01", "CH04", "CH07", "CH09"))
    events = m.apply(DeliverSet(RED, ("CH04", "CH07", "CH09")))
    assert only(events, "delivery_announced").cards == ("CH04", "CH07", "CH09")
    assert "CH01" in m.view(RED).hand and not {"CH04", "CH07", "CH09"} & set(m.view(RED).hand)


@pytest.mark.parametrize("mission", [1, 2, 3, 4])
def test_each_mission_takes_its_card(mission):
    """LT-6.6, LT-6.7, LT-1.C: one of each object; five identical; four different pairs; three
    different pairs: the exact cards complete the mission and take its top card."""
    cards = MISSION_CARDS[mission]
    m = delivering(cards)
    assert DeliverMission(RED, mission, cards) in m.legal_commands()
    events = m.apply(DeliverMission(RED, mission, cards))
    assert only(events, "mission_completed").mission_card == f"MI{mission}A"


@pytest.mark.parametrize("mission, cards", [
    (1, ("CA01", "CH01", "CU01", "GO01", "JE01", "NE01", "NE02")),  # a necklace twice
    (2, ("CU01", "PE01", "PE02", "PE03", "PE04")),  # four and one
    (3, ("CA01", "CA02", "CU01", "CU02", "CU03", "CU04", "JE01", "JE02")),  # a pair twice
    (4, ("CU01", "CU02", "CU03", "CU04", "GO01", "GO02")),  # not three different pairs
    (4, ("CA01", "CA02", "CU01", "CU02", "GO01")),  # five cards
])
def test_a_mission_needs_its_exact_combination(mission, cards):
    """LT-6.7, LT-6.9, LT-1.C: the pairs must be of different objects; nothing short."""
    m = delivering(cards)
    refused(m, DeliverMission(RED, mission, cards), code="mission_mismatch", mission=mission)


def test_a_mission_takes_exactly_its_cards_and_all_go_to_the_discard():
    """LT-6.9: no more cards than the requirement (a seventh card is refused); the delivered
    cards all go to the discard pile, none to the loot."""
    seven = (*THREE_PAIRS, "GO03")
    m = delivering(seven)
    refused(m, DeliverMission(RED, 4, seven), code="mission_mismatch")
    refused(m, DeliverMission(RED, 2, FIVE), code="card_not_held")
    events = m.apply(DeliverMission(RED, 4, THREE_PAIRS))
    assert only(events, "mission_completed").cards == THREE_PAIRS
    view = m.view(GREEN)
    assert view.loot[RED] == () and sorted(view.discard) == sorted(THREE_PAIRS)
    assert view.scores[RED] == 18 and view.deliveries[RED] == 1 and "GO03" in m.view(RED).hand


def test_each_mission_twice_at_most_never_twice_by_one():
    """LT-6.8, LT-6.10: the first completer takes the first copy, the second the second; then
    the mission is closed to everyone; nobody completes a mission twice."""
    m = delivering(FIVE, seat=YELLOW, missions_taken={RED: ["MI2A"]})
    events = m.apply(DeliverMission(YELLOW, 2, FIVE))
    assert only(events, "mission_completed").mission_card == "MI2B"
    closed = delivering(FIVE, seat=GREEN, missions_taken={RED: ["MI2A"], YELLOW: ["MI2B"]})
    assert not [c for c in closed.legal_commands() if c.kind == "deliver_mission"]
    refused(closed, DeliverMission(GREEN, 2, FIVE), code="mission_closed", mission=2)
    again = delivering(FIVE, missions_taken={RED: ["MI2A"]})
    assert [c.kind for c in again.legal_commands()] == ["deliver_set", "deliver_set", "deliver_set",
                                                        "end_turn"]
    refused(again, DeliverMission(RED, 2, FIVE), code="mission_closed", mission=2)


def test_the_stated_type_applies():
    """LT-6.11: five chests fit a set and "five identical": the player says which; as a set one
    chest scores 13, as the mission MI2A scores 20."""
    five = ("CH01", "CH02", "CH03", "CH04", "CH05")
    m = delivering(five)
    assert DeliverSet(RED, five) in m.legal_commands()
    assert DeliverMission(RED, 2, five) in m.legal_commands()
    m.apply(DeliverSet(RED, five))
    assert m.view(RED).scores[RED] == 13 and m.view(RED).missions_taken[RED] == ()
    m = delivering(five)
    events = m.apply(DeliverMission(RED, 2, five))
    assert only(events, "delivery_announced").mission == 2
    assert m.view(RED).scores[RED] == 20 and m.view(RED).loot[RED] == ()


@pytest.mark.parametrize("kind", ["set", "mission"])
def test_every_delivery_meets_the_ambush_check(kind):
    """LT-6.12, LT-7.1: set or mission, an ambush owner is asked before anything scores; the
    cards lie face up meanwhile, out of the hand, for all to see."""
    cards = ("CU01", "CU02", "CU03") if kind == "set" else THREE_PAIRS
    m = delivering(cards, ambush_sets={BLUE: [("AM04", "GO05")]})
    command = DeliverSet(RED, cards) if kind == "set" else DeliverMission(RED, 4, cards)
    events = m.apply(command)
    assert kinds(events) == ["delivery_announced"]
    assert m.active_seat == BLUE and prompt_kind(m) == "fire_or_hold"
    for s in range(4):
        view = m.view(s)
        assert view.delivery is not None and view.delivery.cards == cards
        assert view.scores == (0, 0, 0, 0) and view.hand_sizes[RED] == 0


def test_a_closed_mission_is_refused_before_any_ambush():
    """LT-15.7: completing a mission twice, or one whose cards are gone, is refused at once:
    no ambush owner is asked, nothing changes."""
    m = delivering(FOUR_PAIRS, missions_taken={RED: ["MI3A"]}, ambush_sets={BLUE: [("AM09", "GO05")]})
    refused(m, DeliverMission(RED, 3, FOUR_PAIRS), code="mission_closed")
    assert m.active_seat == RED and prompt_kind(m) == "deliver"
    m = delivering(FOUR_PAIRS, missions_taken={YELLOW: ["MI3A"], GREEN: ["MI3B"]},
                   ambush_sets={BLUE: [("AM09", "GO05")]})
    refused(m, DeliverMission(RED, 3, FOUR_PAIRS), code="mission_closed")
    refused(m, DeliverMission(RED, 5, FOUR_PAIRS), code="no_such_mission")
