"""What a command of Twenty-One caused: the values the table animates and the log prints.

**In a real game** this room holds every event type: a frozen dataclass per thing that
happened (a card played, a card drawn, dice rolled, points scored), in the order it
happened, with the facts the screen needs to show it (who, which card, the new total).
Rules append them while they apply a command; the match returns them from ``apply``.

Give every event type its words, ``text``: the log, the table's caption and the golden
playthroughs print them (``Event.describe(names)``, here :meth:`TwentyOneEvent.describe`,
fills ``{seat}`` with the seat's name and each other ``{field}`` with its value). Without
them the log reads ``played(seat=0, card=5, total=12)``.

Set ``reveals`` on every event type that shows the mover something it could not see before
the command (a card drawn from a hidden deck, a card turned up, dice rolled): its words
follow "The last move …" when undo is refused, and the match never takes such a command
back (:class:`sherwood.engine.values.Event`). The mover's own card laid on the table
reveals nothing (``Played``): the mover knew it. The conformance test catches a reveal you
forgot to declare. List the event types in ``EVENT_TYPES`` for the ``GameSpec``.

>>> Played(0, 5, 12).describe(["Alice", "Bob"])
'Alice plays a 5: the total is 12'
>>> Drew(1).describe()
'Seat 2 draws a card'
>>> Drew.reveals, Played.reveals
('drew a card', '')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from sherwood.engine import Event, seat_name


@dataclass(frozen=True, slots=True)
class TwentyOneEvent(Event):
    """An event of Twenty-One: ``text`` is its line in the log, a ``{field}`` for each field."""

    kind: ClassVar[str] = "twenty_one_event"
    text: ClassVar[str] = "{kind}"

    def describe(self, names: Sequence[str] | None = None) -> str:
        """``text`` with the fields filled in, ``{seat}`` as the seat's name."""
        fields = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        if "seat" in fields:
            fields["seat"] = seat_name(fields["seat"], names)
        return self.text.format(kind=self.kind, **fields)


@dataclass(frozen=True, slots=True)
class Played(TwentyOneEvent):
    """TW-2.1: ``seat`` played ``card``; the pile now totals ``total``."""

    kind = "played"
    text = "{seat} plays a {card}: the total is {total}"
    seat: int
    card: int
    total: int


@dataclass(frozen=True, slots=True)
class Drew(TwentyOneEvent):
    """TW-2.2: ``seat`` drew a card (which one only that seat sees, in its view)."""

    kind = "drew"
    text = "{seat} draws a card"
    reveals = "drew a card"  # TW-7.2: a card from the hidden deck: never taken back
    seat: int


EVENT_TYPES: tuple[type[Event], ...] = (Played, Drew)
