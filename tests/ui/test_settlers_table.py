"""Settlers of the Forest Isle's table in the real game scene (the ``driver`` fixture of
tests/ui/conftest.py: the dummy video driver, instant animations), clicked as a player clicks.

Every place comes from ``boards/settlers.yaml``; every legal command can be given by clicks
(a glowing corner, side or hex of the island, a tile of the build panel, a development card
in the hand, the question box, the resource picker, the trade composer, the roll button);
the state that results is read back through ``match.view``. The curtain comes between two
humans before a decision that shows private cards (a discard, an answer to an offer, a turn).
"""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest

from sherwood.engine import Match
from sherwood.engine.layout import load_layout
from sherwood.games.settlers import commands as K
from sherwood.games.settlers import geometry as G
from sherwood.games.settlers import prompts as PR
from sherwood.ui.games import words_of
from sherwood.ui.games.settlers import choices
from sherwood.ui.games.settlers.table import SettlersTable
from sherwood.ui.kit.chooser import reachable
from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.scenes.privacy import PrivacyScene
from sherwood.ui.scenes.results import ResultsScene
from tests.ui.conftest import zones_read
from tests.ui.test_settlers_play import compose_offer, give, settle_past_curtains
from tests.ui.test_text_fits import SIZES, report, size_id, spy_scene

ZONES = (
    "banner",
    "actions",
    "controls",
    "log",
    "caption",
    "table",
    "island",
    "bank",
    "dice",
    "build",
    "hand",
    "seats",
)
SEATS = ["human", "bot:random", "bot:random"]


def start(driver, match: Match) -> PlayScene:
    """``match`` on the screen, settled until a human must decide (curtains lifted)."""
    play = PlayScene(driver.app, match, autosave=False)
    driver.app.scenes.push(play)
    driver.step()
    settle_past_curtains(driver, play)
    assert isinstance(play.table, SettlersTable)
    return play


def play_until(driver, play: PlayScene, done, choose=None, limit: int = 400) -> None:
    """Give the humans' commands by clicks (``choose(match)`` picks one, default the first
    legal) until ``done(match)``."""
    for _ in range(limit):
        if done(play.match):
            return
        settle_past_curtains(driver, play)
        if done(play.match):
            return
        legal = play.match.legal_commands()
        command = choose(play.match) if choose else legal[0]
        give(driver, play, command)
        settle_past_curtains(driver, play)
    raise AssertionError("never got there")


def test_the_table_reads_the_zones_of_its_board(driver):
    """Every zone the table reads is on the board, and every one is read."""
    play = start(driver, Match.start("settlers", SEATS, seed=3))
    asked = zones_read(driver, play)
    board = load_layout("settlers")
    assert set(asked) <= set(board.zones), sorted(set(asked) - set(board.zones))
    assert set(ZONES) == asked, sorted(set(ZONES) ^ asked)
    needs = getattr(play.match.spec.board_needs, "zones", None)
    if needs:  # the game lists what its table reads, for validate-boards
        assert set(ZONES) <= set(needs)


def test_a_zone_moved_on_the_board_moves_on_screen(driver):
    """Moving the build panel 50 units down moves every tile with it."""
    play = start(driver, Match.start("settlers", SEATS, seed=3))
    table = play.table
    board = table.layout
    build = board.zone("build")
    x, y, w, h = build.shape.bounds
    moved = dataclasses.replace(build, shape=type(build.shape).rect(x, y + 50, w, h))
    before = {t.key: t.box for t in table.targets() if t.key[0] == "tile"}
    table.layout = dataclasses.replace(board, zones={**board.zones, "build": moved})
    after = {t.key: t.box for t in table.targets() if t.key[0] == "tile"}
    table.layout = board
    assert before and set(before) == set(after)
    for key, (bx, by, bw, bh) in before.items():
        assert after[key] == (bx, by + 50, bw, bh)


def test_clicking_a_glowing_corner_places_the_first_settlement(driver):
    """SR-B-3.3: in setup every free corner glows; a click on one places the settlement,
    then the sides next to it glow and a click places the road."""
    match = Match.start("settlers", SEATS, seed=3)
    play = start(driver, match)
    me = match.active_seat
    assert isinstance(match.view(me).prompt, PR.SetupSettlement)
    table = play.table
    corners = [t for t in table.targets() if t.key[0] == "vertex"]
    assert len(corners) == 54 and all(t.glow for t in corners)
    assert corners[0].tooltip == "Place a settlement on the coast of the Mountains 10"
    assert reachable(table.chooser) == set(match.legal_commands())
    vertex = "0,0,N"
    driver.click_target(play, ("vertex", vertex))
    v = match.view(me)
    assert v.vertex_owner[G.VERTEX_ID[vertex]] == me
    assert isinstance(v.prompt, PR.SetupRoad)
    sides = {t.key[1] for t in table.targets() if t.key[0] == "edge"}
    assert sides == {G.EDGE_NAMES[e] for e in G.VERTEX_EDGES[G.VERTEX_ID[vertex]]}
    driver.click_target(play, ("edge", sorted(sides)[0]))
    assert match.view(me).edge_owner[G.EDGE_ID[sorted(sides)[0]]] == me


def _to_trade_and_build(match: Match) -> bool:
    seat = match.active_seat
    return seat is not None and isinstance(match.view(seat).prompt, PR.TradeAndBuild)


def test_the_build_panel_builds_a_road_and_every_command_is_reachable(driver):
    """SR-B-8.2: the Road tile lifts, the sides a road may take glow, a click builds it;
    every legal command of the turn can be given by clicks."""
    match = Match.start("settlers", ["human", "human", "bot:random"], seed=11)
    play = start(driver, match)
    play_until(
        driver,
        play,
        lambda m: (
            _to_trade_and_build(m)
            and m.view(m.active_seat).hand[0] >= 1
            and m.view(m.active_seat).hand[3] >= 1
            and any(isinstance(c, K.BuildRoad) for c in m.legal_commands())
        ),
        choose=_setup_then_end,
    )
    table = play.table
    seat = match.active_seat
    assert reachable(table.chooser) == {c for c in match.legal_commands()}
    roads = [c for c in match.legal_commands() if isinstance(c, K.BuildRoad)]
    before = match.view(seat)
    driver.click_target(play, ("tile", "road"))
    assert table.picked_tile() == "road"
    glowing = {t.key[1] for t in table.targets() if t.key[0] == "edge"}
    assert glowing == {c.edge for c in roads}
    driver.click_target(play, ("edge", roads[0].edge))
    after = match.view(seat)
    assert after.edge_owner[G.EDGE_ID[roads[0].edge]] == seat
    assert after.pieces_left[seat][2] == before.pieces_left[seat][2] - 1
    assert sum(after.hand) == sum(before.hand) - 2


def _setup_then_end(match: Match):
    """A simple policy: the first legal setup place; roll; otherwise end the turn (or the
    first answer)."""
    legal = match.legal_commands()
    for kind in (K.Roll, K.EndTurn):
        found = [c for c in legal if isinstance(c, kind)]
        if found:
            return found[0]
    return legal[0]


def test_the_tiles_say_why_they_are_greyed(driver):
    """A tile the seat cannot use says why in its tooltip (roll first, the cards lacking)."""
    match = Match.start("settlers", SEATS, seed=3)
    play = start(driver, match)
    play_until(
        driver,
        play,
        lambda m: isinstance(m.view(m.active_seat).prompt, PR.BeforeRoll),
        choose=_setup_then_end,
    )
    tips = {t.key[1]: t.tooltip for t in play.table.targets() if t.key[0] == "tile"}
    assert tips["road"] == "Roll the dice first."
    assert any(b.command == K.Roll(match.active_seat) for b in play.action_buttons)
    driver.click_button(play, K.Roll(match.active_seat))
    settle_past_curtains(driver, play)
    if _to_trade_and_build(match):
        tips = {t.key[1]: t.tooltip for t in play.table.targets() if t.key[0] == "tile"}
        hand = match.view(match.active_seat).hand
        if hand[4] < 3:
            assert tips["city"].startswith("You need") and "ore" in tips["city"]


def test_an_offer_is_composed_answered_behind_the_curtain_and_traded(driver):
    """SR-B-7.4: the active player writes an offer in the composer; the other human answers
    it behind the curtain in the question box; the offerer picks the partner; the cards
    change hands."""
    match = Match.start("settlers", ["human", "human", "bot:random"], seed=11)
    play = start(driver, match)

    def ready(m: Match) -> bool:
        if not _to_trade_and_build(m):
            return False
        seat = m.active_seat
        other = next(s for s in range(2) if s != seat)
        mine, theirs = m.view(seat).hand, m.view(other).hand
        return any(mine[a] and theirs[b] for a in range(5) for b in range(5) if a != b)

    play_until(driver, play, ready, choose=_setup_then_end)
    seat = match.active_seat
    other = next(s for s in range(2) if s != seat)
    mine, theirs = match.view(seat).hand, match.view(other).hand
    a, b = next((a, b) for a in range(5) for b in range(5) if a != b and mine[a] and theirs[b])
    res = ("lumber", "wool", "grain", "brick", "ore")
    offer = K.OfferTrade(seat, (res[a],), (res[b],), other)
    compose_offer(driver, play, offer)
    assert match.log[-1] == offer
    driver.settle(play)
    assert isinstance(driver.top, PrivacyScene) and driver.top.seat == other
    driver.lift_curtain()
    driver.settle(play)
    assert match.active_seat == other and play.show_hand and play.viewer == other
    words = play.table.question.words()
    assert words[0] == f"{match.names[seat]}'s offer"
    give(driver, play, K.AcceptOffer(other))
    settle_past_curtains(driver, play)
    assert match.active_seat == seat
    give(driver, play, K.ChoosePartner(seat, other))
    after_mine, after_theirs = match.view(seat).hand, match.view(other).hand
    assert after_mine[a] == mine[a] - 1 and after_mine[b] == mine[b] + 1
    assert after_theirs[a] == theirs[a] + 1 and after_theirs[b] == theirs[b] - 1


def test_the_curtain_comes_before_a_private_decision_of_the_other_human(driver):
    """Setup places are made in front of everyone; the first roll of each human comes after
    the curtain, with that human's own hand shown."""
    match = Match.start("settlers", ["human", "human", "bot:random"], seed=5)
    play = PlayScene(driver.app, match, autosave=False)
    driver.app.scenes.push(play)
    driver.step()
    curtains = []
    for _ in range(200):
        driver.settle(play)
        if isinstance(driver.top, PrivacyScene):
            curtains.append((len(match.log), driver.top.seat))
            driver.lift_curtain()
            continue
        seat = match.active_seat
        prompt = match.view(seat).prompt
        if isinstance(prompt, PR.BeforeRoll | PR.TradeAndBuild):
            assert play.show_hand and play.viewer == seat
            if len({s for _, s in curtains}) == 2:
                break
        give(driver, play, _setup_then_end(match))
    assert {s for _, s in curtains} == {0, 1}
    setup_moves = sum(
        1 for c in match.log[: curtains[0][0]] if isinstance(c, K.PlaceSettlement | K.PlaceRoad)
    )
    assert setup_moves >= 8  # the whole setup went by without a curtain


@pytest.mark.parametrize("seed", [4])
def test_choices_walk_through_the_kit(seed):
    """Every kind of command has a path of clicks (the chooser's stages), a place's tooltip
    naming it by its land."""
    table = SimpleNamespace(say=words_of(Match.start("settlers", 2, seed=seed)).say)
    assert choices.stages(table, K.BuildCity(0, "0,0,N"))[0].key == ("tile", "city")
    city = choices.stages(table, K.BuildCity(0, "0,0,N"))[1].label
    assert city.startswith("Turn this settlement into a city by the ")
    assert choices.stages(table, K.Discard(0, ("ore", "ore")))[0].where == "picker"
    assert choices.stages(table, K.PlayMonopoly(0, "ore"))[-1].key == ("monopoly", "ore")
    assert set(choices.STAGES) == set(K.COMMAND_TYPES)


def test_results_screen_at_the_end(driver):
    """A game of bots played to the end shows the results screen."""
    match = Match.start("settlers", ["human", "bot:random", "bot:random"], seed=2, options={"turn_limit": 3})
    play = start(driver, match)
    play_until(driver, play, lambda m: m.is_over, choose=_setup_then_end, limit=200)
    driver.settle(play)
    assert isinstance(driver.top, ResultsScene)


def test_at_the_end_the_plaques_count_the_revealed_victory_point_cards(driver, drawn):
    """SR-B-11.4: at the end every VP card is revealed, so the winner's plaque shows the 10 VP
    the results count, not the 9 that were visible (Blue wins this game with a Chapel)."""
    from sherwood.ai import make_bot
    from sherwood.engine.simulate import play_out

    match = Match.start("settlers", ["bot:heuristic"] * 2, seed=1)
    play_out(match, [make_bot("settlers", "heuristic", s, 10 + s) for s in range(2)])
    assert match.winners() == [1] and match.view(0).public_vp[1] == 9
    play = PlayScene(driver.app, match, autosave=False)
    driver.app.scenes.push(play)
    driver.step()
    drawn.clear()
    play.draw_scene(driver.app.screen)
    plaque = play.table.T.rect(play.table.panel("seats"))
    assert "10" in [s for s, rect in drawn if plaque.colliderect(rect)]


# --- exact positions (tests/games/settlers/situations.py) ------------------------------------------

HANDS_ON_A_SEVEN = [
    {"lumber": 3, "wool": 2, "grain": 2, "brick": 1, "ore": 1},  # 9 cards: 4 go back
    {"ore": 8},  # 8 cards: 4 go back
    {"grain": 2},
]


def seven_rolled(seed: int = 0) -> Match:
    """Red (a human) is about to roll a 7; Red and Blue (humans) hold too many cards; Blue and
    White (a bot) have settlements by the Hills 6 (0,-1)."""
    from tests.games.settlers.situations import situation

    return situation(
        seats=3,
        labels=["human", "human", "bot:random"],
        turn=0,
        phase="before_roll",
        settlements={"0,2,S": 0, "0,-1,N": 1, "0,0,N": 2},
        hands=HANDS_ON_A_SEVEN,
        script=[3, 4],
        seed=seed,
    )


def test_a_seven_discards_by_the_picker_moves_the_robber_and_robs_by_clicks(driver):
    """SR-B-6.2 to SR-B-6.5: after the 7, Red picks 4 cards in the picker (its button waits
    for exactly four), Blue discards behind the curtain, Red moves the robber with a click on
    a glowing hex and chooses whom to rob in the question box."""
    match = seven_rolled()
    play = start(driver, match)
    table = play.table
    assert match.active_seat == 0 and play.show_hand
    driver.click_button(play, K.Roll(0))
    settle_past_curtains(driver, play)
    assert isinstance(match.view(0).prompt, PR.DiscardPrompt)
    picker = table.current_picker()
    assert picker is not None and picker.mode == "discard" and picker.need == 4
    driver.click_target(play, ("dialog", "picker", "plus", 0))
    driver.click_target(play, ("dialog", "picker", "plus", 0))
    assert not any(t.key == ("dialog", "picker", "ok") for t in table.targets()), "only with four cards"
    assert picker.ok_label() == "Choose 2 more"
    driver.click_target(play, ("dialog", "picker", "plus", 1))
    driver.click_target(play, ("dialog", "picker", "plus", 4))
    assert not any(t.key == ("dialog", "picker", "plus", 2) for t in table.targets()), "four are enough"
    driver.click_target(play, ("dialog", "picker", "ok"))
    assert match.view(0).hand == (1, 1, 2, 1, 0)
    driver.settle(play)
    assert isinstance(driver.top, PrivacyScene) and driver.top.seat == 1
    driver.lift_curtain()
    driver.settle(play)
    give(driver, play, K.Discard(1, ("ore",) * 4))
    assert match.view(1).hand == (0, 0, 0, 0, 4)
    settle_past_curtains(driver, play)
    assert isinstance(match.view(0).prompt, PR.MoveRobberPrompt) and play.viewer == 0
    hexes = {t.key[1] for t in table.targets() if t.key[0] == "hex"}
    assert len(hexes) == 18 and "0,0" not in hexes  # every land hex but the robber's own
    driver.click_target(play, ("hex", "0,-1"))
    assert match.view(0).robber == G.HEX_ID[(0, -1)]
    assert isinstance(match.view(0).prompt, PR.StealFromPrompt)
    assert table.question.words()[0] == "Whom do you rob?"
    before = match.view(0).hand_sizes
    driver.click_target(play, ("dialog", ("steal", 1)))
    after = match.view(0).hand_sizes
    assert after[0] == before[0] + 1 and after[1] == before[1] - 1


def test_monopoly_and_the_bank_trade_by_clicks(driver):
    """SR-B-9.4: the Monopoly card in the hand glows; a click asks which resource in the
    question box. SR-B-7.6: the bank tile asks what to take (4 lumber is the only give)."""
    from tests.games.settlers.situations import situation

    match = situation(
        seats=2,
        labels=["human", "bot:random"],
        turn=0,
        phase="trade",
        settlements={"0,2,S": 0},
        hands=[{"lumber": 4}, {"ore": 3, "wool": 1}],
        dev=[["monopoly", "knight"], []],
    )
    play = start(driver, match)
    table = play.table
    assert table.playable_devs() == {"monopoly", "knight"}
    driver.click_target(play, ("dev", "monopoly"))
    assert table.picked_dev() == "monopoly"
    assert {
        t.key[1]
        for t in table.targets()
        if t.key[:1] == ("dialog",) and isinstance(t.key[1], tuple) and t.key[1][0] == "monopoly"
    } == {("monopoly", r) for r in ("lumber", "wool", "grain", "brick", "ore")}
    driver.click_target(play, ("dialog", ("monopoly", "ore")))
    assert match.view(0).hand == (4, 0, 0, 0, 3)
    assert table.playable_devs() == set()  # one card a turn (SR-B-4.4)
    driver.click_target(play, ("tile", "bank_trade"))
    words = table.question.words()
    assert words[1].startswith("You give 4 lumber")
    driver.click_target(play, ("dialog", ("get", "brick")))
    assert match.view(0).hand == (0, 0, 0, 1, 3)


def test_year_of_plenty_in_the_picker(driver):
    """SR-B-9.3: Year of Plenty takes any two cards from the bank, chosen in the picker."""
    from tests.games.settlers.situations import situation

    match = situation(
        seats=2,
        labels=["human", "bot:random"],
        turn=0,
        phase="before_roll",
        settlements={"0,2,S": 0},
        hands=[{}, {}],
        dev=[["year_of_plenty"], []],
    )
    play = start(driver, match)
    table = play.table
    driver.click_target(play, ("dev", "year_of_plenty"))
    picker = table.current_picker()
    assert picker is not None and picker.mode == "plenty" and picker.need == 2
    driver.click_target(play, ("dialog", "picker", "plus", 2))
    driver.click_target(play, ("dialog", "picker", "plus", 4))
    driver.click_target(play, ("dialog", "picker", "ok"))
    assert match.view(0).hand == (0, 0, 1, 0, 1)
    assert isinstance(match.view(0).prompt, PR.BeforeRoll)


# --- the dialogs' words fit ------------------------------------------------------------------------


def _stage_dialog(kind: str):
    """A staging function for ``spy_scene``: the table with ``kind``'s dialog up."""
    from tests.games.settlers.situations import situation

    def stage(app) -> None:
        labels = ["human", "bot:random", "bot:random"]
        hands = [
            {"lumber": 4, "wool": 2, "grain": 3, "brick": 1, "ore": 2},
            {"ore": 3, "wool": 1},
            {"grain": 2},
        ]
        settlements = {"0,2,S": 0, "0,-1,N": 1, "0,0,N": 2}
        if kind == "answer":
            match = situation(
                seats=3, labels=labels, turn=1, phase="trade", settlements=settlements, hands=hands
            )
            match.apply(K.OfferTrade(1, ("ore", "ore"), ("lumber", "wool", "grain"), 0))
        elif kind in ("discard", "steal"):
            match = situation(
                seats=3,
                labels=labels,
                turn=0,
                phase="before_roll",
                settlements=settlements,
                hands=hands,
                script=[3, 4],
            )
            match.apply(K.Roll(0))
            if kind == "steal":
                match.apply(next(c for c in match.legal_commands() if isinstance(c, K.Discard)))
                match.apply(K.MoveRobber(0, "0,-1"))
        else:
            match = situation(
                seats=3,
                labels=labels,
                turn=0,
                phase="trade",
                settlements=settlements,
                hands=hands,
                dev=[["monopoly", "year_of_plenty", "vp_great_hall"], [], []],
            )
        play = PlayScene(app, match, run_bots=False, autosave=False)
        app.scenes.push(play)
        app.step(1 / 60)
        table = play.table
        if kind == "composer":
            play.run_action(table.open_composer)
            for r in (0, 2):
                play.run_action(lambda r=r: table.composer.give.add(r, 1))
            play.run_action(lambda: table.composer.want.add(4, 2))
        elif kind == "bank":
            play.run_action(lambda: table.pick(("tile", "bank_trade")))
        elif kind == "monopoly":
            play.run_action(lambda: table.pick(("dev", "monopoly")))
        elif kind == "plenty":
            play.run_action(lambda: table.pick(("dev", "year_of_plenty")))
        asking = (
            table.composer is not None
            or table.current_picker() is not None
            or table.chooser.offered("dialog")
        )
        assert asking, f"no dialog up for {kind}"

    return stage


@pytest.mark.parametrize("size", SIZES, ids=size_id)
@pytest.mark.parametrize("kind", ["composer", "discard", "plenty", "bank", "monopoly", "answer", "steal"])
def test_the_dialogs_words_fit(monkeypatch, kind, size):
    """Every dialog's words and its buttons fit at every window size (the table at rest is
    checked with the others' in tests/ui/test_text_fits.py)."""
    cuts = spy_scene(monkeypatch, _stage_dialog(kind), size)
    assert not cuts, f"{kind} at {size_id(size)}:\n{report(cuts)}"


def test_road_building_and_a_knight_by_clicks(driver):
    """SR-B-9.2: Road Building's card in the hand, then two glowing sides, each a free road.
    SR-B-9.1: a Knight, next turn, sends the robber to a glowing hex."""
    from tests.games.settlers.situations import situation

    match = situation(
        seats=2,
        labels=["human", "bot:random"],
        turn=0,
        phase="trade",
        settlements={"0,2,S": 0},
        roads={"0,1,SE": 0},
        hands=[{}, {"ore": 2}],
        dev=[["road_building", "knight"], []],
    )
    play = start(driver, match)
    before = match.view(0).pieces_left[0][2]
    driver.click_target(play, ("dev", "road_building"))
    for left in (2, 1):
        prompt = match.view(0).prompt
        assert isinstance(prompt, PR.FreeRoad) and prompt.left == left
        assert f"({left} left)" in play.table.instruction()
        side = next(t.key for t in play.table.targets() if t.key[0] == "edge")
        driver.click_target(play, side)
    assert match.view(0).pieces_left[0][2] == before - 2
    assert play.table.playable_devs() == set()  # one card a turn (SR-B-4.4)
    give(driver, play, K.EndTurn(0))
    play_until(
        driver,
        play,
        lambda m: m.active_seat == 0 and isinstance(m.view(0).prompt, PR.BeforeRoll),
        choose=_setup_then_end,
    )  # the bot's turn: its offers declined
    driver.click_target(play, ("dev", "knight"))
    assert isinstance(match.view(0).prompt, PR.MoveRobberPrompt)
    driver.click_target(play, ("hex", "0,1"))
    assert match.view(0).robber == G.HEX_ID[(0, 1)] and match.view(0).played_knights[0] == 1
