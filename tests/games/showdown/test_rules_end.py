"""Rules of Sherwood Showdown from SD-9 on: drawing, refilling and buying, the end and its
scoring, the Encore, hidden information, undo and refusals, the invariants (one test per
rule, IDs as shared/rules/showdown.md writes them; SD-1 to SD-8 in test_rules.py)."""

from __future__ import annotations

import random

import pytest

from sherwood.engine import IllegalCommand, Match, SeededRng, refuse
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
    CardsDrawn,
    DeckReshuffled,
    GameEnded,
    MeleeWon,
    TravellerEscaped,
    TravellerRevealed,
    TravellerSold,
    TurnStarted,
)
from sherwood.games.showdown.rules import RULES
from sherwood.games.showdown.state import opponent_pool, own_draw_deck
from sherwood.games.showdown.view import ShowdownView
from tests.games.showdown.test_rules import HEARTS_DIAMONDS, SPADES_CLUBS, play_random

from .situations import refused, situation

# --- SD-9 drawing, refilling, buying ------------------------------------------------------------

def test_end_draw_never_reshuffles():
    """SD-9.3, SD-9.4: an empty deck draws nothing, and the discard pile stays put while
    the hand still holds an outlaw."""
    m = situation(hands=(["H4", "H9"], ["S5"]), decks=([], None), discards=(["H1", "H2"], ()),
                  traveller="T9")
    m.apply(Rob(0, "H4"))
    events = m.apply(Withdraw(1))
    assert not any(isinstance(e, DeckReshuffled) for e in events)
    assert not any(isinstance(e, CardsDrawn) and e.seat == 0 for e in events)
    assert m.view(0).discards[0] == ("H1", "H2", "H4")


def test_refill_counts_a_ransom_only_hand_as_depleted():
    """SD-9.5, SD-9.6: deck empty and only ransoms in hand: the discards are reshuffled and
    the seat draws 3 (the ransoms stay in hand)."""
    m = situation(hands=(["H4", "HQ"], ["S5"]), decks=([], None), discards=(["H1", "H2"], ()),
                  traveller="T9")
    m.apply(Rob(0, "H4"))
    events = m.apply(Withdraw(1))
    assert DeckReshuffled(0, 3) in events and CardsDrawn(0, 3, "refill") in events
    view = m.view(0)
    assert set(view.hand) == {"HQ", "H1", "H2", "H4"} and view.deck_sizes[0] == 0


def test_refill_needs_a_discard_pile():
    """SD-9.6: nothing happens when the discard pile is empty too."""
    m = situation(hands=(["HQ"], ["S5"]), decks=([], None), discards=([], ()), traveller="T9",
                  first=1, traveller_deck=["T3", "T4"])
    m.apply(Rob(1, "S5"))
    events = m.apply(Withdraw(0))
    assert not any(isinstance(e, DeckReshuffled) and e.seat == 0 for e in events)


def test_refill_runs_at_most_once_per_check():
    """SD-9.6: one reshuffle and one draw of 3 per check, even if the 3 are all ransoms."""
    m = situation(hands=(["H4"], ["S5"]), decks=([], None), discards=(["HP", "HN", "HQ", "HK"], ()),
                  traveller="T9", traveller_deck=["T3", "T4"])
    m.apply(Rob(0, "H4"))
    events = m.apply(Withdraw(1))
    reshuffles = [e for e in events if isinstance(e, DeckReshuffled) and e.seat == 0]
    assert len(reshuffles) == 1  # at the end of the melee; the next turn's check finds a deck


def test_no_refill_or_purchase_mid_melee():
    """SD-15.3, SD-9.6, SD-9.7: a seat that lays its last outlaw gets nothing until the
    melee ends, and must then withdraw unless the opponent withdraws first."""
    m = situation(hands=(["H4", "H6"], ["S5", "S10"]), decks=([], None), discards=(["H1"], ()),
                  spoils=(["T3"], ()), traveller="T9")
    m.apply(Rob(0, "H4"))
    m.apply(Lay(1, "S5"))
    m.apply(Lay(0, "H6"))
    assert m.view(0).hand_sizes[0] == 0
    m.apply(Lay(1, "S10"))
    assert m.legal_commands() == [Withdraw(0)]


def test_purchase_only_when_out_of_outlaws():
    """SD-9.7, SD-9.8: with an outlaw in hand there is no purchase prompt; without one (and
    a traveller in spoils) the turn starts with it."""
    m = situation(hands=(["H4"], ["S5"]), spoils=(["T6"], ["T7"]), traveller="T9", first=1,
                  traveller_deck=["T3", "T4"])
    m.apply(Pass(1))
    assert m.view(0).phase == "decide"  # seat 0 holds H4: no sale
    m2 = situation(hands=(["HQ"], ["S5"]), spoils=(["T6"], ["T7"]), traveller="T9", first=1,
                   traveller_deck=["T3", "T4"])
    m2.apply(Pass(1))
    view = m2.view(0)
    assert view.phase == "sell" and view.active_traveller is None
    assert m2.legal_commands() == [Sell(0, "T6"), SkipSell(0)]


def test_sell_only_own_travellers():
    """SD-9.9: only a traveller from the seller's own spoils, never a ransom or the other's."""
    m = situation(hands=(["HQ"], ["S5"]), spoils=(["T6", "SK"], ["T7"]), phase="sell",
                  out_of_play=["T8"])
    assert refused(m, Sell(0, "T7")) == refuse("not_in_spoils", traveller="T7")
    assert refused(m, Sell(0, "SK")) == refuse("not_a_traveller", card="SK")
    assert refused(m, Sell(0, "T8")) == refuse("not_in_spoils", traveller="T8")


def test_skip_sell_reveals():
    """SD-9.10: selling is optional; skipping reveals the traveller."""
    m = situation(hands=(["HQ"], ["S5"]), spoils=(["T6"], ()), phase="sell",
                  traveller_deck=["FOOL", "T3"])
    events = m.apply(SkipSell(0))
    assert events == [TravellerRevealed("FOOL")]
    assert m.legal_commands() == [Pass(0), TakeFool(0)]


def test_purchase_reshuffles_when_the_deck_runs_out():
    """SD-9.11, SD-9.12, SD-9.13: the seller draws N cards (ransoms count); an empty deck is
    refilled from the discards mid-purchase; the sold traveller goes out of play; no limit."""
    m = situation(hands=(["HQ"], ["S5"]), decks=(["H1", "HP"], None),
                  discards=(["H2", "H3", "H4", "H5", "H6"], ()), spoils=(["T4"], ()),
                  phase="sell", traveller_deck=["T3", "T9"])
    events = m.apply(Sell(0, "T4"))
    assert events[:4] == [
        TravellerSold(0, "T4"), CardsDrawn(0, 2, "purchase"), DeckReshuffled(0, 5),
        CardsDrawn(0, 2, "purchase")]
    view = m.view(0)
    assert view.hand_sizes[0] == 5 and view.deck_sizes[0] == 3
    assert view.out_of_play[-1] == "T4" and view.scores[0] == 0


def test_purchase_stops_when_deck_and_discards_are_empty():
    """SD-9.11: the purchase stops early only if both the deck and the discards are empty."""
    m = situation(hands=(["HQ"], ["S5"]), decks=(["H1", "H2"], None), discards=([], ()),
                  spoils=(["T21"], ()), phase="sell", traveller_deck=["T3", "T9"])
    m.apply(Sell(0, "T21"))
    assert m.view(0).hand_sizes[0] == 3


def test_sell_once_then_escape():
    """SD-15.7, SD-9.10: a purchase that brings no outlaw: the traveller escapes (SD-3.7)
    and there is no second sale this turn."""
    m = situation(hands=(["HQ"], ["S5"]), decks=(["HP", "HK"], None), discards=(None, ()),
                  spoils=(["T1", "T2"], ()), phase="sell", traveller_deck=["T9", "T3"])
    events = m.apply(Sell(0, "T1"))
    assert TravellerEscaped("T9", "no_outlaw") in events
    assert m.active_seat == 1 and m.view(0).spoils[0] == ("T2",)


def test_no_hand_limit():
    """SD-9.13: a big purchase may leave any number of cards in hand."""
    m = situation(hands=(["HQ"], ["S5"]), spoils=(["T21"], ()), phase="sell",
                  traveller_deck=["T9", "T3"])
    m.apply(Sell(0, "T21"))
    assert m.view(0).hand_sizes[0] == 22


# --- SD-10 end and scoring -----------------------------------------------------------------------

def test_game_ends_after_the_last_traveller_without_draws():
    """SD-10.1, SD-10.4: the last melee is resolved and the game ends; its draws are skipped."""
    m = situation(hands=(["H4"], ["S5"]), traveller="T9", traveller_deck=[])
    m.apply(Rob(0, "H4"))
    events = m.apply(Withdraw(1))
    assert not any(isinstance(e, CardsDrawn | TurnStarted) for e in events)
    assert events[-1] == GameEnded((9, 0), (0,))
    assert m.is_over and m.active_seat is None and m.legal_commands() == []
    assert m.view(0).phase == "over"
    assert refused(m, Pass(0)) == refuse("game_over")


def test_scoring():
    """SD-1.1, SD-10.2, SD-10.3: travellers' numbers, +1 Page/Knight, +3 Queen/King, −5 Fool;
    passed and out-of-play travellers do not score; scores can be negative."""
    m = situation(hands=(["H4"], ["S5"]), traveller="T9",
                  spoils=(["T3", "SP", "CN", "DQ", "HK"], ["FOOL"]), passed=(["T20"], None))
    assert m.scores() == [3 + 1 + 1 + 3 + 3, -5]


def test_tie_break_and_draw():
    """SD-10.5: equal scores: the highest traveller in spoils wins; neither has a
    traveller: a draw (no winners)."""
    m = situation(hands=(["H4"], ["S5"]), traveller="T9", traveller_deck=[],
                  spoils=(["T3", "HQ"], ["T6"]))
    m.apply(Pass(0))
    assert m.scores() == [6, 6] and m.winners() == [1]

    draw = situation(hands=(["H4"], ["S5"]), traveller="T9", traveller_deck=[],
                     spoils=(["HQ"], ["SK"]))
    events = draw.apply(Pass(0))
    assert draw.scores() == [3, 3] and draw.winners() == []
    assert events[-1] == GameEnded((3, 3), ())


def test_score_bounds():
    """SD-10.3: from −5 (the Fool alone) to every traveller and ransom."""
    assert RULES.score_bounds(2, {"encore": False}) == (-5, 231 + 32)
    assert RULES.score_bounds(2, {"encore": True}) == (-5, 110 + 16)
    for seed in range(20):
        m = play_random(seed)
        assert all(-5 <= s <= 263 for s in m.scores())


# --- SD-11 Encore -----------------------------------------------------------------------------

def test_encore_setup():
    """SD-11.1, SD-11.2, SD-11.3, SD-11.4, SD-11.5: even travellers and the Fool (11);
    seat 0 removes DP, DN, DQ, DK and seat 1 CP, CN, CQ, CK; 5 cards and 2 passes."""
    m = Match.start("showdown", 2, seed=5, options={"encore": True})
    view = m.view(0)
    assert view.traveller_deck_size + 1 == 11
    own = set(view.hand) | set(own_draw_deck(view))
    assert not own & {"DP", "DN", "DQ", "DK"} and len(own) == 24
    other = set(opponent_pool(view))
    assert not other & {"CP", "CN", "CQ", "CK"} and len(other) == 24
    assert view.hand_sizes == (5, 5) and view.passes_left == (2, 2)
    m.check_invariants()


def test_encore_games_end_with_four_passes_allowed():
    """SD-11.5, SD-15.12: the same rules; up to 4 of the 11 travellers may be passed."""
    m = situation(hands=(["H4"], ["S4"]), traveller="T2", encore=True,
                  traveller_deck=["T4", "T6", "T8", "T10", "T12", "T14", "T16", "T18", "T20", "FOOL"])
    for _ in range(4):
        m.apply(Pass(m.active_seat))
    assert m.view(0).passes_left == (0, 0)
    m.check_invariants()
    for seed in range(20):
        game = play_random(seed, {"encore": True}, check=True)
        assert game.view(0).turn <= 11


# --- SD-12 hidden information -----------------------------------------------------------------

def test_views_share_everything_but_the_hand():
    """SD-12.1, SD-12.2: both seats see the same public facts; each sees only its own hand."""
    m = Match.start("showdown", 2, seed=3)
    rng = random.Random(3)
    public = [f for f in ShowdownView.__slots__ if f not in ("seat", "hand")]
    while not m.is_over:
        a, b = m.view(0), m.view(1)
        assert all(getattr(a, f) == getattr(b, f) for f in public)
        assert len(a.hand) == a.hand_sizes[0] and len(b.hand) == b.hand_sizes[1]
        assert set(a.hand) <= HEARTS_DIAMONDS and set(b.hand) <= SPADES_CLUBS
        m.apply(rng.choice(m.legal_commands()))


def test_views_hide_the_other_hand_and_deck_orders():
    """SD-12.2, SD-12.3: another opponent hand, or another order of any deck, gives the same
    view; the remaining travellers are listed sorted, not in deck order."""
    a = situation(hands=(["H4"], ["S5", "S6"]), decks=(["H1", "H2"], ["S1", "S2"]),
                  discards=(None, None), traveller="T9", traveller_deck=["T5", "FOOL", "T1"])
    b = situation(hands=(["H4"], ["S1", "S2"]), decks=(["H2", "H1"], ["S6", "S5"]),
                  discards=(None, None), traveller="T9", traveller_deck=["T1", "T5", "FOOL"])
    assert a.view(0) == b.view(0)
    assert a.view(0).travellers_remaining == ("T1", "T5", "FOOL")


def test_sample_hidden_is_consistent_with_the_view():
    """SD-14.10, SD-12.6: a sampled state keeps the viewer's hand, gives the same view and
    keeps every card; its hidden parts differ between samples (SD-14.11: drawn uniformly,
    the optional belief weighting is not used)."""
    rng = SeededRng(9)
    for seed in range(10):
        m = Match.start("showdown", 2, seed=seed)
        play = random.Random(seed)
        for _ in range(25):
            if m.is_over:
                break
            m.apply(play.choice(m.legal_commands()))
        for seat in (0, 1):
            view = m.view(seat)
            samples = [RULES.sample_hidden(view, seat, rng) for _ in range(5)]
            for state in samples:
                assert RULES.view(state, seat) == view
                RULES.check_invariants(state)
            if view.hand_sizes[1 - seat] and view.deck_sizes[1 - seat]:
                hands = {tuple(sorted(RULES.view(s, 1 - seat).hand)) for s in samples}
                assert len(hands) > 1


def test_sample_hidden_respects_what_the_phase_tells():
    """SD-14.10 with SD-3.7 and SD-9.8: a traveller waiting for the opponent means they hold
    an outlaw; a purchase prompt means they hold none. Samples honour both."""
    rng = SeededRng(2)
    deciding = situation(hands=(["H4"], ["S1", "SQ"]), decks=(None, ["SP", "SN", "SK", "CP", "CN"]),
                         discards=(None, None), traveller="T9", first=1)
    selling = situation(hands=(["H4"], ["SQ", "SK"]), decks=(None, ["S1", "S2", "SP"]),
                        discards=(None, None), spoils=((), ["T5"]), phase="sell", first=1)
    for match, holds in ((deciding, True), (selling, False)):
        view = match.view(0)
        for _ in range(30):
            state = RULES.sample_hidden(view, 0, rng)
            hand = RULES.view(state, 1).hand
            assert any(c[1:].isdigit() for c in hand) == holds
            RULES.check_invariants(state)


def test_opponent_pool():
    """SD-14.1: the opponent's unseen pool is their deck minus their discards, their cards in
    the melee and ransoms in either spoils; it holds their hand and their draw deck."""
    m = situation(hands=(["H4", "H9"], ["S5", "S2", "SQ"]), discards=((), ["C1", "C2"]),
                  spoils=(["SK", "T3"], ["HQ"]), traveller="T9")
    m.apply(Rob(0, "H4"))
    m.apply(Lay(1, "S5", "SQ"))
    view = m.view(0)
    pool = set(opponent_pool(view))
    assert pool == SPADES_CLUBS - {"C1", "C2", "S5", "SQ", "SK"}
    assert len(pool) == view.hand_sizes[1] + view.deck_sizes[1]


def test_events_name_no_drawn_card():
    """SD-12.2: draws are public only as counts."""
    for field_names in (CardsDrawn.__slots__, DeckReshuffled.__slots__):
        assert "cards" not in field_names


# --- undo and refusals ---------------------------------------------------------------------

def test_rob_and_lay_can_be_undone():
    """Undo (architecture): Rob and Lay reveal only the mover's own card and draw nothing."""
    m = situation(hands=(["H4", "H6"], ["S5", "S9"]), traveller="T9")
    h0 = m.state_hash()
    m.apply(Rob(0, "H4"))
    h1 = m.state_hash()
    m.apply(Lay(1, "S5"))
    assert m.can_undo
    assert m.undo() == Lay(1, "S5") and m.state_hash() == h1
    assert m.undo() == Rob(0, "H4") and m.state_hash() == h0


@pytest.mark.parametrize("command", [Pass(0), Withdraw(1), TakeFool(0), SkipSell(0), Sell(0, "T2")])
def test_reveals_and_draws_cannot_be_undone(command):
    """Undo is refused after a command that reveals a traveller, draws or reshuffles."""
    if isinstance(command, Withdraw):
        m = situation(hands=(["H4"], ["S5"]), traveller="T9")
        m.apply(Rob(0, "H4"))
    elif isinstance(command, TakeFool):
        m = situation(hands=(["H4"], ["S5"]), traveller="FOOL")
    elif isinstance(command, SkipSell | Sell):
        m = situation(hands=(["HQ"], ["S5"]), spoils=(["T2"], ()), phase="sell")
    else:
        m = situation(hands=(["H4"], ["S5"]), traveller="T9")
    assert not RULES.undoable(None, command)
    m.apply(command)
    assert not m.can_undo
    with pytest.raises(IllegalCommand) as caught:
        m.undo()
    assert caught.value.refusal == m.undo_refusal
    assert caught.value.refusal.code == "undo_reveals"


def test_illegal_command_changes_nothing_and_says_why():
    """House rule 2: an illegal command raises IllegalCommand saying why, as a code and its
    values (the table's words make the sentence), and the state hash is unchanged."""
    m = situation(hands=(["H4", "H2", "D4"], ["S5"]), traveller="T9")
    m.apply(Rob(0, "H4"))
    m.apply(Lay(1, "S5"))
    before = m.state_hash()
    assert refused(m, Lay(0, "H2")) == refuse("too_weak", minimum=4, last=4, leader=1, lead=1)
    assert refused(m, Lay(1, "S9")) == refuse("not_your_turn", seat=1, active=0)
    assert refused(m, Pass(0)) == refuse("pass_in_melee")
    assert m.state_hash() == before


def test_save_and_load_mid_melee(tmp_path):
    """Save/load: a match saved in the middle of a melee loads to the same state."""
    for seed in range(40):
        m = Match.start("showdown", 2, seed=seed)
        rng = random.Random(seed)
        while not m.is_over and not (m.view(0).phase == "melee" and m.view(0).melee[1 - m.view(0).robber]):
            m.apply(rng.choice(m.legal_commands()))
        if not m.is_over:
            break
    assert m.view(0).phase == "melee"
    path = tmp_path / "melee.json"
    m.save(path)
    loaded = Match.load(path)
    assert loaded.state_hash() == m.state_hash()
    assert loaded.view(0) == m.view(0) and loaded.view(1) == m.view(1)
    assert loaded.legal_commands() == m.legal_commands()


# --- SD-15 invariants ------------------------------------------------------------------------

def test_invariants_hold_in_random_games():
    """SD-15.8: no card is created or lost, outlaws stay with their owner, passes in 0..2,
    in full and Encore games played at random."""
    for seed in range(30):
        m = play_random(seed, check=True)
        assert m.is_over and m.legal_commands() == []


def test_invariant_check_catches_a_lost_card():
    """SD-15.8: the check itself works: a situation that drops cards is reported."""
    m = situation(hands=(["H4"], ["S5"]), decks=([], None), discards=([], ()), traveller="T9")
    with pytest.raises(AssertionError, match="lost"):
        m.check_invariants()


def test_opponent_with_no_outlaw_must_withdraw_at_once():
    """SD-15.1: the opponent holds no outlaw: Withdraw only, the robber wins, both draw 2."""
    m = situation(hands=(["H2", "HQ"], ["SQ", "SK"]), traveller="T12")
    m.apply(Rob(0, "H2", "HQ"))
    assert m.legal_commands() == [Withdraw(1)]
    events = m.apply(Withdraw(1))
    assert MeleeWon(0, "T12", ("HQ",), 15) in events
    assert [e.seat for e in events if isinstance(e, CardsDrawn)][:2] == [0, 1]


def test_the_deal_and_the_first_reveal_are_reported():
    """SD-2.6, SD-3.3: the opening events say who drew 5 cards and which traveller came first."""
    from sherwood.games.showdown.events import CardsDrawn, TravellerRevealed, TurnStarted

    match = Match.start("showdown", 2, seed=4)
    kinds = [type(e) for e in match.opening_events]
    assert kinds[:3] == [CardsDrawn, CardsDrawn, TurnStarted]
    assert all(e.count == 5 for e in match.opening_events[:2])
    revealed = [e.traveller for e in match.opening_events if isinstance(e, TravellerRevealed)]
    assert revealed[-1] == match.view(0).active_traveller


def test_no_chance_after_the_deal():
    """SD-13.3: no dice and no random events: after the shuffle at setup no command draws
    on the match's chance, so the match never refuses an undo because of it."""
    from sherwood.engine.match import CHANCE

    for seed in range(6):
        m = Match.start("showdown", 2, seed=seed)
        play = random.Random(seed)
        while not m.is_over:
            m.apply(play.choice(m.legal_commands()))
            assert m.undo_refusal != CHANCE
