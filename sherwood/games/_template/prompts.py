"""The decisions Twenty-One waits for: what ``state.prompt`` can be.

**In a real game** this room holds one frozen dataclass per kind of decision the game can
wait for (:class:`sherwood.engine.flow.Prompt`): ``seat`` is the seat that must answer, in
turn or out of it, and the other fields are what the answer depends on (how many cards to
discard, which hideout the guard landed on). ``kind`` names it in the encoded state and in
the table's questions. The legal answers of each type are listed in the game's
:class:`~sherwood.engine.flow.FlowTables` (``options``, in :mod:`.rules`).

Twenty-One has one decision: on your turn, play or draw. A settling game would add
``Discard(seat, count)`` (on a 7, asked of every seat over seven cards, out of turn) or
``Trade(seat, offer)``; each is a new class here and a new row in the tables.

>>> Turn(seat=1)
Turn(seat=1)
>>> Turn(1).to_json()
{'kind': 'turn', 'seat': 1}
"""

from __future__ import annotations

from dataclasses import dataclass

from sherwood.engine.flow import Prompt


@dataclass(frozen=True, slots=True)
class Turn(Prompt):
    """TW-2: ``seat`` plays a card from its hand or draws one."""

    kind = "turn"
