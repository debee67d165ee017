"""The main menu offers a game only when it has both rules and a table: an engine may land
before its screen does, and the menu must not lead into a game it cannot show."""

from __future__ import annotations

from sherwood.ui.games import TABLES, playable
from sherwood.ui.scenes.menu import MenuScene


def test_a_game_with_rules_but_no_table_stays_coming_soon(driver, monkeypatch):
    import sherwood.games as games

    monkeypatch.setattr(games, "BUILT", (*games.BUILT, "merry_men"))  # rules built, no table yet
    monkeypatch.delitem(TABLES, "merry_men", raising=False)
    monkeypatch.setitem(TABLES, "no_rules_yet", TABLES["showdown"])  # a table, no rules
    assert playable("showdown") and not playable("merry_men") and not playable("no_rules_yet")
    menu = MenuScene(driver.app)
    driver.app.scenes.reset(menu)
    driver.step()
    assert menu.tiles["showdown"].is_enabled
    assert not menu.tiles["merry_men"].is_enabled
    driver.click(menu.tiles["merry_men"].rect.center)
    assert driver.top is menu  # nothing opened


def test_continue_says_which_game_it_opens_inside_its_button(driver, drawn):
    """Continue opens the most recent game in progress; under it, that game's name (or title),
    then who plays, how many moves and when, as room allows, never outside the button."""
    import pygame

    from sherwood.engine import Match
    from sherwood.savegames import SaveLibrary

    library = SaveLibrary()
    match = Match.start("showdown", ["human", "bot:heuristic"], 5)
    match.apply(match.legal_commands()[0])
    path = library.new_autosave_path("showdown")
    library.autosave(match, path)
    library.rename(path, "The long Sunday duel in the greenwood")
    for size in ((800, 500), (1280, 800), (1920, 1080)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        menu = MenuScene(driver.app)
        driver.app.scenes.reset(menu)
        driver.step(2)
        drawn.clear()
        driver.step()
        button = pygame.Rect(menu.continue_button.rect)
        inside = [(s, r) for s, r in drawn if button.colliderect(r)]
        assert inside and inside[0][0] == "Continue"
        assert any(s.startswith("The long Sunday") for s, _ in inside), inside
        assert any("1 move" in s for s, _ in inside), inside
        assert all(button.contains(r) for _, r in inside), (size, inside)
        assert all(r.h >= 11 for s, r in inside if s != "Continue"), "too small to read"
    driver.click_widget(menu.continue_button)
    assert driver.top.match.state_hash() == match.state_hash()
