"""The game-agnostic kernel: matches, commands, events, seeded chance, saves, layouts.

Never imports pygame, nor any layer above it. Public names::

    from sherwood.engine import Match, IllegalCommand

Games are found by id in the catalogue that ``sherwood.games`` hands in when it is
imported (:mod:`sherwood.engine.registry`); look one up with ``sherwood.games.game_spec``.
"""

from sherwood.engine.errors import (
    BadLayout,
    BadOptions,
    BadSave,
    IllegalCommand,
    SherwoodError,
    UnknownGame,
)
from sherwood.engine.game import BotInfo, GameSpec, OptionSpec, Rules
from sherwood.engine.match import Match, Turn
from sherwood.engine.rng import SeededRng
from sherwood.engine.values import Command, Event, possessive, seat_name

__all__ = [
    "BadLayout", "BadOptions", "BadSave", "BotInfo", "Command", "Event", "GameSpec",
    "IllegalCommand", "Match", "OptionSpec", "Rules", "SeededRng", "SherwoodError", "Turn",
    "UnknownGame", "possessive", "seat_name",
]
