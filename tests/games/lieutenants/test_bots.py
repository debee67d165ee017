"""The Sheriff's Lieutenants' bots (LT-14): Normal (LT-14.1 - LT-14.7), Easy (LT-14.8), the
rollout policy, and the generic search bot on this game (LT-14.9): legal, repeatable,
deciding from the view alone (LT-11.5, LT-12), sensible in worked positions, and better
than chance against random bots.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from sherwood.ai import bot_infos, bot_seed, make_bot
from sherwood.ai.ismcts import IsmctsBot
from sherwood.engine import Match, SeededRng
from sherwood.engine.simulate import play_out
from sherwood.games import game_spec
from sherwood.games.lieutenants import commands as C
from sherwood.games.lieutenants.bots import EasyBot, HeuristicBot, rollout_choice
from sherwood.games.lieutenants.content import CARDS
from sherwood.games.lieutenants.heuristic_facts import facts_from_state, facts_from_view

from .situations import situation

SPEC = game_spec("lieutenants")


def normal(match: Match, seed: int = 1):
    """The Normal bot's answer for the seat the match waits on."""
    seat = match.active_seat
    return HeuristicBot(SPEC, seat, seed).choose(match.view(seat), match.legal_commands())


def play(match: Match, bots) -> Match:
    """Play to the end, checking every answer is legal."""
    while not match.is_over:
        seat, legal = match.active_seat, match.legal_commands()
        command = bots[seat].choose(match.view(seat), legal)
        assert command in legal, (seat, command)
        match.apply(command)
    return match


# --- the catalogue ---------------------------------------------------------------------------

def test_the_spec_offers_normal_easy_random_and_search():
    """LT-14: Normal first (the one conformance plays), then Easy (LT-14.8), then the generic
    random bot and the search bot, labelled "Search" (it does not beat Normal: see
    bench/bench_lieutenants.py), whose rollouts are the Normal policy."""
    assert [(b.name, b.label) for b in bot_infos("lieutenants")] == [
        ("heuristic", "Normal"), ("easy", "Easy"), ("random", "Random"), ("ismcts", "Search")]
    assert isinstance(make_bot("lieutenants", "heuristic", 1, 7), HeuristicBot)
    assert isinstance(make_bot("lieutenants", "easy", 1, 7), EasyBot)
    assert SPEC.rollout_policy is rollout_choice


# --- legal, repeatable, from the view alone -------------------------------------------------

@pytest.mark.parametrize("seats", [2, 3, 7])
def test_normal_and_easy_play_whole_games_with_legal_commands_only(seats):
    """LT-3.6: every answer of Normal and Easy is among the legal commands, to the end."""
    for seed in range(3):
        bots = [(HeuristicBot if s % 2 == 0 else EasyBot)(SPEC, s, seed * 10 + s)
                for s in range(seats)]
        match = play(Match.start("lieutenants", seats, seed), bots)
        assert match.is_over


def test_the_rollout_policy_plays_whole_games_with_legal_commands_only():
    """The search's rollouts: :func:`rollout_choice` on the true state is legal to the end
    (and the state's invariants hold)."""
    rng = SeededRng(3)
    for seats in (3, 5):
        match = Match.start("lieutenants", seats, seats)
        while not match.is_over:
            legal = match.legal_commands()
            command = rollout_choice(match._state, legal, rng)
            assert command in legal
            match.apply(command)
            match.check_invariants()


def test_the_same_seeds_give_the_same_game():
    """LT-13.2: each bot has its own seeded generator, so a game of bots is repeatable."""
    def log(seed: int):
        bots = [HeuristicBot(SPEC, 0, 5), EasyBot(SPEC, 1, 6), HeuristicBot(SPEC, 2, 7),
                make_bot("lieutenants", "random", 3, 8)]
        return play(Match.start("lieutenants", 4, seed), bots).log

    assert log(11) == log(11)
    assert log(11) != log(12)


def test_two_states_with_the_same_view_get_the_same_decision():
    """LT-11.5, LT-12: Red sees the same table in both (its hand, the revealed pearls, the
    chest it knows Yellow holds, the sizes of the other hands) though the rest of the others'
    hands and the draw pile differ; Normal decides the same: it robs, and Yellow."""
    known = {(0, 1): ["CH01"]}
    a = situation(seats=3, hands={0: ["CH05", "CH06", "CU01"], 1: ["CH01", "CH02", "JE01"],
                                  2: ["CA01", "NE01"]}, draw=["PE01"], known=known)
    b = situation(seats=3, hands={0: ["CH05", "CH06", "CU01"], 1: ["CH01", "CU05", "NE04"],
                                  2: ["JE07", "PE09"]}, draw=["PE01"], known=known)
    assert a.view(0) == b.view(0)
    assert normal(a) == normal(b) == C.Act(0)
    a.apply(C.Act(0))
    b.apply(C.Act(0))
    assert a.view(0) == b.view(0)
    assert normal(a) == normal(b) == C.ChooseTarget(0, 1)


def test_the_rollout_policy_is_the_normal_bot_on_a_full_state():
    """The facts the policy reads from a state are those the bot reads from the view, for
    every seat at every point of a game, and for states sampled back from the view."""
    match = Match.start("lieutenants", 4, 9)
    bots = [make_bot("lieutenants", "random", s, s) for s in range(4)]
    rng = SeededRng(0)
    while not match.is_over:
        seat, legal = match.active_seat, match.legal_commands()
        for s in range(4):
            assert facts_from_state(match._state, s) == facts_from_view(match.view(s))
        sampled = SPEC.rules.sample_hidden(match.view(seat), seat, rng)
        assert facts_from_state(sampled, seat) == facts_from_view(match.view(seat))
        assert rollout_choice(sampled, legal, SeededRng(4)) == (
            HeuristicBot(SPEC, seat, 4).choose(match.view(seat), legal) if len(legal) > 1
            else legal[0])
        match.apply(bots[seat].choose(match.view(seat), legal))


# --- the search bot: sampled hands agree with everything revealed (LT-14.9) ------------------

def test_sampled_states_respect_hand_sizes_and_known_cards():
    """LT-14.9, LT-12.5: at every point of a game of Normal bots (Thefts, Robberies, Raids,
    offers and ambushes included), a state sampled from a seat's view gives every hand its
    size, keeps the seat's own hand and ambushes, puts every card the seat knows in a rival's
    hand there, places each of the 84 cards once, and never deals a card the seat has seen
    elsewhere into a hidden place."""
    rng = SeededRng(1)
    for seats, seed in ((3, 2), (6, 3)):
        match = Match.start("lieutenants", seats, seed)
        bots = [HeuristicBot(SPEC, s, s) for s in range(seats)]
        checked = Counter()
        while not match.is_over:
            for s in range(seats):
                view = match.view(s)
                state = SPEC.rules.sample_hidden(view, s, rng)
                SPEC.rules.check_invariants(state)
                assert [len(h) for h in state.hands] == list(view.hand_sizes)
                assert tuple(state.hands[s]) == view.hand
                assert tuple(a for a, _ in state.ambush_sets[s]) == view.own_ambushes
                for t in range(seats):
                    assert not Counter(view.known[t]) - Counter(state.hands[t])
                    checked["known"] += bool(view.known[t])
                public = set(view.discard) | {c for p in view.loot for c in p}
                public |= {g for golds in view.ambush_golds for g in golds}
                hidden = set(state.draw)
                hidden |= {c for t in range(seats) if t != s
                           for c in set(state.hands[t]) - set(view.known[t])}
                assert not hidden & (public | set(view.hand))
                assert sorted(state.draw + state.discard
                              + [c for h in state.hands for c in h]
                              + [c for p in state.loot for c in p]
                              + [g for sets in state.ambush_sets for _, g in sets]
                              + ([state.revealed] if state.revealed else [])
                              + (state.delivery["cards"] if state.delivery else [])) == sorted(CARDS)
                assert SPEC.rules.view(state, s) == view
            seat = match.active_seat
            match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
        assert checked["known"] > 20  # the game did reveal cards to check


def test_the_search_bot_plays_legal_commands_and_uses_the_normal_policy():
    """LT-14.9: the generic search bot works on this game: it answers with a legal command
    through a whole 3-seat game, and calls the rollout policy the spec hands it."""
    calls = []

    def counting(state, legal, rng):
        calls.append(len(legal))
        return rollout_choice(state, legal, rng)

    spec = dataclasses.replace(SPEC, rollout_policy=counting)
    match = Match.start("lieutenants", 3, 5)
    bots = [IsmctsBot(spec, 0, 1, iterations=8, seconds=None),
            HeuristicBot(SPEC, 1, 2), HeuristicBot(SPEC, 2, 3)]
    play(match, bots)
    assert calls


# --- worked positions -------------------------------------------------------------------------

def test_it_takes_a_card_that_completes_a_set():
    """LT-14.1, LT-14.2: with two chests, a third is worth a whole 13 in hand; no Exchange
    comes near."""
    match = situation(seats=3, hands={0: ["CH01", "CH02", "CU01"], 1: ["PE01", "JE01"],
                                      2: ["GO01", "CA01"]}, draw=["CH03"])
    assert normal(match) == C.Take(0)


def test_it_robs_the_rival_known_to_hold_the_card_it_needs():
    """LT-14.2, LT-14.3: Red holds two jewels and knows Green holds the third; the pearls
    are worth far less in hand than the Robbery, and Green is the target."""
    match = situation(seats=3, hands={0: ["JE01", "JE02", "CU01"], 1: ["CA01", "GO01"],
                                      2: ["JE03"]}, draw=["PE01"], known={(0, 2): ["JE03"]})
    assert normal(match) == C.Act(0)
    match.apply(C.Act(0))
    assert normal(match) == C.ChooseTarget(0, 2)


def test_it_avoids_a_target_known_to_hold_a_necklace():
    """LT-14.3: two rivals alike but for a necklace Red knows of in Yellow's hand."""
    match = situation(seats=3, hands={0: ["CU01"], 1: ["NE01", "CH01", "CH02"],
                                      2: ["GO01", "CH03", "CH04"]},
                      draw=["CA01"], known={(0, 1): ["NE01"]})
    match.apply(C.Act(0))
    assert normal(match) == C.ChooseTarget(0, 2)


def test_it_defends_with_a_lone_necklace():
    """LT-14.4: Yellow steals from Red, who holds exactly one necklace: Red plays it."""
    match = situation(seats=3, active=1, hands={0: ["NE01", "CU01", "CA02"], 1: ["GO01"],
                                                2: ["PE01"]}, draw=["CA01"])
    match.apply(C.Act(1))
    match.apply(C.ChooseTarget(1, 0))
    assert match.active_seat == 0
    assert normal(match) == C.Defend(0)


def test_it_keeps_a_pair_of_necklaces_against_a_theft():
    """LT-14.4: necklaces that are a pair are kept; a Theft takes one card at random."""
    match = situation(seats=3, active=1, hands={0: ["NE01", "NE02", "CU01", "CA02", "GO03"],
                                                1: ["GO01"], 2: ["PE01"]}, draw=["CA01"])
    match.apply(C.Act(1))
    match.apply(C.ChooseTarget(1, 0))
    assert normal(match) == C.NoDefence(0)


def test_it_delivers_a_set():
    """LT-14.6: deliver whenever possible; three chests and nobody with an ambush set."""
    match = situation(seats=3, hands={0: ["CH01", "CH02", "CH03", "CU01", "PE01"]},
                      at="deliver")
    assert normal(match) == C.DeliverSet(0, ("CH01", "CH02", "CH03"))


def test_it_prefers_the_mission_worth_more_than_the_set():
    """LT-14.6: the option with the highest VP: five golds as "five identical" (20) rather
    than a set of gold (9)."""
    match = situation(seats=3, hands={0: ["GO01", "GO02", "GO03", "GO04", "GO05", "CU01"]},
                      at="deliver")
    command = normal(match)
    assert command == C.DeliverMission(0, 2, ("GO01", "GO02", "GO03", "GO04", "GO05"))


def test_it_adds_a_fourth_card_when_a_rival_has_an_ambush_set():
    """LT-14.6: a rival's ambush could break a set of three; the 4th pearl is worth less in
    hand than half the pearls' VP, so it goes with the set."""
    plain = situation(seats=3, hands={0: ["PE01", "PE02", "PE03", "PE04", "CU01"]}, at="deliver")
    assert normal(plain) == C.DeliverSet(0, ("PE01", "PE02", "PE03"))
    guarded = situation(seats=3, hands={0: ["PE01", "PE02", "PE03", "PE04", "CU01"]},
                        ambush_sets={2: [("AM09", "GO01")]}, at="deliver")
    assert normal(guarded) == C.DeliverSet(0, ("PE01", "PE02", "PE03", "PE04"))


def test_it_fires_against_the_leaders_delivery():
    """LT-14.4a, LT-14.7: Yellow leads and delivers three jewels; Red's ambush shows Yellow:
    Red fires, and takes a jewel, which breaks the set."""
    match = situation(seats=3, active=1, hands={0: ["CU01"], 1: ["JE01", "JE02", "JE03"]},
                      loot={1: ["CH01", "CH02"]}, ambush_sets={0: [("AM02", "GO01")]},
                      at="deliver")
    match.apply(C.DeliverSet(1, ("JE01", "JE02", "JE03")))
    assert match.active_seat == 0
    assert normal(match) == C.FireAmbush(0, "AM02")


def test_it_holds_against_a_set_it_cannot_break_early_on():
    """LT-14.4a: early in the game, a set of four from a rival who does not lead survives
    the ambush; the card it would take is worth less than the ambush kept for later."""
    match = situation(seats=3, active=1, hands={0: ["CU01"], 1: ["CU02", "CU03", "CU04", "CU05"]},
                      loot={0: ["CH01"]}, ambush_sets={0: [("AM02", "GO01")]}, at="deliver")
    match.apply(C.DeliverSet(1, ("CU02", "CU03", "CU04", "CU05")))
    assert normal(match) == C.HoldAmbush(0)


def test_it_offers_its_least_useful_card_for_a_buy():
    """LT-14.5: Yellow buys; Red holds a chest pair and a lone copper: the copper is offered."""
    match = situation(seats=3, active=1, hands={0: ["CH01", "CH02", "CU01"], 1: ["GO01"],
                                                2: ["PE01", "PE02"]}, draw=["CU02"])
    match.apply(C.Act(1))
    assert match.active_seat == 2  # clockwise from Yellow's left: Green, then Red
    match.apply(C.Offer(2, ("PE01",)))
    assert normal(match) == C.Offer(0, ("CU01",))


def test_it_sets_the_ambush_of_the_leaders_colour():
    """LT-14.7: of the two ambush cards drawn, the leader's colour (Green leads)."""
    match = situation(seats=3, hands={0: ["CU01"], 1: ["PE01"], 2: ["CA01"]},
                      loot={2: ["CH01"]}, draw=["GO01"], ambush_deck=["AM11", "AM03"])
    match.apply(C.Act(0))
    assert normal(match) == C.ChooseAmbush(0, "AM03")


def test_easy_always_delivers_when_it_can():
    """LT-14.8: whatever its seed, Easy delivers with a set in hand."""
    for seed in range(10):
        match = situation(seats=3, hands={0: ["CA01", "CA02", "CA03", "CU01"]}, at="deliver")
        command = EasyBot(SPEC, 0, seed).choose(match.view(0), match.legal_commands())
        assert command.kind in ("deliver_set", "deliver_mission")


# --- better than chance -----------------------------------------------------------------------

def test_normal_wins_more_than_its_share_against_random_bots():
    """Seeded, so the figure is fixed: 12 three-seat games, Normal's seat rotated among two
    random bots; chance is a third (the bench measures about 90%)."""
    wins = 0
    for seed in range(12):
        me = seed % 3
        bots = [make_bot("lieutenants", "random", s, bot_seed(seed, s, "random")) for s in range(3)]
        bots[me] = HeuristicBot(SPEC, me, bot_seed(seed, me, "heuristic"))
        wins += me in play_out(Match.start("lieutenants", 3, seed), bots).winners()
    assert wins >= 8
