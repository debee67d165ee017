"""Shared test set-up: no real display or sound, no real user folder."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SHERWOOD_TEST_GAMES", "1")  # saves of _template load (sherwood.engine.save)

import pytest


@pytest.fixture(autouse=True)
def _sherwood_home(tmp_path, monkeypatch):
    """Every test gets its own empty player folder (settings, saves, autosave)."""
    monkeypatch.setenv("SHERWOOD_HOME", str(tmp_path / "home"))
