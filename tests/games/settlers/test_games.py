"""Whole games: random bots play seeded games to the end with every invariant holding after
every command (SR-B-1.5: 95 resource cards, SR-B-1.6: 25 development cards, SR-B-1.7: the
pieces); saves load back to the same state; the generic search bot and the rollout policy
play from views; the engine's shared conformance test runs longer here."""

from __future__ import annotations

import pytest

from sherwood.ai import bot_seed, make_bot
from sherwood.ai.ismcts import IsmctsBot
from sherwood.engine import IllegalCommand, Match, SeededRng, refuse
from sherwood.engine.simulate import play_out
from sherwood.games import game_spec
from sherwood.games.settlers.bots import rollout_choice
from sherwood.games.settlers.commands import OfferTrade
from tests.test_conformance import check_no_peeking, play_checked

SPEC = game_spec("settlers")


def play_random(seed: int) -> Match:
    """A seeded game of random bots, 2 to 4 seats, both layouts, checked after every command."""
    seats = 2 + seed % 3
    options = {"layout": "random" if seed % 2 else "beginner"}
    match = Match.start("settlers", ["bot:random"] * seats, seed, options)
    bots = [make_bot("settlers", "random", s, bot_seed(seed, s, "random")) for s in range(seats)]
    match.check_invariants()
    while not match.is_over:
        seat = match.active_seat
        legal = match.legal_commands()
        command = bots[seat].choose(match.view(seat), legal)
        assert command in legal
        match.apply(command)
        match.check_invariants()
    assert match.legal_commands() == [] and match.active_seat is None
    lo, hi = SPEC.rules.score_bounds(seats, match.options)
    assert all(lo <= s <= hi for s in match.scores())
    return match


@pytest.mark.parametrize("seed", range(30))
def test_random_games_end_and_keep_every_invariant(seed):
    """SR-B-1.5, SR-B-1.6, SR-B-1.7, SR-B-11, SR-M-5: the game ends (at 10 VP on a seat's
    own turn, or at the bots' turn limit), nothing created or lost on the way."""
    match = play_random(seed)
    outcome = match.outcome()
    assert outcome is not None and set(outcome.winners) <= set(range(match.seat_count))


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(100, 300))
def test_many_more_random_games(seed):
    play_random(seed)


COMMAND_NAMES = {  # SR-B-12.2 to SR-B-12.7, as the spec names them
    "place_settlement", "place_road",  # setup
    "roll", "play_knight", "play_road_building", "play_year_of_plenty", "play_monopoly",
    "discard", "move_robber", "steal_from",  # a rolled 7 or a Knight
    "place_free_road",  # Road Building
    "build_road", "build_settlement", "build_city", "buy_development_card", "maritime_trade",
    "offer_trade", "end_turn",  # trade and build
    "accept_offer", "decline_offer", "choose_partner", "cancel_offer",  # domestic trade
}


def test_the_command_layer_offers_the_deciding_seat_the_named_commands_only():
    """SR-B-12 (the command layer), SR-B-12.1: at every decision of seeded random games (2 to 4
    seats) the engine offers only commands of the seat that must decide, each by a name of
    SR-B-12.2 to SR-B-12.7; production, Longest Road, Largest Army and victory are never a
    command (the engine resolves them)."""
    seen: set[str] = set()
    for seed in range(6):
        seats = 2 + seed % 3
        match = Match.start("settlers", ["bot:random"] * seats, seed)
        bots = [make_bot("settlers", "random", s, bot_seed(seed, s, "random")) for s in range(seats)]
        while not match.is_over:
            seat = match.active_seat
            legal = match.legal_commands()
            assert legal and {c.seat for c in legal} == {seat}
            kinds = {c.kind for c in legal}
            assert kinds <= COMMAND_NAMES, kinds - COMMAND_NAMES
            seen |= kinds
            match.apply(bots[seat].choose(match.view(seat), legal))
    assert seen == COMMAND_NAMES  # and each of them turns up in these games


def test_a_save_loads_back_mid_offer_and_mid_discard(tmp_path):
    """Saves store the command log and the state hash; loading replays it to the same state,
    with an offer or a discard waiting."""
    real = Match.start("settlers", 3, 11)
    rng = SeededRng(2)
    paths = []
    while not real.is_over and len(paths) < 3:
        legal = real.legal_commands()
        offers = [c for c in legal if isinstance(c, OfferTrade)]
        real.apply(offers[0] if offers and rng.random() < 0.5 else rng.choice(legal))
        prompt = real.view(0).prompt
        if prompt is not None and prompt.kind in ("answer_offer", "discard", "choose_partner"):
            path = tmp_path / f"save-{len(paths)}.json"
            real.save(path)
            loaded = Match.load(path)
            assert loaded.state_hash() == real.state_hash() and loaded.log == real.log
            assert loaded.legal_commands() == real.legal_commands()
            paths.append(path)
    assert len(paths) == 3


def test_the_search_bot_plays_from_views():
    """The generic ISMCTS bot samples the hidden parts (sample_hidden) and picks legal
    commands at every kind of decision; a whole game of search bots with a small budget."""
    seats = 3
    match = Match.start("settlers", ["bot:ismcts"] * seats, 5, {"turn_limit": 12})
    bots = [IsmctsBot(SPEC, s, s, iterations=4, seconds=None) for s in range(seats)]
    kinds = set()
    while not match.is_over:
        seat = match.active_seat
        legal = match.legal_commands()
        command = bots[seat].choose(match.view(seat), legal)
        assert command in legal
        kinds.add(command.kind)
        match.apply(command)
    assert {"place_settlement", "place_road", "roll", "end_turn"} <= kinds
    assert make_bot("settlers", "ismcts", 0, 1) is not None


def test_the_rollout_policy_plays_legal_games():
    """The rollout policy (GameSpec.rollout_choice) chooses a legal command on any full
    state, builds whenever a city or settlement is affordable, and never offers trades."""
    assert SPEC.rollout_policy is rollout_choice
    for seed in range(3):
        match = Match.start("settlers", 4, seed, {"turn_limit": 400})
        rng = SeededRng(seed)
        while not match.is_over:
            legal = match.legal_commands()
            command = rollout_choice(match._state, legal, rng)
            assert command in legal and not isinstance(command, OfferTrade)
            if any(c.kind in ("build_city", "build_settlement") for c in legal):
                assert command.kind in ("build_city", "build_settlement")
            match.apply(command)


def test_random_bots_through_the_simulator():
    """sherwood.engine.simulate plays a table of random bots to its end."""
    bots = [make_bot("settlers", "random", s, 40 + s) for s in range(4)]
    match = play_out(Match.start("settlers", ["bot:random"] * 4, 9), bots)
    assert match.is_over


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_conformance_played_longer(seats, tmp_path):
    """The shared conformance checks (tests/test_conformance.py) on more seeds: views hide
    what they must, save and load, undo where allowed, invariants after every command."""
    for seed in range(20, 22):
        play_checked("settlers", seats, "random", {"layout": "random"}, seed, tmp_path)


def test_no_take_back_shows_a_hidden_card():
    """Hidden information: whatever may be taken back shows the mover nothing hidden (a card
    bought, a theft, a Monopoly's take and the dice are never taken back), checked at many
    positions of a game."""
    assert check_no_peeking("settlers", 4, {}, seed=3, positions=60, worlds=3) > 30


@pytest.mark.parametrize("options", [{}, {"variant": "robin_hood"}])
def test_an_unknown_command_is_refused_as_illegal_never_a_key_error(options):
    """A command that is not one of the game's is refused with IllegalCommand, the game
    unchanged: by the match, and by the rules' own door too (the search bot and the match's
    undo call ``Rules.apply`` directly; it raised a bare KeyError)."""
    from sherwood.games._template.commands import Play

    match = Match.start("settlers", 1 if options else 2, seed=3, options=options)
    before = match.state_hash()
    with pytest.raises(IllegalCommand) as caught:
        match.apply(Play(0, 5))
    assert caught.value.refusal.code == "not_a_move"
    state = match._state.clone()  # the rules' door, as the search bot opens it
    with pytest.raises(IllegalCommand) as caught:
        SPEC.rules.apply(state, Play(0, 5), SeededRng(1))
    assert caught.value.refusal == refuse("not_a_move", game=SPEC.title, got="Play")
    assert match.state_hash() == before and SPEC.rules.encode(state) == SPEC.rules.encode(match._state)



UNKNOWN = {"vertex": "0,0,Q", "edge": "9,9,NE", "hex": "9,9"}
"""Places off the island; any other field gets "gold" (no resource), or seat 7."""
KNOWN = {"vertex": "0,0,N", "edge": "0,0,NE", "hex": "0,0"}


def unknown(field) -> object:
    """A value the game does not have for ``field`` of a command."""
    if field.name in UNKNOWN:
        return UNKNOWN[field.name]
    return {"str": "gold", "tuple[str, ...]": ("lumber", "gold")}.get(field.type, 7)


def known(field) -> object:
    """A value the game has for ``field`` (legal or not where it stands)."""
    if field.name in KNOWN:
        return KNOWN[field.name]
    return {"str": "lumber", "tuple[str, ...]": ("lumber",)}.get(field.type, 0)


@pytest.mark.parametrize("options", [{}, {"variant": "robin_hood"}])
def test_a_command_naming_an_unknown_place_resource_or_seat_is_refused_with_a_code(options):
    """A command of the game's naming what the game does not have (a corner, an edge or a
    hex off the island, a resource "gold", a seat past the table's) is refused with
    IllegalCommand and a code, the game unchanged, in every phase a few seeded games pass
    through: never a KeyError or an IndexError, never the engine's bare sentence."""
    import dataclasses

    from sherwood.games.settlers.commands import COMMAND_TYPES

    for seed in range(2):
        match = Match.start("settlers", 1 if options else 3, seed=seed, options=options)
        rng = SeededRng(seed)
        for step in range(90):
            if match.is_over:
                break
            seat = match.active_seat
            before = match.state_hash()
            for kind in COMMAND_TYPES if step % 3 == 0 else ():
                fields = [f for f in dataclasses.fields(kind) if f.name != "seat"]
                sound = {f.name: known(f) for f in fields}
                tries = [kind(5, **sound)]  # no seat 5 at any table here
                tries += [kind(seat, **{**sound, f.name: unknown(f)}) for f in fields]
                for command in tries:
                    with pytest.raises(IllegalCommand) as caught:
                        match.apply(command)
                    assert caught.value.refusal.code != "words", command
            assert match.state_hash() == before
            match.apply(rng.choice(match.legal_commands()))
