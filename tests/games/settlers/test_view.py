"""What a seat sees (SR-B "Hidden information"): hands and development cards as counts for
the others, the deck's order never, a stolen card's kind only for the thief and the victim;
and the states sampled back from a view agree with it."""

from __future__ import annotations

from sherwood.engine import Match, SeededRng
from sherwood.games.settlers.commands import (
    AcceptOffer,
    ChoosePartner,
    DeclineOffer,
    EndTurn,
    MoveRobber,
    OfferTrade,
    Roll,
)
from sherwood.games.settlers.rules import RULES
from sherwood.games.settlers.view import sample_hidden

from .situations import situation

A, B, C = range(3)


def test_others_hands_and_cards_are_counts():
    """Hidden information: a seat sees its own hand and development cards; of the others only
    how many, and their visible VP (without Victory Point cards)."""
    match = situation(seats=3, hands=[{"ore": 2}, {"wool": 3, "brick": 1}, {}],
                      dev=[["knight"], ["vp_library", "monopoly"], []], settlements={"2,0,N": B})
    view = match.view(A)
    assert view.hand == (0, 0, 0, 0, 2) and view.dev_cards == ("knight",)
    assert view.hand_sizes == (2, 4, 0) and view.dev_counts == (1, 2, 0)
    assert view.public_vp == (0, 1, 0) and view.vp == 0
    assert match.view(B).vp == 2 and match.view(B).dev_cards == ("monopoly", "vp_library")
    text = repr(view)
    assert "vp_library" not in text and "monopoly" not in text


def test_the_deck_order_is_never_seen():
    """Hidden information: only the deck's size is public; two states differing only in the
    deck's order look the same to every seat."""
    a = situation(seats=2, deck=["knight", "monopoly", "vp_chapel"])
    b = situation(seats=2, deck=["vp_chapel", "knight", "monopoly"])
    for seat in (A, B):
        assert a.view(seat) == b.view(seat)
    assert a.view(A).deck_size == 3


def test_a_stolen_card_is_known_to_thief_and_victim_only():
    """Hidden information (thefts): who robbed whom is public, the card's kind is not."""
    match = situation(seats=3, phase="before_roll", settlements={"2,0,N": B},
                      hands=[{}, {"grain": 1, "ore": 1}, {}], script=[3, 4, 1])
    match.apply(Roll(A))
    match.apply(MoveRobber(A, "2,0"))
    assert match.view(A).last_theft == "ore" and match.view(B).last_theft == "ore"
    assert match.view(C).last_theft is None and match.view(C).last_robbery == (A, B)


def test_sampled_states_agree_with_the_view():
    """A state sampled from a seat's view looks the same to that seat, keeps every rule's
    invariant, and offers the same legal commands when that seat is to decide."""
    match = Match.start("settlers", 4, 3)
    rng = SeededRng(3)
    picks = SeededRng(4)
    for step in range(600):
        seat = match.active_seat
        if step % 7 == 0:
            for s in range(4):
                sample = sample_hidden(match.view(s), s, rng)
                assert RULES.view(sample, s) == match.view(s)
                RULES.check_invariants(sample)
                if s == seat:
                    assert RULES.legal_commands(sample) == match.legal_commands()
        match.apply(picks.choice(match.legal_commands()))
        if match.is_over:
            break


def test_a_sample_never_gives_the_turns_seat_a_win_it_would_have_had():
    """SR-B-11.2: the seat whose turn it is holds fewer than 10 VP while the game goes on, so
    a sample never deals it two Victory Point cards on top of its 8 visible VP (one, yes)."""
    match = situation(seats=2, cities={"2,1,N": B, "-2,0,N": B, "0,2,S": B, "-2,2,S": B},
                      dev=[[], ["knight", "knight"]], turn=B)
    rng = SeededRng(1)
    totals = set()
    for _ in range(300):
        sample = sample_hidden(match.view(A), A, rng)
        totals.add(sample.total_vp(B))
        RULES.check_invariants(sample)
    assert totals == {8, 9}


def test_a_sample_never_gives_a_seat_a_win_it_would_have_had_in_its_last_turn():
    """SR-B-11.2, SR-B-11.3: a seat ended its last turn below 10 VP, hidden cards included, and
    buys no card since; so after B ends its turn on 8 visible VP, a sample deals it at most one
    Victory Point card (two would have won B the game before it passed the dice on)."""
    match = situation(seats=3, cities={"2,1,N": B, "-2,0,N": B, "0,2,S": B, "-2,2,S": B},
                      dev=[[], ["knight", "knight"], []], turn=B)
    match.apply(EndTurn(B))
    assert match.view(A).turn == C and match.view(A).turn_end_vp[B] == 8
    rng = SeededRng(2)
    totals = set()
    for _ in range(300):
        sample = sample_hidden(match.view(A), A, rng)
        totals.add(sample.total_vp(B))
        RULES.check_invariants(sample)
    assert totals == {8, 9}


def test_a_sample_deals_the_cards_a_pending_offer_shows():
    """SR-B-7.4: an accepting seat holds every card wanted, and the offerer every card it
    gives, so in every sampled world the offerer can choose that partner and the trade
    leaves no hand below zero."""
    match = situation(seats=3, hands=[{"brick": 1, "ore": 3}, {"wool": 2, "grain": 2}, {"wool": 1}],
                      phase="trade")
    match.apply(OfferTrade(A, ("brick",), ("wool", "wool"), None))
    match.apply(AcceptOffer(B))
    match.apply(DeclineOffer(C))
    rng = SeededRng(5)
    for watcher in (B, C):
        for _ in range(100):
            sample = sample_hidden(match.view(watcher), watcher, rng)
            RULES.check_invariants(sample)
            assert sample.hands[A][3] >= 1 and sample.hands[B][1] >= 2
            RULES.apply(sample, ChoosePartner(A, B), rng)
            assert min(min(hand) for hand in sample.hands) >= 0
