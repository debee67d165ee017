"""build/build.py reports the size a bundle takes: each file once, links not counted again
(issue 10: a one-folder program of 72 MB on disk was reported as 85 MB)."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

BUILD = Path(__file__).resolve().parents[1] / "build" / "build.py"


@pytest.fixture(scope="module")
def build():
    spec = importlib.util.spec_from_file_location("sherwood_build_script", BUILD)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(not hasattr(os, "symlink") or os.name == "nt", reason="needs POSIX links")
def test_a_library_linked_under_two_names_counts_once(build, tmp_path):
    bundle = tmp_path / "sherwood-onedir"
    lib = bundle / "_internal" / "libthing.so.1.2.3"
    lib.parent.mkdir(parents=True)
    lib.write_bytes(b"x" * 10_000)
    (bundle / "_internal" / "libthing.so.1").symlink_to("libthing.so.1.2.3")
    os.link(lib, bundle / "_internal" / "libthing-copy.so")
    (bundle / "sherwood").write_bytes(b"y" * 500)
    (bundle / "again").symlink_to("_internal", target_is_directory=True)
    assert build.size_of(bundle) == 10_500
    assert build.size_of(bundle / "sherwood") == 500
