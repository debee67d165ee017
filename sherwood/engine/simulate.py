"""Playing whole games with bots, for `sherwood simulate`, tests and benchmarks."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sherwood.engine.game import Bot
from sherwood.engine.match import Match
from sherwood.engine.outcome import Outcome


@dataclass(frozen=True)
class GameResult:
    """One finished game: its seed, scores, winners, length, time taken and outcome."""

    seed: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    commands: int
    seconds: float
    outcome: Outcome | None = None

    def to_json(self) -> dict[str, Any]:
        """The game for a JSON report, its outcome as the rules worded it (no time: the same
        seed and bots give the same record).

        >>> from sherwood.engine.outcome import win_heading
        >>> o = Outcome(winners=(1,), scores=(3, 5), heading=win_heading([1]))
        >>> GameResult(7, (3, 5), (1,), 40, 0.01, o).to_json()["outcome"]["heading"]
        'Victory for {1}!'
        """
        return {"seed": self.seed, "scores": list(self.scores), "winners": list(self.winners),
                "commands": self.commands,
                "outcome": self.outcome.to_json() if self.outcome is not None else None}


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
    """Play one complete game with one bot per seat (a table of bots only: the game's
    ``bot_table_options`` apply, e.g. Settlers' turn cap)."""
    started = time.perf_counter()
    labels = [f"bot:{type(bot).__name__}" for bot in bots]
    match = play_out(Match.start(game_id, labels, seed, options), bots)
    return GameResult(seed, tuple(match.scores()), tuple(match.winners()), len(match.log),
                      time.perf_counter() - started, match.outcome())
