"""The game catalogue: one entry per game, found by id, and no game imported until it is needed.

Each game has one :class:`CatalogueEntry`, which says everything the layers above need
before the game itself is loaded: its id, its title and tagline, its icon, the package of
its rules (whose ``SPEC`` is its :class:`~sherwood.engine.game.GameSpec`), the package of its
table (None while it has no screen) and whether the menus list it (the template does not).
An entry is plain data: reading the catalogue imports neither pygame nor any game's rules, so
the menu's first frame lists the games without loading one (``tests/test_startup.py``).

**Where the entries come from.** The entry-point group ``sherwood.games`` (:data:`GROUP`): a
distribution registers each of its games under the game's id, ``orchard =
"sherwood_orchard:ENTRY"`` in the ``[project.entry-points."sherwood.games"]`` table of its
``pyproject.toml``, so a game may live in a package of its own, installed beside Sherwood;
it is then in the menu, ``--selftest``, ``sherwood play`` and ``simulate`` like the others.
The module an entry point names must be light (the entry, not the rules). The group is read
once, the first time the catalogue is asked for, with :mod:`importlib.metadata`, and only when
a look at the ``entry_points.txt`` files on ``sys.path`` finds another package registering
games (importing it costs the menu's start 15 ms).

Sherwood registers its own games in the group too (its ``pyproject.toml``), but reads them
from :data:`BUILT_IN`, which is always in the catalogue, first and in this order, whatever the
installed metadata says: a source tree run without being installed has no metadata, an
editable install keeps the metadata of its last ``pip install -e .`` (stale once a game is
added, or in a second worktree), and the packaged program carries none (nor any other
distribution, so it does not read the group). The games of other distributions follow, by
id. An entry point that cannot be loaded, is not a :class:`CatalogueEntry`, is not named by
its game's id or takes an id another game has is left out, said in a warning and kept in
:data:`PROBLEMS` (``--selftest`` fails on it).

Importing this package does one thing besides: it hands the kernel this catalogue
(:func:`sherwood.engine.registry.use_catalogue`), so that ``Match.start("showdown")`` and
loading a save find games by id while the kernel never imports the layer above it.

This package is the one module of the games layer that names games it does not belong to,
and only by id and by the names of their packages, imported when first asked for; a game
never imports another game, nor this catalogue (``tests/test_layers.py``).
"""

from __future__ import annotations

import os
import re
import sys
import warnings
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, Any

from sherwood.engine.errors import UnknownGame
from sherwood.engine.registry import use_catalogue

if TYPE_CHECKING:
    from sherwood.engine.game import GameSpec

GROUP = "sherwood.games"
"""The entry-point group in which distributions register their games."""

_ID = re.compile(r"[a-z_][a-z0-9_]*")


@dataclass(frozen=True)
class CatalogueEntry:
    """One game, as the catalogue knows it before loading it.

    ``id`` is the game's id (saves and ``sherwood play`` name it), ``title`` and ``tagline``
    its words in the menu, the same as its spec's. ``icon`` is the picture on its menu tile:
    a name of :mod:`sherwood.ui.render.icons` (``"swords"``), or the path of an SVG or PNG
    file, absolute (a package of its own: ``str(Path(__file__).with_name("icon.svg"))``) or
    under Sherwood's ``assets/`` folder. ``rules`` is the package whose ``SPEC`` is the game
    (None: not built yet, listed as coming), ``table`` the package of its table (None: no
    screen yet; the menu greys it). ``listed``: whether menus and ``--selftest`` offer it
    (False for the kernel's test game).
    """

    id: str
    title: str
    tagline: str
    icon: str = "star"
    rules: str | None = None
    table: str | None = None
    listed: bool = True

    def __post_init__(self) -> None:
        if not isinstance(self.id, str) or not _ID.fullmatch(self.id):
            raise ValueError(f"a game's id is lower-case letters, digits and _, got {self.id!r}")
        for name in ("title", "tagline", "icon"):
            if not isinstance(getattr(self, name), str) or not getattr(self, name).strip():
                raise ValueError(f"the game {self.id!r} needs a {name}")


SHOWDOWN = CatalogueEntry(
    "showdown", "Sherwood Showdown", "Two rival bands rob rich travellers in a tarot-deck duel",
    icon="swords", rules="sherwood.games.showdown", table="sherwood.ui.games.showdown")
LIEUTENANTS = CatalogueEntry(
    "lieutenants", "The Sheriff's Lieutenants",
    "The Sheriff's lieutenants collect and deliver goods, 2–7 players",
    icon="shield", rules="sherwood.games.lieutenants", table="sherwood.ui.games.lieutenants")
SETTLERS = CatalogueEntry(
    "settlers", "Settlers of the Forest Isle",
    "Settle a hex island to 10 points with 2–4 players, or hunt Robin Hood alone",
    icon="tower", rules="sherwood.games.settlers", table="sherwood.ui.games.settlers")
MERRY_MEN = CatalogueEntry(
    "merry_men", "Robin Hood and the Merry Men", "Place your Merry Men, then send your hero out, 1–4 players",
    icon="leaf", rules="sherwood.games.merry_men", table="sherwood.ui.games.merry_men")
ADVENTURES = CatalogueEntry(
    "adventures", "The Adventures of Robin Hood: Solo",
    "A solo adventure: reach 18 Hope before the Evil End runs out",
    icon="star", rules="sherwood.games.adventures", table="sherwood.ui.games.adventures")
TEMPLATE = CatalogueEntry(
    "_template", "Twenty-One (template)", "The kernel's test game",
    icon="star", rules="sherwood.games._template", table="sherwood.ui.games._template", listed=False)

BUILT_IN: tuple[CatalogueEntry, ...] = (SHOWDOWN, LIEUTENANTS, SETTLERS, MERRY_MEN, ADVENTURES, TEMPLATE)
"""Sherwood's own games, in menu order (each also registered in ``pyproject.toml``)."""

PROBLEMS: list[str] = []
"""What was wrong with the entry points read (one sentence each), for ``--selftest``."""

_found: dict[str, CatalogueEntry] | None = None
"""The catalogue, read on first use (a test may put its own here)."""


def catalogue() -> Mapping[str, CatalogueEntry]:
    """Every game's entry by id: Sherwood's own in menu order, then other distributions'."""
    global _found
    if _found is None:
        _found = _read_catalogue(BUILT_IN, _entry_points())
    return _found


def listed() -> list[CatalogueEntry]:
    """The games the menus offer (built or coming), in order."""
    return [e for e in catalogue().values() if e.listed]


def built() -> list[str]:
    """The ids of the games whose rules exist (the template's included), in order."""
    return [e.id for e in catalogue().values() if e.rules is not None]


def entry(game_id: str) -> CatalogueEntry:
    """The entry of ``game_id``; raises :class:`UnknownGame` naming the games there are."""
    found = catalogue().get(game_id)
    if found is None:
        known = ", ".join(sorted(e.id for e in listed() if e.rules is not None))
        raise UnknownGame(f"There is no game called {game_id!r} (games: {known})")
    return found


GAMES: Mapping[str, GameSpec]  # built on first use by __getattr__ below


def __getattr__(name: str) -> Mapping[str, GameSpec]:
    if name == "GAMES":
        return games()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


_loaded: dict[str, GameSpec] = {}
"""The specs imported so far, by id: :func:`game_spec` imports only the game it is asked for."""


def games() -> Mapping[str, GameSpec]:
    """Every built game, by id (``_template`` included; menus leave it out)."""
    found = globals().get("GAMES")
    if found is None:
        found = {game_id: game_spec(game_id) for game_id in built()}
        globals()["GAMES"] = found  # read once; later reads find it directly
    return found


def game_spec(game_id: str) -> GameSpec:
    """The spec of ``game_id``, importing that game alone (a bot host or a search worker
    needs one game, not five); raises :class:`UnknownGame` naming the games there are.

    >>> game_spec("showdown").title
    'Sherwood Showdown'
    """
    spec = _loaded.get(game_id)
    if spec is None:
        found = entry(game_id)
        if found.rules is None:
            raise UnknownGame(f"{found.title} has no rules yet: it cannot be played in this version")
        spec = import_module(found.rules).SPEC
        if spec.id != game_id:
            raise UnknownGame(f"{found.rules}.SPEC is the game {spec.id!r}, not {game_id!r} as its "
                              f"catalogue entry says")
        _loaded[game_id] = spec
    return spec


# --- reading the entry points ---------------------------------------------------------------


def _entry_points() -> Iterable[Any]:
    """The entry points of :data:`GROUP` in the installed distributions but Sherwood itself
    (none in the packaged program, which holds no other distribution and leaves
    :mod:`importlib.metadata` out: ``build/build.py``)."""
    if getattr(sys, "frozen", False) or not _may_register_games():
        return []
    from importlib.metadata import entry_points

    try:
        points = list(entry_points(group=GROUP))
    except Exception as exc:  # damaged metadata of some package must not stop the program
        _problem(f"the installed packages' games could not be listed ({type(exc).__name__}: {exc})")
        return []
    return [p for p in points if getattr(getattr(p, "dist", None), "name", None) != "sherwood"]


def _may_register_games() -> bool:
    """Whether a distribution on ``sys.path`` other than Sherwood may register games: a look at
    the ``entry_points.txt`` of each ``*.dist-info``, ``*.egg-info`` and ``*.egg`` folder (where
    :mod:`importlib.metadata` finds them), so that the start imports :mod:`importlib.metadata`
    (email, csv, socket: 15 ms of the menu's 0.3 s) only when one does. A path entry this cannot
    look into, such as a zip file, counts as one that may."""
    header = f"[{GROUP}]"
    for entry in sys.path:
        folder = entry or "."
        try:
            names = os.listdir(folder)
        except NotADirectoryError:
            return True
        except OSError:  # a folder that is not there (yet): nothing registered in it
            continue
        for name in names:
            stem, dot, kind = name.rpartition(".")
            if not dot or kind not in ("dist-info", "egg-info", "egg"):
                continue
            if stem.partition("-")[0].lower() == "sherwood":
                continue
            inner = ("EGG-INFO", "entry_points.txt") if kind == "egg" else ("entry_points.txt",)
            try:
                with open(os.path.join(folder, name, *inner), encoding="utf-8", errors="replace") as file:
                    if header in file.read():
                        return True
            except OSError:
                continue
    return False


def _read_catalogue(own: Iterable[CatalogueEntry], points: Iterable[Any]) -> dict[str, CatalogueEntry]:
    """``own`` in order, then the entries the entry points ``points`` name, by id; a point
    that fails is left out and said (:data:`PROBLEMS`)."""
    found = {e.id: e for e in own}
    others: dict[str, CatalogueEntry] = {}
    for point in points:
        where = f"{point.name} = {point.value}"
        try:
            value = point.load()
        except Exception as exc:  # another package's mistake: say it, keep the rest
            _problem(f"the game {where} could not be loaded ({type(exc).__name__}: {exc})")
            continue
        if not isinstance(value, CatalogueEntry):
            _problem(f"the game {where} is a {type(value).__name__}, not a sherwood.games.CatalogueEntry")
        elif value.id != point.name:
            _problem(f"the game {where} is registered as {point.name!r} but its id is {value.id!r}")
        elif value.id in found or value.id in others:
            if value != found.get(value.id, others.get(value.id)):
                _problem(f"the game {where} takes the id {value.id!r} of another game")
        else:
            others[value.id] = value
    return found | dict(sorted(others.items()))


def _problem(sentence: str) -> None:
    PROBLEMS.append(sentence)
    warnings.warn(f"Sherwood: {sentence}", RuntimeWarning, stacklevel=2)


use_catalogue(game_spec, games)  # the kernel finds games by id here (see the docstring)
