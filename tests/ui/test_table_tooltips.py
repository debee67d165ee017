"""The tooltip of what the pointer rests on at the table is a pygame_gui tooltip in the theme:
the same widget and theme blocks as a button's tooltip, shown at once,
beside the pointer, inside the window, as wide as its words, gone while anything moves.
"""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from sherwood.ui.app import stage_scene
from sherwood.ui.widgets.tooltip import MAX_WIDTH_EM, PointerTooltip
from tests.ui.test_tooltips import tooltip_colours


def tooltips(ui) -> list:
    return [e for e in ui.get_sprite_group().sprites() if isinstance(e, pygame_gui.elements.UITooltip)]


def rest_on(driver, pos, frames: int = 1) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
    driver.step(frames)


@pytest.fixture
def table(driver):
    stage_scene(driver.app, "game", "showdown", moves=12)
    driver.step(2)
    return driver.top


def test_a_target_shows_its_tooltip_at_once_in_the_theme(driver, table):
    target = next(t for t in table.table.targets() if t.tooltip)
    centre = table.table.T.rect(target.box).center
    rest_on(driver, centre, frames=1)  # no waiting: the first frame after the move shows it
    shown = tooltips(table.ui)
    assert len(shown) == 1 and table.pointer_tip.message == target.tooltip
    tip = shown[0]
    assert tip.text_block.combined_element_ids[0] == "tool_tip.text_box", "the theme's tooltip block"
    assert tip.rect.left > centre[0] and tip.rect.top > centre[1], "below and right of the pointer"
    driver.step()
    background, text_pixels, total = tooltip_colours(driver.app, tip)
    assert background == pygame.Color(driver.app.theme["tool_tip.text_box"]["colours"]["dark_bg"])[:3]
    assert text_pixels > total * 0.02, "dark words on the light box"


def test_it_follows_the_pointer_and_goes_with_it(driver, table):
    target = next(t for t in table.table.targets() if t.tooltip)
    box = table.table.T.rect(target.box)
    rest_on(driver, (box.x + 3, box.y + 3))
    first = pygame.Rect(tooltips(table.ui)[0].rect)
    rest_on(driver, (box.x + 9, box.y + 7))
    assert len(tooltips(table.ui)) == 1, "one tooltip, moved, not a second one"
    assert pygame.Rect(tooltips(table.ui)[0].rect).topleft == (first.x + 6, first.y + 4)
    rest_on(driver, (2, 2))
    assert not tooltips(table.ui) and table.pointer_tip.message is None


def test_none_while_anything_moves(driver, table, monkeypatch):
    target = next(t for t in table.table.targets() if t.tooltip)
    rest_on(driver, table.table.T.rect(target.box).center)
    assert tooltips(table.ui)
    monkeypatch.setattr(type(table.anim), "busy", property(lambda self: True))
    driver.step()
    assert not tooltips(table.ui)


def test_every_target_s_tooltip_stays_inside_the_window(driver, table):
    window = driver.app.screen.get_rect()
    for target in [t for t in table.table.targets() if t.tooltip]:
        rest_on(driver, table.table.T.rect(target.box).center)
        (tip,) = tooltips(table.ui)
        assert window.contains(tip.rect), f"{target.tooltip!r} at {tip.rect}"


def test_greyed_undo_says_why(driver, table):
    undo = table.undo_button
    assert not undo.is_enabled
    rest_on(driver, table.widget_rect(undo).center)
    assert table.pointer_tip.message == table.undo_tooltip()
    assert len(tooltips(table.ui)) == 1


def test_short_words_make_a_narrow_box_and_long_ones_wrap(app):
    ui = app.new_ui()
    tip = PointerTooltip()
    tip.show(ui, "Pass", (100, 100), 1.0)
    narrow = tip.rect
    tip.show(
        ui, "Rob the traveller with these outlaws, then wait for the rival's answer " * 3, (100, 100), 1.0
    )
    wide = tip.rect
    font_px = int(ui.get_theme().get_font_info(["tool_tip.text_box", "text_box"])["size"])
    assert len(tooltips(ui)) == 1, "the new words replaced the old tooltip"
    assert narrow.w < 120 < wide.w <= MAX_WIDTH_EM * font_px
    assert wide.h > 3 * font_px, "long words wrap onto several lines"
    tip.hide()
    assert not tooltips(ui)
