"""Settlers of the Forest Isle: the bots' strength and the seats' balance.

    python bench/bench_settlers_bots.py [--games N] [--search-games M] [--seed S]
                                        [--layout beginner|random] [--search-iterations I]
                                        [--search-seconds T] [--positions P] [--only PARTS] [--json]
    python bench/bench_settlers.py --strength [the same options]

Run by hand (not in CI), one run at a time; the figures go into the closing notes. Every
game is a 4-seat table of bots played through ``Match`` as the app plays it (a table of bots
ends after 1,000 turns, SR-M-5), with seeds ``S, S + 1, ...``; bots are found by name in the
game's catalogue (its own ``SPEC.bots``, then the generic ``random`` and ``ismcts``), so a
part whose bot does not exist yet is skipped with a word. The parts (``--only``):

- ``balance``: four random bots, then four heuristic bots: the win rate of each seat with
  its 95% confidence interval (Wilson), so the first seat's advantage shows; draws, games
  that hit the turn cap, the mean length in commands and turns;
- ``heuristic``: one heuristic bot against three random ones, its seat rotated game by game
  (seat ``g % 4`` in game ``g``): its win rate with the interval (25% is no better than
  chance), and by seat;
- ``search``: one search bot (``ismcts``, the app's "Hard") against three heuristic ones,
  rotated likewise, over ``--search-games`` games with the budget given;
- ``speed``: the search bot's iterations per second on mid-game positions (a decision of
  the turn's seat with 3 or more choices, after ``--mid`` commands of heuristic play), with
  the app's budget (2,000 iterations or 1 s) and with a fixed 200 iterations.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from stats import wilson

from sherwood.ai import IsmctsBot, bot_infos, bot_seed, make_bot
from sherwood.engine import Match
from sherwood.engine.game import Bot, GameSpec
from sherwood.games import game_spec

GAME = "settlers"
SEATS = 4
TURN_LIMIT = 1000  # SR-M-5
PARTS = ("balance", "heuristic", "search", "speed")


def rate(wins: int, games: int) -> str:
    low, high = wilson(wins, games)
    return f"{wins:4d}/{games} = {wins / max(1, games):6.1%} (95% CI {low:5.1%} to {high:5.1%})"


@dataclass(frozen=True)
class Played:
    """One finished game: who sat where, who won, how long it was."""

    names: tuple[str, ...]
    winners: tuple[int, ...]
    commands: int
    turns: int
    limited: bool
    seconds: float


def options_for(spec: GameSpec, layout: str) -> dict[str, Any]:
    names = {o.name for o in spec.options}
    wanted = {"layout": layout, "turn_limit": TURN_LIMIT}
    return spec.resolve_options({k: v for k, v in wanted.items() if k in names})


def unlisted_heuristic(spec: GameSpec) -> Any:
    """Settlers' heuristic bot straight from its module while ``SPEC.bots`` does not list it
    yet (as bench_merry_men.py does), so that the report runs as soon as the bot exists."""
    if spec.id != "settlers" or any(b.name == "heuristic" for b in bot_infos(spec)):
        return None
    try:
        from sherwood.games.settlers.heuristic import HeuristicBot
    except ImportError:
        return None
    return HeuristicBot


def new_bot(spec: GameSpec, name: str, seat: int, seed: int, args: argparse.Namespace) -> Bot:
    """Bot ``name`` of the game's catalogue; the search bot with the budget asked for."""
    if name == "ismcts":
        seconds = args.search_seconds or None
        return IsmctsBot(spec, seat, bot_seed(seed, seat, name), iterations=args.search_iterations,
                         seconds=seconds)
    heuristic = unlisted_heuristic(spec) if name == "heuristic" else None
    if heuristic is not None:
        return heuristic(spec, seat, bot_seed(seed, seat, name))  # type: ignore[no-any-return]
    return make_bot(spec, name, seat, bot_seed(seed, seat, name))


def play(spec: GameSpec, names: Sequence[str], seed: int, options: dict[str, Any],
         args: argparse.Namespace) -> Played:
    started = time.perf_counter()
    bots = [new_bot(spec, name, s, seed, args) for s, name in enumerate(names)]
    match = Match.start(spec, [f"bot:{n}" for n in names], seed, options)
    while (seat := match.active_seat) is not None:
        match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
    history = match.history
    return Played(tuple(names), tuple(match.winners()), len(history),
                  sum(e.kind == "turn_began" for t in history for e in t.events),
                  any(e.kind == "turn_limit_reached" for e in history[-1].events),
                  time.perf_counter() - started)


def missing(spec: GameSpec, names: Sequence[str]) -> str | None:
    known = [b.name for b in bot_infos(spec)] + (["heuristic"] if unlisted_heuristic(spec) else [])
    absent = sorted({n for n in names if n not in known})
    return (f"skipped: {spec.title} has no bot {', '.join(absent)} yet (bots: {', '.join(known)})"
            if absent else None)


def lengths(games: Sequence[Played]) -> str:
    draws = sum(not g.winners for g in games)
    shared = sum(len(g.winners) > 1 for g in games)
    seconds = sum(g.seconds for g in games)
    capped = sum(g.limited for g in games)
    return (f"  no winner {draws}, shared {shared}, hit the {TURN_LIMIT}-turn cap {capped}; "
            f"mean length {statistics.fmean(g.commands for g in games):.0f} commands, "
            f"{statistics.fmean(g.turns for g in games):.1f} turns; "
            f"{seconds:.0f} s ({len(games) / seconds:.2f} games/s)")


def table(spec: GameSpec, name: str, args: argparse.Namespace, options: dict[str, Any]) -> dict[str, Any]:
    """Four ``name`` bots: the win rate by seat (the seats' balance)."""
    title = f"balance: four {name} bots, {args.games} games"
    skip = missing(spec, [name])
    if skip:
        print(f"\n{title}\n  {skip}")
        return {"table": name, "skipped": skip}
    games = [play(spec, [name] * SEATS, args.seed + g, options, args) for g in range(args.games)]
    wins = [sum(s in g.winners and len(g.winners) == 1 for g in games) for s in range(SEATS)]
    print(f"\n{title}")
    for s in range(SEATS):
        print(f"  seat {s} ({spec.seat_names[s]:<6}) wins {rate(wins[s], len(games))}")
    others = statistics.fmean(wins[1:]) / len(games)
    print(f"  first seat's edge over the mean of the others: {wins[0] / len(games) - others:+.1%}")
    print(lengths(games))
    return {"table": name, "games": len(games), "wins_by_seat": wins, **summary(games)}


def summary(games: Sequence[Played]) -> dict[str, Any]:
    return {"no_winner": sum(not g.winners for g in games), "hit_cap": sum(g.limited for g in games),
            "mean_commands": statistics.fmean(g.commands for g in games),
            "mean_turns": statistics.fmean(g.turns for g in games),
            "seconds": round(sum(g.seconds for g in games), 2)}


def duel(spec: GameSpec, hero: str, field: str, games: int, args: argparse.Namespace,
         options: dict[str, Any]) -> dict[str, Any]:
    """One ``hero`` bot against three ``field`` bots, the hero's seat rotated game by game."""
    title = f"strength: one {hero} against three {field}, seat rotated, {games} games"
    skip = missing(spec, [hero, field])
    if skip:
        print(f"\n{title}\n  {skip}")
        return {"hero": hero, "field": field, "skipped": skip}
    played = []
    for g in range(games):
        names = [field] * SEATS
        names[g % SEATS] = hero
        played.append(play(spec, names, args.seed + g, options, args))
    hero_seat = [g.names.index(hero) for g in played]
    won = [len(g.winners) == 1 and g.winners[0] == s for g, s in zip(played, hero_seat, strict=True)]
    print(f"\n{title}" + (f" (budget {budget(args)})" if hero == "ismcts" else ""))
    print(f"  {hero} wins {rate(sum(won), games)}; 25% is no better than chance")
    by_seat = [sum(w for w, s in zip(won, hero_seat, strict=True) if s == k) for k in range(SEATS)]
    seated = [hero_seat.count(k) for k in range(SEATS)]
    print("  by its seat: " + ", ".join(f"seat {k} {by_seat[k]}/{seated[k]}" for k in range(SEATS)))
    print(lengths(played))
    return {"hero": hero, "field": field, "games": games, "hero_wins": sum(won),
            "hero_wins_by_seat": by_seat, **summary(played)}


def budget(args: argparse.Namespace) -> str:
    its = f"{args.search_iterations} iterations"
    return its + (f" or {args.search_seconds:g} s" if args.search_seconds else "") + " a decision"


def positions(spec: GameSpec, count: int, mid: int, options: dict[str, Any],
              args: argparse.Namespace) -> tuple[str, list[Match]]:
    """Mid-game decisions: the turn's seat to move with 3 or more choices, after ``mid`` commands."""
    name = "heuristic" if missing(spec, ["heuristic"]) is None else "random"
    found: list[Match] = []
    seed = 90_000
    while len(found) < count:
        if seed >= 90_000 + 20 * count:
            raise SystemExit(f"no mid-game position found in {20 * count} games (--mid {mid} too late?)")
        bots = [new_bot(spec, name, s, seed, args) for s in range(SEATS)]
        match = Match.start(spec, [f"bot:{name}"] * SEATS, seed, options)
        while (seat := match.active_seat) is not None:
            legal = match.legal_commands()
            view = match.view(seat)
            if (len(match.log) >= mid and len(legal) >= 3 and not getattr(view, "setup", False)
                    and getattr(view, "turn", seat) == seat):
                found.append(match)
                break
            match.apply(bots[seat].choose(view, legal))
        seed += 1
    return name, found


def search_speed(spec: GameSpec, args: argparse.Namespace, options: dict[str, Any]) -> dict[str, Any]:
    name, found = positions(spec, args.positions, args.mid, options, args)
    print(f"\nsearch speed: the ismcts bot on {len(found)} mid-game positions "
          f"(after {args.mid}+ commands of {name} play, the turn's seat, 3+ choices):")
    out = {}
    for iterations, seconds in ((2000, 1.0), (200, None)):
        times, its = [], []
        for k, match in enumerate(found):
            seat = match.active_seat
            assert seat is not None
            bot = IsmctsBot(spec, seat, seed=k, iterations=iterations, seconds=seconds)
            started = time.perf_counter()
            choice = bot.choose(match.view(seat), match.legal_commands())
            times.append(time.perf_counter() - started)
            assert bot.last_search is not None and choice in match.legal_commands()
            its.append(bot.last_search.iterations)
        label = f"{iterations} iterations" + (f" or {seconds:g} s" if seconds else "")
        mean_time, mean_its = statistics.fmean(times), statistics.fmean(its)
        print(f"  budget {label:<25}: {mean_time:6.3f} s a decision, {mean_its:6.0f} iterations "
              f"({sum(its) / sum(times):6.1f} iterations/s)")
        out[label] = {"seconds": mean_time, "iterations": mean_its, "per_second": sum(its) / sum(times)}
    return out


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200,
                        help="games per balance table and for heuristic vs random (default 200)")
    parser.add_argument("--search-games", type=int, default=12,
                        help="games of search vs heuristic (default 12: each is slow)")
    parser.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    parser.add_argument("--layout", default="beginner", choices=("beginner", "random"),
                        help="the island (default beginner, the game's own default)")
    parser.add_argument("--search-iterations", type=int, default=2000,
                        help="search budget per decision in games (default 2000, the app's)")
    parser.add_argument("--search-seconds", type=float, default=1.0,
                        help="and seconds per decision (default 1.0, the app's; 0: no time limit, "
                             "so the games depend on the seed only)")
    parser.add_argument("--positions", type=int, default=6, help="mid-game positions for the speed part")
    parser.add_argument("--mid", type=int, default=150, help="commands played before a position counts")
    parser.add_argument("--only", default=",".join(PARTS), help=f"parts to run (default {','.join(PARTS)})")
    parser.add_argument("--json", action="store_true", help="also print the figures as JSON at the end")
    parser.add_argument("--game", default=GAME, help=argparse.SUPPRESS)  # another game id, for a try
    args = parser.parse_args(argv)
    parts = [p.strip() for p in args.only.split(",") if p.strip()]
    unknown = sorted(set(parts) - set(PARTS))
    if unknown:
        parser.error(f"--only: no part {unknown[0]!r} (parts: {', '.join(PARTS)})")
    spec = game_spec(args.game)
    options = options_for(spec, args.layout)
    print(f"{spec.title}: bots' strength and balance, 4 seats, seeds from {args.seed}, options {options}")
    if unlisted_heuristic(spec):
        print("(the heuristic bot comes straight from sherwood/games/settlers/heuristic.py: "
              "SPEC.bots does not list it yet)")
    policy = spec.rollout_policy
    print("search rollouts: " + (f"{policy.__module__}.{policy.__qualname__}" if policy else "uniform"))
    report: dict[str, Any] = {"game": args.game, "options": options, "seed": args.seed}
    if "balance" in parts:
        report["balance"] = [table(spec, name, args, options) for name in ("random", "heuristic")]
    if "heuristic" in parts:
        report["heuristic_vs_random"] = duel(spec, "heuristic", "random", args.games, args, options)
    if "search" in parts:
        report["search_vs_heuristic"] = duel(spec, "ismcts", "heuristic", args.search_games, args, options)
    if "speed" in parts:
        report["search_speed"] = search_speed(spec, args, options)
    if args.json:
        print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
