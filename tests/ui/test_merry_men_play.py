"""Whole games of Robin Hood and the Merry Men played through the real scene by posted clicks.

Every decision is made the way a player makes it: the card in the hand strip, then the
glowing spot on the board, the option in the question box, or the banner's button. The
test picks the command (seeded random), walks its clicks (:func:`choices.stages`) and checks
the engine received exactly that command; at every decision it also checks that every
legal command can be reached by clicks (MM-14.1's decision points, on screen).
"""

import random

import pytest

from sherwood.engine import Match
from sherwood.games.merry_men import commands as K
from sherwood.ui.games.merry_men import drawing_panels
from sherwood.ui.games.merry_men.choices import reachable, stages
from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.scenes.privacy import PrivacyScene
from sherwood.ui.scenes.results import ResultsScene


def start(driver, seats, seed, options=None) -> PlayScene:
    match = Match.start("merry_men", seats, seed, options or {})
    play = PlayScene(driver.app, match, autosave=False)
    driver.app.scenes.push(play)
    driver.step()
    return play


def give(driver, play: PlayScene, command, *, bots_may_follow: bool = False) -> None:
    """Give ``command`` by clicks alone, the way a player would (``bots_may_follow``: a bot
    may already have moved after it when the clicks are done)."""
    before = len(play.match.log)
    if isinstance(command, K.DiscardHand):
        for card in command.cards:
            driver.click_target(play, ("mark", card))
        driver.click_button(play, command)
    else:
        for stage in stages(command):
            if len(play.match.log) > before:
                break
            if stage.key in play.table.chooser.picked:
                continue  # passed without asking: every remaining choice agreed
            if stage.where == "button":
                driver.click_button(play, command, stage.label)
            elif stage.where == "dialog":
                driver.click_target(play, ("dialog", stage.key))
            else:
                driver.click_target(play, stage.key)
    if bots_may_follow:
        assert len(play.match.log) > before, f"the clicks for {command} gave nothing"
        assert play.match.log[before] == command, f"clicking gave {play.match.log[before]}, not {command}"
    else:
        assert len(play.match.log) == before + 1, f"the clicks for {command} gave nothing"
    assert play.match.log[before] == command, f"clicking gave {play.match.log[before]}, not {command}"


def play_by_clicking(driver, play: PlayScene, seed: int, max_moves: int = 1500) -> tuple[int, set[str]]:
    rng = random.Random(seed)
    moves = 0
    kinds: set[str] = set()
    while moves < max_moves:
        driver.settle(play)
        if isinstance(driver.top, ResultsScene):
            return moves, kinds
        if isinstance(driver.top, PrivacyScene):
            driver.lift_curtain()
            continue
        assert driver.top is play and play.my_turn
        legal = play.match.legal_commands()
        assert reachable(legal) == set(legal)
        kinds.add(play.view.board["prompt"].kind)
        command = rng.choice(legal)
        if isinstance(command, K.EndTurn | K.DeclareDone) and len(legal) > 1 and rng.random() < 0.7:
            command = rng.choice([c for c in legal if c != command])  # play on rather than stop early
        give(driver, play, command)
        moves += 1
    raise AssertionError("the game did not end")


def check_results(driver, play: PlayScene) -> None:
    results = driver.top
    assert isinstance(results, ResultsScene)
    assert results.scores == play.match.scores()
    rows = results.breakdown_rows()
    assert [label.split()[0] for label, _ in rows] == ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "Total"]
    assert rows[-1][1] == play.match.scores()


@pytest.mark.parametrize(
    ("seats", "options"),
    [
        (2, {"heroes": "choose", "friar_tuck": True, "spies": True}),
        (4, {"golden_arrow": True}),
    ],
)
def test_a_whole_hot_seat_game_by_clicks(driver, seats, options):
    """Every seat human, so the privacy curtain comes between them; heroes chosen in the
    question box (MM-2.22) in the 2-seat game."""
    play = start(driver, ["human"] * seats, seed=11, options=options)
    moves, kinds = play_by_clicking(driver, play, seed=11)
    assert moves > 30 * seats
    assert {"place", "hero", "discard_hand"} <= kinds
    if options.get("heroes") == "choose":
        assert "hero_choice" in kinds
    check_results(driver, play)


def test_a_whole_solo_game_by_clicks(driver):
    play = start(driver, ["human"], seed=5, options={"difficulty": "squire", "golden_arrow": True})
    moves, kinds = play_by_clicking(driver, play, seed=5)
    assert moves > 30
    assert {"place", "hero"} <= kinds
    check_results(driver, play)


def test_open_questions_need_no_curtain_and_show_no_hand(driver):
    """MM-12.4: in hot seat, a question that needs no private cards (a hero move, a bail) is
    answered in front of everyone with every hand hidden; placing still needs the curtain."""
    play = start(driver, ["human", "human"], seed=11)
    rng = random.Random(11)
    open_seen = curtain_for_place = False
    for _ in range(400):
        driver.settle(play)
        if isinstance(driver.top, PrivacyScene):
            kind = play.match.view(play.match.active_seat).board["prompt"].kind
            assert kind in ("place", "messenger", "discard_hand"), f"a curtain for an open question ({kind})"
            curtain_for_place |= kind == "place"
            driver.lift_curtain()
            continue
        if isinstance(driver.top, ResultsScene):
            break
        seat = play.match.active_seat
        if seat != play.last_human:
            open_seen = True
            assert play.my_turn and not play.show_hand
            assert play.table.view.hand == () or not drawing_panels.hand_boxes(play.table)
        give(driver, play, rng.choice(play.match.legal_commands()))
        if open_seen and curtain_for_place:
            break
    assert open_seen and curtain_for_place
