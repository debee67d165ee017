"""The adventure's first bot and its rollout policy: a simple, honest stand-in until the
heuristic of the spec's bot notes is written (``heuristic*.py``).

It decides from the legal commands alone, by kind: it delivers, overpowers and explores
whenever it can; it blows the Horn and rolls a Barrel when asked; it trades a top object
for a Sword, then a Horn; it takes the Barrel; it eats before a special attempt only by
chance; otherwise it walks to a random space (with its own seeded generator) and ends the
turn. It never reads the state beyond the view.

>>> from sherwood.engine import Match
>>> m = Match.start("adventures", 1, seed=3)
>>> bot = FirstBot(None, 0, 1)
>>> bot.choose(m.view(0), m.legal_commands()) in m.legal_commands()
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sherwood.engine import Command, SeededRng

PRIORITY = ("deliver", "overpower", "explore", "blow_horn", "roll_barrel", "take_object",
            "use_tile", "trade", "swap", "done_trading", "discard_object", "forgo", "move",
            "eat", "end_turn")
"""The kinds of command the bot prefers, best first (``give_up``, ``let_him_ride`` and
``bribe`` only when nothing else is legal)."""

SWAP_ORDER = ("sword", "horn", "barrel")


def decide(legal: Sequence[Command], rng: SeededRng) -> Command:
    """The first bot's choice among ``legal`` (see the module)."""
    if not legal:
        raise ValueError("The adventure's first bot was asked to choose from no legal commands "
                         "(is the game over?)")
    by_kind: dict[str, list[Command]] = {}
    for command in legal:
        by_kind.setdefault(command.kind, []).append(command)
    for kind in PRIORITY:
        options = by_kind.get(kind)
        if not options:
            continue
        if kind == "overpower":  # melee before the bow: the bow die stays on the bow
            return min(options, key=lambda c: bool(getattr(c, "bow", False)))
        if kind == "swap":
            return min(options, key=lambda c: SWAP_ORDER.index(getattr(c, "take", "barrel")))
        if kind == "move":
            return rng.choice(options)
        return options[0]
    return legal[0]


class FirstBot:
    """The stand-in bot: :func:`decide`, with its own generator for where it walks."""

    def __init__(self, spec: Any, seat: int, seed: int):
        self.spec, self.seat = spec, seat
        self.rng = SeededRng(seed)

    def choose(self, view: Any, legal: Sequence[Command]) -> Command:
        return decide(legal, self.rng)


def rollout_choice(state: Any, legal: Sequence[Command], rng: SeededRng) -> Command:
    """:func:`decide` for the search bot's rollouts (the rollout's own generator)."""
    if len(legal) == 1:
        return legal[0]
    return decide(legal, rng)
