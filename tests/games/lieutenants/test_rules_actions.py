"""The attacks and the ambush set (LT-5.2 Theft, LT-5.3 Ambush, LT-5.4 Robbery, LT-5.5 Raid of
shared/rules/lieutenants.md); the offers (Buy, Exchange) are in test_rules_offers.py, the
necklace in test_rules_defence.py."""

from __future__ import annotations

from collections import Counter

from sherwood.engine import SeededRng
from sherwood.games.lieutenants.commands import (
    Act,
    ChooseAmbush,
    ChooseCard,
    ChooseTarget,
    DeliverSet,
    EndTurn,
    FireAmbush,
    HoldAmbush,
    NoDefence,
    Take,
)
from sherwood.games.lieutenants.content import CARDS, kept_ambushes
from sherwood.ui.games import words_of
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
    strings_in,
)
from tests.games.lieutenants.situations import situation

OTHERS = (YELLOW, GREEN, BLUE)


def attacked(obj: str, target_hand: list[str], seed: int = 0, **kw):
    """Red turns up ``obj``01 and attacks Yellow (holding ``target_hand``), who does not
    defend; the match and the events of the no-defence."""
    hands = {RED: ["CU09"], YELLOW: target_hand, GREEN: ["CU10"], BLUE: ["CU11"]}
    m = situation(hands=hands, draw=[f"{obj}01"], seed=seed, **kw)
    play(m, Act(RED), ChooseTarget(RED, YELLOW))
    return m, m.apply(NoDefence(YELLOW))


# --- LT-5.2 Theft ----------------------------------------------------------------------------

def test_theft_takes_a_random_card_and_gives_the_candlestick():
    """LT-5.2.1, LT-5.2.2: one card drawn at random from the target's hand goes to the active
    player; the candlestick goes to the target."""
    m, events = attacked("CA", ["GO01", "PE01", "CH01"])
    stolen = only(events, "stolen")
    assert (stolen.seat, stolen.target, stolen.paying_card) == (RED, YELLOW, "CA01")
    got = [c for c in m.view(RED).hand if c != "CU09"]
    assert len(got) == 1 and got[0] in ("GO01", "PE01", "CH01")
    assert sorted(m.view(YELLOW).hand) == sorted({"GO01", "PE01", "CH01", "CA01"} - set(got))
    assert prompt_kind(m) == "deliver" and m.active_seat == RED


def test_theft_is_uniform_over_the_hand():
    """LT-5.2.2: over many seeds each of the target's 4 cards is stolen, each about a quarter
    of the time (fixed seeds: the counts are the same on every run)."""
    counts: Counter[str] = Counter()
    for seed in range(200):
        m, _ = attacked("CA", ["GO01", "PE01", "CH01", "JE01"], seed=seed)
        counts[next(c for c in m.view(RED).hand if c != "CU09")] += 1
    assert set(counts) == {"GO01", "PE01", "CH01", "JE01"}
    assert all(25 <= n <= 75 for n in counts.values()), counts


def test_the_theft_draw_is_the_games_generator():
    """LT-13.1 (4), LT-13.2: the stolen card is ``choice`` of the target's sorted hand, by the
    match's one generator (here right after setup's calls, LT-2.9)."""
    hand = ["JE03", "CU04", "NE07", "GO02", "PE05"]
    for seed in range(5):
        rng = SeededRng(seed)
        rng.randint(0, 3)
        rng.shuffle(list(CARDS))
        rng.shuffle(list(kept_ambushes(4)))
        expected = rng.choice(sorted(hand))
        m, _ = attacked("CA", hand, seed=seed)
        assert expected in m.view(RED).hand


def test_only_the_thief_and_the_target_know_the_card():
    """LT-5.2.3, LT-12.2: the card is named to Red and Yellow alone (their notes and records);
    everyone learns that the candlestick is now in Yellow's hand."""
    m, events = attacked("CA", ["GO01"], known={(GREEN, YELLOW): ["GO01"], (BLUE, YELLOW): ["GO01"]})
    assert m.view(RED).hand == ("CU09", "GO01")  # the only card: LT-15.2
    assert m.view(YELLOW).notes[-1][1:] == ("stolen", RED, "GO01")
    assert m.view(RED).notes[-1][1:] == ("stole", YELLOW, "GO01")
    assert m.view(YELLOW).known[RED] == ("GO01",)
    for s in (GREEN, BLUE):
        view = m.view(s)
        assert view.known[YELLOW] == ("CA01",) and view.known[RED] == ()
        assert view.notes == () and "GO01" not in strings_in(view)
    assert all("GO01" not in strings_in(e) for e in events)


# --- LT-5.3 Ambush ---------------------------------------------------------------------------

def test_ambush_draws_two_and_keeps_one_with_the_gold():
    """LT-5.3.1, LT-5.3.2, LT-5.3.3: the top 2 ambush cards; the chosen one lies face down with
    the gold as an ambush set, the other goes under the deck; the gold is not in the hand."""
    m = situation(hands={RED: ["CU01"], YELLOW: ["CU02"]}, draw=["GO05"],
                  ambush_deck=["AM09", "AM03", "AM12"])
    size = len(m.view(RED).ambush_deck)
    m.apply(Act(RED))
    assert m.view(RED).ambush_choice == ("AM09", "AM03")
    assert m.view(RED).ambush_deck[0] is None and len(m.view(RED).ambush_deck) == size - 2
    assert set(m.legal_commands()) == {ChooseAmbush(RED, "AM09"), ChooseAmbush(RED, "AM03")}
    refused(m, ChooseAmbush(RED, "AM12"))
    m.apply(ChooseAmbush(RED, "AM03"))
    view = m.view(RED)
    assert view.own_ambushes == ("AM03",) and view.ambush_golds[RED] == ("GO05",)
    assert view.ambush_deck[-1] == "AM09" and len(view.ambush_deck) == size - 1
    assert view.hand == ("CU01",) and view.hand_sizes[RED] == 1
    assert prompt_kind(m) == "deliver"


def test_a_player_may_hold_many_ambush_sets():
    """LT-5.3.3: any number of sets; each new one is added in the order laid."""
    m = situation(hands={RED: ["CU01"], YELLOW: ["CU02"]}, draw=["GO05"],
                  ambush_sets={RED: [("AM08", "GO01"), ("AM10", "GO02")]}, ambush_deck=["AM11", "AM12"])
    play(m, Act(RED), ChooseAmbush(RED, "AM12"))
    assert m.view(RED).own_ambushes == ("AM08", "AM10", "AM12")
    assert m.view(BLUE).ambush_golds[RED] == ("GO01", "GO02", "GO05")


def test_ambush_golds_count_for_no_hand_and_score_nothing():
    """LT-5.3.3, LT-10.4: the gold under an ambush is not in the hand: the hand-out measures
    the hand without it; at the end it scores nothing."""
    sets = {YELLOW: [("AM08", "GO01"), ("AM09", "GO02"), ("AM12", "GO03"), ("AM13", "GO04"),
                     ("AM10", "GO05")]}
    # space 4 has the number 2: Yellow with 2 cards in hand and 5 golds in sets draws one
    m = situation(hands={RED: ["CH01", "CH02", "CH03"], YELLOW: ["CU01", "CU02"],
                         GREEN: ["CU03", "CU04", "CU05"], BLUE: ["CU06", "CU07", "CU08"]},
                  ambush_sets=sets, sheriff=3, at="deliver")
    m.apply(DeliverSet(RED, ("CH01", "CH02", "CH03")))
    assert m.active_seat == YELLOW  # one question for all of Yellow's sets
    events = m.apply(HoldAmbush(YELLOW))
    assert only(events, "cards_handed_out").seats == (RED, YELLOW)
    assert m.view(GREEN).hand_sizes == (1, 3, 3, 3)
    end = situation(hands={RED: ["CH01", "CH02", "CH03"]}, ambush_sets=sets, sheriff=20, at="deliver")
    end.apply(DeliverSet(RED, ("CH01", "CH02", "CH03")))
    end.apply(HoldAmbush(YELLOW))
    assert end.is_over and end.scores() == [13, 0, 0, 0]


def test_a_player_may_choose_their_own_colour_but_it_never_fires():
    """LT-5.3.4, LT-7.2: Red may keep AM01 (Red); it never qualifies: not at Red's own
    delivery (the owner is never asked), nor at anyone else's."""
    m = situation(hands={RED: ["CU01"], YELLOW: ["PE01", "PE02", "PE03"]}, draw=["GO05"],
                  ambush_deck=["AM01", "AM02"])
    m.apply(Act(RED))
    assert ChooseAmbush(RED, "AM01") in m.legal_commands()
    play(m, ChooseAmbush(RED, "AM01"), EndTurn(RED))
    play(m, Take(YELLOW), DeliverSet(YELLOW, ("PE01", "PE02", "PE03")))
    assert m.active_seat == RED and m.legal_commands() == [HoldAmbush(RED)]
    refused(m, FireAmbush(RED, "AM01"))
    red = situation(hands={RED: ["CU01", "CU02", "CU03"]}, ambush_sets={RED: [("AM01", "GO01")]},
                    at="deliver")
    events = red.apply(DeliverSet(RED, ("CU01", "CU02", "CU03")))
    assert "set_delivered" in kinds(events) and red.view(RED).own_ambushes == ("AM01",)


def test_an_ambush_set_stays_until_it_fires():
    """LT-5.3.5: no command withdraws a set; it stays through other turns and deliveries it
    holds at, and leaves only when it fires."""
    m = situation(hands={RED: ["CU01", "CU02", "CU03"], YELLOW: ["CA01"], GREEN: ["CA02"],
                         BLUE: ["CA03"]},
                  ambush_sets={BLUE: [("AM12", "GO01")]}, at="deliver")
    m.apply(DeliverSet(RED, ("CU01", "CU02", "CU03")))
    assert m.active_seat == BLUE
    assert {c.kind for c in m.legal_commands()} == {"fire_ambush", "hold_ambush"}
    m.apply(HoldAmbush(BLUE))
    for _ in range(3):  # Yellow, Green, Blue take and pass
        assert not {c.kind for c in m.legal_commands()} & {"withdraw", "fire_ambush"}
        play(m, Take(m.active_seat), EndTurn(m.active_seat))
    assert m.view(BLUE).own_ambushes == ("AM12",) and m.view(RED).ambush_golds[BLUE] == ("GO01",)


def test_a_deck_of_one_is_taken_without_a_choice():
    """LT-5.3.2, LT-15.9: with 1 card left in the ambush deck it is laid at once."""
    kept = kept_ambushes(2)
    sets = {YELLOW: [(a, f"GO{i + 1:02d}") for i, a in enumerate(kept[1:])]}
    m = situation(seats=2, hands={RED: ["CU01"], YELLOW: ["CU02"]}, ambush_sets=sets, draw=["GO12"])
    assert len(m.view(RED).ambush_deck) == 1
    events = m.apply(Act(RED))
    assert only(events, "ambush_drawn").count == 1 and not of(events, "ambush_buried")
    assert m.view(RED).own_ambushes == (kept[0],) and m.view(RED).ambush_deck == ()
    assert prompt_kind(m) == "deliver"


# --- LT-5.4 Robbery --------------------------------------------------------------------------

def test_robbery_shows_the_hand_to_the_robber_alone():
    """LT-5.4.1, LT-5.4.2: after no defence the robber sees the target's hand and must take
    exactly one card; the pearls go to the target."""
    m, events = attacked("PE", ["CH01", "GO01", "GO02"])
    assert kinds(events) == ["not_defended", "hand_seen"]
    assert prompt_kind(m) == "choose_card" and m.active_seat == RED
    assert m.view(RED).known[YELLOW] == ("CH01", "GO01", "GO02")
    assert set(m.legal_commands()) == {ChooseCard(RED, "CH01"), ChooseCard(RED, "GO01")}
    refused(m, ChooseCard(RED, "CU09"), code="not_in_target_hand")
    refused(m, ChooseCard(RED, "JE05"), code="not_in_target_hand")
    events = m.apply(ChooseCard(RED, "GO02"))  # any copy held
    robbed = only(events, "robbed")
    assert (robbed.seat, robbed.target, robbed.paying_card) == (RED, YELLOW, "PE01")
    assert m.view(RED).hand == ("CU09", "GO02")
    assert m.view(YELLOW).hand == ("CH01", "GO01", "PE01")
    assert m.view(YELLOW).notes[-1][1:] == ("robbed", RED, "GO02")
    assert prompt_kind(m) == "deliver"


def test_nobody_else_learns_the_robbed_hand_or_card():
    """LT-5.4.3, LT-12.2: the others see neither the hand nor the card taken; they only learn
    that the pearls went to Yellow."""
    m, events = attacked("PE", ["CH01", "GO01", "GO02"])
    for s in OTHERS[1:]:
        assert m.view(s).known[YELLOW] == () and not {"CH01", "GO01", "GO02"} & strings_in(m.view(s))
    events += m.apply(ChooseCard(RED, "CH01"))
    assert all(not {"CH01", "GO01", "GO02"} & strings_in(e) for e in events)
    for s in OTHERS[1:]:
        view = m.view(s)
        assert view.known[YELLOW] == ("PE01",) and view.known[RED] == ()
        assert not {"CH01", "GO01", "GO02"} & strings_in(view)
    assert words_of(m).command(m.log[-1]) == "Red takes a card"  # the log names no card


# --- LT-5.5 Raid -----------------------------------------------------------------------------

def test_raid_lays_the_hand_out_for_all_and_the_raider_takes_one():
    """LT-5.5.1, LT-5.5.2, LT-5.5.3: the target lays every card face up, for everyone; the
    attacker must choose one of them; the target takes back the rest plus the jewels."""
    m, events = attacked("JE", ["CU01", "NE01", "NE02", "PE01"])
    laid = only(events, "hand_laid_out")
    assert laid.target == YELLOW and laid.cards == ("CU01", "NE01", "NE02", "PE01")
    for s in range(4):
        assert m.view(s).laid_out == laid.cards
        if s != YELLOW:
            assert m.view(s).known[YELLOW] == laid.cards
    assert set(m.legal_commands()) == {ChooseCard(RED, c) for c in ("CU01", "NE01", "PE01")}
    refused(m, EndTurn(RED))  # the raider must take a card
    events = m.apply(ChooseCard(RED, "NE02"))
    assert only(events, "raid_taken").card == "NE02"  # the choice is public
    assert m.view(YELLOW).hand == ("CU01", "JE01", "NE01", "PE01")
    assert all(m.view(s).known[YELLOW] == ("CU01", "JE01", "NE01", "PE01") for s in (RED, GREEN, BLUE))
    assert all(m.view(s).known[RED] == ("NE02",) for s in (YELLOW, GREEN, BLUE))
    assert m.view(RED).laid_out is None and prompt_kind(m) == "deliver"


def test_the_raid_defence_window_comes_before_the_laying_out():
    """LT-5.5.3, LT-5.6.3: the target is asked first; nothing is laid out yet."""
    m = situation(hands={RED: ["CU01"], YELLOW: ["NE01", "PE01"]}, draw=["JE01"])
    events = play(m, Act(RED), ChooseTarget(RED, YELLOW))
    assert prompt_kind(m) == "defend" and not of(events, "hand_laid_out")
    assert all(m.view(s).laid_out is None and m.view(s).known[YELLOW] == () for s in (RED, GREEN))


def test_every_object_card_is_still_somewhere_after_each_action():
    """LT-1.A: through each action (taken, attacked, offered, ambushed) the 84 cards are each
    somewhere exactly once (the engine's invariants)."""
    for obj in ("CU", "CA", "GO", "PE", "JE", "CH"):
        m = situation(hands={RED: ["NE01"], YELLOW: ["CU02", "CU03"], GREEN: ["CA05"]},
                      draw=[f"{obj}01"])
        m.apply(Act(RED))
        while prompt_kind(m) != "deliver":
            m.apply(m.legal_commands()[-1])
            m.check_invariants()
        total = sum(m.view(RED).hand_sizes) + m.view(RED).draw_size + len(m.view(RED).discard)
        total += sum(len(g) for g in m.view(RED).ambush_golds)
        assert total == 84, obj
