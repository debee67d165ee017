"""The table's bots think in a bot host process: the window only sends questions and polls.

:class:`~sherwood.ui.bots.BotWorker` keeps its interface (start, poll, cancel, busy,
thinking, wait); with a :class:`~sherwood.ui.bots.HostedBot` the bot answers from the host
exactly as it would have here, a cancel returns at once and its answer is never taken, and
leaving the table ends the host. Spawning costs about half a second a process, so the
worker tests share one host.
"""

from __future__ import annotations

import os

import pytest

from sherwood.ai import seat_bots
from sherwood.ai.host import BotHost
from sherwood.engine import Match
from sherwood.ui.bots import BotWorker, HostedBot, table_bots
from sherwood.ui.scenes.menu import MenuScene
from sherwood.ui.scenes.play import PlayScene
from tests.ai.test_search_host import WAIT, alive, wait_gone

LABELS = ["bot:heuristic", "bot:ismcts"]
BUDGET = 10_000_000  # the search's iterations: only a cancel ends it


@pytest.fixture(scope="module")
def host():
    bots = BotHost("_template", LABELS, 4, processes=1,
                   search={"iterations": BUDGET, "seconds": None})
    yield bots
    bots.close()


def test_the_worker_gets_the_hosted_bot_answer(host):
    match = Match.start("_template", LABELS, 4)
    twin = seat_bots("_template", LABELS, 4)[0]
    worker = BotWorker()
    bot = HostedBot(host, 0, "heuristic")
    worker.start(bot, match.view(0), match.legal_commands(), now=1.5)
    assert worker.busy and worker.started_at == 1.5
    worker.wait(WAIT)
    assert not worker.thinking
    command = worker.poll()
    assert command == twin.choose(match.view(0), match.legal_commands())
    assert not worker.busy and worker.poll() is None


def test_a_cancel_returns_at_once_and_its_answer_is_never_taken(host):
    match = Match.start("_template", LABELS, 4)
    match.apply(match.legal_commands()[0])
    assert match.active_seat == 1
    worker = BotWorker()
    worker.start(HostedBot(host, 1, "ismcts"), match.view(1), match.legal_commands())
    worker.wait(1.0)
    assert worker.thinking  # ten million iterations
    cancelled = host.last_ticket
    worker.cancel()
    assert not worker.busy and not worker.thinking and worker.poll() is None
    # the host stopped that search within a step (the answer waits in the host's inbox)
    stopped = host.answer(cancelled, timeout=WAIT)
    assert stopped.cancelled and stopped.report.iterations < BUDGET // 100
    # the next decision is another seat's, answered whole; the cancelled one is not taken
    match.undo()
    worker.start(HostedBot(host, 0, "heuristic"), match.view(0), match.legal_commands())
    worker.wait(WAIT)
    assert worker.poll() in match.legal_commands()


def test_a_bot_error_is_raised_by_poll(host):
    worker = BotWorker()
    match = Match.start("_template", LABELS, 4)
    foreign = Match.start("showdown", 2, 1).legal_commands()  # none is legal in this game
    worker.start(HostedBot(host, 1, "ismcts"), match.view(1), foreign)
    worker.wait(WAIT)
    with pytest.raises(RuntimeError, match="none of its legal commands is legal"):
        worker.poll()
    assert not worker.busy


def test_table_bots_check_the_labels_and_share_one_lazy_host():
    bots = table_bots("showdown", ["human", "bot:heuristic"], 3)
    assert bots[0] is None and bots[1].seat == 1 and not bots[1].host.started
    with pytest.raises(ValueError, match="no bot 'nobody'"):
        table_bots("showdown", ["human", "bot:nobody"], 3)


def test_a_bot_moves_at_the_table_through_the_host_and_leaving_ends_it(driver):
    """A real table (dummy video): the bot's moves come from its host process and are the
    moves the same bot makes in this process; leaving the game ends the host."""
    seats = ["bot:heuristic", "human"]
    match = Match.start("showdown", seats, 11)
    play = PlayScene(driver.app, match, autosave=False)
    driver.app.scenes.reset(MenuScene(driver.app), play)
    driver.step()
    for _ in range(6):  # the human clicks its first legal move, the bot answers
        driver.settle(play)
        if play.match.is_over or driver.top is not play:
            break
        _, pos = driver.first_clickable(play)
        driver.click(pos)
    driver.settle(play)
    host = play.bots[0].host
    pids = host.pids()
    assert os.getpid() not in pids and all(alive(pid) for pid in pids)
    bot_moves = [c for c in play.match.log if c.seat == 0]
    assert bot_moves
    replay, twin = Match.start("showdown", seats, 11), seat_bots("showdown", seats, 11)[0]
    for command in play.match.log:
        if command.seat == 0:
            assert twin.choose(replay.view(0), replay.legal_commands()) == command
        replay.apply(command)
    driver.app.scenes.reset(MenuScene(driver.app))  # leave the game
    driver.step()
    assert wait_gone(pids) == []
