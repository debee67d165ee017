"""The 15 worked examples of shared/rules/lieutenants.md (LT-16), played through the public
API: each builds its position with ``situation`` (tests/games/lieutenants/situations.py) and
checks the example's events and the state every seat then sees.

Four seats, clockwise: Red 0, Yellow 1, Green 2, Blue 3 (the spec counts them from 1); the
sheriff on Nottingham unless the example says otherwise.
"""

from __future__ import annotations

from collections import Counter

from sherwood.games.lieutenants.commands import (
    Act,
    AmbushTake,
    ChooseAmbush,
    ChooseCard,
    ChooseOffer,
    ChooseTarget,
    Defend,
    DeliverMission,
    DeliverSet,
    FireAmbush,
    HoldAmbush,
    NoDefence,
    Offer,
    Take,
)
from sherwood.games.lieutenants.events import (
    AmbushFired,
    AmbushTook,
    CardsHandedOut,
    Defended,
    DeliveryFailed,
    HandLaidOut,
    MissionCompleted,
    OfferAccepted,
    OffersRevealed,
    RaidTaken,
    SetDelivered,
    SheriffMoved,
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


def test_example_01_set_and_hand_out():
    """LT-EX1 (LT-6.4, LT-6.5, LT-8.1, LT-8.3, LT-8.4): Red reveals a chest and takes it; Red
    holds CH, CH, CH, PE, GO; nobody has an ambush set. Red delivers CH x3: one chest to the
    loot (13 VP), 2 to the discard pile; the sheriff moves to space 1 (number 4). Hand sizes
    Red 2, Yellow 3, Green 5, Blue 4: Red, then Yellow, then Blue draw 1 card each."""
    m = situation(hands={RED: ["CH01", "CH02", "PE01", "GO01"],
                         YELLOW: ["CU01", "CU02", "CU03"],
                         GREEN: ["CA01", "CA02", "CA03", "CA04", "CA05"],
                         BLUE: ["JE01", "JE02", "JE03", "JE04"]},
                  draw=["CH03", "NE01", "NE02", "NE03", "NE04"])
    play(m, Take(RED))
    assert m.view(RED).hand == ("CH01", "CH02", "CH03", "GO01", "PE01")
    events = m.apply(DeliverSet(RED, ("CH01", "CH02", "CH03")))
    assert not of(events, "ambush_held") and not of(events, "ambush_fired")  # nobody asked
    scored = only(events, "set_delivered")
    assert scored == SetDelivered(RED, "CH01", ("CH02", "CH03"))
    assert only(events, "sheriff_moved") == SheriffMoved(1, 4)
    assert only(events, "cards_handed_out") == CardsHandedOut((RED, YELLOW, BLUE))
    view = m.view(GREEN)
    assert view.loot[RED] == ("CH01",) and view.scores == (13, 0, 0, 0)
    assert view.discard == ("CH02", "CH03") and view.sheriff == 1
    assert view.hand_sizes == (3, 4, 5, 5)
    # drawn one at a time from the top, Red first: Red NE01, Yellow NE02, Blue NE03
    assert "NE01" in m.view(RED).hand and "NE02" in m.view(YELLOW).hand and "NE03" in m.view(BLUE).hand
    assert m.view(GREEN).hand == ("CA01", "CA02", "CA03", "CA04", "CA05")
    # and then it is Yellow's turn, with the next card turned up
    assert m.active_seat == YELLOW and m.view(YELLOW).revealed == "NE04"


def test_example_02_ambush_set():
    """LT-EX2 (LT-5.3.1, LT-5.3.2): Red reveals gold and acts; the top 2 ambush cards are
    AM02 (Yellow) and AM11 (Pearls + Chest). Red keeps AM11 face down with the gold as an
    ambush set, AM02 goes to the bottom of the ambush deck; Red's hand size does not change."""
    m = situation(hands={RED: ["CU01", "PE01"], YELLOW: ["CA01"], GREEN: ["CA02"], BLUE: ["CA03"]},
                  draw=["GO04"], ambush_deck=["AM02", "AM11"])
    deck_before = m.view(RED).ambush_deck
    events = m.apply(Act(RED))
    assert only(events, "ambush_drawn").count == 2
    assert prompt_kind(m) == "choose_ambush" and m.active_seat == RED
    assert m.view(RED).ambush_choice == ("AM02", "AM11")
    assert all(m.view(s).ambush_choice == () for s in (YELLOW, GREEN, BLUE))
    events = m.apply(ChooseAmbush(RED, "AM11"))
    assert kinds(events)[:2] == ["ambush_laid", "ambush_buried"]
    assert only(events, "ambush_laid").gold == "GO04"
    red, blue = m.view(RED), m.view(BLUE)
    assert red.own_ambushes == ("AM11",) and red.ambush_golds[RED] == ("GO04",)
    assert blue.ambush_golds[RED] == ("GO04",) and blue.own_ambushes == ()
    assert "AM11" not in strings_in(blue)
    assert len(red.ambush_deck) == len(deck_before) - 1
    assert red.ambush_deck[-1] == "AM02" and blue.ambush_deck[-1] is None
    assert red.hand_sizes[RED] == 2 and red.hand == ("CU01", "PE01")


def test_example_03_colour_ambush_breaks_a_set():
    """LT-EX3 (LT-7.2, LT-7.4, LT-7.5, LT-7.7): Yellow has an ambush set with AM04 (Blue); Blue
    delivers PE x3; Yellow is asked and fires AM04: Yellow takes a pearl and Blue receives
    Yellow's gold. 2 pearls remain, so the delivery fails and they go back to Blue's hand; the
    sheriff stays, no VP; AM04 goes to the bottom of the ambush deck, and Blue cannot deliver
    again this turn."""
    m = situation(hands={RED: ["CU01"], YELLOW: ["CA01"], GREEN: ["CA02"],
                         BLUE: ["PE01", "PE02", "PE03", "CH01", "CH02", "CH03"]},
                  ambush_sets={YELLOW: [("AM04", "GO01")]}, active=BLUE, at="deliver")
    events = m.apply(DeliverSet(BLUE, ("PE01", "PE02", "PE03")))
    assert only(events, "delivery_announced").cards == ("PE01", "PE02", "PE03")
    assert m.view(BLUE).prompt.kind == "fire_or_hold" and m.active_seat == YELLOW  # Red has none
    assert set(m.legal_commands()) == {FireAmbush(YELLOW, "AM04"), HoldAmbush(YELLOW)}
    events = m.apply(FireAmbush(YELLOW, "AM04"))
    assert only(events, "ambush_fired") == AmbushFired(YELLOW, "AM04", BLUE, "GO01")
    events = m.apply(AmbushTake(YELLOW, "PE01"))
    assert only(events, "ambush_took") == AmbushTook(YELLOW, "PE01", BLUE)
    assert only(events, "delivery_failed") == DeliveryFailed(BLUE, ("PE02", "PE03"))
    assert "sheriff_moved" not in kinds(events) and "set_delivered" not in kinds(events)
    view = m.view(RED)
    assert view.sheriff == 0 and view.scores == (0, 0, 0, 0) and view.loot[BLUE] == ()
    assert m.view(BLUE).hand == ("CH01", "CH02", "CH03", "GO01", "PE02", "PE03")
    assert m.view(YELLOW).hand == ("CA01", "PE01")
    assert view.ambush_golds[YELLOW] == ()
    assert all(m.view(s).ambush_deck[-1] == "AM04" for s in SEATS)
    # Blue's one delivery is used: the turn has passed to Red, though Blue holds 3 chests
    assert kinds(events)[-2:] == ["turn_started", "card_revealed"]
    assert m.active_seat == RED and prompt_kind(m) == "take_or_act"


def test_example_04_a_four_card_set_survives():
    """LT-EX4 (LT-7.3, LT-7.6, LT-15.6): Green delivers JE x4; Red holds AM09 (Candlestick +
    Jewels), Yellow AM12 (Jewels + Copper). Clockwise from Green's left: Blue has no set and is
    not asked; Red fires AM09, so Yellow is not asked and its ambush stays hidden. Red takes a
    jewel, Green receives a gold; 3 jewels remain and the delivery succeeds: 1 jewel to Green's
    loot (11 VP), 2 to the discard pile, the sheriff advances one space."""
    m = situation(hands={RED: ["CU01"], YELLOW: ["CA01"], GREEN: ["JE01", "JE02", "JE03", "JE04"],
                         BLUE: ["CA02"]},
                  ambush_sets={RED: [("AM09", "GO01")], YELLOW: [("AM12", "GO02")]},
                  active=GREEN, at="deliver")
    m.apply(DeliverSet(GREEN, ("JE01", "JE02", "JE03", "JE04")))
    assert m.view(GREEN).prompt.kind == "fire_or_hold" and m.active_seat == RED
    events = m.apply(FireAmbush(RED, "AM09"))
    assert only(events, "ambush_fired").gold == "GO01"
    assert m.active_seat == RED and prompt_kind(m) == "ambush_take"
    assert m.legal_commands() == [AmbushTake(RED, "JE01")]
    events = m.apply(AmbushTake(RED, "JE02"))  # any jewel of the delivery will do
    assert not of(events, "ambush_held") and not of(events, "ambush_fired")
    scored = only(events, "set_delivered")
    assert scored.seat == GREEN and [c[:2] for c in (scored.loot, *scored.discarded)] == ["JE"] * 3
    assert len(scored.discarded) == 2
    assert only(events, "sheriff_moved").space == 1
    view = m.view(BLUE)
    assert view.scores[GREEN] == 11 and view.sheriff == 1
    assert "JE02" in m.view(RED).hand and "GO01" in m.view(GREEN).hand
    assert view.ambush_golds[YELLOW] == ("GO02",) and m.view(YELLOW).own_ambushes == ("AM12",)
    assert all("AM12" not in strings_in(m.view(s)) for s in (RED, GREEN, BLUE))
    assert all("AM12" not in strings_in(e) for e in events)


def test_example_05_theft_defended():
    """LT-EX5 (LT-5.6.1, LT-5.6.2, LT-5.6.3, LT-5.6.7): Red reveals a candlestick and steals from
    Green; Green plays a necklace: Green takes the candlestick, Red takes the necklace; no
    random card moves; Red may still deliver."""
    m = situation(hands={RED: ["GO01", "GO02"], YELLOW: ["CU01"], GREEN: ["NE01", "PE01", "PE02"],
                         BLUE: ["CU02"]},
                  draw=["CA01"])
    play(m, Act(RED), ChooseTarget(RED, GREEN))
    assert m.active_seat == GREEN and prompt_kind(m) == "defend"
    assert set(m.legal_commands()) == {Defend(GREEN), NoDefence(GREEN)}
    events = m.apply(Defend(GREEN))
    assert only(events, "defended") == Defended(GREEN, RED, "NE01", "CA01")
    assert not of(events, "stolen")
    assert m.view(RED).hand == ("GO01", "GO02", "NE01")
    assert m.view(GREEN).hand == ("CA01", "PE01", "PE02")
    assert m.view(RED).notes == () and m.view(GREEN).notes == ()
    assert m.active_seat == RED and prompt_kind(m) == "deliver"


def test_example_06_theft_not_defended():
    """LT-EX6 (LT-5.2.1, LT-5.2.2, LT-5.2.3): Red reveals a candlestick and steals from Blue, who
    has 4 cards and does not defend. The engine picks one of Blue's cards at random (the
    example says GO07); it goes to Red, the candlestick to Blue, whose hand size stays 4. Only
    Red and Blue know which card moved."""
    blue = ["GO07", "CU05", "PE09", "CH02"]
    m = situation(hands={RED: ["JE01"], YELLOW: ["CU01"], GREEN: ["CU02"], BLUE: blue},
                  draw=["CA01"])
    play(m, Act(RED), ChooseTarget(RED, BLUE))
    assert m.legal_commands() == [NoDefence(BLUE)]  # no necklace: "no defence" only
    events = m.apply(NoDefence(BLUE))
    stolen = only(events, "stolen")
    assert (stolen.seat, stolen.target, stolen.paying_card) == (RED, BLUE, "CA01")
    card = next(c for c in m.view(RED).hand if c != "JE01")
    assert card in blue
    assert sorted(m.view(BLUE).hand) == sorted([c for c in blue if c != card] + ["CA01"])
    assert m.view(GREEN).hand_sizes == (2, 1, 1, 4)
    assert m.view(RED).notes[-1][1:] == ("stole", BLUE, card)
    assert m.view(BLUE).notes[-1][1:] == ("stolen", RED, card)
    for s in (YELLOW, GREEN):  # the others learn only that the candlestick went to Blue
        assert card not in strings_in(m.view(s))
        assert m.view(s).known[BLUE] == ("CA01",)
    assert all(card not in strings_in(e) for e in events)


def test_example_07_buy():
    """LT-EX7 (LT-5.1.1, LT-5.1.2, LT-5.1.3, LT-5.1.4): Yellow reveals a copper coin and acts;
    the secret offers are Green: PE, Blue: CA, Red: NE, revealed together. Yellow buys Red's
    necklace; Red receives the copper coin; Green and Blue take their offers back."""
    m = situation(hands={RED: ["NE01", "GO01"], YELLOW: ["CH01"], GREEN: ["PE01", "JE01"],
                         BLUE: ["CA01", "CA02"]},
                  draw=["CU01"], active=YELLOW)
    m.apply(Act(YELLOW))
    asked = []
    for seat, cards in ((GREEN, ("PE01",)), (BLUE, ("CA01",)), (RED, ("NE01",))):
        asked.append(m.active_seat)
        assert m.view(seat).prompt.kind == "make_offer"
        events = m.apply(Offer(seat, cards))
        if seat != RED:  # sealed: nobody else sees it yet
            assert not of(events, "offers_revealed")
            assert all(m.view(s).offers == (None,) * 4 for s in SEATS)
            assert m.view(seat).own_offer == cards
            assert all(cards[0] not in strings_in(e) for e in events)
    assert asked == [GREEN, BLUE, RED]
    revealed = only(events, "offers_revealed")
    assert revealed == OffersRevealed(((GREEN, ("PE01",)), (BLUE, ("CA01",)), (RED, ("NE01",))))
    assert m.view(YELLOW).offers == (("NE01",), None, ("PE01",), ("CA01",))
    assert set(m.legal_commands()) == {ChooseOffer(YELLOW, s) for s in (RED, GREEN, BLUE)}
    events = m.apply(ChooseOffer(YELLOW, RED))
    assert only(events, "offer_accepted") == OfferAccepted(YELLOW, RED, ("NE01",), "CU01")
    view = m.view(BLUE)
    assert m.view(YELLOW).hand == ("CH01", "NE01")
    assert m.view(RED).hand == ("CU01", "GO01")
    assert m.view(GREEN).hand == ("JE01", "PE01") and view.hand == ("CA01", "CA02")
    assert view.offers == (None,) * 4 and prompt_kind(m) == "deliver"


def test_example_08_exchange():
    """LT-EX8 (LT-5.7.1, LT-5.7.2, LT-5.7.3, LT-5.7.4): Blue reveals a chest and acts; Red offers
    GO + GO, Yellow offers JE, Green (0 cards) makes no offer. Blue chooses Red's offer and
    takes both golds, Red receives the chest, Yellow takes its jewels back."""
    m = situation(hands={RED: ["GO01", "GO02", "CU01"], YELLOW: ["JE01", "PE01"], GREEN: [],
                         BLUE: ["CA01"]},
                  draw=["CH01"], active=BLUE)
    m.apply(Act(BLUE))
    assert m.active_seat == RED
    assert Offer(RED, ("GO01", "GO02")) in m.legal_commands()
    m.apply(Offer(RED, ("GO01", "GO02")))
    assert m.active_seat == YELLOW
    events = m.apply(Offer(YELLOW, ("JE01",)))
    assert only(events, "offers_revealed").offers == ((RED, ("GO01", "GO02")), (YELLOW, ("JE01",)))
    assert set(m.legal_commands()) == {ChooseOffer(BLUE, RED), ChooseOffer(BLUE, YELLOW)}
    events = m.apply(ChooseOffer(BLUE, RED))
    assert only(events, "offer_accepted") == OfferAccepted(BLUE, RED, ("GO01", "GO02"), "CH01")
    assert m.view(BLUE).hand == ("CA01", "GO01", "GO02")
    assert m.view(RED).hand == ("CH01", "CU01")
    assert m.view(YELLOW).hand == ("JE01", "PE01") and m.view(GREEN).hand == ()


def test_example_09_raid():
    """LT-EX9 (LT-5.5.1, LT-5.5.2, LT-5.5.3, LT-5.6.6): Green reveals jewels and raids Yellow;
    Yellow, holding no necklace, sees only "no defence"; Yellow lays CU, CU, PE, CH, GO face
    up; Green takes CH, and Yellow takes back the other 4 plus the jewels. Everyone now knows
    Yellow's hand: CU, CU, PE, GO, JE."""
    yellow = ("CH01", "CU01", "CU02", "GO01", "PE01")
    m = situation(hands={RED: ["CA01"], YELLOW: list(yellow), GREEN: ["CA02"], BLUE: ["CA03"]},
                  draw=["JE01"], active=GREEN)
    play(m, Act(GREEN), ChooseTarget(GREEN, YELLOW))
    assert m.active_seat == YELLOW and m.legal_commands() == [NoDefence(YELLOW)]
    events = m.apply(NoDefence(YELLOW))
    assert only(events, "hand_laid_out") == HandLaidOut(YELLOW, yellow)
    assert all(m.view(s).laid_out == yellow for s in SEATS)
    events = m.apply(ChooseCard(GREEN, "CH01"))
    assert only(events, "raid_taken") == RaidTaken(GREEN, YELLOW, "CH01", "JE01")
    now = ("CU01", "CU02", "GO01", "JE01", "PE01")
    assert m.view(YELLOW).hand == now
    assert all(m.view(s).known[YELLOW] == now for s in (RED, GREEN, BLUE))
    assert m.view(GREEN).hand == ("CA02", "CH01")
    assert all(m.view(s).laid_out is None for s in SEATS)


def test_example_10_first_mission():
    """LT-EX10 (LT-6.6, LT-6.8, LT-6.9, LT-6.10, LT-15.7): Red delivers one of each object as
    "one of each", and no ambush qualifies (Yellow's AM04, Blue's colour, is asked and can only
    hold). Red takes MI1A (30 VP), the 7 cards go to the discard pile, the sheriff advances.
    Later Blue completes the same mission and takes MI1B (20 VP). Red could never take MI1B."""
    seven = ("CA01", "CH01", "CU01", "GO01", "JE01", "NE01", "PE01")
    m = situation(hands={RED: list(seven), YELLOW: ["CU02"], GREEN: ["CU03"], BLUE: ["CU04"]},
                  ambush_sets={YELLOW: [("AM04", "GO02")]}, at="deliver")
    m.apply(DeliverMission(RED, 1, seven))
    assert m.active_seat == YELLOW and m.legal_commands() == [HoldAmbush(YELLOW)]
    events = m.apply(HoldAmbush(YELLOW))
    assert only(events, "mission_completed") == MissionCompleted(RED, "MI1A", seven)
    assert only(events, "sheriff_moved").space == 1
    view = m.view(GREEN)
    assert view.missions_taken[RED] == ("MI1A",) and view.scores[RED] == 30
    assert view.loot[RED] == () and Counter(view.discard) == Counter(seven)
    assert view.mission_stacks[0] == ("MI1B",)
    # later, Blue completes it too
    blue_seven = ("CA02", "CH02", "CU05", "GO03", "JE02", "NE02", "PE02")
    m = situation(hands={BLUE: list(blue_seven), RED: ["CU02"]}, missions_taken={RED: ["MI1A"]},
                  active=BLUE, at="deliver")
    events = m.apply(DeliverMission(BLUE, 1, blue_seven))
    assert only(events, "mission_completed").mission_card == "MI1B"
    assert m.view(RED).scores == (30, 0, 0, 20) and m.view(RED).mission_stacks[0] == ()
    # Red, who took MI1A, can never take MI1B
    m = situation(hands={RED: list(blue_seven)}, missions_taken={RED: ["MI1A"]}, at="deliver")
    assert not [c for c in m.legal_commands() if c.kind == "deliver_mission"]
    refused(m, DeliverMission(RED, 1, blue_seven), code="mission_closed")


def test_example_11_mission_broken_by_ambush():
    """LT-EX11 (LT-7.5, LT-7.6, LT-7.7, LT-15.5): Yellow announces "three pairs" with CU, CU,
    PE, PE, NE, NE; Blue is asked and fires AM13 (Necklace + Candlestick): Blue takes a necklace
    and Yellow receives the gold. The remaining 5 cards no longer match: they go back to
    Yellow's hand with the gold, no mission card is taken, the sheriff does not move."""
    six = ("CU01", "CU02", "NE01", "NE02", "PE01", "PE02")
    m = situation(hands={RED: ["CA01"], YELLOW: list(six), GREEN: ["CA02"], BLUE: ["CA03"]},
                  ambush_sets={BLUE: [("AM13", "GO01")]}, active=YELLOW, at="deliver")
    m.apply(DeliverMission(YELLOW, 4, six))
    assert m.active_seat == BLUE  # Green has no ambush set and is not asked
    m.apply(FireAmbush(BLUE, "AM13"))
    assert m.legal_commands() == [AmbushTake(BLUE, "NE01")]  # the necklaces only
    refused(m, AmbushTake(BLUE, "CU01"), code="ambush_cannot_take")
    events = m.apply(AmbushTake(BLUE, "NE02"))
    failed = only(events, "delivery_failed")
    assert failed == DeliveryFailed(YELLOW, ("CU01", "CU02", "NE01", "PE01", "PE02"))
    assert "mission_completed" not in kinds(events) and "sheriff_moved" not in kinds(events)
    assert m.view(YELLOW).hand == ("CU01", "CU02", "GO01", "NE01", "PE01", "PE02")
    assert m.view(BLUE).hand == ("CA03", "NE02")
    view = m.view(RED)
    assert view.sheriff == 0 and view.missions_taken == ((), (), (), ())
    assert view.mission_stacks[3] == ("MI4A", "MI4B")


def test_example_12_end_by_sheriff():
    """LT-EX12 (LT-8.5, LT-10.1, LT-10.2): the sheriff is on space 20; Green successfully
    delivers GO x3 (9 VP to loot); the sheriff moves to Nottingham and the game ends at once,
    with no hand-out."""
    m = situation(hands={GREEN: ["GO01", "GO02", "GO03"]}, sheriff=20, active=GREEN, at="deliver")
    events = m.apply(DeliverSet(GREEN, ("GO01", "GO02", "GO03")))
    assert kinds(events) == ["delivery_announced", "set_delivered", "sheriff_moved", "game_ended"]
    assert only(events, "sheriff_moved") == SheriffMoved(0, None)
    assert only(events, "game_ended").reason == "sheriff"
    assert m.is_over and m.legal_commands() == []
    assert m.view(RED).scores == (0, 0, 9, 0) and m.view(RED).hand_sizes == (0, 0, 0, 0)
    assert m.winners() == [GREEN] and "Nottingham" in m.outcome().subtitle


def test_example_13_end_by_last_mission():
    """LT-EX13 (LT-10.1, LT-10.2): only MI4B remains. Red completes "three pairs" and takes
    MI4B (12 VP); the sheriff moves to space 13 (number 4), the hand-out is made, and then the
    game ends because no mission card remains."""
    six = ("CA01", "CA02", "GO01", "GO02", "JE01", "JE02")
    m = situation(hands={RED: list(six), YELLOW: ["CU01", "CU02"]},
                  missions_taken={YELLOW: ["MI1A", "MI2A"], GREEN: ["MI1B", "MI3A"],
                                  BLUE: ["MI2B", "MI3B", "MI4A"]},
                  sheriff=12, at="deliver")
    events = m.apply(DeliverMission(RED, 4, six))
    assert kinds(events) == ["delivery_announced", "mission_completed", "sheriff_moved",
                             "cards_handed_out", "game_ended"]
    assert only(events, "mission_completed").mission_card == "MI4B"
    assert only(events, "sheriff_moved") == SheriffMoved(13, 4)
    assert only(events, "cards_handed_out").seats == (RED, YELLOW, GREEN, BLUE)
    assert only(events, "game_ended").reason == "missions"
    assert m.is_over and m.scores()[RED] == 12
    assert m.view(RED).hand_sizes == (1, 3, 1, 1)


def test_example_14_tie_break():
    """LT-EX14 (LT-10.3, LT-10.5): final scores Red 76 and Blue 76; Red has 5 loot cards and 1
    mission card (6 deliveries), Blue 7 loot cards and 0 missions (7 deliveries): Blue wins.
    (Blue's seventh delivery, a set of gold, brings the sheriff home and ends the game.)"""
    m = situation(hands={BLUE: ["GO01", "GO02", "GO03"]},
                  loot={RED: ["CH01", "GO04", "CA01", "CA02", "CA03"],
                        BLUE: ["CH02", "CH03", "JE01", "JE02", "PE01", "GO05"],
                        YELLOW: ["CU01"]},
                  missions_taken={RED: ["MI1A"]}, sheriff=20, active=BLUE, at="deliver")
    m.apply(DeliverSet(BLUE, ("GO01", "GO02", "GO03")))
    assert m.is_over
    assert m.scores() == [76, 7, 0, 76]
    assert m.view(RED).deliveries == (6, 1, 0, 7)
    assert m.winners() == [BLUE]
    outcome = m.outcome()
    assert outcome.winners == (BLUE,) and "deliveries" in outcome.note


def test_example_15_revealed_necklace():
    """LT-EX15 (LT-4.4, LT-5.6.5): Blue reveals a necklace. Defence is not an own-turn action,
    so Blue must take it into hand."""
    m = situation(hands={RED: ["CU01"], BLUE: ["CU02"]}, draw=["NE01"], active=BLUE)
    assert m.legal_commands() == [Take(BLUE)]
    refused(m, Act(BLUE), code="defence_only_reaction")
    events = m.apply(Take(BLUE))
    assert only(events, "card_taken").card == "NE01"
    assert m.view(BLUE).hand == ("CU02", "NE01")
