"""Every game's table gives every value of its game its words and every event its motion.

The engine and the games speak in values; each table package says them (``words.WORDS``)
and moves them (``motion.MOTION``), one entry per type, never by a chain of ``isinstance``:

- every event type and command type of the game has its words, and every event type that
  ``reveals`` the words of what it showed (:func:`sherwood.ui.kit.words.missing`);
- every refusal code the game gives (each ``refuse("code", ...)`` in its source, read with
  :mod:`ast`) has its words, and no code is computed (the test could not see it);
- every event type has its motion (:meth:`sherwood.ui.kit.motion.Motion.unanimated`);
- the words modules import no pygame: the command line and the golden playthroughs word
  games without a window;
- nothing in ``sherwood/ui`` chooses by a chain of ``isinstance`` over 20 lines.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from importlib import import_module
from pathlib import Path

import pytest

from sherwood.games import game_spec
from sherwood.ui.games import game_words, tables
from sherwood.ui.kit.words import COMMON_REFUSALS, missing

ROOT = Path(__file__).resolve().parent.parent.parent
TABLES = tables()
GAMES = sorted(TABLES)


def refusal_codes(game_id: str) -> dict[str, str]:
    """Each refusal code a game's source gives, with where (``file:line``)."""
    codes: dict[str, str] = {}
    folder = ROOT / "sherwood" / "games" / game_id
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None))
                    == "refuse"):
                continue
            first = node.args[0] if node.args else None
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            assert isinstance(first, ast.Constant) and isinstance(first.value, str), \
                f"{where}: a refusal's code must be written out, for its words to be checked"
            codes.setdefault(first.value, where)
    return codes


@pytest.mark.parametrize("game_id", GAMES)
def test_every_event_command_and_reveal_has_its_words(game_id):
    spec = game_spec(game_id)
    assert missing(game_words(game_id), spec.event_types, spec.command_types) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_every_refusal_the_game_gives_has_its_words(game_id):
    words = game_words(game_id)
    unworded = {code: where for code, where in refusal_codes(game_id).items()
                if code not in words.refusals and code not in COMMON_REFUSALS}
    assert not unworded, unworded


def test_the_template_gives_refusals_in_codes():
    assert set(refusal_codes("_template")) == {"no_card", "deck_empty"}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_event_has_its_motion(game_id):
    motion = import_module(f"{TABLES[game_id]}.motion").MOTION
    assert motion.unanimated(game_spec(game_id).event_types) == []


def test_the_words_modules_import_no_pygame():
    names = [f"{TABLES[g]}.words" for g in GAMES]
    code = ("import sys\nfrom importlib import import_module\n"
            f"for name in {names!r}:\n    import_module(name)\n"
            "import sherwood.ui.kit.words\n"
            "assert 'pygame' not in sys.modules, sorted(m for m in sys.modules if 'pygame' in m)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def isinstance_chains(tree: ast.AST) -> list[tuple[int, int]]:
    """``(first line, last line)`` of each run of ``if isinstance(...)`` statements (and
    their ``elif``s) one after another in a block."""
    runs: list[tuple[int, int]] = []

    def is_check(stmt: ast.stmt) -> bool:
        return (isinstance(stmt, ast.If) and isinstance(stmt.test, ast.Call)
                and getattr(stmt.test.func, "id", None) == "isinstance")

    for node in ast.walk(tree):
        for body in (getattr(node, f, None) for f in ("body", "orelse")):
            if not isinstance(body, list):
                continue
            start = end = None
            for stmt in body:
                if is_check(stmt):
                    start = stmt.lineno if start is None else start
                    end = stmt.end_lineno
                elif isinstance(stmt, ast.Return) and start is not None:
                    end = stmt.end_lineno  # the fallback after the chain
                else:
                    if start is not None:
                        runs.append((start, end))
                    start = None
            if start is not None:
                runs.append((start, end))
    # an elif is an if inside its chain's orelse: keep the outermost runs only
    return sorted({r for r in runs if not any(o != r and o[0] <= r[0] and r[1] <= o[1] for o in runs)})


def test_nothing_in_the_ui_chooses_by_a_long_chain_of_isinstance():
    long = []
    for path in sorted((ROOT / "sherwood" / "ui").rglob("*.py")):
        for first, last in isinstance_chains(ast.parse(path.read_text(encoding="utf-8"))):
            if last - first + 1 > 20:
                long.append(f"{path.relative_to(ROOT)}:{first}-{last}")
    assert long == []
