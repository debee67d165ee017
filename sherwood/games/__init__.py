"""The game catalogue: explicit lists, no discovery, and no game imported until it is needed.

``CATALOGUE`` lists all five Sherwood games for the menu, built or not. ``BUILT`` names the
games whose rules exist, each a package ``sherwood.games.<id>`` with a ``SPEC``
(``_template`` is the kernel's test game and stays out of menus). ``GAMES`` maps each built
id to its spec; it imports the game packages the first time it is read, and
:func:`game_spec` imports only the game asked for, so that the menu can open without
loading any game's rules and a bot's worker process loads one game. :func:`games` and
:func:`game_spec` are how the layers above find a game.

Importing this package does one thing besides: it hands the kernel this catalogue
(:func:`sherwood.engine.registry.use_catalogue`), so that ``Match.start("showdown")`` and
loading a save find games by id while the kernel never imports the layer above it. Every
game package lives here, so a program that holds any game's spec has handed it in.

This package is the one module of the games layer that names games it does not belong to,
and only by id (``BUILT``), imported by name when first asked for; a game never
imports another game, nor this catalogue (``tests/test_layers.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING

from sherwood.engine.errors import UnknownGame
from sherwood.engine.registry import use_catalogue

if TYPE_CHECKING:
    from sherwood.engine.game import GameSpec


@dataclass(frozen=True)
class CatalogueEntry:
    id: str
    title: str
    tagline: str


CATALOGUE: tuple[CatalogueEntry, ...] = (
    CatalogueEntry("showdown", "Sherwood Showdown",
                   "Two rival bands rob rich travellers in a tarot-deck duel"),
    CatalogueEntry("lieutenants", "The Sheriff's Lieutenants",
                   "The Sheriff's lieutenants collect and deliver goods, 2–7 players"),
    CatalogueEntry("settlers", "Settlers of the Forest Isle",
                   "Settle a hex island to 10 points with 2–4 players, or hunt Robin Hood alone"),
    CatalogueEntry("merry_men", "Robin Hood and the Merry Men",
                   "Place your Merry Men, then send your hero out, 1–4 players"),
    CatalogueEntry("adventures", "The Adventures of Robin Hood: Solo",
                   "A solo adventure: reach 18 Hope before the Evil End runs out"),
)

BUILT: tuple[str, ...] = ("_template", "showdown", "merry_men", "settlers", "adventures",
                          "lieutenants")

GAMES: Mapping[str, GameSpec]  # built on first use by __getattr__ below


def __getattr__(name: str) -> Mapping[str, GameSpec]:
    if name == "GAMES":
        return games()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


_loaded: dict[str, GameSpec] = {}
"""The specs imported so far, by id: :func:`game_spec` imports only the game it is asked for."""


def games() -> Mapping[str, GameSpec]:
    """Every built game, by id (``_template`` included; menus leave it out)."""
    built = globals().get("GAMES")
    if built is None:
        built = {game_id: game_spec(game_id) for game_id in BUILT}
        globals()["GAMES"] = built  # read once; later reads find it directly
    return built


def game_spec(game_id: str) -> GameSpec:
    """The spec of ``game_id``, importing that game alone (a bot host or a search worker
    needs one game, not five); raises :class:`UnknownGame` naming the games there are.

    >>> game_spec("showdown").title
    'Sherwood Showdown'
    """
    spec = _loaded.get(game_id)
    if spec is None:
        if game_id not in BUILT:
            known = ", ".join(sorted(g for g in BUILT if not g.startswith("_")))
            raise UnknownGame(f"There is no game called {game_id!r} (games: {known})")
        spec = _loaded[game_id] = import_module(f"sherwood.games.{game_id}").SPEC
    return spec


use_catalogue(game_spec, games)  # the kernel finds games by id here (see the docstring)
