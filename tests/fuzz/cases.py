"""Hostile inputs made from real ones, and the one clean error each must end in.

Three targets, shared by the property tests (``tests/fuzz/test_fuzz_inputs.py``, a short
run) and ``bench/fuzz_inputs.py`` (a long one):

- **saves**: real saves of Showdown and Merry Men (several seat counts and modules),
  damaged at the JSON level (a field's value replaced, removed, retyped; commands swapped,
  dropped, doubled, given other cards' ids, other kinds, odd seats; other games and options)
  or at the text level (bytes flipped, cut, nasty snippets spliced in). ``Match.load`` must
  load the file or raise ``BadSave`` naming it.
- **boards**: the real board YAML files (and the test board ``mini``), damaged line by line
  (lines dropped, doubled, swapped, re-indented, numbers and ids replaced, YAML bombs, tags
  and deep nesting spliced in) and byte by byte. Reading must give a layout or ``BadLayout``
  naming the file; ``validate_boards`` must report, never raise.
- **commands**: random JSON, mostly shaped like a game's commands, given to
  ``values.decode`` with that game's command kinds: a command or ``ValueError``, nothing else.

Every generator takes a ``random.Random`` and returns one case; every ``check_*`` returns
None when the outcome is clean, or a line describing the failure.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import random
import re
import traceback
from functools import cache
from pathlib import Path
from typing import Any

from sherwood.engine import BadLayout, BadSave, IllegalCommand, Match
from sherwood.engine.layout import load_layout_file, validate_boards
from sherwood.engine.save import match_to_json
from sherwood.engine.values import decode
from sherwood.games import GAMES
from sherwood.resources import resource_path

ROOT = Path(__file__).resolve().parents[2]
GAME_IDS = ("showdown", "merry_men", "_template")

# --- random JSON ------------------------------------------------------------------------

NASTY_STRINGS = ("", " ", "0", "-1", "None", "null", "true", "kind", "seat", "\x00", "\ud800",
                 "é" * 3, "x" * 5000, "road_1", "../../etc/passwd", "robin_hood", "D1", "H10",
                 "bot:ismcts", "bot:nobody", "human", "random", "choose")
NASTY_NUMBERS = (0, 1, -1, 2, 3, 7, 99, 2**31, 2**63, -(2**63), 10**30, 10**400, 0.5, -0.0, 1.0,
                 1e308, True, False)


def random_scalar(rng: random.Random) -> Any:
    roll = rng.random()
    if roll < 0.3:
        return rng.choice(NASTY_NUMBERS)
    if roll < 0.5:
        return rng.randint(-5, 20)
    if roll < 0.8:
        return rng.choice(NASTY_STRINGS + ids_seen())
    if roll < 0.9:
        return None
    return "".join(chr(rng.randint(1, 0x2FFF)) for _ in range(rng.randint(0, 8)))


def random_json(rng: random.Random, depth: int = 3) -> Any:
    """A random JSON value, now and then deeply nested or large."""
    roll = rng.random()
    if depth <= 0 or roll < 0.55:
        return random_scalar(rng)
    if roll < 0.6:  # a spike of nesting
        value: Any = random_scalar(rng)
        for _ in range(rng.choice((10, 33, 40, 200))):  # deeper ones come as text
            value = [value] if rng.random() < 0.5 else {"k": value}
        return value
    if roll < 0.8:
        return [random_json(rng, depth - 1) for _ in range(rng.randint(0, 4))]
    keys = ("kind", "seat", "card", "outlaw", "ransom", "hero", "place", "road", "heroes", "x")
    return {rng.choice(keys + tuple(NASTY_STRINGS[:6])): random_json(rng, depth - 1)
            for _ in range(rng.randint(0, 4))}


# --- saves ------------------------------------------------------------------------------

SAVE_GAMES = (  # game, seats, seed, options, commands (None: to the end)
    ("showdown", 2, 1, {}, None),
    ("showdown", 2, 2, {"encore": True}, 40),
    ("merry_men", 1, 3, {}, 50),
    ("merry_men", 2, 4, {"heroes": "choose", "golden_arrow": True}, 50),
    ("merry_men", 3, 5, {"friar_tuck": True, "spies": True}, 60),
    ("merry_men", 4, 6, {"heroes": ["robin_hood", "will_scarlet", "little_john", "maid_marian"]}, 40),
)


@cache
def base_saves() -> tuple[dict[str, Any], ...]:
    """Real save documents, played by random legal commands from a fixed seed."""
    saves = []
    for game, seats, seed, options, length in SAVE_GAMES:
        rng = random.Random(seed)
        match = Match.start(game, seats, seed, options)
        while not match.is_over and (length is None or len(match.log) < length):
            match.apply(rng.choice(match.legal_commands()))
        saves.append(match_to_json(match))
    return tuple(saves)


@cache
def ids_seen() -> tuple[str, ...]:
    """Every text value in the real saves' commands: card, hero, place and road ids."""
    found = {v for save in base_saves() for c in save["commands"] for v in c.values()
             if isinstance(v, str)}
    return tuple(sorted(found))


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path (keys and indexes) into a JSON document."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += _paths(item, (*prefix, i))
    return found


def _get(doc: Any, path: tuple) -> Any:
    for step in path:
        doc = doc[step]
    return doc


def _retype(rng: random.Random, value: Any) -> Any:
    """A value of another type or range that a careless reader might still take."""
    if isinstance(value, bool):
        return rng.choice((1, 0, "true", None, not value))
    if isinstance(value, int):
        return rng.choice((str(value), float(value), -value - 1, value + 1, 10**rng.randint(5, 4000)
                           if rng.random() < 0.1 else 2**63, True, None, [value]))
    if isinstance(value, str):
        return rng.choice(("", value.upper(), value + "x", value[:-1], [value], {"id": value}, 1,
                           rng.choice(ids_seen())))
    if isinstance(value, list):
        return rng.choice(([], [value], value * 2, value[::-1], len(value), "list"))
    if isinstance(value, dict):
        return rng.choice(([], {}, list(value), json.dumps(value)))
    return rng.choice((0, "", [], {}))


def _mutate_document(rng: random.Random, doc: dict[str, Any]) -> None:
    """One damage to a save document, in place."""
    commands = doc.get("commands") if isinstance(doc.get("commands"), list) else []
    roll = rng.random()
    if commands and roll < 0.35:  # a command's field: the likeliest slip in a real file
        command = rng.choice(commands)
        if isinstance(command, dict) and command:
            key = rng.choice(list(command))
            choice = rng.random()
            if choice < 0.4:
                command[key] = _retype(rng, command[key])
            elif choice < 0.7:
                command[key] = rng.choice(ids_seen()) if rng.random() < 0.7 else random_scalar(rng)
            elif choice < 0.8:
                del command[key]
            elif choice < 0.9:
                game = doc.get("game")
                known = isinstance(game, str) and game in GAMES
                kinds = sorted(GAMES[game].command_kinds) if known else ["x"]
                command["kind"] = rng.choice(kinds)
            else:
                command[rng.choice(("extra", "seat", "kind", "card"))] = random_json(rng, 2)
        return
    if commands and roll < 0.5:  # the log's order and length
        i, j = rng.randrange(len(commands)), rng.randrange(len(commands))
        action = rng.randrange(4)
        if action == 0:
            commands[i], commands[j] = commands[j], commands[i]
        elif action == 1:
            del commands[i:i + rng.randint(1, 5)]
        elif action == 2:
            commands.insert(i, copy.deepcopy(commands[j]))
        else:
            other = rng.choice(base_saves())["commands"]
            if other:
                commands.insert(i, copy.deepcopy(rng.choice(other)))
        return
    if roll < 0.7:  # the header
        key = rng.choice(("format", "version", "game", "seed", "options", "seats", "commands",
                          "state_hash", "app_version"))
        action = rng.randrange(4)
        if action == 0 and key in doc:
            del doc[key]
        elif action == 1 and key in doc:
            doc[key] = _retype(rng, doc[key])
        elif key == "game":
            doc[key] = rng.choice((*GAME_IDS, "chess", "", "_nope", "Showdown"))
        elif key == "options":
            doc[key] = {rng.choice(("heroes", "encore", "friar_tuck", "difficulty", "spies", "x")):
                        random_json(rng, 2) for _ in range(rng.randint(0, 3))}
        elif key == "seats":
            doc[key] = [rng.choice(("human", "bot:random", "", 1, None, ["human"], "bot:")) for _ in
                        range(rng.choice((0, 1, 2, 3, 4, 5, 100)))]
        else:
            doc[key] = random_json(rng, 2)
        return
    # anywhere at all
    path = rng.choice(_paths(doc)[1:] or [()])
    if not path:
        return
    parent, last = _get(doc, path[:-1]), path[-1]
    action = rng.randrange(3)
    if action == 0:
        parent[last] = random_json(rng)
    elif action == 1:
        parent[last] = _retype(rng, parent[last])
    else:
        del parent[last]


NASTY_JSON_SNIPPETS = ("[" * 5000, "]" * 10, "{", "}", ",", ":", "NaN", "Infinity", "-Infinity",
                       "1e999", "9" * 5000, '"\\ud800"', '"\\u0000"', "\x00", "\xff", "null",
                       '"kind": "rob"', '"seat": true', "[" * 33 + "1" + "]" * 33)


def _mutate_text(rng: random.Random, data: bytes) -> bytes:
    """One damage to a file's bytes."""
    if not data:
        return rng.choice(NASTY_JSON_SNIPPETS).encode("utf-8", "surrogatepass")
    i = rng.randrange(len(data))
    action = rng.randrange(5)
    if action == 0:
        return data[:i]
    if action == 1:
        return data[:i] + bytes([rng.randrange(256)]) + data[i + 1:]
    if action == 2:
        return data[:i] + data[i + rng.randint(1, 50):]
    if action == 3:
        return data[:i] + rng.choice(NASTY_JSON_SNIPPETS).encode("utf-8", "surrogatepass") + data[i:]
    j = rng.randrange(len(data))
    return data[:i] + data[j:j + rng.randint(1, 200)] + data[i:]


def save_case(rng: random.Random) -> bytes:
    """The bytes of a damaged save file."""
    roll = rng.random()
    if roll < 0.05:
        return json.dumps(random_json(rng, 4)).encode()
    if roll < 0.08:
        return bytes(rng.randrange(256) for _ in range(rng.randint(0, 200)))
    doc = copy.deepcopy(rng.choice(base_saves()))
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        _mutate_document(rng, doc)
    data = json.dumps(doc, indent=1).encode()
    if roll > 0.8:
        for _ in range(rng.randint(1, 3)):
            data = _mutate_text(rng, data)
    return data


def _failure(exc: BaseException) -> str:
    where = traceback.extract_tb(exc.__traceback__)[-1]
    return f"{type(exc).__name__}: {str(exc)[:200]} (at {Path(where.filename).name}:{where.lineno})"


def check_save(data: bytes, folder: Path) -> str | None:
    """Load ``data`` as a save file: None if it loads or is refused with a BadSave naming
    the file, else what went wrong."""
    path = folder / "fuzzed-save.json"
    path.write_bytes(data)
    try:
        Match.load(path)
    except BadSave as exc:
        return None if str(exc).startswith(str(path)) else f"BadSave without the file's name: {exc}"
    except Exception as exc:  # the failure this target looks for
        return _failure(exc)
    return None


# --- boards -----------------------------------------------------------------------------

BOARD_FILES = (("merry_men", resource_path("boards", "merry_men.yaml")),
               ("showdown", resource_path("boards", "showdown.yaml")),
               ("settlers", resource_path("boards", "settlers.yaml")),
               ("mini", ROOT / "tests" / "engine" / "layouts" / "mini.yaml"))

NASTY_YAML = (
    "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
    "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\n"
    "e: [*d, *d, *d, *d, *d, *d, *d, *d, *d]",
    "x: &x [*x]", "? !!set {a: 1}\n: 1", "? [1, 2]\n: 1", "? {a: 1}\n: 1", "k: !!binary aGk=",
    "k: !!python/object/apply:os.system [echo]", "k: !!timestamp 2001-12-14", "k: 2001-12-14",
    "k: !!omap [a: 1]", "k: !!pairs [a: 1]", "k: !custom 1", "<<: {a: 1}", "<<: *nowhere",
    "k: " + "[" * 3000 + "]" * 3000, "k: " + "9" * 5000, "k: 0x" + "f" * 400, "k: 1e999",
    "k: .nan", "k: -.inf", "k: 190:20:30", "k: 0o777", "k: 1_000_000_000_000", "k: ~",
    "k: !!bool maybe", "k: !!int abc", "k: !!int ''", "k: !!float x", "k: !!seq {a: 1}",
    "k: !!map [1]", "k: !!str [1]", "k: !!null x", "k: !!merge x", "? !!merge [1]\n: 2", "<<: [[1]]",
    "\t- tab", "- - -", ": :", "---\n---", "...", "%YAML 1.1", "%TAG ! tag:x,2000:", "&a",
    "*a", "{", "[", "'", '"', "|", ">", "@", "`", "k: '\\x00'", 'k: "\\ud800"', "\x00", "\ufeff",
)
_NUMBER = re.compile(rb"(?<![\w.])-?\d+(\.\d+)?(?![\w.])")
_ID_VALUE = re.compile(rb"(id|to|kind|board): ([A-Za-z0-9_-]+)")


def _mutate_yaml(rng: random.Random, text: bytes) -> bytes:
    lines = text.split(b"\n")
    # line surgery mostly breaks the syntax; new numbers and ids reach the readers behind it
    action = rng.choices(range(8), weights=(1, 1, 1, 1, 2, 4, 4, 1))[0]
    i = rng.randrange(len(lines))
    if action == 0:
        del lines[i:i + rng.choice((1, 1, 2, 5))]
    elif action == 1:
        lines.insert(i, lines[rng.randrange(len(lines))])
    elif action == 2:
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif action == 3:
        lines[i] = b" " * rng.choice((1, 2, 4)) + lines[i] if rng.random() < 0.5 else lines[i].lstrip()
    elif action == 4:
        indent = re.match(rb" *", lines[i]).group(0)  # type: ignore[union-attr]
        snippet = rng.choice(NASTY_YAML).encode("utf-8", "surrogatepass")
        lines[i:i] = [indent + part for part in snippet.split(b"\n")]
    elif action in (5, 6):  # a number, or an id
        pattern = _NUMBER if action == 5 else _ID_VALUE
        matches = list(pattern.finditer(text))
        if matches:
            m = rng.choice(matches)
            if action == 5:
                new = str(rng.choice((*NASTY_NUMBERS, "9" * 400, "1e999", ".nan", "-0", "x", "[1, 2]",
                                      "0x7fffffffffffffff", rng.randint(-10, 3000)))).encode()
                return text[:m.start()] + new + text[m.end():]
            other = rng.choice(matches).group(2)
            new = other if rng.random() < 0.6 else rng.choice((b"", b"x", b"'1'", b"1", b"a b", b"[x]"))
            return text[:m.start(2)] + new + text[m.end(2):]
    else:
        return _mutate_text(rng, text)
    return b"\n".join(lines)


def board_case(rng: random.Random) -> tuple[str, bytes]:
    """A board id and the bytes of a damaged copy of its YAML file."""
    board_id, path = rng.choice(BOARD_FILES)
    data = path.read_bytes()
    for _ in range(rng.choice((1, 1, 2, 3, 5))):
        data = _mutate_yaml(rng, data)
    return board_id, data


def check_board(board_id: str, data: bytes, folder: Path) -> str | None:
    """Read ``data`` as ``<board_id>.yaml`` and validate its folder: None if clean."""
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.yaml"):
        old.unlink()
    path = folder / f"{board_id}.yaml"
    path.write_bytes(data)
    try:
        load_layout_file(path)
    except BadLayout as exc:
        if not str(exc).startswith(str(path)) or not exc.field:
            return f"BadLayout without the file or the field: {exc}"
        return None
    except Exception as exc:
        return _failure(exc)
    try:  # a board that reads must still be checked against its games' needs
        results = validate_boards(folder)
    except Exception as exc:
        return "validate_boards raised " + _failure(exc)
    if [b for b, _ in results] != [board_id]:
        return f"validate_boards reported {results!r}"
    return None


# --- commands ---------------------------------------------------------------------------


def _field_value(rng: random.Random) -> Any:
    """A value for a command's field: often a plausible one (an id of a real save, a small
    number), else anything."""
    roll = rng.random()
    if roll < 0.25:
        return rng.choice(ids_seen())
    if roll < 0.45:
        return rng.randint(-1, 6)
    if roll < 0.5:
        return rng.choice((None, True, False, 1.0, "1"))
    if roll < 0.55:
        return [rng.choice(ids_seen()) for _ in range(rng.randint(0, 3))]
    return random_json(rng, 2) if roll < 0.8 else random_scalar(rng)


@dataclasses.dataclass(frozen=True)
class CommandCase:
    """A game, a point in one of its games (``moves`` random legal commands from ``seed``)
    and a JSON value to decode as a command and apply there."""

    game_id: str
    seats: int
    seed: int
    moves: int
    data: Any


def command_case(rng: random.Random) -> CommandCase:
    """A random JSON value, most often shaped like one of the game's commands."""
    game_id = rng.choice(GAME_IDS)
    seats = rng.choice(list(GAMES[game_id].seat_counts))
    kinds = GAMES[game_id].command_kinds
    where = (game_id, seats, rng.randrange(1000), rng.choice((0, 0, 1, 3, 10, 30)))
    if rng.random() < 0.1:
        return CommandCase(*where, random_json(rng, 4))
    kind = rng.choice(sorted(kinds)) if rng.random() < 0.95 else random_scalar(rng)
    data: dict[str, Any] = {"kind": kind}
    cls = kinds.get(kind) if isinstance(kind, str) else None
    for name in [f.name for f in dataclasses.fields(cls)] if cls else ["seat"]:
        if rng.random() < 0.95:
            data[name] = _field_value(rng)
    if rng.random() < 0.05:
        data[rng.choice(("extra", "Kind", "", "seat "))] = random_scalar(rng)
    return CommandCase(*where, data)


def check_command(case: CommandCase) -> str | None:
    """Decode ``case.data`` with the game's command kinds (a command or ValueError, nothing
    else); a command is then applied at the case's point of a game (applied, or
    IllegalCommand, nothing else)."""
    try:
        command = decode(case.data, GAMES[case.game_id].command_kinds)
    except ValueError:
        return None
    except Exception as exc:
        return "decode raised " + _failure(exc)
    rng = random.Random(case.seed)
    match = Match.start(case.game_id, case.seats, case.seed)
    for _ in range(case.moves):
        if match.is_over:
            break
        match.apply(rng.choice(match.legal_commands()))
    try:
        match.apply(command)  # type: ignore[arg-type]
    except IllegalCommand:
        return None
    except Exception as exc:
        return f"apply({command!r}) raised " + _failure(exc)
    return None
