"""Set-up for every pytest run here, the tests and the doctests of ``sherwood/`` alike.

The kernel finds games by id in the catalogue the layer above hands it
(:mod:`sherwood.engine.registry`); the app and the CLI import ``sherwood.games`` to do so,
and so does this file, so that ``Match.start("showdown")`` works in every test and in
``pytest --doctest-modules sherwood/engine``. The tests' own set-up is ``tests/conftest.py``.
"""

import sherwood.games  # noqa: F401 (hands the kernel its catalogue)
