"""The adventure's Hint button (the bot serves autoplay, hints and tests):
what the Normal bot would do now, said in the player's words in the banner's instruction line
and shown on the table, never played for him (:mod:`sherwood.ui.games.adventures.hint`, on the
kit's :mod:`sherwood.ui.kit.hint`). Clicked as a player clicks (the ``driver`` fixture: dummy
video, posted mouse events).

The bot the button asks is ``make_bot("adventures", "heuristic", 0, bot_seed(seed, 0,
"hint"))`` deciding from ``match.view(0)`` and ``match.legal_commands()``; the tests ask the
same bot the same question and compare, and check the words against the engine itself (the
board's names, its reach, Gisbourne's ride played on a fork of the match).
"""

from __future__ import annotations

import re

import pygame
import pytest

from sherwood.engine import Match, SeededRng
from sherwood.games.adventures import commands as K
from sherwood.games.adventures import events as E
from sherwood.games.adventures import prompts as PR
from sherwood.games.adventures.board import forest
from sherwood.games.adventures.movement import reach
from sherwood.games.adventures.view import sample_hidden
from sherwood.ui.app import App
from sherwood.ui.games.adventures import choices
from sherwood.ui.games.adventures import hint as AH
from sherwood.ui.kit import hint as H
from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.settings import Settings
from tests.ui.conftest import Driver
from tests.ui.hinting import hint_bot_command, hint_button, open_table, press_hint
from tests.ui.hinting import reach_hint as hinted_position

KEYS = re.compile(r"\b[a-z]+_[a-z0-9_]+\b|\(tile \w+\)|\b[GNC]\d+\b")
"""What a player must never read: a space's key (``mushrooms_91``), a tile's number, a tile id."""












def click_spot(driver, play: PlayScene) -> None:
    """Click where the hint's next click stands out."""
    where, key = play.table.hint.spot
    if where == "button":
        rect = AH.button_rect(play.table, key)
        button = next(b for b in play.action_buttons if pygame.Rect(b.rect) == rect)
        driver.click_widget(button)
    elif where == "dialog":
        driver.click_target(play, ("dialog", key))
    else:
        driver.click_target(play, key)


def reach_hint(driver, wanted, seeds=(3, 1, 2, 4, 5, 6), task_set="1"):
    """An adventure where the Hint's command satisfies ``wanted`` (:func:`tests.ui.hinting.reach_hint`)."""
    return hinted_position(driver, "adventures", wanted, seeds, {"task_set": task_set})


def is_walk_then_act(match: Match, command) -> bool:
    """A move after which the bot acts (an explore, a fight, a trade ...)."""
    if not isinstance(command, K.Move) or command.to == match.view(0).at:
        return False
    fork = match.fork()
    fork.apply(command)
    return not isinstance(hint_bot_command(fork), K.EndTurn)


def is_end_of_act(match: Match, command) -> bool:
    prompt = match.view(0).prompt
    return isinstance(command, K.EndTurn) and isinstance(prompt, PR.Turn) and prompt.phase == "act"


CASES = {
    "walk": is_walk_then_act,
    "explore": K.Explore,
    "overpower": K.Overpower,
    "end": is_end_of_act,
    "barrel": lambda m, c: isinstance(c, K.RollBarrel | K.LetHimRide),
}


@pytest.mark.parametrize("case", list(CASES))
def test_the_hint_says_the_bots_command_and_its_spots_give_it(driver, case):
    """The button, clicked, says the Normal bot's command in the player's words (places by
    their names, never keys nor tile numbers) in the banner's instruction line, plays nothing;
    the command's first click stands out (a space, a tile, a banner button, the question
    box's answer); clicking the spots that stand out, one after another, gives exactly that
    command."""
    play, expected = reach_hint(driver, CASES[case])
    match = play.match
    before = len(match.log)
    press_hint(driver, play)
    assert len(match.log) == before, "the hint played the command"
    table = play.table
    words = play.banner_text()[2]
    assert words == table.hint.words and words.startswith("Hint: "), words
    assert table.hint.command == expected
    assert not KEYS.search(words), words
    first = choices.stages(table, expected)[0]
    assert table.hint.spot == (first.where, first.key)
    for _ in range(len(choices.stages(table, expected))):
        if len(match.log) > before:
            break
        assert table.hint.shown, "the hint went away on its own click"
        click_spot(driver, play)
    assert match.log[before] == expected, f"the spots gave {match.log[before]}, not {expected}"
    driver.settle(play)
    assert not table.hint.shown


def test_a_walk_is_said_with_its_steps_and_what_the_bot_does_there(driver):
    """AR-5.2, AR-5.6: "Hint: walk to the Mushroom ring (2 steps, a slow move), then explore the
    Mushroom ring": the place by its name, the steps of the way the engine finds, a slow move
    said as such; after the walk, the hint at the act decision is the action promised."""
    play, move = reach_hint(driver, is_walk_then_act)
    match = play.match
    state = sample_hidden(match.view(0), 0, SeededRng(0))
    steps = len(reach(state)[move.to]) - 1
    press_hint(driver, play)
    words = play.table.hint.words
    name = forest().spaces[move.to].name
    assert words.lower().startswith("hint: walk to ") and name.lower() in words.lower(), words
    assert f"({steps} step" in words, words
    slow = steps <= (3 if match.view(0).outlaw == "marian" else 2)
    assert ("a slow move" in words.split(", then")[0]) == slow, words
    _walk, then = words.split(", then ")
    click_spot(driver, play)
    assert match.log[-1] == move
    driver.settle(play)
    press_hint(driver, play)
    assert play.table.hint.words == f"Hint: {then}", (words, play.table.hint.words)


def ride_ending(match: Match) -> tuple[str, str] | None:
    """How Gisbourne's ride ends if he is let go now, as the engine plays it on a fork:
    ("camp" | "caught" | "rides", the name of his last space); None away from the Barrel."""
    if not isinstance(match.view(0).prompt, PR.BarrelCall):
        return None
    events = match.fork().apply(K.LetHimRide(0))
    rode = next(e for e in events if isinstance(e, E.GisbourneRode))
    name = forest().spaces[rode.path[-1]].name
    if any(isinstance(e, E.AdventureLost) for e in events):
        return "camp", name
    return ("caught" if any(isinstance(e, E.Caught) for e in events) else "rides"), name


@pytest.mark.parametrize("end", ["caught", "rides", "camp"])
def test_the_barrel_hint_says_what_is_at_stake(driver, end):
    """AR-7.7, AR-10.5 to AR-10.8: at the Barrel's question the hint, the banner and the
    question box say where Gisbourne would ride if let go, as the engine rides him (a fork of
    the match lets him ride), and his way is drawn."""
    play, _ = reach_hint(driver, lambda m, c: (ride_ending(m) or ("",))[0] == end, seeds=range(1, 12))
    _, name = ride_ending(play.match)
    said = plain(
        {
            "caught": f"he would catch you at {name} (Hope -2)",
            "rides": f"he would ride to {name}",
            "camp": "he would reach your secret camp: you would lose",
        }[end]
    )
    table = play.table
    assert said in plain(table.instruction()), table.instruction()
    assert said in plain(table.question.words()[1]), table.question.words()
    assert table.barrel_stake().path[0] == play.match.view(0).gisbourne
    press_hint(driver, play)
    assert said in plain(table.hint.words), table.hint.words


def plain(words: str) -> str:
    """Words without articles or case ("the space before the church" = "Before the church")."""
    return words.lower().replace("the space ", "").replace("the ", "")


def test_the_hint_goes_after_the_next_click(driver):
    """Shown until the player clicks anything (a space's tooltip spot, beside every target, a
    right click, another tile) or the decision changes."""
    play, _ = reach_hint(driver, K.Move)
    table = play.table
    normal = table.instruction()
    assert not normal.startswith("Hint")
    press_hint(driver, play)
    assert table.instruction().startswith("Hint: ")
    driver.click_target(play, ("info", "evil"))  # a click on something that only tells
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
    other = next(o for o in table.offered("space") if o.key != table.hint.spot[1])
    before = len(play.match.log)
    driver.click_target(play, other.key)  # another space than the hint's: a new decision
    assert len(play.match.log) == before + 1
    driver.settle(play)
    assert not table.hint.shown and not table.instruction().startswith("Hint")


def test_the_hints_button_ring_is_round_the_hosts_button(driver):
    """The hint's button (End turn) is ringed where the host put that button."""
    play, expected = reach_hint(driver, is_end_of_act)
    press_hint(driver, play)
    where, key = play.table.hint.spot
    assert where == "button"
    rect = AH.button_rect(play.table, key)
    assert any(pygame.Rect(b.rect) == rect and b.command == expected for b in play.action_buttons)


def test_the_hinted_space_is_ringed_on_the_screen(driver):
    """The hint's space gets the kit's light ring (drawn, not only remembered)."""
    play, move = reach_hint(driver, is_walk_then_act)
    table = play.table
    B = table.brush()
    cx, cy = B.pt(table.forest.at(move.to))
    r = round(B.n(table.forest.radius + 12))
    ring = [(round(cx) + r - d, round(cy)) for d in range(1, 4)]
    driver.step()
    before = [tuple(driver.app.screen.get_at(p))[:3] for p in ring]
    press_hint(driver, play)
    driver.step()
    after = [tuple(driver.app.screen.get_at(p))[:3] for p in ring]
    assert tuple(H.LIGHT) in after and tuple(H.LIGHT) not in before, (before, after)


def test_no_hint_while_the_bag_decides(driver):
    """The button leaves the banner while a command plays out (a click there would ask about
    a decision the player cannot see yet) and comes back once it has."""
    driver.app.settings.animation_speed = "normal"
    play, move = reach_hint(driver, lambda m, c: isinstance(c, K.Move) and c.to != m.view(0).at)
    assert hint_button(play) is not None
    driver.click_target(play, ("space", move.to))
    driver.step()
    assert play.anim.busy
    assert hint_button(play) is None, [b.text for b in play.action_buttons]
    play.table.hint.ask()
    assert not play.table.hint.shown
    driver.settle(play)
    driver.step()
    assert hint_button(play) is not None, [b.text for b in play.action_buttons]


@pytest.fixture(params=[(1280, 800), (800, 500)], ids=["1280x800", "800x500"])
def sized_driver(request):
    app = App(request.param, settings=Settings(animation_speed="instant"))
    yield Driver(app)
    app.close()


@pytest.mark.parametrize("case", ["walk", "barrel"])
def test_the_hint_fits_the_banner(sized_driver, drawn, case):
    """The hint's words drawn whole in the banner (no ellipsis), left of the buttons, at
    1280x800 and 800x500."""
    driver = sized_driver
    play, _ = reach_hint(driver, CASES[case])
    press_hint(driver, play)
    words = play.table.hint.words
    drawn.clear()
    driver.step()
    box = play.banner_parts["instruction"]
    parts = [s for s, r in drawn if s and box.contains(r)]
    assert " ".join(parts) == words, parts
    buttons = min(pygame.Rect(b.rect).left for b in play.action_buttons)
    assert box.right <= buttons and box.bottom <= play.table.T.rect(play.table.panel("banner")).bottom


def test_the_hint_button_is_quieter_than_the_moves(driver):
    """The Hint is advice, not a move: its banner button takes the quiet style, the game's own
    buttons the gold one."""
    play = open_table(driver, Match.start("adventures", ["human"], 3))
    driver.step(2)
    styles = {b.text: {"@quiet", "@action"} & set(b.class_ids) for b in play.action_buttons}
    assert styles.pop("Hint") == {"@quiet"}
    assert styles and all(style == {"@action"} for style in styles.values())
