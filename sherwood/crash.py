"""One crash handler for the ``sherwood`` command and the packaged program.

:func:`sherwood.cli.main` sends any unexpected error here (the packaged program's
``build/launch.py`` only calls ``main``). :func:`handle` writes ``crash.txt`` with the
version, the platform, the command line, the traceback and, when a game was on the table,
its game, seed, seats, options and command log as a save document, so the crash can be
replayed; the same document goes beside it as ``crash-game.json``, which
``sherwood replay`` and the Load screen open. The report goes to the player's Sherwood
folder, or to the temporary folder when that cannot be written, and one line on stderr
says where. Nothing is drawn: the window may be in any state.

The game scene calls :func:`remember_match` when it takes a match. No pygame here, and
nothing here may raise.
"""

from __future__ import annotations

import contextlib
import datetime
import json
import platform
import sys
import tempfile
import traceback
import weakref
from pathlib import Path
from typing import Any

import sherwood

REPORT = "crash.txt"
GAME = "crash-game.json"

_state: dict[str, Any] = {"match": None, "window": False}


def begin() -> None:
    """A new run of the command: nothing remembered yet."""
    _state["match"] = None
    _state["window"] = False


def remember_match(match: Any) -> None:
    """The match on the table now: a crash report includes it (held weakly where possible)."""
    try:
        _state["match"] = weakref.ref(match)
    except TypeError:
        _state["match"] = lambda: match


def note_window() -> None:
    """A window was opened: from now on an error is a crash, not a wrong argument."""
    _state["window"] = True


def window_opened() -> bool:
    return bool(_state["window"])


def current_match() -> Any:
    ref = _state["match"]
    return ref() if ref is not None else None


def handle(exc: BaseException) -> int:
    """Write the report for ``exc``, tell the player where it is; the exit code (1)."""
    path = write_report(exc)
    summary = f"{type(exc).__name__}: {exc}".strip().rstrip(":")
    if len(summary) > 200:
        summary = summary[:197] + "..."
    if path is None:
        message = (f"Sherwood stopped because of an error ({summary}), and no crash report "
                   f"could be written:\n{report_text(exc)}")
    else:
        message = f"Sherwood stopped because of an error ({summary}); the details are in {path}"
    with contextlib.suppress(Exception):
        print(message, file=sys.stderr, flush=True)
    return 1


def write_report(exc: BaseException, folders: list[Path] | None = None) -> Path | None:
    """Write ``crash.txt`` (and ``crash-game.json`` if a game was on) in the first folder
    that can be written, the player's folder then the temporary folder; its path, or None."""
    text = report_text(exc)
    game = _game_document()
    for folder in folders if folders is not None else candidate_folders():
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / REPORT
            path.write_text(text, encoding="utf-8")
        except Exception:
            continue
        if game is not None:
            with contextlib.suppress(Exception):
                (folder / GAME).write_text(json.dumps(game, indent=1), encoding="utf-8")
        return path
    return None


def candidate_folders() -> list[Path]:
    folders = []
    with contextlib.suppress(Exception):
        from sherwood.resources import user_dir

        folders.append(user_dir())
    with contextlib.suppress(Exception):
        temp = Path(tempfile.gettempdir())
        folders += [temp / "sherwood", temp]
    return folders


def report_text(exc: BaseException) -> str:
    """The report: what was running, the traceback, and the game to replay."""
    lines = [
        f"Sherwood {sherwood.__version__} stopped because of an error.",
        f"When: {datetime.datetime.now().isoformat(timespec='seconds')}",
        f"Python {platform.python_version()} on {platform.platform()}",
        f"Command: {' '.join(sys.argv)}",
        "",
        "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)).rstrip(),
        "",
    ]
    lines += _game_lines()
    return "\n".join(lines) + "\n"


def _game_lines() -> list[str]:
    match = current_match()
    if match is None:
        return ["No game was on the table."]
    out = []
    try:
        out.append(f"Game: {match.spec.title} ({match.game_id})")
        out.append(f"Seed: {match.seed}")
        out.append(f"Seats: {', '.join(match.seats)}")
        out.append(f"Options: {json.dumps(dict(match.options))}")
        out.append(f"Commands applied: {len(match.log)}")
    except Exception as err:  # a half-broken match still gives what it can
        out.append(f"(the game could not be described: {err!r})")
    document = _game_document()
    if document is not None:
        out += [
            "",
            f"The game as a save (also written to {GAME}; `sherwood replay {GAME}` replays it):",
            json.dumps(document, indent=1),
        ]
    return out


def _game_document() -> dict[str, Any] | None:
    """The match on the table as a save document (its log, seed and options), or None."""
    match = current_match()
    if match is None:
        return None
    from sherwood.engine.save import match_to_json

    for with_hash in (True, False):  # without the state hash the second time: it may be what broke
        try:
            return match_to_json(match, with_hash=with_hash)
        except Exception:
            continue
    return None
