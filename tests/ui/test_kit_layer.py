"""The tables keep the still part of their picture in a layer (:mod:`sherwood.ui.kit.layer`):
a frame drawn from the kept picture is the frame drawn from scratch, pixel for pixel, and
every part drawn in the layer's place stays inside the place it claims."""

import pygame
import pytest

from sherwood.engine import Match
from sherwood.ui.app import App, play_bot_moves
from sherwood.ui.kit import layer
from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.settings import Settings

# (game, seats, seed, bot moves first): a human to decide among glowing targets
TABLES = [
    ("showdown", 2, 1, 22),
    ("merry_men", 2, 3, 30),
    ("settlers", 4, 1, 60),
    ("settlers", 1, 1, 10),  # the solo game: Robin's plaque, the hint
    ("lieutenants", 4, 1, 40),
    ("adventures", 1, 1, 12),
]


@pytest.fixture
def normal_app():
    application = App((1600, 900), settings=Settings(animation_speed="normal"), autosave=False)
    yield application
    application.close()


def stage(app: App, game: str, seats: int, seed: int, moves: int) -> PlayScene:
    options = {"variant": "robin_hood"} if game == "settlers" and seats == 1 else None
    probe = Match.start(game, seats, seed, options)
    play_bot_moves(probe, moves)
    while probe.active_seat is not None and len(probe.legal_commands()) < 2:
        play_bot_moves(probe, 1)
    labels = ["bot:heuristic"] * seats
    labels[probe.active_seat] = "human"
    match = Match.start(game, labels, seed, options)
    for command in probe.log:
        match.apply(command)
    play = PlayScene(app, match, run_bots=False, autosave=False)
    app.scenes.push(play)
    app.step(1 / 60)
    return play


def same_frame_both_ways(app: App, monkeypatch) -> None:
    """Draw the frame as it is now from the kept layer, then from scratch: the same pixels."""
    monkeypatch.setattr(layer, "KEEP", True)
    app.draw()
    kept = pygame.image.tobytes(app.screen, "RGB")
    monkeypatch.setattr(layer, "KEEP", False)
    app.draw()
    fresh = pygame.image.tobytes(app.screen, "RGB")
    monkeypatch.setattr(layer, "KEEP", True)
    assert kept == fresh


@pytest.mark.parametrize(("game", "seats", "seed", "moves"), TABLES)
def test_a_kept_frame_is_the_frame_drawn_from_scratch(normal_app, monkeypatch, game, seats, seed, moves):
    monkeypatch.setattr(layer, "CHECK", True)  # and no part draws outside its place
    play = stage(normal_app, game, seats, seed, moves)
    glowing = [t for t in play.table.targets() if t.glow]
    assert glowing, "a decision with targets to glow"
    x, y, w, h = glowing[0].box
    play.mouse = play.table.T.point(x + w / 2, y + h / 2)  # a hover, a tooltip
    for _ in range(3):  # at rest: the glow pulses over the kept picture
        normal_app.step(1 / 60)
        same_frame_both_ways(normal_app, monkeypatch)
    play.apply(play.match.legal_commands()[0])
    frames = 0
    while play.anim.busy and frames < 240:  # moving: pieces land, the picture is drawn anew
        normal_app.step(1 / 30)
        frames += 1
        if frames % 3 == 0:
            same_frame_both_ways(normal_app, monkeypatch)
    normal_app.step(1 / 60)
    same_frame_both_ways(normal_app, monkeypatch)


def test_a_part_drawn_outside_its_place_is_caught(monkeypatch):
    """The check that the test above leans on fails a part that claims too little."""
    monkeypatch.setattr(layer, "CHECK", True)
    screen = pygame.Surface((40, 30))
    liar = layer.Part(
        False, lambda s: s.fill((200, 0, 0), (20, 5, 10, 10)), pygame.Rect(0, 0, 10, 10), "liar"
    )
    with pytest.raises(AssertionError, match="liar"):
        layer.Layer().draw_parts(screen, "key", [liar], lambda s: s.fill((0, 0, 0)))


def test_a_still_part_under_nothing_moving_is_kept_and_one_under_a_moving_one_is_not():
    still = layer.Part(False, print, pygame.Rect(50, 50, 10, 10))
    moving = layer.Part(True, print, pygame.Rect(0, 0, 20, 20))
    over_moving = layer.Part(False, print, pygame.Rect(10, 10, 20, 20))
    anywhere = layer.Part(False, print, None)
    assert layer.split([still, moving, over_moving, still]) == ((0, 3), (1, 2))
    assert layer.split([anywhere, moving, anywhere, still]) == ((0,), (1, 2, 3))
