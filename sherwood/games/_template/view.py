"""What one seat of Twenty-One may see, and a whole state guessed back from it.

**In a real game** this room holds the ``View`` (a frozen dataclass: what the table draws
and what bots decide from) and ``view_of(state, seat)``, the one function that decides what
a seat sees: its own hand as cards, another seat's as a count, a deck as its size (house
rule 4). Nothing else ever gives the UI or a bot a state.

``sample_hidden(view, seat, rng)`` goes the other way: a full state that agrees with the
view, its hidden parts (the other hands, the deck's order) dealt at random from what the
seat cannot have seen. The search bot plays its imagined games on such states, and the
conformance test checks that a view never depends on what it should hide (the view of a
sampled state is the same view).

>>> from sherwood.engine import Match, SeededRng
>>> v = Match.start("_template", 2, seed=1).view(0)
>>> v.hand, v.hand_sizes, v.deck_size
((2, 5), (2, 2), 20)
>>> guess = sample_hidden(v, 0, SeededRng(1))
>>> view_of(guess, 0) == v, len(guess.hands[1]), len(guess.deck)
(True, 2, 20)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from sherwood.engine import SeededRng
from sherwood.games._template.prompts import Turn
from sherwood.games._template.state import DECK, State


@dataclass(frozen=True)
class View:
    """Seat ``seat``'s view (TW-6): its own ``hand``, sorted; everything else is public."""

    seat: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    deck_size: int
    points: tuple[int, ...]
    pile: int
    turn: int
    over: bool
    played: tuple[int, ...]


def view_of(state: State, seat: int) -> View:
    """What ``seat`` may see of ``state`` (TW-6)."""
    return View(seat, tuple(sorted(state.hands[seat])), tuple(len(h) for h in state.hands),
                len(state.deck), tuple(state.points), state.pile, state.turn, state.over,
                tuple(state.played))


def sample_hidden(view: View, seat: int, rng: SeededRng) -> State:
    """A state consistent with ``view``: the cards ``seat`` has not seen, shuffled with
    ``rng`` and dealt into the other hands and the deck."""
    unseen = Counter(DECK) - Counter(view.played) - Counter(view.hand)
    pool = list(unseen.elements())
    rng.shuffle(pool)
    hands = [list(view.hand) if s == seat else [pool.pop() for _ in range(size)]
             for s, size in enumerate(view.hand_sizes)]
    return State(deck=pool, hands=hands, points=list(view.points), pile=view.pile,
                 turn=view.turn, over=view.over, played=list(view.played),
                 prompt=None if view.over else Turn(view.turn))
