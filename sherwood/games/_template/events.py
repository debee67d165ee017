"""What a command of Twenty-One caused: the values the table animates and the log prints.

**In a real game** this room holds every event type: a frozen dataclass per thing that
happened (a card played, a card drawn, dice rolled, points scored), in the order it
happened, with the facts the screen needs to show it (who, which card, the new total).
Rules append them while they apply a command; the match returns them from ``apply``. An
event holds no words: the table's words module gives each type its sentence for the log,
the captions and the golden playthroughs, and its motion module its animation.

Set ``reveals`` on every event type that shows the mover something it could not see before
the command (a card drawn from a hidden deck, a card turned up, dice rolled): the match
never takes such a command back (:class:`sherwood.engine.values.Event`), and the words
module says what it showed ("drew a card"). The mover's own card laid on the table
reveals nothing (``Played``): the mover knew it. The conformance test catches a reveal you
forgot to declare. List the event types in ``EVENT_TYPES`` for the ``GameSpec``.

>>> Played(0, 5, 12)
Played(seat=0, card=5, total=12)
>>> Drew.reveals, Played.reveals
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass

from sherwood.engine import Event


@dataclass(frozen=True, slots=True)
class Played(Event):
    """TW-2.1: ``seat`` played ``card``; the pile now totals ``total``."""

    kind = "played"
    seat: int
    card: int
    total: int


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """TW-2.2: ``seat`` drew a card (which one only that seat sees, in its view)."""

    kind = "drew"
    reveals = True  # TW-7.2: a card from the hidden deck: never taken back
    seat: int


EVENT_TYPES: tuple[type[Event], ...] = (Played, Drew)
