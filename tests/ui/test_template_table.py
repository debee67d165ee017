"""Twenty-One's table in the real game scene (the ``driver`` fixture of tests/ui/conftest.py:
the dummy video driver, instant animations), clicked as a player clicks.

Every place comes from ``boards/_template.yaml``, every legal command can be given by clicks
(a card in the hand, the question box, the button), a play that ends the game is asked in
the table kit's question box first, the pile opens in the kit's browser and its top card
is shown large under the pointer, and a whole game is played by clicks. A new game copies
this file with the template (``docs/adding-a-game.md``) and keeps its shape.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from sherwood.engine import Match
from sherwood.engine.layout import load_layout
from sherwood.games._template import BOARD_NEEDS
from sherwood.games._template.commands import Draw, Play
from sherwood.games._template.events import Drew, Played
from sherwood.ui.games._template.table import TemplateTable
from sherwood.ui.kit.chooser import reachable
from sherwood.ui.kit.table import PANELS
from sherwood.ui.scenes.browse import BrowseScene
from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.scenes.privacy import PrivacyScene
from sherwood.ui.scenes.results import ResultsScene
from tests.games._template.situations import SEAT_COUNTS, seat_labels, situation
from tests.ui.test_text_fits import SIZES, report, size_id, spy_scene

SEATS = seat_labels(min(SEAT_COUNTS))  # the smallest table the game allows (its spec's seat counts)


def start(driver, match: Match) -> PlayScene:
    """``match`` on the screen, settled until the human must decide."""
    play = PlayScene(driver.app, match, autosave=False)
    driver.app.scenes.push(play)
    driver.step()
    driver.settle(play)
    assert isinstance(play.table, TemplateTable)
    return play


def give(driver, play: PlayScene, command) -> None:
    """Give ``command`` by clicks alone, stage by stage of its path (the table's ``stages``): the card
    in the hand, the question box's answer (keyed ``("dialog", …)``), the button."""
    before = len(play.match.log)
    for stage in play.table.stages(command):
        if stage.key in play.table.chooser.picked:
            continue  # passed without asking: every remaining choice agreed
        if stage.where == "button":
            driver.click_button(play, command)
        elif stage.where == "dialog":
            driver.click_target(play, ("dialog", stage.key))
        else:
            driver.click_target(play, stage.key)
    assert len(play.match.log) > before, f"the clicks for {command} gave nothing"
    assert play.match.log[before] == command, f"clicking gave {play.match.log[before]}, not {command}"


class Spy:
    """A layout that records the zone ids asked of it."""

    def __init__(self, layout):
        self.layout, self.asked = layout, set()
        self.size = layout.size

    def zone(self, zone_id):
        self.asked.add(zone_id)
        return self.layout.zone(zone_id)


def test_the_table_reads_only_zones_the_game_declares(driver):
    play = start(driver, Match.start("_template", SEATS, seed=3))
    table = play.table
    spy = table.layout = Spy(table.layout)
    table.resize(driver.app.size)  # the panels are worked out anew, from the spied board
    driver.step()
    for name in PANELS:
        table.panel(name)
    table.targets()
    before = table.view
    table.build_steps(Played(0, 5, 5), before, before)
    table.build_steps(Drew(1), before, before)
    assert spy.asked  # the spy saw the table at work
    assert spy.asked <= set(BOARD_NEEDS.zones), sorted(spy.asked - set(BOARD_NEEDS.zones))
    assert set(BOARD_NEEDS.zones) <= spy.asked, "the needs list a zone the table never reads"


def test_a_zone_moved_on_the_board_moves_on_screen(driver):
    """Moving the hand 100 units up in the board moves every playable card with it."""
    play = start(driver, Match.start("_template", SEATS, seed=3))
    table = play.table
    board = load_layout("_template")
    hand = board.zone("hand")
    x, y, w, h = hand.shape.bounds
    moved = dataclasses.replace(hand, shape=type(hand.shape).rect(x, y - 100, w, h))
    table.layout = dataclasses.replace(board, zones={**board.zones, "hand": moved})
    shifted = {t.command: t.box for t in table.targets() if t.command}
    table.layout = board
    original = {t.command: t.box for t in table.targets() if t.command}
    assert original and set(original) == set(shifted)
    for command, (bx, by, bw, bh) in original.items():
        assert isinstance(command, Play)
        assert shifted[command] == (bx, by - 100, bw, bh)


def test_the_draw_is_a_button_and_the_cards_in_hand_are_targets(driver):
    """TW-2.1, TW-2.2: a card in the hand plays it with one click; the draw is a button."""
    play = start(driver, Match.start("_template", SEATS, seed=3))
    legal = play.match.legal_commands()
    assert {b.command for b in play.action_buttons} == {c for c in legal if isinstance(c, Draw)}
    assert {t.command for t in play.table.targets() if t.command} == {c for c in legal if isinstance(c, Play)}
    assert reachable(play.table.chooser) == set(legal)


def test_a_play_that_ends_the_game_is_asked_first(driver):
    """TW-4.1: a card that brings the pile to 21 ends the game, which no undo takes back, so
    the table lifts it and asks in the question box; a right click puts it back."""
    match = situation(hands=([3, 5], [2]), played=[(0, 6), (1, 6), (0, 6)], labels=SEATS)
    play = start(driver, match)
    table = play.table
    assert reachable(table.chooser) == set(match.legal_commands())
    driver.click_target(play, ("hand", 3))
    assert match.log == () and table.picked_card() == 3
    asked = [t for t in table.targets() if t.key == ("dialog", ("end", 3))]
    assert asked and asked[0].command == Play(0, 3)
    assert "ends the game" in table.instruction()
    driver.click((5, 5), button=3)  # a right click anywhere: the card goes back
    assert table.picked_card() is None and not any(t.key[0] == "dialog" for t in table.targets()
                                                   if isinstance(t.key, tuple))
    give(driver, play, Play(0, 3))
    assert match.is_over
    driver.settle(play)
    assert isinstance(driver.top, ResultsScene)


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_the_question_words_fit(monkeypatch, size):
    """The question box's words and its answer fit at every window size (the table at rest
    is checked with the others' in tests/ui/test_text_fits.py)."""

    def asking(app) -> None:
        match = situation(hands=([3, 5], [2]), played=[(0, 6), (1, 6), (0, 6)], labels=SEATS)
        play = PlayScene(app, match, run_bots=False, autosave=False)
        app.scenes.push(play)
        app.step(1 / 60)
        play.run_action(lambda: play.table.pick(("hand", 3)))
        assert play.table.question.words()[0] == "End the game with your 3?"

    cuts = spy_scene(monkeypatch, asking, size)
    assert not cuts, f"at {size_id(size)}:\n{report(cuts)}"


def test_the_pile_opens_in_the_browser_and_its_top_card_zooms(driver):
    """TW-6: every card played is public: the pile shows them all, newest first."""
    match = situation(hands=([3, 5], [2]), played=[(0, 4), (1, 6), (0, 1)], labels=SEATS)
    play = start(driver, match)
    pile = next(t for t in play.table.targets() if t.key == "pile")
    centre = play.table.T.rect(pile.box).center
    play.mouse = centre
    play.draw_over(driver.app.screen)
    assert play.table.zoom.shown == 1
    driver.click(centre)
    assert isinstance(driver.top, BrowseScene) and driver.top.cards == [1, 6, 4]
    driver.click(centre)
    assert driver.top is play


@pytest.mark.parametrize("seed", [1, 7])
def test_a_whole_game_by_clicks_against_the_bot(driver, seed):
    """Every decision given by clicks (a seeded random choice among the legal commands, each
    one checked reachable), to the results; the same commands replayed give the same scores."""
    play = start(driver, Match.start("_template", SEATS, seed=seed))
    rng = random.Random(seed)
    moves = 0
    while not isinstance(driver.top, ResultsScene):
        assert moves < 100, "the game did not end"
        if isinstance(driver.top, PrivacyScene):
            driver.lift_curtain()
        legal = play.match.legal_commands()
        assert reachable(play.table.chooser) == set(legal)
        give(driver, play, rng.choice(legal))
        moves += 1
        driver.settle(play)
    assert moves > 3
    replayed = Match.start("_template", len(SEATS), seed)
    for command in play.match.log:
        replayed.apply(command)
    assert replayed.is_over and replayed.scores() == play.match.scores()

