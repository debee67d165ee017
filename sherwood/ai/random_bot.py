"""A bot that picks uniformly among the legal commands, with its own seeded generator.

>>> from sherwood.engine import Match
>>> m = Match.start("_template", seats=2, seed=3)
>>> bot = RandomBot(m.spec, seat=0, seed=1)
>>> bot.choose(m.view(0), m.legal_commands()) in m.legal_commands()
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sherwood.ai.base import CancellableBot
from sherwood.engine import Command


class RandomBot(CancellableBot):
    """Uniform among ``legal``; the same seed and the same questions give the same answers."""

    def choose(self, view: Any, legal: Sequence[Command]) -> Command:
        if not legal:
            self._begin(legal)  # raises the error that names the bot
        return legal[0] if len(legal) == 1 else self.rng.choice(legal)
