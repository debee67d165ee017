"""Twenty-One through the checks every game passes (``tests/test_conformance.py``), played
longer here: the game's own bot and the random bot, every seat count, more seeds, and the
peek check at every position. A new game gets the short run for free (the suite's
conformance test covers every built game); a file like this one runs it longer while the
game is being written: ``pytest tests/games/<id>``.
"""

from __future__ import annotations

import pytest

from tests.test_conformance import check_no_peeking, play_checked

from .situations import SEAT_COUNTS


@pytest.mark.parametrize("seats", SEAT_COUNTS)
@pytest.mark.parametrize("bot", ["heuristic", "random"])
def test_games_end_and_keep_their_invariants(seats, bot, tmp_path):
    """After every command: no card created or lost, the flow at rest, views that hide what
    they must, save -> load to the same hash, undo where allowed; at the end, no legal
    command, no active seat, scores within bounds."""
    for seed in range(10):
        match = play_checked("_template", seats, bot, {}, seed, tmp_path)
        assert match.is_over and match.outcome() is not None


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_no_take_back_shows_a_hidden_card(seats):
    """TW-7.1, TW-7.2: whatever may be taken back shows the mover nothing of the deck or
    another hand, checked at every position of a game."""
    assert check_no_peeking("_template", seats, {}, seed=3, positions=None, worlds=4) > 5
