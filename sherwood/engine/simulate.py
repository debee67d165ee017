"""Playing whole games with bots, for `sherwood simulate`, tests and benchmarks."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sherwood.engine.game import Bot
from sherwood.engine.match import Match


@dataclass(frozen=True)
class GameResult:
    seed: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    commands: int
    seconds: float


def play_out(match: Match, bots: Sequence[Bot], max_commands: int = 100_000, *,
             check_invariants: bool = False) -> Match:
    """Let ``bots[seat]`` decide for every seat until the game ends; returns the match.

    With ``check_invariants`` the game's invariants are checked after every command.
    """
    for _ in range(max_commands):
        seat = match.active_seat
        if seat is None:
            return match
        legal = match.legal_commands()
        match.apply(bots[seat].choose(match.view(seat), legal))
        if check_invariants:
            match.check_invariants()
    raise RuntimeError(f"{match.game_id} seed {match.seed}: no end after {max_commands} commands")


def play_game(game_id: str, bots: Sequence[Bot], seed: int,
              options: Mapping[str, Any] | None = None) -> GameResult:
    """Play one complete game with one bot per seat."""
    started = time.perf_counter()
    match = play_out(Match.start(game_id, len(bots), seed, options), bots)
    return GameResult(seed, tuple(match.scores()), tuple(match.winners()), len(match.log),
                      time.perf_counter() - started)
