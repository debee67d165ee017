"""The scene stack: deferred pushes and pops, events top-down until consumed, drawing from
the last opaque scene (house rule 11)."""

import pygame

from sherwood.ui.scenes.base import Scene
from sherwood.ui.scenes.manager import SceneManager
from sherwood.ui.widgets.plain_button import PlainButtons


class Probe(Scene):
    def __init__(self, name, log, *, opaque=True, consume=False):
        self.app = None
        self.ui = None
        self._actions = {}
        self.plain = PlainButtons({})
        self.name, self.log, self.opaque, self.consume = name, log, opaque, consume

    def enter(self):
        self.log.append(("enter", self.name))

    def exit(self):
        self.log.append(("exit", self.name))

    def pause(self):
        self.log.append(("pause", self.name))

    def resume(self):
        self.log.append(("resume", self.name))

    def handle(self, event):
        self.log.append(("handle", self.name))
        return self.consume

    def update(self, dt):
        self.log.append(("update", self.name))

    def draw(self, surface):
        self.log.append(("draw", self.name))


def test_push_and_pop_wait_for_the_frame_boundary():
    log = []
    m = SceneManager()
    a, b = Probe("a", log), Probe("b", log)
    m.push(a)
    assert m.stack == []
    m.apply_pending()
    m.push(b)
    m.apply_pending()
    assert m.stack == [a, b]
    assert log == [("enter", "a"), ("pause", "a"), ("enter", "b")]
    m.pop()
    assert m.top is b
    m.apply_pending()
    assert m.stack == [a]
    assert log[-2:] == [("exit", "b"), ("resume", "a")]


def test_events_go_top_down_until_consumed():
    log = []
    m = SceneManager()
    bottom, middle, top = Probe("bottom", log), Probe("middle", log, consume=True), Probe("top", log)
    for s in (bottom, middle, top):
        m.push(s)
    m.apply_pending()
    log.clear()
    assert m.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    assert log == [("handle", "top"), ("handle", "middle")]


def test_only_the_top_updates_and_drawing_starts_at_the_last_opaque_scene():
    log = []
    m = SceneManager()
    scenes = [Probe("menu", log), Probe("game", log), Probe("pause", log, opaque=False)]
    for s in scenes:
        m.push(s)
    m.apply_pending()
    log.clear()
    m.update(0.1)
    m.draw(pygame.Surface((10, 10)))
    assert log == [("update", "pause"), ("draw", "game"), ("draw", "pause")]


def test_reset_and_popping_a_scene_below_the_top():
    log = []
    m = SceneManager()
    a, b, c = Probe("a", log), Probe("b", log), Probe("c", log)
    for s in (a, b, c):
        m.push(s)
    m.apply_pending()
    m.pop(b)  # b and everything above it
    m.apply_pending()
    assert m.stack == [a]
    m.reset(Probe("x", log), Probe("y", log))
    m.apply_pending()
    assert [s.name for s in m.stack] == ["x", "y"]


def test_app_routes_a_click_to_the_top_scene_only(driver):
    from sherwood.ui.scenes.menu import MenuScene
    from sherwood.ui.scenes.settings import SettingsScene

    driver.app.scenes.push(MenuScene(driver.app))
    driver.step()
    menu = driver.top
    driver.click_widget(menu.settings_button)
    assert isinstance(driver.top, SettingsScene)
    # the settings dialog is modal: a click where the menu's Quit button is does not reach it
    driver.click(menu.quit_button.rect.center)
    assert driver.app.running
    driver.key(pygame.K_ESCAPE)
    assert driver.top is menu
