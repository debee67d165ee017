"""Catanatron's side of ``bench/bench_settlers.py``: run by the Python of Catanatron's own
virtual environment, never imported by Sherwood (it imports nothing of ours).

    <catanatron-venv>/bin/python bench/catanatron_runner.py

It says hello with one JSON line (versions, ``TURNS_LIMIT``), then reads requests, one JSON
line each, ``{"seeds": [1, 2, 3]}``, plays one complete 4-player game of Catanatron's
``RandomPlayer`` per seed exactly as ``Game(players, seed=s).play()`` does, and answers
one JSON line per request: the seconds spent in the games (setting up the map, playing,
nothing else), and per game the actions (``len(game.state.actions)``), the completed
turns (``game.state.num_turns``, set-up placements included) and whether the game stopped
at ``TURNS_LIMIT`` with no winner. An empty line or end of input ends it.

Catanatron treats seed 0 as "no seed" (``seed or random.randrange(...)``), so the bench
never sends it. The bench keeps this process alive between blocks of games so that the
interpreter's start-up and imports are never timed.
"""

from __future__ import annotations

import json
import platform
import sys
import time


def main() -> None:
    from importlib.metadata import version

    from catanatron import Color, Game, RandomPlayer
    from catanatron import game as game_module

    colours = (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)
    limit = game_module.TURNS_LIMIT
    hello = {"catanatron": version("catanatron"), "python": platform.python_version(),
             "implementation": platform.python_implementation(), "turns_limit": limit}
    print(json.dumps(hello), flush=True)
    for line in sys.stdin:
        if not line.strip():
            break
        seeds = json.loads(line)["seeds"]
        actions, turns, limited = [], [], []
        seconds = 0.0
        for seed in seeds:
            if not seed:
                raise SystemExit("catanatron_runner: seed 0 means 'no seed' to Catanatron")
            players = [RandomPlayer(c) for c in colours]
            started = time.perf_counter()
            game = Game(players, seed=seed)
            winner = game.play()
            seconds += time.perf_counter() - started
            actions.append(len(game.state.actions))
            turns.append(game.state.num_turns)
            limited.append(winner is None and game.state.num_turns >= limit)
        answer = {"seconds": seconds, "actions": actions, "turns": turns, "limited": limited}
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
