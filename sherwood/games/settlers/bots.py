"""Settlers' rollout policy for the search bot (its own heuristic bot comes in its own module).

:func:`rollout_choice` is cheap and plays a plausible game over a full (sampled) state: in the
trade-and-build phase it builds a city or a settlement whenever it can, otherwise half the
time a road, a development card, a card played or a maritime trade (uniformly among them),
and else ends the turn; it makes no domestic offers (they lengthen imagined games without
changing them much). Every other decision (setup, discards, the robber, answers) is uniform
among the legal commands. It reads the prompt and the legal commands only, so it serves any
state the rules can reach.

>>> from sherwood.engine import Match, SeededRng
>>> m = Match.start("settlers", 3, seed=1)
>>> rollout_choice(m._state, m.legal_commands(), SeededRng(0)) in m.legal_commands()
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sherwood.engine import Command, SeededRng
from sherwood.games.settlers.commands import BuildCity, BuildSettlement, EndTurn, OfferTrade
from sherwood.games.settlers.prompts import TradeAndBuild


def rollout_choice(state: Any, legal: Sequence[Command], rng: SeededRng) -> Command:
    """The rollout policy (see the module docstring); ``state`` is a full state."""
    if len(legal) == 1:
        return legal[0]
    if not isinstance(state.prompt, TradeAndBuild):
        return rng.choice(legal)
    cities = [c for c in legal if type(c) is BuildCity]
    if cities:
        return rng.choice(cities)
    settlements = [c for c in legal if type(c) is BuildSettlement]
    if settlements:
        return rng.choice(settlements)
    others = [c for c in legal if type(c) is not OfferTrade and type(c) is not EndTurn]
    if others and rng.random() < 0.5:
        return rng.choice(others)
    return legal[-1]  # EndTurn is always listed last
