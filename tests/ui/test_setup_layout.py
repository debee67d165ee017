"""The new-game setup fits every game's table: one column for Sherwood Showdown (2 seats, one
option), two columns for Robin Hood and the Merry Men (1-4 seats, five options). Only the
options for the chosen number of players are shown, each choice by its label."""

import pygame
import pygame_gui
import pytest

from sherwood.engine import OptionSpec
from sherwood.games import game_spec
from sherwood.games.merry_men.facts import C
from sherwood.ui.scenes.menu import MenuScene
from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.scenes.setup import SetupScene

TABLES = [("showdown", 2), ("merry_men", 1), ("merry_men", 2), ("merry_men", 3), ("merry_men", 4),
          ("settlers", 1), ("settlers", 2), ("settlers", 4), ("adventures", 1),
          ("lieutenants", 2), ("lieutenants", 4), ("lieutenants", 7)]
SIZES = [(800, 500), (1280, 800), (1920, 1080), (2560, 1440)]


def open_setup(driver, game_id: str, seats: int | None = None) -> SetupScene:
    """The menu, then the setup of ``game_id`` (its default seats, then ``seats`` of them
    chosen by clicking the count buttons)."""
    driver.app.scenes.reset(MenuScene(driver.app))
    driver.step()
    driver.app.scenes.push(SetupScene(driver.app, game_id, seed=7))
    driver.step()
    setup = driver.top
    assert isinstance(setup, SetupScene)
    if seats is not None and seats != len(setup.seats):
        driver.click_widget(setup.count_buttons[seats])
    return setup


def draw_setup(driver, setup, drawn) -> list[tuple[str, pygame.Rect]]:
    drawn.clear()
    setup.draw_scene(driver.app.screen)
    return [(s, r) for s, r in drawn if s]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("game_id", "seats"), TABLES)
def test_everything_fits_in_the_panel_without_overlap(driver, drawn, game_id, seats, size):
    if size != driver.app.size:
        driver.app.resize(size)
    setup = open_setup(driver, game_id, seats)
    assert len(setup.seats) == seats and driver.app.size == size
    window = driver.app.screen.get_rect()
    panel = setup.panel
    assert window.contains(panel)
    widgets = [(w, setup.widget_rect(w)) for w in setup.widgets()]
    names = {id(w): getattr(w, "text", "seed") for w, _ in widgets}
    for w, rect in widgets:
        assert panel.contains(rect), f"{names[id(w)]!r} at {rect} is not inside the panel {panel}"
    for i, (a, ra) in enumerate(widgets):
        for b, rb in widgets[i + 1 :]:
            assert not ra.colliderect(rb), f"{names[id(a)]!r} overlaps {names[id(b)]!r}"
    for w, rect in widgets:  # each button's label fits inside its border, 2 pixels clear of it
        label = getattr(w, "text", "") if isinstance(w, pygame_gui.elements.UIButton) else ""
        if label:
            room = rect.w - 2 * (w.border_width["left"] + w.shadow_width + 2)
            assert w.font.size(label)[0] <= room, f"{label!r} is too wide for its button"
    shown = draw_setup(driver, setup, drawn)
    assert any(s == "Options" for s, _ in shown)
    inner = panel.inflate(-setup.length(20), -setup.length(20))
    for s, rect in shown:
        assert inner.contains(rect), f"{s!r} spills out of the panel"
        for w, wr in widgets:
            assert not rect.colliderect(wr), f"{s!r} is under {names[id(w)]!r}"
    for i, (a, ra) in enumerate(shown):
        for b, rb in shown[i + 1 :]:
            assert not ra.colliderect(rb), f"{a!r} overlaps {b!r}"
    for opt in setup.shown_options():
        assert any(s == opt.label for s, _ in shown), f"{opt.label!r} is not drawn"


def test_showdown_keeps_its_one_column(driver):
    setup = open_setup(driver, "showdown")
    lay = setup.layout()
    assert not lay.wide and lay.w == 1200
    assert list(setup.option_buttons) == ["encore"]
    assert [b.text for b in setup.option_buttons["encore"].values()] == ["Off", "On"]


def test_merry_men_gets_two_columns_that_stay_put_when_the_count_changes(driver):
    setup = open_setup(driver, "merry_men")
    lay = setup.layout()
    assert lay.wide and lay.right > lay.left + lay.left_w
    panel = setup.panel
    heroes = setup.widget_rect(setup.option_buttons["heroes"]["random"])
    for n in (1, 4, 3):
        driver.click_widget(setup.count_buttons[n])
        assert setup.panel == panel
        assert setup.widget_rect(setup.option_buttons["heroes"]["random"]) == heroes


def test_the_solo_target_shows_with_one_player_only_and_keeps_its_value(driver):
    setup = open_setup(driver, "merry_men")
    assert len(setup.seats) == 2
    assert "difficulty" not in setup.option_buttons
    driver.click_widget(setup.count_buttons[1])
    assert setup.seats == ["human"]
    assert list(setup.option_buttons) == ["friar_tuck", "spies", "golden_arrow", "heroes", "difficulty"]
    driver.click_widget(setup.option_buttons["difficulty"]["legend"])
    driver.click_widget(setup.count_buttons[2])
    assert "difficulty" not in setup.option_buttons
    assert setup.options["difficulty"] == "legend"
    driver.click_widget(setup.count_buttons[1])
    assert setup.option_buttons["difficulty"]["legend"].is_selected


def test_the_buttons_show_the_labels_and_the_whole_help_as_tooltip(driver):
    setup = open_setup(driver, "merry_men", seats=1)
    spec = game_spec("merry_men")
    texts = {name: [b.text for b in group.values()] for name, group in setup.option_buttons.items()}
    assert texts["heroes"] == ["Random", "Choose"]
    assert texts["difficulty"] == ["Squire (40)", "Outlaw (50)", "Legend (60)"]
    assert texts["friar_tuck"] == ["Off", "On"]
    # the labels name the solo ranks and their targets as the content has them
    assert texts["difficulty"] == [f"{r.name} ({r.score})" for r in C.solo.ranks]
    for opt in spec.options:
        for btn in setup.option_buttons.get(opt.name, {}).values():
            assert btn.tool_tip_text == opt.help
        assert "MM-" not in opt.help
        assert (opt.name in setup.option_buttons) == opt.in_menus  # the tuning options are code's


def test_a_typed_seed_survives_a_change_of_count(driver):
    setup = open_setup(driver, "merry_men")
    setup.seed_entry.set_text("31337")
    driver.click_widget(setup.count_buttons[3])
    assert setup.seed_entry.get_text() == "31337"


def test_starting_with_heroes_chosen_gives_a_match_that_chooses_them(driver):
    setup = open_setup(driver, "merry_men")
    driver.click_widget(setup.option_buttons["heroes"]["choose"])
    assert setup.options["heroes"] == "choose"
    driver.click_widget(setup.start_button)
    play = driver.app.scenes.find(PlayScene)
    assert play is not None
    assert play.match.options["heroes"] == "choose"
    assert play.match.seed == 7 and play.match.seat_count == 2


def test_option_spec_labels_and_seat_counts():
    opt = OptionSpec("target", "Target", "low", choices=("low", "high"), labels=("Low (1)", "High (2)"))
    assert opt.values() == ("low", "high")
    assert [opt.label_of(v) for v in opt.values()] == ["Low (1)", "High (2)"]
    assert opt.applies_to(1) and opt.applies_to(4)
    flag = OptionSpec("flag", "Flag", False, seat_counts=(1,))
    assert flag.values() == (False, True) and flag.label_of(True) == "On"
    assert flag.applies_to(1) and not flag.applies_to(2)
    assert OptionSpec("n", "N", 3, minimum=0, maximum=9).values() == ()
    assert OptionSpec("x", "X", "a", choices=("a", "b")).label_of("b") == "b"
    with pytest.raises(ValueError, match="1 labels for 2 choices"):
        OptionSpec("bad", "Bad", "a", choices=("a", "b"), labels=("A",))
    # a shown-only-solo option still resolves with the others, whatever the count
    spec = game_spec("merry_men")
    assert spec.resolve_options({"heroes": "choose"})["difficulty"] == "squire"


def test_the_bots_are_offered_weakest_first(driver):
    setup = open_setup(driver, "showdown")
    assert [label for label, _, _ in setup.choices] == ["Human", "Random", "Easy", "Normal", "Hard"]
    assert [b.text for b in setup.seat_buttons[0].values()] == ["Human", "Random", "Easy", "Normal", "Hard"]
    setup = open_setup(driver, "settlers")  # its search bot plays weaker than its Normal
    assert [label for label, _, _ in setup.choices] == ["Human", "Random", "Search", "Normal"]


@pytest.mark.parametrize("size", [(800, 500), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("game_id", "seats"), [("showdown", 2), ("merry_men", 4), ("merry_men", 1)])
def test_every_bot_description_is_shown_whole(driver, drawn, game_id, seats, size):
    """Each seat's description, whichever bot is chosen, is drawn in full (never cut with
    "…"), inside the panel and clear of the widgets and of the next seat."""
    if size != driver.app.size:
        driver.app.resize(size)
    setup = open_setup(driver, game_id, seats)
    widgets = [setup.widget_rect(w) for w in setup.widgets()]
    inner = setup.panel.inflate(-setup.length(20), -setup.length(20))
    for _, value, description in setup.choices:
        setup.set_seat(len(setup.seats) - 1, value)
        shown = draw_setup(driver, setup, drawn)
        below = setup.widget_rect(setup.seat_buttons[-1][value]).bottom  # the last seat's row
        lay = setup.layout()  # its lines, readable, are taller than the design's in a small window
        block = setup.length(20 + max(lay.desc_lines, lay.shared_lines, 2) * setup.desc_line)
        lines = [(s, r) for s, r in shown if s in description and below <= r.top < below + block]
        assert " ".join(s for s, _ in lines) == description, f"{value}: {[s for s, _ in lines]}"
        for s, rect in lines:
            assert inner.contains(rect), f"{s!r} spills out of the panel"
            assert not any(rect.colliderect(w) for w in widgets), f"{s!r} is under a widget"


def test_settlers_starts_with_four_seats_and_never_shows_its_turn_cap(driver):
    """SR-M-4: four seats by default. SR-M-5's turn cap is set for bots-only tables by the
    code (OptionSpec.in_menus), so the screen offers the island, not the cap; nor the game,
    which the number of seats decides (one seat: the Robin Hood variant)."""
    setup = open_setup(driver, "settlers")
    assert len(setup.seats) == 4
    assert [o.name for o in setup.shown_options()] == ["layout"]
    assert setup.options["turn_limit"] == 0


def test_the_seats_wear_their_tables_colours(driver):
    """The setup screen draws each seat's badge as its table will: Settlers' lone seat is the
    Sheriff (SR-V), the Lieutenants' seats are the colours they are named by (LT-2.1)."""
    from sherwood.ui.games.settlers.art import palette as settlers_palette

    solo = open_setup(driver, "settlers", 1)
    assert solo.seat_style(0) == settlers_palette.seat_style(settlers_palette.SHERIFF)
    table = open_setup(driver, "lieutenants", 7)
    names = [table.seat_name(s).lower() for s in range(7)]
    assert [table.seat_style(s).colour_name for s in range(7)] == names
