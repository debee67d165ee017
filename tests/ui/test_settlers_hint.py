"""The Hint button of the solo game (SR-V): what the Normal bot would do for
the Sheriff, said in the player's words and shown on the table, never played for him
(:mod:`sherwood.ui.games.settlers.hint`). Clicked as a player clicks (the ``driver`` fixture:
dummy video, posted mouse events).

The bot the button asks is ``make_bot("settlers", "heuristic", 0, bot_seed(seed, 0, "hint"))``
deciding from ``match.view(0)`` and ``match.legal_commands()``; the tests ask the same bot the
same question and compare.
"""

from __future__ import annotations

import re

import pygame
import pytest

from sherwood.engine import Match
from sherwood.games.settlers import commands as K
from sherwood.ui.games.settlers import choices
from sherwood.ui.scenes.play import PlayScene
from tests.ui.hinting import hint_button, press_hint
from tests.ui.hinting import reach_hint as hinted_position
from tests.ui.test_settlers_play import settle_past_curtains

COORDS = re.compile(r"-?\d+,-?\d+")












def reach_hint(driver, kind, seeds=(5, 3, 8, 2)):
    """A solo Settlers table where the Hint advises a ``kind`` (:func:`tests.ui.hinting.reach_hint`)."""
    return hinted_position(driver, "settlers", kind, seeds)


def expected_words(play: PlayScene, command) -> str:
    t = play.table
    if isinstance(command, K.Roll):
        return "Hint: roll the dice"
    if isinstance(command, K.BuildSettlement):
        return f"Hint: build a settlement {t.say.place('vertex', command.vertex)}"
    if isinstance(command, K.ChooseRobinHex):
        return f"Hint: send Robin into {t.say.land(command.hex)} ("
    raise AssertionError(command)


def click_spot(driver, play: PlayScene) -> None:
    """Click where the hint's next click stands out (the dice for a roll)."""
    where, key = play.table.hint.spot
    driver.click_target(play, ("dice", "roll") if where == "button" else key)


@pytest.mark.parametrize("kind", [K.Roll, K.BuildSettlement, K.ChooseRobinHex], ids=lambda k: k.__name__)
def test_the_hint_says_the_bots_command_and_its_spot_gives_it(driver, kind):
    """The button, clicked, says the Normal bot's command in the player's words (the places by
    their land, never coordinates) in the banner's instruction line; the command's first
    click stands out; clicking the spots that stand out, one after another, gives exactly that
    command (never applied by the button itself)."""
    play, expected = reach_hint(driver, kind)
    match = play.match
    before = len(match.log)
    press_hint(driver, play)
    assert len(match.log) == before, "the hint played the command"
    words = play.banner_text()[2]
    assert words == play.table.hint.words
    assert words.startswith(expected_words(play, expected)), words
    assert not COORDS.search(words), words
    first = choices.stages(play.table, expected)[0]
    assert play.table.hint.spot == (first.where, first.key)
    for _ in range(len(choices.stages(play.table, expected))):
        if len(match.log) > before:
            break
        assert play.table.hint.shown, "the hint went away on its own click"
        click_spot(driver, play)
    assert match.log[before] == expected, f"the spots gave {match.log[before]}, not {expected}"
    driver.settle(play)
    assert not play.table.hint.shown


def test_the_hint_goes_after_the_next_click(driver):
    """Shown until the player clicks anything (a plaque, beside every target, another tile)
    or the decision changes."""
    play, expected = reach_hint(driver, K.BuildSettlement)
    table = play.table
    normal = table.instruction()
    assert not normal.startswith("Hint")
    press_hint(driver, play)
    assert table.instruction() == expected_words(play, expected)
    assert table.hint.spot == ("panel", ("tile", "settlement"))
    driver.click_target(play, ("plaque", 0))  # a click on something that only tells
    assert not table.hint.shown and table.instruction() == normal
    press_hint(driver, play)
    assert table.hint.shown
    driver.click((3, play.app.size[1] - 3))  # the table's edge: no target there
    assert play.target_at((3, play.app.size[1] - 3)) is None
    assert not table.hint.shown and table.instruction() == normal
    press_hint(driver, play)
    driver.click((3, play.app.size[1] - 3), button=3)  # a right click
    assert not table.hint.shown
    press_hint(driver, play)
    driver.click_target(play, ("tile", "settlement"))  # the hint's own tile: its corner stands out
    assert table.hint.shown and table.hint.spot == ("vertex", ("vertex", expected.vertex))
    driver.click((3, play.app.size[1] - 3), button=3)  # put back: the hint goes with it
    assert not table.hint.shown and table.picked_tile() is None
    press_hint(driver, play)
    tiles = [o.key for o in table.offered("panel") if o.key != ("tile", "settlement")]
    off_path = next((k for k in tiles if k != ("tile", "end_turn")), ("tile", "end_turn"))
    before = len(play.match.log)
    driver.click_target(play, off_path)  # another tile than the hint's
    assert not table.hint.shown
    assert not table.instruction().startswith("Hint"), table.instruction()
    assert list(play.match.log[before:]) in ([], [K.EndTurn(0)])


def test_no_hint_in_the_standard_game(driver):
    """Three people at one screen: a hint for one of them would need rules about fairness
    (hot seat), so the standard game has no Hint button."""
    match = Match.start("settlers", ["human", "human", "human"], seed=4)
    play = PlayScene(driver.app, match, autosave=False)
    driver.app.scenes.push(play)
    driver.step()
    settle_past_curtains(driver, play)
    assert play.my_turn and not play.table.solo
    assert hint_button(play) is None
    assert not play.table.hint.offered()
    play.table.hint.ask()
    assert not play.table.hint.shown


def test_no_hint_while_robins_move_plays_out(driver):
    """The button leaves the banner while Robin's move animates (a click there would ask
    about a decision the player cannot see yet) and comes back once it has played out."""
    driver.app.settings.animation_speed = "normal"
    play, end = reach_hint(driver, K.EndTurn)
    assert hint_button(play) is not None
    driver.click_target(play, ("tile", "end_turn"))
    assert play.match.log[-1] == end
    driver.step()
    assert play.anim.busy and play.table.phase_title() == "Robin moves first"
    assert hint_button(play) is None, [b.text for b in play.action_buttons]
    play.table.hint.ask()
    assert not play.table.hint.shown
    driver.settle(play)
    driver.step()
    assert hint_button(play) is not None, [b.text for b in play.action_buttons]


@pytest.mark.parametrize(
    "kind", [K.BuildSettlement, K.ChooseRobinHex, K.MaritimeTrade], ids=lambda k: k.__name__
)
def test_the_hint_fits_the_banner_at_1280x800(driver, drawn, tmp_path, kind):
    """The hint's words drawn whole in the banner (no ellipsis), left of the buttons."""
    assert driver.app.size == (1280, 800)
    play, _ = reach_hint(driver, kind)
    press_hint(driver, play)
    words = play.table.hint.words
    drawn.clear()
    driver.step()
    pygame.image.save(driver.app.screen, str(tmp_path / f"hint_{kind.__name__}.png"))
    box = play.banner_parts["instruction"]
    parts = [s for s, r in drawn if s and box.contains(r)]
    assert " ".join(parts) == words, parts
    buttons = min(pygame.Rect(b.rect).left for b in play.action_buttons)
    assert box.right <= buttons and box.bottom <= play.table.T.rect(play.table.panel("banner")).bottom
