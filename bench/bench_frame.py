"""Frame time of the Sherwood Showdown table mid-melee: 600 frames at 1920×1080, dummy driver.

    python bench/bench_frame.py [--frames 600] [--size 1920x1080] [--seed 1] [--moves 22]

Prints the median and the 95th percentile of the whole frame (events, update, draw, flip).
A frame includes the pulsing glow of the legal cards and the pointer resting on a card
(hover lift and tooltip). Run by hand; not part of the tests.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SHERWOOD_HOME", tempfile.mkdtemp(prefix="sherwood-bench-"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=22, help="bot moves before measuring (22: mid-melee)")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))

    import pygame

    from sherwood.engine import Match
    from sherwood.ui.app import App, play_bot_moves
    from sherwood.ui.scenes.play import PlayScene
    from sherwood.ui.settings import Settings

    app = App((width, height), settings=Settings(animation_speed="instant"), autosave=False)
    match = Match.start("showdown", ["human", "bot:heuristic"], args.seed)
    play_bot_moves(match, args.moves)
    play = PlayScene(app, match, run_bots=False)
    app.scenes.push(play)
    app.step()
    view = match.view(play.viewer)
    hand = play.table.geometry(view).hand[play.viewer]
    if hand:
        x, y, w, h = hand[0][1]
        play.mouse = play.table.T.point(x + w / 2, y + h / 2)
    for _ in range(30):  # warm the caches
        app.step(1 / 60)
    times = []
    for _ in range(args.frames):
        start = time.perf_counter()
        app.step(1 / 60)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    p95 = times[min(len(times) - 1, round(0.95 * len(times)) - 1)]
    phase = view.phase
    print(
        f"Showdown table {width}x{height}, phase {phase}, {args.frames} frames: "
        f"median {statistics.median(times):.2f} ms, p95 {p95:.2f} ms, max {times[-1]:.2f} ms"
    )
    app.close()
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
