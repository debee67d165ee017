"""The island of Settlers of the Forest Isle: the geometry in the spec's names (SR-C), the
components (SR-B-1), the beginner and the random layout (SR-B-2, R2-R4, WE-6) and the board
file's island section with its checks (SR-C-5), whose errors name file, line and field."""

from __future__ import annotations

import pickle
import re
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from sherwood.engine.board_needs import BoardNeeds
from sherwood.engine.errors import BadLayout
from sherwood.engine.layout import load_layout_file, validate_boards
from sherwood.engine.rng import SeededRng
from sherwood.games.settlers import geometry as g
from sherwood.games.settlers.island import (
    CORNER_ORDER,
    HARBOUR_ACCESS,
    HARBOUR_EDGES,
    HARBOUR_SET,
    PIPS,
    PRODUCES,
    RATIO,
    RESOURCES,
    TERRAIN_COUNTS,
    TOKEN_COUNTS,
    TOKEN_LETTERS,
    beginner_island,
    island_from_yaml,
    random_island,
    read_island,
    spiral_tokens,
)
from sherwood.resources import resource_path

BOARD_FILE = resource_path("boards", "settlers.yaml")
BOARD_TEXT = BOARD_FILE.read_text(encoding="utf-8")


def hexes(text: str) -> list[tuple[int, int]]:
    """``"[2,0] [2,-1] ..."`` as the spec's tables write hexes."""
    return [(int(q), int(r)) for q, r in re.findall(r"\[(-?\d+), ?(-?\d+)\]", text)]


def at(text: str) -> int:
    """The hex id of ``"[q, r]"``."""
    [h] = hexes(text)
    return g.HEX_ID[h]


def neighbours_of(v: str) -> set[str]:
    return {g.VERTEX_NAMES[n] for n in g.VERTEX_NEIGHBOURS[g.VERTEX_ID[v]]}


# --- SR-C geometry ------------------------------------------------------------------------


def test_land_and_sea_hexes():
    """SR-C-1.3: 19 land hexes at distance <= 2, by row; 18 sea hexes at distance 3.
    SR-C-1.4: reading order is r, then q."""
    rows = {r: [q for q, rr in g.LAND if rr == r] for r in range(-2, 3)}
    assert rows == {-2: [0, 1, 2], -1: [-1, 0, 1, 2], 0: [-2, -1, 0, 1, 2], 1: [-2, -1, 0, 1],
                    2: [-2, -1, 0]}
    assert list(g.LAND) == sorted(g.LAND, key=lambda h: (h[1], h[0]))
    assert len(g.SEA) == 18 and all(max(abs(q), abs(r), abs(q + r)) == 3 for q, r in g.SEA)


def test_pointy_topped_hexes_in_axial_rows():
    """SR-C-1.1: pointy-topped hexes (one corner due north, one due south) in east-west rows;
    ``[q, r]`` axial, r the row growing southward, q growing eastward along a row, and the
    third cube coordinate s = -q - r (the island's hexes are those with max(|q|, |r|, |s|) <= 2)."""
    size = 10.0
    for q, r in g.LAND:
        x, y = g.hex_centre((q, r), size)
        north, south = (g.vertex_point(g.VERTEX_ID[f"{q},{r},{half}"], size) for half in "NS")
        assert north == pytest.approx((x, y - size)) and south == pytest.approx((x, y + size))
        east = g.hex_centre((q + 1, r), size)
        assert east[1] == pytest.approx(y) and east[0] > x  # same row, further east
        assert g.hex_centre((q, r + 1), size)[1] > y  # the next row is further south
        s = -q - r
        assert max(abs(q), abs(r), abs(s)) <= 2
    assert g.hex_centre((0, -2), size)[1] < g.hex_centre((0, 2), size)[1]  # negative r: north


def test_hex_neighbours():
    """SR-C-1.2: the six neighbours E, NE, NW, W, SW, SE; SR-C-3.6: each across one edge."""
    centre = g.HEX_ID[(0, 0)]
    across = {g.LAND[h]: g.EDGE_NAMES[e] for h, e in g.HEX_NEIGHBOURS[centre]}
    assert across == {(1, 0): "0,0,E", (1, -1): "0,0,NE", (0, -1): "0,-1,SE", (-1, 0): "-1,0,E",
                      (-1, 1): "-1,1,NE", (0, 1): "0,0,SE"}
    corner = g.HEX_ID[(2, -2)]
    assert sorted(g.LAND[h] for h, _ in g.HEX_NEIGHBOURS[corner]) == [(1, -2), (1, -1), (2, -1)]


def test_corner_hexes_and_names():
    """SR-C-1.5: the six corner hexes; R3 draws the start corner in the order E, NE, NW, W, SW, SE."""
    assert CORNER_ORDER == ("E", "NE", "NW", "W", "SW", "SE")
    assert [g.SPIRAL_STARTS[c] for c in CORNER_ORDER] == hexes("[2,0] [2,-2] [0,-2] [-2,0] [-2,2] [0,2]")


def test_fifty_four_vertices_with_canonical_names():
    """SR-C-2 (vertices), SR-C-2.1, SR-C-2.5: 54 board vertices, each named once as [q, r, N] or
    [q, r, S]."""
    assert len(g.VERTEX_NAMES) == len(set(g.VERTEX_NAMES)) == 54
    assert all(re.fullmatch(r"-?\d+,-?\d+,[NS]", v) for v in g.VERTEX_NAMES)
    assert all(1 <= len(hs) <= 3 for hs in g.VERTEX_HEXES)


def test_corners_of_a_hex():
    """SR-C-2.2: corners 1-6 of [q, r] clockwise from north."""
    assert [g.VERTEX_NAMES[v] for v in g.HEX_VERTICES[g.HEX_ID[(1, -1)]]] == [
        "1,-1,N", "2,-2,S", "1,0,N", "1,-1,S", "0,0,N", "1,-2,S"]


def test_hexes_a_vertex_touches():
    """SR-C-2.3: [q, r, N] touches [q, r], [q, r-1], [q+1, r-1]; [q, r, S] touches [q, r],
    [q, r+1], [q-1, r+1] (only the land ones are listed)."""
    def touched(v: str) -> set[tuple[int, int]]:
        return {g.LAND[h] for h in g.VERTEX_HEXES[g.VERTEX_ID[v]]}

    assert touched("0,0,N") == {(0, 0), (0, -1), (1, -1)}
    assert touched("0,0,S") == {(0, 0), (0, 1), (-1, 1)}
    assert touched("2,0,N") == {(2, 0), (2, -1)}  # [3, -1] is sea
    assert touched("0,-3,S") == {(0, -2)}


def test_adjacent_vertices():
    """SR-C-2.4: the vertices one edge away (the distance rule's), as WE-5 uses them:
    [0,0,N]'s neighbours are [1,-2,S], [0,-1,S] and [1,-1,S]."""
    assert neighbours_of("0,0,N") == {"1,-2,S", "0,-1,S", "1,-1,S"}
    assert neighbours_of("0,0,S") == {"-1,2,N", "0,1,N", "-1,1,N"}
    assert neighbours_of("0,-3,S") == {"0,-2,N", "-1,-1,N"}  # on the coast: two board neighbours
    assert all(len(ns) in (2, 3) for ns in g.VERTEX_NEIGHBOURS)


def test_seventy_two_edges_thirty_on_the_coast():
    """SR-C-3.1, SR-C-3.5: 72 board edges named [q, r, NE|E|SE]; 30 coast edges, 42 inland."""
    assert len(g.EDGE_NAMES) == len(set(g.EDGE_NAMES)) == 72
    assert all(re.fullmatch(r"-?\d+,-?\d+,(NE|E|SE)", e) for e in g.EDGE_NAMES)
    sides = [len(hs) for hs in g.EDGE_HEXES]
    assert (sides.count(1), sides.count(2)) == (30, 42)


def test_edge_ends_and_sides():
    """SR-C-3.2: the ends of NE, E and SE edges; SR-C-3.3: the hexes either side."""
    def ends(e: str) -> set[str]:
        return {g.VERTEX_NAMES[v] for v in g.EDGE_VERTICES[g.EDGE_ID[e]]}

    assert ends("0,0,NE") == {"0,0,N", "1,-1,S"}
    assert ends("0,0,E") == {"1,-1,S", "0,1,N"}
    assert ends("0,0,SE") == {"0,1,N", "0,0,S"}
    assert {g.LAND[h] for h in g.EDGE_HEXES[g.EDGE_ID["0,0,NE"]]} == {(0, 0), (1, -1)}
    assert {g.LAND[h] for h in g.EDGE_HEXES[g.EDGE_ID["2,0,E"]]} == {(2, 0)}  # coast


def test_sides_of_a_hex_table():
    """SR-C-3.1, SR-C-3.4: the sides NE, E, SE, SW, W, NW of [q, r] under their canonical
    names, side k joining corner k and corner k+1 (the spec's side table)."""
    h = g.HEX_ID[(0, 0)]
    assert [g.EDGE_NAMES[e] for e in g.HEX_EDGES[h]] == [
        "0,0,NE", "0,0,E", "0,0,SE", "-1,1,NE", "-1,0,E", "0,-1,SE"]
    corners = g.HEX_VERTICES[h]
    for k, e in enumerate(g.HEX_EDGES[h]):
        assert set(g.EDGE_VERTICES[e]) == {corners[k], corners[(k + 1) % 6]}


SPIRAL_TABLE = {
    "E": "[2,0] [2,-1] [2,-2] [1,-2] [0,-2] [-1,-1] [-2,0] [-2,1] [-2,2] [-1,2] [0,2] [1,1] "
         "[1,0] [1,-1] [0,-1] [-1,0] [-1,1] [0,1] [0,0]",
    "NE": "[2,-2] [1,-2] [0,-2] [-1,-1] [-2,0] [-2,1] [-2,2] [-1,2] [0,2] [1,1] [2,0] [2,-1] "
          "[1,-1] [0,-1] [-1,0] [-1,1] [0,1] [1,0] [0,0]",
    "NW": "[0,-2] [-1,-1] [-2,0] [-2,1] [-2,2] [-1,2] [0,2] [1,1] [2,0] [2,-1] [2,-2] [1,-2] "
          "[0,-1] [-1,0] [-1,1] [0,1] [1,0] [1,-1] [0,0]",
    "W": "[-2,0] [-2,1] [-2,2] [-1,2] [0,2] [1,1] [2,0] [2,-1] [2,-2] [1,-2] [0,-2] [-1,-1] "
         "[-1,0] [-1,1] [0,1] [1,0] [1,-1] [0,-1] [0,0]",
    "SW": "[-2,2] [-1,2] [0,2] [1,1] [2,0] [2,-1] [2,-2] [1,-2] [0,-2] [-1,-1] [-2,0] [-2,1] "
          "[-1,1] [0,1] [1,0] [1,-1] [0,-1] [-1,0] [0,0]",
    "SE": "[0,2] [1,1] [2,0] [2,-1] [2,-2] [1,-2] [0,-2] [-1,-1] [-2,0] [-2,1] [-2,2] [-1,2] "
          "[0,1] [1,0] [1,-1] [0,-1] [-1,0] [-1,1] [0,0]",
}


def test_spirals_equal_the_table():
    """SR-C-4 (the spiral order), SR-C-4.1: the six spirals, exactly as the spec's table lists them."""
    assert list(g.SPIRALS) == list(CORNER_ORDER)
    for corner, listed in SPIRAL_TABLE.items():
        assert list(g.SPIRALS[corner]) == hexes(listed), corner


# --- SR-B-1 components --------------------------------------------------------------------


def test_terrains_and_what_they_produce():
    """SR-B-1.1: 4 forest, 4 pasture, 4 fields, 3 hills, 3 mountains, 1 desert (19).
    SR-B-1.2: what each produces; the desert nothing. SR-C-5.2: the spellings."""
    assert TERRAIN_COUNTS == {"forest": 4, "pasture": 4, "fields": 4, "hills": 3, "mountains": 3,
                              "desert": 1}
    assert sum(TERRAIN_COUNTS.values()) == len(g.LAND)
    assert RESOURCES == ("lumber", "wool", "grain", "brick", "ore")
    assert PRODUCES == {"forest": "lumber", "pasture": "wool", "fields": "grain", "hills": "brick",
                        "mountains": "ore"}
    assert "desert" not in PRODUCES


def test_number_tokens():
    """SR-B-1.3: the token table: 18 tokens, values, counts, pips and letters A-R."""
    table = {2: (1, 1, "B"), 3: (2, 2, "DQ"), 4: (2, 3, "JN"), 5: (2, 4, "AO"), 6: (2, 5, "CP"),
             8: (2, 5, "EK"), 9: (2, 4, "GM"), 10: (2, 3, "FL"), 11: (2, 2, "IR"), 12: (1, 1, "H")}
    assert "".join(TOKEN_LETTERS) == "ABCDEFGHIJKLMNOPQR"
    assert " ".join(f"{k}{v}" for k, v in TOKEN_LETTERS.items()) == (
        "A5 B2 C6 D3 E8 F10 G9 H12 I11 J4 K8 L10 M9 N4 O5 P6 Q3 R11")
    for value, (count, pips, letters) in table.items():
        assert TOKEN_COUNTS[value] == count and PIPS[value] == pips
        assert "".join(k for k, v in TOKEN_LETTERS.items() if v == value) == letters
    assert set(TOKEN_COUNTS) == set(table) and sum(TOKEN_COUNTS.values()) == 18


def test_harbour_set():
    """SR-B-1.4: 9 harbours, 4 generic (3:1) and one 2:1 harbour per resource."""
    assert sorted(HARBOUR_SET) == sorted(["generic"] * 4 + list(RESOURCES))
    assert RATIO == {"generic": 3, "lumber": 2, "wool": 2, "grain": 2, "brick": 2, "ore": 2}


# --- SR-B-2 the beginner layout -------------------------------------------------------------

BEGINNER_TABLE = """
[0, -2] mountains 10 | [1, -2] pasture 2 | [2, -2] forest 9 | [-1, -1] fields 12 | [0, -1] hills 6
[1, -1] pasture 4 | [2, -1] hills 10 | [-2, 0] fields 9 | [-1, 0] forest 11 | [0, 0] desert -
[1, 0] forest 3 | [2, 0] mountains 8 | [-2, 1] forest 8 | [-1, 1] mountains 3 | [0, 1] fields 4
[1, 1] pasture 5 | [-2, 2] hills 5 | [-1, 2] fields 6 | [0, 2] pasture 11
"""

HARBOUR_TABLE = [  # SR-B-2.3: #, type (beginner), ratio, canonical edge, access vertices
    ("H1", "ore", 2, "2,-1,NE", ("2,-1,N", "3,-2,S")),
    ("H2", "generic", 3, "2,0,E", ("3,-1,S", "2,1,N")),
    ("H3", "wool", 2, "1,1,SE", ("1,2,N", "1,1,S")),
    ("H4", "generic", 3, "-1,2,SE", ("-1,3,N", "-1,2,S")),
    ("H5", "generic", 3, "-3,3,NE", ("-3,3,N", "-2,2,S")),
    ("H6", "brick", 2, "-3,1,E", ("-2,0,S", "-3,2,N")),
    ("H7", "lumber", 2, "-2,-1,E", ("-1,-2,S", "-2,0,N")),
    ("H8", "generic", 3, "0,-3,SE", ("0,-3,S", "0,-2,N")),
    ("H9", "grain", 2, "1,-2,NE", ("1,-2,N", "2,-3,S")),
]


def test_beginner_layout_equals_the_table():
    """SR-B-2.2: every land hex has exactly the beginner table's terrain and token; SR-B-2.7:
    the robber starts on the desert [0, 0]."""
    island = beginner_island()
    rows = [cell.split() for cell in re.split(r"\s*\|\s*|\n", BEGINNER_TABLE.replace(", ", ",")) if cell]
    assert len(rows) == 19
    for place, terrain, token in rows:
        h = at(place)
        assert island.terrain[h] == terrain, place
        assert island.tokens[h] == (None if token == "-" else int(token)), place
    assert island.layout == "beginner"
    assert island.robber_start == g.HEX_ID[(0, 0)] and island.terrain[island.robber_start] == "desert"


def test_beginner_harbours_equal_the_table():
    """SR-B-2.3: the nine harbour positions H1-H9 with the beginner types and ratios, and their
    access vertices as the table lists them (the ends of the edge, SR-C-3.2; the table gives
    H8's two ends in the other order)."""
    island = beginner_island()
    assert tuple(row[3] for row in HARBOUR_TABLE) == HARBOUR_EDGES
    assert len(island.harbours) == 9
    for harbour, (name, kind, ratio, edge, access) in zip(island.harbours, HARBOUR_TABLE, strict=True):
        assert g.EDGE_NAMES[harbour.edge] == edge, name
        assert (harbour.type, harbour.ratio) == (kind, ratio), name
        assert {g.VERTEX_NAMES[v] for v in harbour.vertices} == set(access), name
    assert [set(pair) for pair in HARBOUR_ACCESS] == [set(row[4]) for row in HARBOUR_TABLE]


def test_harbour_positions_are_on_the_coast_apart_and_reachable():
    """SR-C-5.3: each harbour on a coast edge, no vertex shared between two harbours;
    SR-E-5: a harbour's two access vertices are adjacent."""
    seen: set[int] = set()
    for harbour in beginner_island().harbours:
        assert len(g.EDGE_HEXES[harbour.edge]) == 1
        a, b = harbour.vertices
        assert b in g.VERTEX_NEIGHBOURS[a]
        assert not seen & {a, b}
        seen |= {a, b}


def test_board_file_island_equals_the_spec_yaml_block():
    """SR-C-5.1: the board file holds the spec's beginner YAML block, as the section island."""
    assert island_from_yaml(BOARD_FILE) == beginner_island()
    assert beginner_island() is beginner_island()  # read once


# --- SR-B-2.4 to SR-B-2.7 the random layout -----------------------------------------------


class ScriptedRng:
    """Stands in for the match's generator: records each call and answers from a script."""

    def __init__(self, terrain: list[str] | None = None, corner: str | None = None):
        self.calls: list[tuple[str, list[Any]]] = []
        self.terrain, self.corner = terrain, corner

    def shuffle(self, seq: list[Any]) -> None:
        self.calls.append(("shuffle", list(seq)))
        if self.terrain is not None and len(seq) == 19:
            seq[:] = self.terrain

    def choice(self, seq: Any) -> Any:
        self.calls.append(("choice", list(seq)))
        return self.corner if self.corner is not None else seq[0]


WE6_TOKENS = ("[-2,2]=A5 [-1,2]=B2 [0,2]=C6 [1,1]=D3 [2,0]=E8 [2,-1]=F10 [2,-2]=G9 [1,-2]=H12 "
              "[0,-2]=I11 [-1,-1]=J4 [-2,0]=K8 [-2,1]=L10 [-1,1]=M9 [0,1]=N4 [1,0]=O5 [0,-1]=P6 "
              "[-1,0]=Q3 [0,0]=R11")


def test_worked_example_6_random_layout_tokens():
    """WE-6 (SR-B-2.5, SR-C-4.1): the desert on [1,-1], the start corner SW: the tokens are
    A5 on [-2,2] ... R11 on [0,0], [1,-1] skipped, and the robber starts on [1,-1]."""
    desert = g.HEX_ID[(1, -1)]
    terrain = ["forest"] * 19
    terrain[desert] = "desert"
    island = random_island(ScriptedRng(terrain, "SW"))  # type: ignore[arg-type]
    expected: list[int | None] = [None] * 19
    for place, letter in re.findall(r"(\[-?\d+,-?\d+\])=([A-R])", WE6_TOKENS):
        expected[at(place)] = TOKEN_LETTERS[letter]
    assert len([t for t in expected if t]) == 18
    assert island.tokens == tuple(expected) == spiral_tokens(desert, "SW")
    assert island.tokens[desert] is None
    assert island.robber_start == desert


def test_random_layout_draws_r2_r3_r4_in_order():
    """Randomness R2, R3, R4: first the terrain shuffle (19 hexes), then the start corner
    (uniform over E, NE, NW, W, SW, SE), then the harbour types (9), one draw each."""
    rng = ScriptedRng()
    random_island(rng)  # type: ignore[arg-type]
    (k2, bag), (k3, corners), (k4, types) = rng.calls
    assert k2 == "shuffle" and sorted(bag) == sorted(t for t, n in TERRAIN_COUNTS.items() for _ in range(n))
    assert k3 == "choice" and corners == ["E", "NE", "NW", "W", "SW", "SE"]
    assert k4 == "shuffle" and sorted(types) == sorted(HARBOUR_SET)
    real = SeededRng(3)
    random_island(real)
    assert real.uses == 3


def test_random_layout_is_reproducible_for_a_seed():
    """R2-R4 come from the match's seeded generator: the same seed deals the same island."""
    assert random_island(SeededRng(2024)) == random_island(SeededRng(2024))
    assert len({random_island(SeededRng(seed)) for seed in range(20)}) == 20


@pytest.mark.parametrize("seed", range(40))
def test_random_layout_obeys_the_rules(seed):
    """SR-B-2.4: the 19 terrains shuffled over the land; SR-B-2.5: tokens A-R along the spiral
    from one of the six corners, skipping the desert; SR-B-2.6: the 9 harbour types over the
    9 positions of SR-B-2.3; SR-B-2.7: the robber on the desert."""
    island = random_island(SeededRng(seed))
    assert island.layout == "random"
    assert {t: island.terrain.count(t) for t in TERRAIN_COUNTS} == TERRAIN_COUNTS
    desert = island.terrain.index("desert")
    assert island.tokens[desert] is None and island.robber_start == desert
    assert island.tokens in {spiral_tokens(desert, c) for c in CORNER_ORDER}
    assert [g.EDGE_NAMES[h.edge] for h in island.harbours] == list(HARBOUR_EDGES)
    assert sorted(h.type for h in island.harbours) == sorted(HARBOUR_SET)
    assert all(h.ratio == RATIO[h.type] for h in island.harbours)
    assert all(set(h.vertices) == set(g.EDGE_VERTICES[h.edge]) for h in island.harbours)


def test_every_start_corner_and_desert_place_occurs():
    """SR-B-2.4, SR-B-2.5 (R2, R3): over 300 seeds every land hex has held the desert and
    every corner has started the spiral."""
    deserts, corners = set(), set()
    for seed in range(300):
        island = random_island(SeededRng(seed))
        desert = island.terrain.index("desert")
        deserts.add(desert)
        corners |= {c for c in CORNER_ORDER if spiral_tokens(desert, c) == island.tokens}
    assert deserts == set(range(19)) and corners == set(CORNER_ORDER)


def test_the_spiral_never_puts_a_6_or_8_next_to_another():
    """The issue's "no adjacent 6 and 8" for the random layout (SR-B-2.5, SR-C-4.1): checked
    over all 114 cases (19 desert places x 6 start corners), no 6 or 8 ever borders a 6 or 8,
    so the spiral method needs no extra rule."""
    cases = 0
    for desert in range(19):
        for corner in CORNER_ORDER:
            tokens = spiral_tokens(desert, corner)
            cases += 1
            red = {h for h, t in enumerate(tokens) if t in (6, 8)}
            assert len(red) == 4
            for h in red:
                touching = {n for n, _ in g.HEX_NEIGHBOURS[h]} & red
                assert not touching, (g.LAND[desert], corner, g.LAND[h])
    assert cases == 114


# --- SR-C-5 the board file and its checks -------------------------------------------------


def board(tmp_path: Path, old: str = "", new: str = "", name: str = "settlers") -> tuple[Path, str]:
    """A copy of boards/settlers.yaml with ``old`` replaced by ``new`` (once; it must be there)."""
    assert BOARD_TEXT.count(old) == 1 or not old
    text = BOARD_TEXT.replace(old, new, 1) if old else BOARD_TEXT
    path = tmp_path / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return path, text


def line_of(text: str, fragment: str) -> int:
    [line] = [i for i, t in enumerate(text.splitlines(), 1) if fragment in t]
    return line


def error(path: Path) -> BadLayout:
    with pytest.raises(BadLayout) as caught:
        island_from_yaml(path)
    return caught.value


BROKEN = [  # (id, old, new, line marker in the broken text, field, words)
    ("token-on-desert", "terrain: desert, token: null", "terrain: desert, token: 5",
     "terrain: desert", "island.hexes[9].token", "the desert carries no number token (SR-B-1.2)"),
    ("hex-missing", "    - {q: 0, r: 2, terrain: pasture, token: 11}\n", "", "  hexes:",
     "island.hexes", "lists 18 land hexes, but the island has 19 (SR-C-1.3); missing: [0, 2]"),
    ("terrain-count", "{q: 1, r: 0, terrain: forest, token: 3}", "{q: 1, r: 0, terrain: hills, token: 3}",
     "{q: -2, r: 2,", "island.hexes[16].terrain", "one hills hex too many: the island has 3 (SR-B-1.1"),
    ("token-count", "{q: 1, r: 0, terrain: forest, token: 3}", "{q: 1, r: 0, terrain: forest, token: 6}",
     "{q: -1, r: 2,", "island.hexes[17].token", "one 6 token too many: there are 2 (SR-B-1.3"),
    ("token-seven", "terrain: forest, token: 3}", "terrain: forest, token: 7}", "token: 7",
     "island.hexes[10].token", "no number token shows 7"),
    ("token-none", "terrain: forest, token: 3}", "terrain: forest, token: null}", "{q: 1, r: 0,",
     "island.hexes[10].token", "a forest hex carries a number token"),
    ("hex-off-island", "{q: 0, r: 2, terrain", "{q: 1, r: 2, terrain", "{q: 1, r: 2,",
     "island.hexes[18]", "[1, 2] is not a land hex"),
    ("hex-twice", "{q: 0, r: 2, terrain", "{q: 1, r: 0, terrain", "terrain: pasture, token: 11",
     "island.hexes[18]", "hex [1, 0] is listed twice (first as island.hexes[10])"),
    ("terrain-typo", "terrain: forest, token: 9", "terrain: forrest, token: 9", "forrest",
     "island.hexes[2].terrain", "unknown terrain 'forrest'; did you mean 'forest'?"),
    ("harbour-inland", "{edge: [2, 0, E], type: generic", "{edge: [1, 0, E], type: generic", "[1, 0, E]",
     "island.harbours[1].edge", "the edge [1, 0, E] is inland, between [1, 0] and [2, 0]"),
    ("harbours-share-a-vertex", "{edge: [2, 0, E], type: generic", "{edge: [2, -1, E], type: generic",
     "[2, -1, E]", "island.harbours[1].edge",
     "shares the corner [3, -2, S] with the harbour island.harbours[0] on [2, -1, NE]"),
    ("harbour-twice", "{edge: [2, 0, E], type: generic", "{edge: [2, -1, NE], type: generic",
     "[2, -1, NE], type: generic", "island.harbours[1].edge",
     "the edge [2, -1, NE] has a harbour already (island.harbours[0])"),
    ("harbour-at-sea", "[-3, 3, NE]", "[-4, 3, NE]", "[-4, 3, NE]", "island.harbours[4].edge",
     "is out at sea"),
    ("harbour-west-side", "[-3, 1, E]", "[-2, 1, W]", "[-2, 1, W]", "island.harbours[5].edge[2]",
     "the W side of [-2, 1] is written [-3, 1, E]"),
    ("harbour-ratio", "[0, -3, SE], type: generic, ratio: 3", "[0, -3, SE], type: generic, ratio: 2",
     "[0, -3, SE]", "island.harbours[7].ratio", "a generic harbour trades 3:1"),
    ("harbour-type-count", "type: grain, ratio: 2", "type: ore, ratio: 2", "[1, -2, NE]",
     "island.harbours[8].type", "one ore harbour too many: there is 1 (SR-B-1.4"),
    ("harbour-missing", "    - {edge: [1, -2, NE], type: grain, ratio: 2}\n", "", "  harbours:",
     "island.harbours", "lists 8 harbours, but the island has 9 (SR-B-1.4); missing: 1 grain"),
    ("field-typo", "type: ore, ratio: 2}", "tpye: ore, ratio: 2}", "tpye",
     "island.harbours[0].tpye", "unknown field 'tpye'; did you mean 'type'?"),
    ("section-field-typo", "robber_start:", "rober_start:", "rober_start", "island.rober_start",
     "unknown field 'rober_start'; did you mean 'robber_start'?"),
    ("robber-off-desert", "robber_start: [0, 0]", "robber_start: [1, 0]", "robber_start",
     "island.robber_start", "the robber starts on the desert, [0, 0] (SR-B-2.7), not on [1, 0] (forest)"),
    ("robber-at-sea", "robber_start: [0, 0]", "robber_start: [0, 3]", "robber_start",
     "island.robber_start", "[0, 3] is not a land hex"),
    ("layout-typo", "layout: beginner", "layout: begginer", "layout:", "island.layout",
     "expected beginner or random, got 'begginer'; did you mean 'beginner'?"),
]


@pytest.mark.parametrize(("old", "new", "marker", "field", "words"), [c[1:] for c in BROKEN],
                         ids=[c[0] for c in BROKEN])
def test_a_broken_island_names_file_line_and_field(tmp_path, old, new, marker, field, words):
    """SR-C-5.3: the validator's checks (19 land hexes at distance <= 2, the terrain counts of
    SR-B-1.1, 18 tokens with the token table's counts and none on the desert, 9 harbours each
    on a coast edge with no vertex shared, the robber on the desert), each error naming the
    file, the line and the field."""
    path, text = board(tmp_path, old, new)
    caught = error(path)
    line = line_of(text, marker)
    assert (caught.file, caught.line, caught.field) == (str(path), line, field)
    assert words in caught.problem
    assert str(caught).startswith(f"{path}, line {line}, field {field}: ")


def test_a_board_without_an_island_is_refused(tmp_path):
    """SR-C-5.1: the board file must hold the island."""
    path = tmp_path / "settlers.yaml"
    path.write_text("board: settlers\ntitle: Settlers\nsize: [1600, 1000]\n", encoding="utf-8")
    caught = error(path)
    assert (caught.file, caught.field) == (str(path), "island")
    assert "is required but missing" in caught.problem


def test_the_island_section_must_be_a_mapping(tmp_path):
    """SR-C-5.1: the island is a mapping of its fields; the layout reader says so at its line."""
    path = tmp_path / "settlers.yaml"
    path.write_text("board: settlers\ntitle: S\nsize: [10, 10]\nisland: [beginner]\n", encoding="utf-8")
    with pytest.raises(BadLayout, match=r"line 4, field island: expected a mapping of fields, got a list"):
        load_layout_file(path)


def test_errors_in_the_bundled_board_are_named_as_boards_settlers_yaml(tmp_path):
    """The game reads boards/settlers.yaml by its bundled path; errors name it as board makers know it."""
    path, _ = board(tmp_path, "terrain: desert, token: null", "terrain: desert, token: 5")
    shown = r"^boards/settlers\.yaml, line \d+, field island\.hexes\[9\]\.token: the desert"
    with pytest.raises(BadLayout, match=shown):
        island_from_yaml(path, "boards/settlers.yaml")


def test_the_layout_keeps_the_island_as_a_value(tmp_path):
    """The board's island section is handed on as written: equal for equal files, hashable,
    picklable (layouts are frozen values), and read with its lines by the game."""
    first, again = load_layout_file(BOARD_FILE), load_layout_file(BOARD_FILE)
    assert list(first.sections) == ["island"]
    assert first == again and hash(first) == hash(again)
    assert pickle.loads(pickle.dumps(first)) == first
    section = first.sections["island"]
    assert (section.at.field, section.at.line) == ("island", line_of(BOARD_TEXT, "island:"))
    assert read_island(section.at, section.node) == beginner_island()
    path, _ = board(tmp_path, "pasture, token: 11}", "pasture, token: 12}")
    assert load_layout_file(path) != first  # the layout itself does not check the island


def _settlers() -> list[Any]:
    """A stand-in for the settlers game as validate-boards sees it: its board and its needs."""
    needs = BoardNeeds(sections={"island": read_island})
    return [SimpleNamespace(board="settlers", title="Settlers of the Forest Isle", board_needs=needs)]


def test_validate_boards_checks_the_island(tmp_path):
    """`sherwood validate-boards` checks the island (SR-C-5.3) through the game's board needs:
    the bundled board is ok, a broken copy names file, line and field, a board without an
    island says the game needs one."""
    folder = tmp_path / "boards"
    folder.mkdir()
    games = _settlers()
    (folder / "settlers.yaml").write_text(BOARD_TEXT, encoding="utf-8")
    assert validate_boards(folder, games) == [("settlers", None)]
    broken = BOARD_TEXT.replace("{edge: [2, 0, E], type: generic", "{edge: [1, 0, E], type: generic")
    (folder / "settlers.yaml").write_text(broken, encoding="utf-8")
    [(_, problem)] = validate_boards(folder, games)
    line = line_of(broken, "[1, 0, E]")
    assert problem.startswith(f"{folder / 'settlers.yaml'}, line {line}, field island.harbours[1].edge: "
                              "the edge [1, 0, E] is inland")
    (folder / "settlers.yaml").write_text("board: settlers\ntitle: S\nsize: [10, 10]\n", encoding="utf-8")
    [(_, problem)] = validate_boards(folder, games)
    assert problem == (f"{folder / 'settlers.yaml'}, line 1, field island: Settlers of the Forest Isle "
                       "needs a section 'island', which the board lacks")


def test_the_bundled_boards_validate():
    """The bundled boards/settlers.yaml passes validate-boards, with and without the island
    checked by the game's needs."""
    import sherwood.games  # noqa: F401  (hands the catalogue to the engine)

    assert dict(validate_boards())["settlers"] is None
    assert dict(validate_boards(BOARD_FILE.parent, _settlers()))["settlers"] is None
