"""build/build.py: the size a bundle takes, each file once, links not counted again
(a one-folder program of 72 MB on disk was reported as 85 MB); and what the bundle leaves out
(a smaller one-file program starts sooner), none of it used by Sherwood."""

from __future__ import annotations

import ast
import importlib.util
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build" / "build.py"


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


def _imports(tree: ast.AST) -> set[str]:
    """Every module a source imports (anywhere in it), and the pygame and yaml parts it
    reaches by attribute (``pygame.mixer.Sound``, ``yaml.CSafeLoader``)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
                "import_module", "__import__") and node.args and isinstance(node.args[0], ast.Constant):
            names.add(str(node.args[0].value))
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            if node.value.id == "pygame":
                names.add(f"pygame.{node.attr}")
            elif node.value.id == "yaml" and node.attr.startswith("C"):  # CSafeLoader: yaml.cyaml
                names.add("yaml.cyaml")
    return names


def test_no_module_of_sherwood_uses_what_the_bundle_leaves_out(build):
    """The packaged program leaves out modules nothing in it runs (build.EXCLUDED): a module
    of Sherwood that imported one would fail only there (its optional extras aside)."""
    left_out = [name for name in build.EXCLUDED if name not in build.OPTIONAL]
    found = []
    for path in sorted((ROOT / "sherwood").rglob("*.py")):
        for name in _imports(ast.parse(path.read_text(encoding="utf-8"))):
            if any(name == gone or name.startswith(gone + ".") for gone in left_out):
                found.append(f"{path.relative_to(ROOT)}: {name}")
    assert found == []


def test_the_files_left_out_are_other_packages_and_unused(build):
    kept = [
        *(str(p.relative_to(ROOT)) for p in (ROOT / "assets").rglob("*") if p.is_file()),
        *(str(p.relative_to(ROOT)) for p in (ROOT / "boards").rglob("*") if p.is_file()),
        "pygame_gui/data/NotoSans-Regular.ttf", "pygame_gui/data/NotoSans-BoldItalic.ttf",
        "pygame_gui/data/FiraCode-Regular.ttf", "pygame_gui/data/default_theme.json",
        "pygame_gui/data/translations/pygame-gui.en.json", "pygame_ce.libs/libSDL2-2-50d19f93.0.so.0",
        "pygame_ce.libs/libSDL2_ttf-2-e69aa315.0.so.0", "libpng16-16.dll", "libwebp-7.dll",
    ]
    assert [name for name in kept if build.LEFT_OUT.search(name)] == []
    gone = ["pygame_gui/data/NotoSansJP-Bold.otf", "pygame_gui\\data\\NotoSansKR-Regular.ttf",
            "pygame_gui/data/NotoSansHebrew-Bold.ttf", "pygame_gui/data/translations/pygame-gui.de.json",
            "SDL2_mixer.dll", "pygame_ce.libs/libFLAC-e7027ec5.so.14.0.0", "libopusfile-0.dll"]
    assert [name for name in gone if not build.LEFT_OUT.search(name)] == []
