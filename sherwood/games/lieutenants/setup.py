"""Setting the table (LT-2), with the random calls in the order of LT-2.9: the first
player, the object deck, the ambush deck, then the deal.

>>> from sherwood.engine import SeededRng
>>> state = set_table(SeededRng(1), 4, short=False, auto_ambush=False)
>>> [len(h) for h in state.hands], len(state.draw), len(state.ambush_deck), state.sheriff
([3, 3, 3, 3], 72, 10, 0)
>>> set_table(SeededRng(1), 2, short=True, auto_ambush=False).sheriff
8
>>> sorted(set_table(SeededRng(1), 2, False, False, ("blue", "grey")).ambush_deck)[:3]
['AM04', 'AM07', 'AM08']
"""

from __future__ import annotations

from sherwood.engine import SeededRng
from sherwood.games.lieutenants.content import CARDS, kept_ambushes
from sherwood.games.lieutenants.state import NOBODY, State, new_state

HAND_SIZE = 3
"""LT-2.7: each player receives three object cards."""


def set_table(rng: SeededRng, seats: int, short: bool, auto_ambush: bool,
              colours: tuple[str, ...] | None = None) -> State:
    """LT-2.1 to LT-2.8: each seat plays its colour (``colours``, None: the first colours
    in order), the sheriff on Nottingham (LT-V1: space 8), the ambush deck without the
    colours nobody plays, the missions in their stacks, three cards each dealt one at a time
    clockwise from the first player, chosen at random."""
    state = new_state(seats, short, auto_ambush, colours)
    state.first = rng.randint(0, seats - 1)  # LT-2.8
    state.draw = list(CARDS)
    rng.shuffle(state.draw)  # LT-2.6
    state.ambush_deck = list(kept_ambushes(state.colours))
    rng.shuffle(state.ambush_deck)  # LT-2.4
    state.ambush_knower = [NOBODY] * len(state.ambush_deck)
    for _ in range(HAND_SIZE):
        for k in range(seats):
            state.hands[(state.first + k) % seats].append(state.draw.pop())
    for hand in state.hands:
        hand.sort()
    state.active = state.first
    return state
