"""Settlers' heuristic bot ("Normal") and its rollout policy: strength, length and speed.

    python bench/bench_settlers_heuristic.py [--games N] [--seed S] [--layout beginner|random]

Run by hand (not in CI), one run at a time; the figures go into the closing notes. Every
game is a 4-seat table played through ``Match`` as the app plays it, with the turn cap of a
table of bots (SR-M-5), seeds ``S, S + 1, ...``, the heuristic seats rotated game by game.
It prints:

- one heuristic bot against three random bots: win rate (25% is chance), mean length in
  commands and turns;
- two heuristic bots against two random bots: the heuristic side's win rate (50% is chance);
- the heuristic bot's mean time per decision (ms) over those games;
- the rollout policy (:func:`sherwood.games.settlers.heuristic_rollout.rollout_choice`):
  microseconds per call, and whole games per second from a sampled state through the bare
  rules (what one search iteration's rollout costs), beside uniformly random rollouts for
  comparison.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import sherwood.games  # noqa: F401  (hands the catalogue to the engine)
from sherwood.ai import RandomBot, bot_seed
from sherwood.engine import Match, SeededRng
from sherwood.games import game_spec
from sherwood.games.settlers.heuristic import HeuristicBot
from sherwood.games.settlers.heuristic_rollout import rollout_choice

SPEC = game_spec("settlers")
TURN_LIMIT = 1000  # SR-M-5


def table(games: int, heuristics: int, seed: int, layout: str) -> dict[str, float]:
    """``heuristics`` heuristic seats (rotated) and random ones, ``games`` games."""
    wins = commands = turns = decisions = 0
    thinking = 0.0
    for g in range(games):
        kinds = ["h"] * heuristics + ["r"] * (4 - heuristics)
        shift = g % 4
        kinds = kinds[4 - shift:] + kinds[:4 - shift]
        match = Match.start("settlers", 4, seed + g, {"turn_limit": TURN_LIMIT, "layout": layout})
        bots: list[Any] = [
            (HeuristicBot if k == "h" else RandomBot)(SPEC, s, bot_seed(seed + g, s, k))
            for s, k in enumerate(kinds)]
        while not match.is_over:
            seat = match.active_seat
            legal = match.legal_commands()
            view = match.view(seat)
            started = time.perf_counter()
            command = bots[seat].choose(view, legal)
            if kinds[seat] == "h":
                thinking += time.perf_counter() - started
                decisions += 1
            match.apply(command)
        wins += any(kinds[w] == "h" for w in match.winners())
        commands += len(match.log)
        turns += match.view(0).turns
    return {"win_rate": wins / games, "commands": commands / games, "turns": turns / games,
            "ms_per_decision": 1000 * thinking / max(1, decisions)}


def rollouts(games: int, seed: int, layout: str, policy: Any) -> dict[str, float]:
    """Whole games from a sampled start state through the bare rules with ``policy``."""
    rules = SPEC.rules
    calls = commands = 0
    in_policy = 0.0
    started = time.perf_counter()
    for g in range(games):
        match = Match.start("settlers", 4, seed + g, {"turn_limit": TURN_LIMIT, "layout": layout})
        rng = SeededRng(seed + g)
        state = rules.sample_hidden(match.view(0), 0, rng)
        while rules.active_seat(state) is not None:
            legal = rules.legal_commands(state)
            t = time.perf_counter()
            command = policy(state, legal, rng)
            in_policy += time.perf_counter() - t
            calls += 1
            rules.apply(state, command, rng)
            commands += 1
    seconds = time.perf_counter() - started
    return {"games_per_second": games / seconds, "commands": commands / games,
            "us_per_call": 1e6 * in_policy / max(1, calls)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--layout", choices=("beginner", "random"), default="beginner")
    args = parser.parse_args()
    one = table(args.games, 1, args.seed, args.layout)
    print(f"1 heuristic v 3 random, {args.games} games ({args.layout}): win rate {one['win_rate']:.1%}, "
          f"{one['commands']:.0f} commands, {one['turns']:.1f} turns a game, "
          f"{one['ms_per_decision']:.3f} ms a decision")
    two = table(args.games, 2, args.seed, args.layout)
    print(f"2 heuristic v 2 random, {args.games} games ({args.layout}): win rate {two['win_rate']:.1%}, "
          f"{two['commands']:.0f} commands, {two['turns']:.1f} turns a game, "
          f"{two['ms_per_decision']:.3f} ms a decision")
    four = table(max(1, args.games // 4), 4, args.seed, args.layout)
    print(f"4 heuristic, {max(1, args.games // 4)} games: {four['commands']:.0f} commands, "
          f"{four['turns']:.1f} turns a game, {four['ms_per_decision']:.3f} ms a decision")
    policies = (("heuristic rollout_choice", rollout_choice),
                ("uniformly random", lambda state, legal, rng: rng.choice(legal)))
    for name, policy in policies:
        r = rollouts(max(1, args.games // 4), args.seed, args.layout, policy)
        print(f"{name}: {r['us_per_call']:.2f} us a call, {r['commands']:.0f} commands a game, "
              f"{r['games_per_second']:.1f} rollout games per second")


if __name__ == "__main__":
    main()
