"""The Merry Men's legal commands as clicks (sherwood/ui/games/merry_men/choices.py), without a screen.

MM-14.1 lists the decision points; every one must be answerable with the mouse alone.
"""

import random

import pytest

from sherwood.engine import Match
from sherwood.games.merry_men import commands as K
from sherwood.games.merry_men.prompts import BailPrompt
from sherwood.ui.games.merry_men import choices
from sherwood.ui.games.merry_men.choices import reachable
from sherwood.ui.games.merry_men.words_prompts import question


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_every_legal_command_is_reachable_by_clicks_in_seeded_games(seats):
    """MM-14.1: every decision point, in random games with every module on."""
    options = {"friar_tuck": True, "spies": True, "golden_arrow": True, "heroes": "choose"}
    kinds = set()
    for seed in range(2):
        match = Match.start("merry_men", seats, seed, options)
        rng = random.Random(seed)
        while not match.is_over:
            legal = match.legal_commands()
            assert reachable(legal) == set(legal), match.view(match.active_seat).board["prompt"]
            kinds.add(match.view(match.active_seat).board["prompt"].kind)
            match.apply(rng.choice(legal))
    assert {"hero_choice", "place", "hero", "discard_hand"} <= kinds


def test_a_card_then_a_spot_and_a_stage_everyone_agrees_on_is_not_asked():
    place = [
        K.Place(0, "MC01", "hand", "active", "lumber_camp", 1),
        K.Place(0, "MC01", "hand", "passive", "church", 0),
        K.Place(0, "MC02", "hand", "passive", "church", 0),
        K.DeclareDone(0),
    ]
    chooser = choices.chooser(place)
    first = {o.key: o for o in chooser.options()}
    assert set(first) == {("hand", "MC01"), ("hand", "MC02"), ("declare_done",)}
    assert first[("declare_done",)].command == K.DeclareDone(0)
    assert chooser.pick(("hand", "MC01")) is None
    spots = {o.key: o.command for o in chooser.options()}
    assert spots[("hideout", "lumber_camp", 1)] == place[0]
    assert spots[("main", "church")] == place[1]
    assert spots[("declare_done",)] == K.DeclareDone(0), "Done placing stays on offer"
    assert chooser.back() and chooser.picked == []
    # one road for the penny: that stage passes by itself
    build = [K.Build(0, "barricade", "road_1", "road_2"), K.Build(0, "barricade", "road_3", "road_2")]
    chooser = choices.chooser(build)
    assert [o.key for o in chooser.options()] == [("road", "road_1"), ("road", "road_3")]
    assert chooser.pick(("road", "road_3")) == build[1]


def test_the_discard_is_a_set_of_marked_cards():
    """MM-7.11: any subset of the hand, chosen by marking cards."""
    legal = [
        K.DiscardHand(0, ()),
        K.DiscardHand(0, ("MC01",)),
        K.DiscardHand(0, ("MC02",)),
        K.DiscardHand(0, ("MC01", "MC02")),
    ]
    chooser = choices.chooser(legal)
    assert chooser.set_command() == legal[0]
    chooser.toggle("MC02")
    chooser.toggle("MC01")
    assert chooser.set_command() == legal[3]
    chooser.toggle("MC02")
    assert chooser.set_command() == legal[1]


def test_out_of_turn_questions_name_the_seat_asked():
    """MM-5.18 / MM-0.7: the bail prompt asks the arrested figure's owner, by name."""
    match = Match.start("merry_men", 2, 1, {})
    view = match.view(0)
    board = dict(view.board)
    board["prompt"] = BailPrompt(1, "church", 2)
    fake = type(view)(**{**view.__dict__, "board": board})
    title, sentence = question(fake, ["Ann", "Bob"])
    assert title == "Bob: pay bail" and "Church" in sentence
