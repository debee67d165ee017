"""Robin Hood and the Merry Men: the balance report, played by the heuristic ("Normal") bots.

    python bench/bench_merry_men.py [--games N] [--seats 1,2,3,4] [--workers 2]
                                    [--modules friar_tuck,spies,golden_arrow] [--first-seed S]
                                    [--bot heuristic|easy|random] [--no-speed] [--no-ismcts]

Run by hand (not in CI); the figures go into the closing notes. The tuning sweep of the guard
track and the solo penny stack (MM-1.15), the solo targets (MM-11.9) and the hero balance of
both readings of MM-9.6 are ``bench_merry_men_tuning.py``. For each seat count it plays N seeded
games of heuristic bots (seed ``first_seed + g``) through ``Match``, as the app does, and
prints:

- the group's loss rate, split by cause: a road out of pennies (MM-3.4, per road), the
  guard track full (MM-3.5), Friar Tuck hanged or left in prison (MM-10.13);
- with one seat, the solo win rate for each difficulty (MM-11.8). The difficulty sets the
  target and nothing else (MM-11.10), so one set of games answers all three targets; and
  the percentiles of the solo score, to tune the targets;
- the mean score per category S1–S7 of MM-8.4 (games that were not lost) and the mean
  total; the winner's mean score;
- the mean game length in commands, and the round in which lost games ended;
- games per second with random bots and with heuristic bots (one process);
- the mean decision time of the generic ISMCTS bot ("Search") on mid-game positions, with
  its default budget and with a fixed 200 iterations.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import time
from collections import Counter
from typing import Any

from sherwood.ai import IsmctsBot, bot_seed, make_bot
from sherwood.engine import Match
from sherwood.games.merry_men.facts import ROADS, C
from sherwood.games.merry_men.prompts import HeroPrompt
from sherwood.games.merry_men.scoring import CATEGORIES, LABELS

GAME = "merry_men"
TARGETS = tuple((rank.id, rank.score) for rank in C.solo.ranks)  # MM-11.9, from the game data


def cause(reason: str | None) -> str | None:
    """A loss reason as a short cause: road_1 … road_4, track, tuck."""
    if reason is None:
        return None
    for road in ROADS:
        if reason.startswith(C.roads[road].name + " "):
            return road
    if "guard track" in reason:
        return "track"
    if "Tuck" in reason:
        return "tuck"
    return reason


def new_bot(name: str, seat: int, seed: int) -> Any:
    """The game's own bots straight from its bots module (so the report runs whether or not
    the SPEC lists them yet); the generic ones through the catalogue."""
    from sherwood.games.merry_men.bots import EasyBot, HeuristicBot

    own = {"heuristic": HeuristicBot, "easy": EasyBot}
    if name in own:
        return own[name](None, seat, bot_seed(seed, seat, name))
    return make_bot(GAME, name, seat, bot_seed(seed, seat, name))


def play_one(job: tuple[int, int, str, dict[str, Any]]) -> dict[str, Any]:
    """One game of ``bot`` for every seat; what the report needs of it."""
    seats, seed, bot, options = job
    started = time.perf_counter()
    bots = [new_bot(bot, s, seed) for s in range(seats)]
    match = Match.start(GAME, seats, seed, options)
    while not match.is_over:
        seat = match.active_seat
        match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
    view = match.view(0)
    outcome = match.outcome()
    works = [{
        "renown": view.renown[s],
        "barricades": sum(row.count(s) for row in view.barricades.values()),
        "traps": sum(row.count(s) for row in view.traps.values()) + view.sprung[s],
        "messengers": view.messengers[s], "hanged": view.hanged[s],
        "prisoners": sum(1 for f, _ in view.prison if f == s),
    } for s in range(seats)]
    return {
        "seats": seats, "seed": seed, "lost": cause(view.lost), "round": view.round,
        "heroes": list(view.heroes), "works": works,
        "scores": match.scores(), "winners": match.winners(),
        "detail": [{**{row.code: row.values[s] for row in outcome.rows}, "total": outcome.scores[s]}
                   for s in range(seats)],
        "commands": len(match.log),
        "seconds": time.perf_counter() - started,
    }


def run(seats: int, games: int, first_seed: int, options: dict[str, Any], workers: int,
        bot: str = "heuristic") -> list[dict[str, Any]]:
    jobs = [(seats, first_seed + g, bot, options) for g in range(games)]
    if workers > 1:
        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            return pool.map(play_one, jobs, chunksize=1)
    return [play_one(job) for job in jobs]


def report(seats: int, results: list[dict[str, Any]], seconds: float, bot: str = "heuristic") -> None:
    n = len(results)
    lost = [r for r in results if r["lost"]]
    causes = Counter(r["lost"] for r in lost)
    roads = sum(v for k, v in causes.items() if k.startswith("road_"))
    print(f"\n{seats} seat{'s' if seats > 1 else ''}: {n} games of {bot} bots "
          f"({seconds:.0f} s, {n / seconds:.2f} games/s with the workers)")
    print(f"  group loss rate {len(lost) / n:6.1%}   roads {roads / n:6.1%} "
          f"({', '.join(f'{k} {v}' for k, v in sorted(causes.items()) if k.startswith('road_')) or '-'})"
          f"   guard track {causes['track'] / n:6.1%}   Friar Tuck {causes['tuck'] / n:6.1%}")
    if lost:
        rounds = Counter(r["round"] for r in lost)
        print("  lost games ended in round " + ", ".join(f"{k}: {v}" for k, v in sorted(rounds.items())))
    done = [r for r in results if not r["lost"]]
    if seats == 1:
        for name, target in TARGETS:
            wins = sum(1 for r in done if r["scores"][0] >= target)
            print(f"  solo win rate, {name:<7} (target {target}): {wins / n:6.1%}")
        if done:
            ranked = sorted(r["scores"][0] for r in done)
            cuts = (0.1, 0.25, 0.5, 0.75, 0.9, 0.99)
            print("  solo score percentiles (games not lost): " + ", ".join(
                f"{int(c * 100)}%: {ranked[min(len(ranked) - 1, int(c * len(ranked)))]}" for c in cuts))
    if done:
        print(f"  mean score per seat in the {len(done)} games not lost (MM-8.4):")
        for cat in (*CATEGORIES, "total"):
            mean = statistics.fmean(d[cat] for r in done for d in r["detail"])
            print(f"    {cat:<6}{mean:7.2f}  {LABELS.get(cat, 'Total')}")
        best = statistics.fmean(max(r["scores"]) for r in done)
        spread = statistics.fmean(max(r["scores"]) - min(r["scores"]) for r in done)
        print(f"    winner's mean score {best:.1f}; mean gap between first and last {spread:.1f}")
        keys = ("renown", "barricades", "traps", "messengers", "prisoners", "hanged")
        print("    per seat at the end: " + ", ".join(
            f"{k} {statistics.fmean(w[k] for r in done for w in r['works']):.2f}" for k in keys))
        if seats > 1:
            played = Counter(h for r in done for h in r["heroes"])
            won = Counter(r["heroes"][w] for r in done for w in r["winners"])
            print("    win share by hero (wins / games played): " + ", ".join(
                f"{h} {won[h] / played[h]:.0%}" for h in sorted(played)))
    print(f"  mean game length {statistics.fmean(r['commands'] for r in results):.0f} commands; "
          f"{statistics.fmean(r['seconds'] for r in results):.2f} s per game in one process")


def speed(seats_list: list[int], options: dict[str, Any]) -> None:
    print("\nspeed (one process, games through Match):")
    for bot, games in (("random", 40), ("heuristic", 6)):
        for seats in seats_list:
            started = time.perf_counter()
            results = run(seats, games, 50_000, options, 1, bot)
            seconds = time.perf_counter() - started
            commands = sum(r["commands"] for r in results)
            print(f"  {bot:<9} {seats} seats: {games / seconds:7.2f} games/s, "
                  f"{commands / seconds:7.0f} commands/s")


def mid_game_positions(count: int, seats: int = 3) -> list[tuple[Match, int]]:
    """Positions of round 3's hero phase with a real choice, reached by heuristic bots."""
    positions = []
    seed = 70_000
    while len(positions) < count:
        bots = [new_bot("heuristic", s, seed) for s in range(seats)]
        match = Match.start(GAME, seats, seed)
        while not match.is_over:
            view = match.view(match.active_seat)
            if view.round == 3 and isinstance(view.prompt, HeroPrompt) and len(match.legal_commands()) > 2:
                positions.append((match, match.active_seat))
                break
            seat = match.active_seat
            match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
        seed += 1
    return positions


def ismcts(positions: int) -> None:
    spec = Match.start(GAME, 2, 0).spec
    found = mid_game_positions(positions)
    print(f"\nISMCTS ('Search') on {len(found)} mid-game positions (3 seats, round 3, a hero move):")
    # rollouts follow the rules' rollout policy, which is the bots' cheap policy (heuristic_policy.py)
    for iterations, seconds in ((2000, 1.0), (200, None)):
        times, its = [], []
        for k, (match, seat) in enumerate(found):
            bot = IsmctsBot(spec, seat, seed=k, iterations=iterations, seconds=seconds)
            started = time.perf_counter()
            choice = bot.choose(match.view(seat), match.legal_commands())
            times.append(time.perf_counter() - started)
            its.append(bot.last_search.iterations)
            assert choice in match.legal_commands()
        budget = f"{iterations} iterations" + (f" or {seconds:g} s" if seconds else "")
        mean_time, mean_its = statistics.fmean(times), statistics.fmean(its)
        print(f"  budget {budget:<25}: {mean_time:6.3f} s per decision, "
              f"{mean_its:6.0f} iterations ({mean_its / mean_time:5.0f}/s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=500, help="games per seat count (default 500)")
    parser.add_argument("--seats", default="1,2,3,4", help="seat counts, e.g. 1,2 (default 1,2,3,4)")
    parser.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    parser.add_argument("--modules", default="", help="modules on, e.g. friar_tuck,spies,golden_arrow")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--bot", default="heuristic", help="the bot in every seat (default heuristic; "
                        "easy or random for a baseline)")
    parser.add_argument("--no-speed", action="store_true", help="skip the games-per-second figures")
    parser.add_argument("--no-ismcts", action="store_true", help="skip the ISMCTS decision times")
    parser.add_argument("--positions", type=int, default=5, help="mid-game positions for ISMCTS")
    args = parser.parse_args()
    seats_list = [int(s) for s in args.seats.split(",") if s.strip()]
    options = {m.strip(): True for m in args.modules.split(",") if m.strip()}
    print(f"Robin Hood and the Merry Men balance report: {args.games} games per seat count, "
          f"seeds {args.first_seed}…{args.first_seed + args.games - 1}, "
          f"modules: {', '.join(options) or 'none'}")
    for seats in seats_list:
        started = time.perf_counter()
        results = run(seats, args.games, args.first_seed, options, args.workers, args.bot)
        report(seats, results, time.perf_counter() - started, args.bot)
    if not args.no_speed:
        speed(seats_list, options)
    if not args.no_ismcts:
        ismcts(args.positions)


if __name__ == "__main__":
    main()
