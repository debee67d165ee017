"""The goal, the components, the setup and the turn (LT-0 to LT-4, LT-13 of
shared/rules/lieutenants.md): one test per rule or small group, through the public API;
exact positions from ``situation``."""

from __future__ import annotations

from collections import Counter

import pytest

from sherwood.engine import BadOptions, Match, SeededRng
from sherwood.games.lieutenants.commands import (
    COMMAND_TYPES,
    Act,
    ChooseTarget,
    DeliverMission,
    DeliverSet,
    EndTurn,
    NoDefence,
    Take,
)
from sherwood.games.lieutenants.content import ACTION, AMBUSHES, CARDS, kept_ambushes
from tests.games.lieutenants.playing import (
    BLUE,
    GREEN,
    RED,
    YELLOW,
    kinds,
    of,
    only,
    play,
    prompt_kind,
    refused,
)
from tests.games.lieutenants.situations import situation

ROUTE = (None, 4, 3, 5, 2, 6, 4, 3, 7, 2, 5, 8, 3, 4, 6, 2, 5, 3, 7, 4, 2)
"""LT-1.D, as the spec's table prints it."""
VP = {"CU": 7, "CA": 8, "GO": 9, "PE": 10, "JE": 11, "NE": 12, "CH": 13}
"""LT-1.2, as the spec's table prints it."""
ACTIONS = {"CU": "buy", "CA": "theft", "GO": "ambush", "PE": "robbery", "JE": "raid",
           "CH": "exchange"}
"""LT-1.1 (the necklace's Defence is a reaction only)."""


# --- LT-0 the goal ---------------------------------------------------------------------------

def test_the_lieutenants_and_their_colours():
    """LT-0.1, LT-2.1, LT-1.E: the players are the sheriff's lieutenants, each seat the pawn
    of its colour: Red, Yellow, Green, Blue, Mauve, White, Grey."""
    m = Match.start("lieutenants", 7, seed=1)
    assert "Lieutenants" in m.spec.title
    assert m.names == ("Red", "Yellow", "Green", "Blue", "Mauve", "White", "Grey")
    assert m.view(0).colours == ("red", "yellow", "green", "blue", "mauve", "white", "grey")
    assert Match.start("lieutenants", 3, seed=1).view(2).colours == ("red", "yellow", "green")


def test_a_card_is_kept_for_points_or_used_for_an_action():
    """LT-0.2, LT-3.2: the revealed card can be taken (to score later) or used for its
    action, which wins another card."""
    m = situation(hands={RED: ["CU01"], YELLOW: ["CH01", "CH02"]}, draw=["PE01"])
    assert m.legal_commands() == [Take(RED), Act(RED)]
    play(m, Act(RED), ChooseTarget(RED, YELLOW), NoDefence(YELLOW))
    m.apply(next(c for c in m.legal_commands() if c.kind == "choose_card"))
    assert m.view(RED).hand == ("CH01", "CU01")


def test_the_most_victory_points_win():
    """LT-0.3, LT-10.3: at the end the player with the most VP wins."""
    m = situation(hands={YELLOW: ["CU01", "CU02", "CU03"]}, loot={RED: ["CH01"], GREEN: ["PE01"]},
                  sheriff=20, active=YELLOW, at="deliver")
    m.apply(DeliverSet(YELLOW, ("CU01", "CU02", "CU03")))
    assert m.is_over and m.scores() == [13, 7, 10, 0] and m.winners() == [RED]


# --- LT-1 components -------------------------------------------------------------------------

@pytest.mark.parametrize("obj", sorted(ACTIONS))
def test_each_object_pays_for_its_action(obj):
    """LT-5, LT-1.1, LT-4.1, LT-5.0: copper = Buy, candlestick = Theft, gold = Ambush, pearls =
    Robbery, jewels = Raid, chest = Exchange (and the necklace's Defence, below)."""
    m = situation(hands={RED: ["NE01"], YELLOW: ["NE02"]}, draw=[f"{obj}05"])
    events = m.apply(Act(RED))
    chosen = only(events, "action_chosen")
    assert (chosen.action, chosen.card) == (ACTIONS[obj], f"{obj}05")
    assert "Take" not in {type(c).__name__ for c in m.legal_commands()}


def test_the_necklace_is_the_defence():
    """LT-1.1, LT-5.0: the seventh action, Defence, is paid with a necklace, against an
    attack."""
    m = situation(hands={RED: ["CU01"], YELLOW: ["NE02"]}, draw=["CA01"])
    play(m, Act(RED), ChooseTarget(RED, YELLOW))
    assert {c.kind for c in m.legal_commands()} == {"defend", "no_defence"}


@pytest.mark.parametrize("obj", sorted(VP))
def test_each_object_scores_its_printed_value(obj):
    """LT-1.2, LT-4.1, LT-6.4: copper 7, candlestick 8, gold 9, pearls 10, jewels 11, necklace
    12, chest 13: a set of the object puts one card worth that much in the loot."""
    cards = (f"{obj}01", f"{obj}02", f"{obj}03")
    m = situation(hands={RED: list(cards)}, at="deliver")
    m.apply(DeliverSet(RED, cards))
    assert m.view(BLUE).scores == (VP[obj], 0, 0, 0)


def test_the_84_object_cards():
    """LT-1.A, LT-2.6, LT-2.7: 12 copies of each of the 7 objects; 3 in each hand, the rest
    face down in the draw pile; the discard pile empty."""
    assert len(CARDS) == 84 and Counter(c[:2] for c in CARDS) == {o: 12 for o in VP}
    for seats in range(2, 8):
        m = Match.start("lieutenants", seats, seed=seats)
        view = m.view(0)
        assert view.hand_sizes == (3,) * seats and len(view.hand) == 3
        # the first turn began at once: one card is turned up
        assert view.draw_size == 84 - 3 * seats - 1 and view.discard == ()
        assert view.revealed is not None


OBJECT_AMBUSHES = {"AM08": ("CU", "PE"), "AM09": ("CA", "JE"), "AM10": ("GO", "NE"),
                   "AM11": ("PE", "CH"), "AM12": ("JE", "CU"), "AM13": ("NE", "CA")}


@pytest.mark.parametrize("ambush", sorted(OBJECT_AMBUSHES))
def test_each_object_ambush_shows_two_objects(ambush):
    """LT-1.3, LT-1.B, LT-7.2: AM08 copper + pearls, AM09 candlestick + jewels, AM10 gold +
    necklace, AM11 pearls + chest, AM12 jewels + copper, AM13 necklace + candlestick: it may
    fire at a delivery holding either object, and only then."""
    for obj in VP:
        cards = (f"{obj}01", f"{obj}02", f"{obj}03")
        m = situation(hands={RED: list(cards)}, ambush_sets={BLUE: [(ambush, "GO10")]}, at="deliver")
        m.apply(DeliverSet(RED, cards))
        fires = [c for c in m.legal_commands() if c.kind == "fire_ambush"]
        assert bool(fires) == (obj in OBJECT_AMBUSHES[ambush]), (ambush, obj)


def test_thirteen_ambush_cards_seven_colours_and_six_pairs():
    """LT-1.3, LT-1.B: 7 colour cards (one per colour) and 6 object cards; copper,
    candlestick, pearls, jewels and necklace appear twice, gold and chest once."""
    assert len(AMBUSHES) == 13
    shown = Counter(o for pair in OBJECT_AMBUSHES.values() for o in pair)
    assert shown == {"CU": 2, "CA": 2, "PE": 2, "JE": 2, "NE": 2, "GO": 1, "CH": 1}
    m = Match.start("lieutenants", 7, seed=3)
    assert len(m.view(0).ambush_deck) == 13


@pytest.mark.parametrize("card, vp", [("MI1A", 30), ("MI1B", 20), ("MI2A", 20), ("MI2B", 14),
                                      ("MI3A", 25), ("MI3B", 16), ("MI4A", 18), ("MI4B", 12)])
def test_mission_values(card, vp):
    """LT-1.4, LT-1.C: the first copy is worth more than the second; all between 10 and 30."""
    mission = int(card[2])
    cards = {1: ("CA01", "CH01", "CU01", "GO01", "JE01", "NE01", "PE01"),
             2: ("PE01", "PE02", "PE03", "PE04", "PE05"),
             3: ("CA01", "CA02", "CU01", "CU02", "GO01", "GO02", "JE01", "JE02"),
             4: ("CA01", "CA02", "CU01", "CU02", "GO01", "GO02")}[mission]
    gone = {GREEN: [f"MI{mission}A"]} if card.endswith("B") else {}
    m = situation(hands={RED: list(cards)}, missions_taken=gone, at="deliver")
    m.apply(DeliverMission(RED, mission, cards))
    assert m.view(RED).missions_taken[RED] == (card,)
    assert m.view(RED).scores[RED] == vp and 10 <= vp <= 30


def test_the_route_is_a_loop_of_21_spaces():
    """LT-1.5, LT-1.D: Nottingham (0, no number) and 20 forest spaces with the table's
    numbers; from space 20 the sheriff returns to Nottingham."""
    m = Match.start("lieutenants", 4, seed=1)
    assert m.view(0).route == ROUTE
    assert all(2 <= n <= 8 for n in ROUTE[1:])
    for space in (0, 7, 19):
        m = situation(hands={RED: ["CU01", "CU02", "CU03"]}, sheriff=space, at="deliver")
        events = m.apply(DeliverSet(RED, ("CU01", "CU02", "CU03")))
        assert (only(events, "sheriff_moved").space, only(events, "sheriff_moved").number) == (
            space + 1, ROUTE[space + 1])


def test_the_board_draws_the_route_as_a_loop():
    """LT-1.6: the board's track ``sheriff`` has the 21 spaces 0..20 (its drawing: the
    board's own tests), and the rules read the numbers from the same board file."""
    from sherwood.games.lieutenants import BOARD_NEEDS
    assert BOARD_NEEDS.tracks["sheriff"] == tuple(range(21))
    assert "route" in BOARD_NEEDS.sections


# --- LT-2 setup ------------------------------------------------------------------------------

@pytest.mark.parametrize("seats", [1, 8])
def test_two_to_seven_seats(seats):
    """LT-2.2, LT-11.1: a table has 2 to 7 seats."""
    with pytest.raises(BadOptions):
        Match.start("lieutenants", seats, seed=1)


def test_any_mix_of_humans_and_bots():
    """LT-2.2, LT-11.1, LT-11.2: each seat is a human or a bot; one human with bots (solo
    play) and bots only (for tests) both start and play."""
    for labels in (["human", "bot:easy"], ["human", "bot:easy", "bot:random", "bot:easy"],
                   ["bot:easy", "bot:random", "bot:easy"]):
        m = Match.start("lieutenants", labels, seed=4)
        assert m.seats == tuple(labels) and m.active_seat is not None
        for _ in range(30):
            if m.is_over:
                break
            m.apply(m.legal_commands()[-1])
        m.check_invariants()


def test_the_sheriff_starts_on_nottingham():
    """LT-2.3: space 0 (LT-V1 changes it; see test_rules_variants.py)."""
    assert all(Match.start("lieutenants", n, seed=n).view(0).sheriff == 0 for n in range(2, 8))


@pytest.mark.parametrize("seats", range(2, 8))
def test_absent_colours_leave_the_ambush_deck(seats):
    """LT-2.4: the colour cards of colours nobody plays are removed: 6 object cards and one
    colour card per seat, shuffled face down (nobody sees a face)."""
    m = Match.start("lieutenants", seats, seed=seats)
    for s in range(seats):
        assert m.view(s).ambush_deck == (None,) * (6 + seats)
    assert len(kept_ambushes(seats)) == 6 + seats


def test_absent_colours_never_appear_in_play():
    """LT-2.4: in two-seat games only AM01, AM02 and the object cards are ever drawn, laid or
    fired."""
    seen: set[str] = set()
    rng = SeededRng(11)
    for seed in range(6):
        m = Match.start("lieutenants", 2, seed=seed)
        while not m.is_over:
            for s in range(2):
                v = m.view(s)
                seen |= set(v.ambush_choice) | set(v.own_ambushes) | {a for a in v.ambush_deck if a}
            m.apply(rng.choice(m.legal_commands()))
    assert seen and seen <= {"AM01", "AM02", *OBJECT_AMBUSHES}
    assert len(seen) > 4


def test_the_mission_stacks():
    """LT-2.5: 4 stacks face up, the first (higher) copy on top."""
    m = Match.start("lieutenants", 4, seed=1)
    assert m.view(0).mission_stacks == (("MI1A", "MI1B"), ("MI2A", "MI2B"), ("MI3A", "MI3B"),
                                        ("MI4A", "MI4B"))
    assert m.view(0).missions_taken == ((), (), (), ())


@pytest.mark.parametrize("seats", [2, 4, 7])
def test_the_deal_follows_the_seed_in_the_rules_order(seats):
    """LT-2.6, LT-2.8, LT-2.9, LT-13.1, LT-13.2: the match's generator draws the first player,
    shuffles the 84 cards (in id order), shuffles the ambush cards (absent colours removed, in
    id order), and deals one card at a time clockwise from the first player until everyone
    has 3; the first player's turn then turns up the next card."""
    for seed in (1, 2, 3):
        rng = SeededRng(seed)
        first = rng.randint(0, seats - 1)
        draw = list(CARDS)
        rng.shuffle(draw)
        rng.shuffle(list(kept_ambushes(seats)))
        hands: list[list[str]] = [[] for _ in range(seats)]
        for _ in range(3):
            for k in range(seats):
                hands[(first + k) % seats].append(draw.pop())
        m = Match.start("lieutenants", seats, seed=seed)
        assert m.active_seat == first and m.view(0).first == first
        assert [m.view(s).hand for s in range(seats)] == [tuple(sorted(h)) for h in hands]
        assert m.view(first).revealed == draw.pop()


def test_the_first_player_is_chosen_at_random():
    """LT-2.8: over seeds, every seat of a 4-seat table begins some game."""
    assert {Match.start("lieutenants", 4, seed=s).active_seat for s in range(40)} == {0, 1, 2, 3}


def test_the_same_seed_the_same_game():
    """LT-13.2: one seeded generator: the same seed and commands give the same game, another
    seed another deal."""
    def game(seed: int) -> list:
        m = Match.start("lieutenants", 3, seed=seed)
        out = []
        for _ in range(60):
            if m.is_over:
                break
            out.append(m.apply(m.legal_commands()[-1]))
        return out
    assert game(5) == game(5) and game(5) != game(6)


# --- LT-3 the turn ---------------------------------------------------------------------------

def test_the_turn_begins_by_showing_the_top_card():
    """LT-3.1, LT-12.1: the top card of the draw pile is turned up for everyone."""
    m = situation(hands={RED: ["CU01"], YELLOW: ["CU02"]}, draw=["PE07", "CU03"], active=BLUE,
                  at="deliver")
    events = m.apply(EndTurn(BLUE))
    assert kinds(events) == ["turn_started", "card_revealed"]
    assert only(events, "card_revealed").card == "PE07" and only(events, "card_revealed").seat == RED
    assert all(m.view(s).revealed == "PE07" for s in range(4))
    assert m.view(0).prompt.kind == "take_or_act" and m.view(0).prompt.card == "PE07"


def test_take_or_act_then_deliver_then_the_left():
    """LT-3.2, LT-3.3, LT-3.4: take or act, then the delivery step, then the player to the
    left."""
    m = situation(hands={RED: ["CU01"], YELLOW: ["CU02"]}, draw=["CH01", "CH02"])
    assert prompt_kind(m) == "take_or_act"
    m.apply(Take(RED))
    assert prompt_kind(m) == "deliver" and m.active_seat == RED
    assert m.legal_commands() == [EndTurn(RED)]
    events = m.apply(EndTurn(RED))
    assert only(events, "turn_started").seat == YELLOW and m.active_seat == YELLOW


def test_turn_order_wraps_clockwise_without_rounds():
    """LT-3.5: seat order ascending, wrapping from the last seat to the first; the turn count
    simply goes on."""
    m = situation(seats=3, hands={0: ["CU01"]}, active=2, turn=7, at="deliver")
    events = m.apply(EndTurn(2))
    assert only(events, "turn_started").seat == 0 and only(events, "turn_started").turn == 8
    order = []
    for _ in range(5):
        m.apply(Take(m.active_seat))
        order.append(m.active_seat)
        m.apply(EndTurn(m.active_seat))
    assert order == [0, 1, 2, 0, 1]


def test_the_command_layer():
    """LT-3.6: the commands are take, act, choose_target, defend / no_defence, offer,
    choose_offer, choose_card, choose_ambush, ambush_take, deliver_set, deliver_mission,
    end_turn, fire_ambush / hold_ambush; the engine lists exactly the legal ones."""
    assert {c.kind for c in COMMAND_TYPES} == {
        "take", "act", "choose_target", "defend", "no_defence", "offer", "choose_offer",
        "choose_card", "choose_ambush", "ambush_take", "deliver_set", "deliver_mission",
        "end_turn", "fire_ambush", "hold_ambush"}
    m = situation(hands={RED: ["CU01"]}, draw=["PE01"])  # nobody to rob: take only
    assert m.legal_commands() == [Take(RED)]
    refused(m, Act(RED), code="nobody_holds_cards", action="robbery")
    refused(m, EndTurn(RED), code="not_now")


# --- LT-4 take or act ------------------------------------------------------------------------

def test_taking_puts_the_card_in_hand_and_nothing_else():
    """LT-4.2: the revealed card goes into the active hand; nothing else changes."""
    m = situation(hands={RED: ["CU01"], YELLOW: ["PE01"]}, draw=["CA01"])
    before = m.view(YELLOW)
    events = m.apply(Take(RED))
    assert kinds(events) == ["card_taken"]
    after = m.view(YELLOW)
    assert m.view(RED).hand == ("CA01", "CU01") and after.hand == before.hand
    assert after.revealed is None and after.draw_size == before.draw_size
    assert after.known[RED] == ("CA01",)  # taken in front of everyone


def test_an_acted_card_never_enters_the_active_hand():
    """LT-4.3: the card used for its action ends with another player (here the target of a
    Theft)."""
    m = situation(hands={RED: ["CU01"], YELLOW: ["PE01"]}, draw=["CA01"])
    play(m, Act(RED), ChooseTarget(RED, YELLOW), NoDefence(YELLOW))
    assert "CA01" not in m.view(RED).hand and m.view(YELLOW).hand == ("CA01",)


@pytest.mark.parametrize("obj", ["CU", "CA", "PE", "JE", "CH"])
def test_an_action_against_rivals_needs_a_rival_with_a_card(obj):
    """LT-4.4, LT-15.1: Buy, Theft, Robbery, Raid and Exchange need another player with a card;
    otherwise the card must be taken."""
    m = situation(hands={RED: ["GO01"]}, draw=[f"{obj}01"])
    assert m.legal_commands() == [Take(RED)]
    refused(m, Act(RED), code="nobody_holds_cards", action=ACTION[obj])
    m = situation(hands={RED: ["GO01"], GREEN: ["GO02"]}, draw=[f"{obj}01"])
    assert m.legal_commands() == [Take(RED), Act(RED)]


def test_only_rivals_with_cards_are_targets():
    """LT-4.4: only players with at least 1 card can be targets."""
    m = situation(hands={RED: ["GO01"], GREEN: ["GO02"], BLUE: ["CU01"]}, draw=["CA01"])
    m.apply(Act(RED))
    assert m.legal_commands() == [ChooseTarget(RED, GREEN), ChooseTarget(RED, BLUE)]
    refused(m, ChooseTarget(RED, YELLOW), code="target_without_cards")
    refused(m, ChooseTarget(RED, RED))


def test_an_ambush_needs_an_ambush_card():
    """LT-4.4, LT-15.9: Ambush needs at least 1 card in the ambush deck (here every ambush card
    lies in a set), else the gold must be taken."""
    sets = {YELLOW: [(a, f"GO{i + 1:02d}") for i, a in enumerate(kept_ambushes(2))]}
    m = situation(seats=2, hands={RED: ["CU01"], YELLOW: ["CU02"]}, ambush_sets=sets, draw=["GO12"])
    assert m.view(RED).ambush_deck == ()
    assert m.legal_commands() == [Take(RED)]
    refused(m, Act(RED), code="ambush_deck_empty")


def test_acting_is_optional():
    """LT-4.5, LT-15.10: whenever an action is allowed, taking is allowed too."""
    for obj in ("CU", "CA", "GO", "PE", "JE", "CH"):
        m = situation(hands={RED: ["NE01"], YELLOW: ["NE02"]}, draw=[f"{obj}02"])
        assert Take(RED) in m.legal_commands() and Act(RED) in m.legal_commands()
        events = m.apply(Take(RED))
        assert not of(events, "action_chosen") and f"{obj}02" in m.view(RED).hand


def test_the_situations_helpers_example_holds():
    """The helper that builds these tests' positions (situations.py) does what its docstring
    shows: a real match, its state replaced, played on through the public API."""
    import doctest

    from tests.games.lieutenants import situations
    result = doctest.testmod(situations)
    assert result.attempted > 0 and result.failed == 0
