"""The table kit's chooser (sherwood/ui/kit/chooser.py): choices made in several clicks, what
is clickable, and dropping a half-made choice — on its own, and at both game tables
(Showdown's ransom then outlaw, SD-7.3/SD-7.4; Merry Men's card then spot, MM-7.1)."""

from __future__ import annotations

import doctest
import random
from dataclasses import dataclass

import pygame
import pytest

from sherwood.engine import Match
from sherwood.games.showdown.commands import Lay, Rob
from sherwood.ui.app import play_bot_moves
from sherwood.ui.games.showdown.geometry import LIFT_SELECTED
from sherwood.ui.kit import chooser as kit
from sherwood.ui.kit import zoom
from sherwood.ui.kit.chooser import Chooser, Stage, reachable
from sherwood.ui.scenes.menu import MenuScene
from sherwood.ui.scenes.pause import PauseScene
from sherwood.ui.scenes.play import PlayScene


@pytest.mark.parametrize("module", [kit, zoom])
def test_the_kits_docstring_examples_run(module):
    assert doctest.testmod(module).failed == 0


# --- the chooser alone ----------------------------------------------------------------------


@dataclass(frozen=True)
class Put:
    card: str
    spot: str


@dataclass(frozen=True)
class Done:
    pass


@dataclass(frozen=True)
class Drop:
    cards: tuple[str, ...]


def path(c) -> list[Stage]:
    if isinstance(c, Put):
        return [Stage("card", ("card", c.card)), Stage("board", ("spot", c.spot))]
    return [Stage("button", ("done",), "Done")]


def test_a_card_picked_up_waits_for_its_spot_and_the_button_stays_on_offer():
    chooser = Chooser([Put("a", "x"), Done()], path)
    first = {o.key: o for o in chooser.options()}
    assert first[("card", "a")].command is None  # one command left, yet its spot is shown
    assert chooser.pick(("card", "a")) is None and chooser.busy and chooser.chosen == [("card", "a")]
    now = {o.key: o.command for o in chooser.options()}
    assert now == {("spot", "x"): Put("a", "x"), ("done",): Done()}
    assert chooser.back() and not chooser.busy and not chooser.back()


def test_a_stage_every_command_agrees_on_is_passed_without_asking():
    chooser = Chooser([Put("a", "x"), Put("a", "y")], path)
    assert chooser.picked == [("card", "a")] and not chooser.busy  # nobody had to pick it
    assert [o.key for o in chooser.offered("board")] == [("spot", "x"), ("spot", "y")]
    with pytest.raises(KeyError, match="not on offer"):
        chooser.pick(("card", "b"))


def test_repick_puts_the_same_first_choice_back_and_switches_to_another():
    chooser = Chooser([Put("a", "x"), Put("b", "x"), Done()], path)
    chooser.pick(("card", "a"))
    assert chooser.repick(("card", "b")) is None and chooser.chosen == [("card", "b")]
    assert chooser.repick(("card", "b")) is None and chooser.chosen == []


def test_a_set_choice_gives_the_command_of_exactly_the_items_marked():
    legal = [Drop(()), Drop(("a",)), Drop(("a", "b")), Done()]
    chooser = Chooser(legal, path, marks=lambda c: c.cards if isinstance(c, Drop) else None)
    assert chooser.set_command() == Drop(()) and chooser.can_mark("b") and not chooser.can_mark("z")
    chooser.toggle("b")
    assert chooser.set_command() is None and chooser.busy
    chooser.toggle("a")
    assert chooser.set_command() == Drop(("a", "b"))
    assert reachable(chooser) == set(legal) and not chooser.busy


# --- at the Showdown table ------------------------------------------------------------------


def showdown_at(driver, seed: int, moves: int) -> PlayScene:
    match = Match.start("showdown", ["human", "bot:heuristic"], seed)
    play_bot_moves(match, moves)
    play = PlayScene(driver.app, match, run_bots=False)
    driver.app.scenes.reset(MenuScene(driver.app), play)
    driver.step()
    return play


def two_ransoms(driver) -> PlayScene:
    """A Showdown table where the human may attach either of two ransoms."""
    for seed in range(1, 30):
        match = Match.start("showdown", ["human", "bot:heuristic"], seed)
        for _ in range(60):
            if match.is_over:
                break
            legal = match.legal_commands() if match.active_seat == 0 else []
            if len({c.ransom for c in legal if isinstance(c, Rob | Lay) and c.ransom}) >= 2:
                play = PlayScene(driver.app, match, run_bots=False)
                driver.app.scenes.reset(MenuScene(driver.app), play)
                driver.step()
                return play
            play_bot_moves(match, 1)
    raise AssertionError("no seeded game offers two ransoms at once")


def hand_target(play: PlayScene, card: str):
    return next(t for t in play.table.targets() if t.key == ("hand", card))


def click_card(driver, play: PlayScene, card: str) -> None:
    target = hand_target(play, card)
    point = driver.uncovered_point(play, target, lambda hit: hit.key == ("hand", card))
    assert point is not None, f"{card} cannot be clicked"
    driver.click(point)


def test_showdown_ransoms_lift_switch_and_go_back_with_clicks_escape_and_the_right_button(driver):
    """SD-7.3/SD-7.4: a ransom is picked first (it lifts), another click on it puts it back,
    a click on another ransom picks that one instead; Escape and the right button drop it
    (Escape without opening the pause menu)."""
    play = two_ransoms(driver)
    table = play.table
    first, second = table.usable_ransoms()[:2]
    played = len(play.match.log)
    click_card(driver, play, first)
    assert table.selected_ransom == first and table.chooser.busy
    assert dict((c, lift) for c, _, lift in table.hand_boxes())[first] == LIFT_SELECTED
    click_card(driver, play, second)
    assert table.selected_ransom == second
    click_card(driver, play, second)
    assert table.selected_ransom is None and not table.chooser.busy
    click_card(driver, play, first)
    driver.key(pygame.K_ESCAPE)
    assert table.selected_ransom is None and not isinstance(driver.top, PauseScene)
    click_card(driver, play, first)
    driver.click((5, 5), button=3)
    assert table.selected_ransom is None
    assert len(play.match.log) == played  # none of these clicks played a card


def test_showdown_with_a_ransom_picked_only_the_outlaws_it_can_ride_with_are_clickable(driver):
    play = two_ransoms(driver)
    table = play.table
    ransom = table.usable_ransoms()[0]
    click_card(driver, play, ransom)
    commands = {t.command for t in table.targets() if t.key[0] == "hand" and t.command is not None}
    legal = play.match.legal_commands()
    assert commands == {c for c in legal if isinstance(c, Rob | Lay) and c.ransom == ransom}
    before = len(play.match.log)
    wanted = sorted(commands, key=lambda c: c.outlaw)[0]
    driver.click(driver.command_position(play, wanted))
    assert play.match.log[before] == wanted and table.selected_ransom is None


def test_every_showdown_command_can_be_clicked_through_the_kit(driver):
    """Whatever the phase (rob or pass, the Fool, a melee, selling), the chooser reaches every
    legal command by clicks alone, and nothing stays picked afterwards."""
    rng = random.Random(5)
    play = showdown_at(driver, 3, 0)
    checked = 0
    while not play.match.is_over and checked < 60:
        if play.match.active_seat == 0:
            play.refresh()
            legal = play.match.legal_commands()
            assert reachable(play.table.chooser) == set(legal)
            assert not play.table.chooser.busy
            checked += 1
            play.match.apply(rng.choice(legal))
        else:
            play_bot_moves(play.match, 1)
    assert checked >= 20


# --- at the Merry Men table -----------------------------------------------------------------


def test_merry_men_a_card_picked_in_the_hand_waits_for_a_spot_and_the_right_button_puts_it_back(driver):
    """MM-7.1: placing is a card, then a glowing hideout or main area."""
    match = Match.start("merry_men", ["human", "bot:heuristic"], 1)
    play = PlayScene(driver.app, match, run_bots=False)
    driver.app.scenes.reset(MenuScene(driver.app), play)
    driver.step()
    table = play.table
    card = next(t for t in table.targets() if t.key[0] == "hand" and t.action is not None)
    driver.click(table.T.rect(card.box).center)
    assert table.chooser.busy and table.chooser.chosen == [card.key]
    spots = [o for o in table.chooser.options() if o.where == "board"]
    assert spots and all(o.command.card == card.key[1] for o in spots)
    driver.click((5, 5), button=3)
    assert not table.chooser.busy and not match.log
