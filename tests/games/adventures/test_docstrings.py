"""The examples in the adventure's docstrings run and show what they say (the engine's rooms
and the situations helper; ``bots.py`` and ``heuristic*`` are tested with the bots)."""

from __future__ import annotations

import doctest
import importlib

import pytest

ENGINE_ROOMS = ("actions", "board", "commands", "content", "effects", "events", "flow", "movement",
                "outcome", "overpower", "prompts", "round_events", "rounds", "rules", "setup", "state",
                "tasks", "turn", "view")
MODULES = ["sherwood.games.adventures", *(f"sherwood.games.adventures.{m}" for m in ENGINE_ROOMS),
           "tests.games.adventures.situations"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name):
    module = importlib.import_module(name)
    assert module.__doc__, f"{name} has no docstring saying what goes in it"
    result = doctest.testmod(module)
    assert result.failed == 0
