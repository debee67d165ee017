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


def _user_root() -> Path:
    home = os.environ.get("SHERWOOD_HOME")
    if home:
        return Path(home)
    import platformdirs

    return Path(platformdirs.user_data_dir("Sherwood", appauthor=False))


def user_dir(*parts: str) -> Path:
    """Path inside the player's Sherwood folder; the folder itself is created on demand."""
    root = _user_root()
    root.mkdir(parents=True, exist_ok=True)
    return root.joinpath(*parts)


def saves_path() -> Path:
    """Where the saved games live, without creating anything (the folder may be missing, or
    even be a file: :mod:`sherwood.savegames` reports that instead of crashing).

    Layout (see :mod:`sherwood.savegames`)::

        saves/autosave/<game>-<YYYYmmdd-HHMMSS>-<id>.json   one per game played, after every move
        saves/<game>-<YYYYmmdd-HHMMSS>.json                  a copy saved from the pause menu
        saves/library.json                                   the players' names for saves, finished flags
        saves/**/<file>.damaged                              a file Sherwood could not read, set aside
    """
    return _user_root() / "saves"


def saves_dir() -> Path:
    """The folder of saved games (created on demand; OSError if that is impossible)."""
    folder = user_dir("saves")
    folder.mkdir(exist_ok=True)
    return folder


def legacy_autosave_path() -> Path:
    """The single autosave of Sherwood before every game kept its own; it is moved into
    ``saves/autosave/`` as one game in progress the first time the saves are listed."""
    return saves_path() / "autosave.json"


def autosave_path() -> Path:
    """The old name of :func:`legacy_autosave_path` (a file written there is picked up as one
    game in progress); the autosave of each game is in ``saves/autosave/`` now."""
    return legacy_autosave_path()
