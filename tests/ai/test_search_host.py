"""The bot host: a match's bots answering from a process of their own.

It decides exactly as the same bots would in this process (same seeds, and each bot's
generator carried from decision to decision), its search bots grow their trees on the other
cores, a cancel stops it within a search step without touching the next question, a bot's
error comes back as an error, and closing it leaves no process behind. Spawning costs about
half a second a process, so most tests share one host.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from sherwood.ai import seat_bots
from sherwood.ai.host import NICENESS, BotHost, search_processes
from sherwood.ai.ismcts import IsmctsBot
from sherwood.engine import Match

LABELS = ["bot:ismcts", "bot:heuristic", "human"]
SEED = 11
SEARCH = {"iterations": 40, "seconds": None}
WAIT = 120.0  # seconds an answer may take on a busy machine (no test depends on speed)


def alive(pid: int) -> bool:
    """Whether process ``pid`` runs (a zombie has ended: only its exit status is left)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    try:
        return stat.read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return not stat.parent.exists() and True


def wait_gone(pids, seconds: float = 30.0) -> list[int]:
    """The processes of ``pids`` still running after waiting up to ``seconds``."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        left = [pid for pid in pids if alive(pid)]
        if not left:
            return []
        time.sleep(0.05)
    return [pid for pid in pids if alive(pid)]


@pytest.fixture(scope="module")
def host():
    bots = BotHost("_template", LABELS, SEED, processes=1, search=SEARCH)
    yield bots
    bots.close()


def _answer(host: BotHost, match: Match):
    seat = match.active_seat
    ticket = host.ask(seat, match.view(seat), match.legal_commands())
    answer = host.answer(ticket, timeout=WAIT)
    assert answer is not None, "no answer in time"
    return answer


def test_the_host_decides_as_the_same_bots_would_here(host):
    """A whole game: every answer, and every search's merged visits, equal those of twin bots
    built here from the same labels and seed (the search bot with the host's two trees)."""
    match = Match.start("_template", LABELS, SEED)
    twins = seat_bots("_template", LABELS, SEED)
    searcher = twins[0]
    assert isinstance(searcher, IsmctsBot)
    searcher.iterations, searcher.seconds, searcher.trees = 40, None, 2
    searched = 0
    while match.active_seat is not None:
        seat = match.active_seat
        if twins[seat] is None:  # the human seat: a first legal move
            match.apply(match.legal_commands()[0])
            continue
        answer = _answer(host, match)
        expected = twins[seat].choose(match.view(seat), match.legal_commands())
        assert answer.command == expected and not answer.cancelled
        if seat == 0 and answer.report.iterations:
            assert answer.report.trees == 2 and answer.report.iterations == 40
            assert dict(answer.report.visits) == dict(searcher.last_search.visits)
            searched += 1
        match.apply(answer.result())
    assert searched >= 2


def test_the_host_and_its_search_worker_are_other_processes(host):
    pids = host.pids()
    assert len(pids) == 2 and os.getpid() not in pids
    assert all(alive(pid) for pid in pids)


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="POSIX priorities")
def test_the_host_and_its_worker_give_way_to_the_window(host):
    """The bots run at a lower priority than the window (give_way: NICENESS more); the
    worker, started by the host, inherits it; this process is untouched."""
    mine = os.getpriority(os.PRIO_PROCESS, 0)
    for pid in host.pids():
        assert os.getpriority(os.PRIO_PROCESS, pid) == min(19, mine + NICENESS)
    assert os.getpriority(os.PRIO_PROCESS, 0) == mine


def test_a_bot_error_comes_back_as_an_error(host):
    match = Match.start("_template", LABELS, SEED)
    while match.active_seat != 2:
        match.apply(match.legal_commands()[0])
    answer = _answer(host, match)  # seat 2 is a human's
    with pytest.raises(ValueError, match="seat 2 has no bot"):
        answer.result()
    foreign = Match.start("showdown", 2, 1).legal_commands()  # none is legal in this game
    seat = 0
    ticket = host.ask(seat, Match.start("_template", LABELS, SEED).view(seat), foreign)
    answer = host.answer(ticket, timeout=WAIT)
    with pytest.raises(RuntimeError, match="none of its legal commands is legal"):
        answer.result()


def test_a_cancel_stops_the_search_and_spares_the_next_question():
    budget = 10_000_000
    labels = ["bot:ismcts", "bot:heuristic"]
    host = BotHost("_template", labels, 5, processes=1,
                   search={"iterations": budget, "seconds": None})
    try:
        host.pids()  # up, with its worker
        match = Match.start("_template", labels, 5)
        view, legal = match.view(0), match.legal_commands()
        first = host.ask(0, view, legal)
        assert host.answer(first, timeout=1.0) is None  # thinking (ten million iterations)
        host.cancel(first)
        stopped = host.answer(first, timeout=WAIT)
        assert stopped is not None and stopped.cancelled
        assert 0 < stopped.report.iterations < budget // 100 and stopped.report.cancelled
        # the next question is not cancelled by the old cancel: it thinks until told
        second = host.ask(0, view, legal)
        assert host.answer(second, timeout=1.0) is None
        host.cancel()
        again = host.answer(second, timeout=WAIT)
        assert again.cancelled and again.report.iterations > 0
        # and the host goes on answering
        match.apply(legal[0])
        answer = _answer(host, match)
        assert not answer.cancelled and answer.result() in match.legal_commands()
    finally:
        host.close()


def test_closing_the_host_while_it_searches_leaves_no_process():
    host = BotHost("_template", ["bot:ismcts", "bot:ismcts"], 3, processes=1,
                   search={"iterations": 10_000_000, "seconds": None})
    pids = host.pids()
    assert len(pids) == 2
    match = Match.start("_template", 2, 3)
    host.ask(0, match.view(0), match.legal_commands())
    host.close()
    assert wait_gone(pids, seconds=5.0) == []
    assert host.answer(1) is None or host.answer(1).error is not None


def test_a_host_whose_window_died_ends_with_its_workers():
    """The window's process gone (its end of the pipe closed): the host and its worker end."""
    host = BotHost("_template", ["bot:ismcts", "bot:random"], 3, processes=1, search=SEARCH)
    pids = host.pids()
    host._conn.close()  # what the window's death does to the pipe
    try:
        assert wait_gone(pids) == []
    finally:
        host._process.join(1.0)
        host._closed = True  # nothing left to close


def test_a_host_without_search_seats_starts_no_worker():
    host = BotHost("_template", ["bot:heuristic", "bot:random"], 3, processes=2)
    try:
        assert len(host.pids()) == 1
    finally:
        host.close()


def test_the_default_uses_the_other_cores():
    assert search_processes() == max(0, min(len(os.sched_getaffinity(0)) - 1, 7))
