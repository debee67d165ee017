"""The Merry Men bots: legal, repeatable, blind to hidden cards, and better than chance.

The heuristic ("Normal") follows spec section 15; its decisions are checked in positions
built with :func:`situation`. Seeded games check that whole games end with it (MM-3.6,
MM-8.1) in every seat count and module, and that its group loses less often to the roads
(MM-3.4) and the guard track (MM-3.5) than random players, and scores higher.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from sherwood.engine import Match, SeededRng
from sherwood.games import GAMES
from sherwood.games.merry_men.bots import BOTS, EasyBot, HeuristicBot
from sherwood.games.merry_men.commands import Move, PayD, Place, Ransom
from sherwood.games.merry_men.heuristic_value import loss_chance, value
from sherwood.games.merry_men.rules import RULES

from .situations import give, put_carriage, set_hand, situation, state_of, top_villain

SPEC = GAMES["merry_men"]
MODULE_NAMES = ("friar_tuck", "spies", "golden_arrow")
MODULES = [dict.fromkeys(chosen, True) for n in range(4) for chosen in combinations(MODULE_NAMES, n)]
"""Every combination of the three modules, from none to all three (the last)."""
FAST = 0.34  # the heuristic averages one outcome per command: the same decisions, faster


def play(bots, seats: int, seed: int, options=None) -> Match:
    match = Match.start("merry_men", seats, seed, options)
    while not match.is_over:
        seat = match.active_seat
        legal = match.legal_commands()
        command = bots[seat].choose(match.view(seat), legal)
        assert command in legal, f"seat {seat} chose {command}, not among {legal}"
        match.apply(command)
    return match


def heuristic_group(seats: int, seed: int, samples: float = FAST) -> list[HeuristicBot]:
    return [HeuristicBot(SPEC, s, 1000 * seed + s, samples=samples) for s in range(seats)]


def easy_group(seats: int, seed: int) -> list[EasyBot]:
    return [EasyBot(SPEC, s, 1000 * seed + s) for s in range(seats)]


def decide(match: Match, seed: int = 1, legal=None):
    seat = match.active_seat
    return HeuristicBot(SPEC, seat, seed).choose(match.view(seat), legal or match.legal_commands())


# --- the catalogue ---------------------------------------------------------------------------

def test_bots_are_listed_normal_then_easy_then_the_search():
    """Spec section 15, "Bot levels": Normal (heuristic) and Easy. The generic search bot is
    offered as "Hard" (it beats Normal with this game's own reading: heuristic_search)."""
    from sherwood.ai import bot_infos

    labels = [(b.name, b.label) for b in BOTS]
    assert labels == [("heuristic", "Normal"), ("easy", "Easy")]
    assert [(b.name, b.label) for b in bot_infos("merry_men")] == [
        ("heuristic", "Normal"), ("easy", "Easy"), ("ismcts", "Hard"), ("random", "Random")]
    assert SPEC.bots == BOTS
    for info in BOTS:
        assert hasattr(info.factory(SPEC, 0, 7), "choose")


# --- legal, complete, repeatable -------------------------------------------------------------

@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_heuristic_games_end_with_every_module(seats):
    """MM-3.6 / MM-8.1: with all three modules on, a game of heuristic bots ends (after five
    rounds, or at a loss), every choice legal."""
    options = MODULES[-1]
    match = play(heuristic_group(seats, seats), seats, seed=seats, options=options)
    assert match.active_seat is None and match.legal_commands() == []


@pytest.mark.parametrize("options", MODULES, ids=lambda o: "+".join(o) or "basic")
def test_easy_and_heuristic_share_a_table_legally(options):
    """Every decision of both bots is legal, in each module and the solo mode (MM-11)."""
    for seats in (1, 3):
        bots = [HeuristicBot(SPEC, 0, 5, samples=FAST), *easy_group(seats, 9)[1:]]
        play(bots, seats, seed=20 + seats, options=options)
        play(easy_group(seats, 3), seats, seed=30 + seats, options=options)


@pytest.mark.slow
@pytest.mark.parametrize("seats", [1, 2, 3, 4])
@pytest.mark.parametrize("options", MODULES, ids=lambda o: "+".join(o) or "basic")
def test_heuristic_games_end_in_every_seat_count_and_module(seats, options):
    """MM-3.6 / MM-8.1, at full strength, three games per case."""
    for seed in range(3):
        play(heuristic_group(seats, seed, samples=1.0), seats, seed, options)


def test_same_seed_same_game():
    """MM-13.1 and the bots' own seeded generators: the same seeds give the same game."""
    logs = [play(heuristic_group(2, 4), 2, seed=4).log for _ in range(2)]
    assert logs[0] == logs[1]
    easy = [play(easy_group(3, 4), 3, seed=4).log for _ in range(2)]
    assert easy[0] == easy[1]


def test_rollout_policy_answers_every_prompt_legally():
    """The cheap policy answers any prompt of a full state with a legal command."""
    for seats, options in ((1, MODULES[-1]), (2, MODULES[1]), (4, MODULES[2])):
        state, _ = RULES.setup(SeededRng(seats), seats, SPEC.resolve_options(options))
        rng = SeededRng(7)
        while RULES.active_seat(state) is not None:
            legal = RULES.legal_commands(state)
            command = SPEC.rollout_policy(state, legal, rng)
            assert command in legal
            RULES.apply(state, command, rng)


# --- decisions from the view only (MM-12.5) ----------------------------------------------------

def test_heuristic_decides_from_the_view_only():
    """MM-12.5: resample everything the seat cannot see (other hands, quests, deck orders):
    the view is the same, and so is the bot's choice."""
    match = Match.start("merry_men", 3, 11, {"friar_tuck": True, "spies": True})
    easy = easy_group(3, 11)
    rng = SeededRng(3)
    checked = 0
    for step in range(400):
        if match.is_over:
            break
        seat = match.active_seat
        legal = match.legal_commands()
        if step % 7 == 0 and len(legal) > 1:
            view = match.view(seat)
            other = RULES.sample_hidden(view, seat, rng)
            assert RULES.view(other, seat) == view
            assert sorted(map(repr, RULES.legal_commands(other))) == sorted(map(repr, legal))
            mine = HeuristicBot(SPEC, seat, step, samples=FAST).choose(view, legal)
            theirs = HeuristicBot(SPEC, seat, step, samples=FAST).choose(
                RULES.view(other, seat), RULES.legal_commands(other))
            assert mine == theirs
            checked += 1
        match.apply(easy[seat].choose(match.view(seat), legal))
    assert checked >= 10


# --- better than chance (MM-3.4, MM-3.5, MM-3.6) -------------------------------------------------

def _record(groups, seats: int, seeds) -> tuple[int, float]:
    lost, total, counted = 0, 0, 0
    for seed in seeds:
        match = play(groups(seats, seed), seats, seed)
        if state_of(match).lost is not None:
            lost += 1
        else:
            total += sum(match.scores())
            counted += seats
    return lost, total / max(1, counted)


def test_heuristic_group_loses_less_and_scores_more_than_random():
    """MM-3.4 / MM-3.5: four players of random moves lose most games to the roads or the
    guard track; four heuristic players lose fewer over the same seeds, and score higher
    in the games they finish (MM-3.6)."""
    seeds = range(4)
    random_lost, random_score = _record(easy_group, 4, seeds)
    heuristic_lost, heuristic_score = _record(heuristic_group, 4, seeds)
    assert heuristic_lost < random_lost
    assert heuristic_score > random_score + 10


@pytest.mark.slow
@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_heuristic_beats_random_over_many_games(seats):
    """MM-3.4 / MM-3.5 / MM-3.6 over 20 seeds per seat count, at full strength."""
    seeds = range(100, 120)
    random_lost, random_score = _record(easy_group, seats, seeds)
    heuristic_lost, heuristic_score = _record(
        lambda n, s: heuristic_group(n, s, samples=1.0), seats, seeds)
    assert heuristic_lost <= random_lost
    assert heuristic_score > random_score + 10


# --- spec section 15 in chosen positions -------------------------------------------------------

def test_a_full_guard_track_sends_the_hero_to_the_village():
    """MM-3.5 / MM-6.60 with spec section 15's guard danger: one guard short of a full track,
    the hero gives to the poor rather than rob a carriage."""
    def edit(s):
        s.track = s.track_size - 1
        give(s, 0, pennies=4, bow=2)
        put_carriage(s, "road_2", 0, "C01")

    match = situation(2, edit=edit, at=("moves", 0))
    assert Move(0, "village") in match.legal_commands() and Move(0, "road_2") in match.legal_commands()
    assert decide(match) == Move(0, "village")


def test_a_road_about_to_run_dry_is_robbed_first():
    """MM-3.4 with spec section 15's road danger: with one move left, rob the carriage that
    would reach the Castle on the road with one penny left, not the same carriage on a rich
    road (and not the archery range)."""
    def edit(s):
        give(s, 0, bow=2, pennies=0)
        put_carriage(s, "road_1", 0, "C01")
        put_carriage(s, "road_3", 0, "C02")
        s.pennies["road_3"] = 1
        s.pennies["road_1"] = 9

    match = situation(2, heroes=["maid_marian", "little_john"], edit=edit, at=("moves", 0))
    match.apply(Move(0, "archery_range"))  # the first move: the archery contest
    assert match.active_seat == 0 and Move(0, "road_1") in match.legal_commands()
    assert decide(match) == Move(0, "road_3")


def test_a_merry_man_goes_to_the_safest_hideout():
    """MM-1.6 / MM-5.10 and spec section 15's hideout risk: guards enter from the top, so
    of two free hideouts the bot takes hideout 1."""
    def edit(s):
        set_hand(s, 0, "MC01", "MC08", "MC15", "MC22")

    match = situation(2, edit=edit, at=("place", 0))
    options = [Place(0, "MC01", "hand", "active", "lumber_camp", h) for h in (2, 1)]
    assert all(c in match.legal_commands() for c in options)
    assert decide(match, legal=options) == options[1]


def test_little_john_pays_the_villain_penalty():
    """MM-5.28 / MM-5.29 and spec section 15: Little John's ability is worth a token."""
    def edit(s):
        s.hero_loc[0] = "lumber_camp"
        give(s, 0, distraction=2)
        top_villain(s, "V01")  # the Sheriff goes to the Lumber Camp

    match = situation(2, heroes=["little_john", "robin_hood"], edit=edit, at=("turn", 1))
    assert match.active_seat == 0 and PayD(0) in match.legal_commands()
    assert decide(match) == PayD(0)


def _little_john_short_of_dice(prisoner: bool = False, pot: int = 0):
    """Green's Little John, no resources and no dice, a blue and a green carriage on the roads;
    with ``prisoner`` one of his Merry Men on the prison's top level, with ``pot`` pennies in
    the Golden Arrow pot: his free die at the Weaponsmith (MM-9.6) is the only die he can get."""
    def edit(s):
        give(s, 0, wood=0, iron=0, tools=0, pennies=0, distraction=2)
        put_carriage(s, "road_1", 0, "C01")
        put_carriage(s, "road_2", 0, "C07")
        if prisoner:
            s.prison = [[0, 1]]
            s.camp[0] -= 1
        s.pot = pot

    return situation(2, heroes=["little_john", "robin_hood"], edit=edit, at=("moves", 0))


def test_little_john_takes_his_free_die_at_the_weaponsmith():
    """MM-9.6 and spec section 15 ("hero moves": dice at their value): with nothing to pay
    and dice to use, Normal frees his man first and then makes the free Weaponsmith move."""
    match = _little_john_short_of_dice(prisoner=True)
    moves = []
    while match.active_seat == 0 and match.view(0).phase == "hero":
        command = decide(match)
        moves += [command.location] if isinstance(command, Move) else []
        match.apply(command)
    assert moves == ["prison", "weaponsmith"]
    assert sum(match.view(0).dice[0].values()) == 1  # the free one: he has nothing to pay for more


def test_the_search_rollouts_play_little_johns_free_move_too():
    """MM-9.6: the rollout policy the search plays out with (spec section 15's cheap policy)
    prefers Little John's free die to a rich archery pot, and buys it free."""
    match = _little_john_short_of_dice(pot=10)
    state = state_of(match).clone()
    rng = SeededRng(5)
    command = SPEC.rollout_policy(state, RULES.legal_commands(state), rng)
    assert command == Move(0, "weaponsmith")
    RULES.apply(state, command, rng)
    command = SPEC.rollout_policy(state, RULES.legal_commands(state), rng)
    assert command.kind == "buy" and command.free


@pytest.mark.parametrize(("tile", "returned"), [("R01", 2), ("R03", 0)])
def test_ransom_only_for_more_than_a_point(tile, returned):
    """MM-7.2 and spec section 15: a held guard scores +1 (MM-8.4 S5), so return guards only
    for a reward worth more; at the end of round 5, 2 pennies are worth less than that."""
    def edit(s):
        s.round = 5
        s.captured[0] = 2
        s.ransom_face = tile

    match = situation(2, edit=edit, at=("end", None))
    assert match.view(0).prompt.kind == "ransom"
    assert decide(match) == Ransom(0, returned)


def test_the_value_of_a_lost_game_is_the_lowest():
    """MM-3.7 / MM-3.8: a lost position is worth less than any other, and the loss chance
    of a lost game is 1."""
    def edit(s):
        s.pennies["road_1"] = 1
        put_carriage(s, "road_1", 0, "C01")

    match = situation(2, edit=edit, at=("moves", 0), steps=[("activate", "road_1", "test")])
    state = state_of(match)
    assert state.lost is not None and loss_chance(state) == 1.0
    assert value(state, 0) < -100
