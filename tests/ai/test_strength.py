"""ISMCTS with a small iteration budget is clearly stronger than the random bot.

Seeded and limited by iterations only, so each result is fixed: no flaky thresholds. The
longer measurements against Showdown's heuristic bot are benchmarks, not tests.
"""

from __future__ import annotations

from sherwood.ai import IsmctsBot, RandomBot
from sherwood.engine import Match
from sherwood.engine.simulate import play_out
from sherwood.games import game_spec


def _score(game_id: str, deals: int, iterations: int) -> float:
    """ISMCTS's share of points against random, each deal played from both seats."""
    spec = game_spec(game_id)
    points = 0.0
    for seed in range(deals):
        for me in (0, 1):
            bots = [RandomBot(spec, s, 1000 + seed) for s in (0, 1)]
            bots[me] = IsmctsBot(spec, me, seed, iterations=iterations, seconds=None)
            winners = play_out(Match.start(game_id, 2, seed), bots).winners()
            points += 1.0 if winners == [me] else 0.0 if winners else 0.5
    return points / (2 * deals)


def test_ismcts_beats_random_on_template():
    assert _score("_template", deals=50, iterations=40) >= 0.6


def test_ismcts_beats_random_on_showdown():
    assert _score("showdown", deals=5, iterations=15) >= 0.7
