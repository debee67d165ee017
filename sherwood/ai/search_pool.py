"""Worker processes for the search: trees grown side by side on the machine's other cores.

A :class:`SearchPool` keeps ``processes`` worker processes (started with "spawn": the app
uses SDL, which must not be forked). :meth:`SearchPool.run` sends one call to each of some
workers, runs the caller's own share meanwhile, and gathers the workers' answers. The search
(:class:`sherwood.ai.ismcts.IsmctsBot` with ``trees > 1`` and a ``pool``) uses it to grow its
trees: slot 0 is the calling process, slots 1.. are the workers.

Everything crosses the process boundary by pickle: functions by reference, views and
commands by value (our own objects, built by the engine; never a user's file).

**Cancel.** The pool has one shared integer (shared memory, no lock and no semaphore, so no
resource-tracker process either): the batch number last stopped. Each worker call gets a
predicate ``is_cancelled()`` that reads it, so :meth:`SearchPool.stop` (or a cancel the
caller notices while it waits, see :meth:`SearchPool.run`) stops every worker within one
search iteration. Answers of a stopped batch still come back, and those of an abandoned one
are told apart by their batch number and dropped.

**Lifetime.** Workers are daemonic: they end with the process that started them (so that
process must not be daemonic itself; a bot host is not). :meth:`SearchPool.close` ends them
cleanly and is also run at the interpreter's exit. A worker whose parent dies sees its pipe
close and ends; a worker searching notices its parent gone within a few hundred iterations.
"""

from __future__ import annotations

import contextlib
import copy
import os
import threading
import traceback
from collections.abc import Callable, Mapping, Sequence
from typing import Any

START_METHOD = "spawn"
POLL_SECONDS = 0.004
"""How often a caller waiting for its workers looks at its own cancel flag."""
PARENT_CHECK_EVERY = 200
"""A worker asks whether its parent still lives once per this many cancel checks."""
STOP_ALL = 2**62

Call = tuple[Callable[..., Any], tuple[Any, ...]]
"""``(function, args)``: the worker runs ``function(*args, is_cancelled)``."""


class PoolBroken(RuntimeError):
    """A worker of the pool ended unexpectedly (killed, out of memory): the pool runs nothing
    more. A search bot then grows its trees in its own process (``IsmctsBot``)."""


class SearchPool:
    """``processes`` worker processes, each running one call per batch (see the module
    docstring). One batch at a time: :meth:`run` holds a lock while it runs."""

    def __init__(self, processes: int):
        import multiprocessing
        import multiprocessing.util

        if processes < 1:
            raise ValueError(f"a SearchPool needs at least one process, got {processes}")
        ctx: Any = multiprocessing.get_context(START_METHOD)
        self.processes = processes
        self._stop = ctx.RawValue("q", 0)
        self._job = 0
        self._lock = threading.Lock()
        self._broken: str | None = None
        self._workers: list[tuple[Any, Any]] = []
        try:
            for k in range(processes):
                here, there = ctx.Pipe()
                proc = ctx.Process(target=_work, args=(there, self._stop),
                                   name=f"sherwood-search-{k + 1}", daemon=True)
                proc.start()
                there.close()  # the worker's end lives in the worker only: its death is our EOF
                self._workers.append((proc, here))
        finally:
            self._close = multiprocessing.util.Finalize(
                self, _close_workers, args=(list(self._workers), self._stop), exitpriority=10)

    @property
    def pids(self) -> list[int]:
        """The workers' process ids."""
        return [proc.pid for proc, _ in self._workers]

    def run(self, calls: Mapping[int, Call], local: Callable[[], Any],
            is_cancelled: Callable[[], bool]) -> tuple[Any, list[Any]]:
        """Send ``calls[slot]`` to worker ``slot`` (1..processes), run ``local()`` here
        meanwhile, then wait for the workers; returns ``(local's result, the workers'
        results in slot order)``.

        While it waits it looks at ``is_cancelled`` and stops the batch when it turns true
        (the workers then answer within one iteration). A worker's exception is raised here
        (with the worker's traceback as a note); so is ``local``'s, after stopping the batch.
        """
        with self._lock:
            if self._broken is not None:
                raise PoolBroken(self._broken)
            self._job += 1
            job = self._job
            pending: dict[Any, int] = {}
            for slot in sorted(calls):
                if not 1 <= slot <= self.processes:
                    raise ValueError(f"no worker slot {slot} in a pool of {self.processes}")
                fn, args = calls[slot]
                conn = self._workers[slot - 1][1]
                try:
                    conn.send((job, fn, args))
                except OSError:  # the worker is gone and its pipe closed
                    raise self._broken_by(slot) from None
                pending[conn] = slot
            try:
                mine = local()
            except BaseException:
                self.stop(job)
                raise
            return mine, self._gather(job, pending, is_cancelled)

    def stop(self, job: int | None = None) -> None:
        """Stop the running batch (or batch ``job`` and those before it); safe from any thread."""
        job = self._job if job is None else job
        if self._stop.value < job:
            self._stop.value = job

    def _gather(self, job: int, pending: dict[Any, int],
                is_cancelled: Callable[[], bool]) -> list[Any]:
        from multiprocessing.connection import wait

        results: dict[int, Any] = {}
        failure: BaseException | None = None
        while pending:
            if self._stop.value < job and is_cancelled():
                self.stop(job)
            ready: list[Any] = wait(list(pending), timeout=POLL_SECONDS)
            for conn in ready:
                slot = pending[conn]
                try:
                    kind, answered, payload = conn.recv()
                except (EOFError, OSError):
                    raise self._broken_by(slot) from None
                if answered != job:
                    continue  # "ready", or the answer of a batch abandoned earlier
                del pending[conn]
                if kind == "error" and failure is None:
                    failure = _rebuild(payload, slot)
                    self.stop(job)  # the others' answers are not needed now
                results[slot] = payload
        if failure is not None:
            raise failure
        return [results[slot] for slot in sorted(results)]

    def _broken_by(self, slot: int) -> PoolBroken:
        """Mark the pool broken by worker ``slot``'s end, stop the others; the error to raise."""
        proc = self._workers[slot - 1][0]
        proc.join(0.5)
        self._broken = (f"search worker {slot} (process {proc.pid}) ended "
                        f"unexpectedly (exit code {proc.exitcode})")
        self.stop(STOP_ALL)
        return PoolBroken(self._broken)

    def close(self) -> None:
        """End the workers (at once if they are searching) and wait for them."""
        self._close()

    def __enter__(self) -> SearchPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"SearchPool(processes={self.processes}, pids={self.pids})"


def _close_workers(workers: Sequence[tuple[Any, Any]], stop: Any, timeout: float = 2.0) -> None:
    stop.value = STOP_ALL
    for _, conn in workers:
        with contextlib.suppress(OSError, ValueError):
            conn.send(None)
    for proc, conn in workers:
        proc.join(timeout)
        if proc.is_alive():
            proc.terminate()
            proc.join(1.0)
        if proc.is_alive():
            proc.kill()
            proc.join(1.0)
        conn.close()


def _portable(exc: BaseException) -> tuple[BaseException | None, str]:
    """An exception fit to cross the pipe (None if it cannot be rebuilt there: copied through
    the same reduce protocol the pipe's pickling uses) and its traceback."""
    text = "".join(traceback.format_exception(exc))
    try:
        copy.deepcopy(exc)
    except Exception:
        return None, text
    return exc, text


def _rebuild(payload: tuple[BaseException | None, str], slot: int) -> BaseException:
    exc, text = payload
    if exc is None:
        return RuntimeError(f"search worker {slot} failed:\n{text}")
    exc.add_note(f"(raised in search worker {slot}:)\n{text.rstrip()}")
    return exc


def _work(conn: Any, stop: Any) -> None:
    """A worker's life: answer each ``(job, function, args)`` until told to end (None), or
    until the parent's end of the pipe closes."""
    import multiprocessing

    parent = multiprocessing.parent_process()
    conn.send(("ready", 0, os.getpid()))
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        job, fn, args = message
        checks = 0

        def is_cancelled(job: int = job) -> bool:
            nonlocal checks
            if stop.value >= job:
                return True
            checks += 1
            if parent is not None and checks % PARENT_CHECK_EVERY == 0 and not parent.is_alive():
                stop.value = STOP_ALL  # an orphan stops searching, then finds its pipe closed
                return True
            return False

        try:
            answer: tuple[str, int, Any] = ("done", job, fn(*args, is_cancelled))
        except Exception as exc:
            answer = ("error", job, _portable(exc))
        try:
            conn.send(answer)
        except (OSError, ValueError):
            return
        except Exception as exc:  # an answer that does not pickle
            conn.send(("error", job, _portable(exc)))


__all__ = ["SearchPool"]
