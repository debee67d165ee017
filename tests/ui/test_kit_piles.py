"""The table kit's public-pile browsing (sherwood/ui/kit/piles.py over the browse scene): a
click on a pile at either table opens every card of it face up, in the table's order, and
any click closes it (SD-12.3, MM-12.1: only what every seat may see)."""

from __future__ import annotations

import pygame

from sherwood.engine import Match
from sherwood.ui.app import play_bot_moves
from sherwood.ui.kit import piles
from sherwood.ui.scenes.browse import BrowseScene
from sherwood.ui.scenes.menu import MenuScene
from sherwood.ui.scenes.play import PlayScene


def at(driver, game: str, seed: int, moves: int) -> PlayScene:
    match = Match.start(game, ["human", "bot:heuristic"], seed)
    play_bot_moves(match, moves)
    play = PlayScene(driver.app, match, run_bots=False)
    driver.app.scenes.reset(MenuScene(driver.app), play)
    driver.step()
    return play


def open_pile(driver, play: PlayScene, key) -> BrowseScene:
    target = next(t for t in play.table.targets() if t.key == key)
    assert not target.glow and target.command is None  # looking gives no command
    driver.click(play.table.T.rect(target.box).center)
    assert isinstance(driver.top, BrowseScene)
    return driver.top


def test_showdown_the_out_of_play_pile_opens_in_order_and_a_click_closes_it(driver):
    play = at(driver, "showdown", 2, 72)
    out_of_play = list(play.view.out_of_play)
    assert out_of_play
    browser = open_pile(driver, play, "oop")
    assert browser.title == "Out of play" and browser.cards == out_of_play
    driver.click((10, 10))
    assert driver.top is play and len(play.match.log) == 72


def test_showdown_the_rivals_discard_pile_shows_newest_first(driver):
    play = at(driver, "showdown", 1, 22)
    rival = 1 - play.viewer
    browser = open_pile(driver, play, ("discard", rival))
    assert browser.cards == list(reversed(play.view.discards[rival]))
    assert browser.note.startswith("Newest first")


def test_merry_men_a_seat_panels_public_cards_open_and_an_empty_pile_says_so(driver):
    play = at(driver, "merry_men", 1, 0)
    seat_panel = next(t for t in play.table.targets() if "passive pile" in t.tooltip)
    driver.click(play.table.T.rect(seat_panel.box).center)
    browser = driver.top
    assert isinstance(browser, BrowseScene) and browser.cards == []
    assert browser.note == "Nothing here yet"
    driver.key(pygame.K_ESCAPE)
    assert driver.top is play


def test_merry_men_the_discard_pile_opens_newest_first(driver):
    play = at(driver, "merry_men", 3, 60)
    pile = play.view.board["mm_discard"]
    assert pile
    target = next(t for t in play.table.targets() if t.tooltip.startswith("Merry Men discard pile"))
    driver.click(play.table.T.rect(target.box).center)
    assert driver.top.cards == list(reversed(pile)) and driver.top.note == "Newest first"


def test_face_drawer_draws_the_face_in_the_rect_with_a_shadow_beside(app):
    face = pygame.Surface((60, 84))
    face.fill((200, 30, 30))
    surface = pygame.Surface((200, 200))
    surface.fill((255, 255, 255))
    piles.face_drawer(lambda card, w, h: pygame.transform.scale(face, (w, h)))(
        surface, "X", pygame.Rect(40, 40, 60, 84)
    )
    assert surface.get_at((70, 80))[:3] == (200, 30, 30)
    assert surface.get_at((101, 126))[:3] != (255, 255, 255)  # the shadow down-right
    assert surface.get_at((5, 5))[:3] == (255, 255, 255)
