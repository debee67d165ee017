"""Root-parallel search: several trees merged at the root, grown here or in worker processes.

The answer and the merged root visits depend on the seed and the iteration budget only,
not on how many processes grew the trees; one tree is the search as it always was (the
golden playthroughs check that byte for byte); a cancel stops the workers within a search
step, and the pool stays usable. Spawning a process costs about half a second, so the pools
are shared by the module.
"""

from __future__ import annotations

import pickle
import random
import threading

import pytest

from sherwood.ai.ismcts import IsmctsBot, merge_stats, plan_trees
from sherwood.ai.search_pool import SearchPool
from sherwood.engine import Match
from sherwood.games import game_spec, games


@pytest.fixture(scope="module")
def pools():
    one, two = SearchPool(1), SearchPool(2)
    yield {1: one, 2: two}
    one.close()
    two.close()


def _mid_game(game_id: str, seats: int, seed: int, moves: int) -> Match:
    match = Match.start(game_id, seats, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if match.active_seat is None or len(match.legal_commands()) > 3:
            break
        match.apply(rng.choice(match.legal_commands()))
    return match


def _decide(match: Match, pool, trees: int, iterations: int, seed: int = 9):
    seat = match.active_seat
    bot = IsmctsBot(match.spec, seat, seed, iterations=iterations, seconds=None, trees=trees,
                    pool=pool)
    command = bot.choose(match.view(seat), match.legal_commands())
    return bot, command


@pytest.mark.parametrize("game_id", ["_template", "showdown"])
def test_the_answer_does_not_depend_on_the_number_of_processes(pools, game_id):
    match = _mid_game(game_id, 2, 4, moves=6)
    iterations = 90 if game_id == "_template" else 45
    seen = []
    for pool in (None, pools[1], pools[2]):
        bot, command = _decide(match, pool, trees=3, iterations=iterations)
        report = bot.last_search
        assert report.trees == 3 and report.tree_iterations == (iterations // 3,) * 3
        assert report.iterations == iterations == sum(report.visits.values())
        assert not report.cancelled
        seen.append((command, dict(report.visits)))
    assert seen[0] == seen[1] == seen[2]


def test_the_decision_seed_comes_from_the_bot_generator(pools):
    """Same bot seed, same decision; the bot's generator moves on, so its next decision on
    the same view grows other trees."""
    match = _mid_game("_template", 2, 4, moves=6)
    seat = match.active_seat
    bot = IsmctsBot(match.spec, seat, 3, iterations=60, seconds=None, trees=2, pool=pools[1])
    bot.choose(match.view(seat), match.legal_commands())
    first = dict(bot.last_search.visits)
    again = IsmctsBot(match.spec, seat, 3, iterations=60, seconds=None, trees=2)
    again.choose(match.view(seat), match.legal_commands())
    assert dict(again.last_search.visits) == first
    bot.choose(match.view(seat), match.legal_commands())
    assert dict(bot.last_search.visits) != first


def test_one_tree_with_a_pool_is_the_single_tree_search(pools):
    """trees=1 grows the bot's one tree with its own generator, here, pool or not (the search
    goldens, tests/golden/*/search*.txt, hold that single tree byte for byte)."""
    match = _mid_game("showdown", 2, 5, moves=4)
    plain, plain_cmd = _decide(match, None, trees=1, iterations=40)
    pooled, pooled_cmd = _decide(match, pools[2], trees=1, iterations=40)
    assert plain_cmd == pooled_cmd
    assert dict(plain.last_search.visits) == dict(pooled.last_search.visits)
    assert pooled.last_search.trees == 1 and pooled.last_search.tree_iterations == ()


def test_the_budget_is_split_over_the_trees_in_a_fixed_way():
    plan = plan_trees(4, 10, None, slots=3, decision=1)
    assert [[(t.index, t.iterations) for t in slot] for slot in plan] == [
        [(0, 3), (3, 2)], [(1, 3)], [(2, 2)]]
    same = plan_trees(4, 10, None, slots=1, decision=1)[0]
    assert sorted((t.index, t.seed, t.iterations) for slot in plan for t in slot) == [
        (t.index, t.seed, t.iterations) for t in same]
    assert len({t.seed for t in same}) == 4
    # a time budget is each process's: shared by the trees of one process
    timed = plan_trees(4, None, 1.0, slots=2, decision=1)
    assert [t.seconds for slot in timed for t in slot] == [0.5] * 4
    # more trees than iterations: the trees without any are left out
    assert [t.index for t in plan_trees(5, 3, None, 1, 1)[0]] == [0, 1, 2]


def test_merging_sums_visits_and_rewards_per_command():
    from sherwood.ai.ismcts import TreeResult, best_command

    results = [TreeResult(0, ((3, 1.0), None, (1, -1.0)), 4),
               TreeResult(1, ((2, 0.5), (4, 2.0), None), 6)]
    merged = merge_stats(results, 3)
    assert merged == [(5, 1.5), (4, 2.0), (1, -1.0)]
    assert best_command(merged, ["a", "b", "c"]) == "a"


def test_a_cancel_stops_the_workers_at_once_and_the_pool_stays_usable(pools):
    match = _mid_game("_template", 2, 4, moves=6)
    seat, legal = match.active_seat, match.legal_commands()
    budget = 10_000_000
    bot = IsmctsBot(match.spec, seat, 1, iterations=budget, seconds=None, trees=3,
                    pool=pools[2])
    result: list = []
    thread = threading.Thread(target=lambda: result.append(bot.choose(match.view(seat), legal)))
    thread.start()
    thread.join(timeout=1.0)  # let the trees get going, then cancel
    bot.cancel()
    thread.join(timeout=60)
    assert not thread.is_alive() and result[0] in legal
    report = bot.last_search
    assert report.cancelled
    assert report.iterations < budget // 100  # ten million asked; stopped after a few thousand
    assert len(report.tree_iterations) == 3
    # the next decision is whole
    bot.iterations = 60
    assert bot.choose(match.view(seat), legal) in legal
    assert not bot.last_search.cancelled and bot.last_search.iterations == 60


def test_a_worker_error_is_raised_in_the_caller_and_the_pool_goes_on(pools):
    match = _mid_game("_template", 2, 4, moves=6)
    seat = match.active_seat
    foreign = _mid_game("showdown", 2, 1, moves=2).legal_commands()  # never legal here
    bot = IsmctsBot(match.spec, seat, 1, iterations=30, seconds=None, trees=2, pool=pools[1])
    with pytest.raises(RuntimeError, match="none of its legal commands is legal"):
        bot.choose(match.view(seat), foreign)
    bot.choose(match.view(seat), match.legal_commands())
    assert bot.last_search.iterations == 30


@pytest.mark.parametrize("game_id", sorted(games()))
def test_views_and_commands_cross_the_process_boundary(game_id):
    """What a bot host is sent (a view, the legal commands) pickles and comes back equal."""
    spec = game_spec(game_id)
    for seats in (min(spec.seat_counts), max(spec.seat_counts)):
        match = Match.start(game_id, seats, 2)
        rng = random.Random(2)
        for _ in range(60):
            seat = match.active_seat
            if seat is None:
                break
            view, legal = match.view(seat), match.legal_commands()
            assert pickle.loads(pickle.dumps(view)) == view
            assert pickle.loads(pickle.dumps(legal)) == legal
            match.apply(rng.choice(legal))


def test_a_bot_whose_worker_died_searches_on_by_itself():
    """A worker killed (out of memory, say) breaks its pool; the bot then grows that
    decision's trees, and all later ones, in its own process, with the same answer."""
    import os
    import signal

    match = _mid_game("showdown", 2, 4, moves=6)
    _, expected = _decide(match, None, trees=3, iterations=45)
    pool = SearchPool(1)
    try:
        os.kill(pool.pids[0], signal.SIGKILL)
        bot, command = _decide(match, pool, trees=3, iterations=45)
        assert command == expected and bot.pool is None
        assert bot.last_search.iterations == 45 and bot.last_search.trees == 3
        seat = match.active_seat
        assert bot.choose(match.view(seat), match.legal_commands()) in match.legal_commands()
    finally:
        pool.close()


def test_a_pool_needs_a_process():
    with pytest.raises(ValueError, match="at least one process"):
        SearchPool(0)
    with pytest.raises(ValueError, match="trees must be at least 1"):
        IsmctsBot(game_spec("_template"), 0, 1, trees=0)


def test_a_cancel_in_the_middle_of_a_rollout_drops_that_iteration():
    """A long game's rollout looks for a cancel every 32 commands: the iteration it stops
    is not backed up, so the search ends at once even when one iteration is slow."""
    import dataclasses

    spec = game_spec("showdown")
    calls = []

    def policy(state, legal, rng):
        calls.append(1)
        if len(calls) == 3:  # early in the first rollout
            bot.cancel()
        return spec.rollout_policy(state, legal, rng)

    match = _mid_game("showdown", 2, 5, moves=2)
    seat = match.active_seat
    bot = IsmctsBot(dataclasses.replace(spec, rollout_policy=policy), seat, 1,
                    iterations=1000, seconds=None)
    assert bot.choose(match.view(seat), match.legal_commands()) in match.legal_commands()
    assert bot.last_search.cancelled and bot.last_search.iterations == 0
    assert bot.last_search.visits == {}
    assert 3 < len(calls) <= 40  # it stopped within 32 commands of the cancel
