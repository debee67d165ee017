"""Rules of Sherwood Showdown, one test per rule (IDs as shared/rules/showdown.md writes them).

Seat 0 is the spec's P1 / "seat 1" (Hearts, Diamonds); seat 1 is P2 / "seat 2" (Spades, Clubs).
Positions are built with :func:`situation`; everything else goes through the public API.
"""

from __future__ import annotations

import random

import pytest

from sherwood.engine import IllegalCommand, Match, SeededRng, refuse
from sherwood.games.showdown.cards import seat_deck, traveller_deck
from sherwood.games.showdown.commands import (
    Lay,
    Pass,
    Rob,
    Sell,
    SkipSell,
    TakeFool,
    Withdraw,
)
from sherwood.games.showdown.events import (
    CardLaid,
    CardsDrawn,
    DeckReshuffled,
    GameEnded,
    MeleeWon,
    TravellerEscaped,
    TravellerRevealed,
    TurnStarted,
)
from sherwood.games.showdown.state import opponent_pool, own_draw_deck

from .situations import refused, situation

HEARTS_DIAMONDS = {f"{s}{r}" for s in "HD" for r in [*range(1, 11), *"PNQK"]}
SPADES_CLUBS = {f"{s}{r}" for s in "SC" for r in [*range(1, 11), *"PNQK"]}


def kinds(events):
    return [e.kind for e in events]


def outlaws(match: Match) -> set[str]:
    return {c.outlaw for c in match.legal_commands() if isinstance(c, Lay | Rob)}


def play_random(seed: int, options=None, check=False) -> Match:
    match = Match.start("showdown", 2, seed, options)
    rng = random.Random(seed)
    while not match.is_over:
        match.apply(rng.choice(match.legal_commands()))
        if check:
            match.check_invariants()
    return match


# --- SD-1 / SD-2 setup -------------------------------------------------------------------

def test_setup_counts():
    """SD-1.A, SD-2.1, SD-2.2, SD-2.3, SD-2.4, SD-2.5, SD-2.6, SD-2.8: 28-card decks of two
    suits each (red for seat 0, black for seat 1), 22 travellers with the Fool, 5 cards in
    hand, 2 passes, empty spoils and discards."""
    m = Match.start("showdown", 2, seed=1)
    for seat, suits in ((0, HEARTS_DIAMONDS), (1, SPADES_CLUBS)):
        view = m.view(seat)
        assert len(view.hand) == 5 and set(view.hand) <= suits
        assert set(view.hand) | set(own_draw_deck(view)) == suits
        assert len(suits) == 28
        assert view.hand_sizes == (5, 5) and view.deck_sizes == (23, 23)
        assert {*view.travellers_remaining, view.active_traveller} == set(traveller_deck())
        assert len(traveller_deck()) == 22 and "FOOL" in traveller_deck()
        assert view.traveller_deck_size == 21  # the first traveller is already revealed
        assert view.passes_left == (2, 2)
        assert view.spoils == view.discards == view.passed == ((), ())
        assert view.out_of_play == () and view.scores == (0, 0)
    m.check_invariants()


def test_seats_are_the_two_bands():
    """SD-0 (the theme), SD-0.1, SD-0.2: seat 0 plays Robin Hood's Merry Men, seat 1 Guy Fawkes'
    Blazing Bandits."""
    m = Match.start("showdown", 2, seed=1)
    assert m.names == ("Robin Hood's Merry Men", "Guy Fawkes' Blazing Bandits")


def test_seat_decks_hold_20_outlaws_and_8_ransoms():
    """SD-1.2, SD-1.3, SD-2.2, SD-7.1: Ace (1) to 10 of two suits, and the Page, Knight,
    Queen and King of both (the ransoms are part of each player's deck)."""
    for seat in (0, 1):
        deck = seat_deck(seat)
        assert len(deck) == 28
        assert sum(c[1:].isdigit() for c in deck) == 20
        assert sum(c[1:] in ("P", "N", "Q", "K") for c in deck) == 8


def test_setup_random_order():
    """SD-2.9, SD-13.1, SD-2.7: first player, shuffle seat 1's deck, seat 2's deck, the
    travellers; seat 1 draws 5, then seat 2; the first player reveals the top traveller."""
    for seed in range(10):
        rng = SeededRng(seed)
        first = rng.randint(0, 1)
        decks = [list(seat_deck(0)), list(seat_deck(1))]
        rng.shuffle(decks[0])
        rng.shuffle(decks[1])
        travellers = list(traveller_deck())
        rng.shuffle(travellers)
        m = Match.start("showdown", 2, seed=seed)
        assert m.active_seat == first
        assert m.view(first).turn == 1
        assert set(m.view(0).hand) == set(decks[0][:5])
        assert set(m.view(1).hand) == set(decks[1][:5])
        if travellers[0] != "FOOL" and not any(c[1:].isdigit() for c in decks[first][:5]):
            continue  # (practically never) the first traveller escaped at once
        assert m.view(0).active_traveller == travellers[0]


def test_same_seed_same_deal():
    """SD-13 (randomness), SD-2.9, SD-13.2: the same seed gives the same game; another seed
    another one."""
    a, b = Match.start("showdown", 2, seed=42), Match.start("showdown", 2, seed=42)
    assert a.state_hash() == b.state_hash()
    assert a.view(0) == b.view(0) and a.view(1) == b.view(1)
    assert Match.start("showdown", 2, seed=43).state_hash() != a.state_hash()


def test_first_player_is_random():
    """SD-2.7: either seat may start."""
    firsts = {Match.start("showdown", 2, seed=s).active_seat for s in range(20)}
    assert firsts == {0, 1}


def test_only_two_seats():
    """Players: exactly 2."""
    with pytest.raises(ValueError, match="is for 2 players, not "):
        Match.start("showdown", 3, seed=1)


# --- SD-3 turn structure --------------------------------------------------------------------

def test_turns_alternate_after_every_outcome():
    """SD-3.1, SD-4.3, SD-8.7: after a pass, a melee or the Fool, the other seat plays."""
    m = situation(hands=(["H3", "H4"], ["S3", "S4"]), traveller="T9",
                  traveller_deck=["T5", "FOOL", "T7", "T8"])
    m.apply(Pass(0))
    assert m.active_seat == 1 and m.view(1).active_traveller == "T5"
    m.apply(Rob(1, "S3"))
    events = m.apply(Withdraw(0))
    assert TurnStarted(0, 3) in events and m.active_seat == 0
    assert m.view(0).active_traveller == "FOOL"
    m.apply(TakeFool(0))
    assert m.active_seat == 1 and m.view(0).turn == 4


def test_reveal_is_public():
    """SD-3.3: the revealed traveller is face up for both seats; the deck shrinks by one."""
    m = situation(hands=(["H3"], ["S3"]), traveller="T9", traveller_deck=["T5", "T6"])
    events = m.apply(Pass(0))
    assert TravellerRevealed("T5") in events
    assert m.view(0).active_traveller == m.view(1).active_traveller == "T5"
    assert m.view(0).traveller_deck_size == 1


def test_pass_or_rob_commands():
    """SD-3.4, SD-3.5, SD-3.8: pass (with a pass left) or rob with any outlaw, with or
    without each ransom in hand; exactly these commands."""
    m = situation(hands=(["H3", "D7", "HQ", "DP"], ["S3"]), traveller="T9")
    assert m.legal_commands() == [
        Pass(0),
        Rob(0, "H3"), Rob(0, "H3", "DP"), Rob(0, "H3", "HQ"),
        Rob(0, "D7"), Rob(0, "D7", "DP"), Rob(0, "D7", "HQ"),
    ]


def test_no_pass_left_must_rob():
    """SD-3.6, SD-4.1: with both passes used and an outlaw in hand, the seat must rob."""
    m = situation(hands=(["H3", "D7"], ["S3"]), passes=(0, 2), traveller="T9")
    assert m.legal_commands() == [Rob(0, "H3"), Rob(0, "D7")]
    assert refused(m, Pass(0)) == refuse("no_passes_left", passes=2)


def test_no_outlaw_traveller_escapes_without_a_pass():
    """SD-3.7: no outlaw after the purchase step: the traveller escapes at once, no pass is
    used, no melee, no draw (the opponent holds outlaws)."""
    m = situation(hands=(["HQ"], ["S3", "S4"]), traveller="T9", first=1,
                  traveller_deck=["T12", "T5"])
    events = m.apply(Pass(1))
    assert TravellerEscaped("T12", "no_outlaw") in events
    assert not any(isinstance(e, CardsDrawn) for e in events)
    view = m.view(0)
    assert view.passes_left == (2, 1) and view.out_of_play[-1] == "T12"
    assert view.hand_sizes == (1, 2)
    assert m.active_seat == 1 and view.active_traveller == "T5"


def test_both_without_outlaws_draw_after_an_escape():
    """SD-3.9, SD-9.14, SD-15.4: both stuck: after the escape both draw 2, active first,
    then the refill check; the next turn starts."""
    m = situation(hands=(["HQ"], ["SQ", "SK"]), traveller="T9", first=1,
                  traveller_deck=["T12", "T5", "FOOL"])
    events = m.apply(Pass(1))
    escape = kinds(events).index("traveller_escaped")
    assert events[escape + 1:escape + 3] == [CardsDrawn(0, 2, "draw"), CardsDrawn(1, 2, "draw")]
    assert m.view(0).hand_sizes == (3, 4)
    m.check_invariants()


def test_no_draws_after_an_escape_of_the_last_traveller():
    """SD-3.9, SD-10.4: the SD-3.9 draws are skipped after the last traveller."""
    m = situation(hands=(["HQ"], ["SQ"]), traveller="T9", first=1, traveller_deck=["T12"])
    events = m.apply(Pass(1))
    assert kinds(events)[-2:] == ["traveller_escaped", "game_ended"]
    assert m.view(0).hand_sizes == (1, 1) and m.is_over


def test_refill_at_the_start_of_a_turn_active_first():
    """SD-3.2, SD-9.6, SD-9.14: at the start of a turn both seats are refill-checked, the
    active seat first; each reshuffle is a random event."""
    m = situation(hands=(["HQ"], ["SK", "S9"]), decks=([], []),
                  discards=(["H1", "H2", "H3", "H4"], ["S1", "S2"]), traveller="T9", first=1,
                  traveller_deck=["T3", "T4"])
    events = m.apply(Pass(1))
    start = kinds(events).index("turn_started")
    assert events[start] == TurnStarted(0, 2)
    assert events[start + 1:start + 3] == [DeckReshuffled(0, 4), CardsDrawn(0, 3, "refill")]
    assert not any(isinstance(e, DeckReshuffled) and e.seat == 1 for e in events)  # S9 in hand
    assert m.view(0).hand_sizes[0] == 4 and m.view(0).deck_sizes[0] == 1


def test_both_refilled_active_seat_first():
    """SD-9.14: when both seats refill at the same point, the active seat goes first."""
    m = situation(hands=(["H9"], ["S9"]), decks=([], []),
                  discards=(["H2", "H3", "H4"], ["S2", "S3", "S4"]), traveller="T9", first=1)
    m.apply(Rob(1, "S9"))
    m.apply(Lay(0, "H9"))  # 9–9, seat 1 has nothing left
    events = m.apply(Withdraw(1))  # a tie: both discard, no draw possible, both refill
    refills = [e for e in events if isinstance(e, DeckReshuffled)]
    assert [e.seat for e in refills[:2]] == [1, 0]  # robber (the active seat) first


# --- SD-4 passing -------------------------------------------------------------------------

def test_pass():
    """SD-4.1, SD-4.2, SD-4.3, SD-4.4, SD-4.6: a passed traveller lies apart from spoils,
    never scores, no melee and no draw; after two passes no more."""
    m = situation(hands=(["H3"], ["S3"]), traveller="T19", traveller_deck=["T5", "T20", "FOOL"])
    before = m.view(0)
    events = m.apply(Pass(0))
    view = m.view(1)
    assert view.passed[0] == ("T19",) and view.spoils[0] == () and view.scores == (0, 0)
    assert view.passes_left == (1, 2)
    assert view.hand_sizes == before.hand_sizes and view.deck_sizes == before.deck_sizes
    assert not any(isinstance(e, CardsDrawn) for e in events)
    m.apply(Pass(1))
    m.apply(Pass(0))
    assert m.view(0).passes_left == (0, 1)
    assert Pass(1) in m.legal_commands()
    m.apply(Pass(1))
    m.check_invariants()


def test_passed_travellers_cannot_be_sold():
    """SD-4.4, SD-9.9: a passed traveller can never be sold."""
    m = situation(hands=(["HQ"], ["S3"]), passed=(["T19"], None), spoils=(["T4"], ()),
                  phase="sell")
    assert m.legal_commands() == [Sell(0, "T4"), SkipSell(0)]
    assert refused(m, Sell(0, "T19")) == refuse("passed_not_for_sale", traveller="T19")


# --- SD-5 the Fool -------------------------------------------------------------------------

def test_fool_choices():
    """SD-5.2, SD-5.5, SD-5.6, SD-4.5: with a pass left the Fool may be passed or taken;
    there is no melee over him, so no outlaw or ransom is ever laid on him."""
    m = situation(hands=(["H3", "HQ"], ["S3"]), traveller="FOOL")
    assert m.legal_commands() == [Pass(0), TakeFool(0)]
    assert refused(m, Rob(0, "H3", "HQ")) == refuse("fool_no_fight")


def test_take_fool():
    """SD-5.1, SD-5.3, SD-5.4, SD-5.5: the Fool goes to the active seat's spoils (−5), with
    a pass left too; no card is laid and nobody draws."""
    m = situation(hands=(["H3"], ["S3"]), traveller="FOOL")
    events = m.apply(TakeFool(0))
    assert kinds(events)[:1] == ["fool_taken"]
    assert not any(isinstance(e, CardsDrawn | CardLaid) for e in events)
    view = m.view(0)
    assert view.spoils[0] == ("FOOL",) and view.scores == (-5, 0) and view.passes_left == (2, 2)


def test_fool_cannot_be_sold():
    """SD-5.7, SD-9.9: the Fool stays in spoils; he is never offered for sale."""
    m = situation(hands=(["HQ"], ["S3"]), spoils=(["FOOL", "T2"], ()), phase="sell")
    assert m.legal_commands() == [Sell(0, "T2"), SkipSell(0)]
    assert refused(m, Sell(0, "FOOL")) == refuse("fool_not_for_sale")


def test_fool_without_pass_or_outlaw():
    """SD-15.5: no pass and no outlaw: the Fool still goes to the active seat's spoils."""
    m = situation(hands=(["HQ"], ["S3"]), passes=(0, 2), traveller="FOOL")
    assert m.legal_commands() == [TakeFool(0)]
    m.apply(TakeFool(0))
    assert m.view(1).spoils[0] == ("FOOL",)


def test_fool_is_the_last_traveller():
    """SD-15.6: the Fool as the last traveller is resolved, then the game ends."""
    m = situation(hands=(["H3"], ["S3"]), traveller="FOOL", traveller_deck=[],
                  spoils=(["T4"], ["T5"]))
    events = m.apply(TakeFool(0))
    assert events[-1] == GameEnded((-1, 5), (1,))
    assert m.is_over and m.active_seat is None and m.legal_commands() == []


# --- SD-6 the melee -------------------------------------------------------------------------

def test_rob_with_any_outlaw():
    """SD-6.1, SD-6.3: the opening card may be any outlaw; the melee starts and the
    opponent answers (SD-6.2, SD-6.4)."""
    m = situation(hands=(["H1", "H10", "D5"], ["S3"]), traveller="T9", passes=(0, 2))
    assert outlaws(m) == {"H1", "H10", "D5"}
    events = m.apply(Rob(0, "H1"))
    assert events == [CardLaid(0, "H1", None, True, 1, 9)]
    view = m.view(1)
    assert view.phase == "melee" and view.robber == 0 and m.active_seat == 1
    assert view.melee == ((("H1", None),), ())


def test_robber_cannot_withdraw_before_opening():
    """SD-6.12: robbing means laying the opening card: no withdraw before it."""
    m = situation(hands=(["H3"], ["S3"]), traveller="T9")
    assert Withdraw(0) not in m.legal_commands()
    assert refused(m, Withdraw(0)) == refuse("withdraw_not_now")


def test_players_alternate_in_a_melee():
    """SD-6.4: after the opening the opponent moves, then they alternate."""
    m = situation(hands=(["H3", "H5", "H9"], ["S3", "S6", "S10"]), traveller="T9")
    for cmd, next_seat in ((Rob(0, "H3"), 1), (Lay(1, "S3"), 0), (Lay(0, "H5"), 1),
                           (Lay(1, "S6"), 0)):
        m.apply(cmd)
        assert m.active_seat == next_seat


def test_counter_must_equal_or_beat_the_opening():
    """SD-6.5: the opponent's first card must equal (a tie) or beat the robber's card."""
    m = situation(hands=(["H6"], ["S5", "S6", "S8"]), traveller="T9")
    m.apply(Rob(0, "H6"))
    assert outlaws(m) == {"S6", "S8"}
    assert refused(m, Lay(1, "S5")) == refuse("too_weak", minimum=6, last=None, leader=0, lead=6)


def test_second_card_must_keep_up():
    """SD-6.6: a second card at least the first one laid, bringing the total level or ahead."""
    m = situation(hands=(["H3", "H5", "H6", "H2"], ["S9"]), traveller="T9")
    m.apply(Rob(0, "H3"))
    m.apply(Lay(1, "S9"))  # 3–9: seat 0 needs max(3, 6) = 6
    assert outlaws(m) == {"H6"}
    assert refused(m, Lay(0, "H5")) == refuse("too_weak", minimum=6, last=3, leader=1, lead=6)


def test_weaker_reinforcement_seed_example():
    """SD-6.7 (the seed's example): you play 4, they play 5: you may not play 2 even
    though your total would exceed 5; another 4 or higher is fine."""
    m = situation(hands=(["H4", "H2", "D4", "H7"], ["S5"]), traveller="T9")
    m.apply(Rob(0, "H4"))
    m.apply(Lay(1, "S5"))
    assert outlaws(m) == {"D4", "H7"}
    assert refused(m, Lay(0, "H2")) == refuse("too_weak", minimum=4, last=4, leader=1, lead=1)


def test_legality_measures_the_movers_own_last_card():
    """SD-6.8 (a): the value must be at least the mover's own most recent card, not the
    opponent's: with totals 7–8 a 2 would be enough for (b) but not for (a)."""
    m = situation(hands=(["H7", "H2", "D7"], ["S8"]), traveller="T9")
    m.apply(Rob(0, "H7"))
    m.apply(Lay(1, "S8"))
    assert m.view(0).min_legal[0] == 7
    assert outlaws(m) == {"D7"}


def test_legality_keeps_each_seats_cards_from_going_down():
    """SD-6.8 (a) over several cards: the bar is the most recent card, not the first."""
    m = situation(hands=(["H2", "H6", "H5", "D6"], ["S3", "S10", "C10"]), traveller="T9")
    for cmd in (Rob(0, "H2"), Lay(1, "S3"), Lay(0, "H6"), Lay(1, "S10")):
        m.apply(cmd)
    # seat 0: last 6, totals 8–13: min max(6, 5) = 6, so H5 (≥ the first card 2) is illegal
    assert m.view(0).min_legal[0] == 6
    assert outlaws(m) == {"D6"}


def test_legality_total_condition():
    """SD-6.8 (b): after the card the mover's total must be at least the other total."""
    m = situation(hands=(["H1", "H5", "H8"], ["S9"]), traveller="T9")
    m.apply(Rob(0, "H1"))
    m.apply(Lay(1, "S9"))  # 1–9: seat 0 needs max(1, 8) = 8
    assert outlaws(m) == {"H8"}


def test_min_legal_formula_in_views():
    """SD-6.9: the smallest legal value is max(last or 1, other − own); every outlaw in hand
    at or above it is legal, and the view shows it for both seats."""
    for seed in range(30):
        m = Match.start("showdown", 2, seed=seed)
        rng = random.Random(seed)
        while not m.is_over:
            view = m.view(0)
            if view.phase == "melee":
                seat = m.active_seat
                for s in (0, 1):
                    row = view.melee[s]
                    last = int(row[-1][0][1:]) if row else None
                    expected = max(last or 1, view.totals[1 - s] - view.totals[s])
                    assert view.min_legal[s] == expected
                hand = m.view(seat).hand
                legal = {c for c in hand if c[1:].isdigit() and int(c[1:]) >= view.min_legal[seat]}
                assert outlaws(m) == legal
            else:
                assert view.min_legal == (None, None)
            m.apply(rng.choice(m.legal_commands()))


def test_totals_ignore_ransoms():
    """SD-6.10, SD-7.11: totals sum the outlaws only; a ransom cannot be laid as an outlaw."""
    m = situation(hands=(["H4", "HK"], ["S5", "SQ"]), traveller="T9")
    m.apply(Rob(0, "H4", "HK"))
    assert m.view(1).totals == (4, 0)
    assert refused(m, Lay(1, "SQ")) == refuse("ransom_cannot_fight", card="SQ")


def test_withdraw_is_forced_without_a_legal_outlaw_and_free_with_one():
    """SD-6.11, SD-6.12, SD-12.5: no legal outlaw: Withdraw is the only command, and it is
    still a command (a human is never withdrawn automatically); with one, Withdraw is legal too."""
    m = situation(hands=(["H9"], ["S2", "S10"]), traveller="T9")
    m.apply(Rob(0, "H9"))
    assert Withdraw(1) in m.legal_commands() and Lay(1, "S10") in m.legal_commands()
    m2 = situation(hands=(["H9"], ["S2", "S3"]), traveller="T9")
    m2.apply(Rob(0, "H9"))
    assert m2.legal_commands() == [Withdraw(1)]
    assert m2.active_seat == 1 and m2.view(1).phase == "melee"


def test_only_own_hand_cards_can_be_laid():
    """SD-6.13: cards in the other hand, on the table or elsewhere cannot be laid."""
    m = situation(hands=(["H4", "H8"], ["S5", "S9"]), traveller="T9")
    m.apply(Rob(0, "H4"))
    assert refused(m, Lay(1, "H8")) == refuse("not_held", card="H8")
    assert refused(m, Lay(1, "S10")) == refuse("not_held", card="S10")


# --- SD-7 ransoms -------------------------------------------------------------------------------

def test_ransom_values_raise_the_stake():
    """SD-7.2, SD-7.7, SD-15.9: Page/Knight +1, Queen/King +3; the stake only rises."""
    m = situation(hands=(["H1", "H2", "H3", "HP", "HQ"], ["S1", "S2", "SN", "SK"]), traveller="T9")
    stakes = [m.view(0).stake]
    for cmd in (Rob(0, "H1", "HP"), Lay(1, "S1", "SN"), Lay(0, "H2", "HQ"), Lay(1, "S2", "SK"),
                Lay(0, "H3")):
        m.apply(cmd)
        stakes.append(m.view(0).stake)
    assert stakes == [9, 10, 11, 14, 17, 17]


def test_one_ransom_per_outlaw_never_alone():
    """SD-7.3, SD-7.4, SD-7.6: a ransom only with an outlaw laid at that moment, one each;
    both the robber and the opponent may attach one."""
    m = situation(hands=(["H4", "HQ", "HP"], ["S5", "SK"]), traveller="T9")
    assert Rob(0, "H4", "HQ") in m.legal_commands() and Rob(0, "H4", "HP") in m.legal_commands()
    assert refused(m, Rob(0, "HQ")) == refuse("ransom_cannot_fight", card="HQ")
    m.apply(Rob(0, "H4"))
    assert Lay(1, "S5", "SK") in m.legal_commands()
    m.apply(Lay(1, "S5", "SK"))
    assert m.view(0).melee[1] == (("S5", "SK"),)


def test_no_ransom_after_a_withdrawal():
    """SD-7.5: once a party withdraws the melee is over: no ransom can be added."""
    m = situation(hands=(["H4", "HQ"], ["S2"]), traveller="T9", traveller_deck=["T3", "FOOL"])
    m.apply(Rob(0, "H4"))
    m.apply(Withdraw(1))
    assert m.view(0).phase != "melee"
    assert not any(isinstance(c, Lay) for c in m.legal_commands())


def test_tie_sends_ransoms_home():
    """SD-7.9, SD-8.4: after a tie each ransom goes to its owner's discard pile."""
    m = situation(hands=(["H5", "HQ"], ["S5", "SP"]), traveller="T9")
    m.apply(Rob(0, "H5", "HQ"))
    m.apply(Lay(1, "S5", "SP"))
    m.apply(Withdraw(0))
    view = m.view(0)
    assert view.discards == (("H5", "HQ"), ("S5", "SP"))
    assert view.spoils == ((), ()) and view.out_of_play == ("T9",)
    m.check_invariants()


def test_ransoms_in_spoils_stay():
    """SD-7.8, SD-7.10, SD-15.2, SD-15.11: the winner keeps every ransom, the robber's own
    too; they score, never return to a deck and cannot be sold; the loser's deck shrinks."""
    m = situation(hands=(["H4", "HK"], ["S5"]), traveller="T9", traveller_deck=["T2", "T3"])
    m.apply(Rob(0, "H4", "HK"))
    m.apply(Lay(1, "S5"))
    m.apply(Withdraw(0))
    view = m.view(1)
    assert view.spoils[1] == ("T9", "HK") and view.scores[1] == 12
    assert "HK" not in opponent_pool(view)
    owned = len(view.discards[0]) + view.hand_sizes[0] + view.deck_sizes[0]
    assert owned == 27
    with pytest.raises(IllegalCommand):
        m.apply(Sell(1, "HK"))


# --- SD-8 end of a melee ----------------------------------------------------------------------

def test_the_seat_that_did_not_withdraw_wins():
    """SD-8.1, SD-8.2, SD-8.3: the non-withdrawing seat wins the traveller; all outlaws of
    the melee go to their owners' discard piles."""
    m = situation(hands=(["H4", "H6"], ["S5", "S9"]), traveller="T11")
    for cmd in (Rob(0, "H4"), Lay(1, "S5"), Lay(0, "H6")):
        m.apply(cmd)
    events = m.apply(Withdraw(1))
    assert MeleeWon(0, "T11", (), 11) in events
    view = m.view(0)
    assert view.spoils[0] == ("T11",)
    assert view.discards == (("H4", "H6"), ("S5",))
    assert view.melee == ((), ()) and view.totals == (0, 0)


def test_tie_needs_equal_totals_at_the_withdrawal():
    """SD-8.1, SD-15.10: equal totals when a seat withdraws is a tie, the traveller goes
    out of play (SD-8.5, SD-8.6) and nobody scores."""
    m = situation(hands=(["H5"], ["S5", "S9"]), traveller="T11")
    m.apply(Rob(0, "H5"))
    m.apply(Lay(1, "S5"))
    events = m.apply(Withdraw(0))
    assert TravellerEscaped("T11", "tie") in events
    assert m.view(0).out_of_play == ("T11",) and m.view(0).scores == (0, 0)


def test_end_of_melee_draws_robber_first_then_turn_passes():
    """SD-8.7, SD-9.1, SD-9.2: both draw 2 after every melee, the robber first; then the
    opponent's turn starts."""
    m = situation(hands=(["H4"], ["S5"]), traveller="T9", first=1)
    m.apply(Rob(1, "S5"))
    events = m.apply(Withdraw(0))
    drawn = [e for e in events if isinstance(e, CardsDrawn)]
    assert drawn[:2] == [CardsDrawn(1, 2, "draw"), CardsDrawn(0, 2, "draw")]
    assert kinds(events).index("cards_drawn") < kinds(events).index("turn_started")
    assert m.active_seat == 0
