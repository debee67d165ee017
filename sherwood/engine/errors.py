"""The errors Sherwood reports to a person: each message says what is wrong."""

from __future__ import annotations


class SherwoodError(Exception):
    """Base of every error whose message is meant for a player or a board author."""


class IllegalCommand(SherwoodError, ValueError):
    """A command the rules do not allow now; the match is left unchanged."""


class UnknownGame(SherwoodError, KeyError):
    """A game id that is not in the catalogue."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else "unknown game"


class BadOptions(SherwoodError, ValueError):
    """Options or seats that the game does not accept."""


class BadSave(SherwoodError):
    """A save file that is damaged, foreign or from an incompatible version."""


class BadLayout(SherwoodError):
    """A board YAML file that does not follow the layout schema.

    The message names the file, the line and the field, e.g.
    ``boards/showdown.yaml, line 12, field zones[3].pos: expected two numbers``.
    """

    def __init__(self, file: str, line: int | None, field: str, problem: str):
        self.file, self.line, self.field, self.problem = file, line, field, problem
        where = f"{file}, line {line}" if line is not None else file
        super().__init__(f"{where}, field {field}: {problem}")
