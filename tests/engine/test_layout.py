"""Board layouts: the YAML schema, its frozen values and errors that name file, line and field."""

from __future__ import annotations

import copy
import dataclasses
import math
import pickle
from pathlib import Path

import pytest

from sherwood.engine import layout as layout_module
from sherwood.engine.board_needs import BoardNeeds
from sherwood.engine.checked_yaml import MAX_YAML_BYTES
from sherwood.engine.errors import BadLayout
from sherwood.engine.layout import (
    Shape,
    board_file,
    board_ids,
    load_layout,
    load_layout_file,
    validate_boards,
)

LAYOUTS = Path(__file__).parent / "layouts"
BROKEN = sorted((LAYOUTS / "broken").glob("*.yaml"))


@pytest.fixture(scope="module")
def mini():
    return load_layout_file(LAYOUTS / "mini.yaml")


# --- a valid board ----------------------------------------------------------------------


def test_top_level_fields(mini):
    assert (mini.board, mini.title, mini.size) == ("mini", "Mini Sherwood", (1000, 800))
    assert list(mini.zones) == ["tavern", "market", "castle", "hand_0"]
    assert list(mini.tracks) == ["hope", "guards"]
    assert list(mini.paths) == ["road_1"]


def test_zones_have_shapes_labels_owners(mini):
    tavern = mini.zone("tavern")
    assert (tavern.kind, tavern.label, tavern.owner) == ("location", "The Tavern", None)
    assert tavern.shape == Shape.rect(10, 10, 200, 100)
    assert mini.zone("market").shape == Shape.circle(400, 100, 50)
    assert mini.zone("castle").shape.points == ((600, 20), (700, 20), (650, 120))
    assert mini.zone("hand_0").owner == 0
    assert mini.zone("market").label is None


def test_slots_are_points_circles_or_rects(mini):
    h1, h2, main = mini.zone("tavern").slots
    assert (h1.id, h1.kind, h1.at, h1.shape) == ("h1", "hideout", (30, 40), None)
    assert h2.shape == Shape.circle(70, 40, 12)
    assert (main.kind, main.at, main.shape) == ("slot", (110.0, 80.0), Shape.rect(20, 60, 180, 40))
    assert mini.zone("tavern").slot("h2") is h2


def test_links_are_undirected(mini):
    assert mini.zone("castle").links == ("market", "tavern")
    assert mini.neighbours("tavern") == ("market", "castle")
    assert mini.neighbours("market") == ("tavern", "castle")
    assert mini.neighbours("hand_0") == ()


def test_style_is_passed_through_read_only(mini):
    style = mini.zone("tavern").style
    assert style == {"fill": "#335533", "border": (10, 20, 30), "font": {"size": 14}}
    with pytest.raises(TypeError):
        style["fill"] = "red"  # type: ignore[index]
    with pytest.raises(TypeError):
        style["font"]["size"] = 20  # type: ignore[index]
    assert mini.zone("market").style == {}


def test_generated_track(mini):
    hope = mini.track("hope")
    assert hope.label == "Hope"
    assert [s.n for s in hope.spaces] == list(range(19))
    assert hope.space(0).at == (100, 300)
    assert hope.space(18).at == (820, 300)


def test_listed_track(mini):
    guards = mini.track("guards")
    assert [(s.n, s.at) for s in guards.spaces] == [(1, (100, 400)), (2, (140, 400)), (3, (180, 400))]
    assert guards.label is None


def test_path(mini):
    road = mini.path("road_1")
    assert (road.label, road.to) == ("North Road", "castle")
    assert [(s.id, s.kind) for s in road.spaces] == [("S", "space"), ("B1", "barricade"), ("W1", "space")]
    assert road.space("W1").at == (540, 260)


def test_prison_levels_in_order(mini):
    assert [(p.id, p.label) for p in mini.prison] == [("level_1", "I"), ("level_2", "II"), ("level_3", "III")]
    assert mini.prison[2].shape == Shape.circle(830, 420, 20)


def test_hexmap(mini):
    hexmap = mini.hexmap
    assert (hexmap.orientation, hexmap.size, hexmap.origin) == ("pointy", 40, (400, 550))
    assert [(h.q, h.r, h.tag) for h in hexmap.hexes][:2] == [(0, 0, "desert"), (1, -1, "forest")]
    assert hexmap.hexes[4].tag is None
    assert (len(hexmap.corners), len(hexmap.edges)) == (24, 30)
    assert hexmap.center(0, 0) == (400, 550)
    assert hexmap.hex_at(402, 548) == (0, 0)
    assert hexmap.hex_at(10, 10) is None


def test_hexmap_board_edges_and_corners(mini):
    hexmap = mini.hexmap
    inner = hexmap.corners_of(0, 0)[0]  # touches three map hexes
    outer = hexmap.corners_of(1, -1)[0]  # touches one map hex
    assert len(hexmap.edges_at(inner)) == 3
    assert len(hexmap.edges_at(outer)) == 2
    assert len(hexmap.adjacent_corners(outer)) == 2
    assert all(c in hexmap.corners for c in hexmap.adjacent_corners(inner))
    a, b = hexmap.edge_endpoints(hexmap.edges_of(0, 0)[0])
    assert math.dist(a, b) == pytest.approx(40)


# --- shapes -----------------------------------------------------------------------------


def test_shape_hit_tests():
    circle = Shape.circle(50, 50, 10)
    assert circle.contains(55, 55) and not circle.contains(58, 58)
    assert circle.bounds == (40, 40, 20, 20) and circle.center == (50.0, 50.0)
    triangle = Shape.polygon([(0, 0), (10, 0), (0, 10)])
    assert triangle.contains(2, 2) and not triangle.contains(8, 8)
    assert triangle.bounds == (0, 0, 10, 10)
    assert triangle.center == pytest.approx((10 / 3, 10 / 3))


# --- frozen values ----------------------------------------------------------------------


def test_values_are_frozen(mini):
    values = [
        mini,
        mini.zone("tavern"),
        mini.zone("tavern").shape,
        mini.zone("tavern").slots[0],
        mini.track("hope"),
        mini.track("hope").spaces[0],
        mini.path("road_1"),
        mini.path("road_1").spaces[0],
        mini.prison[0],
        mini.hexmap,
        mini.hexmap.hexes[0],
    ]
    for value in values:
        name = dataclasses.fields(value)[0].name
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(value, name, None)
        hash(value)
    with pytest.raises(TypeError):
        mini.zones["new"] = mini.zone("tavern")  # type: ignore[index]
    assert isinstance(mini.zone("tavern").slots, tuple)
    assert isinstance(mini.zone("tavern").links, tuple)


def test_equal_files_give_equal_layouts(mini):
    again = load_layout_file(LAYOUTS / "mini.yaml")
    assert again == mini and hash(again) == hash(mini)


def test_layouts_copy_and_pickle(mini):
    assert copy.deepcopy(mini) == mini
    assert pickle.loads(pickle.dumps(mini)) == mini


# --- lookups ----------------------------------------------------------------------------


def test_unknown_zone_names_board_and_id(mini):
    with pytest.raises(KeyError, match=r"board 'mini' has no zone 'markt'; did you mean 'market'\?"):
        mini.zone("markt")
    with pytest.raises(KeyError, match="board 'mini' has no track 'fame'"):
        mini.track("fame")
    with pytest.raises(KeyError, match="board 'mini' has no path 'road_9'"):
        mini.path("road_9")
    with pytest.raises(KeyError, match="track 'hope' has no space 19"):
        mini.track("hope").space(19)
    with pytest.raises(KeyError, match="zone 'tavern' has no slot 'h9'"):
        mini.zone("tavern").slot("h9")


# --- errors -----------------------------------------------------------------------------


def _expectation(path: Path) -> tuple[int, str, str]:
    """The first line of a broken fixture: ``# expect: LINE | FIELD | PROBLEM (part)``."""
    header = path.read_text(encoding="utf-8").splitlines()[0]
    line, field, problem = header.removeprefix("# expect: ").split(" | ")
    return int(line), field, problem


@pytest.mark.parametrize("path", BROKEN, ids=[p.stem for p in BROKEN])
def test_broken_board_names_file_line_and_field(path):
    line, field, problem = _expectation(path)
    with pytest.raises(BadLayout) as caught:
        load_layout_file(path)
    error = caught.value
    assert (error.file, error.line, error.field) == (str(path), line, field)
    assert problem in error.problem
    assert str(error).startswith(f"{path}, line {line}, field {field}: ")


def test_enough_broken_fixtures():
    assert len(BROKEN) >= 30


def test_missing_file_is_a_bad_layout(tmp_path):
    missing = tmp_path / "nowhere.yaml"
    with pytest.raises(BadLayout, match=r"nowhere\.yaml, field \(file\): cannot be read"):
        load_layout_file(missing)


def test_path_is_shown_as_given(tmp_path, monkeypatch):
    (tmp_path / "plain.yaml").write_text("board: plain\ntitle: Plain\nsize: [10, 0]\n")
    monkeypatch.chdir(tmp_path)
    with pytest.raises(BadLayout) as caught:
        load_layout_file("plain.yaml")
    assert str(caught.value) == (
        "plain.yaml, line 3, field size: width and height must be positive, got [10, 0]"
    )


# --- the boards folder ------------------------------------------------------------------


def _write_boards(folder: Path) -> None:
    folder.mkdir()
    (folder / "good.yaml").write_text("board: good\ntitle: Good\nsize: [100, 100]\n")
    (folder / "bad.yaml").write_text("board: bad\ntitle: Bad\nsize: [100, 100]\nzonez: []\n")
    (folder / "notes.txt").write_text("not a board")


def test_validate_boards_reports_each_board(tmp_path):
    folder = tmp_path / "boards"
    _write_boards(folder)
    assert board_ids(folder) == ["bad", "good"]
    (bad, bad_error), good = validate_boards(folder)
    assert good == ("good", None)
    assert bad == "bad"
    assert bad_error.startswith(f"{folder / 'bad.yaml'}, line 4, field zonez: unknown field 'zonez'")


def test_validate_bundled_boards_covers_every_board():
    results = validate_boards()
    assert [board_id for board_id, _ in results] == board_ids()


def test_a_game_may_bring_its_board_along(tmp_path):
    """Issue 33: a game from a package of its own keeps its board there
    (``GameSpec.board_folder``); validate-boards checks it beside Sherwood's own, against the
    game's needs, and says where it should be when it is missing."""
    from sherwood.games import game_spec

    toy = dataclasses.replace(game_spec("_template"), id="toy", board="toy", board_folder=str(tmp_path))
    path = tmp_path / "toy.yaml"
    assert board_file("toy", [toy]) == (path, str(path))
    assert board_file("showdown", [toy])[1] == "boards/showdown.yaml"
    assert dict(validate_boards(games=[toy]))["toy"] == f"{path} is missing; Twenty-One (template) needs it"
    board = (Path(__file__).resolve().parents[2] / "boards" / "_template.yaml").read_text(encoding="utf-8")
    path.write_text(board.replace("board: _template", "board: toy"), encoding="utf-8")
    assert dict(validate_boards(games=[toy]))["toy"] is None
    path.write_text(board.replace("board: _template", "board: toy").replace("id: pile", "id: heap"),
                    encoding="utf-8")
    problem = dict(validate_boards(games=[toy]))["toy"]
    assert problem is not None and problem.startswith(f"{path}, line ") and "needs a zone 'pile'" in problem


def test_load_layout_reads_boards_folder_once(tmp_path, monkeypatch):
    folder = tmp_path / "boards"
    _write_boards(folder)
    monkeypatch.setattr(layout_module, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    load_layout.cache_clear()
    try:
        assert load_layout("good") is load_layout("good")
        with pytest.raises(BadLayout, match=r"^boards/bad\.yaml, line 4, field zonez: "):
            load_layout("bad")
        assert validate_boards()[0][1].startswith("boards/bad.yaml, line 4")
    finally:
        load_layout.cache_clear()


# --- files that must be refused quickly (issue 11) --------------------------------------


def test_a_file_over_the_size_limit_is_refused_before_it_is_parsed(tmp_path):
    path = tmp_path / "huge.yaml"
    path.write_bytes(b"# " + b"x" * MAX_YAML_BYTES)
    with pytest.raises(BadLayout, match=r"huge\.yaml, field \(file\): is 1,048,578 bytes; a board may have"):
        load_layout_file(path)


def test_dates_stay_text(tmp_path):
    """YAML would read 2024-01-31 as a date; a board has no dates, so it stays text."""
    path = tmp_path / "dated.yaml"
    path.write_text("board: dated\ntitle: 2024-01-31\nsize: [10, 10]\n")
    assert load_layout_file(path).title == "2024-01-31"


def test_a_document_with_too_many_values_is_refused(tmp_path):
    path = tmp_path / "wide.yaml"
    path.write_text("board: wide\ntitle: Wide\nsize: [10, 10]\nzones: [" + "1, " * 60_000 + "1]\n")
    with pytest.raises(BadLayout, match="more than 50000 values") as caught:
        load_layout_file(path)
    assert (caught.value.line, caught.value.field) == (4, "zones[49989]")


# --- what each game needs from its board ------------------------------------------------


def _with_other_boards(tmp_path, missing=()):
    """Add the boards these tests do not change (every real board not in the copied folder
    yet, less those named ``missing``) to it, as a folder that lacks them reports them
    missing too."""
    for source in (Path(__file__).parents[2] / "boards").glob("*.yaml"):
        copy = tmp_path / "boards" / source.name
        if not copy.exists() and source.stem not in missing:
            copy.write_bytes(source.read_bytes())


def _copy_boards(tmp_path, edit=None, board="merry_men"):
    """A boards folder with a copy of the real ``board`` file, changed by ``edit(text)``."""
    folder = tmp_path / "boards"
    folder.mkdir()
    text = (Path(__file__).parents[2] / "boards" / f"{board}.yaml").read_text()
    changed = edit(text) if edit else text
    assert changed != text or edit is None, "the edit must change the board"
    (folder / f"{board}.yaml").write_text(changed)
    return folder


def _without_road_4(text):
    start = text.index("  - id: road_4\n    label: Road IV")
    return text[:start] + text[text.index("\nprison:", start) + 1:]


def test_every_game_with_a_board_declares_what_it_needs_and_the_bundled_boards_have_it():
    from sherwood.games import GAMES

    for spec in GAMES.values():
        if spec.board is not None:
            assert spec.board_needs is not None, spec.id
            assert spec.board_needs.missing(load_layout(spec.board)) == [], spec.id
    assert all(problem is None for _, problem in validate_boards())


def test_a_board_missing_a_road_its_game_needs_fails_validation(tmp_path):
    """A copy of the Merry Men board without Road IV: the file, the line of ``paths`` and the
    missing id are named (it used to pass and then crash the game)."""
    folder = _copy_boards(tmp_path, _without_road_4)
    [(board, problem)] = validate_boards(folder)
    line = (folder / "merry_men.yaml").read_text().splitlines().index("paths:") + 1
    assert board == "merry_men"
    assert problem == (f"{folder / 'merry_men.yaml'}, line {line}, field paths: Robin Hood and the "
                       "Merry Men needs a path 'road_4', which the board lacks; did you mean 'road_3'?")


def test_validate_boards_command_fails_on_a_board_missing_a_road(tmp_path, monkeypatch, capsys):
    from sherwood.cli import main

    _copy_boards(tmp_path, _without_road_4)
    (tmp_path / "boards" / "showdown.yaml").write_bytes(
        (Path(__file__).parents[2] / "boards" / "showdown.yaml").read_bytes())
    _with_other_boards(tmp_path)
    monkeypatch.setattr(layout_module, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    assert main(["validate-boards"]) == 1
    out = capsys.readouterr().out
    assert "merry_men: boards/merry_men.yaml, line" in out and "needs a path 'road_4'" in out
    boards = len(list((Path(__file__).parents[2] / "boards").glob("*.yaml")))
    assert "showdown: ok" in out and f"{boards} boards, 1 with errors" in out


def test_load_layout_refuses_a_board_missing_what_its_game_needs(tmp_path, monkeypatch):
    _copy_boards(tmp_path, _without_road_4)
    monkeypatch.setattr(layout_module, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    load_layout.cache_clear()
    try:
        with pytest.raises(BadLayout, match=r"^boards/merry_men\.yaml, line \d+, field paths: .*'road_4'"):
            load_layout("merry_men")
    finally:
        load_layout.cache_clear()


def test_a_missing_slot_is_named_at_its_zone(tmp_path):
    folder = _copy_boards(tmp_path, lambda t: t.replace("{id: ransom, kind:", "{id: ransom_tile, kind:"))
    [(_, problem)] = validate_boards(folder)
    assert "field zones[" in problem and "].slots: " in problem
    assert "needs slot 'ransom' in zone 'fortress'" in problem


def test_every_missing_id_is_listed_one_per_line(tmp_path):
    def edit(text):
        w2 = "{id: W2, kind: carriage, at: [675.9"
        text = _without_road_4(text).replace(w2, w2.replace("W2", "W9"))
        return text.replace("{id: IV, label: IV (gallows)", "{id: V, label: IV (gallows)")

    folder = _copy_boards(tmp_path, edit)
    [(_, problem)] = validate_boards(folder)
    lines = problem.splitlines()
    assert len(lines) == 3
    assert "field paths[0].spaces: " in lines[0] and "needs space 'W2' on path 'road_1'" in lines[0]
    assert "needs a path 'road_4'" in lines[1]
    assert "field prison: " in lines[2] and "needs a prison level 'IV'" in lines[2]


def test_spaces_out_of_order_are_named(tmp_path):
    def swap(text):
        a = "      - {id: W1, kind: carriage, at: [685.2, 199]}\n"
        b = "      - {id: W2, kind: carriage, at: [675.9, 270]}\n"
        return text.replace(a, "@@").replace(b, a).replace("@@", b)

    [(_, problem)] = validate_boards(_copy_boards(tmp_path, swap))
    assert "needs path 'road_1' in the order S, B0, W1, B1, W2" in problem


def test_a_game_whose_board_file_is_missing_is_reported(tmp_path, monkeypatch):
    _copy_boards(tmp_path, board="showdown")
    _with_other_boards(tmp_path, missing=("merry_men",))
    monkeypatch.setattr(layout_module, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    results = dict(validate_boards())
    assert results == {"showdown": None, "_template": None, "settlers": None, "adventures": None,
                       "lieutenants": None,
                       "merry_men": "boards/merry_men.yaml is missing; Robin Hood and the Merry Men needs it"}


def test_board_needs_check_tracks_and_prison_order(mini):
    needs = BoardNeeds(zones={"tavern": ("h1", "h9")}, tracks={"hope": range(17, 21), "fame": [1]},
                       prison=("level_2", "level_1"))
    assert [(m.section, m.item, m.problem) for m in needs.missing(mini)] == [
        ("zones", "tavern", "needs slot 'h9' in zone 'tavern', which the board lacks"),
        ("tracks", "hope", "needs space 19 on track 'hope', which the board lacks"),
        ("tracks", "hope", "needs space 20 on track 'hope', which the board lacks"),
        ("tracks", None, "needs a track 'fame', which the board lacks"),
        ("prison", None, "needs the prison levels in the order level_2, level_1"),
    ]
    assert BoardNeeds().missing(mini) == []


def test_validate_boards_command_lists_each_problem_on_its_own_line(tmp_path, monkeypatch, capsys):
    from sherwood.cli import main

    _copy_boards(tmp_path, lambda t: _without_road_4(t).replace("{id: IV, label:", "{id: V, label:"))
    _with_other_boards(tmp_path, missing=("showdown",))
    monkeypatch.setattr(layout_module, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    assert main(["validate-boards"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines.pop(0) == "_template: ok"
    assert lines.pop(0) == "adventures: ok"
    assert lines.pop(0) == "lieutenants: ok"
    assert lines[0].startswith("merry_men: boards/merry_men.yaml, line ") and "'road_4'" in lines[0]
    assert lines[1].startswith("           boards/merry_men.yaml, line ") and "'IV'" in lines[1]
    assert lines[2] == "settlers: ok"
    assert lines[3] == "showdown: boards/showdown.yaml is missing; Sherwood Showdown needs it"
