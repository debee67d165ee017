"""The forest of ``boards/adventures.yaml`` (AR-2): the spec's 57 spaces, 89 path, 11 bridge
and 3 sight edges, 68 tiles and 11 display areas, read by ``board.py``; a broken board names
the file, the line and the field of its first mistake."""

from __future__ import annotations

from pathlib import Path

import pytest

from sherwood.engine.errors import BadLayout
from sherwood.engine.layout import validate_boards
from sherwood.games.adventures.board import (
    DISPLAYS,
    TILE_FACES,
    forest,
    forest_from_yaml,
)
from sherwood.resources import resource_path
from sherwood.ui.games.adventures.words import place

BOARD_TEXT = resource_path("boards", "adventures.yaml").read_text(encoding="utf-8")

TABLE_ORDER = [  # table 2.1's "#" column (AR-2.3)
    "chest_190", "old_oak", "tb30", "keeper_90", "tb31", "mushrooms_91", "tb32", "north_road",
    "herbs_94", "tb33", "hollow_tree", "tb34", "forest_edge", "woodcutter_93", "tb35",
    "thicket_50", "camp_60", "mid_road", "tb36", "stones", "tb37", "well_95", "beehive_97",
    "camp_70", "bramble_61", "tb38", "south_path", "mill", "cave_149", "landing_208", "fisher",
    "ford", "landing_209", "wash", "west_wall_111", "gate_shadows", "castle_gate", "courtyard",
    "tower_46", "keep", "armoury", "wall_48", "stables", "castle_road", "church_tower_58",
    "church_front_150", "square", "merchant_100", "beggar_102", "haycart_214", "merchant_120",
    "smithy_250", "south_road", "carpenter_103", "tuck_106", "tavern_104", "farm_101",
]


def test_the_forest_has_the_spec_counts():
    """AR-2.1, AR-2.5, table 2.1, 2.2, 2.3, 2.4: 57 spaces, 89 path edges, 11 bridge edges, 3
    sight edges (103 in all), 68 tiles, 11 display areas."""
    f = forest()
    assert (len(f.spaces), len(f.path_edges), len(f.bridge_edges), len(f.sight_edges),
            len(f.tiles), len(f.displays)) == (57, 89, 11, 3, 68, 11)
    assert set(f.tiles) == set(TILE_FACES) and tuple(f.displays) == DISPLAYS


def test_the_spaces_are_in_table_order():
    """AR-2.3: the table order is the tie-break order of every rule."""
    f = forest()
    assert list(f.spaces) == TABLE_ORDER
    assert [s.order for s in f.spaces.values()] == list(range(57))


def test_the_derived_neighbour_list():
    """AR-2.5, table 2.2's derived list: walk neighbours (path and bridge edges) in table order;
    sight edges are not walked; bridge edges join tree bridges only."""
    f = forest()
    assert f.walk["tb35"] == ("tb33", "woodcutter_93", "camp_60", "tb36", "stones", "tb37")
    assert f.walk["gate_shadows"] == ("castle_gate", "castle_road", "beggar_102", "haycart_214")
    assert f.walk["west_wall_111"] == ("mill", "castle_road")  # the sight edges are not walked
    assert "tb34" not in f.roads["tb33"] and "tb34" in f.walk["tb33"]
    for a, b in f.bridge_edges:
        assert f.spaces[a].kind == f.spaces[b].kind == "tree_bridge"


def test_bow_distance_counts_every_kind_of_edge():
    """AR-8.3: fewest edges of any kind (path, bridge, sight): examples 7 and 15."""
    bow = forest().bow
    assert bow["west_wall_111"]["tower_46"] == 1
    assert bow["haycart_214"]["wall_48"] == 2
    assert bow["square"]["square"] == 0
    assert bow["tb30"]["tb33"] == 2  # over two bridge edges


def test_tiles_lie_where_table_2_3_says():
    """Table 2.3: guards, nobles with their objects, coaches, explorable tiles with names, tile
    111 on both sides of the wall; the lion places, Gisbourne's start and his return."""
    f = forest()
    assert f.tiles_on["square"] == ("G8", "N20")
    assert f.tiles["N19"].carries == "sword" and f.tiles["N21"].carries == "barrel"
    assert f.tiles["111"].spaces == ("west_wall_111", "armoury")
    assert f.tiles["150"].name == "Father Egbert, the vicar"
    assert f.lion_seal_places == ("old_oak", "hollow_tree", "stones", "herbs_94")
    assert (f.gisbourne_start, f.caught_return) == ("gate_shadows", ("gate_shadows", "castle_road"))
    assert f.displays["solo_dossier_78"]["squares"] == 6
    assert f.displays["parchment_bottom"]["objects"] == ("barrel", "horn", "sword")


def test_places_are_named_in_a_players_words():
    assert place("mushrooms_91") == "the Mushroom ring"
    assert place("tuck_106") == "Friar Tuck's garden"
    assert place("church_front_150") == "before the church"


def test_validate_boards_accepts_the_adventure_board():
    """``sherwood validate-boards``: the board passes, the forest section included."""
    results = dict(validate_boards())
    assert results["adventures"] is None


# --- a broken board names the file, the line and the field --------------------------------------


def board(tmp_path: Path, old: str = "", new: str = "") -> Path:
    """A copy of the board with ``old`` replaced by ``new`` (once; it must be there)."""
    assert not old or BOARD_TEXT.count(old) == 1, old
    path = tmp_path / "adventures.yaml"
    path.write_text(BOARD_TEXT.replace(old, new, 1) if old else BOARD_TEXT, encoding="utf-8")
    return path


def line_of(text: str, fragment: str) -> int:
    [line] = [i for i, t in enumerate(text.splitlines(), 1) if fragment in t]
    return line


BROKEN = [  # (id, old, new, line marker in the broken text, field, words)
    ("zone-typo", "{key: thicket_50, name: Thicket (tile 50), zone: forest,",
     "{key: thicket_50, name: Thicket (tile 50), zone: forrest,", "zone: forrest",
     "forest.spaces[15].zone", "unknown zone 'forrest'; did you mean 'forest'?"),
    ("space-off-canvas", "kind: ground, at: [90, 110]}", "kind: ground, at: [90, 1110]}",
     "[90, 1110]", "forest.spaces[0].at", "lies outside the canvas"),
    ("space-twice", "{key: tb31, name: Tree bridge 31,", "{key: tb30, name: Tree bridge 31,",
     "{key: tb30, name: Tree bridge 31,", "forest.spaces[4].key", "space key 'tb30' is used twice"),
    ("edge-unknown-space", "- [chest_190, old_oak]", "- [chest_190, old_oaks]", "old_oaks",
     "forest.path_edges[0][1]", "names no space: 'old_oaks'; did you mean 'old_oak'?"),
    ("edge-twice", "- [tb37, tb38]", "- [tb36, tb35]", "- [tb36, tb35]",
     "forest.bridge_edges[10]", "tb36 and tb35 are joined twice (first by a bridge edge)"),
    ("bridge-edge-on-ground", "- [tb37, tb38]", "- [tb37, mill]", "- [tb37, mill]",
     "forest.bridge_edges[10]", "a bridge edge joins two tree bridges (AR-2.5)"),
    ("path-between-bridges", "- [chest_190, tb31]", "- [tb31, tb32]", "- [tb31, tb32]",
     "forest.path_edges[1]", "both tree bridges: join them with a bridge edge"),
    ("tile-kind", "{id: G1, space: forest_edge, kind: guard,", "{id: G1, space: forest_edge, kind: coach,",
     "{id: G1,", "forest.tiles[0].kind", "tile G1 is a guard (table 2.3), not a coach"),
    ("tile-faces", "{id: \"46\", space: tower_46, kind: sheriff_post, faces: [empty, sheriff]}",
     "{id: \"46\", space: tower_46, kind: sheriff_post, faces: [sheriff, empty]}", "id: \"46\"",
     "forest.tiles[53].faces", "tile 46 has the faces ['empty', 'sheriff'] (table 2.3, initial first)"),
    ("tile-missing", "    - {id: \"214\", space: haycart_214, kind: haycart, faces: [haycart]}\n", "",
     "  tiles:", "forest.tiles", "the rules need the tiles 214 (table 2.3)"),
    ("noble-without-object", "faces: [hidden, revealed], carries: horn}", "faces: [hidden, revealed]}",
     "{id: N16,", "forest.tiles[15].carries", "a noble carries one object (table 2.3b)"),
    ("lion-places", "lion_seal_places: [old_oak, hollow_tree, stones, herbs_94]",
     "lion_seal_places: [old_oak, hollow_tree, stones]", "lion_seal_places",
     "forest.lion_seal_places", "expected 4 spaces, got 3"),
    ("display-off-canvas", "bag_panel:           {rect: [1360, 945, 90, 50]}",
     "bag_panel:           {rect: [1560, 945, 90, 50]}", "bag_panel:",
     "forest.displays.bag_panel.rect", "must lie inside the canvas"),
    ("field-typo", "gisbourne_start: gate_shadows", "gisborne_start: gate_shadows", "gisborne_start",
     "forest.gisborne_start", "unknown field 'gisborne_start'; did you mean 'gisbourne_start'?"),
    # each of these was once accepted, and the first two hung or crashed the table
    ("evil-end-slots", "slots: 7}", "slots: 1000000000}", "evil_end:",
     "forest.displays.evil_end.slots", "the evil_end display shows 7 slots (the rules have 7 to put "
     "there), not 1000000000"),
    ("radius-negative", "space_radius: 26", "space_radius: -26", "space_radius:", "forest.space_radius",
     "a space's radius is from 10 to 60 canvas units, got -26"),
    ("radius-zero", "space_radius: 26", "space_radius: 0", "space_radius:", "forest.space_radius",
     "a space's radius is from 10 to 60 canvas units, got 0"),
    ("spaces-at-one-point", "kind: ground, at: [270, 100]}", "kind: ground, at: [90, 110]}",
     "{key: old_oak,", "forest.spaces[1].at", "old_oak at [90, 110] overlaps chest_190 at [90, 110]"),
    ("spaces-overlapping", "kind: ground, at: [270, 100]}", "kind: ground, at: [130, 110]}",
     "{key: old_oak,", "forest.spaces[1].at", "twice the space radius apart (52), these 40"),
    ("tile-unknown-id", "{id: G1, space: forest_edge,", "{id: G99, space: forest_edge,", "{id: G99,",
     "forest.tiles[0].id", "the rules have no tile 'G99'; did you mean 'G9'? (table 2.3)"),
    ("tile-unknown-kind", "{id: G1, space: forest_edge, kind: guard,",
     "{id: G1, space: forest_edge, kind: dragon,", "{id: G1,", "forest.tiles[0].kind",
     "unknown tile kind 'dragon'"),
    ("count-missing", "{rect: [1000, 945, 170, 50], slots: 7}", "{rect: [1000, 945, 170, 50]}", "evil_end:",
     "forest.displays.evil_end.slots", "is required: the evil_end display shows 7"),
    ("count-on-another-display", "bow:                 {rect: [1180, 945, 70, 50]}",
     "bow:                 {rect: [1180, 945, 70, 50], cells: 9}", "bow:", "forest.displays.bow.cells",
     "the bow display has no cells to count"),
    ("canvas-zero", "canvas: [1600, 1000]", "canvas: [0, 0]", "canvas:", "forest.canvas",
     "each side of the canvas is from 500 to 5,000 units, got [0, 0]"),
]


@pytest.mark.parametrize(("old", "new", "marker", "field", "words"), [c[1:] for c in BROKEN],
                         ids=[c[0] for c in BROKEN])
def test_a_broken_forest_names_file_line_and_field(tmp_path, old, new, marker, field, words):
    """AR-2: the reader's checks, each error naming the file, the line and the field."""
    path = board(tmp_path, old, new)
    text = path.read_text(encoding="utf-8")
    with pytest.raises(BadLayout) as caught:
        forest_from_yaml(path)
    error = caught.value
    line = line_of(text, marker)
    assert (error.file, error.line, error.field) == (str(path), line, field), str(error)
    assert words in error.problem
    assert str(error).startswith(f"{path}, line {line}, field {field}: ")


def test_a_board_without_a_forest_is_refused(tmp_path):
    path = tmp_path / "adventures.yaml"
    path.write_text("board: adventures\ntitle: Adventures\nsize: [1600, 1000]\n", encoding="utf-8")
    with pytest.raises(BadLayout) as caught:
        forest_from_yaml(path)
    assert (caught.value.file, caught.value.field) == (str(path), "forest")
    assert "is required but missing" in caught.value.problem


def test_validate_boards_reports_a_broken_forest(tmp_path):
    """The board check runs the game's reader (BoardNeeds.sections), so `validate-boards`
    reports the forest's mistakes with their place."""
    from sherwood.games import game_spec

    board(tmp_path, "zone: forest, light: open, kind: ground, at: [90, 110]}",
          "zone: forest, light: dim, kind: ground, at: [90, 110]}")
    [(board_id, problem)] = validate_boards(tmp_path, [game_spec("adventures")])
    assert board_id == "adventures" and problem is not None
    assert "field forest.spaces[0].light: unknown light 'dim'" in problem
