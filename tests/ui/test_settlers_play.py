"""Settlers of the Forest Isle played by clicks alone, as a player plays it: two humans and
a bot at one screen, each human's decision chosen by a policy (the game's heuristic bot, or
the first legal command) and then given by clicking what the table shows (a glowing place,
a tile, a card, the question box, the picker's counters, the composer, the roll button);
curtains are lifted by a click. A short game plays the setup and a few turns; the slow one
plays to the end and checks the winner.

The click helpers here (:func:`give` and the rest) serve ``test_settlers_table.py`` and the
privacy test too.
"""

from __future__ import annotations

import random

import pytest

from sherwood.engine import Match
from sherwood.games.settlers import commands as K
from sherwood.games.settlers.heuristic import HeuristicBot
from sherwood.ui.games.settlers import choices
from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.scenes.privacy import PrivacyScene
from sherwood.ui.scenes.results import ResultsScene

RESOURCES = ("lumber", "wool", "grain", "brick", "ore")


# --- clicking ------------------------------------------------------------------------------


def _counts(cards) -> list[int]:
    return [sum(1 for c in cards if c == r) for r in RESOURCES]


def set_counters(driver, play: PlayScene, prefix: tuple, counts, current) -> None:
    """Click a dialog's − and + until its counters read ``counts``."""
    for r in range(5):
        while current()[r] > counts[r]:
            driver.click_target(play, (*prefix, "minus", r))
        while current()[r] < counts[r]:
            driver.click_target(play, (*prefix, "plus", r))


def compose_offer(driver, play: PlayScene, offer: K.OfferTrade) -> None:
    """Write ``offer`` in the trade composer and make it, by clicks."""
    table = play.table
    before = len(play.match.log)
    if table.composer is None:
        driver.click_target(play, ("tile", "offer"))
    composer = table.composer
    assert composer is not None, "the composer did not open"
    set_counters(driver, play, ("dialog", "trade", "give"), _counts(offer.give), lambda: composer.give.counts)
    set_counters(driver, play, ("dialog", "trade", "want"), _counts(offer.want), lambda: composer.want.counts)
    if composer.to != offer.to:
        driver.click_target(play, ("dialog", "trade", "to", offer.to))
    driver.click_target(play, ("dialog", "trade", "ok"))
    assert len(play.match.log) > before and play.match.log[before] == offer, (
        f"clicking gave {play.match.log[before:]}, not {offer}"
    )


def give(driver, play: PlayScene, command) -> None:
    """Give ``command`` by clicks alone, stage by stage of its path (:func:`choices.stages`)."""
    table = play.table
    before = len(play.match.log)
    if isinstance(command, K.OfferTrade) and command not in play.match.legal_commands():
        compose_offer(driver, play, command)
        return
    for stage in choices.stages(table, command):
        if stage.key in table.chooser.picked:
            continue  # passed without asking: every remaining choice agreed
        if stage.where == "button":
            driver.click_button(play, command)
        elif stage.where == "dialog":
            driver.click_target(play, ("dialog", stage.key))
        elif stage.where == "picker":
            picker = table.current_picker()
            assert picker is not None, "no picker on the table"
            counts = picker.counters.counts
            set_counters(driver, play, ("dialog", "picker"), _counts(stage.key[1]), lambda c=counts: c)
            driver.click_target(play, ("dialog", "picker", "ok"))
        elif stage.where == "trade":
            compose_offer(driver, play, command)
            return
        else:
            driver.click_target(play, stage.key)
    assert len(play.match.log) > before, f"the clicks for {command} gave nothing"
    assert play.match.log[before] == command, f"clicking gave {play.match.log[before]}, not {command}"


def settle_past_curtains(driver, play: PlayScene) -> None:
    """Step until a human decides on the table, lifting each curtain with a click."""
    for _ in range(50):
        driver.settle(play)
        if isinstance(driver.top, PrivacyScene):
            driver.lift_curtain()
            continue
        return


# --- whole games ------------------------------------------------------------------------------


class Policy:
    """What the humans choose: the heuristic bot's command for their seat, made from their
    own view (offers on the bots' terms; now and then an offer of its own, composed)."""

    def __init__(self, match: Match, seed: int):
        self.bots = [HeuristicBot(match.spec, s, seed + s) for s in range(match.seat_count)]
        self.rng = random.Random(seed)

    def __call__(self, match: Match):
        seat = match.active_seat
        return self.bots[seat].choose(match.view(seat), match.legal_commands())


def play_by_clicks(driver, match: Match, seed: int, max_commands: int) -> PlayScene:
    play = PlayScene(driver.app, match, autosave=False)
    driver.app.scenes.push(play)
    driver.step()
    policy = Policy(match, seed)
    given = 0
    while given < max_commands:
        settle_past_curtains(driver, play)
        if isinstance(driver.top, ResultsScene) or match.is_over:
            break
        assert driver.top is play and play.my_turn, "the table waits for nobody"
        give(driver, play, policy(match))
        given += 1
    return play


def test_setup_and_a_few_turns_by_clicks(driver):
    """Two humans and a bot: the whole setup and the first turns, every decision clicked."""
    match = Match.start("settlers", ["human", "human", "bot:random"], seed=8)
    play_by_clicks(driver, match, 8, 60)
    assert not match.view(0).setup
    assert match.view(0).turns >= 3
    built = sum(1 for s in match.view(0).vertex_owner if s >= 0)
    assert built >= 6


@pytest.mark.slow
@pytest.mark.parametrize(
    ("seats", "seed"),
    [
        (["human", "human", "bot:heuristic"], 8),
        (["human", "human", "bot:heuristic"], 21),
        (["human", "bot:heuristic", "human", "bot:random"], 13),  # four seats, both bots
    ],
)
def test_a_whole_game_of_humans_and_bots_by_clicks(driver, seats, seed):
    """SR-B-11.2: a game played to its end by clicks (two humans and a bot, the issue's test;
    and four seats); somebody wins at 10 points on their own turn."""
    match = Match.start("settlers", seats, seed=seed)
    play = play_by_clicks(driver, match, seed, 3000)
    driver.settle(play)
    assert match.is_over
    assert isinstance(driver.top, ResultsScene)
    winners = match.winners()
    assert len(winners) == 1
    assert match.view(winners[0]).vp >= 10
    replayed = Match.start("settlers", len(seats), seed)
    for command in match.log:
        replayed.apply(command)
    assert replayed.is_over and replayed.winners() == winners


_POLICIES: dict[int, Policy] = {}


def click_settlers(driver, play: PlayScene, rng: random.Random) -> None:
    """The privacy test's chooser: the human's command from the heuristic policy, given by clicks."""
    match = play.match
    policy = _POLICIES.get(id(match))
    if policy is None:
        _POLICIES.clear()
        policy = _POLICIES[id(match)] = Policy(match, rng.randrange(1000))
    give(driver, play, policy(match))
