"""JSON saves: what a match needs to be rebuilt, written atomically, checked on load.

A save holds the format name and version, the game id, seed, options, seats and the
command log, plus the state hash at the end. Loading replays the log through
:meth:`Match.apply`, so a save can never smuggle in a state the rules could not reach.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

import sherwood
from sherwood.engine.errors import BadSave, SherwoodError
from sherwood.engine.match import Match
from sherwood.engine.registry import game_spec
from sherwood.engine.values import Command, decode

FORMAT = "sherwood-save"
VERSION = 1


def match_to_json(match: Match) -> dict[str, Any]:
    """The save document of ``match``."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "app_version": sherwood.__version__,
        "game": match.game_id,
        "seed": match.seed,
        "options": dict(match.options),
        "seats": list(match.seats),
        "commands": [c.to_json() for c in match.log],
        "state_hash": match.state_hash(),
    }


def write_save(match: Match, path: Path) -> None:
    """Write ``match`` to ``path`` via a temporary file and a rename."""
    text = json.dumps(match_to_json(match), indent=1)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_save(path: Path) -> Match:
    """Load and verify a save file; every problem raises :class:`BadSave` naming the file."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise BadSave(f"{path}: cannot be read ({exc.strerror or exc})") from exc
    except UnicodeDecodeError:
        raise BadSave(f"{path}: is not a Sherwood save (not text)") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise BadSave(f"{path}: is damaged (invalid JSON at line {exc.lineno}: {exc.msg})") from None
    return match_from_json(data, str(path))


def match_from_json(data: Any, source: str = "save") -> Match:
    """Rebuild a match from a save document by replaying it."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise BadSave(f"{source}: is not a Sherwood save")
    if data.get("version") != VERSION:
        raise BadSave(f"{source}: is a save of format version {data.get('version')!r}; "
                      f"this Sherwood reads version {VERSION}")
    for key, kind in (("game", str), ("seed", int), ("options", dict), ("seats", list),
                      ("commands", list), ("state_hash", str)):
        if not isinstance(data.get(key), kind):
            raise BadSave(f"{source}: is damaged (field {key!r} is missing or not a {kind.__name__})")
    try:
        spec = game_spec(data["game"])
        match = Match.start(spec.id, data["seats"], data["seed"], data["options"])
    except SherwoodError as exc:
        raise BadSave(f"{source}: {exc}") from None
    kinds = spec.command_kinds
    for number, raw in enumerate(data["commands"], start=1):
        try:
            command = decode(raw, kinds)
            if not isinstance(command, Command):
                raise ValueError("not a command")
            match.apply(command)
        except (ValueError, TypeError) as exc:
            raise BadSave(f"{source}: is damaged (command {number} of {len(data['commands'])}: "
                          f"{exc})") from None
    if match.state_hash() != data["state_hash"]:
        raise BadSave(f"{source}: is damaged or from an incompatible version "
                      "(replaying it does not reach the saved state)")
    return match
