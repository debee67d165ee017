"""`sherwood simulate` on Ray (``--ray``), and the JSON lines every runner writes.

The Ray test starts its own local instance (``address="local"``: never another one found on the
machine) of two worker processes, so it cannot clash with a second pytest-xdist worker or with
another Ray instance; it is the only test here that starts Ray, and it stops it at the end.
Without Ray installed it is skipped, except in CI (``.ci/run`` installs ``.[test]``, which
pulls in ``sherwood[cluster]``), where it fails.
"""

from __future__ import annotations

import doctest
import importlib.util
import json
import socket
import subprocess
import sys
import types
from pathlib import Path

import pytest

import sherwood.ai.cluster
import sherwood.ai.tournament
from sherwood.ai.tournament import (
    LocalRunner,
    Progress,
    TournamentSummary,
    dump_record,
    read_records,
    run_tournament,
)
from sherwood.cli import main
from tests.tools import missing

REPO = Path(__file__).resolve().parents[2]
TABLE = {"game_id": "showdown", "bots": ["random", "heuristic"], "games": 20, "first_seed": 40,
         "alternate": True}
"""Twenty fast games, the bots changing seats from game to game, seeds fixed."""


def lines_of(summary: TournamentSummary) -> list[str]:
    return [dump_record(record) for record in summary.records()]


def test_twenty_games_on_ray_are_the_games_played_here():
    """Ray tasks (chunks of three games on two worker processes, the package shipped to them)
    give exactly the JSON lines of the same games played in this process, in game order."""
    if importlib.util.find_spec("ray") is None:
        missing('Ray is not installed (pip install "sherwood[cluster]")')
    import ray

    from sherwood.ai.cluster import RayRunner

    here = lines_of(run_tournament(**TABLE, runner=LocalRunner(1)))
    said: list[str] = []
    streamed: list[str] = []
    with RayRunner("local", chunk=3, cpus=2, say=said.append) as runner:
        summary = run_tournament(**TABLE, runner=runner,
                                 on_record=lambda record: streamed.append(dump_record(record)))
        where = ray.get(ray.remote(lambda: __import__("sherwood").__file__).remote())
    assert not ray.is_initialized()  # the instance it started is stopped
    assert runner.cpus == 2 and runner.started_here
    assert said == ["ray: started a local Ray instance on this machine (2 CPUs); "
                    "it stops when the games end"]
    assert streamed == lines_of(summary) == here
    assert not Path(where).is_relative_to(REPO)  # the workers ran the shipped copy


def test_local_workers_write_the_same_json_lines(tmp_path, capsys):
    """`--jsonl`: one line per game in game order, the same with two worker processes as with
    one; read back, the lines give the summary printed with them."""
    first = tmp_path / "one.jsonl"
    second = tmp_path / "two.jsonl"
    args = ["simulate", "showdown", "--games", "6", "--seed", "3", "--bots", "heuristic,random",
            "--alternate"]
    assert main([*args, "--jsonl", str(first), "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert main([*args, "--jsonl", str(second), "--workers", "2", "--chunk", "2"]) == 0
    assert first.read_text() == second.read_text()
    records = read_records(first)
    assert records == printed["results"]  # the --json summary carries the same records
    assert [r["seed"] for r in records] == [3, 4, 5, 6, 7, 8]
    assert [r["bots"] for r in records[:2]] == [["heuristic", "random"], ["random", "heuristic"]]
    assert [r["seating"] for r in records[:2]] == [[0, 1], [1, 0]]
    summary = TournamentSummary.from_records(records).to_json()
    for key in ("game", "bots", "options", "games", "wins", "shared_wins", "no_winner",
                "mean_scores", "mean_commands"):
        assert summary[key] == printed[key], key
    again = list(TournamentSummary.from_records(read_records(first.open())).records())
    assert again == records  # outcomes included


def test_jsonl_to_stdout_sends_the_summary_to_stderr(capsys):
    assert main(["simulate", "showdown", "--games", "3", "--jsonl", "-"]) == 0
    out, err = capsys.readouterr()
    assert [json.loads(line)["seed"] for line in out.splitlines()] == [0, 1, 2]
    assert "3 games of showdown" in err


def test_progress_is_shown_when_asked_and_not_when_stderr_is_not_a_terminal(capsys):
    assert main(["simulate", "showdown", "--games", "2"]) == 0
    assert capsys.readouterr().err == ""  # stderr is captured here, not a terminal
    assert main(["simulate", "showdown", "--games", "2", "--progress"]) == 0
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith("0/2 games (0%)")
    assert err[-1].startswith("2/2 games (100%)") and err[-1].endswith(" in all")


def test_progress_on_a_terminal_rewrites_one_line():
    class Terminal(list):
        def write(self, text):
            self.append(text)

        def flush(self):
            pass

        def isatty(self):
            return True

    terminal = Terminal()
    progress = Progress(terminal)
    for done in (0, 1, 4):
        progress(done, 4)
    assert terminal[0].startswith("\r0/4 games") and terminal[-1].startswith("\r4/4 games")
    assert terminal[-1].endswith("\n") and not any(t.endswith("\n") for t in terminal[:-1])


def test_a_bad_line_is_named():
    with pytest.raises(ValueError, match="line 2 is not JSON"):
        read_records(['{"seed": 1}', "{oops"])


@pytest.mark.parametrize(("extra", "message"), [
    (["--ray", "head"], "--ray wants auto, HOST:PORT"),
    (["--ray", "auto", "--workers", "2"], "with --ray the cluster's CPUs play"),
    (["--chunk", "0"], "argument --chunk: must be at least 1, not 0"),
])
def test_wrong_ray_arguments_are_one_clear_line(extra, message, capsys):
    try:
        code = main(["simulate", "showdown", "--games", "2", *extra])
    except SystemExit as stop:  # argparse's own refusals (--chunk 0) exit at once
        code = stop.code
    assert code == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and message in err[0]


def test_without_ray_installed_it_says_how_to_install_it(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` fails as if not installed
    assert main(["simulate", "showdown", "--games", "2", "--ray", "auto"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err == ["sherwood simulate: error: --ray needs Ray, which is not installed: "
                   'pip install "sherwood[cluster]"']


def test_a_bad_bot_is_reported_before_any_connection(monkeypatch, capsys, tmp_path):
    """The arguments are checked before Ray is imported, and an old --jsonl file is left be."""
    monkeypatch.setitem(sys.modules, "ray", None)
    old = tmp_path / "old.jsonl"
    old.write_text("kept\n")
    assert main(["simulate", "showdown", "--bots", "heuristic,wizard", "--ray", "auto",
                 "--jsonl", str(old)]) == 2
    assert "no bot 'wizard'" in capsys.readouterr().err
    assert old.read_text() == "kept\n"


def test_ray_is_imported_only_by_a_ray_run():
    """Neither start-up, nor a local `simulate`, nor importing the Ray runner loads Ray."""
    code = ("import sys\nfrom sherwood.cli import main\nimport sherwood.ai.cluster\n"
            "assert main(['simulate', 'showdown', '--games', '1']) == 0\n"
            "assert 'ray' not in sys.modules, 'ray was imported'\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=REPO, timeout=120)
    assert result.returncode == 0, result.stderr


class FakeRay(types.ModuleType):
    """Ray's connection calls, to check whom the runner joins without starting Ray: ``init``
    with ``address="auto"`` fails as Ray's does when no cluster is running, unless ``running``."""

    def __init__(self, running: bool = False):
        super().__init__("ray")
        self.running, self.up, self.calls = running, False, []

    def is_initialized(self):
        return self.up

    def init(self, address=None, **options):
        self.calls.append(address)
        if address == "auto" and not self.running:
            raise ConnectionError("Could not find any running Ray instance. Please specify one.")
        self.up = True

    def cluster_resources(self):
        return {"CPU": 3.0}

    def shutdown(self):
        self.up = False


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def joined(fake: FakeRay, address: str = "auto") -> list[str]:
    """What the runner said on entering; checks that leaving disconnects."""
    from sherwood.ai.cluster import RayRunner

    said: list[str] = []
    with RayRunner(address, say=said.append):
        assert fake.up
    assert not fake.up
    return said


@pytest.fixture
def fake_ray(monkeypatch):
    monkeypatch.delenv("RAY_ADDRESS", raising=False)
    fake = FakeRay()
    monkeypatch.setitem(sys.modules, "ray", fake)
    return fake


def test_auto_starts_a_local_instance_when_no_cluster_runs(fake_ray):
    assert joined(fake_ray) == ["ray: no Ray cluster was running, so started a local Ray instance "
                                "on this machine (3 CPUs); it stops when the games end"]
    assert fake_ray.calls == ["auto", "local"]


def test_auto_joins_the_cluster_that_answers(fake_ray, monkeypatch):
    fake_ray.running = True
    with socket.create_server(("127.0.0.1", 0)) as head:
        address = f"127.0.0.1:{head.getsockname()[1]}"
        monkeypatch.setenv("RAY_ADDRESS", address)
        assert joined(fake_ray) == [f"ray: connected to the running Ray cluster at {address} (3 CPUs)"]
    assert fake_ray.calls == ["auto"]


def test_auto_does_not_wait_for_a_cluster_that_is_gone(fake_ray, monkeypatch):
    """A record of a cluster that stopped (Ray would retry it for minutes): a local one instead."""
    address = f"127.0.0.1:{closed_port()}"
    monkeypatch.setenv("RAY_ADDRESS", address)
    said = joined(fake_ray)
    assert fake_ray.calls == ["local"]
    assert said[0].startswith(f"ray: could not join the Ray cluster found (nothing answers at {address}")


def test_an_address_where_nothing_answers_is_one_clear_line(fake_ray, capsys):
    address = f"127.0.0.1:{closed_port()}"
    assert main(["simulate", "showdown", "--games", "2", "--ray", address]) == 2
    assert fake_ray.calls == []
    err = capsys.readouterr().err.splitlines()
    assert err == [f"sherwood simulate: error: could not reach a Ray cluster at {address}: "
                   "nothing answers there (is the cluster's head running, and that port open to "
                   "this machine?)"]


@pytest.mark.parametrize("module", [sherwood.ai.tournament, sherwood.ai.cluster])
def test_docstring_examples_run(module):
    """Chunk sizes, addresses, the progress line, reading records: as the docstrings show."""
    assert doctest.testmod(module).failed == 0
