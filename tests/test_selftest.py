"""``sherwood --selftest``: every check passes on a whole copy, and a broken part is named."""

from __future__ import annotations

import pytest

from sherwood import selftest
from sherwood.cli import main


def test_selftest_passes_and_covers_every_game_and_scene(capsys):
    assert main(["--selftest"]) == 0
    out = capsys.readouterr().out
    assert "self-test passed" in out and "FAILED" not in out
    from sherwood.ui.games import playable

    for game_id in selftest.built_games():
        if playable(game_id):
            assert f"ok      scene game of {game_id}" in out
    for scene in ("menu", "settings", "load", "setup of showdown", "privacy of showdown",
                  "pause of showdown", "results of showdown", "rules of showdown"):
        assert f"ok      scene {scene}" in out
    assert "Sherwood Showdown: one game between bots" in out
    assert "ok      Robin Hood and the Merry Men (solo): one game by a bot" in out
    assert "ok      The Adventures of Robin Hood: Solo: one game by a bot" in out


def test_a_broken_board_fails_the_selftest_with_its_reason(monkeypatch):
    import sherwood.engine.layout as layout

    problem = "boards/showdown.yaml, line 12, field zones[3].rect: expected 4 numbers"
    monkeypatch.setattr(layout, "validate_boards", lambda: [("showdown", problem)])
    monkeypatch.setattr(selftest, "_check_scenes", lambda report, games: None)  # not needed here
    lines: list[str] = []
    assert selftest.run_selftest(lines.append) == 1
    assert any(line.startswith("FAILED  boards:") and problem in line for line in lines)
    assert lines[-2] == "self-test FAILED: 1 check(s)"


def test_a_game_that_breaks_fails_the_selftest_and_the_rest_still_runs(monkeypatch):
    from sherwood.engine import Match

    def broken(self):
        raise AssertionError("a penny was lost")

    monkeypatch.setattr(Match, "check_invariants", broken)
    monkeypatch.setattr(selftest, "_check_scenes", lambda report, games: None)
    lines: list[str] = []
    assert selftest.run_selftest(lines.append) == 1
    assert any("FAILED  Sherwood Showdown: one game between bots" in line and "a penny was lost" in line
               for line in lines)
    assert any(line.startswith("ok      boards") for line in lines)


@pytest.mark.parametrize("game_id", selftest.built_games())
def test_built_games_are_the_catalogue_games_with_rules(game_id):
    from sherwood.games import GAMES, listed

    assert game_id in GAMES and game_id in {entry.id for entry in listed()}
