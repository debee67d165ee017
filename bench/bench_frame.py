"""Frame times of every game's table at a busy moment: idle, animating, and while a bot thinks.

    python bench/bench_frame.py [--game all|showdown|merry_men|settlers|lieutenants|adventures]
                                [--condition all|idle|animating|thinking|thread]
                                [--frames 300] [--size 1920x1080] [--json] [--profile out.prof]

Each game is staged at a busy mid-game position reached by seeded play (``STAGES``):

- ``showdown``: heuristic bots play 22 commands of seed 1 (mid-melee); the pointer rests on
  the first hand card (hover lift and tooltip).
- ``merry_men``: four seats with every module, at the moment of seeded random play with the
  most hideouts filled (guards and Merry Men; ``--search`` seeds are tried), at a hero-phase
  decision (every legal location ringed).
- ``settlers``, ``lieutenants``: four seats, heuristic bots play to past the middle of a game
  (Settlers: to a turn that may build roads, settlements and cities, 35 choices);
  ``adventures``: the solo game, the bot plays a third of it.

and measured in each condition (the table drawn from the deciding seat's side):

- ``idle``: the human deciding, nothing moving, the pointer on the first glowing target (the
  legal targets pulse); the app's loop would stop drawing such a table after a second and a
  half, so this is the worst idle frame.
- ``animating``: the same table while the animation queue plays the events of the last
  commands that led here (at normal speed), again and again; Merry Men adds a carriage that
  drives and four dice that tumble, as this bench did before.
- ``thinking``: the same position with a search bot ("ismcts") at the deciding seat and a
  human watching: the game scene drives the bot through its own path (``PlayScene`` and
  :class:`sherwood.ui.bots.BotWorker`: a thread or a worker process, whichever is in
  place); its answer is thrown away and it starts thinking again.
- ``thread``: the reference of the old path, the same bot's ``choose`` run in a thread of
  this process by the bench itself, whatever BotWorker does.

Frames are paced at 60 a second as the app's loop does (``--no-pace``: back to back): a
thinking thread takes the interpreter while the loop sleeps, as it does in the app.
Prints the median, the 95th percentile and the worst of the whole frame (events, update,
draw, flip) per game and condition. Run by hand; not part of the tests.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SHERWOOD_HOME", tempfile.mkdtemp(prefix="sherwood-bench-"))

GAMES = ("showdown", "merry_men", "settlers", "lieutenants", "adventures")
CONDITIONS = ("idle", "animating", "thinking", "thread")
THINKER = "ismcts"  # the bot that thinks longest (about a second a move) in every game
RECORDED = 30  # commands before the position whose events the animating condition replays


@dataclass
class Position:
    """A seeded position: the game, its seat count, options, seed and the commands played."""

    game: str
    seats: int
    seed: int
    commands: list
    options: dict = field(default_factory=dict)
    what: str = ""


def bot_position(game: str, seats: int, seed: int, moves: int, choices: int = 3, options=None) -> Position:
    """Heuristic bots play ``moves`` commands of a new match, then on to the next decision
    among ``choices`` or more commands (a choice worth a search, with targets to glow)."""
    from sherwood.ai import bot_infos, bot_seed, make_bot
    from sherwood.engine import Match

    match = Match.start(game, seats, seed, options)
    names = [b.name for b in bot_infos(game)]
    name = "heuristic" if "heuristic" in names else names[0]
    bots = [make_bot(game, name, s, bot_seed(seed, s, name)) for s in range(seats)]
    log = []
    while not match.is_over and (len(log) < moves or len(match.legal_commands()) < choices):
        seat = match.active_seat
        command = bots[seat].choose(match.view(seat), match.legal_commands())
        match.apply(command)
        log.append(command)
    return Position(game, seats, seed, log, dict(options or {}), f"{len(log)} bot moves of seed {seed}")


def busiest_merry_men(search: int) -> Position:
    """The commands of the random 4-seat game (all modules) reaching the fullest board at a
    hero-phase decision."""
    from sherwood.engine import Match
    from sherwood.games.merry_men.prompts import HeroPrompt

    options = {"friar_tuck": True, "spies": True, "golden_arrow": True}
    best: tuple[int, int, list] = (-1, 0, [])
    for seed in range(search):
        match = Match.start("merry_men", 4, seed, options)
        rng = random.Random(seed)
        log: list = []
        while not match.is_over:
            b = match.view(match.active_seat).board
            if isinstance(b["prompt"], HeroPrompt):
                filled = sum(
                    1
                    for loc, row in b["guards"].items()
                    for h in range(4)
                    if row[h] or b["occupant"][loc][h] is not None
                )
                if filled > best[0]:
                    best = (filled, seed, list(log))
            command = rng.choice(match.legal_commands())
            match.apply(command)
            log.append(command)
        if best[0] == 24:
            break
    filled, seed, log = best
    return Position("merry_men", 4, seed, log, options, f"hero phase, {filled} of 24 hideouts filled")


def position(game: str, args) -> Position:
    if game == "showdown":
        return bot_position("showdown", 2, args.seed, args.moves)
    if game == "merry_men":
        return busiest_merry_men(args.search)
    if game == "settlers":
        return bot_position("settlers", 4, 1, 250, choices=20)  # roads, settlements, cities
    if game == "lieutenants":
        return bot_position("lieutenants", 4, 1, 120)
    return bot_position("adventures", 1, 1, 12)


@dataclass
class Staged:
    play: Any
    what: str
    before_frame: Any = None
    after: Any = None  # called once the frames are measured


def _replay(pos: Position, labels: list[str], viewer: int | None):
    """The match at ``pos`` with seat ``labels``; the last RECORDED commands' events with the
    views of ``viewer`` around each (for the animating condition)."""
    from sherwood.engine import Match

    match = Match.start(pos.game, labels, pos.seed, pos.options or None)
    recorded = []
    for i, command in enumerate(pos.commands):
        keep = viewer is not None and i >= len(pos.commands) - RECORDED
        before = match.view(viewer) if keep else None
        events = match.apply(command)
        if keep:
            recorded.append((events, before, match.view(viewer)))
    return match, recorded


def _point_at_target(play) -> str:
    """Rest the pointer on the first glowing target (Showdown: the first hand card)."""
    table = play.table
    if play.match.game_id == "showdown" and play.my_turn:
        hand = table.geometry(play.view).hand[play.viewer]
        if hand:
            x, y, w, h = hand[0][1]
            play.mouse = table.T.point(x + w / 2, y + h / 2)
            return "pointer on a hand card"
    glowing = [t for t in table.targets() if t.glow]
    if glowing:
        x, y, w, h = glowing[0].box
        play.mouse = table.T.point(x + w / 2, y + h / 2)
        return f"{len(glowing)} targets glowing, pointer on one"
    w, h = play.app.size
    play.mouse = (w // 2, h // 2)
    return "pointer mid-table"


def stage(app, pos: Position, condition: str) -> Staged:
    from sherwood.engine import Match
    from sherwood.ui.scenes.play import PlayScene

    probe = Match.start(pos.game, pos.seats, pos.seed, pos.options or None)
    for command in pos.commands:
        probe.apply(command)
    active = probe.active_seat
    if condition in ("idle", "animating"):
        labels = ["bot:heuristic"] * pos.seats
        labels[active] = "human"
        match, recorded = _replay(pos, labels, active)
        play = PlayScene(app, match, run_bots=False, autosave=False)
        app.scenes.push(play)
        app.step(1 / 60)
        pointer = _point_at_target(play)
        what = f"{pos.what}, {pointer}"
        if condition == "idle":
            return Staged(play, what)
        return _animating(play, recorded, what)
    # a bot decides; a human (another seat) watches, or nobody in a solo game
    labels = ["bot:heuristic"] * pos.seats
    labels[active] = f"bot:{THINKER}"
    if pos.seats > 1:
        labels[(active + 1) % pos.seats] = "human"
    match, _ = _replay(pos, labels, None)
    if condition == "thinking":
        play = PlayScene(app, match, run_bots=True, autosave=False)
        decided = []
        play.apply = lambda command: decided.append(command) or True  # keep thinking, same position
        app.scenes.push(play)
        app.step(1 / 60)
        pointer = _point_at_target(play)

        def after():
            print(f"  ({len(decided)} decisions made while measuring)", file=sys.stderr)

        return Staged(play, f"{pos.what}, {pointer}, {THINKER} thinking (BotWorker)", None, after)
    from sherwood.ai import bot_seed, make_bot

    play = PlayScene(app, match, run_bots=False, autosave=False)
    app.scenes.push(play)
    app.step(1 / 60)
    pointer = _point_at_target(play)
    bot = make_bot(pos.game, THINKER, active, bot_seed(pos.seed, active, THINKER))
    view, legal = match.view(active), match.legal_commands()
    stop = threading.Event()
    decided = []

    def think():
        while not stop.is_set():
            decided.append(bot.choose(view, legal))

    thread = threading.Thread(target=think, daemon=True)
    thread.start()

    def after():
        stop.set()
        cancel = getattr(bot, "cancel", None)
        if callable(cancel):
            cancel()
        thread.join(5)
        print(f"  ({len(decided)} decisions made while measuring)", file=sys.stderr)

    return Staged(play, f"{pos.what}, {pointer}, {THINKER} thinking in a plain thread", None, after)


def _animating(play, recorded, what: str) -> Staged:
    """Keep the queue playing the recorded commands' steps (the last ones giving at least two
    seconds of animation); Merry Men also drives a carriage and rolls four dice."""
    table = play.table
    chosen: list = []
    total = 0.0
    for events, before, after in reversed(recorded):
        steps = [s for e in events for s in table.build_steps(e, before, after)]
        if steps:
            chosen.insert(0, (events, before, after))
            total += sum(s.length for s in steps)
        if total >= 2.0:
            break
    extra: list = []
    if play.match.game_id == "merry_men":
        from sherwood.games.merry_men import events as E

        view = play.view
        free = [r for r, row in view.board["carriages"].items() if row[0] is None]
        road = free[0] if free else "road_2"
        carriage = view.board["carriage_bag"][0] if view.board["carriage_bag"] else "C01"
        busy = [
            E.CarriageDrawn(road, carriage),
            E.DiceRolled(play.match.active_seat, "fight", "sword", (6, 2, 5, 3), 2, 1),
            E.CarriageMoved(road, carriage, "S", "W1"),
        ]
        extra = [(busy, view, view)]

    def keep_busy():
        if not play.anim.busy:
            steps = [
                s for events, b, a in chosen + extra for e in events for s in table.build_steps(e, b, a)
            ]
            play.anim.push_steps(steps)

    n = sum(len(events) for events, _, _ in chosen)
    return Staged(play, f"{what}, {n} events of the last moves replayed ({total:.1f} s)", keep_busy)


def percentile(times: list[float], q: float) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


def measure(game: str, condition: str, pos: Position, args) -> dict:
    import pygame

    from sherwood.ui.app import App
    from sherwood.ui.settings import Settings

    width, height = (int(v) for v in args.size.lower().split("x"))
    app = App((width, height), settings=Settings(animation_speed="normal"), autosave=False)
    staged = stage(app, pos, condition)
    pace = 0.0 if args.no_pace else 1 / 60
    profiler = None

    clock = time.thread_time if args.cpu else time.perf_counter

    def frame() -> float:
        if staged.before_frame:
            staged.before_frame()
        begun = time.perf_counter()
        start = clock()
        app.step(1 / 60)
        took = clock() - start
        if pace:
            rest = pace - (time.perf_counter() - begun)
            if rest > 0:
                time.sleep(rest)
        return took * 1000

    for _ in range(args.warmup):
        frame()
    if args.profile:
        import cProfile

        profiler = cProfile.Profile()
        profiler.enable()
    times = [frame() for _ in range(args.frames)]
    if profiler is not None:
        profiler.disable()
        out = args.profile if len(args.games) * len(args.conditions) == 1 else (
            f"{args.profile}.{game}.{condition}"
        )
        profiler.dump_stats(out)
    if staged.after:
        staged.after()
    result = {
        "game": game,
        "condition": condition,
        "frames": len(times),
        "p50": percentile(times, 0.5),
        "p95": percentile(times, 0.95),
        "max": max(times),
        "what": staged.what,
    }
    app.close()
    pygame.display.quit()
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="all", help="all, or one or more of: " + ", ".join(GAMES))
    parser.add_argument("--condition", default="all", help="all, or one or more of: " + ", ".join(CONDITIONS))
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--warmup", type=int, default=30, help="frames drawn first (caches warm)")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--seed", type=int, default=1, help="showdown: the seed")
    parser.add_argument("--moves", type=int, default=22, help="showdown: bot moves first (22: mid-melee)")
    parser.add_argument(
        "--search", type=int, default=60, help="merry_men: seeds searched for the fullest board"
    )
    parser.add_argument("--no-pace", action="store_true", help="draw frames back to back")
    parser.add_argument(
        "--cpu",
        action="store_true",
        help="time the main thread's CPU, not the wall clock (steadier on a busy machine; "
        "blind to waiting for the interpreter lock)",
    )
    parser.add_argument("--json", action="store_true", help="one JSON object a line")
    parser.add_argument("--profile", help="write cProfile stats of the measured frames here")
    args = parser.parse_args(argv)
    args.games = list(GAMES) if args.game == "all" else args.game.split(",")
    args.conditions = list(CONDITIONS) if args.condition == "all" else args.condition.split(",")
    for name, known in ((args.games, GAMES), (args.conditions, CONDITIONS)):
        unknown = [n for n in name if n not in known]
        if unknown:
            parser.error(f"unknown: {', '.join(unknown)} (known: {', '.join(known)})")

    if not args.json:
        clock = "main thread CPU" if args.cpu else "wall clock"
        print(f"{'game':<12} {'condition':<10} {'p50':>7} {'p95':>7} {'max':>7}  ms ({clock}), {args.size}")
    for game in args.games:
        pos = position(game, args)
        for condition in args.conditions:
            r = measure(game, condition, pos, args)
            if args.json:
                print(json.dumps(r), flush=True)
            else:
                figures = f"{r['p50']:7.2f} {r['p95']:7.2f} {r['max']:7.2f}"
                print(f"{game:<12} {condition:<10} {figures}  {r['what']}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
