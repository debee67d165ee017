"""The menu's buttons are Sherwood's own, without pygame_gui (issue 18: the first frame comes
sooner): they look like the theme's buttons, light up under the pointer, act when pressed and
released on them (not when the press slides off), and say why a greyed one is greyed."""

from __future__ import annotations

import dataclasses

import pygame

from sherwood.games import catalogue
from sherwood.ui.scenes.menu import MenuScene
from sherwood.ui.scenes.settings import SettingsScene
from sherwood.ui.theme import load_theme, value


def face_colour(app, button) -> tuple[int, int, int]:
    """The colour of the button's face at middle height, just inside its right edge (clear of
    centred words, and of a game tile's medal and tagline)."""
    r = pygame.Rect(button.rect)
    return tuple(app.screen.get_at((r.right - 12, r.centery)))[:3]


def theme_colour(block: str, key: str) -> tuple[int, int, int]:
    return tuple(pygame.Color(value(load_theme(), (block, "button"), "colours", key)))[:3]


def at(pos, kind) -> None:
    pygame.mouse.set_pos(pos)
    if kind == pygame.MOUSEMOTION:
        pygame.event.post(pygame.event.Event(kind, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
    else:
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))


def test_a_button_has_the_themes_colours_and_lights_under_the_pointer(driver):
    menu = MenuScene(driver.app)
    driver.app.scenes.reset(menu)
    driver.step()
    button = menu.settings_button
    assert face_colour(driver.app, button) == theme_colour("@menu", "normal_bg")
    at(button.rect.center, pygame.MOUSEMOTION)
    driver.step()
    assert button.hovered and face_colour(driver.app, button) == theme_colour("@menu", "hovered_bg")
    at(button.rect.center, pygame.MOUSEBUTTONDOWN)
    driver.step()
    assert face_colour(driver.app, button) == theme_colour("@menu", "active_bg")
    at((2, 2), pygame.MOUSEMOTION)
    driver.step()
    assert not button.hovered and face_colour(driver.app, button) == theme_colour("@menu", "normal_bg")


def test_a_press_that_slides_off_the_button_does_nothing(driver):
    menu = MenuScene(driver.app)
    driver.app.scenes.reset(menu)
    driver.step()
    button = menu.settings_button
    at(button.rect.center, pygame.MOUSEMOTION)
    at(button.rect.center, pygame.MOUSEBUTTONDOWN)
    driver.step()
    at((2, 2), pygame.MOUSEMOTION)
    at((2, 2), pygame.MOUSEBUTTONUP)
    driver.step(2)
    assert driver.top is menu
    at(button.rect.center, pygame.MOUSEMOTION)  # a release on it that was not pressed on it
    at(button.rect.center, pygame.MOUSEBUTTONUP)
    driver.step(2)
    assert driver.top is menu
    driver.click_widget(button)
    assert isinstance(driver.top, SettingsScene)


def test_a_greyed_game_says_why_beside_the_pointer(driver, monkeypatch):
    """pygame_gui gives a disabled button no tooltip; the menu's greyed tile says it is coming in
    a later version, in the theme's tooltip colours, inside the window."""
    monkeypatch.setitem(catalogue(), "merry_men", dataclasses.replace(catalogue()["merry_men"], table=None))
    menu = MenuScene(driver.app)
    driver.app.scenes.reset(menu)
    driver.step()
    tile = menu.tiles["merry_men"]
    assert not tile.is_enabled
    assert face_colour(driver.app, tile) == theme_colour("@game_tile", "disabled_bg")
    at(tile.rect.center, pygame.MOUSEMOTION)
    for _ in range(8):
        driver.step(dt=0.1)
    assert tile.tool_tip is None, "a tooltip waits a second"
    driver.step(3, dt=0.1)
    tip = tile.tool_tip
    assert tip is not None and tip.lines == ["Coming in a later version"]
    assert pygame.Rect((0, 0), driver.app.size).contains(tip.rect) and tip.rect.top >= tile.rect.bottom
    paper = tuple(pygame.Color(value(load_theme(), ("tool_tip.text_box",), "colours", "dark_bg")))[:3]
    assert tuple(driver.app.screen.get_at((tip.rect.x + 3, tip.rect.bottom - 3)))[:3] == paper
    driver.click(tile.rect.center)
    assert driver.top is menu and tile.tool_tip is None  # nothing opened; the press hid the tip


def test_a_tooltip_near_the_windows_foot_goes_above_its_button(driver, monkeypatch):
    lowest = catalogue()["adventures"]
    monkeypatch.setitem(catalogue(), "adventures", dataclasses.replace(lowest, table=None))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 640), w=1280, h=640))
    menu = MenuScene(driver.app)
    driver.app.scenes.reset(menu)
    driver.step()
    tile = menu.tiles["adventures"]
    tile.rect.bottom = driver.app.size[1] - 4  # no room below it
    at(tile.rect.center, pygame.MOUSEMOTION)
    driver.step(12, dt=0.1)
    assert tile.tool_tip is not None and tile.tool_tip.rect.bottom == tile.rect.top
