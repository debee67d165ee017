"""Dependencies point one way, read from the source: ui -> ai -> games -> engine.

Every module of ``sherwood/`` is read with :mod:`ast`, and every import in it is checked:
module-level, inside functions, under ``if TYPE_CHECKING:``, and
``importlib.import_module("...")`` / ``__import__("...")`` with a constant name. The test
fails, naming file and line, on

- an arrow back: a module importing a layer above its own (see ``LAYERS``);
- a game importing another game, or the catalogue: ``sherwood.games.<x>`` may import
  ``sherwood.games.<x>.*``, the engine and the base, nothing else of ``sherwood.games``;
- pygame or pygame_gui below the ui (base, engine, games, ai, app);
- an import whose name is computed (``import_module(name)``), which this test cannot
  follow, except in the two modules that import by id on purpose (``DYNAMIC``).

The layers, lowest first (a module may import its own layer and those below):

====== ===================================================================================
base   ``sherwood/__init__.py`` (the version) and ``resources.py`` (paths, atomic writes):
       what the engine itself uses; imports nothing of sherwood above it
engine ``sherwood/engine``: the kernel; finds games in the catalogue handed to it
games  ``sherwood/games``: the catalogue (``__init__.py``) and one package per game. The
       catalogue may import a game's rules package by the name its entry gives (one computed
       ``import_module``); a game never imports another game nor the catalogue
ai     ``sherwood/ai``: the generic bots
app    ``savegames.py``, ``seating.py`` and ``crash.py``: the application's headless
       services (the saves folder and who sits at a save, which ask ``sherwood.ai`` what a
       seat's bot is; crash reports). Above the bots, below the ui that uses them, and free
       of pygame
ui     ``sherwood/ui``: pygame and pygame_gui, in tiers of its own, lowest first: render
       (``ui/render``: surfaces, text, icons, the palette; ``animation``, ``theme``), widgets
       (``ui/widgets``, ``gui``), kit (``ui/kit``: what every table shares), tables
       (``ui/games``: the registry and one package per game, which never imports another
       game's table), scenes (``ui/scenes`` and the app that stacks them, ``ui/app.py``, with
       the host's helpers ``hot_seat``, ``bots``, ``settings``). The kit never imports a
       table or a scene
entry  ``cli.py``, ``__main__.py``, ``selftest.py``: the ways in; the self test drives the
       ui's scenes, so it sits above it
====== ===================================================================================

``tests/test_boundaries.py`` is the run-time cousin: what importing the packages actually
loads (third-party modules included), which reading the source cannot see.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "sherwood"

LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("base", ("sherwood", "sherwood.resources")),
    ("engine", ("sherwood.engine",)),
    ("games", ("sherwood.games",)),
    ("ai", ("sherwood.ai",)),
    ("app", ("sherwood.savegames", "sherwood.seating", "sherwood.crash")),
    ("ui.render", ("sherwood.ui", "sherwood.ui.render", "sherwood.ui.animation", "sherwood.ui.theme")),
    ("ui.widgets", ("sherwood.ui.widgets", "sherwood.ui.gui")),
    ("ui.kit", ("sherwood.ui.kit",)),
    ("ui.tables", ("sherwood.ui.games",)),
    ("ui.scenes", ("sherwood.ui.scenes", "sherwood.ui.hot_seat", "sherwood.ui.bots", "sherwood.ui.settings",
                   "sherwood.ui.app")),
    ("entry", ("sherwood.cli", "sherwood.__main__", "sherwood.selftest")),
)
"""Each layer and the modules (with their submodules; ``sherwood`` alone is just the package's
``__init__``) in it, lowest first. A new top-level module fails the test until it is placed."""

NO_PYGAME = ("base", "engine", "games", "ai", "app")
UI = tuple(layer for layer, _ in LAYERS if layer.startswith("ui"))
GUI = ("pygame", "pygame_gui")
CATALOGUE = "sherwood.games"

DYNAMIC: dict[str, str] = {
    "sherwood.games": "imports each game's rules package, named by its catalogue entry",
    "sherwood.ui.games": "imports each game's table package, named by its catalogue entry",
}
"""The modules allowed an import whose name is computed, and why."""


@dataclass(frozen=True)
class Problem:
    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


def layer_of(module: str) -> str | None:
    """The layer of a ``sherwood`` module (the longest matching prefix wins), None for a
    module of no layer: another package, or a new top-level module not yet placed."""
    best: tuple[int, str] | None = None
    for layer, prefixes in LAYERS:
        for prefix in prefixes:
            inside = module == prefix or (prefix != "sherwood" and module.startswith(prefix + "."))
            if inside and (best is None or len(prefix) > best[0]):
                best = (len(prefix), layer)
    return best[1] if best else None


RANK = {layer: rank for rank, (layer, _) in enumerate(LAYERS)}


def game_of(module: str) -> str | None:
    """The game a module belongs to: ``sherwood.games.<id>...`` -> ``<id>``; None for the
    catalogue itself and for modules outside the games."""
    parts = module.split(".")
    if parts[:2] == ["sherwood", "games"] and len(parts) > 2:
        return parts[2]
    return None


def table_of(module: str) -> str | None:
    """The game whose table a module belongs to: ``sherwood.ui.games.<id>...`` -> ``<id>``."""
    parts = module.split(".")
    if parts[:3] == ["sherwood", "ui", "games"] and len(parts) > 3:
        return parts[3]
    return None


def module_name(path: Path) -> str:
    """``sherwood/games/showdown/rules.py`` -> ``sherwood.games.showdown.rules``."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_module(name: str) -> bool:
    """Whether ``name`` is a module or package of the source tree."""
    base = ROOT.joinpath(*name.split("."))
    return base.with_suffix(".py").is_file() or (base / "__init__.py").is_file()


def imports(tree: ast.AST, module: str, is_package: bool) -> list[tuple[int, str | None]]:
    """Every ``(line, imported module)`` of a parsed module; the module is None for an
    import whose name is computed. ``from a import b`` gives ``a.b`` when that is a module
    of the tree, else ``a``; relative imports are resolved against ``module``."""
    package = module if is_package else module.rpartition(".")[0]
    found: list[tuple[int, str | None]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = package.split(".")
                base_parts = base_parts[:len(base_parts) - (node.level - 1)]
                base = ".".join(base_parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            for alias in node.names:
                full = f"{base}.{alias.name}"
                found.append((node.lineno, full if _is_module(full) else base))
        elif isinstance(node, ast.Call) and _is_import_call(node.func):
            first = node.args[0] if node.args else None
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.append((node.lineno, first.value))
            else:
                found.append((node.lineno, None))
    return found


def _is_import_call(func: ast.expr) -> bool:
    """``importlib.import_module(...)``, ``import_module(...)`` or ``__import__(...)``."""
    if isinstance(func, ast.Name):
        return func.id in ("import_module", "__import__")
    return isinstance(func, ast.Attribute) and func.attr == "import_module"


def check_source(source: str, file: str) -> list[Problem]:
    """The problems of one module's imports; ``file`` is its path under the repository
    (``sherwood/engine/match.py``), which gives its name and layer."""
    path = ROOT / file
    module = module_name(path)
    own_layer = layer_of(module)
    if own_layer is None:
        return [Problem(file, 1, f"{module} is in no layer: add it to LAYERS in tests/test_layers.py")]
    own_game = game_of(module)
    problems: list[Problem] = []
    for line, target in imports(ast.parse(source, file), module, path.name == "__init__.py"):
        if target is None:
            if module not in DYNAMIC:
                problems.append(Problem(file, line, "imports a module whose name is computed, which "
                                        "the layers test cannot follow; name it as a constant"))
            continue
        top = target.partition(".")[0]
        if top in GUI and own_layer in NO_PYGAME:
            problems.append(Problem(file, line, f"imports {target}, but the {own_layer} layer never "
                                    "imports pygame or pygame_gui (only the ui does)"))
            continue
        target_layer = layer_of(target)
        if target_layer is None:
            continue  # the standard library or a third-party package
        if RANK[target_layer] > RANK[own_layer]:
            problems.append(Problem(file, line, f"imports {target} ({target_layer}) from the "
                                    f"{own_layer} layer: an arrow back (ui -> ai -> games -> engine; "
                                    "inside the ui: scenes, tables -> kit -> widgets -> render)"))
        elif table_of(module) and table_of(target) not in (None, table_of(module)):
            problems.append(Problem(file, line, f"the table of {table_of(module)!r} imports another game's "
                                    f"table ({target}); shared code belongs in sherwood.ui.kit"))
        elif own_game is not None and target_layer == "games":
            if target == CATALOGUE:
                problems.append(Problem(file, line, f"the game {own_game!r} imports the catalogue "
                                        f"{CATALOGUE}; a game knows only itself and the engine"))
            elif game_of(target) != own_game:
                problems.append(Problem(file, line, f"the game {own_game!r} imports another game "
                                        f"({target}); shared code belongs in sherwood.engine"))
    return problems


def source_files() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def test_every_import_points_down():
    problems = [str(p) for path in source_files()
                for p in check_source(path.read_text(encoding="utf-8"),
                                      path.relative_to(ROOT).as_posix())]
    assert not problems, "\n".join(problems)


def test_every_module_has_a_layer_and_the_test_reads_them_all():
    files = source_files()
    assert len(files) > 100  # the whole package, not an empty glob
    names = {module_name(p) for p in files}
    assert {"sherwood.engine.match", "sherwood.games", "sherwood.ai.ismcts", "sherwood.cli"} <= names
    assert [n for n in names if layer_of(n) is None] == []


# --- the checker catches what it is for (a test that cannot fail is not a test) ------------------

PLANTED = [
    ("sherwood/engine/match.py", "from sherwood.games import GAMES\n",
     "imports sherwood.games (games) from the engine layer: an arrow back"),
    ("sherwood/engine/match.py", "def f():\n    from sherwood.ai import bot_infos\n",
     "2: imports sherwood.ai (ai) from the engine layer"),
    ("sherwood/games/showdown/rules.py",
     "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import sherwood.ui.app\n",
     "3: imports sherwood.ui.app (ui.scenes) from the games layer"),
    ("sherwood/games/merry_men/bots.py", "from sherwood.ai.ismcts import IsmctsBot\n",
     "imports sherwood.ai.ismcts (ai) from the games layer"),
    ("sherwood/games/showdown/rules.py", "from sherwood.games.merry_men.facts import C\n",
     "the game 'showdown' imports another game (sherwood.games.merry_men.facts)"),
    ("sherwood/games/showdown/rules.py", "from ..merry_men import rules\n",
     "the game 'showdown' imports another game (sherwood.games.merry_men.rules)"),
    ("sherwood/games/showdown/rules.py", "from sherwood.games import game_spec\n",
     "the game 'showdown' imports the catalogue"),
    ("sherwood/ai/ismcts.py", "import importlib\nimportlib.import_module('sherwood.ui.app')\n",
     "2: imports sherwood.ui.app (ui.scenes) from the ai layer"),
    ("sherwood/engine/match.py", "from importlib import import_module\nimport_module(name)\n",
     "2: imports a module whose name is computed"),
    ("sherwood/ai/ismcts.py", "def draw():\n    import pygame.gfxdraw\n",
     "2: imports pygame.gfxdraw, but the ai layer never imports pygame"),
    ("sherwood/savegames.py", "import pygame_gui\n", "the app layer never imports pygame"),
    ("sherwood/savegames.py", "from sherwood import cli\n",
     "imports sherwood.cli (entry) from the app layer"),
    ("sherwood/ui/app.py", "from sherwood.selftest import run_selftest\n",
     "imports sherwood.selftest (entry) from the ui.scenes layer"),
    ("sherwood/ui/kit/chooser.py", "from sherwood.ui.games.showdown.table import ShowdownTable\n",
     "imports sherwood.ui.games.showdown.table (ui.tables) from the ui.kit layer"),
    ("sherwood/ui/kit/piles.py", "def f():\n    from sherwood.ui.scenes.browse import BrowseScene\n",
     "imports sherwood.ui.scenes.browse (ui.scenes) from the ui.kit layer"),
    ("sherwood/ui/render/icons.py", "from sherwood.ui.kit.card_frame import frame\n",
     "imports sherwood.ui.kit.card_frame (ui.kit) from the ui.render layer"),
    ("sherwood/ui/games/showdown/table.py", "from sherwood.ui.scenes.play import PlayScene\n",
     "imports sherwood.ui.scenes.play (ui.scenes) from the ui.tables layer"),
    ("sherwood/ui/games/showdown/table.py", "from sherwood.ui.games.settlers import words\n",
     "the table of 'showdown' imports another game's table (sherwood.ui.games.settlers.words)"),
    ("sherwood/resources.py", "from sherwood.engine import Match\n",
     "imports sherwood.engine (engine) from the base layer"),
    ("sherwood/engine/newcomer.py", "import os\n", ""),  # a new engine module: no problem
    ("sherwood/newcomer.py", "import os\n", "sherwood.newcomer is in no layer"),
]


@pytest.mark.parametrize(("file", "source", "expected"), PLANTED,
                         ids=[f"{f}:{e[:40]}" for f, _, e in PLANTED])
def test_the_checker_catches_a_planted_import(file, source, expected):
    found = [str(p) for p in check_source(source, file)]
    if not expected:
        assert found == []
    else:
        assert len(found) == 1 and found[0].startswith(f"{file}:") and expected in found[0], found


def test_layer_of():
    assert layer_of("sherwood.games.showdown.rules") == "games"
    assert layer_of("sherwood") == layer_of("sherwood.resources") == "base"
    assert layer_of("sherwood.ui.games.showdown.table") == "ui.tables"
    assert layer_of("sherwood.ui.kit.chooser") == "ui.kit" and layer_of("sherwood.ui") == "ui.render"
    assert layer_of("sherwood.newcomer") is None and layer_of("os") is None


def test_the_checker_passes_imports_that_point_down():
    allowed = {
        "sherwood/ui/app.py": ("import pygame\nfrom sherwood.ai import bot_infos\n"
                               "from sherwood import crash\n"),
        "sherwood/ai/__init__.py": ("from sherwood.games import game_spec\n"
                                    "from sherwood.engine import Match\n"),
        "sherwood/games/showdown/rules.py": ("from sherwood.engine import Command\n"
                                             "from sherwood.games.showdown.cards import FOOL\n"
                                             "from .state import State\nfrom . import bots\n"),
        "sherwood/games/__init__.py": ("from importlib import import_module\n"
                                       "import_module(f'sherwood.games.{game_id}')\n"
                                       "from sherwood.games.showdown import SPEC\n"),
        "sherwood/engine/save.py": "import sherwood\nfrom sherwood.resources import write_atomically\n",
        "sherwood/cli.py": "import sherwood.games\nfrom sherwood.ui.app import run\n",
    }
    for file, source in allowed.items():
        assert check_source(source, file) == [], file
