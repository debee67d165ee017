"""Buy and Exchange: sealed offers collected one seat at a time and revealed together (LT-5.1,
LT-5.7 of shared/rules/lieutenants.md), and a two-seat table's single offer (LT-11.3,
LT-15.13)."""

from __future__ import annotations

from sherwood.games.lieutenants.commands import (
    Act,
    ChooseOffer,
    EndTurn,
    Offer,
    Take,
)
from sherwood.ui.games import words_of
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


def buying(obj: str = "CU", active: int = RED, **hands):
    """``active`` turns up ``obj``01 and acts; ``hands`` by seat name (red=..., ...)."""
    names = {"red": RED, "yellow": YELLOW, "green": GREEN, "blue": BLUE}
    m = situation(hands={names[k]: v for k, v in hands.items()}, draw=[f"{obj}01"], active=active)
    events = m.apply(Act(active))
    return m, events


# --- LT-5.1 Buy ------------------------------------------------------------------------------

def test_buy_asks_each_other_player_with_cards_clockwise_from_the_left():
    """LT-5.1.1, LT-5.1.3, LT-5.1.4: the offers are asked one seat at a time, clockwise from the
    buyer's left; a player with an empty hand makes no offer."""
    m, _ = buying(active=GREEN, red=["PE01"], yellow=[], green=["CH01"], blue=["JE01", "JE02"])
    asked = []
    while prompt_kind(m) == "make_offer":
        seat = m.active_seat
        prompt = m.view(seat).prompt
        assert (prompt.seat, prompt.action, prompt.buyer) == (seat, "buy", GREEN)
        asked.append(seat)
        m.apply(m.legal_commands()[0])
    assert asked == [BLUE, RED]
    assert prompt_kind(m) == "choose_offer" and m.active_seat == GREEN


def test_a_buy_offer_is_exactly_one_card_of_ones_own():
    """LT-5.1.1: one card from the offerer's hand (any copy of an object held)."""
    m, _ = buying(red=["CU05"], yellow=["GO01", "GO02", "NE01"])
    assert m.active_seat == YELLOW
    assert set(m.legal_commands()) == {Offer(YELLOW, ("GO01",)), Offer(YELLOW, ("NE01",))}
    refused(m, Offer(YELLOW, ("GO01", "NE01")), code="buy_offer_one_card")
    refused(m, Offer(YELLOW, ("CH01",)), code="card_not_held")
    refused(m, Offer(YELLOW, ()), code="buy_offer_one_card")
    m.apply(Offer(YELLOW, ("GO02",)))
    assert m.view(YELLOW).own_offer == ("GO02",)


def test_offers_are_sealed_until_all_are_in():
    """LT-5.1.4, LT-12.1: while offers are collected nobody sees another's offer (a later
    offerer decides without seeing the earlier ones); they are revealed together."""
    m, _ = buying(red=["CU05"], yellow=["GO01"], green=["NE01"], blue=["CH01"])
    m.apply(Offer(YELLOW, ("GO01",)))
    events = m.apply(Offer(GREEN, ("NE01",)))
    assert kinds(events) == ["offer_made"]
    for s in range(4):
        view = m.view(s)
        assert view.offers == (None,) * 4
        assert view.offered == (False, True, True, False)
        assert (view.own_offer is not None) == (s in (YELLOW, GREEN))
    blue = m.view(BLUE)
    assert not {"GO01", "NE01"} & strings_in(blue)
    words = words_of(m)
    assert [words.command(c) for c in m.log[-2:]] == ["Yellow makes an offer", "Green makes an offer"]
    events = m.apply(Offer(BLUE, ("CH01",)))
    assert kinds(events) == ["offer_made", "offers_revealed"]
    assert only(events, "offers_revealed").offers == ((YELLOW, ("GO01",)), (GREEN, ("NE01",)),
                                                      (BLUE, ("CH01",)))
    assert all(m.view(s).offers == (None, ("GO01",), ("NE01",), ("CH01",)) for s in range(4))
    assert m.view(RED).known[GREEN] == ("NE01",)  # now public (LT-12.1)


def test_the_buyer_buys_exactly_one_offered_card():
    """LT-5.1.2, LT-5.1.3: the active player must choose one offer (no ending the turn
    instead, no seat that did not offer); the seller gets the copper coin, the rest keep their
    cards."""
    m, _ = buying(red=["CU05"], yellow=["GO01"], green=[], blue=["CH01", "PE01"])
    play(m, Offer(YELLOW, ("GO01",)), Offer(BLUE, ("PE01",)))
    assert set(m.legal_commands()) == {ChooseOffer(RED, YELLOW), ChooseOffer(RED, BLUE)}
    refused(m, EndTurn(RED))
    refused(m, ChooseOffer(RED, GREEN))
    refused(m, Take(RED))
    events = m.apply(ChooseOffer(RED, BLUE))
    accepted = only(events, "offer_accepted")
    assert (accepted.offerer, accepted.cards, accepted.paying_card) == (BLUE, ("PE01",), "CU01")
    assert m.view(RED).hand == ("CU05", "PE01")
    assert m.view(BLUE).hand == ("CH01", "CU01") and m.view(YELLOW).hand == ("GO01",)
    assert all(m.view(s).offers == (None,) * 4 and m.view(s).offered == (False,) * 4 for s in range(4))
    assert m.view(GREEN).known[YELLOW] == ("GO01",)  # an offer taken back stays known
    assert prompt_kind(m) == "deliver"


def test_hand_sizes_stay_while_offers_are_sealed():
    """LT-5.1.4, LT-12.1: an offered card stays in its owner's hand until the choice (hand
    sizes give nothing away)."""
    m, _ = buying(red=["CU05"], yellow=["GO01", "GO02"], blue=["CH01"])
    sizes = m.view(BLUE).hand_sizes
    m.apply(Offer(YELLOW, ("GO01",)))
    assert m.view(BLUE).hand_sizes == sizes and "GO01" in m.view(YELLOW).hand


# --- LT-5.7 Exchange -------------------------------------------------------------------------

def test_an_exchange_offer_is_one_or_two_cards():
    """LT-5.7.1: one or two cards, any two (two of one object too); never three."""
    m, _ = buying("CH", red=["CU05"], yellow=["GO01", "GO02", "NE01"])
    assert set(m.legal_commands()) == {
        Offer(YELLOW, ("GO01",)), Offer(YELLOW, ("NE01",)), Offer(YELLOW, ("GO01", "GO02")),
        Offer(YELLOW, ("GO01", "NE01"))}
    refused(m, Offer(YELLOW, ("GO01", "GO02", "NE01")), code="exchange_offer_size")
    assert Offer(YELLOW, ("GO02", "GO01")) == Offer(YELLOW, ("GO01", "GO02"))  # any order, one offer
    m.apply(Offer(YELLOW, ("GO02", "NE01")))  # any copies held
    assert m.view(YELLOW).own_offer == ("GO02", "NE01")


def test_a_player_with_one_card_offers_that_card():
    """LT-5.7.3: exactly 1 card in hand: that card is the offer."""
    m, _ = buying("CH", red=["CU05"], yellow=["PE03"], green=[], blue=["NE01", "NE02"])
    assert m.legal_commands() == [Offer(YELLOW, ("PE03",))]
    m.apply(Offer(YELLOW, ("PE03",)))
    assert m.active_seat == BLUE  # Green, with no card, is skipped


def test_exchange_offers_are_sealed_and_revealed_together():
    """LT-5.7.3, LT-5.1.4: as for a Buy, secret until all are in."""
    m, _ = buying("CH", red=["CU05"], yellow=["PE03", "PE04"], green=["CA01"], blue=[])
    events = m.apply(Offer(YELLOW, ("PE03", "PE04")))
    assert not of(events, "offers_revealed")
    assert m.view(GREEN).offers == (None,) * 4 and not {"PE03", "PE04"} & strings_in(m.view(GREEN))
    events = m.apply(Offer(GREEN, ("CA01",)))
    assert only(events, "offers_revealed").offers == ((YELLOW, ("PE03", "PE04")), (GREEN, ("CA01",)))


def test_the_chosen_offer_is_taken_whole_for_the_chest():
    """LT-5.7.2, LT-5.7.4: the active player takes both cards of the chosen offer, the offerer
    the chest; every other offer goes back."""
    m, _ = buying("CH", red=["CU05"], yellow=["PE03", "PE04"], green=["CA01", "JE01"])
    play(m, Offer(YELLOW, ("PE03", "PE04")), Offer(GREEN, ("JE01",)))
    refused(m, EndTurn(RED))
    events = m.apply(ChooseOffer(RED, YELLOW))
    accepted = only(events, "offer_accepted")
    assert (accepted.cards, accepted.paying_card) == (("PE03", "PE04"), "CH01")
    assert m.view(RED).hand == ("CU05", "PE03", "PE04")
    assert m.view(YELLOW).hand == ("CH01",) and m.view(GREEN).hand == ("CA01", "JE01")
    assert m.view(BLUE).known[YELLOW] == ("CH01",) and m.view(BLUE).known[RED] == ("PE03", "PE04")


# --- two seats -------------------------------------------------------------------------------

def test_two_seats_get_a_single_offer():
    """LT-11.3, LT-15.13: with two players the only offerer is the opponent, then the active
    player takes that offer."""
    for obj in ("CU", "CH"):
        m = situation(seats=2, hands={RED: ["CU05"], YELLOW: ["GO01", "GO02"]}, draw=[f"{obj}01"])
        m.apply(Act(RED))
        assert m.active_seat == YELLOW
        m.apply(Offer(YELLOW, ("GO01",)))
        assert m.legal_commands() == [ChooseOffer(RED, YELLOW)]
        m.apply(ChooseOffer(RED, YELLOW))
        assert m.view(RED).hand == ("CU05", "GO01")
        assert m.view(YELLOW).hand == tuple(sorted(("GO02", f"{obj}01")))
