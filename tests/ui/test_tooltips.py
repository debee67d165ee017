"""pygame_gui tooltips are readable: dark text on a light box.

A tooltip is a ``UITooltip`` holding a ``UITextBox`` themed as ``tool_tip.text_box``; when
the theme styled only ``tool_tip``, the text box took the default dark background and
dark text, and every tooltip was an empty dark box. These tests hover real buttons until
pygame_gui shows the tooltip, then read its pixels off the screen.
"""

from __future__ import annotations

import pygame

from sherwood.ui.app import stage_scene


def luminance(colour) -> float:
    r, g, b = colour[:3]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def hover_until_tooltip(app, button, max_frames: int = 60):
    """Put the mouse on ``button`` and step until its tooltip is on screen (None if never)."""
    pos = pygame.Rect(button.rect).center
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(max_frames):
        app.step(0.1)
        if button.tool_tip is not None:
            app.step(0.1)  # drawn once more where it settled
            return button.tool_tip
    return None


def tooltip_colours(app, tip) -> tuple[tuple[int, int, int], int, int]:
    """The box's background colour, the count of pixels that contrast strongly with it
    (text), and the number of pixels looked at; the rounded corners and border are left out."""
    rect = pygame.Rect(tip.rect).inflate(-8, -8)
    assert rect.w > 20 and rect.h > 10, f"tooltip too small: {tip.rect}"
    counts: dict[tuple[int, int, int], int] = {}
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            c = tuple(app.screen.get_at((x, y)))[:3]
            counts[c] = counts.get(c, 0) + 1
    background = max(counts, key=counts.get)
    text_pixels = sum(n for c, n in counts.items() if abs(luminance(c) - luminance(background)) > 100)
    return background, text_pixels, rect.w * rect.h


def assert_readable(app, button) -> None:
    tip = hover_until_tooltip(app, button)
    assert tip is not None, f"no tooltip appeared over {button.text!r}"
    background, text_pixels, total = tooltip_colours(app, tip)
    # Two clearly different colour groups: the box and its text (a few per cent of the box).
    assert text_pixels > total * 0.02, (
        f"tooltip over {button.text!r} shows no readable text: background {background}, "
        f"{text_pixels} contrasting pixels of {total}"
    )


def test_setup_seat_button_tooltip_is_readable(app):
    stage_scene(app, "setup", "showdown")
    app.step()
    setup = app.scenes.top
    unselected = next(b for b in setup.seat_buttons[0].values() if not b.is_selected)
    assert unselected.tool_tip_text
    assert_readable(app, unselected)


def test_menu_tooltip_is_readable(app):
    from sherwood.engine import Match
    from sherwood.resources import autosave_path

    match = Match.start("showdown", ["human", "bot:heuristic"], seed=3)
    match.apply(match.legal_commands()[0])
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    match.save(autosave_path())
    stage_scene(app, "menu")
    app.step()
    menu = app.scenes.top
    assert menu.continue_button is not None and menu.continue_button.tool_tip_text
    assert_readable(app, menu.continue_button)


def test_game_top_bar_tooltip_is_readable(app):
    stage_scene(app, "game", "showdown", moves=4)
    app.step()
    play = app.scenes.top
    button = next(b for b in play._actions if "Esc" in (getattr(b, "tool_tip_text", None) or ""))
    assert_readable(app, button)


def test_theme_styles_the_tooltip_text_box():
    """The theme names the text box inside a tooltip, where the colours are actually used."""
    from sherwood.ui.theme import load_theme

    colours = load_theme()["tool_tip.text_box"]["colours"]
    box, ink = pygame.Color(colours["dark_bg"]), pygame.Color(colours["normal_text"])
    assert abs(luminance(box) - luminance(ink)) > 100


def test_button_tooltip_keeps_its_shape_in_a_large_window():
    """At 1920×1080 the theme's fonts grow by the window's factor (1.35); the tooltip's width
    grows with them, so the log button's one-line tooltip stays one line instead of wrapping
    (it did, when only the fonts grew: twice the height for 1.35 times the text)."""
    from sherwood.ui.app import App
    from sherwood.ui.settings import Settings

    heights = []
    for size in ((1280, 800), (1920, 1080)):
        application = App(size, settings=Settings(animation_speed="instant"))
        try:
            stage_scene(application, "game", "showdown", moves=4)
            application.step()
            play = application.scenes.top
            button = next(b for b in play._actions if "(L)" in (getattr(b, "tool_tip_text", None) or ""))
            tip = hover_until_tooltip(application, button)
            assert tip is not None
            heights.append(tip.rect.height)
        finally:
            application.close()
    small, large = heights
    factor = min(1920 / 1280, 1080 / 800)
    assert large <= small * factor * 1.15, f"{large} px high at 1920×1080 for {small} px at 1280×800"
