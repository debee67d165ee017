"""Many seeded games between bots: `sherwood simulate`, the benchmarks and the bot reports."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sherwood.engine.simulate import GameResult, play_game


@dataclass
class TournamentSummary:
    """Results by entry: entry k is the k-th bot of the list given (whatever seat it sat in)."""

    game: str
    bots: tuple[str, ...]
    options: dict[str, Any]
    results: list[tuple[tuple[int, ...], GameResult]] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def games(self) -> int:
        return len(self.results)

    def wins(self) -> list[int]:
        """Games each entry won outright."""
        wins = [0] * len(self.bots)
        for seating, result in self.results:
            if len(result.winners) == 1:
                wins[seating[result.winners[0]]] += 1
        return wins

    def shared_wins(self) -> int:
        """Games won by more than one seat together (not draws: see :meth:`no_winner`)."""
        return sum(len(result.winners) > 1 for _, result in self.results)

    def no_winner(self) -> int:
        """Games nobody won: a draw (Showdown: level spoils after the tie-break), or a table
        that lost together (Merry Men: every player lost to Prince John)."""
        return sum(not result.winners for _, result in self.results)

    def mean_scores(self) -> list[float]:
        totals = [0.0] * len(self.bots)
        for seating, result in self.results:
            for seat, score in enumerate(result.scores):
                totals[seating[seat]] += score
        return [t / max(1, self.games) for t in totals]

    def mean_commands(self) -> float:
        return sum(r.commands for _, r in self.results) / max(1, self.games)

    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game, "bots": list(self.bots), "options": self.options,
            "games": self.games, "wins": self.wins(), "shared_wins": self.shared_wins(),
            "no_winner": self.no_winner(),
            "win_rates": [w / max(1, self.games) for w in self.wins()],
            "mean_scores": self.mean_scores(), "mean_commands": self.mean_commands(),
            "seconds": round(self.seconds, 3), "games_per_second": self.games_per_second(),
        }

    def report(self) -> str:
        lines = [f"{self.games} games of {self.game} {self.options or ''}".rstrip()]
        for k, (name, wins, mean) in enumerate(zip(self.bots, self.wins(), self.mean_scores(),
                                                   strict=True)):
            lines.append(f"  bot {k + 1} {name:<10} wins {wins:5d} ({wins / max(1, self.games):6.1%})"
                         f"   mean score {mean:7.2f}")
        lines.append(f"  shared wins {self.shared_wins()}   no winner (a draw or the table lost) "
                     f"{self.no_winner()}"
                     f"   mean commands per game {self.mean_commands():.1f}")
        lines.append(f"  {self.seconds:.2f} s, {self.games_per_second():.1f} games per second")
        return "\n".join(lines)


def seating(entries: int, game_index: int, alternate: bool) -> tuple[int, ...]:
    """Which entry sits in each seat of game ``game_index``."""
    shift = game_index % entries if alternate else 0
    return tuple((seat + shift) % entries for seat in range(entries))


def _play(job: tuple[str, tuple[str, ...], Mapping[str, Any], int]) -> GameResult:
    from sherwood.ai import bot_seed, make_bot

    game_id, names, options, seed = job
    bots = [make_bot(game_id, name, seat, bot_seed(seed, seat, name))
            for seat, name in enumerate(names)]
    return play_game(game_id, bots, seed, options)


def run_tournament(game_id: str, bots: Sequence[str], games: int, first_seed: int = 0,
                   options: Mapping[str, Any] | None = None, alternate: bool = False,
                   workers: int = 1) -> TournamentSummary:
    """Play ``games`` games with seeds ``first_seed, first_seed + 1, ...``."""
    from sherwood.ai import make_bot
    from sherwood.games import game_spec

    spec = game_spec(game_id)
    resolved = spec.table_options(options, bots_only=True, seats=len(bots))
    if len(bots) not in spec.seat_counts:
        raise ValueError(f"{spec.title} needs {spec.seat_counts.start}–{spec.seat_counts.stop - 1} "
                         f"bots, got {len(bots)}")
    for name in bots:
        make_bot(game_id, name, 0, 0)  # a clear error for a bad name, before any game
    seatings = [seating(len(bots), g, alternate) for g in range(games)]
    jobs = [(game_id, tuple(bots[e] for e in seats), resolved, first_seed + g)
            for g, seats in enumerate(seatings)]
    summary = TournamentSummary(game_id, tuple(bots), resolved)
    started = time.perf_counter()
    if workers > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            results = pool.map(_play, jobs, chunksize=1)
    else:
        results = [_play(job) for job in jobs]
    summary.seconds = time.perf_counter() - started
    summary.results = list(zip(seatings, results, strict=True))
    return summary
