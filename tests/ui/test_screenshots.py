"""Headless screenshots of every scene (the `sherwood screenshot` entry point)."""

import pygame
import pytest

from sherwood.ui.app import SCENES, screenshot


def colours(path) -> int:
    image = pygame.image.load(str(path))
    small = pygame.transform.scale(image, (64, 40))
    return len({small.get_at((x, y))[:3] for x in range(64) for y in range(40)})


@pytest.mark.parametrize("scene", SCENES)
def test_every_scene_renders_to_a_png(tmp_path, scene):
    out = screenshot("showdown", tmp_path / f"{scene}.png", scene=scene, seed=3, moves=9, size=(960, 600))
    assert out.exists()
    assert pygame.image.load(str(out)).get_size() == (960, 600)
    assert colours(out) > 40, "the picture is (nearly) blank"


def test_game_screenshot_does_not_touch_the_autosave(tmp_path, sherwood_home):
    screenshot("showdown", tmp_path / "g.png", seed=5, moves=4, size=(800, 500))
    assert not (sherwood_home / "saves" / "autosave.json").exists()


def test_unknown_scene_is_refused(tmp_path):
    with pytest.raises(ValueError, match="unknown scene"):
        screenshot("showdown", tmp_path / "x.png", scene="credits")


def test_the_template_game_has_a_table_too(tmp_path):
    out = screenshot("_template", tmp_path / "t.png", moves=3, size=(800, 500))
    assert colours(out) > 20


def test_the_rules_screen_opens_with_the_players_guide():
    """Every game the menu offers has a guide in assets/rules/, bundled with the app."""
    from sherwood.games import GAMES, listed
    from sherwood.resources import resource_path
    from sherwood.ui.games import playable
    from sherwood.ui.scenes.rules import rules_text

    offered = [entry.id for entry in listed() if playable(entry.id)]
    assert offered
    for game_id in offered:
        guide = resource_path("assets", "rules", f"{game_id}.md")
        assert guide.is_file(), f"{game_id} has no player's guide"
        assert rules_text(game_id).startswith(guide.read_text(encoding="utf-8"))
        assert rules_text(game_id).startswith(f"# {GAMES[game_id].title}")
