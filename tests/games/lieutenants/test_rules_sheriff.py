"""The sheriff's walk and hand-out, running out of cards, the end and the scores (LT-8, LT-9,
LT-10, LT-15.8, LT-15.11, LT-15.12 of shared/rules/lieutenants.md)."""

from __future__ import annotations

import pytest

from sherwood.engine import IllegalCommand, SeededRng
from sherwood.games.lieutenants.commands import (
    AmbushTake,
    DeliverMission,
    DeliverSet,
    EndTurn,
    FireAmbush,
    HoldAmbush,
)
from sherwood.games.lieutenants.content import CARDS, kept_ambushes
from tests.games.lieutenants.playing import (
    BLUE,
    GREEN,
    RED,
    YELLOW,
    kinds,
    of,
    only,
    play,
    strings_in,
)
from tests.games.lieutenants.situations import situation

THREE_PAIRS = ("CA01", "CA02", "CU01", "CU02", "GO01", "GO02")


def test_each_successful_delivery_moves_the_sheriff_one_space():
    """LT-8.1, LT-8.2: a set or a mission that scores moves the sheriff on by one (a failed
    one does not: test_rules_ambush.py, LT-EX3)."""
    m = situation(hands={RED: ["CU01", "CU02", "CU03"], YELLOW: ["CH01"]},
                  sheriff=6, at="deliver")
    events = m.apply(DeliverSet(RED, ("CU01", "CU02", "CU03")))
    assert only(events, "sheriff_moved").space == 7 and m.view(BLUE).sheriff == 7
    m = situation(hands={RED: list(THREE_PAIRS)}, sheriff=6, at="deliver")
    events = m.apply(DeliverMission(RED, 4, THREE_PAIRS))
    assert only(events, "sheriff_moved").space == 7


def test_small_hands_draw_one_card_unseen():
    """LT-8.3, LT-12.3: every player holding no more cards than the number of the sheriff's
    new space draws one card; the others see only who drew (the drawer's own note names it)."""
    # space 5 has the number 6: 6 cards draw, 7 do not
    m = situation(hands={RED: ["CU01", "CU02", "CU03", "CH01"],
                         YELLOW: ["PE01", "PE02", "PE03", "PE04", "PE05", "PE06"],
                         GREEN: ["JE01", "JE02", "JE03", "JE04", "JE05", "JE06", "JE07"],
                         BLUE: []},
                  draw=["NE01", "NE02", "NE03"], sheriff=4, at="deliver")
    events = m.apply(DeliverSet(RED, ("CU01", "CU02", "CU03")))
    assert only(events, "sheriff_moved").number == 6
    assert only(events, "cards_handed_out").seats == (RED, YELLOW, BLUE)
    assert m.view(GREEN).hand_sizes == (2, 7, 7, 1)
    assert m.view(RED).hand == ("CH01", "NE01") and "NE02" in m.view(YELLOW).hand
    assert m.view(BLUE).hand == ("NE03",)
    assert m.view(BLUE).notes[-1][1:] == ("drew", -1, "NE03")
    for s in (RED, YELLOW, GREEN):
        assert "NE03" not in strings_in(m.view(s)) and m.view(s).known[BLUE] == ()
    assert all("NE03" not in strings_in(e) for e in events)


def test_hand_sizes_are_measured_after_the_ambush_and_served_clockwise_from_the_active():
    """LT-8.4: sizes are measured once, after the delivery and the ambush (Yellow's take lifts
    it from 2 to 3 cards: no card; Green's gold is counted); the active player draws first,
    then clockwise."""
    cards = ("CU01", "CU02", "CU03", "CU04")
    # space 4 has the number 2
    m = situation(hands={GREEN: list(cards), YELLOW: ["CH01", "CH02"], BLUE: ["PE01"],
                         RED: ["JE01", "JE02"]},
                  ambush_sets={YELLOW: [("AM08", "GO01")]}, draw=["NE01", "NE02", "NE03"],
                  sheriff=3, active=GREEN, at="deliver")
    events = play(m, DeliverSet(GREEN, cards), FireAmbush(YELLOW, "AM08"), AmbushTake(YELLOW, "CU01"))
    assert only(events, "cards_handed_out").seats == (GREEN, BLUE, RED)
    assert m.view(GREEN).hand == ("GO01", "NE01")
    assert m.view(BLUE).hand == ("NE02", "PE01") and m.view(RED).hand == ("JE01", "JE02", "NE03")
    assert m.view(YELLOW).hand == ("CH01", "CH02", "CU01")


def test_no_hand_out_on_reaching_nottingham():
    """LT-8.5, LT-10.1: Nottingham has no number; reaching it ends the game at once."""
    m = situation(hands={RED: ["CU01", "CU02", "CU03"]}, sheriff=20, at="deliver")
    events = m.apply(DeliverSet(RED, ("CU01", "CU02", "CU03")))
    assert not of(events, "cards_handed_out") and kinds(events)[-1] == "game_ended"
    assert m.view(YELLOW).hand_sizes == (0, 0, 0, 0) and m.is_over


def test_an_empty_draw_pile_is_the_discard_reshuffled():
    """LT-9.1, LT-13.1 (5), LT-13.2: with no draw pile, the discard pile (in discard order) is
    shuffled by the game's generator into a new draw pile before the card is turned up."""
    for seed in range(4):
        m = situation(hands={RED: ["CU01"], BLUE: ["CU02"]}, draw=[], rest="discard", seed=seed,
                      active=BLUE, at="deliver")
        discard = list(m.view(RED).discard)
        assert m.view(RED).draw_size == 0 and len(discard) == 82
        rng = SeededRng(seed)  # setup's calls first (LT-2.9), then the reshuffle
        rng.randint(0, 3)
        rng.shuffle(list(CARDS))
        rng.shuffle(list(kept_ambushes(4)))
        rng.shuffle(discard)
        events = m.apply(EndTurn(BLUE))
        assert kinds(events) == ["turn_started", "deck_reshuffled", "card_revealed"]
        assert only(events, "deck_reshuffled").count == 82
        assert only(events, "card_revealed").card == discard[-1]
        view = m.view(RED)
        assert view.discard == () and view.draw_size == 81


def test_loot_sets_and_hands_never_go_back_to_the_draw_pile():
    """LT-9.4: a reshuffle takes the discard pile only."""
    m = situation(hands={RED: ["CU01"], BLUE: ["CU02"]}, loot={GREEN: ["CH01", "CH02"]},
                  ambush_sets={YELLOW: [("AM08", "GO01")]}, draw=[], discard=["PE01", "PE02", "PE03"],
                  rest="discard", active=BLUE, at="deliver")
    discard = len(m.view(RED).discard)
    m.apply(EndTurn(BLUE))
    view = m.view(RED)
    assert view.draw_size == discard - 1 and view.loot[GREEN] == ("CH01", "CH02")
    assert view.ambush_golds[YELLOW] == ("GO01",) and view.hand_sizes == (1, 0, 0, 1)


def test_the_last_cards_run_out_in_a_hand_out_and_then_the_game_ends():
    """LT-9.1, LT-9.2, LT-9.3, LT-15.11, LT-15.12: the draw and discard piles are empty (Blue
    holds 78 cards: a hand has no limit); Red's set sends 2 coppers to the discard pile, and
    the hand-out reshuffles them at once: Red and Yellow get one each; Green, not yet served,
    gets nothing. Yellow's turn cannot turn up a card: the game ends."""
    named = {"CU01", "CU02", "CU03", "CA01", "CA02", "CA03"}
    blue = [c for c in CARDS if c not in named]
    assert len(blue) == 78
    m = situation(hands={RED: ["CU01", "CU02", "CU03"], YELLOW: ["CA01"], GREEN: ["CA02", "CA03"],
                         BLUE: blue},
                  draw=[], rest="discard", sheriff=3, at="deliver")
    assert m.view(RED).draw_size == 0 and m.view(RED).discard == ()
    events = m.apply(DeliverSet(RED, ("CU01", "CU02", "CU03")))
    assert kinds(events) == ["delivery_announced", "set_delivered", "sheriff_moved",
                             "deck_reshuffled", "cards_handed_out", "turn_started", "game_ended"]
    assert only(events, "cards_handed_out").seats == (RED, YELLOW)
    assert only(events, "game_ended").reason == "cards"
    drawn = set(m.view(RED).hand) | set(m.view(YELLOW).hand) - {"CA01"}
    assert drawn == {"CU02", "CU03"}  # the cards just delivered are back in play
    assert m.view(GREEN).hand == ("CA02", "CA03")
    assert m.is_over and m.scores() == [7, 0, 0, 0] and "cards ran out" in m.outcome().subtitle


def test_the_game_ends_when_no_card_can_be_turned_up():
    """LT-9.3: both piles empty at the start of a turn: the game ends at once, scored as
    usual."""
    cards = [c for c in CARDS if c != "CH01"]
    m = situation(hands={RED: cards[:40], YELLOW: cards[40:]}, loot={BLUE: ["CH01"]}, draw=[],
                  rest="discard", active=GREEN, at="deliver")
    events = m.apply(EndTurn(GREEN))
    assert kinds(events) == ["turn_started", "game_ended"]
    assert m.is_over and m.winners() == [BLUE] and m.legal_commands() == []


def test_the_order_after_a_delivery():
    """LT-10.2: the sheriff moves, then the hand-out, then the end for want of missions; with
    missions left, the next player's turn."""
    m = situation(hands={RED: list(THREE_PAIRS)},
                  missions_taken={YELLOW: ["MI1A", "MI2A", "MI3A"], GREEN: ["MI1B", "MI2B", "MI3B"],
                                  BLUE: ["MI4A"]}, at="deliver")
    events = m.apply(DeliverMission(RED, 4, THREE_PAIRS))
    order = kinds(events)
    assert order.index("sheriff_moved") < order.index("cards_handed_out") < order.index("game_ended")
    assert only(events, "game_ended").reason == "missions"
    m = situation(hands={RED: list(THREE_PAIRS)}, missions_taken={BLUE: ["MI4A"]}, at="deliver")
    events = m.apply(DeliverMission(RED, 4, THREE_PAIRS))
    assert kinds(events)[-3:] == ["cards_handed_out", "turn_started", "card_revealed"]


def test_the_last_mission_and_nottingham_together():
    """LT-15.8, LT-10.1: the last mission card goes and the sheriff reaches Nottingham: the game
    ends (no hand-out), and the mission scores."""
    m = situation(hands={RED: list(THREE_PAIRS)},
                  missions_taken={YELLOW: ["MI1A", "MI2A", "MI3A"], GREEN: ["MI1B", "MI2B", "MI3B"],
                                  BLUE: ["MI4A"]}, sheriff=20, at="deliver")
    events = m.apply(DeliverMission(RED, 4, THREE_PAIRS))
    assert kinds(events)[-2:] == ["sheriff_moved", "game_ended"] and not of(events, "cards_handed_out")
    assert m.is_over and m.scores()[RED] == 12
    assert all(stack == () for stack in m.view(RED).mission_stacks)


def test_loot_and_missions_score_and_nothing_else():
    """LT-10.3, LT-10.4: loot VP plus mission VP; cards in hand, golds under ambushes and unfired
    ambush cards score nothing."""
    m = situation(hands={RED: ["CU01", "CU02", "CU03"], YELLOW: ["CH01", "CH02", "NE01"],
                         GREEN: ["JE01", "JE02"]},
                  loot={RED: ["PE01"], BLUE: ["CA01", "CA02"]}, missions_taken={GREEN: ["MI4A"]},
                  ambush_sets={YELLOW: [("AM04", "GO01"), ("AM03", "GO02")]}, sheriff=20, at="deliver")
    play(m, DeliverSet(RED, ("CU01", "CU02", "CU03")), HoldAmbush(YELLOW))
    assert m.is_over
    assert m.scores() == [17, 0, 18, 16]
    assert m.winners() == [GREEN]
    rows = {row.label: row.values for row in m.outcome().rows}
    assert rows["Loot"] == (17, 0, 0, 16) and rows["Missions"] == (0, 0, 18, 0)
    assert rows["Deliveries"] == (2, 0, 1, 2)


def test_a_tie_is_broken_by_deliveries_or_shared():
    """LT-10.5: tied players: more successful deliveries wins; still tied, they share."""
    m = situation(hands={RED: ["CU01", "CU02", "CU03"]}, loot={YELLOW: ["CU04", "CU05"], BLUE: ["NE01"]},
                  sheriff=20, at="deliver")
    m.apply(DeliverSet(RED, ("CU01", "CU02", "CU03")))
    assert m.scores() == [7, 14, 0, 12] and m.winners() == [YELLOW]
    m = situation(hands={RED: ["CU01", "CU02", "CU03"]}, loot={YELLOW: ["CU04", "CU05"],
                                                               BLUE: ["CU06", "CU07"]},
                  sheriff=20, at="deliver")
    m.apply(DeliverSet(RED, ("CU01", "CU02", "CU03")))
    assert m.scores() == [7, 14, 0, 14] and m.winners() == [YELLOW, BLUE]
    assert "share" in m.outcome().note
    m = situation(hands={RED: ["CU01", "CU02", "CU03"]},
                  loot={YELLOW: ["CH01", "CH02"], BLUE: ["CU04", "CU05", "CA01"]},
                  sheriff=20, at="deliver")
    m.apply(DeliverSet(RED, ("CU01", "CU02", "CU03")))
    assert m.scores() == [7, 26, 0, 22] and m.winners() == [YELLOW]  # the score comes first


def test_loot_missions_and_scores_are_public_during_the_game():
    """LT-10.6, LT-12.1: every seat sees every loot pile, every mission card taken and the
    running scores."""
    m = situation(hands={RED: ["CU01"], YELLOW: ["CU02"]}, loot={YELLOW: ["CH01"], BLUE: ["GO01"]},
                  missions_taken={GREEN: ["MI3A"]}, draw=["PE01"])
    for s in range(4):
        view = m.view(s)
        assert view.loot == ((), ("CH01",), (), ("GO01",))
        assert view.missions_taken == ((), (), ("MI3A",), ())
        assert view.scores == (0, 13, 25, 9) and view.deliveries == (0, 1, 1, 1)
    assert m.scores() == [0, 13, 25, 9]


def test_nothing_after_the_end():
    """LT-10.1: once the game has ended no command is legal, and any is refused with a
    sentence, changing nothing."""
    m = situation(hands={RED: ["CU01", "CU02", "CU03"], YELLOW: ["CH01"]}, sheriff=20, at="deliver")
    m.apply(DeliverSet(RED, ("CU01", "CU02", "CU03")))
    assert m.is_over and m.active_seat is None and m.legal_commands() == []
    before = m.state_hash()
    for command in (EndTurn(RED), EndTurn(YELLOW)):
        with pytest.raises(IllegalCommand) as refused:
            m.apply(command)
        assert refused.value.refusal.code == "game_over"
    assert m.state_hash() == before and m.undo_refusal.code == "game_over"
