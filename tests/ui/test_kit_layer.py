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
    while probe.active_seat is not None and not wanted(probe):
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


def wanted(match: Match) -> bool:
    """A decision among targets that glow; in Settlers one with a roll of the dice among
    them (the cards it brings fly to the hands and plaques)."""
    legal = match.legal_commands()
    if match.game_id == "settlers" and match.seat_count > 1:
        return any(type(c).__name__ == "Roll" for c in legal)
    return len(legal) >= 2


def first_move(match: Match):
    """The roll where there is one, else the first legal command."""
    legal = match.legal_commands()
    return next((c for c in legal if type(c).__name__ == "Roll"), legal[0])


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
    play.apply(first_move(play.match))
    frames = 0
    while play.anim.busy and frames < 240:  # moving: pieces land, the picture is drawn anew
        normal_app.step(1 / 30)
        frames += 1
        if frames % 3 == 0:
            same_frame_both_ways(normal_app, monkeypatch)
    normal_app.step(1 / 60)
    same_frame_both_ways(normal_app, monkeypatch)
    if game in ("showdown", "settlers"):  # its parts say what of the animation they show
        assert play.table.layer.repaints, "a piece landing drew only the places it changes"


def test_a_part_drawn_outside_its_place_is_caught(monkeypatch):
    """The check that the test above leans on fails a part that claims too little."""
    monkeypatch.setattr(layer, "CHECK", True)
    screen = pygame.Surface((40, 30))
    liar = layer.Part(
        False, lambda s: s.fill((200, 0, 0), (20, 5, 10, 10)), pygame.Rect(0, 0, 10, 10), "liar"
    )
    with pytest.raises(AssertionError, match="liar"):
        layer.Layer().draw_parts(screen, "key", [liar], lambda s: s.fill((0, 0, 0)))


def test_a_part_whose_own_key_changes_is_drawn_again_in_its_place_only():
    screen = pygame.Surface((40, 30))
    calls = []

    def part(name, colour, rect, key):
        return layer.Part(False, lambda s: (calls.append(name), s.fill(colour, rect)), rect, name, key)

    kept = layer.Layer()
    a, b = pygame.Rect(0, 0, 10, 10), pygame.Rect(20, 0, 10, 10)
    kept.draw_parts(
        screen, "k", [part("a", (9, 0, 0), a, 1), part("b", (0, 9, 0), b, 1)], lambda s: s.fill(0)
    )
    calls.clear()
    kept.draw_parts(
        screen, "k", [part("a", (9, 0, 0), a, 1), part("b", (0, 0, 9), b, 2)], lambda s: s.fill(0)
    )
    assert calls == ["b"] and kept.repaints == 1 and kept.paints == 1
    assert screen.get_at((25, 5))[:3] == (0, 0, 9) and screen.get_at((5, 5))[:3] == (9, 0, 0)
    kept.draw_parts(
        screen, "k2", [part("a", (9, 0, 0), a, 1), part("b", (0, 0, 9), b, 2)], lambda s: s.fill(0)
    )
    assert kept.paints == 2  # the layer's own key: all drawn again


def test_a_still_part_under_nothing_moving_is_kept_and_one_under_a_moving_one_is_not():
    still = layer.Part(False, print, pygame.Rect(50, 50, 10, 10))
    moving = layer.Part(True, print, pygame.Rect(0, 0, 20, 20))
    over_moving = layer.Part(False, print, pygame.Rect(10, 10, 20, 20))
    anywhere = layer.Part(False, print, None)
    assert layer.split([still, moving, over_moving, still]) == ((0, 3), (1, 2))
    assert layer.split([anywhere, moving, anywhere, still]) == ((0,), (1, 2, 3))
