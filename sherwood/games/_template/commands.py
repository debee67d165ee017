"""What a seat of Twenty-One can decide: one small frozen value per kind of move.

**In a real game** this room holds every command type: a frozen, slotted dataclass per
decision a seat can make, with a ``kind`` (its name in saves: never rename it once games
are saved) and typed fields of plain values (str, int, bool, None, tuples of them; the
engine checks them, :func:`sherwood.engine.values.field_problem`). A command says what the
seat *intends* (``Play(seat=0, card=5)``), never what came of it: the results are events
(:mod:`.events`). It holds no words: the player reads it in the words the table's words
module gives it (``sherwood/ui/games/<id>/words.py``). List them all in ``COMMAND_TYPES``
for the ``GameSpec``.

>>> Play(0, 5)
Play(seat=0, card=5)
>>> Play(0, 5).to_json()
{'kind': 'play', 'seat': 0, 'card': 5}
"""

from __future__ import annotations

from dataclasses import dataclass

from sherwood.engine import Command


@dataclass(frozen=True, slots=True)
class Play(Command):
    """TW-2.1: play a card from your hand onto the pile."""

    kind = "play"
    card: int


@dataclass(frozen=True, slots=True)
class Draw(Command):
    """TW-2.2: draw the top card of the deck into your hand."""

    kind = "draw"


COMMAND_TYPES: tuple[type[Command], ...] = (Play, Draw)
