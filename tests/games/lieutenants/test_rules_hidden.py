"""Hidden information and hot-seat play (LT-12, LT-11 of shared/rules/lieutenants.md): each
seat sees its own hand and ambush faces only, other hands as counts, sealed offers hidden
until revealed, stolen and robbed cards known to the two seats alone; every event and prompt
is public; every decision is a prompt naming its seat, asked even with one answer."""

from __future__ import annotations

import pytest

from sherwood.ai import make_bot
from sherwood.engine import Match, SeededRng
from sherwood.games.lieutenants.commands import (
    Act,
    ChooseAmbush,
    ChooseCard,
    ChooseTarget,
    DeliverSet,
    HoldAmbush,
    NoDefence,
    Take,
)
from sherwood.games.lieutenants.content import CARDS
from sherwood.ui.games import words_of
from tests.games.lieutenants.playing import (
    BLUE,
    GREEN,
    RED,
    YELLOW,
    play,
    prompt_kind,
    strings_in,
)
from tests.games.lieutenants.situations import situation

OBJECT_CARDS = frozenset(CARDS)
PUBLIC_FIELDS = ("seats", "colours", "active", "turn", "prompt", "revealed", "hand_sizes",
                 "draw_size", "discard", "loot", "missions_taken", "mission_stacks", "ambush_golds",
                 "sheriff", "route", "deliveries", "scores", "delivered", "delivery", "laid_out",
                 "offered", "offers", "result", "over")
"""LT-12.1: what every seat's view shows alike."""


def known_to(view) -> set[str]:
    """The object cards ``view``'s seat can name where they are: its hand, its records of the
    other hands, and everything public."""
    seen = set(view.hand) | set(view.discard) | {c for t in view.known for c in t}
    seen |= {c for pile in view.loot for c in pile} | {c for g in view.ambush_golds for c in g}
    seen |= set(view.laid_out or ()) | {c for o in view.offers if o for c in o}
    if view.revealed:
        seen.add(view.revealed)
    if view.delivery:
        seen |= set(view.delivery.cards)
    return seen


def random_games(seats: int, games: int, seed: int = 0, **options):
    """Random games, yielding (match before, command, events, match after) for each command."""
    rng = SeededRng(seed)
    for g in range(games):
        m = Match.start("lieutenants", seats, seed=seed * 100 + g, options=options)
        while not m.is_over:
            before = m.fork()
            command = rng.choice(m.legal_commands())
            events = m.apply(command)
            yield before, command, events, m


def test_public_facts_are_the_same_in_every_view():
    """LT-12.1: the revealed card, hand sizes, the route, pile sizes, the discard pile, missions,
    loot, ambush set counts, revealed offers, a raided hand, deliveries: alike for all seats."""
    for _, _, _, m in random_games(4, 2, seed=3):
        views = [m.view(s) for s in range(4)]
        for name in PUBLIC_FIELDS:
            assert len({repr(getattr(v, name)) for v in views}) == 1, name
        assert len({len(v.ambush_deck) for v in views}) == 1


def test_no_event_names_a_card_some_seat_cannot_place():
    """LT-12.1, LT-12.2, LT-12.3, LT-5.2.3, LT-5.4.3: every event goes to the whole table, so
    any object card it names must be one every seat can place after it (in a hand it knows,
    a public pile, the laid-out hand, a revealed offer); a reshuffle's cards were public
    before it."""
    checked = 0
    for before, _, events, m in random_games(4, 3, seed=5):
        named = {c for e in events for c in strings_in(e) if c in OBJECT_CARDS}
        if not named:
            continue
        for s in range(4):
            placed = known_to(m.view(s)) | known_to(before.view(s))
            assert named <= placed, (s, sorted(named - placed), events)
        checked += 1
    assert checked > 100


def test_prompts_name_no_hidden_card():
    """LT-11.4, LT-12.1: a prompt is on every screen; the only card it may name is the one
    turned up."""
    for _, _, _, m in random_games(3, 3, seed=7):
        if m.is_over:
            continue
        view = m.view(0)
        assert {c for c in strings_in(view.prompt) if c in OBJECT_CARDS} <= {view.revealed}


def test_commands_in_the_log_name_no_hidden_card():
    """LT-12.1, LT-5.1.4, LT-5.4.3, LT-12.3: the log shows each command to the table: a sealed
    offer, a robbed card and a chosen ambush are not named in its words."""
    objects = ("copper", "candlestick", "gold", "pearl", "jewel", "necklace", "chest", "AM")
    seen = set()
    for before, command, _, _ in random_games(4, 2, seed=9):
        if command.kind in ("offer", "choose_card", "choose_ambush"):
            words = words_of(before).command(command)
            assert not any(o in words.lower() or o in words for o in objects), words
            seen.add(command.kind)
    assert seen == {"offer", "choose_card", "choose_ambush"}


def test_each_seat_sees_its_own_hand_and_counts_of_the_others():
    """LT-12.1, LT-12.3: your hand face up; other hands only as sizes (nothing named unless
    known)."""
    m = situation(hands={RED: ["CU01", "PE02"], YELLOW: ["CH03", "NE04", "JE05"], GREEN: ["GO06"]},
                  draw=["CA07"])
    for s, hand in ((RED, ("CU01", "PE02")), (YELLOW, ("CH03", "JE05", "NE04")), (GREEN, ("GO06",))):
        view = m.view(s)
        assert view.hand == hand and view.hand_sizes == (2, 3, 1, 0)
        others = {"CU01", "PE02", "CH03", "NE04", "JE05", "GO06"} - set(hand)
        assert not others & strings_in(view)


def test_ambush_faces_are_the_owners_alone():
    """LT-12.3: the face of an ambush card, and the card put under the deck, are known to
    their owner only; others see a gold card per set and an unknown deck card."""
    m = situation(hands={RED: ["CU01"], YELLOW: ["CU02"]}, draw=["GO05"], ambush_deck=["AM09", "AM03"],
                  ambush_sets={BLUE: [("AM12", "GO01")]})
    m.apply(Act(RED))
    assert m.view(RED).ambush_choice == ("AM09", "AM03")
    assert not {"AM09", "AM03"} & strings_in([m.view(s) for s in (YELLOW, GREEN, BLUE)])
    m.apply(ChooseAmbush(RED, "AM09"))
    red, blue = m.view(RED), m.view(BLUE)
    assert red.own_ambushes == ("AM09",) and red.ambush_deck[-1] == "AM03"
    assert blue.own_ambushes == ("AM12",) and blue.ambush_deck[-1] is None
    assert "AM12" not in strings_in(red) and not {"AM09", "AM03"} & strings_in(blue)
    assert red.ambush_golds == blue.ambush_golds == ((("GO05",)), (), (), ("GO01",))


def test_the_order_of_the_piles_is_known_to_no_one():
    """LT-12.4: two tables that differ only in the order of the draw pile below the turned-up
    card, or of the ambush deck, look the same from every seat."""
    hands = {RED: ["CU01"], YELLOW: ["CU02"]}
    a = situation(hands=hands, draw=["CH01", "PE01", "JE01", "NE01"], ambush_deck=["AM08", "AM09"])
    b = situation(hands=hands, draw=["CH01", "NE01", "JE01", "PE01"], ambush_deck=["AM09", "AM08"])
    assert all(a.view(s) == b.view(s) for s in range(4))
    assert a.state_hash() != b.state_hash()
    assert a.view(RED).ambush_deck == (None,) * 10 and a.view(RED).draw_size == 84 - 2 - 1


def test_a_fired_ambush_is_known_at_the_bottom_of_the_deck():
    """LT-12.4, LT-7.5: the one exception besides your own buried card: a fired ambush card,
    seen by all going under the deck."""
    m = situation(hands={RED: ["PE01", "PE02", "PE03", "PE04"]}, ambush_sets={GREEN: [("AM11", "GO01")]},
                  at="deliver")
    play(m, DeliverSet(RED, ("PE01", "PE02", "PE03", "PE04")))
    m.apply(next(c for c in m.legal_commands() if c.kind == "fire_ambush"))
    assert all(m.view(s).ambush_deck[-1] == "AM11" and m.view(s).ambush_deck.count(None) == 9
               for s in range(4))


def test_the_known_cards_record():
    """LT-12.5: each seat's record of what it knows is in the other hands: a card taken in
    public is known to all; a theft makes the thief and the target sure of the stolen card,
    and leaves the others unsure of the target's hand, apart from the candlestick."""
    m = situation(hands={RED: ["CU01"], YELLOW: ["PE01"], GREEN: ["JE01"], BLUE: ["GO01"]},
                  draw=["CH01", "CA01"])
    play(m, Take(RED))
    assert all(m.view(s).known[RED] == ("CH01",) for s in (YELLOW, GREEN, BLUE))
    assert m.view(RED).known == ((), (), (), ())
    m.apply(next(iter(m.legal_commands())))  # Red ends the turn
    # Yellow steals from Red
    play(m, Act(YELLOW), ChooseTarget(YELLOW, RED), NoDefence(RED))
    stolen = m.view(RED).notes[-1][3]
    assert stolen in ("CH01", "CU01")
    assert m.view(YELLOW).known[RED] == tuple(sorted({"CH01", "CA01"} - {stolen}))
    assert m.view(RED).known[YELLOW] == (stolen,)
    for s in (GREEN, BLUE):
        assert m.view(s).known[RED] == ("CA01",) and m.view(s).known[YELLOW] == ()


@pytest.mark.parametrize("obj", ["CA", "PE"])
def test_a_hidden_take_leaves_the_others_unsure_of_the_hand(obj):
    """LT-12.5, LT-12.2, LT-5.2.3, LT-5.4.3: Green knew two of Yellow's cards; after a Theft or
    Robbery of a card Green cannot name, Green is sure of nothing there but the paying card
    (whichever card went, Green cannot tell which of the two is left)."""
    m = situation(hands={RED: ["CU01"], YELLOW: ["CH01", "GO01", "PE07"], GREEN: ["CU02"]},
                  draw=[f"{obj}01"], known={(GREEN, YELLOW): ["GO01", "PE07"], (BLUE, YELLOW): ["GO01"]})
    play(m, Act(RED), ChooseTarget(RED, YELLOW), NoDefence(YELLOW))
    if prompt_kind(m) == "choose_card":
        m.apply(ChooseCard(RED, "CH01"))
    taken = next(c for c in m.view(RED).hand if c != "CU01")
    for s in (GREEN, BLUE):
        assert m.view(s).known[YELLOW] == (f"{obj}01",), (s, taken)
    assert m.view(YELLOW).known[RED] == (taken,)


def test_a_robbery_shows_the_robber_the_whole_hand():
    """LT-12.2, LT-12.5, LT-5.4.2: during the choice the robber's record holds the target's whole
    hand; afterwards it still knows what is left, the others know only the pearls."""
    m = situation(hands={RED: ["CU01"], YELLOW: ["CH01", "GO01", "JE01"]}, draw=["PE01"])
    play(m, Act(RED), ChooseTarget(RED, YELLOW), NoDefence(YELLOW))
    assert m.view(RED).known[YELLOW] == ("CH01", "GO01", "JE01")
    assert m.view(GREEN).known[YELLOW] == ()
    m.apply(ChooseCard(RED, "JE01"))
    assert m.view(RED).known[YELLOW] == ("CH01", "GO01", "PE01")
    assert m.view(YELLOW).known[RED] == ("JE01",)
    assert m.view(GREEN).known[YELLOW] == ("PE01",) and m.view(GREEN).known[RED] == ()


# --- hot seat --------------------------------------------------------------------------------

def test_every_decision_is_a_prompt_naming_its_seat():
    """LT-11.4, LT-5.1.4: whoever must decide (the active player, an offerer, a defender, an
    ambush owner) is the active seat, named by the prompt; all legal commands are that seat's."""
    kinds = set()
    for _, _, _, m in random_games(5, 3, seed=11):
        if m.is_over:
            continue
        prompt = m.view(0).prompt
        kinds.add(prompt.kind)
        assert prompt.seat == m.active_seat
        assert {c.seat for c in m.legal_commands()} == {prompt.seat}
    assert {"take_or_act", "defend", "make_offer", "fire_or_hold", "deliver"} <= kinds


@pytest.mark.parametrize("labels", [["human"] * 4, ["human", "bot:easy", "human", "bot:easy"]])
def test_one_answer_prompts_are_asked_all_the_same(labels):
    """LT-5.6.6, LT-7.4, LT-11.4: "no defence" without a necklace, and "hold" without a
    qualifying ambush, wait for their seat (a hot-seat screen can then pass the device
    whether or not the seat has a choice)."""
    m = situation(hands={RED: ["CU01"], YELLOW: ["GO01"]}, draw=["CA01"], labels=labels)
    play(m, Act(RED), ChooseTarget(RED, YELLOW))
    assert m.active_seat == YELLOW and prompt_kind(m) == "defend"
    m = situation(hands={RED: ["CU01", "CU02", "CU03"]}, ambush_sets={GREEN: [("AM04", "GO01")]},
                  at="deliver", labels=labels)
    m.apply(DeliverSet(RED, ("CU01", "CU02", "CU03")))
    assert m.active_seat == GREEN and m.legal_commands() == [HoldAmbush(GREEN)]


def test_a_thefts_target_gets_its_notice():
    """LT-11.4, LT-5.2.3: the target is told privately which card was taken (its notes)."""
    m = situation(hands={RED: ["CU01"], YELLOW: ["GO01"]}, draw=["CA01"], turn=6)
    play(m, Act(RED), ChooseTarget(RED, YELLOW), NoDefence(YELLOW))
    assert m.view(YELLOW).notes == ((7, "stolen", RED, "GO01"),)
    assert m.view(GREEN).notes == ()


def test_bots_decide_from_their_view_alone():
    """LT-11.5: two tables that look the same to Red (the other hands differ) get the same
    decision from Red's bot."""
    a = situation(hands={RED: ["CU01", "CU02"], YELLOW: ["CH01", "NE01"], GREEN: ["PE03"]}, draw=["CA01"])
    b = situation(hands={RED: ["CU01", "CU02"], YELLOW: ["JE04", "GO09"], GREEN: ["CH05"]}, draw=["CA01"])
    assert a.view(RED) == b.view(RED)
    for name in ("easy", "random"):
        for seed in range(3):
            bot_a = make_bot("lieutenants", name, RED, seed)
            bot_b = make_bot("lieutenants", name, RED, seed)
            choice = bot_a.choose(a.view(RED), a.legal_commands())
            assert choice == bot_b.choose(b.view(RED), b.legal_commands())
