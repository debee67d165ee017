"""The game-agnostic kernel: matches, commands, events, seeded chance, saves, layouts.

Never imports pygame, nor any layer above it. Public names::

    from sherwood.engine import Match, IllegalCommand
    from sherwood.engine import GameSpec, OptionSpec, GenericBot, Rules   # what a game declares
    from sherwood.engine import Command, Event, Prompt, FlowTables, Outcome  # what it is made of

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
from sherwood.engine.flow import FlowTables, Prompt
from sherwood.engine.game import BotInfo, GameSpec, GenericBot, OptionSpec, Rules
from sherwood.engine.match import Match, Turn
from sherwood.engine.outcome import Outcome, Row, Solo
from sherwood.engine.rng import SeededRng
from sherwood.engine.values import Command, Event, possessive, seat_name

__all__ = [
    "BadLayout", "BadOptions", "BadSave", "BotInfo", "Command", "Event", "FlowTables", "GameSpec",
    "GenericBot", "IllegalCommand", "Match", "OptionSpec", "Outcome", "Prompt", "Row", "Rules",
    "SeededRng", "SherwoodError", "Solo", "Turn", "UnknownGame", "possessive", "seat_name",
]
