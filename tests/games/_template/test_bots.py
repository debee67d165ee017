"""Twenty-One's own bot ("Normal") and its rollout policy: legal, repeatable, deciding from
the view alone, sensible in worked positions, and better than chance against the random bot.
"""

from __future__ import annotations

import dataclasses

import pytest

from sherwood.ai import make_bot
from sherwood.ai.ismcts import IsmctsBot
from sherwood.engine import Match, SeededRng
from sherwood.engine.simulate import play_out
from sherwood.games import game_spec
from sherwood.games._template.bots import HeuristicBot, rollout_choice
from sherwood.games._template.commands import Draw, Play

from .situations import SEAT_COUNTS, situation

SPEC = game_spec("_template")


def decide(match: Match):
    seat = match.active_seat
    return HeuristicBot(SPEC, seat, 1).choose(match.view(seat), match.legal_commands())


def test_the_spec_offers_the_bot_first_then_the_generic_ones():
    """The game's own bot is offered through its GameSpec; ``random`` and ``ismcts`` follow
    (named in ``generic_bots``, not imported)."""
    from sherwood.ai import bot_infos

    assert [(b.name, b.label) for b in SPEC.bots] == [("heuristic", "Normal")]
    assert [b.name for b in bot_infos("_template")] == ["heuristic", "random", "ismcts"]
    assert isinstance(make_bot("_template", "heuristic", 1, 7), HeuristicBot)


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_the_bot_plays_whole_games_with_legal_commands_only(seats):
    for seed in range(8):
        match = Match.start("_template", seats, seed)
        bots = [HeuristicBot(SPEC, s, seed) for s in range(seats)]
        while not match.is_over:
            legal = match.legal_commands()
            command = bots[match.active_seat].choose(match.view(match.active_seat), legal)
            assert command in legal
            match.apply(command)


def test_it_ends_the_game_when_that_wins_it():
    """TW-4.1, TW-5.2: 15 on the pile, North 9 against East 6: a 6 ends it and wins."""
    match = situation(hands=([6, 2], [1]), played=[(0, 5), (1, 6), (0, 4)])
    assert decide(match) == Play(0, 6)


def test_it_does_not_end_a_game_it_would_lose():
    """Behind (North 4 against East 11), North keeps the game going with a card that leaves
    the pile under 21, the highest such."""
    match = situation(hands=([6, 3, 1], [1]), played=[(0, 4), (1, 6), (1, 5)])
    assert decide(match) == Play(0, 3)


def test_it_draws_when_every_card_would_end_the_game_lost():
    match = situation(hands=([6, 5], [1]), played=[(1, 6), (1, 6), (0, 4)])
    assert decide(match) == Draw(0)


def test_with_nothing_better_it_gives_away_the_least():
    """Deck empty, every card ends the game behind: the lowest card."""
    match = situation(hands=([6, 5], [1]), deck=[], played=[(1, 6), (1, 6), (0, 4)])
    assert decide(match) == Play(0, 5)


def test_it_decides_from_the_view_alone():
    """Two positions that look the same to North get the same decision."""
    a = situation(hands=([1, 4], [5, 6]), deck=[3, 2, 2])
    b = situation(hands=([1, 4], [2, 2]), deck=[6, 5, 3])
    assert a.view(0) == b.view(0)
    assert decide(a) == decide(b)


def test_the_bot_wins_more_than_its_share_against_random():
    """Seeded, so the share is fixed: 50 deals, the bot in each seat of the smallest table of
    two or more (two seats: about 62%, where chance gives 50%)."""
    seats = min(n for n in SEAT_COUNTS if n >= 2)
    wins = 0
    for seed in range(50):
        for me in range(seats):
            bots = [make_bot("_template", "random", s, 1000 + seed) for s in range(seats)]
            bots[me] = HeuristicBot(SPEC, me, seed)
            wins += play_out(Match.start("_template", seats, seed), bots).winners() == [me]
    assert wins / (50 * seats) >= 1 / seats + 0.05


def test_the_rollout_policy_is_the_bot_on_a_full_state():
    """On every position of a game, :func:`rollout_choice` over the state chooses what the
    bot chooses over the view."""
    match = Match.start("_template", max(SEAT_COUNTS), 2)
    bots = [make_bot("_template", "random", s, s) for s in range(max(SEAT_COUNTS))]
    rng = SeededRng(0)
    while not match.is_over:
        seat, legal = match.active_seat, match.legal_commands()
        state = match.spec.rules.sample_hidden(match.view(seat), seat, rng)
        assert rollout_choice(state, legal, rng) == decide(match)
        match.apply(bots[seat].choose(match.view(seat), legal))


def test_the_search_bot_rolls_out_with_the_policy_a_spec_hands_it():
    """``GameSpec.rollout_policy`` is how a game hands the search its policy (Twenty-One's
    hands it ``rollout_choice``); the search calls the one it is given."""
    calls = []

    def counting(state, legal, rng):
        calls.append(len(legal))
        return rollout_choice(state, legal, rng)

    spec = dataclasses.replace(SPEC, rollout_policy=counting)
    match = Match.start("_template", min(SEAT_COUNTS), 1)
    bot = IsmctsBot(spec, 0, 1, iterations=30, seconds=None)
    assert bot.choose(match.view(0), match.legal_commands()) in match.legal_commands()
    assert calls
