"""Edge cases (LT-15 of shared/rules/lieutenants.md) not already met in the other files, and
the two-player table (LT-11.3)."""

from __future__ import annotations

import pytest

from sherwood.games.lieutenants.commands import (
    Act,
    ChooseCard,
    ChooseTarget,
    DeliverMission,
    NoDefence,
    Take,
)
from sherwood.games.lieutenants.content import CARDS
from tests.games.lieutenants.playing import RED, YELLOW, only, play, prompt_kind
from tests.games.lieutenants.situations import situation


@pytest.mark.parametrize("obj", ["CU", "CA", "GO", "PE", "JE", "NE", "CH"])
def test_with_every_other_hand_empty_only_an_ambush_may_be_acted(obj):
    """LT-15.1, LT-4.4: every other player has an empty hand: the card must be taken, unless it
    is gold and the ambush deck has a card."""
    m = situation(hands={RED: ["CU12"]}, draw=[f"{obj}01"])
    expected = [Take(RED), Act(RED)] if obj == "GO" else [Take(RED)]
    assert m.legal_commands() == expected


def test_taking_is_always_legal():
    """LT-15.10: whatever is turned up, taking it is legal (the action is never forced)."""
    for obj in ("CU", "CA", "GO", "PE", "JE", "NE", "CH"):
        m = situation(hands={RED: ["CU12"], YELLOW: ["CU11"]}, draw=[f"{obj}01"])
        assert Take(RED) in m.legal_commands()


def test_a_hand_has_no_limit():
    """LT-15.12: a hand of 80 cards still takes the card turned up."""
    hand = [c for c in CARDS if c not in ("CH12", "CU11", "CU12", "CH11")][:80]
    m = situation(hands={RED: hand, YELLOW: ["CU12"]}, draw=["CH12"])
    m.apply(Take(RED))
    assert m.view(YELLOW).hand_sizes[RED] == 81


@pytest.mark.parametrize("obj, action", [("PE", "robbery"), ("JE", "raid")])
def test_two_players_raid_and_robbery_differ_only_on_the_screen(obj, action):
    """LT-15.13, LT-11.3: with two players the only target is the opponent; Robbery and Raid
    move the same cards, but only a Raid lays the hand out on the shared screen."""
    m = situation(seats=2, hands={RED: ["CU12"], YELLOW: ["CH01", "GO01"]}, draw=[f"{obj}01"])
    m.apply(Act(RED))
    assert m.legal_commands() == [ChooseTarget(RED, YELLOW)]
    play(m, ChooseTarget(RED, YELLOW), NoDefence(YELLOW))
    assert m.view(RED).known[YELLOW] == ("CH01", "GO01")
    assert (m.view(YELLOW).laid_out is not None) == (action == "raid")
    m.apply(ChooseCard(RED, "CH01"))
    assert m.view(RED).hand == ("CH01", "CU12")
    assert m.view(YELLOW).hand == tuple(sorted(("GO01", f"{obj}01")))
    assert prompt_kind(m) == "deliver"


def test_two_players_can_take_all_eight_mission_cards():
    """LT-11.3, LT-6.8: each player takes one copy of every mission; the eighth card ends the
    game."""
    pairs = ("CA01", "CA02", "CU01", "CU02", "GO01", "GO02")
    m = situation(seats=2, hands={YELLOW: list(pairs)},
                  missions_taken={RED: ["MI1A", "MI2A", "MI3A", "MI4A"], YELLOW: ["MI1B", "MI2B", "MI3B"]},
                  active=YELLOW, at="deliver")
    events = m.apply(DeliverMission(YELLOW, 4, pairs))
    assert only(events, "mission_completed").mission_card == "MI4B"
    assert m.is_over and m.view(RED).result == "missions"
    assert sum(len(t) for t in m.view(RED).missions_taken) == 8
    assert m.scores() == [30 + 20 + 25 + 18, 20 + 14 + 16 + 12]
