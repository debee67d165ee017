"""A save's header, read and checked without the kernel's matches or any game's rules.

The menu lists the saves in progress on its first frame: it reads each file's header (format,
version, game, seed, options, seats, the command log's presence, the state hash) through
:func:`parse_save` and :func:`check_header` and replays nothing, so this module imports only
the kernel's errors. :mod:`sherwood.engine.save` checks the same header before it replays a
save, and re-exports these names.
"""

from __future__ import annotations

import json
import os
import re
from itertools import accumulate
from typing import Any

from sherwood.engine.errors import BadSave
from sherwood.engine.rng import SEED_LIMIT

FORMAT = "sherwood-save"
VERSION = 1
MAX_SAVE_BYTES = 16 * 1024 * 1024
"""The largest save read (a long four-player game is well under a megabyte)."""
MAX_SAVE_DEPTH = 32
"""The deepest nesting of lists and objects in a save (a real one nests 4 deep)."""
MAX_SEAT_LABEL = 100
TEST_GAMES_ENV = "SHERWOOD_TEST_GAMES"


def test_games_allowed() -> bool:
    """Whether saves of test games (ids starting with ``_``) may be loaded: only in tests."""
    return os.environ.get(TEST_GAMES_ENV) == "1"


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save may hold")


def parse_save(text: str, source: str = "save") -> Any:
    """The JSON document of a save's text, refused with a BadSave when it nests deeper than
    :data:`MAX_SAVE_DEPTH` (counted on the text, before any parsing) or is not JSON."""
    if _depth(text) > MAX_SAVE_DEPTH:
        raise BadSave(f"{source}: is damaged (nested more than {MAX_SAVE_DEPTH} levels deep)")
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise BadSave(f"{source}: is damaged (invalid JSON at line {exc.lineno}: {exc.msg})") from None
    except RecursionError:  # the depth check above makes this unreachable; kept as a guard
        raise BadSave(f"{source}: is damaged (nested more than {MAX_SAVE_DEPTH} levels deep)") from None
    except ValueError as exc:  # NaN, or a number of thousands of digits
        problem = "a number is thousands of digits long" if "digits" in str(exc) else str(exc)
        raise BadSave(f"{source}: is damaged (invalid JSON: {problem})") from None
    return data


_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def _depth(text: str) -> int:
    """How deep lists and objects nest in the JSON ``text`` (at least up to a level past
    :data:`MAX_SAVE_DEPTH`): strings are cut out, then the brackets counted in chunks, so a
    deep file stops at its first chunk. No recursion, and C-speed passes over the text.

    >>> _depth('{"a": [1, {"b": "[[["}], "c": []}')
    3
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    depth = deepest = 0
    for start in range(0, len(brackets), 1 << 16):
        chunk = brackets[start:start + (1 << 16)]
        levels = list(accumulate(map(_STEP.__getitem__, chunk), initial=depth))
        deepest, depth = max(deepest, *levels), levels[-1]
        if deepest > MAX_SAVE_DEPTH:
            break
    return deepest


def check_header(data: Any, source: str) -> None:
    """The fields around the command log: their presence, types and ranges; raises
    :class:`BadSave` (the save library checks listed files with it without replaying them)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise BadSave(f"{source}: is not a Sherwood save")
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        shown = version if isinstance(version, int | str) and len(str(version)) <= 20 else "?"
        raise BadSave(f"{source}: is a save of format version {shown!r}; "
                      f"this Sherwood reads version {VERSION}")
    for key, kind in (("game", str), ("seed", int), ("options", dict), ("seats", list),
                      ("commands", list), ("state_hash", str)):
        if not isinstance(data.get(key), kind):
            raise BadSave(f"{source}: is damaged (field {key!r} is missing or not a {kind.__name__})")
    seed = data["seed"]
    if isinstance(seed, bool) or not 0 <= seed < SEED_LIMIT:
        raise BadSave(f"{source}: is damaged (field 'seed' must be a whole number from 0 to 2**63 - 1)")
    for number, label in enumerate(data["seats"], start=1):
        if not isinstance(label, str) or not 0 < len(label) <= MAX_SEAT_LABEL:
            raise BadSave(f"{source}: is damaged (seat {number} is not a player: "
                          f"expected \"human\" or \"bot:NAME\")")
    if data["game"].startswith("_") and not test_games_allowed():
        raise BadSave(f"{source}: is a save of the test game {data['game']!r}, which Sherwood "
                      f"loads only in its own tests ({TEST_GAMES_ENV}=1)")
