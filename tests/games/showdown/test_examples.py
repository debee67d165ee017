"""The worked examples (SD-16) SD-EX1 … SD-EX13 of shared/rules/showdown.md, played through Match.

Seat 0 is the spec's P1 (Hearts/Diamonds), seat 1 is P2 (Spades/Clubs).
"""

from __future__ import annotations

import pytest

from sherwood.engine import Match, refuse
from sherwood.games.showdown.commands import Lay, Pass, Rob, Sell, SkipSell, TakeFool, Withdraw
from sherwood.games.showdown.events import (
    CardsDiscarded,
    CardsDrawn,
    DeckReshuffled,
    GameEnded,
    MeleeTied,
    MeleeWon,
    TravellerEscaped,
    TravellerRevealed,
    TurnStarted,
)
from sherwood.games.showdown.state import own_draw_deck

from .situations import refused, situation


def kinds(events):
    return [e.kind for e in events]


def lays(match: Match) -> set[str]:
    """The outlaws the mover may lay or rob with, ignoring ransom variants."""
    return {c.outlaw for c in match.legal_commands() if isinstance(c, Lay | Rob)}


def test_SD_EX1_weaker_reinforcement():
    """SD-EX1: P1 opens 4, P2 lays 5; P1's 2 is illegal, another 4 is legal (SD-6.7)."""
    m = situation(hands=(["H4", "H2", "D4"], ["S5", "S1"]), traveller="T9")
    m.apply(Rob(0, "H4"))
    m.apply(Lay(1, "S5"))
    view = m.view(0)
    assert view.min_legal[0] == 4 == max(4, 5 - 4)
    assert lays(m) == {"D4"}
    assert refused(m, Lay(0, "H2")) == refuse("too_weak", minimum=4, last=4, leader=1, lead=1)
    m.apply(Lay(0, "D4"))
    assert m.view(1).totals == (8, 5)


def test_SD_EX2_seed_picture_at_least_4():
    """SD-EX2: totals 4–8, P1 needs max(3, 8−4) = 4; without one P1 must withdraw."""
    m = situation(hands=(["H1", "H3", "H2", "D3"], ["S2", "C6"]), traveller="T8")
    for cmd in (Rob(0, "H1"), Lay(1, "S2"), Lay(0, "H3"), Lay(1, "C6")):
        m.apply(cmd)
    view = m.view(0)
    assert view.totals == (4, 8)
    assert view.min_legal[0] == 4
    assert m.legal_commands() == [Withdraw(0)]
    events = m.apply(Withdraw(0))
    assert MeleeWon(1, "T8", (), 8) in events
    assert "T8" in m.view(0).spoils[1]

    holding_a_4 = situation(hands=(["H1", "H3", "H4"], ["S2", "C6"]), traveller="T8")
    for cmd in (Rob(0, "H1"), Lay(1, "S2"), Lay(0, "H3"), Lay(1, "C6")):
        holding_a_4.apply(cmd)
    assert lays(holding_a_4) == {"H4"}


def test_SD_EX3_tie():
    """SD-EX3: 19–19 and P2 holds nothing ≥ 10: tie, T10 out of play, cards discarded."""
    m = situation(hands=(["H3", "D6", "H10", "H2"], ["S9", "S10", "S3"]), traveller="T10")
    m.apply(Rob(0, "H3"))
    m.apply(Lay(1, "S9"))
    assert m.view(0).min_legal[0] == 6
    m.apply(Lay(0, "D6"))
    assert m.view(0).totals == (9, 9)
    assert m.view(1).min_legal[1] == 9
    m.apply(Lay(1, "S10"))
    assert m.view(0).min_legal[0] == 10
    m.apply(Lay(0, "H10"))
    assert m.view(1).totals == (19, 19)
    assert m.legal_commands() == [Withdraw(1)]
    events = m.apply(Withdraw(1))
    assert kinds(events)[:7] == ["withdrew", "melee_tied", "traveller_escaped", "cards_discarded",
                                 "cards_discarded", "cards_drawn", "cards_drawn"]
    assert MeleeTied("T10") in events and TravellerEscaped("T10", "tie") in events
    assert CardsDiscarded(0, ("H3", "D6", "H10")) in events
    assert CardsDiscarded(1, ("S9", "S10")) in events
    drawn = [e for e in events if isinstance(e, CardsDrawn)]
    assert drawn == [CardsDrawn(0, 2, "draw"), CardsDrawn(1, 2, "draw")]
    view = m.view(0)
    assert view.out_of_play == ("T10",)
    assert view.spoils == ((), ())
    assert view.discards == (("H3", "D6", "H10"), ("S9", "S10"))
    m.check_invariants()


def test_SD_EX4_ransoms_go_to_the_winner():
    """SD-EX4: H6+HQ (stake 11), S7+SP (stake 12), P1 withdraws: P2 gains T8, HQ, SP = 12."""
    m = situation(hands=(["H6", "HQ", "H2"], ["S7", "SP", "S1"]), traveller="T8")
    m.apply(Rob(0, "H6", "HQ"))
    assert m.view(1).stake == 11
    m.apply(Lay(1, "S7", "SP"))
    assert m.view(0).stake == 12
    events = m.apply(Withdraw(0))
    assert MeleeWon(1, "T8", ("HQ", "SP"), 12) in events
    view = m.view(0)
    assert view.spoils[1] == ("T8", "HQ", "SP")
    assert view.scores == (0, 12)
    assert view.discards == (("H6",), ("S7",))
    m.check_invariants()


def test_SD_EX5_uncontested_robbery():
    """SD-EX5: P2 opens C1; P1 could lay H2 but withdraws; P2 wins T15; both draw 2."""
    m = situation(hands=(["H2", "DK"], ["C1", "S4"]), traveller="T15", first=1)
    m.apply(Rob(1, "C1"))
    assert m.view(0).min_legal[0] == 1
    assert Lay(0, "H2") in m.legal_commands()
    events = m.apply(Withdraw(0))
    assert MeleeWon(1, "T15", (), 15) in events
    assert m.view(0).scores == (0, 15)
    assert m.view(0).discards == ((), ("C1",))
    assert [e for e in events if isinstance(e, CardsDrawn)] == [
        CardsDrawn(1, 2, "draw"), CardsDrawn(0, 2, "draw")]


def test_SD_EX6_fool_with_no_pass_left():
    """SD-EX6: P2 has no pass: the Fool goes into P2's spoils, nobody draws, P1's turn."""
    m = situation(hands=(["H3"], ["S3"]), passes=(2, 0), traveller="FOOL", first=1)
    assert m.legal_commands() == [TakeFool(1)]
    before = m.view(0)
    events = m.apply(TakeFool(1))
    view = m.view(0)
    assert view.spoils[1] == ("FOOL",) and view.scores == (0, -5)
    assert view.hand_sizes == before.hand_sizes and view.deck_sizes == before.deck_sizes
    assert view.melee == ((), ()) and "card_laid" not in kinds(events)
    assert TurnStarted(0, 2) in events and m.active_seat == 0


def test_SD_EX7_fool_passed():
    """SD-EX7: P1 passes the Fool: he goes to P1's passed pile, 1 pass left, no score change."""
    m = situation(hands=(["H3"], ["S3"]), traveller="FOOL")
    assert m.legal_commands() == [Pass(0), TakeFool(0)]
    m.apply(Pass(0))
    view = m.view(1)
    assert view.passed[0] == ("FOOL",)
    assert view.passes_left == (1, 2)
    assert view.scores == (0, 0)


@pytest.mark.parametrize("kept", [(), ("CQ",)])
def test_SD_EX8_refill(kept):
    """SD-EX8 (as corrected to fit SD-15.8): P2's deck is empty at the end of a melee and the
    hand holds no outlaw (maybe CQ); the discard pile holds all 20 of P2's outlaws and 2 ransom
    cards: the 22 are reshuffled and P2 draws 3 (hand 3 or CQ + 3, deck 19).

    Every card of the game is somewhere: P2's other ransom cards lie in the spoils."""
    outlaws = [f"{suit}{n}" for suit in "SC" for n in range(1, 11)]
    discards = [c for c in outlaws if c != "S5"] + ["SP", "SN"]  # S5 is laid in the melee
    spoils = [c for c in ("SQ", "SK", "CP", "CN", "CQ", "CK") if c not in kept]
    m = situation(hands=(["H5", "H6"], ["S5", *kept]), decks=(None, []), discards=((), discards),
                  spoils=(spoils[:2], spoils[2:]), traveller="T12")
    m.check_invariants()
    m.apply(Rob(0, "H5"))
    m.apply(Lay(1, "S5"))
    m.apply(Lay(0, "H6"))
    events = m.apply(Withdraw(1))
    assert [e for e in events if isinstance(e, CardsDrawn | DeckReshuffled)] == [
        CardsDrawn(0, 2, "draw"), DeckReshuffled(1, 22), CardsDrawn(1, 3, "refill")]
    view = m.view(1)
    assert view.hand_sizes[1] == 3 + len(kept)
    assert set(kept) <= set(view.hand)
    assert view.deck_sizes[1] == 19
    assert view.discards[1] == ()
    m.check_invariants()


def test_SD_EX9_purchase():
    """SD-EX9: P1 holds {HK, DP}, sells T5 and draws H3, DQ, H9, D1, H8; score 20 → 15."""
    m = situation(hands=(["HK", "DP"], ["S5"]), decks=(["H3", "DQ", "H9", "D1", "H8", "D5"], None),
                  discards=(None, ()), spoils=(["T5", "T12", "SK"], ()), phase="sell",
                  traveller_deck=["T20", "T1", "FOOL"])
    assert m.view(0).scores[0] == 20
    assert m.legal_commands() == [Sell(0, "T5"), Sell(0, "T12"), SkipSell(0)]
    events = m.apply(Sell(0, "T5"))
    assert kinds(events) == ["traveller_sold", "cards_drawn", "traveller_revealed"]
    view = m.view(0)
    assert set(view.hand) == {"HK", "DP", "H3", "DQ", "H9", "D1", "H8"}
    assert view.deck_sizes[0] == 1
    assert view.scores[0] == 15
    assert "T5" in view.out_of_play
    assert view.phase == "decide" and view.active_traveller == "T20"
    m.check_invariants()


def test_SD_EX10_no_way_to_rob():
    """SD-EX10: P1 holds {DP}, turns up T17: it escapes, P1 keeps 1 pass, nobody draws."""
    m = situation(hands=(["DP"], ["S5", "S6"]), passes=(1, 2), traveller="T3", first=1,
                  traveller_deck=["T17", "T4", "T6"])
    before = m.view(0)
    events = m.apply(Pass(1))
    assert kinds(events) == ["traveller_passed", "turn_started", "traveller_revealed",
                             "traveller_escaped", "turn_started", "traveller_revealed"]
    assert TravellerEscaped("T17", "no_outlaw") in events
    view = m.view(0)
    assert view.passes_left == (1, 1)
    assert view.out_of_play[-1] == "T17"
    assert view.hand_sizes == before.hand_sizes
    assert m.active_seat == 1 and view.active_traveller == "T4"


def test_SD_EX10_both_without_outlaws_draw():
    """SD-EX10 (second half) / SD-3.9: had P2 also held no outlaw, both draw 2, P1 first."""
    m = situation(hands=(["DP"], ["SQ"]), passes=(1, 2), traveller="T3", first=1,
                  traveller_deck=["T17", "T4", "T6"])
    events = m.apply(Pass(1))
    after_escape = kinds(events)[kinds(events).index("traveller_escaped") + 1:]
    assert after_escape[:2] == ["cards_drawn", "cards_drawn"]
    drawn = [e for e in events if isinstance(e, CardsDrawn)]
    assert drawn[:2] == [CardsDrawn(0, 2, "draw"), CardsDrawn(1, 2, "draw")]
    assert m.view(0).hand_sizes == (3, 3)


def _last_traveller(spoils_p2):
    return situation(hands=(["H5"], ["S5"]), traveller="T3", traveller_deck=[],
                     spoils=(["T21", "T2", "T9", "T10", "HK", "SP"], spoils_p2))


def test_SD_EX11_end_and_tie_break():
    """SD-EX11: 46–40, P1 wins; with 46–46, P1 wins the tie-break with T21 (SD-10.5)."""
    m = _last_traveller(["T20", "T14", "T7", "DQ", "CN", "FOOL"])
    events = m.apply(Pass(0))
    assert events[-1] == GameEnded((46, 40), (0,))
    assert m.scores() == [46, 40] and m.winners() == [0]
    m.check_invariants()

    tied = _last_traveller(["T20", "T14", "T7", "DQ", "CN", "T1"])
    events = tied.apply(Pass(0))
    assert tied.scores() == [46, 46]
    assert tied.winners() == [0]
    assert events[-1] == GameEnded((46, 46), (0,))


def test_SD_EX12_encore_setup():
    """SD-EX12: 11 travellers (even ones and the Fool); 24-card decks; 5 cards, 2 passes."""
    m = Match.start("showdown", 2, seed=12, options={"encore": True})
    for seat, suits in ((0, "HD"), (1, "SC")):
        view = m.view(seat)
        travellers = {*view.travellers_remaining, view.active_traveller}
        assert travellers == {f"T{n}" for n in range(2, 21, 2)} | {"FOOL"}
        own = set(view.hand) | set(own_draw_deck(view))
        ransoms = {f"{suits[0]}{r}" for r in "PNQK"}
        assert own == {f"{s}{n}" for s in suits for n in range(1, 11)} | ransoms
        assert view.hand_sizes == (5, 5) and view.deck_sizes == (19, 19)
        assert view.passes_left == (2, 2)
    m.check_invariants()


def test_SD_EX13_short_draw():
    """SD-EX13: one card left in P1's deck: P1 draws it, no reshuffle, no refill."""
    m = situation(hands=(["H5", "H9"], ["S3"]), decks=(["D2"], None), discards=(None, ()),
                  traveller="T6")
    m.apply(Rob(0, "H5"))
    events = m.apply(Withdraw(1))
    assert CardsDrawn(0, 1, "draw") in events
    assert not any(isinstance(e, DeckReshuffled) and e.seat == 0 for e in events)
    view = m.view(0)
    assert set(view.hand) == {"H9", "D2"}
    assert view.deck_sizes[0] == 0
    assert view.discards[0][-1] == "H5"
    assert TravellerRevealed(view.active_traveller) in events
