"""Finding a game by its id, in the catalogue the layer above hands in.

The kernel does not know which games exist, and never imports them: the catalogue,
``sherwood.games`` (one layer up), hands itself in with :func:`use_catalogue` when it is
imported. From then on the kernel finds games by id: ``Match.start("showdown")``, loading
a save, checking boards. Any program that has a game loaded has imported ``sherwood.games``
first (it is the package of every game), and the entry points (the CLI, the app, the self
test, the bots, ``tests/conftest.py``) import it; code that holds a :class:`GameSpec` can
pass it instead of an id and needs no catalogue at all.

The layers above find games through the catalogue itself (``sherwood.games.game_spec`` and
``games``); :func:`spec_of` and :func:`all_games` are the kernel's own use of it.

>>> spec_of("_template").title
'Twenty-One (template)'
>>> spec_of(spec_of("_template")) is spec_of("_template")
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from sherwood.engine.errors import UnknownGame

if TYPE_CHECKING:  # not at run time: the menu finds games by id before any game is loaded
    from sherwood.engine.game import GameSpec

Lookup = Callable[[str], "GameSpec"]
"""The catalogue's ``game_spec(game_id)``: the spec, or :class:`UnknownGame` naming the games."""
Listing = Callable[[], Mapping[str, "GameSpec"]]
"""The catalogue's ``games()``: every game, by id."""

_catalogue: tuple[Lookup, Listing] | None = None

NO_CATALOGUE = ("No game catalogue has been handed to the engine, so it cannot find {what}: "
                "import sherwood.games (it hands its catalogue in), or pass a GameSpec")


def use_catalogue(lookup: Lookup, listing: Listing) -> None:
    """Hand the kernel the catalogue it finds games in: ``lookup(game_id)`` -> spec (raising
    :class:`UnknownGame`) and ``listing()`` -> every game by id. ``sherwood.games`` calls it
    when imported; a later call replaces the catalogue (a test may hand in its own)."""
    global _catalogue
    _catalogue = (lookup, listing)


def spec_of(game: GameSpec | str) -> GameSpec:
    """The spec of ``game``: a spec as it is, an id looked up in the catalogue.

    Raises :class:`UnknownGame` for an id the catalogue does not have, or when no catalogue
    has been handed in.
    """
    if not isinstance(game, str):  # a spec
        return game
    if _catalogue is None:
        raise UnknownGame(NO_CATALOGUE.format(what=f"the game {game!r}"))
    return _catalogue[0](game)


def all_games() -> Mapping[str, GameSpec]:
    """Every game of the catalogue, by id (raises :class:`UnknownGame` without one)."""
    if _catalogue is None:
        raise UnknownGame(NO_CATALOGUE.format(what="its games"))
    return _catalogue[1]()
