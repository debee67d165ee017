"""The main menu offers a game only when it has both rules and a table: an engine may land
before its screen does, and the menu must not lead into a game it cannot show."""

from __future__ import annotations

from sherwood.ui.games import TABLES, playable
from sherwood.ui.scenes.menu import MenuScene


def test_a_game_with_rules_but_no_table_stays_coming_soon(driver, monkeypatch):
    import sherwood.games as games

    monkeypatch.setattr(games, "BUILT", (*games.BUILT, "merry_men"))  # rules built, no table yet
    monkeypatch.delitem(TABLES, "merry_men", raising=False)
    monkeypatch.setitem(TABLES, "lieutenants", TABLES["showdown"])  # a table, no rules
    assert playable("showdown") and not playable("merry_men") and not playable("lieutenants")
    menu = MenuScene(driver.app)
    driver.app.scenes.reset(menu)
    driver.step()
    assert menu.tiles["showdown"].is_enabled
    assert not menu.tiles["merry_men"].is_enabled
    driver.click(menu.tiles["merry_men"].rect.center)
    assert driver.top is menu  # nothing opened
