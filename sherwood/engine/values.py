"""Commands and events: small frozen values that say what a seat intends and what happened.

Every game declares its commands and events as frozen dataclasses derived from
:class:`Command` and :class:`Event`. Each has a short ``kind`` (its name in saves and logs),
a readable :meth:`~GameValue.describe`, and a JSON form that round-trips:

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True, slots=True)
... class Shout(Command):
...     kind = "shout"
...     word: str
...     def describe(self, names=None):
...         return f"{seat_name(self.seat, names)} shouts {self.word!r}"
>>> cmd = Shout(seat=1, word="ho")
>>> cmd.to_json()
{'kind': 'shout', 'seat': 1, 'word': 'ho'}
>>> decode(cmd.to_json(), {"shout": Shout}) == cmd
True
>>> cmd.describe(["Robin", "Guy"])
"Guy shouts 'ho'"
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar


def seat_name(seat: int | None, names: Sequence[str] | None = None) -> str:
    """The display name of a seat: from ``names`` if given, else "Seat 1", "Seat 2", ..."""
    if seat is None:
        return "Nobody"
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return f"Seat {seat + 1}"


def possessive(name: str) -> str:
    """``"Robin Hood's"``, but ``"Guy Fawkes' Blazing Bandits'"`` for a name ending in s.

    >>> possessive("North"), possessive("Guy Fawkes' Blazing Bandits")
    ("North's", "Guy Fawkes' Blazing Bandits'")
    """
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def _to_json(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_to_json(v) for v in value]
    return value


def _from_json(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_from_json(v) for v in value)
    return value


@dataclass(frozen=True, slots=True)
class GameValue:
    """Base of commands and events. Fields hold str, int, bool, None or tuples of them."""

    kind: ClassVar[str] = "value"

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict: ``{"kind": ..., <field>: <value>, ...}``."""
        data: dict[str, Any] = {"kind": self.kind}
        for f in dataclasses.fields(self):
            data[f.name] = _to_json(getattr(self, f.name))
        return data

    def describe(self, names: Sequence[str] | None = None) -> str:
        """One readable line for the log; ``names`` are the seats' display names."""
        parts = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self))
        return f"{self.kind}({parts})"


@dataclass(frozen=True, slots=True)
class Command(GameValue):
    """What a seat intends. ``seat`` is the seat giving the command (0-based)."""

    kind: ClassVar[str] = "command"
    seat: int


@dataclass(frozen=True, slots=True)
class Event(GameValue):
    """What a command caused: a card drawn, a melee won, points scored."""

    kind: ClassVar[str] = "event"


def decode(data: Any, types: Mapping[str, type[GameValue]]) -> GameValue:
    """Rebuild a value from :meth:`GameValue.to_json`; ``types`` maps each kind to its class.

    Raises ``ValueError`` with a readable message for anything that does not fit.
    """
    if not isinstance(data, Mapping):
        raise ValueError(f"expected an object with a 'kind', got {type(data).__name__}")
    kind = data.get("kind")
    cls = types.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(f"unknown kind {kind!r} (expected one of {', '.join(sorted(types))})")
    names = {f.name for f in dataclasses.fields(cls)}
    extra = set(data) - names - {"kind"}
    missing = {f.name for f in dataclasses.fields(cls) if f.name not in data
               and f.default is dataclasses.MISSING}
    if extra or missing:
        raise ValueError(f"{kind}: unexpected fields {sorted(extra)}, missing fields {sorted(missing)}")
    return cls(**{k: _from_json(v) for k, v in data.items() if k != "kind"})
