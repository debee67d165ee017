"""The base of every Settlers event: its words (``text`` with ``{field}`` for each field,
seats named, cards counted). The events themselves are in :mod:`.events` (the standard game)
and :mod:`.robin_events` (the Robin Hood solo variant), and :mod:`.events` lists them all.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from sherwood.engine import Event, seat_name
from sherwood.games.settlers.content import cards_words

SEAT_FIELDS = frozenset({"seat", "victim", "partner", "previous", "winner", "to"})
"""Fields holding a seat, named in the words."""


@dataclass(frozen=True, slots=True)
class SettlersEvent(Event):
    """An event of Settlers: ``text`` is its line, each ``{field}`` filled in (seats named)."""

    kind: ClassVar[str] = "settlers_event"
    text: ClassVar[str] = "{kind}"

    def describe(self, names: Sequence[str] | None = None) -> str:
        values: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if f.name in SEAT_FIELDS:
                value = seat_name(value, names) if value is not None else "nobody"
            elif isinstance(value, tuple) and all(isinstance(v, str) for v in value):
                value = cards_words(value)
            values[f.name] = value
        return self.text.format(kind=self.kind, **values)
