"""What is at stake when Gisbourne is about to ride and a Barrel could stop him (AR-7.7):
where his ride would end, worked out by the engine's own ride
(:func:`sherwood.games.adventures.rounds.ride`, AR-10.5 to AR-10.8) on a copy of the state
the view shows (nothing is hidden, AR-16), so the table never paths him itself; the words
say it (:func:`.words_table.ride_words`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sherwood.engine import SeededRng
from sherwood.games.adventures import events as E
from sherwood.games.adventures.rounds import ride
from sherwood.games.adventures.view import sample_hidden


@dataclass(frozen=True)
class Ride:
    """Gisbourne's ride if he is let go: ``end`` "camp" (you would lose), "caught" (at
    ``where``, Hope ``hope``) or "rides" (to ``where``); ``path`` the spaces he crosses."""

    end: str
    where: str
    hope: int
    path: tuple[str, ...]


def ride_if_let_go(view: Any) -> Ride | None:
    """Where Gisbourne's ride would end from the state ``view`` shows (None if that cannot be
    worked out: a view of another shape)."""
    try:
        state = sample_hidden(view, 0, SeededRng(0))
    except Exception:
        return None
    events: list[Any] = []
    ride(state, events)
    rode = next((e for e in events if isinstance(e, E.GisbourneRode)), None)
    if rode is None:
        return None
    path = tuple(rode.path)
    if any(isinstance(e, E.AdventureLost) for e in events):
        return Ride("camp", path[-1], 0, path)
    if any(isinstance(e, E.Caught) for e in events):
        loss = next((e.delta for e in events if isinstance(e, E.HopeChanged)), 0)
        return Ride("caught", path[-1], loss, path)
    return Ride("rides", path[-1], 0, path)
