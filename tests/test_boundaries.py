"""What importing the packages actually loads: the run-time cousin of ``tests/test_layers.py``.

``test_layers.py`` reads the import statements of every module; these tests run Python and
look at ``sys.modules``, so they also see what the source does not say: a third-party
package that pulls in pygame, or an import whose name is computed.
"""

import subprocess
import sys

NO_PYGAME = """
import sys
import sherwood.engine, sherwood.games, sherwood.ai, sherwood.ai.tournament
import sherwood.engine.layout, sherwood.engine.save, sherwood.engine.simulate
import sherwood.savegames, sherwood.crash
from sherwood.games import GAMES
for spec in GAMES.values():
    __import__(type(spec.rules).__module__)
bad = sorted(m for m in sys.modules if m == "pygame" or m.startswith(("pygame.", "pygame_gui")))
assert not bad, bad
"""

KERNEL_ALONE = """
import pkgutil, sys
import sherwood.engine
for info in pkgutil.iter_modules(sherwood.engine.__path__, "sherwood.engine."):
    __import__(info.name)
above = sorted(m for m in sys.modules if m.startswith(("sherwood.games", "sherwood.ai", "sherwood.ui")))
assert not above, above
"""


def _run(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)


def test_engine_games_and_ai_run_without_pygame():
    result = _run(NO_PYGAME)
    assert result.returncode == 0, result.stderr


def test_the_kernel_loads_no_layer_above_it():
    """The kernel finds games in the catalogue handed in; importing all of it loads none."""
    result = _run(KERNEL_ALONE)
    assert result.returncode == 0, result.stderr


def test_cli_starts_without_pygame_or_games():
    """`sherwood --version` must stay light: nothing heavy is imported at start-up."""
    code = ("import sys; from sherwood import cli\n"
            "assert 'pygame' not in sys.modules and 'sherwood.games' not in sys.modules")
    result = _run(code)
    assert result.returncode == 0, result.stderr


def test_version_runs_without_pygame_or_games():
    code = ("import sys\nfrom sherwood import cli\n"
            "try:\n    cli.main(['--version'])\nexcept SystemExit as e:\n    assert e.code == 0\n"
            "assert 'pygame' not in sys.modules and 'sherwood.games' not in sys.modules")
    result = _run(code)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("sherwood ")
