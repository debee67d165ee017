"""Short ways to play and read a match in the lieutenants' rules tests, through the public
API only (``legal_commands``, ``apply``, ``view``, ``state_hash``); exact positions come from
:mod:`tests.games.lieutenants.situations`.

Seats as the spec's worked examples name them (LT-16): Red 0, Yellow 1, Green 2, Blue 3.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

import pytest

from sherwood.engine import IllegalCommand, Match

RED, YELLOW, GREEN, BLUE = 0, 1, 2, 3


def kinds(events) -> list[str]:
    """The kinds of ``events``, in order."""
    return [e.kind for e in events]


def of(events, kind: str) -> list:
    """The events of ``kind``."""
    return [e for e in events if e.kind == kind]


def only(events, kind: str):
    """The one event of ``kind`` (the test fails if there are none or several)."""
    found = of(events, kind)
    assert len(found) == 1, kinds(events)
    return found[0]


def legal(m: Match, kind: str, **fields) -> list:
    """The legal commands of ``kind`` whose fields are ``fields``."""
    return [c for c in m.legal_commands()
            if c.kind == kind and all(getattr(c, k) == v for k, v in fields.items())]


def do(m: Match, kind: str, **fields) -> list:
    """Apply the one legal command of ``kind`` with ``fields`` listed now; its events."""
    found = legal(m, kind, **fields)
    assert found, f"no legal {kind} {fields}: {m.legal_commands()}"
    return m.apply(found[0])


def play(m: Match, *commands) -> list:
    """Apply ``commands`` in order (each must be legal); all their events."""
    events: list = []
    for command in commands:
        events += m.apply(command)
    return events


def refused(m: Match, command, code: str | None = None, **params: Any) -> None:
    """``command`` raises IllegalCommand (its refusal's ``code`` and ``params``, when given)
    and changes nothing."""
    before = m.state_hash()
    views = [m.view(s) for s in range(m.seat_count)]
    with pytest.raises(IllegalCommand) as refusal:
        m.apply(command)
    if code is not None:
        assert refusal.value.refusal.code == code, refusal.value.refusal
    for name, value in params.items():
        assert refusal.value.refusal[name] == value, refusal.value.refusal
    assert m.state_hash() == before
    assert [m.view(s) for s in range(m.seat_count)] == views


def prompt_kind(m: Match) -> str | None:
    """The kind of the pending decision (None when the game is over)."""
    prompt = m.view(0).prompt
    return None if prompt is None else prompt.kind


def strings_in(value: Any) -> set[str]:
    """Every string anywhere inside ``value`` (a view, an event, tuples, dicts): what a
    seat can read there."""
    found: set[str] = set()

    def walk(v: Any) -> None:
        if isinstance(v, str):
            found.add(v)
        elif dataclasses.is_dataclass(v) and not isinstance(v, type):
            for f in dataclasses.fields(v):
                walk(getattr(v, f.name))
        elif isinstance(v, dict):
            for k, x in v.items():
                walk(k)
                walk(x)
        elif isinstance(v, Iterable):
            for x in v:
                walk(x)

    walk(value)
    return found


def hand(m: Match, seat: int) -> tuple[str, ...]:
    """``seat``'s hand as ``seat`` sees it."""
    return m.view(seat).hand


def objects(cards: Iterable[str]) -> list[str]:
    """The objects of ``cards``, sorted: ``["CU", "CU", "PE"]``."""
    return sorted(c[:2] for c in cards)
