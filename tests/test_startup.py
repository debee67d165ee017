"""What the menu's start-up loads: the program opens its menu without any game's rules, the
bots, the game tables, PyYAML or the kernel's matches, also for a player with games in
progress (the menu lists them and says who plays the latest). Checked by
the modules a fresh process holds after its first menu frame, not by a timing
(``bench/bench_startup.py`` times it).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from sherwood.engine import Match
from sherwood.savegames import SaveLibrary
from sherwood.seating import BOT_LABELS, describe_seats

# prefixes of what the menu must not load: a game's package, the bots, a game's table
NOT_AT_START = ("sherwood.games.", "sherwood.ai", "sherwood.ui.games.", "yaml")
# nor the kernel's matches and rules (sherwood.engine imports its modules when a name is first
# asked for; the menu reads the saves' headers through sherwood.engine.save_header)
KERNEL = ("sherwood.engine.match", "sherwood.engine.game", "sherwood.engine.flow")

FIRST_FRAME = """
import json, sys
from sherwood.cli import main
assert main(["--first-frame"]) == 0
from sherwood.savegames import SaveLibrary
latest = SaveLibrary().scan(tidy=False).latest_in_progress()  # what the Continue button says
print(json.dumps({"modules": sorted(sys.modules), "who": latest and latest.seats_text()}))
"""


def first_frame(home) -> dict:
    """Start the program at its menu in a fresh process; the modules it holds afterwards."""
    env = dict(os.environ, SHERWOOD_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.run([sys.executable, "-c", FIRST_FRAME], capture_output=True, text=True,
                          env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr[-3000:]
    lines = proc.stdout.splitlines()
    assert lines[0] == "first-frame"
    return json.loads(lines[1])


def loaded_too_early(modules: list[str]) -> list[str]:
    return [m for m in modules if m.startswith(NOT_AT_START) or m == "yaml"]


def kernel_loaded(modules: list[str]) -> list[str]:
    return [m for m in modules if m.startswith(KERNEL)]


def play_and_autosave(game: str, seats: list[str], days_ago: int = 0) -> None:
    match = Match.start(game, seats, seed=4)
    for _ in range(3):
        match.apply(match.legal_commands()[0])
    library = SaveLibrary()
    path = library.new_autosave_path(game)
    library.autosave(match, path)
    stamp = path.stat().st_mtime - days_ago * 86400
    os.utime(path, (stamp, stamp))


def test_a_new_players_menu_loads_no_game_bot_or_yaml(tmp_path):
    started = first_frame(tmp_path / "home")
    assert started["who"] is None
    assert kernel_loaded(started["modules"]) == []
    assert loaded_too_early(started["modules"]) == []
    assert "sherwood.games" in started["modules"]  # the catalogue
    # with no other package registering games, the catalogue does not need importlib.metadata
    # (email, csv, socket: 15 ms of the start)
    assert "importlib.metadata" not in started["modules"]
    # the menu draws its own buttons: pygame_gui waits for the first scene that needs it
    assert [m for m in started["modules"] if m.startswith(("pygame_gui", "sherwood.ui.gui"))] == []


def test_a_returning_players_menu_loads_no_game_and_names_the_bots(tmp_path, monkeypatch):
    """Games in progress: the menu titles them from the catalogue and names their bots from
    the labels remembered when they were saved, without importing a game (Merry Men's import
    alone took most of a second)."""
    home = tmp_path / "home"
    monkeypatch.setenv("SHERWOOD_HOME", str(home))
    play_and_autosave("showdown", ["human", "bot:heuristic"], days_ago=1)
    play_and_autosave("merry_men", ["human", "bot:heuristic", "bot:ismcts"])  # the latest
    assert (home / "saves" / BOT_LABELS).is_file()  # written by the autosave
    started = first_frame(home)
    assert loaded_too_early(started["modules"]) == []
    assert kernel_loaded(started["modules"]) == []  # the headers are read without a match
    assert started["who"] == "You vs Normal bot and Hard bot"


def test_saves_from_before_the_labels_were_remembered(tmp_path, monkeypatch):
    """No cache yet (saves of an older Sherwood, or the file lost): the first start reads the
    game's labels, says the same, and remembers them, so the next start loads no game."""
    home = tmp_path / "home"
    monkeypatch.setenv("SHERWOOD_HOME", str(home))
    play_and_autosave("merry_men", ["human", "bot:ismcts"])
    (home / "saves" / BOT_LABELS).unlink()
    first = first_frame(home)
    assert first["who"] == "You vs Hard bot"
    assert "sherwood.games.merry_men" in first["modules"]  # read the slow way, once
    again = first_frame(home)
    assert again["who"] == "You vs Hard bot" and loaded_too_early(again["modules"]) == []


@pytest.mark.parametrize("content", [
    "{not json",
    json.dumps({"format": "sherwood-bot-labels", "version": "0.0.0-old",
                "games": {"showdown": {"heuristic": "Old name"}}}),
    json.dumps({"format": "sherwood-bot-labels", "version": 1, "games": []}),
])
def test_a_damaged_or_older_labels_file_is_read_again_from_the_game(content, tmp_path, monkeypatch):
    import sherwood.seating as seating

    home = tmp_path / "home"
    (home / "saves").mkdir(parents=True)
    (home / "saves" / BOT_LABELS).write_text(content)
    monkeypatch.setenv("SHERWOOD_HOME", str(home))
    seating._describe_seats.cache_clear()
    assert describe_seats("showdown", ["human", "bot:heuristic"]) == "You vs Normal bot"
    data = json.loads((home / "saves" / BOT_LABELS).read_text())
    assert data["games"]["showdown"]["heuristic"] == "Normal"
    assert data["version"] == __import__("sherwood").__version__


@pytest.mark.parametrize("seat", ["human", " Human ", "bot:ismcts", "BOT : easy ", "bot:", "ismcts",
                                  "", "bot", "robot:x", "human:x"])
def test_seats_are_read_as_the_bots_package_reads_them(seat):
    """The list reads a seat without importing the bots: the same reading as theirs."""
    from sherwood.ai import parse_seat
    from sherwood.seating import seat_kind

    try:
        theirs: tuple[str | None, str | None] = parse_seat(seat)
    except ValueError:
        theirs = (None, None)
    kind, name = seat_kind(seat)
    assert (kind, name if kind == "bot" else None) == theirs
