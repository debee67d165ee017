"""The packaged program: build the one-file executable with PyInstaller in a temporary
folder, run its self-test with the dummy video driver, start it under Xvfb at the menu, let
it play games in worker processes (each one the program started again), and keep it within
its size (it unpacks all it holds at every start).

It takes about a minute, so it is marked ``packaging`` (``-m "not packaging"`` leaves it
out); CI runs it. The program runs with an almost empty environment (no virtual
environment, no PYTHONPATH, a fresh HOME), as on a player's machine, and must keep the
player's files in that HOME's user data folder, never beside itself.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.tools import missing, require_program

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.packaging


@pytest.fixture(scope="module")
def onefile(tmp_path_factory) -> Path:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        missing('PyInstaller is not installed (pip install -e ".[test]")')
    if sys.platform.startswith("linux"):
        require_program("objdump")  # PyInstaller needs it (Debian: binutils)
    folder = tmp_path_factory.mktemp("build")
    proc = subprocess.run(
        [sys.executable, str(ROOT / "build" / "build.py"), "--only", "onefile",
         "--dist", str(folder / "dist"), "--work", str(folder / "work")],
        capture_output=True, text=True, timeout=900,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    program = folder / "dist" / ("sherwood.exe" if sys.platform.startswith("win") else "sherwood")
    assert program.is_file()
    return program


def _player_env(home: Path, **extra: str) -> dict[str, str]:
    """What a player's session has: a PATH and a HOME, no Python set-up."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8"}
    if sys.platform.startswith("win"):
        env = dict(os.environ, USERPROFILE=str(home), LOCALAPPDATA=str(home / "AppData" / "Local"))
    env.update(extra)
    return env


def test_selftest_of_the_onefile_program(onefile, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    proc = subprocess.run(
        [str(onefile), "--selftest"], cwd=tmp_path, capture_output=True, text=True, timeout=300,
        env=_player_env(home, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"),
    )
    out = proc.stdout
    assert proc.returncode == 0, out[-3000:] + proc.stderr[-3000:]
    assert "(frozen," in out and "self-test passed" in out
    from sherwood.games import game_spec
    from sherwood.selftest import built_games
    from sherwood.ui.games import playable

    for game_id in built_games():  # every built game was played, and drawn where it has a table
        assert f"ok      {game_spec(game_id).title}: one game " in out
        if playable(game_id):
            assert f"ok      scene game of {game_id}" in out
    assert "FAILED" not in out
    # the player's files go to the user data folder under HOME, not beside the program
    (folder_line,) = [line for line in out.splitlines() if line.startswith("ok      player folder")]
    assert str(home) in folder_line
    assert not (onefile.parent / "saves").exists()
    reports = list(home.rglob("selftest.txt"))
    assert len(reports) == 1 and "self-test passed" in reports[0].read_text()


def test_onefile_program_opens_the_menu_under_xvfb(onefile, tmp_path):
    require_program("xvfb-run")
    shot = tmp_path / "menu.png"
    home = tmp_path / "home"
    home.mkdir()
    proc = subprocess.run(
        ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", str(onefile), "--smoke-test", str(shot)],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
        env=_player_env(home, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy"),
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    import pygame

    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 800)
    small = pygame.transform.scale(image, (64, 40))
    assert len({small.get_at((x, y))[:3] for x in range(64) for y in range(40)}) > 40


def test_onefile_program_plays_games_in_worker_processes(onefile, tmp_path):
    """`simulate --workers 2` spawns worker processes, each the packaged program started again
    (``sys.executable``): it must run the worker (``multiprocessing.freeze_support`` in
    build/launch.py), not the command line, and give the games the source gives."""
    home = tmp_path / "home"
    home.mkdir()
    command = ["simulate", "showdown", "--games", "4", "--seed", "3", "--bots", "heuristic,random", "--json"]
    frozen = subprocess.run([str(onefile), *command, "--workers", "2"], cwd=tmp_path, capture_output=True,
                            text=True, timeout=300, env=_player_env(home))
    assert frozen.returncode == 0, frozen.stderr[-3000:]
    source = subprocess.run([sys.executable, "-m", "sherwood", *command], cwd=ROOT, capture_output=True,
                            text=True, timeout=300)
    assert source.returncode == 0, source.stderr[-3000:]
    assert json.loads(frozen.stdout)["results"] == json.loads(source.stdout)["results"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the budget is for the Linux build")
def test_onefile_program_stays_small(onefile):
    """Issue 18: at most 25 MB (it was 32.5 MB before build.py's EXCLUDED and stripping; 14.5
    MB after). Something large and unused creeping in (numpy, a font set) fails here."""
    assert onefile.stat().st_size <= 25_000_000
