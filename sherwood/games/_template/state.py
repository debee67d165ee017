"""Everything a game of Twenty-One is at one moment, hidden parts included.

**In a real game** this room holds the mutable ``State`` (plain lists, dicts and ints, so a
copy is cheap) and the game's fixed facts (the deck, the targets). Only the rules change a
state, and only while ``Match.apply`` runs; everyone else reads a view (:mod:`.view`).
Two methods every state needs:

- ``clone()``: a deep copy, written out field by field (the search bot clones thousands of
  times a move; ``copy.deepcopy`` is many times slower);
- ``encode()``: the whole state as plain JSON data. Saves store a hash of it and check it
  when they load, so **once games are saved its output must not change**: add a field at
  the end and leave it out while it has its default, or saves made before stop loading.

A game on the flow (:mod:`sherwood.engine.flow`) also keeps ``queue`` (the steps still to
run) and ``prompt`` (the decision it waits for, one of :mod:`.prompts`), and says ``over``.

>>> s = State(deck=[3, 1], hands=[[6], [2, 2]], points=[0, 0], prompt=Turn(0))
>>> c = s.clone(); c.hands[0].append(4)
>>> s.hands, c.hands
([[6], [2, 2]], [[6, 4], [2, 2]])
>>> s.encode()
[[3, 1], [[6], [2, 2]], [0, 0], 0, 0, False, []]
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sherwood.engine.flow import Step
from sherwood.games._template.prompts import Turn

TARGET = 21
"""TW-4.1: the game ends once the pile totals this much or more."""

DECK: tuple[int, ...] = tuple(n for n in range(1, 7) for _ in range(4))
"""TW-1.1: the cards 1–6, four of each."""

HAND_SIZE = 2
"""TW-1.2: the cards each seat is dealt."""


@dataclass
class State:
    """A game of Twenty-One. ``deck`` is drawn from its end; ``played`` lists the pile's cards
    oldest first; ``turn`` is the seat whose turn it is (TW-3)."""

    deck: list[int]
    hands: list[list[int]]
    points: list[int]
    pile: int = 0
    turn: int = 0
    over: bool = False
    played: list[int] = field(default_factory=list)
    queue: list[Step] = field(default_factory=list)
    prompt: Turn | None = None

    def clone(self) -> State:
        """A deep copy: every list copied, the immutable parts (steps, prompt) shared."""
        return State(self.deck[:], [hand[:] for hand in self.hands], self.points[:], self.pile,
                     self.turn, self.over, self.played[:], self.queue[:], self.prompt)

    def encode(self) -> Any:
        """Every field as plain data, for the state hash of saves.

        ``queue`` and ``prompt`` are left out: between two commands the queue is empty and
        the prompt is ``Turn(turn)`` until the game is over (``check_invariants`` says so),
        so they add nothing, and games saved before Twenty-One ran on the flow keep their
        hash. A game whose queue can hold steps while it waits (Merry Men) encodes both.
        """
        return [self.deck, self.hands, self.points, self.pile, self.turn, self.over, self.played]
