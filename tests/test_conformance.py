"""Every registered game passes the same checks (STYLE house rule 9).

Seeded games played by the random bot and by the game's own heuristic bot must end, and
after every command: no card, penny or piece is created or lost (the game's invariants),
each view hides what it must (a view is unchanged when the hidden parts are resampled),
save→load reaches the same state hash, and undo restores the previous hash where allowed.
At the end: no legal commands, no active seat, scores within the game's bounds.
"""

from __future__ import annotations

import pytest

from sherwood.ai import bot_seed, make_bot
from sherwood.engine import Match, SeededRng
from sherwood.games import GAMES

GAMES_PER_CASE = 3  # random bots; CI keeps this small, the slow test below plays many more
OWN_BOT_GAMES_PER_CASE = 1  # a game's own bot thinks, so it plays fewer games here


def _case_list():
    for game_id, spec in sorted(GAMES.items()):
        bots = ["random"] + [b.name for b in spec.bots[:1]]
        for count in spec.seat_counts:
            for bot in bots:
                for options in _option_sets(spec):
                    yield pytest.param(game_id, count, bot, options,
                                       id=f"{game_id}-{count}p-{bot}-{_label(options)}")


def _option_sets(spec):
    """The defaults, each boolean option switched on by itself, and all of them together."""
    switches = [o.name for o in spec.options if o.default is False]
    sets = [{}] + [{name: True} for name in switches]
    if len(switches) > 1:
        sets.append(dict.fromkeys(switches, True))
    return sets


def _label(options):
    return "+".join(sorted(options)) or "default"


CASES = list(_case_list())


def _check_views(match: Match, rng: SeededRng) -> None:
    rules = match.spec.rules
    for seat in range(match.seat_count):
        view = match.view(seat)
        resampled = rules.sample_hidden(view, seat, rng)
        assert rules.view(resampled, seat) == view, f"seat {seat}'s view depends on hidden parts"
        rules.check_invariants(resampled)


def _check_undo(match: Match, before: str, command) -> None:
    if not match.can_undo:
        return
    after = match.state_hash()
    assert match.undo() == command
    assert match.state_hash() == before, "undo did not restore the previous state"
    match.apply(command)
    assert match.state_hash() == after, "re-applying after undo reached another state"


def _check_save(match: Match, tmp_path) -> None:
    path = tmp_path / "round-trip.json"
    match.save(path)
    loaded = Match.load(path)
    assert loaded.state_hash() == match.state_hash()
    assert loaded.log == match.log


def play_checked(game_id, seats, bot, options, seed, tmp_path) -> Match:
    match = Match.start(game_id, seats, seed, options)
    bots = [make_bot(game_id, bot, s, bot_seed(seed, s, bot)) for s in range(seats)]
    rng = SeededRng(f"views-{seed}")
    match.check_invariants()
    for step in range(1, 100_000):
        seat = match.active_seat
        if seat is None:
            break
        command = bots[seat].choose(match.view(seat), match.legal_commands())
        before = match.state_hash()
        match.apply(command)
        match.check_invariants()
        _check_views(match, rng)
        _check_undo(match, before, command)
        if step & (step - 1) == 0:  # save at powers of two, as OpenSpiel does
            _check_save(match, tmp_path)
    else:
        pytest.fail(f"{game_id} seed {seed} did not end")
    assert match.legal_commands() == []
    lo, hi = match.spec.rules.score_bounds(seats, match.options)
    assert all(lo <= s <= hi for s in match.scores()), match.scores()
    assert set(match.winners()) <= set(range(seats))
    _check_save(match, tmp_path)
    return match


@pytest.mark.parametrize(("game_id", "seats", "bot", "options"), CASES)
def test_games_end_and_keep_their_invariants(game_id, seats, bot, options, tmp_path):
    for seed in range(GAMES_PER_CASE if bot == "random" else OWN_BOT_GAMES_PER_CASE):
        play_checked(game_id, seats, bot, options, seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "seats", "bot", "options"), CASES)
def test_many_games(game_id, seats, bot, options, tmp_path):
    for seed in range(100, 160):
        play_checked(game_id, seats, bot, options, seed, tmp_path)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_replay_is_deterministic(game_id):
    """The same seed and the same commands give the same game, command for command."""
    spec = GAMES[game_id]
    seats = spec.seat_counts.start

    def play(seed):
        bots = [make_bot(game_id, "random", s, 99 + s) for s in range(seats)]
        match = Match.start(game_id, seats, seed)
        hashes = []
        while not match.is_over:
            seat = match.active_seat
            match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
            hashes.append(match.state_hash())
        return match.log, hashes

    assert play(5) == play(5)
    assert play(5) != play(6)
