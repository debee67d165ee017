"""Every built game has every room (``docs/adding-a-game.md``), or a sentence says what is
missing.

For each game of the catalogue with rules (``sherwood.games.built()``):

- its catalogue entry: the title and tagline of its spec, an icon that exists, and its
  rules package the one its spec lives in;
- the modules of a game: ``commands``, ``events``, ``state``, ``view``, ``rules``,
  ``outcome``, ``bots`` (a module or a package of that name), and ``SPEC`` in its
  ``__init__.py``;
- a board file ``boards/<board>.yaml`` and its ``BoardNeeds``, if the spec names a board;
- a rules spec named in ``rules_file``, in ``docs/rules/`` or ``../shared/rules/`` (the latter
  checked where that folder exists), and a player's guide ``assets/rules/<id>.md`` (real
  games: ``_template``, the kernel's test game, is in no menu);
- golden playthroughs listed in ``tests/golden/<id>/cases.json``, recorded;
- a ``tests/games/<id>/`` folder with tests;
- a table package named in its catalogue entry, whose ``table`` module has a ``TABLE``;
- a place in ``sherwood --selftest`` (real games: the menu's games with rules).

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
from sherwood.games import built, catalogue, game_spec
from sherwood.resources import rules_spec

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


def _rules_package(spec: GameSpec) -> str:
    """The package of ``spec``'s rules, as its catalogue entry names it."""
    found = catalogue().get(spec.id)
    return found.rules if found is not None and found.rules else f"sherwood.games.{spec.id}"


def modules(spec: GameSpec) -> list[str]:
    package = _rules_package(spec)
    folder = package.replace(".", "/")
    missing = [f"{_named(spec)} has no {folder}/{room}.py ({what}); {GUIDE}"
               for room, what in ROOMS.items() if _module_file(f"{package}.{room}") is None]
    init = _module_file(package)
    if init is None or not any(isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "SPEC" for t in node.targets)
            for node in ast.parse(init.read_text(encoding="utf-8")).body):
        missing.append(f"{_named(spec)} has no SPEC in {folder}/__init__.py; {GUIDE}")
    return missing


def entry(spec: GameSpec) -> list[str]:
    from sherwood.ui.render import icons

    found = catalogue().get(spec.id)
    if found is None:
        return [f"{_named(spec)} has no catalogue entry (sherwood.games.CatalogueEntry); {GUIDE}"]
    missing = [f"{_named(spec)}'s catalogue entry says the {name} {getattr(found, name)!r}, its spec "
               f"{getattr(spec, name)!r}" for name in ("title", "tagline")
               if getattr(found, name) != getattr(spec, name)]
    icon = Path(found.icon) if Path(found.icon).is_absolute() else ROOT / "assets" / found.icon
    if found.icon not in icons.ICONS and not (icon.is_file() and icon.suffix.lower() in (".svg", ".png")):
        missing.append(f"{_named(spec)}'s icon {found.icon!r} is neither a symbol of "
                       f"sherwood.ui.render.icons nor an SVG or PNG file")
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
    missing = []
    if _is_real(spec.id) and not (ROOT / "assets" / "rules" / f"{spec.id}.md").is_file():
        missing.append(f"{_named(spec)} has no player's guide assets/rules/{spec.id}.md "
                       f"(the rules screen shows it); {GUIDE}")
    if not spec.rules_file:
        missing.append(f"{_named(spec)} names no rules spec (GameSpec.rules_file, a file of docs/rules/ "
                       f"or ../shared/rules/; docs/rules/_template.md is the stub to copy); {GUIDE}")
    elif rules_spec(spec.rules_file) is None and (SHARED_RULES.is_dir() or not _is_real(spec.id)):
        missing.append(f"{_named(spec)} names the rules spec {spec.rules_file!r}, which neither "
                       f"docs/rules/ nor ../shared/rules/ has; {GUIDE}")
    return missing


def golden(spec: GameSpec) -> list[str]:
    from tests.golden.playthroughs import CASES

    cases = [c for c in CASES if c.game == spec.id]
    if not cases:
        return [f"{_named(spec)} has no golden playthrough: list its cases in "
                f"tests/golden/{spec.id}/cases.json and record them (python -m tests.golden.playthroughs "
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
    found = catalogue().get(spec.id)
    if found is None or found.table is None:
        return [f"{_named(spec)} has no table: name its package in its catalogue entry (table=); {GUIDE}"]
    source = _module_file(f"{found.table}.table")
    if source is None:
        return [f"{_named(spec)}'s table package {found.table} has no table.py"]
    names = {t.id for n in ast.parse(source.read_text(encoding="utf-8")).body if isinstance(n, ast.Assign)
             for t in n.targets if isinstance(t, ast.Name)}
    if "TABLE" not in names:
        return [f"{_named(spec)}'s table {found.table}.table has no TABLE (the GameTable class)"]
    return []


def selftest(spec: GameSpec) -> list[str]:
    from sherwood import selftest as check

    if _is_real(spec.id) and spec.id not in check.built_games():
        return [f"{_named(spec)} is not in sherwood --selftest: the self-test plays the menu's games "
                f"with rules, and its catalogue entry is not listed; {GUIDE}"]
    return []


CHECKS: dict[str, Callable[[GameSpec], list[str]]] = {
    "entry": entry, "modules": modules, "board": board, "rules texts": rules_texts, "golden": golden,
    "tests": own_tests, "table": table, "selftest": selftest,
}


@pytest.mark.parametrize("check", CHECKS)
@pytest.mark.parametrize("game_id", built())
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
    assert found["table"][0].startswith("Lonely (lonely) has no table: name its package")
    assert found["entry"] == ["Lonely (lonely) has no catalogue entry (sherwood.games.CatalogueEntry); "
                              f"{GUIDE}"]
    assert len(found["modules"]) == len(ROOMS) + 1
