"""The smallest window (issue 32, item 12): the app never opens or lets the player make a
window smaller than 800×500; a panel whose words no longer fit at the readable size
scrolls (the adventure's story) or folds (Merry Men's seat panels), by posted mouse events;
and Merry Men's spots take a click on at least 20×20 pixels, none on a neighbour's.
(``tests/ui/test_text_size.py`` checks that every word is drawn at 11 px or more.)"""

from __future__ import annotations

import json

import pygame
import pytest

from sherwood.engine import Match
from sherwood.ui.app import App
from sherwood.ui.games.merry_men import drawing_panels
from sherwood.ui.kit import hits
from sherwood.ui.render import text
from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.settings import MIN_WINDOW, Settings
from tests.ui.conftest import Driver

SMALL = MIN_WINDOW


@pytest.fixture
def small():
    application = App(SMALL, settings=Settings(animation_speed="instant"), autosave=False)
    yield Driver(application)
    application.close()


def open_table(driver: Driver, game: str, seats, seed: int, moves: int = 0) -> PlayScene:
    match = Match.start(game, seats, seed)
    for _ in range(moves):
        match.apply(match.legal_commands()[0])
    play = PlayScene(driver.app, match, autosave=False, run_bots=False)
    driver.app.scenes.push(play)
    driver.step(2)
    return play


def wheel(driver: Driver, pos: tuple[int, int], dy: int) -> None:
    """A turn of the wheel over ``pos``, as the window reports it."""
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    driver.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0,
                                         precise_y=float(dy)))
    driver.step()


# --- the window --------------------------------------------------------------------------------------


def test_the_window_is_never_smaller_than_800_by_500(small):
    app = small.app
    for size in ((640, 400), (320, 240), (1000, 300)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        small.step()
        assert app.size == (max(800, size[0]), max(500, size[1]))
    assert App((500, 300), settings=Settings(), autosave=False).size == SMALL


def test_a_smaller_remembered_size_opens_the_smallest_window(sherwood_home):
    """A size remembered by an older version, which allowed smaller windows, is no damage."""
    sherwood_home.mkdir(parents=True, exist_ok=True)
    (sherwood_home / "settings.json").write_text(json.dumps({"window_size": [640, 400]}), encoding="utf-8")
    settings, notice = Settings.load_checked()
    assert settings.window_size == SMALL and notice is None


# --- a panel that scrolls: the adventure's story ---------------------------------------------------


def test_the_story_scrolls_by_the_wheel_and_shows_its_bar(small):
    """At the start the story of the adventure is longer than its panel at the readable size:
    it shows from its first line, a turn of the wheel over it moves it on by whole lines, to
    its end and back, and a bar and an arrow say there is more."""
    play = open_table(small, "adventures", ["human"], 1)
    scroll = play.table.panels.scroll("story")
    assert scroll.hidden > 0, "the story fits its panel: nothing to scroll"
    assert scroll.top == 0
    centre = scroll.box.center
    wheel(small, centre, -1)  # towards the player: down the story
    assert scroll.top > 0
    for _ in range(20):
        wheel(small, centre, -1)
    assert scroll.top == scroll.last() and scroll.last() > 0
    wheel(small, (5, 5), 1)  # elsewhere: the story stays
    assert scroll.top == scroll.last()
    for _ in range(20):
        wheel(small, centre, 1)
    assert scroll.top == 0
    bar = pygame.Rect(scroll.box.right - 6, scroll.box.y, 6, scroll.box.h)
    colours = {small.app.screen.get_at((bar.centerx - 2, y))[:3] for y in range(bar.top, bar.bottom, 3)}
    assert len(colours) > 1, "a bar stands at the story's right edge"


def test_the_view_begins_at_a_line_and_never_shows_half_of_one(small, monkeypatch):
    play = open_table(small, "adventures", ["human"], 1)
    scroll = play.table.panels.scroll("story")
    wheel(small, scroll.box.center, -1)
    assert scroll.top in scroll.stops
    from sherwood.ui.kit import layer

    monkeypatch.setattr(layer, "KEEP", False)  # the story drawn again, each line spied
    lines: list[pygame.Rect] = []
    real = text.blit

    def spy(surface, words, *args, **kw):
        rect = real(surface, words, *args, **kw)
        if scroll.box.colliderect(rect):
            lines.append(rect)
        return rect

    monkeypatch.setattr(text, "blit", spy)
    small.step()
    assert lines and all(scroll.box.top <= r.top and r.bottom <= scroll.box.bottom + 2 for r in lines)


# --- a panel that folds: Merry Men's seat panels ----------------------------------------------------


def test_a_folded_seat_panel_opens_and_folds_at_a_click(small):
    play = open_table(small, "merry_men", ["human", "bot:heuristic"], 3)
    table = play.table
    assert drawing_panels.folds(table), "at 800×500 the seat panels fold"
    assert drawing_panels.opened(table) is None
    small.click_target(play, ("fold", 1))
    assert drawing_panels.opened(table) == 1
    opened = drawing_panels.open_transform(table, 1).rect(table.seat_box(1))
    assert opened.w > table.T.rect(table.seat_box(1)).w, "opened, the panel is drawn larger"
    assert small.app.screen.get_rect().contains(opened)
    small.click_target(play, ("fold", 0))  # the other one: one open at a time
    assert drawing_panels.opened(table) == 0
    opened = drawing_panels.open_transform(table, 0).rect(table.seat_box(0))
    small.click((opened.centerx, opened.y + 8))  # a click on the open panel folds it
    assert drawing_panels.opened(table) is None


def test_a_folded_panel_keeps_its_name_beside_both_tags(small, monkeypatch):
    """The start player about to play: both tags go under the name rather than push it out."""
    from sherwood.ui.kit import layer

    play = open_table(small, "merry_men", ["human", "bot:heuristic"], 4)
    table = play.table
    seat = play.match.active_seat
    assert table.view.board["start"] == seat
    monkeypatch.setattr(layer, "KEEP", False)
    seen: list[tuple[str, pygame.Rect]] = []
    real = text.blit
    monkeypatch.setattr(text, "blit", lambda surface, s, *a, **k: seen.append((s, real(surface, s, *a, **k)))
                        or seen[-1][1])
    table.refresh()
    small.step()
    panel = table.T.rect(table.seat_box(seat))
    inside = {s for s, r in seen if panel.contains(r)}
    assert {play.match.names[seat], "to play", "start player"} <= inside, inside


def test_seat_panels_do_not_fold_in_a_larger_window(driver):
    play = open_table(driver, "merry_men", ["human", "bot:heuristic"], 3)
    assert not drawing_panels.folds(play.table)
    assert not [t for t in play.table.targets() if t.key[0] == "fold"]


def test_the_logs_title_stands_over_its_rule(small, monkeypatch):
    """The chronicle's title, kept readable where the board is drawn small, pushes its rule
    and its lines down rather than stand across the rule."""
    play = open_table(small, "merry_men", ["human", "bot:heuristic"], 4)
    log = play.log
    seen: list[tuple[str, pygame.Rect]] = []
    real = text.blit
    monkeypatch.setattr(text, "blit", lambda surface, s, *a, **k: seen.append((s, real(surface, s, *a, **k)))
                        or seen[-1][1])
    canvas = pygame.Surface((log.rect.w + 200, log.rect.h + 200), pygame.SRCALPHA)
    log._draw_panel(canvas)
    title = next(r for s, r in seen if s == log.title)
    ink = text.render(log.title, "serif-bold", text.readable(log._px(24)), (0, 0, 0)).get_bounding_rect()
    assert title.y + ink.bottom <= log.rect.y + log._rule_y()
    assert log._body.y > log.rect.y + log._rule_y()


# --- the spots: Merry Men at 800×500 ----------------------------------------------------------------


def test_merry_mens_spots_take_a_click_on_twenty_pixels_each_way(small):
    """Placing a figure: every glowing spot is at least 20×20 on the screen, and a click at the
    middle of each spot as drawn reaches that spot, not a neighbour's."""
    from sherwood.ui.games.merry_men import geometry

    play = open_table(small, "merry_men", ["human"], 5)  # solo: the human places
    table = play.table
    card = next(t for t in table.targets() if isinstance(t.key, tuple) and t.key[0] == "hand")
    small.click_target(play, card.key)  # a card in the hand picked: the board's spots glow
    spots = [t for t in table.targets() if isinstance(t.key, tuple) and t.key[0] in ("hideout", "main")]
    assert len(spots) >= 4, [t.key for t in table.targets()]
    for target in spots:
        rect = table.T.rect(target.box)
        assert rect.w >= hits.LEAST and rect.h >= hits.LEAST, f"{target.key}: {rect.size}"
        drawn = table.T.rect(geometry.spot_box(table, target.key))
        assert drawn.w < hits.LEAST or drawn.h < hits.LEAST or rect == drawn
        hit = play.target_at(drawn.center)
        assert hit is not None and hit.key == target.key, f"a click on {target.key} reaches {hit and hit.key}"
