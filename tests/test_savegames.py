"""The save library (no display): every game its own autosave, names, deleting, and files
that cannot be read set aside as ``*.damaged`` instead of breaking the program."""

from __future__ import annotations

import json
import os
from datetime import datetime

import pytest

from sherwood.engine import Match
from sherwood.resources import legacy_autosave_path, saves_path
from sherwood.savegames import (
    SaveLibrary,
    SaveRefused,
    clean_name,
    moves_text,
    when_text,
)
from sherwood.seating import describe_seats


def played(moves: int = 3, seats=("human", "bot:heuristic"), seed: int = 4) -> Match:
    match = Match.start("showdown", list(seats), seed)
    for _ in range(moves):
        match.apply(match.legal_commands()[0])
    return match


def finished() -> Match:
    match = Match.start("showdown", ["human", "bot:heuristic"], 4, {"encore": True})
    while not match.is_over:
        match.apply(match.legal_commands()[0])
    return match


DAMAGED = {
    "commands is a number": json.dumps({"format": "sherwood-save", "version": 1, "game": "showdown",
                                        "seed": 1, "options": {}, "seats": ["human", "human"],
                                        "commands": 5, "state_hash": "x"}),
    "invalid JSON": '{"format": "sherwood-save", "version": 1, "game": "show',
    "not a dict": "[1, 2, 3]",
    "not text": b"\xff\xfe\x00\x81 binary",
    "deeply nested": "[" * 100_000 + "]" * 100_000,
    "empty": "",
    "a million seats": json.dumps({"format": "sherwood-save", "version": 1, "game": "showdown",
                                   "seed": 1, "options": {}, "seats": ["human"] * 1_000_000,
                                   "commands": [], "state_hash": "x"}),
}


def write(path, content) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")


# --- words ------------------------------------------------------------------------------


def test_words_for_moves_seats_and_times():
    assert [moves_text(n) for n in (0, 1, 2, 12)] == ["No moves yet", "1 move", "2 moves", "12 moves"]
    assert describe_seats("showdown", ["human", "bot:heuristic"]) == "You vs Normal bot"
    assert describe_seats("showdown", ["human", "human"]) == "2 players"
    assert describe_seats("merry_men", ["human", "bot:easy", "bot:easy"]) == "You vs 2 Easy bots"
    assert describe_seats("merry_men", ["human", "human", "bot:heuristic"]) == "2 players and 1 Normal bot"
    assert describe_seats("merry_men", ["human"]) == "Solo"
    assert describe_seats("showdown", ["bot:heuristic", "bot:easy"]) == "Normal bot vs Easy bot"
    now = datetime(2025, 6, 10, 18, 0)
    assert when_text(datetime(2025, 6, 10, 9, 5).timestamp(), now) == "Today 09:05"
    assert when_text(datetime(2025, 6, 9, 23, 59).timestamp(), now) == "Yesterday 23:59"
    assert when_text(datetime(2025, 3, 3, 14, 0).timestamp(), now) == "3 Mar 14:00"
    assert when_text(datetime(2024, 3, 3, 14, 0).timestamp(), now) == "3 Mar 2024"
    assert clean_name("  Robin's\nbig   day ") == "Robin's big day"
    assert clean_name("   ") is None and len(clean_name("x" * 100)) == 40


# --- every game its own autosave --------------------------------------------------------


def test_two_games_keep_two_autosaves_and_continue_picks_the_newest():
    library = SaveLibrary()
    first, second = played(3), played(5, seed=9)
    a = library.new_autosave_path("showdown")
    library.autosave(first, a)
    b = library.new_autosave_path("showdown")
    assert a != b and not b.exists()
    library.autosave(second, b)
    os.utime(a, (1_700_000_000, 1_700_000_000))  # the first was played long ago
    listing = library.scan()
    assert [e.path for e in listing.entries] == [b, a]
    assert [e.moves for e in listing.entries] == [5, 3]
    assert all(e.kind == "autosave" and e.status == "In progress" for e in listing.entries)
    assert listing.latest_in_progress().path == b
    assert listing.entries[0].seats_text() == "You vs Normal bot"
    assert Match.load(a).log == first.log and Match.load(b).log == second.log


def test_a_finished_game_keeps_its_save_marked_finished_and_below_the_games_in_progress():
    library = SaveLibrary()
    done = library.new_autosave_path("showdown")
    library.autosave(finished(), done)
    going = library.new_autosave_path("showdown")
    library.autosave(played(2), going)
    os.utime(going, (1_700_000_000, 1_700_000_000))  # older, but still in progress
    listing = SaveLibrary().scan()
    assert [(e.path, e.finished, e.status) for e in listing.entries] == [
        (going, False, "In progress"),
        (done, True, "Finished"),
    ]
    assert listing.latest_in_progress().path == going


def test_a_copy_has_a_name_and_is_never_what_continue_opens():
    library = SaveLibrary()
    copy = library.save_copy(played(4), "  Before the   melee ")
    listing = library.scan()
    (entry,) = listing.entries
    assert entry.path == copy and entry.kind == "copy" and entry.status == "Saved copy"
    assert entry.name == "Before the melee" and entry.display_name == "Before the melee"
    assert entry.summary().startswith("Sherwood Showdown · You vs Normal bot · 4 moves · ")
    assert listing.latest_in_progress() is None


def test_rename_and_delete():
    library = SaveLibrary()
    path = library.new_autosave_path("showdown")
    library.autosave(played(2), path)
    library.rename(path, "Sunday game")
    assert library.scan().entries[0].display_name == "Sunday game"
    library.rename(path, "")
    assert library.scan().entries[0].display_name == "Sherwood Showdown"
    library.rename(path, "Again")
    library.delete(path)
    assert not path.exists() and library.scan().entries == []
    assert "Again" not in library.index_path.read_text()  # the name went with it


# --- nothing a file can do breaks it ---------------------------------------------------


@pytest.mark.parametrize("kind", sorted(DAMAGED))
@pytest.mark.parametrize("where", ["autosave", "copy", "legacy"])
def test_an_unreadable_save_is_moved_aside_and_said_in_one_sentence(kind, where):
    library = SaveLibrary()
    good = library.new_autosave_path("showdown")
    library.autosave(played(2), good)
    bad = {
        "autosave": library.autosaves / "showdown-20250101-000000-abcdef.json",
        "copy": library.root / "showdown-20250101-000000.json",
        "legacy": legacy_autosave_path(),
    }[where]
    write(bad, DAMAGED[kind])
    listing = library.scan()
    assert [e.path for e in listing.entries] == [good]
    assert not bad.exists()
    aside = bad.with_name(bad.name + ".damaged")
    assert aside.exists()  # nothing deleted
    assert aside.read_bytes() == (DAMAGED[kind] if isinstance(DAMAGED[kind], bytes)
                                  else DAMAGED[kind].encode())
    (notice,) = listing.notices
    assert bad.name in notice and aside.name in notice and notice.count(". ") == 0
    assert library.scan().notices == []  # said once


def test_a_save_the_replay_refuses_is_moved_aside_with_the_reason():
    library = SaveLibrary()
    path = library.new_autosave_path("showdown")
    library.autosave(played(3), path)
    data = json.loads(path.read_text())
    data["state_hash"] = "0" * 64
    path.write_text(json.dumps(data))
    assert library.scan().entries[0].path == path  # the header is fine
    with pytest.raises(SaveRefused) as refused:
        library.load(path)
    assert refused.value.moved_to == path.with_name(path.name + ".damaged")
    assert refused.value.moved_to.exists() and not path.exists()
    assert "replaying it does not reach the saved state" in str(refused.value)
    assert refused.value.moved_to.name in str(refused.value)
    assert library.scan().entries == []


def test_any_exception_from_loading_is_a_refusal(monkeypatch):
    library = SaveLibrary()
    path = library.new_autosave_path("showdown")
    library.autosave(played(1), path)

    def explode(cls, p):
        raise KeyError("card 'XXI'")

    monkeypatch.setattr(Match, "load", classmethod(explode))
    with pytest.raises(SaveRefused, match="moved aside"):
        library.load(path)
    assert path.with_name(path.name + ".damaged").exists()


def test_temporary_files_of_interrupted_writes_are_removed():
    library = SaveLibrary()
    path = library.new_autosave_path("showdown")
    library.autosave(played(1), path)
    junk = [
        library.autosaves / f".{path.name}.k2j3h4.tmp",
        library.root / ".autosave.json.abc123.tmp",
        library.root / ".library.json.zz.tmp",
    ]
    for tmp in junk:
        tmp.write_text("{")
    listing = library.scan()
    assert not any(tmp.exists() for tmp in junk)
    assert [e.path for e in listing.entries] == [path] and listing.notices == []


def test_the_old_single_autosave_becomes_one_game_in_progress():
    old = legacy_autosave_path()
    match = played(6)
    old.parent.mkdir(parents=True)
    match.save(old)
    listing = SaveLibrary().scan()
    (entry,) = listing.entries
    assert not old.exists() and entry.kind == "autosave" and entry.path.parent.name == "autosave"
    assert entry.moves == 6 and listing.latest_in_progress() == entry
    assert Match.load(entry.path).state_hash() == match.state_hash()


def test_a_saves_path_that_is_a_file_is_reported_not_raised():
    root = saves_path()
    root.parent.mkdir(parents=True, exist_ok=True)
    root.write_text("not a folder")
    library = SaveLibrary()
    listing = library.scan()
    assert not listing.usable and listing.entries == []
    (notice,) = listing.notices
    assert "is a file, not a folder" in notice
    with pytest.raises(OSError):
        library.autosave(played(1), library.autosaves / "x.json")
    assert root.read_text() == "not a folder"  # left alone


def test_a_damaged_list_of_names_is_set_aside_and_the_games_stay():
    library = SaveLibrary()
    path = library.new_autosave_path("showdown")
    library.autosave(played(1), path)
    library.rename(path, "Named")
    library.index_path.write_text('{"format": "sherwood-library", "saves": 7}')
    listing = library.scan()
    assert [e.path for e in listing.entries] == [path] and listing.entries[0].name is None
    assert library.index_path.with_name("library.json.damaged").exists()
    assert "names of your saves" in listing.notices[0]
    library.rename(path, "Named again")  # a fresh list of names
    assert library.scan().entries[0].name == "Named again"


def test_listing_without_tidying_changes_nothing():
    """Screenshots list the player's saves without moving or cleaning anything."""
    library = SaveLibrary()
    old = legacy_autosave_path()
    old.parent.mkdir(parents=True)
    played(2).save(old)
    bad = library.root / "broken.json"
    bad.write_text("{")
    tmp = library.root / ".x.json.1.tmp"
    tmp.write_text("")
    listing = library.scan(tidy=False)
    assert [e.path for e in listing.entries] == [old] and listing.entries[0].kind == "autosave"
    assert old.exists() and bad.exists() and tmp.exists() and listing.notices == []


def test_a_save_of_a_game_not_installed_is_kept_in_place_and_said_once(monkeypatch):
    """Issue 33: a game may come from a package of its own, and that package may be gone
    (uninstalled, another virtualenv). Its saves are sound: they stay where they are, out of
    the list, said once in a sentence, and are listed again when the game is back."""
    import dataclasses

    from sherwood.games import SHOWDOWN, catalogue

    library = SaveLibrary()
    path = library.new_autosave_path("showdown")
    library.autosave(played(2), path)
    monkeypatch.delitem(catalogue(), "showdown")
    listing = library.scan()
    assert listing.entries == [] and path.exists() and not path.with_name(path.name + ".damaged").exists()
    (notice,) = listing.notices
    assert path.name in notice and "'showdown'" in notice and "kept in the saves folder" in notice
    assert library.scan().notices == []  # said once
    monkeypatch.setitem(catalogue(), "showdown", dataclasses.replace(SHOWDOWN))
    assert [e.path for e in library.scan().entries] == [path]
