"""The Showdown table: animations wait for input and a click skips them, tooltips name the
command, piles can be looked through, bots' hands stay face down."""

import pygame

from sherwood.engine import Match
from sherwood.ui.app import play_bot_moves
from sherwood.ui.scenes.browse import BrowseScene
from sherwood.ui.scenes.menu import MenuScene
from sherwood.ui.scenes.play import PlayScene


def table_at(driver, seed=1, moves=22, seats=("human", "bot:heuristic"), **kw) -> PlayScene:
    match = Match.start("showdown", list(seats), seed)
    play_bot_moves(match, moves)
    play = PlayScene(driver.app, match, **kw)
    driver.app.scenes.reset(MenuScene(driver.app), play)
    driver.step()
    return play


def test_a_move_animates_and_a_click_skips_it(driver):
    driver.app.settings.animation_speed = "normal"
    play = table_at(driver, run_bots=False)
    assert play.my_turn
    command, pos = driver.first_clickable(play)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    driver.step()
    assert play.match.log[-1] == command
    assert play.anim.busy and play.anim.sprites()
    driver.step(3, dt=0.05)
    assert play.anim.busy  # still flying: 200–350 ms a step
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    driver.step()
    assert not play.anim.busy
    assert len(play.match.log) == 23  # the skipping click gave no command


def test_hovering_a_legal_card_names_the_command(driver):
    play = table_at(driver, run_bots=False)
    command, pos = driver.first_clickable(play)
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    driver.step()
    target = play.target_at(pos)
    assert target is not None and target.command == command
    assert target.tooltip.startswith(("Lay your", "Rob ")) or target.tooltip


def test_clicking_a_discard_pile_lets_you_look_through_it(driver):
    play = table_at(driver, run_bots=False)
    rival = 1 - play.viewer
    pile = next(t for t in play.table.targets() if t.key == ("discard", rival))
    driver.click(play.table.T.rect(pile.box).center)
    browse = driver.top
    assert isinstance(browse, BrowseScene)
    assert sorted(browse.cards) == sorted(play.match.view(0).discards[rival])
    driver.click((10, 10))
    assert driver.top is play


def test_own_deck_composition_matches_the_engine(driver):
    play = table_at(driver, run_bots=False)
    cards = play.table.own_deck_cards()
    assert len(cards) == play.match.view(play.viewer).deck_sizes[play.viewer]


def test_bots_only_table_shows_no_hand_face_up(driver):
    play = table_at(driver, seats=("bot:heuristic", "bot:easy"), moves=5, run_bots=False)
    driver.step()
    assert not play.table.show_hand and not play.my_turn
    hands = set(play.match.view(0).hand) | set(play.match.view(1).hand)
    assert not (play.table.faces_drawn & hands)
