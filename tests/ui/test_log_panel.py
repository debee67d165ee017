"""The chronicle's first line stands right under its title once the log has more than it can
show: it once began 40 to 60 pixels lower in every game, the room of a
wrapped entry that did not fit whole left blank under the title. Checked in each game's own
log panel (its place and size on its table), following the newest line, after the wheel has
scrolled back and down again, and scrolled back to the first line.
"""

from __future__ import annotations

import pygame
import pytest

from sherwood.ui.app import stage_scene
from sherwood.ui.render import text
from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.widgets.log_panel import LogLine, LogPanel

GAMES = [
    ("showdown", None, {}),
    ("lieutenants", ["human", "bot:heuristic", "bot:heuristic"], {}),
    ("settlers", ["human", "bot:heuristic", "bot:heuristic"], {}),
    ("settlers", ["human"], {"variant": "robin_hood"}),
    ("merry_men", ["human", "bot:heuristic"], {}),
    ("adventures", ["human"], {}),
]


def drawn_lines(log: LogPanel, monkeypatch) -> list[pygame.Rect]:
    """The screen rects of the entries' lines ``log`` draws (the title left out), in order."""
    seen: list[pygame.Rect] = []
    real = text.blit

    def spy(surface, s, *args, **kw):
        rect = real(surface, s, *args, **kw)
        if s != log.title:
            seen.append(rect)
        return rect

    monkeypatch.setattr(text, "blit", spy)
    surface = pygame.Surface((log.rect.right + 50, log.rect.bottom + 50), pygame.SRCALPHA)
    log._cache = None  # drawn anew, on a canvas of its own with a margin
    log.draw(surface)
    monkeypatch.setattr(text, "blit", real)
    pad = log._cache_pad
    return [r.move(log.rect.x - pad, log.rect.y - pad) for r in seen]


def visible(log: LogPanel, lines: list[pygame.Rect]) -> list[pygame.Rect]:
    body = log._body
    return [r for r in lines if r.bottom > body.y and r.y < body.bottom]


def check_follows_newest(log: LogPanel, monkeypatch, where: str) -> None:
    body = log._body
    shown = visible(log, drawn_lines(log, monkeypatch))
    assert shown, f"{where}: no line shown"
    first = shown[0]
    assert first.y >= body.y, f"{where}: the first line is cut by the title ({first} in {body})"
    assert first.y - body.y <= log._px(6) + 1, f"{where}: {first.y - body.y} px blank under the title"
    assert shown[-1].bottom <= body.bottom + 1, f"{where}: the newest line is cut"
    # what is left of the body goes under the newest line: less than a line and its spacing
    # (the words' own rect stands a few pixels inside their line)
    room = body.bottom - shown[-1].bottom
    assert room < 2 * log._px(15 * 1.3) + log._px(10), f"{where}: {room} px blank under the newest line"


@pytest.mark.parametrize(("game", "seats", "options"), GAMES, ids=[f"{g}-{o or s}" for g, s, o in GAMES])
def test_the_first_line_stands_under_the_title(driver, monkeypatch, game, seats, options):
    stage_scene(driver.app, "game", game, seed=4, moves=160, seats=seats, options=options)
    driver.step()
    play = next(s for s in driver.app.scenes.stack if isinstance(s, PlayScene))  # the results may be up
    log = play.log
    assert log.content_height > log._body.h * 1.5, "the log is longer than its panel"
    check_follows_newest(log, monkeypatch, f"{game}, following the newest line")
    centre = log.rect.center
    for _ in range(3):
        log.handle_wheel(centre, 1)
    assert log.scroll > 0
    for _ in range(3):
        log.handle_wheel(centre, -1)
    assert log.scroll == 0
    check_follows_newest(log, monkeypatch, f"{game}, scrolled back and down again")
    while log.handle_wheel(centre, 1) and log.view_top() > 0:
        pass
    shown = visible(log, drawn_lines(log, monkeypatch))
    assert shown[0].y - log._body.y <= log._px(6) + 1, f"{game}: the oldest line is not at the top"
    assert log.view_top() == 0


def test_a_long_entry_that_does_not_fit_whole_leaves_no_band(app, monkeypatch):
    """The log's own case: the entry above the newest ones wraps to three lines and only its
    last fits; it is shown from that line, not left out with a blank the height of two."""
    log = LogPanel()
    log.place(pygame.Rect(900, 300, 320, 200), 1.0)
    log.add_group([LogLine("A short line", 0)] * 8)
    log.add_group([LogLine("A long entry " * 9, 1)])  # three lines at this width
    log.add_group([LogLine(f"Entry {i}", i % 2) for i in range(5)])
    for extra in range(30):  # whatever is cut off, at any count of lines after it
        check_follows_newest(log, monkeypatch, f"{extra} lines after the long one")
        log.add_group([LogLine(f"Later {extra}", 0, "turn" if extra % 4 == 0 else "event")])
