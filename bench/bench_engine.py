"""Engine throughput of one game: through ``Match``, Match's own cost, and the search.

    python bench/bench_engine.py [GAME] [--games N] [--bots random,random] [--rounds 3]
                                 [--positions 6] [--iterations 400] [--seconds 1.0]
                                 [--only match,overhead,search] [--compare PATH]
                                 [--seats N]

Run by hand (not in CI); the figures go into the closing notes. Three measures:

1. **Games through Match**: complete seeded games per second and commands per second, for
   each ``--bots`` pairing (default ``random,random`` and the game's Normal bots). Each
   command goes as in the app: ``active_seat``, ``view(seat)``, ``legal_commands()``, the
   bot's choice, ``apply`` (legality check, undo snapshot, log).
2. **Match's overhead per command**: the commands of ``--games`` seeded random games are
   replayed twice, through ``Match`` (``legal_commands()`` then ``apply``) and straight on the
   game's rules (``rules.legal_commands`` then ``rules.apply`` on the state of
   ``rules.setup``); the difference per command (processor time) is what Match itself
   costs. Both replays must end in the same state (the state hashes are compared).
3. **The search**: the Hard bot (``IsmctsBot``, one tree in this process) at ``--positions``
   seeded mid-game positions (games of the Normal bots, the first decision with three or
   more choices after a quarter of the game): iterations per second in a decision with the
   app's budget (``seconds=--seconds``, its iteration cap far above, wall clock), and in a decision of
   ``--iterations`` iterations and no clock (processor time, steadier on a busy machine).

Rates are per second of processor time (this process's), except the 1 s decision's: on a
quiet machine that is the wall clock's second, and on a busy one it leaves out the time
other programs took. ``--compare PATH`` runs every measure for this checkout and for the
one at ``PATH`` (an old commit's worktree, e.g. ``git worktree add /tmp/base <commit>``),
each in its own process with ``PYTHONPATH`` set to its tree, in interleaved rounds (the
order alternating), and prints both columns with the ratio. Figures are medians over the
rounds (and positions). The machine should be quiet; on a shared one, compare ratios, not
absolute figures.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

# --- 1. games through Match ---------------------------------------------------------------------


def games_through_match(game_id: str, bots: Sequence[str], games: int, first_seed: int) -> dict[str, float]:
    """One round: ``games`` seeded games played by ``bots`` through Match, as the app does."""
    from sherwood.ai import bot_seed, make_bot
    from sherwood.engine import Match

    commands = 0
    started = time.process_time()
    for seed in range(first_seed, first_seed + games):
        players = [make_bot(game_id, name, s, bot_seed(seed, s, name)) for s, name in enumerate(bots)]
        match = Match.start(game_id, len(bots), seed)
        while not match.is_over:
            seat = match.active_seat
            assert seat is not None
            match.apply(players[seat].choose(match.view(seat), match.legal_commands()))
        commands += len(match.log)
    seconds = time.process_time() - started
    return {"games/s": games / seconds, "commands/s": commands / seconds}


# --- 2. Match's own cost per command ------------------------------------------------------------


SEATS: int | None = None
"""``--seats``: the table size of measures 2 and 3 (measure 1 takes it from ``--bots``)."""


def _seats(game_id: str) -> int:
    """``--seats``, else two seats where the game allows two, else its fewest."""
    from sherwood.games import game_spec

    if SEATS is not None:
        return SEATS
    counts = game_spec(game_id).seat_counts
    return 2 if 2 in counts else min(counts)


def _recorded_games(game_id: str, games: int, first_seed: int) -> list[tuple[int, int, list[Any]]]:
    """(seed, seats, command log) of ``games`` seeded games of random bots."""
    from sherwood.ai import bot_seed, make_bot
    from sherwood.engine import Match

    seats = _seats(game_id)
    out = []
    for seed in range(first_seed, first_seed + games):
        bots = [make_bot(game_id, "random", s, bot_seed(seed, s, "random")) for s in range(seats)]
        match = Match.start(game_id, seats, seed)
        while not match.is_over:
            seat = match.active_seat
            assert seat is not None
            match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
        out.append((seed, seats, list(match.log)))
    return out


def _bare_hash(rules: Any, state: Any, rng: Any) -> str:
    """What ``Match.state_hash`` computes, for a state outside a match."""
    text = json.dumps([rules.encode(state), rng.to_json()], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def match_overhead(game_id: str, games: int, first_seed: int) -> dict[str, float]:
    """One round: the same commands through Match and straight on the rules (see above)."""
    from sherwood.engine import Match, SeededRng
    from sherwood.games import game_spec

    spec = game_spec(game_id)
    rules = spec.rules
    recorded = _recorded_games(game_id, games, first_seed)
    commands = sum(len(log) for _, _, log in recorded)
    through_match = bare = 0.0
    for seed, seats, log in recorded:
        match = Match.start(game_id, seats, seed)
        started = time.process_time()
        for command in log:
            match.legal_commands()
            match.apply(command)
        through_match += time.process_time() - started
        rng = SeededRng(seed)
        state, _ = rules.setup(rng, seats, spec.resolve_options(None, seats))
        started = time.process_time()
        for command in log:
            rules.legal_commands(state)
            rules.apply(state, command, rng)
        bare += time.process_time() - started
        if _bare_hash(rules, state, rng) != match.state_hash():
            raise AssertionError(f"seed {seed}: the bare replay reached another state")
    per_match, per_bare = through_match / commands * 1e6, bare / commands * 1e6
    return {"match us/command": per_match, "rules us/command": per_bare,
            "overhead us/command": per_match - per_bare}


# --- 3. the search ------------------------------------------------------------------------------


def mid_game_positions(game_id: str, count: int) -> list[Any]:
    """``count`` seeded positions: in a game of the Normal bots, the first decision with three
    or more legal commands once a quarter of the game's commands are played (the length is
    that of the same seed's game)."""
    from sherwood.games import game_spec

    seats = _seats(game_id)
    own = "heuristic" if any(b.name == "heuristic" for b in game_spec(game_id).bots) else "random"
    positions = []
    seed = 0
    while len(positions) < count:
        seed += 1
        length = len(_play(game_id, seats, seed, own, None).log)
        match = _play(game_id, seats, seed, own, length // 4)
        if not match.is_over:
            positions.append(match)
    return positions


def _play(game_id: str, seats: int, seed: int, bot: str, until: int | None) -> Any:
    """A game of ``bot``s, stopped at the first decision of 3+ commands from ``until`` on."""
    from sherwood.ai import bot_seed, make_bot
    from sherwood.engine import Match

    match = Match.start(game_id, seats, seed)
    bots = [make_bot(game_id, bot, s, bot_seed(seed, s, bot)) for s in range(seats)]
    while not match.is_over:
        seat = match.active_seat
        legal = match.legal_commands()
        if until is not None and len(match.log) >= until and len(legal) >= 3:
            break
        match.apply(bots[seat].choose(match.view(seat), legal))
    return match


def search_rates(game_id: str, positions: int, iterations: int, seconds: float,
                 round_number: int) -> dict[str, float]:
    """One round: a decision with the app's budget and one of ``iterations`` at each position
    (the search's seed differs by round, so rounds are not one run repeated)."""
    from sherwood.ai.ismcts import IsmctsBot

    timed, fixed, fixed_wall = [], [], []
    for i, match in enumerate(mid_game_positions(game_id, positions)):
        seat = match.active_seat
        view, legal = match.view(seat), match.legal_commands()
        bot = IsmctsBot(match.spec, seat, 1000 * round_number + i, seconds=seconds)
        started = time.perf_counter()
        bot.choose(view, legal)
        timed.append(bot.last_search.iterations / (time.perf_counter() - started))
        bot = IsmctsBot(match.spec, seat, 1000 * round_number + i, iterations=iterations,
                        seconds=None)
        cpu, wall = time.process_time(), time.perf_counter()
        bot.choose(view, legal)
        fixed.append(iterations / (time.process_time() - cpu))
        fixed_wall.append(iterations / (time.perf_counter() - wall))
    return {"search it/s (1 s budget)": statistics.median(timed),
            "search it/s (fixed, cpu)": statistics.median(fixed),
            "search it/s (fixed, wall)": statistics.median(fixed_wall)}


# --- running, comparing, printing ---------------------------------------------------------------


def measure(args: argparse.Namespace, round_number: int) -> dict[str, float]:
    """Every measure asked for, one round, in this process (after one untimed game, so that
    importing the games is not timed)."""
    games_through_match(args.game, ["random"] * _seats(args.game), 1, 10**6)
    figures: dict[str, float] = {}
    first_seed = round_number * args.games
    if "match" in args.only:
        for bots in args.bots:
            names = bots.split(",")
            for key, value in games_through_match(args.game, names, args.games, first_seed).items():
                figures[f"{bots}: {key}"] = value
    if "overhead" in args.only:
        figures.update(match_overhead(args.game, args.games, first_seed))
    if "search" in args.only:
        figures.update(search_rates(args.game, args.positions, args.iterations, args.seconds,
                                    round_number))
    return figures


def _child(args: argparse.Namespace, tree: Path, round_number: int) -> dict[str, float]:
    """One round measured in a fresh process whose ``sherwood`` is the one in ``tree``."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    command = [sys.executable, str(Path(__file__).resolve()), args.game, "--child", str(round_number),
               "--games", str(args.games), "--positions", str(args.positions),
               "--iterations", str(args.iterations), "--seconds", str(args.seconds),
               "--only", ",".join(args.only), *(f"--bots={b}" for b in args.bots),
               *(["--seats", str(args.seats)] if args.seats else [])]
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"the measurement with {tree} failed:\n{done.stderr[-2000:]}")
    figures: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def _median(rounds: list[dict[str, float]]) -> dict[str, float]:
    return {key: statistics.median(r[key] for r in rounds) for key in rounds[0]}


def _shown(value: float) -> str:
    return f"{value:,.0f}" if abs(value) >= 100 else f"{value:,.1f}"


def report(args: argparse.Namespace, columns: dict[str, dict[str, float]]) -> None:
    names = list(columns)
    print(f"{args.game}: medians of {args.rounds} rounds ({args.games} games a round; "
          f"search at {args.positions} positions, {args.iterations} iterations fixed)")
    print(f"{'measure':44s}" + "".join(f"{n:>14s}" for n in names)
          + ("     new/old" if len(names) == 2 else ""))
    for key in columns[names[0]]:
        row = [columns[n][key] for n in names]
        ratio = ""
        if len(row) == 2 and row[0]:
            ratio = f"{row[1] / row[0]:11.2f}x"
        print(f"{key:44s}" + "".join(f"{_shown(v):>14s}" for v in row) + ratio)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", nargs="?", default="showdown")
    parser.add_argument("--games", type=int, default=100, help="games a round (measures 1 and 2)")
    parser.add_argument("--bots", action="append", help="a pairing, e.g. random,random (repeatable)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seats", type=int, help="table size for the overhead and the search")
    parser.add_argument("--positions", type=int, default=6)
    parser.add_argument("--iterations", type=int, default=400, help="the fixed search's budget")
    parser.add_argument("--seconds", type=float, default=1.0, help="the timed search's budget")
    parser.add_argument("--only", default="match,overhead,search",
                        help="which measures, comma-separated: match, overhead, search")
    parser.add_argument("--compare", type=Path, metavar="PATH",
                        help="a checkout to measure side by side (its tree goes on PYTHONPATH)")
    parser.add_argument("--child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    args.only = [part.strip() for part in args.only.split(",") if part.strip()]
    global SEATS
    SEATS = args.seats
    if not args.bots:
        args.bots = ["random,random", "heuristic,heuristic"]
    if args.child is not None:
        print(json.dumps(measure(args, args.child)))
        return
    if args.compare is None:
        columns = {"this tree": _median([measure(args, r) for r in range(args.rounds)])}
    else:
        trees = {"old": args.compare.resolve(), "new": ROOT}
        rounds: dict[str, list[dict[str, float]]] = {name: [] for name in trees}
        for r in range(args.rounds):
            order = list(trees) if r % 2 == 0 else list(reversed(trees))
            for name in order:
                rounds[name].append(_child(args, trees[name], r))
        columns = {name: _median(rounds[name]) for name in trees}
        print(f"old = {trees['old']}, new = {trees['new']}")
    report(args, columns)


if __name__ == "__main__":
    main()
