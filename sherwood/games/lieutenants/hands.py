"""Cards moving between hands, and who knows it (LT-12.5): the only code that changes
``hands`` and ``known``.

A card entering t's hand in front of everyone is added to every ``known[s][t]``; one entering
it in front of some seats (a Theft: the active and the target) only to theirs; a hand-out
draw to nobody's. A card leaving t's hand named in public is removed from every
``known[s][t]``; one leaving it named only to some (Theft, Robbery) is removed from theirs,
and every other seat's record of t's hand is cleared (a card they cannot name left it).

>>> from sherwood.games.lieutenants.state import new_state
>>> s = new_state(3, False, False)
>>> gain(s, 1, "CA03"); gain(s, 1, "CU01", knowers=(0,))
>>> s.hands[1], s.known[0][1], s.known[2][1]
(['CA03', 'CU01'], ['CA03', 'CU01'], ['CA03'])
>>> lose(s, 1, "CU01", knowers=(0,))
>>> s.known[0][1], s.known[2][1]
(['CA03'], [])
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Iterable

from sherwood.engine import SeededRng
from sherwood.engine.flow import Events
from sherwood.games.lieutenants.events import DeckReshuffled
from sherwood.games.lieutenants.state import State

PUBLIC: None = None
"""``knowers`` for a move every seat sees."""


def gain(state: State, seat: int, card: str, knowers: Iterable[int] | None = PUBLIC) -> None:
    """``card`` enters ``seat``'s hand, seen by ``knowers`` (None: everyone)."""
    insort(state.hands[seat], card)
    rows = state.known
    seeing = range(state.seats) if knowers is None else knowers
    for s in seeing:
        if s != seat:
            insort(rows[s][seat], card)


def lose(state: State, seat: int, card: str, knowers: Iterable[int] | None = PUBLIC) -> None:
    """``card`` leaves ``seat``'s hand, named to ``knowers`` (None: everyone); the other seats'
    records of that hand are cleared."""
    state.hands[seat].remove(card)
    rows = state.known
    seeing = set(range(state.seats) if knowers is None else knowers)
    for s in range(state.seats):
        if s == seat:
            continue
        record = rows[s][seat]
        if s in seeing:
            if card in record:
                record.remove(card)
        elif record:
            record.clear()


def reveal_hand(state: State, seat: int, to: Iterable[int] | None = PUBLIC) -> None:
    """Every card of ``seat``'s hand becomes known to ``to`` (None: everyone)."""
    for s in range(state.seats) if to is None else to:
        if s != seat:
            state.known[s][seat] = state.hands[seat][:]


def draw_card(state: State, rng: SeededRng, events: Events) -> str | None:
    """The top card of the draw pile, reshuffling the discard pile first when the draw pile
    is empty (LT-9.1); None when both are empty (LT-9.2, LT-9.3)."""
    if not state.draw:
        if not state.discard:
            return None
        state.draw, state.discard = state.discard, []
        rng.shuffle(state.draw)
        events.append(DeckReshuffled(len(state.draw)))
    return state.draw.pop()
