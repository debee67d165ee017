"""Engine throughput: complete games per second and commands per second, by bot.

    python bench/bench_engine.py [GAME] [--games N] [--bots random,random]

Run by hand (not in CI); the figures go into the closing notes. Each game goes through
``Match`` (legality check on every command, undo snapshots), as the app does.
"""

from __future__ import annotations

import argparse
import statistics
import time

from sherwood.ai import bot_seed, make_bot
from sherwood.engine import Match


def bench(game_id: str, bots: list[str], games: int, rounds: int = 3) -> None:
    rates, command_rates = [], []
    for r in range(rounds):
        commands = 0
        started = time.perf_counter()
        for g in range(games):
            seed = r * games + g
            players = [make_bot(game_id, name, s, bot_seed(seed, s, name))
                       for s, name in enumerate(bots)]
            match = Match.start(game_id, len(bots), seed)
            while not match.is_over:
                seat = match.active_seat
                match.apply(players[seat].choose(match.view(seat), match.legal_commands()))
            commands += len(match.log)
        seconds = time.perf_counter() - started
        rates.append(games / seconds)
        command_rates.append(commands / seconds)
    print(f"{game_id} {','.join(bots)}: {statistics.median(rates):8.1f} games/s, "
          f"{statistics.median(command_rates):9.0f} commands/s "
          f"(median of {rounds} rounds of {games} games)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game", nargs="?", default="showdown")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--bots", action="append")
    args = parser.parse_args()
    for bots in args.bots or ["random,random", "heuristic,heuristic"]:
        bench(args.game, bots.split(","), args.games)


if __name__ == "__main__":
    main()
