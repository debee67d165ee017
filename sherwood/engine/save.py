"""JSON saves: what a match needs to be rebuilt, written atomically, checked on load.

A save holds the format name and version, the game id, seed, options, seats and the
command log, plus the state hash at the end. Loading replays the log through
:meth:`Match.apply`, so a save can never smuggle in a state the rules could not reach.

Whatever is wrong with a file, :func:`read_save` raises :class:`BadSave` naming the file
and the problem, never another exception: a file over :data:`MAX_SAVE_BYTES` or nested
deeper than :data:`MAX_SAVE_DEPTH` is refused before it is replayed, and any error raised
while a command is replayed becomes a ``BadSave`` naming that command.

Games whose id starts with ``_`` (``_template``, the kernel's test game) are for tests:
their saves load only when the environment variable :data:`TEST_GAMES_ENV`
(``SHERWOOD_TEST_GAMES``) is ``1``, as ``tests/conftest.py`` sets it.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

import sherwood
from sherwood.engine.errors import BadSave, SherwoodError
from sherwood.engine.game import GameSpec
from sherwood.engine.match import Match
from sherwood.engine.registry import spec_of
from sherwood.engine.save_header import (  # noqa: F401  (FORMAT, VERSION and the limits: part of this module's API)
    FORMAT,
    MAX_SAVE_BYTES,
    MAX_SAVE_DEPTH,
    MAX_SEAT_LABEL,
    TEST_GAMES_ENV,
    VERSION,
    check_header,
    parse_save,
    test_games_allowed,
)
from sherwood.engine.values import Command, decode, shown
from sherwood.resources import write_atomically

REPLAY_ERRORS = (SherwoodError, ValueError, TypeError, KeyError, IndexError, AttributeError,
                 ArithmeticError, RecursionError)
"""What a damaged command may raise while it is replayed; each becomes a BadSave."""


def match_to_json(match: Match, *, with_hash: bool = True) -> dict[str, Any]:
    """The save document of ``match`` (``with_hash=False``: without the state hash, for a
    crash report whose state may be what broke; loading such a document is refused)."""
    document = {
        "format": FORMAT,
        "version": VERSION,
        "app_version": sherwood.__version__,
        "game": match.game_id,
        "seed": match.seed,
        "options": dict(match.options),
        "seats": list(match.seats),
        "commands": [c.to_json() for c in match.log],
    }
    if with_hash:
        document["state_hash"] = match.state_hash()
    return document


def write_save(match: Match, path: Path) -> None:
    """Write ``match`` to ``path`` atomically (see :func:`sherwood.resources.write_atomically`)."""
    write_atomically(path, json.dumps(match_to_json(match), indent=1))


def read_save(path: Path, game: GameSpec | None = None) -> Match:
    """Load and verify a save file; every problem raises :class:`BadSave` naming the file."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise BadSave(f"{path}: is not a Sherwood save (not a file)")
        if info.st_size > MAX_SAVE_BYTES:
            raise BadSave(f"{path}: is not a Sherwood save (it is {info.st_size:,} bytes; "
                          f"a save is at most {MAX_SAVE_BYTES:,})")
        with open(path, "rb") as f:
            raw = f.read(MAX_SAVE_BYTES + 1)
    except OSError as exc:
        raise BadSave(f"{path}: cannot be read ({exc.strerror or exc})") from exc
    if len(raw) > MAX_SAVE_BYTES:  # it grew after the size was checked
        raise BadSave(f"{path}: is not a Sherwood save (more than {MAX_SAVE_BYTES:,} bytes)")
    try:
        text = raw.decode("utf-8-sig")  # a BOM, as Notepad writes it, is not damage
    except UnicodeDecodeError:
        raise BadSave(f"{path}: is not a Sherwood save (not text)") from None
    return match_from_json(parse_save(text, str(path)), str(path), game)


def match_from_json(data: Any, source: str = "save", game: GameSpec | None = None) -> Match:
    """Rebuild a match from a save document by replaying it; raises BadSave naming
    ``source`` for anything wrong. The game is ``game`` when given (a save of another game
    is refused), else the catalogue's game of the save's id."""
    check_header(data, source)
    if game is not None and data["game"] != game.id:
        raise BadSave(f"{source}: is a save of {shown(data['game'])}, not of {game.title}")
    try:
        spec = spec_of(game if game is not None else data["game"])
        match = Match.start(spec, data["seats"], data["seed"], data["options"])
    except REPLAY_ERRORS as exc:
        raise BadSave(f"{source}: {_reason(exc)}") from None
    kinds = spec.command_kinds
    total = len(data["commands"])
    for number, raw in enumerate(data["commands"], start=1):
        try:
            command = decode(raw, kinds)
            if not isinstance(command, Command):
                raise ValueError("not a command")
            match.apply(command)
        except REPLAY_ERRORS as exc:
            raise BadSave(f"{source}: is damaged (command {number} of {total}: {_reason(exc)})") from None
    if match.state_hash() != data["state_hash"]:
        raise BadSave(f"{source}: is damaged or from an incompatible version "
                      "(replaying it does not reach the saved state)")
    return match


def _reason(exc: BaseException) -> str:
    """An error as one short line: a player's message as it is, anything else named."""
    if isinstance(exc, SherwoodError | ValueError):
        text = str(exc)
    else:
        text = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    return text if len(text) <= 300 else text[:300] + "…"
