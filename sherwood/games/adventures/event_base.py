"""The base of every adventure event: its words (``text`` with a ``{field}`` for each field,
plus what :meth:`AdventureEvent.words` adds). The events are in :mod:`.events` (your turn,
dice, objects, tasks, the end) and :mod:`.round_events` (discs, seals, the dossier, Gisbourne,
the Sheriff's hour); :mod:`.events` lists them all."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from sherwood.engine import Event

DIE_NAMES = {"W": "a white die", "V": "a violet die", "B": "your bow die"}
WHY = {"slow": "a slow move", "eat": "eating", "explore": "exploring", "seal": "a seal",
       "watched": "a guard watches you", "caught": "caught by Gisbourne", "reward": "the reward",
       "task": "the Special Task", "sheriff": "the Sheriff's hour", "despair": "Hope below 0",
       "bribe": "a bribe", "trade": "a trade", "room": "to make room", "horn": "the Horn",
       "barrel": "the Barrel", "delivery": "the delivery", "dossier": "the dossier",
       "violet": "a violet disc", "failed": "a failed overpower", "hope": "Hope reached 18",
       "tasks": "three Special Tasks completed", "hourglasses": "the last hourglass is gone",
       "camp": "Gisbourne found your secret camp"}


@dataclass(frozen=True, slots=True)
class AdventureEvent(Event):
    """An event of the adventure: ``text`` is its line, each ``{field}`` filled in, plus the
    values :meth:`words` adds."""

    kind: ClassVar[str] = "adventure_event"
    text: ClassVar[str] = "{kind}"

    def words(self) -> dict[str, Any]:
        """Extra values for ``text`` (place names, object names)."""
        return {}

    def describe(self, names: Sequence[str] | None = None) -> str:
        values = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        values.update(self.words())
        return self.text.format(kind=self.kind, **values)
