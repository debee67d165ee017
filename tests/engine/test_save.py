"""Saves: JSON, atomic, replayed and hash-checked; damaged or foreign files are refused."""

import json

import pytest

from sherwood.engine import BadSave, Match


def _played(moves=6, seed=2):
    match = Match.start("_template", ["human", "bot:random"], seed=seed)
    for _ in range(moves):
        match.apply(match.legal_commands()[-1])
    return match


def test_round_trip(tmp_path):
    match = _played()
    match.save(tmp_path / "game.json")
    loaded = Match.load(tmp_path / "game.json")
    assert loaded.state_hash() == match.state_hash()
    assert loaded.log == match.log and loaded.seats == match.seats
    assert loaded.seed == match.seed and dict(loaded.options) == dict(match.options)


def test_save_holds_what_the_format_promises(tmp_path):
    _played().save(tmp_path / "game.json")
    data = json.loads((tmp_path / "game.json").read_text())
    assert data["format"] == "sherwood-save" and data["version"] == 1
    assert {"game", "seed", "options", "seats", "commands", "state_hash"} <= set(data)
    assert data["commands"][0]["kind"] in ("play", "draw")


def test_failed_write_keeps_the_previous_save(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    _played(2).save(path)
    old = path.read_text()

    def broken(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr("os.replace", broken)
    with pytest.raises(OSError):
        _played(6).save(path)
    assert path.read_text() == old
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temp file left


@pytest.mark.parametrize(("damage", "message"), [
    (lambda text: text[: len(text) // 2], "invalid JSON"),
    (lambda text: "\x00\xff garbage", "not a Sherwood save|invalid JSON"),
    (lambda text: json.dumps({"hello": 1}), "not a Sherwood save"),
    (lambda text: text.replace('"version": 1', '"version": 99'), "version 99"),
    (lambda text: text.replace('"_template"', '"chess"'), "no game called 'chess'"),
    (lambda text: text.replace('"state_hash": "', '"state_hash": "0'), "damaged"),
    (lambda text: text.replace('"kind": "draw"', '"kind": "steal"', 1), "command 1 of"),
])
def test_damaged_saves_are_refused_with_a_clear_message(tmp_path, damage, message):
    path = tmp_path / "game.json"
    match = Match.start("_template", 2, seed=2)
    from sherwood.games._template.rules import Draw

    match.apply(Draw(0))
    match.save(path)
    path.write_text(damage(path.read_text()))
    with pytest.raises(BadSave, match=message) as info:
        Match.load(path)
    assert str(path) in str(info.value)


def test_a_tampered_command_that_is_illegal_is_refused(tmp_path):
    path = tmp_path / "game.json"
    _played(4).save(path)
    data = json.loads(path.read_text())
    data["commands"][1]["seat"] = data["commands"][0]["seat"]
    path.write_text(json.dumps(data))
    with pytest.raises(BadSave, match="command 2 of 4"):
        Match.load(path)


def test_missing_file_is_reported(tmp_path):
    with pytest.raises(BadSave, match="cannot be read"):
        Match.load(tmp_path / "nope.json")
