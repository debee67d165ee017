"""What a table offers the person at the screen: spots to click and buttons to press.

A :class:`Target` is a clickable spot of the board, in board units, that gives a command or
runs an action (select a card, browse a pile); an :class:`Action` is a button the host puts
in the banner. Both are values the table hands the host (:mod:`sherwood.ui.kit.table`),
which hit-tests the clicks and applies the commands.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

from sherwood.engine import Command
from sherwood.ui.render.board import Box


@dataclass
class Target:
    """A clickable spot: it gives a command, or runs ``action`` (select a card, browse a pile)."""

    box: Box
    tooltip: str = ""
    command: Command | None = None
    action: Callable[[], object] | None = None
    glow: bool = True
    key: Hashable = None


@dataclass(frozen=True)
class Action:
    """A button the seat may press now: it gives ``command``, or runs ``run`` (the first
    step of a choice made in several clicks, such as a hero ability with options). A
    ``quiet`` button is advice beside the game's own moves (the Hint), drawn in a darker,
    quieter style than the gold of a move."""

    label: str
    command: Command | None
    tooltip: str = ""
    run: Callable[[], None] | None = None
    quiet: bool = False
