"""Undo, pause -> save -> load, Esc, resize, settings: through the real widgets."""

import pygame

from sherwood.engine import Match
from sherwood.ui.scenes.load import LoadScene
from sherwood.ui.scenes.menu import MenuScene
from sherwood.ui.scenes.pause import PauseScene
from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.settings import Settings


def start(driver, seats=("human", "bot:heuristic"), seed=11) -> PlayScene:
    match = Match.start("showdown", list(seats), seed)
    play = PlayScene(driver.app, match)
    driver.app.scenes.reset(MenuScene(driver.app), play)
    driver.step()
    driver.settle(play)
    return play


def rob_with_first_outlaw(driver, play: PlayScene) -> None:
    """Click outlaws until the human's turn offers a Rob (pass, skip-sell otherwise)."""
    from sherwood.games.showdown.commands import Rob

    for _ in range(40):
        driver.settle(play)
        legal = play.match.legal_commands()
        robs = [c for c in legal if isinstance(c, Rob) and c.ransom is None]
        if robs:
            driver.click(driver.command_position(play, robs[0]))
            return
        _, pos = driver.first_clickable(play)
        driver.click(pos)
    raise AssertionError("never got to rob")


def test_undo_button_takes_back_the_human_move_and_cancels_the_bot(driver):
    driver.app.settings.animation_speed = "normal"  # the bot waits, so the undo comes first
    play = start(driver)
    assert not play.undo_button.is_enabled
    rob_with_first_outlaw(driver, play)
    count = len(play.match.log)
    assert play.match.can_undo and play.undo_button.is_enabled
    driver.click_widget(play.undo_button)
    assert len(play.match.log) == count - 1
    assert len(play.log.groups) == 1 + len(play.match.history)  # the deal, then each move
    assert play.match.active_seat == 0 and play.my_turn
    assert not play.worker.busy
    assert not play.undo_button.is_enabled or not play.can_undo_now()


def test_the_bot_moves_and_then_undo_is_off(driver):
    play = start(driver)
    rob_with_first_outlaw(driver, play)
    driver.settle(play)
    last = play.match.log[-1]
    if play.is_bot(last.seat):
        assert not play.undo_button.is_enabled


def test_pause_save_load_round_trip(driver):
    play = start(driver)
    for _ in range(3):
        _, pos = driver.first_clickable(play)
        driver.click(pos)
        driver.settle(play)
    state = play.match.state_hash()
    moves = len(play.match.log)
    driver.key(pygame.K_ESCAPE)
    pause = driver.top
    assert isinstance(pause, PauseScene)
    driver.click_widget(pause.buttons["Save game"])
    driver.click_widget(driver.top.confirm_button)  # a copy without a name
    assert pause.saved_path.exists() and pause.status.startswith("Saved")
    driver.click_widget(pause.buttons["Load game"])
    load = driver.top
    assert isinstance(load, LoadScene)
    assert load.entries[0].path == pause.saved_path  # the newest save comes first
    driver.click_widget(load.rows[0].open_button)
    loaded = driver.top
    assert isinstance(loaded, PlayScene) and loaded is not play
    assert loaded.match.state_hash() == state and len(loaded.match.log) == moves
    assert len(loaded.log.groups) == 1 + moves  # the log is rebuilt: the deal, then each move
    assert isinstance(driver.app.scenes.stack[0], MenuScene)


def test_esc_opens_and_closes_the_pause_menu_and_resume(driver):
    play = start(driver)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseScene)
    driver.key(pygame.K_ESCAPE)
    assert driver.top is play
    driver.click_widget(play.menu_button)
    pause = driver.top
    assert isinstance(pause, PauseScene)
    driver.click_widget(pause.buttons["Resume"])
    assert driver.top is play
    driver.key(pygame.K_ESCAPE)
    driver.click_widget(driver.top.buttons["Quit to menu"])
    assert isinstance(driver.top, MenuScene) and len(driver.app.scenes.stack) == 1


def test_autosave_after_every_command_and_continue_from_the_menu(driver):
    play = start(driver)
    _, pos = driver.first_clickable(play)
    driver.click(pos)
    driver.settle(play)
    assert play.autosave_file is not None and play.autosave_file.exists()
    state = play.match.state_hash()
    driver.key(pygame.K_ESCAPE)
    driver.click_widget(driver.top.buttons["Quit to menu"])
    menu = driver.top
    assert menu.continue_button is not None
    driver.click_widget(menu.continue_button)
    assert isinstance(driver.top, PlayScene) and driver.top.match.state_hash() == state


def test_resize_rebuilds_the_widgets_and_the_board_still_clicks(driver):
    play = start(driver)
    for size in ((1920, 1080), (2560, 1440), (1280, 800)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        driver.step()
        assert driver.app.screen.get_size() == size
        assert driver.app.screen.get_rect().contains(pygame.Rect(play.undo_button.rect))
        canvas = play.table.T.canvas
        assert canvas.w <= size[0] and canvas.h <= size[1]
        assert abs(canvas.w / canvas.h - 1.6) < 0.01
    command, pos = driver.first_clickable(play)
    before = len(play.match.log)
    driver.click(pos)
    assert play.match.log[before] == command


def test_settings_scene_persists_the_animation_speed(driver, sherwood_home):
    driver.app.scenes.push(MenuScene(driver.app))
    driver.step()
    driver.click_widget(driver.top.settings_button)
    settings = driver.top
    driver.click_widget(settings.speed_buttons["fast"])
    assert driver.app.settings.animation_speed == "fast"
    assert Settings.load().animation_speed == "fast"
    assert (sherwood_home / "settings.json").exists()
    driver.click_widget(settings.done_button)
    assert isinstance(driver.top, MenuScene)


def test_selecting_a_ransom_then_an_outlaw_attaches_it(driver):
    from sherwood.games.showdown.commands import Lay, Rob

    for seed in range(1, 40):
        match = Match.start("showdown", ["human", "bot:heuristic"], seed)
        legal = match.legal_commands() if match.active_seat == 0 else []
        with_ransom = [c for c in legal if isinstance(c, Rob | Lay) and c.ransom]
        if with_ransom:
            break
    else:
        raise AssertionError("no seed opens with a ransom to attach")
    play = PlayScene(driver.app, match)
    driver.app.scenes.reset(MenuScene(driver.app), play)
    driver.step()
    wanted = with_ransom[0]
    before = len(play.match.log)
    ransom_target = next(t for t in play.table.targets() if t.key == ("hand", wanted.ransom))
    driver.click(play.table.T.rect(ransom_target.box).center)
    assert play.table.selected_ransom == wanted.ransom
    driver.click(driver.command_position(play, wanted))
    assert play.match.log[before] == wanted


def test_hot_seat_undo_only_before_the_device_is_passed(driver):
    """The mover may take a robbery back on the curtain; once the next player has looked,
    the move stands (SD-12.4: the rival saw the card)."""
    from sherwood.ui.scenes.privacy import PrivacyScene

    play = start(driver, seats=("human", "human"), seed=11)
    if isinstance(driver.top, PrivacyScene):
        driver.lift_curtain()
    rob_with_first_outlaw(driver, play)
    driver.settle(play)
    curtain = driver.top
    assert isinstance(curtain, PrivacyScene)
    robber = play.match.log[-1].seat
    count = len(play.match.log)
    driver.click_widget(curtain.undo_button)
    assert len(play.match.log) == count - 1
    assert driver.top is play and play.match.active_seat == robber and play.my_turn

    rob_with_first_outlaw(driver, play)
    driver.settle(play)
    driver.lift_curtain()
    assert driver.top is play and play.viewer != robber
    assert play.match.can_undo  # the engine would allow it, but it was not this player's move
    assert not play.can_undo_now() and not play.undo_button.is_enabled
