"""The `sherwood` command line, run as a player would run it."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys

import pytest

import sherwood
from sherwood.cli import main
from sherwood.engine import Match


def run(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "sherwood", *args], capture_output=True,
                          text=True, env=env, timeout=120)


def test_version():
    result = run("--version")
    assert result.returncode == 0 and result.stdout.strip() == f"sherwood {sherwood.__version__}"


def test_without_a_display_says_so_in_one_line(monkeypatch):
    env = {k: v for k, v in __import__("os").environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    result = run(env=env)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "no display" in lines[0] and "simulate" in lines[0]


def test_simulate_prints_a_json_summary(capsys):
    assert main(["simulate", "showdown", "--games", "4", "--seed", "1",
                 "--bots", "heuristic,random", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 4 and sum(summary["wins"]) + summary["shared_wins"] + summary["no_winner"] == 4
    assert summary["mean_commands"] > 10 and summary["games_per_second"] > 0
    games = summary["results"]
    assert [g["seed"] for g in games] == [1, 2, 3, 4]
    for game in games:  # each game's outcome, as the rules word it (SD-10.2: the richest spoils)
        match = Match.start("showdown", 2, game["seed"])
        assert game["bots"] == ["heuristic", "random"]
        outcome = game["outcome"]
        assert outcome["winners"] == game["winners"] and outcome["scores"] == game["scores"]
        assert outcome["unit"] == "gold" and len(outcome["details"]) == 2
        winners = game["winners"]
        assert outcome["heading"] == (f"Victory for {match.names[winners[0]]}!" if winners else "A draw")


def test_simulate_report_and_encore(capsys):
    assert main(["simulate", "showdown", "--games", "2", "--bots", "random,random",
                 "--encore", "--alternate"]) == 0
    out = capsys.readouterr().out
    assert "2 games of showdown {'encore': True}" in out and "games per second" in out


def test_bad_bot_name_is_a_clear_error(capsys):
    assert main(["simulate", "showdown", "--games", "1", "--bots", "heuristic,wizard"]) == 2
    assert "no bot 'wizard'" in capsys.readouterr().err


def test_unknown_game_is_a_clear_error(capsys):
    assert main(["simulate", "chess"]) == 2
    assert "no game called 'chess'" in capsys.readouterr().err


def test_validate_boards(capsys):
    assert main(["validate-boards"]) == 0
    out = capsys.readouterr().out
    assert "showdown: ok" in out and "with errors" in out


def test_replay_prints_the_moves_of_a_save(tmp_path, capsys):
    match = Match.start("showdown", 2, seed=3)
    for _ in range(5):
        match.apply(match.legal_commands()[0])
    match.save(tmp_path / "s.json")
    assert main(["replay", str(tmp_path / "s.json")]) == 0
    out = capsys.readouterr().out
    assert "Sherwood Showdown, seed 3" in out and "5 commands" in out


def test_replay_refuses_a_damaged_save(tmp_path, capsys):
    (tmp_path / "s.json").write_text("{not json")
    assert main(["replay", str(tmp_path / "s.json")]) == 2
    assert "damaged" in capsys.readouterr().err


@pytest.mark.parametrize("scene", ["game"])
def test_screenshot_writes_a_png(tmp_path, scene):
    out = tmp_path / "shot.png"
    result = run("screenshot", "showdown", "--seed", "2", "--moves", "6", "--out", str(out),
                 "--size", "1280x800", "--scene", scene)
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > 10_000


def test_screenshot_seats_a_table_of_humans_and_bots(tmp_path):
    """--seats: who sits where, as for play (the setup scene takes their number)."""
    out = tmp_path / "shot.png"
    result = run("screenshot", "merry_men", "--seats", "human,bot:heuristic,bot:random",
                 "--moves", "4", "--out", str(out), "--size", "800x500")
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > 10_000
    result = run("screenshot", "merry_men", "--scene", "setup", "--seats", "h,h,h",
                 "--out", str(out), "--size", "800x500")
    assert result.returncode == 0, result.stderr


def test_simulate_counts_games_nobody_won(capsys):
    """A Merry Men game lost to Prince John has no winner (MM-3.8); it is not a draw."""
    assert main(["simulate", "merry_men", "--games", "6", "--bots", "random,random,random,random",
                 "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["no_winner"] >= 1
    assert sum(summary["wins"]) + summary["shared_wins"] + summary["no_winner"] == 6
    lost = [g["outcome"] for g in summary["results"] if not g["winners"]]
    assert len(lost) == summary["no_winner"]
    for outcome in lost:  # MM-3.8: the table lost together, and the outcome says why
        assert outcome["table_lost"] and outcome["heading"] == "Prince John wins"
        assert outcome["subtitle"] == f"Everyone lost: {outcome['table_lost']}."
        assert [row["code"] for row in outcome["rows"]] == ["S1", "S2", "S3", "S4", "S5", "S6", "S7"]


@pytest.mark.parametrize("command", [["play", "merry_men"], ["screenshot", "merry_men"]])
def test_a_game_without_a_table_is_a_clear_error(command, capsys, monkeypatch):
    """Merry Men's rules are built before its board: the window commands say so in one line."""
    from sherwood.games import MERRY_MEN, catalogue

    monkeypatch.setitem(catalogue(), "merry_men", dataclasses.replace(MERRY_MEN, table=None))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert main(command) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "cannot be shown yet" in err[0] and "sherwood simulate merry_men" in err[0]


@pytest.mark.parametrize(("level", "game", "seats"), [
    ("easy", "showdown", ["human", "bot:easy"]),
    ("hard", "showdown", ["human", "bot:ismcts"]),
    ("random", "showdown", ["human", "bot:random"]),
    ("hard", "merry_men", ["human"]),  # its fewest seats: solo
])
def test_play_gives_you_the_bot_of_your_default_level(level, game, seats, monkeypatch, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"bot_level": level}))
    monkeypatch.setenv("SHERWOOD_HOME", str(home))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    opened = {}
    monkeypatch.setattr("sherwood.ui.app.run", lambda **kw: opened.update(kw) or 0)
    assert main(["play", game]) == 0
    assert opened["seats"] == seats and opened["seed"] is None  # a fresh, secret seed


def test_play_reads_a_damaged_settings_file_without_moving_it(monkeypatch, tmp_path):
    """The window moves it aside and tells the player; the command line only reads it."""
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text('{"bot_level": [], "animation_speed": "fast"}')
    monkeypatch.setenv("SHERWOOD_HOME", str(home))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    opened = {}
    monkeypatch.setattr("sherwood.ui.app.run", lambda **kw: opened.update(kw) or 0)
    assert main(["play", "showdown"]) == 0
    assert opened["seats"] == ["human", "bot:heuristic"]  # Normal, the default level
    assert (home / "settings.json").exists()


def test_a_bot_the_game_lacks_is_refused_before_a_window_opens(monkeypatch, capsys):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setattr("sherwood.ui.app.run", lambda **kw: pytest.fail("a window was opened"))
    assert main(["play", "showdown", "--seats", "human,bot:wizard"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no bot 'wizard'" in err[0]


def test_an_option_choice_is_read_as_the_game_writes_it(capsys):
    """`-o task_set=2` is the adventure's word "2", `-o camp=60` its number 60."""
    from sherwood.cli import main

    assert main(["simulate", "adventures", "--games", "1", "--bots", "random",
                 "-o", "task_set=2", "-o", "camp=60", "-o", "outlaw=will"]) == 0
    assert "{'outlaw': 'will', 'task_set': '2', 'camp': 60}" in capsys.readouterr().out


# --- a user's mistake is a usage error, never a crash report ----------------------------------------

MISTAKES = [  # (command line, words of the one line); {tmp}: a folder of the test's own
    ("screenshot settlers -o variant=robin_hood", "The Robin Hood variant is for one player"),
    ("screenshot lieutenants --seats human,bot:normal", "has no bot 'normal'"),
    ("screenshot showdown --seats human,human,human", "is for 2 players, not 3"),
    ("screenshot showdown --seats human,wizard", "seat 'wizard' is not understood"),
    ("screenshot adventures --scene privacy", "is for 1 player, not 2"),
    ("screenshot showdown --scene setup --seats h,h,h,h,h", "is for 2 players, not 5"),
    ("screenshot chess", "no game called 'chess'"),
    ("screenshot showdown -o nosuch=1", "has no option 'nosuch'"),
    ("screenshot settlers -o turn_limit=-1", "option 'turn_limit' must be a whole number from 0"),
    ("screenshot showdown --scene rules -o encore=maybe", "option 'encore' must be true or false"),
    ("screenshot showdown --seed -3", "A seed is a whole number"),
    ("screenshot showdown --size 0x0", "--size is from 800x500"),  # the smallest window
    ("screenshot showdown --scene nosuch", "--scene is one of"),
    ("screenshot showdown --moves -3", "argument --moves: must be at least 0"),
    ("screenshot showdown --out {tmp}/a_file/shot.png", "cannot write"),
    ("play settlers -o variant=robin_hood --seats human,human,human,human", "for one player"),
    ("play lieutenants --seats human,bot:normal", "has no bot 'normal'"),
    ("play showdown --seats human", "is for 2 players, not 1"),
    ("play showdown -o turn=3", "has no option 'turn'"),
    ("play showdown --seed -1", "A seed is a whole number"),
    ("play chess", "no game called 'chess'"),
    ("play", "the following arguments are required: game"),
    ("simulate settlers --games 1 -o variant=robin_hood", "for one player"),
    ("simulate settlers --games 1 -o turn_limit=-1", "option 'turn_limit'"),
    ("simulate showdown --games 0", "argument --games: must be at least 1"),
    ("simulate showdown --games x", "argument --games: expected a whole number"),
    ("simulate showdown --workers 0", "argument --workers: must be at least 1"),
    ("simulate showdown --games 1 --bots heuristic,wizard", "has no bot 'wizard'"),
    ("simulate showdown --games 1 --jsonl {tmp}/missing/games.jsonl", "--jsonl: there is no folder"),
    ("simulate chess", "no game called 'chess'"),
    ("replay {tmp}/missing.json", "cannot be read"),
    ("replay {tmp}", "not a file"),
    ("validate-boards --fast", "unrecognized arguments: --fast"),
    ("nosuchcommand", "invalid choice: 'nosuchcommand'"),
]


@pytest.mark.parametrize(("line", "words"), MISTAKES, ids=[m[0] for m in MISTAKES])
def test_a_wrong_argument_is_one_line_and_no_crash_report(line, words, tmp_path, monkeypatch, capsys):
    """Issue 32: `screenshot settlers -o variant=robin_hood` (four seats asked for the one-seat
    variant) and `screenshot lieutenants --seats human,bot:normal` stopped with "Sherwood
    stopped because of an error ... crash.txt". Every command checks what it was given before
    any window opens: one line `sherwood <command>: error: ...`, exit code 2, no crash.txt."""
    home = tmp_path / "home"
    home.mkdir()
    (tmp_path / "a_file").write_text("not a folder")
    monkeypatch.setenv("SHERWOOD_HOME", str(home))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setattr("sherwood.ui.app.run", lambda **kw: pytest.fail("a window was opened"))
    argv = line.replace("{tmp}", str(tmp_path)).split()
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse's own refusals
        code = exc.code
    err = capsys.readouterr().err.strip().splitlines()
    command = "sherwood" if argv[0] == "nosuchcommand" else f"sherwood {argv[0]}"
    assert code == 2, err
    assert len(err) == 1 and err[0].startswith(f"{command}: error: ") and words in err[0], err
    assert not (home / "crash.txt").exists()
    assert not (tmp_path / "missing").exists()
