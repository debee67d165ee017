"""A save whose seat no player of this Sherwood can take: a bot this version does not have
(``bot:nosuchbot``, a save from a version that renamed a bot) or a label that is no seat. Its
moves are sound, so it is listed with a mark and opens, never set aside; nothing that lists,
describes or prints it fails. The offer of another player is played through the scenes in
``tests/ui/test_unseatable_saves.py``."""

from __future__ import annotations

import doctest

import pytest

import sherwood.seating
from sherwood.cli import main
from sherwood.engine import Match
from sherwood.resources import saves_path
from sherwood.savegames import SaveLibrary
from sherwood.seating import describe_seats, unseatable


def autosave_of(seats: list[str], moves: int = 3, game: str = "showdown"):
    """An autosave of a game played ``moves`` commands in, with these seat labels."""
    match = Match.start(game, seats, 4)
    for _ in range(moves):
        match.apply(match.legal_commands()[0])
    library = SaveLibrary()
    path = library.new_autosave_path(game)
    library.autosave(match, path)
    return path, match


def test_the_list_marks_the_seat_and_sets_nothing_aside():
    bad, match = autosave_of(["human", "bot:nosuchbot"])
    odd, _ = autosave_of(["the old hermit", "bot:heuristic"])
    good, _ = autosave_of(["human", "bot:heuristic"])
    before = bad.read_bytes()
    listing = SaveLibrary().scan()
    assert listing.notices == []
    entries = {e.path: e for e in listing.entries}
    assert entries[bad].missing == (1,) and entries[odd].missing == (0,) and entries[good].missing == ()
    assert "“nosuchbot”" in entries[bad].trouble and "another bot or a player" in entries[bad].trouble
    assert "“the old hermit”" in entries[odd].trouble and entries[good].trouble is None
    assert entries[bad].seats_text() == "You vs unknown bot"
    assert entries[odd].seats_text() == "Normal bot vs unknown player"
    assert SaveLibrary().load(bad).state_hash() == match.state_hash()  # it opens
    assert bad.read_bytes() == before and not list(saves_path().rglob("*.damaged"))


def test_who_plays_names_unknown_seats():
    assert describe_seats("showdown", ["human", "bot:gone"]) == "You vs unknown bot"
    assert describe_seats("merry_men", ["human", "human", "x"]) == "2 players and 1 unknown player"
    assert describe_seats("merry_men", ["human", "x", "y"]) == "You vs 2 unknown players"
    assert (describe_seats("merry_men", ["bot:easy", "bot:gone", "x"])
            == "Easy bot vs unknown bot vs unknown player")
    assert unseatable("showdown", ["human", "bot:gone", "bot:", "Human ", "bot:easy"]) == (1, 2)
    assert unseatable("showdown", ["bot:easy"], bots={"heuristic"}) == (0,)


def test_the_seating_words_give_what_their_examples_show():
    assert doctest.testmod(sherwood.seating).failed == 0


def test_a_match_is_reseated_without_changing_the_game():
    match = Match.start("showdown", ["human", "bot:gone"], 4)
    match.apply(match.legal_commands()[0])
    reseated = match.reseated(["human", "bot:heuristic"])
    assert reseated.seats == ("human", "bot:heuristic") and match.seats == ("human", "bot:gone")
    assert reseated.log == match.log and reseated.state_hash() == match.state_hash()
    reseated.apply(reseated.legal_commands()[0])
    assert len(match.log) == 1  # a copy: the original goes its own way
    with pytest.raises(ValueError, match="2 seats, not 3"):
        match.reseated(["human", "human", "human"])


@pytest.mark.parametrize(("game", "label", "offered", "level"), [
    ("showdown", "bot:nosuchbot", "bot:heuristic", None),  # no strength told: the Normal bot
    ("showdown", "the old hermit", "bot:heuristic", None),
    ("showdown", "bot:Easy", "bot:easy", "Easy"),
    ("settlers", "bot:easy", "bot:ismcts", "Easy"),  # Search and Random as near: the stronger
    ("settlers", "bot:hard", "bot:heuristic", "Hard"),
    ("adventures", "bot:random", "bot:random", "Random"),
])
def test_the_nearest_bot_by_strength(game, label, offered, level):
    from sherwood.ui.bots import nearest_bot

    assert nearest_bot(game, label) == (offered, level)


@pytest.mark.parametrize("seat", ["bot:nosuchbot", "the old hermit"])
def test_replay_prints_such_a_save(seat, capsys):
    path, _ = autosave_of(["human", seat])
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"seats human, {seat}" in out and "3 commands" in out


@pytest.mark.parametrize("scene", ["menu", "load"])
def test_the_selftests_scenes_draw_with_such_a_save(scene, tmp_path):
    """`sherwood --selftest` draws the menu and the saved-games list with the player's saves."""
    from sherwood.ui.app import screenshot

    path, _ = autosave_of(["human", "bot:nosuchbot"])
    before = path.read_bytes()
    assert screenshot("showdown", tmp_path / "s.png", scene=scene, size=(800, 500)).exists()
    assert path.read_bytes() == before

