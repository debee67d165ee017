"""Short ways to play and read a match in the adventure's tests, through the public API only
(``legal_commands``, ``apply``, ``view``, ``state_hash``); exact positions come from
:mod:`tests.games.adventures.situations`."""

from __future__ import annotations

import pytest

from sherwood.engine import IllegalCommand
from tests.games.adventures.situations import situation


def kinds(events):
    """The kinds of ``events``, in order."""
    return [e.kind for e in events]


def of(events, kind):
    """The events of ``kind``."""
    return [e for e in events if e.kind == kind]


def only(events, kind):
    """The one event of ``kind`` (the test fails if there are none or several)."""
    found = of(events, kind)
    assert len(found) == 1, kinds(events)
    return found[0]


def legal(m, kind, **fields):
    """The legal commands of ``kind`` whose fields are ``fields``."""
    return [c for c in m.legal_commands()
            if c.kind == kind and all(getattr(c, k) == v for k, v in fields.items())]


def do(m, kind, **fields):
    """Apply the legal command of ``kind`` whose fields are ``fields``; its events."""
    for c in legal(m, kind, **fields):
        return m.apply(c)
    raise AssertionError(f"no legal {kind} {fields}: {m.legal_commands()}")


def refused(m, cmd, code=None, **params):
    """``cmd`` raises IllegalCommand (with the refusal ``code`` and ``params``, when given)
    and changes nothing."""
    before = m.state_hash()
    with pytest.raises(IllegalCommand) as refusal:
        m.apply(cmd)
    if code is not None:
        assert refusal.value.refusal.code == code, refusal.value.refusal
        assert refusal.value.refusal.args == params, refusal.value.refusal
    assert m.state_hash() == before


def face(m, tile):
    """The face ``tile`` shows."""
    return dict(m.view(0).faces)[tile]


def objects(m):
    """The parchment objects owned, by name (none left out as 0)."""
    return {k: v for k, v in dict(m.view(0).objects).items() if v}


def drawn(events):
    """The dice drawn, as letters in order: "VVW" (V violet, W white, B the bow die)."""
    return "".join(e.die for e in of(events, "die_drawn"))


def acting(**kw):
    """A situation in the action step of a turn (the move made), Gisbourne at the gate."""
    kw.setdefault("phase", "act")
    kw.setdefault("gisbourne", "gate_shadows")
    return situation(**kw)
