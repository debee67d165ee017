"""One crash handler for the `sherwood` command and the packaged program:
``crash.txt`` holds the version, the game, its seed and its command log; it falls back to
the temporary folder when the player's folder cannot be written; one line says where."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import sherwood
from sherwood import crash
from sherwood.cli import main
from sherwood.engine import Match


@pytest.fixture(autouse=True)
def sandbox(tmp_path, monkeypatch):
    """A player's folder and a temporary folder of our own; no window needed."""
    monkeypatch.setenv("SHERWOOD_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    temp = tmp_path / "temp"
    temp.mkdir()
    monkeypatch.setattr("tempfile.tempdir", str(temp))
    yield
    crash.begin()


def crash_in_the_game_loop(monkeypatch, moves: int = 3) -> None:
    """The real `sherwood play` path up to the game scene, then an error in the loop after
    the human seat has made ``moves`` moves."""
    from sherwood.ui import app as ui_app

    def broken_loop(self, **kw):
        self.scenes.apply_pending()
        play = self.scenes.stack[-1]
        for _ in range(moves):
            command = play.match.legal_commands()[0]
            play.match.apply(command)
        raise RuntimeError("the table fell over")

    monkeypatch.setattr(ui_app.App, "loop", broken_loop)


def test_a_crash_in_a_game_writes_crash_txt_with_the_seed_and_the_log(monkeypatch, tmp_path, capsys):
    crash_in_the_game_loop(monkeypatch)
    code = main(["play", "showdown", "--seed", "4242", "--seats", "human,bot:random"])
    assert code == 1
    report = tmp_path / "home" / "crash.txt"
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].endswith(str(report)) and "RuntimeError: the table fell over" in err[-1]
    text = report.read_text(encoding="utf-8")
    assert f"Sherwood {sherwood.__version__}" in text
    assert "RuntimeError: the table fell over" in text and "Traceback" in text
    assert "Game: Sherwood Showdown (showdown)" in text and "Seed: 4242" in text
    assert "Commands applied: 3" in text
    # the game as a save beside it, which replays to the moment of the crash
    game = tmp_path / "home" / crash.GAME
    data = json.loads(game.read_text(encoding="utf-8"))
    assert data["seed"] == 4242 and len(data["commands"]) == 3
    in_report = json.loads(text[text.index("{", text.index("The game as a save")):])
    assert in_report == data
    replayed = Match.load(game)
    assert replayed.seed == 4242 and len(replayed.log) == 3


def test_an_unwritable_player_folder_falls_back_to_the_temporary_folder(monkeypatch, tmp_path, capsys):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the player's folder should be")
    monkeypatch.setenv("SHERWOOD_HOME", str(blocker / "home"))
    monkeypatch.setattr("sherwood.cli._cmd_menu", _raise)
    assert main([]) == 1
    err = capsys.readouterr().err
    report = tmp_path / "temp" / "sherwood" / "crash.txt"
    assert report.is_file() and str(report) in err
    text = report.read_text(encoding="utf-8")
    assert "ZeroDivisionError" in text and "No game was on the table." in text


def test_no_folder_at_all_still_tells_the_player(monkeypatch, tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setattr(crash, "candidate_folders", lambda: [blocker / "a", blocker / "b"])
    try:
        raise KeyError("x")
    except KeyError as exc:
        assert crash.write_report(exc) is None
        assert crash.handle(exc) == 1
    err = capsys.readouterr().err
    assert "no crash report could be written" in err and "KeyError" in err


def test_a_wrong_argument_is_still_one_line_and_no_crash_report(tmp_path, capsys):
    assert main(["play", "showdown", "--seats", "human,bot:wizard"]) == 2
    assert "wizard" in capsys.readouterr().err
    assert not (tmp_path / "home" / "crash.txt").exists()


def test_the_packaged_launcher_is_the_same_command(tmp_path):
    """build/launch.py only calls sherwood.cli.main, so its crashes are handled the same way."""
    launcher = Path(__file__).resolve().parents[1] / "build" / "launch.py"
    source = launcher.read_text(encoding="utf-8")
    assert "from sherwood.cli import main" in source and "sys.exit(main())" in source
    env = dict(os.environ, SHERWOOD_HOME=str(tmp_path / "h"))
    proc = subprocess.run([sys.executable, str(launcher), "--version"], capture_output=True, text=True,
                          env=env, timeout=60)
    assert proc.returncode == 0 and proc.stdout.strip() == f"sherwood {sherwood.__version__}"


def _raise(args):
    return 1 // 0
