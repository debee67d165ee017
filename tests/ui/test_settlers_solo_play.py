"""Whole solo games (SR-V) played by clicks to their end, as the issue's "done when" asks:
the Sheriff's every command given by clicking what the table shows (his heuristic bot picks
it), each choice about Robin clicked on a glowing hex (:mod:`tests.ui.test_settlers_solo`);
the game ends by one of its endings (SR-V-9: Robin at 15, the Sheriff at 15, encirclement),
the results screen says who won and how, and the game replays from its log to the same end.
"""

from __future__ import annotations

import pytest

from sherwood.engine import Match
from sherwood.ui.games.settlers import robin_side
from sherwood.ui.scenes.results import ResultsScene
from tests.ui.test_settlers_solo import play_solo

ENDINGS = {"sheriff_15", "robin_15", "encircled_sheriff", "encircled_robin", "encircled_draw"}


@pytest.mark.parametrize(
    "seed", [2, pytest.param(3, marks=pytest.mark.slow), pytest.param(14, marks=pytest.mark.slow)]
)
def test_a_whole_solo_game_by_clicks(driver, seed):
    """Seed 2: Robin reaches 15 (about ten seconds); the slow ones: seed 3, the Sheriff rings
    him in; seed 14, the Sheriff reaches 15."""
    play, _seen = play_solo(driver, seed, 3000)
    driver.settle(play)
    match = play.match
    assert match.is_over
    assert isinstance(driver.top, ResultsScene)
    v = match.view(0)
    assert v.solo_result in ENDINGS
    outcome = match.outcome()
    assert outcome is not None and outcome.subtitle
    if v.solo_result == "robin_15":  # SR-V-9.1
        assert v.robin_vp >= 15 and match.winners() == []
        assert "Robin" in outcome.heading
    elif v.solo_result == "sheriff_15":  # SR-V-9.2
        assert match.winners() == [0] and "Sheriff" in outcome.heading
    elif v.solo_result.startswith("encircled"):  # SR-V-9.4: the ring is drawn at the end
        assert len(robin_side.ring_edges(play.table)) == 6
        assert all(v.edge_owner[e] == 0 for e in robin_side.ring_edges(play.table))
    replayed = Match.start("settlers", 1, seed)
    for command in match.log:
        replayed.apply(command)
    assert replayed.is_over and replayed.view(0).solo_result == v.solo_result
