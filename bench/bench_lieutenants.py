"""The Sheriff's Lieutenants: how its bots play.

    python bench/bench_lieutenants.py [--games N] [--seats 3,7] [--seed S]
        [--easy-games N] [--search-games N] [--search-iterations K] [--speed-positions N]

Run by hand (not in CI), one run at a time (``nice``, one core); the figures go into the
closing notes. Every game is played through ``Match`` as the app plays it, seeds
``S, S + 1, ...``. For each seat count it prints, with 95% Wilson intervals
(``bench/stats.py``):

- one Normal (heuristic) seat among random bots, the seat rotated game by game: its win
  rate (a shared win counts as a win) against chance (1 / seats), and its mean score and
  the best and the mean score of the other seats;
- the same for one Easy seat among random bots (LT-14.8);
- a table of Normal bots, and a table of random bots: how the games end (the sheriff back
  in Nottingham, the last mission taken, the cards run out: LT-10.1, LT-9.3), the mean
  length in turns (turns begun, LT-3) and in commands, the mean winning score, games a
  second;
- one search bot (ISMCTS, a fixed number of iterations a decision, no clock, its rollouts
  played by the Normal policy) among Normal bots: its win rate and the heuristic seats';
- how many iterations the search makes in the app's budget (one second a decision) on a few
  mid-game positions, so the fixed budget above can be read as the app's.
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
from sherwood.games.lieutenants.bots import EasyBot, HeuristicBot

GAME = "lieutenants"
SPEC = game_spec(GAME)
ENDS = ("sheriff", "missions", "cards")
MakeBot = Callable[[int, int], Any]  # (seat, game seed) -> bot


def heuristic(seat: int, seed: int) -> HeuristicBot:
    return HeuristicBot(SPEC, seat, bot_seed(seed, seat, "heuristic"))


def easy(seat: int, seed: int) -> EasyBot:
    return EasyBot(SPEC, seat, bot_seed(seed, seat, "easy"))


def random_bot(seat: int, seed: int) -> RandomBot:
    return RandomBot(SPEC, seat, bot_seed(seed, seat, "random"))


def searcher(iterations: int) -> MakeBot:
    def make(seat: int, seed: int) -> IsmctsBot:
        return IsmctsBot(SPEC, seat, bot_seed(seed, seat, "ismcts"), iterations=iterations,
                         seconds=None)
    return make


def play(makers: Sequence[MakeBot], seed: int) -> dict[str, Any]:
    """One seeded game, seat ``s`` played by ``makers[s]``."""
    started = time.perf_counter()
    match = Match.start(GAME, len(makers), seed)
    bots = [make(s, seed) for s, make in enumerate(makers)]
    while not match.is_over:
        seat = match.active_seat
        match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
    view = match.view(0)
    return {"winners": match.winners(), "scores": match.scores(), "result": view.result,
            "turns": view.turn, "commands": len(match.log),
            "seconds": time.perf_counter() - started}


def one_among(make: MakeBot, seats: int, games: int, seed: int) -> list[tuple[int, dict]]:
    """``make`` in seat ``g % seats`` of game ``g``, random bots elsewhere."""
    played = []
    for g in range(games):
        me = g % seats
        makers = [make if s == me else random_bot for s in range(seats)]
        played.append((me, play(makers, seed + g)))
    return played


HEAD = (f"{'':<30} {'games':>5} {'win':>6} {'95% CI':^13} {'chance':>6} {'score':>6} {'best':>6}"
        f" {'mean':>6}")


def win_line(name: str, seats: int, played: list[tuple[int, dict]]) -> str:
    n = len(played)
    wins = sum(me in r["winners"] for me, r in played)
    low, high = wilson(wins, n)
    mine = sum(r["scores"][me] for me, r in played) / n
    best = sum(max(v for s, v in enumerate(r["scores"]) if s != me) for me, r in played) / n
    mean = sum((sum(r["scores"]) - r["scores"][me]) / (seats - 1) for me, r in played) / n
    return (f"{name:<30} {n:>5} {wins / n:>6.1%} {low:>6.1%}-{high:<6.1%} {1 / seats:>6.1%}"
            f" {mine:>6.1f} {best:>6.1f} {mean:>6.1f}")


TABLE_HEAD = (f"{'':<30} {'games':>5} " + " ".join(f"{e:>8}" for e in ENDS)
              + f" {'turns':>6} {'cmds':>6} {'top':>6} {'g/s':>7}")


def table_line(name: str, results: list[dict]) -> str:
    n = len(results)
    ends = Counter(r["result"] for r in results)
    mean = lambda key: sum(r[key] for r in results) / n  # noqa: E731
    top = sum(max(r["scores"]) for r in results) / n
    seconds = sum(r["seconds"] for r in results)
    return (f"{name:<30} {n:>5} " + " ".join(f"{ends[e] / n:>8.1%}" for e in ENDS)
            + f" {mean('turns'):>6.1f} {mean('commands'):>6.0f} {top:>6.1f}"
            + f" {n / seconds:>7.2f}")


def search_speed(seats: int, positions: int, seed: int) -> str:
    """Mean iterations the search makes in one second on ``positions`` mid-game decisions (a
    table of Normal bots, from the 15th turn on, one decision with a choice a turn)."""
    match = Match.start(GAME, seats, seed)
    bots = [heuristic(s, seed) for s in range(seats)]
    counts: list[int] = []
    turn = -1
    while not match.is_over and len(counts) < positions:
        seat, legal = match.active_seat, match.legal_commands()
        view = match.view(seat)
        if view.turn >= 15 and view.turn != turn and len(legal) > 1:
            turn = view.turn
            bot = IsmctsBot(SPEC, seat, bot_seed(seed, seat, "ismcts"), iterations=None, seconds=1.0)
            bot.choose(view, legal)
            assert bot.last_search is not None
            counts.append(bot.last_search.iterations)
        match.apply(bots[seat].choose(view, legal))
    mean = sum(counts) / len(counts) if counts else 0.0
    return (f"search in the app's budget (1 s a decision): {mean:.0f} iterations on average "
            f"over {len(counts)} mid-game decisions")


def report(seats: int, games: int, seed: int, easy_games: int, search_games: int,
           iterations: int, speed_positions: int) -> None:
    print(f"\n{seats} seats, seeds from {seed}")
    print(HEAD)
    normal = one_among(heuristic, seats, games, seed)
    if games:
        print(win_line("1 Normal among random", seats, normal), flush=True)
    if easy_games:
        print(win_line("1 Easy among random", seats, one_among(easy, seats, easy_games, seed)),
              flush=True)
    if search_games:
        played = []
        for g in range(search_games):
            me = g % seats
            makers = [searcher(iterations) if s == me else heuristic for s in range(seats)]
            played.append((me, play(makers, seed + g)))
        print(win_line(f"1 Search ({iterations} it.) among Normal", seats, played), flush=True)
    if not games:
        return
    print(TABLE_HEAD)
    print(table_line("1 Normal among random", [r for _, r in normal]))
    print(table_line("Normal table", [play([heuristic] * seats, seed + g) for g in range(games)]),
          flush=True)
    print(table_line("random table", [play([random_bot] * seats, seed + g) for g in range(games)]),
          flush=True)
    if speed_positions:
        print(search_speed(seats, speed_positions, seed), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=400, help="games a line")
    parser.add_argument("--seats", default="3,7")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--easy-games", type=int, default=200)
    parser.add_argument("--search-games", type=int, default=30)
    parser.add_argument("--search-iterations", type=int, default=50,
                        help="about the app's one second a decision with 3 seats")
    parser.add_argument("--speed-positions", type=int, default=3)
    args = parser.parse_args()
    started = time.perf_counter()
    for seats in (int(s) for s in args.seats.split(",")):
        report(seats, args.games, args.seed, args.easy_games, args.search_games,
               args.search_iterations, args.speed_positions)
    print(f"\n{time.perf_counter() - started:.0f} s in all")


if __name__ == "__main__":
    main()
