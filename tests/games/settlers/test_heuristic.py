"""Settlers' heuristic bot ("Normal") and its rollout policy, against the spec's bot notes for
the standard game ("Bot notes", "Standard game, heuristic bot") and the rules they lean on.

The bot decides from a view alone; the tests play seeded games through the public engine
API and look at every decision of a kind (a city affordable, the robber to move, a discard),
and build a few exact moments by changing what a seat's view says (its hand) and sampling a
state back from it with the rules' own ``sample_hidden``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import sherwood.games  # noqa: F401  (hands the catalogue to the engine)
from sherwood.ai import RandomBot
from sherwood.engine import Command, Match, SeededRng
from sherwood.games import game_spec
from sherwood.games.settlers.commands import (
    AcceptOffer,
    BuildCity,
    DeclineOffer,
    Discard,
    MoveRobber,
    OfferTrade,
    PlaceSettlement,
    PlayKnight,
    PlayMonopoly,
    PlayYearOfPlenty,
    Roll,
)
from sherwood.games.settlers.geometry import HEX_ID, HEX_VERTICES, VERTEX_HEXES, VERTEX_ID, VERTEX_NAMES
from sherwood.games.settlers.heuristic import HeuristicBot
from sherwood.games.settlers.heuristic_board import CITY, DEV_CARD, ROAD, SETTLEMENT, tables, vertex_value
from sherwood.games.settlers.heuristic_rollout import rollout_choice
from sherwood.games.settlers.prompts import AnswerOffer, TradeAndBuild
from sherwood.games.settlers.state import Offer

from .situations import situation

SPEC = game_spec("settlers")
RULES = SPEC.rules
BOTS_ONLY = {"turn_limit": 1000}  # SR-M-5


def bots_for(kinds: str, seed: int, spec: Any = SPEC) -> list[Any]:
    """``"hrrr"``: a heuristic bot in seat 0 and random bots in the others."""
    return [HeuristicBot(spec, s, seed * 10 + s) if k == "h" else RandomBot(spec, s, seed * 10 + s)
            for s, k in enumerate(kinds)]


def decisions(kinds: str, seed: int,
              layout: str = "beginner") -> Iterator[tuple[Match, Any, list[Command], Command]]:
    """Play one seeded game and yield every heuristic decision before it is applied:
    ``(match, view, legal, command)``."""
    match = Match.start("settlers", len(kinds), seed, {**BOTS_ONLY, "layout": layout})
    bots = bots_for(kinds, seed)
    while not match.is_over:
        seat = match.active_seat
        legal = match.legal_commands()
        view = match.view(seat)
        command = bots[seat].choose(view, legal)
        if kinds[seat] == "h":
            yield match, view, legal, command
        match.apply(command)


def play(kinds: str, seed: int) -> Match:
    """One seeded game to its end."""
    match = Match.start("settlers", len(kinds), seed, {**BOTS_ONLY, "layout": "beginner"})
    bots = bots_for(kinds, seed)
    while not match.is_over:
        seat = match.active_seat
        match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
    return match


def moment(seed: int, seats: int, found: Callable[[Any], bool]) -> tuple[Match, Any]:
    """The first decision of a seeded all-heuristic game whose view ``found`` accepts."""
    for match, view, _legal, _command in decisions("h" * seats, seed):
        if found(view):
            return match, view
    raise AssertionError("no such moment in the game")


def with_hand(view: Any, hand: tuple[int, ...]) -> tuple[Any, Any]:
    """The same moment with the seat holding ``hand`` instead (the bank pays the difference),
    and a full state sampled back from that view by the rules (for the legal commands)."""
    bank = tuple(b + h - n for b, h, n in zip(view.bank, view.hand, hand, strict=True))
    assert min(bank) >= 0
    sizes = list(view.hand_sizes)
    sizes[view.seat] = sum(hand)
    changed = dataclasses.replace(view, hand=hand, bank=bank, hand_sizes=tuple(sizes))
    return changed, RULES.sample_hidden(changed, view.seat, SeededRng(1))


def affords(hand: Any, cost: tuple[int, ...]) -> bool:
    return all(h >= c for h, c in zip(hand, cost, strict=True))


# --- legal, repeatable, from the view -----------------------------------------------------------

@pytest.mark.parametrize(("kinds", "layout"), [("hhhh", "beginner"), ("hhh", "beginner"), ("hh", "beginner"),
                                               ("hrrr", "beginner"), ("rhrh", "random"), ("hhhh", "random")])
def test_every_choice_is_legal_and_offers_keep_sr_b_7_5(kinds, layout):
    """SR-B-12.1: every command is one the seat may give now; an offer is also one the rules
    accept (``Rules.is_legal``), and the bot makes at most 2 offers a turn, never one that
    was declined that turn (SR-B-7.5)."""
    for seed in range(3):
        offers: dict[tuple[int, int], list[Command]] = {}
        match = None
        for match, view, legal, command in decisions(kinds, seed, layout):  # noqa: B007 (match used after)
            assert command in legal, (seed, command)
            if isinstance(command, OfferTrade):
                state = RULES.sample_hidden(view, view.seat, SeededRng(seed))
                assert RULES.is_legal(state, command)
                made = offers.setdefault((view.turns, view.seat), [])
                assert len(made) < 2
                assert (command.give, command.want, command.to) not in view.declined
                made.append(command)
        assert match is not None and match.is_over


def test_the_same_seed_plays_the_same_game():
    a, b = play("hhhh", 5), play("hhhh", 5)
    assert a.log == b.log


def test_the_same_view_gets_the_same_decision():
    """The bot decides from the view and its own seeded generator only (no global chance,
    no clock): two new bots with the same seed, asked about the same view, answer alike."""
    asked = 0
    for _match, view, legal, _command in decisions("hhh", 2):
        if view.prompt.kind in ("trade_and_build", "setup_settlement", "setup_road", "move_robber"):
            first = HeuristicBot(SPEC, view.seat, 77).choose(view, legal)
            assert HeuristicBot(SPEC, view.seat, 77).choose(view, legal) == first
            asked += 1
    assert asked > 50


# --- setup (bot notes, "Placement value of a vertex") ---------------------------------------------

def test_the_first_settlement_takes_a_best_corner_of_the_beginner_island():
    """SR-B-3.3 and the placement value (pips + 2 per distinct resource, harbours): on the
    beginner island three corners share the top value 17, each with 11 pips of three
    resources: -2,2,N (hills 5, forest 8, mountains 3), -1,1,S (mountains 3, hills 5,
    fields 6) and 1,1,N (forest 3, pasture 5, mountains 8); the next best are worth 16. The
    first settlement goes on one of the three, whatever the bot's seed."""
    best = {"-2,2,N", "-1,1,S", "1,1,N"}
    match = Match.start("settlers", 4, 3)
    seat = match.active_seat
    view = match.view(seat)
    chosen = {HeuristicBot(SPEC, seat, seed).choose(view, match.legal_commands()) for seed in range(12)}
    assert {c.vertex for c in chosen} <= best and len(chosen) > 1
    assert all(isinstance(c, PlaceSettlement) for c in chosen)
    t = tables(view.island)
    values = sorted((vertex_value(t, v, [0] * 5, view.robber, False, False), VERTEX_NAMES[v])
                    for v in range(54))
    assert {name for value, name in values if value == 17} == best and values[-4][0] == 16


def test_the_second_settlement_brings_what_the_first_lacks():
    """Bot notes: the second settlement adds 3 for each resource the first lacks; after
    setup, each heuristic seat collects at least four of the five resources."""
    for seed in range(4):
        _match, view = moment(seed, 4, lambda v: not v.setup)
        t = tables(view.island)
        for seat in range(4):
            kinds = {t.hex_res[h] for v in range(54) if view.vertex_owner[v] == seat
                     for h in VERTEX_HEXES[v] if t.hex_res[h] >= 0}
            assert len(kinds) >= 4, (seed, seat, kinds)


# --- the turn (bot notes, "Build priority each turn") ---------------------------------------------

def test_a_city_is_built_whenever_affordable():
    """Build priority 2: in the trade-and-build phase a city, when affordable, comes before
    everything but a move that wins now (a road taking Longest Road at 8 VP)."""
    seen = 0
    for seed in range(6):
        for _match, view, legal, command in decisions("hrrr", seed):
            if any(isinstance(c, BuildCity) for c in legal) and view.prompt.kind == "trade_and_build":
                seen += 1
                assert isinstance(command, BuildCity) or view.vp >= 8, (seed, command)
    assert seen >= 10


def test_a_city_in_an_exact_moment():
    """The bot's first turn, its hand swapped for 2 grain and 3 ore: it builds the city
    (SR-B-8.6, build priority 2) on its settlement that collects the most pips."""
    _match, view = moment(0, 4, lambda v: not v.setup and v.prompt.kind == "trade_and_build"
                          and v.prompt.seat == v.seat)
    changed, state = with_hand(view, (0, 0, 2, 0, 3))
    legal = RULES.legal_commands(state)
    command = HeuristicBot(SPEC, view.seat, 0).choose(changed, legal)
    assert isinstance(command, BuildCity)
    t = tables(view.island)

    def pips(v: int) -> int:
        return sum(t.hex_pips[h] for h in VERTEX_HEXES[v] if h != view.robber)

    mine = [v for v in range(54) if view.vertex_owner[v] == view.seat]
    assert pips(VERTEX_ID[command.vertex]) == max(pips(v) for v in mine)


def test_it_ends_most_turns_with_seven_cards_or_fewer():
    """Build priority 6: it spends or trades down before ending a turn with more than 7
    cards where it can; counted over whole games, nearly every turn ends at 7 or fewer."""
    ends = over = 0
    for seed in range(4):
        for _match, view, _legal, command in decisions("hrrr", seed):
            if command.kind == "end_turn":
                ends += 1
                over += sum(view.hand) > 7
    assert ends > 40 and over / ends < 0.1, (ends, over)


# --- the seven (bot notes, "Robber", "Discards") ------------------------------------------------

def test_the_robber_never_goes_on_its_own_hex_when_another_is_free():
    """SR-B-6.4 and the bot notes: never a hex with the bot's own buildings if another is
    available; and it robs (SR-B-6.5) the leader among those holding cards."""
    moves = steals = 0
    for seed in range(5):
        for _match, view, legal, command in decisions("hhhh", seed):
            if command.kind == "move_robber":
                moves += 1
                q, r = (int(x) for x in command.hex.split(","))
                own = {h for h in range(19)
                       if any(view.vertex_owner[v] == view.seat for v in HEX_VERTICES[h])}
                options = {HEX_ID[tuple(int(x) for x in c.hex.split(","))] for c in legal}
                if options - own:
                    assert HEX_ID[(q, r)] not in own
            if command.kind == "steal_from":
                steals += 1
                holders = [c.victim for c in legal if view.hand_sizes[c.victim]]
                top = max(view.public_vp[s] for s in holders)
                assert view.hand_sizes[command.victim] and view.public_vp[command.victim] == top
    assert moves > 10 and steals > 3


def test_a_knight_chases_the_robber_off_its_hex_before_the_roll():
    """Bot notes, "Development cards": a Knight when the robber sits on one of the bot's
    producing hexes (SR-B-4.3: played before the roll)."""
    chances = 0
    for seed in range(8):
        for _match, view, legal, command in decisions("hhhh", seed):
            if view.prompt.kind != "before_roll" or not any(isinstance(c, PlayKnight) for c in legal):
                continue
            blocked = tables(view.island).hex_pips[view.robber] and any(
                view.vertex_owner[v] == view.seat for v in HEX_VERTICES[view.robber])
            if blocked:
                chances += 1
                assert isinstance(command, PlayKnight)
            elif not isinstance(command, PlayKnight):
                assert isinstance(command, Roll)
    assert chances >= 1


def test_discards_keep_a_build():
    """SR-B-6.2 and the bot notes, "Discards": when the hand holds a build and keeps enough
    cards for it, a build is still affordable after the discard."""
    checked = 0
    for seed in range(10):
        for _match, view, _legal, command in decisions("hhhh", seed):
            if not isinstance(command, Discard):
                continue
            hand = list(view.hand)
            after = list(hand)
            for card in command.cards:
                after[("lumber", "wool", "grain", "brick", "ore").index(card)] -= 1
            builds = (CITY, SETTLEMENT, DEV_CARD, ROAD)
            if any(affords(hand, c) and sum(c) <= sum(after) for c in builds):
                checked += 1
                assert any(affords(after, c) for c in builds), (hand, command)
    assert checked >= 5


# --- trade (bot notes, "Trade"; SR-B-7.4) --------------------------------------------------------

def _answer_moment() -> tuple[Any, Any]:
    return moment(1, 4, lambda v: not v.setup and v.prompt.kind == "trade_and_build" and v.turns > 8)


def _offer_view(view: Any, hand: tuple[int, ...], give: tuple[str, ...], want: tuple[str, ...],
                offerer_vp: int) -> Any:
    """``view``'s seat asked to answer ``offerer``'s offer (the turn's seat)."""
    offerer = view.turn if view.turn != view.seat else (view.seat + 1) % 4
    changed, _ = with_hand(view, hand)
    vps = list(changed.public_vp)
    vps[offerer] = offerer_vp
    return dataclasses.replace(changed, turn=offerer, prompt=AnswerOffer(view.seat),
                               offer=Offer(offerer, give, want, None), public_vp=tuple(vps))


def test_it_accepts_a_trade_that_completes_a_city_from_a_seat_under_8_vp():
    """Bot notes, "Trade": accept when the trade lets the bot build what it could not (here a
    city: 2 grain + 3 ore after giving a lumber for an ore), never with a partner at 8 VP or
    more; decline a trade that gives away what it needs for nothing it needs."""
    _match, view = _answer_moment()
    if not any(view.vertex_owner[v] == view.seat for v in range(54)):
        pytest.skip("no settlement")
    bot = HeuristicBot(SPEC, view.seat, 0)
    legal = [AcceptOffer(view.seat), DeclineOffer(view.seat)]
    good = _offer_view(view, (2, 0, 2, 0, 2), ("ore",), ("lumber",), 5)
    assert bot.choose(good, legal) == AcceptOffer(view.seat)
    leader = _offer_view(view, (2, 0, 2, 0, 2), ("ore",), ("lumber",), 8)
    assert bot.choose(leader, legal) == DeclineOffer(view.seat)
    bad = _offer_view(view, (0, 0, 2, 0, 3), ("wool",), ("ore",), 3)
    assert bot.choose(bad, legal) == DeclineOffer(view.seat)


def test_it_never_accepts_from_a_seat_with_8_vp_or_more():
    """Bot notes, "Trade": the partner must have fewer than 8 VP (counted on whole games
    against random bots, which offer often)."""
    accepted = 0
    for seed in range(6):
        for _match, view, _legal, command in decisions("hrrr", seed):
            if isinstance(command, AcceptOffer):
                accepted += 1
                assert view.public_vp[view.offer.seat] < 8
    assert accepted > 5


def test_a_maritime_trade_completes_a_build():
    """Bot notes, "Trade": a maritime trade when it completes a build (SR-B-7.6, 4:1 at
    least): 4 lumber, 2 grain, 2 ore and a settlement on the board: 4 lumber for the third
    ore of a city."""
    _match, view = moment(0, 4, lambda v: not v.setup and v.prompt.kind == "trade_and_build"
                          and v.prompt.seat == v.seat)
    changed, state = with_hand(view, (4, 0, 2, 0, 2))
    legal = RULES.legal_commands(state)
    command = HeuristicBot(SPEC, view.seat, 0).choose(changed, legal)
    assert command.kind == "maritime_trade" and command.get == "ore" and command.give == "lumber"


# --- strength ------------------------------------------------------------------------------------

def _win_rate(heuristics: int, games: int) -> float:
    wins = 0
    for seed in range(games):
        kinds = ["h"] * heuristics + ["r"] * (4 - heuristics)
        shift = seed % 4
        kinds = kinds[4 - shift:] + kinds[:4 - shift]
        match = Match.start("settlers", 4, 1000 + seed, {**BOTS_ONLY})
        bots = bots_for("".join(kinds), seed)
        while not match.is_over:
            seat = match.active_seat
            match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
        wins += any(kinds[w] == "h" for w in match.winners())
    return wins / games


def test_it_beats_three_random_bots():
    """One heuristic bot against three random bots, seats rotated, 40 games: chance is 25%;
    it wins far more often (measured: every game)."""
    assert _win_rate(1, 40) > 0.5


@pytest.mark.slow
def test_it_beats_random_bots_over_many_games():
    assert _win_rate(1, 200) > 0.8
    assert _win_rate(2, 100) > 0.9


# --- the rollout policy ---------------------------------------------------------------------------

@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_rollout_policy_plays_whole_games_legally(seats):
    """The rollout policy (``SPEC.rollout_policy`` once wired) answers every prompt of a full
    state with one of the legal commands, and its games end (SR-B-11.2, or SR-M-5's cap)."""
    for seed in range(4):
        match = Match.start("settlers", seats, seed, BOTS_ONLY)
        rng = SeededRng(seed)
        state = RULES.sample_hidden(match.view(0), 0, rng)
        for _ in range(20_000):
            if RULES.active_seat(state) is None:
                break
            legal = RULES.legal_commands(state)
            command = rollout_choice(state, legal, rng)
            assert any(command is c or command == c for c in legal), command
            RULES.apply(state, command, rng)
        assert RULES.active_seat(state) is None


def test_the_rollout_policy_builds_a_city_first():
    """The policy's order: win > city > settlement > development card > road > end turn."""
    _match, view = moment(0, 4, lambda v: not v.setup and v.prompt.kind == "trade_and_build"
                          and v.prompt.seat == v.seat)
    _changed, state = with_hand(view, (1, 1, 3, 1, 3))
    legal = RULES.legal_commands(state)
    assert any(isinstance(c, BuildCity) for c in legal)
    assert isinstance(rollout_choice(state, legal, SeededRng(0)), BuildCity)
    assert isinstance(state.prompt, TradeAndBuild)


# --- exact positions (tests/games/settlers/situations.py) -----------------------------------------

def _decide(match: Match) -> Command:
    seat = match.active_seat
    return HeuristicBot(SPEC, seat, 1).choose(match.view(seat), match.legal_commands())


ROBBED = {  # Red at 0,-1,S (hills 6, desert, forest 11); Blue, the leader, a city at 2,0,N
    "settlements": {"0,-1,S": 0, "-2,1,N": 2}, "cities": {"2,0,N": 1},
    "hands": [{}, {"ore": 2}, {"grain": 1}],
}


def test_a_knight_when_the_robber_blocks_its_hex_then_the_robber_on_the_leader():
    """Bot notes: a Knight before the roll when the robber sits on the bot's hex (SR-B-4.3,
    SR-B-9.1); the robber then goes where the opponents lose most, weighted toward the
    leader (SR-B-6.4): Blue's city on mountains 8, not White's settlement on forest 8."""
    match = situation(seats=3, phase="before_roll", robber="0,-1", dev=[["knight"], [], []], **ROBBED)
    assert _decide(match) == PlayKnight(0)
    match.apply(PlayKnight(0))
    assert _decide(match) == MoveRobber(0, "2,0")


def test_no_knight_when_the_robber_is_elsewhere():
    """With the robber on the desert and Largest Army out of reach, it rolls."""
    match = situation(seats=3, phase="before_roll", dev=[["knight"], [], []], **ROBBED)
    assert _decide(match) == Roll(0)


def test_a_knight_that_takes_largest_army():
    """Bot notes: a Knight when it secures Largest Army (SR-B-10.4: a third knight)."""
    match = situation(seats=3, phase="before_roll", dev=[["knight"], [], []], knights=[2, 1, 0], **ROBBED)
    assert _decide(match) == PlayKnight(0)


def test_a_discard_keeps_the_city():
    """SR-B-6.2, SR-E-2 and the bot notes: 9 cards on a 7 lose 4; holding a city (2 grain,
    3 ore) and 4 lumber, the lumber goes."""
    match = situation(seats=3, phase="before_roll", script=[3, 4],
                      settlements={"0,-1,S": 0, "-2,1,N": 2}, cities={"2,0,N": 1},
                      hands=[{"grain": 2, "ore": 3, "lumber": 4}, {}, {}])
    match.apply(Roll(0))
    assert _decide(match) == Discard(0, ("lumber",) * 4)


def test_year_of_plenty_completes_a_city():
    """Bot notes: Year of Plenty to complete a build; 2 grain and 1 ore lack two ore."""
    match = situation(seats=3, hands=[{"grain": 2, "ore": 1}, {}, {}], dev=[["year_of_plenty"], [], []],
                      settlements={"0,-1,S": 0, "-2,1,N": 2}, cities={"2,0,N": 1})
    assert _decide(match) == PlayYearOfPlenty(0, ("ore", "ore"))


def test_monopoly_when_the_others_hold_four_of_a_type():
    """Bot notes: Monopoly when the others' hands hold 4 or more of one type, tracked from
    what the view shows (hand sizes, and what each seat's buildings collect): Blue, with 8
    cards and a city on mountains 8, holds ore above all (SR-B-9.4)."""
    match = situation(seats=3, hands=[{}, {"ore": 6, "brick": 2}, {"grain": 1}], dev=[["monopoly"], [], []],
                      settlements={"0,-1,S": 0, "-2,1,N": 2}, cities={"2,0,N": 1})
    assert _decide(match) == PlayMonopoly(0, "ore")


@pytest.mark.parametrize("room", ["heuristic", "heuristic_board", "heuristic_plan", "heuristic_rollout"])
def test_the_examples_in_the_bots_docstrings_run(room):
    import doctest
    import importlib

    module = importlib.import_module(f"sherwood.games.settlers.{room}")
    result = doctest.testmod(module)
    assert result.failed == 0 and result.attempted > 0
