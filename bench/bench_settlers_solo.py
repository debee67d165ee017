"""The Robin Hood solo variant of Settlers: how often the Sheriff bot beats Robin, and how.

    python bench/bench_settlers_solo.py [--games N] [--seed S] [--movement deck|die|both]
        [--layout beginner|random] [--random-games N] [--search-games N] [--iterations K]

Run by hand (not in CI), one run at a time; the figures go into the closing notes. Every
game is a one-seat table (the Sheriff, SR-V-1.2) played through ``Match`` as the app plays
it, with the turn cap of a table of bots (SR-M-5: 1,000 Sheriff turns), seeds ``S, S + 1,
...``. For each movement mode (SR-M-2) it prints, for the heuristic Sheriff ("Normal"),
a uniformly random Sheriff and a few games of the search Sheriff:

- the Sheriff's win rate with a 95% confidence interval (Wilson);
- how the games ended: the Sheriff at 15 VP (SR-V-9.2), Robin at 15 (SR-V-9.1), an
  encirclement won, lost or drawn (SR-V-9.4 to SR-V-9.9), the turn limit (SR-M-5);
- the mean length in Sheriff turns, both sides' mean final VP, and games per second.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

from stats import wilson

import sherwood.games  # noqa: F401  (hands the catalogue to the engine)
from sherwood.ai import IsmctsBot, RandomBot, bot_seed
from sherwood.engine import Match
from sherwood.games import game_spec
from sherwood.games.settlers.heuristic import HeuristicBot

SPEC = game_spec("settlers")
TURN_LIMIT = 1000  # SR-M-5
ENDINGS = ("sheriff_15", "robin_15", "encircled_won", "encircled_lost", "encircled_drawn",
           "turn_limit")
LABELS = {"sheriff_15": "Sheriff 15", "robin_15": "Robin 15", "encircled_won": "ring won",
          "encircled_lost": "ring lost", "encircled_drawn": "ring drawn", "turn_limit": "turn limit"}


def ending(events: list[Any]) -> str:
    """How the game ended, read off the events of its last command."""
    for e in events:
        if e.kind == "game_won":
            return "sheriff_15"
        if e.kind == "robin_won":
            return "robin_15"
        if e.kind == "encircled":
            if e.sheriff_vp > e.robin_vp:
                return "encircled_won"
            return "encircled_lost" if e.sheriff_vp < e.robin_vp else "encircled_drawn"
        if e.kind == "turn_limit_reached":
            return "turn_limit"
    raise RuntimeError(f"the game ended without an ending event: {[e.kind for e in events]}")


def play(make_bot: Callable[[int], Any], seed: int, movement: str, layout: str) -> dict[str, Any]:
    """One seeded solo game with the Sheriff bot ``make_bot(seed)``."""
    match = Match.start("settlers", 1, seed, {"turn_limit": TURN_LIMIT, "movement": movement,
                                              "layout": layout})
    bot = make_bot(seed)
    events: list[Any] = []
    while not match.is_over:
        events = match.apply(bot.choose(match.view(0), match.legal_commands()))
    view = match.view(0)
    return {"ending": ending(events), "won": match.winners() == [0], "turns": view.turns,
            "sheriff_vp": view.vp, "robin_vp": view.robin_vp}


def run(name: str, make_bot: Callable[[int], Any], games: int, seed: int, movement: str,
        layout: str) -> None:
    started = time.perf_counter()
    results = [play(make_bot, seed + g, movement, layout) for g in range(games)]
    seconds = time.perf_counter() - started
    wins = sum(r["won"] for r in results)
    low, high = wilson(wins, games)
    ends = Counter(r["ending"] for r in results)
    mean = lambda key: sum(r[key] for r in results) / games  # noqa: E731
    print(f"{name}, {movement} mode, {games} games: Sheriff wins {wins / games:.1%} "
          f"(95% CI {low:.1%}-{high:.1%})")
    print("  endings: " + ", ".join(f"{LABELS[k]} {ends[k]}" for k in ENDINGS))
    print(f"  {mean('turns'):.1f} Sheriff turns a game, final VP Sheriff {mean('sheriff_vp'):.1f} "
          f"v Robin {mean('robin_vp'):.1f}, {games / seconds:.2f} games a second")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--movement", choices=("deck", "die", "both"), default="both")
    parser.add_argument("--layout", choices=("beginner", "random"), default="beginner")
    parser.add_argument("--random-games", type=int, default=None,
                        help="games of the random Sheriff (default: a fifth of --games)")
    parser.add_argument("--search-games", type=int, default=4)
    parser.add_argument("--iterations", type=int, default=300,
                        help="the search Sheriff's iterations a decision")
    args = parser.parse_args()
    random_games = args.games // 5 if args.random_games is None else args.random_games
    movements = ("deck", "die") if args.movement == "both" else (args.movement,)
    for movement in movements:
        run("Normal (heuristic) Sheriff", lambda s: HeuristicBot(SPEC, 0, bot_seed(s, 0, "heuristic")),
            args.games, args.seed, movement, args.layout)
        if random_games:
            run("Random Sheriff", lambda s: RandomBot(SPEC, 0, bot_seed(s, 0, "random")),
                random_games, args.seed, movement, args.layout)
        if args.search_games:
            run(f"Search Sheriff ({args.iterations} iterations)",
                lambda s: IsmctsBot(SPEC, 0, bot_seed(s, 0, "ismcts"), iterations=args.iterations,
                                    seconds=None),
                args.search_games, args.seed, movement, args.layout)


if __name__ == "__main__":
    main()
