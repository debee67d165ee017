"""How strong the bots are: Hard (the search) against Normal, and Normal against Easy, in every game.

    python bench/bench_strength.py [--games 200] [--seconds 1.0] [--iterations N] [--workers 2]
                                   [--only showdown,merry_men-2,...] [--out bench/results/strength.jsonl]
                                   [--search NAME=VALUE ...] [--set MODULE.NAME=VALUE ...]
    python bench/bench_strength.py --report [--out ...]

Run by hand (not in CI); the figures go into the closing notes (issue 18). Each pairing is a
table of one *candidate* bot among *opponents* of one kind; game ``g`` is played with seed
``first_seed + g`` and the candidate in seat ``g % seats``, so every seat is taken in turn and the
opponents play the very same deals. The search bot ("Hard": the generic ISMCTS, ``ismcts``) gets
``--seconds`` a decision (and ``--iterations`` as a cap when given; ``--seconds 0`` with
``--iterations`` searches by iterations alone, so a run is reproducible on any machine, however
busy); it searches in the game's process, and ``--workers`` processes play games side by side (so
give it no more workers than cores, or the search gets less than its time).

For tuning, ``--search NAME=VALUE`` (repeatable) sets one of the search bot's settings:
``exploration``, ``policy_bias``, ``score_weight``, ``trees`` (root-parallel trees, grown one after
another in the game's process: the same answers as the app's processes give), ``depth`` (the
game's ``search_depth``, ``none`` for rollouts to the end, on the search's copy of the spec), or
``hooks=false`` (none of the game's search hooks: the generic search, as before they existed).
``--set MODULE.NAME=VALUE`` sets a constant of a game's module in every worker before it plays,
e.g. ``--set sherwood.games.merry_men.heuristic_search.SCALE=12``. Both go into the record's budget,
so runs of different settings are kept apart.

What is printed for each pairing:

- tables of 2 or more: the candidate's share of the points (a win 1, a win shared by k seats 1/k,
  a game nobody won 1/seats), with its 95% Wilson interval, against the fair share 1/seats; and
  the mean scores;
- solo games (one seat): both bots play the same seeds; the share of seeds on which the candidate
  scored more (a tie a half), with its interval, the mean scores and each bot's win rate.

Every finished game is appended to ``--out`` as one JSON line, so a run can be stopped and
started again: seeds already played with the same budget are not played again. ``--report``
prints the table from that file alone.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from stats import wilson

OUT = Path(__file__).parent / "results" / "strength.jsonl"
"""Kept in the repository: the games behind the table in the notes, and where a later run
resumes (a session's machine is new each time)."""


@dataclass(frozen=True)
class Pairing:
    """A candidate bot among opponents of one kind, at a table of ``seats``."""

    game: str
    seats: int
    candidate: str
    opponent: str
    title: str

    @property
    def key(self) -> str:
        return f"{self.game}-{self.seats}:{self.candidate}-vs-{self.opponent}"


PAIRINGS = (
    Pairing("showdown", 2, "ismcts", "heuristic", "Showdown: Hard vs Normal"),
    Pairing("showdown", 2, "heuristic", "easy", "Showdown: Normal vs Easy"),
    Pairing("merry_men", 2, "ismcts", "heuristic", "Merry Men, 2 seats: Hard vs Normal"),
    Pairing("merry_men", 3, "ismcts", "heuristic", "Merry Men, 3 seats: Hard vs 2 Normal"),
    Pairing("merry_men", 2, "heuristic", "easy", "Merry Men, 2 seats: Normal vs Easy"),
    Pairing("merry_men", 1, "ismcts", "heuristic", "Merry Men, solo: Hard vs Normal"),
    Pairing("lieutenants", 3, "ismcts", "heuristic", "Lieutenants, 3 seats: Search vs 2 Normal"),
    Pairing("lieutenants", 3, "heuristic", "easy", "Lieutenants, 3 seats: Normal vs 2 Easy"),
    Pairing("settlers", 4, "ismcts", "heuristic", "Settlers, 4 seats: Search vs 3 Normal"),
    Pairing("settlers", 4, "heuristic", "random", "Settlers, 4 seats: Normal vs 3 Random"),
    Pairing("adventures", 1, "ismcts", "heuristic", "Adventures, solo: Search vs Normal"),
    Pairing("adventures", 1, "heuristic", "random", "Adventures, solo: Normal vs Random"),
)


def pairing_name(p: Pairing) -> str:
    """The name ``--only`` takes: the game id, with ``-<seats>`` where a game has several."""
    several = sum(q.game == p.game and q.seats != p.seats for q in PAIRINGS)
    return f"{p.game}-{p.seats}" if several else p.game


Setting = tuple[str, Any]
"""A search setting or a module constant for tuning: ``("trees", 2)``, ``("a.b.SCALE", 12.0)``."""
SEARCH_SETTINGS = ("exploration", "policy_bias", "score_weight", "trees", "depth", "hooks")


def budget_tag(pairing: Pairing, seconds: float, iterations: int | None,
               settings: Sequence[Setting] = ()) -> str:
    """The search's budget a decision and any tuning settings, as the record and the report
    name them."""
    if "ismcts" not in (pairing.candidate, pairing.opponent):
        return "no search"
    if seconds:
        tag = f"{seconds:g} s" + (f", at most {iterations} iterations" if iterations else "")
    else:
        tag = f"{iterations} iterations"
    return tag + "".join(f", {name}={value}" for name, value in settings)


def parse_setting(text: str, dotted: bool) -> Setting:
    """``NAME=VALUE`` as a setting: the value an int, a float, ``none`` or ``true``/``false``.

    >>> parse_setting("trees=4", dotted=False)
    ('trees', 4)
    >>> parse_setting("sherwood.games.merry_men.heuristic_search.SCALE=12.5", dotted=True)
    ('sherwood.games.merry_men.heuristic_search.SCALE', 12.5)
    """
    name, equals, raw = text.partition("=")
    name = name.strip()
    if not equals or not name:
        raise argparse.ArgumentTypeError(f"{text!r}: write NAME=VALUE")
    if dotted and "." not in name:
        raise argparse.ArgumentTypeError(f"{text!r}: name a module's constant, MODULE.NAME=VALUE")
    if not dotted and name not in SEARCH_SETTINGS:
        raise argparse.ArgumentTypeError(f"{text!r}: the search's settings are "
                                         + ", ".join(SEARCH_SETTINGS))
    value: Any
    low = raw.strip().lower()
    if low in ("none", "true", "false"):
        value = {"none": None, "true": True, "false": False}[low]
    else:
        try:
            value = int(raw)
        except ValueError:
            try:
                value = float(raw)
            except ValueError as exc:
                raise argparse.ArgumentTypeError(f"{text!r}: the value must be a number, none, "
                                                 "true or false") from exc
    return name, value


def apply_constants(constants: Sequence[Setting]) -> None:
    """Set each ``MODULE.NAME`` constant (in this process: each worker sets them)."""
    import importlib

    for path, value in constants:
        module_name, _, name = path.rpartition(".")
        module = importlib.import_module(module_name)
        if not hasattr(module, name):
            raise SystemExit(f"--set {path}: {module_name} has no {name}")
        setattr(module, name, value)


# --- playing (in worker processes) --------------------------------------------------------

def _bot(game: str, name: str, seat: int, seed: int, seconds: float, iterations: int | None,
         search: Sequence[Setting] = ()) -> Any:
    import dataclasses

    from sherwood.ai import IsmctsBot, bot_seed, make_bot
    from sherwood.games import game_spec

    bot_seed_ = bot_seed(seed, seat, name)
    if name == "ismcts":
        spec = game_spec(game)
        options = dict(search)
        if not options.pop("hooks", True):  # the generic search: full rollouts, generic reading
            spec = dataclasses.replace(spec, search_rewards=None, search_leaf=None, search_depth=None)
        if "depth" in options:
            spec = dataclasses.replace(spec, search_depth=options.pop("depth"))
        return IsmctsBot(spec, seat, bot_seed_, iterations=iterations, seconds=seconds or None,
                         **options)
    return make_bot(game, name, seat, bot_seed_)


Job = tuple[Pairing, int, str | None, float, int | None, tuple[Setting, ...], tuple[Setting, ...]]


def play_one(job: Job) -> dict[str, Any]:
    """One game of a pairing: the candidate in seat ``seed % seats`` (solo: ``name`` plays)."""
    from sherwood.engine import Match
    from sherwood.games import game_spec

    pairing, seed, name, seconds, iterations, search, constants = job
    apply_constants(constants)
    spec = game_spec(pairing.game)
    options = spec.table_options(None, bots_only=True, seats=pairing.seats)
    names = _names(pairing, seed, name)
    seat_of_candidate = 0 if pairing.seats == 1 else seed % pairing.seats
    bots = [_bot(pairing.game, n, s, seed, seconds, iterations, search) for s, n in enumerate(names)]
    match = Match.start(pairing.game, [f"bot:{n}" for n in names], seed, options)
    started = time.perf_counter()
    iterations_done = decisions = 0
    while not match.is_over:
        seat = match.active_seat
        bot = bots[seat]
        match.apply(bot.choose(match.view(seat), match.legal_commands()))
        report = getattr(bot, "last_search", None)
        if report is not None and report.iterations:
            iterations_done += report.iterations
            decisions += 1
    tag = budget_tag(pairing, seconds, iterations, search + constants)
    return {"pairing": pairing.key, "budget": tag, "seed": seed,
            "names": names, "candidate_seat": seat_of_candidate,
            "scores": list(match.scores()), "winners": list(match.winners()),
            "commands": len(match.log), "seconds": round(time.perf_counter() - started, 3),
            "search_decisions": decisions, "search_iterations": iterations_done}


# --- the record --------------------------------------------------------------------------

def read_records(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    with path.open() as handle:
        return [json.loads(line) for line in handle if line.strip()]


def jobs_to_play(pairing: Pairing, games: int, first_seed: int, seconds: float,
                 iterations: int | None, done: Iterable[dict[str, Any]],
                 search: tuple[Setting, ...] = (), constants: tuple[Setting, ...] = ()) -> list[Job]:
    tag = budget_tag(pairing, seconds, iterations, search + constants)
    have = {(r["seed"], tuple(r["names"])) for r in done
            if r["pairing"] == pairing.key and r["budget"] == tag}
    jobs = []
    for seed in range(first_seed, first_seed + games):
        players = [pairing.candidate, pairing.opponent] if pairing.seats == 1 else [None]
        for name in players:
            job: Job = (pairing, seed, name, seconds, iterations, search, constants)
            names = _names(pairing, seed, name)
            if (seed, tuple(names)) not in have:
                jobs.append(job)
    return jobs


def _names(pairing: Pairing, seed: int, name: str | None) -> list[str]:
    if pairing.seats == 1:
        return [name or pairing.candidate]
    names = [pairing.opponent] * pairing.seats
    names[seed % pairing.seats] = pairing.candidate
    return names


# --- the report ---------------------------------------------------------------------------

def share(points: float, games: int) -> str:
    low, high = wilson(points, games)  # type: ignore[arg-type]  # a float count works
    return f"{points / max(1, games):6.1%} (95% CI {low:5.1%} to {high:5.1%})"


def table_line(pairing: Pairing, records: Sequence[dict[str, Any]]) -> str:
    n = pairing.seats
    points = 0.0
    cand_scores: list[int] = []
    opp_scores: list[float] = []
    for r in records:
        seat = r["candidate_seat"]
        winners = r["winners"]
        points += (1 / len(winners) if seat in winners else 0.0) if winners else 1 / n
        cand_scores.append(r["scores"][seat])
        others = [s for i, s in enumerate(r["scores"]) if i != seat]
        opp_scores.append(sum(others) / len(others))
    games = len(records)
    mean = sum(cand_scores) / max(1, games)
    opp = sum(opp_scores) / max(1, games)
    return (f"{games:4d} games  candidate's points {share(points, games)}  fair {1 / n:5.1%}  "
            f"mean score {mean:6.1f} vs {opp:6.1f}")


def solo_line(pairing: Pairing, records: Sequence[dict[str, Any]]) -> str:
    by_seed: dict[int, dict[str, dict[str, Any]]] = {}
    for r in records:
        by_seed.setdefault(r["seed"], {})[r["names"][0]] = r
    pairs = [(d[pairing.candidate], d[pairing.opponent]) for d in by_seed.values()
             if pairing.candidate in d and pairing.opponent in d]
    better = sum(1.0 if c["scores"][0] > o["scores"][0] else 0.5 if c["scores"][0] == o["scores"][0]
                 else 0.0 for c, o in pairs)
    games = len(pairs)
    c_mean = sum(c["scores"][0] for c, _ in pairs) / max(1, games)
    o_mean = sum(o["scores"][0] for _, o in pairs) / max(1, games)
    c_won = sum(bool(c["winners"]) for c, _ in pairs) / max(1, games)
    o_won = sum(bool(o["winners"]) for _, o in pairs) / max(1, games)
    return (f"{games:4d} seeds  candidate scored more on {share(better, games)}  "
            f"mean score {c_mean:6.1f} vs {o_mean:6.1f}  won {c_won:5.1%} vs {o_won:5.1%}")


def report(records: Sequence[dict[str, Any]]) -> str:
    lines = []
    for pairing in PAIRINGS:
        mine = [r for r in records if r["pairing"] == pairing.key]
        for tag in sorted({r["budget"] for r in mine}):
            rows = [r for r in mine if r["budget"] == tag]
            decisions = sum(r["search_decisions"] for r in rows)
            its = sum(r["search_iterations"] for r in rows)
            speed = f", search {its / decisions:,.0f} iterations a decision" if decisions else ""
            body = solo_line(pairing, rows) if pairing.seats == 1 else table_line(pairing, rows)
            lines.append(f"{pairing.title} [{tag}{speed}]\n    {body}")
    return "\n".join(lines) or "no games recorded yet"


# --- main -------------------------------------------------------------------------------------

def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="seeds per pairing")
    parser.add_argument("--first-seed", type=int, default=18_000)
    parser.add_argument("--seconds", type=float, default=1.0,
                        help="the search's time a decision (0: none, --iterations alone)")
    parser.add_argument("--iterations", type=int, help="a cap on the search's iterations a decision")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--only", help="comma-separated pairing names: " +
                        ", ".join(sorted({pairing_name(p) for p in PAIRINGS})))
    parser.add_argument("--easy", action="store_true", help="only the pairings without the search")
    parser.add_argument("--hard", action="store_true", help="only the pairings with the search")
    parser.add_argument("--search", action="append", default=[], metavar="NAME=VALUE",
                        type=lambda t: parse_setting(t, dotted=False),
                        help="a search setting: " + ", ".join(SEARCH_SETTINGS))
    parser.add_argument("--set", action="append", default=[], metavar="MODULE.NAME=VALUE",
                        dest="constants", type=lambda t: parse_setting(t, dotted=True),
                        help="a game module's constant, set in every worker (tuning)")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--report", action="store_true", help="print the table from --out and stop")
    args = parser.parse_args(argv)
    if args.report:
        print(report(read_records(args.out)))
        return 0
    if not args.seconds and not args.iterations:
        parser.error("--seconds 0 needs --iterations")
    wanted = set(args.only.split(",")) if args.only else None
    chosen = [p for p in PAIRINGS if (wanted is None or pairing_name(p) in wanted or p.game in wanted)
              and not (args.easy and p.candidate == "ismcts")
              and not (args.hard and p.candidate != "ismcts")]
    done = read_records(args.out)
    jobs = [job for p in chosen
            for job in jobs_to_play(p, args.games, args.first_seed, args.seconds, args.iterations, done,
                                    tuple(args.search), tuple(args.constants))]
    print(f"{len(jobs)} games to play in {args.workers} processes", file=sys.stderr)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    with args.out.open("a") as out, multiprocessing.get_context("spawn").Pool(args.workers) as pool:
        for k, record in enumerate(pool.imap_unordered(play_one, jobs), 1):
            out.write(json.dumps(record) + "\n")
            out.flush()
            if k % 10 == 0 or k == len(jobs):
                rate = k / (time.perf_counter() - started)
                print(f"  {k}/{len(jobs)} games, {rate:.2f} games/s", file=sys.stderr)
    print(report(read_records(args.out)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
