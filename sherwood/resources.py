"""Where Sherwood's files are: bundled boards and assets, and the player's own files.

Bundled files (``boards/``, ``assets/``) are found in three situations:

* a source tree or an editable install: the folders at the top of the repository;
* an installed wheel: ``sherwood/_data/`` inside the package (see pyproject.toml);
* a PyInstaller app: ``sherwood/_data/`` inside the unpacked bundle (see build/sherwood.spec).

Player files (settings, saves, the autosave, statistics) live in the platform's user data
folder, never beside the program. ``SHERWOOD_HOME`` overrides it (tests use this).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
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


RULES_FOLDERS = (("docs", "rules"), ("..", "shared", "rules"))
"""Where a game's numbered rules spec is, from the source tree's top: the repository's own
(``docs/rules/``: the template's stub, a game that brings its spec along) and the shared
folder beside the checkout (``../shared/rules/``, where the lead keeps the five games')."""


def rules_spec(name: str) -> Path | None:
    """The rules spec file ``name`` (``GameSpec.rules_file``) in :data:`RULES_FOLDERS`, or None
    where none has it (an installed or packaged Sherwood carries no specs)."""
    for folder in RULES_FOLDERS:
        path = bundle_root().joinpath(*folder, name)
        if path.is_file():
            return path
    return None


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


def legacy_autosave_path() -> Path:
    """The single autosave of Sherwood before every game kept its own; it is moved into
    ``saves/autosave/`` as one game in progress the first time the saves are listed."""
    return saves_path() / "autosave.json"


def autosave_path() -> Path:
    """The old name of :func:`legacy_autosave_path` (a file written there is picked up as one
    game in progress); the autosave of each game is in ``saves/autosave/`` now."""
    return legacy_autosave_path()


def write_atomically(path: Path, text: str) -> None:
    """Replace ``path`` by ``text`` so that a reader sees the old file or the new, never half:
    a temporary file beside it, flushed to disk, renamed over it, then the folder synced so
    the rename itself survives a power cut (where the system allows it). A failed write
    leaves the old file and no temporary one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """fsync a folder, so a rename in it is on disk. Windows cannot open a folder for this
    (and its renames are journalled anyway); a system that refuses is let be."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    with contextlib.suppress(OSError):
        os.fsync(fd)
    os.close(fd)


DAMAGED = ".damaged"


def move_aside(path: Path) -> Path | None:
    """Rename a file Sherwood cannot read to ``<name>.damaged`` (``<name>.2.damaged`` … if
    that is taken), so nothing is lost; the new path, or None if it cannot be moved."""
    target = path.with_name(path.name + DAMAGED)
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.{n}{DAMAGED}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target
