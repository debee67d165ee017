"""The player's settings (issues 10 and 11): the keys they hold (animation speed, bot level,
fullscreen, window size), a damaged file moved aside with a one-sentence notice instead of
a crash at every start, atomic writes, F11, and a remembered window size."""

from __future__ import annotations

import json
import os

import pygame
import pytest

from sherwood.ui.app import App, stage_scene
from sherwood.ui.scenes.menu import MenuScene
from sherwood.ui.scenes.settings import SettingsScene
from sherwood.ui.scenes.setup import SetupScene
from sherwood.ui.settings import Settings

DAMAGED = {
    "wrong type of speed": '{"animation_speed": []}',
    "not json": "{animation_speed: fast",
    "not an object": "[1, 2, 3]",
    "bad window size": '{"window_size": "enormous"}',
    "negative window size": '{"window_size": [-5, 100]}',
    "window size of booleans": '{"window_size": [true, true]}',
    "fullscreen as a number": '{"fullscreen": 1}',
    "unknown bot level": '{"bot_level": "grandmaster"}',
    "deep nesting": "[" * 100_000 + "]" * 100_000,
    "not text": b"\xff\xfe\x00garbage",
    "too big": '{"pad": "' + "x" * 200_000 + '"}',
}


def write(home, content) -> None:
    home.mkdir(parents=True, exist_ok=True)
    path = home / "settings.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")


@pytest.fixture
def own_app():
    """An App that loads the player's settings itself (as ``sherwood`` does)."""
    made = []

    def make(size=(1280, 800)):
        application = App(size)
        made.append(application)
        return application

    yield make
    for application in made:
        application.close()


@pytest.mark.parametrize("content", DAMAGED.values(), ids=DAMAGED.keys())
def test_a_damaged_settings_file_is_moved_aside_and_the_menu_says_so(own_app, sherwood_home, drawn, content):
    write(sherwood_home, content)
    original = (sherwood_home / "settings.json").read_bytes()
    app = own_app()
    assert app.settings == Settings()  # the defaults
    assert not (sherwood_home / "settings.json").exists()
    assert (sherwood_home / "settings.json.damaged").read_bytes() == original  # nothing lost
    assert len(app.notices) == 1
    notice = app.notices[0]
    assert "settings.json.damaged" in notice and notice.count(". ") == 0  # one sentence
    app.scenes.reset(MenuScene(app))
    app.step()
    assert isinstance(app.scenes.top, MenuScene)
    shown = " ".join(s for s, _ in drawn)
    assert "Your settings file was damaged" in shown
    # said once: after the player has moved on to another screen, it is gone
    app.scenes.top.settings()
    app.step()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.step()
    app.step()
    assert isinstance(app.scenes.top, MenuScene) and app.notices == []
    drawn.clear()
    app.step()
    assert "Your settings file was damaged" not in " ".join(s for s, _ in drawn)
    # and the next start is clean
    app.settings.save()
    assert Settings.load_checked() == (Settings(), None)


def test_the_sound_values_of_a_damaged_file_are_kept(sherwood_home):
    write(sherwood_home, json.dumps({"animation_speed": "fast", "bot_level": "hard", "fullscreen": "yes"}))
    settings, notice = Settings.load_checked()
    assert settings.animation_speed == "fast" and settings.bot_level == "hard"
    assert settings.fullscreen is False
    assert notice is not None and "fullscreen" in notice


def test_unknown_keys_are_ignored_and_the_file_kept(sherwood_home):
    write(sherwood_home, json.dumps({"animation_speed": "slow", "from_a_newer_version": {"x": 1}}))
    settings, notice = Settings.load_checked()
    assert notice is None and settings.animation_speed == "slow"
    assert (sherwood_home / "settings.json").exists()


def test_every_key_round_trips(sherwood_home):
    saved = Settings(animation_speed="instant", bot_level="easy", fullscreen=True, window_size=(1000, 640))
    saved.save()
    data = json.loads((sherwood_home / "settings.json").read_text(encoding="utf-8"))
    assert data == {
        "animation_speed": "instant",
        "bot_level": "easy",
        "fullscreen": True,
        "window_size": [1000, 640],
    }
    assert Settings.load_checked() == (saved, None)


def test_settings_are_written_atomically(sherwood_home, monkeypatch):
    Settings(animation_speed="slow").save()
    before = (sherwood_home / "settings.json").read_bytes()

    def fail(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError):
        Settings(animation_speed="fast").save()
    monkeypatch.undo()
    assert (sherwood_home / "settings.json").read_bytes() == before  # the old file, whole
    assert sorted(p.name for p in sherwood_home.iterdir()) == ["settings.json"]  # no temporary left


def test_leftovers_of_an_interrupted_write_are_cleaned_at_start(sherwood_home):
    Settings(animation_speed="fast").save()
    stale = sherwood_home / ".settings.json.abc123.tmp"
    stale.write_text('{"animation_speed": "sl')
    assert Settings.load_checked()[0].animation_speed == "fast"
    assert not stale.exists()


def test_an_unwritable_home_keeps_the_settings_for_the_session(tmp_path, monkeypatch, driver):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("SHERWOOD_HOME", str(blocker / "home"))
    settings, notice = Settings.load_checked()
    assert settings == Settings() and notice and "could not read" in notice
    driver.app.scenes.reset(MenuScene(driver.app))
    driver.step()
    driver.app.scenes.push(SettingsScene(driver.app))
    driver.step()
    driver.click_widget(driver.top.speed_buttons["slow"])
    assert driver.app.settings.animation_speed == "slow"


def test_the_settings_scene_sets_and_saves_each_key(driver, sherwood_home, drawn):
    driver.app.scenes.reset(MenuScene(driver.app))
    driver.step()
    driver.app.scenes.push(SettingsScene(driver.app))
    driver.step()
    scene = driver.top
    assert list(scene.level_buttons) == ["random", "easy", "normal", "hard"]
    driver.click_widget(scene.speed_buttons["slow"])
    driver.click_widget(scene.level_buttons["hard"])
    saved = Settings.load()
    assert saved.animation_speed == "slow" and saved.bot_level == "hard"
    assert scene.level_buttons["hard"].is_selected and not scene.level_buttons["normal"].is_selected
    drawn.clear()
    scene.draw_scene(driver.app.screen)
    shown = [s for s, _ in drawn]
    assert {"Animation speed", "Default bot", "Display"} <= set(shown)
    w, h = driver.app.settings.window_size
    assert any(f"{w} × {h}" in s for s in shown)
    driver.click_widget(scene.display_buttons[True])
    assert driver.app.fullscreen and Settings.load().fullscreen
    scene = driver.top  # rebuilt for the new size
    driver.click_widget(scene.display_buttons[False])
    assert not driver.app.fullscreen and not Settings.load().fullscreen
    driver.click_widget(driver.top.keys_button)
    from sherwood.ui.scenes.help import HelpScene

    assert isinstance(driver.top, HelpScene)


def test_the_bot_level_chooses_the_setup_screens_bots(driver):
    driver.app.settings.bot_level = "hard"
    stage_scene(driver.app, "setup", "showdown")
    setup = driver.top
    assert isinstance(setup, SetupScene)
    assert setup.seats == ["human", "bot:ismcts"]
    driver.app.settings.bot_level = "easy"
    stage_scene(driver.app, "setup", "merry_men")
    setup = driver.top
    assert setup.seats == ["human", "bot:easy"]
    driver.click_widget(setup.count_buttons[4])
    assert setup.seats == ["human", "bot:easy", "bot:easy", "bot:easy"]


def test_f11_toggles_fullscreen_and_remembers_it(own_app, sherwood_home):
    app = own_app((900, 600))
    app.scenes.reset(MenuScene(app))
    app.step()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    app.step()
    assert app.fullscreen and app.settings.fullscreen and Settings.load().fullscreen
    assert app.screen.get_size() == pygame.display.get_desktop_sizes()[0]
    menu = app.scenes.top
    assert menu.tiles["showdown"].rect == menu.R(190, 262, 800, 112)  # the menu was rebuilt for it
    app.close()
    again = own_app(None)
    assert again.fullscreen
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    again.scenes.reset(MenuScene(again))
    again.step()
    assert not again.fullscreen and not Settings.load().fullscreen


def test_the_window_size_is_remembered_and_used_at_start(own_app, sherwood_home):
    app = own_app(None)
    dw, dh = pygame.display.get_desktop_sizes()[0]
    assert app.size == (min(1280, dw), min(800, dh))  # the default, within the screen
    app.scenes.reset(MenuScene(app))
    app.step()
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700))
    app.step()
    assert app.size == (1000, 700) and Settings.load().window_size == (1000, 700)
    app.close()
    assert own_app(None).size == (1000, 700)


def test_a_given_settings_object_never_writes_the_window_size(driver, sherwood_home):
    """Tests and screenshots pass their own settings: a resize leaves the player's file alone."""
    driver.app.scenes.reset(MenuScene(driver.app))
    driver.step()
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700))
    driver.step()
    assert driver.app.size == (1000, 700)
    assert not (sherwood_home / "settings.json").exists()


def test_a_second_damaged_settings_file_keeps_the_first(own_app, sherwood_home):
    """Nothing is lost: a file set aside before is not overwritten by the next one."""
    write(sherwood_home, '{"animation_speed": []}')
    own_app()
    write(sherwood_home, "not json")
    app = own_app()
    assert (sherwood_home / "settings.json.damaged").read_text() == '{"animation_speed": []}'
    assert (sherwood_home / "settings.json.2.damaged").read_text() == "not json"
    assert "settings.json.2.damaged" in app.notices[0]
