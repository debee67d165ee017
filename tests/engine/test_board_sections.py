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

from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from sherwood.engine.board_needs import needs_errors
from sherwood.engine.checked_yaml import At, YamlMap, YamlSeq, parse_yaml
from sherwood.engine.errors import BadLayout
from sherwood.engine.layout_reader import read_layout
from sherwood.games import GAMES
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
    try:
        layout = read_layout(At(shown, "", root.line), root, board)
    except BadLayout as exc:
        return exc
    games = [spec for spec in GAMES.values() if spec.board == board]
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
