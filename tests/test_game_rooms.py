"""Every built game has every room (``docs/adding-a-game.md``), or a sentence says what is
missing.

For each game in ``sherwood.games.BUILT``:

- the modules of a game: ``commands``, ``events``, ``state``, ``view``, ``rules``,
  ``outcome``, ``bots`` (a module or a package of that name), and ``SPEC`` in its
  ``__init__.py``;
- a board file ``boards/<board>.yaml`` and its ``BoardNeeds``, if the spec names a board;
- a player's guide ``assets/rules/<id>.md`` and a rules spec named in ``rules_file`` (real
  games; ``_template``, the kernel's test game, numbers its rules in its package docstring);
- golden playthroughs in ``tests/golden/playthroughs.py`` (``CASES``), recorded;
- a ``tests/games/<id>/`` folder with tests;
- a table in the UI's registry (``sherwood.ui.games.TABLES``) whose class exists;
- a place in ``sherwood --selftest`` (real games: the catalogue's games with rules).

The files are read from the source tree (and with :mod:`ast` for the table), so a missing
room is reported as missing, not as an import error. The last test runs every check on a
game that has nothing, to show that each one can fail.
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable
from pathlib import Path

import pytest

from sherwood.engine.game import GameSpec
from sherwood.games import BUILT, game_spec

ROOT = Path(__file__).resolve().parent.parent
SHARED_RULES = ROOT.parent / "shared" / "rules"
GUIDE = "see docs/adding-a-game.md"

ROOMS = {
    "commands": "what a seat can decide",
    "events": "what a command caused",
    "state": "the whole game at one moment, with clone and encode",
    "view": "what one seat may see",
    "rules": "the Rules protocol",
    "outcome": "how a finished game came out",
    "bots": "the game's own bots and its rollout policy",
}
"""The modules every game has, with what each holds (the template's docstrings say more)."""


def _is_real(game_id: str) -> bool:
    return not game_id.startswith("_")


def _named(spec: GameSpec) -> str:
    return f"{spec.title} ({spec.id})"


def _module_file(module: str) -> Path | None:
    """The source file of ``module`` in this tree (a module or a package), or None."""
    base = ROOT.joinpath(*module.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


# --- the checks: each returns one sentence per thing missing -------------------------------


def modules(spec: GameSpec) -> list[str]:
    folder = f"sherwood/games/{spec.id}"
    missing = [f"{_named(spec)} has no {folder}/{room}.py ({what}); {GUIDE}"
               for room, what in ROOMS.items() if _module_file(f"sherwood.games.{spec.id}.{room}") is None]
    init = _module_file(f"sherwood.games.{spec.id}")
    if init is None or not any(isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "SPEC" for t in node.targets)
            for node in ast.parse(init.read_text(encoding="utf-8")).body):
        missing.append(f"{_named(spec)} has no SPEC in {folder}/__init__.py; {GUIDE}")
    return missing


def board(spec: GameSpec) -> list[str]:
    if spec.board is None:
        return []
    missing = []
    if not (ROOT / "boards" / f"{spec.board}.yaml").is_file():
        missing.append(f"{_named(spec)} is drawn on the board {spec.board!r}, but boards/{spec.board}.yaml "
                       f"is missing; {GUIDE}")
    if spec.board_needs is None:
        missing.append(f"{_named(spec)} names the board {spec.board!r} but not the ids it reads on it "
                       f"(GameSpec.board_needs), so validate-boards cannot check them; {GUIDE}")
    return missing


def rules_texts(spec: GameSpec) -> list[str]:
    if not _is_real(spec.id):
        return []
    missing = []
    if not (ROOT / "assets" / "rules" / f"{spec.id}.md").is_file():
        missing.append(f"{_named(spec)} has no player's guide assets/rules/{spec.id}.md "
                       f"(the rules screen shows it); {GUIDE}")
    if not spec.rules_file:
        missing.append(f"{_named(spec)} names no rules spec (GameSpec.rules_file, a file of "
                       f"../shared/rules/); {GUIDE}")
    elif SHARED_RULES.is_dir() and not (SHARED_RULES / spec.rules_file).is_file():
        missing.append(f"{_named(spec)} names the rules spec {spec.rules_file!r}, which "
                       f"../shared/rules/ does not have; {GUIDE}")
    return missing


def golden(spec: GameSpec) -> list[str]:
    from tests.golden.playthroughs import CASES

    cases = [c for c in CASES if c.game == spec.id]
    if not cases:
        return [f"{_named(spec)} has no golden playthrough: add Case({spec.id!r}, ...) to CASES in "
                f"tests/golden/playthroughs.py and record it (python -m tests.golden.playthroughs "
                f"{spec.id}); {GUIDE}"]
    return [f"{_named(spec)}'s golden playthrough {c.name!r} is not recorded "
            f"(tests/golden/{c.game}/{c.name}.txt is missing): run python -m tests.golden.playthroughs "
            f"{spec.id}" for c in cases if not c.path.is_file()]


def own_tests(spec: GameSpec) -> list[str]:
    folder = ROOT / "tests" / "games" / spec.id
    if not (folder / "__init__.py").is_file() or not any(folder.glob("test_*.py")):
        return [f"{_named(spec)} has no tests of its own: tests/games/{spec.id}/ needs an __init__.py "
                f"and test_*.py files (rules, bots, saves); {GUIDE}"]
    return []


def table(spec: GameSpec) -> list[str]:
    from sherwood.ui.games import TABLES

    if spec.id not in TABLES:
        return [f"{_named(spec)} has no table: add it to TABLES in sherwood/ui/games/__init__.py; {GUIDE}"]
    module, name = TABLES[spec.id]
    source = _module_file(module)
    if source is None:
        return [f"{_named(spec)}'s table {module}.{name} is in TABLES, but {module} does not exist"]
    classes = {n.name for n in ast.walk(ast.parse(source.read_text(encoding="utf-8")))
               if isinstance(n, ast.ClassDef)}
    if name not in classes:
        return [f"{_named(spec)}'s table {module}.{name} is in TABLES, but {module} has no class {name}"]
    return []


def selftest(spec: GameSpec) -> list[str]:
    from sherwood import selftest as check

    if _is_real(spec.id) and spec.id not in check.built_games():
        return [f"{_named(spec)} is not in sherwood --selftest: the self-test plays the catalogue's "
                f"games with rules, so list it in CATALOGUE in sherwood/games/__init__.py; {GUIDE}"]
    return []


CHECKS: dict[str, Callable[[GameSpec], list[str]]] = {
    "modules": modules, "board": board, "rules texts": rules_texts, "golden": golden,
    "tests": own_tests, "table": table, "selftest": selftest,
}


@pytest.mark.parametrize("check", CHECKS)
@pytest.mark.parametrize("game_id", BUILT)
def test_every_built_game_has_every_room(game_id, check):
    missing = CHECKS[check](game_spec(game_id))
    assert not missing, "\n".join(missing)


def test_a_game_with_nothing_is_told_what_it_lacks():
    """Every check fails, with its sentence, for a game that has none of the rooms."""
    bare = dataclasses.replace(game_spec("_template"), id="lonely", title="Lonely",
                               board="lonely", board_needs=None, rules_file=None)
    found = {name: check(bare) for name, check in CHECKS.items()}
    assert all(found.values()), [name for name, sentences in found.items() if not sentences]
    assert found["modules"][0].startswith(
        "Lonely (lonely) has no sherwood/games/lonely/commands.py (what a seat can decide)")
    assert found["board"][0].startswith(
        "Lonely (lonely) is drawn on the board 'lonely', but boards/lonely.yaml is missing")
    assert found["table"][0].startswith("Lonely (lonely) has no table: add it to TABLES")
    assert len(found["modules"]) == len(ROOMS) + 1
