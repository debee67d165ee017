"""Frame time of a game table at its busiest: 600 frames at 1920×1080, dummy driver.

    python bench/bench_frame.py [--game showdown|merry_men] [--frames 600] [--size 1920x1080]

- ``showdown``: the table mid-melee (``--seed``, ``--moves`` bot moves first), the pointer
  resting on a hand card (hover lift and tooltip), the legal cards pulsing.
- ``merry_men``: four seats with every module, at the seeded random-play moment with the most
  hideouts filled (guards and Merry Men; ``--search`` seeds are tried), a human deciding
  where the hero goes (every legal location ringed), and the animation queue never idle: a
  carriage drives along a road while four dice tumble and settle, over and over.

Prints the median and the 95th percentile of the whole frame (events, update, draw, flip).
Run by hand; not part of the tests.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SHERWOOD_HOME", tempfile.mkdtemp(prefix="sherwood-bench-"))


def stage_showdown(app, args):
    from sherwood.engine import Match
    from sherwood.ui.app import play_bot_moves
    from sherwood.ui.scenes.play import PlayScene

    match = Match.start("showdown", ["human", "bot:heuristic"], args.seed)
    play_bot_moves(match, args.moves)
    play = PlayScene(app, match, run_bots=False)
    app.scenes.push(play)
    app.step()
    hand = play.table.geometry(match.view(play.viewer)).hand[play.viewer]
    if hand:
        x, y, w, h = hand[0][1]
        play.mouse = play.table.T.point(x + w / 2, y + h / 2)
    return play, f"phase {play.view.phase}", None


def busiest_merry_men(search: int):
    """The commands of the random 4-seat game (all modules) reaching the fullest board at a
    hero-phase decision: (seed, commands, hideouts filled)."""
    from sherwood.engine import Match
    from sherwood.games.merry_men.prompts import HeroPrompt

    options = {"friar_tuck": True, "spies": True, "golden_arrow": True}
    best = (-1, 0, [])
    for seed in range(search):
        match = Match.start("merry_men", 4, seed, options)
        rng = random.Random(seed)
        log = []
        while not match.is_over:
            b = match.view(match.active_seat).board
            if isinstance(b["prompt"], HeroPrompt):
                filled = sum(
                    1
                    for loc, row in b["guards"].items()
                    for h in range(4)
                    if row[h] or b["occupant"][loc][h] is not None
                )
                if filled > best[0]:
                    best = (filled, seed, list(log))
            command = rng.choice(match.legal_commands())
            match.apply(command)
            log.append(command)
        if best[0] == 24:
            break
    filled, seed, log = best
    return seed, log, filled, options


def stage_merry_men(app, args):
    from sherwood.engine import Match
    from sherwood.games.merry_men import events as E
    from sherwood.ui.scenes.play import PlayScene

    seed, log, filled, options = busiest_merry_men(args.search)
    match = Match.start("merry_men", ["human"] * 4, seed, options)
    for command in log:
        match.apply(command)
    play = PlayScene(app, match, run_bots=False, autosave=False)
    play.hot_seat, play.last_human = False, match.active_seat
    app.scenes.push(play)
    app.step()
    view = play.view
    road = (
        next(r for r, row in view.board["carriages"].items() if row[0] is None)
        if any(row[0] is None for row in view.board["carriages"].values())
        else "road_2"
    )
    carriage = view.board["carriage_bag"][0] if view.board["carriage_bag"] else "C01"
    busy = [
        E.CarriageDrawn(road, carriage),
        E.DiceRolled(match.active_seat, "fight", "sword", (6, 2, 5, 3), 2, 1),
        E.CarriageMoved(road, carriage, "S", "W1"),
    ]
    targets = [t for t in play.table.targets() if t.glow]
    if targets:
        x, y, w, h = targets[0].box
        play.mouse = play.table.T.point(x + w / 2, y + h / 2)

    def keep_busy():
        if not play.anim.busy:
            steps = []
            for event in busy:
                steps += play.table.build_steps(event, play.view, play.view)
            play.anim.push_steps(steps)

    return play, f"hero phase, {filled} of 24 hideouts filled, {len(targets)} targets ringed", keep_busy


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("showdown", "merry_men"), default="merry_men")
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--seed", type=int, default=1, help="showdown: the seed")
    parser.add_argument("--moves", type=int, default=22, help="showdown: bot moves first (22: mid-melee)")
    parser.add_argument(
        "--search", type=int, default=60, help="merry_men: seeds searched for the fullest board"
    )
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))

    import pygame

    from sherwood.ui.app import App
    from sherwood.ui.settings import Settings

    speed = "instant" if args.game == "showdown" else "normal"
    app = App((width, height), settings=Settings(animation_speed=speed), autosave=False)
    stage = stage_showdown if args.game == "showdown" else stage_merry_men
    play, what, before_frame = stage(app, args)
    for _ in range(30):  # warm the caches
        if before_frame:
            before_frame()
        app.step(1 / 60)
    times = []
    for _ in range(args.frames):
        if before_frame:
            before_frame()
        start = time.perf_counter()
        app.step(1 / 60)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    p95 = times[min(len(times) - 1, round(0.95 * len(times)) - 1)]
    print(
        f"{play.spec.title} table {width}x{height}, {what}, {args.frames} frames: "
        f"median {statistics.median(times):.2f} ms, p95 {p95:.2f} ms, max {times[-1]:.2f} ms"
    )
    app.close()
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
