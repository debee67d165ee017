"""Saves of Twenty-One: a game saved at any point loads to the same state and plays on
(games saved by earlier versions: ``test_old_saves.py``)."""

from __future__ import annotations

import pytest

from sherwood.ai import bot_seed, make_bot
from sherwood.engine import Match

from .situations import SEAT_COUNTS, seat_labels


def play(match: Match, commands: int | None = None) -> Match:
    bots = [make_bot("_template", "heuristic", s, bot_seed(5, s, "heuristic"))
            for s in range(match.seat_count)]
    while not match.is_over and (commands is None or commands > 0):
        seat = match.active_seat
        match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
        commands = None if commands is None else commands - 1
    return match


@pytest.mark.parametrize("commands", [0, 1, 5, None])
def test_a_saved_game_loads_to_the_same_state(tmp_path, commands):
    match = play(Match.start("_template", seat_labels(max(SEAT_COUNTS)), 9), commands)
    match.save(tmp_path / "game.json")
    loaded = Match.load(tmp_path / "game.json")
    assert loaded.state_hash() == match.state_hash() and loaded.log == match.log
    assert loaded.seats == match.seats and loaded.is_over == match.is_over
    if not match.is_over:  # and it plays on exactly as the original would
        assert loaded.legal_commands() == match.legal_commands()
        assert play(loaded).log == play(match).log
