"""What the generic bots share: a cancel flag another thread may raise, and an interrupt
another process may raise.

A bot decides in a thread or process other than the window's (:mod:`sherwood.ai.host`), and
is told to stop when the answer is no longer wanted (the player left the game, took a move
back, closed the window): ``bot.cancel()`` from another thread of its process, or its
``interrupt`` predicate, which a bot host points at a flag the window's process raises. A bot
touches no global state: everything it needs, including its random generator, lives on the
instance.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Any

from sherwood.engine import Command, GameSpec, SeededRng


class CancellableBot:
    """Base of the generic bots: one seat, its own seeded generator, and :meth:`cancel`.

    ``cancel()`` is safe to call from any thread. It stops every ``choose`` of this bot that
    is running, and each returns at once with the best command found so far (always a legal
    one). Each ``choose`` has its own flag, raised only by a cancel given while it runs: a
    cancel given while no search runs does not weaken the next decision, and a new
    ``choose`` does not revive an old one that was cancelled and has not yet returned.
    """

    def __init__(self, spec: GameSpec, seat: int, seed: int):
        self.spec = spec
        self.seat = seat
        self.seed = seed
        self.rng = SeededRng(seed)
        self._lock = threading.Lock()
        self._running: list[threading.Event] = []
        self.interrupt: Callable[[], bool] | None = None
        """A second stop signal, asked during a search: when it returns true the running
        ``choose`` returns early as after :meth:`cancel` (a bot host sets it per decision)."""

    def choose(self, view: Any, legal: Sequence[Command]) -> Command:
        raise NotImplementedError

    def cancel(self) -> None:
        """Ask every running ``choose`` to return early (thread-safe)."""
        with self._lock:
            for flag in self._running:
                flag.set()

    def _begin(self, legal: Sequence[Command]) -> threading.Event:
        """Start a decision: refuse an empty choice, and return this decision's cancel flag.

        Pair it with :meth:`_end` in a ``finally``.
        """
        if not legal:
            raise ValueError(f"{self.spec.title}: {type(self).__name__} for seat {self.seat} "
                             "was asked to choose from no legal commands (is the game over?)")
        flag = threading.Event()
        with self._lock:
            self._running.append(flag)
        return flag

    def _stopper(self, flag: threading.Event) -> Callable[[], bool]:
        """Whether this decision should stop now: its cancel flag, or the interrupt."""
        interrupt = self.interrupt
        if interrupt is None:
            return flag.is_set
        return lambda: flag.is_set() or interrupt()

    def _end(self, flag: threading.Event) -> None:
        with self._lock:
            self._running.remove(flag)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.spec.id!r}, seat={self.seat}, seed={self.seed})"
