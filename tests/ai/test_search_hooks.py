"""The search's game hooks: ``GameSpec.search_rewards``, ``search_leaf`` and ``search_depth``.

A game that sets none of them is searched exactly as before they existed (the search goldens
in ``tests/golden`` stay byte-identical; here, the same visits whatever hook path is taken).
A game that sets them has its finished games read by its own reading, and its rollouts cut
after ``search_depth`` commands and estimated by its leaf. Checked on Twenty-One, the
template game (TW-4, TW-5), with hand-made hooks that count their calls.
"""

from __future__ import annotations

import dataclasses

import pytest

from sherwood.ai.ismcts import IsmctsBot, rewards
from sherwood.engine import GameSpec, Match
from sherwood.games import GAMES, game_spec
from sherwood.games._template.commands import Play
from tests.games._template.situations import situation

SPEC = game_spec("_template")
RULES = SPEC.rules


def generic(state) -> list[float]:
    """The reading the search uses when a game gives none (its default score weight)."""
    scores = RULES.scores(state)
    low, high = RULES.score_bounds(len(scores), SPEC.resolve_options(None, len(scores)))
    return rewards(scores, RULES.winners(state), float(max(1, high - low)), 0.2)


def search(spec: GameSpec, match: Match, iterations: int = 120, seed: int = 5, **kw):
    seat = match.active_seat
    bot = IsmctsBot(spec, seat, seed, iterations=iterations, seconds=None, **kw)
    choice = bot.choose(match.view(seat), match.legal_commands())
    assert bot.last_search is not None
    return choice, dict(bot.last_search.visits)


def test_only_merry_men_sets_the_hooks():
    """Every other game in the catalogue searches as it always did (its goldens prove it)."""
    hooked = {gid for gid, spec in GAMES.items()
              if (spec.search_rewards, spec.search_leaf, spec.search_depth) != (None, None, None)}
    assert hooked == {"merry_men"}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_generic_reading_given_as_a_hook_searches_the_same(seed):
    """The hook path draws nothing of its own: a game whose reading is the generic one, or
    whose depth is never reached, gets the very same visits as a game without hooks."""
    match = Match.start("_template", 2, seed)
    plain = search(SPEC, match, seed=seed)
    asked = []

    def leaf(state):
        asked.append(state)
        return [0.0, 0.0]

    same_reading = dataclasses.replace(SPEC, search_rewards=generic)
    deep = dataclasses.replace(SPEC, search_rewards=generic, search_leaf=leaf, search_depth=10_000)
    assert search(same_reading, match, seed=seed) == plain
    assert search(deep, match, seed=seed) == plain
    assert asked == []


def test_a_finished_game_is_read_by_the_games_own_reading():
    """TW-4.1, TW-5.2: North (9 against 6) wins by playing its 6. Read the usual way, the
    search plays it; read by a game that counts a win as the worst result, it does not. The
    reading is asked once for each iteration (every rollout of this short game ends)."""
    match = situation(hands=([6, 2], [1]), played=[(0, 5), (1, 6), (0, 4)])
    assert search(SPEC, match)[0] == Play(0, 6)
    calls = []

    def upside_down(state):
        calls.append(RULES.active_seat(state))
        return [-r for r in generic(state)]

    choice, visits = search(dataclasses.replace(SPEC, search_rewards=upside_down), match)
    assert choice != Play(0, 6)
    assert len(calls) == sum(visits.values()) == 120
    assert set(calls) == {None}  # only finished games


@pytest.mark.parametrize("depth", [0, 1, 3])
def test_rollouts_stop_after_the_games_depth(depth):
    """A rollout plays at most ``search_depth`` commands (counted by the rollout policy's
    calls; with no progressive bias the tree does not ask it), then the leaf estimates an
    unfinished game and the game's reading a finished one."""
    match = Match.start("_template", 3, 11)
    policy_calls = [0]
    readings: list[tuple[str, int]] = []

    def policy(state, legal, rng):
        policy_calls[0] += 1
        return SPEC.rollout_policy(state, legal, rng)

    def leaf(state):
        assert RULES.active_seat(state) is not None
        readings.append(("leaf", policy_calls[0]))
        return [0.5, -0.5, 0.0]

    def final(state):
        assert RULES.active_seat(state) is None
        readings.append(("final", policy_calls[0]))
        return generic(state)

    spec = dataclasses.replace(SPEC, rollout_policy=policy, search_rewards=final,
                               search_leaf=leaf, search_depth=depth)
    search(spec, match, iterations=60, policy_bias=0.0)
    assert len(readings) == 60
    assert any(kind == "leaf" for kind, _ in readings)
    before = 0
    for kind, count in readings:
        assert count - before <= depth
        assert kind == "final" or count - before == depth  # cut short only at the depth
        before = count


def test_a_depth_needs_a_leaf_and_cannot_be_negative():
    with pytest.raises(ValueError, match="needs a search_leaf"):
        dataclasses.replace(SPEC, search_depth=5)
    with pytest.raises(ValueError, match="at least 0"):
        dataclasses.replace(SPEC, search_depth=-1, search_leaf=lambda state: [0.0, 0.0])
