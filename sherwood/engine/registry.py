"""Finding a game by its id.

The catalogue itself is the explicit dict ``sherwood.games.GAMES``; this module is the one
place where the kernel reaches it, and it does so only when asked (no import-time work).
"""

from __future__ import annotations

from collections.abc import Mapping

from sherwood.engine.errors import UnknownGame
from sherwood.engine.game import GameSpec


def games() -> Mapping[str, GameSpec]:
    """Every playable game, by id."""
    from sherwood.games import GAMES

    return GAMES


def game_spec(game_id: str) -> GameSpec:
    """The spec of ``game_id``; raises :class:`UnknownGame` naming the games there are."""
    try:
        return games()[game_id]
    except KeyError:
        known = ", ".join(sorted(g for g in games() if not g.startswith("_")))
        raise UnknownGame(f"There is no game called {game_id!r} (games: {known})") from None
