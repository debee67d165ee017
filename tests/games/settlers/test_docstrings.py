"""The examples in the Settlers engine's docstrings run and show what they say."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "sherwood.games.settlers",
    *(f"sherwood.games.settlers.{room}" for room in (
        "board", "bots", "commands", "content", "events", "prompts", "production", "roads",
        "rules", "state", "view")),
    "tests.games.settlers.situations",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name):
    module = importlib.import_module(name)
    assert module.__doc__
    result = doctest.testmod(module)
    assert result.failed == 0 and result.attempted > 0
