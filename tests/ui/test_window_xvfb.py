"""A real X window under Xvfb: `sherwood --smoke-test shot.png` starts the app, draws the
menu, saves a screenshot and exits."""

import os
import subprocess
import sys

import pygame
import pytest

from tests.tools import require_program

pytestmark = pytest.mark.xvfb


def test_real_window_smoke(tmp_path):
    require_program("xvfb-run")
    shot = tmp_path / "smoke.png"
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="x11",
        SDL_AUDIODRIVER="dummy",
        SHERWOOD_HOME=str(tmp_path / "home"),
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    proc = subprocess.run(
        ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24",
         sys.executable, "-m", "sherwood", "--smoke-test", str(shot)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert shot.exists()
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 800)
    small = pygame.transform.scale(image, (64, 40))
    assert len({small.get_at((x, y))[:3] for x in range(64) for y in range(40)}) > 40
