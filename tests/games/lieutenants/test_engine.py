"""Smoke tests of the engine of The Sheriff's Lieutenants: random games end at every seat
count and option, with the invariants (LT-1: 84 object cards, the ambush and mission cards
all accounted for) after every command; every view survives resampling its hidden parts;
saves load to the same state; the docstring examples hold."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import sherwood.games.lieutenants
from sherwood.ai import make_bot
from sherwood.engine import Match, SeededRng
from sherwood.games.lieutenants.commands import COMMAND_TYPES
from sherwood.games.lieutenants.events import EVENT_TYPES

PACKAGE = "sherwood.games.lieutenants"
MODULES = [PACKAGE, *sorted(m.name for m in pkgutil.iter_modules(
    sherwood.games.lieutenants.__path__, f"{PACKAGE}."))]


def play(seats: int, seed: int, options: dict | None = None, bot: str = "random",
         check_views: bool = True) -> Match:
    match = Match.start("lieutenants", seats, seed, options or {})
    bots = [make_bot("lieutenants", bot, s, 1000 * seed + s) for s in range(seats)]
    rules = match.spec.rules
    rng = SeededRng(seed)
    match.check_invariants()
    for _ in range(20_000):
        seat = match.active_seat
        if seat is None:
            return match
        match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
        match.check_invariants()
        if check_views:
            for s in range(seats):
                view = match.view(s)
                sample = rules.sample_hidden(view, s, rng)
                rules.check_invariants(sample)
                assert rules.view(sample, s) == view, f"seat {s}'s view depends on hidden parts"
    raise AssertionError(f"seed {seed} did not end")


@pytest.mark.parametrize("seats", range(2, 8))
def test_random_games_end_with_the_invariants_kept(seats):
    """LT-10.1, LT-9.3: every game ends, and nothing is created or lost on the way."""
    for seed in range(2):
        match = play(seats, seed)
        assert match.is_over and match.legal_commands() == []
        assert match.outcome().heading


@pytest.mark.parametrize("options", [{"short": True}, {"auto_ambush": True},
                                     {"short": True, "auto_ambush": True}])
def test_the_variants_play_to_the_end(options):
    """LT-V1, LT-V2."""
    for seats in (3, 6):
        assert play(seats, 7, options).is_over


def test_easy_bots_play_to_the_end():
    """LT-14.8: the Easy bot plays legal moves to the end."""
    assert play(4, 3, bot="easy", check_views=False).is_over


def test_the_short_game_ends_after_13_deliveries():
    """LT-V1, LT-10.2: the sheriff starts on space 8, so the 13th successful delivery brings
    him back to Nottingham (when the missions do not run out first)."""
    ended = []
    for seed in range(6):
        view = play(3, seed, {"short": True}, bot="easy", check_views=False).view(0)
        if view.result == "sheriff":
            ended.append(sum(view.deliveries))
    assert ended and set(ended) == {13}


def test_save_and_load_reach_the_same_state(tmp_path):
    match = Match.start("lieutenants", 5, 3)
    bots = [make_bot("lieutenants", "random", s, s) for s in range(5)]
    for _ in range(150):
        seat = match.active_seat
        if seat is None:
            break
        match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
    path = tmp_path / "save.json"
    match.save(path)
    loaded = Match.load(path)
    assert loaded.state_hash() == match.state_hash() and loaded.log == match.log


def test_the_same_seed_gives_the_same_game():
    """LT-2.9, LT-13.2: one seeded generator, in a fixed order."""
    assert play(4, 9, check_views=False).log == play(4, 9, check_views=False).log


def test_commands_and_events_round_trip_and_have_words():
    from sherwood.engine.values import decode
    from sherwood.ui.games import words_of

    kinds = {c.kind for c in COMMAND_TYPES}
    assert len(kinds) == len(COMMAND_TYPES) == 15
    assert len({e.kind for e in EVENT_TYPES}) == len(EVENT_TYPES)
    match = play(4, 5, check_views=False)
    words = words_of(match)
    for command in match.log:
        assert decode(command.to_json(), {c.kind: c for c in COMMAND_TYPES}) == command
        assert "(" not in words.command(command)


@pytest.mark.parametrize("name", [*MODULES, "tests.games.lieutenants.situations"])
def test_docstring_examples_run(name):
    module = importlib.import_module(name)
    assert module.__doc__, f"{name} has no docstring saying what goes in it"
    assert doctest.testmod(module).failed == 0


def test_cards_in_any_order_make_the_same_command():
    """LT-3.6, LT-5.7.1, LT-6.4: a command's cards are put in id order when it is made, so an
    offer or a delivery listed in another order is the same command, and is accepted."""
    from sherwood.engine import IllegalCommand
    from sherwood.games.lieutenants.commands import Act, DeliverSet, Offer
    from tests.games.lieutenants.situations import situation

    assert Offer(0, ("GO02", "GO01")) == Offer(0, ("GO01", "GO02"))
    assert DeliverSet(1, ("CH09", "CH01", "CH05")).to_json()["cards"] == ["CH01", "CH05", "CH09"]
    match = situation(hands={0: ["GO01", "GO02", "CU01"], 1: ["JE01"]}, draw=["CH01"], active=3)
    match.apply(Act(3))
    with pytest.raises(IllegalCommand) as refused:
        match.apply(Offer(0, ("GO01", "GO01")))
    assert refused.value.refusal.code == "card_named_twice"
    match.apply(Offer(0, ("GO02", "GO01")))
    assert match.log[-1] == Offer(0, ("GO01", "GO02"))
    match = situation(hands={0: ["CH07", "CH01", "CH03"]}, at="deliver")
    events = match.apply(DeliverSet(0, ("CH07", "CH03", "CH01")))
    assert [e.kind for e in events][:2] == ["delivery_announced", "set_delivered"]
