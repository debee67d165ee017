"""The Lieutenants' seats choose their colours on the setup screen (LT-2.1, LT-2.2): a click on
a seat's badge gives it the next colour no other seat plays, the names and badges follow, a
change of the number of seats keeps the colours chosen, and the game started plays them."""

from __future__ import annotations

import pygame

from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.scenes.setup import SetupScene
from tests.ui.test_setup_layout import open_setup


def colours(setup: SetupScene) -> list[str]:
    return [setup.seat_style(s).colour_name for s in range(len(setup.seats))]


def test_a_click_on_a_badge_gives_the_seat_the_next_free_colour(driver):
    """LT-2.1, LT-2.2: Red's badge clicked at a table of three becomes Blue (yellow and green
    are taken), its name too; every seat keeps a colour of its own."""
    setup = open_setup(driver, "lieutenants", 3)
    assert [setup.seat_name(s) for s in range(3)] == ["Red", "Yellow", "Green"]
    assert len(setup.seat_badges) == 3
    driver.click_widget(setup.seat_badges[0])
    assert setup.options["colours"] == ["blue", "yellow", "green"]
    assert [setup.seat_name(s) for s in range(3)] == ["Blue", "Yellow", "Green"]
    assert colours(setup) == ["blue", "yellow", "green"]
    driver.click_widget(setup.seat_badges[1])
    driver.click_widget(setup.seat_badges[1])
    assert setup.options["colours"] == ["blue", "white", "green"]
    assert "Blue: click for another colour" in setup.seat_badges[0].tool_tip_text


def test_the_badge_says_it_can_be_changed(driver):
    """The pointer resting on a badge lights it and its tooltip says what a click does."""
    setup = open_setup(driver, "lieutenants", 3)
    badge = setup.seat_badges[2]
    pos = pygame.Rect(badge.rect).center
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    driver.step(80)
    assert badge.hovered and badge.tool_tip is not None
    assert badge.tool_tip_text.startswith("Green: click for another colour")


def test_with_seven_seats_a_click_trades_colours(driver):
    """LT-2.2: seven seats play all seven colours; a click trades with the seat of the next
    colour, so no two seats ever share one."""
    setup = open_setup(driver, "lieutenants", 7)
    driver.click_widget(setup.seat_badges[0])
    assert setup.options["colours"] == ["yellow", "red", "green", "blue", "mauve", "white", "grey"]
    assert sorted(colours(setup)) == sorted({*colours(setup)})


def test_a_change_of_count_keeps_the_colours_chosen(driver):
    """The first seats keep their colours when seats are added or dropped; a new seat takes
    the first colour nobody plays."""
    setup = open_setup(driver, "lieutenants", 3)
    driver.click_widget(setup.seat_badges[0])  # blue, yellow, green
    driver.click_widget(setup.count_buttons[2])
    assert setup.options["colours"] == ["blue", "yellow"]
    driver.click_widget(setup.count_buttons[4])
    assert setup.options["colours"] == ["blue", "yellow", "red", "green"]
    assert [setup.seat_name(s) for s in range(4)] == ["Blue", "Yellow", "Red", "Green"]


def test_the_game_started_plays_the_colours_chosen(driver):
    """LT-2.1: Start gives a match whose seats play the colours clicked: Blue, Mauve, Green;
    the table draws each seat in its colour, and the ambush deck holds their colour cards."""
    setup = open_setup(driver, "lieutenants", 3)
    driver.click_widget(setup.seat_badges[0])  # Red -> Blue
    seen = []
    for _ in range(6):  # Yellow round the free colours and back to Mauve
        driver.click_widget(setup.seat_badges[1])
        seen.append(setup.seat_name(1))
    assert seen == ["Mauve", "White", "Grey", "Red", "Yellow", "Mauve"]
    assert setup.options["colours"] == ["blue", "mauve", "green"]
    driver.click_widget(setup.start_button)
    play = driver.app.scenes.find(PlayScene)
    assert play is not None
    assert play.match.names == ("Blue", "Mauve", "Green")
    assert list(play.match.options["colours"]) == ["blue", "mauve", "green"]
    assert [play.table.seat_style(s).colour_name for s in range(3)] == ["blue", "mauve", "green"]
    assert play.match.view(0).colours == ("blue", "mauve", "green")
