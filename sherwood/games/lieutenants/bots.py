"""The Sheriff's Lieutenants' own bots: "Normal" (the heuristic of LT-14.1 - LT-14.7) and
"Easy" (LT-14.8), and the search bot's rollout policy.

A bot is made as ``factory(spec, seat, seed)`` and decides with ``choose(view, legal)`` from
the seat's :class:`~.view.View` alone (LT-11.5), with its own :class:`~sherwood.engine.SeededRng`
(LT-13.2): the same seed and the same questions give the same answers.

The Normal policy is one function of plain facts, :func:`~.heuristic.decide`: the bot hands
it the facts of its view (:func:`~.heuristic_facts.facts_from_view`), and
:func:`rollout_choice` the facts the active seat has in a full, sampled state
(:func:`~.heuristic_facts.facts_from_state`: the same facts, read from the state), which is
how the generic search bot (``ismcts``, offered as "Search") plays its imagined games.

=========================  ==================================================================
``heuristic.py``           :func:`decide`: which question, which answer; Easy's choice
``heuristic_turn.py``      take or act, targets, offers bought, cards taken, ambush kept,
                           the delivery
``heuristic_react.py``     defence, sealed offers, fire or hold, the card an ambush takes
``heuristic_facts.py``     :class:`Facts`: what the seat knows, from a view or a state
``heuristic_value.py``     the arithmetic: hand value, marginal value, unseen cards
=========================  ==================================================================

>>> from sherwood.engine import Match
>>> m = Match.start("lieutenants", 3, seed=4)
>>> seat = m.active_seat
>>> HeuristicBot(None, seat, 7).choose(m.view(seat), m.legal_commands()) in m.legal_commands()
True
>>> EasyBot(None, seat, 7).choose(m.view(seat), m.legal_commands()) in m.legal_commands()
True
>>> rollout_choice(m._state, m.legal_commands(), SeededRng(0)) in m.legal_commands()
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sherwood.engine import Command, SeededRng
from sherwood.games.lieutenants.heuristic import decide, easy
from sherwood.games.lieutenants.heuristic_facts import facts_from_state, facts_from_view
from sherwood.games.lieutenants.state import State
from sherwood.games.lieutenants.view import View


class HeuristicBot:
    """"Normal": :func:`~.heuristic.decide` on the facts of the seat's view."""

    def __init__(self, spec: Any, seat: int, seed: int):
        self.spec, self.seat, self.seed = spec, seat, seed
        self.rng = SeededRng(seed)

    def choose(self, view: View, legal: Sequence[Command]) -> Command:
        if not legal:
            raise ValueError(f"The Sheriff's Lieutenants: the Normal bot for seat {self.seat} "
                             "was asked to choose from no legal commands (is the game over?)")
        if len(legal) == 1:
            return legal[0]
        return decide(facts_from_view(view), legal, self.rng)


class EasyBot:
    """"Easy" (LT-14.8): a random legal choice, but a delivery whenever one is legal."""

    def __init__(self, spec: Any, seat: int, seed: int):
        self.spec, self.seat, self.seed = spec, seat, seed
        self.rng = SeededRng(seed)

    def choose(self, view: View, legal: Sequence[Command]) -> Command:
        if not legal:
            raise ValueError(f"The Sheriff's Lieutenants: the Easy bot for seat {self.seat} was "
                             "asked to choose from no legal commands (is the game over?)")
        return easy(legal, self.rng)


def rollout_choice(state: State, legal: Sequence[Command], rng: SeededRng) -> Command:
    """The Normal policy for the search bot's rollouts: :func:`~.heuristic.decide` on the
    facts the deciding seat has in ``state`` (never the hidden cards of the others)."""
    if len(legal) == 1:
        return legal[0]
    assert state.prompt is not None, "a legal command answers a prompt"
    return decide(facts_from_state(state, state.prompt.seat), legal, rng)
