"""Long fuzzing run: damaged saves, damaged boards and random commands, counted by target.

    python bench/fuzz_inputs.py [--cases N] [--targets saves,boards,commands] [--seed S]

The suite runs the same cases briefly (``tests/fuzz/test_fuzz_inputs.py``); this runs N per
target (default 2000) and prints, for each, the cases run, the failures (anything but the
one clean error: BadSave naming the file, BadLayout naming file and field, ValueError or
IllegalCommand) and the first few distinct failures, with the case number that rebuilds
each: ``random.Random(seed * 1_000_003 + case)``. Run by hand, not in CI; the figures go
into the closing notes. Exit code 1 if anything failed.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository, for tests.fuzz
os.environ.setdefault("SHERWOOD_TEST_GAMES", "1")  # as in the suite: _template saves load

from tests.fuzz import cases


def _targets(folder: Path) -> dict[str, Callable[[random.Random], str | None]]:
    return {
        "saves": lambda rng: cases.check_save(cases.save_case(rng), folder),
        "boards": lambda rng: cases.check_board(*cases.board_case(rng), folder / "boards"),
        "commands": lambda rng: cases.check_command(cases.command_case(rng)),
    }


def run(name: str, check: Callable[[random.Random], str | None], count: int, seed: int) -> int:
    failures: Counter[str] = Counter()
    started = time.perf_counter()
    for case in range(count):
        failure = check(random.Random(seed * 1_000_003 + case))
        if failure:
            if len(failures) < 5 and failure not in failures:
                print(f"  {name} case {case}: {failure}")
            failures[failure] += 1
    seconds = time.perf_counter() - started
    total = sum(failures.values())
    print(f"{name:9s} {count:7d} cases  {total:5d} failures ({len(failures)} distinct)  "
          f"{seconds:7.1f} s  {count / seconds:7.1f} cases/s", flush=True)
    return total


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=2000, help="cases per target")
    parser.add_argument("--targets", default="saves,boards,commands")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="sherwood-fuzz-") as tmp:
        targets = _targets(Path(tmp))
        names = [t.strip() for t in args.targets.split(",") if t.strip()]
        unknown = [t for t in names if t not in targets]
        if unknown:
            parser.error(f"unknown target {unknown[0]!r} (targets: {', '.join(targets)})")
        failed = sum(run(name, targets[name], args.cases, args.seed) for name in names)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
