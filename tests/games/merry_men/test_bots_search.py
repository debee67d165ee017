"""How the search bot reads a Merry Men position (``heuristic_search``, the spec's search hooks).

A table lost together (MM-3.4 a road without pennies, MM-3.5 a full guard track; nobody
wins, MM-3.8) is -1 for every seat, below every finished game; a finished game is read by
its places (MM-8.5) and score margin; solo by the score against the target (MM-11.8,
MM-11.9, MM-11.10). The leaf estimate of an unfinished game stays in [-1, 1] and puts an
obviously better position above a worse one. Seeded games, so every number is fixed.
"""

from __future__ import annotations

import pytest

from sherwood.ai.ismcts import IsmctsBot, rewards
from sherwood.engine import Match
from sherwood.games import GAMES
from sherwood.games.merry_men.bots import EasyBot, HeuristicBot
from sherwood.games.merry_men.facts import ROADS
from sherwood.games.merry_men.heuristic_search import DEPTH, search_leaf, search_rewards
from sherwood.games.merry_men.rules import RULES

from .situations import give, state_of

SPEC = GAMES["merry_men"]
FAST = 0.34  # the Normal bot averaging one outcome per command: the same kind of play, faster


def play(bots, seats: int, seed: int, options=None, until: int | None = None) -> Match:
    match = Match.start("merry_men", seats, seed, options)
    while not match.is_over and (until is None or len(match.log) < until):
        seat = match.active_seat
        match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
    return match


def easy(seats: int, seed: int) -> list[EasyBot]:
    return [EasyBot(SPEC, s, 1000 * seed + s) for s in range(seats)]


def test_the_spec_gives_the_search_this_reading():
    assert SPEC.search_rewards is search_rewards
    assert SPEC.search_leaf is search_leaf
    assert SPEC.search_depth == DEPTH


@pytest.mark.parametrize(("seats", "seed", "how"), [
    (2, 1, "the guard track is full"),   # MM-3.5
    (3, 0, "the guard track is full"),   # MM-3.5
    (2, 10, "Road IV has no pennies left"),  # MM-3.4
    (4, 0, "Road I has no pennies left"),    # MM-3.4
])
def test_a_table_lost_together_is_minus_one_for_every_seat(seats, seed, how):
    """MM-3.4 / MM-3.5 / MM-3.8: nobody wins, so the search reads it as the worst result for
    every seat, where the generic reading gave 0 (a draw) and a seat behind preferred it."""
    match = play(easy(seats, seed), seats, seed)
    state = state_of(match)
    assert state.lost == how and match.winners() == []
    assert search_rewards(state) == [-1.0] * seats
    assert search_leaf(state) == [-1.0] * seats
    old = rewards(match.scores(), [], 2200, 0.2)  # the generic reading: about a draw
    assert old == pytest.approx([0.0] * seats, abs=0.01)


@pytest.mark.parametrize(("seats", "seed"), [(2, 0), (2, 7), (3, 3), (3, 9)])
def test_a_finished_game_is_read_by_places_then_margin(seats, seed):
    """MM-8.5: the winner reads highest, a finished game is better than a loss for every seat,
    and the readings follow the scores."""
    match = play(easy(seats, seed), seats, seed)
    scores, winners = match.scores(), match.winners()
    assert state_of(match).lost is None and len(winners) == 1
    reading = search_rewards(state_of(match))
    assert all(-1.0 < r <= 1.0 for r in reading)
    assert max(reading) == reading[winners[0]] > 0
    others = sorted((s for s in range(seats) if s not in winners), key=lambda s: -scores[s])
    assert [reading[s] for s in others] == sorted((reading[s] for s in others), reverse=True)
    if seats == 2:
        assert reading[0] == pytest.approx(-reading[1])


def test_a_solo_game_is_read_by_its_score_against_the_target():
    """MM-11.8 / MM-11.10: the same seeded solo game (the target changes nothing else) with a
    final score of 41: reaching Squire (40) reads above 0, missing Outlaw (50) below, Legend
    (60) lower still; a lost solo game (MM-3.5) reads -1."""
    readings = []
    for difficulty in ("squire", "outlaw", "legend"):
        bot = HeuristicBot(SPEC, 0, 4, samples=FAST)
        match = play([bot], 1, 4, {"difficulty": difficulty})
        assert match.scores() == [41]
        readings.append(search_rewards(state_of(match))[0])
    assert 1.0 > readings[0] > 0.0 > readings[1] > readings[2] > -1.0
    lost = play([HeuristicBot(SPEC, 0, 4, samples=FAST)], 1, 6)
    assert state_of(lost).lost == "the guard track is full"
    assert search_rewards(state_of(lost)) == [-1.0]


@pytest.mark.parametrize(("seats", "options"), [
    (1, {}), (2, {}), (3, {"friar_tuck": True, "spies": True}), (4, {"golden_arrow": True})])
def test_the_leaf_estimate_stays_within_one(seats, options):
    """Along a seeded game of every seat count, the estimate is one number per seat in [-1, 1]."""
    match = Match.start("merry_men", seats, 5, options)
    bots = easy(seats, 5)
    asked = 0
    while not match.is_over:
        if len(match.log) % 5 == 0:
            leaf = search_leaf(state_of(match))
            assert len(leaf) == seats and all(-1.0 <= x <= 1.0 for x in leaf)
            asked += 1
        seat = match.active_seat
        match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
    assert asked >= 5


def test_the_leaf_estimate_prefers_the_better_position():
    """In a seeded two-seat game of Normal bots (round 3): three more of every resource for
    Green raise Green's estimate and lower Red's; one penny left on every road (MM-3.4 near)
    lowers both."""
    state = state_of(play([HeuristicBot(SPEC, s, s, samples=FAST) for s in range(2)], 2, 3,
                          until=50))
    base = search_leaf(state)
    richer = RULES.clone(state)
    give(richer, 0, **{k: n + 3 for k, n in richer.res[0].items()})
    green, red = search_leaf(richer)
    assert green > base[0] and red < base[1]
    danger = RULES.clone(state)
    for road in ROADS:
        danger.pennies[road] = 1
    assert all(d < b for d, b in zip(search_leaf(danger), base, strict=True))


def test_the_search_with_a_small_budget_beats_easy():
    """Seeded, by iterations alone: in four two-seat games against Easy (seats taken in turn)
    the search scores more than Easy every time and wins every game the table does not lose."""
    for seed in range(4):
        me = seed % 2
        bots: list = easy(2, seed)
        bots[me] = IsmctsBot(SPEC, me, seed, iterations=20, seconds=None)
        match = play(bots, 2, seed)
        scores = match.scores()
        assert scores[me] > scores[1 - me]
        if state_of(match).lost is None:
            assert match.winners() == [me]
