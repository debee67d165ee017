"""Trade (SR-B-7): maritime trade at the best ratio (WE-3) and the domestic offer protocol
(SR-B-7.4, SR-B-12.7), with the family of offers bots choose among (SR-B-7.5)."""

from __future__ import annotations

import pytest

from sherwood.engine import refuse
from sherwood.games.settlers.commands import (
    AcceptOffer,
    CancelOffer,
    ChoosePartner,
    DeclineOffer,
    EndTurn,
    MaritimeTrade,
    OfferTrade,
)

from .situations import legal_kinds, refused, situation

A, B, C, D = range(4)


def too_few(resource, ratio):
    """SR-B-7.6 to SR-B-7.8: fewer than ``ratio`` cards of ``resource`` for a bank trade."""
    return refuse("too_few_to_trade", resource=resource, ratio=ratio)


def we3():
    return situation(turn=A, settlements={"1,1,S": A, "2,1,N": A},
                     hands=[{"wool": 2, "ore": 3, "lumber": 4}])


def test_we3_maritime_ratios():
    """WE-3, SR-B-7.6 to SR-B-7.9: the wool harbour trades 2 wool, the generic harbour 3 of
    anything; no ore harbour, so ore goes at 3; never for the same type."""
    match = we3()
    trades = {(c.give, c.get) for c in legal_kinds(match, "maritime_trade")}
    assert ("wool", "brick") in trades and ("ore", "grain") in trades
    assert ("lumber", "lumber") not in trades
    assert {give for give, _ in trades} == {"wool", "ore", "lumber"}
    assert refused(match, MaritimeTrade(A, "lumber", "lumber")) == refuse("same_resource", resource="lumber")
    match.apply(MaritimeTrade(A, "wool", "brick"))
    match.apply(MaritimeTrade(A, "ore", "grain"))
    assert match.view(A).hand == (4, 0, 1, 1, 0)  # 4 lumber, 1 brick, 1 grain
    assert refused(match, MaritimeTrade(A, "ore", "wool")) == too_few("ore", 3)


def test_four_to_one_without_a_harbour_and_the_bank_must_hold_the_card():
    """SR-B-7.6, SR-B-7.9: 4 identical cards for 1 without a harbour; not for a card the bank
    has run out of."""
    match = situation(turn=A, hands=[{"brick": 4}, {"ore": 19}], seats=2)
    assert {c.get for c in legal_kinds(match, "maritime_trade")} == {"lumber", "wool", "grain"}
    assert refused(match, MaritimeTrade(A, "brick", "ore")) == refuse("bank_out_of", resource="ore")
    match.apply(MaritimeTrade(A, "brick", "grain"))
    assert match.view(A).hand == (0, 0, 1, 0, 0)


def test_an_offer_to_everyone_asks_each_other_seat_in_turn():
    """SR-B-7.4, SR-B-12.7: every other seat answers, in turn order from the offerer, each
    accepting only with the cards asked for; the offerer picks one who accepted."""
    match = situation(turn=B, hands=[{"ore": 1}, {"brick": 2}, {}, {"ore": 2}])
    match.apply(OfferTrade(B, ("brick",), ("ore",), None))
    assert match.active_seat == C and match.legal_commands() == [DeclineOffer(C)]
    assert refused(match, AcceptOffer(C)) == refuse("accept_needs_cards", cards=("ore",))
    match.apply(DeclineOffer(C))
    assert match.active_seat == D
    match.apply(AcceptOffer(D))
    assert match.active_seat == A and match.view(A).offer.answers == ((C, False), (D, True))
    match.apply(AcceptOffer(A))
    assert match.view(B).prompt.accepted == (D, A)
    assert set(match.legal_commands()) == {ChoosePartner(B, D), ChoosePartner(B, A), CancelOffer(B)}
    assert refused(match, ChoosePartner(B, C)).code == "partner_not_accepted"
    events = match.apply(ChoosePartner(B, D))
    assert events[-1].kind == "traded"
    assert match.view(B).hand == (0, 0, 0, 1, 1) and match.view(D).hand == (0, 0, 0, 1, 1)
    assert match.view(B).offer is None and match.view(B).prompt.kind == "trade_and_build"


def test_an_offer_to_one_seat_asks_only_that_seat():
    """SR-B-7.4: an offer named to one seat; any terms both accept (SR-B-7.2), here 2 for 1."""
    match = situation(turn=A, hands=[{"grain": 2}, {"ore": 1}, {"ore": 5}])
    match.apply(OfferTrade(A, ("grain", "grain"), ("ore",), C))
    assert match.active_seat == C
    match.apply(AcceptOffer(C))
    match.apply(ChoosePartner(A, C))
    assert match.view(A).hand == (0, 0, 0, 0, 1) and match.view(C).hand == (0, 0, 2, 0, 4)


def test_the_offerer_may_cancel():
    """SR-B-7.4, SR-B-12.7: with acceptances, the offerer may still trade with nobody."""
    match = situation(turn=A, hands=[{"grain": 1}, {"ore": 1}], seats=2)
    match.apply(OfferTrade(A, ("grain",), ("ore",), None))
    match.apply(AcceptOffer(B))
    events = match.apply(CancelOffer(A))
    assert [e.kind for e in events] == ["offer_cancelled"]
    assert match.view(A).hand == (0, 0, 1, 0, 0)


def test_an_offer_nobody_accepts_lapses_and_bots_never_repeat_it():
    """SR-B-12.7: no acceptance, no command: the offer lapses; SR-B-7.5: the bots' family
    leaves it out for the rest of the turn."""
    match = situation(turn=A, hands=[{"grain": 1}, {}, {}], seats=3)
    offer = OfferTrade(A, ("grain",), ("ore",), None)
    assert offer in match.legal_commands()
    match.apply(offer)
    match.apply(DeclineOffer(B))
    events = match.apply(DeclineOffer(C))
    assert [e.kind for e in events] == ["offer_declined", "offer_lapsed"]
    assert match.active_seat == A and offer not in match.legal_commands()
    assert OfferTrade(A, ("grain",), ("wool",), None) in match.legal_commands()


def test_the_bots_family_of_offers():
    """SR-B-7.5: one card for one card of another type, to everyone, at most 2 a turn."""
    match = situation(turn=A, hands=[{"grain": 2, "ore": 1}, {"wool": 3}], seats=2)
    offers = legal_kinds(match, "offer_trade")
    assert len(offers) == 8
    assert all(len(o.give) == len(o.want) == 1 and o.give != o.want and o.to is None for o in offers)
    for _ in range(2):
        match.apply(OfferTrade(A, ("grain",), ("wool",), None))
        match.apply(AcceptOffer(B))
        match.apply(CancelOffer(A))
    assert legal_kinds(match, "offer_trade") == []
    # SR-B-7.5: humans have no limit; any legal offer is still accepted
    match.apply(OfferTrade(A, ("grain", "ore"), ("wool", "wool"), B))
    assert match.active_seat == B


def test_offers_a_player_composes_are_judged():
    """SR-B-7.1 to SR-B-7.4: only the active player, after the roll; cards held; no type on
    both sides; each side at least one card; to another seat or to everyone."""
    match = situation(turn=A, phase="before_roll", hands=[{"grain": 2}], seats=3)
    assert refused(match, OfferTrade(A, ("grain",), ("ore",), None)) == refuse("offer_not_now")
    match = situation(turn=A, hands=[{"grain": 2}], seats=3)
    cases = [
        (OfferTrade(A, ("grain",) * 3, ("ore",), None), refuse("offer_not_held", cards=("grain",) * 3)),
        (OfferTrade(A, ("grain",), ("grain", "ore"), None), refuse("offer_both_sides")),
        (OfferTrade(A, (), ("ore",), None), refuse("offer_side_empty")),
        (OfferTrade(A, ("grain",), ("ore",), A), refuse("offer_to_no_seat", to=A)),
        (OfferTrade(A, ("grain",), ("ore",), 3), refuse("offer_to_no_seat", to=3)),
        (OfferTrade(A, ("grain",), ("gold",), None), refuse("not_a_resource", got="gold")),
        (OfferTrade(A, ("grain",), ("ore", "lumber"), None), refuse("cards_out_of_order")),
    ]
    for command, why in cases:
        assert refused(match, command) == why
    assert refused(match, OfferTrade(B, ("grain",), ("ore",), None)).code == "not_your_turn"


def test_no_trade_before_the_roll():
    """SR-B-7.1, SR-B-4.3: before the roll there is no trade at all."""
    match = situation(turn=A, phase="before_roll", settlements={"1,1,S": A}, hands=[{"wool": 4}])
    assert legal_kinds(match, "maritime_trade") == [] and legal_kinds(match, "offer_trade") == []
    assert refused(match, MaritimeTrade(A, "wool", "ore")) == refuse("roll_first")
    assert EndTurn(A) not in match.legal_commands()


def givers(match):
    """The resources the active seat may give in a maritime trade now."""
    return {c.give for c in legal_kinds(match, "maritime_trade")}


@pytest.mark.parametrize("vertex", ["3,-1,S", "2,1,N"])
@pytest.mark.parametrize("piece", ["settlements", "cities"])
def test_a_generic_harbour_trades_three_for_one(vertex, piece):
    """SR-B-7.7: a settlement or city on either access vertex of the generic harbour H2
    (2,0,E) trades 3 identical cards for 1 of another type; a building off the harbour
    (2,0,S) still trades at 4."""
    match = situation(seats=2, **{piece: {vertex: A}}, hands=[{"wool": 3, "ore": 2, "lumber": 4}])
    assert givers(match) == {"wool", "lumber"}
    match.apply(MaritimeTrade(A, "wool", "brick"))
    assert match.view(A).hand == (4, 0, 0, 1, 2)
    assert refused(match, MaritimeTrade(A, "ore", "grain")) == too_few("ore", 3)
    inland = situation(seats=2, **{piece: {"2,0,S": A}}, hands=[{"wool": 3, "ore": 2, "lumber": 4}])
    assert givers(inland) == {"lumber"}


@pytest.mark.parametrize("vertex", ["2,-1,N", "3,-2,S"])
def test_a_special_harbour_trades_two_of_its_resource(vertex):
    """SR-B-7.8: a building on either access vertex of the ore harbour H1 (2,-1,NE) trades 2
    ore for 1 card of another type; other resources still go at 4."""
    match = situation(seats=2, settlements={vertex: A}, hands=[{"wool": 3, "ore": 2, "lumber": 4}])
    assert givers(match) == {"ore", "lumber"}
    assert ("ore", "ore") not in {(c.give, c.get) for c in legal_kinds(match, "maritime_trade")}
    assert refused(match, MaritimeTrade(A, "wool", "grain")) == too_few("wool", 4)
    match.apply(MaritimeTrade(A, "ore", "grain"))
    assert match.view(A).hand == (4, 3, 1, 0, 0)


def test_only_the_active_player_trades_and_only_resource_cards():
    """SR-B-7.3: seats other than the active one never trade with each other (not while
    answering an offer either); development cards are no trade goods, and cards cannot be
    given away for nothing."""
    match = situation(seats=3, hands=[{"grain": 1}, {"ore": 1}, {"wool": 1}], dev=[["knight"], [], []])
    assert refused(match, OfferTrade(B, ("ore",), ("wool",), C)).code == "not_your_turn"
    assert refused(match, OfferTrade(A, ("knight",), ("ore",), B)).code == "not_a_resource"
    assert refused(match, OfferTrade(A, ("grain",), (), B)) == refuse("offer_side_empty")
    match.apply(OfferTrade(A, ("grain",), ("ore",), None))
    assert match.active_seat == B
    assert {c.kind for c in match.legal_commands()} == {"accept_offer", "decline_offer"}
    assert refused(match, OfferTrade(B, ("ore",), ("wool",), C)) == refuse("offer_not_now")
    match.apply(AcceptOffer(B))
    match.apply(DeclineOffer(C))
    match.apply(ChoosePartner(A, B))
    assert match.view(A).hand_sizes == (1, 1, 1) and match.view(C).hand == (0, 1, 0, 0, 0)
    assert match.view(A).dev_cards == ("knight",)
