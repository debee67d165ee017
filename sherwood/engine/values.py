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

Fields hold exactly their declared types (``bool`` is not an ``int``, a list is not a
string); :func:`field_problem` says what does not fit and :func:`decode` refuses it:

>>> field_problem(Shout(seat=True, word="ho"))
'shout: seat must be a whole number, not True'
>>> decode({"kind": "shout", "seat": 1, "word": ["ho"]}, {"shout": Shout})
Traceback (most recent call last):
...
ValueError: shout: word must be a text, not ['ho']
"""

from __future__ import annotations

import dataclasses
import functools
import reprlib
import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import NoneType, UnionType
from typing import Any, ClassVar

MAX_DEPTH = 6
"""How deeply a field's tuples may nest (a damaged save may nest lists without end)."""


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
    if isinstance(value, list | tuple):
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
    """What a command caused: a card drawn, a melee won, points scored.

    ``reveals`` is set on the event types that show the seat giving the command (the mover)
    something it could not see before: a card or tile turned up from a hidden deck, a card
    drawn into a hand, dice rolled, another seat's hidden card laid down inside the mover's
    command (a one-option prompt of that seat answered at once). It says what, as the words
    that follow "The last move …" (``"turned up a villain card"``). The match never takes
    back a command that caused such an event (:attr:`sherwood.engine.Match.undo_refusal`).
    Only what the mover learns counts, since only the mover can take the move back (before
    passing the device): the mover's own card laid on the table reveals nothing, though the
    others see it for the first time. ``reveals`` belongs to the event type, not to one event.
    """

    kind: ClassVar[str] = "event"
    reveals: ClassVar[str] = ""


# --- field types ---------------------------------------------------------------------------

@functools.cache
def field_types(cls: type[GameValue]) -> tuple[tuple[str, Any], ...]:
    """``(name, declared type)`` for each field of a command or event class, in order."""
    hints = typing.get_type_hints(cls)
    return tuple((f.name, hints.get(f.name, Any)) for f in dataclasses.fields(cls))


def _words(hint: Any) -> str:
    """A declared type as a person would say it: "a whole number", "a text or nothing"."""
    if hint is bool:
        return "true or false"
    if hint is int:
        return "a whole number"
    if hint is float:
        return "a number"
    if hint is str:
        return "a text"
    if hint is None or hint is NoneType:
        return "nothing"
    origin = typing.get_origin(hint)
    if origin is typing.Union or origin is UnionType:
        return " or ".join(_words(a) for a in typing.get_args(hint))
    if hint is tuple or origin is tuple:
        return "a list"
    return getattr(hint, "__name__", str(hint))


def _fits(value: Any, hint: Any, lists: bool, depth: int = 0) -> bool:
    """Whether ``value`` holds the declared type ``hint``; ``lists``: JSON lists count as
    tuples (in :func:`decode`), else only tuples do."""
    if depth > MAX_DEPTH:
        return False
    if hint is Any:
        return True
    if hint is None or hint is NoneType:
        return value is None
    if hint is bool:
        return type(value) is bool
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool) and -WHOLE_LIMIT <= value < WHOLE_LIMIT
    if hint is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if hint is str:
        return isinstance(value, str)
    origin = typing.get_origin(hint)
    if origin is typing.Union or origin is UnionType:
        return any(_fits(value, a, lists, depth) for a in typing.get_args(hint))
    if hint is tuple or origin is tuple:
        if not isinstance(value, (list, tuple) if lists else tuple):
            return False
        args = typing.get_args(hint)
        if not args:  # a bare tuple: plain values or tuples of them
            return all(_fits(v, _PLAIN, lists, depth + 1) for v in value)
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(v, args[0], lists, depth + 1) for v in value)
        return len(value) == len(args) and all(
            _fits(v, a, lists, depth + 1) for v, a in zip(value, args, strict=True))
    return isinstance(hint, type) and isinstance(value, hint)


_PLAIN = str | int | bool | float | None | tuple


SHOWN_CHARS = 40
"""How much of a wrong value a refusal repeats: about this many characters."""
WHOLE_LIMIT = 2**63
"""A whole number a field holds lies from ``-WHOLE_LIMIT`` to ``WHOLE_LIMIT - 1`` (what a
save's JSON carries anywhere; no seat, card, level or count comes near)."""


class _Short(reprlib.Repr):
    """reprlib's short repr, which also names a number too long to write by its digits."""

    def repr_int(self, x: int, level: int) -> str:
        digits = _digits(x)
        if digits > self.maxlong:
            return f"a number of {digits} digits"
        return super().repr_int(x, level)


def _digits(x: int) -> int:
    """The decimal digits of ``x``, worked out without writing it (Python refuses to write a
    number of more than 4,300 digits)."""
    x = abs(x)
    digits = max(1, int(x.bit_length() * 0.30102999566398120))  # log10(2)
    while x >= 10**digits:
        digits += 1
    return digits


_REPR = _Short()
_REPR.maxlevel, _REPR.maxlist, _REPR.maxtuple, _REPR.maxdict = 3, 4, 4, 4
_REPR.maxstring = _REPR.maxother = _REPR.maxlong = SHOWN_CHARS


def shown(value: Any) -> str:
    """A wrong value as a refusal repeats it: its repr, about :data:`SHOWN_CHARS`
    characters at most (a long text cut in the middle), safe on any depth or size.

    >>> shown("H4"), shown("x" * 200_000), shown(10**5000)
    ("'H4'", "'xxxxxxxxxxxxxxxxx...xxxxxxxxxxxxxxxxxx'", 'a number of 5001 digits')
    """
    return _REPR.repr(value)


def clip(text: str) -> str:
    """``text`` cut to :data:`SHOWN_CHARS` characters, ``...`` at the end, when longer.

    >>> clip("road_1"), clip("y" * 50)
    ('road_1', 'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy...')
    """
    return text if len(text) <= SHOWN_CHARS else text[:SHOWN_CHARS - 3] + "..."


def shortened(value: GameValue) -> GameValue:
    """``value`` with every text in it clipped (:func:`clip`), for a refusal that describes
    the command it refuses; its whole numbers are short already (:data:`WHOLE_LIMIT`)."""
    def short(item: Any) -> Any:
        if isinstance(item, str):
            return clip(item)
        if isinstance(item, tuple):
            return tuple(short(i) for i in item)
        return item

    return dataclasses.replace(value, **{f.name: short(getattr(value, f.name))
                                          for f in dataclasses.fields(value)})


def _misfit(kind: str, name: str, hint: Any, value: Any) -> str:
    """Why field ``name`` of a ``kind`` does not hold ``value``, in words."""
    huge = _huge(value)
    if huge is not None:
        return f"{kind}: {name} holds {shown(huge)}, more than a move may hold: at most 2**63 - 1 either way"
    return f"{kind}: {name} must be {_words(hint)}, not {shown(value)}"


def _huge(value: Any, depth: int = 0) -> int | None:
    """The first whole number in ``value`` (a list or tuple, as deep as a field may nest)
    past :data:`WHOLE_LIMIT`, or None."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value if not -WHOLE_LIMIT <= value < WHOLE_LIMIT else None
    if isinstance(value, list | tuple) and depth <= MAX_DEPTH:
        return next((h for h in (_huge(v, depth + 1) for v in value) if h is not None), None)
    return None


def field_problem(value: GameValue) -> str | None:
    """What in ``value`` does not hold its declared type, or None when every field fits.

    Booleans are not whole numbers, and a list is not a text. The kernel refuses a command
    with such a field before the rules see it.
    """
    for name, hint in field_types(type(value)):  # type: ignore[arg-type]  # a class hashes: python/mypy#11470
        got = getattr(value, name)
        if not _fits(got, hint, lists=False):
            return _misfit(value.kind, name, hint, got)
    return None


def decode(data: Any, types: Mapping[str, type[GameValue]]) -> GameValue:
    """Rebuild a value from :meth:`GameValue.to_json`; ``types`` maps each kind to its class.

    Raises ``ValueError`` with a readable message for anything that does not fit, a field
    of the wrong type included (``true``, ``1.0`` or ``"1"`` for a seat).
    """
    if not isinstance(data, Mapping):
        raise ValueError(f"expected an object with a 'kind', got {type(data).__name__}")
    kind = data.get("kind")
    cls = types.get(kind) if isinstance(kind, str) else None
    if cls is None:
        named = shown(kind) if isinstance(kind, str | int | float | bool | None) else type(kind).__name__
        raise ValueError(f"unknown kind {named} (expected one of {', '.join(sorted(types))})")
    names = {f.name for f in dataclasses.fields(cls)}
    extra = set(data) - names - {"kind"}
    missing = {f.name for f in dataclasses.fields(cls) if f.name not in data
               and f.default is dataclasses.MISSING}
    if extra or missing:
        extra_names = sorted(shown(k) for k in extra)
        raise ValueError(f"{kind}: unexpected fields {extra_names}, missing fields {sorted(missing)}")
    for name, hint in field_types(cls):  # type: ignore[arg-type]  # python/mypy#11470
        if name in data and not _fits(data[name], hint, lists=True):
            raise ValueError(_misfit(cls.kind, name, hint, data[name]))
    return cls(**{k: _from_json(v) for k, v in data.items() if k != "kind"})
