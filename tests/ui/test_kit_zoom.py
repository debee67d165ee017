"""The table kit's card zoom (sherwood/ui/kit/zoom.py): the card under the pointer is shown
large beside it, at both tables, and kept inside the table."""

from __future__ import annotations

import pygame

from sherwood.engine import Match
from sherwood.ui.app import play_bot_moves
from sherwood.ui.kit.zoom import GAP, CardZoom
from sherwood.ui.scenes.menu import MenuScene
from sherwood.ui.scenes.play import PlayScene


def at(driver, game: str, seed: int, moves: int) -> PlayScene:
    match = Match.start(game, ["human", "bot:heuristic"], seed)
    play_bot_moves(match, moves)
    play = PlayScene(driver.app, match, run_bots=False)
    driver.app.scenes.reset(MenuScene(driver.app), play)
    driver.step()
    return play


def hover(driver, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    driver.step()


def test_the_zoom_goes_above_a_card_with_room_else_beside_it_inside_the_area():
    zoom = CardZoom((200, 280), face=lambda card, w, h: pygame.Surface((w, h)))
    area = (0, 0, 1000, 1000)
    x, y, w, h = zoom.place((900, 700, 80, 112), area)  # at the right edge: pulled in
    assert (x + w, y + h) == (1000 - 8, 700 - GAP)
    x, y, w, h = zoom.place((10, 50, 80, 112), area)  # no room above nor on the left: right
    assert (x, y) == (10 + 80 + GAP, 8)
    x, y, w, h = zoom.place((600, 50, 80, 112), area)  # no room above: left
    assert (x + w, y) == (600 - GAP, 8)


def test_showdown_a_card_in_the_spoils_is_shown_large_above_it(driver):
    play = at(driver, "showdown", 2, 72)
    table = play.table
    spoils = table.geometry(play.view).spoils[play.viewer]
    card, box = spoils[len(spoils) // 2]
    rect = table.T.rect(box)
    hover(driver, (rect.x + 4, rect.centery))
    assert table.zoom.shown == card
    zoomed = table.T.rect(table.zoom.place(box, table.Z("table")))
    assert zoomed.bottom <= rect.top and zoomed.w > 2 * rect.w  # above it, and large
    assert driver.app.screen.get_at(zoomed.center) != driver.app.screen.get_at((5, 5))
    assert card in table.faces_drawn  # a public card: the privacy tests count it


def test_showdown_the_viewers_hand_lifts_instead_of_zooming(driver):
    play = at(driver, "showdown", 1, 22)
    table = play.table
    _, box, _ = next(e for e in table.hand_boxes() if e[0] is not None)
    hover(driver, table.T.rect(box).center)
    assert table.zoom.shown is None
    hover(driver, (5, 5))
    assert table.zoom.shown is None


def test_showdown_a_ransom_tucked_in_the_melee_can_be_read_large(driver):
    play = at(driver, "showdown", 1, 22)
    table = play.table
    outlaw, ransom, obox, rbox = next(e for s in (0, 1) for e in table.geometry(play.view).melee[s] if e[1])
    o, r = table.T.rect(obox), table.T.rect(rbox)
    hover(driver, (r.x + 3, r.bottom - 3))  # the strip of the ransom left of and below its outlaw
    assert table.zoom.shown == ransom
    hover(driver, o.center)
    assert table.zoom.shown == outlaw


def test_merry_men_a_card_in_the_hand_strip_is_shown_large(driver):
    play = at(driver, "merry_men", 1, 0)
    table = play.table
    card, box = table.zoomable()[-1]
    hover(driver, table.T.rect(box).center)
    assert table.zoom.shown == card
    hover(driver, (5, 5))
    assert table.zoom.shown is None
