"""Bots at the table: built from the seat labels, thinking in a process of their own.

A bot may think for about a second, and a search holds the interpreter lock while it
thinks, so the table's bots live in a bot host process (:class:`sherwood.ai.host.BotHost`,
one per table, started at the first bot's turn; its search bots use the machine's other
cores). :func:`table_bots` gives the scene one :class:`HostedBot` per bot seat;
:class:`BotWorker` sends the view and the legal commands to the host, the scene keeps
drawing frames and polls for the answer, and applies it on the main thread.
:meth:`BotWorker.cancel` (undo, leaving the game) tells the host to stop at once and throws
its answer away; :meth:`BotWorker.close` (the table is left) ends the host.

A bot object of this process (tests) still thinks in a daemon thread, as before.
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
"""How strong a bot of each label plays, weakest first. A game whose search plays weaker than
its "Normal" offers it as "Search" (the Settlers, the Lieutenants, the adventure); an unknown
label sits in the middle."""


def _strength(label: str) -> float:
    return STRENGTH.get(label, 2.5)


def bot_choices(game_id: str, seats: int | None = None) -> list[tuple[str, str, str]]:
    """``(label, seat label, description)`` for every bot of the game, weakest first, for the
    setup screen (Random, Easy, Normal, Hard); the descriptions for a game of ``seats`` seats
    (:meth:`BotInfo.describe`: alone, the Settlers' bot is the Sheriff)."""
    from sherwood.ai import bot_infos

    infos = sorted(bot_infos(game_id), key=lambda info: _strength(info.label))
    return [(info.label, f"bot:{info.name}", info.describe(seats)) for info in infos]


def bot_for_level(game_id: str, level: str) -> str:
    """The seat label (``bot:<name>``) of the game's bot for ``level`` (one of BOT_LEVELS):
    the bot of that label, else the one nearest in strength (the stronger on a tie)."""
    choices = bot_choices(game_id)
    if not choices:
        return "human"
    wanted = STRENGTH.get(level.capitalize(), STRENGTH["Normal"])
    best = min(choices, key=lambda c: (abs(_strength(c[0]) - wanted), -_strength(c[0])))
    return best[1]


def strength_of(label: str) -> str | None:
    """The level ("Easy") a seat label's bot tells of by its name, when it tells one: a level's
    own name (``bot:easy``, ``bot:Hard``) or a generic bot's (``bot:ismcts`` is Hard); None for
    any other name, and for a label that is no bot."""
    from sherwood.ai import GENERIC_BOTS

    try:
        name = seat_kind(label)[1]
    except ValueError:
        return None
    if name is None:
        return None
    level = {b.name: b.label for b in GENERIC_BOTS}.get(name, name.capitalize())
    return level if level in STRENGTH else None


def nearest_bot(game_id: str, label: str) -> tuple[str, str | None]:
    """The seat label of ``game_id``'s bot nearest in strength to the one ``label`` names (a
    bot the game does not have), and the level it was judged by (:func:`strength_of`); when
    the label tells no strength, the game's Normal bot and None."""
    level = strength_of(label)
    return bot_for_level(game_id, level or "normal"), level


def default_seats(game_id: str, level: str = "normal", count: int | None = None) -> list[str]:
    """One human, then bots of ``level`` for the other seats; ``count`` seats, by default the
    game's ``default_seat_count``, else two where the game allows two, else its fewest."""
    from sherwood.games import game_spec

    spec = game_spec(game_id)
    if count is None:
        count = spec.default_seat_count or (2 if 2 in spec.seat_counts else spec.seat_counts.start)
    return ["human"] + [bot_for_level(game_id, level)] * (count - 1)


CANCEL_WAIT = 1.0  # seconds a cancelled thread bot may take to notice; a search step takes milliseconds


class HostedBot:
    """A seat's bot that thinks in the table's bot host (see :func:`table_bots`).

    ``last_search`` is the host's report of the bot's last decision (a search bot's
    :class:`~sherwood.ai.SearchReport`), once the table took its answer.
    """

    def __init__(self, host: Any, seat: int, name: str):
        self.host = host
        self.seat = seat
        self.name = name
        self.last_search: Any = None

    def __repr__(self) -> str:
        return f"HostedBot({self.name!r}, seat={self.seat}, {self.host!r})"


def table_bots(game_id: str, labels: Sequence[str], match_seed: int, *,
               processes: int | None = None) -> list[HostedBot | None]:
    """One :class:`HostedBot` per bot seat (None for humans), all in one bot host that
    builds the same bots as :func:`sherwood.ai.seat_bots` (same seeds) and starts at the
    first decision. The labels are checked here: ValueError for a bot the game lacks."""
    from sherwood.ai import parse_seat, seat_bots
    from sherwood.ai.host import BotHost

    seat_bots(game_id, labels, match_seed)  # the labels' errors now, not at the first turn
    host = BotHost(game_id, labels, match_seed, processes=processes)
    bots: list[HostedBot | None] = []
    for seat, label in enumerate(labels):
        _, name = parse_seat(label)
        bots.append(None if name is None else HostedBot(host, seat, name))
    return bots


class BotWorker:
    """Runs one bot decision at a time off the main thread: a :class:`HostedBot`'s in its
    host process, another bot's in a daemon thread.

    ``start`` / ``poll`` / ``cancel`` / ``wait`` never wait on a bot (``wait`` blocks on
    purpose, for tests); ``close`` ends the hosts it used.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._token = 0
        self._thread: threading.Thread | None = None
        self._bot: Any = None
        self._result: Command | None = None
        self._error: BaseException | None = None
        self._host: Any = None  # the host of the running hosted decision
        self._ticket: int | None = None
        self._answer: Any = None  # its HostAnswer, once it came
        self._hosts: list[Any] = []
        self.started_at = 0.0

    @property
    def busy(self) -> bool:
        """A decision was started and its answer not yet taken by :meth:`poll`."""
        return self._thread is not None or self._ticket is not None

    @property
    def thinking(self) -> bool:
        if self._ticket is not None:
            self._fetch(0.0)
            return self._answer is None
        return self._thread is not None and self._result is None and self._error is None

    def start(self, bot: Any, view: Any, legal: Sequence[Command], now: float = 0.0) -> None:
        self.cancel()
        self.started_at = now
        if isinstance(bot, HostedBot):
            self._start_hosted(bot, view, legal)
            return
        with self._lock:
            self._token += 1
            token = self._token
            self._bot, self._result, self._error = bot, None, None
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

    def _start_hosted(self, bot: HostedBot, view: Any, legal: Sequence[Command]) -> None:
        from sherwood.ai.host import HostAnswer

        host = bot.host
        if host not in self._hosts:
            self._hosts.append(host)
        self._bot, self._host, self._answer = bot, host, None
        try:
            self._ticket = host.ask(bot.seat, view, legal, wait=False)
        except Exception as exc:  # e.g. the host is gone: poll() raises it, as a bot's error
            self._ticket, self._answer = 0, HostAnswer(0, None, error=exc)

    def _fetch(self, timeout: float) -> None:
        if self._answer is None and self._ticket is not None and self._host is not None:
            self._answer = self._host.answer(self._ticket, timeout)

    def poll(self) -> Command | None:
        """The bot's answer once it is ready (then forgotten); raises what the bot raised."""
        if self._ticket is not None:
            self._fetch(0.0)
            answer = self._answer
            if answer is None:
                return None
            self._ticket = self._answer = self._host = None
            if answer.report is not None:
                self._bot.last_search = answer.report
            command: Command = answer.result()  # the bot's error is raised here
            return command
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
        """Stop waiting for the current answer and ask the bot to stop thinking. A hosted
        bot's host stops within a search step, and this returns at once; a thread bot is given
        a moment to stop (so that a new decision never shares its random generator)."""
        host, ticket = self._host, self._ticket
        self._host = self._ticket = self._answer = None
        if host is not None and ticket:
            host.cancel(ticket)
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
        if self._ticket is not None:
            self._fetch(timeout)
            return
        thread = self._thread
        if thread is not None:
            thread.join(timeout)

    def close(self) -> None:
        """The table is left: cancel, and end the bot hosts this worker used (without
        waiting for them: a thread of each host waits for its process to end)."""
        self.cancel()
        hosts, self._hosts = self._hosts, []
        for host in hosts:
            host.close(wait=False)
