"""The kernel finds games in the catalogue the layer above hands in, and needs none for a spec."""

from __future__ import annotations

import dataclasses

import pytest

import sherwood.engine.registry as registry
from sherwood.engine import BadSave, Match, UnknownGame
from sherwood.games import game_spec, games


@pytest.fixture
def no_catalogue(monkeypatch):
    """The kernel as it is before ``sherwood.games`` is imported: no catalogue handed in."""
    monkeypatch.setattr(registry, "_catalogue", None)


def test_the_catalogue_hands_itself_in():
    assert registry.spec_of("showdown") is game_spec("showdown")
    assert registry.all_games() is games()


def test_without_a_catalogue_an_id_is_refused_with_the_way_out(no_catalogue):
    with pytest.raises(UnknownGame, match=r"import sherwood\.games .* or pass a GameSpec"):
        Match.start("_template", 2, 1)
    with pytest.raises(UnknownGame, match="cannot find its games"):
        registry.all_games()


def test_a_spec_needs_no_catalogue(no_catalogue, tmp_path):
    spec = game_spec("_template")
    match = Match.start(spec, 2, seed=4)
    match.apply(match.legal_commands()[0])
    match.save(tmp_path / "t.json")
    loaded = Match.load(tmp_path / "t.json", spec)
    assert loaded.spec is spec and loaded.state_hash() == match.state_hash()


def test_a_spec_given_to_load_must_be_the_saves_game(tmp_path):
    Match.start("_template", 2, seed=4).save(tmp_path / "t.json")
    with pytest.raises(BadSave, match="is a save of '_template', not of Sherwood Showdown"):
        Match.load(tmp_path / "t.json", game_spec("showdown"))


def test_a_catalogue_handed_in_replaces_the_last(monkeypatch):
    """A test (or a scratch game) may hand in its own catalogue; the kernel asks only it."""
    toy = dataclasses.replace(game_spec("_template"), id="toy", title="Toy")
    lookup = {"toy": toy}

    def find(game_id):
        try:
            return lookup[game_id]
        except KeyError:
            raise UnknownGame(f"no {game_id!r} here") from None

    monkeypatch.setattr(registry, "_catalogue", registry._catalogue)  # put back afterwards
    registry.use_catalogue(find, lambda: lookup)
    assert Match.start("toy", 2, 1).spec is toy
    with pytest.raises(UnknownGame, match="no 'showdown' here"):
        Match.start("showdown", 2, 1)
