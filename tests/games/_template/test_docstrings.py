"""The examples in the template's docstrings run and show what they say: the template is
read as documentation, so its examples must stay true."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import sherwood.games._template

PACKAGE = "sherwood.games._template"
ROOMS = sorted(m.name for m in pkgutil.iter_modules(sherwood.games._template.__path__, f"{PACKAGE}."))
MODULES = [PACKAGE, *ROOMS]


def test_every_room_is_here():
    rooms = {name.rsplit(".", 1)[1] for name in ROOMS}
    assert {"commands", "events", "prompts", "state", "view", "rules", "outcome", "bots"} <= rooms


@pytest.mark.parametrize("name", [*MODULES, "tests.games._template.situations"])
def test_docstring_examples_run(name):
    module = importlib.import_module(name)
    assert module.__doc__, f"{name} has no docstring saying what goes in it"
    result = doctest.testmod(module)
    assert result.failed == 0
