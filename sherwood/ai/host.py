"""A bot host: the bots of one match, thinking in a process of their own.

The window's process must never wait on a bot: a search holds the interpreter lock for a
second, and even a game's heuristic bot takes a while on a big board. :class:`BotHost`
starts one process ("spawn") that builds the match's bots from the seat labels and the
match seed (:func:`sherwood.ai.seat_bots`, so each bot keeps its own seeded generator from
decision to decision exactly as it would in the window's process) and answers
``ask(seat, view, legal)``. The search bots there grow their trees root-parallel on the
machine's other cores: the host starts a :class:`~sherwood.ai.search_pool.SearchPool` of
its own (the host is not daemonic, so it may have children) and gives each search bot
``trees = processes + 1`` (the host grows its share itself).

::

    window process ──pipe──> bot host ──pipes──> search workers (daemonic, the host's)
         └── shared "cancelled up to ticket" integer ──┘ (read by the host's search)

**Tickets and cancel.** Each question has a ticket (1, 2, ...). :meth:`BotHost.cancel`
writes the ticket into a shared integer and returns at once; the host's bot reads it as its
``interrupt`` at every search iteration, stops within one, and its pool stops the workers.
Every question gets one answer; the answer of a cancelled ticket says so and
:meth:`BotHost.answer` is never asked for it by a window (:mod:`sherwood.ui.bots` drops it),
so a cancelled answer is never applied, and the next ticket is not affected.

**Priority.** The host gives way to the window (:func:`give_way`) before it starts its
workers, so the search takes only the time the window's frames leave.

**Lifetime.** The process starts at the first question (or :meth:`BotHost.start`).
:meth:`BotHost.close` stops any search, tells the host to end, which closes its pool, and
waits for it (or leaves a thread to wait); it runs at the interpreter's exit as well. If the
window's process dies, the host finds its pipe closed once its decision ends and exits, and
its workers follow (their pipes close too).

Views and commands cross by pickle: our own objects, built by the engine.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sherwood.ai.base import CancellableBot
from sherwood.ai.search_pool import PARENT_CHECK_EVERY, START_METHOD, STOP_ALL, _portable
from sherwood.engine import Command

MAX_SEARCH_PROCESSES = 7
NICENESS = 10
"""How much the host (and its search workers, which inherit it) lowers its priority
(``os.nice``): see :func:`give_way`."""


def give_way() -> None:
    """Let the window run first: this process (and the children it starts later) runs at a
    lower priority, :data:`NICENESS` (POSIX; on Windows nothing changes).

    Not Linux's idle class, which did better for frames on a quiet machine (Showdown's table
    at 1920x1080 while Hard thinks on both cores, p95: 7.9 ms at equal priority, 7.4 ms
    niced, 4.0-6.8 ms idle class): on a machine whose cores are all busy (a build, a test
    run) an idle-class host gets no processor time at all and the table waits for ever. A
    niced one gets about a tenth of a core next to each busy program, so it slows down but
    answers. The worst frame while Hard thinks fell from 22.7 ms to 8.4 ms niced."""
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(NICENESS)


def search_processes() -> int:
    """How many search workers a host starts: the cores this process may use, less the
    host's own (at most :data:`MAX_SEARCH_PROCESSES`)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(0, min(cores - 1, MAX_SEARCH_PROCESSES))


@dataclass(frozen=True)
class HostAnswer:
    """The host's answer to one ticket."""

    ticket: int
    command: Command | None
    report: Any = None  # the bot's last_search (a SearchReport) when it has one
    cancelled: bool = False
    error: BaseException | None = None

    def result(self) -> Command:
        """The command, or the bot's error raised here."""
        if self.error is not None:
            raise self.error
        if self.command is None:
            raise RuntimeError(f"ticket {self.ticket} was cancelled: it has no command")
        return self.command


class BotHost:
    """The bots of one match in a process of their own (see the module docstring).

    ``processes`` search workers (default :func:`search_processes`; 0: none, the search
    bots grow one tree each as in the window's process) are started only if a seat has a
    search bot. ``search`` overrides the search bots' settings (e.g. ``{"iterations": 100,
    "seconds": None}`` for reproducible tests and benchmarks).

    One thread (the window's) asks, reads answers and cancels; :meth:`start` may leave the
    launch to a thread of its own (importing ``multiprocessing`` and starting a process
    takes a few frames), and questions asked meanwhile are sent once the host is up.
    """

    def __init__(self, game_id: str, labels: Sequence[str], match_seed: int, *,
                 processes: int | None = None, search: Mapping[str, Any] | None = None):
        self.game_id = game_id
        self.labels = list(labels)
        self.match_seed = match_seed
        self.processes = search_processes() if processes is None else processes
        self.search = dict(search or {})
        self._lock = threading.Lock()
        self._launcher: threading.Thread | None = None
        self._ticket = 0
        self._cancel_floor = 0  # cancels given before the shared integer exists
        self._outbox: list[tuple[Any, ...]] = []
        self._process: Any = None
        self._conn: Any = None
        self._cancelled: Any = None
        self._inbox: dict[int, HostAnswer] = {}
        self._pids: list[int] = []
        self._dead: str | None = None
        self._close: Any = None
        self._closed = False

    # --- the process ---------------------------------------------------------------------

    @property
    def last_ticket(self) -> int:
        """The ticket of the latest question (0: none yet)."""
        return self._ticket

    @property
    def started(self) -> bool:
        """Whether the host process was launched (or is being launched)."""
        return self._launcher is not None or self._process is not None

    def start(self, wait: bool = True) -> None:
        """Start the host process now (otherwise the first question starts it). With
        ``wait`` false the launch runs in a thread and this returns at once."""
        with self._lock:
            if self.started or self._closed:
                return
            if not wait:
                self._launcher = threading.Thread(target=self._launch, name="sherwood-bots-start",
                                                  daemon=True)
                self._launcher.start()
                return
        self._launch()

    def _launch(self) -> None:
        try:
            import multiprocessing
            import multiprocessing.util

            ctx: Any = multiprocessing.get_context(START_METHOD)
            cancelled = ctx.RawValue("q", 0)
            here, there = ctx.Pipe()
            process = ctx.Process(
                target=_host_main, name="sherwood-bots", daemon=False,
                args=(there, cancelled, self.game_id, self.labels, self.match_seed,
                      self.processes, self.search))
            process.start()
            there.close()
        except Exception as exc:
            with self._lock:
                self._dead = f"the bot process could not start ({type(exc).__name__}: {exc})"
                self._outbox.clear()
            return
        with self._lock:
            cancelled.value = self._cancel_floor
            self._cancelled, self._process, self._conn = cancelled, process, here
            self._close = multiprocessing.util.Finalize(
                self, _shutdown, args=(process, here, cancelled), exitpriority=20)
            try:
                for message in self._outbox:
                    here.send(message)
            except (OSError, ValueError) as exc:
                self._dead = f"the bot process does not listen ({exc})"
            self._outbox.clear()

    def _wait_launched(self) -> None:
        launcher = self._launcher
        if launcher is not None and launcher is not threading.current_thread():
            launcher.join()

    def pids(self, timeout: float = 30.0) -> list[int]:
        """The host's process id, then its search workers' (waits for the host to be up)."""
        self.start()
        self._wait_launched()
        end = time.monotonic() + timeout
        while not self._pids and self._dead is None and time.monotonic() < end:
            self._drain(max(0.0, end - time.monotonic()))
        if not self._pids:
            raise RuntimeError(self._dead or "the bot host did not start in time")
        return list(self._pids)

    def close(self, wait: bool = True) -> None:
        """Stop any search and end the host and its workers. With ``wait`` false a thread
        waits for them to end (the window goes on at once)."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            self._cancel_floor = STOP_ALL
            self._outbox.clear()
            if self._cancelled is not None:
                self._cancelled.value = STOP_ALL

        def finish() -> None:
            self._wait_launched()
            close = self._close
            if close is not None:
                close()

        if wait:
            finish()
        else:
            threading.Thread(target=finish, name="sherwood-bots-close", daemon=True).start()

    # --- questions -----------------------------------------------------------------------

    def ask(self, seat: int, view: Any, legal: Sequence[Command], wait: bool = True) -> int:
        """Ask seat ``seat``'s bot to choose; returns the question's ticket. Starts the host
        if it is not started (``wait`` false: without waiting for the launch)."""
        if self._closed:
            raise RuntimeError(f"{self!r} is closed")
        self.start(wait=wait)
        with self._lock:
            self._ticket += 1
            message = ("choose", self._ticket, seat, view, list(legal))
            if self._dead is None:
                if self._conn is None:
                    self._outbox.append(message)
                else:
                    self._conn.send(message)
            return self._ticket

    def answer(self, ticket: int, timeout: float = 0.0) -> HostAnswer | None:
        """Ticket ``ticket``'s answer if it came (waiting up to ``timeout`` seconds), once;
        an answer whose error says why if the host died or could not start."""
        if timeout > 0:
            self._wait_launched()
        end = time.monotonic() + timeout
        while ticket not in self._inbox and self._dead is None:
            left = end - time.monotonic()
            if not self._drain(max(0.0, left)) and left <= 0:
                break
        found = self._inbox.pop(ticket, None)
        if found is None and self._dead is not None:
            return HostAnswer(ticket, None, error=RuntimeError(self._dead))
        return found

    def cancel(self, ticket: int | None = None) -> None:
        """Stop the search for ``ticket`` (default: the latest) and those before it; returns
        at once."""
        with self._lock:
            ticket = self._ticket if ticket is None else ticket
            self._cancel_floor = max(self._cancel_floor, ticket)
            if self._cancelled is not None and self._cancelled.value < ticket:
                self._cancelled.value = ticket

    def _drain(self, timeout: float) -> bool:
        """Read what the host sent (waiting up to ``timeout`` for the first); false if
        nothing came."""
        conn = self._conn
        if conn is None or self._closed or not conn.poll(timeout):
            if conn is None and timeout > 0:
                time.sleep(min(timeout, 0.01))  # still launching
            return False
        while True:
            try:
                message = conn.recv()
            except (EOFError, OSError):
                self._process.join(0.5)
                self._dead = f"the bot process ended unexpectedly (exit code {self._process.exitcode})"
                return False
            kind, ticket, *rest = message
            if kind == "ready":
                self._pids = rest[0]
            else:
                command, report, error = rest
                self._inbox[ticket] = HostAnswer(ticket, command, report,
                                                 kind == "cancelled", _rebuild(error))
                for old in [t for t in self._inbox if t < self._ticket - 8]:
                    del self._inbox[old]  # answers nobody asked for (cancelled tickets)
            if not conn.poll(0):
                return True

    def __repr__(self) -> str:
        state = ("closed" if self._closed else "running" if self._process is not None
                 else "starting" if self.started else "not started")
        return f"BotHost({self.game_id!r}, {self.labels}, seed={self.match_seed}, {state})"


def _rebuild(error: tuple[BaseException | None, str] | None) -> BaseException | None:
    if error is None:
        return None
    exc, text = error
    if exc is None:
        return RuntimeError(f"the bot failed in its process:\n{text}")
    exc.add_note(f"(raised in the bot process:)\n{text.rstrip()}")
    return exc


def _shutdown(process: Any, conn: Any, cancelled: Any, timeout: float = 5.0) -> None:
    cancelled.value = STOP_ALL
    with contextlib.suppress(OSError, ValueError):
        conn.send(("close",))
    process.join(timeout)
    if process.is_alive():
        process.terminate()
        process.join(1.0)
    if process.is_alive():
        process.kill()
        process.join(1.0)
    conn.close()


def _host_main(conn: Any, cancelled: Any, game_id: str, labels: Sequence[str], seed: int,
               processes: int, search: Mapping[str, Any]) -> None:
    """The host process: build the bots, then answer questions until "close" or EOF."""
    give_way()  # first, so that the search workers it starts inherit it
    from sherwood.ai import parse_seat, seat_bots
    from sherwood.ai.ismcts import IsmctsBot
    from sherwood.ai.search_pool import SearchPool

    def named(label: str) -> str | None:
        try:
            return parse_seat(label)[1]
        except ValueError:
            return None

    # the workers start, and load the game, while this process builds the bots
    pool = None
    if processes > 0 and any(named(label) == "ismcts" for label in labels):
        pool = SearchPool(processes)
    try:
        if pool is None:
            bots: Sequence[Any] | BaseException = seat_bots(game_id, labels, seed)
        else:
            calls = {slot: (_load_game, (game_id,)) for slot in range(1, processes + 1)}
            bots, _ = pool.run(calls, lambda: seat_bots(game_id, labels, seed), lambda: False)
    except Exception as exc:  # answered as each question's error
        bots = exc
    searchers = [] if isinstance(bots, BaseException) else [
        bot for bot in bots if isinstance(bot, IsmctsBot)]
    if pool is not None and not searchers:  # a game's own bot named "ismcts"
        pool.close()
        pool = None
    for bot in searchers:
        for name, value in search.items():
            setattr(bot, name, value)
        if pool is not None:
            bot.pool, bot.trees = pool, processes + 1
    try:
        conn.send(("ready", 0, [os.getpid(), *(pool.pids if pool is not None else [])]))
        while True:
            try:
                message = conn.recv()
            except (EOFError, OSError):
                return
            if message[0] != "choose":
                return
            _, ticket, seat, view, legal = message
            if not _answer(conn, cancelled, bots, ticket, seat, view, legal):
                return
    finally:
        if pool is not None:
            pool.close()


def _load_game(game_id: str, is_cancelled: Any) -> None:
    """A search worker's first call: import the game before the first search needs it."""
    from sherwood.games import game_spec

    game_spec(game_id)


def _answer(conn: Any, cancelled: Any, bots: Sequence[Any] | BaseException, ticket: int,
            seat: int, view: Any, legal: Sequence[Command]) -> bool:
    """Answer one question; false if the window's end of the pipe is gone."""
    import multiprocessing

    parent = multiprocessing.parent_process()
    command = report = error = None
    checks = 0

    def interrupted() -> bool:
        nonlocal checks
        if cancelled.value >= ticket:
            return True
        checks += 1  # a window that died answers nothing: stop searching for it
        return checks % PARENT_CHECK_EVERY == 0 and parent is not None and not parent.is_alive()

    if not interrupted():
        bot = None
        try:
            if isinstance(bots, BaseException):
                raise bots
            bot = bots[seat] if 0 <= seat < len(bots) else None
            if bot is None:
                raise ValueError(f"seat {seat} has no bot")
            if isinstance(bot, CancellableBot):
                bot.interrupt = interrupted
            command = bot.choose(view, legal)
            report = getattr(bot, "last_search", None)
        except Exception as exc:
            error = _portable(exc)
        finally:
            if isinstance(bot, CancellableBot):
                bot.interrupt = None
    kind = "cancelled" if cancelled.value >= ticket else "answer"
    try:
        conn.send((kind, ticket, command, report, error))
    except (OSError, ValueError):
        return False
    return True


__all__ = ["BotHost", "HostAnswer", "search_processes"]
