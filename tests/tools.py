"""Tests that need a program beside Python (xvfb-run, objdump, PyInstaller).

Where it is missing they are skipped on a developer's machine, but fail in CI
(``SHERWOOD_CI`` is set by ``.ci/run``, which installs them), so CI never passes by skipping.
"""

from __future__ import annotations

import os
import shutil

import pytest


def missing(reason: str) -> None:
    """Skip the test with ``reason``, or fail it in CI."""
    if os.environ.get("SHERWOOD_CI"):
        pytest.fail(f"{reason}; CI must have it (see .ci/run)")
    pytest.skip(reason)


def require_program(name: str) -> None:
    """Skip (or, in CI, fail) the test unless the program ``name`` is on the PATH."""
    if shutil.which(name) is None:
        missing(f"{name} is not installed")
