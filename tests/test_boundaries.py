"""Dependencies point one way: the engine, the games and the bots never import pygame."""

import subprocess
import sys

CHECK = """
import sys
import sherwood.engine, sherwood.games, sherwood.ai, sherwood.ai.tournament
import sherwood.engine.layout, sherwood.engine.save, sherwood.engine.simulate
from sherwood.games import GAMES
for spec in GAMES.values():
    __import__(type(spec.rules).__module__)
bad = sorted(m for m in sys.modules if m == "pygame" or m.startswith(("pygame.", "pygame_gui")))
assert not bad, bad
"""


def test_engine_games_and_ai_run_without_pygame():
    result = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_cli_starts_without_pygame_or_games():
    """`sherwood --version` must stay light: nothing heavy is imported at start-up."""
    code = ("import sys; from sherwood import cli\n"
            "assert 'pygame' not in sys.modules and 'sherwood.games' not in sys.modules")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
