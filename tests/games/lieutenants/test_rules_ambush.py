"""Ambushes at a delivery (LT-7, LT-5.3.6, LT-15.4 to LT-15.6 of shared/rules/lieutenants.md):
who is asked, in which order, what may fire, what it takes, and whether the delivery
survives. (LT-V2's automatic firing: test_rules_variants.py.)"""

from __future__ import annotations

import pytest

from sherwood.games.lieutenants.commands import (
    AmbushTake,
    DeliverMission,
    DeliverSet,
    FireAmbush,
    HoldAmbush,
)
from tests.games.lieutenants.playing import (
    BLUE,
    GREEN,
    RED,
    YELLOW,
    kinds,
    of,
    only,
    play,
    prompt_kind,
    refused,
    strings_in,
)
from tests.games.lieutenants.situations import situation

SEATS = range(4)


def delivering(cards, seat: int = RED, sets=None, hand=(), **kw):
    """``seat`` holds ``cards`` (and ``hand``) and is asked to deliver; ``sets`` the ambush
    sets by seat."""
    return situation(hands={seat: [*cards, *hand]}, ambush_sets=sets or {}, active=seat,
                     at="deliver", **kw)


def test_the_delivery_lies_face_up_while_the_ambushes_are_asked():
    """LT-7.1: announced, the cards leave the hand and lie face up for all; every other
    player's ambush sets are checked (here Blue's)."""
    cards = ("PE01", "PE02", "PE03")
    m = delivering(cards, sets={BLUE: [("AM08", "GO01")]}, hand=("CH01",))
    events = m.apply(DeliverSet(RED, cards))
    assert only(events, "delivery_announced").cards == cards
    for s in SEATS:
        view = m.view(s)
        assert (view.delivery.seat, view.delivery.mission, view.delivery.cards) == (RED, 0, cards)
        assert view.hand_sizes[RED] == 1
    assert m.view(RED).hand == ("CH01",)


@pytest.mark.parametrize("deliverer", [RED, YELLOW, GREEN])
def test_a_colour_ambush_fires_only_at_its_colour(deliverer):
    """LT-7.2: Blue's AM02 (Yellow) qualifies at Yellow's delivery and at no one else's."""
    cards = ("CU01", "CU02", "CU03")
    m = delivering(cards, seat=deliverer, sets={BLUE: [("AM02", "GO01")]})
    m.apply(DeliverSet(deliverer, cards))
    assert m.active_seat == BLUE
    fires = [c for c in m.legal_commands() if c.kind == "fire_ambush"]
    assert fires == ([FireAmbush(BLUE, "AM02")] if deliverer == YELLOW else [])


def test_an_object_ambush_fires_at_a_delivery_containing_one_of_its_objects():
    """LT-7.2: one card of either object is enough (a mission of pairs with one copper pair
    draws AM12, Jewels + Copper)."""
    pairs = ("CA01", "CA02", "CU01", "CU02", "GO01", "GO02")
    m = delivering(pairs, sets={YELLOW: [("AM12", "GO03"), ("AM11", "GO04")]})
    m.apply(DeliverMission(RED, 4, pairs))
    assert set(m.legal_commands()) == {FireAmbush(YELLOW, "AM12"), HoldAmbush(YELLOW)}
    refused(m, FireAmbush(YELLOW, "AM11"))


def test_an_ambush_never_fires_at_its_owner():
    """LT-7.2: the deliverer's own sets are never asked or fired, whatever they show."""
    cards = ("CU01", "CU02", "CU03")
    m = delivering(cards, sets={RED: [("AM01", "GO01"), ("AM08", "GO02")]})
    events = m.apply(DeliverSet(RED, cards))
    assert "set_delivered" in kinds(events) and not of(events, "ambush_fired")
    assert m.view(RED).own_ambushes == ("AM01", "AM08")


def test_the_owners_are_asked_clockwise_from_the_deliverers_left():
    """LT-7.3, LT-7.4: every other player with an ambush set is asked in turn, from the
    deliverer's left, qualifying or not; a seat without a set is skipped."""
    cards = ("CU01", "CU02", "CU03")
    sets = {RED: [("AM09", "GO01")], YELLOW: [("AM08", "GO02")], BLUE: [("AM04", "GO03")]}
    m = delivering(cards, seat=GREEN, sets=sets)
    m.apply(DeliverSet(GREEN, cards))
    asked = []
    while prompt_kind(m) == "fire_or_hold":
        asked.append(m.active_seat)
        prompt = m.view(GREEN).prompt
        assert prompt.deliverer == GREEN
        events = m.apply(HoldAmbush(m.active_seat))
        assert only(events, "ambush_held").seat == asked[-1]
    assert asked == [BLUE, RED, YELLOW]
    assert "set_delivered" in kinds(events)


def test_an_owner_without_a_qualifying_ambush_is_asked_with_hold_only():
    """LT-7.4, LT-11.4: Yellow's AM03 (Green) cannot fire at Red's delivery, yet Yellow is
    asked, with "hold" its only answer (being asked reveals nothing)."""
    cards = ("CU01", "CU02", "CU03")
    m = delivering(cards, sets={YELLOW: [("AM03", "GO01")]})
    m.apply(DeliverSet(RED, cards))
    assert m.active_seat == YELLOW and m.legal_commands() == [HoldAmbush(YELLOW)]
    refused(m, FireAmbush(YELLOW, "AM03"))


def test_at_most_one_ambush_fires():
    """LT-7.3, LT-15.6: once Yellow fires, Green (also qualifying) is not asked; its ambush
    stays hidden and in place."""
    cards = ("CU01", "CU02", "CU03", "CU04", "CU05")
    sets = {YELLOW: [("AM08", "GO01")], GREEN: [("AM12", "GO02")]}
    m = delivering(cards, sets=sets)
    m.apply(DeliverSet(RED, cards))
    events = play(m, FireAmbush(YELLOW, "AM08"), AmbushTake(YELLOW, "CU03"))
    assert not of(events, "ambush_held") and len(of(events, "ambush_fired")) == 1
    assert "set_delivered" in kinds(events)
    assert m.view(GREEN).own_ambushes == ("AM12",) and m.view(RED).ambush_golds[GREEN] == ("GO02",)
    assert all("AM12" not in strings_in(m.view(s)) for s in (RED, YELLOW, BLUE))


def test_a_player_who_holds_lets_the_next_be_asked():
    """LT-15.6: Yellow holds; Green is asked next and fires."""
    cards = ("CU01", "CU02", "CU03")
    m = delivering(cards, sets={YELLOW: [("AM08", "GO01")], GREEN: [("AM12", "GO02")]})
    m.apply(DeliverSet(RED, cards))
    m.apply(HoldAmbush(YELLOW))
    assert m.active_seat == GREEN and FireAmbush(GREEN, "AM12") in m.legal_commands()
    events = m.apply(FireAmbush(GREEN, "AM12"))
    assert only(events, "ambush_fired").seat == GREEN
    assert m.view(YELLOW).own_ambushes == ("AM08",)


def test_a_fired_ambush_is_shown_and_goes_under_the_deck():
    """LT-7.5, LT-12.1: the ambush card is revealed to all and lies, known to all, at the
    bottom of the ambush deck; the set's gold goes into the deliverer's hand."""
    cards = ("NE01", "NE02", "NE03", "NE04")
    m = delivering(cards, sets={BLUE: [("AM10", "GO07"), ("AM13", "GO08")]})
    size = len(m.view(RED).ambush_deck)
    m.apply(DeliverSet(RED, cards))
    assert set(m.legal_commands()) == {FireAmbush(BLUE, "AM10"), FireAmbush(BLUE, "AM13"),
                                       HoldAmbush(BLUE)}
    events = m.apply(FireAmbush(BLUE, "AM13"))
    fired = only(events, "ambush_fired")
    assert (fired.seat, fired.ambush, fired.deliverer, fired.gold) == (BLUE, "AM13", RED, "GO08")
    for s in SEATS:
        view = m.view(s)
        assert view.ambush_deck[-1] == "AM13" and len(view.ambush_deck) == size + 1
        assert view.ambush_golds[BLUE] == ("GO07",)
    assert m.view(BLUE).own_ambushes == ("AM10",)
    assert "GO08" in m.view(RED).hand and m.view(YELLOW).known[RED] == ("GO08",)


def test_the_owner_chooses_the_card_an_object_ambush_shows():
    """LT-7.5, LT-5.3.6: an object ambush takes a card of one of its objects, chosen by its
    owner, into the owner's hand; the gold goes to the deliverer."""
    pairs = ("CU01", "CU02", "NE01", "NE02", "PE01", "PE02")
    m = delivering(pairs, sets={BLUE: [("AM08", "GO01")]})
    play(m, DeliverMission(RED, 4, pairs), FireAmbush(BLUE, "AM08"))
    prompt = m.view(RED).prompt
    assert (prompt.kind, prompt.seat, prompt.deliverer, prompt.ambush) == ("ambush_take", BLUE, RED, "AM08")
    assert set(m.legal_commands()) == {AmbushTake(BLUE, "CU01"), AmbushTake(BLUE, "PE01")}
    refused(m, AmbushTake(BLUE, "NE01"), code="ambush_cannot_take")
    refused(m, AmbushTake(BLUE, "CU07"))  # not in the delivery
    events = m.apply(AmbushTake(BLUE, "PE02"))
    assert only(events, "ambush_took").card == "PE02"
    assert m.view(BLUE).hand == ("PE02",) and "GO01" in m.view(RED).hand
    assert m.view(GREEN).known[BLUE] == ("PE02",)


def test_a_colour_ambush_takes_any_card():
    """LT-7.5: a colour ambush may take a card of any object of the delivery."""
    pairs = ("CU01", "CU02", "NE01", "NE02", "PE01", "PE02")
    m = delivering(pairs, sets={BLUE: [("AM01", "GO01")]})
    play(m, DeliverMission(RED, 4, pairs), FireAmbush(BLUE, "AM01"))
    assert {c.card[:2] for c in m.legal_commands()} == {"CU", "NE", "PE"}


def test_a_delivery_still_valid_goes_ahead():
    """LT-7.6: a set left with 3 or more cards scores (one to the loot), and the sheriff
    moves."""
    cards = ("CH01", "CH02", "CH03", "CH04")
    m = delivering(cards, sets={YELLOW: [("AM11", "GO01")]})
    events = play(m, DeliverSet(RED, cards), FireAmbush(YELLOW, "AM11"), AmbushTake(YELLOW, "CH04"))
    scored = only(events, "set_delivered")
    assert sorted((scored.loot, *scored.discarded)) == ["CH01", "CH02", "CH03"]
    assert only(events, "sheriff_moved").space == 1 and m.view(GREEN).scores[RED] == 13


@pytest.mark.parametrize("mission, cards, ambush", [
    (1, ("CA01", "CH01", "CU01", "GO01", "JE01", "NE01", "PE01"), "AM10"),
    (2, ("GO01", "GO02", "GO03", "GO04", "GO05"), "AM10"),
    (3, ("CA01", "CA02", "CU01", "CU02", "GO01", "GO02", "JE01", "JE02"), "AM01"),
    (4, ("CA01", "CA02", "CU01", "CU02", "GO01", "GO02"), "AM09"),
])
def test_an_ambushed_mission_always_fails(mission, cards, ambush):
    """LT-7.6, LT-7.7, LT-15.5: a mission must be exact, so it fails once a card is taken: the
    rest go back to the hand with the gold, nothing scores, the sheriff stays, and the turn's
    delivery is used up."""
    m = delivering(cards, sets={BLUE: [(ambush, "GO09")]}, hand=("CH05", "CH06", "CH07"))
    m.apply(DeliverMission(RED, mission, cards))
    m.apply(FireAmbush(BLUE, ambush))
    events = m.apply(m.legal_commands()[0])
    taken = only(events, "ambush_took").card
    failed = only(events, "delivery_failed")
    assert sorted(failed.returned) == sorted(set(cards) - {taken})
    assert not {"mission_completed", "sheriff_moved", "cards_handed_out"} & set(kinds(events))
    view = m.view(GREEN)
    assert view.sheriff == 0 and view.missions_taken[RED] == () and view.scores == (0, 0, 0, 0)
    assert view.mission_stacks[mission - 1] == (f"MI{mission}A", f"MI{mission}B")
    assert sorted(m.view(RED).hand) == sorted([*failed.returned, "GO09", "CH05", "CH06", "CH07"])
    assert m.active_seat == YELLOW and prompt_kind(m) == "take_or_act"  # no second delivery


def test_a_set_of_three_ambushed_fails_and_the_hand_size_is_unchanged():
    """LT-7.7, LT-15.4: 3 cards delivered, 1 taken: the 2 left come back with the gold; the
    hand changes by -3 + 2 + 1 = 0; the sheriff does not move."""
    cards = ("JE01", "JE02", "JE03")
    m = delivering(cards, sets={GREEN: [("AM09", "GO01")]}, hand=("CU01",))
    before = m.view(RED).hand_sizes[RED]
    events = play(m, DeliverSet(RED, cards), FireAmbush(GREEN, "AM09"), AmbushTake(GREEN, "JE01"))
    assert only(events, "delivery_failed").returned == ("JE02", "JE03")
    assert m.view(BLUE).hand_sizes[RED] == before == 4
    assert m.view(RED).hand == ("CU01", "GO01", "JE02", "JE03")
    assert m.view(BLUE).sheriff == 0 and not of(events, "sheriff_moved")
    assert m.view(BLUE).known[RED] == ("GO01", "JE02", "JE03")  # all came back in public
