"""Whole adventures: seeded games of random bots over every outlaw, set and camp end (AR-4.2:
at most 7 rounds), with the invariants holding after every command (7 discs, 20 + 20 dice, the
bow die, 8 seals, at most 5 objects, the red dice, Hope 0-18), the view rebuilding the state
exactly (AR-16), every command and event worded; saves load back mid-decision; the search bot
and the stand-in bot play from views."""

from __future__ import annotations

from collections import Counter
from itertools import product

import pytest

from sherwood.ai import bot_seed, make_bot
from sherwood.ai.ismcts import IsmctsBot
from sherwood.engine import IllegalCommand, Match, SeededRng
from sherwood.games import game_spec
from sherwood.games.adventures.bots import rollout_choice
from sherwood.games.adventures.commands import (
    Bribe,
    Deliver,
    DiscardObject,
    Explore,
    Move,
    Overpower,
    Swap,
    TakeObject,
    Trade,
    UseTile,
)
from sherwood.games.adventures.view import sample_hidden, view_of
from sherwood.ui.games import words_of
from tests.test_conformance import play_checked

SPEC = game_spec("adventures")
OUTLAWS = ("robin", "marian", "john", "will")
SETS = ("1", "2", "3", "none")


def play_random(seed: int, options: dict, seen: Counter | None = None) -> Match:
    """A seeded game of the random bot, checked after every command."""
    match = Match.start("adventures", ["bot:random"], seed, options)
    bot = make_bot("adventures", "random", 0, bot_seed(seed, 0, "random"))
    words = words_of(match)
    match.check_invariants()
    rules = SPEC.rules
    for _ in range(2000):
        if match.is_over:
            break
        legal = match.legal_commands()
        command = bot.choose(match.view(0), legal)
        assert command in legal and words.command(command)
        events = match.apply(command)
        match.check_invariants()
        view = match.view(0)
        assert view_of(sample_hidden(view, 0, SeededRng(0)), 0) == view
        assert rules.encode(sample_hidden(view, 0, SeededRng(0))) == rules.encode(match._state)
        for event in events:
            assert words.event(event)
            if seen is not None:
                seen[event.kind] += 1
        if seen is not None:
            seen[command.kind] += 1
    assert match.is_over and match.legal_commands() == [] and match.active_seat is None
    return match


CASES = [(seed, outlaw, task_set, (60, 70)[seed % 2])
         for seed, (outlaw, task_set) in enumerate(product(OUTLAWS, SETS))]


@pytest.mark.parametrize(("seed", "outlaw", "task_set", "camp"), CASES)
def test_random_games_end_and_keep_every_invariant(seed, outlaw, task_set, camp):
    """AR-4.2, AR-12.4, AR-14: the game ends within 7 rounds (28 turns), by a win or a loss,
    nothing created or lost on the way."""
    for extra in range(3):
        match = play_random(seed * 10 + extra, {"outlaw": outlaw, "task_set": task_set, "camp": camp})
        view = match.view(0)
        assert view.result in ("hope", "tasks", "hourglasses", "camp")
        assert view.round <= 7 and view.turns_taken <= 28
        outcome = match.outcome()
        assert outcome.scores == (view.hope,)
        assert (outcome.winners == (0,)) == (view.result in ("hope", "tasks"))
        assert (outcome.table_lost is None) == (view.result in ("hope", "tasks"))


def test_random_play_reaches_every_decision_and_event():
    """Every command kind and nearly every event kind occurs in random play (the rest are
    covered by the rules tests)."""
    seen: Counter = Counter()
    for seed in range(40):
        play_random(500 + seed, {"outlaw": OUTLAWS[seed % 4], "task_set": SETS[seed % 4]}, seen)
    commands = {c.kind for c in SPEC.command_types}
    rare = {"deliver", "forgo", "discard_object", "take_object", "swap", "done_trading", "trade",
            "blow_horn", "give_up", "roll_barrel", "let_him_ride", "bribe"}
    assert commands - rare <= set(seen), commands - set(seen)
    assert {"disc_drawn", "die_drawn", "seal_drawn", "gisbourne_rode", "caught", "watched",
            "dossier_stepped", "overpowered", "overpower_failed", "explored", "walked",
            "hourglass_removed", "round_began", "relocated"} <= set(seen)


@pytest.mark.parametrize("seed", range(3))
def test_the_shared_conformance_checks_played_longer(seed, tmp_path):
    """tests/test_conformance.py's checks (views, undo, saves at powers of two) on more games."""
    for task_set in SETS:
        play_checked("adventures", 1, "random", {"task_set": task_set}, 40 + seed, tmp_path)


KEEPING = ("explore", "overpower", "take_object", "let_him_ride", "give_up")
"""What a hoarder does first: gain objects, never spend them (to reach a full parchment)."""


def _play_until(match: Match, kind: str, rng: SeededRng, limit: int = 3000) -> bool:
    """Play until the prompt ``kind`` waits (at random, or as a hoarder for ``make_room``);
    False if the game ends first."""
    for _ in range(limit):
        if match.is_over:
            return False
        prompt = match.view(0).prompt
        if prompt is not None and prompt.kind == kind:
            return True
        legal = match.legal_commands()
        keep = [c for c in legal if c.kind in KEEPING]
        spend = ("eat", "bribe", "deliver", "swap", "trade", "roll_barrel", "blow_horn")
        rest = [c for c in legal if c.kind not in spend] or legal
        match.apply(rng.choice(keep or rest) if kind == "make_room" else rng.choice(legal))
    return False


@pytest.mark.parametrize("kind", ["turn", "pick_object", "make_room", "horn_call",
                                  "barrel_call", "trading"])
def test_a_save_loads_back_with_any_decision_waiting(kind, tmp_path):
    """Saves store the command log and the state hash; loading replays to the same state, with
    the decision (and the queue under it) waiting."""
    for seed in range(200):
        match = Match.start("adventures", 1, seed, {"task_set": SETS[seed % 4]})
        if _play_until(match, kind, SeededRng(seed)):
            break
    else:
        pytest.fail(f"no random game reached a {kind} prompt")
    path = tmp_path / f"{kind}.json"
    match.save(path)
    loaded = Match.load(path)
    assert loaded.state_hash() == match.state_hash() and loaded.log == match.log
    assert loaded.legal_commands() == match.legal_commands()
    assert loaded.view(0) == match.view(0)


def test_the_search_bot_plays_from_views():
    """The generic ISMCTS bot samples the (exact) state from the view and plays a game."""
    match = Match.start("adventures", ["bot:ismcts"], 5, {"task_set": "2"})
    bot = IsmctsBot(SPEC, 0, 1, iterations=6, seconds=None)
    kinds = set()
    while not match.is_over:
        legal = match.legal_commands()
        command = bot.choose(match.view(0), legal)
        assert command in legal
        kinds.add(command.kind)
        match.apply(command)
    assert {"move", "end_turn"} <= kinds


def test_the_game_bot_and_the_rollout_policy_play_legal_games():
    """The game's own bot (``bots.py``, its tests are its own) and the rollout policy choose
    legal commands at every decision to the end."""
    assert SPEC.rollout_policy is rollout_choice
    for seed in range(4):
        match = Match.start("adventures", ["bot:heuristic"], seed, {"outlaw": OUTLAWS[seed]})
        bot = make_bot("adventures", "heuristic", 0, seed)
        rng = SeededRng(seed)
        while not match.is_over:
            legal = match.legal_commands()
            assert rollout_choice(match._state, legal, rng) in legal
            command = bot.choose(match.view(0), legal)
            assert command in legal
            match.apply(command)


def test_refusals_say_why_and_change_nothing():
    """Match.apply refuses what is not legal with a code and the values the words need, and
    changes nothing (AR-5.1: the action comes after the move; AR-5.4: never onto Gisbourne)."""
    from sherwood.engine import refuse
    from tests.games.adventures.situations import situation

    m = situation(at="hollow_tree")
    before = m.state_hash()
    for command, why, words in (
            (Explore(0, "91"), refuse("move_first"), "the action comes after the move"),
            (Move(0, "gate_shadows"), refuse("gisbourne_there", place="gate_shadows"),
             "Gisbourne stands at the Shadows before the gate: you cannot go there."),
            (Move(0, "farm_101"), refuse("out_of_reach", place="farm_101"),
             "You cannot reach Alrich's farm this turn."),
            (Swap(0, "gold", "horn"), refuse("not_at_merchant"), "at a merchant")):
        with pytest.raises(IllegalCommand) as refused:
            m.apply(command)
        assert refused.value.refusal == why
        assert words in words_of(m).refusal(why)
    assert m.state_hash() == before


@pytest.mark.parametrize("command", [
    Move(0, "nowhere"), Explore(0, "999"), Trade(0, "x"), UseTile(0, "G99"), Overpower(0, "91", False),
    Overpower(0, "", True), Bribe(0, "nobody"), Deliver(0, "feast", "gold"), Deliver(0, "hungry", "ale"),
    TakeObject(0, "lute"), DiscardObject(0, "lute"), Swap(0, "ale", "horn")])
@pytest.mark.parametrize("phase", ["move", "act"])
def test_unknown_places_tiles_and_things_are_refused_in_words(command, phase):
    """A command naming a place, tile, target, task or object the adventure has not is
    refused with IllegalCommand, worded without a crash, and changes nothing."""
    from tests.games.adventures.situations import situation

    m = situation(at="hollow_tree", phase=phase)
    before = m.state_hash()
    with pytest.raises(IllegalCommand) as refused:
        m.apply(command)
    assert words_of(m).refusal(refused.value.refusal).endswith(".")
    assert m.state_hash() == before
