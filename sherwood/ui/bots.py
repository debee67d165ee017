"""Bots at the table: built from the seat labels, thinking in a worker thread.

A bot may think for about a second. :class:`BotWorker` runs ``bot.choose(view, legal)`` in a
daemon thread (the view is immutable), the scene keeps drawing frames and polls for the
answer, and applies it on the main thread. :meth:`BotWorker.cancel` (undo, leaving the
game) asks the bot to stop and throws its answer away.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

from sherwood.engine import Command


def seat_kind(label: str) -> tuple[str, str | None]:
    """``("human", None)`` or ``("bot", name)`` for a seat label."""
    from sherwood.ai import parse_seat

    return parse_seat(label)


def is_human(label: str) -> bool:
    try:
        return seat_kind(label)[0] == "human"
    except ValueError:
        return False


BOT_LEVELS = ("random", "easy", "normal", "hard")
"""The levels a player may choose as the default bot (the ``bot_level`` setting)."""

STRENGTH = {"Random": 0, "Easy": 1, "Search": 2, "Normal": 3, "Hard": 4}
"""How strong a bot of each label plays, weakest first. Merry Men's "Search" plays weaker
than its "Normal" (see its bots module); an unknown label sits in the middle."""


def _strength(label: str) -> float:
    return STRENGTH.get(label, 2.5)


def bot_choices(game_id: str) -> list[tuple[str, str, str]]:
    """``(label, seat label, description)`` for every bot of the game, weakest first, for the
    setup screen (Random, Easy, Normal, Hard)."""
    from sherwood.ai import bot_infos

    infos = sorted(bot_infos(game_id), key=lambda info: _strength(info.label))
    return [(info.label, f"bot:{info.name}", info.description) for info in infos]


def bot_for_level(game_id: str, level: str) -> str:
    """The seat label (``bot:<name>``) of the game's bot for ``level`` (one of BOT_LEVELS):
    the bot of that label, else the one nearest in strength (the stronger on a tie)."""
    choices = bot_choices(game_id)
    if not choices:
        return "human"
    wanted = STRENGTH.get(level.capitalize(), STRENGTH["Normal"])
    best = min(choices, key=lambda c: (abs(_strength(c[0]) - wanted), -_strength(c[0])))
    return best[1]


def default_seats(game_id: str, level: str = "normal", count: int | None = None) -> list[str]:
    """One human, then bots of ``level`` for the other seats; ``count`` seats, by default the
    game's ``default_seat_count``, else two where the game allows two, else its fewest."""
    from sherwood.games import game_spec

    spec = game_spec(game_id)
    if count is None:
        count = spec.default_seat_count or (2 if 2 in spec.seat_counts else spec.seat_counts.start)
    return ["human"] + [bot_for_level(game_id, level)] * (count - 1)


CANCEL_WAIT = 1.0  # seconds a cancelled bot may take to notice; a search step takes milliseconds


class BotWorker:
    """Runs one bot decision at a time off the main thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._token = 0
        self._thread: threading.Thread | None = None
        self._bot: Any = None
        self._result: Command | None = None
        self._error: BaseException | None = None
        self.started_at = 0.0

    @property
    def busy(self) -> bool:
        """A decision was started and its answer not yet taken by :meth:`poll`."""
        return self._thread is not None

    @property
    def thinking(self) -> bool:
        return self._thread is not None and self._result is None and self._error is None

    def start(self, bot: Any, view: Any, legal: Sequence[Command], now: float = 0.0) -> None:
        self.cancel()
        with self._lock:
            self._token += 1
            token = self._token
            self._bot, self._result, self._error = bot, None, None
        self.started_at = now
        legal = list(legal)

        def work() -> None:
            try:
                command = bot.choose(view, legal)
            except BaseException as exc:  # reported on the main thread
                with self._lock:
                    if token == self._token:
                        self._error = exc
                return
            with self._lock:
                if token == self._token:
                    self._result = command

        self._thread = threading.Thread(target=work, name="sherwood-bot", daemon=True)
        self._thread.start()

    def poll(self) -> Command | None:
        """The bot's answer once it is ready (then forgotten); raises what the bot raised."""
        with self._lock:
            if self._error is not None:
                error, self._error = self._error, None
                self._thread = None
                raise error
            result, self._result = self._result, None
            if result is not None:
                self._thread = None
            return result

    def cancel(self) -> None:
        """Stop waiting for the current answer; ask the bot to stop thinking, and let it stop
        (within one search step) so that a new decision never shares its random generator."""
        with self._lock:
            self._token += 1
            bot, self._bot = self._bot, None
            thread, self._thread = self._thread, None
            self._result = self._error = None
        cancel = getattr(bot, "cancel", None)
        if callable(cancel):
            cancel()
        if thread is not None and thread is not threading.current_thread():
            thread.join(CANCEL_WAIT)

    def wait(self, timeout: float = 10.0) -> None:
        """Block until the running decision is done (tests)."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
