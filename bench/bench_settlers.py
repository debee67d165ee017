"""Settlers of the Forest Isle against Catanatron: complete 4-seat random games per second,
side by side in one run (the goal is at least 3x Catanatron's games/s).

    python bench/bench_settlers.py [--games N] [--seed S] [--block B] [--layout random|beginner]
                                   [--catanatron-venv PATH] [--no-catanatron] [--json]
    python bench/bench_settlers.py --profile N [--via rules|match|bots]  # cProfile, N of our games
    python bench/bench_settlers.py --strength [...]     # the bots' strength and the seats' balance
                                                        # (bench/bench_settlers_bots.py)

Run by hand (not in CI), one run at a time: the figures go into the closing notes.

**Catanatron** (PyPI ``catanatron``; never vendored, never a dependency of ours) lives in its
own virtual environment, by default ``~/.cache/sherwood-bench/catanatron-venv`` (outside the
repository), which this script makes with ``python -m venv`` and ``pip install catanatron``
the first time. Its games run in one long-lived subprocess of that environment
(``bench/catanatron_runner.py``): ``Game(players, seed=s).play()`` with four
``RandomPlayer``, timed inside the subprocess, so start-up and imports never count.

**Ours** run in this process, on the same seeds, in three ways:

(a) the rules loop, the fair peer of ``Game.play``: ``rules.setup``, then until
    ``active_seat`` is None: ``legal_commands``, a uniform choice with a seeded
    ``random.Random``, ``rules.apply``;
(a') the same, but the chooser never offers a trade to other players (Catanatron has no
    such trade; our random bots' offers and the answers make most of a random game's commands);
(b) the games of (a) through ``Match`` (every command checked, undo snapshots, the log):
    the same seeds and choices give the same games as (a), which the script checks;
(c) ``Match`` with a ``RandomBot`` per seat deciding from ``match.view(seat)``, as the app
    and ``sherwood simulate`` play (other games: the bots have their own seeds).

The sides alternate in blocks of B games (Catanatron, a, a', b, c, Catanatron, ...), so that a
busy moment of the shared machine falls on all of them alike.

**Turn limits.** Catanatron's ``Game.play`` stops at ``TURNS_LIMIT`` (1,000) completed turns
(its count includes the 6 hand-overs of the 4-seat set-up) with no winner. Ours end a table
of bots after 1,000 turns (SR-M-5: the higher VP total wins, equal totals draw); the script
sets ``turn_limit`` to 1,000 on every side of ours. The report counts the games that hit
the limit on each side. Turns are counted alike: the turns begun after the set-up.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import platform
import pstats
import random
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sherwood.ai import bot_seed, make_bot
from sherwood.engine import Match, SeededRng
from sherwood.engine.game import GameSpec
from sherwood.games import game_spec

GAME = "settlers"
SEATS = 4
TURN_LIMIT = 1000  # Catanatron's TURNS_LIMIT and SR-M-5's cap
TRADE_KINDS = frozenset({"offer_trade", "accept_offer", "decline_offer", "cancel_offer", "choose_partner"})
"""Our commands of trade between players, which Catanatron does not have."""
REPO = Path(__file__).resolve().parents[1]
RUNNER = Path(__file__).resolve().with_name("catanatron_runner.py")
CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
DEFAULT_VENV = CACHE / "sherwood-bench" / "catanatron-venv"


# --- one side's games ------------------------------------------------------------------------------

@dataclass
class Side:
    """The games one side played: per game its commands, turns and whether it hit the cap."""

    name: str
    seconds: float = 0.0
    commands: list[int] = field(default_factory=list)
    turns: list[int | None] = field(default_factory=list)
    limited: list[bool] = field(default_factory=list)
    trade: list[int] = field(default_factory=list)  # commands of trade between players (Match only)

    def add(self, seconds: float, commands: Sequence[int], turns: Sequence[int | None],
            limited: Sequence[bool], trade: Sequence[int] = ()) -> None:
        self.seconds += seconds
        self.commands += commands
        self.turns += turns
        self.limited += limited
        self.trade += trade

    @property
    def games(self) -> int:
        return len(self.commands)

    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    def commands_per_game(self) -> float:
        return sum(self.commands) / max(1, self.games)

    def commands_per_second(self) -> float:
        return sum(self.commands) / self.seconds if self.seconds else 0.0

    def turns_per_game(self) -> float | None:
        known = [t for t in self.turns if t is not None]
        return sum(known) / len(known) if known and len(known) == self.games else None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "games": self.games, "seconds": round(self.seconds, 3),
                "games_per_second": round(self.games_per_second(), 2),
                "commands_per_game": round(self.commands_per_game(), 1),
                "commands_per_second": round(self.commands_per_second()),
                "turns_per_game": self.turns_per_game(), "hit_turn_limit": sum(self.limited),
                "trade_commands_per_game": sum(self.trade) / self.games if self.trade else None}


def our_options(spec: GameSpec, layout: str) -> dict[str, Any]:
    """The options every side of ours plays with: the layout and SR-M-5's cap of 1,000 turns
    (only those the game has, so that the script also runs on another game for a try)."""
    names = {o.name for o in spec.options}
    wanted = {"layout": layout, "turn_limit": TURN_LIMIT}
    return spec.resolve_options({k: v for k, v in wanted.items() if k in names})


def hit_limit(events: Sequence[Any]) -> bool:
    """Whether the last command's events end the game at the turn cap (SR-M-5)."""
    return any(e.kind == "turn_limit_reached" for e in events)


def count_turns(history: Sequence[Any]) -> int | None:
    """Turns begun in a match's history (None for a game without ``turn_began`` events)."""
    turns = sum(e.kind == "turn_began" for t in history for e in t.events)
    return turns or None


def rules_games(spec: GameSpec, seeds: Sequence[int], options: dict[str, Any], offers: bool = True
                ) -> tuple[float, list[int], list[int | None], list[bool]]:
    """(a) The bare rules loop, the peer of Catanatron's ``Game.play``; without ``offers``,
    (a') the chooser never offers a trade to other players, as Catanatron's cannot."""
    rules = spec.rules
    setup, active_seat, legal_commands, apply = (rules.setup, rules.active_seat,
                                                 rules.legal_commands, rules.apply)
    seconds, commands, turns, limited = 0.0, [], [], []
    for seed in seeds:
        choice = random.Random(seed).choice
        started = time.perf_counter()
        rng = SeededRng(seed)
        state, events = setup(rng, SEATS, options)
        count = 0
        while active_seat(state) is not None:
            legal = legal_commands(state)
            if not offers:
                legal = [c for c in legal if c.kind != "offer_trade"] or legal
            events = apply(state, legal[0] if len(legal) == 1 else choice(legal), rng)
            count += 1
        seconds += time.perf_counter() - started
        commands.append(count)
        turns.append(getattr(state, "turns", None))
        limited.append(hit_limit(events))
    return seconds, commands, turns, limited


def match_games(spec: GameSpec, seeds: Sequence[int], options: dict[str, Any], with_bots: bool
                ) -> tuple[float, list[int], list[int | None], list[bool], list[int]]:
    """(b) The same games through ``Match``; (c) with ``with_bots``: RandomBots from views."""
    seconds, commands, turns, limited, trade = 0.0, [], [], [], []
    labels = ["bot:random"] * SEATS
    for seed in seeds:
        choice = random.Random(seed).choice
        started = time.perf_counter()
        match = Match.start(spec, labels, seed, options)
        if with_bots:
            bots = [make_bot(spec, "random", s, bot_seed(seed, s, "random")) for s in range(SEATS)]
            while (seat := match.active_seat) is not None:
                match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
        else:
            while match.active_seat is not None:
                legal = match.legal_commands()
                match.apply(legal[0] if len(legal) == 1 else choice(legal))
        seconds += time.perf_counter() - started
        history = match.history
        commands.append(len(history))
        turns.append(count_turns(history))
        limited.append(hit_limit(history[-1].events) if history else False)
        trade.append(sum(t.command.kind in TRADE_KINDS for t in history))
    return seconds, commands, turns, limited, trade


# --- Catanatron's side -------------------------------------------------------------------------------

def venv_python(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def check_venv_place(venv: Path) -> None:
    """A venv inside the repository must be git-ignored (it is never part of Sherwood)."""
    try:
        venv.resolve().relative_to(REPO)
    except ValueError:
        return  # outside the repository
    ignored = subprocess.run(["git", "-C", str(REPO), "check-ignore", "-q", str(venv)],
                             capture_output=True).returncode == 0
    if not ignored:
        raise SystemExit(f"{venv} is inside the repository and not git-ignored: put Catanatron's "
                         f"virtual environment elsewhere (default {DEFAULT_VENV})")


def ensure_catanatron(venv: Path, requirement: str) -> Path:
    """The Python of a virtual environment where ``import catanatron`` works; made once."""
    check_venv_place(venv)
    python = venv_python(venv)
    probe = [str(python), "-c", "import catanatron"]
    if python.exists() and subprocess.run(probe, capture_output=True).returncode == 0:
        return python
    print(f"Installing {requirement} into its own virtual environment {venv} (once) ...",
          file=sys.stderr, flush=True)
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    requirement], check=True)
    subprocess.run(probe, check=True)
    return python


class Catanatron:
    """The long-lived subprocess that plays Catanatron's games (``catanatron_runner.py``)."""

    def __init__(self, python: Path):
        self.process = subprocess.Popen([str(python), str(RUNNER)], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, bufsize=1)
        self.hello: dict[str, Any] = self._read()

    def _read(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"Catanatron's runner stopped (exit code {self.process.wait()})")
        return json.loads(line)

    def play(self, seeds: Sequence[int]) -> tuple[float, list[int], list[int | None], list[bool]]:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps({"seeds": list(seeds)}) + "\n")
        self.process.stdin.flush()
        answer = self._read()
        setup_handovers = 2 * (SEATS - 1)  # num_turns counts the set-up's hand-overs, then END_TURNs
        turns: list[int | None] = [t - setup_handovers + 1 for t in answer["turns"]]
        return answer["seconds"], answer["actions"], turns, answer["limited"]

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=30)


# --- the speed report ----------------------------------------------------------------------------------

def blocks(first: int, games: int, size: int) -> list[list[int]]:
    seeds = list(range(first, first + games))
    return [seeds[i:i + size] for i in range(0, games, size)]


def speed(args: argparse.Namespace) -> dict[str, Any]:
    spec = game_spec(args.game)
    options = our_options(spec, args.layout)
    cat: Catanatron | None = None
    if not args.no_catanatron:
        venv = Path(args.catanatron_venv).expanduser()
        cat = Catanatron(ensure_catanatron(venv, args.catanatron_requirement))
    ours: list[tuple[Side, Callable[[list[int]], Any]]] = [
        (Side("Sherwood (a) rules loop"), lambda s: rules_games(spec, s, options)),
        (Side("Sherwood (a') rules loop, no offers"), lambda s: rules_games(spec, s, options, False)),
        (Side("Sherwood (b) Match.apply"), lambda s: match_games(spec, s, options, False)),
        (Side("Sherwood (c) Match + RandomBot views"), lambda s: match_games(spec, s, options, True)),
    ]
    theirs = Side("Catanatron Game.play")
    warm = [args.seed]
    if cat is not None:
        cat.play(warm)  # first calls fill caches on both sides; untimed
    for _, run in ours:
        run(warm)
    try:
        for seeds in blocks(args.seed, args.games, args.block):
            if cat is not None:
                theirs.add(*cat.play(seeds))
            for side, run in ours:
                side.add(*run(seeds))
    finally:
        if cat is not None:
            cat.close()
    mismatches = [args.seed + k for k, (a, b) in enumerate(zip(ours[0][0].commands, ours[2][0].commands,
                                                                strict=True)) if a != b]
    return {
        "game": args.game, "options": options, "games": args.games,
        "seeds": [args.seed, args.seed + args.games - 1], "block": args.block,
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(),
                    "implementation": platform.python_implementation(),
                    "platform": platform.platform(terse=True)},
        "catanatron": cat.hello if cat is not None else None,
        "sides": ([theirs.to_json()] if cat is not None else []) + [s.to_json() for s, _ in ours],
        "a_b_mismatches": mismatches,
    }


def print_speed(report: dict[str, Any]) -> None:
    first, last = report["seeds"]
    machine = report["machine"]
    cat = report["catanatron"]
    print(f"{report['game']} speed: {report['games']} complete {SEATS}-seat random games a side, "
          f"seeds {first}…{last}, alternating in blocks of {report['block']}; options {report['options']}")
    print(f"machine: {machine['cpus']} CPUs, {machine['implementation']} {machine['python']}, "
          f"{machine['platform']}")
    if cat is not None:
        print(f"Catanatron {cat['catanatron']} ({cat['implementation']} {cat['python']}), "
              f"TURNS_LIMIT {cat['turns_limit']}")
    base = report["sides"][0]["games_per_second"] if cat is not None else None
    print(f"\n{'':38}{'games/s':>9}{'commands/game':>15}{'commands/s':>12}{'turns/game':>12}"
          f"{'hit cap':>9}{'x Catanatron':>14}")
    for side in report["sides"]:
        turns = side["turns_per_game"]
        ratio = f"{side['games_per_second'] / base:.2f}x" if base else "-"
        shown = "-" if turns is None else f"{turns:.1f}"
        print(f"{side['name']:<38}{side['games_per_second']:9.2f}{side['commands_per_game']:15.0f}"
              f"{side['commands_per_second']:12.0f}{shown:>12}"
              f"{side['hit_turn_limit']:>5}/{side['games']:<3}{ratio:>14}")
    trade = [s for s in report["sides"] if s["trade_commands_per_game"] is not None]
    if trade:
        print(f"\nOf our commands per game, {trade[0]['trade_commands_per_game']:.0f} in (b) and "
              f"{trade[-1]['trade_commands_per_game']:.0f} in (c) are trade between players (offers, "
              "answers, partner choices), which Catanatron does not have.")
    if report["a_b_mismatches"]:
        print(f"\nWARNING: (a) and (b) played different games on seeds {report['a_b_mismatches'][:10]}: "
              "the rules and the Match should agree command for command")
    print("\nNotes: a command is one decision (Catanatron: one action). Catanatron has no trade "
          "between players\nand discards at random in one action per seat; ours offer trades "
          "(the bots' fixed 1-for-1 family)\nand discard by choice. Catanatron stops at TURNS_LIMIT "
          "completed turns (set-up hand-overs included)\nwith no winner; ours end after "
          f"{TURN_LIMIT} turns with the higher VP total winning (SR-M-5).")


# --- the profile ---------------------------------------------------------------------------------------

def profile(args: argparse.Namespace) -> None:
    spec = game_spec(args.game)
    options = our_options(spec, args.layout)
    seeds = list(range(args.seed, args.seed + args.profile))
    ways = {"rules": ("the rules loop (a)", lambda s: rules_games(spec, s, options)),
            "match": ("Match.apply (b)", lambda s: match_games(spec, s, options, False)),
            "bots": ("Match + RandomBot views (c)", lambda s: match_games(spec, s, options, True))}
    way, run = ways[args.via]
    run(seeds[:1])  # imports and caches outside the profile
    profiler = cProfile.Profile()
    profiler.enable()
    seconds, commands, *_ = run(seeds)
    profiler.disable()
    print(f"cProfile over {len(seeds)} random games of {args.game} through {way}, "
          f"seeds {seeds[0]}…{seeds[-1]}: {sum(commands)} commands, {seconds:.2f} s under the profiler")
    stats = pstats.Stats(profiler)
    rows = stats.stats  # type: ignore[attr-defined]  # {(file, line, name): (cc, nc, tt, ct, callers)}
    for title, key in (("cumulative", 3), ("total (own)", 2)):
        print(f"\ntop {args.top} by {title} time:")
        print(f"  {'calls':>9} {'own s':>8} {'cum s':>8}  function")
        for where, row in sorted(rows.items(), key=lambda item: -item[1][key])[:args.top]:
            print(f"  {row[1]:>9} {row[2]:8.3f} {row[3]:8.3f}  {where_name(where)}")


def where_name(where: tuple[str, int, str]) -> str:
    path, line, name = where
    if path == "~":
        return name
    parts = Path(path).parts
    short = "/".join(parts[parts.index("sherwood"):]) if "sherwood" in parts else Path(path).name
    return f"{short}:{line} {name}"


# --- the command line -----------------------------------------------------------------------------------

def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="games a side (default 100)")
    parser.add_argument("--seed", type=int, default=1,
                        help="first seed, at least 1 (Catanatron reads 0 as no seed; default 1)")
    parser.add_argument("--block", type=int, default=10, help="games per block when alternating sides")
    parser.add_argument("--layout", default="random", choices=("random", "beginner"),
                        help="our island (default random, as Catanatron deals a random map)")
    parser.add_argument("--catanatron-venv", default=str(DEFAULT_VENV),
                        help=f"Catanatron's virtual environment, made if missing (default {DEFAULT_VENV})")
    parser.add_argument("--catanatron-requirement", default="catanatron",
                        help="what pip installs into a new one (default catanatron; e.g. catanatron==3.2.1)")
    parser.add_argument("--no-catanatron", action="store_true", help="only our side")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--profile", type=int, metavar="N", default=0,
                        help="instead: cProfile over N of our random games (rules loop)")
    parser.add_argument("--via", default="rules", choices=("rules", "match", "bots"),
                        help="which of our ways --profile plays (default rules: (a))")
    parser.add_argument("--top", type=int, default=15, help="functions listed by --profile")
    parser.add_argument("--strength", action="store_true",
                        help="instead: the bots' strength and balance (see bench_settlers_bots.py)")
    parser.add_argument("--game", default=GAME, help=argparse.SUPPRESS)  # another game id, for a try
    given = list(sys.argv[1:] if argv is None else argv)
    if "--strength" in given:  # the other mode has its own options
        import bench_settlers_bots  # beside this file

        given.remove("--strength")
        bench_settlers_bots.main(given)
        return
    args = parser.parse_args(given)
    if args.seed < 1 or args.games < 1 or args.block < 1:
        parser.error("--seed, --games and --block must be at least 1")
    if args.profile:
        profile(args)
        return
    report = speed(args)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print_speed(report)


if __name__ == "__main__":
    main()
