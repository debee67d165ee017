"""Start-up time: from launching Sherwood to its first drawn menu frame.

    xvfb-run -a python bench/bench_startup.py [--runs 7]        # a real X window
    python bench/bench_startup.py --dummy                        # no display at all

Times, for each way of starting that is present, a fresh process run with the hidden
``--first-frame`` flag, which opens the window at the menu, draws one frame, prints
``first-frame`` and exits; the clock stops when that line arrives (tear-down not counted):

* source: ``python -m sherwood`` from this checkout (its virtual environment);
* onefile: ``dist/sherwood`` (``python build/build.py`` makes it; it unpacks itself first);
* onedir: ``dist/sherwood-onedir/sherwood``.

Prints the median and the spread of each, and the size of the packaged programs. Every
run gets its own empty player folder. Run by hand; not part of the tests.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build"))
from build import built_program, size_of  # noqa: E402  (build/build.py)


def launch_to_first_frame(command: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.strip() == "first-frame":
            seconds = time.perf_counter() - started
            proc.wait(timeout=60)
            return seconds
    raise RuntimeError(f"{command[0]} exited with {proc.wait()} before drawing a frame")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--dummy", action="store_true", help="use SDL's dummy video driver")
    args = parser.parse_args(argv)
    if not args.dummy and not os.environ.get("DISPLAY"):
        parser.error("no DISPLAY: run under xvfb-run, or pass --dummy")
    dist = ROOT / "dist"
    ways = {"source": [sys.executable, "-m", "sherwood", "--first-frame"]}
    for mode in ("onefile", "onedir"):
        if built_program(dist, mode).exists():
            ways[mode] = [str(built_program(dist, mode)), "--first-frame"]
    print(f"launch to first menu frame, {args.runs} runs each, "
          f"{'dummy driver' if args.dummy else 'X display ' + os.environ['DISPLAY']}")
    for name, command in ways.items():
        times = []
        for _ in range(args.runs):
            env = dict(os.environ, SHERWOOD_HOME=tempfile.mkdtemp(prefix="sherwood-bench-"),
                       PYGAME_HIDE_SUPPORT_PROMPT="1", SDL_AUDIODRIVER="dummy")
            if args.dummy:
                env["SDL_VIDEODRIVER"] = "dummy"
            times.append(launch_to_first_frame(command, env))
        size = ""
        if name != "source":
            bundle = built_program(dist, name) if name == "onefile" else built_program(dist, name).parent
            size = f", size {size_of(bundle) / 1e6:.1f} MB"
        print(f"{name:8s} median {statistics.median(times):.2f} s "
              f"(min {min(times):.2f}, max {max(times):.2f}){size}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
