"""The game-agnostic kernel: matches, commands, events, seeded chance, saves, layouts.

Never imports pygame. Public names::

    from sherwood.engine import Match, IllegalCommand
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
from sherwood.engine.registry import game_spec, games
from sherwood.engine.rng import SeededRng
from sherwood.engine.values import Command, Event, possessive, seat_name

__all__ = [
    "BadLayout", "BadOptions", "BadSave", "BotInfo", "Command", "Event", "GameSpec",
    "IllegalCommand", "Match", "OptionSpec", "Rules", "SeededRng", "SherwoodError", "Turn",
    "UnknownGame", "game_spec", "games", "possessive", "seat_name",
]
