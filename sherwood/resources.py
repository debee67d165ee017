"""Where Sherwood's files are: bundled boards and assets, and the player's own files.

Bundled files (``boards/``, ``assets/``) are found in three situations:

* a source tree or an editable install: the folders at the top of the repository;
* an installed wheel: ``sherwood/_data/`` inside the package (see pyproject.toml);
* a PyInstaller app: ``sherwood/_data/`` inside the unpacked bundle (see build/sherwood.spec).

Player files (settings, saves, the autosave, statistics) live in the platform's user data
folder, never beside the program. ``SHERWOOD_HOME`` overrides it (tests use this).
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


@cache
def bundle_root() -> Path:
    """The folder that holds ``boards/`` and ``assets/``."""
    for candidate in (_PACKAGE_DIR / "_data", _PACKAGE_DIR.parent):
        if (candidate / "boards").is_dir() and (candidate / "assets").is_dir():
            return candidate
    raise FileNotFoundError(
        f"Sherwood's boards/ and assets/ folders are missing (looked in {_PACKAGE_DIR / '_data'} "
        f"and {_PACKAGE_DIR.parent}); reinstall Sherwood."
    )


def resource_path(*parts: str) -> Path:
    """Path of a bundled file, e.g. ``resource_path("boards", "showdown.yaml")``."""
    return bundle_root().joinpath(*parts)


def user_dir(*parts: str) -> Path:
    """Path inside the player's Sherwood folder; the folder itself is created on demand."""
    home = os.environ.get("SHERWOOD_HOME")
    if home:
        root = Path(home)
    else:
        import platformdirs

        root = Path(platformdirs.user_data_dir("Sherwood", appauthor=False))
    root.mkdir(parents=True, exist_ok=True)
    return root.joinpath(*parts)


def saves_dir() -> Path:
    """The folder of saved games (created on demand)."""
    folder = user_dir("saves")
    folder.mkdir(exist_ok=True)
    return folder


def autosave_path() -> Path:
    """The game in progress, saved after every command (Continue in the menu)."""
    return saves_dir() / "autosave.json"
