"""Settlers' rollout policy for the search bot (its own heuristic bot comes in its own module).

:func:`rollout_choice` is cheap and plays a plausible, short game over a full (sampled)
state. In the trade-and-build phase it takes, in this order: a city, a settlement, a
development card, a development card played, a road when no settlement spot is open (half
the time), a maritime trade while holding more than 7 cards; else it ends the turn. It makes
no domestic offers (they lengthen imagined games without changing them much) and declines
any offered to it. Every other decision (setup, discards, the robber, the victim) is uniform
among the legal commands. It reads the prompt, the seat's hand and its open settlement
spots, so it serves any state the rules can reach.

>>> from sherwood.engine import Match, SeededRng
>>> m = Match.start("settlers", 3, seed=1)
>>> rollout_choice(m._state, m.legal_commands(), SeededRng(0)) in m.legal_commands()
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sherwood.engine import Command, SeededRng
from sherwood.games.settlers.commands import (
    BuildCity,
    BuildRoad,
    BuildSettlement,
    BuyDevelopmentCard,
    DeclineOffer,
    MaritimeTrade,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
)
from sherwood.games.settlers.content import HAND_LIMIT
from sherwood.games.settlers.prompts import AnswerOffer, TradeAndBuild

PLAYS = (PlayKnight, PlayMonopoly, PlayRoadBuilding, PlayYearOfPlenty)


def rollout_choice(state: Any, legal: Sequence[Command], rng: SeededRng) -> Command:
    """The rollout policy (see the module docstring); ``state`` is a full state."""
    if len(legal) == 1:
        return legal[0]
    prompt = state.prompt
    kind = type(prompt)
    if kind is AnswerOffer:
        return next(c for c in legal if type(c) is DeclineOffer)
    if kind is not TradeAndBuild:
        return rng.choice(legal)
    settlements: list[Command] = []
    roads: list[Command] = []
    plays: list[Command] = []
    trades: list[Command] = []
    buy = None
    for c in legal:
        t = type(c)
        if t is BuildCity:
            return c
        if t is BuildSettlement:
            settlements.append(c)
        elif t is BuildRoad:
            roads.append(c)
        elif t is BuyDevelopmentCard:
            buy = c
        elif t in PLAYS:
            plays.append(c)
        elif t is MaritimeTrade:
            trades.append(c)
    if settlements:
        return rng.choice(settlements)
    if buy is not None:
        return buy
    if plays:
        return rng.choice(plays)
    seat = prompt.seat
    if roads and not state.settle_spots[seat] and rng.random() < 0.5:
        return rng.choice(roads)
    if trades and sum(state.hands[seat]) > HAND_LIMIT:
        return rng.choice(trades)
    return legal[-1]  # EndTurn is always listed last
