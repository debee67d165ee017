"""Whole solo games (SR-V): seeded games of random and heuristic Sheriffs, both movement modes,
both islands, with the displacement draw on and off, each checked after every command
(SR-V-1.10: the bank, the hand and the loot hold 18 or 19 of each resource; the development
and movement cards are all somewhere; SR-V-1.3, SR-V-1.8: the supplies), every view
unchanged when its hidden parts (the movement pile's and the development deck's order) are
resampled, saves loading back; the shared conformance checks run longer here."""

from __future__ import annotations

from collections import Counter

import pytest

from sherwood.ai import bot_seed, make_bot
from sherwood.engine import Match, SeededRng
from sherwood.games import game_spec
from sherwood.games.settlers.content import SOLO_RESULTS
from tests.test_conformance import check_no_peeking, play_checked

SPEC = game_spec("settlers")
OPTION_SETS = (
    {},
    {"movement": "die"},
    {"layout": "random", "displacement_extra_draw": True},
    {"layout": "random", "movement": "die", "displacement_extra_draw": True},
)


def play_solo(seed: int, bot: str = "random", options: dict | None = None,
              views_every: int = 25) -> Match:
    """A seeded solo game of one bot, invariants checked after every command, the view
    resampled every ``views_every`` commands."""
    options = OPTION_SETS[seed % len(OPTION_SETS)] if options is None else options
    match = Match.start("settlers", [f"bot:{bot}"], seed, options)
    sheriff = make_bot("settlers", bot, 0, bot_seed(seed, 0, bot))
    rules = SPEC.rules
    rng = SeededRng(f"solo-views-{seed}")
    match.check_invariants()
    step = 0
    while not match.is_over:
        legal = match.legal_commands()
        command = sheriff.choose(match.view(0), legal)
        assert command in legal
        assert not any(c.kind in ("offer_trade", "move_robber", "steal_from") for c in legal)
        match.apply(command)
        match.check_invariants()
        step += 1
        if step % views_every == 0:
            view = match.view(0)
            sample = rules.sample_hidden(view, 0, rng)
            assert rules.view(sample, 0) == view
            rules.check_invariants(sample)
    assert match.legal_commands() == [] and match.active_seat is None
    view = match.view(0)
    assert view.solo_result in SOLO_RESULTS
    lo, hi = SPEC.rules.score_bounds(1, match.options)
    assert len(match.scores()) == 1 and lo <= match.scores()[0] <= hi
    assert match.winners() == ([0] if view.winner == 0 else [])
    outcome = match.outcome()
    assert outcome is not None and outcome.winners == tuple(match.winners())
    return match


@pytest.mark.parametrize("seed", range(24))
def test_random_solo_games_end_and_keep_every_invariant(seed):
    """SR-V-9, SR-M-5: a random Sheriff's game ends (15 VP either way, a ring, or the bots'
    turn limit), nothing created or lost on the way."""
    play_solo(seed)


@pytest.mark.parametrize("seed", range(4))
def test_heuristic_sheriff_games(seed):
    """The game's own bot plays the Sheriff to an end under every option set."""
    play_solo(seed, "heuristic")


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(100, 300))
def test_many_more_random_solo_games(seed):
    play_solo(seed, views_every=5)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(100, 140))
def test_many_more_heuristic_solo_games(seed):
    play_solo(seed, "heuristic", views_every=5)


def test_random_play_reaches_every_choice_and_more_than_one_ending():
    """Across seeded random games the Sheriff meets each of his solo choices (SR-V-10.2 to
    SR-V-10.4) and the games end in more than one way."""
    prompts: Counter[str] = Counter()
    endings: Counter[str] = Counter()
    for seed in range(40):
        match = Match.start("settlers", 1, seed, {"turn_limit": 150})
        rng = SeededRng(seed)
        while not match.is_over:
            prompts[match.view(0).prompt.kind] += 1
            legal = match.legal_commands()
            builds = [c for c in legal if c.kind in ("build_settlement", "build_city", "build_road")]
            match.apply(rng.choice(builds) if builds and rng.random() < 0.8 else rng.choice(legal))
        endings[match.view(0).solo_result] += 1
    assert {"choose_robin_hex", "displace_robin", "relocate_robin"} <= set(prompts)
    assert len(endings) > 1, endings


@pytest.mark.parametrize("options", [{}, {"movement": "die", "displacement_extra_draw": True}])
def test_solo_conformance_played_longer(options, tmp_path):
    """The shared conformance checks (tests/test_conformance.py) on more solo seeds: views
    hide what they must, save and load, undo where allowed, invariants after every command."""
    for seed in range(30, 33):
        play_checked("settlers", 1, "random", options, seed, tmp_path)


def test_no_take_back_shows_a_hidden_movement_card():
    """SR-V "Hidden information": what may be taken back never shows the Sheriff a movement
    card or a development card he could not see (draws and rolls are never taken back)."""
    assert check_no_peeking("settlers", 1, {}, seed=4, positions=60, worlds=3) > 20
    assert check_no_peeking("settlers", 1, {"movement": "die", "displacement_extra_draw": True},
                            seed=5, positions=40, worlds=3) > 10
