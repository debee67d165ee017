"""Games of Twenty-One saved by earlier versions still load.

``saves/`` holds two games saved before the template moved onto the engine's flow (a
three-seat game part played, a four-seat game to its end). Each save stores the hash of
``State.encode()``; ``Match.load`` replays the commands and refuses the file if the hash
differs. So these files fail the day ``encode()`` changes its output: keep it, or say in
the commit why old saves can no longer load. A new game starts without such files, and
adds a few once players have saved games.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sherwood.engine import BadSave, Match

from .test_saves import play

SAVES = Path(__file__).parent / "saves"


@pytest.mark.parametrize("name", ["three_seats_mid_game", "four_seats_finished"])
def test_games_saved_before_the_flow_still_load(name):
    path = SAVES / f"{name}.json"
    recorded = json.loads(path.read_text(encoding="utf-8"))["state_hash"]
    loaded = Match.load(path)
    assert loaded.state_hash() == recorded
    if not loaded.is_over:  # and it plays on to the end
        assert play(loaded).is_over


def test_a_save_whose_hash_does_not_match_is_refused(tmp_path):
    """The check that guards old saves can fail: one changed hash, and the file is refused."""
    data = json.loads((SAVES / "three_seats_mid_game.json").read_text(encoding="utf-8"))
    data["state_hash"] = "0" * 64
    (tmp_path / "bad.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(BadSave):
        Match.load(tmp_path / "bad.json")
