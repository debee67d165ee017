"""The examples in the engine's docstrings run and give what they show (STYLE rule 8)."""

import doctest
import importlib
import pkgutil

import pytest

import sherwood.engine

MODULES = sorted(m.name for m in pkgutil.iter_modules(sherwood.engine.__path__, "sherwood.engine."))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
