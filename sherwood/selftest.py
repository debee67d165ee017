"""``sherwood --selftest``: check that this copy of Sherwood is whole, without a window.

It is meant first for the packaged executable, where a missing board, font or module
would otherwise only show when a player reaches it. In order, it:

1. finds the bundled files and the player's folder (and says where saves live), and lists
   the games found (Sherwood's own and other packages', :mod:`sherwood.games`);
2. validates every board layout in ``boards/``;
3. plays one complete game of every built game between its bots (and one solo game where a
   game has a solo mode), checking the game's invariants after every command;
   and has one search decision made in a bot process with a search worker (the processes
   the table's bots think in, :mod:`sherwood.ai.host`);
4. renders one frame of every scene to an off-screen surface (the dummy video driver):
   the menu, settings and load dialogs once, the other scenes for every game with a table.

Each check prints one line, ``ok`` or ``FAILED`` with the reason; the exit code is 0 when
all passed, 1 otherwise. The report also goes to ``selftest.txt`` in the player's folder,
because a windowed program on Windows has no terminal to print to.
"""

from __future__ import annotations

import os
import sys
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

import sherwood

REPORT_FILE = "selftest.txt"


class _Report:
    def __init__(self, write: Callable[[str], None]):
        self.write = write
        self.lines: list[str] = []
        self.failures = 0

    def say(self, line: str) -> None:
        self.lines.append(line)
        self.write(line)

    @contextmanager
    def check(self, name: str) -> Iterator[list[str]]:
        """Run one check; the block may append a detail for the ``ok`` line."""
        detail: list[str] = []
        started = time.perf_counter()
        try:
            yield detail
        except Exception as exc:  # a self-test reports every failure and goes on
            self.failures += 1
            self.say(f"FAILED  {name}: {type(exc).__name__}: {exc}")
            for line in traceback.format_exc().rstrip().splitlines()[-6:]:
                self.say(f"        {line}")
        else:
            extra = f" ({detail[0]})" if detail else ""
            self.say(f"ok      {name}{extra} [{time.perf_counter() - started:.2f} s]")


def built_games() -> list[str]:
    """The games players can play (the menu's games that have rules), in menu order."""
    from sherwood.games import listed

    return [entry.id for entry in listed() if entry.rules is not None]


def run_selftest(write: Callable[[str], None] | None = None, games: Sequence[str] | None = None) -> int:
    """Run every check, printing one line each; returns the exit code (0: all passed).

    ``games``: the games to play and draw (default: :func:`built_games`, every one)."""
    chosen = built_games() if games is None else list(games)
    report = _Report(write or (lambda line: print(line, flush=True)))
    frozen = "frozen" if getattr(sys, "frozen", False) else "from source"
    report.say(f"Sherwood {sherwood.__version__} self-test ({frozen}, Python {sys.version.split()[0]})")
    _check_files(report)
    _check_catalogue(report)
    _check_boards(report)
    for game_id in chosen:
        _check_game(report, game_id)
    _check_bot_process(report)
    _check_scenes(report, chosen)
    verdict = "passed" if report.failures == 0 else f"FAILED: {report.failures} check(s)"
    report.say(f"self-test {verdict}")
    _keep_report(report)
    return 0 if report.failures == 0 else 1


def _check_files(report: _Report) -> None:
    from sherwood.resources import bundle_root, resource_path, user_dir

    with report.check("bundled files") as detail:
        root = bundle_root()
        for needed in (("assets", "theme.json"), ("assets", "fonts")):
            if not resource_path(*needed).exists():
                raise FileNotFoundError(f"{resource_path(*needed)} is missing")
        detail.append(str(root))
    with report.check("player folder (settings and saves)") as detail:
        folder = user_dir()
        probe = folder / ".selftest-probe"
        probe.write_text("ok", encoding="utf-8")
        probe.unlink()
        detail.append(str(folder))


def _check_catalogue(report: _Report) -> None:
    """The games found: Sherwood's own and those of other installed packages (the
    ``sherwood.games`` entry points), none of which failed to load."""
    from sherwood.games import PROBLEMS, catalogue

    with report.check("games") as detail:
        found = catalogue()
        if PROBLEMS:
            raise RuntimeError("; ".join(PROBLEMS))
        detail.append(", ".join(e.id for e in found.values() if e.listed))


def _check_boards(report: _Report) -> None:
    from sherwood.engine.layout import validate_boards

    with report.check("boards") as detail:
        results = validate_boards()
        broken = [problem for _, problem in results if problem is not None]
        if broken:
            raise ValueError("; ".join(broken))
        if not results:
            raise FileNotFoundError("no boards found")
        detail.append(", ".join(board for board, _ in results))


def _check_game(report: _Report, game_id: str) -> None:
    from sherwood.ai import bot_infos, bot_seed, make_bot
    from sherwood.engine import Match
    from sherwood.engine.simulate import play_out
    from sherwood.games import game_spec

    spec = game_spec(game_id)
    names = [info.name for info in bot_infos(game_id) if info.name != "ismcts"]
    tables = [2 if 2 in spec.seat_counts else spec.seat_counts.start]
    if 1 in spec.seat_counts and 1 not in tables:
        tables.append(1)  # a solo game plays rules of its own (Settlers' Robin Hood, ...)
    for seats in tables:
        solo = " (solo)" if seats == 1 and len(spec.seat_counts) > 1 else ""
        who = "between bots" if seats > 1 else "by a bot"
        title = f"{spec.title}{solo}: one game {who}"
        with report.check(title) as detail:
            bots = [make_bot(game_id, names[seat % len(names)], seat, bot_seed(1, seat, "selftest"))
                    for seat in range(seats)]
            labels = [f"bot:{names[seat % len(names)]}" for seat in range(seats)]
            match = play_out(Match.start(game_id, labels, seed=1), bots, check_invariants=True)
            detail.append(f"{len(match.log)} commands, scores {match.scores()}")


def _check_bot_process(report: _Report) -> None:
    from sherwood.ai.host import BotHost
    from sherwood.engine import Match

    with report.check("a bot decision in a worker process") as detail:
        labels = ["bot:ismcts", "bot:ismcts"]
        match = Match.start("showdown", labels, seed=1)
        while len(match.legal_commands()) < 2:
            match.apply(match.legal_commands()[0])
        host = BotHost("showdown", labels, 1, processes=1, search={"iterations": 20, "seconds": None})
        try:
            seat = match.active_seat
            answer = host.answer(host.ask(seat, match.view(seat), match.legal_commands()), timeout=60)
            if answer is None:
                raise TimeoutError("the bot process gave no answer in 60 s")
            command = answer.result()
            pids = host.pids()
        finally:
            host.close()
        searched = answer.report
        if command not in match.legal_commands() or (searched.trees, searched.iterations) != (2, 20):
            raise RuntimeError(f"the answer {command!r} after {searched} is not a search's")
        detail.append(f"processes {pids[0]} and {pids[1]}: {command!r}")


def _check_scenes(report: _Report, games: Sequence[str]) -> None:
    app = None
    with report.check("display (off screen)"):
        os.environ["SDL_VIDEODRIVER"] = "dummy"  # never a window, even where a display exists
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame

        from sherwood.ui.app import SCENES, offscreen_app, stage_scene
        from sherwood.ui.games import playable

        app = offscreen_app((1280, 800))
    if app is None:
        return
    try:
        once = ("menu", "settings", "load")
        tables = [game_id for game_id in games if playable(game_id)]
        plan = [(scene, tables[0] if tables else "showdown") for scene in once]
        plan += [(scene, game_id) for game_id in tables for scene in SCENES
                 if scene not in once and (scene != "privacy" or _hot_seat(game_id))]
        for scene, game_id in plan:
            name = f"scene {scene}" if scene in once else f"scene {scene} of {game_id}"
            with report.check(name):
                stage_scene(app, scene, game_id, seed=3)
                app.step(1 / 60)
                _check_drawn(app.screen)
                app.close()
    finally:
        app.close()
        pygame.display.quit()


def _hot_seat(game_id: str) -> bool:
    """Whether ``game_id`` can seat two people, so that it has a privacy curtain (the solo
    adventure has one seat only)."""
    from sherwood.games import game_spec

    return max(game_spec(game_id).seat_counts) >= 2


def _check_drawn(surface) -> None:
    """A frame that is one flat colour means nothing was drawn."""
    import pygame

    small = pygame.transform.scale(surface, (32, 20))
    colours = {small.get_at((x, y))[:3] for x in range(32) for y in range(20)}
    if len(colours) < 8:
        raise RuntimeError(f"the frame is nearly blank ({len(colours)} colours)")


def _keep_report(report: _Report) -> None:
    from sherwood.resources import user_dir

    try:
        path = user_dir(REPORT_FILE)
        path.write_text("\n".join(report.lines) + "\n", encoding="utf-8")
    except OSError as exc:
        report.write(f"(could not keep the report: {exc})")
    else:
        report.write(f"report kept in {path}")
