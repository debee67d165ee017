"""Many seeded games between bots: `sherwood simulate`, the benchmarks and the bot reports.

Every game is a pure function of its :data:`Job` (game id, the bot in each seat, options,
seed): :func:`play_chunk` plays a list of jobs wherever it runs. A *runner* plays the jobs
and yields each finished chunk with the number of its first game, in any order:
:class:`LocalRunner` here (this process, or a pool of worker processes), and
:class:`sherwood.ai.cluster.RayRunner` (Ray tasks on a cluster). The results do not depend
on the runner. :func:`run_tournament` puts them back in game order.

Each finished game is one JSON line, :func:`game_record` (``sherwood simulate --jsonl``,
whichever runner played it); :func:`read_records` reads such a file back and
:meth:`TournamentSummary.from_records` summarises it, so a bench script reads one format.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from sherwood.engine.outcome import Outcome
from sherwood.engine.simulate import GameResult, play_game

Job = tuple[str, tuple[str, ...], Mapping[str, Any], int]
"""One game to play: game id, the bot name in each seat, the resolved options, the seed."""

Chunk = tuple[int, list[GameResult]]
"""Results of consecutive games, with the number (from 0) of the first of them."""

Runner = Callable[[Sequence[Job]], Iterator[Chunk]]
"""Plays every job once and yields the results chunk by chunk, in any order."""


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

    def records(self) -> Iterator[dict[str, Any]]:
        """Every game as its JSON line (:func:`game_record`), in game order."""
        for seats, result in self.results:
            yield game_record(self.game, self.bots, seats, self.options, result)

    @classmethod
    def from_records(cls, records: Iterable[Mapping[str, Any]]) -> TournamentSummary:
        """The summary of games read back from JSON lines (:func:`read_records`): entry k is the
        bot that ``seating`` puts at k. All the games must be of one game and one set of bots."""
        summary: TournamentSummary | None = None
        for number, record in enumerate(records, start=1):
            seats = tuple(int(e) for e in record["seating"])
            bots = [""] * len(seats)
            for seat, entry in enumerate(seats):
                bots[entry] = str(record["bots"][seat])
            if summary is None:
                summary = cls(str(record["game"]), tuple(bots), dict(record["options"]))
            elif (record["game"], tuple(bots)) != (summary.game, summary.bots):
                raise ValueError(f"game {number} is {record['game']} with bots {bots}, not "
                                 f"{summary.game} with {list(summary.bots)} like the first")
            outcome = Outcome.from_json(record["outcome"]) if record.get("outcome") else None
            summary.results.append((seats, GameResult(
                int(record["seed"]), tuple(record["scores"]), tuple(record["winners"]),
                int(record["commands"]), 0.0, outcome)))
        if summary is None:
            raise ValueError("no games to summarise")
        return summary

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


def game_record(game_id: str, bots: Sequence[str], seats: Sequence[int],
                options: Mapping[str, Any], result: GameResult) -> dict[str, Any]:
    """One game as one JSON line: the game, seed, the bot in each seat, which entry of the bot
    list sat where (``seating``), the options, then scores, winners, commands and outcome
    (:meth:`GameResult.to_json`: no time, so the same games give the same lines)."""
    return {"game": game_id, "seed": result.seed, "bots": [bots[e] for e in seats],
            "seating": list(seats), "options": dict(options), **result.to_json()}


def dump_record(record: Mapping[str, Any]) -> str:
    """The JSON line of a record (compact, without the newline)."""
    return json.dumps(record, separators=(",", ":"))


def read_records(source: str | os.PathLike[str] | Iterable[str]) -> list[dict[str, Any]]:
    """The games of a JSON-lines file (a path, or open text / any lines), as written by
    ``sherwood simulate --jsonl``; blank lines are skipped. A bad line is a ValueError
    naming its number.

    >>> read_records(['{"seed": 4}', '', '{"seed": 5}'])
    [{'seed': 4}, {'seed': 5}]
    """
    if isinstance(source, str | os.PathLike):
        with Path(source).open(encoding="utf-8") as lines:
            return read_records(lines)
    records = []
    for number, line in enumerate(source, start=1):
        if not line.strip():
            continue
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError as exc:
            raise ValueError(f"line {number} is not JSON: {exc}") from None
    return records


def _play(job: Job) -> GameResult:
    from sherwood.ai import bot_seed, make_bot

    game_id, names, options, seed = job
    bots = [make_bot(game_id, name, seat, bot_seed(seed, seat, name))
            for seat, name in enumerate(names)]
    return play_game(game_id, bots, seed, options)


def play_chunk(jobs: Sequence[Job]) -> list[GameResult]:
    """Play the jobs one after another: what a worker process or a Ray task runs."""
    return [_play(job) for job in jobs]


def _play_numbered(chunk: tuple[int, Sequence[Job]]) -> Chunk:
    first, jobs = chunk
    return first, play_chunk(jobs)


def split(jobs: Sequence[Job], size: int) -> list[tuple[int, Sequence[Job]]]:
    """The jobs in chunks of ``size`` (the last may be shorter), each with its first game's number."""
    size = max(1, size)
    return [(first, jobs[first:first + size]) for first in range(0, len(jobs), size)]


@dataclass(frozen=True)
class LocalRunner:
    """Plays on this machine: in this process (``workers`` 1), or in a pool of ``workers``
    processes started afresh ("spawn": the same on every platform), ``chunk`` games a task."""

    workers: int = 1
    chunk: int = 1

    def __call__(self, jobs: Sequence[Job]) -> Iterator[Chunk]:
        if self.workers <= 1:
            for first, part in split(jobs, self.chunk):
                yield first, play_chunk(part)
            return
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(self.workers) as pool:
            yield from pool.imap_unordered(_play_numbered, split(jobs, self.chunk))


class Progress:
    """Games done of the total, the rate and the time left, written to ``stream`` (stderr).

    On a terminal one line is rewritten in place, at most every quarter second; elsewhere
    (a log file, CI) a plain line is written at most every ``every`` seconds, and the last.
    """

    def __init__(self, stream: IO[str] | None = None, interactive: bool | None = None,
                 every: float = 10.0) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.interactive = self.stream.isatty() if interactive is None else interactive
        self.every = 0.25 if self.interactive else every
        self.started: float | None = None  # the first call, when the games start
        self.shown = -self.every

    def __call__(self, done: int, total: int) -> None:
        if self.started is None:
            self.started = time.perf_counter()
        now = time.perf_counter() - self.started
        if done < total and now - self.shown < self.every:
            return
        self.shown = now
        line = self.line(done, total, now)
        if self.interactive:
            self.stream.write(f"\r{line:<72}" + ("\n" if done >= total else ""))
        else:
            self.stream.write(line + "\n")
        self.stream.flush()

    @staticmethod
    def line(done: int, total: int, seconds: float) -> str:
        """
        >>> Progress.line(250, 1000, 5.0)
        '250/1000 games (25%), 50.0 games/s, about 15 s left'
        >>> Progress.line(1000, 1000, 80.0)
        '1000/1000 games (100%), 12.5 games/s, 1 min 20 s in all'
        """
        rate = done / seconds if seconds > 0 else 0.0
        share = f"{done}/{total} games ({done / max(1, total):.0%}), {rate:.1f} games/s"
        if done >= total:
            return f"{share}, {_duration(seconds)} in all"
        if not rate:
            return share
        return f"{share}, about {_duration((total - done) / rate)} left"


def _duration(seconds: float) -> str:
    whole = round(seconds)
    if seconds < 9.95:
        return f"{seconds:.1f} s"
    if whole < 60:
        return f"{whole} s"
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours} h {minutes} min" if hours else f"{minutes} min {secs} s"


def run_tournament(game_id: str, bots: Sequence[str], games: int, first_seed: int = 0,
                   options: Mapping[str, Any] | None = None, alternate: bool = False,
                   workers: int = 1, *, runner: Runner | None = None,
                   on_record: Callable[[dict[str, Any]], None] | None = None,
                   progress: Callable[[int, int], None] | None = None) -> TournamentSummary:
    """Play ``games`` games with seeds ``first_seed, first_seed + 1, ...``.

    ``runner`` plays them (default: :class:`LocalRunner` with ``workers`` processes); a runner
    that is a context manager (:class:`~sherwood.ai.cluster.RayRunner`) is entered after the
    arguments are checked and before the clock starts, so a wrong bot name is reported before
    any connection and the time is the games'. ``on_record`` receives each game's JSON record
    (:func:`game_record`) in game order as soon as it and every game before it are done;
    ``progress`` receives (games done, games) when the games start and after every chunk.
    """
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
    jobs: list[Job] = [(game_id, tuple(bots[e] for e in seats), resolved, first_seed + g)
                       for g, seats in enumerate(seatings)]
    summary = TournamentSummary(game_id, tuple(bots), resolved)
    play = runner if runner is not None else LocalRunner(workers)
    results: list[GameResult | None] = [None] * games
    done = written = 0
    with play if isinstance(play, AbstractContextManager) else nullcontext():
        started = time.perf_counter()
        if progress is not None:
            progress(0, games)
        for first, chunk in play(jobs):
            results[first:first + len(chunk)] = chunk
            done += len(chunk)
            if progress is not None:
                progress(done, games)
            while written < games and (result := results[written]) is not None:
                if on_record is not None:
                    on_record(game_record(game_id, bots, seatings[written], resolved, result))
                written += 1
        summary.seconds = time.perf_counter() - started
    if written < games or done != games:
        raise RuntimeError(f"the runner returned {done} results for {games} games")
    summary.results = [(seats, result) for seats, result in zip(seatings, results, strict=True)
                       if result is not None]
    return summary
