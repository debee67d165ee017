"""A save whose seat names a bot this version does not have (or a label that is no seat) is
sound: the menu's Continue, the saved-games list and the pause menu's Load game open it by
offering, in one sentence, the game's nearest bot or a player at this screen; Not now loses
nothing, and nothing sets the file aside. Played through the real scenes with posted clicks
(before, Continue raised ValueError from the table's bots on every click)."""

from __future__ import annotations

import json
import re

import pygame
import pytest

from sherwood.engine import Match
from sherwood.resources import saves_path
from sherwood.ui.scenes.load import LoadScene
from sherwood.ui.scenes.pause import PauseScene
from sherwood.ui.scenes.play import PlayScene

from ..test_unseatable_saves import autosave_of
from .test_saves import click_moves, open_menu, start_from_the_menu


def offer(driver):
    """The dialog on top: the offer of a seat, with its buttons by their words."""
    from sherwood.ui.scenes.dialog import ChoiceScene

    scene = driver.top
    assert isinstance(scene, ChoiceScene), f"no offer but {scene!r}"
    return scene, {button.text: button for button in scene.choice_buttons}


def one_sentence(words: str) -> bool:
    return len(re.findall(r"[.?!](\s|$)", words)) == 1


def nothing_set_aside() -> bool:
    return not list(saves_path().rglob("*.damaged"))


def table(driver) -> PlayScene:
    play = next(s for s in reversed(driver.app.scenes.stack) if isinstance(s, PlayScene))
    return play


def test_continue_offers_the_games_normal_bot_and_not_now_loses_nothing(driver):
    path, match = autosave_of(["human", "bot:nosuchbot"])
    before = path.read_bytes()
    menu = open_menu(driver)
    assert "nosuchbot" in menu.continue_button.tool_tip_text  # the tooltip says why
    driver.click_widget(menu.continue_button)
    ask, buttons = offer(driver)
    assert one_sentence(ask.message) and "“nosuchbot”" in ask.message
    assert "nothing tells how strong it was" in ask.message and "the Normal bot" in ask.message
    assert list(buttons) == ["Normal bot", "A player", "Not now"]
    driver.click_widget(buttons["Not now"])
    assert driver.top is menu and menu.continue_button is not None
    assert path.read_bytes() == before and nothing_set_aside()

    driver.click_widget(menu.continue_button)  # again, and this time the Normal bot
    _, buttons = offer(driver)
    driver.click_widget(buttons["Normal bot"])
    play = driver.top
    assert isinstance(play, PlayScene) and play.match.seats == ("human", "bot:heuristic")
    assert play.match.state_hash() == match.state_hash() and play.autosave_file == path
    assert path.read_bytes() == before  # not written until the game moves on
    click_moves(driver, play, 1)
    saved = json.loads(path.read_text())
    assert saved["seats"] == ["human", "bot:heuristic"] and len(saved["commands"]) > 3
    assert saved["commands"][:3] == json.loads(before)["commands"]  # every move kept
    assert Match.load(path).state_hash() == play.match.state_hash()
    assert len(list((saves_path() / "autosave").glob("*.json"))) == 1 and nothing_set_aside()


def test_the_list_marks_such_a_save_and_opens_it_with_a_player_in_the_seat(driver, drawn):
    bad, match = autosave_of(["human", "the old hermit"])
    good, _ = autosave_of(["human", "bot:heuristic"], moves=1)
    menu = open_menu(driver)
    driver.click_widget(menu.load_button)
    scene = driver.top
    assert isinstance(scene, LoadScene)
    row, other = scene.row_for(bad), scene.row_for(good)
    assert row.entry.missing == (1,) and other.entry.missing == ()
    assert "“the old hermit”" in row.open_button.tool_tip_text
    assert "neither a player nor a bot" in row.open_button.tool_tip_text
    assert not other.open_button.tool_tip_text
    drawn.clear()
    driver.step()
    texts = [s for s, _ in drawn]
    assert texts.count("Unknown player") == 1 and any("You vs unknown player" in s for s in texts)

    driver.click_widget(row.open_button)
    ask, buttons = offer(driver)
    assert one_sentence(ask.message) and "“the old hermit”" in ask.message
    assert list(buttons) == ["Normal bot", "A player", "Not now"]
    driver.key(pygame.K_RETURN)  # Enter answers nothing
    assert driver.top is ask
    driver.key(pygame.K_ESCAPE)  # Esc is Not now
    assert driver.top is scene and bad.exists() and nothing_set_aside()

    driver.click_widget(scene.row_for(bad).open_button)
    _, buttons = offer(driver)
    driver.click_widget(buttons["A player"])
    play = table(driver)
    assert play.match.seats == ("human", "human") and play.match.state_hash() == match.state_hash()
    assert play.autosave_file == bad


def test_the_pause_menus_load_game_offers_the_seat_too(driver):
    bad, match = autosave_of(["human", "bot:easy-v1"])
    menu = open_menu(driver)
    play = start_from_the_menu(driver, menu)
    click_moves(driver, play, 1)
    driver.key(pygame.K_ESCAPE)
    pause = driver.top
    assert isinstance(pause, PauseScene)
    driver.click_widget(pause.buttons["Load game"])
    scene = driver.top
    driver.click_widget(scene.row_for(bad).open_button)
    _, buttons = offer(driver)
    driver.click_widget(buttons["Normal bot"])
    loaded = driver.top
    assert isinstance(loaded, PlayScene) and loaded is not play
    assert loaded.match.seats == ("human", "bot:heuristic")
    assert loaded.match.state_hash() == match.state_hash()
    click_moves(driver, loaded, 1)  # the bot plays its seat
    assert json.loads(bad.read_text())["seats"] == ["human", "bot:heuristic"]


def test_the_offer_names_the_nearest_bot_when_the_name_tells_a_strength(driver):
    """Settlers has no Easy bot: the nearest in strength (its Search, the stronger of two as
    near) is offered, and said to be the nearest."""
    autosave_of(["human", "bot:easy"], moves=0, game="settlers")
    menu = open_menu(driver)
    driver.click_widget(menu.continue_button)
    ask, buttons = offer(driver)
    assert "the Search bot, the nearest to it in strength" in ask.message and one_sentence(ask.message)
    driver.click_widget(buttons["Search bot"])
    assert table(driver).match.seats == ("human", "bot:ismcts")


@pytest.mark.parametrize("size", [(800, 500), (1280, 800), (1920, 1080)])
def test_the_offer_fits_its_dialog(driver, drawn, size):
    autosave_of(["human", "bot:" + "x" * 90])  # a long label is cut short
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    menu = open_menu(driver)
    driver.click_widget(menu.continue_button)
    ask, buttons = offer(driver)
    drawn.clear()
    driver.step()
    panel = ask.panel_rect
    body = ask.body()
    assert body.fits and " ".join(body.lines) == ask.message  # every word, none cut
    mine = [(s, r) for s, r in drawn if s in (ask.title, *body.lines)]  # the buttons' words: pygame_gui's
    assert {s for s, _ in mine} == {ask.title, *body.lines}
    assert all(panel.contains(r) for _, r in mine), [(s, r) for s, r in mine if not panel.contains(r)]
    assert "x" * 30 not in ask.message and "…”" in ask.message
    for button in buttons.values():
        assert panel.contains(pygame.Rect(button.rect))


def test_several_seats_are_offered_at_once():
    from sherwood.ui.scenes.reseat import seat_offer

    match = Match.start("settlers", ["human", "bot:gone", "bot:easy"], 2)
    offer = seat_offer(match)
    assert offer is not None and offer.missing == (1, 2) and one_sentence(offer.sentence)
    assert "the Normal bot at Blue and the Search bot at White" in offer.sentence
    assert offer.seats(match, bots=True) == ["human", "bot:heuristic", "bot:ismcts"]
    assert offer.seats(match, bots=False) == ["human", "human", "human"]
    assert seat_offer(Match.start("settlers", ["human", "bot:ismcts"], 2)) is None
