"""The errors Sherwood reports to a person: each message says what is wrong."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


class SherwoodError(Exception):
    """Base of every error whose message is meant for a player or a board author."""


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why the engine or a game refuses something, as a value: a ``code`` and its
    ``params`` (plain values: seats as numbers, cards and places as ids). The words for the
    player are built from it by the game's words, in the player's language; nothing reads
    a sentence to learn why.

    >>> r = refuse("no_passes_left", passes=2)
    >>> r.code, r["passes"], r
    ('no_passes_left', 2, no_passes_left(passes=2))
    """

    code: str
    params: tuple[tuple[str, Any], ...] = ()

    def __getitem__(self, name: str) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        raise KeyError(f"{self.code} has no parameter {name!r}")

    @property
    def args(self) -> dict[str, Any]:
        """The parameters by name."""
        return dict(self.params)

    def __repr__(self) -> str:
        return f"{self.code}({', '.join(f'{k}={v!r}' for k, v in self.params)})"

    __str__ = __repr__


def refuse(code: str, **params: Any) -> Refusal:
    """A :class:`Refusal` of ``code`` with ``params`` (the way games write one)."""
    return Refusal(code, tuple(params.items()))


class IllegalCommand(SherwoodError, ValueError):
    """A command the rules do not allow now; the match is left unchanged. ``refusal`` says
    why, as a value (:class:`Refusal`); the message is its short form, for a developer."""

    def __init__(self, refusal: Refusal):
        self.refusal = refusal
        super().__init__(str(refusal))


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
