"""The rules reader is a pygame_gui text box in the theme: Markdown to the
box's HTML, the wheel and the keys scroll it, the specification comes a chapter a page with a
contents list, no page is so long that its surface gets huge, and a resting reader is quiet.
"""

from __future__ import annotations

import warnings

import pygame
import pygame_gui
import pytest

from sherwood.ui.app import stage_scene
from sherwood.ui.scenes import rules as R

GUIDE = "# The Game\n\nIntro words.\n\n## Part\n\n- one **bold** item\n" + "A line of the guide.\n" * 80
SPEC = (
    "# The Game — rules specification\n\nPreamble.\n\n"
    "## G-1 Short chapter\n\nWords.\n\n"
    "## G-2 Long chapter\n\nIntro.\n\n"
    + "".join(f"### 2.{n} Section {n}\n\n" + "Some rule text here. " * 40 + "\n\n" for n in range(1, 7))
)


@pytest.fixture
def with_spec(monkeypatch):
    monkeypatch.setattr(R, "guide_and_spec", lambda game_id: (GUIDE, SPEC))
    monkeypatch.setattr(R, "PAGE_CHARS", 2500)


@pytest.fixture
def guide_only(monkeypatch):
    monkeypatch.setattr(R, "guide_and_spec", lambda game_id: (GUIDE, None))


def reader(driver):
    stage_scene(driver.app, "rules", "showdown")
    driver.step(2)
    scene = driver.top
    assert isinstance(scene, R.RulesScene)
    return scene


def press(driver, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    driver.step(2)


def wheel(driver, pos, y: int, frames: int = 30) -> None:
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
    driver.step()
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
    )
    driver.step(frames)


# --- Markdown to the text box's HTML ---------------------------------------------------------


def test_markdown_becomes_the_text_box_html():
    html = R.to_html(
        "# Robin — Hood\n\n\n\nSome *words* & <tags> with `code` and [a link](x.md).\n"
        "- a **bold** item\n  - nested\n---\n| Head | Two |\n|---|:-:|\n| a \\| b | c |\n",
        20,
    )
    assert "<font face=garamond pixel_size=38><b>Robin - Hood</b></font>" in html  # bold lacks —
    assert "&amp; &lt;tags&gt; with code and a link." in html
    assert "•\u00a0\u00a0a <b>bold</b> item" in html
    assert "\u00a0" * 5 + "•\u00a0\u00a0nested" in html
    assert "<b>Head  ·  Two</b>" in html and "a | b  ·  c" in html and "---" not in html
    gap = "<font pixel_size=12><br></font>"
    assert gap + gap not in html, "several blank lines make one gap"
    assert not html.startswith(gap), "no gap at the top"
    assert "<hr>" not in html, "pygame_gui 0.6.14 has no rule"


def test_a_long_chapter_is_cut_at_its_sections():
    pages = R.chapters(SPEC, limit=2500)
    titles = [p.title for p in pages]
    assert titles[:3] == ["Specification", "G-1 Short chapter", "G-2 Long chapter"]
    assert all(t.startswith("… 2.") for t in titles[3:]) and len(titles) > 4
    assert all(len(p.markdown) <= 2500 + 60 for p in pages)
    assert pages[3].markdown.startswith("## G-2 Long chapter (continued)")
    assert "".join(p.markdown for p in pages).count("Some rule text here.") == 6 * 40


def test_every_real_page_stays_short():
    """The reason for pages: a text box renders its whole text into one surface."""
    for game_id in ("showdown", "merry_men"):
        for page in R.rule_pages(game_id):
            assert len(page.markdown) <= R.PAGE_CHARS + 100 or page.markdown.count("\n### ") == 0, page.title


# --- the scene --------------------------------------------------------------------------------


def test_the_guide_alone_fills_the_page(driver, guide_only):
    scene = reader(driver)
    assert isinstance(scene.text_box, pygame_gui.elements.UITextBox)
    assert scene.contents is None and not scene.paged
    assert scene.text_box.rect.w == scene.body.w
    shown = scene.text_box.text_box_layout.plain_text
    assert "Intro words." in shown and "one bold item" in shown and "<b>" not in shown
    assert scene.text_box.scroll_bar is not None, "a long guide scrolls"


def test_the_wheel_and_the_keys_scroll(driver, guide_only):
    scene = reader(driver)
    assert scene.scroll_fraction == 0
    wheel(driver, scene.text_box.rect.center, -2)
    over_the_text = scene.scroll_fraction
    assert over_the_text > 0, "the wheel over the text scrolls it"
    wheel(driver, (scene.page.x + 5, scene.page.bottom - 5), -2)
    assert scene.scroll_fraction > over_the_text, "and beside it too"
    press(driver, pygame.K_HOME)
    assert scene.scroll_fraction == 0
    press(driver, pygame.K_PAGEDOWN)
    one_page = scene.scroll_fraction
    assert one_page > 0
    press(driver, pygame.K_DOWN)
    assert scene.scroll_fraction > one_page
    press(driver, pygame.K_END)
    bar = scene.text_box.scroll_bar
    assert scene.scroll_fraction == pytest.approx(1 - bar.visible_percentage, abs=0.02)
    press(driver, pygame.K_ESCAPE)
    assert not isinstance(driver.top, R.RulesScene)


def test_the_specification_comes_a_chapter_a_page(driver, with_spec):
    scene = reader(driver)
    assert scene.paged and scene.contents is not None
    assert scene.text_box.rect.x > scene.contents.rect.right
    assert len(scene.contents.item_list) == len(scene.pages) > 4
    assert scene.contents.get_single_selection() == scene._labels[0]
    press(driver, pygame.K_RIGHT)
    assert scene.page_index == 1 and "Preamble." in scene.text_box.text_box_layout.plain_text
    assert scene.contents.get_single_selection() == scene._labels[1]
    press(driver, pygame.K_LEFT)
    press(driver, pygame.K_LEFT)
    assert scene.page_index == 0
    # a click on a chapter in the contents shows it; a click on the one shown keeps it
    item = scene.contents.item_list[2]["button_element"]
    driver.click_widget(item)
    driver.step(2)  # the list's own event comes a frame after the click
    assert scene.page_index == 2 and "Words." in scene.text_box.text_box_layout.plain_text
    driver.click_widget(item)
    driver.step(2)
    assert scene.page_index == 2 and scene.contents.get_single_selection() == scene._labels[2]


def test_contents_labels_fit_their_items(driver, with_spec, monkeypatch):
    monkeypatch.setattr(
        R,
        "guide_and_spec",
        lambda g: (GUIDE, SPEC.replace("Short chapter", "A chapter title far too long " * 3)),
    )
    scene = reader(driver)
    for item in scene.contents.item_list:
        button = item["button_element"]
        if button is not None:
            assert button.font.size(button.text)[0] <= button.rect.w - 2 * 12, button.text
    assert any(label.endswith("…") for label in scene._labels)


def test_every_page_finds_its_fonts_loaded(driver, with_spec):
    """pygame_gui warns of every font it must load on the fly: the reader loads them first."""
    scene = reader(driver)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for n in range(len(scene.pages)):
            scene.show_page(n)


def test_a_resting_reader_is_quiet(app, guide_only):
    from tests.ui.test_idle import FakeTime, frames_drawn, settle

    stage_scene(app, "rules", "showdown")
    FakeTime(app)
    settle(app)
    assert frames_drawn(app, 100) == 0
    scene = app.scenes.top
    pos = scene.text_box.rect.center
    pygame.mouse.set_pos(pos)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0)
    )
    assert app.tick()
    settle(app, turns=2000)  # the scroll bar glides, then all is still
    assert scene.scroll_fraction > 0
    assert frames_drawn(app, 100) == 0


def test_the_keys_work_after_a_click_in_the_text(driver, with_spec):
    """A click gives the text box the keyboard; the reader's keys still turn and scroll."""
    scene = reader(driver)
    driver.click(scene.text_box.rect.center)
    assert scene.text_box.is_focused
    press(driver, pygame.K_RIGHT)
    assert scene.page_index == 1
    press(driver, pygame.K_END)
    press(driver, pygame.K_HOME)
    assert scene.scroll_fraction == 0


def test_a_resize_keeps_the_page_and_the_place(driver, with_spec, monkeypatch):
    monkeypatch.setattr(R, "PAGE_CHARS", 8000)  # the long chapter on one page, which scrolls
    scene = reader(driver)
    last = max(range(1, len(scene.pages)), key=lambda n: len(scene.pages[n].markdown))
    scene.show_page(last)
    press(driver, pygame.K_PAGEDOWN)
    fraction = scene.scroll_fraction
    assert fraction > 0
    driver.app.resize((1600, 1000))
    driver.step(2)
    assert scene.page_index == last and scene.scroll_fraction == pytest.approx(fraction, abs=0.01)
    assert scene.contents.get_single_selection() == scene._labels[last]
