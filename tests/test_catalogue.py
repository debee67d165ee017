"""The catalogue: one entry per game, Sherwood's own always there, other packages' games found
through the ``sherwood.games`` entry points, and a broken one left out with its reason.

The whole way, a game in a distribution of its own, is ``tests/test_game_package.py``.
"""

from __future__ import annotations

import dataclasses
import tomllib
from pathlib import Path

import pytest

import sherwood.games as games
from sherwood.engine import Match, UnknownGame
from sherwood.games import BUILT_IN, GROUP, SHOWDOWN, TEMPLATE, CatalogueEntry, catalogue, game_spec, listed

ROOT = Path(__file__).resolve().parent.parent


@dataclasses.dataclass
class Point:
    """An entry point as importlib.metadata gives one: a name, what it names, and a load."""

    name: str
    value: str
    found: object

    def load(self) -> object:
        if isinstance(self.found, Exception):
            raise self.found
        return self.found


FAIR = CatalogueEntry("goose_fair", "The Goose Fair", "Sell geese at Nottingham's fair", icon="coin",
                      rules="goose_fair.rules", table="goose_fair.table")
ARCHERY = CatalogueEntry("archery", "The Archery Contest", "Split the arrow")  # no rules yet


@pytest.fixture
def problems(monkeypatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(games, "PROBLEMS", said)
    return said


def test_pyproject_registers_every_built_in_game_in_the_group():
    """Sherwood registers its games in its own group, as any package does, one line each,
    each naming the entry the code holds (the catalogue reads its own from the code)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    points = project["entry-points"][GROUP]
    assert list(points) == [e.id for e in BUILT_IN]
    for game_id, value in points.items():
        module, _, name = value.partition(":")
        assert module == "sherwood.games" and getattr(games, name) == catalogue()[game_id]


def test_every_entry_says_everything_and_its_spec_agrees():
    """One entry per game: its id, title and tagline are its spec's; its rules and table
    packages are where the game's SPEC and its table's TABLE are."""
    from sherwood.ui.games import table_class

    for entry in catalogue().values():
        spec = game_spec(entry.id)
        assert (spec.id, spec.title, spec.tagline) == (entry.id, entry.title, entry.tagline)
        if entry.table is not None:
            assert table_class(entry.id).__module__ == f"{entry.table}.table"
    assert [e.id for e in listed()] == [e.id for e in BUILT_IN if e.listed]
    five = ["showdown", "lieutenants", "settlers", "merry_men", "adventures"]
    assert [e.id for e in listed()][:5] == five  # in the menu's order, any new game after them
    assert not TEMPLATE.listed and TEMPLATE.id in games.built()


def test_other_packages_games_follow_sherwoods_own_by_id(problems):
    found = games._read_catalogue(BUILT_IN, [
        Point("goose_fair", "goose_fair:ENTRY", FAIR),
        Point("archery", "archery:ENTRY", ARCHERY),
        Point("showdown", "sherwood.games:SHOWDOWN", SHOWDOWN),  # Sherwood's own, read again: the same
    ])
    assert list(found) == [*(e.id for e in BUILT_IN), "archery", "goose_fair"]
    assert found["goose_fair"] is FAIR and problems == []


@pytest.mark.parametrize(("point", "said"), [
    (Point("goose_fair", "goose_fair:ENTRY", ImportError("No module named 'geese'")),
     "the game goose_fair = goose_fair:ENTRY could not be loaded (ImportError: No module named 'geese')"),
    (Point("goose_fair", "goose_fair:SPEC", "a spec"),
     "the game goose_fair = goose_fair:SPEC is a str, not a sherwood.games.CatalogueEntry"),
    (Point("geese", "goose_fair:ENTRY", FAIR),
     "the game geese = goose_fair:ENTRY is registered as 'geese' but its id is 'goose_fair'"),
    (Point("showdown", "rival:ENTRY", dataclasses.replace(SHOWDOWN, title="Another Showdown")),
     "the game showdown = rival:ENTRY takes the id 'showdown' of another game"),
])
def test_a_broken_entry_point_is_left_out_and_said(point, said, problems):
    """Another package's mistake never stops Sherwood: its game is left out, the rest stay,
    and the reason is kept for ``--selftest`` (and warned)."""
    with pytest.warns(RuntimeWarning, match="Sherwood: the game"):
        found = games._read_catalogue(BUILT_IN, [point, Point("archery", "archery:ENTRY", ARCHERY)])
    assert problems == [said]
    assert list(found) == [*(e.id for e in BUILT_IN), "archery"]
    assert found["showdown"] is SHOWDOWN


def test_the_selftest_fails_on_a_broken_game_package(problems, monkeypatch):
    from sherwood import selftest

    problems.append("the game goose_fair = goose_fair:ENTRY could not be loaded (ImportError: x)")
    lines: list[str] = []
    monkeypatch.setattr(selftest, "_check_scenes", lambda report, chosen: None)
    monkeypatch.setattr(selftest, "_check_game", lambda report, game_id: None)
    assert selftest.run_selftest(lines.append) == 1
    assert any(line.startswith("FAILED  games: RuntimeError: the game goose_fair") for line in lines)


def test_a_game_without_rules_is_listed_but_cannot_be_played(monkeypatch):
    monkeypatch.setitem(catalogue(), "archery", ARCHERY)
    with pytest.raises(UnknownGame, match="The Archery Contest has no rules yet"):
        Match.start("archery", 2)
    with pytest.raises(UnknownGame, match=r"no game called 'chess' \(games: adventures, lieutenants"):
        game_spec("chess")


def test_an_entry_is_checked_when_made():
    with pytest.raises(ValueError, match="lower-case letters"):
        CatalogueEntry("Robin Hood", "Robin", "A game")
    with pytest.raises(ValueError, match="needs a title"):
        CatalogueEntry("robin", " ", "A game")


def test_importlib_metadata_is_asked_only_where_a_package_may_register_games(tmp_path, monkeypatch):
    """The look before reading the group (importlib.metadata costs the menu's start 15 ms): a
    package's entry_points.txt naming the group, or a path entry it cannot look into, sends
    the catalogue to importlib.metadata; Sherwood's own metadata and other groups do not."""
    def site(*folders: tuple[str, str]) -> list[str]:
        root = tmp_path / f"site{len(list(tmp_path.iterdir()))}"
        for name, text in folders:
            (root / name).mkdir(parents=True)
            (root / name / "entry_points.txt").write_text(text, encoding="utf-8")
        return [str(root), str(tmp_path / "no such folder")]

    ours = ("sherwood-0.1.0.dist-info", f"[{GROUP}]\nshowdown = sherwood.games:SHOWDOWN\n")
    other = ("pytest-8.0.dist-info", "[console_scripts]\npytest = pytest:main\n")
    game = ("sherwood_orchard-1.0.dist-info", f"[console_scripts]\nx = y:z\n\n[{GROUP}]\norchard = o:ENTRY\n")
    egg = ("orchard-1.0-py3.11.egg/EGG-INFO", f"[{GROUP}]\norchard = o:ENTRY\n")
    for path, may in ((site(ours, other), False), (site(ours, game), True), (site(egg), True)):
        monkeypatch.setattr("sys.path", path)
        assert games._may_register_games() is may, path
    (tmp_path / "packages.zip").write_bytes(b"PK\x05\x06" + bytes(18))
    monkeypatch.setattr("sys.path", [str(tmp_path / "packages.zip")])
    assert games._may_register_games()


def test_the_packaged_program_reads_no_entry_points(monkeypatch):
    """It holds no other distribution, and leaves importlib.metadata out (build/build.py)."""
    monkeypatch.setattr("sys.frozen", True, raising=False)
    monkeypatch.setattr(games, "_may_register_games", lambda: pytest.fail("looked for packages"))
    assert games._entry_points() == []
