"""The keys-and-mouse help: F1 or ? opens it over every scene and closes it
again; a ? typed into a text box stays there; the keys it lists for the table do what it
says."""

from __future__ import annotations

import pygame
import pytest

from sherwood.ui.app import SCENES, stage_scene
from sherwood.ui.scenes.help import SHORTCUTS, HelpScene, rows
from sherwood.ui.scenes.pause import PauseScene
from sherwood.ui.scenes.play import PlayScene


def press(driver, key: int, unicode: str = "", mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
    driver.step()
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0))
    driver.step()


@pytest.mark.parametrize("scene", SCENES)
def test_f1_opens_and_closes_the_help_over_every_scene(driver, scene):
    stage_scene(driver.app, scene, "showdown", moves=6)
    driver.step()
    below = driver.top
    assert not isinstance(below, HelpScene)
    press(driver, pygame.K_F1)
    assert isinstance(driver.top, HelpScene)
    assert driver.app.scenes.stack[-2] is below
    press(driver, pygame.K_F1)
    assert driver.top is below


def test_question_mark_opens_it_and_esc_or_a_click_outside_closes_it(driver):
    stage_scene(driver.app, "game", "showdown", moves=4)
    driver.step()
    play = driver.top
    press(driver, pygame.K_SLASH, "?", pygame.KMOD_SHIFT)
    assert isinstance(driver.top, HelpScene)
    press(driver, pygame.K_ESCAPE)
    assert driver.top is play  # Esc closed the help only: no pause behind it
    press(driver, pygame.K_SLASH, "?", pygame.KMOD_SHIFT)
    help_scene = driver.top
    assert isinstance(help_scene, HelpScene)
    driver.click((3, driver.app.size[1] - 3))
    assert driver.top is play
    driver.step()
    press(driver, pygame.K_F1)
    driver.click_widget(driver.top.done_button)
    assert driver.top is play


def test_a_question_mark_typed_into_a_text_box_stays_there(driver):
    stage_scene(driver.app, "setup", "showdown")
    driver.step()
    setup = driver.top
    driver.click_widget(setup.seed_entry)
    assert setup.seed_entry.is_focused
    press(driver, pygame.K_SLASH, "?", pygame.KMOD_SHIFT)
    assert driver.top is setup


def test_the_help_draws_every_key_and_every_line(driver, drawn):
    stage_scene(driver.app, "menu")
    driver.step()
    press(driver, pygame.K_F1)
    help_scene = driver.top
    drawn.clear()
    help_scene.draw_scene(driver.app.screen)
    shown = [s for s, _ in drawn]
    for keys, what in rows():
        assert what in shown
        for alternative in keys:
            for key in alternative.split("+") if len(alternative) > 1 else [alternative]:
                assert key in shown, f"key {key!r} of {what!r} is not drawn"
    panel = help_scene.panel_rect
    assert driver.app.screen.get_rect().contains(panel)
    for s, rect in drawn:
        assert panel.contains(rect), f"{s!r} spills out of the help"


def test_the_keys_listed_for_the_table_do_what_the_help_says(driver):
    """Each row of "At the table": the table really answers that key."""
    table_rows = dict(SHORTCUTS)["At the table"]
    keys = {alternative for keys, _ in table_rows for alternative in keys}
    assert {"U", "Ctrl+Z", "L", "Space", "Enter", "Esc", "Right-click", "Wheel"} <= keys
    stage_scene(driver.app, "game", "showdown", moves=0, seats=["human", "bot:random"])
    driver.step()
    play = driver.top
    assert isinstance(play, PlayScene)
    # L: the log hides and comes back
    collapsed = play.log.collapsed
    press(driver, pygame.K_l, "l")
    assert play.log.collapsed != collapsed
    press(driver, pygame.K_l, "l")
    assert play.log.collapsed == collapsed
    # U and Ctrl+Z: take back (spied: whether the rules allow it is the engine's business)
    calls = []
    play.undo = lambda: calls.append("undo")
    press(driver, pygame.K_u, "u")
    press(driver, pygame.K_z, "z", pygame.KMOD_CTRL)
    assert calls == ["undo", "undo"]
    # Space and Enter: skip the animation
    skips = []
    real_skip = play.anim.skip
    play.anim.skip = lambda: (skips.append(1), real_skip())
    press(driver, pygame.K_SPACE, " ")
    press(driver, pygame.K_RETURN, "\r")
    assert len(skips) == 2
    # Right-click: cancel the selection
    cancels = []
    real_cancel = play.table.cancel_selection
    play.table.cancel_selection = lambda: (cancels.append(1), real_cancel())[1]
    pos = driver.app.screen.get_rect().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3))
    driver.step()
    assert cancels
    # Esc with nothing selected: pause
    press(driver, pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseScene)
