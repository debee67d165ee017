"""The ``sherwood`` command: play, simulate, screenshot, replay, validate boards.

Heavy modules (pygame, the games) are imported inside the command that needs them, so
``sherwood --version`` and ``sherwood simulate`` start fast and work without a display.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import sherwood

if TYPE_CHECKING:
    from sherwood.engine.game import GameSpec

NO_DISPLAY = ("sherwood: no display found (DISPLAY and WAYLAND_DISPLAY are unset), so the window "
              "cannot open; try `sherwood simulate showdown --games 100` instead.")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code.

    A wrong argument or option (argparse's, or an error Sherwood reports, before any window
    opens) is one line on stderr, ``sherwood <command>: error: ...``, and exit code 2, with
    no crash report: each command checks what it was given (the game, the seats and their
    bots, the seed, the options, the files) before it opens a window. Anything else is a
    crash: :func:`sherwood.crash.handle` writes ``crash.txt`` (with the game on the table, to
    replay it) and says where, exit code 1. The packaged program's launcher calls this same
    function.
    """
    from sherwood import crash

    crash.begin()
    parser = _parser()
    args, extra = parser.parse_known_args(argv)  # --version and --help end here, before any game is known
    if extra:  # named by the command they were given to, not by `sherwood`
        _refuse(args.prog, f"unrecognized arguments: {' '.join(extra)}")
    import sherwood.games  # noqa: F401 (hands the kernel its catalogue: games are found by id)

    try:
        return args.handler(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # piped into a program that stopped reading (`... | head`)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # so the exit flush is quiet
        return 1
    except Exception as exc:
        from sherwood.engine.errors import SherwoodError

        if isinstance(exc, SherwoodError | ValueError) and not crash.window_opened():
            words = " ".join(str(exc).split())  # one line, whatever the message holds
            print(f"{args.prog}: error: {words}", file=sys.stderr)  # a clear line for a wrong argument
            return 2
        return crash.handle(exc)


class _Parser(argparse.ArgumentParser):
    """argparse, whose refusals are one line too: ``sherwood play: error: ...``, exit code 2."""

    def error(self, message: str) -> NoReturn:
        _refuse(self.prog, message)


def _refuse(prog: str, message: str) -> NoReturn:
    words = " ".join(message.split())
    print(f"{prog}: error: {words} (`{prog} --help` lists the arguments)", file=sys.stderr)
    sys.exit(2)


def _at_least(minimum: int) -> Any:
    """An argparse type: a whole number of at least ``minimum``."""
    def whole(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, not {text[:40]!r}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"must be at least {minimum}, not {value}")
        return value
    return whole


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="sherwood", description="Five Robin Hood board and card games at one table.")
    parser.add_argument("--version", action="version", version=f"sherwood {sherwood.__version__}")
    parser.add_argument("--selftest", action="store_true",
                        help="check boards, games and every scene without a window, then exit")
    parser.add_argument("--smoke-test", metavar="PNG", help=argparse.SUPPRESS)
    parser.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)
    parser.set_defaults(handler=_cmd_menu, prog=parser.prog)
    sub = parser.add_subparsers(title="commands", metavar="COMMAND")

    play = sub.add_parser("play", help="start a game straight away")
    play.add_argument("game", help="game id, e.g. showdown")
    play.add_argument("--seats", help="comma-separated: human or bot:NAME per seat "
                      "(e.g. human,bot:ismcts); default: you against the bot of your "
                      "default level (Settings)")
    play.add_argument("--seed", type=int, help="fixes the shuffle, for replaying a deal or testing "
                      "(default: a fresh, secret one, shown at the end)")
    _add_options(play)
    play.set_defaults(handler=_cmd_play, prog=play.prog)

    sim = sub.add_parser("simulate", help="play many games between bots, headless")
    sim.add_argument("game")
    sim.add_argument("--games", type=_at_least(1), default=100)
    sim.add_argument("--seed", type=int, default=0, help="seed of the first game; then +1 each")
    sim.add_argument("--bots", default="heuristic,random", help="one bot name per seat")
    sim.add_argument("--alternate", action="store_true",
                     help="rotate the bots round the seats from game to game")
    sim.add_argument("--workers", type=_at_least(1), default=1, help="processes to use on this machine")
    sim.add_argument("--ray", metavar="auto|ADDRESS",
                     help="play the games as Ray tasks instead (needs sherwood[cluster]): auto "
                          "joins the Ray cluster running here (or starts a local one), or give "
                          "its address, HOST:PORT or ray://HOST:PORT; same results as --workers")
    sim.add_argument("--chunk", type=_at_least(1), metavar="N",
                     help="games per task (default: 1 with --workers; with --ray about eight "
                          "tasks per CPU, at most 50 games each)")
    sim.add_argument("--json", action="store_true",
                     help="print the summary as JSON, with every game's seed, bots and outcome")
    sim.add_argument("--jsonl", metavar="PATH",
                     help="write each game as one JSON line to PATH as the games end "
                          "(-: to stdout, and the summary to stderr); "
                          "sherwood.ai.tournament.read_records reads it")
    sim.add_argument("--progress", action=argparse.BooleanOptionalAction,
                     help="games done, rate and time left on stderr (default: when stderr is "
                          "a terminal)")
    _add_options(sim)
    sim.set_defaults(handler=_cmd_simulate, prog=sim.prog)

    shot = sub.add_parser("screenshot", help="render a scene to a PNG without a window")
    shot.add_argument("game")
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--moves", type=_at_least(0), default=0, help="bot moves to play first")
    shot.add_argument("--out", default="shot.png")
    shot.add_argument("--size", default="1600x1000", help="WIDTHxHEIGHT")
    shot.add_argument("--scene", default="game",
                      help="game (default), menu, setup, privacy, pause, results, rules, "
                           "settings or load")
    shot.add_argument("--seats", help="comma-separated: human or bot:NAME per seat (the setup "
                                      "scene: only how many)")
    _add_options(shot)
    shot.set_defaults(handler=_cmd_screenshot, prog=shot.prog)

    replay = sub.add_parser("replay", help="check a save file and print its game, move by move")
    replay.add_argument("save")
    replay.set_defaults(handler=_cmd_replay, prog=replay.prog)

    boards = sub.add_parser("validate-boards", help="check every board layout in boards/")
    boards.set_defaults(handler=_cmd_validate_boards, prog=boards.prog)
    return parser


def _add_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option, e.g. -o encore=true (repeatable)")
    parser.add_argument("--encore", action="store_true", help="Showdown: the short Encore game")


def _options(args: argparse.Namespace) -> dict[str, Any]:
    from sherwood.games import game_spec

    choices = {o.name: o.choices for o in game_spec(args.game).options}
    options: dict[str, Any] = {}
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep:
            raise ValueError(f"option {item!r} should look like NAME=VALUE")
        name, value = name.strip(), value.strip()
        # a choice as it is written: the adventure's task_set "2" is a word, its camp 60 a number
        named = [c for c in choices.get(name, ()) if str(c).lower() == value.lower()]
        options[name] = named[0] if named else _parse_value(value)
    if args.encore:
        options["encore"] = True
    return options


def _parse_value(text: str) -> Any:
    lowered = text.lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    try:
        return int(text)
    except ValueError:
        return text


def _has_display() -> bool:
    if os.environ.get("SDL_VIDEODRIVER"):
        return True
    if sys.platform.startswith(("win", "darwin")):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _cmd_menu(args: argparse.Namespace) -> int:
    if args.selftest:
        from sherwood.selftest import run_selftest

        return run_selftest()
    if args.smoke_test:
        from sherwood.ui.app import smoke_test

        return smoke_test(args.smoke_test)
    if args.first_frame:  # bench/bench_startup.py: launch to the first drawn menu frame
        from sherwood.ui.app import first_frame

        return first_frame()
    if not _has_display():
        print(NO_DISPLAY, file=sys.stderr)
        return 2
    from sherwood.ui.app import run

    return run()


def _check_table(spec: GameSpec, seats: Sequence[str], seed: int | None, options: dict[str, Any]) -> None:
    """A wrong seat, bot, seed or option as a clear error before any window opens: the seats'
    bots made and the match the window would start, set up once and dropped (the game's own
    setup refuses what fits no table, e.g. the one-seat Robin Hood variant at four)."""
    from sherwood.ai import seat_bots
    from sherwood.engine import Match

    seat_bots(spec.id, seats, seed or 0)
    Match.start(spec, seats, seed, options)


def _require_table(spec: GameSpec) -> None:
    """A clear error, before any window opens, for a game whose rules exist but not its screen."""
    from sherwood.ui.games import playable

    if not playable(spec.id):
        raise ValueError(f"{spec.title} cannot be shown yet (its rules are built, its board is not); "
                         f"try `sherwood simulate {spec.id}`")


def _cmd_play(args: argparse.Namespace) -> int:
    from sherwood.games import game_spec

    spec = game_spec(args.game)
    _require_table(spec)
    if args.seats:
        seats = [s.strip() for s in args.seats.split(",")]
    else:  # you against the bot of your default level (the settings' bot_level)
        from sherwood.ui.bots import default_seats
        from sherwood.ui.settings import Settings

        seats = default_seats(spec.id, Settings.load().bot_level, count=spec.seat_counts.start)
    options = spec.resolve_options(_options(args), len(seats))
    _check_table(spec, seats, args.seed, options)
    if not _has_display():
        print(NO_DISPLAY, file=sys.stderr)
        return 2
    from sherwood.ui.app import run

    return run(game_id=spec.id, seats=seats, seed=args.seed, options=options)


def _cmd_simulate(args: argparse.Namespace) -> int:
    """The games go to ``--jsonl`` one line each as they end (in game order), whichever runner
    plays them; the summary follows (to stderr when the lines take stdout)."""
    import contextlib

    from sherwood.ai.tournament import LocalRunner, Progress, Runner, dump_record, run_tournament

    bots = [b.strip() for b in args.bots.split(",")]
    if args.jsonl and args.jsonl != "-" and not Path(args.jsonl).resolve().parent.is_dir():
        raise ValueError(f"--jsonl: there is no folder {Path(args.jsonl).parent} to write {args.jsonl} in")
    runner: Runner
    if args.ray is not None:
        if args.workers != 1:
            raise ValueError("--workers is for this machine; with --ray the cluster's CPUs play")
        from sherwood.ai.cluster import RayRunner

        runner = RayRunner(args.ray, chunk=args.chunk)  # checks the address; connects later
    else:
        runner = LocalRunner(args.workers, args.chunk or 1)
    show = args.progress if args.progress is not None else sys.stderr.isatty()
    report = sys.stderr if args.jsonl == "-" else sys.stdout
    with contextlib.ExitStack() as stack:
        lines: list[Any] = [sys.stdout] if args.jsonl == "-" else []

        def write(record: dict[str, Any]) -> None:
            if not lines:  # opened at the first game: a wrong argument leaves an old file be
                try:
                    lines.append(stack.enter_context(open(args.jsonl, "w", encoding="utf-8", buffering=1)))
                except OSError as exc:
                    raise ValueError(f"--jsonl: cannot write {args.jsonl} ({exc.strerror or exc})") from None
            print(dump_record(record), file=lines[0])

        summary = run_tournament(
            args.game, bots, games=args.games, first_seed=args.seed, options=_options(args),
            alternate=args.alternate, runner=runner, progress=Progress() if show else None,
            on_record=write if args.jsonl else None)
    if args.json:
        print(json.dumps({**summary.to_json(), "results": list(summary.records())}, indent=2),
              file=report)
    else:
        print(summary.report(), file=report)
    return 0


def _cmd_screenshot(args: argparse.Namespace) -> int:
    from sherwood.games import game_spec

    width, _, height = args.size.lower().partition("x")
    if not (width.isdigit() and height.isdigit()):
        raise ValueError(f"--size should look like 1600x1000, not {args.size[:40]!r}")
    spec = game_spec(args.game)
    options = _options(args)
    seats = [s.strip() for s in args.seats.split(",")] if args.seats else None
    if args.scene not in ("menu", "settings", "load"):
        _require_table(spec)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from sherwood.ui.app import MATCH_SCENES, SCENES, scene_seats, screenshot
    from sherwood.ui.settings import MAX_WINDOW, MIN_WINDOW

    size = (int(width), int(height))
    if not (MIN_WINDOW[0] <= size[0] <= MAX_WINDOW[0] and MIN_WINDOW[1] <= size[1] <= MAX_WINDOW[1]):
        raise ValueError(f"--size is from {MIN_WINDOW[0]}x{MIN_WINDOW[1]} to "
                         f"{MAX_WINDOW[0]}x{MAX_WINDOW[1]}, not {args.size}")
    if args.scene not in SCENES:
        raise ValueError(f"--scene is one of {', '.join(SCENES)}, not {args.scene[:40]!r}")
    if args.scene in MATCH_SCENES:  # the match the scene shows, its seats as the scene seats them
        _check_table(spec, scene_seats(args.scene, spec.id, seats), args.seed, options)
    elif args.scene == "setup" and seats:  # the setup scene takes only how many
        from sherwood.engine import Match

        Match.start(spec, len(seats), 1, options)
    else:
        spec.resolve_options(options)
    _check_writable(Path(args.out))
    path = screenshot(args.game, scene=args.scene, seed=args.seed, moves=args.moves,
                      out=args.out, size=size, options=options, seats=seats)
    print(f"wrote {path}")
    return 0


def _check_writable(path: Path) -> None:
    """A clear error now for a file that cannot be written (no such folder, no right to it),
    not a crash once the picture is drawn; a file made for the check is removed again."""
    existed = path.exists()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "ab"):
            pass
    except OSError as exc:
        raise ValueError(f"cannot write {path} ({exc.strerror or exc})") from None
    if not existed:
        path.unlink(missing_ok=True)


def _cmd_replay(args: argparse.Namespace) -> int:
    from sherwood.engine import Match

    match = Match.load(args.save)
    names = match.names
    print(f"{match.spec.title}, seed {match.seed}, options {dict(match.options)}, "
          f"seats {', '.join(match.seats)}")
    for number, turn in enumerate(match.history, start=1):
        print(f"{number:4d}. {turn.command.describe(names)}")
        for event in turn.events:
            print(f"        {event.describe(names)}")
    state = "over" if match.is_over else f"{names[match.active_seat]} to move"
    print(f"{len(match.log)} commands; the game is {state}; scores {match.scores()}")
    return 0


def _cmd_validate_boards(args: argparse.Namespace) -> int:
    """Each board against the schema and against what its games need (``board_needs``);
    a board with several problems gets one line each, indented under its name."""
    from sherwood.engine.layout import validate_boards

    results = validate_boards()
    for board, problem in results:
        first, *more = (problem or "ok").splitlines()
        print(f"{board}: {first}")
        for line in more:
            print(f"{' ' * (len(board) + 2)}{line}")
    failed = sum(problem is not None for _, problem in results)
    print(f"{len(results)} boards, {failed} with errors")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
