"""The words of Robin Hood and the Merry Men's log: :class:`MMEvent`, the base of every event
in :mod:`.events`, worded from its ``text`` and fields, and the small phrases it uses
(``plural``, phase titles, where a payment goes, which pile a card comes from)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from sherwood.engine import Event, seat_name
from sherwood.games.merry_men.commands import label, tidy

Items = tuple[tuple[str, int], ...]


PHASE_TITLES = {"merry": "The Merry Men phase", "hero": "The Hero phase", "end": "The end of the round"}
PAID_TO = {"sheriff": "the Sheriff's hideout", "supply": "the supply", "bail": "the hideout as bail",
           "bought": "the Weaponsmith"}


ZONES = {"hand": "hand", "passive": "passive pile", "tuck": "Friar Tuck hand",
         "active": "cards played this round",
         "merry_men": "Merry Men", "villain": "villain"}
_PLURALS = {"penny": "pennies", "die": "dice", "VP": "VP", "wood": "wood", "iron": "iron", "renown": "renown"}


def plural(n: int, noun: str) -> str:
    """``noun`` for ``n`` of it: "1 tool", "2 tools", "2 Axe dice", "3 VP"."""
    if n == 1:
        return noun
    head, _, last = noun.rpartition(" ")
    return (head + " " if head else "") + _PLURALS.get(last, last + "s")


def _items(items: Items) -> str:
    return ", ".join(f"{n} {plural(n, label(k))}" for k, n in items) or "nothing"


def _carriage(carriage_id: str) -> str:
    from sherwood.games.merry_men.facts import C

    c = C.carriages.get(carriage_id)
    return f"the {c.colour} carriage" if c else carriage_id


@dataclass(frozen=True, slots=True)
class MMEvent(Event):
    """An event of this game: its ``kind``, its log line ``text`` (a ``{field}`` for each field,
    worded by :meth:`describe`), ``reveals`` as in :class:`sherwood.engine.Event`, its fields."""

    kind: ClassVar[str] = "mm_event"
    text: ClassVar[str] = "{kind}"

    def describe(self, names: Sequence[str] | None = None) -> str:
        fields = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if f.name in ("seat", "owner", "by"):
                value = "Friar Tuck" if value == -1 else seat_name(value, names)
            elif f.name == "items":
                value = _items(value)
            elif f.name == "scores":
                value = ", ".join(f"{seat_name(i, names)} {score}" for i, score in enumerate(value))
            elif f.name == "winners":
                who = " and ".join(seat_name(i, names) for i in value)
                value = f"{who} {'wins' if len(value) == 1 else 'win'}" if value else "nobody wins"
            elif f.name == "faces":
                value = " ".join(str(face) for face in value)
            elif f.name == "phase":
                value = PHASE_TITLES.get(value, value)
            elif f.name == "needed":
                value = f", {value} needed" if value else ""
            elif f.name == "to":
                value = PAID_TO.get(value) or label(value)
            elif f.name in ("source", "zone", "deck"):
                value = ZONES.get(value, value)
            elif f.name == "carriage":
                value = _carriage(value)
            elif f.name in ("carriages", "tiles"):
                value = len(value)
            else:
                value = label(value)
            fields[f.name] = value
        line = tidy(self.text.format(kind=self.kind, **fields))
        return line[:1].upper() + line[1:]
