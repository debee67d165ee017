"""Saves: JSON, atomic, replayed and hash-checked; damaged or foreign files are refused."""

import json
import os
import stat

import pytest

from sherwood.engine import BadOptions, BadSave, Match
from sherwood.engine import save as save_module
from sherwood.engine.save import match_to_json


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


# --- one clean error per kind of damage -------------------------------------


def _document(game="showdown", seats=2, moves=6, seed=3, options=None):
    match = Match.start(game, seats, seed, options)
    for _ in range(moves):
        match.apply(match.legal_commands()[0])
    return match_to_json(match)


def _load(tmp_path, document_or_text):
    path = tmp_path / "damaged.json"
    text = document_or_text if isinstance(document_or_text, str) else json.dumps(document_or_text)
    path.write_text(text)
    with pytest.raises(BadSave) as info:
        Match.load(path)
    assert str(info.value).startswith(f"{path}: "), "a BadSave names the file first"
    return str(info.value)


@pytest.mark.parametrize("card", ["ZZ", "", "D99", "x" * 500])
def test_showdown_command_naming_an_unknown_or_empty_card_is_a_bad_save(tmp_path, card):
    doc = _document("showdown", moves=8)
    robs = [i for i, c in enumerate(doc["commands"]) if c.get("outlaw")]
    doc["commands"][robs[0]]["outlaw"] = card
    assert f"command {robs[0] + 1} of {len(doc['commands'])}" in _load(tmp_path, doc)


def test_any_error_while_replaying_becomes_a_bad_save_naming_the_command(tmp_path, monkeypatch):
    """Whatever a rule raises on a damaged command (here a KeyError), the file is refused."""
    doc = _document("showdown", moves=4)

    def broken(self, command):
        raise KeyError("D1")

    monkeypatch.setattr(Match, "apply", broken)
    assert "command 1 of 4: KeyError: 'D1'" in _load(tmp_path, doc)


@pytest.mark.parametrize("heroes", [5, [["robin_hood"], "will_scarlet"], "robin_hood", 0,
                                    ["robin_hood", "robin_hood"], ["zorro", "robin_hood"]])
def test_merry_men_heroes_option_of_the_wrong_shape_is_refused(tmp_path, heroes):
    """MM-2.22: the heroes option is "random", "choose" or one hero per seat; anything else
    is a BadOptions from Match.start and a BadSave from a save (not a TypeError)."""
    with pytest.raises(BadOptions, match="option 'heroes'"):
        Match.start("merry_men", 2, 1, {"heroes": heroes})
    doc = _document("merry_men", seats=2, moves=0)
    doc["options"]["heroes"] = heroes
    assert "option 'heroes'" in _load(tmp_path, doc)


def test_merry_men_heroes_option_accepts_the_good_shapes():
    """MM-2.22: one different hero per seat, chosen, or random."""
    match = Match.start("merry_men", 2, 1, {"heroes": ["maid_marian", "robin_hood"]})
    assert match.view(0) is not None
    for value in ("random", "choose"):
        Match.start("merry_men", 2, 1, {"heroes": value})


@pytest.mark.parametrize("seed", [-1, 2**63, True, 1.5, "7", 10**4000])
def test_a_seed_out_of_range_is_refused_naming_the_file(tmp_path, seed):
    doc = _document(moves=0)
    doc["seed"] = seed
    assert "seed" in _load(tmp_path, doc)


def test_a_seed_of_thousands_of_digits_is_refused_naming_the_file(tmp_path):
    text = json.dumps(_document(moves=0)).replace('"seed": 3', '"seed": ' + "9" * 5000)
    assert "thousands of digits" in _load(tmp_path, text)


def test_the_largest_seed_loads(tmp_path):
    match = Match.start("showdown", 2, 2**63 - 1)
    match.save(tmp_path / "big.json")
    assert Match.load(tmp_path / "big.json").seed == 2**63 - 1


@pytest.mark.parametrize("depth", [33, 1000, 200_000])
def test_deeply_nested_json_is_refused_without_recursion(tmp_path, depth):
    doc = _document(moves=0)
    doc["options"]["x"] = "NEST"
    text = json.dumps(doc).replace('"NEST"', "[" * depth + "]" * depth)
    assert "nested more than 32 levels" in _load(tmp_path, text)


def test_nan_is_refused(tmp_path):
    assert "NaN" in _load(tmp_path, json.dumps(_document(moves=0)).replace('"seed": 3', '"seed": NaN'))


def test_a_file_over_the_size_limit_is_refused_before_it_is_read(tmp_path, monkeypatch):
    monkeypatch.setattr(save_module, "MAX_SAVE_BYTES", 1000)
    monkeypatch.setattr(save_module.json, "loads", None)  # never reached
    assert "a save is at most 1,000" in _load(tmp_path, " " * 1001)


def test_a_folder_is_not_a_save(tmp_path):
    (tmp_path / "folder.json").mkdir()
    with pytest.raises(BadSave, match="not a file"):
        Match.load(tmp_path / "folder.json")


@pytest.mark.parametrize("seats", [[1, "human"], ["human", None], ["human", ""], ["human", ["bot"]]])
def test_seats_that_are_not_player_labels_are_refused(tmp_path, seats):
    doc = _document(moves=0)
    doc["seats"] = seats
    assert "is not a player" in _load(tmp_path, doc)


def test_template_saves_load_only_in_tests(tmp_path, monkeypatch):
    """`_template` is the kernel's test game: outside tests (SHERWOOD_TEST_GAMES unset) its
    saves are refused; tests/conftest.py sets the variable."""
    path = tmp_path / "template.json"
    _played(2).save(path)
    assert Match.load(path).game_id == "_template"
    monkeypatch.delenv(save_module.TEST_GAMES_ENV)
    with pytest.raises(BadSave, match="test game '_template'"):
        Match.load(path)


def test_write_save_syncs_the_folder_after_the_rename(tmp_path, monkeypatch):
    calls = []
    real_replace, real_fsync = os.replace, os.fsync
    monkeypatch.setattr(os, "replace", lambda *a: (calls.append("replace"), real_replace(*a)))

    def fsync(fd):
        calls.append("fsync folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "fsync file")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    _played(2).save(tmp_path / "game.json")
    expected = ["fsync file", "replace"] + ([] if os.name == "nt" else ["fsync folder"])
    assert calls == expected


def test_a_save_with_a_byte_order_mark_loads(tmp_path):
    """Notepad writes a BOM before the text; that alone is no damage."""
    path = tmp_path / "game.json"
    _played(4).save(path)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert len(Match.load(path).log) == 4
