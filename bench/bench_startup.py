"""Start-up time: from launching Sherwood to its first drawn menu frame.

    xvfb-run -a python bench/bench_startup.py [--runs 9]        # a real X window
    python bench/bench_startup.py --dummy                        # no display at all
    python bench/bench_startup.py --dummy --base /tmp/base       # side by side with an older checkout

Times fresh processes run with the hidden ``--first-frame`` flag, which opens the window at
the menu, draws one frame, prints ``first-frame`` and exits; the clock stops when that line
arrives (tear-down not counted). The ways of starting, each timed when present:

* source: ``python -m sherwood`` from this checkout, with this Python;
* onefile: ``dist/sherwood`` (``python build/build.py`` makes it; it unpacks itself first);
* onedir: ``dist/sherwood-onedir/sherwood``;
* with ``--base DIR`` the same three from DIR (a ``git worktree`` of an older commit, its own
  ``dist/`` built there), so that old and new are measured in the same minutes.

and two players' folders (``--player``):

* new: an empty player folder (the first start);
* returning: a folder with Merry Men and Showdown games in progress, as a player who comes
  back has (the menu lists them and shows Continue with the latest).

The runs go round by round, every way once per round in turn, so that a busy minute on a
shared machine slows them all alike; one untimed run of each comes first (it fills the file
cache and, for the source, the bytecode cache: an installed Sherwood has its ``.pyc`` files,
so the source runs write theirs to a bench folder, ``PYTHONPYCACHEPREFIX``, never into the
checkout). Every run gets its own copy of the player folder. Prints, per way and folder, the
median and the spread (lowest, quartiles, highest) in seconds, and the size of each packaged
program. Where the system says it, each run's processor time (user + system, the whole run
with its tear-down) is given too: on a busy machine it moves much less than the wall clock.
Run by hand; not part of the tests.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build"))
from build import built_program, size_of  # noqa: E402  (build/build.py)

PLAYERS = ("new", "returning")


@dataclass
class Way:
    name: str
    command: list[str]
    cwd: Path
    size: int | None = None  # bytes, for a packaged program
    times: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)


def ways_of(root: Path, label: str) -> list[Way]:
    """The ways of starting the Sherwood of checkout ``root`` that are present."""
    ways = [Way(f"{label}source", [sys.executable, "-m", "sherwood", "--first-frame"], root)]
    for mode in ("onefile", "onedir"):
        program = built_program(root / "dist", mode)
        if program.exists():
            bundle = program if mode == "onefile" else program.parent
            ways.append(Way(f"{label}{mode}", [str(program), "--first-frame"], root, size_of(bundle)))
    return ways


def returning_player(folder: Path) -> Path:
    """A player folder with two games in progress (Merry Men, three seats, played last)."""
    os.environ["SHERWOOD_HOME"] = str(folder)  # the saves folder, as the app finds it
    sys.path.insert(0, str(ROOT))
    import sherwood.games  # noqa: F401 (the catalogue)
    from sherwood.ai import bot_seed, make_bot
    from sherwood.engine import Match
    from sherwood.savegames import SaveLibrary

    library = SaveLibrary()
    for game, seats in (("showdown", ["human", "bot:heuristic"]),
                        ("merry_men", ["human", "bot:heuristic", "bot:ismcts"])):
        match = Match.start(game, seats, seed=5)
        bots = {s: make_bot(game, "heuristic", s, bot_seed(5, s, "heuristic")) for s in range(len(seats))}
        for _ in range(12):
            seat = match.active_seat
            assert seat is not None  # twelve moves are far from the end of either game
            match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
        library.autosave(match, library.new_autosave_path(game))
        time.sleep(1.1)  # the second game is the later one (file times)
    return folder


def launch_to_first_frame(way: Way, env: dict[str, str]) -> tuple[float, float | None]:
    """Seconds from launch to the ``first-frame`` line, and the processor time the whole run
    took (user + system, with its own child processes; None where the system cannot say)."""
    started = time.perf_counter()
    proc = subprocess.Popen(way.command, cwd=way.cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env)
    assert proc.stdout is not None and proc.stderr is not None
    seconds = None
    for line in proc.stdout:
        if line.strip() == "first-frame" and seconds is None:
            seconds = time.perf_counter() - started
    error = proc.stderr.read()
    cpu = None
    if hasattr(os, "wait4"):
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        cpu = usage.ru_utime + usage.ru_stime
    else:
        proc.wait(timeout=60)
    if seconds is None:
        raise RuntimeError(f"{way.name} exited with {proc.returncode} before its first frame:\n"
                           f"{error[-2000:]}")
    return seconds, cpu


def spread(times: list[float]) -> str:
    q = statistics.quantiles(times, n=4) if len(times) > 1 else [times[0]] * 3
    return (f"median {statistics.median(times):.3f} s  "
            f"(min {min(times):.3f}, quartiles {q[0]:.3f}-{q[2]:.3f}, max {max(times):.3f}, n={len(times)})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="timed runs of each way and folder")
    parser.add_argument("--dummy", action="store_true", help="use SDL's dummy video driver")
    parser.add_argument("--base", type=Path, help="another checkout to time side by side (e.g. a "
                        "git worktree of the commit before), with its own dist/ if built")
    parser.add_argument("--player", choices=(*PLAYERS, "both"), default="both")
    parser.add_argument("--only", choices=("source", "onefile", "onedir"),
                        help="time one way of starting only (and its --base twin)")
    args = parser.parse_args(argv)
    if not args.dummy and not os.environ.get("DISPLAY"):
        parser.error("no DISPLAY: run under xvfb-run, or pass --dummy")
    ways = ways_of(ROOT, "")
    if args.base is not None:
        if not (args.base / "sherwood" / "__main__.py").is_file():
            parser.error(f"--base {args.base}: not a Sherwood checkout")
        ways += ways_of(args.base.resolve(), "base ")
    if args.only:
        ways = [w for w in ways if w.name.endswith(args.only)]
    players = PLAYERS if args.player == "both" else (args.player,)
    scratch = Path(tempfile.mkdtemp(prefix="sherwood-bench-startup-"))
    folders = {"new": scratch / "new"}
    folders["new"].mkdir()
    if "returning" in players:
        folders["returning"] = returning_player(scratch / "returning")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(PYTHONPYCACHEPREFIX=str(scratch / "pycache"), PYGAME_HIDE_SUPPORT_PROMPT="1",
               SDL_AUDIODRIVER="dummy")
    if args.dummy:
        env["SDL_VIDEODRIVER"] = "dummy"

    def one_run(way: Way, player: str, n: int) -> tuple[float, float | None]:
        home = scratch / f"run-{n}"
        shutil.copytree(folders[player], home)
        try:
            return launch_to_first_frame(way, dict(env, SHERWOOD_HOME=str(home)))
        finally:
            shutil.rmtree(home, ignore_errors=True)

    print(f"launch to first menu frame, {args.runs} runs each, round by round, "
          f"{'dummy driver' if args.dummy else 'X display ' + os.environ['DISPLAY']}")
    n = 0
    for way in ways:  # warm-up: file cache, bytecode cache
        for player in players:
            one_run(way, player, n := n + 1)
    for r in range(args.runs):
        order = ways[r % len(ways):] + ways[:r % len(ways)]
        for way in order:
            for player in players:
                seconds, cpu = one_run(way, player, n := n + 1)
                way.times.setdefault(player, []).append(seconds)
                if cpu is not None:
                    way.cpu.setdefault(player, []).append(cpu)
    for player in players:
        print(f"\n{player} player:")
        for way in ways:
            size = f"  size {way.size / 1e6:.1f} MB" if way.size is not None else ""
            busy = f"  cpu {statistics.median(way.cpu[player]):.3f} s" if way.cpu.get(player) else ""
            print(f"  {way.name:14s} {spread(way.times[player])}{busy}{size}")
        if args.base is not None:
            for way in ways:
                twin = next((w for w in ways if w.name == f"base {way.name}"), None)
                if twin is not None:
                    ratio = statistics.median(way.times[player]) / statistics.median(twin.times[player])
                    print(f"  {way.name} / base {way.name}: {ratio:.2f} of the base's median")
    shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
