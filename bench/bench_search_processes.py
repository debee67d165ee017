"""Search in worker processes: iterations in a 1 s decision, and how long the window's
thread is held while a bot thinks.

1. **Iterations.** The Hard bot (``IsmctsBot``, 1 s a decision, no iteration cap) at
   mid-game positions of Showdown and of Merry Men with 3 seats: one tree in this process
   against ``trees = 1 + workers`` with a :class:`~sherwood.ai.search_pool.SearchPool` of
   ``workers`` processes. Rounds are interleaved, medians printed.
2. **The window's thread.** A stand-in for the render loop ticks (about 2 ms of Python work,
   then a 1 ms sleep) while a bot makes one 1 s decision, first in a thread of this process
   (as the app did), then in a bot host process (as it does now); printed: the longest gap
   between two ticks and the 95th percentile, and the ticks' own length.

Run by hand (it takes about a minute)::

    python bench/bench_search_processes.py [--rounds 3] [--workers 1] [--seconds 1.0]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import threading
import time
from pathlib import Path

from sherwood.ai import bot_seed, make_bot
from sherwood.ai.host import BotHost
from sherwood.ai.ismcts import IsmctsBot
from sherwood.ai.search_pool import SearchPool
from sherwood.engine import Match


def mid_game(game_id: str, seats: int, seed: int, moves: int) -> Match:
    """A position ``moves`` commands into a game of the game's Normal bots."""
    labels = [f"bot:{'heuristic'}"] * seats
    match = Match.start(game_id, labels, seed)
    bots = [make_bot(game_id, "heuristic", s, bot_seed(seed, s, "heuristic")) for s in range(seats)]
    for _ in range(moves):
        seat = match.active_seat
        if seat is None:
            break
        match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
    while match.active_seat is not None and len(match.legal_commands()) < 2:
        match.apply(match.legal_commands()[0])
    return match


def cpu_seconds(pids: list[int]) -> float:
    """CPU time used so far by this process and the processes ``pids`` (Linux: /proc)."""
    total = time.process_time()
    tick = os.sysconf("SC_CLK_TCK")
    for pid in pids:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += (int(fields[11]) + int(fields[12])) / tick  # utime, stime
    return total


def iterations(match: Match, seconds: float, trees: int, pool: SearchPool | None,
               seed: int) -> tuple[int, float]:
    """Iterations of one decision, and the CPU seconds it took (all processes)."""
    seat = match.active_seat
    bot = IsmctsBot(match.spec, seat, seed, iterations=None, seconds=seconds, trees=trees, pool=pool)
    pids = pool.pids if pool is not None else []
    before = cpu_seconds(pids)
    bot.choose(match.view(seat), match.legal_commands())
    assert bot.last_search is not None
    return bot.last_search.iterations, cpu_seconds(pids) - before


def bench_iterations(args: argparse.Namespace, pool: SearchPool) -> None:
    cases = [("showdown", 2, 30), ("merry_men", 3, 40)]
    print(f"iterations in a {args.seconds:g} s decision (median over {args.rounds} rounds x 3 positions;"
          " cpu: CPU seconds used by all the processes in that second)")
    for game_id, seats, moves in cases:
        positions = [mid_game(game_id, seats, seed, moves) for seed in (1, 2, 3)]
        iterations(positions[0], 0.2, 1 + args.workers, pool, 0)  # the workers load the game
        one: list[tuple[int, float]] = []
        many: list[tuple[int, float]] = []
        for r in range(args.rounds):
            for k, match in enumerate(positions):
                one.append(iterations(match, args.seconds, 1, None, r * 10 + k))
                many.append(iterations(match, args.seconds, 1 + args.workers, pool, r * 10 + k))
        a, b = statistics.median(n for n, _ in one), statistics.median(n for n, _ in many)
        ca, cb = statistics.median(c for _, c in one), statistics.median(c for _, c in many)
        print(f"  {game_id} ({seats} seats): in-process {a:.0f} (cpu {ca:.2f})   "
              f"{1 + args.workers} processes {b:.0f} (cpu {cb:.2f})   x{b / a:.2f}   "
              f"(raw: {[n for n, _ in one]} / {[n for n, _ in many]})")


def ticks_while(think: threading.Event) -> list[tuple[float, float]]:
    """Tick until ``think`` is cleared: (gap since the last tick's end, the tick's length)."""
    out = []
    last = time.perf_counter()
    while think.is_set():
        start = time.perf_counter()
        x = 0
        while time.perf_counter() - start < 0.002:  # a frame's Python work
            x += sum(range(50))
        end = time.perf_counter()
        out.append((start - last, end - start))
        last = end
        time.sleep(0.001)
    return out


def bench_window(args: argparse.Namespace) -> None:
    match = mid_game("showdown", 2, 1, 30)
    seat = match.active_seat
    view, legal = match.view(seat), match.legal_commands()
    labels = ["bot:ismcts", "bot:ismcts"]
    print(f"the window's thread while a Hard bot thinks {args.seconds:g} s (Showdown mid-game; "
          "ticks of ~2 ms work + 1 ms sleep)")
    host = BotHost("showdown", labels, 1, processes=args.workers,
                   search={"iterations": None, "seconds": args.seconds})
    host.pids()
    host.answer(host.ask(seat, view, legal), timeout=60)  # warm: the workers load the game
    results: dict[str, list[tuple[float, float]]] = {"thread": [], "process": []}
    for _ in range(args.rounds):
        for how in ("thread", "process"):
            think = threading.Event()
            think.set()
            if how == "thread":
                bot = IsmctsBot(match.spec, seat, 1, iterations=None, seconds=args.seconds)
                worker = threading.Thread(target=lambda b=bot, t=think: (b.choose(view, legal), t.clear()))
                worker.start()
                results[how] += ticks_while(think)
                worker.join()
            else:
                ticket = host.ask(seat, view, legal)

                def wait(ticket: int = ticket, think: threading.Event = think) -> None:
                    while host.answer(ticket, timeout=0.0) is None:
                        time.sleep(0.002)
                    think.clear()

                waiter = threading.Thread(target=wait)
                waiter.start()
                results[how] += ticks_while(think)
                waiter.join()
    host.close()
    for how, ticks in results.items():
        gaps = sorted(g for g, _ in ticks)
        lengths = sorted(n for _, n in ticks)
        p95 = gaps[int(0.95 * (len(gaps) - 1))]
        print(f"  bot in a {how:7}: longest gap {1000 * gaps[-1]:5.1f} ms, p95 gap {1000 * p95:4.1f} ms,"
              f" tick p95 {1000 * lengths[int(0.95 * (len(lengths) - 1))]:4.1f} ms, {len(ticks)} ticks")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--workers", type=int, default=1, help="search worker processes")
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--only", choices=("iterations", "window"))
    args = parser.parse_args()
    random.seed(0)
    if args.only != "window":
        with SearchPool(args.workers) as pool:
            bench_iterations(args, pool)
    if args.only != "iterations":
        bench_window(args)


if __name__ == "__main__":
    main()
