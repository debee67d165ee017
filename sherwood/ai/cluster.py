"""A tournament's games as Ray tasks on a cluster: ``sherwood simulate --ray auto|ADDRESS``.

Ray is an optional extra (``pip install "sherwood[cluster]"``). It is imported here only,
when a :class:`RayRunner` connects, never at start-up nor by a local ``simulate``; and it is
imported by name (:func:`importlib.import_module`), because PyInstaller follows ``import``
statements even inside functions and Ray must never go into the one-file program.

The games are those of :class:`~sherwood.ai.tournament.LocalRunner`: each task runs
:func:`~sherwood.ai.tournament.play_chunk` on consecutive jobs, and a game is a pure function
of its job (game id, the bots, options, seed), so the same seeds give the same results.

The code on the workers: the runner ships this very ``sherwood`` package to the cluster, laid
out like an installed wheel (with the boards and assets the games read), as the job's Ray
``runtime_env`` ``working_dir`` (Ray caches it by content: an unchanged package is uploaded
once). The workers run in that folder and import the package from it before anything
installed on the node, so the driver's code plays every game, even uncommitted changes. Not
``py_modules``: without a ``working_dir`` Ray puts the driver's current folder first on the
workers' path, so a node with a sherwood checkout at that path would import its own. A node
needs Ray (the driver's version), the driver's Python version (Ray checks both) and PyYAML
(a dependency of Ray); nothing of sherwood.
"""

from __future__ import annotations

import contextlib
import importlib
import itertools
import logging
import math
import os
import re
import shutil
import socket
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from types import ModuleType, TracebackType
from typing import Any

from sherwood.ai.tournament import Chunk, Job, play_chunk, split
from sherwood.engine.errors import SherwoodError

INSTALL = 'pip install "sherwood[cluster]"'
ADDRESS = re.compile(r"auto|(ray://)?[\w.\-]+:\d+|(ray://)?\[[0-9A-Fa-f:.]+\]:\d+")
"""``auto``, ``HOST:PORT`` (a cluster's GCS, e.g. ``head:6379``) or ``ray://HOST:PORT`` (Ray
Client, e.g. ``ray://head:10001``); an IPv6 host in brackets."""

MAX_CHUNK = 50
"""At most this many games a task: a Showdown game takes milliseconds, a Merry Men game between
search bots minutes; chunks of a few seconds or more keep Ray's cost per task out of sight."""


class ClusterError(SherwoodError):
    """Ray is missing, or the cluster cannot be reached: what to do, in one line."""


def check_address(address: str) -> str:
    """``address`` if ``--ray`` can use it, else a ValueError saying what it wants.

    >>> check_address("ray://head.example:10001")
    'ray://head.example:10001'
    >>> check_address("head")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ValueError: --ray wants auto, HOST:PORT (e.g. head:6379) or ray://HOST:PORT ..., not 'head'
    """
    if not ADDRESS.fullmatch(address):
        raise ValueError("--ray wants auto, HOST:PORT (e.g. head:6379) or ray://HOST:PORT "
                         f"(e.g. ray://head:10001), not {address!r}")
    return address


def import_ray() -> ModuleType:
    """The ``ray`` module, or a ClusterError that says how to install it."""
    try:
        return importlib.import_module("ray")
    except ImportError:
        raise ClusterError(f"--ray needs Ray, which is not installed: {INSTALL}") from None


def chunk_size(games: int, cpus: int) -> int:
    """Games per task: about eight tasks per CPU, so that the last ones do not leave most of
    the cluster idle, and at most :data:`MAX_CHUNK`.

    >>> chunk_size(20, 2), chunk_size(100_000, 64), chunk_size(3, 16)
    (2, 50, 1)
    """
    return max(1, min(MAX_CHUNK, math.ceil(games / (8 * max(1, cpus)))))


def stage_package(into: Path) -> Path:
    """A copy of the ``sherwood`` package under ``into``, with ``_data/boards`` and
    ``_data/assets`` inside it as in an installed wheel (see :mod:`sherwood.resources`), so it
    runs from any folder; returns the copy's folder."""
    import sherwood
    from sherwood.resources import bundle_root

    package = Path(sherwood.__file__).resolve().parent
    copy = into / "sherwood"
    shutil.copytree(package, copy, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    root = bundle_root()
    for folder in ("boards", "assets"):
        if not (copy / "_data" / folder).is_dir():
            shutil.copytree(root / folder, copy / "_data" / folder,
                            ignore=shutil.ignore_patterns("__pycache__"))
    return copy


def _why(error: BaseException) -> str:
    """The error and its cause (Ray hides an authentication failure behind a ConnectionError),
    the first sentence of each.

    >>> try:
    ...     try:
    ...         raise PermissionError("Token is missing. Set it.")
    ...     except PermissionError as cause:
    ...         raise ConnectionError("Failed to connect to 10.0.0.1:6379") from cause
    ... except ConnectionError as exc:
    ...     print(_why(exc))
    Failed to connect to 10.0.0.1:6379: Token is missing
    """
    parts = [str(e).strip().split(". ")[0].rstrip(".") for e in (error, error.__cause__) if e]
    return ": ".join(p for p in parts if p)


def answers(address: str, seconds: float = 5.0) -> bool:
    """Whether anything listens at ``HOST:PORT`` (or ``ray://HOST:PORT``). Asked before Ray
    connects, because Ray retries an address where nothing listens for many minutes."""
    host, _, port = address.removeprefix("ray://").rpartition(":")
    try:
        with socket.create_connection((host.strip("[]"), int(port)), timeout=seconds):
            return True
    except (OSError, ValueError):
        return False


def recorded_address() -> str | None:
    """The cluster ``ray.init(address="auto")`` would join: ``RAY_ADDRESS``, else Ray's own
    lookup (the latest ``ray start`` on this machine, else a running Ray instance); None when
    there is none, or when Ray's lookup (a private function) cannot be asked."""
    if os.environ.get("RAY_ADDRESS"):
        return os.environ["RAY_ADDRESS"]
    try:
        services = importlib.import_module("ray._private.services")
        found = services.canonicalize_bootstrap_address("auto")
    except Exception:  # ConnectionError: none; anything else: a Ray that moved it
        return None
    return found if isinstance(found, str) else None


def _stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


class RayRunner:
    """Plays jobs as Ray tasks, ``chunk`` games each (default: :func:`chunk_size`).

    Use it as a context manager: entering connects and ships the package (see the module's
    note), and ``say`` (default: stderr) is told in one line what it did; leaving disconnects,
    and stops the local instance it started. ``address``:

    - ``auto``: the Ray cluster running on or known to this machine (``RAY_ADDRESS`` first);
      if there is none, a local instance is started on this machine;
    - ``HOST:PORT`` (a cluster's GCS, e.g. ``head:6379``) or ``ray://HOST:PORT`` (Ray Client);
    - ``local``: always a new local instance, of ``cpus`` worker processes (default: one per
      core), e.g. for tests.

    If this process is connected to Ray already (a notebook), that connection is used as it
    is (its own ``runtime_env`` must provide sherwood) and left open. Entering again (as
    :func:`~sherwood.ai.tournament.run_tournament` does) keeps the connection made first, to
    play several tournaments on one.
    """

    def __init__(self, address: str = "auto", chunk: int | None = None,
                 say: Callable[[str], None] = _stderr, cpus: int | None = None) -> None:
        self.address = address if address == "local" else check_address(address)
        self.chunk = chunk
        self.say = say
        self.local_cpus = cpus
        self.cpus = 0
        self.started_here = False
        self._ray: Any = None
        self._exit = contextlib.ExitStack()
        self._entered = 0

    def __enter__(self) -> RayRunner:
        if not self._entered:
            self._open()
        self._entered += 1
        return self

    def _open(self) -> None:
        ray = import_ray()
        with contextlib.ExitStack() as stack:  # undone at once if anything here fails
            if ray.is_initialized():
                self.cpus = self._cpus(ray)
                self.say(f"ray: using this program's Ray connection as it is ({self.cpus} CPUs)")
            else:
                folder = stack.enter_context(tempfile.TemporaryDirectory(prefix="sherwood-ray-"))
                stage_package(Path(folder))
                env = {"working_dir": folder}  # not py_modules: see the module's note
                self._connect(ray, env)
                stack.callback(ray.shutdown)  # a driver's disconnection; stops a local instance
            self._ray = ray
            self._exit = stack.pop_all()

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self._entered -= 1
        if not self._entered:
            self._ray = None
            self._exit.close()

    def _connect(self, ray: Any, env: dict[str, Any]) -> None:
        common = {"runtime_env": env, "logging_level": logging.WARNING}
        local = {"address": "local", "include_dashboard": False, "num_cpus": self.local_cpus}
        where, why = f"the Ray cluster at {self.address}", ""
        try:
            if self.address == "local":
                ray.init(**local, **common)
                self.started_here = True
            elif self.address == "auto":
                found = recorded_address()
                try:
                    if found is not None and not answers(found):
                        raise ConnectionError(f"nothing answers at {found}; `ray stop` forgets it")
                    ray.init(address="auto", **common)
                    where = f"the running Ray cluster{f' at {found}' if found else ''}"
                except ConnectionError as exc:  # none is running, or it would not have us
                    why = ("no Ray cluster was running" if "find any running" in str(exc)
                           else f"could not join the Ray cluster found ({_why(exc)})")
                    ray.init(**local, **common)
                    self.started_here = True
            else:
                if not answers(self.address):
                    raise ConnectionError("nothing answers there (is the cluster's head running, "
                                          "and that port open to this machine?)")
                ray.init(address=self.address, **common)
        except ConnectionError as exc:
            raise ClusterError(f"could not reach a Ray cluster at {self.address}: {_why(exc)}") from None
        except ImportError as exc:  # ray:// needs Ray Client (grpcio), in sherwood[cluster]
            raise ClusterError(f"--ray {self.address} needs Ray Client ({exc}): {INSTALL}") from None
        self.cpus = self._cpus(ray)
        if self.started_here:
            self.say(f"ray: {why + ', so ' if why else ''}started a local Ray instance on this "
                     f"machine ({self.cpus} CPUs); it stops when the games end")
        else:
            self.say(f"ray: connected to {where} ({self.cpus} CPUs)")

    @staticmethod
    def _cpus(ray: Any) -> int:
        return max(1, int(ray.cluster_resources().get("CPU", 1)))

    def __call__(self, jobs: Sequence[Job]) -> Iterator[Chunk]:
        ray = self._ray
        if ray is None:
            raise RuntimeError("RayRunner plays only inside `with RayRunner(...) as runner:`")
        task = ray.remote(play_chunk)
        size = self.chunk or chunk_size(len(jobs), self.cpus)
        waiting = iter(split(jobs, size))
        room = max(16, 4 * self.cpus)  # tasks in flight: enough to keep every CPU busy
        pending: dict[Any, int] = {}
        try:
            while True:
                for first, part in itertools.islice(waiting, room - len(pending)):
                    pending[task.remote(list(part))] = first
                if not pending:
                    return
                ready, _ = ray.wait(list(pending), num_returns=1)
                for ref in ready:
                    yield pending.pop(ref), ray.get(ref)
        finally:
            for ref in pending:  # stopped early (an error, Ctrl+C): leave the cluster free
                ray.cancel(ref)
