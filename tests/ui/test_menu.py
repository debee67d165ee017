"""The main menu: it offers a game only when it has both rules and a table (an engine may land
before its screen does, and the menu must not lead into a game it cannot show), and it lays
out the catalogue's games whatever their number (issue 33: the tiles were placed for exactly
five, and a sixth ran off the panel)."""

from __future__ import annotations

import dataclasses
import itertools

import pygame
import pytest

import sherwood.games as games
from sherwood.games import ADVENTURES, LIEUTENANTS, MERRY_MEN, SETTLERS, SHOWDOWN, CatalogueEntry
from sherwood.ui.games import playable
from sherwood.ui.scenes import menu_tiles as tiles
from sherwood.ui.scenes.menu import MenuScene
from sherwood.ui.scenes.setup import SetupScene
from tests.ui.test_text_fits import SIZES, TextSpy, draw_everything, forget_drawings, report, size_id

COMING_SOON = CatalogueEntry(  # a long title beside the ribbon, a long tagline
    "golden_arrow", "The Sheriff's Archery Contest at Nottingham",
    "Win the golden arrow in disguise, under the Sheriff's nose, from two to six players",
    icon="crown", rules="golden_arrow")
FAKES = (
    CatalogueEntry("barnsdale", "The Outlaws of Barnsdale", "Hide in the woods and ambush the Sheriff's men",
                   icon="rose", rules="barnsdale", table="barnsdale_table"),
    CatalogueEntry("castle", "Escape from Nottingham Castle",
                   "Three prisoners, one key, and the guards change at midnight: a solo puzzle",
                   icon="knight"),
    CatalogueEntry("marian", "Maid Marian's Ride", "Carry the ransom to the coast before the Sheriff does",
                   icon="queen", rules="marian", table="marian_table"),
)


def entries_for(count: int) -> list[CatalogueEntry]:
    """``count`` games for the menu: the five, a game to come with the longest words, and more."""
    return [SHOWDOWN, COMING_SOON, LIEUTENANTS, SETTLERS, MERRY_MEN, ADVENTURES, *FAKES][:count]


def use_catalogue(monkeypatch, entries) -> None:
    monkeypatch.setattr(games, "_found", {e.id: e for e in entries})


def test_a_game_with_rules_but_no_table_stays_coming_soon(driver, monkeypatch):
    no_table = dataclasses.replace(MERRY_MEN, table=None)  # rules built, no table yet
    no_rules = dataclasses.replace(SHOWDOWN, id="no_rules_yet", rules=None)  # a table, no rules
    use_catalogue(monkeypatch, [SHOWDOWN, no_table, no_rules])
    assert playable("showdown") and not playable("merry_men") and not playable("no_rules_yet")
    menu = MenuScene(driver.app)
    driver.app.scenes.reset(menu)
    driver.step()
    assert menu.tiles["showdown"].is_enabled
    assert not menu.tiles["merry_men"].is_enabled and not menu.tiles["no_rules_yet"].is_enabled
    driver.click(menu.tiles["merry_men"].rect.center)
    assert driver.top is menu  # nothing opened


@pytest.mark.parametrize("size", SIZES, ids=size_id)
@pytest.mark.parametrize("count", range(3, 10))
def test_any_number_of_games_fits_the_menu(monkeypatch, drawn, count, size):
    """3 to 9 games at 800x500, 1280x800 and 1920x1080: every tile inside the games' panel
    and the panel inside the window, no two tiles overlapping, every word of a tile inside
    it and whole (nothing cut, nothing shrunk past its smallest), readable (a title of 11
    pixels or more, a tagline of 10 or more, else in the tile's tooltip)."""
    from sherwood.ui.app import App
    from sherwood.ui.settings import Settings

    entries = entries_for(count)
    use_catalogue(monkeypatch, entries)
    app = App(size, settings=Settings(animation_speed="instant"), autosave=False)
    try:
        with monkeypatch.context() as patch:
            menu = MenuScene(app)
            app.scenes.reset(menu)
            forget_drawings()
            spy = TextSpy()  # over the drawn fixture's spy, which records where each text went
            spy.install(patch)
            draw_everything(app)
            cuts = spy.found()
    finally:
        app.close()
    assert not cuts, f"{count} games at {size_id(size)}:\n{report(cuts)}"
    panel = menu.games_panel
    assert pygame.Rect((0, 0), size).contains(panel)
    rects = {entry.id: pygame.Rect(menu.tiles[entry.id].rect) for entry in entries}
    assert list(menu.tiles) == [e.id for e in entries]
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not ra.colliderect(rb), f"{a} and {b} overlap"
    for entry in entries:
        tile = rects[entry.id]
        assert panel.contains(tile), (entry.id, tile, panel)
        look = tiles.tile_look(tile, menu.length, playable(entry.id), entry.tagline)
        assert tile.contains(look.medal) and look.title_px >= 11
        words = [entry.title] + ([] if look.ribbon is None else ["Coming soon"])
        if look.tagline is not None:
            assert look.tagline_px >= tiles.TAG_MIN
            words.append(entry.tagline)
        else:
            assert entry.tagline in menu.tiles[entry.id].tool_tip_text
        for word in words:
            shown = [r for s, r in drawn if s == word and tile.colliderect(r)]
            assert shown and all(tile.contains(r) for r in shown), (entry.id, word, tile, shown)
        if look.ribbon is not None:
            assert tile.contains(look.ribbon)
            title = next(r for s, r in drawn if s == entry.title and tile.colliderect(r))
            assert not title.colliderect(look.ribbon), entry.id


def test_the_menu_counts_its_games_and_every_tile_opens_its_game(driver, monkeypatch):
    """Nine games: the line under the title counts them; a click on the lowest tile, as on
    the highest, opens that game's setup."""
    use_catalogue(monkeypatch, [*FAKES, COMING_SOON, SHOWDOWN, LIEUTENANTS, SETTLERS, MERRY_MEN, ADVENTURES])
    menu = MenuScene(driver.app)
    driver.app.scenes.reset(menu)
    driver.step()
    assert tiles.subtitle(len(menu.games)) == "Nine tales of the greenwood, for one table"
    for game_id in ("showdown", "adventures"):
        driver.click(menu.tiles[game_id].rect.center)
        assert isinstance(driver.top, SetupScene) and driver.top.game_id == game_id
        driver.app.scenes.reset(menu)
        driver.step()


def test_a_tile_shows_its_games_picture(tmp_path):
    """An entry's icon is a symbol's name, or an SVG or PNG file drawn as it is; a file that
    cannot be read shows the star rather than failing the menu."""
    from sherwood.ui.render import icons

    svg = tmp_path / "icon.svg"
    svg.write_text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">'
                   '<rect width="10" height="10" fill="#ff0000"/></svg>', encoding="utf-8")
    png = tmp_path / "icon.png"
    square = pygame.Surface((20, 10))
    square.fill((0, 0, 255))
    pygame.image.save(square, str(png))
    cream = (250, 240, 220)
    red = tiles.picture(str(svg), 40, cream)
    assert red.get_size() == (40, 40) and tuple(red.get_at((20, 20)))[:3] == (255, 0, 0)
    blue = tiles.picture(str(png), 40, cream)
    assert blue.get_size() == (40, 20) and tuple(blue.get_at((20, 10)))[:3] == (0, 0, 255)
    star = icons.icon("star", 40, cream)
    for lost in (str(tmp_path / "missing.svg"), "no/such/picture.png"):
        assert tiles.picture(lost, 40, cream).get_view("2").raw == star.get_view("2").raw
    assert tiles.picture("swords", 40, cream) is icons.icon("swords", 40, cream)


def test_continue_says_which_game_it_opens_inside_its_button(driver, drawn):
    """Continue opens the most recent game in progress; under it, that game's name (or title),
    then who plays, how many moves and when, as room allows, never outside the button."""
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
