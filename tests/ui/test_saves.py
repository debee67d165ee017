"""A game is never lost, and no file breaks the program: played through the real scenes.

Every game keeps its own autosave (a new game never replaces another's, a finished one
stays); the saved-games list opens, names, renames and deletes them; a damaged autosave or
save is moved aside as ``*.damaged`` and the player is told, and the menu comes up."""

from __future__ import annotations

import json

import pygame
import pytest

from sherwood.engine import Match
from sherwood.resources import legacy_autosave_path, saves_path
from sherwood.savegames import SaveLibrary
from sherwood.ui.scenes.dialog import ConfirmScene, MessageScene, TextEntryScene
from sherwood.ui.scenes.load import LoadScene
from sherwood.ui.scenes.menu import MenuScene
from sherwood.ui.scenes.pause import PauseScene
from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.scenes.privacy import PrivacyScene
from sherwood.ui.scenes.results import ResultsScene
from sherwood.ui.scenes.setup import SetupScene


def open_menu(driver) -> MenuScene:
    menu = MenuScene(driver.app)
    driver.app.scenes.reset(menu)
    driver.step(2)
    assert driver.top is menu
    return menu


def start_from_the_menu(driver, menu: MenuScene) -> PlayScene:
    """The Showdown tile, then Start game with the seats offered (you and a bot)."""
    driver.click_widget(menu.tiles["showdown"])
    setup = driver.top
    assert isinstance(setup, SetupScene)
    driver.click_widget(setup.start_button)
    play = driver.top
    assert isinstance(play, PlayScene)
    return play


def click_moves(driver, play: PlayScene, count: int) -> None:
    for _ in range(count):
        driver.settle(play)
        if isinstance(driver.top, PrivacyScene):
            driver.lift_curtain()
            driver.settle(play)
        _, pos = driver.first_clickable(play)
        driver.click(pos)
    driver.settle(play)


def quit_to_menu(driver) -> MenuScene:
    driver.key(pygame.K_ESCAPE)
    pause = driver.top
    assert isinstance(pause, PauseScene)
    driver.click_widget(pause.buttons["Quit to menu"])
    menu = driver.top
    assert isinstance(menu, MenuScene)
    return menu


def type_text(driver, value: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=value))
    driver.step()


def autosaves() -> list:
    return sorted((saves_path() / "autosave").glob("*.json"))


def saved_match(moves: int, seed: int = 4, seats=("human", "bot:heuristic")) -> Match:
    match = Match.start("showdown", list(seats), seed)
    for _ in range(moves):
        match.apply(match.legal_commands()[0])
    return match


def drawn_texts(drawn) -> str:
    return " ".join(s for s, _ in drawn)


# --- a game is never lost ----------------------------------------------------------------


def test_starting_a_second_game_keeps_the_first_and_continue_opens_the_newest(driver):
    menu = open_menu(driver)
    assert menu.continue_button is None
    first = start_from_the_menu(driver, menu)
    click_moves(driver, first, 2)
    first_moves = len(first.match.log)
    first_state = first.match.state_hash()
    menu = quit_to_menu(driver)
    assert menu.continue_button is not None
    second = start_from_the_menu(driver, menu)
    click_moves(driver, second, 1)
    second_state = second.match.state_hash()
    assert first.autosave_file != second.autosave_file
    assert len(autosaves()) == 2  # the new game did not replace the first
    assert Match.load(first.autosave_file).state_hash() == first_state
    menu = quit_to_menu(driver)

    driver.click_widget(menu.continue_button)  # one click: the most recent game in progress
    play = driver.top
    assert isinstance(play, PlayScene) and play.match.state_hash() == second_state
    assert play.autosave_file == second.autosave_file  # continued in its own file, no copy
    menu = quit_to_menu(driver)

    driver.click_widget(menu.load_button)
    library = driver.top
    assert isinstance(library, LoadScene)
    assert [row.entry.path for row in library.rows] == [second.autosave_file, first.autosave_file]
    assert library.rows[1].entry.moves == first_moves
    driver.click_widget(library.rows[1].open_button)
    play = driver.top
    assert isinstance(play, PlayScene) and play.match.state_hash() == first_state
    click_moves(driver, play, 1)
    assert len(autosaves()) == 2  # playing on a continued game writes its own file
    assert Match.load(first.autosave_file).state_hash() == play.match.state_hash()


def test_a_finished_game_keeps_its_save_marked_finished(driver, drawn):
    # a short game, most of it played already: the table plays the rest by clicks
    match = Match.start("showdown", ["human", "bot:heuristic"], 7, {"encore": True})
    probe = Match.start("showdown", ["human", "bot:heuristic"], 7, {"encore": True})
    while not probe.is_over:
        probe.apply(probe.legal_commands()[0])
    for command in probe.log[: len(probe.log) - 6]:
        match.apply(command)
    play = PlayScene(driver.app, match)
    driver.app.scenes.reset(MenuScene(driver.app), play)
    driver.step()
    for _ in range(200):
        driver.settle(play)
        if isinstance(driver.top, ResultsScene):
            break
        _, pos = driver.first_clickable(play)
        driver.click(pos)
    results = driver.top
    assert isinstance(results, ResultsScene) and play.match.is_over
    assert play.autosave_file.exists()  # it stays
    assert Match.load(play.autosave_file).is_over
    driver.click_widget(results.menu_button)
    menu = driver.top
    assert isinstance(menu, MenuScene)
    assert menu.continue_button is None  # nothing left to continue
    driver.click_widget(menu.load_button)
    library = driver.top
    (row,) = library.rows
    assert row.entry.path == play.autosave_file and row.entry.finished
    driver.step()
    assert "Finished" in drawn_texts(drawn)


def test_name_rename_and_delete_in_the_saved_games_list(driver, drawn):
    library = SaveLibrary()
    older = library.new_autosave_path("showdown")
    library.autosave(saved_match(3), older)
    newer = library.new_autosave_path("showdown")
    library.autosave(saved_match(5, seed=8), newer)
    menu = open_menu(driver)
    driver.click_widget(menu.load_button)
    scene = driver.top
    assert isinstance(scene, LoadScene) and len(scene.rows) == 2

    row = scene.row_for(older)
    assert row.rename_button.text == "Name it"
    driver.click_widget(row.rename_button)
    ask = driver.top
    assert isinstance(ask, TextEntryScene)
    type_text(driver, "Sunday duel")
    driver.click_widget(ask.confirm_button)
    assert driver.top is scene
    assert scene.row_for(older).entry.name == "Sunday duel"
    assert SaveLibrary().scan().entries[1].display_name == "Sunday duel"
    driver.step()
    assert "Sunday duel" in drawn_texts(drawn)

    row = scene.row_for(older)
    assert row.rename_button.text == "Rename"
    driver.click_widget(row.rename_button)
    ask = driver.top
    assert ask.entry.get_text() == "Sunday duel"
    type_text(driver, "Rematch")  # the old name is selected: typing replaces it
    driver.key(pygame.K_RETURN)
    driver.step()
    assert driver.top is scene and scene.row_for(older).entry.name == "Rematch"

    driver.click_widget(scene.row_for(newer).delete_button)
    confirm = driver.top
    assert isinstance(confirm, ConfirmScene)
    driver.click_widget(confirm.cancel_button)  # "Keep it"
    assert driver.top is scene and newer.exists() and len(scene.rows) == 2
    driver.click_widget(scene.row_for(newer).delete_button)
    driver.click_widget(driver.top.confirm_button)
    assert driver.top is scene and not newer.exists()
    assert [r.entry.path for r in scene.rows] == [older]
    driver.click_widget(scene.back_button)
    assert driver.top is menu and menu.latest.path == older  # Continue follows


def test_pause_saves_a_named_copy_and_the_game_in_play_cannot_be_deleted(driver):
    menu = open_menu(driver)
    play = start_from_the_menu(driver, menu)
    click_moves(driver, play, 2)
    driver.key(pygame.K_ESCAPE)
    pause = driver.top
    driver.click_widget(pause.buttons["Save game"])
    ask = driver.top
    assert isinstance(ask, TextEntryScene)
    type_text(driver, "Before the melee")
    driver.click_widget(ask.confirm_button)
    assert driver.top is pause and pause.status.startswith("Saved “Before the melee”")
    driver.click_widget(pause.buttons["Load game"])
    scene = driver.top
    copy = scene.row_for(pause.saved_path)
    assert copy.entry.name == "Before the melee" and copy.entry.status == "Saved copy"
    mine = scene.row_for(play.autosave_file)
    assert not mine.delete_button.is_enabled and copy.delete_button.is_enabled
    state = play.match.state_hash()
    driver.click_widget(copy.open_button)
    loaded = driver.top
    assert isinstance(loaded, PlayScene) and loaded.match.state_hash() == state
    assert loaded.autosave_file is None  # a copy is never written over
    click_moves(driver, loaded, 1)
    assert loaded.autosave_file is not None and loaded.autosave_file != play.autosave_file
    assert Match.load(pause.saved_path).state_hash() == state


def test_the_list_turns_pages(driver):
    library = SaveLibrary()
    paths = []
    for i in range(9):
        path = library.new_autosave_path("showdown")
        library.autosave(saved_match(i % 3, seed=i), path)
        paths.append(path)
    open_menu(driver)
    driver.app.scenes.push(LoadScene(driver.app))
    driver.step()
    scene = driver.top
    first = [r.entry.path for r in scene.rows]
    assert 0 < len(first) < 9 and not scene.newer_button.is_enabled
    driver.click_widget(scene.older_button)
    second = [r.entry.path for r in scene.rows]
    assert set(first).isdisjoint(second)
    while scene.older_button.is_enabled:
        driver.click_widget(scene.older_button)
        second += [r.entry.path for r in scene.rows]
    assert sorted(first + second) == sorted(paths)


# --- nothing a file can do breaks the program -------------------------------------------------

DAMAGED = {
    "commands is a number": json.dumps({"format": "sherwood-save", "version": 1, "game": "showdown",
                                        "seed": 1, "options": {}, "seats": ["human", "human"],
                                        "commands": 5, "state_hash": "x"}),
    "invalid JSON": '{"format": "sherwood-save", "vers',
    "not a dict": '"just a string"',
}


@pytest.mark.parametrize("kind", sorted(DAMAGED))
@pytest.mark.parametrize("where", ["legacy autosave", "autosave", "saved copy"])
def test_the_menu_comes_up_with_a_damaged_file_set_aside_and_says_so(driver, drawn, kind, where):
    bad = {
        "legacy autosave": legacy_autosave_path(),
        "autosave": saves_path() / "autosave" / "showdown-20250101-101010-abcdef.json",
        "saved copy": saves_path() / "showdown-20250101-101010.json",
    }[where]
    bad.parent.mkdir(parents=True, exist_ok=True)
    bad.write_text(DAMAGED[kind], encoding="utf-8")
    menu = open_menu(driver)
    aside = bad.with_name(bad.name + ".damaged")
    assert not bad.exists() and aside.read_text(encoding="utf-8") == DAMAGED[kind]
    assert menu.notice and aside.name in menu.notice and menu.continue_button is None
    assert any(aside.name in s for s, _ in drawn)  # on screen (the notice wraps)
    driver.click_widget(menu.load_button)  # the list opens, without it
    assert isinstance(driver.top, LoadScene) and driver.top.rows == []


def test_the_program_starts_with_a_damaged_autosave(monkeypatch):
    """`sherwood` itself, start to first frames, with the autosave that used to brick it."""
    from sherwood.ui import app as app_module

    old = legacy_autosave_path()
    old.parent.mkdir(parents=True)
    old.write_text(DAMAGED["commands is a number"])
    assert app_module.run(exit_after_frames=3) == 0
    assert old.with_name("autosave.json.damaged").exists() and not old.exists()


def test_continue_with_a_save_the_replay_refuses_shows_why_and_carries_on(driver):
    library = SaveLibrary()
    path = library.new_autosave_path("showdown")
    library.autosave(saved_match(4), path)
    data = json.loads(path.read_text())
    data["state_hash"] = "0" * 64  # the header is fine; the replay is not
    path.write_text(json.dumps(data))
    menu = open_menu(driver)
    driver.click_widget(menu.continue_button)
    message = driver.top
    assert isinstance(message, MessageScene)
    assert "does not reach the saved state" in message.message
    assert "moved aside" in message.message
    assert path.with_name(path.name + ".damaged").exists() and not path.exists()
    driver.click_widget(message.ok_button)
    assert driver.top is menu and menu.continue_button is None


def test_any_exception_while_opening_a_save_is_a_message(driver, monkeypatch):
    library = SaveLibrary()
    path = library.new_autosave_path("showdown")
    library.autosave(saved_match(2), path)

    def explode(cls, p):
        raise IndexError("list index out of range")

    monkeypatch.setattr(Match, "load", classmethod(explode))
    open_menu(driver)
    driver.app.scenes.push(LoadScene(driver.app))
    driver.step()
    scene = driver.top
    driver.click_widget(scene.rows[0].open_button)
    message = driver.top
    assert isinstance(message, MessageScene) and "list index out of range" in message.message
    driver.click_widget(message.ok_button)
    assert driver.top is scene and scene.rows == []
    assert path.with_name(path.name + ".damaged").exists()


def test_temporary_files_of_interrupted_writes_are_removed_at_start(driver):
    folder = saves_path() / "autosave"
    folder.mkdir(parents=True)
    junk = [folder / ".showdown-x.json.a1b2c3.tmp", saves_path() / ".autosave.json.abc.tmp"]
    for tmp in junk:
        tmp.write_text("{")
    menu = open_menu(driver)
    assert not any(tmp.exists() for tmp in junk) and menu.notice is None


def test_a_saves_path_that_is_a_file_is_said_and_play_goes_on(driver, drawn):
    saves = saves_path()
    saves.parent.mkdir(parents=True, exist_ok=True)
    saves.write_text("I am not a folder")
    menu = open_menu(driver)
    assert "is a file, not a folder" in menu.notice
    assert any("is a file, not a folder" in s for s, _ in drawn)
    play = start_from_the_menu(driver, menu)
    assert play.flash_text and play.flash_text.startswith("Could not autosave")
    click_moves(driver, play, 1)  # the game goes on
    driver.key(pygame.K_ESCAPE)
    pause = driver.top
    driver.click_widget(pause.buttons["Save game"])
    driver.click_widget(driver.top.confirm_button)
    assert driver.top is pause and pause.status.startswith("Could not save")
    driver.click_widget(pause.buttons["Load game"])
    assert isinstance(driver.top, LoadScene) and driver.top.rows == []
    assert saves.read_text() == "I am not a folder"


def test_a_notice_found_under_sherwood_play_waits_for_the_menu(driver):
    """`sherwood play` opens a game over the menu at once; what the menu found is said when
    the player comes back to it."""
    old = legacy_autosave_path()
    old.parent.mkdir(parents=True)
    old.write_text("[]")
    driver.app.scenes.reset(MenuScene(driver.app), PlayScene(driver.app, saved_match(0)))
    driver.step()
    assert old.with_name("autosave.json.damaged").exists()
    menu = quit_to_menu(driver)
    driver.step()
    assert menu.notice and "autosave.json.damaged" in menu.notice
