"""The game-agnostic kernel: matches, commands, events, seeded chance, saves, layouts.

Never imports pygame, nor any layer above it. Public names::

    from sherwood.engine import Match, IllegalCommand, Refusal, refuse
    from sherwood.engine import GameSpec, OptionSpec, GenericBot, Rules   # what a game declares
    from sherwood.engine import Command, Event, Prompt, FlowTables, Outcome  # what it is made of

Games are found by id in the catalogue that ``sherwood.games`` hands in when it is
imported (:mod:`sherwood.engine.registry`); look one up with ``sherwood.games.game_spec``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sherwood.engine.errors import (
        BadLayout,
        BadOptions,
        BadSave,
        IllegalCommand,
        Refusal,
        SherwoodError,
        UnknownGame,
        refuse,
    )
    from sherwood.engine.flow import FlowTables, Prompt
    from sherwood.engine.game import BotInfo, GameSpec, GenericBot, OptionSpec, Rules
    from sherwood.engine.match import Match, Turn
    from sherwood.engine.outcome import Outcome, Row, Solo
    from sherwood.engine.rng import SeededRng
    from sherwood.engine.values import Command, Event, possessive, seat_name

_HOME = {
    "BadLayout": "errors", "BadOptions": "errors", "BadSave": "errors",
    "IllegalCommand": "errors", "Refusal": "errors", "SherwoodError": "errors", "UnknownGame": "errors",
    "refuse": "errors",
    "FlowTables": "flow", "Prompt": "flow",
    "BotInfo": "game", "GameSpec": "game", "GenericBot": "game", "OptionSpec": "game", "Rules": "game",
    "Match": "match", "Turn": "match",
    "Outcome": "outcome", "Row": "outcome", "Solo": "outcome",
    "SeededRng": "rng",
    "Command": "values", "Event": "values", "possessive": "values", "seat_name": "values",
}
"""Where each public name lives. The package imports a module when one of its names is
first asked for (PEP 562): the menu needs only the errors and the catalogue's registry, and
importing the whole kernel cost a start-up about 7% of its instructions."""


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module 'sherwood.engine' has no attribute {name!r}")
    value = getattr(_module(home), name)
    globals()[name] = value
    return value


def _module(home: str) -> Any:
    """The kernel's module ``home``, imported by name (each import a constant, so that the
    layers test follows them)."""
    if home == "errors":
        from sherwood.engine import errors

        return errors
    if home == "flow":
        from sherwood.engine import flow

        return flow
    if home == "game":
        from sherwood.engine import game

        return game
    if home == "match":
        from sherwood.engine import match

        return match
    if home == "outcome":
        from sherwood.engine import outcome

        return outcome
    if home == "rng":
        from sherwood.engine import rng

        return rng
    from sherwood.engine import values

    return values


def __dir__() -> list[str]:
    return sorted([*globals(), *_HOME])


__all__ = [
    "BadLayout", "BadOptions", "BadSave", "BotInfo", "Command", "Event", "FlowTables", "GameSpec",
    "GenericBot", "IllegalCommand", "Match", "OptionSpec", "Outcome", "Prompt", "Refusal", "Row", "Rules",
    "SeededRng", "SherwoodError", "Solo", "Turn", "UnknownGame", "possessive", "refuse", "seat_name",
]
