"""The generic bots: legal, reproducible, blind to hidden cards, stronger than chance, cancellable."""

from __future__ import annotations

import dataclasses
import threading
import time

import pytest

from sherwood.ai import IsmctsBot, RandomBot
from sherwood.ai.ismcts import rank_rewards, rewards
from sherwood.engine import Match, SeededRng
from sherwood.engine.game import GenericBot
from sherwood.games import game_spec, games

SMALL = 40  # ISMCTS iterations for tests: enough to beat chance, quick in CI


def _game_ids() -> list[str]:
    return [g for g in ("_template", "showdown") if g in games()]


def _seat_counts(game_id: str) -> list[int]:
    return list(game_spec(game_id).seat_counts)


def _ismcts(spec, seat, seed, iterations=None):
    if iterations is None:  # Showdown's iterations play ~60 commands each: keep it quicker
        iterations = SMALL if spec.id == "_template" else 15
    return IsmctsBot(spec, seat, seed, iterations=iterations, seconds=None)


def _play(match: Match, bots, record=None) -> Match:
    """Play to the end, checking every choice is in the legal list."""
    for _ in range(10_000):
        seat = match.active_seat
        if seat is None:
            return match
        legal = match.legal_commands()
        cmd = bots[seat].choose(match.view(seat), legal)
        assert cmd in legal, f"{bots[seat]!r} chose {cmd!r}, not among {legal!r}"
        if record is not None:
            record.append(cmd)
        match.apply(cmd)
    raise AssertionError("the game did not end")


# --- only legal commands ----------------------------------------------------------


@pytest.mark.parametrize("game_id", _game_ids())
def test_random_bot_plays_only_legal_commands(game_id):
    spec = game_spec(game_id)
    for count in _seat_counts(game_id):
        for seed in range(5):
            bots = [RandomBot(spec, s, seed * 10 + s) for s in range(count)]
            assert _play(Match.start(game_id, count, seed), bots).is_over


@pytest.mark.parametrize("game_id", _game_ids())
def test_ismcts_plays_only_legal_commands(game_id):
    spec = game_spec(game_id)
    for count in _seat_counts(game_id):
        for seed in range(2):
            bots = [_ismcts(spec, s, seed * 10 + s, iterations=20) if s == seed % count
                    else RandomBot(spec, s, seed) for s in range(count)]
            assert _play(Match.start(game_id, count, seed), bots).is_over


def test_ismcts_against_itself_over_all_seats():
    spec = game_spec("_template")
    for count in _seat_counts("_template"):
        bots = [_ismcts(spec, s, s, iterations=15) for s in range(count)]
        assert _play(Match.start("_template", count, 5), bots).is_over


# --- determinism ------------------------------------------------------------------


@pytest.mark.parametrize("game_id", _game_ids())
@pytest.mark.parametrize("make", [RandomBot, _ismcts], ids=["random", "ismcts"])
def test_same_seed_same_choices(game_id, make):
    spec = game_spec(game_id)
    logs = []
    for _ in range(2):
        log: list = []
        _play(Match.start(game_id, 2, 11), [make(spec, 0, 3), make(spec, 1, 4)], log)
        logs.append(log)
    assert logs[0] == logs[1]


def test_different_seeds_may_choose_differently():
    spec = game_spec("_template")
    match = Match.start("_template", 2, 2)
    view, legal = match.view(0), match.legal_commands()
    assert len({RandomBot(spec, 0, seed).choose(view, legal) for seed in range(30)}) > 1


# --- ISMCTS never reads hidden state --------------------------------------------


def _twins_from_matches(game_id: str, seat: int):
    """Two matches whose seat sees the same thing but whose hidden cards differ."""
    seen: dict = {}
    for seed in range(2000):
        match = Match.start(game_id, 2, seed)
        if match.active_seat != seat:
            continue
        view = match.view(seat)
        other = seen.setdefault(view, match)
        if other is not match:
            return other, match
    pytest.skip(f"no two {game_id} openings with the same view in 2000 seeds")


def test_ismcts_decides_from_the_view_alone_template():
    a, b = _twins_from_matches("_template", 0)
    assert a.view(0) == b.view(0)
    assert a.view(1) != b.view(1)  # seat 1's hidden hand differs
    choices = []
    for match in (a, b):
        bot = _ismcts(match.spec, 0, 99, iterations=300)
        choices.append((bot.choose(match.view(0), match.legal_commands()),
                        dict(bot.last_search.visits)))
    assert choices[0] == choices[1]


@pytest.mark.parametrize("game_id", _game_ids())
def test_ismcts_decides_from_the_view_alone_sampled(game_id):
    """Two true states built by resampling the hidden parts of one view: same decision.

    For Showdown this is SD-12.6 and SD-14.9/SD-14.10: the bot works from the information
    set and determinizes the hidden cards itself."""
    spec = game_spec(game_id)
    rules = spec.rules
    match = Match.start(game_id, 2, 21)
    rng = SeededRng(0)
    for _ in range(200):  # go to a position with a real choice
        if len(match.legal_commands()) > 1:
            break
        match.apply(RandomBot(spec, match.active_seat, 0).choose(
            match.view(match.active_seat), match.legal_commands()))
    seat = match.active_seat
    view = match.view(seat)
    first, second = rules.sample_hidden(view, seat, rng), rules.sample_hidden(view, seat, rng)
    while rules.encode(second) == rules.encode(first):
        second = rules.sample_hidden(view, seat, rng)
    decisions = []
    for state in (first, second):
        bot_view = rules.view(state, seat)
        assert bot_view == view
        bot = _ismcts(spec, seat, 5, iterations=200)
        decisions.append((bot.choose(bot_view, rules.legal_commands(state)),
                          dict(bot.last_search.visits)))
    assert decisions[0] == decisions[1]


# --- budget and cancel ------------------------------------------------------------


def test_iteration_budget_is_exact():
    match = Match.start("_template", 2, 1)
    bot = _ismcts(match.spec, 0, 1, iterations=123)
    bot.choose(match.view(0), match.legal_commands())
    assert bot.last_search.iterations == 123
    assert sum(bot.last_search.visits.values()) == 123


def test_time_budget_is_kept(monkeypatch):
    """The time budget holds (Showdown's SD-14.13 suggests about 1 s a decision)."""
    match = Match.start("_template", 2, 1)
    bot = IsmctsBot(match.spec, 0, 1, iterations=None, seconds=0.2)
    clock = iter(range(10**6))  # a fake clock: 10 ms pass at every reading
    monkeypatch.setattr("sherwood.ai.ismcts.time.perf_counter", lambda: next(clock) / 100)
    assert bot.choose(match.view(0), match.legal_commands()) in match.legal_commands()
    assert bot.last_search.seconds == pytest.approx(0.2, abs=0.03)
    assert 10 < bot.last_search.iterations < 25


def test_a_single_legal_command_needs_no_search():
    spec = game_spec("_template")
    match = Match.start("_template", 2, 1)
    only = match.legal_commands()[:1]
    bot = IsmctsBot(spec, 0, 1)
    assert bot.choose(match.view(0), only) == only[0]
    assert bot.last_search.iterations == 0


def test_cancel_returns_promptly_from_another_thread():
    match = Match.start("_template", 2, 1)
    legal = match.legal_commands()
    bot = IsmctsBot(match.spec, 0, 1, iterations=None, seconds=60)
    result: list = []
    worker = threading.Thread(target=lambda: result.append(bot.choose(match.view(0), legal)))
    worker.start()
    time.sleep(0.2)
    bot.cancel()
    worker.join(timeout=5)
    assert not worker.is_alive()  # a 60 s search, so only the cancel can have ended it
    assert result[0] in legal
    assert bot.last_search.cancelled and bot.last_search.iterations > 0
    # the next decision is not cancelled by the old request
    bot.seconds = 0.1
    assert bot.choose(match.view(0), legal) in legal
    assert not bot.last_search.cancelled


def test_a_cancel_while_idle_does_not_cut_the_next_search():
    match = Match.start("_template", 2, 1)
    bot = _ismcts(match.spec, 0, 1, iterations=50)
    bot.cancel()
    bot.choose(match.view(0), match.legal_commands())
    assert bot.last_search.iterations == 50 and not bot.last_search.cancelled


def test_bad_budgets_are_refused():
    spec = game_spec("_template")
    with pytest.raises(ValueError, match="needs a budget"):
        IsmctsBot(spec, 0, 1, iterations=None, seconds=None)
    with pytest.raises(ValueError, match="at least 1"):
        IsmctsBot(spec, 0, 1, iterations=0)


def test_no_legal_commands_is_an_error():
    spec = game_spec("_template")
    view = Match.start("_template", 2, 1).view(0)
    for bot in (RandomBot(spec, 0, 1), IsmctsBot(spec, 0, 1)):
        with pytest.raises(ValueError, match="no legal commands"):
            bot.choose(view, [])


# --- rollout policy and rewards ----------------------------------------------------


def test_the_game_rollout_policy_is_used_when_offered():
    calls = []

    def counting_policy(state, legal, rng):
        calls.append(1)
        return legal[-1]

    spec = dataclasses.replace(game_spec("_template"), rollout_policy=counting_policy)
    match = Match.start("_template", 2, 1)
    bot = _ismcts(spec, 0, 1, iterations=50)
    assert bot.choose(match.view(0), match.legal_commands()) in match.legal_commands()
    assert calls


def test_a_game_that_does_not_offer_the_search_bot_cannot_be_given_one():
    spec = dataclasses.replace(game_spec("_template"), generic_bots=(GenericBot("random"),))
    with pytest.raises(ValueError, match="does not offer the search bot"):
        _ismcts(spec, 0, 1, iterations=50)


def test_rank_rewards():
    assert rank_rewards([10, 4], [0]) == [1.0, -1.0]
    assert rank_rewards([4, 4], [0, 1]) == [0.0, 0.0]
    assert rank_rewards([9, 3, 3, 1], [0]) == pytest.approx([1.0, 0.0, 0.0, -1.0])
    assert rank_rewards([9, 9, 3, 1], [0, 1]) == pytest.approx([2 / 3, 2 / 3, -1 / 3, -1.0])


def test_rewards_stay_in_range():
    for scores, winners in (([30, 0], [0]), ([0, 30], [0]), ([5, 5, 5], [])):
        for r in rewards(scores, winners, span=10, score_weight=0.5):
            assert -1.0 <= r <= 1.0
