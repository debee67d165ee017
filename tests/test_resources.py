"""Where Sherwood finds its bundled files and keeps the player's own.

Bundled files: the repository top in a source tree; ``sherwood/_data/`` in a wheel and in
the packaged program (tests/test_packaging.py runs the real frozen program).
"""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

import sherwood.resources as resources

ROOT = Path(__file__).resolve().parents[1]


def _resources_module_at(package: Path):
    """A fresh copy of sherwood/resources.py imported from ``package`` (as if installed there)."""
    package.mkdir(parents=True, exist_ok=True)
    shutil.copy(ROOT / "sherwood" / "resources.py", package / "resources.py")
    spec = importlib.util.spec_from_file_location("resources_copy", package / "resources.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_source_tree_uses_the_repository_folders():
    assert resources.bundle_root() == ROOT
    assert resources.resource_path("boards", "showdown.yaml").is_file()


def test_installed_or_frozen_package_uses_its_data_folder(tmp_path):
    package = tmp_path / "site-packages" / "sherwood"
    for folder in ("boards", "assets"):
        (package / "_data" / folder).mkdir(parents=True)
    module = _resources_module_at(package)
    assert module.bundle_root() == package / "_data"
    assert module.resource_path("assets", "theme.json") == package / "_data" / "assets" / "theme.json"


def test_missing_files_say_what_to_do(tmp_path):
    module = _resources_module_at(tmp_path / "lonely" / "sherwood")
    try:
        module.bundle_root()
    except FileNotFoundError as exc:
        assert "boards/ and assets/" in str(exc) and "reinstall" in str(exc)
    else:
        raise AssertionError("no error for a copy without its files")


def test_player_files_go_to_the_platform_user_folder(tmp_path, monkeypatch):
    monkeypatch.delenv("SHERWOOD_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    import platformdirs

    expected = Path(platformdirs.user_data_dir("Sherwood", appauthor=False))
    assert resources.user_dir("saves") == expected / "saves"
    assert expected.is_dir() and str(expected).startswith(str(tmp_path))


def test_sherwood_home_overrides_the_player_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SHERWOOD_HOME", str(tmp_path / "elsewhere"))
    assert resources.user_dir("settings.json") == tmp_path / "elsewhere" / "settings.json"
