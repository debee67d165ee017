"""The Showdown bots: legal, deterministic per seed, following SD-14.3 – SD-14.8, and strong.

Seat 0 is P1 (Hearts/Diamonds), seat 1 is P2 (Spades/Clubs).
"""

from __future__ import annotations

import pytest

from sherwood.engine import Match, SeededRng
from sherwood.games import GAMES
from sherwood.games.showdown.bots import EasyBot, HeuristicBot, rollout_choice
from sherwood.games.showdown.commands import Lay, Pass, Rob, Sell, SkipSell, TakeFool, Withdraw
from sherwood.games.showdown.rules import RULES

from .situations import situation

SPEC = GAMES["showdown"]


class RandomBot:
    """Uniform over the legal commands (the generic random bot lives in sherwood.ai)."""

    def __init__(self, spec, seat, seed):
        self.rng = SeededRng(seed)

    def choose(self, view, legal):
        return self.rng.choice(legal)


def decide(match: Match, seed: int = 1, bot=HeuristicBot):
    seat = match.active_seat
    return bot(SPEC, seat, seed).choose(match.view(seat), match.legal_commands())


def play(bots, seed, options=None) -> Match:
    match = Match.start("showdown", 2, seed, options)
    while not match.is_over:
        seat = match.active_seat
        legal = match.legal_commands()
        command = bots[seat].choose(match.view(seat), legal)
        assert command in legal
        match.apply(command)
    return match


def test_spec_lists_both_bots():
    """SD-14: "Normal" (heuristic) and "Easy" are offered, made as factory(spec, seat, seed)."""
    assert [(b.name, b.label) for b in SPEC.bots] == [("heuristic", "Normal"), ("easy", "Easy")]
    for info in SPEC.bots:
        assert hasattr(info.factory(SPEC, 0, 7), "choose")


@pytest.mark.parametrize("options", [{}, {"encore": True}])
def test_bots_only_return_legal_commands(options):
    """Every decision of both bots is one of the legal commands, in full and Encore games."""
    for seed in range(6):
        play([HeuristicBot(SPEC, 0, seed), EasyBot(SPEC, 1, seed)], seed, options)
        play([EasyBot(SPEC, 0, seed), HeuristicBot(SPEC, 1, seed)], seed, options)


def test_same_seed_same_decisions():
    """SD-13.2: a bot's own seeded generator makes it repeatable."""
    games = [play([HeuristicBot(SPEC, 0, 5), HeuristicBot(SPEC, 1, 6)], seed=3) for _ in range(2)]
    assert games[0].log == games[1].log
    easy = [play([EasyBot(SPEC, 0, 5), EasyBot(SPEC, 1, 6)], seed=3) for _ in range(2)]
    assert easy[0].log == easy[1].log


def test_bots_decide_from_the_view_only():
    """SD-12.6: two states with the same view for the bot's seat get the same decision."""
    a = situation(hands=(["H4", "H9", "D2"], ["S5", "S6"]), decks=(None, ["S1", "S10"]),
                  discards=(None, None), traveller="T12")
    b = situation(hands=(["H4", "H9", "D2"], ["S1", "S10"]), decks=(None, ["S6", "S5"]),
                  discards=(None, None), traveller="T12")
    assert a.view(0) == b.view(0)
    for seed in range(5):
        assert decide(a, seed) == decide(b, seed)


# --- SD-14.3 pass or rob -----------------------------------------------------------------------

def test_heuristic_passes_the_fool_if_it_can():
    """SD-14.3: always pass the Fool with a pass left; otherwise take him."""
    assert decide(situation(hands=(["H4"], ["S5"]), traveller="FOOL")) == Pass(0)
    no_pass = situation(hands=(["H4"], ["S5"]), passes=(0, 2), traveller="FOOL")
    assert decide(no_pass) == TakeFool(0)


def test_heuristic_never_passes_a_cheap_traveller():
    """SD-14.3: never pass a traveller worth 5 or less, even with a hopeless hand."""
    m = situation(hands=(["H1", "HP"], []), traveller="T5", spoils=((), ["FOOL"]))
    assert isinstance(decide(m), Rob)


def test_heuristic_passes_a_rich_traveller_it_would_lose():
    """SD-14.3: pass a traveller worth 8 or more when p_win < 0.3 (SD-14.2: the melee
    played out against sampled hands, SD-14.1, is hopeless with H1)."""
    m = situation(hands=(["H1", "HP"], ["S9", "S10", "C8", "C9", "C10"]), traveller="T20",
                  spoils=((), ["FOOL"]))
    assert decide(m) == Pass(0)


def test_heuristic_keeps_its_last_pass_for_the_fool():
    """SD-14.3: while the Fool is still to come, never spend the last pass on another."""
    m = situation(hands=(["H1", "HP"], ["S9", "S10", "C8", "C9", "C10"]), traveller="T20",
                  passes=(1, 2))
    assert "FOOL" in m.view(0).travellers_remaining
    assert isinstance(decide(m), Rob)


def test_heuristic_robs_a_rich_traveller_with_a_strong_hand():
    """SD-14.3: with a good p_win (SD-14.2) the bot robs."""
    m = situation(hands=(["H10", "D10", "H9", "D9", "H8"], ["S1", "S2"]), traveller="T20")
    assert isinstance(decide(m), Rob)


# --- SD-14.4 opening card ----------------------------------------------------------------------

@pytest.mark.parametrize(("traveller", "opening"), [("T3", "H2"), ("T6", "H2"), ("T10", "H7"),
                                                    ("T13", "H7"), ("T14", "D9"), ("T21", "D9")])
def test_heuristic_opening_card(traveller, opening):
    """SD-14.4: lowest on cheap travellers (≤ 6), median in between, second-highest on rich
    ones (≥ 14), keeping a higher card for later."""
    m = situation(hands=(["H2", "H5", "H7", "D9", "H10"], ["S5"]), traveller=traveller,
                  passes=(0, 2))
    assert decide(m) == Rob(0, opening)


# --- SD-14.5 counter or withdraw -----------------------------------------------------------------

def _answer(hand, opening, traveller, deck=None, seed=1):
    m = situation(hands=([opening], hand), traveller=traveller, traveller_deck=deck)
    m.apply(Rob(0, opening))
    return decide(m, seed)


def test_heuristic_counters_with_the_lowest_legal_outlaw():
    """SD-14.5: stake ≥ m × k: lay the lowest legal outlaw."""
    assert _answer(["S3", "S5", "S8", "S9", "C2"], "H4", "T12") == Lay(1, "S5")


def test_heuristic_withdraws_when_answering_costs_too_much():
    """SD-14.5: stake 1 < 9 × 0.6: withdraw."""
    assert _answer(["S9", "S10", "C2", "C3", "C4"], "H9", "T1") == Withdraw(1)


def test_heuristic_answers_anyway_near_the_end():
    """SD-14.5: with 3 or fewer travellers left, cards have little future value: lay."""
    late = _answer(["S9", "S10", "C2", "C3", "C4"], "H9", "T1", deck=["T2", "T3", "FOOL"])
    assert late == Lay(1, "S9")


def test_heuristic_plays_for_a_tie_on_a_big_stake():
    """SD-14.5: if a tie is the best it can reach and the stake is at least 8, it ties."""
    assert _answer(["S9", "C1"], "H9", "T9") == Lay(1, "S9")  # cost 9 × 1.2 > 9, but a tie
    assert _answer(["S9", "C1"], "H9", "T7") == Withdraw(1)  # stake 7 < 8


# --- SD-14.6 ransoms -------------------------------------------------------------------------

def test_heuristic_attaches_its_best_ransom_to_a_locking_move():
    """SD-14.6: after H10 (19–10) the opponent needs a 10 and both other tens are seen:
    the move locks, so the King (before the Page) goes with it."""
    m = situation(hands=(["H9", "H10", "HK", "HP", "H2"], ["S10", "S1"]), traveller="T20",
                  discards=((), ["C10"]))
    m.apply(Rob(0, "H9"))
    m.apply(Lay(1, "S10"))
    assert decide(m) == Lay(0, "H10", "HK")


def test_heuristic_keeps_ransoms_when_unsure():
    """SD-14.6: not locking and p_win low: no ransom. A move that can only lock in a tie
    is not "locking" (a tie wins nothing): no ransom either."""
    m = situation(hands=(["H4", "H5", "H6", "H7", "H8"], ["S4", "SQ", "C1", "C2", "C3"]),
                  traveller="T12")
    m.apply(Rob(0, "H4"))
    assert decide(m) == Lay(1, "S4")
    tie_lock = situation(hands=(["H4"], ["S4", "SQ", "C1", "C2", "C3"]), traveller="T12")
    tie_lock.apply(Rob(0, "H4"))
    assert decide(tie_lock) == Lay(1, "S4")


# --- SD-14.7 purchase -----------------------------------------------------------------------

def test_heuristic_sells_its_lowest_traveller():
    """SD-14.7: out of cards, sell the lowest traveller if the remaining travellers hold
    at least 3 times its gold."""
    m = situation(hands=(["HQ"], ["S5"]), spoils=(["T10", "T2"], ()), phase="sell",
                  traveller_deck=["T3", "T4", "T5", "FOOL"])
    assert decide(m) == Sell(0, "T2")


def test_heuristic_does_not_sell_cheaply_or_late():
    """SD-14.7: no sale when the remaining gold is under 3 × its gold, nor in the last 2 turns."""
    poor = situation(hands=(["HQ"], ["S5"]), spoils=(["T15"], ()), phase="sell",
                     traveller_deck=["T1", "T3", "T4", "FOOL"])
    assert decide(poor) == SkipSell(0)
    late = situation(hands=(["HQ"], ["S5"]), spoils=(["T1"], ()), phase="sell",
                     traveller_deck=["T20", "T21"])
    assert decide(late) == SkipSell(0)


# --- SD-14.8 easy bot ------------------------------------------------------------------------

def test_easy_bot_never_lays_more_than_the_stake():
    """SD-14.8: uniform among the legal commands, but never an outlaw worth more than the
    stake: it withdraws (or lays a cheap card) instead."""
    chosen = set()
    for seed in range(60):
        m = situation(hands=(["H2"], ["S2", "S3", "S7", "S10", "SQ"]), traveller="T3")
        m.apply(Rob(0, "H2"))
        command = decide(m, seed, EasyBot)
        assert command in m.legal_commands()
        assert not (isinstance(command, Lay) and int(command.outlaw[1:]) > 3)
        chosen.add(command)
    assert Withdraw(1) in chosen and Lay(1, "S2") in chosen and Lay(1, "S3", "SQ") in chosen


# --- rollout policy and strength ------------------------------------------------------------------

def test_rollout_choice_plays_legal_games_on_sampled_states():
    """SD-14.12: the cheap rollout policy plays a sampled state to the end with legal moves."""
    rng = SeededRng(4)
    for seed in range(5):
        m = Match.start("showdown", 2, seed)
        state = RULES.sample_hidden(m.view(m.active_seat), m.active_seat, rng)
        while RULES.active_seat(state) is not None:
            legal = RULES.legal_commands(state)
            command = rollout_choice(state, legal, rng)
            assert command in legal
            RULES.apply(state, command, rng)
            RULES.check_invariants(state)


@pytest.mark.parametrize("sampled_from", ["opening", "mid-game"])
def test_rollout_choice_needs_no_legal_list(sampled_from):
    """SD-14.12 in the search's rollouts (SPEC.rollout_needs_legal is False): told no legal
    commands, the policy builds the very command it picks from the list, also where only one
    command is legal (the list's one entry), on states sampled at the opening and mid-game
    and played out by the policy to the end."""
    assert SPEC.rollout_needs_legal is False
    rng = SeededRng(9)
    singles = 0
    for seed in range(40):
        m = Match.start("showdown", 2, seed)
        if sampled_from == "mid-game":
            bots = [HeuristicBot(SPEC, s, seed * 10 + s) for s in range(2)]
            for _ in range(30):
                if m.is_over:
                    break
                m.apply(bots[m.active_seat].choose(m.view(m.active_seat), m.legal_commands()))
        if m.is_over:
            continue
        state = RULES.sample_hidden(m.view(m.active_seat), m.active_seat, rng)
        while RULES.active_seat(state) is not None:
            legal = RULES.legal_commands(state)
            command = rollout_choice(state, legal, rng)
            assert rollout_choice(state, (), rng) == command
            singles += len(legal) == 1
            RULES.apply(state, command, rng)
    assert singles > 50  # the one-entry case came up often


def _win_rate(opponent, games: int) -> float:
    wins = 0.0
    for seed in range(games):
        me = seed % 2
        bots = [None, None]
        bots[me] = HeuristicBot(SPEC, me, 1000 + seed)
        bots[1 - me] = opponent(SPEC, 1 - me, 2000 + seed)
        match = play(bots, seed)
        winners = match.winners()
        wins += 1.0 if winners == [me] else 0.5 if not winners else 0.0
    return wins / games


def test_heuristic_beats_random_and_easy():
    """SD-14: the Normal bot clearly beats a random player and the Easy bot (100 seeded
    games each, seats alternating). How fast it decides is measured in bench/bench_engine.py,
    never asserted here (shared machines are noisy)."""
    assert _win_rate(RandomBot, 100) >= 0.85
    assert _win_rate(EasyBot, 100) >= 0.8


def test_heuristic_decides_the_same_way_every_time():
    """The Normal bot is a rollout policy too: the same view and seed give the same move."""
    m = situation(hands=(["H2", "H5", "H7", "D9", "H10", "HQ", "HP"], ["S5", "S6", "S7"]),
                  traveller="T16")
    view, legal = m.view(0), m.legal_commands()
    first = HeuristicBot(SPEC, 0, 1).choose(view, legal)
    assert first in legal
    assert all(HeuristicBot(SPEC, 0, 1).choose(view, legal) == first for _ in range(5))
