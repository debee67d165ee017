"""Robin Hood and the Merry Men: the tuning sweep of MM-1.15, the solo targets of MM-11.9 and the
hero balance report of MM-9.6 (spec section 15), from seeded games of bots through ``Match``.

    python bench/bench_merry_men_tuning.py probe   [--seats 1,2,3,4] [--games 200]
    python bench/bench_merry_men_tuning.py sweep   --seats 2 --tracks 6,7,8 [--pennies 5,6]
                                                   [--bot heuristic|easy] [--games 500]
    python bench/bench_merry_men_tuning.py heroes  --seats 2,3,4 [--reading all|first] [--games 500]
    python bench/bench_merry_men_tuning.py report  [--results FILE]

Every game is one JSON line appended to ``--results`` (default ``bench/out/merry_men.jsonl``,
not committed), so runs add up and ``report`` reads them all again. Each game is seeded
(``--first-seed`` + its number); its heroes are rotated over the seats (in every block of five
games each hero sits in each seat once, and the blocks walk through the orders of the five
heroes), so the hero report compares like with like.

- ``probe``: Normal bots with a guard track too long to fill (30 spaces): how far the track
  and the poorest road get, to place the sweep.
- ``sweep``: for each guard-track length (and, with one seat, each road penny stack), the
  table's loss rate with its 95% Wilson interval, split by cause (an empty road, MM-3.4; a
  full guard track, MM-3.5).
- ``heroes``: win share per hero (wins in games not lost, a tie split between the tied) for
  one reading of Little John's free purchases (MM-9.6; ``all`` is the game's, ``first`` the
  second reading), at the game data's track lengths (or ``--tracks``). The report also counts
  the sweep's Normal games at the game data's lengths (reading ``all``, heroes rotated alike).
- ``report``: the sweep as a table against the aims of MM-1.15 (Normal tables lose 5-15%,
  each cause at least a fifth of the losses; Easy tables lose 25-60%), the values that meet
  them, the solo score distribution with the targets of MM-11.9 (the scores reached in
  about 75%, 35% and 8% of Normal solo games, rounded to a multiple of 5), and the hero
  balance of each reading.
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from bench_merry_men import cause, new_bot
from stats import wilson

from sherwood.engine import Match
from sherwood.games.merry_men.facts import HEROES, C
from sherwood.games.merry_men.setup import LJ_READINGS

GAME = "merry_men"
RESULTS = Path(__file__).parent / "out" / "merry_men.jsonl"
PROBE_TRACK = 30
LOSS_AIM = {"heuristic": (0.05, 0.15), "easy": (0.25, 0.60)}  # MM-1.15
CAUSE_SHARE = 0.2  # MM-1.15: each loss condition causes at least a fifth of the losses
TARGET_REACH = {"squire": 0.75, "outlaw": 0.35, "legend": 0.08}  # MM-11.9
ORDERS = list(itertools.permutations(HEROES))


def heroes_for(seats: int, game: int) -> list[str]:
    """The heroes of game number ``game``: in each block of five games every hero sits in
    every seat once; the blocks walk through the 120 orders of the five heroes."""
    order = ORDERS[(game // 5) * 37 % len(ORDERS)]
    return [order[(game + s) % 5] for s in range(seats)]


def play(job: dict[str, Any]) -> dict[str, Any]:
    """One game of ``job["bot"]`` in every seat; what the reports need of it."""
    seats, seed, bot = job["seats"], job["seed"], job["bot"]
    options = {"heroes": job["heroes"], "guard_track": job["track"], "little_john": job["reading"]}
    if seats == 1:
        options["solo_pennies"] = job["pennies"]
    started = time.perf_counter()
    bots = [new_bot(bot, s, seed) for s in range(seats)]
    match = Match.start(GAME, seats, seed, options)
    peak_track, poorest = 0, 99
    while not match.is_over:
        seat = match.active_seat
        match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
        board = match.view(0).board
        peak_track = max(peak_track, board["track"])
        poorest = min(poorest, min(board["pennies"].values()))
    view = match.view(0)
    stack = (job["pennies"] or C.roads["road_1"].stack_by_players[0]) if seats == 1 else 0
    return {**job, "pennies": stack, "lost": cause(view.lost), "round": view.round, "scores": match.scores(),
            "winners": match.winners(), "peak_track": peak_track, "poorest": poorest,
            "track_size": view.track_size, "seconds": round(time.perf_counter() - started, 3)}


def run(jobs: list[dict[str, Any]], workers: int, results: Path) -> list[dict[str, Any]]:
    """Play ``jobs``, appending each game to ``results`` as it ends; a dot every 20 games."""
    results.parent.mkdir(parents=True, exist_ok=True)
    done = []
    with results.open("a", encoding="utf-8") as out, \
            multiprocessing.get_context("spawn").Pool(workers) as pool:
        for k, game in enumerate(pool.imap_unordered(play, jobs, chunksize=2), start=1):
            out.write(json.dumps(game) + "\n")
            out.flush()
            done.append(game)
            if k % 20 == 0:
                print(".", end="", flush=True, file=sys.stderr)
    print(file=sys.stderr)
    return done


def jobs_for(seats: int, games: int, first_seed: int, bot: str, track: int, pennies: int,
             reading: str, kind: str) -> list[dict[str, Any]]:
    return [{"kind": kind, "seats": seats, "seed": first_seed + g, "bot": bot, "track": track,
             "pennies": pennies, "reading": reading, "heroes": heroes_for(seats, g)}
            for g in range(games)]


def load(results: Path) -> list[dict[str, Any]]:
    if not results.exists():
        return []
    return [json.loads(line) for line in results.read_text(encoding="utf-8").splitlines() if line]


def pct(x: float) -> str:
    return f"{x:5.1%}"


def ci(k: int, n: int) -> str:
    lo, hi = wilson(k, n)
    return f"{pct(k / n)} ({lo:.1%}-{hi:.1%})" if n else "-"


# --- the reports ----------------------------------------------------------------------------------

def report_probe(games: list[dict[str, Any]]) -> None:
    print(f"\nProbe: Normal tables with a guard track of {PROBE_TRACK} spaces (it never fills)")
    print("seats  games  peak guards on the track: 50% / 75% / 90% / 95% / max    poorest road: "
          "share of games reaching 0 / 1 / 2 pennies")
    by_seats = defaultdict(list)
    for g in games:
        by_seats[g["seats"]].append(g)
    for seats, rows in sorted(by_seats.items()):
        peaks = sorted(g["peak_track"] for g in rows)
        n = len(peaks)
        cut = [peaks[min(n - 1, int(q * n))] for q in (0.5, 0.75, 0.9, 0.95)]
        low = [sum(1 for g in rows if g["poorest"] <= p) / n for p in (0, 1, 2)]
        print(f"{seats:5}  {n:5}  {' / '.join(map(str, cut))} / {peaks[-1]:<3}"
              f"{'':30}{' / '.join(pct(x) for x in low)}")


def meets(bot: str, lost: int, roads: int, track: int, n: int) -> bool:
    """MM-1.15's aim for one sweep point: the loss rate inside the bot's band, and (Normal
    tables) each loss condition at least a fifth of the losses."""
    lo, hi = LOSS_AIM[bot]
    if not lo <= lost / n <= hi:
        return False
    return bot != "heuristic" or (roads >= CAUSE_SHARE * lost and track >= CAUSE_SHARE * lost)


def report_sweep(games: list[dict[str, Any]]) -> None:
    print("\nSweep (MM-1.15): loss rate with its 95% Wilson interval; the causes as shares of the "
          "games; * = meets the aim; LJ = Little John's reading (MM-9.6)")
    print("bot        seats  track  pennies  LJ     games  lost                     empty road  full track  "
          "road losses by road I II III IV")
    points = defaultdict(list)
    for g in games:
        points[(g["bot"], g["seats"], g["track_size"], g["pennies"], g["reading"])].append(g)
    for (bot, seats, track, pennies, reading), rows in sorted(points.items()):
        n = len(rows)
        causes = Counter(g["lost"] for g in rows if g["lost"])
        lost = sum(causes.values())
        roads = sum(v for k, v in causes.items() if k.startswith("road_"))
        by_road = " ".join(f"{causes[f'road_{r}']}" for r in range(1, 5))
        mark = "*" if meets(bot, lost, roads, causes["track"], n) else " "
        label = "Normal" if bot == "heuristic" else bot.capitalize()
        print(f"{label:<9}{mark} {seats:5}  {track:5}  {pennies or '-':>7}  {reading:<5}  {n:5}  "
              f"{ci(lost, n):<24} {pct(roads / n):>10}  {pct(causes['track'] / n):>10}  {by_road}")


def at_the_data(g: dict[str, Any], reading: str) -> bool:
    """A Normal game played with the game data's guard track (and solo stack) and ``reading``."""
    seats = g["seats"]
    return (g["bot"] == "heuristic" and g["kind"] != "probe" and g["reading"] == reading
            and g["track_size"] == C.guard_track_by_players[seats - 1]
            and (seats > 1 or g["pennies"] == C.roads["road_1"].stack_by_players[0]))


def report_final(games: list[dict[str, Any]]) -> None:
    """MM-1.15's aim checked again under the rules as kept (the game data's values and the
    default reading of MM-9.6), from every Normal game played so."""
    kept = LJ_READINGS[0]
    print(f"\nThe rules as kept (the game data's tracks {list(C.guard_track_by_players)}, "
          f"Little John's reading {kept!r}): Normal tables")
    for seats in range(1, 5):
        rows = [g for g in games if g["seats"] == seats and at_the_data(g, kept)]
        if not rows:
            continue
        n = len(rows)
        causes = Counter(g["lost"] for g in rows if g["lost"])
        lost = sum(causes.values())
        roads = sum(v for k, v in causes.items() if k.startswith("road_"))
        share = f"{roads / lost:.0%} / {causes['track'] / lost:.0%}" if lost else "-"
        print(f"  {seats} seat{'s' if seats > 1 else ' '}: {n:5} games, lost {ci(lost, n):<24} "
              f"empty road {pct(roads / n)}, full track {pct(causes['track'] / n)} "
              f"(shares of the losses {share})")


def targets(scores: list[int]) -> dict[str, int]:
    """MM-11.9: the score reached in about the share of games of TARGET_REACH, rounded to a
    multiple of 5 (lost games reach nothing)."""
    ranked = sorted(scores, reverse=True)
    n = len(ranked)
    return {rank: 5 * round(ranked[max(0, round(share * n) - 1)] / 5) for rank, share in TARGET_REACH.items()}


def report_solo(games: list[dict[str, Any]]) -> None:
    solo = [g for g in games if g["seats"] == 1 and at_the_data(g, LJ_READINGS[0])]
    if not solo:
        return
    n = len(solo)
    scores = [-1 if g["lost"] else g["scores"][0] for g in solo]
    print(f"\nSolo targets (MM-11.9): {n} Normal solo games under the rules as kept "
          f"(track {C.guard_track_by_players[0]}, {C.roads['road_1'].stack_by_players[0]} pennies a road, "
          f"Little John's reading {LJ_READINGS[0]!r})")
    kept = sorted(s for s in scores if s >= 0)
    cuts = (0.05, 0.1, 0.25, 0.5, 0.65, 0.75, 0.9, 0.92, 0.95, 0.99)
    print("  scores of the games not lost, percentiles: " + ", ".join(
        f"{int(c * 100)}%: {kept[min(len(kept) - 1, int(c * len(kept)))]}" for c in cuts))
    found = targets(scores)
    print("  targets from the distribution: " + ", ".join(f"{k} {v}" for k, v in found.items()))
    print("  reach rates at the game data's targets: " + ", ".join(
        f"{r.name} {r.score}: {ci(sum(1 for s in scores if s >= r.score), n)}" for r in C.solo.ranks))


def report_heroes(games: list[dict[str, Any]]) -> None:
    rows = [g for g in games if g["seats"] > 1 and g["bot"] == "heuristic" and g["kind"] != "probe"
            and g["track_size"] == C.guard_track_by_players[g["seats"] - 1]]
    if not rows:
        return
    print("\nHero balance (MM-9.6): win share in games not lost (a tie split), 95% Wilson interval; "
          "fair = 1 / seats; Normal tables at the game data's guard tracks")
    groups = defaultdict(list)
    for g in rows:
        groups[(g["reading"], g["seats"])].append(g)
    for (reading, seats), block in sorted(groups.items()):
        kept = [g for g in block if not g["lost"]]
        played, won = Counter(), Counter()
        for g in kept:
            for h in g["heroes"]:
                played[h] += 1
            for w in g["winners"]:
                won[g["heroes"][w]] += 1 / len(g["winners"])
        fair = 1 / seats
        worst = max(abs(won[h] / played[h] - fair) for h in played)
        print(f"  reading {reading!r:8} {seats} seats, {len(block)} games ({len(kept)} not lost); "
              f"fair {fair:.1%}; farthest from fair {worst * 100:.1f} points")
        for h in HEROES:
            if played[h]:
                print(f"      {h:<13} {ci(round(won[h]), played[h])}")


# --- main ---------------------------------------------------------------------------------------------

def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("what", choices=("probe", "sweep", "heroes", "report"))
    parser.add_argument("--seats", default="1,2,3,4")
    parser.add_argument("--tracks", default="", help="guard-track lengths to sweep, e.g. 6,7,8")
    parser.add_argument("--pennies", default="", help="solo road penny stacks to sweep, e.g. 5,6")
    parser.add_argument("--bot", default="heuristic", choices=("heuristic", "easy"))
    parser.add_argument("--reading", default=LJ_READINGS[0], choices=LJ_READINGS)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--results", type=Path, default=RESULTS)
    args = parser.parse_args()
    seat_counts = [int(s) for s in args.seats.split(",") if s]
    started = time.perf_counter()
    if args.what == "report":
        games = load(args.results)
        report_probe([g for g in games if g["kind"] == "probe"])
        report_sweep([g for g in games if g["kind"] == "sweep"])
        report_final(games)
        report_solo([g for g in games if g["kind"] == "sweep"])
        report_heroes(games)
        return
    jobs: list[dict[str, Any]] = []
    for seats in seat_counts:
        if args.what == "probe":
            jobs += jobs_for(seats, args.games, args.first_seed, "heuristic", PROBE_TRACK, 0, "all", "probe")
        elif args.what == "heroes":  # at the game data's track, or the one --tracks names
            track = int(args.tracks.split(",")[0]) if args.tracks else 0
            jobs += jobs_for(seats, args.games, args.first_seed, "heuristic", track, 0, args.reading,
                             "heroes")
        else:
            tracks = [int(t) for t in args.tracks.split(",") if t] or [0]
            stacks = [int(p) for p in args.pennies.split(",") if p] or [0]
            for track in tracks:
                for pennies in (stacks if seats == 1 else [0]):
                    jobs += jobs_for(seats, args.games, args.first_seed, args.bot, track, pennies,
                                     args.reading, "sweep")
    games = run(jobs, args.workers, args.results)
    print(f"{len(games)} games in {time.perf_counter() - started:.0f} s, added to {args.results}")
    {"probe": report_probe, "sweep": report_sweep, "heroes": report_heroes}[args.what](games)


if __name__ == "__main__":
    main()
