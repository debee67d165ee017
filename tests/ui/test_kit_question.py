"""The table kit's question box (sherwood/ui/kit/question.py) at both tables: its options are
clicked, it folds to a tab and comes back, a click that ends an animation never answers it,
and no card zoom opens under it. Showdown asks about the Fool in it (SD-5.2, SD-5.5)."""

from __future__ import annotations

import pygame

from sherwood.engine import Match
from sherwood.games.showdown.cards import FOOL
from sherwood.games.showdown.commands import Pass, TakeFool
from sherwood.ui.app import play_bot_moves
from sherwood.ui.kit.question import FOLD, is_question_target
from sherwood.ui.scenes.menu import MenuScene
from sherwood.ui.scenes.play import PlayScene

FOOL_SEED, FOOL_MOVES = 1, 16  # the Fool comes down the road, the human (seat 0) to answer


def at(driver, game: str, seed: int, moves: int, seats=("human", "bot:heuristic")) -> PlayScene:
    match = Match.start(game, list(seats), seed)
    play_bot_moves(match, moves)
    play = PlayScene(driver.app, match, run_bots=False)
    driver.app.scenes.reset(MenuScene(driver.app), play)
    driver.step()
    return play


def box_target(play: PlayScene, key):
    return next(t for t in play.table.targets() if t.key == key)


def click_key(driver, play: PlayScene, key) -> None:
    driver.click(play.table.T.rect(box_target(play, key).box).center)


def test_showdown_asks_about_the_fool_in_the_box_not_on_the_banner(driver):
    play = at(driver, "showdown", FOOL_SEED, FOOL_MOVES)
    assert play.view.active_traveller == FOOL and play.my_turn
    keys = [t.key for t in play.table.targets() if is_question_target(t)]
    assert keys == [FOLD, ("dialog", ("pass",)), ("dialog", ("take_fool",))]
    assert play.action_buttons == []  # the answers are in the box, not twice
    assert play.table.asking()
    click_key(driver, play, ("dialog", ("take_fool",)))
    assert play.match.log[-1] == TakeFool(0)
    assert FOOL in play.match.view(0).spoils[0]
    assert not [t for t in play.table.targets() if is_question_target(t)]


def test_showdown_letting_the_fool_pass_from_the_box_uses_a_pass(driver):
    play = at(driver, "showdown", FOOL_SEED, FOOL_MOVES)
    passes = play.view.passes_left[0]
    click_key(driver, play, ("dialog", ("pass",)))
    assert play.match.log[-1] == Pass(0)
    assert play.match.view(0).passes_left[0] == passes - 1


def test_the_box_folds_to_a_tab_and_comes_back_by_clicks(driver):
    play = at(driver, "showdown", FOOL_SEED, FOOL_MOVES)
    table = play.table
    click_key(driver, play, FOLD)
    assert table.question.folded and not table.asking()
    tab = [t for t in table.targets() if is_question_target(t)]
    assert [t.key for t in tab] == [FOLD]  # only the tab, at the foot of the melee rows
    assert table.T.rect(tab[0].box).bottom <= table.T.rect(table.question.area()).bottom
    driver.click(table.T.rect(tab[0].box).center)
    assert not table.question.folded and table.asking()
    assert not play.match.log[FOOL_MOVES:]  # folding answered nothing


def test_a_click_that_ends_the_animation_does_not_answer_the_box(driver):
    """The box is drawn only once the Fool has landed on the road: a click made while he was
    still turning over skips the animation and nothing more."""
    driver.app.settings.animation_speed = "normal"
    ahead = Match.start("showdown", ["human", "bot:heuristic"], FOOL_SEED)
    play_bot_moves(ahead, FOOL_MOVES)
    play = at(driver, "showdown", FOOL_SEED, FOOL_MOVES - 1)
    play.apply(ahead.log[-1])  # the move that turns the Fool over, animated
    assert play.anim.busy and play.view.active_traveller == FOOL
    where = play.table.T.rect(box_target(play, ("dialog", ("take_fool",))).box).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=1))
    driver.step()
    assert not play.anim.busy and len(play.match.log) == FOOL_MOVES
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=1))
    driver.step()
    assert play.match.log[-1] == TakeFool(0)


def merry_men_question(driver) -> PlayScene:
    for moves in range(1, 120):
        play = at(driver, "merry_men", 1, moves)
        if play.my_turn and play.table.offered("dialog"):
            return play
    raise AssertionError("no question box in the first moves")


def test_merry_men_answers_fold_and_unfold_through_the_same_box(driver):
    play = merry_men_question(driver)
    table = play.table
    options = table.offered("dialog")
    click_key(driver, play, FOLD)
    assert table.question.folded
    assert [t.key for t in table.targets() if is_question_target(t)] == [FOLD]
    click_key(driver, play, FOLD)
    assert not table.question.folded
    answer = next(o for o in options if o.command is not None)
    before = len(play.match.log)
    click_key(driver, play, ("dialog", answer.key))
    assert play.match.log[before] == answer.command


def test_no_card_is_zoomed_under_the_question_box(driver):
    """Merry Men's box lies over the board, its piles included: the pointer on the box shows
    the box, not a card from under it."""
    play = merry_men_question(driver)
    table = play.table
    options = table.offered("dialog")
    box, _, _ = table.question.layout(options)
    inside = table.T.rect(box).inflate(-20, -20)
    assert table.question.covers(inside.topleft, options)
    assert not table.question.covers((inside.x - 40, inside.y - 40), options)
    # a card as big as the box lies under it: without the box it would be zoomed there
    card = table.zoomable()[0][0]
    table.zoomable = lambda: [(card, box)]
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=inside.center, rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(motion)
    driver.step()
    assert table.zoom.shown is None
    table.question.fold()
    driver.step()
    assert table.zoom.shown == card
