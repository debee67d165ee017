"""Twenty-One's own bot, "Normal", and the same policy for the search bot's rollouts.

**In a real game** this room holds the game's heuristic bots (a ``Normal`` one at least,
maybe an ``Easy`` one), each made as ``factory(spec, seat, seed)`` and deciding with
``choose(view, legal)`` from the seat's view alone (never a state: house rule 4), with its
own :class:`~sherwood.engine.SeededRng` if it needs chance. Offer each in the
``GameSpec`` as a :class:`~sherwood.engine.BotInfo` (``bots=``). The generic bots of
``sherwood.ai`` (random, the "Hard" search) are not imported here: the spec names them
(``generic_bots=``), because a game never imports the layer above it.

Write the decision as a function of plain facts (here the seat, the pile, the points),
so that it serves both the bot (facts from a view) and :func:`rollout_choice`, a cheap
policy over a full state that the search bot plays its imagined games with. A game hands
it in as ``GameSpec.rollout_policy``; without one the search rolls out at random.

>>> from sherwood.games._template.view import View
>>> view = View(seat=0, hand=(3, 5), hand_sizes=(2, 2), deck_size=9, points=(4, 10),
...             pile=14, turn=0, over=False, played=(4, 10))
>>> HeuristicBot(None, 0, 1).choose(view, [Play(0, 3), Play(0, 5), Draw(0)])
Play(seat=0, card=5)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sherwood.engine import Command, SeededRng
from sherwood.games._template.commands import Draw, Play
from sherwood.games._template.state import TARGET, State
from sherwood.games._template.view import View


def decide(seat: int, pile: int, points: Sequence[int], legal: Sequence[Command]) -> Command:
    """The heuristic, on plain facts: end the game with the highest card that leaves ``seat``
    alone in the lead; else play the highest card that does not end it; else draw; else
    give away as little as possible (the lowest card)."""
    plays = [c for c in legal if isinstance(c, Play)]
    rival = max((p for s, p in enumerate(points) if s != seat), default=0)
    winning = [c for c in plays if pile + c.card >= TARGET and points[seat] + c.card > rival]
    if winning:
        return max(winning, key=lambda c: c.card)
    safe = [c for c in plays if pile + c.card < TARGET]
    if safe:
        return max(safe, key=lambda c: c.card)
    draws = [c for c in legal if isinstance(c, Draw)]
    if draws:
        return draws[0]
    return min(plays, key=lambda c: c.card)


class HeuristicBot:
    """"Normal": :func:`decide` on what the seat sees. Deterministic: the seed is unused."""

    def __init__(self, spec: Any, seat: int, seed: int):
        self.spec, self.seat, self.seed = spec, seat, seed

    def choose(self, view: View, legal: Sequence[Command]) -> Command:
        if not legal:
            raise ValueError(f"Twenty-One: the heuristic bot for seat {self.seat} was asked to "
                             "choose from no legal commands (is the game over?)")
        return decide(view.seat, view.pile, view.points, legal)


def rollout_choice(state: State, legal: Sequence[Command], rng: SeededRng) -> Command:
    """:func:`decide` on a full (sampled) state, for the search bot's rollouts. ``rng`` is
    part of the rollout protocol; this policy needs no chance."""
    if len(legal) == 1:
        return legal[0]
    return decide(state.turn, state.pile, state.points, legal)
