"""The adventure's heuristic bot ("Normal") and its rollout policy: one decision function
over a full state, :func:`decide`, which the bot feeds with the state its view shows (the
view is the whole state, AR-16: :func:`~.view.sample_hidden` rebuilds it exactly) and the
search's rollouts with their sampled state. It never reads a generator: the bot is
deterministic, and its seed unused.

The turn is :mod:`.heuristic_turn` (the greedy one-turn look-ahead of the spec's bot
notes), the other prompts :mod:`.heuristic_prompts`, the facts both weigh
:mod:`.heuristic_facts`, the draw arithmetic :mod:`.heuristic_odds`.

>>> from sherwood.engine import Match
>>> m = Match.start("adventures", 1, seed=3)
>>> bot = HeuristicBot(None, 0, 1)
>>> bot.choose(m.view(0), m.legal_commands()) in m.legal_commands()
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sherwood.engine import Command, SeededRng
from sherwood.games.adventures import heuristic_prompts as answer
from sherwood.games.adventures.heuristic_facts import Situation
from sherwood.games.adventures.heuristic_turn import choose_act, choose_after, choose_move
from sherwood.games.adventures.prompts import (
    BarrelCall,
    HornCall,
    MakeRoom,
    PickObject,
    Trading,
    Turn,
)
from sherwood.games.adventures.state import State
from sherwood.games.adventures.view import View, sample_hidden


def decide(state: State, legal: Sequence[Command]) -> Command:
    """The heuristic's choice among ``legal`` in ``state`` (which it only reads)."""
    if not legal:
        raise ValueError("The adventure's heuristic bot was asked to choose from no legal "
                         "commands (is the game over?)")
    if len(legal) == 1:
        return legal[0]
    prompt = state.prompt
    sit = Situation(state)
    if isinstance(prompt, Turn):
        if prompt.phase == "move":
            return choose_move(state, sit, legal)
        if prompt.phase == "act":
            return choose_act(state, sit, legal)
        return choose_after(state, sit, legal)
    if isinstance(prompt, PickObject):
        return answer.pick(sit, legal)
    if isinstance(prompt, MakeRoom):
        return answer.make_room(sit, prompt, legal)
    if isinstance(prompt, HornCall):
        return answer.horn(sit, prompt, legal)
    if isinstance(prompt, BarrelCall):
        return answer.barrel(state, sit, prompt, legal)
    if isinstance(prompt, Trading):
        return answer.trading(sit, legal)
    return legal[0]


class HeuristicBot:
    """"Normal": :func:`decide` on the state the seat's view shows (never a match's state)."""

    def __init__(self, spec: Any, seat: int, seed: int):
        self.spec, self.seat, self.seed = spec, seat, seed
        self.rng = SeededRng(seed)

    def choose(self, view: View, legal: Sequence[Command]) -> Command:
        return decide(sample_hidden(view, self.seat, self.rng), legal)


def rollout_choice(state: State, legal: Sequence[Command], rng: SeededRng) -> Command:
    """:func:`decide` on a full (sampled) state, for the search bot's rollouts; ``rng`` is
    part of the rollout protocol and unused."""
    return decide(state, legal)
