"""An idle Sherwood is quiet: CPU at rest, and memory over a long bot-vs-bot session.

    python bench/bench_idle.py                          # everything, in an Xvfb window
    python bench/bench_idle.py --part idle --seconds 20 # idle CPU only
    python bench/bench_idle.py --part session --minutes 5 [--resize]
    python bench/bench_idle.py --dummy                  # no X server: the dummy video driver

Every part runs in a fresh process (a real window under ``xvfb-run`` when there is no
display and xvfb-run is installed; ``--dummy`` forces the dummy driver), drives the app's
own loop (``App.tick``, one turn of ``App.loop``; on older code the old loop's
``clock.tick(60)`` + ``step``) and reports:

* ``menu``: the idle main menu; ``showdown`` / ``merry_men``: an idle table, a human's
  turn with nothing moving (a bot seat played first, its animation and caption over).
  CPU = process CPU time / wall time over ``--seconds``, in % of one core, after a warm-up.
* ``session``: bots only, at normal animation speed, in a window: Merry Men with four bots
  and Showdown with two, one after the other, a new game as soon as one ends, for
  ``--minutes``. Prints the resident memory (VmRSS) and its peak every minute, with the
  games finished and the frames drawn so far.
  ``--resize`` also changes the window size every 20 seconds, to a random size, as a
  player dragging the window's corner does.

Run by hand; not part of the tests. Aims: under 5 % of a core when idle, and
memory flat after the first minutes.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
IDLE_PARTS = ("menu", "showdown", "merry_men")


def memory_mb() -> tuple[float, float]:
    """(resident, peak resident) memory of this process in MB."""
    fields = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            fields[key] = int(value.split()[0]) / 1024
    return fields["VmRSS"], fields["VmHWM"]


def frame(app) -> None:
    """One turn of the app's loop."""
    tick = getattr(app, "tick", None)
    if tick is not None:
        tick()
    else:  # the loop before the idle work: 60 frames a second, always
        dt = app.clock.tick(60) / 1000.0
        app.step(min(dt, 0.1))


def run_for(app, seconds: float, until=None) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end and app.running:
        frame(app)
        if until is not None and until():
            return


def make_app(size, speed: str = "normal"):
    from sherwood.ui.app import App
    from sherwood.ui.settings import Settings

    return App(size, settings=Settings(animation_speed=speed), autosave=False)


def new_play(app, game_id: str, seats: list[str], seed: int):
    from sherwood.engine import Match
    from sherwood.ui.scenes.menu import MenuScene
    from sherwood.ui.scenes.play import PlayScene

    play = PlayScene(app, Match.start(game_id, seats, seed), autosave=False)
    app.scenes.reset(MenuScene(app), play)
    app.scenes.apply_pending()
    return play


def idle_part(part: str, size, seconds: float) -> dict:
    import pygame

    from sherwood.ui.scenes.menu import MenuScene

    app = make_app(size)
    what = "main menu"
    if part == "menu":
        app.scenes.reset(MenuScene(app))
        app.scenes.apply_pending()
    else:
        seats = ["bot:heuristic", "human"]  # the bot moves first, so something has played
        play = new_play(app, part, seats, seed=3)
        run_for(app, 120, until=lambda: play.my_turn and not play.anim.busy and app.scenes.top is play)
        if not (play.my_turn and app.scenes.top is play):
            raise SystemExit(f"{part}: the table never reached a human's turn")
        what = f"{play.spec.title} table, a human's turn after {len(play.match.log)} moves"
    run_for(app, 5.0)  # warm-up: caches filled, captions faded
    frames0 = app.frames
    cpu0, wall0 = time.process_time(), time.perf_counter()
    run_for(app, seconds)
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    frames = app.frames - frames0
    app.close()
    pygame.quit()
    return {
        "part": part,
        "what": what,
        "cpu_percent": round(100 * cpu / wall, 2),
        "frames_per_second": round(frames / wall, 1),
        "seconds": round(wall, 1),
    }


def session_part(size, minutes: float, resize: bool) -> dict:
    import pygame

    games = [("merry_men", ["bot:heuristic"] * 4), ("showdown", ["bot:heuristic"] * 2)]
    app = make_app(size)
    rng = random.Random(7)
    started = time.perf_counter()
    n = 0
    play = new_play(app, *games[0], seed=100)
    finished = 0
    samples = [(0.0, *memory_mb(), 0, app.frames)]
    next_sample = started + 60
    next_resize = started + 20
    end = started + minutes * 60
    while time.perf_counter() < end and app.running:
        frame(app)
        now = time.perf_counter()
        if play.match.is_over and play.results_shown and not play.anim.busy:
            finished += 1
            n += 1
            game_id, seats = games[n % len(games)]
            play = new_play(app, game_id, seats, seed=100 + n)
        if resize and now >= next_resize:
            next_resize += 20
            app.resize((rng.randint(800, 1600), rng.randint(500, 1000)))
        if now >= next_sample:
            next_sample += 60
            samples.append(((now - started) / 60, *memory_mb(), finished, app.frames))
    app.close()
    pygame.quit()
    return {"part": "session", "resize": resize, "samples": samples}


def child(args) -> None:
    size = tuple(int(v) for v in args.size.lower().split("x"))
    if args.child == "session":
        result = session_part(size, args.minutes, args.resize)
    else:
        result = idle_part(args.child, size, args.seconds)
    print("RESULT " + json.dumps(result), flush=True)


def report(result: dict) -> None:
    if result["part"] != "session":
        print(
            f"{result['part']:>10}: {result['cpu_percent']:6.2f} % of one core, "
            f"{result['frames_per_second']:5.1f} frames/s over {result['seconds']} s ({result['what']})"
        )
        return
    print(f"   session: bots only, normal speed{', window resized every 20 s' if result['resize'] else ''}")
    print("      min   RSS MB   peak MB   games done   frames")
    for minute, rss, peak, done, frames in result["samples"]:
        print(f"    {minute:5.1f}   {rss:6.1f}   {peak:7.1f}   {done:10d}   {frames:6d}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", choices=("all", "idle", "session", *IDLE_PARTS), default="all")
    parser.add_argument("--seconds", type=float, default=20.0, help="idle CPU: seconds measured")
    parser.add_argument("--minutes", type=float, default=4.0, help="session: minutes played")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--resize", action="store_true", help="session: resize the window every 20 s")
    parser.add_argument("--dummy", action="store_true", help="the dummy video driver, no window")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)

    if args.child:
        child(args)
        return 0

    env = dict(os.environ)
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    env["SDL_AUDIODRIVER"] = "dummy"
    env["SHERWOOD_HOME"] = tempfile.mkdtemp(prefix="sherwood-bench-")
    prefix: list[str] = []
    if args.dummy:
        env["SDL_VIDEODRIVER"] = "dummy"
        print("video: dummy driver (no window)")
    elif env.get("DISPLAY"):
        env.pop("SDL_VIDEODRIVER", None)
        print(f"video: the display {env['DISPLAY']}")
    elif shutil.which("xvfb-run"):
        env.pop("SDL_VIDEODRIVER", None)
        prefix = ["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24"]
        print("video: an Xvfb window")
    else:
        env["SDL_VIDEODRIVER"] = "dummy"
        print("video: dummy driver (no display and no xvfb-run)")

    parts = {"all": [*IDLE_PARTS, "session"], "idle": list(IDLE_PARTS)}.get(args.part, [args.part])
    for part in parts:
        command = [
            *prefix,
            sys.executable,
            str(Path(__file__).resolve()),
            "--child",
            part,
            "--size",
            args.size,
            "--seconds",
            str(args.seconds),
            "--minutes",
            str(args.minutes),
        ] + (["--resize"] if args.resize else [])
        proc = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True)
        lines = [line for line in proc.stdout.splitlines() if line.startswith("RESULT ")]
        if proc.returncode != 0 or not lines:
            print(f"{part}: failed (exit {proc.returncode})\n{proc.stderr[-2000:]}")
            continue
        report(json.loads(lines[-1][len("RESULT ") :]))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
