"""Components, setup, options and the bag of discs (AR-0, AR-1, AR-3, AR-4, AR-15, AR-16,
AR-17 of shared/rules/adventures_solo.md), one test per rule or small group, through the
public API (``Match.start``, ``legal_commands``, ``apply``, ``view``)."""

from __future__ import annotations

from collections import Counter

import pytest

from sherwood.engine import Match
from sherwood.ui.games import words_of
from tests.games.adventures.playing import do, kinds, of, only
from tests.games.adventures.situations import rig, situation

LION = {"robin": "S1", "marian": "S2", "john": "S3", "will": "S4"}  # table 1.2, table 1.5
SEAL_HOPE = {"S1": -1, "S2": 0, "S3": -1, "S4": 0, "S5": 0, "S6": 0, "S7": -1, "S8": -1}


def faces(m):
    return dict(m.view(0).faces)


def starts(n=12, **options):
    return [Match.start("adventures", 1, seed=seed, options=options) for seed in range(n)]


# --- 0, 14.8: the story and the goal --------------------------------------------------------------

def test_the_start_shows_the_story_and_the_goal():
    """AR-0.1, AR-0.1a, AR-0.7, AR-14.8, AR-14.1: the base game's Chapter 4 is replaced by this
    document; the game opens with the story text and the goal (18 Hope before the last of 7
    hourglasses leaves the Evil End)."""
    m = Match.start("adventures", 1, seed=0)
    began = m.opening_events[0]
    assert began.kind == "adventure_began"
    text = words_of(m).event(began)
    assert "You are alone!" in text and "Blackgarden" in text
    assert "18" in text and "hourglass" in text


# --- 1: components ------------------------------------------------------------------------------

def test_the_dossier_and_the_explore_overview_replace_tiles_78_and_79():
    """AR-1.1, AR-1.2, AR-1.3, AR-1.4: the solo dossier (a track of six squares, for the red
    die) and the explore overview replace tiles 78 and 79; they are display areas, not
    spaces."""
    from sherwood.games.adventures.board import BOARD
    assert BOARD.displays["solo_dossier_78"]["squares"] == 6
    assert "explore_overview_79" in BOARD.displays
    keys = set(BOARD.spaces)
    assert not any("78" in k or "79" in k for k in keys)
    assert Match.start("adventures", 1, seed=0).view(0).dossier == 1  # AR-3.15


def test_the_components_are_all_there():
    """AR-0.2, AR-0.2a, AR-1.12, AR-3.11, AR-3.12, AR-1.5: 7 discs (own, white, 2 grey, red,
    2 violet), 20 white and 20 violet dice, 8 seals of which 4 lions (S1-S4) lie on the forest
    places; at the first turn the bag holds 8 violet dice and 1 white one."""
    for m in starts(8):
        view = m.view(0)
        discs = Counter(view.bag_discs) + Counter(view.drawn_discs)
        assert discs == Counter({"own": 1, "white": 1, "grey": 2, "red": 1, "violet": 2})
        assert view.bag_violet + view.supply_violet == 20
        assert view.bag_white + view.supply_white == 20
        assert (view.bag_violet, view.bag_white) == (8, 1)
        assert sorted([*view.seals_bag, *view.recesses]) == [f"S{i}" for i in range(1, 9)]


def test_table_1_5_every_seal_reveals_its_tiles():
    """AR-1.12, AR-1.13, AR-11.5, AR-11.5a: drawn by the Sheriff's hour, each seal costs Hope
    where table 1.5 says and reveals exactly its guards, nobles and coaches."""
    table = {"S1": {"G1", "G2", "G3", "N13"}, "S2": {"G4", "G5", "N14", "N15"},
             "S3": {"G6", "G7", "G8", "N16"}, "S4": {"G9", "G10", "N17", "N18"},
             "S5": {"G11", "C22"}, "S6": {"G12", "C23"},
             "S7": {"G1", "G5", "G9", "N19", "N20"}, "S8": {"G3", "G7", "G11", "G12", "N21"}}
    for seal, tiles in table.items():
        m = situation(at="hollow_tree", hope=10, recesses=[], phase="after")
        rig(m, discs=["red", "own"], seals=[seal])
        events = do(m, "end_turn")
        assert only(events, "seal_drawn").seal == seal
        revealed = {t for t, f in faces(m).items() if f == "revealed"}
        assert revealed == tiles, seal
        assert m.view(0).hope == 10 + SEAL_HOPE[seal], seal


# --- 3: setup ---------------------------------------------------------------------------------

def test_every_tile_starts_on_its_initial_face():
    """AR-3.1, AR-3.1a, AR-3.2, AR-3.3, AR-3.4, AR-2.6: with no set, every tile lies on its
    first face (no star shows), the tree bridges 30-38 show the bridge; guards, nobles and
    coaches start hidden unless the setup seal revealed them."""
    m = Match.start("adventures", 1, seed=3, options={"task_set": "none", "camp": 60})
    f = faces(m)
    for n in range(30, 39):
        assert f[str(n)] == "bridge"
    for tile in ("58", "90", "149", "150", "190"):
        assert f[tile] == "unexplored"
    assert (f["46"], f["48"], f["243"], f["250"], f["251"]) == ("empty", "empty", "pennant", "roof", "cross")
    seals = [e.seal for e in of(m.opening_events, "seal_drawn")]
    assert len(seals) >= 1
    hidden = {t for t in f if t[0] in "GNC" and f[t] == "hidden"}
    assert hidden and all(f[t] in ("hidden", "revealed") for t in f if t[0] in "GNC")


@pytest.mark.parametrize("camp", [60, 70])
def test_the_secret_camp_and_its_front_tile(camp):
    """AR-3.5, AR-3.5a, AR-3.6, AR-3.6a, AR-2.8, AR-15.2: the chosen camp shows its symbols, the
    other is inactive; the tile in front of the chosen camp (50 for 60, 61 for 70) is removed,
    the other stays present (its space blocked)."""
    m = Match.start("adventures", 1, seed=1, options={"camp": camp})
    f = faces(m)
    other = 70 if camp == 60 else 60
    front, other_front = ("50", "61") if camp == 60 else ("61", "50")
    assert f[str(camp)] == "symbols" and f[str(other)] == "inactive"
    assert f[front] == "removed" and f[other_front] == "present"
    assert m.view(0).camp == camp


def test_a_random_camp_is_either():
    """AR-3.5a, AR-3.24, AR-15.2: "random" chooses 60 or 70 with the match's generator (both
    occur; the same seed gives the same camp)."""
    camps = {Match.start("adventures", 1, seed=s, options={"camp": "random"}).view(0).camp
             for s in range(30)}
    assert camps == {60, 70}
    assert (Match.start("adventures", 1, seed=7).view(0).camp
            == Match.start("adventures", 1, seed=7).view(0).camp)


def test_a_new_game_starts_from_an_empty_bag():
    """AR-3.7, AR-3.7a, AR-3.9, AR-3.10, AR-3.15: nothing from an earlier game: the bag holds
    only what setup put in, the bow die lies on the bow, no object is owned, the dossier's red
    die is on square 1."""
    for m in starts(4):
        view = m.view(0)
        assert not view.bow_in_bag
        assert sum(dict(view.objects).values()) == 0
        assert view.dossier == 1
        assert (view.bag_violet, view.bag_white) == (8, 1)


@pytest.mark.parametrize("outlaw", ["robin", "marian", "john", "will"])
def test_the_outlaw_starts_where_the_seal_of_its_colour_lies(outlaw):
    """AR-3.8, AR-3.17, AR-3.18, AR-3.19, AR-1.6, AR-15.3: the four lion seals are shuffled
    over old_oak, hollow_tree, stones and herbs_94; the chosen outlaw starts on the place whose
    seal has its colour."""
    places = set()
    for seed in range(10):
        m = Match.start("adventures", 1, seed=seed, options={"outlaw": outlaw})
        laid = dict((seal, place) for place, seal in only(m.opening_events, "lion_seals_laid").places)
        assert set(laid.values()) == {"old_oak", "hollow_tree", "stones", "herbs_94"}
        assert sorted(laid) == ["S1", "S2", "S3", "S4"]
        assert m.view(0).outlaw == outlaw
        start_space = only(m.opening_events, "adventure_began").start
        assert start_space == laid[LION[outlaw]]
        places.add(start_space)
    assert len(places) > 1  # the shuffle is not fixed


def test_the_setup_seal_goes_into_recess_1_and_is_resolved():
    """AR-3.20, AR-3.21, AR-11.5, AR-3.14, AR-12.1, AR-3.13, AR-12.4: all 8 seals go into the
    bag; one is drawn into recess 1 and resolved (Hope 4, less 1 if the seal says so); 7
    hourglasses stand on the Evil End."""
    for m in starts(16):
        opening = list(m.opening_events)
        first = of(opening, "seal_drawn")[0]
        assert first.recess == 1
        assert m.view(0).recesses[0] == first.seal
        hope_after_seal = 4 + SEAL_HOPE[first.seal]
        begun = kinds(opening).index("disc_drawn")
        before_discs = opening[:begun]
        assert sum(e.delta for e in of(before_discs, "hope_changed")) == hope_after_seal - 4
        removed = len(of(opening, "hourglass_removed"))
        assert m.view(0).hourglasses == 7 - removed


def test_gisbourne_starts_in_the_shadows_before_the_gate_and_the_first_disc_is_drawn():
    """AR-3.22, AR-3.23, AR-3.24: Gisbourne stands on gate_shadows until something moves him;
    the first disc is drawn at once (the adventure begins) after the camp, the lion shuffle and
    the setup seal."""
    for m in starts(12):
        opening = kinds(m.opening_events)
        assert opening.index("lion_seals_laid") < opening.index("seal_drawn") < opening.index("disc_drawn")
        if "gisbourne_rode" not in opening:
            assert m.view(0).gisbourne == "gate_shadows"
        assert m.view(0).round == 1
        assert len(m.view(0).drawn_discs) >= 1


# --- 4: the round and the discs ----------------------------------------------------------------

@pytest.mark.parametrize("disc", ["own", "white", "grey"])
def test_your_own_white_and_grey_discs_give_a_turn(disc):
    """AR-4.3, AR-4.4: the disc of your colour, the white disc and a grey disc each give one
    whole turn (move, then an action)."""
    m = situation(at="hollow_tree", phase="after")
    rig(m, discs=[disc])
    events = do(m, "end_turn")
    assert [e.disc for e in of(events, "disc_drawn")] == [disc]
    assert "turn_began" in kinds(events)
    assert m.view(0).prompt.kind == "turn" and m.view(0).prompt.phase == "move"
    assert any(c.kind == "move" for c in m.legal_commands())


def test_a_violet_disc_moves_gisbourne():
    """AR-4.5: a violet disc: Gisbourne moves (one activation, AR-10)."""
    m = situation(at="north_road", gisbourne="west_wall_111", phase="after")
    rig(m, discs=["violet", "own"])
    events = do(m, "end_turn")
    assert kinds(events).index("gisbourne_rode") < kinds(events).index("turn_began")


def test_the_red_disc_is_the_sheriffs_hour():
    """AR-4.6, AR-11.1: the red disc: an hourglass leaves the Evil End, the watch check, then a
    seal."""
    m = situation(at="hollow_tree", phase="after", hourglasses=6)
    rig(m, discs=["red", "own"], seals=["S2"])
    events = do(m, "end_turn")
    assert m.view(0).hourglasses == 5
    assert only(events, "seal_drawn").seal == "S2"


def test_a_round_is_seven_discs_then_all_return():
    """AR-4.2, AR-4.7: discs are drawn one at a time and laid beside the bag; after the seventh
    is resolved all 7 return and the next round begins with a new draw."""
    six = ["own", "white", "grey", "violet", "grey", "violet"]
    m = situation(at="hollow_tree", phase="after", drawn_discs=six, hourglasses=5)
    assert tuple(m.view(0).bag_discs) == ("red",)
    rig(m, discs=["red", "white"], seals=["S2"])
    events = do(m, "end_turn")
    order = kinds(events)
    assert [e.disc for e in of(events, "disc_drawn")] == ["red", "white"]
    assert order.index("seal_drawn") < order.index("round_began") < order.index("turn_began")
    assert only(events, "round_began").round == 2
    view = m.view(0)
    assert view.round == 2 and view.hourglasses == 4
    assert tuple(view.drawn_discs) == ("white",)
    assert sorted(view.bag_discs) == sorted(["own", "grey", "grey", "red", "violet", "violet"])


def test_a_draw_takes_one_item_of_its_kind_uniformly():
    """AR-4.1, AR-17.1: every draw names a kind and takes one item of that kind at random; the
    same seed gives the same game (one generator, no other chance)."""
    a = Match.start("adventures", 1, seed=11)
    b = Match.start("adventures", 1, seed=11)
    assert a.state_hash() == b.state_hash()
    for _ in range(30):
        if a.is_over:
            break
        c = a.legal_commands()[0]
        assert [e.to_json() for e in a.apply(c)] == [e.to_json() for e in b.apply(c)]


# --- 15, 16: options and what is public -----------------------------------------------------------

def test_the_options():
    """AR-15.1, AR-15.2, AR-15.3, AR-15.4, AR-3.16, AR-3.16a: sets 1, 2, 3 or none; camp 60, 70 or
    random; any of the four outlaws; one seat only (no multiplayer)."""
    from sherwood.games import game_spec
    spec = game_spec("adventures")
    options = {o.name: o for o in spec.options}
    assert set(options["task_set"].choices) == {"1", "2", "3", "none"}
    assert set(options["camp"].choices) == {60, 70, "random"}
    assert set(options["outlaw"].choices) == {"robin", "marian", "john", "will"}
    assert list(spec.seat_counts) == [1]


def test_the_view_is_the_whole_state():
    """AR-16.1, AR-16.2, AR-16.3, AR-16.4: nothing is secret: tile faces, recesses, dossier,
    Hope, hourglasses, objects, Gisbourne and the bag's contents (counts) are in the view; the
    order of future draws is not."""
    m = Match.start("adventures", 1, seed=2)
    view = m.view(0)
    for field in ("faces", "recesses", "dossier", "hope", "hourglasses", "objects", "gisbourne",
                  "bag_discs", "bag_white", "bag_violet", "bow_in_bag", "seals_bag"):
        assert hasattr(view, field), field


def test_the_board_tables():
    """AR-2.1, AR-2.2, AR-2.3, AR-2.4, table 2.1, table 2.3: 57 spaces in table order with a
    zone, a light and a kind; tile codes G guard, N noble, C coach, B tree bridge, M merchant,
    E explorable."""
    from sherwood.games.adventures.board import BOARD
    spaces = list(BOARD.spaces)
    assert len(spaces) == 57 and spaces[0] == "chest_190" and spaces[-1] == "farm_101"
    assert spaces.index("keeper_90") == 3 and spaces.index("cave_149") == 28
    church = {k for k in spaces if BOARD.spaces[k].zone == "church"}
    assert church == {"church_tower_58", "church_front_150"}
    kinds_ = {t.id: t.kind for t in BOARD.tiles.values()}
    assert kinds_["G4"] == "guard" and kinds_["N19"] == "noble" and kinds_["C22"] == "coach"
    assert kinds_["34"] == "tree_bridge" and kinds_["100"] == "merchant"
    assert kinds_["91"] == "explorable"
