"""Every board section of every game refuses a damaged field with BadLayout naming the file
and the field (issue 32: the adventure's board took ``evil_end.slots: 1000000000``, which
hung the table, and ``space_radius: -26``, which crashed it).

The cases are found, not listed: every number in every section of every game's board file
is set far out of range either way, and an unknown field is slipped into every mapping; the
board check (the layout reader, then each game's ``BoardNeeds``, its own sections' readers
included) must refuse each, at the field or at the item that holds it. A new section, or a
new number in one, is covered as soon as the board file has it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from sherwood.engine.board_needs import BoardNeeds, needs_errors
from sherwood.engine.checked_yaml import At, YamlMap, YamlSeq, parse_yaml
from sherwood.engine.errors import BadLayout
from sherwood.engine.layout import load_layout_file, validate_boards
from sherwood.engine.layout_reader import read_layout
from sherwood.games import GAMES, game_spec
from sherwood.resources import resource_path

BOARDS = sorted({spec.board for spec in GAMES.values() if spec.board is not None})
FAR = (10**9, -(10**9))
"""Numbers every field must refuse: beyond any size, count or position a board has."""


@cache
def _text(board: str) -> bytes:
    return resource_path("boards", f"{board}.yaml").read_bytes()


def _root(board: str) -> Any:
    """A fresh YAML tree of the board file (the checks below change it in place)."""
    return parse_yaml(_text(board), f"boards/{board}.yaml")


def _check(board: str, root: Any) -> BadLayout | None:
    """The first mistake the board check finds in ``root``, as load_layout and
    validate-boards find it, or None."""
    shown = f"boards/{board}.yaml"
    games = [spec for spec in GAMES.values() if spec.board == board]
    sections = [name for spec in games if spec.board_needs for name in spec.board_needs.sections]
    try:
        layout = read_layout(At(shown, "", root.line), root, board, sections)
    except BadLayout as exc:
        return exc
    errors = needs_errors(games, layout, root, shown)
    return errors[0] if errors else None


def _leaves(node: Any, field: str = "") -> Iterator[tuple[str, Any, Any]]:
    """``(field, holder, key)`` of every number in ``node``, fields written as At writes them."""
    if isinstance(node, YamlMap):
        items = [(f"{field}.{k}" if field else str(k), k, v) for k, v in node.items()]
    elif isinstance(node, YamlSeq):
        items = [(f"{field}[{i}]", i, v) for i, v in enumerate(node)]
    else:
        return
    for path, key, value in items:
        if isinstance(value, int | float) and not isinstance(value, bool):
            yield path, node, key
        else:
            yield from _leaves(value, path)


def _mappings(node: Any, field: str = "") -> Iterator[tuple[str, YamlMap]]:
    """``(field, mapping)`` of every mapping in ``node`` but a zone's ``style``, whose
    settings are the table's to name."""
    if isinstance(node, YamlMap) and not field.endswith(".style"):
        yield field, node
        for k, v in node.items():
            yield from _mappings(v, f"{field}.{k}" if field else str(k))
    elif isinstance(node, YamlSeq):
        for i, v in enumerate(node):
            yield from _mappings(v, f"{field}[{i}]")


def _names(error: BadLayout, board: str, field: str) -> bool:
    """Whether ``error`` names the board file and ``field`` or an item holding it."""
    return (error.file == f"boards/{board}.yaml" and error.line is not None
            and (field == error.field or field.startswith((f"{error.field}.", f"{error.field}["))))


def _sections(board: str) -> list[str]:
    return list(_root(board))


SECTIONS = [pytest.param(board, section, id=f"{board}-{section}")
            for board in BOARDS for section in _sections(board)]


def test_every_game_section_is_covered():
    """Each game's own sections (``BoardNeeds.sections``: the island, the forest, the route)
    are among the sections tried."""
    tried = {(board, section) for board, section in (p.values for p in SECTIONS)}
    for spec in GAMES.values():
        if spec.board_needs is not None:
            for section in spec.board_needs.sections:
                assert (spec.board, section) in tried, (spec.id, section)


def test_the_bundled_boards_pass():
    for board in BOARDS:
        assert _check(board, _root(board)) is None, board


@pytest.mark.parametrize(("board", "section"), SECTIONS)
def test_every_number_of_a_section_has_a_range(board, section):
    root = _root(board)
    for field, holder, key in list(_leaves(root))[:]:
        if not field.startswith((f"{section}.", f"{section}[")) and field != section:
            continue
        kept = holder[key]
        for far in FAR:
            holder[key] = far
            error = _check(board, root)
            assert error is not None, f"{board}.yaml accepts {field}: {far}"
            assert _names(error, board, field), f"{field}: {far} gave {error}"
        holder[key] = kept


@pytest.mark.parametrize(("board", "section"), SECTIONS)
def test_every_mapping_of_a_section_refuses_an_unknown_field(board, section):
    root = _root(board)
    for field, node in _mappings(root[section], section):
        node["bogus_field"] = 1
        node.key_lines["bogus_field"] = node.line
        error = _check(board, root)
        assert error is not None and error.field == f"{field}.bogus_field", (field, error)
        assert "unknown field 'bogus_field'" in error.problem
        del node["bogus_field"], node.key_lines["bogus_field"]


def test_a_section_no_game_on_the_board_declares_is_refused(tmp_path):
    """Issue 33: the sections games read themselves were a list in the layout reader, so any
    board took any of them. A board holds only the sections its own games declare
    (``BoardNeeds.sections``): the adventure's forest on the Settlers' board is refused,
    naming the file, the line and the section."""
    text = _text("settlers").decode("utf-8").rstrip("\n") + "\nforest:\n  spaces: []\n"
    path = tmp_path / "settlers.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(BadLayout) as caught:
        load_layout_file(path, "boards/settlers.yaml")
    line = text.splitlines().index("forest:") + 1
    error = caught.value
    assert (error.file, error.line, error.field) == ("boards/settlers.yaml", line, "forest")
    assert caught.value.problem.startswith("unknown field 'forest'")
    assert "island" in caught.value.problem  # the section the board's game reads is known


def test_a_game_declares_the_sections_of_its_board(tmp_path):
    """A new game's own section needs nothing generic: the board may hold it once a game drawn
    on it declares it, and the game's reader then checks it (validate-boards)."""

    def read_orchard(at: At, node: Any) -> int:
        trees = node.get("trees") if isinstance(node, YamlMap) else None
        if not isinstance(trees, int) or not 1 <= trees <= 12:
            at.key(node, "trees").fail("an orchard has 1 to 12 trees")
        return trees

    (tmp_path / "orchard.yaml").write_text(
        "board: orchard\ntitle: The orchard\nsize: [100, 100]\norchard:\n  trees: 30\n", encoding="utf-8")
    toy = dataclasses.replace(game_spec("_template"), id="toy", board="orchard",
                              board_needs=BoardNeeds(sections={"orchard": read_orchard}))
    ((_, alone),) = validate_boards(tmp_path, games=[])
    assert alone is not None and alone.startswith(
        f"{tmp_path / 'orchard.yaml'}, line 4, field orchard: unknown field 'orchard'")
    ((_, read),) = validate_boards(tmp_path, games=[toy])
    assert read == f"{tmp_path / 'orchard.yaml'}, line 5, field orchard.trees: an orchard has 1 to 12 trees"
    (tmp_path / "orchard.yaml").write_text(
        "board: orchard\ntitle: The orchard\nsize: [100, 100]\norchard:\n  trees: 3\n", encoding="utf-8")
    assert validate_boards(tmp_path, games=[toy]) == [("orchard", None)]
