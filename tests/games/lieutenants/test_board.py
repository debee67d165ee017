"""The sheriff's route of ``boards/lieutenants.yaml`` (LT-1.D, LT-1.5, LT-1.6), read by
``board.py``; a broken route names the file, the line and the field of its first mistake."""

from __future__ import annotations

from pathlib import Path

import pytest

from sherwood.engine.errors import BadLayout
from sherwood.engine.layout import load_layout, validate_boards
from sherwood.games.lieutenants.board import route_from_yaml, route_numbers
from sherwood.resources import resource_path

BOARD_TEXT = resource_path("boards", "lieutenants.yaml").read_text(encoding="utf-8")
NUMBERS = "numbers: [null, 4, 3, 5, 2, 6, 4, 3, 7, 2, 5, 8, 3, 4, 6, 2, 5, 3, 7, 4, 2]"


def test_the_route_has_the_numbers_of_the_table():
    """LT-1.D, LT-1.5: Nottingham (no number) and 20 forest spaces numbered 2..8."""
    assert route_numbers() == (None, 4, 3, 5, 2, 6, 4, 3, 7, 2, 5, 8, 3, 4, 6, 2, 5, 3, 7, 4, 2)


def test_the_track_is_a_loop_from_nottingham_at_the_bottom_centre():
    """LT-1.6: 21 spaces, Nottingham (0) at the bottom centre, 1..20 clockwise (on screen,
    y down: first to the left, then up, then right)."""
    track = load_layout("lieutenants").track("sheriff")
    spaces = {s.n: s.at for s in track.spaces}
    assert sorted(spaces) == list(range(21))
    x0, y0 = spaces[0]
    assert y0 == max(y for _, y in spaces.values())
    assert spaces[1][0] < x0 < spaces[20][0]
    assert spaces[10][1] < y0 and spaces[5][0] < x0 < spaces[15][0]


def test_validate_boards_accepts_the_board():
    assert dict(validate_boards())["lieutenants"] is None


def board(tmp_path: Path, old: str, new: str) -> Path:
    assert BOARD_TEXT.count(old) == 1, old
    path = tmp_path / "lieutenants.yaml"
    path.write_text(BOARD_TEXT.replace(old, new, 1), encoding="utf-8")
    return path


def line_of(text: str, fragment: str) -> int:
    [line] = [i for i, t in enumerate(text.splitlines(), 1) if fragment in t]
    return line


BROKEN = [  # (id, new text for the numbers line, marker, field, words)
    ("too-few", "numbers: [null, 4, 3, 5, 2, 6, 4, 3, 7, 2, 5, 8, 3, 4, 6, 2, 5, 3, 7, 4]",
     "numbers:", "route.numbers", "expected 21 entries"),
    ("nottingham-numbered", "numbers: [1, 4, 3, 5, 2, 6, 4, 3, 7, 2, 5, 8, 3, 4, 6, 2, 5, 3, 7, 4, 2]",
     "numbers:", "route.numbers[0]", "Nottingham (space 0) has no number"),
    ("not-a-number", "numbers: [null, 4, 3, five, 2, 6, 4, 3, 7, 2, 5, 8, 3, 4, 6, 2, 5, 3, 7, 4, 2]",
     "numbers:", "route.numbers[3]", "expected a whole number, got 'five'"),
    ("zero", "numbers: [null, 4, 3, 5, 2, 6, 4, 3, 7, 2, 5, 8, 3, 4, 6, 2, 5, 3, 7, 4, 0]",
     "numbers:", "route.numbers[20]", "a forest space carries a number from 2 to 8 (LT-1.5), got 0"),
    ("too-high", "numbers: [null, 4, 3, 5, 2, 6, 4, 3, 7, 2, 5, 8, 3, 4, 6, 2, 5, 3, 7, 9, 2]",
     "numbers:", "route.numbers[19]", "a forest space carries a number from 2 to 8 (LT-1.5), got 9"),
    ("not-a-list", "numbers: 4", "numbers:", "route.numbers", "expected a list of 21 numbers"),
    ("field-typo", "number: [null, 4, 3, 5, 2, 6, 4, 3, 7, 2, 5, 8, 3, 4, 6, 2, 5, 3, 7, 4, 2]",
     "number:", "route.number", "unknown field 'number'; did you mean 'numbers'?"),
]


@pytest.mark.parametrize(("new", "marker", "field", "words"), [c[1:] for c in BROKEN],
                         ids=[c[0] for c in BROKEN])
def test_a_broken_route_names_file_line_and_field(tmp_path, new, marker, field, words):
    """LT-1.D: the reader's checks, each error naming the file, the line and the field."""
    path = board(tmp_path, NUMBERS, new)
    text = path.read_text(encoding="utf-8")
    with pytest.raises(BadLayout) as caught:
        route_from_yaml(path)
    error = caught.value
    line = line_of(text, marker)
    assert (error.file, error.line, error.field) == (str(path), line, field), str(error)
    assert words in error.problem, error.problem


def test_a_board_without_a_route_is_refused(tmp_path):
    path = tmp_path / "lieutenants.yaml"
    path.write_text("board: lieutenants\ntitle: Lieutenants\nsize: [1600, 1000]\n", encoding="utf-8")
    with pytest.raises(BadLayout) as caught:
        route_from_yaml(path)
    assert (caught.value.file, caught.value.field) == (str(path), "route")


def test_validate_boards_reports_a_broken_route(tmp_path):
    """The board check runs the game's reader (BoardNeeds.sections)."""
    from sherwood.games import game_spec

    board(tmp_path, NUMBERS, NUMBERS.replace("null", "0"))
    [(board_id, problem)] = validate_boards(tmp_path, [game_spec("lieutenants")])
    assert board_id == "lieutenants" and problem is not None
    assert "field route.numbers[0]" in problem
