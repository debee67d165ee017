"""The solo adventure's balance report: how often the heuristic bot ("Normal") wins, per
Special-Task set and per outlaw, and how.

    python bench/bench_adventures.py [--games N] [--seed S] [--sets 1,2,3,none]
        [--outlaws robin,marian,john,will] [--random-games N] [--search-games N]
        [--search-seconds T]

Run by hand (not in CI), one run at a time (``nice``, one core); the figures go into the
closing notes. Every game is played through ``Match`` as the app plays it, camp random
(AR-15.2), seeds ``S, S + 1, ...`` in every cell (so the cells are paired). For each set and
outlaw it prints, for the heuristic bot:

- the win rate with a 95% confidence interval (Wilson);
- wins by Hope 18 (AR-14.2) and by three Special Tasks (AR-14.4), losses by the last
  hourglass (AR-14.3) and by the camp found (AR-14.5);
- the mean length in turns, Gisbourne's catches a game (AR-10.8), games a second;

then the same per set and per outlaw over all cells, a uniformly random bot's figures per
set for comparison, and a short match of the search bot (ISMCTS, a fixed time a decision,
its rollouts played by the heuristic) against the heuristic on the same seeds.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from stats import wilson

import sherwood.games  # noqa: F401  (hands the catalogue to the engine)
from sherwood.ai import IsmctsBot, RandomBot, bot_seed
from sherwood.engine import Match
from sherwood.games import game_spec
from sherwood.games.adventures.bots import HeuristicBot

SPEC = game_spec("adventures")
SETS = ("1", "2", "3", "none")
OUTLAWS = ("robin", "marian", "john", "will")
RESULTS = ("hope", "tasks", "hourglasses", "camp")


def play(make_bot: Callable[[int], Any], seed: int, task_set: str, outlaw: str) -> dict[str, Any]:
    """One seeded game (camp random) with the bot ``make_bot(seed)``."""
    match = Match.start("adventures", 1, seed, {"task_set": task_set, "outlaw": outlaw,
                                                "camp": "random"})
    bot = make_bot(seed)
    caught = 0
    while not match.is_over:
        events = match.apply(bot.choose(match.view(0), match.legal_commands()))
        caught += sum(e.kind == "caught" for e in events)
    view = match.view(0)
    return {"result": view.result, "won": match.winners() == [0], "turns": view.turns_taken,
            "caught": caught, "hope": view.hope, "tasks": len(view.coat_of_arms)}


class Tally:
    """The games of one cell (or a sum of cells) and the seconds they took."""

    def __init__(self) -> None:
        self.games: list[dict[str, Any]] = []
        self.seconds = 0.0

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.seconds += other.seconds

    def line(self, name: str) -> str:
        n = len(self.games)
        wins = sum(g["won"] for g in self.games)
        low, high = wilson(wins, n)
        ends = Counter(g["result"] for g in self.games)
        mean = lambda key: sum(g[key] for g in self.games) / n  # noqa: E731
        rate = n / self.seconds if self.seconds else 0.0
        return (f"{name:<16} {n:>5} {wins / n:>6.1%} {low:>6.1%}-{high:<6.1%} "
                + " ".join(f"{ends[r] / n:>6.1%}" for r in RESULTS)
                + f" {mean('turns'):>6.1f} {mean('caught'):>6.2f} {mean('hope'):>5.1f}"
                + f" {mean('tasks'):>5.2f} {rate:>6.1f}")


HEADER = (f"{'':<16} {'games':>5} {'win':>6} {'95% CI':^13} "
          + " ".join(f"{r[:6]:>6}" for r in RESULTS)
          + f" {'turns':>6} {'caught':>6} {'hope':>5} {'tasks':>5} {'g/s':>6}")


def run(make_bot: Callable[[int], Any], games: int, seed: int, task_set: str,
        outlaw: str) -> Tally:
    tally = Tally()
    started = time.perf_counter()
    tally.games = [play(make_bot, seed + g, task_set, outlaw) for g in range(games)]
    tally.seconds = time.perf_counter() - started
    return tally


def heuristic(seed: int) -> HeuristicBot:
    return HeuristicBot(SPEC, 0, bot_seed(seed, 0, "heuristic"))


def random_bot(seed: int) -> RandomBot:
    return RandomBot(SPEC, 0, bot_seed(seed, 0, "random"))


def grid(games: int, seed: int, sets: Sequence[str], outlaws: Sequence[str]) -> None:
    print(f"Heuristic bot (Normal), {games} games a cell, camp random, seeds {seed}-{seed + games - 1}")
    print("(win = Hope 18 or three tasks; hope/tasks/hourglasses/camp = share of games ending so)")
    print(HEADER, flush=True)
    by_set = {s: Tally() for s in sets}
    by_outlaw = {o: Tally() for o in outlaws}
    for task_set in sets:
        for outlaw in outlaws:
            tally = run(heuristic, games, seed, task_set, outlaw)
            print(tally.line(f"set {task_set} {outlaw}"), flush=True)
            by_set[task_set].add(tally)
            by_outlaw[outlaw].add(tally)
    print("\nPer set (all outlaws)")
    print(HEADER)
    for task_set, tally in by_set.items():
        print(tally.line(f"set {task_set}"))
    print("\nPer outlaw (all sets)")
    print(HEADER)
    total = Tally()
    for outlaw, tally in by_outlaw.items():
        print(tally.line(outlaw))
        total.add(tally)
    print(total.line("all"), flush=True)


def random_report(games: int, seed: int, sets: Sequence[str]) -> None:
    print(f"\nRandom bot, {games} games a set, the outlaws in turn")
    print(HEADER)
    for task_set in sets:
        tally = Tally()
        for i, outlaw in enumerate(OUTLAWS):
            part = run(random_bot, games // len(OUTLAWS) + (i < games % len(OUTLAWS)),
                       seed + i * games, task_set, outlaw)
            tally.add(part)
        print(tally.line(f"set {task_set}"), flush=True)


def search_report(games: int, seed: int, seconds: float) -> None:
    """The search bot against the heuristic on the same seeds (sets and outlaws in turn)."""
    print(f"\nSearch bot (ISMCTS, {seconds:g} s a decision, heuristic rollouts) v heuristic, "
          f"{games} games on the same seeds, sets and outlaws in turn")
    print(HEADER)
    for name, make in (("ismcts", lambda s: IsmctsBot(SPEC, 0, bot_seed(s, 0, "ismcts"),
                                                      iterations=None, seconds=seconds)),
                       ("heuristic", heuristic)):
        tally = Tally()
        started = time.perf_counter()
        for g in range(games):
            task_set, outlaw = SETS[g % len(SETS)], OUTLAWS[(g // len(SETS)) % len(OUTLAWS)]
            tally.games.append(play(make, seed + g, task_set, outlaw))
        tally.seconds = time.perf_counter() - started
        print(tally.line(name), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000, help="heuristic games a cell")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--sets", default=",".join(SETS))
    parser.add_argument("--outlaws", default=",".join(OUTLAWS))
    parser.add_argument("--random-games", type=int, default=400, help="random games a set")
    parser.add_argument("--search-games", type=int, default=50)
    parser.add_argument("--search-seconds", type=float, default=0.2)
    args = parser.parse_args()
    sets, outlaws = args.sets.split(","), args.outlaws.split(",")
    started = time.perf_counter()
    if args.games:
        grid(args.games, args.seed, sets, outlaws)
    if args.random_games:
        random_report(args.random_games, args.seed, sets)
    if args.search_games:
        search_report(args.search_games, args.seed, args.search_seconds)
    print(f"\n{time.perf_counter() - started:.0f} s in all")


if __name__ == "__main__":
    main()
